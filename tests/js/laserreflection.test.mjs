// web/games/laserreflection/state.js: what the edge ring shows (clues and beams) in each phase,
// from the observation: the target while solving, the player's own clues while building.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { createState, edgesVisible, shownClues } from "../../web/games/laserreflection/state.js";
import { fmtClock } from "../../web/games/laserreflection/draw.js";

const TARGET = { L0: ["red", 2] };
const CURRENT = { L0: ["blue", 1] };
/** the view's state with this observation and seat */
const stateOf = (phase, me) => Object.assign(createState(), { obs: { phase }, me });

test("laserreflection: while solving the ring shows the target, never the board's own clues", () => {
  assert.equal(shownClues(stateOf("solving", { target: TARGET, current: CURRENT })), TARGET);
  assert.equal(edgesVisible(stateOf("solving", { target: null, current: CURRENT })), false, "no target yet: nothing is shown");
  assert.equal(shownClues(stateOf("solving", { target: null, current: CURRENT })), null);
});

test("laserreflection: while building, and between rounds, the player's own clues", () => {
  assert.equal(shownClues(stateOf("construction", { target: TARGET, current: CURRENT })), CURRENT);
  assert.equal(edgesVisible(stateOf("construction", { target: null, current: null })), true);
  assert.equal(edgesVisible(stateOf("between", { target: null, current: CURRENT })), true);
  assert.equal(edgesVisible(stateOf("between", { target: null, current: null })), false);
  assert.equal(shownClues(stateOf("between", null)), null, "a spectator has no clues of its own");
  assert.equal(edgesVisible(stateOf("between", null)), true, "a spectator sees the ring of what it is shown");
});

test("laserreflection: a time reads as the log writes it (m:ss.t, rounds.py fmt_ms)", () => {
  assert.equal(fmtClock(65_432), "1:05.4");
  assert.equal(fmtClock(12_900), "0:12.9");
  assert.equal(fmtClock(0), "0:00.0");
});
