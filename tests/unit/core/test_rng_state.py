"""State.rng_state: by default the state of the game's own generator (``state.rng``), which undo reads."""

from __future__ import annotations

from typing import Any

import pytest

import tabletop
from tabletop.core.rng import Rng
from tabletop.core.save import Match
from tests.support.playouts import choose


@pytest.mark.parametrize("game_id", tabletop.GAMES)
def test_every_game_reports_its_generator(game_id: str) -> None:
    game = tabletop.get_game(game_id)
    state: Any = game.new(game.min_players, {}, 5)
    assert isinstance(state.rng, Rng)
    assert state.rng_state() == state.rng.state
    state.rng.randbelow(10)
    assert state.rng_state() == state.rng.state


@pytest.mark.parametrize("game_id", ["polis", "challengers"])
def test_undo_stops_at_a_move_that_used_the_generator(game_id: str) -> None:
    """Polis and Challengers! stop undo where the generator moved (their other reveals aside)."""
    game = tabletop.get_game(game_id)
    match = Match(game, 2, {}, 3)
    rng, seen = Rng(3), 0
    while not match.state.is_over() and len(match.actions) < 400:
        before = match.state.rng_state()
        player, action = choose(match.state, rng)
        match.apply(player, action)
        if match.state.rng_state() != before:
            seen += 1
            assert match.undoable() == 0, f"{game_id}: {action} drew from the generator yet may be undone"
    assert seen, f"no {game_id} move of this playout used the generator"
