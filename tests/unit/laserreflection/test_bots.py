"""The Laser Reflection bot builds, then solves from the clues it sees."""

from __future__ import annotations

import tabletop
from tabletop.core.bots import bot_move, make_bot, seat_of
from tabletop.core.rng import Rng
from tabletop.laserreflection import Board
from tabletop.laserreflection.bots import next_fix

GAME = tabletop.get_game("laserreflection")


def test_two_bots_build_and_solve_each_others_puzzles() -> None:
    state = GAME.new(2, {"size": 5, "items": 5}, seed=4)
    bots = [make_bot("laserreflection", "solver", 3), make_bot("laserreflection", "solver", 1)]
    rng = Rng(1)
    for _ in range(400):
        if state.is_over():
            break
        p = state.active_players()[0]
        state = state.apply(p, bot_move(bots[p], state, p, rng))
    assert state.is_over()
    row = state.observation(None)["results"][0]
    assert [r["status"] for r in row] == ["solved", "solved"]
    assert row[0]["ms"] < row[1]["ms"] * 2, "the strong bot is not much slower"


def test_bot_stamps_move_forward_in_time() -> None:
    puzzle = "\n".join([".....", "./...", "...#.", ".\\...", "....."])
    state = GAME.new(1, {"puzzle": puzzle}, seed=2).apply(0, "start")
    bot = make_bot("laserreflection", "solver", 2)
    action = bot.choose(seat_of(state, 0), Rng(3))
    assert action.verb == "put" and action.at is not None and action.at > 0


def test_next_fix_takes_wrong_tiles_before_adding_missing_ones() -> None:
    solution = Board.parse("....\n./..\n...#\n....")
    grid = Board.parse("....\n.\\..\n....\n....")
    assert next_fix(solution, grid) == ("take", (1, 1), None)
    assert next_fix(solution, Board.empty(4))[0] == "put"
    assert next_fix(solution, solution) is None
