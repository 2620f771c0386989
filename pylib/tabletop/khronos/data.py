"""Khronos components: one table, each row with its source tag (docs/rules/khronos.md §2, §6).

Source tags as in the spec: ``SEED`` (the Japanese BGA help, newest
revision), ``PUB`` (a public fact), ``PUB?`` (public, unverified),
``STAND-IN`` (invented to keep the mechanic; the map is one) and
``DECISION``.

>>> [r.name for r in TABLE if r.group == "tile"][:3]
['watchtower', 'keep', 'castle']
>>> sum(r.copies for r in TABLE if r.group == "tile"), sum(r.copies for r in TABLE if r.group == "card")
(155, 33)
>>> len(MAP), {len(row) for row in MAP}, len(HAMLETS)
(16, {20}, 10)
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = [
    "BOARDS",
    "HAMLETS",
    "HEIGHT",
    "KINDS",
    "MAP",
    "TABLE",
    "TILES",
    "WIDTH",
    "Row",
    "Tile",
    "surcharge",
]


class Row(NamedTuple):
    """One line of the component table."""

    group: str  # "map", "tile", "card", "supply", "rule"
    name: str
    kind: str  # M / R / C for tiles and cards, "" otherwise
    value: int  # tier / value of a tile, or the amount of a supply row
    copies: int  # copies in the box (tiles, cards), or per player (supply)
    source: str
    note: str = ""


#: the stand-in map, identical on all three boards (§2.1): "." plain, "~" river,
#: "F" forest, "M" mountain, "h" printed hamlet (on plain)
MAP: tuple[str, ...] = (
    "....FFF..~....MMMMM.",
    "..h.FFF..~......MMM.",
    "....FF...~~...h..MM.",
    "..........~.........",
    "MM........~~......FF",
    "MMM..h.....~....FFFF",
    "MM.........~.h...FF.",
    "..........~~........",
    ".h.FF.....~.........",
    "..FFF..h..~~~...h...",
    "..FF........~~......",
    ".............~...MM.",
    "...h.......~~~..MMM.",
    "FF.........~.....MM.",
    "FFF..MM....~..h.....",
    "FF..MMM..h.~........",
)

TABLE: tuple[Row, ...] = (
    Row("map", "board", "", 20, 16, "PUB?", "20 columns x 16 rows per board (spielen.de forum)"),
    Row(
        "map", "layout", "", 0, 3, "STAND-IN", "terrain and hamlet positions invented (spec 2.1), same on all 3 boards"
    ),
    Row("map", "printed hamlets", "C", 1, 10, "PUB?", "10 printed hamlets per board; positions STAND-IN"),
    Row("tile", "watchtower", "M", 1, 20, "PUB?", "1x1"),
    Row("tile", "keep", "M", 2, 24, "PUB?", "2x2; ruin value 1 (STAND-IN), renovation 1 card (PUB)"),
    Row("tile", "castle", "M", 3, 9, "PUB?", "3x3; ruin value 1 (STAND-IN), renovation 2 cards (PUB)"),
    Row("tile", "chapel", "R", 1, 20, "PUB?", "1x1"),
    Row("tile", "monastery", "R", 2, 20, "PUB?", "2x2; ruin value 1 (STAND-IN), renovation 1 card (PUB)"),
    Row("tile", "abbey", "R", 3, 9, "PUB?", "3x3; ruin value 1 (STAND-IN), renovation 2 cards (PUB)"),
    Row("tile", "hamlet", "C", 1, 20, "PUB?", "1x1; Reason capacity 1 cube (STAND-IN = value)"),
    Row("tile", "town", "C", 2, 24, "PUB?", "2x2; Reason capacity 2 cubes (STAND-IN = value)"),
    Row("tile", "city", "C", 3, 9, "PUB?", "3x3; Reason capacity 3 cubes (STAND-IN = value)"),
    Row("card", "military", "M", 0, 11, "PUB", "orange construction cards"),
    Row("card", "religious", "R", 0, 11, "PUB", "purple construction cards"),
    Row("card", "civil", "C", 0, 11, "PUB", "blue construction cards"),
    Row("supply", "cubes", "", 25, 1, "PUB", "control cubes per player; a limited supply (DECISION)"),
    Row("supply", "ecus", "", 4, 1, "PUB", "starting Ecus per player; Ecus are unlimited integers"),
    Row("supply", "adventurers", "", 2, 1, "PUB", "pawns per player, starting on Might"),
    Row("supply", "hand", "", 4, 1, "PUB", "cards in hand"),
    Row("rule", "cards per adventurer", "", 2, 1, "SEED", "per turn; two adventurers pool up to 4"),
    Row("rule", "turns", "", 7, 1, "PUB", "game turns; earnings at the end of own turns 4 and 7"),
    Row("rule", "forest 2-3 players", "", 1, 1, "SEED", "+1 card of any kind; none with 4-5 players"),
    Row("rule", "mountain 2-3 players", "", 2, 1, "PUB", "+2 cards of any kind"),
    Row("rule", "mountain 4 players", "", 1, 1, "PUB", "+1 card; none with 5 players"),
    Row("rule", "bonus might", "", 1, 1, "SEED", "Ecus for constructing/expanding to 4+ squares on Might"),
    Row("rule", "bonus faith", "", 2, 1, "SEED", "Ecus for constructing/expanding to 4+ squares on Faith"),
    Row("rule", "ruin value", "", 1, 1, "STAND-IN", "a ruin on Reason counts 1"),
)

WIDTH, HEIGHT = TABLE[0].value, TABLE[0].copies
BOARDS: tuple[str, ...] = ("might", "faith", "reason")
KINDS: tuple[str, ...] = ("M", "R", "C")
HAMLETS: tuple[tuple[int, int], ...] = tuple(
    (x, y) for y, row in enumerate(MAP) for x, ch in enumerate(row) if ch == "h"
)


class Tile(NamedTuple):
    """A building tile of the stock (§2): its name, colour, tier, copies and source tag."""

    name: str
    kind: str
    tier: int
    copies: int
    source: str

    @property
    def size(self) -> int:
        """The side of its square footprint: its tier (§2)."""
        return self.tier


#: tiles by name, in the table's order
TILES: dict[str, Tile] = {r.name: Tile(r.name, r.kind, r.value, r.copies, r.source) for r in TABLE if r.group == "tile"}

_RULE = {r.name: r.value for r in TABLE if r.group == "rule"}


def surcharge(players: int, terrain: str) -> int:
    """Extra cards for a footprint whose dearest terrain is ``terrain`` (§6).

    >>> [surcharge(n, "M") for n in (2, 3, 4, 5)], [surcharge(n, "F") for n in (2, 3, 4, 5)]
    ([2, 2, 1, 0], [1, 1, 0, 0])
    """
    if terrain == "M":
        if players <= 3:
            return _RULE["mountain 2-3 players"]
        return _RULE["mountain 4 players"] if players == 4 else 0
    if terrain == "F":
        return _RULE["forest 2-3 players"] if players <= 3 else 0
    return 0
