"""The observation as of the viewer's own clock (State.observation_at, State.active_at).

The default ignores the time, so every game that does not time its players
keeps its observation; a timed race overrides both (tests/unit/laserreflection).
"""

from __future__ import annotations

import pytest

import examples.tinynim.tinynim  # noqa: F401  (registers the template game)
from tabletop.core.game import State
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tests.support.playouts import choose


@pytest.mark.parametrize(("game", "players"), [("tinynim", 2), ("cucco", 3), ("magiccircle", 2)])
def test_the_default_ignores_the_clock(game: str, players: int) -> None:
    state: State = get_game(game).new(players, {}, seed=4)
    rng = Rng(4)
    for _ in range(12):
        if state.is_over():
            break
        for viewer in [*range(players), None]:
            plain = state.observation(viewer)
            for clock in (None, 0, 1, 90_000, 9_999_999_999):
                assert state.observation_at(viewer, clock) == plain
                assert state.active_at(viewer, clock) == state.active_players()
        state = state.apply(*choose(state, rng))


def test_the_hook_is_part_of_the_contract() -> None:
    """Both hooks live on the base State, documented, so any game (a timed one) may override them."""
    for hook in (State.observation_at, State.active_at):
        assert hook.__doc__ and "clock_ms" in hook.__doc__
    laser = type(get_game("laserreflection").new(2, {"mode": "random", "size": 5, "items": 4}, seed=1))
    assert laser.observation_at is not State.observation_at and laser.active_at is not State.active_at
