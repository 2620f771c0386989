// A bot level in words: the set-up form's seat choices and the table's player badges.

import { t, label } from "./i18n.js";

/** A bot level's number and name in the current language (the catalog's `app.setup.level`). @param {number} level */
export function levelLabel(level) {
  return t("app.setup.level", { n: level, name: t(`app.setup.level.${level}`) });
}

/**
 * A level's one-line description for this game (``levels`` of the games list), or "".
 * @param {{levels?: TabletopLevel[]}} game @param {number} level
 */
export function levelAbout(game, level) {
  const entry = (game.levels || []).find((l) => l.level === level);
  return entry ? label(entry.about) : "";
}
