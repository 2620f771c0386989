// Arctic Scavengers view: the skeleton. The status bar with the help button,
// the prompt, and one section per part (final score, skirmish, seats, supply,
// places, dug cards, hand), then the announcer and the rules help dialog.

import { h } from "../../app/dom.js";
import { announcer, helpDialog } from "../../app/viewkit.js";
import { helpBody } from "./help.js";

/** Build the skeleton inside `root`; sets `v.el`, `v.live` and `v.help`. @param {import("./state.js").View} v @param {HTMLElement} root */
export function layout(v, root) {
  const { T, ctx } = v;
  const statusEl = h("div", { class: "as-status", id: "as-status" });
  const promptEl = h("p", { class: "as-prompt", id: "as-prompt", "aria-live": "polite" });
  const helpBtn = h("button", { type: "button", class: "button button-quiet as-help-btn vk-help-btn", id: "as-help-btn", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => v.help.open() },
    h("span", { "aria-hidden": "true", text: "?" }), h("span", { class: "as-help-label", text: T("help.short") }));
  const top = h("div", { class: "as-top" }, statusEl, helpBtn);
  const seatsEl = h("section", { class: "as-seats", id: "as-seats", "aria-label": T("seats.title") });
  const supplyEl = h("section", { class: "as-supply", id: "as-supply", "aria-label": T("supply.title") });
  const placesEl = h("section", { class: "as-places-box", id: "as-places", "aria-labelledby": "as-places-title" });
  const digEl = h("section", { class: "as-dig", id: "as-dig", hidden: true, "aria-labelledby": "as-dig-title" });
  const handEl = h("section", { class: "as-hand-box", id: "as-hand", "aria-labelledby": "as-hand-title" });
  const skEl = h("section", { class: "as-sk", id: "as-sk", hidden: true, "aria-labelledby": "as-sk-title" });
  const finalEl = h("section", { class: "as-final", id: "as-final", hidden: true, "aria-labelledby": "as-final-title" });
  const view = h("div", { class: `as${ctx.embed ? " as-embed" : ""}`, lang: v.lang },
    top, promptEl, finalEl, skEl, seatsEl, supplyEl, placesEl, digEl, handEl);
  root.append(view);
  v.el = { view, top, statusEl, promptEl, seatsEl, supplyEl, placesEl, digEl, handEl, skEl, finalEl };
  v.live = announcer(view, { politeness: "assertive" });
  v.help = helpDialog(view, ctx, {
    id: "as-help",
    title: T("help.title"),
    loading: ctx.t("app.loading"),
    body: () => helpBody(v),
  });
  v.help.element.classList.add("as-help");
}
