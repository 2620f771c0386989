// Challengers! view: input. Playing one of the snapshot's actions, dragging a card (pointer
// events: mouse, touch, pen) onto the deck list (a pick) or the bin (a removal), and the keys.

import { h } from "../../app/dom.js";
import { onViewKeys } from "../../app/viewkit.js";
import { cardEl } from "./cards.js";
import { renderDeckPhase } from "./deck.js";
import { goStep, startReplay, stopReplay } from "./replay.js";
import { renderMatch } from "./match.js";
import { renderAll } from "./view.js";

const DRAG_PX = 8;
const HOLD_MS = 280;

export async function play(v, action, focus = null) {
  const { state, ctx, locked } = v;
  if (!action || locked()) return;
  state.pending = true;
  state.focusKey = focus;
  renderDeckPhase(v);
  try {
    await ctx.act(action.text);
  } finally {
    state.pending = false;
    if (!state.destroyed && state.snap) renderAll(v);
  }
}

// ---- drag and drop -------------------------------------------------------------------------
export function dragJustEnded(v) {
  const { state } = v;
  return state.drag?.moved || Date.now() - (state.dragEndedAt || 0) < 60;
}

// a finger drags after holding the card still for a moment (a quick swipe scrolls the page);
// a mouse or pen drags at once
export function startDrag(v, e, el, what) {
  const { state, locked } = v;
  if (locked() || e.button > 0) return;
  if (state.drag) endDrag(v);
  const touch = e.pointerType === "touch";
  // (on: the listeners on el, bound to this view, to remove them at the end)
  const on = { pointermove: (ev) => onDragMove(v, ev), pointerup: (ev) => onDragEnd(v, ev), pointercancel: () => onDragCancel(v) };
  state.drag = { el, what, x: e.clientX, y: e.clientY, moved: false, ghost: null, over: null, armed: !touch, timer: null, on };
  if (touch) {
    const mine = state.drag;
    state.drag.timer = setTimeout(() => {
      if (state.drag === mine && !mine.moved) { mine.armed = true; el.classList.add("cg-armed"); }
    }, HOLD_MS);
  }
  el.setPointerCapture?.(e.pointerId);
  for (const [type, fn] of Object.entries(on)) el.addEventListener(type, fn);
}

function dropTarget(v, x, y) {
  const { state, view } = v;
  const t = document.elementFromPoint(x, y)?.closest?.("[data-drop]");
  return t && view.contains(t) && t.dataset.drop === state.drag?.what.kind ? t : null;
}

function onDragMove(v, e) {
  const { state, view } = v;
  if (!state.drag) return;
  if (!state.drag.moved) {
    if (Math.hypot(e.clientX - state.drag.x, e.clientY - state.drag.y) < DRAG_PX) return;
    if (!state.drag.armed) { endDrag(v); state.drag = null; return; } // a swipe: the page scrolls
    state.drag.moved = true;
    state.drag.ghost = h("div", { class: "cg-ghost", "aria-hidden": "true" }, cardEl(v, state.drag.el.dataset.key, { size: "s", info: false }));
    document.body.append(state.drag.ghost);
    view.classList.add(`cg-dragging-${state.drag.what.kind}`);
  }
  e.preventDefault();
  state.drag.ghost.style.transform = `translate(${e.clientX + 6}px, ${e.clientY + 6}px)`;
  const t = dropTarget(v, e.clientX, e.clientY);
  if (t !== state.drag.over) {
    state.drag.over?.classList.remove("cg-over");
    t?.classList.add("cg-over");
    state.drag.over = t;
  }
}

export function endDrag(v) {
  const { state, view } = v;
  if (!state.drag) return;
  clearTimeout(state.drag.timer);
  state.drag.el.classList.remove("cg-armed");
  for (const [type, fn] of Object.entries(state.drag.on)) state.drag.el.removeEventListener(type, fn);
  state.drag.ghost?.remove();
  state.drag.over?.classList.remove("cg-over");
  view.classList.remove("cg-dragging-pick", "cg-dragging-remove");
  if (state.drag.moved) state.dragEndedAt = Date.now();
}

function onDragEnd(v, e) {
  const { state } = v;
  if (!state.drag) return;
  const { moved, what } = state.drag;
  const t = moved ? dropTarget(v, e.clientX, e.clientY) : null;
  endDrag(v);
  state.drag = null;
  if (t) play(v, what.action);
}

function onDragCancel(v) {
  const { state } = v;
  endDrag(v);
  state.drag = null;
}

// ---- keys --------------------------------------------------------------------------------
/** The view's keys (onViewKeys): returns its handle (remove()). */
export function bindKeys(v, root) {
  const { state, withVerb, actFor, you, help } = v;
  return onViewKeys(root, (e) => {
    const k = e.key;
    const y = you();
    if (k === "?") { e.preventDefault(); help.open(); return; }
    if (y?.step === "pick" && /^[1-9]$/.test(k)) {
      const key = y.display?.[Number(k) - 1];
      const a = key ? actFor("pick", key) : null;
      if (a) { e.preventDefault(); play(v, a, `display-${Number(k) - 1}`); }
      return;
    }
    if (y?.step === "duplicate" && /^[1-9]$/.test(k)) {
      const a = withVerb("duplicate")[Number(k) - 1];
      if (a) { e.preventDefault(); play(v, a); }
      return;
    }
    const low = k.toLowerCase();
    if (low === "r" && y?.step === "pick" && actFor("redraw")) { e.preventDefault(); play(v, actFor("redraw"), "redraw"); return; }
    if (low === "d" && y?.step === "remove" && actFor("done")) { e.preventDefault(); play(v, actFor("done")); return; }
    if (y?.step === "offer" && ["a", "b", "c"].includes(low)) {
      const a = actFor("offer", low.toUpperCase());
      if (a) { e.preventDefault(); play(v, a); }
      return;
    }
    if (e.target instanceof Element && e.target.closest("button, a, summary")) {
      if (k === " " || k === "Enter") return;
    }
    if (!state.obs?.matches?.length) return;
    if (k === "ArrowLeft" && !(e.target instanceof Element && e.target.closest(".cg-display, .cg-deck-list"))) { e.preventDefault(); goStep(v, state.rp.index - 1); }
    else if (k === "ArrowRight" && !(e.target instanceof Element && e.target.closest(".cg-display, .cg-deck-list"))) { e.preventDefault(); goStep(v, state.rp.index + 1); }
    else if (k === "Home") { e.preventDefault(); goStep(v, 0); }
    else if (k === "End") { e.preventDefault(); goStep(v, 1e9); }
    else if (low === "p") { e.preventDefault(); if (state.rp.playing) { stopReplay(v); renderMatch(v); } else startReplay(v); }
  });
}
