// Polis: Fight for the Hegemony — the view (contract: web/app/README.md; rules: docs/rules/polis.md).
//
// It draws the observation: a map of Greece laid out as a grid of land, sea and
// market cards (north at the top; the true adjacency drawn as lines behind the
// cards, from the rules' reference().map), each polis with its values, the
// units of both sides against the round's stacking limit, the trade ports and
// the proxenoi; the round track, the event, both player boards, the markets and
// the project tiles; sieges and battles step by step; the round end as a list
// of steps; the final breakdown.
//
// A pass that would end the game at the round end (a famine, or no prestige left) is
// warned before it is made: the rules' preview of "pass" (ctx.preview) on the pass
// control, in the status line and read out, with what can still help this turn.
//
// It offers exactly the actions of `snapshot.legal`, read from their parts
// (`snapshot.actions`: `{text, verb, args: [{kind, value}]}`): a verb is chosen
// in the action bar (or by clicking a target on the map first), then its
// arguments one at a time — map arguments (land, sea, polis, market) light up
// on the map, the others (counts, payment, tiles, goods, cards) are buttons.
// It never derives legality and never parses an action's text.
//
// The view is a folder of parts over one state object (state.js: `S`, documented there): layout.js builds
// the skeleton, words.js and labels.js put things into words, input.js turns clicks into actions, map.js,
// actions.js, panels.js and fight.js draw, help.js fills the help dialog; this file wires them and renders.

import { reducedMotion, teardown } from "../../app/viewkit.js";
import { MAP_KINDS, NS } from "./consts.js";
import { makeActionPanel } from "./actions.js";
import { makeFight } from "./fight.js";
import { makeHelp } from "./help.js";
import { makeInput } from "./input.js";
import { makeLabels } from "./labels.js";
import { buildLayout } from "./layout.js";
import { makeMap } from "./map.js";
import { makePanels } from "./panels.js";
import { createState } from "./state.js";
import { makeWords } from "./words.js";

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  const S = createState();
  /** @param {string} key @param {Record<string, unknown>} [args] */
  const T = (key, args) => ctx.t(NS + key, args);
  const lang = ctx.lang;
  const V = /** @type {import("./state.js").PolisView} the parts add the rest below */ ({ root, ctx, S, T, lang, reduced: reducedMotion });
  // the parts in order: each reads what the earlier ones gave (see PolisView in state.js)
  for (const part of [buildLayout, makeWords, makeLabels, makeInput, makeMap, makeActionPanel, makePanels, makeFight, makeHelp]) {
    Object.assign(V, part(V));
  }
  Object.assign(V, { render, renderAll });
  const {
    actEl, announce, askFamine, autoPick, choice, families, firstMapArg, help, keys, live, mapGrid, onMapKey,
    renderAct, renderBoards, renderFight, renderFinal, renderMap, renderMarkets, renderProjects, renderRound,
    renderRoundEnd, resizeObs, stopStory, style, syncStory, view,
  } = V;

  // ---- render -------------------------------------------------------------------------------------------
  /** draw everything from the state; returns the prompt */
  function renderAll() {
    if (!S.snap || !S.obs) return;
    const c = choice();
    // targets on the map: the next argument's map units; "can": the first map argument of every legal action
    /** @type {Set<string>} */
    const targets = new Set();
    /** @type {Set<string>} */
    const can = new Set();
    for (const u of c.nextUnits) if (MAP_KINDS.has(u.type)) targets.add(`${u.type}:${u.v}`);
    if (!c.fam) {
      for (const [, list] of c.fams) for (const x of list) { const u = firstMapArg(x); if (u) can.add(`${u.type}:${u.v}`); }
    }
    if (S.here) targets.add(`${S.here.type}:${S.here.v}`);
    S.chosenKeys = new Set(S.picked.filter((u) => MAP_KINDS.has(u.type)).map((u) => `${u.type}:${u.v}`));
    view.classList.toggle("po-my-turn", S.actions.length > 0 && !S.snap.over);
    view.dataset.phase = S.obs.phase || "";
    view.dataset.verb = c.fam || "";
    renderRound();
    const focusSel = focusSelector(actEl);
    const ptext = renderAct(c);
    restoreFocus(actEl, focusSel);
    renderFight();
    renderRoundEnd();
    renderMap(targets, can);
    renderBoards();
    renderMarkets();
    renderProjects();
    renderFinal();
    return ptext;
  }

  /** @param {Element} box */
  function focusSelector(box) {
    const a = /** @type {HTMLElement | null} */ (document.activeElement);
    if (!a || !box.contains(a)) return null;
    if (a.id) return `#${CSS.escape(a.id)}`;
    if (a.dataset?.verb) return `[data-verb="${CSS.escape(a.dataset.verb)}"]`;
    if (a.dataset?.unit) return `[data-unit="${CSS.escape(a.dataset.unit)}"]`;
    return null;
  }

  /** @param {Element} box @param {string | null} sel */
  function restoreFocus(box, sel) {
    if (!sel) return;
    const el = /** @type {HTMLElement | null} */ (box.querySelector(`${sel}:not([disabled])`));
    el?.focus({ preventScroll: true });
  }

  /** @param {TabletopSnapshot | null} snapshot */
  function render(snapshot) {
    if (S.destroyed || !snapshot) return;
    S.snap = snapshot;
    let obs = /** @type {import("./state.js").Obs} the rules' JSON */ (snapshot.observation || {});
    if (!obs.players && Array.isArray(obs.sides)) obs = { ...obs, players: obs.sides };
    S.obs = obs;
    if (!obs.players) return;
    S.legalSet = new Set(snapshot.legal || []);
    S.actions = snapshot.actions || [];
    if (snapshot.viewer !== S.lastViewer) {
      // a hot-seat hand-over: nothing chosen or read to the previous player stays
      S.lastViewer = snapshot.viewer;
      S.fam = null; S.picked = []; S.history = []; S.here = null; S.cardSel = [];
      live.clear();
      S.lastPrompt = "";
    }
    const sig = `${snapshot.viewer}|${obs.phase}|${(snapshot.legal || []).length}|${snapshot.legal?.[0] || ""}|${snapshot.legal?.[snapshot.legal.length - 1] || ""}`;
    if (sig !== S.choiceSig) {
      S.choiceSig = sig;
      S.fam = null; S.picked = []; S.history = []; S.here = null; S.cardSel = []; S.lastFromMap = false;
      // a step of an open action with a single family of targets: choose it at once
      const fams = families();
      if (obs.phase !== "action" && S.actions.length) {
        const withMap = [...fams.entries()].filter(([, l]) => l.some((x) => x.args.some((u) => MAP_KINDS.has(u.type))));
        if (withMap.length === 1) { S.fam = withMap[0][0]; autoPick(); }
      }
    }
    // the nodes named by the newest log entry
    const lastE = obs.log?.[obs.log.length - 1]?.args || {};
    S.lastNodes = new Set([lastE.land, lastE.sea, lastE.node, lastE.dest, lastE.src].filter((x) => typeof x === "string"));
    syncStory();
    askFamine();
    const ptext = renderAll();
    if (ptext && S.actions.length && ptext !== S.lastPrompt && !S.pending) announce(ptext);
    S.lastPrompt = S.actions.length ? ptext : "";
    S.firstRender = false;
  }

  function destroy() {
    S.destroyed = true;
    stopStory();
    resizeObs?.disconnect();
    mapGrid.removeEventListener("keydown", onMapKey);
    teardown(root, keys, help, live, style);
  }

  return { render, destroy };
}
