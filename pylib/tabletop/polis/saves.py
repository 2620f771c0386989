"""Polis positions as plain data: the state's fields, declared once (docs/rules/polis.md §10).

:data:`FIELDS` lists every field of a save in its order; the codec (:mod:`tabletop.core.codec`) copies,
saves and reads a state from them. An observation is the save less its header, hands and log (§10).
A few save keys hold several attributes of the state, or a value derived from others (a side's row, a
polis's row, the battle's hand sizes): such a key is a :func:`_view` of the whole state, whose
:class:`~tabletop.core.codec.View` writes those attributes and reads them back; a copy copies the
attributes as the state holds them (per-attribute lists and dicts, not rows).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core import fields as F
from ..core.codec import Bool, Ctx, Custom, Doc, Field, Hide, Int, Kind, List, Map, Maybe, Member, Str, View, log
from ..core.errors import InvalidSave
from . import data as D
from .acts import ACTION_KINDS, Phase, _deep, other
from .messages import ID

if TYPE_CHECKING:
    from .game import PolisState

#: the version of the save
VERSION = 1


#: the properties of the state the keys of several attributes are read and written through
VIEWS: dict[str, property] = {}


def _view(key: str, kind: View) -> Field:
    """The field of a save key that holds the attributes of ``kind``: the codec reads the whole state
    through a property (``kind`` writes and reads those attributes) and sets them back."""
    names = [f.name for f in kind.attrs]

    def put(s: PolisState, values: tuple[Any, ...]) -> None:
        s.__dict__.update(zip(names, values, strict=True))

    VIEWS[f"saved_{key}"] = property(lambda s: s, put)
    return Field(f"saved_{key}", kind, key=key)


def _table(kinds: Mapping[str, Kind]) -> Doc:
    """A JSON object with these keys (more are ignored), each of its kind."""
    return Doc(tuple(Field(k, kind) for k, kind in kinds.items()))


def _row(data: Any, at: str, ctx: Ctx, fields: tuple[Field, ...]) -> tuple[Any, ...]:
    """The values of ``fields`` in the saved object ``data``, each checked (its path: ``at.key``)."""
    rec = F.record(data, at)
    return tuple(f.read(rec, f"{at}.{f.key}", ctx) for f in fields)


def plain(key: str) -> Maybe:
    """None, or a free record with at least ``key`` (an open step, a roll, a round end...), copied deeply."""

    def load(data: Any, at: str, ctx: Ctx) -> dict[str, Any]:
        if key not in F.record(data, at):
            raise InvalidSave(f"{at}.{key} is missing")
        return dict(_deep(dict(data)))

    return Maybe(Custom(_deep, _deep, load))


# -- the keys that hold several attributes ---------------------------------------------------------
def _columns(fields: tuple[Field, ...], rows: tuple[Any, ...], extra: Any = lambda r: {}) -> View:
    """Attributes held per row (a side, a polis), saved as one object per row: a list of the seats, else by id."""
    seats = rows == (0, 1)

    def dump(s: PolisState) -> Any:
        out = [{**extra(r), **{f.key: f.kind.dump(getattr(s, f.name)[r]) for f in fields}} for r in rows]
        return out if seats else dict(zip(rows, out, strict=True))

    def load(data: Any, at: str, ctx: Ctx) -> tuple[Any, ...]:
        given: Any = F.items(data, at, 2) if seats else dict(F.record(data, at))
        read = [
            _row(given[r] if seats else given.get(r), f"{at}[{r}]" if seats else f"{at}.{r}", ctx, fields) for r in rows
        ]
        columns = [[row[i] for row in read] for i in range(len(fields))]
        return tuple(columns) if seats else tuple(dict(zip(rows, c, strict=True)) for c in columns)

    held = tuple(Field(f.name, List(f.kind) if seats else Map(f.kind)) for f in fields)  # as the state holds them
    return View(dump, load, held)


_TURN = (
    Field("done", List(Str(ACTION_KINDS))),
    Field("passed", List(Bool(), 2)),
    Field("turns", Int(0, 100_000), key="count"),
)
#: the turn: its actions done, the passes and the turn count (with the player on turn, read from "player")
TURN = View(
    lambda s: {"player": s.player, "done": s.done[:], "passed": s.passed[:], "count": s.turns},
    lambda data, at, ctx: _row(data, at, ctx, _TURN),
    _TURN,
)

_RESOURCES = _table(dict.fromkeys(D.RESOURCES, Int(0, 10_000)))
_POOL = _table({u: Int(0, n) for u, n in D.POOLS.items()})
#: a side's row: its key and kind, and the attribute that holds it per side
_SIDE = (
    Field("prestige", Int(0, 10_000)),
    Field("res", _RESOURCES, key="resources"),
    Field("pool", _POOL),
    Field("port", Int(0, D.POOLS["merchant"])),
    Field("proxenos", Maybe(Str(D.POLIS))),
    Field("prisoner", Bool()),
)


SIDES = _columns(_SIDE, (0, 1), lambda p: {"side": D.SIDES[p]})

_POLIS = (
    Field("owner", Maybe(Int(0, 1))),
    Field("citizens", Int(0, 99)),
    Field("building", Maybe(Str(D.PROJECT))),
    Field("built", List(Str(D.PROJECT), frozen=True)),
)


POLEIS = _columns(_POLIS, tuple(D.POLIS))


def _tribute(data: Any, at: str, ctx: Ctx) -> tuple[Any, ...]:
    rec, exhausted = F.record(data, at), ctx.state.exhausted
    if set(rec) != set(exhausted):
        raise InvalidSave(f"{at} must name the exhausted lands")
    exhausted.update({k: len(F.items(rec[k], f"{at}.{k}")) for k in exhausted})
    return ()


#: the exhausted lands, saved as their sorted names; their tribute boxes are TRIBUTE's
EXHAUSTED = Custom(dict, sorted, lambda data, at, ctx: dict.fromkeys(List(Str(D.LAND)).load(data, at, ctx), 0))
#: the tribute boxes filled on each exhausted land: read into the lands EXHAUSTED read, copied with them
TRIBUTE = View(lambda s: {k: list(range(v)) for k, v in sorted(s.exhausted.items())}, _tribute)


_MARKET = (Field("k", Int(1, D.MARKET_MAX)), Field("merchants", List(Int(0, 1))), Field("closed", Bool()))


def _markets(data: Any, at: str, ctx: Ctx) -> tuple[Any, ...]:
    rows = F.record(data, at)
    read = {m: _row(rows.get(m), f"{at}.{m}", ctx, _MARKET) for m in D.MARKET}
    return {m: r[0] for m, r in read.items()}, {m: r[1] for m, r in read.items()}, [m for m, r in read.items() if r[2]]


MARKETS = View(
    lambda s: {m: {"k": s.market[m], "merchants": s.boxes[m][:], "closed": m in s.closed} for m in D.MARKET},
    _markets,
    (Field("market", Map(_MARKET[0].kind)), Field("boxes", Map(_MARKET[1].kind)), Field("closed", List(Str(D.MARKET)))),
)


_PROJECTS = (Field("face_up", List(Str(D.PROJECT))), Field("pile", List(Str(D.PROJECT)), key="unseen"))
PROJECTS = View(
    lambda s: {"face_up": s.face_up[:], "pile": len(s.pile), "unseen": s.pile[:]},
    lambda data, at, ctx: _row(data, at, ctx, _PROJECTS),
    _PROJECTS,
)


def _event(data: Any, at: str, ctx: Ctx) -> tuple[Any, ...]:
    return (None if data is None else Str(D.EVENT).load(F.record(data, at).get("id"), f"{at}.id", ctx),)


EVENT = View(
    lambda s: None if s.event is None else {"id": s.event, "round": s.round},
    _event,
    (Field("event", Maybe(Str(D.EVENT))),),
)


_SEEN = (Field("id", Str(D.EVENT)), Field("round", Int(1, 4)))
EVENTS_SEEN = Custom(
    lambda v: [x[:] for x in v],
    lambda v: [{"id": e, "round": r} for e, r in v],
    lambda data, at, ctx: [list(_row(e, f"{at}[{i}]", ctx, _SEEN)) for i, e in enumerate(F.items(data, at))],
)

_CARDS = List(Str(D.CARD))


_BATTLE = (
    Field("id", Int(0, 10_000)),
    Field("node", Str(D.NODES)),
    Field("kind", Str(("land", "sea"))),
    Field("attacker", Int(0, 1)),
    Field("exchange", Int(1, 100)),
    Field("played", List(_CARDS, 2)),
    Field("attack", Maybe(List(Str(D.CARD), 2))),
    Field("last", plain("attack")),
    Field("asked", List(Int(0, 1))),
)


def _battle(data: Any, at: str, ctx: Ctx) -> tuple[Any, ...]:
    if data is None:
        return (None,)
    return (dict(zip((f.name for f in _BATTLE), _row(data, at, ctx, _BATTLE), strict=True)),)


def _battle_dump(s: PolisState) -> Any:
    if s.battle is None:
        return None
    queue = [n for n in D.NODES if n not in s.fought and sum(s.units[n]) >= D.BATTLE_TRIGGER and min(s.units[n]) > 0]
    hand_sizes = [len(s.hands[0]), len(s.hands[1])]
    return {**_deep(s.battle), "hand_sizes": hand_sizes, "units": s.units[s.battle["node"]][:], "queue": queue}


BATTLE = View(_battle_dump, _battle, (Field("battle", plain("node")),))


def _battle_seats(s: PolisState) -> tuple[int, ...]:
    return (0, 1) if s.battle is not None else ()


#: the fields an observation shows as saved ("turn", "sides"...: keys of several attributes, see :func:`_view`)
PUBLIC = (
    Field("phase", Member(Phase)),
    Field("round", Int(1, 4)),
    Field("first", Int(0, 1)),
    Field("player", Int(0, 1)),
    Field("mover", Int(0, 1)),
    _view("turn", TURN),
    _view("sides", SIDES),
    _view("poleis", POLEIS),
    Field("units", _table(dict.fromkeys(D.NODES, List(Int(0, 40), 2)))),
    Field("exhausted", EXHAUSTED),
    _view("tribute", TRIBUTE),
    _view("markets", MARKETS),
    _view("projects", PROJECTS),
    Field("decks", List(List(Str(D.EVENT)), 3), key="event_decks"),
    _view("event", EVENT),
    Field("events_seen", EVENTS_SEEN),
    Field("first_override", Maybe(Int(0, 1))),
    Field("step", plain("kind")),
    _view("battle", BATTLE),
    Field("fought", List(Str(D.NODES))),
    Field("after", Str(("turn", "round"))),
    Field("roll", plain("kind")),
    Field("round_end", plain("stage")),
    Field("removers", List(Int(0, 1))),
    Field("result", plain("scores")),
)
#: every field of a save, in its order: the public ones, the battle hands (§10) and the log
FIELDS = (
    *PUBLIC,
    Field("hands", List(_CARDS, 2), default=lambda c: [[], []], secret=Hide(_battle_seats, lambda s, q: (q,))),
    Field("log", log(ID)),
)


def check(s: PolisState) -> None:
    """A saved state as a whole: each phase has what it works on."""
    if s.phase is Phase.OVER and s.result is None:
        raise InvalidSave("a finished Polis game has no result")
    if s.battle is None and s.phase in (Phase.RETREAT, Phase.ATTACK, Phase.DEFEND):
        raise InvalidSave("a battle phase without a battle")
    if s.step is None and s.phase in (Phase.MARCH, Phase.SAIL, Phase.TRADE, Phase.SURCHARGE):
        raise InvalidSave("an open action without its step")
    if s.phase in (Phase.GROWTH, Phase.TAX, Phase.RELEASE) and s.round_end is None:
        raise InvalidSave("a round-end phase without its record")


def fresh(s: PolisState) -> None:
    """What a copy or a load starts without: the cache of legal actions."""
    s._cache = {}


def observed(s: PolisState, player: int | None) -> dict[str, Any]:
    """The public fields as ``player`` sees them: the battle hands hidden (§10), the sides as "players"."""
    obs = {f.key: f.kind.dump(getattr(s, f.name)) for f in PUBLIC}
    if obs["battle"] is not None:
        obs["battle"]["hands"] = [type(s).privacy.show(s, player, "hands", p) for p in (0, 1)]  # type: ignore[union-attr]
    obs["players"] = obs.pop("sides")
    return obs


def unobserved(obs: Mapping[str, Any], player: int, rng_state: int) -> dict[str, Any]:
    """A save built from ``player``'s observation: its own battle hand, the other's as many cards in a fixed order."""
    hands: list[list[str]] = [[], []]
    battle = obs.get("battle")
    if battle is not None:
        hands[player] = list(battle["hands"][player] or [])
        hands[other(player)] = D.full_deck()[: battle["hand_sizes"][other(player)]]  # until the dealer deals it
    header = {"game": ID, "version": VERSION, "players": 2, "options": {}, "rng": rng_state}
    return {**obs, **header, "sides": obs["players"], "hands": hands, "log": []}
