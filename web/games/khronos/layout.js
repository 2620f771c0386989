// Khronos view: the skeleton (top bar, prompt, panels, tabs, the three boards' squares); the
// buildings and the rest are drawn on it by ./boards.js and ./panels.js.

import { BOARDS, H, W } from "./state.js";
import { h } from "../../app/dom.js";

/** @param {import("./state.js").KhView} ui */
export function layout(ui) {
  const { state, ctx, T, lang, root } = ui;
  const track = h("ol", { class: "kh-track", id: "kh-track", "aria-label": T("track") });
  const trackBox = h("div", { class: "kh-trackbox" }, h("span", { class: "kh-track-label", text: T("turn") }), track);
  const layoutBtn = h("button", { type: "button", class: "button button-quiet kh-layout-btn", id: "kh-layout", "aria-pressed": "false", onclick: () => { state.equal = !state.equal; ui.renderAll(); } }, T("layout.equal"));
  const helpBtn = h("button", { type: "button", class: "button button-quiet kh-help-btn vk-help-btn", id: "kh-help", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => ui.help.open() },
    h("span", { class: "kh-q", "aria-hidden": "true", text: "?" }), h("span", { class: "kh-help-label", text: T("help.short") }));
  const top = h("div", { class: "kh-top" }, trackBox, h("div", { class: "kh-topbtns" }, layoutBtn, helpBtn));
  const promptEl = h("p", { class: "kh-prompt", id: "kh-prompt" });
  const playersEl = h("section", { class: "kh-players", id: "kh-players", "aria-label": T("players_area") });
  const finalEl = h("section", { class: "kh-box kh-final", id: "kh-final", hidden: true, "aria-labelledby": "kh-final-title" });
  const tabs = h("div", { class: "kh-tabs", role: "tablist", "aria-label": T("boards") });
  const boardsEl = h("div", { class: "kh-boards", id: "kh-boards" });
  const inspectEl = h("p", { class: "kh-hint kh-inspect", id: "kh-inspect" });
  const legend = h("p", { class: "kh-legend", "aria-hidden": "true" },
    h("span", { class: "kh-lg kh-lg-orig" }, h("i"), T("legend.built")),
    h("span", { class: "kh-lg kh-lg-shadow" }, h("i"), "↧ ", T("legend.shadow")),
    h("span", { class: "kh-lg kh-lg-ruin" }, h("i"), "✕ ", T("legend.ruin")),
    h("span", { class: "kh-lg kh-lg-dom" }, h("i"), T("legend.domain")),
    h("span", { class: "kh-lg kh-lg-river" }, h("i"), "≈ ", T("terrain.river")),
    h("span", { class: "kh-lg kh-lg-forest" }, h("i"), "♣ ", T("terrain.forest")),
    h("span", { class: "kh-lg kh-lg-mountain" }, h("i"), "▲ ", T("terrain.mountain")),
    h("span", { class: "kh-lg" }, "◎ ", T("legend.earning")),
    h("span", { class: "kh-lg kh-lg-new" }, h("i"), T("legend.recent")));
  const handBox = h("section", { class: "kh-box kh-handbox", id: "kh-handbox", "aria-labelledby": "kh-hand-title" });
  const actBox = h("section", { class: "kh-box kh-actbox", id: "kh-actions", "aria-labelledby": "kh-actions-title" });
  const previewBox = h("section", { class: "kh-box kh-preview", id: "kh-preview", "aria-labelledby": "kh-preview-title", "aria-live": "polite" });
  const playEl = h("div", { class: "kh-play" }, handBox, actBox);
  const view = h("div", { class: `kh${ctx.embed ? " kh-embed" : ""}`, lang }, top, promptEl, finalEl, playersEl, playEl, tabs, boardsEl, inspectEl, legend);
  const colA = h("div", { class: "kh-col kh-col-a" });
  const colB = h("div", { class: "kh-col kh-col-b" });
  boardsEl.append(colA, colB);
  root.append(view);

  // boards: the terrain cells are made once; buildings, domains and ghosts are layers redrawn on render
  /** @type {Record<string, import("./state.js").BoardEls>} */
  const B = {};
  for (const board of BOARDS) {
    const tab = h("button", { type: "button", class: "button kh-tab", role: "tab", id: `kh-tab-${board}`, dataset: { board }, "aria-controls": `kh-board-${board}`, onclick: () => ui.showBoard(board) }, T(`board.${board}`));
    tabs.append(tab);
    const head = h("div", { class: "kh-board-head" });
    const grid = h("div", { class: "kh-grid", id: `kh-grid-${board}`, tabindex: "0", role: "application", dataset: { board }, "aria-roledescription": T("grid_role"), "aria-label": T(`board.${board}`) });
    const el = h("section", { class: "kh-board", id: `kh-board-${board}`, dataset: { board }, role: "tabpanel", "aria-labelledby": `kh-tab-${board}` }, head, grid);
    colB.append(el);
    const cells = new Map();
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const c = h("div", { class: "kh-cell", dataset: { x: String(x), y: String(y) }, style: `--x:${x};--y:${y}` });
        cells.set(`${x},${y}`, c);
        grid.append(c);
      }
    }
    B[board] = { el, head, grid, tab, cells, layer: [], ghosts: [], bEls: new Map(), terrainDone: false };
  }

  return { track, layoutBtn, helpBtn, promptEl, playersEl, finalEl, tabs, boardsEl, inspectEl, handBox, actBox, previewBox, view, colA, colB, B };
}
