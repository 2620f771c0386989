#!/usr/bin/env node
// Build step of the static site (no network): run after `npm ci`.
//
// 1. copies the runtime from node_modules into web/vendor/ (gitignored):
//      web/vendor/pyodide/   pyodide.mjs, pyodide.asm.{mjs,wasm}, python_stdlib.zip, pyodide-lock.json,
//                            and tabletop-pyodide.mjs (tools/pyodide-wrapper.mjs)
//    1c. the lists of the modules a first paint needs, into index.html (its MODULES
//    block, read by its first script for <link rel="modulepreload">); --check says when stale;
//    1d. the embeds' bundle, web/vendor/embed/ (tools/embed_bundle.mjs, esbuild), and its lists
//    in the same block; on demand (the service worker keeps it once an embed used it);
// 2. writes web/vendor/pyc/app-files.zip (tools/zip.mjs, deterministic):
//    web/app/engine.py (as ./tabletop_web/engine.py), every
//    web/games/<id>/messages.json (as ./tabletop_web/messages/<id>.json) and
//    ./tabletop_web/sources.json (the sha256 of each library source); the
//    interpreter wrapper fetches and unpacks it while Pyodide starts: one
//    request, no work in Python. The library's sources (pylib/tabletop, the
//    registered games) go to web/vendor/pyc/library-src.zip, fetched by the
//    worker only when the precompiled library cannot serve (engine.py), and
//    by the lab (pyscript.toml);
//    2a. web/vendor/pyc/catalog.json: the games and every message in both languages,
//    what the page shows before Python is up (tools/catalog.py, the engine's `shell`
//    method under CPython), without the views' own messages, which are one file per game,
//    web/vendor/pyc/catalog/<game>.json (read by a table's page only); precached with the app; beside
//    them, by the same run, web/vendor/pyc/reference/<game>.json: each game's `reference`
//    answer, which a poster's view reads before Python is up (web/app/table.js); on demand;
//    2b. the precompiled standard library and library (tools/pyc.mjs);
//    2c. web/vendor/fonts/: the Japanese web font, a subset made from the
//    app's Japanese text (tools/font_subset.py, Python with fontTools; without
//    it a warning, and the app uses the machine's fonts only). Not precached:
//    the service worker keeps it once a page has needed it (web/sw.js);
// 3. writes web/vendor/version.json: the runtime version stamp, the app build
//    hash and the list of files the service worker precaches;
//    3b. the lab (lab.html, issue 17): PyScript's dist (node_modules/@pyscript/core/dist,
//    with its bundled editor and terminal, no source maps) into web/vendor/pyscript/; the
//    lab's files are not precached with the app (not on its critical path): the list goes to
//    version.json and sw.js as `lab`, and the service worker stores them when the lab asks
//    (web/lab/lab.js), so the lab works offline after one visit;
// 4. writes ./sw.js, the service worker entry at the site root (a service
//    worker only controls pages at or below its own URL): it carries the
//    cache name and precache list and imports the logic from web/sw.js.
//
// Usage: node tools/vendor.mjs [--check] [--dist DIR]
//   --check     exit 1 if web/vendor is stale (changes nothing)
//   --dist DIR  also copy the whole static site into DIR (scripts/build, for
//               GitHub Pages): what the service worker precaches, sw.js, the
//               lab's files and the web font; its index.html names the shared
//               engine after the build

import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildEmbedBundle } from "./embed_bundle.mjs";
import { buildPyc, sourceHashes } from "./pyc.mjs";
import { makeZip } from "./zip.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const NM = join(ROOT, "node_modules");
const VENDOR = join(ROOT, "web", "vendor");
const check = process.argv.includes("--check");
const distIndex = process.argv.indexOf("--dist");
const dist = distIndex > 0 ? process.argv[distIndex + 1] : null;

const posix = (p) => p.split(sep).join("/");
const rel = (p) => posix(relative(ROOT, p));

function walk(dir, filter = () => true) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "__pycache__" || entry.name.startsWith(".")) continue;
      out.push(...walk(p, filter));
    } else if (filter(p)) out.push(p);
  }
  return out;
}

function pkgVersion(name) {
  return JSON.parse(readFileSync(join(NM, name, "package.json"), "utf8")).version;
}

// ---- 1. runtime ---------------------------------------------------------
for (const name of ["pyodide", "@pyscript/core"]) {
  if (!existsSync(join(NM, name, "package.json"))) {
    console.error(`vendor: node_modules/${name} is missing; run \`npm ci\` first`);
    process.exit(1);
  }
}
const WRAPPER = "tabletop-pyodide.mjs"; // the interpreter module of web/app/engine-worker.mjs (tools/pyodide-wrapper.mjs)
const PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

if (!check) {
  rmSync(VENDOR, { recursive: true, force: true });
  mkdirSync(join(VENDOR, "pyodide"), { recursive: true });
  for (const f of PYODIDE_FILES) copyFileSync(join(NM, "pyodide", f), join(VENDOR, "pyodide", f));
}

// ---- 1b. PyScript for the lab (lab.html): its dist, editor (CodeMirror) and terminal (xterm) included
const PYSCRIPT_DIST = join(NM, "@pyscript", "core", "dist");
const PYSCRIPT = join(VENDOR, "pyscript");
const pyscriptFiles = walk(PYSCRIPT_DIST, (p) => !p.endsWith(".map")).map((p) => posix(relative(PYSCRIPT_DIST, p)));
if (!check) {
  mkdirSync(PYSCRIPT, { recursive: true });
  for (const f of pyscriptFiles) {
    mkdirSync(dirname(join(PYSCRIPT, f)), { recursive: true });
    copyFileSync(join(PYSCRIPT_DIST, f), join(PYSCRIPT, f));
  }
}

// The Pythons a build step may run, first choice first: $TABLETOP_PYTHON, the project's virtualenv, python3.
function pythons() {
  const venv = process.env.TABLETOP_VENV || ".venv";
  return [process.env.TABLETOP_PYTHON, resolve(ROOT, venv, "bin", "python"), "python3"].filter(Boolean);
}

// ---- 2c. the Japanese web font (tools/font_subset.py) -----------------------------
// The first Python that has fontTools.
// Returns "built", "fresh", "stale" (--check) or "absent" (it cannot be built here).
const FONT_DIR = "web/vendor/fonts";
const FONT = `${FONT_DIR}/tabletop-ja.woff2`;
const FONT_FILES = [FONT, `${FONT_DIR}/OFL.txt`];
function subsetFont(checkOnly) {
  let why = "no Python found";
  for (const python of pythons()) {
    if (python.includes(sep) && !existsSync(python)) continue;
    const args = [join(ROOT, "tools", "font_subset.py"), ...(checkOnly ? ["--check"] : [])];
    const run = spawnSync(python, args, { cwd: ROOT, encoding: "utf8" });
    if (run.error) continue;
    if (run.status !== 2 && run.stderr) process.stderr.write(run.stderr);
    if (checkOnly && run.status !== 2) return run.status === 0 ? "fresh" : "stale";
    if (run.status === 0) {
      process.stdout.write(run.stdout);
      return "built";
    }
    why = `${python}: ${(run.stderr || "").trim().split("\n").pop()}`;
    if (run.status !== 2) break; // it failed: a warning, not another Python
  }
  if (!checkOnly) console.warn(`vendor: the Japanese web font was not built (${why}); Japanese uses the machine's fonts only`);
  return "absent";
}

// the lock without the dev tools (eslint, typescript) and the bundler (esbuild): a new linter must
// not make browsers fetch the runtime again
const builder = (path) => /^node_modules\/(?:esbuild|@esbuild\/[^/]+)$/.test(path);
const lock = JSON.stringify(
  Object.entries(JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")).packages)
    .filter(([path, p]) => !p.dev && !builder(path))
    .map(([path, p]) => {
      if (path !== "" || !p.dependencies) return [path, p];
      const dependencies = { ...p.dependencies };
      delete dependencies.esbuild;
      return [path, { ...p, dependencies }];
    }),
);
// the wrapper and the bytecode step are part of the runtime cache's identity
const runtimeHash = createHash("sha256").update(lock);
for (const f of ["pyodide-wrapper.mjs", "pyc.mjs", "stdlib_fallback.py"]) runtimeHash.update("\0").update(readFileSync(join(ROOT, "tools", f)));
const runtime = {
  pyodide: pkgVersion("pyodide"),
  lock: runtimeHash.digest("hex").slice(0, 12),
};
const runtimeStamp = `py${runtime.pyodide}-${runtime.lock}`;
if (!check) {
  // the wrapper keys its memory snapshots by this stamp (a snapshot never outlives its runtime)
  const wrapper = readFileSync(join(ROOT, "tools", "pyodide-wrapper.mjs"), "utf8");
  if (!wrapper.includes('"@TABLETOP_RUNTIME@"')) throw new Error("tools/pyodide-wrapper.mjs lost its RUNTIME placeholder");
  writeFileSync(join(VENDOR, "pyodide", WRAPPER), wrapper.replace('"@TABLETOP_RUNTIME@"', JSON.stringify(runtimeStamp)));
}

// ---- 1c. the modules a first paint needs, for index.html's modulepreload (issue 41) --------
// A module's imports are found only once it has arrived, so the shell's graph (boot.js, then
// table.js, viewkit.js, kit/...) and a view's came one level after another, a round trip each.
// The page asks for them all at once instead: index.html's first script reads these lists
// (written here, between its MODULES markers) and adds a <link rel="modulepreload"> for each
// module of the shell; on a table's address for the table's and that game's view's (with its
// view.css), elsewhere for the lobby's and the set-up form's. Only static imports count: a dynamic import() is loaded when it is needed.
const INDEX = join(ROOT, "index.html");
const MODULES_START = "/* MODULES: written by tools/vendor.mjs */ ";
const MODULES_END = " /* end MODULES */";
/** The files `entry` reaches through static imports (itself first), repository-relative. */
function staticGraph(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, "utf8");
  for (const m of text.matchAll(/^\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?["']([^"']+)["']/gm)) {
    if (m[1].startsWith(".")) staticGraph(resolve(dirname(entry), m[1]), seen);
  }
  return seen;
}
// The embeds run the bundle of tools/embed_bundle.mjs (web/vendor/embed/), with its own lists.
const viewGames = readdirSync(join(ROOT, "web", "games"))
  .sort()
  .filter((dir) => existsSync(join(ROOT, "web", "games", dir, "view.js")));
const embedBundle = await buildEmbedBundle(ROOT, viewGames);
function moduleLists() {
  const app = join(ROOT, "web", "app");
  const under = (dir, files) => [...files].map((p) => posix(relative(dir, p)));
  const shell = staticGraph(join(app, "boot.js"));
  // the lobby's and the set-up form's (boot.js imports them when it shows one)
  const pages = new Set([...staticGraph(join(app, "lobby.js")), ...staticGraph(join(app, "setup.js"))].filter((p) => !shell.has(p)));
  const table = [...staticGraph(join(app, "table.js"))].filter((p) => !shell.has(p));
  const games = {};
  for (const dir of viewGames) {
    const home = join(ROOT, "web", "games", dir);
    const view = [...staticGraph(join(home, "view.js"))].filter((p) => !shell.has(p) && !table.includes(p));
    games[dir] = [...under(home, view), ...(existsSync(join(home, "view.css")) ? ["view.css"] : [])];
  }
  return { app: under(app, shell), pages: under(app, pages), table: under(app, table), games, embed: embedBundle.lists };
}
function indexWithModules() {
  const page = readFileSync(INDEX, "utf8");
  const start = page.indexOf(MODULES_START);
  const end = page.indexOf(MODULES_END, start);
  if (start < 0 || end < 0) throw new Error("index.html has no MODULES markers for tools/vendor.mjs");
  return page.slice(0, start + MODULES_START.length) + JSON.stringify(moduleLists()) + page.slice(end);
}
const indexPage = indexWithModules();
if (check && indexPage !== readFileSync(INDEX, "utf8")) {
  console.error("vendor: index.html's module lists (MODULES) are stale; run `node tools/vendor.mjs`");
  process.exit(1);
}
if (!check && indexPage !== readFileSync(INDEX, "utf8")) writeFileSync(INDEX, indexPage);
const EMBED_DIR = "web/vendor/embed";
if (check) {
  const onDisk = walk(join(ROOT, EMBED_DIR)).map(rel).sort();
  const wanted = [...embedBundle.files.keys()].sort();
  const same = (f) => existsSync(join(ROOT, f)) && readFileSync(join(ROOT, f)).equals(Buffer.from(embedBundle.files.get(f)));
  if (JSON.stringify(onDisk) !== JSON.stringify(wanted) || !wanted.every(same)) {
    console.error(`vendor: the embeds' bundle (${EMBED_DIR}) is stale; run \`node tools/vendor.mjs\``);
    process.exit(1);
  }
} else {
  rmSync(join(ROOT, EMBED_DIR), { recursive: true, force: true });
  for (const [f, bytes] of embedBundle.files) {
    mkdirSync(dirname(join(ROOT, f)), { recursive: true });
    writeFileSync(join(ROOT, f), bytes);
  }
}

// ---- 2. the app's files ----------------------------------------------------
// only the registered games (GAME_MODULES in pylib/tabletop/__init__.py) reach the browser
const LIB = join(ROOT, "pylib", "tabletop");
const registered = (() => {
  const m = /^GAME_MODULES[^=]*=\s*\(([^)]*)\)/m.exec(readFileSync(join(LIB, "__init__.py"), "utf8"));
  return m ? [...m[1].matchAll(/["']([A-Za-z_][A-Za-z0-9_]*)["']/g)].map((x) => x[1]) : null;
})();
const shipped = (p) => {
  const parts = posix(relative(LIB, p)).split("/");
  return parts.length === 1 || parts[0] === "core" || registered === null || registered.includes(parts[0]);
};
const libFiles = walk(LIB, (p) => /\.(py|json)$/.test(p) && shipped(p));
const libPy = libFiles.filter((p) => p.endsWith(".py")).map((p) => posix(relative(join(ROOT, "pylib"), p)));
const pycManifest = join(VENDOR, "pyc", "manifest.json");
const messageFiles = walk(join(ROOT, "web", "games"), (p) => p.endsWith(`${sep}messages.json`));
// The interpreter wrapper fetches one zip of the app's Python side (the library,
// the engine module and the views' messages) and unpacks it into the worker's
// file system: one request, not one per file
const APP_ZIP = "web/vendor/pyc/app-files.zip"; // web/vendor/pyc/: what changes with the app (sw.js)
const ENGINE = join(ROOT, "web", "app", "engine.py");
const fileMap = [
  [ENGINE, "tabletop_web/engine.py"],
  ...messageFiles.map((p) => [p, `tabletop_web/messages/${posix(relative(join(ROOT, "web", "games"), dirname(p)))}.json`]),
];
// The library's sources are not in it (issue 41): the .pyc zip serves, and engine.py checks it
// against tabletop_web/sources.json (the sha256 of each source). Only when the .pyc cannot
// serve does the worker fetch the sources, web/vendor/pyc/library-src.zip (not precached:
// the service worker keeps it once fetched, as an on-demand file; the lab reads it too).
const SRC_ZIP = "web/vendor/pyc/library-src.zip";
const srcZip = makeZip(libFiles.map((p) => [posix(relative(join(ROOT, "pylib"), p)), readFileSync(p)]));
const sourcesJson = Buffer.from(`${JSON.stringify(sourceHashes(ROOT, libPy))}\n`);
const appZip = makeZip([...fileMap.map(([from, to]) => [to, readFileSync(from)]), ["tabletop_web/sources.json", sourcesJson]]);
// ---- 2a. the shell's catalog (tools/catalog.py: engine.py's `shell` under CPython): what
// the page shows before Python is up. Made from the files of app-files.zip, so their hash is
// its `source`: --check needs no Python. Without a Python the page asks the engine instead.
// A view's own messages (`<game>.view.*`, two thirds of them) are not in it (issue 41): the
// lobby and the set-up forms never read them. They are web/vendor/pyc/catalog/<game>.json, read
// by a table's page of that game (web/app/boot.js; index.html preloads it on a table's address);
// catalog.json's `views` names the games that have one.
const CATALOG = "web/vendor/pyc/catalog.json";
const VIEW_CATALOG = (id) => `web/vendor/pyc/catalog/${id}.json`;
// The games' reference files (REFERENCES/<game>.json) come from the same run: fresh with it.
const REFERENCES = "web/vendor/pyc/reference";
const catalogSource = createHash("sha256").update(appZip).digest("hex").slice(0, 12);
/** the reference files of the catalog's games (none without a readable catalog) */
function referenceFiles() {
  try {
    return JSON.parse(readFileSync(join(ROOT, CATALOG), "utf8")).games.map((g) => `${REFERENCES}/${g.id}.json`);
  } catch {
    return [];
  }
}
function catalogFresh() {
  try {
    const catalog = JSON.parse(readFileSync(join(ROOT, CATALOG), "utf8"));
    const views = catalog.views.map((id) => JSON.parse(readFileSync(join(ROOT, VIEW_CATALOG(id)), "utf8")));
    return [catalog, ...views].every((part) => part.source === catalogSource) && referenceFiles().every((f) => existsSync(join(ROOT, f)));
  } catch {
    return false;
  }
}
/** `messages` ({lang: {key: text}}) without the views' messages, and those per game. */
function splitViews(games, messages) {
  const shell = {};
  const views = Object.fromEntries(games.map((g) => [g.id, {}]));
  for (const [lang, texts] of Object.entries(messages)) {
    shell[lang] = {};
    for (const [key, text] of Object.entries(texts)) {
      const [id, part] = key.split(".", 2);
      const into = part === "view" && views[id] ? (views[id][lang] ??= {}) : shell[lang];
      into[key] = text;
    }
  }
  return { shell, views: Object.entries(views).filter(([, m]) => Object.keys(m).length) };
}
function writeCatalog() {
  for (const python of pythons()) {
    if (python.includes(sep) && !existsSync(python)) continue;
    rmSync(join(ROOT, REFERENCES), { recursive: true, force: true });
    const args = [join(ROOT, "tools", "catalog.py"), "--references", join(ROOT, REFERENCES)];
    const run = spawnSync(python, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
    if (run.error) continue;
    if (run.status !== 0) throw new Error(`tools/catalog.py failed:\n${run.stderr}`);
    const { games, messages, ...rest } = JSON.parse(run.stdout);
    const { shell, views } = splitViews(games, messages);
    mkdirSync(dirname(join(ROOT, VIEW_CATALOG("x"))), { recursive: true });
    for (const [id, texts] of views) writeFileSync(join(ROOT, VIEW_CATALOG(id)), JSON.stringify({ source: catalogSource, messages: texts }));
    const catalog = { source: catalogSource, ...rest, games, messages: shell, views: views.map(([id]) => id) };
    writeFileSync(join(ROOT, CATALOG), JSON.stringify(catalog));
    return catalog.views.map(VIEW_CATALOG);
  }
  console.warn("vendor: no Python found: the shell's catalog was not built (the page asks the engine)");
  return false;
}
if (check) {
  const stale = (file, bytes) => !existsSync(join(ROOT, file)) || !readFileSync(join(ROOT, file)).equals(bytes);
  if (stale(APP_ZIP, appZip) || stale(SRC_ZIP, srcZip)) {
    console.error(`vendor: ${APP_ZIP} is stale (the library, engine.py or a view's messages changed); run \`node tools/vendor.mjs\``);
    process.exit(1);
  }
  if (!catalogFresh()) {
    console.error(`vendor: ${CATALOG} is stale or missing; run \`node tools/vendor.mjs\``);
    process.exit(1);
  }
  const wanted = JSON.stringify(sourceHashes(ROOT, libPy));
  const built = existsSync(pycManifest) ? JSON.stringify(JSON.parse(readFileSync(pycManifest, "utf8")).sources) : "";
  if (pyscriptFiles.some((f) => !existsSync(join(PYSCRIPT, f)))) {
    console.error("vendor: PyScript (web/vendor/pyscript) is missing; run `node tools/vendor.mjs`");
    process.exit(1);
  }
  if (built !== wanted || !existsSync(join(VENDOR, "pyodide", WRAPPER))) {
    console.error("vendor: the precompiled library (web/vendor/pyc) is stale; run `node tools/vendor.mjs`");
    process.exit(1);
  }
  if (subsetFont(true) === "stale") {
    console.error("vendor: the Japanese web font (web/vendor/fonts) is stale; run `node tools/vendor.mjs`");
    process.exit(1);
  }
  console.log("vendor: web/vendor is up to date");
  process.exit(0);
}

// ---- 2b. build-time bytecode (tools/pyc.mjs) ----------------------------------
// Optional: without it the page boots the normal way (compiling from .py).
let pyc = null;
try {
  pyc = await buildPyc({ root: ROOT, libFiles: libPy, pyodideVersion: runtime.pyodide });
} catch (error) {
  console.warn(`vendor: precompiled .pyc not built (the app will compile at boot): ${error?.stack || error}`);
}

// after tools/pyc.mjs, which starts web/vendor/pyc/ afresh
mkdirSync(dirname(join(ROOT, APP_ZIP)), { recursive: true });
writeFileSync(join(ROOT, APP_ZIP), appZip);
writeFileSync(join(ROOT, SRC_ZIP), srcZip);
const catalogBuilt = writeCatalog();

subsetFont(false);
// fetched by a page only where no font of the stack draws Japanese (web/app/font.css):
// not precached, kept by the service worker once used (web/sw.js)
// not precached either: the library's sources, fetched only when the .pyc cannot serve, and
// the games' reference files, fetched only by a view painting before the engine (a poster)
// and the embeds' bundle, which only a wiki page's embeds load (the app runs the modules)
const onDemand = [
  ...(existsSync(join(ROOT, FONT)) ? [FONT] : []),
  SRC_ZIP,
  ...(catalogBuilt ? referenceFiles() : []),
  ...[...embedBundle.files.keys()].sort(),
];

// ---- 3. precache list + build hash -----------------------------------------
// What the service worker stores on install: the whole app, the library and
// the runtime pieces every visit needs. engine.py travels inside app-files.zip.
const appFiles = [
  join(ROOT, "index.html"),
  ...walk(join(ROOT, "web", "app"), (p) => !p.endsWith(".md") && p !== ENGINE),
  ...walk(join(ROOT, "web", "games"), (p) => !p.endsWith(".md")),
  join(ROOT, "web", "sw.js"),
  join(ROOT, "web", "manifest.webmanifest"),
  ...walk(join(ROOT, "web", "icons")),
  join(ROOT, APP_ZIP),
  ...(catalogBuilt ? [join(ROOT, CATALOG), ...catalogBuilt.map((f) => join(ROOT, f))] : []),
].filter((p) => existsSync(p));
const hash = createHash("sha256");
for (const p of [...appFiles, ...onDemand.map((f) => join(ROOT, f))]) hash.update(rel(p)).update("\0").update(readFileSync(p)).update("\0");
const build = hash.digest("hex").slice(0, 12);
// with the .pyc standard library built, a boot never waits for python_stdlib.zip:
// it is the rest of the standard library, fetched when a module left out of the
// trimmed .pyc zip is first imported (tools/stdlib_fallback.py), and precached
// after the boot (the service worker is registered once the page is interactive)
const vendorFiles = [
  ...PYODIDE_FILES.map((f) => `web/vendor/pyodide/${f}`),
  `web/vendor/pyodide/${WRAPPER}`,
  ...(pyc ? [pyc.stdlib, pyc.manifest, pyc.lib] : []),
];
const precache = ["./", ...appFiles.map(rel), ...vendorFiles];
let bytes = 0;
for (const f of precache) if (f !== "./") bytes += statSync(join(ROOT, f)).size;

// ---- 3b. the lab's files: cached by the service worker when the lab asks, never with the app
const labFiles = [
  join(ROOT, "lab.html"),
  join(ROOT, "pyscript.toml"),
  ...walk(join(ROOT, "web", "lab"), (p) => !p.endsWith(".md")),
].filter((p) => existsSync(p));
const lab = [
  ...labFiles.map(rel),
  SRC_ZIP, // the library's sources (pyscript.toml)
  ...pyscriptFiles.map((f) => `web/vendor/pyscript/${f}`),
  // PyScript's loadPyodide() reads the plain standard library (the app uses the .pyc one)
  "web/vendor/pyodide/python_stdlib.zip",
];
const labHash = createHash("sha256");
for (const f of lab) labHash.update(f).update("\0").update(readFileSync(join(ROOT, f))).update("\0");
runtime.pyscript = pkgVersion("@pyscript/core");

const version = { runtime: runtimeStamp, ...runtime, build, precache, bytes, onDemand, lab, labBuild: labHash.digest("hex").slice(0, 12) };
writeFileSync(join(VENDOR, "version.json"), `${JSON.stringify(version, null, 1)}\n`);

// ---- 4. the root service worker entry ----------------------------------------
const swEntry = `// generated by tools/vendor.mjs: do not edit (logic: web/sw.js)
self.TABLETOP = ${JSON.stringify({ runtime: runtimeStamp, build, precache, onDemand, lab, labBuild: version.labBuild })};
importScripts("./web/sw.js");
`;
writeFileSync(join(ROOT, "sw.js"), swEntry);

// ---- 5. optional: the deployable site -------------------------------------------
const ENGINE_NAME = 'name: "tabletop-engine"';
if (dist) {
  const out = resolve(dist);
  if (out === ROOT || ROOT.startsWith(out + sep)) throw new Error("--dist must not contain the repository");
  rmSync(out, { recursive: true, force: true });
  const files = [
    ...new Set([
      ...precache.filter((f) => f !== "./"),
      ...lab,
      "sw.js",
      "web/vendor/version.json",
      "web/vendor/pyodide/python_stdlib.zip",
      ...onDemand,
      ...(onDemand.includes(FONT) ? FONT_FILES : []),
    ]),
  ];
  for (const f of files) {
    mkdirSync(dirname(join(out, f)), { recursive: true });
    copyFileSync(join(ROOT, f), join(out, f));
  }
  // the shared engine's name carries the build: a tab of a new build never joins the
  // engine of an older build still open in another tab (a SharedWorker is found by name)
  const index = readFileSync(join(out, "index.html"), "utf8");
  if (!index.includes(ENGINE_NAME)) throw new Error(`index.html has no ${ENGINE_NAME} to version`);
  writeFileSync(join(out, "index.html"), index.replace(ENGINE_NAME, `name: "tabletop-engine-${build}"`));
  writeFileSync(join(out, ".nojekyll"), "");
  console.log(`vendor: site copied to ${dist}/ (${files.length} files)`);
}

console.log(
  `vendor: pyodide ${runtime.pyodide} -> web/vendor/ ` +
    `(runtime ${runtimeStamp}, build ${build}, ${fileMap.length} files in app-files.zip, ` +
    `${precache.length} precached, ${(bytes / 1e6).toFixed(1)} MB` +
    (onDemand.includes(FONT) ? `; ${FONT} on demand, ${(statSync(join(ROOT, FONT)).size / 1e3).toFixed(0)} kB)` : ")"),
);
if (pyc) {
  console.log(
    `vendor: .pyc: ${pyc.stdlibPyc} standard-library modules (${pyc.stdlib}, ${(pyc.stdlibBytes / 1e6).toFixed(1)} MB), ` +
      `${libPy.length} library modules (${pyc.lib}, ${(pyc.libBytes / 1e3).toFixed(0)} kB)`,
  );
}
