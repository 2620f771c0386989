// Laser Reflection view: the board's SVG, drawn from the state in layers (cells, hover,
// tiles, beam, edges, marks, cursor, and transparent hit targets on top). The pictures
// themselves (a tile, a clue, a beam's path) come from draw.js.

import { svg } from "../../app/viewkit.js";
import { S, centre, edgePos, edgeIds, tileShape, clueShape, beamGeometry } from "./draw.js";
import { canEdit, at, edgesVisible, shownClues, shownEdge, layersOf, dragging } from "./state.js";

/** @typedef {import("./state.js").LaserView} LaserView */

/** A new empty board of the state's size: the layers, and a hit target on every cell and edge slot. @param {LaserView} v */
export function buildBoard({ s, dom }) {
  const n = s.n;
  const pad = 8;
  const size = (n + 2) * S + 2 * pad;
  dom.svgEl.setAttribute("viewBox", `${-S - pad} ${-S - pad} ${size} ${size}`);
  dom.svgEl.replaceChildren();
  const defs = svg("defs", {},
    svg("radialGradient", { id: "lr-hole-grad" },
      svg("stop", { offset: "0%", "stop-color": "#000" }),
      svg("stop", { offset: "70%", "stop-color": "#17121f" }),
      svg("stop", { offset: "100%", "stop-color": "#4b3a66" })),
    svg("filter", { id: "lr-glow", x: "-20%", y: "-20%", width: "140%", height: "140%" },
      svg("feGaussianBlur", { stdDeviation: "6" })),
  );
  const layers = {
    cells: svg("g", { class: "lr-layer-cells" }),
    hover: svg("g", { class: "lr-layer-hover" }),
    tiles: svg("g", { class: "lr-layer-tiles" }),
    beam: svg("g", { class: "lr-layer-beam" }),
    edges: svg("g", { class: "lr-layer-edges" }),
    marks: svg("g", { class: "lr-layer-marks" }),
    cursor: svg("g", { class: "lr-layer-cursor" }),
    hit: svg("g", { class: "lr-layer-hit" }),
  };
  s.layers = layers;
  // transparent targets on top: the pointer always lands on a cell or an edge slot
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) layers.hit.append(svg("rect", { x: c * S, y: r * S, width: S, height: S, class: "lr-hit", "data-cell": `${r},${c}` }));
  }
  for (const edge of edgeIds(n)) {
    const [r, c] = edgePos(edge, n);
    layers.hit.append(svg("rect", { x: c * S, y: r * S, width: S, height: S, class: "lr-hit", "data-edge": edge }));
  }
  dom.svgEl.append(defs, layers.cells, layers.hover, layers.tiles, layers.beam, layers.edges, layers.marks, layers.cursor, layers.hit);
}

/** The grid, its frame and the ring of edge slots. @param {LaserView} v */
export function drawCells({ s }) {
  const n = s.n;
  const g = layersOf(s).cells;
  g.replaceChildren();
  g.append(svg("rect", { x: 0, y: 0, width: n * S, height: n * S, class: "lr-cells" }));
  const d = [];
  for (let i = 1; i < n; i++) d.push(`M${i * S} 0V${n * S}M0 ${i * S}H${n * S}`);
  g.append(svg("path", { d: d.join(""), class: "lr-gridlines" }));
  g.append(svg("rect", { x: 0, y: 0, width: n * S, height: n * S, class: "lr-frame" }));
  // the ring of edge slots
  for (const edge of edgeIds(n)) {
    const [r, c] = edgePos(edge, n);
    g.append(svg("rect", { x: c * S + 7, y: r * S + 7, width: S - 14, height: S - 14, rx: 14, class: "lr-slot" }));
  }
}

/** The tiles on the grid, and which hit targets take, put or show a beam. @param {LaserView} v */
export function drawTiles({ s }) {
  const n = s.n;
  const g = layersOf(s).tiles;
  g.replaceChildren();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const ch = at(s, r, c);
      if (ch === ".") continue;
      const shape = tileShape(ch, c * S, r * S);
      shape.dataset.cell = `${r},${c}`;
      shape.dataset.tile = ch;
      g.append(shape);
    }
  }
  const editable = canEdit(s);
  for (const hit of /** @type {NodeListOf<SVGElement>} */ (layersOf(s).hit.querySelectorAll("[data-cell]"))) {
    const [r, c] = String(hit.dataset.cell).split(",").map(Number);
    const ch = at(s, r, c);
    hit.classList.toggle("lr-hit-take", ch !== "." && ch !== "x" && s.legal.has(`take ${r},${c}`));
    hit.classList.toggle("lr-hit-put", ch === "." && editable);
  }
  const edges = edgesVisible(s);
  for (const hit of layersOf(s).hit.querySelectorAll("[data-edge]")) hit.classList.toggle("lr-hit-edge", edges);
}

/** The clue on each edge slot, framed where the beam differs from the goal. @param {LaserView} v */
export function drawEdges(v) {
  const s = v.s;
  const g = layersOf(s).edges;
  g.replaceChildren();
  const clues = shownClues(s);
  const mismatch = new Set(s.me?.mismatch || []);
  const show = edgesVisible(s);
  for (const edge of edgeIds(s.n)) {
    const [r, c] = edgePos(edge, s.n);
    const [cx, cy] = centre(r, c);
    const clue = show && clues ? clues[edge] : null;
    const item = svg("g", { class: "lr-edge", "data-edge": edge });
    if (clue) {
      item.append(clueShape(clue[0], clue[1], cx, cy));
      item.dataset.clue = `${clue[0]} ${clue[1]}`;
    } else {
      item.append(svg("circle", { cx, cy, r: 6, class: "lr-edge-empty" }));
    }
    if (show && clues && mismatch.has(edge) && s.obs.phase !== "construction") {
      item.classList.add("lr-mismatch");
      item.append(svg("rect", { x: c * S + 5, y: r * S + 5, width: S - 10, height: S - 10, rx: 14, class: "lr-mismatch-frame" }));
    }
    g.append(item);
  }
  drawEdgeHighlights(v);
}

/** The shown edge's frame, and its beam's exit. @param {LaserView} v */
export function drawEdgeHighlights(v) {
  const s = v.s;
  const g = layersOf(s).marks;
  g.replaceChildren();
  const edge = shownEdge(v);
  if (!edge) return;
  const beam = s.me?.beams?.[edge];
  /** @param {string} e @param {string} cls */
  const mark = (e, cls) => {
    const [r, c] = edgePos(e, s.n);
    g.append(svg("rect", { x: c * S + 1, y: r * S + 1, width: S - 2, height: S - 2, rx: 18, class: cls }));
  };
  mark(edge, "lr-edge-focus");
  if (beam?.exit && beam.exit !== edge) mark(beam.exit, "lr-edge-exit");
}

/** The beam of the shown edge, as the rules traced it (`me.beams`). @param {LaserView} v */
export function drawBeam(v) {
  const s = v.s;
  const g = layersOf(s).beam;
  g.replaceChildren();
  drawEdgeHighlights(v);
  const edge = shownEdge(v);
  const beam = edge ? s.me?.beams?.[edge] : null;
  if (!edge || !beam) return;
  const geo = beamGeometry(edge, beam, s.n);
  /** @param {number[][]} piece */
  const pts = (piece) => piece.map((p) => p.join(",")).join(" ");
  const group = svg("g", { class: `lr-beam lr-beam-${beam.colour}`, "data-beam": edge });
  for (const piece of geo.pieces) {
    if (piece.length < 2) continue;
    group.append(svg("polyline", { points: pts(piece), class: "lr-beam-glow", filter: "url(#lr-glow)" }));
    group.append(svg("polyline", { points: pts(piece), class: "lr-beam-line" }));
    group.append(svg("polyline", { points: pts(piece), class: "lr-beam-core" }));
  }
  for (const [a, z] of geo.jumps) {
    group.append(svg("line", { x1: a[0], y1: a[1], x2: z[0], y2: z[1], class: "lr-beam-jump" }));
  }
  group.append(svg("circle", { cx: geo.start[0], cy: geo.start[1], r: 12, class: "lr-beam-source" }));
  if (geo.absorbed) {
    group.append(svg("circle", { cx: geo.end[0], cy: geo.end[1], r: 16, class: "lr-beam-absorbed" }));
  } else if (beam.exit !== edge) {
    const [er, ec] = edgePos(beam.exit, s.n);
    const [x, y] = centre(er, ec);
    const dir = beam.exit[0];
    const a = 18;
    const tip = /** @type {Record<string, number[]>} */ ({ T: [0, -1], B: [0, 1], L: [-1, 0], R: [1, 0] })[dir];
    const px = x + tip[0] * 40, py = y + tip[1] * 40;
    const side = [-tip[1], tip[0]];
    group.append(svg("polygon", {
      points: `${px},${py} ${px - tip[0] * a + side[0] * a * 0.7},${py - tip[1] * a + side[1] * a * 0.7} ${px - tip[0] * a - side[0] * a * 0.7},${py - tip[1] * a - side[1] * a * 0.7}`,
      class: "lr-beam-arrow",
    }));
  }
  g.append(group);
}

/** What the hovered cell would take: a drop target while dragging, else a preview of the put or take. @param {LaserView} v */
export function drawHover({ s }) {
  if (!s.layers) return;
  const g = s.layers.hover;
  g.replaceChildren();
  if (!s.hoverCell || !canEdit(s)) return;
  const [r, c] = s.hoverCell;
  const ch = at(s, r, c);
  /** @param {string} cls */
  const box = (cls) => svg("rect", { x: c * S + 3, y: r * S + 3, width: S - 6, height: S - 6, rx: 8, class: cls });
  /** @param {string} kind */
  const preview = (kind) => {
    const pre = tileShape(kind, c * S, r * S);
    pre.classList.add("lr-preview");
    return pre;
  };
  if (dragging(s)) {
    const ok = ch === "." || (s.drag.from === "cell" && ch !== "x");
    g.append(box(ok ? "lr-drop-ok" : "lr-drop-no"));
    if (ok && ch === ".") g.append(preview(s.drag.kind));
    return;
  }
  if (ch === "." && s.selected && s.legal.has(`put ${r},${c} ${s.selected}`)) {
    g.append(box("lr-hover-cell"), preview(s.selected));
  } else if (ch !== "." && ch !== "x" && s.legal.has(`take ${r},${c}`)) {
    g.append(box("lr-hover-take"));
  }
}

/** The keyboard cursor, while the board has the focus and the last input was a key. @param {LaserView} v */
export function drawCursor({ s, dom }) {
  if (!s.layers) return;
  const g = s.layers.cursor;
  g.replaceChildren();
  if (!s.keyboard || document.activeElement !== dom.boardEl) return;
  g.append(svg("rect", { x: s.cursor.c * S + 4, y: s.cursor.r * S + 4, width: S - 8, height: S - 8, rx: 10, class: "lr-cursor" }));
}
