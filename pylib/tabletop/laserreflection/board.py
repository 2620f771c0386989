"""Laser Reflection boards: tiles, edge cells, beam tracing and stocks.

A :class:`Board` is an immutable N x N grid (3 <= N <= 12) holding at most one
tile per cell, plus 0 or 2 fixed light warps.  Every one of the 4N edge cells
fires a beam into the grid; :meth:`Board.trace` follows it exactly as docs/rules/laserreflection.md
§1.4.1 describes and :meth:`Board.clues` gives the whole puzzle.

Board text is N lines of N characters:

====  =========================  ======  =====
char  tile                       glyph   code
====  =========================  ======  =====
``.`` empty                      ``·``
``/`` slash mirror               ``/``   ``S``
``\\`` backslash mirror           ``\\``   ``K``
``|`` vertical flat mirror       ``‖``   ``V``
``-`` horizontal flat mirror     ``=``   ``H``
``#`` square reflector           ``■``   ``Q``
``o`` black hole                 ``●``   ``O``
``x`` light warp (0 or 2)        ``X``   ``W``
``L`` triangle, bottom-left      ``◣``   ``L``
``J`` triangle, bottom-right     ``◢``   ``J``
``F`` triangle, top-left         ``◤``   ``F``
``7`` triangle, top-right        ``◥``   ``7``
====  =========================  ======  =====

The triangle characters show the filled corner: the corner of the letter
``L`` is bottom-left, ``J`` bottom-right, ``F`` top-left and ``7`` top-right.

>>> board = Board.parse('''
...   .....
...   .....
...   ../..
...   .....
...   .....
... ''')
>>> board.trace("L2")
Trace(colour=<Colour.GREEN: 'green'>, number=5, exit='T2', path=((2, 0), (2, 1), (2, 2), (1, 2), (0, 2)))
>>> board.clues()["T2"]
('green', 5)
>>> str(board) == "\\n".join([".....", ".....", "../..", ".....", "....."])
True
>>> print(Board.parse("/..\\n.#.\\n..|"))
/..
.#.
..|
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import NamedTuple

__all__ = [
    "MAX_SIZE",
    "MIN_SIZE",
    "TILES",
    "Board",
    "BoardError",
    "BoardSyntaxError",
    "Cell",
    "Clue",
    "Colour",
    "EdgeError",
    "Stock",
    "StockError",
    "Tile",
    "Trace",
    "TraceLimitError",
    "edge_cell",
    "edge_from_index",
    "edge_index",
    "edges",
]

MIN_SIZE = 3
MAX_SIZE = 12

Cell = tuple[int, int]


class BoardError(ValueError):
    """An invalid board (bad size, cell, tile or warp set)."""


class BoardSyntaxError(BoardError):
    """Board text that does not parse; ``line`` and ``column`` are 1-based."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column


class EdgeError(ValueError):
    """An edge id that does not name one of the board's 4N edge cells."""


class StockError(ValueError):
    """An invalid stock (unknown tile, negative count, bad text)."""


class TraceLimitError(RuntimeError):
    """Internal error: a beam ran past the step cap (section 1.4.4 proves
    this cannot happen, so it signals a bug, never a clue colour)."""


class Tile(Enum):
    """A tile kind; the value is its board text character."""

    SLASH = "/"
    BACKSLASH = "\\"
    VERTICAL = "|"
    HORIZONTAL = "-"
    SQUARE = "#"
    BLACK_HOLE = "o"
    WARP = "x"
    TRIANGLE_BL = "L"
    TRIANGLE_BR = "J"
    TRIANGLE_TL = "F"
    TRIANGLE_TR = "7"

    @property
    def char(self) -> str:
        """Board text character, e.g. ``'#'``."""
        return self.value

    @property
    def code(self) -> str:
        """Spec code letter (``S K V H Q O W``; triangles use their char)."""
        return _CODES[self]

    @property
    def glyph(self) -> str:
        """Display glyph, e.g. ``'■'``."""
        return _GLYPHS[self]

    @property
    def is_triangle(self) -> bool:
        """Whether the tile is a triangle (§1.4.3, an option of the project's own)."""
        return self in _TRIANGLES

    @classmethod
    def from_char(cls, char: str) -> Tile:
        """The tile for a board text character (not ``.``).

        >>> Tile.from_char("#")
        <Tile.SQUARE: '#'>
        """
        try:
            return cls(char)
        except ValueError:
            raise BoardError(f"unknown tile character {char!r}") from None

    def __str__(self) -> str:
        return self.value


_CODES = {
    Tile.SLASH: "S",
    Tile.BACKSLASH: "K",
    Tile.VERTICAL: "V",
    Tile.HORIZONTAL: "H",
    Tile.SQUARE: "Q",
    Tile.BLACK_HOLE: "O",
    Tile.WARP: "W",
    Tile.TRIANGLE_BL: "L",
    Tile.TRIANGLE_BR: "J",
    Tile.TRIANGLE_TL: "F",
    Tile.TRIANGLE_TR: "7",
}
_GLYPHS = {
    Tile.SLASH: "/",
    Tile.BACKSLASH: "\\",
    Tile.VERTICAL: "‖",
    Tile.HORIZONTAL: "=",
    Tile.SQUARE: "■",
    Tile.BLACK_HOLE: "●",
    Tile.WARP: "X",
    Tile.TRIANGLE_BL: "◣",
    Tile.TRIANGLE_BR: "◢",
    Tile.TRIANGLE_TL: "◤",
    Tile.TRIANGLE_TR: "◥",
}
_TRIANGLES = frozenset({Tile.TRIANGLE_BL, Tile.TRIANGLE_BR, Tile.TRIANGLE_TL, Tile.TRIANGLE_TR})

#: Placeable tile kinds in canonical (stock) order; warps are not placeable.
TILES: tuple[Tile, ...] = (
    Tile.SLASH,
    Tile.BACKSLASH,
    Tile.VERTICAL,
    Tile.HORIZONTAL,
    Tile.SQUARE,
    Tile.BLACK_HOLE,
    Tile.TRIANGLE_BL,
    Tile.TRIANGLE_BR,
    Tile.TRIANGLE_TL,
    Tile.TRIANGLE_TR,
)


class Colour(StrEnum):
    """Clue colour.  A ``StrEnum``: ``Colour.GREEN == "green"``."""

    GREEN = "green"
    YELLOW = "yellow"
    BLACK = "black"


# ---------------------------------------------------------------------------
# Low-level encoding shared with the solver.
#
# Directions: 0 right (+c), 1 down (+r), 2 left (-c), 3 up (-r); d ^ 2 is the
# reverse.  Kinds: 0 empty, 1..10 the placeable tiles in TILES order, 11 warp.
# Grids are padded by one border cell on each side (width W = N + 2), so a
# cell (r, c) lives at index (r + 1) * W + c + 1 and border cells hold EDGE.

EMPTY = 0
HOLE = 1 + TILES.index(Tile.BLACK_HOLE)
WARP = 11
EDGE = 12
UNKNOWN = 13

KIND_OF: dict[Tile, int] = {tile: i + 1 for i, tile in enumerate(TILES)}
KIND_OF[Tile.WARP] = WARP
TILE_OF: dict[int, Tile] = {kind: tile for tile, kind in KIND_OF.items()}

_DEFLECT_BY_TILE: dict[Tile | None, tuple[int, int, int, int]] = {
    None: (0, 1, 2, 3),
    Tile.SLASH: (3, 2, 1, 0),
    Tile.BACKSLASH: (1, 0, 3, 2),
    Tile.VERTICAL: (2, 1, 0, 3),
    Tile.HORIZONTAL: (0, 3, 2, 1),
    Tile.SQUARE: (2, 3, 0, 1),
    Tile.BLACK_HOLE: (-1, -1, -1, -1),
    Tile.TRIANGLE_BL: (2, 0, 3, 1),
    Tile.TRIANGLE_BR: (3, 2, 0, 1),
    Tile.TRIANGLE_TL: (2, 3, 1, 0),
    Tile.TRIANGLE_TR: (1, 3, 0, 2),
}

#: DEFLECT[kind * 4 + d] -> new direction (-1: absorbed); warp is pass-through.
DEFLECT: tuple[int, ...] = tuple(
    x
    for kind in range(12)
    for x in (_DEFLECT_BY_TILE[None] if kind in (EMPTY, WARP) else _DEFLECT_BY_TILE[TILE_OF[kind]])
)


# ---------------------------------------------------------------------------
# Edge ids


def edges(size: int) -> tuple[str, ...]:
    """All 4N edge ids in canonical (clockwise) order.

    >>> edges(3)
    ('T0', 'T1', 'T2', 'R0', 'R1', 'R2', 'B2', 'B1', 'B0', 'L2', 'L1', 'L0')
    """
    n = size
    return (
        tuple(f"T{c}" for c in range(n))
        + tuple(f"R{r}" for r in range(n))
        + tuple(f"B{c}" for c in reversed(range(n)))
        + tuple(f"L{r}" for r in reversed(range(n)))
    )


_EDGE_RE = re.compile(r"([TRBL])(0|[1-9][0-9]*)")


def _split_edge(edge: str, size: int) -> tuple[str, int]:
    m = _EDGE_RE.fullmatch(edge) if isinstance(edge, str) else None
    if m is None or int(m.group(2)) >= size:
        raise EdgeError(
            f"bad edge id {edge!r} for a {size}x{size} board (expected T, R, B or L followed by 0..{size - 1})"
        )
    return m.group(1), int(m.group(2))


def edge_index(edge: str, size: int) -> int:
    """Canonical index of an edge id (section 1.3).

    >>> [edge_index(e, 8) for e in ("T3", "R0", "B0", "L0")]
    [3, 8, 23, 31]
    """
    side, i = _split_edge(edge, size)
    if side == "T":
        return i
    if side == "R":
        return size + i
    if side == "B":
        return 3 * size - 1 - i
    return 4 * size - 1 - i


def edge_from_index(index: int, size: int) -> str:
    """Inverse of :func:`edge_index`.

    >>> edge_from_index(23, 8)
    'B0'
    """
    if not 0 <= index < 4 * size:
        raise EdgeError(f"edge index {index} out of range 0..{4 * size - 1}")
    return edges(size)[index]


def edge_cell(edge: str, size: int) -> tuple[Cell, int]:
    """The first grid cell a beam from ``edge`` enters, and its direction
    (0 right, 1 down, 2 left, 3 up).

    >>> edge_cell("R2", 5)
    ((2, 4), 2)
    """
    side, i = _split_edge(edge, size)
    if side == "T":
        return (0, i), 1
    if side == "B":
        return (size - 1, i), 3
    if side == "L":
        return (i, 0), 0
    return (i, size - 1), 2


# ---------------------------------------------------------------------------
# Value objects


@dataclass(frozen=True, slots=True)
class Trace:
    """The result of firing one edge's beam.

    ``exit`` is the edge id the beam leaves through (its own edge when
    yellow) or ``None`` when a black hole absorbs it.  ``path`` lists every
    grid cell entered, in order (a cell entered twice appears twice).
    """

    colour: Colour
    number: int
    exit: str | None
    path: tuple[Cell, ...]


class Clue(NamedTuple):
    """One edge's clue with its exit edge (``None`` for black)."""

    colour: Colour
    number: int
    exit: str | None

    def __str__(self) -> str:
        text = f"{self.colour.value} {self.number}"
        if self.colour is Colour.GREEN:
            text += f" -> {self.exit}"
        return text


class Stock(Mapping[Tile, int]):
    """An immutable multiset of placeable tiles.

    Iterates in canonical tile order over kinds with a positive count;
    ``str()`` is the canonical text.

    >>> s = Stock({Tile.SLASH: 5, Tile.BACKSLASH: 4, Tile.SQUARE: 1})
    >>> str(s)
    '/5 \\\\4 #1'
    >>> Stock.parse(str(s)) == s, s.total(), s[Tile.VERTICAL]
    (True, 10, 0)
    """

    __slots__ = ("_counts",)

    _counts: tuple[int, ...]

    def __init__(self, counts: Mapping[Tile, int] | Iterable[Tile] = ()) -> None:
        values = [0] * len(TILES)
        if isinstance(counts, Mapping):
            pairs: Iterable[tuple[Tile, int]] = counts.items()
        else:
            pairs = ((tile, 1) for tile in counts)
        for tile, count in pairs:
            if not isinstance(tile, Tile) or tile is Tile.WARP:
                raise StockError(f"{tile!r} is not a placeable tile")
            if not isinstance(count, int) or count < 0:
                raise StockError(f"bad count {count!r} for {tile.value!r}")
            values[TILES.index(tile)] += count
        self._counts = tuple(values)

    @classmethod
    def parse(cls, text: str) -> Stock:
        """Parse canonical stock text such as ``"/5 \\\\4 |1 -1 #1 o1"``."""
        counts: dict[Tile, int] = {}
        for word in text.split():
            m = re.fullmatch(r"([/\\|\-#oLJF7])([0-9]+)", word)
            if m is None:
                raise StockError(f"bad stock item {word!r} (expected e.g. '/5')")
            tile = Tile(m.group(1))
            if tile in counts:
                raise StockError(f"tile {tile.value!r} listed twice")
            counts[tile] = int(m.group(2))
        return cls(counts)

    def __getitem__(self, tile: Tile) -> int:
        if tile is Tile.WARP or not isinstance(tile, Tile):
            raise KeyError(tile)
        return self._counts[TILES.index(tile)]

    def __iter__(self) -> Iterator[Tile]:
        return (tile for tile, n in zip(TILES, self._counts, strict=True) if n)

    def __len__(self) -> int:
        return sum(1 for n in self._counts if n)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Stock):
            return self._counts == other._counts
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._counts)

    def total(self) -> int:
        """Number of tiles (with multiplicity)."""
        return sum(self._counts)

    def elements(self) -> list[Tile]:
        """Every tile with multiplicity, in canonical order."""
        return [tile for tile, n in zip(TILES, self._counts, strict=True) for _ in range(n)]

    def covers(self, other: Mapping[Tile, int]) -> bool:
        """True if ``other`` needs no more of any tile than this stock has."""
        return all(self[tile] >= n for tile, n in other.items())

    def __str__(self) -> str:
        return " ".join(f"{tile.value}{n}" for tile, n in zip(TILES, self._counts, strict=True) if n)

    def __repr__(self) -> str:
        return f"Stock.parse({str(self)!r})"


# ---------------------------------------------------------------------------
# Board


class Board:
    """An immutable Laser Reflection grid: size, tiles and warps.

    Build it with :meth:`parse`, :meth:`empty` or the constructor
    ``Board(size, {(r, c): Tile.SLASH, ...}, warps=((1, 1), (3, 3)))``.
    Boards compare and hash by value.
    """

    __slots__ = ("_cells", "_clues", "_grid", "_size", "_warps")

    _size: int
    _cells: tuple[Tile | None, ...]
    _warps: tuple[Cell, ...]
    _grid: list[int] | None
    _clues: tuple[tuple[int, int, int], ...] | None

    def __init__(
        self,
        size: int,
        tiles: Mapping[Cell, Tile] | None = None,
        warps: Iterable[Cell] = (),
    ) -> None:
        if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
            raise BoardError(f"board size must be {MIN_SIZE}..{MAX_SIZE}, not {size!r}")
        cells: list[Tile | None] = [None] * (size * size)
        warp_cells = tuple(_check_cell(cell, size) for cell in warps)
        if len(warp_cells) not in (0, 2) or len(set(warp_cells)) != len(warp_cells):
            raise BoardError(f"a board has exactly 0 or 2 distinct warps, not {list(warp_cells)}")
        for r, c in warp_cells:
            cells[r * size + c] = Tile.WARP
        for cell, tile in (tiles or {}).items():
            r, c = _check_cell(cell, size)
            if not isinstance(tile, Tile) or tile is Tile.WARP:
                raise BoardError(f"{tile!r} is not a placeable tile (warps go in warps=)")
            if cells[r * size + c] is Tile.WARP:
                raise BoardError(f"cannot place {tile.value!r} on the warp at {(r, c)}")
            cells[r * size + c] = tile
        self._size = size
        self._cells = tuple(cells)
        self._warps = tuple(sorted(warp_cells))
        self._grid = None
        self._clues = None

    @classmethod
    def empty(cls, size: int, warps: Iterable[Cell] = ()) -> Board:
        """An empty board, optionally with its two warps."""
        return cls(size, None, warps)

    @classmethod
    def parse(cls, text: str) -> Board:
        """Parse board text (N lines of N characters, 3 <= N <= 12).

        Blank lines around the board and spaces around each line are
        ignored.  Errors are :class:`BoardSyntaxError` with line and column.

        >>> Board.parse("x..\\n.#.\\n..x").warps()
        ((0, 0), (2, 2))
        >>> Board.parse("...\\n.?.\\n...")
        Traceback (most recent call last):
        ...
        tabletop.laserreflection.board.BoardSyntaxError: line 2, column 2: unexpected character '?'
        """
        raw = text.split("\n")
        first = 0
        while first < len(raw) and not raw[first].strip():
            first += 1
        last = len(raw)
        while last > first and not raw[last - 1].strip():
            last -= 1
        lines = [line.strip() for line in raw[first:last]]
        # Column numbers count from the start of the raw line.
        indent = [len(line) - len(line.lstrip()) for line in raw[first:last]]
        if not lines:
            raise BoardSyntaxError("empty board text", 1, 1)
        n = len(lines[0])
        if not MIN_SIZE <= n <= MAX_SIZE:
            raise BoardSyntaxError(f"board width {n} is outside {MIN_SIZE}..{MAX_SIZE}", first + 1, indent[0] + 1)
        tiles: dict[Cell, Tile] = {}
        warps: list[tuple[Cell, int, int]] = []
        for r, line in enumerate(lines):
            lineno = first + r + 1
            col0 = indent[r] + 1
            if r >= n:
                raise BoardSyntaxError(f"expected {n} lines for a {n}x{n} board", lineno, col0)
            for c, char in enumerate(line):
                if c >= n:
                    raise BoardSyntaxError(f"line is longer than the board width {n}", lineno, col0 + c)
                if char == ".":
                    continue
                if char not in _PARSE_CHARS:
                    raise BoardSyntaxError(f"unexpected character {char!r}", lineno, col0 + c)
                if char == "x":
                    if len(warps) == 2:
                        raise BoardSyntaxError("a board has at most 2 warps", lineno, col0 + c)
                    warps.append(((r, c), lineno, col0 + c))
                else:
                    tiles[(r, c)] = Tile(char)
            if len(line) < n:
                raise BoardSyntaxError(f"line is shorter than the board width {n}", lineno, col0 + len(line))
        if len(lines) < n:
            raise BoardSyntaxError(
                f"expected {n} lines for a {n}x{n} board, got {len(lines)}",
                first + len(lines) + 1,
                1,
            )
        if len(warps) == 1:
            _, lineno, column = warps[0]
            raise BoardSyntaxError("a board has 0 or 2 warps, not 1", lineno, column)
        return cls(n, tiles, [cell for cell, _, _ in warps])

    # -- value protocol -----------------------------------------------------

    @property
    def size(self) -> int:
        """N, the board's side length."""
        return self._size

    def __getitem__(self, cell: Cell) -> Tile | None:
        """The tile at ``(r, c)`` (``Tile.WARP`` on warps, ``None`` if empty)."""
        r, c = _check_cell(cell, self._size)
        return self._cells[r * self._size + c]

    def tiles(self) -> dict[Cell, Tile]:
        """Placed tiles (warps excluded), row-major."""
        n = self._size
        return {(i // n, i % n): t for i, t in enumerate(self._cells) if t is not None and t is not Tile.WARP}

    def warps(self) -> tuple[Cell, ...]:
        """The warp cells, sorted (empty tuple or two cells)."""
        return self._warps

    def stock(self) -> Stock:
        """The multiset of placed tiles."""
        return Stock(self.tiles().values())

    def with_tile(self, cell: Cell, tile: Tile | None) -> Board:
        """A copy with ``cell`` set to ``tile`` (``None`` empties it)."""
        tiles = self.tiles()
        cell = _check_cell(cell, self._size)
        if tile is None:
            tiles.pop(cell, None)
        else:
            tiles[cell] = tile
        return Board(self._size, tiles, self._warps)

    def without(self, cell: Cell) -> Board:
        """A copy with ``cell`` emptied."""
        return self.with_tile(cell, None)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Board):
            return self._cells == other._cells
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._cells)

    def __str__(self) -> str:
        n = self._size
        return "\n".join(
            "".join("." if t is None else t.value for t in self._cells[r * n : (r + 1) * n]) for r in range(n)
        )

    def __repr__(self) -> str:
        return f"Board.parse({str(self)!r})"

    # -- physics ------------------------------------------------------------

    def grid(self) -> list[int]:
        """Padded kind grid (internal encoding, see module source); cached."""
        if self._grid is None:
            n = self._size
            w = n + 2
            grid = [EDGE] * (w * w)
            for i, t in enumerate(self._cells):
                grid[(i // n + 1) * w + i % n + 1] = EMPTY if t is None else KIND_OF[t]
            self._grid = grid
        return self._grid

    def _run(self, start: int, d: int, path: list[Cell] | None) -> tuple[int, int, int]:
        """Walk one beam; returns (colour 0 green/1 yellow/2 black, number,
        exit padded index or -1)."""
        grid = self.grid()
        w = self._size + 2
        delta = (1, w, -1, -w)
        deflect = DEFLECT
        other = 0
        if self._warps:
            (r1, c1), (r2, c2) = self._warps
            a = (r1 + 1) * w + c1 + 1
            b = (r2 + 1) * w + c2 + 1
            other = a + b
        p = start
        count = 0
        cap = 8 * self._size * self._size + 16
        origin = start - delta[d]
        while True:
            k = grid[p]
            if k == EDGE:
                return (1 if p == origin else 0), count, p
            if count > cap:
                raise TraceLimitError(f"beam from padded cell {start} exceeded {cap} steps")
            count += 1
            if path is not None:
                path.append((p // w - 1, p % w - 1))
            if k == WARP:
                p = other - p
                count += 1
                if path is not None:
                    path.append((p // w - 1, p % w - 1))
            elif k:
                d = deflect[k * 4 + d]
                if d < 0:
                    return 2, count, -1
            p += delta[d]

    def _edge_start(self, edge: str) -> tuple[int, int]:
        (r, c), d = edge_cell(edge, self._size)
        w = self._size + 2
        return (r + 1) * w + c + 1, d

    def _edge_at(self, p: int) -> str:
        w = self._size + 2
        r, c = divmod(p, w)
        if r == 0:
            return f"T{c - 1}"
        if r == w - 1:
            return f"B{c - 1}"
        if c == 0:
            return f"L{r - 1}"
        return f"R{r - 1}"

    def trace(self, edge: str) -> Trace:
        """Fire the beam of ``edge`` (e.g. ``"L2"``) and follow it.

        >>> Board.parse("...\\n.#.\\n...").trace("L1")
        Trace(colour=<Colour.YELLOW: 'yellow'>, number=3, exit='L1', path=((1, 0), (1, 1), (1, 0)))
        """
        start, d = self._edge_start(edge)
        path: list[Cell] = []
        colour, number, exit_p = self._run(start, d, path)
        return Trace(
            _COLOURS[colour],
            number,
            None if exit_p < 0 else self._edge_at(exit_p),
            tuple(path),
        )

    def _clue_codes(self) -> tuple[tuple[int, int, int], ...]:
        if self._clues is None:
            out = []
            for edge in edges(self._size):
                start, d = self._edge_start(edge)
                out.append(self._run(start, d, None))
            self._clues = tuple(out)
        return self._clues

    def clues(self) -> dict[str, tuple[str, int]]:
        """Every edge's clue ``(colour, number)`` in canonical edge order.

        >>> Board.parse("#..\\n...\\n...").clues()["T0"]
        ('yellow', 1)
        """
        return {
            edge: (_COLOURS[colour].value, number)
            for edge, (colour, number, _) in zip(edges(self._size), self._clue_codes(), strict=True)
        }

    def clue_table(self) -> dict[str, Clue]:
        """Every edge's :class:`Clue` (colour, number, exit edge)."""
        return {
            edge: Clue(_COLOURS[colour], number, None if p < 0 else self._edge_at(p))
            for edge, (colour, number, p) in zip(edges(self._size), self._clue_codes(), strict=True)
        }

    def visited(self) -> frozenset[Cell]:
        """Cells entered by at least one beam (warps included)."""
        seen: set[Cell] = set()
        for edge in edges(self._size):
            start, d = self._edge_start(edge)
            path: list[Cell] = []
            self._run(start, d, path)
            seen.update(path)
        return frozenset(seen)

    def visible(self) -> Board:
        """The visible layout: this board without tiles no beam reaches.

        Two boards with equal clues are the same solution exactly when their
        visible layouts are equal.
        """
        seen = self.visited()
        tiles = self.tiles()
        kept = {cell: t for cell, t in tiles.items() if cell in seen}
        if len(kept) == len(tiles):
            return self
        return Board(self._size, kept, self._warps)


_COLOURS = (Colour.GREEN, Colour.YELLOW, Colour.BLACK)
_PARSE_CHARS = frozenset(t.value for t in Tile)


def _check_cell(cell: Cell, size: int) -> Cell:
    try:
        r, c = cell
    except (TypeError, ValueError):
        raise BoardError(f"bad cell {cell!r}: expected (row, column)") from None
    if not (isinstance(r, int) and isinstance(c, int) and 0 <= r < size and 0 <= c < size):
        raise BoardError(f"cell {cell!r} is outside the {size}x{size} board")
    return (r, c)
