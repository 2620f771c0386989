"""A magic circle as text, its completion (docs/rules/magiccircle.md §3.6) and its score (§3.7).

The circle text lists the 17 positions, spaces ignored: outer circle N E S
W, inner circle N E S W, outer square NE SE SW NW, inner square NE SE SW NW,
focus. Digits are magical coins, ``R B Y G W K`` elemental coins, ``.`` an
empty position.

>>> c = Circle.parse("7776 3334 BBBB GGGG .")
>>> c.complete
True
>>> s = score(c, activated=True)
>>> s.base, s.multiplier_percent, s.total
(12500, 205, 25625)
>>> s.formations
[('Azure', 25), ('Viridian', 25), ('Balance', 35), ('Two Pair', 10), ('Forward Order', 10)]
>>> score("3476 5555 RBRB YGYG 5", activated=False).total
14137
>>> Circle.parse("7776 3334 BBBB GGG7 .")
Traceback (most recent call last):
...
ValueError: a magical coin ('7') cannot stand on the elemental position EiNW
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .coins import COLOURS, DIGITS, EMPTY, FAMILY, check_supply, is_elemental, is_magical
from .formations import ADDED, BY_ID, MONO, display_rank
from .geometry import (
    DIAGONALS,
    FOCUS,
    HALF_LINES,
    INNER_CIRCLE,
    INNER_SQUARE,
    MAGICAL,
    OUTER_CIRCLE,
    OUTER_SQUARE,
    PARTS,
    POSITIONS,
    index,
)


def fits(coin: str, position: int) -> bool:
    """Whether ``coin`` may stand on ``position`` (magical on M*, elemental on E*, any on F)."""
    if position == FOCUS:
        return is_magical(coin) or is_elemental(coin)
    if position < 8:
        return is_magical(coin)
    return is_elemental(coin)


def _circle_symmetric(cells: str, ring: tuple[int, ...]) -> bool:
    n, e, s, w = (cells[i] for i in ring)
    return n == s and e == w


def magical_complete(cells: str) -> bool:
    """All 8 magical positions filled, sum(N) = sum(S) and sum(E) = sum(W)."""
    if any(cells[i] == EMPTY for i in MAGICAL):
        return False
    sums = {k: int(cells[o]) + int(cells[i]) for k, (o, i) in HALF_LINES.items()}
    return sums["N"] == sums["S"] and sums["E"] == sums["W"]


def circle_complete(cells: str, ring: tuple[int, ...], whole: bool | None = None) -> bool:
    """A circle: its 4 positions filled and (self-symmetric or the magical part sum-complete)."""
    if any(cells[i] == EMPTY for i in ring):
        return False
    if _circle_symmetric(cells, ring):
        return True
    return magical_complete(cells) if whole is None else whole


def square_complete(cells: str, ring: tuple[int, ...]) -> bool:
    """A square: 4 corners filled, symmetric corners equal, colours of one family only."""
    ne, se, sw, nw = (cells[i] for i in ring)
    if EMPTY in (ne, se, sw, nw):
        return False
    return ne == sw and nw == se and FAMILY[ne] == FAMILY[nw]


def is_complete(cells: str) -> bool:
    """:attr:`Circle.complete` of a circle text, without checking the text (for the rules' hot paths).

    >>> is_complete("77763334BBBBGGGG."), is_complete("7776333.BBBBGGGG.")
    (True, False)
    """
    if cells.find(EMPTY, 0, 16) >= 0:  # every position but the focus filled
        return False
    if not (square_complete(cells, OUTER_SQUARE) and square_complete(cells, INNER_SQUARE)):
        return False
    if _circle_symmetric(cells, OUTER_CIRCLE) and _circle_symmetric(cells, INNER_CIRCLE):
        return True
    return magical_complete(cells)


@dataclass(frozen=True)
class Circle:
    """The 17 positions of one player's magic circle (immutable).

    ``cells`` is the 17-character text without spaces (``.`` = empty).
    """

    cells: str = EMPTY * 17

    def __post_init__(self) -> None:
        if not isinstance(self.cells, str) or len(self.cells) != 17:
            raise ValueError("a circle has exactly 17 positions")
        for i, c in enumerate(self.cells):
            if c != EMPTY and not fits(c, i):
                if c in DIGITS:
                    what = "a magical coin"
                elif c in COLOURS:
                    what = "an elemental coin"
                else:
                    raise ValueError(f"{c!r} at {POSITIONS[i]} is not a coin (digits 0-9, R B Y G W K, or . for empty)")
                raise ValueError(f"{what} ({c!r}) cannot stand on the {_kind_name(i)} position {POSITIONS[i]}")
        check_supply(self.cells, "the circle's coins")

    @classmethod
    def parse(cls, text: str) -> Circle:
        """A circle from its text (spaces ignored); ValueError if malformed.

        >>> str(Circle.parse("7776 3334BBBB GGGG."))
        '7776 3334 BBBB GGGG .'
        """
        if not isinstance(text, str):
            raise ValueError("a circle text must be a string")
        cells = "".join(text.split())
        if len(cells) != 17:
            raise ValueError(
                f"a circle text lists 17 positions (outer circle NESW, inner circle NESW, "
                f"outer square NE SE SW NW, inner square NE SE SW NW, focus), not {len(cells)}"
            )
        return cls(cells)

    @classmethod
    def empty(cls) -> Circle:
        """A circle with every position empty."""
        return cls()

    def __str__(self) -> str:
        c = self.cells
        return f"{c[0:4]} {c[4:8]} {c[8:12]} {c[12:16]} {c[16]}"

    def __getitem__(self, position: int | str) -> str | None:
        """The coin at a position (index or id), None if empty."""
        if isinstance(position, str):
            position = index(position)
        c = self.cells[position]
        return None if c == EMPTY else c

    def coins(self) -> str:
        """The coins on the circle, in position order (empty positions left out)."""
        return "".join(c for c in self.cells if c != EMPTY)

    def to_json(self) -> list[str | None]:
        """The 17 positions in order, None for an empty one."""
        return [None if c == EMPTY else c for c in self.cells]

    # -- completion ---------------------------------------------------------
    @property
    def magical_complete(self) -> bool:
        """Whether the magical part is complete: 8 digits, N half-line sum = S, E = W (§3.6)."""
        return magical_complete(self.cells)

    def parts(self) -> dict[str, bool]:
        """Completion of each of the four parts (outer/inner circle, outer/inner square)."""
        whole = magical_complete(self.cells)
        return {
            "outer_circle": circle_complete(self.cells, OUTER_CIRCLE, whole),
            "inner_circle": circle_complete(self.cells, INNER_CIRCLE, whole),
            "outer_square": square_complete(self.cells, OUTER_SQUARE),
            "inner_square": square_complete(self.cells, INNER_SQUARE),
        }

    @property
    def complete(self) -> bool:
        """Both circles and both squares complete (the focus is not needed)."""
        return is_complete(self.cells)

    def invalid_positions(self) -> list[int]:
        """Positions of incomplete parts, plus the focus when it is empty (§3.7 k)."""
        out = [i for name, ok in self.parts().items() if not ok for i in PARTS[name]]
        if self.cells[FOCUS] == EMPTY:
            out.append(FOCUS)
        return sorted(out)

    def half_sums(self) -> dict[str, int | None]:
        """Sum of each half-line's two coins (None while one is missing)."""
        out: dict[str, int | None] = {}
        for k, (o, i) in HALF_LINES.items():
            a, b = self.cells[o], self.cells[i]
            out[k] = None if EMPTY in (a, b) else int(a) + int(b)
        return out

    def status_json(self) -> dict[str, Any]:
        """What a view needs to show progress: parts, half-line sums, invalid positions."""
        return {
            "parts": self.parts(),
            "complete": self.complete,
            "half_sums": self.half_sums(),
            "invalid": [POSITIONS[i] for i in self.invalid_positions()],
        }


def _kind_name(i: int) -> str:
    return "focus" if i == FOCUS else ("magical" if i < 8 else "elemental")


def complete(circle: Circle | str) -> bool:
    """Whether a circle (or circle text) is complete (§3.6)."""
    return _as_circle(circle).complete


def _as_circle(circle: Circle | str) -> Circle:
    return circle if isinstance(circle, Circle) else Circle.parse(circle)


# ---------------------------------------------------------------------------
# formations


@dataclass(frozen=True)
class Hit:
    """One formation instance found on a circle; ``where`` names the part."""

    id: str
    where: str = ""

    @property
    def bonus(self) -> int:
        """The formation's bonus (hundredths of a point, §3.7.1)."""
        return BY_ID[self.id].bonus

    def to_json(self) -> dict[str, Any]:
        """The scored formation as JSON: id, name in each language, bonus and where on the circle."""
        f = BY_ID[self.id]
        return {"id": f.id, "name": {"ja": f.ja, "en": f.en}, "bonus": f.bonus, "where": self.where}


def pair_count(cells: str) -> int:
    """P = Σ floor(count(v)/2) over the digits on the two circles."""
    counts = [0] * 10
    for i in MAGICAL:
        c = cells[i]
        if c != EMPTY:
            counts[ord(c) - 48] += 1
    return sum(n // 2 for n in counts)


def find_formations(circle: Circle | str, added: bool = False) -> list[Hit]:
    """Every formation instance on the circle, in breakdown order (§3.7.1).

    ``added``: also the project's own additions (:data:`.formations.ADDED`:
    Reverse Order, Amber, Lumina, Umbra, Long Beam). Without them a diagonal
    of four X with X on the focus is a Short Beam, as the seed's list has it.

    >>> [h.id for h in find_formations("5656 7474 WKWK WKWK W")]
    ['clear_force', 'clear_force', 'short_beam', 'symmetry']
    >>> [h.id for h in find_formations("5656 7474 WKWK WKWK W", added=True)]
    ['clear_force', 'clear_force', 'long_beam', 'symmetry']
    """
    cells = _as_circle(circle).cells
    hits: list[Hit] = []
    magic = [cells[i] for i in MAGICAL]
    full = EMPTY not in magic
    focus = cells[FOCUS]
    # Resonance: F = v and one whole circle of v (at most one instance)
    if focus in DIGITS:
        for where, ring in (("outer_circle", OUTER_CIRCLE), ("inner_circle", INNER_CIRCLE)):
            if all(cells[i] == focus for i in ring):
                hits.append(Hit("resonance", where))
                break
    # squares: one mono colour, or a complete white-and-black square
    for where, ring in (("outer_square", OUTER_SQUARE), ("inner_square", INNER_SQUARE)):
        corners = {cells[i] for i in ring}
        if len(corners) == 1:
            (colour,) = corners
            if colour != EMPTY and (added or MONO[colour] not in ADDED):
                hits.append(Hit(MONO[colour], where))
        elif corners == {"W", "K"} and square_complete(cells, ring):
            hits.append(Hit("clear_force", where))
    # beams: F holds a colour X; per diagonal, Long Beam replaces Short Beam
    if focus in COLOURS:
        for where, (i1, i2, o1, o2) in DIAGONALS.items():
            if cells[i1] == focus and cells[i2] == focus:
                long = added and cells[o1] == focus and cells[o2] == focus
                hits.append(Hit("long_beam" if long else "short_beam", where))
    if full:
        digits = [int(c) for c in magic]
        if all(digits[k] == digits[k + 2] for k in (0, 1, 4, 5)):
            hits.append(Hit("symmetry"))
        sums = {digits[k] + digits[k + 4] for k in range(4)}
        if len(sums) == 1:
            hits.append(Hit("balance"))
    p = pair_count(cells)
    if p == 2:
        hits.append(Hit("two_pair"))
    elif p == 3:
        hits.append(Hit("three_pair"))
    if full:
        if all(cells[i] < cells[o] for o, i in HALF_LINES.values()):
            hits.append(Hit("forward_order"))
        elif added and all(cells[i] > cells[o] for o, i in HALF_LINES.values()):
            hits.append(Hit("reverse_order"))
    hits.sort(key=lambda h: display_rank(h.id))
    return hits


# ---------------------------------------------------------------------------
# scoring


@dataclass(frozen=True)
class Score:
    """A score breakdown (§3.7)."""

    circle: Circle
    activated: bool
    complete: bool
    #: digit spread on the two circles (9 when there is none) and m = 9 - d
    d: int
    m: int
    #: invalid positions (only used when not activated)
    k: int
    base: int
    hits: tuple[Hit, ...]
    multiplier_percent: int
    total: int

    @property
    def formations(self) -> list[tuple[str, int]]:
        """``[(English name, bonus), ...]`` in breakdown order."""
        return [(BY_ID[h.id].en, h.bonus) for h in self.hits]

    @property
    def multiplier(self) -> str:
        """The multiplier as the seed prints it, e.g. ``"2.05"``."""
        return f"{self.multiplier_percent // 100}.{self.multiplier_percent % 100:02d}"

    def to_json(self) -> dict[str, Any]:
        """The breakdown a view shows: base, each formation (ja/en, bonus), multiplier, score."""
        return {
            "circle": str(self.circle),
            "activated": self.activated,
            "complete": self.complete,
            "d": self.d,
            "m": self.m,
            "k": self.k,
            "invalid": [POSITIONS[i] for i in self.circle.invalid_positions()] if not self.activated else [],
            "base": self.base,
            "formations": [h.to_json() for h in self.hits],
            "multiplier_percent": self.multiplier_percent,
            "multiplier": self.multiplier,
            "score": self.total,
        }


def spread(cells: str) -> int:
    """d: max - min of the digits on the two circles (focus excluded); 9 if none."""
    digits = [cells[i] for i in MAGICAL if cells[i] != EMPTY]
    if not digits:
        return 9
    return int(max(digits)) - int(min(digits))


def score(circle: Circle | str, activated: bool, added: bool = False) -> Score:
    """Score a circle (§3.7); ValueError for an activated incomplete circle.

    ``added``: count the project's own additional formations too (see
    :func:`find_formations`); off by default, like the game option.

    Activated: ``base = 10000 + 500·m``; not activated: ``base = max(0, 10000
    - (2000 + 500·k) + 250·m)``; score = floor(base × (100 + Σ bonus) / 100).

    >>> score(Circle.parse(". . . . . . . . . . . . . . . . ."), activated=False).total
    0
    """
    c = _as_circle(circle)
    done = c.complete
    if activated and not done:
        raise ValueError("only a complete circle can be activated")
    d = spread(c.cells)
    m = 9 - d
    k = len(c.invalid_positions())
    base = 10000 + 500 * m if activated else max(0, 10000 - (2000 + 500 * k) + 250 * m)
    hits = tuple(find_formations(c, added))
    percent = 100 + sum(h.bonus for h in hits)
    return Score(c, activated, done, d, m, k, base, hits, percent, base * percent // 100)


def breakdown(circle: Circle | str, activated: bool | None = None, added: bool = False) -> dict[str, Any]:
    """JSON breakdown of a circle, e.g. for a wiki page showing a finished circle.

    ``activated=None`` scores a complete circle as activated and an
    incomplete one as not activated; ``added`` as in :func:`score`.
    """
    c = _as_circle(circle)
    return score(c, c.complete if activated is None else activated, added).to_json()
