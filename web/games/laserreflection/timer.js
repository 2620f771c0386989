// Laser Reflection view: the seat's own clock (web/app/README.md, "Timed actions").
//
// Timed actions (` @<ms>`) get the seat's own timer value, which runs from the moment
// the task was shown to the seat (it pressed Start); clocks.js keeps that moment. The
// view gives the shell that clock (`clock(viewer)`), which asks the rules for the
// snapshot at it (State.observation_at): a rival's result shows when this seat's clock
// reaches the rival's time. While a rival still shows as racing, the view asks for the
// snapshot again once a second (`ctx.refresh()`): the rules tell nothing about when a
// hidden result falls due, so the asking cannot either.

import { fmtClock, fmtCountdown } from "./draw.js";
import { clockOrigin, storeClockOrigin, saveSlot, shortHash } from "./clocks.js";
import { FINISHED, running } from "./state.js";
import { perform } from "./acting.js";

/** While a rival still shows as racing, the snapshot is asked again this often (ms). */
export const RACE_POLL_MS = 1000;

/** @typedef {import("./state.js").LaserView} LaserView */

/** The puzzle's target clues in a line. @param {{target?: Record<string, [[string], number]>} | null} me */
function targetSignature(me) {
  const tgt = me?.target;
  return tgt ? Object.keys(tgt).sort().map((k) => `${k}${tgt[k][0][0]}${tgt[k][1]}`).join("") : "";
}

/** The running task of this seat: seat, mode, round, puzzle (not the slot). @param {LaserView} v */
function taskKey({ s }) {
  return `${s.snap?.viewer}|${s.obs.mode}|${s.obs.round}|${s.n}|${shortHash(JSON.stringify(s.obs.stock) + targetSignature(s.me))}`;
}

/** The seat's clock (ms): the timer while it runs, else the last stamp. @param {LaserView} v */
export function elapsed({ s }) {
  if (!s.me) return 0;
  const clock = s.me.clock_ms || 0;
  if (!running(s) || s.timer.key === null) return clock;
  return Math.max(clock, Math.round(Date.now() - s.timer.origin));
}

/** The stamp of a timed action: the timer, never less than the last stamp. @param {LaserView} v */
export function stamp(v) {
  return Math.max(v.s.me?.clock_ms || 0, elapsed(v));
}

/**
 * Start or resume the clock of the running task. Its origin (the wall-clock moment the
 * task was shown) is stored under the save slot and the task, so a reload, another tab or
 * a resumed save go on from it, the time away included; never behind the last stamp.
 * @param {LaserView} v
 */
export function syncTimer(v) {
  const s = v.s;
  if (!running(s)) {
    s.timer = { key: null, task: null, origin: 0 };
    stopTick(v);
    return;
  }
  const task = taskKey(v);
  const key = `${saveSlot() ?? "-"}|${task}`;
  if (s.timer.key !== key) {
    const latest = Date.now() - (s.me.clock_ms || 0);
    let origin = clockOrigin(key);
    // the same task, now under a slot (a link's first move): keep its clock
    if (origin === null && s.timer.task === task) origin = s.timer.origin;
    if (origin === null || origin > latest) origin = latest;
    s.timer = { key, task, origin };
    storeClockOrigin(key, origin);
  }
  if (s.tick === null) s.tick = setInterval(() => onTick(v), 100);
}

/** @param {LaserView} v */
export function stopTick({ s }) {
  if (s.tick !== null) clearInterval(s.tick);
  s.tick = null;
}

/**
 * This seat's running clock (ms), for the shell's snapshot at it; null when none runs for `viewer`.
 * @param {LaserView} v @param {number | null} viewer
 */
export function clock(v, viewer) {
  const s = v.s;
  if (s.destroyed || !s.snap || s.snap.viewer !== viewer || !running(s) || s.timer.key === null) return null;
  return elapsed(v);
}

/**
 * Whether a rival's result may still fall due on this seat's clock: the seat is solving and a
 * rival shows as not finished. Read from what the seat sees only, so asking leaks nothing.
 * @param {LaserView} v
 */
function racePending({ s, ctx }) {
  if (!running(s) || s.obs.mode === "solo" || typeof ctx.refresh !== "function") return false;
  return (s.obs.players || []).some((/** @type {import("./state.js").SeatShown} */ p, /** @type {number} */ i) => i !== s.snap?.viewer && !FINISHED.has(p.status));
}

/**
 * Ask the shell for the snapshot at this seat's clock (at most once a RACE_POLL_MS unless `now`).
 * @param {LaserView} v @param {boolean} [now]
 */
export function pollRace(v, now = false) {
  const s = v.s;
  if (s.destroyed || !racePending(v)) return;
  const t = Date.now();
  if (!now && t - s.lastPoll < RACE_POLL_MS) return;
  s.lastPoll = t;
  v.ctx.refresh();
}

/** @param {LaserView} v */
function onTick(v) {
  const s = v.s;
  if (s.destroyed || !running(s)) return stopTick(v);
  paintClock(v);
  pollRace(v);
  const limit = s.obs.time_limit_ms;
  if (limit && elapsed(v) > limit && s.expiredKey !== s.timer.key && s.legal.has("giveup")) {
    s.expiredKey = s.timer.key;
    // a stamp past the limit is a timeout (the rules: "@ms > limit")
    perform(v, ["giveup"], { at: limit + 1 });
  }
}

/** The clock at the top: time so far, and what is left of a time limit. @param {LaserView} v */
export function paintClock(v) {
  const { s, dom, T } = v;
  const { obs, me } = s;
  const { clockEl, timeEl, limitEl } = dom;
  const show = !!(me && obs && (obs.phase === "solving" || obs.phase === "between") && me.status !== "sitting_out" && me.solving !== null);
  clockEl.hidden = !show;
  if (!show) return;
  const ms = running(s) ? elapsed(v) : me.status === "waiting" ? 0 : me.clock_ms || 0;
  timeEl.textContent = fmtClock(ms);
  const limit = obs.time_limit_ms;
  if (limit && (running(s) || me.status === "waiting")) {
    const left = Math.max(0, limit - ms);
    limitEl.textContent = T("limit_left", { time: fmtCountdown(left) });
    limitEl.hidden = false;
    clockEl.classList.toggle("lr-clock-low", running(s) && left <= 60_000);
    clockEl.classList.toggle("lr-clock-out", running(s) && left <= 0);
  } else {
    limitEl.hidden = true;
  }
  clockEl.classList.toggle("lr-clock-running", running(s));
}
