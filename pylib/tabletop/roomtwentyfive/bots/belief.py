"""The belief map of a Room 25 bot: what one player knows of the complex, and its cheapest ways.

Part of the heuristic bots (``bots/__init__.py``); what they aim for is docs/rules/roomtwentyfive.md §6.
A bot sees only its seat's observation (§10): rooms it saw or that are face up, colours announced by
others (§5, Look), the exit zone where Room 25 must have started (§2.3). The path search prices each room
by what the bot knows of it, and the slides of §5 (Control) are played on a copy (:meth:`Belief.slid`).
"""

from __future__ import annotations

import copy
import heapq
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .. import data as D
from ..actions import Cell

RISK_KNOWN: dict[str, float] = {
    "MORTAL": 100.0, "TRAP": 25.0, "FLOOD": 12.0, "SHREDDER": 15.0, "PARANOIA": 20.0, "ILLUSION": 20.0,
    "TIMER": 6.0, "ACID": 2.0, "VORTEX": 15.0, "MIRROR": 3.0, "COLD": 1.0, "PRISON": 2.0, "PIVOT": 1.0,
    "DARK": 4.0, "JAMMING": 0.2,
}  # fmt: skip


@dataclass(frozen=True)
class Risks:
    """How much the bot fears a room, by what it knows of it (``bench/tune.py`` searches these)."""

    #: the path search's price of entering a room nobody saw, one told red and one told yellow
    unknown: float = 2.5
    red: float = 12.0
    yellow: float = 1.2
    #: a seen room's price is its :data:`RISK_KNOWN` times this
    known: float = 1.0
    #: what a move into a room nobody looked at gives up (strength 2 and up), and into one told yellow
    unseen_step: float = 8.0
    yellow_step: float = 2.0
    #: the worth of looking at the next room of its path when a move follows
    look_ahead: float = 15.0


DEFAULT = Risks()


def _adj(cell: Cell) -> list[Cell]:
    r, c = cell
    return [(r + dr, c + dc) for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)) if 0 <= r + dr < 5 and 0 <= c + dc < 5]


def escape_shift(cell: Cell) -> tuple[str, int, str] | None:
    """The shift that pushes a tile at ``cell`` off the board, if there is one."""
    r, c = cell
    if r == 0 and c != 2:
        return ("col", c, "up")
    if r == 4 and c != 2:
        return ("col", c, "down")
    if c == 0 and r != 2:
        return ("row", r, "left")
    if c == 4 and r != 2:
        return ("row", r, "right")
    return None


def own_slides(cell: Cell) -> list[tuple[str, int, str]]:
    """The Controls a character at ``cell`` may make: its row and its column, unless they cross the centre.

    >>> own_slides((1, 2))
    [('row', 1, 'left'), ('row', 1, 'right')]
    """
    r, c = cell
    rows = [("row", r, d) for d in ("left", "right")] if r != 2 else []
    return rows + ([("col", c, d) for d in ("up", "down")] if c != 2 else [])


def _quarter(cell: Cell) -> int:
    """0 NW, 1 NE, 2 SE, 3 SW; the arms of the cross go clockwise to the next quarter."""
    r, c = cell
    if r < 2:
        return 0 if c < 2 else 1
    if r > 2:
        return 3 if c <= 2 else 2
    return 0 if c < 2 else 2


class Belief:
    """What one player believes about the complex."""

    def __init__(
        self, obs: Mapping[str, Any], player: int, trust_all: bool = True, risks: Risks = DEFAULT, prisons: bool = False
    ) -> None:
        self.obs = obs
        #: whether its ways know that a Prison lets one out only into the Central Room
        self.prisons = prisons
        self.risks = risks
        self.player = player
        self.mode: str = obs["options"]["mode"]
        self.tiles: list[dict[str, Any]] = obs["tiles"]
        self.board: list[int] = list(obs["board"])
        self.chars: list[dict[str, Any]] = obs["chars"]
        self.remaining: int = obs["remaining"]
        self.key_found: bool = obs["key_found"]
        liars = {c["player"] for c in self.chars if c["revealed"] and c["role"] == "guard"}
        self.said: dict[int, str] = {}
        for a in obs["announcements"]:
            if a["colour"] is not None and a["player"] not in liars and (trust_all or a["player"] == player):
                self.said[a["tile"]] = a["colour"]
        self.cell_tile = {(i // 5, i % 5): t for i, t in enumerate(self.board)}
        self.cache: dict[Any, Any] = {}
        self.tile_cell = {t: c for c, t in self.cell_tile.items()}

    # -- facts
    def room(self, tile: int) -> str | None:
        """The room on ``tile`` if the bot knows it (seen or face up), else None."""
        r = self.tiles[tile]["room"]
        return None if r is None else str(r)

    def colour(self, tile: int) -> str | None:
        """The colour of ``tile``: of its known room, else the colour somebody announced, else None."""
        r = self.room(tile)
        if r is not None:
            return D.colour_of(r)
        return self.said.get(tile)

    def find(self, room: str, zone: str) -> int | None:
        """The tile of ``room``: seen, announced blue in its zone, or the last candidate left."""
        for i, t in enumerate(self.tiles):
            if t["room"] == room:
                return i
        cands = [i for i, t in enumerate(self.tiles) if t["room"] is None and t["zone"] == zone]
        blue = [i for i in cands if self.said.get(i) == "blue"]
        if blue:
            return blue[0]
        left = [i for i in cands if i not in self.said]
        return left[0] if len(left) == 1 else None

    def slid(self, line: str, index: int, direction: str) -> Belief:
        """This belief as it would be after sliding ``line`` ``index`` one cell (characters ride their tiles)."""
        cells = [(index, k) for k in range(5)] if line == "row" else [(k, index) for k in range(5)]
        step = 1 if direction in ("right", "down") else -1
        out = copy.copy(self)
        out.board = list(self.board)
        for k, cell in enumerate(cells):
            to = cells[(k + step) % 5]
            out.board[to[0] * 5 + to[1]] = self.board[cell[0] * 5 + cell[1]]
        out.cell_tile = {(i // 5, i % 5): t for i, t in enumerate(out.board)}
        out.tile_cell = {t: c for c, t in out.cell_tile.items()}
        out.chars = [dict(c, cell=None if c["tile"] is None else list(out.tile_cell[c["tile"]])) for c in self.chars]
        out.cache = {}
        return out

    def moved(self, where: Mapping[str, int]) -> Belief:
        """This belief with the named characters on other tiles (the board unchanged; its ways are worked out
        anew, as a room's risk may depend on who stands in it)."""
        out = copy.copy(self)
        out.cache = {}
        out.chars = [
            dict(c, tile=where[c["name"]], cell=list(self.tile_cell[where[c["name"]]])) if c["name"] in where else c
            for c in self.chars
        ]
        return out

    def jailed(self, c: Mapping[str, Any]) -> bool:
        """Whether ``c`` stands in a Prison away from the Central Room (it may then move only to a teammate)."""
        if c["tile"] is None or self.room(int(c["tile"])) != "PRISON":
            return False
        r, k = self.tile_cell[int(c["tile"])]
        return abs(r - 2) + abs(k - 2) != 1

    def char_cell(self, name: str) -> Cell | None:
        """The cell of the living character ``name``, or None (dead or unknown)."""
        for c in self.chars:
            if c["name"] == name and c["alive"] and c["cell"] is not None:
                return (int(c["cell"][0]), int(c["cell"][1]))
        return None

    def risk(self, tile: int, last_turn: bool = False) -> float:
        """How dangerous entering ``tile`` looks: most for locked or known deadly rooms, less for red or yellow."""
        t = self.tiles[tile]
        if t["lock"] is not None:
            return 1000.0
        room = self.room(tile)
        if room is not None:
            if room == "TIMER" and last_turn:
                return 100.0
            if room in ("ACID", "SHREDDER") and any(c["alive"] and c["tile"] == tile for c in self.chars):
                return 50.0
            return RISK_KNOWN.get(room, 0.0) * self.risks.known
        col = self.said.get(tile)
        if col == "red":
            return self.risks.red
        if col == "yellow":
            return self.risks.yellow
        if col is not None:
            return 0.0  # green, blue
        return self.risks.unknown

    def dist_map(self, goal: Cell, last_turn: bool = False) -> dict[Cell, float]:
        """Cost of reaching ``goal`` from every cell (entering a cell costs 1 + its risk; with ``prisons``, a
        way leaves a Prison only into the Central Room)."""
        key = ("dist", goal, last_turn)
        if key in self.cache:
            return self.cache[key]  # type: ignore[no-any-return]
        out: dict[Cell, float] = {goal: 0.0}
        self.cache[key] = out
        heap: list[tuple[float, Cell]] = [(0.0, goal)]
        while heap:
            d, cell = heapq.heappop(heap)
            if d > out.get(cell, 1e9):
                continue
            step = 1.0 + min(self.risk(self.cell_tile[cell], last_turn), 60.0)
            for n in _adj(cell):
                if self.prisons and cell != (2, 2) and self.room(self.cell_tile[n]) == "PRISON":
                    continue
                nd = d + step
                if nd < out.get(n, 1e9):
                    out[n] = nd
                    heapq.heappush(heap, (nd, n))
        return out
