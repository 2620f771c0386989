// Magic circle view: one seat's circle of 17 positions as SVG (the parts, the half-line sums, the
// coins, the last change) with the selected coin's legal positions as buttons.

import { aside, listWords } from "../../app/viewkit.js";
import { s, coinShape, slotShape } from "./coins.js";
import { drawn } from "./state.js";

/** @typedef {import("./state.js").View} View */

const COIN_R = 0.142;

/**
 * The circle drawing of one mounted view.
 * @param {View} v
 */
export function circles(v) {
  const { T, name, coinName, posName, sourceCoin, ctx } = v;
  const st = drawn(v.st); // its functions draw: they run only after a render
  /** @param {string | null | undefined} text */
  const act = (text) => v.act(text);
  /** @template {Element} E @param {E} el @param {(e: Event) => void} fn */
  const pressable = (el, fn) => v.pressable(el, fn);

  /** @param {number} p @param {{interactive?: boolean, small?: boolean}} options */
  function circleSvg(p, { interactive, small }) {
    const seat = st.obs.seats[p];
    const parts = seat.status?.parts || {};
    const mine = interactive && p === st.snap.viewer;
    const targets = mine && st.sel ? st.moves.place.get(st.sel) || new Map() : new Map();
    const sw = small ? 0.018 : 0.014;
    /** @param {string} key */
    const partCls = (key) => `mc-part mc-part-${key}${parts[key] ? " mc-part-ok" : ""}`;
    const H = Math.SQRT1_2;
    const svg = s("svg", {
      class: `mc-circle${small ? " mc-circle-small" : ""}${targets.size ? " mc-has-targets" : ""}`,
      viewBox: "-1.42 -1.36 2.84 2.72",
      role: "group",
      "aria-label": T("circle.label", { name: name(p) }) + " — " + statusText(seat),
      "data-seat": String(p),
    });
    svg.append(
      s("rect", { x: -1.42, y: -1.36, width: 2.84, height: 2.72, rx: 0.08, class: "mc-circle-bg" }),
      // the four straight lines through the centre (faint)
      s("path", { d: "M0 -1 V1 M-1 0 H1 M-1 -1 L1 1 M-1 1 L1 -1", class: "mc-lines", "stroke-width": sw * 0.6 }),
      s("rect", { x: -1, y: -1, width: 2, height: 2, class: partCls("outer_square"), "stroke-width": parts.outer_square ? sw * 2.2 : sw }),
      s("circle", { r: 1, class: partCls("outer_circle"), "stroke-width": parts.outer_circle ? sw * 2.2 : sw }),
      s("rect", { x: -H, y: -H, width: 2 * H, height: 2 * H, class: partCls("inner_square"), "stroke-width": parts.inner_square ? sw * 2.2 : sw }),
      s("circle", { r: H, class: partCls("inner_circle"), "stroke-width": parts.inner_circle ? sw * 2.2 : sw }),
    );
    // half-line sums outside the square (N E S W)
    const sums = seat.status?.half_sums || {};
    const sumPos = { N: [0, -1.24], E: [1.31, 0], S: [0, 1.24], W: [-1.31, 0] };
    for (const [dir, [x, y]] of Object.entries(sumPos)) {
      const v = sums[dir];
      const has = v !== null && v !== undefined;
      const label = s("text", { x, y, class: "mc-sum", "text-anchor": "middle", "font-size": 0.092, "data-dir": dir });
      if (dir === "N" || dir === "S") {
        label.setAttribute("dy", "0.35em");
        label.textContent = `${T(`dir.${dir}`)}${has ? " Σ" + v : ""}`;
      } else {
        label.append(s("tspan", { x, dy: has ? "-0.25em" : "0.35em", text: T(`dir.${dir}`) }));
        if (has) label.append(s("tspan", { x, dy: "1.15em", class: "mc-sum-v", text: "Σ" + v }));
      }
      svg.append(label);
    }
    for (const pos of st.obs.positions) {
      const code = seat.circle[pos.index];
      const x = pos.x, y = -pos.y;
      const text = targets.get(pos.id);
      const cls = ["mc-pos", `mc-kind-${pos.kind}`];
      if (text) cls.push("mc-target");
      if (code) cls.push("mc-filled");
      if (st.fresh[p]?.has(pos.id)) cls.push("mc-fresh");
      if (st.lastChanged[p]?.has(pos.id)) cls.push("mc-last");
      const g = s("g", { class: cls.join(" "), transform: `translate(${x.toFixed(4)} ${y.toFixed(4)})`, "data-pos": pos.id, "data-coin": code ?? "" });
      g.append(s("circle", { r: COIN_R * 1.03, class: "mc-hit" }));
      g.append(code ? coinShape(code, COIN_R) : slotShape(pos.kind, COIN_R));
      if (text) g.append(s("circle", { r: COIN_R * 1.0, class: `mc-ring${code ? " mc-ring-over" : ""}` }));
      if (st.lastChanged[p]?.has(pos.id)) g.append(s("circle", { r: COIN_R * 1.0, class: "mc-last-ring" }));
      const where = posName(pos.id);
      if (text) {
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        g.setAttribute("data-fk", `pos:${pos.id}`);
        const label = code
          ? T("target.place_over", { coin: coinName(sourceCoin(st.sel)), position: where, old: coinName(code) })
          : T("target.place", { coin: coinName(sourceCoin(st.sel)), position: where });
        g.setAttribute("aria-label", label);
        g.append(s("title", { text: label }));
        pressable(g, () => act(text));
      } else {
        g.append(s("title", { text: `${where}: ${coinName(code)}` }));
        if (mine) g.addEventListener("click", () => {
          if (st.sel) ctx.toast(T("toast.not_here", { coin: coinName(sourceCoin(st.sel)), position: where }));
          else if (st.moves.sources.size) ctx.toast(T("toast.pick_first"));
        });
      }
      svg.append(g);
    }
    return svg;
  }

  /** @param {import("./state.js").Seat} seat */
  function statusText(seat) {
    const parts = seat.status?.parts || {};
    const list = ["outer_circle", "inner_circle", "outer_square", "inner_square"].map((k) => `${T(`part.${k}`)} ${parts[k] ? "✓" : "✗"}`);
    return aside(ctx, seat.status?.complete ? T("status.complete") : T("status.incomplete"), listWords(ctx, list));
  }

  return { circleSvg, statusText };
}
