"""Option values must have the option's very type (defect 19): 25.0 is not 25, True is not 1."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.core.errors import InvalidOptions
from tabletop.core.options import Choice, Option, validate

SCHEMA = (
    Option("coins", {"en": "Coins"}, "choice", 25, choices=(Choice(25, {}), Choice(10, {}))),
    Option("mode", {"en": "Mode"}, "choice", "a", choices=(Choice("a", {}), Choice("b", {}))),
    Option("size", {"en": "Size"}, "int", 8, lo=5, hi=12),
    Option("fast", {"en": "Fast"}, "bool", False),
    Option("setup", {"en": "Setup"}, "text", "", max_length=50),
)


@pytest.mark.parametrize(
    "options",
    [
        {"coins": 25.0},
        {"coins": True},
        {"coins": "25"},
        {"coins": float("nan")},
        {"mode": ["a"]},
        {"size": 8.0},
        {"size": True},
        {"size": "8"},
        {"fast": 0},
        {"fast": 1.0},
        {"fast": "true"},
        {"setup": 3},
        {"setup": "\ud800"},
        {"setup": "x" * 51},
        {1: 2},
        {None: 2},
        {("coins",): 25},
        {"unknown": 1},
    ],
)
def test_wrong_types_are_refused(options: dict[Any, Any]) -> None:
    with pytest.raises(InvalidOptions) as err:
        validate(SCHEMA, options)
    str(err.value).encode("utf-8")


def test_right_types_are_kept() -> None:
    full = validate(SCHEMA, {"coins": 10, "mode": "b", "size": 12, "fast": True, "setup": "start=1\né"})
    assert full == {"coins": 10, "mode": "b", "size": 12, "fast": True, "setup": "start=1\né"}
    assert type(full["coins"]) is int


def test_bool_choices_still_refuse_ints() -> None:
    o = Option("x", {"en": "X"}, "choice", True, choices=(Choice(True, {}), Choice(False, {})))
    assert o.check(False) is False
    with pytest.raises(InvalidOptions):
        o.check(1)


def test_a_huge_wrong_value_is_quoted_briefly() -> None:
    with pytest.raises(InvalidOptions) as err:
        validate(SCHEMA, {"mode": "z" * 1_000_000})
    assert len(str(err.value)) < 150
    with pytest.raises(InvalidOptions) as err:
        validate(SCHEMA, {"q" * 1_000_000: 1})
    assert len(str(err.value)) < 150
