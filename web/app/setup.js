// #/<game>: games in progress to resume, and the new-game form (seats + options
// drawn from the game's options schema).

import { h, randomSeed } from "./dom.js";
import { t, title, label, seatName } from "./i18n.js";
import { call } from "./engine.js";
import { errorText, errorDetails, detailsToggle } from "./ui.js";
import * as store from "./store.js";
import { savesList } from "./lobby.js";
import { whenEngine } from "./wait.js";
import { levelLabel, levelAbout } from "./levels.js";

const MAX_NAME = 24;

/** @typedef {{kind: "human" | "bot", level: number, name: string}} SetupSeat a seat of the form */
/**
 * A seat as the form remembered it (`tabletop.prefs`, unchecked): today's SetupSeat, or one
 * remembered before levels ({kind: "bot:<name>", strength}).
 * @typedef {{kind?: unknown, level?: unknown, name?: unknown} | null | undefined} RememberedSeat
 */
/**
 * What the form holds: the player count, each seat, every option's value.
 * @typedef {{players: number, seats: RememberedSeat[], options: Record<string, unknown>}} SetupState
 */
/**
 * The form on screen (drawSetup): the state it holds, the look of a Start in progress, the end of one that failed.
 * @typedef {{read(): SetupState, busy(on: boolean): void, fail(error: unknown): void}} SetupForm
 */

/** A remembered seat in today's shape ({kind: "human" | "bot", level}); seats remembered
 *  before levels ({kind: "bot:<name>", strength}) take the nearest level.
 * @param {TabletopGame} game @param {RememberedSeat} seat @returns {SetupSeat | null} */
function upgradeSeat(game, seat) {
  if (!seat || typeof seat.kind !== "string") return null;
  const name = typeof seat.name === "string" ? seat.name : "";
  if (seat.kind === "human") return { kind: "human", level: typeof seat.level === "number" && Number.isInteger(seat.level) ? seat.level : game.default_level, name };
  if (!(game.levels || []).length) return null;
  let level = seat.level;
  if (seat.kind.startsWith("bot:")) level = seat.kind === "bot:random" ? 1 : game.default_level;
  else if (seat.kind !== "bot") return null;
  const known = (game.levels || []).find((l) => l.level === level);
  return { kind: "bot", level: known ? known.level : game.default_level, name };
}

/** @param {string} kind "human" or "bot" @param {number} n the seat's number, from 1 */
function defaultName(kind, n) {
  return seatName({ bot: kind !== "human" }, n - 1);
}

/** The seats a game starts with when nothing is remembered. @param {TabletopGame} game @param {number} players */
function defaultSeats(game, players) {
  /** @type {SetupSeat[]} */
  const seats = [];
  for (let i = 0; i < players; i++) {
    const kind = i === 0 || !(game.levels || []).length ? "human" : "bot";
    seats.push({ kind, level: game.default_level ?? 2, name: "" });
  }
  return seats;
}

/** Whether `option` applies at `players` (Option.players; empty: at every count). @param {TabletopOption} option @param {number} players */
function applies(option, players) {
  return !option.players || option.players.includes(players);
}

/** The options a player sets in the form: not the developers' ones (Option.developer), which links still carry. @param {TabletopGame} game */
function formOptions(game) {
  return game.options.filter((option) => !option.developer);
}

/** A choice option's choices (the engine sends them with every choice option). @param {TabletopOption} option */
function choicesOf(option) {
  if (!option.choices) throw new Error(`The choice option ${option.key} has no choices`);
  return option.choices;
}

/** The index of the choice holding `value` in a choice option, or -1. @param {TabletopOption} option @param {unknown} value */
function choiceIndex(option, value) {
  return choicesOf(option).findIndex((choice) => choice.value === value);
}

/** An option's field: its label, its control (named by the option's key) and its help. @param {TabletopOption} option @param {unknown} value */
function optionField(option, value) {
  const id = `opt-${option.key}`;
  const text = label(option.label, option.key);
  const help = option.help ? label(option.help) : "";
  const helpId = help ? `${id}-help` : null;
  /** @type {ReturnType<typeof h>} */
  let input;
  if (option.kind === "bool") {
    input = h("input", { type: "checkbox", id, name: option.key, checked: !!value, "aria-describedby": helpId });
    return h(
      "div",
      { class: "field field-check", dataset: { option: option.key } },
      input,
      h("label", { for: id, text }),
      help ? h("p", { class: "field-help", id: helpId, text: help }) : null,
    );
  }
  if (option.kind === "choice") {
    input = h("select", { id, name: option.key, "aria-describedby": helpId });
    choicesOf(option).forEach((choice, i) => {
      input.append(h("option", { value: String(i), selected: choice.value === value, text: label(choice.label, String(choice.value)) }));
    });
  } else if (option.kind === "int") {
    input = h("input", {
      type: "number",
      id,
      name: option.key,
      inputmode: "numeric",
      step: "1",
      min: option.min ?? null,
      max: option.max ?? null,
      value: String(value),
      required: true,
      "aria-describedby": helpId,
    });
  } else {
    input = h("textarea", { id, name: option.key, rows: "3", "aria-describedby": helpId, spellcheck: "false" });
    input.value = value ?? "";
  }
  const range = option.kind === "int" && option.min !== undefined && option.max !== undefined ? `${option.min}–${option.max}` : "";
  return h(
    "div",
    { class: `field field-${option.kind}`, dataset: { option: option.key } },
    h("label", { for: id, text: range ? t("core.aside", { text, note: range }) : text }),
    input,
    help ? h("p", { class: "field-help", id: helpId, text: help }) : null,
  );
}

/**
 * The control optionField made for `option`: an input (a checkbox, a number), a select or a text area.
 * @param {HTMLFormElement} form @param {TabletopOption} option
 */
function control(form, option) {
  const el = form.elements.namedItem(option.key);
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return el;
  throw new Error(`The set-up form has no control for the option ${option.key}`);
}

/** The checkbox of a "bool" option. @param {HTMLFormElement} form @param {TabletopOption} option */
function checkbox(form, option) {
  const el = control(form, option);
  if (el instanceof HTMLInputElement) return el;
  throw new Error(`The control of the option ${option.key} is not a checkbox`);
}

/** Put `value` in an option's control (its default when the option does not apply). @param {HTMLFormElement} form @param {TabletopOption} option @param {unknown} value */
function writeOption(form, option, value) {
  const el = control(form, option);
  if (option.kind === "bool") checkbox(form, option).checked = !!value;
  else if (option.kind === "choice") {
    const i = choiceIndex(option, value);
    el.value = String(i >= 0 ? i : Math.max(0, choiceIndex(option, option.default)));
  }
  else el.value = value === undefined || value === null ? "" : String(value);
}

/** The value of an option's control. @param {HTMLFormElement} form @param {TabletopOption} option */
function readOption(form, option) {
  const el = control(form, option);
  if (option.kind === "bool") return checkbox(form, option).checked;
  if (option.kind === "choice") return choicesOf(option)[Number(el.value)]?.value ?? option.default;
  if (option.kind === "int") return Number.parseInt(el.value, 10);
  return el.value;
}

/**
 * The form of a new game. Its controller's `relabel()` (a language switch) draws it again in the
 * new language with everything the player set: the player count, each seat, every option, and a
 * Start still waiting for the engine.
 * @param {HTMLElement} root @param {TabletopApp} app @param {TabletopGame} game @returns {TabletopPage}
 */
export function renderSetup(root, app, game) {
  const prefs = store.getPrefs().setup?.[game.id] || {};
  const remembered = prefs.options && typeof prefs.options === "object" ? prefs.options : {};
  const own = (/** @type {string} */ key) => Object.prototype.hasOwnProperty.call(remembered, key);
  /** @type {SetupState} */
  const initial = {
    players: Number.isInteger(prefs.players) && prefs.players >= game.min_players && prefs.players <= game.max_players
      ? prefs.players
      : Math.max(game.min_players, Math.min(game.max_players, (game.levels || []).length ? 2 : game.min_players)),
    seats: Array.isArray(prefs.seats) ? prefs.seats : [],
    options: Object.fromEntries(formOptions(game).map((o) => [o.key, own(o.key) ? remembered[o.key] : o.default])),
  };
  // a Start in progress, and the form on screen (a language switch draws a new one meanwhile)
  /** @type {{starting: boolean, shown: SetupForm | null}} */
  const run = { starting: false, shown: null };
  drawSetup(root, app, game, initial, run);
  return {
    destroy() {},
    relabel() {
      if (!run.shown) throw new Error("The set-up form was never drawn");
      const state = run.shown.read();
      const active = document.activeElement;
      const focused = active && root.contains(active) ? active.id : "";
      const [x, y] = [window.scrollX, window.scrollY];
      drawSetup(root, app, game, state, run);
      if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
      window.scrollTo(x, y);
    },
  };
}

/**
 * Draw the form holding `state` ({players, seats, options}); returns {read(), busy(on), fail(error)}:
 * the state on screen, the look of a Start in progress, and the end of one that failed. `run`:
 * {starting, shown}, shared by the forms one page draws (the last drawn is `run.shown`).
 * @param {HTMLElement} root @param {TabletopApp} app @param {TabletopGame} game @param {SetupState} state
 * @param {{starting: boolean, shown: SetupForm | null}} run
 * @returns {SetupForm}
 */
function drawSetup(root, app, game, state, run) {
  let players = state.players;
  /** @type {SetupSeat[]} the seats on screen (fillSeats) */
  let seats = [];
  const options = formOptions(game);

  const seatsBox = h("div", { class: "seats" });
  const playersSelect = h("select", { id: "setup-players", name: "players" });
  for (let n = game.min_players; n <= game.max_players; n++) {
    playersSelect.append(h("option", { value: String(n), selected: n === players, text: String(n) }));
  }

  /** Draw a row per seat, each from `from` (the seats on screen; at first, the state's). @param {RememberedSeat[]} from */
  function fillSeats(from = seats) {
    const defaults = defaultSeats(game, players);
    seats = Array.from({ length: players }, (_, i) => upgradeSeat(game, from[i]) || defaults[i]);
    seatsBox.replaceChildren();
    seats.forEach((seat, i) => {
      const n = i + 1;
      const seatId = `seat-label-${i}`;
      const kind = h("select", { id: `seat-kind-${i}` });
      kind.append(h("option", { value: "human", selected: seat.kind === "human", text: t("app.setup.human") }));
      if ((game.levels || []).length) kind.append(h("option", { value: "bot", selected: seat.kind === "bot", text: t("app.setup.bot") }));
      const aboutId = `seat-about-${i}`;
      // named by the seat's visible label and the level it shows ("Seat 2 Level 3: Intermediate")
      const level = h("select", { id: `seat-level-${i}`, "aria-labelledby": `${seatId} seat-level-${i}`, "aria-describedby": aboutId });
      for (const l of game.levels || []) {
        level.append(h("option", { value: String(l.level), selected: seat.level === l.level, text: levelLabel(l.level) }));
      }
      const about = h("p", { class: "seat-about field-help", id: aboutId, text: levelAbout(game, seat.level) });
      const nameCaption = h("span", { class: "seat-name-caption", id: `seat-name-caption-${i}`, text: t("app.setup.name") });
      const name = h("input", {
        type: "text",
        id: `seat-name-${i}`,
        maxlength: String(MAX_NAME),
        autocomplete: "off",
        "aria-labelledby": `${seatId} seat-name-caption-${i}`,
        placeholder: defaultName(seat.kind, n),
        value: seat.name || "",
      });
      const levelWrap = h("span", { class: "seat-level", hidden: seat.kind === "human" }, level);
      about.hidden = seat.kind === "human";
      kind.addEventListener("change", () => {
        const wasHuman = seat.kind === "human";
        seat.kind = kind.value;
        levelWrap.hidden = about.hidden = seat.kind === "human";
        if (wasHuman !== (seat.kind === "human")) {
          // a person's name does not go to a bot (nor a bot's to a person): the seat takes the default
          seat.name = "";
          name.value = "";
        }
        name.placeholder = defaultName(seat.kind, n);
      });
      level.addEventListener("change", () => {
        seat.level = Number(level.value);
        about.textContent = levelAbout(game, seat.level);
      });
      name.addEventListener("input", () => (seat.name = name.value));
      seatsBox.append(
        h(
          "div",
          { class: "seat-row", role: "group", "aria-labelledby": seatId },
          h("label", { class: "seat-label", id: seatId, for: kind.id, text: t("app.setup.seat", { n }) }),
          kind,
          levelWrap,
          h("label", { class: "seat-name", for: name.id }, nameCaption, name),
          about,
        ),
      );
    });
  }

  const optionsBox = h("div", { class: "options" });
  for (const option of options) optionsBox.append(optionField(option, state.options[option.key] ?? option.default));
  const optionsSet = options.length ? h("fieldset", { class: "fieldset" }, h("legend", { text: t("app.setup.options") }), optionsBox) : null;
  const formError = h("div", { class: "form-error", role: "alert", hidden: true });
  const startButton = h("button", { type: "submit", class: "button button-primary button-large", id: "start-game", text: t("app.setup.start") });
  const form = /** @type {HTMLFormElement} h("form") makes one */ (h(
    "form",
    { class: "setup-form panel", novalidate: true, "aria-labelledby": "setup-title" },
    h("h2", { class: "section-title", id: "setup-title", text: t("app.setup.title") }),
    h(
      "fieldset",
      { class: "fieldset" },
      h("legend", { text: t("app.setup.seats") }),
      h("div", { class: "field field-inline" }, h("label", { for: "setup-players", text: t("app.setup.players") }), playersSelect),
      seatsBox,
    ),
    optionsSet,
    formError,
    h("div", { class: "form-actions" }, startButton),
  ));

  /**
   * Show the options that apply at this player count (Option.players), the others at their
   * default; after a change of the count (`changed`), a choice meant for other counts
   * (Choice.players) goes back to the option's default.
   * @param {boolean} changed
   */
  function fitOptions(changed) {
    let any = false;
    for (const option of options) {
      const field = optionsBox.querySelector(`[data-option="${option.key}"]`);
      if (!(field instanceof HTMLElement)) throw new Error(`The set-up form has no field for the option ${option.key}`);
      const on = applies(option, players);
      field.hidden = !on;
      any ||= on;
      if (!on) writeOption(form, option, option.default);
      else if (changed && option.kind === "choice") {
        const chosen = choicesOf(option)[Number(control(form, option).value)];
        if (chosen?.players && !chosen.players.includes(players)) writeOption(form, option, option.default);
      }
    }
    if (optionsSet) optionsSet.hidden = !any;
  }

  playersSelect.addEventListener("change", () => {
    players = Number(playersSelect.value);
    fillSeats();
    fitOptions(true);
  });
  fillSeats(state.seats);
  fitOptions(false);

  const readOptions = () => Object.fromEntries(options.map((option) => [option.key, readOption(form, option)]));

  /** A Start in progress: what the player chose stays on screen, greyed, and Start says it works. @param {boolean} on */
  function busy(on) {
    startButton.disabled = on;
    startButton.textContent = t(on ? "app.game.working" : "app.setup.start");
    if (on) form.setAttribute("aria-busy", "true");
    else form.removeAttribute("aria-busy");
    for (const set of form.querySelectorAll("fieldset")) set.disabled = on;
  }
  /** @param {unknown} e */
  function fail(e) {
    formError.replaceChildren(h("span", { text: errorText(e) }), detailsToggle(errorDetails(e)));
    formError.hidden = false;
    busy(false);
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (run.starting) return;
    formError.hidden = true;
    const values = readOptions();
    for (const option of options) {
      const el = control(form, option);
      if (option.kind === "int" && (!Number.isInteger(values[option.key]) || !el.checkValidity())) {
        const name = label(option.label, option.key);
        const { min: lo, max: hi } = /** @type {HTMLInputElement} */ (el);
        formError.textContent =
          lo !== "" && hi !== ""
            ? t("app.error.option_range", { option: name, lo, hi, value: el.value })
            : t("app.error.options", { message: `${name}: ${el.value}` });
        formError.hidden = false;
        el.focus();
        return;
      }
    }
    const metaSeats = seats.map((seat) => {
      const bot = seat.kind === "human" ? null : { level: seat.level };
      // a seat left unnamed stays "": the table, the log and the lobby name it in the reader's language
      const name = (seat.name || "").trim().slice(0, MAX_NAME);
      return { name, bot };
    });
    run.starting = true;
    const gen = app.routeGen;
    document.documentElement.dataset.appState = "loading";
    busy(true);
    // remembered before any wait: a player who leaves meanwhile finds the form as set
    const setupPrefs = { ...(store.getPrefs().setup || {}) };
    setupPrefs[game.id] = { players, seats: seats.map(({ kind, level, name }) => ({ kind, level, name })), options: values };
    store.setPrefs({ setup: setupPrefs });
    try {
      // the engine may still be booting (the form works from the build's catalog)
      await whenEngine(form, { kept: true });
      if (gen !== app.routeGen) return; // the player went elsewhere meanwhile
      const opened = await call("new", {
        game: game.id,
        players,
        options: values,
        seed: randomSeed(),
        meta: { seats: metaSeats },
      });
      await app.openNew(game.id, opened);
    } catch (e) {
      run.starting = false;
      run.shown?.fail(e);
      document.documentElement.dataset.appState = "ready";
    }
  });

  const resume = savesList(app, { game: game.id, filter: (s) => !s.over, onChange: () => { if (resumeBox && !resumeBox.querySelector(".save-item")) resumeBox.remove(); } });
  const resumeBox = resume
    ? h("section", { class: "panel", "aria-labelledby": "resume-title" }, h("h2", { class: "section-title", id: "resume-title", text: t("app.setup.resume_title") }), resume)
    : null;

  root.replaceChildren(
    h(
      "div",
      { class: "setup" },
      h("h1", { class: "page-title", tabindex: "-1", text: title(game) }),
      resumeBox,
      form,
    ),
  );
  run.shown = {
    read: () => ({ players, seats: seats.map(({ kind, level, name }) => ({ kind, level, name })), options: readOptions() }),
    busy,
    fail,
  };
  if (run.starting) {
    // drawn again (a language switch) while a Start waits: it still shows it, in the new language
    busy(true);
    whenEngine(form, { kept: true }).catch(() => {}); // a failed boot is said by the first form's Start
  }
  return run.shown;
}
