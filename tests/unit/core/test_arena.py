"""``bench/arena.py`` never plays a matchup at a table too small for it.

Magic circle's smallest table is a solo game; a "level 5 against level 3" there used to drop
level 3 without a word and report the hero's solo wins as a matchup.
"""

from __future__ import annotations

import pytest

from bench import arena


def test_a_lineup_with_more_bots_than_seats_is_refused() -> None:
    with pytest.raises(ValueError, match=r"2 bots \(level:5, level:3\) at a table of 1"):
        arena.run("magiccircle", [[arena.Entrant("level", 5), arena.Entrant("level", 3)]], players=1, games=1)


def test_the_default_table_seats_every_bot_named(capsys: pytest.CaptureFixture[str]) -> None:
    report = arena.main(["magiccircle", "level:1", "level:1", "--games", "1", "--jobs", "1"])
    assert report["players"] == 2
    assert arena.main(["magiccircle", "level:1", "--games", "1", "--jobs", "1"])["players"] == 1  # a solo score
    capsys.readouterr()
