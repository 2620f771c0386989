"""Khronos bots (docs/rules/khronos.md §15): a greedy heuristic and the rollout policy of the search bot.

The heuristic sees only its :class:`~tabletop.core.bots.Seat`. It samples one
full state with :meth:`Khronos.determinize` (its own hand is exact; nothing
it cannot see matters to the boards) and scores candidate actions by playing
them on that sample:

    value = own Ecus + expected earnings − the opponents' expected earnings / (players − 1)
            + a little for each own Military / Religious value on the boards

Expected earnings are the incomes of the domains a seat controls on its two
best boards (two adventurers can stand on two boards), once per earnings turn
still ahead. On its own turns 4 and 7 the bot counts only the boards where
its adventurers really stand, so it travels before the refill when that pays
("positioning adventurers for the earnings turns"). It exchanges only when
nothing it can play is worth two Ecus, and with Hold'em swaps toward the
kind of the best build it could then afford. Strength sets how many
candidate actions it looks at (1: 10, 2: 24, 3: 80).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.bots import RANDOM_LEVEL, LevelSpec, RandomBot, Seat, register_bot, register_levels, register_rollout
from ..core.game import State
from ..core.mcts import SearchBot
from ..core.rng import Rng
from .board import FOOT
from .data import TILES
from .game import EARNINGS_TURNS, Act, Khronos, KhronosState

__all__ = ["SEARCH_BUDGETS", "HeuristicBot", "KhronosSearchBot", "SearchBudget", "evaluate", "rollout"]

CANDIDATES = {1: 10, 2: 24, 3: 80}
OWN_BUILDING = 0.25


def evaluate(st: KhronosState, me: int) -> float:
    """The heuristic's value of a (sampled) state for seat ``me``."""
    inc = st.incomes()
    total = 0.0
    for p in range(st.players):
        left = sum(1 for t in EARNINGS_TURNS if t > st.game_turn or (t == st.game_turn and st._before(p)))
        if p == st.current and st.game_turn in EARNINGS_TURNS and st.phase.value != "start" and left:
            here = {a[0] for a in st.advs[p]}
            now = sum(inc[p][b] for b in here)
            exp = now + (left - 1) * sum(sorted(inc[p], reverse=True)[:2])
        else:
            exp = left * sum(sorted(inc[p], reverse=True)[:2])
        v = st.ecus[p] + 0.9 * exp
        if p == me:
            total += v
        else:
            total -= v / max(1, st.players - 1)
    own = 0
    for bi in (0, 1):
        for b in st.boards[bi].blds.values():
            if b.owner == me:
                own += b.value
    return total + OWN_BUILDING * own


def _touches(st: KhronosState, a: Act) -> bool:
    foot = FOOT[(a.x, a.y, TILES[a.tile].tier)]
    return bool(st.boards[a.board].occ & foot.bmask)


def _candidates(st: KhronosState, legal: list[Act], limit: int, rng: Rng) -> list[Act]:
    keep: list[Act] = []
    lonely: list[Act] = []
    for a in legal:
        v = a.verb
        if v == "build" and not _touches(st, a):
            lonely.append(a)
        elif v == "exchange" or v == "swap":
            continue
        else:
            keep.append(a)
    if len(keep) > limit:
        plays = [a for a in keep if a.verb not in ("refill", "travel", "pick", "shrink")]
        keep = [a for a in keep if a.verb in ("refill", "travel", "pick", "shrink") and not a.cards]
        keep += rng.sample(plays, min(limit, len(plays)))
    if lonely:
        keep.extend(rng.sample(lonely, min(3, len(lonely))))
    return keep


class HeuristicBot:
    """Greedy one-step search over a sample of the legal actions (§15)."""

    name = "heuristic"

    def __init__(self, strength: int = 2) -> None:
        self.strength = strength
        self.limit = CANDIDATES.get(strength, 24)

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The best-valued candidate of :meth:`rank`."""
        return self.rank(seat, rng)[0]

    def rank(self, seat: Seat, rng: Rng) -> tuple[Any, list[tuple[float, Act]]]:
        """The heuristic's choice and the candidates it weighed, best first, with their values."""
        game = seat.game
        if not isinstance(game, Khronos):
            return rng.choice(seat.legal), []
        legal: list[Act] = list(seat.legal)
        st = game.determinize(seat.observation, seat.player, rng)
        me = seat.player
        base = evaluate(st, me)
        best, best_v = None, -1e9
        weighed: list[tuple[float, Act]] = []
        for a in _candidates(st, legal, self.limit, rng):
            after = st.push(me, a)
            if not isinstance(after, KhronosState):
                continue
            v = evaluate(after, me)
            if a.verb == "refill":
                v -= 0.01 * len(a.cards)  # keep cards unless nothing else differs
            weighed.append((v, a))
            if v > best_v:
                best, best_v = a, v
        weighed.sort(key=lambda va: -va[0])  # stable: equal values keep the candidates' order
        if best is None:
            return legal[-1], weighed
        # the exchange: only when nothing playable is worth 2 Ecus
        if best.verb in ("refill", "travel") and best_v - base < 2:
            ex = [a for a in legal if a.verb == "exchange"]
            if ex and st.ecus[me] >= 4:
                hand = st.hands[me]
                dump = "".join(k * n for k, n in zip("MRC", hand, strict=True) if k != _best_kind(hand))
                for a in ex:
                    if a.cards == dump:
                        return a, weighed
            sw = [a for a in legal if a.verb == "swap"]
            want = _best_kind(st.hands[me])
            for a in sw:
                if a.cards[1] == want and a.cards[0] != want:
                    return a, weighed
        return best, weighed


@dataclass(frozen=True)
class SearchBudget:
    """What Khronos' search bot may spend on one move (see :class:`KhronosSearchBot`)."""

    shortlist: int  # root actions searched: the heuristic's choice and its next best candidates
    iterations: int  # descents in all, shared by the root actions
    #: seconds of wall clock for the whole move, whichever of the two ends first; None: the
    #: iterations only, so that a move depends on the rng alone (benches on a busy machine)
    time_limit: float | None


#: the search's budget by strength; strength 2 keeps a move well under 0.3 s in Pyodide
SEARCH_BUDGETS: dict[int, SearchBudget] = {
    1: SearchBudget(shortlist=3, iterations=9, time_limit=0.1),
    2: SearchBudget(shortlist=4, iterations=16, time_limit=0.15),
    3: SearchBudget(shortlist=8, iterations=400, time_limit=1.5),
}


class KhronosSearchBot:
    """The collection's search bot (:class:`~tabletop.core.mcts.SearchBot`) on a shortlist.

    A Khronos turn offers hundreds of legal actions, most of them builds far from
    anything, so the search looks only at the heuristic's choice and its next best
    candidates, and compares them by playing each out over the same sampled hands
    (paired rollouts with the fast rollout policy to the end of the turn, scored by
    :meth:`KhronosState.provisional_outcome`), within :data:`SEARCH_BUDGETS`.

    >>> from tabletop.core.bots import bot_move
    >>> st = Khronos.registered().new(2, {}, 3)
    >>> me = st.active_players()[0]
    >>> bot = KhronosSearchBot(2)
    >>> bot_move(bot, st, me, Rng(1)) in st.legal_actions(me)
    True
    >>> len(bot.last_stats["shortlist"]), bot.last_stats["iterations"] <= 16
    (4, True)
    """

    name = "search"

    def __init__(self, strength: int = 2, *, budget: SearchBudget | None = None) -> None:
        self.strength = strength
        self.budget = budget or SEARCH_BUDGETS[min(max(int(strength), 1), 3)]
        self.heuristic = HeuristicBot(strength)
        self.search = SearchBot(
            strength,
            iterations=self.budget.iterations,
            time_limit=self.budget.time_limit,
            rollout="heuristic",
            paired_up_to=self.budget.shortlist,
        )
        #: the last decision's statistics (those of the generic search, and the shortlist)
        self.last_stats: dict[str, Any] = {}

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The heuristic's choice, unless a search over its shortlist finds a better one in the time it has."""
        started = self.search.clock()
        choice, weighed = self.heuristic.rank(seat, rng)
        others = [a for _, a in weighed if a != choice]
        short = [choice, *others[: self.budget.shortlist - 1]]
        if len(short) < 2:
            self.last_stats = {"iterations": 0, "shortlist": [str(a) for a in short]}
            return choice
        # the search gets what the shortlist left of the move's time
        limit = self.budget.time_limit
        self.search.time_limit = None if limit is None else max(0.02, limit - (self.search.clock() - started))
        move = self.search.choose(Seat(seat.game, seat.player, seat.observation, short), rng)
        self.last_stats = {**self.search.last_stats, "shortlist": [str(a) for a in short]}
        return move


def _best_kind(hand: list[int]) -> str:
    return "MRC"[max(range(3), key=lambda i: (hand[i], -i))]


def rollout(state: State[Any], player: int, rng: Rng, legal: Sequence[Any] | None = None) -> Any:
    """A fast move for search rollouts: mostly expansions and builds next to others, else the refill."""
    legal = state.legal_actions(player) if legal is None else legal
    if not isinstance(state, KhronosState):
        return rng.choice(legal)
    first = legal[0]
    if first.verb in ("pick", "shrink"):
        return rng.choice(legal)
    if rng.random() < 0.4:
        refills = [a for a in legal if a.verb == "refill" and not a.cards]
        if refills:
            return refills[0]
    good = [a for a in legal if a.verb == "upgrade" or (a.verb == "build" and _touches(state, a))]
    if good:
        return rng.choice(good)
    return next(a for a in legal if a.verb == "refill")


register_bot("khronos", "heuristic", lambda strength: HeuristicBot(strength))
register_bot("khronos", "random", lambda strength: RandomBot())  # so the bots keep the collection's order
register_bot("khronos", "search", lambda strength: KhronosSearchBot(strength))
register_rollout("khronos", rollout)


# levels a player chooses (docs/bots.md has what each one measured against the one below); the
# search at strength 1 (3 candidates, 9 descents) measured no stronger than the heuristic at 2, nor
# the search at strength 2 (on the strength-2 shortlist) than the heuristic at 3; level 5 searches
# the shortlist of the strength-3 heuristic
#: the top level's search: the strength-3 heuristic's 4 best candidates, 24 paired descents or 0.2 s
TOP_LEVEL_BUDGET = SearchBudget(shortlist=4, iterations=24, time_limit=0.2)


register_levels(
    "khronos",
    {
        1: RANDOM_LEVEL,
        2: LevelSpec(
            "heuristic",
            1,
            {
                "en": "Greedy: weighs 10 candidate moves by the Ecus they bring.",
                "ja": "欲張り：10の候補手をエキュの得で比べます。",
            },
        ),
        3: LevelSpec(
            "heuristic",
            2,
            {
                "en": "Greedy: weighs 24 candidate moves, earnings turns included.",
                "ja": "欲張り：収入の手番も含めて24の候補手を比べます。",
            },
        ),
        4: LevelSpec(
            "heuristic",
            3,
            {
                "en": "Greedy: weighs 80 candidate moves, earnings turns included.",
                "ja": "欲張り：収入の手番も含めて80の候補手を比べます。",
            },
        ),
        5: LevelSpec(
            "search",
            3,
            {
                "en": "Weighs 80 candidates, then plays its 4 best out to the end of the turn over sampled hands.",
                "ja": "80の候補手を比べ、良い4手を相手の手札を想定して手番の終わりまで試します。",
            },
            build=lambda: KhronosSearchBot(3, budget=TOP_LEVEL_BUDGET),
        ),
    },
)
