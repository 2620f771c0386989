// The game table: mounts the game's view and runs everything around it —
// hot-seat hand-over, bot driver, players and log panels, undo, saving after
// every action, export/import, share links, results.

import { h, sleep, download, randomSeed } from "./dom.js";
import { t, title, lang, number, seatName } from "./i18n.js";
import { call, EngineError } from "./engine.js";
import { loadView } from "./views.js";
import { notify, notifyError, toast, clearNotices, clearToast } from "./ui.js";
import { clearLiveRegions, iconSet } from "./viewkit.js";
import { ranking, winnerText } from "./outcome.js";
import * as store from "./store.js";
import { levelLabel, levelAbout } from "./levels.js";
import { withPoster } from "./poster.js";
import { engineUp } from "./wait.js";
import { embedSnippet, frameId } from "./embedcode.js";

/** @typedef {ReturnType<typeof h>} El an element made by h() */
/**
 * What the table needs of the app (boot.js).
 * @typedef {object} TableApp
 * @property {(options: {from: string}) => unknown} importSave
 * @property {(gameId: string, opened: TabletopOpened) => Promise<unknown>} openNew
 * @property {string | null} currentHash
 */
/**
 * Where an opened game comes from.
 * @typedef {{slot: string | null, source: "slot" | "link" | "new", embed?: boolean}} TableWhere
 */
/**
 * The table's parts (build()).
 * @typedef {object} TableEls
 * @property {El} status @property {El} undo @property {El} share @property {El} exportBtn
 * @property {El} importBtn @property {El} newBtn @property {El | null} pace @property {El} bar
 * @property {El} viewRoot @property {El} results @property {El} handover @property {El} players
 * @property {El} log @property {El} side @property {El} board @property {El} openLink
 * @property {El} stepper @property {El} playOn @property {El} embedBar @property {El} main
 */

/** Game.reference(): the build's copy (tools/catalog.py) before the engine is up, else the engine's. @param {string} game */
async function gameReference(game) {
  if (!engineUp()) {
    try {
      const response = await fetch(new URL(`../vendor/pyc/reference/${game}.json`, import.meta.url));
      if (response.ok) return await response.json();
    } catch {
      /* the engine's */
    }
  }
  return call("reference", { game });
}

export class Table {
  /** the page's parts, made by build() before anything reads them */
  els = /** @type {TableEls} */ ({});
  /** @type {TabletopChapter[] | undefined} where the parts of the game begin (the embed's jump list) */
  chapters;
  /** @type {number | undefined} the number of moves when the chapters were read */
  chaptersAt;
  /** @type {Promise<unknown> | undefined} the game's reference data, fetched once (ctx.reference) */
  referenceData;
  /** @type {number | null | undefined} the seat the hand-over screen was last shown for */
  handoverShown;
  /** @type {{from: number, to: number} | null} log entries held back while the view replays them (ctx.holdLog) */
  logHold = null;

  /**
   * @param {HTMLElement} root element to draw in
   * @param {TableApp} app the app (importSave, openNew)
   * @param {TabletopGame} game the game entry from the engine's `games`
   * @param {TabletopOpened} opened {session, info, status} from new/load_save/load_link
   * @param {TableWhere} where {slot: string|null, source: "slot"|"link"|"new", embed: bool}
   */
  constructor(root, app, game, opened, where) {
    this.root = root;
    this.app = app;
    this.game = game;
    this.session = opened.session;
    this.info = opened.info;
    this.status = opened.status;
    this.seats = named(opened.info.seats);
    this.slot = where.slot;
    this.source = where.source;
    this.embed = !!where.embed;
    // an embed is a spectator's view (viewer null: the observation for nobody, no hand-over, no
    // "you") until the reader presses "Play on"; bots wait meanwhile too
    this.spectating = this.embed;
    this.humans = this.seats.map((s, i) => (s.bot ? null : i)).filter((i) => i !== null);
    /** @type {number | null} the seat whose screen it is (null: a spectator's) */
    this.viewer = this.humans.length === 1 ? this.humans[0] : null;
    /** @type {number | null} the seat the device goes to next (the hand-over screen shows) */
    this.handoverTo = null;
    /** @type {TabletopSnapshot | null} */
    this.snapshot = null;
    /** @type {TabletopView | null} */
    this.view = null;
    this.dead = false;
    this.busy = 0;
    /** @type {number | null} the bot seat whose move is awaited */
    this.thinking = null;
    this.driving = false;
    this.botFailed = false;
    /** @type {Promise<unknown>} engine calls, one after the other */
    this.queue = Promise.resolve();
    this.lastVisible = 0;
    this.refreshCount = 0;
    this.polling = false; // a view's ctx.refresh() in flight
    /** @type {TabletopViewModule | null} */
    this.module = null;
    // step-through (embed mode): the live session, its number of moves, and the move shown (null = live)
    this.liveSession = opened.session;
    this.liveStatus = opened.status;
    /** @type {number | null} */
    this.step = null;
    /** @type {{title: Record<string, string>, captions: Record<string, string>[]} | null} a link's example captions (engine load_link) */
    this.example = opened.example ?? null;
    /** @type {{key: string, message: string} | null} why the link's captions are not shown */
    this.exampleError = opened.example_error ?? null;
  }

  /** @param {number} p */
  isBot(p) {
    return !!this.seats[p]?.bot;
  }

  /** The seat's name, or its number. @param {number} p @returns {string} */
  name(p) {
    return this.seats[p]?.name ?? String(p + 1);
  }

  /** Run `fn` after the calls queued before it. @template T @param {() => T | Promise<T>} fn @returns {Promise<T>} */
  enqueue(fn) {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }

  // -- step-through (embed mode) ---------------------------------------------
  // A wiki page shows a position from a link; the reader can step back to the
  // start and through every move (a shift, a room effect, a skirmish) with
  // the same rules: each step is the link's game replayed to that move. Steps
  // before the last are read-only (no legal actions, no bots).

  buildStepper() {
    /** @param {string} id @param {string} label @param {string} text @param {() => number} to */
    const button = (id, label, text, to) =>
      h("button", { type: "button", class: "button button-small", id, "aria-label": label, title: label, onclick: () => this.goStep(to()) }, text);
    const last = () => this.liveStatus.moves;
    const at = () => (this.step === null ? last() : this.step);
    const range = h("input", {
      type: "range",
      class: "step-range",
      id: "step-range",
      min: "0",
      max: String(last()),
      step: "1",
      value: String(at()),
      "aria-label": t("app.step.jump"),
    });
    // the count follows the thumb while it moves; the position is replayed when it is let go
    range.addEventListener("input", () => {
      this.stepControl("step-count").textContent = t("app.step.count", { at: Number(range.value), total: last() });
    });
    range.addEventListener("change", () => this.goStep(Number(range.value)));
    const el = h(
      "div",
      { class: "stepper", role: "group", "aria-label": t("app.step.label") },
      button("step-first", t("app.step.first"), "|◀", () => 0),
      button("step-back", t("app.step.back"), "◀", () => at() - 1),
      range,
      button("step-next", t("app.step.next"), "▶", () => at() + 1),
      button("step-last", t("app.step.last"), "▶|", () => last()),
      h("span", { class: "step-count", id: "step-count", "aria-live": "polite" }),
    );
    // jumps to where a match, round or deal begins (the rules say where: engine "chapters")
    const parts = h("select", { class: "step-parts", id: "step-parts", "aria-label": t("app.step.part_label"), hidden: true });
    // moves played since the list was made (bots in an embed) may start new parts: read it again
    parts.addEventListener("focus", () => {
      if (this.chaptersAt !== this.liveStatus.moves) this.loadChapters();
    });
    parts.addEventListener("change", () => {
      if (parts.value !== "") this.goStep(Number(parts.value));
      parts.value = "";
    });
    const starts = () => [...new Set((this.chapters || []).map((c) => c.move))].sort((a, b) => a - b);
    el.insertBefore(button("step-prev-part", t("app.step.prev_part"), "◀◀", () => [...starts()].reverse().find((m) => m < at()) ?? 0), el.children[1]);
    el.insertBefore(button("step-next-part", t("app.step.next_part"), "▶▶", () => starts().find((m) => m > at()) ?? last()), el.querySelector("#step-last"));
    el.append(parts);
    return el;
  }

  /** A control of the stepper by its id (buildStepper made them all with h()). @param {string} id */
  stepControl(id) {
    return /** @type {El} */ (this.els.stepper.querySelector(`#${id}`));
  }

  /** The embed's jump list, from where the rules say each part of the game begins. */
  async loadChapters() {
    if (!this.embed) return;
    this.chaptersAt = this.liveStatus.moves;
    try {
      this.chapters = await this.enqueue(() => call("chapters", { session: this.liveSession }));
    } catch {
      this.chapters = [];
    }
    this.fillChapters();
  }

  /** The jump list's options, in the page's language (the names come in both). */
  fillChapters() {
    if (!this.embed || !this.chapters) return;
    const select = this.stepControl("step-parts");
    select.replaceChildren(h("option", { value: "", text: t("app.step.part") }));
    for (const c of this.chapters) {
      // the game's own name of the part (State.chapter_name, from the rules, in both languages)
      const name = c.name[lang()] ?? c.name.en;
      select.append(h("option", { value: String(c.move), text: `${name} · ${t("app.step.count", { at: c.move, total: this.liveStatus.moves })}` }));
    }
    const some = this.chapters.length > 1;
    select.hidden = !some;
    this.stepControl("step-prev-part").hidden = !some;
    this.stepControl("step-next-part").hidden = !some;
  }

  renderStepper() {
    const e = this.els;
    const total = this.liveStatus.moves;
    e.stepper.hidden = !this.embed || total === 0;
    e.playOn.hidden = !this.spectating || !!this.liveStatus.over;
    e.playOn.disabled = this.busy > 0 || this.thinking !== null;
    if (e.stepper.hidden) return;
    const at = this.step === null ? total : this.step;
    this.stepControl("step-count").textContent = t("app.step.count", { at, total });
    const busy = this.busy > 0 || this.thinking !== null;
    for (const id of ["step-first", "step-back", "step-prev-part"]) this.stepControl(id).disabled = busy || at === 0;
    for (const id of ["step-next", "step-last", "step-next-part"]) this.stepControl(id).disabled = busy || at >= total;
    this.stepControl("step-parts").disabled = busy;
    const range = this.stepControl("step-range");
    range.max = String(total);
    if (document.activeElement !== range || !busy) range.value = String(at);
    range.disabled = busy && document.activeElement !== range;
    range.setAttribute("aria-valuetext", t("app.step.count", { at, total }));
  }

  /** Show the position after `k` moves of the live game (a replay; the live one itself at its end). @param {number} k */
  async goStep(k) {
    const total = this.liveStatus.moves;
    k = Math.max(0, Math.min(total, k));
    if (k === (this.step === null ? total : this.step) || this.busy > 0 || this.thinking !== null) return;
    this.busy++;
    try {
      const previous = this.step === null ? null : this.session;
      if (k === total) {
        this.session = this.liveSession;
        this.status = this.liveStatus;
        this.step = null;
      } else {
        /** @type {TabletopOpened} */
        const opened = await this.enqueue(() => call("step", { session: this.liveSession, moves: k }));
        this.session = opened.session;
        this.status = opened.status;
        this.step = k;
      }
      if (previous !== null) this.enqueue(() => call("close", { session: previous })).catch(() => {});
    } catch (e) {
      notifyError(e, { kind: "warning", id: "step" });
    } finally {
      this.busy--;
    }
    this.handoverTo = null;
    await this.refresh();
    this.driveBots();
  }

  // -- building -------------------------------------------------------------
  async mount() {
    this.build();
    try {
      this.module = await loadView(this.game.id);
    } catch (e) {
      notify(t("app.error.view"), { id: "view", details: errorMessage(e) });
      return;
    }
    if (this.dead) return;
    this.chooseViewer();
    this.mountView();
    this.warnCaptions();
    await this.showFirst();
    await this.loadChapters();
    this.driveBots();
  }

  /** The first position shown: a worked example's embed opens at its start (its first caption under the board), anything else where its link ends. */
  async showFirst() {
    if (this.embed && this.example && this.liveStatus.moves > 0) await this.goStep(0);
    else await this.refresh();
  }

  // -- a link's captions (a worked example: Example.to_save) --------------------------
  /** The caption under the board (text only: captions come from links). */
  buildCaption() {
    return h("p", { class: "embed-caption", id: "embed-caption", "aria-live": "polite", "aria-label": t("app.example.caption_label"), hidden: true });
  }

  /** The caption of the move shown, in the page's language; an embed tells its host page the step. */
  renderCaption() {
    const el = /** @type {HTMLElement | null} */ (this.root.querySelector("#embed-caption"));
    const at = this.step === null ? this.liveStatus.moves : this.step;
    const words = this.example?.captions?.[at];
    const text = words ? words[lang()] ?? words.en ?? words.ja ?? "" : "";
    if (el) {
      el.textContent = text;
      el.hidden = !text;
    }
    if (this.embed && window.parent !== window) window.parent.postMessage({ type: "tabletop:step", at, total: this.liveStatus.moves }, "*");
  }

  /** A link whose captions are bad: say so (the game is shown without them). */
  warnCaptions() {
    if (this.exampleError) notify(t(this.exampleError.key), { kind: "warning", id: "captions", details: this.exampleError.message });
  }

  build() {
    const gameTitle = title(this.game);
    const e = (this.els = /** @type {TableEls} filled below */ ({}));
    e.status = h("p", { class: "table-status", id: "table-status", "aria-live": "polite" });
    e.undo = h("button", {
      type: "button",
      class: "button",
      id: "undo",
      "aria-label": t("app.game.undo_label"),
      title: t("app.game.undo_label"),
      disabled: true,
      onclick: () => this.undo(this.viewer),
    }, icon("undo"), t("app.game.undo"));
    e.share = h("button", {
      type: "button",
      class: "button",
      id: "share",
      title: t("app.game.share_label"),
      onclick: () => this.share(),
    }, icon("link"), h("span", { class: "button-text", text: t("app.game.share") }));
    /** @param {string} text */
    const labelled = (text) => ({ "aria-label": text, title: text });
    e.exportBtn = h("button", { type: "button", class: "button", id: "export", ...labelled(t("app.game.export")), onclick: () => this.exportSave() }, icon("download"), h("span", { class: "button-text", text: t("app.game.export") }));
    e.importBtn = h("button", { type: "button", class: "button", id: "import", ...labelled(t("app.game.import")), onclick: () => this.app.importSave({ from: this.game.id }) }, icon("upload"), h("span", { class: "button-text", text: t("app.game.import") }));
    e.newBtn = h("a", { class: "button", href: `#/${this.game.id}`, id: "new-game", ...labelled(t("app.nav.new")) }, icon("plus"), h("span", { class: "button-text", text: t("app.nav.new") }));
    e.pace = this.seats.some((s) => s.bot) ? this.buildPace() : null;
    e.bar = h(
      "div",
      { class: "table-bar", role: "toolbar", "aria-label": t("app.game.menu") },
      h("div", { class: "table-bar-group" }, e.undo, e.pace),
      h("div", { class: "table-bar-group" }, e.share, this.authorButton(), e.exportBtn, e.importBtn, e.newBtn),
    );
    e.viewRoot = h("div", { class: "view-root", id: "view-root", tabindex: "-1", "aria-label": gameTitle });
    e.results = h("section", { class: "results panel", id: "results", hidden: true, "aria-labelledby": "results-title" });
    e.handover = h("section", { class: "handover", id: "handover", hidden: true, "aria-labelledby": "handover-title" });
    e.players = h("ol", { class: "players-list" });
    e.log = h("ol", { class: "log-list" });
    e.side = h(
      "aside",
      { class: "side" },
      h("section", { class: "panel players", "aria-labelledby": "players-title" }, h("h2", { class: "panel-title", id: "players-title", text: t("app.game.players") }), e.players),
      h("section", { class: "panel log", "aria-labelledby": "log-title" }, h("h2", { class: "panel-title", id: "log-title", text: t("app.game.log") }), h("div", { class: "log-scroll", tabindex: "0", "aria-labelledby": "log-title" }, e.log)),
    );
    // the view's sections are h3: the board has its h2 (read by screen readers, out of sight)
    e.board = h("div", { class: "board-area" }, e.results, h("h2", { class: "sr-only", id: "board-title", text: t("app.game.board") }), e.viewRoot, this.buildCaption());
    e.openLink = h("a", { class: "embed-open", target: "_blank", rel: "noopener", href: this.pageUrl(false) }, t("app.nav.open"), " ↗");
    e.stepper = this.buildStepper();
    // in an embed the stepper comes first (and stays in sight, CSS: sticky), above the board
    e.playOn = h("button", { type: "button", class: "button button-small button-primary", id: "embed-play", hidden: true, onclick: () => this.playOn() }, t("app.embed.play_on"));
    e.embedBar = h("div", { class: "embed-bar" }, e.stepper, h("span", { class: "embed-status", id: "embed-status" }), e.playOn, e.openLink);
    e.main = h("div", { class: "table-main" }, e.board, e.side);
    this.root.replaceChildren(
      h(
        "div",
        { class: "table", dataset: { game: this.game.id } },
        h("div", { class: "table-head" }, h("h1", { class: "page-title", tabindex: "-1", text: gameTitle }), e.status),
        e.embedBar,
        e.bar,
        e.handover,
        e.main,
      ),
    );
  }

  /** "Make an example" (authoring.js): the editor of a captioned example from this game's moves. */
  authorButton() {
    const open = async () => (await import("./authoring.js")).openAuthoring(this);
    const text = t("app.author.open");
    return h("button", { type: "button", class: "button", id: "make-example", "aria-label": text, title: text, onclick: open }, icon("edit"), h("span", { class: "button-text", text }));
  }

  /** The bot pace setting (every game, localStorage `tabletop.pace`). */
  buildPace() {
    const select = h("select", { id: "bot-pace", class: "pace-select", "aria-label": t("app.pace.label"), title: t("app.pace.label") });
    for (const name of Object.keys(store.PACES)) {
      select.append(h("option", { value: name, selected: name === store.getPace(), text: t(`app.pace.${name}`) }));
    }
    select.addEventListener("change", () => store.setPace(select.value));
    return h("label", { class: "pace" }, h("span", { class: "pace-label", "aria-hidden": "true", text: t("app.pace.label") }), select);
  }

  mountView() {
    this.view?.destroy?.();
    this.els.viewRoot.replaceChildren();
    const module = this.module;
    if (!module) return; // it did not load (mount() said so)
    const table = this;
    const ctx = {
      gameId: this.game.id,
      lang: lang(),
      t,
      embed: this.embed,
      seats: this.seats.map((s) => ({ name: s.name, bot: s.bot ? { ...s.bot } : null })),
      // the game's bot levels ({level, name, about}), which the rules help lists (viewkit's helpDialog)
      levels: this.game.levels || [],
      get viewer() {
        return table.viewer;
      },
      /** @param {string} text */
      act: (text) => this.act(text),
      // milliseconds per visible bot step at the player's pace setting (0 = instant), e.g. for animations
      pace: () => store.paceMs(),
      /** @param {unknown} text */
      toast: (text) => toast(String(text)),
      // the game's reference data (Game.reference(): tables for rules help), fetched once
      reference: () => (this.referenceData ??= gameReference(this.game.id)),
      // the game's worked examples, each with its link (the rules help shows them: examples.js)
      examples: () => call("examples", { game: this.game.id, lang: lang() }),
      // an example at a step as a link to play on (its "Try from here"), other seats bots or people
      /** @param {string} id @param {number} moves @param {boolean} bots */
      exampleLink: (id, moves, bots) => call("example_try", { game: this.game.id, id, moves, bots }),
      // the snapshot again, at the view's clock (e.g. once a second while a rival's result may fall due)
      refresh: () => this.poll(),
      // what one of the viewer's legal actions would do (State.preview, from the rules), or null
      /** @param {string} text */
      preview: (text) => this.preview(text),
      // observation.log entries from..to-1 wait (the view is still replaying what they tell); holdLog() shows them
      /** @param {number} [from] @param {number} [to] */
      holdLog: (from, to) => this.holdLog(from, to),
    };
    this.logHold = null;
    try {
      this.view = module.mount(this.els.viewRoot, ctx) || null;
    } catch (e) {
      this.view = null;
      notify(t("app.error.view"), { id: "view", details: errorStack(e) });
    }
  }

  /** Language switch: rebuild the chrome and re-mount the view, same session. */
  async relabel() {
    this.seats = named(this.info.seats);
    this.build();
    this.fillChapters();
    this.mountView();
    await this.refresh();
  }

  // -- whose screen is it ------------------------------------------------------
  chooseViewer() {
    const humans = this.humans;
    if (this.spectating || !humans.length) {
      this.viewer = null;
      this.handoverTo = null;
      return;
    }
    if (humans.length === 1) {
      this.viewer = humans[0];
      this.handoverTo = null;
      return;
    }
    if (this.status.over) {
      this.handoverTo = null;
      if (this.viewer === null) this.viewer = humans[0];
      return;
    }
    const activeHumans = this.status.active.filter((p) => !this.isBot(p));
    if (!activeHumans.length) {
      if (this.viewer === null && this.handoverTo === null) this.handoverTo = humans[0];
      return;
    }
    if (this.viewer !== null && activeHumans.includes(this.viewer) && this.handoverTo === null) return;
    // on opening (a reload, a resume), the screen goes where it went in play: to the person who
    // moved last while they still may, else to the next seat that may
    const last = this.viewer === null ? this.lastHumanMover() : null;
    const from = this.viewer !== null ? this.viewer : last === null ? -1 : last - 1;
    const n = this.seats.length;
    for (let k = 1; k <= n; k++) {
      const p = (from + k + n) % n;
      if (activeHumans.includes(p)) {
        this.handoverTo = p === this.viewer ? null : p;
        return;
      }
    }
  }

  /** The seat of the last person (not a bot) who moved, from the save's action log, or null. */
  lastHumanMover() {
    let actions;
    try {
      actions = JSON.parse(this.status.save).actions;
    } catch {
      return null;
    }
    for (let k = (actions?.length ?? 0) - 1; k >= 0; k--) {
      if (!this.isBot(actions[k][0])) return actions[k][0];
    }
    return null;
  }

  renderHandover() {
    const e = this.els;
    const to = this.handoverTo;
    // nothing of the game (nor its save file) behind the private screen
    for (const part of [e.main, e.bar]) part.hidden = to !== null;
    e.main.inert = to !== null;
    e.handover.hidden = to === null;
    if (to === null) {
      this.handoverShown = null;
      return;
    }
    if (this.handoverShown !== to) {
      this.handoverShown = to;
      this.forgetViewer();
    }
    const name = this.name(to);
    const prev = this.viewer;
    // the status of the move just made says what the previous viewer may take back (the last
    // snapshot was drawn before that move, so it cannot)
    const canUndo = prev !== null && (this.status.undoable?.[String(prev)] ?? 0) > 0;
    const show = h("button", {
      type: "button",
      class: "button button-primary button-large",
      id: "handover-ready",
      onclick: () => {
        this.viewer = to;
        this.handoverTo = null;
        this.refresh().then(() => this.els.viewRoot.focus?.());
      },
    }, t("app.handover.button", { name }));
    e.handover.replaceChildren(
      h(
        "div",
        { class: "handover-card" },
        h("div", { class: "handover-icon", "aria-hidden": "true", text: "⇄" }),
        h("h2", { id: "handover-title", text: t("app.handover.title", { name }) }),
        h("p", { text: t("app.handover.body", { name }) }),
        show,
        canUndo
          ? h("button", {
              type: "button",
              class: "button button-quiet",
              id: "handover-undo",
              onclick: () => this.undo(prev),
            }, `↶ ${t("core.aside", { text: t("app.game.undo"), note: this.name(prev) })}`)
          : null,
      ),
    );
    if (!e.handover.contains(document.activeElement)) show.focus({ preventScroll: true });
  }

  /**
   * A hand-over begins: nothing the previous player saw or was told may reach the next one.
   * Every live region of the page is emptied (viewkit announcers, aria-live, role=status/alert/log:
   * the view's readouts, the status line, notices except the storage warning and an import's),
   * open dialogs close, the selection goes. Done again after two frames, for announcements a view had scheduled.
   */
  forgetViewer() {
    const wipe = () => {
      // kept: the storage warning, and what an import said about the game it opened (no secret)
      clearNotices((note) => /** @type {HTMLElement} */ (note).dataset.noticeId !== "storage" && /** @type {HTMLElement} */ (note).dataset.noticeId !== "import");
      clearToast();
      clearLiveRegions(document, { keep: "#notices, #handover" });
      for (const dialog of document.querySelectorAll("dialog[open]")) /** @type {HTMLDialogElement} */ (dialog).close();
      try {
        window.getSelection()?.removeAllRanges();
      } catch {
        /* no selection API */
      }
    };
    wipe();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (!this.dead && this.handoverTo !== null) wipe();
    }));
  }

  // -- refreshing -----------------------------------------------------------------
  async refresh() {
    if (this.dead) return;
    const mine = ++this.refreshCount;
    this.chooseViewer();
    if (this.handoverTo !== null) {
      this.renderChrome();
      this.renderHandover();
      if (this.embed) this.updateOpenLink();
      return;
    }
    let snap;
    try {
      snap = await this.enqueue(() => call("snapshot", this.snapshotArgs()));
    } catch (e) {
      notifyError(e, { id: "snapshot" });
      return;
    }
    if (this.dead || mine !== this.refreshCount) return;
    this.snapshot = snap;
    this.renderHandover();
    this.renderView();
    this.renderChrome();
    if (this.embed) this.updateOpenLink();
    this.keepShown();
  }

  /**
   * Keep the snapshot shown with the saved game (store.js), for the first paint of its next
   * opening (paintFirst). Only one person's view: with two or more at the table it may be a
   * private one, and the next opening starts with a hand-over.
   */
  keepShown() {
    if (this.embed || !this.slot || this.step !== null || this.handoverTo !== null || this.humans.length > 1 || !this.snapshot) return;
    store.writeShown(this.game.id, this.slot, { seats: this.info.seats, snapshot: this.snapshot });
  }

  /**
   * The snapshot call for the viewer: with the clock of its running timed task when the view
   * measures one (view.clock(viewer)), so the rules show what is due by then (State.observation_at).
   */
  snapshotArgs() {
    /** @type {{session: string, viewer: number | null, lang: string, clock_ms?: number}} */
    const args = { session: this.session, viewer: this.viewer, lang: lang() };
    /** @type {number | null | undefined} */
    let ms;
    try {
      ms = this.viewer === null || this.step !== null ? null : this.view?.clock?.(this.viewer);
    } catch {
      ms = null;
    }
    if (typeof ms === "number" && Number.isFinite(ms) && ms >= 0) args.clock_ms = Math.floor(ms);
    return args;
  }

  /**
   * A view's ctx.refresh(): the snapshot again, at the view's clock, drawn only when something
   * changed (a rival's result fell due). Resolves to whether it was drawn. A refresh started
   * meanwhile wins; nothing is asked during a hand-over or a replayed step.
   */
  async poll() {
    if (this.dead || this.polling || this.handoverTo !== null || this.step !== null || !this.snapshot) return false;
    this.polling = true;
    const mine = this.refreshCount;
    try {
      /** @type {TabletopSnapshot} */
      const snap = await this.enqueue(() => call("snapshot", this.snapshotArgs()));
      if (this.dead || mine !== this.refreshCount || this.handoverTo !== null || snap.viewer !== this.viewer) return false;
      const same = sameSnapshot(this.snapshot, snap);
      this.snapshot = snap;
      if (same) return false;
      this.renderView();
      this.renderChrome();
      return true;
    } catch {
      return false; // the next poll or move asks again
    } finally {
      this.polling = false;
    }
  }

  /**
   * A view's ctx.preview(text): what one of the viewer's legal actions would do, as the rules
   * compute it (the engine's `preview`, State.preview), or null: when the game has none for it,
   * when the position or the viewer changed before the answer came (the view has a new
   * snapshot by then), and on any error (nothing to show; the shell shows no message).
   */
  /** @param {string} text @returns {Promise<unknown>} */
  async preview(text) {
    const snap = this.snapshot;
    if (this.dead || !snap || this.viewer === null || snap.viewer !== this.viewer || this.handoverTo !== null) return null;
    if (this.step !== null || !snap.legal?.includes(text)) return null;
    try {
      const r = await this.enqueue(() => call("preview", { session: this.session, viewer: this.viewer, action: String(text) }));
      return this.dead || this.snapshot !== snap ? null : r.preview ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Seats shown "to play": those that may act, and those the viewer's snapshot still shows as
   * playing (a timed race hides that a rival finished until the viewer's clock reaches its time:
   * the snapshot's active_seen, State.active_at). The bot driver and the hand-over use status.active.
   */
  shownActive() {
    const active = this.status.active || [];
    const snap = this.snapshot;
    if (!snap || snap.viewer !== this.viewer || this.handoverTo !== null || !Array.isArray(snap.active_seen)) return active;
    return [...new Set([...active, ...snap.active_seen])].sort((a, b) => a - b);
  }

  /**
   * A view's ctx.holdLog(from, to): the entries from..to-1 of the snapshot's observation.log are
   * left out of the log panel, and a finished game's Game-over card waits, while the view replays
   * what they tell (Challengers!: a match whose winner they name); holdLog() shows them.
   */
  /** @param {number} [from] @param {number} [to] */
  holdLog(from, to) {
    const hold = typeof from === "number" && typeof to === "number" && Number.isInteger(from) && Number.isInteger(to) && to > from ? { from, to } : null;
    if (this.dead || (hold?.from === this.logHold?.from && hold?.to === this.logHold?.to)) return;
    this.logHold = hold;
    this.renderChrome();
  }

  renderView() {
    if (!this.view || !this.snapshot) return;
    // a step before the link's last move is read-only
    const replay = this.step === null ? {} : { legal: [], actions: [], undoable: 0 };
    try {
      this.view.render({ ...this.snapshot, ...replay, busy: this.busy > 0 || this.thinking !== null });
    } catch (e) {
      notify(t("app.error.view"), { id: "view", details: errorStack(e) });
    }
  }

  statusText() {
    const st = this.status;
    if (st.over) return t("app.result.title");
    if (this.handoverTo !== null) return "";
    if (this.thinking !== null) return t("app.game.thinking", { name: this.name(this.thinking) });
    if (this.viewer !== null && st.active.includes(this.viewer)) return t("app.game.your_turn", { name: this.name(this.viewer) });
    const waiting = this.shownActive().map((p) => this.name(p));
    return waiting.length ? t("app.game.waiting_for", { names: waiting.join(t("core.list_sep")) }) : "";
  }

  renderChrome() {
    const e = this.els;
    const st = this.status;
    const text = this.statusText();
    e.status.textContent = text;
    e.status.classList.toggle("thinking", this.thinking !== null);
    const embedStatus = this.root.querySelector("#embed-status");
    if (embedStatus) embedStatus.textContent = this.thinking !== null || st.over ? text : "";
    const busy = this.busy > 0 || this.thinking !== null;
    const undoable = this.snapshot && this.snapshot.viewer === this.viewer ? this.snapshot.undoable : 0;
    e.undo.disabled = busy || !undoable || this.handoverTo !== null || this.step !== null;
    this.renderStepper();
    this.renderCaption();
    // players
    e.players.replaceChildren();
    const scores = st.outcome?.scores;
    const winners = new Set(st.outcome?.winners || []);
    const shown = this.shownActive();
    this.seats.forEach((seat, p) => {
      const active = !st.over && shown.includes(p);
      const badges = [];
      if (p === this.viewer && this.humans.length > 1) badges.push(h("span", { class: "badge badge-you", text: t("app.game.you") }));
      if (seat.bot) {
        badges.push(h("span", { class: "badge badge-bot", title: levelAbout(this.game, seat.bot.level), text: `${t("app.setup.bot")} · ${levelLabel(seat.bot.level)}` }));
      }
      if (active) badges.push(h("span", { class: "badge badge-turn", text: this.thinking === p ? "…" : t("app.game.turn") }));
      if (winners.has(p)) badges.push(h("span", { class: "badge badge-win", text: "★" }));
      e.players.append(
        h(
          "li",
          { class: `player${active ? " is-active" : ""}${p === this.viewer ? " is-viewer" : ""}`, dataset: { seat: String(p) } },
          h("span", { class: "player-dot", "aria-hidden": "true", dataset: { seat: String(p % 8) } }),
          h("span", { class: "player-who" }, h("span", { class: "player-name", text: seat.name }), h("span", { class: "player-badges" }, badges)),
          scores ? h("span", { class: "player-score", text: formatScore(scores[p]) }) : null,
        ),
      );
    });
    // the log in words comes from the rules library (Game.describe), in the page's language
    const log = this.snapshot?.log_text;
    e.log.replaceChildren();
    // shown before it is scrolled: a hidden panel has no height to scroll (the first snapshot
    // after a reload's hand-over would open at the oldest entries)
    /** @type {HTMLElement} build() made it */ (e.side.querySelector(".log")).hidden = !Array.isArray(log);
    if (Array.isArray(log)) {
      // log_text is the end of observation.log in words: entry i + offset is line i
      const entries = this.snapshot?.observation?.log;
      const offset = Array.isArray(entries) ? entries.length - log.length : 0;
      const hold = this.logHold;
      log.forEach((line, i) => {
        if (!hold || i + offset < hold.from || i + offset >= hold.to) e.log.append(h("li", { text: String(line) }));
      });
      const scroller = /** @type {HTMLElement} build() made it */ (e.log.parentElement);
      // the latest entry, at the next frame: its layout is then the frame's own, done once
      // (an embed shows no log)
      if (!this.embed) requestAnimationFrame(() => (scroller.scrollTop = scroller.scrollHeight));
    }
    this.renderResults();
  }

  renderResults() {
    const e = this.els;
    const outcome = this.status.outcome;
    if (!this.status.over || !outcome || this.logHold) {
      e.results.hidden = true;
      return;
    }
    const winners = outcome.winners || [];
    if (outcome.detail?.cooperative) {
      // a co-operative game: the team's result, nobody ranked (the view tells each one's fate)
      e.results.replaceChildren(
        h("h2", { id: "results-title", class: "results-title", text: t("app.result.title") }),
        h("p", { class: "results-headline", text: t(winners.length ? "app.result.team_won" : "app.result.team_lost") }),
        this.resultActions(),
      );
      e.results.hidden = false;
      return;
    }
    /** @param {number} p */
    const seatName = (p) => this.name(p);
    const body = h("tbody");
    for (const row of ranking(outcome, seatName)) {
      body.append(
        h(
          "tr",
          { class: row.won ? "is-winner" : "" },
          h("td", { text: String(row.rank) }),
          h("th", { scope: "row", text: row.name }),
          h("td", { class: "num", text: formatScore(row.score) }),
        ),
      );
    }
    e.results.replaceChildren(
      h("h2", { id: "results-title", class: "results-title", text: t("app.result.title") }),
      h("p", { class: "results-headline", text: winnerText(outcome, seatName) }),
      h(
        "table",
        { class: "results-table" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("app.result.rank") }), h("th", { scope: "col", text: t("app.result.player") }), h("th", { scope: "col", class: "num", text: t("app.result.score") }))),
        body,
      ),
      this.resultActions(),
    );
    e.results.hidden = false;
  }

  resultActions() {
    return this.embed
      ? "" // (replaceChildren would print a null)
      : h(
          "div",
          { class: "form-actions" },
          h("button", { type: "button", class: "button button-primary", id: "play-again", onclick: () => this.playAgain() }, t("app.result.again")),
          h("a", { class: "button", href: "#/" }, t("app.nav.lobby")),
        );
  }

  // -- acting ----------------------------------------------------------------------
  /** @param {TabletopStatus} status */
  setStatus(status) {
    this.status = status;
    if (this.step === null) this.liveStatus = status;
    this.persist();
  }

  /**
   * Store the game after every action (never in embed mode). A game that is not stored yet
   * (new, or opened from a link: its URL is the link) gets a slot on its first move, and the
   * address becomes `#/<game>/@<slot>` in place (the same game, now saved).
   */
  persist() {
    if (this.embed) return;
    if (!this.slot) {
      const slot = store.newSlot();
      if (!store.write(this.game.id, slot, this.status.save, store.summary(this.status))) {
        this.linkAddress(); // storage refused it: the address carries the game instead, nothing is lost
        return;
      }
      this.slot = slot;
      this.source = "slot";
      this.storedAgain();
      const hash = `#/${this.game.id}/@${slot}`;
      history.replaceState(history.state, "", hash);
      this.app.currentHash = location.hash;
      return;
    }
    // stored again (room was made): the warning that this game is not being saved no longer holds
    if (store.write(this.game.id, this.slot, this.status.save, store.summary(this.status))) this.storedAgain();
  }

  storedAgain() {
    const warning = document.querySelector('#notices [data-notice-id="storage"]');
    if (!warning) return;
    clearNotices((note) => note === warning);
    toast(t("app.game.stored_again"));
  }

  /** Put the game's current link in the address bar (a game storage refused to keep). */
  async linkAddress() {
    try {
      const { link } = await this.enqueue(() => call("link", { session: this.session }));
      if (this.dead || this.slot) return;
      history.replaceState(history.state, "", `#/${this.game.id}/${link}`);
      this.app.currentHash = location.hash;
    } catch {
      /* the address keeps the previous link */
    }
  }

  /** ctx.act: play `text` for the viewer. @param {unknown} text @returns {Promise<{ok: true} | {error: string}>} */
  async act(text) {
    if (this.dead) return { error: "closed" };
    if (typeof text !== "string") return { error: "an action is a text" };
    const player = this.viewer;
    if (player === null || this.handoverTo !== null) return { error: "not your screen" };
    if (this.step !== null) return { error: "a replayed step" };
    this.busy++;
    try {
      const r = await this.enqueue(() => call("act", { session: this.session, player, action: text }));
      this.setStatus(r.status);
    } catch (e) {
      const message = e instanceof EngineError ? e.message : errorMessage(e);
      notifyError(e, { kind: "warning", id: "action", names: this.seats.map((s) => s.name) });
      this.busy--;
      this.renderChrome();
      return { error: message };
    }
    this.busy--;
    for (const id of ["action", "import"]) document.querySelector(`#notices [data-notice-id="${id}"]`)?.remove();
    await this.refresh();
    this.lastVisible = performance.now();
    this.driveBots();
    return { ok: true };
  }

  /** @param {number | null | undefined} player */
  async undo(player) {
    if (player === null || player === undefined) return;
    this.busy++;
    this.renderChrome();
    try {
      const r = await this.enqueue(() => call("undo", { session: this.session, player }));
      this.setStatus(r.status);
      this.viewer = player;
      this.handoverTo = null;
    } catch (e) {
      notifyError(e, { kind: "warning", id: "action", names: this.seats.map((s) => s.name) });
    } finally {
      this.busy--;
    }
    await this.refresh();
    this.driveBots();
  }

  /** The embed's reader takes over from the live position: seats as in the app (hand-overs, bots). */
  async playOn() {
    if (!this.spectating || this.dead) return;
    this.spectating = false;
    if (this.step !== null) await this.goStep(this.liveStatus.moves);
    await this.refresh();
    this.driveBots();
  }

  async driveBots() {
    if (this.driving || this.dead || this.botFailed || this.step !== null || this.spectating) return;
    this.driving = true;
    try {
      while (!this.dead) {
        const st = this.status;
        if (st.over) break;
        const bots = st.active.filter((p) => this.isBot(p));
        if (!bots.length) break;
        const simultaneous = st.active.length > 1;
        const player = bots[0];
        if (!simultaneous) {
          this.thinking = player;
          this.renderChrome();
          this.renderView();
          const wait = store.paceMs() - (performance.now() - this.lastVisible);
          if (wait > 0) await sleep(wait);
          if (this.dead) break;
        }
        let r;
        try {
          r = await this.enqueue(() => call("bot", { session: this.session, player }));
        } catch (e) {
          this.botFailed = true;
          notifyError(e, { lead: t("app.error.bot"), id: "bot", names: this.seats.map((s) => s.name) });
          break;
        }
        if (this.dead) break;
        this.thinking = null;
        this.setStatus(r.status);
        const moreBotsNow = this.status.active.length > 1 && this.status.active.some((p) => this.isBot(p));
        if (!simultaneous || !moreBotsNow) {
          await this.refresh();
          this.lastVisible = performance.now();
        }
      }
    } finally {
      this.driving = false;
      if (this.thinking !== null) {
        this.thinking = null;
        if (!this.dead) {
          this.renderChrome();
          this.renderView();
        }
      }
    }
  }

  // -- files and links ---------------------------------------------------------
  /** @param {boolean} embed @param {string | null} [link] */
  pageUrl(embed, link = null) {
    const base = `${location.origin}${location.pathname}`;
    const hash = link ? `#/${this.game.id}/${link}` : `#/${this.game.id}`;
    return `${base}${embed ? "?embed" : ""}${hash}`;
  }

  async updateOpenLink() {
    try {
      const { link } = await this.enqueue(() => call("link", { session: this.session }));
      this.els.openLink.href = this.pageUrl(false, link);
    } catch {
      /* keep the previous link */
    }
  }

  async share() {
    let link;
    let poster;
    let embedPoster;
    try {
      // with its posters: the board a link (its page, its embed) opens on, painted before the engine is up (poster.js)
      ({ link, poster, embed_poster: embedPoster } = await this.enqueue(() => call("link", { session: this.session, poster: true, lang: lang() })));
    } catch (e) {
      notifyError(e, { id: "share" });
      return;
    }
    const url = withPoster(this.pageUrl(false, link), poster);
    const embedCode = embedSnippet(withPoster(this.pageUrl(true, link), embedPoster), title(this.game), frameId(this.game.id));
    const urlField = /** @type {HTMLInputElement} */ (h("input", { type: "text", readonly: true, value: url, id: "share-url", "aria-label": t("app.game.share_label") }));
    const codeField = h("textarea", { readonly: true, rows: "5", id: "share-embed", "aria-label": "iframe" });
    codeField.value = embedCode;
    const dialog = h(
      "dialog",
      { class: "dialog", "aria-labelledby": "share-title" },
      h("h2", { id: "share-title", text: t("app.game.share") }),
      h("label", { for: "share-url", class: "dialog-label", text: "URL" }),
      urlField,
      h("label", { for: "share-embed", class: "dialog-label", text: "<iframe>" }),
      codeField,
      h(
        "div",
        { class: "form-actions" },
        h("button", { type: "button", class: "button button-primary", id: "share-copy", onclick: () => copy(url, urlField) }, t("app.game.share")),
        h("button", { type: "button", class: "button", onclick: () => dialog.close() }, t("app.dismiss")),
      ),
    );
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
    await copy(url, urlField);
  }

  exportSave() {
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
    download(`tabletop-${this.game.id}-${stamp}.json`, this.status.save);
    toast(t("app.game.saved_file"));
  }

  async playAgain() {
    const button = /** @type {HTMLButtonElement | null} */ (this.root.querySelector("#play-again"));
    if (button) {
      button.disabled = true;
      button.textContent = t("app.game.working");
    }
    try {
      const opened = await call("new", {
        game: this.game.id,
        players: this.info.players,
        options: this.info.options,
        seed: randomSeed(),
        meta: { seats: this.info.seats },
      });
      await this.app.openNew(this.game.id, opened);
    } catch (e) {
      notifyError(e, { id: "again" });
      if (button) {
        button.disabled = false;
        button.textContent = t("app.result.again");
      }
    }
  }

  destroy() {
    this.dead = true;
    try {
      this.view?.destroy?.();
    } catch {
      /* a view failing to clean up must not block navigation */
    }
    this.view = null;
    call("close", { session: this.session }).catch(() => {});
  }
}

const ICONS = {
  undo: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  link: "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7",
  download: "M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 19h16",
  upload: "M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M4 19h16",
  plus: "M12 5v14M5 12h14",
  edit: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4",
};

/** A small stroke icon (decorative: the button's text names the action). */
const icon = iconSet(ICONS, { cls: "icon" });

/** @param {string} text @param {HTMLInputElement} field selected when the clipboard refuses */
async function copy(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    toast(t("app.game.copied"));
  } catch {
    field?.focus();
    field?.select();
    toast(t("app.game.copy_failed"), 6000);
  }
}

/** A thrown value's `key` field (an Error's message or stack), if it is an object. @param {unknown} e @param {string} key */
const thrownField = (e, key) => (e !== null && typeof e === "object" ? /** @type {Record<string, unknown>} */ (e)[key] : undefined);

/** What went wrong, in one line: a thrown value's message, else the value. @param {unknown} e */
function errorMessage(e) {
  return String(thrownField(e, "message") || e);
}

/** What went wrong, with where (a view's failure): the stack, else the message. @param {unknown} e */
function errorStack(e) {
  return thrownField(e, "stack") || errorMessage(e);
}

/** Two snapshots of one seat that draw the same (the clock they were asked at aside). */
/** @param {TabletopSnapshot | null} a @param {TabletopSnapshot | null} b */
function sameSnapshot(a, b) {
  if (!a || !b) return false;
  return JSON.stringify({ ...a, clock_ms: null }) === JSON.stringify({ ...b, clock_ms: null });
}

/** A score as the catalog writes numbers (i18n.number: "68,125"), the same as views and log lines. */
/** @param {unknown} value */
function formatScore(value) {
  return typeof value === "number" ? number(value) : String(value ?? "");
}

/** A table painted before the engine (paintFirst) until it adopts the engine's game. */
class FirstPaint extends Table {
  /** The engine's game, replayed: its snapshot replaces the painted one. @param {TabletopOpened} opened */
  async adopt(opened) {
    const seatsChanged = JSON.stringify(this.seats) !== JSON.stringify(named(opened.info.seats));
    Object.assign(this, { session: opened.session, liveSession: opened.session, info: opened.info, status: opened.status, liveStatus: opened.status, seats: named(opened.info.seats) });
    // a worked example's captions as the engine read them from the link (a poster's was for the first paint)
    Object.assign(this, { example: opened.example ?? null, exampleError: opened.example_error ?? null });
    this.humans = this.seats.map((s, i) => (s.bot ? null : i)).filter((i) => i !== null);
    this.viewer = this.humans.length === 1 ? this.humans[0] : null;
    this.busy = 0;
    if (seatsChanged) {
      this.build();
      this.mountView();
    }
    // the bars wake once the engine's first snapshot is shown: a step asked for before would
    // be undone by it (an example embed goes to its step 0)
    this.els.bar.inert = true;
    this.els.embedBar.inert = true;
    this.warnCaptions();
    try {
      await this.showFirst();
    } finally {
      this.els.bar.inert = false;
      this.els.embedBar.inert = false;
      this.root.querySelector(".table")?.removeAttribute("data-first-paint");
    }
    await this.loadChapters();
    this.driveBots();
  }

  async relabel() {
    if (this.session !== null) return super.relabel();
    const snap = /** @type {Table} */ (this).snapshot;
    this.seats = named(this.info.seats);
    this.build();
    this.els.bar.inert = true;
    this.els.embedBar.inert = true;
    this.mountView();
    this.snapshot = snap;
    this.renderView();
    this.renderChrome();
  }

  destroy() {
    if (this.session !== null) return super.destroy();
    const self = /** @type {Table} */ (this);
    self.dead = true;
    self.view?.destroy?.();
    self.view = null;
  }
}

/**
 * First paint (issue 41): a table drawn at once from a snapshot handed in before the engine is
 * up (a link's poster, the last snapshot shown of a saved game), read-only (busy, no legal
 * actions, its bar inert). `adopt(opened)` then makes it the engine's table: the engine's
 * snapshot replaces the painted one (the replay wins). Null when the view cannot be loaded.
 * @param {HTMLElement} root @param {TableApp} app @param {TabletopGame} game
 * @param {{seats: {name: string, bot: {level: number} | null}[], snapshot: TabletopSnapshot, caption?: Record<string, string> | null}} first
 * @param {TableWhere & {paint: "poster" | "saved"}} where
 */
export async function paintFirst(root, app, game, first, where) {
  const snap = first.snapshot;
  const info = { game: game.id, players: first.seats.length, options: {}, seed: 0, meta: {}, seats: first.seats };
  const status = { active: snap.active, over: snap.over, outcome: snap.outcome ?? null, moves: 0, save: "", undoable: {} };
  const table = new FirstPaint(root, app, game, /** @type {TabletopOpened} */ (/** @type {unknown} */ ({ session: null, info, status })), where);
  let module;
  try {
    module = await loadView(game.id);
  } catch {
    return null; // the engine's table says so
  }
  table.module = module;
  table.build();
  table.els.bar.inert = true;
  table.els.embedBar.inert = true;
  table.root.querySelector(".table")?.setAttribute("data-first-paint", where.paint);
  table.viewer = snap.viewer;
  table.busy = 1;
  // a worked example's caption of the step painted, under the board (renderChrome shows it)
  if (first.caption) table.example = { title: {}, captions: [first.caption] };
  table.mountView();
  table.snapshot = { ...snap, legal: [], actions: [], undoable: 0 };
  table.renderView();
  table.renderChrome();
  return table;
}

/**
 * Open a table on `root`; returns the controller ({destroy, relabel}).
 * @param {HTMLElement} root @param {TableApp} app @param {TabletopGame} game @param {TabletopOpened} opened @param {TableWhere} where
 */
export async function openTable(root, app, game, opened, where) {
  const table = new Table(root, app, game, opened, where);
  await table.mount();
  return table;
}

/**
 * The seats with a name each: a seat a link or an example left unnamed is "Player n" / "Bot n" in the
 * page's language (the set-up form names every seat itself).
 * @template {{name: string, bot: unknown}} S @param {S[]} seats @returns {S[]}
 */
function named(seats) {
  return seats.map((s, i) => (s.name ? s : { ...s, name: seatName(s, i) }));
}
