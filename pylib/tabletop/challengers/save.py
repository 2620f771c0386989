"""``to_dict`` / ``from_dict`` of a Challengers! state, every field checked on the way back.

The state is the one of docs/rules/challengers.md §3–§7; the dict is lossless, so it holds the secrets of §10
too (only the observation hides them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core import fields
from ..core.errors import InvalidSave
from ..core.log import Log
from ..core.rng import Rng
from .data import CITY, LEVELS, ROUNDS, THEMES

if TYPE_CHECKING:
    from .game import Challengers, ChallengersState


def write_state(s: ChallengersState, version: int) -> dict[str, Any]:
    """The state as a JSON-ready dict (``State.to_dict``)."""
    return {
        **fields.header(s, version),
        "sets": list(s.sets),
        "plans": list(s.plans),
        "trophy_values": [list(r) for r in s.trophy_values],
        "holders": [list(r) for r in s.holders],
        "revealed": s.revealed,
        "fans": list(s.fans),
        "round": s.round,
        "phase": s.phase.value,
        "piles": {lv: list(s.piles[lv]) for lv in LEVELS},
        "discards": {lv: list(s.discards[lv]) for lv in LEVELS},
        "decks": [list(d) for d in s.decks],
        "box": list(s.box),
        "steps": [x.value for x in s.steps],
        "offer": list(s.offer),
        "display": [list(d) for d in s.display],
        "picks_left": list(s.picks_left),
        "redrawn": list(s.redrawn),
        "picked": [list(x) for x in s.picked],
        "removed": [list(x) for x in s.removed],
        "dup_choices": [list(x) for x in s.dup_choices],
        "matches": s.matches,
        "history": s.history,
        "final": s.final,
        "winners": list(s.winners) if s.winners is not None else None,
        "draws": s.draws,
        "log": s.log.to_json(),
    }


def read_state(game: Challengers, data: Mapping[str, Any], version: int) -> ChallengersState:
    """The state :func:`write_state` wrote, every field checked; InvalidSave if not."""
    from .game import ID, ChallengersState, Phase, Step

    players, options, rng = fields.read_header(game, data, version)
    sets = [fields.text(x, "a set", (CITY, *THEMES)) for x in fields.items(data["sets"], "the sets", 6)]
    if sets[0] != CITY or len(set(sets)) != 6:
        raise InvalidSave("the sets must be the City and 5 different themed sets")
    s = ChallengersState.blank(game, players, options, rng or Rng(0), sets)
    n, seats = len(s.cards), s.seats
    plans = fields.wholes(data["plans"], "the plans", 0, seats - 1, length=seats)
    if sorted(plans) != list(range(seats)):
        raise InvalidSave("every team needs its own tournament plan")
    s.plans = plans
    s.trophy_values = [
        fields.wholes(r, "a round's trophies", 0, 20, length=4)
        for r in fields.items(data["trophy_values"], "the trophies", ROUNDS)
    ]
    s.holders = [
        fields.wholes(r, "a round's trophy holders", -2, seats - 1, length=4)
        for r in fields.items(data["holders"], "the trophy holders", ROUNDS)
    ]
    s.revealed = fields.flag(data["revealed"], "revealed")
    s.fans = fields.wholes(data["fans"], "the fans", 0, 10_000, length=seats)
    s.round = fields.whole(data["round"], "the round", 0, ROUNDS + 1)
    s.phase = Phase(fields.text(data["phase"], "the phase", [p.value for p in Phase]))
    piles, discards = fields.record(data["piles"], "the piles"), fields.record(data["discards"], "the discard piles")
    s.piles = {lv: fields.wholes(piles[lv], "a pile", 0, n - 1) for lv in LEVELS}
    s.discards = {lv: fields.wholes(discards[lv], "a discard pile", 0, n - 1) for lv in LEVELS}
    s.decks = [fields.wholes(d, "a deck", 0, n - 1) for d in fields.items(data["decks"], "the decks", seats)]
    s.box = fields.wholes(data["box"], "the box", 0, n - 1)
    s.steps = [
        Step(fields.text(x, "a step", [t.value for t in Step]))
        for x in fields.items(data["steps"], "the steps", players)
    ]
    s.offer = fields.wholes(data["offer"], "the offers", -1, 1, length=players)
    s.display = [
        fields.wholes(d, "a display", 0, n - 1) for d in fields.items(data["display"], "the displays", players)
    ]
    s.picks_left = fields.wholes(data["picks_left"], "the picks left", 0, 2, length=players)
    s.redrawn = [fields.flag(x, "a redraw") for x in fields.items(data["redrawn"], "the redraws", players)]
    from .data import CARDS

    def keys(value: Any, what: str) -> list[str]:
        return [fields.text(k, what, CARDS) for k in fields.items(value, what)]

    s.picked = [keys(x, "a picked card") for x in fields.items(data["picked"], "the picks", players)]
    s.removed = [keys(x, "a removed card") for x in fields.items(data["removed"], "the removals", players)]
    s.dup_choices = [
        keys(x, "a duplicate choice") for x in fields.items(data["dup_choices"], "the duplicate choices", players)
    ]
    s.matches = list(fields.items(data["matches"], "the matches"))
    s.history = list(fields.items(data["history"], "the history"))
    s.final = None if data["final"] is None else dict(fields.record(data["final"], "the final"))
    s.winners = (
        None if data["winners"] is None else tuple(fields.wholes(data["winners"], "the winners", 0, players - 1))
    )
    s.draws = fields.whole(data["draws"], "the draw count", 0)
    s.log = Log.from_json(ID, data["log"], players)
    # every card in exactly one place
    placed = [*s.box, *(i for d in s.decks for i in d), *(i for d in s.display for i in d)]
    for lv in LEVELS:
        placed += s.piles[lv] + s.discards[lv]
    if sorted(placed) != list(range(n)):
        raise InvalidSave("the saved cards are not each in exactly one place")
    return s
