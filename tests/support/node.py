"""Running a script under Node for the Pyodide tier (the npm Pyodide, web/vendor/ built)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def built_vendor() -> Path:
    """``web/vendor/``, built by tools/vendor.mjs if stale; fails the test without Node or ``npm ci``."""
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").is_dir():
        pytest.fail("the Pyodide tier needs Node and `npm ci` (scripts/test installs both)")
    if subprocess.run(["node", "tools/vendor.mjs", "--check"], cwd=ROOT, capture_output=True).returncode != 0:
        subprocess.run(["node", "tools/vendor.mjs"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return ROOT / "web" / "vendor"


def run_node(tmp_path: Path, runner: str, script: str, args: dict[str, Any], timeout: int = 900) -> Any:
    """Run the ES module ``runner`` with ``args`` (JSON, ``args.script`` is the path of ``script``).

    Returns the JSON of the last line it prints; fails the test if Node exits with an error.
    """
    (tmp_path / "run.mjs").write_text(runner)
    (tmp_path / "script.py").write_text(script)
    args = {**args, "root": str(ROOT), "script": str(tmp_path / "script.py")}
    proc = subprocess.run(
        ["node", str(tmp_path / "run.mjs"), json.dumps(args)], cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])
