// Polis view: the skeleton — the sections of the view, the help dialog, the keys and the live region.

import { h } from "../../app/dom.js";
import { announcer, helpDialog, onViewKeys, svg, useStylesheet } from "../../app/viewkit.js";

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function buildLayout(V) {
  const { S, T, ctx, lang, root } = V;

  const style = useStylesheet(new URL("./view.css", import.meta.url));

  // ---- skeleton ---------------------------------------------------------------------
  const roundEl = h("section", { class: "po-round", id: "po-round", "aria-label": T("round.title") });
  const helpBtn = h("button", { type: "button", class: "button button-quiet po-help-btn vk-help-btn", id: "po-help-btn", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => help.open() },
    h("span", { class: "po-q", "aria-hidden": "true", text: "?" }), h("span", { class: "po-help-label", text: T("help.short") }));
  const top = h("div", { class: "po-top" }, roundEl, helpBtn);
  const finalEl = h("section", { class: "po-final", id: "po-final", hidden: true, "aria-labelledby": "po-final-title" });
  const actEl = h("section", { class: "po-act", id: "po-act", "aria-labelledby": "po-prompt" });
  const fightEl = h("section", { class: "po-fight", id: "po-fight", hidden: true, "aria-labelledby": "po-fight-title" });
  const reEl = h("section", { class: "po-re", id: "po-re", hidden: true, "aria-labelledby": "po-re-title" });
  const mapGrid = h("div", { class: "po-map", id: "po-map", role: "group", "aria-label": T("map.title") });
  const linesSvg = svg("svg", { class: "po-lines", "aria-hidden": "true" });
  const mapBox = h("section", { class: "po-mapbox", id: "po-mapbox", "aria-label": T("map.title") }, linesSvg, mapGrid);
  const boardsEl = h("section", { class: "po-boards", id: "po-boards", "aria-label": T("boards.title") });
  const marketsEl = h("section", { class: "po-markets", id: "po-markets", "aria-labelledby": "po-markets-title" });
  const projectsEl = h("section", { class: "po-projects", id: "po-projects", "aria-labelledby": "po-projects-title" });
  const lower = h("div", { class: "po-lower" }, marketsEl, projectsEl);
  const view = h("div", { class: `po${ctx.embed ? " po-embed" : ""}`, lang }, top, finalEl, actEl, fightEl, reEl, mapBox, boardsEl, lower);
  root.append(view);
  const live = announcer(view, { politeness: "polite" });
  const help = helpDialog(view, ctx, {
    id: "po-help", title: T("help.title"), loading: T("help.loading"), body: () => V.helpBody(),
    onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("po-help");
  const keys = onViewKeys(root, (e) => {
    if (e.key === "?") { e.preventDefault(); help.open(); return; }
    if (e.key === "Escape" && (S.fam || S.picked.length || S.here)) { e.preventDefault(); V.back(); }
  });

  ctx.reference?.().then((r) => {
    S.ref = /** @type {import("./state.js").Ref | null} the rules' JSON */ (r || null);
    if (!S.destroyed && S.snap) V.render(S.snap);
  }).catch(() => {});

  return { style, roundEl, finalEl, actEl, fightEl, reEl, mapGrid, linesSvg, mapBox, boardsEl, marketsEl, projectsEl, view, live, help, keys };
}
