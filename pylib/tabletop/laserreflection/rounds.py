"""Rounds and scoring (``docs/rules/laserreflection.md`` §1.6, §1.7): whose puzzle, the round's end, the points.

Player-created mode (§1.6.1): once every seat is ready, n−1 rounds where player i solves player (i+r) mod n's
puzzle (variant A), or n rounds where everybody but player r solves player r's (variant B). Random mode (§1.6.2):
each round one generated puzzle (§1.8) for everybody, its warps its own (Decision 10). Solo training: a puzzle
after another, the first one given by the ``puzzle`` option if set. A round ends once every seat has solved,
given up, run out of time or sits out (§1.6.3); then it is scored (§1.7).

A success scores ``floor(120·(n−k+1)/(R·n))``, a failure ``−floor(120/(R·n))`` (R rounds, n solvers, rank k;
equal times share the better rank). The highest total wins; ties go to fewer failed rounds, then the lower
solving time (Decision 12). Teams score the floor of their members' average (Decision 11). Solo training
counts the puzzles solved.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.game import Outcome, leaders
from .actions import UNIQUE_MAX_ITEMS, VERIFY_BUDGET, Phase, Status
from .board import Board
from .generate import generate_puzzle
from .solver import difficulty, search

if TYPE_CHECKING:
    from .game import LaserState

#: solver nodes a random round may spend looking for a unique puzzle before
#: it settles for a plain one (nodes, not seconds: replays must agree)
GENERATION_BUDGET = 600_000


def next_random_round(st: LaserState) -> None:
    """Random and solo mode: the next round with a new puzzle (the given one first, solo), every seat waiting."""
    o = st.options
    st.round += 1
    if st.solo and st.round == 1 and o["puzzle"]:
        board = Board.parse(o["puzzle"])
        result = search(board.clues(), board.stock(), board.warps(), board.size, limit=2, budget=VERIFY_BUDGET)
        gen_unique: bool | None = None if not result.complete else len(result.solutions) == 1
        grade: int | None = difficulty(result) if gen_unique else None
    else:
        unique = bool(o["unique"]) and o["items"] <= UNIQUE_MAX_ITEMS
        made = generate_puzzle(
            size=o["size"],
            items=o["items"],
            black_holes=o["black_holes"],
            warps=o["warps"],
            triangles=o["triangles"],
            unique=unique,
            rng=st.rng,
            budget=GENERATION_BUDGET,
        )
        board, gen_unique, grade = made.board, made.unique, made.difficulty
    st.puzzle = board
    st.puzzle_info = {"unique": gen_unique, "difficulty": grade}
    st.stock, st.warps = board.stock(), board.warps()
    st.phase = Phase.SOLVING
    for s in st.seats:
        s.status, s.grid, s.clock, s.hints = Status.WAITING, Board.empty(board.size, st.warps), 0, 0
    st.log.say("log.puzzle", size=board.size, items=st.stock.total())
    if not st.solo:
        st.log.say("log.round", round=st.round)


def start_created_round(st: LaserState) -> None:
    """Created mode: the next round, each seat waiting on an empty grid or sitting out (variant B's creator)."""
    st.round += 1
    st.phase = Phase.SOLVING
    for p, s in enumerate(st.seats):
        creator = target_creator(st, p)
        s.status = Status.SITTING_OUT if creator is None else Status.WAITING
        s.grid = Board.empty(st.options["size"], st.warps)
        s.clock = 0
    st.log.say("log.round", round=st.round)


def target_creator(st: LaserState, p: int, round: int | None = None) -> int | None:
    """Created mode: whose puzzle player p solves in ``round`` (default: this one; None: sits out)."""
    n, r = st.players, st.round if round is None else round
    if st.options["variant"] == "B":
        creator = r - 1
        return None if creator == p else creator
    return (p + r) % n


def target(st: LaserState, p: int) -> Board | None:
    """The puzzle ``p`` solves this round: a rival's creation or the generated one (None: ``p`` sits out)."""
    if st.created:
        creator = target_creator(st, p)
        return None if creator is None else st.seats[creator].creation
    return st.puzzle


def finish(st: LaserState, player: int, status: Status) -> None:
    """``player`` solved, gave up or ran out of time: the log tells them (the others at the round's end).

    The last seat to finish ends the round: it is scored, then the next round begins, or the game ends
    (solo: the player chooses between another puzzle and stopping).
    """
    seat = st.seats[player]
    seat.status = status
    name = {Status.SOLVED: "log.solved", Status.GAVE_UP: "log.gave_up", Status.TIMEOUT: "log.timeout"}[status]
    args: dict[str, Any] = {"player": player}
    if status is Status.SOLVED:
        args["time"] = seat.clock
    if st.solo:
        st.log.say(name, **args)
    else:
        st.log.tell(player, name, **args)
    if not all(s.status.finished for s in st.seats):
        return
    score_round(st)
    if not st.created and st.puzzle is not None:
        st.revealed.append(str(st.puzzle))
    if st.solo:
        st.phase = Phase.BETWEEN
    elif st.round >= (st.total_rounds or 0):
        game_over(st)
    elif st.created:
        start_created_round(st)
    else:
        next_random_round(st)


def game_over(st: LaserState) -> None:
    """The game ends (§1.7 scores it)."""
    st.phase = Phase.OVER
    st.log.say("log.over")


def round_points(rounds: int, solvers: int, rank: int | None) -> int:
    """Points of one round: ``rank`` among successful solvers, None for a failure.

    >>> [round_points(3, 6, k) for k in range(1, 7)], round_points(3, 6, None)
    ([40, 33, 26, 20, 13, 6], -6)
    >>> [round_points(5, 5, k) for k in range(1, 6)], round_points(5, 5, None)
    ([24, 19, 14, 9, 4], -4)
    """
    if rank is None:
        return -(120 // (rounds * solvers))
    return 120 * (solvers - rank + 1) // (rounds * solvers)


def rank_finishers(times: Mapping[int, int]) -> dict[int, int]:
    """Ranks by time; equal times share the better rank and the next is skipped.

    >>> rank_finishers({0: 900, 1: 500, 2: 900, 3: 1200})
    {1: 1, 0: 2, 2: 2, 3: 4}
    """
    order = sorted(times, key=lambda p: (times[p], p))
    ranks: dict[int, int] = {}
    for i, p in enumerate(order):
        ranks[p] = ranks[order[i - 1]] if i and times[order[i - 1]] == times[p] else i + 1
    return ranks


def fmt_ms(ms: int) -> str:
    """A solving time as the log writes it.

    >>> fmt_ms(65_432)
    '1:05.4'
    """
    s = ms // 1000
    return f"{s // 60}:{s % 60:02d}.{(ms % 1000) // 100}"


def score_round(st: LaserState) -> None:
    """Rank the finished round, log its results (not solo) and keep its row in ``st.results``."""
    solvers = [p for p, s in enumerate(st.seats) if s.status is not Status.SITTING_OUT]
    times = {p: st.seats[p].clock for p in solvers if st.seats[p].status is Status.SOLVED}
    ranks = rank_finishers(times)
    rounds = st.total_rounds or 1
    row = []
    for p, s in enumerate(st.seats):
        sitting = s.status is Status.SITTING_OUT
        points = 0 if sitting else round_points(rounds, len(solvers), ranks.get(p))
        row.append({"player": p, "status": s.status.value, "ms": s.clock, "rank": ranks.get(p), "points": points})
        if not st.solo and not sitting:
            if s.status is Status.SOLVED:
                st.log.say("log.result_solved", round=st.round, player=p, time=s.clock, rank=ranks[p], points=points)
            else:
                st.log.say(f"log.result_{s.status.value}", round=st.round, player=p, points=points)
    st.results.append(row)


def totals(st: LaserState) -> list[int]:
    """Each player's points over the rounds so far (§1.7)."""
    return [sum(row[p]["points"] for row in st.results) for p in range(st.players)]


def outcome(st: LaserState) -> Outcome | None:
    """The final scores and winners once the game is over (None before)."""
    if not st.is_over():
        return None
    points = totals(st)
    failed = [sum(row[p]["status"] in ("gave_up", "timeout") for row in st.results) for p in range(st.players)]
    times = [sum(row[p]["ms"] for row in st.results if row[p]["status"] == "solved") for p in range(st.players)]
    detail: dict[str, Any] = {"totals": points, "failed": failed, "solve_ms": times}
    if st.solo:
        solved = sum(r[0]["status"] == "solved" for r in st.results)
        detail["solved"] = solved
        detail["hints"] = st.seats[0].hints
        return Outcome((float(solved),), (0,) if solved else (), detail)
    scores = list(points)
    if st.teams:
        team_scores = [sum(points[p] for p in t) // len(t) for t in st.teams]
        detail["team_scores"] = team_scores
        for t, members in enumerate(st.teams):
            for p in members:
                scores[p] = team_scores[t]
        winners = tuple(sorted(p for t in leaders(team_scores) for p in st.teams[t]))
    else:
        key = {p: (-points[p], failed[p], times[p]) for p in range(st.players)}
        best_key = min(key.values())
        winners = tuple(p for p in range(st.players) if key[p] == best_key)
    return Outcome(tuple(float(x) for x in scores), winners, detail)
