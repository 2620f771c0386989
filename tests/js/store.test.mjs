// web/app/store.js: saved games in localStorage (a Storage in memory here).
import { MemoryStorage } from "./dom-stub.mjs";
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import * as store from "../../web/app/store.js";

beforeEach(() => {
  globalThis.window.localStorage = new MemoryStorage();
});

test("parseKey reads only tabletop:<game>:<slot> keys", () => {
  assert.deepEqual(store.parseKey(store.saveKey("cucco", "g12-ab_C")), { game: "cucco", slot: "g12-ab_C" });
  assert.equal(store.parseKey("tabletop.index"), null);
  assert.equal(store.parseKey("tabletop:Cucco:x"), null); // game ids are lower case
  assert.equal(store.parseKey("tabletop:cucco:a:b"), null);
  assert.equal(store.parseKey("other:cucco:x"), null);
});

test("listSaves: newest first, with moves; a save of another game or not JSON has no data", () => {
  store.write("cucco", "a", JSON.stringify({ game: "cucco", actions: ["x", "y"] }));
  store.write("polis", "b", JSON.stringify({ game: "cucco", actions: [] }), { over: true });
  store.write("polis", "c", "not json");
  const index = JSON.parse(globalThis.window.localStorage.getItem("tabletop.index"));
  index["tabletop:cucco:a"].updated = 3;
  index["tabletop:polis:b"].updated = 2;
  index["tabletop:polis:c"].updated = 1;
  globalThis.window.localStorage.setItem("tabletop.index", JSON.stringify(index));
  globalThis.window.localStorage.setItem("unrelated", "1");
  const saves = store.listSaves();
  assert.deepEqual(saves.map((s) => [s.game, s.slot, s.moves, s.over, s.data === null]), [
    ["cucco", "a", 2, false, false],
    ["polis", "b", 0, true, true],
    ["polis", "c", 0, false, true],
  ]);
});

test("markDamaged and keepAside: the save is kept under another key, out of the list", () => {
  store.write("cucco", "a", "{}");
  store.markDamaged("cucco", "a", { kind: "InvalidSave", message: "bad" });
  assert.deepEqual(store.listSaves()[0].damaged, { kind: "InvalidSave", message: "bad" });
  store.keepAside("cucco", "a");
  assert.deepEqual(store.listSaves(), []);
  assert.equal(globalThis.window.localStorage.getItem("tabletop-damaged:cucco:a"), "{}");
});

test("a refused write is reported, not thrown", () => {
  const problems = [];
  store.onProblem((e) => problems.push(e.message));
  globalThis.window.localStorage.setItem = () => {
    throw new Error("quota");
  };
  assert.equal(store.write("cucco", "a", "{}"), false);
  assert.deepEqual(problems, ["quota"]);
});

test("bot pace: an unknown setting reads as the default", () => {
  assert.equal(store.getPace(), "normal");
  store.setPace("fast");
  assert.equal(store.paceMs(), 200);
  store.setPace("warp");
  assert.equal(store.getPace(), "fast");
  globalThis.window.localStorage.setItem("tabletop.pace", "toString");
  assert.equal(store.getPace(), "normal");
});
