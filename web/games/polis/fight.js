// Polis view: sieges, market rolls and battles step by step (the story), and the live battle with its hands.

import { h } from "../../app/dom.js";
import { listWords } from "../../app/viewkit.js";
import { FORMATION_ICON, SIDES } from "./consts.js";
import { drawn } from "./state.js";
import { icon, sideMark, unitChip } from "./icons.js";

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makeFight(V) {
  const { S, T, cardName, cardRef, ctx, fightEl, locked, marketName, me, nodeName, play, plusWords, polisName, put, reduced, sideName } = V;

  // ---- sieges, markets and battles step by step --------------------------------------------------
  /** The newest siege, battle or market roll in the log, as steps. @returns {import("./state.js").Story | null} */
  function storyFromLog() {
    const log = drawn(S).obs.log || [];
    for (let i = log.length - 1; i >= 0; i--) {
      const k = log[i].key;
      if (k === "polis.siege") {
        const a = log[i].args;
        const steps = [{ kind: "siege_start", a }, { kind: "die", a }];
        for (let j = i + 1; j < log.length && j < i + 4; j++) {
          const e = log[j];
          if (["polis.siege_won", "polis.siege_lost", "polis.neutral", "polis.captured"].includes(e.key)) steps.push({ kind: e.key.slice(6), a: e.args });
        }
        return { key: `siege@${i}`, type: "siege", at: i, steps };
      }
      if (k === "polis.battle_end" || k === "polis.battle") {
        const battle = drawn(S).obs.battle;
        let s = i;
        while (s >= 0 && log[s].key !== "polis.battle") s--;
        if (s < 0) return null;
        const steps = [{ kind: "battle_start", a: log[s].args }];
        for (let j = s + 1; j < log.length; j++) {
          const e = log[j];
          if (["polis.attack", "polis.defend", "polis.retreat", "polis.retreat_off", "polis.battle_end"].includes(e.key)) steps.push({ kind: e.key.slice(6), a: e.args });
          if (e.key === "polis.battle_end") break;
        }
        return { key: `battle@${s}`, type: "battle", at: s, steps, live: !!battle && battle.node === log[s].args.node };
      }
      if (k === "polis.market_move") {
        const a = log[i].args;
        let t = i;
        while (t > 0 && log[t].key !== "polis.trade") t--;
        const steps = [{ kind: "market_start", a: { ...a, player: log[t]?.args?.player } }, { kind: "dice", a }, { kind: "marker", a }];
        return { key: `market@${i}`, type: "market", at: i, steps };
      }
      if (k === "polis.round_start" && i > 0) return null; // only the current round's stories
    }
    return null;
  }

  function syncStory() {
    const rec = storyFromLog();
    if (!rec) { stopStory(); S.story = { key: "", steps: [], index: -1, timer: null, rec: null }; return; }
    const same = rec.key === S.story.key;
    const grew = same && rec.steps.length > S.story.steps.length;
    const old = S.story.index;
    S.story.rec = rec;
    S.story.key = rec.key;
    const wasAtEnd = old >= S.story.steps.length - 1;
    S.story.steps = rec.steps;
    if (!same) {
      // a new story: play it from the start (not on the first render of a mount: a loaded game shows its end)
      S.story.index = S.firstRender || !ctx.pace?.() || reduced() ? rec.steps.length - 1 : 0;
      if (S.story.index < rec.steps.length - 1) playStory();
    } else if (grew && wasAtEnd) {
      S.story.index = old;
      if (!ctx.pace?.() || reduced()) S.story.index = rec.steps.length - 1;
      else playStory();
    }
  }

  function playStory() {
    stopStory();
    const ms = Math.max(250, Math.min(1400, ctx.pace?.() || 600));
    S.story.timer = setInterval(() => {
      if (S.destroyed) return stopStory();
      if (S.story.index >= S.story.steps.length - 1) { stopStory(); renderFight(); return; }
      S.story.index += 1;
      renderFight();
      if (S.story.index >= S.story.steps.length - 1) stopStory();
    }, ms);
  }

  function stopStory() {
    if (S.story.timer) clearInterval(S.story.timer);
    S.story.timer = null;
  }

  /** @param {number} i */
  function goStory(i) {
    stopStory();
    S.story.index = Math.max(0, Math.min(S.story.steps.length - 1, i));
    renderFight();
  }

  /**
   * A battle card (face down with `back`) @param {string | null} id
   * @param {{selectable?: boolean, selected?: boolean, onclick?: (() => void) | null, fresh?: boolean, back?: boolean}} [options]
   */
  function cardEl(id, { selectable = false, selected = false, onclick = null, fresh = false, back = false } = {}) {
    if (back) return h("span", { class: "po-card po-card-back", title: T("battle.hidden"), "aria-label": T("battle.hidden"), role: "img" }, icon("card"));
    const cid = /** @type {string} a card face up is named */ (id);
    const c = cardRef(cid) || { formation: cid, value: "?" };
    const label = `${cardName(cid)} (${T(`formation.${c.formation}`)}, ${T("battle.value", { n: c.value })})`;
    const kids = [h("span", { class: "po-card-icon", "aria-hidden": "true" }, icon(FORMATION_ICON[c.formation] || "card")),
      h("span", { class: "po-card-v", "aria-hidden": "true", text: String(c.value) }),
      h("span", { class: "po-card-n", "aria-hidden": "true", text: T(`formation.${c.formation}`) })];
    const cls = `po-card po-card-${c.formation}${selected ? " po-sel" : ""}${fresh ? " po-fresh" : ""}`;
    if (selectable) return h("button", { type: "button", class: cls, dataset: { card: id }, "aria-pressed": String(selected), "aria-label": label, title: label, onclick }, kids);
    return h("span", { class: cls, dataset: { card: id }, role: "img", "aria-label": label, title: label }, kids);
  }

  /** @param {import("./state.js").StoryStep} st */
  function storyStepText(st) {
    const a = st.a || {};
    switch (st.kind) {
      case "siege_start": return T("story.siege_start", { side: sideName(a.player), polis: polisName(a.polis), need: a.need });
      case "die": return T("story.die", { die: a.die, need: a.need });
      case "siege_won": return T("story.siege_won", { side: sideName(a.player), polis: polisName(a.polis), n: a.prestige });
      case "siege_lost": return T("story.siege_lost", { side: sideName(a.player), polis: polisName(a.polis) });
      case "neutral": return T("story.neutral", { polis: polisName(a.polis) });
      case "captured": return T("story.captured", { side: sideName(a.player), other: sideName(a.other) });
      case "battle_start": return T("story.battle_start", { node: nodeName(a.node), side: sideName(a.player ?? a.attacker) });
      case "attack": return T("story.attack", { side: sideName(a.player), cards: plusWords((a.cards || []).map(cardName)) });
      case "defend": return T("story.defend", { side: sideName(a.player), cards: plusWords((a.cards || []).map(cardName)), losses: a.losses, prestige: a.prestige });
      case "retreat": return T("story.retreat", { side: sideName(a.player), node: nodeName(a.dest) });
      case "retreat_off": return T("story.retreat_off", { side: sideName(a.player) });
      case "battle_end": return T("story.battle_end", { node: nodeName(a.node) });
      case "market_start": return T("story.market_start", { market: marketName(a.market), from: a.from });
      case "dice": return T("story.dice", { dice: listWords(ctx, (a.dice || []).map(String)) });
      case "marker": return T("story.marker", { market: marketName(a.market), from: a.from, to: a.to });
      default: return st.kind;
    }
  }

  /** @param {number} n @param {number | undefined} need @param {boolean} fresh */
  function dieEl(n, need, fresh) {
    const ok = need === undefined ? null : n >= need;
    return h("span", { class: `po-die${fresh ? " po-fresh" : ""}${ok === true ? " po-die-ok" : ok === false ? " po-die-bad" : ""}`, role: "img", "aria-label": T("story.die_label", { n }) },
      h("span", { "aria-hidden": "true", text: String(n) }));
  } // what was already revealed on screen (no flip animation again)
  /** @param {string} key */
  const freshOnce = (key) => {
    if (S.shownFresh.has(key)) return false;
    S.shownFresh.add(key);
    return true;
  };

  function renderFight() {
    const b = drawn(S).obs.battle;
    const rec = S.story.rec;
    if (!b && !rec) { fightEl.hidden = true; return; }
    fightEl.hidden = false;
    /** @type {(Node | null)[]} */
    const kids = [];
    const p = me();
    if (b) {
      // the live battle
      const att = b.attacker;
      kids.push(h("h3", { class: "po-h", id: "po-fight-title" }, icon("battle"), T("battle.title", { node: nodeName(b.node), kind: T(`battle.kind_${b.kind}`) })));
      kids.push(h("p", { class: "po-small", id: "po-battle-info", dataset: { attacker: String(att), exchange: String(b.exchange ?? "") } }, T("battle.info", { side: sideName(att), n: b.exchange ?? 1 })));
      const sides = [0, 1].map((s) => {
        const hand = b.hands?.[s];
        const isMe = p === s;
        const played = b.played?.[s] || [];
        const role = s === att ? T("battle.attacker") : T("battle.defender");
        let handEl;
        if (Array.isArray(hand) && isMe) {
          const canPlay = S.actions.some((a) => a.verb === "play");
          handEl = h("div", { class: "po-hand", id: "po-hand", role: "group", "aria-label": T("battle.your_hand") },
            hand.map((cid, i) => cardEl(cid, { selectable: canPlay, selected: S.cardSel.includes(i), onclick: () => toggleCard(i) })));
        } else {
          handEl = h("div", { class: "po-hand po-hand-hidden", dataset: { size: String(b.hand_sizes?.[s] ?? 0) }, "aria-label": T("battle.hand_size", { n: b.hand_sizes?.[s] ?? 0 }), role: "img" },
            Array.from({ length: Math.min(12, b.hand_sizes?.[s] ?? 0) }, () => cardEl(null, { back: true })));
        }
        return h("div", { class: `po-bside po-bside-${SIDES[s]}${s === att ? " po-attacker" : ""}`, dataset: { seat: String(s) } },
          h("div", { class: "po-bside-head" }, sideMark(SIDES[s], sideName(s)), h("strong", { text: sideName(s) }), h("span", { class: "po-badge", text: role }),
            unitChip(SIDES[s], b.kind === "sea" ? "galley" : "hoplite", b.units?.[s] ?? 0, T("battle.units", { n: b.units?.[s] ?? 0 })),
            h("span", { class: "po-small", text: T("battle.hand_size", { n: b.hand_sizes?.[s] ?? 0 }) })),
          handEl,
          played.length ? h("div", { class: "po-played" }, h("span", { class: "po-small", text: T("battle.played") }), played.map((cid) => cardEl(cid, {}))) : null);
      });
      kids.push(h("div", { class: "po-bsides" }, sides));
      if (b.attack) {
        const fresh = freshOnce(`attack:${b.id}:${b.exchange}:${b.attack.join("+")}`);
        kids.push(h("div", { class: "po-open-attack", id: "po-open-attack" }, h("span", { class: "po-small", text: T("battle.open_attack", { side: sideName(att) }) }), b.attack.map((cid) => cardEl(cid, { fresh }))));
      }
      if (b.last) kids.push(lastExchange(b.last));
      const plays = S.actions.filter((a) => a.verb === "play");
      const myHand = p === null ? null : b.hands?.[p];
      if (plays.length && Array.isArray(myHand)) {
        const hand = myHand;
        const chosen = S.cardSel.map((i) => hand[i]).sort();
        const match = chosen.length === 2 ? plays.find((a) => [.../** @type {string[] | undefined} */ (a.args.find((x) => x.kind === "card[]")?.value) || []].sort().join("+") === chosen.join("+")) : null;
        kids.push(h("div", { class: "po-opts po-play-row" },
          h("button", { type: "button", class: "button button-primary", id: "po-play", disabled: !match || locked(), dataset: { text: match?.text || "" }, onclick: () => match && play(match.text) },
            icon("check"), chosen.length === 2 ? T("battle.play", { cards: plusWords(chosen.map(cardName)) }) : T("battle.pick_two", { n: S.cardSel.length })),
          S.cardSel.length ? h("button", { type: "button", class: "button button-quiet", id: "po-unselect", onclick: () => { S.cardSel = []; V.renderAll(); } }, T("battle.unselect")) : null));
        if (chosen.length === 2 && !match) kids.push(h("p", { class: "po-hint po-warn", text: T("battle.no_match") }));
      }
      if (b.queue?.length) kids.push(h("p", { class: "po-small", text: T("battle.queue", { nodes: listWords(ctx, b.queue.map(nodeName)) }) }));
    }
    if (rec && !(b && rec.type === "battle" && rec.live && S.story.index >= S.story.steps.length - 1 && false)) {
      kids.push(storyEl(rec, !!b));
    }
    put(fightEl, kids);
    fightEl.dataset.story = rec?.key || "";
    fightEl.dataset.step = String(S.story.index);
    fightEl.dataset.steps = String(S.story.steps.length);
    fightEl.dataset.done = String(S.story.index >= S.story.steps.length - 1);
  }

  /** the last exchange of cards (battle `last`) @param {Record<string, any>} l */
  function lastExchange(l) {
    return h("div", { class: "po-last-ex", id: "po-last-ex" },
      h("span", { class: "po-small", text: T("battle.last", { side: sideName(l.attacker) }) }),
      h("span", { class: "po-ex-cards" }, (l.attack || []).map(/** @param {string} c */ (c) => cardEl(c, {})), h("span", { class: "po-vs", text: T("battle.vs") }), (l.defense || []).map(/** @param {string} c */ (c) => cardEl(c, {}))),
      h("span", { class: "po-ex-result", text: T("battle.result", { losses: l.losses ?? 0, salpinx: l.salpinx ?? 0, prestige: l.prestige ?? 0 }) }));
  }

  /** @param {number} i */
  function toggleCard(i) {
    if (locked()) return;
    if (S.cardSel.includes(i)) S.cardSel = S.cardSel.filter((x) => x !== i);
    else S.cardSel = [...S.cardSel, i].slice(-2);
    V.renderAll();
    /** @type {HTMLElement | null} */ (fightEl.querySelector(`.po-hand .po-card:nth-child(${i + 1})`))?.focus({ preventScroll: true });
  }

  /** @param {import("./state.js").Story} rec @param {boolean} compact */
  function storyEl(rec, compact) {
    const upto = rec.steps.slice(0, S.story.index + 1);
    const cur = freshOnce(`${rec.key}@${S.story.index}`) ? rec.steps[S.story.index] : null;
    const title = rec.type === "siege" ? T("story.siege_title", { polis: polisName(rec.steps[0].a.polis) })
      : rec.type === "market" ? T("story.market_title", { market: marketName(rec.steps[0].a.market) })
      : T("story.battle_title", { node: nodeName(rec.steps[0].a.node) });
    /** @type {HTMLElement[]} */
    const stage = [];
    if (rec.type === "siege") {
      const a = rec.steps[0].a;
      const shown = S.story.index >= 1;
      stage.push(h("div", { class: "po-stage" },
        h("span", { class: "po-small", text: T("story.need", { need: a.need }) }),
        shown ? dieEl(a.die, a.need, cur?.kind === "die") : h("span", { class: "po-die po-die-hidden", "aria-label": T("story.die_wait"), role: "img" }, "?")));
    } else if (rec.type === "market") {
      const a = rec.steps[0].a;
      stage.push(h("div", { class: "po-stage" },
        S.story.index >= 1 ? (a.dice || []).map(/** @param {number} d */ (d) => dieEl(d, undefined, cur?.kind === "dice")) : h("span", { class: "po-die po-die-hidden", role: "img", "aria-label": T("story.die_wait") }, "?"),
        h("span", { class: "po-small", text: S.story.index >= 2 ? T("story.marker_short", { from: a.from, to: a.to }) : T("story.marker_short", { from: a.from, to: "?" }) })));
    } else {
      // a battle: every exchange's cards as they were revealed
      /** @type {HTMLElement[]} */
      const ex = [];
      for (const st of upto) {
        if (st.kind === "attack" || st.kind === "defend") ex.push(h("div", { class: `po-ex po-ex-${st.kind}${st === rec.steps[S.story.index] ? " po-fresh-row" : ""}` },
          sideMark(SIDES[st.a.player], sideName(st.a.player)),
          h("span", { class: "po-small", text: st.kind === "attack" ? T("story.attacks") : T("story.defends") }),
          (st.a.cards || []).map(/** @param {string} c */ (c) => cardEl(c, { fresh: st === cur })),
          st.kind === "defend" ? h("span", { class: "po-ex-result", text: T("story.defend_short", { losses: st.a.losses, prestige: st.a.prestige }) }) : null));
      }
      if (!compact || ex.length) stage.push(h("div", { class: "po-stage po-stage-battle" }, ex));
    }
    const steps = rec.steps.map((st, i) => h("li", { class: `po-story-step${i === S.story.index ? " po-on" : ""}${i > S.story.index ? " po-later" : ""}`, "aria-current": i === S.story.index ? "step" : null, dataset: { kind: st.kind } },
      i <= S.story.index ? storyStepText(st) : "…"));
    const controls = h("div", { class: "po-story-controls", role: "group", "aria-label": T("story.steps") },
      h("button", { type: "button", class: "button", id: "po-story-prev", disabled: S.story.index <= 0, "aria-label": T("story.prev"), onclick: () => goStory(S.story.index - 1) }, "◀"),
      h("button", { type: "button", class: "button", id: "po-story-next", disabled: S.story.index >= rec.steps.length - 1, "aria-label": T("story.next"), onclick: () => goStory(S.story.index + 1) }, "▶"),
      h("button", { type: "button", class: "button", id: "po-story-replay", onclick: () => { S.story.index = 0; renderFight(); playStory(); } }, "⟲ ", T("story.replay")),
      h("span", { class: "po-small", text: T("story.pos", { i: S.story.index + 1, n: rec.steps.length }) }));
    return h("div", { class: `po-story po-story-${rec.type}`, id: "po-story", dataset: { type: rec.type } },
      b_title(title, rec), stage, h("ol", { class: "po-story-steps" }, steps), controls);
  }

  /** @param {string} title @param {import("./state.js").Story} rec */
  function b_title(title, rec) {
    return h("h3", { class: "po-h", id: drawn(S).obs.battle ? "po-story-title" : "po-fight-title" }, icon(rec.type === "battle" ? "battle" : rec.type === "siege" ? "siege" : "die"), title);
  }

  return { syncStory, stopStory, cardEl, renderFight };
}
