// Cucco view: the card table of one seat (contract: web/app/README.md).
//
// It draws the observation (seats with coins and cards, pot, stake, deck,
// deal and round, the previous showdown, round results) and offers exactly
// the actions of the snapshot (`snapshot.actions`, matched on their verb:
// "change" / "keep"). The deal's events (the observation's `log`) can be
// stepped through one at a time: the seats involved light up on the table.
// It only ever draws what the observation shows; a hidden card stays a back.
//
// The view knows no card of the rules: names, powers and effects come from
// the rules' own table through `ctx.reference()` (Game.reference()), and the
// rules help lists every card from it.
//
// The view is a folder of modules over one object `v` (below): layout.js builds the skeleton
// and the help, table.js the header and the seats, hand.js the viewer's hand and its input,
// events.js the deal's events and their replay, results.js the last showdown and the results,
// cards.js a card's words and face.

import { useStylesheet } from "../../app/viewkit.js";
import { NS_RULES, NS_VIEW, cardWords } from "./cards.js";
import { buildLayout } from "./layout.js";
import { bindKeys, renderHand } from "./hand.js";
import { renderInfo, renderTable } from "./table.js";
import { renderEvents, stopReplay } from "./events.js";
import { renderLast, renderResults } from "./results.js";

/**
 * The view's mutable state: everything that changes after mount, in one place.
 * @typedef {object} State
 * @property {object|null} snap the last snapshot
 * @property {object|null} obs snapshot.observation, with `over` (snapshot.over)
 * @property {Map<string, string>} verbs verb -> action text (snapshot.actions)
 * @property {{entry: object, section: string, short: string, text: string}[]} events the deal's events
 * @property {number} step index into events; -1 = none highlighted
 * @property {boolean} follow the step follows the newest event
 * @property {string} lastSig the observation's log at the last render (JSON)
 * @property {number|null} replayTimer
 * @property {boolean} destroyed
 * @property {boolean} pending an action is in flight
 * @property {Map<number, object>} cards rank -> card of the rules' table ({rank, name, power, effect, named, ...}); empty until loaded
 * @property {object|null} reference ctx.reference(), once loaded
 * @property {number|null|undefined} lastViewer the viewer of the last render
 * @property {boolean} wasMine the viewer could act at the last render
 */

/**
 * What every module gets: the state, the shell's ctx, the words, the card helpers of cards.js
 * and the elements of layout.js.
 * @typedef {object} View
 * @property {State} state
 * @property {object} ctx
 * @property {string} lang
 * @property {(key: string, args?: object) => string} T the view's messages (cucco.view.*)
 * @property {(key: string, args?: object) => string} R the rules' messages (cucco.*)
 * @property {(seat: number) => string} name a seat's name
 * @property {(seat: number) => boolean} isBot
 * @property {Promise<object|null>} referenceLoaded
 * @property {HTMLElement} view the view's root element; also infoEl, helpBtn, centre, caption, legend,
 *   felt, handBox, bChange, bKeep, stepList, bPrev, bNext, bReplay, stepPos, lastBox, resultsBox,
 *   live (announcer), help (helpDialog)
 */

/** @returns {State} */
function createState() {
  return {
    snap: null, obs: null, verbs: new Map(), events: [], step: -1, follow: true, lastSig: "",
    replayTimer: null, destroyed: false, pending: false, cards: new Map(), reference: null,
    lastViewer: undefined, wasMine: false,
  };
}

export function mount(root, ctx) {
  const state = createState();
  /** @type {View} */
  const v = {
    state,
    ctx,
    lang: ctx.lang,
    T: (key, args) => ctx.t(NS_VIEW + key, args),
    R: (key, args) => ctx.t(NS_RULES + key, args),
    name: (p) => ctx.seats?.[p]?.name || ctx.t("core.player", { n: p + 1 }),
    isBot: (p) => !!ctx.seats?.[p]?.bot,
  };
  Object.assign(v, cardWords(v));
  const style = useStylesheet(new URL("./view.css", import.meta.url));
  v.referenceLoaded = Promise.resolve(ctx.reference ? ctx.reference() : null)
    .then((ref) => {
      state.reference = ref || null;
      state.cards = new Map((ref?.cards || []).map((c) => [c.rank, c]));
      if (!state.destroyed && state.snap) render(state.snap);
      return state.reference;
    })
    .catch(() => null);
  buildLayout(v, root);
  const keys = bindKeys(v, root);
  const { T, view, caption, live, help } = v;

  function render(snapshot) {
    if (state.destroyed || !snapshot) return;
    state.snap = snapshot;
    state.obs = { ...(snapshot.observation || {}), over: snapshot.over };
    state.verbs = new Map((snapshot.actions || []).map((a) => [a.verb, a.text]));
    if (snapshot.viewer !== state.lastViewer) {
      // another seat took the device: nothing of the previous viewer stays readable
      state.lastViewer = snapshot.viewer;
      state.follow = true;
      state.lastSig = "";
      state.wasMine = false;
      live.clear();
      caption.textContent = "";
    }
    view.dataset.phase = state.obs.phase || "";
    view.classList.toggle("cu-my-turn", state.verbs.size > 0);
    renderInfo(v);
    renderEvents(v);
    renderTable(v);
    renderHand(v);
    renderLast(v);
    renderResults(v);
    const mine = state.verbs.size > 0;
    if (mine && !state.wasMine) live.say(T("hand.your_turn"));
    state.wasMine = mine;
  }

  function destroy() {
    state.destroyed = true;
    stopReplay(v);
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}
