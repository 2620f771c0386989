// Arctic Scavengers view (contract: web/app/README.md).
//
// It draws the observation: the tribes (public counts, the viewer's own hand,
// deck and discard), the contested pile (and the viewer's private peek), the
// junkyard, the mercenary market, the gathering places of the turn player
// (Draw, Dig, Hunt, Trash, and Hire at the market), dug cards, the skirmish
// reveal step by step, and the final score breakdown. It offers exactly the
// texts of `snapshot.legal`: the player selects cards in hand (click, tap,
// keyboard, or drag with pointer events) and drops them on a place; the view
// finds the legal text made of those cards (for a place not yet open, in the
// observation's `you.groups`, the rules' own list) and plays it. It never
// decides by itself what is legal, and never reads the grammar of an action
// text: it matches the parts of the legal actions (`snapshot.actions`,
// `{text, verb, args: [{kind, value}]}` from the rules' `action_parts`) and
// sends the matching part's text.
//
// The modules, over one view object (state.js: the state's documented shape,
// `ctx`, the DOM refs and read helpers):
//   layout.js    the skeleton, announcer and help dialog (help.js: its body)
//   readouts.js  status line, prompt, seats
//   supply.js    contested pile, junkyard, market
//   places.js    gathering places, plays, dug cards
//   hand.js      the viewer's hand and its bar
//   skirmish.js  the skirmish replay, step by step
//   final.js     the final score table
//   match.js     selection → the legal actions' parts
//   input.js     clicks, keys, drag → actions
// This file mounts them, draws everything in order and follows the snapshots.

import { onViewKeys, teardown, useStylesheet } from "../../app/viewkit.js";
import { renderFinal } from "./final.js";
import { renderHand } from "./hand.js";
import { onKey } from "./input.js";
import { layout } from "./layout.js";
import { renderDig, renderPlaces } from "./places.js";
import { promptText, renderSeats, renderStatus } from "./readouts.js";
import { renderSkirmish, stopSk, syncSkirmish } from "./skirmish.js";
import { createView, drawn } from "./state.js";
import { renderSupply } from "./supply.js";

/** Enable or disable the action buttons as the view is locked or not (no redraw). @param {import("./state.js").View} v */
function renderControls(v) {
  for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (v.el.view.querySelectorAll(".as-hand-card, #as-go, #as-done, #as-pass, #as-save, #as-nosave, #as-keep-none, .as-dug-card, .as-target"))) {
    if (b.tagName === "BUTTON") b.disabled = v.locked();
  }
}

/** @param {import("./state.js").View} v */
function renderAll(v) {
  if (!v.s.snap) return;
  const { view, top, promptEl, finalEl, skEl, digEl, seatsEl, supplyEl, placesEl, handEl } = v.el;
  renderStatus(v);
  promptEl.textContent = promptText(v);
  promptEl.classList.toggle("as-prompt-go", v.mine());
  renderSeats(v);
  renderSupply(v);
  renderPlaces(v);
  renderDig(v);
  renderHand(v);
  renderSkirmish(v);
  renderFinal(v);
  const phase = drawn(v.s).obs.phase;
  view.dataset.phase = phase;
  view.classList.toggle("as-my-turn", v.mine());
  // the current decision comes first (in the DOM too, so that the tab order follows the eye)
  const skFirst = phase === "skirmish" || phase === "save" || v.ctx.embed;
  const order = skFirst
    ? [top, promptEl, finalEl, skEl, digEl, seatsEl, supplyEl, placesEl, handEl]
    : [top, promptEl, finalEl, digEl, seatsEl, supplyEl, placesEl, handEl, skEl];
  if (order.some((el, i) => view.children[i] !== el)) view.prepend(...order);
}

/** @param {import("./state.js").View} v @param {TabletopSnapshot | null} snapshot */
function render(v, snapshot) {
  const s = v.s;
  if (s.destroyed || !snapshot) return;
  s.snap = snapshot;
  s.obs = /** @type {import("./state.js").Obs} the rules' JSON */ (snapshot.observation || {});
  s.legal = new Set(snapshot.legal || []);
  s.actions = snapshot.actions || [];
  s.me = Number.isInteger(snapshot.viewer) ? snapshot.viewer : null;
  const newHand = s.obs.you?.hand || [];
  const sig = `${s.me}|${s.obs.round}|${newHand.join(",")}`;
  if (sig !== s.handSig || snapshot.viewer !== s.lastViewer) {
    s.selection = [];
    s.payFor = null;
  }
  s.handSig = sig;
  s.hand = newHand;
  if (!s.legal.size) s.payFor = null;
  syncSkirmish(v);
  renderAll(v);
  s.firstRender = false;
  if (v.mine() && !s.wasMine) v.live.say(promptText(v));
  // a decision that appears away from the hand comes into sight
  const phase = s.obs.phase;
  if (v.mine() && phase !== s.lastPhase && (phase === "dig" || phase === "skirmish" || phase === "save")) {
    const el = phase === "dig" ? v.el.digEl : v.el.skEl;
    const r = el.getBoundingClientRect();
    if (!el.hidden && (r.top < 0 || r.top > window.innerHeight - 80)) el.scrollIntoView({ block: "start", behavior: "instant" });
  }
  s.lastPhase = phase;
  s.wasMine = v.mine();
  s.lastViewer = snapshot.viewer;
}

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  const v = createView(ctx);
  const style = useStylesheet(new URL("./view.css", import.meta.url));
  layout(v, root);
  v.draw = {
    all: () => renderAll(v),
    controls: () => renderControls(v),
    supply: () => renderSupply(v),
    places: () => renderPlaces(v),
  };
  const keys = onViewKeys(v.el.view, (e) => onKey(v, e));

  function destroy() {
    v.s.destroyed = true;
    stopSk(v);
    v.s.drag?.end();
    teardown(root, keys, v.help, v.live, style);
  }

  return { render: /** @param {TabletopSnapshot | null} snapshot */ (snapshot) => render(v, snapshot), destroy };
}
