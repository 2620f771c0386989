"""Shared machinery of every game: contract, errors, PRNG, options, saves, text.

This package is the rules layer's: it imports no bot module. The bots' own
core is :mod:`tabletop.core.bots` (registry, seats, levels) and
:mod:`tabletop.core.mcts` (the generic search), imported by ``tabletop``.
"""

from .action import Act
from .codec import Codec, Field
from .errors import IllegalAction, InvalidOptions, InvalidSave, TabletopError, UnknownGame
from .game import Game, Outcome, Rival, State
from .options import Choice, Option
from .registry import game_ids, get_game, register
from .rng import Rng
from .save import Match, Save

__all__ = [
    "Act",
    "Choice",
    "Codec",
    "Field",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "InvalidSave",
    "Match",
    "Option",
    "Outcome",
    "Rival",
    "Rng",
    "Save",
    "State",
    "TabletopError",
    "UnknownGame",
    "game_ids",
    "get_game",
    "register",
]
