"""The library's layers import one way, and every module is imported with the package.

The layers (``docs/ARCHITECTURE.md``), checked on the imports each module names
(anywhere in the file, even lazily in a function; Python also runs the
``__init__`` of a module's parent packages first, which is no edge of this graph):

- **bot modules**: ``bots.py``, ``bot.py``, ``mcts.py`` or anything under a
  ``bots/`` package, in ``core/`` or in a game;
- **registration**: ``tabletop/__init__.py`` and each game package's
  ``__init__.py``, which import a game's rules *and* its bots, so that
  ``import tabletop`` registers both;
- **rules**: every other module, ``tabletop/core/__init__.py`` included.

Then:

- No rules module reaches a bot module through its imports, directly or through
  the modules those import (so it imports no registration module either):
  bots depend on rules, never the reverse; search finds a game's heuristic and
  rollout policies through the bot registry.
- The core (``tabletop.core`` and its modules, bots included) imports nothing
  of the games nor the top package: every game builds on it.
- Nothing under ``pylib/`` imports ``js``, ``pyodide`` or ``pyscript``: the
  browser belongs to the views and the engine.
- ``import tabletop`` imports every module of the library, so the browser's
  memory snapshot (taken after that import) holds all of them, and no module
  is first imported in the middle of a game.
- No ``assert`` statement and no docstring read at run time: the browser's
  bytecode (tools/pyc.mjs) is compiled like ``python -OO``, which drops both
  (rules raise their errors; they never assert).
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "pylib"
MODULES = sorted(ROOT.glob("tabletop/**/*.py"))
BOT_NAMES = {"bots", "bot", "mcts"}
BROWSER = {"js", "pyodide", "pyscript"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


SOURCES = {module_name(p): p.read_text(encoding="utf-8") for p in MODULES}


def is_package(name: str, modules: Iterable[str]) -> bool:
    return any(m.startswith(name + ".") for m in modules)


def is_bot_module(name: str) -> bool:
    return any(part in BOT_NAMES for part in name.split(".")[1:])


def layer(name: str, modules: Iterable[str]) -> str:
    """The layer of module ``name``: bots, registration (``tabletop``, a game's package) or rules."""
    if is_bot_module(name):
        return "bots"
    if name.count(".") <= 1 and name != "tabletop.core" and is_package(name, modules):
        return "registration"
    return "rules"


def imports(name: str, source: str, modules: Collection[str]) -> set[str]:
    """Every module the source of module ``name`` imports, anywhere in the file, as absolute names.

    ``from p import x`` names the module ``p.x`` when ``modules`` has it (not ``p``), else ``p``.
    """
    package = name if is_package(name, modules) else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names)
    found.discard(name)
    return found


def graph(sources: Mapping[str, str]) -> dict[str, set[str]]:
    return {name: imports(name, text, sources.keys()) for name, text in sources.items()}


def reached(start: str, edges: Mapping[str, set[str]]) -> dict[str, str]:
    """Every module ``start`` reaches through imports, each with the module that imports it."""
    via: dict[str, str] = {}
    todo = [start]
    while todo:
        here = todo.pop()
        for there in sorted(edges.get(here, ())):
            if there not in via and there != start:
                via[there] = here
                todo.append(there)
    return via


def chain(target: str, start: str, via: Mapping[str, str]) -> str:
    names = [target]
    while names[-1] != start:
        names.append(via[names[-1]])
    return " -> ".join(reversed(names))


def rules_reaching_bots(sources: Mapping[str, str]) -> list[str]:
    """Each rules module that reaches a bot module, with the chain of imports."""
    edges = graph(sources)
    wrong = []
    for name in sorted(sources):
        if layer(name, sources) == "rules":
            via = reached(name, edges)
            bots = sorted(m for m in via if is_bot_module(m))
            if bots:
                wrong.append(chain(bots[0], name, via))
    return wrong


GRAPH = graph(SOURCES)


def test_the_scan_sees_modules_lazy_and_indirect_imports() -> None:
    """Guard the guard: the scan finds the library, imports made inside functions, and a path through a module."""
    assert len(MODULES) > 20
    assert "tabletop.core.bots" in GRAPH["tabletop.core.mcts"]
    assert "tabletop.core.fields" in GRAPH["tabletop.cucco.game"]  # from ..core import fields
    assert "tabletop.core" not in GRAPH["tabletop.cucco.game"]
    assert is_bot_module("tabletop.core.mcts") and not is_bot_module("tabletop.core.game")
    assert [layer(n, SOURCES) for n in ("tabletop", "tabletop.cucco", "tabletop.core", "tabletop.cucco.bots")] == [
        "registration",
        "registration",
        "rules",
        "bots",
    ]
    lazy = "def f():\n    from .bots import Seat\n"
    assert imports("tabletop.core.game", lazy, SOURCES.keys()) == {"tabletop.core.bots"}
    toy = {
        "tabletop.core.game": "from . import util",
        "tabletop.core.util": "import math\nfrom .. import cucco",
        "tabletop.cucco": "from .bots import HeuristicBot",
        "tabletop.cucco.bots": "from ..core.game import Game",
    }
    assert rules_reaching_bots(toy) == [
        "tabletop.core.game -> tabletop.core.util -> tabletop.cucco -> tabletop.cucco.bots",
        "tabletop.core.util -> tabletop.cucco -> tabletop.cucco.bots",
    ]


def test_rules_never_reach_bots() -> None:
    wrong = rules_reaching_bots(SOURCES)
    assert not wrong, "rules modules that import bot modules:\n" + "\n".join(wrong)


@pytest.mark.parametrize("name", sorted(n for n in SOURCES if n.startswith("tabletop.core")))
def test_the_core_imports_no_game(name: str) -> None:
    wrong = sorted(m for m in GRAPH[name] if m.split(".")[0] == "tabletop" and not m.startswith("tabletop.core"))
    assert not wrong, f"{name} imports {', '.join(wrong)}: the core is below every game"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_no_browser_imports(path: Path) -> None:
    wrong = sorted(m for m in GRAPH[module_name(path)] if m.split(".")[0] in BROWSER)
    assert not wrong, f"{module_name(path)} imports {', '.join(wrong)}: the library must run outside a browser"


def test_import_tabletop_imports_every_module() -> None:
    # In a fresh interpreter: emptying this process's sys.modules instead would
    # leave the other tests holding classes (enums, actions) of a second copy.
    names = [module_name(p) for p in MODULES]
    probe = "import sys, tabletop; print('\\n'.join(sys.modules))"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True).stdout
    loaded = set(out.split())
    missing = sorted(n for n in names if n not in loaded)
    assert not missing, f"imported only later (missing from the memory snapshot): {', '.join(missing)}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_nothing_the_browsers_bytecode_drops(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    asserts = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Assert)]
    docs = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute | ast.Name) and _names_doc(n)]
    assert not asserts, f"{module_name(path)}: assert at lines {asserts} (dropped in the browser: raise an error)"
    assert not docs, f"{module_name(path)}: reads __doc__ at lines {docs} (None in the browser's bytecode)"


def _names_doc(node: ast.Attribute | ast.Name) -> bool:
    return (node.attr if isinstance(node, ast.Attribute) else node.id) == "__doc__"
