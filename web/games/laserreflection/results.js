// Laser Reflection view: the results under the board (rounds so far, and the running
// round while it runs) and the puzzles the rules let this seat see solved.

import { h as el } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { fmtClock, miniBoard } from "./draw.js";

/**
 * @typedef {import("./state.js").LaserView} LaserView
 * @typedef {import("./state.js").SeatShown} SeatShown
 * @typedef {import("./state.js").RoundResult} RoundResult
 */

/**
 * A seat's state in the running round, as the rules show it to this seat (a rival's result only once it is due).
 * @param {LaserView} v @param {SeatShown} p @param {number} i
 */
function liveCell({ s, R }, p, i) {
  const status = p.status;
  const icon = /** @type {Record<string, string>} */ ({ solved: "✓", gave_up: "⚑", timeout: "◷", ready: "✓", building: "✎", waiting: "…", solving: "◔", sitting_out: "–" })[status] || "";
  const detail = status === "solved" && typeof p.ms === "number" && Number.isFinite(p.ms) ? ` ${fmtClock(p.ms)}` : "";
  return el("td", { class: `lr-res lr-live lr-st-${status}${i === s.snap?.viewer ? " lr-me" : ""}`, dataset: { seat: String(i), status } },
    el("span", { class: "lr-res-icon", "aria-hidden": "true", text: icon }),
    el("span", { class: "lr-res-text", text: R(`status.${status}`) + detail }));
}

/** A seat's result of a finished round: time and rank, or how it ended, and its points. @param {LaserView} v @param {RoundResult} row */
function statusCell({ s, R }, row) {
  const icon = /** @type {Record<string, string>} */ ({ solved: "✓", gave_up: "⚑", timeout: "◷", sitting_out: "–" })[row.status] || "";
  const text = row.status === "solved" ? fmtClock(/** @type {number} a solved row has its time */ (row.ms)) + (row.rank && s.obs.mode !== "solo" ? ` (#${row.rank})` : "") : R(`status.${row.status}`);
  const pts = row.status === "sitting_out" ? "" : `${row.points > 0 ? "+" : ""}${row.points}`;
  return el("td", { class: `lr-res lr-res-${row.status}` },
    el("span", { class: "lr-res-icon", "aria-hidden": "true", text: icon }),
    el("span", { class: "lr-res-text", text }),
    pts ? el("span", { class: "lr-res-pts", text: pts }) : null);
}

/** The solo table: one row a puzzle, and the totals. @param {LaserView} v @param {any[]} rows @param {HTMLElement} heading */
function soloResults(v, rows, heading) {
  const { s, dom, T } = v;
  const results = dom.results;
  const body = el("tbody", {}, rows.map((row, k) => el("tr", {},
    el("th", { scope: "row", text: T("results.puzzle", { k: k + 1 }) }),
    statusCell(v, { ...row[0], points: null, rank: 1 }))));
  const solved = rows.filter((r) => r[0].status === "solved");
  const totalMs = solved.reduce((a, r) => a + r[0].ms, 0);
  results.replaceChildren(heading, el("table", { class: "lr-table" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: T("results.puzzle_col") }), el("th", { scope: "col", text: T("results.result") }))),
    body),
  el("p", { class: "lr-summary", text: T("results.solo_summary", { solved: solved.length, total: rows.length, time: fmtClock(totalMs), hints: s.obs.players[0]?.hints ?? 0 }) }));
  for (const td of results.querySelectorAll(".lr-res-pts")) td.remove();
}

/** The results table (hidden in an embed until the round or game is over). @param {LaserView} v */
export function renderResults(v) {
  const { s, dom, T, ctx, name } = v;
  const obs = s.obs;
  const results = dom.results;
  const rows = obs.results || [];
  // one players table (the shell lists the seats): rounds so far, and this round while it runs
  const live = obs.mode !== "solo" && (obs.phase === "construction" || obs.phase === "solving");
  results.hidden = (!rows.length && !live) || (ctx.embed && obs.phase !== "over" && obs.phase !== "between");
  if (results.hidden) return;
  const heading = el("h3", { class: "lr-h", id: "lr-results-title", text: T("results.title") });
  if (obs.mode === "solo") {
    soloResults(v, rows, heading);
    return;
  }
  /** @type {number[]} */
  const players = obs.players.map((/** @type {unknown} */ _, /** @type {number} */ i) => i);
  const head = el("tr", {}, el("th", { scope: "col", text: ctx.t("app.result.player") }),
    rows.map((/** @type {unknown} */ _, /** @type {number} */ k) => el("th", { scope: "col", text: T("results.round", { k: k + 1 }) })),
    live ? el("th", { scope: "col", class: "lr-live-col", text: obs.phase === "construction" ? T("title.build") : `${T("race.title")} (${T("results.round", { k: obs.round })})` }) : null,
    el("th", { scope: "col", class: "num", text: T("total") }));
  const winners = new Set(obs.phase === "over" ? s.snap?.outcome?.winners || [] : []);
  const order = obs.phase === "over" ? [...players].sort((a, z) => obs.players[z].total - obs.players[a].total || a - z) : players;
  const body = el("tbody", {}, order.map((p) => el("tr", { class: winners.has(p) ? "lr-winner" : "" },
    el("th", { scope: "row" }, name(p), winners.has(p) ? el("span", { class: "lr-star", "aria-label": T("winner"), text: " ★" }) : null),
    rows.map((/** @type {RoundResult[]} */ row) => statusCell(v, row.find((x) => x.player === p) || { status: "sitting_out", points: 0 })),
    live ? liveCell(v, obs.players[p], p) : null,
    el("td", { class: "num lr-total", text: String(obs.players[p].total) }))));
  const parts = [heading, el("div", { class: "lr-table-scroll" }, el("table", { class: "lr-table" }, el("thead", {}, head), body))];
  const teamScores = s.snap?.outcome?.detail?.team_scores;
  if (obs.teams) {
    parts.push(el("ul", { class: "lr-teams" }, obs.teams.map((/** @type {number[]} */ members, /** @type {number} */ t) => el("li", {},
      el("strong", { text: ctx.t("core.label", { label: T("team", { team: t + 1 }) }) }), listWords(ctx, members.map(name)),
      Array.isArray(teamScores) ? ` — ${teamScores[t]}` : ""))));
  }
  results.replaceChildren(...parts);
}

/** The puzzles this seat may see laid out, newest first. @param {LaserView} v */
export function renderRevealed(v) {
  const { s, dom, T, ctx, name } = v;
  const obs = s.obs;
  const revealed = dom.revealed;
  // the rules decide what this seat may see: finished rounds' puzzles, and in
  // player-created mode only those it has already attempted (all at the end)
  /** @param {import("./state.js").Revealed} it */
  const label = (it) => {
    if (it.creator === null) return obs.mode === "solo" ? T("results.puzzle", { k: it.round }) : T("results.round", { k: it.round });
    return it.round === null ? T("revealed.by", { name: name(it.creator) }) : T("revealed.round_by", { round: it.round, name: name(it.creator) });
  };
  /** @type {{text: string, label: string}[]} */
  let items = (obs.revealed || []).map((/** @type {import("./state.js").Revealed} */ it) => ({ text: it.board, label: label(it) })).reverse();
  if (obs.phase === "between") items = items.slice(0, 1);
  if (ctx.embed && obs.phase !== "between") items = items.slice(0, 1);
  revealed.hidden = !items.length;
  if (!items.length) return;
  revealed.replaceChildren(
    el("h3", { class: "lr-h", id: "lr-revealed-title", text: obs.phase === "between" ? T("revealed.solution") : T("revealed.title") }),
    el("ul", { class: "lr-mini-list" }, items.map((it) => el("li", {}, el("figure", {}, miniBoard(it.text, it.label), el("figcaption", { text: it.label }))))),
  );
}
