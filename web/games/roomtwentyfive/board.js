// Room 25 view: drawing the complex (rooms, characters, robots, markers, announced colours) and the arrows
// at its edges that slide lines. A room or an arrow is a target only because a legal action names it.

import { h } from "../../app/dom.js";
import { drawn } from "./state.js";
import { face } from "../../app/viewkit.js";
import { COLOUR_LETTER, DIR_ARROW, EXIT, ICONS } from "./constants.js";
import { onTile, pick, tileAt } from "./input.js";
import { nameParts } from "./words.js";

/** @typedef {import("./state.js").Obs} Obs @typedef {import("./state.js").Cell} Cell */

/** the cells named by the newest log entry @param {Obs} obs */
function lastEntryCells(obs) {
  const log = obs.log || [];
  const e = log[log.length - 1];
  /** @type {Set<string>} */
  const out = new Set();
  if (!e) return out;
  for (const k of ["cell", "cell2"]) {
    const v = e.args?.[k];
    if (Array.isArray(v) && v.length === 2) out.add(`${v[0]},${v[1]}`);
  }
  return out;
}

/** characters named by the newest log entry (its actor and target) @param {Obs} obs @returns {Set<string>} */
function lastEntryChars(obs) {
  const log = obs.log || [];
  const a = log[log.length - 1]?.args || {};
  return new Set([a.char, a.target].filter((x) => typeof x === "string"));
}

/** @param {Cell} cell @param {Set<string>} charTargets */
function charTargetsIn(cell, charTargets) {
  return (cell.chars || []).some((id) => charTargets.has(id));
}

/** a room's button @param {import("./state.js").R25View} v @param {Cell} cell @param {number} r @param {number} c @param {Set<string>} targets @param {Set<string>} charTargets @param {Set<string>} hl */
function tileEl(v, cell, r, c, targets, charTargets, hl) {
  const { s, w } = v;
  const { T, lang, list, cellWord, roomName, colourName, seatName, charName, tokenEl } = w;
  const { obs, snap } = drawn(s);
  const key = `${r},${c}`;
  const t = obs.tiles?.[cell.tile] || {};
  const room = cell.room;
  const up = cell.face_up;
  const colour = cell.colour;
  const cls = ["r25-tile", up ? "r25-up" : "r25-down"];
  if (colour) cls.push(`r25-c-${colour}`);
  if (!up && room) cls.push("r25-known");
  if (cell.locked) cls.push("r25-locked");
  if (targets.has(key)) cls.push("r25-target");
  if (s.picked.some((u) => u.type === "cell" && u.v === key)) cls.push("r25-cell-picked");
  if (hl.has(key)) cls.push("r25-last");
  if (obs.decision?.cell && `${obs.decision.cell[0]},${obs.decision.cell[1]}` === key) cls.push("r25-focus-room");
  const parts = [];
  const labelBits = [cellWord(key)];
  // five occupants or more take two rows of tokens: the room's icon gives way (view.css), and its
  // colour word follows its name rather than sitting over the name's first line
  const crowded = (cell.chars || []).length + (cell.robots || []).length > 4;
  if (room) {
    parts.push(h("span", { class: "r25-icon", "aria-hidden": "true", text: ICONS[room] || "?" }));
    const cl = h("span", { class: "r25-cl", "aria-hidden": "true", text: lang === "ja" ? colourName(colour) : COLOUR_LETTER[String(colour)] });
    // breaks only where a word ends (the name's pieces), its size set by its widest piece (view.css)
    const name = nameParts(roomName(room), lang, crowded ? 1.3 : 0);
    const pieces = name.pieces.flatMap((piece, i) => (i ? [h("wbr"), piece] : [piece]));
    if (crowded) pieces.push(h("span", { class: "r25-name-end" }, pieces.pop(), cl));
    parts.push(h("span", { class: "r25-name", style: `--r25-len:${name.em.toFixed(2)}` }, pieces));
    if (!crowded) parts.push(cl);
    labelBits.push(`${roomName(room)} (${colourName(colour)})`);
    if (!up) {
      parts.push(h("span", { class: "r25-seen", text: T("tile.seen") }));
      labelBits.push(T("tile.seen_long"));
    }
  } else {
    parts.push(h("span", { class: "r25-back", "aria-hidden": "true", text: "?" }));
    parts.push(h("span", { class: "r25-xy", "aria-hidden": "true", text: key }));
    labelBits.push(T("tile.face_down"));
  }
  if (!up) {
    const said = (obs.announcements || []).filter((a) => a.tile === cell.tile && a.colour);
    if (said.length) {
      parts.push(h("span", { class: "r25-said" }, said.slice(-3).map((a) => h("span", {
        class: `r25-said-chip r25-c-${a.colour}`, title: T("tile.said", { name: seatName(a.player), colour: colourName(a.colour) }),
        text: lang === "ja" ? colourName(a.colour) : COLOUR_LETTER[String(a.colour)],
      }))));
      labelBits.push(list(said.map((a) => T("tile.said", { name: seatName(a.player), colour: colourName(a.colour) }))));
    }
  }
  if (cell.locked) {
    parts.push(h("span", { class: "r25-lock", title: T(`lock.${cell.locked}`), text: "⊘" }));
    labelBits.push(T(`lock.${cell.locked}`));
  }
  if (cell.marks?.length) {
    parts.push(h("span", { class: "r25-marks" }, cell.marks.map((p) => h("span", { class: `r25-mark r25-mark-${p % 8}`, title: T("tile.mark", { name: seatName(p) }), text: `⚑${obs.players > 1 ? p + 1 : ""}` }))));
    labelBits.push(list(cell.marks.map((p) => T("tile.mark", { name: seatName(p) }))));
  }
  const occupants = [];
  for (const id of cell.chars || []) {
    const tok = tokenEl(id, {});
    if (charTargets.has(id)) tok.classList.add("r25-token-target");
    if (obs.decision?.char === id && !snap.over) tok.classList.add("r25-token-acting");
    if (s.lastChars.has(id)) tok.classList.add("r25-token-last");
    occupants.push(tok);
    labelBits.push(charName(id));
  }
  for (const n of cell.robots || []) {
    occupants.push(h("span", { class: "r25-robot", title: T("robot_n", { n: n + 1 }), text: `⚙${n + 1}` }));
    labelBits.push(T("robot_n", { n: n + 1 }));
  }
  if (occupants.length) {
    // up to four in a row; more share two (or three) rows, so every token shows however many meet
    // (the row's count --k lets the CSS overlap them just enough to fit the room's width)
    const n = occupants.length;
    const rows = n <= 4 ? 1 : Math.ceil(n / 4);
    const per = Math.ceil(n / rows);
    const lines = [];
    for (let i = 0; i < n; i += per) {
      lines.push(h("span", { class: "r25-occ-row", style: `--k:${Math.min(per, n - i)}` }, occupants.slice(i, i + per)));
    }
    parts.push(h("span", { class: "r25-occ", dataset: { rows: String(rows) } }, lines));
    cls.push("r25-has-occ");
    if (crowded) cls.push("r25-crowded");
  }
  if (targets.has(key)) labelBits.push(T("tile.target"));
  const el = h("button", {
    type: "button", class: cls.join(" "),
    style: `grid-row:${r + 1};grid-column:${c + 1}`,
    dataset: { cell: key, tile: String(cell.tile), room: room || "", face: up ? "up" : "down", zone: t.zone || "" },
    tabindex: key === s.focusCell ? "0" : "-1",
    "aria-disabled": targets.has(key) || charTargetsIn(cell, charTargets) ? null : "true",
    title: room ? `${roomName(room)} — ${w.roomEffect(room)}` : T("tile.face_down"),
    onclick: /** @param {MouseEvent} e */ (e) => onTile(v, key, e),
    onfocus: () => { s.focusCell = key; },
  }, face(labelBits.join(" — "), parts));
  return el;
}

/** an arrow at an edge: slide `line` `i` towards `dir` (when a legal action does), and this turn's token
 * @param {import("./state.js").R25View} v @param {Set<string>} lines @param {string} line @param {number} i @param {string} dir */
function arrowEl(v, lines, line, i, dir) {
  const { T } = v.w;
  const ctl = drawn(v.s).obs.controls || {};
  const key = `${line} ${i} ${dir}`;
  const can = lines.has(key);
  const token = ctl[`${line} ${i}`] === dir;
  const label = T("line", { line: T(`line.${line}`), n: i, dir: T(`dir.${dir}`) });
  return h("button", {
    type: "button", class: `r25-arrow${can ? " r25-arrow-on" : ""}${token ? " r25-arrow-token" : ""}`,
    style: line === "row" ? `grid-row:${i + 1}` : `grid-column:${i + 1}`,
    dataset: { line: key }, disabled: !can,
    "aria-label": label + (token ? ` — ${T("control_token")}` : ""),
    title: label + (token ? ` — ${T("control_token")}` : ""),
    onclick: () => { if (can) pick(v, { type: "line", v: key, value: [line, i, dir] }); },
  }, h("span", { "aria-hidden": "true", text: DIR_ARROW[dir] }));
}

/** draw the complex when what it shows changed; returns whether it was rebuilt
 * @param {import("./state.js").R25View} v @param {Set<string>} targets @param {Set<string>} charTargets @param {Set<string>} lines */
export function renderBoard(v, targets, charTargets, lines) {
  const { s } = v;
  const { board, edges, boardWrap } = v.dom;
  const { obs, snap } = drawn(s);
  const hl = lastEntryCells(obs);
  s.lastChars = lastEntryChars(obs);
  const sig = JSON.stringify([obs.grid, obs.announcements, obs.controls, obs.decision, [...targets], [...charTargets], [...lines], [...hl], [...s.lastChars], s.picked.map((u) => u.v), s.ref ? 1 : 0, snap.over]);
  if (sig === s.boardSig) return false;
  s.boardSig = sig;
  const hadFocus = board.contains(document.activeElement);
  const slots = [];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) {
    const k = `${r},${c}`;
    slots.push(h("span", { class: `r25-slot${EXIT.has(k) ? " r25-exit" : ""}${k === "2,2" ? " r25-centre" : ""}`, style: `grid-row:${r + 1};grid-column:${c + 1}`, "aria-hidden": "true" }));
  }
  /** @type {HTMLElement[]} */
  const tiles = [];
  obs.grid.forEach((row, r) => row.forEach((cell, c) => tiles.push(tileEl(v, cell, r, c, targets, charTargets, hl))));
  board.replaceChildren(...slots, ...tiles);
  // the arrows at the edges: control a line (legal texts only) and this turn's control tokens
  for (const [side, line, dir] of /** @type {["top" | "bottom" | "left" | "right", string, string][]} */ ([["top", "col", "up"], ["bottom", "col", "down"], ["left", "row", "left"], ["right", "row", "right"]])) {
    edges[side].replaceChildren(...[0, 1, 3, 4].map((i) => arrowEl(v, lines, line, i, dir)));
  }
  boardWrap.classList.toggle("r25-has-lines", lines.size > 0);
  if (hadFocus) tileAt(board, s.focusCell)?.focus({ preventScroll: true });
  return true;
}
