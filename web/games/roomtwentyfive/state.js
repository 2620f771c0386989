// Room 25 view: the one mutable state of a mounted view, and the shape of what its parts share.

/** One argument of a legal action's parts, as the view compares and picks it (the kit's unit). @typedef {import("../../app/kit/picker.js").Unit} Unit */
/** A legal action with its arguments as units. @typedef {import("../../app/kit/picker.js").Candidate} Candidate */

/**
 * A room of the 5×5 grid (pylib/tabletop/roomtwentyfive/observe.py `_grid`); `room` and `colour` only when seen.
 * @typedef {{tile: number, face_up: boolean, room: string | null, colour: string | null, locked: string | null, zone: string, marks: number[], chars: string[], robots: number[]}} Cell
 */
/** A tile (observe.py `tiles`). @typedef {{id: number, cell: number[], room: string | null, colour: string | null, face_up: boolean, zone: string, lock: string | null, looked: boolean}} Tile */
/**
 * A character (observe.py `chars`): `prog` and `stat` hide what the viewer may not see (null, "").
 * @typedef {object} Char
 * @property {string} name @property {number} player @property {number | null} tile @property {number[] | null} cell
 * @property {boolean} alive @property {number[] | null} died_at @property {string | null} role @property {boolean} revealed
 * @property {boolean} live @property {boolean} adrenaline @property {(string | null)[]} prog @property {string[]} stat
 * @property {number} max_actions @property {number | null} trap @property {boolean} hidden
 */
/** What the game waits for (observe.py `_decision_view`). @typedef {{kind: string, char?: string, player?: number, cell?: number[], pass?: number}} Decision */
/**
 * The newest slide of a line, or swap (effects.py `last_shift`).
 * @typedef {{seq: number, kind: string, index?: number, dir?: string, steps?: number, cells?: number[][], by?: string | null}} Shift
 */
/** A log entry (core/log.py `Log.view`). @typedef {{key: string, args?: Record<string, unknown>}} LogEntry */
/**
 * The rules' observation (pylib/tabletop/roomtwentyfive/observe.py).
 * @typedef {object} Obs
 * @property {number} players @property {Record<string, unknown>} options @property {string} mode @property {string} phase
 * @property {number} turn @property {number} turns_total @property {number} remaining @property {boolean} last_turn
 * @property {number} pass @property {number[]} order @property {Tile[]} tiles @property {Char[]} chars
 * @property {{tile?: number | null}[]} clue @property {Record<string, string>} controls @property {boolean} key_found
 * @property {{tile: number, colour: string | null, player: number}[]} announcements
 * @property {{deck: unknown[], discard: string[], last: string[]}} mac @property {LogEntry[]} log
 * @property {Shift | null} last_shift @property {boolean} jammed @property {Cell[][]} grid
 * @property {Decision | null} decision @property {{player: number, characters: string[], role: string | null} | null} you
 * @property {TabletopOutcome | null} outcome
 */
/** A M.A.C. card of the reference. @typedef {{id: string, kind: string, line: string, index: number, dir: string, again: boolean, double: boolean, targets: string[]}} MacCard */
/**
 * The rules' help tables (pylib/tabletop/roomtwentyfive/game.py `reference`).
 * @typedef {object} Ref
 * @property {{id: string, colour: string, name: TabletopWords, effect: TabletopWords, pool: number, stand_in: boolean, pool_stand_in: boolean}[]} rooms
 * @property {{id: string, name: TabletopWords, skill: TabletopWords}[]} characters
 * @property {Record<string, TabletopWords>} colours @property {Record<string, TabletopWords>} actions
 * @property {{key: string, note: TabletopWords, stand_in: boolean}[]} compositions
 * @property {{stand_in: boolean, cards: MacCard[]}} mac @property {Record<string, Record<string, number>>} turns
 */

/** A programme being built: its tokens, whether Adrenaline was asked for, and its token. @typedef {{seq: string[], adr: boolean, t3: string|null}} ProgDraft */

/**
 * The view's mutable state: everything that changes between renders lives here and nowhere else.
 * @typedef {object} R25State
 * @property {Ref|null} ref  Game.reference(), loaded once
 * @property {TabletopSnapshot|null} snap  the snapshot drawn last
 * @property {Obs|null} obs  its observation
 * @property {string[]} legal  the viewer's legal action texts
 * @property {Set<string>} legalSet  the same, to look up
 * @property {TabletopActionParts[]} actions  snapshot.actions: the parts of every legal action
 * @property {boolean} destroyed  the view was destroyed
 * @property {boolean} pending  an action is on its way to the rules
 * @property {number|null} lastSeq  last_shift.seq drawn (null before the first render)
 * @property {number|null|undefined} lastViewer  the seat drawn last (a change is a hot-seat hand-over)
 * @property {string} focusCell  "r,c" of the board's roving tab stop
 * @property {string|null} family  choosing an action: the chosen family (its leading words)
 * @property {Unit[]} picked  and the argument units picked so far
 * @property {string} choiceSig  what the choice was made for (a new decision resets it)
 * @property {string|null} progChar  programming: the character being programmed
 * @property {string[]} progSeq  its tokens chosen so far
 * @property {boolean} progAdr  whether the adrenaline token was asked for
 * @property {string|null} progT3  the adrenaline token's action
 * @property {Map<string, ProgDraft>} progKept  the viewer's other characters' unfinished programmes, kept while
 *   the player switches between them (dropped once programming is over, and on a hand-over)
 * @property {string} progTurn  the programming they were made for (the turn): another one starts afresh
 * @property {string[]} progDropped  characters whose kept tokens no legal programme continues any more: they
 *   were dropped, and the panel says so until the next pick
 * @property {ReturnType<typeof setTimeout>|null} slideTimer  a pending slide timer, cleared on destroy
 * @property {string} lastPrompt  the prompt read out last
 * @property {Set<string>} lastChars  characters named by the newest log entry
 * @property {string} boardSig  what the board was drawn from (the same: no rebuild)
 */

/**
 * What the view's modules are handed: the shell's context, the state, the DOM, the words and the hooks.
 * @typedef {object} R25View
 * @property {TabletopCtx} ctx  the shell's context (web/app/README.md)
 * @property {R25State} s  the mutable state
 * @property {ReturnType<typeof import("./layout.js").buildLayout>} dom  the skeleton's elements (layout.js)
 * @property {ReturnType<typeof import("./words.js").makeWords>} w  the words (words.js)
 * @property {{say: (text: unknown) => void, clear: () => void}} live  the announcer
 * @property {(snapshot: TabletopSnapshot | null) => void} render  draw a snapshot
 * @property {() => boolean} reduced  whether the user prefers reduced motion
 */

/**
 * The state once a snapshot is drawn (render() set `snap` and `obs`): what draws runs only then.
 * @typedef {R25State & {snap: TabletopSnapshot, obs: Obs}} Drawn
 */
/** The state, as the functions that draw it see it (see Drawn). @param {R25State} s */
export const drawn = (s) => /** @type {Drawn} */ (s);

/** @returns {R25State} the state of a fresh mount */
export function createState() {
  return {
    ref: null,
    snap: null,
    obs: null,
    legal: [],
    legalSet: new Set(),
    actions: [],
    destroyed: false,
    pending: false,
    lastSeq: null,
    lastViewer: undefined,
    focusCell: "2,2",
    family: null,
    picked: [],
    choiceSig: "",
    progChar: null,
    progSeq: [],
    progAdr: false,
    progT3: null,
    progKept: new Map(),
    progTurn: "",
    progDropped: [],
    slideTimer: null,
    lastPrompt: "",
    lastChars: new Set(),
    boardSig: "",
  };
}

/** forget the programme being built (its tokens, not its character) @param {R25State} s */
export function clearProgram(s) {
  s.progSeq = [];
  s.progAdr = false;
  s.progT3 = null;
}

/** program the character `id` next: the tokens picked for the character shown until now are kept,
 * and `id`'s own kept tokens come back @param {R25State} s @param {string | null} id */
export function switchProgram(s, id) {
  if (s.progChar && (s.progSeq.length || s.progAdr)) s.progKept.set(s.progChar, { seq: s.progSeq, adr: s.progAdr, t3: s.progT3 });
  else if (s.progChar) s.progKept.delete(s.progChar);
  s.progChar = id;
  const kept = id ? s.progKept.get(id) : undefined;
  if (id) s.progKept.delete(id);
  s.progSeq = kept ? kept.seq : [];
  s.progAdr = kept ? kept.adr : false;
  s.progT3 = kept ? kept.t3 : null;
  s.progDropped = [];
}

/** forget every programme being built, kept ones too (programming is over, or the device changed hands) @param {R25State} s */
export function forgetPrograms(s) {
  s.progChar = null;
  clearProgram(s);
  s.progKept.clear();
  s.progDropped = [];
}
