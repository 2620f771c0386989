// web/games/roomtwentyfive/choice.js: the legal actions as families (a button each) and the
// units picked one at a time after it, and their words in both languages.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { choice, families, famLabel, unitLabel } from "../../web/games/roomtwentyfive/choice.js";
import { createState } from "../../web/games/roomtwentyfive/state.js";
import { makeWords } from "../../web/games/roomtwentyfive/words.js";
import { viewT } from "./view-text.mjs";

/** a legal action as the rules hand it (pylib/tabletop/roomtwentyfive/actions.py parts) */
const act = (text, ...args) => ({ text, verb: text.split(" ")[0], args: args.map(([kind, value]) => ({ kind, value })) });
const ROBOT = [
  act("robot 0 move 1,2", ["robot", 0], ["order", "move"], ["cell", [1, 2]]),
  act("robot 0 move 2,1", ["robot", 0], ["order", "move"], ["cell", [2, 1]]),
  act("robot 0 push alice 1,2", ["robot", 0], ["order", "push"], ["char", "alice"], ["cell", [1, 2]]),
];
const PUSH = [act("push alice 1,2", ["char", "alice"], ["cell", [1, 2]]), act("push max 1,2", ["char", "max"], ["cell", [1, 2]]), act("push max 3,2", ["char", "max"], ["cell", [3, 2]])];
const CONTROL = act("control row 3 left", ["line", ["row", 3, "left"]]);
const PROGRAM = act("program max look move", ["char", "max"], ["action", "look"], ["action", "move"]);

/** the view's state over these legal actions */
function stateOf(actions, family = null, picked = []) {
  return Object.assign(createState(), { actions, family, picked });
}

test("roomtwentyfive: a robot's order names its family; a programme is none", () => {
  const fams = families(stateOf([...ROBOT, ...PUSH, CONTROL, PROGRAM, act("pass")]));
  assert.deepEqual([...fams.keys()], ["robot 0 move", "robot 0 push", "push", "control", "pass"]);
  assert.deepEqual(fams.get("robot 0 push").list.map((x) => x.args.map((u) => u.v)), [["alice", "1,2"]]);
  assert.equal(fams.get("control").list[0].args[0].v, "row 3 left", "a line's key is its words");
});

test("roomtwentyfive: the units picked one at a time narrow the family's actions", () => {
  let c = choice(stateOf(PUSH, "push"));
  assert.deepEqual(c.nextUnits.map((u) => u.v), ["alice", "max"]);
  c = choice(stateOf(PUSH, "push", [c.nextUnits[1]]));
  assert.deepEqual(c.cands.map((x) => x.text), ["push max 1,2", "push max 3,2"]);
  assert.deepEqual(c.nextUnits.map((u) => u.v), ["1,2", "3,2"]);
  assert.equal(choice(stateOf([...PUSH, act("pass")])).fam, "push", "the one family with arguments is chosen at once");
  assert.equal(choice(stateOf([...PUSH, CONTROL])).fam, null, "two of them: the player chooses");
});

test("roomtwentyfive: families and units in words, in both languages", () => {
  const fams = families(stateOf([...ROBOT, CONTROL]));
  const say = (lang) => makeWords({ t: viewT("roomtwentyfive", lang), lang, seats: [] }, createState());
  const en = say("en");
  const ja = say("ja");
  assert.equal(famLabel(en, fams.get("robot 0 push")), "Robot 1: push");
  assert.equal(famLabel(ja, fams.get("robot 0 push")), "ロボット1：突き飛ばし");
  const line = fams.get("control").list[0].args[0];
  assert.equal(unitLabel(en, line), "row 3 left");
  assert.equal(unitLabel(ja, line), "行3を左へ");
  const cell = fams.get("robot 0 move").list[0].args[0];
  assert.equal(unitLabel(en, cell), "room 1,2");
  assert.equal(unitLabel(ja, cell), "部屋1,2");
});
