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

import { teardown, useStylesheet } from "../../app/viewkit.js";
import { NS_RULES, NS_VIEW, cardWords } from "./cards.js";
import { buildLayout } from "./layout.js";
import { bindKeys, renderHand } from "./hand.js";
import { renderInfo, renderTable } from "./table.js";
import { renderEvents, stopReplay } from "./events.js";
import { renderLast, renderResults } from "./results.js";

/**
 * One seat's hand in the observation (a hidden card is null).
 * @typedef {object} Hand
 * @property {number | null} card
 * @property {boolean} face_up
 * @property {boolean} strong
 * @property {number[]} cannot_be ranks the seat's card is known not to be
 * @property {string[]} disqualified
 * @property {"change" | "keep" | null} choice
 */
/**
 * The previous showdown (per-seat lists are indexed by seat).
 * @typedef {object} LastDeal
 * @property {number} round @property {number} deal @property {number[]} order
 * @property {(number | null)[]} cards @property {(number | null)[]} values @property {string[][]} disqualified
 * @property {number[]} lowest @property {number[]} pairs @property {number[]} penalised @property {number[]} paid
 * @property {number[]} eliminated @property {number[]} left
 */
/**
 * A log entry of the observation.
 * @typedef {{key: string, args?: {player?: number, target?: number, victim?: number}}} Entry
 */
/**
 * The rules' observation (pylib/tabletop/cucco/observe.py), with `over` (snapshot.over).
 * @typedef {object} Obs
 * @property {string} phase @property {number} players @property {number} round @property {number | null} rounds
 * @property {number} max_rounds @property {number} deal @property {"children" | "adults"} time @property {number | null} stake
 * @property {number} pot @property {number[]} coins @property {("in" | "left" | "eliminated")[]} status
 * @property {number[]} order @property {number | null} start_player @property {number | null} turn
 * @property {(Hand | null)[]} hands @property {number} deck @property {number[]} discard
 * @property {LastDeal | null} last_deal @property {{winner: number | null, pot: number}[]} results
 * @property {Entry[]} log @property {number[]} [winners] @property {number | null} [ended_by] @property {boolean} over
 */
/**
 * A card of the rules' table (ctx.reference().cards).
 * @typedef {{rank: number, name: TabletopWords, named: boolean, traditional: string, power: string, effect: TabletopWords}} Card
 */
/**
 * The view's mutable state: everything that changes after mount, in one place.
 * @typedef {object} State
 * @property {TabletopSnapshot | null} snap the last snapshot
 * @property {Obs | null} obs snapshot.observation, with `over` (snapshot.over)
 * @property {Map<string, string>} verbs verb -> action text (snapshot.actions)
 * @property {{entry: Entry, section: string, short: string, text: string}[]} events the deal's events
 * @property {number} step index into events; -1 = none highlighted
 * @property {boolean} follow the step follows the newest event
 * @property {string} lastSig the observation's log at the last render (JSON)
 * @property {ReturnType<typeof setInterval> | null} replayTimer
 * @property {boolean} destroyed
 * @property {boolean} pending an action is in flight
 * @property {Map<number | null, Card>} cards rank -> card of the rules' table ({rank, name, power, effect, named, ...}); empty until loaded (a hidden card, null, has none)
 * @property {{cards?: Card[], one_cuckoo_from?: number, max_rounds?: number} | null} reference ctx.reference(), once loaded
 * @property {number|null|undefined} lastViewer the viewer of the last render
 * @property {boolean} wasMine the viewer could act at the last render
 */

/**
 * What every module gets: the state, the shell's ctx, the words, the card helpers of cards.js
 * and the elements of layout.js.
 * @typedef {object} View
 * @property {State} state
 * @property {TabletopCtx} ctx
 * @property {string} lang
 * @property {(key: string, args?: Record<string, unknown>) => string} T the view's messages (cucco.view.*)
 * @property {(key: string, args?: Record<string, unknown>) => string} R the rules' messages (cucco.*)
 * @property {(seat: number) => string} name a seat's name
 * @property {(seat: number) => boolean} isBot
 * @property {(rank: number | null) => string | null} cardName cards.js
 * @property {(rank: number | null) => string | null} powerOf cards.js
 * @property {(rank: number | null) => string} cardLabel cards.js
 * @property {Promise<unknown>} referenceLoaded
 * @property {El} view the view's root element; the others of layout.js:
 * @property {El} infoEl @property {El} helpBtn @property {El} centre @property {El} caption @property {El} legend
 * @property {El} felt @property {El} handBox @property {El} bChange @property {El} bKeep @property {El} stepList
 * @property {El} bPrev @property {El} bNext @property {El} bReplay @property {El} stepPos @property {El} lastBox
 * @property {El} resultsBox
 * @property {ReturnType<typeof import("../../app/viewkit.js").announcer>} live
 * @property {ReturnType<typeof import("../../app/viewkit.js").helpDialog>} help
 */
/**
 * The view once a snapshot is drawn (render() set `snap` and `obs`): what the render functions get.
 * @typedef {View & {state: State & {snap: TabletopSnapshot, obs: Obs}}} Drawn
 */
/** @typedef {ReturnType<typeof import("../../app/dom.js").h>} El an element made by h() */

/** @returns {State} */
function createState() {
  return {
    snap: null, obs: null, verbs: new Map(), events: [], step: -1, follow: true, lastSig: "",
    replayTimer: null, destroyed: false, pending: false, cards: new Map(), reference: null,
    lastViewer: undefined, wasMine: false,
  };
}

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  const state = createState();
  const v = /** @type {View} cardWords and buildLayout add the rest below */ ({
    state,
    ctx,
    lang: ctx.lang,
    /** @param {string} key @param {Record<string, unknown>} [args] */
    T: (key, args) => ctx.t(NS_VIEW + key, args),
    /** @param {string} key @param {Record<string, unknown>} [args] */
    R: (key, args) => ctx.t(NS_RULES + key, args),
    /** @param {number} p */
    name: (p) => ctx.seats?.[p]?.name || ctx.t("core.player", { n: p + 1 }),
    /** @param {number} p */
    isBot: (p) => !!ctx.seats?.[p]?.bot,
  });
  Object.assign(v, cardWords(v));
  const style = useStylesheet(new URL("./view.css", import.meta.url));
  v.referenceLoaded = Promise.resolve(ctx.reference ? ctx.reference() : null)
    .then((ref) => {
      state.reference = /** @type {State["reference"]} the rules' reference (Game.reference()) */ (ref) || null;
      state.cards = new Map((state.reference?.cards || []).map((c) => [c.rank, c]));
      if (!state.destroyed && state.snap) render(state.snap);
      return state.reference;
    })
    .catch(() => null);
  buildLayout(v, root);
  const keys = bindKeys(v, root);
  const { T, view, caption, live, help } = v;

  /** @param {TabletopSnapshot} snapshot */
  function render(snapshot) {
    if (state.destroyed || !snapshot) return;
    state.snap = snapshot;
    state.obs = /** @type {Obs} the rules' observation */ ({ ...(snapshot.observation || {}), over: snapshot.over });
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
    const drawn = /** @type {Drawn} snap and obs are set above */ (v);
    renderInfo(drawn);
    renderEvents(drawn);
    renderTable(drawn);
    renderHand(drawn);
    renderLast(drawn);
    renderResults(drawn);
    const mine = state.verbs.size > 0;
    if (mine && !state.wasMine) live.say(T("hand.your_turn"));
    // once played (or the game over), "Your turn" is no longer true: it must not stay to be read
    else if (!mine && state.wasMine) live.clear();
    state.wasMine = mine;
  }

  function destroy() {
    state.destroyed = true;
    stopReplay(v);
    teardown(root, keys, help, live, style);
  }

  return { render, destroy };
}
