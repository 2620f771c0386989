"""The library under Pyodide (from the npm package, in Node) replays like CPython."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.playouts import digests

ROOT = Path(__file__).resolve().parents[2]
COUNT = 24

pytestmark = pytest.mark.pyodide


def run_in_pyodide(script: str, args: object, timeout: int = 900) -> object:
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").is_dir():
        pytest.fail("the Pyodide tier needs Node and `npm ci` (scripts/test installs both)")
    proc = subprocess.run(
        ["node", str(ROOT / "tests/pyodide/run.mjs"), str(ROOT / script), json.dumps(args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if proc.returncode != 0:
        raise AssertionError(f"Pyodide run failed:\n{proc.stderr[-4000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_playout_digests_match_cpython() -> None:
    result = run_in_pyodide("tests/pyodide/digests.py", {"count": COUNT})
    assert isinstance(result, dict)
    assert result["python"].startswith("3.1")
    here = digests(COUNT)
    assert here, "no game registered"
    assert result["digests"] == here
