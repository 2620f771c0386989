// The engine worker's interpreter module (web/app/engine-worker.mjs imports it),
// copied by tools/vendor.mjs to web/vendor/pyodide/tabletop-pyodide.mjs, beside
// the real pyodide.mjs. vendor.mjs writes the runtime stamp into RUNTIME below.
// Its loadPyodide() takes Pyodide's options plus `app: {path, module}`: the
// app's module (web/app/engine.py as tabletop_web/engine.py) and its folder,
// which is put on sys.path, and optionally `quiet: () => Promise`, resolved
// when the worker's pages are not waiting for a call (the snapshot below is
// made then: making it holds the worker up).
//
// It boots the fastest way that works (issue 7, faster boot):
//
// 1. A memory snapshot: Pyodide's heap right after the app module was
//    imported (and with it the standard-library modules it uses and the
//    whole rules library), made in this browser on an earlier visit and kept
//    in Cache Storage ("tabletop-snapshot"). Its key carries the runtime
//    stamp (Pyodide's wasm, the standard library, this wrapper), the sha256
//    of the precompiled rules library and the sha256 of the app's files, so
//    a snapshot of another version is never looked up; Pyodide itself also
//    refuses a snapshot of another wasm build. Restoring skips CPython's
//    start-up and every import.
// 2. Otherwise stdLibURL: python_stdlib-pyc-<version>.zip, the npm standard
//    library plus precompiled .pyc (tools/pyc.mjs); shortly after such a boot
//    a second interpreter imports the app and makes the snapshot for the
//    next visit.
// 3. Otherwise a normal Pyodide start.
//
// It also writes the app's own files (engine.py, the views' messages and the
// sha256 of the library's sources, web/vendor/pyc/app-files.zip) into the
// worker's file system. The sources themselves are read only when engine.py
// finds that the precompiled library cannot serve (tabletopLibrarySources).
//
// Any failure on the way (no Cache Storage, a corrupt or refused snapshot, a
// restore that throws, a snapshot whose Python does not answer, a missing or
// damaged .pyc zip) falls back to the next path: the player sees nothing but
// a slower boot. The precompiled rules library (web/vendor/pyc/) is written to
// /tmp/tabletop-pyc/ on every path (files are not part of a snapshot);
// web/app/engine.py decides whether to use it (magic number, source hashes,
// zip hash) and fetches and imports the .py files otherwise (a snapshot holds what it
// decided for exactly these files). /tmp/tabletop-pyc/stdlib reports the path
// taken and /tmp/tabletop-pyc/timing.json when each step ended.
import * as real from "./pyodide.mjs";

export const version = real.version;

/** The runtime stamp of tools/vendor.mjs (pyodide version, lock and tools hash). */
const RUNTIME = "@TABLETOP_RUNTIME@";
const PYC_DIR = "/tmp/tabletop-pyc";
const SNAPSHOT_CACHE = "tabletop-snapshot";
/** How long after a boot without a snapshot the next visit's snapshot is made. */
const SNAPSHOT_DELAY_MS = 1500;
/** What the snapshot's interpreter runs: the app module, then every game (some are imported lazily). */
function preload(app) {
  return `
import importlib, sys
sys.path.insert(0, ${JSON.stringify(app.dir)})
importlib.import_module(${JSON.stringify(app.module)})
import tabletop
for _name in tabletop.GAME_MODULES:
    importlib.import_module("tabletop." + _name)
import tabletop.core.mcts
del _name, importlib, sys, tabletop
`;
}

/**
 * After a restore: a fresh random state (a restore repeats the snapshot's)
 * and a check that the app and the library are there.
 */
function afterRestore(app) {
  return `
def _tabletop_after_restore():
    import random, sys
    random.seed()
    for name in ("tabletop", ${JSON.stringify(app.module)}):
        if name not in sys.modules:
            raise ImportError(f"no {name} in the snapshot")
    # Pyodide fetched the standard library itself: it must be there for later imports
    stdlib = [p for p in sys.path if p.startswith("/lib/") and p.endswith(".zip")]
    with open(stdlib[0], "rb") as f:
        if f.read(2) != b"PK":
            raise ImportError("no standard library")
try:
    _tabletop_after_restore()
finally:
    del _tabletop_after_restore
`;
}

/**
 * The app's own files (web/vendor/pyc/app-files.zip, tools/vendor.mjs):
 * engine.py, the views' messages and the sources' sha256, as
 * {files: [[path, bytes]], sha256}. They are fetched and unpacked here, while
 * the interpreter starts (one request, no Python work). sha256 (hex, part of
 * the snapshot's key) is null where the browser offers no digest (an insecure
 * origin): then no snapshot is used.
 */
async function fetchAppFiles() {
  const response = await fetch(new URL("../pyc/app-files.zip", import.meta.url));
  if (!response.ok) throw new Error(`app-files.zip: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const digest = globalThis.crypto?.subtle ? await crypto.subtle.digest("SHA-256", bytes) : null;
  const sha256 = digest ? Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("") : null;
  return { files: await unzip(bytes), sha256 };
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

/** The precompiled standard library (tools/pyc.mjs); a snapshot is made with it. */
const STDLIB_PYC = new URL(`./python_stdlib-pyc-${real.version}.zip`, import.meta.url).href;

async function fetchStdlib() {
  // fetched here (not by Pyodide) so that a missing file is a quiet fallback,
  // not an unhandled rejection inside Pyodide
  const response = await fetch(STDLIB_PYC);
  const bytes = response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  return bytes && bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b ? bytes : null;
}

/**
 * Where this runtime's snapshot is stored. Only the runtime is in the URL, so
 * that it is found without asking the network; the rest of its key (below)
 * is stored with it, and checked before the restored interpreter is used.
 */
const SNAPSHOT_URL = RUNTIME.startsWith("@") ? null : new URL(`./tabletop-snapshot/${RUNTIME}`, import.meta.url).href;

/** The rest of the snapshot's key: the precompiled library's and the app files' sha256. */
function snapshotKey(described, appFiles) {
  const library = described?.manifest?.sha256;
  if (!SNAPSHOT_URL || !/^[0-9a-f]{64}$/.test(String(library)) || !appFiles?.sha256) return null;
  return `${library}/${appFiles.sha256}`;
}

async function openSnapshots() {
  return typeof caches === "undefined" ? null : caches.open(SNAPSHOT_CACHE);
}

/**
 * The stored snapshot of this runtime as {key, length, bytes: Promise<Uint8Array>},
 * or null if there is none. It is looked up before the app's version is
 * known (no network on the way); the caller checks `key` before using it.
 * Finding it is quick; its 30 MB are read while Pyodide loads. A snapshot of
 * the wrong length is deleted and `bytes` rejects.
 */
async function findSnapshot() {
  const cache = SNAPSHOT_URL ? await openSnapshots() : null;
  const response = cache && (await cache.match(SNAPSHOT_URL));
  if (!response) return null;
  const length = Number(response.headers.get("x-tabletop-length"));
  if (!Number.isSafeInteger(length) || length <= 0) return null;
  const bytes = response.arrayBuffer().then(async (buffer) => {
    if (buffer.byteLength !== length) {
      await cache.delete(SNAPSHOT_URL);
      throw new Error("a truncated snapshot");
    }
    return new Uint8Array(buffer);
  });
  bytes.catch(() => {}); // handled by whoever awaits it
  return { key: response.headers.get("x-tabletop-key"), length, bytes };
}

async function forgetSnapshots() {
  const cache = await openSnapshots();
  if (!cache) return;
  for (const request of await cache.keys()) await cache.delete(request);
}

async function storeSnapshot(key, bytes) {
  const cache = await openSnapshots();
  if (!cache) return;
  await forgetSnapshots(); // only one snapshot is kept: the one of this version
  const headers = {
    "content-type": "application/octet-stream",
    "x-tabletop-length": String(bytes.length),
    "x-tabletop-key": key,
  };
  await cache.put(SNAPSHOT_URL, new Response(bytes, { headers }));
}

function writeLibrary(pyodide, library) {
  pyodide.FS.mkdirTree(PYC_DIR);
  pyodide.FS.writeFile(`${PYC_DIR}/library.zip`, library.zip);
  pyodide.FS.writeFile(`${PYC_DIR}/manifest.json`, library.text);
}

/** `app` ({path, module}) with `dir`, its folder in the file system of `pyodide`. */
function appIn(pyodide, app) {
  return { ...app, dir: `${pyodide.FS.cwd()}/${app.path}` };
}

/**
 * The rest of the standard library. The .pyc zip holds only the modules a
 * boot imports; tools/stdlib_fallback.py (in that zip) finds any other one in
 * Pyodide's full python_stdlib.zip, which it reads once, synchronously (an
 * import cannot wait), through this function: an XMLHttpRequest in the worker,
 * the file system under Node (tests). Null when it cannot be read.
 */
function setFullStdlibReader(indexURL) {
  globalThis.tabletopFullStdlib = syncReader(besideIndex(indexURL, "python_stdlib.zip"), "the full standard library");
}

/**
 * The library's sources (web/vendor/pyc/library-src.zip), read the same way by
 * web/app/engine.py (``tabletopLibrarySources()``) only when the precompiled
 * library cannot serve: a first visit does not fetch them.
 */
function setLibrarySourcesReader(indexURL) {
  globalThis.tabletopLibrarySources = syncReader(besideIndex(indexURL, "../pyc/library-src.zip"), "the library's sources");
}

/** A function that reads `where` at once (bytes, or null when it cannot). */
function syncReader(where, what) {
  return () => {
    try {
      const fs = globalThis.process?.getBuiltinModule?.("node:fs");
      if (fs && !/^[a-z][a-z0-9+.-]*:/i.test(where)) return new Uint8Array(fs.readFileSync(where));
      const request = new XMLHttpRequest();
      request.open("GET", where, false);
      request.responseType = "arraybuffer";
      request.send();
      return request.status === 200 ? new Uint8Array(request.response) : null;
    } catch (error) {
      console.warn(`tabletop: ${what} could not be read:`, error);
      return null;
    }
  };
}

/** Puts the finder of the left-out standard library on sys.meta_path (a trimmed .pyc zip has it). */
const INSTALL_FALLBACK = `
try:
    import _tabletop_stdlib_fallback
except ImportError:
    pass  # the full standard library (the source path)
else:
    _tabletop_stdlib_fallback.install()
`;

/**
 * A snapshot of a fresh interpreter that imported the app module from the
 * app files (and so the library: the precompiled one if it matches them).
 * Only an interpreter started for it (`_makeSnapshot`) can make one, and such
 * an interpreter should not run the app (JS proxies made in it fail with
 * "Illegal invocation"), so this is a second, throwaway interpreter.
 * Exported for tests/pyodide.
 */
export async function buildSnapshot({ indexURL, stdLibURL, library, appFiles, app }) {
  const maker = await real.loadPyodide({ indexURL, stdLibURL, _makeSnapshot: true });
  setFullStdlibReader(indexURL);
  maker.runPython(INSTALL_FALLBACK); // so the snapshot holds the finder
  writeLibrary(maker, library);
  writeAppFiles(maker, appFiles.files);
  maker.runPython(preload(appIn(maker, app)));
  return maker.makeMemorySnapshot();
}

/**
 * An interpreter restored from `snapshot`, with the library files written
 * again (files are not in a snapshot) and a fresh random state (a restore
 * repeats the snapshot's). Throws if anything is wrong. Exported for tests.
 *
 * `snapshot` is the bytes, or {length, bytes: Promise<Uint8Array>} while they
 * are read: Pyodide needs only the size to lay out its memory, so it loads
 * and instantiates its wasm meanwhile, and the bytes are awaited only once
 * its module exists, just before the restore. `library` may be a promise.
 */
export async function restoreSnapshot(options, snapshot, library, app) {
  let load = snapshot;
  let filled = Promise.resolve();
  if (!ArrayBuffer.isView(snapshot)) {
    load = new Uint8Array(snapshot.length);
    filled = snapshot.bytes.then((bytes) => load.set(bytes));
    filled.catch(() => {}); // awaited below
  }
  const factory = import(besideIndex(options.indexURL, "pyodide.asm.mjs"));
  const createPyodideModule = async (settings) => {
    const module = await (await factory).default(settings);
    await filled;
    fitHeap(module, load);
    return module;
  };
  const pyodide = await real.loadPyodide({ ...options, _loadSnapshot: load, createPyodideModule });
  setFullStdlibReader(options.indexURL);
  const files = await library;
  if (!files) throw new Error("no precompiled library for the snapshot");
  writeLibrary(pyodide, files);
  pyodide.runPython(afterRestore(app));
  return pyodide;
}

/** A file in Pyodide's folder: `indexURL` is a URL in a browser and may be a path in Node. */
function besideIndex(indexURL, name) {
  if (indexURL && !/^[a-z][a-z0-9+.-]*:/i.test(indexURL)) return indexURL + name;
  return new URL(name, indexURL ?? import.meta.url).href;
}

/**
 * Grow a new module's heap to the snapshot's before the restore copies it in.
 * Pyodide asks for the room with INITIAL_MEMORY, but its wasm module makes its
 * own memory and ignores that setting, so a snapshot whose heap outgrew the
 * initial one (one made from edited .py sources, which compiles them) failed
 * with "offset is out of bounds". The snapshot starts with a header whose
 * second 32-bit word is its length; the heap follows it.
 */
function fitHeap(module, bytes) {
  const header = new Uint32Array(bytes.buffer, bytes.byteOffset, 2)[1];
  const heap = bytes.length - header;
  if (module.HEAP8.length >= heap) return;
  if (typeof module.growMemory !== "function" || !module.growMemory(heap)) {
    throw new Error(`the heap cannot grow to the snapshot's ${heap} bytes`);
  }
}

/**
 * Make and store the next visit's snapshot, a little after this boot (the page has rendered)
 * and, when the worker says how (`quiet`: a promise of a moment with no call), once the pages
 * it serves are not waiting: making it holds the worker up for a second or two.
 */
async function makeSnapshotLater({ indexURL, stdlib, library, appFiles, app, key, quiet }) {
  await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DELAY_MS));
  if (quiet) await quiet();
  const stdLibURL = URL.createObjectURL(new Blob([stdlib], { type: "application/zip" }));
  try {
    await storeSnapshot(key, await buildSnapshot({ indexURL, stdLibURL, library, appFiles, app }));
  } catch (error) {
    console.warn("tabletop: no snapshot for the next visit:", error);
  } finally {
    URL.revokeObjectURL(stdLibURL);
  }
}

export async function loadPyodide({ app, quiet, ...options } = {}) {
  if (!app?.path || !app?.module) throw new Error("loadPyodide: app {path, module} is required");
  const timing = [["start", performance.now()]];
  const mark = (name) => timing.push([name, performance.now()]);
  setLibrarySourcesReader(options.indexURL);
  // Pyodide's own JavaScript, loaded (and compiled) while the files arrive
  import("./pyodide.asm.mjs").catch(() => {});
  // this runtime's stored snapshot, if any, is read at once; the files that
  // say whether it is the app's current one arrive meanwhile
  const found = findSnapshot().catch((error) => {
    console.warn("tabletop: no snapshot storage:", error);
    return null;
  });
  const appFilesPromise = fetchAppFiles();
  appFilesPromise.catch(() => {}); // awaited below
  const manifestPromise = fetchManifest().catch(() => null);
  const libraryPromise = manifestPromise.then((m) => m && fetchLibrary(m)).catch(() => null);
  const keyPromise = Promise.all([manifestPromise, appFilesPromise]).then(([m, files]) => snapshotKey(m, files)).catch(() => null);
  let stdlibPromise = null;
  const stdlib = () => (stdlibPromise ??= options.stdLibURL ? Promise.resolve(null) : fetchStdlib().catch(() => null));
  let snapshot = await found;
  if (!snapshot) stdlib(); // the .pyc path: its standard library is needed first
  mark("found");
  let pyodide = null;
  let how = "source";
  if (snapshot) {
    try {
      // Pyodide fetches the standard library the snapshot was made with itself (afterRestore checks it)
      const restored = await restoreSnapshot({ ...options, stdLibURL: STDLIB_PYC }, snapshot, libraryPromise, app);
      const key = await keyPromise;
      if (key && snapshot.key === key) {
        pyodide = restored;
        how = "snapshot";
      } else {
        forgetSnapshots().catch(() => {}); // made for another version of the app: the next one replaces it
      }
    } catch (error) {
      console.warn("tabletop: snapshot not used:", error);
      forgetSnapshots().catch(() => {});
    }
    snapshot = null; // eslint-disable-line no-useless-assignment -- drops the snapshot's bytes before the library loads
  }
  const library = await libraryPromise;
  if (!pyodide) {
    const bytes = await stdlib();
    const stdLibURL = bytes ? URL.createObjectURL(new Blob([bytes], { type: "application/zip" })) : null;
    try {
      if (stdLibURL) {
        pyodide = await real.loadPyodide({ ...options, stdLibURL });
        setFullStdlibReader(options.indexURL);
        pyodide.runPython(INSTALL_FALLBACK);
        how = "pyc";
        const key = await keyPromise;
        if (key && library) makeSnapshotLater({ indexURL: options.indexURL, stdlib: bytes, library, appFiles: await appFilesPromise, app, key, quiet });
      }
    } catch (error) {
      console.warn("tabletop: precompiled standard library not used:", error);
      pyodide = null;
    } finally {
      if (stdLibURL) URL.revokeObjectURL(stdLibURL);
    }
  }
  if (!pyodide) pyodide = await real.loadPyodide(options);
  mark("loaded");
  // without the app's files there is no app: that error goes to the caller
  writeAppFiles(pyodide, (await appFilesPromise).files);
  if (how !== "snapshot" && library) {
    try {
      writeLibrary(pyodide, library);
    } catch (error) {
      console.warn("tabletop: precompiled library not used:", error);
    }
  }
  const { dir } = appIn(pyodide, app);
  pyodide.runPython(`import sys\nif ${JSON.stringify(dir)} not in sys.path: sys.path.insert(0, ${JSON.stringify(dir)})`);
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
