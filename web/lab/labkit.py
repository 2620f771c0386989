"""Helpers of the Python lab (lab.html): output through PyScript's ``display``.

The examples import this module; it is copied into the lab's file system by
``pyscript.toml`` (``[files]``). Importing it imports the whole rules library
(``tabletop``: every registered game); the lab's setup editor does that once, so
every example's run is quick. Under plain CPython (the project's tests) there is
no ``pyscript`` module unless a test provides one: ``display`` then prints.
"""

from __future__ import annotations

import html
import json
import sys
import time
from collections.abc import Iterable, Sequence
from typing import Any

import tabletop  # noqa: F401  (imported once by the lab's setup editor: every run is then quick)

try:  # in the lab: PyScript's display and the page's address
    from pyscript import HTML, display
except ImportError:  # CPython: print instead

    class HTML:  # type: ignore[no-redef]
        def __init__(self, text: str) -> None:
            self.text = text

        def _repr_html_(self) -> str:
            return self.text

    def display(*values: Any, target: str | None = None, append: bool = True) -> None:  # type: ignore[misc]
        for value in values:
            print(value.text if isinstance(value, HTML) else value)


__all__ = [
    "HTML",
    "board_svg",
    "display",
    "pre",
    "progress",
    "ready",
    "result",
    "site_url",
    "table",
    "use_output",
]


def use_output(element_id: str) -> None:
    """Make ``display()`` without a ``target`` draw in the element ``element_id``.

    An editor's code runs in a worker, where PyScript's ``display`` has no default
    target (``pyscript.context.current_target`` is empty there). The lab runs this
    before each example (the editor's ``onbeforerun``) with that editor's output.
    Outside the browser it does nothing.
    """
    module = sys.modules.get("pyscript.display")
    if module is not None:
        module.current_target = lambda: element_id  # type: ignore[attr-defined]


def ready(since: float | None = None) -> None:
    """Tell the lab page that Python is up and the library imported (``<html data-lab-python>``).

    ``since``: the ``time.perf_counter()`` before the import; the ms it took go to
    ``<html data-lab-import-ms>`` (bench/lab_bench.py reports them).
    """
    from pyscript import document

    dataset = document.documentElement.dataset
    if since is not None:
        dataset.labImportMs = str(round(1000 * (time.perf_counter() - since)))
    dataset.labPython = "ready"


def site_url() -> str:
    """The app's address (the folder of lab.html), or a placeholder outside the browser."""
    try:
        from pyscript import window

        href = str(window.location.href).split("#")[0].split("?")[0]
        return href.rsplit("/", 1)[0] + "/"
    except Exception:
        return "https://YOUR-SITE/"


def pre(text: str) -> HTML:
    return HTML(f'<pre class="lab-pre">{html.escape(text)}</pre>')


def table(head: Sequence[Any], rows: Iterable[Sequence[Any]], caption: str = "") -> HTML:
    """An HTML table (cells as text)."""
    cap = f"<caption>{html.escape(caption)}</caption>" if caption else ""
    th = "".join(f"<th>{html.escape(str(h))}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return HTML(f'<div class="lab-table"><table>{cap}<thead><tr>{th}</tr></thead><tbody>{body}</tbody></table></div>')


def result(name: str, data: Any) -> HTML:
    """The example's result as JSON (what the tests compare with CPython)."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=True)
    return HTML(
        f'<details class="lab-json"><summary>JSON</summary>'
        f'<pre class="lab-result" data-name="{html.escape(name)}">{html.escape(text)}</pre></details>'
    )


def progress(done: int, total: int, label: str = "") -> HTML:
    pct = 0 if total <= 0 else round(100 * done / total)
    return HTML(
        f'<div class="lab-progress"><progress max="{total}" value="{done}"></progress>'
        f"<span>{html.escape(label)} {done}/{total} ({pct}%)</span></div>"
    )


_TILE_LINES = {
    "/": [(0, 1, 1, 0)],
    "\\": [(0, 0, 1, 1)],
    "|": [(0.5, 0, 0.5, 1)],
    "-": [(0, 0.5, 1, 0.5)],
}


def board_svg(board: Any, cell: int = 36) -> HTML:
    """A Laser Reflection board with its clues around it, as SVG."""
    from tabletop.laserreflection import Tile

    n = board.size
    pad = cell
    w = n * cell + 2 * pad
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="lab-board" viewBox="0 0 {w} {w}" width="{w}">']
    parts.append(f'<rect x="{pad}" y="{pad}" width="{n * cell}" height="{n * cell}" fill="#fffdf6" stroke="#555"/>')
    for i in range(1, n):
        a = pad + i * cell
        parts.append(f'<line x1="{a}" y1="{pad}" x2="{a}" y2="{pad + n * cell}" stroke="#ccc"/>')
        parts.append(f'<line x1="{pad}" y1="{a}" x2="{pad + n * cell}" y2="{a}" stroke="#ccc"/>')
    for (r, c), tile in board.tiles().items():
        x, y = pad + c * cell, pad + r * cell
        ch = tile.char
        if ch in _TILE_LINES:
            for x1, y1, x2, y2 in _TILE_LINES[ch]:
                parts.append(
                    f'<line x1="{x + 4 + x1 * (cell - 8)}" y1="{y + 4 + y1 * (cell - 8)}" '
                    f'x2="{x + 4 + x2 * (cell - 8)}" y2="{y + 4 + y2 * (cell - 8)}" stroke="#1f4e8c" stroke-width="4"/>'
                )
        elif tile is Tile.SQUARE:
            parts.append(f'<rect x="{x + 5}" y="{y + 5}" width="{cell - 10}" height="{cell - 10}" fill="#777"/>')
        elif tile is Tile.BLACK_HOLE:
            parts.append(f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="{cell / 3}" fill="#222"/>')
        else:
            parts.append(
                f'<text x="{x + cell / 2}" y="{y + cell * 0.68}" text-anchor="middle" font-size="{cell * 0.55}">'
                f"{html.escape(tile.glyph)}</text>"
            )
    colours = {"green": "#2e7d32", "yellow": "#b58900", "red": "#c62828", "blue": "#1565c0"}
    for edge, (colour, length) in board.clues().items():
        side, k = edge[0], int(edge[1:])
        if side == "T":
            x, y = pad + k * cell + cell / 2, pad / 2
        elif side == "B":
            x, y = pad + k * cell + cell / 2, pad + n * cell + pad / 2
        elif side == "L":
            x, y = pad / 2, pad + k * cell + cell / 2
        else:
            x, y = pad + n * cell + pad / 2, pad + k * cell + cell / 2
        fill = colours.get(str(colour), "#555")
        parts.append(f'<circle cx="{x}" cy="{y}" r="{cell * 0.36}" fill="{fill}"/>')
        parts.append(
            f'<text x="{x}" y="{y + cell * 0.14}" text-anchor="middle" font-size="{cell * 0.4}" fill="#fff">'
            f"{html.escape(str(length))}</text>"
        )
    parts.append("</svg>")
    return HTML("".join(parts))
