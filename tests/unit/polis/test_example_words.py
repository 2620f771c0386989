"""The worked examples call a round by the name the board shows (docs/rules/polis.md §2: rounds 1–4
are named "3", "4", "5α", "5β"): a caption's "Round 1" next to the board's "Round 3" reads as a
contradiction."""

from __future__ import annotations

import re

import tabletop
from tabletop.core import examples
from tabletop.polis import data as D

NAMES = {r.name for r in D.ROUNDS}
EN = re.compile(r"\b[Rr]ound ([\"“]?\d\S*?)(?=[,.;: ]|$)")
JA = re.compile(r"ラウンド(「[^」]*」|\d)")


def _texts() -> list[str]:
    tabletop.get_game("polis")
    out: list[str] = []
    for ex in examples.of("polis"):
        out += [ex.caption["en"], ex.caption["ja"]]
        out += [w for s in ex.steps for w in (s.caption["en"], s.caption["ja"])]
    return out


def test_captions_name_rounds_as_the_board_does() -> None:
    named = 0
    for text in _texts():
        for m in EN.finditer(text):
            assert m.group(1).strip('"“”') in NAMES, text
            named += 1
        for m in JA.finditer(text):
            assert m.group(1).strip("「」") in NAMES, text
            named += 1
    assert named >= 10
