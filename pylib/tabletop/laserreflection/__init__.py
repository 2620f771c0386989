"""Laser Reflection: puzzle physics, solver and generator (pure Python).

The rules are docs/rules/laserreflection.md: the board and laser physics (§1.2–§1.4) in :mod:`.board`, the
stock and warps (§1.5) in :mod:`.stock`, the game flow and scoring (§1.6, §1.7) in :mod:`.game`, random
puzzles (§1.8) in :mod:`.generate` and the solution counter in :mod:`.solver`.
"""

from . import bots  # registers the solver bot
from .board import (
    TILES,
    Board,
    BoardError,
    BoardSyntaxError,
    Cell,
    Clue,
    Colour,
    EdgeError,
    Stock,
    StockError,
    Tile,
    Trace,
    TraceLimitError,
    edge_cell,
    edge_from_index,
    edge_index,
    edges,
)
from .game import LaserReflection, LaserState, parse_action
from .generate import GenerationBudgetExceeded, GenerationError, Puzzle, generate, generate_puzzle
from .solver import (
    Hint,
    SolutionCount,
    SolveResult,
    count_solutions,
    difficulty,
    hint,
    search,
    solve,
)
from .stock import stock_for

__all__ = [
    "TILES",
    "Board",
    "BoardError",
    "BoardSyntaxError",
    "Cell",
    "Clue",
    "Colour",
    "EdgeError",
    "GenerationBudgetExceeded",
    "GenerationError",
    "Hint",
    "LaserReflection",
    "LaserState",
    "Puzzle",
    "SolutionCount",
    "SolveResult",
    "Stock",
    "StockError",
    "Tile",
    "Trace",
    "TraceLimitError",
    "bots",
    "count_solutions",
    "difficulty",
    "edge_cell",
    "edge_from_index",
    "edge_index",
    "edges",
    "generate",
    "generate_puzzle",
    "hint",
    "parse_action",
    "search",
    "solve",
    "stock_for",
]
