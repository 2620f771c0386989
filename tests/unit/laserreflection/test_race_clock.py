"""The private race as of the viewer's own clock (State.observation_at / active_at, the engine's clock_ms).

A rival's result (a bot's simulated solve time) shows when the player's clock
reaches it, measured by the view, even if the player makes no move; nothing
of it shows before: not in the players panel, the "to play" seats, the log,
the undo offer, nor before the player pressed start.
"""

from __future__ import annotations

import json
from typing import Any

import tabletop
from tabletop.laserreflection.game import LaserState
from tests.support.engine import load_engine

GAME = tabletop.get_game("laserreflection")
RACE = {"mode": "random", "size": 5, "items": 4, "rounds": 1}


def race(players: int = 2) -> LaserState:
    state = GAME.new(players, RACE, seed=5)
    assert isinstance(state, LaserState)
    return state


def solve(state: LaserState, player: int, start_ms: int, step: int = 100) -> LaserState:
    """``player`` presses start and places the puzzle's visible layout, the last tile at ``start_ms + k·step``."""
    state = state.apply(player, "start")
    assert state.puzzle is not None
    ms = start_ms
    for (r, c), tile in sorted(state.puzzle.visible().tiles().items()):
        ms += step
        state = state.apply(player, f"put {r},{c} {tile.char} @{ms}")
    assert isinstance(state, LaserState)
    return state


def rival_solved_at_1_min() -> tuple[LaserState, int]:
    state = solve(race(), 1, 60_000)
    assert state.seats[1].status.value == "solved"
    return state, state.seats[1].clock


# -- the rules ------------------------------------------------------------------------


def test_a_rivals_result_shows_at_my_clock_not_before_and_without_a_move() -> None:
    state, due = rival_solved_at_1_min()
    state = state.apply(0, "start").apply(0, "put 0,0 # @8000")  # my last move, at 0:08
    for clock in (None, 0, 8000, 30_000, due - 1):
        rival = state.observation_at(0, clock)["players"][1]
        assert rival["status"] == "solving" and rival["ms"] is None, (clock, rival)
        assert state.active_at(0, clock) == (0, 1), "the rival still shows as playing"
    # my clock reaches the rival's time with no move of mine: its result shows
    for clock in (due, due + 1, 9 * 60_000):
        rival = state.observation_at(0, clock)["players"][1]
        assert rival["status"] == "solved" and rival["ms"] == due, (clock, rival)
        assert state.active_at(0, clock) == (0,)
    # the true active seats (the bot driver's) never depend on a viewer's clock
    assert state.active_players() == (0,)


def test_the_clock_counts_only_while_i_solve_and_never_before_my_last_stamp() -> None:
    state, due = rival_solved_at_1_min()
    waiting = state
    # before I press start, no clock shows anything (even one far past the rival's time)
    for clock in (None, 0, due, 10**9):
        assert waiting.observation_at(0, clock)["players"][1]["status"] == "solving"
        assert waiting.active_at(0, clock) == (0, 1)
    # a clock earlier than my last stamp counts as that stamp
    late = waiting.apply(0, "start").apply(0, "put 0,0 # @61000")
    assert late.observation_at(0, 5000)["players"][1]["status"] == "solved"
    # once I finished (gave up here), every result shows, whatever the clock
    done = race(3)
    done = solve(done, 1, 60_000).apply(0, "start").apply(0, "giveup @100")
    assert not done.is_over()
    assert done.observation_at(0, None)["players"][1]["status"] == "solved"
    assert done.observation_at(0, 0)["players"][1]["status"] == "solved"
    assert done.active_at(0, 0) == (2,)


def test_a_rival_who_gave_up_at_0_is_not_shown_before_i_start() -> None:
    state = race().apply(1, "start").apply(1, "giveup @0")
    assert state.observation_at(0, None)["players"][1]["status"] == "solving"
    assert state.active_at(0, None) == (0, 1)
    started = state.apply(0, "start")
    assert started.observation_at(0, None)["players"][1]["status"] == "gave_up"


def test_the_observation_at_a_clock_changes_nothing_and_defaults_to_the_plain_one() -> None:
    state, due = rival_solved_at_1_min()
    state = state.apply(0, "start").apply(0, "put 0,0 # @8000")
    before = json.dumps(state.to_dict(), sort_keys=True)
    state.observation_at(0, due + 5)
    state.active_at(0, due + 5)
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    assert state.observation_at(0, None) == state.observation(0)
    for viewer in (1, None):  # the rival itself, a spectator: clocks of others do not matter
        assert state.observation_at(viewer, 0) == state.observation(viewer)


def test_my_view_at_a_clock_is_the_same_whether_the_rival_finished_later_or_not_yet() -> None:
    """Nothing in what I see (panel, log, "to play") tells a not-yet-due finish from a rival still solving."""
    finished, due = rival_solved_at_1_min()
    unfinished = race().apply(1, "start").apply(1, "put 0,0 # @500")
    for s in (finished, unfinished):
        assert s.seats[1].status.value in ("solved", "solving")
    a = finished.apply(0, "start").apply(0, "put 1,1 # @2000")
    b = unfinished.apply(0, "start").apply(0, "put 1,1 # @2000")
    for clock in (None, 2000, due - 1):
        assert a.observation_at(0, clock) == b.observation_at(0, clock), clock
        assert a.active_at(0, clock) == b.active_at(0, clock)
    log = [GAME.describe(e, "en", ["Aki", "Robo"]) for e in a.observation_at(0, due + 1)["log"]]
    assert not [line for line in log if "Robo" in line], (
        f"the log tells my rival's result only at the round's end: {log}"
    )


# -- the engine (web/app/engine.py): snapshot {clock_ms}, a real bot, undo -------------


def test_the_engine_snapshot_at_the_viewers_clock_with_a_bot() -> None:
    engine = load_engine("laser_race")

    def call(method: str, **args: Any) -> Any:
        return json.loads(engine.call(method, json.dumps(args)))

    seats = [{"name": "Aki", "bot": None}, {"name": "Robo", "bot": {"name": "solver", "strength": 3}}]
    sid = call("new", game="laserreflection", players=2, options=RACE, seed=5, meta={"seats": seats})["session"]
    status = call("snapshot", session=sid, viewer=0)
    while 1 in status["active"]:  # the bot races at once (a simultaneous phase)
        status = call("bot", session=sid, player=1)["status"]
    bot = engine._SESSIONS[sid][1].match.state.seats[1]
    assert bot.status.value in ("solved", "gave_up") and bot.clock > 2000
    due = bot.clock
    call("act", session=sid, player=0, action="start")
    call("act", session=sid, player=0, action="put 0,0 # @1000")
    plain = call("snapshot", session=sid, viewer=0, lang="en")
    assert plain["clock_ms"] is None and plain["active"] == [0] and plain["active_seen"] == [0, 1]
    assert "take 0,0 @1000" in plain["legal"], "the legal actions follow my move"
    early = call("snapshot", session=sid, viewer=0, lang="en", clock_ms=due - 1)
    assert early["clock_ms"] == due - 1
    assert early["observation"]["players"][1]["status"] == "solving" and early["active_seen"] == [0, 1]
    assert not [line for line in early["log_text"] if "Robo" in line], early["log_text"]
    # undo takes back my move only (the bot raced before my start, a reveal): still hidden
    assert early["undoable"] == 1
    moves = len(engine._SESSIONS[sid][1].match.actions)
    undone = call("undo", session=sid, player=0)["status"]
    assert undone["moves"] == moves - 1
    assert engine._SESSIONS[sid][1].match.state.seats[1].status is bot.status, "the bot's race is not taken back"
    again = call("snapshot", session=sid, viewer=0, lang="en", clock_ms=due - 1)
    assert again["observation"]["players"][1]["status"] == "solving" and again["active_seen"] == [0, 1]
    assert not [t for t in again["legal"] if t.startswith("take")], "the legal actions follow the undo"
    # asked again at a later clock (a view's poll), the same position gives the same legal actions
    later = call("snapshot", session=sid, viewer=0, lang="en", clock_ms=due - 1)
    assert later["legal"] == again["legal"] and later["actions"] == again["actions"]
    # at the bot's time, with no move of mine: shown
    due_snap = call("snapshot", session=sid, viewer=0, lang="en", clock_ms=due)
    assert due_snap["observation"]["players"][1]["status"] == bot.status.value
    assert due_snap["active_seen"] == [0]
    # a clock that is no whole number of milliseconds is refused and changes nothing
    for bad in (-1, 1.5, "5", True, 10**13):
        out = call("snapshot", session=sid, viewer=0, clock_ms=bad)
        assert out.get("error") == "IllegalAction", (bad, out)
