// Polis view: the readouts — the round track and event, the player boards, the markets, the projects,
// the round end as a list of steps and the final breakdown.

import { h } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { PHASE_STEP, RE_KEY_STEP, RES, ROUND_END_STEPS, SIDES } from "./consts.js";
import { drawn } from "./state.js";
import { icon, resChip, sideMark, unitChip } from "./icons.js";

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makePanels(V) {
  const {
    S, T, amount, boardsEl, ctx, eventRef, faminePart, finalEl, marketName, marketsEl, me, nodeName, ownTag, polisName, projectsEl, put, reEl, resName,
    roundEl, roundName, sideName, standIn, tileName, typeName, unitName, who, word,
  } = V;

  // ---- the top: rounds and the event -----------------------------------------------------
  function renderRound() {
    const rounds = S.ref?.rounds || [1, 2, 3, 4].map((n) => ({ n, name: String(n), limit: "?" }));
    const track = h("ol", { class: "po-track", id: "po-track", "aria-label": T("round.track") },
      rounds.map((r) => h("li", {
        class: `po-track-step${r.n === drawn(S).obs.round ? " po-now" : r.n < drawn(S).obs.round ? " po-past" : ""}`,
        dataset: { round: String(r.n) }, "aria-current": r.n === drawn(S).obs.round ? "step" : null,
      },
      h("span", { class: "po-track-name", text: r.name }),
      h("span", { class: "po-track-lim", text: T("round.limit", { n: r.limit }) }))));
    const event = drawn(S).obs.event;
    const ev = event ? eventRef(event.id) : null;
    const evEl = h("div", { class: "po-event", id: "po-event", dataset: { event: drawn(S).obs.event?.id || "" } },
      h("span", { class: "po-event-k", text: T("round.event") }),
      ev ? h("strong", { class: "po-event-name", text: word(ev.name, event?.id) }) : h("strong", { text: drawn(S).obs.event?.id || "—" }),
      ev ? h("span", { class: "po-event-eff", text: word(ev.effect, "") }) : null,
      ev && standIn(ev.source) ? ownTag(true) : null);
    const t = drawn(S).obs.turn || {};
    let status;
    if (drawn(S).obs.phase === "over") status = T("status.over");
    else {
      const act = drawn(S).obs.active?.[0];
      const parts = [T("status.turn", { side: Number.isInteger(act) ? who(act) : "—" })];
      if (drawn(S).obs.phase === "action" && Number.isInteger(t.player)) parts.push(T("status.action_n", { n: Math.min(2, (t.done || []).length + 1) }));
      else parts.push(T(`phase.${drawn(S).obs.phase}`));
      status = parts.join(" · ");
    }
    const passed = (t.passed || []).flatMap((x, i) => (x ? [sideName(i)] : []));
    put(roundEl,
      h("div", { class: "po-round-head" },
        h("span", { class: "po-round-now", id: "po-round-now", dataset: { round: String(drawn(S).obs.round) } }, T("round.now", { name: drawn(S).obs.round_name ?? roundName(drawn(S).obs.round) })),
        h("span", { class: "po-limit", id: "po-limit", text: T("round.limits", { n: drawn(S).obs.limit }) }),
        h("span", { class: "po-status", id: "po-status", text: status }),
        passed.length ? h("span", { class: "po-passed", text: T("status.passed", { sides: listWords(ctx, passed) }) }) : null,
        S.famine.value ? h("span", { class: "po-famine-badge", id: "po-status-famine", text: faminePart("status") }) : null),
      track, evEl);
  }

  // ---- the player boards ---------------------------------------------------------------------
  function renderBoards() {
    const boards = [0, 1].map((p) => {
      const pl = drawn(S).obs.players?.[p] || {};
      const side = SIDES[p];
      const owned = Object.entries(drawn(S).obs.poleis || {}).filter(([, s]) => s.owner === p);
      const citizens = owned.reduce((n, [, s]) => n + (s.citizens || 0), 0);
      const projects = [];
      for (const [pid, s] of owned) {
        if (s.building) projects.push(h("li", { class: "po-proj po-proj-building", dataset: { tile: s.building } }, icon("hammer"), T("board.building", { tile: tileName(s.building), polis: polisName(pid) })));
        for (const tl of s.built || []) projects.push(h("li", { class: "po-proj po-proj-built", dataset: { tile: tl } }, "✓ ", T("board.built", { tile: tileName(tl), polis: polisName(pid), e: S.ref?.projects?.[tl]?.end_prestige ?? "?" })));
      }
      const turn = drawn(S).obs.active?.includes(p) && !drawn(S).snap.over;
      const passed = drawn(S).obs.turn?.passed?.[p];
      const pool = pl.pool || {};
      const proxWhere = pl.prisoner ? T("board.prisoner", { side: sideName(1 - p) }) : pl.proxenos ? polisName(pl.proxenos) : "—";
      return h("article", { class: `po-board po-board-${side}${turn ? " po-turn" : ""}${me() === p ? " po-me" : ""}`, id: `po-board-${side}`, dataset: { seat: String(p), side } },
        h("header", { class: "po-board-head" },
          sideMark(side, sideName(p), "po-side-big"),
          h("div", { class: "po-board-names" }, h("strong", { text: sideName(p) }), ctx.seats?.[p]?.name ? h("span", { class: "po-seatname", text: ctx.seats[p].name }) : null),
          me() === p ? h("span", { class: "po-you", text: ctx.t("app.game.you") }) : null,
          turn ? h("span", { class: "po-badge po-badge-turn", text: ctx.t("app.game.turn") }) : null,
          passed ? h("span", { class: "po-badge", text: T("board.passed") }) : null,
          drawn(S).obs.first === p ? h("span", { class: "po-badge", title: T("board.first_long"), text: T("board.first") }) : null),
        h("div", { class: "po-board-main" },
          h("div", { class: "po-big", id: `po-prestige-${side}`, dataset: { n: String(pl.prestige ?? "") } }, icon("prestige"), h("span", { class: "po-big-n", text: String(pl.prestige ?? "?") }), h("span", { class: "po-big-w", text: T("board.prestige") })),
          h("div", { class: "po-big", id: `po-score-${side}`, dataset: { n: String(pl.score ?? "") } }, h("span", { class: "po-big-n", text: String(pl.score ?? "?") }), h("span", { class: "po-big-w", text: T("board.score") }))),
        h("ul", { class: "po-resources", "aria-label": T("board.resources") },
          RES.map((r) => h("li", { class: "po-resline", dataset: { res: r, n: String(pl.resources?.[r] ?? 0) } }, resChip(r, pl.resources?.[r] ?? 0, `${resName(r)}: ${pl.resources?.[r] ?? 0}`), h("span", { class: "po-res-w", text: resName(r) })))),
        h("dl", { class: "po-facts" },
          h("dt", { text: T("board.poleis") }), h("dd", { text: T("board.poleis_v", { n: owned.length, c: citizens }) }),
          h("dt", { text: T("board.pool") }), h("dd", {}, unitChip(side, "hoplite", pool.hoplite ?? 0, `${unitName("hoplite")}: ${pool.hoplite ?? 0}`), " ", unitChip(side, "galley", pool.galley ?? 0, `${unitName("galley")}: ${pool.galley ?? 0}`), " ", unitChip(side, "merchant", pool.merchant ?? 0, `${unitName("merchant")}: ${pool.merchant ?? 0}`)),
          h("dt", { text: T("board.port") }), h("dd", { text: T("board.port_v", { n: pl.port ?? 0 }) }),
          h("dt", { text: T("board.proxenos") }), h("dd", { class: pl.prisoner ? "po-warn" : "", text: proxWhere })),
        projects.length ? h("ul", { class: "po-projlist", "aria-label": T("board.projects") }, projects) : h("p", { class: "po-small", text: T("board.no_projects") }));
    });
    put(boardsEl, boards);
  }

  // ---- markets and projects ----------------------------------------------------------------
  function renderMarkets() {
    const rates = S.ref?.rates;
    const rows = Object.keys(S.ref?.markets || drawn(S).obs.markets || {}).map((id) => {
      const st = drawn(S).obs.markets?.[id] || {};
      const m = S.ref?.markets?.[id];
      const track = [];
      for (let k = 1; k <= 8; k++) {
        track.push(h("span", { class: `po-mt${k === st.k ? " po-mt-on" : ""}`, title: rates ? T("market.rate", { g: rates.goods[k - 1], s: rates.silver[k - 1] }) : "" },
          h("span", { class: "po-mt-k", text: String(k) }),
          rates ? h("span", { class: "po-mt-r", text: `${rates.goods[k - 1]}/${rates.silver[k - 1]}` }) : null));
      }
      return h("li", { class: `po-mrow${st.closed ? " po-closed" : ""}`, dataset: { market: id, k: String(st.k ?? "") } },
        h("div", { class: "po-mrow-head" }, h("strong", { text: marketName(id) }), m ? h("span", { class: "po-small", text: T("market.via", { sea: nodeName(m.access) }) }) : null,
          st.closed ? h("span", { class: "po-badge po-badge-bad", text: T("market.closed") }) : null,
          h("span", { class: "po-small", text: T("market.boxes", { n: (st.merchants || []).length, limit: drawn(S).obs.limit }) })),
        h("div", { class: "po-mtrack", role: "img", "aria-label": `${T("market.k", { k: st.k })}, ${rates ? T("market.rate", { g: rates.goods[(st.k || 1) - 1], s: rates.silver[(st.k || 1) - 1] }) : ""}` }, track));
    });
    put(marketsEl, h("h3", { class: "po-h", id: "po-markets-title" }, icon("market"), T("market.title"), rates && standIn(rates.source) ? ownTag(true) : null),
      h("p", { class: "po-small", text: T("market.legend") }),
      h("ul", { class: "po-mlist" }, rows));
  }

  function renderProjects() {
    const up = drawn(S).obs.projects?.face_up || [];
    const tiles = up.map((id) => {
      const p = S.ref?.projects?.[id] || /** @type {Partial<import("./state.js").ProjectRef>} */ ({});
      return h("li", { class: `po-tile po-tile-${p.type}`, dataset: { tile: id } },
        h("div", { class: "po-tile-head" }, icon(p.type || "card"), h("strong", { text: tileName(id) }), h("span", { class: "po-small", text: typeName(/** @type {string} a tile of the reference */ (p.type)) })),
        h("div", { class: "po-cost" }, Object.entries(p.cost || {}).map(([r, n]) => resChip(r, n, amount(n, r)))),
        h("div", { class: "po-small", text: T("tile.pp_long", { r: p.round_prestige ?? "?", e: p.end_prestige ?? "?" }) }),
        p.fortification ? h("div", { class: "po-small", text: T("tile.fort", { n: p.fortification }) }) : null);
    });
    put(projectsEl, h("h3", { class: "po-h", id: "po-projects-title" }, icon("hammer"), T("tile.title"), ownTag(true)),
      tiles.length ? h("ul", { class: "po-tiles" }, tiles) : h("p", { class: "po-small", text: T("tile.none") }),
      h("p", { class: "po-small", text: T("tile.pile", { n: drawn(S).obs.projects?.pile ?? 0 }) }));
  }

  // ---- the round end ------------------------------------------------------------------------------
  function renderRoundEnd() {
    const log = drawn(S).obs.log || [];
    const ph = drawn(S).obs.phase;
    const active = ["release", "growth", "tax"].includes(ph) || (!!drawn(S).obs.round_end && ph !== "action");
    // the entries of the newest round end: from the last both-passed point (first round-end key after the last action)
    let start = -1;
    for (let i = log.length - 1; i >= 0; i--) {
      const k = log[i].key;
      if (k === "polis.round_end") { start = i; break; }
    }
    if (start < 0) { reEl.hidden = true; return; }
    let end = log.length;
    for (let i = start + 1; i < log.length; i++) if (log[i].key === "polis.round_start") { end = i; break; }
    const entries = log.slice(start + 1, end);
    // only shown while it runs or right after it (until the new round's first action)
    const after = log.slice(end + 1).some((e) => ["polis.pass", "polis.hoplites", "polis.galleys", "polis.merchants", "polis.project", "polis.march", "polis.sail", "polis.siege", "polis.collect", "polis.trade", "polis.proxenos", "polis.redeem", "polis.civilwar"].includes(e.key));
    if (!active && (after || ph === "over" && !entries.length)) { reEl.hidden = true; return; }
    reEl.hidden = false;
    const current = active ? PHASE_STEP[ph] || drawn(S).obs.round_end?.step || null : null;
    const byStep = new Map(ROUND_END_STEPS.map((s) => [s, /** @type {import("./state.js").LogEntry[]} */ ([])]));
    for (const e of entries) {
      const s = RE_KEY_STEP[e.key];
      if (s) byStep.get(s)?.push(e);
    }
    const doneIdx = current ? ROUND_END_STEPS.indexOf(current) : ROUND_END_STEPS.length;
    const items = ROUND_END_STEPS.map((s, i) => {
      const lines = /** @type {import("./state.js").LogEntry[]} a step's */ (byStep.get(s)).map((e) => h("li", { text: reLine(e) }));
      const state = i < doneIdx ? "done" : i === doneIdx ? "now" : "later";
      return h("li", { class: `po-re-step po-re-${state}`, dataset: { step: s, state }, "aria-current": state === "now" ? "step" : null },
        h("span", { class: "po-re-n", "aria-hidden": "true", text: state === "done" ? "✓" : String(i + 1) }),
        h("div", { class: "po-re-body" }, h("strong", { text: T(`re.${s}`) }), h("span", { class: "po-small", text: ` — ${T(`re.${s}_help`)}` }),
          lines.length ? h("ul", { class: "po-re-lines" }, lines) : state === "done" && s !== "next" ? h("div", { class: "po-small", text: T("re.nothing") }) : null));
    });
    // the round that ends: the newest round start before this round end
    let name = drawn(S).obs.round_name ?? roundName(drawn(S).obs.round);
    for (let i = start; i >= 0; i--) if (log[i].key === "polis.round_start") { name = log[i].args?.name ?? name; break; }
    const roundEnd = drawn(S).obs.round_end;
    put(reEl, h("h3", { class: "po-h", id: "po-re-title" }, icon("wheat"), T("re.title", { name })),
      roundEnd?.fed ? h("p", { class: "po-small", text: T("re.fed", { a: roundEnd.fed[0] ?? "", b: roundEnd.fed[1] ?? "" }) }) : null,
      h("ol", { class: "po-re-list", id: "po-re-list" }, items));
    reEl.dataset.current = current || "";
  }

  /** a round-end step's line @param {import("./state.js").LogEntry} e */
  function reLine(e) {
    const a = e.args || {};
    const s = sideName(a.player);
    switch (e.key) {
      case "polis.projects_done": return T("re.l_project", { side: s, tile: tileName(a.tile), polis: polisName(a.polis), n: a.prestige });
      case "polis.fed": return T("re.l_fed", { side: s, wheat: a.wheat, prestige: a.prestige });
      case "polis.released": return T("re.l_released", { side: s, polis: polisName(a.polis) });
      case "polis.grow": return T("re.l_grow", { side: s, polis: polisName(a.polis), n: a.n });
      case "polis.megalopolis": return T("re.l_mega", { side: s, n: a.n });
      case "polis.storage": return T("re.l_storage", { side: s, wheat: a.wheat, wine: a.wine, oil: a.oil });
      case "polis.tax": return T("re.l_tax", { side: s });
      default: return e.key;
    }
  }

  // ---- the final breakdown -----------------------------------------------------------------------
  function renderFinal() {
    const r = drawn(S).obs.result || drawn(S).snap.outcome?.detail;
    if (!drawn(S).snap.over || !r) { finalEl.hidden = true; return; }
    finalEl.hidden = false;
    /** @param {string} key @param {(number | null)[] | null | undefined} vals */
    const row = (key, vals, cls = "") => h("tr", { class: cls }, h("th", { scope: "row", text: T(`final.${key}`) }), [0, 1].map((p) => h("td", { class: "num", dataset: { seat: String(p), row: key, n: String(vals?.[p] ?? "") }, text: String(vals?.[p] ?? "–") })));
    const winner = r.winner;
    const verdict = winner === null || winner === undefined ? T("final.draw") : T("final.winner", { side: who(winner) });
    put(finalEl,
      h("h3", { class: "po-h", id: "po-final-title" }, icon("prestige"), T("final.title")),
      h("p", { class: "po-verdict", id: "po-verdict", dataset: { winner: String(winner ?? "") } }, verdict, " ", h("span", { class: "po-small", text: T(`final.reason_${r.reason || "rounds"}`) })),
      h("div", { class: "po-table-wrap" }, h("table", { class: "po-final-table", id: "po-final-table" },
        h("thead", {}, h("tr", {}, h("td"), [0, 1].map((p) => h("th", { scope: "col" }, sideMark(SIDES[p], sideName(p)), " ", who(p), winner === p ? " ★" : "")))),
        h("tbody", {},
          row("citizens", r.citizens),
          row("prestige", r.prestige),
          row("projects", r.projects),
          row("total", r.scores, "po-total"),
          row("poleis", r.poleis, "po-tiebreak")))));
  }

  return { renderRound, renderBoards, renderMarkets, renderProjects, renderRoundEnd, renderFinal };
}
