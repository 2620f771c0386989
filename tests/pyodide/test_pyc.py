"""The library imported from the build-time .pyc (tools/pyc.mjs) replays like CPython.

Pyodide (the npm package, in Node) is started from the precompiled standard
library (``stdLibURL``, as the interpreter wrapper does in the browser) with the
rules library's .pyc zip first on ``sys.path``; the seeded playout digests must
be those of CPython importing the .py files.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from tests.support.node import built_vendor, run_node
from tests.support.playouts import digests

ROOT = Path(__file__).resolve().parents[2]
COUNT = 24

pytestmark = pytest.mark.pyodide

RUNNER = """
import { loadPyodide } from %(pyodide)s;
import { readFileSync } from "node:fs";
const args = JSON.parse(process.argv[2]);
const pyodide = await loadPyodide({ stdLibURL: args.stdlib });
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", args.root);
pyodide.FS.mkdirTree("/pyc");
pyodide.mountNodeFS("/pyc", args.pyc_dir);
pyodide.globals.set("ARGS_JSON", JSON.stringify(args));
const result = await pyodide.runPythonAsync(readFileSync(args.script, "utf8"));
process.stdout.write(result + "\\n");
"""

SCRIPT = """
import json, sys
args = json.loads(ARGS_JSON)
sys.dont_write_bytecode = True
zip_path = "/pyc/" + args["zip"]
sys.path[:0] = [zip_path, "/repo"]  # not /repo/pylib: tabletop comes from the zip
import tabletop
from tests.support.playouts import digests
library = sorted({m.__spec__.origin for n, m in sys.modules.items() if n.split(".")[0] == "tabletop"})
stdlib_pyc = sorted(n for n, m in sys.modules.items()
                    if (getattr(getattr(m, "__spec__", None), "origin", None) or "").endswith(".pyc")
                    and not n.startswith("tabletop"))
json.dumps({"library": library, "stdlib_pyc": stdlib_pyc, "digests": digests(args["count"])})
"""


def test_playout_digests_from_pyc_match_cpython(tmp_path: Path) -> None:
    vendor = built_vendor()
    manifest = json.loads((vendor / "pyc" / "manifest.json").read_text())
    (stdlib,) = (vendor / "pyodide").glob("python_stdlib-pyc-*.zip")
    runner = RUNNER % {"pyodide": json.dumps((ROOT / "node_modules/pyodide/pyodide.mjs").as_uri())}
    args = {"pyc_dir": str(vendor / "pyc"), "zip": manifest["zip"], "stdlib": str(stdlib), "count": COUNT}
    result = run_node(tmp_path, runner, SCRIPT, args)
    assert result["library"], "tabletop was not imported"
    assert all(o.startswith(f"/pyc/{manifest['zip']}/") and o.endswith(".pyc") for o in result["library"])
    assert "json" in result["stdlib_pyc"] or "json.decoder" in result["stdlib_pyc"]
    here = digests(COUNT)
    assert here, "no game registered"
    assert result["digests"] == here


def test_the_boot_standard_library_is_trimmed() -> None:
    """The .pyc standard library holds the modules a boot imports and the finder of the rest, nothing else."""
    vendor = built_vendor()
    (stdlib,) = (vendor / "pyodide").glob("python_stdlib-pyc-*.zip")
    with zipfile.ZipFile(stdlib) as z:
        names = set(z.namelist())
    with zipfile.ZipFile(vendor / "pyodide" / "python_stdlib.zip") as z:
        full = {n for n in z.namelist() if n.endswith(".py")}
    assert all(n.endswith(".pyc") for n in names), sorted(n for n in names if not n.endswith(".pyc"))[:5]
    assert "_tabletop_stdlib_fallback.pyc" in names
    assert {"encodings/__init__.pyc", "json/__init__.pyc", "random.pyc", "enum.pyc"} <= names
    assert "difflib.pyc" not in names and "json/tool.pyc" not in names  # not imported by a boot
    assert {n[:-1] for n in names if n != "_tabletop_stdlib_fallback.pyc"} <= full
    assert len(names) < len(full) / 3
