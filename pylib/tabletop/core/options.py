"""Declarative game options: schema, defaults, validation.

Each game lists its options as :class:`Option` values; the options form of
the app is drawn from :func:`schema_json`, and :func:`validate` fills
defaults and rejects anything out of range.

Three declarations shape the form without changing what the rules accept:
an option marked ``developer`` (a prearranged deck for tests and embeds) is
left out of the form, yet links and saves may still carry it; an option
with ``players`` applies only at those player counts (the form hides it and
sends its default at others); a :class:`Choice` with ``players`` is meant for
those counts only (the form offers it, but a change of the player count to
another one puts the option back to its default).

>>> solo = Option("solo", {"en": "Solo objectives"}, "bool", False, players=(1,))
>>> solo.to_json()["players"]
[1]
>>> Option("deck", {"en": "Deck"}, "text", "", developer=True).to_json()["developer"]
True

>>> opts = (Option("size", {"en": "Grid size", "ja": "盤のサイズ"}, "int", 8, lo=5, hi=12),)
>>> validate(opts, {"size": 10})
{'size': 10}
>>> validate(opts, {})
{'size': 8}
>>> validate(opts, {"size": 99})
Traceback (most recent call last):
...
tabletop.core.errors.InvalidOptions: option 'size' must be between 5 and 12, not 99

A value must have the very type of the option: ``25.0`` is not the whole
number 25 (it would play with float coins), ``True`` is not 1.

>>> validate(opts, {"size": 10.0})
Traceback (most recent call last):
...
tabletop.core.errors.InvalidOptions: option 'size' must be a whole number, not 10.0
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .errors import InvalidOptions
from .text import quote

Kind = Literal["int", "bool", "choice", "text"]
Labels = Mapping[str, str]


@dataclass(frozen=True)
class Choice:
    """One value of a ``choice`` option, with its label in each language."""

    value: Any
    label: Labels
    #: the player counts this choice is meant for (empty: every count); see the module's docstring
    players: tuple[int, ...] = ()


@dataclass(frozen=True)
class Option:
    """One option of a game's options form."""

    key: str
    label: Labels
    kind: Kind
    default: Any
    choices: tuple[Choice, ...] = ()
    lo: int | None = None
    hi: int | None = None
    help: Labels = field(default_factory=dict)
    max_length: int = 4000
    #: for tests and embeds only: never in the players' form, still accepted from links and saves
    developer: bool = False
    #: the player counts at which the option applies (empty: every count)
    players: tuple[int, ...] = ()

    def check(self, value: Any) -> Any:
        """``value`` if this option may take it; InvalidOptions otherwise.

        >>> Option("teams", {"en": "Teams"}, "choice", 2, choices=(Choice(2, {}), Choice(3, {}))).check(2.0)
        Traceback (most recent call last):
        ...
        tabletop.core.errors.InvalidOptions: option 'teams' must be one of 2, 3, not 2.0
        >>> Option("name", {"en": "Name"}, "text", "").check("\\ud800")
        Traceback (most recent call last):
        ...
        tabletop.core.errors.InvalidOptions: option 'name' holds a character no text may hold ('\\ud800')
        """
        if self.kind == "bool":
            if type(value) is not bool:
                raise InvalidOptions(f"option {self.key!r} must be true or false, not {quote(value)}")
        elif self.kind == "int":
            if type(value) is not int:
                raise InvalidOptions(f"option {self.key!r} must be a whole number, not {quote(value)}")
            if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
                raise InvalidOptions(f"option {self.key!r} must be between {self.lo} and {self.hi}, not {quote(value)}")
        elif self.kind == "choice":
            allowed = [c.value for c in self.choices]
            # the same type, not only an equal value: 25.0 == 25 and True == 1 in Python
            if not any(type(value) is type(a) and value == a for a in allowed):
                raise InvalidOptions(
                    f"option {self.key!r} must be one of {', '.join(map(repr, allowed))}, not {quote(value)}"
                )
        elif self.kind == "text":
            if type(value) is not str:
                raise InvalidOptions(f"option {self.key!r} must be text, not {quote(value)}")
            if len(value) > self.max_length:
                raise InvalidOptions(f"option {self.key!r} is longer than {self.max_length} characters")
            if not value.isascii():
                try:
                    value.encode("utf-8")
                except UnicodeEncodeError as e:
                    bad = quote(value[e.start : e.end])
                    raise InvalidOptions(f"option {self.key!r} holds a character no text may hold ({bad})") from None
        return value

    def to_json(self) -> dict[str, Any]:
        """The option as JSON for the set-up form (``key``, ``label``, ``kind``, ``default``, choices and bounds)."""
        d: dict[str, Any] = {
            "key": self.key,
            "label": dict(self.label),
            "kind": self.kind,
            "default": self.default,
        }
        if self.choices:
            d["choices"] = [
                {"value": c.value, "label": dict(c.label), **({"players": list(c.players)} if c.players else {})}
                for c in self.choices
            ]
        if self.lo is not None:
            d["min"] = self.lo
        if self.hi is not None:
            d["max"] = self.hi
        if self.help:
            d["help"] = dict(self.help)
        if self.developer:
            d["developer"] = True
        if self.players:
            d["players"] = list(self.players)
        return d


def validate(schema: Sequence[Option], options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Check ``options`` against ``schema`` and return a full dict with defaults."""
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise InvalidOptions("options must be a mapping of option names to values")
    for key in options:
        if not isinstance(key, str):
            raise InvalidOptions(f"an option name is text, not {quote(key)}")
    known = {o.key for o in schema}
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidOptions(f"unknown option {quote(unknown[0])}; known options: {', '.join(sorted(known)) or 'none'}")
    return {o.key: o.check(options[o.key]) if o.key in options else o.default for o in schema}


def schema_json(schema: Sequence[Option]) -> list[dict[str, Any]]:
    """Every option of ``schema`` as JSON (:meth:`Option.to_json`)."""
    return [o.to_json() for o in schema]
