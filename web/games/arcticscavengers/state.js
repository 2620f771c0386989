// Arctic Scavengers view: its one mutable state object, and the view object
// every module gets (the state, `ctx`, the DOM refs and small read helpers).
//
// The helpers read the state at call time (a click handler made during one
// render sees the snapshot of its click), and never know the rules: they read
// the parts of the legal actions (`snapshot.actions`, `{text, verb, args}`).

import { cardEl, cardName } from "./cards.js";

/**
 * The skirmish replay: the steps of one skirmish record and where it stands.
 * @typedef {object} SkirmishReplay
 * @property {string} key          round, step count and result of the record shown (a change restarts the replay)
 * @property {object[]} steps      one reveal per seat, the record's steps, then its result
 * @property {number} index        the step shown (-1: none yet)
 * @property {number|null} timer   the interval that plays the steps, or null
 * @property {object|null} record  `observation.skirmish` (live) or `observation.last_skirmish`
 * @property {boolean} live        the skirmish is being played now
 * @property {string} [flipped]    `key@index` last drawn (a reveal flips only once)
 */

/**
 * Everything of the view that changes after mount.
 * @typedef {object} ViewState
 * @property {object|null} snap      the last snapshot
 * @property {object|null} obs       its observation
 * @property {Set<string>} legal     its legal texts
 * @property {object[]} actions      the legal actions' parts, parallel to snapshot.legal
 * @property {number|null} me        the viewer's seat (null: a spectator)
 * @property {string[]} hand         the viewer's hand (card keys, sorted by the rules)
 * @property {string} handSig        viewer, round and hand of the last render (a change clears the selection)
 * @property {number[]} selection    indices into `hand`
 * @property {boolean} pending       actions in flight (run)
 * @property {boolean} destroyed
 * @property {string|null} payFor    market pile whose payment choices are open
 * @property {SkirmishReplay} sk
 * @property {boolean} firstRender
 * @property {ReturnType<typeof import("../../app/viewkit.js").startDrag>} drag  the hand cards being dragged (the kit's startDrag)
 * @property {object|null} helpRef   the game's reference tables, fetched for the help once
 * @property {boolean} wasMine       the viewer could act at the last render
 * @property {number|null|undefined} lastViewer
 * @property {string|null} lastPhase
 */

/** A skirmish replay with nothing to show. @returns {SkirmishReplay} */
export function noSkirmish() {
  return { key: "", steps: [], index: -1, timer: null, record: null, live: false };
}

/** @returns {ViewState} */
export function createState() {
  return {
    snap: null, obs: null, legal: new Set(), actions: [], me: null, hand: [], handSig: "", selection: [],
    pending: false, destroyed: false, payFor: null, sk: noSkirmish(), firstRender: true, drag: null, helpRef: null,
    wasMine: false, lastViewer: undefined, lastPhase: null,
  };
}

/**
 * What every module of the view gets.
 * @typedef {object} View
 * @property {object} ctx        the mount's ctx (web/app/README.md)
 * @property {string} lang
 * @property {ViewState} s
 * @property {Record<string, HTMLElement>} el  the skeleton (layout.js)
 * @property {{open: Function, destroy: Function, element: HTMLElement}} help
 * @property {{say: Function, destroy: Function}} live
 * @property {{all: Function, controls: Function, supply: Function, places: Function}} draw  redraws (view.js)
 * @property {(key: string, args?: object) => string} T  a view message
 * @property {(key: string, args?: object) => string} R  a message of the game's catalog
 * @property {(key: string) => object|null} info         a card of the observation's table
 * @property {(seat: number) => string} name
 * @property {(key: string) => string} cname             a card's name
 * @property {(key: string|null, opts?: object) => HTMLElement} card
 * @property {() => boolean} mine                        the viewer may act
 * @property {() => boolean} locked                      an action or a bot is under way
 * @property {(verb: string) => object[]} withVerb       the legal actions' parts with that verb
 * @property {(verb: string) => string|null} textOf      the first legal text with that verb
 * @property {(act: string) => object|null} opener       the part that opens place `act`
 */

/** The view object over a fresh state (`el`, `help`, `live` and `draw` are set by the mount). @returns {View} */
export function createView(ctx) {
  const NS = "arcticscavengers.";
  const lang = ctx.lang;
  const s = createState();
  const T = (key, args) => ctx.t(`${NS}view.${key}`, args);
  const info = (key) => s.obs?.cards?.[key] || null;
  const withVerb = (verb) => s.actions.filter((p) => p.verb === verb);
  return {
    ctx, lang, s, el: {}, help: null, live: null, draw: null,
    T,
    R: (key, args) => ctx.t(NS + key, args),
    info,
    name: (seat) => ctx.seats?.[seat]?.name || ctx.t("core.player", { n: seat + 1 }),
    cname: (key) => cardName(info(key), lang),
    card: (key, opts = {}) => cardEl(info(key), { lang, T, ...opts }),
    mine: () => s.legal.size > 0,
    locked: () => s.pending || !!s.snap?.busy,
    withVerb,
    textOf: (verb) => withVerb(verb)[0]?.text || null,
    opener: (act) => s.actions.find((p) => p.verb === "open" && arg(p, "act") === act) || null,
  };
}

// ---- the parts of actions (never their text's grammar) ----
/** The values of a part's arguments of `kind`. */
export const args = (p, kind) => (p?.args || []).filter((a) => a.kind === kind).map((a) => a.value);
/** The first value of a part's argument of `kind`. */
export const arg = (p, kind) => args(p, kind)[0];
/** The cards of a part. */
export const cardsIn = (p) => args(p, "card");
/** Card keys in one canonical order, as one string (to compare groups). */
export const sorted = (keys) => [...keys].sort().join("+");

