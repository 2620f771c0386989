// viewkit: picking a legal action one argument at a time, and the targets to highlight.
//
// A view is handed the legal actions with their parts (`snapshot.actions`:
// `{text, verb, args: [{kind, value}]}`). These helpers only filter that list:
// they never decide what is legal (chessground draws and chessops hands it `dests`;
// here the rules hand the view `actions`).

/** One argument of a legal action as a view compares and picks it (`v`: its key). @typedef {{type: string, v: string, value: any}} Unit */
/** A legal action with its arguments as units. @typedef {{text: string, verb?: string, args: Unit[]}} Candidate */
/** @typedef {{kind: string, value: any}} ArgPart */
/** @typedef {{text: string, verb?: string, args?: ArgPart[]}} ActionParts */

/** The default key of an argument's value: "2,3" for [2, 3], "5" for 5. @param {ArgPart} arg */
export const argKey = (arg) => (Array.isArray(arg.value) ? arg.value.join(",") : String(arg.value));

/** An argument as a unit (`key` turns its value into the string compared). @param {ArgPart} arg @param {(arg: ArgPart) => string} [key] @returns {Unit} */
export const unitOf = (arg, key = argKey) => ({ type: arg.kind, v: key(arg), value: arg.value });

/**
 * The actions with their arguments as units, each with the action it was made from (`parts`).
 * @template {ActionParts} A @param {A[]} actions @param {(arg: ArgPart) => string} [key] @returns {(Candidate & {parts: A})[]}
 */
export const candidates = (actions, key = argKey) =>
  actions.map((a) => ({ text: a.text, verb: a.verb, args: (a.args || []).map((arg) => unitOf(arg, key)), parts: a }));

/** Whether two units are the same argument. @param {Unit | undefined} a @param {Unit | undefined} b */
export const sameUnit = (a, b) => !!a && !!b && a.type === b.type && a.v === b.v;

/**
 * The state of a choice after the units `picked`: the candidates still possible (`cands`),
 * the distinct units that may come next (`choices`), the candidates that need no more
 * (`complete`), and `done`, the one action left when the pick is complete.
 * @template {Candidate} C @param {C[]} list @param {Unit[]} picked
 */
export function pickStep(list, picked) {
  const cands = list.filter((x) => picked.every((p, i) => sameUnit(x.args[i], p)));
  /** @type {Map<string, Unit>} */
  const next = new Map();
  for (const x of cands) {
    const u = x.args[picked.length];
    if (u) next.set(`${u.type}:${u.v}`, u);
  }
  const complete = cands.filter((x) => x.args.length === picked.length);
  return { cands, choices: [...next.values()], complete, done: cands.length === 1 && complete.length === 1 ? complete[0] : null };
}

/**
 * A picker over the legal actions' parts (contract: web/app/README.md): `choices()`,
 * `pick(unit)`, `back()`, `reset()`, `picked`, `done()` and `completes(unit)`.
 * @param {ActionParts[]} actions @param {{key?: (arg: ArgPart) => string}} [options]
 */
export function argumentPicker(actions, { key = argKey } = {}) {
  const list = candidates(actions, key);
  /** @type {Unit[]} */
  let picked = [];
  const api = {
    list,
    get picked() { return picked; },
    step: () => pickStep(list, picked),
    choices: () => api.step().choices,
    done: () => api.step().done?.text ?? null,
    /** the text of the one action that picking `unit` next would complete, else null @param {Unit} unit */
    completes: (unit) => pickStep(list, [...picked, unit]).done?.text ?? null,
    /** pick the next argument; false (nothing changes) when it is none of the choices @param {Unit} unit */
    pick(unit) {
      if (!api.choices().some((u) => sameUnit(u, unit))) return false;
      picked = [...picked, unit];
      return true;
    },
    back() { picked = picked.slice(0, -1); },
    reset() { picked = []; },
  };
  return api;
}

/** The keys (argKey) of every legal value of arguments of `kind`: what to highlight. @param {ActionParts[]} actions @param {string} kind @param {(arg: ArgPart) => string} [key] */
export function targets(actions, kind, key = argKey) {
  const out = new Set();
  for (const a of actions) for (const arg of a.args || []) if (arg.kind === kind) out.add(key(arg));
  return out;
}

/** The one class of a highlighted legal target (app.css `.vk-target`). */
export const TARGET_CLASS = "vk-target";

/** Mark `el` as a legal target, or not. @param {Element | null | undefined} el @param {boolean} on */
export function highlight(el, on) {
  el?.classList.toggle(TARGET_CLASS, !!on);
}
