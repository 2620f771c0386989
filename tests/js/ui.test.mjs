// web/app/ui.js and dom.js: the pure parts of the shell's chrome.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { errorDetails, errorText, toastTime } from "../../web/app/ui.js";
import { formatWhen } from "../../web/app/dom.js";

test("errorDetails: without a catalog key, the message alone, marked as English, never the class", () => {
  const details = errorDetails({ kind: "IllegalAction", message: "no such move" });
  assert.deepEqual({ text: details.text, lang: details.lang }, { text: "no such move", lang: "en" });
  assert.equal(String(details), "no such move");
  assert.equal(errorDetails(new TypeError("x is null")).text, "x is null");
  assert.equal(errorDetails("plain").text, "plain");
  assert.equal(errorDetails(null).text, "");
});

test("errorText: a key or class without a catalog text falls back to the generic sentence's key", () => {
  assert.equal(errorText({ key: "app.error.nowhere", kind: "Nowhere" }), "app.error.kind.other");
});

test("formatWhen: nothing for no time; a date and a time otherwise", () => {
  assert.equal(formatWhen(0, "en"), "");
  const when = Date.UTC(2026, 10, 30, 14, 5);
  assert.match(formatWhen(when, "en"), /2026/);
  assert.match(formatWhen(when, "ja"), /2026/);
});

test("toastTime: a short toast stays 3.5 s, a long hint long enough to read", () => {
  assert.equal(toastTime("Link copied."), 3500);
  const hint = "Thug costs 6 food/meds: this round's food (0) and the medicine in your hand are not enough. Hunt first to get more food.";
  assert.ok(toastTime(hint) >= 8000, String(toastTime(hint)));
  assert.equal(toastTime("狩る".repeat(30)), 3500 + 60 * 20, "characters, not UTF-16 units");
});
