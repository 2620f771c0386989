// The service worker's logic: offline play after the first visit.
//
// The entry point is ./sw.js at the site root (a service worker controls only
// the pages at or below its own URL), written by tools/vendor.mjs with
//   self.TABLETOP = {runtime, build, precache: [...]}
// and then importScripts("./web/sw.js") — this file.
//
// Caches:
//   tabletop-runtime-<runtime stamp>  web/vendor/ (Pyodide, the interpreter
//                                     wrapper and the .pyc standard library): cache
//                                     first; immutable for a given npm lock file and
//                                     tools/{pyodide-wrapper,pyc}.mjs
//                                     (except web/vendor/pyc/ and web/vendor/fonts/:
//                                     app cache)
//   tabletop-app-<build hash>         everything else (page, shell, views, rules
//                                     library): network first with a short
//                                     timeout, the cached copy when offline
// Old caches of either kind are deleted when a new worker activates.
// self.TABLETOP.onDemand (the Japanese web font, web/app/font.css; the library's
// sources; the games' reference files, read by a view painting before Python,
// web/app/table.js; the embeds' bundle, web/vendor/embed/) is not precached: a browser fetches each only when a page
// needs it (the font only where no font of the machine draws Japanese).
// Once fetched it is in the app cache (on a first visit, fetched
// before this worker controlled the page, when the page says it loaded it:
// keepOnDemand), and a new worker keeps it.
// self.TABLETOP.lab (the Python lab, lab.html, on PyScript) is not precached
// either: the lab page asks for it ({type: "cache-lab"}, web/lab/lab.js), so a
// visit of the lab makes it work offline; a new worker refreshes it if the
// browser had it. Only lab.html gets COOP/COEP headers here (cross-origin
// isolation: SharedArrayBuffer for PyScript's worker terminal); the app and its
// embeds never do (a wiki page that embeds a game must not be constrained).

/**
 * This worker's global scope, with what ./sw.js sets on it and the caches it opens once.
 * @typedef {ServiceWorkerGlobalScope & {TABLETOP?: TabletopSwConfig, runtimeCachePromise?: Promise<Cache>, appCachePromise?: Promise<Cache>}} Scope
 */
/** `self`, which the checker's library types as any worker's scope */
const sw = /** @type {Scope} */ (/** @type {unknown} */ (self));
/** @type {TabletopSwConfig} */
const CONFIG = sw.TABLETOP || { runtime: "dev", build: "dev", precache: [] };
const RUNTIME_CACHE = `tabletop-runtime-${CONFIG.runtime}`;
const APP_CACHE = `tabletop-app-${CONFIG.build}`;
const NETWORK_TIMEOUT_MS = 4000;
const SCOPE = new URL(sw.registration ? sw.registration.scope : "./", sw.location.href);

// web/vendor/pyc/ (the precompiled rules library, tools/pyc.mjs, and the zip of the
// app's Python files) and web/vendor/fonts/ (made from the app's messages,
// tools/font_subset.py) change with the app, not with the runtime: app cache.
/** @param {URL} url */
const isVendor = (url) =>
  url.pathname.startsWith(`${SCOPE.pathname}web/vendor/`) &&
  !url.pathname.startsWith(`${SCOPE.pathname}web/vendor/pyc/`) &&
  !url.pathname.startsWith(`${SCOPE.pathname}web/vendor/fonts/`);

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const runtime = await caches.open(RUNTIME_CACHE);
      const app = await caches.open(APP_CACHE);
      await Promise.all(
        CONFIG.precache.map(async (path) => {
          const url = new URL(path, SCOPE);
          const cache = isVendor(url) ? runtime : app;
          if (isVendor(url) && (await cache.match(url))) return; // the runtime never changes under a stamp
          const response = await fetch(url, { credentials: "same-origin" });
          if (!response.ok) throw new Error(`precache ${url.pathname}: HTTP ${response.status}`);
          await cache.put(url, response);
        }),
      );
      await keepOnDemand(app);
      // the lab's files, if this browser had the lab (a new build: fetch them anew)
      try {
        if (await caches.match(new URL("lab.html", SCOPE), { ignoreSearch: true })) await cacheLab();
      } catch {
        /* offline or partial: the lab asks again on its next visit */
      }
      await sw.skipWaiting();
    })(),
  );
});

/**
 * Store the on-demand files (CONFIG.onDemand) this browser has used: those in an
 * older cache (a new build: fetched anew), those a page says it loaded (`loaded`:
 * its resource URLs), else whatever the HTTP cache holds. Run at install and again
 * when a page asks ({type: "keep-on-demand", loaded}, web/app/boot.js, once its
 * fonts have loaded): on a first visit the page fetched them before this worker
 * controlled it, and the HTTP cache may not have kept them.
 */
/** @param {Cache} app @param {string[]} [loaded] */
async function keepOnDemand(app, loaded = []) {
  const pageLoaded = new Set(loaded.map((href) => new URL(href).pathname));
  await Promise.all(
    (CONFIG.onDemand || []).map(async (path) => {
      const url = new URL(path, SCOPE);
      try {
        if (await app.match(url, { ignoreSearch: true })) return;
        const used = (await caches.match(url, { ignoreSearch: true })) || pageLoaded.has(url.pathname);
        /** @type {RequestInit} */
        const init = used ? { credentials: "same-origin" } : { cache: "only-if-cached", mode: "same-origin" };
        const response = await fetch(url, init).catch(() => caches.match(url, { ignoreSearch: true })); // offline: the older copy
        if (response?.ok) await app.put(url, response);
      } catch {
        /* never used here (or offline): fetched when a page needs it */
      }
    }),
  );
}

/** Store every file of the lab (CONFIG.lab): the runtime's in the runtime cache, the rest in the app cache. */
async function cacheLab() {
  const runtime = await caches.open(RUNTIME_CACHE);
  const app = await caches.open(APP_CACHE);
  await Promise.all(
    (CONFIG.lab || []).map(async (path) => {
      const url = new URL(path, SCOPE);
      const cache = isVendor(url) ? runtime : app;
      if (await cache.match(url, { ignoreSearch: true })) return;
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`lab ${url.pathname}: HTTP ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

sw.addEventListener("message", (event) => {
  const type = event.data?.type;
  if (type === "keep-on-demand") {
    const reply = () => event.source?.postMessage({ type });
    const loaded = Array.isArray(event.data.loaded) ? event.data.loaded.filter(/** @param {unknown} href */ (href) => typeof href === "string") : [];
    event.waitUntil(caches.open(APP_CACHE).then((app) => keepOnDemand(app, loaded)).then(reply, reply));
    return;
  }
  if (type === "network") {
    // is the site reachable? (the page's navigator.onLine may say yes while every request fails)
    /** @param {boolean} online */
    const reply = (online) => event.source?.postMessage({ type, online });
    const probe = fetch(new URL("./", SCOPE), { method: "HEAD", cache: "no-store" });
    event.waitUntil(withTimeout(probe, NETWORK_TIMEOUT_MS).then((r) => reply(r.ok || r.status < 500), () => reply(false)));
    return;
  }
  if (type !== "cache-lab") return;
  /** @param {{ok: boolean, error?: string}} message */
  const reply = (message) => event.source?.postMessage({ type: "cache-lab", labBuild: CONFIG.labBuild, ...message });
  event.waitUntil(cacheLab().then(() => reply({ ok: true }), (error) => reply({ ok: false, error: String(error) })));
});

/** @param {URL} url */
const isLabPage = (url) => url.pathname === `${SCOPE.pathname}lab.html`;

/** lab.html only: the same response with COOP/COEP, so the lab is cross-origin isolated. */
/** @param {Promise<Response>} promise */
async function isolated(promise) {
  const response = await promise;
  if (!response || response.type === "opaqueredirect" || !response.ok) return response;
  const headers = new Headers(response.headers);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Embedder-Policy", "require-corp");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // tabletop-snapshot: the engine's memory snapshot, versioned by its own keys
      // (tools/pyodide-wrapper.mjs keeps only the current one; never served from here)
      const keep = new Set([RUNTIME_CACHE, APP_CACHE, "tabletop-snapshot"]);
      for (const name of await caches.keys()) {
        if (name.startsWith("tabletop-") && !keep.has(name)) await caches.delete(name);
      }
      // the page's request starts while this worker wakes up (a new tab later finds it stopped)
      if (sw.registration.navigationPreload) await sw.registration.navigationPreload.enable();
      await sw.clients.claim();
    })(),
  );
});

/** @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T>} */
function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// opened once per worker, not once per request
const runtimeCache = () => (sw.runtimeCachePromise ??= caches.open(RUNTIME_CACHE));
const appCache = () => (sw.appCachePromise ??= caches.open(APP_CACHE));

/** @param {Request} request */
async function cacheFirst(request) {
  const cache = await runtimeCache();
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") cache.put(request, response.clone());
  return response;
}

/** Store a network response unless the cached copy is the same version (same ETag): no write on every visit. */
/** @param {Cache} cache @param {string} cacheKey @param {Response} response */
async function refresh(cache, cacheKey, response) {
  const etag = response.headers.get("etag");
  const cached = etag ? await cache.match(cacheKey, { ignoreSearch: true }) : null;
  if (cached && cached.headers.get("etag") === etag) return;
  await cache.put(cacheKey, response);
}

/** @param {Request} request @param {string} cacheKey @param {Promise<Response | undefined> | null} [preloaded] the navigation preload */
async function networkFirst(request, cacheKey, preloaded = null) {
  const cache = await appCache();
  const network = (async () => (await preloaded) || fetch(request))();
  try {
    const response = await withTimeout(network, NETWORK_TIMEOUT_MS);
    if (response.ok && response.type === "basic") refresh(cache, cacheKey, response.clone());
    return response;
  } catch {
    const hit = await cache.match(cacheKey, { ignoreSearch: true });
    if (hit) return hit;
    // nothing cached: wait for the network after all
    return network;
  }
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  if (request.mode === "navigate") {
    // every page of the app is index.html (routes live in the hash)
    const key = url.pathname.endsWith("/") || url.pathname.endsWith("/index.html") ? new URL("./", SCOPE) : url;
    if (isLabPage(url)) {
      url.search = "";
      event.respondWith(isolated(networkFirst(request, url.href, event.preloadResponse)));
      return;
    }
    event.respondWith(networkFirst(request, key.href, event.preloadResponse));
    return;
  }
  if (isVendor(url)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  url.search = "";
  event.respondWith(networkFirst(request, url.href));
});
