// Laser Reflection view: playing actions. Every action played is one of `snapshot.legal`,
// found by its untimed key ("put 2,3 /", built from its parts in view.js); a timed one
// gets the seat's own stamp (timer.js). Also what a click or a key does to a cell, an
// edge or the stock, the two-press confirmation of the risky buttons, and what a screen
// reader is told of it.

import { viewVisible } from "../../app/viewkit.js";
import { canEdit, stockKinds, remaining, at, inGrid, tileName, cellName } from "./state.js";
import { stamp } from "./timer.js";
import { drawBeam, drawHover } from "./board.js";
import { renderStock } from "./panels.js";
import { renderReadout } from "./readouts.js";

const CONFIRM_MS = 3500;
/** The buttons that ask for a second press. */
const CONFIRMED = ["clear", "giveup", "stop"];

/** @typedef {import("./state.js").LaserView} LaserView */

/**
 * Tell a screen reader, only while the seat that acted still has the screen.
 * @param {LaserView} v @param {string} text @param {number | null} [seat]
 */
export function announce(v, text, seat = v.s.snap?.viewer) {
  const s = v.s;
  if (s.destroyed || !s.snap || s.snap.viewer !== seat || !viewVisible(v.root)) return;
  v.live.say(text);
}

/**
 * Play a sequence of untimed action texts, one after another; each must be
 * in the legal list when its turn comes. Timed ones get the timer's stamp.
 * Resolves to true when every action was accepted.
 * @param {LaserView} v @param {string[]} texts @param {{at?: number | null}} [options]
 */
export function perform(v, texts, { at: fixedAt = null } = {}) {
  const { s, dom } = v;
  s.inFlight++;
  dom.boardEl.setAttribute("aria-busy", "true");
  const run = s.queue.then(async () => {
    for (const key of texts) {
      if (s.destroyed) return false;
      const action = s.legal.get(key);
      if (action === undefined) return false;
      // a timed action: its text ends with its stamp part; ours replaces it
      const out = action.at === null ? action.text : `${action.text.slice(0, action.text.length - ` @${action.at}`.length)} @${fixedAt ?? stamp(v)}`;
      const result = await v.ctx.act(out);
      if (!result || "error" in result) return false;
    }
    return true;
  });
  s.queue = run.catch(() => false).finally(() => {
    s.inFlight--;
    if (!s.inFlight) dom.boardEl.removeAttribute("aria-busy");
  });
  return run;
}

/**
 * The first press arms `button` (its label asks to confirm), the second one within
 * CONFIRM_MS runs `action`.
 * @param {LaserView} v @param {string} key @param {HTMLElement} button @param {() => void} action
 */
export function confirmThen(v, key, button, action) {
  const s = v.s;
  if (s.confirmKey === key) {
    resetConfirm(v);
    action();
    return;
  }
  resetConfirm(v);
  s.confirmKey = key;
  button.classList.add("lr-confirming");
  button.textContent = v.T(`${key}_confirm`);
  s.confirmTimeout = setTimeout(() => resetConfirm(v), CONFIRM_MS);
}

/** Disarm the confirming buttons: their own labels back. @param {LaserView} v */
export function resetConfirm({ s, dom }) {
  if (s.confirmTimeout) clearTimeout(s.confirmTimeout);
  s.confirmTimeout = null;
  s.confirmKey = null;
  for (const k of CONFIRMED) {
    dom.b[k].classList.remove("lr-confirming");
    dom.b[k].replaceChildren(...dom.labels[k].map((/** @type {Node} */ node) => node.cloneNode(true)));
  }
}

/** @param {LaserView} v @param {number} r @param {number} c @param {string} ch */
export function put(v, r, c, ch) {
  const s = v.s;
  const text = `put ${r},${c} ${ch}`;
  if (!s.legal.has(text)) {
    if (remaining(s, ch) <= 0 && canEdit(s)) v.ctx.toast(v.T("none_left", { tile: tileName(v, ch) }));
    return Promise.resolve(false);
  }
  s.advanceOnEmpty = true;
  const seat = s.snap?.viewer;
  return perform(v, [text]).then((ok) => {
    if (ok) announce(v, v.T("said.put", { tile: tileName(v, ch), cell: cellName(v, r, c) }), seat);
    return ok;
  });
}

/** Pick a tile up; its kind becomes the selected one. @param {LaserView} v @param {number} r @param {number} c */
export function take(v, r, c) {
  const s = v.s;
  const ch = at(s, r, c);
  const text = `take ${r},${c}`;
  if (!s.legal.has(text)) return Promise.resolve(false);
  const seat = s.snap?.viewer;
  return perform(v, [text]).then((ok) => {
    if (ok && s.snap?.viewer === seat) {
      s.selected = ch;
      renderStock(v);
      announce(v, v.T("said.take", { tile: tileName(v, ch), cell: cellName(v, r, c) }), seat);
    }
    return ok;
  });
}

/**
 * Move a tile between cells: take then put (a swap when the target holds a tile).
 * @param {LaserView} v @param {[number, number]} from @param {[number, number]} to
 */
export function move(v, from, to) {
  const { s, T } = v;
  const [r1, c1] = from;
  const [r2, c2] = to;
  const a = at(s, r1, c1);
  const z = at(s, r2, c2);
  if (!s.legal.has(`take ${r1},${c1}`)) return;
  if (z === "x") return;
  const seat = s.snap?.viewer;
  /** @param {string} text */
  const announce_ = (text) => announce(v, text, seat);
  if (z === ".") {
    perform(v, [`take ${r1},${c1}`, `put ${r2},${c2} ${a}`]).then((ok) => ok && announce_(T("said.put", { tile: tileName(v, a), cell: cellName(v, r2, c2) })));
  } else {
    perform(v, [`take ${r1},${c1}`, `take ${r2},${c2}`, `put ${r2},${c2} ${a}`, `put ${r1},${c1} ${z}`]).then((ok) => ok && announce_(T("said.swap", { a: tileName(v, a), b: tileName(v, z) })));
  }
}

/** A click (or Enter) on a grid cell. @param {LaserView} v @param {number} r @param {number} c */
export function activateCell(v, r, c) {
  const s = v.s;
  if (!inGrid(s, r, c)) return;
  const ch = at(s, r, c);
  if (ch === "x") {
    v.ctx.toast(v.T("warp_fixed"));
    return;
  }
  if (!canEdit(s)) return;
  if (ch === ".") {
    if (!s.selected || remaining(s, s.selected) <= 0) {
      const any = stockKinds(s).find((k) => remaining(s, k) > 0);
      if (!s.selected && any) s.selected = any;
      else if (s.selected) {
        v.ctx.toast(v.T("none_left", { tile: tileName(v, s.selected) }));
        return;
      }
    }
    if (s.selected) put(v, r, c, s.selected);
  } else {
    take(v, r, c);
  }
}

/** A click (or Enter) on an edge: pin its beam, or unpin it. @param {LaserView} v @param {string | null} edge */
export function activateEdge(v, edge) {
  if (!edge) return;
  v.s.pinnedEdge = v.s.pinnedEdge === edge ? null : edge;
  drawBeam(v);
  renderReadout(v);
}

/** Choose a kind of the stock. @param {LaserView} v @param {string} ch @param {{say?: boolean}} [options] */
export function selectKind(v, ch, { say = true } = {}) {
  const s = v.s;
  if (!stockKinds(s).includes(ch)) return;
  s.selected = ch;
  s.advanceOnEmpty = false;
  renderStock(v);
  drawHover(v);
  if (say) announce(v, v.T("said.select", { tile: tileName(v, ch), count: remaining(s, ch) }));
}
