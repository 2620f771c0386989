// Polis view: the one mutable state of a mounted view, and the shape of the bag its parts share.

/**
 * A record of the rules whose fields depend on its kind or stage (a step, a roll, the round end, the result):
 * JSON read field by field where it is drawn.
 * @typedef {Record<string, any>} Rec
 */
/**
 * A side's row (pylib/tabletop/polis/saves.py `SIDES`, "players" in the observation; game.py adds the score).
 * @typedef {{side: string, prestige: number, resources: Record<string, number>, pool: Record<string, number>, port: number, proxenos: string | null, prisoner: boolean, score: number}} Side
 */
/** A polis (saves.py `POLEIS`). @typedef {{owner: number | null, citizens: number, building: string | null, built: string[]}} PolisRow */
/**
 * A battle (saves.py `BATTLE`): the hands are the viewer's only.
 * @typedef {{id: number, node: string, kind: string, attacker: number, exchange: number, played: string[][], attack: string[] | null, last: Rec | null, asked: number[], hands: (string[] | null)[], hand_sizes: number[], units: number[], queue: string[]}} Battle
 */
/**
 * The rules' observation (pylib/tabletop/polis/saves.py `observed`, game.py `observation`).
 * @typedef {object} Obs
 * @property {string} phase @property {number} round @property {number} first @property {number} player @property {number} mover
 * @property {{player: number, done: string[], passed: boolean[], count: number}} turn @property {Side[]} players
 * @property {Side[]} [sides] @property {Record<string, PolisRow>} poleis @property {Record<string, number[]>} units
 * @property {string[]} exhausted @property {Record<string, number[]>} tribute
 * @property {Record<string, Market>} markets
 * @property {{face_up: string[], pile: number}} projects @property {{id: string, round: number} | null} event
 * @property {{id: string, round: number}[]} events_seen @property {Rec | null} step @property {Battle | null} battle
 * @property {string[]} fought @property {Rec | null} roll @property {Rec | null} round_end @property {Rec | null} result
 * @property {number | null} viewer @property {number[]} active @property {TabletopWords} round_name @property {number} limit
 * @property {Record<string, number | null>} control @property {LogEntry[]} log
 */
/** A log entry (core/log.py `Log.view`); its arguments are the rules' JSON. @typedef {{key: string, args: Record<string, any>}} LogEntry */
/** A project tile of the reference. @typedef {{name: TabletopWords, type: string, cost: Record<string, number>, round_prestige: number, end_prestige: number, fortification: number, source: string}} ProjectRef */
/** A step of a story: its kind and the log entry's arguments. @typedef {{kind: string, a: Record<string, any>}} StoryStep */
/** A siege, battle or market roll told step by step (fight.js). @typedef {{key: string, type: string, at: number, steps: StoryStep[], live?: boolean}} Story */
/** A polis of the reference. @typedef {{name: TabletopWords, territory: string, sea: string | null, base: number, max: number, growth: number, type: string, ports: string[], merchant_port: boolean, capital: boolean, special: boolean, xy: number[], source: string}} PolisRef */
/** A foreign market (observation). @typedef {{k: number, merchants: number[], closed: boolean}} Market */
/** A place of the map (parts.py `_reference`: "map"). @typedef {{name: TabletopWords, kind: string, adjacent: string[], coasts: string[], poleis?: string[], tribute?: string[], xy: number[], home?: string | null, source: string}} MapNode */
/**
 * The rules' reference (pylib/tabletop/polis/parts.py `_reference`).
 * @typedef {object} Ref
 * @property {{id: string, name: TabletopWords}[]} sides @property {{n: number, name: TabletopWords, limit: number}[]} rounds
 * @property {Record<string, MapNode>} map
 * @property {Record<string, PolisRef>} poleis
 * @property {{side: string, seas: string[], xy: number[]}[]} ports
 * @property {Record<string, {name: TabletopWords, access: string, start: number, xy: number[]}>} markets
 * @property {{goods: number[], silver: number[], shipload: number, source: string}} rates
 * @property {Record<string, ProjectRef>} projects
 * @property {Record<string, TabletopWords>} project_types
 * @property {{id: string, name: TabletopWords, formation: string, value: number, copies: number, source: string}[]} battle_deck
 * @property {{id: string, name: TabletopWords, copies: number, effect: TabletopWords, source: string}[][]} events
 * @property {number[]} round_deck @property {Record<string, TabletopWords>} resources @property {Record<string, TabletopWords>} units
 * @property {Record<string, number>} pools
 */

/**
 * The rules' preview of "pass" when it ends the game (pylib/tabletop/polis State.preview): how, what is short, what can still help.
 * @typedef {{ends: string, short?: number, need?: number, wheat?: number, prestige?: number, projects?: number, can?: string[]}} Famine
 */

/**
 * Everything a mounted Polis view changes after mount (one object per mount, created here).
 *
 * @typedef {object} PolisViewState
 * @property {Ref|null} ref the rules' reference (map, poleis, markets, projects, cards, events), once loaded
 * @property {TabletopSnapshot|null} snap the last snapshot drawn
 * @property {Obs|null} obs its observation (`players` filled from `sides` when needed)
 * @property {Set<string>} legalSet the texts of the legal actions
 * @property {TabletopActionParts[]} actions the legal actions with their parts
 * @property {boolean} destroyed the view was destroyed (timers and promises stop drawing)
 * @property {boolean} pending an action was sent and its answer not yet back
 * @property {number|null|undefined} lastViewer the viewer of the last snapshot (a change is a hot-seat hand-over)
 * @property {string|null} fam the verb being chosen
 * @property {import("../../app/kit/picker.js").Unit[]} picked the argument units picked so far
 * @property {number[]} history picked.length before each of the player's own picks (Back returns there)
 * @property {boolean} lastFromMap whether the last pick came from the map
 * @property {{type: string, v: string}|null} here a map target clicked with no verb chosen
 * @property {string} choiceSig the signature of the legal actions the choice was reset for
 * @property {number[]} cardSel battle cards selected in hand (indexes)
 * @property {string|null} focusKey the map element last focused (its data-key)
 * @property {{key: string, steps: StoryStep[], index: number, timer: ReturnType<typeof setInterval> | null, rec?: Story|null}} story
 *   the siege / battle / market story shown step by step
 * @property {boolean} firstRender no snapshot was drawn yet (a loaded game shows its stories at their end)
 * @property {string | undefined} lastPrompt the prompt last read out
 * @property {{obs: string|null, value: Famine|null, asked: boolean, said: boolean}} famine the rules' preview of
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
 * @property {TabletopCtx} ctx the view context (web/app/README.md)
 * @property {PolisViewState} S
 * @property {(key: string, args?: Record<string, unknown>) => string} T a message of the view's catalog
 * @property {string} lang
 * @property {() => boolean} reduced whether the player asked for reduced motion
 * @property {(snapshot: TabletopSnapshot | null) => void} render view.js
 * @property {() => string | undefined} renderAll
 * and what the parts return (each property its own, so that the parts' types do not go round in a circle):
 * @property {BuildLayoutPart["style"]} style
 * @property {BuildLayoutPart["roundEl"]} roundEl
 * @property {BuildLayoutPart["finalEl"]} finalEl
 * @property {BuildLayoutPart["actEl"]} actEl
 * @property {BuildLayoutPart["fightEl"]} fightEl
 * @property {BuildLayoutPart["reEl"]} reEl
 * @property {BuildLayoutPart["mapGrid"]} mapGrid
 * @property {BuildLayoutPart["linesSvg"]} linesSvg
 * @property {BuildLayoutPart["mapBox"]} mapBox
 * @property {BuildLayoutPart["boardsEl"]} boardsEl
 * @property {BuildLayoutPart["marketsEl"]} marketsEl
 * @property {BuildLayoutPart["projectsEl"]} projectsEl
 * @property {BuildLayoutPart["view"]} view
 * @property {BuildLayoutPart["live"]} live
 * @property {BuildLayoutPart["help"]} help
 * @property {BuildLayoutPart["keys"]} keys
 * @property {MakeWordsPart["put"]} put
 * @property {MakeWordsPart["word"]} word
 * @property {MakeWordsPart["sideName"]} sideName
 * @property {MakeWordsPart["who"]} who
 * @property {MakeWordsPart["nodeName"]} nodeName
 * @property {MakeWordsPart["polisName"]} polisName
 * @property {MakeWordsPart["marketName"]} marketName
 * @property {MakeWordsPart["tileName"]} tileName
 * @property {MakeWordsPart["resName"]} resName
 * @property {MakeWordsPart["unitName"]} unitName
 * @property {MakeWordsPart["typeName"]} typeName
 * @property {MakeWordsPart["cardRef"]} cardRef
 * @property {MakeWordsPart["cardName"]} cardName
 * @property {MakeWordsPart["eventRef"]} eventRef
 * @property {MakeWordsPart["roundName"]} roundName
 * @property {MakeWordsPart["standIn"]} standIn
 * @property {MakeWordsPart["ownTag"]} ownTag
 * @property {MakeWordsPart["me"]} me
 * @property {MakeWordsPart["locked"]} locked
 * @property {MakeWordsPart["plusWords"]} plusWords
 * @property {MakeWordsPart["goodsWords"]} goodsWords
 * @property {MakeWordsPart["amount"]} amount
 * @property {MakeWordsPart["amountWords"]} amountWords
 * @property {MakeWordsPart["announce"]} announce
 * @property {MakeLabelsPart["unitLabel"]} unitLabel
 * @property {MakeLabelsPart["VERB_LABEL"]} VERB_LABEL
 * @property {MakeLabelsPart["describe"]} describe
 * @property {MakeLabelsPart["pickedText"]} pickedText
 * @property {MakeLabelsPart["stepText"]} stepText
 * @property {MakeLabelsPart["siegeNeed"]} siegeNeed
 * @property {MakeLabelsPart["promptText"]} promptText
 * @property {MakeLabelsPart["hereName"]} hereName
 * @property {MakeInputPart["families"]} families
 * @property {MakeInputPart["choice"]} choice
 * @property {MakeInputPart["autoPick"]} autoPick
 * @property {MakeInputPart["chooseVerb"]} chooseVerb
 * @property {MakeInputPart["pick"]} pick
 * @property {MakeInputPart["litAttrs"]} litAttrs
 * @property {MakeInputPart["onLitTarget"]} onLitTarget
 * @property {MakeInputPart["versHere"]} versHere
 * @property {MakeInputPart["firstMapArg"]} firstMapArg
 * @property {MakeInputPart["startAt"]} startAt
 * @property {MakeInputPart["back"]} back
 * @property {MakeInputPart["play"]} play
 * @property {MakeMapPart["renderMap"]} renderMap
 * @property {MakeMapPart["resizeObs"]} resizeObs
 * @property {MakeMapPart["onMapKey"]} onMapKey
 * @property {MakeActionPanelPart["renderAct"]} renderAct
 * @property {MakeActionPanelPart["askFamine"]} askFamine
 * @property {MakeActionPanelPart["faminePart"]} faminePart
 * @property {MakePanelsPart["renderRound"]} renderRound
 * @property {MakePanelsPart["renderBoards"]} renderBoards
 * @property {MakePanelsPart["renderMarkets"]} renderMarkets
 * @property {MakePanelsPart["renderProjects"]} renderProjects
 * @property {MakePanelsPart["renderRoundEnd"]} renderRoundEnd
 * @property {MakePanelsPart["renderFinal"]} renderFinal
 * @property {MakeFightPart["syncStory"]} syncStory
 * @property {MakeFightPart["stopStory"]} stopStory
 * @property {MakeFightPart["cardEl"]} cardEl
 * @property {MakeFightPart["renderFight"]} renderFight
 * @property {MakeHelpPart["helpBody"]} helpBody
 */
/** What each part returns. */
/**
 * @typedef {ReturnType<typeof import("./layout.js").buildLayout>} BuildLayoutPart
 * @typedef {ReturnType<typeof import("./words.js").makeWords>} MakeWordsPart
 * @typedef {ReturnType<typeof import("./labels.js").makeLabels>} MakeLabelsPart
 * @typedef {ReturnType<typeof import("./input.js").makeInput>} MakeInputPart
 * @typedef {ReturnType<typeof import("./map.js").makeMap>} MakeMapPart
 * @typedef {ReturnType<typeof import("./actions.js").makeActionPanel>} MakeActionPanelPart
 * @typedef {ReturnType<typeof import("./panels.js").makePanels>} MakePanelsPart
 * @typedef {ReturnType<typeof import("./fight.js").makeFight>} MakeFightPart
 * @typedef {ReturnType<typeof import("./help.js").makeHelp>} MakeHelpPart
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

/**
 * The state once a snapshot is drawn (render() set `snap` and `obs`): what draws runs only then.
 * @typedef {PolisViewState & {snap: TabletopSnapshot, obs: Obs}} Drawn
 */
/** The state, as the functions that draw it see it (see Drawn). @param {PolisViewState} S */
export const drawn = (S) => /** @type {Drawn} */ (S);
