"""The pieces of Room 25: room tiles, characters, robots, the phases of a turn and the grid's geometry.

The components of docs/rules/roomtwentyfive.md §2 (25 room tiles on a 5×5 grid, the Central Room always tile
24, the robots of the Robot Room) and §3 (characters with their controller, suspicion role and Adrenaline),
where a turn stands (§4), the choices a room or a look hands a player (§5, §8), and the geometry every rule
reads: adjacent cells and the lines a Control may slide (§5).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .actions import Cell

COOP = "cooperation"
SUSPICION = "suspicion"
CENTRAL_TILE = 24  # the Central Room is always tile 24
SLOT_STATES = ("", "pending", "done", "lost", "cancelled", "discarded")
#: slot states of a token that was carried out (shown to everybody from then on)
SHOWN = ("done", "lost")


class Phase(Enum):
    """Where a turn stands (§4): the starting clue, programming, the action passes, or the end."""

    CLUE = "clue"  # each player peeks at a room next to the centre
    PROGRAM = "program"  # secret, simultaneous programming
    ACTION = "action"  # the passes of actions in turn order
    OVER = "over"


class Decision(Enum):
    """A choice the rules hand to one player in the middle of a step."""

    ANNOUNCE = "announce"  # after a look: reminder marker, colour or silence
    CONTROL_ROOM = "control_room"
    VISION = "vision"
    TUNNEL = "tunnel"
    MOVING = "moving"
    REGEN = "regen"
    ROBOT = "robot"
    ACID = "acid"  # Max carried someone into an Acid Bath: who dies
    PENALTY = "penalty"  # M.A.C. penalty: which action to give up


@dataclass
class Tile:
    """A room tile: its room now and at set-up, face up or down, its set-up zone and any lock on it."""

    room: str
    orig: str
    face_up: bool
    zone: str  # "exit", "cross" or "centre" (where it was placed at set-up; public)
    lock: str | None = None  # "flood", "shredder" or "emmett"
    flood_turn: int = 0
    public: bool = False  # face down but known to everybody (unlocked by Emmett)


@dataclass
class Char:
    """A character: who controls it, its tile, life, suspicion role, Adrenaline, its programmed actions this turn."""

    name: str
    player: int
    tile: int | None = CENTRAL_TILE
    alive: bool = True
    role: str | None = None
    revealed: bool = False
    live: bool = False  # a revealed guard choosing its actions live
    adrenaline: bool = True
    prog: list[str | None] = field(default_factory=lambda: [None, None, None])
    stat: list[str] = field(default_factory=lambda: ["", "", ""])
    programmed: bool = False
    done: list[str] = field(default_factory=list)
    max_actions: int = 2
    cancelled: bool = False
    forbid: list[str] = field(default_factory=list)
    trap: int | None = None
    hidden: bool = False
    axis: str = "h"
    locks: int = 0
    empties: int = 0
    died_at: list[int] | None = None

    def drop_pending(self, how: str) -> None:
        """Every token still to carry out is ``how`` now (``"cancelled"`` or ``"discarded"``)."""
        self.stat = [how if x == "pending" else x for x in self.stat]


@dataclass
class Robot:
    """A robot of the Robot Room: where it waits, where it stands, whether it is active or destroyed, its number."""

    home: int  # the Robot Room tile it comes from (secret while that room is unknown)
    tile: int | None = None
    status: str = "waiting"  # waiting / active / destroyed
    #: its number, given when it appears (0 = the first robot out); None while waiting.
    #: Robots are named by it, never by their Robot Room, so a name says nothing of
    #: Robot Rooms still face down.
    seq: int | None = None


@dataclass
class MacCards:
    """The M.A.C. cards (§7): the deck's order (secret), the discard pile and the cards of the last draw."""

    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    last: list[int] = field(default_factory=list)


def adjacent(cell: Cell) -> list[Cell]:
    """The cells next to ``cell`` (not diagonal, not off the board)."""
    r, c = cell
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 5 and 0 <= cc < 5:
            out.append((rr, cc))
    return out


def axis_between(a: Cell, b: Cell) -> str:
    """Whether two adjacent cells lie in a row (``"h"``) or a column (``"v"``)."""
    return "h" if a[0] == b[0] else "v"


#: every slide Control may make, as (line, index, direction): the lines of the Central Room never move
LINES: tuple[tuple[str, int, str], ...] = tuple(
    (line, i, d)
    for line, dirs in (("row", ("left", "right")), ("col", ("up", "down")))
    for i in (0, 1, 3, 4)
    for d in dirs
)
