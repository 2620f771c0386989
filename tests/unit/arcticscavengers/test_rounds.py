"""Rounds, the initiator card and its peek, the end of the game and scoring."""

from __future__ import annotations

import pytest

from tabletop.arcticscavengers import MAX_ROUNDS

from .helpers import GAME, check_conservation, run, scenario, until_round_ends


def test_initiator_stays_for_rounds_one_to_three_and_passes_left_at_round_four_spec_case_13() -> None:
    s = GAME.new(4, {}, seed=8)
    first = s.initiator
    seen = []
    while s.round <= 5:
        seen.append((s.round, s.initiator))
        assert s.active_players() == (s.initiator,), "the initiator gathers first"
        s = until_round_ends(s)
    assert seen == [(1, first), (2, first), (3, first), (4, (first + 1) % 4), (5, (first + 2) % 4)]


def test_gathering_goes_clockwise_from_the_initiator() -> None:
    s = scenario(4, initiator=2)
    order = []
    for _ in range(4):
        order.append(s.active_players()[0])
        s = run(s, "done")
    assert order == [2, 3, 0, 1]


def test_the_initiator_peeks_at_the_top_contested_resource_from_round_three() -> None:
    s = scenario(3, round=2, initiator=1, contested=["field_crew", "grenade"])
    assert s.observation(1)["you"]["peek"] is None
    s = until_round_ends(s)
    assert s.round == 3 and s.initiator == 1
    assert s.observation(1)["you"]["peek"] == "field_crew"
    for other in (0, 2, None):
        obs = s.observation(other)
        assert obs.get("you", {}).get("peek") is None and "field_crew" not in str(obs["log"])
        assert obs["peeker"] == 1
    assert any(e["args"].get("card") == "field_crew" for e in s.observation(1)["log"])


def test_two_player_variant_initiator_does_not_peek_spec_case_14() -> None:
    s = until_round_ends(scenario(2, round=2, contested=["tribe_family", "grenade"]))
    assert s.round == 3
    assert s.observation(s.initiator)["you"]["peek"] is None and s.observation(0)["peeker"] is None
    plain = until_round_ends(scenario(2, {"variant_2p": False}, round=2, contested=["tribe_family", "grenade"]))
    assert plain.observation(plain.initiator)["you"]["peek"] == "tribe_family"


def test_draw_phase_discards_last_rounds_cards_and_draws_five() -> None:
    s = scenario(3, hands={0: ["thug", "spear", "refugee"]})
    s = until_round_ends(s)
    assert len(s.hands[0]) == 5 and not s.kept[0]
    assert s.observation(0)["seats"][0]["discard"] + 5 + len(s.decks[0]) == len(s.owned(0))


def test_a_round_three_draw_phase_reshuffles_the_discard_pile() -> None:
    s = GAME.new(3, {}, seed=21)
    s = until_round_ends(until_round_ends(s))
    assert s.round == 3
    for seat in range(3):
        assert len(s.hands[seat]) == 5 and len(s.decks[seat]) == 5
        assert any(e["key"].endswith("reshuffle") and e["args"]["player"] == seat for e in s.observation(0)["log"])


def test_score_counts_the_people_on_every_card_owned_spec_case_12() -> None:
    s = scenario(3, hands={0: ["thug", "tribe_family"]})
    row = s.breakdown(0)
    assert row["people"] == 4 + 3 + 1 + 3 + 5 == 16
    assert {c["card"]: c["count"] for c in row["cards"]} == {
        "refugee": 4,
        "scavenger": 3,
        "brawler": 1,
        "thug": 1,
        "spear": 1,
        "shovel": 1,
        "tribe_family": 1,
    }
    assert s.observation(0)["you"]["tribe"] == 16


def test_the_game_ends_when_the_last_contested_resource_is_won_spec_case_15() -> None:
    s = scenario(3, round=3, hands={0: ["brawler", "spear"], 1: ["thug"], 2: []}, contested=["sled_team"])
    s = run(s, "done", "done")
    assert not s.is_over()
    s = run(s, "done")
    assert s.is_over() and s.active_players() == () and s.legal_actions(0) == []
    out = s.outcome()
    assert out is not None
    assert out.scores == (8.0 + 2, 8.0 + 3, 8.0), "seat 0 won the Sled Team, seat 1 owns a Thug"
    assert out.winners == (1,)
    obs = s.observation(2)
    assert obs["phase"] == "over" and obs["result"]["winners"] == [1]
    assert obs["result"]["detail"]["players"][0]["contested"] == 1
    assert obs["log"][-1]["key"] == "arcticscavengers.log.over"
    check_conservation(s)


def test_a_draw_that_empties_the_contested_pile_also_ends_the_game() -> None:
    s = scenario(3, round=3, hands={0: [], 1: [], 2: []}, contested=["tribe_family"])
    s = run(s, "done", "done", "done")
    assert s.is_over()
    out = s.outcome()
    assert out is not None and out.winners == (0, 1, 2) and out.detail["tie_break"] == "shared"


def test_a_tied_tribe_goes_to_more_contested_resources() -> None:
    s = scenario(3, round=3, hands={0: ["grenade", "brawler"], 1: ["refugee"], 2: []}, contested=["wolf_pack"])
    s = run(s, "done", "done", "done")
    out = s.outcome()
    assert out is not None
    assert out.scores == (8.0, 8.0, 8.0) and out.winners == (0,) and out.detail["tie_break"] == "contested"


def test_hq_gangs_are_awarded_after_the_last_skirmish() -> None:
    s = scenario(
        3,
        {"hq": True},
        round=3,
        hands={0: ["rifle", "refugee"], 1: ["medkit", "refugee"], 2: ["refugee"]},
        contested=["grenade"],
    )
    s = run(s, "done", "done", "done")
    out = s.outcome()
    assert out is not None
    assert out.detail["gangs"] == {"gearheads": 0, "pharmers": 1}
    assert out.scores == (13.0, 13.0, 8.0)
    assert out.winners == (0, 1)
    keys = [e["key"] for e in s.observation(2)["log"]]
    assert keys.count("arcticscavengers.log.gang") == 2


def test_an_unresolved_gang_tie_awards_nobody() -> None:
    s = scenario(3, {"hq": True}, round=3, hands={0: [], 1: [], 2: []}, contested=["grenade"])
    s = run(s, "done", "done", "done")
    out = s.outcome()
    assert out is not None and out.detail["gangs"] == {"gearheads": None, "pharmers": None}


@pytest.mark.parametrize(("players", "options"), [(2, {}), (5, {"hq": True})])
def test_every_game_lasts_at_most_sixteen_rounds(players: int, options: dict[str, bool]) -> None:
    s = GAME.new(players, options, seed=3)
    rounds = 0
    while not s.is_over():
        s = until_round_ends(s)
        rounds += 1
    assert rounds == MAX_ROUNDS == 16
