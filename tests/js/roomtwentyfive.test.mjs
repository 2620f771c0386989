// web/games/roomtwentyfive/choice.js: the legal actions as families (a button each) and the
// units picked one at a time after it, and their words in both languages.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { choice, families, famLabel, unitLabel } from "../../web/games/roomtwentyfive/choice.js";
import { programmes, settleProgram } from "../../web/games/roomtwentyfive/program.js";
import { createState, forgetPrograms, switchProgram } from "../../web/games/roomtwentyfive/state.js";
import { makeWords, nameParts } from "../../web/games/roomtwentyfive/words.js";
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

/** every programme of `name` over `tokens`, one or two different ones, with Adrenaline when `adr` */
function programmesOf(name, tokens, adr = false) {
  const out = [];
  const seqs = [...tokens.map((a) => [a]), ...tokens.flatMap((a) => tokens.filter((b) => b !== a).map((b) => [a, b]))];
  for (const seq of seqs) {
    const args = [["char", name], ...seq.map((a) => ["action", a])];
    out.push(act(`program ${name} ${seq.join(" ")}`, ...args));
    if (adr && seq.length) for (const t of tokens) out.push(act(`program ${name} ${seq.join(" ")} adrenaline ${t}`, ...args, ["adrenaline", t]));
  }
  return out;
}

test("roomtwentyfive: the tokens picked for one character are kept while another is programmed", () => {
  const TOKS = ["look", "move", "push", "control"];
  const s = stateOf([...programmesOf("alice", TOKS, true), ...programmesOf("max", TOKS)]);
  settleProgram(s, programmes(s.actions));
  assert.equal(s.progChar, "alice", "the first character to program is chosen");
  s.progSeq = ["move", "look"];
  switchProgram(s, "max");
  assert.deepEqual([s.progChar, s.progSeq], ["max", []]);
  s.progSeq = ["push"];
  switchProgram(s, "alice");
  assert.deepEqual(s.progSeq, ["move", "look"], "Alice's picks came back");
  assert.deepEqual(s.progKept.get("max")?.seq, ["push"], "and Max's are kept");
  // Alice is programmed: the rules hand Max's programmes only, and his kept picks come back
  s.actions = programmesOf("max", TOKS);
  settleProgram(s, programmes(s.actions));
  assert.deepEqual([s.progChar, s.progSeq, s.progDropped], ["max", ["push"], []]);
  forgetPrograms(s);
  assert.deepEqual([s.progChar, s.progSeq, s.progKept.size], [null, [], 0]);
});

test("roomtwentyfive: kept tokens that no legal programme continues are dropped, and said to be", () => {
  const s = stateOf([...programmesOf("alice", ["look", "move"], true), ...programmesOf("max", ["look", "move"])]);
  settleProgram(s, programmes(s.actions));
  s.progSeq = ["move", "look"];
  s.progAdr = true;
  switchProgram(s, "max");
  s.progSeq = ["look"];
  // the rules now offer Alice a single action and no Adrenaline (a Cold Room), Max no Look
  s.actions = [...programmesOf("alice", ["look", "move"]).filter((a) => a.args.length === 2), ...programmesOf("max", ["move"])];
  settleProgram(s, programmes(s.actions));
  assert.deepEqual([s.progChar, s.progSeq], ["max", []]);
  assert.equal(s.progKept.has("alice"), false);
  assert.deepEqual(s.progDropped.sort(), ["alice", "max"]);
  switchProgram(s, "alice");
  assert.deepEqual([s.progSeq, s.progAdr, s.progDropped], [[], false, []], "the notice goes with the next pick");
});

test("roomtwentyfive: a room's name breaks where a word ends, never inside one", () => {
  const ja = (name) => nameParts(name, "ja").pieces;
  assert.deepEqual(ja("タイマールーム"), ["タイマー", "ルーム"]);
  assert.deepEqual(ja("セントラルルーム"), ["セントラル", "ルーム"]);
  assert.deepEqual(ja("酸のプール"), ["酸の", "プール"]);
  assert.deepEqual(ja("水攻め部屋"), ["水攻め", "部屋"]);
  assert.deepEqual(ja("瞬間移動室"), ["瞬間移動", "室"]);
  assert.deepEqual(ja("暗室"), ["暗室"], "a closing 室 stays with a single character");
  assert.deepEqual(ja("ルーム25"), ["ルーム25"]);
  assert.deepEqual(ja("リジェネレイション"), ["リジェネ", "レイション"], "a long word is halved, not before a small kana");
  assert.equal(nameParts("ピボッティングルーム", "ja").em, 7, "its widest piece sets its size");
  assert.deepEqual(nameParts("Regeneration Room", "en").pieces, ["Regeneration ", "Room"]);
  assert.ok(nameParts("Regeneration Room", "en").em > nameParts("Central Room", "en").em);
  assert.equal(nameParts("Central Room", "en", 1.3).em, Math.max(nameParts("Central", "en").em, nameParts("Room", "en").em + 1.3),
    "what follows the last piece counts on its line");
});
