"""Seeded random playouts: card conservation after every action, saves, replays, bounds."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop.arcticscavengers import ArcticState
from tabletop.core.errors import IllegalAction, InvalidSave
from tabletop.core.rng import Rng
from tabletop.core.save import Match, Save
from tests.support.playouts import choose

from .helpers import GAME, check_conservation

CONFIGS = [
    (2, {}),
    (2, {"variant_2p": False}),
    (3, {}),
    (3, {"hq": True}),
    (4, {"hq": True}),
    (5, {}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_every_card_is_in_exactly_one_place_after_every_action(players: int, options: dict[str, Any]) -> None:
    for seed in range(3):
        match = Match(GAME, players, options, seed)
        rng = Rng(seed * 31 + players)
        state = match.state
        assert isinstance(state, ArcticState)
        check_conservation(state)
        while not state.is_over():
            player, action = choose(state, rng)
            state = match.apply(player, action)
            assert isinstance(state, ArcticState)
            check_conservation(state)
            assert state.legal_actions(player) == [] or player in state.active_players()
            assert len(match.actions) <= GAME.max_actions
        assert state.round <= 16 and not state.contested
        replay = Save.from_json(match.to_save().to_json()).replay()
        assert replay.to_dict() == state.to_dict()


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"hq": True})])
def test_states_round_trip_through_json_at_every_step(players: int, options: dict[str, Any]) -> None:
    state: Any = GAME.new(players, options, 77)
    rng = Rng(77)
    while not state.is_over():
        text = json.dumps(state.to_dict(), sort_keys=True)
        again = GAME.from_dict(json.loads(text))
        assert json.dumps(again.to_dict(), sort_keys=True) == text
        assert again.observation(0) == state.observation(0)
        state = state.apply(*choose(state, rng))


def test_a_corrupt_state_is_refused() -> None:
    data = GAME.new(3, {}, 1).to_dict()
    dup = json.loads(json.dumps(data))
    dup["hands"][0][0] = dup["hands"][1][0]
    with pytest.raises(InvalidSave, match="two places"):
        GAME.from_dict(dup)
    bad = json.loads(json.dumps(data))
    bad["phase"] = "nap"
    with pytest.raises(InvalidSave):
        GAME.from_dict(bad)
    with pytest.raises(InvalidSave):
        GAME.from_dict({"game": "arcticscavengers"})


def test_the_finished_game_refuses_actions() -> None:
    state: Any = GAME.new(2, {}, 5)
    rng = Rng(5)
    while not state.is_over():
        state = state.apply(*choose(state, rng))
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, "done")
    assert state.outcome() is not None and len(state.outcome().scores) == 2


def test_undo_stops_at_reveals() -> None:
    m = Match(GAME, 3, {}, 12)
    rng = Rng(12)
    stops = 0
    for _ in range(400):
        before = m.state
        if before.is_over():
            break
        assert isinstance(before, ArcticState)
        undoable = m.undoable()
        player, action = choose(before, rng)
        after = m.apply(player, action)
        assert isinstance(after, ArcticState)
        new_cards = after.round != before.round or (after.phase.value == "dig" and before.phase.value != "dig")
        new_cards = new_cards or len(after.hands[player]) > len(before.hands[player])
        if before.reveals(player, action, after):
            stops += 1
            assert m.undoable() == 0
        else:
            assert not new_cards, f"{action} revealed cards but undo may take it back"
            assert m.undoable() == undoable + 1
    assert stops > 10
