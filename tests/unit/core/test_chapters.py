"""Where the parts of a game begin (core.save.chapter_starts), for an embed's jumps."""

from __future__ import annotations

import examples.tinynim.tinynim  # noqa: F401  (registers the template game)
from tabletop.core.rng import Rng
from tabletop.core.save import Match, chapter_starts
from tests.support.playouts import choose


def _played(game: str, players: int, seed: int) -> Match:
    match = Match(game, players, {}, seed)
    rng = Rng(seed)
    while not match.state.is_over():
        match.apply(*choose(match.state, rng))
    return match


def test_every_new_round_and_deal_of_a_cucco_game_is_a_jump_target() -> None:
    match = _played("cucco", 3, 5)
    starts = chapter_starts(match)
    rounds = [s for s in starts if s["kind"] == "round"]
    assert [r["n"] for r in rounds] == list(range(1, len(rounds) + 1))
    moves = [s["move"] for s in starts]
    assert moves == sorted(moves) and moves[0] >= 0 and moves[-1] <= len(match.actions)
    # each start is the first move at which the state is in that part
    for s in starts:
        state = Match(match.game, match.players, match.options, match.seed)
        for p, a in match.actions[: s["move"]]:
            state.apply(p, a)
        assert state.state.chapters()[s["kind"]] == s["n"]


def test_a_game_without_parts_has_no_jumps() -> None:
    match = Match("tinynim", 2, {}, 1)
    match.apply(0, "take 1")
    assert chapter_starts(match) == []
