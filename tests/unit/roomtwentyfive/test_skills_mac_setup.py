"""Special skills, M.A.C. cards and frenzy mode, set-up tables."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop import InvalidOptions, get_game
from tabletop.roomtwentyfive import build, play
from tabletop.roomtwentyfive import data as D
from tabletop.roomtwentyfive.turns import start_turn
from tests.unit.roomtwentyfive.helpers import ci, prog, settle

SK = {"skills": True}
MAX_FIRST = ["max", "alice", "jennifer", "frank"]


# --------------------------------------------------------------------- skills
def test_skill_is_a_fifth_action_only_with_the_option() -> None:
    assert not any("skill" in t for t in build().legal_texts(0))
    assert "program jennifer skill" in build(options=SK).legal_texts(0)


def test_jennifer_pulls_an_adjacent_character_into_her_room() -> None:
    s = build(options=SK, rooms={(1, 2): "VORTEX"}, face_up=[(1, 2)], at={"jennifer": (1, 2), "alice": (0, 2)})
    s = prog(s, jennifer="skill")
    s = play(s, "skill pull alice")
    assert s.char_cell(ci(s, "alice")) == (2, 2)  # she suffered the Vortex


def test_alice_hides_from_a_push() -> None:
    s = build(options=SK, at={"jennifer": (1, 2), "alice": (1, 2)}, order=["alice", "jennifer", "max", "frank"])
    s = prog(s, alice="skill", jennifer="push")
    s = play(s, "skill hide")
    assert s.chars[ci(s, "alice")].hidden
    assert s.legal_texts(0) == ["pass"]


def test_max_carries_a_character_and_both_suffer_the_room() -> None:
    s = build(options=SK, rooms={(0, 2): "VORTEX"}, at={"max": (1, 2), "alice": (1, 2)}, order=MAX_FIRST)
    s = prog(s, max="skill")
    s = play(s, "skill carry alice 0,2")
    assert s.char_cell(ci(s, "max")) == (2, 2) and s.char_cell(ci(s, "alice")) == (2, 2)


def test_max_chooses_who_dies_in_an_acid_bath() -> None:
    s = build(players=4, options={"mode": "suspicion", "skills": True}, rooms={(0, 2): "ACID"},
              at={"max": (1, 2), "alice": (1, 2)}, order=MAX_FIRST)  # fmt: skip
    s = prog(s, max="skill")
    s = play(s, "skill carry alice 0,2")
    assert sorted(s.legal_texts(s.active_players()[0])) == ["sacrifice alice", "sacrifice max"]
    s = play(s, "sacrifice alice")
    assert not s.chars[ci(s, "alice")].alive and s.chars[ci(s, "max")].alive


def test_frank_recovers_adrenaline() -> None:
    s = build(options=SK)
    s = prog(s, frank="look adrenaline look")
    s = settle(play(s, "look 1,2", "silent"))
    s = settle(play(s, "look 2,1", "silent"))
    f = ci(s, "frank")
    assert not s.chars[f].adrenaline
    s = prog(s, frank="skill")
    s = play(s, "skill adrenaline")
    assert s.chars[f].adrenaline


def test_emmett_locks_and_unlocks() -> None:
    s = build(options=SK, names=["emmett", "alice", "max", "frank"], rooms={(0, 2): "DARK"}, face_up=[(0, 2)],
              at={"emmett": (1, 2)})  # fmt: skip
    s = prog(s, emmett="skill")
    s = settle(play(s, "skill lock 0,2"))
    t = s.tile_at((0, 2))
    assert s.tiles[t].lock == "emmett"
    s = prog(s, emmett="skill")
    s = play(s, "skill unlock 0,2")
    assert s.tiles[t].lock is None and not s.tiles[t].face_up and s.observation(3)["tiles"][t]["room"] == "DARK"


def test_sarah_empties_her_room() -> None:
    s = build(options=SK, names=["sarah", "alice", "max", "frank"], rooms={(1, 2): "COLD"}, at={"sarah": (1, 2)})
    s = prog(s, sarah="skill")
    s = play(s, "skill empty")
    assert s.room_at((1, 2)) == "EMPTY"


def test_kevin_swaps_two_adjacent_face_up_rooms() -> None:
    s = build(options=SK, names=["kevin", "alice", "max", "frank"], rooms={(0, 2): "DARK", (1, 1): "COLD"},
              face_up=[(0, 2), (1, 1)], at={"kevin": (1, 2)})  # fmt: skip
    s = prog(s, kevin="skill")
    s = play(s, "skill swap 1,1 0,2")
    assert s.room_at((0, 2)) == "COLD" and s.room_at((1, 1)) == "DARK"


def test_mimic_copies_a_neighbour() -> None:
    s = build(options=SK, names=["mimic", "alice", "max", "frank"], at={"mimic": (1, 2), "alice": (0, 2)})
    s = prog(s, mimic="skill")
    assert "skill hide" in s.legal_texts(0)


# --------------------------------------------------------------------- M.A.C. and frenzy
def test_mac_draws_two_cards_before_the_turn() -> None:
    s = build(options={"mac": True}, remaining=8)
    # unshuffled deck: row 0 right, row 1 left (+1 card), row 3 right
    assert s.mac_cards.discard == [0, 1, 2]


def test_mac_not_on_the_last_turn() -> None:
    assert build(options={"mac": True}, remaining=1).mac_cards.discard == []


def test_mac_penalty_takes_an_action_away() -> None:
    s = build(options={"mac": True}, names=["jennifer", "alice", "max", "frank"], remaining=8)
    s.mac_cards.deck = [8, 0]  # a penalty naming jennifer and alice, then an area card
    start_turn(s)
    assert s.pending and s.legal_texts(s.active_players()[0])[0].startswith("penalty")
    s = play(s, "penalty alice look", "penalty jennifer control")
    assert s.chars[0].forbid == ["control"]
    assert not any("control" in t for t in s.legal_texts(0) if t.startswith("program jennifer"))


def test_frenzy_has_no_adrenaline_and_no_markers() -> None:
    s = build(options={"frenzy": True}, remaining=8)
    assert not any("adrenaline" in t for t in s.legal_texts(0))
    s = prog(s, jennifer="look")
    s = play(s, "look 1,2")
    assert not any(t.startswith("mark") for t in s.legal_texts(0))


def test_frenzy_draws_before_each_pass() -> None:
    s = build(options={"frenzy": True}, remaining=8)
    before = len(s.mac_cards.discard)
    s = play(s, *(f"program {c.name} push" for c in s.chars))
    assert len(s.mac_cards.discard) > before


# --------------------------------------------------------------------- set-up
@pytest.mark.parametrize(
    ("players", "options", "chars", "turns"),
    [(1, {}, 4, 8), (2, {}, 4, 8), (3, {}, 6, 6), (5, {}, 5, 7), (6, {}, 6, 6),
     (4, {"mode": "suspicion"}, 4, 10), (7, {"mode": "suspicion"}, 7, 9), (8, {"mode": "suspicion"}, 8, 8)],
)  # fmt: skip
def test_characters_and_turns_per_mode(players: int, options: dict[str, str], chars: int, turns: int) -> None:
    s = get_game("roomtwentyfive").new(players, options, seed=1)
    assert len(s.chars) == chars and s.remaining == turns
    per = Counter(ch.player for ch in s.chars)
    assert set(per) == set(range(players))


def test_solo_player_runs_four_characters() -> None:
    s = get_game("roomtwentyfive").new(1, {}, seed=2)
    assert [ch.player for ch in s.chars] == [0, 0, 0, 0]


def test_bad_options_are_refused() -> None:
    g = get_game("roomtwentyfive")
    with pytest.raises(InvalidOptions):
        g.new(7, {})
    with pytest.raises(InvalidOptions):
        g.new(3, {"mode": "suspicion"})
    with pytest.raises(InvalidOptions):
        g.new(5, {"mode": "suspicion", "mac": True})


@pytest.mark.parametrize("seed", range(12))
def test_placement_respects_zones_and_compositions(seed: int) -> None:
    g = get_game("roomtwentyfive")
    for players, opts in ((1, {}), (4, {"mode": "suspicion"}), (6, {"mode": "suspicion"})):
        s = g.new(players, opts, seed)
        rooms = Counter(t.room for t in s.tiles)
        assert len(s.tiles) == 25 and rooms["CENTRAL"] == 1 and rooms["R25"] == 1
        for t in s.tiles:
            if t.room in D.EXIT_ROOMS:
                assert t.zone == "exit" and s.cell_of(s.tiles.index(t)) in D.EXIT_CELLS
            if t.room == "KEY":
                assert t.zone == "cross"
        comp = D.composition_for(opts.get("mode", "cooperation"), len(s.chars))
        for room in comp.fixed:
            assert rooms[room] >= comp.fixed.count(room)
        for r, n in rooms.items():
            assert n <= max(D.ROOMS[r].pool, comp.fixed.count(r))
        if opts:
            roles = Counter(ch.role for ch in s.chars)
            g_count, _ = D.ROLE_DECK[len(s.chars)]
            assert roles["guard"] <= g_count and roles["guard"] + roles["prisoner"] == len(s.chars)
        else:
            assert rooms["KEY"] == 1 and rooms["JAMMING"] == 0


def test_stand_ins_are_flagged() -> None:
    assert D.COMPOSITIONS["cooperation"].source == "stand-in"
    assert D.MAC_SOURCE == "stand-in" and D.POOL_SOURCE == "stand-in"
    assert D.sources_summary()["roles"] == "decision"


def test_max_carrying_into_a_death_room_kills_both() -> None:
    s = build(players=4, options={"mode": "suspicion", "skills": True}, rooms={(0, 2): "MORTAL"},
              at={"max": (1, 2), "alice": (1, 2)}, order=MAX_FIRST, roles={"frank": "guard"})  # fmt: skip
    s = prog(s, max="skill")
    s = play(s, "skill carry alice 0,2")
    assert s.is_over() and s.result is not None and s.result["winner"] == "guard"


def test_only_emmett_enters_his_locked_room() -> None:
    s = build(options=SK, names=["emmett", "alice", "max", "frank"], rooms={(1, 2): "DARK"}, face_up=[(1, 2)])
    s = prog(s, emmett="skill move")
    s = settle(play(s, "skill lock 1,2"))
    assert "move 1,2" in s.legal_texts(0)
    s2 = build(options=SK, names=["emmett", "alice", "max", "frank"], rooms={(1, 2): "DARK"}, face_up=[(1, 2)])
    s2 = prog(s2, emmett="skill", alice="move")
    s2 = play(s2, "skill lock 1,2")
    assert "move 1,2" not in s2.legal_texts(1)


def test_a_robot_push_into_a_robot_room_gives_no_new_order() -> None:
    s = build(rooms={(1, 2): "ROBOT", (0, 2): "ROBOT"}, at={"alice": (1, 2)}, face_up=[(0, 2)])
    s = prog(s, jennifer="move")
    s = play(s, "move 1,2")
    assert any(rb.status == "active" for rb in s.robots)
    order = next(t for t in s.legal_texts(0) if t.startswith("robot") and "push alice 0,2" in t)
    s = play(s, order)
    assert s.char_cell(ci(s, "alice")) == (0, 2) and not s.pending
