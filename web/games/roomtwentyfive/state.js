// Room 25 view: the one mutable state of a mounted view, and the shape of what its parts share.

/**
 * One argument of a legal action's parts, as the view compares and picks it.
 * @typedef {object} Unit
 * @property {string} type  the argument's kind: "cell", "line", "char", "action", "robot", ...
 * @property {string} v  a key to compare ("2,3", "row 1 left", a character's id, ...)
 * @property {*} [value]  the part's value as the rules gave it
 */

/**
 * The view's mutable state: everything that changes between renders lives here and nowhere else.
 * @typedef {object} R25State
 * @property {object|null} ref  Game.reference(), loaded once
 * @property {object|null} snap  the snapshot drawn last
 * @property {object|null} obs  its observation
 * @property {string[]} legal  the viewer's legal action texts
 * @property {Set<string>} legalSet  the same, to look up
 * @property {object[]} actions  snapshot.actions: the parts of every legal action
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
 * @property {ReturnType<typeof setTimeout>|null} slideTimer  a pending slide timer, cleared on destroy
 * @property {string} lastPrompt  the prompt read out last
 * @property {Set<string>} lastChars  characters named by the newest log entry
 * @property {string} boardSig  what the board was drawn from (the same: no rebuild)
 */

/**
 * What the view's modules are handed: the shell's context, the state, the DOM, the words and the hooks.
 * @typedef {object} R25View
 * @property {object} ctx  the shell's context (web/app/README.md)
 * @property {R25State} s  the mutable state
 * @property {object} dom  the skeleton's elements (layout.js)
 * @property {object} w  the words (words.js)
 * @property {{say: function(string): void, clear: function(): void}} live  the announcer
 * @property {function(object): void} render  draw a snapshot
 * @property {function(): boolean} reduced  whether the user prefers reduced motion
 */

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
    slideTimer: null,
    lastPrompt: "",
    lastChars: new Set(),
    boardSig: "",
  };
}

/** forget the programme being built (its tokens, not its character) */
export function clearProgram(s) {
  s.progSeq = [];
  s.progAdr = false;
  s.progT3 = null;
}
