// Polis view: constants shared by its parts (the action verbs, their icons, the round-end steps).

export const NS = "polis.view.";
export const SIDES = ["sparta", "athens"];
export const RES = ["wheat", "silver", "wood", "metal", "wine", "oil"];
export const ACTION_VERBS = ["hoplites", "galleys", "merchants", "project", "march", "sail", "siege", "collect", "trade", "proxenos", "redeem", "civilwar"];
/** @type {Record<string, string>} */
export const VERB_ICON = {
  hoplites: "hoplite", galleys: "galley", merchants: "merchant", project: "hammer", march: "hoplite", sail: "galley",
  siege: "siege", collect: "wheat", trade: "market", proxenos: "proxenos", redeem: "proxenos", civilwar: "polis", pass: "go",
};
export const MAP_KINDS = new Set(["land", "sea", "polis", "market"]);
/** @type {Record<string, string>} */
export const FORMATION_ICON = { phalanx: "phalanx", wedge: "wedge", crescent: "crescent", mercenary: "mercenary", salpinx: "salpinx" };
export const ROUND_END_STEPS = ["projects", "feeding", "growth", "megalopolis", "storage", "tax", "next"];
/** @type {Record<string, string>} */
export const RE_KEY_STEP = {
  "polis.projects_done": "projects", "polis.fed": "feeding", "polis.released": "feeding", "polis.grow": "growth",
  "polis.megalopolis": "megalopolis", "polis.storage": "storage", "polis.tax": "tax",
};
/** @type {Record<string, string>} */
export const PHASE_STEP = { release: "feeding", growth: "growth", tax: "tax", event_remove: "next" };
