// The page's side of the engine bridge (web/app/engine.py).
//
// The engine is a PyScript *named worker* declared in index.html:
//   <script type="py" worker name="engine" config="pyscript.toml" src="web/app/engine.py">
// Python runs in a Web Worker, so the page stays responsive while a bot
// searches or a puzzle is generated. Main -> worker calls are asynchronous
// messages, which need neither SharedArrayBuffer nor cross-origin isolation
// (GitHub Pages cannot send COOP/COEP headers); the worker never touches the
// DOM. Every call is JSON text in, JSON text out.

import { hooks } from "../vendor/pyscript/core.js";

const BOOT_TIMEOUT_MS = 120_000;

let xworkerPromise = null;
const listeners = new Set();
let inFlight = 0;

/** Subscribe to busy changes: fn(inFlightCount). */
export function onBusy(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function setBusy(delta) {
  inFlight += delta;
  document.documentElement.dataset.busy = inFlight > 0 ? "true" : "false";
  for (const fn of listeners) fn(inFlight);
}

export class EngineError extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

function findWorker(onStep) {
  return new Promise((resolve, reject) => {
    const el = document.querySelector('script[type="py"][worker][name="engine"]');
    if (!el) return reject(new EngineError("BootError", "the engine script tag is missing"));
    let done = false;
    const finish = (fn, value) => {
      if (done) return;
      done = true;
      clearInterval(poll);
      clearTimeout(timer);
      observer.disconnect();
      fn(value);
    };
    let taken = false;
    const take = (xworker) => {
      if (taken) return;
      taken = true;
      performance.mark("tabletop:worker");
      onStep?.(2);
      xworker.ready.then(
        () => finish(resolve, xworker),
        (e) => finish(reject, new EngineError("BootError", String(e?.message || e))),
      );
    };
    hooks.main.onWorker.add(function found(_wrap, xworker) {
      hooks.main.onWorker.delete(found);
      if (!done) take(xworker);
    });
    const poll = setInterval(() => {
      if (el.xworker) take(el.xworker);
    }, 25);
    // PyScript reports a Python error during boot by adding a .py-error banner.
    const observer = new MutationObserver(() => {
      const banner = document.querySelector(".py-error");
      if (banner) finish(reject, new EngineError("BootError", banner.textContent.trim().split("\n").slice(-1)[0]));
    });
    observer.observe(document.body, { childList: true });
    const timer = setTimeout(
      () => finish(reject, new EngineError("BootError", "the engine did not start in time")),
      BOOT_TIMEOUT_MS,
    );
  });
}

/** Start (once) and wait for the engine; onStep(n) reports boot progress. */
export function start(onStep) {
  if (!xworkerPromise) {
    onStep?.(1);
    xworkerPromise = findWorker(onStep).then(async (xworker) => {
      performance.mark("tabletop:python");
      const hello = JSON.parse(await xworker.sync.call("hello", "{}"));
      if (hello.error) throw new EngineError(hello.error, hello.message);
      document.documentElement.dataset.engineImportMs = String(hello.import_ms ?? "");
      document.documentElement.dataset.workerBootMs = String(hello.worker_ms_before_engine ?? "");
      document.documentElement.dataset.wrapperTiming = JSON.stringify(hello.timing ?? []);
      document.documentElement.dataset.randomProbe = String(hello.random_probe ?? "");
      document.documentElement.dataset.engineBoot = `library:${hello.boot?.library ?? ""} stdlib:${hello.boot?.stdlib ?? ""}`;
      performance.mark("tabletop:engine");
      onStep?.(3);
      return xworker;
    });
  }
  return xworkerPromise;
}

/**
 * Call an engine method. Resolves to the result object; rejects with
 * EngineError(kind, message) when the engine reports an error (IllegalAction,
 * InvalidSave, InvalidOptions, …). A failed call changes nothing.
 */
export async function call(method, args = {}) {
  const xworker = await start();
  setBusy(+1);
  try {
    const text = await xworker.sync.call(method, JSON.stringify(args));
    const result = JSON.parse(text);
    if (result && typeof result === "object" && !Array.isArray(result) && typeof result.error === "string") {
      throw new EngineError(result.error, result.message || result.error);
    }
    return result;
  } finally {
    setBusy(-1);
  }
}
