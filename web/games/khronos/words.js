// Khronos view: words and small pieces for buildings, tiles, cards and squares (read from the
// observation and the reference; they never judge legality).

import { GLYPH, KIND, TERRAIN } from "./state.js";
import { h } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";

/** @param {number[]} c */
export const cellWord = (c) => `${c[0]},${c[1]}`;
/** a part's value of a legal action: the rules' JSON @param {TabletopActionParts | null | undefined} a @param {string} kind @returns {any} */
export const argOf = (a, kind) => (a?.args || []).find((x) => x.kind === kind)?.value;
export const HAS_PREVIEW = new Set(["build", "upgrade"]);
/** the side of the square a build or upgrade covers (its `size` part; a shrink names its `cells`) */
/** @param {TabletopActionParts | null | undefined} a @returns {number} */
export const sizeOf = (a) => argOf(a, "size") || Math.round(Math.sqrt((argOf(a, "cells") || [0]).length)) || 1;
/** the squares of a build or upgrade: size×size from its top-left `cell` (null for other actions) */
/** @param {TabletopActionParts | null | undefined} a */
export function footOf(a) {
  const cell = argOf(a, "cell");
  if (!HAS_PREVIEW.has(/** @type {string} */ (a?.verb)) || !cell) return null;
  const s = sizeOf(a);
  /** @type {number[][]} */
  const out = [];
  for (let dy = 0; dy < s; dy++) for (let dx = 0; dx < s; dx++) out.push([cell[0] + dx, cell[1] + dy]);
  return out;
}

/** @param {import("./state.js").KhView} ui */
export function words(ui) {
  const { state, T, seatName } = ui;
  /** @param {string} t */
  const tileName = (t) => T(`tile.${t}`);
  /** @param {string} b */
  const boardName = (b) => T(`board.${b}`);
  /** @param {string} tile */
  const kindOf = (tile) => state.ref?.tiles?.find((r) => r.tile === tile)?.kind || null;
  /** @param {string[] | null | undefined} cards */
  const cardsLong = (cards) => {
    /** @type {Record<string, number>} */
    const n = { M: 0, R: 0, C: 0 };
    for (const k of cards || []) n[k] = (n[k] || 0) + 1;
    return listWords(ui.ctx, ["M", "R", "C"].filter((k) => n[k]).map((k) => T(`cards.${k}`, { n: n[k] })));
  };

  /** @param {string} board @param {number} id */
  const buildingById = (board, id) => state.obs?.boards?.[board]?.buildings?.find((b) => b.id === id) || null;
  /** @param {string} board @param {number[]} c */
  const buildingAt = (board, c) => state.obs?.boards?.[board]?.buildings?.find((b) => b.cells.some((s) => s[0] === c[0] && s[1] === c[1])) || null;
  /** @param {string} board @param {number[]} c */
  const topLeftAt = (board, c) => state.obs?.boards?.[board]?.buildings?.find((b) => b.x === c[0] && b.y === c[1]) || null;

  /** @param {number} seat */
  function cube(seat, extra = "") {
    return h("span", { class: `kh-cube${extra}`, style: `--seat: var(--seat-${seat % 8})`, title: seatName(seat), "aria-label": T("cube_of", { name: seatName(seat) }), text: String(seat + 1) });
  }
  /** @param {string} k */
  function kindChip(k) {
    return h("span", { class: `kh-k kh-k-${KIND[k]}`, title: T(`kind.${k}`), "aria-label": T(`kind.${k}`), text: GLYPH[k] });
  }
  /** @param {string[] | null | undefined} cards */
  function cardsChips(cards) {
    return h("span", { class: "kh-chips", role: "img", "aria-label": cardsLong(cards) }, (cards || []).map((k) => h("span", { class: `kh-k kh-k-${KIND[k]}`, "aria-hidden": "true", text: GLYPH[k] })));
  }
  /** @param {string} board @param {import("./state.js").Building | null | undefined} b */
  function buildingWord(board, b) {
    if (!b) return "";
    const bits = [tileName(b.tile)];
    if (b.status === "shadow") bits.push(T("status.shadow"));
    else if (b.status === "ruin") bits.push(T("status.ruin"));
    else if (b.status === "renovated") bits.push(T("status.renovated"));
    else if (b.status === "printed") bits.push(T("status.printed"));
    if (b.owner !== null && b.owner !== undefined) bits.push(T("owned_by", { name: seatName(b.owner) }));
    return bits.join(" · ");
  }

  /** @param {number[]} c */
  function terrainAt(c) {
    const row = state.ref?.map?.[c[1]];
    return row ? TERRAIN[row[c[0]]] || "plain" : "plain";
  }
  /** @param {number[]} c */
  function terrainWord(c) {
    return T(`terrain.${terrainAt(c)}`);
  }

  return { tileName, boardName, kindOf, cardsLong, buildingById, buildingAt, topLeftAt, cube, kindChip, cardsChips, buildingWord, terrainAt, terrainWord };
}
