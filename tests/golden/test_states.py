from __future__ import annotations

import json

import pytest

import tabletop
from tests.golden.states import path


@pytest.mark.parametrize("game_id", tabletop.GAMES)
def test_saved_states_from_before_the_codec_open_unchanged(game_id: str) -> None:
    kept = json.loads(path(game_id).read_text())
    assert len(kept) >= 3, f"record them: python -m tests.golden.states record {game_id}"
    game = tabletop.get_game(game_id)
    for entry in kept:
        state = game.from_dict(entry["state"])
        again = state.to_dict()
        assert again == entry["state"], f"{game_id} step {entry['step']}: the state reads back as something else"
        assert game.from_dict(again).observation(None) == state.observation(None)
