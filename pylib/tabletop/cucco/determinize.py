"""Sampling a full Cucco state from one player's observation (for search bots).

Everything public is copied from the observation; the cards the viewer cannot
see (the "unseen" cards: a full deck minus the discard pile, the face-up
cards, the viewer's own card and every card the viewer knows) are dealt at
random to the hidden hands and the deck. A hidden hand only receives a rank
its ``cannot_be`` list allows (e.g. a card given in an exchange was no 11–15),
so the sample is a position the rules could have reached, and
``determinize(obs, p, rng).observation(p) == obs``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.rng import Rng
from .cards import deck_composition
from .rules import Deal, Reason, rank_bit
from .text import NS

if TYPE_CHECKING:
    from .game import Cucco, CuccoState

__all__ = ["determinize", "unseen_cards"]

_PREFIX = NS + "."


def unseen_cards(observation: Mapping[str, Any]) -> list[int]:
    """The ranks the viewer of ``observation`` cannot locate: in hidden hands or the deck.

    A deck made of the reshuffled discard pile (``deck_cards``) is public and not included.
    """
    pool = deck_composition(int(observation["players"]))
    for r in observation["discard"]:
        pool.remove(r)
    for hand in observation["hands"]:
        if hand is not None and hand["card"] is not None:
            pool.remove(hand["card"])
    if observation["deck_cards"] is not None:
        for r in observation["deck_cards"]:
            pool.remove(r)
    return sorted(pool)


def _fits(cards: Sequence[int], masks: Sequence[int]) -> bool:
    return all(not m & rank_bit(c) for c, m in zip(cards, masks, strict=False))


def _deal_hidden(pool: list[int], masks: list[int], rng: Rng) -> list[int]:
    """A random arrangement of ``pool`` whose first ``len(masks)`` cards fit the masks."""
    k = len(masks)
    if not any(masks):
        rng.shuffle(pool)
        return pool
    n = len(pool)
    for _ in range(12):  # plain rejection: uniform among the arrangements that fit
        for i in range(k):  # a partial Fisher-Yates shuffle: the first k cards
            j = i + rng.randbelow(n - i)
            pool[i], pool[j] = pool[j], pool[i]
        if _fits(pool[:k], masks):
            rest = pool[k:]
            rng.shuffle(rest)
            return pool[:k] + rest
    # most constrained hand first, each a random card that fits, with backtracking
    slots = sorted(range(k), key=lambda i: -bin(masks[i]).count("1"))
    chosen: list[int] = [0] * k
    rest = pool[:]

    def place(j: int) -> bool:
        if j == len(slots):
            return True
        i = slots[j]
        options = sorted({c for c in rest if not masks[i] & rank_bit(c)})
        rng.shuffle(options)
        for c in options:
            rest.remove(c)
            chosen[i] = c
            if place(j + 1):
                return True
            rest.append(c)
        return False

    if not place(0):
        raise ValueError("no deal of the unseen cards fits the observation")
    rng.shuffle(rest)
    return chosen + rest


def determinize(game: Cucco, obs: Mapping[str, Any], player: int, rng: Rng) -> CuccoState:
    from .game import CuccoState, Phase

    if obs.get("game") != game.id:
        raise ValueError("not a Cucco observation")
    if obs.get("viewer") != player:
        raise ValueError(f"the observation is not player {player}'s")
    n = int(obs["players"])
    phase = Phase(obs["phase"])
    status = obs["status"]
    log = tuple((str(e["key"]).removeprefix(_PREFIX), e["args"], None) for e in obs["log"])
    state = CuccoState(
        game,
        n,
        {**obs["options"], "setup": ""},
        Rng(rng.next_u64()),
        coins=list(obs["coins"]),
        pot=obs["pot"],
        left=[s == "left" for s in status],
        eliminated=[s == "eliminated" for s in status],
        round_no=obs["round"],
        deal_no=obs["deal"],
        serial=obs["serial"],
        phase=phase,
        results=tuple((r["winner"], r["pot"]) for r in obs["results"]),
        last_deal=obs["last_deal"],
        log_prev=log,
        ended_by=obs.get("ended_by"),
    )
    if phase is Phase.OVER:
        return state
    order: list[int] = obs["order"]
    hands: list[Any] = obs["hands"]
    deck_cards = obs["deck_cards"]
    deal = Deal(n, order, [], list(obs["discard"]))
    hidden: list[int] = []
    for s in order:
        h = hands[s]
        deal.card[s] = h["card"]
        deal.shown[s] = h["face_up"]
        deal.strong[s] = h["strong"]
        deal.history[s] = tuple(h["history"])
        deal.reasons[s] = tuple(Reason(r) for r in h["disqualified"])
        deal.excluded[s] = sum(rank_bit(r) for r in h["cannot_be"])
        deal.choice[s] = None if h["choice"] is None else h["choice"] == "change"
        for v in h["known_by"]:
            deal.known[v] |= 1 << s
        if h["card"] is None:
            hidden.append(s)
    deal.turn = order.index(obs["turn"])
    deal.deck_known = deck_cards is not None
    pool = unseen_cards(obs)
    deck_size = int(obs["deck"])
    if len(pool) != len(hidden) + (0 if deck_cards is not None else deck_size):
        raise ValueError("the observation's card counts do not add up to a full deck")
    cards = _deal_hidden(pool, [deal.excluded[s] for s in hidden], rng)
    for s, c in zip(hidden, cards, strict=False):
        deal.card[s] = c
    if deck_cards is not None:
        deal.deck = list(deck_cards)
        rng.shuffle(deal.deck)
    else:
        deal.deck = cards[len(hidden) :]
    state.deal = deal
    return state
