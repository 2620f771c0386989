// The engine worker's interpreter module (web/app/engine-worker.mjs imports it),
// copied by tools/vendor.mjs to web/vendor/pyodide/tabletop-pyodide.mjs, beside
// the real pyodide.mjs. vendor.mjs writes the runtime stamp into RUNTIME below.
// Its loadPyodide() takes Pyodide's options, plus keepCompiled (below).
//
// It boots the fastest way that works (issue 7, faster boot):
//
// 1. A memory snapshot: Pyodide's heap right after the standard library and
//    the rules library were imported, made in this browser on an earlier
//    visit and kept in Cache Storage ("tabletop-snapshot"). Its key carries
//    the runtime stamp (Pyodide's wasm, the standard library, this wrapper)
//    and the sha256 of the precompiled rules library, so a snapshot of
//    another version is never looked up; Pyodide itself also refuses a
//    snapshot of another wasm build. Restoring skips CPython's start-up and
//    every import.
// 2. Otherwise stdLibURL: python_stdlib-pyc-<version>.zip, the npm standard
//    library plus precompiled .pyc (tools/pyc.mjs); shortly after such a boot
//    a second interpreter imports the rules library and makes the snapshot
//    for the next visit.
// 3. Otherwise a normal Pyodide start.
//
// It also writes the app's own files (the library's sources, engine.py and the
// views' messages, web/vendor/pyc/app-files.zip) into the worker's file system.
// The snapshot keeps the app files named in keepCompiled (paths relative to
// the working directory, e.g. the engine module) compiled, for exactly their
// current source.
//
// Any failure on the way (no Cache Storage, a corrupt or refused snapshot, a
// restore that throws, a snapshot whose Python does not answer, a missing or
// damaged .pyc zip) falls back to the next path: the player sees nothing but
// a slower boot. The precompiled rules library (web/vendor/pyc/) is written to
// /tmp/tabletop-pyc/ on every path (files are not part of a snapshot);
// web/app/engine.py decides whether to use it (magic number, source hashes,
// zip hash) and imports from the .py files otherwise, dropping the library
// a snapshot brought along. /tmp/tabletop-pyc/stdlib reports the path taken.
import * as real from "./pyodide.mjs";

export const version = real.version;

/** The runtime stamp of tools/vendor.mjs (pyodide version, lock and tools hash). */
const RUNTIME = "@TABLETOP_RUNTIME@";
const PYC_DIR = "/tmp/tabletop-pyc";
const SNAPSHOT_CACHE = "tabletop-snapshot";
/** How long after a boot without a snapshot the next visit's snapshot is made. */
const SNAPSHOT_DELAY_MS = 1500;
/** What the snapshot imports: the rules library and the modules the engine uses. */
const PRELOAD = `
import sys, json, hashlib, importlib, importlib.util, traceback, pathlib, random
sys.path.insert(0, "${PYC_DIR}/library.zip")
import tabletop
for _name in tabletop.GAME_MODULES:
    importlib.import_module("tabletop." + _name)
import tabletop.core.mcts
sys.path.remove("${PYC_DIR}/library.zip")
del _name, sys, json, hashlib, importlib, traceback, pathlib, random, tabletop
`;

/** In the snapshot: the keepCompiled app files compiled, as {.pyc path: checked hash-based .pyc bytes}. */
const PRECOMPILE = `
def _tabletop_precompile(sources):
    import importlib.util, json, sys
    from importlib._bootstrap_external import _code_to_hash_pyc
    sys._tabletop_pyc = {}
    for path, source in json.loads(sources).items():
        data = source.encode("utf-8")
        code = compile(data, path, "exec", dont_inherit=True)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), True)
        sys._tabletop_pyc[importlib.util.cache_from_source(path)] = bytes(pyc)
_tabletop_precompile(_TABLETOP_SOURCES)
del _tabletop_precompile, _TABLETOP_SOURCES
`;

/**
 * After a restore: a fresh random state (a restore repeats the snapshot's),
 * the keepCompiled modules' .pyc written where Python looks for them (used
 * only while the source is the very same), and a check that the library is there.
 */
const AFTER_RESTORE = `
def _tabletop_after_restore():
    import os, random, sys
    random.seed()
    for path, data in getattr(sys, "_tabletop_pyc", {}).items():
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    if "tabletop" not in sys.modules:
        raise ImportError("no rules library in the snapshot")
try:
    _tabletop_after_restore()
finally:
    del _tabletop_after_restore
`;

/**
 * The app's own files (web/vendor/pyc/app-files.zip, tools/vendor.mjs): the
 * rules library's sources, engine.py and the views' messages, as [[path, bytes]].
 * They are fetched and unpacked here, while the interpreter starts (one
 * request, no Python work).
 */
async function fetchAppFiles() {
  const response = await fetch(new URL("../pyc/app-files.zip", import.meta.url));
  if (!response.ok) throw new Error(`app-files.zip: HTTP ${response.status}`);
  return unzip(new Uint8Array(await response.arrayBuffer()));
}

/** The entries of a zip archive (stored or deflated) as [[name, bytes]]. */
export async function unzip(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip archive");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("a damaged zip directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + size);
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    if (method === 0) entries.push(Promise.resolve([name, data]));
    else if (method === 8) {
      const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      entries.push(new Response(stream).arrayBuffer().then((b) => [name, new Uint8Array(b)]));
    } else throw new Error(`zip method ${method} of ${name}`);
  }
  return Promise.all(entries);
}

function writeAppFiles(pyodide, files) {
  const home = pyodide.FS.cwd();
  for (const [name, data] of files) {
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`app file outside the app: ${name}`);
    const path = `${home}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, data);
  }
}

const PYC_BASE = new URL("../pyc/", import.meta.url);

async function fetchManifest() {
  const m = await fetch(new URL("manifest.json", PYC_BASE));
  if (!m.ok) return null;
  const text = await m.text();
  const manifest = JSON.parse(text);
  if (manifest.pyodide !== real.version || typeof manifest.zip !== "string") return null;
  return { text, manifest };
}

async function fetchLibrary(described) {
  const z = await fetch(new URL(described.manifest.zip, PYC_BASE));
  if (!z.ok) return null;
  return { ...described, zip: new Uint8Array(await z.arrayBuffer()) };
}

async function fetchStdlib() {
  // fetched here (not by Pyodide) so that a missing file is a quiet fallback,
  // not an unhandled rejection inside Pyodide
  const response = await fetch(new URL(`./python_stdlib-pyc-${real.version}.zip`, import.meta.url));
  const bytes = response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  return bytes && bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b ? bytes : null;
}

function snapshotKey(library) {
  if (RUNTIME.startsWith("@") || !library || !/^[0-9a-f]{64}$/.test(String(library.manifest.sha256))) return null;
  return new URL(`./tabletop-snapshot/${RUNTIME}/${library.manifest.sha256}`, import.meta.url).href;
}

async function openSnapshots() {
  return typeof caches === "undefined" ? null : caches.open(SNAPSHOT_CACHE);
}

/**
 * The stored snapshot for `key` as {bytes: Promise<Uint8Array>}, or null if
 * there is none. Finding it is quick; its 30 MB are read while Pyodide loads.
 * A snapshot of the wrong length is deleted and `bytes` rejects.
 */
async function findSnapshot(key) {
  const cache = await openSnapshots();
  const response = cache && (await cache.match(key));
  if (!response) return null;
  const bytes = response.arrayBuffer().then(async (buffer) => {
    if (String(buffer.byteLength) !== response.headers.get("x-tabletop-length")) {
      await cache.delete(key);
      throw new Error("a truncated snapshot");
    }
    return new Uint8Array(buffer);
  });
  bytes.catch(() => {}); // handled by whoever awaits it
  return { bytes };
}

async function forgetSnapshots(keep = null) {
  const cache = await openSnapshots();
  if (!cache) return;
  for (const request of await cache.keys()) if (request.url !== keep) await cache.delete(request);
}

async function storeSnapshot(key, bytes) {
  const cache = await openSnapshots();
  if (!cache) return;
  await forgetSnapshots(); // only one snapshot is kept: the one of this version
  const headers = { "content-type": "application/octet-stream", "x-tabletop-length": String(bytes.length) };
  await cache.put(key, new Response(bytes, { headers }));
}

function writeLibrary(pyodide, library) {
  pyodide.FS.mkdirTree(PYC_DIR);
  pyodide.FS.writeFile(`${PYC_DIR}/library.zip`, library.zip);
  pyodide.FS.writeFile(`${PYC_DIR}/manifest.json`, library.text);
}

/**
 * A snapshot of a fresh interpreter that imported the rules library (PRELOAD).
 * Only an interpreter started for it (`_makeSnapshot`) can make one, and such
 * an interpreter should not run the app (JS proxies made in it fail with
 * "Illegal invocation"), so this is a second, throwaway interpreter.
 * `sources` is {absolute path: source} of modules to keep compiled.
 * Exported for tests/pyodide.
 */
export async function buildSnapshot({ indexURL, stdLibURL, library, sources = {} }) {
  const maker = await real.loadPyodide({ indexURL, stdLibURL, _makeSnapshot: true });
  writeLibrary(maker, library);
  maker.runPython(PRELOAD);
  maker.globals.set("_TABLETOP_SOURCES", JSON.stringify(sources));
  maker.runPython(PRECOMPILE);
  return maker.makeMemorySnapshot();
}

/**
 * The keepCompiled app files as {absolute path: source}, read from the
 * interpreter that boots the app: the snapshot keeps them compiled (checked
 * hash-based .pyc, see PRECOMPILE), so a restored start does not compile them.
 */
function keptSources(pyodide, keepCompiled) {
  const home = pyodide.FS.cwd();
  const sources = {};
  for (const rel of keepCompiled) {
    try {
      sources[`${home}/${rel}`] = pyodide.FS.readFile(`${home}/${rel}`, { encoding: "utf8" });
    } catch {
      /* not there: compiled at import as usual */
    }
  }
  return sources;
}

/**
 * An interpreter restored from `snapshot`, with the library files written
 * again (files are not in a snapshot) and a fresh random state (a restore
 * repeats the snapshot's). `snapshot` and `library` may be promises: Pyodide
 * loads its code while they arrive. Throws if anything is wrong. Exported
 * for tests.
 */
export async function restoreSnapshot(options, snapshot, library) {
  const pyodide = await real.loadPyodide({ ...options, _loadSnapshot: snapshot });
  const files = await library;
  if (!files) throw new Error("no precompiled library for the snapshot");
  writeLibrary(pyodide, files);
  pyodide.runPython(AFTER_RESTORE);
  return pyodide;
}

/** Make and store the next visit's snapshot, a little after this boot (the page has rendered). */
async function makeSnapshotLater(hosting, indexURL, stdlib, library, key, keepCompiled) {
  await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DELAY_MS));
  const stdLibURL = URL.createObjectURL(new Blob([stdlib], { type: "application/zip" }));
  try {
    const sources = keptSources(hosting, keepCompiled);
    await storeSnapshot(key, await buildSnapshot({ indexURL, stdLibURL, library, sources }));
  } catch (error) {
    console.warn("tabletop: no snapshot for the next visit:", error);
  } finally {
    URL.revokeObjectURL(stdLibURL);
  }
}

export async function loadPyodide({ keepCompiled = [], ...options } = {}) {
  const timing = [["start", performance.now()]];
  const mark = (name) => timing.push([name, performance.now()]);
  const appFiles = fetchAppFiles();
  appFiles.catch(() => {}); // awaited below, after the interpreter has started
  // all at once: the manifest names the library zip and the snapshot's key
  const manifestPromise = fetchManifest().catch(() => null);
  const libraryPromise = manifestPromise.then((m) => m && fetchLibrary(m)).catch(() => null);
  const stdlibPromise = options.stdLibURL ? Promise.resolve(null) : fetchStdlib().catch(() => null);
  // the snapshot's key needs only the manifest; its bytes are read while Pyodide loads
  const key = snapshotKey(await manifestPromise);
  let snapshot = null;
  try {
    snapshot = key ? await findSnapshot(key) : null;
  } catch (error) {
    console.warn("tabletop: no snapshot storage:", error);
  }
  // a snapshot goes with the precompiled standard library it was made from
  const stdlib = await stdlibPromise;
  mark("fetched");
  const stdLibURL = stdlib ? URL.createObjectURL(new Blob([stdlib], { type: "application/zip" })) : null;
  let pyodide = null;
  let how = "source";
  let library = null;
  try {
    if (snapshot && stdLibURL) {
      try {
        pyodide = await restoreSnapshot({ ...options, stdLibURL }, snapshot.bytes, libraryPromise);
        how = "snapshot";
      } catch (error) {
        console.warn("tabletop: snapshot not used:", error);
        pyodide = null;
        forgetSnapshots().catch(() => {});
      }
      snapshot = null;
    }
    library = await libraryPromise;
    if (!pyodide && stdLibURL) {
      try {
        pyodide = await real.loadPyodide({ ...options, stdLibURL });
        how = "pyc";
        if (key && library) makeSnapshotLater(pyodide, options.indexURL, stdlib, library, key, keepCompiled);
      } catch (error) {
        console.warn("tabletop: precompiled standard library not used:", error);
        pyodide = null;
      }
    }
  } finally {
    if (stdLibURL) URL.revokeObjectURL(stdLibURL);
  }
  if (!pyodide) pyodide = await real.loadPyodide(options);
  mark("loaded");
  writeAppFiles(pyodide, await appFiles); // without them there is no app: errors go to the caller
  if (how !== "snapshot" && library) {
    try {
      writeLibrary(pyodide, library);
    } catch (error) {
      console.warn("tabletop: precompiled library not used:", error);
    }
  }
  try {
    // reports for web/app/engine.py (hello) and bench/boot_bench.py
    pyodide.FS.mkdirTree(PYC_DIR);
    pyodide.FS.writeFile(`${PYC_DIR}/stdlib`, how);
    pyodide.FS.writeFile(`${PYC_DIR}/timing.json`, JSON.stringify(timing.map(([n, t]) => [n, Math.round(t)])));
  } catch {
    /* only reports */
  }
  return pyodide;
}
