// Arctic Scavengers card faces and icons, drawn from the observation's card table.
//
// A card shows its name, its kind (person / tool / leader / medicine / junk,
// as a word and a shape, never by colour alone), its ability icons with
// values (a modifier's value is "+n" in a dashed pip: it only adds to a person
// who has that base ability), its medicine, people (tribe size) and special.

import { h } from "../../app/dom.js";
import { face, iconSet } from "../../app/viewkit.js";

// 24×24 line icons (stroke = currentColor)
const PATHS = {
  draw: "M5 6h9v13H5z M9 3h10v13 M12 10v6 M9.5 13.5 12 16l2.5-2.5",
  dig: "M12 2v11 M8.5 13h7l-1 6.5L12 22l-2.5-2.5z M9.5 2h5",
  hunt: "M15.5 3.5a5 5 0 0 1 5 5c0 3-2.6 5.4-5.5 5.4L11 18l-1.4-1.4-2.3 2.3a1.8 1.8 0 1 1-2.6-2.6l2.3-2.3L5.6 12.6 9.6 8.6c0-2.9 2.4-5.1 5.9-5.1z",
  fight: "M4 4l11 11 M20 4 9 15 M13 17l4-4 M7 13l4 4 M15 15l4.5 4.5 M9 15l-4.5 4.5",
  med: "M9 3h6v6h6v6h-6v6H9v-6H3V9h6z",
  people: "M12 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z M4.5 21c0-4.5 3.3-8 7.5-8s7.5 3.5 7.5 8z",
  food: "M15.5 3.5a5 5 0 0 1 5 5c0 3-2.6 5.4-5.5 5.4L11 18l-1.4-1.4-2.3 2.3a1.8 1.8 0 1 1-2.6-2.6l2.3-2.3L5.6 12.6 9.6 8.6c0-2.9 2.4-5.1 5.9-5.1z",
  trash: "M4 6h16 M9 6V3.5h6V6 M6 6l1.2 15h9.6L18 6 M10 10v8 M14 10v8",
  hire: "M12 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z M3.5 21c0-4.5 3.3-8 7.5-8 M17 13v8 M13 17h8",
  tool: "M14.5 3.5a4.5 4.5 0 0 0-4.3 5.9L3.5 16.1a2 2 0 0 0 2.8 2.8l6.7-6.7a4.5 4.5 0 0 0 5.9-4.3l-2.6 2.6-2.8-.8-.8-2.8z",
  leader: "M12 3l2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9 6.6 19.8l1.1-6.1-4.5-4.3 6.1-.8z",
  junk: "M4 17l4-9 4 5 3-3 5 7z",
  snipe: "M12 3v4 M12 17v4 M3 12h4 M17 12h4 M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z",
  disarm: "M14.5 3.5a4.5 4.5 0 0 0-4.3 5.9L3.5 16.1a2 2 0 0 0 2.8 2.8l6.7-6.7 M4 4l16 16",
  save: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M12 8v7 M8.5 11.5h7",
  flag: "M5 21V3 M5 4h12l-2.5 4L17 12H5",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z",
  contested: "M12 2l9 5v10l-9 5-9-5V7z M12 7v10 M7.5 9.5l9 5 M16.5 9.5l-9 5",
  deck: "M6 4h12v16H6z M9 8h6 M9 12h6",
  discard: "M5 7h11v14H5z M8 3h11v14",
  check: "M4 12.5l5 5L20 6.5",
  go: "M5 12h13 M13 6l6 6-6 6",
  cross: "M5 5l14 14 M19 5 5 19",
};

/** An inline SVG icon (decorative: callers give the text or aria-label). */
export const icon = iconSet(PATHS, { cls: "as-svg", fallback: "junk" });

/** A value pip: icon + number ("+2" for a modifier), with a readable label.
 * @param {string} kind @param {number} value @param {(key: string, args?: Record<string, unknown>) => string} T @param {{modifier?: boolean, cls?: string}} [options] */
export function pip(kind, value, T, { modifier = false, cls = "" } = {}) {
  const shown = modifier ? `+${value}` : String(value);
  const label = T(`icon.${kind}${modifier ? "_mod" : ""}`, { n: value });
  return h("span", { class: `as-pip as-pip-${kind}${modifier ? " as-mod" : ""} ${cls}`.trim(), title: label, "aria-label": label, role: "img" },
    icon(kind), h("span", { class: "as-pip-n", "aria-hidden": "true", text: shown }));
}

/** The cost of a mercenary in words ("6 food/meds"; "–" for none). @param {Record<string, number> | null | undefined} cost @param {(key: string, args?: Record<string, unknown>) => string} T */
export function costWords(cost, T) {
  if (!cost) return "–";
  const parts = [];
  if (cost.food) parts.push(T("help.cost_food", { n: cost.food }));
  if (cost.med) parts.push(T("help.cost_med", { n: cost.med }));
  if (cost.any) parts.push(T("help.cost_any", { n: cost.any }));
  return parts.join(" + ");
}

/** The cost of a mercenary as pips: food, meds, "any" (food or meds). @param {Record<string, number> | null | undefined} cost @param {(key: string, args?: Record<string, unknown>) => string} T */
export function costEl(cost, T) {
  if (!cost) return null;
  /** @type {HTMLElement[]} */
  const parts = [];
  if (cost.food) parts.push(pip("food", cost.food, T));
  if (cost.med) parts.push(pip("med", cost.med, T));
  if (cost.any) {
    const label = T("icon.any", { n: cost.any });
    parts.push(h("span", { class: "as-pip as-pip-any", title: label, "aria-label": label, role: "img" },
      icon("food"), h("span", { class: "as-slash", "aria-hidden": "true", text: "/" }), icon("med"),
      h("span", { class: "as-pip-n", "aria-hidden": "true", text: String(cost.any) })));
  }
  return h("span", { class: "as-cost" }, parts);
}

/** The card's name in `lang` (falls back to the key). @param {import("./state.js").CardInfo | null | undefined} info @param {string} lang @returns {string} */
export function cardName(info, lang) {
  return info?.name?.[lang] || info?.name?.en || info?.key || "?";
}

/** A short text description of a card, for aria-labels and titles. @param {import("./state.js").CardInfo | null | undefined} info @param {string} lang @param {(key: string, args?: Record<string, unknown>) => string} T */
export function cardText(info, lang, T) {
  if (!info) return T("card.hidden");
  const bits = [cardName(info, lang), T(`kind.${info.kind}`)];
  for (const ic of /** @type {Record<string, any>[]} */ (info.icons || [])) bits.push(T(`icon.${ic.icon}${ic.modifier ? "_mod" : ""}`, { n: ic.value }));
  if (info.people) bits.push(T("icon.people", { n: info.people }));
  if (info.special) bits.push(T(`special.${info.special}`));
  return bits.join(", ");
}

/**
 * A card face. `info` is a row of the observation's card table (null: a card back).
 * Options: size ("s" | "m" | "l"), tag ("div" | "button"), attrs (extra attributes), count.
 * A div is an image named by the card's text (or attrs["aria-label"]); a button is named by
 * that image, its drawn face (viewkit face).
 * @param {import("./state.js").CardInfo | null | undefined} info
 * @param {{lang: string, T: (key: string, args?: Record<string, unknown>) => string, size?: string, tag?: string, attrs?: Record<string, any>, count?: number, cost?: boolean}} options
 */
export function cardEl(info, { lang, T, size = "m", tag = "div", attrs = {}, count = 0, cost = false }) {
  if (!info) {
    return h(tag, { class: `as-card as-back as-${size}`, role: tag === "div" ? "img" : null, "aria-label": T("card.hidden"), ...attrs },
      h("span", { class: "as-back-mark", "aria-hidden": "true" }, icon("contested")));
  }
  const kind = info.kind;
  const kindIcon = /** @type {Record<string, string>} */ ({ person: "people", tool: "tool", leader: "leader", medicine: "med", junk: "junk" })[kind] || "junk";
  const icons = (info.icons || []).filter(/** @param {Record<string, any>} ic */ (ic) => ic.icon !== "med");
  /** @type {HTMLElement[]} */
  const foot = [];
  if (info.med) foot.push(pip("med", info.med, T, { cls: "as-pip-medv" }));
  if (info.special) {
    const label = T(`special.${info.special}`);
    foot.push(h("span", { class: `as-special as-special-${info.special}`, title: T(`special.${info.special}_help`), "aria-label": label },
      icon(info.special), h("span", { class: "as-special-t", text: label })));
  }
  const people = info.people ? h("span", { class: "as-people", title: T("icon.people", { n: info.people }), "aria-label": T("icon.people", { n: info.people }), role: "img" },
    icon("people"), h("span", { class: "as-pip-n", "aria-hidden": "true", text: String(info.people) })) : null;
  const { "aria-label": alt = cardText(info, lang, T), ...rest } = attrs;
  const bits = [
    h("span", { class: "as-card-head" },
      h("span", { class: "as-card-kind", title: T(`kind.${kind}`) }, icon(kindIcon), h("span", { class: "as-kind-t", text: T(`kind_short.${kind}`) })),
      count > 1 ? h("span", { class: "as-card-count", text: `×${count}` }) : null),
    h("span", { class: "as-card-name", text: cardName(info, lang) }),
    h("span", { class: "as-card-icons" }, icons.map(/** @param {Record<string, any>} ic */ (ic) => pip(ic.icon, ic.value, T, { modifier: ic.modifier }))),
    h("span", { class: "as-card-foot" }, people, foot, cost && info.cost ? costEl(info.cost, T) : null),
  ];
  const cls = `as-card as-${size} as-k-${kind}${info.home === "contested" ? " as-contested" : ""}${info.module === "hq" ? " as-hq" : ""}`;
  if (tag === "button") return h(tag, { class: cls, dataset: { card: info.key, kind }, ...rest }, face(alt, bits));
  return h(tag, { class: cls, dataset: { card: info.key, kind }, role: "img", "aria-label": alt, ...rest }, bits);
}
