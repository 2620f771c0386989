// Arctic Scavengers view: the final score. The winners, how a tie was broken,
// and per seat the people each card brings, cards without people, gangs (HQ)
// and the total, from the result's detail (the rules' own breakdown).

import { drawn } from "./state.js";
import { h, put, scrollBox } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { icon, pip } from "./cards.js";

/**
 * A seat's row of the final count (the outcome's detail: the rules' JSON).
 * @typedef {{seat: number, cards: {card: string, count: number, people: number}[], card_people: number, gangs: string[], people: number, contested: number}} FinalRow
 */

/** @param {import("./state.js").View} v */
export function renderFinal(v) {
  const { T, R, info, name } = v;
  const { obs, snap } = drawn(v.s);
  const finalEl = v.el.finalEl;
  const result = obs.result || snap.outcome;
  const found = /** @type {FinalRow[] | undefined} the rules' JSON */ (result?.detail?.players);
  finalEl.hidden = !(obs.phase === "over" && found);
  if (finalEl.hidden || !result || !found) { put(finalEl); return; }
  const rows = found;
  const winners = new Set(result.winners || []);
  const keys = Object.keys(obs.cards).filter((k) => rows.some((r) => r.cards.some((c) => c.card === k)));
  const withPeople = keys.filter((k) => info(k)?.people);
  const noPeople = keys.filter((k) => !info(k)?.people);
  /** @param {FinalRow} r @param {string} k */
  const cell = (r, k) => {
    const c = r.cards.find((x) => x.card === k);
    return h("td", { class: "num", dataset: { seat: String(r.seat), card: k, count: String(c?.count || 0), people: String(c?.people || 0) } },
      c ? h("span", {}, h("span", { class: "as-times", text: `${c.count}×` }), " ", h("strong", { text: String(c.people) })) : "–");
  };
  const head = h("tr", {}, h("th", { scope: "col", text: T("final.card") }), rows.map((r) => h("th", { scope: "col", class: `num${winners.has(r.seat) ? " as-win-col" : ""}` },
    winners.has(r.seat) ? h("span", { "aria-hidden": "true", text: "★ " }) : null, name(r.seat))));
  const body = withPeople.map((k) => h("tr", { dataset: { card: k } },
    h("th", { scope: "row" }, h("span", { class: "as-final-card", text: v.cname(k) }), " ", pip("people", /** @type {import("./state.js").CardInfo} */ (info(k)).people, T)),
    rows.map((r) => cell(r, k))));
  if (noPeople.length) {
    body.push(h("tr", { class: "as-zero" }, h("th", { scope: "row", text: T("final.no_people") }),
      rows.map((r) => h("td", { class: "num", text: String(r.cards.filter((c) => !info(c.card)?.people).reduce((a, c) => a + c.count, 0)) + T("final.cards_suffix") }))));
  }
  body.push(h("tr", { class: "as-sub" }, h("th", { scope: "row", text: T("final.card_people") }), rows.map((r) => h("td", { class: "num", text: String(r.card_people) }))));
  if (obs.hq || rows.some((r) => r.gangs.length)) {
    body.push(h("tr", { class: "as-gangs" }, h("th", { scope: "row", text: T("final.gangs") }),
      rows.map((r) => h("td", { class: "num", dataset: { seat: String(r.seat), gangs: r.gangs.join(",") } },
        r.gangs.length ? listWords(v.ctx, r.gangs.map((g) => `${R(`gang.${g}`)} +5`)) : "–"))));
  }
  body.push(h("tr", { class: "as-total" }, h("th", { scope: "row", text: T("final.total") }),
    rows.map((r) => h("td", { class: "num", dataset: { seat: String(r.seat), total: String(r.people) } }, h("strong", { text: String(r.people) })))));
  body.push(h("tr", { class: "as-contested-row" }, h("th", { scope: "row", text: T("final.contested") }),
    rows.map((r) => h("td", { class: "num", text: String(r.contested) }))));
  const names = listWords(v.ctx, [...winners].map(name));
  let verdict = winners.size > 1 ? T("final.winners", { names }) : T("final.winner", { names });
  const tb = result.detail?.tie_break;
  if (tb === "contested") verdict += " " + T("final.by_contested");
  if (tb === "shared") verdict += " " + T("final.shared");
  put(finalEl,
    h("h3", { class: "as-h", id: "as-final-title" }, icon("people"), T("final.title")),
    h("p", { class: "as-verdict", id: "as-verdict" }, h("span", { "aria-hidden": "true", text: "★ " }), verdict),
    scrollBox("as-table-scroll", T("final.title"), h("table", { class: "as-grid", id: "as-final-table" }, h("thead", {}, head), h("tbody", {}, body))));
}
