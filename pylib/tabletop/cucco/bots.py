"""Cucco's heuristic bot: change or keep by the chance of being penalised.

It plays each turn of a deal as docs/rules/cucco.md §2.5 describes (asking a player §2.5.1, the deck §2.5.2)
and judges the showdown of §2.6; its levels are docs/bots.md.

From its observation only, the bot estimates the probability of ending the
deal penalised if it keeps its card, and if it asks for a change — walking
the request as the rules would: a Human disqualifies it, a Cat curses the
first holder of its card, Horses and Houses pass the request on, the Matto
disqualifies whoever receives it, and the deck may give the strongest card.
Cards it cannot see are drawn from the unseen cards (respecting what is
public about each hidden hand). It picks the smaller risk; at strength 1 it
only looks at its own card and at face-up or known neighbours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.bots import LevelSpec, Seat, register_bot, register_levels, register_rollout
from ..core.game import State
from ..core.rng import Rng
from .cards import MATTO, MATTO_FROM_DECK, PASSERS
from .determinize import unseen_cards

__all__ = ["HeuristicBot", "penalty_risks", "rollout", "simple_choice"]

_N = MATTO_FROM_DECK + 5  # showdown values -4..16 (16: a Matto from the deck), index v + 4


def _dist_of(hand: Mapping[str, Any], pool: list[int]) -> list[float]:
    """P(value == v) for v in -4..16 of a hand, as its viewer sees it (index v + 4)."""
    out = [0.0] * _N
    if hand["card"] is not None:
        out[(MATTO_FROM_DECK if hand["strong"] else hand["card"]) + 4] = 1.0
        return out
    banned = hand["cannot_be"]
    cards = [c for c in pool if c not in banned] if banned else pool
    if not cards:
        cards = pool
    w = 1.0 / len(cards)
    for c in cards:
        out[c + 4] += w
    return out


def _at_least(dist: list[float]) -> list[float]:
    """P(value >= v) for v in -4..16, plus a 0 for 17."""
    out = [0.0] * (_N + 1)
    acc = 0.0
    for i in range(_N - 1, -1, -1):
        acc += dist[i]
        out[i] = acc
    return out


def simple_choice(card: int, strong: bool, next_card: int | None) -> bool:
    """The strength-1 rule (also the fast rollout policy): change a low card unless
    the next player is known to hold a Human, a Cat or the Matto."""
    if strong:
        return False
    if next_card in (14, 12, MATTO):
        return False
    return card <= 3


def penalty_risks(observation: Mapping[str, Any], player: int) -> tuple[float, float]:
    """(risk if ``player`` keeps, risk if they change) as estimated from ``observation``."""
    obs = observation
    hands = obs["hands"]
    me = hands[player]
    if me["disqualified"]:
        return 1.0, 1.0
    order: list[int] = obs["order"]
    pos = order.index(player)
    cancellation = bool(obs["options"].get("cancellation"))
    pool = unseen_cards(obs) or [0]
    others = [q for q in order if q != player]
    dists = {q: _dist_of(hands[q], pool) for q in others}
    surv = {q: _at_least(d) for q, d in dists.items()}
    # products over the other players, and the same without each one of them
    without: dict[int, list[float]] = {}
    for q in others:
        prod = [1.0] * (_N + 1)
        for q2 in others:
            if q2 != q:
                s2 = surv[q2]
                for i in range(_N + 1):
                    prod[i] *= s2[i]
        without[q] = prod
    everyone = [1.0] * (_N + 1)
    if others:
        sq = surv[others[0]]
        everyone = [a * b for a, b in zip(without[others[0]], sq, strict=True)]
    nopair_without: dict[int, list[float]] = {}
    nopair_all = [1.0] * _N
    if cancellation:
        for q in others:
            prod = [1.0] * _N
            for q2 in others:
                if q2 != q:
                    d2 = dists[q2]
                    for i in range(_N):
                        prod[i] *= 1.0 - d2[i]
            nopair_without[q] = prod
        if others:
            d0 = dists[others[0]]
            nopair_all = [a * (1.0 - b) for a, b in zip(nopair_without[others[0]], d0, strict=True)]
    mine = MATTO_FROM_DECK if me["strong"] else me["card"]

    def risk_with(value: int, printed: int, fixed: int = -1, fixed_value: int = 0) -> float:
        """P(penalised) holding ``value``; seat ``fixed`` (if any) then holds ``fixed_value``."""
        if fixed >= 0:
            safe_low = without[fixed][value + 4] * (1.0 if fixed_value >= value else 0.0)
            no_pair = (
                nopair_without[fixed][printed + 4] * (0.0 if fixed_value == printed else 1.0) if cancellation else 1.0
            )
        else:
            safe_low = everyone[value + 4]
            no_pair = nopair_all[printed + 4] if cancellation else 1.0
        # penalised if nobody is strictly lower (ties included), or on a pair
        return 1.0 - (1.0 - safe_low) * no_pair

    keep = risk_with(mine, me["card"])

    def cursed() -> bool:
        for h in me["history"]:
            if "matto" not in hands[h]["disqualified"]:
                return bool(h == player)
        return True

    def on_deck() -> float:
        draws = [c for c in pool if c not in PASSERS] or [0]
        w = 1.0 / len(draws)
        total = 0.0
        for d in draws:
            if d == 15:
                r = keep
            elif d == 14:
                r = 1.0
            elif d == 12:
                r = 1.0 if cursed() else keep
            elif d == MATTO:
                r = risk_with(MATTO_FROM_DECK, MATTO)
            else:
                r = risk_with(d, d)
            total += w * r
        return total

    # walk the request from the last possible target back to the next player
    risk = on_deck()
    for i in range(len(order) - 1, pos, -1):
        q = order[i]
        dist = dists[q]
        total = 0.0
        for idx, p in enumerate(dist):
            if p == 0.0:
                continue
            y = idx - 4
            if y == 15:
                r = keep
            elif y == 14:
                r = 1.0
            elif y == 12:
                r = 1.0 if cursed() else keep
            elif y in PASSERS:
                r = risk
            elif y == MATTO:
                r = 1.0
            else:
                r = risk_with(y, y, q, mine)
            total += p * r
        risk = total
    return keep, risk


class HeuristicBot:
    """Keeps or changes by the estimated chance of being penalised (see the module)."""

    name = "heuristic"

    def __init__(self, strength: int = 2) -> None:
        self.strength = strength

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """Change or keep: the lower estimated chance of a penalty (strength 1: a simple rule on the cards seen)."""
        legal = list(seat.legal)
        if len(legal) == 1:
            return legal[0]
        by_text = {str(a): a for a in legal}
        obs = seat.observation
        if self.strength <= 1:
            return by_text[self._simple(obs, seat.player)]
        keep, change = penalty_risks(obs, seat.player)
        return by_text["change" if change < keep - 1e-9 else "keep"]

    @staticmethod
    def _simple(obs: Mapping[str, Any], player: int) -> str:
        hands = obs["hands"]
        order: list[int] = obs["order"]
        pos = order.index(player)
        nxt = hands[order[pos + 1]]["card"] if pos + 1 < len(order) else None
        me = hands[player]
        return "change" if simple_choice(me["card"], me["strong"], nxt) else "keep"


def rollout(state: State[Any], player: int, rng: Rng, legal: Sequence[Any] | None = None) -> Any:
    """The search bot's rollout move in a sampled state: the strength-1 rule, from what
    ``player`` sees (their own card, and the next player's card if they know it)."""
    legal = state.legal_actions(player) if legal is None else legal
    if len(legal) == 1:
        return legal[0]
    choice = HeuristicBot._simple(state.observation(player), player)
    return next(a for a in legal if str(a) == choice)


register_bot("cucco", "heuristic", lambda strength: HeuristicBot(strength))
register_rollout("cucco", rollout)


# levels a player chooses (docs/bots.md has what each one measured against the one below). Cucco is
# mostly luck: the risk estimate (strength 2) measures no better than the strength-1 rule at a
# 4-player table, and the search no better than either, so the levels differ by their share of
# careless (random) moves.
register_levels(
    "cucco",
    {
        1: LevelSpec(
            "random",
            1,
            {"en": "Keeps or changes its card at random.", "ja": "カードを残すか替えるかをランダムに決めます。"},
        ),
        2: LevelSpec(
            "heuristic",
            1,
            {
                "en": "Changes low cards, but mostly at random.",
                "ja": "低いカードを替えますが、たいていは気まぐれです。",
            },
            epsilon=0.7,
        ),
        3: LevelSpec(
            "heuristic",
            1,
            {"en": "Changes low cards, often carelessly.", "ja": "低いカードを替えますが、よくうっかりします。"},
            epsilon=0.45,
        ),
        4: LevelSpec(
            "heuristic",
            2,
            {
                "en": "Weighs the risk of keeping and of changing, now and then carelessly.",
                "ja": "残す危険と替える危険を比べますが、時々うっかりします。",
            },
            epsilon=0.2,
        ),
        5: LevelSpec(
            "heuristic",
            2,
            {
                "en": "Weighs the risk of keeping and of changing from all it has seen.",
                "ja": "見えたことすべてから、残す危険と替える危険を比べます。",
            },
        ),
    },
)
