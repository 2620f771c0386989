// Magic circle view: the readouts around the boards: the info bar (match, turn, actions, pile), the
// prompt and its buttons, a finished match's result panel and the game summary table.

import { h } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { drawn } from "./state.js";

/** @typedef {import("./state.js").View} View */

/**
 * The panels of one mounted view.
 * @param {View} v
 */
export function panels(v) {
  const { T, R, ctx, name, coinName, fmt, sourceCoin } = v;
  const st = drawn(v.st); // its functions draw: they run only after a render
  const { infoBar, prompt, controls, resultBox, summaryBox } = v.dom;
  /** @param {string | null | undefined} text */
  const act = (text) => v.act(text);
  const draw = () => v.draw();
  /** @param {string} key */
  const focusKey = (key) => v.focusKey(key);
  /** @param {import("./state.js").Score} bd @param {import("./state.js").BreakdownOptions} [opts] */
  const breakdownEl = (bd, opts) => v.breakdownEl(bd, opts);

  function renderInfo() {
    /** @param {string} key @param {Node | string} value @param {Record<string, string>} [extra] */
    const item = (key, value, extra = {}) => h("div", { class: `mc-info-item mc-info-${key}`, ...extra }, h("dt", { text: T(`info.${key}`) }), h("dd", {}, value));
    const phase = st.obs.phase;
    const turnText = phase === "placement" ? T("info.placement") : phase === "over" ? T("info.over") : T("info.turn_n", { n: st.obs.turn });
    const items = [
      item("match", T("info.match_of", { match: st.obs.match, matches: st.obs.matches }), { id: "mc-match" }),
      item("turn", turnText, { id: "mc-turn" }),
    ];
    if (phase === "turn") {
      const left = st.obs.actions_left;
      const dots = h("span", { class: "mc-dots", "aria-hidden": "true" },
        [0, 1].map((i) => h("span", { class: `mc-dot${i < left ? " mc-dot-on" : ""}`, text: i < left ? "●" : "○" })));
      items.push(item("actions", h("span", {}, dots, h("span", { class: "mc-dots-n", text: T("info.actions_left", { n: left }) })), { id: "mc-actions" }));
    }
    items.push(item("pile", h("span", {}, h("span", { class: "mc-pile-icon", "aria-hidden": "true", text: "⛁ " }), T("info.coins", { n: st.obs.pile })), { id: "mc-pile", "data-count": String(st.obs.pile) }));
    if (st.obs.removed?.length) items.push(item("removed", T("info.coins", { n: st.obs.removed.length }), { id: "mc-removed", title: listWords(ctx, st.obs.removed.map(coinName)) }));
    items.push(item("mode", R(`mode.${st.obs.mode}`)));
    infoBar.replaceChildren(h("dl", { class: "mc-info-list" }, items));
  }

  function renderBar() {
    const me = st.snap.viewer;
    const mine = st.legal.size > 0;
    let text = "";
    if (st.obs.phase === "over") text = T("prompt.over");
    else if (!Number.isInteger(me)) text = T("prompt.spectator");
    else if (st.obs.phase === "placement") {
      if (st.moves.done) text = st.sel ? T("prompt.sel_placement", { coin: coinName(sourceCoin(st.sel)) }) : T("prompt.placement");
      else text = T("prompt.wait_placement");
    } else if (st.obs.current === me && mine) {
      if (st.sel) text = T("prompt.sel_turn", { coin: coinName(sourceCoin(st.sel)) }) + (st.moves.salvage.has(st.sel) ? " " + T("prompt.sel_salvage") : "");
      else if (st.obs.actions_left > 0) text = T("prompt.turn", { n: st.obs.actions_left });
      else text = T("prompt.turn_spent");
      if (st.moves.activate) text += " " + T("prompt.can_activate");
    } else if (typeof st.obs.current === "number" && Number.isInteger(st.obs.current)) text = T("prompt.wait", { name: name(st.obs.current) });
    prompt.textContent = text;
    prompt.classList.toggle("mc-prompt-go", mine);
    const busy = st.pending || st.snap.busy;
    /** @param {string} id @param {string} label @param {string} key @param {string} cls @param {() => void} fn @param {Record<string, string>} [extra] */
    const btn = (id, label, key, cls, fn, extra = {}) => h("button", {
      type: "button", id, class: `button ${cls}`, disabled: busy, "aria-keyshortcuts": key || null, onclick: fn, ...extra,
    }, h("span", { text: label }), key ? h("kbd", { "aria-hidden": "true", text: key }) : null);
    const list = [];
    if (st.sel) list.push(btn("mc-cancel", T("btn.cancel"), "Esc", "button-quiet", () => { st.sel = null; draw(); }));
    if (st.sel && st.moves.stock.has(st.sel)) list.push(btn("mc-stock-btn", T("btn.stock"), "S", "", () => act(st.moves.stock.get(st.sel ?? ""))));
    if (st.moves.activate) list.push(btn("mc-activate", T("btn.activate"), "A", "button-primary button-large mc-activate", () => act(st.moves.activate)));
    if (st.moves.done) list.push(btn("mc-done", T("btn.done"), "E", "button-primary", () => act(st.moves.done)));
    if (st.moves.end) list.push(btn("mc-end", T("btn.end"), "E", st.moves.activate ? "" : "button-primary", () => act(st.moves.end)));
    controls.replaceChildren(...list);
    controls.hidden = !list.length;
  }

  // ---- match results --------------------------------------------------------------------------------
  /** How a match ended, in words. @param {import("./state.js").Match} rec */
  function endText(rec) {
    if (rec.end === "activation" && typeof rec.activator === "number" && Number.isInteger(rec.activator)) return T("result.by_activation", { name: name(rec.activator), turn: rec.turn });
    return T("result.by_pile", { turn: rec.turn });
  }

  function renderResult() {
    const hist = st.obs.history || [];
    const rec = st.shownMatch ? hist.find((r) => r.match === st.shownMatch) : null;
    resultBox.hidden = !rec;
    if (!rec) return;
    const cards = rec.results.map((res) => h("div", { class: "mc-result-card", "data-seat": String(res.player) },
      breakdownEl(res.score, { seatNo: res.player, title: [h("span", { text: name(res.player) }), h("span", { class: "mc-result-total", text: T("result.running", { n: fmt(rec.totals[res.player]) }) })] })));
    const last = rec.match === hist.length && st.obs.phase !== "over" ? T("result.next", { match: st.obs.match }) : null;
    resultBox.replaceChildren(
      h("div", { class: "mc-result-head" },
        h("h3", { id: "mc-result-title", class: "mc-h", text: T("result.title", { match: rec.match }) }),
        h("button", { type: "button", class: "button button-quiet mc-close", "aria-label": ctx.t("app.close"), onclick: () => { st.shownMatch = null; draw(); focusKey("summary"); } }, "×")),
      h("p", { class: "mc-result-end", text: endText(rec) }),
      h("div", { class: `mc-result-cards mc-n${rec.results.length}` }, cards),
      h("div", { class: "mc-result-actions" },
        last ? h("span", { class: "mc-muted", text: last }) : null,
        h("button", { type: "button", class: "button button-primary", id: "mc-result-ok", onclick: () => { st.shownMatch = null; draw(); } }, st.obs.phase === "over" ? ctx.t("app.close") : T("result.continue"))));
  }

  function renderSummary() {
    const hist = st.obs.history || [];
    const over = st.obs.phase === "over";
    summaryBox.hidden = !hist.length && !over;
    if (summaryBox.hidden) return;
    const n = st.obs.players;
    const seats = [...Array(n).keys()];
    const rows = [];
    for (let m = 1; m <= st.obs.matches; m++) {
      const rec = hist.find((r) => r.match === m);
      const best = rec ? Math.max(...rec.scores) : null;
      rows.push(h("tr", { class: rec ? "mc-sum-done" : "mc-sum-future", "data-match": String(m) },
        h("th", { scope: "row" }, rec
          ? h("button", { type: "button", class: "mc-link", "data-fk": m === hist.length ? "summary" : null, "aria-label": T("summary.show", { match: m }), onclick: () => { st.shownMatch = m; draw(); resultBox.focus(); } }, T("summary.match", { match: m }))
          : h("span", { class: "mc-muted", text: T("summary.match", { match: m }) })),
        seats.map((p) => h("td", { class: `num${rec && n > 1 && rec.scores[p] === best ? " mc-best" : ""}`, text: rec ? fmt(rec.scores[p]) : "—" })),
        h("td", { class: "mc-sum-end", text: rec ? (rec.end === "activation" ? `✦ ${name(/** @type {number} an activation has its activator */ (rec.activator))}` : `⛁ ${R("end.pile")}`) : "" })));
    }
    const totals = st.obs.totals || [];
    // points from before the recorded matches (a game started from a written position)
    const carry = seats.map((p) => (totals[p] ?? 0) - hist.reduce((sum, r) => sum + (r.scores[p] ?? 0), 0));
    if (carry.some((c) => c !== 0)) {
      rows.unshift(h("tr", { class: "mc-sum-carry" }, h("th", { scope: "row", text: T("summary.carry") }),
        seats.map((p) => h("td", { class: "num", text: fmt(carry[p]) })), h("td", {})));
    }
    const bestTotal = Math.max(...totals);
    const winners = st.obs.result?.winners || st.snap.outcome?.winners || [];
    let headline = null;
    if (over) {
      if (n === 1) headline = T("summary.final_single", { n: fmt(totals[0]) });
      else if (winners.length > 1) headline = T("summary.tie", { n: fmt(bestTotal) });
      else headline = T("summary.winner", { name: name(winners[0]), n: fmt(bestTotal) });
    }
    summaryBox.replaceChildren(.../** @type {HTMLElement[]} nulls filtered out */ ([
      h("h3", { class: "mc-h", id: "mc-summary-title", text: over ? T("summary.final") : T("summary.title") }),
      headline ? h("p", { class: "mc-summary-headline", id: "mc-final", text: headline }) : null,
      h("div", { class: "mc-table-scroll" }, h("table", { class: "mc-sum-table" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("summary.match_col") }), seats.map((p) => h("th", { scope: "col", class: "num", text: name(p) })), h("th", { scope: "col", text: T("summary.end_col") }))),
        h("tbody", {}, rows),
        h("tfoot", {}, h("tr", { class: "mc-sum-total" }, h("th", { scope: "row", text: T("summary.total") }),
          seats.map((p) => h("td", { class: `num${over && winners.includes(p) && n > 1 ? " mc-best" : ""}`, "data-seat": String(p), text: fmt(totals[p] ?? 0) })), h("td", {})))))].filter(Boolean)));
  }

  return { renderInfo, renderBar, renderResult, renderSummary, endText };
}
