"""Shared machinery of every game: contract, errors, PRNG, options, saves, bots, text."""

from . import mcts as mcts  # registers the generic search bot
from .bots import Bot, RandomBot, Seat, bot_move, make_bot, register_bot
from .errors import IllegalAction, InvalidOptions, InvalidSave, TabletopError, UnknownGame
from .game import Game, Outcome, Rival, State
from .options import Choice, Option
from .registry import all_games, game_ids, get_game, register
from .rng import Rng
from .save import Match, Save

__all__ = [
    "Bot",
    "Choice",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "InvalidSave",
    "Match",
    "Option",
    "Outcome",
    "RandomBot",
    "Rival",
    "Rng",
    "Save",
    "Seat",
    "State",
    "TabletopError",
    "UnknownGame",
    "all_games",
    "bot_move",
    "game_ids",
    "get_game",
    "make_bot",
    "register",
    "register_bot",
]
