// Magic circle view: the circles, hands and stocks of one seat's table
// (contract: web/app/README.md).
//
// It draws the observation (each seat's circle of 17 positions, stock, hand
// and dealt coin as far as the viewer may see them, the pile, the match and
// turn, the live score preview, every finished match's score breakdown and
// the game summary) and offers exactly the actions of `snapshot.legal`:
// select a coin (hand slot or dealt coin), and the positions, the stock or
// the stocks' salvage coins for which a legal text exists light up; click
// (or press Enter on) one to act. It never decides what is legal: the targets
// come from the snapshot's `actions` (each legal action's parts: `source`,
// `position`, `stock`, from `MagicCircle.action_parts`), never from parsing
// action texts.
//
// "How to play" (the help dialog, viewkit's helpDialog) holds a rules
// summary and the formation list of `ctx.reference()`: the scorer's own table
// (`MagicCircle.reference()` in Python). Formations the project added are
// marked as such in words; whether they score is the game's option
// `added_formations` (`observation.added_formations`).
//
// The view is a folder of modules over one state object (state.js: `ViewState`, and `View`, what
// the modules share): layout.js builds the skeleton, input.js turns clicks and keys into actions,
// circle.js, board.js and breakdown.js draw the seats, panels.js the readouts around them and
// help.js the help dialog. This file mounts them and renders each snapshot.

import { onViewKeys, teardown, useStylesheet } from "../../app/viewkit.js";
import { boards } from "./board.js";
import { breakdowns } from "./breakdown.js";
import { circles } from "./circle.js";
import { input } from "./input.js";
import { layout } from "./layout.js";
import { panels } from "./panels.js";
import { createState, movesOf, drawn } from "./state.js";

const NS = "magiccircle.view.";
const NS_RULES = "magiccircle.";

/** @param {HTMLElement} root @param {TabletopCtx} ctx */
export function mount(root, ctx) {
  /** @param {string} key @param {Record<string, unknown>} [args] */
  const T = (key, args) => ctx.t(NS + key, args);
  /** @param {string} key @param {Record<string, unknown>} [args] */
  const R = (key, args) => ctx.t(NS_RULES + key, args);
  const lang = ctx.lang === "ja" ? "ja" : "en";
  const otherLang = lang === "ja" ? "en" : "ja";
  /** @param {number} p */
  const name = (p) => ctx.seats?.[p]?.name || ctx.t("core.player", { n: p + 1 });
  /** @param {string | null} c */
  const coinName = (c) => (c === "?" ? T("coin.hidden") : c ? R(`coin.${c}`) : T("coin.none"));
  /** @param {string} id */
  const posName = (id) => R(`position.${id}`);
  // one number format everywhere, the one of tabletop.core.i18n.number: "131,900" in both languages
  /** @param {number} n */
  const fmt = (n) => (Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: 2 }) : String(n));

  const st = createState();
  /** @param {string | null} src */
  const sourceCoin = (src) => {
    const viewer = st.snap?.viewer;
    const seat = viewer === null || viewer === undefined ? undefined : st.obs?.seats?.[viewer];
    if (!seat || !src) return null;
    if (src === "d") return seat.dealt;
    return seat.hand[Number(src.slice(1)) - 1];
  };
  /** @param {string} src */
  const sourceLabel = (src) => (src === "d" ? T("dealt") : T("hand.slot", { n: src.slice(1) }));
  const v = /** @type {import("./state.js").View} layout() and the modules add the rest below */ ({ ctx, root, st, lang, otherLang, T, R, name, coinName, posName, fmt, sourceCoin, sourceLabel });
  const style = useStylesheet(new URL("./view.css", import.meta.url));
  const dom = layout(root, v);
  v.dom = dom;
  const { view, boards: boardsBox } = dom;
  Object.assign(v, input(v));
  Object.assign(v, circles(v), breakdowns(v), boards(v), panels(v), { draw });
  const keys = onViewKeys(root, v.onKey);

  function trackChanges() {
    const { obs } = drawn(st);
    if (obs.match !== st.lastMatch) {
      st.lastMatch = obs.match;
      st.prevCircles = [];
      st.lastChanged = [];
    }
    st.fresh = [];
    obs.seats.forEach((seat, p) => {
      const prev = st.prevCircles[p];
      /** @type {Set<string>} */
      const changed = new Set();
      if (prev) obs.positions.forEach((pos) => { if (prev[pos.index] !== seat.circle[pos.index]) changed.add(pos.id); });
      st.fresh[p] = changed;
      if (changed.size) st.lastChanged[p] = changed;
      st.prevCircles[p] = [...seat.circle];
    });
  }

  function draw() {
    if (!st.snap || st.destroyed) return;
    const { obs, snap } = drawn(st);
    const focused = /** @type {HTMLElement | null | undefined} */ (document.activeElement?.closest?.("[data-fk]"))?.dataset.fk || null;
    view.dataset.phase = obs.phase || "";
    view.dataset.mode = obs.mode || "";
    view.classList.toggle("mc-my-turn", st.legal.size > 0);
    view.classList.toggle("mc-selecting", !!st.sel);
    v.renderInfo();
    v.renderBar();
    const n = obs.players;
    const me = typeof snap.viewer === "number" && Number.isInteger(snap.viewer) ? snap.viewer : 0;
    const order = [me, ...[...Array(n).keys()].filter((p) => p !== me)];
    boardsBox.replaceChildren(...order.map((p, i) => v.boardEl(p, { main: i === 0 })));
    boardsBox.dataset.players = String(n);
    v.renderResult();
    v.renderSummary();
    if (focused) {
      const el = /** @type {HTMLElement | null} */ (view.querySelector(`[data-fk="${CSS.escape(focused)}"]`));
      if (el) el.focus({ preventScroll: true });
    } else if (st.focusBack && !st.pending) {
      // a move came back (input.js act()): the focus it dropped goes to the control pressed if it is
      // still there, else to the hand slot the coin came from, else to the hand; never when it went elsewhere
      const keys = st.focusBack;
      st.focusBack = null;
      const a = document.activeElement;
      if (!a || a === document.body || !a.isConnected) {
        const el = /** @type {HTMLElement | null} */ (keys.map((k) => view.querySelector(`[data-fk="${CSS.escape(k)}"]`)).find(Boolean)
          || view.querySelector(".mc-board-me [data-fk^='src:']") || view.querySelector("[data-fk]"));
        el?.focus({ preventScroll: true });
      }
    }
  }

  /** @param {TabletopSnapshot} snapshot */
  function render(snapshot) {
    if (st.destroyed || !snapshot) return;
    st.snap = snapshot;
    st.obs = /** @type {import("./state.js").Obs} the rules' observation */ (snapshot.observation || {});
    st.legal = new Set(snapshot.legal || []);
    st.moves = movesOf(snapshot.actions || []);
    if (snapshot.viewer !== st.viewerSeen) {
      // another player's screen now: nothing the previous one was told stays in the readout
      st.viewerSeen = snapshot.viewer;
      st.sel = null;
      st.wasMine = false;
      dom.live.clear();
    }
    if (st.sel && !st.moves.sources.has(st.sel)) st.sel = null;
    trackChanges();
    // a newly finished match opens its breakdown (once per viewer)
    const hist = st.obs.history || [];
    const key = String(snapshot.viewer);
    const seen = st.seenHistory.get(key);
    if (seen === undefined) {
      st.seenHistory.set(key, hist.length);
      // a finished game, or an embed (a wiki page showing a scored match), opens the last breakdown
      if ((st.obs.phase === "over" || ctx.embed) && hist.length) st.shownMatch = hist[hist.length - 1].match;
    } else if (hist.length > seen) {
      st.seenHistory.set(key, hist.length);
      st.shownMatch = hist[hist.length - 1].match;
      v.announce(T("result.title", { match: st.shownMatch }) + " — " + v.endText(hist[hist.length - 1]));
    }
    draw();
    const mine = st.legal.size > 0;
    if (mine && !st.wasMine) v.announce(dom.prompt.textContent);
    st.wasMine = mine;
  }

  function destroy() {
    st.destroyed = true;
    teardown(root, keys, dom.help, dom.live, style);
  }

  return { render, destroy };
}
