// Laser Reflection view: the words about the board: the readout under it (the shown
// edge's goal and beam, the cell under the keyboard cursor, or what to do) and the
// rules help's body.

import { h as el } from "../../app/dom.js";
import { aside, explains, helpParts } from "../../app/viewkit.js";
import { TILE_ORDER, TILE_KEY, GLYPH, tileIcon, clueIcon } from "./draw.js";
import { at, inGrid, started, shownEdge, tileName, edgeName, cellName, colourName } from "./state.js";

/** @typedef {import("./state.js").LaserView} LaserView */

/**
 * A clue in words ("green 5"), with where its beam went when `exit` is given.
 * @param {LaserView} v @param {[string, number] | null} clue @param {string | null} [exit] @param {string} [edge]
 */
function describeClue(v, clue, exit, edge) {
  if (!clue) return "";
  const [colour, number] = clue;
  let text = `${colourName(v, colour)} ${number}`;
  if (exit !== undefined) {
    if (colour === "green" && exit) text += ` → ${edgeName(v, exit)}`;
    else if (colour === "yellow") text += ` ↩ ${edgeName(v, /** @type {string} given with `exit` */ (edge))}`;
    else if (colour === "black") text = aside(v.ctx, text, v.T("absorbed"));
  }
  return text;
}

/** The readout under the board (aria-live: it is what a screen reader hears of the board). @param {LaserView} v */
export function renderReadout(v) {
  const { s, dom, T } = v;
  const { obs, me, cursor } = s;
  if (!obs) return;
  const edge = shownEdge(v);
  const parts = [];
  if (edge && me) {
    const beam = me.beams?.[edge];
    const goal = obs.phase === "construction" ? null : me.target?.[edge];
    parts.push(el("strong", { class: "lr-readout-edge", text: edgeName(v, edge) }));
    if (goal) {
      parts.push(el("span", { class: "lr-readout-part" }, T("readout.goal"), " ", clueIcon(goal[0], goal[1]), " ", describeClue(v, goal)));
    }
    if (beam) {
      parts.push(el("span", { class: "lr-readout-part" }, T(goal ? "readout.now" : "readout.beam"), " ", clueIcon(beam.colour, beam.number), " ", describeClue(v, [beam.colour, beam.number], beam.exit, edge)));
    }
    if (goal && beam) {
      const ok = goal[0] === beam.colour && goal[1] === beam.number;
      parts.push(el("span", { class: `lr-readout-verdict ${ok ? "lr-ok" : "lr-bad"}`, text: ok ? `✓ ${T("readout.match")}` : `✗ ${T("readout.differs")}` }));
    }
  } else if (s.keyboard && document.activeElement === dom.boardEl && inGrid(s, cursor.r, cursor.c)) {
    const ch = at(s, cursor.r, cursor.c);
    parts.push(el("strong", { text: cellName(v, cursor.r, cursor.c) }), ": ", ch === "." ? T("empty") : tileName(v, ch));
  } else if (me && started(s) && obs.phase === "solving" && me.status === "solving") {
    const left = (me.mismatch || []).length;
    parts.push(el("span", { class: "lr-muted", text: left ? T("readout.left", { count: left }) : "" }), " ", el("span", { class: "lr-muted", text: T("readout.idle") }));
  } else if (obs.phase === "construction" && me?.status === "building") {
    const placed = !Object.values(me.remaining || {}).some((n) => n > 0);
    parts.push(el("span", { class: "lr-muted", text: T(placed ? "readout.build_done" : "readout.build") }));
  }
  dom.readout.replaceChildren(...parts);
}

/** The rules help: goal, clues, tiles, play, keys (built on every open). @param {LaserView} v */
export function helpBody(v) {
  const T = v.T;
  const { sec, p } = helpParts(T);
  const legend = el("ul", { class: "lr-legend" },
    ["green", "yellow", "black"].map((c) => el("li", {}, clueIcon(c, c === "yellow" ? 5 : c === "green" ? 6 : 4, 30), el("span", {}, el("strong", { text: colourName(v, c) }), " — ", T(`help.clue_${c}`)))),
    el("li", {}, el("span", { class: "lr-legend-frame", "aria-hidden": "true" }), el("span", { text: T("help.clue_frame") })));
  const kinds = TILE_ORDER.concat(["x"]);
  const tiles = el("ul", { class: "lr-legend lr-legend-tiles" }, kinds.map((ch) => el("li", {}, tileIcon(ch, 30), el("span", {}, el("strong", { text: `${tileName(v, ch)} ` }), el("code", { text: GLYPH[ch] }), " — ", T(`help.tile_${TILE_KEY[ch]}`)))));
  const keys = el("ul", { class: "lr-keys" }, ["keys_arrows", "keys_pick", "keys_enter", "keys_delete", "keys_drag", "keys_help"].map((k) => el("li", { text: T(`help.${k}`) })));
  return [
    // (each part names the sections of docs/rules/laserreflection.md it explains: their examples follow it)
    explains(sec(T("help.goal_title"), p("help.goal"), p("help.count")), "§1.1", "§1.4"),
    explains(sec(T("help.clues_title"), legend), "§1.4.2"),
    explains(sec(T("help.tiles_title"), tiles), "§1.2", "§1.4.1", "§1.4.3", "§1.5.2"),
    explains(sec(T("help.play_title"), p("help.play_solve"), el("p", { id: "lr-help-clock", text: T("help.play_clock") }), p("help.play_race"), p("help.play_build"), p("help.play_score")), "§1.6", "§1.7"),
    sec(T("help.keys_title"), keys),
  ];
}
