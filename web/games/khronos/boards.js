// Khronos view: the boards (layout of the three ages, terrain, buildings, domains, targets, heads)
// drawn from the observation.

import { BOARDS, GLYPH, key, KIND, W, drawn } from "./state.js";
import { cellWord } from "./words.js";
import { h, put } from "../../app/dom.js";

/** @param {import("./state.js").KhView} ui */
export function boards(ui) {
  const { state, T, seatName, layoutBtn, previewBox, view, colA, colB, B } = ui;
  function renderLayout() {
    view.classList.toggle("kh-equal", state.equal);
    layoutBtn.setAttribute("aria-pressed", state.equal ? "true" : "false");
    layoutBtn.textContent = state.equal ? T("layout.focus") : T("layout.equal");
    // the shown board and the preview in the first column, the two others in the second
    const want = [B[state.shown].el, previewBox];
    if (colA.children[0] !== want[0] || colA.children[1] !== want[1]) colA.replaceChildren(...want);
    const rest = BOARDS.filter((b) => b !== state.shown).map((b) => B[b].el);
    if (colB.children[0] !== rest[0] || colB.children[1] !== rest[1]) colB.replaceChildren(...rest);
    let small = 0;
    for (const board of BOARDS) {
      B[board].el.dataset.slot = board === state.shown ? "big" : `s${++small}`;
      B[board].el.classList.toggle("kh-shown", board === state.shown);
      B[board].tab.setAttribute("aria-selected", board === state.shown ? "true" : "false");
      B[board].tab.tabIndex = board === state.shown ? 0 : -1;
    }
  }

  /** @param {string} board */
  function paintTerrain(board) {
    if (B[board].terrainDone || !state.ref?.map) return;
    for (const [k, el] of B[board].cells) {
      const [x, y] = k.split(",").map(Number);
      const t = ui.terrainAt([x, y]);
      el.classList.add(`kh-t-${t}`);
      el.dataset.terrain = t;
    }
    B[board].terrainDone = true;
  }

  /** @param {string} board @param {import("./state.js").Building} b */
  function lineage(board, b) {
    // the ids of the building's copies on later boards and its origins on earlier ones
    /** @type {Map<string, Set<number>>} */
    const ids = new Map(); // board -> Set(id)
    const i = BOARDS.indexOf(board);
    /** @type {(number | null)[]} */
    let cur = [b.id];
    for (let j = i + 1; j < 3; j++) {
      const next = (drawn(state).obs.boards?.[BOARDS[j]]?.buildings || []).filter((x) => cur.includes(x.from)).map((x) => x.id);
      ids.set(BOARDS[j], new Set(next));
      cur = next;
    }
    let from = b.from;
    for (let j = i - 1; j >= 0 && from !== null && from !== undefined; j--) {
      const o = ui.buildingById(BOARDS[j], from);
      if (!o) break;
      ids.set(BOARDS[j], new Set([o.id]));
      from = o.from;
    }
    return ids;
  }

  /** squares named by the log since the previous turn began (what the last player and this one did): board -> Set("x,y") */
  function recentCells() {
    const log = drawn(state).obs.log || [];
    /** @type {number[]} */
    const turns = [];
    log.forEach((e, i) => { if (e.key === "khronos.turn") turns.push(i); });
    const from = turns.length >= 2 ? turns[turns.length - 2] : 0;
    /** @type {Record<string, Set<string>>} */
    const out = { might: new Set(), faith: new Set(), reason: new Set() };
    for (const e of log.slice(from)) {
      const a = e.args || {};
      const board = a.board || (e.key === "khronos.populate" || e.key.startsWith("khronos.renovat") ? "reason" : null);
      if (!board || !out[board] || !Array.isArray(a.cell)) continue;
      if (/\.(build|upgrade|ripple|downsize|populate|renovate|renovated)$/.test(e.key)) out[board].add(key(a.cell));
    }
    return out;
  }

  /** @param {string} board @param {Record<string, Set<string>>} [recent] */
  function renderBoard(board, recent) {
    paintTerrain(board);
    const bd = drawn(state).obs.boards?.[board] || { buildings: [], domains: [] };
    const b = B[board];
    for (const el of b.layer) el.remove();
    b.layer = [];
    b.bEls = new Map();
    /** @param {HTMLElement} el */
    const add = (el) => { b.grid.append(el); b.layer.push(el); return el; };
    const earning = new Set((bd.domains || []).map((d) => d.earning).filter((x) => x !== null && x !== undefined));
    for (const bl of bd.buildings || []) {
      const kindName = KIND[bl.kind] || "civil";
      const cls = ["kh-b", `kh-b-${kindName}`, `kh-b-${bl.status}`, `kh-b-tier-${bl.size || bl.tier}`];
      const label = `${ui.buildingWord(board, bl)}, ${cellWord([bl.x, bl.y])}`;
      const kids = [];
      if (bl.status === "shadow") kids.push(h("span", { class: "kh-b-mark", "aria-hidden": "true", text: "↧" }));
      if (bl.status === "ruin") kids.push(h("span", { class: "kh-b-mark", "aria-hidden": "true", text: "✕" }));
      kids.push(h("span", { class: "kh-b-glyph", "aria-hidden": "true", text: GLYPH[bl.kind] || "?" }));
      kids.push(h("span", { class: "kh-b-val", "aria-hidden": "true", text: String(bl.value) }));
      if (bl.owner !== null && bl.owner !== undefined) kids.push(ui.cube(bl.owner));
      if (bl.cubes?.length) kids.push(h("span", { class: "kh-b-pop" }, bl.cubes.map((s) => ui.cube(s))));
      if (earning.has(bl.id)) kids.push(h("span", { class: "kh-earn-mark", title: T("legend.earning"), text: "◎" }));
      const fresh = recent?.[board]?.has(cellWord([bl.x, bl.y]));
      if (fresh) cls.push("kh-new");
      const el = add(h("div", {
        class: cls.join(" "), role: "img", "aria-label": fresh ? `${label} (${T("recent")})` : label, title: label,
        dataset: { id: String(bl.id), tile: bl.tile, status: bl.status, owner: bl.owner ?? "", from: bl.from ?? "", cell: cellWord([bl.x, bl.y]) },
        style: `--x:${bl.x};--y:${bl.y};--w:${bl.size};--h:${bl.size}`,
      }, kids));
      b.bEls.set(bl.id, el);
    }
    // a pending downsizing: the building that shrinks (shrink) or the tied ones (pick)
    const pend = drawn(state).obs.pending;
    if (pend && pend.board === board) {
      for (const id of [pend.building, ...(pend.options || [])]) b.bEls.get(id)?.classList.add("kh-pending-b");
    }
    // domains: outline squares whose neighbour lies outside the domain; a badge on domains of two or more buildings
    for (const d of bd.domains || []) {
      const set = new Set(d.cells.map(key));
      for (const c of d.cells) {
        const [x, y] = c;
        const edges = [];
        if (!set.has(`${x},${y - 1}`)) edges.push("kh-dn");
        if (!set.has(`${x},${y + 1}`)) edges.push("kh-ds");
        if (!set.has(`${x - 1},${y}`)) edges.push("kh-dw");
        if (!set.has(`${x + 1},${y}`)) edges.push("kh-de");
        if (edges.length) add(h("div", { class: `kh-dom ${edges.join(" ")}`, dataset: { domain: String(d.id) }, style: `--x:${x};--y:${y}` }));
      }
      if ((d.buildings || []).length >= 2) {
        const first = [...d.cells].sort((a, b2) => a[1] - b2[1] || a[0] - b2[0])[0];
        const bx = Math.min(first[0], W - 5);
        const label = T("domain.values", { m: d.military, r: d.religious, c: d.civil });
        add(h("div", { class: `kh-dom-badge${first[1] === 0 ? " kh-dom-badge-top" : ""}`, dataset: { domain: String(d.id), m: String(d.military), r: String(d.religious), c: String(d.civil) }, title: label, "aria-label": label, style: `--x:${bx};--y:${first[1]}` },
          h("span", { class: "kh-dv" }, `♜${d.military}`), h("span", { class: "kh-dv" }, `✚${d.religious}`), h("span", { class: "kh-dv" }, `⌂${d.civil}`)));
      }
    }
    // targets of the selected family
    const f = state.fams.get(state.fam ?? "");
    for (const [k, el] of b.cells) {
      const hot = !!f?.targets.has(`${board}|${k}`);
      el.classList.toggle("kh-target", hot);
    }
    // head: name, adventurers here, domain count
    /** @type {HTMLElement[]} */
    const pawns = [];
    (drawn(state).obs.adventurers || []).forEach((list, p) => list.forEach((a, i) => {
      if (a.board === board) pawns.push(h("span", { class: "kh-pawn", style: `--seat: var(--seat-${p % 8})`, title: T("adv.long", { n: i + 1, board: ui.boardName(board), left: a.left }), role: "img", "aria-label": T("adv.of", { name: seatName(p), n: i + 1, left: a.left }), text: String(i + 1) }));
    }));
    const nTargets = f ? [...f.places].filter((k) => k.startsWith(`${board}|`)).length : 0;
    put(b.head, 
      h("span", { class: "kh-board-name", text: ui.boardName(board) }),
      h("span", { class: "kh-board-pawns", role: "group", "aria-label": T("adventurers") }, pawns),
      nTargets ? h("span", { class: "kh-small kh-pv-good", dataset: { targets: String(nTargets) }, text: T("board.targets", { n: nTargets }) }) : null);
    const { obs, snap } = drawn(state);
    const acting = (obs.adventurers?.[/** @type {number} a spectator (null) has none */ (snap.viewer)] || []).some((a) => a.board === board) && snap.legal?.length > 0;
    b.el.classList.toggle("kh-acting", acting || !!(f && f.boards.has(board)));
    B[board].tab.textContent = ui.boardName(board) + (nTargets ? ` · ${nTargets}` : "");
  }

  return { renderLayout, lineage, recentCells, renderBoard };
}
