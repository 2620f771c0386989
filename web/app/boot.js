// Entry point of the page (loaded by index.html unless opened from file://).
//
// Boot: the static HTML/CSS shell is already painted; here we wait for the
// engine (Python in a worker, web/app/engine-worker.mjs), load the games and the catalog, then
// route. <html data-app-state> goes "loading" -> "ready" once the current
// route is interactive, or "error" with a visible message.

import * as engine from "./engine.js";
import { setLang, lang, t, title } from "./i18n.js";
import { setAppState, notify, clearNotices, setCrumbs, setTitle } from "./ui.js";
import * as store from "./store.js";
import { hasView } from "./views.js";
import { renderLobby } from "./lobby.js";
import { renderSetup } from "./setup.js";
import { openTable } from "./table.js";
import { h, pickFile, randomSeed } from "./dom.js";

const root = document.documentElement;

export const app = {
  games: [],
  byId: new Map(),
  embed: root.classList.contains("embed"),
  controller: null,
  pending: null,
  routeGen: 0,
  currentHash: null,
  booted: false,

  /** Show a game that was just created/imported: store it in a new slot and go there. */
  openNew(gameId, opened) {
    const slot = store.newSlot();
    if (!app.embed) store.write(gameId, slot, opened.status.save, { over: opened.status.over });
    const hash = `#/${gameId}/@${slot}`;
    app.pending = { hash, opened, slot };
    if (location.hash === hash) route();
    else location.hash = hash;
  },

  /** File picker -> load_save; a bad file changes nothing and says why. */
  async importSave() {
    let file;
    try {
      file = await pickFile();
    } catch (e) {
      notify(t("app.error.import", { message: String(e.message || e) }), { id: "import" });
      return;
    }
    if (!file) return;
    let opened;
    try {
      opened = await engine.call("load_save", { text: file.text });
    } catch (e) {
      notify(t("app.error.import", { message: String(e.message || e) }), { id: "import" });
      return;
    }
    const game = app.byId.get(opened.info.game);
    if (!game) {
      engine.call("close", { session: opened.session }).catch(() => {});
      notify(t("app.error.import_game", { game: opened.info.game }), { id: "import" });
      return;
    }
    document.querySelector('#notices [data-notice-id="import"]')?.remove();
    app.openNew(game.id, opened);
  },
};

// ---------------------------------------------------------------------------
// boot progress (static text in index.html; here only the bar moves)

function bootStep(n) {
  const bar = document.getElementById("boot-bar");
  const progress = bar?.parentElement;
  if (!bar) return;
  bar.dataset.step = String(n);
  progress.setAttribute("aria-valuenow", String(n));
}

function bootFailed(error) {
  setAppState("error");
  const boot = document.getElementById("boot");
  boot?.setAttribute("aria-busy", "false");
  const message = String(error?.message || error);
  const box = document.getElementById("boot-progress");
  const panel = h(
    "div",
    { class: "notice notice-error boot-error", role: "alert", id: "boot-error" },
    h("p", { class: "bi", lang: "en", text: `The game engine could not start: ${message}` }),
    h("p", { class: "bi", lang: "ja", text: `ゲームエンジンを起動できませんでした：${message}` }),
    h(
      "p",
      {},
      h("button", { type: "button", class: "button", onclick: () => location.reload() }, h("span", { class: "bi", lang: "en", text: "Reload" }), h("span", { class: "bi", lang: "ja", text: "再読み込み" })),
    ),
  );
  if (box) box.replaceWith(panel);
  else document.getElementById("main").prepend(panel);
}

// ---------------------------------------------------------------------------
// routing: #/  #/<game>  #/<game>/@<slot>  #/<game>/<link>

function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "");
  const parts = raw.split("/").filter(Boolean);
  return { raw: `#/${raw}`, parts };
}

function defaultSeats(game, players) {
  return Array.from({ length: players }, (_, i) => {
    const bot = i > 0 && game.bots.length ? { name: game.bots[0], strength: 2 } : null;
    const name = bot ? t("app.setup.bot_name", { n: i + 1 }) : t("app.setup.default_name", { n: i + 1 });
    return { name, bot };
  });
}

/** A fresh game with default settings (after a damaged save or link). */
async function freshGame(game) {
  const players = Math.max(1, game.min_players);
  return engine.call("new", {
    game: game.id,
    players,
    options: {},
    seed: randomSeed(),
    meta: { seats: defaultSeats(game, players) },
  });
}

function crumbsFor(game, extra = null) {
  const items = [{ text: t("app.nav.lobby"), href: "#/" }];
  if (game) items.push(extra ? { text: title(game), href: `#/${game.id}` } : { text: title(game) });
  if (extra) items.push({ text: extra });
  setCrumbs(game ? items : []);
}

async function routeTable(gen, rootEl, game, target) {
  let opened = null;
  let slot = null;
  let source = "slot";
  const hash = `#/${game.id}/${target}`;
  if (app.pending && app.pending.hash === hash) {
    ({ opened, slot } = app.pending);
    app.pending = null;
  } else if (target.startsWith("@")) {
    slot = target.slice(1);
    const text = store.read(game.id, slot);
    if (text === null) {
      location.replace(`#/${game.id}`);
      return null;
    }
    try {
      opened = await engine.call("load_save", { text, game: game.id });
    } catch (e) {
      if (e.kind !== "InvalidSave") throw e;
      store.keepAside(game.id, slot);
      notify(t("app.error.save", { message: e.message }), { id: "save" });
      opened = await freshGame(game);
      slot = null;
      source = "new";
    }
  } else {
    source = "link";
    try {
      opened = await engine.call("load_link", { link: target, game: game.id });
    } catch (e) {
      if (e.kind !== "InvalidSave") throw e;
      notify(t("app.error.link", { message: e.message }), { id: "link" });
      opened = await freshGame(game);
      source = "new";
    }
  }
  if (gen !== app.routeGen) {
    engine.call("close", { session: opened.session }).catch(() => {});
    return null;
  }
  if (source === "new" && !app.embed) {
    slot = store.newSlot();
    history.replaceState(history.state, "", `#/${game.id}/@${slot}`);
  }
  return openTable(rootEl, app, game, opened, { slot, source, embed: app.embed });
}

async function route() {
  const gen = ++app.routeGen;
  setAppState("loading");
  app.controller?.destroy?.();
  app.controller = null;
  const rootEl = document.getElementById("route");
  const { raw, parts } = parseHash();
  app.currentHash = raw;
  document.querySelector("dialog[open]")?.close();
  // messages about the previous page go; a storage warning stays
  clearNotices((note) => note.dataset.noticeId !== "storage");
  try {
    let controller = null;
    const game = parts.length ? app.byId.get(parts[0]) : null;
    if (parts.length && !game) {
      notify(t("app.error.unknown_game", { game: parts[0] }), { id: "route" });
      history.replaceState(history.state, "", "#/");
    }
    if (!game) {
      crumbsFor(null);
      setTitle([]);
      controller = renderLobby(rootEl, app);
    } else if (parts.length === 1) {
      crumbsFor(game);
      setTitle([title(game)]);
      controller = renderSetup(rootEl, app, game);
    } else {
      crumbsFor(game);
      setTitle([title(game)]);
      controller = await routeTable(gen, rootEl, game, parts.slice(1).join("/"));
      if (controller === null && gen === app.routeGen && !location.hash.startsWith(raw)) return;
    }
    if (gen !== app.routeGen) {
      controller?.destroy?.();
      return;
    }
    app.controller = controller;
    if (!performance.getEntriesByName("tabletop:ready").length) performance.mark("tabletop:ready");
    setAppState("ready");
    focusHeading(rootEl);
  } catch (e) {
    if (gen !== app.routeGen) return;
    notify(String(e?.message || e), { id: "route", details: e?.stack || null });
    setAppState("ready");
  }
}

function focusHeading(rootEl) {
  // move focus to the new page's heading for keyboard and screen reader users,
  // but never steal it from a control the user is in
  if (document.activeElement && document.activeElement !== document.body && rootEl.contains(document.activeElement)) return;
  const heading = rootEl.querySelector("h1[tabindex]");
  if (heading && document.activeElement === document.body) heading.focus({ preventScroll: true });
}

async function switchLang(next) {
  if (next === lang()) return;
  await setLang(next);
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

// ---------------------------------------------------------------------------
// offline: the service worker (./sw.js, written by tools/vendor.mjs)

function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register("sw.js", { scope: "./" })
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      const badge = document.getElementById("offline-badge");
      if (badge) {
        badge.textContent = t("app.offline.ready");
        badge.hidden = false;
      }
      root.dataset.offline = "ready";
    })
    .catch(() => {
      /* no offline copy (e.g. sw.js not built): the app still works online */
    });
}

// ---------------------------------------------------------------------------

async function main() {
  performance.mark("tabletop:boot");
  setAppState("loading");
  let games;
  try {
    // sent at once: the worker answers them as soon as Python is up
    [, games] = await Promise.all([
      engine.start(bootStep),
      engine.call("games"),
      setLang(root.lang === "ja" ? "ja" : "en", { remember: false }),
    ]);
  } catch (e) {
    bootFailed(e);
    return;
  }
  app.games = games.filter((g) => hasView(g.id));
  app.byId = new Map(app.games.map((g) => [g.id, g]));
  store.onProblem(() => notify(t("app.error.storage"), { kind: "warning", id: "storage" }));
  app.booted = true;
  document.getElementById("boot")?.remove();
  window.addEventListener("hashchange", () => {
    if (location.hash !== app.currentHash) route();
  });
  await route();
  registerServiceWorker();
}

// The language buttons work from the first paint (static bilingual text);
// once the engine is up they switch the catalog too.
for (const button of document.querySelectorAll("#lang-switch [data-lang]")) {
  button.setAttribute("aria-pressed", String(button.dataset.lang === lang()));
  button.addEventListener("click", () => {
    const next = button.dataset.lang;
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
    for (const b of document.querySelectorAll("#lang-switch [data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === next));
  });
}

main().catch((e) => bootFailed(e));
