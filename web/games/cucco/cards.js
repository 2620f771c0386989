// Cucco view: the words of a card (from the rules' table, ctx.reference()) and a card's face.

import { h as el } from "../../app/dom.js";
import { aside } from "../../app/viewkit.js";

export const NS_VIEW = "cucco.view.";
export const NS_RULES = "cucco.";

/** @typedef {import("./view.js").View} View */

/** @type {Record<string, string>} a glyph per power, always next to a text label (never colour alone) */
const GLYPH = { cuckoo: "☀", human: "✖", horse: "↷", house: "↷", cat: "☾", matto: "✶" };

/** cardName, powerOf and cardLabel over the rules' table in `v.state.cards` (put on `v`). @param {Pick<View, "state" | "lang" | "ctx">} v */
export function cardWords(v) {
  const { state, lang } = v;
  /** @param {number | null} rank */
  const cardName = (rank) => {
    const c = state.cards.get(rank);
    return c && c.named ? c.name[lang] || c.name.en : null;
  };
  /** @param {number | null} rank */
  const powerOf = (rank) => {
    const p = state.cards.get(rank)?.power;
    return p && p !== "none" ? p : null;
  };
  /** "Cat (12)", "猫（12）", "7": the way log messages name a card. @param {number | null} rank */
  const cardLabel = (rank) => {
    const n = cardName(rank);
    return n ? aside(v.ctx, n, String(rank)) : String(rank);
  };
  return { cardName, powerOf, cardLabel };
}

/**
 * A card element; `rank` null draws the back. `size` "xs" | "s" | "l". `strong`: a Matto from the deck.
 * @param {View} v @param {number | null | undefined} rank @param {{size?: string, strong?: boolean, label?: string | null}} [options]
 */
export function cardEl(v, rank, { size = "s", strong = false, label = null } = {}) {
  const { T, cardName, powerOf, cardLabel } = v;
  if (rank === null || rank === undefined) {
    return el("div", { class: `cu-card cu-card-${size} cu-back`, role: "img", "aria-label": label || T("card.hidden"), dataset: { rank: "" } },
      el("span", { class: "cu-back-mark", "aria-hidden": "true", text: "?" }));
  }
  const power = powerOf(rank);
  const nm = cardName(rank);
  const tone = power && power !== "matto" ? "high" : rank < 0 ? "low" : "mid";
  const sign = rank < 0 ? `−${-rank}` : String(rank);
  const aria = (label ? label + ": " : "") + cardLabel(rank) + (power ? ` — ${T(`power.${power}`)}` : "") + (strong ? ` — ${T("card.strong")}` : "");
  return el("div", {
    class: `cu-card cu-card-${size} cu-tone-${tone}${power ? ` cu-power-${power}` : ""}${strong ? " cu-strong" : ""}`,
    role: "img",
    "aria-label": aria,
    dataset: { rank: String(rank) },
  },
  el("span", { class: "cu-corner cu-corner-tl", "aria-hidden": "true", text: sign }),
  el("span", { class: "cu-big", "aria-hidden": "true", text: sign }),
  nm ? el("span", { class: "cu-name", "aria-hidden": "true", text: nm }) : null,
  power ? el("span", { class: "cu-power", "aria-hidden": "true" }, el("span", { class: "cu-glyph", text: GLYPH[power] || "" }), " ", T(`power_short.${power}`)) : null,
  strong ? el("span", { class: "cu-strong-tag", "aria-hidden": "true", text: T("card.strong_short") }) : null,
  el("span", { class: "cu-corner cu-corner-br", "aria-hidden": "true", text: sign }));
}
