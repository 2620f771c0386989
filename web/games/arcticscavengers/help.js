// Arctic Scavengers view: the rules help. The goal, a round, the actions,
// the skirmish, the end, the HQ module and the controls, then every card of
// the game's reference table (`ctx.reference()`, read from the rules' data).

import { h, scrollBox } from "../../app/dom.js";
import { aside, explains, helpParts } from "../../app/viewkit.js";
import { costWords } from "./cards.js";
import { placeNames } from "./readouts.js";

/** The help dialog's body (the reference is fetched once). @param {import("./state.js").View} v */
export async function helpBody(v) {
  const { T, R, lang, s } = v;
  try {
    s.helpRef = s.helpRef || /** @type {import("./state.js").HelpRef} the rules' JSON */ (await v.ctx.reference());
  } catch {
    s.helpRef = { cards: Object.values(s.obs?.cards || {}) };
  }
  const helpRef = /** @type {import("./state.js").HelpRef} set just above */ (s.helpRef);
  const other = lang === "ja" ? "en" : "ja";
  const { sec, p } = helpParts(T);
  const rows = (helpRef.cards || []).map((c) => cardRow(v, c, other));
  const gangs = (helpRef.gangs || []).map((g) => h("li", {}, h("strong", { text: `${g.name[lang]} (${g.name[other]})` }), " — ", T(`help.gang_${g.key}`, { n: g.people })));
  // (each part names the sections of docs/rules/arcticscavengers.md it explains: their examples follow it)
  return [
    explains(sec(T("help.goal_title"), p("help.goal")), "§5"),
    explains(sec(T("help.round_title"), h("ol", {}, ["help.round_draw", "help.round_gather", "help.round_skirmish"].map((k) => h("li", { text: T(k) })))), "§4"),
    sec(T("help.actions_title"), h("ul", {}, ["draw", "dig", "hunt", "hire", "trash"].map((a) => h("li", {}, h("strong", { text: v.ctx.t("core.label", { label: R(`act.${a}`) }) }), T(`help.act_${a}`)))), p("help.tools")),
    sec(T("help.skirmish_title"), p("help.skirmish"), p("help.specials")),
    sec(T("help.end_title"), p("help.end"), p("help.variant")),
    // (the HQ module is decision 11 of §6)
    explains(sec(T("help.hq_title"), p("help.hq"), h("ul", {}, gangs)), "§6"),
    sec(T("help.controls_title"), p("help.controls", { places: placeNames(v) }), p("help.keys", { draw: R("act.draw"), dig: R("act.dig"), hunt: R("act.hunt"), trash: R("act.trash") })),
    sec(T("help.cards_title"), p("help.cards_note"),
      scrollBox("as-table-scroll", T("help.cards_title"), h("table", { class: "as-grid as-help-cards", id: "as-help-cards" },
        h("thead", {}, h("tr", {}, ["card", "kind", "people", "draw", "dig", "hunt", "fight", "med", "special", "cost", "start", "supply"].map((k) => h("th", { scope: "col", text: T(`help.col_${k}`) })))),
        h("tbody", {}, rows)))),
  ];
}

/** One card of the reference table, as a row of the help's card list. @param {import("./state.js").View} v @param {import("./state.js").CardInfo} c @param {string} other */
function cardRow(v, c, other) {
  const { T, lang } = v;
  /** @param {number | null | undefined} x @param {boolean} [mod] */
  const num = (x, mod) => (x === null || x === undefined ? "–" : mod ? `+${x}` : String(x));
  const supply = () => {
    if (c.home === "none") return T("help.supply_none");
    const s = c.supply || {};
    return ["2", "3", "4", "5"].map((n) => String(s[n] ?? "–")).join(" / ");
  };
  const mod = c.kind === "tool" || c.kind === "leader";
  return h("tr", { dataset: { card: c.key, module: c.module } },
    h("th", { scope: "row" }, h("span", { class: "as-help-name", lang, text: c.name[lang] }), h("span", { class: "as-help-alt", lang: other, text: c.name[other] }),
      c.module === "hq" ? h("span", { class: "as-tag as-tag-hq", text: T("help.hq_tag") }) : null),
    h("td", { text: c.home === "contested" ? aside(v.ctx, T(`kind.${c.kind}`), T("help.contested_tag")) : T(`kind.${c.kind}`) }),
    h("td", { class: "num", text: String(c.people || 0) }),
    h("td", { class: "num", text: num(c.draw, mod) }), h("td", { class: "num", text: num(c.dig, mod) }),
    h("td", { class: "num", text: num(c.hunt, mod) }), h("td", { class: "num", text: num(c.fight, mod) }),
    h("td", { class: "num", text: c.med ? String(c.med) : "–" }),
    h("td", { text: c.special ? T(`special.${c.special}`) : "–" }),
    h("td", { text: costWords(c.cost, T) }),
    h("td", { class: "num", text: c.start ? T("help.start_n", { n: c.start }) : "–" }),
    h("td", { class: "num", text: supply() }));
}
