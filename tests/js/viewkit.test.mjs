// web/app/viewkit.js: which key events a view's shortcuts leave alone, and when a view is on screen.
import { HTMLElement } from "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { ignoredKey, teardown, viewVisible } from "../../web/app/viewkit.js";

const key = (extra = {}) => ({ key: "?", shiftKey: true, target: null, ...extra });
const inside = (selectorPart) => new HTMLElement((selector) => selector.includes(selectorPart));

test("ignoredKey: a plain key (Shift allowed) is the view's", () => {
  assert.equal(ignoredKey(key()), false);
  assert.equal(ignoredKey(key({ target: new HTMLElement() })), false);
});

test("ignoredKey: modifiers, composition and keys already taken are left alone", () => {
  for (const flag of ["ctrlKey", "altKey", "metaKey", "isComposing", "defaultPrevented"]) {
    assert.equal(ignoredKey(key({ [flag]: true })), true, flag);
  }
});

test("ignoredKey: keys typed into a field or an editable element are left alone", () => {
  assert.equal(ignoredKey(key({ target: inside("textarea") })), true);
  assert.equal(ignoredKey(key({ target: inside("contenteditable") })), true);
  const editable = new HTMLElement();
  editable.isContentEditable = true;
  assert.equal(ignoredKey(key({ target: editable })), true);
});

test("ignoredKey: auto-repeat only when asked", () => {
  assert.equal(ignoredKey(key({ repeat: true })), false);
  assert.equal(ignoredKey(key({ repeat: true }), { repeat: false }), true);
});

test("viewVisible: connected, not under [hidden], no modal dialog open", () => {
  let dialogOpen = false;
  globalThis.document.querySelector = (selector) => (selector === "dialog[open]" && dialogOpen ? {} : null);
  const root = (connected, hiddenAbove) => Object.assign(new HTMLElement((s) => hiddenAbove && s === "[hidden]"), { isConnected: connected });
  assert.equal(viewVisible(root(true, false)), true);
  assert.equal(viewVisible(root(false, false)), false);
  assert.equal(viewVisible(root(true, true)), false);
  assert.equal(viewVisible(null), false);
  dialogOpen = true;
  assert.equal(viewVisible(root(true, false)), false);
});

test("teardown: each part's destroy() (else its remove()) once, then the root is emptied", () => {
  const calls = [];
  const part = (name, method) => ({ [method]: () => calls.push(`${name}.${method}`) });
  const both = { destroy: () => calls.push("both.destroy"), remove: () => calls.push("both.remove") };
  const root = { replaceChildren: (...nodes) => calls.push(`root.replaceChildren(${nodes.length})`) };
  teardown(root, part("keys", "remove"), part("help", "destroy"), both);
  assert.deepEqual(calls, ["keys.remove", "help.destroy", "both.destroy", "root.replaceChildren(0)"]);
});
