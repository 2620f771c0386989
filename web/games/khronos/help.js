// Khronos view: the help dialog's body, read from the rules' reference.

import { h } from "../../app/dom.js";
import { explains } from "../../app/viewkit.js";

/** @param {import("./state.js").KhView} ui */
export function help(ui) {
  const { state, ctx, T } = ui;
  /** the help's body, from the rules' reference (asked once) */
  async function helpBody() {
    if (!state.ref) {
      try { state.ref = /** @type {import("./state.js").Ref} the rules' JSON */ (await ctx.reference()); } catch { state.ref = null; }
    }
    /** @param {string} title @param {...any} content */
    const sec = (title, ...content) => h("section", {}, h("h3", { text: T(title) }), ...content);
    // (each part names the sections of docs/rules/khronos.md it explains: their examples follow it)
    /** @param {string[]} rules @param {string} title @param {...any} content */
    const part = (rules, title, ...content) => explains(sec(title, ...content), ...rules);
    /** @param {string} k */
    const p = (k) => h("p", { text: T(k) });
    const tiles = (state.ref?.tiles || []).map((t) => h("tr", { dataset: { tile: t.tile } },
      h("th", { scope: "row" }, ui.kindChip(t.kind), " ", ui.tileName(t.tile)), h("td", { class: "num", text: String(t.value) }), h("td", { text: `${t.size}×${t.size}` }),
      h("td", { class: "num", text: String(t.count) }), h("td", { text: t.ripples ? T("help.yes") : T("help.no") })));
    const sur = state.ref?.surcharge ? Object.entries(state.ref.surcharge).map(([n, s]) => h("tr", {}, h("th", { scope: "row", text: T("help.n_players", { n }) }), h("td", { class: "num", text: `+${s.forest}` }), h("td", { class: "num", text: `+${s.mountain}` }))) : [];
    return h("div", { class: "kh-help-body" },
      sec("help.goal_title", p("help.goal")),
      sec("help.ages_title", p("help.ages"), p("help.standin")),
      sec("help.tiles_title", p("help.tiles"), tiles.length ? h("div", { class: "kh-scroll" }, h("table", { id: "kh-help-tiles" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("help.col_tile") }), h("th", { scope: "col", text: T("help.col_value") }), h("th", { scope: "col", text: T("help.col_size") }), h("th", { scope: "col", text: T("help.col_count") }), h("th", { scope: "col", text: T("help.col_ripples") }))),
        h("tbody", {}, tiles))) : null),
      part(["§4", "§11"], "help.turn_title", p("help.turn")),
      part(["§5"], "help.actions_title", p("help.actions")),
      part(["§6"], "help.terrain_title", p("help.terrain"), sur.length ? h("table", { id: "kh-help-surcharge" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("help.col_players") }), h("th", { scope: "col", text: T("terrain.forest") }), h("th", { scope: "col", text: T("terrain.mountain") }))),
        h("tbody", {}, sur)) : null),
      sec("help.domains_title", p("help.domains")),
      part(["§7"], "help.ripple_title", p("help.ripple")),
      part(["§8"], "help.junction_title", p("help.junction")),
      part(["§9"], "help.earnings_title", p("help.earnings")),
      sec("help.reading_title", p("help.reading")),
      sec("help.play_title", p("help.play"), p("help.keys")));
  }

  return { helpBody };
}
