// Room 25 view: the skeleton (header, the complex with its edge arrows, caption, panel, characters, banner).

import { h } from "../../app/dom.js";

/**
 * Build the view's elements once per mount and append them to `root`.
 * @param {HTMLElement} root  the shell's element for the view
 * @param {TabletopCtx} ctx  the shell's context
 * @param {(key: string, args?: Record<string, unknown>) => string} T  the view's messages
 * @param {{onHelp: () => void, onReplay: () => void}} on  the header's and caption's buttons
 * the elements the other parts draw into:
 */
export function buildLayout(root, ctx, T, on) {
  const info = h("div", { class: "r25-info", id: "r25-info" });
  const helpBtn = h("button", { type: "button", class: "button button-quiet r25-help-btn vk-help-btn", id: "r25-help", "aria-label": T("help.open"), title: T("help.open"), onclick: () => on.onHelp() },
    h("span", { class: "vk-help-q", "aria-hidden": "true", text: "?" }), h("span", { class: "r25-help-label", text: T("help.short") }));
  const top = h("div", { class: "r25-top" }, info, helpBtn);
  const board = h("div", { class: "r25-board", id: "r25-board", role: "group", "aria-label": T("board") });
  const edges = { top: h("div", { class: "r25-edge r25-edge-top" }), bottom: h("div", { class: "r25-edge r25-edge-bottom" }),
    left: h("div", { class: "r25-edge r25-edge-left" }), right: h("div", { class: "r25-edge r25-edge-right" }) };
  const boardWrap = h("div", { class: "r25-boardwrap" }, edges.top, edges.left, board, edges.right, edges.bottom);
  const caption = h("p", { class: "r25-caption", id: "r25-caption", "aria-live": "polite" });
  const legend = h("p", { class: "r25-legend", "aria-hidden": "true" },
    h("span", { class: "r25-lg r25-lg-exit" }, h("i", {}), T("legend.exit")),
    h("span", { class: "r25-lg r25-lg-down" }, h("i", {}), T("legend.down")),
    h("span", { class: "r25-lg r25-lg-target", id: "r25-lg-target" }, h("i", {}), T("legend.target")));
  const replayBtn = h("button", { type: "button", class: "button button-quiet r25-replay", id: "r25-replay", hidden: true, title: T("replay_long"),
    onclick: () => on.onReplay() }, h("span", { "aria-hidden": "true", text: "⟲ " }), T("replay"));
  const boardBox = h("div", { class: "r25-boardbox" }, boardWrap, h("div", { class: "r25-caption-row" }, caption, replayBtn), legend);
  const panel = h("section", { class: "r25-panel", id: "r25-panel", "aria-labelledby": "r25-prompt" });
  const chars = h("section", { class: "r25-chars", id: "r25-chars", "aria-label": T("chars.title") });
  const side = h("div", { class: "r25-side" }, panel, chars);
  const banner = h("div", { class: "r25-banner", id: "r25-banner", hidden: true, role: "status" });
  const body = h("div", { class: "r25-body" }, boardBox, side);
  const view = h("div", { class: `r25${ctx.embed ? " r25-embed" : ""}`, lang: ctx.lang }, top, banner, body);
  root.append(view);
  return { view, info, helpBtn, board, edges, boardWrap, caption, legend, replayBtn, panel, chars, banner };
}
