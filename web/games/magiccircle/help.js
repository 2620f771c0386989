// Magic circle view: "How to play": the rules summary and the formation list of `ctx.reference()`
// (the scorer's own table, `MagicCircle.reference()` in Python), the coin legend and the keys.

import { h } from "../../app/dom.js";
import { explains, helpParts } from "../../app/viewkit.js";
import { coinSvg, ELEMENTS, isDigit } from "./coins.js";

/** @typedef {import("./state.js").View} View */

/**
 * The rules' reference (MagicCircle.reference()): the formation list.
 * @typedef {{formations?: {id: string, added: boolean, name: TabletopWords, bonus_text: string, scope: string, rule?: TabletopWords}[]}} Reference
 */

/**
 * The help dialog's content (viewkit helpDialog calls it on every open, in the current language).
 * @param {View} v
 */
export async function helpBody(v) {
  const { T, R, lang, ctx, st } = v;
  /** @type {Reference | null} */
  let ref = null;
  try {
    ref = /** @type {Reference} */ (await ctx.reference());
  } catch (e) {
    ctx.toast(String((e !== null && typeof e === "object" && "message" in e && e.message) || e));
  }
  const addedOn = !!st.obs?.added_formations;
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
  /** @param {string} id @param {string} title @param {...(Node | Node[] | string)} content */
  const sec = (id, title, ...content) => h("section", { class: "mc-help-sec", id }, h("h3", { text: title }), ...content);
  const { p } = helpParts(T);
  // (each part names the sections of docs/rules/magiccircle.md it explains: their examples follow it)
  return [
    explains(sec("mc-help-rules", T("help.rules_title"), p("help.goal"), p("help.match"), p("help.turn"), p("help.salvage"), p("help.complete"), p("help.activate"), p("ref.formula")), "§3.5", "§3.6"),
    explains(sec("mc-ref", T("ref.title"), p("ref.intro"), p(addedOn ? "ref.added_intro_on" : "ref.added_intro_off"),
      h("div", { class: "mc-table-scroll" }, h("table", { class: "mc-ref-table", id: "mc-ref-table" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("ref.name") }), h("th", { scope: "col", class: "num", text: T("ref.bonus") }), h("th", { scope: "col", text: T("ref.scope") }), h("th", { scope: "col", text: T("ref.rule") }))),
        h("tbody", {}, rows)))), "§3.7", "§3.7.1"),
    sec("mc-help-coins", T("help.coins_title"), legend),
    sec("mc-help-keys", T("help.keys_title"), p("help.keys")),
  ];
}
