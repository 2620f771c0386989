// Shared pieces of the chrome: app state attribute, notices, status line, crumbs.

import { h, clear } from "./dom.js";
import { t } from "./i18n.js";

/** <html data-app-state>: "loading" | "ready" | "error" (tests and benchmarks wait for it). */
export function setAppState(state) {
  document.documentElement.dataset.appState = state;
}

/**
 * A visible notice above the page (role=alert for errors and warnings).
 * kind: "error" | "warning" | "info"; id: replaces an earlier notice with the same id.
 */
export function notify(message, { kind = "error", id = null, details = null } = {}) {
  const box = document.getElementById("notices");
  if (id) box.querySelector(`[data-notice-id="${CSS.escape(id)}"]`)?.remove();
  const close = h("button", {
    type: "button",
    class: "notice-close",
    "aria-label": t("app.dismiss"),
    title: t("app.dismiss"),
    text: "×",
  });
  const note = h(
    "div",
    {
      class: `notice notice-${kind}`,
      role: kind === "info" ? "status" : "alert",
      dataset: id ? { noticeId: id } : {},
    },
    h("p", { class: "notice-text", text: message }),
    details ? h("details", {}, h("summary", { text: "…" }), h("pre", { text: details })) : null,
    close,
  );
  close.addEventListener("click", () => note.remove());
  box.append(note);
  return note;
}

export function clearNotices(filter = () => true) {
  for (const note of [...document.querySelectorAll("#notices .notice")]) if (filter(note)) note.remove();
}

let statusTimer = null;
/** A short message in the status line (polite live region). */
export function toast(message, ms = 3500) {
  const el = document.getElementById("status");
  el.textContent = message;
  el.classList.add("visible");
  clearTimeout(statusTimer);
  statusTimer = setTimeout(() => {
    el.classList.remove("visible");
    el.textContent = "";
  }, ms);
}

/** Empty the status line at once (a hand-over: nothing of the previous player stays). */
export function clearToast() {
  const el = document.getElementById("status");
  clearTimeout(statusTimer);
  if (!el) return;
  el.classList.remove("visible");
  el.textContent = "";
}

/** Breadcrumbs in the top bar: [{text, href?}]. */
export function setCrumbs(items) {
  const nav = document.getElementById("crumbs");
  clear(nav);
  const list = h("ol");
  for (const item of items) {
    list.append(h("li", {}, item.href ? h("a", { href: item.href, text: item.text }) : h("span", { "aria-current": "page", text: item.text })));
  }
  nav.append(list);
}

export function setTitle(parts) {
  document.title = [...parts, "tabletop"].filter(Boolean).join(" · ");
}
