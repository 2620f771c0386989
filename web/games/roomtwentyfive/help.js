// Room 25 view: the rules help, built on every open from Game.reference() (rooms, characters,
// compositions, M.A.C. cards, turns by player count).

import { h, scrollBox } from "../../app/dom.js";
import { explains, helpParts } from "../../app/viewkit.js";
import { ICONS } from "./constants.js";

/** the rules help's body @param {import("./state.js").R25View} v */
export async function helpBody(v) {
  const { s, ctx } = v;
  const { T, lang, colourName, tokenEl } = v.w;
  if (!s.ref) {
    try { s.ref = /** @type {import("./state.js").Ref} JSON of Game.reference() */ (await ctx.reference()); } catch { s.ref = null; }
  }
  const ref = s.ref;
  const { sec, p } = helpParts(T);
  const own = () => h("span", { class: "r25-own", title: T("help.own_long"), text: T("help.own") });
  const rooms = (ref?.rooms || []).map((r) => h("tr", { class: `r25-help-room r25-c-${r.colour}`, dataset: { room: r.id } },
    h("td", { class: "r25-help-icon" }, h("span", { class: `r25-mini r25-c-${r.colour}`, "aria-hidden": "true", text: ICONS[r.id] || "?" })),
    h("th", { scope: "row" }, h("span", { class: "r25-help-ja", lang: "ja", text: r.name.ja }), h("br"), h("span", { class: "r25-help-en", lang: "en", text: r.name.en })),
    h("td", { text: colourName(r.colour) }),
    h("td", { text: r.effect[lang] }, r.stand_in ? own() : null),
    h("td", { class: "num" }, String(r.pool), r.pool_stand_in ? h("span", { class: "r25-own r25-own-s", title: T("help.own_long"), role: "img", "aria-label": T("help.own") }) : null)));
  const charsT = (ref?.characters || []).map((c) => h("li", {}, tokenEl(c.id, { small: true }), " ", h("strong", { text: `${c.name.ja} / ${c.name.en}` }), " — ", c.skill[lang]));
  const comps = (ref?.compositions || []).map((c) => h("li", { dataset: { comp: c.key } }, c.note[lang], " ", c.stand_in ? own() : null));
  const mac = ref?.mac;
  return h("div", { class: "r25-help-body" },
    // (each part names the sections of docs/rules/roomtwentyfive.md it explains: their examples follow
    // it; most of §8's decisions are about rooms)
    explains(sec(T("help.goal_title"), p("help.goal_coop"), p("help.goal_sus")), "§6"),
    explains(sec(T("help.turn_title"), p("help.turn"), p("help.actions"), p("help.look")), "§4", "§5"),
    explains(sec(T("help.rooms_title"), p("help.own_note"),
      scrollBox("r25-help-scroll", T("help.rooms_title"), h("table", { class: "r25-help-rooms", id: "r25-help-rooms" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("span", { class: "sr-only", text: T("help.icon") })), h("th", { scope: "col", text: T("help.room") }), h("th", { scope: "col", text: T("help.colour") }), h("th", { scope: "col", text: T("help.effect") }), h("th", { scope: "col" }, T("help.pool"), (ref?.rooms || []).some((r) => r.pool_stand_in) ? own() : null))),
        h("tbody", {}, rooms)))), "§2", "§2.1", "§8"),
    sec(T("help.comp_title"), h("ul", {}, comps)),
    sec(T("help.chars_title"), h("ul", { class: "r25-help-chars" }, charsT)),
    mac ? sec(T("help.mac_title"), h("p", {}, T("help.mac", { n: mac.cards.length }), " ", mac.stand_in ? own() : null)) : null,
    sec(T("help.turns_title"), p("help.turns", {
      coop: Object.entries(ref?.turns?.cooperation || {}).map(([n, t]) => `${n}→${t}`).join(", "),
      sus: Object.entries(ref?.turns?.suspicion || {}).map(([n, t]) => `${n}→${t}`).join(", "),
    })),
    sec(T("help.play_title"), p("help.play"), p("help.keys")));
}
