"""Laser Reflection: puzzle physics, solver and generator (pure Python).

The rules are docs/rules/laserreflection.md: the board and laser physics (§1.2–§1.4) in :mod:`.board`, the
stock and warps (§1.5) in :mod:`.stock`, random puzzles (§1.8) in :mod:`.generate` and the solution counter
in :mod:`.solver`. The game (:mod:`.game`) is split by concern: action texts (:mod:`.actions`), options and
set-up (:mod:`.setup`), legal actions (:mod:`.legal`), doing them (:mod:`.turns`), the flow of rounds
and scoring (§1.6, §1.7, :mod:`.rounds`), what a seat sees (:mod:`.observe`),
saves (:mod:`.saves`) and the texts in both languages (:mod:`.messages`).
"""

from . import actions as actions
from . import bots  # registers the solver bot
from . import examples as examples
from . import legal as legal
from . import messages as messages
from . import observe as observe
from . import rounds as rounds
from . import saves as saves
from . import setup as setup
from . import turns as turns
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
