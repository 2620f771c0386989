// Khronos view: its constants and the one object holding the view's mutable state.
//
// The modules of the view (./view.js mounts them) share one hub, `ui` (KhView below): the
// mount's context, the DOM it built (./layout.js), the state object and the functions each module
// adds (words, input, boards, panels, preview, final, help). A module reads and writes the state
// only through `ui.state`, and calls another module's functions through `ui`.

export const NS = "khronos.view.";
export const BOARDS = ["might", "faith", "reason"];
export const W = 20;
export const H = 16;
export const KIND = { M: "military", R: "religious", C: "civil" };
export const GLYPH = { M: "♜", R: "✚", C: "⌂" };
export const TERRAIN = { ".": "plain", "~": "river", F: "forest", M: "mountain", h: "plain" };
export const CELL_VERBS = new Set(["build", "upgrade", "demolish", "populate", "renovate", "pick", "shrink"]);
export const SIZED_VERBS = new Set(["build", "upgrade", "shrink"]);

export const key = (c) => `${c[0]},${c[1]}`;
export const bkey = (board, c) => `${board}|${c[0]},${c[1]}`;

/**
 * The view's mutable state: what it was last given and what the player has chosen so far.
 * @typedef {object} KhState
 * @property {object|null} ref the rules' reference tables (ctx.reference(): map, tiles, costs)
 * @property {object|null} snap the last snapshot (contract: web/app/README.md)
 * @property {object|null} obs its observation
 * @property {Set<string>} legalSet the texts of the legal actions
 * @property {Array<object>} actions the legal actions with their parts ({text, verb, args})
 * @property {Map<string, object>} fams family key -> {key, verb, tile, list, targets: Map(bkey -> [action]), boards, places}
 * @property {string|null} fam the selected family key
 * @property {{board: string, hot: number[], list: Array<object>}|null} sel the selected target
 * @property {number} variant index into sel.list (the surcharge cards)
 * @property {{board: string, cell: number[]}|null} hover the square pointed at
 * @property {number[]} handSel indices into obs.hand
 * @property {string} shown the board shown on a narrow screen (the large one on a wide screen)
 * @property {boolean} equal three boards of one size on a wide screen
 * @property {boolean} pending an action was sent and has not come back
 * @property {boolean} pointerFocus the last focus of a grid came from the pointer
 * @property {boolean} destroyed the view was unmounted
 * @property {number|null|undefined} lastViewer the seat of the previous snapshot
 * @property {string} legalSig a signature of the legal list, to drop a stale selection
 * @property {string} lastPrompt the prompt last read out
 * @property {Map<string, object|null>} pvCache previews asked of the rules for this snapshot: text -> preview (null: none)
 * @property {object|null} pvObs the observation the previews belong to
 * @property {Set<string>} pvAsked the texts asked and not answered yet
 * @property {string|null} pvAnnounce the text whose preview is read out when it comes (a selection, a cursor)
 * @property {{might: number[], faith: number[], reason: number[]}} cursor the keyboard cursor of each board
 * @property {string|null} previewSig what the preview box shows, to skip redrawing it
 */

/**
 * The hub the modules share: the mount's context, the DOM, the state and every module's functions.
 * @typedef {object} KhView
 * @property {object} ctx the mount context
 * @property {(k: string, args?: object) => string} T a message of the view's catalog
 * @property {string} lang the page's language
 * @property {(p: number) => string} seatName a seat's name
 * @property {KhState} state
 * @property {HTMLElement} root the element the view is mounted in
 * @property {HTMLElement} view the view's own element; with track, layoutBtn, helpBtn, promptEl, playersEl,
 *   finalEl, tabs, boardsEl, inspectEl, handBox, actBox, previewBox, colA, colB (./layout.js)
 * @property {Object<string, {el: HTMLElement, head: HTMLElement, grid: HTMLElement, tab: HTMLElement,
 *   cells: Map<string, HTMLElement>, layer: HTMLElement[], ghosts: HTMLElement[], bEls: Map<number, HTMLElement>,
 *   terrainDone: boolean}>} B each board's elements: its squares ("x,y"), the drawn layer, the preview's
 *   ghosts and the element of each building by id
 * @property {{say: Function, clear: Function, destroy: Function}} live the announcer (viewkit)
 * @property {{open: Function, destroy: Function, element: HTMLElement}} help the help dialog (viewkit)
 * @property {Function} renderAll every part redrawn from the state; the modules add their functions
 *   (words, input, boards, panels, preview, final, help: each returns what it adds)
 */

/** @returns {KhState} the state of a view just mounted */
export function createState() {
  return {
    ref: null,
    snap: null,
    obs: null,
    legalSet: new Set(),
    actions: [],
    fams: new Map(),
    fam: null,
    sel: null,
    variant: 0,
    hover: null,
    handSel: [],
    shown: "might",
    equal: false,
    pending: false,
    pointerFocus: false,
    destroyed: false,
    lastViewer: undefined,
    legalSig: "",
    lastPrompt: "",
    pvCache: new Map(),
    pvObs: null,
    pvAsked: new Set(),
    pvAnnounce: null,
    cursor: { might: [0, 0], faith: [0, 0], reason: [0, 0] },
    previewSig: null,
  };
}
