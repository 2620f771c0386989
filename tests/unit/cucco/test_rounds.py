"""Rounds and the game (docs/rules/cucco.md §2.3–§2.8): ante, children's and adults' time, the pot,
bankruptcy, start rotation, options — cases C24–C29 and more."""

from __future__ import annotations

import pytest

from tabletop import InvalidOptions
from tabletop.core.rng import Rng
from tabletop.cucco import GAME, deck_composition, parse_setup, setup_text
from tests.unit.cucco.helpers import keep_all, position, stack


def test_C24_full_round_children_pay_adults_drop_out_survivor_takes_the_pot() -> None:
    # start A; with everybody keeping, the lowest card of each deal is penalised
    deck = stack(
        [5, 1, 6],  # d1 A B C: B lowest
        [7, 2, 2],  # d2 B C A: A and C tie
        [8, 9, 0],  # d3 C A B: B lowest
        [6, 7, -1],  # d4 A B C: C lowest -> eliminated
        [4, 3],  # d5 B A: A lowest -> eliminated, B survives
    )
    state = GAME.new(3, {"setup": setup_text(deck, start=0)})
    obs = state.observation(None)
    assert (obs["coins"], obs["pot"], obs["stake"], obs["time"]) == ([24, 24, 24], 3, 1, "children")
    state = keep_all(state)
    assert (state.coins, state.pot) == ([24, 23, 24], 4)
    state = keep_all(state)
    assert (state.coins, state.pot) == ([22, 23, 22], 8)
    state = keep_all(state)
    assert (state.coins, state.pot) == ([22, 20, 22], 11)
    obs = state.observation(None)
    assert (obs["deal"], obs["time"], obs["stake"]) == (4, "adults", None)
    state = keep_all(state)
    assert state.observation(None)["status"] == ["in", "in", "eliminated"]
    assert (state.coins, state.pot) == ([22, 20, 22], 11)
    assert state.observation(None)["order"] == [1, 0]
    state = keep_all(state)
    obs = state.observation(None)
    assert obs["results"] == [{"winner": 1, "pot": 11}]
    # the round ended with A 22, B 31, C 22; round 2 began at once with the ante and B starting
    assert (obs["round"], obs["deal"], obs["start_player"]) == (2, 1, 1)
    assert (obs["coins"], obs["pot"]) == ([21, 30, 21], 3)
    assert sum(obs["coins"]) + obs["pot"] == 75


def test_C25_bankruptcy_leaves_the_game_and_ends_it_at_the_next_round() -> None:
    deck = stack(
        [1, 5, 6, 7],  # d1 A B C D: A lowest
        [0, 5, 6, 8],  # d2 B C D A: B lowest
        [4, -1, 9, 10],  # d3 C D A B: D lowest, pays 2 of 3 and leaves
    )
    state = GAME.new(4, {"coins": 10, "setup": setup_text(deck, start=0, coins=[10, 10, 10, 3])})
    state = keep_all(state, 2)
    assert state.coins == [8, 7, 9, 2]
    state = keep_all(state)
    obs = state.observation(None)
    assert obs["status"][3] == "left"
    assert obs["coins"][3] == 0
    assert obs["last_deal"]["left"] == [3] and obs["last_deal"]["paid"][3] == 2
    assert 3 not in obs["order"]  # the round goes on without D
    total = sum(obs["coins"]) + obs["pot"]
    while not state.is_over():
        state = keep_all(state)
    obs = state.observation(None)
    assert obs["round"] == 1  # no second round, so no ante was collected
    assert obs["ended_by"] == 3
    assert obs["log"][-1] == {"key": "cucco.game_over_left", "args": {"player": 3}}
    assert sum(obs["coins"]) + obs["pot"] == total
    outcome = state.outcome()
    assert outcome is not None and outcome.scores[3] == 0


def test_C26_no_survivor_carries_the_pot_over() -> None:
    deck = stack(
        [1, 5, 6],  # d1 A B C: A pays 1
        [0, 5, 6],  # d2 B C A: B pays 2
        [-1, 7, 8],  # d3 C A B: C pays 3 -> pot 9
        [7, 8, -2],  # d4 A B C: C eliminated
        [3, 3],  # d5 B A: tie, both eliminated
    )
    state = keep_all(GAME.new(3, {"setup": setup_text(deck, start=0)}), 5)
    obs = state.observation(None)
    assert obs["results"] == [{"winner": None, "pot": 9}]
    assert {"key": "cucco.round_void", "args": {"pot": 9}} in obs["log"]
    assert {"key": "cucco.round_start", "args": {"round": 2, "pot": 12}} in obs["log"]
    assert (obs["round"], obs["pot"]) == (2, 12)
    # no winner: the next round starts left of the last deal's start player (B -> C)
    assert obs["start_player"] == 2


def test_C27_a_player_penalised_twice_pays_once() -> None:
    deck = stack([5, 6, 7, 1], [8, 9, 10, -3, 14])  # d2: A (last) draws the Human and is also lowest
    state = keep_all(GAME.new(4, {"setup": setup_text(deck, start=0)}))
    assert state.coins == [24, 24, 24, 23]
    for _ in range(3):
        (p,) = state.active_players()
        state = state.apply(p, "keep")
    assert state.active_players() == (0,)
    state = state.apply(0, "change")
    last = state.observation(None)["last_deal"]
    assert last["disqualified"][0] == ["human"] and last["lowest"] == [0]
    assert last["paid"] == [2, 0, 0, 0]
    assert state.coins == [22, 24, 24, 23]


def test_C28_eight_players_use_39_cards_with_one_cuckoo() -> None:
    assert len(deck_composition(7)) == 40 and deck_composition(7).count(15) == 2
    assert len(deck_composition(8)) == 39 and deck_composition(8).count(15) == 1
    assert len(deck_composition(12)) == 39
    obs = GAME.new(8, seed=4).observation(None)
    held = sum(1 for h in obs["hands"] if h is not None)
    assert obs["deck"] + len(obs["discard"]) + held == 39
    with pytest.raises(InvalidOptions, match="only 1 cards of rank 15"):
        GAME.new(8, {"setup": "deck=15,15"})


def test_C29_start_player_moves_left_each_deal() -> None:
    state = GAME.new(4, {"setup": setup_text(stack([5, 6, 7, 8], [5, 6, 7, 8]), start=1)})
    obs = state.observation(None)
    assert (obs["order"], obs["start_player"], obs["last_player"]) == ([1, 2, 3, 0], 1, 0)
    state = keep_all(state)
    obs = state.observation(None)
    assert (obs["start_player"], obs["last_player"]) == (2, 1)


def test_C29_the_next_start_player_skips_the_eliminated() -> None:
    # the spec's example, with C starting deal 4: start D, then A, B, C; C drops out in deal 4
    deck = stack(
        [0, 5, 6, 7],  # d1 D A B C
        [0, 5, 6, 8],  # d2 A B C D
        [-1, 7, 8, 9],  # d3 B C D A
        [-2, 9, 10, 10],  # d4 C D A B: C lowest
    )
    state = keep_all(GAME.new(4, {"setup": setup_text(deck, start=3)}), 4)
    obs = state.observation(None)
    assert obs["status"][2] == "eliminated"
    assert obs["deal"] == 5 and obs["order"] == [3, 0, 1]


def test_round_one_start_player_is_random_but_seeded() -> None:
    assert GAME.new(5, seed=3).observation(None) == GAME.new(5, seed=3).observation(None)
    starts = {o["start_player"] for o in (GAME.new(5, seed=s).observation(None) for s in range(40)) if o["serial"] == 1}
    assert len(starts) >= 4


def test_the_game_ends_after_the_chosen_number_of_rounds() -> None:
    state = GAME.new(3, {"rounds": 3}, seed=2)
    rng = Rng(2)
    while not state.is_over():
        (p,) = state.active_players()
        state = state.apply(p, rng.choice(state.legal_actions(p)))
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.detail["rounds_played"] == 3 or state.ended_by is not None
    assert len(outcome.detail["rounds"]) == outcome.detail["rounds_played"]
    best = max(outcome.scores)
    assert outcome.winners == tuple(p for p, s in enumerate(outcome.scores) if s == best)
    assert sum(outcome.detail["coins"]) + outcome.detail["unclaimed_pot"] == 75
    assert state.active_players() == () and state.legal_actions(0) == []


def test_until_bankruptcy_ends_when_someone_cannot_pay() -> None:
    state = GAME.new(2, {"rounds": 0, "coins": 10}, seed=11)
    rng = Rng(11)
    while not state.is_over():
        (p,) = state.active_players()
        state = state.apply(p, rng.choice(state.legal_actions(p)))
    assert state.ended_by is not None or state.round_no == GAME.max_rounds
    assert state.observation(0)["rounds"] is None


def test_a_player_with_no_coin_left_ends_the_game_at_the_round_start() -> None:
    # A pays the ante with its only coin, then a penalty it cannot pay: it leaves the game
    state = position([-3, 5, 6], coins=[1, 25, 25])
    assert state.coins == [0, 24, 24]
    state = keep_all(state)
    assert state.left[0]
    while not state.is_over():
        state = keep_all(state)
    assert state.ended_by == 0


def test_options_schema_and_defaults() -> None:
    schema = {o["key"]: o for o in GAME.options_schema()}
    assert schema["coins"]["default"] == 25 and {c["value"] for c in schema["coins"]["choices"]} == {25, 10}
    assert schema["rounds"]["default"] == 5 and {c["value"] for c in schema["rounds"]["choices"]} == {3, 5, 10, 0}
    assert schema["cancellation"]["default"] is False
    assert schema["setup"]["default"] == ""
    for o in schema.values():
        assert o["label"]["ja"] and o["label"]["en"]
    assert GAME.new(4).coins == [24] * 4
    assert GAME.new(4, {"coins": 10}).coins == [9] * 4


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        (1, {}, "2–12 players"),
        (13, {}, "2–12 players"),
        (4, {"coins": 7}, "must be one of"),
        (4, {"rounds": 4}, "must be one of"),
        (4, {"setup": "start=4"}, "seat from 0 to 3"),
        (4, {"setup": "deck=3,x"}, "whole numbers"),
        (4, {"setup": "deck=16"}, "not a card"),
        (4, {"setup": "deck=2,2,2"}, "only 2 cards of rank 2"),
        (4, {"setup": "coins=1,2"}, "4 amounts"),
        (4, {"setup": "coins=0,5,5,5"}, "from 1 to 999"),
        (4, {"setup": "start=0 start=1"}, "twice"),
        (4, {"setup": "shuffle=no"}, "expected start="),
    ],
)
def test_bad_options_are_refused(players: int, options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptions, match=message):
        GAME.new(players, options)


def test_setup_text_round_trips() -> None:
    text = setup_text([3, 14, 5], start=2, coins=[5, 6, 7])
    assert parse_setup(text, 3) == parse_setup("start=2 deck=3,14,5 coins=5,6,7", 3)
    assert setup_text() == ""
