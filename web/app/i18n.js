// Text of the page: the one catalog mechanism of the project
// (tabletop.core.i18n, served by the engine). Shell strings are the `app.*`
// namespace registered in engine.py; views read `<game>.view.*`.

import { call } from "./engine.js";

const LANG_KEY = "tabletop.lang";
export const LANGS = ["ja", "en"];

const catalogs = new Map();
let current = document.documentElement.lang === "ja" ? "ja" : "en";
let catalog = {};

export function lang() {
  return current;
}

/** Load (once per language) the catalog and make `lang` current. */
export async function setLang(next, { remember = true } = {}) {
  if (!LANGS.includes(next)) next = "en";
  if (!catalogs.has(next)) catalogs.set(next, await call("catalog", { lang: next }));
  current = next;
  catalog = catalogs.get(next);
  document.documentElement.lang = next;
  if (remember) {
    try {
      localStorage.setItem(LANG_KEY, next);
    } catch {
      /* not fatal: the choice just is not remembered */
    }
  }
  for (const button of document.querySelectorAll("#lang-switch [data-lang]")) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === next));
  }
  return next;
}

/** Fill `{field}`s of a Python-style template (`{{`/`}}` are literal braces). */
export function format(template, args = {}) {
  return template.replace(/\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)(?:![rsa])?(?::[^{}]*)?\}/g, (m, name) => {
    if (m === "{{") return "{";
    if (m === "}}") return "}";
    return Object.prototype.hasOwnProperty.call(args, name) && args[name] !== undefined ? String(args[name]) : m;
  });
}

/** The message `key` in the current language; unknown keys come back as the key. */
export function t(key, args = {}) {
  const template = catalog[key];
  return template === undefined ? key : format(template, args);
}

export function has(key) {
  return Object.prototype.hasOwnProperty.call(catalog, key);
}

/** Title of a game in the current language. */
export function title(game) {
  return (game && game.title && (game.title[current] || game.title.en)) || (game && game.id) || "";
}

/** A {ja, en} label object in the current language. */
export function label(obj, fallback = "") {
  if (!obj) return fallback;
  if (typeof obj === "string") return obj;
  return obj[current] || obj.en || fallback;
}
