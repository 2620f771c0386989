// Text of the page: the one catalog mechanism of the project
// (tabletop.core.i18n, served by the engine). Shell strings are the `app.*`
// namespace registered in engine.py; views read `<game>.view.*`.

import { call } from "./engine.js";

const LANG_KEY = "tabletop.lang";
export const LANGS = ["ja", "en"];

const catalogs = new Map();
let current = document.documentElement.lang === "ja" ? "ja" : "en";
/** @type {Record<string, string>} */
let catalog = {};

export function lang() {
  return current;
}

/**
 * Messages known without asking the engine: the build's catalog (boot.js), every language at once;
 * added to those already known (a game's view messages come after the shell's).
 * @param {Record<string, Record<string, string>>} messages {lang: {key: text}}
 */
export function preload(messages) {
  for (const code of LANGS) if (messages[code]) catalogs.set(code, Object.assign(catalogs.get(code) ?? {}, messages[code]));
}

/** Load (once per language; none after `preload`) the catalog and make `lang` current. @param {string} next */
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
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#lang-switch [data-lang]"))) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === next));
  }
  return next;
}

/**
 * A number as players read it (tabletop.core.i18n.number): thousands separated,
 * no ".0" on whole numbers, at most two decimals: 131900 -> "131,900", 27.0 -> "27", 2.5 -> "2.5".
 * @param {number} value
 */
export function number(value) {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? "-" : "";
  let [whole, frac = ""] = Math.abs(value).toFixed(Number.isInteger(value) ? 0 : 2).split(".");
  frac = frac.replace(/0+$/, "");
  whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return sign + whole + (frac ? `.${frac}` : "");
}

/**
 * Fill `{field}`s of a Python-style template, the catalog's syntax (same rules as
 * tabletop.core.i18n.format_text):
 *   {n}            the value; a number as `number()` ("131,900")
 *   {n:move|moves} the number and its word: singular for 1, else plural ("1 move", "2 moves")
 *   {{ / }}        literal braces
 * A field with no value stays as written. Other format specs are ignored.
 * @param {string} template
 * @param {Record<string, unknown>} [args]
 */
export function format(template, args = {}) {
  return String(template).replace(/\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)(?:![rsa])?(?::([^{}]*))?\}/g, (m, name, spec) => {
    if (m === "{{") return "{";
    if (m === "}}") return "}";
    if (!Object.prototype.hasOwnProperty.call(args, name) || args[name] === undefined) return m;
    const value = args[name];
    const numeric = typeof value === "number";
    const shown = numeric ? number(value) : String(value);
    if (spec && spec.includes("|")) {
      const bar = spec.indexOf("|");
      return `${shown} ${numeric && value === 1 ? spec.slice(0, bar) : spec.slice(bar + 1)}`;
    }
    return shown;
  });
}

/** The message `key` in the current language; unknown keys come back as the key. @param {string} key @param {Record<string, unknown>} [args] */
export function t(key, args = {}) {
  const template = catalog[key];
  return template === undefined ? key : format(template, args);
}

/** @param {string} key */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(catalog, key);
}

/** Title of a game in the current language. @param {{id?: string, title?: Record<string, string>} | null | undefined} game */
export function title(game) {
  return (game && game.title && (game.title[current] || game.title.en)) || (game && game.id) || "";
}

/** A {ja, en} label object in the current language. @param {Record<string, string> | string | null | undefined} obj */
export function label(obj, fallback = "") {
  if (!obj) return fallback;
  if (typeof obj === "string") return obj;
  return obj[current] || obj.en || fallback;
}

/**
 * A seat's name as the page shows it: the name a player gave, else "Player n" / "Bot n" in the
 * current language (an unnamed seat stays "" in saves and links, so it follows the reader's language;
 * tabletop.core.i18n.seat_name does the same for the log).
 * @param {{name?: unknown, bot?: unknown} | null | undefined} seat @param {number} index 0-based
 */
export function seatName(seat, index) {
  if (seat && typeof seat.name === "string" && seat.name) return seat.name;
  return t(seat?.bot ? "app.setup.bot_name" : "app.setup.default_name", { n: index + 1 });
}
