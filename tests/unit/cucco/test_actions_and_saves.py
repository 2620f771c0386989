"""Action texts, illegal actions, state dicts and save envelopes."""

from __future__ import annotations

import copy
import json

import pytest

import tabletop.cucco
from tabletop import IllegalAction, InvalidSave, Match, Save
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.cucco import GAME, Move, setup_text
from tests.unit.cucco.helpers import position


def test_the_game_is_registered_with_titles_and_player_range() -> None:
    game = get_game("cucco")
    assert game is tabletop.cucco.GAME
    assert (game.min_players, game.max_players) == (2, 12)
    assert game.title["ja"] and game.title["en"] == "Cucco"


def test_action_texts_round_trip() -> None:
    assert str(Move(True)) == "change" and str(Move(False)) == "keep"
    assert GAME.parse_action("change") == Move(True)
    assert GAME.parse_action("  KEEP ") == Move(False)
    state = position([3, 8, 5, 10], [6])
    assert state.legal_texts(0) == ["change", "keep"]
    assert [GAME.parse_action(t) for t in state.legal_texts(0)] == state.legal_actions(0)


@pytest.mark.parametrize("text", ["", "swap", "change 1", "c"])
def test_unknown_action_texts_are_refused_with_a_reason(text: str) -> None:
    with pytest.raises(IllegalAction, match="'change' and 'keep'"):
        GAME.parse_action(text)


def test_only_the_current_player_may_act_and_nothing_changes_on_refusal() -> None:
    state = position([3, 8, 5, 10], [6])
    before = json.dumps(state.to_dict(), sort_keys=True)
    assert state.active_players() == (0,)
    assert state.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="not player 2's turn"):
        state.apply(1, "keep")
    with pytest.raises(IllegalAction, match="no player"):
        state.apply(7, "keep")
    with pytest.raises(IllegalAction, match="not a legal move"):
        state.apply(0, 42)  # type: ignore[arg-type]
    after = state.apply(0, "change")
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    assert after.active_players() == (1,)


def test_state_dicts_round_trip_through_json() -> None:
    state = GAME.new(6, {"cancellation": True}, seed=3)
    rng = Rng(3)
    for _ in range(40):
        if state.is_over():
            break
        text = json.dumps(state.to_dict(), sort_keys=True)
        again = GAME.from_dict(json.loads(text))
        assert json.dumps(again.to_dict(), sort_keys=True) == text
        assert again.observation(2) == state.observation(2)
        (p,) = state.active_players()
        state = state.apply(p, rng.choice(state.legal_actions(p)))


def test_a_state_dict_with_a_forged_card_is_refused() -> None:
    d = position([3, 8, 5, 10], [6]).to_dict()
    forged = copy.deepcopy(d)
    forged["deal"]["card"][1] = 3  # a third 3 in the deck
    with pytest.raises(InvalidSave, match="not one full deck"):
        GAME.from_dict(forged)
    broken = copy.deepcopy(d)
    broken["coins"] = [25, 25]
    with pytest.raises(InvalidSave, match="list of 4"):
        GAME.from_dict(broken)
    with pytest.raises(InvalidSave):
        GAME.from_dict({**d, "phase": "dancing"})
    with pytest.raises(InvalidSave, match="not a saved cucco"):
        GAME.from_dict({"game": "chess"})


def test_a_stacked_position_replays_from_its_save_and_link() -> None:
    options = {"setup": setup_text([6, -4, 12, 10, 3], start=0)}  # C9, the cat exception
    match = Match(GAME, 4, options)
    for p, a in [(0, "change"), (1, "change"), (2, "keep"), (3, "keep")]:
        match.apply(p, a)
    save = Save.decode_link(match.to_save().encode_link())
    state = save.replay()
    assert state.to_dict() == match.state.to_dict()
    assert state.observation(None)["last_deal"]["penalised"] == [0, 1]


def test_a_save_with_an_illegal_move_is_refused() -> None:
    save = Save("cucco", 4, {"setup": "start=0 deck=15,1,4,9"}, 0, ((0, "change"),))
    with pytest.raises(InvalidSave, match="cannot be replayed"):
        save.replay()
