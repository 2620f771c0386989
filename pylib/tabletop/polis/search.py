"""Polis' top level: the heuristic's shortlist weighed by paired rollouts to the round's end.

A Polis game is mostly decided at a round end: most bot games end there, by a failed feeding or a side without
prestige, and the side with more points wins. The heuristic's evaluation (:func:`~tabletop.polis.bots.evaluate`)
looks past the round but does not play it out. :class:`PolisSearchBot` takes the heuristic's choice and its
runner-up (more candidates at strengths 2 and 3; :func:`~tabletop.polis.bots.rank_on`), plays each on the same
sampled states with the same dice
(:class:`~tabletop.core.mcts.GuidedSearchBot`), both sides then played by the strength-1 heuristic without mistakes,
until the round's end (and its feeding, growth and taxes) is behind them or the game is over, and scores the
result with :func:`~tabletop.polis.bots.evaluate` (a finished game: the score margin and the win). It leaves the
heuristic's choice only for a candidate that is clearly better over the samples.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

from ..core.bots import Seat
from ..core.game import Outcome, State
from ..core.mcts import GuidedBudget, GuidedSearchBot
from ..core.rng import Rng
from .bots import HeuristicBot, evaluate, rank_on
from .game import PolisGame, PolisState

#: the search's budget per strength: candidates, samples and CPU seconds a decision (strength 1 is level 5: the
#: heuristic's choice and its runner-up, 3 samples; it took 0.772 [0.745, 0.797] of 1,000 games against the
#: strength-1 heuristic, at 0.081 / 0.142 CPU s a decision in CPython and 0.115 / 0.308 s in Pyodide, median / p95)
BUDGETS = {
    1: GuidedBudget(shortlist=2, samples=3, time_limit=0.08, sigmas=1.0, win_weight=0.0, min_samples=2),
    2: GuidedBudget(shortlist=3, samples=2, time_limit=0.08, sigmas=1.0, win_weight=0.0, min_samples=2),
    3: GuidedBudget(shortlist=3, samples=4, time_limit=0.15, sigmas=1.0, win_weight=0.0, min_samples=2),
}
#: Pyodide runs Python about 2.5 times slower: the same samples need a longer clock (a decision stops at its time
#: limit after a whole sample, and one sample decides nothing)
SLOWER = 2.5 if sys.platform == "emscripten" else 1.0


class RankedHeuristic(HeuristicBot):
    """The strength-1 heuristic with its candidates, best first (the guided search's shortlist)."""

    def rank(self, seat: Seat, rng: Rng) -> tuple[Any, list[tuple[float, Any]]]:
        legal = list(seat.legal)
        game = seat.game
        if len(legal) == 1 or not isinstance(game, PolisGame):
            return legal[0], []
        s = game.determinize(seat.observation, seat.player, rng)
        choice, rest = rank_on(s, seat.player, legal, self.strength)
        return choice, [(0.0, a) for a in rest]


def policy(state: State[Any], player: int, rng: Rng) -> Any:
    """The rollouts' moves: the strength-1 heuristic on the sampled state (the dice are the sample's)."""
    legal = state.legal_actions(player)
    if not isinstance(state, PolisState) or len(legal) == 1:
        return legal[0]
    return rank_on(state, player, legal, 1)[0]


def horizon(state: State[Any], origin: State[Any]) -> Outcome | None:
    """Where a rollout stops: the game's end or the next round's start, worth ``evaluate`` for the searching side
    (the seat to move at ``origin``), as the margin of an outcome without winners."""
    if not isinstance(state, PolisState) or not isinstance(origin, PolisState):
        return None
    if not state.is_over() and state.round == origin.round:
        return None
    me = origin.player
    v = evaluate(state, me)
    return Outcome((v, 0.0) if me == 0 else (0.0, v), ())


class PolisSearchBot(GuidedSearchBot):
    """The heuristic's move unless a shortlisted one does clearly better played out to the round's end."""

    def __init__(self, strength: int = 1, budget: GuidedBudget | None = None) -> None:
        chosen = budget or BUDGETS[min(max(int(strength), 1), max(BUDGETS))]
        if chosen.time_limit is not None:
            chosen = replace(chosen, time_limit=chosen.time_limit * SLOWER)
        super().__init__(
            RankedHeuristic(1),
            chosen,
            rollout=policy,
            horizon=horizon,
            name="search",
        )
