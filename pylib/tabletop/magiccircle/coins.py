"""The 100 coins of the magic circle game (docs/rules/magiccircle.md §3.2) as one-character codes.

A coin is a one-character string: ``"0"`` … ``"9"`` for the magical coins,
``R`` red (fire), ``B`` blue (water), ``Y`` yellow (air), ``G`` green (earth),
``W`` white (yang) and ``K`` black (yin) for the elemental coins. ``.`` marks
an empty place wherever coins are written as text.

>>> sum(SUPPLY.values())
100
>>> opposite("R"), opposite("K"), stronger("7", "4"), stronger("R", "G")
('B', 'W', 0, None)
>>> salvage_partner("7"), salvage_partner("0"), salvage_partner("Y")
('3', None, 'G')
"""

from __future__ import annotations

from collections import Counter

EMPTY = "."
DIGITS = "0123456789"
COLOURS = "RBYGWK"
#: every coin code in display order
ORDER = DIGITS + COLOURS
#: coins of each kind in the full set: 5 of each digit, 10 of R/B/Y/G, 5 of W/K
SUPPLY: dict[str, int] = {**dict.fromkeys(DIGITS, 5), **dict.fromkeys("RBYG", 10), "W": 5, "K": 5}
#: the 100 coins, in code order (shuffled into the pile at each match)
FULL_SET = "".join(c * n for c, n in SUPPLY.items())
#: opposing ("cancelling") colours
OPPOSITE = {"R": "B", "B": "R", "Y": "G", "G": "Y", "W": "K", "K": "W"}
#: the colour that wins the first-player comparison over its opposite
_WINS_OVER = {"R": "B", "Y": "G", "W": "K"}
#: colour families: a complete square uses colours of one family only
FAMILY = {"R": 0, "B": 0, "Y": 1, "G": 1, "W": 2, "K": 2}
FAMILIES = ("RB", "YG", "WK")

COIN_NAMES: dict[str, dict[str, str]] = {
    **{d: {"en": d, "ja": d} for d in DIGITS},
    "R": {"en": "red", "ja": "赤"},
    "B": {"en": "blue", "ja": "青"},
    "Y": {"en": "yellow", "ja": "黄"},
    "G": {"en": "green", "ja": "緑"},
    "W": {"en": "white", "ja": "白"},
    "K": {"en": "black", "ja": "黒"},
}


def is_magical(c: str) -> bool:
    """Whether ``c`` is a magical (digit) coin."""
    return len(c) == 1 and c in DIGITS


def is_elemental(c: str) -> bool:
    """Whether ``c`` is an elemental (colour) coin."""
    return len(c) == 1 and c in COLOURS


def opposite(c: str) -> str | None:
    """The opposing colour of an elemental coin (None for a magical coin)."""
    return OPPOSITE.get(c)


def salvage_partner(second: str) -> str | None:
    """The hand coin that salvages over ``second`` (the 2nd coin from the stock top).

    Opposing colour for an elemental coin; the digit adding up to 10 for a
    magical coin; None for a 0 (no digit adds up to 10 with it).
    """
    if second in OPPOSITE:
        return OPPOSITE[second]
    if second in DIGITS and second != "0":
        return str(10 - int(second))
    return None


def stronger(a: str, b: str) -> int | None:
    """Which of two coins wins the first-player draw: 0 (a), 1 (b) or None.

    A higher digit wins; red beats blue, yellow beats green, white beats
    black. Equal digits, a magical against an elemental coin and colours
    that do not oppose each other are not comparable (None: redraw).
    """
    if a in DIGITS and b in DIGITS:
        if a == b:
            return None
        return 0 if a > b else 1
    if _WINS_OVER.get(a) == b:
        return 0
    if _WINS_OVER.get(b) == a:
        return 1
    return None


def count(coins: str) -> Counter[str]:
    """Coins in a text, ignoring empty marks and spaces."""
    return Counter(c for c in coins if c in SUPPLY)


def check_supply(coins: str, what: str = "these coins") -> None:
    """Raise ValueError if ``coins`` uses more coins of a kind than the set has."""
    for c, n in count(coins).items():
        if n > SUPPLY[c]:
            raise ValueError(f"{what} use {n} coins {c!r}, but the set has only {SUPPLY[c]}")


def sort_key(c: str) -> int:
    """Display order of coin ``c``: digits, then colours (anything else last)."""
    return ORDER.index(c) if c in SUPPLY else len(ORDER)
