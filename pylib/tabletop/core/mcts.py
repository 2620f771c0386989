"""A generic search bot: determinizing information-set Monte Carlo tree search.

The bot sees only its :class:`~tabletop.core.bots.Seat` (observation and legal
actions), never the true state. Every iteration samples a full state that is
consistent with the observation — ``game.determinize(observation, player,
rng)`` — and runs one UCT descent over it (single-observer ISMCTS, Cowling,
Powley & Whitehouse 2012):

- the tree is keyed by ``(player, action text)``; at the root only actions in
  ``seat.legal`` are searched; each child counts how often it was *available*
  in a sample and UCB uses that count instead of the parent's visits;
- with few root actions (``paired_up_to``, default 8) every sample is played
  once after *each* root action with the same random stream (common random
  numbers), and the best mean reward is chosen: a paired comparison that
  needs far fewer samples when the outcome is mostly luck. The search stops
  early once the best action leads the runner-up by ``settle_sigmas``
  standard errors of the paired differences (checked every 10 samples from
  ``settle_after`` on; ``settle_after=0`` turns this off). With more root
  actions the root is UCT too and the most visited action is chosen;
- several players: a node stores the reward of the player who moves into it
  (max^n); in simultaneous phases (several active players) the searching
  player moves first, then the others in seat order;
- rollouts are random, or "heuristic": the game's fast rollout policy
  (:func:`~tabletop.core.bots.register_rollout`, registered by the game's bots
  module) if it has one, else its registered "heuristic" bot on the seat of
  the sampled state; both are found through the bot registry, so rules
  modules never import bots;
- moves inside the search are already legal, so they use the unchecked
  :meth:`State.push`, and a rollout, which alone holds its state after the
  first push, :meth:`State.advance` (which may change the state in place);
- rewards come from :class:`~tabletop.core.game.Outcome`, per player:
  ``w * win share + (1 - w) * (score - lo) / (hi - lo)`` where ``lo``/``hi``
  are the lowest and highest scores seen in this decision's samples (so a
  leader still cares about one more point, which a per-outcome min-max would
  hide); nodes keep raw sums, so the normalisation follows the range as it grows.

A state may offer ``provisional_outcome(origin) -> Outcome | None``: an
estimate (same scale as :meth:`State.outcome`) once the game has moved far
enough from ``origin``, the sampled root; the rollout stops there. Games
without it are played out to the end (a rollout longer than ``max_rollout_steps``
is dropped).

Only games that implement :meth:`Game.determinize` can be searched
(:func:`supports_search`); for the others the bot says so in
:attr:`SearchBot.fallback` and plays like the game's heuristic bot, or at random.

Strength 1–3 sets the budget (:data:`STRENGTHS`): at most ``iterations``
descents and ``time_limit`` seconds, whichever ends first (``time_limit=None``:
iterations only, fully reproducible from the rng).

The module's second bot, :class:`GuidedSearchBot`, is a narrower search on top of a
game's heuristic: it plays the heuristic's move unless paired determinized rollouts
over the heuristic's shortlist show a clearly better one (a paired test), and a solo
game's reward is its score (see its docstring and ``docs/bots.md``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .bots import Bot, RandomBot, RolloutPolicy, Seat, heuristic_bot, register_bot, rollout_policy
from .game import Game, Outcome, State
from .rng import Rng

__all__ = [
    "STRENGTHS",
    "Budget",
    "GuidedBudget",
    "GuidedSearchBot",
    "Provisional",
    "SearchBot",
    "paired_advantage",
    "reward",
    "rewards",
    "supports_search",
]


@runtime_checkable
class Provisional(Protocol):
    """Optional for states: an estimated outcome to end rollouts early."""

    def provisional_outcome(self, origin: State[Any]) -> Outcome | None:
        """The outcome this position looks headed for, as seen from ``origin``, or None to play on."""


@dataclass(frozen=True)
class Budget:
    """How much a search may think: ``iterations``, a ``time_limit`` in seconds, and its ``rollout`` policy."""

    iterations: int
    time_limit: float | None  # seconds
    rollout: str  # "random" or "heuristic"


#: budgets by strength; strength 2 keeps a decision near 0.3 s in CPython
STRENGTHS: Mapping[int, Budget] = {
    1: Budget(iterations=60, time_limit=0.1, rollout="random"),
    2: Budget(iterations=600, time_limit=0.3, rollout="heuristic"),
    3: Budget(iterations=1500, time_limit=1.5, rollout="heuristic"),
}


def supports_search(game: Game[Any]) -> bool:
    """Whether ``game`` implements :meth:`Game.determinize` (needed by the search bot)."""
    return type(game).determinize is not Game.determinize


def rewards(outcome: Outcome, players: int) -> tuple[list[float], list[float]]:
    """Each player's win share (1/len(winners) for a winner, else 0) and raw score."""
    scores = [float(x) for x in outcome.scores] + [0.0] * (players - len(outcome.scores))
    share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
    winners = set(outcome.winners)
    return [share if p in winners else 0.0 for p in range(players)], scores[:players]


class _Node:
    __slots__ = ("avail", "children", "mover", "score", "visits", "wins")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.wins = 0.0  # sum of the mover's win shares
        self.score = 0.0  # sum of the mover's raw scores
        self.avail = 1
        self.children: dict[tuple[int, str], _Node] = {}


class SearchBot:
    """Information-set MCTS over determinized samples of the seat's observation."""

    name = "search"

    def __init__(
        self,
        strength: int = 2,
        *,
        iterations: int | None = None,
        time_limit: float | str | None = "strength",
        rollout: str | None = None,
        exploration: float = 0.7,
        win_weight: float = 0.5,
        max_rollout_steps: int = 2000,
        paired_up_to: int = 8,
        settle_after: int = 40,
        settle_sigmas: float = 3.0,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        budget = STRENGTHS[min(max(int(strength), 1), 3)]
        self.strength = strength
        self.iterations = budget.iterations if iterations is None else iterations
        if isinstance(time_limit, str):
            if time_limit != "strength":
                raise ValueError(f"time_limit must be seconds, None or 'strength', not {time_limit!r}")
            self.time_limit: float | None = budget.time_limit
        else:
            self.time_limit = time_limit
        self.rollout = budget.rollout if rollout is None else rollout
        if self.rollout not in ("random", "heuristic"):
            raise ValueError(f"rollout must be 'random' or 'heuristic', not {self.rollout!r}")
        self.exploration = exploration
        self.win_weight = win_weight
        self.max_rollout_steps = max_rollout_steps
        self.paired_up_to = paired_up_to
        self.settle_after = settle_after
        self.settle_sigmas = settle_sigmas
        self.clock = clock
        #: why the last decision did not search (None when it did)
        self.fallback: str | None = None
        #: statistics of the last decision: iterations, seconds, per-action visits and mean reward
        self.last_stats: dict[str, Any] = {}
        self._lo = math.inf  # the score range seen in the current decision
        self._hi = -math.inf

    # -- the Bot protocol ------------------------------------------------------------
    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The legal action the search over sampled deals trusts most: the most visited (the only one at once)."""
        legal = list(seat.legal)
        if not legal:
            raise ValueError("the seat has no legal action")
        self.fallback = None
        if len(legal) == 1:
            self.last_stats = {"iterations": 0, "seconds": 0.0, "actions": {}}
            return legal[0]
        game = seat.game
        if not supports_search(game):
            return self._fall_back(seat, rng, f"{game.id} does not implement determinize()")
        by_text = {str(a): a for a in legal}
        root = _Node(seat.player)
        self._lo, self._hi = math.inf, -math.inf
        policy = self._policy(game)
        paired = len(by_text) <= self.paired_up_to
        started = self.clock()
        descents = samples = 0
        texts = sorted(by_text)
        paired_results: list[list[tuple[float, float]]] = []  # per sample: (win, score) per root action
        while descents < self.iterations:
            try:
                sample = game.determinize(seat.observation, seat.player, rng).for_playout()
            except NotImplementedError as e:
                return self._fall_back(seat, rng, str(e) or f"{game.id} cannot determinize")
            samples += 1
            if paired:
                # every root action on the same sample and the same random stream
                stream = rng.next_u64()
                row = []
                for text in texts:
                    res = self._iterate(root, sample, seat.player, by_text, policy, Rng(stream), text)
                    descents += 1
                    if res is not None:
                        row.append((res[0][seat.player], res[1][seat.player]))
                if len(row) == len(texts):
                    paired_results.append(row)
                    if self._settled(paired_results):
                        break
            else:
                self._iterate(root, sample, seat.player, by_text, policy, rng, None)
                descents += 1
            if self.time_limit is not None and self.clock() - started >= self.time_limit:
                break
        stats = {text: (child.visits, self._value(child)) for (_, text), child in root.children.items()}
        self.last_stats = {
            "samples": samples,
            "settled": paired and self._settled(paired_results),
            "iterations": descents,
            "seconds": self.clock() - started,
            "actions": stats,
        }
        if not stats:
            return legal[0]
        if paired:  # equal visits: the best mean reward (ties: most visits, then text order)
            best = max(sorted(stats), key=lambda t: (round(stats[t][1], 12), stats[t][0]))
        else:  # the robust child: most visits, then the best mean
            best = max(sorted(stats), key=lambda t: (stats[t][0], stats[t][1]))
        return by_text[best]

    def _settled(self, rows: list[list[tuple[float, float]]]) -> bool:
        """Paired early stop: the best root action beats the runner-up by
        ``settle_sigmas`` standard errors (or every sample ties), after ``settle_after`` samples."""
        n = len(rows)
        if self.settle_after <= 0 or n < self.settle_after or n % 10:
            return False
        span = self._hi - self._lo
        w = self.win_weight

        def value(win: float, score: float) -> float:
            return w * win + (1.0 - w) * ((score - self._lo) / span if span > 0 else 0.5)

        values = [[value(win, score) for win, score in row] for row in rows]
        means = [sum(col) / n for col in zip(*values, strict=True)]
        order = sorted(range(len(means)), key=lambda i: -means[i])
        a, b = order[0], order[1]
        diffs = [v[a] - v[b] for v in values]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if var == 0.0:
            return True
        return mean > self.settle_sigmas * math.sqrt(var / n)

    def _value(self, node: _Node) -> float:
        """The mover's mean reward at ``node`` in [0, 1]."""
        if not node.visits:
            return 0.0
        span = self._hi - self._lo
        score = (node.score / node.visits - self._lo) / span if span > 0 else 0.5
        return self.win_weight * node.wins / node.visits + (1.0 - self.win_weight) * score

    def _fall_back(self, seat: Seat, rng: Rng, why: str) -> Any:
        bot = heuristic_bot(seat.game.id) or RandomBot()
        self.fallback = f"{why}: the search bot plays like the {bot.name} bot instead"
        self.last_stats = {"iterations": 0, "seconds": 0.0, "actions": {}, "fallback": self.fallback}
        return bot.choose(seat, rng)

    # -- one iteration ----------------------------------------------------------------
    def _policy(self, game: Game[Any]) -> tuple[RolloutPolicy | None, Bot | None]:
        if self.rollout == "heuristic":
            return rollout_policy(game.id), heuristic_bot(game.id)
        return None, None

    @staticmethod
    def _mover(state: State[Any], me: int) -> int | None:
        active = state.active_players()
        if not active:
            return None
        return me if me in active else min(active)

    def _result(self, state: State[Any], origin: State[Any]) -> tuple[list[float], list[float]] | None:
        if state.is_over():
            outcome = state.outcome()
        else:
            provisional = getattr(state, "provisional_outcome", None)  # the Provisional protocol
            outcome = provisional(origin) if provisional is not None else None
        if outcome is None:
            return None
        wins, scores = rewards(outcome, state.players)
        self._lo = min(self._lo, *scores)
        self._hi = max(self._hi, *scores)
        return wins, scores

    def _iterate(
        self,
        root: _Node,
        state: State[Any],
        me: int,
        root_actions: Mapping[str, Any],
        policy: tuple[RolloutPolicy | None, Bot | None],
        rng: Rng,
        forced: str | None,
    ) -> tuple[list[float], list[float]] | None:
        origin = state
        node = root
        path: list[_Node] = []
        result: tuple[list[float], list[float]] | None = None
        # selection and expansion
        while True:
            mover = self._mover(state, me)
            if mover is None:
                break
            legal = state.legal_actions(mover)
            if node is root:
                if mover != me:
                    return None  # an inconsistent sample: skip it
                legal = [a for a in legal if str(a) in root_actions and (forced is None or str(a) == forced)]
            if not legal:
                return None
            untried = []
            best: tuple[float, _Node, Any] | None = None
            log_terms: list[tuple[_Node, Any]] = []
            for a in legal:
                child = node.children.get((mover, str(a)))
                if child is None:
                    untried.append(a)
                else:
                    child.avail += 1
                    log_terms.append((child, a))
            if untried:
                a = untried[rng.randbelow(len(untried))]
                child = _Node(mover)
                node.children[(mover, str(a))] = child
                state = state.push(mover, a)
                path.append(child)
                result = self._result(state, origin)
                break
            for child, a in log_terms:
                ucb = self._value(child) + self.exploration * math.sqrt(math.log(child.avail) / child.visits)
                if best is None or ucb > best[0]:
                    best = (ucb, child, a)
            if best is None:  # pragma: no cover - legal is not empty
                return None
            _, node, a = best
            state = state.push(mover, a)
            path.append(node)
            result = self._result(state, origin)
            if result is not None:
                break
        # rollout
        steps = 0
        while result is None:
            mover = self._mover(state, me)
            if mover is None or steps >= self.max_rollout_steps:
                return None  # no result: nothing to learn from this descent
            legal = state.legal_actions(mover)
            if len(legal) == 1 or self.rollout == "random":
                a = legal[rng.randbelow(len(legal))]
            else:
                fast, bot = policy
                if fast is not None:
                    a = fast(state, mover, rng, legal)
                elif bot is not None:
                    a = bot.choose(Seat(state.game, mover, state.observation(mover), legal), rng)
                else:
                    a = legal[rng.randbelow(len(legal))]
            state = state.push(mover, a) if state is origin else state.advance(mover, a)
            steps += 1
            result = self._result(state, origin)
        # backpropagation
        wins, scores = result
        for n in path:
            n.visits += 1
            n.wins += wins[n.mover]
            n.score += scores[n.mover]
        return result


# -- the guided search (issue 19) ---------------------------------------------------------


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
    """The heuristic's move unless a shortlisted candidate is clearly better in paired rollouts.

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
        self.horizon = horizon or _horizon
        self.name = name
        self.clock = clock
        #: the last decision: searched, samples, seconds, the shortlist, mean rewards, the choice
        self.last_stats: dict[str, Any] = {}

    # -- the Bot protocol ------------------------------------------------------------
    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The heuristic's choice, unless a search over its shortlist of actions finds a better one."""
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

        def by_bot(state: State[Any], player: int, rng: Rng, legal: Sequence[Any] | None = None) -> Any:
            legal = state.legal_actions(player) if legal is None else legal
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
            sample = game.determinize(seat.observation, me, rng).for_playout()
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
            move = legal[0] if len(legal) == 1 else policy(state, mover, rng, legal)
            state = state.advance(mover, move)  # this playout's own state since the first push
            steps += 1


def _horizon(state: State[Any], origin: State[Any]) -> Outcome | None:
    if state.is_over():
        return state.outcome()
    provisional = getattr(state, "provisional_outcome", None)
    return provisional(origin) if provisional is not None else None


register_bot("*", "search", lambda strength: SearchBot(strength))
