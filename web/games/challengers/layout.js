// Challengers! view: the skeleton (status line, prompt, the sections of the main and side
// columns, the card tip, the announcer, the help dialog) and the help's text.

import { h } from "../../app/dom.js";
import { announcer, explains, helpDialog, helpParts } from "../../app/viewkit.js";

/**
 * Build the view's DOM inside `root` and put its elements on `v` (statusEl, helpBtn, promptEl,
 * resultsEl, deckEl, mydeckEl, matchEl, teamsEl, planEl, view, live, help). Returns detach():
 * it removes the listeners set outside the view.
 * @param {import("./view.js").View} v @param {HTMLElement} root
 */
export function buildLayout(v, root) {
  const { state, ctx, T, lang, tip, refLoaded } = v;
  const statusEl = h("div", { class: "cg-status", id: "cg-status" });
  const helpBtn = h("button", { type: "button", class: "button button-quiet cg-help-btn vk-help-btn", id: "cg-help-btn", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => help.open() },
    h("span", { class: "vk-help-q", "aria-hidden": "true", text: "?" }), h("span", { class: "cg-help-label", text: T("help.short") }));
  const top = h("div", { class: "cg-top" }, statusEl, helpBtn);
  const promptEl = h("p", { class: "cg-prompt", id: "cg-prompt" });
  const resultsEl = h("section", { class: "cg-results", id: "cg-results", hidden: true, "aria-labelledby": "cg-results-title" });
  const deckEl = h("section", { class: "cg-deckphase", id: "cg-deckphase", hidden: true, "aria-labelledby": "cg-deckphase-title" });
  const mydeckEl = h("section", { class: "cg-mydeck", id: "cg-mydeck", hidden: true, "aria-labelledby": "cg-mydeck-title" });
  const matchEl = h("section", { class: "cg-match", id: "cg-match", hidden: true, "aria-labelledby": "cg-match-title" });
  // While a pointer is down on the match, the replay waits: each step draws the panel anew,
  // and a press and release on two different drawings of a button is no click at all.
  const releaseReplay = () => setTimeout(() => { state.rp.hold = false; }, 0);
  matchEl.addEventListener("pointerdown", () => { state.rp.hold = true; });
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
  /** @param {PointerEvent} e */
  const closeTip = (e) => { if (tip.anchor && !(e.target instanceof Element && (e.target.closest(".cg-card-info") || tip.el.contains(e.target)))) tip.hide(); };
  /** @param {KeyboardEvent} e */
  const tipKey = (e) => { if (e.key === "Escape" && tip.anchor) { const a = tip.anchor; tip.hide(); if (a.isConnected) a.focus({ preventScroll: true }); } };
  document.addEventListener("pointerdown", closeTip);
  view.addEventListener("keydown", tipKey);
  const live = announcer(view, { politeness: "polite" });
  // while a finger drags a card, the page must not scroll under it
  /** @param {TouchEvent} e */
  const noScroll = (e) => { if (state.drag?.armed) e.preventDefault(); };
  view.addEventListener("touchmove", noScroll, { passive: false });
  const help = helpDialog(view, ctx, {
    id: "cg-help",
    title: T("help.title"),
    loading: T("help.loading"),
    body: () => refLoaded.then(() => helpBody(v)),
    onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("cg-help");

  Object.assign(v, { statusEl, helpBtn, promptEl, resultsEl, deckEl, mydeckEl, matchEl, teamsEl, planEl, view, live, help });
  return () => {
    window.removeEventListener("pointerup", releaseReplay);
    window.removeEventListener("pointercancel", releaseReplay);
    document.removeEventListener("pointerdown", closeTip);
  };
}

// ---- help --------------------------------------------------------------------------------
/** @param {import("./view.js").View} v */
export function helpBody(v) {
  const { state, T, L, setName, offerText, label } = v;
  const { sec, p } = helpParts(T);
  const all = state.ref?.cards || [];
  /** @param {string | null} k */
  const kwName = (k) => (k === "reveal" ? T("card.on_reveal") : L((state.ref?.keywords || []).find((x) => x.key === k)?.name) || "");
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
          c.keyword ? h("strong", { text: label(kwName(c.keyword)) }) : null,
          L(c.effect) || T("card.no_effect"),
          c.stand_in ? h("span", { class: "cg-standin", text: " " + T("help.stand_in") }) : null)))))
    : p("help.no_cards");
  const keywords = (state.ref?.keywords || []).map((k) => h("li", {}, h("strong", { text: label(L(k.name)) }), L(k.text)));
  const levels = (state.ref?.npc_levels || []).map((l) => h("li", {}, h("strong", { text: label(T("help.npc_level", { level: l.level })) }), typeof l.deck === "object" ? L(l.deck) : String(l.deck ?? ""),
    l.not_recommended_multiplayer ? h("span", { class: "cg-warn", text: " " + T("help.not_recommended") }) : null));
  const draft = (state.ref?.draft || []).map((offers, i) => h("li", {}, h("strong", { text: label(T("help.round_n", { round: i + 1 })) }), offers.map(offerText).join(T("or"))));
  return [
    sec(T("help.goal_title"), p("help.goal"), p("help.round")),
    // (each part names the sections of docs/rules/challengers.md it explains: their examples follow it)
    explains(sec(T("help.deck_title"), p("help.deck1"), p("help.deck2"), p("help.deck3"), h("ul", {}, draft)), "§4"),
    explains(sec(T("help.match_title"), p("help.match1"), p("help.match2"), p("help.match3"), p("help.match4")), "§5"),
    explains(sec(T("help.kw_title"), h("ul", {}, keywords)), "§6", "§6.1", "§6.2"),
    explains(sec(T("help.end_title"), p("help.end1"), p("help.end2")), "§7"),
    sec(T("help.npc_title"), p("help.npc"), h("ul", {}, levels)),
    sec(T("help.cards_title"), p("help.stand_in_note"), h("div", { class: "cg-scroll" }, table)),
    sec(T("help.keys_title"), p("help.tip"), p("help.keys"), p("help.drag")),
  ];
}

