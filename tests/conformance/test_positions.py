"""Positions as text (tabletop.core.position), checked over every game with a state codec.

Any reachable state written as a position reads back as a state that gives
every seat and a spectator the same observation (but for the log, which a
position does not carry) and the same legal actions; the ``start`` option
plays from it, in saves too; and a wrong line is refused by its number.
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop.core.errors import InvalidOptions
from tabletop.core.rng import Rng
from tabletop.core.save import Match, Save
from tests.support.playouts import choose

GAMES = [g for g in tabletop.GAMES if tabletop.get_game(g).state_codec() is not None]


def _without_log(observation: dict) -> dict:  # type: ignore[type-arg]
    return {k: v for k, v in observation.items() if k != "log"}


def _walk(game_id: str, seed: int, steps: int = 120) -> list:  # type: ignore[type-arg]
    game = tabletop.get_game(game_id)
    players = list(range(game.min_players, game.max_players + 1))[seed % (game.max_players - game.min_players + 1)]
    state, rng, out = game.new(players, seed=seed), Rng(seed), []
    for step in range(steps):
        if step % 9 == 0:
            out.append(state)
        if state.is_over():
            break
        state = state.apply(*choose(state, rng))
    return [*out, state]


@pytest.mark.parametrize("game_id", GAMES)
def test_positions_of_reachable_states_read_back_the_same(game_id: str) -> None:
    game = tabletop.get_game(game_id)
    for seed in (1, 2, 3):
        for state in _walk(game_id, seed):
            text = state.to_position()
            again = game.from_position(text)
            assert again.to_position() == text
            for viewer in [*range(state.players), None]:
                assert _without_log(again.observation(viewer)) == _without_log(state.observation(viewer))
            for p in range(state.players):
                assert again.legal_texts(p) == state.legal_texts(p)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_starts_from_a_position_and_its_save_replays(game_id: str) -> None:
    game = tabletop.get_game(game_id)
    start = _walk(game_id, 4, steps=30)[-1]
    if start.is_over():
        start = _walk(game_id, 4, steps=10)[-1]
    text = start.to_position()
    match = Match(game, start.players, {"start": text}, 9)
    rng = Rng(9)
    for _ in range(10):
        if match.state.is_over():
            break
        match.apply(*choose(match.state, rng))
    again = Save.from_dict(match.to_save().to_dict()).replay()
    assert again.to_dict() == match.state.to_dict()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_line_is_refused_by_its_number(game_id: str) -> None:
    game = tabletop.get_game(game_id)
    lines = game.new(game.min_players, seed=2).to_position().splitlines()
    field = 4 if lines[2].startswith("options") else 3  # the first field after the header
    key = lines[field].split(":")[0]
    lines[field] = f"{key}: {{\"not\": \"this\"}}"
    with pytest.raises(InvalidOptions) as caught:
        game.from_position("\n".join(lines))
    assert caught.value.args_["line"] == field + 1, str(caught.value)
    with pytest.raises(InvalidOptions, match="line 2"):
        game.from_position("game: " + game_id + "\nnonsense")
    text = game.new(game.min_players, seed=2).to_position()
    with pytest.raises(InvalidOptions, match=f"for {game.min_players} players, not {game.min_players + 1}"):
        game.from_position(text, players=game.min_players + 1)
