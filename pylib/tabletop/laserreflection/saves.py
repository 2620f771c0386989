"""Saving a game and loading it back: every field of the state as plain data, checked on the way in.

The saved state (``docs/rules/laserreflection.md``) holds what the rules need to go on (§1.5 stock and
warps, §1.6 phase, round and seats, §1.7 results); loading checks every field and raises InvalidSave on
any that is not valid.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core import fields
from ..core.errors import InvalidSave
from ..core.log import Log
from ..core.text import quote
from .actions import ID, MAX_STAMP, Phase, Seat, Status
from .board import Board, BoardError, Stock

if TYPE_CHECKING:
    from .game import LaserReflection, LaserState

#: the version of :func:`to_dict`
VERSION = 1
_VERDICTS = (None, "unique", "multiple", "unknown")


def to_dict(st: LaserState) -> dict[str, Any]:
    """The state as plain data (``State.to_dict``)."""
    return {
        **fields.header(st, VERSION),
        "phase": st.phase.value,
        "stock": str(st.stock),
        "warps": [list(w) for w in st.warps],
        "seats": [
            {
                "status": s.status.value,
                "grid": str(s.grid) if s.grid is not None else None,
                "creation": str(s.creation) if s.creation is not None else None,
                "verify": s.verify,
                "clock": s.clock,
                "hints": s.hints,
            }
            for s in st.seats
        ],
        "round": st.round,
        "puzzle": str(st.puzzle) if st.puzzle is not None else None,
        "puzzle_info": st.puzzle_info,
        "teams": st.teams,
        "results": st.results,
        "revealed": st.revealed,
        "log": st.log.to_json(),
    }


def from_dict(cls: type[LaserState], game: LaserReflection, d: Mapping[str, Any]) -> LaserState:
    """The state :func:`to_dict` saved, every field checked; InvalidSave if not."""
    players, options, rng = fields.read_header(game, d, VERSION)
    if rng is None:
        raise InvalidSave("the generator state is missing")

    def board(value: Any, what: str) -> Board | None:
        if value is None:
            return None
        try:
            return Board.parse(fields.text(value, what))
        except BoardError as e:
            raise InvalidSave(f"{what} is not a valid board: {e}") from e

    statuses = [x.value for x in Status]
    seats = []
    for x in fields.items(d["seats"], "the seats", players):
        x = fields.record(x, "a seat")
        verdict = x["verify"]
        if verdict not in _VERDICTS:
            raise InvalidSave(f"a seat's verdict is not valid: {quote(verdict)}")
        seats.append(
            Seat(
                Status(fields.text(x["status"], "a seat's status", statuses)),
                board(x["grid"], "a seat's grid"),
                board(x["creation"], "a seat's puzzle"),
                verdict,
                fields.whole(x["clock"], "a seat's clock", 0, MAX_STAMP),
                fields.whole(x["hints"], "a seat's hints", 0),
            )
        )
    info = d["puzzle_info"]
    if info is not None:
        info = dict(fields.record(info, "the puzzle's facts"))
        if info.get("unique") not in (None, True, False) or not (
            info.get("difficulty") is None or fields.whole(info["difficulty"], "the difficulty", 0) >= 0
        ):
            raise InvalidSave("the puzzle's facts are not valid")
    teams = d["teams"]
    rows = []
    for row in fields.items(d["results"], "the results"):
        rows.append([dict(fields.record(x, "a result")) for x in fields.items(row, "a round's results", players)])
    try:
        stock = Stock.parse(fields.text(d["stock"], "the stock"))
    except ValueError as e:
        raise InvalidSave(f"the stock is not valid: {e}") from e
    warps = tuple(
        (w[0], w[1])
        for w in (fields.wholes(x, "a warp", 0, 11, length=2) for x in fields.items(d["warps"], "the warps"))
    )
    if len(warps) not in (0, 2):
        raise InvalidSave(f"a board has 0 or 2 light warps, not {len(warps)}")
    return cls(
        game,
        players,
        options,
        rng,
        Phase(fields.text(d["phase"], "the phase", [x.value for x in Phase])),
        stock,
        warps,
        seats,
        fields.whole(d["round"], "the round", 0),
        board(d["puzzle"], "the puzzle"),
        info,
        None
        if teams is None
        else [fields.wholes(t, "a team", 0, players - 1) for t in fields.items(teams, "the teams")],
        rows,
        [fields.text(x, "a revealed puzzle") for x in fields.items(d["revealed"], "the revealed puzzles")],
        Log.from_json(ID, d["log"], players),
    )
