// Tiny DOM helpers. Text always goes in as text (textContent), never as HTML:
// player names and imported saves must never become markup.

/**
 * h("button", {class: "x", onclick: fn, "aria-label": "…"}, "text", childNode, [more])
 * Attributes: `class`, `text`, `hidden`, `dataset` (object), `on<event>` (listener),
 * booleans (true sets, false/null/undefined skips), everything else via setAttribute.
 * @param {string} tag
 * @param {Record<string, any> | null} [attrs]
 * @param {...any} children
 */
export function h(tag, attrs = {}, ...children) {
  const el = /** @type {HTMLElement & Record<string, any>} */ (document.createElement(tag));
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "value") el.value = value;
    else if (key === "checked" || key === "disabled" || key === "selected") el[key] = !!value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

/**
 * A box that scrolls sideways (a wide table at 390 px) and that a keyboard can reach:
 * it takes focus, and is named for assistive technology.
 * @param {string} cls @param {string} label @param {...any} children
 */
export function scrollBox(cls, label, ...children) {
  return h("div", { class: cls, tabindex: "0", role: "group", "aria-label": label }, ...children);
}

/** @template {Element} T @param {T} el @param {any[]} children */
export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** @template {Element} T @param {T} el */
export function clear(el) {
  el.replaceChildren();
  return el;
}

/**
 * Replace `el`'s children with `kids` (nested arrays flattened), leaving out the empty
 * parts a view builds conditionally (null, undefined, false).
 * @template {Element} T @param {T} el @param {...any} kids @returns {void}
 */
export function put(el, ...kids) {
  el.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined && k !== false));
}

/** @param {string} selector @param {ParentNode} [root] */
export const $ = (selector, root = document) => root.querySelector(selector);

/** @param {number} ms @returns {Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Format a date for lists ("2026-11-30 14:05" or localized). @param {number} ms @param {string} lang */
export function formatWhen(ms, lang) {
  if (!ms) return "";
  try {
    return new Intl.DateTimeFormat(lang === "ja" ? "ja-JP" : "en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
    }).format(new Date(ms));
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
  }
}

/** A random 53-bit seed from the platform's CSPRNG. */
export function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}

/** Download `text` as a file. @param {string} filename @param {string} text */
export function download(filename, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: filename, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Ask for a file with a picker; resolves to its text or null (cancelled). */
export function pickFile(accept = ".json,application/json", maxBytes = 4_000_000) {
  return new Promise((resolve, reject) => {
    const input = h("input", { type: "file", accept, hidden: true });
    input.addEventListener("change", async () => {
      const file = input.files && input.files[0];
      input.remove();
      if (!file) return resolve(null);
      if (file.size > maxBytes) return reject(new Error("the file is too large"));
      try {
        resolve({ name: file.name, text: await file.text() });
      } catch (e) {
        reject(e);
      }
    });
    input.addEventListener("cancel", () => {
      input.remove();
      resolve(null);
    });
    document.body.append(input);
    input.click();
  });
}
