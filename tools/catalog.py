#!/usr/bin/env python3
"""The shell's catalog and the games' reference data, built at build time (tools/vendor.mjs; issues 41, 42).

What the page shows before Python is up: the games (titles, player counts, the set-up
form's options, the bot levels) and every message in both languages. It is the
engine's own ``shell`` method (web/app/engine.py) run under CPython on the same
library, engine module and views' messages that app-files.zip carries, so the file
and the engine cannot disagree (tests/unit/test_catalog.py checks the written file).

With ``--references DIR`` the same run also writes ``DIR/<game>.json``: the engine's
``reference`` answer (``Game.reference()``) of every game, which a view's
``ctx.reference()`` reads before Python is up (a poster's first paint: web/app/table.js).
They are files of their own, not part of the catalog: only a page that paints before
the engine fetches its game's one, and the lobby's first visit does not grow.

Usage: python tools/catalog.py [--references web/vendor/pyc/reference] > web/vendor/pyc/catalog.json
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def engine() -> ModuleType:
    """A fresh engine module (web/app/engine.py) with every view's messages, as app-files.zip has them."""
    if str(ROOT / "pylib") not in sys.path:
        sys.path.insert(0, str(ROOT / "pylib"))
    spec = importlib.util.spec_from_file_location("tabletop_web_engine_for_catalog", ROOT / "web" / "app" / "engine.py")
    if spec is None or spec.loader is None:
        raise ImportError("cannot load web/app/engine.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module._register_view_messages((path.parent.name, path) for path in sorted(ROOT.glob("web/games/*/messages.json")))
    return module


def build(module: ModuleType | None = None) -> Any:
    """The catalog: ``call("shell")`` of the engine module (a fresh one by default)."""
    return json.loads((module or engine()).call("shell"))


def references(module: ModuleType | None = None) -> dict[str, str]:
    """Each game's ``call("reference")`` answer, as the engine's JSON text, by game id."""
    module = module or engine()
    texts = {game: module.call("reference", json.dumps({"game": game})) for game in module.tabletop.GAMES}
    for game, text in texts.items():
        answer = json.loads(text)
        if isinstance(answer, dict) and isinstance(answer.get("error"), str):
            raise RuntimeError(f"the engine's reference of {game} failed: {answer.get('message')}")
    return texts


if __name__ == "__main__":
    module = engine()
    if "--references" in sys.argv:
        out = Path(sys.argv[sys.argv.index("--references") + 1])
        out.mkdir(parents=True, exist_ok=True)
        for game, text in references(module).items():
            (out / f"{game}.json").write_text(text, encoding="utf-8")
    sys.stdout.write(json.dumps(build(module), ensure_ascii=False, separators=(",", ":"), sort_keys=True))
