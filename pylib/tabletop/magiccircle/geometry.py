"""The 17 positions of a magic circle (docs/rules/magiccircle.md §3.3).

Outer square ⊃ outer circle ⊃ inner square ⊃ inner circle, both squares
axis-aligned. Magical positions (``M*``) are where a circle touches its
square, elemental positions (``E*``) the square corners, ``F`` the focus.

Positions are numbered in the order of the circle text (:mod:`.circle`):
outer circle N E S W, inner circle N E S W, outer square NE SE SW NW, inner
square NE SE SW NW, focus.

>>> POSITIONS[0], POSITIONS[16], index("mie"), MIRROR[index("MoN")] == index("MoS")
('MoN', 'F', 5, True)
>>> [POSITIONS[i] for i in LINES[2]]
['EoNE', 'EiNE', 'F', 'EiSW', 'EoSW']
"""

from __future__ import annotations

from enum import Enum
from itertools import pairwise
from math import sqrt
from typing import Any

POSITIONS: tuple[str, ...] = (
    "MoN", "MoE", "MoS", "MoW",
    "MiN", "MiE", "MiS", "MiW",
    "EoNE", "EoSE", "EoSW", "EoNW",
    "EiNE", "EiSE", "EiSW", "EiNW",
    "F",
)  # fmt: skip
FOCUS = 16
_INDEX = {p.lower(): i for i, p in enumerate(POSITIONS)}

#: positions of each part
OUTER_CIRCLE = (0, 1, 2, 3)
INNER_CIRCLE = (4, 5, 6, 7)
OUTER_SQUARE = (8, 9, 10, 11)
INNER_SQUARE = (12, 13, 14, 15)
MAGICAL = OUTER_CIRCLE + INNER_CIRCLE
ELEMENTAL = OUTER_SQUARE + INNER_SQUARE
#: part name -> positions (the four parts a complete circle needs)
PARTS: dict[str, tuple[int, ...]] = {
    "outer_circle": OUTER_CIRCLE,
    "inner_circle": INNER_CIRCLE,
    "outer_square": OUTER_SQUARE,
    "inner_square": INNER_SQUARE,
}
#: half-lines N, E, S, W as (outer, inner) magical positions ("the two coins on one side")
HALF_LINES: dict[str, tuple[int, int]] = {"N": (0, 4), "E": (1, 5), "S": (2, 6), "W": (3, 7)}
#: diagonals as (inner corner, inner corner, outer corner, outer corner)
DIAGONALS: dict[str, tuple[int, int, int, int]] = {"NE-SW": (12, 14, 8, 10), "NW-SE": (15, 13, 11, 9)}


class Kind(Enum):
    """What a position holds (§3.3): magical (digits), elemental (colours) or the focus (either)."""

    MAGICAL = "magical"
    ELEMENTAL = "elemental"
    FOCUS = "focus"


def kind(i: int) -> Kind:
    """The kind of position ``i``."""
    if i == FOCUS:
        return Kind.FOCUS
    return Kind.MAGICAL if i < 8 else Kind.ELEMENTAL


_H = 1 / sqrt(2)
#: coordinates, outer-circle radius 1, y up (flip y for screens)
COORDS: tuple[tuple[float, float], ...] = (
    (0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0),
    (0.0, _H), (_H, 0.0), (0.0, -_H), (-_H, 0.0),
    (1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (-1.0, 1.0),
    (_H, _H), (_H, -_H), (-_H, -_H), (-_H, _H),
    (0.0, 0.0),
)  # fmt: skip


def _mirror(i: int) -> int:
    if i == FOCUS:
        return FOCUS
    base = i - i % 4
    return base + (i % 4 + 2) % 4


#: point-symmetric position ("中心に対称"); F is its own mirror
MIRROR: tuple[int, ...] = tuple(_mirror(i) for i in range(17))
#: the four straight lines of five positions through the centre
LINES: tuple[tuple[int, ...], ...] = (
    (0, 4, 16, 6, 2),
    (3, 7, 16, 5, 1),
    (8, 12, 16, 14, 10),
    (11, 15, 16, 13, 9),
)


def _adjacency() -> tuple[tuple[int, ...], ...]:
    adj: dict[int, set[int]] = {i: set() for i in range(17)}
    for line in LINES:
        for a, b in pairwise(line):
            adj[a].add(b)
            adj[b].add(a)
    for ring in (OUTER_CIRCLE, INNER_CIRCLE, OUTER_SQUARE, INNER_SQUARE):
        for j, a in enumerate(ring):
            b = ring[(j + 1) % 4]
            adj[a].add(b)
            adj[b].add(a)
    return tuple(tuple(sorted(adj[i])) for i in range(17))


#: neighbours for views and bots only (no rule uses adjacency)
ADJACENT = _adjacency()

_RING = {
    **dict.fromkeys(OUTER_CIRCLE, "outer_circle"),
    **dict.fromkeys(INNER_CIRCLE, "inner_circle"),
    **dict.fromkeys(OUTER_SQUARE, "outer_square"),
    **dict.fromkeys(INNER_SQUARE, "inner_square"),
}

POSITION_NAMES: dict[str, dict[str, str]] = {}
_DIR_JA = {"N": "北", "E": "東", "S": "南", "W": "西", "NE": "北東", "SE": "南東", "SW": "南西", "NW": "北西"}
_DIR_EN = {"N": "north", "E": "east", "S": "south", "W": "west",
           "NE": "north-east", "SE": "south-east", "SW": "south-west", "NW": "north-west"}  # fmt: skip
_RING_NAMES = {
    "Mo": ("外円", "outer circle"),
    "Mi": ("内円", "inner circle"),
    "Eo": ("外方", "outer square"),
    "Ei": ("内方", "inner square"),
}
for _p in POSITIONS:
    if _p == "F":
        POSITION_NAMES[_p] = {"ja": "フォーカス", "en": "focus"}
    else:
        _ja, _en = _RING_NAMES[_p[:2]]
        POSITION_NAMES[_p] = {"ja": f"{_ja}{_DIR_JA[_p[2:]]}", "en": f"{_en} {_DIR_EN[_p[2:]]}"}


def index(name: str) -> int:
    """The index of a position id (case-insensitive); ValueError if unknown."""
    i = _INDEX.get(name.lower()) if isinstance(name, str) else None
    if i is None:
        raise ValueError(f"unknown position {name!r}; positions are {', '.join(POSITIONS)}")
    return i


def geometry_json() -> list[dict[str, Any]]:
    """Static layout of the 17 positions for views (JSON-ready).

    Each entry: ``id``, ``index``, ``kind`` (magical/elemental/focus),
    ``ring`` (outer_circle, inner_circle, outer_square, inner_square or
    None), ``x``/``y`` (outer-circle radius 1, y up), ``mirror`` (id),
    ``adjacent`` (ids) and ``name`` ({"ja", "en"}).
    """
    return [
        {
            "id": p,
            "index": i,
            "kind": kind(i).value,
            "ring": _RING.get(i),
            "x": round(COORDS[i][0], 6),
            "y": round(COORDS[i][1], 6),
            "mirror": POSITIONS[MIRROR[i]],
            "adjacent": [POSITIONS[j] for j in ADJACENT[i]],
            "name": dict(POSITION_NAMES[p]),
        }
        for i, p in enumerate(POSITIONS)
    ]
