"""The Cucco deck: one table of ranks, names and powers that the rules read.

>>> len(deck_composition(4)), deck_composition(8).count(15)
(40, 1)
>>> CARDS[12].power is Power.CAT, CARDS[-4].name["en"]
(True, 'Matto')
>>> card_label(-4, "ja"), card_label(7, "en")
('マトゥー (-4)', '7')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

__all__ = [
    "CARDS",
    "HIGHEST",
    "LOWEST",
    "MATTO",
    "MATTO_FROM_DECK",
    "PASSERS",
    "RANKS",
    "Card",
    "Power",
    "card_label",
    "deck_composition",
]

LOWEST = -4
HIGHEST = 15
RANKS: tuple[int, ...] = tuple(range(LOWEST, HIGHEST + 1))
MATTO = -4
#: the value of a Matto drawn from the deck at the showdown: above the Cuckoo
MATTO_FROM_DECK = 16
#: from this many players on, one Cuckoo (15) leaves the deck
ONE_CUCKOO_FROM = 8


class Power(Enum):
    """What a card does when its holder is asked to exchange (spec §2.2)."""

    NONE = "none"
    CUCKOO = "cuckoo"  # 15: revealed at once, ends the deal
    HUMAN = "human"  # 14: no exchange, the requester is disqualified
    HORSE = "horse"  # 13: pass, the requester asks the next player (or the deck)
    CAT = "cat"  # 12: no exchange, the first holder of the requester's card is disqualified
    HOUSE = "house"  # 11: pass, like the Horse
    MATTO = "matto"  # -4: whoever receives it in an exchange is disqualified


@dataclass(frozen=True)
class Card:
    rank: int
    power: Power
    name: Mapping[str, str]  # ja/en name; numerals are their own name
    traditional: str  # the Italian name of the Cucù tradition


def _card(rank: int, power: Power = Power.NONE, ja: str = "", en: str = "", traditional: str = "") -> Card:
    return Card(rank, power, {"ja": ja or str(rank), "en": en or str(rank)}, traditional or str(rank))


#: every rank of the deck, two copies each (one 15 with 8+ players)
CARDS: Mapping[int, Card] = {
    15: _card(15, Power.CUCKOO, "クク", "Cuckoo", "Cucco"),
    14: _card(14, Power.HUMAN, "人間", "Human", "Bragon"),
    13: _card(13, Power.HORSE, "馬", "Horse", "Salta"),
    12: _card(12, Power.CAT, "猫", "Cat", "Gnao"),
    11: _card(11, Power.HOUSE, "家", "House", "Osteria"),
    **{r: _card(r) for r in range(10, 0, -1)},
    0: _card(0, traditional="Nulla"),
    -1: _card(-1, ja="バケツ", en="Bucket", traditional="Secchia"),
    -2: _card(-2, ja="仮面", en="Mask", traditional="Mascherone"),
    -3: _card(-3, ja="ライオン", en="Lion", traditional="Leone"),
    -4: _card(-4, Power.MATTO, "マトゥー", "Matto", "Matto"),
}

#: ranks whose holder says "pass" when asked (and that are drawn past from the deck)
PASSERS = frozenset(r for r, c in CARDS.items() if c.power in (Power.HORSE, Power.HOUSE))


def deck_composition(players: int) -> list[int]:
    """The ranks of a fresh deck for ``players`` players, sorted (spec §2.2)."""
    cards = [r for r in RANKS for _ in range(2)]
    if players >= ONE_CUCKOO_FROM:
        cards.remove(HIGHEST)
    return cards


def card_label(rank: int, lang: str = "en") -> str:
    """A card as players name it: ``'Cat (12)'``, ``'7'``; Japanese with ``lang='ja'``."""
    card = CARDS[rank]
    name = card.name.get(lang, card.name["en"])
    return name if name == str(rank) else f"{name} ({rank})"
