"""The heuristic bot: registered, legal, sees only its seat, completes circles, activates."""

from __future__ import annotations

import pytest

import tabletop.magiccircle  # noqa: F401
from tabletop.core.bots import Seat, bot_move, bot_names, make_bot, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.magiccircle import position
from tabletop.magiccircle.bots import HeuristicBot, completable, rollout
from tabletop.magiccircle.circle import Circle, is_complete
from tabletop.magiccircle.coins import EMPTY
from tabletop.magiccircle.game import Kind
from tabletop.magiccircle.geometry import FOCUS

PARTS = ((0, 4, 2, 6), (1, 5, 3, 7), (8, 9, 10, 11), (12, 13, 14, 15))  # two axes, two squares

GAME = get_game("magiccircle")


def test_heuristic_bot_is_registered_with_strengths() -> None:
    assert "heuristic" in bot_names("magiccircle")
    for strength in (1, 2, 3):
        bot = make_bot("magiccircle", "heuristic", strength)
        assert isinstance(bot, HeuristicBot) and bot.strength == strength


def test_it_activates_a_complete_circle() -> None:
    s = position("p1 circle: 5656 7474 RBRB YGYG 2\np1 hand: 1 R")
    for strength in (1, 2, 3):
        assert str(bot_move(HeuristicBot(strength), s, 0, Rng(1))) == "activate"


def test_it_completes_a_circle_with_the_missing_coin_in_hand() -> None:
    s = position("p1 circle: 5656 7474 RBRB YGY. 2\np1 hand: 9 G 1")
    for strength in (1, 2, 3):
        a = bot_move(HeuristicBot(strength), s, 0, Rng(2))
        assert str(a) == "place h2 EiNW"


def test_strength_three_polishes_before_activating_when_it_pays() -> None:
    # complete; a red on the empty focus makes a Long Beam on the NE-SW diagonal (+0.50)
    s = position("p1 circle: 5656 7474 RBRB RBRB .\np1 hand: R")
    a = bot_move(HeuristicBot(3), s, 0, Rng(3))
    assert str(a) == "place h1 F"
    assert str(bot_move(HeuristicBot(2), s, 0, Rng(3))) == "activate"


def test_it_ends_the_initial_placement_and_the_turn() -> None:
    s = GAME.new(1, {}, 4)
    bot = HeuristicBot(2)
    rng = Rng(4)
    while s.phase.value == "placement":
        s = s.apply(0, bot_move(bot, s, 0, rng))
    assert s.turn == 1


def test_it_decides_from_the_seat_only() -> None:
    s = GAME.new(2, {}, 5)
    seat = seat_of(s, 0)
    # the same seat (observation + legal actions) gives the same choice whatever the hidden coins are
    other = GAME.determinize(seat.observation, 0, Rng(9))
    seat2 = Seat(GAME, 0, other.observation(0), other.legal_actions(0))
    assert HeuristicBot(2).choose(seat, Rng(1)) == HeuristicBot(2).choose(seat2, Rng(1))


@pytest.mark.parametrize("players", [1, 2])
def test_heuristic_bot_plays_whole_matches_and_activates(players: int) -> None:
    bot = HeuristicBot(2)
    s = GAME.new(players, {}, 21)
    rng = Rng(21)
    while s.match == 1:
        for p in s.active_players()[:1]:
            s = s.apply(p, bot_move(bot, s, p, rng))
    record = s.history[0]
    assert record["end"] == "activation"


def test_heuristic_beats_random_in_versus() -> None:
    heuristic, random = make_bot("magiccircle", "heuristic", 1), make_bot("magiccircle", "random")
    s = GAME.new(2, {}, 3)
    rng = Rng(3)
    while s.match == 1:
        p = s.active_players()[0]
        s = s.apply(p, bot_move(heuristic if p == 0 else random, s, p, rng))
    scores = s.history[0]["scores"]
    assert scores[0] > scores[1]


def test_the_rollout_never_breaks_a_part_it_could_still_complete() -> None:
    """The search's playout policy races to a complete circle: a placement it plays leaves the
    position's part (an axis or a square) completable whenever that part was completable before,
    and it only knocks a coin off a part that no longer is."""
    placements = 0
    for seed in range(6):
        state, rng = GAME.new(2, {}, seed), Rng(seed)
        while not state.is_over():
            player = state.active_players()[0]
            before = state.circles[player]
            action = rollout(state, player, rng)
            state = state.apply(player, action)
            if action.kind is Kind.PLACE and action.target != FOCUS:
                placements += 1
                part = next(p for p in PARTS if action.target in p)
                if before[action.target] != EMPTY:
                    assert not completable(before, part), (seed, str(action), before)
                assert completable(state.circles[player], part), (seed, str(action), before)
    assert placements > 100


def _near_complete_circle(rng: Rng) -> str:
    """A random circle that is often complete or nearly: circles symmetric, or with the sums
    evened, or neither; squares mirrored from two colours that may mix families; now and then a
    hole, or two facing each other."""
    digits = [str(rng.randbelow(10)) for _ in range(8)]  # N E S W, then the inner N E S W
    for ring in (0, 4):
        if rng.random() < 0.4:  # self-symmetric
            digits[ring + 2], digits[ring + 3] = digits[ring], digits[ring + 1]
    if rng.random() < 0.5:  # N+n = S+s and E+e = W+w, when a digit can make it so
        for a, b, c, d in ((0, 4, 2, 6), (1, 5, 3, 7)):
            need = int(digits[a]) + int(digits[b]) - int(digits[c])
            if 0 <= need <= 9:
                digits[d] = str(need)
    squares = ""
    for _ in range(2):
        family = ("RB", "YG", "WK")[rng.randbelow(3)]
        x, y = family[rng.randbelow(2)], family[rng.randbelow(2)]
        if rng.random() < 0.2:  # a colour of any family
            y = "RBYGWK"[rng.randbelow(6)]
        squares += x + y + x + y if rng.random() < 0.9 else "".join("RBYGWK"[rng.randbelow(6)] for _ in range(4))
    cells = "".join(digits) + squares + "."
    if rng.random() < 0.3:
        holes = [rng.randbelow(16)]
        if holes[0] < 8 and rng.random() < 0.5:  # its opposite too: the ring still looks symmetric
            holes.append(holes[0] ^ 2)
        for hole in holes:
            cells = cells[:hole] + "." + cells[hole + 1 :]
    return cells


def test_the_fast_completion_check_agrees_with_the_four_parts() -> None:
    """``is_complete`` (the rules' hot path: activation, the rollout) says what ``Circle.parts``
    says: on random circles built to be complete or nearly (symmetric circles, evened sums,
    mirrored squares, one hole), and on every circle of rollout-played games."""
    rng = Rng(5)
    seen = {True: 0, False: 0}
    circles = [_near_complete_circle(rng) for _ in range(3000)]
    for seed in range(4):
        state = GAME.new(2, {}, seed)
        while not state.is_over():
            player = state.active_players()[0]
            circles.extend(state.circles)
            state = state.apply(player, rollout(state, player, rng))
    for cells in circles:
        try:
            circle = Circle(cells)
        except ValueError:  # more coins of a kind than the set has
            continue
        expected = all(circle.parts().values())
        assert is_complete(cells) is expected, cells
        seen[expected] += 1
    assert seen[True] > 300 and seen[False] > 1000, seen
