"""The Python lab's examples (web/lab/examples/) under CPython, for the unit and browser tiers.

In the browser an example runs in PyScript's editor and draws with ``pyscript.display``.
Here a stand-in ``pyscript`` module records what it would draw, as the HTML that PyScript's
``display`` writes (a value's ``_repr_html_``, or its escaped text), so a test can read the
same output: every example ends with ``labkit.result(name, data)``, a
``<pre class="lab-result" data-name=...>`` holding its result as JSON.
"""

from __future__ import annotations

import contextlib
import html
import json
import re
import runpy
import sys
import types
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LAB = ROOT / "web" / "lab"
EXAMPLES = {path.stem.split("_", 1)[1]: path for path in sorted((LAB / "examples").glob("*.py"))}
RESULT = re.compile(r'<pre class="lab-result" data-name="([^"]*)">(.*?)</pre>', re.S)


@dataclass
class Shown:
    """What an example drew: HTML by target (``None``: the editor's own output)."""

    html: dict[str | None, list[str]] = field(default_factory=dict)
    #: the example's globals after its run (its inputs: BOARD, HANDS, ...)
    names: dict[str, Any] = field(default_factory=dict)

    def all_html(self) -> str:
        return "\n".join(part for parts in self.html.values() for part in parts)

    def results(self) -> dict[str, Any]:
        return results_in(self.all_html())


def results_in(text: str) -> dict[str, Any]:
    """The ``labkit.result`` JSON blocks in some HTML, by name."""
    return {name: json.loads(html.unescape(body)) for name, body in RESULT.findall(text)}


class _HTML:
    def __init__(self, text: str) -> None:
        self._html = text

    def _repr_html_(self) -> str:
        return self._html


def _as_html(value: Any) -> str:
    if isinstance(value, str):
        return html.escape(value)
    if hasattr(value, "_repr_html_"):
        return str(value._repr_html_())
    return html.escape(repr(value))


@contextlib.contextmanager
def stand_in_pyscript() -> Iterator[Shown]:
    """A ``pyscript`` module with ``display`` and ``HTML``, and ``web/lab`` importable (labkit)."""
    shown = Shown()

    def display(*values: Any, target: str | None = None, append: bool = True) -> None:
        parts = shown.html.setdefault(target, [])
        if not append:
            parts.clear()
        parts.extend(_as_html(v) for v in values)

    module = types.ModuleType("pyscript")
    module.display = display  # type: ignore[attr-defined]
    module.HTML = _HTML  # type: ignore[attr-defined]
    saved = {name: sys.modules.get(name) for name in ("pyscript", "labkit")}
    sys.modules["pyscript"] = module
    sys.modules.pop("labkit", None)
    sys.path.insert(0, str(LAB))
    try:
        yield shown
    finally:
        sys.path.remove(str(LAB))
        for name, old in saved.items():
            if old is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = old


def run_example(name: str) -> Shown:
    """Run ``web/lab/examples/<n>_<name>.py`` as the lab does (a fresh namespace) and return what it drew."""
    with stand_in_pyscript() as shown:
        shown.names = runpy.run_path(str(EXAMPLES[name]), run_name="__main__")
    return shown
