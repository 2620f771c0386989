// Cucco view: the viewer's hand (the card, the prompt, change / keep, why an undo is or is not
// possible) and its input (a click or a key plays the snapshot's action of that verb).

import { h as el } from "../../app/dom.js";
import { onViewKeys } from "../../app/viewkit.js";
import { cardEl } from "./cards.js";

/** @typedef {import("./view.js").View} View @typedef {import("./view.js").Drawn} Drawn */

// ---- input ----------------------------------------------------------------------
/** Play the snapshot's action of `verb` ("change" | "keep"), if the viewer has one. @param {View} v @param {string} verb */
export function play(v, verb) {
  const { state, ctx } = v;
  const text = state.verbs.get(verb);
  if (state.pending || !text) return;
  const drawn = /** @type {Drawn} the verbs come from a drawn snapshot */ (v);
  state.pending = true;
  renderHand(drawn);
  ctx.act(text).finally(() => {
    state.pending = false;
    if (!state.destroyed) renderHand(drawn);
  });
}

/** The view's keys: C change, K keep, ? help. Returns onViewKeys' handle. @param {View} v @param {HTMLElement} root */
export function bindKeys(v, root) {
  const { state, help } = v;
  return onViewKeys(root, (e) => {
    const k = e.key.toLowerCase();
    if (k === "c" && state.verbs.has("change")) { e.preventDefault(); play(v, "change"); }
    else if (k === "k" && state.verbs.has("keep")) { e.preventDefault(); play(v, "keep"); }
    else if (k === "?") { e.preventDefault(); help.open(); }
  }, { repeat: false });
}

// ---- undo: why it is (not) possible ------------------------------------------------
/** The reason the viewer's last choice cannot be taken back, from what the viewer sees (null: it can). @param {Drawn} v */
function undoReason(v) {
  const { state, isBot } = v;
  const me = state.snap.viewer;
  if (typeof me !== "number" || !Number.isInteger(me) || state.obs.phase === "over") return null;
  if (state.snap.undoable > 0) return null;
  const hand = state.obs.hands?.[me];
  if (hand?.choice === "change") return "undo.change";
  if (hand?.choice === "keep") {
    const order = state.obs.order || [];
    const later = order.slice(order.indexOf(me) + 1).filter((s) => state.obs.hands?.[s]?.choice);
    if (later.some((s) => state.obs.hands[s]?.choice === "change")) return "undo.revealed";
    if (later.some((s) => !isBot(s))) return "undo.other_person";
    return "undo.revealed";
  }
  return state.obs.last_deal ? "undo.showdown" : null; // nothing played yet: nothing to say
}

// ---- the viewer's hand -----------------------------------------------------------
/** @param {Drawn} v */
export function renderHand(v) {
  const { state, T, R, name, powerOf, handBox, bChange, bKeep } = v;
  const me = state.snap.viewer;
  const hand = typeof me === "number" && Number.isInteger(me) ? state.obs.hands?.[me] : null;
  if (typeof me !== "number" || !Number.isInteger(me) || state.obs.phase === "over") {
    handBox.hidden = true;
    return;
  }
  handBox.hidden = false;
  const mine = state.verbs.size > 0;
  const parts = [
    el("h3", { class: "cu-h", id: "cu-hand-title", text: T("hand.title") }),
    el("p", { class: "cu-hint cu-who", id: "cu-hand-who", text: T("hand.who", { name: name(me) }) }),
  ];
  if (hand) {
    parts.push(el("div", { class: "cu-hand-card" }, cardEl(v, hand.card, { size: "l", strong: hand.strong, label: T("card.yours") })));
    if (powerOf(hand.card) === "cuckoo" && !hand.face_up) parts.push(el("p", { class: "cu-hint", text: T("hand.hidden_cuckoo") }));
  } else {
    parts.push(el("p", { class: "cu-hint", text: T(state.obs.status?.[me] === "left" ? "seat.gone" : "hand.out") }));
  }
  let prompt;
  if (mine) prompt = T(state.verbs.has("change") ? "hand.your_turn" : "hand.must_keep");
  else if (hand?.choice) prompt = T("hand.chosen", { choice: R(`action_${hand.choice}`) });
  else if (typeof state.obs.turn === "number" && Number.isInteger(state.obs.turn)) prompt = T("hand.waiting", { name: name(state.obs.turn) });
  else prompt = "";
  parts.push(el("p", { class: `cu-prompt${mine ? " cu-prompt-go" : ""}`, id: "cu-prompt", text: prompt }));
  bChange.hidden = !state.verbs.has("change");
  bKeep.hidden = !state.verbs.has("keep");
  bChange.disabled = state.pending || state.snap.busy;
  bKeep.disabled = state.pending || state.snap.busy;
  bChange.title = T("hand.change_help");
  parts.push(el("div", { class: "cu-actions", role: "group", "aria-label": T("hand.actions"), hidden: !mine }, bChange, bKeep));
  const why = undoReason(v);
  const undo = why
    ? el("p", { class: "cu-undo cu-undo-no", id: "cu-undo", title: T(`${why}_long`), dataset: { reason: why.slice(5) } },
      el("span", { "aria-hidden": "true", text: "↶ " }), T("undo.not", { why: T(why) }))
    : state.snap.undoable > 0
      ? el("p", { class: "cu-undo cu-undo-yes", id: "cu-undo", dataset: { reason: "" } }, el("span", { "aria-hidden": "true", text: "↶ " }), T("undo.yes"))
      : null;
  if (undo) parts.push(undo);
  handBox.replaceChildren(...parts);
}
