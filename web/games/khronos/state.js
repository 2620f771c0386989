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
/** @type {Record<string, string>} */
export const KIND = { M: "military", R: "religious", C: "civil" };
/** @type {Record<string, string>} */
export const GLYPH = { M: "♜", R: "✚", C: "⌂" };
/** @type {Record<string, string>} */
export const TERRAIN = { ".": "plain", "~": "river", F: "forest", M: "mountain", h: "plain" };
export const CELL_VERBS = new Set(["build", "upgrade", "demolish", "populate", "renovate", "pick", "shrink"]);
export const SIZED_VERBS = new Set(["build", "upgrade", "shrink"]);

/** @param {number[]} c */
export const key = (c) => `${c[0]},${c[1]}`;
/** @param {string} board @param {number[]} c */
export const bkey = (board, c) => `${board}|${c[0]},${c[1]}`;

/**
 * A building on a board (pylib/tabletop/khronos/observe.py `_boards_seen`).
 * @typedef {{id: number, tile: string, kind: string, value: number, tier: number, x: number, y: number, size: number, cells: number[][], owner: number | null, status: string, from: number | null, cubes: number[], paid: number, domain: number}} Building
 */
/**
 * A domain of a board (turns.py `domain_summaries`).
 * @typedef {{id: number, cells: number[][], buildings: number[], military: number, religious: number, civil: number, power: Record<string, number>, lords: number[], earning: number | null, income: number}} Domain
 */
/** A board as the observation shows it. @typedef {{buildings: Building[], covered: number[], domains: Domain[], covered_hamlets: number[][]}} BoardSeen */
/** A choice the game waits for (observe.py `_pending_json`): a pick of a downsizing, or a shrink. @typedef {{kind: string, player: number, board: string} & Record<string, any>} Pending */
/**
 * The rules' observation (pylib/tabletop/khronos/observe.py `observation`).
 * @typedef {object} Obs
 * @property {number | null} viewer @property {number} players @property {string} phase @property {number} turn
 * @property {number} turn_number @property {number} first @property {number[]} order @property {number} current
 * @property {number[]} ecus @property {number[]} cubes @property {(string | null)[] | null} row
 * @property {{board: string, left: number}[][]} adventurers @property {boolean} exchanged @property {number} swaps
 * @property {Record<string, number>} stock @property {Record<string, BoardSeen>} boards @property {Pending | null} pending
 * @property {{seat: number, turn: number, board: string, domain: number, building: number, amount: number}[]} earnings
 * @property {number} turns @property {number[]} earnings_turns @property {number[]} active @property {string[] | null} hand
 * @property {Record<string, number> | null} swappable @property {number[]} hand_sizes @property {number} deck
 * @property {{ecus: number[], cubes_on_boards: number[], winners: number[], by_board: Record<string, any>} | null} result
 * @property {{key: string, args: Record<string, any>}[]} log
 */
/**
 * The rules' reference (pylib/tabletop/khronos/game.py `reference`).
 * @typedef {object} Ref
 * @property {string[]} map @property {({tile: string, kind: string, tier: number, value: number, size: number, count: number, source: string} & Record<string, any>)[]} tiles
 * @property {Record<string, {forest: number, mountain: number}>} surcharge @property {number} per_adventurer @property {number} demolish_cost
 */
/**
 * What a build or upgrade would do (observe.py `_preview`): JSON of the rules, read where it is drawn.
 * @typedef {{cost: number, base: number, surcharge: number, terrain: string, cards: string[], bonus: number, cells: number[][], from: {id: number, tile: string, cells: number[][]} | null, ages: Record<string, any>[]}} Preview
 */

/** A legal action as the kit's picker compares it (web/app/kit/picker.js), with its parts. @typedef {import("../../app/kit/picker.js").Candidate & {parts: TabletopActionParts}} Candidate */
/**
 * The legal actions on the boards of one verb (or of one tile), and the place (the units up to its square) each square points at.
 * @typedef {{key: string, verb: string, tile: string | null, list: Candidate[], targets: Map<string, import("../../app/kit/picker.js").Unit[]>, boards: Set<string>, places: Set<string>}} Family
 */

/**
 * The view's mutable state: what it was last given and what the player has chosen so far.
 * @typedef {object} KhState
 * @property {Ref|null} ref the rules' reference tables (ctx.reference(): map, tiles, costs)
 * @property {TabletopSnapshot|null} snap the last snapshot (contract: web/app/README.md)
 * @property {Obs|null} obs its observation
 * @property {Set<string>} legalSet the texts of the legal actions
 * @property {TabletopActionParts[]} actions the legal actions with their parts ({text, verb, args})
 * @property {Map<string, Family>} fams family key -> {key, verb, tile, list, targets: Map(bkey -> place), boards, places}
 * @property {string|null} fam the selected family key
 * @property {import("../../app/kit/picker.js").Unit[]} picked the selected place in the family (its units up to the square), [] for none
 * @property {number} variant index into the place's actions (the surcharge cards)
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
 * @property {Map<string, Preview|null>} pvCache previews asked of the rules for this snapshot: text -> preview (null: none)
 * @property {Obs|null} pvObs the observation the previews belong to
 * @property {Set<string>} pvAsked the texts asked and not answered yet
 * @property {string|null} pvAnnounce the text whose preview is read out when it comes (a selection, a cursor)
 * @property {Record<string, number[]>} cursor the keyboard cursor of each board
 * @property {string|null} previewSig what the preview box shows, to skip redrawing it
 */

/**
 * The hub the modules share: the mount's context, the DOM, the state and every module's functions.
 * @typedef {object} KhView
 * @property {TabletopCtx} ctx the mount context
 * @property {(k: string, args?: Record<string, unknown>) => string} T a message of the view's catalog
 * @property {string} lang the page's language
 * @property {(p: number) => string} seatName a seat's name
 * @property {KhState} state
 * @property {HTMLElement} root the element the view is mounted in
 * @property {Record<string, BoardEls>} B each board's elements (./layout.js)
 * @property {ReturnType<typeof import("../../app/viewkit.js").announcer>} live the announcer (viewkit)
 * @property {ReturnType<typeof import("../../app/viewkit.js").helpDialog>} help the help dialog (viewkit)
 * @property {() => void} renderAll every part redrawn from the state (view.js)
 * @property {(on?: boolean) => void} rememberFocus remember the focused control before an action is sent, to give it back after (view.js)
 * and what the modules add (each its own property, so that the modules' types do not go round in a circle):
 * @property {LayoutPart["track"]} track
 * @property {LayoutPart["layoutBtn"]} layoutBtn
 * @property {LayoutPart["helpBtn"]} helpBtn
 * @property {LayoutPart["promptEl"]} promptEl
 * @property {LayoutPart["playersEl"]} playersEl
 * @property {LayoutPart["finalEl"]} finalEl
 * @property {LayoutPart["tabs"]} tabs
 * @property {LayoutPart["boardsEl"]} boardsEl
 * @property {LayoutPart["inspectEl"]} inspectEl
 * @property {LayoutPart["handBox"]} handBox
 * @property {LayoutPart["actBox"]} actBox
 * @property {LayoutPart["previewBox"]} previewBox
 * @property {LayoutPart["view"]} view
 * @property {LayoutPart["colA"]} colA
 * @property {LayoutPart["colB"]} colB
 * @property {WordsPart["tileName"]} tileName
 * @property {WordsPart["boardName"]} boardName
 * @property {WordsPart["kindOf"]} kindOf
 * @property {WordsPart["cardsLong"]} cardsLong
 * @property {WordsPart["buildingById"]} buildingById
 * @property {WordsPart["buildingAt"]} buildingAt
 * @property {WordsPart["topLeftAt"]} topLeftAt
 * @property {WordsPart["cube"]} cube
 * @property {WordsPart["kindChip"]} kindChip
 * @property {WordsPart["cardsChips"]} cardsChips
 * @property {WordsPart["buildingWord"]} buildingWord
 * @property {WordsPart["terrainAt"]} terrainAt
 * @property {WordsPart["terrainWord"]} terrainWord
 * @property {InputPart["buildFamilies"]} buildFamilies
 * @property {InputPart["targetsAt"]} targetsAt
 * @property {InputPart["selected"]} selected
 * @property {InputPart["markCursor"]} markCursor
 * @property {InputPart["showBoard"]} showBoard
 * @property {InputPart["chooseFamily"]} chooseFamily
 * @property {InputPart["back"]} back
 * @property {InputPart["play"]} play
 * @property {InputPart["bindInput"]} bindInput
 * @property {BoardsPart["renderLayout"]} renderLayout
 * @property {BoardsPart["lineage"]} lineage
 * @property {BoardsPart["recentCells"]} recentCells
 * @property {BoardsPart["renderBoard"]} renderBoard
 * @property {PanelsPart["renderTrack"]} renderTrack
 * @property {PanelsPart["promptText"]} promptText
 * @property {PanelsPart["renderPlayers"]} renderPlayers
 * @property {PanelsPart["renderInspect"]} renderInspect
 * @property {PanelsPart["renderHand"]} renderHand
 * @property {PanelsPart["renderActions"]} renderActions
 * @property {PreviewPart["pvOf"]} pvOf
 * @property {PreviewPart["sayPreview"]} sayPreview
 * @property {PreviewPart["previewSummary"]} previewSummary
 * @property {PreviewPart["renderPreview"]} renderPreview
 * @property {FinalPart["renderFinal"]} renderFinal
 * @property {HelpPart["helpBody"]} helpBody
 */
/**
 * A board's elements: its squares ("x,y"), the drawn layer, the preview's ghosts and the element of each building by id.
 * @typedef {{el: HTMLElement, head: HTMLElement, grid: HTMLElement, tab: HTMLElement, cells: Map<string, HTMLElement>, layer: HTMLElement[], ghosts: HTMLElement[], bEls: Map<number, HTMLElement>, terrainDone: boolean}} BoardEls
 */
/** What each module adds.
 * @typedef {ReturnType<typeof import("./layout.js").layout>} LayoutPart
 * @typedef {ReturnType<typeof import("./words.js").words>} WordsPart
 * @typedef {ReturnType<typeof import("./input.js").input>} InputPart
 * @typedef {ReturnType<typeof import("./boards.js").boards>} BoardsPart
 * @typedef {ReturnType<typeof import("./panels.js").panels>} PanelsPart
 * @typedef {ReturnType<typeof import("./preview.js").preview>} PreviewPart
 * @typedef {ReturnType<typeof import("./final.js").final>} FinalPart
 * @typedef {ReturnType<typeof import("./help.js").help>} HelpPart
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
    picked: [],
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

/**
 * The state once a snapshot is drawn (render() set `snap` and `obs`): what draws runs only then.
 * @typedef {KhState & {snap: TabletopSnapshot, obs: Obs}} Drawn
 */
/** The state, as the functions that draw it see it (see Drawn). @param {KhState} state */
export const drawn = (state) => /** @type {Drawn} */ (state);
