// Challengers! view: the Match Phase panel. The arena (flag stack, attack, running power),
// each side's bench slots and exhaust pile, the step list and the replay's controls.

import { h, put } from "../../app/dom.js";
import { SLOTS, counts, drawn, versusRow } from "./helpers.js";
import { cardEl } from "./cards.js";
import { goStep, replayState, startReplay, stopReplay, syncHold } from "./replay.js";

/** @param {import("./view.js").View} v @param {Record<string, any>} s a replay step */
function stepText(v, s) {
  const { state, T, L, card, cname, name } = v;
  /** @param {number} t */
  const who = (t) => name(t);
  switch (s.kind) {
    case "start": return T("step.start", { holder: who(s.holder), attacker: who(s.attacker) });
    case "reveal": return T(s.role === "flag" ? "step.reveal_flag" : "step.reveal", { name: who(s.team), card: cname(s.card), power: s.power });
    case "effect": {
      // the effect is named after the card it belongs to (its number), which may differ from the card it changes
      const source = state.byNumber.get(s.no)?.key || s.card;
      const eff = L(state.effects.get(s.effect)?.name) || s.effect || "";
      const changed = s.target || (source !== s.card ? s.card : null);
      const args = { card: cname(source), no: s.no ?? card(source)?.no ?? "", effect: eff, value: typeof s.value === "number" ? (s.value < 0 ? `−${-s.value}` : String(s.value)) : s.value ?? "", target: changed ? cname(changed) : "", power: s.power ?? "" };
      // with a new power the result says it all; otherwise the effect's own number (fans, cards, X)
      const hasPower = s.power !== null && s.power !== undefined;
      let text = T(!hasPower && s.value !== null && s.value !== undefined ? "step.effect_value" : "step.effect", args);
      if (changed && s.power !== null && s.power !== undefined) text += T("sentence_sep") + T("step.effect_power", args);
      else if (changed) text += T("sentence_sep") + T("step.effect_target", args);
      else if (s.power !== null && s.power !== undefined) text += T("sentence_sep") + T("step.effect_power", { ...args, target: cname(s.card) });
      return text;
    }
    case "capture": return T("step.capture", { name: who(s.team), attack: s.attack, defence: s.defence });
    case "bench": return T(s.from === "deck" ? "step.bench_push" : "step.bench", { card: cname(s.card), name: who(s.team), slot: (s.slot ?? 0) + 1 });
    case "unbench": return T(s.to === "attack" ? "step.raise" : "step.unbench", { card: cname(s.card), name: who(s.team), slot: (s.slot ?? 0) + 1 });
    case "exhaust": return T("step.exhaust", { card: cname(s.card), name: who(s.team) });
    case "bottom": return T("step.bottom", { card: cname(s.card), name: who(s.team) });
    case "flag": return T("step.flag", { card: cname(s.card), name: who(s.team), defence: s.defence ?? "" });
    case "fans": return T(s.value < 0 ? "step.fans_lost" : "step.fans", { name: who(s.team), n: Math.abs(s.value || 0), fans: s.fans ?? "" });
    case "end": return T("step.end", { winner: who(s.winner), loser: who(s.loser), reason: T(`reason.${s.reason}`) });
    default: return s.kind;
  }
}

/** @type {Record<string, string>} */
const STEP_MARK = { start: "⚑", reveal: "▶", effect: "✶", capture: "⚔", bench: "↘", unbench: "↗", exhaust: "✕", bottom: "↓", flag: "⚑", fans: "♥", end: "■" };

/** @param {import("./view.js").View} v @param {import("./replay.js").TableSide} sd @param {import("./replay.js").Table} st */
function benchEl(v, sd, st) {
  const { T, cname } = v;
  const used = sd.bench.filter((s) => s.length).length;
  const last = st.last;
  return h("div", { class: "cg-bench", dataset: { team: String(sd.team) } },
    h("h3", { class: "cg-h4", text: T("match.bench", { n: used, max: SLOTS }) }),
    h("ol", { class: "cg-slots" }, sd.bench.map((slot, i) => {
      const top = slot[slot.length - 1];
      const hot = last && (last.kind === "bench" || last.kind === "unbench") && last.team === sd.team && last.slot === i;
      return h("li", { class: `cg-slot${slot.length ? "" : " cg-slot-empty"}${hot ? " cg-hot" : ""}`, dataset: { slot: String(i), n: String(slot.length) } },
        h("span", { class: "cg-slot-no", text: String(i + 1) }),
        slot.length
          ? [h("span", { class: "cg-slot-name", text: cname(top.key) }), h("span", { class: "cg-slot-count", text: `×${slot.length}` }),
            slot.some((c) => c.owner !== sd.team) ? h("span", { class: "cg-small", text: T("match.not_yours") }) : null]
          : h("span", { class: "cg-slot-name cg-muted", text: T("match.empty_slot") }));
    })));
}

/** @param {import("./view.js").View} v @param {number} team @param {import("./replay.js").Table} st */
function sideEl(v, team, st) {
  const { T, cname, name, label } = v;
  const sd = st.sides[team];
  const role = st.holder === team ? "holder" : "attacker";
  const ex = [...counts(sd.exhaust)];
  return h("section", { class: `cg-side-box cg-role-${role}${st.winner === team ? " cg-won" : ""}`, dataset: { team: String(team) }, "aria-label": name(team) },
    h("header", { class: "cg-side-head" },
      h("span", { class: "cg-side-name", text: name(team) }),
      h("span", { class: "cg-role", text: role === "holder" ? "⚑ " + T("match.holder") : "⚔ " + T("match.attacker") }),
      st.winner === team ? h("span", { class: "cg-tag cg-tag-win", text: "★ " + T("match.winner") }) : null),
    h("p", { class: "cg-small cg-side-facts" },
      T("match.deck_left", { n: sd.deck }), " · ",
      ex.length ? label(T("match.exhaust", { n: sd.exhaust.length })) + ex.map(([k, n]) => (n > 1 ? `${cname(k)} ×${n}` : cname(k))).join(T("list_sep")) : T("match.exhaust", { n: sd.exhaust.length }),
      sd.fans ? ` · ${T("match.fans_gained", { n: sd.fans })}` : ""),
    benchEl(v, sd, st));
}

/** @param {import("./view.js").View} v */
export function renderMatch(v) {
  const { tip } = v;
  drawMatch(v);
  syncHold(v);
  tip.place();
}

/** @param {import("./view.js").View} v */
function drawMatch(v) {
  const { state, ctx, T, parkLabel, name, label, matchEl } = v;
  const ms = drawn(state).obs.matches || [];
  matchEl.hidden = !ms.length;
  if (!ms.length) { put(matchEl); return; }
  if (state.rp.match >= ms.length) state.rp.match = 0;
  const m = ms[state.rp.match];
  const n = m.steps.length;
  state.rp.index = Math.max(0, Math.min(n - 1, state.rp.index));
  const st = replayState(v, m, state.rp.index);
  const [a, b] = m.teams;
  const parts = [];
  const title = m.round > 7 ? T("match.title_final") : T("match.title", { round: m.round });
  parts.push(h("h2", { class: "cg-h", id: "cg-match-title" }, title, " — ", parkLabel(m.park)));
  if (ms.length > 1) {
    parts.push(h("div", { class: "cg-park-tabs", role: "group", "aria-label": T("match.choose") }, ms.map((mm, i) =>
      h("button", { type: "button", class: `button button-quiet cg-park-tab${i === state.rp.match ? " cg-on" : ""}`, "aria-pressed": String(i === state.rp.match), dataset: { park: String(mm.park) }, onclick: () => { stopReplay(v); state.rp.match = i; state.rp.index = drawn(state).obs.matches[i].steps.length - 1; renderMatch(v); } },
        label(parkLabel(mm.park)) + `${name(mm.teams[0])} ${T("plan.vs")} ${name(mm.teams[1])}`))));
  }
  // the arena: the holder's flag stack, the attack and the running power
  const flagCards = st.flag.map((c, i) => cardEl(v, c.key, { size: i === st.flag.length - 1 ? "m" : "xs", power: c.power, cls: i === st.flag.length - 1 ? "cg-flag-top" : "cg-under", prefix: i === st.flag.length - 1 ? T("match.flag_card") : T("match.under") }));
  const attackCards = st.attack.map((c) => cardEl(v, c.key, { size: "s", power: c.power, cls: c.raised ? "cg-raised" : "", prefix: c.raised ? T("match.raised") : "" }));
  const holderName = st.holder !== null ? name(st.holder) : "";
  const attackerName = st.attacker !== null ? name(st.attacker) : "";
  // the flag stands on its holder's side of the arena (left team a, right team b), the attack on the
  // other, and each big number under its own column
  const holderRight = st.holder === b;
  const vs = versusRow(st.attackTotal, st.defence, holderRight);
  /** @param {{role: string, value: number | null}} x */
  const total = (x) => h("span", { class: "cg-total", id: x.role === "attack" ? "cg-attack-total" : "cg-defence-total", dataset: { role: x.role }, text: x.value ?? "–" });
  const arena = h("div", { class: `cg-arena ${holderRight ? "cg-holder-right" : "cg-holder-left"}`, id: "cg-arena" },
    h("div", { class: "cg-flag-box" },
      h("h3", { class: "cg-h3" }, h("span", { "aria-hidden": "true", text: "⚑ " }), T("match.flag_of", { name: holderName })),
      h("div", { class: "cg-flag-stack", id: "cg-flag-stack" }, flagCards.length ? flagCards : h("span", { class: "cg-muted", text: T("match.no_flag") })),
      h("p", { class: "cg-power-line", id: "cg-defence" }, T("match.defence"), " ", h("strong", { text: st.defence ?? "–" }))),
    h("div", { class: "cg-versus", id: "cg-versus", "aria-live": "off" },
      total(vs.left),
      h("span", { class: "cg-cmp", text: vs.cmp || T("plan.vs") }),
      total(vs.right),
      h("span", { class: "cg-versus-label", text: vs.takes === true ? T("match.takes") : vs.takes === false ? T("match.not_yet") : "" })),
    h("div", { class: "cg-attack-box" },
      h("h3", { class: "cg-h3" }, h("span", { "aria-hidden": "true", text: "⚔ " }), T("match.attack_of", { name: attackerName })),
      h("div", { class: "cg-attack-row", id: "cg-attack" }, attackCards.length ? attackCards : h("span", { class: "cg-muted", text: T("match.no_attack") })),
      h("p", { class: "cg-power-line", id: "cg-attack-line" }, T("match.attack"), " ", h("strong", { text: st.attackTotal ?? "–" }))));
  const cur = m.steps[state.rp.index];
  const caption = h("p", { class: `cg-caption cg-k-${cur.kind}`, id: "cg-caption", dataset: { kind: cur.kind } }, h("span", { class: "cg-mark", "aria-hidden": "true", text: (STEP_MARK[cur.kind] || "•") + " " }), stepText(v, cur));
  /** @param {string} id @param {string} label @param {string} text @param {() => void} on @param {boolean} dis */
  const btn = (id, label, text, on, dis) => h("button", { type: "button", class: "button cg-step-btn", id, "aria-label": label, title: label, disabled: dis, onclick: on }, h("span", { "aria-hidden": "true", text }));
  const controls = h("div", { class: "cg-controls", role: "group", "aria-label": T("match.steps") },
    btn("cg-first", T("match.first"), "|◀", () => goStep(v, 0), state.rp.index <= 0),
    btn("cg-back", T("match.back"), "◀", () => goStep(v, state.rp.index - 1), state.rp.index <= 0),
    h("button", { type: "button", class: "button cg-step-btn cg-play", id: "cg-play", "aria-label": state.rp.playing ? T("match.pause") : T("match.play"), title: state.rp.playing ? T("match.pause") : T("match.play"), "aria-keyshortcuts": "P", onclick: () => { if (state.rp.playing) { stopReplay(v); renderMatch(v); } else startReplay(v); } },
      h("span", { "aria-hidden": "true", text: state.rp.playing ? "‖" : "▶▶" })),
    btn("cg-forward", T("match.forward"), "▶", () => goStep(v, state.rp.index + 1), state.rp.index >= n - 1),
    btn("cg-last", T("match.last"), "▶|", () => goStep(v, n - 1), state.rp.index >= n - 1),
    h("span", { class: "cg-step-pos", id: "cg-step-pos", text: T("match.pos", { i: state.rp.index + 1, n }) }));
  const list = h("ol", { class: "cg-steps", id: "cg-steps" }, m.steps.map((s, i) => h("li", { class: `cg-step cg-k-${s.kind}${i === state.rp.index ? " cg-step-on" : ""}${i > state.rp.index ? " cg-step-later" : ""}`, "aria-current": i === state.rp.index ? "step" : null },
    h("button", { type: "button", class: "cg-step-line", onclick: () => goStep(v, i) }, h("span", { class: "cg-mark", "aria-hidden": "true", text: (STEP_MARK[s.kind] || "•") + " " }), stepText(v, s)))));
  const result = m.winner !== undefined && m.winner !== null && state.rp.index === n - 1
    ? h("p", { class: "cg-match-result", id: "cg-match-result" }, "★ ", T("match.result", { winner: name(m.winner), reason: T(`reason.${m.reason}`) }),
      m.trophy ? " " + (m.kept === false ? T("match.trophy_gone") : m.trophy.fans !== null && m.trophy.fans !== undefined ? T("match.trophy_fans", { n: m.trophy.fans }) : T("match.trophy_hidden")) : "")
    : null;
  parts.push(controls, caption, result,
    h("div", { class: "cg-sides" }, sideEl(v, a, st), arena, sideEl(v, b, st)),
    h("details", { class: "cg-steps-box", open: !ctx.embed ? true : null }, h("summary", { text: T("match.all_steps", { n }) }), h("div", { class: "cg-steps-scroll" }, list)));
  put(matchEl, parts);
}
