// Arctic Scavengers view: input to actions. Clicks and keys on places, piles
// and buttons, the hand's selection, and dragging hand cards (pointer events:
// mouse, touch, pen) onto a place or a market pile. A drop plays the legal
// texts that match.js finds for the selection; redraws go through `v.draw`.

import { drawn } from "./state.js";
import { startDrag } from "../../app/viewkit.js";
import { goPlan, hireHint, hirePlan, hireTexts, noFitText, placeParts, selKeys, zeroWarning } from "./match.js";

/** The gathering places in order (keys 1–4). */
export const PLACES = ["draw", "dig", "hunt", "trash"];
const DRAG_PX = 6;

/** Play legal texts one after another; each is checked against the legal list of its moment. @param {import("./state.js").View} v @param {(string | null)[]} texts */
export async function run(v, texts) {
  const s = v.s;
  if (s.pending || !texts.length) return;
  s.pending = true;
  v.draw.controls();
  try {
    for (const text of texts) {
      if (s.destroyed || !text || !s.legal.has(text)) break;
      const r = await v.ctx.act(text);
      if (!r || ("error" in r && r.error)) break;
    }
  } finally {
    s.pending = false;
    if (!s.destroyed && s.snap) v.draw.all();
  }
}

/** Go: carry out the open place, with the selected cards added first when it takes them (goPlan). @param {import("./state.js").View} v */
export function runGo(v) {
  const plan = goPlan(v);
  if (!plan || v.locked()) return;
  const warn = zeroWarning(v, /** @type {string} a Go has an open place */ (drawn(v.s).obs.gathering?.open), plan.parts);
  if (plan.adds.length) v.s.selection = [];
  run(v, plan.texts);
  if (warn) v.ctx.toast(warn);
}

/** The selection dropped on `target` ("place:<act>" or "pile:<card>"). @param {import("./state.js").View} v @param {string} target */
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
    } else if (drawn(s).obs.phase === "assemble" && drawn(s).obs.gathering?.open === key) {
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
      /** @type {HTMLElement | null} */ (v.el.supplyEl.querySelector(".as-pay"))?.focus();
    } else if (!hireTexts(v, key).length) {
      const why = hireHint(v, key);
      if (why) v.ctx.toast(why);
    } else if (keys.length) {
      v.ctx.toast(v.T("hint.no_pay", { card: v.cname(key) }));
    }
  }
}

/** Select or unselect hand card `i`. @param {import("./state.js").View} v @param {number} i */
export function toggle(v, i) {
  const s = v.s;
  if (v.locked()) return;
  s.selection = s.selection.includes(i) ? s.selection.filter((x) => x !== i) : [...s.selection, i];
  v.draw.all();
  /** @type {HTMLElement | null} */ (v.el.handEl.querySelector(`.as-hand-card[data-i="${i}"]`))?.focus();
}

/** Click, drag and arrow keys on hand card `el` (index `i`). @param {import("./state.js").View} v @param {HTMLElement} el @param {number} i */
export function handCardInput(v, el, i) {
  el.addEventListener("click", (e) => {
    if (v.s.drag?.justEnded(50)) { e.preventDefault(); return; }
    toggle(v, i);
  });
  el.addEventListener("pointerdown", (e) => dragCards(v, e, i, el));
  el.addEventListener("keydown", (e) => {
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault();
      const next = /** @type {NodeListOf<HTMLElement>} */ (v.el.handEl.querySelectorAll(".as-hand-card"))[i + (e.key === "ArrowRight" ? 1 : -1)];
      next?.focus();
    }
  });
}

// ---- drag and drop (the kit's startDrag: mouse, touch, pen) ---------------------------------
/** Drag the selection (or hand card `i` alone) onto a place or a pile; near an edge the page scrolls. @param {import("./state.js").View} v @param {PointerEvent} e @param {number} i @param {HTMLElement} el */
function dragCards(v, e, i, el) {
  if (v.locked()) return;
  v.s.drag?.end();
  v.s.drag = startDrag(e, el, {
    within: v.el.view, threshold: DRAG_PX, edgeScroll: true, ghostClass: "as-ghost", overClass: "as-over", draggingClass: "as-dragging",
    onStart: () => {
      if (!v.s.selection.includes(i)) v.s.selection = [i];
      v.draw.places();
      v.draw.supply();
    },
    // the kit appends one node: the cards go in a fragment (an array would be appended as its text)
    ghost: () => {
      const cards = document.createDocumentFragment();
      cards.append(...selKeys(v).map((k) => v.card(k, { size: "s" })));
      return cards;
    },
    onDrop: (t) => (t ? dropOn(v, t.dataset.drop) : v.draw.all()),
    onCancel: () => v.draw.all(),
  });
}

// ---- keyboard ------------------------------------------------------------------------------
/** The view's keys: ? help, Escape clear, G go, E done, P pass, 1–4 a place. @param {import("./state.js").View} v @param {KeyboardEvent} e */
export function onKey(v, e) {
  const s = v.s;
  if (s.destroyed) return;
  const k = e.key.toLowerCase();
  if (k === "?") { e.preventDefault(); v.help.open(); return; }
  if (e.repeat) return;
  if (k === "escape" && (s.selection.length || s.payFor)) { e.preventDefault(); s.selection = []; s.payFor = null; v.draw.all(); return; }
  if (v.locked()) return;
  if (k === "g" && v.textOf("go")) { e.preventDefault(); runGo(v); }
  else if (k === "e" && v.textOf("done")) { e.preventDefault(); run(v, [v.textOf("done")]); }
  else if (k === "p" && v.textOf("pass")) { e.preventDefault(); run(v, [v.textOf("pass")]); }
  else if (["1", "2", "3", "4"].includes(k)) {
    const place = PLACES[Number(k) - 1];
    if (v.el.placesEl.querySelector(`[data-drop="place:${place}"]`)) { e.preventDefault(); dropOn(v, `place:${place}`); }
  }
}
