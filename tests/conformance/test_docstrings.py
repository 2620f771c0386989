"""Every rules module says what it is, and every public function, method and class says what it does.

An ast scan over ``pylib/tabletop/**/*.py`` (it imports none of the files it reads; nothing at run time may
read a docstring: the browser's bytecode drops them, ``tests/conformance/test_layers.py``):

- every module has a docstring; a game's modules say which rules they implement, citing
  ``docs/rules/<game>.md`` (its package's summary) and, in every other module of the game, a section of it
  (``§N`` or ``Decision N``);
- every public top-level function and class has one, and so has every public method of a public class
  (public: the name does not start with ``_``). Dunder methods, ``@overload`` stubs and nested functions
  are skipped, and so are the overrides in :data:`INHERITED` of a method that ``tabletop.core``'s
  ``Game``, ``State`` or codec ``Kind`` documents (the base's docstring says what every game's version does; a game's
  class needs its own only where it does more).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from tabletop import GAME_MODULES
from tabletop.core.codec import Kind
from tabletop.core.game import Game, State

ROOT = Path(__file__).resolve().parents[2] / "pylib"
MODULES = sorted(ROOT.glob("tabletop/**/*.py"))

#: methods of the core ``Game``/``State`` whose documented contract is enough for a game's override
INHERITED = {
    Game: (
        "options",
        "parse_action",
        "action_parts",
        "determinize",
        "action_key",
        "reference",
        "log_word",
        "describe",
    ),
    State: (
        "active_players",
        "legal_actions",
        "why_illegal",
        "resample_hidden",
        "has_hidden",
        "for_playout",
        "chapters",
        "is_over",
        "outcome",
        "observation",
        "observation_at",
        "active_at",
        "to_dict",
        "rng_state",
        "reveals",
        "advance",
    ),
    Kind: ("copy", "copy_lines", "dump", "load"),
}
INHERITED_NAMES = {name for names in INHERITED.values() for name in names}
#: a citation of a section or a decision of a game's rules page
SECTION = re.compile(r"§\s?\d|Decision \d")


def public(name: str) -> bool:
    return not name.startswith("_")


def is_overload(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(
        (isinstance(d, ast.Name) and d.id == "overload") or (isinstance(d, ast.Attribute) and d.attr == "overload")
        for d in node.decorator_list
    )


def bases_of(node: ast.ClassDef) -> set[str]:
    """The names a class derives from, as written (``Game``, ``core.State``, ``State[Move]``)."""
    out = set()
    for b in node.bases:
        target = b.value if isinstance(b, ast.Subscript) else b
        if isinstance(target, ast.Name):
            out.add(target.id)
        elif isinstance(target, ast.Attribute):
            out.add(target.attr)
    return out


def undocumented(tree: ast.Module, where: str, game_classes: set[str]) -> Iterator[str]:
    """``where:line name`` of each public definition of ``tree`` without a docstring.

    A module of a game (``tabletop/<game>/…``) must also cite its rules, ``docs/rules/<game>.md``, and a
    section of them unless it is the package's ``__init__.py``.
    """
    doc = ast.get_docstring(tree)
    parts = Path(where).parts
    package = parts[1] if len(parts) > 2 else "core"
    if doc is None:
        yield f"{where}:1 (module)"
    elif package != "core" and f"docs/rules/{package}.md" not in doc:
        yield f"{where}:1 (module: cites no docs/rules/{package}.md)"
    elif package != "core" and parts[-1] != "__init__.py" and not SECTION.search(doc):
        yield f"{where}:1 (module: cites no section of docs/rules/{package}.md)"
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if public(node.name) and not is_overload(node) and ast.get_docstring(node) is None:
                yield f"{where}:{node.lineno} {node.name}()"
        elif isinstance(node, ast.ClassDef) and public(node.name):
            if ast.get_docstring(node) is None:
                yield f"{where}:{node.lineno} class {node.name}"
            overrides = bool(bases_of(node) & game_classes)
            for item in node.body:
                if not isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) or not public(item.name):
                    continue
                if is_overload(item) or (overrides and item.name in INHERITED_NAMES):
                    continue
                if ast.get_docstring(item) is None:
                    yield f"{where}:{item.lineno} {node.name}.{item.name}()"


def game_class_names(trees: dict[str, ast.Module]) -> set[str]:
    """``Game``, ``State``, the codec's ``Kind`` and every class of the library that derives from them, by name,
    transitively."""
    names = {"Game", "State", "Kind"}
    classes = [n for tree in trees.values() for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    grew = True
    while grew:
        found = {c.name for c in classes if bases_of(c) & names}
        grew = not found <= names
        names |= found
    return names


def missing() -> list[str]:
    trees = {str(p.relative_to(ROOT)): ast.parse(p.read_text(encoding="utf-8")) for p in MODULES}
    game_classes = game_class_names(trees)
    return [line for where, tree in trees.items() for line in undocumented(tree, where, game_classes)]


def test_the_scan_reads_every_game_and_the_core() -> None:
    packages = {p.relative_to(ROOT).parts[1] for p in MODULES if len(p.relative_to(ROOT).parts) > 2}
    # the static list, not the registry: another test of this process may register a throwaway game
    assert packages == {"core", *GAME_MODULES}


def test_the_skipped_overrides_are_documented_in_the_core() -> None:
    for base, names in INHERITED.items():
        bare = [n for n in names if not (getattr(base, n).__doc__ or "").strip()]
        assert not bare, f"{base.__name__} documents none of {bare}: a game's override must then say what it does"


def test_the_scan_finds_an_undocumented_function() -> None:
    tree = ast.parse('"""A module."""\ndef shown(): pass\nclass Seen:\n    """Doc."""\n    def act(self): pass\n')
    assert list(undocumented(tree, "m.py", {"Game", "State"})) == ["m.py:2 shown()", "m.py:5 Seen.act()"]
    tree = ast.parse('"""A module."""\ndef f():\n    """Doc."""\n')
    assert list(undocumented(tree, "tabletop/polis/m.py", set())) == [
        "tabletop/polis/m.py:1 (module: cites no docs/rules/polis.md)"
    ]
    tree = ast.parse('"""Rules (docs/rules/polis.md)."""\n')
    assert list(undocumented(tree, "tabletop/polis/__init__.py", set())) == []
    assert list(undocumented(tree, "tabletop/polis/m.py", set())) == [
        "tabletop/polis/m.py:1 (module: cites no section of docs/rules/polis.md)"
    ]
    tree = ast.parse('"""A module."""\nclass S(State):\n    """Doc."""\n    def is_over(self): pass\n')
    assert list(undocumented(tree, "m.py", {"Game", "State"})) == []


def test_every_module_and_public_function_has_a_docstring() -> None:
    found = missing()
    assert not found, f"{len(found)} to document (a docstring, or a game module's rules citation):\n" + "\n".join(found)
