"""The skirmish: reveal, fight scores, snipe and disarm in turn order, tie-breaks, HQ saves."""

from __future__ import annotations

import pytest

from tabletop.arcticscavengers import fight_and_people
from tabletop.core.errors import IllegalAction

from .helpers import GAME, check_conservation, run, scenario, until_round_ends

TWO_LEFT = ["tribe_family", "grenade"]


def test_three_players_tied_on_fight_the_bigger_group_wins_spec_case_1() -> None:
    s = scenario(
        round=3,
        hands={0: ["brawler", "scavenger", "scavenger"], 1: ["scout", "brawler"], 2: ["refugee"]},
        contested=TWO_LEFT,
    )
    s = run(s, "done", "done", "done")
    last = s.last_skirmish
    assert last is not None
    fights = {x["seat"]: (x["fight"], x["people"]) for x in last["seats"]}
    assert fights == {0: (4, 3), 1: (4, 2), 2: (0, 1)}
    assert last["result"] == {"winner": 0, "reason": "people"}
    assert "tribe_family" in s.owned(0)
    assert s.observation(1)["seats"][0]["won"] == 1 and s.observation(1)["contested"] == 1
    check_conservation(s)


def test_fight_and_people_tied_is_a_draw_and_the_resource_goes_to_the_junkyard_unseen_spec_case_2() -> None:
    s = scenario(round=3, hands={0: ["brawler", "refugee"], 1: ["brawler", "refugee"], 2: []}, contested=TWO_LEFT)
    size = len(s.junkyard)
    s = run(s, "done", "done", "done")
    assert s.last_skirmish is not None and s.last_skirmish["result"] == {"winner": None, "reason": "tie"}
    assert len(s.junkyard) == size + 1 and "tribe_family" in [s.setup.types[i] for i in s.junkyard]
    assert all(x["won"] == 0 for x in s.observation(0)["seats"])
    keys = [e["key"] for e in s.observation(0)["log"]]
    assert "arcticscavengers.log.tie" in keys and "arcticscavengers.log.win" not in keys


@pytest.mark.parametrize(
    ("a", "b", "winner"),
    [
        (["thug", "spear"], ["brawler", "spear"], None),  # 5 vs 4: margin 1 is a draw
        (["thug", "pickaxe", "scavenger"], ["tribe_family", "brawler", "spear"], 0),  # 6 vs 4, fewer people
        (["brawler", "spear"], ["thug", "shovel", "tribe_family"], None),  # 4 vs 4 with more people: draw
    ],
)
def test_two_player_variant_needs_a_margin_of_two_and_ignores_people_spec_case_3(
    a: list[str], b: list[str], winner: int | None
) -> None:
    s = scenario(2, round=3, hands={0: a, 1: b}, contested=TWO_LEFT)
    s = run(s, "done", "done")
    assert s.last_skirmish is not None and s.last_skirmish["result"]["winner"] == winner


def test_without_the_variant_two_players_break_fight_ties_by_people() -> None:
    s = scenario(2, {"variant_2p": False}, round=3, hands={0: ["brawler", "spear"], 1: ["thug", "shovel"]})
    s = run(s, "done", "done")
    assert s.last_skirmish is not None and s.last_skirmish["result"] == {"winner": 1, "reason": "people"}


def test_no_skirmish_in_rounds_one_and_two_and_one_in_round_three_spec_case_4() -> None:
    s = GAME.new(3, {}, seed=11)
    for round_no in (1, 2):
        assert s.round == round_no
        s = until_round_ends(s)
        assert s.last_skirmish is None and len(s.contested) == 14
    assert s.round == 3
    s = until_round_ends(s)
    assert s.last_skirmish is not None and s.last_skirmish["round"] == 3
    assert len(s.contested) == 13


def test_kept_cards_of_rounds_one_and_two_are_never_revealed() -> None:
    s = scenario(hands={0: ["thug", "spear"]})
    s = run(s, "done")
    obs = s.observation(1)
    assert obs["skirmish"] is None and "thug" not in str(obs["log"])
    s = run(s, "done", "done")
    assert "thug" not in str(s.observation(1)["log"]) and s.observation(1)["last_skirmish"] is None


def test_hunter_with_spear_fights_three_and_a_sniper_team_cannot_carry_a_spear_spec_case_10() -> None:
    assert fight_and_people(["hunter", "spear"]) == (3, 1)
    assert fight_and_people(["sniper_team", "spear"]) == (0, 2)
    assert fight_and_people(["refugee", "spear"]) == (0, 1), "a refugee has no fight ability"
    s = scenario(round=3, hands={0: ["hunter", "spear"], 1: ["sniper_team", "spear"], 2: []}, contested=TWO_LEFT)
    s = run(s, "done", "done", "done")
    assert s.phase.value == "skirmish" and s.active_players() == (1,)
    assert s.legal_texts(1) == ["pass", "snipe 0:hunter"]
    sk = s.observation(2)["skirmish"]
    assert {x["seat"]: x["fight"] for x in sk["seats"]} == {0: 3, 1: 0, 2: 0}


def test_tools_are_assigned_at_best_one_per_fighting_person() -> None:
    assert fight_and_people(["brawler", "spear", "pickaxe", "grenade"]) == (5, 1)
    assert fight_and_people(["brawler", "scout", "spear", "group_leaders"]) == (2 + 2 + 2 + 2, 4)
    assert fight_and_people(["brawler", "group_leaders", "group_leaders"]) == (4, 5)


def test_the_initiators_sniper_removes_a_saboteur_before_it_disarms_spec_case_11() -> None:
    s = scenario(
        round=3,
        hands={0: ["sniper_team", "brawler", "spear"], 1: ["saboteur", "brawler"], 2: []},
        contested=TWO_LEFT,
    )
    s = run(s, "done", "done", "done")
    assert s.active_players() == (0,)
    assert s.legal_texts(0) == ["pass", "snipe 1:brawler", "snipe 1:saboteur"]
    s = run(s, "snipe 1:saboteur")
    assert s.last_skirmish is not None, "B's saboteur was removed: nothing is left to resolve"
    seats = {x["seat"]: x for x in s.last_skirmish["seats"]}
    assert seats[1]["removed"] == ["saboteur"] and seats[0]["cards"] == ["brawler", "sniper_team", "spear"]
    assert [st["kind"] for st in s.last_skirmish["steps"]] == ["snipe"]
    assert s.last_skirmish["result"] == {"winner": 0, "reason": "fight"}


def test_specials_resolve_in_turn_order_from_the_initiator() -> None:
    s = scenario(
        round=3,
        initiator=1,
        hands={0: ["saboteur", "brawler"], 1: ["brawler", "spear"], 2: ["sniper_team", "refugee"]},
        contested=TWO_LEFT,
    )
    s = run(s, "done", "done", "done")  # seats 1, 2, 0
    assert s.active_players() == (2,)
    s = run(s, "snipe 0:brawler")
    assert s.active_players() == (0,)
    refused = s.legal_texts(0)
    assert refused == ["disarm 1:spear", "pass"]
    s = run(s, "disarm 1:spear")
    last = s.last_skirmish
    assert last is not None
    assert [(x["kind"], x["player"], x["victim"]) for x in last["steps"]] == [
        ("snipe", 2, "brawler"),
        ("disarm", 0, "spear"),
    ]
    assert {x["seat"]: x["fight"] for x in last["seats"]} == {0: 1, 1: 2, 2: 0}
    assert last["result"]["winner"] == 1


def test_snipe_targets_cards_with_people_and_disarm_targets_tools_of_opponents() -> None:
    s = scenario(
        round=3,
        hands={0: ["sniper_team", "saboteur"], 1: ["brawler", "spear", "group_leaders"], 2: []},
        contested=TWO_LEFT,
    )
    s = run(s, "done", "done", "done")
    # Group Leaders carry people (2), so a Sniper Team may take them out
    assert s.legal_texts(0) == ["disarm 1:spear", "pass", "snipe 1:brawler", "snipe 1:group_leaders"]
    for bad, msg in (
        ("snipe 1:spear", "only cards that carry people"),
        ("disarm 1:brawler", "only tool cards"),
        ("disarm 1:group_leaders", "only tool cards"),
        ("snipe 0:saboteur", "opponent"),
        ("snipe 2:refugee", "P3 has no Refugee"),
    ):
        with pytest.raises(IllegalAction, match=msg):
            s.apply(0, bad)
    s = run(s, "snipe 1:brawler")
    assert s.active_players() == (0,), "the saboteur may still act"
    assert "snipe" not in " ".join(s.legal_texts(0)), "the Sniper Team is spent"
    assert s.legal_texts(0) == ["disarm 1:spear", "pass"]
    s = run(s, "pass")
    assert s.last_skirmish is not None and s.last_skirmish["result"]["winner"] == 0


def test_removed_cards_go_to_their_owners_discard_after_the_skirmish() -> None:
    s = scenario(round=3, hands={0: ["sniper_team"], 1: ["thug"], 2: []}, contested=TWO_LEFT)
    discard = len(s.discards[1])
    s = run(s, "done", "done", "done", "snipe 1:thug")
    assert s.round == 4
    assert "thug" in s.owned(1) and s.observation(1)["seats"][1]["discard"] >= discard + 1
    check_conservation(s)


def test_the_revealed_cards_are_public_while_specials_resolve() -> None:
    s = scenario(round=3, hands={0: ["sniper_team"], 1: ["thug", "spear"], 2: ["refugee"]}, contested=TWO_LEFT)
    s = run(s, "done", "done", "done")
    for viewer in (None, 0, 1, 2):
        sk = s.observation(viewer)["skirmish"]
        assert {x["seat"]: x["cards"] for x in sk["seats"]} == {
            0: ["sniper_team"],
            1: ["thug", "spear"],
            2: ["refugee"],
        }
        assert sk["resolving"] == 0


def test_hq_medic_cancels_a_snipe_and_is_discarded_instead() -> None:
    s = scenario(
        3, {"hq": True}, round=3, hands={0: ["sniper_team"], 1: ["brawler", "medic"], 2: []}, contested=TWO_LEFT
    )
    s = run(s, "done", "done", "done", "snipe 1:brawler")
    assert s.phase.value == "save" and s.active_players() == (1,)
    assert s.legal_texts(1) == ["nosave", "save"]
    saved = run(s, "save")
    last = saved.last_skirmish
    assert last is not None
    seat1 = next(x for x in last["seats"] if x["seat"] == 1)
    assert seat1["cards"] == ["brawler"] and seat1["removed"] == ["medic"]
    assert last["steps"][0]["saved"] is True and last["result"]["winner"] == 1
    lost = run(s, "nosave")
    assert lost.last_skirmish is not None
    assert next(x for x in lost.last_skirmish["seats"] if x["seat"] == 1)["removed"] == ["brawler"]


def test_a_medic_cannot_save_itself() -> None:
    s = scenario(3, {"hq": True}, round=3, hands={0: ["sniper_team"], 1: ["medic"], 2: []}, contested=TWO_LEFT)
    s = run(s, "done", "done", "done", "snipe 1:medic")
    assert s.last_skirmish is not None and s.phase.value == "gather"


def test_a_player_with_nothing_to_target_is_skipped() -> None:
    s = scenario(round=3, hands={0: ["saboteur", "brawler"], 1: ["brawler"], 2: []}, contested=TWO_LEFT)
    s = run(s, "done", "done", "done")
    assert s.last_skirmish is not None, "no tool to disarm: the skirmish resolves at once"
    assert s.last_skirmish["result"] == {"winner": 0, "reason": "fight"}
