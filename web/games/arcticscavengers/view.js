// Arctic Scavengers view (contract: web/app/README.md).
//
// It draws the observation: the tribes (public counts, the viewer's own hand,
// deck and discard), the contested pile (and the viewer's private peek), the
// junkyard, the mercenary market, the gathering places of the turn player
// (Draw, Dig, Hunt, Trash, and Hire at the market), dug cards, the skirmish
// reveal step by step, and the final score breakdown. It offers exactly the
// texts of `snapshot.legal`: the player selects cards in hand (click, tap,
// keyboard, or drag with pointer events) and drops them on a place; the view
// finds the legal text made of those cards (for a place not yet open, in the
// observation's `you.groups`, the rules' own list) and plays it. It never
// decides by itself what is legal, and never reads the grammar of an action
// text: it matches the parts of the legal actions (`snapshot.actions`,
// `{text, verb, args: [{kind, value}]}` from the rules' `action_parts`) and
// sends the matching part's text.

import { h } from "../../app/dom.js";
import { announcer, face, helpDialog, onViewKeys, useStylesheet } from "../../app/viewkit.js";
import { cardEl, cardName, cardText, icon, pip } from "./cards.js";

const NS = "arcticscavengers.";
const PLACES = ["draw", "dig", "hunt", "trash"];
const STEP_MS = 850;
const DRAG_PX = 6;

export function mount(root, ctx) {
  const T = (key, args) => ctx.t(`${NS}view.${key}`, args);
  const R = (key, args) => ctx.t(NS + key, args);
  const lang = ctx.lang;

  let snap = null;
  let obs = null;
  let legal = new Set();
  let actions = []; // the legal actions' parts, parallel to snapshot.legal
  let me = null;
  let hand = []; // the viewer's hand (card keys, sorted by the rules)
  let handSig = "";
  let selection = []; // indices into `hand`
  let pending = false;
  let destroyed = false;
  let payFor = null; // market pile whose payment choices are open
  let sk = { key: "", steps: [], index: -1, timer: null, record: null, live: false };
  let firstRender = true;
  let drag = null;
  let helpRef = null;

  const style = useStylesheet(new URL("./view.css", import.meta.url));

  // ---- skeleton ---------------------------------------------------------------------
  const statusEl = h("div", { class: "as-status", id: "as-status" });
  const promptEl = h("p", { class: "as-prompt", id: "as-prompt", "aria-live": "polite" });
  const helpBtn = h("button", { type: "button", class: "button button-quiet as-help-btn", id: "as-help-btn", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => help.open() },
    h("span", { "aria-hidden": "true", text: "?" }), h("span", { class: "as-help-label", text: T("help.short") }));
  const top = h("div", { class: "as-top" }, statusEl, helpBtn);
  const seatsEl = h("section", { class: "as-seats", id: "as-seats", "aria-label": T("seats.title") });
  const supplyEl = h("section", { class: "as-supply", id: "as-supply", "aria-label": T("supply.title") });
  const placesEl = h("section", { class: "as-places-box", id: "as-places", "aria-labelledby": "as-places-title" });
  const digEl = h("section", { class: "as-dig", id: "as-dig", hidden: true, "aria-labelledby": "as-dig-title" });
  const handEl = h("section", { class: "as-hand-box", id: "as-hand", "aria-labelledby": "as-hand-title" });
  const skEl = h("section", { class: "as-sk", id: "as-sk", hidden: true, "aria-labelledby": "as-sk-title" });
  const finalEl = h("section", { class: "as-final", id: "as-final", hidden: true, "aria-labelledby": "as-final-title" });
  const view = h("div", { class: `as${ctx.embed ? " as-embed" : ""}`, lang },
    top, promptEl, finalEl, skEl, seatsEl, supplyEl, placesEl, digEl, handEl);
  root.append(view);
  const live = announcer(view, { politeness: "assertive" });
  const help = helpDialog(view, ctx, {
    id: "as-help",
    title: T("help.title"),
    closeLabel: T("help.close"),
    loading: T("help.loading"),
    body: () => helpBody(),
  });
  help.element.classList.add("as-help");

  // ---- small helpers ----------------------------------------------------------------
  /** replaceChildren without the null/false placeholders of conditional parts. */
  const put = (el, ...kids) => el.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined && k !== false));
  const info = (key) => obs?.cards?.[key] || null;
  const name = (s) => ctx.seats?.[s]?.name || ctx.t("core.player", { n: s + 1 });
  const cname = (key) => cardName(info(key), lang);
  const card = (key, opts = {}) => cardEl(info(key), { lang, T, ...opts });
  const mine = () => legal.size > 0;
  const locked = () => pending || !!snap?.busy;
  const sorted = (keys) => [...keys].sort().join("+");
  // ---- the parts of actions (never their text's grammar) ----
  const args = (p, kind) => (p?.args || []).filter((a) => a.kind === kind).map((a) => a.value);
  const arg = (p, kind) => args(p, kind)[0];
  const cardsIn = (p) => args(p, "card");
  const withVerb = (verb) => actions.filter((p) => p.verb === verb);
  const textOf = (verb) => withVerb(verb)[0]?.text || null;
  const opener = (act) => actions.find((p) => p.verb === "open" && arg(p, "act") === act) || null;

  function announce(text) {
    live.say(text);
  }

  /** Play legal texts one after another; each is checked against the legal list of its moment. */
  async function run(texts) {
    if (pending || !texts.length) return;
    pending = true;
    renderControls();
    try {
      for (const text of texts) {
        if (destroyed || !legal.has(text)) break;
        const r = await ctx.act(text);
        if (!r || r.error) break;
      }
    } finally {
      pending = false;
      if (!destroyed && snap) renderAll();
    }
  }

  // ---- matching a selection with the legal list -----------------------------------------
  function selKeys() {
    return selection.map((i) => hand[i]).filter(Boolean);
  }

  /** The add parts (open place: the legal ones; a place still to open: the rules' `you.groups`) whose cards are `keys`. */
  function addFor(act, keys) {
    const adds = obs.phase === "assemble" ? withVerb("add") : obs.you?.groups?.[act] || [];
    if (act === "trash") {
      const one = keys.map((k) => adds.find((p) => sorted(cardsIn(p)) === k));
      return one.every(Boolean) ? one : null;
    }
    const want = sorted(keys);
    const t = adds.find((p) => sorted(cardsIn(p)) === want);
    return t ? [t] : null;
  }

  /** The action parts that put `keys` on place `act` (the opening one first if needed), or null. */
  function placeParts(act, keys) {
    const g = obs.gathering;
    if (!g || g.player !== me || !mine()) return null;
    if (obs.phase === "assemble") {
      if (g.open !== act || !keys.length) return null;
      return addFor(act, keys);
    }
    const open = obs.phase === "gather" ? opener(act) : null;
    if (!open) return null;
    if (!keys.length) return [open];
    const adds = addFor(act, keys);
    return adds ? [open, ...adds] : null;
  }

  /** What a group brings to `act` (from the add part's `value`), when it is 0: a warning, else null. */
  function zeroWarning(act, plan) {
    if (!plan || act === "trash") return null;
    const add = plan.find((p) => p.verb === "add");
    const value = arg(add, "value");
    if (!value || value[act] !== 0) return null;
    return T(`warn.zero_${act}`, { cards: cardsIn(add).map(cname).join(" + ") });
  }

  /** Why the selected `keys` fit no group (from the kinds in the card table), in words. */
  function noFitText(act, keys) {
    const kinds = keys.map((k) => info(k)?.kind);
    const persons = keys.filter((k, i) => kinds[i] === "person");
    const place = R(`act.${act}`);
    if (act !== "trash" && persons.length > 1) return T("hint.one_person", { place, cards: persons.map(cname).join(" + ") });
    if (act !== "trash" && kinds.includes("medicine")) return T("hint.medicine", { place });
    if (act !== "trash" && kinds.includes("junk")) return T("hint.junk", { place });
    if (act !== "trash" && !persons.length) return T("hint.needs_person", { place, cards: keys.map(cname).join(" + ") });
    if (kinds.filter((k) => k === "tool").length > 1) return T("hint.one_tool");
    return T("hint.no_fit", { cards: keys.map(cname).join(" + "), place });
  }

  /** The hire parts for market pile `key`. */
  function hireParts(key) {
    return withVerb("hire").filter((p) => arg(p, "card") === key);
  }

  function hireTexts(key) {
    return hireParts(key).map((p) => p.text);
  }

  /** The hire text for pile `key` paid with exactly the selected medicine, or null. */
  function hirePlan(key, keys) {
    const options = hireParts(key);
    if (!options.length) return null;
    if (!keys.length) return options.length === 1 ? [options[0].text] : null;
    const want = sorted(keys);
    const t = options.find((p) => (arg(p, "pay") || []).length && sorted(arg(p, "pay")) === want);
    return t ? [t.text] : null;
  }

  function dropOn(target) {
    if (locked() || !target) return;
    const keys = selKeys();
    const [kind, key] = target.split(":");
    if (kind === "place") {
      const parts = placeParts(key, keys);
      if (parts) {
        const warn = zeroWarning(key, parts);
        selection = [];
        run(parts.map((p) => p.text));
        if (warn) ctx.toast(warn);
      } else if (keys.length) {
        ctx.toast(noFitText(key, keys));
      } else if (obs.phase === "assemble" && obs.gathering?.open === key) {
        ctx.toast(T("hint.choose_cards"));
      }
    } else if (kind === "pile") {
      const plan = hirePlan(key, keys);
      if (plan) {
        selection = [];
        payFor = null;
        run(plan);
      } else if (!keys.length && hireTexts(key).length > 1) {
        payFor = payFor === key ? null : key;
        renderSupply();
        supplyEl.querySelector(".as-pay")?.focus();
      } else if (keys.length) {
        ctx.toast(T("hint.no_pay", { card: cname(key) }));
      }
    }
  }

  // ---- status and prompt ----------------------------------------------------------------
  function renderStatus() {
    const phase = obs.phase;
    const items = [
      h("span", { class: "as-round", id: "as-round" }, h("strong", { text: T("status.round", { n: obs.round }) })),
      h("span", { class: `as-phase as-phase-${phase}`, id: "as-phase", text: R(`phase.${phase}`) }),
    ];
    if (phase !== "over") {
      items.push(h("span", { class: "as-skirmish-note", text: obs.skirmish_round ? T("status.skirmish_now") : T("status.skirmish_later", { n: 3 - obs.round }) }));
    }
    if (obs.variant_2p) items.push(h("span", { class: "as-tag", text: T("status.variant") }));
    if (obs.hq) items.push(h("span", { class: "as-tag", text: T("status.hq") }));
    put(statusEl, ...items);
  }

  function promptText() {
    const phase = obs.phase;
    if (phase === "over") return T("prompt.over");
    const active = obs.active || [];
    if (!mine()) {
      if (!active.length) return "";
      const who = name(active[0]);
      if (phase === "skirmish" || phase === "save") return T("prompt.wait_skirmish", { name: who });
      return T("prompt.wait", { name: who });
    }
    if (phase === "dig") return T("prompt.dig");
    if (phase === "assemble") return T("prompt.assemble", { place: R(`act.${obs.gathering.open}`) });
    if (phase === "skirmish") return T("prompt.skirmish");
    if (phase === "save") return T("prompt.save", { card: cname(obs.skirmish?.pending?.victim) });
    return T(obs.skirmish_round ? "prompt.gather" : "prompt.gather_quiet");
  }

  // ---- seats ---------------------------------------------------------------------------
  function seatEl(st) {
    const s = st.seat;
    const isMe = s === me;
    const turn = (obs.active || []).includes(s) && obs.phase !== "over";
    const tags = [];
    if (obs.initiator === s) tags.push(h("span", { class: "as-badge as-badge-init", title: T("seat.initiator_help") }, icon("flag"), T("seat.initiator")));
    if (turn) tags.push(h("span", { class: "as-badge as-badge-turn" }, h("span", { "aria-hidden": "true", text: "▶ " }), T("seat.turn")));
    if (st.finished && obs.phase !== "over") tags.push(h("span", { class: "as-badge as-badge-done" }, icon("check"), T("seat.done")));
    if (obs.peeker === s && !isMe) tags.push(h("span", { class: "as-badge as-badge-peek", title: T("seat.peeked_help") }, icon("eye"), T("seat.peeked")));
    const final = obs.phase === "over" ? (obs.result?.detail?.players || []).find((r) => r.seat === s) : null;
    const tribe = final
      ? h("span", { class: "as-tribe as-tribe-final", dataset: { total: String(final.people) }, title: T("seat.tribe_final_help") }, icon("people"), h("strong", { text: String(final.people) }), " ", T("seat.tribe"))
      : isMe && obs.you
      ? h("span", { class: "as-tribe", id: "as-my-tribe", title: T("seat.tribe_exact_help") }, icon("people"), h("strong", { text: String(obs.you.tribe) }), " ", T("seat.tribe"))
      : h("span", { class: "as-tribe", title: T("seat.tribe_known_help") }, icon("people"), h("strong", { text: `≥${st.tribe_known}` }), " ", T("seat.tribe"),
        st.unknown ? h("span", { class: "as-unknown", text: " " + T("seat.unknown", { n: st.unknown }) }) : null);
    const count = (ic, key, n) => h("span", { class: `as-count as-count-${key}`, title: T(`seat.${key}_help`) },
      h("span", { text: T(`seat.${key}_short`) }), h("strong", { text: String(n) }));
    return h("article", {
      class: `as-seat${isMe ? " as-me" : ""}${turn ? " as-turn" : ""}`,
      dataset: { seat: String(s) },
      style: `--seat:var(--seat-${s % 8})`,
      "aria-current": turn ? "true" : null,
      "aria-label": `${name(s)}${isMe ? ` (${T("seat.you")})` : ""}`,
    },
    h("header", { class: "as-seat-head" },
      h("span", { class: "as-seat-dot", "aria-hidden": "true", text: String(s + 1) }),
      h("span", { class: "as-seat-name", text: name(s) }),
      isMe ? h("span", { class: "as-you", text: T("seat.you") }) : null),
    h("div", { class: "as-seat-line" }, tribe, st.won ? h("span", { class: "as-won", title: T("seat.won_help") }, icon("contested"), T("seat.won", { n: st.won })) : null),
    h("div", { class: "as-seat-counts" },
      count("draw", "hand", st.hand), count("deck", "deck", st.deck), count("discard", "discard", st.discard),
      st.kept ? count("fight", "kept", st.kept) : null),
    tags.length ? h("div", { class: "as-badges" }, tags) : null);
  }

  function renderSeats() {
    put(seatsEl, ...obs.seats.map(seatEl));
  }

  // ---- supply: contested pile, junkyard, market ----------------------------------------
  function renderSupply() {
    const parts = [];
    const peek = obs.you?.peek;
    parts.push(h("div", { class: "as-pile-box as-contested-box", id: "as-contested" },
      h("div", { class: "as-stack", "aria-hidden": "true" }, card(null, { size: "xs" })),
      h("div", { class: "as-pile-text" },
        h("strong", { text: T("supply.contested") }),
        h("span", { class: "as-big", id: "as-contested-n", text: String(obs.contested) }),
        h("span", { class: "as-small", text: T("supply.contested_help") })),
      peek ? h("div", { class: "as-peek", id: "as-peek", dataset: { card: peek } },
        h("span", { class: "as-peek-t" }, icon("eye"), T("supply.peek")),
        card(peek, { size: "s" })) : null));
    parts.push(h("div", { class: "as-pile-box as-junk-box", id: "as-junkyard" },
      h("div", { class: "as-stack as-junk-stack", "aria-hidden": "true" }, icon("junk")),
      h("div", { class: "as-pile-text" },
        h("strong", { text: T("supply.junkyard") }),
        h("span", { class: "as-big", id: "as-junkyard-n", text: String(obs.junkyard) }))));
    const usedHire = obs.gathering?.used?.includes("hire");
    const piles = obs.market.map((m) => {
      const options = hireTexts(m.card);
      const can = options.length > 0;
      const keys = selKeys();
      const fits = can && keys.length ? !!hirePlan(m.card, keys) : null;
      const label = `${cardText(info(m.card), lang, T)} — ${T("market.left", { n: m.count })}`;
      const pile = h("button", {
        type: "button",
        class: `as-pile${can ? " as-can" : ""}${m.count ? "" : " as-empty"}${payFor === m.card ? " as-paying" : ""}${fits ? " as-drop-ok" : ""}${fits === false ? " as-no-fit" : ""}`,
        dataset: { card: m.card, drop: `pile:${m.card}` },
        "aria-disabled": can ? null : "true",
        "aria-expanded": can && options.length > 1 ? String(payFor === m.card) : null,
        onclick: () => { if (can) dropOn(`pile:${m.card}`); },
      },
      face(label, card(m.card, { size: "s", cost: true }), h("span", { class: "as-pile-count", text: T("market.left_short", { n: m.count }) })),
      can ? h("span", { class: `as-hire-tag${fits === false ? " as-fit-no" : ""}` }, icon(fits === false ? "cross" : "hire"), T(fits ? "market.hire_with" : fits === false ? "market.no_pay" : "market.hire")) : null);
      const box = h("li", { class: "as-pile-li" }, pile);
      if (payFor === m.card && options.length > 1) {
        box.append(h("div", { class: "as-pays", role: "group", "aria-label": T("market.pay_with", { card: cname(m.card) }) },
          hireParts(m.card).map((p) => {
            const meds = arg(p, "pay") || [];
            const text = meds.length ? T("market.pay_meds", { cards: meds.map(cname).join(" + ") }) : T("market.pay_food");
            return h("button", { type: "button", class: "button as-pay", dataset: { text: p.text }, onclick: () => { payFor = null; run([p.text]); } }, text);
          })));
      }
      return box;
    });
    parts.push(h("div", { class: "as-market" },
      h("h3", { class: "as-h" }, icon("hire"), T("market.title"),
        obs.gathering ? h("span", { class: "as-food", id: "as-food", title: T("market.food_help") }, icon("food"), T("market.food", { n: obs.gathering.food })) : null,
        usedHire && obs.gathering ? h("span", { class: "as-used", text: T("market.hired") }) : null),
      h("ul", { class: "as-piles", id: "as-market" }, piles)));
    put(supplyEl, ...parts);
  }

  // ---- gathering places ------------------------------------------------------------------
  function groupEl(g) {
    return h("span", { class: "as-group" }, (g.cards || []).map((k) => card(k, { size: "xs" })),
      g.value !== undefined ? h("span", { class: "as-group-v", text: `= ${g.value}` }) : null);
  }

  function playText(p) {
    if (p.action === "hire") {
      // the price names only what was paid (no "and 0 meds")
      const key = p.food && p.med ? "plays.hire" : p.med ? "plays.hire_med" : "plays.hire_food";
      return T(key, { card: cname(p.card), food: p.food, med: p.med });
    }
    const cards = (p.groups || []).flatMap((g) => g.cards).map(cname).join(", ");
    // a Draw: the drawer's own observation names the cards drawn, the others' only their number
    if (p.action === "draw" && Array.isArray(p.drawn)) {
      return T("plays.draw_you", { n: p.drawn.length, drawn: p.drawn.map(cname).join(", ") || T("hand.none"), cards });
    }
    let text = T(`plays.${p.action}`, { n: p.result ?? p.value, cards });
    if (p.action === "dig" && p.kept !== undefined) text += " " + T(p.kept ? "plays.kept_one" : "plays.kept_none");
    return text;
  }

  function renderPlaces() {
    const g = obs.gathering;
    if (!g) {
      placesEl.hidden = true;
      put(placesEl);
      return;
    }
    placesEl.hidden = false;
    const who = g.player;
    const myTurn = who === me && mine();
    const keys = selKeys();
    const plays = (obs.plays || []).filter((p) => p.player === who);
    const places = PLACES.map((act) => {
      const open = g.open === act;
      const used = g.used.includes(act) && !open;
      const play = plays.find((p) => p.action === act);
      const canOpen = myTurn && obs.phase === "gather" && !!opener(act);
      const planParts = myTurn && (canOpen || open) && keys.length ? placeParts(act, keys) : null;
      const plan = planParts ? planParts.map((x) => x.text) : null;
      const warn = zeroWarning(act, planParts);
      const state = open ? "open" : used ? "used" : canOpen ? "ready" : "closed";
      const body = [];
      if (open) {
        if (g.staged.length) body.push(h("div", { class: "as-staged" }, g.staged.map(groupEl)));
        else body.push(h("span", { class: "as-place-hint", text: T("place.empty") }));
        const zero = act === "trash" ? [] : g.staged.filter((x) => x.value === 0);
        // a hint to the player who is assembling; a spectator reads no instructions
        if (zero.length && who === me) body.push(h("span", { class: "as-warn", role: "note" }, icon("cross"), T(`warn.zero_${act}`, { cards: zero.flatMap((x) => x.cards).map(cname).join(" + ") })));
      } else if (used && play) {
        body.push(h("div", { class: "as-staged" }, (play.groups || []).map(groupEl)));
        body.push(h("span", { class: "as-place-result", text: playText(play) }));
      } else {
        body.push(h("span", { class: "as-place-hint", text: T(`place.${act}_help`) }));
      }
      const stateText = T(`place.state_${state}`);
      let fit = null;
      if (myTurn && keys.length && (canOpen || open)) {
        fit = h("span", { class: `as-fit ${plan ? (warn ? "as-fit-warn" : "as-fit-ok") : "as-fit-no"}`, title: warn || null },
          icon(plan ? "check" : "cross"), T(plan ? (warn ? `place.fits_zero_${act}` : "place.fits") : "place.no_fit"));
      }
      const interactive = myTurn && (canOpen || open);
      const el = h(interactive ? "button" : "div", {
        type: interactive ? "button" : null,
        class: `as-place as-place-${act} as-st-${state}${plan ? " as-drop-ok" : ""}`,
        id: `as-place-${act}`,
        dataset: { place: act, state, drop: interactive ? `place:${act}` : null },
        "aria-keyshortcuts": interactive ? String(PLACES.indexOf(act) + 1) : null,
        onclick: interactive ? () => dropOn(`place:${act}`) : null,
      },
      h("span", { class: "as-place-head" }, face(`${R(`act.${act}`)} — ${stateText}`, icon(act), h("span", { class: "as-place-name", text: R(`act.${act}`) }),
        h("span", { class: "as-place-state" }, state === "used" ? icon("check") : null, stateText))),
      h("span", { class: "as-place-body" }, body),
      fit);
      return el;
    });
    const hirePlay = plays.find((p) => p.action === "hire");
    const others = (obs.plays || []).filter((p) => p.player !== who);
    const title = who === me ? T("place.title_you") : T("place.title_other", { name: name(who) });
    const bar = [];
    if (myTurn && textOf("go")) {
      bar.push(h("button", { type: "button", class: "button button-primary as-go", id: "as-go", disabled: locked(), "aria-keyshortcuts": "G", onclick: () => run([textOf("go")]) },
        icon("go"), T("place.go", { place: R(`act.${g.open}`) }), h("kbd", { "aria-hidden": "true", text: "G" })));
    }
    put(placesEl, 
      h("h3", { class: "as-h", id: "as-places-title" }, title),
      h("div", { class: "as-places" }, places),
      bar.length ? h("div", { class: "as-bar" }, bar) : null,
      hirePlay ? h("p", { class: "as-play-line as-hire-line" }, icon("hire"), playText(hirePlay)) : null,
      others.length ? h("details", { class: "as-others" }, h("summary", { text: T("plays.others", { n: others.length }) }),
        h("ul", {}, others.map((p) => h("li", {}, h("strong", { text: name(p.player) + ": " }), playText(p))))) : null);
  }

  // ---- dug cards -------------------------------------------------------------------------
  function renderDig() {
    const dug = obs.you?.dug || [];
    digEl.hidden = !dug.length;
    if (!dug.length) { put(digEl); return; }
    const keeps = withVerb("keep");
    const keepNone = keeps.find((p) => arg(p, "card") === null)?.text || null;
    const choices = dug.map((k) => {
      const t = keeps.find((p) => arg(p, "card") === k)?.text || null;
      const b = card(k, { size: "m", tag: "button", attrs: {
        type: "button", disabled: !t || locked(),
        "aria-label": `${T("dig.keep", { card: cname(k) })} — ${cardText(info(k), lang, T)}`,
        onclick: () => run([t]),
      } });
      b.classList.add("as-dug-card");
      return h("li", {}, b, h("span", { class: "as-keep-label", "aria-hidden": "true" }, icon("check"), T("dig.keep_short")));
    });
    put(digEl, 
      h("h3", { class: "as-h", id: "as-dig-title" }, icon("dig"), T("dig.title", { n: dug.length })),
      h("p", { class: "as-small", text: T("dig.help") }),
      h("ul", { class: "as-dug" }, choices),
      h("div", { class: "as-bar" }, h("button", { type: "button", class: "button", id: "as-keep-none", disabled: !keepNone || locked(), onclick: () => run([keepNone]) }, T("dig.none"))));
  }

  // ---- the hand ----------------------------------------------------------------------------
  function renderHand() {
    const you = obs.you;
    if (!you || obs.phase === "over") {
      handEl.hidden = true;
      put(handEl);
      return;
    }
    handEl.hidden = false;
    const g = obs.gathering;
    const myTurn = g && g.player === me && mine();
    const usable = new Set();
    if (myTurn && obs.phase === "assemble") {
      for (const p of withVerb("add")) for (const k of cardsIn(p)) usable.add(k);
    } else if (myTurn && obs.phase === "gather") {
      for (const adds of Object.values(you.groups || {})) for (const p of adds) for (const k of cardsIn(p)) usable.add(k);
      for (const p of withVerb("hire")) for (const k of arg(p, "pay") || []) usable.add(k);
    }
    const selectable = myTurn && (obs.phase === "gather" || obs.phase === "assemble");
    const cards = hand.map((k, i) => {
      const sel = selection.includes(i);
      const el = card(k, { size: "m", tag: selectable ? "button" : "div" });
      el.classList.add("as-hand-card");
      if (sel) el.classList.add("as-selected");
      if (selectable && !usable.has(k)) el.classList.add("as-idle");
      el.dataset.i = String(i);
      if (selectable) {
        el.type = "button";
        el.setAttribute("aria-pressed", String(sel));
        el.disabled = locked();
        el.addEventListener("click", (e) => {
          if (drag?.moved || Date.now() - (drag?.ended || 0) < 50) { e.preventDefault(); return; }
          toggle(i);
        });
        el.addEventListener("pointerdown", (e) => startDrag(e, i, el));
        el.addEventListener("keydown", (e) => {
          if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
            e.preventDefault();
            const next = handEl.querySelectorAll(".as-hand-card")[i + (e.key === "ArrowRight" ? 1 : -1)];
            next?.focus();
          }
        });
      }
      return h("li", { class: "as-hand-li" }, el, sel ? h("span", { class: "as-sel-mark", "aria-hidden": "true" }, icon("check")) : null);
    });
    const strength = you.strength;
    const parts = [h("h3", { class: "as-h", id: "as-hand-title" }, T("hand.title", { n: hand.length }),
      strength ? h("span", { class: "as-strength", id: "as-strength", title: T("hand.strength_help"), dataset: { fight: String(strength.fight), people: String(strength.people) } },
        T("hand.strength"), " ", pip("fight", strength.fight, T), pip("people", strength.people, T)) : null,
      h("span", { class: "as-small as-how", text: selectable ? T("hand.how") : "" }))];
    if (hand.length) parts.push(h("ul", { class: "as-hand", id: "as-hand-cards" }, cards));
    else parts.push(h("p", { class: "as-small as-empty-hand", text: you.kept.length ? T("hand.kept", { n: you.kept.length }) : T("hand.empty") }));
    if (you.kept.length && obs.phase !== "skirmish" && obs.phase !== "save") {
      parts.push(h("div", { class: "as-kept", id: "as-kept" }, h("span", { class: "as-small", text: T("hand.kept_title") }),
        h("ul", { class: "as-mini-row" }, you.kept.map((k) => h("li", {}, card(k, { size: "xs" }))))));
    }
    const bar = [];
    if (selection.length) {
      bar.push(h("span", { class: "as-sel-text", id: "as-sel-text", text: T("hand.selected", { cards: selKeys().map(cname).join(" + ") }) }));
      bar.push(h("button", { type: "button", class: "button button-quiet", id: "as-clear", "aria-keyshortcuts": "Escape", onclick: () => { selection = []; renderAll(); } }, T("hand.clear")));
    }
    if (textOf("done")) {
      bar.push(h("button", { type: "button", class: "button as-done", id: "as-done", disabled: locked(), "aria-keyshortcuts": "E", onclick: () => run([textOf("done")]) },
        icon("check"), obs.skirmish_round ? T("hand.done_keep", { n: hand.length }) : T("hand.done"), h("kbd", { "aria-hidden": "true", text: "E" })));
    }
    if (bar.length) parts.push(h("div", { class: "as-bar" }, bar));
    parts.push(h("details", { class: "as-mine" }, h("summary", { text: T("hand.my_cards", { deck: you.deck.length, discard: you.discard.length }) }),
      h("div", { class: "as-mine-body" },
        h("p", { class: "as-small" }, h("strong", { text: T("hand.deck") + ": " }), countList(you.deck)),
        h("p", { class: "as-small" }, h("strong", { text: T("hand.discard") + ": " }), countList(you.discard)))));
    put(handEl, ...parts);
  }

  function countList(keys) {
    const counts = new Map();
    for (const k of keys) counts.set(k, (counts.get(k) || 0) + 1);
    return [...counts].map(([k, n]) => `${cname(k)}${n > 1 ? ` ×${n}` : ""}`).join(", ") || T("hand.none");
  }

  function toggle(i) {
    if (locked()) return;
    selection = selection.includes(i) ? selection.filter((x) => x !== i) : [...selection, i];
    renderAll();
    handEl.querySelector(`.as-hand-card[data-i="${i}"]`)?.focus();
  }

  // ---- drag and drop (pointer events: mouse, touch, pen) -------------------------------------
  function startDrag(e, i, el) {
    if (locked() || e.button > 0) return;
    drag = { i, el, x: e.clientX, y: e.clientY, moved: false, ghost: null, over: null, pointer: e.pointerId };
    el.setPointerCapture?.(e.pointerId);
    el.addEventListener("pointermove", onDragMove);
    el.addEventListener("pointerup", onDragEnd);
    el.addEventListener("pointercancel", onDragCancel);
  }

  function dropTarget(x, y) {
    const under = document.elementFromPoint(x, y);
    const t = under?.closest?.("[data-drop]");
    return t && view.contains(t) ? t : null;
  }

  function onDragMove(e) {
    if (!drag) return;
    if (!drag.moved) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_PX) return;
      drag.moved = true;
      if (!selection.includes(drag.i)) selection = [drag.i];
      const keys = selKeys();
      drag.ghost = h("div", { class: "as-ghost", "aria-hidden": "true" }, keys.map((k) => card(k, { size: "s" })));
      document.body.append(drag.ghost);
      view.classList.add("as-dragging");
      renderPlaces();
      renderSupply();
    }
    e.preventDefault();
    drag.ghost.style.transform = `translate(${e.clientX + 8}px, ${e.clientY + 8}px)`;
    // near the top or bottom edge the page scrolls, so that a place out of sight can be reached
    const edge = 56;
    drag.scroll = e.clientY < edge ? -1 : e.clientY > window.innerHeight - edge ? 1 : 0;
    if (drag.scroll && !drag.scroller) {
      drag.scroller = setInterval(() => {
        if (!drag?.scroll) { clearInterval(drag?.scroller); if (drag) drag.scroller = null; return; }
        window.scrollBy(0, drag.scroll * 14);
      }, 16);
    }
    const t = dropTarget(e.clientX, e.clientY);
    if (t !== drag.over) {
      drag.over?.classList.remove("as-over");
      t?.classList.add("as-over");
      drag.over = t;
    }
  }

  function endDrag() {
    if (!drag) return;
    drag.el.removeEventListener("pointermove", onDragMove);
    drag.el.removeEventListener("pointerup", onDragEnd);
    drag.el.removeEventListener("pointercancel", onDragCancel);
    drag.ghost?.remove();
    if (drag.scroller) clearInterval(drag.scroller);
    drag.scroller = null;
    drag.scroll = 0;
    drag.over?.classList.remove("as-over");
    view.classList.remove("as-dragging");
    if (drag.moved) drag.ended = Date.now();
  }

  function onDragEnd(e) {
    if (!drag) return;
    const moved = drag.moved;
    endDrag();
    if (moved) {
      const t = dropTarget(e.clientX, e.clientY);
      drag.moved = false;
      if (t) dropOn(t.dataset.drop);
      else renderAll();
    }
  }

  function onDragCancel() {
    endDrag();
    if (drag) drag.moved = false;
    renderAll();
  }

  // ---- the skirmish, step by step ---------------------------------------------------------------
  function skSteps(rec) {
    const steps = rec.seats.map((st) => ({ kind: "reveal", seat: st.seat }));
    for (const s of rec.steps || []) steps.push({ ...s, kind: s.kind });
    if (rec.result) steps.push({ kind: "result", ...rec.result });
    return steps;
  }

  function skStepText(st, rec) {
    if (st.kind === "reveal") {
      const seat = rec.seats.find((x) => x.seat === st.seat);
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

  function skRecord() {
    if (obs.skirmish) return { rec: obs.skirmish, live: true };
    if (obs.last_skirmish) return { rec: obs.last_skirmish, live: false };
    return { rec: null, live: false };
  }

  function syncSkirmish() {
    const { rec, live: isLive } = skRecord();
    if (!rec) {
      stopSk();
      sk = { key: "", steps: [], index: -1, timer: null, record: null, live: false };
      return;
    }
    const key = `${rec.round}:${(rec.steps || []).length}:${rec.result ? 1 : 0}`;
    if (key === sk.key) return;
    const sameRound = sk.record && sk.record.round === rec.round;
    const from = sameRound ? Math.min(sk.index, skSteps(rec).length - 1) : -1;
    sk = { ...sk, key, steps: skSteps(rec), record: rec, live: isLive };
    if (firstRender && !ctx.embed && !isLive) {
      sk.index = sk.steps.length - 1;
      return;
    }
    sk.index = from;
    playSk();
  }

  function playSk() {
    stopSk();
    if (sk.index >= sk.steps.length - 1) { if (sk.index < 0) sk.index = sk.steps.length - 1; return; }
    const tick = () => {
      if (destroyed) return;
      sk.index += 1;
      renderSkirmish();
      if (sk.index >= sk.steps.length - 1) { stopSk(); renderSkirmish(); }
    };
    tick();
    if (sk.index < sk.steps.length - 1) sk.timer = setInterval(tick, STEP_MS);
  }

  function stopSk() {
    if (sk.timer) clearInterval(sk.timer);
    sk.timer = null;
  }

  function goSk(i) {
    stopSk();
    sk.index = Math.max(0, Math.min(sk.steps.length - 1, i));
    renderSkirmish();
  }

  function renderSkirmish() {
    const rec = sk.record;
    skEl.hidden = !rec;
    if (!rec) { put(skEl); return; }
    const upto = sk.steps.slice(0, sk.index + 1);
    const revealed = new Set(upto.filter((s) => s.kind === "reveal").map((s) => s.seat));
    // cards taken out so far: per seat, keys (a medic when it saved)
    const out = new Map();
    const spentNow = new Map();
    for (const st of upto) {
      if (st.kind !== "snipe" && st.kind !== "disarm") continue;
      spentNow.set(st.player, [...(spentNow.get(st.player) || []), st.card]);
      if (st.saved === null) continue;
      let victim = st.victim;
      if (st.saved === true) {
        const seat = rec.seats.find((x) => x.seat === st.target);
        victim = seat.removed.find((k) => info(k)?.special === "save") || "medic";
      }
      out.set(st.target, [...(out.get(st.target) || []), { key: victim, how: st.saved === true ? "saved" : st.kind }]);
    }
    const showResult = sk.steps[sk.index]?.kind === "result";
    const myTargets = mine() && obs.phase === "skirmish";
    const rows = rec.seats.map((st) => {
      const all = [...st.cards, ...st.removed].sort((a, b) => Object.keys(obs.cards).indexOf(a) - Object.keys(obs.cards).indexOf(b));
      const gone = [...(out.get(st.seat) || [])];
      const used = [...(spentNow.get(st.seat) || [])];
      const shown = revealed.has(st.seat);
      const cards = shown ? all.map((k) => {
        const gi = gone.findIndex((x) => x.key === k);
        const removed = gi >= 0 ? gone.splice(gi, 1)[0] : null;
        const ui = used.indexOf(k);
        const spent = ui >= 0 && !removed ? (used.splice(ui, 1), true) : false;
        const targets = myTargets && st.seat !== me && !removed
          ? actions.filter((p) => (p.verb === "snipe" || p.verb === "disarm") && arg(p, "seat") === st.seat && arg(p, "card") === k)
          : [];
        const el = targets.length
          ? card(k, { size: "s", tag: "button", attrs: {
            type: "button", disabled: locked(), onclick: () => run([targets[0].text]),
            "aria-label": `${T(`sk.${targets[0].verb}_it`, { card: cname(k), name: name(st.seat) })} — ${cardText(info(k), lang, T)}`,
          } })
          : card(k, { size: "s" });
        if (targets.length) {
          el.classList.add("as-target");
          el.dataset.action = targets[0].text;
        }
        return h("li", { class: `as-sk-card${removed ? " as-removed" : ""}${spent ? " as-spent" : ""}`, dataset: { card: k } }, el,
          removed ? h("span", { class: "as-removed-tag" }, icon(removed.how === "saved" ? "save" : "cross"), T(`sk.out_${removed.how}`)) : null,
          spent ? h("span", { class: "as-spent-tag" }, icon("check"), T("sk.used")) : null,
          targets.length ? h("span", { class: "as-target-tag", "aria-hidden": "true" }, icon(targets[0].verb), T(`sk.${targets[0].verb}_short`)) : null);
      }) : Array.from({ length: st.cards.length + st.removed.length }, () => h("li", { class: "as-sk-card" }, card(null, { size: "s" })));
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
    });
    const steps = sk.steps.map((st, i) => h("li", {
      class: `as-sk-step as-sk-${st.kind}${i === sk.index ? " as-on" : ""}${i > sk.index ? " as-later" : ""}`,
      dataset: { kind: st.kind, i: String(i) },
      "aria-current": i === sk.index ? "step" : null,
    }, h("button", { type: "button", class: "as-step-btn", disabled: i > sk.index && !!sk.timer, onclick: () => goSk(i) }, skStepText(st, rec))));
    const controls = h("div", { class: "as-sk-controls", role: "group", "aria-label": T("sk.steps") },
      h("button", { type: "button", class: "button", id: "as-sk-prev", disabled: sk.index <= 0, "aria-label": T("sk.prev"), onclick: () => goSk(sk.index - 1) }, "◀"),
      h("button", { type: "button", class: "button", id: "as-sk-next", disabled: sk.index >= sk.steps.length - 1, "aria-label": T("sk.next"), onclick: () => goSk(sk.index + 1) }, "▶"),
      h("button", { type: "button", class: "button", id: "as-sk-replay", onclick: () => { sk.index = -1; playSk(); } }, "⟲ ", T("sk.replay")),
      h("span", { class: "as-small", text: T("sk.pos", { i: sk.index + 1, n: sk.steps.length }) }));
    const bar = [];
    if (textOf("pass")) bar.push(h("button", { type: "button", class: "button button-primary", id: "as-pass", disabled: locked(), "aria-keyshortcuts": "P", onclick: () => run([textOf("pass")]) }, T("sk.pass_button"), h("kbd", { "aria-hidden": "true", text: "P" })));
    if (textOf("save")) bar.push(h("button", { type: "button", class: "button button-primary", id: "as-save", disabled: locked(), onclick: () => run([textOf("save")]) }, icon("save"), T("sk.save_button")));
    if (textOf("nosave")) bar.push(h("button", { type: "button", class: "button", id: "as-nosave", disabled: locked(), onclick: () => run([textOf("nosave")]) }, T("sk.nosave_button")));
    const pendingEl = obs.skirmish?.pending ? h("p", { class: "as-pending" }, icon("snipe"),
      T("sk.pending", { name: name(obs.skirmish.pending.player), card: cname(obs.skirmish.pending.card), target: name(obs.skirmish.pending.target), victim: cname(obs.skirmish.pending.victim) })) : null;
    const current = sk.steps[sk.index];
    sk.flipped = `${sk.key}@${sk.index}`;
    skEl.dataset.step = String(sk.index);
    skEl.dataset.kind = current?.kind || "";
    skEl.dataset.round = String(rec.round);
    skEl.dataset.done = String(sk.index >= sk.steps.length - 1);
    skEl.classList.toggle("as-live", sk.live);
    put(skEl, 
      h("h3", { class: "as-h", id: "as-sk-title" }, icon("fight"), T(sk.live ? "sk.title_live" : "sk.title", { n: rec.round })),
      h("p", { class: "as-sk-caption", id: "as-sk-caption", "aria-live": "polite", text: current ? skStepText(current, rec) : "" }),
      h("div", { class: "as-sk-rows" }, rows),
      pendingEl,
      bar.length ? h("div", { class: "as-bar" }, bar) : null,
      controls,
      h("ol", { class: "as-sk-steps", id: "as-sk-steps" }, steps));
  }

  // ---- final score ---------------------------------------------------------------------------
  function renderFinal() {
    const result = obs.result || snap.outcome;
    const rows = result?.detail?.players;
    finalEl.hidden = !(obs.phase === "over" && rows);
    if (finalEl.hidden) { put(finalEl); return; }
    const winners = new Set(result.winners || []);
    const keys = Object.keys(obs.cards).filter((k) => rows.some((r) => r.cards.some((c) => c.card === k)));
    const withPeople = keys.filter((k) => info(k)?.people);
    const noPeople = keys.filter((k) => !info(k)?.people);
    const cell = (r, k) => {
      const c = r.cards.find((x) => x.card === k);
      return h("td", { class: "num", dataset: { seat: String(r.seat), card: k, count: String(c?.count || 0), people: String(c?.people || 0) } },
        c ? h("span", {}, h("span", { class: "as-times", text: `${c.count}×` }), " ", h("strong", { text: String(c.people) })) : "–");
    };
    const head = h("tr", {}, h("th", { scope: "col", text: T("final.card") }), rows.map((r) => h("th", { scope: "col", class: `num${winners.has(r.seat) ? " as-win-col" : ""}` },
      winners.has(r.seat) ? h("span", { "aria-hidden": "true", text: "★ " }) : null, name(r.seat))));
    const body = withPeople.map((k) => h("tr", { dataset: { card: k } },
      h("th", { scope: "row" }, h("span", { class: "as-final-card", text: cname(k) }), " ", pip("people", info(k).people, T)),
      rows.map((r) => cell(r, k))));
    if (noPeople.length) {
      body.push(h("tr", { class: "as-zero" }, h("th", { scope: "row", text: T("final.no_people") }),
        rows.map((r) => h("td", { class: "num", text: String(r.cards.filter((c) => !info(c.card)?.people).reduce((a, c) => a + c.count, 0)) + T("final.cards_suffix") }))));
    }
    body.push(h("tr", { class: "as-sub" }, h("th", { scope: "row", text: T("final.card_people") }), rows.map((r) => h("td", { class: "num", text: String(r.card_people) }))));
    if (obs.hq || rows.some((r) => r.gangs.length)) {
      body.push(h("tr", { class: "as-gangs" }, h("th", { scope: "row", text: T("final.gangs") }),
        rows.map((r) => h("td", { class: "num", dataset: { seat: String(r.seat), gangs: r.gangs.join(",") } },
          r.gangs.length ? r.gangs.map((g) => `${R(`gang.${g}`)} +5`).join(", ") : "–"))));
    }
    body.push(h("tr", { class: "as-total" }, h("th", { scope: "row", text: T("final.total") }),
      rows.map((r) => h("td", { class: "num", dataset: { seat: String(r.seat), total: String(r.people) } }, h("strong", { text: String(r.people) })))));
    body.push(h("tr", { class: "as-contested-row" }, h("th", { scope: "row", text: T("final.contested") }),
      rows.map((r) => h("td", { class: "num", text: String(r.contested) }))));
    const names = [...winners].map(name).join(", ");
    let verdict = winners.size > 1 ? T("final.winners", { names }) : T("final.winner", { names });
    const tb = result.detail.tie_break;
    if (tb === "contested") verdict += " " + T("final.by_contested");
    if (tb === "shared") verdict += " " + T("final.shared");
    put(finalEl, 
      h("h3", { class: "as-h", id: "as-final-title" }, icon("people"), T("final.title")),
      h("p", { class: "as-verdict", id: "as-verdict" }, h("span", { "aria-hidden": "true", text: "★ " }), verdict),
      h("div", { class: "as-table-scroll" }, h("table", { class: "as-grid", id: "as-final-table" }, h("thead", {}, head), h("tbody", {}, body))));
  }

  // ---- help ----------------------------------------------------------------------------------
  async function helpBody() {
    try {
      helpRef = helpRef || await ctx.reference();
    } catch {
      helpRef = { cards: Object.values(obs?.cards || {}) };
    }
    const other = lang === "ja" ? "en" : "ja";
    const p = (key) => h("p", { text: T(key) });
    const sec = (title, ...content) => h("section", {}, h("h3", { text: title }), ...content);
    const num = (v, mod) => (v === null || v === undefined ? "–" : mod ? `+${v}` : String(v));
    const costText = (c) => {
      if (!c) return "–";
      const parts = [];
      if (c.food) parts.push(T("help.cost_food", { n: c.food }));
      if (c.med) parts.push(T("help.cost_med", { n: c.med }));
      if (c.any) parts.push(T("help.cost_any", { n: c.any }));
      return parts.join(" + ");
    };
    const supply = (c) => {
      if (c.home === "none") return T("help.supply_none");
      const s = c.supply || {};
      return ["2", "3", "4", "5"].map((n) => String(s[n] ?? "–")).join(" / ");
    };
    const rows = (helpRef.cards || []).map((c) => {
      const mod = c.kind === "tool" || c.kind === "leader";
      return h("tr", { dataset: { card: c.key, module: c.module } },
        h("th", { scope: "row" }, h("span", { class: "as-help-name", lang, text: c.name[lang] }), h("span", { class: "as-help-alt", lang: other, text: c.name[other] }),
          c.module === "hq" ? h("span", { class: "as-tag as-tag-hq", text: T("help.hq_tag") }) : null),
        h("td", { text: T(`kind.${c.kind}`) + (c.home === "contested" ? ` (${T("help.contested_tag")})` : "") }),
        h("td", { class: "num", text: String(c.people || 0) }),
        h("td", { class: "num", text: num(c.draw, mod) }), h("td", { class: "num", text: num(c.dig, mod) }),
        h("td", { class: "num", text: num(c.hunt, mod) }), h("td", { class: "num", text: num(c.fight, mod) }),
        h("td", { class: "num", text: c.med ? String(c.med) : "–" }),
        h("td", { text: c.special ? T(`special.${c.special}`) : "–" }),
        h("td", { text: costText(c.cost) }),
        h("td", { class: "num", text: c.start ? T("help.start_n", { n: c.start }) : "–" }),
        h("td", { class: "num", text: supply(c) }));
    });
    const gangs = (helpRef.gangs || []).map((g) => h("li", {}, h("strong", { text: `${g.name[lang]} (${g.name[other]})` }), " — ", T(`help.gang_${g.key}`, { n: g.people })));
    return [
        sec(T("help.goal_title"), p("help.goal")),
        sec(T("help.round_title"), h("ol", {}, ["help.round_draw", "help.round_gather", "help.round_skirmish"].map((k) => h("li", { text: T(k) })))),
        sec(T("help.actions_title"), h("ul", {}, ["draw", "dig", "hunt", "hire", "trash"].map((a) => h("li", {}, h("strong", { text: R(`act.${a}`) + ": " }), T(`help.act_${a}`)))), p("help.tools")),
        sec(T("help.skirmish_title"), p("help.skirmish"), p("help.specials")),
        sec(T("help.end_title"), p("help.end"), p("help.variant")),
        sec(T("help.hq_title"), p("help.hq"), h("ul", {}, gangs)),
        sec(T("help.controls_title"), p("help.controls"), p("help.keys")),
        sec(T("help.cards_title"), p("help.cards_note"),
          h("div", { class: "as-table-scroll" }, h("table", { class: "as-grid as-help-cards", id: "as-help-cards" },
            h("thead", {}, h("tr", {}, ["card", "kind", "people", "draw", "dig", "hunt", "fight", "med", "special", "cost", "start", "supply"].map((k) => h("th", { scope: "col", text: T(`help.col_${k}`) })))),
            h("tbody", {}, rows)))),
    ];
  }

  // ---- keyboard ------------------------------------------------------------------------------
  function onKey(e) {
    if (destroyed) return;
    const k = e.key.toLowerCase();
    if (k === "?") { e.preventDefault(); help.open(); return; }
    if (e.repeat) return;
    if (k === "escape" && (selection.length || payFor)) { e.preventDefault(); selection = []; payFor = null; renderAll(); return; }
    if (locked()) return;
    if (k === "g" && textOf("go")) { e.preventDefault(); run([textOf("go")]); }
    else if (k === "e" && textOf("done")) { e.preventDefault(); run([textOf("done")]); }
    else if (k === "p" && textOf("pass")) { e.preventDefault(); run([textOf("pass")]); }
    else if (["1", "2", "3", "4"].includes(k)) {
      const place = PLACES[Number(k) - 1];
      if (placesEl.querySelector(`[data-drop="place:${place}"]`)) { e.preventDefault(); dropOn(`place:${place}`); }
    }
  }
  const keys = onViewKeys(view, onKey);

  // ---- render ----------------------------------------------------------------------------------
  function renderControls() {
    for (const b of view.querySelectorAll(".as-hand-card, #as-go, #as-done, #as-pass, #as-save, #as-nosave, #as-keep-none, .as-dug-card, .as-target")) {
      if (b.tagName === "BUTTON") b.disabled = locked();
    }
  }

  function renderAll() {
    if (!snap) return;
    renderStatus();
    promptEl.textContent = promptText();
    promptEl.classList.toggle("as-prompt-go", mine());
    renderSeats();
    renderSupply();
    renderPlaces();
    renderDig();
    renderHand();
    renderSkirmish();
    renderFinal();
    const phase = obs.phase;
    view.dataset.phase = phase;
    view.classList.toggle("as-my-turn", mine());
    // the current decision comes first (in the DOM too, so that the tab order follows the eye)
    const skFirst = phase === "skirmish" || phase === "save" || ctx.embed;
    const order = skFirst
      ? [top, promptEl, finalEl, skEl, digEl, seatsEl, supplyEl, placesEl, handEl]
      : [top, promptEl, finalEl, digEl, seatsEl, supplyEl, placesEl, handEl, skEl];
    if (order.some((el, i) => view.children[i] !== el)) view.prepend(...order);
  }

  let wasMine = false;
  let lastViewer;
  let lastPhase = null;
  function render(snapshot) {
    if (destroyed || !snapshot) return;
    snap = snapshot;
    obs = snapshot.observation || {};
    legal = new Set(snapshot.legal || []);
    actions = snapshot.actions || [];
    me = Number.isInteger(snapshot.viewer) ? snapshot.viewer : null;
    const newHand = obs.you?.hand || [];
    const sig = `${me}|${obs.round}|${newHand.join(",")}`;
    if (sig !== handSig || snapshot.viewer !== lastViewer) {
      selection = [];
      payFor = null;
    }
    handSig = sig;
    hand = newHand;
    if (!legal.size) payFor = null;
    syncSkirmish();
    renderAll();
    firstRender = false;
    if (mine() && !wasMine) announce(promptText());
    // a decision that appears away from the hand comes into sight
    const phase = obs.phase;
    if (mine() && phase !== lastPhase && (phase === "dig" || phase === "skirmish" || phase === "save")) {
      const el = phase === "dig" ? digEl : skEl;
      const r = el.getBoundingClientRect();
      if (!el.hidden && (r.top < 0 || r.top > window.innerHeight - 80)) el.scrollIntoView({ block: "start", behavior: "instant" });
    }
    lastPhase = phase;
    wasMine = mine();
    lastViewer = snapshot.viewer;
  }

  function destroy() {
    destroyed = true;
    stopSk();
    if (drag) endDrag();
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}
