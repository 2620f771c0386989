#!/usr/bin/env python3
"""The shell's catalog, built at build time (tools/vendor.mjs; issue 41).

What the page shows before Python is up: the games (titles, player counts, the set-up
form's options, the bot levels) and every message in both languages. It is the
engine's own ``shell`` method (web/app/engine.py) run under CPython on the same
library, engine module and views' messages that app-files.zip carries, so the file
and the engine cannot disagree (tests/unit/test_catalog.py checks the written file).

Usage: python tools/catalog.py > web/vendor/pyc/catalog.json
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def build() -> Any:
    """The catalog: ``call("shell")`` of a fresh engine module with every view's messages."""
    if str(ROOT / "pylib") not in sys.path:
        sys.path.insert(0, str(ROOT / "pylib"))
    spec = importlib.util.spec_from_file_location("tabletop_web_engine_for_catalog", ROOT / "web" / "app" / "engine.py")
    if spec is None or spec.loader is None:
        raise ImportError("cannot load web/app/engine.py")
    engine = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(engine)
    engine._register_view_messages((path.parent.name, path) for path in sorted(ROOT.glob("web/games/*/messages.json")))
    return json.loads(engine.call("shell"))


if __name__ == "__main__":
    sys.stdout.write(json.dumps(build(), ensure_ascii=False, separators=(",", ":"), sort_keys=True))
