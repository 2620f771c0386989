// web/games/arcticscavengers/match.js: the selected medicine matched with a market pile's hire
// payments (the legal actions' parts), and why a selection fits no group, in both languages.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { goPlan, goText, hirePlan, noFitText } from "../../web/games/arcticscavengers/match.js";
import { createView } from "../../web/games/arcticscavengers/state.js";
import { viewT } from "./view-text.mjs";

/** a hire as the rules hand it */
const hire = (card, pay) => ({ text: `hire ${card}${pay.length ? ` with ${pay.join(" ")}` : ""}`, verb: "hire", args: [{ kind: "card", value: card }, { kind: "pay", value: pay }] });
// the one message of the rules' catalog these words use (pylib/tabletop/arcticscavengers/messages.py)
const RULES = { "arcticscavengers.act.hunt": { en: "Hunt", ja: "狩る" }, "arcticscavengers.act.draw": { en: "Draw", ja: "カードを引く" }, "app.game.undo": { en: "Undo", ja: "元に戻す" }, "core.list_sep": { en: ", ", ja: "、" } };
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

// Hunt open with a Scavenger on it; in hand a Refugee, a Scavenger, a Spear (the legal adds as the rules list them)
const add = (...cards) => ({ text: `add ${cards.join(" ")}`, verb: "add", args: [...cards.map((value) => ({ kind: "card", value })), { kind: "value", value: {} }] });
const HUNT_OPEN = {
  phase: "assemble",
  gathering: { player: 0, used: [], food: 0, open: "hunt", staged: [{ cards: ["scavenger"], value: 1 }], dug: 0 },
  cards: {
    ...CARDS,
    scavenger: { key: "scavenger", kind: "person", name: { en: "Scavenger", ja: "屑屋" } },
    refugee: { key: "refugee", kind: "person", name: { en: "Refugee", ja: "難民" } },
    spear: { key: "spear", kind: "tool", name: { en: "Spear", ja: "槍" } },
  },
};
const HUNT_ADDS = [add("refugee"), add("refugee", "spear"), add("scavenger"), add("scavenger", "spear")];

test("arcticscavengers: a tool alone on a place with a person on it already: it cannot join that person, said truly", () => {
  for (const lang of ["en", "ja"]) {
    const v = view(lang, HUNT_ADDS);
    Object.assign(v.s, { obs: HUNT_OPEN, snap: { undoable: 2 } });
    const text = noFitText(v, "hunt", ["spear"]);
    if (lang === "en") {
      assert.equal(text, "Spear cannot join the person already on Hunt. "
        + "Select Spear with another person (Refugee, Scavenger), or press Undo and select that person with Spear.");
    } else {
      assert.equal(text, "槍は「狩る」にいる人物にあとから持たせられません。"
        + "槍を別の人物（難民、屑屋）と一緒に選ぶか、「元に戻す」で人物を戻して一緒に選び直してください。");
    }
    assert.ok(!text.includes("だけで"), "not the message for a place with no one on it");
  }
  // no other hunter in hand, nothing to take back: only what is true
  const v = view("en", [add("scavenger")]);
  Object.assign(v.s, { obs: HUNT_OPEN, snap: { undoable: 0 } });
  assert.equal(noFitText(v, "hunt", ["spear"]), "Spear cannot join the person already on Hunt.");
  // nobody on the place yet: the tool is to be selected with a person
  const empty = view("en", HUNT_ADDS);
  Object.assign(empty.s, { obs: { ...HUNT_OPEN, gathering: { ...HUNT_OPEN.gathering, staged: [] } }, snap: { undoable: 1 } });
  assert.match(noFitText(empty, "hunt", ["spear"]), /^Spear cannot go on Hunt alone/);
});

test("arcticscavengers: Go with a card selected adds it when the open place takes it, and says so; else says it is left out", () => {
  const GO = { text: "go", verb: "go", args: [] };
  const drawOpen = { ...HUNT_OPEN, gathering: { ...HUNT_OPEN.gathering, open: "draw" } };
  for (const lang of ["en", "ja"]) {
    const v = view(lang, [GO, add("scavenger")]);
    Object.assign(v.s, { obs: drawOpen, snap: { undoable: 2 }, hand: ["refugee", "scavenger", "spear"], me: 0 });
    v.s.legal = new Set(["go", "add scavenger"]);
    v.s.selection = [1];
    const plan = goPlan(v);
    assert.deepEqual(plan?.texts, ["add scavenger", "go"], "the selected Scavenger is added, then Go");
    assert.equal(goText(v, /** @type {any} */ (plan)), lang === "en" ? "Go: Draw (adding Scavenger)" : "実行：カードを引く（屑屋も加える）");
    v.s.selection = [2];
    const without = goPlan(v);
    assert.deepEqual(without?.texts, ["go"], "a Spear does not go on Draw");
    assert.equal(goText(v, /** @type {any} */ (without)), lang === "en" ? "Go: Draw (without the selected Spear)" : "実行：カードを引く（選択中の槍は加えない）");
    v.s.selection = [];
    assert.equal(goText(v, /** @type {any} */ (goPlan(v))), lang === "en" ? "Go: Draw" : "実行：カードを引く");
  }
});
