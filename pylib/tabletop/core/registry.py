"""The registry of games: ids to :class:`~tabletop.core.game.Game` objects."""

from __future__ import annotations

from typing import Any, TypeVar

from .errors import UnknownGame
from .game import Game

_GAMES: dict[str, Game[Any]] = {}

G = TypeVar("G", bound=type[Game[Any]])


def register(cls: G) -> G:
    """Class decorator: instantiate and register a game under ``cls.id``."""
    game = cls()
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} registered twice")
    _GAMES[game.id] = game
    return cls


def get_game(game_id: str) -> Game[Any]:
    """The registered game ``game_id``; UnknownGame naming the collection's games."""
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_GAMES))
        name = repr(game_id)
        if len(name) > 60:  # a hand-edited save or link may name anything: say the start of it
            name = name[:57] + "…"
        raise UnknownGame(f"no game {name}; the collection has: {known}") from None


def game_ids() -> tuple[str, ...]:
    """The ids of every registered game, in registration order."""
    return tuple(_GAMES)
