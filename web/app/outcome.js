// A finished game's result as every page shows it (the Game-over card; the saved games can use
// the same): the rules' Outcome {scores, winners, detail, rivals?}. `rivals` are sides ranked with
// the seats that no seat plays (a solo game's robot): a rival's win is a win, not "nobody wins".

import { label, t } from "./i18n.js";

/**
 * The ranking, best first: [{seat (null for a rival), name, score, won, rank}]. Winners rank 1st
 * whatever their score (a final's winner may have fewer points); the others follow by score.
 * @param {TabletopOutcome | null | undefined} outcome
 * @param {(seat: number) => string} seatName
 * @returns {TabletopRank[]}
 */
export function ranking(outcome, seatName) {
  const winners = new Set(outcome?.winners || []);
  /** @type {TabletopRank[]} */
  const rows = [
    ...(outcome?.scores || []).map((score, seat) => ({ seat, name: seatName(seat), score, won: winners.has(seat) })),
    ...(outcome?.rivals || []).map((r) => ({ seat: null, name: label(r.name), score: r.score, won: !!r.won })),
  ];
  rows.sort((a, b) => Number(b.won) - Number(a.won) || b.score - a.score); // stable: seats in order on a tie
  const won = rows.filter((r) => r.won).length;
  for (const r of rows) r.rank = r.won ? 1 : 1 + won + rows.filter((o) => !o.won && o.score > r.score).length;
  return rows;
}

/** "A wins!", "A, B win!" or "Nobody wins.", rivals included. @param {TabletopOutcome | null | undefined} outcome @param {(seat: number) => string} seatName */
export function winnerText(outcome, seatName) {
  const names = ranking(outcome, seatName).filter((r) => r.won).map((r) => r.name);
  if (!names.length) return t("app.result.nobody");
  return t(names.length === 1 ? "app.result.winner" : "app.result.winners", { names: names.join(t("core.list_sep")) });
}
