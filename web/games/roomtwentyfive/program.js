// Room 25 view: programming (§4 of the rules): the viewer's characters' secret tokens, added one at a
// time. Only what a legal programme (snapshot.actions, verb "program") continues with is offered. The
// tokens picked for one character are kept while the player switches to another and back, until that
// character is programmed (state.js switchProgram); tokens that no legal programme continues any more
// are dropped, and the panel says so.

import { h } from "../../app/dom.js";
import { ACTION_ICON, TOKENS } from "./constants.js";
import { play } from "./input.js";
import { clearProgram, drawn, switchProgram } from "./state.js";

/** A legal programme: its text, its tokens and its adrenaline token. @typedef {{text: string, seq: string[], adr: string | null}} Programme */

/** each legal programme as {text, seq: [tokens], adr: adrenaline token or null}, by character @param {TabletopActionParts[]} actions */
export function programmes(actions) {
  /** @type {Map<string, Programme[]>} */
  const byChar = new Map();
  for (const a of actions) {
    if (a.verb !== "program") continue;
    const id = String(a.args[0].value);
    if (!byChar.has(id)) byChar.set(id, []);
    /** @type {Programme[]} set just above */ (byChar.get(id)).push({
      text: a.text,
      seq: a.args.filter((x) => x.kind === "action").map((x) => String(x.value)),
      adr: /** @type {string | undefined} a token */ (a.args.find((x) => x.kind === "adrenaline")?.value) ?? null,
    });
  }
  return byChar;
}

/** @param {string[]} a @param {string[]} b */
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
/** @param {string[]} seq @param {string[]} head */
const begins = (seq, head) => head.every((x, i) => seq[i] === x);

/** whether a legal programme of `list` continues the tokens picked so far @param {Programme[]} list @param {import("./state.js").ProgDraft} d */
function continued(list, d) {
  if (!d.adr) return list.some((p) => begins(p.seq, d.seq));
  return list.some((p) => same(p.seq, d.seq) && p.adr !== null && (d.t3 === null || p.adr === d.t3));
}

/** the tokens picked for `id` and not programmed yet @param {import("./state.js").R25State} s @param {string} id */
function picked(s, id) {
  const d = id === s.progChar ? { seq: s.progSeq, t3: s.progT3 } : s.progKept.get(id);
  return d ? d.seq.length + (d.t3 ? 1 : 0) : 0;
}

/**
 * The character to program and its tokens, for the legal programmes `byChar` (programmes()): the one
 * chosen stays; once it was programmed (its tokens went with it) the next one, one with kept tokens
 * first. Tokens kept for a character are offered again only where a legal programme continues them
 * (the rules' programmes decide, not the view): others are dropped, and `progDropped` names whose.
 * @param {import("./state.js").R25State} s @param {Map<string, Programme[]>} byChar
 */
export function settleProgram(s, byChar) {
  const ids = [...byChar.keys()];
  if (!s.progChar || !ids.includes(s.progChar)) {
    s.progChar = null;
    clearProgram(s);
    switchProgram(s, ids.find((id) => s.progKept.has(id)) ?? ids[0] ?? null);
  }
  /** @param {string} id */
  const dropped = (id) => { if (!s.progDropped.includes(id)) s.progDropped.push(id); };
  for (const [id, d] of [...s.progKept]) {
    if (!ids.includes(id)) s.progKept.delete(id);
    else if (!continued(byChar.get(id) || [], d)) { s.progKept.delete(id); dropped(id); }
  }
  if (s.progChar && (s.progSeq.length || s.progAdr) && !continued(byChar.get(s.progChar) || [], { seq: s.progSeq, adr: s.progAdr, t3: s.progT3 })) {
    dropped(s.progChar);
    clearProgram(s);
  }
}

/** the programming panel's parts, appended to `parts` @param {import("./state.js").R25View} v @param {Node[]} parts */
export function programPanel(v, parts) {
  const s = drawn(v.s);
  const { T, actionName, charName, charOf, list: listNames, tokenEl } = v.w;
  const redraw = () => v.render(s.snap);
  /** a pick: the notice of dropped tokens has been seen @param {() => void} f */
  const edit = (f) => () => { s.progDropped = []; f(); redraw(); };
  const byChar = programmes(s.actions);
  const ids = [...byChar.keys()];
  settleProgram(s, byChar);
  const cur = /** @type {string} set by settleProgram (the panel is drawn only when a programme is legal) */ (s.progChar);
  parts.push(h("p", { class: "r25-prompt r25-prompt-go", id: "r25-prompt", text: T("prompt.program") }));
  if (ids.length > 1) {
    parts.push(h("div", { class: "r25-choices r25-prog-chars", role: "group", "aria-label": T("prog.which") },
      ids.map((id) => {
        const n = picked(s, id);
        return h("button", { type: "button", class: `button r25-choice${id === s.progChar ? " r25-on" : ""}`, "aria-pressed": String(id === s.progChar), dataset: { progChar: id },
          onclick: edit(() => switchProgram(s, id)) }, tokenEl(id, { small: true }), " ", charName(id),
        n ? h("span", { class: "r25-prog-kept", dataset: { kept: String(n) }, text: T("prog.kept", { n }) }) : null);
      })));
  }
  if (s.progDropped.length) {
    const names = listNames(s.progDropped.map((id) => charName(id)));
    parts.push(h("p", { class: "r25-note r25-prog-dropped", id: "r25-prog-dropped", role: "status", text: T("prog.dropped", { names }) }));
  }
  const list = byChar.get(cur) || [];
  // a programme continuing the tokens chosen so far with `next` (or, with `adr`, that adrenaline token)
  /** @param {string} next */
  const continues = (next) => list.some((p) => begins(p.seq, [...s.progSeq, next]));
  /** @param {string} [t3] */
  const withAdr = (t3) => list.some((p) => same(p.seq, s.progSeq) && (t3 === undefined ? p.adr !== null : p.adr === t3));
  const chosen = s.progSeq.length ? list.find((p) => same(p.seq, s.progSeq) && p.adr === (s.progAdr ? s.progT3 : null)) : null;
  const text = chosen && (!s.progAdr || s.progT3) ? chosen.text : null;
  const c = charOf(cur);
  /** @param {number} i @param {string | null | undefined} a @param {string} label */
  const slot = (i, a, label) => h("span", { class: `r25-slot-tok${a ? " r25-filled" : ""}${i === 2 ? " r25-slot-adr" : ""}`, dataset: { slot: String(i) } },
    h("span", { class: "r25-slot-n", text: label }), a ? h("span", { class: `r25-act r25-act-${a}` }, h("span", { "aria-hidden": "true", text: ACTION_ICON[a] + " " }), actionName(a)) : h("span", { class: "r25-slot-empty", text: "—" }));
  parts.push(h("div", { class: "r25-prog", id: "r25-prog" },
    h("div", { class: "r25-prog-head" }, tokenEl(cur, {}), h("strong", { text: charName(cur) }),
      c && c.max_actions === 1 ? h("span", { class: "r25-note", text: T("prog.cold") }) : null),
    h("div", { class: "r25-slots" }, slot(0, s.progSeq[0], "1"), slot(1, s.progSeq[1], "2"), s.progAdr || (c?.adrenaline && list.some((p) => p.adr !== null && begins(p.seq, s.progSeq))) ? slot(2, s.progT3, "⚡") : null)));
  // the next token: only what a legal programme continues with
  /** @type {{a: string, p: () => void}[]} */
  const opts = [];
  if (!s.progAdr && s.progSeq.length < 2) {
    for (const a of TOKENS) if (continues(a)) opts.push({ a, p: edit(() => { s.progSeq = [...s.progSeq, a]; }) });
  } else if (s.progAdr && !s.progT3) {
    for (const a of TOKENS) if (withAdr(a)) opts.push({ a, p: edit(() => { s.progT3 = a; }) });
  }
  parts.push(h("div", { class: "r25-choices r25-tokens", role: "group", "aria-label": T("prog.tokens") },
    opts.map(({ a, p }) => h("button", { type: "button", class: `button r25-choice r25-tokbtn r25-act-${a}`, dataset: { token: a }, "aria-label": T("prog.add", { action: actionName(a) }), onclick: p },
      h("span", { "aria-hidden": "true", text: ACTION_ICON[a] + " " }), actionName(a))),
    !s.progAdr && s.progSeq.length && withAdr() ? h("button", { type: "button", class: "button r25-choice r25-adr-btn", id: "r25-adrenaline", onclick: edit(() => { s.progAdr = true; }) },
      h("span", { "aria-hidden": "true", text: "⚡ " }), T("prog.adrenaline")) : null));
  const ok = text && s.legalSet.has(text);
  parts.push(h("div", { class: "r25-choices" },
    h("button", { type: "button", class: "button button-primary", id: "r25-program", disabled: !ok || s.pending || s.snap.busy, onclick: () => ok && play(v, text) },
      text ? T("prog.confirm", { n: s.progSeq.length + (s.progT3 ? 1 : 0) }) : T("prog.confirm0")),
    h("button", { type: "button", class: "button", id: "r25-prog-clear", disabled: !s.progSeq.length, onclick: edit(() => clearProgram(s)) }, T("prog.clear"))));
  parts.push(h("p", { class: "r25-hint", text: T("prog.hint") }));
}
