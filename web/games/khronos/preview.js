// Khronos view: the preview of the action pointed at or selected (what the rules' `preview`
// says it would do), its ghosts on the boards, its words and the confirm row.

import { BOARDS, GLYPH, drawn } from "./state.js";
import { argOf, cellWord, footOf, HAS_PREVIEW } from "./words.js";
import { h, put } from "../../app/dom.js";

/** @param {import("./state.js").KhView} ui */
export function preview(ui) {
  const { state, ctx, T, seatName, live, previewBox, B } = ui;
  /**
   * the rules' preview of `a`, asked for (undefined until it comes; the snapshot's parts carry none)
   * @param {TabletopActionParts | null | undefined} a @returns {import("./state.js").Preview | null | undefined}
   */
  function pvOf(a) {
    if (!a) return undefined;
    if (!HAS_PREVIEW.has(a.verb)) return null;
    if (state.pvCache.has(a.text)) return state.pvCache.get(a.text);
    askPreview(a.text);
    return undefined;
  }

  /** @param {string} text */
  function askPreview(text) {
    if (state.pvAsked.has(text) || typeof ctx.preview !== "function") return;
    state.pvAsked.add(text);
    const forObs = state.pvObs;
    Promise.resolve(ctx.preview(text)).catch(() => null).then((pv) => {
      if (state.destroyed || forObs !== state.pvObs) return; // a new snapshot came meanwhile: ask again if needed
      state.pvAsked.delete(text);
      state.pvCache.set(text, /** @type {import("./state.js").Preview | null} the rules' JSON */ (pv ?? null));
      if (currentAction()?.text === text) renderPreview(true);
      if (state.pvAnnounce === text) {
        state.pvAnnounce = null;
        const a = state.actions.find((x) => x.text === text);
        if (a) live.say(previewSummary(a));
      }
    });
  }

  /** read out what `a` would do, now or when its preview comes @param {TabletopActionParts} a */
  function sayPreview(a) {
    if (pvOf(a) === undefined) state.pvAnnounce = a.text;
    else live.say(previewSummary(a));
  }

  function currentAction() {
    const sel = ui.selected();
    if (sel.length) return sel[Math.min(state.variant, sel.length - 1)];
    if (state.hover) {
      const list = ui.targetsAt(state.hover.board, state.hover.cell);
      if (list) return list[0];
    }
    return null;
  }

  function clearGhosts() {
    for (const board of BOARDS) {
      for (const el of B[board].ghosts) el.remove();
      B[board].ghosts = [];
      for (const el of B[board].bEls.values()) el.classList.remove("kh-dying", "kh-shrinking", "kh-linked");
    }
  }

  /** @param {string} board @param {number[][] | null | undefined} cells @param {string} cls @param {string} text */
  function ghost(board, cells, cls, text) {
    if (!cells?.length) return;
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    const el = h("div", { class: `kh-ghost ${cls}`, "aria-hidden": "true", style: `--x:${x};--y:${y};--w:${Math.max(...xs) - x + 1};--h:${Math.max(...ys) - y + 1}`, text: text || "" });
    B[board].grid.append(el);
    B[board].ghosts.push(el);
  }

  /** @param {TabletopActionParts | null | undefined} a */
  function drawGhosts(a) {
    clearGhosts();
    // ripple links of a pointed building (no action): its copies and origins
    if (!a) {
      if (state.hover) {
        const bl = ui.buildingAt(state.hover.board, state.hover.cell);
        if (bl) {
          B[state.hover.board].bEls.get(bl.id)?.classList.add("kh-linked");
          for (const [board, ids] of ui.lineage(state.hover.board, bl)) for (const id of ids) B[board].bEls.get(id)?.classList.add("kh-linked");
        }
      }
      return;
    }
    const pv = pvOf(a);
    const board = argOf(a, "board");
    if (!pv) {
      const cells = argOf(a, "cells") || footOf(a) || (ui.topLeftAt(board, argOf(a, "cell"))?.cells) || [argOf(a, "cell")];
      ghost(board, cells, state.picked.length ? "kh-ghost-picked" : "", "");
      return;
    }
    if (pv.from?.id !== undefined && pv.from?.id !== null) B[board]?.bEls.get(pv.from.id)?.classList.add("kh-linked");
    for (const age of pv.ages || []) {
      const st = age.status;
      const primary = age.board === board;
      if (["placed", "shadow", "ruin", "civil"].includes(st)) {
        ghost(age.board, age.cells, primary ? (state.picked.length ? "kh-ghost-picked" : "") : "kh-ghost-copy", primary ? GLYPH[/** @type {string} */ (ui.kindOf(argOf(a, "tile")))] || "" : st === "ruin" ? "✕" : "↧");
      } else if (st === "failed" || st === "no-stock") {
        ghost(age.board, age.cells, "kh-ghost-fail", "⊘");
      }
      for (const o of age.overlaps || []) B[age.board]?.bEls.get(o.id)?.classList.add("kh-dying");
      for (const d of age.downsized || []) B[age.board]?.bEls.get(d.id)?.classList.add("kh-shrinking");
    }
  }

  /** @param {TabletopActionParts | null | undefined} a */
  function previewSummary(a) {
    if (!a) return "";
    const pv = pvOf(a);
    const board = argOf(a, "board");
    const cell = argOf(a, "cell");
    const head = actionTitle(a);
    if (!pv) return `${head}, ${ui.boardName(board)} ${cellWord(cell)}`;
    const later = (pv.ages || []).filter((g) => g.board !== board).map((g) => `${ui.boardName(g.board)}: ${ageStatusWord(g)}`);
    return [head, T("pv.cost_short", { n: pv.cost }), ...later].join(". ");
  }

  /** @param {TabletopActionParts} a */
  function actionTitle(a) {
    const board = argOf(a, "board");
    const cell = argOf(a, "cell");
    const pv = pvOf(a);
    switch (a.verb) {
      case "build": return T("act.build", { tile: ui.tileName(argOf(a, "tile")), board: ui.boardName(board), cell: cellWord(cell) });
      case "upgrade": return T("act.upgrade", { from: ui.tileName(pv?.from?.tile || upgradedAt(a)?.tile || ""), tile: ui.tileName(argOf(a, "tile")), board: ui.boardName(board), cell: cellWord(cell) });
      case "demolish": return T("act.demolish", { what: ui.buildingWord(board, ui.topLeftAt(board, cell)), board: ui.boardName(board), cell: cellWord(cell) });
      case "populate": return T("act.populate", { what: ui.buildingWord(board, ui.topLeftAt(board, cell)), cell: cellWord(cell) });
      case "renovate": return T("act.renovate", { what: ui.buildingWord(board, ui.topLeftAt(board, cell)), cell: cellWord(cell) });
      case "pick": return T("act.pick", { what: ui.buildingWord(board, ui.topLeftAt(board, cell)), board: ui.boardName(board), cell: cellWord(cell) });
      case "shrink": return T("act.shrink", { board: ui.boardName(board), cell: cellWord(cell) });
      default: return a.text;
    }
  }

  /** the building an upgrade expands: the viewer's building under its squares (the preview names it too) @param {TabletopActionParts} a */
  function upgradedAt(a) {
    const board = argOf(a, "board");
    for (const c of footOf(a) || []) {
      const b = ui.buildingAt(board, c);
      if (b) return b;
    }
    return null;
  }

  /** @param {Record<string, any>} g an age of a preview */
  function ageStatusWord(g) {
    const st = g.status || "none";
    if (st === "failed") return T("pv.failed", { reason: T(`pv.reason.${g.reason || "rules"}`) });
    return T(`pv.status.${st}`, { cell: g.cells?.length ? cellWord(g.cells[0]) : "" });
  }

  function renderPreview(force = false) {
    const a = currentAction();
    drawGhosts(a);
    const sig = `${a?.text || ""}|${state.picked.length ? `sel${state.variant}` : ""}|${state.fam}|${state.pending}|${state.snap?.busy}`;
    if (!force && sig === state.previewSig) return;
    state.previewSig = sig;
    const title = h("h3", { class: "kh-h", id: "kh-preview-title", text: T("pv.title") });
    if (!a) {
      previewBox.dataset.state = "none";
      put(previewBox, title, h("p", { class: "kh-hint", text: state.fam ? T("pv.point") : T("pv.none") }));
      return;
    }
    previewBox.dataset.state = state.picked.length ? "selected" : "hover";
    previewBox.dataset.action = a.text;
    const pv = pvOf(a);
    const board = argOf(a, "board");
    const items = [];
    previewBox.dataset.loading = pv === undefined ? "true" : "false";
    if (pv === undefined) {
      // asked of the rules: the squares now, the cost and the ripple when the answer comes
      items.push(h("li", { id: "kh-pv-cells", text: T("pv.cells", { cells: (footOf(a) || []).map(cellWord).join(" ") }) }));
      items.push(h("li", { class: "kh-hint kh-pv-wait", text: T("pv.asking") }));
    } else if (pv) {
      const sur = pv.surcharge ? T("pv.surcharge", { n: pv.surcharge, terrain: T(`terrain.${pv.terrain}`) }) : T("pv.no_surcharge");
      items.push(h("li", { class: "kh-pv-cost", id: "kh-pv-cost", dataset: { cost: String(pv.cost), surcharge: String(pv.surcharge || 0) } },
        T("pv.cost", { n: pv.cost, base: pv.base }), " ", ui.cardsChips(pv.cards), " — ", sur));
      if (pv.bonus) items.push(h("li", { class: "kh-pv-good", text: T("pv.bonus", { n: pv.bonus }) }));
      items.push(h("li", { id: "kh-pv-cells", text: T("pv.cells", { cells: (pv.cells || []).map(cellWord).join(" ") }) }));
      if (pv.from) items.push(h("li", { text: T("pv.from", { tile: ui.tileName(pv.from.tile), cells: (pv.from.cells || []).map(cellWord).join(" ") }) }));
      for (const g of pv.ages || []) {
        const here = g.board === board;
        const parts = [h("strong", { text: `${ui.boardName(g.board)}: ` }), here ? T("pv.here") : ageStatusWord(g)];
        const bad = ["failed", "no-stock"].includes(g.status);
        const sub = [];
        for (const o of g.overlaps || []) sub.push(h("li", { class: "kh-pv-bad", text: T("pv.destroys", { what: ui.tileName(o.tile), who: o.owner === null || o.owner === undefined ? T("nobody") : seatName(o.owner), cell: cellWord(o.cells?.[0] || [0, 0]) }) }));
        if (g.junction) sub.push(h("li", { text: T("pv.junction", { n: g.merged_domains || 2 }) }));
        for (const d of g.downsized || []) sub.push(h("li", { class: "kh-pv-bad", text: T(d.to ? "pv.downsize" : "pv.downsize_gone", { what: ui.tileName(d.tile), to: d.to ? ui.tileName(d.to) : "", who: d.owner === null || d.owner === undefined ? T("nobody") : seatName(d.owner) }) + (d.choice === "owner" ? ` ${T("pv.owner_chooses")}` : "") }));
        if (g.pending) sub.push(h("li", { class: "kh-pv-bad", text: T(`pv.pending_${g.pending.kind}`, { name: seatName(g.pending.player) }) }));
        items.push(h("li", { class: bad ? "kh-pv-bad" : "", dataset: { age: g.board, status: g.status || "" } }, parts, sub.length ? h("ul", { class: "kh-pv-list" }, sub) : null));
      }
    } else {
      // no preview for these: the building's own public facts and the price printed in the reference
      const bl = ui.topLeftAt(board, argOf(a, "cell"));
      const rt = state.ref?.tiles?.find((r) => r.tile === bl?.tile);
      if (a.verb === "demolish") items.push(h("li", { text: T("pv.demolish", { n: state.ref?.demolish_cost ?? 1, kind: T(`kind.${bl?.kind || "M"}`) }) }));
      if (a.verb === "renovate" && rt?.renovation) items.push(h("li", { text: T("pv.renovate", { paid: bl?.paid || 0, cost: rt.renovation, kind: T(`kind.${bl?.kind || "M"}`) }) }));
      if (a.verb === "populate") items.push(h("li", { text: T("pv.populate", { n: bl?.cubes?.length || 0 }) }));
      if (bl?.cubes?.length) items.push(h("li", {}, T("pv.cubes_on"), " ", bl.cubes.map((c) => ui.cube(c))));
      if (a.verb === "shrink" || a.verb === "pick") items.push(h("li", { text: T("pv.cells", { cells: (argOf(a, "cells") || bl?.cells || []).map(cellWord).join(" ") }) }));
    }
    put(previewBox, title, h("p", { class: "kh-hint", text: actionTitle(a) }), h("ul", { class: "kh-pv-list", id: "kh-pv-list" }, items), confirmParts());
  }

  /** the selected target: the choice of surcharge cards and the confirm button */
  function confirmParts() {
    const sel = ui.selected();
    if (!sel.length) return null;
    const a = sel[Math.min(state.variant, sel.length - 1)];
    const parts = [];
    if (sel.length > 1) {
      parts.push(h("p", { class: "kh-fam-title", text: T("pay.title") }), h("div", { class: "kh-opts", id: "kh-pay", role: "radiogroup", "aria-label": T("pay.title") }, sel.map((v, i) => {
        const sur = argOf(v, "surcharge") || [];
        return h("button", { type: "button", class: "button kh-pay", role: "radio", "aria-checked": i === state.variant ? "true" : "false", dataset: { text: v.text },
          onclick: () => { state.variant = i; ui.renderAll(); /** @type {HTMLElement | null} */ (previewBox.querySelector(`[data-text="${CSS.escape(v.text)}"]`))?.focus({ preventScroll: true }); } }, T("pay.with", { cards: ui.cardsLong(sur) }), " ", ui.cardsChips(sur));
      })));
    }
    parts.push(h("div", { class: "kh-confirm-row" },
      h("button", { type: "button", class: "button button-primary", id: "kh-confirm", dataset: { text: a.text }, disabled: state.pending || drawn(state).snap.busy, onclick: () => ui.play(a.text) }, T(`confirm.${a.verb}`)),
      h("button", { type: "button", class: "button button-quiet", id: "kh-back", onclick: ui.back }, T("back"))));
    return parts;
  }

  return { pvOf, sayPreview, previewSummary, renderPreview };
}
