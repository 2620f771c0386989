// Laser Reflection view: input. Pointer (click, hover, drag a tile from the stock or
// between cells) and keys (arrows, a kind's digit or glyph, Enter, Delete, ?, Escape)
// become the calls of acting.js; hovering an edge draws its beam.

import { onViewKeys, startDrag } from "../../app/viewkit.js";
import { S, tileIcon, edgeAt } from "./draw.js";
import { canEdit, stockKinds, remaining, at, inGrid, edgesVisible, dragging } from "./state.js";
import { put, take, move, activateCell, activateEdge, selectKind } from "./acting.js";
import { drawBeam, drawHover, drawCursor } from "./board.js";
import { renderReadout } from "./readouts.js";

const DRAG_THRESHOLD = 6;
/** Keys that choose a kind of the stock by its glyph. */
/** @type {Record<string, string>} */
const KEY_TILES = { "/": "/", "\\": "\\", "|": "|", "-": "-", "=": "-", "#": "#", o: "o", O: "o", l: "L", L: "L", j: "J", J: "J", f: "F", F: "F" };
/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** @typedef {import("./state.js").LaserView} LaserView */

/**
 * [row, col] under a screen point (-1..n on the edge ring), or null.
 * @param {LaserView} v @param {number} clientX @param {number} clientY @returns {[number, number] | null}
 */
function cellFromPoint({ dom }, clientX, clientY) {
  const m = dom.svgEl.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return [Math.floor(p.y / S), Math.floor(p.x / S)];
}

/** @param {LaserView} v @param {PointerEvent} e */
function onBoardPointerDown(v, e) {
  const { s, dom } = v;
  if (e.button !== 0) return;
  s.keyboard = false;
  const pos = cellFromPoint(v, e.clientX, e.clientY);
  if (!pos) return;
  const [r, c] = pos;
  if (inGrid(s, r, c)) {
    s.cursor.r = r;
    s.cursor.c = c;
    const ch = at(s, r, c);
    if (ch !== "." && ch !== "x" && s.legal.has(`take ${r},${c}`)) dragTile(v, e, dom.boardEl, ch, [r, c]);
  }
}

/** A press on a kind of the stock: a drag may start. @param {LaserView} v @param {PointerEvent} e @param {string} ch */
export function onStockPointerDown(v, e, ch) {
  if (e.button !== 0 || remaining(v.s, ch) <= 0 || !canEdit(v.s)) return;
  dragTile(v, e, /** @type {HTMLElement} */ (e.currentTarget), ch);
}

/**
 * Drag a tile of kind `ch` from the stock, or from `cell` of the board: put, take, move or swap where it is dropped.
 * @param {LaserView} v @param {PointerEvent} e @param {HTMLElement} source @param {string} ch
 * @param {[number, number] | null} [cell]
 */
function dragTile(v, e, source, ch, cell = null) {
  const { s, dom } = v;
  s.drag?.end();
  const offBoard = () => { s.hoverCell = null; drawHover(v); };
  const drag = startDrag(e, source, {
    within: dom.view, threshold: DRAG_THRESHOLD, ghostClass: "lr-ghost", ghostOffset: -22, draggingClass: "lr-dragging",
    ghost: () => tileIcon(ch, 44),
    targetAt: (x, y) => { const pos = cellFromPoint(v, x, y); return pos && inGrid(s, pos[0], pos[1]) ? pos : null; },
    onStart: () => { if (!cell) selectKind(v, ch, { say: false }); },
    onMove: (pos) => { s.hoverCell = pos; s.hoverEdge = null; drawHover(v); },
    onCancel: offBoard,
    onDrop: (pos) => {
      offBoard();
      if (!cell) { if (pos && at(s, pos[0], pos[1]) === ".") put(v, pos[0], pos[1], ch); }
      else if (!pos) take(v, cell[0], cell[1]);
      else if (pos[0] !== cell[0] || pos[1] !== cell[1]) move(v, cell, pos);
    },
  });
  s.drag = drag && Object.assign(drag, { from: cell ? "cell" : "stock", kind: ch });
}

/** The hovered cell and edge of a mouse over the board (a drag draws its own). @param {LaserView} v @param {PointerEvent} e */
export function onPointerMove(v, e) {
  const { s, dom } = v;
  if (s.drag?.active || e.currentTarget !== dom.boardEl || e.pointerType === "touch") return;
  const pos = cellFromPoint(v, e.clientX, e.clientY);
  if (!pos) return;
  const [r, c] = pos;
  const edge = edgeAt(r, c, s.n);
  /** @type {[number, number] | null} */
  const cell = inGrid(s, r, c) ? [r, c] : null;
  const changedCell = (cell?.[0] ?? -9) !== (s.hoverCell?.[0] ?? -9) || (cell?.[1] ?? -9) !== (s.hoverCell?.[1] ?? -9);
  if (changedCell) {
    s.hoverCell = cell;
    drawHover(v);
  }
  if (edge !== s.hoverEdge) {
    s.hoverEdge = edgesVisible(s) ? edge : null;
    drawBeam(v);
    renderReadout(v);
  }
}

/** Drop a drag without playing anything. @param {LaserView} v */
export function cancelDrag(v) {
  if (!v.s.drag?.active) return;
  v.s.drag.end();
  v.s.hoverCell = null;
  drawHover(v);
}

/** @param {LaserView} v @param {MouseEvent} e */
function onBoardClick(v, e) {
  const s = v.s;
  if (s.drag?.justEnded()) return; // the click that ends a drag
  const pos = cellFromPoint(v, e.clientX, e.clientY);
  if (!pos) return;
  const [r, c] = pos;
  if (inGrid(s, r, c)) {
    activateCell(v, r, c);
    return;
  }
  const edge = edgeAt(r, c, s.n);
  if (edge && edgesVisible(s)) activateEdge(v, edge);
}

/** @param {LaserView} v */
function onBoardLeave(v) {
  const s = v.s;
  if (dragging(s)) return;
  s.hoverCell = null;
  s.hoverEdge = null;
  drawHover(v);
  drawBeam(v);
  renderReadout(v);
}

// ---- keyboard -------------------------------------------------------------------------------
/** @param {LaserView} v @param {KeyboardEvent} e */
function onKey(v, e) {
  const { s, dom } = v;
  const onBoard = e.target === dom.boardEl;
  const key = e.key;
  if (key === "?") {
    e.preventDefault();
    v.help.open();
    return;
  }
  if (key === "Escape") {
    if (s.pinnedEdge || s.drag?.active) {
      s.pinnedEdge = null;
      cancelDrag(v);
      drawBeam(v);
      renderReadout(v);
      e.preventDefault();
    }
    return;
  }
  if (/^[0-9]$/.test(key)) {
    const kinds = stockKinds(s);
    const i = key === "0" ? 9 : Number(key) - 1;
    if (kinds[i]) {
      e.preventDefault();
      selectKind(v, kinds[i]);
    }
    return;
  }
  const ch = Object.prototype.hasOwnProperty.call(KEY_TILES, key) ? KEY_TILES[key] : null;
  if (ch && stockKinds(s).includes(ch)) {
    e.preventDefault();
    selectKind(v, ch);
    return;
  }
  if (!onBoard) return;
  const { cursor } = s;
  if (ARROWS[key]) {
    e.preventDefault();
    s.keyboard = true;
    moveCursor(v, ...ARROWS[key]);
    return;
  }
  if (key === "Enter" || key === " ") {
    e.preventDefault();
    s.keyboard = true;
    if (inGrid(s, cursor.r, cursor.c)) activateCell(v, cursor.r, cursor.c);
    else activateEdge(v, edgeAt(cursor.r, cursor.c, s.n));
    return;
  }
  if (key === "Delete" || key === "Backspace") {
    e.preventDefault();
    s.keyboard = true;
    if (inGrid(s, cursor.r, cursor.c) && !".x".includes(at(s, cursor.r, cursor.c))) take(v, cursor.r, cursor.c);
  }
}

/** Step the keyboard cursor, onto the edge ring when it shows. @param {LaserView} v @param {number} dr @param {number} dc */
function moveCursor(v, dr, dc) {
  const { s } = v;
  const { cursor, n } = s;
  const lo = edgesVisible(s) ? -1 : 0;
  const hi = edgesVisible(s) ? n : n - 1;
  let r = Math.min(hi, Math.max(lo, cursor.r + dr));
  let c = Math.min(hi, Math.max(lo, cursor.c + dc));
  // corners hold nothing: step along the side instead
  if ((r === -1 || r === n) && (c === -1 || c === n)) {
    r = cursor.r;
    c = cursor.c;
  }
  cursor.r = r;
  cursor.c = c;
  drawCursor(v);
  drawBeam(v);
  renderReadout(v);
}

/**
 * Listen to the board and the keys (a drag listens on the window: the kit's startDrag).
 * Returns what removes the listeners outside the view (keys).
 * @param {LaserView} v
 */
export function bindInput(v) {
  const { s, dom } = v;
  const boardEl = dom.boardEl;
  boardEl.addEventListener("pointerdown", (/** @type {PointerEvent} */ e) => onBoardPointerDown(v, e));
  boardEl.addEventListener("pointermove", (/** @type {PointerEvent} */ e) => onPointerMove(v, e));
  boardEl.addEventListener("pointerleave", () => onBoardLeave(v));
  boardEl.addEventListener("click", (/** @type {MouseEvent} */ e) => onBoardClick(v, e));
  boardEl.addEventListener("focus", () => { drawCursor(v); renderReadout(v); });
  boardEl.addEventListener("blur", () => { s.keyboard = false; drawCursor(v); renderReadout(v); });

  // (modifiers, text fields, a hidden view and an open dialog are left alone: viewkit)
  const keys = onViewKeys(v.root, (e) => onKey(v, e), { target: dom.view });
  return () => {
    keys.remove();
    s.drag?.end();
  };
}
