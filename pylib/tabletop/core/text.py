"""Parsing helpers for text a person or a file sends: action texts, numbers, cells.

Every helper either returns a clean value or raises
:class:`~tabletop.core.errors.IllegalAction` with a short message that a
person can read; none lets a bare :class:`ValueError` (``int("²")``) or a
:class:`UnicodeEncodeError` (a lone surrogate) escape, and none repeats a
huge input in full: messages quote it through :func:`quote`.

* :func:`clean_action_text` — the gate :meth:`State.apply <tabletop.core.game.State.apply>`
  and :meth:`Match.apply <tabletop.core.save.Match.apply>` pass every text action through:
  text only, at most :data:`MAX_ACTION_TEXT` characters, no control characters, no
  lone surrogates (they cannot be encoded as UTF-8, so no save could hold them).
* :func:`parse_int` — a whole number written in ASCII digits with an optional leading
  ``-`` (``str.isdigit`` accepts ``"²"`` and ``int`` accepts ``"٣"``; this accepts neither).
* :func:`parse_cell` — ``"row,col"`` as a pair of such numbers.
* :func:`check_json_data` — InvalidSave unless a decoded value (a save's meta, a state
  dict) is plain JSON every reader accepts: finite numbers, encodable text, bounded depth.
* :func:`quote` — a repr-like quotation of at most ``limit`` characters of raw input, for
  messages; :func:`excerpt` cuts text that is already quoted (``excerpt(repr(v))``).

>>> clean_action_text("put 2,3 / @5120")
'put 2,3 / @5120'
>>> parse_int("42", "the time stamp", lo=0)
42
>>> parse_cell("3,4")
(3, 4)
>>> quote("x" * 1000, limit=10)
"'xxxxxxxxxx…' (1000 characters)"
"""

from __future__ import annotations

import math
import re
import reprlib
from collections.abc import Mapping
from typing import Any

from .errors import IllegalAction, InvalidSave

#: the longest action text accepted (the longest legal one of the collection is under 100)
MAX_ACTION_TEXT = 200
#: the most characters of a number parse_int reads (more is refused before int() sees it)
MAX_INT_DIGITS = 30
#: the deepest nesting of arrays and objects a save, its meta or a state dict may have
MAX_DEPTH = 32
#: the largest magnitude of a whole number in saved data (a seed is below 2**64)
MAX_INT = 2**64

_ASCII_DIGITS = frozenset("0123456789")

_repr = reprlib.Repr()
_repr.maxlevel = 3
_repr.maxstring = 40
_repr.maxother = 40
_repr.maxlist = _repr.maxtuple = _repr.maxdict = _repr.maxset = 4


def excerpt(text: str, limit: int = 40) -> str:
    """At most ``limit`` characters of ``text``, with an ellipsis when cut.

    For text that is already a quotation (``excerpt(repr(value))``); lone
    surrogates and control characters are escaped, so the result can always
    be encoded and sent. To quote raw input, use :func:`quote`.

    >>> excerpt("abc"), excerpt("x" * 100, 5)
    ('abc', 'xxxxx…')
    >>> excerpt("a\\ud800")
    'a\\\\ud800'
    """
    if not isinstance(text, str):
        return quote(text, limit)
    cut = text if len(text) <= limit else text[:limit] + "…"
    if _bad_char(cut) is None:
        return cut
    return "".join(ch if _bad_char(ch) is None else repr(ch)[1:-1] for ch in cut)


def quote(value: Any, limit: int = 40) -> str:
    """A short, repr-like quotation of ``value`` (raw input) for an error message.

    Text longer than ``limit`` characters is cut with an ellipsis and its
    length given; the quotation is a Python repr, so lone surrogates and
    control characters show as escapes and the message can always be encoded.
    Values that are not text are shown through :mod:`reprlib`, bounded in
    depth and length (a deeply nested list is safe to quote, unlike ``repr``).

    >>> quote("put 1,1 /")
    "'put 1,1 /'"
    >>> quote("abcdefgh", limit=3)
    "'abc…' (8 characters)"
    >>> print(quote("\\ud800\\x00"))
    '\\ud800\\x00'
    >>> quote(25.0), quote(True), quote(None)
    ('25.0', 'True', 'None')
    >>> len(quote([[[[[[1]]]]]] * 1000)) < 60
    True
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit]!r}"[:-1] + "…" + repr(value[:limit])[-1] + f" ({len(value)} characters)"
    try:
        shown = _repr.repr(value)
    except Exception:  # a value whose __repr__ itself fails
        shown = f"<{type(value).__name__}>"
    return shown if len(shown) <= limit + 2 else shown[:limit] + "…"


#: control characters (Unicode category Cc: C0, DEL and C1) and lone surrogates (Cs)
_BAD_CHAR = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _bad_char(text: str) -> str | None:
    """The first control character or lone surrogate of ``text``, or None.

    >>> _bad_char("keep"), _bad_char("a\\x85b"), _bad_char("\\udc00")
    (None, '\\x85', '\\udc00')
    """
    m = _BAD_CHAR.search(text)
    return None if m is None else m.group()


def clean_action_text(text: Any) -> str:
    """``text`` itself if it may be an action text; IllegalAction otherwise.

    The check is about the characters only (a game's parser decides whether
    the words make an action): the text must be a :class:`str` of at most
    :data:`MAX_ACTION_TEXT` characters without control characters (tabs and
    newlines included) or lone surrogates.

    >>> clean_action_text("keep")
    'keep'
    >>> clean_action_text(3)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: an action is a text, not int
    >>> clean_action_text("put \\ud800")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: an action text may not contain the character '\\ud800'
    >>> clean_action_text("keep\\x00")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: an action text may not contain the character '\\x00'
    >>> clean_action_text("x" * 10_000)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: an action text is at most 200 characters, not 10000
    """
    if not isinstance(text, str):
        raise IllegalAction(f"an action is a text, not {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:
        raise IllegalAction(f"an action text is at most {MAX_ACTION_TEXT} characters, not {len(text)}")
    bad = _bad_char(text)
    if bad is not None:
        raise IllegalAction(f"an action text may not contain the character {bad!r}")
    return text


def parse_int(text: str, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """The whole number ``text`` (ASCII digits, an optional leading ``-``) for ``what``.

    Anything else — other digits, signs, spaces, underscores, more than
    :data:`MAX_INT_DIGITS` characters — or a number outside ``lo..hi`` (each
    bound optional, inclusive) raises IllegalAction naming ``what``.

    >>> parse_int("-7", "the row")
    -7
    >>> parse_int("²", "the time stamp")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: the time stamp must be a whole number, not '²'
    >>> parse_int("٣", "the seat")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: the seat must be a whole number, not '٣'
    >>> parse_int("12", "the column", lo=0, hi=9)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: the column must be from 0 to 9, not 12
    >>> parse_int("5", "the count", lo=6)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: the count must be at least 6, not 5
    """
    if not isinstance(text, str):
        raise IllegalAction(f"{what} must be a whole number, not {quote(text)}")
    digits = text[1:] if text.startswith("-") else text
    if not digits or len(text) > MAX_INT_DIGITS or not _ASCII_DIGITS.issuperset(digits):
        raise IllegalAction(f"{what} must be a whole number, not {quote(text)}")
    value = int(text)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        if lo is not None and hi is not None:
            raise IllegalAction(f"{what} must be from {lo} to {hi}, not {value}")
        if lo is not None:
            raise IllegalAction(f"{what} must be at least {lo}, not {value}")
        raise IllegalAction(f"{what} must be at most {hi}, not {value}")
    return value


def parse_cell(text: str, what: str = "a cell", size: int | None = None) -> tuple[int, int]:
    """The cell ``"row,col"`` (two whole numbers, no spaces) for ``what``.

    With ``size``, both numbers must be from 0 to ``size - 1``.

    >>> parse_cell("10,0")
    (10, 0)
    >>> parse_cell("3,4", size=3)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: the row of a cell must be from 0 to 2, not 3
    >>> parse_cell("3;4")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: a cell must be written row,column (like 2,3), not '3;4'
    """
    if not isinstance(text, str) or text.count(",") != 1:
        raise IllegalAction(f"{what} must be written row,column (like 2,3), not {quote(text)}")
    row, col = text.split(",")
    hi = None if size is None else size - 1
    lo = None if size is None else 0
    return (
        parse_int(row, f"the row of {what}", lo, hi),
        parse_int(col, f"the column of {what}", lo, hi),
    )


def check_json_data(value: Any, what: str, max_depth: int = MAX_DEPTH) -> None:
    """Raise InvalidSave unless ``value`` is plain JSON data every JSON reader accepts.

    That is: None, booleans, whole numbers of magnitude below :data:`MAX_INT`,
    finite floats, text without lone surrogates (UTF-8 cannot encode them),
    lists and objects with text keys, nested at most ``max_depth`` levels.
    The walk does not recurse, so any depth (even a list holding itself) is
    refused cleanly. Use it on a meta dict, an options dict or a state dict
    before reading it.

    >>> check_json_data({"seats": [{"name": "Ann", "bot": None}]}, "the meta")
    >>> check_json_data({"x": float("inf")}, "the meta")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidSave: the meta holds a number JSON cannot carry (inf)
    >>> check_json_data({"name": "\\ud800"}, "the meta")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidSave: the meta holds text that is not valid Unicode ('\\ud800')
    >>> deep: list[Any] = []
    >>> deep.append(deep)
    >>> check_json_data(deep, "the state")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidSave: the state is nested too deeply (more than 32 levels)
    """
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if item is None or isinstance(item, bool):
            continue
        if isinstance(item, int):
            if not -MAX_INT <= item <= MAX_INT:
                raise InvalidSave(f"{what} holds a number too large to be read everywhere")
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise InvalidSave(f"{what} holds a number JSON cannot carry ({item!r})")
        elif isinstance(item, str):
            _check_text(item, what)
        elif isinstance(item, Mapping | list | tuple):
            if depth >= max_depth:
                raise InvalidSave(f"{what} is nested too deeply (more than {max_depth} levels)")
            if isinstance(item, Mapping):
                for key, sub in item.items():
                    if not isinstance(key, str):
                        raise InvalidSave(f"{what} holds an object whose key {quote(key)} is not text")
                    _check_text(key, what)
                    stack.append((sub, depth + 1))
            else:
                stack.extend((sub, depth + 1) for sub in item)
        else:
            raise InvalidSave(f"{what} holds a {type(item).__name__}, which is not JSON data")


def _check_text(text: str, what: str) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        raise InvalidSave(f"{what} holds text that is not valid Unicode ({quote(text[e.start : e.end])})") from None
