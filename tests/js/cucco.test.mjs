// web/games/cucco/: a card in words from the rules' table, in both languages, and the seats
// the event shown lights up.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardWords } from "../../web/games/cucco/cards.js";
import { highlighted } from "../../web/games/cucco/table.js";
import { format } from "../../web/app/i18n.js";

// rows as the rules' table gives them (Game.reference()["cards"]): two named cards and a plain one
const CARDS = new Map([
  [15, { rank: 15, named: true, name: { ja: "クク", en: "Cuckoo" }, power: "cuckoo" }],
  [12, { rank: 12, named: true, name: { ja: "猫", en: "Cat" }, power: "none" }],
  [7, { rank: 7, named: false, name: { ja: "7", en: "7" }, power: "none" }],
]);

/** the shell's ctx.t for the one core message a card's label uses (pylib/tabletop/core/i18n.py) */
const ASIDE = { en: "{text} ({note})", ja: "{text}（{note}）" };
const words = (/** @type {"en" | "ja"} */ lang) =>
  cardWords({ state: /** @type {any} */ ({ cards: CARDS }), lang, ctx: /** @type {any} */ ({ t: (key, args) => (key === "core.aside" ? format(ASIDE[lang], args) : key) }) });

test("cucco: a card is named as the log names it, in the reader's language", () => {
  const en = words("en");
  const ja = words("ja");
  assert.equal(en.cardLabel(15), "Cuckoo (15)");
  assert.equal(ja.cardLabel(15), "クク（15）", "Japanese parentheses");
  assert.equal(en.cardLabel(7), "7", "a card without a name is its number");
  assert.equal(en.cardLabel(99), "99", "nor one the table does not know");
  assert.equal(en.powerOf(15), "cuckoo");
  assert.equal(en.powerOf(12), null, "'none' is no power");
});

test("cucco: the event shown lights up its actor, target and victim", () => {
  const events = [{ entry: { key: "cucco.ask", args: { player: 2, target: 0 } } }, { entry: { key: "cucco.kill", args: { player: 1, victim: 3 } } }];
  const at = (step) => highlighted(/** @type {any} */ ({ state: { events, step } }));
  assert.deepEqual(at(0), { actor: 2, target: 0, victim: undefined });
  assert.deepEqual(at(1), { actor: 1, target: undefined, victim: 3 });
  assert.deepEqual(at(2), {}, "past the last event: nobody");
});
