// Laser Reflection view: the game table of one seat (contract: web/app/README.md).
//
// It draws the observation (grid, stock, edge clues, beams, results) and turns
// clicks, drags and keys into the action texts listed in `snapshot.legal`; it
// never decides what is legal: legal actions are matched on their parts
// (`snapshot.actions`: verb, cell, tile, stamp), never by parsing their text.
// Timed actions (` @<ms>`) get the seat's own timer value (timer.js, clocks.js).
//
// The modules, each given the one state object with the DOM refs (`v`, state.js):
//   layout.js    the skeleton, built once
//   board.js     the board's SVG layers (draw.js: the pictures, formats; no state)
//   panels.js    heading, stock, action buttons, Start cover, banner
//   results.js   results table, revealed puzzles
//   readouts.js  the readout under the board, the help's body
//   input.js     pointer and keys
//   acting.js    playing the legal actions, confirmations, announcements
//   timer.js     the seat's clock and the race poll (clocks.js: when each task was shown)

import { teardown, useStylesheet } from "../../app/viewkit.js";
import { parseGrid, fmtClock } from "./draw.js";
import { createState, canEdit } from "./state.js";
import { buildLayout } from "./layout.js";
import { bindInput, cancelDrag } from "./input.js";
import { announce, resetConfirm } from "./acting.js";
import { syncTimer, stopTick, pollRace, clock } from "./timer.js";
import { buildBoard, drawCells, drawTiles, drawEdges, drawBeam, drawHover, drawCursor } from "./board.js";
import { renderTop, renderStock, renderActions, renderCover, renderBanner } from "./panels.js";
import { renderResults, renderRevealed } from "./results.js";
import { renderReadout } from "./readouts.js";

const NS_VIEW = "laserreflection.view.";
const NS_RULES = "laserreflection.";

/** The legal actions by their untimed parts ("put 2,3 /"), and their verbs. @param {TabletopSnapshot} snapshot */
function legalByParts(snapshot) {
  // (a replayed step has no legal texts: nothing is offered)
  const offered = new Set(snapshot.legal || []);
  const legal = new Map();
  const verbs = new Set();
  for (const action of snapshot.actions || []) {
    if (!offered.has(action.text)) continue;
    /** @param {string} kind */
    const part = (kind) => action.args.find((a) => a.kind === kind)?.value ?? null;
    const cell = /** @type {[number, number] | null} a cell part */ (part("cell"));
    const key = [action.verb, cell ? `${cell[0]},${cell[1]}` : "", part("tile") ?? ""].filter(Boolean).join(" ");
    legal.set(key, { text: action.text, at: part("at") });
    verbs.add(action.verb);
  }
  return { legal, verbs };
}

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  const v = /** @type {import("./state.js").LaserView} layout.js sets dom, live and help */ ({
    ctx,
    root,
    s: createState(),
    dom: null,
    /** @param {string} key @param {Record<string, unknown>} [args] */
    T: (key, args) => ctx.t(NS_VIEW + key, args),
    /** @param {string} key @param {Record<string, unknown>} [args] */
    R: (key, args) => ctx.t(NS_RULES + key, args),
    /** @param {number} p */
    name: (p) => ctx.seats?.[p]?.name ?? String(p + 1),
  });
  const s = v.s;
  const style = useStylesheet(new URL("./view.css", import.meta.url));
  buildLayout(v);
  const dom = v.dom;
  const unbind = bindInput(v);

  /** @param {TabletopSnapshot} snapshot */
  function render(snapshot) {
    if (s.destroyed || !snapshot) return;
    s.snap = snapshot;
    s.obs = snapshot.observation || {};
    const obs = s.obs;
    s.me = obs.me || null;
    const me = s.me;
    const newSize = obs.size || 8;
    const sizeChanged = newSize !== s.n || !s.layers;
    s.n = newSize;
    s.grid = parseGrid(me?.grid) || emptyGrid();
    ({ legal: s.legal, verbs: s.verbs } = legalByParts(snapshot));
    if (snapshot.viewer !== s.shownViewer) {
      // another seat has the screen (a hot-seat hand-over): nothing of the last one stays
      s.shownViewer = snapshot.viewer;
      forgetSeat();
    }
    const sceneKey = `${snapshot.viewer}|${obs.phase === "construction" ? "build" : obs.round}`;
    if (sceneKey !== s.scene) {
      // another seat or another puzzle: start from a clean table
      s.scene = sceneKey;
      s.pinnedEdge = null;
      s.hoverEdge = null;
      s.selected = null;
      s.cursor.r = 0;
      s.cursor.c = 0;
    }
    const prevStatus = s.lastStatus.get(snapshot.viewer);
    if (me && prevStatus && prevStatus !== me.status && me.status === "solved") announce(v, v.T("banner.solved", { time: fmtClock(me.clock_ms) }));
    if (me) s.lastStatus.set(snapshot.viewer, me.status);
    if (s.cursor.r >= s.n || s.cursor.c >= s.n) { s.cursor.r = 0; s.cursor.c = 0; }

    const view = dom.view;
    view.dataset.phase = obs.phase || "";
    view.dataset.status = me?.status || "spectator";
    view.dataset.size = String(s.n);
    view.classList.toggle("lr-solved", me?.status === "solved");
    view.classList.toggle("lr-editable", canEdit(s));

    syncTimer(v);
    // a snapshot asked without this seat's clock (the first one after a reload or a hand-over):
    // ask again at the clock, so a result already due shows at once
    if (snapshot.clock_ms == null) queueMicrotask(() => pollRace(v, true));
    if (sizeChanged) buildBoard(v);
    dom.boardEl.setAttribute("aria-label", v.T("board.label", { n: s.n }));
    for (const draw of [drawCells, drawTiles, drawEdges, drawBeam, drawHover, drawCursor]) draw(v);
    for (const draw of [renderTop, renderStock, renderActions, renderCover, renderBanner, renderResults, renderRevealed, renderReadout]) draw(v);
  }

  function emptyGrid() {
    const rows = Array.from({ length: s.n }, () => Array(s.n).fill("."));
    for (const [r, c] of s.obs.warps || []) if (rows[r]) rows[r][c] = "x";
    return rows;
  }

  /** Forget what the previous seat was shown or told: readout, announcements, pointer, pins. */
  function forgetSeat() {
    v.live.clear();
    dom.readout.replaceChildren();
    resetConfirm(v);
    cancelDrag(v);
    s.keyboard = false;
    s.hoverCell = null;
    s.hoverEdge = null;
    s.pinnedEdge = null;
    s.selected = null;
  }

  function destroy() {
    s.destroyed = true;
    stopTick(v);
    resetConfirm(v);
    unbind();
    teardown(root, v.help, v.live, style);
  }

  return { render, destroy, clock: (/** @type {number} */ viewer) => clock(v, viewer) };
}
