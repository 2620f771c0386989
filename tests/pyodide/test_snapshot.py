"""The library restored from a memory snapshot replays like CPython.

The interpreter wrapper (web/vendor/pyodide/tabletop-pyodide.mjs, from
tools/pyodide-wrapper.mjs) is imported in Node and used as the browser uses
it: ``buildSnapshot`` starts a throwaway interpreter from the precompiled
standard library, imports the engine module (and with it the rules library
from its .pyc zip) and makes the
snapshot; ``restoreSnapshot`` starts a new interpreter from it. There the
seeded playout digests must be those of CPython importing the .py files,
Python's random state must differ between two restores, and the engine module
(web/app/engine.py, imported into the snapshot with the library) must answer.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tabletop
from tests.support.node import built_vendor, run_node
from tests.support.playouts import digests

ROOT = Path(__file__).resolve().parents[2]
COUNT = 24

pytestmark = pytest.mark.pyodide

RUNNER = """
import { buildSnapshot, restoreSnapshot, unzip } from %(wrapper)s;
import { readFileSync } from "node:fs";
const args = JSON.parse(process.argv[2]);
const text = readFileSync(args.manifest, "utf8");
const manifest = JSON.parse(text);
const library = { text, manifest, zip: new Uint8Array(readFileSync(args.zip)) };
const options = { indexURL: args.index_url, stdLibURL: args.stdlib };
// the app as the engine worker gives it: its files, and the module the snapshot imports
const appFiles = { files: await unzip(new Uint8Array(readFileSync(args.app_zip))) };
// with an edited library source, the library's sources travel with the app files (as a test's do)
if (args.edit) appFiles.files.push(...(await unzip(new Uint8Array(readFileSync(args.src_zip)))));
for (const entry of appFiles.files) {
  // an app file edited after the build: the snapshot imports it from source
  if (entry[0] === args.edit) entry[1] = new Uint8Array([...entry[1], ...new TextEncoder().encode("\\n# edited\\n")]);
}
const app = { path: "tabletop_web", module: "engine" };
const snapshot = await buildSnapshot({ ...options, library, appFiles, app });
const out = { size: snapshot.length, draws: [] };
for (let i = 0; i < 2; i++) {
  const pyodide = await restoreSnapshot(options, snapshot, library, app);
  out.draws.push(pyodide.runPython("import random; random.getrandbits(64)").toString());
  if (i === 0) {
    // no app file is written after this restore: the engine answers from the snapshot alone
    out.engine = JSON.parse(pyodide.runPython(`
import json, sys
engine = sys.modules["engine"]
hello = json.loads(engine.call("hello"))
json.dumps({"file": engine.__file__, "library": hello["boot"]["library"], "games": hello["games"]})`));
    if (args.edit) continue; // the digests are checked once, on the unedited app
    pyodide.FS.mkdirTree("/repo");
    pyodide.mountNodeFS("/repo", args.root);
    pyodide.globals.set("ARGS_JSON", JSON.stringify(args));
    out.result = JSON.parse(pyodide.runPython(readFileSync(args.script, "utf8")));
  }
}
process.stdout.write(JSON.stringify(out) + "\\n");
"""

SCRIPT = """
import json, sys
args = json.loads(ARGS_JSON)
sys.dont_write_bytecode = True
sys.path.append("/repo")  # tests.support only: tabletop is the snapshot's
from tests.support.playouts import digests
library = sorted({m.__spec__.origin for n, m in sys.modules.items() if n.split(".")[0] == "tabletop"})
out = {"library": library, "digests": digests(args["count"])}
# the rest of the standard library (tools/stdlib_fallback.py): never needed by the games,
# never fetched for a name outside the standard library, found when a module needs it
import os
fallback = sys.modules["_tabletop_stdlib_fallback"]
out["fallback"] = {"installed": fallback.FullStdlib in sys.meta_path, "served_by_games": list(fallback.served)}
try:
    import not_a_standard_library_module
except ImportError:
    out["fallback"]["fetched_for_unknown"] = os.path.exists(fallback.FULL)
import difflib, json.tool
out["fallback"]["served"] = list(fallback.served)
out["fallback"]["origins"] = [difflib.__spec__.origin, json.tool.__spec__.origin, json.__spec__.origin]
out["fallback"]["works"] = difflib.SequenceMatcher(None, "abcd", "abed").ratio()
json.dumps(out)
"""


def _args(vendor: Path, **extra: object) -> dict[str, object]:
    manifest = json.loads((vendor / "pyc" / "manifest.json").read_text())
    (stdlib,) = (vendor / "pyodide").glob("python_stdlib-pyc-*.zip")
    return {
        "index_url": str(vendor / "pyodide") + "/",
        "manifest": str(vendor / "pyc" / "manifest.json"),
        "zip": str(vendor / "pyc" / manifest["zip"]),
        "app_zip": str(vendor / "pyc" / "app-files.zip"),
        "src_zip": str(vendor / "pyc" / "library-src.zip"),
        "stdlib": str(stdlib),
        "count": COUNT,
        **extra,
    }


def _runner(vendor: Path) -> str:
    return RUNNER % {"wrapper": json.dumps((vendor / "pyodide" / "tabletop-pyodide.mjs").as_uri())}


def test_playout_digests_from_a_snapshot_match_cpython(tmp_path: Path) -> None:
    vendor = built_vendor()
    runner, args = _runner(vendor), _args(vendor)
    out = run_node(tmp_path, runner, SCRIPT, args)
    assert out["size"] > 1_000_000
    assert out["draws"][0] != out["draws"][1], "a restore must not repeat the snapshot's random state"
    # the snapshot holds the engine module, imported with the precompiled library
    assert out["engine"]["file"] == "/home/pyodide/tabletop_web/engine.py"
    assert out["engine"]["library"] == "pyc"
    assert sorted(out["engine"]["games"]) == sorted(tabletop.GAMES)
    library = out["result"]["library"]
    assert library and all(o.startswith("/tmp/tabletop-pyc/library.zip/") for o in library), library[:3]
    here = digests(COUNT)
    assert here, "no game registered"
    assert out["result"]["digests"] == here
    # the trimmed standard library: the games never reach past it; a left-out module is fetched
    fallback = out["result"]["fallback"]
    assert fallback["installed"] and fallback["served_by_games"] == []
    assert fallback["fetched_for_unknown"] is False
    assert fallback["served"] == ["difflib", "json.tool"]
    full, trimmed = "/lib/python-full-stdlib.zip/", "/lib/python314.zip/"
    assert [o.split(".zip/")[0] + ".zip/" for o in fallback["origins"]] == [full, full, trimmed], fallback["origins"]
    assert fallback["works"] == 0.75


def test_a_snapshot_larger_than_a_new_heap_restores(tmp_path: Path) -> None:
    """A snapshot made from edited sources outgrows the heap a new interpreter starts with.

    Pyodide's wasm module makes its own memory and ignores the INITIAL_MEMORY it
    is given, so the wrapper grows the heap before the restore copies the
    snapshot in; without that this restore fails with "offset is out of bounds".
    """
    vendor = built_vendor()
    out = run_node(tmp_path, _runner(vendor), SCRIPT, _args(vendor, edit="tabletop/core/errors.py"))
    assert out["size"] > 1_000_000
    assert out["draws"][0] != out["draws"][1]
    assert out["engine"]["library"] == "mismatch: tabletop/core/errors.py"
    assert sorted(out["engine"]["games"]) == sorted(tabletop.GAMES)
