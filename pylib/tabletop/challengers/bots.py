"""The Deck Phase heuristic of docs/rules/challengers.md §11, from a seat's observation only.

score(card) = base power + effect value + 1 if the deck already has a card
of that name − 2 if it would bring the deck to a 7th distinct name. Effect
values: ``attack``/``flag`` +N → 0.6·N (conditional bonuses 0.3·N); a bench
aura 0.4 per matching card already in the deck (at most 3); fans 1.5 a fan;
redirects, exhausts and pushes 1.5; When-picked effects their immediate
value. It redraws when the best score is below 4 from round 3; from round 3
it removes Newcomers while the deck has 8 or more cards (never below 7). The
offers: round 3 A pick 2, round 4 B pick 2, round 6 C pick 1 once the deck
has 12 cards, else B pick 2. UFO names the A card of highest base power
(ties alphabetical). Strength 1 picks the highest base power only.

The search bots' rollouts use :func:`rollout` (the strength-1 rule on a full state).
The guided search (the bot ``guided``, level 5) plays the strength-2 heuristic's move
unless paired rollouts over sampled decks and piles show a better one among its best
four (:class:`~tabletop.core.mcts.GuidedSearchBot`, :data:`GUIDED_BUDGET`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.bots import LevelSpec, Seat, register_bot, register_levels, register_rollout
from ..core.game import State
from ..core.mcts import GuidedBudget, GuidedSearchBot
from ..core.rng import Rng
from .data import CARDS, Card, card_matches
from .game import ID, Act

_PLAIN = {"plus", "per_trophy"}
_COND = {
    "per_bench_match",
    "per_opp_slot",
    "per_own_slot",
    "first_card",
    "per_before",
    "vs_flag_power",
    "vs_opp_slots",
    "per_attack_match",
    "per_empty_slot",
    "if_bench_empty",
    "per_opp_deck_over",
    "per_stack",
    "per_opp_card",
}
_MOVES = {"push_own", "push_opp", "arrival_push_opp", "exhaust", "to_bottom", "to_exhaust", "to_opp_bench", "raise"}


def effect_value(card: Card, deck: Sequence[str]) -> float:
    """A rough worth of ``card``'s effect (§6) in power points, given the deck it would join."""
    e = card.effect
    if not e:
        return 0.0
    if card.keyword in ("attack", "flag", "reveal") and e in _PLAIN:
        return 0.6 * (card.n if e == "plus" else 2)
    if e in _COND:
        return 0.3 * (card.cap or card.n or 1)
    if card.keyword == "bench":
        return 0.4 * min(3, sum(1 for k in deck if card_matches(CARDS[k], card.match)))
    if e in ("fans", "capture_fans"):
        return 1.5 * card.n
    if e in _MOVES:
        return 1.5
    if e == "duplicate":
        return max((CARDS[k].power for k in deck if CARDS[k].level == "A"), default=0)
    if e == "clones":
        return CARDS["clones"].power
    return 0.6


def score(key: str, deck: Sequence[str]) -> float:
    """How much the Deck Phase heuristic wants card ``key`` in ``deck``: power, effect, and a second copy of a name."""
    card = CARDS[key]
    names = {CARDS[k].en for k in deck}
    value = card.power + effect_value(card, deck)
    if card.en in names:
        value += 1
    elif len(names) >= 6:
        value -= 2
    return value


def choose(obs: Mapping[str, Any], legal: Sequence[Act], strength: int = 2) -> Act:
    """The Deck Phase heuristic's choice from an observation (§11): offer, pick, redraw or remove."""
    you = obs["you"]
    deck: list[str] = you["deck"]
    r = int(obs["round"])
    verbs = {a.verb for a in legal}
    if "offer" in verbs:
        levels = {a.args[0] for a in legal if a.verb == "offer"}
        want = {3: "A", 4: "B", 6: "C" if len(deck) >= 12 else "B"}.get(r, min(levels))
        return Act("offer", (want if want in levels else min(levels),))
    if "duplicate" in verbs:
        return max(
            (a for a in legal if a.verb == "duplicate"),
            key=lambda a: (CARDS[a.args[0]].power, [-ord(c) for c in a.args[0]]),
        )
    picks = [a for a in legal if a.verb == "pick"]
    if picks:
        if strength <= 1:
            return max(picks, key=lambda a: (CARDS[a.args[0]].power, a.args[0]))
        best = max(picks, key=lambda a: (score(a.args[0], deck), a.args[0]))
        if "redraw" in verbs and r >= 3 and score(best.args[0], deck) < 4:
            return Act("redraw")
        return best
    if "remove" in verbs and r >= 3 and len(deck) >= 8 and Counter(deck)["newcomer"]:
        return Act("remove", ("newcomer",))
    return Act("done") if "done" in verbs else legal[0]


class HeuristicBot:
    """The Deck Phase heuristic (:func:`choose`) as a bot; ``rank`` gives the search its shortlist."""

    name = "heuristic"

    def __init__(self, strength: int = 2) -> None:
        self.strength = strength

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """:func:`choose` on the seat's observation."""
        return choose(seat.observation, seat.legal, self.strength)

    def rank(self, seat: Seat, rng: Rng) -> tuple[Act, list[tuple[float, Act]]]:
        """The bot's move and every legal move, best first by :func:`score` (what
        :class:`~tabletop.core.mcts.GuidedSearchBot` shortlists): a pick by the card's score, a
        removal by minus it, a UFO copy by base power, anything else 0."""
        deck: list[str] = seat.observation["you"]["deck"]

        def value(a: Act) -> float:
            if a.verb == "pick":
                return score(a.args[0], deck)
            if a.verb == "remove":
                return -score(a.args[0], deck)
            if a.verb == "duplicate":
                return float(CARDS[a.args[0]].power)
            return 0.0

        weighed = sorted(((value(a), a) for a in seat.legal), key=lambda va: (-va[0], str(va[1])))
        return self.choose(seat, rng), weighed


def rollout(state: State[Any], player: int, rng: Rng, legal: Sequence[Act] | None = None) -> Any:
    """A fast move on a full state: the strength-1 rule (highest base power, no removal)."""
    legal = state.legal_actions(player) if legal is None else legal
    picks = [a for a in legal if a.verb == "pick"]
    if picks:
        return max(picks, key=lambda a: (CARDS[a.args[0]].power, a.args[0]))
    for a in legal:
        if a.verb in ("offer", "duplicate", "done"):
            return a
    return legal[0]


#: the guided search's budget: the strength-2 heuristic's move and its next 3 by :func:`score`, each played
#: on up to 8 sampled decks and piles with the same random stream, then to the end of the game by
#: :func:`rollout`, in 0.5 s; it switches on a paired advantage of 1 standard error. It took 0.517
#: [0.460, 0.573] of 300 four-player games against three strength-2 heuristics (seeds 900-999 and
#: 1000-1199; the even share is 0.25); 4 samples in 0.25 s over 3 candidates took 0.41 of 100 (docs/bots.md)
GUIDED_BUDGET = GuidedBudget(shortlist=4, samples=8, time_limit=0.5, sigmas=1.0)


def guided(budget: GuidedBudget = GUIDED_BUDGET, strength: int = 2) -> GuidedSearchBot:
    """The strength-``strength`` heuristic's move, checked by paired rollouts to the end of the game."""
    return GuidedSearchBot(HeuristicBot(strength), budget, rollout=rollout, name="guided")


register_bot(ID, "heuristic", HeuristicBot)
register_bot(ID, "guided", lambda strength: guided(strength=strength))
register_rollout(ID, rollout)


# levels a player chooses (docs/bots.md has what each one measured against the one below): the
# strength-1 rule with and without careless moves, the strength-2 heuristic, and the guided search on it
#: (the robot team of odd player counts keeps its own difficulty 1-5, the ``npc_level`` option)
register_levels(
    ID,
    {
        1: LevelSpec(
            "random", 1, {"en": "Drafts and removes cards at random.", "ja": "ランダムにカードを取り、外します。"}
        ),
        2: LevelSpec(
            "heuristic",
            1,
            {
                "en": "Drafts the highest power; about one move in three is careless.",
                "ja": "一番強いカードを取りますが、3手に1手ほどうっかりします。",
            },
            epsilon=0.3,
        ),
        3: LevelSpec("heuristic", 1, {"en": "Drafts the highest power.", "ja": "一番強いカードを取ります。"}),
        4: LevelSpec(
            "heuristic",
            2,
            {
                "en": "Weighs power, effects and a small deck; redraws and removes Newcomers.",
                "ja": "強さ・効果・デッキの絞り方を考え、引き直しや新人外しもします。",
            },
        ),
        5: LevelSpec(
            "guided",
            2,
            {
                "en": "Thinks like level 4, then tries its best choices out over the draws to come before it picks.",
                "ja": "レベル4の考え方に加えて、有力な手を先読みで試してから選びます。",
            },
        ),
    },
)
