// Cucco view: the previous showdown (each card, why it was safe or penalised, what it cost)
// and the round and game results.

import { h as el, scrollBox } from "../../app/dom.js";
import { aside, listWords } from "../../app/viewkit.js";
import { cardEl } from "./cards.js";

/** @typedef {import("./view.js").Drawn} Drawn */

// ---- the previous showdown ------------------------------------------------------
/** @param {Drawn} v */
export function renderLast(v) {
  const { state, ctx, T, R, name, lastBox } = v;
  const d = state.obs.last_deal;
  lastBox.hidden = !d;
  if (!d) return;
  const penal = new Set(d.penalised || []);
  const lowest = new Set(d.lowest || []);
  const pairs = new Set(d.pairs || []);
  const elim = new Set(d.eliminated || []);
  const left = new Set(d.left || []);
  const rows = (d.order || []).map((s) => {
    const why = [];
    if (lowest.has(s)) why.push(T("last.lowest"));
    for (const r of d.disqualified?.[s] || []) why.push(T("seat.dq", { why: R(`reason_${r}`) }));
    if (pairs.has(s)) why.push(T("last.pair"));
    const fate = [];
    if (d.paid?.[s]) fate.push(T("last.paid", { n: d.paid[s] }));
    if (elim.has(s)) fate.push(T("status.eliminated"));
    if (left.has(s)) fate.push(T("status.left"));
    const card = d.cards?.[s];
    // a card worth more than its printed rank is a Matto taken from the deck
    const strong = card !== null && card !== undefined && d.values?.[s] !== card;
    return el("tr", { class: penal.has(s) ? "cu-penalised" : "cu-safe", dataset: { seat: String(s) } },
      el("th", { scope: "row", text: name(s) }),
      el("td", { class: "cu-last-card" }, cardEl(v, card ?? null, { size: "xs", strong })),
      el("td", { class: "cu-last-why" },
        penal.has(s) ? el("span", { class: "cu-mark-bad", "aria-hidden": "true", text: "✗\u00a0" }) : el("span", { class: "cu-mark-ok", "aria-hidden": "true", text: "✓\u00a0" }),
        el("span", { class: "cu-last-why-text", text: listWords(ctx, why) || T("last.safe") }),
        // a narrow view has no room for a fourth column: the penalty shows under the result (the CSS picks one)
        fate.length ? el("span", { class: "cu-last-fate-under", text: listWords(ctx, fate) }) : null),
      el("td", { class: "cu-last-fate", text: listWords(ctx, fate) }));
  });
  lastBox.replaceChildren(
    el("h3", { class: "cu-h", id: "cu-last-title", text: T("last.title", { round: d.round, deal: d.deal }) }),
    scrollBox("cu-table-scroll", T("last.title", { round: d.round, deal: d.deal }), el("table", { class: "cu-grid" },
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: ctx.t("app.result.player") }), el("th", { scope: "col", text: T("last.card") }), el("th", { scope: "col", text: T("last.result") }), el("th", { scope: "col", class: "cu-last-fate", text: T("last.fate") }))),
      el("tbody", {}, rows))));
}

// ---- round and game results -------------------------------------------------------
/** @param {Drawn} v */
export function renderResults(v) {
  const { state, ctx, T, name, resultsBox } = v;
  const rounds = state.obs.results || [];
  const over = state.obs.phase === "over";
  resultsBox.hidden = !rounds.length && !over;
  if (resultsBox.hidden) return;
  const parts = [el("h3", { class: "cu-h", id: "cu-results-title", text: over ? T("results.final") : T("results.title") })];
  if (over) {
    const winners = new Set(state.obs.winners || state.snap.outcome?.winners || []);
    parts.push(el("p", { class: "cu-over", id: "cu-over", text: winners.size ? T(winners.size === 1 ? "results.winner" : "results.winners", { names: listWords(ctx, [...winners].map(name)) }) : T("results.nobody") }));
    if (typeof state.obs.ended_by === "number" && Number.isInteger(state.obs.ended_by)) parts.push(el("p", { class: "cu-hint", text: T("results.ended_by", { name: name(state.obs.ended_by) }) }));
    const order = [...Array(state.obs.players).keys()].sort((a, b) => (state.obs.coins[b] - state.obs.coins[a]) || a - b);
    parts.push(el("table", { class: "cu-grid cu-standings" },
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: ctx.t("app.result.player") }), el("th", { scope: "col", class: "num", text: T("coins_col") }))),
      el("tbody", {}, order.map((s) => el("tr", { class: winners.has(s) ? "cu-winner" : "" },
        el("th", { scope: "row" }, name(s), winners.has(s) ? el("span", { class: "cu-star", text: " ★ " + T("results.won") }) : null,
          state.obs.status[s] === "left" ? el("span", { class: "cu-muted", text: aside(ctx, "", T("status.left")) }) : null),
        el("td", { class: "num", text: String(state.obs.coins[s]) }))))));
  }
  if (rounds.length) {
    parts.push(el("ol", { class: "cu-rounds" }, rounds.map((r, i) => el("li", {},
      el("strong", { text: T("results.round", { k: i + 1 }) + ": " }),
      typeof r.winner === "number" && Number.isInteger(r.winner) ? T("results.round_win", { name: name(r.winner), pot: r.pot }) : T("results.round_void", { pot: r.pot })))));
  }
  resultsBox.replaceChildren(...parts);
}
