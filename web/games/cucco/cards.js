// Cucco cards as DOM: the card table the view needs to draw a face (names and
// powers, mirrored from pylib/tabletop/cucco/cards.py) and small DOM helpers.
// The view never decides what is legal; this is drawing only.

import { h as el } from "../../app/dom.js";

export { el };

/** ja/en names of the named ranks (numerals are their own name). */
export const NAMES = {
  15: { ja: "クク", en: "Cuckoo" },
  14: { ja: "人間", en: "Human" },
  13: { ja: "馬", en: "Horse" },
  12: { ja: "猫", en: "Cat" },
  11: { ja: "家", en: "House" },
  [-1]: { ja: "バケツ", en: "Bucket" },
  [-2]: { ja: "仮面", en: "Mask" },
  [-3]: { ja: "ライオン", en: "Lion" },
  [-4]: { ja: "マトゥー", en: "Matto" },
};

/** rank -> power key (messages `power.<key>` / `power_short.<key>`). */
export const POWER = { 15: "cuckoo", 14: "human", 13: "pass", 12: "cat", 11: "pass", [-4]: "matto" };

/** a glyph per power, always next to a text label (never colour alone). */
export const GLYPH = { cuckoo: "☀", human: "✖", pass: "↷", cat: "☾", matto: "✶" };

/** ranks whose card shows a figure name. */
export function cardName(rank, lang) {
  const n = NAMES[rank];
  return n ? n[lang] || n.en : null;
}

/** "Cat (12)", "7": the way log messages name a card. */
export function cardLabel(rank, lang) {
  const name = cardName(rank, lang);
  return name ? `${name} (${rank})` : String(rank);
}


/**
 * A card element. `rank` null draws the back. `size` "s" | "m" | "l".
 * `T` gives view messages (power labels). `strong` marks a Matto from the deck.
 */
export function cardEl(rank, { size = "m", lang = "en", T, strong = false, label = null } = {}) {
  if (rank === null || rank === undefined) {
    return el("div", { class: `cu-card cu-card-${size} cu-back`, role: "img", "aria-label": label || T("card.hidden"), dataset: { rank: "" } },
      el("span", { class: "cu-back-mark", "aria-hidden": "true", text: "?" }));
  }
  const power = POWER[rank] || null;
  const name = cardName(rank, lang);
  const tone = rank >= 11 ? "high" : rank < 0 ? "low" : "mid";
  const sign = rank > 0 ? String(rank) : rank === 0 ? "0" : `−${-rank}`;
  const aria = (label ? label + ": " : "") + cardLabel(rank, lang) + (power ? ` — ${T(`power.${power}`)}` : "") + (strong ? ` — ${T("card.strong")}` : "");
  return el("div", {
    class: `cu-card cu-card-${size} cu-tone-${tone}${power ? ` cu-power-${power}` : ""}${strong ? " cu-strong" : ""}`,
    role: "img",
    "aria-label": aria,
    dataset: { rank: String(rank) },
  },
  el("span", { class: "cu-corner cu-corner-tl", "aria-hidden": "true", text: sign }),
  el("span", { class: "cu-big", "aria-hidden": "true", text: sign }),
  name ? el("span", { class: "cu-name", "aria-hidden": "true", text: name }) : null,
  power ? el("span", { class: "cu-power", "aria-hidden": "true" }, el("span", { class: "cu-glyph", text: GLYPH[power] }), " ", T(`power_short.${power}`)) : null,
  strong ? el("span", { class: "cu-strong-tag", "aria-hidden": "true", text: T("card.strong_short") }) : null,
  el("span", { class: "cu-corner cu-corner-br", "aria-hidden": "true", text: sign }));
}
