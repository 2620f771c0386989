"""The Deck Phase heuristic of spec §11, from a seat's observation only.

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

The search bot's rollouts use :func:`rollout` (the same rules on a full state).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.bots import LevelSpec, Seat, register_bot, register_levels, register_rollout
from ..core.game import State
from ..core.rng import Rng
from .data import CARDS, Card, card_matches
from .game import Act

ID = "challengers"

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
    card = CARDS[key]
    names = {CARDS[k].en for k in deck}
    value = card.power + effect_value(card, deck)
    if card.en in names:
        value += 1
    elif len(names) >= 6:
        value -= 2
    return value


def choose(obs: Mapping[str, Any], legal: Sequence[Act], strength: int = 2) -> Act:
    you = obs["you"]
    deck: list[str] = you["deck"]
    r = int(obs["round"])
    verbs = {a.verb for a in legal}
    if "offer" in verbs:
        levels = {a.arg for a in legal if a.verb == "offer"}
        want = {3: "A", 4: "B", 6: "C" if len(deck) >= 12 else "B"}.get(r, min(levels))
        return Act("offer", want if want in levels else min(levels))
    if "duplicate" in verbs:
        return max(
            (a for a in legal if a.verb == "duplicate"), key=lambda a: (CARDS[a.arg].power, [-ord(c) for c in a.arg])
        )
    picks = [a for a in legal if a.verb == "pick"]
    if picks:
        if strength <= 1:
            return max(picks, key=lambda a: (CARDS[a.arg].power, a.arg))
        best = max(picks, key=lambda a: (score(a.arg, deck), a.arg))
        if "redraw" in verbs and r >= 3 and score(best.arg, deck) < 4:
            return Act("redraw")
        return best
    if "remove" in verbs and r >= 3 and len(deck) >= 8 and Counter(deck)["newcomer"]:
        return Act("remove", "newcomer")
    return Act("done") if "done" in verbs else legal[0]


class HeuristicBot:
    name = "heuristic"

    def __init__(self, strength: int = 2) -> None:
        self.strength = strength

    def choose(self, seat: Seat, rng: Rng) -> Any:
        return choose(seat.observation, seat.legal, self.strength)


def rollout(state: State[Any], player: int, rng: Rng) -> Any:
    """A fast move on a full state: the strength-1 rule (highest base power, no removal)."""
    legal = state.legal_actions(player)
    picks = [a for a in legal if a.verb == "pick"]
    if picks:
        return max(picks, key=lambda a: (CARDS[a.arg].power, a.arg))
    for a in legal:
        if a.verb in ("offer", "duplicate", "done"):
            return a
    return legal[0]


register_bot(ID, "heuristic", HeuristicBot)
register_rollout(ID, rollout)


# levels a player chooses (docs/bots.md has what each one measured against the one below)
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
                "en": "Drafts the highest power, but mostly at random.",
                "ja": "一番強いカードを取りますが、たいていは気まぐれです。",
            },
            epsilon=0.7,
        ),
        3: LevelSpec(
            "heuristic",
            1,
            {
                "en": "Drafts the highest power; about one move in three is careless.",
                "ja": "一番強いカードを取りますが、3手に1手ほどうっかりします。",
            },
            epsilon=0.3,
        ),
        4: LevelSpec("heuristic", 1, {"en": "Drafts the highest power.", "ja": "一番強いカードを取ります。"}),
        5: LevelSpec(
            "heuristic",
            2,
            {
                "en": "Weighs power, effects and a small deck; redraws and removes Newcomers.",
                "ja": "強さ・効果・デッキの絞り方を考え、引き直しや新人外しもします。",
            },
        ),
    },
)
