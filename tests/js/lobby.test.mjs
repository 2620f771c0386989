// web/app/lobby.js: a saved game's players and result in words.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { preload, setLang } from "../../web/app/i18n.js";
import { resultText, seatNames } from "../../web/app/lobby.js";

const MESSAGES = {
  en: { "core.list_sep": ", ", "app.setup.default_name": "Player {n}", "app.setup.bot_name": "Bot {n}", "app.result.winner": "{names} wins!" },
  ja: { "core.list_sep": "、", "app.setup.default_name": "プレイヤー{n}", "app.setup.bot_name": "ボット{n}", "app.result.winner": "{names}の勝ち！" },
};

/** A save's data whose seats a link left unnamed but one. */
const data = { meta: { seats: [{ name: "", bot: null }, { name: "", bot: { level: 3 } }, { name: "Ben", bot: null }] } };

test("a link's unnamed seats are listed by the names the table gives them, in the page's language and its separator", async () => {
  globalThis.document.querySelectorAll ??= () => [];
  preload(MESSAGES);
  await setLang("en", { remember: false });
  assert.equal(seatNames(data), "Player 1, Bot 2, Ben");
  assert.equal(resultText({ result: { winners: [1], scores: [1, 5, 2] }, data }), "Bot 2 wins!");
  await setLang("ja", { remember: false });
  assert.equal(seatNames(data), "プレイヤー1、ボット2、Ben");
  assert.equal(resultText({ result: { winners: [0], scores: [5, 1, 2] }, data }), "プレイヤー1の勝ち！");
});

test("a save whose seats say nothing readable keeps its marks", async () => {
  await setLang("en", { remember: false });
  assert.equal(seatNames({ meta: { seats: [{ name: 3 }, null] } }), "?, ?");
  assert.equal(seatNames({ meta: {} }), "");
});
