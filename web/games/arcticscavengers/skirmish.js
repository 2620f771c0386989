// Arctic Scavengers view: the skirmish, step by step. A record (the live
// `observation.skirmish` or the last one) becomes steps (each seat's reveal,
// each snipe, disarm or pass, the result) that play one by one; the rows show
// each seat's cards as far as the step shown, with the viewer's targets as
// buttons, and the Pass / Save buttons of the skirmish's decisions.

import { h, put } from "../../app/dom.js";
import { cardText, icon, pip } from "./cards.js";
import { run } from "./input.js";
import { arg, noSkirmish, drawn } from "./state.js";

const STEP_MS = 850;

/** a skirmish record as steps: each seat's reveal, its steps, its result @param {import("./state.js").SkRecord} rec @returns {Record<string, any>[]} */
function skSteps(rec) {
  /** @type {Record<string, any>[]} */
  const steps = rec.seats.map((st) => ({ kind: "reveal", seat: st.seat }));
  for (const s of rec.steps || []) steps.push({ ...s, kind: s.kind });
  if (rec.result) steps.push({ kind: "result", ...rec.result });
  return steps;
}

/** @param {import("./state.js").View} v @param {Record<string, any>} st @param {import("./state.js").SkRecord} rec */
function skStepText(v, st, rec) {
  const { T, name, cname } = v;
  if (st.kind === "reveal") {
    const seat = /** @type {import("./state.js").SkRecord["seats"][number]} a seat of the record */ (rec.seats.find((x) => x.seat === st.seat));
    const n = seat.cards.length + seat.removed.length;
    return n ? T("sk.reveal", { name: name(st.seat), n }) : T("sk.reveal_none", { name: name(st.seat) });
  }
  if (st.kind === "pass") return T("sk.pass", { name: name(st.player) });
  if (st.kind === "snipe" || st.kind === "disarm") {
    let text = T(`sk.${st.kind}`, { name: name(st.player), card: cname(st.card), target: name(st.target), victim: cname(st.victim) });
    if (st.saved === true) text += " " + T("sk.saved");
    if (st.saved === null) text += " " + T("sk.saving");
    return text;
  }
  if (st.kind === "result") {
    if (Number.isInteger(st.winner)) return T(`sk.win_${st.reason}`, { name: name(st.winner) });
    return T(`sk.draw_${st.reason}`);
  }
  return "";
}

/** Follow the observation's skirmish record: a new step plays on from where the replay stands. @param {import("./state.js").View} v */
export function syncSkirmish(v) {
  const s = v.s;
  const obs = drawn(s).obs;
  const rec = obs.skirmish || obs.last_skirmish || null;
  const isLive = !!obs.skirmish;
  if (!rec) {
    stopSk(v);
    s.sk = noSkirmish();
    return;
  }
  const key = `${rec.round}:${(rec.steps || []).length}:${rec.result ? 1 : 0}`;
  if (key === s.sk.key) return;
  const sameRound = s.sk.record && s.sk.record.round === rec.round;
  const from = sameRound ? Math.min(s.sk.index, skSteps(rec).length - 1) : -1;
  s.sk = { ...s.sk, key, steps: skSteps(rec), record: rec, live: isLive };
  if (s.firstRender && !v.ctx.embed && !isLive) {
    s.sk.index = s.sk.steps.length - 1;
    return;
  }
  s.sk.index = from;
  playSk(v);
}

/** @param {import("./state.js").View} v */
function playSk(v) {
  const s = v.s;
  stopSk(v);
  const sk = s.sk;
  if (sk.index >= sk.steps.length - 1) { if (sk.index < 0) sk.index = sk.steps.length - 1; return; }
  const tick = () => {
    if (s.destroyed) return;
    s.sk.index += 1;
    renderSkirmish(v);
    if (s.sk.index >= s.sk.steps.length - 1) { stopSk(v); renderSkirmish(v); }
  };
  tick();
  if (s.sk.index < s.sk.steps.length - 1) s.sk.timer = setInterval(tick, STEP_MS);
}

/** Stop playing the steps. @param {import("./state.js").View} v */
export function stopSk(v) {
  if (v.s.sk.timer) clearInterval(v.s.sk.timer);
  v.s.sk.timer = null;
}

/** @param {import("./state.js").View} v @param {number} i */
function goSk(v, i) {
  stopSk(v);
  v.s.sk.index = Math.max(0, Math.min(v.s.sk.steps.length - 1, i));
  renderSkirmish(v);
}

/** Per seat, the cards taken out (a medic when it saved) and the ones spent, up to the step shown. @param {import("./state.js").View} v @param {import("./state.js").SkRecord} rec @param {Record<string, any>[]} upto */
function outcomes(v, rec, upto) {
  /** @type {Map<number, {key: string, how: string}[]>} */
  const out = new Map();
  /** @type {Map<number, string[]>} */
  const spentNow = new Map();
  for (const st of upto) {
    if (st.kind !== "snipe" && st.kind !== "disarm") continue;
    spentNow.set(st.player, [...(spentNow.get(st.player) || []), st.card]);
    if (st.saved === null) continue;
    let victim = st.victim;
    if (st.saved === true) {
      const seat = /** @type {import("./state.js").SkRecord["seats"][number]} a seat of the record */ (rec.seats.find((x) => x.seat === st.target));
      victim = seat.removed.find((k) => v.info(k)?.special === "save") || "medic";
    }
    out.set(st.target, [...(out.get(st.target) || []), { key: victim, how: st.saved === true ? "saved" : st.kind }]);
  }
  return { out, spentNow };
}

/** One revealed card of seat `st` (a button when the viewer may snipe or disarm it). @param {import("./state.js").View} v @param {import("./state.js").SkRecord["seats"][number]} st @param {string} k @param {{key: string, how: string}[]} gone @param {string[]} used */
function skCard(v, st, k, gone, used) {
  const { T, name, cname, s } = v;
  const gi = gone.findIndex((x) => x.key === k);
  const removed = gi >= 0 ? gone.splice(gi, 1)[0] : null;
  const ui = used.indexOf(k);
  const spent = ui >= 0 && !removed ? (used.splice(ui, 1), true) : false;
  const myTargets = v.mine() && drawn(s).obs.phase === "skirmish";
  const targets = myTargets && st.seat !== s.me && !removed
    ? s.actions.filter((p) => (p.verb === "snipe" || p.verb === "disarm") && arg(p, "seat") === st.seat && arg(p, "card") === k)
    : [];
  const el = targets.length
    ? v.card(k, { size: "s", tag: "button", attrs: {
      type: "button", disabled: v.locked(), onclick: () => run(v, [targets[0].text]),
      "aria-label": `${T(`sk.${targets[0].verb}_it`, { card: cname(k), name: name(st.seat) })} — ${cardText(v.info(k), v.lang, T)}`,
    } })
    : v.card(k, { size: "s" });
  if (targets.length) {
    el.classList.add("as-target");
    el.dataset.action = targets[0].text;
  }
  return h("li", { class: `as-sk-card${removed ? " as-removed" : ""}${spent ? " as-spent" : ""}`, dataset: { card: k } }, el,
    removed ? h("span", { class: "as-removed-tag" }, icon(removed.how === "saved" ? "save" : "cross"), T(`sk.out_${removed.how}`)) : null,
    spent ? h("span", { class: "as-spent-tag" }, icon("check"), T("sk.used")) : null,
    targets.length ? h("span", { class: "as-target-tag", "aria-hidden": "true" }, icon(targets[0].verb), T(`sk.${targets[0].verb}_short`)) : null);
}

/** One seat's row: who, score at the result, and its cards (face down until revealed). @param {import("./state.js").View} v @param {import("./state.js").SkRecord["seats"][number]} st @param {import("./state.js").SkRecord} rec @param {Set<number>} revealed @param {ReturnType<typeof outcomes>} taken @param {boolean} showResult */
function skRow(v, st, rec, revealed, taken, showResult) {
  const { T, name, s } = v;
  const { obs, sk } = drawn(s);
  const order = Object.keys(obs.cards);
  const all = [...st.cards, ...st.removed].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const gone = [...(taken.out.get(st.seat) || [])];
  const used = [...(taken.spentNow.get(st.seat) || [])];
  const shown = revealed.has(st.seat);
  const cards = shown ? all.map((k) => skCard(v, st, k, gone, used))
    : Array.from({ length: st.cards.length + st.removed.length }, () => h("li", { class: "as-sk-card" }, v.card(null, { size: "s" })));
  const result = rec.result;
  const winner = showResult && result && result.winner === st.seat;
  const cur = sk.steps[sk.index];
  const fresh = shown && cur?.kind === "reveal" && cur.seat === st.seat && sk.flipped !== `${sk.key}@${sk.index}`;
  return h("div", { class: `as-sk-row${winner ? " as-winner" : ""}${shown ? " as-shown" : ""}${fresh ? " as-fresh" : ""}`, dataset: { seat: String(st.seat) }, style: `--seat:var(--seat-${st.seat % 8})` },
    h("div", { class: "as-sk-who" },
      h("span", { class: "as-seat-dot", "aria-hidden": "true", text: String(st.seat + 1) }),
      h("strong", { text: name(st.seat) }),
      winner ? h("span", { class: "as-badge as-badge-win" }, h("span", { "aria-hidden": "true", text: "★ " }), T("sk.winner")) : null,
      showResult ? h("span", { class: "as-sk-score", dataset: { fight: String(st.fight), people: String(st.people) } },
        pip("fight", st.fight, T), pip("people", st.people, T)) : null,
      obs.skirmish && obs.skirmish.resolving === st.seat && obs.phase === "skirmish" ? h("span", { class: "as-badge as-badge-turn", text: T("sk.resolving") }) : null),
    h("ul", { class: "as-sk-cards" }, cards.length ? cards : h("li", { class: "as-small", text: T("sk.no_cards") })));
}

/** The Pass / Save / Don't save buttons the viewer has now. @param {import("./state.js").View} v */
function skBar(v) {
  const { T, textOf } = v;
  const bar = [];
  if (textOf("pass")) bar.push(h("button", { type: "button", class: "button button-primary", id: "as-pass", disabled: v.locked(), "aria-keyshortcuts": "P", onclick: () => run(v, [textOf("pass")]) }, T("sk.pass_button"), h("kbd", { "aria-hidden": "true", text: "P" })));
  if (textOf("save")) bar.push(h("button", { type: "button", class: "button button-primary", id: "as-save", disabled: v.locked(), onclick: () => run(v, [textOf("save")]) }, icon("save"), T("sk.save_button")));
  if (textOf("nosave")) bar.push(h("button", { type: "button", class: "button", id: "as-nosave", disabled: v.locked(), onclick: () => run(v, [textOf("nosave")]) }, T("sk.nosave_button")));
  return bar;
}

/** @param {import("./state.js").View} v */
export function renderSkirmish(v) {
  const { T, name, cname, s } = v;
  const { obs, sk } = drawn(s);
  const skEl = v.el.skEl;
  const rec = sk.record;
  skEl.hidden = !rec;
  if (!rec) { put(skEl); return; }
  const upto = sk.steps.slice(0, sk.index + 1);
  const revealed = new Set(upto.filter((x) => x.kind === "reveal").map((x) => x.seat));
  const taken = outcomes(v, rec, upto);
  const showResult = sk.steps[sk.index]?.kind === "result";
  const rows = rec.seats.map((st) => skRow(v, st, rec, revealed, taken, showResult));
  const steps = sk.steps.map((st, i) => h("li", {
    class: `as-sk-step as-sk-${st.kind}${i === sk.index ? " as-on" : ""}${i > sk.index ? " as-later" : ""}`,
    dataset: { kind: st.kind, i: String(i) },
    "aria-current": i === sk.index ? "step" : null,
  }, h("button", { type: "button", class: "as-step-btn", disabled: i > sk.index && !!sk.timer, onclick: () => goSk(v, i) }, skStepText(v, st, rec))));
  const controls = h("div", { class: "as-sk-controls", role: "group", "aria-label": T("sk.steps") },
    h("button", { type: "button", class: "button", id: "as-sk-prev", disabled: sk.index <= 0, "aria-label": T("sk.prev"), onclick: () => goSk(v, s.sk.index - 1) }, "◀"),
    h("button", { type: "button", class: "button", id: "as-sk-next", disabled: sk.index >= sk.steps.length - 1, "aria-label": T("sk.next"), onclick: () => goSk(v, s.sk.index + 1) }, "▶"),
    h("button", { type: "button", class: "button", id: "as-sk-replay", onclick: () => { s.sk.index = -1; playSk(v); } }, "⟲ ", T("sk.replay")),
    h("span", { class: "as-small", text: T("sk.pos", { i: sk.index + 1, n: sk.steps.length }) }));
  const bar = skBar(v);
  const pending = obs.skirmish?.pending;
  const pendingEl = pending ? h("p", { class: "as-pending" }, icon("snipe"),
    T("sk.pending", { name: name(pending.player), card: cname(pending.card), target: name(pending.target), victim: cname(pending.victim) })) : null;
  const current = sk.steps[sk.index];
  sk.flipped = `${sk.key}@${sk.index}`;
  skEl.dataset.step = String(sk.index);
  skEl.dataset.kind = current?.kind || "";
  skEl.dataset.round = String(rec.round);
  skEl.dataset.done = String(sk.index >= sk.steps.length - 1);
  skEl.classList.toggle("as-live", sk.live);
  put(skEl,
    h("h3", { class: "as-h", id: "as-sk-title" }, icon("fight"), T(sk.live ? "sk.title_live" : "sk.title", { n: rec.round })),
    h("p", { class: "as-sk-caption", id: "as-sk-caption", "aria-live": "polite", text: current ? skStepText(v, current, rec) : "" }),
    h("div", { class: "as-sk-rows" }, rows),
    pendingEl,
    bar.length ? h("div", { class: "as-bar" }, bar) : null,
    controls,
    h("ol", { class: "as-sk-steps", id: "as-sk-steps" }, steps));
}
