// The interpreter module PyScript loads (pyscript.toml `interpreter`), copied by
// tools/vendor.mjs to web/vendor/pyodide/tabletop-pyodide.mjs, beside the real
// pyodide.mjs (PyScript uses this file's folder as Pyodide's indexURL).
//
// It adds what PyScript has no setting for (issue 7, faster boot):
// - stdLibURL: python_stdlib-pyc-<version>.zip, the npm standard library plus
//   precompiled .pyc (tools/pyc.mjs), fetched here and handed over as a blob:
//   URL. If that file is missing (404) or not a zip, Pyodide starts the normal
//   way; if Pyodide fails to start from it for any other reason, it is started
//   again the normal way: the player sees nothing but a slower boot.
// - the precompiled rules library: web/vendor/pyc/manifest.json and its zip are
//   fetched while Pyodide starts and written to /tmp/tabletop-pyc/ in the
//   interpreter's file system; web/app/engine.py decides whether to use them
//   (magic number, source hashes, zip hash) and imports from the .py files
//   otherwise.
import * as real from "./pyodide.mjs";

export const version = real.version;

const PYC_DIR = "/tmp/tabletop-pyc";

async function fetchLibrary() {
  const base = new URL("../pyc/", import.meta.url);
  const m = await fetch(new URL("manifest.json", base));
  if (!m.ok) return null;
  const text = await m.text();
  const manifest = JSON.parse(text);
  if (manifest.pyodide !== real.version || typeof manifest.zip !== "string") return null;
  const z = await fetch(new URL(manifest.zip, base));
  if (!z.ok) return null;
  return { text, zip: new Uint8Array(await z.arrayBuffer()) };
}

export async function loadPyodide(options = {}) {
  const library = fetchLibrary().catch(() => null);
  let pyodide = null;
  let stdlib = "source";
  if (!options.stdLibURL) {
    // fetched here (not by Pyodide) so that a missing file is a quiet fallback,
    // not an unhandled rejection inside Pyodide
    let stdLibURL = null;
    try {
      const response = await fetch(new URL(`./python_stdlib-pyc-${real.version}.zip`, import.meta.url));
      const bytes = response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
      if (bytes && bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) {
        stdLibURL = URL.createObjectURL(new Blob([bytes], { type: "application/zip" }));
      }
    } catch {
      stdLibURL = null;
    }
    if (stdLibURL) {
      try {
        pyodide = await real.loadPyodide({ ...options, stdLibURL });
        stdlib = "pyc";
      } catch (error) {
        console.warn("tabletop: precompiled standard library not used:", error);
        pyodide = null;
      } finally {
        URL.revokeObjectURL(stdLibURL);
      }
    }
  }
  if (!pyodide) pyodide = await real.loadPyodide(options);
  try {
    const got = await library;
    if (got) {
      pyodide.FS.mkdirTree(PYC_DIR);
      pyodide.FS.writeFile(`${PYC_DIR}/library.zip`, got.zip);
      pyodide.FS.writeFile(`${PYC_DIR}/manifest.json`, got.text);
    }
  } catch (error) {
    console.warn("tabletop: precompiled library not used:", error);
  }
  try {
    pyodide.FS.mkdirTree(PYC_DIR);
    pyodide.FS.writeFile(`${PYC_DIR}/stdlib`, stdlib);
  } catch {
    /* only a report for the benchmark */
  }
  return pyodide;
}
