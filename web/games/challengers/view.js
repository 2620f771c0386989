// Challengers! view (contract: web/app/README.md; the rules' side: pylib/tabletop/challengers/observe.py).
//
// It draws the observation: the tournament (teams with fans, face-down
// trophies, deck sizes and Deck Phase progress; the plan of who meets whom in
// which park, this round and the next), the viewer's Deck Phase (the offer,
// the private display, picks, the one redraw, removal) and deck list, and the
// last Match Phase step by step: reveals, each effect named with its card's
// number, the flag changing hands, cards going to the named bench slots,
// exhaust piles and fans, with the attack's running power against the
// defence. The steps and their numbers come from the rules (MATCH.steps); the
// view only replays them. Actions are exactly the snapshot's `actions`
// (matched on verb and card key, never parsed from text), chosen by click,
// drag (pointer events: mouse, touch, pen) or keys. Card names, effects and
// the help's card list come from `ctx.reference()`.
//
// Hot-seat privacy is the shell's (hand-over screen); on a change of viewer
// every local state of the previous viewer (selection, focus, replay) is dropped.

//
// The view is a folder of modules over one object `v` (below): layout.js builds the skeleton
// and the help, readouts.js the status, prompt, teams, plan and results, deck.js the Deck
// Phase and deck list, match.js the Match Phase panel, replay.js its step-by-step replay,
// cards.js a card's face and tip, input.js actions, drag and keys, helpers.js names and words.

import { useStylesheet } from "../../app/viewkit.js";
import { NS, helpers } from "./helpers.js";
import { createTip } from "./cards.js";
import { buildLayout } from "./layout.js";
import { bindKeys } from "./input.js";
import { renderPrompt, renderPlan, renderResults, renderStatus, renderTeams } from "./readouts.js";
import { renderDeckPhase, renderMyDeck } from "./deck.js";
import { renderMatch } from "./match.js";
import { stopReplay, syncReplay } from "./replay.js";

/**
 * The view's mutable state: everything that changes after mount, in one place.
 * @typedef {object} State
 * @property {object|null} snap the last snapshot
 * @property {object|null} obs snapshot.observation
 * @property {number|null} me snapshot.viewer
 * @property {object[]} acts snapshot.actions
 * @property {object|null} ref ctx.reference(), once loaded
 * @property {Map<string, object>} cards card key -> reference card
 * @property {Map<string, object>} effects effect key -> {name}
 * @property {Map<number, object>} byNumber card number -> reference card
 * @property {boolean} pending an action is in flight
 * @property {boolean} destroyed
 * @property {number|null|undefined} lastViewer the viewer of the last render
 * @property {ReturnType<typeof import("../../app/viewkit.js").startDrag>} drag the card being dragged or dropped last (the kit's startDrag)
 * @property {string|null} focusKey data-focus of the element to focus again after a render
 * @property {{sig: string, match: number, index: number, timer: number|null, playing: boolean, hold: boolean, held: boolean}} rp
 *   the replay of the last Match Phase: which match and step, its timer, hold (a pointer is down on
 *   the match), held (the Match Phase just played is being replayed; the log lines naming its results wait)
 * @property {boolean} firstRender
 * @property {boolean} wasMine the viewer could act at the last render
 */

/**
 * What every module gets: the state, the shell's ctx, the words, the helpers of helpers.js and
 * the elements of layout.js.
 * @typedef {object} View
 * @property {State} state
 * @property {object} ctx
 * @property {string} lang
 * @property {(key: string, args?: object) => string} T the view's messages (challengers.view.*)
 * @property {Promise<object|null>} refLoaded
 * @property {object} tip the card tip (cards.js createTip)
 * @property {HTMLElement} view the view's root element; also statusEl, helpBtn, promptEl, resultsEl,
 *   deckEl, mydeckEl, matchEl, teamsEl, planEl, live (announcer), help (helpDialog)
 */

/** @returns {State} */
function createState() {
  return {
    snap: null, obs: null, me: null, acts: [], ref: null,
    cards: new Map(), effects: new Map(), byNumber: new Map(),
    pending: false, destroyed: false, lastViewer: undefined,
    drag: null, focusKey: null,
    rp: { sig: "", match: 0, index: 0, timer: null, playing: false, hold: false, held: false },
    firstRender: true, wasMine: false,
  };
}

export function mount(root, ctx) {
  const state = createState();
  /** @type {View} */
  const v = { state, ctx, lang: ctx.lang, T: (key, args) => ctx.t(`${NS}view.${key}`, args) };
  Object.assign(v, helpers(v));
  const style = useStylesheet(new URL("./view.css", import.meta.url));
  v.refLoaded = Promise.resolve(ctx.reference ? ctx.reference() : null)
    .then((r) => {
      state.ref = r || null;
      state.cards = new Map((r?.cards || []).map((c) => [c.key, c]));
      state.effects = new Map((r?.effects || []).map((e) => [e.key, e]));
      state.byNumber = new Map((r?.cards || []).map((c) => [c.no, c]));
      if (!state.destroyed && state.snap) renderAll(v);
      return state.ref;
    })
    .catch(() => null);
  v.tip = createTip(v);
  const detach = buildLayout(v, root);
  const keys = bindKeys(v, root);
  const { live, help, promptEl } = v;

  function render(snapshot) {
    if (state.destroyed || !snapshot) return;
    state.snap = snapshot;
    state.obs = snapshot.observation || {};
    state.me = snapshot.viewer;
    state.acts = snapshot.actions || [];
    if (snapshot.viewer !== state.lastViewer) {
      // another person has the device: nothing the previous viewer had open stays
      state.lastViewer = snapshot.viewer;
      live.clear();
      state.focusKey = null;
      state.wasMine = false;
      state.drag?.end();
      stopReplay(v);
      state.rp.sig = "";
    }
    syncReplay(v);
    renderAll(v);
    state.firstRender = false;
    const mine = state.acts.length > 0;
    if (mine && !state.wasMine) live.say(promptEl.firstChild?.textContent || "");
    state.wasMine = mine;
  }

  function destroy() {
    state.destroyed = true;
    stopReplay(v);
    detach();
    state.drag?.end();
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}

/** Draw every part of the view from the state (after a snapshot, an action or the reference). */
export function renderAll(v) {
  const { state, you, tip, view } = v;
  if (!state.obs) return;
  view.dataset.phase = state.obs.phase || "";
  view.dataset.parks = String(state.obs.parks || 1);
  view.dataset.step = you()?.step || "";
  view.classList.toggle("cg-my-turn", state.acts.length > 0);
  renderStatus(v);
  renderPrompt(v);
  renderResults(v);
  renderDeckPhase(v);
  renderMyDeck(v);
  renderMatch(v);
  renderTeams(v);
  renderPlan(v);
  tip.place();
}
