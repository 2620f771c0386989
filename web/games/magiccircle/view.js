// Magic circle view: the circles, hands and stocks of one seat's table
// (contract: web/app/README.md).
//
// It draws the observation (each seat's circle of 17 positions, stock, hand
// and dealt coin as far as the viewer may see them, the pile, the match and
// turn, the live score preview, every finished match's score breakdown and
// the game summary) and offers exactly the actions of `snapshot.legal`:
// select a coin (hand slot or dealt coin), and the positions, the stock or
// the stocks' salvage coins for which a legal text exists light up; click
// (or press Enter on) one to act. It never decides what is legal: the targets
// come from the snapshot's `actions` (each legal action's parts: `source`,
// `position`, `stock`, from `MagicCircle.action_parts`), never from parsing
// action texts.
//
// "How to play" (the help dialog, viewkit's helpDialog) holds a rules
// summary and the formation list of `ctx.reference()`: the scorer's own table
// (`MagicCircle.reference()` in Python). Formations the project added are
// marked as such in words; whether they score is the game's option
// `added_formations` (`observation.added_formations`).

import { h } from "../../app/dom.js";
import { announcer, helpDialog, onViewKeys, useStylesheet } from "../../app/viewkit.js";
import { s, coinShape, coinSvg, slotShape, parseCircle, ELEMENTS, isDigit } from "./coins.js";

const NS = "magiccircle.view.";
const NS_RULES = "magiccircle.";
const COIN_R = 0.142;
const STOCK_SHOWN = 6;
const WHERE = new Set(["outer_square", "inner_square", "outer_circle", "inner_circle", "NE-SW", "NW-SE"]);

export function mount(root, ctx) {
  const T = (key, args) => ctx.t(NS + key, args);
  const R = (key, args) => ctx.t(NS_RULES + key, args);
  const lang = ctx.lang === "ja" ? "ja" : "en";
  const otherLang = lang === "ja" ? "en" : "ja";
  const name = (p) => ctx.seats?.[p]?.name || ctx.t("core.player", { n: p + 1 });
  const coinName = (c) => (c === "?" ? T("coin.hidden") : c ? R(`coin.${c}`) : T("coin.none"));
  const posName = (id) => R(`position.${id}`);
  // one number format everywhere, the one of tabletop.core.i18n.number: "131,900" in both languages
  const fmt = (n) => (Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: 2 }) : String(n));

  // ---- state ------------------------------------------------------------------
  let snap = null;
  let obs = null;
  let legal = new Set();
  let moves = emptyMoves();
  let sel = null; // "h1".."h8" | "d"
  let pending = false;
  let destroyed = false;
  let viewerSeen;
  let lastMatch = null;
  let prevCircles = [];
  let fresh = []; // per seat: Set of position ids changed by the last render
  let lastChanged = []; // per seat: Set of position ids changed most recently (kept)
  let seenHistory = new Map(); // viewer -> history length already shown
  let shownMatch = null; // match number whose breakdown panel is open
  const previewOpen = new Map(); // seat -> open, once the user toggled it
  let wasMine = false;

  const style = useStylesheet(new URL("./view.css", import.meta.url));

  // ---- skeleton -----------------------------------------------------------------
  const infoBar = h("div", { class: "mc-info", id: "mc-info" });
  const helpBtn = h("button", { type: "button", class: "button mc-help-btn", id: "mc-help", "data-fk": "help", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => help.open() },
    h("span", { class: "mc-help-icon", "aria-hidden": "true", text: "?" }), h("span", { class: "mc-help-label", text: T("help.short") }));
  const top = h("div", { class: "mc-top" }, infoBar, helpBtn);
  const resultBox = h("section", { class: "mc-result", id: "mc-result", hidden: true, "aria-labelledby": "mc-result-title", tabindex: "-1" });
  const prompt = h("p", { class: "mc-prompt", id: "mc-prompt", "aria-live": "polite" });
  const controls = h("div", { class: "mc-controls", id: "mc-controls", role: "group", "aria-label": T("controls") });
  const boards = h("div", { class: "mc-boards", id: "mc-boards" });
  const summaryBox = h("section", { class: "mc-summary", id: "mc-summary", hidden: true, "aria-labelledby": "mc-summary-title" });
  const view = h("div", { class: `mc${ctx.embed ? " mc-embed" : ""}`, lang },
    top, resultBox, h("div", { class: "mc-bar" }, prompt, controls), boards, summaryBox);
  root.append(view);
  // the screen-reader readout: emptied at once on a hand-over (the shell's clearLiveRegions, and
  // render() when the viewer changes), and never filled while the view is hidden behind it
  const live = announcer(view, { politeness: "assertive" });
  const help = helpDialog(view, ctx, {
    id: "mc-help-dialog",
    title: T("help.title"),
    closeLabel: T("help.close"),
    loading: T("help.loading"),
    body: () => helpBody(),
    onClose: () => focusKey("help"),
  });
  help.element.classList.add("mc-help");

  // ---- legal actions -> targets ------------------------------------------------------
  function emptyMoves() {
    // values are the action texts to send; activate/end/done: the text, or null when not legal
    return { place: new Map(), stock: new Map(), salvage: new Map(), sources: new Set(), activate: null, end: null, done: null };
  }

  /** The legal actions by their parts (snapshot.actions): sources, their targets, and the buttons. */
  function movesOf(actions) {
    const m = emptyMoves();
    for (const a of actions) {
      const arg = (kind) => a.args?.find((x) => x.kind === kind)?.value;
      const src = arg("source");
      if (a.verb === "place" && src && arg("position")) {
        if (!m.place.has(src)) m.place.set(src, new Map());
        m.place.get(src).set(arg("position"), a.text);
        m.sources.add(src);
      } else if (a.verb === "stock" && src) {
        m.stock.set(src, a.text);
        m.sources.add(src);
      } else if (a.verb === "salvage" && src && arg("stock")) {
        if (!m.salvage.has(src)) m.salvage.set(src, new Map());
        m.salvage.get(src).set(arg("stock"), a.text);
        m.sources.add(src);
      } else if (a.verb === "activate") m.activate = a.text;
      else if (a.verb === "end") m.end = a.text;
      else if (a.verb === "done") m.done = a.text;
    }
    return m;
  }

  /** Stocks (own/opp) from which some hand coin may salvage now. */
  function salvageStocks() {
    const out = new Set();
    for (const targets of moves.salvage.values()) for (const which of targets.keys()) out.add(which);
    return out;
  }

  function sourceCoin(src) {
    const seat = obs?.seats?.[snap.viewer];
    if (!seat || !src) return null;
    if (src === "d") return seat.dealt;
    return seat.hand[Number(src.slice(1)) - 1];
  }

  function sourceLabel(src) {
    return src === "d" ? T("dealt") : T("hand.slot", { n: src.slice(1) });
  }

  // ---- acting ----------------------------------------------------------------------
  function announce(text) {
    // nothing is read out while the view is hidden (behind the shell's hand-over screen)
    if (!destroyed && root.isConnected && !root.closest("[hidden]")) live.say(text);
  }

  function act(text) {
    if (pending || !legal.has(text) || snap?.busy) return;
    pending = true;
    sel = null;
    draw();
    ctx.act(text).finally(() => {
      pending = false;
      if (!destroyed) draw();
    });
  }

  function select(src) {
    if (!moves.sources.has(src)) {
      const coin = sourceCoin(src);
      const text = coin ? T("toast.no_move", { coin: coinName(coin) })
        : src === "d" ? T("toast.dealt_empty") : T("toast.slot_empty", { n: src.slice(1) });
      ctx.toast(text);
      announce(text);
      return;
    }
    sel = sel === src ? null : src;
    draw();
    if (sel) announce(T("prompt.selected", { coin: coinName(sourceCoin(sel)), where: sourceLabel(sel) }) + " " + targetSummary());
  }

  function targetSummary() {
    if (!sel) return "";
    const n = moves.place.get(sel)?.size || 0;
    const parts = [T("targets.places", { n })];
    if (moves.stock.has(sel)) parts.push(T("targets.stock"));
    if (moves.salvage.has(sel)) parts.push(T("targets.salvage"));
    return parts.join(T("list_sep"));
  }

  function onKey(e) {
    if (destroyed) return;
    const k = e.key;
    if (k === "?") { e.preventDefault(); help.open(); return; }
    if (e.repeat) return;
    // on the viewer's move a number key always answers, an empty slot too ("hand slot 5 is empty")
    if (/^[1-8]$/.test(k) && legal.size && !pending) { e.preventDefault(); keySelect(`h${k}`); }
    else if ((k === "d" || k === "D") && legal.size && !pending) { e.preventDefault(); keySelect("d"); }
    else if (k === "Escape" && sel) { e.preventDefault(); const was = sel; sel = null; draw(); focusKey(`src:${was}`); }
    else if (sel && ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].includes(k)) {
      // the circle's positions first, then the stock and salvage buttons
      const list = [...view.querySelectorAll(".mc-board-me .mc-pos.mc-target"), ...view.querySelectorAll(".mc-target-btn")];
      if (!list.length) return;
      e.preventDefault();
      const i = list.indexOf(document.activeElement);
      const step = k === "ArrowRight" || k === "ArrowDown" ? 1 : -1;
      list[(i + step + list.length) % list.length].focus();
    }
    else if ((k === "s" || k === "S") && sel && moves.stock.has(sel)) { e.preventDefault(); act(moves.stock.get(sel)); }
    else if ((k === "a" || k === "A") && moves.activate) { e.preventDefault(); act(moves.activate); }
    else if ((k === "e" || k === "E") && (moves.end || moves.done)) { e.preventDefault(); act(moves.end || moves.done); }
  }
  const keys = onViewKeys(root, onKey);

  /**
   * Select a coin from the keyboard and put the focus on its first target (arrows move between
   * targets): the first EMPTY position it may go to, so that Enter never knocks one of your own
   * coins off by surprise; an occupied one, the stock or a salvage only when no empty one is legal.
   * An empty slot (or a coin that cannot move) selects nothing and says so.
   */
  function keySelect(src) {
    const coin = sourceCoin(src);
    if (!coin || !moves.sources.has(src)) {
      if (sel) { sel = null; draw(); }
      select(src);
      focusKey(`src:${src}`);
      return;
    }
    if (sel !== src) select(src);
    if (sel !== src) { focusKey(`src:${src}`); return; }
    requestAnimationFrame(() => {
      const first = view.querySelector(".mc-board-me .mc-pos.mc-target:not(.mc-filled)")
        || view.querySelector(".mc-board-me .mc-pos.mc-target")
        || view.querySelector(".mc-target-btn");
      if (first) first.focus();
    });
  }

  function focusKey(key) {
    requestAnimationFrame(() => {
      const el = view.querySelector(`[data-fk="${CSS.escape(key)}"]`);
      if (el) el.focus({ preventScroll: false });
    });
  }

  /** Buttons made of SVG <g>: Enter and Space activate them. */
  function pressable(el, fn) {
    el.addEventListener("click", fn);
    el.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); fn(e); }
    });
    return el;
  }

  // ---- info bar ----------------------------------------------------------------------
  function renderInfo() {
    const item = (key, value, extra = {}) => h("div", { class: `mc-info-item mc-info-${key}`, ...extra }, h("dt", { text: T(`info.${key}`) }), h("dd", {}, value));
    const phase = obs.phase;
    const turnText = phase === "placement" ? T("info.placement") : phase === "over" ? T("info.over") : T("info.turn_n", { n: obs.turn });
    const items = [
      item("match", T("info.match_of", { match: obs.match, matches: obs.matches }), { id: "mc-match" }),
      item("turn", turnText, { id: "mc-turn" }),
    ];
    if (phase === "turn") {
      const left = obs.actions_left;
      const dots = h("span", { class: "mc-dots", "aria-hidden": "true" },
        [0, 1].map((i) => h("span", { class: `mc-dot${i < left ? " mc-dot-on" : ""}`, text: i < left ? "●" : "○" })));
      items.push(item("actions", h("span", {}, dots, h("span", { class: "mc-dots-n", text: T("info.actions_left", { n: left }) })), { id: "mc-actions" }));
    }
    items.push(item("pile", h("span", {}, h("span", { class: "mc-pile-icon", "aria-hidden": "true", text: "⛁ " }), T("info.coins", { n: obs.pile })), { id: "mc-pile", "data-count": String(obs.pile) }));
    if (obs.removed?.length) items.push(item("removed", T("info.coins", { n: obs.removed.length }), { id: "mc-removed", title: obs.removed.map(coinName).join(", ") }));
    items.push(item("mode", R(`mode.${obs.mode}`)));
    infoBar.replaceChildren(h("dl", { class: "mc-info-list" }, items));
  }

  // ---- one seat's circle ---------------------------------------------------------------
  function circleSvg(p, { interactive, small }) {
    const seat = obs.seats[p];
    const parts = seat.status?.parts || {};
    const mine = interactive && p === snap.viewer;
    const targets = mine && sel ? moves.place.get(sel) || new Map() : new Map();
    const sw = small ? 0.018 : 0.014;
    const partCls = (key) => `mc-part mc-part-${key}${parts[key] ? " mc-part-ok" : ""}`;
    const H = Math.SQRT1_2;
    const svg = s("svg", {
      class: `mc-circle${small ? " mc-circle-small" : ""}${targets.size ? " mc-has-targets" : ""}`,
      viewBox: "-1.42 -1.36 2.84 2.72",
      role: "group",
      "aria-label": T("circle.label", { name: name(p) }) + " — " + statusText(seat),
      "data-seat": String(p),
    });
    svg.append(
      s("rect", { x: -1.42, y: -1.36, width: 2.84, height: 2.72, rx: 0.08, class: "mc-circle-bg" }),
      // the four straight lines through the centre (faint)
      s("path", { d: "M0 -1 V1 M-1 0 H1 M-1 -1 L1 1 M-1 1 L1 -1", class: "mc-lines", "stroke-width": sw * 0.6 }),
      s("rect", { x: -1, y: -1, width: 2, height: 2, class: partCls("outer_square"), "stroke-width": parts.outer_square ? sw * 2.2 : sw }),
      s("circle", { r: 1, class: partCls("outer_circle"), "stroke-width": parts.outer_circle ? sw * 2.2 : sw }),
      s("rect", { x: -H, y: -H, width: 2 * H, height: 2 * H, class: partCls("inner_square"), "stroke-width": parts.inner_square ? sw * 2.2 : sw }),
      s("circle", { r: H, class: partCls("inner_circle"), "stroke-width": parts.inner_circle ? sw * 2.2 : sw }),
    );
    // half-line sums outside the square (N E S W)
    const sums = seat.status?.half_sums || {};
    const sumPos = { N: [0, -1.24], E: [1.31, 0], S: [0, 1.24], W: [-1.31, 0] };
    for (const [dir, [x, y]] of Object.entries(sumPos)) {
      const v = sums[dir];
      const has = v !== null && v !== undefined;
      const label = s("text", { x, y, class: "mc-sum", "text-anchor": "middle", "font-size": 0.092, "data-dir": dir });
      if (dir === "N" || dir === "S") {
        label.setAttribute("dy", "0.35em");
        label.textContent = `${T(`dir.${dir}`)}${has ? " Σ" + v : ""}`;
      } else {
        label.append(s("tspan", { x, dy: has ? "-0.25em" : "0.35em", text: T(`dir.${dir}`) }));
        if (has) label.append(s("tspan", { x, dy: "1.15em", class: "mc-sum-v", text: "Σ" + v }));
      }
      svg.append(label);
    }
    for (const pos of obs.positions) {
      const code = seat.circle[pos.index];
      const x = pos.x, y = -pos.y;
      const text = targets.get(pos.id);
      const cls = ["mc-pos", `mc-kind-${pos.kind}`];
      if (text) cls.push("mc-target");
      if (code) cls.push("mc-filled");
      if (fresh[p]?.has(pos.id)) cls.push("mc-fresh");
      if (lastChanged[p]?.has(pos.id)) cls.push("mc-last");
      const g = s("g", { class: cls.join(" "), transform: `translate(${x.toFixed(4)} ${y.toFixed(4)})`, "data-pos": pos.id, "data-coin": code ?? "" });
      g.append(s("circle", { r: COIN_R * 1.03, class: "mc-hit" }));
      g.append(code ? coinShape(code, COIN_R) : slotShape(pos.kind, COIN_R));
      if (text) g.append(s("circle", { r: COIN_R * 1.0, class: `mc-ring${code ? " mc-ring-over" : ""}` }));
      if (lastChanged[p]?.has(pos.id)) g.append(s("circle", { r: COIN_R * 1.0, class: "mc-last-ring" }));
      const where = posName(pos.id);
      if (text) {
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        g.setAttribute("data-fk", `pos:${pos.id}`);
        const label = code
          ? T("target.place_over", { coin: coinName(sourceCoin(sel)), position: where, old: coinName(code) })
          : T("target.place", { coin: coinName(sourceCoin(sel)), position: where });
        g.setAttribute("aria-label", label);
        g.append(s("title", { text: label }));
        pressable(g, () => act(text));
      } else {
        g.append(s("title", { text: `${where}: ${coinName(code)}` }));
        if (mine) g.addEventListener("click", () => {
          if (sel) ctx.toast(T("toast.not_here", { coin: coinName(sourceCoin(sel)), position: where }));
          else if (moves.sources.size) ctx.toast(T("toast.pick_first"));
        });
      }
      svg.append(g);
    }
    return svg;
  }

  function statusText(seat) {
    const parts = seat.status?.parts || {};
    const list = ["outer_circle", "inner_circle", "outer_square", "inner_square"].map((k) => `${T(`part.${k}`)} ${parts[k] ? "✓" : "✗"}`);
    return (seat.status?.complete ? T("status.complete") : T("status.incomplete")) + " (" + list.join(", ") + ")";
  }

  // ---- stocks ------------------------------------------------------------------------------
  function stockEl(p, { interactive, small }) {
    const seat = obs.seats[p];
    const stock = seat.stock || [];
    const me = snap.viewer;
    const which = p === me ? "own" : "opp";
    const canStock = interactive && p === me && sel && moves.stock.has(sel);
    const salvText = interactive && sel ? moves.salvage.get(sel)?.get(which) : null;
    const salvPossible = interactive && salvageStocks().has(which);
    const items = [];
    if (canStock) {
      items.push(h("li", { class: "mc-stock-drop-li" }, h("button", {
        type: "button", class: "mc-stock-drop mc-target-btn", id: "mc-stock-drop", "data-fk": "stock",
        "aria-label": T("target.stock", { coin: coinName(sourceCoin(sel)) }), "aria-keyshortcuts": "S",
        onclick: () => act(moves.stock.get(sel)),
      }, h("span", { "aria-hidden": "true", text: "⤓" }), h("span", { class: "mc-stock-drop-text", text: T("stock.put") }))));
    }
    const n = stock.length;
    for (let depth = 0; depth < Math.min(n, STOCK_SHOWN); depth++) {
      const code = stock[n - 1 - depth];
      const isS2 = depth === 1;
      const cls = ["mc-stock-coin"];
      if (depth === 0) cls.push("mc-stock-top");
      if (isS2 && salvText) cls.push("mc-salvage-target");
      else if (isS2 && salvPossible) cls.push("mc-salvage-possible");
      const coin = coinSvg(code, small ? 30 : 36);
      let node;
      const label = depth === 0 ? T("stock.top", { coin: coinName(code) }) : isS2 ? T("stock.second", { coin: coinName(code) }) : coinName(code);
      if (isS2 && salvText) {
        const top = stock[n - 1];
        node = h("button", {
          type: "button", class: "mc-stock-btn mc-target-btn", "data-fk": `salvage:${which}`, "data-salvage": which,
          "aria-label": T("target.salvage", { used: coinName(sourceCoin(sel)), second: coinName(code), top: coinName(top), name: name(p) }),
          onclick: () => act(salvText),
        }, coin, h("span", { class: "mc-salv-mark", "aria-hidden": "true", text: "♻" }));
      } else {
        node = h("span", { class: "mc-stock-static", role: "img", "aria-label": label, title: label }, coin,
          isS2 && salvPossible ? h("span", { class: "mc-salv-mark", "aria-hidden": "true", text: "♻" }) : null);
      }
      items.push(h("li", { class: cls.join(" "), "data-depth": String(depth), "data-coin": code }, node));
    }
    if (n > STOCK_SHOWN) items.push(h("li", { class: "mc-stock-more", text: T("stock.more", { n: n - STOCK_SHOWN }) }));
    if (!n && !canStock) items.push(h("li", { class: "mc-stock-empty", text: T("stock.empty") }));
    return h("div", { class: `mc-stock${salvPossible ? " mc-stock-salv" : ""}`, "data-seat": String(p), "data-count": String(n) },
      h("div", { class: "mc-stock-head" }, h("span", { class: "mc-stock-title", text: T("stock.title") }), h("span", { class: "mc-stock-n", text: String(n) })),
      salvPossible ? h("div", { class: "mc-salv-note", text: "♻ " + T("stock.salvage_possible") }) : null,
      h("ol", { class: "mc-stock-list", "aria-label": T("stock.label", { name: name(p), n }) }, items));
  }

  // ---- hands ---------------------------------------------------------------------------------
  function handEl(p) {
    const seat = obs.seats[p];
    const mineNow = p === snap.viewer;
    const salvSources = new Set(moves.salvage.keys());
    const slot = (src, code, label) => {
      const has = mineNow && moves.sources.has(src);
      const cls = ["mc-slot-btn"];
      if (sel === src) cls.push("mc-selected");
      if (has) cls.push("mc-movable");
      if (!code) cls.push("mc-slot-empty-btn");
      const key = src === "d" ? "D" : src.slice(1);
      return h("button", {
        type: "button", class: cls.join(" "), "data-src": src, "data-fk": `src:${src}`, "data-coin": code ?? "",
        "aria-pressed": has ? String(sel === src) : null,
        "aria-disabled": has ? null : "true",
        "aria-label": `${label}: ${coinName(code)}${salvSources.has(src) ? " — " + T("hand.can_salvage") : ""}`,
        "aria-keyshortcuts": mineNow && has ? key : null,
        onclick: () => (mineNow ? select(src) : null),
      }, coinSvg(code, 44), h("span", { class: "mc-slot-key", "aria-hidden": "true", "data-key-hint": key }),
      salvSources.has(src) ? h("span", { class: "mc-salv-mark", "aria-hidden": "true", title: T("hand.can_salvage"), text: "♻" }) : null);
    };
    const handSlots = seat.hand.map((c, i) => slot(`h${i + 1}`, c, T("hand.slot", { n: i + 1 })));
    return h("div", { class: "mc-hand-row" },
      h("div", { class: "mc-hand" }, h("div", { class: "mc-hand-title", text: T("hand.title", { n: seat.hand_count }) }),
        h("div", { class: "mc-hand-grid", role: "group", "aria-label": T("hand.title", { n: seat.hand_count }) }, handSlots)),
      h("div", { class: "mc-dealt" }, h("div", { class: "mc-hand-title", text: T("dealt") }), slot("d", seat.dealt, T("dealt"))));
  }

  function hiddenHandEl(p) {
    const seat = obs.seats[p];
    const coins = seat.hand.map((c) => h("span", { class: "mc-mini-slot" }, coinSvg(c, 22)));
    return h("div", { class: "mc-opp-hand", "aria-label": T("hand.opp", { name: name(p), n: seat.hand_count }) },
      h("span", { class: "mc-hand-title", text: T("hand.title", { n: seat.hand_count }) }),
      h("span", { class: "mc-mini-hand", "aria-hidden": "true" }, coins),
      h("span", { class: "mc-hand-title", text: T("dealt") }),
      h("span", { class: "mc-mini-slot", "aria-hidden": "true" }, coinSvg(seat.dealt, 22)));
  }

  // ---- breakdowns ---------------------------------------------------------------------------------
  function whereText(where) {
    return where && WHERE.has(where) ? T(`where.${where}`) : where || "";
  }

  function breakdownEl(bd, { seatNo = null, title = null, mini = true } = {}) {
    const rows = [];
    const f = (n) => fmt(n);
    const baseFormula = bd.activated
      ? T("bd.formula_on", { m: bd.m, d: bd.d })
      : T("bd.formula_off", { k: bd.k, m: bd.m, d: bd.d });
    rows.push(h("tr", { class: "mc-bd-base" },
      h("th", { scope: "row" }, T("bd.base"), h("span", { class: "mc-bd-note", text: baseFormula })),
      h("td", { class: "num", text: f(bd.base) })));
    if (bd.formations.length) {
      for (const fo of bd.formations) {
        const nm = fo.name?.[lang] || R(`formation.${fo.id}`);
        const alt = fo.name?.[otherLang] || "";
        const where = whereText(fo.where);
        rows.push(h("tr", { class: "mc-bd-form", "data-id": fo.id, "data-bonus": String(fo.bonus) },
          h("th", { scope: "row" }, h("span", { class: "mc-bd-name", lang, text: nm }), " ", h("span", { class: "mc-bd-alt", lang: otherLang, text: alt }),
            where ? h("span", { class: "mc-bd-where", text: where }) : null),
          h("td", { class: "num", text: `+${(fo.bonus / 100).toFixed(2)}` })));
      }
    } else {
      rows.push(h("tr", { class: "mc-bd-none" }, h("th", { scope: "row", colspan: "2", text: T("bd.no_formations") })));
    }
    rows.push(h("tr", { class: "mc-bd-mult" }, h("th", { scope: "row", text: T("bd.multiplier") }), h("td", { class: "num", text: `×${bd.multiplier}` })));
    rows.push(h("tr", { class: "mc-bd-score" }, h("th", { scope: "row", text: T("bd.score") }), h("td", { class: "num", text: f(bd.score) })));
    const status = bd.activated
      ? h("span", { class: "mc-badge mc-badge-on" }, h("span", { "aria-hidden": "true", text: "✦ " }), T("bd.activated"))
      : h("span", { class: "mc-badge mc-badge-off" }, h("span", { "aria-hidden": "true", text: "○ " }), T("bd.not_activated"));
    const invalid = !bd.activated && bd.invalid?.length ? h("p", { class: "mc-bd-invalid", text: T("bd.incomplete", { list: incompleteParts(bd.invalid).join(T("list_sep")) }) }) : null;
    return h("div", {
      class: "mc-breakdown", "data-score": String(bd.score), "data-base": String(bd.base), "data-multiplier": String(bd.multiplier_percent),
      "data-seat": seatNo === null ? null : String(seatNo), "data-circle": bd.circle,
    },
    title ? h("h4", { class: "mc-bd-title" }, title) : null,
    mini ? h("div", { class: "mc-bd-head" }, miniCircle(bd.circle), h("div", { class: "mc-bd-meta" }, status,
      h("div", { class: "mc-bd-eq", text: `${f(bd.base)} × ${bd.multiplier} = ${f(bd.score)}` }),
      h("div", { class: "mc-bd-circle-text", text: bd.circle }))) : h("div", { class: "mc-bd-head" }, status),
    h("table", { class: "mc-bd-table" }, h("tbody", {}, rows)),
    invalid);
  }

  /** The parts named by a breakdown's invalid positions (presentation only: ids start with the part). */
  function incompleteParts(ids) {
    const prefixes = { Eo: "outer_square", Mo: "outer_circle", Ei: "inner_square", Mi: "inner_circle" };
    const out = [];
    for (const [pre, part] of Object.entries(prefixes)) if (ids.some((id) => id.startsWith(pre))) out.push(T(`part.${part}`));
    if (ids.includes("F")) out.push(T("bd.focus_empty"));
    return out;
  }

  function miniCircle(text) {
    const coins = parseCircle(text);
    const H = Math.SQRT1_2;
    const svg = s("svg", { class: "mc-mini-circle", viewBox: "-1.2 -1.2 2.4 2.4", "aria-hidden": "true", width: 120, height: 120 },
      s("rect", { x: -1, y: -1, width: 2, height: 2, class: "mc-part" }), s("circle", { r: 1, class: "mc-part" }),
      s("rect", { x: -H, y: -H, width: 2 * H, height: 2 * H, class: "mc-part" }), s("circle", { r: H, class: "mc-part" }));
    for (const pos of obs.positions) {
      const code = coins[pos.index];
      const g = s("g", { transform: `translate(${pos.x.toFixed(4)} ${(-pos.y).toFixed(4)})` });
      g.append(code ? coinShape(code, 0.15) : slotShape(pos.kind, 0.15));
      svg.append(g);
    }
    return svg;
  }

  function previewEl(p) {
    const seat = obs.seats[p];
    const bd = seat.preview;
    if (!bd) return null;
    const key = String(p);
    // an embed shows the breakdown of a circle worth showing (complete, or with formations) at once
    const open = previewOpen.has(key) ? previewOpen.get(key) : !!ctx.embed && (bd.complete || bd.formations.length > 0);
    const details = h("details", { class: "mc-preview", "data-seat": key, open },
      h("summary", { class: "mc-preview-sum" },
        h("span", { class: "mc-preview-label", text: bd.activated ? T("preview.if_activated") : T("preview.if_ended") }),
        h("span", { class: "mc-preview-eq", text: `${fmt(bd.base)} × ${bd.multiplier} = ${fmt(bd.score)}` })),
      breakdownEl(bd, { seatNo: p, mini: false }));
    details.addEventListener("toggle", () => { if (details.open !== open || previewOpen.has(key)) previewOpen.set(key, details.open); });
    return details;
  }

  function partsEl(seat) {
    const parts = seat.status?.parts || {};
    return h("ul", { class: "mc-parts", "aria-label": T("status.parts") },
      ["outer_square", "outer_circle", "inner_square", "inner_circle"].map((k) => h("li", { class: `mc-part-chip${parts[k] ? " mc-ok" : ""}`, "data-part": k },
        h("span", { class: "mc-chip-mark", "aria-hidden": "true", text: parts[k] ? "✓" : "✗" }), " ", T(`part.${k}`),
        h("span", { class: "sr-only", text: parts[k] ? ` ${T("status.ok")}` : ` ${T("status.not_ok")}` }))),
      h("li", { class: `mc-part-chip mc-complete-chip${seat.status?.complete ? " mc-ok" : ""}` },
        h("span", { class: "mc-chip-mark", "aria-hidden": "true", text: seat.status?.complete ? "✦" : "…" }), " ", seat.status?.complete ? T("status.complete") : T("status.incomplete")));
  }

  // ---- a seat's board ------------------------------------------------------------------------------
  function boardEl(p, { main }) {
    const seat = obs.seats[p];
    const me = snap.viewer;
    const isMe = p === me;
    const turn = obs.phase === "turn" && obs.current === p;
    const small = !main;
    const interactive = !pending && !snap.busy && legal.size > 0;
    const badges = [];
    if (turn) badges.push(h("span", { class: "mc-badge mc-badge-turn" }, h("span", { "aria-hidden": "true", text: "▶ " }), T("seat.turn")));
    if (obs.players > 1 && obs.first === p && obs.phase !== "over") badges.push(h("span", { class: "mc-badge", title: T("seat.first_long") }, h("span", { "aria-hidden": "true", text: "① " }), T("seat.first")));
    if (obs.phase === "placement") badges.push(seat.done
      ? h("span", { class: "mc-badge mc-badge-done" }, h("span", { "aria-hidden": "true", text: "✓ " }), T("seat.done"))
      : h("span", { class: "mc-badge mc-badge-placing" }, h("span", { "aria-hidden": "true", text: "… " }), T("seat.placing")));
    const head = h("header", { class: "mc-board-head" },
      h("span", { class: "mc-board-name", text: name(p) }),
      isMe && obs.players > 1 ? h("span", { class: "mc-you", text: T("seat.you") }) : null,
      h("span", { class: "mc-board-total", "data-total": String(seat.total), text: T("seat.total", { n: fmt(seat.total) }) }),
      h("span", { class: "mc-badges" }, badges));
    const body = h("div", { class: "mc-board-body" }, stockEl(p, { interactive, small }), h("div", { class: "mc-circle-wrap" }, circleSvg(p, { interactive, small })));
    const showHand = isMe && Array.isArray(seat.hand) && seat.hand.some((c) => c !== "?");
    return h("section", {
      class: `mc-board ${main ? "mc-board-main" : "mc-board-side"}${turn ? " mc-board-turn" : ""}${isMe ? " mc-board-me" : ""}`,
      "data-seat": String(p), "aria-label": T("seat.board", { name: name(p) }),
    }, head, h("div", { class: "mc-board-grid" }, body,
      h("div", { class: "mc-board-aside" }, obs.phase !== "over" ? (showHand ? handEl(p) : hiddenHandEl(p)) : null, partsEl(seat), obs.phase !== "over" ? previewEl(p) : null)));
  }

  // ---- prompt and controls --------------------------------------------------------------------------
  function renderBar() {
    const me = snap.viewer;
    const mine = legal.size > 0;
    let text = "";
    if (obs.phase === "over") text = T("prompt.over");
    else if (!Number.isInteger(me)) text = T("prompt.spectator");
    else if (obs.phase === "placement") {
      if (moves.done) text = sel ? T("prompt.sel_placement", { coin: coinName(sourceCoin(sel)) }) : T("prompt.placement");
      else text = T("prompt.wait_placement");
    } else if (obs.current === me && mine) {
      if (sel) text = T("prompt.sel_turn", { coin: coinName(sourceCoin(sel)) }) + (moves.salvage.has(sel) ? " " + T("prompt.sel_salvage") : "");
      else if (obs.actions_left > 0) text = T("prompt.turn", { n: obs.actions_left });
      else text = T("prompt.turn_spent");
      if (moves.activate) text += " " + T("prompt.can_activate");
    } else if (Number.isInteger(obs.current)) text = T("prompt.wait", { name: name(obs.current) });
    prompt.textContent = text;
    prompt.classList.toggle("mc-prompt-go", mine);
    const busy = pending || snap.busy;
    const btn = (id, label, key, cls, fn, extra = {}) => h("button", {
      type: "button", id, class: `button ${cls}`, disabled: busy, "aria-keyshortcuts": key || null, onclick: fn, ...extra,
    }, h("span", { text: label }), key ? h("kbd", { "aria-hidden": "true", text: key }) : null);
    const list = [];
    if (sel) list.push(btn("mc-cancel", T("btn.cancel"), "Esc", "button-quiet", () => { sel = null; draw(); }));
    if (sel && moves.stock.has(sel)) list.push(btn("mc-stock-btn", T("btn.stock"), "S", "", () => act(moves.stock.get(sel))));
    if (moves.activate) list.push(btn("mc-activate", T("btn.activate"), "A", "button-primary button-large mc-activate", () => act(moves.activate)));
    if (moves.done) list.push(btn("mc-done", T("btn.done"), "E", "button-primary", () => act(moves.done)));
    if (moves.end) list.push(btn("mc-end", T("btn.end"), "E", moves.activate ? "" : "button-primary", () => act(moves.end)));
    controls.replaceChildren(...list);
    controls.hidden = !list.length;
  }

  // ---- match results --------------------------------------------------------------------------------
  function endText(rec) {
    if (rec.end === "activation" && Number.isInteger(rec.activator)) return T("result.by_activation", { name: name(rec.activator), turn: rec.turn });
    return T("result.by_pile", { turn: rec.turn });
  }

  function renderResult() {
    const hist = obs.history || [];
    const rec = shownMatch ? hist.find((r) => r.match === shownMatch) : null;
    resultBox.hidden = !rec;
    if (!rec) return;
    const cards = rec.results.map((res) => h("div", { class: "mc-result-card", "data-seat": String(res.player) },
      breakdownEl(res.score, { seatNo: res.player, title: [h("span", { text: name(res.player) }), h("span", { class: "mc-result-total", text: T("result.running", { n: fmt(rec.totals[res.player]) }) })] })));
    const last = rec.match === hist.length && obs.phase !== "over" ? T("result.next", { match: obs.match }) : null;
    resultBox.replaceChildren(
      h("div", { class: "mc-result-head" },
        h("h3", { id: "mc-result-title", class: "mc-h", text: T("result.title", { match: rec.match }) }),
        h("button", { type: "button", class: "button button-quiet mc-close", "aria-label": T("result.close"), onclick: () => { shownMatch = null; draw(); focusKey("summary"); } }, "×")),
      h("p", { class: "mc-result-end", text: endText(rec) }),
      h("div", { class: `mc-result-cards mc-n${rec.results.length}` }, cards),
      h("div", { class: "mc-result-actions" },
        last ? h("span", { class: "mc-muted", text: last }) : null,
        h("button", { type: "button", class: "button button-primary", id: "mc-result-ok", onclick: () => { shownMatch = null; draw(); } }, obs.phase === "over" ? T("result.ok") : T("result.continue"))));
  }

  function renderSummary() {
    const hist = obs.history || [];
    const over = obs.phase === "over";
    summaryBox.hidden = !hist.length && !over;
    if (summaryBox.hidden) return;
    const n = obs.players;
    const seats = [...Array(n).keys()];
    const rows = [];
    for (let m = 1; m <= obs.matches; m++) {
      const rec = hist.find((r) => r.match === m);
      const best = rec ? Math.max(...rec.scores) : null;
      rows.push(h("tr", { class: rec ? "mc-sum-done" : "mc-sum-future", "data-match": String(m) },
        h("th", { scope: "row" }, rec
          ? h("button", { type: "button", class: "mc-link", "data-fk": m === hist.length ? "summary" : null, "aria-label": T("summary.show", { match: m }), onclick: () => { shownMatch = m; draw(); resultBox.focus(); } }, T("summary.match", { match: m }))
          : h("span", { class: "mc-muted", text: T("summary.match", { match: m }) })),
        seats.map((p) => h("td", { class: `num${rec && n > 1 && rec.scores[p] === best ? " mc-best" : ""}`, text: rec ? fmt(rec.scores[p]) : "—" })),
        h("td", { class: "mc-sum-end", text: rec ? (rec.end === "activation" ? `✦ ${name(rec.activator)}` : `⛁ ${R("end.pile")}`) : "" })));
    }
    const totals = obs.totals || [];
    // points from before the recorded matches (a game started from a written position)
    const carry = seats.map((p) => (totals[p] ?? 0) - hist.reduce((sum, r) => sum + (r.scores[p] ?? 0), 0));
    if (carry.some((c) => c !== 0)) {
      rows.unshift(h("tr", { class: "mc-sum-carry" }, h("th", { scope: "row", text: T("summary.carry") }),
        seats.map((p) => h("td", { class: "num", text: fmt(carry[p]) })), h("td", {})));
    }
    const bestTotal = Math.max(...totals);
    const winners = obs.result?.winners || snap.outcome?.winners || [];
    let headline = null;
    if (over) {
      if (n === 1) headline = T("summary.final_single", { n: fmt(totals[0]) });
      else if (winners.length > 1) headline = T("summary.tie", { n: fmt(bestTotal) });
      else headline = T("summary.winner", { name: name(winners[0]), n: fmt(bestTotal) });
    }
    summaryBox.replaceChildren(...[
      h("h3", { class: "mc-h", id: "mc-summary-title", text: over ? T("summary.final") : T("summary.title") }),
      headline ? h("p", { class: "mc-summary-headline", id: "mc-final", text: headline }) : null,
      h("div", { class: "mc-table-scroll" }, h("table", { class: "mc-sum-table" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("summary.match_col") }), seats.map((p) => h("th", { scope: "col", class: "num", text: name(p) })), h("th", { scope: "col", text: T("summary.end_col") }))),
        h("tbody", {}, rows),
        h("tfoot", {}, h("tr", { class: "mc-sum-total" }, h("th", { scope: "row", text: T("summary.total") }),
          seats.map((p) => h("td", { class: `num${over && winners.includes(p) && n > 1 ? " mc-best" : ""}`, "data-seat": String(p), text: fmt(totals[p] ?? 0) })), h("td", {})))))].filter(Boolean));
  }

  // ---- how to play: the rules summary and the formation list -------------------------------------------
  /** The help dialog's content (viewkit helpDialog calls it on every open, in the current language). */
  async function helpBody() {
    let ref = null;
    try {
      ref = await ctx.reference();
    } catch (e) {
      ctx.toast(String(e?.message || e));
    }
    const addedOn = !!obs?.added_formations;
    const addedTip = T(addedOn ? "ref.added_on" : "ref.added_off");
    const rows = (ref?.formations || []).map((fo) => h("tr", { "data-id": fo.id, class: fo.added ? "mc-added" : "" },
      h("th", { scope: "row" },
        h("span", { class: "mc-ref-ja", lang: "ja", text: fo.name.ja }), h("span", { class: "mc-ref-en", lang: "en", text: fo.name.en }),
        fo.added ? h("span", { class: "mc-tag", title: addedTip, text: T("ref.added") }) : null),
      h("td", { class: "num mc-ref-bonus", text: fo.bonus_text }),
      h("td", { class: "mc-ref-scope", text: T(`scope.${fo.scope.replace(" ", "_")}`) }),
      h("td", { class: "mc-ref-rule" }, h("span", { lang, text: fo.rule?.[lang] || "" }),
        fo.added ? h("span", { class: "mc-ref-added-note", text: addedTip }) : null)));
    const legend = h("ul", { class: "mc-legend" },
      ["7", ...Object.keys(ELEMENTS)].map((c) => h("li", {}, coinSvg(c, 30),
        h("span", {}, h("strong", { text: isDigit(c) ? T("legend.magical") : `${R(`coin.${c}`)} (${ELEMENTS[c].glyph})` }), " — ", T(`legend.${isDigit(c) ? "digit" : c}`)))));
    const sec = (id, title, ...content) => h("section", { class: "mc-help-sec", id }, h("h3", { text: title }), ...content);
    const p = (key, args) => h("p", { text: T(key, args) });
    return [
      sec("mc-help-rules", T("help.rules_title"), p("help.goal"), p("help.match"), p("help.turn"), p("help.salvage"), p("help.complete"), p("help.activate"), p("ref.formula")),
      sec("mc-ref", T("ref.title"), p("ref.intro"), p(addedOn ? "ref.added_intro_on" : "ref.added_intro_off"),
        h("div", { class: "mc-table-scroll" }, h("table", { class: "mc-ref-table", id: "mc-ref-table" },
          h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("ref.name") }), h("th", { scope: "col", class: "num", text: T("ref.bonus") }), h("th", { scope: "col", text: T("ref.scope") }), h("th", { scope: "col", text: T("ref.rule") }))),
          h("tbody", {}, rows)))),
      sec("mc-help-coins", T("help.coins_title"), legend),
      sec("mc-help-keys", T("help.keys_title"), p("help.keys")),
    ];
  }

  // ---- render ----------------------------------------------------------------------------------------
  function trackChanges() {
    if (obs.match !== lastMatch) {
      lastMatch = obs.match;
      prevCircles = [];
      lastChanged = [];
    }
    fresh = [];
    obs.seats.forEach((seat, p) => {
      const prev = prevCircles[p];
      const changed = new Set();
      if (prev) obs.positions.forEach((pos) => { if (prev[pos.index] !== seat.circle[pos.index]) changed.add(pos.id); });
      fresh[p] = changed;
      if (changed.size) lastChanged[p] = changed;
      prevCircles[p] = [...seat.circle];
    });
  }

  function draw() {
    if (!snap || destroyed) return;
    const focused = document.activeElement?.closest?.("[data-fk]")?.dataset.fk || null;
    view.dataset.phase = obs.phase || "";
    view.dataset.mode = obs.mode || "";
    view.classList.toggle("mc-my-turn", legal.size > 0);
    view.classList.toggle("mc-selecting", !!sel);
    renderInfo();
    renderBar();
    const n = obs.players;
    const me = Number.isInteger(snap.viewer) ? snap.viewer : 0;
    const order = [me, ...[...Array(n).keys()].filter((p) => p !== me)];
    boards.replaceChildren(...order.map((p, i) => boardEl(p, { main: i === 0 })));
    boards.dataset.players = String(n);
    renderResult();
    renderSummary();
    if (focused) {
      const el = view.querySelector(`[data-fk="${CSS.escape(focused)}"]`);
      if (el) el.focus({ preventScroll: true });
    }
  }

  function render(snapshot) {
    if (destroyed || !snapshot) return;
    snap = snapshot;
    obs = snapshot.observation || {};
    legal = new Set(snapshot.legal || []);
    moves = movesOf(snapshot.actions || []);
    if (snapshot.viewer !== viewerSeen) {
      // another player's screen now: nothing the previous one was told stays in the readout
      viewerSeen = snapshot.viewer;
      sel = null;
      wasMine = false;
      live.clear();
    }
    if (sel && !moves.sources.has(sel)) sel = null;
    trackChanges();
    // a newly finished match opens its breakdown (once per viewer)
    const hist = obs.history || [];
    const key = String(snapshot.viewer);
    const seen = seenHistory.get(key);
    if (seen === undefined) {
      seenHistory.set(key, hist.length);
      // a finished game, or an embed (a wiki page showing a scored match), opens the last breakdown
      if ((obs.phase === "over" || ctx.embed) && hist.length) shownMatch = hist[hist.length - 1].match;
    } else if (hist.length > seen) {
      seenHistory.set(key, hist.length);
      shownMatch = hist[hist.length - 1].match;
      announce(T("result.title", { match: shownMatch }) + " — " + endText(hist[hist.length - 1]));
    }
    draw();
    const mine = legal.size > 0;
    if (mine && !wasMine) announce(prompt.textContent);
    wasMine = mine;
  }

  function destroy() {
    destroyed = true;
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}

