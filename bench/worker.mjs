// The worker of bench/worker.html: the app's interpreter wrapper without PyScript.
import { loadPyodide } from "../web/vendor/pyodide/tabletop-pyodide.mjs";

try {
  const pyodide = await loadPyodide({ indexURL: new URL("../web/vendor/pyodide/", import.meta.url).href });
  const boot = pyodide.runPython(`
import sys
sys.path.insert(0, "/tmp/tabletop-pyc/library.zip")
import tabletop
open("/tmp/tabletop-pyc/stdlib").read()`);
  postMessage({ ok: true, boot });
} catch (error) {
  postMessage({ ok: false, error: String(error) });
}
