"""Reading a saved state back: the validators and the header every game's ``to_dict`` shares.

A state dict starts with the same header in every game (:func:`header`);
:func:`read_header` checks it and returns the player count and the options.
The field readers raise :class:`~tabletop.core.errors.InvalidSave` with the
field's name, so a corrupt save says what is wrong.

>>> whole(3, "the round", 1, 5), flag(True, "a flag"), items([1, 2], "the pot", 2)
(3, True, [1, 2])
>>> whole(True, "the round", 1, 5)
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: the round must be a whole number, not True
>>> whole(2.0, "the round")
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: the round must be a whole number, not 2.0
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import InvalidOptions, InvalidSave
from .rng import Rng
from .text import quote

if TYPE_CHECKING:
    from .game import Game, State


def whole(value: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` if it is an int (not a bool) in ``lo..hi``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidSave(f"{what} must be a whole number, not {quote(value)}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise InvalidSave(f"{what} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def wholes(value: Any, what: str, lo: int | None = None, hi: int | None = None, length: int | None = None) -> list[int]:
    """A list of :func:`whole` numbers (of ``length`` items, if given)."""
    return [whole(v, what, lo, hi) for v in items(value, what, length)]


def flag(value: Any, what: str) -> bool:
    """``value`` if it is true or false."""
    if not isinstance(value, bool):
        raise InvalidSave(f"{what} must be true or false, not {quote(value)}")
    return value


def items(value: Any, what: str, length: int | None = None) -> list[Any]:
    """``value`` if it is a list (of ``length`` items, if given)."""
    if not isinstance(value, list):
        raise InvalidSave(f"{what} must be a list")
    if length is not None and len(value) != length:
        raise InvalidSave(f"{what} must be a list of {length}, not of {len(value)}")
    return value


def text(value: Any, what: str, choices: Any = None) -> str:
    """``value`` if it is a str (one of ``choices``, if given)."""
    if not isinstance(value, str) or (choices is not None and value not in choices):
        raise InvalidSave(f"{what} is not valid: {quote(value)}")
    return value


def record(value: Any, what: str) -> Mapping[str, Any]:
    """``value`` if it is a JSON object."""
    if not isinstance(value, Mapping):
        raise InvalidSave(f"{what} must be an object")
    return value


def header(state: State[Any], version: int) -> dict[str, Any]:
    """The first fields of every state dict: game, version, players, options and rng."""
    d: dict[str, Any] = {"game": state.game.id, "version": version, "players": state.players}
    options = getattr(state, "options", None)
    if options is not None:
        d["options"] = dict(options)
    rng = state.rng_state()
    if rng is not None:
        d["rng"] = rng
    return d


def read_header(game: Game[Any], data: Mapping[str, Any], version: int) -> tuple[int, dict[str, Any], Rng | None]:
    """Check a :func:`header`; the player count, the validated options and the generator."""
    if data.get("game") != game.id:
        raise InvalidSave(f"not a saved {game.id} state")
    if data.get("version") != version:
        raise InvalidSave(f"unsupported {game.id} state version {quote(data.get('version'))}")
    players = whole(data.get("players"), "the number of players", game.min_players, game.max_players)
    try:
        options = game.validate_options(players, record(data.get("options", {}), "the options"))
    except InvalidOptions as e:
        raise InvalidSave(f"the saved options are invalid: {e}") from e
    rng = Rng.from_state(whole(data["rng"], "the generator state", 0, 2**64 - 1)) if "rng" in data else None
    return players, options, rng
