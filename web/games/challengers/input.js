// Challengers! view: input. Playing one of the snapshot's actions, dragging a card (pointer
// events: mouse, touch, pen) onto the deck list (a pick) or the bin (a removal), and the keys.

import { onViewKeys, startDrag as kitDrag } from "../../app/viewkit.js";
import { cardEl } from "./cards.js";
import { renderDeckPhase } from "./deck.js";
import { goStep, startReplay, stopReplay } from "./replay.js";
import { renderMatch } from "./match.js";
import { renderAll } from "./view.js";

const DRAG_PX = 8;
const HOLD_MS = 280;

/** @param {import("./view.js").View} v @param {TabletopActionParts | null | undefined} action @param {string | null} [focus] */
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

// ---- drag and drop (the kit's startDrag) ----------------------------------------------------
// a finger drags after holding the card still for a moment (a quick swipe scrolls the page);
// a mouse or pen drags at once. `what`: {kind: "pick" | "remove", action}, dropped on `[data-drop=kind]`
/** @param {import("./view.js").View} v @param {PointerEvent} e @param {HTMLElement} el @param {{kind: string, action: TabletopActionParts}} what */
export function startDrag(v, e, el, what) {
  const { state, locked, view } = v;
  if (locked()) return;
  state.drag?.end();
  state.drag = kitDrag(e, el, {
    within: view, accept: (t) => t.dataset.drop === what.kind, hold: HOLD_MS, threshold: DRAG_PX,
    overClass: "cg-over", armedClass: "cg-armed", draggingClass: `cg-dragging-${what.kind}`,
    ghost: () => cardEl(v, /** @type {string} a card face's */ (el.dataset.key), { size: "s", info: false }),
    onDrop: (t) => { if (t) play(v, what.action); },
  });
}

// ---- keys --------------------------------------------------------------------------------
/** The view's keys (onViewKeys): returns its handle (remove()). @param {import("./view.js").View} v @param {HTMLElement} root */
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
