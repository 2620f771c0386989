"""Errors a player, a save file or a caller can cause.

All are :class:`ValueError` subclasses with a message a person can read.
"""

from __future__ import annotations


class TabletopError(ValueError):
    """Base class of every error the library raises for bad input.

    ``str(error)`` is English. An error may also carry a catalog ``key`` and
    its ``args`` (see :mod:`tabletop.core.i18n`), so that the app can say it
    in the player's language; without one the app shows a general sentence
    for the error's class, with the English text as a detail.

    >>> e = IllegalAction("it is not player 2's turn", key="core.error.not_your_turn", args={"player": 1})
    >>> str(e), e.key, e.args_
    ("it is not player 2's turn", 'core.error.not_your_turn', {'player': 1})
    """

    def __init__(self, message: str = "", *, key: str | None = None, args: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.args_: dict[str, object] = dict(args or {})


class IllegalAction(TabletopError):
    """An action that the rules do not allow now (the state is unchanged)."""


class InvalidOptions(TabletopError):
    """Game options out of range, of the wrong type, or inconsistent."""


class InvalidSave(TabletopError):
    """A save, a link or a state dict that is corrupt, tampered or not replayable."""


class UnknownGame(TabletopError):
    """No game of that id is registered."""
