"""Shared helpers of the Arctic Scavengers unit tests."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import tabletop
import tabletop.arcticscavengers
from tabletop.arcticscavengers import ArcticState
from tabletop.core.rng import Rng

GAME = tabletop.get_game("arcticscavengers")


def scenario(players: int = 3, options: dict[str, Any] | None = None, **kw: Any) -> ArcticState:
    state = GAME.scenario(players, options, **kw)  # type: ignore[attr-defined]
    assert isinstance(state, ArcticState)
    return state


def run(state: ArcticState, *texts: str) -> ArcticState:
    """Apply ``texts`` in order, each by the player whose turn it is."""
    for text in texts:
        (player,) = state.active_players()
        nxt = state.apply(player, text)
        assert isinstance(nxt, ArcticState)
        state = nxt
    return state


def until_round_ends(state: ArcticState) -> ArcticState:
    """Everybody still to gather ends their turn; specials pass."""
    start = state.round
    while state.round == start and not state.is_over():
        phase = state.phase.value
        state = run(state, {"gather": "done", "skirmish": "pass", "save": "nosave"}[phase])
    return state


def check_conservation(state: ArcticState) -> None:
    every = sorted(i for zone in state.zones().values() for i in zone)
    assert every == list(range(len(state.setup.types))), "a card is missing or in two places"


def random_states(players: int, options: dict[str, Any], seed: int, every: int = 1) -> Iterable[ArcticState]:
    """The states of a seeded random playout (each ``every``-th one)."""
    from tests.support.playouts import choose

    state: Any = GAME.new(players, options, seed)
    rng = Rng(seed + 17)
    step = 0
    while not state.is_over():
        if step % every == 0:
            yield state
        player, action = choose(state, rng)
        state = state.apply(player, action)
        step += 1
    yield state
