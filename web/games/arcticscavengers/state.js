// Arctic Scavengers view: its one mutable state object, and the view object
// every module gets (the state, `ctx`, the DOM refs and small read helpers).
//
// The helpers read the state at call time (a click handler made during one
// render sees the snapshot of its click), and never know the rules: they read
// the parts of the legal actions (`snapshot.actions`, `{text, verb, args}`).

import { cardEl, cardName } from "./cards.js";

/** A card of the observation's table (observe.py `_card_info`): the rules' JSON, read where drawn. @typedef {Record<string, any>} CardInfo */
/**
 * A skirmish record (skirmish.py `skirmish_json`): each seat's cards, its steps (the rules' JSON) and its result.
 * @typedef {{round: number, seats: {seat: number, cards: string[], removed: string[], spent: string[], fight: number, people: number}[], steps: Record<string, any>[], result?: {winner: number | null, reason: string} | null, resolving?: number | null, pending?: Record<string, any> | null}} SkRecord
 */
/** A group of cards played or staged (observe.py `group_json`). @typedef {{cards: string[], value?: number} & Record<string, any>} Group */
/** A play of the round (observe.py `_play_seen`). @typedef {{action: string, groups?: Group[]} & Record<string, any>} Play */
/** The game's reference for the help (or the observation's cards when it cannot be had). @typedef {{cards: CardInfo[], gangs?: {key: string, name: TabletopWords, people: number}[]}} HelpRef */
/** A seat (pylib/tabletop/arcticscavengers/observe.py). @typedef {{seat: number, hand: number, deck: number, discard: number, kept: number, finished: boolean, known: Record<string, number>, unknown: number, tribe_known: number, won: number}} Seat */
/**
 * The viewer's own cards and what they can do (observe.py `you`).
 * @typedef {{seat: number, hand: string[], deck: string[], discard: string[], kept: string[], dug: string[], peek: string | null, tribe: number, groups: Record<string, TabletopActionParts[]>, strength: Record<string, any> | null}} You
 */
/**
 * The rules' observation (observe.py `observe`); the skirmish, the plays and the staged groups are the rules' JSON.
 * @typedef {object} Obs
 * @property {number | null} viewer @property {number} players @property {boolean} variant_2p @property {string} hq
 * @property {number} round @property {boolean} skirmish_round @property {string} phase @property {number} initiator
 * @property {number[]} order @property {number[]} active @property {Record<string, CardInfo>} cards
 * @property {{card: string, count: number, cost: Record<string, any> | null}[]} market @property {number} junkyard
 * @property {number} contested @property {Record<string, number>} box @property {Seat[]} seats
 * @property {{player: number, used: string[], food: number, open: string | null, staged: Group[], dug: number} | null} gathering
 * @property {Play[]} plays @property {SkRecord | null} skirmish @property {SkRecord | null} last_skirmish
 * @property {number | null} peeker @property {{key: string, args: Record<string, any>}[]} log @property {TabletopOutcome | null} result
 * @property {You} [you]
 */

/**
 * The skirmish replay: the steps of one skirmish record and where it stands.
 * @typedef {object} SkirmishReplay
 * @property {string} key          round, step count and result of the record shown (a change restarts the replay)
 * @property {Record<string, any>[]} steps      one reveal per seat, the record's steps, then its result
 * @property {number} index        the step shown (-1: none yet)
 * @property {ReturnType<typeof setInterval>|null} timer   the interval that plays the steps, or null
 * @property {SkRecord|null} record  `observation.skirmish` (live) or `observation.last_skirmish`
 * @property {boolean} live        the skirmish is being played now
 * @property {string} [flipped]    `key@index` last drawn (a reveal flips only once)
 */

/**
 * Everything of the view that changes after mount.
 * @typedef {object} ViewState
 * @property {TabletopSnapshot|null} snap      the last snapshot
 * @property {Obs|null} obs       its observation
 * @property {Set<string>} legal     its legal texts
 * @property {TabletopActionParts[]} actions      the legal actions' parts, parallel to snapshot.legal
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
 * @property {HelpRef|null} helpRef   the game's reference tables, fetched for the help once
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
 * @property {TabletopCtx} ctx        the mount's ctx (web/app/README.md)
 * @property {string} lang
 * @property {ViewState} s
 * @property {Record<string, HTMLElement>} el  the skeleton (layout.js)
 * @property {ReturnType<typeof import("../../app/viewkit.js").helpDialog>} help
 * @property {ReturnType<typeof import("../../app/viewkit.js").announcer>} live
 * @property {{all: () => void, controls: () => void, supply: () => void, places: () => void}} draw  redraws (view.js)
 * @property {(key: string, args?: Record<string, unknown>) => string} T  a view message
 * @property {(key: string, args?: Record<string, unknown>) => string} R  a message of the game's catalog
 * @property {(key: string) => CardInfo|null} info         a card of the observation's table
 * @property {(seat: number) => string} name
 * @property {(key: string) => string} cname             a card's name
 * @property {(key: string|null, opts?: Record<string, any>) => HTMLElement} card
 * @property {() => boolean} mine                        the viewer may act
 * @property {() => boolean} locked                      an action or a bot is under way
 * @property {(verb: string) => TabletopActionParts[]} withVerb       the legal actions' parts with that verb
 * @property {(verb: string) => string|null} textOf      the first legal text with that verb
 * @property {(act: string) => TabletopActionParts|null} opener       the part that opens place `act`
 */

/** The view object over a fresh state (`el`, `help`, `live` and `draw` are set by the mount). @param {TabletopCtx} ctx @returns {View} */
export function createView(ctx) {
  const NS = "arcticscavengers.";
  const lang = ctx.lang;
  const s = createState();
  /** @param {string} key @param {Record<string, unknown>} [args] */
  const T = (key, args) => ctx.t(`${NS}view.${key}`, args);
  /** @param {string} key */
  const info = (key) => s.obs?.cards?.[key] || null;
  /** @param {string} verb */
  const withVerb = (verb) => s.actions.filter((p) => p.verb === verb);
  return /** @type {View} */ (/** @type {unknown} the mount sets `help`, `live` and `draw` */ ({
    ctx, lang, s, el: {}, help: null, live: null, draw: null,
    T,
    R: /** @param {string} key @param {Record<string, unknown>} [args] */ (key, args) => ctx.t(NS + key, args),
    info,
    name: /** @param {number} seat */ (seat) => ctx.seats?.[seat]?.name || ctx.t("core.player", { n: seat + 1 }),
    cname: /** @param {string} key */ (key) => cardName(info(key), lang),
    card: /** @param {string | null} key @param {Record<string, any>} [opts] */ (key, opts = {}) => cardEl(info(/** @type {string} */ (key)), { lang, T, ...opts }),
    mine: () => s.legal.size > 0,
    locked: () => s.pending || !!s.snap?.busy,
    withVerb,
    textOf: /** @param {string} verb */ (verb) => withVerb(verb)[0]?.text || null,
    opener: /** @param {string} act */ (act) => s.actions.find((p) => p.verb === "open" && arg(p, "act") === act) || null,
  }));
}

// ---- the parts of actions (never their text's grammar) ----
/** The values of a part's arguments of `kind`: the rules' JSON. @param {TabletopActionParts | null | undefined} p @param {string} kind @returns {any[]} */
export const args = (p, kind) => (p?.args || []).filter((a) => a.kind === kind).map((a) => a.value);
/** The first value of a part's argument of `kind`. @param {TabletopActionParts | null | undefined} p @param {string} kind */
export const arg = (p, kind) => args(p, kind)[0];
/** The cards of a part. @param {TabletopActionParts | null | undefined} p @returns {string[]} */
export const cardsIn = (p) => args(p, "card");
/** Card keys in one canonical order, as one string (to compare groups). @param {Iterable<string>} keys */
export const sorted = (keys) => [...keys].sort().join("+");


/**
 * The state once a snapshot is drawn (render() set `snap` and `obs`): what draws runs only then.
 * @typedef {ViewState & {snap: TabletopSnapshot, obs: Obs}} Drawn
 */
/** The state, as the functions that draw it see it (see Drawn). @param {ViewState} s */
export const drawn = (s) => /** @type {Drawn} */ (s);
