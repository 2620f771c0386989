// web/games/magiccircle/state.js: the legal actions' parts as the view's moves (the coins that may
// move, where each may go, the buttons), and the stocks a coin may be salvaged from.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { movesOf, salvageStocks } from "../../web/games/magiccircle/state.js";

/** a legal action as the rules hand it */
const act = (text, ...args) => ({ text, verb: text.split(" ")[0], args: args.map(([kind, value]) => ({ kind, value })) });

test("magiccircle: each hand coin's places, stock and salvages, and the buttons", () => {
  const m = movesOf([
    act("place h1 MoN", ["source", "h1"], ["position", "MoN"]), act("place h1 MoE", ["source", "h1"], ["position", "MoE"]),
    act("stock h1", ["source", "h1"]), act("salvage h5 own", ["source", "h5"], ["stock", "own"]), act("salvage h5 opp", ["source", "h5"], ["stock", "opp"]),
    act("done"),
  ]);
  assert.deepEqual([...m.sources], ["h1", "h5"]);
  assert.deepEqual([...m.place.get("h1")], [["MoN", "place h1 MoN"], ["MoE", "place h1 MoE"]]);
  assert.equal(m.place.has("h5"), false, "h5 may only be salvaged");
  assert.equal(m.stock.get("h1"), "stock h1");
  assert.deepEqual([...salvageStocks(m)], ["own", "opp"]);
  assert.deepEqual([m.done, m.end, m.activate], ["done", null, null]);
});

test("magiccircle: nothing legal, no moves", () => {
  const m = movesOf([act("end")]);
  assert.equal(m.sources.size, 0);
  assert.equal(salvageStocks(m).size, 0);
  assert.equal(m.end, "end");
});
