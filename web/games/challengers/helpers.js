// Challengers! view: small helpers over the view's state (see state.js for the shape of `v`).
// The pure ones are exported as they are; the ones that read the state or the reference
// are made once per mount by helpers(v) and put on `v`.

export const NS = "challengers.";
export const PARK_MARK = ["●", "▲", "■", "◆"]; // a shape per park, always next to its name
export const SLOTS = 6;

export const argOf = (a, kind) => (a?.args || []).find((x) => x.kind === kind)?.value;
export const counts = (keys) => {
  const m = new Map();
  for (const k of keys || []) m.set(k, (m.get(k) || 0) + 1);
  return m;
};

/** The helpers that read the state: names, reference words, the snapshot's actions. */
export function helpers(v) {
  const { state, T, lang, ctx } = v;
  const L = (o) => (o ? o[lang] ?? o.en ?? "" : "");
  const card = (key) => state.cards.get(key) || null;
  const isNpc = (team) => state.obs && state.obs.npc !== null && state.obs.npc !== undefined && team === state.obs.npc;
  const parkName = (k) => L(state.ref?.parks?.[k]?.name) || T("park_n", { n: k + 1 });
  return {
    L,
    card,
    isNpc,
    parkName,
    cname: (key) => L(card(key)?.name) || key,
    setName: (s) => L((state.ref?.sets || []).find((x) => x.key === s)?.name) || s,
    parkLabel: (k) => `${PARK_MARK[k] || "●"} ${parkName(k)}`,
    name: (team) => {
      if (isNpc(team)) return T("robot", { level: state.obs.npc_level ?? "" });
      return ctx.seats?.[team]?.name || ctx.t("core.player", { n: team + 1 });
    },
    locked: () => state.pending || !!state.snap?.busy,
    withVerb: (verb) => state.acts.filter((a) => a.verb === verb),
    actFor: (verb, key) => state.acts.find((a) => a.verb === verb && (key === undefined || argOf(a, "card") === key || argOf(a, "level") === key)) || null,
    you: () => state.obs?.you || null,
    offerText: (o) => T("offer", { level: o.level, n: o.picks }),
  };
}
