// web/app/kit/ (re-exported by viewkit.js): the argument picker, targets and highlights,
// icons, move animation and drag-and-drop, on tiny fake elements (no DOM is emulated).
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  argumentPicker, pickStep, candidates, targets, highlight, TARGET_CLASS,
  iconSet, flipDelta, flipPlay, startDrag, edgeDirection, pastThreshold, sendAction,
} from "../../web/app/viewkit.js";

/** an element with the little the kit touches: classes, attributes, listeners, children */
function fake({ drop = null, rect = { left: 0, top: 0 } } = {}) {
  const classes = new Set();
  const listeners = {};
  const el = {
    attrs: {}, children: [], style: {}, removed: false, animations: [],
    dataset: drop === null ? {} : { drop },
    classList: {
      add: (c) => classes.add(c), remove: (c) => classes.delete(c), contains: (c) => classes.has(c),
      toggle: (c, on) => (on ? classes.add(c) : classes.delete(c)),
    },
    setAttribute(k, v) { el.attrs[k] = v; },
    addEventListener(type, fn) { (listeners[type] ??= []).push(fn); },
    removeEventListener(type, fn) { listeners[type] = (listeners[type] || []).filter((f) => f !== fn); },
    listening: (type) => (listeners[type] || []).length,
    fire(type, ev = {}) { for (const fn of [...(listeners[type] || [])]) fn({ preventDefault() {}, ...ev }); },
    append(...kids) { el.children.push(...kids); },
    remove() { el.removed = true; },
    closest: (sel) => (sel === "[data-drop]" && drop !== null ? el : null),
    contains: () => true,
    getBoundingClientRect: () => rect,
    animate(frames, opts) { el.animations.push({ frames, opts }); return {}; },
    setPointerCapture() {},
  };
  return el;
}

// two-argument actions, as the rules hand them: move a piece from a cell to a cell
const MOVES = [
  { text: "move a 1,1 2,2", verb: "move", args: [{ kind: "piece", value: "a" }, { kind: "cell", value: [2, 2] }] },
  { text: "move a 1,1 3,3", verb: "move", args: [{ kind: "piece", value: "a" }, { kind: "cell", value: [3, 3] }] },
  { text: "move b 4,4 2,2", verb: "move", args: [{ kind: "piece", value: "b" }, { kind: "cell", value: [2, 2] }] },
  { text: "pass", verb: "pass", args: [] },
];

test("argumentPicker: the choices of each argument in turn, then the one action left", () => {
  const p = argumentPicker(MOVES.slice(0, 3));
  assert.deepEqual(p.choices().map((u) => `${u.type}:${u.v}`), ["piece:a", "piece:b"]);
  assert.equal(p.done(), null);
  assert.equal(p.pick({ type: "piece", v: "a", value: "a" }), true);
  assert.deepEqual(p.choices().map((u) => u.v), ["2,2", "3,3"]);
  assert.equal(p.completes({ type: "cell", v: "3,3", value: [3, 3] }), "move a 1,1 3,3");
  assert.equal(p.pick({ type: "cell", v: "3,3", value: [3, 3] }), true);
  assert.equal(p.done(), "move a 1,1 3,3");
  p.back();
  assert.equal(p.picked.length, 1);
  assert.equal(p.done(), null);
  p.reset();
  assert.deepEqual(p.picked, []);
  assert.equal(p.step().cands.length, 3);
});

test("argumentPicker: it only filters what it is handed (a pick that is no choice changes nothing)", () => {
  const p = argumentPicker(MOVES.slice(0, 3));
  assert.equal(p.pick({ type: "piece", v: "z", value: "z" }), false);
  assert.equal(p.pick({ type: "cell", v: "a", value: "a" }), false, "the kind counts, not only the value");
  assert.deepEqual(p.picked, []);
  p.pick({ type: "piece", v: "b", value: "b" });
  assert.deepEqual(p.choices().map((u) => u.v), ["2,2"]);
  assert.equal(argumentPicker([]).choices().length, 0);
});

test("pickStep: an action without arguments is complete at once; keys of values are the view's", () => {
  const list = candidates(MOVES, (arg) => (Array.isArray(arg.value) ? arg.value.join("+") : String(arg.value)));
  assert.equal(list[0].args[1].v, "2+2");
  const step = pickStep(list.slice(3), []);
  assert.equal(step.done?.text, "pass");
  assert.equal(pickStep(list, []).done, null, "four actions left: nothing is done");
  assert.deepEqual(pickStep(list, []).complete.map((x) => x.text), ["pass"]);
});

test("candidates keep the action they were made from, through pickStep", () => {
  const list = candidates(MOVES);
  assert.equal(list[2].parts, MOVES[2]);
  assert.deepEqual(pickStep(list, [list[0].args[0]]).cands.map((x) => x.parts), [MOVES[0], MOVES[1]]);
  assert.equal(pickStep(list, list[2].args).done?.parts, MOVES[2]);
});

test("targets: the legal values of one kind, for highlights with one class", () => {
  assert.deepEqual([...targets(MOVES, "cell")].sort(), ["2,2", "3,3"]);
  assert.deepEqual([...targets(MOVES, "piece")].sort(), ["a", "b"]);
  assert.equal(targets(MOVES, "card").size, 0);
  const el = fake();
  highlight(el, true);
  assert.equal(el.classList.contains(TARGET_CLASS), true);
  highlight(el, false);
  assert.equal(el.classList.contains(TARGET_CLASS), false);
  highlight(null, true); // a missing element is no error
});

test("iconSet: a decorative svg of the view's class and name, the fallback for an unknown name", () => {
  globalThis.document.createElementNS = (_ns, tag) => Object.assign(fake(), { tag });
  const icon = iconSet({ go: "M1 1", card: "M2 2" }, { cls: "xx-svg", fallback: "card", size: 18 });
  const el = icon("go", "big");
  assert.equal(el.tag, "svg");
  assert.equal(el.attrs.class, "xx-svg xx-svg-go big");
  assert.equal(el.attrs["aria-hidden"], "true");
  assert.equal(el.attrs.width, "18");
  assert.equal(el.children[0].attrs.d, "M1 1");
  assert.equal(icon("nope").children[0].attrs.d, "M2 2");
  assert.equal(iconSet({}, { cls: "x" })("go").attrs.width, undefined, "no size: CSS sizes it");
});

test("flip: elements slide from where they were, not when they hardly moved or motion is reduced", () => {
  assert.equal(flipDelta({ left: 10, top: 10 }, { left: 11, top: 10 }), null);
  assert.deepEqual(flipDelta({ left: 10, top: 50 }, { left: 30, top: 20 }), { dx: -20, dy: 30 });
  const moved = Object.assign(fake({ rect: { left: 100, top: 0 } }), { key: "a" });
  const still = Object.assign(fake({ rect: { left: 0, top: 0 } }), { key: "b" });
  const first = new Map([["a", { left: 0, top: 0 }], ["b", { left: 0, top: 0 }]]);
  let reduce = false;
  globalThis.matchMedia = () => ({ matches: reduce });
  assert.equal(flipPlay([moved, still], first, (el) => el.key).length, 1);
  assert.equal(moved.animations[0].frames[0].transform, "translate(-100px,0px)");
  assert.equal(still.animations.length, 0);
  reduce = true;
  assert.equal(flipPlay([moved], first, (el) => el.key).length, 0);
  delete globalThis.matchMedia;
});

/** a page where the pointer is over `under`; the drag listens on the window (returned) */
function page(under) {
  const body = fake();
  const win = fake();
  Object.assign(globalThis.document, { body, createElement: () => fake(), elementFromPoint: () => under.el });
  Object.assign(globalThis.window, { innerHeight: 800, addEventListener: win.addEventListener, removeEventListener: win.removeEventListener });
  return { body, win };
}

test("startDrag: past the threshold a ghost follows, an accepted target is marked, release drops on it", () => {
  const under = { el: fake({ drop: "pile" }) };
  const { body, win } = page(under);
  const card = fake();
  const view = fake();
  const dropped = [];
  const drag = startDrag({ button: 0, pointerType: "mouse", clientX: 10, clientY: 10 }, card, {
    within: view, accept: (t) => t.dataset.drop === "pile", ghost: () => fake(), draggingClass: "xx-dragging",
    onDrop: (t) => dropped.push(t),
  });
  win.fire("pointermove", { clientX: 12, clientY: 12 });
  assert.equal(drag.moved, false, "a small move is still a click");
  win.fire("pointermove", { clientX: 40, clientY: 40 });
  assert.equal(drag.moved, true);
  assert.equal(body.children.length, 1, "the ghost");
  assert.equal(view.classList.contains("xx-dragging"), true);
  assert.equal(under.el.classList.contains("vk-over"), true);
  win.fire("pointerup", { clientX: 40, clientY: 40 });
  assert.deepEqual(dropped, [under.el]);
  assert.equal(body.children[0].removed, true);
  assert.equal(under.el.classList.contains("vk-over"), false);
  assert.equal(view.classList.contains("xx-dragging"), false);
  assert.equal(win.listening("pointermove"), 0);
  assert.equal(drag.justEnded(), true, "the click after a drop is no click");
});

test("startDrag: a target that does not accept the piece is none; a click drops nothing", () => {
  const under = { el: fake({ drop: "bin" }) };
  const { win } = page(under);
  const card = fake();
  const dropped = [];
  const opts = { within: fake(), accept: (t) => t.dataset.drop === "pile", onDrop: (t) => dropped.push(t) };
  startDrag({ button: 0, pointerType: "mouse", clientX: 0, clientY: 0 }, card, opts);
  win.fire("pointermove", { clientX: 50, clientY: 0 });
  assert.equal(under.el.classList.contains("vk-over"), false);
  win.fire("pointerup", { clientX: 50, clientY: 0 });
  assert.deepEqual(dropped, [null]);
  const click = startDrag({ button: 0, pointerType: "mouse", clientX: 0, clientY: 0 }, card, opts);
  win.fire("pointerup", { clientX: 0, clientY: 0 });
  assert.equal(dropped.length, 1, "no drop without a drag");
  assert.equal(click.justEnded(), false);
  assert.equal(startDrag({ button: 2, clientX: 0, clientY: 0 }, card, opts), null, "not with a secondary button");
});

test("startDrag: a finger that swipes before holding scrolls instead; pointercancel cleans up", () => {
  const { win } = page({ el: null });
  const card = fake();
  let cancelled = 0;
  const drag = startDrag({ button: 0, pointerType: "touch", clientX: 0, clientY: 0 }, card, {
    within: fake(), hold: 280, onCancel: () => cancelled++,
  });
  assert.equal(drag.armed, false, "not before the finger held still");
  win.fire("pointermove", { clientX: 0, clientY: 60 });
  assert.equal(drag.moved, false);
  assert.equal(drag.active, false, "the swipe ended the drag");
  assert.equal(win.listening("pointerup"), 0);
  const other = startDrag({ button: 0, pointerType: "mouse", clientX: 0, clientY: 0 }, card, { within: fake(), onCancel: () => cancelled++ });
  assert.equal(other.armed, true, "a mouse drags at once");
  win.fire("pointercancel");
  assert.equal(cancelled, 1);
  assert.equal(other.active, false);
  assert.equal(other.armed, false, "an ended drag holds no pointer");
  assert.equal(win.listening("pointermove"), 0);
});

test("startDrag: a view's own targets under the point (a board's cell), and only its own pointer", () => {
  const { win } = page({ el: null });
  const seen = [];
  const dropped = [];
  startDrag({ button: 0, pointerType: "mouse", clientX: 0, clientY: 0, pointerId: 1 }, fake(), {
    within: fake(), targetAt: (x, y) => (x > 20 ? [Math.floor(y / 10), Math.floor(x / 10)] : null),
    onMove: (t) => seen.push(t), onDrop: (t) => dropped.push(t),
  });
  win.fire("pointermove", { clientX: 10, clientY: 0, pointerId: 1 });
  win.fire("pointermove", { clientX: 55, clientY: 32, pointerId: 1 });
  win.fire("pointerup", { clientX: 55, clientY: 32, pointerId: 2 });
  assert.deepEqual(seen, [null, [3, 5]]);
  assert.deepEqual(dropped, [], "another finger's release is not this drop");
  win.fire("pointerup", { clientX: 55, clientY: 32, pointerId: 1 });
  assert.deepEqual(dropped, [[3, 5]]);
});

test("drag helpers: threshold and the page's scrolling edges", () => {
  assert.equal(pastThreshold(0, 0, 3, 4), false);
  assert.equal(pastThreshold(0, 0, 6, 8), true);
  assert.equal(edgeDirection(10, 800), -1);
  assert.equal(edgeDirection(400, 800), 0);
  assert.equal(edgeDirection(790, 800), 1);
});

test("sendAction: one legal action at a time, the view held still until the shell answered", async () => {
  const sent = [];
  let answer = { ok: true };
  const ctx = { act: async (text) => { sent.push(text); return answer; } };
  const state = { pending: false, legalSet: new Set(["pass"]), destroyed: false, snap: {} };
  const view = fake();
  let played = 0;
  let redrawn = 0;
  const opts = { view, pendingClass: "xx-pending", onPlayed: () => played++, redraw: () => redrawn++ };
  assert.equal(sendAction(ctx, state, "move a", opts), null, "not a legal text");
  const first = sendAction(ctx, state, "pass", opts);
  assert.equal(state.pending, true);
  assert.equal(view.classList.contains("xx-pending"), true);
  assert.equal(sendAction(ctx, state, "pass", opts), null, "one at a time");
  await first;
  assert.deepEqual(sent, ["pass"]);
  assert.deepEqual([played, redrawn, state.pending, view.classList.contains("xx-pending")], [1, 1, false, false]);
  answer = { error: "no" };
  await sendAction(ctx, state, "pass", opts);
  assert.deepEqual([played, redrawn], [1, 2], "a refused action keeps the choice, the view redraws");
  assert.equal(sendAction(ctx, state, "pass", { ...opts, busy: () => true }), null, "not while busy");
  state.destroyed = true;
  await sendAction(ctx, state, "pass", opts);
  assert.equal(redrawn, 2, "a destroyed view is not redrawn");
});
