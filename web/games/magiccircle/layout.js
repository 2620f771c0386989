// Magic circle view: the skeleton: the info bar and help button, the result panel, the prompt and
// its buttons, the boards, the summary, the screen-reader readout and the help dialog.

import { h } from "../../app/dom.js";
import { announcer, helpDialog } from "../../app/viewkit.js";
import { helpBody } from "./help.js";

/** @typedef {import("./state.js").View} View */

/**
 * Build the skeleton into `root` and return its parts (`View.dom`).
 * @param {HTMLElement} root @param {View} v
 */
export function layout(root, v) {
  const { ctx, T, lang } = v;
  const infoBar = h("div", { class: "mc-info", id: "mc-info" });
  const helpBtn = h("button", { type: "button", class: "button mc-help-btn vk-help-btn", id: "mc-help", "data-fk": "help", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => dom.help.open() },
    h("span", { class: "mc-help-icon", "aria-hidden": "true", text: "?" }), h("span", { class: "mc-help-label", text: T("help.short") }));
  const top = h("div", { class: "mc-top" }, infoBar, helpBtn);
  const resultBox = h("section", { class: "mc-result", id: "mc-result", hidden: true, "aria-labelledby": "mc-result-title", tabindex: "-1" });
  const prompt = h("p", { class: "mc-prompt", id: "mc-prompt", "aria-live": "polite" });
  const controls = h("div", { class: "mc-controls", id: "mc-controls", role: "group", "aria-label": T("controls") });
  const boards = h("div", { class: "mc-boards", id: "mc-boards" });
  const summaryBox = h("section", { class: "mc-summary", id: "mc-summary", hidden: true, "aria-labelledby": "mc-summary-title" });
  const view = h("div", { class: `mc${ctx.embed ? " mc-embed" : ""}`, lang },
    top, resultBox, h("div", { class: "mc-bar" }, prompt, controls), boards, summaryBox);
  root.append(view);
  // the screen-reader readout: emptied at once on a hand-over (the shell's clearLiveRegions, and
  // render() when the viewer changes), and never filled while the view is hidden behind it
  const live = announcer(view, { politeness: "assertive" });
  const help = helpDialog(view, ctx, {
    id: "mc-help-dialog",
    title: T("help.title"),
    loading: T("help.loading"),
    body: () => helpBody(v),
    onClose: () => v.focusKey("help"),
  });
  help.element.classList.add("mc-help");
  const dom = { view, infoBar, prompt, controls, boards, resultBox, summaryBox, live, help };
  return dom;
}
