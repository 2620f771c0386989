// Cucco view: the card table of one seat (contract: web/app/README.md).
//
// It draws the observation (seats with coins and cards, pot, stake, deck,
// deal and round, the previous showdown, round results) and offers exactly
// the actions of the snapshot (`snapshot.actions`, matched on their verb:
// "change" / "keep"). The deal's events (the observation's `log`) can be
// stepped through one at a time: the seats involved light up on the table.
// It only ever draws what the observation shows; a hidden card stays a back.
//
// The view knows no card of the rules: names, powers and effects come from
// the rules' own table through `ctx.reference()` (Game.reference()), and the
// rules help lists every card from it.

import { h as el } from "../../app/dom.js";
import { announcer, helpDialog, onViewKeys, useStylesheet } from "../../app/viewkit.js";

const NS_VIEW = "cucco.view.";
const NS_RULES = "cucco.";
const DEAL_KEYS = new Set(["deal_children", "deal_adults"]);
const REPLAY_MS = 1100;
/** a glyph per power, always next to a text label (never colour alone) */
const GLYPH = { cuckoo: "☀", human: "✖", horse: "↷", house: "↷", cat: "☾", matto: "✶" };

export function mount(root, ctx) {
  const T = (key, args) => ctx.t(NS_VIEW + key, args);
  const R = (key, args) => ctx.t(NS_RULES + key, args);
  const name = (p) => ctx.seats?.[p]?.name || ctx.t("core.player", { n: p + 1 });
  const isBot = (p) => !!ctx.seats?.[p]?.bot;
  const lang = ctx.lang;

  let snap = null;
  let obs = null;
  let verbs = new Map(); // verb -> action text (snapshot.actions)
  let events = []; // [{entry, section, short, text}]
  let step = -1; // index into events; -1 = none highlighted
  let follow = true; // the step follows the newest event
  let lastSig = "";
  let replayTimer = null;
  let destroyed = false;
  let pending = false;
  /** rank -> card of the rules' table ({rank, name, power, effect, named, ...}); empty until loaded */
  let cards = new Map();
  let reference = null;

  const style = useStylesheet(new URL("./view.css", import.meta.url));
  const referenceLoaded = Promise.resolve(ctx.reference ? ctx.reference() : null)
    .then((ref) => {
      reference = ref || null;
      cards = new Map((ref?.cards || []).map((c) => [c.rank, c]));
      if (!destroyed && snap) render(snap);
      return reference;
    })
    .catch(() => null);

  // ---- cards --------------------------------------------------------------------
  const cardName = (rank) => {
    const c = cards.get(rank);
    return c && c.named ? c.name[lang] || c.name.en : null;
  };
  const powerOf = (rank) => {
    const p = cards.get(rank)?.power;
    return p && p !== "none" ? p : null;
  };
  /** "Cat (12)", "7": the way log messages name a card */
  const cardLabel = (rank) => {
    const n = cardName(rank);
    return n ? `${n} (${rank})` : String(rank);
  };

  /** A card element; `rank` null draws the back. `size` "xs" | "s" | "l". `strong`: a Matto from the deck. */
  function cardEl(rank, { size = "s", strong = false, label = null } = {}) {
    if (rank === null || rank === undefined) {
      return el("div", { class: `cu-card cu-card-${size} cu-back`, role: "img", "aria-label": label || T("card.hidden"), dataset: { rank: "" } },
        el("span", { class: "cu-back-mark", "aria-hidden": "true", text: "?" }));
    }
    const power = powerOf(rank);
    const nm = cardName(rank);
    const tone = power && power !== "matto" ? "high" : rank < 0 ? "low" : "mid";
    const sign = rank < 0 ? `−${-rank}` : String(rank);
    const aria = (label ? label + ": " : "") + cardLabel(rank) + (power ? ` — ${T(`power.${power}`)}` : "") + (strong ? ` — ${T("card.strong")}` : "");
    return el("div", {
      class: `cu-card cu-card-${size} cu-tone-${tone}${power ? ` cu-power-${power}` : ""}${strong ? " cu-strong" : ""}`,
      role: "img",
      "aria-label": aria,
      dataset: { rank: String(rank) },
    },
    el("span", { class: "cu-corner cu-corner-tl", "aria-hidden": "true", text: sign }),
    el("span", { class: "cu-big", "aria-hidden": "true", text: sign }),
    nm ? el("span", { class: "cu-name", "aria-hidden": "true", text: nm }) : null,
    power ? el("span", { class: "cu-power", "aria-hidden": "true" }, el("span", { class: "cu-glyph", text: GLYPH[power] || "" }), " ", T(`power_short.${power}`)) : null,
    strong ? el("span", { class: "cu-strong-tag", "aria-hidden": "true", text: T("card.strong_short") }) : null,
    el("span", { class: "cu-corner cu-corner-br", "aria-hidden": "true", text: sign }));
  }

  // ---- DOM --------------------------------------------------------------------
  const infoEl = el("dl", { class: "cu-info", id: "cu-info" });
  const helpBtn = el("button", { type: "button", class: "button button-quiet cu-help-btn", id: "cu-help", "aria-label": T("help.open"), title: T("help.open"), onclick: () => help.open() },
    el("span", { "aria-hidden": "true", text: "?" }), el("span", { class: "cu-help-label", text: T("help.short") }));
  const top = el("div", { class: "cu-top" }, infoEl, helpBtn);

  const centre = el("div", { class: "cu-centre", id: "cu-centre" });
  const caption = el("p", { class: "cu-caption", id: "cu-caption", "aria-live": "polite" });
  const legend = el("p", { class: "cu-hl-legend", id: "cu-hl-legend", "aria-hidden": "true", hidden: true },
    el("span", { class: "cu-lg cu-lg-actor" }, el("b", { text: "▲" }), " ", T("legend.actor")),
    el("span", { class: "cu-lg cu-lg-target" }, el("b", { text: "●" }), " ", T("legend.target")),
    el("span", { class: "cu-lg cu-lg-victim" }, el("b", { text: "✗" }), " ", T("legend.victim")));
  const felt = el("div", { class: "cu-felt", id: "cu-felt", role: "group", "aria-label": T("table") }, centre);
  const tableBox = el("div", { class: "cu-table-box" }, felt, caption, legend);

  const handBox = el("section", { class: "cu-hand", id: "cu-hand", "aria-labelledby": "cu-hand-title" });
  const bChange = el("button", { type: "button", class: "button button-primary button-large cu-act", id: "cu-change", "aria-keyshortcuts": "C", onclick: () => play("change") });
  const bKeep = el("button", { type: "button", class: "button button-large cu-act", id: "cu-keep", "aria-keyshortcuts": "K", onclick: () => play("keep") });
  bChange.append(el("span", { text: R("action_change") }), el("kbd", { "aria-hidden": "true", text: "C" }));
  bKeep.append(el("span", { text: R("action_keep") }), el("kbd", { "aria-hidden": "true", text: "K" }));

  const stepList = el("ol", { class: "cu-steps", id: "cu-steps" });
  const bPrev = el("button", { type: "button", class: "button", id: "cu-prev", title: T("steps.prev"), onclick: () => goStep(step - 1) }, el("span", { "aria-hidden": "true", text: "◀ " }), T("steps.prev_short"));
  const bNext = el("button", { type: "button", class: "button", id: "cu-next", title: T("steps.next"), onclick: () => goStep(step + 1) }, T("steps.next_short"), el("span", { "aria-hidden": "true", text: " ▶" }));
  const bReplay = el("button", { type: "button", class: "button", id: "cu-replay", onclick: () => replay() }, el("span", { "aria-hidden": "true", text: "⟲ " }), T("steps.replay"));
  const stepPos = el("span", { class: "cu-step-pos", id: "cu-step-pos" });
  const stepsBox = el("section", { class: "cu-events", id: "cu-events", "aria-labelledby": "cu-events-title" },
    el("div", { class: "cu-events-head" }, el("h3", { class: "cu-h", id: "cu-events-title", text: T("steps.title") }), stepPos),
    el("div", { class: "cu-step-buttons", role: "group", "aria-label": T("steps.title") }, bPrev, bNext, bReplay),
    el("div", { class: "cu-steps-scroll" }, stepList));

  const lastBox = el("section", { class: "cu-last", id: "cu-last", hidden: true, "aria-labelledby": "cu-last-title" });
  const resultsBox = el("section", { class: "cu-results", id: "cu-results", hidden: true, "aria-labelledby": "cu-results-title" });
  const side = el("div", { class: "cu-side" }, handBox, stepsBox);
  const body = el("div", { class: "cu-body" }, tableBox, side);
  const view = el("div", { class: `cu${ctx.embed ? " cu-embed" : ""}`, lang }, top, body, lastBox, resultsBox);
  root.append(view);
  const live = announcer(root, { politeness: "assertive" });
  const help = helpDialog(root, ctx, {
    id: "cu-help-dialog",
    title: T("help.title"),
    closeLabel: T("help.close"),
    loading: T("help.loading"),
    body: () => referenceLoaded.then(() => helpBody()),
    onClose: () => helpBtn.focus({ preventScroll: true }),
  });

  // ---- input ----------------------------------------------------------------------
  function play(verb) {
    const text = verbs.get(verb);
    if (pending || !text) return;
    pending = true;
    renderHand();
    ctx.act(text).finally(() => {
      pending = false;
      if (!destroyed) renderHand();
    });
  }

  const keys = onViewKeys(root, (e) => {
    const k = e.key.toLowerCase();
    if (k === "c" && verbs.has("change")) { e.preventDefault(); play("change"); }
    else if (k === "k" && verbs.has("keep")) { e.preventDefault(); play("keep"); }
    else if (k === "?") { e.preventDefault(); help.open(); }
  }, { repeat: false });

  // ---- the header ---------------------------------------------------------------
  function renderInfo() {
    const item = (key, value, extra = {}) => el("div", { class: `cu-info-item cu-info-${key}`, ...extra }, el("dt", { text: T(`info.${key}`) }), el("dd", {}, value));
    const rounds = obs.rounds
      ? T("info.round_of", { round: obs.round, rounds: obs.rounds })
      : T("info.round_open", { round: obs.round, max: obs.max_rounds ?? reference?.max_rounds ?? "" });
    const adults = obs.time === "adults";
    const time = el("span", { class: `cu-time cu-time-${obs.time}` }, el("span", { "aria-hidden": "true", text: adults ? "☾ " : "☀ " }), R(`time_${obs.time}`));
    const stake = adults ? T("info.stake_out") : T("info.stake_coins", { n: obs.stake });
    infoEl.replaceChildren(
      item("round", rounds),
      item("deal", String(obs.deal)),
      item("time", time),
      item("stake", stake),
      item("pot", el("span", { class: "cu-coin-text" }, el("span", { class: "cu-coin", "aria-hidden": "true" }), String(obs.pot)), { id: "cu-pot" }),
      item("deck", T("info.deck_cards", { n: obs.deck }), { id: "cu-deck" }),
    );
  }

  // ---- the table ----------------------------------------------------------------
  function highlighted() {
    const ev = events[step];
    if (!ev) return {};
    const a = ev.entry.args || {};
    return { actor: a.player, target: a.target, victim: a.victim };
  }

  function seatEl(s, angle) {
    const hand = obs.hands?.[s] || null;
    const status = obs.status?.[s] || "in";
    const me = s === snap.viewer;
    const turn = obs.turn === s && !obs.over;
    const hl = highlighted();
    const cls = ["cu-seat", `cu-st-${status}`];
    if (me) cls.push("cu-me");
    if (turn) cls.push("cu-turn");
    if (hl.actor === s) cls.push("cu-hl-actor");
    if (hl.target === s) cls.push("cu-hl-target");
    if (hl.victim === s) cls.push("cu-hl-victim");
    if (hand?.disqualified?.length) cls.push("cu-dq");
    if (!hand) cls.push("cu-no-hand"); // its badges ("✗ eliminated") take the full width, under the note
    const rad = (angle * Math.PI) / 180;
    const badges = [];
    if (obs.start_player === s && hand) badges.push(el("span", { class: "cu-badge cu-badge-start", title: T("seat.start") }, el("span", { "aria-hidden": "true", text: "S " }), T("seat.start_short")));
    if (turn) badges.push(el("span", { class: "cu-badge cu-badge-turn" }, el("span", { "aria-hidden": "true", text: "▶ " }), T("seat.turn")));
    if (status !== "in") badges.push(el("span", { class: `cu-badge cu-badge-${status}` }, el("span", { "aria-hidden": "true", text: status === "left" ? "⏏ " : "✗ " }), T(`status.${status}`)));
    if (hand?.choice) badges.push(el("span", { class: `cu-badge cu-badge-${hand.choice}` }, el("span", { "aria-hidden": "true", text: hand.choice === "change" ? "⇄ " : "✓ " }), R(`action_${hand.choice}`)));
    for (const why of hand?.disqualified || []) badges.push(el("span", { class: "cu-badge cu-badge-dq" }, el("span", { "aria-hidden": "true", text: "✗ " }), T("seat.dq", { why: R(`reason_${why}`) })));
    let cardBox;
    if (hand) {
      const knownHere = hand.card !== null && !me && !hand.face_up;
      const label = me ? T("card.yours") : T("card.of", { name: name(s) });
      const not = hand.card === null && hand.cannot_be?.length ? T("card.not", { ranks: hand.cannot_be.map(cardLabel).join(", ") }) : null;
      cardBox = el("div", { class: `cu-seat-card${hand.face_up ? " cu-face-up" : ""}` },
        cardEl(hand.card, { size: "s", strong: hand.strong, label }),
        knownHere ? el("span", { class: "cu-note", text: T("card.seen") }) : null,
        not ? el("span", { class: "cu-note cu-not", title: not, "aria-label": not, text: "≠ " + hand.cannot_be.join(" ") }) : null);
    } else {
      const why = status === "left" ? "seat.gone" : obs.phase === "over" ? null : "seat.out";
      cardBox = el("div", { class: "cu-seat-card cu-no-card" }, why ? el("span", { class: "cu-note", text: T(why) }) : null);
    }
    const coins = obs.coins?.[s] ?? 0;
    return el("section", {
      class: cls.join(" "),
      style: `--x:${Math.cos(rad).toFixed(3)};--y:${Math.sin(rad).toFixed(3)};--seat:var(--seat-${s % 8})`,
      dataset: { seat: String(s), status },
      "aria-label": T("seat.label", { name: name(s), coins }) + (turn ? ` — ${T("seat.turn")}` : ""),
      "aria-current": turn ? "true" : null,
    },
    el("header", { class: "cu-seat-head" },
      el("span", { class: "cu-seat-dot", "aria-hidden": "true" }),
      el("span", { class: "cu-seat-name", text: name(s) }),
      me ? el("span", { class: "cu-you", text: T("seat.you") }) : null),
    el("div", { class: "cu-seat-coins" }, el("span", { class: "cu-coin", "aria-hidden": "true" }), el("span", { class: "cu-coins-n", text: String(coins) }), el("span", { class: "sr-only", text: " " + T("coins") })),
    cardBox,
    el("div", { class: "cu-badges" }, badges));
  }

  function renderTable() {
    const n = obs.players;
    const base = Number.isInteger(snap.viewer) ? snap.viewer : 0;
    const seats = [];
    for (let s = 0; s < n; s++) seats.push(seatEl(s, 90 + ((s - base + n) % n) * (360 / n)));
    const deck = el("div", { class: "cu-deck" },
      el("div", { class: "cu-deck-stack", "aria-hidden": "true" }, cardEl(null, { size: "s" })),
      el("span", { class: "cu-centre-label", text: T("info.deck_cards", { n: obs.deck }) }));
    const pot = el("div", { class: "cu-pot" },
      el("div", { class: "cu-pot-coins", "aria-hidden": "true" }, Array.from({ length: Math.min(obs.pot, 8) }, () => el("span", { class: "cu-coin" }))),
      el("span", { class: "cu-centre-label", text: T("pot", { n: obs.pot }) }));
    const topCard = obs.discard?.length ? obs.discard[obs.discard.length - 1] : null;
    const discard = topCard === null ? null : el("div", { class: "cu-discard" }, cardEl(topCard, { size: "s", label: T("discard") }), el("span", { class: "cu-centre-label", text: T("discard_n", { n: obs.discard.length }) }));
    centre.replaceChildren(el("div", { class: "cu-centre-row" }, deck, pot, discard));
    felt.replaceChildren(centre, ...seats);
    felt.dataset.players = String(n);
  }

  // ---- undo: why it is (not) possible ------------------------------------------------
  /** The reason the viewer's last choice cannot be taken back, from what the viewer sees (null: it can). */
  function undoReason() {
    const me = snap.viewer;
    if (!Number.isInteger(me) || obs.phase === "over") return null;
    if (snap.undoable > 0) return null;
    const hand = obs.hands?.[me];
    if (hand?.choice === "change") return "undo.change";
    if (hand?.choice === "keep") {
      const order = obs.order || [];
      const later = order.slice(order.indexOf(me) + 1).filter((s) => obs.hands?.[s]?.choice);
      if (later.some((s) => obs.hands[s].choice === "change")) return "undo.revealed";
      if (later.some((s) => !isBot(s))) return "undo.other_person";
      return "undo.revealed";
    }
    return obs.last_deal ? "undo.showdown" : null; // nothing played yet: nothing to say
  }

  // ---- the viewer's hand -----------------------------------------------------------
  function renderHand() {
    const me = snap.viewer;
    const hand = Number.isInteger(me) ? obs.hands?.[me] : null;
    if (!Number.isInteger(me) || obs.phase === "over") {
      handBox.hidden = true;
      return;
    }
    handBox.hidden = false;
    const mine = verbs.size > 0;
    const parts = [
      el("h3", { class: "cu-h", id: "cu-hand-title", text: T("hand.title") }),
      el("p", { class: "cu-hint cu-who", id: "cu-hand-who", text: T("hand.who", { name: name(me) }) }),
    ];
    if (hand) {
      parts.push(el("div", { class: "cu-hand-card" }, cardEl(hand.card, { size: "l", strong: hand.strong, label: T("card.yours") })));
      if (powerOf(hand.card) === "cuckoo" && !hand.face_up) parts.push(el("p", { class: "cu-hint", text: T("hand.hidden_cuckoo") }));
    } else {
      parts.push(el("p", { class: "cu-hint", text: T(obs.status?.[me] === "left" ? "seat.gone" : "hand.out") }));
    }
    let prompt;
    if (mine) prompt = T(verbs.has("change") ? "hand.your_turn" : "hand.must_keep");
    else if (hand?.choice) prompt = T("hand.chosen", { choice: R(`action_${hand.choice}`) });
    else if (Number.isInteger(obs.turn)) prompt = T("hand.waiting", { name: name(obs.turn) });
    else prompt = "";
    parts.push(el("p", { class: `cu-prompt${mine ? " cu-prompt-go" : ""}`, id: "cu-prompt", text: prompt }));
    bChange.hidden = !verbs.has("change");
    bKeep.hidden = !verbs.has("keep");
    bChange.disabled = pending || snap.busy;
    bKeep.disabled = pending || snap.busy;
    bChange.title = T("hand.change_help");
    parts.push(el("div", { class: "cu-actions", role: "group", "aria-label": T("hand.actions"), hidden: !mine }, bChange, bKeep));
    const why = undoReason();
    const undo = why
      ? el("p", { class: "cu-undo cu-undo-no", id: "cu-undo", title: T(`${why}_long`), dataset: { reason: why.slice(5) } },
        el("span", { "aria-hidden": "true", text: "↶ " }), T("undo.not", { why: T(why) }))
      : snap.undoable > 0
        ? el("p", { class: "cu-undo cu-undo-yes", id: "cu-undo", dataset: { reason: "" } }, el("span", { "aria-hidden": "true", text: "↶ " }), T("undo.yes"))
        : null;
    if (undo) parts.push(undo);
    handBox.replaceChildren(...parts);
  }

  // ---- the events of the deal -----------------------------------------------------
  function collectEvents() {
    const log = obs.log || [];
    // the words of each entry come from the rules library (Game.describe, the shell's log_text)
    const words = snap?.log_text || [];
    const offset = log.length - words.length;
    const out = [];
    let dealsSeen = 0;
    const total = log.filter((e) => DEAL_KEYS.has(e.key.slice(NS_RULES.length))).length;
    for (const entry of log) {
      const short = entry.key.slice(NS_RULES.length);
      if (DEAL_KEYS.has(short)) dealsSeen++;
      const section = dealsSeen >= total ? "now" : "before";
      out.push({ entry, section, short, text: words[out.length - offset] ?? "" });
    }
    // the round's opening line belongs to the deal after it
    for (let i = out.length - 2; i >= 0; i--) if (out[i].short === "round_start" || out[i].short === "new_deck") out[i].section = out[i + 1].section;
    return out;
  }

  function renderEvents() {
    const fresh = collectEvents();
    const sig = JSON.stringify(obs.log || []);
    if (sig !== lastSig) {
      const grew = lastSig && sig.startsWith(lastSig.slice(0, -1));
      lastSig = sig;
      events = fresh;
      if (follow || !grew || step >= events.length) {
        stopReplay();
        step = events.length - 1;
        follow = true;
      }
    } else {
      events = fresh; // same lines, maybe new words (the reference loaded)
    }
    stepList.replaceChildren();
    let section = null;
    events.forEach((ev, i) => {
      if (ev.section !== section) {
        section = ev.section;
        stepList.append(el("li", { class: "cu-step-head", "aria-hidden": "true", text: T(`steps.${section}`) }));
      }
      const li = el("li", {
        class: `cu-step cu-ev-${ev.short}${i === step ? " cu-step-on" : ""}`,
        dataset: { i: String(i), key: ev.short },
        "aria-current": i === step ? "step" : null,
      }, el("button", { type: "button", class: "cu-step-btn", onclick: () => { stopReplay(); goStep(i); } }, ev.text));
      stepList.append(li);
    });
    bPrev.disabled = step <= 0;
    bNext.disabled = step >= events.length - 1;
    bReplay.disabled = !events.length;
    stepPos.textContent = events.length ? T("steps.pos", { i: step + 1, n: events.length }) : "";
    caption.textContent = events[step] ? events[step].text : "";
    caption.dataset.key = events[step]?.short || "";
    const hl = highlighted();
    legend.hidden = !(Number.isInteger(hl.target) || Number.isInteger(hl.victim));
    legend.querySelector(".cu-lg-target").hidden = !Number.isInteger(hl.target);
    legend.querySelector(".cu-lg-victim").hidden = !Number.isInteger(hl.victim);
    const on = stepList.querySelector(".cu-step-on");
    if (on) {
      // scroll the list only (never the page: an embed must not jump)
      const box = on.closest(".cu-steps-scroll");
      if (box) box.scrollTop = Math.max(0, on.offsetTop - box.offsetTop - box.clientHeight / 2);
    }
  }

  function goStep(i) {
    if (!events.length) return;
    step = Math.max(0, Math.min(events.length - 1, i));
    follow = step === events.length - 1;
    renderTable();
    renderEvents();
  }

  function stopReplay() {
    if (replayTimer) clearInterval(replayTimer);
    replayTimer = null;
    bReplay.classList.remove("cu-running");
  }

  function replay() {
    stopReplay();
    // from the start of the previous deal (or of this one)
    const first = Math.max(0, events.findIndex((e) => DEAL_KEYS.has(e.short) || e.short === "round_start"));
    goStep(first);
    follow = false;
    bReplay.classList.add("cu-running");
    replayTimer = setInterval(() => {
      if (destroyed || step >= events.length - 1) { stopReplay(); follow = true; return; }
      goStep(step + 1);
    }, REPLAY_MS);
  }

  // ---- the previous showdown ------------------------------------------------------
  function renderLast() {
    const d = obs.last_deal;
    lastBox.hidden = !d;
    if (!d) return;
    const penal = new Set(d.penalised || []);
    const lowest = new Set(d.lowest || []);
    const pairs = new Set(d.pairs || []);
    const elim = new Set(d.eliminated || []);
    const left = new Set(d.left || []);
    const rows = (d.order || []).map((s) => {
      const why = [];
      if (lowest.has(s)) why.push(T("last.lowest"));
      for (const r of d.disqualified?.[s] || []) why.push(T("seat.dq", { why: R(`reason_${r}`) }));
      if (pairs.has(s)) why.push(T("last.pair"));
      const fate = [];
      if (d.paid?.[s]) fate.push(T("last.paid", { n: d.paid[s] }));
      if (elim.has(s)) fate.push(T("status.eliminated"));
      if (left.has(s)) fate.push(T("status.left"));
      const card = d.cards?.[s];
      // a card worth more than its printed rank is a Matto taken from the deck
      const strong = card !== null && card !== undefined && d.values?.[s] !== card;
      return el("tr", { class: penal.has(s) ? "cu-penalised" : "cu-safe", dataset: { seat: String(s) } },
        el("th", { scope: "row", text: name(s) }),
        el("td", { class: "cu-last-card" }, cardEl(card ?? null, { size: "xs", strong })),
        el("td", { class: "cu-last-why" }, penal.has(s) ? el("span", { class: "cu-mark-bad", "aria-hidden": "true", text: "✗ " }) : el("span", { class: "cu-mark-ok", "aria-hidden": "true", text: "✓ " }), why.join(", ") || T("last.safe")),
        el("td", { class: "cu-last-fate", text: fate.join(", ") }));
    });
    lastBox.replaceChildren(
      el("h3", { class: "cu-h", id: "cu-last-title", text: T("last.title", { round: d.round, deal: d.deal }) }),
      el("div", { class: "cu-table-scroll" }, el("table", { class: "cu-grid" },
        el("thead", {}, el("tr", {}, el("th", { scope: "col", text: T("last.player") }), el("th", { scope: "col", text: T("last.card") }), el("th", { scope: "col", text: T("last.result") }), el("th", { scope: "col", text: T("last.fate") }))),
        el("tbody", {}, rows))));
  }

  // ---- round and game results -------------------------------------------------------
  function renderResults() {
    const rounds = obs.results || [];
    const over = obs.phase === "over";
    resultsBox.hidden = !rounds.length && !over;
    if (resultsBox.hidden) return;
    const parts = [el("h3", { class: "cu-h", id: "cu-results-title", text: over ? T("results.final") : T("results.title") })];
    if (over) {
      const winners = new Set(obs.winners || snap.outcome?.winners || []);
      parts.push(el("p", { class: "cu-over", id: "cu-over", text: winners.size ? T(winners.size === 1 ? "results.winner" : "results.winners", { names: [...winners].map(name).join(", ") }) : T("results.nobody") }));
      if (Number.isInteger(obs.ended_by)) parts.push(el("p", { class: "cu-hint", text: T("results.ended_by", { name: name(obs.ended_by) }) }));
      const order = [...Array(obs.players).keys()].sort((a, b) => (obs.coins[b] - obs.coins[a]) || a - b);
      parts.push(el("table", { class: "cu-grid cu-standings" },
        el("thead", {}, el("tr", {}, el("th", { scope: "col", text: T("last.player") }), el("th", { scope: "col", class: "num", text: T("coins_col") }))),
        el("tbody", {}, order.map((s) => el("tr", { class: winners.has(s) ? "cu-winner" : "" },
          el("th", { scope: "row" }, name(s), winners.has(s) ? el("span", { class: "cu-star", text: " ★ " + T("results.won") }) : null,
            obs.status[s] === "left" ? el("span", { class: "cu-muted", text: ` (${T("status.left")})` }) : null),
          el("td", { class: "num", text: String(obs.coins[s]) }))))));
    }
    if (rounds.length) {
      parts.push(el("ol", { class: "cu-rounds" }, rounds.map((r, i) => el("li", {},
        el("strong", { text: T("results.round", { k: i + 1 }) + ": " }),
        Number.isInteger(r.winner) ? T("results.round_win", { name: name(r.winner), pot: r.pot }) : T("results.round_void", { pot: r.pot })))));
    }
    resultsBox.replaceChildren(...parts);
  }

  // ---- help -----------------------------------------------------------------------
  function helpBody() {
    const sec = (title, ...content) => el("section", {}, el("h3", { text: title }), ...content);
    const p = (key, args) => el("p", { text: T(key, args) });
    const deck = [...cards.values()];
    const table = deck.length
      ? el("table", { class: "cu-grid cu-deck-table", id: "cu-deck-table" },
        el("caption", { class: "cu-muted", text: T("help.deck_caption", { n: deck.length * 2, from: reference?.one_cuckoo_from ?? "" }) }),
        el("thead", {}, el("tr", {},
          el("th", { scope: "col", text: T("help.col_card") }),
          el("th", { scope: "col", class: "num", text: T("help.col_value") }),
          el("th", { scope: "col", text: T("help.col_name") }),
          el("th", { scope: "col", text: T("help.col_effect") }))),
        el("tbody", {}, deck.map((c) => el("tr", { dataset: { rank: String(c.rank), power: c.power } },
          el("td", {}, cardEl(c.rank, { size: "xs" })),
          el("td", { class: "num", text: String(c.rank) }),
          el("th", { scope: "row" }, c.named ? c.name[lang] || c.name.en : String(c.rank),
            c.traditional !== String(c.rank) ? el("span", { class: "cu-muted", text: ` (${c.traditional})` }) : null),
          el("td", { text: c.effect[lang] || c.effect.en })))))
      : p("help.no_deck");
    return [
      sec(T("help.goal_title"), p("help.goal"), p("help.turn")),
      sec(T("help.deck_title"), el("div", { class: "cu-table-scroll" }, table)),
      sec(T("help.end_title"), p("help.showdown"), p("help.times"), p("help.round")),
      sec(T("help.undo_title"), p("help.undo")),
      sec(T("help.keys_title"), p("help.keys")),
    ];
  }

  // ---- render ----------------------------------------------------------------------
  let lastViewer;
  let wasMine = false;
  function render(snapshot) {
    if (destroyed || !snapshot) return;
    snap = snapshot;
    obs = { ...(snapshot.observation || {}), over: snapshot.over };
    verbs = new Map((snapshot.actions || []).map((a) => [a.verb, a.text]));
    if (snapshot.viewer !== lastViewer) {
      // another seat took the device: nothing of the previous viewer stays readable
      lastViewer = snapshot.viewer;
      follow = true;
      lastSig = "";
      wasMine = false;
      live.clear();
      caption.textContent = "";
    }
    view.dataset.phase = obs.phase || "";
    view.classList.toggle("cu-my-turn", verbs.size > 0);
    renderInfo();
    renderEvents();
    renderTable();
    renderHand();
    renderLast();
    renderResults();
    const mine = verbs.size > 0;
    if (mine && !wasMine) live.say(T("hand.your_turn"));
    wasMine = mine;
  }

  function destroy() {
    destroyed = true;
    stopReplay();
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}
