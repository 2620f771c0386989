"""Positions for the Polis unit tests."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.polis.game import Phase, PolisState

GAME = get_game("polis")
SPARTA, ATHENS = 0, 1


class Dice(Rng):
    """A generator whose d4 rolls are scripted (then 1s)."""

    def __init__(self, rolls: Iterable[int]) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def copy(self) -> Dice:
        return self

    def randint(self, lo: int, hi: int) -> int:
        return self.rolls.pop(0) if self.rolls else lo


def seed_with_event(event: str) -> int:
    for seed in range(2000):
        s = GAME.new(2, {}, seed)
        if s.event == event:  # type: ignore[attr-defined]
            return seed
    raise LookupError(event)


def position(player: int = SPARTA, round_: int = 1, rolls: Iterable[int] = ()) -> PolisState:
    """The starting position (round-1 event: No Event), ``player`` to act in round ``round_``."""
    s = GAME.new(2, {}, seed_with_event("no-event"))
    assert isinstance(s, PolisState)
    s.round = round_
    s.phase = Phase.ACTION
    s.player = player
    s.done = []
    s.rng = Dice(rolls)
    s._cache = {}
    return s


def texts(s: PolisState, p: int | None = None) -> list[str]:
    s._cache = {}  # the tests edit positions in place
    return s.legal_texts(s.player if p is None else p)


def play(s: PolisState, *actions: str) -> PolisState:
    s._cache = {}
    for a in actions:
        s = s.apply(s.player, a)  # type: ignore[assignment]
    return s
