// Challengers! view (contract: web/app/README.md; the rules' side: pylib/tabletop/challengers/view.py).
//
// It draws the observation: the tournament (teams with fans, face-down
// trophies, deck sizes and Deck Phase progress; the plan of who meets whom in
// which park, this round and the next), the viewer's Deck Phase (the offer,
// the private display, picks, the one redraw, removal) and deck list, and the
// last Match Phase step by step: reveals, each effect named with its card's
// number, the flag changing hands, cards going to the named bench slots,
// exhaust piles and fans, with the attack's running power against the
// defence. The steps and their numbers come from the rules (MATCH.steps); the
// view only replays them. Actions are exactly the snapshot's `actions`
// (matched on verb and card key, never parsed from text), chosen by click,
// drag (pointer events: mouse, touch, pen) or keys. Card names, effects and
// the help's card list come from `ctx.reference()`.
//
// Hot-seat privacy is the shell's (hand-over screen); on a change of viewer
// every local state of the previous viewer (selection, focus, replay) is dropped.

import { h } from "../../app/dom.js";
import { announcer, face as drawnFace, helpDialog, onViewKeys, useStylesheet } from "../../app/viewkit.js";

const NS = "challengers.";
const DRAG_PX = 8;
const HOLD_MS = 280;
const PARK_MARK = ["●", "▲", "■", "◆"]; // a shape per park, always next to its name
const SLOTS = 6;

export function mount(root, ctx) {
  const T = (key, args) => ctx.t(`${NS}view.${key}`, args);
  const lang = ctx.lang;

  let snap = null;
  let obs = null;
  let me = null; // snapshot.viewer
  let acts = []; // snapshot.actions
  let ref = null;
  let cards = new Map(); // key -> reference card
  let effects = new Map(); // effect key -> {name}
  let byNumber = new Map(); // card number -> reference card
  let pending = false;
  let destroyed = false;
  let lastViewer;
  let drag = null;
  let focusKey = null; // data-focus of the element to focus again after a render
  // the replay of the last Match Phase
  // (held: the Match Phase just played is being replayed; the log lines naming its results wait)
  let rp = { sig: "", match: 0, index: 0, timer: null, playing: false, hold: false, held: false };
  let firstRender = true;

  const style = useStylesheet(new URL("./view.css", import.meta.url));
  const refLoaded = Promise.resolve(ctx.reference ? ctx.reference() : null)
    .then((r) => {
      ref = r || null;
      cards = new Map((r?.cards || []).map((c) => [c.key, c]));
      effects = new Map((r?.effects || []).map((e) => [e.key, e]));
      byNumber = new Map((r?.cards || []).map((c) => [c.no, c]));
      if (!destroyed && snap) renderAll();
      return ref;
    })
    .catch(() => null);

  // ---- helpers --------------------------------------------------------------------------
  const put = (el, ...kids) => el.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined && k !== false));
  const L = (o) => (o ? o[lang] ?? o.en ?? "" : "");
  const card = (key) => cards.get(key) || null;
  const cname = (key) => L(card(key)?.name) || key;
  const setName = (s) => L((ref?.sets || []).find((x) => x.key === s)?.name) || s;
  const parkName = (k) => L(ref?.parks?.[k]?.name) || T("park_n", { n: k + 1 });
  const parkLabel = (k) => `${PARK_MARK[k] || "●"} ${parkName(k)}`;
  const isNpc = (team) => obs && obs.npc !== null && obs.npc !== undefined && team === obs.npc;
  const name = (team) => {
    if (isNpc(team)) return T("robot", { level: obs.npc_level ?? "" });
    return ctx.seats?.[team]?.name || ctx.t("core.player", { n: team + 1 });
  };
  const locked = () => pending || !!snap?.busy;
  const withVerb = (verb) => acts.filter((a) => a.verb === verb);
  const argOf = (a, kind) => (a?.args || []).find((x) => x.kind === kind)?.value;
  const actFor = (verb, key) => acts.find((a) => a.verb === verb && (key === undefined || argOf(a, "card") === key || argOf(a, "level") === key)) || null;
  const you = () => obs?.you || null;
  const counts = (keys) => {
    const m = new Map();
    for (const k of keys || []) m.set(k, (m.get(k) || 0) + 1);
    return m;
  };

  async function play(action, focus = null) {
    if (!action || locked()) return;
    pending = true;
    focusKey = focus;
    renderDeckPhase();
    try {
      await ctx.act(action.text);
    } finally {
      pending = false;
      if (!destroyed && snap) renderAll();
    }
  }

  /** A card's effect in words: "keyword: effect", or "No effect." */
  function effectText(key) {
    const c = card(key);
    if (!c) return "";
    const kw = !c.keyword ? "" : c.keyword === "reveal" ? T("card.on_reveal") : L((ref?.keywords || []).find((k) => k.key === c.keyword)?.name);
    return `${kw ? kw + ": " : ""}${L(c.effect) || T("card.no_effect")}`;
  }

  /**
   * A card face. opts: power (current power shown instead of the base), size "xs"|"s"|"m", tag
   * ("button" when a click plays an action), extra class, label prefix, info (a click shows the
   * effect: the default for a face that plays nothing). Every face tells its effect: in its label
   * (screen readers), in the tip on keyboard focus, on a tap of an info face, and in words on the
   * display's large cards (a tap there picks).
   */
  function cardEl(key, opts = {}) {
    const c = card(key);
    const { size = "s", power = null, cls = "", prefix = "" } = opts;
    const info = opts.info ?? (opts.tag || "div") === "div";
    const base = c?.power ?? "?";
    const shown = power === null || power === undefined ? base : power;
    const effect = effectText(key);
    const label = [prefix, cname(key), T("card.power", { n: shown }), c ? setName(c.set) : "", c ? T("card.level", { level: c.level }) : ""]
      .filter(Boolean).join(", ") + (effect ? ` — ${effect}` : "");
    const changed = shown !== base;
    const bits = [
      h("span", { class: "cg-power", "aria-hidden": "true" }, String(shown), changed ? h("small", { class: "cg-base", text: `(${base})` }) : null),
      h("span", { class: "cg-name", "aria-hidden": "true", text: cname(key) }),
      size !== "xs" ? h("span", { class: "cg-set", "aria-hidden": "true", text: c ? setName(c.set) : "" }) : null,
      size === "m" && !info && effect ? h("span", { class: "cg-eff", "aria-hidden": "true", text: effect }) : null,
      h("span", { class: "cg-level", "aria-hidden": "true", text: c?.level || "" }),
    ];
    // the button is named by its drawn face (viewkit face): one image that says the card and its effect
    const el = h("button", {
      type: "button",
      class: `cg-card cg-card-${size} cg-set-${c?.set || "none"}${changed ? " cg-changed" : ""}${info ? " cg-card-info" : ""}${cls ? " " + cls : ""}`,
      dataset: { key },
      title: c ? `${cname(key)} — ${effect}` : cname(key),
      "aria-expanded": info ? "false" : null,
      "aria-controls": info ? "cg-tip" : null,
    }, drawnFace(label, bits));
    el.addEventListener("focus", () => { if (el.matches(":focus-visible")) tip.show(el); });
    el.addEventListener("blur", () => { if (el.isConnected) tip.hide(el); }); // (not when a render replaced it)
    if (info) el.addEventListener("click", () => { if (!dragJustEnded()) (tip.anchor === el ? tip.hide() : tip.show(el)); });
    return el;
  }

  /** The one card tip: the effect of the card that has the keyboard focus or was tapped (a disclosure of its face). */
  const tip = {
    el: h("div", { class: "cg-tip", id: "cg-tip", hidden: true }),
    anchor: null,
    // only an info face is a disclosure (aria-controls): it says whether the tip is open
    expand(anchor, open) {
      if (anchor?.hasAttribute("aria-controls")) anchor.setAttribute("aria-expanded", String(open));
    },
    show(anchor) {
      if (this.anchor !== anchor) this.expand(this.anchor, false);
      this.anchor = anchor;
      this.expand(anchor, true);
      const key = anchor.dataset.key;
      put(this.el, h("strong", { text: cname(key) }), " ", effectText(key));
      this.el.hidden = false;
      this.place();
    },
    hide(only = null) {
      if (only && only !== this.anchor) return;
      this.expand(this.anchor, false);
      this.anchor = null;
      this.el.hidden = true;
    },
    /** Under the card, inside the view; after a render, on the same card drawn anew (or gone). */
    place() {
      let a = this.anchor;
      if (!a) return;
      if (!a.isConnected) {
        const section = a.closest("section")?.id;
        a = (section && view.querySelector(`#${section} .cg-card[data-key="${CSS.escape(a.dataset.key)}"]`)) || null;
        if (!a) { this.hide(); return; }
        this.anchor = a;
        this.expand(a, true);
      }
      const box = a.getBoundingClientRect();
      const frame = view.getBoundingClientRect();
      const width = Math.min(this.el.offsetWidth || 240, frame.width);
      this.el.style.top = `${box.bottom - frame.top + 4}px`;
      this.el.style.left = `${Math.max(0, Math.min(box.left - frame.left, frame.width - width))}px`;
    },
  };

  // ---- skeleton -------------------------------------------------------------------------
  const statusEl = h("div", { class: "cg-status", id: "cg-status" });
  const helpBtn = h("button", { type: "button", class: "button button-quiet cg-help-btn", id: "cg-help-btn", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => help.open() },
    h("span", { "aria-hidden": "true", text: "?" }), h("span", { class: "cg-help-label", text: T("help.short") }));
  const top = h("div", { class: "cg-top" }, statusEl, helpBtn);
  const promptEl = h("p", { class: "cg-prompt", id: "cg-prompt" });
  const resultsEl = h("section", { class: "cg-results", id: "cg-results", hidden: true, "aria-labelledby": "cg-results-title" });
  const deckEl = h("section", { class: "cg-deckphase", id: "cg-deckphase", hidden: true, "aria-labelledby": "cg-deckphase-title" });
  const mydeckEl = h("section", { class: "cg-mydeck", id: "cg-mydeck", hidden: true, "aria-labelledby": "cg-mydeck-title" });
  const matchEl = h("section", { class: "cg-match", id: "cg-match", hidden: true, "aria-labelledby": "cg-match-title" });
  // While a pointer is down on the match, the replay waits: each step draws the panel anew,
  // and a press and release on two different drawings of a button is no click at all.
  const releaseReplay = () => setTimeout(() => { rp.hold = false; }, 0);
  matchEl.addEventListener("pointerdown", () => { rp.hold = true; });
  window.addEventListener("pointerup", releaseReplay);
  window.addEventListener("pointercancel", releaseReplay);
  const teamsEl = h("section", { class: "cg-teams", id: "cg-teams", "aria-labelledby": "cg-teams-title" });
  const planEl = h("section", { class: "cg-plan", id: "cg-plan", "aria-labelledby": "cg-plan-title" });
  // an embed (e.g. a wiki page stepping through one match) shows the match first
  const mainCol = h("div", { class: "cg-main" }, ctx.embed ? [matchEl, deckEl, mydeckEl] : [deckEl, mydeckEl, matchEl]);
  const sideCol = h("div", { class: "cg-side" }, teamsEl, planEl);
  const body = h("div", { class: "cg-body" }, mainCol, sideCol);
  const view = h("div", { class: `cg${ctx.embed ? " cg-embed" : ""}`, lang }, top, promptEl, resultsEl, body);
  root.append(view);
  view.append(tip.el);
  // a tap anywhere else, or Escape, closes the card tip
  const closeTip = (e) => { if (tip.anchor && !(e.target instanceof Element && (e.target.closest(".cg-card-info") || tip.el.contains(e.target)))) tip.hide(); };
  const tipKey = (e) => { if (e.key === "Escape" && tip.anchor) { const a = tip.anchor; tip.hide(); if (a.isConnected) a.focus({ preventScroll: true }); } };
  document.addEventListener("pointerdown", closeTip);
  view.addEventListener("keydown", tipKey);
  const live = announcer(view, { politeness: "polite" });
  // while a finger drags a card, the page must not scroll under it
  const noScroll = (e) => { if (drag?.armed) e.preventDefault(); };
  view.addEventListener("touchmove", noScroll, { passive: false });
  const help = helpDialog(view, ctx, {
    id: "cg-help",
    title: T("help.title"),
    closeLabel: T("help.close"),
    loading: T("help.loading"),
    body: () => refLoaded.then(() => helpBody()),
    onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("cg-help");

  // ---- status line ----------------------------------------------------------------------
  function renderStatus() {
    const item = (key, value, id) => h("div", { class: `cg-stat cg-stat-${key}`, id }, h("span", { class: "cg-stat-k", text: T(`status.${key}`) }), h("span", { class: "cg-stat-v", text: value }));
    const round = obs.round > 7 ? T("status.final_round") : T("status.round_of", { round: obs.round, rounds: 7 });
    const phase = T(`phase.${obs.phase}`);
    const parts = [item("round", round, "cg-round"), item("phase", phase, "cg-phase")];
    if (obs.offers?.length && obs.phase === "deck") parts.push(item("offer", obs.offers.map(offerText).join(T("or")), "cg-offers"));
    if (obs.npc !== null && obs.npc !== undefined) parts.push(item("npc", T("status.npc_level", { level: obs.npc_level }), "cg-npc"));
    put(statusEl, parts);
  }

  const offerText = (o) => T("offer", { level: o.level, n: o.picks });

  function renderPrompt() {
    const y = you();
    let text = "";
    if (obs.phase === "over") text = T("prompt.over");
    else if (!y) text = T("prompt.spectator");
    else if (y.step === "offer") text = T("prompt.offer");
    else if (y.step === "pick") text = T("prompt.pick", { n: y.picks_left });
    else if (y.step === "duplicate") text = T("prompt.duplicate");
    else if (y.step === "remove") text = obs.phase === "final_deck" ? T("prompt.remove_final") : T("prompt.remove");
    else if (y.step === "wait") {
      const waiting = (obs.seats || []).filter((s) => !s.npc && s.step && s.step !== "wait").map((s) => name(s.seat));
      text = waiting.length ? T("prompt.wait", { names: waiting.join(T("list_sep")) }) : T("prompt.wait_none");
    }
    const m = obs.matches?.[rp.match];
    const jump = m && !ctx.embed && acts.length > 0
      ? h("button", { type: "button", class: "button button-quiet cg-jump", id: "cg-jump", onclick: () => { matchEl.scrollIntoView({ block: "start", behavior: "smooth" }); matchEl.querySelector("#cg-forward, #cg-back")?.focus({ preventScroll: true }); } },
        m.round > 7 ? T("prompt.see_final") : T("prompt.see_match", { round: m.round }), h("span", { "aria-hidden": "true", text: " ↓" }))
      : null;
    if (text || jump) put(promptEl, h("span", { text }), jump ? " " : null, jump);
    else put(promptEl);
    promptEl.classList.toggle("cg-prompt-go", acts.length > 0);
  }

  // ---- the Deck Phase ----------------------------------------------------------------------
  function renderDeckPhase() {
    const y = you();
    const active = y && (obs.phase === "deck" || obs.phase === "final_deck") && y.step && y.step !== "wait";
    deckEl.hidden = !active;
    if (!active) { put(deckEl); return; }
    const parts = [h("h2", { class: "cg-h", id: "cg-deckphase-title", text: obs.phase === "final_deck" ? T("deck.final_title") : T("deck.title", { round: obs.round }) })];
    const meta = [];
    if (y.offer) meta.push(h("span", { class: "cg-chip", id: "cg-my-offer", text: offerText(y.offer) }));
    if (y.step === "pick" || y.step === "duplicate") meta.push(h("span", { class: "cg-chip", id: "cg-picks-left", text: T("deck.picks_left", { n: y.picks_left }) }));
    // the redraw: left while it may be used, "used" only once it was (a removal step after none says nothing)
    const redrawn = (obs.seats || []).find((x) => x.seat === me)?.redrawn;
    const redrawWord = y.can_redraw ? T("deck.redraw_left") : redrawn ? T("deck.redraw_used") : "";
    if (y.offer && redrawWord) meta.push(h("span", { class: "cg-chip", id: "cg-redraw-state", text: redrawWord }));
    if (meta.length) parts.push(h("div", { class: "cg-meta" }, meta));

    if (y.step === "offer") {
      parts.push(h("div", { class: "cg-offer-row", role: "group", "aria-label": T("deck.offer_group") },
        withVerb("offer").map((a) => {
          const level = argOf(a, "level");
          const o = (y.offers || obs.offers || []).find((x) => x.level === level);
          return h("button", { type: "button", class: "button button-large cg-offer-btn", id: `cg-offer-${level}`, disabled: locked(), "aria-keyshortcuts": level, onclick: () => play(a) },
            h("span", { class: "cg-offer-level", text: level }), " ", o ? offerText(o) : level, h("kbd", { "aria-hidden": "true", text: level }));
        })));
      parts.push(h("p", { class: "cg-small", text: T("deck.offer_help") }));
    }

    if (y.step === "pick" || y.step === "duplicate") {
      const display = y.display || [];
      const cardsEls = display.map((key, i) => {
        const a = y.step === "pick" ? actFor("pick", key) : null;
        const b = cardEl(key, { size: "m", tag: "button", prefix: T("deck.pick_label", { i: i + 1 }) });
        b.classList.add("cg-display-card");
        b.dataset.i = String(i);
        b.dataset.focus = `display-${i}`;
        b.disabled = !a || locked();
        b.setAttribute("aria-keyshortcuts", String(i + 1));
        b.addEventListener("click", (e) => {
          if (dragJustEnded()) { e.preventDefault(); return; }
          play(a, `display-${Math.min(i, display.length - 2)}`);
        });
        if (a) b.addEventListener("pointerdown", (e) => startDrag(e, b, { kind: "pick", action: a }));
        b.addEventListener("keydown", (e) => arrowNav(e, ".cg-display-card"));
        return h("li", { class: "cg-display-li" }, b, h("span", { class: "cg-num", "aria-hidden": "true", text: String(i + 1) }));
      });
      parts.push(h("div", { class: "cg-display-box" },
        h("h3", { class: "cg-h3", id: "cg-display-title", text: T("deck.display", { n: display.length }) }),
        h("ol", { class: "cg-display", id: "cg-display", "aria-labelledby": "cg-display-title" }, cardsEls)));
      const redraw = actFor("redraw");
      const bar = [];
      if (y.step === "pick") {
        bar.push(h("button", { type: "button", class: "button cg-redraw", id: "cg-redraw", disabled: !redraw || locked(), "aria-keyshortcuts": "R", onclick: () => play(redraw, "redraw") },
          h("span", { "aria-hidden": "true", text: "⟲ " }), T("deck.redraw", { n: display.length }), h("kbd", { "aria-hidden": "true", text: "R" })));
        bar.push(h("span", { class: "cg-small", text: T("deck.pick_help") }));
      }
      if (y.step === "duplicate") {
        parts.push(h("div", { class: "cg-dup", id: "cg-dup", role: "group", "aria-label": T("deck.duplicate") },
          h("p", { class: "cg-small", text: T("deck.duplicate_help") }),
          withVerb("duplicate").map((a, i) => {
            const key = argOf(a, "card");
            const b = cardEl(key, { size: "s", tag: "button", prefix: T("deck.duplicate") });
            b.classList.add("cg-dup-card");
            b.disabled = locked();
            b.addEventListener("click", () => play(a));
            b.setAttribute("aria-keyshortcuts", String(i + 1));
            return b;
          })));
      }
      if (bar.length) parts.push(h("div", { class: "cg-bar" }, bar));
    }

    if (y.step === "remove") {
      const done = actFor("done");
      parts.push(h("p", { class: "cg-small", text: T("deck.remove_help") }));
      if (y.picked?.length) parts.push(h("p", { class: "cg-small", id: "cg-picked" }, h("strong", { text: T("deck.picked_now") + " " }), y.picked.map(cname).join(T("list_sep"))));
      if (y.removed?.length) parts.push(h("p", { class: "cg-small", id: "cg-removed" }, h("strong", { text: T("deck.removed_now") + " " }), y.removed.map(cname).join(T("list_sep"))));
      parts.push(h("div", { class: "cg-bar" },
        h("div", { class: "cg-bin", id: "cg-bin", dataset: { drop: "remove" }, "aria-hidden": "true" }, h("span", { text: "✕ " }), T("deck.bin")),
        h("button", { type: "button", class: "button button-primary cg-done", id: "cg-done", disabled: !done || locked(), "aria-keyshortcuts": "D", onclick: () => play(done) },
          h("span", { "aria-hidden": "true", text: "✓ " }), T("deck.done", { n: (y.deck || []).length }), h("kbd", { "aria-hidden": "true", text: "D" }))));
    }
    put(deckEl, parts);
    restoreFocus(deckEl);
  }

  function arrowNav(e, selector) {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const all = [...view.querySelectorAll(selector)];
    const i = all.indexOf(e.currentTarget);
    const next = all[i + (e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : -1)];
    if (next) { e.preventDefault(); next.focus(); }
  }

  function restoreFocus(scope) {
    if (!focusKey || pending) return;
    const el = scope.querySelector(`[data-focus="${focusKey}"]`) || (focusKey.startsWith("display-") ? scope.querySelector(".cg-display-card:enabled") : null)
      || (focusKey.startsWith("deck-") ? view.querySelector(".cg-remove:enabled") : null);
    if (el && !el.disabled) { el.focus({ preventScroll: true }); focusKey = null; }
  }

  // ---- the viewer's deck list -----------------------------------------------------------
  function renderMyDeck() {
    const y = you();
    mydeckEl.hidden = !y;
    if (!y) { put(mydeckEl); return; }
    const removing = y.step === "remove";
    const dropPick = y.step === "pick";
    const groups = [...counts(y.deck)];
    const rows = groups.map(([key, n]) => {
      const a = removing ? actFor("remove", key) : null;
      const face = cardEl(key, { size: "s", info: true, cls: "cg-deck-card" });
      if (a) {
        face.disabled = locked();
        face.dataset.focus = `deckcard-${key}`;
        // a click shows the effect; Delete (or a drag to the bin, or the − button) removes
        face.setAttribute("aria-keyshortcuts", "Delete");
        face.addEventListener("click", (e) => { if (dragJustEnded()) e.preventDefault(); });
        face.addEventListener("pointerdown", (e) => startDrag(e, face, { kind: "remove", action: a }));
        face.addEventListener("keydown", (e) => {
          if (e.key === "Delete" || e.key === "Backspace") { e.preventDefault(); play(a, `deck-${key}`); }
          else arrowNav(e, ".cg-deck-card");
        });
      }
      return h("li", { class: "cg-deck-row", dataset: { key } },
        face,
        h("span", { class: "cg-count", text: `×${n}` }),
        a ? h("button", { type: "button", class: "button button-quiet cg-remove", dataset: { key, focus: `deck-${key}` }, disabled: locked(), "aria-label": T("deck.remove_one", { card: cname(key) }), onclick: () => play(a, `deck-${key}`) },
          h("span", { "aria-hidden": "true", text: "−" }), " ", T("deck.remove")) : null);
    });
    put(mydeckEl,
      h("h2", { class: "cg-h", id: "cg-mydeck-title" }, T("deck.mine", { n: (y.deck || []).length }), h("span", { class: "cg-small cg-private", text: " " + T("deck.private") })),
      h("ul", { class: `cg-deck-list${dropPick ? " cg-drop-pick" : ""}`, id: "cg-deck-list", dataset: dropPick ? { drop: "pick" } : {} }, rows),
      dropPick ? h("p", { class: "cg-small cg-drop-hint", text: T("deck.drop_hint") }) : null);
    restoreFocus(mydeckEl);
  }

  // ---- drag and drop -------------------------------------------------------------------------
  function dragJustEnded() {
    return drag?.moved || Date.now() - (dragEndedAt || 0) < 60;
  }
  let dragEndedAt = 0;

  // a finger drags after holding the card still for a moment (a quick swipe scrolls the page);
  // a mouse or pen drags at once
  function startDrag(e, el, what) {
    if (locked() || e.button > 0) return;
    if (drag) endDrag();
    const touch = e.pointerType === "touch";
    drag = { el, what, x: e.clientX, y: e.clientY, moved: false, ghost: null, over: null, armed: !touch, timer: null };
    if (touch) {
      const mine = drag;
      drag.timer = setTimeout(() => {
        if (drag === mine && !mine.moved) { mine.armed = true; el.classList.add("cg-armed"); }
      }, HOLD_MS);
    }
    el.setPointerCapture?.(e.pointerId);
    el.addEventListener("pointermove", onDragMove);
    el.addEventListener("pointerup", onDragEnd);
    el.addEventListener("pointercancel", onDragCancel);
  }

  function dropTarget(x, y) {
    const t = document.elementFromPoint(x, y)?.closest?.("[data-drop]");
    return t && view.contains(t) && t.dataset.drop === drag?.what.kind ? t : null;
  }

  function onDragMove(e) {
    if (!drag) return;
    if (!drag.moved) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_PX) return;
      if (!drag.armed) { endDrag(); drag = null; return; } // a swipe: the page scrolls
      drag.moved = true;
      drag.ghost = h("div", { class: "cg-ghost", "aria-hidden": "true" }, cardEl(drag.el.dataset.key, { size: "s", info: false }));
      document.body.append(drag.ghost);
      view.classList.add(`cg-dragging-${drag.what.kind}`);
    }
    e.preventDefault();
    drag.ghost.style.transform = `translate(${e.clientX + 6}px, ${e.clientY + 6}px)`;
    const t = dropTarget(e.clientX, e.clientY);
    if (t !== drag.over) {
      drag.over?.classList.remove("cg-over");
      t?.classList.add("cg-over");
      drag.over = t;
    }
  }

  function endDrag() {
    if (!drag) return;
    clearTimeout(drag.timer);
    drag.el.classList.remove("cg-armed");
    drag.el.removeEventListener("pointermove", onDragMove);
    drag.el.removeEventListener("pointerup", onDragEnd);
    drag.el.removeEventListener("pointercancel", onDragCancel);
    drag.ghost?.remove();
    drag.over?.classList.remove("cg-over");
    view.classList.remove("cg-dragging-pick", "cg-dragging-remove");
    if (drag.moved) dragEndedAt = Date.now();
  }

  function onDragEnd(e) {
    if (!drag) return;
    const { moved, what } = drag;
    const t = moved ? dropTarget(e.clientX, e.clientY) : null;
    endDrag();
    drag = null;
    if (t) play(what.action);
  }

  function onDragCancel() {
    endDrag();
    drag = null;
  }

  // ---- teams ------------------------------------------------------------------------------
  function trophyEl(t) {
    const hidden = t.fans === null || t.fans === undefined;
    const label = hidden ? T("trophy.hidden", { round: t.round, park: parkName(t.park) }) : T("trophy.known", { round: t.round, park: parkName(t.park), fans: t.fans });
    return h("span", { class: `cg-trophy${hidden ? " cg-trophy-down" : ""}`, role: "img", "aria-label": label, title: label },
      h("span", { class: "cg-trophy-r", "aria-hidden": "true", text: `R${t.round}` }),
      h("span", { class: "cg-trophy-v", "aria-hidden": "true", text: hidden ? "?" : String(t.fans) }));
  }

  function stepWord(s) {
    if (s.npc) return T("team.npc_step");
    if (!s.step) return "";
    return T(`team.step_${s.step}`);
  }

  function renderTeams() {
    const rows = (obs.seats || []).map((s) => {
      const mine = s.seat === me;
      return h("li", { class: `cg-team${mine ? " cg-team-me" : ""}${s.finalist ? " cg-team-finalist" : ""}`, dataset: { seat: String(s.seat) } },
        h("div", { class: "cg-team-head" },
          h("span", { class: "cg-team-name", text: name(s.seat) }),
          mine ? h("span", { class: "cg-you", text: T("team.you") }) : null,
          s.npc ? h("span", { class: "cg-tag", text: T("team.npc") }) : null,
          s.finalist ? h("span", { class: "cg-tag cg-tag-final", text: "★ " + T("team.finalist") }) : null),
        h("dl", { class: "cg-team-facts" },
          h("div", {}, h("dt", { text: T("team.fans") }), h("dd", { class: "cg-fans", text: s.total !== null && s.total !== undefined ? T("team.fans_total", { n: s.fans, total: s.total }) : String(s.fans) })),
          h("div", {}, h("dt", { text: T("team.deck") }), h("dd", { class: "cg-decksize", text: T("team.cards", { n: s.deck }) })),
          obs.phase !== "over" && !s.npc ? h("div", {}, h("dt", { text: T("team.step") }), h("dd", { class: "cg-step-word", text: [stepWord(s), s.offer ? `(${offerText(s.offer)})` : "", s.step === "pick" && !mine ? T("team.display_n", { n: s.display }) : ""].filter(Boolean).join(" ") })) : null),
        h("div", { class: "cg-trophies", "aria-label": T("team.trophies", { n: s.trophies.length }) },
          h("span", { class: "cg-small", text: T("team.trophies", { n: s.trophies.length }) + " " }),
          s.trophies.map(trophyEl)));
    });
    put(teamsEl, h("h2", { class: "cg-h", id: "cg-teams-title", text: T("teams.title") }), h("ul", { class: "cg-team-list", id: "cg-team-list" }, rows));
  }

  // ---- the tournament plan -----------------------------------------------------------------
  function renderPlan() {
    const sched = obs.schedule || [];
    const hist = obs.history || [];
    const nowR = obs.phase === "over" || obs.round > 7 ? null : obs.round;
    const focus = Number.isInteger(me) ? me : null;
    const summary = [];
    if (nowR && focus !== null) {
      for (const [label, r] of [["plan.this_round", nowR], ["plan.next_round", nowR + 1]]) {
        if (r > 7) continue;
        const park = (sched[r - 1] || []).findIndex((pair) => pair.includes(focus));
        if (park < 0) continue;
        const opp = sched[r - 1][park].find((t) => t !== focus);
        summary.push(h("p", { class: "cg-plan-you", id: label === "plan.this_round" ? "cg-plan-now" : "cg-plan-next" },
          h("strong", { text: T(label, { round: r }) + " " }), T("plan.you_meet", { name: name(opp), park: parkLabel(park) })));
      }
    }
    const head = h("tr", {}, h("th", { scope: "col", text: T("plan.round") }),
      Array.from({ length: obs.parks || 1 }, (_, k) => h("th", { scope: "col", class: `cg-park cg-park-${k}`, text: parkLabel(k) })));
    const rows = sched.map((pairs, i) => {
      const r = i + 1;
      const tag = r === nowR ? T("plan.now") : nowR && r === nowR + 1 ? T("plan.next") : "";
      return h("tr", { class: `${r === nowR ? "cg-now" : ""}${nowR && r === nowR + 1 ? " cg-next" : ""}`, dataset: { round: String(r) } },
        h("th", { scope: "row" }, String(r), tag ? h("span", { class: "cg-plan-tag", text: ` ${tag}` }) : null),
        pairs.map((pair, k) => {
          const done = hist.find((m) => m.round === r && m.park === k);
          const involved = focus !== null && pair.includes(focus);
          return h("td", { class: involved ? "cg-mine" : "" },
            pair.map((t, j) => [j ? h("span", { class: "cg-vs", text: ` ${T("plan.vs")} ` }) : null,
              h("span", { class: `cg-pair${done && done.winner === t ? " cg-winner" : ""}`, text: (done && done.winner === t ? "✓ " : "") + name(t) })]));
        }));
    });
    const final = hist.find((m) => m.round === 8);
    put(planEl,
      h("h2", { class: "cg-h", id: "cg-plan-title", text: T("plan.title") }),
      summary,
      h("div", { class: "cg-scroll" }, h("table", { class: "cg-grid cg-plan-table", id: "cg-plan-table" }, h("thead", {}, head), h("tbody", {}, rows))),
      h("p", { class: "cg-small", text: T("plan.legend") }),
      final ? h("p", { class: "cg-plan-final", text: T("plan.final", { a: name(final.teams[0]), b: name(final.teams[1]), winner: name(final.winner) }) }) : null);
  }

  // ---- the Match Phase, step by step --------------------------------------------------------
  function matchesSig() {
    return JSON.stringify((obs.matches || []).map((m) => [m.round, m.park, m.teams, m.steps.length]));
  }

  function defaultMatch() {
    const ms = obs.matches || [];
    const i = Number.isInteger(me) ? ms.findIndex((m) => m.teams.includes(me)) : -1;
    return i >= 0 ? i : 0;
  }

  function syncReplay() {
    const sig = matchesSig();
    if (sig === rp.sig) return;
    const fresh = rp.sig !== "" || !firstRender;
    rp.sig = sig;
    stopReplay();
    rp.match = defaultMatch();
    const m = obs.matches?.[rp.match];
    if (!m) { rp.index = 0; return; }
    // a Match Phase just played is shown from its start at the bot pace; an opened game shows the ends
    if (fresh && !ctx.embed && ctx.pace?.() > 0) {
      rp.index = 0;
      rp.held = true;
      startReplay();
    } else if (ctx.embed) {
      rp.index = 0;
    } else {
      rp.index = m.steps.length - 1;
    }
  }

  const RESULT_KEYS = new Set(["match", "trophy", "trophy_fans", "trophy_gone", "lead", "won", "tie"].map((k) => NS + k));

  /** [from, to) of observation.log: the last Match Phase's lines that name its results. */
  function resultLines() {
    const log = obs.log || [];
    let to = log.length;
    while (to > 0 && !RESULT_KEYS.has(log[to - 1]?.key)) to--;
    let from = to;
    while (from > 0 && RESULT_KEYS.has(log[from - 1]?.key)) from--;
    return [from, to];
  }

  /** The shell's log (and Game-over card) wait until the replay of the Match Phase just played has reached its end. */
  function syncHold() {
    const m = obs.matches?.[rp.match];
    if (rp.held && (!m || rp.index >= m.steps.length - 1)) {
      rp.held = false;
      renderResults();
    }
    if (rp.held) ctx.holdLog?.(...resultLines());
    else ctx.holdLog?.();
  }

  function startReplay() {
    stopReplay();
    const m = obs.matches?.[rp.match];
    if (!m) return;
    if (rp.index >= m.steps.length - 1) rp.index = 0;
    rp.playing = true;
    const ms = Math.max(120, ctx.pace?.() || 600);
    rp.timer = setInterval(() => {
      const mm = obs?.matches?.[rp.match];
      if (destroyed || !mm) { stopReplay(); return; }
      // held while a pointer is down on the match, or while one of its cards has the focus (its effect is read)
      const focused = document.activeElement;
      if (rp.hold || (focused?.classList.contains("cg-card") && matchEl.contains(focused))) return;
      if (rp.index >= mm.steps.length - 1) { stopReplay(); renderMatch(); return; }
      rp.index += 1;
      renderMatch();
    }, ms);
  }

  function stopReplay() {
    if (rp.timer) clearInterval(rp.timer);
    rp.timer = null;
    rp.playing = false;
  }

  function goStep(i) {
    const m = obs.matches?.[rp.match];
    if (!m) return;
    stopReplay();
    rp.index = Math.max(0, Math.min(m.steps.length - 1, i));
    renderMatch();
    const line = matchEl.querySelector(".cg-step-on");
    const box = line?.closest(".cg-steps-scroll");
    if (box) box.scrollTop = Math.max(0, line.offsetTop - box.offsetTop - box.clientHeight / 2);
  }

  /** The table after steps 0..upto of match m (applying the rules' deltas; nothing is computed). */
  function replayState(m, upto) {
    const [a, b] = m.teams;
    const side = (team) => ({ team, deck: 0, bench: Array.from({ length: SLOTS }, () => []), exhaust: [], fans: 0 });
    const st = { sides: { [a]: side(a), [b]: side(b) }, holder: null, flag: [], attacker: null, attack: [], attackTotal: null, defence: null, winner: null, reason: null, captured: false, last: null };
    const other = (t) => (t === a ? b : a);
    for (let i = 0; i <= upto && i < m.steps.length; i++) {
      const s = m.steps[i];
      st.last = s;
      st.captured = false;
      const sd = st.sides[s.team];
      switch (s.kind) {
        case "start":
          st.sides[a].deck = s.decks?.[0] ?? 0;
          st.sides[b].deck = s.decks?.[1] ?? 0;
          st.holder = s.holder;
          st.attacker = s.attacker;
          break;
        case "reveal":
          if (sd) sd.deck = Math.max(0, sd.deck - 1);
          if (s.role === "flag") { st.holder = s.team; st.flag = [{ key: s.card, power: s.power }]; st.attacker = other(s.team); }
          else { st.attacker = s.team; st.attack.push({ key: s.card, power: s.power }); }
          break;
        case "effect": {
          // the rules name the card whose power changed (target, else the effect's card) and its new power
          if (s.power !== undefined && s.power !== null) {
            const key = s.target || s.card;
            const subject = s.subject ?? s.team;
            const pool = subject === st.holder ? [...st.attack, ...st.flag] : [...st.flag, ...st.attack];
            const mineFirst = subject === st.attacker ? st.attack : st.flag;
            const hit = [...mineFirst].reverse().find((c) => c.key === key) || [...pool].reverse().find((c) => c.key === key);
            if (hit) hit.power = s.power;
          }
          break;
        }
        case "capture":
          st.captured = true;
          break;
        case "bench": {
          const owner = s.owner ?? s.team;
          if (s.from === "flag") {
            const j = st.flag.findIndex((c) => c.key === s.card);
            if (j >= 0) st.flag.splice(j, 1);
          } else if (st.sides[owner]) {
            st.sides[owner].deck = Math.max(0, st.sides[owner].deck - 1);
          }
          if (sd && s.slot >= 0 && s.slot < SLOTS) sd.bench[s.slot].push({ key: s.card, owner });
          break;
        }
        case "unbench": {
          const slot = sd?.bench[s.slot];
          if (slot) {
            const j = slot.map((c) => c.key).lastIndexOf(s.card);
            if (j >= 0) slot.splice(j, 1);
          }
          if (s.to === "exhaust") sd?.exhaust.push(s.card);
          else if (s.to === "attack") st.attack.splice(Number.isInteger(s.index) ? s.index : Math.max(0, st.attack.length - 1), 0, { key: s.card, power: s.power ?? card(s.card)?.power ?? null, raised: true });
          break;
        }
        case "exhaust": {
          const j = st.flag.findIndex((c) => c.key === s.card);
          if (j >= 0) st.flag.splice(j, 1);
          sd?.exhaust.push(s.card);
          break;
        }
        case "bottom": {
          const j = st.flag.findIndex((c) => c.key === s.card);
          if (j >= 0) st.flag.splice(j, 1);
          if (sd) sd.deck += 1;
          break;
        }
        case "flag": {
          // the flag moves: this team's attack (or first card) becomes its flag stack
          const byKey = new Map();
          for (const c of [...st.attack, ...st.flag]) byKey.set(c.key, [...(byKey.get(c.key) || []), c]);
          st.flag = (s.stack || [s.card]).map((k) => (byKey.get(k)?.shift()) || { key: k, power: card(k)?.power ?? null });
          if (st.holder !== s.team) { st.attacker = st.holder; st.holder = s.team; }
          st.attack = [];
          break;
        }
        case "fans":
          if (sd) sd.fans += s.value || 0;
          break;
        case "end":
          st.winner = s.winner;
          st.reason = s.reason;
          break;
        default:
          break;
      }
      // the rules' running totals after the step (the end keeps the last ones on screen)
      if (s.kind !== "end") {
        if ("attack" in s) st.attackTotal = s.attack;
        if ("defence" in s) st.defence = s.defence;
      }
    }
    return st;
  }

  function stepText(s) {
    const who = (t) => name(t);
    switch (s.kind) {
      case "start": return T("step.start", { holder: who(s.holder), attacker: who(s.attacker) });
      case "reveal": return T(s.role === "flag" ? "step.reveal_flag" : "step.reveal", { name: who(s.team), card: cname(s.card), power: s.power });
      case "effect": {
        // the effect is named after the card it belongs to (its number), which may differ from the card it changes
        const source = byNumber.get(s.no)?.key || s.card;
        const eff = L(effects.get(s.effect)?.name) || s.effect || "";
        const changed = s.target || (source !== s.card ? s.card : null);
        const args = { card: cname(source), no: s.no ?? card(source)?.no ?? "", effect: eff, value: typeof s.value === "number" ? (s.value < 0 ? `−${-s.value}` : String(s.value)) : s.value ?? "", target: changed ? cname(changed) : "", power: s.power ?? "" };
        // with a new power the result says it all; otherwise the effect's own number (fans, cards, X)
        const hasPower = s.power !== null && s.power !== undefined;
        let text = T(!hasPower && s.value !== null && s.value !== undefined ? "step.effect_value" : "step.effect", args);
        if (changed && s.power !== null && s.power !== undefined) text += T("sentence_sep") + T("step.effect_power", args);
        else if (changed) text += T("sentence_sep") + T("step.effect_target", args);
        else if (s.power !== null && s.power !== undefined) text += T("sentence_sep") + T("step.effect_power", { ...args, target: cname(s.card) });
        return text;
      }
      case "capture": return T("step.capture", { name: who(s.team), attack: s.attack, defence: s.defence });
      case "bench": return T(s.from === "deck" ? "step.bench_push" : "step.bench", { card: cname(s.card), name: who(s.team), slot: (s.slot ?? 0) + 1 });
      case "unbench": return T(s.to === "attack" ? "step.raise" : "step.unbench", { card: cname(s.card), name: who(s.team), slot: (s.slot ?? 0) + 1 });
      case "exhaust": return T("step.exhaust", { card: cname(s.card), name: who(s.team) });
      case "bottom": return T("step.bottom", { card: cname(s.card), name: who(s.team) });
      case "flag": return T("step.flag", { card: cname(s.card), name: who(s.team), defence: s.defence ?? "" });
      case "fans": return T(s.value < 0 ? "step.fans_lost" : "step.fans", { name: who(s.team), n: Math.abs(s.value || 0), fans: s.fans ?? "" });
      case "end": return T("step.end", { winner: who(s.winner), loser: who(s.loser), reason: T(`reason.${s.reason}`) });
      default: return s.kind;
    }
  }

  const STEP_MARK = { start: "⚑", reveal: "▶", effect: "✶", capture: "⚔", bench: "↘", unbench: "↗", exhaust: "✕", bottom: "↓", flag: "⚑", fans: "♥", end: "■" };

  function benchEl(sd, st) {
    const used = sd.bench.filter((s) => s.length).length;
    const last = st.last;
    return h("div", { class: "cg-bench", dataset: { team: String(sd.team) } },
      h("h3", { class: "cg-h4", text: T("match.bench", { n: used, max: SLOTS }) }),
      h("ol", { class: "cg-slots" }, sd.bench.map((slot, i) => {
        const top = slot[slot.length - 1];
        const hot = last && (last.kind === "bench" || last.kind === "unbench") && last.team === sd.team && last.slot === i;
        return h("li", { class: `cg-slot${slot.length ? "" : " cg-slot-empty"}${hot ? " cg-hot" : ""}`, dataset: { slot: String(i), n: String(slot.length) } },
          h("span", { class: "cg-slot-no", text: String(i + 1) }),
          slot.length
            ? [h("span", { class: "cg-slot-name", text: cname(top.key) }), h("span", { class: "cg-slot-count", text: `×${slot.length}` }),
              slot.some((c) => c.owner !== sd.team) ? h("span", { class: "cg-small", text: T("match.not_yours") }) : null]
            : h("span", { class: "cg-slot-name cg-muted", text: T("match.empty_slot") }));
      })));
  }

  function sideEl(team, st) {
    const sd = st.sides[team];
    const role = st.holder === team ? "holder" : "attacker";
    const ex = [...counts(sd.exhaust)];
    return h("section", { class: `cg-side-box cg-role-${role}${st.winner === team ? " cg-won" : ""}`, dataset: { team: String(team) }, "aria-label": name(team) },
      h("header", { class: "cg-side-head" },
        h("span", { class: "cg-side-name", text: name(team) }),
        h("span", { class: "cg-role", text: role === "holder" ? "⚑ " + T("match.holder") : "⚔ " + T("match.attacker") }),
        st.winner === team ? h("span", { class: "cg-tag cg-tag-win", text: "★ " + T("match.winner") }) : null),
      h("p", { class: "cg-small cg-side-facts" },
        T("match.deck_left", { n: sd.deck }), " · ",
        T("match.exhaust", { n: sd.exhaust.length }), ex.length ? ": " + ex.map(([k, n]) => (n > 1 ? `${cname(k)} ×${n}` : cname(k))).join(T("list_sep")) : "",
        sd.fans ? ` · ${T("match.fans_gained", { n: sd.fans })}` : ""),
      benchEl(sd, st));
  }

  function renderMatch() {
    drawMatch();
    syncHold();
    tip.place();
  }

  function drawMatch() {
    const ms = obs.matches || [];
    matchEl.hidden = !ms.length;
    if (!ms.length) { put(matchEl); return; }
    if (rp.match >= ms.length) rp.match = 0;
    const m = ms[rp.match];
    const n = m.steps.length;
    rp.index = Math.max(0, Math.min(n - 1, rp.index));
    const st = replayState(m, rp.index);
    const [a, b] = m.teams;
    const parts = [];
    const title = m.round > 7 ? T("match.title_final") : T("match.title", { round: m.round });
    parts.push(h("h2", { class: "cg-h", id: "cg-match-title" }, title, " — ", parkLabel(m.park)));
    if (ms.length > 1) {
      parts.push(h("div", { class: "cg-park-tabs", role: "group", "aria-label": T("match.choose") }, ms.map((mm, i) =>
        h("button", { type: "button", class: `button button-quiet cg-park-tab${i === rp.match ? " cg-on" : ""}`, "aria-pressed": String(i === rp.match), dataset: { park: String(mm.park) }, onclick: () => { stopReplay(); rp.match = i; rp.index = obs.matches[i].steps.length - 1; renderMatch(); } },
          `${parkLabel(mm.park)}: ${name(mm.teams[0])} ${T("plan.vs")} ${name(mm.teams[1])}`))));
    }
    // the arena: the holder's flag stack, the attack and the running power
    const flagCards = st.flag.map((c, i) => cardEl(c.key, { size: i === st.flag.length - 1 ? "m" : "xs", power: c.power, cls: i === st.flag.length - 1 ? "cg-flag-top" : "cg-under", prefix: i === st.flag.length - 1 ? T("match.flag_card") : T("match.under") }));
    const attackCards = st.attack.map((c) => cardEl(c.key, { size: "s", power: c.power, cls: c.raised ? "cg-raised" : "", prefix: c.raised ? T("match.raised") : "" }));
    const holderName = st.holder !== null ? name(st.holder) : "";
    const attackerName = st.attacker !== null ? name(st.attacker) : "";
    const cmp = st.attackTotal !== null && st.attackTotal !== undefined && st.defence !== null && st.defence !== undefined
      ? (st.attackTotal >= st.defence ? "≥" : "<") : "";
    // the flag stands on its holder's side of the arena (left team a, right team b), the attack on the other
    const arena = h("div", { class: `cg-arena ${st.holder === b ? "cg-holder-right" : "cg-holder-left"}`, id: "cg-arena" },
      h("div", { class: "cg-flag-box" },
        h("h3", { class: "cg-h3" }, h("span", { "aria-hidden": "true", text: "⚑ " }), T("match.flag_of", { name: holderName })),
        h("div", { class: "cg-flag-stack", id: "cg-flag-stack" }, flagCards.length ? flagCards : h("span", { class: "cg-muted", text: T("match.no_flag") })),
        h("p", { class: "cg-power-line", id: "cg-defence" }, T("match.defence"), " ", h("strong", { text: st.defence ?? "–" }))),
      h("div", { class: "cg-versus", id: "cg-versus", "aria-live": "off" },
        h("span", { class: "cg-total", id: "cg-attack-total", text: st.attackTotal ?? "–" }),
        h("span", { class: "cg-cmp", text: cmp || T("plan.vs") }),
        h("span", { class: "cg-total", text: st.defence ?? "–" }),
        h("span", { class: "cg-versus-label", text: cmp === "≥" ? T("match.takes") : cmp === "<" ? T("match.not_yet") : "" })),
      h("div", { class: "cg-attack-box" },
        h("h3", { class: "cg-h3" }, h("span", { "aria-hidden": "true", text: "⚔ " }), T("match.attack_of", { name: attackerName })),
        h("div", { class: "cg-attack-row", id: "cg-attack" }, attackCards.length ? attackCards : h("span", { class: "cg-muted", text: T("match.no_attack") })),
        h("p", { class: "cg-power-line", id: "cg-attack-line" }, T("match.attack"), " ", h("strong", { text: st.attackTotal ?? "–" }))));
    const cur = m.steps[rp.index];
    const caption = h("p", { class: `cg-caption cg-k-${cur.kind}`, id: "cg-caption", dataset: { kind: cur.kind } }, h("span", { class: "cg-mark", "aria-hidden": "true", text: (STEP_MARK[cur.kind] || "•") + " " }), stepText(cur));
    const btn = (id, label, text, on, dis) => h("button", { type: "button", class: "button cg-step-btn", id, "aria-label": label, title: label, disabled: dis, onclick: on }, h("span", { "aria-hidden": "true", text }));
    const controls = h("div", { class: "cg-controls", role: "group", "aria-label": T("match.steps") },
      btn("cg-first", T("match.first"), "|◀", () => goStep(0), rp.index <= 0),
      btn("cg-back", T("match.back"), "◀", () => goStep(rp.index - 1), rp.index <= 0),
      h("button", { type: "button", class: "button cg-step-btn cg-play", id: "cg-play", "aria-label": rp.playing ? T("match.pause") : T("match.play"), title: rp.playing ? T("match.pause") : T("match.play"), "aria-keyshortcuts": "P", onclick: () => { if (rp.playing) { stopReplay(); renderMatch(); } else startReplay(); } },
        h("span", { "aria-hidden": "true", text: rp.playing ? "‖" : "▶▶" })),
      btn("cg-forward", T("match.forward"), "▶", () => goStep(rp.index + 1), rp.index >= n - 1),
      btn("cg-last", T("match.last"), "▶|", () => goStep(n - 1), rp.index >= n - 1),
      h("span", { class: "cg-step-pos", id: "cg-step-pos", text: T("match.pos", { i: rp.index + 1, n }) }));
    const list = h("ol", { class: "cg-steps", id: "cg-steps" }, m.steps.map((s, i) => h("li", { class: `cg-step cg-k-${s.kind}${i === rp.index ? " cg-step-on" : ""}${i > rp.index ? " cg-step-later" : ""}`, "aria-current": i === rp.index ? "step" : null },
      h("button", { type: "button", class: "cg-step-line", onclick: () => goStep(i) }, h("span", { class: "cg-mark", "aria-hidden": "true", text: (STEP_MARK[s.kind] || "•") + " " }), stepText(s)))));
    const result = m.winner !== undefined && m.winner !== null && rp.index === n - 1
      ? h("p", { class: "cg-match-result", id: "cg-match-result" }, "★ ", T("match.result", { winner: name(m.winner), reason: T(`reason.${m.reason}`) }),
        m.trophy ? " " + (m.kept === false ? T("match.trophy_gone") : m.trophy.fans !== null && m.trophy.fans !== undefined ? T("match.trophy_fans", { n: m.trophy.fans }) : T("match.trophy_hidden")) : "")
      : null;
    parts.push(controls, caption, result,
      h("div", { class: "cg-sides" }, sideEl(a, st), arena, sideEl(b, st)),
      h("details", { class: "cg-steps-box", open: !ctx.embed ? true : null }, h("summary", { text: T("match.all_steps", { n }) }), h("div", { class: "cg-steps-scroll" }, list)));
    put(matchEl, parts);
  }

  // ---- the results -------------------------------------------------------------------------
  function renderResults() {
    const over = obs.phase === "over" && !rp.held;
    resultsEl.hidden = !over;
    if (!over) { put(resultsEl); return; }
    const result = obs.result || snap.outcome || {};
    // the winning teams as the rules give them: the seats, and the solo robot as a rival
    const winners = new Set(result.winners || []);
    if ((result.rivals || []).some((r) => r.won) && isNpc(obs.npc)) winners.add(obs.npc);
    const final = obs.final;
    const finalMatch = (obs.history || []).find((m) => m.round === 8);
    const order = [...(obs.seats || [])].sort((x, y) => {
      const wx = winners.has(x.seat) ? 1 : 0;
      const wy = winners.has(y.seat) ? 1 : 0;
      return wy - wx || (y.total ?? y.fans) - (x.total ?? x.fans) || y.trophies.length - x.trophies.length || x.seat - y.seat;
    });
    const finalWord = (s) => {
      if (!finalMatch) return T("results.no_final");
      if (!finalMatch.teams.includes(s.seat)) return "—";
      return finalMatch.winner === s.seat ? T("results.final_won") : T("results.final_lost");
    };
    const rows = order.map((s) => h("tr", { class: winners.has(s.seat) ? "cg-winner-row" : "", dataset: { seat: String(s.seat) } },
      h("th", { scope: "row" }, name(s.seat), winners.has(s.seat) ? h("span", { class: "cg-star", text: " ★ " + T("results.won") }) : null),
      h("td", {}, h("span", { class: "cg-trophies" }, s.trophies.length ? s.trophies.map(trophyEl) : "—")),
      h("td", { class: "num", text: String(s.trophies.reduce((t, x) => t + (x.fans || 0), 0)) }),
      h("td", { class: "num", text: String(s.fans) }),
      h("td", { class: "num cg-total-fans", text: String(s.total ?? s.fans) }),
      h("td", { text: finalWord(s) })));
    const winText = winners.size ? T(winners.size > 1 ? "results.winners" : "results.winner", { names: [...winners].map(name).join(T("list_sep")) }) : T("results.nobody");
    put(resultsEl,
      h("h2", { class: "cg-h", id: "cg-results-title", text: T("results.title") }),
      h("p", { class: "cg-outcome", id: "cg-outcome", text: winText }),
      final?.finalists ? h("p", { class: "cg-small", text: T("results.finalists", { a: name(final.finalists[0]), b: name(final.finalists[1]) }) }) : null,
      h("div", { class: "cg-scroll" }, h("table", { class: "cg-grid cg-results-table", id: "cg-results-table" },
        h("thead", {}, h("tr", {},
          h("th", { scope: "col", text: T("results.team") }),
          h("th", { scope: "col", text: T("results.trophies") }),
          h("th", { scope: "col", class: "num", text: T("results.trophy_fans") }),
          h("th", { scope: "col", class: "num", text: T("results.tokens") }),
          h("th", { scope: "col", class: "num", text: T("results.total") }),
          h("th", { scope: "col", text: T("results.final") }))),
        h("tbody", {}, rows))),
      h("p", { class: "cg-small", text: T("results.legend") }));
  }

  // ---- help --------------------------------------------------------------------------------
  function helpBody() {
    const sec = (title, ...content) => h("section", {}, h("h3", { text: title }), ...content);
    const p = (key, args) => h("p", { text: T(key, args) });
    const all = ref?.cards || [];
    const kwName = (k) => (k === "reveal" ? T("card.on_reveal") : L((ref?.keywords || []).find((x) => x.key === k)?.name) || "");
    const table = all.length
      ? h("table", { class: "cg-grid cg-card-table", id: "cg-card-table" },
        h("caption", { class: "cg-small", text: T("help.cards_caption", { n: all.length }) }),
        h("thead", {}, h("tr", {},
          h("th", { scope: "col", class: "num", text: T("help.col_no") }),
          h("th", { scope: "col", text: T("help.col_name") }),
          h("th", { scope: "col", text: T("help.col_set") }),
          h("th", { scope: "col", text: T("help.col_level") }),
          h("th", { scope: "col", class: "num", text: T("help.col_power") }),
          h("th", { scope: "col", class: "num", text: T("help.col_copies") }),
          h("th", { scope: "col", text: T("help.col_effect") }))),
        h("tbody", {}, all.map((c) => h("tr", { dataset: { key: c.key, standin: c.stand_in ? "1" : "0" } },
          h("td", { class: "num", text: String(c.no ?? "") }),
          h("th", { scope: "row", text: L(c.name) }),
          h("td", { text: setName(c.set) }),
          h("td", { text: c.level }),
          h("td", { class: "num", text: String(c.power) }),
          h("td", { class: "num", text: String(c.copies) }),
          h("td", {},
            c.keyword ? h("strong", { text: kwName(c.keyword) + ": " }) : null,
            L(c.effect) || T("card.no_effect"),
            c.stand_in ? h("span", { class: "cg-standin", text: " " + T("help.stand_in") }) : null)))))
      : p("help.no_cards");
    const keywords = (ref?.keywords || []).map((k) => h("li", {}, h("strong", { text: L(k.name) + ": " }), L(k.text)));
    const levels = (ref?.npc_levels || []).map((l) => h("li", {}, h("strong", { text: T("help.npc_level", { level: l.level }) + ": " }), typeof l.deck === "object" ? L(l.deck) : String(l.deck ?? ""),
      l.not_recommended_multiplayer ? h("span", { class: "cg-warn", text: " " + T("help.not_recommended") }) : null));
    const draft = (ref?.draft || []).map((offers, i) => h("li", {}, h("strong", { text: T("help.round_n", { round: i + 1 }) + ": " }), offers.map(offerText).join(T("or"))));
    return [
      sec(T("help.goal_title"), p("help.goal"), p("help.round")),
      sec(T("help.deck_title"), p("help.deck1"), p("help.deck2"), p("help.deck3"), h("ul", {}, draft)),
      sec(T("help.match_title"), p("help.match1"), p("help.match2"), p("help.match3"), p("help.match4")),
      sec(T("help.kw_title"), h("ul", {}, keywords)),
      sec(T("help.end_title"), p("help.end1"), p("help.end2")),
      sec(T("help.npc_title"), p("help.npc"), h("ul", {}, levels)),
      sec(T("help.cards_title"), p("help.stand_in_note"), h("div", { class: "cg-scroll" }, table)),
      sec(T("help.keys_title"), p("help.tip"), p("help.keys"), p("help.drag")),
    ];
  }

  // ---- keys --------------------------------------------------------------------------------
  const keys = onViewKeys(root, (e) => {
    const k = e.key;
    const y = you();
    if (k === "?") { e.preventDefault(); help.open(); return; }
    if (y?.step === "pick" && /^[1-9]$/.test(k)) {
      const key = y.display?.[Number(k) - 1];
      const a = key ? actFor("pick", key) : null;
      if (a) { e.preventDefault(); play(a, `display-${Number(k) - 1}`); }
      return;
    }
    if (y?.step === "duplicate" && /^[1-9]$/.test(k)) {
      const a = withVerb("duplicate")[Number(k) - 1];
      if (a) { e.preventDefault(); play(a); }
      return;
    }
    const low = k.toLowerCase();
    if (low === "r" && y?.step === "pick" && actFor("redraw")) { e.preventDefault(); play(actFor("redraw"), "redraw"); return; }
    if (low === "d" && y?.step === "remove" && actFor("done")) { e.preventDefault(); play(actFor("done")); return; }
    if (y?.step === "offer" && ["a", "b", "c"].includes(low)) {
      const a = actFor("offer", low.toUpperCase());
      if (a) { e.preventDefault(); play(a); }
      return;
    }
    if (e.target instanceof Element && e.target.closest("button, a, summary")) {
      if (k === " " || k === "Enter") return;
    }
    if (!obs?.matches?.length) return;
    if (k === "ArrowLeft" && !(e.target instanceof Element && e.target.closest(".cg-display, .cg-deck-list"))) { e.preventDefault(); goStep(rp.index - 1); }
    else if (k === "ArrowRight" && !(e.target instanceof Element && e.target.closest(".cg-display, .cg-deck-list"))) { e.preventDefault(); goStep(rp.index + 1); }
    else if (k === "Home") { e.preventDefault(); goStep(0); }
    else if (k === "End") { e.preventDefault(); goStep(1e9); }
    else if (low === "p") { e.preventDefault(); if (rp.playing) { stopReplay(); renderMatch(); } else startReplay(); }
  });

  // ---- render ------------------------------------------------------------------------------
  function renderAll() {
    if (!obs) return;
    view.dataset.phase = obs.phase || "";
    view.dataset.parks = String(obs.parks || 1);
    view.dataset.step = you()?.step || "";
    view.classList.toggle("cg-my-turn", acts.length > 0);
    renderStatus();
    renderPrompt();
    renderResults();
    renderDeckPhase();
    renderMyDeck();
    renderMatch();
    renderTeams();
    renderPlan();
    tip.place();
  }

  let wasMine = false;
  function render(snapshot) {
    if (destroyed || !snapshot) return;
    snap = snapshot;
    obs = snapshot.observation || {};
    me = snapshot.viewer;
    acts = snapshot.actions || [];
    if (snapshot.viewer !== lastViewer) {
      // another person has the device: nothing the previous viewer had open stays
      lastViewer = snapshot.viewer;
      live.clear();
      focusKey = null;
      wasMine = false;
      if (drag) { endDrag(); drag = null; }
      stopReplay();
      rp.sig = "";
    }
    syncReplay();
    renderAll();
    firstRender = false;
    const mine = acts.length > 0;
    if (mine && !wasMine) live.say(promptEl.firstChild?.textContent || "");
    wasMine = mine;
  }

  function destroy() {
    destroyed = true;
    stopReplay();
    window.removeEventListener("pointerup", releaseReplay);
    window.removeEventListener("pointercancel", releaseReplay);
    document.removeEventListener("pointerdown", closeTip);
    if (drag) endDrag();
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}
