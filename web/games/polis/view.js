// Polis: Fight for the Hegemony — the view (contract: web/app/README.md; rules: docs/rules/polis.md).
//
// It draws the observation: a map of Greece laid out as a grid of land, sea and
// market cards (north at the top; the true adjacency drawn as lines behind the
// cards, from the rules' reference().map), each polis with its values, the
// units of both sides against the round's stacking limit, the trade ports and
// the proxenoi; the round track, the event, both player boards, the markets and
// the project tiles; sieges and battles step by step; the round end as a list
// of steps; the final breakdown.
//
// A pass that would end the game at the round end (a famine, or no prestige left) is
// warned before it is made: the rules' preview of "pass" (ctx.preview) on the pass
// control, in the status line and read out, with what can still help this turn.
//
// It offers exactly the actions of `snapshot.legal`, read from their parts
// (`snapshot.actions`: `{text, verb, args: [{kind, value}]}`): a verb is chosen
// in the action bar (or by clicking a target on the map first), then its
// arguments one at a time — map arguments (land, sea, polis, market) light up
// on the map, the others (counts, payment, tiles, goods, cards) are buttons.
// It never derives legality and never parses an action's text.

import { h } from "../../app/dom.js";
import { announcer, face, helpDialog, onViewKeys, useStylesheet } from "../../app/viewkit.js";
import { icon, resChip, sideMark, unitChip } from "./icons.js";

const NS = "polis.view.";
const SIDES = ["sparta", "athens"];
const RES = ["wheat", "silver", "wood", "metal", "wine", "oil"];
const ACTION_VERBS = ["hoplites", "galleys", "merchants", "project", "march", "sail", "siege", "collect", "trade", "proxenos", "redeem", "civilwar"];
const VERB_ICON = {
  hoplites: "hoplite", galleys: "galley", merchants: "merchant", project: "hammer", march: "hoplite", sail: "galley",
  siege: "siege", collect: "wheat", trade: "market", proxenos: "proxenos", redeem: "proxenos", civilwar: "polis", pass: "go",
};
const MAP_KINDS = new Set(["land", "sea", "polis", "market"]);
const FORMATION_ICON = { phalanx: "phalanx", wedge: "wedge", crescent: "crescent", mercenary: "mercenary", salpinx: "salpinx" };
const ROUND_END_STEPS = ["projects", "feeding", "growth", "megalopolis", "storage", "tax", "next"];
const RE_KEY_STEP = {
  "polis.projects_done": "projects", "polis.fed": "feeding", "polis.released": "feeding", "polis.grow": "growth",
  "polis.megalopolis": "megalopolis", "polis.storage": "storage", "polis.tax": "tax",
};
const PHASE_STEP = { release: "feeding", growth: "growth", tax: "tax", event_remove: "next" };

export function mount(root, ctx) {
  const T = (key, args) => ctx.t(NS + key, args);
  const lang = ctx.lang;
  const reduced = () => !!window.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches;

  let ref = null;
  let snap = null;
  let obs = null;
  let legalSet = new Set();
  let actions = [];
  let destroyed = false;
  let pending = false;
  let lastViewer;
  // choosing: the verb, the argument units picked so far, whether the last pick came from the map
  let fam = null;
  let picked = [];
  let history = []; // picked.length before each of the player's own picks (Back returns there)
  let lastFromMap = false;
  let here = null; // a map target clicked with no verb chosen: {type, v}
  let choiceSig = "";
  let cardSel = []; // battle cards selected in hand (indexes)
  let focusKey = null; // the map element last focused (data-key)
  // the siege / battle / market story shown step by step
  let story = { key: "", steps: [], index: -1, timer: null };
  let firstRender = true;
  let lastPrompt = "";
  // the rules' preview of "pass" (a famine ahead, State.preview) for the position it was asked for (`obs`: its signature)
  let famine = { obs: null, value: null, asked: false, said: false };

  const style = useStylesheet(new URL("./view.css", import.meta.url));

  // ---- skeleton ---------------------------------------------------------------------
  const roundEl = h("section", { class: "po-round", id: "po-round", "aria-label": T("round.title") });
  const helpBtn = h("button", { type: "button", class: "button button-quiet po-help-btn", id: "po-help-btn", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => help.open() },
    h("span", { class: "po-q", "aria-hidden": "true", text: "?" }), h("span", { class: "po-help-label", text: T("help.short") }));
  const top = h("div", { class: "po-top" }, roundEl, helpBtn);
  const finalEl = h("section", { class: "po-final", id: "po-final", hidden: true, "aria-labelledby": "po-final-title" });
  const actEl = h("section", { class: "po-act", id: "po-act", "aria-labelledby": "po-prompt" });
  const fightEl = h("section", { class: "po-fight", id: "po-fight", hidden: true, "aria-labelledby": "po-fight-title" });
  const reEl = h("section", { class: "po-re", id: "po-re", hidden: true, "aria-labelledby": "po-re-title" });
  const mapGrid = h("div", { class: "po-map", id: "po-map", role: "group", "aria-label": T("map.title") });
  const linesSvg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  linesSvg.setAttribute("class", "po-lines");
  linesSvg.setAttribute("aria-hidden", "true");
  const mapBox = h("section", { class: "po-mapbox", id: "po-mapbox", "aria-label": T("map.title") }, linesSvg, mapGrid);
  const boardsEl = h("section", { class: "po-boards", id: "po-boards", "aria-label": T("boards.title") });
  const marketsEl = h("section", { class: "po-markets", id: "po-markets", "aria-labelledby": "po-markets-title" });
  const projectsEl = h("section", { class: "po-projects", id: "po-projects", "aria-labelledby": "po-projects-title" });
  const lower = h("div", { class: "po-lower" }, marketsEl, projectsEl);
  const view = h("div", { class: `po${ctx.embed ? " po-embed" : ""}`, lang }, top, finalEl, actEl, fightEl, reEl, mapBox, boardsEl, lower);
  root.append(view);
  const live = announcer(view, { politeness: "polite" });
  const help = helpDialog(view, ctx, {
    id: "po-help", title: T("help.title"), closeLabel: T("help.close"), loading: T("help.loading"), body: () => helpBody(),
    onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("po-help");
  const keys = onViewKeys(root, (e) => {
    if (e.key === "?") { e.preventDefault(); help.open(); return; }
    if (e.key === "Escape" && (fam || picked.length || here)) { e.preventDefault(); back(); }
  });

  ctx.reference?.().then((r) => {
    ref = r || null;
    if (!destroyed && snap) render(snap);
  }).catch(() => {});

  // ---- words ------------------------------------------------------------------------
  const put = (el, ...kids) => el.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined && k !== false));
  const word = (o, fallback) => o?.[lang] || o?.en || fallback;
  const sideName = (p) => word(ref?.sides?.[p]?.name, T(`side.${SIDES[p]}`));
  const who = (p) => (ctx.seats?.[p]?.name && ctx.seats[p].name !== sideName(p) ? `${sideName(p)} (${ctx.seats[p].name})` : sideName(p));
  const nodeName = (id) => word(ref?.map?.[id]?.name, id);
  const polisName = (id) => word(ref?.poleis?.[id]?.name, id);
  const marketName = (id) => word(ref?.markets?.[id]?.name, id);
  const tileName = (id) => word(ref?.projects?.[id]?.name, id);
  const resName = (id) => word(ref?.resources?.[id], T(`res.${id}`));
  const unitName = (id) => word(ref?.units?.[id], id);
  const typeName = (id) => word(ref?.project_types?.[id], id);
  const cardRef = (id) => (ref?.battle_deck || []).find((c) => c.id === id) || null;
  const cardName = (id) => word(cardRef(id)?.name, id);
  const eventRef = (id) => {
    for (const deck of ref?.events || []) for (const e of deck || []) if (e.id === id) return e;
    return null;
  };
  const roundName = (n) => ref?.rounds?.find((r) => r.n === n)?.name ?? String(n);
  const standIn = (src) => typeof src === "string" && src.includes("STAND-IN");
  const ownTag = (small = false) => h("span", { class: `po-own${small ? " po-own-s" : ""}`, title: T("help.own_long"), text: small ? "*" : T("help.own") });
  const me = () => (Number.isInteger(snap?.viewer) ? snap.viewer : null);
  const locked = () => pending || !!snap?.busy;
  const goodsWords = (list) => (list || []).map(resName).join(" + ");
  const costWords = (cost) => Object.entries(cost || {}).map(([r, n]) => `${n} ${resName(r)}`).join(", ");

  function announce(text) { live.say(text); }

  // ---- the legal actions as families of argument units --------------------------------
  function unitOf(arg) {
    const v = Array.isArray(arg.value) ? arg.value.join("+") : String(arg.value);
    return { type: arg.kind, v, value: arg.value };
  }

  function families() {
    const fams = new Map();
    for (const a of actions) {
      if (!fams.has(a.verb)) fams.set(a.verb, []);
      fams.get(a.verb).push({ text: a.text, args: (a.args || []).map(unitOf) });
    }
    return fams;
  }

  /** The state of the choice: candidates matching the picks, and the options of the next argument. */
  function choice() {
    const fams = families();
    const f = fam && fams.has(fam) ? fam : null;
    const cands = f ? fams.get(f).filter((x) => picked.every((p, i) => x.args[i] && x.args[i].type === p.type && x.args[i].v === p.v)) : [];
    const next = new Map();
    for (const x of cands) {
      const u = x.args[picked.length];
      if (u) next.set(`${u.type}:${u.v}`, u);
    }
    const complete = cands.filter((x) => x.args.length === picked.length);
    return { fams, fam: f, cands, nextUnits: [...next.values()], complete };
  }

  /** Pick the arguments that have only one possible value (the sea of a polis, the market's sea, …). */
  function autoPick() {
    for (let guard = 0; guard < 8; guard++) {
      const c = choice();
      if (!c.fam || c.complete.length || c.nextUnits.length !== 1) return c;
      // the action's target on the map is always the player's click, even when it is the only one
      if (MAP_KINDS.has(c.nextUnits[0].type) && !picked.some((u) => MAP_KINDS.has(u.type))) return c;
      picked = [...picked, c.nextUnits[0]];
    }
    return choice();
  }

  function chooseVerb(verb) {
    if (locked()) return;
    const list = families().get(verb) || [];
    if (!list.length) return;
    here = null;
    if (list.length === 1 && !list[0].args.length) { play(list[0].text); return; }
    fam = fam === verb && !picked.length ? null : verb;
    picked = []; history = [];
    lastFromMap = false;
    cardSel = [];
    const c = autoPick();
    if (c.complete.length === 1 && !c.nextUnits.length && !lastFromMap && picked.every((u) => !MAP_KINDS.has(u.type))) {
      // a verb whose arguments all follow (e.g. "buy wheat"): nothing more to ask
      play(c.complete[0].text);
      return;
    }
    render(snap);
    focusFirstOption();
  }

  function pick(u, fromMap) {
    if (locked()) return;
    const c = choice();
    if (!c.fam) return;
    if (!c.nextUnits.some((x) => x.type === u.type && x.v === u.v)) return;
    history.push(picked.length);
    picked = [...picked, u];
    lastFromMap = !!fromMap;
    const after = autoPick();
    if (after.complete.length === 1 && !after.nextUnits.length && !lastFromMap) {
      play(after.complete[0].text);
      return;
    }
    render(snap);
    if (!fromMap) focusFirstOption();
    else actEl.querySelector("#po-confirm, .po-opt")?.focus({ preventScroll: true });
  }

  /** A click on a map target: the next argument if it is one, else the actions possible there. */
  function onTarget(type, v, e) {
    e?.stopPropagation?.();
    if (locked() || !actions.length) return;
    const c = choice();
    if (c.fam) {
      const u = c.nextUnits.find((x) => x.type === type && x.v === v);
      if (u) { pick(u, true); return; }
    }
    // no verb chosen (or not a target of it): what can be done here
    const verbs = versHere(type, v);
    if (!verbs.length) { if (c.fam) ctx.toast?.(T("hint.not_target")); return; }
    if (verbs.length === 1) {
      fam = verbs[0];
      picked = []; history = [];
      here = null;
      startAt(type, v);
      return;
    }
    fam = null;
    picked = []; history = [];
    here = { type, v };
    render(snap);
    actEl.querySelector(".po-here-btn")?.focus({ preventScroll: true });
  }

  /** A map button that is no target now is dimmed: out of the Tab order, and Enter or a click does nothing. */
  function litAttrs(lit) {
    return lit ? {} : { "aria-disabled": "true", tabindex: "-1" };
  }

  function onLitTarget(type, v, e) {
    e?.stopPropagation?.();
    if (e?.currentTarget?.getAttribute?.("aria-disabled") === "true") return;
    onTarget(type, v, e);
  }

  function versHere(type, v) {
    const out = [];
    for (const [verb, list] of families()) {
      if (list.some((x) => x.args.some((u) => u.type === type && u.v === v && MAP_KINDS.has(u.type)) && firstMapArg(x)?.type === type && firstMapArg(x)?.v === v)) out.push(verb);
    }
    return out;
  }

  const firstMapArg = (x) => x.args.find((u) => MAP_KINDS.has(u.type));

  /** Choose the verb `fam` and pick its arguments up to the map target (type, v). */
  function startAt(type, v) {
    picked = []; history = [];
    lastFromMap = false;
    for (let guard = 0; guard < 8; guard++) {
      const c = choice();
      const u = c.nextUnits.find((x) => x.type === type && x.v === v);
      if (u) { pick(u, true); return; }
      if (c.nextUnits.length !== 1) break;
      picked = [...picked, c.nextUnits[0]];
    }
    render(snap);
  }

  /** Take back the player's last choice (the arguments picked for them with it go too). */
  function back() {
    if (here) here = null;
    else if (history.length) picked = picked.slice(0, history.pop());
    else { fam = null; picked = []; history = []; }
    cardSel = [];
    lastFromMap = false;
    render(snap);
  }

  function play(text) {
    if (locked() || !legalSet.has(text)) return;
    pending = true;
    view.classList.add("po-pending");
    ctx.act(text).then((res) => {
      if (res && res.error) return;
      fam = null;
      picked = []; history = [];
      here = null;
      cardSel = [];
      lastFromMap = false;
    }).finally(() => {
      pending = false;
      view.classList.remove("po-pending");
      if (!destroyed && snap) render(snap);
    });
  }

  function focusFirstOption() {
    requestAnimationFrame(() => {
      if (destroyed) return;
      const el = actEl.querySelector(".po-opt:not([disabled]), #po-confirm") || mapGrid.querySelector(".po-target");
      el?.focus({ preventScroll: true });
    });
  }

  // ---- labels of the arguments ------------------------------------------------------------
  function unitLabel(u, verb, x) {
    switch (u.type) {
      case "land": case "sea": return nodeName(u.v);
      case "polis": return polisName(u.v);
      case "market": return marketName(u.v);
      case "tile": {
        const p = ref?.projects?.[u.v];
        return p ? `${tileName(u.v)} — ${costWords(p.cost)}` : tileName(u.v);
      }
      case "resource": return resName(u.v);
      case "goods": case "resource[]": return goodsWords(u.value);
      case "card[]": return (u.value || []).map(cardName).join(" + ");
      case "silver": {
        const n = Number(x?.args?.find((a) => a.type === "count")?.value ?? 0);
        const other = verb === "hoplites" ? "metal" : "wood";
        const k = Number(u.value);
        return T("pay.mix", { a: n - k, ares: resName(other), k, sres: resName("silver") });
      }
      case "count": {
        const n = Number(u.value);
        if (verb === "hoplites") return T("count.hoplites", { n });
        if (verb === "galleys") return T("count.galleys", { n });
        if (verb === "merchants") return T("count.merchants", { n });
        if (verb === "from") return T("count.from", { n });
        if (verb === "grow") return T("count.grow", { n });
        if (verb === "proxenos" || verb === "civilwar" || verb === "buy") return T("count.silver", { n });
        return String(n);
      }
      default: return String(u.v);
    }
  }

  const VERB_LABEL = (verb) => T(`verb.${verb}`);

  /** The whole chosen action in words (for the confirm button). */
  function describe(x, verb) {
    const a = (type) => x.args.find((u) => u.type === type);
    const args = {};
    for (const u of x.args) args[u.type] = unitLabel(u, verb, x);
    switch (verb) {
      case "siege": {
        const pol = ref?.poleis?.[a("polis")?.v];
        const need = siegeNeed(a("polis")?.v, pol);
        return T("confirm.siege", { polis: args.polis, need });
      }
      case "collect": return T("confirm.collect", { land: args.land, goods: collectPreview(a("land")?.v, a("resource[]")?.value) });
      case "march": return T("confirm.march", { land: args.land });
      case "sail": return T("confirm.sail", { sea: args.sea });
      case "trade": return T("confirm.trade", { market: args.market });
      case "proxenos": return T("confirm.proxenos", { polis: args.polis });
      case "civilwar": return T("confirm.civilwar", { polis: args.polis, n: a("count")?.value ?? "?" });
      case "retreat": return a("land") || a("sea") ? T("confirm.retreat", { node: args.land || args.sea }) : T("confirm.retreat_off");
      case "remove": return T("confirm.remove", { node: args.land || args.sea });
      case "release": return T("confirm.release", { polis: args.polis });
      case "from": return T("confirm.from", { node: args.land || args.sea });
      default: return [VERB_LABEL(verb), ...x.args.map((u) => unitLabel(u, verb, x))].join(" · ");
    }
  }

  function siegeNeed(pid, pol) {
    if (!pol) return "?";
    const st = obs?.poleis?.[pid];
    let n = pol.base;
    for (const t of st?.built || []) n += ref?.projects?.[t]?.fortification || 0;
    return n;
  }

  /** What a collect gives: the boxes 1..N for the viewer's hoplites there (the rules' list is the 5 boxes). */
  function collectPreview(land, boxes) {
    const p = me();
    const n = Math.min(5, p === null ? 0 : obs?.units?.[land]?.[p] || 0);
    const list = (boxes || []).slice(0, n);
    return list.length ? goodsWords(list) : T("confirm.nothing");
  }

  // ---- the top: rounds and the event -----------------------------------------------------
  function renderRound() {
    const rounds = ref?.rounds || [1, 2, 3, 4].map((n) => ({ n, name: String(n), limit: "?" }));
    const track = h("ol", { class: "po-track", id: "po-track", "aria-label": T("round.track") },
      rounds.map((r) => h("li", {
        class: `po-track-step${r.n === obs.round ? " po-now" : r.n < obs.round ? " po-past" : ""}`,
        dataset: { round: String(r.n) }, "aria-current": r.n === obs.round ? "step" : null,
      },
      h("span", { class: "po-track-name", text: r.name }),
      h("span", { class: "po-track-lim", text: T("round.limit", { n: r.limit }) }))));
    const ev = obs.event ? eventRef(obs.event.id) : null;
    const evEl = h("div", { class: "po-event", id: "po-event", dataset: { event: obs.event?.id || "" } },
      h("span", { class: "po-event-k", text: T("round.event") }),
      ev ? h("strong", { class: "po-event-name", text: word(ev.name, obs.event.id) }) : h("strong", { text: obs.event?.id || "—" }),
      ev ? h("span", { class: "po-event-eff", text: word(ev.effect, "") }) : null,
      ev && standIn(ev.source) ? ownTag(true) : null);
    const t = obs.turn || {};
    let status;
    if (obs.phase === "over") status = T("status.over");
    else {
      const act = obs.active?.[0];
      const parts = [T("status.turn", { side: Number.isInteger(act) ? who(act) : "—" })];
      if (obs.phase === "action" && Number.isInteger(t.player)) parts.push(T("status.action_n", { n: Math.min(2, (t.done || []).length + 1) }));
      else parts.push(T(`phase.${obs.phase}`));
      status = parts.join(" · ");
    }
    const passed = (t.passed || []).map((x, i) => (x ? sideName(i) : null)).filter(Boolean);
    put(roundEl,
      h("div", { class: "po-round-head" },
        h("span", { class: "po-round-now", id: "po-round-now", dataset: { round: String(obs.round) } }, T("round.now", { name: obs.round_name ?? roundName(obs.round) })),
        h("span", { class: "po-limit", id: "po-limit", text: T("round.limits", { n: obs.limit }) }),
        h("span", { class: "po-status", id: "po-status", text: status }),
        passed.length ? h("span", { class: "po-passed", text: T("status.passed", { sides: passed.join(", ") }) }) : null,
        famine.value ? h("span", { class: "po-famine-badge", id: "po-status-famine", text: faminePart("status") }) : null),
      track, evEl);
  }

  // ---- the map ----------------------------------------------------------------------------
  function controlMark(node) {
    const c = obs.control?.[node];
    if (c === null || c === undefined) return null;
    return h("span", { class: `po-ctl po-ctl-${SIDES[c]}`, title: T("map.control", { side: sideName(c) }) }, sideMark(SIDES[c], T("map.control", { side: sideName(c) })));
  }

  function stackRow(node, kind) {
    const u = obs.units?.[node] || [0, 0];
    const lim = obs.limit;
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

  function polisEl(pid, targets, can) {
    const pr = ref?.poleis?.[pid] || {};
    const st = obs.poleis?.[pid] || {};
    const owner = st.owner;
    const side = owner === null || owner === undefined ? "neutral" : SIDES[owner];
    const key = `polis:${pid}`;
    const bits = [polisName(pid)];
    bits.push(owner === null || owner === undefined ? T("polis.neutral") : T("polis.owned", { side: sideName(owner) }));
    bits.push(T("polis.values", { n: st.citizens ?? "?", max: pr.max ?? "?", growth: pr.growth ?? "?", fort: siegeNeed(pid, pr), type: typeName(pr.type) }));
    if (pr.capital) bits.push(T("polis.capital"));
    if (st.building) bits.push(T("polis.building", { tile: tileName(st.building) }));
    if (st.built?.length) bits.push(T("polis.built", { tiles: st.built.map(tileName).join(", ") }));
    const prox = [0, 1].filter((p) => obs.players?.[p]?.proxenos === pid);
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
      class: `po-polis po-polis-${side}${isTarget ? " po-target" : ""}${chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${pr.capital ? " po-is-capital" : ""}`,
      dataset: { polis: pid, key, owner: side, citizens: String(st.citizens ?? "") },
      ...litAttrs(isTarget || can.has(key)),
      title: bits.join(" — "),
      onclick: (e) => onLitTarget("polis", pid, e),
      onfocus: () => { focusKey = key; },
    }, face(bits.join(" — "), kids));
  }

  function tributeRow(node) {
    const boxes = ref?.map?.[node]?.tribute || [];
    if (!boxes.length) return null;
    const filled = new Set(obs.tribute?.[node] || []);
    const ex = (obs.exhausted || []).includes(node);
    const label = `${T("map.tribute")}: ${goodsWords(boxes)}${ex ? ` — ${T("map.exhausted")}` : ""}`;
    return h("div", { class: `po-tribute${ex ? " po-exhausted" : ""}`, role: "img", "aria-label": label, title: label },
      boxes.map((r, i) => h("span", { class: `po-box${filled.has(i) ? " po-box-on" : ""}` }, icon(r))),
      ex ? h("span", { class: "po-ex-mark", text: T("map.exhausted_short") }) : null);
  }

  function areaButton(node, kind, targets, can, extra = []) {
    const key = `${kind}:${node}`;
    const isTarget = targets.has(key);
    const u = obs.units?.[node] || [0, 0];
    const unit = kind === "land" ? "hoplite" : "galley";
    const bits = [nodeName(node), kind === "land" ? T("map.land") : T("map.sea")];
    for (const p of [0, 1]) if (u[p]) bits.push(T("map.units", { side: sideName(p), n: u[p], unit: unitName(unit), limit: obs.limit }));
    const c = obs.control?.[node];
    if (c !== null && c !== undefined) bits.push(T("map.control", { side: sideName(c) }));
    if ((obs.exhausted || []).includes(node)) bits.push(T("map.exhausted"));
    bits.push(...extra);
    if (isTarget) bits.push(T("map.target"));
    return h("button", {
      type: "button", class: "po-area-btn",
      dataset: { key },
      ...litAttrs(isTarget || can.has(key)),
      onclick: (e) => onLitTarget(kind, node, e),
      onfocus: () => { focusKey = key; },
    }, face(bits.join(" — "), h("span", { class: "po-aname", text: nodeName(node) }), controlMark(node)));
  }

  function landCard(node, targets, can) {
    const key = `land:${node}`;
    const home = ref?.map?.[node]?.home;
    const pol = ref?.map?.[node]?.poleis || [];
    return h("div", {
      class: `po-area po-land${targets.has(key) ? " po-target" : ""}${chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${home ? ` po-home po-home-${home === "sparta" ? "sparta" : "athens"}` : ""}${battleNode() === node ? " po-battle-here" : ""}${lastNodes.has(node) ? " po-last" : ""}`,
      dataset: { node, kind: "land" }, style: `grid-area:${node}`,
    },
    areaButton(node, "land", targets, can, home ? [T("map.home", { side: home === "sparta" ? sideName(0) : sideName(1) })] : []),
    stackRow(node, "hoplite"),
    h("div", { class: "po-poleis" }, pol.map((pid) => polisEl(pid, targets, can))),
    tributeRow(node));
  }

  function seaCard(node, targets, can) {
    const key = `sea:${node}`;
    const specials = Object.entries(ref?.poleis || {}).filter(([, p]) => p.sea === node && !p.territory).map(([id]) => id);
    const port = (ref?.ports || []).findIndex((pt) => pt.seas.length === 1 && pt.seas[0] === node);
    const markets = Object.entries(ref?.markets || {}).filter(([, m]) => m.access === node).map(([id]) => id);
    return h("div", {
      class: `po-area po-sea${targets.has(key) ? " po-target" : ""}${chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${battleNode() === node ? " po-battle-here" : ""}${lastNodes.has(node) ? " po-last" : ""}`,
      dataset: { node, kind: "sea" }, style: `grid-area:${node}`,
    },
    areaButton(node, "sea", targets, can, markets.map((m) => T("map.access", { market: marketName(m) }))),
    stackRow(node, "galley"),
    specials.length ? h("div", { class: "po-poleis" }, specials.map((pid) => polisEl(pid, targets, can))) : null,
    port >= 0 ? portEl(port) : null,
    markets.map((m) => marketEl(m, targets, can)));
  }

  function portEl(p) {
    const n = obs.players?.[p]?.port ?? 0;
    const label = T("map.port", { side: sideName(p), n });
    return h("div", { class: `po-port po-port-${SIDES[p]}`, id: `po-port-${SIDES[p]}`, role: "img", "aria-label": label, title: label },
      icon("port"), h("span", { class: "po-port-w", "aria-hidden": "true", text: T("map.port_short") }),
      unitChip(SIDES[p], "merchant", n, label));
  }

  function spartaPortCard() {
    const pt = ref?.ports?.[0];
    return h("div", { class: "po-area po-portcard", dataset: { node: "port-sparta", kind: "port" }, style: "grid-area:spport" },
      h("div", { class: "po-aname po-port-title", text: T("map.port_title", { side: sideName(0) }) }),
      portEl(0),
      h("div", { class: "po-access", text: `↔ ${(pt?.seas || []).map(nodeName).join(", ")}` }));
  }

  /** A foreign market, drawn inside the sea that reaches it. */
  function marketEl(id, targets, can) {
    const key = `market:${id}`;
    const st = obs.markets?.[id] || {};
    const k = st.k ?? 0;
    const rates = ref?.rates;
    const gpw = rates?.goods?.[k - 1];
    const spw = rates?.silver?.[k - 1];
    const boxes = [];
    for (let i = 0; i < obs.limit; i++) {
      const p = st.merchants?.[i];
      boxes.push(h("span", { class: `po-ship${p === undefined ? "" : ` po-ship-${SIDES[p]}`}`, title: p === undefined ? T("market.free") : T("market.ship", { side: sideName(p) }) },
        p === undefined ? "" : p === 0 ? "Λ" : "Α"));
    }
    const isTarget = targets.has(key);
    const label = [T("market.name", { market: marketName(id) }), T("market.k", { k }), gpw ? T("market.rate", { g: gpw, s: spw }) : "", T("market.boxes", { n: (st.merchants || []).length, limit: obs.limit }), st.closed ? T("market.closed") : "", isTarget ? T("map.target") : ""].filter(Boolean).join(" — ");
    return h("button", {
      type: "button",
      class: `po-market${isTarget ? " po-target" : ""}${chosenKeys.has(key) ? " po-chosen" : ""}${can.has(key) ? " po-can" : ""}${st.closed ? " po-closed" : ""}`,
      dataset: { market: id, key }, title: label, ...litAttrs(isTarget || can.has(key)),
      onclick: (e) => onLitTarget("market", id, e), onfocus: () => { focusKey = key; },
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

  let lastNodes = new Set();
  let chosenKeys = new Set();
  function battleNode() { return obs.battle?.node || null; }

  let mapSig = "";
  function renderMap(targets, can) {
    const sig = JSON.stringify([[...chosenKeys], obs.poleis, obs.units, obs.control, obs.exhausted, obs.tribute, obs.markets, obs.players?.map((p) => [p.port, p.proxenos]), obs.limit, [...targets], [...can], [...lastNodes], battleNode(), ref ? 1 : 0]);
    if (sig === mapSig) return;
    mapSig = sig;
    const hadFocus = mapGrid.contains(document.activeElement) ? focusKey : null;
    const cards = [];
    for (const [id, n] of Object.entries(ref?.map || {})) cards.push(n.kind === "land" ? landCard(id, targets, can) : seaCard(id, targets, can));
    cards.push(spartaPortCard(), legendCard());
    mapGrid.replaceChildren(...cards);
    if (hadFocus) mapGrid.querySelector(`[data-key="${CSS.escape(hadFocus)}"]`)?.focus({ preventScroll: true });
    requestAnimationFrame(drawLines);
  }

  /** The adjacency of the rules' map as lines between the cards' centres (behind the cards). */
  function drawLines() {
    if (destroyed || !ref?.map) return;
    const box = mapBox.getBoundingClientRect();
    if (!box.width) return;
    const centre = new Map();
    for (const el of mapGrid.querySelectorAll(".po-area[data-node]")) {
      const r = el.getBoundingClientRect();
      centre.set(el.dataset.node, [r.left - box.left + r.width / 2, r.top - box.top + r.height / 2]);
    }
    const NSVG = "http://www.w3.org/2000/svg";
    linesSvg.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
    linesSvg.setAttribute("width", String(box.width));
    linesSvg.setAttribute("height", String(box.height));
    const seen = new Set();
    const lines = [];
    const add = (a, b, cls) => {
      const k = [a, b].sort().join("|");
      if (seen.has(k) || !centre.has(a) || !centre.has(b)) return;
      seen.add(k);
      const [x1, y1] = centre.get(a);
      const [x2, y2] = centre.get(b);
      const l = document.createElementNS(NSVG, "line");
      l.setAttribute("x1", x1); l.setAttribute("y1", y1); l.setAttribute("x2", x2); l.setAttribute("y2", y2);
      l.setAttribute("class", cls);
      lines.push(l);
    };
    for (const [id, n] of Object.entries(ref.map)) {
      for (const o of n.adjacent || []) add(id, o, n.kind === "land" ? "po-l-land" : "po-l-sea");
      for (const o of n.coasts || []) add(id, o, "po-l-coast");
    }
    for (const s of ref.ports?.[0]?.seas || []) add("port-sparta", s, "po-l-market");
    linesSvg.replaceChildren(...lines);
  }
  const resizeObs = typeof ResizeObserver === "function" ? new ResizeObserver(() => requestAnimationFrame(drawLines)) : null;
  resizeObs?.observe(mapBox);

  /** Arrow keys move between map cards by their position on screen. */
  function onMapKey(e) {
    const dirs = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const d = dirs[e.key];
    if (!d) return;
    const from = e.target.closest?.(".po-area");
    if (!from) return;
    e.preventDefault();
    const r0 = from.getBoundingClientRect();
    const c0 = [r0.left + r0.width / 2, r0.top + r0.height / 2];
    let best = null;
    let bestScore = Infinity;
    for (const el of mapGrid.querySelectorAll(".po-area")) {
      if (el === from) continue;
      const btn = el.querySelector(".po-area-btn");
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

  // ---- the action panel ---------------------------------------------------------------------
  function promptText(c) {
    const p = me();
    if (snap.over) return T("prompt.over");
    if (!actions.length) {
      const a = obs.active?.[0];
      return Number.isInteger(a) ? T("prompt.wait", { side: who(a) }) : "";
    }
    const ph = obs.phase;
    if (here) return T("prompt.here", { what: hereName(here) });
    if (c.fam) {
      if (c.complete.length === 1 && !c.nextUnits.length) return T("prompt.confirm");
      const next = c.nextUnits[0]?.type;
      if (next && MAP_KINDS.has(next)) return T(`prompt.pick_${next}`, { verb: VERB_LABEL(c.fam) });
      if (c.fam === "play") return T("prompt.play");
      return T("prompt.pick_option", { verb: VERB_LABEL(c.fam) });
    }
    switch (ph) {
      case "action": {
        const n = (obs.turn?.done || []).length;
        const passed = obs.turn?.passed?.[1 - p];
        return T(n ? "prompt.action2" : "prompt.action1") + (passed ? ` ${T("prompt.surcharge_note")}` : "");
      }
      case "march": return T("prompt.march", { dest: nodeName(obs.step?.dest) });
      case "sail": return T("prompt.sail", { dest: nodeName(obs.step?.dest) });
      case "trade": return T("prompt.trade", { market: marketName(obs.step?.market) });
      case "surcharge": return T("prompt.surcharge");
      case "battle_retreat": return T("prompt.retreat", { node: nodeName(obs.battle?.node) });
      case "battle_attack": return T("prompt.attack");
      case "battle_defend": return T("prompt.defend");
      case "event_remove": return T("prompt.remove");
      case "release": return T("prompt.release");
      case "growth": return T("prompt.growth");
      case "tax": return T("prompt.tax");
      default: return T("prompt.choose");
    }
  }

  function hereName(x) {
    if (x.type === "polis") return polisName(x.v);
    if (x.type === "market") return marketName(x.v);
    return nodeName(x.v);
  }

  function renderAct(c) {
    const fams = c.fams;
    const kids = [];
    const mine = actions.length > 0 && !snap.over;
    const ptext = promptText(c);
    kids.push(h("p", { class: `po-prompt${mine ? " po-prompt-go" : ""}`, id: "po-prompt", text: ptext }));
    if (!mine) { put(actEl, kids); return ptext; }
    const ph = obs.phase;
    // the open step of a multi-part action
    if (obs.step) kids.push(stepLine());
    if (ph === "action") {
      const done = new Set(obs.turn?.done || []);
      kids.push(h("div", { class: "po-verbs", id: "po-verbs", role: "group", "aria-label": T("verbs") },
        ACTION_VERBS.map((v) => {
          const n = fams.get(v)?.length || 0;
          return h("button", {
            type: "button", class: `button po-verb${fam === v ? " po-on" : ""}${done.has(v) ? " po-done" : ""}`,
            dataset: { verb: v }, disabled: !n || locked(), "aria-pressed": fam === v ? "true" : "false",
            title: T(`verb_help.${v}`), onclick: () => chooseVerb(v),
          }, icon(VERB_ICON[v]), h("span", { text: VERB_LABEL(v) }), done.has(v) ? h("span", { class: "po-done-mark", text: ` ✓` }) : null);
        }),
        fams.has("pass") ? h("button", {
          type: "button", class: `button po-verb po-pass${famine.value ? " po-pass-warn" : ""}`, id: "po-pass", dataset: { verb: "pass" },
          disabled: locked(), "aria-describedby": famine.value ? "po-famine" : null, onclick: () => chooseVerb("pass"),
        }, icon("go"), VERB_LABEL("pass"), famine.value ? h("span", { class: "po-warn-mark", "aria-hidden": "true", text: " ⚠" }) : null) : null));
      if (famine.value && fams.has("pass")) kids.push(famineNote());
    } else if (ph === "battle_attack" || ph === "battle_defend") {
      // cards are chosen in the battle panel; nothing here
    } else {
      // steps: one button per verb (done, fight, tax, buy, ...)
      const verbs = [...fams.keys()].filter((v) => v !== "play");
      kids.push(h("div", { class: "po-verbs po-steps", id: "po-verbs", role: "group", "aria-label": T("verbs") },
        verbs.map((v) => {
          const list = fams.get(v);
          const direct = list.length === 1 && !list[0].args.length;
          return h("button", {
            type: "button", class: `button po-verb${fam === v ? " po-on" : ""}${v === "done" ? " po-verb-done" : ""}`,
            dataset: { verb: v, text: direct ? list[0].text : "" }, disabled: locked(), "aria-pressed": direct ? null : String(fam === v),
            onclick: () => chooseVerb(v),
          }, VERB_ICON[v] ? icon(VERB_ICON[v]) : null, h("span", { text: VERB_LABEL(v) }));
        })));
    }
    if (here) {
      kids.push(h("div", { class: "po-opts", id: "po-here", role: "group", "aria-label": T("prompt.here", { what: hereName(here) }) },
        versHere(here.type, here.v).map((v) => {
          const t = here;
          return h("button", { type: "button", class: "button po-opt po-here-btn", dataset: { verb: v }, disabled: locked(), onclick: () => { fam = v; here = null; startAt(t.type, t.v); } }, icon(VERB_ICON[v] || "go"), VERB_LABEL(v));
        })));
    }
    if (c.fam && c.fam !== "play") {
      const line = picked.filter((u) => u.type !== "dest").map((u) => unitLabel(u, c.fam, c.cands[0])).join(" · ");
      if (line) kids.push(h("p", { class: "po-picked", id: "po-picked", text: `${VERB_LABEL(c.fam)}: ${line}` }));
      const opts = c.nextUnits.filter((u) => !MAP_KINDS.has(u.type));
      if (opts.length) {
        kids.push(h("div", { class: "po-opts", id: "po-opts", role: "group", "aria-label": VERB_LABEL(c.fam) },
          opts.map((u) => {
            const x = c.cands.find((y) => y.args[picked.length]?.v === u.v);
            return h("button", { type: "button", class: "button po-opt", dataset: { unit: `${u.type}:${u.v}` }, disabled: locked(), onclick: () => pick(u, false) }, optionContent(u, c.fam, x));
          })));
      }
      const mapOpts = c.nextUnits.filter((u) => MAP_KINDS.has(u.type));
      if (mapOpts.length) {
        kids.push(h("p", { class: "po-hint", text: T("hint.on_map", { n: mapOpts.length }) }));
        // the same targets as a list (for a quick tap on a phone, and for screen readers)
        kids.push(h("details", { class: "po-tlist" }, h("summary", { text: T("hint.as_list") }),
          h("div", { class: "po-opts" }, mapOpts.map((u) => h("button", { type: "button", class: "button po-opt po-opt-map", dataset: { unit: `${u.type}:${u.v}` }, disabled: locked(), onclick: () => pick(u, true) }, unitLabel(u, c.fam))))));
      }
      if (c.complete.length === 1 && !c.nextUnits.length) {
        const x = c.complete[0];
        kids.push(h("div", { class: "po-opts" },
          h("button", { type: "button", class: "button button-primary po-confirm", id: "po-confirm", dataset: { text: x.text }, disabled: locked(), onclick: () => play(x.text) }, icon("check"), describe(x, c.fam))));
      }
      kids.push(h("button", { type: "button", class: "button button-quiet po-back", id: "po-back", onclick: back }, T("back")));
    } else if (here) {
      kids.push(h("button", { type: "button", class: "button button-quiet po-back", id: "po-back", onclick: back }, T("back")));
    }
    put(actEl, kids);
    return ptext;
  }

  function optionContent(u, verb, x) {
    if (u.type === "goods" || u.type === "resource[]") return h("span", { class: "po-goods" }, (u.value || []).map((r) => resChip(r, null, resName(r))), h("span", { class: "po-goods-w", text: goodsWords(u.value) }));
    if (u.type === "resource") return h("span", { class: "po-goods" }, resChip(u.v, null, resName(u.v)), h("span", { text: unitLabel(u, verb, x) }));
    if (u.type === "tile") {
      const p = ref?.projects?.[u.v];
      return h("span", { class: "po-tile-opt" }, h("strong", { text: tileName(u.v) }), p ? h("span", { class: "po-cost" }, Object.entries(p.cost).map(([r, n]) => resChip(r, n, `${n} ${resName(r)}`))) : null,
        p ? h("span", { class: "po-tile-pp", text: T("tile.pp", { r: p.round_prestige, e: p.end_prestige }) }) : null);
    }
    return unitLabel(u, verb, x);
  }

  // ---- a pass that ends the game: the rules' preview of "pass" --------------------------------------
  function askFamine() {
    // what the outlook reads (resources, prestige, citizens, projects, the round) and whose screen it is
    const sig = JSON.stringify([snap.viewer, obs.phase, obs.round, obs.turn, obs.players, obs.poleis]);
    if (famine.obs !== sig) {
      famine = { obs: sig, value: null, asked: false, said: false };
      view.dataset.famine = "";
    }
    if (famine.asked || !legalSet.has("pass") || typeof ctx.preview !== "function") return;
    famine.asked = true;
    const forObs = famine.obs;
    Promise.resolve(ctx.preview("pass")).catch(() => null).then((pv) => {
      if (destroyed || famine.obs !== forObs) return;
      view.dataset.famine = pv?.ends || "none"; // for tests: the answer came
      if (!pv?.ends) return;
      famine.value = pv;
      renderAll();
      // read with the prompt it follows (a live region may drop a text replaced within a frame)
      if (!famine.said) { famine.said = true; announce(`${lastPrompt} ${faminePart("title")} ${faminePart("body")}`.trim()); }
    });
  }

  /** The warning in words: "status" (short), "title", "body" (the numbers and what can still help). */
  function faminePart(part) {
    const f = famine.value;
    const kind = f.ends === "prestige" ? "prestige" : "feeding";
    if (part === "status") return T(`famine.status_${kind}`, { short: f.short });
    if (part === "title") return T(`famine.title_${kind}`);
    const projects = f.projects ? T("famine.projects", { n: f.projects }) : "";
    const numbers = T(`famine.${kind}`, { need: f.need, wheat: f.wheat, prestige: f.prestige, projects, short: f.short });
    const can = f.can || [];
    const groups = [
      ["wheat", can.filter((v) => v === "collect" || v === "trade")],
      ["units", can.filter((v) => ["hoplites", "galleys", "merchants"].includes(v))],
      ["project", can.filter((v) => v === "project")],
    ].filter(([, vs]) => vs.length).map(([g, vs]) => T(`famine.can_${g}`, { verbs: vs.map(VERB_LABEL).join(T("famine.list_sep")) }));
    return `${numbers} ${groups.length ? T("famine.can", { ways: groups.join(T("famine.sep")) }) : T("famine.cannot")}`;
  }

  function famineNote() {
    return h("div", { class: "po-famine", id: "po-famine", role: "note", dataset: { ends: famine.value.ends, short: String(famine.value.short) } },
      h("strong", { class: "po-famine-title" }, "⚠ ", faminePart("title")), " ", h("span", { text: faminePart("body") }));
  }

  function stepLine() {
    const s = obs.step || {};
    if (s.kind === "march" || s.kind === "sail") {
      const moved = (s.moved || []).map(([src, n]) => T("step.moved_one", { n, src: nodeName(src) })).join(", ");
      return h("p", { class: "po-stepline", id: "po-step", text: T(`step.${s.kind}`, { dest: nodeName(s.dest), moved: moved || T("step.none") }) });
    }
    if (s.kind === "trade") {
      const got = Object.entries(s.got || {}).filter(([, n]) => n).map(([r, n]) => `${n} ${resName(r)}`).join(", ");
      const paid = Object.entries(s.paid || {}).filter(([, n]) => n).map(([r, n]) => `${n} ${resName(r)}`).join(", ");
      const k = s.k ?? obs.markets?.[s.market]?.k;
      return h("p", { class: "po-stepline", id: "po-step", text: T("step.trade", { market: marketName(s.market), k, g: ref?.rates?.goods?.[k - 1] ?? "?", s: ref?.rates?.silver?.[k - 1] ?? "?", got: got || T("step.none"), paid: paid || T("step.none"), max: ref?.rates?.shipload ?? 3 }) });
    }
    if (s.kind === "surcharge") return h("p", { class: "po-stepline", id: "po-step", text: T("step.surcharge", { verb: VERB_LABEL(s.after) }) });
    return null;
  }

  // ---- the player boards ---------------------------------------------------------------------
  function renderBoards() {
    const boards = [0, 1].map((p) => {
      const pl = obs.players?.[p] || {};
      const side = SIDES[p];
      const owned = Object.entries(obs.poleis || {}).filter(([, s]) => s.owner === p);
      const citizens = owned.reduce((n, [, s]) => n + (s.citizens || 0), 0);
      const projects = [];
      for (const [pid, s] of owned) {
        if (s.building) projects.push(h("li", { class: "po-proj po-proj-building", dataset: { tile: s.building } }, icon("hammer"), T("board.building", { tile: tileName(s.building), polis: polisName(pid) })));
        for (const tl of s.built || []) projects.push(h("li", { class: "po-proj po-proj-built", dataset: { tile: tl } }, "✓ ", T("board.built", { tile: tileName(tl), polis: polisName(pid), e: ref?.projects?.[tl]?.end_prestige ?? "?" })));
      }
      const turn = obs.active?.includes(p) && !snap.over;
      const passed = obs.turn?.passed?.[p];
      const pool = pl.pool || {};
      const proxWhere = pl.prisoner ? T("board.prisoner", { side: sideName(1 - p) }) : pl.proxenos ? polisName(pl.proxenos) : "—";
      return h("article", { class: `po-board po-board-${side}${turn ? " po-turn" : ""}${me() === p ? " po-me" : ""}`, id: `po-board-${side}`, dataset: { seat: String(p), side } },
        h("header", { class: "po-board-head" },
          sideMark(side, sideName(p), "po-side-big"),
          h("div", { class: "po-board-names" }, h("strong", { text: sideName(p) }), ctx.seats?.[p]?.name ? h("span", { class: "po-seatname", text: ctx.seats[p].name }) : null),
          me() === p ? h("span", { class: "po-you", text: T("board.you") }) : null,
          turn ? h("span", { class: "po-badge po-badge-turn", text: T("board.turn") }) : null,
          passed ? h("span", { class: "po-badge", text: T("board.passed") }) : null,
          obs.first === p ? h("span", { class: "po-badge", title: T("board.first_long"), text: T("board.first") }) : null),
        h("div", { class: "po-board-main" },
          h("div", { class: "po-big", id: `po-prestige-${side}`, dataset: { n: String(pl.prestige ?? "") } }, icon("prestige"), h("span", { class: "po-big-n", text: String(pl.prestige ?? "?") }), h("span", { class: "po-big-w", text: T("board.prestige") })),
          h("div", { class: "po-big", id: `po-score-${side}`, dataset: { n: String(pl.score ?? "") } }, h("span", { class: "po-big-n", text: String(pl.score ?? "?") }), h("span", { class: "po-big-w", text: T("board.score") }))),
        h("ul", { class: "po-resources", "aria-label": T("board.resources") },
          RES.map((r) => h("li", { class: "po-resline", dataset: { res: r, n: String(pl.resources?.[r] ?? 0) } }, resChip(r, pl.resources?.[r] ?? 0, `${resName(r)}: ${pl.resources?.[r] ?? 0}`), h("span", { class: "po-res-w", text: resName(r) })))),
        h("dl", { class: "po-facts" },
          h("dt", { text: T("board.poleis") }), h("dd", { text: T("board.poleis_v", { n: owned.length, c: citizens }) }),
          h("dt", { text: T("board.pool") }), h("dd", {}, unitChip(side, "hoplite", pool.hoplite ?? 0, `${unitName("hoplite")}: ${pool.hoplite ?? 0}`), " ", unitChip(side, "galley", pool.galley ?? 0, `${unitName("galley")}: ${pool.galley ?? 0}`), " ", unitChip(side, "merchant", pool.merchant ?? 0, `${unitName("merchant")}: ${pool.merchant ?? 0}`)),
          h("dt", { text: T("board.port") }), h("dd", { text: T("board.port_v", { n: pl.port ?? 0 }) }),
          h("dt", { text: T("board.proxenos") }), h("dd", { class: pl.prisoner ? "po-warn" : "", text: proxWhere })),
        projects.length ? h("ul", { class: "po-projlist", "aria-label": T("board.projects") }, projects) : h("p", { class: "po-small", text: T("board.no_projects") }));
    });
    put(boardsEl, boards);
  }

  // ---- markets and projects ----------------------------------------------------------------
  function renderMarkets() {
    const rates = ref?.rates;
    const rows = Object.keys(ref?.markets || obs.markets || {}).map((id) => {
      const st = obs.markets?.[id] || {};
      const m = ref?.markets?.[id];
      const track = [];
      for (let k = 1; k <= 8; k++) {
        track.push(h("span", { class: `po-mt${k === st.k ? " po-mt-on" : ""}`, title: rates ? T("market.rate", { g: rates.goods[k - 1], s: rates.silver[k - 1] }) : "" },
          h("span", { class: "po-mt-k", text: String(k) }),
          rates ? h("span", { class: "po-mt-r", text: `${rates.goods[k - 1]}/${rates.silver[k - 1]}` }) : null));
      }
      return h("li", { class: `po-mrow${st.closed ? " po-closed" : ""}`, dataset: { market: id, k: String(st.k ?? "") } },
        h("div", { class: "po-mrow-head" }, h("strong", { text: marketName(id) }), m ? h("span", { class: "po-small", text: T("market.via", { sea: nodeName(m.access) }) }) : null,
          st.closed ? h("span", { class: "po-badge po-badge-bad", text: T("market.closed") }) : null,
          h("span", { class: "po-small", text: T("market.boxes", { n: (st.merchants || []).length, limit: obs.limit }) })),
        h("div", { class: "po-mtrack", role: "img", "aria-label": `${T("market.k", { k: st.k })}, ${rates ? T("market.rate", { g: rates.goods[(st.k || 1) - 1], s: rates.silver[(st.k || 1) - 1] }) : ""}` }, track));
    });
    put(marketsEl, h("h3", { class: "po-h", id: "po-markets-title" }, icon("market"), T("market.title"), rates && standIn(rates.source) ? ownTag(true) : null),
      h("p", { class: "po-small", text: T("market.legend") }),
      h("ul", { class: "po-mlist" }, rows));
  }

  function renderProjects() {
    const up = obs.projects?.face_up || [];
    const tiles = up.map((id) => {
      const p = ref?.projects?.[id] || {};
      return h("li", { class: `po-tile po-tile-${p.type}`, dataset: { tile: id } },
        h("div", { class: "po-tile-head" }, icon(p.type || "card"), h("strong", { text: tileName(id) }), h("span", { class: "po-small", text: typeName(p.type) })),
        h("div", { class: "po-cost" }, Object.entries(p.cost || {}).map(([r, n]) => resChip(r, n, `${n} ${resName(r)}`))),
        h("div", { class: "po-small", text: T("tile.pp_long", { r: p.round_prestige ?? "?", e: p.end_prestige ?? "?" }) }),
        p.fortification ? h("div", { class: "po-small", text: T("tile.fort", { n: p.fortification }) }) : null);
    });
    put(projectsEl, h("h3", { class: "po-h", id: "po-projects-title" }, icon("hammer"), T("tile.title"), ownTag(true)),
      tiles.length ? h("ul", { class: "po-tiles" }, tiles) : h("p", { class: "po-small", text: T("tile.none") }),
      h("p", { class: "po-small", text: T("tile.pile", { n: obs.projects?.pile ?? 0 }) }));
  }

  // ---- sieges, markets and battles step by step --------------------------------------------------
  /** The newest siege, battle or market roll in the log, as steps. */
  function storyFromLog() {
    const log = obs.log || [];
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
        let s = i;
        while (s >= 0 && log[s].key !== "polis.battle") s--;
        if (s < 0) return null;
        const steps = [{ kind: "battle_start", a: log[s].args }];
        for (let j = s + 1; j < log.length; j++) {
          const e = log[j];
          if (["polis.attack", "polis.defend", "polis.retreat", "polis.retreat_off", "polis.battle_end"].includes(e.key)) steps.push({ kind: e.key.slice(6), a: e.args });
          if (e.key === "polis.battle_end") break;
        }
        return { key: `battle@${s}`, type: "battle", at: s, steps, live: !!obs.battle && obs.battle.node === log[s].args.node };
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
    if (!rec) { stopStory(); story = { key: "", steps: [], index: -1, timer: null, rec: null }; return; }
    const same = rec.key === story.key;
    const grew = same && rec.steps.length > story.steps.length;
    const old = story.index;
    story.rec = rec;
    story.key = rec.key;
    const wasAtEnd = old >= story.steps.length - 1;
    story.steps = rec.steps;
    if (!same) {
      // a new story: play it from the start (not on the first render of a mount: a loaded game shows its end)
      story.index = firstRender || !ctx.pace?.() || reduced() ? rec.steps.length - 1 : 0;
      if (story.index < rec.steps.length - 1) playStory();
    } else if (grew && wasAtEnd) {
      story.index = old;
      if (!ctx.pace?.() || reduced()) story.index = rec.steps.length - 1;
      else playStory();
    }
  }

  function playStory() {
    stopStory();
    const ms = Math.max(250, Math.min(1400, ctx.pace?.() || 600));
    story.timer = setInterval(() => {
      if (destroyed) return stopStory();
      if (story.index >= story.steps.length - 1) { stopStory(); renderFight(); return; }
      story.index += 1;
      renderFight();
      if (story.index >= story.steps.length - 1) stopStory();
    }, ms);
  }

  function stopStory() {
    if (story.timer) clearInterval(story.timer);
    story.timer = null;
  }

  function goStory(i) {
    stopStory();
    story.index = Math.max(0, Math.min(story.steps.length - 1, i));
    renderFight();
  }

  function cardEl(id, { selectable = false, selected = false, onclick = null, fresh = false, back = false } = {}) {
    if (back) return h("span", { class: "po-card po-card-back", title: T("battle.hidden"), "aria-label": T("battle.hidden"), role: "img" }, icon("card"));
    const c = cardRef(id) || { formation: id, value: "?" };
    const label = `${cardName(id)} (${T(`formation.${c.formation}`)}, ${T("battle.value", { n: c.value })})`;
    const kids = [h("span", { class: "po-card-icon", "aria-hidden": "true" }, icon(FORMATION_ICON[c.formation] || "card")),
      h("span", { class: "po-card-v", "aria-hidden": "true", text: String(c.value) }),
      h("span", { class: "po-card-n", "aria-hidden": "true", text: T(`formation.${c.formation}`) })];
    const cls = `po-card po-card-${c.formation}${selected ? " po-sel" : ""}${fresh ? " po-fresh" : ""}`;
    if (selectable) return h("button", { type: "button", class: cls, dataset: { card: id }, "aria-pressed": String(selected), "aria-label": label, title: label, onclick }, kids);
    return h("span", { class: cls, dataset: { card: id }, role: "img", "aria-label": label, title: label }, kids);
  }

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
      case "attack": return T("story.attack", { side: sideName(a.player), cards: (a.cards || []).map(cardName).join(" + ") });
      case "defend": return T("story.defend", { side: sideName(a.player), cards: (a.cards || []).map(cardName).join(" + "), losses: a.losses, prestige: a.prestige });
      case "retreat": return T("story.retreat", { side: sideName(a.player), node: nodeName(a.dest) });
      case "retreat_off": return T("story.retreat_off", { side: sideName(a.player) });
      case "battle_end": return T("story.battle_end", { node: nodeName(a.node) });
      case "market_start": return T("story.market_start", { market: marketName(a.market), from: a.from });
      case "dice": return T("story.dice", { dice: (a.dice || []).join(", ") });
      case "marker": return T("story.marker", { market: marketName(a.market), from: a.from, to: a.to });
      default: return st.kind;
    }
  }

  function dieEl(n, need, fresh) {
    const ok = need === undefined ? null : n >= need;
    return h("span", { class: `po-die${fresh ? " po-fresh" : ""}${ok === true ? " po-die-ok" : ok === false ? " po-die-bad" : ""}`, role: "img", "aria-label": T("story.die_label", { n }) },
      h("span", { "aria-hidden": "true", text: String(n) }));
  }

  let shownFresh = new Set(); // what was already revealed on screen (no flip animation again)
  const freshOnce = (key) => {
    if (shownFresh.has(key)) return false;
    shownFresh.add(key);
    return true;
  };

  function renderFight() {
    const b = obs.battle;
    const rec = story.rec;
    if (!b && !rec) { fightEl.hidden = true; return; }
    fightEl.hidden = false;
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
          const canPlay = actions.some((a) => a.verb === "play");
          handEl = h("div", { class: "po-hand", id: "po-hand", role: "group", "aria-label": T("battle.your_hand") },
            hand.map((cid, i) => cardEl(cid, { selectable: canPlay, selected: cardSel.includes(i), onclick: () => toggleCard(i) })));
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
      const plays = actions.filter((a) => a.verb === "play");
      if (plays.length && Array.isArray(b.hands?.[p])) {
        const hand = b.hands[p];
        const chosen = cardSel.map((i) => hand[i]).sort();
        const match = chosen.length === 2 ? plays.find((a) => [...(a.args.find((x) => x.kind === "card[]")?.value || [])].sort().join("+") === chosen.join("+")) : null;
        kids.push(h("div", { class: "po-opts po-play-row" },
          h("button", { type: "button", class: "button button-primary", id: "po-play", disabled: !match || locked(), dataset: { text: match?.text || "" }, onclick: () => match && play(match.text) },
            icon("check"), chosen.length === 2 ? T("battle.play", { cards: chosen.map(cardName).join(" + ") }) : T("battle.pick_two", { n: cardSel.length })),
          cardSel.length ? h("button", { type: "button", class: "button button-quiet", id: "po-unselect", onclick: () => { cardSel = []; renderAll(); } }, T("battle.unselect")) : null));
        if (chosen.length === 2 && !match) kids.push(h("p", { class: "po-hint po-warn", text: T("battle.no_match") }));
      }
      if (b.queue?.length) kids.push(h("p", { class: "po-small", text: T("battle.queue", { nodes: b.queue.map(nodeName).join(", ") }) }));
    }
    if (rec && !(b && rec.type === "battle" && rec.live && story.index >= story.steps.length - 1 && false)) {
      kids.push(storyEl(rec, !!b));
    }
    put(fightEl, kids);
    fightEl.dataset.story = rec?.key || "";
    fightEl.dataset.step = String(story.index);
    fightEl.dataset.steps = String(story.steps.length);
    fightEl.dataset.done = String(story.index >= story.steps.length - 1);
  }

  function lastExchange(l) {
    return h("div", { class: "po-last-ex", id: "po-last-ex" },
      h("span", { class: "po-small", text: T("battle.last", { side: sideName(l.attacker) }) }),
      h("span", { class: "po-ex-cards" }, (l.attack || []).map((c) => cardEl(c, {})), h("span", { class: "po-vs", text: T("battle.vs") }), (l.defense || []).map((c) => cardEl(c, {}))),
      h("span", { class: "po-ex-result", text: T("battle.result", { losses: l.losses ?? 0, salpinx: l.salpinx ?? 0, prestige: l.prestige ?? 0 }) }));
  }

  function toggleCard(i) {
    if (locked()) return;
    if (cardSel.includes(i)) cardSel = cardSel.filter((x) => x !== i);
    else cardSel = [...cardSel, i].slice(-2);
    renderAll();
    fightEl.querySelector(`.po-hand .po-card:nth-child(${i + 1})`)?.focus({ preventScroll: true });
  }

  function storyEl(rec, compact) {
    const upto = rec.steps.slice(0, story.index + 1);
    const cur = freshOnce(`${rec.key}@${story.index}`) ? rec.steps[story.index] : null;
    const title = rec.type === "siege" ? T("story.siege_title", { polis: polisName(rec.steps[0].a.polis) })
      : rec.type === "market" ? T("story.market_title", { market: marketName(rec.steps[0].a.market) })
      : T("story.battle_title", { node: nodeName(rec.steps[0].a.node) });
    const stage = [];
    if (rec.type === "siege") {
      const a = rec.steps[0].a;
      const shown = story.index >= 1;
      stage.push(h("div", { class: "po-stage" },
        h("span", { class: "po-small", text: T("story.need", { need: a.need }) }),
        shown ? dieEl(a.die, a.need, cur?.kind === "die") : h("span", { class: "po-die po-die-hidden", "aria-label": T("story.die_wait"), role: "img" }, "?")));
    } else if (rec.type === "market") {
      const a = rec.steps[0].a;
      stage.push(h("div", { class: "po-stage" },
        story.index >= 1 ? (a.dice || []).map((d) => dieEl(d, undefined, cur?.kind === "dice")) : h("span", { class: "po-die po-die-hidden", role: "img", "aria-label": T("story.die_wait") }, "?"),
        h("span", { class: "po-small", text: story.index >= 2 ? T("story.marker_short", { from: a.from, to: a.to }) : T("story.marker_short", { from: a.from, to: "?" }) })));
    } else {
      // a battle: every exchange's cards as they were revealed
      const ex = [];
      for (const st of upto) {
        if (st.kind === "attack" || st.kind === "defend") ex.push(h("div", { class: `po-ex po-ex-${st.kind}${st === rec.steps[story.index] ? " po-fresh-row" : ""}` },
          sideMark(SIDES[st.a.player], sideName(st.a.player)),
          h("span", { class: "po-small", text: st.kind === "attack" ? T("story.attacks") : T("story.defends") }),
          (st.a.cards || []).map((c) => cardEl(c, { fresh: st === cur })),
          st.kind === "defend" ? h("span", { class: "po-ex-result", text: T("story.defend_short", { losses: st.a.losses, prestige: st.a.prestige }) }) : null));
      }
      if (!compact || ex.length) stage.push(h("div", { class: "po-stage po-stage-battle" }, ex));
    }
    const steps = rec.steps.map((st, i) => h("li", { class: `po-story-step${i === story.index ? " po-on" : ""}${i > story.index ? " po-later" : ""}`, "aria-current": i === story.index ? "step" : null, dataset: { kind: st.kind } },
      i <= story.index ? storyStepText(st) : "…"));
    const controls = h("div", { class: "po-story-controls", role: "group", "aria-label": T("story.steps") },
      h("button", { type: "button", class: "button", id: "po-story-prev", disabled: story.index <= 0, "aria-label": T("story.prev"), onclick: () => goStory(story.index - 1) }, "◀"),
      h("button", { type: "button", class: "button", id: "po-story-next", disabled: story.index >= rec.steps.length - 1, "aria-label": T("story.next"), onclick: () => goStory(story.index + 1) }, "▶"),
      h("button", { type: "button", class: "button", id: "po-story-replay", onclick: () => { story.index = 0; renderFight(); playStory(); } }, "⟲ ", T("story.replay")),
      h("span", { class: "po-small", text: T("story.pos", { i: story.index + 1, n: rec.steps.length }) }));
    return h("div", { class: `po-story po-story-${rec.type}`, id: "po-story", dataset: { type: rec.type } },
      b_title(title, rec), stage, h("ol", { class: "po-story-steps" }, steps), controls);
  }

  function b_title(title, rec) {
    return h("h3", { class: "po-h", id: obs.battle ? "po-story-title" : "po-fight-title" }, icon(rec.type === "battle" ? "battle" : rec.type === "siege" ? "siege" : "die"), title);
  }

  // ---- the round end ------------------------------------------------------------------------------
  function renderRoundEnd() {
    const log = obs.log || [];
    const ph = obs.phase;
    const active = ["release", "growth", "tax"].includes(ph) || (!!obs.round_end && ph !== "action");
    // the entries of the newest round end: from the last both-passed point (first round-end key after the last action)
    let start = -1;
    for (let i = log.length - 1; i >= 0; i--) {
      const k = log[i].key;
      if (k === "polis.round_end") { start = i; break; }
    }
    if (start < 0) { reEl.hidden = true; return; }
    let end = log.length;
    for (let i = start + 1; i < log.length; i++) if (log[i].key === "polis.round_start") { end = i; break; }
    const entries = log.slice(start + 1, end);
    // only shown while it runs or right after it (until the new round's first action)
    const after = log.slice(end + 1).some((e) => ["polis.pass", "polis.hoplites", "polis.galleys", "polis.merchants", "polis.project", "polis.march", "polis.sail", "polis.siege", "polis.collect", "polis.trade", "polis.proxenos", "polis.redeem", "polis.civilwar"].includes(e.key));
    if (!active && (after || ph === "over" && !entries.length)) { reEl.hidden = true; return; }
    reEl.hidden = false;
    const current = active ? PHASE_STEP[ph] || obs.round_end?.step || null : null;
    const byStep = new Map(ROUND_END_STEPS.map((s) => [s, []]));
    for (const e of entries) {
      const s = RE_KEY_STEP[e.key];
      if (s) byStep.get(s).push(e);
    }
    const doneIdx = current ? ROUND_END_STEPS.indexOf(current) : ROUND_END_STEPS.length;
    const items = ROUND_END_STEPS.map((s, i) => {
      const lines = byStep.get(s).map((e) => h("li", { text: reLine(e) }));
      const state = i < doneIdx ? "done" : i === doneIdx ? "now" : "later";
      return h("li", { class: `po-re-step po-re-${state}`, dataset: { step: s, state }, "aria-current": state === "now" ? "step" : null },
        h("span", { class: "po-re-n", "aria-hidden": "true", text: state === "done" ? "✓" : String(i + 1) }),
        h("div", { class: "po-re-body" }, h("strong", { text: T(`re.${s}`) }), h("span", { class: "po-small", text: ` — ${T(`re.${s}_help`)}` }),
          lines.length ? h("ul", { class: "po-re-lines" }, lines) : state === "done" && s !== "next" ? h("div", { class: "po-small", text: T("re.nothing") }) : null));
    });
    // the round that ends: the newest round start before this round end
    let name = obs.round_name ?? roundName(obs.round);
    for (let i = start; i >= 0; i--) if (log[i].key === "polis.round_start") { name = log[i].args?.name ?? name; break; }
    put(reEl, h("h3", { class: "po-h", id: "po-re-title" }, icon("wheat"), T("re.title", { name })),
      obs.round_end?.fed ? h("p", { class: "po-small", text: T("re.fed", { a: obs.round_end.fed[0] ?? "", b: obs.round_end.fed[1] ?? "" }) }) : null,
      h("ol", { class: "po-re-list", id: "po-re-list" }, items));
    reEl.dataset.current = current || "";
  }

  function reLine(e) {
    const a = e.args || {};
    const s = sideName(a.player);
    switch (e.key) {
      case "polis.projects_done": return T("re.l_project", { side: s, tile: tileName(a.tile), polis: polisName(a.polis), n: a.prestige });
      case "polis.fed": return T("re.l_fed", { side: s, wheat: a.wheat, prestige: a.prestige });
      case "polis.released": return T("re.l_released", { side: s, polis: polisName(a.polis) });
      case "polis.grow": return T("re.l_grow", { side: s, polis: polisName(a.polis), n: a.n });
      case "polis.megalopolis": return T("re.l_mega", { side: s, n: a.n });
      case "polis.storage": return T("re.l_storage", { side: s, wheat: a.wheat, wine: a.wine, oil: a.oil });
      case "polis.tax": return T("re.l_tax", { side: s });
      default: return e.key;
    }
  }

  // ---- the final breakdown -----------------------------------------------------------------------
  function renderFinal() {
    const r = obs.result || snap.outcome?.detail;
    if (!snap.over || !r) { finalEl.hidden = true; return; }
    finalEl.hidden = false;
    const row = (key, vals, cls = "") => h("tr", { class: cls }, h("th", { scope: "row", text: T(`final.${key}`) }), [0, 1].map((p) => h("td", { class: "num", dataset: { seat: String(p), row: key, n: String(vals?.[p] ?? "") }, text: String(vals?.[p] ?? "–") })));
    const winner = r.winner;
    const verdict = winner === null || winner === undefined ? T("final.draw") : T("final.winner", { side: who(winner) });
    put(finalEl,
      h("h3", { class: "po-h", id: "po-final-title" }, icon("prestige"), T("final.title")),
      h("p", { class: "po-verdict", id: "po-verdict", dataset: { winner: String(winner ?? "") } }, verdict, " ", h("span", { class: "po-small", text: T(`final.reason_${r.reason || "rounds"}`) })),
      h("div", { class: "po-table-wrap" }, h("table", { class: "po-final-table", id: "po-final-table" },
        h("thead", {}, h("tr", {}, h("td"), [0, 1].map((p) => h("th", { scope: "col" }, sideMark(SIDES[p], sideName(p)), " ", who(p), winner === p ? " ★" : "")))),
        h("tbody", {},
          row("citizens", r.citizens),
          row("prestige", r.prestige),
          row("projects", r.projects),
          row("total", r.scores, "po-total"),
          row("poleis", r.poleis, "po-tiebreak")))));
  }

  // ---- help -----------------------------------------------------------------------------------------
  async function helpBody() {
    if (!ref) {
      try { ref = await ctx.reference(); } catch { ref = null; }
    }
    const sec = (title, ...content) => h("section", {}, h("h3", { text: title }), ...content);
    const p = (key, args) => h("p", { text: T(key, args) });
    const src = (s) => (standIn(s) ? ownTag() : null);
    const poleis = Object.entries(ref?.poleis || {}).map(([id, x]) => h("tr", { dataset: { polis: id } },
      h("th", { scope: "row", text: word(x.name, id) }), h("td", { text: x.territory ? nodeName(x.territory) : nodeName(x.sea) }),
      h("td", { class: "num", text: String(x.base) }), h("td", { class: "num", text: String(x.max) }), h("td", { class: "num", text: `+${x.growth}` }),
      h("td", { text: typeName(x.type) }), h("td", { text: (x.ports || []).map(nodeName).join(", ") || "–" }), h("td", {}, src(x.source))));
    const projects = Object.entries(ref?.projects || {}).map(([id, x]) => h("tr", {},
      h("th", { scope: "row", text: word(x.name, id) }), h("td", { text: typeName(x.type) }), h("td", { text: costWords(x.cost) }),
      h("td", { class: "num", text: String(x.round_prestige) }), h("td", { class: "num", text: String(x.end_prestige) }), h("td", {}, src(x.source))));
    const cards = (ref?.battle_deck || []).map((c) => h("tr", {}, h("th", { scope: "row" }, cardEl(c.id, {}), " ", word(c.name, c.id)), h("td", { text: T(`formation.${c.formation}`) }), h("td", { class: "num", text: String(c.value) }), h("td", { class: "num", text: String(c.copies) }), h("td", {}, src(c.source))));
    const events = (ref?.events || []).map((deck, i) => h("div", {},
      h("h4", { text: T("help.deck_n", { rounds: (ref.round_deck || []).map((d, r) => (d === i ? roundName(r + 1) : null)).filter(Boolean).join(", ") }) }),
      h("ul", {}, (deck || []).map((e) => h("li", {}, h("strong", { text: word(e.name, e.id) }), e.copies > 1 ? ` ×${e.copies}` : "", " — ", word(e.effect, ""), " ", src(e.source))))));
    const tuned = (s) => typeof s === "string" && s.includes("tribute tuned");
    const tribute = Object.entries(ref?.map || {}).filter(([, x]) => x.kind === "land").map(([id, x]) => h("tr", { dataset: { land: id } },
      h("th", { scope: "row", text: word(x.name, id) }), (x.tribute || []).map((r) => h("td", { text: resName(r) })),
      h("td", {}, src(x.source), tuned(x.source) ? h("span", { class: "po-tuned", text: ` ${T("help.tuned")}` }) : null)));
    const rates = ref?.rates;
    const rateRows = rates ? h("table", { class: "po-help-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "k" }), rates.goods.map((_, i) => h("th", { scope: "col", class: "num", text: String(i + 1) })))),
      h("tbody", {},
        h("tr", {}, h("th", { scope: "row", text: T("help.rate_goods") }), rates.goods.map((g) => h("td", { class: "num", text: String(g) }))),
        h("tr", {}, h("th", { scope: "row", text: T("help.rate_silver") }), rates.silver.map((g) => h("td", { class: "num", text: String(g) }))))) : null;
    const th = (...keys) => h("thead", {}, h("tr", {}, keys.map((k) => h("th", { scope: "col", text: k ? T(`help.col_${k}`) : "" }))));
    return h("div", { class: "po-help-body" },
      sec(T("help.goal_title"), p("help.goal"), p("help.end")),
      sec(T("help.turn_title"), p("help.turn"), p("help.control")),
      sec(T("help.actions_title"), h("ul", {}, ["hoplites", "galleys", "merchants", "project", "move", "sail", "siege", "collect", "trade", "proxenos", "redeem", "civil"].map((k) => h("li", { text: T(`help.act_${k}`) })))),
      sec(T("help.battle_title"), p("help.battle")),
      sec(T("help.roundend_title"), p("help.roundend")),
      sec(T("help.markets_title"), p("help.markets"), rateRows, rates ? h("p", {}, T("help.rates_note", { n: rates.shipload }), " ", src(rates.source)) : null),
      sec(T("help.tables_title"), p("help.own_note"),
        h("h4", { text: T("help.poleis_title") }),
        h("div", { class: "po-help-scroll" }, h("table", { class: "po-help-table", id: "po-help-poleis" }, th("polis", "where", "base", "max", "growth", "type", "ports", ""), h("tbody", {}, poleis))),
        h("h4", { text: T("help.tribute_title") }), p("help.tribute_note"),
        h("div", { class: "po-help-scroll" }, h("table", { class: "po-help-table", id: "po-help-tribute" },
          h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("help.col_where") }), [1, 2, 3, 4, 5].map((i) => h("th", { scope: "col", text: String(i) })), h("th", { scope: "col", text: "" }))),
          h("tbody", {}, tribute))),
        h("h4", { text: T("help.projects_title") }),
        h("div", { class: "po-help-scroll" }, h("table", { class: "po-help-table", id: "po-help-projects" }, th("tile", "type", "cost", "rp", "ep", ""), h("tbody", {}, projects))),
        h("h4", { text: T("help.cards_title") }),
        h("div", { class: "po-help-scroll" }, h("table", { class: "po-help-table", id: "po-help-cards" }, th("card", "formation", "value", "copies", ""), h("tbody", {}, cards))),
        h("h4", { text: T("help.events_title") }), events,
        ref?.pools ? p("help.pools", { h: ref.pools.hoplite, g: ref.pools.galley, m: ref.pools.merchant }) : null),
      sec(T("help.controls_title"), p("help.controls"), p("help.keys")));
  }

  // ---- render -------------------------------------------------------------------------------------------
  function renderAll() {
    if (!snap || !obs) return;
    const c = choice();
    // targets on the map: the next argument's map units; "can": the first map argument of every legal action
    const targets = new Set();
    const can = new Set();
    for (const u of c.nextUnits) if (MAP_KINDS.has(u.type)) targets.add(`${u.type}:${u.v}`);
    if (!c.fam) {
      for (const [, list] of c.fams) for (const x of list) { const u = firstMapArg(x); if (u) can.add(`${u.type}:${u.v}`); }
    }
    if (here) targets.add(`${here.type}:${here.v}`);
    chosenKeys = new Set(picked.filter((u) => MAP_KINDS.has(u.type)).map((u) => `${u.type}:${u.v}`));
    view.classList.toggle("po-my-turn", actions.length > 0 && !snap.over);
    view.dataset.phase = obs.phase || "";
    view.dataset.verb = c.fam || "";
    renderRound();
    const focusSel = focusSelector(actEl);
    const ptext = renderAct(c);
    restoreFocus(actEl, focusSel);
    renderFight();
    renderRoundEnd();
    renderMap(targets, can);
    renderBoards();
    renderMarkets();
    renderProjects();
    renderFinal();
    return ptext;
  }

  function focusSelector(box) {
    const a = document.activeElement;
    if (!a || !box.contains(a)) return null;
    if (a.id) return `#${CSS.escape(a.id)}`;
    if (a.dataset?.verb) return `[data-verb="${CSS.escape(a.dataset.verb)}"]`;
    if (a.dataset?.unit) return `[data-unit="${CSS.escape(a.dataset.unit)}"]`;
    return null;
  }

  function restoreFocus(box, sel) {
    if (!sel) return;
    const el = box.querySelector(`${sel}:not([disabled])`);
    el?.focus({ preventScroll: true });
  }

  function render(snapshot) {
    if (destroyed || !snapshot) return;
    snap = snapshot;
    obs = snapshot.observation || {};
    if (!obs.players && Array.isArray(obs.sides)) obs = { ...obs, players: obs.sides };
    if (!obs.players) return;
    legalSet = new Set(snapshot.legal || []);
    actions = snapshot.actions || [];
    if (snapshot.viewer !== lastViewer) {
      // a hot-seat hand-over: nothing chosen or read to the previous player stays
      lastViewer = snapshot.viewer;
      fam = null; picked = []; history = []; here = null; cardSel = [];
      live.clear();
      lastPrompt = "";
    }
    const sig = `${snapshot.viewer}|${obs.phase}|${(snapshot.legal || []).length}|${snapshot.legal?.[0] || ""}|${snapshot.legal?.[snapshot.legal.length - 1] || ""}`;
    if (sig !== choiceSig) {
      choiceSig = sig;
      fam = null; picked = []; history = []; here = null; cardSel = []; lastFromMap = false;
      // a step of an open action with a single family of targets: choose it at once
      const fams = families();
      if (obs.phase !== "action" && actions.length) {
        const withMap = [...fams.entries()].filter(([, l]) => l.some((x) => x.args.some((u) => MAP_KINDS.has(u.type))));
        if (withMap.length === 1) { fam = withMap[0][0]; autoPick(); }
      }
    }
    // the nodes named by the newest log entry
    const lastE = obs.log?.[obs.log.length - 1]?.args || {};
    lastNodes = new Set([lastE.land, lastE.sea, lastE.node, lastE.dest, lastE.src].filter((x) => typeof x === "string"));
    syncStory();
    askFamine();
    const ptext = renderAll();
    if (ptext && actions.length && ptext !== lastPrompt && !pending) announce(ptext);
    lastPrompt = actions.length ? ptext : "";
    firstRender = false;
  }

  function destroy() {
    destroyed = true;
    stopStory();
    resizeObs?.disconnect();
    mapGrid.removeEventListener("keydown", onMapKey);
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}
