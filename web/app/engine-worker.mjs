// The engine worker: Pyodide (through the interpreter wrapper) running
// web/app/engine.py, off the page's main thread.
//
// index.html starts it from its first inline script, before the page's own
// modules load, so the interpreter boots while the page sets itself up;
// web/app/engine.js adopts it. Messages:
//
//   page -> worker  {id, method, args}     args: JSON text
//   worker -> page  {id, text}             the engine's JSON reply (errors included)
//                   {stage: "python"}      the interpreter is up (boot progress)
//                   {ready: true}          engine.py is imported
//                   {failed: message}      the boot failed; nothing will answer
//
// Calls are answered in order, one at a time (Python is single-threaded);
// calls sent before the boot ends wait for it.
import { loadPyodide } from "../vendor/pyodide/tabletop-pyodide.mjs";

/** The module the page talks to, from app-files.zip (tools/vendor.mjs). */
const ENGINE = "tabletop_web/engine.py";

const engine = (async () => {
  const pyodide = await loadPyodide({
    indexURL: new URL("../vendor/pyodide/", import.meta.url).href,
    // a memory snapshot keeps engine.py compiled (for exactly this source)
    keepCompiled: [ENGINE],
  });
  postMessage({ stage: "python", origin: performance.timeOrigin });
  pyodide.runPython(`import sys; sys.path.insert(0, "${pyodide.FS.cwd()}/tabletop_web")`);
  return pyodide.pyimport("engine").call;
})();

engine.then(
  () => postMessage({ ready: true }),
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
