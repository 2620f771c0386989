"""The guided search (tabletop.core.mcts): legal moves, the heuristic's move kept unless
another is clearly better, the time budget, one-player rewards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tabletop.core.bots import Seat, bot_move, make_bot
from tabletop.core.game import Outcome
from tabletop.core.mcts import GuidedBudget, GuidedSearchBot, paired_advantage, reward
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng


class _Pick:
    """A one-move toy game: the seat picks an action, the game ends; ``values[a]`` is the mean
    score of ``a``, plus a noise of ``noise`` drawn from the sample (common to every action)."""

    def __init__(self, values: Mapping[str, float], noise: float, players: int = 1) -> None:
        self.values = dict(values)
        self.noise = noise
        self.players = players
        self.id = "pick"
        self.min_players = players

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> _PickState:
        return _PickState(self, None, self.noise * (rng.random() - 0.5))


class _PickState:
    def __init__(self, game: _Pick, picked: str | None, luck: float) -> None:
        self.game = game
        self.players = game.players
        self.picked = picked
        self.luck = luck

    def active_players(self) -> tuple[int, ...]:
        return () if self.picked is not None else (0,)

    def legal_actions(self, player: int) -> list[str]:
        return sorted(self.game.values)

    def push(self, player: int, action: str) -> _PickState:
        return _PickState(self.game, action, self.luck)

    def for_playout(self) -> _PickState:
        return self

    def is_over(self) -> bool:
        return self.picked is not None

    def outcome(self) -> Outcome | None:
        if self.picked is None:
            return None
        mine = self.game.values[self.picked] + self.luck
        if self.players == 1:
            return Outcome((mine,), (0,))
        return Outcome((mine, 0.0), (0,) if mine > 0 else (1,))


class _First:
    """A heuristic that always plays its first legal action."""

    name = "first"

    def choose(self, seat: Seat, rng: Rng) -> Any:
        return seat.legal[0]


def _seat(game: _Pick) -> Seat:
    return Seat(game, 0, {}, sorted(game.values))  # type: ignore[arg-type]


def test_it_keeps_the_heuristics_move_when_the_others_are_no_better() -> None:
    game = _Pick({"a": 1.0, "b": 1.0, "c": 1.0}, noise=10.0)
    bot = GuidedSearchBot(_First(), GuidedBudget(shortlist=3, samples=30, time_limit=None))
    assert bot.choose(_seat(game), Rng(3)) == "a"
    assert bot.last_stats["searched"] and not bot.last_stats["switched"]


def test_it_keeps_the_heuristics_move_when_another_is_better_by_less_than_the_margin() -> None:
    game = _Pick({"a": 1.0, "b": 1.05}, noise=1.0)
    bot = GuidedSearchBot(_First(), GuidedBudget(shortlist=2, samples=10, time_limit=None, margin=0.2))
    assert bot.choose(_seat(game), Rng(3)) == "a"


def test_it_switches_to_a_clearly_better_move() -> None:
    game = _Pick({"a": 1.0, "b": 1.0, "c": 3.0}, noise=1.0)
    bot = GuidedSearchBot(_First(), GuidedBudget(shortlist=3, samples=12, time_limit=None))
    assert bot.choose(_seat(game), Rng(3)) == "c"
    assert bot.last_stats["switched"]


def test_a_two_player_reward_is_the_win_and_the_margin() -> None:
    game = _Pick({"a": -1.0, "b": 2.0}, noise=0.5, players=2)
    bot = GuidedSearchBot(_First(), GuidedBudget(shortlist=2, samples=10, time_limit=None))
    assert bot.choose(_seat(game), Rng(5)) == "b"
    assert reward(Outcome((3.0, 5.0), (1,)), 0, 2) == (0.0, -2.0)


def test_a_one_player_reward_follows_the_score_not_the_win() -> None:
    """In a solo game the only seat always "wins": the reward must be the score alone."""
    assert reward(Outcome((12.0,), (0,)), 0, 1) == (0.0, 12.0)
    assert reward(Outcome((30.0,), (0,)), 0, 1) > reward(Outcome((12.0,), (0,)), 0, 1)
    game = _Pick({"a": 10.0, "b": 12.0}, noise=1.0, players=1)
    bot = GuidedSearchBot(_First(), GuidedBudget(shortlist=2, samples=10, time_limit=None))
    assert bot.choose(_seat(game), Rng(7)) == "b"


def test_the_time_budget_holds_with_a_fake_clock() -> None:
    ticks = [0.0]

    def clock() -> float:
        ticks[0] += 0.01
        return ticks[0]

    game = _Pick({"a": 1.0, "b": 1.0}, noise=1.0)
    bot = GuidedSearchBot(_First(), GuidedBudget(shortlist=2, samples=10_000, time_limit=0.1), clock=clock)
    bot.choose(_seat(game), Rng(1))
    assert 1 <= bot.last_stats["samples"] <= 12  # one sample a tick of the clock, then it stops
    assert bot.last_stats["seconds"] <= 0.1 + 0.03


def test_paired_advantage() -> None:
    assert paired_advantage([]) == (0.0, 0.0)
    assert paired_advantage([0.5]) == (0.5, 0.0)
    mean, se = paired_advantage([1.0, 1.0, 1.0])
    assert mean == 1.0 and se == 0.0


@pytest.mark.parametrize("gid", ["arcticscavengers", "magiccircle"])
def test_the_guided_bot_plays_legal_moves_in_a_real_game(gid: str) -> None:
    game = get_game(gid)
    state = game.new(2, {}, 11)
    bot = make_bot(gid, "guided")
    assert bot.name == "guided"  # (not isinstance: the doctest run may import core/mcts.py a second time)
    rng = Rng(2)
    for _ in range(12):
        if state.is_over():
            break
        player = state.active_players()[0]
        state = state.apply(player, bot_move(bot, state, player, rng))
