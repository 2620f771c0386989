"""The browser's engine module (web/app/engine.py) under CPython, for unit tests.

Each test module gets a copy of its own (``load_engine("name")``), so the
sessions one module opens never meet another's.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ENGINE_PATH = Path(__file__).resolve().parents[2] / "web" / "app" / "engine.py"


def load_engine(name: str) -> ModuleType:
    """A fresh import of web/app/engine.py as module ``tabletop_web_engine_for_<name>``."""
    spec = importlib.util.spec_from_file_location(f"tabletop_web_engine_for_{name}", ENGINE_PATH)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {ENGINE_PATH}")
    engine = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(engine)
    return engine
