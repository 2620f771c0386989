// Polis view: the one mutable state of a mounted view, and the shape of the bag its parts share.

/**
 * Everything a mounted Polis view changes after mount (one object per mount, created here).
 *
 * @typedef {object} PolisViewState
 * @property {object|null} ref the rules' reference (map, poleis, markets, projects, cards, events), once loaded
 * @property {object|null} snap the last snapshot drawn
 * @property {object|null} obs its observation (`players` filled from `sides` when needed)
 * @property {Set<string>} legalSet the texts of the legal actions
 * @property {Array<{text: string, verb: string, args: Array<{kind: string, value: *}>}>} actions the legal actions with their parts
 * @property {boolean} destroyed the view was destroyed (timers and promises stop drawing)
 * @property {boolean} pending an action was sent and its answer not yet back
 * @property {number|null|undefined} lastViewer the viewer of the last snapshot (a change is a hot-seat hand-over)
 * @property {string|null} fam the verb being chosen
 * @property {Array<{type: string, v: string, value: *}>} picked the argument units picked so far
 * @property {number[]} history picked.length before each of the player's own picks (Back returns there)
 * @property {boolean} lastFromMap whether the last pick came from the map
 * @property {{type: string, v: string}|null} here a map target clicked with no verb chosen
 * @property {string} choiceSig the signature of the legal actions the choice was reset for
 * @property {number[]} cardSel battle cards selected in hand (indexes)
 * @property {string|null} focusKey the map element last focused (its data-key)
 * @property {{key: string, steps: Array<object>, index: number, timer: *, rec?: object|null}} story
 *   the siege / battle / market story shown step by step
 * @property {boolean} firstRender no snapshot was drawn yet (a loaded game shows its stories at their end)
 * @property {string} lastPrompt the prompt last read out
 * @property {{obs: string|null, value: object|null, asked: boolean, said: boolean}} famine the rules' preview of
 *   "pass" (a famine ahead, State.preview) for the position it was asked for (`obs`: its signature)
 * @property {Set<string>} lastNodes the nodes named by the newest log entry
 * @property {Set<string>} chosenKeys the map targets picked for the action being chosen ("kind:id")
 * @property {string} mapSig the signature of what the map was last drawn from
 * @property {Set<string>} shownFresh what was already revealed on screen (no flip animation again)
 */

/**
 * The bag the view's parts share: `S`, `ctx` and the helpers of `mount`, then what each part returns
 * (layout.js: the sections; words.js: names; labels.js, input.js, map.js, actions.js, panels.js, fight.js,
 * help.js: their functions; view.js: `render`, `renderAll`). A part reads what earlier parts gave at its start,
 * and calls later parts' functions through `V`
 * (the bag is `V` in every part: `v` is a common local name there).
 *
 * @typedef {object} PolisView
 * @property {HTMLElement} root
 * @property {object} ctx the view context (web/app/README.md)
 * @property {PolisViewState} S
 * @property {(key: string, args?: object) => string} T a message of the view's catalog
 * @property {string} lang
 * @property {() => boolean} reduced whether the player asked for reduced motion
 */

/** @returns {PolisViewState} a fresh state, nothing drawn or chosen */
export function createState() {
  return {
    ref: null,
    snap: null,
    obs: null,
    legalSet: new Set(),
    actions: [],
    destroyed: false,
    pending: false,
    lastViewer: undefined,
    fam: null,
    picked: [],
    history: [],
    lastFromMap: false,
    here: null,
    choiceSig: "",
    cardSel: [],
    focusKey: null,
    story: { key: "", steps: [], index: -1, timer: null },
    firstRender: true,
    lastPrompt: "",
    famine: { obs: null, value: null, asked: false, said: false },
    lastNodes: new Set(),
    chosenKeys: new Set(),
    mapSig: "",
    shownFresh: new Set(),
  };
}
