"""The library's layers import one way, and every module is imported with the package.

- Rules modules never import bot modules (``bots.py``, ``bot.py``,
  ``mcts.py`` or anything under a ``bots/`` package), not even lazily in a
  function: bots depend on rules, never the reverse; search finds a game's
  heuristic and rollout policies through the bot registry.
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
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "pylib"
MODULES = sorted(ROOT.glob("tabletop/**/*.py"))
BOT_NAMES = {"bots", "bot", "mcts"}
BROWSER = {"js", "pyodide", "pyscript"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_bot_module(name: str) -> bool:
    return any(part in BOT_NAMES for part in name.split(".")[1:])


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in the file, as absolute names."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def test_the_scan_sees_modules_and_lazy_imports() -> None:
    """Guard the guard: the scan finds the library and imports made inside functions."""
    assert len(MODULES) > 20
    mcts = ROOT / "tabletop/core/mcts.py"
    assert "tabletop.core.bots" in imports(mcts)
    assert is_bot_module("tabletop.core.mcts") and not is_bot_module("tabletop.core.game")


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_rules_never_import_bots(path: Path) -> None:
    name = module_name(path)
    if is_bot_module(name) or path.name == "__init__.py":
        return  # bots may import rules; a package's __init__ registers both
    wrong = sorted(m for m in imports(path) if m.startswith("tabletop.") and is_bot_module(m))
    assert not wrong, f"rules module {name} imports bot modules: {', '.join(wrong)}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_no_browser_imports(path: Path) -> None:
    wrong = sorted(m for m in imports(path) if m.split(".")[0] in BROWSER)
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
