// Room 25 view: motion. A slide of a row or column (observation `last_shift`) moves the line by one
// cell while the tile pushed off one edge comes round from the other; a swap trades two rooms; characters
// walk from room to room. Nothing moves for a user who prefers reduced motion.

import { SLIDE_MS } from "./constants.js";
import { tileAt } from "./input.js";

/** the character tokens on the board, keyed by character (characters walk between rooms: kit flipFirst/flipPlay) */
/** @param {Element} board */
export const tokens = (board) => /** @type {NodeListOf<HTMLElement>} */ (board.querySelectorAll(".r25-token[data-char]"));
/** @param {HTMLElement} t */
export const tokenKey = (t) => t.dataset.char;

/**
 * the animations of a row's or column's slide by `ls.steps`, the wrapped tile coming round as a ghost
 * @param {Element} board @param {import("./state.js").Shift} ls @param {number} px @param {number} py @param {KeyframeAnimationOptions} opts
 */
function slideLine(board, ls, px, py, opts) {
  /** @type {Animation[]} */
  const anims = [];
  const steps = ls.steps || 1;
  const index = ls.index ?? 0; // a row's or column's: always given
  const sign = ls.dir === "right" || ls.dir === "down" ? 1 : -1;
  const d = sign * steps;
  for (let i = 0; i < 5; i++) {
    const key = ls.kind === "row" ? `${index},${i}` : `${i},${index}`;
    const el = tileAt(board, key);
    if (!el) continue;
    el.classList.add("r25-moving");
    const from = ls.kind === "row" ? `translate(${-d * px}px, 0)` : `translate(0, ${-d * py}px)`;
    anims.push(el.animate([{ transform: from }, { transform: "translate(0,0)" }], opts));
    const old = i - d;
    if (old < 0 || old > 4) {
      // the wrapped tile: a ghost leaves over the far edge while the tile comes round
      const ghost = /** @type {HTMLElement} */ (el.cloneNode(true));
      ghost.classList.add("r25-ghost");
      ghost.removeAttribute("id");
      ghost.setAttribute("aria-hidden", "true");
      ghost.tabIndex = -1;
      const oc = ((old % 5) + 5) % 5;
      ghost.style.gridRow = String((ls.kind === "row" ? index : oc) + 1);
      ghost.style.gridColumn = String((ls.kind === "row" ? oc : index) + 1);
      board.append(ghost);
      const to = ls.kind === "row" ? `translate(${d * px}px, 0)` : `translate(0, ${d * py}px)`;
      anims.push(ghost.animate([{ transform: "translate(0,0)", opacity: 1 }, { transform: to, opacity: 0.2 }], opts));
    }
  }
  return anims;
}

/** slide the line (or swap) of obs.last_shift, the wrapped tile coming round @param {HTMLElement} board @param {import("./state.js").Shift} ls @param {boolean} reduced */
export function animateShift(board, ls, reduced) {
  const seq = ls.seq;
  board.dataset.animSeq = String(seq);
  const finish = () => {
    board.classList.remove("r25-sliding");
    board.querySelectorAll(".r25-ghost").forEach((g) => g.remove());
    board.querySelectorAll(".r25-moving").forEach((g) => g.classList.remove("r25-moving"));
    board.dataset.animDone = String(seq);
  };
  if (reduced) { finish(); return; }
  const a = tileAt(board, "0,0");
  const b = tileAt(board, "1,1");
  if (!a || !b) { finish(); return; }
  const ra = a.getBoundingClientRect();
  const rb = b.getBoundingClientRect();
  const px = rb.left - ra.left;
  const py = rb.top - ra.top;
  if (!px || !py) { finish(); return; }
  board.classList.add("r25-sliding");
  const opts = { duration: SLIDE_MS, easing: "cubic-bezier(.35,.05,.25,1)" };
  /** @type {Animation[]} */
  let anims = [];
  if (ls.kind === "row" || ls.kind === "col") {
    anims = slideLine(board, ls, px, py, opts);
  } else if (ls.kind === "swap" && Array.isArray(ls.cells)) {
    const [p, q] = ls.cells;
    const pa = tileAt(board, `${p[0]},${p[1]}`);
    const qa = tileAt(board, `${q[0]},${q[1]}`);
    const dx = (q[1] - p[1]) * px;
    const dy = (q[0] - p[0]) * py;
    if (pa) { pa.classList.add("r25-moving"); anims.push(pa.animate([{ transform: `translate(${dx}px,${dy}px)` }, { transform: "none" }], opts)); }
    if (qa) { qa.classList.add("r25-moving"); anims.push(qa.animate([{ transform: `translate(${-dx}px,${-dy}px)` }, { transform: "none" }], opts)); }
  }
  if (!anims.length) { finish(); return; }
  Promise.all(anims.map((x) => x.finished.catch(() => {}))).then(() => { if (board.dataset.animSeq === String(seq)) finish(); });
}
