// Room 25 view: the words (names of rooms, characters, colours, actions, from Game.reference() or the
// view's messages) and a character's token.

import { h } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { NS } from "./constants.js";

/** the width of a character in em, generously (a bold face; kana and kanji are full width) @param {string} ch */
function charEm(ch) {
  const code = ch.codePointAt(0) || 0;
  if (code >= 0x2e80) return 1;
  if ("mwMW".includes(ch)) return 1.05;
  if ("iljIJ.,:;'!|".includes(ch)) return 0.4;
  if ("frt".includes(ch)) return 0.5;
  if (ch === " ") return 0.35;
  return ch >= "A" && ch <= "Z" ? 0.8 : 0.72;
}

/** small kana and marks that never start a line's half of a long word */
const NO_START = "ァィゥェォャュョッーンヮヵヶぁぃぅぇぉゃゅょっ";

/**
 * A room's name as the pieces a line may break between, and the width of the widest piece in em
 * (the tile scales the name so that it fits: view.css `--r25-len`). English breaks between words;
 * Japanese, written without spaces, before a closing ルーム, 部屋 or 室 and after の (セントラル|ルーム,
 * 酸の|プール), and a word of eight characters or more near its middle: never inside a word otherwise.
 * `tail`: the width in em of what follows the last piece on its line (a colour word).
 * @param {string} name @param {string} lang @param {number} [tail]
 * @returns {{pieces: string[], em: number}}
 */
export function nameParts(name, lang, tail = 0) {
  const width = (/** @type {string} */ t) => [...t].reduce((a, ch) => a + charEm(ch), 0);
  /** @param {string[]} list */
  const widest = (list) => Math.max(1, ...list.map((t, i) => width(t) + (i === list.length - 1 ? tail : 0)));
  if (lang !== "ja") {
    const words = name.split(/\s+/).filter(Boolean);
    return { pieces: words.map((word, i) => (i < words.length - 1 ? `${word} ` : word)), em: widest(words) };
  }
  /** @type {string[]} */
  const pieces = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const m = /^(.+?の)?(.+?)(ルーム|部屋|室)?$/u.exec(word);
    const bits = m ? [m[1], m[2], m[3]].filter((x) => x) : [word];
    // a closing 室 or 部屋 after a single character stays with it (暗室, not 暗|室)
    if (bits.length > 1 && [...bits[bits.length - 2]].length < 2) bits.splice(-2, 2, bits[bits.length - 2] + bits[bits.length - 1]);
    for (const bit of /** @type {string[]} */ (bits)) {
      const chars = [...bit];
      if (chars.length < 8) { pieces.push(bit); continue; }
      const mid = chars.length / 2;
      const cuts = chars.map((_, i) => i).filter((i) => i > 1 && i < chars.length - 1 && !NO_START.includes(chars[i]));
      cuts.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
      const at = cuts[0];
      if (at === undefined) pieces.push(bit);
      else pieces.push(chars.slice(0, at).join(""), chars.slice(at).join(""));
    }
  }
  return { pieces, em: widest(pieces) };
}

/**
 * The view's vocabulary for one mount (its language is fixed: a switch re-mounts the view).
 * @param {TabletopCtx} ctx  the shell's context
 * @param {import("./state.js").R25State} s  the state (the reference and the observation are read live)
 */
export function makeWords(ctx, s) {
  /** @param {string} key @param {Record<string, unknown>} [args] */
  const T = (key, args) => ctx.t(NS + key, args);
  const lang = ctx.lang;
  /** @param {number} p */
  const seatName = (p) => ctx.seats?.[p]?.name || T("player", { n: p + 1 });
  /** @param {string} id */
  const roomRef = (id) => s.ref?.rooms?.find((r) => r.id === id) || null;
  /** @param {string} id */
  const roomName = (id) => roomRef(id)?.name?.[lang] || T(`room.${id}`);
  /** @param {string} id */
  const roomEffect = (id) => roomRef(id)?.effect?.[lang] || "";
  /** @param {string} id */
  const charRef = (id) => s.ref?.characters?.find((c) => c.id === id) || null;
  /** @param {string} id */
  const charName = (id) => charRef(id)?.name?.[lang] || T(`char.${id}`);
  /** @param {string | null | undefined} c */
  const colourName = (c) => (c && s.ref?.colours?.[c]?.[lang]) || T(`colour.${c}`);
  /** @param {string} a */
  const actionName = (a) => (a === "adrenaline" ? T("adrenaline") : s.ref?.actions?.[a]?.[lang] || T(`action.${a}`));
  /** @param {string} id */
  const initials = (id) => (lang === "ja" ? charName(id).slice(0, 1) : charName(id).slice(0, 2));
  /** @param {string} k */
  const cellWord = (k) => T("cell", { cell: k });
  /** @param {string | null} id */
  const charOf = (id) => (s.obs?.chars || []).find((c) => c.name === id);
  const myChars = () => new Set(s.obs?.you?.characters || []);
  /** names in a row, with the language's separator @param {string[]} items */
  const list = (items) => listWords(ctx, items);

  /** a character's round token (a button when `button`) @param {string} id @param {{small?: boolean, button?: boolean, onclick?: (e: Event) => void}} [options] */
  function tokenEl(id, { small = false, button = false, onclick } = {}) {
    const c = charOf(id);
    const cls = `r25-token r25-ch-${id}${small ? " r25-token-s" : ""}${c?.hidden ? " r25-hidden" : ""}${c && !c.alive ? " r25-dead" : ""}`;
    const label = charName(id);
    const attrs = { class: cls, dataset: { char: id }, title: label };
    if (button) return h("button", { type: "button", ...attrs, "aria-label": label, onclick }, h("span", { "aria-hidden": "true", text: initials(id) }));
    return h("span", { ...attrs, "aria-label": label, role: "img" }, h("span", { "aria-hidden": "true", text: initials(id) }));
  }

  return { T, lang, list, seatName, roomName, roomEffect, charName, colourName, actionName, cellWord, charOf, myChars, tokenEl };
}
