// Khronos view: three ages of one city (contract: web/app/README.md; the game's
// observation, action parts and preview: pylib/tabletop/khronos/game.py and observe.py).
//
// It draws the observation: the three boards (Might, Faith, Reason) side by
// side (one at a time behind tabs on a narrow screen), the buildings with their
// status (placed, shadow, ruin, renovated, printed), the domains outlined with
// their Military, Religious and Civil values, the players' Ecus, cubes and
// adventurers with the cards each may still pay, the viewer's own hand, the
// turn track with the earnings turns, the Hold'em row and, at the end, the
// earnings per board and domain.
//
// It offers exactly the actions of `snapshot.legal`, read from their parts
// (`snapshot.actions`: `{text, verb, args: [{kind, value}]}`), never from the
// text. A building action is chosen by its tile, then a square on a board, then
// its surcharge (picked with the kit: web/app/kit/picker.js); what it would do
// (its cost with the surcharge, the squares it covers, the ripple into the
// later ages, what it destroys, the junctions and the downsizing it forces)
// is the `preview` the rules library computes: the snapshot carries none (a
// turn has about a thousand builds), so the view asks for the one of the
// action pointed at or selected (`ctx.preview(text)`, the engine's `preview`,
// State.preview) and keeps the answers until the next snapshot. It draws
// them and never computes any of it.
//
// The view is a folder of modules over one hub, `ui` (./state.js documents it and the state
// object): ./layout.js builds the skeleton, ./words.js names things, ./boards.js draws the boards,
// ./panels.js the track, prompt, players, hand and actions, ./preview.js the preview and the confirm
// row, ./input.js turns pointer and keys into actions, ./final.js and ./help.js the end and the help.

import { announcer, helpDialog, useStylesheet } from "../../app/viewkit.js";
import { boards } from "./boards.js";
import { final } from "./final.js";
import { help as helpPart } from "./help.js";
import { input } from "./input.js";
import { layout } from "./layout.js";
import { panels } from "./panels.js";
import { preview } from "./preview.js";
import { BOARDS, createState, NS } from "./state.js";
import { words } from "./words.js";

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  /** @param {string} k @param {Record<string, unknown>} [args] */
  const T = (k, args) => ctx.t(NS + k, args);
  const lang = ctx.lang;
  /** @param {number} p */
  const seatName = (p) => ctx.seats?.[p]?.name || T("player", { n: p + 1 });
  const state = createState();
  const style = useStylesheet(new URL("./view.css", import.meta.url));

  const ui = /** @type {import("./state.js").KhView} the modules add the rest below */ ({ ctx, T, lang, seatName, state, root });
  Object.assign(ui, layout(ui));
  const { view, helpBtn, promptEl, handBox, actBox, previewBox } = ui;
  const live = announcer(view, { politeness: "polite" });
  const help = helpDialog(view, ctx, {
    id: "kh-help-dialog", title: T("help.title"), closeLabel: T("help.close"), loading: T("help.loading"),
    body: () => ui.helpBody(), onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("kh-help");
  Object.assign(ui, { live, help });
  for (const part of [words, input, boards, panels, preview, final, helpPart]) Object.assign(ui, part(ui));
  const keys = ui.bindInput();
  Object.assign(ui, { renderAll, rememberFocus });

  ctx.reference?.().then((r) => {
    state.ref = /** @type {import("./state.js").Ref | null} the rules' JSON */ (r || null);
    if (!state.destroyed && state.snap) renderAll();
  }).catch(() => {});

  /** every part redrawn from the state */
  function renderAll() {
    if (!state.snap || !state.obs) return;
    const focusSel = focusKey();
    ui.renderTrack();
    const pt = ui.promptText();
    promptEl.textContent = pt;
    promptEl.classList.toggle("kh-go", state.snap.legal?.length > 0 && !state.snap.over);
    ui.renderPlayers();
    ui.renderLayout();
    const recent = ui.recentCells();
    for (const board of BOARDS) ui.renderBoard(board, recent);
    ui.renderActions();
    ui.renderHand();
    ui.renderFinal();
    ui.renderInspect();
    ui.renderPreview(true);
    // a spectator (an embed before "Play on") has no hand, no actions and nothing to preview
    for (const box of [handBox, actBox, previewBox]) box.hidden = state.snap.viewer === null;
    restoreFocus(focusSel);
    ui.markCursor();
    if (pt && pt !== state.lastPrompt && state.snap.legal?.length) live.say(pt);
    state.lastPrompt = pt;
  }

  function focusKey() {
    const a = /** @type {HTMLElement | null} */ (document.activeElement);
    if (!a || !(actBox.contains(a) || handBox.contains(a) || previewBox.contains(a))) return null;
    if (a.id) return `#${CSS.escape(a.id)}`;
    for (const k of ["family", "text", "index"]) if (a.dataset?.[k] !== undefined) return `[data-${k}="${CSS.escape(a.dataset[k])}"]`;
    return null;
  }
  // An action sent redraws its button (and the others) disabled until it came back, which drops the
  // focus to <body>: the control that had it is remembered here (undefined: nothing, the focus was
  // not in the view; "": somewhere in the view without a key) and given the focus back afterwards.
  /** @type {string | undefined} */
  let focusBack;
  /** @param {boolean} [on] false: forget it (the action was not sent) */
  function rememberFocus(on = true) {
    const a = document.activeElement;
    focusBack = on && a && a !== document.body && view.contains(a) ? (focusKey() ?? "") : undefined;
  }
  /** @param {string | null} s */
  function restoreFocus(s) {
    const a = document.activeElement;
    const lost = !a || a === document.body || !a.isConnected;
    if (!state.pending && focusBack !== undefined) {
      // the action came back: the same control if it is still there and enabled, else the actions or the board
      const back = focusBack;
      focusBack = undefined;
      if (lost && s === null) {
        const el = /** @type {HTMLElement | null} */ ((back && view.querySelector(`${back}:not([disabled])`))
          || actBox.querySelector("button:not([disabled])") || ui.B[state.shown]?.grid || null);
        el?.focus({ preventScroll: true });
        return;
      }
    }
    if (!s) return;
    const el = /** @type {HTMLElement | null} */ (view.querySelector(`${s}:not([disabled])`) || actBox.querySelector("button:not([disabled])"));
    el?.focus({ preventScroll: true });
  }

  /** @param {TabletopSnapshot | null} snapshot */
  function render(snapshot) {
    if (state.destroyed || !snapshot) return;
    state.snap = snapshot;
    state.obs = /** @type {import("./state.js").Obs | null} the rules' JSON */ (snapshot.observation || null);
    if (!state.obs || !state.obs.boards) return;
    if (state.obs !== state.pvObs) {
      // another position (or the same one asked again): previews are asked again when pointed at
      state.pvObs = state.obs;
      state.pvCache = new Map();
      state.pvAsked.clear();
      state.pvAnnounce = null;
    }
    state.actions = snapshot.actions || [];
    state.legalSet = new Set(snapshot.legal || []);
    if (snapshot.viewer !== state.lastViewer) {
      // a hot-seat hand-over: nothing of the previous player's choices stays
      state.lastViewer = snapshot.viewer;
      state.fam = null; state.picked = []; state.variant = 0; state.handSel = []; state.hover = null;
      live.clear();
      state.lastPrompt = "";
      const mine = state.obs.adventurers?.[/** @type {number} a spectator (null) has none */ (snapshot.viewer)];
      if (mine?.length) state.shown = mine[0].board;
    }
    const sig = `${snapshot.viewer}|${(snapshot.legal || []).length}|${snapshot.legal?.[0] || ""}|${snapshot.legal?.[snapshot.legal.length - 1] || ""}|${state.obs.turn_number}|${state.obs.phase}`;
    if (sig !== state.legalSig) {
      state.legalSig = sig;
      // the legal list changed: a selection one of whose actions is gone is dropped (the families are still the old ones)
      if (!ui.selected().every((a) => state.legalSet.has(a.text))) { state.picked = []; state.variant = 0; }
      if (!state.actions.some((a) => a.verb === "exchange" || a.verb === "refill")) state.handSel = [];
    }
    ui.buildFamilies();
    // a selected place without legal actions left is dropped
    if (state.picked.length && !ui.selected().length) { state.picked = []; state.variant = 0; }
    view.dataset.phase = state.obs.phase || "";
    view.classList.toggle("kh-my-turn", (snapshot.legal || []).length > 0 && !snapshot.over);
    renderAll();
  }

  function destroy() {
    state.destroyed = true;
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}
