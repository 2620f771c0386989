// Arctic Scavengers view: the readouts. The status line (round, phase,
// skirmish note, variant tags), the prompt (what the viewer is to do, or whom
// they wait for) and the seats (public counts; the viewer's own exact tribe).

import { drawn } from "./state.js";
import { h, put } from "../../app/dom.js";
import { aside } from "../../app/viewkit.js";
import { icon } from "./cards.js";

/** @param {import("./state.js").View} v */
export function renderStatus(v) {
  const { T, R } = v;
  const obs = drawn(v.s).obs;
  const phase = obs.phase;
  const items = [
    h("span", { class: "as-round", id: "as-round" }, h("strong", { text: T("status.round", { n: obs.round }) })),
    h("span", { class: `as-phase as-phase-${phase}`, id: "as-phase", text: R(`phase.${phase}`) }),
  ];
  if (phase !== "over") {
    items.push(h("span", { class: "as-skirmish-note", text: obs.skirmish_round ? T("status.skirmish_now") : T("status.skirmish_later", { n: 3 - obs.round }) }));
  }
  if (obs.variant_2p) items.push(h("span", { class: "as-tag", text: T("status.variant") }));
  if (obs.hq) items.push(h("span", { class: "as-tag", text: T("status.hq") }));
  put(v.el.statusEl, ...items);
}

/** The four places by the names their buttons carry (the rules' catalog `act.*`), as the prompt and the help list them. @param {import("./state.js").View} v */
export function placeNames(v) {
  const { T, R } = v;
  return T("prompt.places", { draw: R("act.draw"), dig: R("act.dig"), hunt: R("act.hunt"), trash: R("act.trash") });
}

/** What the viewer is to do now, or whom they wait for ("" for nobody). @param {import("./state.js").View} v */
export function promptText(v) {
  const { T, R } = v;
  const obs = drawn(v.s).obs;
  const phase = obs.phase;
  if (phase === "over") return T("prompt.over");
  const active = obs.active || [];
  if (!v.mine()) {
    if (!active.length) return "";
    const who = v.name(active[0]);
    if (phase === "skirmish" || phase === "save") return T("prompt.wait_skirmish", { name: who });
    return T("prompt.wait", { name: who });
  }
  if (phase === "dig") return T("prompt.dig");
  if (phase === "assemble") return T("prompt.assemble", { place: R(`act.${/** @type {NonNullable<import("./state.js").Obs["gathering"]>} in a gathering */ (obs.gathering).open}`) });
  if (phase === "skirmish") return T("prompt.skirmish");
  if (phase === "save") return T("prompt.save", { card: v.cname(obs.skirmish?.pending?.victim) });
  return T(obs.skirmish_round ? "prompt.gather" : "prompt.gather_quiet", { places: placeNames(v) });
}

// ---- seats ---------------------------------------------------------------------------
/** @param {import("./state.js").View} v @param {import("./state.js").Seat} st */
function seatEl(v, st) {
  const { T, ctx, name } = v;
  const obs = drawn(v.s).obs;
  const s = st.seat;
  const isMe = s === v.s.me;
  const turn = (obs.active || []).includes(s) && obs.phase !== "over";
  const tags = [];
  if (obs.initiator === s) tags.push(h("span", { class: "as-badge as-badge-init", title: T("seat.initiator_help") }, icon("flag"), T("seat.initiator")));
  if (turn) tags.push(h("span", { class: "as-badge as-badge-turn" }, h("span", { "aria-hidden": "true", text: "▶ " }), T("seat.turn")));
  if (st.finished && obs.phase !== "over") tags.push(h("span", { class: "as-badge as-badge-done" }, icon("check"), T("seat.done")));
  if (obs.peeker === s && !isMe) tags.push(h("span", { class: "as-badge as-badge-peek", title: T("seat.peeked_help") }, icon("eye"), T("seat.peeked")));
  const final = obs.phase === "over" ? (/** @type {Record<string, any>[] | undefined} the rules' JSON */ (obs.result?.detail?.players) || []).find((r) => r.seat === s) : null;
  const tribe = final
    ? h("span", { class: "as-tribe as-tribe-final", dataset: { total: String(final.people) }, title: T("seat.tribe_final_help") }, icon("people"), h("strong", { text: String(final.people) }), " ", T("seat.tribe"))
    : isMe && obs.you
    ? h("span", { class: "as-tribe", id: "as-my-tribe", title: T("seat.tribe_exact_help") }, icon("people"), h("strong", { text: String(obs.you.tribe) }), " ", T("seat.tribe"))
    : h("span", { class: "as-tribe", title: T("seat.tribe_known_help") }, icon("people"), h("strong", { text: `≥${st.tribe_known}` }), " ", T("seat.tribe"),
      st.unknown ? h("span", { class: "as-unknown", text: " " + T("seat.unknown", { n: st.unknown }) }) : null);
  /** @param {string} ic @param {string} key @param {number} n */
  const count = (ic, key, n) => h("span", { class: `as-count as-count-${key}`, title: T(`seat.${key}_help`) },
    h("span", { text: T(`seat.${key}_short`) }), h("strong", { text: String(n) }));
  return h("article", {
    class: `as-seat${isMe ? " as-me" : ""}${turn ? " as-turn" : ""}`,
    dataset: { seat: String(s) },
    style: `--seat:var(--seat-${s % 8})`,
    "aria-current": turn ? "true" : null,
    "aria-label": isMe ? aside(ctx, name(s), ctx.t("app.game.you")) : name(s),
  },
  h("header", { class: "as-seat-head" },
    h("span", { class: "as-seat-dot", "aria-hidden": "true", text: String(s + 1) }),
    h("span", { class: "as-seat-name", text: name(s) }),
    isMe ? h("span", { class: "as-you", text: ctx.t("app.game.you") }) : null),
  h("div", { class: "as-seat-line" }, tribe, st.won ? h("span", { class: "as-won", title: T("seat.won_help") }, icon("contested"), T("seat.won", { n: st.won })) : null),
  h("div", { class: "as-seat-counts" },
    count("draw", "hand", st.hand), count("deck", "deck", st.deck), count("discard", "discard", st.discard),
    st.kept ? count("fight", "kept", st.kept) : null),
  tags.length ? h("div", { class: "as-badges" }, tags) : null);
}

/** @param {import("./state.js").View} v */
export function renderSeats(v) {
  put(v.el.seatsEl, ...drawn(v.s).obs.seats.map((st) => seatEl(v, st)));
}
