// The engine worker: Pyodide (through the interpreter wrapper) running
// web/app/engine.py, off the pages' main threads.
//
// It runs as a SharedWorker where the browser has one: every tab and embed of
// the site (in one storage partition: all the embeds of one wiki page) talks to
// the same worker, so a page opened while the engine is up needs no boot of its
// own, and four embeds cost one interpreter. Where there is no SharedWorker it
// is a plain module worker serving its one page. index.html starts it from its
// first inline script, before the page's own modules load, so the interpreter
// boots while the page sets itself up; web/app/engine.js adopts it.
//
// Messages, on the page's port (a shared worker's port, or the worker itself):
//
//   page -> worker  {id, method, args}     args: JSON text
//                   {watch: lockName}      shared: the page holds this Web Lock while it lives;
//                                          when the worker gets it, the page is gone
//                   {bye: true}            shared: the page is closing (pagehide)
//   worker -> page  {id, text}             the engine's JSON reply (errors included)
//                   {stage: "loading"}     the worker's code is loaded: index.html
//                                          loads the page's own modules now
//                   {stage: "python"}      the interpreter is up (boot progress)
//                   {ready: true, origin, marks, shared, pages}
//                                          engine.py is imported; the worker's clock
//                                          origin and marks, for the boot benchmark;
//                                          how many pages it serves now
//                   {failed: message}      the boot failed; nothing will answer
//
// Each page's calls are answered in order, one at a time (Python is
// single-threaded), and the pages take turns: a page with calls waiting gets
// the next one after at most one call of each other page, so one page's long
// call (a bot's search) holds another up by at most that call. Calls sent
// before the boot ends wait for it. A page's sessions belong to it (engine.py's
// ``client``) and end when it goes away.
import { loadPyodide } from "../vendor/pyodide/tabletop-pyodide.mjs";
// the wrapper imports pyodide.mjs; naming it here fetches both at once (one round trip fewer)
import "../vendor/pyodide/pyodide.mjs";

/** The module the page talks to: tabletop_web/engine.py of app-files.zip (tools/vendor.mjs). */
const APP = { path: "tabletop_web", module: "engine" };
const SHARED = typeof SharedWorkerGlobalScope === "function" && self instanceof SharedWorkerGlobalScope;
/** @type {Record<string, number>} */
const marks = {};
/** @type {TabletopEngineNews[]} what every page is told about the boot, in order (a page that connects later is told it all at once) */
const said = [{ stage: "loading" }];
/** @type {TabletopEngineModule | null} engine.py's call and drop_client, once it is imported */
let engine = null;

/** @typedef {Extract<TabletopEngineRequest, {method: string}>} Call a page's call */

/** A page the engine serves: its port and its calls not answered yet. */
class Client {
  /** @param {string} id engine.py's client id @param {MessagePort | DedicatedWorkerGlobalScope} port */
  constructor(id, port) {
    this.id = id;
    this.port = port;
    /** @type {Call[]} */
    this.calls = [];
    this.gone = false;
  }
}

/** @type {Set<Client>} */
const clients = new Set();
/** @type {Client[]} the pages with calls waiting, in the order they take their turns */
const turns = [];
/** when the last call ended (performance.now()) */
let lastCall = 0;
/** how long without a call counts as quiet, and the longest wait for it */
const QUIET_MS = 1000;
const QUIET_AT_MOST_MS = 30_000;

/**
 * A moment when no page waits for the engine: the interpreter wrapper makes the next
 * visit's memory snapshot then (it holds the worker up for a second or two), not while
 * the embeds of a page are still setting up (or, at the latest, after QUIET_AT_MOST_MS).
 */
function quiet() {
  const until = performance.now() + QUIET_AT_MOST_MS;
  return new Promise(/** @param {(value?: void) => void} resolve */ (resolve) => {
    const look = () => {
      const now = performance.now();
      const idle = !turns.length && !served?.calls.length && now - lastCall >= QUIET_MS;
      if (idle || now >= until) resolve();
      else setTimeout(look, Math.max(100, lastCall + QUIET_MS - now));
    };
    look();
  });
}

/** @type {Client | null} the page whose call ran last (it rejoins the line at the next turn) */
let served = null;
let nextClient = 1;
let scheduled = false;
const tick = new MessageChannel();

/** @param {TabletopEngineNews} data */
function tell(data) {
  said.push(data);
  for (const client of clients) client.port.postMessage(news(data));
}

/** A boot message as a page gets it: "ready" says how many pages the engine serves now. */
/** @param {TabletopEngineNews} data @returns {TabletopEngineNews} */
function news(data) {
  return "ready" in data ? { ...data, pages: clients.size } : data;
}

function schedule() {
  if (scheduled || !engine || !(turns.length || served?.calls.length)) return;
  scheduled = true;
  tick.port2.postMessage(null); // a task of its own: the calls that came during the last one queue first
}

/** Answer one call: the page whose turn it is; the page served last goes to the back of the line. */
tick.port1.onmessage = () => {
  scheduled = false;
  // only now: a page whose call came in while the last call ran is already in line, before it
  if (served?.calls.length && !served.gone) turns.push(served);
  served = null;
  const client = turns.shift();
  if (!client) return;
  // a client in line has a call, and nothing is scheduled before the engine is up
  const { id, method, args } = /** @type {Call} */ (client.calls.shift());
  let text;
  try {
    text = /** @type {TabletopEngineModule} */ (engine).call(String(method), String(args ?? "{}"), client.id);
  } catch (error) {
    // engine.call answers every error itself; this is the interpreter failing
    text = JSON.stringify({ error: "InternalError", message: errorText(error) });
  }
  if (!client.gone) client.port.postMessage({ id, text });
  lastCall = performance.now();
  served = client;
  schedule();
};

/** @param {MessagePort | DedicatedWorkerGlobalScope} port @param {string} id */
function connect(port, id) {
  const client = new Client(id, port);
  clients.add(client);
  port.onmessage = (event) => receive(client, event.data);
  for (const data of said) port.postMessage(news(data));
  return client;
}

/** @param {Client} client @param {TabletopEngineRequest | null | undefined} data */
function receive(client, data) {
  if (client.gone || !data || typeof data !== "object") return;
  if ("bye" in data && data.bye) return drop(client);
  if ("watch" in data && typeof data.watch === "string") {
    // granted only once the page has let go of it: it closed, crashed or navigated away
    navigator.locks?.request(data.watch, () => drop(client));
    return;
  }
  if (!("id" in data) || data.id === undefined) return;
  if (!client.calls.length && client !== served) turns.push(client);
  client.calls.push(data);
  schedule();
}

/** The page went away: forget its calls and end its sessions. */
/** @param {Client} client */
function drop(client) {
  if (client.gone) return;
  client.gone = true;
  clients.delete(client);
  client.calls.length = 0;
  if (served === client) served = null;
  const at = turns.indexOf(client);
  if (at >= 0) turns.splice(at, 1);
  try {
    engine?.drop_client(client.id);
  } catch {
    /* the interpreter is failing: nothing to end */
  }
}

if (SHARED) {
  /** @type {SharedWorkerGlobalScope} SHARED says so */ (/** @type {unknown} */ (self)).onconnect = (event) => {
    const port = event.ports[0];
    connect(port, `p${nextClient++}`);
    port.start();
  };
} else {
  connect(/** @type {DedicatedWorkerGlobalScope} */ (self), "");
}

(async () => {
  // the wrapper imports engine.py into its memory snapshot, so it is usually imported already
  const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href, app: APP, quiet });
  marks.python = Math.round(performance.now());
  tell({ stage: "python" });
  const module = pyodide.pyimport(APP.module);
  const api = { call: module.call, drop_client: module.drop_client };
  marks.engine = Math.round(performance.now());
  return api;
})().then(
  (api) => {
    engine = api;
    // pages that went away during the boot: their sessions never opened; nothing to end
    tell({ ready: true, origin: performance.timeOrigin, marks, shared: SHARED });
    schedule();
  },
  (error) => tell({ failed: errorText(error) }),
);

/** A thrown value's message, else the value, as text. @param {unknown} error */
function errorText(error) {
  return String((error !== null && typeof error === "object" && "message" in error && error.message) || error);
}
