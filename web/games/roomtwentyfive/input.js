// Room 25 view: input (clicks on rooms, characters and choices, the board's arrow keys, Escape) turned
// into steps of a choice and, once a legal action is complete, into `ctx.act(text)`.

import { choice, families } from "./choice.js";
import { drawn } from "./state.js";
import { pickStep, sendAction } from "../../app/viewkit.js";

/**
 * play one legal action (its text); the choice starts over once the rules took it. A programme is
 * not cleared here: the new snapshot is drawn before the rules' answer comes back, and its panel
 * already dropped the programmed character's tokens and brought back the next one's (program.js)
 * @param {import("./state.js").R25View} v @param {string} text
 */
export function play(v, text) {
  const { s } = v;
  sendAction(v.ctx, s, text, {
    view: v.dom.view, pendingClass: "r25-pending", redraw: () => v.render(s.snap),
    onPlayed: () => { s.family = null; s.picked = []; },
  });
}

/** pick the next argument of the chosen family; a complete, unique action is played @param {import("./state.js").R25View} v @param {import("./state.js").Unit} u */
export function pick(v, u) {
  const { s } = v;
  if (s.pending) return;
  const { fam, cands } = choice(s);
  if (!fam) return;
  const nextPicked = [...s.picked, u];
  const { cands: match, done } = pickStep(cands, nextPicked);
  if (!match.length) return;
  if (done) {
    play(v, done.text);
    return;
  }
  s.picked = nextPicked;
  v.render(s.snap);
}

/** a family's button: play it when it needs no argument, else select it (or unselect it) @param {import("./state.js").R25View} v @param {string} key */
export function chooseFamily(v, key) {
  const { s } = v;
  if (s.pending) return;
  const fams = families(s);
  const list = fams.get(key)?.list || [];
  if (list.length === 1 && !list[0].args.length) {
    play(v, list[0].text);
    return;
  }
  s.family = s.family === key ? null : key;
  s.picked = [];
  v.render(s.snap);
}

/** one step back: the last argument picked, else the family @param {import("./state.js").R25View} v */
export function back(v) {
  const { s } = v;
  if (s.picked.length) s.picked = s.picked.slice(0, -1);
  else s.family = null;
  v.render(s.snap);
}

/** a click on the room `key`: a character in it when one is to be picked, else the room @param {import("./state.js").R25View} v @param {string} key @param {Event} [e] */
export function onTile(v, key, e) {
  const { s } = v;
  const { nextUnits } = choice(s);
  const charBtn = /** @type {HTMLElement | null | undefined} */ (/** @type {Element | null | undefined} */ (e?.target)?.closest?.("[data-char]"));
  const charUnits = nextUnits.filter((u) => u.type === "char");
  if (charUnits.length) {
    const cell = drawn(s).obs.grid[+key[0]][+key[2]];
    const here = charUnits.filter((u) => (cell.chars || []).includes(u.v));
    const chosen = charBtn ? here.find((u) => u.v === charBtn.dataset.char) : here.length === 1 ? here[0] : null;
    if (chosen) { pick(v, chosen); return; }
  }
  const u = nextUnits.find((x) => x.type === "cell" && x.v === key);
  if (u) pick(v, u);
}

/** the room's button at "r,c" @param {Element} board @param {string} key */
export function tileAt(board, key) {
  return /** @type {HTMLElement | null} */ (board.querySelector(`.r25-tile[data-cell="${key}"]`));
}

/** the board's arrow keys (a roving tab stop over the rooms) and Escape (one step back); returns the unbinding @param {import("./state.js").R25View} v */
export function bindKeys(v) {
  const { s } = v;
  const { board, panel } = v.dom;
  const onBoardKey = /** @param {KeyboardEvent} e */ (e) => {
    const tile = /** @type {HTMLElement | null | undefined} */ (/** @type {Element} */ (e.target).closest?.(".r25-tile"));
    if (!tile || tile.classList.contains("r25-ghost")) return;
    const [r, c] = String(tile.dataset.cell).split(",").map(Number);
    /** @type {Record<string, number[]>} */
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      const nr = Math.max(0, Math.min(4, r + m[0]));
      const nc = Math.max(0, Math.min(4, c + m[1]));
      s.focusCell = `${nr},${nc}`;
      /** @type {NodeListOf<HTMLElement>} */ (board.querySelectorAll(".r25-tile:not(.r25-ghost)")).forEach((t) => { t.tabIndex = t.dataset.cell === s.focusCell ? 0 : -1; });
      tileAt(board, s.focusCell)?.focus();
    } else if (e.key === "Escape" && (s.picked.length || s.family)) {
      e.preventDefault();
      back(v);
    }
  };
  const onPanelKey = /** @param {KeyboardEvent} e */ (e) => {
    if (e.key === "Escape" && (s.picked.length || s.family)) { e.preventDefault(); back(v); /** @type {HTMLElement | null} */ (panel.querySelector("button:not([disabled])"))?.focus(); }
  };
  board.addEventListener("keydown", onBoardKey);
  panel.addEventListener("keydown", onPanelKey);
  return () => {
    board.removeEventListener("keydown", onBoardKey);
    panel.removeEventListener("keydown", onPanelKey);
  };
}
