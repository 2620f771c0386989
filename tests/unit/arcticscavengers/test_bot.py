"""The heuristic bot (and the generic search bot on this game)."""

from __future__ import annotations

import pytest

from tabletop.arcticscavengers import ArcticState
from tabletop.arcticscavengers.bot import DEFAULT, TUNED, HeuristicBot, Weights
from tabletop.core.bots import bot_move, heuristic_bot, make_bot, make_level, rollout_policy, seat_of
from tabletop.core.rng import Rng

from .helpers import GAME, run, scenario


def play_turn(state: ArcticState, bot: HeuristicBot, rng: Rng) -> tuple[ArcticState, list[str]]:
    """Let ``bot`` play the active seat until another seat acts; returns the texts it chose."""
    seat = state.active_players()[0]
    texts = []
    while state.active_players() == (seat,):
        action = bot_move(bot, state, seat, rng)
        texts.append(str(action))
        nxt = state.apply(seat, action)
        assert isinstance(nxt, ArcticState)
        state = nxt
    return state, texts


def play_game(players: int, hero: int, seed: int, other: str = "random") -> tuple[float, ...]:
    state = GAME.new(players, {}, seed)
    bots = [make_bot("arcticscavengers", "heuristic" if s == hero else other, 2) for s in range(players)]
    rng = Rng(seed)
    while not state.is_over():
        p = state.active_players()[0]
        state = state.apply(p, bot_move(bots[p], state, p, rng))
    out = state.outcome()
    assert out is not None
    return (1.0 / len(out.winners) if hero in out.winners else 0.0, *out.scores)


@pytest.mark.parametrize("players", [2, 4])
def test_heuristic_beats_random_bots(players: int) -> None:
    wins = sum(play_game(players, seed % players, seed)[0] for seed in range(8))
    assert wins >= 7


def test_heuristic_is_registered_with_four_strengths() -> None:
    for strength in (1, 2, 3, 4):
        bot = make_bot("arcticscavengers", "heuristic", strength)
        assert bot.name == "heuristic"
    assert heuristic_bot(GAME.id) is not None and rollout_policy(GAME.id) is not None


def test_bot_keeps_its_best_fighters_for_a_skirmish_it_can_win() -> None:
    s = scenario(3, round=3, initiator=1, hands={0: ["thug", "spear", "hunter", "net", "scavenger"], 1: [], 2: []})
    s = run(s, "done", "done")  # the others keep nothing
    s, texts = play_turn(s, HeuristicBot(3), Rng(1))
    assert texts[-1] == "done"
    last = s.last_skirmish
    assert last is not None and last["result"]["winner"] == 0
    assert next(x for x in last["seats"] if x["seat"] == 0)["cards"] == ["thug", "spear"], "the fewest that win"
    assert "add hunter+net" in texts


def test_bot_gathers_with_everyone_before_the_first_skirmish() -> None:
    s = scenario(3, round=1, hands={0: ["hunter", "net", "scavenger", "pills", "refugee"]})
    s, texts = play_turn(s, HeuristicBot(3), Rng(1))
    assert any(t.startswith("hire ") for t in texts)
    assert "hunt" in texts


def test_bot_snipes_the_strongest_opponent_person() -> None:
    s = scenario(3, round=3, hands={0: ["sniper_team", "brawler"], 1: ["thug", "refugee"], 2: ["scavenger"]})
    s = run(s, "done", "done", "done")
    assert s.active_players() == (0,)
    action = HeuristicBot(3).choose(seat_of(s, 0), Rng(0))
    assert str(action) == "snipe 1:thug"


def test_bot_keeps_the_best_dug_card_and_leaves_junk() -> None:
    bot = HeuristicBot(3)
    s = run(
        scenario(3, hands={0: ["scavenger", "shovel"]}, junkyard=["junk", "net", "pills"]),
        "dig",
        "add scavenger+shovel",
        "go",
    )
    assert str(bot.choose(seat_of(s, 0), Rng(0))) == "keep net"
    s = run(scenario(3, hands={0: ["scavenger"]}, junkyard=["junk"]), "dig", "add scavenger", "go")
    assert str(bot.choose(seat_of(s, 0), Rng(0))) == "keep none"


def test_strength_four_plays_by_the_tuned_numbers_and_the_top_level_is_strength_four() -> None:
    assert HeuristicBot(4).w == TUNED and HeuristicBot(3).w == DEFAULT
    assert HeuristicBot(9).strength == 4, "a strength above 4 is 4"
    top = make_level("arcticscavengers", 5)
    assert isinstance(top, HeuristicBot) and top.w == TUNED
    assert HeuristicBot(3, Weights(keep_dug=-1.0)).w.keep_dug == -1.0, "weights given win"


def test_the_tuned_numbers_leave_a_dug_pills_where_strength_three_keeps_it() -> None:
    """Medicine is worth 0.6 a point to strength 3 and 0.28 to strength 4, which keeps a dug card
    only above 0.95: one Pills is worth keeping to the first, not to the second."""
    s = run(scenario(3, hands={0: ["scavenger"]}, junkyard=["pills"]), "dig", "add scavenger", "go")
    assert str(HeuristicBot(3).choose(seat_of(s, 0), Rng(0))) == "keep pills"
    assert str(HeuristicBot(4).choose(seat_of(s, 0), Rng(0))) == "keep none"


def test_the_tuned_numbers_hire_an_all_round_worker_over_a_saboteur() -> None:
    """With 1 food and 1 medicine, strength 3 buys a Saboteur (its Disarm is worth a whole point to
    it); strength 4 weighs specials and medicine less and hires a Scavenger for the food alone."""
    hand = ["scavenger", "pills", "refugee", "refugee", "refugee"]
    for strength, hired in ((3, "hire saboteur with pills"), (4, "hire scavenger")):
        s = scenario(2, round=1, hands={0: hand})
        s, texts = play_turn(s, HeuristicBot(strength), Rng(1))
        assert [t for t in texts if t.startswith("hire ")] == [hired], (strength, texts)


def test_bot_trashes_junk() -> None:
    s = scenario(3, round=1, hands={0: ["junk", "junk", "refugee"]})
    s, texts = play_turn(s, HeuristicBot(3), Rng(1))
    assert texts == ["trash", "add junk", "add junk", "go", "done"]


def test_search_bot_can_play_arctic_scavengers() -> None:
    mcts = pytest.importorskip("tabletop.core.mcts")
    bot = mcts.SearchBot(1, iterations=16, time_limit=None)
    state = GAME.new(3, {}, 3)
    rng = Rng(3)
    for _ in range(6):
        p = state.active_players()[0]
        seat = seat_of(state, p)
        action = bot.choose(seat, rng)
        assert action in seat.legal and bot.fallback is None
        state = state.apply(p, action)
