"""Match procedure (docs/rules/magiccircle.md §3.5): E13–E19 and the rules around them, built from position text."""

from __future__ import annotations

from collections import Counter

import pytest

import tabletop.magiccircle  # noqa: F401  (registers the game)
from tabletop.core.errors import IllegalAction, InvalidOptions
from tabletop.core.registry import get_game
from tabletop.magiccircle import Circle, Phase, position, score
from tabletop.magiccircle.coins import FULL_SET, stronger

GAME = get_game("magiccircle")


def texts(state, player=0):  # type: ignore[no-untyped-def]
    return [str(a) for a in state.legal_actions(player)]


def rest_of_set(*used: str) -> str:
    """Every coin of the set not in ``used`` (to account for all 100 coins)."""
    left = Counter(FULL_SET) - Counter(c for text in used for c in text if c in FULL_SET)
    return "".join(sorted(left.elements()))


# -- E13 placement legality ----------------------------------------------------------


def test_e13_a_digit_cannot_go_on_an_elemental_position() -> None:
    s = position("p1 hand: 7 R")
    with pytest.raises(IllegalAction, match="magical coin"):
        s.apply(0, "place h1 EoNE")
    assert "place h1 EoNE" not in texts(s)


def test_e13_a_colour_cannot_go_on_a_magical_position() -> None:
    s = position("p1 hand: 7 R")
    with pytest.raises(IllegalAction, match="elemental coin"):
        s.apply(0, "place h2 MiE")
    assert "place h2 MiE" not in texts(s)


def test_e13_either_kind_may_go_on_the_focus() -> None:
    s = position("p1 hand: 7 R")
    assert s.apply(0, "place h1 F").circle(0)["F"] == "7"
    assert s.apply(0, "place h2 F").circle(0)["F"] == "R"


def test_e13_placing_on_an_occupied_position_sends_the_old_coin_to_the_top_of_the_own_stock() -> None:
    s = position("p1 circle: 3... .... .... .... .\np1 hand: 7\np1 stock: R B")
    after = s.apply(0, "place h1 MoN")
    assert after.circle(0)["MoN"] == "7"
    assert after.stocks[0] == "RB3"
    assert after.hands[0] == "........"


def test_legal_targets_of_a_coin_are_its_kind_of_positions_and_the_focus() -> None:
    s = position("p1 hand: 7 R")
    assert [t.split()[2] for t in texts(s) if t.startswith("place h1 ")] == [
        "MoN", "MoE", "MoS", "MoW", "MiN", "MiE", "MiS", "MiW", "F"
    ]  # fmt: skip
    assert [t.split()[2] for t in texts(s) if t.startswith("place h2 ")] == [
        "EoNE", "EoSE", "EoSW", "EoNW", "EiNE", "EiSE", "EiSW", "EiNW", "F"
    ]  # fmt: skip


def test_coins_on_the_circle_cannot_be_picked_up() -> None:
    s = position("p1 circle: 3... .... R... .... .\np1 hand: 7")
    sources = {t.split()[1] for t in texts(s) if t.startswith(("place", "stock"))}
    assert sources == {"h1"}


# -- E14 salvage -------------------------------------------------------------------------


def test_e14_salvage_with_the_opposite_colour_from_the_own_stock() -> None:
    s = position("p1 hand: 5 R\np1 stock: 3 B 8")
    assert "salvage h2 own" in texts(s)
    after = s.apply(0, "salvage h2 own")
    assert after.removed == "RB"
    assert after.hands[0] == "58......"  # the top coin goes into the freed slot
    assert after.stocks[0] == "3"
    assert after.used == 1


def test_e14_salvage_with_digits_adding_up_to_ten() -> None:
    s = position("p1 hand: 3 6\np1 stock: 7 Y")
    assert texts(s).count("salvage h1 own") == 1
    with pytest.raises(IllegalAction, match="needs 3"):
        s.apply(0, "salvage h2 own")
    assert s.apply(0, "salvage h1 own").hands[0] == "Y6......"


def test_e14_five_salvages_over_five() -> None:
    assert "salvage h1 own" in texts(position("p1 hand: 5\np1 stock: 5 G"))


def test_e14_a_zero_can_never_be_salvaged_over() -> None:
    s = position("p1 hand: 0 1 2 3 4 5 6 7\np1 stock: 0 9")
    assert not [t for t in texts(s) if t.startswith("salvage")]
    with pytest.raises(IllegalAction, match="0"):
        s.apply(0, "salvage h1 own")


def test_e14_a_stock_of_one_coin_cannot_be_salvaged() -> None:
    s = position("p1 hand: R\np1 stock: B")
    assert not [t for t in texts(s) if t.startswith("salvage")]
    with pytest.raises(IllegalAction, match="at least 2"):
        s.apply(0, "salvage h1 own")


def test_e14_salvage_from_the_opponents_stock() -> None:
    s = position("p1 hand: W\np2 stock: 1 K 4")
    assert "salvage h1 opp" in texts(s)
    after = s.apply(0, "salvage h1 opp")
    assert after.stocks == ["", "1"]
    assert after.hands[0][0] == "4"
    assert after.removed == "WK"


def test_salvage_uses_hand_coins_only_never_the_dealt_coin() -> None:
    s = position("turn: 2\np1 hand: 5\np1 dealt: R\np1 stock: B 8")
    assert not [t for t in texts(s) if t.startswith("salvage")]
    with pytest.raises(IllegalAction):
        s.apply(0, "salvage d own")


def test_salvage_has_no_opponent_stock_in_single_mode() -> None:
    with pytest.raises(IllegalAction, match="single mode"):
        position("p1 hand: R\np1 stock: B 8").apply(0, "salvage h1 opp")


# -- E15 action limit --------------------------------------------------------------


def test_e15_a_third_action_is_refused_but_activation_is_still_allowed() -> None:
    s = position("p1 circle: 5656 7474 RBRB YGY. .\np1 hand: G 2 3")
    s = s.apply(0, "place h1 EiNW").apply(0, "place h2 F")
    assert s.used == 2
    with pytest.raises(IllegalAction, match="2 actions"):
        s.apply(0, "stock h3")
    assert texts(s) == ["activate", "end"]
    after = s.apply(0, "activate")
    assert after.history[0]["end"] == "activation"


def test_zero_actions_is_a_legal_turn() -> None:
    s = position("p1 hand: 1 2")
    assert s.apply(0, "end").turn == 2


# -- E16 refill after the initial placement ------------------------------------------------


@pytest.mark.parametrize(("placed", "hand_after"), [(5, 7), (2, 8), (0, 8)])
def test_e16_refill_draws_up_to_four_without_exceeding_eight(placed: int, hand_after: int) -> None:
    s = position("phase: placement\np1 hand: 0 1 2 3 4 5 6 7")
    for i, pos in enumerate(["MoN", "MoE", "MoS", "MoW", "MiN"][:placed]):
        s = s.apply(0, f"place h{i + 1} {pos}")
    s = s.apply(0, "done")
    assert s.phase is Phase.TURN and s.turn == 1
    assert 8 - s.hands[0].count(".") == hand_after


def test_initial_placement_is_simultaneous_and_turn_one_starts_when_everybody_is_done() -> None:
    s = GAME.new(2, {}, 5)
    assert s.phase is Phase.PLACEMENT and s.active_players() == (0, 1)
    s = s.apply(1, "done")
    assert s.active_players() == (0,)
    assert texts(s, 1) == []
    s = s.apply(0, "place h1 F") if "place h1 F" in texts(s) else s
    s = s.apply(0, "done")
    assert s.phase is Phase.TURN and s.turn == 1 and s.active_players() == (s.first,)


def test_initial_placement_has_no_limit_and_only_place_and_done() -> None:
    s = position("phase: placement\np1 hand: 0 1 2 3 4 5 6 7")
    assert {t.split()[0] for t in texts(s)} == {"place", "done"}
    for i, pos in enumerate(["MoN", "MoE", "MoS", "MoW", "MiN", "MiE", "MiS", "MiW"]):
        s = s.apply(0, f"place h{i + 1} {pos}")
    assert str(s.circle(0)) == "0123 4567 .... .... ."
    with pytest.raises(IllegalAction, match="initial placement"):
        s.apply(0, "end")


def test_done_is_only_for_the_initial_placement() -> None:
    with pytest.raises(IllegalAction, match="end"):
        position("p1 hand: 1").apply(0, "done")


# -- turns and dealing ------------------------------------------------------------------


def test_turn_one_has_no_dealt_coin_and_each_later_turn_starts_with_one() -> None:
    s = position("p1 hand: 1\np2 hand: 2")
    assert s.dealt == [".", "."]
    s = s.apply(0, "end")
    assert (s.turn, s.current, s.dealt) == (1, 1, [".", "."])
    pile = len(s.pile)
    s = s.apply(1, "end")
    assert (s.turn, s.current) == (2, 0)
    assert s.dealt[0] != "." and s.dealt[1] == "." and len(s.pile) == pile - 1
    s = s.apply(0, "end")
    assert (s.turn, s.current) == (2, 1) and s.dealt[1] != "."


def test_single_mode_one_turn_per_number() -> None:
    s = position("p1 hand: 1")
    s = s.apply(0, "end")
    assert (s.turn, s.current) == (2, 0) and s.dealt[0] != "."


def test_the_dealt_coin_can_be_placed_or_stocked() -> None:
    s = position("turn: 2\np1 dealt: 4\np1 stock: R")
    assert s.apply(0, "place d MiN").circle(0)["MiN"] == "4"
    after = s.apply(0, "stock d")
    assert after.stocks[0] == "R4" and after.dealt[0] == "."


def test_stocking_a_hand_coin_puts_it_on_top() -> None:
    after = position("p1 hand: 1 G\np1 stock: R").apply(0, "stock h2")
    assert after.stocks[0] == "RG" and after.hands[0] == "1......."


# -- E17 the dealt coin at the end of the turn ------------------------------------------------


def test_e17_full_hand_sends_the_unmoved_dealt_coin_to_the_stock() -> None:
    s = position("turn: 2\np1 hand: 0 1 2 3 4 5 6 7\np1 dealt: R\np1 stock: B")
    after = s.apply(0, "end")
    assert after.stocks[0] == "BR" and after.hands[0] == "01234567"


def test_e17_a_free_slot_takes_the_unmoved_dealt_coin() -> None:
    s = position("turn: 2\np1 hand: 0 1 2 . 4 5 6 7\np1 dealt: R")
    after = s.apply(0, "end")
    assert after.hands[0] == "012R4567" and after.stocks[0] == ""


# -- E18 first player ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "winner"),
    [
        ("7", "4", 0),
        ("4", "7", 1),
        ("R", "B", 0),
        ("Y", "G", 0),
        ("K", "W", 1),
        ("5", "5", None),
        ("5", "R", None),
        ("R", "G", None),
        ("R", "R", None),
        ("W", "B", None),
    ],
)
def test_e18_first_player_comparison(a: str, b: str, winner: int | None) -> None:
    assert stronger(a, b) == winner


def test_e18_first_player_draw_stays_on_the_focus_positions_and_redraws_when_incomparable() -> None:
    redraws = 0
    for seed in range(60):
        s = GAME.new(2, {}, seed)
        draws = [e["args"] for e in s.log.view(None) if e["key"] == "magiccircle.log.draw"]
        redraws += len(draws) - 1
        last = draws[-1]
        assert s.circle(0)["F"] == last["coin0"] and s.circle(1)["F"] == last["coin1"]
        assert stronger(last["coin0"], last["coin1"]) == s.first
        for d in draws[:-1]:
            assert stronger(d["coin0"], d["coin1"]) is None
        assert len(s.pile) == 100 - 2 - 16
        assert all(8 - h.count(".") == 8 for h in s.hands)
    assert redraws > 0


def test_single_mode_has_no_first_player_draw() -> None:
    s = GAME.new(1, {}, 3)
    assert s.circle(0)["F"] is None and len(s.pile) == 92 and s.first == 0


# -- activation and E19 the end of a match -------------------------------------------------------


COMPLETE_A = "5656 7474 RBRB YGYG 2"
COMPLETE_B = "7776 3334 BBBB GGGG ."


def test_activation_needs_a_complete_circle() -> None:
    s = position("p1 circle: 5656 7474 RBRB YGY. .")
    assert "activate" not in texts(s)
    with pytest.raises(IllegalAction, match="not complete"):
        s.apply(0, "activate")


def test_activation_is_free_and_optional() -> None:
    s = position(f"p1 circle: {COMPLETE_A}\np1 hand: 1")
    assert texts(s)[-2:] == ["activate", "end"]
    assert s.apply(0, "end").phase is Phase.TURN  # not pressing it is allowed


def test_e19_activation_scores_the_activator_activated_and_the_opponent_not_even_if_complete() -> None:
    s = position(f"p1 circle: {COMPLETE_A}\np2 circle: {COMPLETE_B}")
    after = s.apply(0, "activate")
    record = after.history[0]
    assert record["end"] == "activation" and record["activator"] == 0
    r0, r1 = record["results"]
    assert r0["activated"] is True and r0["score"]["score"] == score(COMPLETE_A, activated=True).total
    assert r1["activated"] is False and r1["score"]["score"] == score(COMPLETE_B, activated=False).total
    assert after.totals == [r0["score"]["score"], r1["score"]["score"]]
    assert after.match == 2 and after.phase is Phase.PLACEMENT


def test_only_the_player_whose_turn_it_is_can_activate() -> None:
    s = position(f"p1 circle: .... .... .... .... .\np2 circle: {COMPLETE_B}")
    assert "activate" not in texts(s, 1) and texts(s, 1) == []
    with pytest.raises(IllegalAction, match="turn"):
        s.apply(1, "activate")


def test_e19_pile_runs_empty_when_a_deal_is_due_and_nobody_is_activated() -> None:
    circle = "5656 7474 RBRB YGYG ."
    text = f"p1 circle: {circle}\np2 circle: {COMPLETE_B}\nremoved: {rest_of_set(circle, COMPLETE_B)}\npile:"
    s = position(text)
    assert s.pile == ""
    s = s.apply(0, "end")  # second player's turn 1: nothing to deal
    assert s.match == 1 and s.current == 1
    s = s.apply(1, "end")  # turn 2: the first player's coin cannot be dealt
    record = s.history[0]
    assert record["end"] == "pile" and record["activator"] is None
    assert [r["activated"] for r in record["results"]] == [False, False]
    assert record["scores"] == [score(circle, activated=False).total, score(COMPLETE_B, activated=False).total]


def test_the_last_coin_is_still_dealt_and_its_turn_played() -> None:
    text = f"p1 circle: 5656 7474 RBRB YGY. .\nremoved: {rest_of_set('5656 7474 RBRB YGY', 'G')}\npile: G"
    s = position(text).apply(0, "end")
    assert s.dealt[0] == "G" and s.pile == ""
    s = s.apply(0, "place d EiNW")
    assert "activate" in texts(s)


def test_a_new_match_reshuffles_and_deals_again() -> None:
    s = position(f"p1 circle: {COMPLETE_A}\np1 stock: 1 2 3\nremoved: R B").apply(0, "activate")
    assert (s.match, s.phase, s.turn) == (2, Phase.PLACEMENT, 0)
    assert s.stocks == [""] and s.removed == "" and s.circles == ["." * 17]
    assert s.hands[0].count(".") == 0 and len(s.pile) == 92


def test_e19_after_the_sixth_match_the_higher_total_wins() -> None:
    s = position(f"match: 6\np1 total: 1000\np2 total: 40000\np1 circle: {COMPLETE_A}\np2 circle: {COMPLETE_B}")
    over = s.apply(0, "activate")
    assert over.is_over() and over.active_players() == ()
    a, b = score(COMPLETE_A, activated=True).total, score(COMPLETE_B, activated=False).total
    outcome = over.outcome()
    assert outcome is not None
    assert outcome.scores == (1000.0 + a, 40000.0 + b)
    assert outcome.winners == ((0,) if 1000 + a > 40000 + b else (1,))
    with pytest.raises(IllegalAction, match="over"):
        over.apply(0, "end")


def test_a_tie_is_shared() -> None:
    s = position("match: 6\np1 total: 500\np2 total: 500\nremoved: " + rest_of_set() + "\npile:")
    s = s.apply(0, "end").apply(1, "end")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0, 1)


def test_a_whole_game_has_six_matches() -> None:
    from tabletop.core.rng import Rng
    from tests.support.playouts import choose

    for players in (1, 2):
        s = GAME.new(players, {}, 11)
        rng = Rng(4)
        while not s.is_over():
            s = s.apply(*choose(s, rng))
        assert [r["match"] for r in s.history] == [1, 2, 3, 4, 5, 6]
        outcome = s.outcome()
        assert outcome is not None
        assert outcome.scores == tuple(float(t) for t in s.totals)
        assert s.totals == [sum(r["scores"][p] for r in s.history) for p in range(players)]


# -- illegal input changes nothing ---------------------------------------------------------------


def test_refused_actions_leave_the_state_unchanged() -> None:
    s = position("p1 hand: 7 R\np1 stock: B 8")
    before = s.to_dict()
    for bad in ("place h1 EoNE", "place h3 MoN", "stock d", "salvage h1 own", "activate", "done", "jump"):
        with pytest.raises(IllegalAction):
            s.apply(0, bad)
    assert s.to_dict() == before


def test_empty_slots_and_missing_dealt_coin_are_reported() -> None:
    s = position("p1 hand: 7")
    with pytest.raises(IllegalAction, match="slot 2 is empty"):
        s.apply(0, "place h2 MoN")
    with pytest.raises(IllegalAction, match="no dealt coin"):
        s.apply(0, "place d MoN")


# -- positions from text ------------------------------------------------------------------------


def test_position_text_sets_every_field() -> None:
    s = position(
        """
        # a versus position
        match: 3
        turn: 4
        first: 2
        current: 1
        actions: 1
        p1 circle: 7776 3334 BBBB GGG. .
        p1 hand: G 5
        p1 dealt: 7
        p1 stock: R B 8
        p1 total: 12000
        p2 circle: .... .... .... .... 1
        p2 hand: 1 2 3
        removed: 3 7
        """
    )
    assert (s.players, s.match, s.turn, s.first, s.current, s.used) == (2, 3, 4, 1, 0, 1)
    assert str(s.circle(0)) == "7776 3334 BBBB GGG. ."
    assert (s.hands[0], s.dealt[0], s.stocks[0], s.totals) == ("G5......", "7", "RB8", [12000, 0])
    assert s.removed == "37"
    assert len(s.pile) == 100 - 15 - 2 - 1 - 3 - 1 - 3 - 2


def test_position_with_an_explicit_pile_deals_from_its_top() -> None:
    text = f"p1 hand: 1\nremoved: {rest_of_set('1', 'RB')}\npile: R B"
    s = position(text).apply(0, "end")
    assert s.dealt[0] == "R" and s.pile == "B"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("p1 circle: 7776 3334 BBBB GGG7 .", "magical coin"),
        ("p1 hand: 1 2 3 4 5 6 7 8 9", "8 slots"),
        ("p1 hand: X", "not a coin"),
        ("p1 stock: 7 7 7 7 7 7", "only 5"),
        ("match: 7", "from 1 to 6"),
        ("actions: 3", "from 0 to 2"),
        ("match: ²", "whole number"),
        ("p1 total: ٣", "whole number"),
        ("pile: 1 2 3", "100 coins"),
        ("colour: red", "unknown key"),
        ("p3 hand: 1", "unknown player"),
        ("p1 hand: 1\np1 hand: 2", "twice"),
        ("phase: placement\np1 dealt: 5", "dealt coin"),
        ("p1 dealt: 5\np2 dealt: 6", "only the player whose turn it is"),
        ("p1 done: yes", "initial placement"),
        ("nonsense", "cannot read"),
    ],
)
def test_bad_position_text_is_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(InvalidOptions, match=message):
        position(text)


def test_position_mentioning_p2_needs_two_players() -> None:
    with pytest.raises(InvalidOptions, match="2 players"):
        GAME.new(1, {"position": "p2 hand: 1"}, 0)
    assert position("p1 hand: 1", players=2).players == 2


def test_position_circle_is_the_public_circle_type() -> None:
    assert position(f"p1 circle: {COMPLETE_A}").circle(0) == Circle.parse(COMPLETE_A)
