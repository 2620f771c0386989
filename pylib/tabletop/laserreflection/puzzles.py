"""Random puzzles for the game (spec section 1.8), with the *unique* option.

:func:`generate_puzzle` is what the game calls at the start of every random
round; it draws only from the game's own :class:`~tabletop.core.rng.Rng`, so a
seed replays the same puzzles on CPython and Pyodide. The budget is counted
in solver nodes, never in seconds, for the same reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.rng import Rng
from .board import Board, Cell
from .solver import difficulty, search
from .stock import stock_for

#: regenerate a puzzle with an invisible tile up to this many times (spec 1.8.4)
QUALITY_TRIES = 50
#: solver nodes allowed to prove one candidate unique
UNIQUE_NODE_BUDGET = 40_000
#: candidates tried before falling back to a plain random puzzle
UNIQUE_TRIES = 60


@dataclass(frozen=True)
class Generated:
    """A generated puzzle: the board (its clues are the puzzle), whether it is
    proved to have one visible solution (None: not checked), and its 1–5
    difficulty grade when unique."""

    board: Board
    unique: bool | None
    difficulty: int | None


def random_layout(size: int, items: int, black_holes: bool, warps: bool, triangles: bool, rng: Rng) -> Board:
    """Steps 1–4 of section 1.8: stock, warps, shuffled free cells, quality filter."""
    stock = stock_for(items, black_holes, triangles, rng)
    board = None
    for _ in range(QUALITY_TRIES):
        cells: list[Cell] = [(r, c) for r in range(size) for c in range(size)]
        warp_cells: tuple[Cell, ...] = ()
        if warps:
            warp_cells = tuple(rng.sample(cells, 2))
            cells = [c for c in cells if c not in warp_cells]
        rng.shuffle(cells)
        tiles = stock.elements()
        board = Board(size, dict(zip(cells, tiles, strict=False)), warp_cells)
        if board.visited() >= set(board.tiles()):
            return board
    if board is None:
        raise ValueError("no layout could be made")
    return board


def generate_puzzle(
    size: int,
    items: int,
    black_holes: bool = False,
    warps: bool = False,
    triangles: bool = False,
    unique: bool = False,
    *,
    rng: Rng,
) -> Generated:
    """A random puzzle; with ``unique``, one whose visible solution is proved unique.

    If no unique candidate is found within :data:`UNIQUE_TRIES` candidates of
    :data:`UNIQUE_NODE_BUDGET` nodes each, the last plain random puzzle is
    returned with ``unique=None`` (the game then says so).
    """
    board = random_layout(size, items, black_holes, warps, triangles, rng)
    if not unique:
        return Generated(board, None, None)
    for _ in range(UNIQUE_TRIES):
        result = search(board.clues(), board.stock(), board.warps(), size, limit=2, budget=UNIQUE_NODE_BUDGET)
        if result.complete and len(result.solutions) == 1:
            return Generated(board, True, difficulty(result))
        board = random_layout(size, items, black_holes, warps, triangles, rng)
    return Generated(board, None, None)
