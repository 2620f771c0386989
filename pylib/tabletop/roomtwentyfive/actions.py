"""Room 25 actions and their canonical text forms.

The five actions of docs/rules/roomtwentyfive.md §5 (look, move, push, control, the skills) and the steps of a
turn (§4: clue, programming, passes) as text, with their parts for views.

An action is a :class:`~tabletop.core.action.Act`: a verb and its words, written with single spaces. Cells are
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
from typing import Any

from ..core.action import Act
from ..core.errors import IllegalAction
from ..core.game import action_parts
from .data import ACTION_TYPES, BASIC_ACTIONS, CHARACTER_BY_ID, COLOURS, PENALTY_CHOICES

Cell = tuple[int, int]

# ASCII digits only ("²" or "٣" are no numbers here)
_CELL = re.compile(r"[0-4],[0-4]", re.ASCII)
_INT = re.compile(r"[0-9]", re.ASCII)


def cell_text(cell: Cell) -> str:
    """A cell as text, ``r,c`` (row and column, 0–4)."""
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    """The cell ``(row, col)`` of its text ``r,c`` (already matched by the grammar)."""
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
        return bool(_CELL.fullmatch(tok))
    if kind == "int":
        return bool(_INT.fullmatch(tok))
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


#: argument kinds of the words that follow a verb (see :func:`parts`)
_KINDS: dict[str, tuple[str, ...]] = {
    "penalty": ("char", "choice"),
    "push": ("char", "cell"),
    "revive": ("char",),
    "sacrifice": ("char",),
    "announce": ("colour",),
}
_SKILL_KINDS: dict[str, tuple[str, ...]] = {
    "pull": ("char",), "carry": ("char", "cell"), "lock": ("cell",), "unlock": ("cell",), "destroy": ("robot",),
    "swap": ("cell", "cell"),
}  # fmt: skip


def _value(kind: str, text: str) -> Any:
    """An argument's JSON value: a cell as ``[row, col]``, a robot as its number, else the word."""
    if kind == "cell":
        return list(parse_cell(text))
    return int(text) if kind == "robot" else text


def _robot_parts(args: tuple[str, ...]) -> list[tuple[str, Any]]:
    """``<n> move r,c`` / ``<n> push <char> r,c``: the robot, the order and its targets."""
    out: list[tuple[str, Any]] = [("robot", int(args[0])), ("order", args[1])]
    if args[1] == "push":
        out.append(("char", args[2]))
    out.append(("cell", list(parse_cell(args[-1]))))
    return out


def parts(act: Act) -> dict[str, Any]:
    """The structure of ``act`` for a view (:meth:`Game.action_parts <tabletop.core.game.Game.action_parts>`).

    Cells are ``[row, col]``, characters their ids, robots their numbers;
    ``line`` is ``[row|col, index, direction]``; a programme's tokens are
    ``action`` args and its adrenaline token an ``adrenaline`` arg.

    >>> parts(parse("push alice 1,2"))["args"]
    [{'kind': 'char', 'value': 'alice'}, {'kind': 'cell', 'value': [1, 2]}]
    >>> [a["kind"] for a in parts(parse("program max look move adrenaline push"))["args"]]
    ['char', 'action', 'action', 'adrenaline']
    >>> parts(parse("control col 3 down"))["args"]
    [{'kind': 'line', 'value': ['col', 3, 'down']}]
    """
    v, a = act.verb, act.args
    args: list[tuple[str, Any]] = []
    if v == "program":
        args.append(("char", a[0]))
        rest = list(a[1:])
        if "adrenaline" in rest:
            args += [("action", t) for t in rest[:-2]] + [("adrenaline", rest[-1])]
        else:
            args += [("action", t) for t in rest]
    elif v == "control":
        args.append(("line", [a[0], int(a[1]), a[2]]))
    elif v == "robot":
        args += _robot_parts(a)
    elif v == "skill":
        args.append(("skill", a[0]))
        if a[0] == "robot":
            args += _robot_parts(a[1:])
        else:
            args += [(kind, _value(kind, x)) for kind, x in zip(_SKILL_KINDS.get(a[0], ()), a[1:], strict=False)]
    elif v in _KINDS:
        args += [(kind, _value(kind, x)) for kind, x in zip(_KINDS[v], a, strict=False)]
    else:  # clue, mark, look, move, tunnel, swap: one cell; silent, pass, reveal: nothing
        args += [("cell", list(parse_cell(x))) for x in a]
    return action_parts(str(act), v, *args)
