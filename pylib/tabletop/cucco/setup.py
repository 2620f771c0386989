"""Cucco's vocabulary and set-up: the phases, the moves, the deal stakes, and the ``setup`` option.

The stakes (the ante, children's time) are docs/rules/cucco.md §2.1 and §2.4; the ``setup``
option (prearranged cards and coins for tests and wiki embeds) is in the rules' "The project's
additions".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..core.errors import InvalidOptions
from .cards import HIGHEST, LOWEST, deck_composition

#: deals 1..3 of a round are "children's time": the penalised pay the deal number
CHILDREN_DEALS = 3
ANTE = 1
MAX_SETUP_COINS = 999


class Phase(Enum):
    """Where the game stands: a player of the deal chooses change or keep, or the game is over."""

    CHOOSE = "choose"  # the current player of the deal chooses change or keep
    OVER = "over"


@dataclass(frozen=True)
class Move:
    """A player's choice in a deal: ``change`` (ask the left neighbour / the deck) or ``keep``."""

    change: bool

    def __str__(self) -> str:
        return "change" if self.change else "keep"


CHANGE, KEEP = Move(True), Move(False)


# -- the setup option: prearranged cards for tests and wiki embeds ---------------------
@dataclass(frozen=True)
class Setup:
    """A parsed ``setup`` option (see :func:`parse_setup`)."""

    start: int | None = None
    deck: tuple[int, ...] = ()
    coins: tuple[int, ...] | None = None


def parse_setup(text: str, players: int) -> Setup:
    """Parse the ``setup`` option: whitespace-separated ``key=value`` words.

    - ``start=S``: the seat (0-based, as in saves) that starts round 1 (default: random);
    - ``deck=r1,r2,...``: the top of round 1's deck, top first. Cards are dealt
      one each from the start player on, so the first cards are the first
      deal's hands in turn order, then the cards drawn, then the next deals;
    - ``coins=c1,c2,...``: starting coins per seat (1–999; default: the coins option).

    >>> parse_setup("start=1 deck=3,14,5,10,6", 4)
    Setup(start=1, deck=(3, 14, 5, 10, 6), coins=None)
    >>> parse_setup("start=²", 4)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidOptions: setup: start= needs whole numbers separated by commas, not '²'
    >>> parse_setup("deck=15,15,15", 4)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidOptions: setup: the deck holds only 2 cards of rank 15 with 4 players, not 3
    """
    if not isinstance(text, str):
        raise InvalidOptions("setup must be text")
    start: int | None = None
    deck: tuple[int, ...] = ()
    coins: tuple[int, ...] | None = None
    seen: set[str] = set()
    for word in text.split():
        key, eq, value = word.partition("=")
        if not eq or key not in ("start", "deck", "coins"):
            raise InvalidOptions(f"setup: expected start=, deck= or coins=, not {word!r}")
        if key in seen:
            raise InvalidOptions(f"setup: {key}= appears twice")
        seen.add(key)
        parts = value.split(",") if value else []
        if not all(v.isascii() and v.removeprefix("-").isdigit() and len(v) <= 6 for v in parts):
            raise InvalidOptions(f"setup: {key}= needs whole numbers separated by commas, not {value!r}")
        numbers = tuple(int(v) for v in parts)
        if key == "start":
            if len(numbers) != 1 or not 0 <= numbers[0] < players:
                raise InvalidOptions(f"setup: start= must be a seat from 0 to {players - 1}, not {value!r}")
            start = numbers[0]
        elif key == "deck":
            full = deck_composition(players)
            for r in numbers:
                if not LOWEST <= r <= HIGHEST:
                    raise InvalidOptions(f"setup: {r} is not a card (ranks go from {LOWEST} to {HIGHEST})")
            for r in sorted(set(numbers)):
                if numbers.count(r) > full.count(r):
                    raise InvalidOptions(
                        f"setup: the deck holds only {full.count(r)} cards of rank {r} with {players} players, "
                        f"not {numbers.count(r)}"
                    )
            deck = numbers
        else:
            if len(numbers) != players or not all(1 <= c <= MAX_SETUP_COINS for c in numbers):
                raise InvalidOptions(f"setup: coins= needs {players} amounts from 1 to {MAX_SETUP_COINS}")
            coins = numbers
    return Setup(start, deck, coins)


def setup_text(deck: Sequence[int] = (), start: int | None = None, coins: Sequence[int] | None = None) -> str:
    """The ``setup`` option text for a prearranged game (the inverse of :func:`parse_setup`).

    >>> setup_text([3, 14, 5, 10, 6], start=0)
    'start=0 deck=3,14,5,10,6'
    """
    words = []
    if start is not None:
        words.append(f"start={start}")
    if deck:
        words.append("deck=" + ",".join(str(r) for r in deck))
    if coins is not None:
        words.append("coins=" + ",".join(str(c) for c in coins))
    return " ".join(words)
