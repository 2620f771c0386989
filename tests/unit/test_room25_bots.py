"""Room 25's co-operative bot logic (issue 19): the starting clues, whose colours a level
trusts, the quarters of a search, the shifts a teammate never makes, and the slides level 5
makes to reach rooms (a Prison away from the Central Room holds its prisoner), and level 5's
team turn."""

from __future__ import annotations

from typing import Any

from tabletop.core.bots import seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.roomtwentyfive import bots
from tabletop.roomtwentyfive.bots import Belief, HeuristicBot, escape_shift


def _coop(seed: int = 3, players: int = 4) -> Any:
    return get_game("roomtwentyfive").new(players, {"mode": "cooperation"}, seed)


def _after_clues(state: Any, bot: HeuristicBot) -> Any:
    """Play the starting clues (and their announcements) with ``bot`` in every seat."""
    rng = Rng(5)
    while state.turn == 0 and not state.is_over():
        p = state.active_players()[0]
        state = state.apply(p, bot.choose(seat_of(state, p), rng))
    return state


def test_each_player_looks_at_a_different_room_next_to_the_centre() -> None:
    state = _coop()
    bot = HeuristicBot(2)
    picks = {str(bot.choose(seat_of(state, p), Rng(1))) for p in range(4)}
    assert len(picks) == 4, picks


def test_level_4_trusts_its_own_looks_and_level_5_everybody_s_colours() -> None:
    state = _after_clues(_coop(), HeuristicBot(3))
    obs = state.observation(0)
    told = {a["tile"] for a in obs["announcements"] if a["colour"] is not None and a["player"] != 0}
    assert told, "the other players announced their clues"
    assert told <= set(Belief(obs, 0, trust_all=True).said)
    assert not told & set(Belief(obs, 0, trust_all=False).said)


def test_explorers_of_a_zone_share_its_four_quarters() -> None:
    state = _after_clues(_coop(), HeuristicBot(3))
    obs = state.observation(0)
    b = Belief(obs, 0)
    bot = HeuristicBot(3)
    team = [c for c in obs["chars"] if c["alive"]][:2]
    spots = [bot._explore(b, c, "exit", team) for c in team]
    assert all(s is not None for s in spots)
    targets = {b.cache[("target", c["name"])] for c in team}
    assert len(targets) == 2, "two explorers look at two different rooms"


def test_a_teammate_never_slides_room_25_off_the_board_before_the_escape() -> None:
    state = _coop()
    r25 = state.r25_tile()
    state.tiles[r25].face_up = True  # everybody sees Room 25 (still at its exit cell)
    obs = state.observation(0)
    b = Belief(obs, 0)
    line, index, direction = escape_shift(b.tile_cell[r25]) or ("row", 0, "left")
    for strength, guard, sign in ((2, False, -1), (3, False, -1), (3, True, 1)):
        value = HeuristicBot(strength)._shift_value(b, 0, guard, line, index, direction)
        assert value * sign >= 50, (strength, guard, value)


def _walled_in(seed: int = 3) -> Any:
    """Turn 1's programming, every character in an Empty room at (1,2) and every way out of it
    a Mortal room seen by all: (0,2), (1,1), (1,3) and the other rooms next to the Central Room."""
    state = _after_clues(_coop(seed), HeuristicBot(3))
    for cell in ((0, 2), (1, 1), (1, 3), (2, 1), (2, 3), (3, 2)):
        tile = state.tiles[state.tile_at(cell)]
        tile.room, tile.face_up = "MORTAL", True
    here = state.tiles[state.tile_at((1, 2))]
    here.room, here.face_up = "EMPTY", True
    for ch in state.chars:
        ch.tile = state.tile_at((1, 2))
    state._legal.clear()
    return state


def test_a_slid_belief_moves_the_line_and_those_standing_on_it() -> None:
    state = _walled_in()
    b = Belief(state.observation(0), 0)
    row = [b.cell_tile[(1, k)] for k in range(5)]
    after = b.slid("row", 1, "left")
    assert [after.cell_tile[(1, k)] for k in range(5)] == row[1:] + row[:1], "wraps round"
    assert all(tuple(c["cell"]) == (1, 1) for c in after.chars)
    assert all(tuple(c["cell"]) == (1, 2) for c in b.chars), "the belief itself is unchanged"
    assert after.cell_tile[(0, 0)] == b.cell_tile[(0, 0)], "other lines stay"


def test_level_5_slides_its_row_when_mortal_rooms_wall_the_exit_zone_off() -> None:
    """Level 5 (strength 3) slides row 1 to stand next to the exit zone; level 4 cannot think of it."""
    state = _walled_in()
    seat = seat_of(state, state.active_players()[0])
    bot = HeuristicBot(3)
    b = Belief(seat.observation, seat.player, prisons=True)
    assert bot._slide_gain(b, "row", 1, "left") >= 10, "(1,1) is next to two rooms of the exit zone"
    assert str(bot.choose(seat, Rng(1))).split()[2] == "control"
    assert str(HeuristicBot(2).choose(seat, Rng(1))).split()[2] != "control"


def test_a_prison_away_from_the_centre_holds_its_prisoner() -> None:
    state = _coop()
    tile = state.tiles[state.tile_at((1, 1))]
    tile.room, tile.face_up = "PRISON", True
    state.chars[0].tile = state.tile_at((1, 1))
    obs = state.observation(0)
    jail = Belief(obs, 0, prisons=True)
    assert jail.jailed(obs["chars"][0]) and not jail.jailed(obs["chars"][1])
    assert (1, 1) not in jail.dist_map((0, 0)), "no way out but into the Central Room"
    assert (1, 1) in Belief(obs, 0).dist_map((0, 0)), "levels 1-4 do not know it"
    near = jail.slid("col", 1, "down")  # the Prison at (2,1), next to the Central Room
    assert not near.jailed(near.chars[0])


def _last_turn_one_outside() -> Any:
    """The last turn's programming, the Key entered, Room 25 face up at (0,1); three characters inside it and
    the first in the turn's order two steps away at (1,2), every room between them seen and empty."""
    state = _after_clues(_coop(), HeuristicBot(3))
    r25 = state.r25_tile()
    a, b = state.board.index(r25), state.board.index(state.tile_at((0, 1)))
    state.board[a], state.board[b] = state.board[b], state.board[a]
    state._reindex()
    state.tiles[r25].face_up = True
    for cell in ((0, 0), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2), (1, 3)):
        tile = state.tiles[state.tile_at(cell)]
        if tile.room not in ("R25", "KEY"):
            tile.room, tile.face_up = "EMPTY", True
    state.key_found, state.remaining = True, 1
    for ch in state.chars[1:]:
        ch.tile = r25
    state.chars[0].tile = state.tile_at((1, 2))
    state.order = [0, 1, 2, 3]
    state._legal.clear()
    return state


def _play_the_turn(state: Any) -> Any:
    bot, rng, turn = HeuristicBot(3), Rng(1), state.turn
    while not state.is_over() and state.turn == turn:
        p = state.active_players()[0]
        state = state.apply(p, bot.choose(seat_of(state, p), rng))
    return state


def test_level_5_s_team_plans_the_last_turn_s_escape_together(monkeypatch: Any) -> None:
    """The one outside steps in with its Adrenaline after its second action; one inside keeps its Control
    for the Adrenaline pass, after that step, and slides Room 25 off. Each planning alone, they wait."""
    state = _last_turn_one_outside()
    turn = bots.TeamTurn(HeuristicBot(3), Belief(state.observation(1), 1, prisons=True), state.observation(1),
                             state.r25_tile(), None)  # fmt: skip
    trace: list[str] = []
    assert turn._play({"mimic": ("move", "look", "adrenaline", "move"), "frank": ("look", "adrenaline", "control")},
                      trace) == bots.ESCAPED  # fmt: skip
    assert trace == ["mimic move 1,1", "mimic move 0,1", "frank escape"]
    assert _play_the_turn(state).result["reason"] == "escape"
    monkeypatch.setattr(bots.heuristic, "team_program", lambda *args: None)
    assert _play_the_turn(_last_turn_one_outside()).result["reason"] == "time"
