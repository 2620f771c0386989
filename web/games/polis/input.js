// Polis view: input — the legal actions as families of argument units, and picking them by buttons or the map.
//
// It offers exactly the actions of `snapshot.legal`, read from their parts; it never derives legality.

import { MAP_KINDS } from "./consts.js";
import { candidates, pickStep, sendAction } from "../../app/viewkit.js";

/** @typedef {import("../../app/kit/picker.js").Unit} Unit @typedef {import("../../app/kit/picker.js").Candidate} Candidate */

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makeInput(V) {
  const { S, T, actEl, ctx, locked, mapGrid, reduced, view } = V;

  // ---- the legal actions as families of argument units --------------------------------
  /** an argument's key: "wheat+wool" for a list of goods @param {import("../../app/kit/picker.js").ArgPart} arg */
  const unitKey = (arg) => (Array.isArray(arg.value) ? arg.value.join("+") : String(arg.value));

  /** the legal actions by verb */
  function families() {
    /** @type {Map<string, Candidate[]>} */
    const fams = new Map();
    for (const x of candidates(S.actions, unitKey)) {
      const verb = /** @type {string} the rules name every action's verb */ (x.verb);
      if (!fams.has(verb)) fams.set(verb, []);
      /** @type {Candidate[]} set just above */ (fams.get(verb)).push(x);
    }
    return fams;
  }

  /** The state of the choice: candidates matching the picks, and the options of the next argument. */
  function choice() {
    const fams = families();
    const f = S.fam && fams.has(S.fam) ? S.fam : null;
    const { cands, choices, complete } = pickStep(f ? /** @type {Candidate[]} */ (fams.get(f)) : [], S.picked);
    return { fams, fam: f, cands, nextUnits: choices, complete };
  }

  /** Pick the arguments that have only one possible value (the sea of a polis, the market's sea, …). */
  function autoPick() {
    for (let guard = 0; guard < 8; guard++) {
      const c = choice();
      if (!c.fam || c.complete.length || c.nextUnits.length !== 1) return c;
      // the action's target on the map is always the player's click, even when it is the only one
      if (MAP_KINDS.has(c.nextUnits[0].type) && !S.picked.some((u) => MAP_KINDS.has(u.type))) return c;
      S.picked = [...S.picked, c.nextUnits[0]];
    }
    return choice();
  }

  /** @param {string} verb */
  function chooseVerb(verb) {
    if (locked()) return;
    const list = families().get(verb) || [];
    if (!list.length) return;
    S.here = null;
    if (list.length === 1 && !list[0].args.length) { play(list[0].text); return; }
    S.fam = S.fam === verb && !S.picked.length ? null : verb;
    S.picked = []; S.history = [];
    S.lastFromMap = false;
    S.cardSel = [];
    const c = autoPick();
    if (c.complete.length === 1 && !c.nextUnits.length && !S.lastFromMap && S.picked.every((u) => !MAP_KINDS.has(u.type))) {
      // a verb whose arguments all follow (e.g. "buy wheat"): nothing more to ask
      play(c.complete[0].text);
      return;
    }
    V.render(S.snap);
    focusFirstOption();
  }

  /** @param {Unit} u @param {boolean} [fromMap] */
  function pick(u, fromMap) {
    if (locked()) return;
    const c = choice();
    if (!c.fam) return;
    if (!c.nextUnits.some((x) => x.type === u.type && x.v === u.v)) return;
    S.history.push(S.picked.length);
    S.picked = [...S.picked, u];
    S.lastFromMap = !!fromMap;
    const after = autoPick();
    if (after.complete.length === 1 && !after.nextUnits.length && !S.lastFromMap) {
      play(after.complete[0].text);
      return;
    }
    V.render(S.snap);
    if (!fromMap) focusFirstOption();
    else {
      /** @type {HTMLElement | null} */ (actEl.querySelector("#po-confirm, .po-opt"))?.focus({ preventScroll: true });
      showAct();
    }
  }

  /**
   * After a tap on the map, what is left to do in the action panel (the confirm button, the options) comes into
   * sight with the prompt: on a narrow screen the panel lies above the map and does not stick. Only on the app's
   * own page: in a frame (an embed), scrolling would move the page around it too (as web/app/wait.js).
   */
  function showAct() {
    if (window.parent !== window) return;
    const goal = actEl.querySelector("#po-confirm, #po-here .po-opt, #po-opts .po-opt");
    const prompt = actEl.querySelector("#po-prompt");
    if (!goal || !prompt) return; // the next choice is on the map again
    // below the shell's sticky top bar: the panel's scroll-margin-top (view.css)
    const top = parseFloat(getComputedStyle(actEl).scrollMarginTop) || 0;
    /** @param {Element} el */
    const seen = (el) => { const r = el.getBoundingClientRect(); return r.top >= top && r.bottom <= window.innerHeight; };
    if (seen(prompt) && seen(goal)) return;
    const behavior = reduced() ? "auto" : "smooth";
    const fits = goal.getBoundingClientRect().bottom - prompt.getBoundingClientRect().top <= window.innerHeight - top;
    if (fits) actEl.scrollIntoView({ block: "start", behavior });
    else goal.scrollIntoView({ block: "center", behavior });
  }

  /** A click on a map target: the next argument if it is one, else the actions possible there. */
  /** @param {string} type @param {string} v @param {Event} [e] */
  function onTarget(type, v, e) {
    e?.stopPropagation?.();
    if (locked() || !S.actions.length) return;
    const c = choice();
    if (c.fam) {
      const u = c.nextUnits.find((x) => x.type === type && x.v === v);
      if (u) { pick(u, true); return; }
    }
    // no verb chosen (or not a target of it): what can be done here
    const verbs = versHere(type, v);
    if (!verbs.length) { if (c.fam) ctx.toast?.(T("hint.not_target")); return; }
    if (verbs.length === 1) {
      S.fam = verbs[0];
      S.picked = []; S.history = [];
      S.here = null;
      startAt(type, v);
      return;
    }
    S.fam = null;
    S.picked = []; S.history = [];
    S.here = { type, v };
    V.render(S.snap);
    /** @type {HTMLElement | null} */ (actEl.querySelector(".po-here-btn"))?.focus({ preventScroll: true });
    showAct();
  }

  /** A map button that is no target now is dimmed: out of the Tab order, and Enter or a click does nothing. */
  /** @param {boolean} lit @returns {Record<string, string>} */
  function litAttrs(lit) {
    return lit ? {} : { "aria-disabled": "true", tabindex: "-1" };
  }

  /** @param {string} type @param {string} v @param {Event} [e] */
  function onLitTarget(type, v, e) {
    e?.stopPropagation?.();
    if (/** @type {Element | null | undefined} */ (e?.currentTarget)?.getAttribute?.("aria-disabled") === "true") return;
    onTarget(type, v, e);
  }

  /** @param {string} type @param {string} v */
  function versHere(type, v) {
    /** @type {string[]} */
    const out = [];
    for (const [verb, list] of families()) {
      if (list.some((x) => x.args.some((u) => u.type === type && u.v === v && MAP_KINDS.has(u.type)) && firstMapArg(x)?.type === type && firstMapArg(x)?.v === v)) out.push(verb);
    }
    return out;
  }

  /** @param {Candidate} x */
  const firstMapArg = (x) => x.args.find((u) => MAP_KINDS.has(u.type));

  /** Choose the verb `fam` and pick its arguments up to the map target (type, v). */
  /** @param {string} type @param {string} v */
  function startAt(type, v) {
    S.picked = []; S.history = [];
    S.lastFromMap = false;
    for (let guard = 0; guard < 8; guard++) {
      const c = choice();
      const u = c.nextUnits.find((x) => x.type === type && x.v === v);
      if (u) { pick(u, true); return; }
      if (c.nextUnits.length !== 1) break;
      S.picked = [...S.picked, c.nextUnits[0]];
    }
    V.render(S.snap);
  }

  /** Take back the player's last choice (the arguments picked for them with it go too). */
  function back() {
    if (S.here) S.here = null;
    else if (S.history.length) S.picked = S.picked.slice(0, /** @type {number} not empty */ (S.history.pop()));
    else { S.fam = null; S.picked = []; S.history = []; }
    S.cardSel = [];
    S.lastFromMap = false;
    V.render(S.snap);
  }

  /** @param {string} text */
  function play(text) {
    sendAction(ctx, S, text, {
      view, pendingClass: "po-pending", busy: locked, redraw: () => V.render(S.snap),
      onPlayed: () => {
        S.fam = null;
        S.picked = []; S.history = [];
        S.here = null;
        S.cardSel = [];
        S.lastFromMap = false;
      },
    });
  }

  function focusFirstOption() {
    requestAnimationFrame(() => {
      if (S.destroyed) return;
      const el = /** @type {HTMLElement | null} */ (actEl.querySelector(".po-opt:not([disabled]), #po-confirm") || mapGrid.querySelector(".po-target"));
      el?.focus({ preventScroll: true });
    });
  }

  return { families, choice, autoPick, chooseVerb, pick, litAttrs, onLitTarget, versHere, firstMapArg, startAt, back, play };
}
