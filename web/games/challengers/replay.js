// Challengers! view: the replay of the last Match Phase. Which match is shown and at which
// step, playing it at the bot pace, holding the shell's log until its end, and the table after
// a step (the rules' deltas applied; nothing is computed).

import { NS, SLOTS, drawn } from "./helpers.js";
import { renderMatch } from "./match.js";
import { renderResults } from "./readouts.js";

// ---- the Match Phase, step by step --------------------------------------------------------
/** @param {import("./view.js").View} v */
function matchesSig(v) {
  const { state } = v;
  return JSON.stringify((drawn(state).obs.matches || []).map((m) => [m.round, m.park, m.teams, m.steps.length]));
}

/** @param {import("./view.js").View} v */
function defaultMatch(v) {
  const { state } = v;
  const ms = drawn(state).obs.matches || [];
  const i = Number.isInteger(state.me) ? ms.findIndex((m) => m.teams.includes(/** @type {number} */ (state.me))) : -1;
  return i >= 0 ? i : 0;
}

/** @param {import("./view.js").View} v */
export function syncReplay(v) {
  const { state, ctx } = v;
  const sig = matchesSig(v);
  if (sig === state.rp.sig) return;
  const fresh = state.rp.sig !== "" || !state.firstRender;
  state.rp.sig = sig;
  stopReplay(v);
  state.rp.match = defaultMatch(v);
  const m = drawn(state).obs.matches?.[state.rp.match];
  if (!m) { state.rp.index = 0; return; }
  // a Match Phase just played is shown from its start at the bot pace; an opened game shows the ends
  if (fresh && !ctx.embed && ctx.pace?.() > 0) {
    state.rp.index = 0;
    state.rp.held = true;
    startReplay(v);
  } else if (ctx.embed) {
    state.rp.index = 0;
  } else {
    state.rp.index = m.steps.length - 1;
  }
}

const RESULT_KEYS = new Set(["match", "trophy", "trophy_fans", "trophy_gone", "lead", "won", "tie"].map((k) => NS + k));

/** [from, to) of observation.log: the last Match Phase's lines that name its results. @param {import("./view.js").View} v */
function resultLines(v) {
  const { state } = v;
  const log = drawn(state).obs.log || [];
  let to = log.length;
  while (to > 0 && !RESULT_KEYS.has(log[to - 1]?.key)) to--;
  let from = to;
  while (from > 0 && RESULT_KEYS.has(log[from - 1]?.key)) from--;
  return [from, to];
}

/** The shell's log (and Game-over card) wait until the replay of the Match Phase just played has reached its end. @param {import("./view.js").View} v */
export function syncHold(v) {
  const { state, ctx } = v;
  const m = drawn(state).obs.matches?.[state.rp.match];
  if (state.rp.held && (!m || state.rp.index >= m.steps.length - 1)) {
    state.rp.held = false;
    renderResults(v);
  }
  if (state.rp.held) ctx.holdLog?.(...resultLines(v));
  else ctx.holdLog?.();
}

/** @param {import("./view.js").View} v */
export function startReplay(v) {
  const { state, ctx, matchEl } = v;
  stopReplay(v);
  const m = drawn(state).obs.matches?.[state.rp.match];
  if (!m) return;
  if (state.rp.index >= m.steps.length - 1) state.rp.index = 0;
  state.rp.playing = true;
  const ms = Math.max(120, ctx.pace?.() || 600);
  state.rp.timer = setInterval(() => {
    const mm = state.obs?.matches?.[state.rp.match];
    if (state.destroyed || !mm) { stopReplay(v); return; }
    // held while a pointer is down on the match, or while one of its cards has the focus (its effect is read)
    const focused = document.activeElement;
    if (state.rp.hold || (focused?.classList.contains("cg-card") && matchEl.contains(focused))) return;
    if (state.rp.index >= mm.steps.length - 1) { stopReplay(v); renderMatch(v); return; }
    state.rp.index += 1;
    renderMatch(v);
  }, ms);
}

/** @param {import("./view.js").View} v */
export function stopReplay(v) {
  const { state } = v;
  if (state.rp.timer) clearInterval(state.rp.timer);
  state.rp.timer = null;
  state.rp.playing = false;
}

/** @param {import("./view.js").View} v @param {number} i */
export function goStep(v, i) {
  const { state, matchEl } = v;
  const m = drawn(state).obs.matches?.[state.rp.match];
  if (!m) return;
  stopReplay(v);
  state.rp.index = Math.max(0, Math.min(m.steps.length - 1, i));
  renderMatch(v);
  const line = /** @type {HTMLElement | null} */ (matchEl.querySelector(".cg-step-on"));
  const box = /** @type {HTMLElement | null | undefined} */ (line?.closest(".cg-steps-scroll"));
  if (line && box) box.scrollTop = Math.max(0, line.offsetTop - box.offsetTop - box.clientHeight / 2);
}

/** A card on the table: its key and power (raised: came back from a bench). @typedef {{key: string, power: number | null, raised?: boolean}} Played */
/**
 * A team's side of the table: its deck size, benches (of cards with their owner), exhausted cards and fans.
 * @typedef {{team: number, deck: number, bench: {key: string, owner: number}[][], exhaust: string[], fans: number}} TableSide
 */
/**
 * The table of a match after some steps.
 * @typedef {{sides: Record<number, TableSide>, holder: number | null, flag: Played[], attacker: number | null, attack: Played[], attackTotal: number | null, defence: number | null, winner: number | null, reason: string | null, captured: boolean, last: Record<string, any> | null}} Table
 */

/**
 * The table after steps 0..upto of match m (applying the rules' deltas; nothing is computed).
 * @param {import("./view.js").View} v @param {import("./view.js").Match} m @param {number} upto @returns {Table}
 */
export function replayState(v, m, upto) {
  const { card } = v;
  const [a, b] = m.teams;
  /** @param {number} team @returns {TableSide} */
  const side = (team) => ({ team, deck: 0, bench: Array.from({ length: SLOTS }, () => []), exhaust: [], fans: 0 });
  /** @type {Table} */
  const st = { sides: { [a]: side(a), [b]: side(b) }, holder: null, flag: [], attacker: null, attack: [], attackTotal: null, defence: null, winner: null, reason: null, captured: false, last: null };
  /** @param {number} t */
  const other = (t) => (t === a ? b : a);
  for (let i = 0; i <= upto && i < m.steps.length; i++) {
    const s = m.steps[i];
    st.last = s;
    st.captured = false;
    const sd = st.sides[s.team];
    switch (s.kind) {
      case "start":
        st.sides[a].deck = s.decks?.[0] ?? 0;
        st.sides[b].deck = s.decks?.[1] ?? 0;
        st.holder = s.holder;
        st.attacker = s.attacker;
        break;
      case "reveal":
        if (sd) sd.deck = Math.max(0, sd.deck - 1);
        if (s.role === "flag") { st.holder = s.team; st.flag = [{ key: s.card, power: s.power }]; st.attacker = other(s.team); }
        else { st.attacker = s.team; st.attack.push({ key: s.card, power: s.power }); }
        break;
      case "effect": {
        // the rules name the card whose power changed (target, else the effect's card) and its new power
        if (s.power !== undefined && s.power !== null) {
          const key = s.target || s.card;
          const subject = s.subject ?? s.team;
          const pool = subject === st.holder ? [...st.attack, ...st.flag] : [...st.flag, ...st.attack];
          const mineFirst = subject === st.attacker ? st.attack : st.flag;
          const hit = [...mineFirst].reverse().find((c) => c.key === key) || [...pool].reverse().find((c) => c.key === key);
          if (hit) hit.power = s.power;
        }
        break;
      }
      case "capture":
        st.captured = true;
        break;
      case "bench": {
        const owner = s.owner ?? s.team;
        if (s.from === "flag") {
          const j = st.flag.findIndex((c) => c.key === s.card);
          if (j >= 0) st.flag.splice(j, 1);
        } else if (st.sides[owner]) {
          st.sides[owner].deck = Math.max(0, st.sides[owner].deck - 1);
        }
        if (sd && s.slot >= 0 && s.slot < SLOTS) sd.bench[s.slot].push({ key: s.card, owner });
        break;
      }
      case "unbench": {
        const slot = sd?.bench[s.slot];
        if (slot) {
          const j = slot.map((c) => c.key).lastIndexOf(s.card);
          if (j >= 0) slot.splice(j, 1);
        }
        if (s.to === "exhaust") sd?.exhaust.push(s.card);
        else if (s.to === "attack") st.attack.splice(Number.isInteger(s.index) ? s.index : Math.max(0, st.attack.length - 1), 0, { key: s.card, power: s.power ?? card(s.card)?.power ?? null, raised: true });
        break;
      }
      case "exhaust": {
        const j = st.flag.findIndex((c) => c.key === s.card);
        if (j >= 0) st.flag.splice(j, 1);
        sd?.exhaust.push(s.card);
        break;
      }
      case "bottom": {
        const j = st.flag.findIndex((c) => c.key === s.card);
        if (j >= 0) st.flag.splice(j, 1);
        if (sd) sd.deck += 1;
        break;
      }
      case "flag": {
        // the flag moves: this team's attack (or first card) becomes its flag stack
        /** @type {Map<string, Played[]>} */
        const byKey = new Map();
        for (const c of [...st.attack, ...st.flag]) byKey.set(c.key, [...(byKey.get(c.key) || []), c]);
        st.flag = (s.stack || [s.card]).map(/** @param {string} k */ (k) => (byKey.get(k)?.shift()) || { key: k, power: card(k)?.power ?? null });
        if (st.holder !== s.team) { st.attacker = st.holder; st.holder = s.team; }
        st.attack = [];
        break;
      }
      case "fans":
        if (sd) sd.fans += s.value || 0;
        break;
      case "end":
        st.winner = s.winner;
        st.reason = s.reason;
        break;
      default:
        break;
    }
    // the rules' running totals after the step (the end keeps the last ones on screen)
    if (s.kind !== "end") {
      if ("attack" in s) st.attackTotal = s.attack;
      if ("defence" in s) st.defence = s.defence;
    }
  }
  return st;
}
