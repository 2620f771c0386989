"""core.text: the gate for action texts, and number/cell parsing that never lets a bare ValueError out."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.core.text import MAX_ACTION_TEXT, clean_action_text, excerpt, parse_cell, parse_int, quote


@pytest.mark.parametrize("text", ["keep", "put 2,3 / @5120", "program alice look move", "é", "x" * MAX_ACTION_TEXT])
def test_clean_action_text_passes_ordinary_text_unchanged(text: str) -> None:
    assert clean_action_text(text) is text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (None, "not NoneType"),
        (b"keep", "not bytes"),
        (3, "not int"),
        ("keep\ud800", "'\\\\ud800'"),
        ("\udfffkeep", "'\\\\udfff'"),
        ("keep\x00", "'\\\\x00'"),
        ("keep\n", "'\\\\n'"),
        ("keep\t1", "'\\\\t'"),
        ("keep\x7f", "'\\\\x7f'"),
        ("keep\x85", "'\\\\x85'"),
        ("x" * (MAX_ACTION_TEXT + 1), "at most 200 characters, not 201"),
    ],
)
def test_clean_action_text_refuses(text: object, words: str) -> None:
    with pytest.raises(IllegalAction, match=words) as err:
        clean_action_text(text)
    str(err.value).encode("utf-8")
    assert len(str(err.value)) < 100


def test_clean_action_text_is_fast_on_a_huge_text() -> None:
    with pytest.raises(IllegalAction, match="not 10000000"):
        clean_action_text("x" * 10_000_000)


@pytest.mark.parametrize(("text", "value"), [("0", 0), ("42", 42), ("-7", -7), ("007", 7)])
def test_parse_int_reads_ascii_digits(text: str, value: int) -> None:
    assert parse_int(text, "n") == value


@pytest.mark.parametrize("text", ["", "-", "+1", " 1", "1 ", "1_000", "²", "٣", "１", "1.0", "0x1", "9" * 31, "--1"])
def test_parse_int_refuses_everything_else_with_illegal_action(text: str) -> None:
    with pytest.raises(IllegalAction, match="the stamp must be a whole number"):
        parse_int(text, "the stamp")


def test_parse_int_bounds() -> None:
    assert parse_int("9", "the row", lo=0, hi=9) == 9
    with pytest.raises(IllegalAction, match="from 0 to 9, not 10"):
        parse_int("10", "the row", lo=0, hi=9)
    with pytest.raises(IllegalAction, match="at least 0, not -1"):
        parse_int("-1", "the row", lo=0)
    with pytest.raises(IllegalAction, match="at most 3, not 4"):
        parse_int("4", "the row", hi=3)


def test_parse_int_quotes_a_huge_input_briefly() -> None:
    with pytest.raises(IllegalAction) as err:
        parse_int("²" * 100_000, "the stamp")
    assert len(str(err.value)) < 120


def test_parse_cell() -> None:
    assert parse_cell("3,4") == (3, 4)
    assert parse_cell("11,0", size=12) == (11, 0)
    for bad in ("3", "3,4,5", "3,", ",4", "3, 4", "²,1", "a,b", "3;4"):
        with pytest.raises(IllegalAction):
            parse_cell(bad)
    with pytest.raises(IllegalAction, match="the column of the target must be from 0 to 7, not 8"):
        parse_cell("0,8", "the target", size=8)


def test_quote_is_short_repr_like_and_encodable() -> None:
    assert quote("keep") == "'keep'"
    long = quote("x" * 1_000_000)
    assert long.startswith("'xxx") and "…'" in long and "(1000000 characters)" in long and len(long) < 80
    assert quote("\ud800").encode("utf-8")
    assert quote(25.0) == "25.0"
    nested: object = 1
    for _ in range(10_000):
        nested = [nested]
    assert len(quote(nested)) < 60  # reprlib: no RecursionError


def test_excerpt_cuts_already_quoted_text() -> None:
    assert excerpt("abc") == "abc"
    assert excerpt("x" * 100, 5) == "xxxxx…"
    assert excerpt(repr("a" * 50)) == repr("a" * 50)[:40] + "…"
    assert excerpt("a\ud800b").encode("utf-8")
