// Room 25 view: the words (names of rooms, characters, colours, actions, from Game.reference() or the
// view's messages) and a character's token.

import { h } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { NS } from "./constants.js";

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
