"""The vocabulary of a game: phases, seat statuses, a seat's table and the action texts.

Rules (``docs/rules/laserreflection.md``): the phases follow the game flow (§1.6); a solver's actions
after *start* carry the milliseconds of their own clock (§1.6.3, Decision 6)::

    put R,C T [@MS]     place tile T (a board character: / \\ | - # o L J F 7)
    take R,C [@MS]      return the tile at (R, C) to the stock
    clear [@MS]         return every tile to the stock
    verify              construction: count the solutions of my puzzle
    ready               construction: my puzzle is finished (all tiles placed)
    start               solving: show me the clues and start my clock
    hint @MS            solo: place one tile of the unique solution
    giveup @MS          fail this round
    continue            solo: another puzzle
    stop                solo: end the session (also while solving: the puzzle counts as failed)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from ..core.errors import IllegalAction
from ..core.text import parse_cell, parse_int, quote
from .board import TILES, Board, Cell

ID = "laserreflection"
#: solver work allowed to check a player's puzzle (nodes; deterministic, unlike a clock)
VERIFY_BUDGET = 60_000
#: the most items for which random puzzles are made unique (the *unique* option)
UNIQUE_MAX_ITEMS = 20
#: the largest time stamp (ms) an action may carry (about 115 days)
MAX_STAMP = 9_999_999_999


class Phase(Enum):
    """Where the game stands (§1.6): construction, a solving round, between rounds, or the end."""

    CONSTRUCTION = "construction"
    SOLVING = "solving"
    BETWEEN = "between"
    OVER = "over"


class Status(Enum):
    """A player's state in the current round."""

    BUILDING = "building"
    READY = "ready"
    WAITING = "waiting"  # must press start
    SOLVING = "solving"
    SOLVED = "solved"
    GAVE_UP = "gave_up"
    TIMEOUT = "timeout"
    SITTING_OUT = "sitting_out"

    @property
    def finished(self) -> bool:
        """Whether the seat is done with this round: solved, gave up, ran out of time or sits it out."""
        return self in (Status.SOLVED, Status.GAVE_UP, Status.TIMEOUT, Status.SITTING_OUT)


@dataclass
class Seat:
    """One player's table: round status, grid, created puzzle, verify verdict, own clock, hints used."""

    status: Status = Status.BUILDING
    grid: Board | None = None  # construction grid or working grid
    creation: Board | None = None  # created mode: the finished puzzle
    verify: str | None = None  # solution count verdict of the current construction
    clock: int = 0  # last time stamp (ms since start)
    hints: int = 0


@dataclass(frozen=True, order=True)
class Action:
    """One action, a frozen value object (equal, hashed and sorted by value).

    ``str()`` is its canonical text: the verb, then each cell as ``R,C``, then the
    tile's board character, then the time stamp as ``@MS``, one space apart
    (``put 2,3 / @5120``, ``take 0,0``, ``giveup @900``); :func:`parse_action`
    reads it back. ``kind`` is the verb.

    >>> a = Action("put", ((2, 3),), "/", 5120)
    >>> str(a), a.kind, parse_action(str(a)) == a
    ('put 2,3 / @5120', 'put', True)
    """

    verb: str
    cells: tuple[Cell, ...] = ()
    tile: str = ""
    at: int | None = None

    def __str__(self) -> str:
        parts = [self.verb, *(f"{r},{c}" for r, c in self.cells)]
        if self.tile:
            parts.append(self.tile)
        if self.at is not None:
            parts.append(f"@{self.at}")
        return " ".join(parts)

    @property
    def kind(self) -> str:
        """The verb, the first word of the text (what random playouts group actions by)."""
        return self.verb

    def untimed(self) -> Action:
        """The action without its time stamp (how a bot's choice is matched to a legal action)."""
        return replace(self, at=None)


_VERBS = {
    # verb: (number of cells, takes a tile, may be timed, must be timed)
    "put": (1, True, True, False),
    "take": (1, False, True, False),
    "clear": (0, False, True, False),
    "verify": (0, False, False, False),
    "ready": (0, False, False, False),
    "start": (0, False, False, False),
    "hint": (0, False, True, True),
    "giveup": (0, False, True, True),
    "continue": (0, False, False, False),
    "stop": (0, False, False, False),
}
_PLACEABLE = {t.char for t in TILES}


def parse_action(text: str) -> Action:
    """Parse an action's canonical text.

    Numbers are ASCII digits only: a stamp or cell written with other digits
    is an IllegalAction, like any malformed text.

    >>> parse_action("put 2,3 / @5120")
    Action(verb='put', cells=((2, 3),), tile='/', at=5120)
    >>> str(parse_action("take 0,0 @0"))
    'take 0,0 @0'
    >>> parse_action("jump 1,1")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: unknown action 'jump 1,1'
    >>> parse_action("put 0,0 / @²")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: the time stamp must be a whole number, not '²'
    """
    if not isinstance(text, str):
        raise IllegalAction("an action must be text")
    words = text.split()
    if not words or words[0] not in _VERBS:
        raise IllegalAction(f"unknown action {quote(text)}")
    verb, rest = words[0], words[1:]
    ncells, takes_tile, may_time, must_time = _VERBS[verb]
    at: int | None = None
    if rest and rest[-1].startswith("@"):
        if not may_time:
            raise IllegalAction(f"{verb!r} carries no time stamp")
        at = parse_int(rest.pop()[1:], "the time stamp", lo=0, hi=MAX_STAMP)
    if must_time and at is None:
        raise IllegalAction(f"{verb!r} needs a time stamp (@milliseconds)")
    cells: list[Cell] = []
    for _ in range(ncells):
        if not rest:
            raise IllegalAction(f"{quote(text)}: expected a cell like 2,3")
        cells.append(parse_cell(rest.pop(0), "the cell", size=100))
    tile = ""
    if takes_tile:
        if not rest or rest[0] not in _PLACEABLE:
            raise IllegalAction(f"{quote(text)}: expected a tile ({' '.join(sorted(_PLACEABLE))})")
        tile = rest.pop(0)
    if rest:
        raise IllegalAction(f"{quote(text)}: unexpected {quote(' '.join(rest))}")
    return Action(verb, tuple(cells), tile, at)
