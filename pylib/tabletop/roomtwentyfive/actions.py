"""Room 25 actions and their canonical text forms.

An action is a verb and its arguments, written with single spaces. Cells are
``r,c`` (row and column, 0–4, the centre is ``2,2``); characters are named by
their id (``alice``); robots by their number.

>>> parse("move 1,2")
Act(verb='move', args=('1,2',))
>>> str(parse("program alice  look move adrenaline push"))
'program alice look move adrenaline push'
>>> parse("control row 2 sideways")
Traceback (most recent call last):
...
tabletop.core.errors.IllegalAction: 'control row 2 sideways' is not an action: ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import IllegalAction
from .data import ACTION_TYPES, BASIC_ACTIONS, CHARACTER_BY_ID, COLOURS, PENALTY_CHOICES

Cell = tuple[int, int]

_CELL = re.compile(r"^[0-4],[0-4]$")
_INT = re.compile(r"^[0-9]$")


@dataclass(frozen=True, order=True)
class Act:
    """One action: ``verb`` and its text arguments (see the module docstring)."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        text: str | None = self.__dict__.get("_text")
        if text is None:
            text = " ".join((self.verb, *self.args))
            self.__dict__["_text"] = text  # a cache, not a field: equality and hashing ignore it
        return text


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    return int(text[0]), int(text[2])


# token kinds: cell, char, colour, type, basic, penalty, line, int, dir, and literal words "=word"
_GRAMMAR: dict[str, tuple[tuple[str, ...], ...]] = {
    "clue": (("cell",),),
    "mark": (("cell",),),
    "announce": (("colour",),),
    "silent": ((),),
    "penalty": (("char", "penalty"),),
    "look": (("cell",),),
    "move": (("cell",),),
    "push": (("char", "cell"),),
    "control": (("=row", "int", "=left"), ("=row", "int", "=right"), ("=col", "int", "=up"), ("=col", "int", "=down")),
    "reveal": ((),),
    "pass": ((),),
    "tunnel": (("cell",),),
    "swap": (("cell",),),
    "revive": (("char",),),
    "sacrifice": (("char",),),
    "robot": (("int", "=move", "cell"), ("int", "=push", "char", "cell")),
    "skill": (
        ("=pull", "char"),
        ("=hide",),
        ("=carry", "char", "cell"),
        ("=adrenaline",),
        ("=lock", "cell"),
        ("=unlock", "cell"),
        ("=empty",),
        ("=destroy", "int"),
        ("=swap", "cell", "cell"),
        ("=robot", "int", "=move", "cell"),
        ("=robot", "int", "=push", "char", "cell"),
    ),
}


def _token_ok(kind: str, tok: str) -> bool:
    if kind.startswith("="):
        return tok == kind[1:]
    if kind == "cell":
        return bool(_CELL.match(tok))
    if kind == "int":
        return bool(_INT.match(tok))
    if kind == "char":
        return tok in CHARACTER_BY_ID
    if kind == "colour":
        return tok in COLOURS
    if kind == "penalty":
        return tok in PENALTY_CHOICES
    return False


def _program_ok(args: list[str]) -> bool:
    if len(args) < 2 or args[0] not in CHARACTER_BY_ID:
        return False
    rest = args[1:]
    if "adrenaline" in rest:
        i = rest.index("adrenaline")
        if i != len(rest) - 2 or rest[-1] not in BASIC_ACTIONS:
            return False
        rest = rest[:i]
    return 1 <= len(rest) <= 2 and all(t in ACTION_TYPES for t in rest) and len(set(rest)) == len(rest)


def parse(text: str) -> Act:
    """The action named by ``text``; IllegalAction if it is not well formed."""
    if not isinstance(text, str):
        raise IllegalAction(f"{text!r} is not an action")
    toks = text.split()
    if not toks:
        raise IllegalAction("an empty text is not an action")
    verb, args = toks[0], toks[1:]
    if verb == "program":
        if _program_ok(args):
            return Act(verb, tuple(args))
    elif verb in _GRAMMAR:
        for pattern in _GRAMMAR[verb]:
            if len(pattern) == len(args) and all(_token_ok(k, t) for k, t in zip(pattern, args, strict=True)):
                if verb == "skill" and args[0] == "swap":
                    if args[1] == args[2]:
                        break
                    args = ["swap", *sorted(args[1:])]
                return Act(verb, tuple(args))
    raise IllegalAction(
        f"{text!r} is not an action: expected e.g. 'move 1,2', 'look 2,3', 'push alice 1,2', "
        "'control row 1 right', 'program alice look move', 'announce red', 'silent' or 'pass'"
    )
