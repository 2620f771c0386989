// Magic circle view: score breakdowns (base, formations, multiplier, score) of a finished match or of
// a seat's live preview, with a small drawing of the scored circle.

import { h } from "../../app/dom.js";
import { s, coinShape, slotShape, parseCircle } from "./coins.js";
import { drawn } from "./state.js";

/** @typedef {import("./state.js").View} View */

const WHERE = new Set(["outer_square", "inner_square", "outer_circle", "inner_circle", "NE-SW", "NW-SE"]);

/**
 * The breakdown panels of one mounted view.
 * @param {View} v
 */
export function breakdowns(v) {
  const { T, R, lang, otherLang, fmt, ctx } = v;
  const st = drawn(v.st); // its functions draw: they run only after a render

  /** @param {string | null | undefined} where */
  function whereText(where) {
    return where && WHERE.has(where) ? T(`where.${where}`) : where || "";
  }

  /**
   * @param {import("./state.js").Score} bd
   * @param {import("./state.js").BreakdownOptions} [options]
   */
  function breakdownEl(bd, { seatNo = null, title = null, mini = true } = {}) {
    const rows = [];
    /** @param {number} n */
    const f = (n) => fmt(n);
    const baseFormula = bd.activated
      ? T("bd.formula_on", { m: bd.m, d: bd.d })
      : T("bd.formula_off", { k: bd.k, m: bd.m, d: bd.d });
    rows.push(h("tr", { class: "mc-bd-base" },
      h("th", { scope: "row" }, T("bd.base"), h("span", { class: "mc-bd-note", text: baseFormula })),
      h("td", { class: "num", text: f(bd.base) })));
    if (bd.formations.length) {
      for (const fo of bd.formations) {
        const nm = fo.name?.[lang] || R(`formation.${fo.id}`);
        const alt = fo.name?.[otherLang] || "";
        const where = whereText(fo.where);
        rows.push(h("tr", { class: "mc-bd-form", "data-id": fo.id, "data-bonus": String(fo.bonus) },
          h("th", { scope: "row" }, h("span", { class: "mc-bd-name", lang, text: nm }), " ", h("span", { class: "mc-bd-alt", lang: otherLang, text: alt }),
            where ? h("span", { class: "mc-bd-where", text: where }) : null),
          h("td", { class: "num", text: `+${(fo.bonus / 100).toFixed(2)}` })));
      }
    } else {
      rows.push(h("tr", { class: "mc-bd-none" }, h("th", { scope: "row", colspan: "2", text: T("bd.no_formations") })));
    }
    rows.push(h("tr", { class: "mc-bd-mult" }, h("th", { scope: "row", text: T("bd.multiplier") }), h("td", { class: "num", text: `×${bd.multiplier}` })));
    rows.push(h("tr", { class: "mc-bd-score" }, h("th", { scope: "row", text: ctx.t("app.result.score") }), h("td", { class: "num", text: f(bd.score) })));
    const status = bd.activated
      ? h("span", { class: "mc-badge mc-badge-on" }, h("span", { "aria-hidden": "true", text: "✦ " }), T("bd.activated"))
      : h("span", { class: "mc-badge mc-badge-off" }, h("span", { "aria-hidden": "true", text: "○ " }), T("bd.not_activated"));
    const invalid = !bd.activated && bd.invalid?.length ? h("p", { class: "mc-bd-invalid", text: T("bd.incomplete", { list: incompleteParts(bd.invalid).join(T("list_sep")) }) }) : null;
    return h("div", {
      class: "mc-breakdown", "data-score": String(bd.score), "data-base": String(bd.base), "data-multiplier": String(bd.multiplier_percent),
      "data-seat": seatNo === null ? null : String(seatNo), "data-circle": bd.circle,
    },
    title ? h("h4", { class: "mc-bd-title" }, title) : null,
    mini ? h("div", { class: "mc-bd-head" }, miniCircle(bd.circle), h("div", { class: "mc-bd-meta" }, status,
      h("div", { class: "mc-bd-eq", text: `${f(bd.base)} × ${bd.multiplier} = ${f(bd.score)}` }),
      h("div", { class: "mc-bd-circle-text", text: bd.circle }))) : h("div", { class: "mc-bd-head" }, status),
    h("table", { class: "mc-bd-table" }, h("tbody", {}, rows)),
    invalid);
  }

  /** The parts named by a breakdown's invalid positions (presentation only: ids start with the part). */
  /** @param {string[]} ids */
  function incompleteParts(ids) {
    const prefixes = { Eo: "outer_square", Mo: "outer_circle", Ei: "inner_square", Mi: "inner_circle" };
    const out = [];
    for (const [pre, part] of Object.entries(prefixes)) if (ids.some((id) => id.startsWith(pre))) out.push(T(`part.${part}`));
    if (ids.includes("F")) out.push(T("bd.focus_empty"));
    return out;
  }

  /** @param {string} text */
  function miniCircle(text) {
    const coins = parseCircle(text);
    const H = Math.SQRT1_2;
    const svg = s("svg", { class: "mc-mini-circle", viewBox: "-1.2 -1.2 2.4 2.4", "aria-hidden": "true", width: 120, height: 120 },
      s("rect", { x: -1, y: -1, width: 2, height: 2, class: "mc-part" }), s("circle", { r: 1, class: "mc-part" }),
      s("rect", { x: -H, y: -H, width: 2 * H, height: 2 * H, class: "mc-part" }), s("circle", { r: H, class: "mc-part" }));
    for (const pos of st.obs.positions) {
      const code = coins[pos.index];
      const g = s("g", { transform: `translate(${pos.x.toFixed(4)} ${(-pos.y).toFixed(4)})` });
      g.append(code ? coinShape(code, 0.15) : slotShape(pos.kind, 0.15));
      svg.append(g);
    }
    return svg;
  }

  /** @param {number} p */
  function previewEl(p) {
    const seat = st.obs.seats[p];
    const bd = seat.preview;
    if (!bd) return null;
    const key = String(p);
    // an embed shows the breakdown of a circle worth showing (complete, or with formations) at once
    const open = st.previewOpen.has(key) ? st.previewOpen.get(key) : !!ctx.embed && (bd.complete || bd.formations.length > 0);
    const details = h("details", { class: "mc-preview", "data-seat": key, open },
      h("summary", { class: "mc-preview-sum" },
        h("span", { class: "mc-preview-label", text: bd.activated ? T("preview.if_activated") : T("preview.if_ended") }),
        h("span", { class: "mc-preview-eq", text: `${fmt(bd.base)} × ${bd.multiplier} = ${fmt(bd.score)}` })),
      breakdownEl(bd, { seatNo: p, mini: false }));
    details.addEventListener("toggle", () => { if (details.open !== open || st.previewOpen.has(key)) st.previewOpen.set(key, details.open); });
    return details;
  }

  return { breakdownEl, previewEl };
}
