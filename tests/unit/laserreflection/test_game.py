"""Laser Reflection as a game: flow, rotation, timing, scoring, hidden grids."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tabletop
from tabletop.core.errors import IllegalAction, InvalidOptions, InvalidSave
from tabletop.core.save import Match
from tabletop.laserreflection import Board
from tabletop.laserreflection.game import LaserState, parse_action, rank_finishers, round_points
from tabletop.laserreflection.rounds import target_creator

GAME = tabletop.get_game("laserreflection")

# a 5x5 puzzle with a unique visible solution
PUZZLE = "\n".join([".....", "./...", "...#.", ".\\...", "....."])


def build(state: LaserState, player: int, board: Board) -> LaserState:
    """Place ``board``'s tiles on player's construction grid, then press ready."""
    for (r, c), tile in sorted(board.tiles().items()):
        state = state.apply(player, f"put {r},{c} {tile.char}")
    return state.apply(player, "ready")


def solve_as(state: LaserState, player: int, board: Board, start_ms: int) -> LaserState:
    if state.observation(player)["me"]["status"] == "waiting":
        state = state.apply(player, "start")
    ms = start_ms
    for (r, c), tile in sorted(board.visible().tiles().items()):
        ms += 100
        state = state.apply(player, f"put {r},{c} {tile.char} @{ms}")
    return state


def created(players: int, **options: object) -> LaserState:
    state = GAME.new(players, {"mode": "created", "size": 5, "items": 4, **options}, seed=11)
    assert isinstance(state, LaserState)
    return state


def layouts(n: int) -> list[Board]:
    """n distinct 5x5 layouts of the K=4 stock (one each of / | - #)."""
    tiles = created(2).stock.elements()
    boards = []
    for i in range(n):
        cells = [(i % 5, 0), (i % 5, 2), ((i + 2) % 5, 4), ((i + 3) % 5, 1)]
        boards.append(Board(5, dict(zip(cells, tiles, strict=True))))
    return boards


def test_solo_given_puzzle_is_solved_by_placing_its_tiles_and_scored() -> None:
    state = GAME.new(1, {"puzzle": PUZZLE}, seed=1)
    obs = state.observation(0)
    assert obs["phase"] == "solving" and obs["me"]["target"] is None, "clues hidden until start"
    state = state.apply(0, "start")
    assert state.observation(0)["me"]["target"] == {e: list(v) for e, v in Board.parse(PUZZLE).clues().items()}
    state = solve_as(state, 0, Board.parse(PUZZLE), 0)
    obs = state.observation(0)
    assert obs["phase"] == "between"
    assert obs["results"][0][0]["status"] == "solved"
    state = state.apply(0, "stop")
    assert state.is_over()
    outcome = state.outcome()
    assert outcome is not None and outcome.detail["solved"] == 1


def test_red_frames_mark_exactly_the_mismatching_clues() -> None:
    state = GAME.new(1, {"puzzle": PUZZLE}, seed=1).apply(0, "start")
    target = Board.parse(PUZZLE).clues()
    empty = Board.empty(5).clues()
    expected = sorted(e for e in target if target[e] != empty[e])
    assert sorted(state.observation(0)["me"]["mismatch"]) == expected


def test_solver_may_leave_tiles_unused_L17() -> None:
    creator = Board.parse("\n".join([".#.", "###", ".#."]))
    state = GAME.new(1, {"puzzle": str(creator), "size": 5}, seed=1).apply(0, "start")
    for cell in [(0, 1), (1, 0), (1, 2), (2, 1)]:
        state = state.apply(0, f"put {cell[0]},{cell[1]} # @{100 * cell[0] + cell[1] + 1}")
    assert state.observation(0)["results"][0][0]["status"] == "solved"


def test_hint_places_a_tile_of_the_unique_solution() -> None:
    state = GAME.new(1, {"puzzle": PUZZLE}, seed=1).apply(0, "start")
    assert state.observation(0)["puzzle"]["unique"] is True
    state = state.apply(0, "put 0,0 # @50")  # a wrong tile on a visited cell
    state = state.apply(0, "hint @60")
    assert Board.parse(state.observation(0)["me"]["grid"])[(0, 0)] is None
    for i in range(10):
        if state.observation(0)["phase"] != "solving":
            break
        state = state.apply(0, f"hint @{100 + i}")
    assert state.observation(0)["results"][0][0]["status"] == "solved"
    assert state.observation(0)["players"][0]["hints"] >= 3


def test_construction_requires_every_tile_before_ready() -> None:
    state = created(2)
    with pytest.raises(IllegalAction, match="all tiles"):
        state.apply(0, "ready")
    assert "ready" not in state.legal_texts(0)


def test_construction_is_secret() -> None:
    state = created(2)
    before = state.observation(1)
    after = state.apply(0, "put 1,1 /").observation(1)
    assert before["me"] == after["me"]
    assert before == after


def test_rotation_variant_a_L20() -> None:
    state = created(4)
    boards = layouts(4)
    for p in range(4):
        state = build(state, p, boards[p])
    assert state.round == 1
    assert [target_creator(state, p) for p in range(4)] == [1, 2, 3, 0]
    for p in range(4):
        state = state.apply(p, "start").apply(p, f"giveup @{1000 + p}")
    assert state.round == 2
    assert target_creator(state, 0) == 2 and target_creator(state, 3) == 1


def test_variant_b_creator_sits_out_and_gets_zero_L20() -> None:
    state = created(4, variant="B")
    boards = layouts(4)
    for p in range(4):
        state = build(state, p, boards[p])
    assert state.total_rounds == 4
    for _ in range(2):  # rounds 1 and 2
        for p in state.active_players():
            state = state.apply(p, "start").apply(p, "giveup @5")
    assert state.round == 3
    assert state.active_players() == (0, 1, 3)
    assert state.observation(2)["players"][2]["status"] == "sitting_out"
    for p in state.active_players():
        state = state.apply(p, "start").apply(p, "giveup @5")
    row = state.results[2]
    assert row[2]["points"] == 0 and row[0]["points"] == -(120 // (4 * 3))


def test_scoring_4_players_created_L19() -> None:
    # finishing order B, D, A; C gives up -> 40, 30, 20, -10
    state = created(4)
    boards = layouts(4)
    for p in range(4):
        state = build(state, p, boards[p])
    times = {1: 1000, 3: 2000, 0: 3000}
    for p in range(4):
        if p == 2:
            state = state.apply(p, "start").apply(p, "giveup @500")
        else:
            target = boards[target_creator(state, p) or 0]
            state = solve_as(state, p, target, times[p])
    assert [r["points"] for r in state.results[0]] == [20, 40, -10, 30]


@pytest.mark.parametrize(
    ("rounds", "n", "expected", "fail"),
    [
        (1, 2, [120, 60], -60),
        (2, 3, [60, 40, 20], -20),
        (3, 4, [40, 30, 20, 10], -10),
        (3, 6, [40, 33, 26, 20, 13, 6], -6),
        (5, 5, [24, 19, 14, 9, 4], -4),
        (5, 6, [24, 20, 16, 12, 8, 4], -4),
        (4, 5, [30, 24, 18, 12, 6], -6),
    ],
)
def test_worked_scoring_tables(rounds: int, n: int, expected: list[int], fail: int) -> None:
    assert [round_points(rounds, n, k) for k in range(1, n + 1)] == expected
    assert round_points(rounds, n, None) == fail


def test_ties_share_the_better_rank_and_skip_the_next() -> None:
    assert rank_finishers({0: 10, 1: 10, 2: 20}) == {0: 1, 1: 1, 2: 3}


def test_timed_actions_cannot_go_back_in_time() -> None:
    state = GAME.new(1, {"puzzle": PUZZLE}, seed=1).apply(0, "start").apply(0, "put 0,0 # @500")
    with pytest.raises(IllegalAction, match="backwards"):
        state.apply(0, "take 0,0 @400")
    with pytest.raises(IllegalAction, match="time stamp"):
        state.apply(0, "take 0,0")


def test_a_stamp_past_the_time_limit_is_a_timeout() -> None:
    state = GAME.new(1, {"puzzle": PUZZLE, "time_limit": 2}, seed=1).apply(0, "start")
    state = state.apply(0, "put 0,0 # @120001")
    row = state.observation(0)["results"][0][0]
    assert row["status"] == "timeout" and row["ms"] == 120_000


def test_options_are_checked() -> None:
    with pytest.raises(InvalidOptions, match="at most 21 items"):
        GAME.new(1, {"size": 5, "items": 22})
    with pytest.raises(InvalidOptions, match="variant B"):
        GAME.new(2, {"variant": "B"})
    with pytest.raises(InvalidOptions, match="teams"):
        GAME.new(4, {"teams": 2})
    with pytest.raises(InvalidOptions, match="not a valid board"):
        GAME.new(1, {"puzzle": "..\n.?"})


def test_teams_score_the_floor_of_their_average() -> None:
    match = Match(GAME, 3, {"mode": "random", "teams": 2, "rounds": 1, "size": 5, "items": 4}, 5)
    state = match.state
    assert isinstance(state, LaserState) and state.teams is not None
    assert sorted(p for t in state.teams for p in t) == [0, 1, 2]
    for p in range(3):
        match.apply(p, "start")
        match.apply(p, "giveup @1")
    outcome = match.state.outcome()
    assert outcome is not None
    team_scores = outcome.detail["team_scores"]
    assert team_scores == [sum(outcome.detail["totals"][p] for p in t) // len(t) for t in state.teams]


def test_undo_stops_at_revealed_clues() -> None:
    match = Match(GAME, 1, {"puzzle": PUZZLE}, 1)
    match.apply(0, "start")
    assert match.undoable() == 0
    match.apply(0, "put 0,0 # @10")
    match.apply(0, "take 0,0 @20")
    assert match.undoable() == 2
    match.undo()
    assert Board.parse(match.state.observation(0)["me"]["grid"])[(0, 0)] is not None


def test_action_text_round_trips() -> None:
    for text in ["put 2,3 / @5120", "clear @7", "take 11,11 @0", "giveup @1", "ready", "put 1,1 \\"]:
        assert str(parse_action(text)) == text
    for bad in ["giveup", "put 1,1", "put 1,1 x", "take a,b", "ready @5", "put 1,1 / extra", "move 0,0 4,5"]:
        with pytest.raises(IllegalAction):
            parse_action(bad)


def test_state_round_trips_through_json() -> None:
    state = created(2).apply(0, "put 1,1 /")
    again = GAME.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.to_dict() == state.to_dict()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["seats"][1].update(grid="...\n.?.\n..."), r"seats\[1\]\.grid is not a valid board: line 2"),
        (lambda d: d["seats"][0].update(verify="maybe"), r"seats\[0\]\.verify is not valid: 'maybe'"),
        (lambda d: d.update(stock="/5 /2"), "stock is not a valid stock: tile '/' listed twice"),
        (lambda d: d.update(warps=[[1, 1]]), "a board has 0 or 2 light warps, not 1"),
        (lambda d: d.update(puzzle_info={"unique": 1}), "puzzle_info.unique must be true, false or null"),
        (lambda d: d.update(results=[[{"player": 0}]]), "results\\[0\\] must be a list of 2, not of 1"),
    ],
)
def test_a_wrong_save_is_refused_naming_the_field(change: Any, message: str) -> None:
    d = json.loads(json.dumps(created(2).apply(0, "put 1,1 /").to_dict()))
    change(d)
    with pytest.raises(InvalidSave, match=message):
        GAME.from_dict(d)


def test_legal_actions_come_sorted() -> None:
    state = created(2).apply(0, "put 1,1 /")
    legal = state.legal_actions(0)
    assert legal == sorted(legal)
    solving = GAME.new(1, {"puzzle": PUZZLE}, seed=1).apply(0, "start").apply(0, "put 0,0 # @3")
    legal = solving.legal_actions(0)
    assert legal == sorted(legal)
    assert {a.verb for a in legal} == {"clear", "giveup", "hint", "put", "stop", "take"}


def test_created_puzzles_are_revealed_only_to_players_who_attempted_them() -> None:
    state = created(3)
    boards = layouts(3)
    for p in range(3):
        state = build(state, p, boards[p])
    for p in range(3):
        state = state.apply(p, "start").apply(p, "giveup @9")
    # round 1 over: player 0 attempted player 1's puzzle, not player 2's
    seen = state.observation(0)["revealed"]
    assert seen == [{"round": 1, "creator": 1, "board": str(boards[1])}]
    assert state.observation(None)["revealed"] == []
    for p in range(3):
        state = state.apply(p, "start").apply(p, "giveup @9")
    assert state.is_over()
    assert [r["board"] for r in state.observation(None)["revealed"]] == [str(b) for b in boards]
