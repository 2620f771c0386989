// Arctic Scavengers view: the viewer's hand. Its cards (selectable buttons on
// the viewer's gathering turn; the ones no legal group uses are dimmed), the
// hand's strength, cards kept for the skirmish, the selection bar with Clear
// and Done, and the viewer's own deck and discard.

import { h, put } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { icon, pip } from "./cards.js";
import { handCardInput, run } from "./input.js";
import { selKeys } from "./match.js";
import { arg, cardsIn, drawn } from "./state.js";

/** The cards some legal action (or a group of a place still to open) uses. @param {import("./state.js").View} v @param {boolean | null} myTurn */
function usableCards(v, myTurn) {
  const obs = drawn(v.s).obs;
  const usable = new Set();
  if (myTurn && obs.phase === "assemble") {
    for (const p of v.withVerb("add")) for (const k of cardsIn(p)) usable.add(k);
  } else if (myTurn && obs.phase === "gather") {
    for (const adds of Object.values(/** @type {import("./state.js").You} the viewer's turn */ (obs.you).groups || {})) for (const p of adds) for (const k of cardsIn(p)) usable.add(k);
    for (const p of v.withVerb("hire")) for (const k of arg(p, "pay") || []) usable.add(k);
  }
  return usable;
}

/** @param {import("./state.js").View} v @param {string[]} keys */
function countList(v, keys) {
  const counts = new Map();
  for (const k of keys) counts.set(k, (counts.get(k) || 0) + 1);
  return listWords(v.ctx, [...counts].map(([k, n]) => `${v.cname(k)}${n > 1 ? ` ×${n}` : ""}`)) || v.T("hand.none");
}

/** @param {import("./state.js").View} v */
export function renderHand(v) {
  const { T, card, s } = v;
  const { obs, hand, selection } = drawn(s);
  const handEl = v.el.handEl;
  const you = obs.you;
  if (!you || obs.phase === "over") {
    handEl.hidden = true;
    put(handEl);
    return;
  }
  handEl.hidden = false;
  const g = obs.gathering;
  const myTurn = g && g.player === s.me && v.mine();
  const usable = usableCards(v, myTurn);
  const selectable = myTurn && (obs.phase === "gather" || obs.phase === "assemble");
  const cards = hand.map((k, i) => {
    const sel = selection.includes(i);
    const el = card(k, { size: "m", tag: selectable ? "button" : "div" });
    el.classList.add("as-hand-card");
    if (sel) el.classList.add("as-selected");
    if (selectable && !usable.has(k)) el.classList.add("as-idle");
    el.dataset.i = String(i);
    if (selectable) {
      /** @type {HTMLButtonElement} */ (el).type = "button";
      el.setAttribute("aria-pressed", String(sel));
      /** @type {HTMLButtonElement} */ (el).disabled = v.locked();
      handCardInput(v, el, i);
    }
    return h("li", { class: "as-hand-li" }, el, sel ? h("span", { class: "as-sel-mark", "aria-hidden": "true" }, icon("check")) : null);
  });
  const strength = you.strength;
  const parts = [h("h3", { class: "as-h", id: "as-hand-title" }, T("hand.title", { n: hand.length }),
    strength ? h("span", { class: "as-strength", id: "as-strength", title: T("hand.strength_help"), dataset: { fight: String(strength.fight), people: String(strength.people) } },
      T("hand.strength"), " ", pip("fight", strength.fight, T), pip("people", strength.people, T)) : null,
    h("span", { class: "as-small as-how", text: selectable ? T("hand.how") : "" }))];
  if (hand.length) parts.push(h("ul", { class: "as-hand", id: "as-hand-cards" }, cards));
  else parts.push(h("p", { class: "as-small as-empty-hand", text: you.kept.length ? T("hand.kept", { n: you.kept.length }) : T("hand.empty") }));
  if (you.kept.length && obs.phase !== "skirmish" && obs.phase !== "save") {
    parts.push(h("div", { class: "as-kept", id: "as-kept" }, h("span", { class: "as-small", text: T("hand.kept_title") }),
      h("ul", { class: "as-mini-row" }, you.kept.map((k) => h("li", {}, card(k, { size: "xs" }))))));
  }
  const bar = [];
  if (selection.length) {
    bar.push(h("span", { class: "as-sel-text", id: "as-sel-text", text: T("hand.selected", { cards: selKeys(v).map(v.cname).join(" + ") }) }));
    bar.push(h("button", { type: "button", class: "button button-quiet", id: "as-clear", "aria-keyshortcuts": "Escape", onclick: () => { s.selection = []; v.draw.all(); } }, T("hand.clear")));
  }
  if (v.textOf("done")) {
    bar.push(h("button", { type: "button", class: "button as-done", id: "as-done", disabled: v.locked(), "aria-keyshortcuts": "E", onclick: () => run(v, [v.textOf("done")]) },
      icon("check"), obs.skirmish_round ? T("hand.done_keep", { n: hand.length }) : T("hand.done"), h("kbd", { "aria-hidden": "true", text: "E" })));
  }
  if (bar.length) parts.push(h("div", { class: "as-bar" }, bar));
  parts.push(h("details", { class: "as-mine" }, h("summary", { text: T("hand.my_cards", { deck: you.deck.length, discard: you.discard.length }) }),
    h("div", { class: "as-mine-body" },
      h("p", { class: "as-small" }, h("strong", { text: v.ctx.t("core.label", { label: T("hand.deck") }) }), countList(v, you.deck)),
      h("p", { class: "as-small" }, h("strong", { text: v.ctx.t("core.label", { label: T("hand.discard") }) }), countList(v, you.discard)))));
  put(handEl, ...parts);
}
