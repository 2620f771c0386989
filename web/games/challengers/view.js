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

import { teardown, useStylesheet } from "../../app/viewkit.js";
import { NS, helpers } from "./helpers.js";
import { createTip } from "./cards.js";
import { buildLayout } from "./layout.js";
import { bindKeys } from "./input.js";
import { renderPrompt, renderPlan, renderResults, renderStatus, renderTeams } from "./readouts.js";
import { renderDeckPhase, renderMyDeck } from "./deck.js";
import { renderMatch } from "./match.js";
import { stopReplay, syncReplay } from "./replay.js";

/** A card of the reference (pylib/tabletop/challengers/data.py `card_table`). @typedef {{key: string, no: number, name: TabletopWords, set: string, level: string, power: number, copies: number, keyword: string | null, effect_key: string | null} & Record<string, any>} Card */
/**
 * The rules' reference (data.py `reference`).
 * @typedef {{cards: Card[], sets: {key: string, name: TabletopWords}[], keywords: {key: string, name: TabletopWords, text: TabletopWords}[], draft: {level: string, picks: number}[][], parks: {key: number, name: TabletopWords}[], npc_levels: Record<string, any>[], effects: {key: string, name: TabletopWords}[]} & Record<string, any>} Ref
 */
/** An offer of the Deck Phase: picks of a level. @typedef {{level: string, picks: number}} Offer */
/**
 * A seat of the tournament (pylib/tabletop/challengers/observe.py).
 * @typedef {{seat: number, npc: boolean, plan: number[], deck: number, fans: number, trophies: Record<string, any>[], step: string | null, offer: Offer | null, display: number, picks_left: number, redrawn: boolean, finalist: boolean, total: number | null}} Seat
 */
/**
 * The viewer's own part (observe.py `you`).
 * @typedef {{seat: number, deck: string[], display: string[], step: string, offer: Offer | null, offers: Offer[], picks_left: number, can_redraw: boolean, duplicate: string[], picked: string[], removed: string[]}} You
 */
/**
 * A match played (tournament.py: its record; `steps` are the rules' replay states, JSON read where drawn).
 * @typedef {{round: number, park: number, teams: number[], first: number, winner: number, loser: number, reason: string, trophy: {round: number, park: number, fans: number | null} | null, kept: boolean, steps: Record<string, any>[]}} Match
 */
/** A match kept in the history (tournament.py `_BRIEF`). @typedef {{round: number, park: number, teams: number[], winner: number, reason: string}} Brief */
/**
 * The rules' observation (observe.py `observe`).
 * @typedef {object} Obs
 * @property {number | null} viewer @property {number} players @property {number | null} npc @property {number | null} npc_level
 * @property {string[]} sets @property {number} round @property {string} phase @property {Offer[]} offers @property {Seat[]} seats
 * @property {number} parks @property {number[][][]} schedule @property {You | null} you @property {Match[]} matches
 * @property {Brief[]} history @property {{ranking: Record<string, any>[], finalists: number[], match: Record<string, any> | null} | null} final
 * @property {TabletopOutcome | null} result @property {{key: string, args: Record<string, any>}[]} log
 */

/**
 * The view's mutable state: everything that changes after mount, in one place.
 * @typedef {object} State
 * @property {TabletopSnapshot|null} snap the last snapshot
 * @property {Obs|null} obs snapshot.observation
 * @property {number|null} me snapshot.viewer
 * @property {TabletopActionParts[]} acts snapshot.actions
 * @property {Ref|null} ref ctx.reference(), once loaded
 * @property {Map<string, Card>} cards card key -> reference card
 * @property {Map<string, {key: string, name: TabletopWords}>} effects effect key -> {name}
 * @property {Map<number, Card>} byNumber card number -> reference card
 * @property {boolean} pending an action is in flight
 * @property {boolean} destroyed
 * @property {number|null|undefined} lastViewer the viewer of the last render
 * @property {ReturnType<typeof import("../../app/viewkit.js").startDrag>} drag the card being dragged or dropped last (the kit's startDrag)
 * @property {string|null} focusKey data-focus of the element to focus again after a render
 * @property {{sig: string, match: number, index: number, timer: ReturnType<typeof setTimeout>|null, playing: boolean, hold: boolean, held: boolean}} rp
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
 * @property {TabletopCtx} ctx
 * @property {string} lang
 * @property {(key: string, args?: Record<string, unknown>) => string} T the view's messages (challengers.view.*)
 * @property {Promise<Ref|null>} refLoaded
 * @property {Tip} tip the card tip (cards.js createTip)
 * @property {HTMLElement} view the view's root element (layout.js), and its parts:
 * @property {HTMLElement} statusEl @property {HTMLElement} helpBtn @property {HTMLElement} promptEl @property {HTMLElement} resultsEl
 * @property {HTMLElement} deckEl @property {HTMLElement} mydeckEl @property {HTMLElement} matchEl @property {HTMLElement} teamsEl
 * @property {HTMLElement} planEl @property {ReturnType<typeof import("../../app/viewkit.js").announcer>} live
 * @property {ReturnType<typeof import("../../app/viewkit.js").helpDialog>} help
 * and the helpers of helpers.js:
 * @property {Helpers["L"]} L
 * @property {Helpers["card"]} card
 * @property {Helpers["isNpc"]} isNpc
 * @property {Helpers["parkName"]} parkName
 * @property {Helpers["cname"]} cname
 * @property {Helpers["setName"]} setName
 * @property {Helpers["parkLabel"]} parkLabel
 * @property {Helpers["name"]} name
 * @property {Helpers["locked"]} locked
 * @property {Helpers["withVerb"]} withVerb
 * @property {Helpers["actFor"]} actFor
 * @property {Helpers["you"]} you
 * @property {Helpers["offerText"]} offerText
 * @property {Helpers["label"]} label
 * @property {Helpers["aside"]} aside
 */
/** @typedef {ReturnType<typeof import("./helpers.js").helpers>} Helpers */
/** @typedef {ReturnType<typeof import("./cards.js").createTip>} Tip */

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

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  const state = createState();
  const v = /** @type {View} helpers(), createTip() and buildLayout() add the rest below */ ({ state, ctx, lang: ctx.lang, T: (key, args) => ctx.t(`${NS}view.${key}`, args) });
  Object.assign(v, helpers(v));
  const style = useStylesheet(new URL("./view.css", import.meta.url));
  v.refLoaded = Promise.resolve(ctx.reference ? ctx.reference() : null)
    .then((answer) => {
      const r = /** @type {Ref | null} the rules' JSON */ (answer);
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

  /** @param {TabletopSnapshot | null} snapshot */
  function render(snapshot) {
    if (state.destroyed || !snapshot) return;
    state.snap = snapshot;
    state.obs = /** @type {Obs} the rules' JSON */ (snapshot.observation || {});
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
    teardown(root, keys, help, live, style);
  }

  return { render, destroy };
}

/** Draw every part of the view from the state (after a snapshot, an action or the reference). @param {View} v */
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
