// Laser Reflection view: the page around the board, drawn from the state: the heading
// and its clock, the stock of tiles, the action buttons and the construction's verdict,
// the Start cover and the banner.

import { h as el } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { GLYPH, tileIcon, fmtClock } from "./draw.js";
import { FINISHED, canEdit, stockKinds, remaining, tileName } from "./state.js";
import { paintClock } from "./timer.js";
import { selectKind, resetConfirm } from "./acting.js";
import { onStockPointerDown } from "./input.js";

/** @typedef {import("./state.js").LaserView} LaserView */

/** Title (round, puzzle, build) and the line under it: size, tiles, difficulty, team, hints. @param {LaserView} v */
export function renderTop(v) {
  const { s, dom, T, name } = v;
  const { obs, me, n } = s;
  const phase = obs.phase;
  let title;
  if (phase === "construction") title = T(me ? "title.build" : "title.build_watch");
  else if (phase === "over") title = v.ctx.t("app.result.title");
  else if (obs.mode === "solo") title = T("title.solo", { k: obs.round });
  else {
    const creator = me && Number.isInteger(me.solving) ? me.solving : null;
    title = creator !== null
      ? T("title.round_of", { round: obs.round, rounds: obs.rounds, name: name(creator) })
      : T("title.round", { round: obs.round, rounds: obs.rounds });
  }
  dom.titleEl.textContent = title;
  const total = Object.values(obs.stock || {}).reduce((a, x) => a + x, 0);
  const bits = [T("sub.size", { n, items: total })];
  if (obs.warps?.length) bits.push(T("sub.warps"));
  if (phase !== "construction" && obs.puzzle) {
    if (Number.isInteger(obs.puzzle.difficulty)) bits.push(T("sub.difficulty", { stars: "★".repeat(obs.puzzle.difficulty) + "☆".repeat(Math.max(0, 5 - obs.puzzle.difficulty)) }));
    if (obs.puzzle.unique === true) bits.push(T("sub.unique"));
    else if (obs.puzzle.unique === false) bits.push(T("sub.several"));
  }
  if (obs.teams) {
    const mine = obs.teams.findIndex((/** @type {(number | null | undefined)[]} */ t) => t.includes(s.snap?.viewer));
    if (mine >= 0) bits.push(T("sub.team", { team: mine + 1 }));
  }
  // solo: the hint count has its place from the start, so the line does not grow when it appears
  const hintsShown = obs.mode === "solo" && me && phase !== "over";
  const hints = me?.hints || 0;
  dom.subText.textContent = bits.join(" · ");
  dom.subHints.hidden = !hintsShown;
  dom.subHints.textContent = ` · ${T("sub.hints", { count: hints })}`;
  dom.subHints.classList.toggle("lr-reserved", hints === 0);
  dom.subHints.setAttribute("aria-hidden", String(hints === 0));
  paintClock(v);
}

/** A new button of the stock (kept across renders: it may hold the focus or a pointer capture). @param {LaserView} v @param {string} ch */
function stockButton(v, ch) {
  const button = el("button", { type: "button", class: "lr-stock-item", dataset: { tile: ch } });
  button.addEventListener("click", () => selectKind(v, ch));
  button.addEventListener("pointerdown", (e) => onStockPointerDown(v, e, ch));
  return button;
}

/** The stock: one button a kind with what is left of it, the selected one pressed. @param {LaserView} v */
export function renderStock(v) {
  const { s, dom, T } = v;
  const { obs, me } = s;
  const { stockList } = dom;
  const kinds = stockKinds(s);
  const interactive = canEdit(s);
  if (s.selected && !kinds.includes(s.selected)) s.selected = null;
  if (s.advanceOnEmpty && s.selected && remaining(s, s.selected) <= 0) {
    const i = kinds.indexOf(s.selected);
    const next = [...kinds.slice(i + 1), ...kinds.slice(0, i)].find((k) => remaining(s, k) > 0);
    if (next) s.selected = next;
  }
  s.advanceOnEmpty = false;
  if (!s.selected) s.selected = kinds.find((k) => remaining(s, k) > 0) || kinds[0] || null;
  dom.stockBox.hidden = !me || !me.grid || obs.phase === "over" || obs.phase === "between" || (obs.phase === "solving" && me.status === "sitting_out");
  const existing = new Map([...stockList.children].map((x) => [x.dataset.tile, x]));
  const ordered = kinds.map((ch, i) => {
    const button = existing.get(ch) || stockButton(v, ch);
    const left = remaining(s, ch);
    const all = obs.stock[ch];
    const keyHint = i < 10 ? String((i + 1) % 10) : "";
    button.replaceChildren(
      tileIcon(ch, 28),
      el("span", { class: "lr-stock-count", text: `${left}` }, el("span", { class: "lr-stock-of", text: `/${all}` })),
      keyHint ? el("kbd", { class: "lr-key", "aria-hidden": "true", "data-key-hint": keyHint }) : null,
    );
    button.setAttribute("aria-pressed", String(ch === s.selected));
    button.setAttribute("aria-label", T("stock.item", { tile: tileName(v, ch), left, all, key: keyHint }));
    button.title = `${tileName(v, ch)} (${GLYPH[ch]}) — ${T("stock.left", { left, all })}`;
    button.classList.toggle("lr-empty", left <= 0);
    button.disabled = !interactive;
    button.dataset.left = String(left);
    button.dataset.all = String(all);
    return button;
  });
  // re-append only when the kinds change: moving a node drops its focus and pointer capture
  const same = ordered.length === stockList.children.length && ordered.every((x, i) => stockList.children[i] === x);
  if (!same) stockList.replaceChildren(...ordered);
  const leftTotal = kinds.reduce((a, ch) => a + remaining(s, ch), 0);
  dom.stockLeft.textContent = obs.phase === "construction" && me?.status === "building"
    ? (leftTotal ? T("stock.place_all", { left: leftTotal }) : T("stock.all_placed"))
    : T("stock.left_total", { left: leftTotal });
}

/** The buttons the legal actions offer, and the solution-count verdict of my construction. @param {LaserView} v */
export function renderActions(v) {
  const { s, dom, T } = v;
  const { obs, me, legal } = s;
  const b = dom.b;
  if (s.confirmKey && !legal.has(s.confirmKey)) resetConfirm(v);
  /** @param {string} k */
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
  dom.actions.hidden = [...dom.actions.children].every((x) => x.hidden);
  const verdict = dom.verdict;
  const verified = building || (phase === "construction" && me) ? me.verify : null;
  verdict.hidden = !verified;
  if (verified) {
    verdict.className = `lr-verdict lr-verdict-${verified}`;
    verdict.replaceChildren(el("span", { class: "lr-verdict-icon", "aria-hidden": "true", text: /** @type {Record<string, string>} */ ({ unique: "✓", multiple: "⚠", unknown: "?" })[verified] || "?" }), el("span", { text: T(`verify.${verified}`) }));
  }
}

/** The cover over the board until the seat presses Start (or while it sits a round out). @param {LaserView} v */
export function renderCover(v) {
  // the cover hides the board only where Start is offered: a replayed step (the embed
  // stepper) or a spectator sees the board itself
  const { s, dom, T, name, root } = v;
  const { obs, me, legal } = s;
  const { cover, startBtn, boardEl } = dom;
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
  else if (!wasHidden && cover.hidden && (document.activeElement === startBtn || focusHere()) && canEdit(s)) boardEl.focus({ preventScroll: true });
  if (waiting) {
    dom.coverText.textContent = obs.mode === "created" && Number.isInteger(me.solving)
      ? T("cover.start_created", { name: name(me.solving) })
      : T("cover.start");
  } else if (sitting) {
    dom.coverText.textContent = T("cover.sitting_out");
  }
}

/** The names of the other seats still building or solving. @param {LaserView} v */
function othersPending({ s, name }) {
  const obs = s.obs;
  if (!obs) return [];
  /** @type {string[]} */
  const out = [];
  obs.players.forEach((/** @type {import("./state.js").SeatShown} */ p, /** @type {number} */ i) => {
    if (i === s.snap?.viewer) return;
    if (obs.phase === "construction" ? p.status === "building" : !FINISHED.has(p.status)) out.push(name(i));
  });
  return out;
}

/** The banner: how this seat's round went, who it waits for, and the game's end. @param {LaserView} v */
export function renderBanner(v) {
  const { s, dom, T } = v;
  const { obs, me } = s;
  const phase = obs.phase;
  const st = me?.status;
  let text = null;
  let kind = "info";
  const waitingFor = othersPending(v);
  const wait = waitingFor.length ? " " + v.ctx.t("app.game.waiting_for", { names: listWords(v.ctx, waitingFor) }) : "";
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
    text = overHeadline(v);
    kind = "over";
  }
  const banner = dom.banner;
  banner.hidden = !text;
  if (text) {
    banner.className = `lr-banner lr-banner-${kind}`;
    banner.textContent = text;
  }
}

/** The game's end in a line. @param {LaserView} v */
function overHeadline({ s, T, name, ctx }) {
  const obs = s.obs;
  const outcome = s.snap?.outcome;
  if (obs.mode === "solo") {
    const solved = obs.results.filter((/** @type {import("./state.js").RoundResult[]} */ r) => r[0]?.status === "solved").length;
    return T("over.solo", { solved, total: obs.results.length });
  }
  const winners = outcome?.winners || [];
  if (!winners.length) return T("over.nobody");
  return T(winners.length === 1 ? "over.winner" : "over.winners", { names: listWords(ctx, winners.map(name)) });
}
