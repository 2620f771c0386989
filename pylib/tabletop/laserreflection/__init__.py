"""Laser Reflection: puzzle physics, solver and generator (pure Python)."""

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
from .stock import stock_for
from .game import LaserReflection, LaserState, parse_action
from .puzzles import Generated, generate_puzzle
from . import bots  # registers the solver bot

__all__ = [
    "Generated",
    "LaserReflection",
    "LaserState",
    "generate_puzzle",
    "parse_action",
    "bots",
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
    "stock_for",
]
