"""The fixes of the port to the shared base: privacy (allow-list, robots, adrenaline), shift markers,
frenzy timing, Emmett and Kevin, wording; each test fails on the code before its fix."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop import IllegalAction, get_game
from tabletop.core import i18n
from tabletop.core.rng import Rng
from tabletop.roomtwentyfive import RoomState, build, parse, play
from tabletop.roomtwentyfive import data as D
from tabletop.roomtwentyfive.legal import control_problem
from tabletop.roomtwentyfive.pieces import COOP
from tests.unit.roomtwentyfive.helpers import ci, keys, prog, settle

GAME = get_game("roomtwentyfive")
SK = {"skills": True}
VIEW_MESSAGES = Path(__file__).resolve().parents[3] / "web/games/roomtwentyfive/messages.json"


def words(s: RoomState, viewer: int | None, lang: str = "en") -> list[str]:
    return [GAME.describe(line, lang) for line in s.log.view(viewer)]


# --------------------------------------------------------------------- the observation is an allow-list
def test_a_new_state_field_is_not_shown_until_it_is_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = RoomState.to_dict

    def with_secret(self: RoomState) -> dict[str, Any]:
        return {**plain(self), "planted_secret": "the Key Room is at 1,2"}

    monkeypatch.setattr(RoomState, "to_dict", with_secret)
    s = GAME.new(4, {}, seed=3)
    assert "planted_secret" in s.to_dict()
    for viewer in (0, 1, None):
        assert "planted_secret" not in json.dumps(s.observation(viewer))


# --------------------------------------------------------------------- robots
def test_robots_waiting_in_face_down_rooms_are_not_shown() -> None:
    s = build(rooms={(0, 0): "ROBOT", (4, 4): "ROBOT"})
    for viewer in (0, 1, None):
        obs = s.observation(viewer)
        assert obs["robots"] == []
        assert all(not cell["robots"] for row in obs["grid"] for cell in row)


def test_a_robot_is_numbered_when_it_appears_not_by_its_room() -> None:
    # the Robot Room at 4,4 has the higher tile id; it is entered first, so its robot is Robot 1
    s = build(rooms={(0, 0): "ROBOT", (3, 4): "ROBOT", (2, 4): "EMPTY"}, at={"jennifer": (2, 4)})
    assert s.tile_at((3, 4)) > s.tile_at((0, 0))
    s = prog(s, jennifer="move")
    s = play(s, "move 3,4")
    assert s.legal_texts(0)[0].startswith("pass") and "robot 0 move 2,4" in s.legal_texts(0)
    line = next(x for x in s.log.view(1) if x["key"].endswith("robot_appear"))
    assert line["args"]["n"] == 1
    obs = s.observation(1)
    assert obs["robots"] == [{"home": s.tile_at((3, 4)), "tile": s.tile_at((3, 4)), "status": "active", "seq": 0}]


# --------------------------------------------------------------------- adrenaline stays secret
def test_programming_adrenaline_shows_nothing_to_the_others() -> None:
    plain = play(build(), "program jennifer move")
    boosted = play(build(), "program jennifer move adrenaline look")
    for viewer in (1, 2, None):
        assert json.dumps(plain.observation(viewer), sort_keys=True) == json.dumps(
            boosted.observation(viewer), sort_keys=True
        )
    me = boosted.observation(0)["chars"][0]
    assert me["prog"] == ["move", None, "look"] and me["stat"] == ["pending", "", "pending"]
    assert words(boosted, 1)[-1] == "Jennifer programs 1 action."


def test_adrenaline_is_public_once_carried_out() -> None:
    s = prog(build(), jennifer="move adrenaline move", alice="push adrenaline push")
    s = settle(play(s, "move 1,2"))
    assert s.observation(1)["chars"][0]["stat"][2] == "pending"  # its pass has come: Jennifer acts now
    s = play(s, "move 0,2")
    theirs = s.observation(1)["chars"][0]
    assert theirs["stat"][2] == "done" and theirs["prog"][2] == "move" and theirs["adrenaline"] is False
    assert "adrenaline" in keys(s, 1)


def test_resample_keeps_the_view_and_redeals_an_adrenaline_token() -> None:
    s = play(build(), "program jennifer move adrenaline look")
    rng = Rng(5)
    seen = set()
    for _ in range(20):
        other = s.resample_hidden(1, rng)
        assert other.observation(1) == s.observation(1)
        seen.add(other.chars[0].prog[2])
    assert seen == {None, *seen - {None}} and len(seen) > 1


# --------------------------------------------------------------------- the privacy hook
def test_resample_redeals_unseen_rooms_and_roles_but_not_what_the_seat_saw() -> None:
    s = GAME.new(5, {"mode": "suspicion"}, seed=21)
    s = s.apply(0, "clue 2,1")
    seen = s.tile_at((2, 1))
    rng = Rng(2)
    rooms, roles = set(), set()
    for _ in range(10):
        other = s.resample_hidden(0, rng)
        assert other.observation(0) == s.observation(0)
        assert other.tiles[seen].room == s.tiles[seen].room and other.chars[0].role == s.chars[0].role
        rooms.add(tuple(t.room for t in other.tiles))
        roles.add(tuple(c.role for c in other.chars))
    assert len(rooms) > 1 and len(roles) > 1
    assert s.has_hidden(0)


def test_resample_respects_true_coop_announcements_and_zones() -> None:
    s = GAME.new(4, {}, seed=7)
    s = s.apply(0, "clue 1,2")
    s = s.apply(0, next(t for t in s.legal_texts(0) if t.startswith("announce")))
    told = s.tile_at((1, 2))
    colour = s.announcements[-1]["colour"]
    rng = Rng(9)
    for _ in range(10):
        other = s.resample_hidden(1, rng)
        assert other.observation(1) == s.observation(1)
        assert D.colour_of(other.tiles[told].room) == colour
        assert all(other.tiles[i].zone == "exit" for i, t in enumerate(other.tiles) if t.room in D.EXIT_ROOMS)
    assert s.mode == COOP


# --------------------------------------------------------------------- direction markers for every shift
def mac_room(deck: list[int], **kw: Any) -> RoomState:
    """Jennifer about to walk into a M.A.C. Room on the last turn (no draws at the start of it)."""
    s = build(options={"mac": True}, rooms={(1, 2): "MAC"}, remaining=1, **kw)
    s.mac_cards.deck = list(deck)
    return prog(s, jennifer="move")


def test_a_mac_shift_leaves_a_direction_marker() -> None:
    s = play(mac_room([0]), "move 1,2")  # card 0: row 0 right
    assert "mac_shift" in keys(s) and s.controls == {"row 0": "right"}
    assert control_problem(s, None, "row", 0, "left") is not None
    assert control_problem(s, None, "row", 0, "right") is None


def test_a_mac_shift_against_a_marker_does_not_happen() -> None:
    s = mac_room([0])
    s.controls["row 0"] = "left"
    row = [s.tile_at((0, k)) for k in range(5)]
    s = play(s, "move 1,2")
    assert [s.tile_at((0, k)) for k in range(5)] == row
    assert "mac_blocked" in keys(s) and "mac_shift" not in keys(s)
    assert words(s, 0)[-1] == "M.A.C.: row 0 cannot slide right: it already slid the other way this turn."


def test_the_control_room_follows_the_markers() -> None:
    s = prog(build(rooms={(1, 2): "CONTROL"}), jennifer="move")
    s.controls["row 4"] = "right"
    s = play(s, "move 1,2")
    assert "control row 4 right" in s.legal_texts(0) and "control row 4 left" not in s.legal_texts(0)


# --------------------------------------------------------------------- frenzy timing
def test_frenzy_draws_one_card_before_each_pass_instead_of_two_before_the_turn() -> None:
    s = build(options={"frenzy": True}, remaining=8)
    assert s.mac_cards.discard == [] and s.mac_cards.last == []
    s.mac_cards.deck = [0, 2, 3]  # plain area cards (no "draw again")
    s = play(s, *(f"program {c.name} push" for c in s.chars))
    assert s.mac_cards.discard == [0]
    s = settle(s)
    assert s.mac_cards.discard == [0, 2]


# --------------------------------------------------------------------- Emmett and Kevin
def test_emmett_unlocks_a_room_with_somebody_inside() -> None:
    s = build(options=SK, names=["emmett", "alice", "max", "frank"], rooms={(0, 2): "DARK"},
              at={"emmett": (1, 2), "alice": (0, 2)})  # fmt: skip
    t = s.tile_at((0, 2))
    s.tiles[t].lock = "emmett"
    s = prog(s, emmett="skill")
    assert "skill unlock 0,2" in s.legal_texts(0)
    s = play(s, "skill unlock 0,2")
    assert s.tiles[t].lock is None and s.chars[ci(s, "alice")].tile == t


def test_kevin_swaps_face_down_rooms() -> None:
    s = build(options=SK, names=["kevin", "alice", "max", "frank"], rooms={(0, 2): "DARK", (1, 1): "COLD"},
              at={"kevin": (1, 2)})  # fmt: skip
    s = prog(s, kevin="skill")
    assert "skill swap 0,2 1,1" in s.legal_texts(0)
    s = play(s, "skill swap 0,2 1,1")
    assert s.room_at((0, 2)) == "COLD" and s.room_at((1, 1)) == "DARK"
    assert not s.tiles[s.tile_at((0, 2))].face_up


def test_kevin_cannot_move_a_blue_room_and_his_choices_do_not_tell_its_colour() -> None:
    def kevin(room: str) -> RoomState:
        s = build(options=SK, names=["kevin", "alice", "max", "frank"], rooms={(1, 3): room, (1, 1): "COLD"},
                  at={"kevin": (1, 2)})  # fmt: skip
        return prog(s, kevin="skill")

    key, empty = kevin("KEY"), kevin("EMPTY")
    assert key.legal_texts(0) == empty.legal_texts(0)
    assert "skill swap 1,1 2,2" not in key.legal_texts(0)  # the Central Room is blue and face up
    s = play(key, "skill swap 1,1 1,3")
    assert s.room_at((1, 3)) == "KEY" and s.room_at((1, 1)) == "COLD" and "swap_blocked" in keys(s)


# --------------------------------------------------------------------- words
def test_log_lines_read_well_with_plurals() -> None:
    s = build(rooms={(1, 2): "TIMER"}, remaining=3)
    s = play(s, "program jennifer move look", "program alice push", "program max push", "program frank push")
    s = play(s, "move 1,2")
    en = words(s, 1)
    assert "Jennifer programs 2 actions." in en and "Alice programs 1 action." in en
    assert "Turn 1: 3 turns remain." in en and "The Timer Room ticks: 2 turns remain." in en
    assert "Jennifer moves to the room at 1,2." in en
    assert not [x for x in en + words(s, 1, "ja") if "room at room" in x or "(s)" in x or "{" in x]


def test_one_turn_remains_is_singular() -> None:
    assert GAME.describe({"key": "roomtwentyfive.timer", "args": {"n": 1}}, "en") == (
        "The Timer Room ticks: 1 turn remains."
    )


def test_view_messages_have_plurals_and_no_room_at_room() -> None:
    msgs = json.loads(VIEW_MESSAGES.read_text(encoding="utf-8"))
    i18n.register("r25test", msgs)
    cell = i18n.text("r25test.cell", "en", cell="1,2")
    assert "room at room" not in i18n.text("r25test.look.private", "en", cell=cell)
    assert i18n.text("r25test.prog.confirm", "en", n=1) == "Program 1 action"
    assert i18n.text("r25test.prog.confirm", "en", n=2) == "Program 2 actions"
    assert i18n.text("r25test.hint.cells", "en", n=1) == "1 room lights up."
    assert i18n.text("r25test.info.left", "en", n=1, total=8) == "1 of 8 turns left"
    assert not [k for k, v in msgs.items() if "(s)" in v["en"]]


# --------------------------------------------------------------------- parts, numbers, outcome
def test_action_parts_name_cells_characters_and_lines() -> None:
    p = GAME.action_parts(parse("skill carry alice 1,3"))
    assert p["verb"] == "skill" and [(a["kind"], a["value"]) for a in p["args"]] == [
        ("skill", "carry"),
        ("char", "alice"),
        ("cell", [1, 3]),
    ]
    r = GAME.action_parts(parse("robot 1 push max 0,4"))
    assert [a["value"] for a in r["args"]] == [1, "push", "max", [0, 4]]
    s = prog(build(), jennifer="move")
    assert [x["text"] for x in s.legal_parts(0)] == s.legal_texts(0)


@pytest.mark.parametrize("text", ["move ²,1", "move 1,٣", "robot ² move 1,2", "skill destroy ①"])
def test_only_ascii_digits_are_numbers(text: str) -> None:
    with pytest.raises(IllegalAction):
        parse(text)
    with pytest.raises(IllegalAction):
        build().apply(0, text)


def test_the_coop_outcome_is_the_teams() -> None:
    s = build(turn=8, remaining=1)
    s = prog(s)
    while not s.is_over():
        s = play(s, "pass")
    out = s.outcome()
    assert out is not None and out.detail["cooperative"] is True and out.winners == ()
    sus = build(options={"mode": "suspicion"}, turn=10, remaining=1)
    sus = prog(sus)
    while not sus.is_over():
        sus = play(sus, "pass")
    assert sus.outcome().detail["cooperative"] is False  # type: ignore[union-attr]
