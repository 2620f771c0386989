"""The Cucco deck: one table of ranks, names and powers that the rules read.

The deck and the powers of its cards are docs/rules/cucco.md §2.2; what they do in a deal is §2.5.

>>> len(deck_composition(4)), deck_composition(8).count(15)
(40, 1)
>>> CARDS[12].power is Power.CAT, CARDS[-4].name["en"]
(True, 'Matto')
>>> card_label(-4, "ja"), card_label(12, "en"), card_label(7, "en")
('マトゥー（-4）', 'Cat (12)', '7')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from ..core import i18n

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
    "card_table",
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
    """What a card does when its holder is asked to exchange (docs/rules/cucco.md §2.2)."""

    NONE = "none"
    CUCKOO = "cuckoo"  # 15: revealed at once, ends the deal
    HUMAN = "human"  # 14: no exchange, the requester is disqualified
    HORSE = "horse"  # 13: pass, the requester asks the next player (or the deck)
    CAT = "cat"  # 12: no exchange, the first holder of the requester's card is disqualified
    HOUSE = "house"  # 11: pass, like the Horse
    MATTO = "matto"  # -4: whoever receives it in an exchange is disqualified


@dataclass(frozen=True)
class Card:
    """A card of the deck (§2.2): its rank, power, names, traditional Italian name and effect in words."""

    rank: int
    power: Power
    name: Mapping[str, str]  # ja/en name; numerals are their own name
    traditional: str  # the Italian name of the Cucù tradition
    effect: Mapping[str, str]  # ja/en: what the card does (the rules help lists it)


_NO_EFFECT = {"ja": "効果なし。", "en": "No effect."}
_PASS = {
    "ja": "交換を求められたら「パス」: 求めた人はさらに次の人(最後の人の次は山札)と交換を求めます。",
    "en": 'Asked to exchange, says "Pass!": the asker asks the following player instead '
    "(after the last player, the deck).",
}
_EFFECTS: Mapping[Power, Mapping[str, str]] = {
    Power.CUCKOO: {
        "ja": "配られたらすぐ公開され、ディールはその場で終わります。3人以上でスタートプレイヤーが持つときは"
        "公開されず、ノーチェンジしかできません。山札から引いたときは交換不成立で、元のカードのままです。",
        "en": "Revealed as soon as it is dealt: the deal ends at once. In the start player's hand with 3 or more "
        "players it stays hidden and must be kept. Drawn from the deck: no exchange, the asker keeps their card.",
    },
    Power.HUMAN: {
        "ja": "交換を求められたら「汝滅びよ！」：交換は成立せず、求めた人が失格。山札から引いた場合も失格。",
        "en": 'Asked to exchange, says "Thou shalt perish!": no exchange, and the asker is disqualified '
        "(also when drawn from the deck).",
    },
    Power.HORSE: _PASS,
    Power.CAT: {
        "ja": "交換を求められたら「ニャー。」: 交換は成立せず、求めた人のカードをディール開始時に持っていた人が失格"
        "(その人がマトゥーで失格済みなら、次にそのカードを持った人)。山札から引いた場合も同じ。",
        "en": 'Asked to exchange, says "Meow.": no exchange; whoever held the asker\'s card when the deal began is '
        "disqualified (if the Matto already disqualified them, the next holder of that card). The same when drawn "
        "from the deck.",
    },
    Power.HOUSE: _PASS,
    Power.MATTO: {
        "ja": "交換が成立すると(渡しても渡されても)受け取った人が失格。相手が14(人間)か12(猫)なら交換は成立しません"
        "(どちらが求めても)。山札から取ると、そのディールで最強(16)のカードになります。",
        "en": "Whoever receives it in an exchange is disqualified, whether it was given or taken. It is never "
        "exchanged against a 14 (Human) or a 12 (Cat), whichever side asks. Taken from the deck, it is the "
        "strongest card of the deal (worth 16).",
    },
}


def _card(rank: int, power: Power = Power.NONE, ja: str = "", en: str = "", traditional: str = "") -> Card:
    effect = _EFFECTS.get(power, _NO_EFFECT)
    return Card(rank, power, {"ja": ja or str(rank), "en": en or str(rank)}, traditional or str(rank), effect)


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
    """The ranks of a fresh deck for ``players`` players, sorted (docs/rules/cucco.md §2.2)."""
    cards = [r for r in RANKS for _ in range(2)]
    if players >= ONE_CUCKOO_FROM:
        cards.remove(HIGHEST)
    return cards


def card_table() -> list[dict[str, object]]:
    """The deck for the rules help (``Game.reference()``), strongest first, JSON-ready.

    >>> table = card_table()
    >>> len(table), table[0]["rank"], table[0]["power"], table[-1]["name"]["en"]
    (20, 15, 'cuckoo', 'Matto')
    >>> table[5]["effect"]["en"], table[0]["copies"], table[0]["copies_from_8"]
    ('No effect.', 2, 1)
    """
    return [
        {
            "rank": c.rank,
            "name": dict(c.name),
            "named": c.name["en"] != str(c.rank),
            "traditional": c.traditional,
            "power": c.power.value,
            "effect": dict(c.effect),
            "copies": 2,
            "copies_from_8": 1 if c.rank == HIGHEST else 2,
        }
        for c in sorted(CARDS.values(), key=lambda c: -c.rank)
    ]


def card_label(rank: int, lang: str = "en") -> str:
    """A card as players name it: ``'Cat (12)'``, ``'7'``; Japanese with ``lang='ja'``."""
    card = CARDS[rank]
    name = card.name.get(lang, card.name["en"])
    return name if name == str(rank) else i18n.text("core.aside", lang, text=name, note=rank)
