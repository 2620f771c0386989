"""tabletop: playable rules for the board games of the Board Game Arena wiki.

>>> import tabletop
>>> tabletop.get_game("no-such-game")
Traceback (most recent call last):
...
tabletop.core.errors.UnknownGame: no game 'no-such-game'; the collection has: ...
"""

from __future__ import annotations

import importlib

from .core import (
    Game,
    IllegalAction,
    InvalidOptions,
    InvalidSave,
    Match,
    Outcome,
    Save,
    State,
    TabletopError,
    UnknownGame,
    get_game,
)
from .core import mcts as _mcts  # noqa: F401  (the bots' core: the generic search bot and, through it, core.bots)
from .core.registry import game_ids

#: modules of the games that play; importing each registers it
GAME_MODULES: tuple[str, ...] = (
    "laserreflection",
    "cucco",
    "magiccircle",
    "roomtwentyfive",
    "arcticscavengers",
    "polis",
    "challengers",
    "khronos",
)

for _name in GAME_MODULES:
    importlib.import_module(f"{__name__}.{_name}")

#: ids of the registered games, in the collection's order
GAMES: tuple[str, ...] = game_ids()

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "InvalidSave",
    "Match",
    "Outcome",
    "Save",
    "State",
    "TabletopError",
    "UnknownGame",
    "get_game",
]
