"""One test per room effect, per action restriction and per win/loss condition."""

from __future__ import annotations

import pytest

from tabletop import IllegalAction
from tabletop.roomtwentyfive import Phase, build, play
from tests.unit.roomtwentyfive.helpers import ci, keys, prog, settle

SUS = {"mode": "suspicion"}


# --------------------------------------------------------------------- rooms
def test_central_room_forbids_control() -> None:
    s = prog(build(), False, jennifer="control")
    assert s.legal_texts(0) == ["pass"]
    with pytest.raises(IllegalAction, match="Central Room"):
        play(s, "control row 1 left")


def test_empty_room_has_no_effect() -> None:
    s = prog(build(), jennifer="move")
    s = play(s, "move 1,2")
    assert s.char_cell(0) == (1, 2) and not s.pending and s.chars[0].alive


def test_key_room_unlocks_the_exit_in_coop() -> None:
    s = prog(build(rooms={(1, 2): "KEY"}), jennifer="move")
    s = play(s, "move 1,2")
    assert s.key_found


def test_control_room_shifts_any_line_not_through_the_centre() -> None:
    s = prog(build(rooms={(1, 2): "CONTROL"}), jennifer="move")
    s = play(s, "move 1,2")
    legal = s.legal_texts(0)
    assert "control row 4 left" in legal and "control col 2 up" not in legal and "pass" in legal
    t = s.tile_at((4, 0))
    s = play(s, "control row 4 left")
    assert s.cell_of(t) == (4, 4)


def test_vision_room_looks_at_any_face_down_room_privately() -> None:
    s = prog(build(players=4, rooms={(1, 2): "VISION", (4, 4): "R25"}), jennifer="move")
    s = play(s, "move 1,2", "look 4,4")
    assert s.observation(0)["tiles"][s.tile_at((4, 4))]["room"] == "R25"
    assert s.observation(1)["tiles"][s.tile_at((4, 4))]["room"] is None
    s = play(s, "announce blue")
    assert s.announcements[-1]["colour"] == "blue"


def test_tunnel_hops_to_another_face_up_tunnel() -> None:
    s = build(rooms={(1, 2): "TUNNEL", (4, 4): "TUNNEL"}, face_up=[(4, 4)])
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert s.legal_texts(0) == ["pass", "tunnel 4,4"]
    s = play(s, "tunnel 4,4")
    assert s.char_cell(0) == (4, 4)


def test_moving_room_swaps_with_a_face_down_room_which_stays_face_down() -> None:
    s = prog(build(rooms={(1, 2): "MOVING", (0, 0): "MORTAL"}), jennifer="move")
    s = play(s, "move 1,2")
    moving, mortal = s.tile_at((1, 2)), s.tile_at((0, 0))
    s = play(s, "swap 0,0")
    assert s.cell_of(moving) == (0, 0) and s.char_cell(0) == (0, 0)
    assert s.cell_of(mortal) == (1, 2) and not s.tiles[mortal].face_up


def test_regeneration_revives_a_dead_character_in_the_centre() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "REGEN"}, dead=["max"])
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert "revive max" in s.legal_texts(0)
    s = play(s, "revive max")
    m = s.chars[ci(s, "max")]
    assert m.alive and s.char_cell(ci(s, "max")) == (2, 2) and m.role == "prisoner"


def test_robot_room_brings_out_its_robot_and_orders_it() -> None:
    s = prog(build(rooms={(1, 2): "ROBOT"}), jennifer="move")
    s = play(s, "move 1,2")
    assert s.robots[0].status == "active" and s.robots[0].tile == s.tile_at((1, 2))
    s = play(s, "robot 0 move 0,2")
    assert s.robots[0].tile == s.tile_at((0, 2)) and s.tiles[s.tile_at((0, 2))].face_up


def test_robot_entering_a_shredder_is_destroyed_and_locks_it() -> None:
    s = prog(build(rooms={(1, 2): "ROBOT", (0, 2): "SHREDDER"}), jennifer="move")
    s = play(s, "move 1,2", "robot 0 move 0,2")
    assert s.robots[0].status == "destroyed" and s.tiles[s.tile_at((0, 2))].lock == "shredder"


def test_dark_room_forbids_look() -> None:
    s = prog(build(rooms={(1, 2): "DARK"}, at={"jennifer": (1, 2)}), False, jennifer="look")
    assert s.legal_texts(0) == ["pass"]
    with pytest.raises(IllegalAction, match="Dark Room"):
        play(s, "look 0,2")


def test_prison_allows_moves_only_to_the_centre_or_company() -> None:
    s = build(rooms={(1, 1): "PRISON"}, at={"jennifer": (1, 1), "alice": (0, 1)})
    s = prog(s, jennifer="move")
    assert s.legal_texts(0) == ["move 0,1"]
    s2 = prog(build(rooms={(1, 2): "PRISON"}, at={"jennifer": (1, 2)}), jennifer="move")
    assert s2.legal_texts(0) == ["move 2,2"]
    with pytest.raises(IllegalAction, match="Prison"):
        play(s2, "move 0,2")


def test_pivot_room_keeps_the_entry_axis() -> None:
    s = prog(build(rooms={(1, 2): "PIVOT"}), jennifer="move")
    s = settle(play(s, "move 1,2"))  # entered vertically
    s = prog(s, jennifer="move")
    assert s.legal_texts(0) == ["move 0,2", "move 2,2"]
    with pytest.raises(IllegalAction, match="Pivoting"):
        play(s, "move 1,1")


def test_jamming_room_silences_announcements() -> None:
    s = build(rooms={(1, 2): "JAMMING"}, at={"alice": (1, 2)})
    s = prog(s, jennifer="look")
    s = play(s, "look 2,1")
    assert "announce green" not in s.legal_texts(0) and "silent" in s.legal_texts(0)


def test_mac_room_draws_a_card_with_the_option() -> None:
    s = build(options={"mac": True}, rooms={(2, 1): "MAC"}, remaining=8)
    drawn = len(s.mac_cards.discard)
    s = prog(s, jennifer="move")
    s = play(s, "move 2,1")
    assert len(s.mac_cards.discard) > drawn


def test_mortal_room_kills_and_coop_is_lost() -> None:
    s = prog(build(rooms={(1, 2): "MORTAL"}), jennifer="move")
    s = play(s, "move 1,2")
    assert s.is_over() and s.outcome().winners == () and s.result["reason"] == "death"  # type: ignore[union-attr, index]


def test_shredder_kills_those_left_behind_and_locks() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "SHREDDER"}, at={"jennifer": (1, 2), "alice": (1, 2)})
    s = prog(s, jennifer="move")
    s = settle(play(s, "move 0,2"))
    assert not s.chars[ci(s, "alice")].alive and s.tiles[s.tile_at((1, 2))].lock == "shredder"


def test_paranoia_makes_the_action_random() -> None:
    s = build(players=4, options=SUS, rooms={(1, 2): "PARANOIA"}, at={"jennifer": (1, 2)}, seed=3)
    s = play(s, "program jennifer look", "program alice push", "program max push", "program frank push")
    assert "paranoia" in keys(s)
    assert s.chars[0].stat[0] in ("done", "lost")


def test_illusion_swaps_with_another_face_down_room_whose_effect_applies() -> None:
    rooms = {(1, 2): "ILLUSION"}
    rooms.update({c: "VORTEX" for c in [(0, 0), (0, 1), (1, 0), (0, 3), (0, 4), (1, 4), (3, 0), (4, 0), (4, 1),
                                        (3, 4), (4, 3), (4, 4), (0, 2), (1, 1), (1, 3), (2, 0), (2, 1), (2, 3),
                                        (2, 4), (3, 1), (3, 2), (3, 3), (4, 2)]})  # fmt: skip
    s = prog(build(rooms=rooms), jennifer="move")
    illusion = s.tile_at((1, 2))
    s = play(s, "move 1,2")
    assert s.cell_of(illusion) != (1, 2) and s.room_at((1, 2)) == "VORTEX"
    assert s.char_cell(0) == (2, 2)


def test_acid_single_occupancy_in_coop_is_a_loss() -> None:
    s = build(rooms={(1, 2): "ACID"}, at={"jennifer": (1, 2)})
    s = prog(s, alice="move")
    s = play(s, "move 1,2")
    assert s.is_over() and not s.chars[0].alive


# --------------------------------------------------------------------- actions
def test_program_requires_different_actions() -> None:
    s = build()
    assert "program jennifer move move" not in s.legal_texts(0)
    with pytest.raises(IllegalAction):
        play(s, "program jennifer move move")


def test_adrenaline_may_repeat_an_action_and_runs_in_a_third_pass() -> None:
    s = prog(build(), jennifer="move look adrenaline move")
    s = settle(play(s, "move 1,2"))
    s = settle(play(s, "look 0,2", "silent"))
    assert s.pass_no == 3 and s.current_type() == "move"
    s = play(s, "move 1,1")
    assert s.char_cell(0) == (1, 1) and not s.chars[0].adrenaline


def test_adrenaline_is_once_per_game() -> None:
    s = prog(build(), jennifer="look adrenaline look")
    s = settle(play(s, "look 1,2", "silent"))
    s = settle(play(s, "look 2,1", "silent"))
    assert s.turn == 2
    assert not any("adrenaline" in t for t in s.legal_texts(0) if t.startswith("program jennifer"))


def test_look_only_adjacent_face_down_rooms() -> None:
    s = prog(build(face_up=[(1, 2)]), jennifer="look")
    assert "look 1,2" not in s.legal_texts(0) and "look 2,1" in s.legal_texts(0)
    with pytest.raises(IllegalAction, match="next to yours"):
        play(s, "look 0,0")


def test_move_not_diagonal_and_not_into_locked() -> None:
    s = prog(build(), jennifer="move")
    with pytest.raises(IllegalAction, match="next to yours"):
        play(s, "move 1,1")


def test_push_only_someone_in_your_room_and_they_suffer_the_room() -> None:
    s = build(rooms={(0, 2): "VORTEX"}, at={"jennifer": (1, 2), "alice": (1, 2)})
    s = prog(s, jennifer="push")
    s = play(s, "push alice 0,2")
    assert s.char_cell(ci(s, "alice")) == (2, 2)


def test_programmed_action_is_mandatory_when_possible() -> None:
    s = prog(build(), jennifer="move")
    assert "pass" not in s.legal_texts(0)
    with pytest.raises(IllegalAction, match="must be carried out"):
        play(s, "pass")


def test_wrong_action_type_is_refused_with_a_reason() -> None:
    s = prog(build(), jennifer="move")
    with pytest.raises(IllegalAction, match="programmed move"):
        play(s, "look 1,2")


def test_coop_announces_only_the_true_colour_suspicion_may_lie() -> None:
    s = prog(build(rooms={(1, 2): "MORTAL"}), jennifer="look")
    s = play(s, "look 1,2")
    assert [t for t in s.legal_texts(0) if t.startswith("announce")] == ["announce red"]
    s2 = prog(build(players=4, options=SUS, rooms={(1, 2): "MORTAL"}), jennifer="look")
    s2 = play(s2, "look 1,2")
    assert "announce green" in s2.legal_texts(0)
    s2 = play(s2, "announce green")
    assert s2.announcements[-1]["colour"] == "green"


def test_reminder_marker_before_announcing() -> None:
    s = prog(build(), jennifer="look")
    s = play(s, "look 1,2", "mark 1,2")
    assert s.marks[0] == s.tile_at((1, 2)) and not any(t.startswith("mark") for t in s.legal_texts(0))
    s = play(s, "silent")
    assert s.observation(1)["grid"][1][2]["marks"] == [0]


def test_announcement_never_names_the_room() -> None:
    s = prog(build(rooms={(1, 2): "MORTAL"}), jennifer="look")
    s = play(s, "look 1,2")
    assert all(t.split()[0] in ("announce", "silent", "mark") for t in s.legal_texts(0))


def test_starting_clue_is_private_and_followed_by_an_announcement() -> None:
    from tabletop import get_game

    s = get_game("roomtwentyfive").new(2, {}, seed=4)
    assert s.phase is Phase.CLUE and s.active_players() == (0, 1)
    assert s.legal_texts(0) == ["clue 1,2", "clue 2,1", "clue 2,3", "clue 3,2"]
    s = s.apply(0, "clue 1,2")
    t = s.tile_at((1, 2))
    assert s.observation(0)["tiles"][t]["room"] is not None
    assert s.observation(1)["tiles"][t]["room"] is None
    s = s.apply(0, "silent").apply(1, "clue 2,1").apply(1, "silent")
    assert s.phase is Phase.PROGRAM and s.turn == 1


# --------------------------------------------------------------------- winning and losing
def test_coop_escape_with_the_key_wins() -> None:
    s = build(rooms={(1, 4): "R25"}, at={n: (1, 4) for n in ("jennifer", "alice", "max", "frank")}, key_found=True)
    s = prog(s, jennifer="control")
    s = play(s, "control row 1 right")
    assert s.is_over() and s.outcome().winners == (0, 1, 2, 3)  # type: ignore[union-attr]


def test_coop_escape_needs_everybody_inside() -> None:
    s = build(rooms={(1, 4): "R25"}, at={n: (1, 4) for n in ("jennifer", "alice", "max")}, key_found=True)
    s = prog(s, jennifer="control")
    s = play(s, "control row 1 right")
    assert not s.is_over()


def test_coop_countdown_expiry_loses() -> None:
    s = build(turn=8)
    s = prog(s)
    assert s.is_over() and s.result["reason"] == "time" and s.outcome().winners == ()  # type: ignore[index, union-attr]


def test_suspicion_countdown_expiry_wins_for_the_guards() -> None:
    s = build(players=4, options=SUS, roles={"max": "guard"}, turn=10)
    s = prog(s)
    assert s.is_over() and s.outcome().winners == (2,)  # type: ignore[union-attr]


def test_suspicion_last_turn_escape_may_leave_one_prisoner_behind() -> None:
    at = {"jennifer": (1, 4), "alice": (1, 4), "frank": (1, 4)}
    s = build(players=4, options=SUS, rooms={(1, 4): "R25"}, at=at, roles={"frank": "guard"}, turn=10)
    s = prog(s, jennifer="control")
    s = play(s, "control row 1 right")
    assert s.is_over() and s.result["winner"] == "prisoner"  # type: ignore[index]


def test_suspicion_not_last_turn_needs_every_living_prisoner() -> None:
    at = {"jennifer": (1, 4), "alice": (1, 4), "frank": (1, 4)}
    s = build(players=4, options=SUS, rooms={(1, 4): "R25"}, at=at, roles={"frank": "guard"}, turn=5)
    s = prog(s, jennifer="control")
    s = play(s, "control row 1 right")
    assert not s.is_over()


def test_suspicion_dead_prisoner_is_not_required() -> None:
    at = {"jennifer": (1, 4), "alice": (1, 4)}
    s = build(players=4, options=SUS, rooms={(1, 4): "R25"}, at=at, roles={"frank": "guard"}, dead=["max"], turn=5)
    s = prog(s, jennifer="control")
    s = play(s, "control row 1 right")
    assert s.is_over() and s.result["winner"] == "prisoner"  # type: ignore[index]


def test_unmask_reveals_the_last_one_outside() -> None:
    at = {"jennifer": (1, 2), "alice": (1, 2)}
    order = ["max", "jennifer", "alice", "frank"]
    s = build(players=4, options=SUS, rooms={(1, 2): "R25"}, at=at, roles={"frank": "guard"}, turn=7, order=order)
    s = prog(s, max="move")
    s = play(s, "move 1,2")
    f = s.chars[ci(s, "frank")]
    assert f.revealed and s.observation(0)["chars"][ci(s, "frank")]["role"] == "guard"


def test_guard_reveal_then_acts_live_without_adrenaline() -> None:
    s = build(players=4, options=SUS, roles={"jennifer": "guard"})
    s = prog(s, jennifer="look adrenaline move")
    assert "reveal" in s.legal_texts(0)
    s = play(s, "reveal")
    ch = s.chars[0]
    assert ch.revealed and ch.live and not ch.adrenaline
    assert "move 1,2" in s.legal_texts(0) and "look 1,2" in s.legal_texts(0)
    s = settle(play(s, "move 1,2"))
    assert s.cur == 0 and "move 0,2" not in s.legal_texts(0)  # no second move in the turn
    assert s.observation(1)["chars"][0]["role"] == "guard"


def test_prisoner_cannot_reveal() -> None:
    s = prog(build(players=4, options=SUS), jennifer="look")
    assert "reveal" not in s.legal_texts(0)


def test_guard_revealing_on_action2_keeps_what_it_did_on_action1() -> None:
    s = build(players=4, options=SUS, roles={"jennifer": "guard"})
    s = prog(s, jennifer="move look")
    s = settle(play(s, "move 1,2"))
    assert s.pass_no == 2 and "reveal" in s.legal_texts(0)
    s = play(s, "reveal")
    legal = s.legal_texts(0)
    assert "pass" in legal and not any(t.startswith("move") for t in legal)
    assert any(t.startswith("look") for t in legal)
