// web/games/arcticscavengers/match.js: the selected medicine matched with a market pile's hire
// payments (the legal actions' parts), and why a selection fits no group, in both languages.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { goPlan, goText, hireHint, hirePlan, noFitText } from "../../web/games/arcticscavengers/match.js";
import { promptText } from "../../web/games/arcticscavengers/readouts.js";
import { createView } from "../../web/games/arcticscavengers/state.js";
import { viewT } from "./view-text.mjs";

/** a hire as the rules hand it */
const hire = (card, pay) => ({ text: `hire ${card}${pay.length ? ` with ${pay.join(" ")}` : ""}`, verb: "hire", args: [{ kind: "card", value: card }, { kind: "pay", value: pay }] });
// the one message of the rules' catalog these words use (pylib/tabletop/arcticscavengers/messages.py)
const RULES = { "arcticscavengers.act.hunt": { en: "Hunt", ja: "狩る" }, "arcticscavengers.act.draw": { en: "Draw", ja: "カードを引く" }, "arcticscavengers.act.dig": { en: "Dig", ja: "あさる" }, "arcticscavengers.act.trash": { en: "Trash", ja: "カードを捨てる" }, "app.game.undo": { en: "Undo", ja: "元に戻す" }, "core.list_sep": { en: ", ", ja: "、" } };
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
  assert.equal(noFitText(view("ja"), "hunt", ["hunter", "scout"]), "「狩る」には人物を1人ずつ置きます（ハンター + 斥候は2人）。1人ずつ追加してください。");
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

test("arcticscavengers: a mercenary pile the player cannot hire says why, with the cost of the rules' market data", () => {
  const thug = { key: "thug", kind: "person", name: { en: "Thug", ja: "暴漢" } };
  const gather = {
    phase: "gather", cards: { ...HUNT_OPEN.cards, thug },
    gathering: { player: 0, used: [], food: 1, open: null, staged: [], dug: 0 },
    market: [{ card: "thug", count: 5, cost: { food: 0, med: 0, any: 6 } }, { card: "hunter", count: 0, cost: { food: 2, med: 0, any: 0 } }],
  };
  const OPEN_HUNT = { text: "open hunt", verb: "open", args: [{ kind: "act", value: "hunt" }] };
  /** @param {string} lang @param {any[]} actions @param {Record<string, any>} [obs] */
  const at = (lang, actions, obs = gather) => {
    const v = view(lang, actions);
    Object.assign(v.s, { obs, me: 0, legal: new Set(actions.map((a) => a.text)) });
    return v;
  };
  const DONE = { text: "done", verb: "done", args: [] };
  assert.equal(hireHint(at("en", [DONE, OPEN_HUNT]), "thug"), "Thug costs 6 food/meds: this round's food (1) and the medicine in your hand are not enough. Hunt first to get more food.");
  assert.equal(hireHint(at("ja", [DONE, OPEN_HUNT]), "thug"), "暴漢を雇うには食料か薬品6が必要です。このラウンドの食料（1）と手札の薬では足りません。先に「狩る」で食料を得てください。");
  assert.equal(hireHint(at("en", [DONE]), "thug"), "Thug costs 6 food/meds: this round's food (1) and the medicine in your hand are not enough.", "no Hunt to suggest");
  assert.equal(hireHint(at("en", [DONE]), "hunter"), "No Hunter is left to hire.");
  const hired = { ...gather, gathering: { ...gather.gathering, used: ["hire"] } };
  assert.equal(hireHint(at("ja", [DONE], hired), "thug"), "このラウンドはもう雇いました（雇用は1ラウンドに1回）。");
  assert.equal(hireHint(at("en", [DONE, hire("thug", [])]), "thug"), null, "a pile that can be hired needs no reason");
  assert.equal(hireHint(at("en", []), "thug"), null, "not the viewer's move: nothing to say");
});

test("arcticscavengers: the turn's prompt names the places as their buttons do", () => {
  for (const skirmish_round of [true, false]) {
    const ja = view("ja", [{ text: "done", verb: "done", args: [] }]);
    Object.assign(ja.s, { obs: { phase: "gather", skirmish_round, active: [0] }, me: 0, legal: new Set(["done"]) });
    const text = promptText(ja);
    assert.ok(text.includes("場所（「カードを引く」「あさる」「狩る」「カードを捨てる」）"), text);
    assert.ok(!/ドロー|狩り/.test(text), "no other name for a place than its button's");
    const en = view("en", [{ text: "done", verb: "done", args: [] }]);
    Object.assign(en.s, { obs: { phase: "gather", skirmish_round, active: [0] }, me: 0, legal: new Set(["done"]) });
    assert.ok(promptText(en).includes("a place (Draw, Dig, Hunt, Trash)"), promptText(en));
  }
});
