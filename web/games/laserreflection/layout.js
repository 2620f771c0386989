// Laser Reflection view: the page's skeleton, built once per mount: heading and clock,
// the board (an SVG, drawn by board.js) under its Start cover, the stock and the action
// buttons beside it, the readout, results and revealed puzzles; the announcer and the
// rules help. What is in them is drawn on every render (panels.js, results.js, ...).

import { h as el } from "../../app/dom.js";
import { helpDialog, announcer, svg } from "../../app/viewkit.js";
import { icon } from "./draw.js";
import { perform, confirmThen } from "./acting.js";
import { helpBody } from "./readouts.js";

/** @typedef {import("./state.js").LaserView} LaserView */

/** The action buttons; clear, give up and stop (while a puzzle is open) ask for a second press. @param {LaserView} v */
function actionButtons(v) {
  const T = v.T;
  /** @param {string} id @param {(Node | string)[]} label @param {() => void} onclick */
  const btn = (id, label, onclick, cls = "") => el("button", { type: "button", class: `button ${cls}`, id, onclick }, label);
  const b = {
    hint: btn("lr-hint", [icon("bulb"), T("hint")], () => perform(v, ["hint"])),
    clear: btn("lr-clear", [icon("reset"), T("clear")], () => confirmThen(v, "clear", b.clear, () => perform(v, ["clear"]))),
    verify: btn("lr-verify", [icon("search"), T("verify")], () => {
      // counting solutions may take a moment in the worker
      b.verify.disabled = true;
      b.verify.replaceChildren(icon("search"), T("verify_busy"));
      perform(v, ["verify"]).finally(() => b.verify.replaceChildren(icon("search"), T("verify")));
    }),
    ready: btn("lr-ready", [icon("check"), T("ready")], () => perform(v, ["ready"]), "button-primary"),
    giveup: btn("lr-giveup", [icon("flag"), T("giveup")], () => confirmThen(v, "giveup", b.giveup, () => perform(v, ["giveup"])), "lr-danger"),
    cont: btn("lr-continue", [icon("play"), T("continue")], () => perform(v, ["continue"]), "button-primary"),
    stop: btn("lr-stop", [icon("stop"), T("stop")], () => {
      // while a puzzle is open, stopping fails it: ask once more
      if (v.s.obs?.phase === "solving") confirmThen(v, "stop", b.stop, () => perform(v, ["stop"]));
      else perform(v, ["stop"]);
    }),
  };
  return b;
}

/**
 * Build the view inside `v.root`; sets `v.dom`, `v.live` and `v.help`.
 * @param {LaserView} v
 */
export function buildLayout(v) {
  const { ctx, root, T } = v;
  const titleEl = el("h2", { class: "lr-title", id: "lr-title" });
  const subText = el("span", { class: "lr-sub-text" });
  const subHints = el("span", { class: "lr-sub-hints", id: "lr-hints", hidden: true });
  const subEl = el("p", { class: "lr-sub" }, subText, subHints);
  const timeEl = el("span", { class: "lr-time", id: "lr-time", text: "00:00.0" });
  const limitEl = el("span", { class: "lr-limit", id: "lr-limit" });
  const clockEl = el("div", { class: "lr-clock", role: "timer", "aria-label": T("timer") }, el("span", { class: "lr-clock-icon" }, icon("clock")), timeEl, limitEl);
  const helpBtn = el("button", { type: "button", class: "button button-quiet lr-help-btn vk-help-btn", id: "lr-help", "aria-label": T("help.open"), title: T("help.open") + " (?)", onclick: () => v.help.open() }, el("span", { "aria-hidden": "true", text: "?" }), el("span", { class: "lr-help-label", text: T("help.short") }));
  const top = el("div", { class: "lr-top" }, el("div", { class: "lr-heading" }, titleEl, subEl), el("div", { class: "lr-top-end" }, clockEl, helpBtn));

  const banner = el("div", { class: "lr-banner", id: "lr-banner", role: "status", hidden: true });

  const svgEl = svg("svg", { class: "lr-svg", "aria-hidden": "true", focusable: "false" });
  const boardEl = el("div", {
    class: "lr-board",
    id: "lr-board",
    tabindex: "0",
    role: "application",
    "aria-roledescription": T("board.role"),
    "aria-describedby": "lr-readout",
  }, svgEl);
  const startBtn = el("button", { type: "button", class: "button button-primary button-large lr-start", id: "lr-start", onclick: () => perform(v, ["start"]) }, icon("play"), T("start"));
  const coverText = el("p", { class: "lr-cover-text" });
  const cover = el("div", { class: "lr-cover", hidden: true }, el("div", { class: "lr-cover-card" }, coverText, startBtn));
  const boardWrap = el("div", { class: "lr-board-wrap" }, boardEl, cover);

  const stockList = el("div", { class: "lr-stock-list", role: "group", "aria-labelledby": "lr-stock-title" });
  const stockLeft = el("p", { class: "lr-stock-left" });
  const stockBox = el("section", { class: "lr-stock", "aria-labelledby": "lr-stock-title" }, el("h3", { class: "lr-h", id: "lr-stock-title", text: T("stock.title") }), stockList, stockLeft);

  const b = actionButtons(v);
  const labels = { clear: [...b.clear.childNodes], giveup: [...b.giveup.childNodes], stop: [...b.stop.childNodes] };
  const verdict = el("p", { class: "lr-verdict", id: "lr-verdict", role: "status", hidden: true });
  const actions = el("div", { class: "lr-actions", role: "group", "aria-label": T("actions") }, b.ready, b.verify, b.hint, b.clear, b.giveup, b.cont, b.stop);
  const aside = el("div", { class: "lr-aside" }, stockBox, actions, verdict);

  const readout = el("div", { class: "lr-readout", id: "lr-readout", "aria-live": "polite" });
  const boardCol = el("div", { class: "lr-board-col" }, boardWrap, readout);
  const body = el("div", { class: "lr-body" }, boardCol, aside);
  const results = el("section", { class: "lr-results", id: "lr-results", hidden: true, "aria-labelledby": "lr-results-title" });
  const revealed = el("section", { class: "lr-revealed", id: "lr-revealed", hidden: true, "aria-labelledby": "lr-revealed-title" });

  const view = el("div", { class: `lr${ctx.embed ? " lr-embed" : ""}`, lang: ctx.lang }, top, banner, body, results, revealed);
  root.append(view);
  v.dom = {
    view, titleEl, subText, subHints, clockEl, timeEl, limitEl, banner, svgEl, boardEl, startBtn, coverText, cover,
    stockList, stockLeft, stockBox, b, labels, verdict, actions, readout, results, revealed,
  };
  v.live = announcer(view, { politeness: "assertive" });
  v.help = helpDialog(view, ctx, {
    id: "lr-help-dialog",
    title: T("help.title"),
    body: () => helpBody(v),
    onClose: () => boardEl.focus({ preventScroll: true }),
  });
  v.help.element.classList.add("lr-help");
}
