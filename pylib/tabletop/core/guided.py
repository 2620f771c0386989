"""A guided search bot: the heuristic's move, unless paired rollouts show a better one.

:class:`GuidedSearchBot` wraps a game's heuristic bot. At each decision:

1. **Shortlist.** The heuristic picks its move (the *default*). If it offers
   ``rank(seat, rng) -> (choice, [(value, action), ...])`` (best first, as
   Khronos' and Magic circle's heuristics do), the shortlist is its choice
   and its next best candidates; otherwise the default and the other legal
   actions (a random few of them when there are more than
   :attr:`GuidedBudget.shortlist`).
2. **Paired rollouts.** Each sample is a full state drawn with
   ``game.determinize`` (the bot sees only its seat). Every candidate is
   played on the *same* sample with the *same* random stream (common random
   numbers), then the game goes on with a rollout policy (the game's fast
   :func:`~tabletop.core.bots.register_rollout` policy, or a bot) until the
   game ends or the state's ``provisional_outcome(origin)`` gives an
   estimate (a short horizon).
3. **A paired test.** The reward of a playout is :func:`reward`: for one
   player the score alone (a solo game's reward follows its score); for
   several, ``win_weight`` × the win share plus the rest × the margin over
   the best rival, the margins scaled by their range in this decision. The
   bot leaves the default only for the candidate with the best mean, and
   only when its mean paired advantage over the default exceeds both
   ``margin`` and ``sigmas`` standard errors (the score terms are scaled to
   [0, 1] by their range over this decision's playouts, so ``margin`` is a
   share of that range).
4. **A budget.** At most ``samples`` samples and ``time_limit`` seconds of
   ``clock`` (checked after every playout); the shortlist's own time counts.

>>> import tabletop.magiccircle
>>> from tabletop.core.bots import bot_move, make_bot
>>> from tabletop.core.registry import get_game
>>> state = get_game("magiccircle").new(2, {}, 3)
>>> bot = GuidedSearchBot(make_bot("magiccircle", "heuristic", 1), GuidedBudget(samples=2, time_limit=None))
>>> bot_move(bot, state, 0, Rng(1)) in state.legal_actions(0)
True
>>> bot.last_stats["searched"], len(bot.last_stats["shortlist"])
(True, 4)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .bots import Bot, RolloutPolicy, Seat, rollout_policy
from .game import Game, Outcome, State
from .rng import Rng

__all__ = ["GuidedBudget", "GuidedSearchBot", "paired_advantage", "reward"]


@dataclass(frozen=True)
class GuidedBudget:
    """What a :class:`GuidedSearchBot` may spend on one move and how sure it must be to switch."""

    shortlist: int = 4  #: candidates compared (the default included)
    samples: int = 12  #: determinized samples, each played once after every candidate
    time_limit: float | None = 0.25  #: seconds of the bot's clock for the move; None: samples only
    sigmas: float = 1.5  #: the paired advantage must exceed this many standard errors…
    margin: float = 0.0  #: …and this much reward (rewards lie in [0, 1])
    win_weight: float = 0.5  #: the share of the reward that is the win (several players)
    min_samples: int = 4  #: samples before an early stop may end the search
    max_steps: int = 600  #: moves in a rollout before it is dropped


def reward(outcome: Outcome, me: int, players: int) -> tuple[float, float]:
    """The playout's ``(win share, score term)`` for seat ``me``.

    For one player the win share is 0 and the score term is the score: a one-player game's
    reward follows its score, whoever "wins". For several players the score term is the
    margin over the best rival.

    >>> reward(Outcome((30.0,), (0,)), 0, 1)
    (0.0, 30.0)
    >>> reward(Outcome((10.0, 14.0), (1,)), 0, 2)
    (0.0, -4.0)
    >>> reward(Outcome((10.0, 10.0), (0, 1)), 1, 2)
    (0.5, 0.0)
    """
    scores = list(outcome.scores) + [0.0] * (players - len(outcome.scores))
    mine = float(scores[me])
    if players <= 1:
        return 0.0, mine
    share = 1.0 / len(outcome.winners) if me in outcome.winners else 0.0
    best_other = max(float(s) for p, s in enumerate(scores[:players]) if p != me)
    return share, mine - best_other


def paired_advantage(diffs: Sequence[float]) -> tuple[float, float]:
    """The mean of paired differences and its standard error (0 for fewer than 2).

    >>> paired_advantage([0.25, 0.5, 0.75])
    (0.5, 0.14433756729740643)
    """
    n = len(diffs)
    if n == 0:
        return 0.0, 0.0
    mean = sum(diffs) / n
    if n < 2:
        return mean, 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


#: (state, origin) -> the playout's outcome once it may stop there, else None
Horizon = Callable[[State[Any], State[Any]], Outcome | None]


class GuidedSearchBot:
    """The heuristic's move unless a shortlisted candidate is clearly better in paired rollouts."""

    def __init__(
        self,
        heuristic: Bot,
        budget: GuidedBudget | None = None,
        *,
        rollout: RolloutPolicy | Bot | None = None,
        candidates: Callable[[Seat, Any, Rng], list[Any]] | None = None,
        horizon: Horizon | None = None,
        name: str = "guided",
        clock: Callable[[], float] = time.process_time,
    ) -> None:
        self.heuristic = heuristic
        self.budget = budget or GuidedBudget()
        self._rollout = rollout
        #: optional: the candidates besides the default (seat, default, rng) -> actions
        self.candidates = candidates
        #: optional: where a playout stops and what it is worth, (state, origin) -> Outcome | None;
        #: by default the end of the game or the state's ``provisional_outcome(origin)``
        self.horizon = horizon or _result
        self.name = name
        self.clock = clock
        #: the last decision: searched, samples, seconds, the shortlist, mean rewards, the choice
        self.last_stats: dict[str, Any] = {}

    # -- the Bot protocol ------------------------------------------------------------
    def choose(self, seat: Seat, rng: Rng) -> Any:
        started = self.clock()
        legal = list(seat.legal)
        if not legal:
            raise ValueError("the seat has no legal action")
        if len(legal) == 1:
            self.last_stats = {"searched": False, "samples": 0}
            return legal[0]
        default, short = self.shortlist(seat, rng)
        if len(short) < 2:
            self.last_stats = {"searched": False, "samples": 0, "shortlist": [str(a) for a in short]}
            return default
        return self._search(seat, rng, short, started)

    def shortlist(self, seat: Seat, rng: Rng) -> tuple[Any, list[Any]]:
        """The heuristic's move and the candidates to compare (the move first)."""
        size = max(1, self.budget.shortlist)
        rank = getattr(self.heuristic, "rank", None)
        if rank is not None:
            default, weighed = rank(seat, rng)
            seen = {str(default)}
            short = [default]
            for _, a in weighed:
                if len(short) >= size:
                    break
                if str(a) not in seen:
                    seen.add(str(a))
                    short.append(a)
            return default, short
        default = self.heuristic.choose(seat, rng)
        if self.candidates is not None:
            others = [a for a in self.candidates(seat, default, rng) if str(a) != str(default)]
        else:
            others = [a for a in seat.legal if str(a) != str(default)]
        if len(others) > size - 1:
            others = rng.sample(others, size - 1)
        return default, [default, *others]

    # -- the search ---------------------------------------------------------------------
    def _policy(self, game: Game[Any]) -> RolloutPolicy:
        chosen = self._rollout
        if chosen is None:
            chosen = rollout_policy(game.id)
        if chosen is None:
            chosen = self.heuristic
        if callable(chosen) and not hasattr(chosen, "choose"):
            return chosen
        bot: Bot = chosen  # type: ignore[assignment]

        def by_bot(state: State[Any], player: int, rng: Rng) -> Any:
            legal = state.legal_actions(player)
            return bot.choose(Seat(state.game, player, state.observation(player), legal), rng)

        return by_bot

    def _search(self, seat: Seat, rng: Rng, short: list[Any], started: float) -> Any:
        b = self.budget
        game = seat.game
        me = seat.player
        policy = self._policy(game)
        rows: list[list[tuple[float, float]]] = []
        samples = 0
        players = 2
        while samples < b.samples:
            samples += 1
            sample = game.determinize(seat.observation, me, rng)
            if me not in sample.active_players():
                continue  # an inconsistent sample: skip it
            players = sample.players
            stream = rng.next_u64()
            row: list[tuple[float, float]] = []
            for action in short:
                res = self._playout(sample, me, action, policy, Rng(stream))
                if res is None:
                    break
                row.append(res)
            if len(row) == len(short):
                rows.append(row)
            if b.time_limit is not None and self.clock() - started >= b.time_limit:
                break
            if len(rows) >= b.min_samples and all(r == rows[0] for r in rows) and len(set(rows[0])) == 1:
                break  # every candidate ends alike on every sample so far: nothing to learn
        choice, means, advantage = self._decide(rows, len(short), players)
        self.last_stats = {
            "searched": True,
            "samples": len(rows),
            "seconds": self.clock() - started,
            "shortlist": [str(a) for a in short],
            "means": [round(m, 4) for m in means],
            "advantage": advantage,
            "switched": choice != 0,
        }
        return short[choice]

    def _decide(
        self, rows: list[list[tuple[float, float]]], k: int, players: int
    ) -> tuple[int, list[float], tuple[float, float]]:
        """The chosen candidate's index (0: the default), the mean rewards, the paired advantage."""
        if not rows:
            return 0, [0.0] * k, (0.0, 0.0)
        b = self.budget
        terms = [t for row in rows for _, t in row]
        lo, hi = min(terms), max(terms)
        span = hi - lo
        w = b.win_weight if players > 1 else 0.0

        def value(win: float, term: float) -> float:
            scaled = (term - lo) / span if span > 0 else 0.5
            return w * win + (1.0 - w) * scaled

        values = [[value(win, t) for win, t in row] for row in rows]
        n = len(values)
        means = [sum(v[i] for v in values) / n for i in range(k)]
        best = max(range(k), key=lambda i: (means[i], i == 0))
        if best == 0:
            return 0, means, (0.0, 0.0)
        mean, se = paired_advantage([v[best] - v[0] for v in values])
        if n >= 2 and mean > b.margin and mean > b.sigmas * se:
            return best, means, (mean, se)
        return 0, means, (mean, se)

    def _playout(
        self, sample: State[Any], me: int, action: Any, policy: RolloutPolicy, rng: Rng
    ) -> tuple[float, float] | None:
        """Play ``action`` on ``sample`` and roll out to the end or the horizon; ``me``'s reward."""
        players = sample.players
        state = sample.push(me, action)
        steps = 0
        while True:
            outcome = self.horizon(state, sample)
            if outcome is not None:
                return reward(outcome, me, players)
            active = state.active_players()
            if not active or steps >= self.budget.max_steps:
                return None
            mover = me if me in active else active[0]
            legal = state.legal_actions(mover)
            move = legal[0] if len(legal) == 1 else policy(state, mover, rng)
            state = state.push(mover, move)
            steps += 1


def _result(state: State[Any], origin: State[Any]) -> Outcome | None:
    if state.is_over():
        return state.outcome()
    provisional = getattr(state, "provisional_outcome", None)
    return provisional(origin) if provisional is not None else None
