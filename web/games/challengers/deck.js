// Challengers! view: the viewer's Deck Phase (the offer, the private display, picks, the one
// redraw, the duplicate, removal) and the viewer's deck list.

import { h, put } from "../../app/dom.js";
import { argOf, counts, drawn, pickKeysHint } from "./helpers.js";
import { cardEl } from "./cards.js";
import { play, startDrag } from "./input.js";

// ---- the Deck Phase ----------------------------------------------------------------------
/** @param {import("./view.js").View} v */
export function renderDeckPhase(v) {
  const { state, T, cname, locked, withVerb, actFor, you, offerText, deckEl } = v;
  const y = you();
  const active = y && (drawn(state).obs.phase === "deck" || drawn(state).obs.phase === "final_deck") && y.step && y.step !== "wait";
  deckEl.hidden = !active;
  if (!active) { put(deckEl); return; }
  const parts = [h("h2", { class: "cg-h", id: "cg-deckphase-title", text: drawn(state).obs.phase === "final_deck" ? T("deck.final_title") : T("deck.title", { round: drawn(state).obs.round }) })];
  const meta = [];
  if (y.offer) meta.push(h("span", { class: "cg-chip", id: "cg-my-offer", text: offerText(y.offer) }));
  if (y.step === "pick" || y.step === "duplicate") meta.push(h("span", { class: "cg-chip", id: "cg-picks-left", text: T("deck.picks_left", { n: y.picks_left }) }));
  // the redraw: left while it may be used, "used" only once it was (a removal step after none says nothing)
  const redrawn = (drawn(state).obs.seats || []).find((x) => x.seat === state.me)?.redrawn;
  const redrawWord = y.can_redraw ? T("deck.redraw_left") : redrawn ? T("deck.redraw_used") : "";
  if (y.offer && redrawWord) meta.push(h("span", { class: "cg-chip", id: "cg-redraw-state", text: redrawWord }));
  if (meta.length) parts.push(h("div", { class: "cg-meta" }, meta));

  if (y.step === "offer") {
    parts.push(h("div", { class: "cg-offer-row", role: "group", "aria-label": T("deck.offer_group") },
      withVerb("offer").map((a) => {
        const level = argOf(a, "level");
        const o = (y.offers || drawn(state).obs.offers || []).find((x) => x.level === level);
        return h("button", { type: "button", class: "button button-large cg-offer-btn", id: `cg-offer-${level}`, disabled: locked(), "aria-keyshortcuts": level, onclick: () => play(v, a) },
          h("span", { class: "cg-offer-level", text: level }), " ", o ? offerText(o) : level, h("kbd", { "aria-hidden": "true", text: level }));
      })));
    parts.push(h("p", { class: "cg-small", text: T("deck.offer_help") }));
  }

  if (y.step === "pick" || y.step === "duplicate") {
    const display = y.display || [];
    const cardsEls = display.map((key, i) => {
      const a = y.step === "pick" ? actFor("pick", key) : null;
      const b = cardEl(v, key, { size: "m", tag: "button", prefix: T("deck.pick_label", { i: i + 1 }) });
      b.classList.add("cg-display-card");
      b.dataset.i = String(i);
      b.dataset.focus = `display-${i}`;
      b.disabled = !a || locked();
      b.setAttribute("aria-keyshortcuts", String(i + 1));
      b.addEventListener("click", (e) => {
        if (v.state.drag?.justEnded()) { e.preventDefault(); return; } // the click that ends a drag
        play(v, a, `display-${Math.min(i, display.length - 2)}`);
      });
      if (a) b.addEventListener("pointerdown", (e) => startDrag(v, e, b, { kind: "pick", action: a }));
      b.addEventListener("keydown", (e) => arrowNav(v, e, ".cg-display-card"));
      return h("li", { class: "cg-display-li" }, b, h("span", { class: "cg-num", "aria-hidden": "true", text: String(i + 1) }));
    });
    parts.push(h("div", { class: "cg-display-box" },
      h("h3", { class: "cg-h3", id: "cg-display-title", text: T("deck.display", { n: display.length }) }),
      h("ol", { class: "cg-display", id: "cg-display", "aria-labelledby": "cg-display-title" }, cardsEls)));
    const redraw = actFor("redraw");
    const bar = [];
    if (y.step === "pick") {
      bar.push(h("button", { type: "button", class: "button cg-redraw", id: "cg-redraw", disabled: !redraw || locked(), "aria-keyshortcuts": "R", onclick: () => play(v, redraw, "redraw") },
        h("span", { "aria-hidden": "true", text: "⟲ " }), T("deck.redraw", { n: display.length }), h("kbd", { "aria-hidden": "true", text: "R" })));
      const hint = pickKeysHint(withVerb("pick").length ? display.length : 0, !!redraw);
      if (hint) bar.push(h("span", { class: "cg-small", id: "cg-pick-keys", text: T(...hint) }));
    }
    if (y.step === "duplicate") {
      parts.push(h("div", { class: "cg-dup", id: "cg-dup", role: "group", "aria-label": T("deck.duplicate") },
        h("p", { class: "cg-small", text: T("deck.duplicate_help") }),
        withVerb("duplicate").map((a, i) => {
          const key = argOf(a, "card");
          const b = cardEl(v, key, { size: "s", tag: "button", prefix: T("deck.duplicate") });
          b.classList.add("cg-dup-card");
          b.disabled = locked();
          b.addEventListener("click", () => play(v, a));
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
      h("button", { type: "button", class: "button button-primary cg-done", id: "cg-done", disabled: !done || locked(), "aria-keyshortcuts": "D", onclick: () => play(v, done) },
        h("span", { "aria-hidden": "true", text: "✓ " }), T("deck.done", { n: (y.deck || []).length }), h("kbd", { "aria-hidden": "true", text: "D" }))));
  }
  put(deckEl, parts);
  restoreFocus(v, deckEl);
}

/** @param {import("./view.js").View} v @param {KeyboardEvent} e @param {string} selector */
function arrowNav(v, e, selector) {
  if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
  const all = [.../** @type {NodeListOf<HTMLElement>} */ (v.view.querySelectorAll(selector))];
  const i = all.indexOf(/** @type {HTMLElement} */ (e.currentTarget));
  const next = all[i + (e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : -1)];
  if (next) { e.preventDefault(); next.focus(); }
}

/** @param {import("./view.js").View} v @param {Element} scope */
function restoreFocus(v, scope) {
  const { state, view } = v;
  if (!state.focusKey || state.pending) return;
  const el = /** @type {HTMLButtonElement | null} */ (scope.querySelector(`[data-focus="${state.focusKey}"]`) || (state.focusKey.startsWith("display-") ? scope.querySelector(".cg-display-card:enabled") : null)
    || (state.focusKey.startsWith("deck-") ? view.querySelector(".cg-remove:enabled") : null));
  if (el && !el.disabled) { el.focus({ preventScroll: true }); state.focusKey = null; }
}

// ---- the viewer's deck list -----------------------------------------------------------
/** @param {import("./view.js").View} v */
export function renderMyDeck(v) {
  const { T, cname, locked, actFor, you, mydeckEl } = v;
  const y = you();
  mydeckEl.hidden = !y;
  if (!y) { put(mydeckEl); return; }
  const removing = y.step === "remove";
  const dropPick = y.step === "pick";
  const groups = [...counts(y.deck)];
  const rows = groups.map(([key, n]) => {
    const a = removing ? actFor("remove", key) : null;
    const face = cardEl(v, key, { size: "s", info: true, cls: "cg-deck-card" });
    if (a) {
      face.disabled = locked();
      face.dataset.focus = `deckcard-${key}`;
      // a click shows the effect; Delete (or a drag to the bin, or the − button) removes
      face.setAttribute("aria-keyshortcuts", "Delete");
      face.addEventListener("click", (e) => { if (v.state.drag?.justEnded()) e.preventDefault(); });
      face.addEventListener("pointerdown", (e) => startDrag(v, e, face, { kind: "remove", action: a }));
      face.addEventListener("keydown", (e) => {
        if (e.key === "Delete" || e.key === "Backspace") { e.preventDefault(); play(v, a, `deck-${key}`); }
        else arrowNav(v, e, ".cg-deck-card");
      });
    }
    return h("li", { class: "cg-deck-row", dataset: { key } },
      face,
      h("span", { class: "cg-count", text: `×${n}` }),
      a ? h("button", { type: "button", class: "button button-quiet cg-remove", dataset: { key, focus: `deck-${key}` }, disabled: locked(), "aria-label": T("deck.remove_one", { card: cname(key) }), onclick: () => play(v, a, `deck-${key}`) },
        h("span", { "aria-hidden": "true", text: "−" }), " ", T("deck.remove")) : null);
  });
  put(mydeckEl,
    h("h2", { class: "cg-h", id: "cg-mydeck-title" }, T("deck.mine", { n: (y.deck || []).length }), h("span", { class: "cg-small cg-private", text: " " + T("deck.private") })),
    h("ul", { class: `cg-deck-list${dropPick ? " cg-drop-pick" : ""}`, id: "cg-deck-list", dataset: dropPick ? { drop: "pick" } : {} }, rows),
    dropPick ? h("p", { class: "cg-small cg-drop-hint", text: T("deck.drop_hint") }) : null);
  restoreFocus(v, mydeckEl);
}
