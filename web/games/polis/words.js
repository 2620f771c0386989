// Polis view: words — names of sides, places, tiles and cards in the player's language (from the rules' reference).

import { h, put } from "../../app/dom.js";
import { aside, listWords } from "../../app/viewkit.js";
import { SIDES } from "./consts.js";

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makeWords(V) {
  const { S, T, ctx, lang, live } = V;

  // ---- words ------------------------------------------------------------------------
  /** @template F @param {TabletopWords | null | undefined} o @param {F} fallback @returns {string | F} */
  const word = (o, fallback) => o?.[lang] || o?.en || fallback;
  /** @param {number} p @returns {string} */
  const sideName = (p) => word(S.ref?.sides?.[p]?.name, T(`side.${SIDES[p]}`));
  /** the side with its player's name in the language's parentheses: "Sparta (Ann)", 「スパルタ（Ann）」 @param {number} p */
  const who = (p) => (ctx.seats?.[p]?.name && ctx.seats[p].name !== sideName(p) ? aside(ctx, sideName(p), ctx.seats[p].name) : sideName(p));
  /** @param {string} id */
  const nodeName = (id) => word(S.ref?.map?.[id]?.name, id);
  /** @param {string} id */
  const polisName = (id) => word(S.ref?.poleis?.[id]?.name, id);
  /** @param {string} id */
  const marketName = (id) => word(S.ref?.markets?.[id]?.name, id);
  /** @param {string} id */
  const tileName = (id) => word(S.ref?.projects?.[id]?.name, id);
  /** @param {string} id @returns {string} */
  const resName = (id) => word(S.ref?.resources?.[id], T(`res.${id}`));
  /** @param {string} id */
  const unitName = (id) => word(S.ref?.units?.[id], id);
  /** @param {string} id */
  const typeName = (id) => word(S.ref?.project_types?.[id], id);
  /** @param {string} id */
  const cardRef = (id) => (S.ref?.battle_deck || []).find((c) => c.id === id) || null;
  /** @param {string} id */
  const cardName = (id) => word(cardRef(id)?.name, id);
  /** @param {string} id */
  const eventRef = (id) => {
    for (const deck of S.ref?.events || []) for (const e of deck || []) if (e.id === id) return e;
    return null;
  };
  /** @param {number} n @returns {string | TabletopWords} */
  const roundName = (n) => S.ref?.rounds?.find((r) => r.n === n)?.name ?? String(n);
  /** @param {unknown} src */
  const standIn = (src) => typeof src === "string" && src.includes("STAND-IN");
  const ownTag = (small = false) => h("span", { class: `po-own${small ? " po-own-s" : ""}`, title: T("help.own_long"), text: small ? "*" : T("help.own") });
  /** @returns {number | null} the viewer's seat */
  const me = () => (Number.isInteger(S.snap?.viewer) ? /** @type {number} */ (S.snap?.viewer) : null);
  const locked = () => S.pending || !!S.snap?.busy;
  /** things taken together (goods, the cards of an attack): "wheat + silver", 「小麦＋銀」 @param {string[]} words */
  const plusWords = (words) => words.join(T("plus"));
  /** @param {string[] | null | undefined} list */
  const goodsWords = (list) => plusWords((list || []).map(resName));
  /** An amount of a resource in the language's order: "2 wine", 「ワイン2」. @param {number} n @param {string} r */
  const amount = (n, r) => T("amount", { n, res: resName(r) });
  /** Amounts by resource (a cost, what a trade got), the zeros left out. @param {Record<string, number> | null | undefined} by */
  const amountWords = (by) => listWords(ctx, Object.entries(by || {}).filter(([, n]) => n).map(([r, n]) => amount(n, r)));

  /** @param {string} text */
  function announce(text) { live.say(text); }

  return {
    put,
    word,
    sideName,
    who,
    nodeName,
    polisName,
    marketName,
    tileName,
    resName,
    unitName,
    typeName,
    cardRef,
    cardName,
    eventRef,
    roundName,
    standIn,
    ownTag,
    me,
    locked,
    plusWords,
    goodsWords,
    amount,
    amountWords,
    announce,
  };
}
