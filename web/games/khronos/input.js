// Khronos view: the families of legal actions and the input (pointer, keys, tabs) that picks one
// of them; the actions come from the snapshot's parts, never from their texts.

import { bkey, BOARDS, CELL_VERBS, H, key, SIZED_VERBS, W } from "./state.js";
import { argOf, cellWord, HAS_PREVIEW, sizeOf } from "./words.js";
import { candidates, onViewKeys, pickStep, sameUnit, sendAction } from "../../app/viewkit.js";
/** @typedef {import("../../app/kit/picker.js").Unit} Unit */

/** @param {import("./state.js").KhView} ui */
export function input(ui) {
  const { state, ctx, T, live, root, tabs, previewBox, view, B } = ui;
  // ---- families of legal actions, picked with the kit: a family, then a place, then a variant ----
  /** a build or an upgrade by its tile, any other action on the boards by its verb @param {TabletopActionParts} a */
  const familyKey = (a) => (HAS_PREVIEW.has(a.verb) ? `tile:${argOf(a, "tile")}` : a.verb);

  /** the squares a player points at to reach action `a` on its board @param {TabletopActionParts} a @returns {number[][]} */
  function hotCells(a) {
    const board = argOf(a, "board");
    const cell = argOf(a, "cell");
    if (!board || !cell) return [];
    if (SIZED_VERBS.has(a.verb)) {
      const off = Math.floor((sizeOf(a) - 1) / 2);
      return [[cell[0] + off, cell[1] + off]];
    }
    const b = ui.topLeftAt(board, cell);
    return b ? b.cells : [cell];
  }

  /** the legal actions on the boards as families (state.fams): each a list of the kit's candidates, and the place each square points at */
  function buildFamilies() {
    state.fams = new Map();
    for (const c of candidates(state.actions.filter((a) => CELL_VERBS.has(a.verb)))) {
      const k = familyKey(c.parts);
      if (!state.fams.has(k)) state.fams.set(k, { key: k, verb: c.parts.verb, tile: argOf(c.parts, "tile") || null, list: [], targets: new Map(), boards: new Set(), places: new Set() });
      const f = /** @type {import("./state.js").Family} set just above */ (state.fams.get(k));
      f.list.push(c);
      // its place: the units up to its square (the surcharge variants of a footprint are one place)
      const place = c.args.slice(0, c.args.findIndex((u) => u.type === "cell") + 1);
      const board = argOf(c.parts, "board");
      f.places.add(place.map((u) => u.v).join("|"));
      f.boards.add(board);
      for (const sq of hotCells(c.parts)) f.targets.set(bkey(board, sq), place);
    }
    // a forced choice (pick, shrink) is selected at once
    if (!state.fam || !state.fams.has(state.fam)) {
      state.fam = null;
      for (const forced of ["pick", "shrink"]) if (state.fams.has(forced)) state.fam = forced;
      if (!state.fam && state.fams.size === 1 && !state.actions.some((a) => !CELL_VERBS.has(a.verb))) state.fam = [...state.fams.keys()][0];
    }
  }

  /** the legal actions of the selected family that a pick leaves (a place's surcharge variants) @param {Unit[]} picked */
  const actionsAt = (picked) => pickStep(state.fams.get(state.fam ?? "")?.list || [], picked).cands.map((c) => c.parts);
  /** the place a square points at in the selected family, else null @param {string} board @param {number[]} c */
  const placeAt = (board, c) => state.fams.get(state.fam ?? "")?.targets.get(bkey(board, c)) || null;
  /** the legal actions at the place a square points at, else null @param {string} board @param {number[]} c */
  function targetsAt(board, c) {
    const place = placeAt(board, c);
    return place && actionsAt(place);
  }
  /** the actions of the selected place, [] when none is selected */
  const selected = () => (state.picked.length ? actionsAt(state.picked) : []);

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
    const place = placeAt(board, c);
    if (!place) {
      // pointing at nothing legal: a building there shows its ripple links; selection stays
      setHover(board, c);
      if (state.picked.length) { state.picked = []; state.variant = 0; ui.renderAll(); }
      return;
    }
    const list = actionsAt(place);
    if (list.length === 1 && place.length === state.picked.length && place.every((u, i) => sameUnit(u, state.picked[i]))) {
      play(list[0].text);
      return;
    }
    state.picked = place;
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
    state.picked = [];
    state.variant = 0;
    // show a board where the family has targets
    const f = state.fams.get(state.fam ?? "");
    if (f && !f.boards.has(state.shown)) state.shown = BOARDS.find((b) => f.boards.has(b)) || state.shown;
    ui.renderAll();
  }

  function back() {
    if (state.picked.length) state.picked = [];
    else if (state.fam && !["pick", "shrink"].includes(state.fam)) state.fam = null;
    state.variant = 0;
    ui.renderAll();
  }

  /** @param {string} text */
  function play(text) {
    ui.rememberFocus();
    const sent = sendAction(ctx, state, text, {
      view, pendingClass: "kh-pending", redraw: () => ui.renderAll(),
      onPlayed: () => { state.picked = []; state.variant = 0; state.handSel = []; },
    });
    if (!sent) ui.rememberFocus(false);
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
      if (e.key === "Escape" && (state.picked.length || state.fam)) { e.preventDefault(); back(); }
    });
  }

  return { buildFamilies, targetsAt, selected, markCursor, showBoard, chooseFamily, back, play, bindInput };
}
