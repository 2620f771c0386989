// Challengers! view: the readouts. The status line, the prompt, the teams (fans, trophies,
// deck sizes, Deck Phase progress), the tournament plan and the results table.

import { drawn } from "./helpers.js";
import { h, put } from "../../app/dom.js";

// ---- status line ----------------------------------------------------------------------
/** @param {import("./view.js").View} v */
export function renderStatus(v) {
  const { state, T, offerText, statusEl } = v;
  /** @param {string} key @param {string} value @param {string} id */
  const item = (key, value, id) => h("div", { class: `cg-stat cg-stat-${key}`, id }, h("span", { class: "cg-stat-k", text: T(`status.${key}`) }), h("span", { class: "cg-stat-v", text: value }));
  const round = drawn(state).obs.round > 7 ? T("status.final_round") : T("status.round_of", { round: drawn(state).obs.round, rounds: 7 });
  const phase = T(`phase.${drawn(state).obs.phase}`);
  const parts = [item("round", round, "cg-round"), item("phase", phase, "cg-phase")];
  if (drawn(state).obs.offers?.length && drawn(state).obs.phase === "deck") parts.push(item("offer", drawn(state).obs.offers.map(offerText).join(T("or")), "cg-offers"));
  if (drawn(state).obs.npc !== null && drawn(state).obs.npc !== undefined) parts.push(item("npc", T("status.npc_level", { level: drawn(state).obs.npc_level }), "cg-npc"));
  put(statusEl, parts);
}

/** @param {import("./view.js").View} v */
export function renderPrompt(v) {
  const { state, ctx, T, name, you, promptEl, matchEl } = v;
  const y = you();
  let text = "";
  if (drawn(state).obs.phase === "over") text = T("prompt.over");
  else if (!y) text = T("prompt.spectator");
  else if (y.step === "offer") text = T("prompt.offer");
  else if (y.step === "pick") text = T("prompt.pick", { n: y.picks_left });
  else if (y.step === "duplicate") text = T("prompt.duplicate");
  else if (y.step === "remove") text = drawn(state).obs.phase === "final_deck" ? T("prompt.remove_final") : T("prompt.remove");
  else if (y.step === "wait") {
    const waiting = (drawn(state).obs.seats || []).filter((s) => !s.npc && s.step && s.step !== "wait").map((s) => name(s.seat));
    text = waiting.length ? T("prompt.wait", { names: waiting.join(T("list_sep")) }) : T("prompt.wait_none");
  }
  const m = drawn(state).obs.matches?.[state.rp.match];
  const jump = m && !ctx.embed && state.acts.length > 0
    ? h("button", { type: "button", class: "button button-quiet cg-jump", id: "cg-jump", onclick: () => { matchEl.scrollIntoView({ block: "start", behavior: "smooth" }); /** @type {HTMLElement | null} */ (matchEl.querySelector("#cg-forward, #cg-back"))?.focus({ preventScroll: true }); } },
      m.round > 7 ? T("prompt.see_final") : T("prompt.see_match", { round: m.round }), h("span", { "aria-hidden": "true", text: " ↓" }))
    : null;
  if (text || jump) put(promptEl, h("span", { text }), jump ? " " : null, jump);
  else put(promptEl);
  promptEl.classList.toggle("cg-prompt-go", state.acts.length > 0);
}

// ---- teams ------------------------------------------------------------------------------
/** @param {import("./view.js").View} v @param {Record<string, any>} t */
function trophyEl(v, t) {
  const { T, parkName } = v;
  const hidden = t.fans === null || t.fans === undefined;
  const label = hidden ? T("trophy.hidden", { round: t.round, park: parkName(t.park) }) : T("trophy.known", { round: t.round, park: parkName(t.park), fans: t.fans });
  return h("span", { class: `cg-trophy${hidden ? " cg-trophy-down" : ""}`, role: "img", "aria-label": label, title: label },
    h("span", { class: "cg-trophy-r", "aria-hidden": "true", text: `R${t.round}` }),
    h("span", { class: "cg-trophy-v", "aria-hidden": "true", text: hidden ? "?" : String(t.fans) }));
}

/** @param {import("./view.js").View} v @param {import("./view.js").Seat} s */
function stepWord(v, s) {
  const { T } = v;
  if (s.npc) return T("team.npc_step");
  if (!s.step) return "";
  return T(`team.step_${s.step}`);
}

/** @param {import("./view.js").View} v */
export function renderTeams(v) {
  const { state, ctx, T, name, offerText, aside, teamsEl } = v;
  const rows = (drawn(state).obs.seats || []).map((s) => {
    const mine = s.seat === state.me;
    return h("li", { class: `cg-team${mine ? " cg-team-me" : ""}${s.finalist ? " cg-team-finalist" : ""}`, dataset: { seat: String(s.seat) } },
      h("div", { class: "cg-team-head" },
        h("span", { class: "cg-team-name", text: name(s.seat) }),
        mine ? h("span", { class: "cg-you", text: ctx.t("app.game.you") }) : null,
        s.npc ? h("span", { class: "cg-tag", text: T("team.npc") }) : null,
        s.finalist ? h("span", { class: "cg-tag cg-tag-final", text: "★ " + T("team.finalist") }) : null),
      h("dl", { class: "cg-team-facts" },
        h("div", {}, h("dt", { text: T("team.fans") }), h("dd", { class: "cg-fans", text: s.total !== null && s.total !== undefined ? T("team.fans_total", { n: s.fans, total: s.total }) : String(s.fans) })),
        h("div", {}, h("dt", { text: T("team.deck") }), h("dd", { class: "cg-decksize", text: T("team.cards", { n: s.deck }) })),
        drawn(state).obs.phase !== "over" && !s.npc ? h("div", {}, h("dt", { text: T("team.step") }), h("dd", { class: "cg-step-word", text: [s.offer && stepWord(v, s) ? aside(stepWord(v, s), offerText(s.offer)) : stepWord(v, s) || (s.offer ? offerText(s.offer) : ""), s.step === "pick" && !mine ? T("team.display_n", { n: s.display }) : ""].filter(Boolean).join(" ") })) : null),
      h("div", { class: "cg-trophies", role: "group", "aria-label": T("team.trophies", { n: s.trophies.length }) },
        h("span", { class: "cg-small", text: T("team.trophies", { n: s.trophies.length }) + " " }),
        s.trophies.map((t) => trophyEl(v, t))));
  });
  put(teamsEl, h("h2", { class: "cg-h", id: "cg-teams-title", text: T("teams.title") }), h("ul", { class: "cg-team-list", id: "cg-team-list" }, rows));
}

// ---- the tournament plan -----------------------------------------------------------------
/** @param {import("./view.js").View} v */
export function renderPlan(v) {
  const { state, T, parkLabel, name, planEl } = v;
  const sched = drawn(state).obs.schedule || [];
  const hist = drawn(state).obs.history || [];
  const nowR = drawn(state).obs.phase === "over" || drawn(state).obs.round > 7 ? null : drawn(state).obs.round;
  const focus = Number.isInteger(state.me) ? state.me : null;
  const summary = [];
  if (nowR && focus !== null) {
    for (const [label, r] of /** @type {[string, number][]} */ ([["plan.this_round", nowR], ["plan.next_round", nowR + 1]])) {
      if (r > 7) continue;
      const park = (sched[r - 1] || []).findIndex((pair) => pair.includes(focus));
      if (park < 0) continue;
      const opp = sched[r - 1][park].find((t) => t !== focus);
      summary.push(h("p", { class: "cg-plan-you", id: label === "plan.this_round" ? "cg-plan-now" : "cg-plan-next" },
        h("strong", { text: T(label, { round: r }) + " " }), T("plan.you_meet", { name: name(/** @type {number} the pair holds the viewer and one more */ (opp)), park: parkLabel(park) })));
    }
  }
  const head = h("tr", {}, h("th", { scope: "col", text: T("plan.round") }),
    Array.from({ length: drawn(state).obs.parks || 1 }, (_, k) => h("th", { scope: "col", class: `cg-park cg-park-${k}`, text: parkLabel(k) })));
  const rows = sched.map((pairs, i) => {
    const r = i + 1;
    const tag = r === nowR ? T("plan.now") : nowR && r === nowR + 1 ? T("plan.next") : "";
    return h("tr", { class: `${r === nowR ? "cg-now" : ""}${nowR && r === nowR + 1 ? " cg-next" : ""}`, dataset: { round: String(r) } },
      h("th", { scope: "row" }, String(r), tag ? h("span", { class: "cg-plan-tag", text: ` ${tag}` }) : null),
      pairs.map((pair, k) => {
        const done = hist.find((m) => m.round === r && m.park === k);
        const involved = focus !== null && pair.includes(focus);
        return h("td", { class: involved ? "cg-mine" : "" },
          pair.map((t, j) => [j ? h("span", { class: "cg-vs", text: ` ${T("plan.vs")} ` }) : null,
            h("span", { class: `cg-pair${done && done.winner === t ? " cg-winner" : ""}`, text: (done && done.winner === t ? "✓ " : "") + name(t) })]));
      }));
  });
  const final = hist.find((m) => m.round === 8);
  put(planEl,
    h("h2", { class: "cg-h", id: "cg-plan-title", text: T("plan.title") }),
    summary,
    h("div", { class: "cg-scroll" }, h("table", { class: "cg-grid cg-plan-table", id: "cg-plan-table" }, h("thead", {}, head), h("tbody", {}, rows))),
    h("p", { class: "cg-small", text: T("plan.legend") }),
    final ? h("p", { class: "cg-plan-final", text: T("plan.final", { a: name(final.teams[0]), b: name(final.teams[1]), winner: name(final.winner) }) }) : null);
}

// ---- the results -------------------------------------------------------------------------
/** @param {import("./view.js").View} v */
export function renderResults(v) {
  const { state, T, isNpc, name, resultsEl } = v;
  const over = drawn(state).obs.phase === "over" && !state.rp.held;
  resultsEl.hidden = !over;
  if (!over) { put(resultsEl); return; }
  const result = drawn(state).obs.result || drawn(state).snap.outcome || /** @type {TabletopOutcome} */ ({});
  // the winning teams as the rules give them: the seats, and the solo robot as a rival
  const winners = new Set(result.winners || []);
  if ((result.rivals || []).some((r) => r.won) && isNpc(drawn(state).obs.npc)) winners.add(/** @type {number} the robot's seat */ (drawn(state).obs.npc));
  const final = drawn(state).obs.final;
  const finalMatch = (drawn(state).obs.history || []).find((m) => m.round === 8);
  const order = [...(drawn(state).obs.seats || [])].sort((x, y) => {
    const wx = winners.has(x.seat) ? 1 : 0;
    const wy = winners.has(y.seat) ? 1 : 0;
    return wy - wx || (y.total ?? y.fans) - (x.total ?? x.fans) || y.trophies.length - x.trophies.length || x.seat - y.seat;
  });
  /** @param {import("./view.js").Seat} s */
  const finalWord = (s) => {
    if (!finalMatch) return T("results.no_final");
    if (!finalMatch.teams.includes(s.seat)) return "—";
    return finalMatch.winner === s.seat ? T("results.final_won") : T("results.final_lost");
  };
  const rows = order.map((s) => h("tr", { class: winners.has(s.seat) ? "cg-winner-row" : "", dataset: { seat: String(s.seat) } },
    h("th", { scope: "row" }, name(s.seat), winners.has(s.seat) ? h("span", { class: "cg-star", text: " ★ " + T("results.won") }) : null),
    h("td", {}, h("span", { class: "cg-trophies" }, s.trophies.length ? s.trophies.map((t) => trophyEl(v, t)) : "—")),
    h("td", { class: "num", text: String(s.trophies.reduce((t, x) => t + (x.fans || 0), 0)) }),
    h("td", { class: "num", text: String(s.fans) }),
    h("td", { class: "num cg-total-fans", text: String(s.total ?? s.fans) }),
    h("td", { text: finalWord(s) })));
  const winText = winners.size ? T(winners.size > 1 ? "results.winners" : "results.winner", { names: [...winners].map(name).join(T("list_sep")) }) : T("results.nobody");
  put(resultsEl,
    h("h2", { class: "cg-h", id: "cg-results-title", text: T("results.title") }),
    h("p", { class: "cg-outcome", id: "cg-outcome", text: winText }),
    final?.finalists ? h("p", { class: "cg-small", text: T("results.finalists", { a: name(final.finalists[0]), b: name(final.finalists[1]) }) }) : null,
    h("div", { class: "cg-scroll" }, h("table", { class: "cg-grid cg-results-table", id: "cg-results-table" },
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: T("results.team") }),
        h("th", { scope: "col", text: T("results.trophies") }),
        h("th", { scope: "col", class: "num", text: T("results.trophy_fans") }),
        h("th", { scope: "col", class: "num", text: T("results.tokens") }),
        h("th", { scope: "col", class: "num", text: T("results.total") }),
        h("th", { scope: "col", text: T("results.final") }))),
      h("tbody", {}, rows))),
    h("p", { class: "cg-small", text: T("results.legend") }));
}
