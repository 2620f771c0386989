// Laser Reflection view: its one mutable state object, and what the other modules read
// from it (never the rules: what is legal comes from `snapshot.actions`, see view.js).
//
// Every module of the view takes the same `v` (a LaserView, made once by mount()):
// `v.s` is the state below, `v.dom` the elements layout.js built, `v.ctx` the shell's ctx.

import { TILE_ORDER, TILE_KEY, edgeAt } from "./draw.js";

/** Statuses of a seat that is done with the running round. */
export const FINISHED = new Set(["solved", "gave_up", "timeout", "sitting_out"]);

/**
 * @typedef {object} LaserState
 * @property {TabletopSnapshot | null} snap the last snapshot rendered
 * @property {any} obs its observation ({} before the first)
 * @property {any} me the observation's `me` (this seat's part), or null (a spectator)
 * @property {number} n the board's size
 * @property {string[][]} grid the seat's grid, one character a cell ("." empty, "x" a warp)
 * @property {Map<string, {text: string, at: number | null}>} legal untimed key ("put 2,3 /",
 *   built from the action's parts) -> the legal action's text and its stamp part
 * @property {Set<string>} verbs the verbs of the legal actions
 * @property {number | null | undefined} shownViewer the seat the screen was last drawn for
 * @property {string | null} selected tile character chosen in the stock
 * @property {boolean} advanceOnEmpty a put may empty the selected kind: select the next one
 * @property {{r: number, c: number}} cursor the keyboard cursor (-1..n on the edge ring)
 * @property {boolean} keyboard the cursor is shown (the last input was a key)
 * @property {[number, number] | null} hoverCell
 * @property {string | null} hoverEdge edge id under the pointer
 * @property {string | null} pinnedEdge edge whose beam stays drawn (clicked)
 * @property {any} drag a tile pressed or dragged: the kit's startDrag with `from` ("stock" | "cell") and `kind`
 * @property {Promise<unknown>} queue actions in flight, played one after another
 * @property {number} inFlight how many perform() calls are queued
 * @property {{key: string | null, task: string | null, origin: number}} timer the running
 *   task's clock: its storage key, its task key and its origin (wall clock, ms)
 * @property {ReturnType<typeof setInterval> | null} tick the 100 ms clock interval
 * @property {number} lastPoll Date.now() of the last ctx.refresh() for the race
 * @property {string | null} expiredKey the timer key whose time limit was already sent
 * @property {string | null} confirmKey the action awaiting its second press
 * @property {ReturnType<typeof setTimeout> | null} confirmTimeout
 * @property {Map<number | null, string>} lastStatus seat -> status (to announce changes)
 * @property {boolean} destroyed
 * @property {string | null} scene seat + puzzle on the table; a new one resets the selection
 * @property {Layers | null} layers the board's SVG layers (board.js)
 */

/**
 * Parts of the observation (pylib/tabletop/laserreflection): a seat in `players`, a seat's
 * result of a finished round (a row of `results` holds one a seat), a puzzle of `revealed`.
 * @typedef {{status: string, ms?: number | null, total: number}} SeatShown
 * @typedef {{player?: number, status: string, ms?: number | null, rank?: number | null, points: number}} RoundResult
 * @typedef {{board: string, round: number | null, creator: number | null}} Revealed
 */

/** @typedef {Record<"cells" | "hover" | "tiles" | "beam" | "edges" | "marks" | "cursor" | "hit", SVGElement>} Layers */

/**
 * @typedef {object} LaserView everything a module of the view needs
 * @property {TabletopCtx} ctx the shell's ctx (web/app/README.md)
 * @property {HTMLElement} root
 * @property {LaserState} s
 * @property {any} dom the elements (layout.js)
 * @property {{say(text: string): void, clear(): void, destroy(): void}} live
 * @property {{open(): void, destroy(): void, element: HTMLElement}} help
 * @property {(key: string, args?: Record<string, unknown>) => string} T a view message (laserreflection.view.*)
 * @property {(key: string, args?: Record<string, unknown>) => string} R a rules message (laserreflection.*)
 * @property {(seat: number) => string} name a seat's name
 */

/** The state of a freshly mounted view. @returns {LaserState} */
export function createState() {
  return {
    snap: null,
    obs: null,
    me: null,
    n: 8,
    grid: [],
    legal: new Map(),
    verbs: new Set(),
    shownViewer: undefined,
    selected: null,
    advanceOnEmpty: false,
    cursor: { r: 0, c: 0 },
    keyboard: false,
    hoverCell: null,
    hoverEdge: null,
    pinnedEdge: null,
    drag: null,
    queue: Promise.resolve(),
    inFlight: 0,
    timer: { key: null, task: null, origin: 0 },
    tick: null,
    lastPoll: 0,
    expiredKey: null,
    confirmKey: null,
    confirmTimeout: null,
    lastStatus: new Map(),
    destroyed: false,
    scene: null,
    layers: null,
  };
}

// ---- queries ---------------------------------------------------------------------
/** The board's layers: buildBoard made them before anything draws. @param {LaserState} s */
export const layersOf = (s) => /** @type {Layers} */ (s.layers);
/** @param {LaserState} s */
export const canEdit = (s) => s.verbs.has("put") || s.verbs.has("take") || s.verbs.has("clear");
/** @param {LaserState} s */
export const started = (s) => !!(s.me && s.me.started);
/** The seat is solving the running puzzle (its clock runs). @param {LaserState} s */
export const running = (s) => !!(s.me && s.obs && s.obs.phase === "solving" && s.me.status === "solving");
/** @param {LaserState} s */
export const stockKinds = (s) => TILE_ORDER.filter((ch) => (s.obs?.stock?.[ch] || 0) > 0);
/** @param {LaserState} s @param {string} ch */
export const remaining = (s, ch) => s.me?.remaining?.[ch] || 0;
/** @param {LaserState} s @param {number} r @param {number} c */
export const at = (s, r, c) => s.grid[r]?.[c] ?? ".";
/** @param {LaserState} s @param {number} r @param {number} c */
export const inGrid = (s, r, c) => r >= 0 && c >= 0 && r < s.n && c < s.n;

/** Whether the edge ring shows clues and beams. @param {LaserState} s */
export function edgesVisible(s) {
  const { obs, me } = s;
  if (!me) return !!obs;
  if (obs.phase === "construction") return true;
  return !!me.target || (obs.phase !== "solving" && !!me.current);
}

/** Clue shown on each edge: the target while solving, my own clues while building. @param {LaserState} s */
export function shownClues(s) {
  if (!s.me) return null;
  if (s.obs.phase === "construction") return s.me.current;
  return s.me.target || null;
}

/** A tile follows the pointer (pressed and moved past the threshold). @param {LaserState} s */
export const dragging = (s) => !!(s.drag?.active && s.drag.moved);

/** The edge whose beam is drawn: hovered, under the keyboard cursor, or pinned. @param {LaserView} v */
export function shownEdge(v) {
  const s = v.s;
  if (!edgesVisible(s)) return null;
  if (dragging(s)) return null;
  if (s.hoverEdge) return s.hoverEdge;
  if (s.keyboard && document.activeElement === v.dom.boardEl) {
    const e = edgeAt(s.cursor.r, s.cursor.c, s.n);
    if (e) return e;
  }
  return s.pinnedEdge;
}

// ---- words -----------------------------------------------------------------------
/** @param {LaserView} v @param {string} ch */
export const tileName = (v, ch) => v.T(`tile.${TILE_KEY[ch] || "unknown"}`);
/** @param {LaserView} v @param {string} edge */
export const edgeName = (v, edge) => v.T(`edge.${edge[0]}`, { n: Number(edge.slice(1)) + 1 });
/** @param {LaserView} v @param {number} r @param {number} c */
export const cellName = (v, r, c) => v.T("cell", { row: r + 1, col: c + 1 });
/** @param {LaserView} v @param {string} colour */
export const colourName = (v, colour) => v.T(`colour.${colour}`);
