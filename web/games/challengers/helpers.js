// Challengers! view: small helpers over the view's state (see state.js for the shape of `v`).
// The pure ones are exported as they are; the ones that read the state or the reference
// are made once per mount by helpers(v) and put on `v`.

export const NS = "challengers.";
export const PARK_MARK = ["●", "▲", "■", "◆"]; // a shape per park, always next to its name
export const SLOTS = 6;

/** a part's value of a legal action: the rules' JSON @param {TabletopActionParts | null | undefined} a @param {string} kind @returns {any} */
export const argOf = (a, kind) => (a?.args || []).find((x) => x.kind === kind)?.value;
/** how many of each @param {string[] | null | undefined} keys */
export const counts = (keys) => {
  /** @type {Map<string, number>} */
  const m = new Map();
  for (const k of keys || []) m.set(k, (m.get(k) || 0) + 1);
  return m;
};

/**
 * The arena's big numbers, left to right, each under its own column: the flag's defence stands on
 * its holder's side (left team a, right team b), the attack on the other, and the comparison
 * between them reads in that order ("4 > 1" when the holder is on the left, "1 < 4" on the right).
 * @param {number | null | undefined} attack @param {number | null | undefined} defence @param {boolean} holderRight
 * @returns {{left: {role: "attack" | "defence", value: number | null}, cmp: string, right: {role: "attack" | "defence", value: number | null}, takes: boolean | null}}
 */
export function versusRow(attack, defence, holderRight) {
  const a = attack ?? null;
  const d = defence ?? null;
  const takes = a !== null && d !== null ? a >= d : null;
  const atk = { role: /** @type {const} */ ("attack"), value: a };
  const def = { role: /** @type {const} */ ("defence"), value: d };
  if (holderRight) return { left: atk, cmp: takes === null ? "" : takes ? "≥" : "<", right: def, takes };
  return { left: def, cmp: takes === null ? "" : takes ? "≤" : ">", right: atk, takes };
}

/**
 * The Deck Phase's key hint: the number keys of the display's cards as they are now (a pick
 * leaves fewer) and R only while the redraw may be used; null when no key picks.
 * @param {number} cards the display's cards @param {boolean} canRedraw
 * @returns {[string, Record<string, number>] | null} a message key and its fields
 */
export function pickKeysHint(cards, canRedraw) {
  const n = Math.min(cards, 9); // keys 1–9 (input.js)
  if (n < 1) return null;
  const one = n === 1 ? "_one" : "";
  return [canRedraw ? `deck.pick_help${one}` : `deck.pick_keys${one}`, { n }];
}

/** The helpers that read the state: names, reference words, the snapshot's actions. @param {import("./view.js").View} v */
export function helpers(v) {
  const { state, T, lang, ctx } = v;
  /** @param {TabletopWords | null | undefined} o @returns {string} */
  const L = (o) => (o ? o[lang] ?? o.en ?? "" : "");
  /** @param {string} key */
  const card = (key) => state.cards.get(key) || null;
  /** @param {number | null} team */
  const isNpc = (team) => state.obs && state.obs.npc !== null && state.obs.npc !== undefined && team === state.obs.npc;
  /** @param {number} k */
  const parkName = (k) => L(state.ref?.parks?.[k]?.name) || T("park_n", { n: k + 1 });
  return {
    L,
    card,
    isNpc,
    parkName,
    cname: /** @param {string} key */ (key) => L(card(key)?.name) || key,
    setName: /** @param {string} s */ (s) => L((state.ref?.sets || []).find((x) => x.key === s)?.name) || s,
    parkLabel: /** @param {number} k */ (k) => `${PARK_MARK[k] || "●"} ${parkName(k)}`,
    name: /** @param {number} team */ (team) => {
      if (isNpc(team)) return T("robot", { level: state.obs?.npc_level ?? "" });
      return ctx.seats?.[team]?.name || ctx.t("core.player", { n: team + 1 });
    },
    locked: () => state.pending || !!state.snap?.busy,
    withVerb: /** @param {string} verb */ (verb) => state.acts.filter((a) => a.verb === verb),
    actFor: /** @param {string} verb @param {unknown} [key] */ (verb, key) => state.acts.find((a) => a.verb === verb && (key === undefined || argOf(a, "card") === key || argOf(a, "level") === key)) || null,
    you: () => state.obs?.you || null,
    offerText: /** @param {import("./view.js").Offer} o */ (o) => T("offer", { level: o.level, n: o.picks }),
    // the language's colon and parentheses (Japanese: 「：」 and 「（）」), from the shell's catalog
    label: /** @param {string} text */ (text) => ctx.t("core.label", { label: text }),
    aside: /** @param {string} text @param {string | number} note */ (text, note) => ctx.t("core.aside", { text, note }),
  };
}

/**
 * The state once a snapshot is drawn (render() set `snap` and `obs`): what draws runs only then.
 * @typedef {import("./view.js").State & {snap: TabletopSnapshot, obs: import("./view.js").Obs}} Drawn
 */
/** The state, as the functions that draw it see it (see Drawn). @param {import("./view.js").State} state */
export const drawn = (state) => /** @type {Drawn} */ (state);
