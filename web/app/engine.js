// The page's side of the engine bridge (web/app/engine.py).
//
// The engine is Python (Pyodide) in a worker, web/app/engine-worker.mjs, so the
// page stays responsive while a bot searches or a puzzle is generated. Where
// the browser has SharedWorker it is one worker for every tab and embed of the
// site: this page's sessions are its own (the worker names the page to
// engine.py), a Web Lock held for the page's life tells the worker when the
// page is gone, and "pagehide" says so at once. Elsewhere it is a plain module
// worker of this page alone. index.html's first inline script makes it
// (window.tabletopStartEngine() -> window.tabletopEngine = {worker, link, early}): at once on a
// table's address without a poster, where nothing can be drawn before Python; elsewhere
// web/app/boot.js starts it once the page is drawn (issue 41), so that Pyodide's download and
// compilation do not hold the first paint up. This module adopts it, or starts a plain worker
// itself when the page could not. Calls are asynchronous messages, which need
// neither SharedArrayBuffer nor cross-origin isolation (GitHub Pages cannot send
// COOP/COEP headers); the worker never touches the DOM. Every call is JSON text
// in, JSON text out.

const BOOT_TIMEOUT_MS = 120_000;

/** @type {Promise<void> | null} */
let bootPromise = null;
/** the EngineError of a failed boot: later calls fail at once with it @type {EngineError | null} */
let bootError = null;
/** the worker's side of this page: a SharedWorker's port, or the plain Worker @type {Worker | MessagePort | null} */
let link = null;
let nextId = 1;
/** id -> {resolve, reject} of calls the worker has not answered yet @type {Map<number, {resolve: (text: string) => void, reject: (error: unknown) => void}>} */
const pending = new Map();
/** @type {Set<(inFlight: number) => void>} */
const listeners = new Set();
let inFlight = 0;
/** the boot's last step (1 worker, 2 Python, 3 up) and who hears of the next @type {Set<(step: number) => void>} */
const stepListeners = new Set();
let lastStep = 0;
/** settles as the boot does, whenever it starts (booted()) @type {{resolve: (value: void) => void, reject: (error: unknown) => void}} */
const settleBoot = { resolve() {}, reject() {} };
/** @type {Promise<void>} */
const bootSettled = new Promise((resolve, reject) => Object.assign(settleBoot, { resolve, reject }));
bootSettled.catch(() => {}); // said by whoever awaits booted()

/**
 * Resolves once what the page holds now has been drawn (a task after the next frame), or after
 * 100 ms where no frame comes (a hidden page or iframe), and then the page's thread is idle (at
 * most 1 s more). The engine starts only then where the page did not start it (issue 41):
 * Pyodide's download and compilation share the machine's cores with the first paint, and with
 * the first paint of the other embeds of a wiki page, which share this page's thread.
 * @returns {Promise<void>}
 */
export function afterPaint() {
  const drawn = new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve(undefined);
      }, 0),
    );
  });
  if (typeof requestIdleCallback !== "function") return drawn.then(() => {});
  return drawn.then(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
}

/** Subscribe to busy changes: fn(inFlightCount). @param {(inFlight: number) => void} fn */
export function onBusy(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** @param {number} delta */
function setBusy(delta) {
  inFlight += delta;
  document.documentElement.dataset.busy = inFlight > 0 ? "true" : "false";
  for (const fn of listeners) fn(inFlight);
}

export class EngineError extends Error {
  /** kind: the exception class; message: English; key/args: a catalog message for the player (optional)
   * @param {string} kind @param {string} message @param {string | null} [key] @param {Record<string, unknown> | null} [args] */
  constructor(kind, message, key = null, args = null) {
    super(message);
    this.kind = kind;
    this.key = key;
    this.args = args || {};
  }
}

/** @param {unknown} error */
function failAll(error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

/** Take over the worker index.html started (with what it already said), or start one. @param {((step: number) => void) | undefined} onStep */
function boot(onStep) {
  return new Promise(/** @param {(value?: void) => void} resolve @param {(error: unknown) => void} reject */ (resolve, reject) => {
    const early = window.tabletopEngine || window.tabletopStartEngine?.();
    delete window.tabletopEngine;
    const worker = early?.worker || new Worker(new URL("./engine-worker.mjs", import.meta.url), { type: "module", name: "tabletop-engine" });
    link = early?.link || /** @type {Worker} */ (worker);
    if (link !== worker) watch();
    let booted = false;
    const timer = setTimeout(() => fail("the engine did not start in time"), BOOT_TIMEOUT_MS);
    /** @param {string} message */
    function fail(message) {
      clearTimeout(timer);
      bootError = new EngineError("BootError", message);
      failAll(bootError);
      reject(bootError);
    }
    /** @param {any} data the worker's message */
    function receive(data) {
      if (data.id !== undefined) {
        const call = pending.get(data.id);
        pending.delete(data.id);
        call?.resolve(data.text);
      } else if (data.stage === "python") {
        performance.mark("tabletop:python");
        onStep?.(2);
      } else if (data.ready) {
        // for bench/boot_bench.py: when the worker started, in the page's clock, and its own marks
        document.documentElement.dataset.workerOffset = String(Math.round(data.origin - performance.timeOrigin));
        document.documentElement.dataset.workerMarks = JSON.stringify(data.marks ?? {});
        // "shared": one engine for the site's pages (how many it serves as this one joins); "dedicated": this page's own
        document.documentElement.dataset.engineKind = data.shared ? "shared" : "dedicated";
        document.documentElement.dataset.enginePages = String(data.pages ?? 1);
        booted = true;
        clearTimeout(timer);
        resolve();
      } else if (data.failed !== undefined) {
        fail(data.failed);
      }
    }
    link.onmessage = (event) => receive(event.data);
    worker.onerror = (/** @type {ErrorEvent} */ event) => {
      event.preventDefault?.();
      const message = event.message || "the engine worker could not be loaded";
      if (booted) failAll(new EngineError("InternalError", message));
      else fail(message);
    };
    for (const data of early?.early || []) receive(data);
  });
}

/**
 * A shared engine serves other pages too: tell it when this one is gone, so it ends
 * this page's sessions. The page holds a Web Lock while it lives (the worker asks
 * for the same lock, and gets it once the page closed, crashed or navigated away),
 * and says "bye" on pagehide. A page brought back from the back/forward cache has
 * no sessions left: it loads again (its games are saved).
 */
function watch() {
  const name = `tabletop-page-${crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`}`;
  navigator.locks
    ?.request(name, () => {
      /** @type {Worker | MessagePort} link is set before any message is posted */ (link).postMessage({ watch: name });
      return new Promise(() => {}); // held until the page goes away
    })
    .catch(() => {});
  addEventListener("pagehide", () => /** @type {Worker | MessagePort} link is set before any message is posted */ (link).postMessage({ bye: true }));
  addEventListener("pageshow", (event) => {
    if (event.persisted) location.reload();
  });
}

/** Post a call; the worker answers calls in order, and keeps those sent during its boot until it is up.
 * @param {string} method @param {string} argsText @returns {Promise<string>} */
function send(method, argsText) {
  if (bootError) return Promise.reject(bootError);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    /** @type {Worker | MessagePort} link is set before any message is posted */ (link).postMessage({ id, method, args: argsText });
  });
}

/** @param {number} step */
function report(step) {
  lastStep = step;
  for (const fn of stepListeners) fn(step);
}

/** A promise of the engine's boot, whenever it starts (it does not start it). */
export function booted() {
  return bootSettled;
}

/** Start (once) and wait for the engine; onStep(n) reports boot progress (at once the step it is at). @param {(step: number) => void} [onStep] */
export function start(onStep) {
  if (onStep && !stepListeners.has(onStep)) {
    stepListeners.add(onStep);
    if (lastStep) onStep(lastStep);
  }
  if (!bootPromise) {
    report(1);
    performance.mark("tabletop:worker");
    const booted = boot(report);
    const greeting = send("hello", "{}"); // answered as soon as the engine is up
    greeting.catch(() => {}); // a failed boot is reported by `booted`
    bootPromise = booted.then(async () => {
      const hello = JSON.parse(await greeting);
      if (hello.error) throw new EngineError(hello.error, hello.message);
      const data = document.documentElement.dataset;
      data.wrapperTiming = JSON.stringify(hello.timing ?? []);
      data.randomProbe = String(hello.random_probe ?? "");
      data.engineBoot = `library:${hello.boot?.library ?? ""} stdlib:${hello.boot?.stdlib ?? ""}`;
      performance.mark("tabletop:engine");
      report(3);
    });
    bootPromise.then(settleBoot.resolve, settleBoot.reject);
  }
  return bootPromise;
}

/**
 * Call an engine method. Resolves to the result object; rejects with
 * EngineError(kind, message, key, args) when the engine reports an error (IllegalAction,
 * InvalidSave, InvalidOptions, …). A failed call changes nothing.
 * @param {string} method
 * @param {object} [args]
 * @returns {Promise<any>}
 */
export async function call(method, args = {}) {
  // a call before the engine was started (a view asking for its reference tables as it is
  // mounted): the page is drawn first
  if (!bootPromise && !window.tabletopEngine) await afterPaint();
  start().catch(() => {}); // the boot's own failure is reported to whoever awaits start()
  setBusy(+1);
  try {
    const result = JSON.parse(await send(method, JSON.stringify(args)));
    if (result && typeof result === "object" && !Array.isArray(result) && typeof result.error === "string") {
      throw new EngineError(result.error, result.message || result.error, typeof result.key === "string" ? result.key : null, result.args);
    }
    return result;
  } finally {
    setBusy(-1);
  }
}
