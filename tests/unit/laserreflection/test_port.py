"""Laser Reflection on the shared base: checked moves, the private race, re-deals, parsing."""

from __future__ import annotations

import json
import time

import pytest

import tabletop
from tabletop.core.errors import IllegalAction, InvalidSave
from tabletop.core.rng import Rng
from tabletop.core.save import Save
from tabletop.laserreflection import Board
from tabletop.laserreflection.game import LaserState

GAME = tabletop.get_game("laserreflection")
PUZZLE = "\n".join([".....", "./...", "...#.", ".\\...", "....."])


def solo(**options: object) -> LaserState:
    state = GAME.new(1, {"puzzle": PUZZLE, **options}, seed=1)
    assert isinstance(state, LaserState)
    return state


def random_race(players: int = 2) -> LaserState:
    state = GAME.new(players, {"mode": "random", "size": 5, "items": 4, "rounds": 1}, seed=5)
    assert isinstance(state, LaserState)
    return state


def solve(state: LaserState, player: int, start_ms: int, step: int = 100) -> LaserState:
    """Place the puzzle's visible layout, ``step`` ms apart from ``start_ms``."""
    if state.seats[player].status.value == "waiting":
        state = state.apply(player, "start")
    assert state.puzzle is not None
    ms = start_ms
    for (r, c), tile in sorted(state.puzzle.visible().tiles().items()):
        ms += step
        state = state.apply(player, f"put {r},{c} {tile.char} @{ms}")
    return state


# -- parsing -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["put 0,0 / @²", "put 0,0 / @٣", "put ٣,0 /", "take 0,² @5", "giveup @-1", "put 0,0 / @ 5"]
)
def test_non_ascii_digits_are_an_illegal_action_not_a_value_error(text: str) -> None:
    state = solo().apply(0, "start")
    with pytest.raises(IllegalAction):
        GAME.parse_action(text)
    with pytest.raises(IllegalAction):
        state.apply(0, text)


# -- checked moves -----------------------------------------------------------------


def test_a_save_with_2000_verifies_is_refused_fast() -> None:
    actions = [(0, "put 0,0 /"), *[(0, "verify")] * 2000]
    save = Save("laserreflection", 2, {"size": 5, "items": 4}, 3, tuple(actions))
    link = save.encode_link()
    began = time.perf_counter()
    with pytest.raises(InvalidSave, match="cannot be replayed"):
        Save.decode_link(link).replay()
    with pytest.raises(InvalidSave, match="cannot be replayed"):
        Save.from_json(save.to_json()).replay()
    assert time.perf_counter() - began < 5, "only the first verify runs the solver"


def test_a_second_verify_says_why() -> None:
    state = GAME.new(2, {"size": 5, "items": 4}, seed=3).apply(0, "put 0,0 /").apply(0, "verify")
    assert state.observation(0)["me"]["verify"] is not None
    with pytest.raises(IllegalAction, match="already checked"):
        state.apply(0, "verify")
    again = state.apply(0, "take 0,0").apply(0, "put 0,1 /")
    assert "verify" in again.legal_texts(0), "a changed puzzle may be checked again"


def test_why_illegal_keeps_the_specific_reasons() -> None:
    state = solo().apply(0, "start").apply(0, "put 1,1 / @10")
    with pytest.raises(IllegalAction, match="not empty"):
        state.apply(0, "put 1,1 # @20")
    with pytest.raises(IllegalAction, match="outside"):
        state.apply(0, "put 7,7 # @20")
    with pytest.raises(IllegalAction, match="left in the stock"):
        state.apply(0, "put 2,2 / @20")
    with pytest.raises(IllegalAction, match="is empty"):
        state.apply(0, "take 4,4 @20")


# -- solo training has no cap -------------------------------------------------------


def test_solo_training_goes_on_past_fifty_puzzles() -> None:
    state = GAME.new(1, {"size": 5, "items": 4, "unique": False}, seed=9)
    for k in range(1, 53):
        assert state.round == k and state.phase.value == "solving"
        state = state.apply(0, "start").apply(0, "giveup @1")
        assert state.phase.value == "between", f"the session ended by itself after puzzle {k}"
        state = state.apply(0, "continue")
    state = state.apply(0, "stop")
    assert state.is_over()


# -- the private race ---------------------------------------------------------------


def test_a_rivals_result_shows_only_when_my_clock_reaches_it() -> None:
    state = random_race()
    state = solve(state, 1, 60_000)  # the rival (a bot, say) solves at about 1:00
    assert state.seats[1].status.value == "solved"
    state = state.apply(0, "start")
    me_first = state.observation(0)
    assert me_first["players"][1]["status"] == "solving" and me_first["players"][1]["ms"] is None
    assert "1:00" not in json.dumps(me_first), "the rival's time is not in my observation"
    assert not [e for e in me_first["log"] if e["key"].endswith(".solved")], "nor in my log"
    # my clock passes 0:30: still hidden; past the rival's time: shown
    state = state.apply(0, "put 0,0 # @30000")
    assert state.observation(0)["players"][1]["status"] == "solving"
    state = state.apply(0, "take 0,0 @61000")
    shown = state.observation(0)["players"][1]
    assert shown["status"] == "solved" and shown["ms"] == state.seats[1].clock
    # the rival sees its own result at once, a spectator sees it too
    assert state.observation(1)["players"][1]["status"] == "solved"
    assert state.observation(None)["players"][1]["status"] == "solved"


def test_giving_up_reveals_every_result_and_the_round_end_logs_them() -> None:
    state = random_race(3)
    state = solve(state, 1, 60_000)
    state = state.apply(2, "start").apply(2, "giveup @90000")
    state = state.apply(0, "start").apply(0, "put 0,0 # @10")
    assert [p["status"] for p in state.observation(0)["players"]][1:] == ["solving", "solving"]
    state = state.apply(0, "giveup @20")
    assert state.is_over()
    log = state.observation(0)["log"]
    lines = [GAME.describe(e, "en", ["Aki", "Ben", "Cy"]) for e in log]
    assert any(line.startswith("Round 1: Ben solved it in 1:00") for line in lines), lines
    assert "Round 1: Cy gave up (-40 points)." in lines


# -- re-deals (the privacy hook) ----------------------------------------------------


def test_construction_grids_of_others_are_dealt_again_and_mine_is_not() -> None:
    state = GAME.new(3, {"size": 5, "items": 4}, seed=2)
    state = state.apply(0, "put 0,0 /").apply(1, "put 1,1 #")
    for (r, c), tile in zip([(2, 2), (3, 3), (4, 4), (0, 4)], state.stock.elements(), strict=True):
        state = state.apply(2, f"put {r},{c} {tile.char}")
    state = state.apply(2, "ready")
    assert state.has_hidden(0)
    other = state.resample_hidden(0, Rng(4))
    assert json.dumps(other.observation(0), sort_keys=True) == json.dumps(state.observation(0), sort_keys=True)
    assert other.seats[0].grid == state.seats[0].grid
    assert other.seats[2].creation != state.seats[2].creation, "a finished puzzle is another full placement"
    assert other.seats[2].creation is not None and other.seats[2].creation.stock() == state.stock
    assert other.seats[1].grid != state.seats[1].grid, "a grid being built is dealt again"


def test_a_seen_puzzle_is_kept_and_a_solved_grid_follows_its_puzzle() -> None:
    state = GAME.new(2, {"size": 5, "items": 4}, seed=2)
    boards = ["/....\n.....\n..#..\n.....\n|...-", "....#\n.\\...\n.....\n...|.\n-...."]
    for p, text in enumerate(boards):
        board = Board.parse(text.replace("\\", "/"))
        for (r, c), tile in sorted(board.tiles().items()):
            state = state.apply(p, f"put {r},{c} {tile.char}")
        state = state.apply(p, "ready")
    state = state.apply(0, "start")  # seat 0 sees seat 1's clues now
    other = state.resample_hidden(0, Rng(1))
    assert other.seats[1].creation == state.seats[1].creation, "a puzzle whose clues I saw stays"
    assert json.dumps(other.observation(0), sort_keys=True) == json.dumps(state.observation(0), sort_keys=True)


def test_solo_deals_the_puzzles_to_come_and_nothing_once_over() -> None:
    state = solo().apply(0, "start")
    assert state.has_hidden(0)
    assert state.resample_hidden(0, Rng(2)).rng.state != state.rng.state
    over = state.apply(0, "stop")
    assert not over.has_hidden(0) and over.resample_hidden(0, Rng(2)) is over
