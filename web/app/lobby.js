// The lobby (#/): the games that play, the saved games to resume, import.

import { h, formatWhen } from "./dom.js";
import { t, title, lang, seatName } from "./i18n.js";
import * as store from "./store.js";
import { call } from "./engine.js";
import { confirmDialog, errorText, toast } from "./ui.js";
import { winnerText } from "./outcome.js";

/** @param {TabletopGame} game */
function playersText(game) {
  return game.min_players === game.max_players
    ? t("app.lobby.players_one", { min: game.min_players })
    : t("app.lobby.players", { min: game.min_players, max: game.max_players });
}

/**
 * How a finished game ended, in words (the index's result: store.summary), or "".
 * @param {Pick<TabletopSaveRow, "result" | "data">} save
 */
export function resultText(save) {
  const result = save.result;
  if (!result || !Array.isArray(result.winners)) return "";
  if (result.cooperative) return t(result.winners.length ? "app.result.team_won" : "app.result.team_lost");
  const seats = save.data?.meta?.seats;
  return winnerText(result, (/** @type {number} */ p) => (Array.isArray(seats) && seats[p] ? seatName(seats[p], p) : String(p + 1)));
}

/** The players of a save, "Ann, Bot 2" ("Ann、ボット2"), or "" when it does not say. @param {TabletopSaveRow["data"]} data */
export function seatNames(data) {
  const seats = data?.meta?.seats;
  if (!Array.isArray(seats)) return "";
  return seats
    .map((s, i) => (s && typeof s.name === "string" ? seatName(s, i) : "?"))
    .join(t("core.list_sep"));
}

/**
 * A list of saved games with resume/delete buttons.
 * `game`: only that game's; `filter(save)`: which saves; `onChange()`: after a deletion.
 * Returns null when there is nothing to list.
 * @param {TabletopApp} app
 * @param {{game?: string | null, filter?: (save: TabletopSaveRow) => boolean, onChange?: () => void}} [options]
 */
export function savesList(app, { game = null, filter = () => true, onChange } = {}) {
  const saves = store.listSaves().filter((s) => (game ? s.game === game : app.byId.has(s.game)) && filter(s));
  if (!saves.length) return null;
  const list = h("ul", { class: "save-list" });
  for (const save of saves) {
    const g = app.byId.get(save.game);
    const gameTitle = title(g) || save.game;
    const when = formatWhen(save.updated, lang()) || "—";
    const details = [];
    if (save.data && !save.damaged) {
      details.push(seatNames(save.data));
      details.push(t("app.save.moves", { n: save.moves }));
      if (save.over) details.push(t("app.save.finished"));
    } else {
      details.push(t("app.save.damaged"));
      if (save.damaged) details.push(errorText(save.damaged));
    }
    const item = h(
      "li",
      { class: `save-item${save.data && !save.damaged ? "" : " is-damaged"}`, dataset: { key: save.key } },
      h(
        "div",
        { class: "save-main" },
        h("span", { class: "save-title", text: gameTitle }),
        h("span", { class: "save-when", text: when }),
        h("span", { class: "save-details", text: details.filter(Boolean).join(" · ") }),
        save.over && !save.damaged && resultText(save) ? h("span", { class: "save-result", text: resultText(save) }) : null,
      ),
      h(
        "div",
        { class: "save-actions" },
        // a finished game is looked at again (its result and final position), not resumed
        h("a", {
          class: "button button-primary save-open",
          href: `#/${save.game}/@${save.slot}`,
          "aria-label": t(save.over ? "app.save.replay_label" : "app.save.resume_label", { game: gameTitle, when }),
          text: t(save.over ? "app.save.replay" : "app.save.resume"),
        }),
        h("button", {
          type: "button",
          class: "button button-quiet save-delete",
          "aria-label": t("app.save.delete_label", { game: gameTitle, when }),
          text: t("app.save.delete"),
          onclick: async () => {
            if (!(await confirmDialog(t("app.save.delete_confirm_named", { game: gameTitle, when })))) return;
            store.remove(save.game, save.slot);
            item.remove();
            toast(t("app.save.deleted"));
            onChange?.();
          },
        }),
      ),
    );
    list.append(item);
    if (save.over && !save.damaged && save.data && !save.result) learnResult(save, item);
  }
  return list;
}

/**
 * A finished game stored before the index kept results: its result from the rules (the save
 * replayed by the engine), remembered in the index and shown in its list item.
 * @param {TabletopSaveRow} save @param {HTMLElement} item its list item (savesList)
 */
async function learnResult(save, item) {
  let opened;
  try {
    opened = await call("load_save", { text: save.text, game: save.game });
  } catch {
    return; // the game opens with the reason when the player asks
  }
  call("close", { session: opened.session }).catch(() => {});
  const { result } = store.summary(opened.status);
  if (!result) return;
  store.setResult(save.game, save.slot, result);
  const text = resultText({ ...save, result });
  const main = item.querySelector(".save-main");
  if (text && item.isConnected && main && !item.querySelector(".save-result")) main.append(h("span", { class: "save-result", text }));
}

/** The lobby on `root`. @param {HTMLElement} root @param {TabletopApp} app @returns {TabletopPage} */
export function renderLobby(root, app) {
  const grid = h("ul", { class: "game-grid" });
  for (const game of app.games) {
    const other = lang() === "ja" ? game.title.en : game.title.ja;
    grid.append(
      h(
        "li",
        { class: "game-card", dataset: { game: game.id } },
        h("h3", { class: "game-card-title", text: title(game) }),
        other && other !== title(game) ? h("p", { class: "game-card-sub", lang: lang() === "ja" ? "en" : "ja", text: other }) : null,
        h("p", { class: "game-card-meta", text: playersText(game) }),
        h("a", {
          class: "button button-primary game-card-play",
          href: `#/${game.id}`,
          "aria-label": t("app.lobby.play_label", { game: title(game) }),
          text: t("app.lobby.play"),
        }),
      ),
    );
  }
  const savesSection = h("section", { class: "panel saves", "aria-labelledby": "saves-title" });
  const listed = () => store.listSaves().filter((s) => app.byId.has(s.game));
  /**
   * A button that deletes every listed save `which` takes, once the player said yes (`confirmKey`).
   * @param {string} id @param {string} label @param {string} confirmKey @param {(save: TabletopSaveRow) => boolean} which
   */
  const bulkDelete = (id, label, confirmKey, which) =>
    h("button", {
      type: "button",
      class: "button button-quiet",
      id,
      text: label,
      onclick: async () => {
        const doomed = listed().filter(which);
        if (!doomed.length || !(await confirmDialog(t(confirmKey, { n: doomed.length })))) return;
        for (const save of doomed) store.remove(save.game, save.slot);
        toast(t("app.save.deleted"));
        fillSaves();
      },
    });
  const importStatus = h("div", { class: "import-status", id: "import-status" });
  const fillSaves = () => {
    const all = listed();
    const finished = all.filter((s) => s.over && !s.damaged);
    const inProgress = savesList(app, { filter: (s) => !s.over || !!s.damaged, onChange: fillSaves });
    const done = savesList(app, { filter: (s) => s.over && !s.damaged, onChange: fillSaves });
    savesSection.replaceChildren(
      h("h2", { class: "section-title", id: "saves-title", text: t("app.lobby.saves") }),
      h(
        "section",
        { class: "saves-group", id: "saves-progress", "aria-labelledby": "saves-progress-title" },
        h("h3", { class: "saves-group-title", id: "saves-progress-title", text: t("app.lobby.in_progress") }),
        inProgress || h("p", { class: "muted", text: all.length ? t("app.lobby.no_progress") : t("app.lobby.no_saves") }),
      ),
      finished.length
        ? h(
            "section",
            { class: "saves-group", id: "saves-finished", "aria-labelledby": "saves-finished-title" },
            h("h3", { class: "saves-group-title", id: "saves-finished-title", text: t("app.lobby.finished") }),
            done,
            bulkDelete("delete-finished", t("app.save.delete_finished"), "app.save.delete_finished_confirm", (s) => s.over && !s.damaged),
          )
        : "",
      h(
        "div",
        { class: "form-actions saves-actions" },
        h("button", {
          type: "button",
          class: "button",
          id: "import-save",
          text: t("app.lobby.import"),
          // a file that cannot be opened is said here, next to the button (not at the page's top)
          onclick: () => app.importSave({ at: importStatus }),
        }),
        all.length ? bulkDelete("delete-all", t("app.save.delete_all"), "app.save.delete_all_confirm", () => true) : "",
      ),
      importStatus,
    );
  };
  fillSaves();
  root.replaceChildren(
    h(
      "div",
      { class: "lobby" },
      h(
        "div",
        { class: "hero" },
        h("h1", { class: "hero-title", tabindex: "-1", text: t("app.title") }),
        h("p", { class: "hero-tagline", text: t("app.tagline") }),
      ),
      h(
        "section",
        { "aria-labelledby": "games-title" },
        h("h2", { class: "section-title", id: "games-title", text: t("app.lobby.games") }),
        app.games.length ? grid : h("p", { class: "muted", text: t("app.lobby.no_games") }),
      ),
      savesSection,
      h(
        "section",
        { class: "panel lab-link", "aria-labelledby": "lab-title" },
        h("h2", { class: "section-title", id: "lab-title" }, h("a", { href: "lab.html", text: t("app.lobby.lab") })),
        h("p", { class: "muted", text: t("app.lobby.lab_about") }),
      ),
    ),
  );
  return { destroy() {} };
}
