// Magic circle drawing helpers: coins and the circle's geometry, as SVG.
//
// Coins read at a glance and never by colour alone: magical coins show their
// digit; elemental coins have a colour AND a shape of their own
// (red ▲ fire, blue ● water, yellow ◆ air, green ■ earth, white ✹ yang,
// black ☾ yin). Hidden coins ("?") are drawn as a coin back.

import { svg } from "../../app/viewkit.js";

/** An SVG element: s("circle", {r: 1}, child, ...) (the view kit's svg). */
export const s = svg;

/** Elemental coins: colour, ink for the symbol, symbol shape, glyph for text.
 * @type {Record<string, {fill: string, ink: string, shape: string, glyph: string, letter: string}>} */
export const ELEMENTS = {
  R: { fill: "#d6392c", ink: "#ffffff", shape: "tri", glyph: "▲", letter: "R" },
  B: { fill: "#2662c4", ink: "#ffffff", shape: "dot", glyph: "●", letter: "B" },
  Y: { fill: "#f3c623", ink: "#3b2c00", shape: "diamond", glyph: "◆", letter: "Y" },
  G: { fill: "#2e8b45", ink: "#ffffff", shape: "square", glyph: "■", letter: "G" },
  W: { fill: "#fbfaf4", ink: "#6b5a1e", shape: "sun", glyph: "✹", letter: "W" },
  K: { fill: "#23232a", ink: "#f1e7c4", shape: "moon", glyph: "☾", letter: "K" },
};

/** @param {unknown} c @returns {c is string} */
export const isDigit = (c) => typeof c === "string" && c.length === 1 && c >= "0" && c <= "9";
/** @param {string} c */
export const isElement = (c) => Object.prototype.hasOwnProperty.call(ELEMENTS, c);

/** @param {string} shape @param {number} k @param {string} ink */
function symbol(shape, k, ink) {
  // k = symbol half-size
  switch (shape) {
    case "tri":
      return s("path", { d: `M0 ${-k} L${k * 0.95} ${k * 0.72} L${-k * 0.95} ${k * 0.72} Z`, fill: ink });
    case "dot":
      return s("circle", { r: k * 0.72, fill: ink });
    case "diamond":
      return s("path", { d: `M0 ${-k} L${k * 0.8} 0 L0 ${k} L${-k * 0.8} 0 Z`, fill: ink });
    case "square":
      return s("rect", { x: -k * 0.7, y: -k * 0.7, width: k * 1.4, height: k * 1.4, fill: ink });
    case "sun": {
      const rays = [];
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        const c = Math.cos(a), d = Math.sin(a);
        rays.push(`M${(c * k * 0.62).toFixed(3)} ${(d * k * 0.62).toFixed(3)} L${(c * k).toFixed(3)} ${(d * k).toFixed(3)}`);
      }
      return s("g", {}, s("circle", { r: k * 0.42, fill: ink }), s("path", { d: rays.join(" "), stroke: ink, "stroke-width": k * 0.2, "stroke-linecap": "round", fill: "none" }));
    }
    case "moon": {
      const x = k * 0.42;
      return s("path", {
        d: `M${x} ${-k * 0.9} A${k * 0.9} ${k * 0.9} 0 1 0 ${x} ${k * 0.9} A${k * 1.05} ${k * 1.05} 0 0 1 ${x} ${-k * 0.9} Z`,
        fill: ink,
      });
    }
    default:
      return null;
  }
}

/**
 * The drawing of one coin centred on (0, 0) with radius r, as an SVG <g>.
 * code: "0"–"9", "R B Y G W K", "?" (hidden) or null (nothing).
 * @param {string | null | undefined} code @param {number} r
 */
export function coinShape(code, r) {
  const g = s("g", { class: "mc-coin", "data-coin": code ?? "" });
  if (code === null || code === undefined) return g;
  if (code === "?") {
    g.append(
      s("circle", { r, class: "mc-coin-back" }),
      s("circle", { r: r * 0.72, class: "mc-coin-back-ring" }),
      s("text", { class: "mc-coin-back-mark", "font-size": r * 0.95, "text-anchor": "middle", dy: "0.35em", text: "?" }),
    );
    return g;
  }
  if (isDigit(code)) {
    g.classList.add("mc-magical");
    g.append(
      s("circle", { r, class: "mc-coin-magic" }),
      s("circle", { r: r * 0.8, class: "mc-coin-magic-ring" }),
      s("text", { class: "mc-coin-digit", "font-size": r * 1.25, "text-anchor": "middle", dy: "0.36em", text: code }),
    );
    return g;
  }
  const e = ELEMENTS[code];
  if (!e) return g;
  g.classList.add("mc-elemental", `mc-el-${code}`);
  g.append(s("circle", { r, fill: e.fill, class: "mc-coin-el" }), s("circle", { r: r * 0.84, class: "mc-coin-el-ring" }), /** @type {SVGElement} every shape of ELEMENTS has a symbol */ (symbol(e.shape, r * 0.52, e.ink)));
  return g;
}

/** A coin as a standalone inline <svg> of `px` pixels (for hands, stocks, tables). @param {string | null | undefined} code */
export function coinSvg(code, px = 40, extraClass = "") {
  const svg = s("svg", { class: `mc-coin-svg ${extraClass}`.trim(), viewBox: "-1.08 -1.08 2.16 2.16", width: px, height: px, "aria-hidden": "true", focusable: "false" });
  if (code === null || code === undefined) {
    svg.append(s("circle", { r: 0.9, class: "mc-slot-empty" }));
    return svg;
  }
  svg.append(coinShape(code, 1));
  return svg;
}

/** The empty-slot marker of a circle position: magical = round, elemental = square, focus = both. @param {string} kind @param {number} r */
export function slotShape(kind, r) {
  if (kind === "magical") return s("circle", { r: r * 0.62, class: "mc-slot" });
  if (kind === "elemental") return s("rect", { x: -r * 0.55, y: -r * 0.55, width: r * 1.1, height: r * 1.1, class: "mc-slot", transform: "rotate(45)" });
  return s("g", {}, s("circle", { r: r * 0.7, class: "mc-slot" }), s("rect", { x: -r * 0.42, y: -r * 0.42, width: r * 0.84, height: r * 0.84, class: "mc-slot", transform: "rotate(45)" }));
}

/** Parse a circle text ("7776 3334 BBBB GGGG .") into 17 codes or nulls. @param {string | null | undefined} text */
export function parseCircle(text) {
  const chars = String(text || "").replace(/\s+/g, "").split("");
  const out = [];
  for (let i = 0; i < 17; i++) out.push(chars[i] && chars[i] !== "." ? chars[i] : null);
  return out;
}
