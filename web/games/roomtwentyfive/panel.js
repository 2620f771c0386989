// Room 25 view: the viewer's panel. The prompt, who acts, a private look's result, the families of
// legal actions as buttons and the arguments that are not on the board (characters, robots, orders).

import { h } from "../../app/dom.js";
import { aside } from "../../app/viewkit.js";
import { drawn } from "./state.js";
import { ACTION_ICON, COLOUR_LETTER, ICONS } from "./constants.js";
import { choice, famLabel, unitLabel } from "./choice.js";
import { back, chooseFamily, pick } from "./input.js";
import { programPanel } from "./program.js";

/** @typedef {import("./choice.js").Family} Family @typedef {import("./state.js").Unit} Unit */

/** the room the viewer just looked at (privately), appended to `parts`; returns its colour @param {import("./state.js").R25View} v @param {Node[]} parts */
function lookResult(v, parts) {
  const { T, cellWord, roomName, colourName, roomEffect } = v.w;
  const { obs, snap } = drawn(v.s);
  const d = obs.decision;
  let at = d?.cell;
  const viewer = snap.viewer;
  if (!at && d?.kind === "clue" && typeof viewer === "number" && Number.isInteger(viewer)) {
    const tid = obs.clue?.[viewer]?.tile;
    if (typeof tid === "number" && Number.isInteger(tid)) at = obs.tiles?.[tid]?.cell;
  }
  if (!at) return;
  const cell = obs.grid[at[0]][at[1]];
  if (!cell.room) return;
  parts.push(h("div", { class: `r25-result r25-c-${cell.colour}`, id: "r25-look-result", dataset: { room: cell.room } },
    h("span", { class: "r25-result-icon", "aria-hidden": "true", text: ICONS[cell.room] || "?" }),
    h("div", {},
      h("div", { class: "r25-result-k", text: T("look.private", { cell: cellWord(`${at[0]},${at[1]}`) }) }),
      h("strong", { class: "r25-result-name", text: `${roomName(cell.room)} — ${colourName(cell.colour)}` }),
      h("div", { class: "r25-result-eff", text: roomEffect(cell.room) }))));
  return cell.colour;
}

/** the character the game waits for, and what it is doing @param {import("./state.js").R25View} v */
function actingLine(v) {
  const { T, charName, charOf, actionName, tokenEl } = v.w;
  const { obs } = drawn(v.s);
  const d = obs.decision;
  if (!d || !d.char) return null;
  const c = charOf(d.char);
  const k = d.kind === "act" ? (c?.live ? "live" : c?.prog?.[(obs.pass || 1) - 1] || null) : null;
  return h("div", { class: "r25-acting" }, tokenEl(d.char, {}), h("span", {},
    h("strong", { text: charName(d.char) }), " — ",
    d.kind === "act" ? (k && k !== "live" ? T("acting.token", { action: actionName(k) }) : T("acting.live")) : T(`decision.${d.kind}`)));
}

/** the panel while the viewer has nothing to do: whom the game waits for @param {import("./state.js").R25View} v */
function waitingParts(v) {
  const { T, list, seatName, charName, charOf } = v.w;
  const { obs, snap } = drawn(v.s);
  const waiting = (snap.active || []).map(seatName);
  const d = obs.decision;
  let text;
  if (obs.phase === "program") text = T("prompt.wait_program", { names: list(waiting) });
  else if (d?.char) text = T("prompt.wait_char", { char: charName(d.char), name: seatName(/** @type {number} a character's decision names its seat */ (d.player)) });
  else text = T("prompt.wait", { names: list(waiting) });
  const parts = [h("p", { class: "r25-prompt", id: "r25-prompt", text })];
  const mine = obs.you?.characters?.map(charOf).filter(Boolean) || [];
  if (obs.phase === "program" && mine.length) parts.push(h("p", { class: "r25-hint", text: T("prompt.programmed") }));
  return parts;
}

/** a family's button: an immediate action plays, the others select the family
 * @param {import("./state.js").R25View} v @param {string} key @param {Family} f @param {string | null} fam @param {string | null | undefined} truth */
function familyButton(v, key, f, fam, truth) {
  const { T, lang, colourName } = v.w;
  const { obs, snap, pending } = drawn(v.s);
  const list = f.list;
  const immediate = list.length === 1 && !list[0].args.length;
  const isAnn = f.verb === "announce";
  const colour = isAnn ? f.head[0]?.v : null;
  const cls = ["button", "r25-choice", `r25-fam-${f.verb}`];
  if (key === fam) cls.push("r25-on");
  if (isAnn) cls.push(`r25-ann r25-c-${colour}`);
  const plain = famLabel(v.w, f);
  const label = isAnn && truth && obs.mode === "suspicion" ? aside(v.ctx, plain, T(colour === truth ? "look.true" : "look.lie")) : plain;
  const kids = [];
  if (isAnn) kids.push(h("span", { class: "r25-swatch", "aria-hidden": "true", text: lang === "ja" ? colourName(colour) : COLOUR_LETTER[String(colour)] }));
  else if (ACTION_ICON[f.verb]) kids.push(h("span", { "aria-hidden": "true", text: ACTION_ICON[f.verb] + " " }));
  kids.push(h("span", { text: label }));
  return h("button", {
    type: "button", class: cls.join(" "), dataset: { family: key, text: immediate ? list[0].text : "" },
    "aria-pressed": immediate ? null : String(key === fam),
    disabled: pending || snap.busy,
    onclick: () => chooseFamily(v, key),
  }, kids);
}

/** the chosen family's next step: what was picked, the arguments off the board, hints and "back"
 * @param {import("./state.js").R25View} v @param {Node[]} parts @param {Map<string, Family>} fams @param {string} fam @param {Unit[]} nextUnits @param {number} selectable */
function argumentParts(v, parts, fams, fam, nextUnits, selectable) {
  const { T, tokenEl } = v.w;
  const { s } = v;
  const pickedLine = s.picked.map((u) => unitLabel(v.w, u)).join(" · ");
  if (pickedLine) parts.push(h("p", { class: "r25-picked", text: pickedLine }));
  // options other than cells and lines (characters, robots, orders, actions) as buttons; cells
  // and lines are on the board
  const opts = nextUnits.filter((u) => u.type !== "cell" && u.type !== "line");
  if (opts.length) {
    parts.push(h("div", { class: "r25-choices", role: "group", "aria-label": famLabel(v.w, fams.get(fam)), id: "r25-args" },
      opts.map((u) => h("button", { type: "button", class: "button r25-choice r25-arg", dataset: { unit: u.v }, disabled: s.pending || drawn(s).snap.busy, onclick: () => pick(v, u) },
        u.type === "char" ? tokenEl(u.v, { small: true }) : null, u.type === "char" ? " " : null, unitLabel(v.w, u)))));
  }
  const cells = nextUnits.filter((u) => u.type === "cell").length;
  const lines = nextUnits.filter((u) => u.type === "line").length;
  if (cells) parts.push(h("p", { class: "r25-hint", text: T("hint.cells", { n: cells }) }));
  if (lines) parts.push(h("p", { class: "r25-hint", text: T("hint.lines") }));
  if (s.picked.length || selectable > 1 || fam === "mark") parts.push(h("button", { type: "button", class: "button button-quiet", id: "r25-back", onclick: () => back(v) }, T("back")));
}

/** the viewer's panel: prompt and choices @param {import("./state.js").R25View} v */
export function renderPanel(v) {
  const { T } = v.w;
  const { s } = v;
  const { panel } = v.dom;
  const { obs, snap, actions } = drawn(s);
  /** @type {Node[]} */
  const parts = [];
  if (snap.over) {
    panel.replaceChildren(h("p", { class: "r25-prompt", id: "r25-prompt", text: T("prompt.over") }));
    return;
  }
  if (!s.legal.length) {
    panel.replaceChildren(...waitingParts(v));
    return;
  }
  if (actions.some((a) => a.verb === "program")) {
    programPanel(v, parts);
    panel.replaceChildren(...parts);
    return;
  }
  const { fams, fam, nextUnits } = choice(s);
  const d = obs.decision || /** @type {Partial<import("./state.js").Decision>} */ ({});
  const act = actingLine(v);
  if (act) parts.push(act);
  const truth = d.kind === "announce" || (d.kind === "clue" && actions.some((a) => a.verb === "announce" || a.verb === "silent")) ? lookResult(v, parts) : null;
  let prompt;
  if (fam) {
    const t = nextUnits[0]?.type;
    prompt = T(`step.${t === "cell" || t === "char" || t === "line" ? t : "word"}`, { what: famLabel(v.w, fams.get(fam)) });
  } else prompt = T(`prompt.${d.kind || "act"}`);
  parts.push(h("p", { class: "r25-prompt r25-prompt-go", id: "r25-prompt", text: prompt }));
  // families: immediate ones as buttons, others select a family
  const buttons = [...fams].map(([key, f]) => familyButton(v, key, f, fam, truth));
  // a single family with arguments is already selected: its button is only a label then
  const selectable = [...fams.values()].filter((f) => f.list.some((x) => x.args.length)).length;
  parts.push(h("div", { class: "r25-choices", role: "group", "aria-label": T("choices"), id: "r25-families" },
    buttons.filter((b) => b.dataset.text || selectable > 1 || b.dataset.family === "mark")));
  if (fam) argumentParts(v, parts, fams, fam, nextUnits, selectable);
  panel.replaceChildren(...parts);
}

/** where the keyboard focus is inside `box`, as a selector that survives a rebuild @param {Element} box */
export function focusSelector(box) {
  const a = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!a || !box.contains(a)) return null;
  if (a.id) return `#${CSS.escape(a.id)}`;
  for (const k of ["token", "family", "unit", "progChar"]) {
    if (a.dataset?.[k]) return `[data-${k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase())}="${CSS.escape(a.dataset[k])}"]`;
  }
  return "button";
}

/** focus the element `sel` (focusSelector) in `box` again, else its first button @param {Element} box @param {string | null} sel */
export function restoreFocus(box, sel) {
  if (!sel) return;
  const el = /** @type {HTMLElement | null} */ (box.querySelector(`${sel}:not([disabled])`) || box.querySelector("button:not([disabled])"));
  el?.focus({ preventScroll: true });
}
