"""The gathering phase: draw, dig, hunt, hire, trash; tools, leaders, medicine; once per round."""

from __future__ import annotations

import json

import pytest

from tabletop.arcticscavengers import ArcticState
from tabletop.core.errors import IllegalAction
from tabletop.core.save import Match

from .helpers import GAME, check_conservation, run, scenario


def legal(state: ArcticState) -> list[str]:
    return state.legal_texts(state.active_players()[0])


def refused(state: ArcticState, text: str, match: str) -> None:
    before = json.dumps(state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction, match=match):
        state.apply(state.active_players()[0], text)
    assert json.dumps(state.to_dict(), sort_keys=True) == before


def junkyard_keys(state: ArcticState) -> list[str]:
    return [state.setup.types[i] for i in state.junkyard]


# -- docs/rules/arcticscavengers.md §10, case 5 ---------------------------------


def test_dig_with_scavenger_and_shovel_draws_three_keeps_one_returns_two_to_the_bottom_unshuffled() -> None:
    s = scenario(hands={0: ["scavenger", "shovel", "refugee"]}, junkyard=["net", "medkit", "junk"])
    size = len(s.junkyard)
    s = run(s, "dig", "add scavenger+shovel")
    assert s.observation(0)["gathering"]["staged"] == [
        {"cards": ["scavenger", "shovel"], "person": "scavenger", "tool": "shovel", "leader": None, "value": 3}
    ]
    s = run(s, "go")
    assert s.phase.value == "dig"
    assert s.observation(0)["you"]["dug"] == ["net", "medkit", "junk"]
    assert legal(s) == ["keep junk", "keep medkit", "keep net", "keep none"]
    rng_before = s.rng_state()
    s = run(s, "keep medkit")
    assert s.rng_state() == rng_before, "returning dug cards does not shuffle the junkyard"
    assert len(s.junkyard) == size - 1
    assert junkyard_keys(s)[:2] == ["net", "junk"], "the rest go to the bottom"
    assert "medkit" in s.observation(0)["you"]["discard"]
    check_conservation(s)


def test_dug_cards_and_the_kept_one_are_private_to_the_digger() -> None:
    s = scenario(hands={0: ["scavenger", "shovel"]}, junkyard=["net", "medkit", "junk"])
    s = run(s, "dig", "add scavenger+shovel", "go")
    other = s.observation(1)
    assert other["you"]["dug"] == [] and other["gathering"]["dug"] == 3
    s = run(s, "keep net")
    other = s.observation(1)
    assert "net" not in json.dumps(other["log"]) and "medkit" not in json.dumps(other["log"])
    assert other["seats"][0]["unknown"] == 1
    assert s.observation(0)["log"][-1]["args"]["card"] == "net"


def test_junk_may_be_kept_or_returned() -> None:
    s = scenario(hands={0: ["scavenger"]}, junkyard=["junk"])
    s = run(s, "dig", "add scavenger", "go")
    assert legal(s) == ["keep junk", "keep none"]
    kept = run(s, "keep junk")
    assert "junk" in kept.observation(0)["you"]["discard"]
    returned = run(s, "keep none")
    assert junkyard_keys(returned)[0] == "junk"


def test_a_refugee_with_a_shovel_digs_two() -> None:
    s = scenario(hands={0: ["refugee", "shovel"]})
    s = run(s, "dig", "add refugee+shovel", "go")
    assert len(s.observation(0)["you"]["dug"]) == 2


# -- docs/rules/arcticscavengers.md §10, case 6 ---------------------------------


def test_trash_puts_cards_into_the_junkyard_and_shuffles_it() -> None:
    s = scenario(hands={0: ["junk", "refugee"]})
    size, rng_before = len(s.junkyard), s.rng_state()
    s = run(s, "trash", "add junk", "go")
    assert len(s.junkyard) == size + 1
    assert s.rng_state() != rng_before, "the junkyard is shuffled"
    assert "junk" in junkyard_keys(s)
    assert s.observation(1)["plays"][-1]["groups"] == [{"cards": ["junk"]}]
    check_conservation(s)


def test_trashed_cards_leave_the_tribe() -> None:
    s = scenario(hands={0: ["refugee", "refugee"]})
    s = run(s, "trash", "add refugee", "add refugee", "go")
    assert s.observation(0)["you"]["tribe"] == 6
    assert s.observation(1)["seats"][0]["tribe_known"] == 6


# -- docs/rules/arcticscavengers.md §10, case 7 ---------------------------------


def test_hire_thug_with_four_food_and_two_meds_but_not_with_five() -> None:
    s = scenario(hands={0: ["hunter", "net", "medkit", "pills", "refugee"]})
    s = run(s, "hunt", "add hunter+net", "go")
    assert s.observation(0)["gathering"]["food"] == 4
    assert "hire thug with medkit" in legal(s)
    assert "hire thug with pills" not in legal(s)
    refused(s, "hire thug with pills", "Thug costs 6 food or meds; you offer 4 food and 1 med$")
    refused(s, "hire thug with medkit+pills", "more medicine than needed")
    s = run(s, "hire thug with medkit")
    obs = s.observation(0)
    assert "thug" in obs["you"]["discard"] and "medkit" in obs["you"]["discard"]
    assert {m["card"]: m["count"] for m in obs["market"]}["thug"] == 4
    assert s.observation(2)["seats"][0]["known"]["thug"] == 1


def test_hire_with_meds_only_when_the_cost_has_no_food() -> None:
    s = scenario(hands={0: ["pills", "refugee"]})
    assert [t for t in legal(s) if t.startswith("hire")] == ["hire hunter with pills"]
    s = run(s, "hire hunter with pills")
    assert "hunter" in s.observation(0)["you"]["discard"]


def test_hire_needs_enough_food() -> None:
    s = scenario(hands={0: ["scavenger", "refugee"]})
    s = run(s, "hunt", "add scavenger", "go")
    assert [t for t in legal(s) if t.startswith("hire")] == ["hire scavenger"]
    refused(s, "hire brawler", "Brawler costs 2 food")


# -- docs/rules/arcticscavengers.md §10, case 8 ---------------------------------


def test_second_hire_or_second_hunt_in_a_round_is_refused() -> None:
    s = scenario(hands={0: ["hunter", "scavenger", "pills", "pills"]})
    s = run(s, "hunt", "add scavenger", "go")
    refused(s, "hunt", "already used hunt")
    s = run(s, "hire scavenger")
    refused(s, "hire hunter with pills", "only one mercenary per round")
    assert not [t for t in legal(s) if t.startswith("hire")]


def test_each_action_at_most_once_per_round() -> None:
    s = scenario(hands={0: ["scout", "scavenger", "junk", "junk"]})
    s = run(s, "draw", "add scout", "go")
    refused(s, "draw", "already used draw")
    s = run(s, "trash", "add junk", "go")
    refused(s, "trash", "already used trash")
    assert "draw" not in legal(s) and "trash" not in legal(s)


# -- docs/rules/arcticscavengers.md §10, case 9 ---------------------------------


def test_a_spear_alone_cannot_hunt_but_a_refugee_with_a_spear_hunts_one() -> None:
    s = scenario(hands={0: ["refugee", "spear"]})
    s = run(s, "hunt")
    refused(s, "add spear", "Spear cannot hunt alone")
    assert "add spear" not in legal(s)
    s = run(s, "add refugee+spear", "go")
    assert s.observation(0)["gathering"]["food"] == 1


def test_tools_only_help_a_person_with_the_base_ability() -> None:
    s = scenario(hands={0: ["brawler", "net", "scavenger", "shovel"]})
    s = run(s, "hunt")
    refused(s, "add brawler+net", "Brawler cannot hunt")
    refused(s, "add scavenger+shovel", "Shovel does not help to hunt")
    assert legal(s) == ["add scavenger", "add scavenger+net"]
    refused(s, "go", "put at least one card")
    refused(s, "done", "finish the open action")


def test_a_person_carries_one_tool_and_at_most_one_leader() -> None:
    s = scenario(hands={0: ["hunter", "net", "spear", "group_leaders"]})
    s = run(s, "hunt")
    refused(s, "add hunter+net+spear", "at most one tool")
    refused(s, "add group_leaders", "cannot hunt alone")
    s = run(s, "add hunter+net+group_leaders", "go")
    assert s.observation(0)["gathering"]["food"] == 6


def test_medicine_needs_no_person_and_does_not_hunt() -> None:
    s = scenario(hands={0: ["scavenger", "pills"]})
    s = run(s, "hunt")
    refused(s, "add pills", "medicine pays for hiring")
    refused(s, "add scavenger+pills", "medicine pays for hiring")


def test_a_sniper_team_cannot_carry_a_spear_to_hunt() -> None:
    s = scenario(hands={0: ["sniper_team", "spear", "refugee"]})
    s = run(s, "hunt")
    refused(s, "add sniper_team+spear", "Sniper Team cannot hunt")


def test_draw_with_scout_and_group_leaders_draws_four_cards_into_the_hand() -> None:
    s = scenario(hands={0: ["scout", "group_leaders", "refugee"]})
    s = run(s, "draw", "add scout+group_leaders", "go")
    assert len(s.hands[0]) == 1 + 4
    assert s.observation(1)["plays"][-1]["result"] == 4
    drawn = s.observation(0)["log"][-1]
    assert drawn["key"] == "arcticscavengers.log.draw_private" and len(drawn["args"]["drawn"]) == 4
    assert "drawn" not in s.observation(1)["log"][-1]["args"]


def test_draw_reshuffles_the_discard_pile_including_the_cards_just_played() -> None:
    for seed in range(40):
        s = GAME.new(2, {}, seed)
        s = run(s, "done", "done")  # round 1
        first = s.active_players()[0]
        if "draw" not in legal(s):
            continue
        assert not s.decks[first]
        hand = s.observation(first)["you"]["hand"]
        if "scavenger" not in hand:
            continue
        s = run(s, "draw", "add scavenger", "go")
        assert len(s.hands[first]) == 5
        assert any(e["key"].endswith("reshuffle") for e in s.observation(first)["log"][-3:])
        check_conservation(s)
        return
    pytest.fail("no seed gave a draw with an empty deck")


def test_done_keeps_the_rest_of_the_hand_and_announces_its_size() -> None:
    s = scenario(hands={0: ["brawler", "spear", "refugee"]})
    s = run(s, "done")
    seat = s.observation(2)["seats"][0]
    assert seat["kept"] == 3 and seat["finished"] and seat["hand"] == 0
    assert s.active_players() == (1,)


def test_illegal_actions_name_the_problem_and_change_nothing() -> None:
    s = scenario(hands={0: ["refugee"]})
    refused(s, "add refugee", "open an action first")
    refused(s, "keep junk", "no dug cards")
    refused(s, "draw", "none of your cards can draw")
    refused(s, "hire thug", "Thug costs 6 food or meds")
    refused(s, "hire refugee", "Refugee is not for hire")
    refused(s, "snipe 1:brawler", "no skirmish before round 3")
    with pytest.raises(IllegalAction, match="no card called"):
        s.apply(0, "add dragon")
    with pytest.raises(IllegalAction, match="turn"):
        s.apply(1, "done")


def test_legal_actions_are_sorted_and_round_trip_through_text() -> None:
    s = scenario(hands={0: ["scavenger", "hunter", "spear", "net", "group_leaders", "pills"]})
    for texts in (["hunt"], ["add hunter+net"], ["add scavenger+spear+group_leaders"], ["go"]):
        actions = s.legal_actions(0)
        assert [str(a) for a in actions] == sorted(str(a) for a in actions)
        for a in actions:
            assert GAME.parse_action(str(a)) == a
        s = run(s, *texts)
    assert s.observation(0)["gathering"]["food"] == 2 + 2 + 1 + 1 + 2


def test_undo_works_within_a_turn_until_cards_are_drawn() -> None:
    for seed in range(40):
        m = Match(GAME, 3, {}, seed)
        p = m.state.active_players()[0]
        texts = m.state.legal_texts(p)
        if "hunt" not in texts or "draw" not in texts:
            continue
        m.apply(p, "hunt")
        m.apply(p, m.state.legal_texts(p)[0])
        assert m.undoable() == 2
        m.undo(2)
        m.apply(p, "draw")
        m.apply(p, next(t for t in m.state.legal_texts(p) if t.startswith("add")))
        m.apply(p, "go")
        assert m.undoable() == 0
        with pytest.raises(IllegalAction):
            m.undo()
        return
    pytest.fail("no seed offered both hunt and draw")
