// Khronos view: the families of legal actions and the input (pointer, keys, tabs) that picks one
// of them; the actions come from the snapshot's parts, never from their texts.

import { bkey, BOARDS, CELL_VERBS, H, key, SIZED_VERBS, W } from "./state.js";
import { argOf, cellWord, sizeOf } from "./words.js";
import { onViewKeys, sendAction } from "../../app/viewkit.js";

/** @param {import("./state.js").KhView} ui */
export function input(ui) {
  const { state, ctx, T, live, root, tabs, previewBox, view, B } = ui;
  // ---- families of legal actions ------------------------------------------------------
  /** @param {TabletopActionParts} a */
  function familyKey(a) {
    if (a.verb === "build" || a.verb === "upgrade") return `tile:${argOf(a, "tile")}`;
    return a.verb;
  }

  /** the squares a player points at to reach action `a` on its board @param {TabletopActionParts} a @returns {number[][]} */
  function hotCells(a) {
    const board = argOf(a, "board");
    const cell = argOf(a, "cell");
    if (!board || !cell) return [];
    if (SIZED_VERBS.has(a.verb)) {
      const s = sizeOf(a);
      const off = Math.floor((s - 1) / 2);
      return [[cell[0] + off, cell[1] + off]];
    }
    const b = ui.topLeftAt(board, cell);
    return b ? b.cells : [cell];
  }

  /** the legal actions on the boards as families (state.fams) */
  function buildFamilies() {
    state.fams = new Map();
    for (const a of state.actions) {
      if (!CELL_VERBS.has(a.verb)) continue;
      const k = familyKey(a);
      if (!state.fams.has(k)) state.fams.set(k, { key: k, verb: a.verb, tile: argOf(a, "tile") || null, list: [], targets: new Map(), boards: new Set(), places: new Set() });
      const f = /** @type {import("./state.js").Family} set just above */ (state.fams.get(k));
      f.list.push(a);
      const board = argOf(a, "board");
      // one place per board and square named (the surcharge variants of a footprint are one place)
      f.places.add(bkey(board, argOf(a, "cell") || [0, 0]));
      f.boards.add(board);
      for (const c of hotCells(a)) {
        const bk = bkey(board, c);
        if (!f.targets.has(bk)) f.targets.set(bk, []);
        /** @type {TabletopActionParts[]} set just above */ (f.targets.get(bk)).push(a);
      }
    }
    // a forced choice (pick, shrink) is selected at once
    if (!state.fam || !state.fams.has(state.fam)) {
      state.fam = null;
      for (const forced of ["pick", "shrink"]) if (state.fams.has(forced)) state.fam = forced;
      if (!state.fam && state.fams.size === 1 && !state.actions.some((a) => !CELL_VERBS.has(a.verb))) state.fam = [...state.fams.keys()][0];
    }
  }

  /** @param {string} board @param {number[]} c */
  function targetsAt(board, c) {
    if (!state.fam) return null;
    return state.fams.get(state.fam)?.targets.get(bkey(board, c)) || null;
  }

  // ---- input ---------------------------------------------------------------------------
  /** @param {string} board @param {MouseEvent} e */
  function cellFromEvent(board, e) {
    const grid = B[board].grid;
    const r = grid.getBoundingClientRect();
    const x = Math.floor(((e.clientX - r.left) / r.width) * W);
    const y = Math.floor(((e.clientY - r.top) / r.height) * H);
    if (x < 0 || y < 0 || x >= W || y >= H) return null;
    return [x, y];
  }

  /** @param {string} board @param {number[] | null} c */
  function setHover(board, c) {
    const prev = state.hover ? bkey(state.hover.board, state.hover.cell) : "";
    state.hover = c ? { board, cell: c } : null;
    if ((c ? bkey(board, c) : "") !== prev) {
      ui.renderInspect();
      ui.renderPreview();
    }
  }

  /** @param {string} board @param {PointerEvent} e */
  function onPointer(board, e) {
    if (e.pointerType === "touch") return; // a tap selects; no hover on touch
    setHover(board, cellFromEvent(board, e));
  }

  /** @param {string} board @param {MouseEvent} e */
  function onClick(board, e) {
    const c = cellFromEvent(board, e);
    if (!c) return;
    state.cursor[board] = c;
    activate(board, c);
  }

  /** @param {string} board @param {number[]} c */
  function activate(board, c) {
    if (state.pending || state.snap?.busy) return;
    const list = targetsAt(board, c);
    if (!list) {
      // pointing at nothing legal: a building there shows its ripple links; selection stays
      setHover(board, c);
      if (state.sel) { state.sel = null; state.variant = 0; ui.renderAll(); }
      return;
    }
    if (state.sel && state.sel.board === board && bkey(board, state.sel.hot) === bkey(board, c) && state.sel.list.length === 1) {
      play(state.sel.list[0].text);
      return;
    }
    state.sel = { board, hot: c, list };
    state.variant = 0;
    ui.renderAll();
    if (!document.activeElement?.closest?.(".kh-grid")) /** @type {HTMLElement | null} */ (previewBox.querySelector("#kh-confirm"))?.focus({ preventScroll: true });
    ui.sayPreview(list[0]);
  }

  /** @param {string} board @param {KeyboardEvent} e */
  function onGridKey(board, e) {
    /** @type {Record<string, number[]>} */
    const moves = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      const [x, y] = state.cursor[board];
      state.cursor[board] = [Math.max(0, Math.min(W - 1, x + m[0])), Math.max(0, Math.min(H - 1, y + m[1]))];
      setHover(board, state.cursor[board]);
      markCursor();
      live.say(describeCell(board, state.cursor[board]));
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      activate(board, state.cursor[board]);
    } else if (e.key === "n" || e.key === "N") {
      // jump to the next target on this board
      const f = state.fams.get(state.fam ?? "");
      if (!f) return;
      const hots = [...f.targets.keys()].filter((k) => k.startsWith(`${board}|`)).map((k) => k.split("|")[1].split(",").map(Number));
      if (!hots.length) return;
      hots.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      const [cx, cy] = state.cursor[board];
      const next = hots.find((p) => p[1] > cy || (p[1] === cy && p[0] > cx)) || hots[0];
      e.preventDefault();
      state.cursor[board] = next;
      setHover(board, next);
      markCursor();
      live.say(describeCell(board, next));
    }
  }

  function markCursor() {
    for (const board of BOARDS) {
      const focused = document.activeElement === B[board].grid;
      for (const [k, el] of B[board].cells) el.classList.toggle("kh-cursor", focused && k === key(state.cursor[board]));
    }
  }

  /** @param {string} board @param {number[]} c */
  function describeCell(board, c) {
    const bits = [cellWord(c), ui.terrainWord(c)];
    const b = ui.buildingAt(board, c);
    if (b) bits.push(ui.buildingWord(board, b));
    const list = targetsAt(board, c);
    if (list) {
      bits.push(T("target_here"), ui.previewSummary(list[0]));
      if (ui.pvOf(list[0]) === undefined) state.pvAnnounce = list[0].text; // the rest when it comes
    }
    return bits.filter(Boolean).join(". ");
  }

  /** @param {string} board */
  function showBoard(board) {
    state.shown = board;
    ui.renderLayout();
  }

  /** @param {string} k */
  function chooseFamily(k) {
    if (state.pending) return;
    state.fam = state.fam === k ? null : k;
    state.sel = null;
    state.variant = 0;
    // show a board where the family has targets
    const f = state.fams.get(state.fam ?? "");
    if (f && !f.boards.has(state.shown)) state.shown = BOARDS.find((b) => f.boards.has(b)) || state.shown;
    ui.renderAll();
  }

  function back() {
    if (state.sel) state.sel = null;
    else if (state.fam && !["pick", "shrink"].includes(state.fam)) state.fam = null;
    state.variant = 0;
    ui.renderAll();
  }

  /** @param {string} text */
  function play(text) {
    sendAction(ctx, state, text, {
      view, pendingClass: "kh-pending", redraw: () => ui.renderAll(),
      onPlayed: () => { state.sel = null; state.variant = 0; state.handSel = []; },
    });
  }

  /** the listeners of the boards, the tabs and the view's keys; returns the keys' handle */
  function bindInput() {
    for (const board of BOARDS) {
      const { grid } = B[board];
      grid.addEventListener("pointermove", (e) => onPointer(board, e));
      // leaving the board keeps the last preview on screen, so that it can be read (and the pointer moved to it)
      grid.addEventListener("click", (e) => onClick(board, e));
      grid.addEventListener("keydown", (e) => onGridKey(board, e));
      grid.addEventListener("pointerdown", () => { state.pointerFocus = true; });
      grid.addEventListener("focus", () => {
        if (!state.pointerFocus) setHover(board, state.cursor[board]);
        state.pointerFocus = false;
        markCursor();
      });
      grid.addEventListener("blur", () => { markCursor(); });
    }

    // tabs: the arrow keys move between them (one tab stop for the list)
    tabs.addEventListener("keydown", (e) => {
      const i = BOARDS.indexOf(state.shown);
      const next = e.key === "ArrowRight" ? (i + 1) % 3 : e.key === "ArrowLeft" ? (i + 2) % 3 : e.key === "Home" ? 0 : e.key === "End" ? 2 : -1;
      if (next < 0) return;
      e.preventDefault();
      showBoard(BOARDS[next]);
      B[BOARDS[next]].tab.focus();
    });
    return onViewKeys(root, (e) => {
      if (e.key === "?") { e.preventDefault(); ui.help.open(); return; }
      if (["1", "2", "3"].includes(e.key) && !/** @type {Element} */ (e.target).closest?.(".kh-grid")) {
        showBoard(BOARDS[Number(e.key) - 1]);
      }
      if (e.key === "Escape" && (state.sel || state.fam)) { e.preventDefault(); back(); }
    });
  }

  return { familyKey, hotCells, buildFamilies, targetsAt, cellFromEvent, setHover, onPointer, onClick, activate, onGridKey, markCursor, describeCell, showBoard, chooseFamily, back, play, bindInput };
}
