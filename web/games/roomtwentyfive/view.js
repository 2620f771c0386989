// Room 25 view: the sliding complex of one seat (contract: web/app/README.md).
//
// It draws the observation (the 5×5 complex, characters, robots, markers,
// the countdown, each character's programmed tokens) and offers exactly the
// actions of `snapshot.legal`, read from their parts (`snapshot.actions`:
// `{text, verb, args: [{kind, value}]}`, never from the text itself). Actions
// are grouped by verb ("look", "push", "control", "skill carry" ...) and their
// arguments are picked one at a time on the board: cells light up, characters
// light up, the arrows at the edges of the grid slide lines. It never derives
// legality: a target is clickable only because a legal action names it.
//
// A slide of a row or column (observation `last_shift`) is animated: the line
// moves by one cell and the tile pushed off one edge comes round from the
// other side. Nothing secret of other seats is ever drawn: face-down rooms are
// named only when the viewer looked at them, other characters' programmed
// tokens show face down until executed.
//
// The parts: state.js (the one mutable state and its shape), layout.js (the
// skeleton), words.js (names), choice.js (legal actions as families and
// units), input.js (clicks and keys → actions), board.js (the complex),
// motion.js (slides, swaps, walking), panel.js and program.js (the viewer's
// choices), readouts.js (header, characters, banner), help.js (rules help).

import { announcer, flipFirst, flipPlay, helpDialog, onViewKeys, reducedMotion, teardown, useStylesheet } from "../../app/viewkit.js";
import { renderBoard } from "./board.js";
import { choice } from "./choice.js";
import { helpBody } from "./help.js";
import { bindKeys } from "./input.js";
import { buildLayout } from "./layout.js";
import { animateShift, tokenKey, tokens } from "./motion.js";
import { focusSelector, renderPanel, restoreFocus } from "./panel.js";
import { renderBanner, renderChars, renderInfo } from "./readouts.js";
import { createState, forgetPrograms } from "./state.js";
import { makeWords } from "./words.js";

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  const s = createState();
  const w = makeWords(ctx, s);
  const style = useStylesheet(new URL("./view.css", import.meta.url));

  ctx.reference?.().then((r) => {
    s.ref = /** @type {import("./state.js").Ref | null} JSON of Game.reference() */ (r || null);
    if (!s.destroyed && s.snap) render(s.snap);
  }).catch(() => {});

  const dom = buildLayout(root, ctx, w.T, {
    onHelp: () => help.open(),
    onReplay: () => { if (s.obs?.last_shift) animateShift(dom.board, s.obs.last_shift, reducedMotion()); },
  });
  const { view, board, panel, caption, legend, replayBtn } = dom;
  const live = announcer(view, { politeness: "assertive" });
  /** @type {import("./state.js").R25View} */
  const v = { ctx, s, dom, w, live, render, reduced: reducedMotion };
  const help = helpDialog(view, ctx, {
    id: "r25-help-dialog", title: w.T("help.title"), body: () => helpBody(v),
    onClose: () => dom.helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("r25-help");
  const keys = onViewKeys(root, (e) => {
    if (e.key === "?") { e.preventDefault(); help.open(); }
  });
  const unbindKeys = bindKeys(v);

  /** the targets of the current step: rooms, characters and lines a legal action names next */
  function stepTargets() {
    const targets = new Set();
    const charTargets = new Set();
    const lines = new Set();
    if (!s.actions.some((a) => a.verb === "program")) {
      for (const u of choice(s).nextUnits) {
        if (u.type === "cell") targets.add(u.v);
        else if (u.type === "char") charTargets.add(u.v);
        else if (u.type === "line") lines.add(u.v);
      }
    }
    return { targets, charTargets, lines };
  }

  /** @param {TabletopSnapshot | null} snapshot */
  function render(snapshot) {
    if (s.destroyed || !snapshot) return;
    const prevPositions = flipFirst(tokens(board), tokenKey);
    s.snap = snapshot;
    s.obs = /** @type {import("./state.js").Obs} the rules' JSON */ (snapshot.observation || {});
    const obs = s.obs;
    if (!obs.grid) return;
    s.legal = snapshot.legal || [];
    s.legalSet = new Set(s.legal);
    s.actions = snapshot.actions || [];
    const legal = s.legal;
    if (snapshot.viewer !== s.lastViewer) {
      // a hot-seat hand-over: nothing read to the previous player may be read to the next one
      s.lastViewer = snapshot.viewer;
      s.family = null; s.picked = []; forgetPrograms(s);
      live.clear();
      caption.textContent = "";
      s.lastPrompt = "";
    }
    // tokens picked and not programmed are kept for one programming (one turn's) only
    const progTurn = obs.phase === "program" ? String(obs.turn) : "";
    if (progTurn !== s.progTurn) { s.progTurn = progTurn; forgetPrograms(s); }
    const sig = `${snapshot.viewer}|${legal.length}|${legal[0] || ""}|${legal[legal.length - 1] || ""}|${obs.decision?.kind}|${obs.decision?.char}`;
    if (sig !== s.choiceSig) {
      s.choiceSig = sig;
      s.family = null;
      s.picked = [];
    }
    view.dataset.phase = obs.phase || "";
    view.dataset.mode = obs.mode || "";
    view.dataset.decision = obs.decision?.kind || "";
    view.classList.toggle("r25-my-turn", legal.length > 0);
    // targets are the viewer's choices: a spectator (an embed before "Play on") has none
    /** @type {HTMLElement} made by layout.js */ (legend.querySelector("#r25-lg-target")).hidden = snapshot.viewer === null;
    const { targets, charTargets, lines } = stepTargets();
    renderInfo(v);
    const rebuilt = renderBoard(v, targets, charTargets, lines);
    const focusKey = focusSelector(panel);
    renderPanel(v);
    restoreFocus(panel, focusKey);
    renderChars(v);
    renderBanner(v);
    const lt = snapshot.log_text || [];
    caption.textContent = lt.length ? lt[lt.length - 1] : "";
    replayBtn.hidden = !(obs.last_shift && (obs.last_shift.kind === "row" || obs.last_shift.kind === "col" || obs.last_shift.kind === "swap"));
    // slide animation of the newest shift (not on the first render of a mount)
    const ls = obs.last_shift;
    const seq = ls?.seq ?? 0;
    if (s.lastSeq !== null && ls && seq > s.lastSeq) animateShift(board, ls, reducedMotion());
    else if (rebuilt && prevPositions.size) flipPlay(tokens(board), prevPositions, tokenKey);
    s.lastSeq = seq;
    board.dataset.seq = String(seq);
    if (s.lastSeq === seq && !board.classList.contains("r25-sliding")) board.dataset.animDone ??= String(seq);
    const promptText = legal.length ? panel.querySelector("#r25-prompt")?.textContent || "" : "";
    if (promptText && promptText !== s.lastPrompt && !s.pending) live.say(promptText);
    s.lastPrompt = promptText;
  }

  function destroy() {
    s.destroyed = true;
    if (s.slideTimer) clearTimeout(s.slideTimer);
    unbindKeys();
    teardown(root, keys, help, live, style);
  }

  return { render, destroy };
}
