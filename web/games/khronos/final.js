// Khronos view: the final scores, by board and by domain.

import { cellWord } from "./words.js";
import { BOARDS, drawn } from "./state.js";
import { h, put } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";

/** @param {import("./state.js").KhView} ui */
export function final(ui) {
  const { state, T, seatName, finalEl } = ui;
  function renderFinal() {
    const res = drawn(state).obs.result;
    if (!drawn(state).snap.over || !res) { finalEl.hidden = true; return; }
    finalEl.hidden = false;
    const n = drawn(state).obs.players;
    const winners = new Set(res.winners || []);
    const seats = [...Array(n).keys()].sort((a, b) => (res.ecus[b] - res.ecus[a]) || ((res.cubes_on_boards?.[b] ?? 0) - (res.cubes_on_boards?.[a] ?? 0)));
    const rows = seats.map((p) => h("tr", { class: winners.has(p) ? "kh-winner" : "", dataset: { seat: String(p) } },
      h("th", { scope: "row" }, ui.cube(p), " ", winners.has(p) ? "★ " : "", seatName(p)),
      h("td", { class: "num", dataset: { ecus: String(res.ecus[p]) }, text: String(res.ecus[p]) }),
      ...BOARDS.map((b) => h("td", { class: "num", text: String(res.by_board?.[p]?.[b] ?? 0) })),
      h("td", { class: "num", text: String(res.cubes_on_boards?.[p] ?? 0) })));
    const summary = h("table", { id: "kh-final-table" },
      h("thead", {},
        h("tr", {}, h("th", { scope: "col", rowspan: "2", text: T("final.player") }), h("th", { scope: "col", rowspan: "2", class: "num", text: T("ecus") }),
          h("th", { scope: "colgroup", colspan: "3", class: "kh-center", text: T("final.earned") }), h("th", { scope: "col", rowspan: "2", class: "num", text: T("final.cubes") })),
        h("tr", {}, ...BOARDS.map((b) => h("th", { scope: "col", class: "num", text: T(`board_short.${b}`) })))),
      h("tbody", {}, rows));
    const earn = (drawn(state).obs.earnings || []).map((e) => {
      const b = ui.buildingById(e.board, e.building);
      const where = b ? `${ui.tileName(b.tile)} ${cellWord([b.x, b.y])}` : T("final.domain_n", { n: e.domain });
      return h("tr", { dataset: { seat: String(e.seat), board: e.board } },
        h("td", {}, ui.cube(e.seat), " ", seatName(e.seat)), h("td", { class: "num", text: String(e.turn) }), h("td", { text: T(`board_short.${e.board}`) }),
        h("td", { text: where }), h("td", { class: "num", text: `+${e.amount}` }));
    });
    const detail = earn.length
      ? h("div", { class: "kh-scroll" }, h("table", { id: "kh-final-earnings" },
        h("caption", { class: "kh-small kh-muted", text: T("final.by_domain") }),
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("final.player") }), h("th", { scope: "col", class: "num", text: T("turn") }), h("th", { scope: "col", text: T("final.board") }), h("th", { scope: "col", text: T("final.domain") }), h("th", { scope: "col", class: "num", text: T("ecus") }))),
        h("tbody", {}, earn)))
      : h("p", { class: "kh-hint", text: T("final.no_earnings") });
    const names = listWords(ui.ctx, [...winners].map(seatName));
    put(finalEl, h("h3", { class: "kh-h", id: "kh-final-title", text: T("final.title") }),
      h("p", { id: "kh-verdict", class: "kh-winner", text: T(winners.size > 1 ? "final.shared" : "final.won", { names }) }),
      h("div", { class: "kh-scroll" }, summary), detail);
  }

  return { renderFinal };
}
