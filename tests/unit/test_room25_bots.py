"""Room 25's co-operative bot logic (issue 19): the starting clues, whose colours a level
trusts, the quarters of a search, and the shifts a teammate never makes."""

from __future__ import annotations

from typing import Any

from tabletop.core.bots import seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
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
