"""The three boards of Khronos: squares, buildings, domains (docs/rules/khronos.md §2, §6).

A :class:`Board` maps each of the 320 squares to the building on it. Buildings
are immutable :class:`Bld` tuples, so copying a board copies a dict and a
list. Footprints are precomputed once: their squares, the squares around
them, whether they touch the river and their dearest terrain.

>>> b = Board.printed()
>>> len(b.blds), sorted(b.blds)[:2]
(10, [1000, 1001])
>>> FOOT[(3, 2, 2)].cells == (idx(3, 2), idx(4, 2), idx(3, 3), idx(4, 3))
True
>>> FOOT[(4, 2, 2)].terrain, FOOT[(9, 0, 1)].river, FOOT[(0, 4, 2)].terrain
('F', True, 'M')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .data import HAMLETS, HEIGHT, MAP, TILES, WIDTH

__all__ = ["FOOT", "HAMLET_BASE", "Bld", "Board", "Foot", "cell_of", "idx", "positions"]

HAMLET_BASE = 1000  # ids of the printed hamlets: 1000 + index in HAMLETS


def idx(x: int, y: int) -> int:
    """The grid index of square ``(x, y)``."""
    return y * WIDTH + x


def cell_of(i: int) -> tuple[int, int]:
    """The square ``(x, y)`` of grid index ``i``."""
    return i % WIDTH, i // WIDTH


class Foot(NamedTuple):
    """A footprint: a size×size square with its top-left at (x, y)."""

    x: int
    y: int
    size: int
    cells: tuple[int, ...]
    border: tuple[int, ...]  # squares orthogonally next to it, outside it
    river: bool
    terrain: str  # dearest terrain: "M" mountain, "F" forest, "." plain
    mask: int  # bit i set for each square i of the footprint
    bmask: int  # the same for the border


def _foot(x: int, y: int, s: int) -> Foot:
    cells = tuple(idx(x + dx, y + dy) for dy in range(s) for dx in range(s))
    inside = set(cells)
    border: list[int] = []
    for c in cells:
        cx, cy = cell_of(c)
        for nx, ny in ((cx, cy - 1), (cx - 1, cy), (cx + 1, cy), (cx, cy + 1)):
            if 0 <= nx < WIDTH and 0 <= ny < HEIGHT and idx(nx, ny) not in inside and idx(nx, ny) not in border:
                border.append(idx(nx, ny))
    marks = {MAP[cell_of(c)[1]][cell_of(c)[0]] for c in cells}
    terrain = "M" if "M" in marks else "F" if "F" in marks else "."
    mask = sum(1 << c for c in cells)
    bmask = sum(1 << c for c in border)
    return Foot(x, y, s, cells, tuple(sorted(border)), "~" in marks, terrain, mask, bmask)


#: every footprint on the board, by (x, y, size)
FOOT: dict[tuple[int, int, int], Foot] = {
    (x, y, s): _foot(x, y, s) for s in (1, 2, 3) for y in range(HEIGHT - s + 1) for x in range(WIDTH - s + 1)
}


def positions(size: int) -> list[Foot]:
    """Footprints of one size in reading order (rows top to bottom)."""
    return _BY_SIZE[size]


_BY_SIZE: dict[int, list[Foot]] = {s: [f for k, f in FOOT.items() if k[2] == s] for s in (1, 2, 3)}
_DRY: dict[int, list[Foot]] = {s: [f for f in _BY_SIZE[s] if not f.river] for s in (1, 2, 3)}


def inner(foot: Foot, size: int) -> list[Foot]:
    """The footprints of ``size`` inside ``foot`` (where a downsized tile may go)."""
    return [
        FOOT[(foot.x + dx, foot.y + dy, size)]
        for dy in range(foot.size - size + 1)
        for dx in range(foot.size - size + 1)
    ]


def outer(foot: Foot, size: int) -> list[Foot]:
    """The footprints of ``size`` that contain ``foot`` (where an upgrade may go)."""
    out = []
    d = size - foot.size
    for y in range(foot.y - d, foot.y + 1):
        for x in range(foot.x - d, foot.x + 1):
            f = FOOT.get((x, y, size))
            if f is not None:
                out.append(f)
    return out


_KIND = {name: t.kind for name, t in TILES.items()}
_TIER = {name: t.tier for name, t in TILES.items()}


class Bld(NamedTuple):
    """A building on one board (immutable; boards replace it when it changes)."""

    id: int
    tile: str
    x: int
    y: int
    owner: int  # -1: no owner (Civil, ruins, renovated, printed)
    status: str  # built, shadow, ruin, renovated, printed
    src: int = -1  # the building on the previous board it was copied from
    cubes: tuple[int, ...] = ()  # Reason: population cubes (Civil) or the renovation marker (ruin)
    paid: int = 0  # renovation cards paid

    @property
    def kind(self) -> str:
        """The building's colour: ``"M"`` Military, ``"R"`` Religious or ``"C"`` Civil (§2)."""
        return _KIND[self.tile]

    @property
    def tier(self) -> int:
        """The tile's tier, 1–3, which is also the side of its square footprint (§2)."""
        return _TIER[self.tile]

    @property
    def value(self) -> int:
        """What the building counts for: its tier, or 1 while it is a ruin (§2)."""
        return 1 if self.status == "ruin" else _TIER[self.tile]

    @property
    def foot(self) -> Foot:
        """The squares the building covers."""
        return FOOT[(self.x, self.y, _TIER[self.tile])]


def printed_hamlet(i: int) -> Bld:
    """Printed hamlet ``i`` (§2.1): a Civil building of value 1 with no owner, on every board."""
    x, y = HAMLETS[i]
    return Bld(HAMLET_BASE + i, "hamlet", x, y, -1, "printed")


class Board:
    """One age's board: buildings by id, the square grid, the covered printed hamlets."""

    __slots__ = ("_dom", "_free", "_inc", "blds", "covered", "grid", "occ", "settled")

    def __init__(self, blds: dict[int, Bld], grid: list[int], covered: set[int], occ: int = -1) -> None:
        self.blds = blds
        self.grid = grid
        self.covered = covered
        if occ < 0:  # bit mask of the occupied squares
            occ = sum(1 << c for c, v in enumerate(grid) if v >= 0)
        self.occ = occ
        self.settled = False  # True once checked to keep the hierarchy, until the next change
        self._inc: dict[int, int] | None = None
        self._dom: tuple[dict[int, int], list[list[int]]] | None = None
        self._free: dict[int, list[tuple[Foot, frozenset[int]]]] = {}

    @classmethod
    def printed(cls) -> Board:
        """An age's board at the start: only its printed hamlets (§2.1, §3)."""
        b = cls({}, [-1] * (WIDTH * HEIGHT), set())
        for i in range(len(HAMLETS)):
            b.place(printed_hamlet(i))
        return b

    @classmethod
    def from_buildings(cls, blds: Iterable[Bld], covered: Iterable[int]) -> Board:
        """A board holding ``blds`` (``covered``: printed hamlets built over); ValueError if two overlap."""
        b = cls({}, [-1] * (WIDTH * HEIGHT), set(covered))
        for bld in blds:
            if any(b.grid[c] >= 0 for c in bld.foot.cells):
                raise ValueError(f"buildings overlap at {bld.x},{bld.y}")
            b.place(bld)
        return b

    def copy(self) -> Board:
        """An independent copy to change."""
        b = Board(dict(self.blds), list(self.grid), set(self.covered), self.occ)
        b._dom = self._dom
        b._free = self._free
        b.settled = self.settled
        b._inc = self._inc
        return b

    def place(self, b: Bld) -> None:
        """Put building ``b`` on the board, covering its squares."""
        f = b.foot
        self.occ |= f.mask
        for c in f.cells:
            self.grid[c] = b.id
        self.blds[b.id] = b
        self._dom = None
        self._free = {}
        self.settled = False
        self._inc = None

    def replace(self, b: Bld) -> None:
        """The same building with other cubes or renovation (same squares)."""
        self.blds[b.id] = b
        self._inc = None

    def remove(self, bid: int) -> Bld:
        """Take a building off; printed hamlets it covered come back."""
        b = self.blds.pop(bid)
        self.occ &= ~b.foot.mask
        for c in b.foot.cells:
            self.grid[c] = -1
        self._dom = None
        self._free = {}
        self.settled = False
        self._inc = None
        if self.covered:
            cells = set(b.foot.cells)
            for hid in sorted(self.covered):
                x, y = HAMLETS[hid - HAMLET_BASE]
                if idx(x, y) in cells:
                    self.covered.discard(hid)
                    self.place(printed_hamlet(hid - HAMLET_BASE))
        return b

    def cover(self, hid: int) -> Bld:
        """A printed hamlet goes under a tile (it is not destroyed)."""
        b = self.blds.pop(hid)
        self.grid[idx(b.x, b.y)] = -1
        self.occ &= ~b.foot.mask
        self.covered.add(hid)
        self._dom = None
        self._free = {}
        self.settled = False
        self._inc = None
        return b

    def under(self, foot: Foot) -> list[int]:
        """Ids of the buildings with a square in ``foot``, in id order."""
        g = self.grid
        return sorted({g[c] for c in foot.cells if g[c] >= 0})

    def touching(self, foot: Foot) -> set[int]:
        """Ids of the buildings next to ``foot`` (not under it)."""
        g = self.grid
        return {g[c] for c in foot.border if g[c] >= 0}

    def free(self, size: int) -> list[tuple[Foot, frozenset[int]]]:
        """Footprints of ``size`` off the river on free squares, each with the domains it touches (cached)."""
        got = self._free.get(size)
        if got is not None:
            return got
        of, _ = self.domains()
        g = self.grid
        occ = self.occ
        lst = []
        none: frozenset[int] = frozenset()
        for f in _DRY[size]:
            if not occ & f.mask:
                if occ & f.bmask:
                    lst.append((f, frozenset([of[n] for c in f.border if (n := g[c]) >= 0])))
                else:
                    lst.append((f, none))
        self._free[size] = lst
        return lst

    def incomes(self, age: int) -> dict[int, int]:
        """What each seat controlling a domain of this board would earn here (``age`` 0 Might, 1 Faith, 2 Reason).

        Might / Faith: the owner of a domain's single top Military / Religious building gets its Civil values;
        Reason: every seat with the most cubes on a domain's Civil buildings gets its Military and Religious values.
        """
        if self._inc is not None:
            return self._inc
        blds = self.blds
        out: dict[int, int] = {}
        want = "M" if age == 0 else "R"
        for members in self.domains()[1]:
            if age == 2:
                count: dict[int, int] = {}
                income = 0
                for i in members:
                    b = blds[i]
                    if _KIND[b.tile] == "C":
                        for c in b.cubes:
                            count[c] = count.get(c, 0) + 1
                    else:
                        income += b.value
                if count and income:
                    best = max(count.values())
                    for c, n in count.items():
                        if n == best:
                            out[c] = out.get(c, 0) + income
                continue
            top, lord, civil = 0, -1, 0
            for i in members:
                b = blds[i]
                k = _KIND[b.tile]
                if k == "C":
                    civil += _TIER[b.tile]
                elif k == want:
                    v = _TIER[b.tile]
                    if v > top:
                        top, lord = v, b.owner
                    elif v == top:
                        lord = -1
            if lord >= 0 and civil:
                out[lord] = out.get(lord, 0) + civil
        self._inc = out
        return out

    def domains(self) -> tuple[dict[int, int], list[list[int]]]:
        """(domain index of each building, buildings of each domain); domains in order of their first building."""
        if self._dom is not None:
            return self._dom
        g = self.grid
        of: dict[int, int] = {}
        doms: list[list[int]] = []
        for start in sorted(self.blds):
            if start in of:
                continue
            d = len(doms)
            members = [start]
            of[start] = d
            i = 0
            while i < len(members):
                b = self.blds[members[i]]
                i += 1
                for c in b.foot.border:
                    n = g[c]
                    if n >= 0 and n not in of:
                        of[n] = d
                        members.append(n)
            doms.append(sorted(members))
        self._dom = (of, doms)
        return self._dom
