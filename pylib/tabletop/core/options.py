"""Declarative game options: schema, defaults, validation.

Each game lists its options as :class:`Option` values; the options form of
the app is drawn from :func:`schema_json`, and :func:`validate` fills
defaults and rejects anything out of range.

>>> opts = (Option("size", {"en": "Grid size", "ja": "盤のサイズ"}, "int", 8, lo=5, hi=12),)
>>> validate(opts, {"size": 10})
{'size': 10}
>>> validate(opts, {})
{'size': 8}
>>> validate(opts, {"size": 99})
Traceback (most recent call last):
...
tabletop.core.errors.InvalidOptions: option 'size' must be between 5 and 12, not 99
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .errors import InvalidOptions

Kind = Literal["int", "bool", "choice", "text"]
Labels = Mapping[str, str]


@dataclass(frozen=True)
class Choice:
    value: Any
    label: Labels


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

    def check(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidOptions(f"option {self.key!r} must be true or false, not {value!r}")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise InvalidOptions(f"option {self.key!r} must be a whole number, not {value!r}")
            if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
                raise InvalidOptions(f"option {self.key!r} must be between {self.lo} and {self.hi}, not {value!r}")
        elif self.kind == "choice":
            allowed = [c.value for c in self.choices]
            if value not in allowed or isinstance(value, bool) != any(isinstance(a, bool) for a in allowed):
                raise InvalidOptions(
                    f"option {self.key!r} must be one of {', '.join(map(repr, allowed))}, not {value!r}"
                )
        elif self.kind == "text":
            if not isinstance(value, str):
                raise InvalidOptions(f"option {self.key!r} must be text, not {value!r}")
            if len(value) > self.max_length:
                raise InvalidOptions(f"option {self.key!r} is longer than {self.max_length} characters")
        return value

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "key": self.key,
            "label": dict(self.label),
            "kind": self.kind,
            "default": self.default,
        }
        if self.choices:
            d["choices"] = [{"value": c.value, "label": dict(c.label)} for c in self.choices]
        if self.lo is not None:
            d["min"] = self.lo
        if self.hi is not None:
            d["max"] = self.hi
        if self.help:
            d["help"] = dict(self.help)
        return d


def validate(schema: Sequence[Option], options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Check ``options`` against ``schema`` and return a full dict with defaults."""
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise InvalidOptions("options must be a mapping of option names to values")
    known = {o.key for o in schema}
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidOptions(f"unknown option {unknown[0]!r}; known options: {', '.join(sorted(known)) or 'none'}")
    return {o.key: o.check(options[o.key]) if o.key in options else o.default for o in schema}


def schema_json(schema: Sequence[Option]) -> list[dict[str, Any]]:
    return [o.to_json() for o in schema]
