"""Every level is still stronger than the one below, on a small seeded sample (issue 19).

For the games whose games cost little, each adjacent pair: the hero at level k+1 and
every other seat at level k (``bench/arena.py``'s ``play``, the hero's seat rotating),
over a fixed set of seeded games. The upper level must take more than an even share of
the wins (0.5 head to head, 1/players at a larger table). The sample is seeded, so the
result is the same on every run: it changes only when a bot or a level table does, and
then it fails if that change made a level no better than the one below.

These samples are small (tens to hundreds of games): they catch a level that stopped
being a step, not the size of a step; ``bench/arena.py --levels`` and the matrices of
``docs/bots.md`` measure that. The games whose bots cost more a game (Khronos, Polis,
Magic circle, Room 25), and Challengers!'s level 5 (a search of about 10 s of CPU a
game), are checked by ``test_level_steps.py`` (a strong level against level 1, and Room
25's teams) instead.
"""

from __future__ import annotations

from typing import Any

import pytest

from bench.arena import Entrant, Job, play

#: game -> (players, options, seeded games of the pairs 2 vs 1, 3 vs 2, 4 vs 3, 5 vs 4): more
#: games where the step is smaller; about 1-4 s of CPU a pair (0: the pair is not checked here)
LADDERS: dict[str, tuple[int, dict[str, Any], tuple[int, int, int, int]]] = {
    "cucco": (4, {"rounds": 3}, (200, 200, 200, 200)),
    "challengers": (4, {}, (20, 80, 80, 0)),
    "arcticscavengers": (2, {}, (12, 24, 40, 40)),
    "laserreflection": (2, {"mode": "random", "size": 5, "items": 4, "rounds": 1}, (12, 12, 12, 12)),
}

#: the first seed of every sample
SEED = 900


@pytest.mark.parametrize(
    ("gid", "lower"), [(g, k) for g in sorted(LADDERS) for k in (1, 2, 3, 4) if LADDERS[g][2][k - 1]]
)
def test_each_level_beats_the_level_below_on_a_seeded_sample(gid: str, lower: int) -> None:
    players, options, sample = LADDERS[gid]
    games = sample[lower - 1]
    lineup = (Entrant("level", lower + 1), Entrant("level", lower))
    share = sum(play(Job(gid, lineup, i, players, options, SEED + i)).share for i in range(games)) / games
    even = 1 / players
    assert share > even, (
        f"{gid}: level {lower + 1} took {share:.3f} of the wins against level {lower} over {games} seeded"
        f" games (seeds {SEED}-{SEED + games - 1}); it must take more than the even share {even:.2f}"
    )
