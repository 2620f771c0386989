"""Positions as text: any state of any game, written and read by hand, one field a line.

A position is the state's saved fields (its :class:`~tabletop.core.codec.Codec`)
without their history: the log and what only counts it are left out and
start empty. Each line is ``key: value``, the value JSON (a bare word is
text); ``#`` starts a comment. ``game`` and ``players`` come first;
``options`` (the game's options, defaults left out) and ``rng`` (the
generator's state: the order of every deck) may be left out::

    game: magiccircle
    players: 1
    rng: 7
    phase: turn
    circles: ["........K........"]

A game starts from a position through the ``start`` option every game has
(:data:`START`), so a position travels in saves and share links like any
option; :func:`from_position` reads one, :func:`to_position` writes one. A
position that does not read names its line, in the player's language too
(``core.error.position_line``; a whole position that does not hold together: ``core.error.position``).

>>> import tabletop
>>> game = tabletop.get_game("magiccircle")
>>> state = game.new(1, seed=3)
>>> text = to_position(state)
>>> text.splitlines()[:3]  # doctest: +ELLIPSIS
['game: magiccircle', 'players: 1', 'rng: ...']
>>> again = from_position(game, text)
>>> again.observation(0) == {**state.observation(0), "log": []}
True
>>> from_position(game, text.replace("phase: placement", "phase: lunch"))
Traceback (most recent call last):
...
tabletop.core.errors.InvalidOptions: line 5 (phase): phase is not valid: 'lunch'
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import InvalidOptions, InvalidSave
from .i18n import text
from .options import Option
from .text import excerpt

if TYPE_CHECKING:
    from .game import Game, State

#: the option every game takes: a position to start from instead of the game's set-up
START = Option(
    "start",
    {"en": "Start from a position", "ja": "局面から始める"},
    "text",
    "",
    help={
        "en": "Optional: a position written as text (a game's “Make an example” gives one: “Copy position”).",
        "ja": "省略可：文字で書いた局面（ゲームの「例を作る」の「局面をコピー」で得られます）。",
    },
    max_length=60_000,
)

_LINE = re.compile(r"\s*([A-Za-z_][\w]*)\s*:\s*(.*?)\s*")
_WORD = re.compile(r"[A-Za-z_][\w.+-]*")
#: header keys a position may hold besides the state's fields
_HEADER = ("game", "players", "options", "rng")


def to_position(state: State[Any]) -> str:
    """``state`` as a position text: its header, then every field a position keeps, one a line."""
    codec = type(state).codec
    if codec is None:
        raise TypeError(f"{type(state).__name__} declares no codec")
    data = state.to_dict()
    options = {k: v for k, v in data.get("options", {}).items() if k != START.key}
    defaults = {o.key: o.default for o in state.game.options()}
    changed = {k: v for k, v in options.items() if defaults.get(k, object()) != v}
    lines = [f"game: {data['game']}", f"players: {data['players']}"]
    if changed:
        lines.append(f"options: {_value(changed)}")
    if "rng" in data:
        lines.append(f"rng: {data['rng']}")
    lines += [f"{f.key}: {_value(data[f.key])}" for f in codec.fields if f.position]
    return "\n".join(lines) + "\n"


def _value(value: Any) -> str:
    if isinstance(value, str) and _WORD.fullmatch(value) and value not in ("true", "false", "null"):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def read_lines(text: str) -> tuple[dict[str, Any], dict[str, int]]:
    """The ``key: value`` lines of ``text`` as a dict, and the line number of each key."""
    values: dict[str, Any] = {}
    where: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = _LINE.fullmatch(line)
        if match is None:
            raise _error(number, "", "a line must be “key: value”", "not_a_line")
        key, raw = match.groups()
        if key in values:
            raise _error(number, key, f"{key} is given twice", "twice")
        try:
            values[key] = json.loads(raw)
        except ValueError:
            if not _WORD.fullmatch(raw):
                raise _error(number, key, f"{key} is not a value: {excerpt(raw, 40)}", "not_a_value") from None
            values[key] = raw
        where[key] = number
    return values, where


def from_position(game: Game[Any], text: str, *, players: int | None = None, seed: int = 0) -> State[Any]:
    """The state a position text describes; InvalidOptions naming the line at fault if it is not one.

    ``players``, if given, must be the position's; without an ``rng`` line the
    generator starts from ``seed``.
    """
    codec = game.state_codec()
    if codec is None:
        raise InvalidOptions(f"{game.id} cannot start from a position yet")
    values, where = read_lines(text)
    first = next(iter(where), "game")
    if values.get("game", game.id) != game.id:
        raise _error(where["game"], "game", f"the position is of {values['game']!r}, not of {game.id}", "other_game")
    if players is not None and values.get("players") != players:
        line = where.get("players", where.get(first, 1))
        detail = f"the position is for {values.get('players')!r} players, not {players}"
        raise _error(line, "players", detail, "players", want=values.get("players", "?"), have=players)
    known = set(_HEADER) | {f.key for f in codec.fields if f.position}
    for key, line in where.items():
        if key not in known:
            raise _error(line, key, f"{game.id} has no field {key!r} in a position", "no_field")
    options = values.get("options", {})
    if not isinstance(options, Mapping) or START.key in options:
        raise _error(where.get("options", 1), "options", "options must be an object of the game's options", "options")
    data = {**values, "game": game.id, "version": codec.version, "options": dict(options)}
    data.setdefault("rng", seed)
    try:
        state: State[Any] = codec.load(game, data, position=True)
    except InvalidSave as e:
        field = str(e.args_.get("field", ""))
        if field in where:
            raise _error(where[field], field, str(e), "bad_value") from e
        header = next((k for k in _HEADER if str(e).startswith(f"the {k}") or k in str(e)), "")
        raise _error(where.get(header, 0), header, str(e), "bad_value" if header else "inconsistent") from e
    return state


def _error(line: int, key: str, detail: str, why: str, **args: Any) -> InvalidOptions:
    """The error of a position at ``line`` (0: the whole position), its ``key`` at fault.

    ``detail`` is the library's English; the player reads ``core.position.<why>``
    (filled with ``key`` and ``args``) in their language, as a ``{"en", "ja"}`` pair.
    """
    words = {lang: text(f"core.position.{why}", lang, key=key, **args) for lang in ("en", "ja")}
    where = f"line {line} ({key})" if key else f"line {line}"
    if not line:
        return InvalidOptions(f"the position: {detail}", key="core.error.position", args={"detail": words})
    return InvalidOptions(f"{where}: {detail}", key="core.error.position_line", args={"line": line, "detail": words})
