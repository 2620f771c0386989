"""Saving a game and reading it back: set-up zones and round steps (docs/rules/arcticscavengers.md §3, §4).

:func:`to_dict` writes every field of the state; :func:`from_dict` reads them back, checking each field and
that every card is in exactly one zone, so a corrupt save is refused with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core import fields
from ..core.errors import InvalidSave
from ..core.log import Log
from .actions import Act, Phase
from .cards import CARDS, GANGS, MAX_ROUNDS
from .messages import LOG_NS

if TYPE_CHECKING:
    from .game import ArcticScavengers, ArcticState

#: the version of :func:`to_dict`
VERSION = 2


def to_dict(st: ArcticState) -> dict[str, Any]:
    """The state as JSON data (:meth:`ArcticState.to_dict`)."""
    return {
        **fields.header(st, VERSION),
        "round": st.round,
        "phase": st.phase.value,
        "initiator": st.initiator,
        "turn": st.turn,
        "hands": [list(x) for x in st.hands],
        "decks": [list(x) for x in st.decks],
        "discards": [list(x) for x in st.discards],
        "kept": [list(x) for x in st.kept],
        "removed": [list(x) for x in st.removed],
        "finished": list(st.finished),
        "market": [[k, list(v)] for k, v in st.market.items()],
        "junkyard": list(st.junkyard),
        "contested": list(st.contested),
        "box": list(st.box),
        "act": st.act.value if st.act else None,
        "staged": [list(g) for g in st.staged],
        "used": [a.value for a in st.used],
        "food": st.food,
        "dug": list(st.dug),
        "plays": list(st.plays),
        "revealed": st.revealed,
        "cursor": st.cursor,
        "spent": list(st.spent),
        "pending": list(st.pending) if st.pending else None,
        "steps": list(st.steps),
        "last_skirmish": st.last_skirmish,
        "known": [dict(k) for k in st.known],
        "unknown": list(st.unknown),
        "won": list(st.won),
        "peek": st.peek,
        "reveal_no": st.reveal_no,
        "log": st.log.to_json(),
        "gangs": dict(st.gangs),
    }


def from_dict(game: ArcticScavengers, data: Mapping[str, Any]) -> ArcticState:
    """A state read back from :func:`to_dict`; raises InvalidSave if it is not a consistent one."""
    players, options, rng = fields.read_header(game, data, VERSION)
    if rng is None:
        raise InvalidSave("the generator state is missing")
    setup = game.setup_of(players, options)
    s = game.blank(setup, options, rng)
    n = players
    s.round = fields.whole(data["round"], "the round", 1, MAX_ROUNDS)
    s.phase = Phase(fields.text(data["phase"], "the phase", [p.value for p in Phase]))
    s.initiator = fields.whole(data["initiator"], "the initiator", 0, n - 1)
    s.turn = fields.whole(data["turn"], "the turn", 0, n - 1)
    s.hands = _seat_ids(data["hands"], n, "the hands")
    s.decks = _seat_ids(data["decks"], n, "the decks")
    s.discards = _seat_ids(data["discards"], n, "the discard piles")
    s.kept = _seat_ids(data["kept"], n, "the kept cards")
    s.removed = _seat_ids(data["removed"], n, "the removed cards")
    s.finished = [fields.flag(x, "a finished flag") for x in fields.items(data["finished"], "the finished flags", n)]
    market = fields.items(data["market"], "the market", len(setup.market))
    piles = [fields.items(m, "a market pile", 2) for m in market]
    if [m[0] for m in piles] != [k for k, _ in setup.market]:
        raise InvalidSave("the market piles are corrupt")
    s.market = {str(k): _ids(v, "a market pile") for k, v in piles}
    s.junkyard = _ids(data["junkyard"], "the junkyard")
    s.contested = _ids(data["contested"], "the contested pile")
    s.box = _ids(data["box"], "the box")
    acts = [a.value for a in Act]
    s.act = Act(fields.text(data["act"], "the open action", acts)) if data["act"] is not None else None
    s.staged = [_ids(g, "the staged cards") for g in fields.items(data["staged"], "the staged cards")]
    s.used = [Act(fields.text(a, "a used action", acts)) for a in fields.items(data["used"], "the used actions")]
    s.food = fields.whole(data["food"], "the food", 0, 10_000)
    s.dug = _ids(data["dug"], "the dug cards")
    s.plays = _records(data["plays"], "the plays")
    s.revealed = fields.flag(data["revealed"], "the revealed flag")
    s.cursor = fields.whole(data["cursor"], "the cursor", 0, n - 1)
    s.spent = _ids(data["spent"], "the spent cards")
    if data["pending"] is not None:
        p = fields.wholes(data["pending"], "the pending snipe", 0, length=5)
        s.pending = (p[0], p[1], p[2], p[3], p[4])
    s.steps = _records(data["steps"], "the skirmish steps")
    last = data["last_skirmish"]
    s.last_skirmish = dict(fields.record(last, "the last skirmish")) if last is not None else None
    s.known = [
        {
            fields.text(k, "a card", CARDS): fields.whole(v, "a known count", 0)
            for k, v in fields.record(x, "known").items()
        }
        for x in fields.items(data["known"], "the known cards", n)
    ]
    s.unknown = fields.wholes(data["unknown"], "the unknown counts", 0, length=n)
    s.won = fields.wholes(data["won"], "the won counts", 0, length=n)
    s.peek = fields.whole(data["peek"], "the peeker", 0, n - 1) if data["peek"] is not None else None
    s.reveal_no = fields.whole(data["reveal_no"], "the reveal counter", 0, 2**62)
    s.log = Log.from_json(LOG_NS, data["log"], n)
    s.gangs = {
        fields.text(k, "a gang", GANGS): (fields.whole(v, "a gang owner", 0, n - 1) if v is not None else None)
        for k, v in fields.record(data["gangs"], "the gangs").items()
    }
    every = sorted(i for z in s.zones().values() for i in z)
    if every != list(range(len(setup.types))):
        raise InvalidSave("the cards are corrupt: some card is missing or in two places")
    for k, ids in s.market.items():
        if any(setup.types[i] != k for i in ids):
            raise InvalidSave(f"the {k} pile holds other cards")
    if s.phase is not Phase.OVER and not s.active_players():
        raise InvalidSave("nobody can act in this state")
    return s


def _ids(v: Any, what: str) -> list[int]:
    return fields.wholes(v, what, 0)


def _seat_ids(v: Any, n: int, what: str) -> list[list[int]]:
    return [_ids(x, what) for x in fields.items(v, what, n)]


def _records(v: Any, what: str) -> list[dict[str, Any]]:
    return [dict(fields.record(x, what)) for x in fields.items(v, what)]
