"""Random Laser Reflection puzzles (docs/rules/laserreflection.md §1.8 and its additions).

A puzzle is a :class:`Board`: its clues are the puzzle, its tiles the stock
and its warps are fixed.  Randomness comes only from the project's own
generator (:class:`tabletop.core.rng.Rng`, or any object with the same
``randbelow``/``shuffle`` methods), so a seed gives the same puzzle on every
Python.

Plain puzzles (``unique=False``) follow BGA: place the stock on random free
cells; retry (at most 50 tries) while some tile is never touched by any
beam, otherwise keep the try with the fewest untouched tiles.

Unique puzzles (``unique=True``) retry until the solver proves that the
clues have exactly one visible solution (and every tile is touched).  The
work is bounded by solver nodes, not time, so the result depends only on the
seed: ``try_budget`` nodes per candidate (a candidate not decided within it
is skipped) and ``budget`` nodes in all.  When the budget runs out,
:func:`generate` raises :class:`GenerationBudgetExceeded`, while
:func:`generate_puzzle` returns the last candidate with ``unique`` set to
``False`` (proven several solutions) or ``None`` (not decided), so that a
caller can fall back to a plain puzzle.

The per-candidate budget trades speed against hardness: candidates whose
proof takes longer are skipped, so very hard puzzles are rarer.  With the
defaults (25,000 nodes per candidate, 2,000,000 in all) CPython makes a
unique 8x8/12 puzzle in about 5 ms and a 10x10/20 one in about 0.2 s
(median; see ``bench/laserreflection_bench.py``); 12x12 with 20 items takes
about a second, and more items may exhaust the budget.

>>> from tabletop.laserreflection.solver import count_solutions
>>> p = generate(size=6, items=8, unique=True, seed=7)
>>> count_solutions(p)
<SolutionCount.UNIQUE: 'unique'>
>>> generate(size=6, items=8, unique=True, seed=7) == p
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.rng import Rng
from .board import Board, BoardError, Cell
from .solver import SolutionCount, difficulty, search
from .stock import stock_for

__all__ = [
    "DEFAULT_BUDGET",
    "DEFAULT_TRY_BUDGET",
    "QUALITY_TRIES",
    "GenerationBudgetExceeded",
    "GenerationError",
    "Puzzle",
    "Shuffler",
    "generate",
    "generate_puzzle",
]

#: Solver nodes one :func:`generate` call may spend on uniqueness proofs.
DEFAULT_BUDGET = 2_000_000
#: Solver nodes spent on one candidate before it is skipped as undecided.
DEFAULT_TRY_BUDGET = 25_000
#: Tries of the quality filter for plain puzzles (section 1.8, step 4).
QUALITY_TRIES = 50
#: Candidate boards a unique generation may try at most.
MAX_TRIES = 2_000


class GenerationError(ValueError):
    """Options that cannot give a puzzle (e.g. more tiles than free cells)."""


class GenerationBudgetExceeded(GenerationError):
    """No provably unique puzzle was found within the node budget."""


class Shuffler(Protocol):
    """The random source the generator needs (``tabletop.core.rng.Rng``)."""

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""

    def shuffle(self, x: list[Any]) -> None:
        """Shuffle ``x`` in place."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A generated puzzle and what is known about it.

    ``unique`` is True when the solver proved exactly one visible solution,
    False when it found two, and None when it was not checked (plain
    puzzles) or not decided within the budget.  ``difficulty`` is the 1-5
    grade of :func:`~tabletop.laserreflection.solver.difficulty` for proven
    unique puzzles, else None.  ``tries`` counts candidate boards and
    ``nodes`` the solver nodes spent on them.
    """

    board: Board
    unique: bool | None
    difficulty: int | None
    tries: int
    nodes: int

    @property
    def status(self) -> SolutionCount | None:
        """The solution count as a :class:`SolutionCount` (None: unchecked)."""
        if self.unique is None:
            return None if self.nodes == 0 else SolutionCount.UNKNOWN
        return SolutionCount.UNIQUE if self.unique else SolutionCount.MULTIPLE


def generate_puzzle(
    size: int = 8,
    items: int = 12,
    black_holes: bool = False,
    warps: bool | Sequence[Cell] = False,
    triangles: bool = False,
    unique: bool = False,
    *,
    seed: int | None = None,
    rng: Shuffler | None = None,
    budget: int | None = None,
    try_budget: int | None = None,
) -> Puzzle:
    """Generate a puzzle; see the module docstring for the procedure.

    ``warps``: False for none, True for two random cells (new ones for each
    candidate), or the two warp cells to use.  Give ``seed`` or ``rng`` (an
    ``Rng`` whose state advances).  ``budget``/``try_budget`` default to
    :data:`DEFAULT_BUDGET`/:data:`DEFAULT_TRY_BUDGET` solver nodes.
    """
    random = _source(seed, rng)
    if not isinstance(size, int) or not 3 <= size <= 12:
        raise GenerationError(f"board size must be 3..12, not {size!r}")
    stock = stock_for(items, black_holes, triangles, random)
    fixed_warps: tuple[Cell, ...] | None = None
    if not isinstance(warps, bool):
        try:
            fixed_warps = Board.empty(size, tuple(warps)).warps()
        except BoardError as exc:
            raise GenerationError(str(exc)) from None
        if len(fixed_warps) != 2:
            raise GenerationError("give exactly two warp cells, or warps=True/False")
    with_warps = bool(warps) if fixed_warps is None else True
    free_cells = size * size - (2 if with_warps else 0)
    if stock.total() > free_cells:
        raise GenerationError(
            f"{stock.total()} tiles do not fit on the {free_cells} free cells of a {size}x{size} board"
        )
    total = DEFAULT_BUDGET if budget is None else budget
    per_try = DEFAULT_TRY_BUDGET if try_budget is None else try_budget
    tiles = stock.elements()

    def candidate() -> Board:
        if fixed_warps is not None:
            warp_cells: tuple[Cell, ...] = fixed_warps
        elif with_warps:
            a = random.randbelow(size * size)
            b = random.randbelow(size * size - 1)
            b += b >= a
            warp_cells = ((a // size, a % size), (b // size, b % size))
        else:
            warp_cells = ()
        cells = [(r, c) for r in range(size) for c in range(size) if (r, c) not in warp_cells]
        random.shuffle(cells)
        return Board(size, dict(zip(cells, tiles, strict=False)), warp_cells)

    if not unique:
        best = candidate()
        best_hidden = _untouched(best)
        tries = 1
        while best_hidden and tries < QUALITY_TRIES:
            board = candidate()
            tries += 1
            hidden = _untouched(board)
            if hidden < best_hidden:
                best, best_hidden = board, hidden
        return Puzzle(best, None, None, tries, 0)

    spent = 0
    tries = 0
    last: Board | None = None
    last_unique: bool | None = None
    while tries < MAX_TRIES:
        board = candidate()
        tries += 1
        if _untouched(board):
            continue
        left = total - spent
        if left <= 0:
            break
        result = search(
            board.clues(),
            stock,
            board.warps(),
            size,
            limit=2,
            budget=min(per_try, left),
            prefer=board,
        )
        spent += result.nodes
        last = board
        last_unique = False if len(result.solutions) >= 2 else None
        if result.status is SolutionCount.UNIQUE:
            return Puzzle(board, True, difficulty(result), tries, spent)
    if last is None:
        last = candidate()
    return Puzzle(last, last_unique, None, tries, spent)


def generate(
    size: int = 8,
    items: int = 12,
    black_holes: bool = False,
    warps: bool | Sequence[Cell] = False,
    triangles: bool = False,
    unique: bool = False,
    *,
    seed: int | None = None,
    rng: Shuffler | None = None,
    budget: int | None = None,
    try_budget: int | None = None,
) -> Board:
    """The spec's simple form of :func:`generate_puzzle`: just the board.

    With ``unique=True`` it raises :class:`GenerationBudgetExceeded` if no
    provably unique puzzle was found within the budget.

    >>> b = generate(size=8, items=12, seed=7)
    >>> b.size, str(b.stock())
    (8, '/5 \\\\4 |1 -1 #1')
    """
    puzzle = generate_puzzle(
        size,
        items,
        black_holes,
        warps,
        triangles,
        unique,
        seed=seed,
        rng=rng,
        budget=budget,
        try_budget=try_budget,
    )
    if unique and puzzle.unique is not True:
        raise GenerationBudgetExceeded(
            f"no puzzle with a unique solution found in {puzzle.tries} tries and "
            f"{puzzle.nodes} solver nodes ({size}x{size}, {items} items); "
            "use fewer items, a bigger budget, or unique=False"
        )
    return puzzle.board


def _source(seed: int | None, rng: Shuffler | None) -> Shuffler:
    if rng is not None:
        if seed is not None:
            raise GenerationError("give seed= or rng=, not both")
        return rng
    if seed is None:
        raise GenerationError("give seed= (an int) or rng= (a tabletop.core.rng.Rng)")
    return Rng(seed)


def _untouched(board: Board) -> int:
    """Number of tiles no beam touches (section 1.8, step 4)."""
    seen = board.visited()
    return sum(1 for cell in board.tiles() if cell not in seen)
