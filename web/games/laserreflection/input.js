// Laser Reflection view: input. Pointer (click, hover, drag a tile from the stock or
// between cells) and keys (arrows, a kind's digit or glyph, Enter, Delete, ?, Escape)
// become the calls of acting.js; hovering an edge draws its beam.

import { onViewKeys } from "../../app/viewkit.js";
import { S, tileIcon, edgeAt } from "./draw.js";
import { canEdit, stockKinds, remaining, at, inGrid, edgesVisible } from "./state.js";
import { put, take, move, activateCell, activateEdge, selectKind } from "./acting.js";
import { drawBeam, drawHover, drawCursor, drawEdgeHighlights } from "./board.js";
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
    if (ch !== "." && ch !== "x" && s.legal.has(`take ${r},${c}`)) {
      s.drag = { from: "cell", cell: [r, c], kind: ch, x: e.clientX, y: e.clientY, id: e.pointerId, active: false, source: dom.boardEl };
      dom.boardEl.setPointerCapture?.(e.pointerId);
    }
  }
}

/** A press on a kind of the stock: a drag may start. @param {LaserView} v @param {PointerEvent} e @param {string} ch */
export function onStockPointerDown({ s }, e, ch) {
  if (e.button !== 0 || remaining(s, ch) <= 0 || !canEdit(s)) return;
  const source = /** @type {Element} the stock's kind listens */ (e.currentTarget);
  s.drag = { from: "stock", kind: ch, x: e.clientX, y: e.clientY, id: e.pointerId, active: false, source };
  source.setPointerCapture?.(e.pointerId);
}

/** Move a drag's ghost and its drop target, or (a mouse over the board) the hovered cell and edge. @param {LaserView} v @param {PointerEvent} e */
export function onPointerMove(v, e) {
  const { s, dom } = v;
  const drag = s.drag;
  if (drag && e.pointerId === drag.id) {
    if (!drag.active && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > DRAG_THRESHOLD) {
      drag.active = true;
      dom.ghost.replaceChildren(tileIcon(drag.kind, 44));
      dom.ghost.hidden = false;
      dom.view.classList.add("lr-dragging");
      if (drag.from === "stock") selectKind(v, drag.kind, { say: false });
    }
    if (drag.active) {
      dom.ghost.style.transform = `translate(${e.clientX - 22}px, ${e.clientY - 22}px)`;
      const pos = cellFromPoint(v, e.clientX, e.clientY);
      s.hoverCell = pos && inGrid(s, pos[0], pos[1]) ? pos : null;
      s.hoverEdge = null;
      drawHover(v);
      e.preventDefault();
    }
    return;
  }
  if (e.currentTarget !== dom.boardEl || e.pointerType === "touch") return;
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
    drawEdgeHighlights(v);
    renderReadout(v);
  }
}

/** The end of a drag: put, take, move or swap where it was dropped. @param {LaserView} v @param {PointerEvent} e */
export function onPointerUp(v, e) {
  const { s, dom } = v;
  if (!s.drag || e.pointerId !== s.drag.id) return;
  const d = s.drag;
  s.drag = null;
  dom.view.classList.remove("lr-dragging");
  dom.ghost.hidden = true;
  if (!d.active) return; // a plain click: the click handler does it
  s.suppressClick = true;
  setTimeout(() => { s.suppressClick = false; }, 0);
  const pos = cellFromPoint(v, e.clientX, e.clientY);
  s.hoverCell = null;
  drawHover(v);
  const onGrid = pos && inGrid(s, pos[0], pos[1]);
  if (d.from === "stock") {
    if (onGrid && at(s, pos[0], pos[1]) === ".") put(v, pos[0], pos[1], d.kind);
    return;
  }
  const from = /** @type {[number, number]} a drag from a cell */ (d.cell);
  if (!onGrid) {
    take(v, from[0], from[1]);
    return;
  }
  if (pos[0] === from[0] && pos[1] === from[1]) return;
  move(v, from, pos);
}

/** Drop a drag without playing anything. @param {LaserView} v @param {{pointerId?: number}} e */
export function onPointerCancel(v, e) {
  const { s, dom } = v;
  if (s.drag && e.pointerId === s.drag.id) {
    s.drag = null;
    dom.ghost.hidden = true;
    dom.view.classList.remove("lr-dragging");
    s.hoverCell = null;
    drawHover(v);
  }
}

/** @param {LaserView} v @param {MouseEvent} e */
function onBoardClick(v, e) {
  const s = v.s;
  if (s.suppressClick) return;
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
  if (s.drag?.active) return;
  s.hoverCell = null;
  s.hoverEdge = null;
  drawHover(v);
  drawBeam(v);
  drawEdgeHighlights(v);
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
    if (s.pinnedEdge || s.drag) {
      s.pinnedEdge = null;
      onPointerCancel(v, { pointerId: s.drag?.id });
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
  drawEdgeHighlights(v);
  renderReadout(v);
}

/**
 * Listen to the board, the keys and the window (for drags whose capture was lost).
 * Returns what removes the listeners outside the view (keys, window).
 * @param {LaserView} v
 */
export function bindInput(v) {
  const { s, dom } = v;
  const boardEl = dom.boardEl;
  boardEl.addEventListener("pointerdown", (/** @type {PointerEvent} */ e) => onBoardPointerDown(v, e));
  boardEl.addEventListener("pointermove", (/** @type {PointerEvent} */ e) => onPointerMove(v, e));
  boardEl.addEventListener("pointerup", (/** @type {PointerEvent} */ e) => onPointerUp(v, e));
  boardEl.addEventListener("pointercancel", (/** @type {PointerEvent} */ e) => onPointerCancel(v, e));
  boardEl.addEventListener("pointerleave", () => onBoardLeave(v));
  boardEl.addEventListener("click", (/** @type {MouseEvent} */ e) => onBoardClick(v, e));
  boardEl.addEventListener("focus", () => { drawCursor(v); renderReadout(v); });
  boardEl.addEventListener("blur", () => { s.keyboard = false; drawCursor(v); renderReadout(v); });

  // (modifiers, text fields, a hidden view and an open dialog are left alone: viewkit)
  const keys = onViewKeys(v.root, (e) => onKey(v, e), { target: dom.view });
  // pointer capture keeps events on the source; these catch drags whose capture was lost
  // (events over the board or the source reach their own listeners)
  /** @param {PointerEvent} e */
  const elsewhere = (e) => s.drag && !s.drag.source.contains(/** @type {Node | null} */ (e.target)) && !boardEl.contains(e.target) && !s.drag.source.hasPointerCapture?.(e.pointerId);
  /** @param {PointerEvent} e */
  const onWindowPointerMove = (e) => { if (elsewhere(e)) onPointerMove(v, e); };
  /** @param {PointerEvent} e */
  const onWindowPointerUp = (e) => { if (elsewhere(e)) onPointerUp(v, e); };
  /** @param {PointerEvent} e */
  const onWindowPointerCancel = (e) => onPointerCancel(v, e);
  window.addEventListener("pointermove", onWindowPointerMove, { passive: false });
  window.addEventListener("pointerup", onWindowPointerUp);
  window.addEventListener("pointercancel", onWindowPointerCancel);
  return () => {
    keys.remove();
    window.removeEventListener("pointermove", onWindowPointerMove);
    window.removeEventListener("pointerup", onWindowPointerUp);
    window.removeEventListener("pointercancel", onWindowPointerCancel);
  };
}
