// Cucco view: the header (round, deal, time, stake, pot, deck) and the table: the seats around
// the felt with coins, cards and badges, the deck, the pot and the discard in the centre.

import { h as el } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { cardEl } from "./cards.js";

/** @typedef {import("./view.js").View} View @typedef {import("./view.js").Drawn} Drawn */

// ---- the header ---------------------------------------------------------------
/** @param {Drawn} v */
export function renderInfo(v) {
  const { state, T, R, infoEl } = v;
  /** @param {string} key @param {Node | string} value @param {Record<string, string>} [extra] */
  const item = (key, value, extra = {}) => el("div", { class: `cu-info-item cu-info-${key}`, ...extra }, el("dt", { text: T(`info.${key}`) }), el("dd", {}, value));
  const rounds = state.obs.rounds
    ? T("info.round_of", { round: state.obs.round, rounds: state.obs.rounds })
    : T("info.round_open", { round: state.obs.round, max: state.obs.max_rounds ?? state.reference?.max_rounds ?? "" });
  const adults = state.obs.time === "adults";
  const time = el("span", { class: `cu-time cu-time-${state.obs.time}` }, el("span", { "aria-hidden": "true", text: adults ? "☾ " : "☀ " }), R(`time_${state.obs.time}`));
  const stake = adults ? T("info.stake_out") : T("info.stake_coins", { n: state.obs.stake });
  infoEl.replaceChildren(
    item("round", rounds),
    item("deal", String(state.obs.deal)),
    item("time", time),
    item("stake", stake),
    item("pot", el("span", { class: "cu-coin-text" }, el("span", { class: "cu-coin", "aria-hidden": "true" }), String(state.obs.pot)), { id: "cu-pot" }),
    item("deck", T("info.deck_cards", { n: state.obs.deck }), { id: "cu-deck" }),
  );
}

// ---- the table ----------------------------------------------------------------
/** The seats of the event shown. @param {View} v @returns {{actor?: number, target?: number, victim?: number}} */
export function highlighted(v) {
  const { state } = v;
  const ev = state.events[state.step];
  if (!ev) return {};
  const a = ev.entry.args || {};
  return { actor: a.player, target: a.target, victim: a.victim };
}

/** The marks of the seats in the event shown: its actor, its target, its victim (the legend's). */
const MARKS = { actor: "▲", target: "●", victim: "✗" };

/** @param {Drawn} v @param {number} s @param {number} angle */
function seatEl(v, s, angle) {
  const { state, ctx, T, R, name, cardLabel } = v;
  const hand = state.obs.hands?.[s] || null;
  const status = state.obs.status?.[s] || "in";
  const me = s === state.snap.viewer;
  const turn = state.obs.turn === s && !state.obs.over;
  const hl = highlighted(v);
  const cls = ["cu-seat", `cu-st-${status}`];
  if (me) cls.push("cu-me");
  if (turn) cls.push("cu-turn");
  if (hl.actor === s) cls.push("cu-hl-actor");
  if (hl.target === s) cls.push("cu-hl-target");
  if (hl.victim === s) cls.push("cu-hl-victim");
  if (hand?.disqualified?.length) cls.push("cu-dq");
  if (!hand) cls.push("cu-no-hand"); // its badges ("✗ eliminated") take the full width, under the note
  const rad = (angle * Math.PI) / 180;
  const badges = [];
  if (state.obs.start_player === s && hand) badges.push(el("span", { class: "cu-badge cu-badge-start", title: T("seat.start") }, el("span", { "aria-hidden": "true", text: "S " }), T("seat.start_short")));
  if (turn) badges.push(el("span", { class: "cu-badge cu-badge-turn" }, el("span", { "aria-hidden": "true", text: "▶ " }), ctx.t("app.game.turn")));
  if (status !== "in") badges.push(el("span", { class: `cu-badge cu-badge-${status}` }, el("span", { "aria-hidden": "true", text: status === "left" ? "⏏ " : "✗ " }), T(`status.${status}`)));
  if (hand?.choice) badges.push(el("span", { class: `cu-badge cu-badge-${hand.choice}` }, el("span", { "aria-hidden": "true", text: hand.choice === "change" ? "⇄ " : "✓ " }), R(`action_${hand.choice}`)));
  for (const why of hand?.disqualified || []) badges.push(el("span", { class: "cu-badge cu-badge-dq" }, el("span", { "aria-hidden": "true", text: "✗ " }), T("seat.dq", { why: R(`reason_${why}`) })));
  let cardBox;
  if (hand) {
    const knownHere = hand.card !== null && !me && !hand.face_up;
    const label = me ? T("card.yours") : T("card.of", { name: name(s) });
    const not = hand.card === null && hand.cannot_be?.length ? T("card.not", { ranks: listWords(ctx, hand.cannot_be.map(cardLabel)) }) : null;
    cardBox = el("div", { class: `cu-seat-card${hand.face_up ? " cu-face-up" : ""}` },
      cardEl(v, hand.card, { size: "s", strong: hand.strong, label }),
      knownHere ? el("span", { class: "cu-note", text: T("card.seen") }) : null,
      not ? el("span", { class: "cu-note cu-not", title: not, "aria-label": not, text: "≠ " + hand.cannot_be.join(" ") }) : null);
  } else {
    const why = status === "left" ? "seat.gone" : state.obs.phase === "over" ? null : "seat.out";
    cardBox = el("div", { class: "cu-seat-card cu-no-card" }, why ? el("span", { class: "cu-note", text: T(why) }) : null);
  }
  const coins = state.obs.coins?.[s] ?? 0;
  // the mark of the event shown (the legend under the table says what it means), on the seat's top edge
  const role = hl.victim === s ? "victim" : hl.target === s ? "target" : hl.actor === s ? "actor" : null;
  const mark = role ? el("span", { class: `cu-hl-mark cu-hl-mark-${role}`, "aria-hidden": "true", text: MARKS[role] }) : null;
  return el("section", {
    class: cls.join(" "),
    style: `--x:${Math.cos(rad).toFixed(3)};--y:${Math.sin(rad).toFixed(3)};--seat:var(--seat-${s % 8})`,
    dataset: { seat: String(s), status },
    "aria-label": T("seat.label", { name: name(s), coins }) + (turn ? ` — ${ctx.t("app.game.turn")}` : ""),
    "aria-current": turn ? "true" : null,
  },
  el("header", { class: "cu-seat-head" },
    el("span", { class: "cu-seat-dot", "aria-hidden": "true" }),
    el("span", { class: "cu-seat-name", text: name(s) }),
    me ? el("span", { class: "cu-you", text: ctx.t("app.game.you") }) : null),
  el("div", { class: "cu-seat-coins" }, el("span", { class: "cu-coin", "aria-hidden": "true" }), el("span", { class: "cu-coins-n", text: String(coins) }), el("span", { class: "sr-only", text: " " + T("coins") })),
  cardBox,
  el("div", { class: "cu-badges" }, badges),
  mark);
}

/** @param {Drawn} v */
export function renderTable(v) {
  const { state, T, centre, felt } = v;
  const n = state.obs.players;
  const viewer = state.snap.viewer;
  const base = typeof viewer === "number" && Number.isInteger(viewer) ? viewer : 0;
  const seats = [];
  for (let s = 0; s < n; s++) seats.push(seatEl(v, s, 90 + ((s - base + n) % n) * (360 / n)));
  // a finished game has no deck left to draw from: no face-down card "0 cards"
  const deck = state.obs.over ? null : el("div", { class: "cu-deck" },
    el("div", { class: "cu-deck-stack", "aria-hidden": "true" }, cardEl(v, null, { size: "s" })),
    el("span", { class: "cu-centre-label", text: T("info.deck_cards", { n: state.obs.deck }) }));
  const pot = el("div", { class: "cu-pot" },
    el("div", { class: "cu-pot-coins", "aria-hidden": "true" }, Array.from({ length: Math.min(state.obs.pot, 8) }, () => el("span", { class: "cu-coin" }))),
    el("span", { class: "cu-centre-label", text: T("pot", { n: state.obs.pot }) }));
  const topCard = state.obs.discard?.length ? state.obs.discard[state.obs.discard.length - 1] : null;
  const discard = topCard === null ? null : el("div", { class: "cu-discard" }, cardEl(v, topCard, { size: "s", label: T("discard") }), el("span", { class: "cu-centre-label", text: T("discard_n", { n: state.obs.discard.length }) }));
  centre.replaceChildren(el("div", { class: "cu-centre-row" }, deck, pot, discard));
  felt.replaceChildren(centre, ...seats);
  felt.dataset.players = String(n);
}
