"""A cheap seeded arena check that the levels still rise (issue 19): the top level beats level 1.

What it checks: on a handful of seeded games per game (``bench/arena.py``'s ``play``, the
hero's seat rotating), a strong level against level 1 wins far more than an even share. It
catches a level table turned upside down or a bot that stopped playing well; it is far too
small to show that *adjacent* levels are a step apart (55 % head to head needs hundreds of
games a pair): those are the ``bench/arena.py --levels`` runs of ``docs/bots.md``.

Kept under about 50 s of CPU in all: Khronos is checked at level 3 (its search levels 4–5
cost about 0.1 s a move), Magic circle at level 4 (its level 5 searches about 0.1 s a move,
some 17-20 s of CPU a versus game), Challengers!'s level 5 (a search of about 0.3 s a move)
plays 2 games, Polis' level 5 (a search of about 0.08 s a move, some 2 s a game) plays 4, and
the slow games play fewer games.
"""

from __future__ import annotations

from typing import Any

import pytest

from bench.arena import Entrant, Job, play

#: game -> (players, options, the strong level, games, the least share of wins it must take)
CASES: dict[str, tuple[int, dict[str, Any], int, int, float]] = {
    "arcticscavengers": (2, {}, 5, 10, 0.9),
    "challengers": (4, {}, 5, 2, 0.5),
    "cucco": (4, {"rounds": 3}, 5, 40, 0.35),
    "khronos": (2, {}, 3, 4, 0.75),
    "laserreflection": (2, {"mode": "random", "size": 5, "items": 4, "rounds": 1}, 5, 4, 0.75),
    "magiccircle": (2, {}, 4, 4, 0.75),
    "polis": (2, {}, 5, 4, 0.75),
}


def test_room_25_teammates_of_the_top_level_escape_where_level_one_never_does() -> None:
    """Co-operation has no opponent: a team of level-5 bots against a team of level-1 bots
    (4 and 0 escapes on these seeds). Suspicion is no check at all: a seat's share of the
    wins is its side's, mostly its role's (the guard wins most of its games at every
    level); ``bench/room25_roles.py`` measures each role on its own."""
    teams = {
        level: sum(
            play(Job("roomtwentyfive", (Entrant("level", level),), i, 2, {}, 700 + i)).any_winner for i in range(24)
        )
        for level in (1, 5)
    }
    assert teams[5] >= 3 and teams[5] > teams[1], f"escapes in 24 seeded co-operative games, by level: {teams}"


@pytest.mark.parametrize("gid", sorted(CASES))
def test_a_strong_level_still_beats_level_one_on_a_small_seeded_sample(gid: str) -> None:
    players, options, strong, games, least = CASES[gid]
    lineup = (Entrant("level", strong), Entrant("level", 1))
    share = sum(play(Job(gid, lineup, i, players, options, 500 + i)).share for i in range(games)) / games
    assert share >= least, (
        f"{gid}: level {strong} took {share:.2f} of the wins against level 1 over {games} seeded games"
        f" (it must take at least {least}; the even share is {1 / players:.2f})"
    )
