// Laser Reflection: SVG drawing helpers (no game rules here, only pictures).
//
// Coordinates: one cell is S = 100 user units; cell (r, c) spans
// [c*S, (c+1)*S] x [r*S, (r+1)*S]. Edge cells sit one cell outside the grid:
// T<c> at row -1, B<c> at row N, L<r> at column -1, R<r> at column N.

import { iconSet, svg } from "../../app/viewkit.js";

export const S = 100;

/** Tile characters of the board text in the stock's canonical order. */
export const TILE_ORDER = ["/", "\\", "|", "-", "#", "o", "L", "J", "F", "7"];
/** Display glyph of each board character (as tabletop.laserreflection.board). @type {Record<string, string>} */
export const GLYPH = { "/": "/", "\\": "\\", "|": "‖", "-": "=", "#": "■", o: "●", x: "X", L: "◣", J: "◢", F: "◤", 7: "◥" };
/** Message key suffix of each tile character. @type {Record<string, string>} */
export const TILE_KEY = { "/": "slash", "\\": "backslash", "|": "vertical", "-": "horizontal", "#": "square", o: "hole", x: "warp", L: "tri_bl", J: "tri_br", F: "tri_tl", 7: "tri_tr" };

/** Centre of a grid cell or of an edge cell given as (row, col) in -1..N. @param {number} r @param {number} c @returns {[number, number]} */
export function centre(r, c) {
  return [c * S + S / 2, r * S + S / 2];
}

/** (row, col) of an edge id on an N×N board: T3 -> (-1, 3). @param {string} edge @param {number} n @returns {[number, number]} */
export function edgePos(edge, n) {
  const side = edge[0];
  const i = Number(edge.slice(1));
  if (side === "T") return [-1, i];
  if (side === "B") return [n, i];
  if (side === "L") return [i, -1];
  return [i, n];
}

/** The edge id at (row, col) just outside an N×N grid, or null (grid cell / corner / beyond). @param {number} r @param {number} c @param {number} n */
export function edgeAt(r, c, n) {
  const inR = r >= 0 && r < n;
  const inC = c >= 0 && c < n;
  if (r === -1 && inC) return `T${c}`;
  if (r === n && inC) return `B${c}`;
  if (c === -1 && inR) return `L${r}`;
  if (c === n && inR) return `R${r}`;
  return null;
}

/** Every edge id, clockwise from the top-left (the rules' canonical order). @param {number} n */
export function edgeIds(n) {
  const out = [];
  for (let c = 0; c < n; c++) out.push(`T${c}`);
  for (let r = 0; r < n; r++) out.push(`R${r}`);
  for (let c = n - 1; c >= 0; c--) out.push(`B${c}`);
  for (let r = n - 1; r >= 0; r--) out.push(`L${r}`);
  return out;
}

/** Board text -> array of rows of characters. @param {unknown} text */
export function parseGrid(text) {
  if (typeof text !== "string") return null;
  return text.split("\n").filter((l) => l.length).map((l) => Array.from(l));
}

/**
 * The picture of one tile (board character) centred in a box of `size` units
 * whose top-left corner is (x, y). Styling comes from classes (view.css).
 * @param {string} ch
 */
export function tileShape(ch, x = 0, y = 0, size = S) {
  const k = size / S;
  const x0 = x, y0 = y, x1 = x + size, y1 = y + size;
  const cx = x + size / 2, cy = y + size / 2;
  const g = svg("g", { class: `lr-tile lr-tile-${TILE_KEY[ch] || "unknown"}` });
  /** @param {number} ax @param {number} ay @param {number} bx @param {number} by */
  const line = (ax, ay, bx, by) => [
    svg("line", { x1: ax, y1: ay, x2: bx, y2: by, class: "lr-mirror-back", "stroke-width": 15 * k }),
    svg("line", { x1: ax, y1: ay, x2: bx, y2: by, class: "lr-mirror-face", "stroke-width": 5 * k }),
  ];
  const i = 16 * k;
  switch (ch) {
    case "/":
      g.append(...line(x0 + i, y1 - i, x1 - i, y0 + i));
      break;
    case "\\":
      g.append(...line(x0 + i, y0 + i, x1 - i, y1 - i));
      break;
    case "|":
      g.append(
        svg("line", { x1: cx - 8 * k, y1: y0 + 14 * k, x2: cx - 8 * k, y2: y1 - 14 * k, class: "lr-flat", "stroke-width": 8 * k }),
        svg("line", { x1: cx + 8 * k, y1: y0 + 14 * k, x2: cx + 8 * k, y2: y1 - 14 * k, class: "lr-flat", "stroke-width": 8 * k }),
      );
      break;
    case "-":
      g.append(
        svg("line", { x1: x0 + 14 * k, y1: cy - 8 * k, x2: x1 - 14 * k, y2: cy - 8 * k, class: "lr-flat", "stroke-width": 8 * k }),
        svg("line", { x1: x0 + 14 * k, y1: cy + 8 * k, x2: x1 - 14 * k, y2: cy + 8 * k, class: "lr-flat", "stroke-width": 8 * k }),
      );
      break;
    case "#":
      g.append(
        svg("rect", { x: x0 + 20 * k, y: y0 + 20 * k, width: 60 * k, height: 60 * k, rx: 6 * k, class: "lr-block" }),
        svg("rect", { x: x0 + 30 * k, y: y0 + 30 * k, width: 40 * k, height: 40 * k, rx: 3 * k, class: "lr-block-face", "stroke-width": 3 * k }),
      );
      break;
    case "o":
      g.append(
        svg("circle", { cx, cy, r: 33 * k, class: "lr-hole-halo", "stroke-width": 4 * k }),
        svg("circle", { cx, cy, r: 25 * k, class: "lr-hole" }),
      );
      break;
    case "x":
      g.append(
        svg("circle", { cx, cy, r: 34 * k, class: "lr-warp-ring", "stroke-width": 6 * k }),
        svg("circle", { cx, cy, r: 20 * k, class: "lr-warp-ring lr-warp-inner", "stroke-width": 5 * k }),
        svg("circle", { cx, cy, r: 7 * k, class: "lr-warp-core" }),
      );
      break;
    case "L":
    case "J":
    case "F":
    case "7": {
      const t = 12 * k;
      const corners = {
        L: [[x0 + t, y0 + t], [x0 + t, y1 - t], [x1 - t, y1 - t]],
        J: [[x1 - t, y0 + t], [x1 - t, y1 - t], [x0 + t, y1 - t]],
        F: [[x0 + t, y1 - t], [x0 + t, y0 + t], [x1 - t, y0 + t]],
        7: [[x0 + t, y0 + t], [x1 - t, y0 + t], [x1 - t, y1 - t]],
      }[ch];
      // the hypotenuse (diagonal mirror face) is the segment between the first and last corner
      const [a, , b] = corners;
      g.append(
        svg("polygon", { points: corners.map((p) => p.join(",")).join(" "), class: "lr-tri", "stroke-width": 4 * k }),
        svg("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "lr-mirror-face", "stroke-width": 5 * k }),
      );
      break;
    }
    default:
      break;
  }
  return g;
}

/** A small standalone <svg> showing one tile (stock buttons, help, drag ghost). @param {string} ch */
export function tileIcon(ch, px = 32) {
  const el = svg("svg", { viewBox: `0 0 ${S} ${S}`, width: px, height: px, class: "lr-icon", "aria-hidden": "true", focusable: "false" });
  el.append(tileShape(ch));
  return el;
}

/**
 * A clue marker centred at (cx, cy): green = solid disc, yellow = ring,
 * black = dark grey square. Shape, not only colour, tells them apart.
 * @param {string} colour @param {number | string} number @param {number} cx @param {number} cy
 */
export function clueShape(colour, number, cx, cy) {
  const g = svg("g", { class: `lr-clue lr-clue-${colour}` });
  const digits = String(number).length;
  const font = digits >= 3 ? 27 : digits === 2 ? 35 : 42;
  if (colour === "green") g.append(svg("circle", { cx, cy, r: 35, class: "lr-clue-mark" }));
  else if (colour === "yellow") g.append(svg("circle", { cx, cy, r: 31, class: "lr-clue-mark", "stroke-width": 8 }));
  else if (colour === "black") g.append(svg("rect", { x: cx - 33, y: cy - 33, width: 66, height: 66, rx: 5, class: "lr-clue-mark" }));
  g.append(svg("text", { x: cx, y: cy, class: "lr-clue-num", "font-size": font, "text-anchor": "middle", "dominant-baseline": "central", text: number }));
  return g;
}

/** A small standalone <svg> of a clue marker (legend, beam readout). @param {string} colour @param {number | string} number */
export function clueIcon(colour, number, px = 22) {
  const el = svg("svg", { viewBox: "0 0 100 100", width: px, height: px, class: "lr-icon lr-clue-icon", "aria-hidden": "true", focusable: "false" });
  el.append(clueShape(colour, number, 50, 50));
  return el;
}

/**
 * Polyline pieces of a beam: from the edge cell it is fired from, through
 * every cell of `path` (as [r, c]), to its exit edge cell (if any). A jump
 * between the two warps (non-adjacent cells) splits the line into pieces.
 * Returns {pieces: [[[x, y], ...]], jumps: [[[x1, y1], [x2, y2]]], end: [x, y], absorbed}.
 * @param {string} edge @param {{path?: [number, number][], exit?: string | null}} beam @param {number} n
 */
export function beamGeometry(edge, beam, n) {
  const [er, ec] = edgePos(edge, n);
  const start = centre(er, ec);
  const pieces = [[start]];
  const jumps = [];
  let prev = [er, ec];
  for (const [r, c] of beam.path || []) {
    const d = Math.abs(r - prev[0]) + Math.abs(c - prev[1]);
    const p = centre(r, c);
    if (d > 1) {
      jumps.push([centre(prev[0], prev[1]), p]);
      pieces.push([p]);
    } else {
      pieces[pieces.length - 1].push(p);
    }
    prev = [r, c];
  }
  let end = centre(prev[0], prev[1]);
  if (beam.exit) {
    const [xr, xc] = edgePos(beam.exit, n);
    end = centre(xr, xc);
    pieces[pieces.length - 1].push(end);
  }
  return { start, pieces, jumps, end, absorbed: !beam.exit };
}

/** m:ss.t of a millisecond count, as the rules' log writes a solving time (rounds.py fmt_ms). @param {number} ms */
export function fmtClock(ms) {
  const v = Math.max(0, Math.floor(ms));
  const m = Math.floor(v / 60000);
  const s = Math.floor((v % 60000) / 1000);
  const t = Math.floor((v % 1000) / 100);
  return `${m}:${String(s).padStart(2, "0")}.${t}`;
}

/** mm:ss of a millisecond count, rounded up (a countdown). @param {number} ms */
export function fmtCountdown(ms) {
  const v = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(v / 60)).padStart(2, "0")}:${String(v % 60).padStart(2, "0")}`;
}

/** A small read-only board picture (revealed puzzles). @param {string} text @param {string} label */
export function miniBoard(text, label) {
  const rows = parseGrid(text) || [];
  const n = rows.length;
  const el = svg("svg", { viewBox: `-4 -4 ${n * S + 8} ${n * S + 8}`, class: "lr-mini", role: "img", "aria-label": label });
  el.append(svg("rect", { x: 0, y: 0, width: n * S, height: n * S, class: "lr-cells" }));
  const lines = [];
  for (let i = 1; i < n; i++) lines.push(`M${i * S} 0V${n * S}M0 ${i * S}H${n * S}`);
  el.append(svg("path", { d: lines.join(""), class: "lr-gridlines" }));
  el.append(svg("rect", { x: 0, y: 0, width: n * S, height: n * S, class: "lr-frame" }));
  rows.forEach((row, r) => row.forEach((ch, c) => {
    if (ch !== ".") el.append(tileShape(ch, c * S, r * S));
  }));
  return el;
}

/** Small line icons for buttons (stroke = currentColor); emoji fonts are not everywhere. @type {Record<string, string>} */
const ICONS = {
  clock: "M12 8v5l3 2M9 2h6M12 2v3M19 7l1.5-1.5M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16z",
  bulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z",
  flag: "M5 21V4M5 4h11l-2 4 2 4H5",
  reset: "M4 4v6h6M4.6 15a8 8 0 1 0 1.9-8.3L4 10",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21",
  check: "M4 12.5l5 5L20 6.5",
  play: "M7 4.5v15l12-7.5z",
  stop: "M6 6h12v12H6z",
};

/** A line icon of the view's controls (view.css strokes it; "play" and "stop" are solid). */
export const icon = iconSet(ICONS, { cls: "lr-ui-icon", size: 18 });
