// Magic circle view: a seat's board: its head (name, total, badges), stock (with the stock and
// salvage targets), circle, hand and dealt coin (or their backs), completed parts and score preview.

import { h } from "../../app/dom.js";
import { coinSvg } from "./coins.js";
import { salvageStocks, drawn } from "./state.js";

/** @typedef {import("./state.js").View} View */

const STOCK_SHOWN = 6;

/**
 * The seat boards of one mounted view.
 * @param {View} v
 */
export function boards(v) {
  const { T, ctx, name, coinName, fmt, sourceCoin } = v;
  const st = drawn(v.st); // its functions draw: they run only after a render
  /** @param {string | null | undefined} text */
  const act = (text) => v.act(text);
  /** @param {string} src */
  const select = (src) => v.select(src);
  /** @param {number} p @param {{interactive?: boolean, small?: boolean}} opts */
  const circleSvg = (p, opts) => v.circleSvg(p, opts);
  /** @param {number} p */
  const previewEl = (p) => v.previewEl(p);

  /** @param {number} p @param {{interactive?: boolean, small?: boolean}} options */
  function stockEl(p, { interactive, small }) {
    const seat = st.obs.seats[p];
    const stock = seat.stock || [];
    const me = st.snap.viewer;
    const which = p === me ? "own" : "opp";
    const canStock = interactive && p === me && st.sel && st.moves.stock.has(st.sel);
    const salvText = interactive && st.sel ? st.moves.salvage.get(st.sel)?.get(which) : null;
    const salvPossible = interactive && salvageStocks(st.moves).has(which);
    const items = [];
    if (canStock) {
      items.push(h("li", { class: "mc-stock-drop-li" }, h("button", {
        type: "button", class: "mc-stock-drop mc-target-btn", id: "mc-stock-drop", "data-fk": "stock",
        "aria-label": T("target.stock", { coin: coinName(sourceCoin(st.sel)) }), "aria-keyshortcuts": "S",
        onclick: () => act(st.moves.stock.get(st.sel ?? "")),
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
          "aria-label": T("target.salvage", { used: coinName(sourceCoin(st.sel)), second: coinName(code), top: coinName(top), name: name(p) }),
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
  /** @param {number} p */
  function handEl(p) {
    const seat = st.obs.seats[p];
    const mineNow = p === st.snap.viewer;
    const salvSources = new Set(st.moves.salvage.keys());
    /** @param {string} src @param {string | null} code @param {string} label */
    const slot = (src, code, label) => {
      const has = mineNow && st.moves.sources.has(src);
      const cls = ["mc-slot-btn"];
      if (st.sel === src) cls.push("mc-selected");
      if (has) cls.push("mc-movable");
      if (!code) cls.push("mc-slot-empty-btn");
      const key = src === "d" ? "D" : src.slice(1);
      return h("button", {
        type: "button", class: cls.join(" "), "data-src": src, "data-fk": `src:${src}`, "data-coin": code ?? "",
        "aria-pressed": has ? String(st.sel === src) : null,
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

  /** @param {number} p */
  function hiddenHandEl(p) {
    const seat = st.obs.seats[p];
    const coins = seat.hand.map((c) => h("span", { class: "mc-mini-slot" }, coinSvg(c, 22)));
    return h("div", { class: "mc-opp-hand", role: "group", "aria-label": T("hand.opp", { name: name(p), n: seat.hand_count }) },
      h("span", { class: "mc-hand-title", text: T("hand.title", { n: seat.hand_count }) }),
      h("span", { class: "mc-mini-hand", "aria-hidden": "true" }, coins),
      h("span", { class: "mc-hand-title", text: T("dealt") }),
      h("span", { class: "mc-mini-slot", "aria-hidden": "true" }, coinSvg(seat.dealt, 22)));
  }

  /** @param {import("./state.js").Seat} seat */
  function partsEl(seat) {
    /** @type {Record<string, boolean>} */
    const parts = seat.status?.parts || {};
    return h("ul", { class: "mc-parts", "aria-label": T("status.parts") },
      ["outer_square", "outer_circle", "inner_square", "inner_circle"].map((k) => h("li", { class: `mc-part-chip${parts[k] ? " mc-ok" : ""}`, "data-part": k },
        h("span", { class: "mc-chip-mark", "aria-hidden": "true", text: parts[k] ? "✓" : "✗" }), " ", T(`part.${k}`),
        h("span", { class: "sr-only", text: parts[k] ? ` ${T("status.ok")}` : ` ${T("status.not_ok")}` }))),
      h("li", { class: `mc-part-chip mc-complete-chip${seat.status?.complete ? " mc-ok" : ""}` },
        h("span", { class: "mc-chip-mark", "aria-hidden": "true", text: seat.status?.complete ? "✦" : "…" }), " ", seat.status?.complete ? T("status.complete") : T("status.incomplete")));
  }

  // ---- a seat's board ------------------------------------------------------------------------------
  /** @param {number} p @param {{main?: boolean}} options */
  function boardEl(p, { main }) {
    const seat = st.obs.seats[p];
    const me = st.snap.viewer;
    const isMe = p === me;
    const turn = st.obs.phase === "turn" && st.obs.current === p;
    const small = !main;
    const interactive = !st.pending && !st.snap.busy && st.legal.size > 0;
    const badges = [];
    if (turn) badges.push(h("span", { class: "mc-badge mc-badge-turn" }, h("span", { "aria-hidden": "true", text: "▶ " }), T("seat.turn")));
    if (st.obs.players > 1 && st.obs.first === p && st.obs.phase !== "over") badges.push(h("span", { class: "mc-badge", title: T("seat.first_long") }, h("span", { "aria-hidden": "true", text: "① " }), T("seat.first")));
    if (st.obs.phase === "placement") badges.push(seat.done
      ? h("span", { class: "mc-badge mc-badge-done" }, h("span", { "aria-hidden": "true", text: "✓ " }), T("seat.done"))
      : h("span", { class: "mc-badge mc-badge-placing" }, h("span", { "aria-hidden": "true", text: "… " }), T("seat.placing")));
    const head = h("header", { class: "mc-board-head" },
      h("span", { class: "mc-board-name", text: name(p) }),
      isMe && st.obs.players > 1 ? h("span", { class: "mc-you", text: ctx.t("app.game.you") }) : null,
      h("span", { class: "mc-board-total", "data-total": String(seat.total), text: T("seat.total", { n: fmt(seat.total) }) }),
      h("span", { class: "mc-badges" }, badges));
    const body = h("div", { class: "mc-board-body" }, stockEl(p, { interactive, small }), h("div", { class: "mc-circle-wrap" }, circleSvg(p, { interactive, small })));
    const showHand = isMe && Array.isArray(seat.hand) && seat.hand.some((c) => c !== "?");
    return h("section", {
      class: `mc-board ${main ? "mc-board-main" : "mc-board-side"}${turn ? " mc-board-turn" : ""}${isMe ? " mc-board-me" : ""}`,
      "data-seat": String(p), "aria-label": T("seat.board", { name: name(p) }),
    }, head, h("div", { class: "mc-board-grid" }, body,
      h("div", { class: "mc-board-aside" }, st.obs.phase !== "over" ? (showHand ? handEl(p) : hiddenHandEl(p)) : null, partsEl(seat), st.obs.phase !== "over" ? previewEl(p) : null)));
  }

  return { boardEl };
}
