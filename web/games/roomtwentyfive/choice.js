// Room 25 view: the legal actions as families and units, read from their parts (`snapshot.actions`:
// `{text, verb, args: [{kind, value}]}`), never from their texts. Nothing here decides what is legal.

import { FAMILY_KINDS } from "./constants.js";
import { argKey as kitArgKey, candidates, pickStep } from "../../app/viewkit.js";

/** the key of an argument's value: "r,c" for a cell, "row 1 left" for a line @param {import("../../app/kit/picker.js").ArgPart} arg */
const argKey = (arg) => (arg.kind === "line" ? arg.value.join(" ") : kitArgKey(arg));

/** A family of legal actions: its verb, the units that name it and its actions' other arguments. @typedef {{verb: string, head: Unit[], list: Candidate[]}} Family */
/** @typedef {import("./state.js").Unit} Unit @typedef {import("./state.js").Candidate} Candidate @typedef {ReturnType<typeof import("./words.js").makeWords>} Words */

/** the legal actions (not programming) grouped in families: key -> {verb, head, list} @param {import("./state.js").R25State} s */
export function families(s) {
  /** @type {Map<string, Family>} */
  const fams = new Map();
  for (const a of candidates(s.actions, argKey)) {
    if (a.verb === "program") continue;
    const u = a.args;
    let n = 0;
    if (a.verb === "skill") n = 1;
    else while (n < u.length && FAMILY_KINDS.has(u[n].type)) n++;
    const head = u.slice(0, n);
    const key = [a.verb, ...head.map((x) => x.v)].join(" ");
    if (!fams.has(key)) fams.set(key, { verb: a.verb ?? "", head, list: [] });
    /** @type {Family} set just above */ (fams.get(key)).list.push({ text: a.text, args: u.slice(n) });
  }
  return fams;
}

/** a family's name on its button @param {Words} w @param {Family | undefined} f */
export function famLabel(w, f) {
  const { T } = w;
  if (!f) return "";
  const [a, b] = f.head;
  switch (f.verb) {
    case "announce": return T("fam.announce", { colour: w.colourName(a?.v) });
    case "robot": return T("fam.robot", { n: Number(a?.value) + 1, verb: T(`fam.robot_${b?.v || "move"}`) });
    case "skill": return T("fam.skill", { what: T(`fam.skill_${a?.v}`) });
    default: return T(`fam.${f.verb}`);
  }
}

/** a unit's words @param {Words} w @param {Unit} u */
export function unitLabel(w, u) {
  const { T } = w;
  if (u.type === "cell") return w.cellWord(u.v);
  if (u.type === "char") return w.charName(u.v);
  if (u.type === "line") {
    const [line, i, dir] = u.value;
    return T("line", { line: T(`line.${line}`), n: i, dir: T(`dir.${dir}`) });
  }
  if (u.type === "action" || u.type === "choice") return w.actionName(u.v);
  if (u.type === "robot") return T("robot_n", { n: Number(u.value) + 1 });
  return T(`word.${u.v}`);
}

/** the current choice: candidates and the next step's options @param {import("./state.js").R25State} s */
export function choice(s) {
  const fams = families(s);
  let fam = s.family && fams.has(s.family) ? s.family : null;
  const withArgs = [...fams.entries()].filter(([, f]) => f.list.some((x) => x.args.length));
  if (!fam && withArgs.length === 1 && withArgs[0][0] !== "mark") fam = withArgs[0][0];
  const { cands, choices: nextUnits } = pickStep(fam ? /** @type {Family} */ (fams.get(fam)).list : [], s.picked);
  return { fams, fam, cands, nextUnits };
}
