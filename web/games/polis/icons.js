// Polis icons: small inline SVGs (24×24, stroke = currentColor) and the two sides' marks.
//
// The sides read apart without colour: Sparta's pieces carry a Λ (lambda) on a
// square-cornered, solid badge; Athens' pieces an Α (alpha) on a round badge
// with a double ring. Colour (red / blue) only adds to that.

import { h } from "../../app/dom.js";
import { iconSet } from "../../app/viewkit.js";

const PATHS = {
  // units
  hoplite: "M12 2.5 4.5 5.5v6c0 4.6 3.2 8.3 7.5 10 4.3-1.7 7.5-5.4 7.5-10v-6z M12 6v11.5 M7.5 10h9",
  galley: "M2.5 13.5h19l-3 5.5H6z M12 13.5V3.5 M12 4.5l6 6.5h-6 M5 19l-2 3 M9 19.5 8 22.5 M15 19.5l1 3 M19 19l2 3",
  merchant: "M3 14h18l-2.5 5h-13z M12 14V3 M12 3.5c4 1.5 6 4.5 6 8.5h-6 M12 5c-3 1.5-4.5 4-4.5 7H12",
  proxenos: "M12 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6z M7 21l1.5-9h7L17 21 M12 12v9 M18.5 3v18",
  polis: "M3 20h18 M4.5 9h15 M12 3.5 4 8.5h16z M6.5 11v7 M10 11v7 M14 11v7 M17.5 11v7",
  fort: "M4 21V8h3v3h3V8h4v3h3V8h3v13z M10 21v-5h4v5",
  // resources
  wheat: "M12 22V8 M12 8c-2-1-3-3-3-5 2 0 3 2 3 5z M12 8c2-1 3-3 3-5-2 0-3 2-3 5z M12 13c-2.5-.5-4-2.5-4-5 2.5.5 4 2.5 4 5z M12 13c2.5-.5 4-2.5 4-5-2.5.5-4 2.5-4 5z M12 18c-2.5-.5-4-2.5-4-5 2.5.5 4 2.5 4 5z M12 18c2.5-.5 4-2.5 4-5-2.5.5-4 2.5-4 5z",
  silver: "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z M12 6.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z",
  wood: "M3 9h14a3 3 0 0 1 0 6H3z M17 9a3 3 0 1 0 0 6 M17 11.2a.8.8 0 1 0 0 1.6 M3 9l-.5 6",
  metal: "M3 17.5h18l-3-7H6z M6.5 10.5 8 6.5h8l1.5 4",
  wine: "M8.5 2.5h7 M9.5 2.5v3C6 7 5 10 5.5 13.5 6 17 8.5 20 12 21.5c3.5-1.5 6-4.5 6.5-8S18 7 14.5 5.5v-3 M6 11h12",
  oil: "M12 3c3.5 4.5 6 8 6 11a6 6 0 0 1-12 0c0-3 2.5-6.5 6-11z M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5",
  prestige: "M12 3l2.6 5.6 6 .8-4.4 4.2 1.1 6L12 16.8 6.7 19.6l1.1-6L3.4 9.4l6-.8z",
  citizens: "M12 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z M4.5 21c0-4.5 3.3-8 7.5-8s7.5 3.5 7.5 8z",
  growth: "M12 20V5 M6 11l6-6 6 6",
  // project types
  culture: "M6 21h12 M7.5 21V10 M16.5 21V10 M12 21V10 M5 10h14 M12 3l7 4.5H5z",
  military: "M4 4l11 11 M20 4 9 15 M13 17l4-4 M7 13l4 4 M15 15l4.5 4.5 M9 15l-4.5 4.5",
  commerce: "M4 7h16l-1.5 12h-13z M9 7V5a3 3 0 0 1 6 0v2",
  // battle-card formations
  phalanx: "M3 8h18v8H3z M7.5 8v8 M12 8v8 M16.5 8v8",
  wedge: "M12 3.5 21 20H3z M12 10l4 7H8z",
  crescent: "M15.5 3.5a8.5 8.5 0 1 0 0 17 6.5 6.5 0 1 1 0-17z",
  mercenary: "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z M9 8.5h6 M9 15.5h6 M12 6.5v11",
  salpinx: "M2.5 10v4h3l10 5.5v-15L5.5 10z M18.5 8.5c1.6 1.5 1.6 5.5 0 7 M21 6.5c2.5 3 2.5 8 0 11",
  // misc
  hammer: "M4 20l9-9 M11 5l4-2 6 6-2 4-2-2-2 2-4-4 2-2z",
  crown: "M3 18h18 M4 16 3 7l5 4 4-6 4 6 5-4-1 9z",
  die: "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z M8.5 8.5h.01 M15.5 15.5h.01 M12 12h.01",
  card: "M6 3h12v18H6z M9 7h6 M9 11h6",
  exhausted: "M5 5l14 14 M19 5 5 19",
  port: "M12 3v18 M8 7h8 M5 13c0 4 3 7 7 7s7-3 7-7 M3 14l2-2 2 2 M17 14l2-2 2 2",
  market: "M3 9l2-5h14l2 5 M4 9v11h16V9 M3 9h18 M9 20v-6h6v6",
  check: "M4 12.5l5 5L20 6.5",
  go: "M5 12h13 M13 6l6 6-6 6",
  battle: "M4 4l11 11 M20 4 9 15 M13 17l4-4 M7 13l4 4",
  siege: "M4 21V8h3v3h3V8h4v3h3V8h3v13z M8 3l8 4",
};

/** An inline SVG icon (decorative: the caller gives the words). */
export const icon = iconSet(PATHS, { cls: "po-svg", fallback: "card" });

/** The side's mark: "Λ" (Sparta, square) or "Α" (Athens, round). */
/** @type {Record<string, string>} */
export const SIDE_GLYPH = { sparta: "Λ", athens: "Α" };

/** A side badge: the glyph in its shape; `label` is read instead. @param {string} side @param {string} label */
export function sideMark(side, label, cls = "") {
  return h("span", { class: `po-side po-side-${side} ${cls}`.trim(), role: "img", "aria-label": label, title: label },
    h("span", { "aria-hidden": "true", text: SIDE_GLYPH[side] || "?" }));
}

/** A unit stack: side mark + unit icon + count; `label` is read. @param {string} side @param {string} kind @param {number} n @param {string} label */
export function unitChip(side, kind, n, label, cls = "") {
  return h("span", { class: `po-unit po-unit-${side} po-unit-${kind} ${cls}`.trim(), role: "img", "aria-label": label, title: label },
    h("span", { class: "po-unit-glyph", "aria-hidden": "true", text: SIDE_GLYPH[side] || "?" }),
    icon(kind),
    h("span", { class: "po-unit-n", "aria-hidden": "true", text: String(n) }));
}

/** A resource amount: icon + number, labelled. @param {string} res @param {number | null | undefined} n @param {string} label */
export function resChip(res, n, label, cls = "") {
  return h("span", { class: `po-res po-res-${res} ${cls}`.trim(), role: "img", "aria-label": label, title: label },
    icon(res), n === null || n === undefined ? null : h("span", { class: "po-res-n", "aria-hidden": "true", text: String(n) }));
}
