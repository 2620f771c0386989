// Magic circle view: input. Selecting a coin (click, number keys, D), moving between its targets
// (arrows), acting on one (click, Enter, S, A, E) and the readouts those say. The targets are the
// legal actions' parts (state.js `movesOf`), never re-derived here.

/** @typedef {import("./state.js").View} View */

/**
 * The input handlers of one mounted view.
 * @param {View} v
 */
export function input(v) {
  const { T, coinName, st } = v;
  const { root, ctx, sourceCoin, sourceLabel } = v;
  const { view, live, help } = v.dom;
  const draw = () => v.draw();

  /** @param {string} text */
  function announce(text) {
    // nothing is read out while the view is hidden (behind the shell's hand-over screen)
    if (!st.destroyed && root.isConnected && !root.closest("[hidden]")) live.say(text);
  }

  /** Play `text` if it is legal now. @param {string | null | undefined} text */
  function act(text) {
    if (st.pending || !text || !st.legal.has(text) || st.snap?.busy) return;
    // the target pressed is redrawn without its focus: view.js draw() gives it back after the move,
    // to the same control if it is still there, else to the hand slot the coin came from
    const a = document.activeElement;
    const fk = /** @type {HTMLElement | null | undefined} */ (a?.closest?.("[data-fk]"))?.dataset.fk;
    st.focusBack = a && a !== document.body && view.contains(a) ? [fk, st.sel && `src:${st.sel}`].filter((k) => !!k).map(String) : null;
    st.pending = true;
    st.sel = null;
    draw();
    ctx.act(text).finally(() => {
      st.pending = false;
      if (!st.destroyed) draw();
    });
  }

  /** @param {string} src */
  function select(src) {
    if (!st.moves.sources.has(src)) {
      const coin = sourceCoin(src);
      const text = coin ? T("toast.no_move", { coin: coinName(coin) })
        : src === "d" ? T("toast.dealt_empty") : T("toast.slot_empty", { n: src.slice(1) });
      ctx.toast(text);
      announce(text);
      return;
    }
    st.sel = st.sel === src ? null : src;
    draw();
    if (st.sel) bringCircleIntoView();
    if (st.sel) announce(T("prompt.selected", { coin: coinName(sourceCoin(st.sel)), where: sourceLabel(st.sel) }) + " " + targetSummary());
  }

  /**
   * A phone has the hand under the circle (view.css, 480 px, where the hand row sticks to the
   * screen's bottom): a coin chosen there lights up targets above it, out of sight, with the prompt
   * and its Cancel. Bring the prompt and the circle into view (under the page's sticky header);
   * when both do not fit, the circle's top. Only on the app's own page: in an embed (an iframe)
   * scrolling moves the page around it too (see web/app/wait.js).
   */
  function bringCircleIntoView() {
    if (ctx.embed || window.parent !== window || !window.matchMedia("(max-width: 480px)").matches) return;
    const bar = view.querySelector(".mc-bar");
    const circle = view.querySelector(".mc-board-me .mc-circle");
    if (!bar || !circle) return;
    const c = circle.getBoundingClientRect();
    const top = stuckTop();
    const b = bar.getBoundingClientRect();
    if (b.top >= top && c.bottom <= window.innerHeight) return; // already in sight
    const to = c.bottom - b.top <= window.innerHeight - top ? b.top : c.top;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: to - top - 8, behavior: smooth ? "smooth" : "instant" });
  }

  /** The bottom of what stays stuck at the top of the window (the page's sticky header), or 0. */
  function stuckTop() {
    let bottom = 0;
    for (let el = document.elementFromPoint(window.innerWidth / 2, 1); el && el !== document.body; el = el.parentElement) {
      const position = getComputedStyle(el).position;
      if (position === "sticky" || position === "fixed") bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
    }
    return bottom;
  }

  function targetSummary() {
    if (!st.sel) return "";
    const n = st.moves.place.get(st.sel)?.size || 0;
    const parts = [T("targets.places", { n })];
    if (st.moves.stock.has(st.sel)) parts.push(T("targets.stock"));
    if (st.moves.salvage.has(st.sel)) parts.push(T("targets.salvage"));
    return parts.join(T("list_sep"));
  }

  /** @param {KeyboardEvent} e */
  function onKey(e) {
    if (st.destroyed) return;
    const k = e.key;
    if (k === "?") { e.preventDefault(); help.open(); return; }
    if (e.repeat) return;
    // on the viewer's move a number key always answers, an empty slot too ("hand slot 5 is empty")
    if (/^[1-8]$/.test(k) && st.legal.size && !st.pending) { e.preventDefault(); keySelect(`h${k}`); }
    else if ((k === "d" || k === "D") && st.legal.size && !st.pending) { e.preventDefault(); keySelect("d"); }
    else if (k === "Escape" && st.sel) { e.preventDefault(); const was = st.sel; st.sel = null; draw(); focusKey(`src:${was}`); }
    else if (st.sel && ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].includes(k)) {
      // the circle's positions first, then the stock and salvage buttons
      const list = [.../** @type {NodeListOf<HTMLElement>} */ (view.querySelectorAll(".mc-board-me .mc-pos.mc-target")), .../** @type {NodeListOf<HTMLElement>} */ (view.querySelectorAll(".mc-target-btn"))];
      if (!list.length) return;
      e.preventDefault();
      const i = list.indexOf(/** @type {HTMLElement} */ (document.activeElement));
      const step = k === "ArrowRight" || k === "ArrowDown" ? 1 : -1;
      list[(i + step + list.length) % list.length].focus();
    }
    else if ((k === "s" || k === "S") && st.sel && st.moves.stock.has(st.sel)) { e.preventDefault(); act(st.moves.stock.get(st.sel)); }
    else if ((k === "a" || k === "A") && st.moves.activate) { e.preventDefault(); act(st.moves.activate); }
    else if ((k === "e" || k === "E") && (st.moves.end || st.moves.done)) { e.preventDefault(); act(st.moves.end || st.moves.done); }
  }

  /**
   * Select a coin from the keyboard and put the focus on its first target (arrows move between
   * targets): the first EMPTY position it may go to, so that Enter never knocks one of your own
   * coins off by surprise; an occupied one, the stock or a salvage only when no empty one is legal.
   * An empty slot (or a coin that cannot move) selects nothing and says so.
   */
  /** @param {string} src */
  function keySelect(src) {
    const coin = sourceCoin(src);
    if (!coin || !st.moves.sources.has(src)) {
      if (st.sel) { st.sel = null; draw(); }
      select(src);
      focusKey(`src:${src}`);
      return;
    }
    if (st.sel !== src) select(src);
    if (st.sel !== src) { focusKey(`src:${src}`); return; }
    requestAnimationFrame(() => {
      const first = /** @type {HTMLElement | null} */ (view.querySelector(".mc-board-me .mc-pos.mc-target:not(.mc-filled)")
        || view.querySelector(".mc-board-me .mc-pos.mc-target")
        || view.querySelector(".mc-target-btn"));
      if (first) first.focus();
    });
  }

  /** @param {string} key */
  function focusKey(key) {
    requestAnimationFrame(() => {
      const el = /** @type {HTMLElement | null} */ (view.querySelector(`[data-fk="${CSS.escape(key)}"]`));
      if (el) el.focus({ preventScroll: false });
    });
  }

  /** Buttons made of SVG <g>: Enter and Space activate them. @template {Element} E @param {E} el @param {(e: Event) => void} fn */
  function pressable(el, fn) {
    el.addEventListener("click", fn);
    el.addEventListener("keydown", (e) => {
      const key = /** @type {KeyboardEvent} a keydown */ (e).key;
      if (key === "Enter" || key === " ") { e.preventDefault(); e.stopPropagation(); fn(e); }
    });
    return el;
  }

  return { announce, act, select, onKey, focusKey, pressable };
}
