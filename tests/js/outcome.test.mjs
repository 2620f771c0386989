// web/app/outcome.js: the ranking of the Game-over card.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { ranking } from "../../web/app/outcome.js";

const seatName = (seat) => `P${seat + 1}`;
const brief = (rows) => rows.map((r) => `${r.name}:${r.rank}${r.won ? "*" : ""}`);

test("by score, best first; winners share rank 1", () => {
  const rows = ranking({ scores: [3, 9, 5], winners: [1] }, seatName);
  assert.deepEqual(brief(rows), ["P2:1*", "P3:2", "P1:3"]);
  assert.deepEqual(rows.map((r) => r.seat), [1, 2, 0]);
});

test("a winner ranks first whatever the score (a final won on fewer points)", () => {
  assert.deepEqual(brief(ranking({ scores: [10, 4], winners: [1] }, seatName)), ["P2:1*", "P1:2"]);
});

test("ties share a rank, seats in order; the next rank counts the ones above", () => {
  assert.deepEqual(brief(ranking({ scores: [5, 7, 7, 2], winners: [] }, seatName)), ["P2:1", "P3:1", "P1:3", "P4:4"]);
  assert.deepEqual(brief(ranking({ scores: [6, 6, 1], winners: [0, 1] }, seatName)), ["P1:1*", "P2:1*", "P3:3"]);
});

test("a rival (a side no seat plays) ranks with the seats, under its own name", () => {
  const rows = ranking({ scores: [4], winners: [], rivals: [{ name: { ja: "ロボ", en: "Robot" }, score: 7, won: true }] }, seatName);
  assert.deepEqual(brief(rows), ["Robot:1*", "P1:2"]);
  assert.equal(rows[0].seat, null);
});

test("no outcome: no rows", () => {
  assert.deepEqual(ranking(null, seatName), []);
});
