// Entry point of the page (loaded by index.html unless opened from file://).
//
// Boot: the static HTML/CSS shell is already painted; here we read the build's catalog
// (web/vendor/pyc/catalog.json, tools/catalog.py: the games and every message), route at
// once, and let the engine (Python in a worker, web/app/engine-worker.mjs) boot in the
// background: the lobby and the set-up forms work without it, and what needs it waits
// behind a progress bar (wait.js). Without a readable catalog the games and messages come
// from the engine (its `shell` method), after its boot. <html data-app-state> goes
// "loading" -> "ready" once the current route is interactive, or "error" with a visible
// message; <html data-engine> is "up" once the engine is.

import * as engine from "./engine.js";
import { setLang, lang, t, title, preload } from "./i18n.js";
import { bootStep, engineUp, whenEngine } from "./wait.js";
import { setAppState, notify, errorText, detailsToggle, errorDetails, hasCatalogKey, confirmDialog, clearNotices, setCrumbs, setTitle } from "./ui.js";
import * as store from "./store.js";
import { hasView, loadView } from "./views.js";
import { posterParam, readPoster, firstPaint } from "./poster.js";
import { h, pickFile, download } from "./dom.js";

const root = document.documentElement;

/** The element of index.html with this id (it always has it). @param {string} id */
function pageElement(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`index.html has no #${id}`);
  return el;
}

/** @type {TabletopApp} */
export const app = {
  games: [],
  byId: new Map(),
  embed: root.classList.contains("embed"),
  controller: null,
  pending: null,
  announce: null, // {hash, message}: said once the page of `hash` is shown (importSave)
  routeGen: 0,
  currentHash: null,
  pageShown: null,
  booted: false,
  /** the games whose view messages are not read yet (readViewMessages) @type {Set<string>} */
  views: new Set(),

  /**
   * Show a game that was just created or imported. It is stored only once a move is made
   * (`keep`: at once, for an imported game that already has moves). Until then its URL is
   * its share link, `#/<game>/<link>`: the address always names the game on screen, and a
   * reload, a bookmark, Back and Forward find it again. The new page is a new history entry.
   */
  async openNew(gameId, opened, { keep = false, announce = null } = {}) {
    let hash = null;
    let slot = null;
    /** @type {TabletopPendingRoute["source"]} */
    let source = "link";
    if (keep && !app.embed) {
      slot = store.newSlot();
      if (store.write(gameId, slot, opened.status.save, store.summary(opened.status))) {
        hash = `#/${gameId}/@${slot}`;
        source = "slot";
      } else {
        slot = null;
      }
    }
    if (hash === null) {
      const { link } = await engine.call("link", { session: opened.session });
      hash = `#/${gameId}/${link}`;
    }
    app.announce = announce ? { hash, message: announce } : null;
    app.pending = { hash, opened, slot, source };
    if (location.hash === hash) route();
    else location.hash = hash;
  },

  /**
   * File picker -> load_save; a bad file changes nothing and says why, where the player is:
   * `at` (an element next to the button pressed; default: the notices above the page), with
   * the focus on the message. `from`: the game on screen; a save of another game is opened
   * only once the player said yes. A save already stored (the same file imported again) is
   * not stored twice: the stored one opens, and the player is told.
   */
  async importSave({ at = null, from = null } = {}) {
    /** @param {string} message @param {unknown} [details] */
    const fail = (message, details = null) => notify(message, { id: "import", details, at, focus: true });
    let file;
    try {
      file = await pickFile();
    } catch (e) {
      fail(t("app.error.import"), errorDetails(e));
      return;
    }
    if (!file) return;
    let opened;
    try {
      await whenEngine(at || pageElement("notices"));
      opened = await engine.call("load_save", { text: file.text });
    } catch (e) {
      // the engine's reason, where it has one in the catalog (not the general "could not be read" again)
      fail(hasCatalogKey(e) ? `${t("app.error.import")} ${errorText(e)}` : t("app.error.import"), errorDetails(e));
      return;
    }
    const close = () => engine.call("close", { session: opened.session }).catch(() => {});
    const game = app.byId.get(opened.info.game);
    if (!game) {
      close();
      fail(t("app.error.import_game", { game: opened.info.game }));
      return;
    }
    for (const old of document.querySelectorAll('[data-notice-id="import"]')) old.remove();
    const here = from && from !== game.id ? app.byId.get(from) : null;
    if (here) {
      const names = { game: title(game), here: title(here) };
      const yes = await confirmDialog(t("app.import.other_game", names), {
        id: "import-other",
        confirmLabel: t("app.import.open_other", names),
        danger: false,
      });
      if (!yes) {
        close();
        return;
      }
    }
    const announce = here ? t("app.import.opened_other", { game: title(game) }) : null;
    const same = opened.status.moves > 0 && !app.embed ? store.findSame(game.id, opened.status.save) : null;
    if (same) {
      close();
      const hash = `#/${game.id}/@${same.slot}`;
      app.announce = { hash, message: [announce, t("app.import.already", { n: same.moves })].filter(Boolean).join(" ") };
      if (location.hash === hash) route();
      else location.hash = hash;
      return;
    }
    await app.openNew(game.id, opened, { keep: opened.status.moves > 0, announce });
  },
};

// ---------------------------------------------------------------------------
// boot (the progress bars: wait.js)

const CATALOG_URL = new URL("../vendor/pyc/catalog.json", import.meta.url);

/** The build's catalog ({games, messages: {ja, en}}), or null when it is missing or unreadable. @returns {Promise<TabletopCatalog | null>} */
async function readCatalog() {
  try {
    const response = await fetch(CATALOG_URL);
    if (!response.ok) return null;
    /** @type {{games?: unknown, messages?: {en?: unknown, ja?: unknown}} | null} the file's JSON, checked below */
    const catalog = await response.json();
    const messages = catalog?.messages;
    const fine = Array.isArray(catalog?.games) && catalog.games.every((/** @type {{id?: unknown, options?: unknown} | null} */ g) => typeof g?.id === "string" && Array.isArray(g.options));
    return fine && messages?.en && typeof messages.en === "object" && messages?.ja && typeof messages.ja === "object" ? /** @type {TabletopCatalog} checked above */ (catalog) : null;
  } catch {
    return null;
  }
}

/** a game's view messages, read once (readViewMessages) @type {Map<string, Promise<void>>} */
const viewMessages = new Map();

/**
 * The view messages of `gameId` (`<game>.view.*`), before its table is shown: the build's
 * catalog leaves them out (the lobby never reads them) and writes them per game,
 * web/vendor/pyc/catalog/<game>.json. Without the file, the engine's whole catalog.
 * @param {string} gameId
 */
function readViewMessages(gameId) {
  if (!app.views.has(gameId)) return Promise.resolve();
  if (!viewMessages.has(gameId)) {
    const read = async () => {
      try {
        const response = await fetch(new URL(`../vendor/pyc/catalog/${gameId}.json`, import.meta.url));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        preload((await response.json()).messages);
      } catch {
        const [ja, en] = await Promise.all(["ja", "en"].map((code) => engine.call("catalog", { lang: code })));
        preload({ ja, en });
      }
    };
    viewMessages.set(gameId, read());
  }
  return /** @type {Promise<void>} set above */ (viewMessages.get(gameId));
}

/** The engine did not start: say why, in both languages (there may be no catalog). @param {unknown} error */
function bootFailed(error) {
  setAppState("error");
  const boot = document.getElementById("boot");
  boot?.setAttribute("aria-busy", "false");
  const reason = typeof error === "object" && error !== null && "message" in error ? error.message : null;
  const message = String(reason || error);
  // a short reason (a missing file) is said; a Python traceback goes behind "Details"
  const technical = message.length > 160 || /Traceback|\n/.test(message);
  const said = technical ? "." : `: ${message}`;
  const box = document.getElementById("boot-progress");
  const panel = h(
    "div",
    { class: "notice notice-error boot-error", role: "alert", id: "boot-error" },
    h("p", { class: "bi", lang: "en", text: `The game engine could not start${said}` }),
    h("p", { class: "bi", lang: "ja", text: `ゲームエンジンを起動できませんでした${technical ? "。" : `：${message}`}` }),
    technical
      ? h("details", { class: "error-details" }, h("summary", {}, h("span", { class: "bi", lang: "en", text: "Details" }), h("span", { class: "bi", lang: "ja", text: "詳細" })), h("pre", { text: message }))
      : null,
    h(
      "p",
      {},
      h("button", { type: "button", class: "button", onclick: () => location.reload() }, h("span", { class: "bi", lang: "en", text: "Reload" }), h("span", { class: "bi", lang: "ja", text: "再読み込み" })),
    ),
  );
  if (box) box.replaceWith(panel);
  else pageElement("main").prepend(panel);
}

// ---------------------------------------------------------------------------
// routing: #/  #/<game>  #/<game>/@<slot>  #/<game>/<link>

function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "");
  const parts = raw.split("/").filter(Boolean);
  return { raw: `#/${raw}`, parts };
}

/** @param {TabletopGame | null | undefined} game @param {string | null} [extra] */
function crumbsFor(game, extra = null) {
  /** @type {{text: string, href?: string}[]} */
  const items = [{ text: t("app.nav.lobby"), href: "#/" }];
  if (game) items.push(extra ? { text: title(game), href: `#/${game.id}` } : { text: title(game) });
  if (extra) items.push({ text: extra });
  setCrumbs(game ? items : []);
}

/**
 * A saved game or a link that could not be opened: the reason in the player's language,
 * the technical text behind "Details", and what can be done. Nothing is replaced by a new
 * game and nothing is deleted unless the player asks.
 * @param {HTMLElement} rootEl @param {TabletopGame} game @param {unknown} error @param {{slot?: string | null}} [where]
 * @returns {TabletopPage}
 */
function renderUnopenable(rootEl, game, error, { slot = null } = {}) {
  const isSave = slot !== null;
  const actions = [];
  if (isSave) {
    actions.push(
      h("button", {
        type: "button",
        class: "button",
        id: "damaged-download",
        text: t("app.save.download"),
        onclick: () => download(`tabletop-${game.id}-${slot}.json`, store.read(game.id, slot) ?? ""),
      }),
      h("button", {
        type: "button",
        class: "button button-quiet",
        id: "damaged-delete",
        text: t("app.save.delete"),
        onclick: async () => {
          if (!(await confirmDialog(t("app.save.delete_confirm")))) return;
          store.remove(game.id, slot);
          location.replace(`#/${game.id}`);
        },
      }),
    );
  }
  actions.push(
    h("a", { class: "button button-primary", href: `#/${game.id}`, id: "unopenable-new", text: t("app.nav.new") }),
    h("a", { class: "button", href: "#/", text: t("app.nav.lobby") }),
  );
  rootEl.replaceChildren(
    h(
      "div",
      { class: "unopenable", id: "unopenable", dataset: { kind: isSave ? "save" : "link" } },
      h("h1", { class: "page-title", tabindex: "-1", text: title(game) }),
      h(
        "div",
        { class: "notice notice-error unopenable-box", role: "alert" },
        h("p", { class: "unopenable-lead", text: t(isSave ? "app.error.save" : "app.error.link") }),
        h("p", { class: "unopenable-reason", text: errorText(error) }),
        h("p", { class: "unopenable-next", text: t(isSave ? "app.error.save_kept" : "app.error.link_why") }),
        detailsToggle(errorDetails(error)),
      ),
      h("div", { class: "form-actions" }, actions),
    ),
  );
  return { destroy() {} };
}

/** A table's page while the engine boots: the game's title and the progress bar. @param {number} gen @param {HTMLElement} rootEl @param {TabletopGame} game */
async function waitOnPage(gen, rootEl, game) {
  if (engineUp() || gen !== app.routeGen) return;
  const page = h("div", { class: "setup" }, h("h1", { class: "page-title", tabindex: "-1", text: title(game) }));
  rootEl.replaceChildren(page);
  await whenEngine(page);
}

/**
 * First paint before the engine (issue 41): a link's poster (`?poster=`), or the last snapshot
 * shown of a saved game, drawn at once by a read-only table (paintFirst) that the engine's game
 * then replaces; beside it, the engine's progress. Null when the engine is up already, when
 * there is nothing (good) to paint, or when the route changed meanwhile.
 * @param {number} gen @param {HTMLElement} rootEl @param {TabletopGame} game @param {{link?: string, slot?: string}} from
 */
async function paintBeforeEngine(gen, rootEl, game, { link, slot }) {
  if (engineUp()) return null;
  const first = link ? await readPoster(posterParam(), game.id, link) : firstPaint(store.readShown(game.id, /** @type {string} */ (slot)));
  if (!first || gen !== app.routeGen || engineUp()) return null;
  /** @type {Parameters<typeof import("./table.js").paintFirst>[4]} */
  const where = { slot: slot ?? null, source: slot ? "slot" : "link", embed: app.embed, paint: link ? "poster" : "saved" };
  const table = await (await import("./table.js")).paintFirst(rootEl, app, game, first, where);
  if (!table || gen !== app.routeGen) {
    table?.destroy();
    return null;
  }
  await engine.afterPaint(); // the engine (which whenEngine and load_link start) only once the poster is drawn
  // the engine's progress where the page shows it (an embed has no head: its bar)
  const host = rootEl.querySelector(app.embed ? ".embed-bar" : ".table-head");
  if (host) whenEngine(host).catch(() => {}); // the boot's failure is said by bootFailed
  return table;
}

/**
 * The page of a saved game (`target` "@<slot>") or of a link: its table, or why it cannot be opened.
 * Null when the route changed meanwhile.
 * @param {number} gen @param {HTMLElement} rootEl @param {TabletopGame} game @param {string} target
 * @returns {Promise<TabletopPage | null>}
 */
async function routeTable(gen, rootEl, game, target) {
  /** @type {TabletopOpened} */
  let opened;
  /** @type {string | null} */
  let slot = null;
  /** @type {TabletopPendingRoute["source"]} */
  let source = "slot";
  let painted = null;
  const hash = `#/${game.id}/${target}`;
  if (app.pending && app.pending.hash === hash) {
    ({ opened, slot, source } = app.pending);
    app.pending = null;
  } else if (target.startsWith("@")) {
    slot = target.slice(1);
    const text = store.read(game.id, slot);
    if (text === null) {
      notify(t("app.error.missing"), { kind: "warning", id: "missing" });
      history.replaceState(history.state, "", `#/${game.id}`);
      app.currentHash = location.hash;
      return (await import("./setup.js")).renderSetup(rootEl, app, game);
    }
    try {
      painted = await paintBeforeEngine(gen, rootEl, game, { slot });
      if (!painted) await waitOnPage(gen, rootEl, game);
      opened = await engine.call("load_save", { text, game: game.id });
    } catch (e) {
      painted?.destroy();
      if (!(e instanceof engine.EngineError) || e.kind === "BootError") throw e;
      if (gen !== app.routeGen) return null;
      store.markDamaged(game.id, slot, { kind: e.kind, key: e.key, args: e.args, message: e.message });
      return renderUnopenable(rootEl, game, e, { slot });
    }
  } else {
    source = "link";
    try {
      painted = await paintBeforeEngine(gen, rootEl, game, { link: target });
      if (!painted) await waitOnPage(gen, rootEl, game);
      opened = await engine.call("load_link", { link: target, game: game.id });
    } catch (e) {
      painted?.destroy();
      if (!(e instanceof engine.EngineError) || e.kind === "BootError") throw e;
      if (gen !== app.routeGen) return null;
      return renderUnopenable(rootEl, game, e);
    }
  }
  if (gen !== app.routeGen) {
    painted?.destroy();
    engine.call("close", { session: opened.session }).catch(() => {});
    return null;
  }
  if (painted) {
    await painted.adopt(opened);
    return painted;
  }
  return (await import("./table.js")).openTable(rootEl, app, game, opened, { slot, source, embed: app.embed });
}

async function route() {
  const gen = ++app.routeGen;
  setAppState("loading");
  app.controller?.destroy?.();
  app.controller = null;
  const rootEl = pageElement("route");
  const { raw, parts } = parseHash();
  app.currentHash = raw;
  const dialog = document.querySelector("dialog[open]");
  if (dialog instanceof HTMLDialogElement) dialog.close();
  // messages about the previous page go; a storage warning stays
  clearNotices((note) => note.getAttribute("data-notice-id") !== "storage");
  try {
    /** @type {TabletopPage | null} */
    let controller = null;
    const game = parts.length ? app.byId.get(parts[0]) : null;
    if (parts.length && !game) {
      notify(t("app.error.unknown_game", { game: parts[0] }), { id: "route" });
      history.replaceState(history.state, "", "#/");
    }
    if (!game) {
      crumbsFor(null);
      setTitle([]);
      // the lobby's and the set-up form's modules: not in a table's (an embed's) first paint
      controller = (await import("./lobby.js")).renderLobby(rootEl, app);
    } else if (parts.length === 1) {
      crumbsFor(game);
      setTitle([title(game)]);
      controller = (await import("./setup.js")).renderSetup(rootEl, app, game);
    } else {
      crumbsFor(game);
      setTitle([title(game)]);
      await readViewMessages(game.id);
      controller = await routeTable(gen, rootEl, game, parts.slice(1).join("/"));
      if (controller === null && gen === app.routeGen && !location.hash.startsWith(raw)) return;
    }
    if (gen !== app.routeGen) {
      controller?.destroy?.();
      return;
    }
    app.controller = controller;
    // another page starts at its top (the lobby scrolled down to its last game must not open
    // that game's set-up form scrolled to its end); an embed never scrolls the page around it
    const page = parts.length > 1 ? raw : parts.slice(0, 1).join("/");
    if (!app.embed && app.pageShown !== null && page !== app.pageShown) window.scrollTo(0, 0);
    app.pageShown = page;
    if (!performance.getEntriesByName("tabletop:ready").length) performance.mark("tabletop:ready");
    // what an import has to say about the game it opened (another game, one already stored)
    if (app.announce?.hash === raw) notify(app.announce.message, { kind: "info", id: "import" });
    app.announce = null;
    setAppState("ready");
    focusHeading(rootEl);
  } catch (e) {
    if (gen !== app.routeGen) return;
    notify(errorText(e), { id: "route", details: [errorDetails(e), e instanceof Error ? e.stack : null].filter(Boolean).join("\n") });
    setAppState("ready");
  }
}

/** @param {HTMLElement} rootEl */
function focusHeading(rootEl) {
  // move focus to the new page's heading for keyboard and screen reader users,
  // but never steal it from a control the user is in, nor from the wiki page around an
  // embed the reader has not come into
  if (app.embed && !document.hasFocus()) return;
  if (document.activeElement && document.activeElement !== document.body && rootEl.contains(document.activeElement)) return;
  const heading = rootEl.querySelector("h1[tabindex]");
  if (heading instanceof HTMLElement && document.activeElement === document.body) heading.focus({ preventScroll: true });
}

/** @param {string} next "ja" or "en" */
async function switchLang(next) {
  if (next === lang()) return;
  await setLang(next);
  renderOfflineBadge();
  if (app.controller && typeof app.controller.relabel === "function") {
    const { parts } = parseHash();
    const game = app.byId.get(parts[0]);
    crumbsFor(game);
    setTitle([title(game)]);
    await app.controller.relabel();
  } else {
    await route();
  }
}

/**
 * The offline badge, in the current language (again after a language switch):
 * "Ready for offline play." once the service worker holds the app, and "Offline"
 * while the site cannot be reached (data-network, set by checkNetwork).
 */
function renderOfflineBadge() {
  const badge = document.getElementById("offline-badge");
  if (!badge) return;
  const ready = root.dataset.offline === "ready";
  const offline = ready && root.dataset.network === "offline";
  badge.hidden = !ready;
  badge.textContent = offline ? t("app.offline.playing") : ready ? t("app.offline.ready") : "";
  badge.classList.toggle("offline-now", offline);
  badge.lang = lang();
}

// ---------------------------------------------------------------------------
// offline: the service worker (./sw.js, written by tools/vendor.mjs)

/**
 * Once this page's fonts have loaded, ask the service worker to keep the on-demand
 * files this page loaded (the Japanese web font on a machine without a Japanese
 * font): on a first visit they came before the worker controlled the page.
 * Resolves when the worker answers, or after a few seconds without an answer.
 * @param {ServiceWorkerRegistration} registration
 */
async function keepOnDemand(registration) {
  await document.fonts.ready;
  const worker = registration.active;
  if (!worker) return;
  await new Promise(/** @param {(value?: void) => void} done */ (done) => {
    const timer = setTimeout(finish, 5000);
    function finish() {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener("message", on);
      done();
    }
    /** @param {MessageEvent} event */
    function on(event) {
      if (event.data?.type === "keep-on-demand") finish();
    }
    navigator.serviceWorker.addEventListener("message", on);
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    worker.postMessage({ type: "keep-on-demand", loaded });
  });
}

/**
 * Whether the site answers, in <html data-network> ("online" or "offline"), and the
 * badge with it. The browser's own flag is not enough (it stays true on a network
 * that answers nothing), so the service worker tries a request of its own.
 */
async function checkNetwork() {
  const worker = navigator.serviceWorker?.controller;
  let online = navigator.onLine !== false;
  if (online && worker) {
    online = await new Promise(/** @param {(value: boolean) => void} done */ (done) => {
      const timer = setTimeout(() => finish(false), 8000);
      /** @param {boolean} value */
      function finish(value) {
        clearTimeout(timer);
        navigator.serviceWorker.removeEventListener("message", on);
        done(value);
      }
      /** @param {MessageEvent} event */
      function on(event) {
        if (event.data?.type === "network") finish(event.data.online === true);
      }
      navigator.serviceWorker.addEventListener("message", on);
      worker.postMessage({ type: "network" });
    });
  }
  root.dataset.network = online ? "online" : "offline";
  renderOfflineBadge();
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register("sw.js", { scope: "./" })
    .then(() => navigator.serviceWorker.ready)
    .then(keepOnDemand)
    .then(() => {
      root.dataset.offline = "ready";
      renderOfflineBadge();
      window.addEventListener("online", checkNetwork);
      window.addEventListener("offline", checkNetwork);
      return checkNetwork();
    })
    .catch(() => {
      /* no offline copy (e.g. sw.js not built): the app still works online */
    });
}

// ---------------------------------------------------------------------------

/**
 * A table's address (a link, a saved game): its view's modules start loading now, beside the
 * catalog, so that a poster or a saved snapshot paints as soon as the route is known.
 */
function preloadView() {
  const { parts } = parseHash();
  if (parts.length > 1 && hasView(parts[0])) loadView(parts[0]).catch(() => {}); // mount() says why
}

async function main() {
  performance.mark("tabletop:boot");
  setAppState("loading");
  // index.html started the engine (a table without a poster): adopt it now, as its first answer may be here
  if (window.tabletopEngine) engine.start(bootStep).catch(() => {});
  preloadView();
  let shell = await readCatalog();
  try {
    // without the build's catalog: the engine's, as soon as Python is up (sent at once)
    if (!shell) [, shell] = await Promise.all([engine.start(bootStep), /** @type {Promise<TabletopCatalog>} */ (engine.call("shell"))]);
    preload(shell.messages);
    await setLang(root.lang === "ja" ? "ja" : "en", { remember: false });
  } catch (e) {
    bootFailed(e);
    return;
  }
  engine.booted().catch((e) => bootFailed(e));
  performance.mark("tabletop:catalog");
  app.games = shell.games.filter((/** @type {{id: string}} */ g) => hasView(g.id));
  app.byId = new Map(app.games.map((g) => [g.id, g]));
  app.views = new Set(Array.isArray(shell.views) ? shell.views : []); // the engine's shell has them all
  store.onProblem((error) => {
    const table = app.controller;
    const shown = document.querySelector('#notices [data-notice-id="storage"]');
    // said once is enough (again only to add the export button once a game is on the table)
    if (shown && (shown.querySelector("#storage-export") || typeof table?.exportSave !== "function")) return;
    notify(t("app.error.storage"), {
      kind: "warning",
      id: "storage",
      details: errorDetails(error),
      action: typeof table?.exportSave === "function" ? { label: t("app.game.export"), id: "storage-export", onclick: () => app.controller?.exportSave?.() } : null,
    });
  });
  app.booted = true;
  document.getElementById("boot")?.remove();
  window.addEventListener("hashchange", () => {
    if (location.hash !== app.currentHash) route();
  });
  await route();
  // the engine starts once the page is drawn, if a table has not started it already
  engine.afterPaint().then(() => engine.start(bootStep).catch(() => {}));
  if (app.embed) reportEmbedHeight();
  if (app.embed) keepToTheRulesHelp();
  registerServiceWorker();
}

/**
 * In an iframe (?embed): tell the parent page how tall the content is, on every change,
 * as {type: "tabletop:height", height} (CSS px). The share dialog's snippet listens for it;
 * without the snippet's script the frame keeps its fixed size.
 */
function reportEmbedHeight() {
  if (window.parent === window || typeof ResizeObserver !== "function") return;
  let last = 0;
  const post = () => {
    const style = getComputedStyle(document.body);
    const height = Math.ceil(document.body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom));
    if (Math.abs(height - last) < 2) return;
    last = height;
    window.parent.postMessage({ type: "tabletop:height", height }, "*");
  };
  new ResizeObserver(post).observe(document.body);
  post();
}

/**
 * A worked example in the app's own rules help (examples.js: an `iframe.ex-frame` of this
 * site) is a part of that help: it offers no rules help of its own (`data-in-help` hides the
 * views' help buttons, and viewkit's helpDialog does not open), and Escape inside it closes
 * the help around it, as it would anywhere else in the dialog. A wiki's frame (another
 * site: no `frameElement`) is not touched.
 */
function keepToTheRulesHelp() {
  let frame = null;
  try {
    frame = window.frameElement;
  } catch {
    return;
  }
  if (!frame?.classList.contains("ex-frame")) return;
  root.dataset.inHelp = "";
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !e.defaultPrevented && !document.querySelector("dialog[open]")) frame.closest("dialog")?.close();
  });
}

// The language buttons work from the first paint (static bilingual text);
// once the shell has its catalog they switch it too.
function bindLangButtons() {
  for (const button of document.querySelectorAll("#lang-switch [data-lang]")) {
    if (!(button instanceof HTMLElement)) continue;
    button.setAttribute("aria-pressed", String(button.dataset.lang === lang()));
    button.addEventListener("click", () => {
      const next = button.dataset.lang;
      if (next === undefined) return; // the selector asks for data-lang
      if (app.booted) {
        switchLang(next);
        return;
      }
      root.lang = next;
      try {
        localStorage.setItem("tabletop.lang", next);
      } catch {
        /* not remembered */
      }
      for (const b of document.querySelectorAll("#lang-switch [data-lang]")) b.setAttribute("aria-pressed", String(b.getAttribute("data-lang") === next));
    });
  }
}

// index.html loads this module at once, from its head: the body may still be parsing
function go() {
  bindLangButtons();
  main().catch((e) => bootFailed(e));
}
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", go, { once: true });
else go();
