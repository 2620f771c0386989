// Arctic Scavengers view: input to actions. Clicks and keys on places, piles
// and buttons, the hand's selection, and dragging hand cards (pointer events:
// mouse, touch, pen) onto a place or a market pile. A drop plays the legal
// texts that match.js finds for the selection; redraws go through `v.draw`.

import { h } from "../../app/dom.js";
import { hirePlan, hireTexts, noFitText, placeParts, selKeys, zeroWarning } from "./match.js";

/** The gathering places in order (keys 1–4). */
export const PLACES = ["draw", "dig", "hunt", "trash"];
const DRAG_PX = 6;

/** Play legal texts one after another; each is checked against the legal list of its moment. @param {import("./state.js").View} v */
export async function run(v, texts) {
  const s = v.s;
  if (s.pending || !texts.length) return;
  s.pending = true;
  v.draw.controls();
  try {
    for (const text of texts) {
      if (s.destroyed || !s.legal.has(text)) break;
      const r = await v.ctx.act(text);
      if (!r || r.error) break;
    }
  } finally {
    s.pending = false;
    if (!s.destroyed && s.snap) v.draw.all();
  }
}

/** The selection dropped on `target` ("place:<act>" or "pile:<card>"). */
export function dropOn(v, target) {
  const s = v.s;
  if (v.locked() || !target) return;
  const keys = selKeys(v);
  const [kind, key] = target.split(":");
  if (kind === "place") {
    const parts = placeParts(v, key, keys);
    if (parts) {
      const warn = zeroWarning(v, key, parts);
      s.selection = [];
      run(v, parts.map((p) => p.text));
      if (warn) v.ctx.toast(warn);
    } else if (keys.length) {
      v.ctx.toast(noFitText(v, key, keys));
    } else if (s.obs.phase === "assemble" && s.obs.gathering?.open === key) {
      v.ctx.toast(v.T("hint.choose_cards"));
    }
  } else if (kind === "pile") {
    const plan = hirePlan(v, key, keys);
    if (plan) {
      s.selection = [];
      s.payFor = null;
      run(v, plan);
    } else if (!keys.length && hireTexts(v, key).length > 1) {
      s.payFor = s.payFor === key ? null : key;
      v.draw.supply();
      v.el.supplyEl.querySelector(".as-pay")?.focus();
    } else if (keys.length) {
      v.ctx.toast(v.T("hint.no_pay", { card: v.cname(key) }));
    }
  }
}

/** Select or unselect hand card `i`. */
export function toggle(v, i) {
  const s = v.s;
  if (v.locked()) return;
  s.selection = s.selection.includes(i) ? s.selection.filter((x) => x !== i) : [...s.selection, i];
  v.draw.all();
  v.el.handEl.querySelector(`.as-hand-card[data-i="${i}"]`)?.focus();
}

/** Click, drag and arrow keys on hand card `el` (index `i`). */
export function handCardInput(v, el, i) {
  el.addEventListener("click", (e) => {
    const drag = v.s.drag;
    if (drag?.moved || Date.now() - (drag?.ended || 0) < 50) { e.preventDefault(); return; }
    toggle(v, i);
  });
  el.addEventListener("pointerdown", (e) => startDrag(v, e, i, el));
  el.addEventListener("keydown", (e) => {
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault();
      const next = v.el.handEl.querySelectorAll(".as-hand-card")[i + (e.key === "ArrowRight" ? 1 : -1)];
      next?.focus();
    }
  });
}

// ---- drag and drop (pointer events: mouse, touch, pen) -------------------------------------
function startDrag(v, e, i, el) {
  if (v.locked() || e.button > 0) return;
  const on = { move: (ev) => onDragMove(v, ev), up: (ev) => onDragEnd(v, ev), cancel: () => onDragCancel(v) };
  v.s.drag = { i, el, x: e.clientX, y: e.clientY, moved: false, ghost: null, over: null, pointer: e.pointerId, on };
  el.setPointerCapture?.(e.pointerId);
  el.addEventListener("pointermove", on.move);
  el.addEventListener("pointerup", on.up);
  el.addEventListener("pointercancel", on.cancel);
}

function dropTarget(v, x, y) {
  const under = document.elementFromPoint(x, y);
  const t = under?.closest?.("[data-drop]");
  return t && v.el.view.contains(t) ? t : null;
}

function onDragMove(v, e) {
  const s = v.s;
  const drag = s.drag;
  if (!drag) return;
  if (!drag.moved) {
    if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_PX) return;
    drag.moved = true;
    if (!s.selection.includes(drag.i)) s.selection = [drag.i];
    const keys = selKeys(v);
    drag.ghost = h("div", { class: "as-ghost", "aria-hidden": "true" }, keys.map((k) => v.card(k, { size: "s" })));
    document.body.append(drag.ghost);
    v.el.view.classList.add("as-dragging");
    v.draw.places();
    v.draw.supply();
  }
  e.preventDefault();
  drag.ghost.style.transform = `translate(${e.clientX + 8}px, ${e.clientY + 8}px)`;
  // near the top or bottom edge the page scrolls, so that a place out of sight can be reached
  const edge = 56;
  drag.scroll = e.clientY < edge ? -1 : e.clientY > window.innerHeight - edge ? 1 : 0;
  if (drag.scroll && !drag.scroller) {
    drag.scroller = setInterval(() => {
      const d = s.drag;
      if (!d?.scroll) { clearInterval(d?.scroller); if (d) d.scroller = null; return; }
      window.scrollBy(0, d.scroll * 14);
    }, 16);
  }
  const t = dropTarget(v, e.clientX, e.clientY);
  if (t !== drag.over) {
    drag.over?.classList.remove("as-over");
    t?.classList.add("as-over");
    drag.over = t;
  }
}

/** Stop following the pointer: listeners, ghost, edge scrolling, highlight. */
export function endDrag(v) {
  const drag = v.s.drag;
  if (!drag) return;
  drag.el.removeEventListener("pointermove", drag.on.move);
  drag.el.removeEventListener("pointerup", drag.on.up);
  drag.el.removeEventListener("pointercancel", drag.on.cancel);
  drag.ghost?.remove();
  if (drag.scroller) clearInterval(drag.scroller);
  drag.scroller = null;
  drag.scroll = 0;
  drag.over?.classList.remove("as-over");
  v.el.view.classList.remove("as-dragging");
  if (drag.moved) drag.ended = Date.now();
}

function onDragEnd(v, e) {
  const drag = v.s.drag;
  if (!drag) return;
  const moved = drag.moved;
  endDrag(v);
  if (moved) {
    const t = dropTarget(v, e.clientX, e.clientY);
    drag.moved = false;
    if (t) dropOn(v, t.dataset.drop);
    else v.draw.all();
  }
}

function onDragCancel(v) {
  endDrag(v);
  if (v.s.drag) v.s.drag.moved = false;
  v.draw.all();
}

// ---- keyboard ------------------------------------------------------------------------------
/** The view's keys: ? help, Escape clear, G go, E done, P pass, 1–4 a place. */
export function onKey(v, e) {
  const s = v.s;
  if (s.destroyed) return;
  const k = e.key.toLowerCase();
  if (k === "?") { e.preventDefault(); v.help.open(); return; }
  if (e.repeat) return;
  if (k === "escape" && (s.selection.length || s.payFor)) { e.preventDefault(); s.selection = []; s.payFor = null; v.draw.all(); return; }
  if (v.locked()) return;
  if (k === "g" && v.textOf("go")) { e.preventDefault(); run(v, [v.textOf("go")]); }
  else if (k === "e" && v.textOf("done")) { e.preventDefault(); run(v, [v.textOf("done")]); }
  else if (k === "p" && v.textOf("pass")) { e.preventDefault(); run(v, [v.textOf("pass")]); }
  else if (["1", "2", "3", "4"].includes(k)) {
    const place = PLACES[Number(k) - 1];
    if (v.el.placesEl.querySelector(`[data-drop="place:${place}"]`)) { e.preventDefault(); dropOn(v, `place:${place}`); }
  }
}
