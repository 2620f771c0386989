// Arctic Scavengers view: the supply. The contested pile (and the viewer's
// private peek at its top), the junkyard, and the mercenary market: each pile
// a drop target and a button that hires it (with the selected medicine, or
// through its open list of payments when there are several).

import { h, put } from "../../app/dom.js";
import { face } from "../../app/viewkit.js";
import { cardText, icon } from "./cards.js";
import { dropOn, run } from "./input.js";
import { hireParts, hirePlan, hireTexts, selKeys } from "./match.js";
import { arg, drawn } from "./state.js";

/** One market pile (its list item, with the payments when they are open). @param {import("./state.js").View} v @param {{card: string, count: number, cost: Record<string, any> | null}} m */
function pileEl(v, m) {
  const { T, cname, s } = v;
  const options = hireTexts(v, m.card);
  const can = options.length > 0;
  const keys = selKeys(v);
  const fits = can && keys.length ? !!hirePlan(v, m.card, keys) : null;
  const label = `${cardText(v.info(m.card), v.lang, T)} — ${T("market.left", { n: m.count })}`;
  const pile = h("button", {
    type: "button",
    class: `as-pile${can ? " as-can" : ""}${m.count ? "" : " as-empty"}${s.payFor === m.card ? " as-paying" : ""}${fits ? " as-drop-ok" : ""}${fits === false ? " as-no-fit" : ""}`,
    dataset: { card: m.card, drop: `pile:${m.card}` },
    "aria-disabled": can ? null : "true",
    "aria-expanded": can && options.length > 1 ? String(s.payFor === m.card) : null,
    // a pile the player cannot hire says why (input.js dropOn)
    onclick: () => dropOn(v, `pile:${m.card}`),
  },
  face(label, v.card(m.card, { size: "s", cost: true }), h("span", { class: "as-pile-count", text: T("market.left_short", { n: m.count }) })),
  can ? h("span", { class: `as-hire-tag${fits === false ? " as-fit-no" : ""}` }, icon(fits === false ? "cross" : "hire"), T(fits ? "market.hire_with" : fits === false ? "market.no_pay" : "market.hire")) : null);
  const box = h("li", { class: "as-pile-li" }, pile);
  if (s.payFor === m.card && options.length > 1) {
    box.append(h("div", { class: "as-pays", role: "group", "aria-label": T("market.pay_with", { card: cname(m.card) }) },
      hireParts(v, m.card).map((p) => {
        const meds = arg(p, "pay") || [];
        const text = meds.length ? T("market.pay_meds", { cards: meds.map(cname).join(" + ") }) : T("market.pay_food");
        return h("button", { type: "button", class: "button as-pay", dataset: { text: p.text }, onclick: () => { s.payFor = null; run(v, [p.text]); } }, text);
      })));
  }
  return box;
}

/** @param {import("./state.js").View} v */
export function renderSupply(v) {
  const { T, card } = v;
  const obs = drawn(v.s).obs;
  const parts = [];
  const peek = obs.you?.peek;
  parts.push(h("div", { class: "as-pile-box as-contested-box", id: "as-contested" },
    h("div", { class: "as-stack", "aria-hidden": "true" }, card(null, { size: "xs" })),
    h("div", { class: "as-pile-text" },
      h("strong", { text: T("supply.contested") }),
      h("span", { class: "as-big", id: "as-contested-n", text: String(obs.contested) }),
      h("span", { class: "as-small", text: T("supply.contested_help") })),
    peek ? h("div", { class: "as-peek", id: "as-peek", dataset: { card: peek } },
      h("span", { class: "as-peek-t" }, icon("eye"), T("supply.peek")),
      card(peek, { size: "s" })) : null));
  parts.push(h("div", { class: "as-pile-box as-junk-box", id: "as-junkyard" },
    h("div", { class: "as-stack as-junk-stack", "aria-hidden": "true" }, icon("junk")),
    h("div", { class: "as-pile-text" },
      h("strong", { text: T("supply.junkyard") }),
      h("span", { class: "as-big", id: "as-junkyard-n", text: String(obs.junkyard) }))));
  const usedHire = obs.gathering?.used?.includes("hire");
  const piles = obs.market.map((m) => pileEl(v, m));
  parts.push(h("div", { class: "as-market" },
    h("h3", { class: "as-h" }, icon("hire"), T("market.title"),
      obs.gathering ? h("span", { class: "as-food", id: "as-food", title: T("market.food_help") }, icon("food"), T("market.food", { n: obs.gathering.food })) : null,
      usedHire && obs.gathering ? h("span", { class: "as-used", text: T("market.hired") }) : null),
    h("ul", { class: "as-piles", id: "as-market" }, piles)));
  put(v.el.supplyEl, ...parts);
}
