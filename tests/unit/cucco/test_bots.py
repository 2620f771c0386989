"""Bots: the Cucco heuristic bot and the generic search bot (tabletop.core.mcts).

The search bot is only ever handed a Seat built from an observation; these
tests also build seats by hand from an observation alone, and check that two
positions with the same observation get the same decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import pytest

from tabletop.core.bots import Seat, bot_move, bot_names, make_bot, seat_of
from tabletop.core.errors import IllegalAction
from tabletop.core.game import Game, Outcome, State
from tabletop.core.mcts import STRENGTHS, SearchBot, rewards, supports_search
from tabletop.core.rng import Rng
from tabletop.cucco import GAME, HeuristicBot, penalty_risks
from tests.unit.cucco.helpers import position


def seat(state: State, player: int) -> Seat:
    """A seat made of nothing but the player's observation and legal actions."""
    return Seat(GAME, player, state.observation(player), state.legal_actions(player))


# -- the heuristic bot ------------------------------------------------------------------
def test_heuristic_keeps_a_high_card_and_changes_a_low_one() -> None:
    bot = HeuristicBot()
    assert str(bot.choose(seat(position([14, 3, 5, 10], [6]), 0), Rng(0))) == "keep"
    assert str(bot.choose(seat(position([-3, 3, 5, 10], [6]), 0), Rng(0))) == "change"


def test_heuristic_gives_the_matto_away() -> None:
    keep, change = penalty_risks(position([-4, 3, 5, 10], [6]).observation(0), 0)
    assert keep == 1.0 and change < 0.5


def test_heuristic_knows_the_deck_may_give_the_strongest_card() -> None:
    state = position([5, 6, 7, -3], [6])
    for p in range(3):
        state = state.apply(p, "keep")
    keep, change = penalty_risks(state.observation(3), 3)
    assert keep > 0.8 and change < keep
    assert str(HeuristicBot().choose(seat(state, 3), Rng(0))) == "change"


def test_heuristic_risk_is_certain_once_disqualified() -> None:
    state = position([3, 14, 5, 10], [6]).apply(0, "change")
    assert penalty_risks(state.observation(0), 0) == (1.0, 1.0)


def test_heuristic_weak_strength_uses_the_simple_rule() -> None:
    bot = make_bot("cucco", "heuristic", 1)
    assert str(bot.choose(seat(position([2, 3, 5, 10], [6]), 0), Rng(0))) == "change"
    assert str(bot.choose(seat(position([4, 3, 5, 10], [6]), 0), Rng(0))) == "keep"


def test_heuristic_plays_only_legal_moves_through_bot_move() -> None:
    state = GAME.new(5, seed=2)
    bot = make_bot("cucco", "heuristic")
    rng = Rng(2)
    while not state.is_over():
        (p,) = state.active_players()
        state = state.apply(p, bot_move(bot, state, p, rng))


# -- the search bot ---------------------------------------------------------------------
def small_search(**kw: Any) -> SearchBot:
    return SearchBot(2, iterations=kw.pop("iterations", 120), time_limit=None, **kw)


def test_search_is_registered_for_every_game_with_strengths() -> None:
    assert "search" in bot_names("cucco") and "heuristic" in bot_names("cucco")
    assert isinstance(make_bot("any-game", "search", 1), SearchBot)
    assert STRENGTHS[2].time_limit is not None and STRENGTHS[2].time_limit <= 0.3
    assert STRENGTHS[1].iterations < STRENGTHS[2].iterations < STRENGTHS[3].iterations
    assert supports_search(GAME)


def test_search_works_from_a_seat_built_from_an_observation_only() -> None:
    state = position([-4, 3, 5, 10], [6])
    bot = small_search()
    action = bot.choose(seat(state, 0), Rng(1))
    assert str(action) == "change"  # giving the Matto away
    assert bot.fallback is None and bot.last_stats["samples"] > 0


def test_search_keeps_a_human() -> None:
    state = position([5, 6, 7, 14], [6])
    for p in range(3):
        state = state.apply(p, "keep")
    assert str(small_search().choose(seat(state, 3), Rng(1))) == "keep"


def test_search_decision_depends_only_on_the_observation() -> None:
    a = position([5, 3, 8, 2], [6])
    b = position([5, 4, 9, 0], [6])
    assert a.observation(0) == b.observation(0)
    bot_a, bot_b = small_search(), small_search()
    assert str(bot_a.choose(seat(a, 0), Rng(7))) == str(bot_b.choose(seat(b, 0), Rng(7)))
    assert bot_a.last_stats["actions"] == bot_b.last_stats["actions"]


def test_search_plays_a_whole_game_legally() -> None:
    state = GAME.new(3, {"rounds": 3}, seed=4)
    bots = [small_search(iterations=30), make_bot("cucco", "heuristic"), make_bot("cucco", "random")]
    rng = Rng(4)
    while not state.is_over():
        (p,) = state.active_players()
        state = state.apply(p, bot_move(bots[p], state, p, rng))
    assert state.outcome() is not None


def test_search_respects_its_time_limit() -> None:
    ticks = iter(range(1000))
    bot = SearchBot(2, iterations=10_000, time_limit=5.0, clock=lambda: float(next(ticks)), settle_after=0)
    bot.choose(seat(position([1, 3, 5, 10], [6]), 0), Rng(0))
    assert bot.last_stats["iterations"] <= 12


def test_search_stops_early_when_the_choice_is_clear() -> None:
    bot = SearchBot(2, iterations=2000, time_limit=None)
    state = position([5, 6, 7, 14], [6])
    for p in range(3):
        state = state.apply(p, "keep")
    bot.choose(seat(state, 3), Rng(0))
    assert bot.last_stats["settled"] and bot.last_stats["iterations"] < 2000


def test_search_with_random_rollouts_and_without_pairing() -> None:
    bot = small_search(rollout="random", paired_up_to=0)
    action = bot.choose(seat(position([-4, 3, 5, 10], [6]), 0), Rng(3))
    assert str(action) in ("change", "keep")
    assert sum(v for v, _ in bot.last_stats["actions"].values()) > 0


def test_rewards_combine_win_shares_and_raw_scores() -> None:
    wins, scores = rewards(Outcome((3.0, 7.0, 7.0), (1, 2)), 3)
    assert wins == [0.0, 0.5, 0.5] and scores == [3.0, 7.0, 7.0]


# -- the search bot on other games ------------------------------------------------------
class Pile(State):
    """A tiny perfect-information game: take 1 or 2 from a pile; who takes the last wins."""

    def __init__(self, game: Game, left: int, turn: int) -> None:
        self.game, self.players, self.left, self.turn = game, 2, left, turn

    def active_players(self) -> tuple[int, ...]:
        return () if self.left == 0 else (self.turn,)

    def legal_actions(self, player: int) -> list[Any]:
        if player != self.turn or self.left == 0:
            return []
        return [t for t in ("take1", "take2") if int(t[-1]) <= self.left]

    def _apply(self, player: int, action: Any) -> State:
        return Pile(self.game, self.left - int(str(action)[-1]), 1 - self.turn)

    def is_over(self) -> bool:
        return self.left == 0

    def outcome(self) -> Outcome | None:
        return Outcome((0.0, 0.0), (1 - self.turn,)) if self.left == 0 else None

    def observation(self, player: int | None) -> dict[str, Any]:
        return {"left": self.left, "turn": self.turn}

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game.id, "left": self.left, "turn": self.turn}


class PileGame(Game):
    id: ClassVar[str] = "pile"
    title: ClassVar[Mapping[str, str]] = {"ja": "山", "en": "Pile"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> State:
        return Pile(self, 7, 0)

    def parse_action(self, text: str) -> Any:
        if text not in ("take1", "take2"):
            raise IllegalAction("take1 or take2")
        return text

    def _from_dict(self, data: Mapping[str, Any]) -> State:
        return Pile(self, data["left"], data["turn"])

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> State:
        return Pile(self, observation["left"], observation["turn"])  # nothing is hidden


class BlindPileGame(PileGame):
    id: ClassVar[str] = "blindpile"

    determinize = Game.determinize


def pile_seat(game: Game, left: int) -> Seat:
    state = Pile(game, left, 0)
    legal: Sequence[Any] = state.legal_actions(0)
    return Seat(game, 0, state.observation(0), legal)


@pytest.mark.parametrize(("left", "best"), [(7, "take1"), (5, "take2"), (4, "take1")])
def test_search_finds_the_winning_move_of_a_perfect_information_game(left: int, best: str) -> None:
    bot = SearchBot(3, iterations=600, time_limit=None, win_weight=1.0, settle_after=0)
    assert bot.choose(pile_seat(PileGame(), left), Rng(5)) == best


def test_search_falls_back_clearly_without_determinize() -> None:
    game = BlindPileGame()
    assert not supports_search(game)
    bot = SearchBot(2, iterations=50, time_limit=None)
    action = bot.choose(pile_seat(game, 7), Rng(0))
    assert action in ("take1", "take2")
    assert bot.fallback is not None and "determinize" in bot.fallback and "random" in bot.fallback


def test_seat_of_gives_the_bot_no_state() -> None:
    state = position([3, 8, 5, 10], [6])
    s = seat_of(state, 0)
    assert set(vars(s)) == {"game", "player", "observation", "legal"}
    assert s.observation == state.observation(0)
