// Magic circle view: the view's one state object and the legal actions sorted by their parts.
//
// Every module of the view reads and writes the state through the `View` object that view.js
// builds: `view.st` is the one place the view's mutable variables live.

/**
 * The legal actions by their parts; values are the action texts to send.
 * @typedef {object} Moves
 * @property {Map<string, Map<string, string>>} place  source ("h1".."h8" | "d") -> position id -> text
 * @property {Map<string, string>} stock  source -> text
 * @property {Map<string, Map<string, string>>} salvage  hand slot -> stock ("own" | "opp") -> text
 * @property {Set<string>} sources  the sources that have some legal action
 * @property {string|null} activate  the text, or null when not legal
 * @property {string|null} end
 * @property {string|null} done
 */

/**
 * The view's mutable state.
 * @typedef {object} ViewState
 * @property {object|null} snap  the last snapshot rendered
 * @property {object|null} obs  its observation ({} when it has none)
 * @property {Set<string>} legal  its legal action texts
 * @property {Moves} moves  its legal actions by their parts
 * @property {string|null} sel  the selected source: "h1".."h8" | "d"
 * @property {boolean} pending  an action is on its way
 * @property {boolean} destroyed  the view was destroyed
 * @property {number|null|undefined} viewerSeen  the viewer of the last snapshot
 * @property {number|null} lastMatch  the match of the last snapshot
 * @property {Array<Array<string|null>>} prevCircles  per seat: the circle last rendered
 * @property {Array<Set<string>>} fresh  per seat: position ids changed by the last render
 * @property {Array<Set<string>>} lastChanged  per seat: position ids changed most recently (kept)
 * @property {Map<string, number>} seenHistory  viewer -> history length already shown
 * @property {number|null} shownMatch  the match whose breakdown panel is open
 * @property {Map<string, boolean>} previewOpen  seat -> open, once the user toggled it
 * @property {boolean} wasMine  the last snapshot was the viewer's move
 */

/**
 * What the view's modules share: the shell's context, the words, the state, the DOM and the
 * functions of the other modules (bound by view.js once every module is made).
 * @typedef {object} View
 * @property {object} ctx  the shell's context (web/app/README.md)
 * @property {HTMLElement} root
 * @property {ViewState} st
 * @property {object} dom  the skeleton of layout.js
 * @property {"ja"|"en"} lang
 * @property {"ja"|"en"} otherLang
 * @property {(key: string, args?: object) => string} T  a view message (magiccircle.view.*)
 * @property {(key: string, args?: object) => string} R  a rules message (magiccircle.*)
 * @property {(p: number) => string} name  a seat's name
 * @property {(c: string|null) => string} coinName
 * @property {(id: string) => string} posName
 * @property {(n: number) => string} fmt
 * @property {(src: string) => (string|null)} sourceCoin  the viewer's coin at a source
 * @property {(src: string) => string} sourceLabel
 * @property {Function} [draw]  and the functions of input.js, circle.js, board.js, breakdown.js, panels.js
 */

/** @returns {Moves} */
export function emptyMoves() {
  return { place: new Map(), stock: new Map(), salvage: new Map(), sources: new Set(), activate: null, end: null, done: null };
}

/** @returns {ViewState} */
export function createState() {
  return {
    snap: null,
    obs: null,
    legal: new Set(),
    moves: emptyMoves(),
    sel: null,
    pending: false,
    destroyed: false,
    viewerSeen: undefined,
    lastMatch: null,
    prevCircles: [],
    fresh: [],
    lastChanged: [],
    seenHistory: new Map(),
    shownMatch: null,
    previewOpen: new Map(),
    wasMine: false,
  };
}

/**
 * The legal actions by their parts (snapshot.actions): sources, their targets, and the buttons.
 * @returns {Moves}
 */
export function movesOf(actions) {
  const m = emptyMoves();
  for (const a of actions) {
    const arg = (kind) => a.args?.find((x) => x.kind === kind)?.value;
    const src = arg("source");
    if (a.verb === "place" && src && arg("position")) {
      if (!m.place.has(src)) m.place.set(src, new Map());
      m.place.get(src).set(arg("position"), a.text);
      m.sources.add(src);
    } else if (a.verb === "stock" && src) {
      m.stock.set(src, a.text);
      m.sources.add(src);
    } else if (a.verb === "salvage" && src && arg("stock")) {
      if (!m.salvage.has(src)) m.salvage.set(src, new Map());
      m.salvage.get(src).set(arg("stock"), a.text);
      m.sources.add(src);
    } else if (a.verb === "activate") m.activate = a.text;
    else if (a.verb === "end") m.end = a.text;
    else if (a.verb === "done") m.done = a.text;
  }
  return m;
}

/**
 * Stocks (own/opp) from which some hand coin may salvage now.
 * @param {Moves} moves
 */
export function salvageStocks(moves) {
  const out = new Set();
  for (const targets of moves.salvage.values()) for (const which of targets.keys()) out.add(which);
  return out;
}
