"""The physical cards of one game configuration and where they start.

It is the set-up of docs/rules/arcticscavengers.md §3 (starting decks, market piles, junkyard, contested
pile), with the 2-player variant and the HQ module; :func:`reference` is its card table for the rules help,
and :func:`arrange` sets up a chosen position for tests and tutorials (§9).

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

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidOptions
from ..core.log import Log
from .cards import CARDS, FIRST_SKIRMISH, GANGS, HAND_SIZE, TWO_PLAYER_MARGIN, TWO_PLAYER_REMOVAL, Home
from .messages import LOG_NS
from .rounds import peek_contested

if TYPE_CHECKING:
    from .game import ArcticState


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


def reference() -> dict[str, Any]:
    """The card table for the rules help, from the data the rules use.

    ``cards``: every card type (both modules) as in the observation's card
    table plus ``count`` (copies in the box), ``start`` (copies in each
    starting deck) and ``supply``: copies that start in the market,
    junkyard or contested pile by player count (``"2"`` is the 2-player
    variant, ``"2p"`` two players without it). ``gangs``: the HQ gangs.
    """
    configs = {"2": (2, True), "2p": (2, False), "3": (3, False), "4": (4, False), "5": (5, False)}
    setups = {name: setup_for(n, v, True) for name, (n, v) in configs.items()}
    home_ids = {
        name: Counter(s.types[i] for i in (*s.junkyard, *s.contested, *(i for _, ids in s.market for i in ids)))
        for name, s in setups.items()
    }
    cards = []
    for c in CARDS.values():
        row = c.to_json()
        row["count"] = c.count
        row["start"] = c.start
        row["supply"] = {name: home_ids[name][c.key] for name in configs}
        cards.append(row)
    return {
        "cards": cards,
        "gangs": [g.to_json() for g in GANGS.values()],
        "hand_size": HAND_SIZE,
        "first_skirmish": FIRST_SKIRMISH,
        "margin_2p": TWO_PLAYER_MARGIN,
    }


def arrange(
    st: ArcticState,
    round: int,
    initiator: int,
    hands: Mapping[int, Sequence[str]] | None,
    decks: Mapping[int, Sequence[str]] | None,
    junkyard: Sequence[str] | None,
    contested: Sequence[str] | None,
) -> ArcticState:
    """The new game ``st`` moved to the start of ``round``'s gathering with chosen cards (the scenarios).

    ``hands`` replaces seats' hands (their dealt cards go back under their
    decks); ``decks`` puts cards on top of seats' decks (first = top);
    ``junkyard`` puts cards on top of the junkyard (first = top);
    ``contested`` becomes the whole contested pile (first = top; the other
    contested cards leave the game). Each named card is taken from the
    seat's own cards, else the box, the junkyard, the market, the
    contested pile, then the other seats' decks and discards, so every
    card stays in exactly one place. Everything a seat owns counts as
    publicly known.
    """
    players = st.players
    st.round, st.initiator, st.turn = round, initiator, initiator
    st.log = Log(LOG_NS)
    st.log.say("round", round=round, player=initiator)
    hands = dict(hands or {})
    if any(not 0 <= seat < players for seat in [*hands, *(decks or {})]):
        raise InvalidOptions("a scenario names a seat that does not play")
    for seat in hands:
        st.decks[seat][0:0] = st.hands[seat]
        st.hands[seat] = []

    def pull(seat: int | None, key: str) -> int:
        zones: list[list[int]] = []
        if seat is not None:
            zones += [st.decks[seat], st.discards[seat]]
        zones += [st.box, st.junkyard, st.market.get(key, []), st.contested]
        zones += [z for o in range(players) if o != seat for z in (st.decks[o], st.discards[o])]
        for zone in zones:
            for j in range(len(zone) - 1, -1, -1):
                if st.setup.types[zone[j]] == key:
                    return zone.pop(j)
        raise InvalidOptions(f"no {key} card is left for this scenario")

    if contested is not None:
        st.box.extend(st.contested)
        st.contested = []
        st.contested = [pull(None, k) for k in reversed(contested)]
    for seat, keys in hands.items():
        st.hands[seat] = [pull(seat, k) for k in keys]
    for seat, keys in (decks or {}).items():
        st.decks[seat].extend(pull(seat, k) for k in reversed(keys))
    if junkyard is not None:
        st.junkyard.extend(pull(None, k) for k in reversed(junkyard))
    st.known = [dict(Counter(st.owned(seat))) for seat in range(players)]
    st.unknown = [0] * players
    peek_contested(st)
    return st
