// The engine worker: Pyodide (through the interpreter wrapper) running
// web/app/engine.py, off the page's main thread.
//
// index.html starts it from its first inline script, before the page's own
// modules load, so the interpreter boots while the page sets itself up;
// web/app/engine.js adopts it. Messages:
//
//   page -> worker  {id, method, args}     args: JSON text
//   worker -> page  {id, text}             the engine's JSON reply (errors included)
//                   {stage: "loading"}     the worker's code is loaded: index.html
//                                          loads the page's own modules now
//                   {stage: "python"}      the interpreter is up (boot progress)
//                   {ready: true, origin, marks}
//                                          engine.py is imported; the worker's clock
//                                          origin and marks, for the boot benchmark
//                   {failed: message}      the boot failed; nothing will answer
//
// Calls are answered in order, one at a time (Python is single-threaded);
// calls sent before the boot ends wait for it.
import { loadPyodide } from "../vendor/pyodide/tabletop-pyodide.mjs";
// the wrapper imports pyodide.mjs; naming it here fetches both at once (one round trip fewer)
import "../vendor/pyodide/pyodide.mjs";

/** The module the page talks to: tabletop_web/engine.py of app-files.zip (tools/vendor.mjs). */
const APP = { path: "tabletop_web", module: "engine" };
const marks = {};

postMessage({ stage: "loading" });

const engine = (async () => {
  // the wrapper imports engine.py into its memory snapshot, so it is usually imported already
  const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href, app: APP });
  marks.python = Math.round(performance.now());
  postMessage({ stage: "python" });
  const call = pyodide.pyimport(APP.module).call;
  marks.engine = Math.round(performance.now());
  return call;
})();

engine.then(
  () => postMessage({ ready: true, origin: performance.timeOrigin, marks }),
  (error) => postMessage({ failed: String(error?.message || error) }),
);

self.onmessage = async (event) => {
  const { id, method, args } = event.data;
  let call;
  try {
    call = await engine;
  } catch {
    return; // {failed} was posted
  }
  let text;
  try {
    text = call(String(method), String(args ?? "{}"));
  } catch (error) {
    // engine.call answers every error itself; this is the interpreter failing
    text = JSON.stringify({ error: "InternalError", message: String(error?.message || error) });
  }
  postMessage({ id, text });
};
