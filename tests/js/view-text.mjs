// A game view's own messages (web/games/<id>/messages.json) in one language, filled by the
// catalog's format (web/app/i18n.js), as `ctx.t` gives them: for the tests of views' words.
import { readFileSync } from "node:fs";
import { format } from "../../web/app/i18n.js";

/**
 * `ctx.t` of a view of `game` in `lang`: a key of its namespace (`<game>.view.`) filled from
 * messages.json; any other key, or a message without that language, throws (a view shows
 * the bare key then: the test should say so).
 */
export function viewT(game, lang, ns = `${game}.view.`) {
  const messages = JSON.parse(readFileSync(new URL(`../../web/games/${game}/messages.json`, import.meta.url), "utf8"));
  return (key, args = {}) => {
    const template = key.startsWith(ns) ? messages[key.slice(ns.length)]?.[lang] : undefined;
    if (template === undefined) throw new Error(`no ${lang} message for ${key}`);
    return format(template, args);
  };
}
