"""The one card table of Arctic Scavengers: every value the rules read.

A correction to a card (a value, a cost, a count, a name) is a one-line
change here; the rules never name a card. Values marked ``uncertain`` come
from an unverified source (docs/rules/arcticscavengers.md Decision 1) and are flagged to views.

Abilities (``draw``, ``dig``, ``hunt``, ``fight``) are ``None`` when the card
lacks the icon. For a person that is the base ability (``0`` still counts: a
Refugee can carry a Spear to hunt 1); for a tool or a leader it is the
modifier it adds to a person that has the base ability.

>>> CARDS["thug"].cost
Cost(food=0, med=0, any=6)
>>> CARDS["refugee"].hunt, CARDS["sniper_team"].fight
(0, None)
>>> sum(c.count for c in CARDS.values() if c.module == "base")
149
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any


class Kind(Enum):
    """What a card is for."""

    PERSON = "person"  #: acts alone (powers one action or fights)
    TOOL = "tool"  #: modifier: one per person, disarmable
    LEADER = "leader"  #: modifier that may join a tool on the same person
    MEDICINE = "medicine"  #: pays meds for hiring, needs no person (a person with a med icon pays too)
    JUNK = "junk"  #: does nothing


class Home(Enum):
    """Where the copies not in the starting decks begin."""

    NONE = "none"  #: out of the game (unused refugees)
    MARKET = "market"  #: a face-up mercenary pile
    JUNKYARD = "junkyard"
    CONTESTED = "contested"


class Special(Enum):
    """Skirmish abilities."""

    SNIPE = "snipe"  #: discard one opponent person card
    DISARM = "disarm"  #: discard one opponent tool card
    SAVE = "save"  #: cancel a snipe aimed at one of your cards (HQ medic)


#: every ability icon
ABILITIES = ("draw", "dig", "hunt", "fight")


@dataclass(frozen=True)
class Cost:
    """A mercenary's price: food (from Hunt), meds, and an amount payable in any mix."""

    food: int = 0
    med: int = 0
    any: int = 0

    def total(self) -> int:
        """The whole price: food + meds + the amount payable in any mix."""
        return self.food + self.med + self.any

    def to_json(self) -> dict[str, int]:
        """The price as JSON: ``{"food", "med", "any"}``."""
        return {"food": self.food, "med": self.med, "any": self.any}


@dataclass(frozen=True)
class CardType:
    """A kind of card (§2): names, kind, where its copies start, how many, its icons, special and price."""

    key: str
    en: str
    ja: str
    kind: Kind
    home: Home
    count: int  #: copies in the box (starting cards included)
    people: int = 0
    draw: int | None = None
    dig: int | None = None
    hunt: int | None = None
    fight: int | None = None
    med: int = 0
    special: Special | None = None
    cost: Cost | None = None
    start: int = 0  #: copies in each starting deck
    module: str = "base"  #: "base" or "hq"
    uncertain: bool = True  #: values from an unverified source

    def ability(self, name: str) -> int | None:
        """The card's value for ability ``name`` (``draw``, ``dig``, ``hunt``, ``fight``), or None without that icon."""
        value: int | None = getattr(self, name)
        return value

    @property
    def is_modifier(self) -> bool:
        """Whether the card is carried by a person (a tool or a Group Leaders card) rather than acting itself."""
        return self.kind in (Kind.TOOL, Kind.LEADER)

    def icons(self) -> list[dict[str, Any]]:
        """The card's icons for a view: ``[{"icon", "value", "modifier"}]``."""
        out: list[dict[str, Any]] = []
        for name in ABILITIES:
            v = self.ability(name)
            if v is not None:
                out.append({"icon": name, "value": v, "modifier": self.is_modifier})
        if self.med:
            out.append({"icon": "med", "value": self.med, "modifier": False})
        return out

    def to_json(self) -> dict[str, Any]:
        """The card as JSON for views and the rules help (names, kind, where it starts, people, icons, price)."""
        return {
            "key": self.key,
            "name": {"ja": self.ja, "en": self.en},
            "kind": self.kind.value,
            "home": self.home.value,
            "people": self.people,
            "draw": self.draw,
            "dig": self.dig,
            "hunt": self.hunt,
            "fight": self.fight,
            "med": self.med,
            "special": self.special.value if self.special else None,
            "cost": self.cost.to_json() if self.cost else None,
            "icons": self.icons(),
            "module": self.module,
            "uncertain": self.uncertain,
        }


P, T, L, M, J = Kind.PERSON, Kind.TOOL, Kind.LEADER, Kind.MEDICINE, Kind.JUNK
MK, JY, CR, NO = Home.MARKET, Home.JUNKYARD, Home.CONTESTED, Home.NONE

# fmt: off
_TABLE: tuple[CardType, ...] = (
    # starting persons and mercenaries
    CardType("refugee", "Refugee", "難民", P, NO, 20, people=1, dig=0, hunt=0, start=4),
    CardType("scavenger", "Scavenger", "屑屋", P, MK, 20, people=1, draw=1, dig=1, hunt=1, fight=1,
             cost=Cost(food=1), start=3),
    CardType("brawler", "Brawler", "狼藉者", P, MK, 10, people=1, dig=1, fight=2, cost=Cost(food=2), start=1),
    CardType("hunter", "Hunter", "狩人", P, MK, 8, people=1, hunt=2, fight=1, cost=Cost(med=1)),
    CardType("saboteur", "Saboteur", "破壊工作員", P, MK, 8, people=1, dig=1, fight=1,
             special=Special.DISARM, cost=Cost(food=1, med=1)),
    CardType("scout", "Scout", "斥候", P, MK, 8, people=1, draw=2, fight=2, cost=Cost(food=2, med=1)),
    CardType("group_leaders", "Group Leaders", "グループリーダー", L, MK, 5, people=2, draw=2, dig=2, hunt=2,
             fight=2, cost=Cost(food=2, med=2)),
    CardType("sniper_team", "Sniper Team", "狙撃兵チーム", P, MK, 5, people=2, special=Special.SNIPE,
             cost=Cost(food=2, med=2)),
    CardType("thug", "Thug", "暴漢", P, MK, 5, people=3, dig=1, fight=3, cost=Cost(any=6)),
    # junkyard
    CardType("junk", "Junk", "ガラクタ", J, JY, 7),
    CardType("multitool", "Multitool", "マルチツール", T, JY, 4, dig=1, hunt=1, fight=1),
    CardType("net", "Net", "網", T, JY, 4, hunt=2, fight=1),
    CardType("spear", "Spear", "槍", T, JY, 6, hunt=1, fight=2, start=1),
    CardType("pickaxe", "Pickaxe", "つるはし", T, JY, 4, dig=1, fight=2),
    CardType("shovel", "Shovel", "シャベル", T, JY, 6, dig=2, fight=1, start=1),
    CardType("medkit", "Medkit", "救急箱", M, JY, 6, med=2),
    CardType("pills", "Pills", "錠剤", M, JY, 9, med=1),
    # contested resources
    CardType("tribe_family", "Tribe Family", "部族民の家族", P, CR, 6, people=5, hunt=0, fight=0),
    CardType("field_crew", "Field Crew", "作業班", P, CR, 2, people=4, dig=2, hunt=2, fight=2),
    CardType("sled_team", "Sled Team", "犬ぞりチーム", P, CR, 2, people=2, draw=2, fight=1),
    CardType("wolf_pack", "Wolf Pack", "狼の群れ", T, CR, 2, hunt=3, fight=2),
    CardType("grenade", "Grenade", "手榴弾", T, CR, 2, fight=3),
    # HQ module 1 (docs/rules/arcticscavengers.md Decision 11)
    # the Medic: draw 1, one medicine when hiring (as Pills), Save (the seed: 「ドロー、メディック1枚（薬など）で雇う、
    # スナイパー攻撃を阻止することができる」)
    CardType("medic", "Medic", "メディック", P, MK, 8, people=1, draw=1, med=1, special=Special.SAVE,
             cost=Cost(med=1), module="hq"),
    CardType("rifle", "Rifle", "ライフル", T, JY, 4, hunt=2, fight=2, module="hq"),
    CardType("toolkit", "Toolkit", "ツールキット", T, JY, 4, dig=1, module="hq"),
)
# fmt: on

#: every card type by key, in table order (the order of every listing)
CARDS: dict[str, CardType] = {c.key: c for c in _TABLE}
#: position of each key in the table (sort key of hands and listings)
ORDER: dict[str, int] = {c.key: i for i, c in enumerate(_TABLE)}


def sorted_keys(keys: Iterable[str]) -> list[str]:
    """Card keys in table order (the order of hands and listings)."""
    return sorted(keys, key=ORDER.__getitem__)


@dataclass(frozen=True)
class Gang:
    """An HQ gang card, awarded after the last skirmish (Decision 11).

    ``measure`` and ``tiebreak`` name what is counted over a player's cards:
    ``tool_cards`` (cards of kind tool), ``med_total`` (sum of med icons),
    ``contested_tools`` (tools that were contested resources),
    ``save_cards`` (cards with the Save special, i.e. medics).
    """

    key: str
    en: str
    ja: str
    people: int
    measure: str
    tiebreak: str
    module: str = "hq"

    def to_json(self) -> dict[str, Any]:
        """The gang as JSON: key, names, people, and what it measures and breaks ties by."""
        return {
            "key": self.key,
            "name": {"ja": self.ja, "en": self.en},
            "people": self.people,
            "measure": self.measure,
            "tiebreak": self.tiebreak,
        }


GANGS: dict[str, Gang] = {
    g.key: g
    for g in (
        Gang("gearheads", "Gearheads", "ギアヘッズ", 5, "tool_cards", "contested_tools"),
        Gang("pharmers", "The Pharmers", "ファーマーズ", 5, "med_total", "save_cards"),
    )
}

#: cards drawn at each draw phase
HAND_SIZE = 5
#: the round of the first skirmish
FIRST_SKIRMISH = 3
#: junkyard copies of each type removed in the 2-player variant
TWO_PLAYER_REMOVAL = 2
#: fight margin a 2-player variant winner needs
TWO_PLAYER_MARGIN = 2
#: the most rounds a game can last: two without a skirmish, then one per contested resource
MAX_ROUNDS = FIRST_SKIRMISH - 1 + sum(c.count for c in _TABLE if c.home is Home.CONTESTED)


def card_table(modules: tuple[str, ...] = ("base", "hq")) -> list[dict[str, Any]]:
    """The card table as JSON, for views and the rules help."""
    return [c.to_json() for c in _TABLE if c.module in modules]
