"""The physical cards of one game configuration and where they start.

It is the set-up of docs/rules/arcticscavengers.md §3 (starting decks, market piles, junkyard, contested
pile), with the 2-player variant and the HQ module.

Every card copy has an id (an index into :attr:`Setup.types`); ids never
leave the state (observations name card types only). The ids and the
starting placement depend only on the player count and the options.

>>> s = setup_for(3, False, False)
>>> len(s.types), len(s.decks[0]), s.market_count("brawler"), s.market_count("scavenger")
(149, 10, 7, 11)
>>> sum(1 for i in s.junkyard if s.types[i] == "spear")
3
>>> sum(1 for i in setup_for(2, True, False).junkyard if s.types[i] == "net")
2
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import CARDS, TWO_PLAYER_REMOVAL, Home


@dataclass(frozen=True)
class Setup:
    """The cards of one configuration (player count, variant, HQ): each copy's id and where it starts (§3)."""

    players: int
    variant: bool  #: the 2-player variant is in force
    hq: bool
    types: tuple[str, ...]  #: card key of each id
    decks: tuple[tuple[int, ...], ...]  #: starting deck of each seat (unshuffled)
    market: tuple[tuple[str, tuple[int, ...]], ...]  #: mercenary piles in table order
    junkyard: tuple[int, ...]
    contested: tuple[int, ...]
    box: tuple[int, ...]  #: out of the game (unused refugees, 2-player removals)

    @property
    def modules(self) -> tuple[str, ...]:
        """The card modules in play: base, and HQ with that option."""
        return ("base", "hq") if self.hq else ("base",)

    def market_count(self, key: str) -> int:
        """How many cards the market pile of mercenary ``key`` starts with (0 if none)."""
        return next((len(ids) for k, ids in self.market if k == key), 0)

    def ids_by_type(self) -> dict[str, list[int]]:
        """The ids of every copy, by card key."""
        out: dict[str, list[int]] = {}
        for i, k in enumerate(self.types):
            out.setdefault(k, []).append(i)
        return out

    def card_keys(self) -> tuple[str, ...]:
        """Card keys of this configuration, in table order."""
        return tuple(k for k in CARDS if CARDS[k].module in self.modules)


@lru_cache(maxsize=32)
def setup_for(players: int, variant: bool, hq: bool) -> Setup:
    """The set-up of §3 for ``players`` (``variant``: the 2-player variant; ``hq``: the HQ module)."""
    modules = ("base", "hq") if hq else ("base",)
    types: list[str] = []
    decks: list[list[int]] = [[] for _ in range(players)]
    market: list[tuple[str, tuple[int, ...]]] = []
    junkyard: list[int] = []
    contested: list[int] = []
    box: list[int] = []
    for card in CARDS.values():
        if card.module not in modules:
            continue
        ids = list(range(len(types), len(types) + card.count))
        types.extend([card.key] * card.count)
        for seat in range(players):
            for _ in range(card.start):
                decks[seat].append(ids.pop(0))
        if card.home is Home.MARKET:
            market.append((card.key, tuple(ids)))
        elif card.home is Home.JUNKYARD:
            removed = min(TWO_PLAYER_REMOVAL, len(ids)) if variant else 0
            box.extend(ids[:removed])
            junkyard.extend(ids[removed:])
        elif card.home is Home.CONTESTED:
            contested.extend(ids)
        else:
            box.extend(ids)
    return Setup(
        players,
        variant,
        hq,
        tuple(types),
        tuple(tuple(d) for d in decks),
        tuple(market),
        tuple(junkyard),
        tuple(contested),
        tuple(box),
    )
