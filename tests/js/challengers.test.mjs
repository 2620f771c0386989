// web/games/challengers/: the table of a match after some of its steps (the rules' deltas
// applied, nothing computed: replay.js replayState), and who a team is, in both languages.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { helpers, pickKeysHint, versusRow } from "../../web/games/challengers/helpers.js";
import { replayState } from "../../web/games/challengers/replay.js";
import { viewT } from "./view-text.mjs";

// the first steps of a recorded match (a 2-player game's round 1), as the observation gives them
const STEPS = [
  { kind: "start", holder: 0, attacker: 1, decks: [8, 8], attack: null, defence: null },
  { kind: "reveal", team: 0, card: "newcomer", role: "flag", power: 1, attack: null, defence: null },
  { kind: "flag", team: 0, card: "newcomer", stack: ["newcomer"], attack: null, defence: 1 },
  { kind: "reveal", team: 1, card: "champion_s", role: "attack", power: 4, attack: 4, defence: 1 },
  { kind: "capture", team: 1, attack: 4, defence: 1 },
  { kind: "bench", team: 0, card: "newcomer", owner: 0, slot: 0, from: "flag", attack: 4, defence: null },
  { kind: "flag", team: 1, card: "champion_s", stack: ["champion_s"], attack: null, defence: 4 },
  { kind: "fans", team: 1, value: 2, fans: 2, attack: null, defence: 4 },
  { kind: "end", winner: 1, loser: 0, reason: "deck", attack: null, defence: 0 },
];
const MATCH = /** @type {any} */ ({ round: 1, park: 0, teams: [0, 1], steps: STEPS });
const V = /** @type {any} */ ({ card: () => null });

test("challengers: a revealed attack against the flag, then its capture", () => {
  const st = replayState(V, MATCH, 4);
  assert.deepEqual(st.flag, [{ key: "newcomer", power: 1 }]);
  assert.deepEqual(st.attack, [{ key: "champion_s", power: 4 }]);
  assert.deepEqual([st.holder, st.attacker, st.attackTotal, st.defence, st.captured], [0, 1, 4, 1, true]);
  assert.deepEqual([st.sides[0].deck, st.sides[1].deck], [7, 7]);
});

test("challengers: the captured flag goes to the bench and the attacker holds the flag", () => {
  const st = replayState(V, MATCH, 6);
  assert.deepEqual(st.sides[0].bench[0], [{ key: "newcomer", owner: 0 }]);
  assert.deepEqual(st.flag, [{ key: "champion_s", power: 4 }]);
  assert.deepEqual([st.holder, st.attacker, st.captured, st.attack.length, st.defence], [1, 0, false, 0, 4]);
  const end = replayState(V, MATCH, 99);
  assert.deepEqual([end.winner, end.reason, end.sides[1].fans, end.defence], [1, "deck", 2, 4], "the end keeps the last totals");
});

test("challengers: the robot and an unnamed seat in words, in both languages", () => {
  for (const [lang, robot, player] of [["en", "Robot (level 3)", "Player 2"], ["ja", "ロボット（レベル3）", "プレイヤー2"]]) {
    const t = viewT("challengers", lang);
    const ctx = { lang, seats: [], t: (k, args) => (k === "core.player" ? { en: `Player ${args.n}`, ja: `プレイヤー${args.n}` }[lang] : t(k, args)) };
    const state = { obs: { npc: 0, npc_level: 3 }, cards: new Map(), acts: [] };
    const h = helpers(/** @type {any} */ ({ state, ctx, lang, T: (k, args) => t(`challengers.view.${k}`, args) }));
    assert.equal(h.name(0), robot);
    assert.equal(h.name(1), player);
    assert.equal(h.parkLabel(1), lang === "en" ? "▲ Park 2" : "▲ パーク2");
  }
});

test("challengers: the arena's big numbers stand each under its own column, the comparison in that order", () => {
  const row = (/** @type {any} */ r) => [`${r.left.role} ${r.left.value ?? "–"}`, r.cmp, `${r.right.role} ${r.right.value ?? "–"}`];
  // the holder on the left: the flag's defence left, the attack right (the tester's "1 < 4" read the attack under the flag)
  assert.deepEqual(row(versusRow(1, 4, false)), ["defence 4", ">", "attack 1"]);
  assert.deepEqual(row(versusRow(7, 1, false)), ["defence 1", "≤", "attack 7"]);
  assert.deepEqual(row(versusRow(4, 4, false)), ["defence 4", "≤", "attack 4"]);
  // the holder on the right: the attack left, the defence right
  assert.deepEqual(row(versusRow(1, 4, true)), ["attack 1", "<", "defence 4"]);
  assert.deepEqual(row(versusRow(7, 1, true)), ["attack 7", "≥", "defence 1"]);
  // no attack yet: no comparison, no verdict
  const none = versusRow(null, 3, false);
  assert.deepEqual([...row(none), none.takes], ["defence 3", "", "attack –", null]);
  assert.equal(versusRow(5, 3, false).takes, true);
  assert.equal(versusRow(2, 3, true).takes, false);
});

test("challengers: the Deck Phase's key hint names the number keys of the display as it is now", () => {
  const hint = (/** @type {string} */ lang, /** @type {number} */ cards, /** @type {boolean} */ redraw) => {
    const t = viewT("challengers", lang);
    const h = pickKeysHint(cards, redraw);
    return h && t(`challengers.view.${h[0]}`, h[1]);
  };
  assert.equal(hint("en", 5, true), "Keys 1–5 pick, R redraws.");
  // after a pick 4 cards are left: key 5 picks nothing
  assert.equal(hint("en", 4, true), "Keys 1–4 pick, R redraws.");
  assert.equal(hint("ja", 4, true), "1〜4キーで選択、Rキーで引き直し。");
  // the redraw used: R does nothing
  assert.equal(hint("en", 4, false), "Keys 1–4 pick.");
  assert.equal(hint("ja", 3, false), "1〜3キーで選択。");
  assert.equal(hint("en", 1, true), "Key 1 picks, R redraws.");
  assert.equal(hint("ja", 1, false), "1キーで選択。");
  assert.equal(hint("en", 0, true), null, "no card, no key");
});
