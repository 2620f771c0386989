// Polis view: the help dialog's body — the rules in short and the component tables from the rules' reference.

import { h, scrollBox } from "../../app/dom.js";
import { explains, helpParts } from "../../app/viewkit.js";

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makeHelp(V) {
  const { S, T, amountWords, cardEl, ctx, nodeName, ownTag, resName, roundName, standIn, typeName, word } = V;

  // ---- help -----------------------------------------------------------------------------------------
  /** the help's body, from the rules' reference (asked once) */
  async function helpBody() {
    if (!S.ref) {
      try { S.ref = /** @type {import("./state.js").Ref} the rules' JSON */ (await ctx.reference()); } catch { S.ref = null; }
    }
    const { sec, p } = helpParts(T);
    /** @param {unknown} s */
    const src = (s) => (standIn(s) ? ownTag() : null);
    const poleis = Object.entries(S.ref?.poleis || {}).map(([id, x]) => h("tr", { dataset: { polis: id } },
      h("th", { scope: "row", text: word(x.name, id) }), h("td", { text: x.territory ? nodeName(x.territory) : nodeName(/** @type {string} a polis off the land is at sea */ (x.sea)) }),
      h("td", { class: "num", text: String(x.base) }), h("td", { class: "num", text: String(x.max) }), h("td", { class: "num", text: `+${x.growth}` }),
      h("td", { text: typeName(x.type) }), h("td", { text: (x.ports || []).map(nodeName).join(", ") || "–" }), h("td", {}, src(x.source))));
    const projects = Object.entries(S.ref?.projects || {}).map(([id, x]) => h("tr", {},
      h("th", { scope: "row", text: word(x.name, id) }), h("td", { text: typeName(x.type) }), h("td", { text: amountWords(x.cost) }),
      h("td", { class: "num", text: String(x.round_prestige) }), h("td", { class: "num", text: String(x.end_prestige) }), h("td", {}, src(x.source))));
    const cards = (S.ref?.battle_deck || []).map((c) => h("tr", {}, h("th", { scope: "row" }, cardEl(c.id, {}), " ", word(c.name, c.id)), h("td", { text: T(`formation.${c.formation}`) }), h("td", { class: "num", text: String(c.value) }), h("td", { class: "num", text: String(c.copies) }), h("td", {}, src(c.source))));
    const ref = S.ref;
    const events = (ref?.events || []).map((deck, i) => h("div", {},
      h("h4", { text: T("help.deck_n", { rounds: (/** @type {import("./state.js").Ref} has events */ (ref).round_deck || []).map((d, r) => (d === i ? roundName(r + 1) : null)).filter(Boolean).join(", ") }) }),
      h("ul", {}, (deck || []).map((e) => h("li", {}, h("strong", { text: word(e.name, e.id) }), e.copies > 1 ? ` ×${e.copies}` : "", " — ", word(e.effect, ""), " ", src(e.source))))));
    /** @param {unknown} s */
    const tuned = (s) => typeof s === "string" && s.includes("tribute tuned");
    const tribute = Object.entries(S.ref?.map || {}).filter(([, x]) => x.kind === "land").map(([id, x]) => h("tr", { dataset: { land: id } },
      h("th", { scope: "row", text: word(x.name, id) }), (x.tribute || []).map((r) => h("td", { text: resName(r) })),
      h("td", {}, src(x.source), tuned(x.source) ? h("span", { class: "po-tuned", text: ` ${T("help.tuned")}` }) : null)));
    const rates = S.ref?.rates;
    const rateRows = rates ? h("table", { class: "po-help-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "k" }), rates.goods.map((_, i) => h("th", { scope: "col", class: "num", text: String(i + 1) })))),
      h("tbody", {},
        h("tr", {}, h("th", { scope: "row", text: T("help.rate_goods") }), rates.goods.map((g) => h("td", { class: "num", text: String(g) }))),
        h("tr", {}, h("th", { scope: "row", text: T("help.rate_silver") }), rates.silver.map((g) => h("td", { class: "num", text: String(g) }))))) : null;
    /** @param {...string} keys */
    const th = (...keys) => h("thead", {}, h("tr", {}, keys.map((k) => h("th", { scope: "col", text: k ? T(`help.col_${k}`) : "" }))));
    return h("div", { class: "po-help-body" },
      sec(T("help.goal_title"), p("help.goal"), p("help.end")),
      sec(T("help.turn_title"), p("help.turn"), p("help.control")),
      // (each part names the sections of docs/rules/polis.md it explains: their examples follow it)
      explains(sec(T("help.actions_title"), h("ul", {}, ["hoplites", "galleys", "merchants", "project", "move", "sail", "siege", "collect", "trade", "proxenos", "redeem", "civil"].map((k) => h("li", { text: T(`help.act_${k}`) })))), "§4"),
      explains(sec(T("help.battle_title"), p("help.battle")), "§6"),
      explains(sec(T("help.roundend_title"), p("help.roundend")), "§5"),
      explains(sec(T("help.markets_title"), p("help.markets"), rateRows, rates ? h("p", {}, T("help.rates_note", { n: rates.shipload }), " ", src(rates.source)) : null), "§2.2"),
      sec(T("help.tables_title"), p("help.own_note"),
        h("h4", { text: T("help.poleis_title") }),
        scrollBox("po-help-scroll", T("help.poleis_title"), h("table", { class: "po-help-table", id: "po-help-poleis" }, th("polis", "where", "base", "max", "growth", "type", "ports", "source"), h("tbody", {}, poleis))),
        h("h4", { text: T("help.tribute_title") }), p("help.tribute_note"),
        scrollBox("po-help-scroll", T("help.tribute_title"), h("table", { class: "po-help-table", id: "po-help-tribute" },
          h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("help.col_where") }), [1, 2, 3, 4, 5].map((i) => h("th", { scope: "col", text: String(i) })), h("th", { scope: "col", text: T("help.col_source") }))),
          h("tbody", {}, tribute))),
        h("h4", { text: T("help.projects_title") }),
        scrollBox("po-help-scroll", T("help.projects_title"), h("table", { class: "po-help-table", id: "po-help-projects" }, th("tile", "type", "cost", "rp", "ep", "source"), h("tbody", {}, projects))),
        h("h4", { text: T("help.cards_title") }),
        scrollBox("po-help-scroll", T("help.cards_title"), h("table", { class: "po-help-table", id: "po-help-cards" }, th("card", "formation", "value", "copies", "source"), h("tbody", {}, cards))),
        h("h4", { text: T("help.events_title") }), events,
        S.ref?.pools ? p("help.pools", { h: S.ref.pools.hoplite, g: S.ref.pools.galley, m: S.ref.pools.merchant }) : null),
      sec(T("help.controls_title"), p("help.controls"), p("help.keys")));
  }

  return { helpBody };
}
