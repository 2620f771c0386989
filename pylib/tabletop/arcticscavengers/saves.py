"""Saving a game and reading it back: the state's fields, declared once (docs/rules/arcticscavengers.md §3, §4).

:data:`FIELDS` lists every field of :class:`~.game.ArcticState` in the order of its save (the zones of §3,
the round steps of §4, the public card knowledge of §8), each with its kind and who may not see it; the
codec gives the copy, the save and its reader (InvalidSave naming the field's path), and :func:`check`
what a save must keep as a whole: every card in exactly one zone, each market pile of its own cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import fields as F
from ..core.codec import (
    NOBODY,
    OWN,
    SEAT,
    Bool,
    Ctx,
    Custom,
    Data,
    Field,
    Int,
    List,
    Map,
    Maybe,
    Member,
    Str,
    log,
    seats,
)
from ..core.errors import InvalidSave
from ..core.log import Log
from .actions import Act, Phase
from .cards import CARDS, GANGS, MAX_ROUNDS
from .messages import LOG_NS
from .observe import CONTESTED, DECKS, DUG, KEPT, PLAYS

if TYPE_CHECKING:
    from .game import ArcticState

#: the version of the save
VERSION = 2


def _load_market(data: Any, at: str, ctx: Ctx) -> dict[str, list[int]]:
    setup = ctx.state.game.setup_of(ctx.players, ctx.options)
    piles = [F.items(m, f"{at}[{i}]", 2) for i, m in enumerate(F.items(data, at, len(setup.market)))]
    if [m[0] for m in piles] != [k for k, _ in setup.market]:
        raise InvalidSave("the market piles are corrupt")
    return {str(k): F.wholes(v, f"{at}.{k}", 0) for k, v in piles}


#: the market: its piles in the set-up's order, saved as ``[[card, [ids]], ...]``
MARKET = Custom(
    lambda m: {k: list(v) for k, v in m.items()},
    lambda m: [[k, list(v)] for k, v in m.items()],
    _load_market,
)
_ids = List(Int(0))
_seat_ids = seats(_ids)
_record = Data(F.record, shared=True)  # records the rules replace, never change in place
#: the state's fields in the order of the saved dict
FIELDS = (
    Field("round", Int(1, MAX_ROUNDS)),
    Field("phase", Member(Phase)),
    Field("initiator", Int(0, SEAT)),
    Field("turn", Int(0, SEAT)),
    Field("hands", _seat_ids, secret=OWN),
    Field("decks", _seat_ids, secret=DECKS),
    Field("discards", _seat_ids, secret=OWN),
    Field("kept", _seat_ids, secret=KEPT),
    Field("removed", _seat_ids),
    Field("finished", seats(Bool())),
    Field("market", MARKET),
    Field("junkyard", _ids, secret=NOBODY),
    Field("contested", _ids, secret=CONTESTED),
    Field("box", _ids),
    Field("act", Maybe(Member(Act))),
    Field("staged", List(_ids)),
    Field("used", List(Member(Act))),
    Field("food", Int(0, 10_000)),
    Field("dug", _ids, secret=DUG),
    Field("plays", List(_record), secret=PLAYS),
    Field("revealed", Bool()),
    Field("cursor", Int(0, SEAT)),
    Field("spent", _ids),
    Field("pending", Maybe(List(Int(0), length=5, frozen=True))),
    Field("steps", List(_record)),
    Field("last_skirmish", Maybe(_record)),
    Field("known", seats(Map(Int(0), keys=Str(CARDS)))),
    Field("unknown", seats(Int(0))),
    Field("won", seats(Int(0))),
    Field("peek", Maybe(Int(0, SEAT))),
    Field("reveal_no", Int(0, 2**62)),
    Field("log", log(LOG_NS), default=lambda c: Log(LOG_NS), position=False),
    Field("gangs", Map(Maybe(Int(0, SEAT)), keys=Str(GANGS))),
)


def fresh(s: ArcticState) -> None:
    """The card set-up a loaded state was dealt from (copies share it)."""
    if "setup" not in s.__dict__:
        s.setup = s.game.setup_of(s.players, s.options)


def check(s: ArcticState) -> None:
    """What no field says alone: every card is in exactly one zone, each pile holds its own cards."""
    types = s.setup.types
    if sorted(i for z in s.zones().values() for i in z) != list(range(len(types))):
        raise InvalidSave("the cards are corrupt: some card is missing or in two places")
    for k, ids in s.market.items():
        if any(types[i] != k for i in ids):
            raise InvalidSave(f"the {k} pile holds other cards")
    if s.phase is not Phase.OVER and not s.active_players():
        raise InvalidSave("nobody can act in this state")
