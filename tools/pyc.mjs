// Build-time bytecode for a faster boot (issue 7), called by tools/vendor.mjs.
//
// Pyodide's npm python_stdlib.zip holds .py sources only, so every boot
// compiles the ~150 standard-library modules Python imports while starting,
// and then the whole rules library. This step loads Pyodide under Node and,
// with Pyodide's own CPython (so the bytecode magic number matches the
// runtime), writes:
//
//   web/vendor/pyodide/python_stdlib-pyc-<pyodide version>.zip
//       the trimmed standard library: an unchecked hash-based .pyc (deflated)
//       of each module the boot and the engine import, and nothing else, plus
//       _tabletop_stdlib_fallback (tools/stdlib_fallback.py), which fetches the
//       full npm python_stdlib.zip the first time any other standard-library
//       module is imported. Used by web/vendor/pyodide/tabletop-pyodide.mjs (the
//       interpreter wrapper of web/app/engine-worker.mjs) as loadPyodide's stdLibURL.
//       The name carries the Pyodide version: a wrapper of another version
//       asks for another file, gets a 404 and boots the normal way.
//   web/vendor/pyc/tabletop-<hash>.zip + web/vendor/pyc/manifest.json
//       the registered part of the rules library (tabletop/__init__, core and
//       the GAME_MODULES packages) as sourceless .pyc; the manifest carries
//       the magic number, the Pyodide version and the sha256 of every source
//       file. web/app/engine.py puts the zip first on sys.path only when all
//       of those match the sources the app was built from (tabletop_web/sources.json
//       of the app zip, or the .py files in the worker's file system).
//
// Nothing here is committed: web/vendor/ is gitignored.

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PY = String.raw`
import importlib, importlib.util, io, json, sys, zipfile
from importlib import _bootstrap_external as _be

args = json.loads(ARGS)
MAGIC = importlib.util.MAGIC_NUMBER
STDLIB_PREFIX = "/lib/python314.zip/"
for p in sys.path:
    if p.endswith(".zip"):
        STDLIB_PREFIX = p + "/"

def pyc(source, filename):
    # optimize=2 (python -OO): no docstrings and no asserts. Nothing in the app reads a
    # docstring (help() is the lab's, which runs the sources), and the rules library has
    # no assert (tests/conformance/test_layers.py): the bytes a first visit saves
    code = compile(source, filename, "exec", dont_inherit=True, optimize=2)
    return _be._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)

# -- which standard-library modules a boot imports ---------------------------
sys.path[:0] = ["/build/lib", "/build/app"]
import engine  # the worker's entry: imports the rules library and what it needs
for name in args["extra_modules"]:
    try:
        importlib.import_module(name)
    except Exception:
        pass
used = set()
for mod in list(sys.modules.values()):
    origin = getattr(getattr(mod, "__spec__", None), "origin", None) or ""
    if origin.startswith(STDLIB_PREFIX) and origin.endswith(".py"):
        used.add(origin[len(STDLIB_PREFIX):])

# -- 1. the trimmed standard library: the used modules as .pyc, and the finder
#       of the rest (tools/stdlib_fallback.py, with the full zip's top-level names)
out = io.BytesIO()
added = 0
with zipfile.ZipFile(args["stdlib_in"]) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
    names = sorted({n.split("/")[0].removesuffix(".py") for n in src.namelist()})
    for info in src.infolist():
        if info.filename in used:
            entry = zipfile.ZipInfo(info.filename[:-3] + ".pyc", date_time=info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(entry, pyc(src.read(info), STDLIB_PREFIX + info.filename))
            added += 1
    marker = "NAMES: frozenset[str] = frozenset()"
    finder = args["fallback_source"]
    if marker not in finder:
        raise ValueError("tools/stdlib_fallback.py has no NAMES line to fill in")
    finder = finder.replace(marker, f"NAMES: frozenset[str] = frozenset({names!r})")
    entry = zipfile.ZipInfo("_tabletop_stdlib_fallback.pyc", date_time=(2020, 1, 1, 0, 0, 0))
    entry.compress_type = zipfile.ZIP_DEFLATED
    dst.writestr(entry, pyc(finder.encode(), STDLIB_PREFIX + "_tabletop_stdlib_fallback.py"))
with open(args["stdlib_out"], "wb") as f:
    f.write(out.getvalue())

# -- 2. the rules library as sourceless .pyc -----------------------------------
out = io.BytesIO()
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
    for rel in args["lib_files"]:
        with open("/build/lib/" + rel, "rb") as f:
            source = f.read()
        entry = zipfile.ZipInfo(rel[:-3] + ".pyc", date_time=(2020, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_DEFLATED
        dst.writestr(entry, pyc(source, "/home/pyodide/" + rel))
json.dumps({"magic": MAGIC.hex(), "python": sys.version.split()[0], "stdlib_pyc": added,
            "lib": out.getvalue().hex()})
`;

// modules the engine, the library or Pyodide's own worker glue may import after
// Pyodide's start (beyond those the start itself imports)
const EXTRA_MODULES = [
  "asyncio", "ast", "base64", "contextlib", "copy", "dataclasses", "enum", "functools", "hashlib",
  "html", "inspect", "json", "linecache", "pathlib", "random", "re", "string", "textwrap",
  "tokenize", "traceback", "typing", "warnings", "weakref",
];

/**
 * root: the repository; libFiles: paths of the rules library's .py files to
 * compile, relative to pylib/ ("tabletop/core/game.py"); pyodideVersion.
 * Returns {stdlib, lib, manifest} (paths relative to root) or throws.
 */
export async function buildPyc({ root, libFiles, pyodideVersion }) {
  const { loadPyodide } = await import("pyodide");
  const py = await loadPyodide();
  if (py.version !== pyodideVersion) throw new Error(`Pyodide under Node is ${py.version}, not ${pyodideVersion}`);
  py.FS.mkdirTree("/build/lib");
  py.mountNodeFS("/build/lib", join(root, "pylib"));
  py.FS.mkdirTree("/build/app");
  py.mountNodeFS("/build/app", join(root, "web", "app"));
  py.FS.mkdirTree("/build/in");
  py.FS.writeFile("/build/in/python_stdlib.zip", readFileSync(join(root, "node_modules", "pyodide", "python_stdlib.zip")));
  py.runPython("import sys; sys.dont_write_bytecode = True");
  py.globals.set(
    "ARGS",
    JSON.stringify({
      stdlib_in: "/build/in/python_stdlib.zip",
      stdlib_out: "/build/in/out.zip",
      lib_files: libFiles,
      extra_modules: EXTRA_MODULES,
      fallback_source: readFileSync(join(root, "tools", "stdlib_fallback.py"), "utf8"),
    }),
  );
  const result = JSON.parse(py.runPython(PY));
  const stdlibBytes = py.FS.readFile("/build/in/out.zip");
  const libBytes = Buffer.from(result.lib, "hex");

  const stdlib = `web/vendor/pyodide/python_stdlib-pyc-${pyodideVersion}.zip`;
  writeFileSync(join(root, stdlib), stdlibBytes);

  const pycDir = join(root, "web", "vendor", "pyc");
  rmSync(pycDir, { recursive: true, force: true });
  mkdirSync(pycDir, { recursive: true });
  const sources = {};
  for (const rel of libFiles) sources[rel] = createHash("sha256").update(readFileSync(join(root, "pylib", rel))).digest("hex");
  const libHash = createHash("sha256").update(libBytes).digest("hex").slice(0, 12);
  const libName = `tabletop-${libHash}.zip`;
  writeFileSync(join(pycDir, libName), libBytes);
  const sha256 = createHash("sha256").update(libBytes).digest("hex");
  const manifest = { zip: libName, sha256, magic: result.magic, python: result.python, pyodide: pyodideVersion, sources };
  writeFileSync(join(pycDir, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  return {
    stdlib,
    lib: `web/vendor/pyc/${libName}`,
    manifest: "web/vendor/pyc/manifest.json",
    stdlibPyc: result.stdlib_pyc,
    stdlibBytes: stdlibBytes.length,
    libBytes: libBytes.length,
  };
}

/** The sha256 map the manifest must carry for these sources (for --check). */
export function sourceHashes(root, libFiles) {
  const out = {};
  for (const rel of libFiles) out[rel] = createHash("sha256").update(readFileSync(join(root, "pylib", rel))).digest("hex");
  return out;
}
