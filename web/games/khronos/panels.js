// Khronos view: the readouts and panels around the boards: the turn track, the prompt, the players,
// the inspector line, the hand with Hold'em and the action buttons.

import { GLYPH, KIND, drawn } from "./state.js";
import { argOf, cellWord, sizeOf } from "./words.js";
import { h, put } from "../../app/dom.js";
import { aside, face, listWords } from "../../app/viewkit.js";

/** @param {import("./state.js").KhView} ui */
export function panels(ui) {
  const { state, T, seatName, track, playersEl, inspectEl, handBox, actBox } = ui;
  function renderTrack() {
    const turns = drawn(state).obs.turns || 7;
    const earn = new Set(drawn(state).obs.earnings_turns || []);
    const items = [];
    for (let t = 1; t <= turns; t++) {
      const cls = ["kh-tt"];
      if (earn.has(t)) cls.push("kh-earn");
      if (t === drawn(state).obs.turn && !drawn(state).snap.over) cls.push("kh-now");
      else if (t < drawn(state).obs.turn || drawn(state).snap.over) cls.push("kh-past");
      const label = earn.has(t) ? T("track.earn", { n: t }) : T("track.turn", { n: t });
      items.push(h("li", { class: cls.join(" "), dataset: { turn: String(t), earn: earn.has(t) ? "1" : "" }, title: label, "aria-label": label, "aria-current": t === drawn(state).obs.turn && !drawn(state).snap.over ? "step" : null, text: String(t) }));
    }
    track.replaceChildren(...items);
  }

  function promptText() {
    if (drawn(state).snap.over) return T("prompt.over");
    const mine = drawn(state).snap.legal?.length > 0;
    const pend = drawn(state).obs.pending;
    if (!mine) {
      const who = (drawn(state).obs.active || [])[0];
      return who === undefined ? "" : T(drawn(state).snap.viewer === null ? "prompt.watch" : "prompt.wait", { name: seatName(who) });
    }
    if (pend?.kind === "pick") return T("prompt.pick", { board: ui.boardName(pend.board) });
    if (pend?.kind === "shrink") return T("prompt.shrink", { board: ui.boardName(pend.board), tile: ui.tileName(pend.to || pend.tiles?.[0] || "") });
    if (state.picked.length) return T("prompt.confirm");
    const f = state.fams.get(state.fam ?? "");
    if (f) {
      if (f.tile) return T("prompt.square", { tile: ui.tileName(f.tile), n: f.places.size });
      return T(`prompt.${f.verb}`, { n: f.places.size });
    }
    return drawn(state).obs.phase === "start" ? T("prompt.start", { n: drawn(state).obs.turn }) : T("prompt.actions");
  }

  // ---- players --------------------------------------------------------------------------
  function renderPlayers() {
    const n = drawn(state).obs.players || 0;
    const rows = [];
    for (let p = 0; p < n; p++) {
      const advs = (drawn(state).obs.adventurers?.[p] || []).map((a, i) => {
        const dots = "●".repeat(a.left) + "○".repeat(Math.max(0, (state.ref?.per_adventurer || 2) - a.left));
        return h("span", { class: "kh-adv", dataset: { pawn: String(i + 1), board: a.board, left: String(a.left) }, title: T("adv.long", { n: i + 1, board: ui.boardName(a.board), left: a.left }) },
          h("span", { class: "kh-pawn", style: `--seat: var(--seat-${p % 8})`, "aria-hidden": "true", text: String(i + 1) }),
          h("span", { text: ui.boardName(a.board) }),
          h("span", { class: "kh-adv-cap", role: "img", "aria-label": T("adv.left", { n: a.left }), text: dots }));
      });
      const turn = drawn(state).obs.current === p && !drawn(state).snap.over;
      rows.push(h("div", { class: `kh-player${turn ? " kh-turn" : ""}${p === drawn(state).snap.viewer ? " kh-me" : ""}`, dataset: { seat: String(p) }, style: `--seat: var(--seat-${p % 8})` },
        h("div", { class: "kh-player-head" }, ui.cube(p), h("span", { class: "kh-player-name", text: seatName(p) }),
          p === drawn(state).snap.viewer && n > 1 ? h("span", { class: "kh-you", text: T("you") }) : null,
          turn ? h("span", { class: "kh-small kh-muted", text: T("their_turn") }) : null),
        h("div", { class: "kh-stats" },
          h("span", { class: "kh-ecus", dataset: { ecus: String(drawn(state).obs.ecus?.[p] ?? 0) } }, T("ecus"), " ", h("strong", { text: String(drawn(state).obs.ecus?.[p] ?? 0) })),
          h("span", { class: "kh-cubes" }, T("cubes"), " ", h("strong", { text: String(drawn(state).obs.cubes?.[p] ?? 0) })),
          h("span", { class: "kh-handsize" }, T("cards_in_hand"), " ", h("strong", { text: String(drawn(state).obs.hand_sizes?.[p] ?? 0) }))),
        h("div", { class: "kh-advs", role: "group", "aria-label": T("adventurers") }, advs)));
    }
    playersEl.replaceChildren(...rows);
  }

  // ---- the inspector line (pointed square) -------------------------------------------
  function renderInspect() {
    if (!state.hover) { inspectEl.textContent = T("inspect.none"); return; }
    const { board, cell } = state.hover;
    const bits = [`${ui.boardName(board)} ${cellWord(cell)}`, ui.terrainWord(cell)];
    const bl = ui.buildingAt(board, cell);
    if (bl) {
      bits.push(ui.buildingWord(board, bl));
      const d = drawn(state).obs.boards?.[board]?.domains?.find((x) => x.id === bl.domain);
      if (d) bits.push(T("domain.values", { m: d.military, r: d.religious, c: d.civil }));
      if (d?.lords?.length) bits.push(T("domain.lords", { names: listWords(ui.ctx, d.lords.map(seatName)), n: d.income ?? 0 }));
    }
    inspectEl.textContent = bits.join(" · ");
  }

  // ---- hand, hold'em and actions ----------------------------------------------------------
  /** @param {string} verb */
  function handMatch(verb) {
    const hand = drawn(state).obs.hand || [];
    const want = state.handSel.map((i) => hand[i]).filter(Boolean).sort(order).join("");
    return state.actions.find((a) => a.verb === verb && [...(argOf(a, "cards") || [])].sort(order).join("") === want) || null;
  }
  /** @param {string} a @param {string} b */
  const order = (a, b) => "MRC".indexOf(a) - "MRC".indexOf(b);

  function renderHand() {
    const hand = drawn(state).obs.hand;
    const parts = [h("h3", { class: "kh-h", id: "kh-hand-title", text: T("hand.title") })];
    if (!Array.isArray(hand)) {
      parts.push(h("p", { class: "kh-hint", text: T("hand.spectator") }));
      put(handBox, ...parts);
      return;
    }
    const choosable = state.actions.some((a) => a.verb === "exchange" || a.verb === "refill");
    state.handSel = state.handSel.filter((i) => i < hand.length);
    const cardsEl = h("div", { class: "kh-hand", id: "kh-hand", role: "group", "aria-label": T("hand.title") }, hand.map((k, i) => {
      const on = state.handSel.includes(i);
      return h("button", {
        type: "button", class: `kh-card kh-k-${KIND[k]}${on ? " kh-sel" : ""}`, dataset: { card: k, index: String(i) }, "aria-pressed": on ? "true" : "false",
        title: T(`kind.${k}`), disabled: !choosable || state.pending || drawn(state).snap.busy,
        onclick: () => { state.handSel = on ? state.handSel.filter((j) => j !== i) : [...state.handSel, i]; ui.renderAll(); },
      }, face(T(`kind.${k}`), h("span", { text: GLYPH[k] }), h("small", { text: T(`kind_short.${k}`) })));
    }));
    const bar = [];
    const ex = state.actions.some((a) => a.verb === "exchange");
    if (ex) {
      const m = handMatch("exchange");
      bar.push(h("button", { type: "button", class: "button", id: "kh-exchange", disabled: !m || state.pending || drawn(state).snap.busy, onclick: () => m && ui.play(m.text) }, T("hand.exchange", { n: state.handSel.length })));
    }
    const rf = state.actions.some((a) => a.verb === "refill");
    if (rf) {
      const m = handMatch("refill");
      bar.push(h("button", { type: "button", class: "button button-primary", id: "kh-refill", disabled: !m || state.pending || drawn(state).snap.busy, onclick: () => m && ui.play(m.text) }, state.handSel.length ? T("hand.refill_discard", { n: state.handSel.length }) : T("hand.refill")));
    }
    parts.push(h("div", { class: "kh-hand-row" }, cardsEl, bar.length ? h("div", { class: "kh-hand-btns" }, bar) : null));
    if (choosable) parts.push(h("p", { class: "kh-hint", text: T("hand.select") }));
    // Hold'em: the face-up row and the swaps
    const row = drawn(state).obs.row;
    if (Array.isArray(row)) {
      const slots = ["M", "R", "C"].map((k, i) => row[i]
        ? h("span", { class: `kh-card kh-k-${KIND[k]}`, dataset: { row: k }, role: "img", "aria-label": T("holdem.slot", { kind: T(`kind.${k}`) }) }, h("span", { "aria-hidden": "true", text: GLYPH[k] }), h("small", { "aria-hidden": "true", text: T(`kind_short.${k}`) }))
        : h("span", { class: "kh-card kh-card-back", dataset: { row: "" }, role: "img", "aria-label": T("holdem.empty") }));
      const swaps = state.actions.filter((a) => a.verb === "swap");
      parts.push(h("h3", { class: "kh-h", text: T("holdem.title") }), h("div", { class: "kh-hand-row" }, h("div", { class: "kh-holdem", id: "kh-holdem" }, slots),
        swaps.length ? h("div", { class: "kh-opts kh-hand-btns", id: "kh-swaps" }, swaps.map((a) => h("button", {
          type: "button", class: "button kh-swap", dataset: { text: a.text }, disabled: state.pending || drawn(state).snap.busy, onclick: () => ui.play(a.text),
        }, T("holdem.swap", { give: T(`kind.${argOf(a, "give")}`), take: T(`kind.${argOf(a, "take")}`) })))) : null));
      if (swaps.length) parts.push(h("p", { class: "kh-hint", text: T("holdem.left", { n: Math.max(0, 4 - (drawn(state).obs.swaps || 0)) }) }));
    }
    put(handBox, ...parts);
  }

  function renderActions() {
    const parts = [h("h3", { class: "kh-h", id: "kh-actions-title", text: T("actions.title") })];
    if (!drawn(state).snap.legal?.length) {
      parts.push(h("p", { class: "kh-hint", text: drawn(state).snap.over ? T("prompt.over") : T("actions.wait") }));
      put(actBox, ...parts);
      return;
    }
    // tiles, by kind, and the other card actions
    const tileFams = [...state.fams.values()].filter((f) => f.tile);
    const kindGroups = ["M", "R", "C"].map((k) => {
      const list = tileFams.filter((f) => ui.kindOf(/** @type {string} a tile's family */ (f.tile)) === k);
      if (!list.length) return null;
      return h("div", { class: "kh-fams", role: "group", "aria-label": T(`kind.${k}`) }, list.map((f) => famButton(f)));
    }).filter(Boolean);
    const others = ["demolish", "populate", "renovate", "pick", "shrink"].filter((v) => state.fams.has(v)).map((v) => famButton(/** @type {import("./state.js").Family} */ (state.fams.get(v))));
    if (kindGroups.length || others.length) parts.push(h("div", { class: "kh-fam-kinds", id: "kh-tiles" }, kindGroups, others.length ? h("div", { class: "kh-fams", id: "kh-others" }, others) : null));
    const travels = state.actions.filter((a) => a.verb === "travel");
    if (travels.length) {
      parts.push(h("div", { class: "kh-travelrow" }, h("span", { class: "kh-fam-title", text: T("travel.title") }),
        h("div", { class: "kh-opts", id: "kh-travel" }, travels.map((a) => h("button", {
          type: "button", class: "button kh-travel", dataset: { text: a.text, pawn: String(argOf(a, "pawn")), board: argOf(a, "board") }, disabled: state.pending || drawn(state).snap.busy, onclick: () => ui.play(a.text),
        }, T("travel.go", { n: argOf(a, "pawn"), from: ui.boardName(drawn(state).obs.adventurers?.[/** @type {number} a spectator (null) has none */ (drawn(state).snap.viewer)]?.[argOf(a, "pawn") - 1]?.board || ""), board: ui.boardName(argOf(a, "board")) }))))));
    }
    if (state.fam && !state.picked.length && !["pick", "shrink"].includes(state.fam)) {
      parts.push(h("div", { class: "kh-confirm-row" }, h("span", { class: "kh-hint", text: T("hint.point") }), h("button", { type: "button", class: "button button-quiet", id: "kh-back", onclick: ui.back }, T("back"))));
    }
    put(actBox, ...parts);
  }

  /** @param {import("./state.js").Family} f */
  function famButton(f) {
    const label = f.tile ? ui.tileName(f.tile) : T(`fam.${f.verb}`);
    const size = f.tile ? sizeOf(f.list[0].parts) : 0;
    const k = f.tile ? ui.kindOf(f.tile) : null;
    return h("button", { type: "button", class: "button kh-fam", dataset: { family: f.key }, "aria-pressed": state.fam === f.key ? "true" : "false", disabled: state.pending || drawn(state).snap.busy, onclick: () => ui.chooseFamily(f.key) },
      k ? ui.kindChip(k) : null, label, size ? h("span", { class: "kh-small", text: ` ${size}×${size}` }) : null, h("span", { class: "kh-small kh-muted kh-fam-places", title: T("fam.places", { n: f.places.size }), text: aside(ui.ctx, "", String(f.places.size)) }));
  }

  return { renderTrack, promptText, renderPlayers, renderInspect, renderHand, renderActions };
}
