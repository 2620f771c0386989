"""A Room 25 position's fields, declared once (docs/rules/roomtwentyfive.md §2–§4).

:data:`FIELDS` lists every field of the state in the order of its save (the tiles and board of §2, the
characters and roles of §3, the turn, its programmes and pending choices of §4), each with its kind, its
key and who may not see it; :class:`~.state.RoomState`'s codec gives the copy, the save and its reader
from it (InvalidSave naming the field's path), and :func:`check` the whole-state rules a save must keep.
The observation (:mod:`.observe`) starts from the same fields; what each seat may see is :mod:`.privacy`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import fields as F
from ..core.codec import SEAT, Bool, Ctx, Data, Doc, Field, Int, List, Map, Maybe, Member, Record, Str
from ..core.codec import log as log_kind
from ..core.errors import InvalidSave
from ..core.log import Log
from . import data as D
from .messages import NS
from .pieces import CENTRAL_TILE, LINES, SLOT_STATES, Char, Decision, MacCards, Phase, Robot, Tile
from .privacy import CHARS, MAC_DECK, ROOMS

if TYPE_CHECKING:
    from .state import RoomState

#: the version of the save
VERSION = 2


_tile = Int(0, 24)
_turn = Int(0, 99)
_action = Str(D.ACTION_TYPES)


def _char_no(ctx: Ctx) -> int:
    return len(ctx.state.chars) - 1


def _result(data: Any, at: str) -> None:
    F.record(data, at)
    F.text(data.get("winner") or "", f"{at}.winner", ("", "team", "prisoner", "guard"))


TILE = Record(Tile, (
    Field("room", Str(D.ROOMS)), Field("orig", Str(D.ROOMS)), Field("face_up", Bool()),
    Field("zone", Str(("exit", "cross", "centre"))), Field("lock", Maybe(Str(("flood", "shredder", "emmett")))),
    Field("flood_turn", _turn), Field("public", Bool()),
))  # fmt: skip
CHAR = Record(Char, (
    Field("name", Str(D.CHARACTER_BY_ID)), Field("player", Int(0, SEAT)), Field("tile", Maybe(_tile)),
    Field("alive", Bool()), Field("role", Maybe(Str(("prisoner", "guard")))), Field("revealed", Bool()),
    Field("live", Bool()), Field("adrenaline", Bool()), Field("prog", List(Maybe(_action), length=3)),
    Field("stat", List(Str(SLOT_STATES), length=3)), Field("programmed", Bool()), Field("done", List(_action)),
    Field("max_actions", Int(1, 2)), Field("cancelled", Bool()), Field("forbid", List(_action)),
    Field("trap", Maybe(_tile)), Field("hidden", Bool()), Field("axis", Str(("h", "v"))),
    Field("locks", Int(0, 9)), Field("empties", Int(0, 9)), Field("died_at", Maybe(List(Int(0, 4), length=2))),
))  # fmt: skip
ROBOT = Record(Robot, (
    Field("home", _tile), Field("tile", Maybe(_tile)), Field("status", Str(("waiting", "active", "destroyed"))),
    Field("seq", Maybe(Int(0, 9))),
))  # fmt: skip
_char = Int(0, _char_no)
PENDING = Doc((
    Field("kind", Str([k.value for k in Decision])), Field("char", _char), Field("player", Int(0, SEAT)),
    Field("group", List(_char), default=lambda c: []), Field("tile", _tile), Field("marked", Bool()),
), optional=("tile", "marked"))  # fmt: skip
CLUE = Doc((Field("status", Str(("look", "announce", "done"))), Field("tile", Maybe(_tile)), Field("marked", Bool())))
ANNOUNCEMENT = Doc(
    (Field("player", Int(0, SEAT)), Field("tile", _tile), Field("colour", Maybe(Str(D.COLOURS))), Field("turn", _turn)),
    shared=True,
)
_card = Int(0, len(D.MAC_DECK) - 1)
MAC = Record(MacCards, (Field("deck", List(_card)), Field("discard", List(_card)), Field("last", List(_card))))

#: every field of the state, in the order of its save
FIELDS = (
    Field("phase", Member(Phase)),
    Field("turn", _turn),
    Field("turns_total", _turn),
    Field("remaining", _turn),
    Field("pass_no", Int(0, 3), key="pass"),
    Field("step", Int(0, 8)),
    Field("cur", Maybe(Int(0, 7)), key="current"),  # below the number of characters: see check()
    Field("acted", Bool()),
    Field("trap_before", Maybe(_tile)),
    Field("pass_drawn", Bool()),
    Field("order", List(Int(0, 7))),  # an order of the characters: see check()
    Field("tiles", List(TILE, length=25), secret=ROOMS),
    Field("board", List(_tile, length=25)),
    Field("chars", List(CHAR), secret=CHARS),
    Field("robots", List(ROBOT)),
    Field("pending", List(PENDING)),
    Field("clue", List(CLUE, length=lambda c: c.players)),
    Field("controls", Map(Str(D.DIRECTIONS), keys=Str([f"{ln} {i}" for ln, i, _ in LINES]))),
    Field("key_found", Bool()),
    Field("marks", List(Maybe(_tile), length=lambda c: c.players)),
    Field("known", List(List(_tile), length=lambda c: c.players)),
    Field("announcements", List(ANNOUNCEMENT)),
    Field("mac_cards", MAC, key="mac", secret=MAC_DECK),
    Field("log", log_kind(NS), default=lambda c: Log(NS), position=False),
    Field("last_shift", Maybe(Data(F.record, shared=True))),
    Field("shift_seq", Int(0)),
    Field("result", Maybe(Data(_result, shared=True))),
)


def check(s: RoomState) -> None:
    """The whole-state rules of a save: one placement of the 25 tiles, 4 to 8 different characters in one order."""
    if sorted(s.board) != list(range(25)):
        raise InvalidSave("the board is not a placement of the 25 tiles")
    if s.board[12] != CENTRAL_TILE or s.tiles[CENTRAL_TILE].room != "CENTRAL":
        raise InvalidSave("the Central Room moved")
    n = len(s.chars)
    if len({c.name for c in s.chars}) != n or not 4 <= n <= 8:
        raise InvalidSave("the characters are not 4 to 8 different ones")
    if sorted(s.order) != list(range(n)):
        raise InvalidSave("the turn order is not an order of the characters")
    if s.cur is not None and s.cur >= n:
        raise InvalidSave(f"the current character is not valid: {s.cur}")
