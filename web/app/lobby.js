// The lobby (#/): the games that play, the saved games to resume, import.

import { h, formatWhen } from "./dom.js";
import { t, title, lang } from "./i18n.js";
import * as store from "./store.js";

function playersText(game) {
  return game.min_players === game.max_players
    ? t("app.lobby.players_one", { min: game.min_players })
    : t("app.lobby.players", { min: game.min_players, max: game.max_players });
}

export function seatNames(data) {
  const seats = data?.meta?.seats;
  if (!Array.isArray(seats)) return "";
  return seats
    .map((s) => (s && typeof s.name === "string" ? s.name : "?"))
    .join(", ");
}

/** A list of saved games (all, or one game's) with resume/delete buttons. */
export function savesList(app, { game = null, onChange } = {}) {
  const saves = store.listSaves().filter((s) => (game ? s.game === game : app.byId.has(s.game)));
  if (!saves.length) return null;
  const list = h("ul", { class: "save-list" });
  for (const save of saves) {
    const g = app.byId.get(save.game);
    const gameTitle = title(g) || save.game;
    const when = formatWhen(save.updated, lang()) || "—";
    const details = [];
    if (save.data) {
      details.push(seatNames(save.data));
      details.push(t("app.save.moves", { n: save.moves }));
      if (save.over) details.push(t("app.save.finished"));
    } else {
      details.push(t("app.save.damaged"));
    }
    const item = h(
      "li",
      { class: "save-item", dataset: { key: save.key } },
      h(
        "div",
        { class: "save-main" },
        h("span", { class: "save-title", text: gameTitle }),
        h("span", { class: "save-when", text: when }),
        h("span", { class: "save-details", text: details.filter(Boolean).join(" · ") }),
      ),
      h(
        "div",
        { class: "save-actions" },
        h("a", {
          class: "button button-primary",
          href: `#/${save.game}/@${save.slot}`,
          "aria-label": t("app.save.resume_label", { game: gameTitle, when }),
          text: t("app.save.resume"),
        }),
        h("button", {
          type: "button",
          class: "button button-quiet",
          "aria-label": t("app.save.delete_label", { game: gameTitle, when }),
          text: t("app.save.delete"),
          onclick: () => {
            if (!window.confirm(t("app.save.delete_confirm"))) return;
            store.remove(save.game, save.slot);
            item.remove();
            onChange?.();
          },
        }),
      ),
    );
    list.append(item);
  }
  return list;
}

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
  const fillSaves = () => {
    savesSection.replaceChildren(
      h("h2", { class: "section-title", id: "saves-title", text: t("app.lobby.saves") }),
      savesList(app, { onChange: fillSaves }) || h("p", { class: "muted", text: t("app.lobby.no_saves") }),
      h("button", {
        type: "button",
        class: "button",
        id: "import-save",
        text: t("app.lobby.import"),
        onclick: () => app.importSave(),
      }),
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
    ),
  );
  return { destroy() {} };
}
