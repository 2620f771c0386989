"""Laser Reflection solver: every tile layout that reproduces a set of clues.

It counts the solutions of a puzzle for *verify* (docs/rules/laserreflection.md §1.6.1) and checks that
a generated puzzle has one (§1.8).

Solutions are *visible layouts* (docs/rules/laserreflection.md, additions): the contents of the
cells some beam enters, empty visited cells included.  Tiles on cells no beam
reaches are irrelevant, so every solution is returned in canonical form with
such cells empty, and two solutions differ exactly when some visited cell
differs.  A solution uses at most the given stock (not necessarily all of it).

How the search works
--------------------
All 4N beams are traced at once.  Every cell holds a *domain*, the set of
contents (empty or a tile kind) it may still have.  A beam walks on while
every kind in the cell's domain sends it the same way, and waits where they
disagree.  The search repeatedly takes the waiting cell with the fewest
choices (then the one most beams wait at) and splits its domain into
classes that treat all its waiting beams alike: a beam moving right splits
{empty, /, \\, |, -, #} into pass {empty, -}, turn up {/}, turn down {\\}
and reverse {|, #}.  So a cell crossed only horizontally keeps {empty, -}:
nobody branches on it, and the leaf counts both layouts (the spec's "a
tile that deflects nothing makes the puzzle non-unique").  A beam's clue
restricts the classes it accepts, because the dynamics are reversible
(section 1.4.4):

- a **yellow** ``x`` beam runs without any 180-degree reflection until its
  ``(x + 1) / 2``-th cell, which must reverse it (it then retraces itself);
- a **black** ``x`` beam runs without reflection until its ``x``-th cell,
  which must be a black hole;
- a **green** ``x`` beam never reverses and leaves after exactly ``x`` cells
  through another edge whose clue is green ``x``.  Its partner's beam is
  traced from the other end at the same time, so the path must still be
  able to reach some candidate partner's frontier in time (Manhattan
  distance, warps included), and on a bipartite grid the exit's
  checkerboard colour is fixed by ``x``.

Only cells a beam enters are ever narrowed, so every leaf describes visible
layouts only, and different leaves describe different layouts.

>>> from tabletop.laserreflection import Board
>>> creator = Board.parse(".#.\\n###\\n.#.")
>>> result = search(creator.clues(), creator.stock())
>>> [str(b) for b in result.solutions], result.status
(['.#.\\n#.#\\n.#.'], <SolutionCount.UNIQUE: 'unique'>)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .board import (
    DEFLECT,
    HOLE,
    KIND_OF,
    TILE_OF,
    Board,
    Cell,
    Colour,
    Stock,
    Tile,
    Trace,
    edge_cell,
    edges,
)

__all__ = [
    "Hint",
    "SolutionCount",
    "SolveResult",
    "count_solutions",
    "difficulty",
    "hint",
    "search",
    "solve",
]

ClueMap = Mapping[str, Any]

_GREEN, _YELLOW, _BLACK = 0, 1, 2
_COLOUR_CODE = {Colour.GREEN: _GREEN, Colour.YELLOW: _YELLOW, Colour.BLACK: _BLACK}


class SolutionCount(StrEnum):
    """How many visible solutions a puzzle has, as far as the search knows."""

    NONE = "none"
    UNIQUE = "unique"
    MULTIPLE = "multiple"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """Outcome of :func:`search`.

    ``complete`` is True when the whole search space was explored, so
    ``solutions`` lists every visible solution; False when the search stopped
    at ``limit`` solutions or ran out of ``budget`` (``out_of_budget``).
    ``nodes`` counts search nodes; ``branches`` the nodes where two or more
    tiles were possible (a measure of guessing, used by :func:`difficulty`).
    """

    solutions: tuple[Board, ...]
    complete: bool
    out_of_budget: bool
    nodes: int
    branches: int

    @property
    def status(self) -> SolutionCount:
        """The verdict a *verify* shows (§1.6.1): several solutions, unknown (search cut short), unique, or none."""
        if len(self.solutions) >= 2:
            return SolutionCount.MULTIPLE
        if not self.complete:
            return SolutionCount.UNKNOWN
        return SolutionCount.UNIQUE if self.solutions else SolutionCount.NONE


@dataclass(frozen=True, slots=True)
class Hint:
    """One cell of the solution: ``tile`` belongs at ``cell`` (``None``: the
    cell must stay empty, so the tile there is wrong)."""

    cell: Cell
    tile: Tile | None


def _normalise(
    clues: ClueMap,
    stock: Mapping[Tile, int],
    warps: Iterable[Cell],
    size: int | None,
) -> tuple[int, list[tuple[int, int]], Stock, tuple[Cell, ...]]:
    if size is None:
        if len(clues) % 4:
            raise ValueError(f"expected 4N clues, got {len(clues)}")
        size = len(clues) // 4
    board = Board.empty(size, tuple(warps))  # validates size and warps
    order = edges(size)
    if set(clues) != set(order):
        missing = sorted(set(order) - set(clues))
        extra = sorted(set(clues) - set(order), key=str)
        raise ValueError(
            f"clues must name every edge of a {size}x{size} board exactly once"
            + (f"; missing {missing}" if missing else "")
            + (f"; unexpected {extra}" if extra else "")
        )
    coded: list[tuple[int, int]] = []
    for edge in order:
        value = clues[edge]
        if isinstance(value, Trace):
            colour_value: Any = value.colour
            number: Any = value.number
        else:
            try:
                colour_value, number = value[0], value[1]
            except (TypeError, IndexError, KeyError):
                raise ValueError(f"bad clue for {edge}: {value!r}") from None
        try:
            colour = Colour(colour_value)
        except ValueError:
            raise ValueError(f"bad clue colour for {edge}: {colour_value!r}") from None
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise ValueError(f"bad clue number for {edge}: {number!r}")
        coded.append((_COLOUR_CODE[colour], number))
    return size, coded, Stock(stock), board.warps()


_BITS = [tuple(k for k in range(11) if m >> k & 1) for m in range(1 << 11)]


def search(
    clues: ClueMap,
    stock: Mapping[Tile, int],
    warps: Iterable[Cell] = (),
    size: int | None = None,
    limit: int | None = 2,
    budget: int | None = None,
    prefer: Board | None = None,
) -> SolveResult:
    """Search for visible layouts whose clues equal ``clues``.

    ``clues`` maps every edge id to ``(colour, number)`` (as from
    :meth:`Board.clues`; :class:`Clue` and :class:`Trace` values work too).
    ``stock`` caps how many of each tile a solution may use.  ``limit``
    stops after that many solutions (``None``: all of them); ``budget`` caps
    the number of search nodes (``None``: no cap).  N is taken from the
    number of clues unless ``size`` is given.

    ``prefer`` only changes the order of the search: at every choice the
    tile ``prefer`` has on that cell is tried first.  Passing the layout
    the clues came from finds a second solution much sooner, since
    alternatives usually differ from it in a few cells.
    """
    n, coded, stk, warp_cells = _normalise(clues, stock, warps, size)
    if limit is not None and limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
    if budget is not None and budget < 0:
        raise ValueError(f"budget must be non-negative, not {budget}")
    engine = _Search(n, coded, stk, warp_cells)
    order = None
    if prefer is not None:
        if prefer.size != n:
            raise ValueError(f"prefer is a {prefer.size}x{prefer.size} board, not {n}x{n}")
        order = [0] * (engine.w * engine.w)
        for (r, c), t in prefer.tiles().items():
            order[(r + 1) * engine.w + c + 1] = KIND_OF[t]
    found, complete, out, nodes, branches = engine.run(limit, budget, order)
    boards = tuple(Board(n, {cell: TILE_OF[k] for cell, k in layout}, warp_cells) for layout in found)
    return SolveResult(boards, complete, out, nodes, branches)


def solve(
    clues: ClueMap,
    stock: Mapping[Tile, int],
    warps: Iterable[Cell] = (),
    size: int | None = None,
    limit: int | None = 2,
    budget: int | None = None,
) -> list[Board]:
    """The spec's simple form of :func:`search`: at most ``limit`` boards
    whose clues equal ``clues`` (canonical visible layouts).  If a ``budget``
    runs out the list holds what was found; use :func:`search` to know.

    >>> from tabletop.laserreflection import Board
    >>> b = Board.parse("....\\n./..\\n...#\\n....")
    >>> solve(b.clues(), b.stock()) == [b]
    True
    """
    return list(search(clues, stock, warps, size, limit, budget).solutions)


def _puzzle_args(
    puzzle: Board | ClueMap,
    stock: Mapping[Tile, int] | None,
    warps: Iterable[Cell] | None,
    size: int | None,
) -> tuple[ClueMap, Mapping[Tile, int], Iterable[Cell], int | None]:
    if isinstance(puzzle, Board):
        return (
            puzzle.clues(),
            puzzle.stock() if stock is None else stock,
            puzzle.warps() if warps is None else warps,
            puzzle.size,
        )
    if stock is None:
        raise ValueError("a stock is needed when the puzzle is given as clues")
    return puzzle, stock, () if warps is None else warps, size


def count_solutions(
    puzzle: Board | ClueMap,
    stock: Mapping[Tile, int] | None = None,
    warps: Iterable[Cell] | None = None,
    size: int | None = None,
    budget: int | None = None,
) -> SolutionCount:
    """``"unique"``, ``"multiple"``, ``"none"`` or ``"unknown"`` (budget ran
    out) for a puzzle given as a :class:`Board` (clues, stock and warps are
    taken from it) or as clues plus ``stock``.

    >>> from tabletop.laserreflection import Board
    >>> count_solutions(Board.parse("...\\n.|.\\n..."))
    <SolutionCount.UNIQUE: 'unique'>
    >>> count_solutions(Board.parse("#|#.\\n....\\n....\\n...."))  # | only crossed vertically
    <SolutionCount.MULTIPLE: 'multiple'>
    """
    clues, stk, wps, n = _puzzle_args(puzzle, stock, warps, size)
    prefer = puzzle if isinstance(puzzle, Board) else None
    return search(clues, stk, wps, n, limit=2, budget=budget, prefer=prefer).status


#: Upper bounds of ``branches`` for grades 1..4 (5 is anything harder).
DIFFICULTY_THRESHOLDS = (4, 40, 400, 4000)


def difficulty(
    puzzle: Board | ClueMap | SolveResult,
    stock: Mapping[Tile, int] | None = None,
    warps: Iterable[Cell] | None = None,
    size: int | None = None,
    budget: int | None = None,
) -> int:
    """A 1-5 difficulty grade from the solver's work.

    The grade is logarithmic in the number of search nodes where more than
    one choice was left (``SolveResult.branches``) while proving the solution
    count: ``<= 4`` is grade 1 (next to pure deduction), ``<= 40`` grade 2,
    ``<= 400`` grade 3, ``<= 4000`` grade 4, more (or a budget that ran
    out) grade 5.  For a :class:`Board` the search tries that board's tiles
    first (``prefer``), exactly as
    :func:`~tabletop.laserreflection.generate.generate_puzzle` does, so both
    report the same grade (the tile order can shift the count slightly,
    rarely the grade).  Typical unique puzzles grade 1-2 at 6x6/8, 2-4 at 8x8/12 and 3-5 at
    10x10/20.  Pass an existing complete :class:`SolveResult` to avoid
    searching again.
    """
    if isinstance(puzzle, SolveResult):
        result = puzzle
    else:
        clues, stk, wps, n = _puzzle_args(puzzle, stock, warps, size)
        prefer = puzzle if isinstance(puzzle, Board) else None
        result = search(clues, stk, wps, n, limit=2, budget=budget, prefer=prefer)
    if result.out_of_budget:
        return 5
    for grade, bound in enumerate(DIFFICULTY_THRESHOLDS, start=1):
        if result.branches <= bound:
            return grade
    return 5


def hint(
    clues: ClueMap,
    stock: Mapping[Tile, int],
    current: Board,
    budget: int | None = None,
) -> Hint | None:
    """One cell where ``current`` (a solver's partial board) differs from
    the solution, or ``None`` when ``current`` already matches every clue.

    Size and warps come from ``current``.  Cells no beam of the solution
    reaches never count as differences.  A wrong tile (on a cell that must
    hold another tile or stay empty) is reported first, then a missing tile,
    each in row-major order.  If the puzzle has several solutions, the one
    closest to ``current`` (among the first 16 found) is used.  Raises
    ``ValueError`` if no solution exists or the budget runs out first.

    >>> from tabletop.laserreflection import Board, Tile
    >>> target = Board.parse("....\\n./..\\n...#\\n....")
    >>> hint(target.clues(), target.stock(), Board.empty(4))
    Hint(cell=(1, 1), tile=<Tile.SLASH: '/'>)
    >>> hint(target.clues(), target.stock(), target.with_tile((0, 0), Tile.SQUARE))
    Hint(cell=(0, 0), tile=None)
    >>> hint(target.clues(), target.stock(), target) is None
    True
    """
    if current.clues() == {e: (Colour(c).value, x) for e, (c, x) in _pairs(clues)}:
        return None
    result = search(clues, stock, current.warps(), current.size, limit=16, budget=budget)
    if not result.solutions:
        if result.out_of_budget:
            raise ValueError("the search budget ran out before a solution was found")
        raise ValueError("these clues have no solution with this stock")
    best: list[tuple[Cell, Tile | None]] | None = None
    for solution in result.solutions:
        diffs = _differences(solution, current)
        if best is None or len(diffs) < len(best):
            best = diffs
    if not best:  # cannot happen: current does not match the clues, so it differs somewhere
        raise ValueError("the board matches a solution but not the clues")
    cell, tile = best[0]
    return Hint(cell, tile)


def _pairs(clues: ClueMap) -> list[tuple[str, tuple[Any, int]]]:
    out: list[tuple[str, tuple[Any, int]]] = []
    for edge, value in clues.items():
        if isinstance(value, Trace):
            out.append((edge, (value.colour, value.number)))
        else:
            out.append((edge, (value[0], value[1])))
    return out


def _differences(solution: Board, current: Board) -> list[tuple[Cell, Tile | None]]:
    """Visible cells of ``solution`` where ``current`` differs: wrong tiles
    first, then missing ones, each row-major."""
    wrong: list[tuple[Cell, Tile | None]] = []
    missing: list[tuple[Cell, Tile | None]] = []
    for cell in sorted(solution.visited()):
        want, have = solution[cell], current[cell]
        if want == have:
            continue
        (missing if have is None else wrong).append((cell, want))
    return wrong + missing


_MANHATTAN: dict[int, list[int]] = {}


def _manhattan(w: int) -> list[int]:
    """Padded-index Manhattan distances for a padded width ``w`` (cached)."""
    table = _MANHATTAN.get(w)
    if table is None:
        ww = w * w
        table = [abs(p // w - q // w) + abs(p % w - q % w) for p in range(ww) for q in range(ww)]
        _MANHATTAN[w] = table
    return table


_FULL = (1 << 11) - 1
_EDGE_D = -1  # domain marker of border cells
_WARP_D = -2  # domain marker of warp cells
_AMBIGUOUS = -3

#: _ACTION[domain * 4 + d]: the outgoing direction shared by every kind in
#: the domain for a beam moving d (-1 absorbed), or _AMBIGUOUS.
_ACTION: list[int] = []
for _dom in range(1 << 11):
    for _d in range(4):
        _outs = {DEFLECT[_k * 4 + _d] for _k in _BITS[_dom]}
        _ACTION.append(_outs.pop() if len(_outs) == 1 else _AMBIGUOUS)

_DIRS = 0b1111 << 11  # direction bits stored above the kind bits
_ONE_WAITER = 1 << 15  # the number of waiting beams is stored above those


def _parts(domain: int, dirs: int) -> tuple[int, ...]:
    """Split ``domain`` into classes of kinds that act alike for every
    direction in the bit set ``dirs``."""
    groups: dict[tuple[int, ...], int] = {}
    for k in _BITS[domain]:
        sig = tuple(DEFLECT[k * 4 + d] for d in range(4) if dirs >> d & 1)
        groups[sig] = groups.get(sig, 0) | 1 << k
    return tuple(groups.values())


#: _PARTS_TABLE[(dirs << 11) | domain]: cached :func:`_parts` results.
_PARTS_TABLE: list[tuple[int, ...]] = [()] * (1 << 15)
_PARTS_COUNT: list[int] = [-1] * (1 << 15)


class _Search:
    """One search over padded-grid arrays.

    Every inner cell holds a *domain*: the bit set of kinds (0 empty, 1..10
    the tiles, see board.py) it may still hold.  A beam walks through a cell
    while every kind of its domain sends it the same way; where they
    disagree it waits, and the search splits that cell's domain into
    classes that treat all its waiting beams alike.  So a cell crossed only
    by horizontal beams keeps the domain {empty, "-"}: both are solutions,
    counted at the leaf, and nobody branches on them early.
    """

    def __init__(
        self,
        n: int,
        coded: list[tuple[int, int]],
        stock: Stock,
        warps: tuple[Cell, ...],
    ) -> None:
        self.n = n
        w = n + 2
        self.w = w
        self.stock = [0] * 11
        for tile, count in stock.items():
            self.stock[KIND_OF[tile]] = count
        present = [0] + [k for k in range(1, 11) if self.stock[k]]
        full = 0
        for k in present:
            full |= 1 << k
        dom = [_EDGE_D] * (w * w)
        for r in range(n):
            for c in range(n):
                dom[(r + 1) * w + c + 1] = full
        warp_p = [(r + 1) * w + c + 1 for r, c in warps]
        for p in warp_p:
            dom[p] = _WARP_D
        self.dom = dom
        self.warp_p = warp_p
        delta = (1, w, -1, -w)
        self.delta = delta
        # Per (cell, direction): kinds that let the beam go on without a
        # reversal or absorption, with the next padded cell and direction;
        # and the mask of those whose next cell is still inside the grid.
        nonrev: list[tuple[tuple[int, int, int], ...]] = [()] * (w * w * 4)
        inner_mask = [0] * (w * w * 4)
        revmask = [0, 0, 0, 0]
        for d in range(4):
            for k in present:
                if DEFLECT[k * 4 + d] == (d ^ 2):
                    revmask[d] |= 1 << k
        for p in range(w * w):
            if dom[p] == _EDGE_D:
                continue
            for d in range(4):
                opts = []
                m = 0
                for k in present:
                    nd = DEFLECT[k * 4 + d]
                    if nd < 0 or nd == (d ^ 2):
                        continue
                    q = p + delta[nd]
                    opts.append((k, q, nd))
                    if dom[q] != _EDGE_D:
                        m |= 1 << k
                nonrev[p * 4 + d] = tuple(opts)
                inner_mask[p * 4 + d] = m
        self.nonrev = nonrev
        self.inner_mask = inner_mask
        self.revmask = revmask
        # Beams, in canonical edge order.
        order = edges(n)
        starts: list[tuple[int, int]] = []
        for edge in order:
            (r, c), d = edge_cell(edge, n)
            starts.append(((r + 1) * w + c + 1, d))
        self.starts = starts
        self.colour = [col for col, _ in coded]
        self.stop = [x if col != _YELLOW else (x + 1) // 2 for col, x in coded]
        self.feasible = all(x % 2 == 1 for col, x in coded if col == _YELLOW)
        # Green partners: the other green edges with the same number (and,
        # when the grid stays bipartite, the right checkerboard colour).
        bipartite = not warps or (sum(warps[0]) + sum(warps[1])) % 2 == 1
        self.partners: list[tuple[int, ...]] = []
        self.exits: list[frozenset[int]] = []
        for i, (col, x) in enumerate(coded):
            found: list[int] = []
            if col == _GREEN:
                p0 = starts[i][0]
                for j, (col2, x2) in enumerate(coded):
                    if j == i or col2 != _GREEN or x2 != x:
                        continue
                    last = starts[j][0]
                    if bipartite and (p0 // w + p0 % w + x - 1 - last // w - last % w) % 2:
                        continue
                    found.append(j)
                if not found:
                    self.feasible = False
            self.partners.append(tuple(found))
            self.exits.append(frozenset(starts[j][0] - delta[starts[j][1]] for j in found))

    def run(
        self, limit: int | None, budget: int | None, prefer: list[int] | None = None
    ) -> tuple[list[tuple[tuple[Cell, int], ...]], bool, bool, int, int]:
        solutions: list[tuple[tuple[Cell, int], ...]] = []
        if not self.feasible:
            return solutions, True, False, 0, 0
        dom = self.dom
        w = self.w
        ww = w * w
        delta = self.delta
        warp_p = self.warp_p
        wsum = sum(warp_p)
        nonrev = self.nonrev
        inner_mask = self.inner_mask
        revmask = self.revmask
        colour = self.colour
        stop = self.stop
        exits = self.exits
        partners = self.partners
        stock = self.stock
        action = _ACTION
        hole_bit = 1 << HOLE
        bits = _BITS
        parts_table = _PARTS_TABLE
        parts_count = _PARTS_COUNT
        dir_bit = (1 << 11, 1 << 12, 1 << 13, 1 << 14)
        manh = _manhattan(w)
        if warp_p:
            wa, wb = warp_p
            to_a = manh[wa * ww : (wa + 1) * ww]
            to_b = manh[wb * ww : (wb + 1) * ww]
        else:
            to_a = to_b = []
        # Beam frontiers: the cell each beam waits at (-1 once the beam is
        # finished), the count before it and the direction.
        nb = len(self.starts)
        fpos = [p for p, _ in self.starts]
        fdir = [d for _, d in self.starts]
        fcnt = [0] * nb
        # waiting: cell -> list of (beam, direction, count before the cell);
        # cellmask: cell -> kinds acceptable to every beam waiting there.
        waiting: dict[int, list[tuple[int, int, int]]] = {}
        cellmask: dict[int, int] = {}
        trail: list[tuple[int, int]] = []
        forced: list[int] = []  # hints: cells that may have one class left
        avail = 1 | _DIRS
        for k in range(1, 11):
            if stock[k]:
                avail |= 1 << k
        state = [avail, 0, 0, 0]  # avail mask (direction bits kept), nodes, branches, out of budget
        max_nodes = -1 if budget is None else budget
        max_solutions = -1 if limit is None else limit

        def green_mask(b: int, p: int, d: int, c1: int, s: int, dm: int) -> int:
            """Kinds of ``dm`` at ``p`` that keep green beam ``b`` able to
            meet one of its possible partners' frontiers in time."""
            m = 0
            cands = partners[b]
            for k, q, nd in nonrev[p * 4 + d]:
                if not dm >> k & 1:
                    continue
                edge_next = dom[q] == _EDGE_D
                if edge_next and c1 != s:
                    continue
                for e in cands:
                    q2 = fpos[e]
                    if q2 < 0:
                        continue
                    c2 = fcnt[e]
                    if q2 == p and c1 + c2 == s:
                        # The two ends meet here: leave the way the partner came.
                        if nd == fdir[e] ^ 2:
                            m |= 1 << k
                            break
                    elif not edge_next:
                        # Otherwise reach the partner's frontier in time (a
                        # path may cross itself, so q2 == p is allowed too).
                        room = s - c2 - c1 - 1
                        if room < 0:
                            continue
                        dist = manh[q * ww + q2]
                        if to_a and dist > room:
                            dist = min(dist, to_a[q] + 1 + to_b[q2], to_b[q] + 1 + to_a[q2])
                        if dist <= room:
                            m |= 1 << k
                            break
            return m

        def advance(b: int, p: int, d: int, c: int) -> bool:
            """Walk beam ``b`` from entering ``p`` (direction ``d``, ``c``
            cells counted before) to its next undecided cell or its end."""
            s = stop[b]
            col = colour[b]
            while True:
                dm = dom[p]
                if dm == _EDGE_D:
                    fpos[b] = -1
                    return col == _GREEN and c == s and p in exits[b]
                if dm == _WARP_D:
                    c += 2
                    if c >= s and (c > s or col != _GREEN):
                        fpos[b] = -1
                        return False
                    p = wsum - p + delta[d]
                    continue
                a = action[dm * 4 + d]
                if a == _AMBIGUOUS:
                    c1 = c + 1
                    if c1 > s:
                        fpos[b] = -1
                        return False
                    if col == _GREEN:
                        m = green_mask(b, p, d, c1, s, dm)
                    elif c1 < s:
                        m = inner_mask[p * 4 + d] & dm
                    elif col == _YELLOW:
                        m = revmask[d] & dm
                    else:
                        m = hole_bit & dm
                    fpos[b] = p
                    fdir[b] = d
                    fcnt[b] = c
                    old = cellmask.get(p)
                    if old is None:
                        waiting[p] = [(b, d, c)]
                        key = m | dir_bit[d] | _ONE_WAITER
                        trail.append((p, -1))
                    else:
                        waiting[p].append((b, d, c))
                        m &= old
                        key = m | (old & ~_FULL) + _ONE_WAITER | dir_bit[d]
                        trail.append((p, old))
                    cellmask[p] = key
                    if parts_count[key & state[0]] <= 1:
                        forced.append(p)
                    return m != 0
                c += 1
                if c >= s and (c > s or col != _GREEN):
                    # Last counted cell of a yellow or black beam.
                    fpos[b] = -1
                    if c > s:
                        return False
                    if a < 0:
                        return col == _BLACK
                    return col == _YELLOW and a == d ^ 2
                if a < 0 or a == d ^ 2:
                    fpos[b] = -1
                    return False
                d = a
                p += delta[d]

        def leaf() -> bool:
            """All beams are done: list the layouts the domains allow."""
            seen: set[int] = set()
            for p, d in self.starts:
                while True:
                    dm = dom[p]
                    if dm == _EDGE_D:
                        break
                    seen.add(p)
                    if dm == _WARP_D:
                        p = wsum - p + delta[d]
                        continue
                    a = action[dm * 4 + d]
                    if a < 0:
                        break
                    d = a
                    p += delta[d]
            fixed: list[tuple[Cell, int]] = []
            free: list[tuple[Cell, int]] = []
            for p in sorted(seen):
                dm = dom[p]
                if dm == _WARP_D:
                    continue
                cell = (p // w - 1, p % w - 1)
                kinds = bits[dm]
                if len(kinds) == 1:
                    if kinds[0]:
                        fixed.append((cell, kinds[0]))
                else:
                    free.append((cell, dm))
            chosen: list[tuple[Cell, int]] = []

            def pick(i: int) -> bool:
                if i == len(free):
                    solutions.append(tuple(sorted(fixed + [x for x in chosen if x[1]])))
                    return len(solutions) == max_solutions
                cell, dm = free[i]
                for k in bits[dm]:
                    if k and not stock[k]:
                        continue
                    if k:
                        stock[k] -= 1
                    chosen.append((cell, k))
                    halt = pick(i + 1)
                    chosen.pop()
                    if k:
                        stock[k] += 1
                    if halt:
                        return True
                return False

            return pick(0)

        def dfs() -> bool:
            """Returns True to stop the whole search."""
            if not waiting:
                return leaf()
            state[1] += 1
            if state[1] == max_nodes + 1:
                state[3] = 1
                return True
            avail = state[0]
            best = -1
            bestn = 99
            # Forced cells (one class left) first, from the hint stack.
            while forced:
                p = forced.pop()
                m = cellmask.get(p)
                if m is not None:
                    cnt = parts_count[m & avail]
                    if 0 <= cnt <= 1:
                        best = p
                        bestn = cnt
                        break
            if best < 0:
                # Fewest classes, then most waiting beams.
                score = 1 << 30
                for p, m in cellmask.items():
                    key = m & avail
                    cnt = parts_count[key]
                    if cnt < 0:
                        parts_table[key] = _parts(key & _FULL, key >> 11)
                        cnt = parts_count[key] = len(parts_table[key])
                    if cnt <= 1:
                        best = p
                        bestn = cnt
                        break
                    sc = (cnt << 6) - (m >> 15)
                    if sc < score:
                        score = sc
                        best = p
                        bestn = cnt
            if bestn == 0:
                return False
            best_parts = parts_table[cellmask[best] & avail]
            if bestn > 1:
                state[2] += 1
            waiters = waiting.pop(best)
            cm = cellmask.pop(best)
            d0 = dom[best]
            halt = False
            if prefer is not None and bestn > 1:
                bit = 1 << prefer[best]
                best_parts = tuple(x for x in best_parts if x & bit) + tuple(x for x in best_parts if not x & bit)
            for part in best_parts:
                dom[best] = part
                k = part.bit_length() - 1
                single = k > 0 and part == 1 << k
                if single:
                    stock[k] -= 1
                    if not stock[k]:
                        state[0] &= ~part
                mark = len(trail)
                ok = True
                for b, d, c in waiters:
                    if not advance(b, best, d, c):
                        ok = False
                        break
                if ok:
                    halt = dfs()
                while len(trail) > mark:
                    q, old = trail.pop()
                    if old < 0:
                        del waiting[q]
                        del cellmask[q]
                    else:
                        waiting[q].pop()
                        cellmask[q] = old
                for b, d, c in waiters:
                    fpos[b] = best
                    fdir[b] = d
                    fcnt[b] = c
                if single:
                    if not stock[k]:
                        state[0] |= part
                    stock[k] += 1
                if halt:
                    break
            dom[best] = d0
            waiting[best] = waiters
            cellmask[best] = cm
            return halt

        ok = True
        for b, (p, d) in enumerate(self.starts):
            if not advance(b, p, d, 0):
                ok = False
                break
        halted = dfs() if ok else False
        out = bool(state[3])
        return solutions, not halted, out, state[1], state[2]
