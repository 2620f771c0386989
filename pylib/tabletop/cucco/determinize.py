"""Dealing hidden cards again: what ``Cucco.determinize`` (search bots) and
``CuccoState.resample_hidden`` (the privacy check) share.

The cards dealt again are a deal's face-down cards and the deck (docs/rules/cucco.md §2.5); what the askings
of §2.5.1 showed constrains where each may go.

:func:`unseen_cards` are the cards a viewer cannot locate (a full deck minus
the discard pile, the face-up cards, the viewer's own card and every card the
viewer knows); :func:`arrange_hidden` deals such cards at random so that each
hidden hand only receives a rank its public constraints allow (e.g. a card
given in an exchange was no 11–15), so the result is a position the rules
could have reached.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.rng import Rng
from .cards import deck_composition
from .rules import rank_bit

__all__ = ["arrange_hidden", "unseen_cards"]


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


def arrange_hidden(pool: list[int], masks: list[int], rng: Rng) -> list[int]:
    """A random arrangement of ``pool`` (changed in place) whose first ``len(masks)`` cards fit
    the masks (:func:`~tabletop.cucco.rules.rank_bit` masks of the ranks each may not be)."""
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
