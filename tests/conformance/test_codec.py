"""The state codec (tabletop.core.codec), checked over every game that declares one.

A copy carries every attribute the state holds (a field left out of the
declaration would be lost by ``copy``), a save reads back as the same state,
a wrong value in any field is refused with the field's path, and a field
marked secret is one the game's privacy declaration knows.
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop.core.errors import InvalidSave
from tabletop.core.rng import Rng
from tests.support.playouts import choose

GAMES = [g for g in tabletop.GAMES if type(tabletop.get_game(g).new(tabletop.get_game(g).min_players)).codec]


def _states(game_id: str, seed: int = 5, steps: int = 60) -> list:  # type: ignore[type-arg]
    game = tabletop.get_game(game_id)
    state = game.new(game.min_players, seed=seed)
    rng, out = Rng(seed), [state]
    while not state.is_over() and len(out) < steps:
        state = state.apply(*choose(state, rng))
        out.append(state)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_a_copy_carries_every_attribute_and_saves_read_back(game_id: str) -> None:
    game = tabletop.get_game(game_id)
    for state in _states(game_id)[::7]:
        codec = type(state).codec
        assert codec.undeclared(state) == [], f"{game_id}: attributes the codec does not declare"
        d = state.to_dict()
        assert state.copy().to_dict() == d
        assert game.from_dict(d).to_dict() == d


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_value_in_any_field_is_refused_with_its_path(game_id: str) -> None:
    game = tabletop.get_game(game_id)
    state = _states(game_id)[-1]
    d = state.to_dict()
    checked = [f for f in type(state).codec.fields if not f.kind.free]
    assert checked
    for f in checked:
        bad = {**d, f.key: {"not": "this"}}
        with pytest.raises(InvalidSave) as caught:
            game.from_dict(bad)
        assert f.key in str(caught.value) or "consistent" in str(caught.value), (f.key, str(caught.value))


@pytest.mark.parametrize("game_id", GAMES)
def test_secret_fields_are_the_privacy_declarations(game_id: str) -> None:
    state = _states(game_id, steps=1)[0]
    declared = {f.name for f in type(state).codec.fields if f.secret is not None}
    privacy = type(state).privacy
    secrets = set() if privacy is None else {s.name for s in privacy.secrets}
    assert declared <= secrets
