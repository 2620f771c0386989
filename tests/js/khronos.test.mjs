// web/games/khronos/: its families of legal actions picked with the kit (a tile or a verb, then
// a place on a board, then the surcharge variant), the squares that point at a place, and its words.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { input } from "../../web/games/khronos/input.js";
import { createState } from "../../web/games/khronos/state.js";
import { footOf, sizeOf, words } from "../../web/games/khronos/words.js";
import { viewT } from "./view-text.mjs";

/** a legal action as the rules hand it (pylib/tabletop/khronos/game.py action_parts) */
function built(verb, tile, board, cell, size, surcharge = []) {
  const text = `${verb} ${tile} ${board} ${cell.join(",")}${surcharge.length ? ` +${surcharge.join("")}` : ""}`;
  const args = [["tile", tile], ["board", board], ["cell", cell], ["size", size], ["surcharge", surcharge]];
  return { text, verb, args: args.map(([kind, value]) => ({ kind, value })) };
}
const onBuilding = (verb, board, cell) => ({ text: `${verb} ${board} ${cell.join(",")}`, verb, args: [{ kind: "board", value: board }, { kind: "cell", value: cell }] });
const TRAVEL = { text: "travel 1 faith", verb: "travel", args: [{ kind: "pawn", value: 1 }, { kind: "board", value: "faith" }] };
// a 2×2 building at 2,2 on Might: a demolition is pointed at on any of its squares
const BUILDING = { x: 2, y: 2, cells: [[2, 2], [3, 2], [2, 3], [3, 3]] };

/** the view's input over these legal actions, with the little of the hub it reads */
function picking(actions) {
  const state = createState();
  state.actions = actions;
  const ui = /** @type {any} */ ({ state, topLeftAt: (board, c) => (board === "might" && c[0] === BUILDING.x && c[1] === BUILDING.y ? BUILDING : null) });
  Object.assign(ui, input(ui));
  ui.buildFamilies();
  return ui;
}

test("khronos: a build and an upgrade of one tile are one family; travels are no family", () => {
  const ui = picking([built("build", "keep", "might", [5, 5], 3), built("upgrade", "keep", "faith", [9, 1], 3), built("build", "farm", "might", [0, 0], 1), TRAVEL]);
  assert.deepEqual([...ui.state.fams.keys()], ["tile:keep", "tile:farm"]);
  const keep = ui.state.fams.get("tile:keep");
  assert.deepEqual([...keep.boards], ["might", "faith"]);
  assert.equal(keep.places.size, 2);
  assert.equal(ui.state.fam, null, "several families and a travel: the player chooses");
});

test("khronos: a 3×3 tile is pointed at on its centre, its surcharge variants are one place", () => {
  const plain = built("build", "keep", "might", [5, 5], 3);
  const withM = built("build", "keep", "might", [5, 5], 3, ["M"]);
  const ui = picking([plain, withM, built("build", "keep", "might", [0, 0], 3), TRAVEL]);
  ui.state.fam = "tile:keep";
  assert.equal(ui.targetsAt("might", [5, 5]), null, "the top-left square of a 3×3 tile is not its target");
  assert.deepEqual(ui.targetsAt("might", [6, 6]).map((a) => a.text), [plain.text, withM.text]);
  assert.deepEqual(ui.targetsAt("might", [1, 1]).map((a) => a.text), ["build keep might 0,0"]);
  assert.equal(ui.state.fams.get("tile:keep").places.size, 2);
  assert.deepEqual(ui.selected(), [], "nothing selected yet");
  ui.state.picked = ui.state.fams.get("tile:keep").targets.get("might|6,6");
  assert.deepEqual(ui.selected().map((a) => a.text), [plain.text, withM.text]);
});

test("khronos: a building's action is pointed at on every square of it; a forced pick is selected at once", () => {
  const ui = picking([onBuilding("demolish", "might", [2, 2]), TRAVEL]);
  ui.state.fam = "demolish";
  for (const c of BUILDING.cells) assert.deepEqual(ui.targetsAt("might", c)?.map((a) => a.text), ["demolish might 2,2"], `square ${c}`);
  assert.equal(ui.targetsAt("might", [4, 4]), null);
  assert.equal(ui.targetsAt("faith", [2, 2]), null, "another board");
  const forced = picking([onBuilding("pick", "faith", [1, 1]), onBuilding("pick", "faith", [7, 3])]);
  assert.equal(forced.state.fam, "pick");
  assert.equal(forced.state.fams.get("pick").places.size, 2);
});

test("khronos: a tile's size and squares come from its parts", () => {
  const a = built("build", "town", "reason", [4, 7], 2);
  assert.equal(sizeOf(a), 2);
  assert.deepEqual(footOf(a), [[4, 7], [5, 7], [4, 8], [5, 8]]);
  assert.equal(footOf(onBuilding("demolish", "might", [2, 2])), null);
});

test("khronos: surcharge cards in words, in both languages", () => {
  // the shell's catalog gives the list separator (core.list_sep)
  const ctx = (lang) => ({ t: (k) => ({ "core.list_sep": lang === "ja" ? "、" : ", " })[k] ?? k });
  const say = (lang) => words(/** @type {any} */ ({ state: createState(), T: (k, args) => viewT("khronos", lang)(`khronos.view.${k}`, args), seatName: String, ctx: ctx(lang) }));
  assert.equal(say("en").cardsLong(["C", "M", "M"]), "2 Military, 1 Civil");
  assert.equal(say("ja").cardsLong(["C", "M", "M"]), "軍事2枚、市民1枚");
  assert.equal(say("en").cardsLong([]), "");
  assert.equal(say("ja").tileName("keep"), viewT("khronos", "ja")("khronos.view.tile.keep"));
  assert.notEqual(say("ja").tileName("keep"), say("en").tileName("keep"));
});
