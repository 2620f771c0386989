// web/games/polis/words.js and labels.js: an action's arguments and the whole action in words,
// in both languages, from the view's catalog and the rules' reference.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { candidates } from "../../web/app/viewkit.js";
import { makeLabels } from "../../web/games/polis/labels.js";
import { createState } from "../../web/games/polis/state.js";
import { makeWords } from "../../web/games/polis/words.js";
import { format } from "../../web/app/i18n.js";
import { viewT } from "./view-text.mjs";

/** the shell's messages the view's words use (pylib/tabletop/core/i18n.py) */
const CORE = {
  en: { "core.list_sep": ", ", "core.aside": "{text} ({note})" },
  ja: { "core.list_sep": "、", "core.aside": "{text}（{note}）" },
};

/** the words and labels of a view in `lang`, its reference naming one land */
function view(lang, seats = []) {
  const own = viewT("polis", lang);
  const t = (key, args) => (key in CORE[lang] ? format(CORE[lang][key], args || {}) : own(key, args));
  const S = Object.assign(createState(), { ref: { map: { attica: { name: { en: "Attica", ja: "アッティカ" } } } } });
  const V = /** @type {any} */ ({ S, T: (k, args) => t(`polis.view.${k}`, args), ctx: { t, lang, seats }, lang, live: null });
  Object.assign(V, makeWords(V));
  Object.assign(V, makeLabels(V));
  return V;
}
/** a legal action as the rules hand it, as the kit's picker compares it */
const cand = (verb, ...args) => candidates([{ text: verb, verb, args: args.map(([kind, value]) => ({ kind, value })) }])[0];

test("polis: paying hoplites with metal and silver, in both languages", () => {
  const x = cand("hoplites", ["count", 3], ["silver", 1]);
  assert.equal(view("en").unitLabel(x.args[1], "hoplites", x), "pay 2 metal + 1 silver");
  assert.equal(view("ja").unitLabel(x.args[1], "hoplites", x), "鉄2＋銀1で払う");
  assert.equal(view("en").unitLabel(x.args[0], "hoplites", x), "3 hoplites");
  assert.equal(view("en").unitLabel(cand("hoplites", ["count", 1]).args[0], "hoplites"), "1 hoplite");
  assert.equal(view("ja").unitLabel(x.args[0], "hoplites", x), "重装歩兵3");
});

test("polis: places and goods by the reference's names, else the catalog's", () => {
  const march = cand("march", ["land", "attica"]);
  assert.equal(view("en").describe(march, "march"), "Move hoplites to Attica (1 prestige)");
  assert.equal(view("ja").describe(march, "march"), "アッティカへ重装歩兵を移動（名声点1）");
  assert.equal(view("en").goodsWords(["wheat", "silver"]), "wheat + silver");
  assert.equal(view("ja").goodsWords(["wheat", "silver"]), "小麦＋銀");
});

test("polis: battle cards played together join as goods do, in each language", () => {
  const V = view("en");
  V.S.ref.battle_deck = [{ id: "phalanx1", name: { en: "Phalanx", ja: "ファランクス" } }, { id: "wedge2", name: { en: "Wedge", ja: "楔形" } }];
  const J = view("ja");
  J.S.ref.battle_deck = V.S.ref.battle_deck;
  const cards = { type: "card[]", value: ["phalanx1", "wedge2"] };
  assert.equal(V.unitLabel(cards, "play"), "Phalanx + Wedge");
  assert.equal(J.unitLabel(cards, "play"), "ファランクス＋楔形");
});

test("polis: a side is named with its player, unless the player is called by the side", () => {
  assert.equal(view("en", [{ name: "Ann" }, { name: "Athens" }]).who(0), "Sparta (Ann)");
  assert.equal(view("ja", [{ name: "Ann" }]).who(0), "スパルタ（Ann）");
  assert.equal(view("en", [{ name: "Ann" }, { name: "Athens" }]).who(1), "Athens");
});

test("polis: an argument that may be a land or a sea asks for either", () => {
  const V = view("en");
  Object.assign(V.S, { snap: { over: false }, obs: { phase: "event_remove" }, actions: [{}] });
  const unit = (type, v) => ({ type, v });
  assert.equal(V.promptText({ fam: "remove", complete: [], nextUnits: [unit("sea", "ionio"), unit("land", "lakedaemon")] }),
    "Remove a unit: choose a territory or a sea on the map (◆).");
  assert.equal(V.promptText({ fam: "remove", complete: [], nextUnits: [unit("sea", "ionio"), unit("sea", "myrtoon")] }),
    "Remove a unit: choose a sea on the map (◆).");
  const J = view("ja");
  Object.assign(J.S, V.S);
  assert.equal(J.promptText({ fam: "remove", complete: [], nextUnits: [unit("land", "attica"), unit("sea", "ionio")] }),
    "ユニットを取り除く：地図で地域か海を選んでください（◆）。");
});

test("polis: the picks of a collect show the goods its hoplites bring, as the confirm button does", () => {
  const boxes = ["wheat", "metal", "wheat", "wine", "silver"];
  const x = cand("collect", ["land", "attica"], ["resource[]", boxes]);
  for (const [lang, picks, confirm] of [
    ["en", "Collect: Attica · wheat + metal + wheat", "Collect in Attica: wheat + metal + wheat"],
    ["ja", "徴収：アッティカ · 小麦＋鉄＋小麦", "アッティカで徴収：小麦＋鉄＋小麦"],
  ]) {
    const V = view(lang);
    // three of the viewer's hoplites in Attica: the first three of its five tribute boxes
    Object.assign(V.S, { snap: { viewer: 0, over: false }, obs: { units: { attica: [3, 0] } } });
    assert.equal(V.pickedText("collect", x.args, x), picks);
    assert.equal(V.describe(x, "collect"), confirm);
  }
});

test("polis: amounts of goods follow each language's order, in a trade's step and a tile's cost", () => {
  const ref = {
    markets: { egypt: { name: { en: "Egypt", ja: "エジプト" } } },
    rates: { goods: [1, 2, 3], silver: [1, 1, 2], shipload: 3 },
    projects: { temple: { name: { en: "Temple", ja: "神殿" }, cost: { wood: 2, silver: 1 } } },
  };
  const step = { kind: "trade", market: "egypt", k: 2, got: { wheat: 1, wine: 0 }, paid: { wine: 2 } };
  const tile = { type: "tile", v: "temple" };
  for (const [lang, trade, cost] of [
    ["en", "Egypt at price 2: 2 goods per wheat or silver, 1 silver per wheat. Got: 1 wheat (at most 3). Paid: 2 wine.", "Temple — 2 wood, 1 silver"],
    ["ja", "エジプト（価格2）：小麦か銀1つに物資2、小麦1つに銀1。入手：小麦1（最大3）。支払い：ワイン2。", "神殿 — 木材2、銀1"],
  ]) {
    const V = view(lang);
    Object.assign(V.S.ref, ref);
    V.S.obs = { markets: {} };
    assert.equal(V.stepText(step), trade);
    assert.equal(V.unitLabel(tile, "project"), cost);
  }
});
