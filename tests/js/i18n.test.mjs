// web/app/i18n.js: the catalog's template syntax and number format, the same rules as
// tabletop.core.i18n (tests/unit/core/ checks the Python side).
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { format, number, label, title, t } from "../../web/app/i18n.js";

test("number: thousands separated, no .0 on whole numbers, at most two decimals", () => {
  assert.equal(number(131900), "131,900");
  assert.equal(number(27.0), "27");
  assert.equal(number(2.5), "2.5");
  assert.equal(number(1 / 3), "0.33");
  assert.equal(number(-1234567.1), "-1,234,567.1");
  assert.equal(number(999), "999");
  assert.equal(number(NaN), "NaN");
});

test("format: fields, plurals and literal braces", () => {
  assert.equal(format("{name} moves", { name: "Ann" }), "Ann moves");
  assert.equal(format("{n:move|moves}", { n: 1 }), "1 move");
  assert.equal(format("{n:move|moves}", { n: 2 }), "2 moves");
  assert.equal(format("{n:move|moves}", { n: 0 }), "0 moves");
  assert.equal(format("{n} points", { n: 131900 }), "131,900 points");
  assert.equal(format("{{literal}} {x}", { x: 5 }), "{literal} 5");
  assert.equal(format("{x!r}", { x: "a" }), "a");
});

test("format: a field with no value stays as written", () => {
  assert.equal(format("{missing} and {n}", { n: 3 }), "{missing} and 3");
  assert.equal(format("{n}", { n: undefined }), "{n}");
  assert.equal(format("{toString}", {}), "{toString}"); // own properties only
});

test("label and title: the current language (en here), else English, else the fallback", () => {
  assert.equal(label({ ja: "はい", en: "yes" }), "yes");
  assert.equal(label({ ja: "はい" }, "?"), "?");
  assert.equal(label("plain"), "plain");
  assert.equal(label(null, "fallback"), "fallback");
  assert.equal(title({ id: "cucco", title: { ja: "クク", en: "Cucco" } }), "Cucco");
  assert.equal(title({ id: "cucco" }), "cucco");
  assert.equal(title(null), "");
});

test("t: an unknown key comes back as the key", () => {
  assert.equal(t("app.no.such.key", { n: 1 }), "app.no.such.key");
});

test("preload: the build's catalog makes a language current without asking the engine", async () => {
  const { preload, setLang, lang } = await import("../../web/app/i18n.js");
  globalThis.document.querySelectorAll ??= () => []; // the language buttons: none here
  preload({ en: { "app.lobby.play": "Play" }, ja: { "app.lobby.play": "遊ぶ" } });
  // no engine here (no worker): asking it for a catalog would fail the test
  await setLang("ja", { remember: false });
  assert.equal(lang(), "ja");
  assert.equal(t("app.lobby.play"), "遊ぶ");
  await setLang("en", { remember: false });
  assert.equal(t("app.lobby.play"), "Play");
});
