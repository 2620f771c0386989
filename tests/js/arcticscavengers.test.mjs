// web/games/arcticscavengers/match.js: the selected medicine matched with a market pile's hire
// payments (the legal actions' parts), and why a selection fits no group, in both languages.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { hirePlan, noFitText } from "../../web/games/arcticscavengers/match.js";
import { createView } from "../../web/games/arcticscavengers/state.js";
import { viewT } from "./view-text.mjs";

/** a hire as the rules hand it */
const hire = (card, pay) => ({ text: `hire ${card}${pay.length ? ` with ${pay.join(" ")}` : ""}`, verb: "hire", args: [{ kind: "card", value: card }, { kind: "pay", value: pay }] });
// the one message of the rules' catalog these words use (pylib/tabletop/arcticscavengers/messages.py)
const RULES = { "arcticscavengers.act.hunt": { en: "Hunt", ja: "狩る" } };
const CARDS = {
  hunter: { key: "hunter", kind: "person", name: { en: "Hunter", ja: "ハンター" } },
  scout: { key: "scout", kind: "person", name: { en: "Scout", ja: "斥候" } },
};

/** the view (state.js createView) in `lang` over these legal actions */
function view(lang, actions = []) {
  const t = viewT("arcticscavengers", lang);
  const v = createView(/** @type {any} */ ({ lang, seats: [], t: (k, args) => (RULES[k] ? RULES[k][lang] : t(k, args)) }));
  Object.assign(v.s, { actions, obs: { cards: CARDS } });
  return v;
}

test("arcticscavengers: a hire is paid with exactly the medicine selected", () => {
  const v = view("en", [hire("hunter", ["pills"]), hire("hunter", ["medkit"]), hire("scout", [])]);
  assert.deepEqual(hirePlan(v, "hunter", ["medkit"]), ["hire hunter with medkit"]);
  assert.equal(hirePlan(v, "hunter", ["medkit", "pills"]), null, "no payment of both");
  assert.equal(hirePlan(v, "hunter", []), null, "two ways to pay: the player chooses");
  assert.deepEqual(hirePlan(v, "scout", []), ["hire scout"]);
  assert.equal(hirePlan(v, "brawler", []), null, "no pile of that card for hire");
});

test("arcticscavengers: two persons at once on a place, said in both languages", () => {
  assert.equal(noFitText(view("en"), "hunt", ["hunter", "scout"]), "Put one person at a time on Hunt: Hunter + Scout are two. Add one, then the other.");
  assert.equal(noFitText(view("ja"), "hunt", ["hunter", "scout"]), "狩るには人物を1人ずつ置きます（ハンター + 斥候は2人）。1人ずつ追加してください。");
});
