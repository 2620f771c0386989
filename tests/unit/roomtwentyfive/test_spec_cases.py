"""The numbered test cases of docs/rules/roomtwentyfive.md §12, one test each."""

from __future__ import annotations

import pytest

from tabletop import IllegalAction
from tabletop.roomtwentyfive import build, play
from tests.unit.roomtwentyfive.helpers import ci, prog, settle

SUS = {"mode": "suspicion"}


def test_case01_acid_bath_kills_the_one_already_inside() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "ACID"}, at={"jennifer": (1, 2)})
    s = prog(s, alice="move")
    s = settle(play(s, "move 1,2"))
    assert not s.chars[ci(s, "jennifer")].alive
    assert s.chars[ci(s, "alice")].alive and s.char_cell(ci(s, "alice")) == (1, 2)


def test_case02_row_shift_right_wraps_the_last_tile_with_its_occupants() -> None:
    s = build(rooms={(1, 0): "DARK", (1, 4): "COLD"}, at={"jennifer": (1, 1), "alice": (1, 4)})
    before = [s.tile_at((1, c)) for c in range(5)]
    s = prog(s, jennifer="control")
    s = settle(play(s, "control row 1 right"))
    after = [s.tile_at((1, c)) for c in range(5)]
    assert after == [before[4], *before[:4]]
    assert s.char_cell(ci(s, "alice")) == (1, 0)
    assert s.observation(0)["last_shift"]["kind"] == "row"


def test_case03_the_centre_row_never_moves_but_the_column_does() -> None:
    s = build(at={"jennifer": (2, 1)})
    s = prog(s, jennifer="control")
    assert "control row 2 right" not in s.legal_texts(0)
    with pytest.raises(IllegalAction, match="Central Room"):
        play(s, "control row 2 right")
    assert "control col 1 up" in s.legal_texts(0)
    s = play(s, "control col 1 up")
    assert s.char_cell(0) == (1, 1)


def test_case04_control_token_allows_only_the_same_direction() -> None:
    s = build(at={"jennifer": (1, 3), "alice": (3, 3)})
    s = prog(s, jennifer="control", alice="control")
    s = settle(play(s, "control col 3 down"))
    assert s.char_cell(ci(s, "alice")) == (4, 3)
    with pytest.raises(IllegalAction, match="only slide down"):
        play(s, "control col 3 up")
    s = play(s, "control col 3 down")
    assert s.char_cell(ci(s, "alice")) == (0, 3)


def test_case05_suspicion_escape_with_all_living_prisoners_and_a_guard() -> None:
    s = build(
        players=4, options=SUS, rooms={(1, 4): "R25"},
        at={n: (1, 4) for n in ("jennifer", "alice", "max", "frank")}, roles={"frank": "guard"},
    )  # fmt: skip
    r25 = s.tile_at((1, 4))
    s = prog(s, jennifer="control")
    s = play(s, "control row 1 right")
    assert s.is_over()
    out = s.outcome()
    assert out is not None and out.winners == (0, 1, 2) and out.detail["reason"] == "escape"
    assert s.tile_at((1, 4)) == r25  # Room 25 left the board: it does not wrap


def test_case05b_room25_in_row2_cannot_leave_sideways() -> None:
    s = build(players=4, options=SUS, rooms={(2, 4): "R25"}, at={"jennifer": (2, 4)})
    s = prog(s, jennifer="control")
    assert not any(t.startswith("control row 2") for t in s.legal_texts(0))


def test_case06_coop_escape_without_the_key_wraps_room25() -> None:
    s = build(rooms={(1, 4): "R25"}, at={n: (1, 4) for n in ("jennifer", "alice", "max", "frank")})
    r25 = s.tile_at((1, 4))
    s = prog(s, jennifer="control")
    s = play(s, "control row 1 right")
    assert not s.is_over()
    assert s.cell_of(r25) == (1, 0)
    assert all(s.char_cell(i) == (1, 0) for i in range(4))


def test_case07_alert_cuts_the_countdown_to_five() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "R25"}, turn=3)
    assert s.remaining == 8
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert s.remaining == 5


def test_case08_trap_look_after_entering_kills() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "TRAP"})
    s = prog(s, jennifer="move look")
    s = settle(play(s, "move 1,2"))
    assert s.chars[0].alive
    s = play(s, "look 0,2", "silent")
    assert not s.chars[0].alive


def test_case08b_trap_entered_on_action2_survives_a_move_out_next_turn() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "TRAP"})
    s = prog(s, jennifer="look move")
    s = play(s, "look 2,1", "silent")
    s = settle(s)
    s = settle(play(s, "move 1,2"))
    assert s.turn == 2 and s.chars[0].alive
    s = prog(s, jennifer="move")
    s = settle(play(s, "move 1,1"))
    assert s.chars[0].alive and s.chars[0].trap is None


def test_case08c_trap_entered_on_action2_kills_if_next_turns_action_is_a_look() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "TRAP"})
    s = prog(s, jennifer="look move")
    s = settle(play(s, "look 2,1", "silent"))
    s = settle(play(s, "move 1,2"))
    s = prog(s, jennifer="look")
    s = play(s, "look 0,2", "silent")
    assert not s.chars[0].alive


def test_case09_flood_locks_and_kills_at_the_end_of_the_next_turn() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "FLOOD"}, turn=4)
    s = prog(s, jennifer="move", alice="move")
    s = play(s, "move 1,2")
    assert s.tiles[s.tile_at((1, 2))].lock == "flood"
    assert "move 1,2" not in s.legal_texts(1)
    with pytest.raises(IllegalAction, match="locked"):
        play(s, "move 1,2")
    s = settle(play(s, "move 2,1"))
    assert s.turn == 5 and s.chars[0].alive
    s = prog(s)
    assert s.turn == 6 and not s.chars[0].alive


def test_case09b_leaving_the_flood_during_the_next_turn_survives() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "FLOOD"}, turn=4)
    s = prog(s, jennifer="move")
    s = settle(play(s, "move 1,2"))
    s = prog(s, jennifer="move")
    s = settle(play(s, "move 0,2"))
    assert s.turn == 6 and s.chars[0].alive


def test_case10_timer_takes_a_turn_and_becomes_empty() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "TIMER"}, turn=2)
    assert s.remaining == 9
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert s.remaining == 8 and s.room_at((1, 2)) == "EMPTY" and s.chars[0].alive


def test_case10b_timer_on_the_last_turn_kills() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "TIMER"}, turn=10)
    assert s.last_turn
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert not s.chars[0].alive


def test_case11_vortex_sends_back_to_the_centre() -> None:
    s = build(rooms={(1, 2): "VORTEX"})
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert s.char_cell(0) == (2, 2) and s.tiles[s.tile_at((1, 2))].face_up


def test_case12_cold_room_allows_one_programmed_action() -> None:
    s = build(rooms={(1, 2): "COLD"}, at={"jennifer": (1, 2)})
    progs = [t for t in s.legal_texts(0) if t.startswith("program jennifer")]
    assert progs and all(len(t.split()) == 3 for t in progs)
    with pytest.raises(IllegalAction, match="Cold Room"):
        play(s, "program jennifer move look")


def test_case13_mirror_cancels_action2_and_adrenaline() -> None:
    s = build(rooms={(1, 2): "MIRROR"})
    s = prog(s, jennifer="move look adrenaline move")
    s = play(s, "move 1,2")
    ch = s.chars[0]
    assert ch.stat == ["done", "cancelled", "cancelled"] and not ch.adrenaline
    s = settle(s)
    assert s.turn == 2
    assert all(not t.endswith("adrenaline move") for t in s.legal_texts(0) if "program jennifer" in t)


def test_case14_no_push_from_the_central_room() -> None:
    s = build()
    s = play(s, "program jennifer push", "program alice look", "program max look", "program frank look")
    assert s.legal_texts(0) == ["pass"]
    with pytest.raises(IllegalAction, match="Central Room"):
        play(s, "push alice 1,2")


def test_case15_second_dead_prisoner_wins_for_the_guards() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "MORTAL"}, dead=["max"], roles={"frank": "guard"})
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert s.is_over()
    out = s.outcome()
    assert out is not None and out.winners == (3,) and out.detail["reason"] == "deaths"
