// Laser Reflection view: the game table of one seat (contract: web/app/README.md).
//
// It draws the observation (grid, stock, edge clues, beams, results) and turns
// clicks, drags and keys into the action texts listed in `snapshot.legal`; it
// never decides what is legal: legal actions are matched on their parts
// (`snapshot.actions`: verb, cell, tile, stamp), never by parsing their text.
// Timed actions (` @<ms>`) get the seat's own timer value, which runs from the
// moment the task was shown to the seat (it pressed Start). That moment is kept
// in localStorage under the game's save slot, so the clock survives a reload, a
// new tab and a resumed save, and counts the time the game was closed.
// The view gives the shell that clock (`clock(viewer)`), which asks the rules for
// the snapshot at it (State.observation_at): a rival's result shows when this
// seat's clock reaches the rival's time. While a rival still shows as racing, the
// view asks for the snapshot again once a second (`ctx.refresh()`): the rules
// tell nothing about when a hidden result falls due, so the asking cannot either.

import {
  S, TILE_ORDER, TILE_KEY, GLYPH, svg, centre, edgePos, edgeAt, edgeIds, parseGrid,
  tileShape, tileIcon, clueShape, clueIcon, beamGeometry, fmtClock, fmtCountdown, miniBoard, icon,
} from "./draw.js";
import { h as el } from "../../app/dom.js";
import { useStylesheet, helpDialog, onViewKeys, announcer, viewVisible } from "../../app/viewkit.js";

const NS_VIEW = "laserreflection.view.";
const NS_RULES = "laserreflection.";
const DRAG_THRESHOLD = 6;
const CONFIRM_MS = 3500;
const FINISHED = new Set(["solved", "gave_up", "timeout", "sitting_out"]);
/** While a rival still shows as racing, the snapshot is asked again this often (ms). */
export const RACE_POLL_MS = 1000;

// ---- when each timed task was shown (survives reloads, tabs, resumed saves) --------------
/** localStorage key of the clock origins (not `tabletop:<game>:<slot>`: that is a save). */
export const CLOCKS_KEY = "tabletop.laserreflection.clocks";
/** Origins older than this, or beyond the newest CLOCKS_MAX, are dropped. */
const CLOCKS_TTL_MS = 14 * 24 * 3600 * 1000;
const CLOCKS_MAX = 200;
/** Origins of tasks with no save slot (embeds, a link before its first move): this page only. */
const MEMORY_CLOCKS = new Map();

function readClocks() {
  try {
    const data = JSON.parse(window.localStorage.getItem(CLOCKS_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

/** The wall-clock time (ms since 1970) a task was shown, or null. */
function clockOrigin(key) {
  if (key.startsWith("-|")) return MEMORY_CLOCKS.get(key) ?? null;
  const entry = readClocks()[key];
  return entry && Number.isFinite(entry.origin) ? entry.origin : null;
}

function storeClockOrigin(key, origin) {
  if (key.startsWith("-|")) {
    MEMORY_CLOCKS.set(key, origin);
    return;
  }
  const now = Date.now();
  const clocks = readClocks();
  clocks[key] = { origin, seen: now };
  const keep = Object.entries(clocks)
    .filter(([, v]) => v && Number.isFinite(v.seen) && now - v.seen < CLOCKS_TTL_MS)
    .sort((a, z) => z[1].seen - a[1].seen)
    .slice(0, CLOCKS_MAX);
  try {
    window.localStorage.setItem(CLOCKS_KEY, JSON.stringify(Object.fromEntries(keep)));
  } catch {
    MEMORY_CLOCKS.set(key, origin); // storage full or off: this page still keeps time
  }
}

/** The save slot of the game on screen (`#/<game>/@<slot>`), or null (a link, an embed). */
function saveSlot() {
  const hash = location.hash || "";
  const at = hash.lastIndexOf("/@");
  if (at < 0) return null;
  const slot = hash.slice(at + 2);
  return /^[A-Za-z0-9_-]+$/.test(slot) ? slot : null;
}

function shortHash(text) {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}


export function mount(root, ctx) {
  const T = (key, args) => ctx.t(NS_VIEW + key, args);
  const R = (key, args) => ctx.t(NS_RULES + key, args);
  const name = (p) => ctx.seats?.[p]?.name ?? String(p + 1);

  // ---- state ----------------------------------------------------------------
  let snap = null;
  let obs = null;
  let me = null;
  let n = 8;
  let grid = [];
  let legal = new Map(); // untimed key ("put 2,3 /", built from the parts) -> {text, at}
  let verbs = new Set(); // verbs of the legal actions
  let shownViewer; // the seat the screen was last drawn for
  let selected = null; // tile character chosen in the stock
  let advanceOnEmpty = false;
  const cursor = { r: 0, c: 0 };
  let keyboard = false;
  let hoverCell = null; // [r, c]
  let hoverEdge = null;
  let pinnedEdge = null;
  let drag = null;
  let suppressClick = false;
  let queue = Promise.resolve();
  let inFlight = 0;
  let timer = { key: null, task: null, origin: 0 };
  let tick = null;
  let lastPoll = 0; // Date.now() of the last ctx.refresh() for the race
  let expiredKey = null;
  let confirmKey = null;
  let confirmTimeout = null;
  let lastStatus = new Map(); // seat -> status (to announce changes)
  let destroyed = false;
  let scene = null; // seat + puzzle on the table; a new one resets the selection

  // ---- stylesheet ------------------------------------------------------------
  const style = useStylesheet(new URL("./view.css", import.meta.url));

  // ---- DOM ---------------------------------------------------------------------
  const titleEl = el("h2", { class: "lr-title", id: "lr-title" });
  const subText = el("span", { class: "lr-sub-text" });
  const subHints = el("span", { class: "lr-sub-hints", id: "lr-hints", hidden: true });
  const subEl = el("p", { class: "lr-sub" }, subText, subHints);
  const timeEl = el("span", { class: "lr-time", id: "lr-time", text: "00:00.0" });
  const limitEl = el("span", { class: "lr-limit", id: "lr-limit" });
  const clockEl = el("div", { class: "lr-clock", role: "timer", "aria-label": T("timer") }, el("span", { class: "lr-clock-icon" }, icon("clock")), timeEl, limitEl);
  const helpBtn = el("button", { type: "button", class: "button button-quiet lr-help-btn", id: "lr-help", "aria-label": T("help.open"), title: T("help.open") + " (?)", onclick: () => openHelp() }, el("span", { "aria-hidden": "true", text: "?" }), el("span", { class: "lr-help-label", text: T("help.short") }));
  const top = el("div", { class: "lr-top" }, el("div", { class: "lr-heading" }, titleEl, subEl), el("div", { class: "lr-top-end" }, clockEl, helpBtn));

  const banner = el("div", { class: "lr-banner", id: "lr-banner", role: "status", hidden: true });

  const svgEl = svg("svg", { class: "lr-svg", "aria-hidden": "true", focusable: "false" });
  const boardEl = el("div", {
    class: "lr-board",
    id: "lr-board",
    tabindex: "0",
    role: "application",
    "aria-roledescription": T("board.role"),
    "aria-describedby": "lr-readout",
  }, svgEl);
  const startBtn = el("button", { type: "button", class: "button button-primary button-large lr-start", id: "lr-start", onclick: () => perform(["start"]) }, icon("play"), T("start"));
  const coverText = el("p", { class: "lr-cover-text" });
  const cover = el("div", { class: "lr-cover", hidden: true }, el("div", { class: "lr-cover-card" }, coverText, startBtn));
  const boardWrap = el("div", { class: "lr-board-wrap" }, boardEl, cover);

  const stockList = el("div", { class: "lr-stock-list", role: "group", "aria-labelledby": "lr-stock-title" });
  const stockLeft = el("p", { class: "lr-stock-left" });
  const stockBox = el("section", { class: "lr-stock", "aria-labelledby": "lr-stock-title" }, el("h3", { class: "lr-h", id: "lr-stock-title", text: T("stock.title") }), stockList, stockLeft);

  const btn = (id, label, onclick, cls = "") => el("button", { type: "button", class: `button ${cls}`, id, onclick }, label);
  const b = {
    hint: btn("lr-hint", [icon("bulb"), T("hint")], () => perform(["hint"])),
    clear: btn("lr-clear", [icon("reset"), T("clear")], () => confirmThen("clear", b.clear, () => perform(["clear"]))),
    verify: btn("lr-verify", [icon("search"), T("verify")], () => {
      // counting solutions may take a moment in the worker
      b.verify.disabled = true;
      b.verify.replaceChildren(icon("search"), T("verify_busy"));
      perform(["verify"]).finally(() => b.verify.replaceChildren(icon("search"), T("verify")));
    }),
    ready: btn("lr-ready", [icon("check"), T("ready")], () => perform(["ready"]), "button-primary"),
    giveup: btn("lr-giveup", [icon("flag"), T("giveup")], () => confirmThen("giveup", b.giveup, () => perform(["giveup"])), "lr-danger"),
    cont: btn("lr-continue", [icon("play"), T("continue")], () => perform(["continue"]), "button-primary"),
    stop: btn("lr-stop", [icon("stop"), T("stop")], () => {
      // while a puzzle is open, stopping fails it: ask once more
      if (obs?.phase === "solving") confirmThen("stop", b.stop, () => perform(["stop"]));
      else perform(["stop"]);
    }),
  };
  const labels = { clear: [...b.clear.childNodes], giveup: [...b.giveup.childNodes], stop: [...b.stop.childNodes] };
  const verdict = el("p", { class: "lr-verdict", id: "lr-verdict", role: "status", hidden: true });
  const actions = el("div", { class: "lr-actions", role: "group", "aria-label": T("actions") }, b.ready, b.verify, b.hint, b.clear, b.giveup, b.cont, b.stop);
  const aside = el("div", { class: "lr-aside" }, stockBox, actions, verdict);

  const readout = el("div", { class: "lr-readout", id: "lr-readout", "aria-live": "polite" });
  const boardCol = el("div", { class: "lr-board-col" }, boardWrap, readout);
  const body = el("div", { class: "lr-body" }, boardCol, aside);
  const results = el("section", { class: "lr-results", id: "lr-results", hidden: true, "aria-labelledby": "lr-results-title" });
  const revealed = el("section", { class: "lr-revealed", id: "lr-revealed", hidden: true, "aria-labelledby": "lr-revealed-title" });
  const ghost = el("div", { class: "lr-ghost", hidden: true, "aria-hidden": "true" });

  const view = el("div", { class: `lr${ctx.embed ? " lr-embed" : ""}`, lang: ctx.lang }, top, banner, body, results, revealed);
  // the ghost stays outside .lr: a size container is the containing block of fixed descendants
  root.append(view, ghost);
  const live = announcer(view, { politeness: "assertive" });
  const help = helpDialog(view, ctx, {
    id: "lr-help-dialog",
    title: T("help.title"),
    closeLabel: T("help.close"),
    body: () => helpBody(),
    onClose: () => boardEl.focus({ preventScroll: true }),
  });
  help.element.classList.add("lr-help");

  // ---- helpers -------------------------------------------------------------------
  const tileName = (ch) => T(`tile.${TILE_KEY[ch] || "unknown"}`);
  const edgeName = (edge) => T(`edge.${edge[0]}`, { n: Number(edge.slice(1)) + 1 });
  const cellName = (r, c) => T("cell", { row: r + 1, col: c + 1 });
  const colourName = (colour) => T(`colour.${colour}`);
  const canEdit = () => verbs.has("put") || verbs.has("take") || verbs.has("clear");
  const started = () => !!(me && me.started);
  const running = () => !!(me && obs && obs.phase === "solving" && me.status === "solving");
  const stockKinds = () => TILE_ORDER.filter((ch) => (obs?.stock?.[ch] || 0) > 0);
  const remaining = (ch) => me?.remaining?.[ch] || 0;
  const at = (r, c) => grid[r]?.[c] ?? ".";
  const inGrid = (r, c) => r >= 0 && c >= 0 && r < n && c < n;

  /** Tell a screen reader, only while the seat that acted still has the screen. */
  function announce(text, seat = snap?.viewer) {
    if (destroyed || !snap || snap.viewer !== seat || !viewVisible(root)) return;
    live.say(text);
  }

  function targetSignature() {
    const tgt = me?.target;
    return tgt ? Object.keys(tgt).sort().map((k) => `${k}${tgt[k][0][0]}${tgt[k][1]}`).join("") : "";
  }

  // ---- the timer ------------------------------------------------------------------
  /** The running task of this seat: seat, mode, round, puzzle (not the slot). */
  function taskKey() {
    return `${snap.viewer}|${obs.mode}|${obs.round}|${n}|${shortHash(JSON.stringify(obs.stock) + targetSignature())}`;
  }

  function elapsed() {
    if (!me) return 0;
    const clock = me.clock_ms || 0;
    if (!running() || timer.key === null) return clock;
    return Math.max(clock, Math.round(Date.now() - timer.origin));
  }

  /** The stamp of a timed action: the timer, never less than the last stamp. */
  function stamp() {
    return Math.max(me?.clock_ms || 0, elapsed());
  }

  /**
   * Start or resume the clock of the running task. Its origin (the wall-clock moment the
   * task was shown) is stored under the save slot and the task, so a reload, another tab or
   * a resumed save go on from it, the time away included; never behind the last stamp.
   */
  function syncTimer() {
    if (!running()) {
      timer = { key: null, task: null, origin: 0 };
      stopTick();
      return;
    }
    const task = taskKey();
    const key = `${saveSlot() ?? "-"}|${task}`;
    if (timer.key !== key) {
      const latest = Date.now() - (me.clock_ms || 0);
      let origin = clockOrigin(key);
      // the same task, now under a slot (a link's first move): keep its clock
      if (origin === null && timer.task === task) origin = timer.origin;
      if (origin === null || origin > latest) origin = latest;
      timer = { key, task, origin };
      storeClockOrigin(key, origin);
    }
    startTick();
  }

  function startTick() {
    if (tick === null) tick = setInterval(onTick, 100);
  }

  function stopTick() {
    if (tick !== null) clearInterval(tick);
    tick = null;
  }

  /** This seat's running clock (ms), for the shell's snapshot at it; null when none runs for `viewer`. */
  function clock(viewer) {
    if (destroyed || !snap || snap.viewer !== viewer || !running() || timer.key === null) return null;
    return elapsed();
  }

  /**
   * Whether a rival's result may still fall due on this seat's clock: the seat is solving and a
   * rival shows as not finished. Read from what the seat sees only, so asking leaks nothing.
   */
  function racePending() {
    if (!running() || obs.mode === "solo" || typeof ctx.refresh !== "function") return false;
    return (obs.players || []).some((p, i) => i !== snap.viewer && !FINISHED.has(p.status));
  }

  /** Ask the shell for the snapshot at this seat's clock (at most once a RACE_POLL_MS unless `now`). */
  function pollRace(now = false) {
    if (destroyed || !racePending()) return;
    const t = Date.now();
    if (!now && t - lastPoll < RACE_POLL_MS) return;
    lastPoll = t;
    ctx.refresh();
  }

  function onTick() {
    if (destroyed || !running()) return stopTick();
    paintClock();
    pollRace();
    const limit = obs.time_limit_ms;
    if (limit && elapsed() > limit && expiredKey !== timer.key && legal.has("giveup")) {
      expiredKey = timer.key;
      // a stamp past the limit is a timeout (the rules: "@ms > limit")
      perform(["giveup"], { at: limit + 1 });
    }
  }

  function paintClock() {
    const show = !!(me && obs && (obs.phase === "solving" || obs.phase === "between") && me.status !== "sitting_out" && me.solving !== null);
    clockEl.hidden = !show;
    if (!show) return;
    const ms = running() ? elapsed() : me.status === "waiting" ? 0 : me.clock_ms || 0;
    timeEl.textContent = fmtClock(ms);
    const limit = obs.time_limit_ms;
    if (limit && (running() || me.status === "waiting")) {
      const left = Math.max(0, limit - ms);
      limitEl.textContent = T("limit_left", { time: fmtCountdown(left) });
      limitEl.hidden = false;
      clockEl.classList.toggle("lr-clock-low", running() && left <= 60_000);
      clockEl.classList.toggle("lr-clock-out", running() && left <= 0);
    } else {
      limitEl.hidden = true;
    }
    clockEl.classList.toggle("lr-clock-running", running());
  }

  // ---- acting -------------------------------------------------------------------------
  /**
   * Play a sequence of untimed action texts, one after another; each must be
   * in the legal list when its turn comes. Timed ones get the timer's stamp.
   * Resolves to true when every action was accepted.
   */
  function perform(texts, { at: fixedAt = null } = {}) {
    inFlight++;
    boardEl.setAttribute("aria-busy", "true");
    const run = queue.then(async () => {
      for (const key of texts) {
        if (destroyed) return false;
        const action = legal.get(key);
        if (action === undefined) return false;
        // a timed action: its text ends with its stamp part; ours replaces it
        const out = action.at === null ? action.text : `${action.text.slice(0, action.text.length - ` @${action.at}`.length)} @${fixedAt ?? stamp()}`;
        const result = await ctx.act(out);
        if (!result || result.error) return false;
      }
      return true;
    });
    queue = run.catch(() => false).finally(() => {
      inFlight--;
      if (!inFlight) boardEl.removeAttribute("aria-busy");
    });
    return run;
  }

  function confirmThen(key, button, action) {
    if (confirmKey === key) {
      resetConfirm();
      action();
      return;
    }
    resetConfirm();
    confirmKey = key;
    button.classList.add("lr-confirming");
    button.textContent = T(`${key}_confirm`);
    confirmTimeout = setTimeout(resetConfirm, CONFIRM_MS);
  }

  function resetConfirm() {
    if (confirmTimeout) clearTimeout(confirmTimeout);
    confirmTimeout = null;
    confirmKey = null;
    for (const k of ["clear", "giveup", "stop"]) {
      b[k].classList.remove("lr-confirming");
      b[k].replaceChildren(...labels[k].map((node) => node.cloneNode(true)));
    }
  }

  function put(r, c, ch) {
    const text = `put ${r},${c} ${ch}`;
    if (!legal.has(text)) {
      if (remaining(ch) <= 0 && canEdit()) ctx.toast(T("none_left", { tile: tileName(ch) }));
      return Promise.resolve(false);
    }
    advanceOnEmpty = true;
    const seat = snap.viewer;
    return perform([text]).then((ok) => {
      if (ok) announce(T("said.put", { tile: tileName(ch), cell: cellName(r, c) }), seat);
      return ok;
    });
  }

  function take(r, c) {
    const ch = at(r, c);
    const text = `take ${r},${c}`;
    if (!legal.has(text)) return Promise.resolve(false);
    const seat = snap.viewer;
    return perform([text]).then((ok) => {
      if (ok && snap.viewer === seat) {
        selected = ch;
        renderStock();
        announce(T("said.take", { tile: tileName(ch), cell: cellName(r, c) }), seat);
      }
      return ok;
    });
  }

  /** Move a tile between cells: take then put (a swap when the target holds a tile). */
  function move(from, to) {
    const [r1, c1] = from;
    const [r2, c2] = to;
    const a = at(r1, c1);
    const z = at(r2, c2);
    if (!legal.has(`take ${r1},${c1}`)) return;
    if (z === "x") return;
    const seat = snap.viewer;
    const announce_ = (text) => announce(text, seat);
    if (z === ".") {
      perform([`take ${r1},${c1}`, `put ${r2},${c2} ${a}`]).then((ok) => ok && announce_(T("said.put", { tile: tileName(a), cell: cellName(r2, c2) })));
    } else {
      perform([`take ${r1},${c1}`, `take ${r2},${c2}`, `put ${r2},${c2} ${a}`, `put ${r1},${c1} ${z}`]).then((ok) => ok && announce_(T("said.swap", { a: tileName(a), b: tileName(z) })));
    }
  }

  /** A click (or Enter) on a grid cell. */
  function activateCell(r, c) {
    if (!inGrid(r, c)) return;
    const ch = at(r, c);
    if (ch === "x") {
      ctx.toast(T("warp_fixed"));
      return;
    }
    if (!canEdit()) return;
    if (ch === ".") {
      if (!selected || remaining(selected) <= 0) {
        const any = stockKinds().find((k) => remaining(k) > 0);
        if (!selected && any) selected = any;
        else if (selected) {
          ctx.toast(T("none_left", { tile: tileName(selected) }));
          return;
        }
      }
      if (selected) put(r, c, selected);
    } else {
      take(r, c);
    }
  }

  function activateEdge(edge) {
    if (!edge) return;
    pinnedEdge = pinnedEdge === edge ? null : edge;
    drawBeam();
    renderReadout();
  }

  function selectKind(ch, { say = true } = {}) {
    if (!stockKinds().includes(ch)) return;
    selected = ch;
    advanceOnEmpty = false;
    renderStock();
    drawHover();
    if (say) announce(T("said.select", { tile: tileName(ch), count: remaining(ch) }));
  }

  // ---- pointer input --------------------------------------------------------------------
  function cellFromPoint(clientX, clientY) {
    const m = svgEl.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return [Math.floor(p.y / S), Math.floor(p.x / S)];
  }

  function onBoardPointerDown(e) {
    if (e.button !== 0) return;
    keyboard = false;
    const pos = cellFromPoint(e.clientX, e.clientY);
    if (!pos) return;
    const [r, c] = pos;
    if (inGrid(r, c)) {
      cursor.r = r;
      cursor.c = c;
      const ch = at(r, c);
      if (ch !== "." && ch !== "x" && legal.has(`take ${r},${c}`)) {
        drag = { from: "cell", cell: [r, c], kind: ch, x: e.clientX, y: e.clientY, id: e.pointerId, active: false, source: boardEl };
        boardEl.setPointerCapture?.(e.pointerId);
      }
    }
  }

  function onStockPointerDown(e, ch) {
    if (e.button !== 0 || remaining(ch) <= 0 || !canEdit()) return;
    drag = { from: "stock", kind: ch, x: e.clientX, y: e.clientY, id: e.pointerId, active: false, source: e.currentTarget };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }

  function onPointerMove(e) {
    if (drag && e.pointerId === drag.id) {
      if (!drag.active && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > DRAG_THRESHOLD) {
        drag.active = true;
        ghost.replaceChildren(tileIcon(drag.kind, 44));
        ghost.hidden = false;
        view.classList.add("lr-dragging");
        if (drag.from === "stock") selectKind(drag.kind, { say: false });
      }
      if (drag.active) {
        ghost.style.transform = `translate(${e.clientX - 22}px, ${e.clientY - 22}px)`;
        const pos = cellFromPoint(e.clientX, e.clientY);
        hoverCell = pos && inGrid(pos[0], pos[1]) ? pos : null;
        hoverEdge = null;
        drawHover();
        e.preventDefault();
      }
      return;
    }
    if (e.currentTarget !== boardEl || e.pointerType === "touch") return;
    const pos = cellFromPoint(e.clientX, e.clientY);
    if (!pos) return;
    const [r, c] = pos;
    const edge = edgeAt(r, c, n);
    const cell = inGrid(r, c) ? [r, c] : null;
    const changedCell = (cell?.[0] ?? -9) !== (hoverCell?.[0] ?? -9) || (cell?.[1] ?? -9) !== (hoverCell?.[1] ?? -9);
    if (changedCell) {
      hoverCell = cell;
      drawHover();
    }
    if (edge !== hoverEdge) {
      hoverEdge = edgesVisible() ? edge : null;
      drawBeam();
      drawEdgeHighlights();
      renderReadout();
    }
  }

  function onPointerUp(e) {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    view.classList.remove("lr-dragging");
    ghost.hidden = true;
    if (!d.active) return; // a plain click: the click handler does it
    suppressClick = true;
    setTimeout(() => { suppressClick = false; }, 0);
    const pos = cellFromPoint(e.clientX, e.clientY);
    hoverCell = null;
    drawHover();
    const onGrid = pos && inGrid(pos[0], pos[1]);
    if (d.from === "stock") {
      if (onGrid && at(pos[0], pos[1]) === ".") put(pos[0], pos[1], d.kind);
      return;
    }
    if (!onGrid) {
      take(d.cell[0], d.cell[1]);
      return;
    }
    if (pos[0] === d.cell[0] && pos[1] === d.cell[1]) return;
    move(d.cell, pos);
  }

  function onPointerCancel(e) {
    if (drag && e.pointerId === drag.id) {
      drag = null;
      ghost.hidden = true;
      view.classList.remove("lr-dragging");
      hoverCell = null;
      drawHover();
    }
  }

  function onBoardClick(e) {
    if (suppressClick) return;
    const pos = cellFromPoint(e.clientX, e.clientY);
    if (!pos) return;
    const [r, c] = pos;
    if (inGrid(r, c)) {
      activateCell(r, c);
      return;
    }
    const edge = edgeAt(r, c, n);
    if (edge && edgesVisible()) activateEdge(edge);
  }

  function onBoardLeave() {
    if (drag?.active) return;
    hoverCell = null;
    hoverEdge = null;
    drawHover();
    drawBeam();
    drawEdgeHighlights();
    renderReadout();
  }

  boardEl.addEventListener("pointerdown", onBoardPointerDown);
  boardEl.addEventListener("pointermove", onPointerMove);
  boardEl.addEventListener("pointerup", onPointerUp);
  boardEl.addEventListener("pointercancel", onPointerCancel);
  boardEl.addEventListener("pointerleave", onBoardLeave);
  boardEl.addEventListener("click", onBoardClick);
  boardEl.addEventListener("focus", () => { drawCursor(); renderReadout(); });
  boardEl.addEventListener("blur", () => { keyboard = false; drawCursor(); renderReadout(); });

  // ---- keyboard -------------------------------------------------------------------------------
  const KEY_TILES = { "/": "/", "\\": "\\", "|": "|", "-": "-", "=": "-", "#": "#", o: "o", O: "o", l: "L", L: "L", j: "J", J: "J", f: "F", F: "F" };

  function onKey(e) {
    const onBoard = e.target === boardEl;
    const key = e.key;
    if (key === "?") {
      e.preventDefault();
      openHelp();
      return;
    }
    if (key === "Escape") {
      if (pinnedEdge || drag) {
        pinnedEdge = null;
        onPointerCancel({ pointerId: drag?.id });
        drawBeam();
        renderReadout();
        e.preventDefault();
      }
      return;
    }
    if (/^[0-9]$/.test(key)) {
      const kinds = stockKinds();
      const i = key === "0" ? 9 : Number(key) - 1;
      if (kinds[i]) {
        e.preventDefault();
        selectKind(kinds[i]);
      }
      return;
    }
    const ch = Object.prototype.hasOwnProperty.call(KEY_TILES, key) ? KEY_TILES[key] : null;
    if (ch && stockKinds().includes(ch)) {
      e.preventDefault();
      selectKind(ch);
      return;
    }
    if (!onBoard) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[key]) {
      e.preventDefault();
      keyboard = true;
      moveCursor(...moves[key]);
      return;
    }
    if (key === "Enter" || key === " ") {
      e.preventDefault();
      keyboard = true;
      if (inGrid(cursor.r, cursor.c)) activateCell(cursor.r, cursor.c);
      else activateEdge(edgeAt(cursor.r, cursor.c, n));
      return;
    }
    if (key === "Delete" || key === "Backspace") {
      e.preventDefault();
      keyboard = true;
      if (inGrid(cursor.r, cursor.c) && !".x".includes(at(cursor.r, cursor.c))) take(cursor.r, cursor.c);
    }
  }

  function moveCursor(dr, dc) {
    const lo = edgesVisible() ? -1 : 0;
    const hi = edgesVisible() ? n : n - 1;
    let r = Math.min(hi, Math.max(lo, cursor.r + dr));
    let c = Math.min(hi, Math.max(lo, cursor.c + dc));
    // corners hold nothing: step along the side instead
    if ((r === -1 || r === n) && (c === -1 || c === n)) {
      r = cursor.r;
      c = cursor.c;
    }
    cursor.r = r;
    cursor.c = c;
    drawCursor();
    drawBeam();
    drawEdgeHighlights();
    renderReadout();
  }

  // (modifiers, text fields, a hidden view and an open dialog are left alone: viewkit)
  const keys = onViewKeys(root, onKey, { target: view });
  window.addEventListener("pointermove", onWindowPointerMove, { passive: false });
  window.addEventListener("pointerup", onWindowPointerUp);
  window.addEventListener("pointercancel", onPointerCancel);

  // pointer capture keeps events on the source; these catch drags whose capture was lost
  // (events over the board or the source reach their own listeners)
  const elsewhere = (e) => drag && !drag.source.contains(e.target) && !boardEl.contains(e.target) && !drag.source.hasPointerCapture?.(e.pointerId);
  function onWindowPointerMove(e) {
    if (elsewhere(e)) onPointerMove(e);
  }
  function onWindowPointerUp(e) {
    if (elsewhere(e)) onPointerUp(e);
  }

  // ---- drawing the board -------------------------------------------------------------------
  let layers = null;

  function edgesVisible() {
    if (!me) return !!obs;
    if (obs.phase === "construction") return true;
    return !!me.target || (obs.phase !== "solving" && !!me.current);
  }

  /** Clue shown on each edge: the target while solving, my own clues while building. */
  function shownClues() {
    if (!me) return null;
    if (obs.phase === "construction") return me.current;
    return me.target || null;
  }

  function buildBoard() {
    const pad = 8;
    const size = (n + 2) * S + 2 * pad;
    svgEl.setAttribute("viewBox", `${-S - pad} ${-S - pad} ${size} ${size}`);
    svgEl.replaceChildren();
    const defs = svg("defs", {},
      svg("radialGradient", { id: "lr-hole-grad" },
        svg("stop", { offset: "0%", "stop-color": "#000" }),
        svg("stop", { offset: "70%", "stop-color": "#17121f" }),
        svg("stop", { offset: "100%", "stop-color": "#4b3a66" })),
      svg("filter", { id: "lr-glow", x: "-20%", y: "-20%", width: "140%", height: "140%" },
        svg("feGaussianBlur", { stdDeviation: "6" })),
    );
    layers = {
      cells: svg("g", { class: "lr-layer-cells" }),
      hover: svg("g", { class: "lr-layer-hover" }),
      tiles: svg("g", { class: "lr-layer-tiles" }),
      beam: svg("g", { class: "lr-layer-beam" }),
      edges: svg("g", { class: "lr-layer-edges" }),
      marks: svg("g", { class: "lr-layer-marks" }),
      cursor: svg("g", { class: "lr-layer-cursor" }),
      hit: svg("g", { class: "lr-layer-hit" }),
    };
    // transparent targets on top: the pointer always lands on a cell or an edge slot
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) layers.hit.append(svg("rect", { x: c * S, y: r * S, width: S, height: S, class: "lr-hit", "data-cell": `${r},${c}` }));
    }
    for (const edge of edgeIds(n)) {
      const [r, c] = edgePos(edge, n);
      layers.hit.append(svg("rect", { x: c * S, y: r * S, width: S, height: S, class: "lr-hit", "data-edge": edge }));
    }
    svgEl.append(defs, layers.cells, layers.hover, layers.tiles, layers.beam, layers.edges, layers.marks, layers.cursor, layers.hit);
  }

  function drawCells() {
    const g = layers.cells;
    g.replaceChildren();
    g.append(svg("rect", { x: 0, y: 0, width: n * S, height: n * S, class: "lr-cells" }));
    const d = [];
    for (let i = 1; i < n; i++) d.push(`M${i * S} 0V${n * S}M0 ${i * S}H${n * S}`);
    g.append(svg("path", { d: d.join(""), class: "lr-gridlines" }));
    g.append(svg("rect", { x: 0, y: 0, width: n * S, height: n * S, class: "lr-frame" }));
    // the ring of edge slots
    for (const edge of edgeIds(n)) {
      const [r, c] = edgePos(edge, n);
      g.append(svg("rect", { x: c * S + 7, y: r * S + 7, width: S - 14, height: S - 14, rx: 14, class: "lr-slot" }));
    }
  }

  function drawTiles() {
    const g = layers.tiles;
    g.replaceChildren();
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const ch = at(r, c);
        if (ch === ".") continue;
        const shape = tileShape(ch, c * S, r * S);
        shape.dataset.cell = `${r},${c}`;
        shape.dataset.tile = ch;
        g.append(shape);
      }
    }
    const editable = canEdit();
    for (const hit of layers.hit.querySelectorAll("[data-cell]")) {
      const [r, c] = hit.dataset.cell.split(",").map(Number);
      const ch = at(r, c);
      hit.classList.toggle("lr-hit-take", ch !== "." && ch !== "x" && legal.has(`take ${r},${c}`));
      hit.classList.toggle("lr-hit-put", ch === "." && editable);
    }
    const edges = edgesVisible();
    for (const hit of layers.hit.querySelectorAll("[data-edge]")) hit.classList.toggle("lr-hit-edge", edges);
  }

  function drawEdges() {
    const g = layers.edges;
    g.replaceChildren();
    const clues = shownClues();
    const mismatch = new Set(me?.mismatch || []);
    const show = edgesVisible();
    for (const edge of edgeIds(n)) {
      const [r, c] = edgePos(edge, n);
      const [cx, cy] = centre(r, c);
      const clue = show && clues ? clues[edge] : null;
      const item = svg("g", { class: "lr-edge", "data-edge": edge });
      if (clue) {
        item.append(clueShape(clue[0], clue[1], cx, cy));
        item.dataset.clue = `${clue[0]} ${clue[1]}`;
      } else {
        item.append(svg("circle", { cx, cy, r: 6, class: "lr-edge-empty" }));
      }
      if (show && clues && mismatch.has(edge) && obs.phase !== "construction") {
        item.classList.add("lr-mismatch");
        item.append(svg("rect", { x: c * S + 5, y: r * S + 5, width: S - 10, height: S - 10, rx: 14, class: "lr-mismatch-frame" }));
      }
      g.append(item);
    }
    drawEdgeHighlights();
  }

  function shownEdge() {
    if (!edgesVisible()) return null;
    if (drag?.active) return null;
    if (hoverEdge) return hoverEdge;
    if (keyboard && document.activeElement === boardEl) {
      const e = edgeAt(cursor.r, cursor.c, n);
      if (e) return e;
    }
    return pinnedEdge;
  }

  function drawEdgeHighlights() {
    const g = layers.marks;
    g.replaceChildren();
    const edge = shownEdge();
    if (!edge) return;
    const beam = me?.beams?.[edge];
    const mark = (e, cls) => {
      const [r, c] = edgePos(e, n);
      g.append(svg("rect", { x: c * S + 1, y: r * S + 1, width: S - 2, height: S - 2, rx: 18, class: cls }));
    };
    mark(edge, "lr-edge-focus");
    if (beam?.exit && beam.exit !== edge) mark(beam.exit, "lr-edge-exit");
  }

  function drawBeam() {
    const g = layers.beam;
    g.replaceChildren();
    drawEdgeHighlights();
    const edge = shownEdge();
    const beam = edge ? me?.beams?.[edge] : null;
    if (!beam) return;
    const geo = beamGeometry(edge, beam, n);
    const pts = (piece) => piece.map((p) => p.join(",")).join(" ");
    const group = svg("g", { class: `lr-beam lr-beam-${beam.colour}`, "data-beam": edge });
    for (const piece of geo.pieces) {
      if (piece.length < 2) continue;
      group.append(svg("polyline", { points: pts(piece), class: "lr-beam-glow", filter: "url(#lr-glow)" }));
      group.append(svg("polyline", { points: pts(piece), class: "lr-beam-line" }));
      group.append(svg("polyline", { points: pts(piece), class: "lr-beam-core" }));
    }
    for (const [a, z] of geo.jumps) {
      group.append(svg("line", { x1: a[0], y1: a[1], x2: z[0], y2: z[1], class: "lr-beam-jump" }));
    }
    group.append(svg("circle", { cx: geo.start[0], cy: geo.start[1], r: 12, class: "lr-beam-source" }));
    if (geo.absorbed) {
      group.append(svg("circle", { cx: geo.end[0], cy: geo.end[1], r: 16, class: "lr-beam-absorbed" }));
    } else if (beam.exit !== edge) {
      const [er, ec] = edgePos(beam.exit, n);
      const [x, y] = centre(er, ec);
      const dir = beam.exit[0];
      const a = 18;
      const tip = { T: [0, -1], B: [0, 1], L: [-1, 0], R: [1, 0] }[dir];
      const px = x + tip[0] * 40, py = y + tip[1] * 40;
      const side = [-tip[1], tip[0]];
      group.append(svg("polygon", {
        points: `${px},${py} ${px - tip[0] * a + side[0] * a * 0.7},${py - tip[1] * a + side[1] * a * 0.7} ${px - tip[0] * a - side[0] * a * 0.7},${py - tip[1] * a - side[1] * a * 0.7}`,
        class: "lr-beam-arrow",
      }));
    }
    g.append(group);
  }

  function drawHover() {
    if (!layers) return;
    const g = layers.hover;
    g.replaceChildren();
    if (!hoverCell || !canEdit()) return;
    const [r, c] = hoverCell;
    const ch = at(r, c);
    if (drag?.active) {
      const ok = ch === "." || (drag.from === "cell" && ch !== "x");
      g.append(svg("rect", { x: c * S + 3, y: r * S + 3, width: S - 6, height: S - 6, rx: 8, class: ok ? "lr-drop-ok" : "lr-drop-no" }));
      if (ok && ch === ".") {
        const pre = tileShape(drag.kind, c * S, r * S);
        pre.classList.add("lr-preview");
        g.append(pre);
      }
      return;
    }
    if (ch === "." && selected && legal.has(`put ${r},${c} ${selected}`)) {
      const pre = tileShape(selected, c * S, r * S);
      pre.classList.add("lr-preview");
      g.append(svg("rect", { x: c * S + 3, y: r * S + 3, width: S - 6, height: S - 6, rx: 8, class: "lr-hover-cell" }), pre);
    } else if (ch !== "." && ch !== "x" && legal.has(`take ${r},${c}`)) {
      g.append(svg("rect", { x: c * S + 3, y: r * S + 3, width: S - 6, height: S - 6, rx: 8, class: "lr-hover-take" }));
    }
  }

  function drawCursor() {
    if (!layers) return;
    const g = layers.cursor;
    g.replaceChildren();
    if (!keyboard || document.activeElement !== boardEl) return;
    g.append(svg("rect", { x: cursor.c * S + 4, y: cursor.r * S + 4, width: S - 8, height: S - 8, rx: 10, class: "lr-cursor" }));
  }

  // ---- the rest of the page -------------------------------------------------------------------------
  function renderTop() {
    const phase = obs.phase;
    let title;
    if (phase === "construction") title = T(me ? "title.build" : "title.build_watch");
    else if (phase === "over") title = T("title.over");
    else if (obs.mode === "solo") title = T("title.solo", { k: obs.round });
    else {
      const creator = me && Number.isInteger(me.solving) ? me.solving : null;
      title = creator !== null
        ? T("title.round_of", { round: obs.round, rounds: obs.rounds, name: name(creator) })
        : T("title.round", { round: obs.round, rounds: obs.rounds });
    }
    titleEl.textContent = title;
    const total = Object.values(obs.stock || {}).reduce((a, v) => a + v, 0);
    const bits = [T("sub.size", { n, items: total })];
    if (obs.warps?.length) bits.push(T("sub.warps"));
    if (phase !== "construction" && obs.puzzle) {
      if (Number.isInteger(obs.puzzle.difficulty)) bits.push(T("sub.difficulty", { stars: "★".repeat(obs.puzzle.difficulty) + "☆".repeat(Math.max(0, 5 - obs.puzzle.difficulty)) }));
      if (obs.puzzle.unique === true) bits.push(T("sub.unique"));
      else if (obs.puzzle.unique === false) bits.push(T("sub.several"));
    }
    if (obs.teams) {
      const mine = obs.teams.findIndex((t) => t.includes(snap.viewer));
      if (mine >= 0) bits.push(T("sub.team", { team: mine + 1 }));
    }
    // solo: the hint count has its place from the start, so the line does not grow when it appears
    const hintsShown = obs.mode === "solo" && me && phase !== "over";
    const hints = me?.hints || 0;
    subText.textContent = bits.join(" · ");
    subHints.hidden = !hintsShown;
    subHints.textContent = ` · ${T("sub.hints", { count: hints })}`;
    subHints.classList.toggle("lr-reserved", hints === 0);
    subHints.setAttribute("aria-hidden", String(hints === 0));
    paintClock();
  }

  function renderStock() {
    const kinds = stockKinds();
    const interactive = canEdit();
    if (selected && !kinds.includes(selected)) selected = null;
    if (advanceOnEmpty && selected && remaining(selected) <= 0) {
      const i = kinds.indexOf(selected);
      const next = [...kinds.slice(i + 1), ...kinds.slice(0, i)].find((k) => remaining(k) > 0);
      if (next) selected = next;
    }
    advanceOnEmpty = false;
    if (!selected) selected = kinds.find((k) => remaining(k) > 0) || kinds[0] || null;
    stockBox.hidden = !me || !me.grid || obs.phase === "over" || obs.phase === "between" || (obs.phase === "solving" && me.status === "sitting_out");
    const existing = new Map([...stockList.children].map((x) => [x.dataset.tile, x]));
    const ordered = kinds.map((ch, i) => {
      let button = existing.get(ch);
      if (!button) {
        button = el("button", { type: "button", class: "lr-stock-item", dataset: { tile: ch } });
        button.addEventListener("click", () => selectKind(ch));
        button.addEventListener("pointerdown", (e) => onStockPointerDown(e, ch));
        button.addEventListener("pointermove", onPointerMove);
        button.addEventListener("pointerup", onPointerUp);
        button.addEventListener("pointercancel", onPointerCancel);
      }
      const left = remaining(ch);
      const all = obs.stock[ch];
      const keyHint = i < 10 ? String((i + 1) % 10) : "";
      button.replaceChildren(
        tileIcon(ch, 28),
        el("span", { class: "lr-stock-count", text: `${left}` }, el("span", { class: "lr-stock-of", text: `/${all}` })),
        keyHint ? el("kbd", { class: "lr-key", "aria-hidden": "true", "data-key-hint": keyHint }) : null,
      );
      button.setAttribute("aria-pressed", String(ch === selected));
      button.setAttribute("aria-label", T("stock.item", { tile: tileName(ch), left, all, key: keyHint }));
      button.title = `${tileName(ch)} (${GLYPH[ch]}) — ${T("stock.left", { left, all })}`;
      button.classList.toggle("lr-empty", left <= 0);
      button.disabled = !interactive;
      button.dataset.left = String(left);
      button.dataset.all = String(all);
      return button;
    });
    // re-append only when the kinds change: moving a node drops its focus and pointer capture
    const same = ordered.length === stockList.children.length && ordered.every((x, i) => stockList.children[i] === x);
    if (!same) stockList.replaceChildren(...ordered);
    const leftTotal = kinds.reduce((a, ch) => a + remaining(ch), 0);
    stockLeft.textContent = obs.phase === "construction" && me?.status === "building"
      ? (leftTotal ? T("stock.place_all", { left: leftTotal }) : T("stock.all_placed"))
      : T("stock.left_total", { left: leftTotal });
  }

  function renderActions() {
    resetConfirmIfGone();
    const has = (k) => legal.has(k);
    const phase = obs.phase;
    const building = phase === "construction" && me?.status === "building";
    b.ready.hidden = !building;
    b.ready.disabled = !has("ready");
    b.ready.title = has("ready") ? T("ready_title") : T("ready_disabled");
    b.verify.hidden = !building;
    b.verify.disabled = !has("verify");
    b.hint.hidden = !has("hint");
    b.clear.hidden = !has("clear");
    b.giveup.hidden = !has("giveup");
    b.cont.hidden = !has("continue");
    b.stop.hidden = !has("stop");
    actions.hidden = [...actions.children].every((x) => x.hidden);
    // the solution-count verdict of my construction
    const v = building || (phase === "construction" && me) ? me.verify : null;
    verdict.hidden = !v;
    if (v) {
      verdict.className = `lr-verdict lr-verdict-${v}`;
      verdict.replaceChildren(el("span", { class: "lr-verdict-icon", "aria-hidden": "true", text: { unique: "✓", multiple: "⚠", unknown: "?" }[v] || "?" }), el("span", { text: T(`verify.${v}`) }));
    }
  }

  function resetConfirmIfGone() {
    if (confirmKey && !legal.has(confirmKey)) resetConfirm();
  }

  function renderCover() {
    // the cover hides the board only where Start is offered: a replayed step (the embed
    // stepper) or a spectator sees the board itself
    const waiting = me && obs.phase === "solving" && me.status === "waiting" && legal.has("start");
    const sitting = me && obs.phase === "solving" && me.status === "sitting_out";
    const wasHidden = cover.hidden;
    cover.hidden = !(waiting || sitting);
    startBtn.hidden = !legal.has("start");
    const focusHere = () => {
      const a = document.activeElement;
      return !a || a === document.body || root.contains(a);
    };
    if (wasHidden && !cover.hidden && !startBtn.hidden && focusHere()) startBtn.focus({ preventScroll: true });
    else if (!wasHidden && cover.hidden && (document.activeElement === startBtn || focusHere()) && canEdit()) boardEl.focus({ preventScroll: true });
    if (waiting) {
      coverText.textContent = obs.mode === "created" && Number.isInteger(me.solving)
        ? T("cover.start_created", { name: name(me.solving) })
        : T("cover.start");
    } else if (sitting) {
      coverText.textContent = T("cover.sitting_out");
    }
  }

  function othersPending() {
    if (!obs) return [];
    const out = [];
    obs.players.forEach((p, i) => {
      if (i === snap.viewer) return;
      if (obs.phase === "construction" ? p.status === "building" : !FINISHED.has(p.status)) out.push(name(i));
    });
    return out;
  }

  function renderBanner() {
    const phase = obs.phase;
    const st = me?.status;
    let text = null;
    let kind = "info";
    const waitingFor = othersPending();
    const wait = waitingFor.length ? " " + T("banner.waiting_for", { names: waitingFor.join(", ") }) : "";
    if (phase === "construction" && st === "ready") text = T("banner.built") + wait;
    else if (phase === "solving" && st === "solved") {
      text = T("banner.solved", { time: fmtClock(me.clock_ms) }) + wait;
      kind = "good";
    } else if (phase === "solving" && st === "gave_up") {
      text = T("banner.gave_up") + wait;
      kind = "bad";
    } else if (phase === "solving" && st === "timeout") {
      text = T("banner.timeout") + wait;
      kind = "bad";
    } else if (phase === "between") {
      const row = obs.results[obs.results.length - 1]?.[0];
      if (row?.status === "solved") {
        text = T("banner.solo_solved", { time: fmtClock(row.ms) });
        kind = "good";
      } else {
        text = T(row?.status === "timeout" ? "banner.timeout" : "banner.gave_up") + " " + T("banner.solution_below");
        kind = "bad";
      }
    } else if (phase === "over") {
      text = overHeadline();
      kind = "over";
    }
    banner.hidden = !text;
    if (text) {
      banner.className = `lr-banner lr-banner-${kind}`;
      banner.textContent = text;
    }
  }

  function overHeadline() {
    const outcome = snap.outcome;
    if (obs.mode === "solo") {
      const solved = obs.results.filter((r) => r[0]?.status === "solved").length;
      return T("over.solo", { solved, total: obs.results.length });
    }
    const winners = outcome?.winners || [];
    if (!winners.length) return T("over.nobody");
    return T(winners.length === 1 ? "over.winner" : "over.winners", { names: winners.map(name).join(", ") });
  }

  /** A seat's state in the running round, as the rules show it to this seat (a rival's result only once it is due). */
  function liveCell(p, i) {
    const status = p.status;
    const icon = { solved: "✓", gave_up: "⚑", timeout: "◷", ready: "✓", building: "✎", waiting: "…", solving: "◔", sitting_out: "–" }[status] || "";
    const detail = status === "solved" && Number.isFinite(p.ms) ? ` ${fmtClock(p.ms)}` : "";
    return el("td", { class: `lr-res lr-live lr-st-${status}${i === snap.viewer ? " lr-me" : ""}`, dataset: { seat: String(i), status } },
      el("span", { class: "lr-res-icon", "aria-hidden": "true", text: icon }),
      el("span", { class: "lr-res-text", text: R(`status.${status}`) + detail }));
  }

  function statusCell(row) {
    const icon = { solved: "✓", gave_up: "⚑", timeout: "◷", sitting_out: "–" }[row.status] || "";
    const text = row.status === "solved" ? fmtClock(row.ms) + (row.rank && obs.mode !== "solo" ? ` (#${row.rank})` : "") : R(`status.${row.status}`);
    const pts = row.status === "sitting_out" ? "" : `${row.points > 0 ? "+" : ""}${row.points}`;
    return el("td", { class: `lr-res lr-res-${row.status}` },
      el("span", { class: "lr-res-icon", "aria-hidden": "true", text: icon }),
      el("span", { class: "lr-res-text", text }),
      pts ? el("span", { class: "lr-res-pts", text: pts }) : null);
  }

  function renderResults() {
    const rows = obs.results || [];
    // one players table (the shell lists the seats): rounds so far, and this round while it runs
    const live = obs.mode !== "solo" && (obs.phase === "construction" || obs.phase === "solving");
    results.hidden = (!rows.length && !live) || (ctx.embed && obs.phase !== "over" && obs.phase !== "between");
    if (results.hidden) return;
    const heading = el("h3", { class: "lr-h", id: "lr-results-title", text: T("results.title") });
    if (obs.mode === "solo") {
      const body = el("tbody", {}, rows.map((row, k) => el("tr", {},
        el("th", { scope: "row", text: T("results.puzzle", { k: k + 1 }) }),
        statusCell({ ...row[0], points: null, rank: 1 }))));
      const solved = rows.filter((r) => r[0].status === "solved");
      const totalMs = solved.reduce((a, r) => a + r[0].ms, 0);
      results.replaceChildren(heading, el("table", { class: "lr-table" },
        el("thead", {}, el("tr", {}, el("th", { scope: "col", text: T("results.puzzle_col") }), el("th", { scope: "col", text: T("results.result") }))),
        body),
      el("p", { class: "lr-summary", text: T("results.solo_summary", { solved: solved.length, total: rows.length, time: fmtClock(totalMs), hints: obs.players[0]?.hints ?? 0 }) }));
      for (const td of results.querySelectorAll(".lr-res-pts")) td.remove();
      return;
    }
    const players = obs.players.map((_, i) => i);
    const head = el("tr", {}, el("th", { scope: "col", text: T("results.player") }),
      rows.map((_, k) => el("th", { scope: "col", text: T("results.round", { k: k + 1 }) })),
      live ? el("th", { scope: "col", class: "lr-live-col", text: obs.phase === "construction" ? T("title.build") : `${T("race.title")} (${T("results.round", { k: obs.round })})` }) : null,
      el("th", { scope: "col", class: "num", text: T("total") }));
    const winners = new Set(obs.phase === "over" ? snap.outcome?.winners || [] : []);
    const order = obs.phase === "over" ? [...players].sort((a, z) => obs.players[z].total - obs.players[a].total || a - z) : players;
    const body = el("tbody", {}, order.map((p) => el("tr", { class: winners.has(p) ? "lr-winner" : "" },
      el("th", { scope: "row" }, name(p), winners.has(p) ? el("span", { class: "lr-star", "aria-label": T("winner"), text: " ★" }) : null),
      rows.map((row) => statusCell(row.find((x) => x.player === p) || { status: "sitting_out", points: 0 })),
      live ? liveCell(obs.players[p], p) : null,
      el("td", { class: "num lr-total", text: String(obs.players[p].total) }))));
    const parts = [heading, el("div", { class: "lr-table-scroll" }, el("table", { class: "lr-table" }, el("thead", {}, head), body))];
    const teamScores = snap.outcome?.detail?.team_scores;
    if (obs.teams) {
      parts.push(el("ul", { class: "lr-teams" }, obs.teams.map((members, t) => el("li", {},
        el("strong", { text: T("team", { team: t + 1 }) + ": " }), members.map(name).join(", "),
        Array.isArray(teamScores) ? ` — ${teamScores[t]}` : ""))));
    }
    results.replaceChildren(...parts);
  }

  function renderRevealed() {
    // the rules decide what this seat may see: finished rounds' puzzles, and in
    // player-created mode only those it has already attempted (all at the end)
    const label = (it) => {
      if (it.creator === null) return obs.mode === "solo" ? T("results.puzzle", { k: it.round }) : T("results.round", { k: it.round });
      return it.round === null ? T("revealed.by", { name: name(it.creator) }) : T("revealed.round_by", { round: it.round, name: name(it.creator) });
    };
    let items = (obs.revealed || []).map((it) => ({ text: it.board, label: label(it) })).reverse();
    if (obs.phase === "between") items = items.slice(0, 1);
    if (ctx.embed && obs.phase !== "between") items = items.slice(0, 1);
    revealed.hidden = !items.length;
    if (!items.length) return;
    revealed.replaceChildren(
      el("h3", { class: "lr-h", id: "lr-revealed-title", text: obs.phase === "between" ? T("revealed.solution") : T("revealed.title") }),
      el("ul", { class: "lr-mini-list" }, items.map((it) => el("li", {}, el("figure", {}, miniBoard(it.text, it.label), el("figcaption", { text: it.label }))))),
    );
  }

  function describeClue(clue, exit, edge) {
    if (!clue) return "";
    const [colour, number] = clue;
    let text = `${colourName(colour)} ${number}`;
    if (exit !== undefined) {
      if (colour === "green" && exit) text += ` → ${edgeName(exit)}`;
      else if (colour === "yellow") text += ` ↩ ${edgeName(edge)}`;
      else if (colour === "black") text += ` (${T("absorbed")})`;
    }
    return text;
  }

  function renderReadout() {
    if (!obs) return;
    const edge = shownEdge();
    const parts = [];
    if (edge && me) {
      const beam = me.beams?.[edge];
      const goal = obs.phase === "construction" ? null : me.target?.[edge];
      parts.push(el("strong", { class: "lr-readout-edge", text: edgeName(edge) }));
      if (goal) {
        parts.push(el("span", { class: "lr-readout-part" }, T("readout.goal"), " ", clueIcon(goal[0], goal[1]), " ", describeClue(goal)));
      }
      if (beam) {
        parts.push(el("span", { class: "lr-readout-part" }, T(goal ? "readout.now" : "readout.beam"), " ", clueIcon(beam.colour, beam.number), " ", describeClue([beam.colour, beam.number], beam.exit, edge)));
      }
      if (goal && beam) {
        const ok = goal[0] === beam.colour && goal[1] === beam.number;
        parts.push(el("span", { class: `lr-readout-verdict ${ok ? "lr-ok" : "lr-bad"}`, text: ok ? `✓ ${T("readout.match")}` : `✗ ${T("readout.differs")}` }));
      }
    } else if (keyboard && document.activeElement === boardEl && inGrid(cursor.r, cursor.c)) {
      const ch = at(cursor.r, cursor.c);
      parts.push(el("strong", { text: cellName(cursor.r, cursor.c) }), ": ", ch === "." ? T("empty") : tileName(ch));
    } else if (me && started() && obs.phase === "solving" && me.status === "solving") {
      const left = (me.mismatch || []).length;
      parts.push(el("span", { class: "lr-muted", text: left ? T("readout.left", { count: left }) : "" }), " ", el("span", { class: "lr-muted", text: T("readout.idle") }));
    } else if (obs.phase === "construction" && me?.status === "building") {
      parts.push(el("span", { class: "lr-muted", text: T("readout.build") }));
    }
    readout.replaceChildren(...parts);
  }

  // ---- help --------------------------------------------------------------------------------
  function openHelp() {
    help.open();
  }

  function helpBody() {
    const sec = (title, ...content) => el("section", {}, el("h3", { text: title }), ...content);
    const p = (key) => el("p", { text: T(key) });
    const legend = el("ul", { class: "lr-legend" },
      ["green", "yellow", "black"].map((c) => el("li", {}, clueIcon(c, c === "yellow" ? 5 : c === "green" ? 6 : 4, 30), el("span", {}, el("strong", { text: colourName(c) }), " — ", T(`help.clue_${c}`)))),
      el("li", {}, el("span", { class: "lr-legend-frame", "aria-hidden": "true" }), el("span", { text: T("help.clue_frame") })));
    const kinds = TILE_ORDER.concat(["x"]);
    const tiles = el("ul", { class: "lr-legend lr-legend-tiles" }, kinds.map((ch) => el("li", {}, tileIcon(ch, 30), el("span", {}, el("strong", { text: `${tileName(ch)} ` }), el("code", { text: GLYPH[ch] }), " — ", T(`help.tile_${TILE_KEY[ch]}`)))));
    const keys = el("ul", { class: "lr-keys" }, ["keys_arrows", "keys_pick", "keys_enter", "keys_delete", "keys_drag", "keys_help"].map((k) => el("li", { text: T(`help.${k}`) })));
    return [
      sec(T("help.goal_title"), p("help.goal"), p("help.count")),
      sec(T("help.clues_title"), legend),
      sec(T("help.tiles_title"), tiles),
      sec(T("help.play_title"), p("help.play_solve"), el("p", { id: "lr-help-clock", text: T("help.play_clock") }), p("help.play_race"), p("help.play_build"), p("help.play_score")),
      sec(T("help.keys_title"), keys),
    ];
  }

  // ---- render --------------------------------------------------------------------------------
  function render(snapshot) {
    if (destroyed || !snapshot) return;
    snap = snapshot;
    obs = snapshot.observation || {};
    me = obs.me || null;
    const newSize = obs.size || 8;
    const sizeChanged = newSize !== n || !layers;
    n = newSize;
    grid = parseGrid(me?.grid) || emptyGrid();
    // the legal actions by their parts (a replayed step has no legal texts: nothing is offered)
    const offered = new Set(snapshot.legal || []);
    legal = new Map();
    verbs = new Set();
    for (const action of snapshot.actions || []) {
      if (!offered.has(action.text)) continue;
      const part = (kind) => action.args.find((a) => a.kind === kind)?.value ?? null;
      const cell = part("cell");
      const key = [action.verb, cell ? `${cell[0]},${cell[1]}` : "", part("tile") ?? ""].filter(Boolean).join(" ");
      legal.set(key, { text: action.text, at: part("at") });
      verbs.add(action.verb);
    }
    if (snapshot.viewer !== shownViewer) {
      // another seat has the screen (a hot-seat hand-over): nothing of the last one stays
      shownViewer = snapshot.viewer;
      forgetSeat();
    }
    const sceneKey = `${snapshot.viewer}|${obs.phase === "construction" ? "build" : obs.round}`;
    if (sceneKey !== scene) {
      // another seat or another puzzle: start from a clean table
      scene = sceneKey;
      pinnedEdge = null;
      hoverEdge = null;
      selected = null;
      cursor.r = 0;
      cursor.c = 0;
    }
    const prevStatus = lastStatus.get(snapshot.viewer);
    if (me && prevStatus && prevStatus !== me.status && me.status === "solved") announce(T("banner.solved", { time: fmtClock(me.clock_ms) }));
    if (me) lastStatus.set(snapshot.viewer, me.status);
    if (cursor.r >= n || cursor.c >= n) { cursor.r = 0; cursor.c = 0; }

    view.dataset.phase = obs.phase || "";
    view.dataset.status = me?.status || "spectator";
    view.dataset.size = String(n);
    view.classList.toggle("lr-solved", me?.status === "solved");
    view.classList.toggle("lr-editable", canEdit());

    syncTimer();
    // a snapshot asked without this seat's clock (the first one after a reload or a hand-over):
    // ask again at the clock, so a result already due shows at once
    if (snapshot.clock_ms == null) queueMicrotask(() => pollRace(true));
    if (sizeChanged) buildBoard();
    boardEl.setAttribute("aria-label", T("board.label", { n }));
    drawCells();
    drawTiles();
    drawEdges();
    drawBeam();
    drawHover();
    drawCursor();
    renderTop();
    renderStock();
    renderActions();
    renderCover();
    renderBanner();
    renderResults();
    renderRevealed();
    renderReadout();
  }

  function emptyGrid() {
    const rows = Array.from({ length: n }, () => Array(n).fill("."));
    for (const [r, c] of obs.warps || []) if (rows[r]) rows[r][c] = "x";
    return rows;
  }

  /** Forget what the previous seat was shown or told: readout, announcements, pointer, pins. */
  function forgetSeat() {
    live.clear();
    readout.replaceChildren();
    resetConfirm();
    if (drag) onPointerCancel({ pointerId: drag.id });
    keyboard = false;
    hoverCell = null;
    hoverEdge = null;
    pinnedEdge = null;
    selected = null;
  }

  function destroy() {
    destroyed = true;
    stopTick();
    resetConfirm();
    keys.remove();
    window.removeEventListener("pointermove", onWindowPointerMove);
    window.removeEventListener("pointerup", onWindowPointerUp);
    window.removeEventListener("pointercancel", onPointerCancel);
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy, clock };
}
