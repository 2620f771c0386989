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
    if (st.sel) announce(T("prompt.selected", { coin: coinName(sourceCoin(st.sel)), where: sourceLabel(st.sel) }) + " " + targetSummary());
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
