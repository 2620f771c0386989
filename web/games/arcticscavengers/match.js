// Arctic Scavengers view: matching the selected hand cards with the legal
// actions' parts (a place's add groups, a market pile's payments), and saying
// in words why a selection fits no group. Nothing here decides what is legal:
// an open place offers `add` parts, a place still to open the observation's
// `you.groups` (the rules' own list), a pile its `hire` parts.

import { listWords } from "../../app/viewkit.js";
import { costWords } from "./cards.js";
import { arg, cardsIn, sorted, drawn } from "./state.js";

/** The selected cards' keys. @param {import("./state.js").View} v */
export function selKeys(v) {
  return v.s.selection.map((i) => v.s.hand[i]).filter(Boolean);
}

/** The add parts (open place: the legal ones; a place still to open: the rules' `you.groups`) whose cards are `keys`. @param {import("./state.js").View} v @param {string} act @param {string[]} keys */
function addFor(v, act, keys) {
  const obs = drawn(v.s).obs;
  const adds = obs.phase === "assemble" ? v.withVerb("add") : obs.you?.groups?.[act] || [];
  if (act === "trash") {
    const one = keys.map((k) => adds.find((p) => sorted(cardsIn(p)) === k));
    return one.every(Boolean) ? /** @type {TabletopActionParts[]} every one found */ (one) : null;
  }
  const want = sorted(keys);
  const t = adds.find((p) => sorted(cardsIn(p)) === want);
  return t ? [t] : null;
}

/** The action parts that put `keys` on place `act` (the opening one first if needed), or null. @param {import("./state.js").View} v @param {string} act @param {string[]} keys */
export function placeParts(v, act, keys) {
  const obs = drawn(v.s).obs;
  const g = obs.gathering;
  if (!g || g.player !== v.s.me || !v.mine()) return null;
  if (obs.phase === "assemble") {
    if (g.open !== act || !keys.length) return null;
    return addFor(v, act, keys);
  }
  const open = obs.phase === "gather" ? v.opener(act) : null;
  if (!open) return null;
  if (!keys.length) return [open];
  const adds = addFor(v, act, keys);
  return adds ? [open, ...adds] : null;
}

/**
 * What Go does with the selection: the texts to play (the selected cards' add first when the open place takes
 * them: `placeParts`), the cards it adds and the selected cards it leaves in hand; null when there is no Go.
 * @param {import("./state.js").View} v
 * @returns {{texts: string[], parts: TabletopActionParts[], adds: string[], leaves: string[]} | null}
 */
export function goPlan(v) {
  const go = v.textOf("go");
  const open = drawn(v.s).obs.gathering?.open;
  if (!go || !open) return null;
  const keys = selKeys(v);
  const parts = keys.length ? placeParts(v, open, keys) : null;
  if (parts) return { texts: [...parts.map((p) => p.text), go], parts, adds: keys, leaves: [] };
  return { texts: [go], parts: [], adds: [], leaves: keys };
}

/** The Go button's words: the place, and what becomes of the selected cards. @param {import("./state.js").View} v @param {NonNullable<ReturnType<typeof goPlan>>} plan */
export function goText(v, plan) {
  const { T, cname } = v;
  const place = v.R(`act.${drawn(v.s).obs.gathering?.open}`);
  if (plan.adds.length) return T("place.go_adding", { place, cards: plan.adds.map(cname).join(" + ") });
  if (plan.leaves.length) return T("place.go_leaving", { place, cards: plan.leaves.map(cname).join(" + ") });
  return T("place.go", { place });
}

/** What a group brings to `act` (from the add part's `value`), when it is 0: a warning, else null. @param {import("./state.js").View} v @param {string} act @param {TabletopActionParts[] | null} plan */
export function zeroWarning(v, act, plan) {
  if (!plan || act === "trash") return null;
  const add = plan.find((p) => p.verb === "add");
  const value = arg(add, "value");
  if (!value || value[act] !== 0) return null;
  return v.T(`warn.zero_${act}`, { cards: cardsIn(add).map(v.cname).join(" + ") });
}

/** Why the selected `keys` fit no group (from the kinds in the card table), in words. @param {import("./state.js").View} v @param {string} act @param {string[]} keys */
export function noFitText(v, act, keys) {
  const { T, cname } = v;
  const kinds = keys.map((k) => v.info(k)?.kind);
  const persons = keys.filter((k, i) => kinds[i] === "person");
  const place = v.R(`act.${act}`);
  if (act !== "trash" && persons.length > 1) return T("hint.one_person", { place, cards: persons.map(cname).join(" + ") });
  if (act !== "trash" && kinds.includes("medicine")) return T("hint.medicine", { place });
  if (act !== "trash" && kinds.includes("junk")) return T("hint.junk", { place });
  if (act !== "trash" && !persons.length) return lateTool(v, act, keys) || T("hint.needs_person", { place, cards: keys.map(cname).join(" + ") });
  if (kinds.filter((k) => k === "tool").length > 1) return T("hint.one_tool");
  return T("hint.no_fit", { cards: keys.map(cname).join(" + "), place });
}

/**
 * Tools (or a leader) without a person for place `act` that is open with a person on it already: an add is a
 * person with what it carries (the legal `add` parts), so nothing joins a person already there. Says so, and what
 * can be done instead: the persons of the legal adds that carry these cards, and the shell's undo (when it may
 * take an action back). Null when the place has no one on it yet.
 * @param {import("./state.js").View} v @param {string} act @param {string[]} keys
 */
function lateTool(v, act, keys) {
  const { T, cname } = v;
  const obs = drawn(v.s).obs;
  const g = obs.gathering;
  if (obs.phase !== "assemble" || g?.open !== act || !g.staged.length) return null;
  const want = sorted(keys);
  const carriers = new Set();
  for (const p of v.withVerb("add")) {
    const cards = cardsIn(p);
    const person = cards.filter((k) => v.info(k)?.kind === "person");
    if (person.length === 1 && sorted(cards.filter((k) => k !== person[0])) === want) carriers.add(person[0]);
  }
  const args = { cards: keys.map(cname).join(" + "), place: v.R(`act.${act}`), persons: listWords(v.ctx, [...carriers].map(cname)), undo: v.ctx.t("app.game.undo") };
  const undo = (v.s.snap?.undoable ?? 0) > 0;
  const then = carriers.size ? (undo ? "hint.late_other_or_undo" : "hint.late_other") : undo ? "hint.late_undo" : null;
  return [T("hint.late_tool", args), then ? T(then, args) : ""].filter(Boolean).join(T("hint.sentence_sep"));
}

/** The hire parts for market pile `key`. @param {import("./state.js").View} v @param {string} key */
export function hireParts(v, key) {
  return v.withVerb("hire").filter((p) => arg(p, "card") === key);
}

/** @param {import("./state.js").View} v @param {string} key */
export function hireTexts(v, key) {
  return hireParts(v, key).map((p) => p.text);
}

/**
 * Why market pile `key` offers the turn player no hire, in words (the rules list none for it), or null when it
 * is not their gathering: a place is open, they hired already, the pile is empty, or the cost (the observation's
 * `market`, the rules' data) is more than this round's food and the medicine in hand, with Hunt to try first
 * when the rules would open it.
 * @param {import("./state.js").View} v @param {string} key
 */
export function hireHint(v, key) {
  const { T, R, cname } = v;
  const obs = drawn(v.s).obs;
  const g = obs.gathering;
  if (!g || g.player !== v.s.me || !v.mine() || hireParts(v, key).length) return null;
  const pile = (obs.market || []).find((m) => m.card === key);
  if (!pile) return null;
  if (obs.phase === "assemble" && g.open) return T("hint.hire_after", { place: R(`act.${g.open}`) });
  if (obs.phase !== "gather") return null;
  if (g.used.includes("hire")) return T("hint.hired");
  if (!pile.count) return T("hint.none_left", { card: cname(key) });
  if (!pile.cost) return null;
  const text = T("hint.cost", { card: cname(key), cost: costWords(pile.cost, T), food: g.food });
  return v.opener("hunt") ? text + T("hint.sentence_sep") + T("hint.cost_hunt", { hunt: R("act.hunt") }) : text;
}

/** The hire text for pile `key` paid with exactly the selected medicine, or null. @param {import("./state.js").View} v @param {string} key @param {string[]} keys */
export function hirePlan(v, key, keys) {
  const options = hireParts(v, key);
  if (!options.length) return null;
  if (!keys.length) return options.length === 1 ? [options[0].text] : null;
  const want = sorted(keys);
  const t = options.find((p) => (arg(p, "pay") || []).length && sorted(arg(p, "pay")) === want);
  return t ? [t.text] : null;
}
