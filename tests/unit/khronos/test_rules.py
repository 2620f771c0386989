"""Khronos rules, case by case: the cases of docs/rules/khronos.md §16 and more, each named after its rule."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.khronos.game import Phase
from tests.unit.khronos.helpers import at, fresh, hand, put, stand, texts


# -- expansion, the bonus and the time ripple (cases 1, 2, 16, 17) ----------------------------
def test_upgrade_on_might_costs_the_difference_pays_1_ecu_and_ripples_as_shadow_and_ruin() -> None:
    st = fresh(2)
    put(st, "might", "watchtower", 7, 3, owner=0)
    hand(st, 0, "MRCC")
    cubes = st.cubes[0]
    after = st.apply(0, "upgrade keep might 7,3")
    assert after.hands[0] == [0, 1, 2]  # one Military card
    assert after.ecus[0] == st.ecus[0] + 1
    faith, reason = at(after, "faith", 7, 3), at(after, "reason", 8, 4)
    assert faith is not None and (faith.tile, faith.owner, faith.status) == ("keep", 0, "shadow")
    assert reason is not None and (reason.tile, reason.owner, reason.status, reason.value) == ("keep", -1, "ruin", 1)
    assert after.cubes[0] == cubes - 1  # the shadow carries a cube of its owner


def test_upgrade_on_faith_pays_2_ecus_and_ripples_to_reason_only() -> None:
    st = fresh(2)
    stand(st, 0, "faith")
    put(st, "faith", "watchtower", 7, 3, owner=0)
    hand(st, 0, "MRCC")
    after = st.apply(0, "upgrade keep faith 7,3")
    assert after.ecus[0] == st.ecus[0] + 2
    assert at(after, "might", 7, 3) is None
    ruin = at(after, "reason", 7, 3)
    assert ruin is not None and ruin.status == "ruin"


def test_a_watchtower_never_ripples() -> None:
    st = fresh(2)
    hand(st, 0, "MRCC")
    after = st.apply(0, "build watchtower might 7,3")
    assert at(after, "faith", 7, 3) is None and at(after, "reason", 7, 3) is None
    assert after.ecus[0] == st.ecus[0]  # no bonus below 4 squares


def test_ripple_paradox_destroys_what_lies_under_the_copy_and_returns_its_cube() -> None:
    st = fresh(2)
    put(st, "faith", "chapel", 8, 4, owner=1)
    put(st, "might", "watchtower", 7, 3, owner=0)
    hand(st, 0, "MRCC")
    blue = st.cubes[1]
    after = st.apply(0, "upgrade keep might 7,3")
    copy = at(after, "faith", 8, 4)
    assert copy is not None and copy.tile == "keep"
    assert after.cubes[1] == blue + 1
    assert after.stock["chapel"] == st.stock["chapel"] + 1


def test_a_copy_that_would_tie_the_faith_hierarchy_stays_on_might_and_skips_reason() -> None:
    st = fresh(2)
    put(st, "faith", "keep", 9, 3, owner=1)  # touches the copy's squares (7..8, 3..4)
    put(st, "might", "watchtower", 7, 3, owner=0)
    hand(st, 0, "MRCC")
    after = st.apply(0, "upgrade keep might 7,3")
    assert at(after, "might", 7, 3).tile == "keep"  # type: ignore[union-attr]
    assert at(after, "faith", 7, 3) is None
    assert at(after, "reason", 7, 3) is None


def test_a_ripple_needs_its_tile_in_stock() -> None:
    st = fresh(2)
    put(st, "might", "watchtower", 7, 3, owner=0)
    hand(st, 0, "MRCC")
    st.stock["keep"] = 1
    after = st.apply(0, "upgrade keep might 7,3")
    assert at(after, "faith", 7, 3) is None and at(after, "reason", 7, 3) is None


# -- earnings (cases 3, 18) ---------------------------------------------------------------
def _domain_with_income(st):  # type: ignore[no-untyped-def]
    put(st, "might", "keep", 5, 11, owner=0)
    put(st, "might", "hamlet", 7, 11)
    put(st, "might", "town", 7, 12)


def test_earnings_in_turn_4_pay_the_civil_values_where_you_hold_the_top_military() -> None:
    st = fresh(2)
    _domain_with_income(st)
    st.game_turn = 4
    ecus = st.ecus[0]
    after = st.apply(0, "refill")
    assert after.ecus[0] == ecus + 3
    assert after.earnings[-1]["amount"] == 3 and after.earnings[-1]["board"] == "might"


def test_no_earnings_without_an_adventurer_on_that_board() -> None:
    st = fresh(2)
    _domain_with_income(st)
    stand(st, 0, "faith")
    st.game_turn = 4
    assert st.apply(0, "refill").ecus[0] == st.ecus[0]


def test_no_earnings_in_turn_5() -> None:
    st = fresh(2)
    _domain_with_income(st)
    st.game_turn = 5
    assert st.apply(0, "refill").ecus[0] == st.ecus[0]


def test_reason_earnings_tied_majorities_each_collect_the_military_and_religious_sum() -> None:
    st = fresh(2)
    put(st, "reason", "keep", 5, 11, status="ruin")
    put(st, "reason", "monastery", 7, 11, status="renovated")
    town = put(st, "reason", "town", 5, 13)
    city = put(st, "reason", "city", 7, 13)
    st.boards[2].replace(town._replace(cubes=(0, 1)))
    st.boards[2].replace(city._replace(cubes=(0, 1)))
    st.cubes[0] -= 2
    st.cubes[1] -= 2
    stand(st, 0, "reason")
    stand(st, 1, "reason")
    st.game_turn = 4
    after = st.apply(0, "refill")
    assert after.ecus[0] == st.ecus[0] + 3
    after = after.apply(1, "refill")
    assert after.ecus[1] == st.ecus[1] + 3


# -- hierarchy and dominion (cases 4, 5) --------------------------------------------------
def test_hierarchy_forbids_equalling_the_domains_top_military_value() -> None:
    st = fresh(2)
    put(st, "might", "keep", 5, 11, owner=1)
    hand(st, 0, "MMMC")
    legal = texts(st)
    assert "build keep might 7,11" not in legal
    assert "build watchtower might 7,11" in legal
    assert "build castle might 7,11" in legal
    with pytest.raises(IllegalAction, match="highest Military building already has value 2"):
        st.apply(0, "build keep might 7,11")


def test_only_a_civil_building_may_join_two_domains() -> None:
    st = fresh(2)
    put(st, "might", "watchtower", 5, 11, owner=0)
    put(st, "might", "watchtower", 7, 11, owner=1)
    hand(st, 0, "MRCC")
    with pytest.raises(IllegalAction, match="only a Civil building may join two domains"):
        st.apply(0, "build watchtower might 6,11")
    assert "build chapel might 6,11" not in texts(st)
    after = st.apply(0, "build hamlet might 6,11")
    assert len(after.boards[0].domains()[1]) == len(st.boards[0].domains()[1]) - 1


# -- junctions (cases 6, 7, 23) -----------------------------------------------------------
def _two_domains(st, board="might", red=0, blue=1, red_power=3):  # type: ignore[no-untyped-def]
    put(st, board, "keep", 5, 11, owner=red)
    if red_power == 3:
        put(st, board, "watchtower", 5, 13, owner=red)
    put(st, board, "keep", 8, 11, owner=blue)


def test_junction_downsizes_the_tied_building_outside_the_strongest_domain_and_its_owner_places_it() -> None:
    st = fresh(2)
    _two_domains(st)
    hand(st, 0, "MRCC")
    after = st.apply(0, "build hamlet might 7,11")
    assert after.phase is Phase.SHRINK and after.active_players() == (1,)
    assert sorted(texts(after, 1)) == [
        "shrink might 8,11",
        "shrink might 8,12",
        "shrink might 9,11",
        "shrink might 9,12",
    ]
    done = after.apply(1, "shrink might 8,11")
    wt = at(done, "might", 8, 11)
    assert wt is not None and (wt.tile, wt.owner) == ("watchtower", 1)
    assert at(done, "might", 5, 11).tile == "keep"  # type: ignore[union-attr]
    assert done.phase is Phase.ACTIONS and done.active_players() == (0,)
    assert done.cubes[1] == after.cubes[1]  # the owner's cube stays on the smaller tile


def test_junction_with_equal_powers_downsizes_the_connectors_own_building() -> None:
    st = fresh(2)
    _two_domains(st, red_power=2)
    hand(st, 0, "MRCC")
    after = st.apply(0, "build hamlet might 7,11")
    assert after.pending is not None and after.pending["kind"] == "shrink"
    assert after.active_players() == (0,) and at(after, "might", 5, 11).id == after.pending["building"]  # type: ignore[union-attr]


def test_junction_with_equal_powers_lets_a_connector_without_tied_buildings_choose() -> None:
    st = fresh(3)
    _two_domains(st, red=1, blue=2, red_power=2)
    hand(st, 0, "MRCC")
    after = st.apply(0, "build hamlet might 7,11")
    assert after.phase is Phase.PICK and after.active_players() == (0,)
    assert sorted(texts(after)) == ["pick might 5,11", "pick might 8,11"]
    chosen = after.apply(0, "pick might 8,11")
    assert chosen.phase is Phase.SHRINK and chosen.active_players() == (2,)


def test_junction_on_faith_is_resolved_as_on_might() -> None:
    st = fresh(2)
    stand(st, 0, "faith")
    _two_domains(st, board="faith")
    hand(st, 0, "MRCC")
    after = st.apply(0, "build hamlet faith 7,11")
    assert after.phase is Phase.SHRINK and after.active_players() == (1,)
    assert after.pending is not None and after.pending["building"] == at(after, "faith", 8, 11).id  # type: ignore[union-attr]


def test_a_civil_ripple_joining_faith_domains_is_resolved_with_the_might_builder_as_connector() -> None:
    st = fresh(2)
    put(st, "faith", "keep", 5, 11, owner=0)
    put(st, "faith", "watchtower", 5, 13, owner=0)
    put(st, "faith", "keep", 9, 11, owner=1)
    put(st, "might", "hamlet", 7, 11)
    hand(st, 0, "CCCR")
    after = st.apply(0, "upgrade town might 7,10")  # the Town covers (7..8, 10..11) on Faith too
    assert at(after, "faith", 7, 11).tile == "town"  # type: ignore[union-attr]
    assert after.phase is Phase.SHRINK and after.active_players() == (1,)


def test_downsizing_a_keep_destroys_its_shadows() -> None:
    st = fresh(2)
    put(st, "might", "keep", 5, 11, owner=0)
    put(st, "might", "watchtower", 5, 13, owner=0)
    blue = put(st, "might", "keep", 8, 11, owner=1)
    from tabletop.khronos.board import Bld

    shadow = Bld(st._new_id(), "keep", 8, 11, 1, "shadow", blue.id)
    st._place(1, shadow)
    st.cubes[1] -= 1
    st._place(2, Bld(st._new_id(), "keep", 8, 11, -1, "ruin", shadow.id))
    hand(st, 0, "MRCC")
    after = st.apply(0, "build hamlet might 7,11").apply(1, "shrink might 9,12")
    assert at(after, "faith", 8, 11) is None and at(after, "reason", 8, 11) is None


# -- terrain (cases 8–12) -----------------------------------------------------------------
def test_river_rules_by_building_type() -> None:
    st = fresh(2)
    hand(st, 0, "MCCC")
    legal = texts(st)
    assert "build hamlet might 9,0" not in legal
    assert "build keep might 9,3" not in legal and "build keep might 10,2" not in legal
    assert not any(t.startswith("build town might 8,0") for t in legal)
    with pytest.raises(IllegalAction, match="Civil building may not be built on the river"):
        st.apply(0, "build town might 8,0")
    put(st, "might", "hamlet", 8, 1)
    assert "upgrade town might 8,0" in texts(st)
    put(st, "might", "watchtower", 8, 3, owner=0)
    hand(st, 0, "MMMC")
    assert "upgrade keep might 8,3" in texts(st)
    assert "upgrade keep might 8,2" not in texts(st)  # (9,2) is river
    with pytest.raises(IllegalAction, match="may not cover the river"):
        st.apply(0, "upgrade keep might 8,2")


@pytest.mark.parametrize(("players", "text"), [(2, "+C"), (3, "+C"), (4, ""), (5, "")])
def test_forest_surcharge_by_player_count(players: int, text: str) -> None:
    st = fresh(players)
    hand(st, 0, "MMCC")
    legal = texts(st)
    assert f"build keep might 4,2{' ' + text if text else ''}" in legal
    if text:
        assert "build keep might 4,2" not in legal


def test_forest_surcharge_counts_toward_the_adventurer_limit() -> None:
    st = fresh(3)
    stand(st, 0, "might", "faith")
    hand(st, 0, "MMCC")
    assert "build keep might 4,2 +C" not in texts(st)
    with pytest.raises(IllegalAction, match="cannot pay 3 more cards"):
        st.apply(0, "build keep might 4,2 +C")


@pytest.mark.parametrize(("players", "extra"), [(2, "CR"), (3, "CR"), (4, "C"), (5, "")])
def test_mountain_surcharge_by_player_count(players: int, extra: str) -> None:
    st = fresh(players)
    hand(st, 0, "MMRC")
    text = "build keep might 0,4" + (f" +{extra[::-1] if len(extra) == 2 else extra}" if extra else "")
    text = text.replace("+CR", "+RC")
    assert text in texts(st)
    after = st.apply(0, text)
    assert sum(after.hands[0]) == 4 - 2 - len(extra)


def test_mountain_surcharge_of_two_needs_both_adventurers() -> None:
    st = fresh(3)
    stand(st, 0, "might", "reason")
    hand(st, 0, "MMRC")
    assert not any(t.startswith("build keep might 0,4") for t in texts(st))


def test_mixed_terrain_pays_only_the_dearest_surcharge() -> None:
    st = fresh(3)
    hand(st, 0, "MMRC")
    legal = texts(st)
    assert "build keep might 2,4 +RC" in legal  # plain and the mountain (2,5): +2, not +3
    st2 = fresh(3)
    hand(st2, 0, "MMMC")
    with pytest.raises(IllegalAction, match="needs 2 extra cards"):
        st2.apply(0, "build castle might 16,2 +C")  # forest and mountain: +2 only


def test_surcharge_is_assessed_on_the_whole_expanded_footprint() -> None:
    st = fresh(3)
    put(st, "might", "watchtower", 3, 3, owner=0)
    hand(st, 0, "MRCC")
    assert "upgrade keep might 3,3" in texts(st)  # all plain: 1 card
    st = fresh(3)
    put(st, "might", "watchtower", 4, 3, owner=0)
    hand(st, 0, "MRCC")
    legal = texts(st)
    assert "upgrade keep might 4,2 +C" in legal and "upgrade keep might 4,2" not in legal


# -- expansions (case 13) ------------------------------------------------------------------
def test_an_expansion_may_cover_only_its_source_and_free_squares() -> None:
    st = fresh(4)
    put(st, "might", "keep", 12, 1, owner=0)
    hand(st, 0, "MMRC")
    with pytest.raises(IllegalAction, match="exactly one building"):
        st.apply(0, "upgrade castle might 12,1")


def test_a_castle_over_your_keep_costs_one_card_and_pays_the_might_bonus() -> None:
    st = fresh(4)
    put(st, "might", "keep", 6, 12, owner=0)
    hand(st, 0, "MRCC")
    after = st.apply(0, "upgrade castle might 6,11")
    assert after.hands[0] == [0, 1, 2] and after.ecus[0] == st.ecus[0] + 1
    assert at(after, "faith", 8, 13).tile == "castle"  # type: ignore[union-attr]


def test_an_expansion_of_a_military_building_may_not_join_another_domain() -> None:
    st = fresh(4)
    put(st, "might", "keep", 12, 3, owner=0)
    hand(st, 0, "MRCC")
    with pytest.raises(IllegalAction, match="only a Civil building may join two domains"):
        st.apply(0, "upgrade castle might 12,3")


def test_no_expansion_of_another_players_military_building() -> None:
    st = fresh(2)
    put(st, "might", "watchtower", 7, 3, owner=1)
    hand(st, 0, "MRCC")
    with pytest.raises(IllegalAction, match="only expand your own"):
        st.apply(0, "upgrade keep might 7,3")


def test_a_printed_hamlet_may_be_expanded_and_comes_back_when_its_cover_goes() -> None:
    st = fresh(2)
    hand(st, 0, "CCCM")
    after = st.apply(0, "upgrade town might 7,8")  # over the printed hamlet at (7,9)
    assert at(after, "might", 7, 9).tile == "town"  # type: ignore[union-attr]
    assert 1005 in after.boards[0].covered
    b = at(after, "might", 7, 9)
    after._destroy(0, b.id)  # type: ignore[union-attr]
    assert at(after, "might", 7, 9).status == "printed"  # type: ignore[union-attr]


# -- adventurers, Ecus and cards (cases 14, 15, 19, 20) --------------------------------------
def test_cards_are_charged_to_adventurers_on_that_board() -> None:
    st = fresh(4)
    stand(st, 0, "might", "faith")
    hand(st, 0, "MMMR")
    assert "build castle might 6,11" not in texts(st)
    stand(st, 0, "might")
    assert "build castle might 6,11" in texts(st)
    after = st.apply(0, "build castle might 6,11")
    assert after.capacity(0, 0) == 1


def test_an_adventurer_may_play_one_card_travel_and_play_its_second() -> None:
    st = fresh(2)
    stand(st, 0, "might", "reason")
    hand(st, 0, "MRCC")
    s = st.apply(0, "build watchtower might 7,3").apply(0, "travel 1 faith")
    assert s.capacity(0, 1) == 1 and "build chapel faith 3,3" in texts(s)
    s = s.apply(0, "build chapel faith 3,3")
    assert s.capacity(0, 1) == 0


def test_demolishing_a_size_1_building_costs_1_ecu_and_a_card_and_returns_the_cube() -> None:
    st = fresh(2)
    put(st, "might", "chapel", 7, 3, owner=1)
    put(st, "might", "keep", 3, 3, owner=1)
    hand(st, 0, "MRCC")
    legal = texts(st)
    assert "demolish might 2,1" not in legal and "demolish might 3,3" not in legal
    blue = st.cubes[1]
    after = st.apply(0, "demolish might 7,3")
    assert at(after, "might", 7, 3) is None
    assert after.ecus[0] == st.ecus[0] - 1 and after.hands[0] == [1, 0, 2] and after.cubes[1] == blue + 1


def test_travel_needs_an_ecu_and_the_exchange_two() -> None:
    st = fresh(2)
    st.phase = Phase.START
    st.ecus[0] = 1
    st._legal = {}
    with pytest.raises(IllegalAction, match="exchange costs 2 Ecus"):
        st.apply(0, "exchange " + "".join(sorted("".join(k * n for k, n in zip("MRC", st.hands[0], strict=True)))[:1]))
    st.ecus[0] = 0
    st._legal = {}
    with pytest.raises(IllegalAction, match="time travel costs 1 Ecu"):
        st.apply(0, "travel 1 faith")


def test_five_players_hold_20_cards_and_13_stay_in_the_deck_or_10_with_holdem() -> None:
    from tabletop.core.registry import get_game

    st = get_game("khronos").new(5, {}, 3)
    assert sum(map(sum, st.hands)) == 20 and len(st.deck) == 13  # type: ignore[attr-defined]
    st = get_game("khronos").new(5, {"holdem": True}, 3)
    assert len(st.deck) == 10 and st.row == [True, True, True]  # type: ignore[attr-defined]


def test_exchange_discards_and_draws_back_to_four_then_undo_stops() -> None:
    st = fresh(2)
    st.phase = Phase.START
    hand(st, 0, "MMRC")
    after = st.apply(0, "exchange MM")
    assert sum(after.hands[0]) == 4 and after.ecus[0] == st.ecus[0] - 2 and after.discard[0] == st.discard[0] + 2
    assert st.reveals(0, st.game.parse_action("exchange MM"), after)
    assert not any(t.startswith("exchange") for t in texts(after))


# -- Hold'em (case 21) ---------------------------------------------------------------------
def test_holdem_swap_gives_a_card_takes_the_face_up_one_and_refills_its_slot() -> None:
    st = fresh(2, holdem=True)
    st.phase = Phase.START
    hand(st, 0, "MCCC")
    st.swappable = [1, 0, 3]
    after = st.apply(0, "swap C-R")
    assert after.hands[0] == [1, 1, 2] and after.discard[2] == st.discard[2] + 1
    assert after.row == [True, True, True]
    assert "R" in st.deck and after.deck.count("R") == st.deck.count("R") - 1
    s = after
    for _ in range(3):
        s = s.apply(0, next(t for t in sorted(texts(s)) if t.startswith("swap")))
    assert s.swaps == 4 and not any(t.startswith("swap") for t in texts(s))
    with pytest.raises(IllegalAction, match="at most 4 swaps"):
        s.apply(0, "swap M-C")


def test_holdem_swaps_end_with_the_first_action() -> None:
    st = fresh(2, holdem=True)
    st.phase = Phase.START
    s = st.apply(0, "travel 1 faith")
    assert not any(t.startswith("swap") for t in texts(s))


# -- Reason (case 22) ---------------------------------------------------------------------
def test_renovating_a_castle_ruin_over_two_turns_by_two_players() -> None:
    st = fresh(2)
    put(st, "reason", "castle", 6, 11, status="ruin")
    stand(st, 0, "reason")
    stand(st, 1, "reason")
    hand(st, 0, "MRCC")
    hand(st, 1, "MRCC")
    red = st.cubes[0]
    s = st.apply(0, "renovate 6,11")
    ruin = at(s, "reason", 6, 11)
    assert ruin is not None and ruin.cubes == (0,) and ruin.paid == 1 and s.cubes[0] == red - 1
    s = s.apply(0, "refill").apply(1, "renovate 6,11")
    castle = at(s, "reason", 6, 11)
    assert castle is not None and castle.status == "renovated" and castle.value == 3 and castle.cubes == ()
    assert s.cubes[0] == red


def test_populating_needs_a_civil_card_and_room_on_the_building() -> None:
    st = fresh(2)
    stand(st, 0, "reason")
    hand(st, 0, "CCMR")
    s = st.apply(0, "populate 2,1")
    assert at(s, "reason", 2, 1).cubes == (0,)  # type: ignore[union-attr]
    assert "populate 2,1" not in texts(s)  # a hamlet holds one cube


def test_nothing_is_built_on_reason() -> None:
    st = fresh(2)
    stand(st, 0, "reason")
    hand(st, 0, "MRCC")
    assert not any(t.startswith(("build", "upgrade")) for t in texts(st))


# -- the end -------------------------------------------------------------------------------
def test_most_ecus_wins_and_ties_go_to_most_cubes_on_the_boards() -> None:
    st = fresh(2)
    st.game_turn, st.current = 7, st.order[-1]
    st.ecus = [10, 10]
    put(st, "might", "watchtower", 7, 3, owner=1)
    stand(st, st.current, "reason")
    end = st.apply(st.current, "refill")
    assert end.is_over()
    out = end.outcome()
    assert out is not None and out.winners == (1,)


def test_downsizing_a_castle_ripples_the_keep_forward_when_the_faith_copy_is_identical() -> None:
    from tabletop.khronos.board import Bld

    st = fresh(2)
    put(st, "might", "castle", 5, 11, owner=0)
    put(st, "might", "watchtower", 5, 14, owner=0)
    blue = put(st, "might", "castle", 9, 11, owner=1)
    shadow = Bld(st._new_id(), "castle", 9, 11, 1, "shadow", blue.id)
    st._place(1, shadow)
    st.cubes[1] -= 1
    st._place(2, Bld(st._new_id(), "castle", 9, 11, -1, "ruin", shadow.id))
    hand(st, 0, "MRCC")
    after = st.apply(0, "build hamlet might 8,11")
    assert after.active_players() == (1,) and after.pending is not None and after.pending["to"] == "keep"
    done = after.apply(1, "shrink might 10,12")
    faith, reason = at(done, "faith", 10, 12), at(done, "reason", 10, 12)
    assert faith is not None and (faith.tile, faith.owner, faith.x, faith.y) == ("keep", 1, 10, 12)
    assert reason is not None and (reason.tile, reason.status) == ("keep", "ruin")
    assert at(done, "faith", 9, 11) is None  # the Castle shadow is gone


def test_the_preview_of_a_junction_names_the_building_it_forces_to_shrink() -> None:
    st = fresh(2)
    _two_domains(st)
    hand(st, 0, "MRCC")
    parts = {p["text"]: p for p in st.legal_parts(0)}
    preview = parts["build hamlet might 7,11"]["args"][-1]
    assert preview["kind"] == "preview"
    might = preview["value"]["ages"][0]
    assert might["junction"] and might["merged_domains"] == 2
    assert [(d["tile"], d["to"], d["owner"]) for d in might["downsized"]] == [("keep", "watchtower", 1)]
    assert might["pending"] == {"kind": "shrink", "player": 1}


def test_a_demolition_that_splits_a_domain_downsizes_the_demolishers_own_tied_building_first() -> None:
    st = fresh(2)
    put(st, "might", "keep", 5, 11, owner=1)
    put(st, "might", "hamlet", 7, 11)
    put(st, "might", "watchtower", 8, 11, owner=1)
    put(st, "might", "watchtower", 8, 12, owner=0)
    hand(st, 0, "MRCC")
    red = st.cubes[0]
    after = st.apply(0, "demolish might 7,11")  # leaves the two Watchtowers tied at the top of their part
    assert at(after, "might", 8, 12) is None and at(after, "might", 8, 11) is not None
    assert after.cubes[0] == red + 1 and after.phase is Phase.ACTIONS


def test_a_division_tie_without_a_building_of_the_demolisher_lets_them_choose() -> None:
    st = fresh(3)
    put(st, "might", "keep", 5, 11, owner=1)
    put(st, "might", "hamlet", 7, 11)
    put(st, "might", "watchtower", 8, 11, owner=1)
    put(st, "might", "watchtower", 8, 12, owner=2)
    hand(st, 0, "MRCC")
    after = st.apply(0, "demolish might 7,11")
    assert after.phase is Phase.PICK and sorted(texts(after)) == ["pick might 8,11", "pick might 8,12"]
