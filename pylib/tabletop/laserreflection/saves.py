"""Saving a game and loading it back: the state's fields, declared once (:mod:`tabletop.core.codec`).

The saved state (``docs/rules/laserreflection.md``) holds what the rules need to go on (§1.5 stock and
warps, §1.6 phase, round and seats, §1.7 results); the codec copies it, saves it and checks every field
on the way in (InvalidSave naming the field's path, ``seats[1].grid``). A seat's grid and created puzzle
are secret (:data:`.observe.HIDDEN`); the log is history, left out of a position.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core import fields as F
from ..core.codec import SEAT, Ctx, Data, Field, Int, Kind, List, Maybe, Member, Record, Str, log, seats
from ..core.errors import InvalidSave
from ..core.log import Log
from .actions import ID, MAX_STAMP, Phase, Seat, Status
from .board import Board, Stock
from .observe import HIDDEN

if TYPE_CHECKING:
    from .game import LaserState

#: the version of the saved state
VERSION = 1


@dataclass(frozen=True)
class Parsed(Kind):
    """An immutable value (a board, a stock) saved as its ``str()`` and read back by ``parse``."""

    parse: Callable[[str], Any]
    what: str

    def dump(self, value: Any) -> Any:
        return str(value)

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        text = F.text(data, at)
        try:
            return self.parse(text)
        except ValueError as e:
            raise InvalidSave(f"{at} is not a valid {self.what}: {e}") from e


def _facts(data: Any, at: str) -> None:
    info = F.record(data, at)
    if not (info.get("unique") is None or isinstance(info["unique"], bool)):
        raise InvalidSave(f"{at}.unique must be true, false or null")
    if info.get("difficulty") is not None:
        F.whole(info["difficulty"], f"{at}.difficulty", 0)


def check(st: LaserState) -> None:
    """What no field says alone: a board has no light warp or two (§1.5)."""
    if len(st.warps) not in (0, 2):
        raise InvalidSave(f"a board has 0 or 2 light warps, not {len(st.warps)}")


_board = Maybe(Parsed(Board.parse, "board"))
#: one player's table (:class:`.actions.Seat`)
SEAT_RECORD = Record(
    Seat,
    (
        Field("status", Member(Status)),
        Field("grid", _board),
        Field("creation", _board),
        Field("verify", Maybe(Str(("unique", "multiple", "unknown")))),
        Field("clock", Int(0, MAX_STAMP)),
        Field("hints", Int(0)),
    ),
)
#: the state's fields in the order of the saved dict
FIELDS = (
    Field("phase", Member(Phase)),
    Field("stock", Parsed(Stock.parse, "stock")),
    Field("warps", List(List(Int(0, 11), length=2, frozen=True), frozen=True)),
    Field("seats", seats(SEAT_RECORD), secret=HIDDEN),
    Field("round", Int(0)),
    Field("puzzle", _board),
    Field("puzzle_info", Maybe(Data(_facts, shared=True))),
    Field("teams", Maybe(List(List(Int(0, SEAT))))),
    Field("results", List(seats(Data(F.record, shared=True)))),  # rows of result records, never changed
    Field("revealed", List(Str())),
    Field("log", log(ID), default=lambda c: Log(ID), position=False),
)

