// Shared pieces of the chrome: app state attribute, notices, status line, crumbs.

import { h, clear } from "./dom.js";
import { t, has, lang } from "./i18n.js";

/** <html data-app-state>: "loading" | "ready" | "error" (tests and benchmarks wait for it). @param {string} state */
export function setAppState(state) {
  document.documentElement.dataset.appState = state;
}

/**
 * A visible notice above the page (role=alert for errors and warnings).
 * kind: "error" | "warning" | "info"; id: replaces an earlier notice with the same id;
 * details: technical text behind a "Details" toggle (<details>), never in the sentence itself;
 * action: {label, onclick, id?} a button in the notice (e.g. "Export save");
 * at: the element to put it in instead of the notices above the page (next to the control
 * the player just used, e.g. the lobby's import button); focus: move the focus to it.
 * @param {string} message
 * @param {{kind?: string, id?: string | null, details?: unknown, action?: {label: string, onclick: () => void, id?: string} | null, at?: HTMLElement | null, focus?: boolean}} [options]
 */
export function notify(message, { kind = "error", id = null, details = null, action = null, at = null, focus = false } = {}) {
  const box = at || /** @type {HTMLElement} index.html has it */ (document.getElementById("notices"));
  if (id) for (const old of document.querySelectorAll(`[data-notice-id="${CSS.escape(id)}"]`)) old.remove();
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
      tabindex: focus ? "-1" : null,
    },
    h("p", { class: "notice-text", text: message }),
    action ? h("p", { class: "notice-action" }, h("button", { type: "button", class: "button button-small", id: action.id || null, onclick: action.onclick, text: action.label })) : null,
    details ? detailsToggle(details) : null,
    close,
  );
  close.addEventListener("click", () => note.remove());
  box.append(note);
  if (focus) note.focus(); // (and into view)
  return note;
}

/**
 * <details class="error-details"><summary>Details</summary><pre>text</pre></details>.
 * `text` is errorDetails(error): a string (in the page's language), or {text, lang} for a
 * text the catalog has not (the library's English message), marked as such for screen readers.
 * @param {any} text
 */
export function detailsToggle(text) {
  const { text: body, lang } = typeof text === "object" && text !== null ? text : { text, lang: null };
  return h("details", { class: "error-details" }, h("summary", { text: t("app.error.details") }), h("pre", { lang, text: String(body) }));
}

// log/error args holding one seat number, as in tabletop.core.i18n.SEAT_ARG
const SEAT_ARG = /(^|_)(player|seat|winner|by|creator|solver|target|asker|holder)$/;

/** Whether an error carries a catalog key this page has (its reason in the player's words). @param {any} error @returns {boolean} */
export const hasCatalogKey = (error) => typeof error?.key === "string" && has(error.key);

/**
 * The sentence a player reads for an error, in the current language:
 * the catalog text of the error's `key` (EngineError from the engine, with `args`;
 * seat numbers become `names[seat]`), else a sentence for its class
 * ("That move is not allowed now."), never the raw English/parser message
 * (that is `errorDetails(error)`, for the details toggle).
 * @param {any} error an EngineError or any thrown value
 * @param {{names?: string[] | null}} [options]
 */
export function errorText(error, { names = null } = {}) {
  const key = error?.key;
  if (hasCatalogKey(error)) {
    const args = { ...(error.args || {}) };
    for (const [k, v] of Object.entries(args)) {
      if (names && SEAT_ARG.test(k) && Number.isInteger(v) && names[v] !== undefined) args[k] = names[v];
      else if (v && typeof v === "object" && !Array.isArray(v) && ("en" in v || "ja" in v)) args[k] = v[document.documentElement.lang] ?? v.en;
    }
    return t(key, args);
  }
  const kind = error?.kind;
  if (typeof kind === "string" && has(`app.error.kind.${kind}`)) return t(`app.error.kind.${kind}`);
  return t("app.error.kind.other");
}

/**
 * The details of an error, for the details toggle, in the player's language: the catalog text
 * of its key where it has one (the engine's errors, tabletop.core.errors), and on an English
 * page the library's own words below it (they may say more: which line of a text option);
 * without a key, the only text there is, the library's or the browser's message
 * ({text, lang: "en"}). Never the class name.
 * @param {any} error @param {{names?: string[] | null}} [options]
 */
export function errorDetails(error, { names = null } = {}) {
  if (hasCatalogKey(error)) {
    const text = errorText(error, { names });
    const message = String(error.message ?? "").trim();
    return lang() === "en" && message && !text.toLowerCase().startsWith(message.toLowerCase()) ? `${text}\n${message}` : text;
  }
  const message = String(error?.message ?? error ?? "");
  return { text: message, lang: "en", toString: () => message };
}

/** notify() an error: the localized sentence (a `lead` sentence first, if given), details behind the toggle.
 * @param {any} error @param {{lead?: string | null, names?: string[] | null, kind?: string, id?: string | null, action?: {label: string, onclick: () => void, id?: string} | null, at?: HTMLElement | null, focus?: boolean}} [options] */
export function notifyError(error, { lead = null, names = null, kind = "error", id = null, action = null, at = null, focus = false } = {}) {
  const sentence = errorText(error, { names });
  return notify(lead ? `${lead} ${sentence}` : sentence, { kind, id, details: errorDetails(error, { names }), action, at, focus });
}

/** @param {(note: Element) => boolean} [filter] */
export function clearNotices(filter = () => true) {
  for (const note of [...document.querySelectorAll("#notices .notice")]) if (filter(note)) note.remove();
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let statusTimer;
/** How long a toast stays: 3.5 s, and 60 ms a character past the first 40. @param {string} message */
export const toastTime = (message) => 3500 + 60 * Math.max(0, [...String(message)].length - 40);
/**
 * A short message in the status line (polite live region), shown long enough to be read:
 * 3.5 s, more for a long one (a hint of two sentences). @param {string} message @param {number} [ms]
 */
export function toast(message, ms = toastTime(message)) {
  const el = /** @type {HTMLElement} index.html has it */ (document.getElementById("status"));
  el.textContent = message;
  el.classList.add("visible");
  clearTimeout(statusTimer);
  statusTimer = setTimeout(clearToast, ms);
}

/**
 * Ask before something that cannot be undone: a modal <dialog> in the player's language
 * (not window.confirm, whose buttons follow the browser's language). Resolves to true
 * only when the confirm button was pressed; Escape and Cancel give false.
 * @param {string} message
 * @param {{confirmLabel?: string, cancelLabel?: string, id?: string, danger?: boolean}} [options]
 * @returns {Promise<boolean>}
 */
export function confirmDialog(message, { confirmLabel = t("app.confirm.yes_delete"), cancelLabel = t("app.confirm.cancel"), id = "confirm", danger = true } = {}) {
  return new Promise((resolve) => {
    let answer = false;
    const yes = h("button", { type: "button", class: danger ? "button button-danger" : "button button-primary", id: `${id}-yes`, text: confirmLabel, onclick: () => { answer = true; dialog.close(); } });
    const no = h("button", { type: "button", class: "button", id: `${id}-no`, text: cancelLabel, onclick: () => dialog.close() });
    const dialog = h(
      "dialog",
      { class: "dialog confirm-dialog", id, role: "alertdialog", "aria-labelledby": `${id}-text` },
      h("p", { class: "confirm-text", id: `${id}-text`, text: message }),
      h("div", { class: "form-actions" }, no, yes),
    );
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    dialog.showModal();
    no.focus(); // the safe choice first
  });
}

/** Empty the status line at once (a hand-over: nothing of the previous player stays). */
export function clearToast() {
  const el = document.getElementById("status");
  clearTimeout(statusTimer);
  if (!el) return;
  el.classList.remove("visible");
  el.textContent = "";
}

/** Breadcrumbs in the top bar: [{text, href?}]. @param {{text: string, href?: string}[]} items */
export function setCrumbs(items) {
  const nav = /** @type {HTMLElement} index.html has it */ (document.getElementById("crumbs"));
  clear(nav);
  const list = h("ol");
  for (const item of items) {
    list.append(h("li", {}, item.href ? h("a", { href: item.href, text: item.text }) : h("span", { "aria-current": "page", text: item.text })));
  }
  nav.append(list);
}

/** @param {(string | null | undefined | false)[]} parts */
export function setTitle(parts) {
  document.title = [...parts, "tabletop"].filter(Boolean).join(" · ");
}
