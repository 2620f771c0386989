"""Errors a player, a save file or a caller can cause.

All are :class:`ValueError` subclasses with a message a person can read.
"""

from __future__ import annotations


class TabletopError(ValueError):
    """Base class of every error the library raises for bad input."""


class IllegalAction(TabletopError):
    """An action that the rules do not allow now (the state is unchanged)."""


class InvalidOptions(TabletopError):
    """Game options out of range, of the wrong type, or inconsistent."""


class InvalidSave(TabletopError):
    """A save, a link or a state dict that is corrupt, tampered or not replayable."""


class UnknownGame(TabletopError):
    """No game of that id is registered."""
