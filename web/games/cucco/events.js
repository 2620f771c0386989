// Cucco view: the deal's events (the observation's log, in the rules' words), stepped through
// one at a time or replayed; the seats of the event shown light up on the table.

import { h as el } from "../../app/dom.js";
import { NS_RULES } from "./cards.js";
import { highlighted, renderTable } from "./table.js";

/** @typedef {import("./view.js").View} View @typedef {import("./view.js").Drawn} Drawn */

const DEAL_KEYS = new Set(["deal_children", "deal_adults"]);
const REPLAY_MS = 1100;

// ---- the events of the deal -----------------------------------------------------
/** @param {Drawn} v @returns {View["state"]["events"]} */
function collectEvents(v) {
  const { state } = v;
  const log = state.obs.log || [];
  // the words of each entry come from the rules library (Game.describe, the shell's log_text)
  const words = state.snap?.log_text || [];
  const offset = log.length - words.length;
  const out = [];
  let dealsSeen = 0;
  const total = log.filter((e) => DEAL_KEYS.has(e.key.slice(NS_RULES.length))).length;
  for (const entry of log) {
    const short = entry.key.slice(NS_RULES.length);
    if (DEAL_KEYS.has(short)) dealsSeen++;
    const section = dealsSeen >= total ? "now" : "before";
    out.push({ entry, section, short, text: words[out.length - offset] ?? "" });
  }
  // the round's opening line belongs to the deal after it
  for (let i = out.length - 2; i >= 0; i--) if (out[i].short === "round_start" || out[i].short === "new_deck") out[i].section = out[i + 1].section;
  return out;
}

/** @param {Drawn} v */
export function renderEvents(v) {
  const { state, T, caption, legend, stepList, bPrev, bNext, bReplay, stepPos } = v;
  const fresh = collectEvents(v);
  const sig = JSON.stringify(state.obs.log || []);
  if (sig !== state.lastSig) {
    const grew = state.lastSig && sig.startsWith(state.lastSig.slice(0, -1));
    state.lastSig = sig;
    state.events = fresh;
    if (state.follow || !grew || state.step >= state.events.length) {
      stopReplay(v);
      state.step = state.events.length - 1;
      state.follow = true;
    }
  } else {
    state.events = fresh; // same lines, maybe new words (the reference loaded)
  }
  stepList.replaceChildren();
  /** @type {string | null} */
  let section = null;
  state.events.forEach((ev, i) => {
    if (ev.section !== section) {
      section = ev.section;
      stepList.append(el("li", { class: "cu-step-head", "aria-hidden": "true", text: T(`steps.${section}`) }));
    }
    const li = el("li", {
      class: `cu-step cu-ev-${ev.short}${i === state.step ? " cu-step-on" : ""}`,
      dataset: { i: String(i), key: ev.short },
      "aria-current": i === state.step ? "step" : null,
    }, el("button", { type: "button", class: "cu-step-btn", onclick: () => { stopReplay(v); goStep(v, i); } }, ev.text));
    stepList.append(li);
  });
  bPrev.disabled = state.step <= 0;
  bNext.disabled = state.step >= state.events.length - 1;
  bReplay.disabled = !state.events.length;
  stepPos.textContent = state.events.length ? T("steps.pos", { i: state.step + 1, n: state.events.length }) : "";
  caption.textContent = state.events[state.step] ? state.events[state.step].text : "";
  caption.dataset.key = state.events[state.step]?.short || "";
  const hl = highlighted(v);
  legend.hidden = !(Number.isInteger(hl.target) || Number.isInteger(hl.victim));
  /** @type {HTMLElement} layout.js made it */ (legend.querySelector(".cu-lg-target")).hidden = !Number.isInteger(hl.target);
  /** @type {HTMLElement} layout.js made it */ (legend.querySelector(".cu-lg-victim")).hidden = !Number.isInteger(hl.victim);
  const on = /** @type {HTMLElement | null} */ (stepList.querySelector(".cu-step-on"));
  if (on) {
    // scroll the list only (never the page: an embed must not jump)
    const box = /** @type {HTMLElement | null} */ (on.closest(".cu-steps-scroll"));
    if (box) box.scrollTop = Math.max(0, on.offsetTop - box.offsetTop - box.clientHeight / 2);
  }
}

/** Light up event `i` of the deal. @param {View} v @param {number} i */
export function goStep(v, i) {
  const { state } = v;
  if (!state.events.length) return;
  const drawn = /** @type {Drawn} events come from a drawn snapshot */ (v);
  state.step = Math.max(0, Math.min(state.events.length - 1, i));
  state.follow = state.step === state.events.length - 1;
  renderTable(drawn);
  renderEvents(drawn);
}

/** @param {View} v */
export function stopReplay(v) {
  const { state, bReplay } = v;
  if (state.replayTimer) clearInterval(state.replayTimer);
  state.replayTimer = null;
  bReplay.classList.remove("cu-running");
}

/** @param {View} v */
export function replay(v) {
  const { state, bReplay } = v;
  stopReplay(v);
  // from the start of the previous deal (or of this one)
  const first = Math.max(0, state.events.findIndex((e) => DEAL_KEYS.has(e.short) || e.short === "round_start"));
  goStep(v, first);
  state.follow = false;
  bReplay.classList.add("cu-running");
  state.replayTimer = setInterval(() => {
    if (state.destroyed || state.step >= state.events.length - 1) { stopReplay(v); state.follow = true; return; }
    goStep(v, state.step + 1);
  }, REPLAY_MS);
}
