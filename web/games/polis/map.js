// Polis view: the map — land, sea and market cards on a grid, the adjacency lines behind them, arrow-key moves.

import { h } from "../../app/dom.js";
import { face, listWords, svg } from "../../app/viewkit.js";
import { SIDES } from "./consts.js";
import { drawn } from "./state.js";
import { icon, sideMark, unitChip } from "./icons.js";

/** @typedef {import("./state.js").PolisRef} PolisRef @typedef {import("./state.js").PolisRow} PolisRow @typedef {import("./state.js").Market} Market */
/** What a map button may be: the next argument (`targets`), or the first one of a legal action (`can`), as "kind:id". @typedef {Set<string>} Keys */

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makeMap(V) {
  const {
    S, T, ctx, goodsWords, linesSvg, litAttrs, mapBox, mapGrid, marketName, me, nodeName, onLitTarget, polisName, sideName, siegeNeed, tileName, typeName,
    unitName,
  } = V;

  // ---- the map ----------------------------------------------------------------------------
  /** @param {string} node */
  function controlMark(node) {
    const c = drawn(S).obs.control?.[node];
    if (c === null || c === undefined) return null;
    return h("span", { class: `po-ctl po-ctl-${SIDES[c]}`, title: T("map.control", { side: sideName(c) }) }, sideMark(SIDES[c], T("map.control", { side: sideName(c) })));
  }

  /** @param {string} node @param {string} kind */
  function stackRow(node, kind) {
    const u = drawn(S).obs.units?.[node] || [0, 0];
    const lim = drawn(S).obs.limit;
    /** @type {HTMLElement[]} */
    const chips = [];
    for (const p of [0, 1]) {
      if (!u[p]) continue;
      const label = T("map.units", { side: sideName(p), n: u[p], unit: unitName(kind), limit: lim });
      chips.push(h("span", { class: `po-stack-side po-stack-${SIDES[p]}${u[p] >= lim ? " po-full" : ""}`, dataset: { side: SIDES[p], n: String(u[p]) } },
        unitChip(SIDES[p], kind, u[p], label), h("span", { class: "po-stack-lim", "aria-hidden": "true", text: `/${lim}` })));
    }
    const total = u[0] + u[1];
    if (total >= 8) chips.push(h("span", { class: "po-battle-flag", title: T("map.battle"), text: "⚔" }));
    return chips.length ? h("div", { class: "po-stack", dataset: { units: `${u[0]},${u[1]}` } }, chips) : null;
  }

  /** @param {string} pid @param {Keys} targets @param {Keys} can */
  function polisEl(pid, targets, can) {
    // a polis of the reference's map (the map is drawn from it): its row is there
    const pr = S.ref?.poleis?.[pid] || /** @type {PolisRef} */ ({});
    const st = drawn(S).obs.poleis?.[pid] || /** @type {Partial<PolisRow>} */ ({});
    const owner = st.owner;
    const side = owner === null || owner === undefined ? "neutral" : SIDES[owner];
    const key = `polis:${pid}`;
    const bits = [polisName(pid)];
    bits.push(owner === null || owner === undefined ? T("polis.neutral") : T("polis.owned", { side: sideName(owner) }));
    bits.push(T("polis.values", { n: st.citizens ?? "?", max: pr.max ?? "?", growth: pr.growth ?? "?", fort: siegeNeed(pid, pr), type: typeName(pr.type) }));
    if (pr.capital) bits.push(T("polis.capital"));
    if (st.building) bits.push(T("polis.building", { tile: tileName(st.building) }));
    if (st.built?.length) bits.push(T("polis.built", { tiles: listWords(ctx, st.built.map(tileName)) }));
    const prox = [0, 1].filter((p) => drawn(S).obs.players?.[p]?.proxenos === pid);
    for (const p of prox) bits.push(T("polis.proxenos", { side: sideName(p) }));
    if (pr.merchant_port) bits.push(T("polis.merchant_port"));
    const isTarget = targets.has(key);
    if (isTarget) bits.push(T("map.target"));
    const kids = [
      h("span", { class: "po-pname" },
        h("span", { class: `po-owner po-owner-${side}`, "aria-hidden": "true", text: owner === null || owner === undefined ? "○" : side === "sparta" ? "Λ" : "Α" }),
        h("span", { class: "po-pname-w", text: polisName(pid) }), pr.capital ? h("span", { class: "po-capital", "aria-hidden": "true" }, icon("crown")) : null),
      h("span", { class: "po-pvals", "aria-hidden": "true" },
        h("span", { class: "po-pop", title: T("polis.pop") }, icon("citizens"), `${st.citizens ?? "?"}/${pr.max ?? "?"}`),
        h("span", { class: "po-grow", title: T("polis.growth") }, `+${pr.growth ?? "?"}`),
        h("span", { class: "po-fortv", title: T("polis.fort") }, icon("fort"), String(siegeNeed(pid, pr))),
        h("span", { class: `po-type po-type-${pr.type}`, title: typeName(pr.type) }, icon(pr.type))),
      st.building || st.built?.length ? h("span", { class: "po-ptiles", "aria-hidden": "true" },
        st.building ? h("span", { class: "po-building", title: T("polis.building", { tile: tileName(st.building) }) }, icon("hammer"), tileName(st.building)) : null,
        (st.built || []).map((tl) => h("span", { class: "po-built", title: T("polis.built", { tiles: tileName(tl) }) }, "✓", tileName(tl)))) : null,
      prox.length ? h("span", { class: "po-prox", "aria-hidden": "true" }, prox.map((p) => h("span", { class: `po-prox-m po-prox-${SIDES[p]}`, title: T("polis.proxenos", { side: sideName(p) }) }, icon("proxenos"), SIDES[p] === "sparta" ? "Λ" : "Α"))) : null,
    ];
    return h("button", {
      type: "button",
      class: `po-polis po-polis-${side}${isTarget ? " po-target" : ""}${S.chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${pr.capital ? " po-is-capital" : ""}`,
      dataset: { polis: pid, key, owner: side, citizens: String(st.citizens ?? "") },
      ...litAttrs(isTarget || can.has(key)),
      title: bits.join(" — "),
      onclick: /** @param {Event} e */ (e) => onLitTarget("polis", pid, e),
      onfocus: () => { S.focusKey = key; },
    }, face(bits.join(" — "), kids));
  }

  /** @param {string} node */
  function tributeRow(node) {
    const boxes = S.ref?.map?.[node]?.tribute || [];
    if (!boxes.length) return null;
    const filled = new Set(drawn(S).obs.tribute?.[node] || []);
    const ex = (drawn(S).obs.exhausted || []).includes(node);
    const label = `${T("map.tribute")}: ${goodsWords(boxes)}${ex ? ` — ${T("map.exhausted")}` : ""}`;
    return h("div", { class: `po-tribute${ex ? " po-exhausted" : ""}`, role: "img", "aria-label": label, title: label },
      boxes.map((r, i) => h("span", { class: `po-box${filled.has(i) ? " po-box-on" : ""}` }, icon(r))),
      ex ? h("span", { class: "po-ex-mark", text: T("map.exhausted_short") }) : null);
  }

  /** @param {string} node @param {string} kind @param {Keys} targets @param {Keys} can @param {string[]} [extra] */
  function areaButton(node, kind, targets, can, extra = []) {
    const key = `${kind}:${node}`;
    const isTarget = targets.has(key);
    const u = drawn(S).obs.units?.[node] || [0, 0];
    const unit = kind === "land" ? "hoplite" : "galley";
    const bits = [nodeName(node), kind === "land" ? T("map.land") : T("map.sea")];
    for (const p of [0, 1]) if (u[p]) bits.push(T("map.units", { side: sideName(p), n: u[p], unit: unitName(unit), limit: drawn(S).obs.limit }));
    const c = drawn(S).obs.control?.[node];
    if (c !== null && c !== undefined) bits.push(T("map.control", { side: sideName(c) }));
    if ((drawn(S).obs.exhausted || []).includes(node)) bits.push(T("map.exhausted"));
    bits.push(...extra);
    if (isTarget) bits.push(T("map.target"));
    return h("button", {
      type: "button", class: "po-area-btn",
      dataset: { key },
      ...litAttrs(isTarget || can.has(key)),
      onclick: /** @param {Event} e */ (e) => onLitTarget(kind, node, e),
      onfocus: () => { S.focusKey = key; },
    }, face(bits.join(" — "), h("span", { class: "po-aname", text: nodeName(node) }), controlMark(node)));
  }

  /** @param {string} node @param {Keys} targets @param {Keys} can */
  function landCard(node, targets, can) {
    const key = `land:${node}`;
    const home = S.ref?.map?.[node]?.home;
    const pol = S.ref?.map?.[node]?.poleis || [];
    return h("div", {
      class: `po-area po-land${targets.has(key) ? " po-target" : ""}${S.chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${home ? ` po-home po-home-${home === "sparta" ? "sparta" : "athens"}` : ""}${battleNode() === node ? " po-battle-here" : ""}${S.lastNodes.has(node) ? " po-last" : ""}`,
      dataset: { node, kind: "land" }, style: `grid-area:${node}`,
    },
    areaButton(node, "land", targets, can, home ? [T("map.home", { side: home === "sparta" ? sideName(0) : sideName(1) })] : []),
    stackRow(node, "hoplite"),
    h("div", { class: "po-poleis" }, pol.map((pid) => polisEl(pid, targets, can))),
    tributeRow(node));
  }

  /** @param {string} node @param {Keys} targets @param {Keys} can */
  function seaCard(node, targets, can) {
    const key = `sea:${node}`;
    const specials = Object.entries(S.ref?.poleis || {}).filter(([, p]) => p.sea === node && !p.territory).map(([id]) => id);
    const port = (S.ref?.ports || []).findIndex((pt) => pt.seas.length === 1 && pt.seas[0] === node);
    const markets = Object.entries(S.ref?.markets || {}).filter(([, m]) => m.access === node).map(([id]) => id);
    return h("div", {
      class: `po-area po-sea${targets.has(key) ? " po-target" : ""}${S.chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${battleNode() === node ? " po-battle-here" : ""}${S.lastNodes.has(node) ? " po-last" : ""}`,
      dataset: { node, kind: "sea" }, style: `grid-area:${node}`,
    },
    areaButton(node, "sea", targets, can, markets.map((m) => T("map.access", { market: marketName(m) }))),
    stackRow(node, "galley"),
    specials.length ? h("div", { class: "po-poleis" }, specials.map((pid) => polisEl(pid, targets, can))) : null,
    port >= 0 ? portEl(port) : null,
    markets.map((m) => marketEl(m, targets, can)));
  }

  /** @param {number} p */
  function portEl(p) {
    const n = drawn(S).obs.players?.[p]?.port ?? 0;
    const label = T("map.port", { side: sideName(p), n });
    return h("div", { class: `po-port po-port-${SIDES[p]}`, id: `po-port-${SIDES[p]}`, role: "img", "aria-label": label, title: label },
      icon("port"), h("span", { class: "po-port-w", "aria-hidden": "true", text: T("map.port_short") }),
      unitChip(SIDES[p], "merchant", n, label));
  }

  function spartaPortCard() {
    const pt = S.ref?.ports?.[0];
    return h("div", { class: "po-area po-portcard", dataset: { node: "port-sparta", kind: "port" }, style: "grid-area:spport" },
      h("div", { class: "po-aname po-port-title", text: T("map.port_title", { side: sideName(0) }) }),
      portEl(0),
      h("div", { class: "po-access", text: `↔ ${listWords(ctx, (pt?.seas || []).map(nodeName))}` }));
  }

  /** A foreign market, drawn inside the sea that reaches it. */
  /** @param {string} id @param {Keys} targets @param {Keys} can */
  function marketEl(id, targets, can) {
    const key = `market:${id}`;
    const st = drawn(S).obs.markets?.[id] || /** @type {Partial<Market>} */ ({});
    const k = st.k ?? 0;
    const rates = S.ref?.rates;
    const gpw = rates?.goods?.[k - 1];
    const spw = rates?.silver?.[k - 1];
    /** @type {HTMLElement[]} */
    const boxes = [];
    for (let i = 0; i < drawn(S).obs.limit; i++) {
      const p = st.merchants?.[i];
      boxes.push(h("span", { class: `po-ship${p === undefined ? "" : ` po-ship-${SIDES[p]}`}`, title: p === undefined ? T("market.free") : T("market.ship", { side: sideName(p) }) },
        p === undefined ? "" : p === 0 ? "Λ" : "Α"));
    }
    const isTarget = targets.has(key);
    const label = [T("market.name", { market: marketName(id) }), T("market.k", { k }), gpw ? T("market.rate", { g: gpw, s: spw }) : "", T("market.boxes", { n: (st.merchants || []).length, limit: drawn(S).obs.limit }), st.closed ? T("market.closed") : "", isTarget ? T("map.target") : ""].filter(Boolean).join(" — ");
    return h("button", {
      type: "button",
      class: `po-market${isTarget ? " po-target" : ""}${S.chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${st.closed ? " po-closed" : ""}`,
      dataset: { market: id, key }, title: label, ...litAttrs(isTarget || can.has(key)),
      onclick: /** @param {Event} e */ (e) => onLitTarget("market", id, e), onfocus: () => { S.focusKey = key; },
    }, face(label,
      h("span", { class: "po-mk-name", "aria-hidden": "true" }, icon("market"), marketName(id), h("span", { class: "po-mk-k", text: ` ${k}` })),
      gpw ? h("span", { class: "po-mk-rate", "aria-hidden": "true", text: T("market.rate_short", { g: gpw, s: spw }) }) : null,
      h("span", { class: "po-ships", "aria-hidden": "true" }, boxes),
      st.closed ? h("span", { class: "po-closed-w", "aria-hidden": "true", text: T("market.closed") }) : null));
  }

  function legendCard() {
    return h("div", { class: "po-area po-legend", style: "grid-area:legend", "aria-hidden": "true" },
      h("div", { class: "po-lg" }, sideMark("sparta", sideName(0)), " ", sideName(0)),
      h("div", { class: "po-lg" }, sideMark("athens", sideName(1)), " ", sideName(1)),
      h("div", { class: "po-lg po-lg-small" }, h("span", { class: "po-owner po-owner-neutral", text: "○" }), " ", T("polis.neutral")),
      h("div", { class: "po-lg po-lg-small" }, icon("citizens"), T("legend.pop"), " ", h("span", { text: "+" }), T("legend.growth"), " ", icon("fort"), T("legend.fort")),
      h("div", { class: "po-lg po-lg-small" }, ["culture", "military", "commerce"].map((t) => h("span", { class: "po-lg-type" }, icon(t), typeName(t)))),
      // targets are the viewer's choices: a spectator has none
      me() === null ? null : h("div", { class: "po-lg po-lg-small" }, h("span", { class: "po-lg-target", text: "◆" }), " ", T("legend.target")));
  }
  function battleNode() { return drawn(S).obs.battle?.node || null; }
  /** @param {Keys} targets @param {Keys} can */
  function renderMap(targets, can) {
    const sig = JSON.stringify([[...S.chosenKeys], drawn(S).obs.poleis, drawn(S).obs.units, drawn(S).obs.control, drawn(S).obs.exhausted, drawn(S).obs.tribute, drawn(S).obs.markets, drawn(S).obs.players?.map((p) => [p.port, p.proxenos]), drawn(S).obs.limit, [...targets], [...can], [...S.lastNodes], battleNode(), S.ref ? 1 : 0]);
    if (sig === S.mapSig) return;
    S.mapSig = sig;
    const hadFocus = mapGrid.contains(document.activeElement) ? S.focusKey : null;
    /** @type {HTMLElement[]} */
    const cards = [];
    for (const [id, n] of Object.entries(S.ref?.map || {})) cards.push(n.kind === "land" ? landCard(id, targets, can) : seaCard(id, targets, can));
    cards.push(spartaPortCard(), legendCard());
    mapGrid.replaceChildren(...cards);
    if (hadFocus) /** @type {HTMLElement | null} */ (mapGrid.querySelector(`[data-key="${CSS.escape(hadFocus)}"]`))?.focus({ preventScroll: true });
    requestAnimationFrame(drawLines);
  }

  /** The adjacency of the rules' map as lines between the cards' centres (behind the cards). */
  function drawLines() {
    if (S.destroyed || !S.ref?.map) return;
    const box = mapBox.getBoundingClientRect();
    if (!box.width) return;
    /** @type {Map<string | undefined, number[]>} */
    const centre = new Map();
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (mapGrid.querySelectorAll(".po-area[data-node]"))) {
      const r = el.getBoundingClientRect();
      centre.set(el.dataset.node, [r.left - box.left + r.width / 2, r.top - box.top + r.height / 2]);
    }
    linesSvg.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
    linesSvg.setAttribute("width", String(box.width));
    linesSvg.setAttribute("height", String(box.height));
    const seen = new Set();
    /** @type {SVGElement[]} */
    const lines = [];
    /** @param {string} a @param {string} b @param {string} cls */
    const add = (a, b, cls) => {
      const k = [a, b].sort().join("|");
      if (seen.has(k) || !centre.has(a) || !centre.has(b)) return;
      seen.add(k);
      const [x1, y1] = /** @type {number[]} */ (centre.get(a));
      const [x2, y2] = /** @type {number[]} */ (centre.get(b));
      lines.push(svg("line", { x1, y1, x2, y2, class: cls }));
    };
    for (const [id, n] of Object.entries(S.ref.map)) {
      for (const o of n.adjacent || []) add(id, o, n.kind === "land" ? "po-l-land" : "po-l-sea");
      for (const o of n.coasts || []) add(id, o, "po-l-coast");
    }
    for (const s of S.ref.ports?.[0]?.seas || []) add("port-sparta", s, "po-l-market");
    linesSvg.replaceChildren(...lines);
  }
  const resizeObs = typeof ResizeObserver === "function" ? new ResizeObserver(() => requestAnimationFrame(drawLines)) : null;
  resizeObs?.observe(mapBox);

  /** Arrow keys move between map cards by their position on screen. */
  /** @param {KeyboardEvent} e */
  function onMapKey(e) {
    /** @type {Record<string, number[]>} */
    const dirs = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const d = dirs[e.key];
    if (!d) return;
    const from = /** @type {Element} */ (e.target).closest?.(".po-area");
    if (!from) return;
    e.preventDefault();
    const r0 = from.getBoundingClientRect();
    const c0 = [r0.left + r0.width / 2, r0.top + r0.height / 2];
    /** @type {HTMLElement | null} */
    let best = null;
    let bestScore = Infinity;
    for (const el of mapGrid.querySelectorAll(".po-area")) {
      if (el === from) continue;
      const btn = /** @type {HTMLElement | null} */ (el.querySelector(".po-area-btn"));
      if (!btn) continue;
      const r = el.getBoundingClientRect();
      const c = [r.left + r.width / 2, r.top + r.height / 2];
      const dx = c[0] - c0[0];
      const dy = c[1] - c0[1];
      const along = dx * d[0] + dy * d[1];
      if (along <= 4) continue;
      const across = Math.abs(dx * d[1]) + Math.abs(dy * d[0]);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = btn; }
    }
    best?.focus();
  }
  mapGrid.addEventListener("keydown", onMapKey);

  return { renderMap, resizeObs, onMapKey };
}
