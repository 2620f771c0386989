// web/app/examples.js partFor (which part of a rules help an example goes after) and
// web/app/poster.js firstPaint (a poster's caption, checked).
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { partFor } from "../../web/app/examples.js";
import { firstPaint } from "../../web/app/poster.js";

/** A help body whose parts are marked (explains) with these rules, in this order. @param {...string} marks */
const body = (...marks) => {
  const parts = marks.map((rules, i) => ({ i, getAttribute: (name) => (name === "data-rules" ? rules : null) }));
  return { querySelectorAll: (selector) => (selector === "[data-rules]" ? parts : []) };
};

test("partFor: the first part naming the rule", () => {
  assert.equal(partFor(body("§2.1 §2.4", "§2.5.1 §2.2", "§2.5.1"), "§2.5.1")?.i, 1);
});

test("partFor: else the part naming the longest section above it, never a mere prefix", () => {
  assert.equal(partFor(body("§2", "§2.5", "§2.6"), "§2.5.1")?.i, 1);
  assert.equal(partFor(body("§2.5", "§2"), "§2.5.1")?.i, 0);
  assert.equal(partFor(body("§2.5"), "§2.55"), null);
  assert.equal(partFor(body("§4.1"), "§4"), null, "a subsection does not take its parent's examples");
  assert.equal(partFor(body(), "§4"), null);
});

const poster = (extra = {}) => ({
  seats: [{ name: "", bot: null }],
  snapshot: { viewer: null, observation: {}, active: [0], over: false, log_text: null },
  ...extra,
});

test("firstPaint: a poster's caption comes with it", () => {
  assert.deepEqual(firstPaint(poster({ caption: { en: "A", ja: "あ" } }), { spectator: true })?.caption, { en: "A", ja: "あ" });
  assert.equal(firstPaint(poster(), { spectator: true })?.caption, null);
});

test("firstPaint: a poster with a caption of the wrong shape is no poster", () => {
  for (const caption of [{ en: "x".repeat(401) }, { fr: "Bonjour" }, { en: 5 }, ["A"], "A", null]) {
    assert.equal(firstPaint(poster({ caption }), { spectator: true }), null, JSON.stringify(caption));
  }
});
