// Cucco view: the skeleton (the header, the felt with its caption and legend, the hand, the
// deal's events, the previous showdown, the results), the help dialog and the help's text.

import { h as el, scrollBox } from "../../app/dom.js";
import { announcer, aside, explains, helpDialog, helpParts } from "../../app/viewkit.js";
import { cardEl } from "./cards.js";
import { play } from "./hand.js";
import { goStep, replay } from "./events.js";

/** @typedef {import("./view.js").View} View */

/** Build the view's DOM inside `root` and put its elements (and live, help) on `v`. @param {View} v @param {HTMLElement} root */
export function buildLayout(v, root) {
  const { state, ctx, T, R, lang, referenceLoaded } = v;
  const infoEl = el("dl", { class: "cu-info", id: "cu-info" });
  const helpBtn = el("button", { type: "button", class: "button button-quiet cu-help-btn vk-help-btn", id: "cu-help", "aria-label": T("help.open"), title: T("help.open"), onclick: () => help.open() },
    el("span", { class: "vk-help-q", "aria-hidden": "true", text: "?" }), el("span", { class: "cu-help-label", text: T("help.short") }));
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
  const bChange = el("button", { type: "button", class: "button button-primary button-large cu-act", id: "cu-change", "aria-keyshortcuts": "C", onclick: () => play(v, "change") });
  const bKeep = el("button", { type: "button", class: "button button-large cu-act", id: "cu-keep", "aria-keyshortcuts": "K", onclick: () => play(v, "keep") });
  bChange.append(el("span", { text: R("action_change") }), el("kbd", { "aria-hidden": "true", text: "C" }));
  bKeep.append(el("span", { text: R("action_keep") }), el("kbd", { "aria-hidden": "true", text: "K" }));

  const stepList = el("ol", { class: "cu-steps", id: "cu-steps" });
  const bPrev = el("button", { type: "button", class: "button", id: "cu-prev", title: T("steps.prev"), onclick: () => goStep(v, state.step - 1) }, el("span", { "aria-hidden": "true", text: "◀ " }), T("steps.prev_short"));
  const bNext = el("button", { type: "button", class: "button", id: "cu-next", title: T("steps.next"), onclick: () => goStep(v, state.step + 1) }, T("steps.next_short"), el("span", { "aria-hidden": "true", text: " ▶" }));
  const bReplay = el("button", { type: "button", class: "button", id: "cu-replay", onclick: () => replay(v) }, el("span", { "aria-hidden": "true", text: "⟲ " }), T("steps.replay"));
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
    loading: T("help.loading"),
    body: () => referenceLoaded.then(() => helpBody(v)),
    onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  Object.assign(v, { infoEl, helpBtn, centre, caption, legend, felt, handBox, bChange, bKeep, stepList, bPrev, bNext, bReplay, stepPos, lastBox, resultsBox, view, live, help });
}

// ---- help -----------------------------------------------------------------------
/** @param {View} v */
function helpBody(v) {
  const { state, ctx, T, lang } = v;
  const { sec, p } = helpParts(T);
  const deck = [...state.cards.values()];
  const table = deck.length
    ? el("table", { class: "cu-grid cu-deck-table", id: "cu-deck-table" },
      el("caption", { class: "cu-muted", text: T("help.deck_caption", { n: deck.length * 2, from: state.reference?.one_cuckoo_from ?? "" }) }),
      el("thead", {}, el("tr", {},
        el("th", { scope: "col", text: T("help.col_card") }),
        el("th", { scope: "col", class: "num", text: T("help.col_value") }),
        el("th", { scope: "col", text: T("help.col_name") }),
        el("th", { scope: "col", text: T("help.col_effect") }))),
      el("tbody", {}, deck.map((c) => el("tr", { dataset: { rank: String(c.rank), power: c.power } },
        el("td", {}, cardEl(v, c.rank, { size: "xs" })),
        el("td", { class: "num", text: String(c.rank) }),
        el("th", { scope: "row" }, c.named ? c.name[lang] || c.name.en : String(c.rank),
          c.traditional !== String(c.rank) ? el("span", { class: "cu-muted", text: aside(ctx, "", c.traditional) }) : null),
        el("td", { text: c.effect[lang] || c.effect.en })))))
    : p("help.no_deck");
  return [
    // (each part names the sections of docs/rules/cucco.md it explains: their examples follow it)
    explains(sec(T("help.goal_title"), p("help.goal"), p("help.turn")), "§2.1", "§2.4", "§2.5"),
    explains(sec(T("help.deck_title"), scrollBox("cu-table-scroll", T("help.deck_title"), table)), "§2.2", "§2.5.1", "§2.5.2"),
    explains(sec(T("help.end_title"), p("help.showdown"), p("help.times"), p("help.round")), "§2.6", "§2.7"),
    sec(ctx.t("app.game.undo"), p("help.undo")),
    sec(T("help.keys_title"), p("help.keys")),
  ];
}
