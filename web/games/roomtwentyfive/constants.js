// Room 25 view: the constants every part of the view shares (icons, arrows, the exit zone).

export const NS = "roomtwentyfive.view.";
export const SLIDE_MS = 650;
export const CHAR_ORDER = ["jennifer", "alice", "max", "frank", "emmett", "sarah", "kevin", "mimic"];
/** @type {Record<string, string>} */
export const ICONS = {
  CENTRAL: "✚", R25: "⇱", KEY: "⚷", EMPTY: "○", CONTROL: "⇄", VISION: "◉", TUNNEL: "◠", MOVING: "⇆",
  REGEN: "♥", ROBOT: "⚙", DARK: "◐", VORTEX: "↻", COLD: "❄", PRISON: "▥", PIVOT: "✣", MIRROR: "◫",
  JAMMING: "≋", MAC: "▤", TRAP: "⚠", ACID: "♨", FLOOD: "≈", MORTAL: "☠", SHREDDER: "✂", PARANOIA: "⁈",
  TIMER: "◷", ILLUSION: "✧",
};
/** @type {Record<string, string>} */
export const COLOUR_LETTER = { blue: "B", green: "G", yellow: "Y", red: "R" };
/** @type {Record<string, string>} */
export const ACTION_ICON = { look: "◉", move: "➜", push: "⇥", control: "⇄", skill: "★", adrenaline: "⚡" };
/** @type {Record<string, string>} */
export const DIR_ARROW = { left: "◀", right: "▶", up: "▲", down: "▼" };
export const EXIT = new Set(["0,0", "0,1", "1,0", "0,3", "0,4", "1,4", "3,0", "4,0", "4,1", "3,4", "4,3", "4,4"]);
//: argument kinds that name a family of actions (its button) rather than a target to pick
export const FAMILY_KINDS = new Set(["robot", "order", "colour"]);
export const TOKENS = ["look", "move", "push", "control", "skill"];
