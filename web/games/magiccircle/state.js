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
 * A circle's score as the rules break it down (pylib/tabletop/magiccircle/circle.py `Score.to_json`).
 * @typedef {object} Score
 * @property {string} circle @property {boolean} activated @property {boolean} complete
 * @property {number} d @property {number} m @property {number} k @property {string[]} invalid
 * @property {number} base @property {{id: string, name?: TabletopWords, bonus: number, where?: string | null}[]} formations
 * @property {number} multiplier_percent @property {number} multiplier @property {number} score
 */
/**
 * A seat in the observation (pylib/tabletop/magiccircle/observe.py); hidden coins are "?".
 * @typedef {object} Seat
 * @property {number} player @property {(string | null)[]} circle @property {string} circle_text
 * @property {{parts: Record<string, boolean>, complete: boolean, half_sums: Record<string, number | null>, invalid: string[]}} status
 * @property {Score} preview @property {(string | null)[]} hand @property {number} hand_count
 * @property {string | null} dealt @property {string[]} stock @property {boolean} done @property {number} total
 */
/**
 * A position of the layout (`geometry_json`).
 * @typedef {{id: string, index: number, kind: string, ring: string | null, x: number, y: number, mirror: string, adjacent: string[], name: TabletopWords}} Position
 */
/**
 * A finished match (`history`).
 * @typedef {{match: number, end: string, activator: number | null, first: number, turn: number, results: {player: number, activated: boolean, score: Score}[], scores: number[], totals: number[]}} Match
 */
/**
 * The rules' observation (pylib/tabletop/magiccircle/observe.py).
 * @typedef {object} Obs
 * @property {Position[]} positions @property {{id: string, bonus: number, scope: string, kind: string, added: boolean, scored: boolean}[]} formations
 * @property {boolean} added_formations @property {"single" | "versus"} mode @property {number} players
 * @property {string} phase @property {number} match @property {number} matches @property {number} turn @property {number} first
 * @property {number | null} current @property {number} actions_used @property {number} actions_left @property {boolean} can_activate
 * @property {number} pile @property {string[]} removed @property {Seat[]} seats @property {number[]} totals @property {Match[]} history
 * @property {{totals: number[], winners: number[], match_scores: number[][]} | null} result
 */

/** @typedef {{seatNo?: number | null, title?: string | Node | Node[] | null, mini?: boolean}} BreakdownOptions a breakdown's seat, title and drawing */

/**
 * The view's mutable state.
 * @typedef {object} ViewState
 * @property {TabletopSnapshot | null} snap  the last snapshot rendered
 * @property {Obs | null} obs  its observation ({} when it has none)
 * @property {Set<string>} legal  its legal action texts
 * @property {Moves} moves  its legal actions by their parts
 * @property {string|null} sel  the selected source: "h1".."h8" | "d"
 * @property {boolean} pending  an action is on its way
 * @property {string[] | null} focusBack  the data-fk keys to give the focus to once the action came back (null: none)
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
 * @property {TabletopCtx} ctx  the shell's context (web/app/README.md)
 * @property {HTMLElement} root
 * @property {ViewState} st
 * @property {ReturnType<typeof import("./layout.js").layout>} dom  the skeleton of layout.js
 * @property {"ja"|"en"} lang
 * @property {"ja"|"en"} otherLang
 * @property {(key: string, args?: Record<string, unknown>) => string} T  a view message (magiccircle.view.*)
 * @property {(key: string, args?: Record<string, unknown>) => string} R  a rules message (magiccircle.*)
 * @property {(p: number) => string} name  a seat's name
 * @property {(c: string|null) => string} coinName
 * @property {(id: string) => string} posName
 * @property {(n: number) => string} fmt
 * @property {(src: string | null) => (string|null)} sourceCoin  the viewer's coin at a source
 * @property {(src: string) => string} sourceLabel
 * @property {() => void} draw  view.js; the functions of the modules:
 * @property {(text: string) => void} announce input.js
 * @property {(text: string | null | undefined) => void} act
 * @property {(src: string) => void} select
 * @property {(e: KeyboardEvent) => void} onKey
 * @property {(key: string) => void} focusKey
 * @property {<E extends Element>(el: E, fn: (e: Event) => void) => E} pressable
 * @property {(p: number, options: {main?: boolean}) => HTMLElement} boardEl board.js
 * @property {(bd: Score, options?: BreakdownOptions) => HTMLElement} breakdownEl breakdown.js
 * @property {(p: number) => HTMLElement} previewEl
 * @property {(p: number, options: {interactive?: boolean, small?: boolean}) => SVGElement} circleSvg circle.js
 * @property {(seat: Seat) => string} statusText
 * @property {() => void} renderInfo panels.js
 * @property {() => void} renderBar
 * @property {() => void} renderResult
 * @property {() => void} renderSummary
 * @property {(entry: Match) => string} endText
 */

/**
 * The state once a snapshot is drawn (render() set `snap` and `obs`): draw() and what it calls run only then.
 * @typedef {ViewState & {snap: TabletopSnapshot, obs: Obs}} Drawn
 */
/** The state, as the functions that draw it see it (see Drawn). @param {ViewState} st */
export const drawn = (st) => /** @type {Drawn} */ (st);

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
    focusBack: null,
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
 * @param {TabletopActionParts[]} actions
 * @returns {Moves}
 */
export function movesOf(actions) {
  const m = emptyMoves();
  for (const a of actions) {
    /** a part's value: text, for this game's parts @param {string} kind @returns {string | undefined} */
    const arg = (kind) => /** @type {string | undefined} */ (a.args?.find((x) => x.kind === kind)?.value);
    const src = arg("source");
    const position = arg("position");
    const stock = arg("stock");
    if (a.verb === "place" && src && position) {
      if (!m.place.has(src)) m.place.set(src, new Map());
      /** @type {Map<string, string>} set just above */ (m.place.get(src)).set(position, a.text);
      m.sources.add(src);
    } else if (a.verb === "stock" && src) {
      m.stock.set(src, a.text);
      m.sources.add(src);
    } else if (a.verb === "salvage" && src && stock) {
      if (!m.salvage.has(src)) m.salvage.set(src, new Map());
      /** @type {Map<string, string>} set just above */ (m.salvage.get(src)).set(stock, a.text);
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
