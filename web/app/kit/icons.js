// viewkit: SVG elements and a view's set of line icons.

const NS = "http://www.w3.org/2000/svg";

/**
 * An SVG element: svg("circle", {r: 1}, child, ...). `text` goes in as text, `class` as the
 * class attribute, `on<event>` functions as listeners; null, undefined and false are left out.
 * @param {string} tag @param {Record<string, any> | null} [attrs] @param {...any} children @returns {SVGElement}
 */
export function svg(tag, attrs = {}, ...children) {
  const el = /** @type {SVGElement} */ (document.createElementNS(NS, tag));
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") el.textContent = String(value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) if (child) el.append(child);
  return el;
}

/**
 * A view's icons: `paths` maps a name to the `d` of one 24×24 path. Returns
 * `icon(name, cls?)`, a decorative `<svg class="<cls> <cls>-<name> ...">` (the caller gives
 * the words); an unknown name draws `fallback`. The view's CSS sizes and strokes `.<cls>`.
 * @param {Record<string, string>} paths @param {{cls: string, fallback?: string, size?: number}} options
 */
export function iconSet(paths, { cls, fallback = "", size }) {
  /** @param {string} name @param {string} [extra] */
  return (name, extra = "") =>
    svg("svg", { viewBox: "0 0 24 24", width: size, height: size, class: `${cls} ${cls}-${name} ${extra}`.trim(), "aria-hidden": "true", focusable: "false" },
      svg("path", { d: paths[name] || paths[fallback] || "" }));
}
