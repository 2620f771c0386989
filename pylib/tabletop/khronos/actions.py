"""The notation of Khronos: its constants, turn phases and action texts (``docs/rules/khronos.md``).

The counts of §2 and §4 (hand, cubes, Ecus, costs, earnings turns), the phases of a turn (§4, §8), the
canonical text of every action of §4 and §5 (:class:`Act`) and its parser, the hand helpers the rules
share, and the prearranged-deck option of §11 (set-up, §3).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import NamedTuple

from ..core.errors import InvalidOptions
from ..core.rng import Rng
from .board import FOOT
from .data import BOARDS, HEIGHT, KINDS, TABLE, TILES, WIDTH

VERSION = 1
TURNS = 7
EARNINGS_TURNS = (4, 7)
HAND = 4
CUBES = next(r.value for r in TABLE if r.name == "cubes")
START_ECUS = next(r.value for r in TABLE if r.name == "ecus")
PER_ADVENTURER = next(r.value for r in TABLE if r.name == "cards per adventurer")
BONUS = (
    next(r.value for r in TABLE if r.name == "bonus might"),
    next(r.value for r in TABLE if r.name == "bonus faith"),
    0,
)
EXCHANGE_COST, TRAVEL_COST, DEMOLISH_COST = 2, 1, 1
MAX_SWAPS = 4
KI = {"M": 0, "R": 1, "C": 2}
TILE_OF = {(t.kind, t.tier): name for name, t in TILES.items()}
MIGHT, FAITH, REASON = 0, 1, 2


class Phase(Enum):
    """Where a turn stands (§4, §8): its start (exchange, swaps), actions, a tie to pick, a downsizing, the end."""

    START = "start"  # the turn has begun: exchange and Hold'em swaps still possible
    ACTIONS = "actions"
    PICK = "pick"  # a player chooses which tied building is downsized
    SHRINK = "shrink"  # an owner chooses where the smaller tile goes
    OVER = "over"


class Act(NamedTuple):
    """An action, a value object; ``str()`` is its canonical text and ``kind`` its verb.

    The texts: ``build|upgrade TILE BOARD X,Y[ +CARDS]``, ``demolish|pick|shrink BOARD X,Y``,
    ``populate|renovate X,Y``, ``travel PAWN BOARD``, ``swap A-B``, ``exchange CARDS``, ``refill[ CARDS]``.
    """

    verb: str
    tile: str = ""
    board: int = -1
    x: int = -1
    y: int = -1
    cards: str = ""
    pawn: int = 0

    def __str__(self) -> str:
        v = self.verb
        if v in ("build", "upgrade"):
            extra = f" +{self.cards}" if self.cards else ""
            return f"{v} {self.tile} {BOARDS[self.board]} {self.x},{self.y}{extra}"
        if v in ("demolish", "pick", "shrink"):
            return f"{v} {BOARDS[self.board]} {self.x},{self.y}"
        if v in ("populate", "renovate"):
            return f"{v} {self.x},{self.y}"
        if v == "travel":
            return f"travel {self.pawn} {BOARDS[self.board]}"
        if v == "swap":
            return f"swap {self.cards[0]}-{self.cards[1]}"
        if v == "exchange":
            return f"exchange {self.cards}"
        return f"refill {self.cards}" if self.cards else "refill"


Act.kind = Act.verb  # type: ignore[attr-defined]  # the kind random playouts group by: the verb
_mk = tuple.__new__


def _letters(counts: Sequence[int]) -> str:
    return "".join(k * n for k, n in zip(KINDS, counts, strict=True))


def _counts(letters: str) -> list[int]:
    c = [0, 0, 0]
    for ch in letters:
        c[KI[ch]] += 1
    return c


def _subsets(hand: Sequence[int], lo: int = 1) -> list[str]:
    """Every sub-multiset of a hand with at least ``lo`` cards, as letters."""
    out = []
    for m in range(hand[0] + 1):
        for r in range(hand[1] + 1):
            for c in range(hand[2] + 1):
                if m + r + c >= lo:
                    out.append("M" * m + "R" * r + "C" * c)
    return out


def _combos(hand: Sequence[int], k: int) -> list[str]:
    """The ways to pay ``k`` cards of any kind from ``hand``."""
    if k == 0:
        return [""]
    return [s for s in _subsets(hand, k) if len(s) == k]


def _parse_cell(word: str) -> tuple[int, int]:
    a, sep, b = word.partition(",")
    if not sep or not (a.isascii() and a.isdigit() and b.isascii() and b.isdigit()) or len(a) > 2 or len(b) > 2:
        raise ValueError(word)
    x, y = int(a), int(b)
    if not (0 <= x < WIDTH and 0 <= y < HEIGHT):
        raise ValueError(word)
    return x, y


# -- the setup option -------------------------------------------------------------------
class Setup(NamedTuple):
    """A prearranged start (a developer option for tests and embeds): the first seat and the top of the deck."""

    start: int | None
    deck: str


def parse_setup(text: str, players: int) -> Setup:
    """``start=S`` (the first seat) and ``deck=MRC…`` (the top of the deck before the deal).

    >>> parse_setup("start=1 deck=MMRC", 3)
    Setup(start=1, deck='MMRC')
    >>> parse_setup("deck=MMMMMMMMMMMM", 2)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidOptions: setup: the deck holds only 11 cards of each kind
    """
    start: int | None = None
    deck = ""
    for word in text.split():
        key, eq, value = word.partition("=")
        if key == "start" and eq and value.isascii() and value.isdigit() and int(value) < players:
            start = int(value)
        elif key == "deck" and eq and value and set(value) <= set(KINDS):
            if max(_counts(value)) > 11:
                raise InvalidOptions("setup: the deck holds only 11 cards of each kind")
            deck = value
        else:
            raise InvalidOptions(f"setup: expected start=<seat> or deck=<M, R and C letters>, not {word[:30]!r}")
    return Setup(start, deck)


def _swappable(hand: Sequence[int], size: int, rng: Rng) -> list[int]:
    """``size`` cards of ``hand`` at random (counts): what may be left of it for Hold'em swaps."""
    cards = list(_letters(hand))
    if size < len(cards):
        rng.shuffle(cards)
    return _counts("".join(cards[:size]))


def _parse(text: str) -> Act | None:
    w = text.split(" ")
    v = w[0]
    if v in ("build", "upgrade") and len(w) in (4, 5):
        if w[1] not in TILES or w[2] not in ("might", "faith"):
            return None
        x, y = _parse_cell(w[3])
        extra = ""
        if len(w) == 5:
            if not w[4].startswith("+") or not 1 <= len(w[4]) - 1 <= 2 or not set(w[4][1:]) <= set(KINDS):
                return None
            extra = w[4][1:]
        if (x, y, TILES[w[1]].tier) not in FOOT:
            return None
        return Act(v, w[1], BOARDS.index(w[2]), x, y, extra)
    if v in ("demolish", "pick", "shrink") and len(w) == 3 and w[1] in BOARDS:
        x, y = _parse_cell(w[2])
        return Act(v, "", BOARDS.index(w[1]), x, y)
    if v in ("populate", "renovate") and len(w) == 2:
        x, y = _parse_cell(w[1])
        return Act(v, "", REASON, x, y)
    if v == "travel" and len(w) == 3 and w[1] in ("1", "2") and w[2] in BOARDS:
        return Act(v, "", BOARDS.index(w[2]), pawn=int(w[1]))
    if v == "swap" and len(w) == 2 and len(w[1]) == 3 and w[1][1] == "-":
        if w[1][0] in KINDS and w[1][2] in KINDS:
            return Act(v, cards=w[1][0] + w[1][2])
        return None
    if v == "exchange" and len(w) == 2 and 1 <= len(w[1]) <= 4 and set(w[1]) <= set(KINDS):
        return Act(v, cards=w[1])
    if v == "refill" and len(w) <= 2:
        cards = w[1] if len(w) == 2 else ""
        if len(cards) > 4 or not set(cards) <= set(KINDS) or (len(w) == 2 and not cards):
            return None
        return Act(v, cards=cards)
    return None
