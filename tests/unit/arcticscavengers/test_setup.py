"""Setup: starting decks, market per player count, junkyard, contested pile, options, card table."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.arcticscavengers import CARDS, Home, card_table
from tabletop.core.errors import InvalidOptions

from .helpers import GAME, check_conservation


def composition(state, zone):  # type: ignore[no-untyped-def]
    return Counter(state.setup.types[i] for i in zone)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_player_starts_with_the_ten_card_deck_and_draws_five(players: int) -> None:
    state = GAME.new(players, {}, seed=players)
    for seat in range(players):
        owned = Counter(state.owned(seat))
        assert owned == {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
        assert len(state.hands[seat]) == 5 and len(state.decks[seat]) == 5
    check_conservation(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_market_piles_depend_on_the_player_count(players: int) -> None:
    obs = GAME.new(players, {}, seed=1).observation(0)
    market = {m["card"]: m["count"] for m in obs["market"]}
    assert market == {
        "scavenger": 20 - 3 * players,
        "brawler": 10 - players,
        "hunter": 8,
        "saboteur": 8,
        "scout": 8,
        "group_leaders": 5,
        "sniper_team": 5,
        "thug": 5,
    }
    refugees = {"refugee": 20 - 4 * players} if players < 5 else {}
    assert obs["box"] == refugees | (
        {k: 2 for k in ("junk", "multitool", "net", "spear", "pickaxe", "shovel", "medkit", "pills")}
        if players == 2
        else {}
    )


@pytest.mark.parametrize("players", [3, 5])
def test_junkyard_holds_the_46_junkyard_cards_minus_starting_tools(players: int) -> None:
    state = GAME.new(players, {}, seed=2)
    junk = composition(state, state.junkyard)
    assert sum(junk.values()) == 46 - 2 * players
    assert junk["spear"] == 6 - players and junk["shovel"] == 6 - players
    assert junk["pills"] == 9 and junk["junk"] == 7


def test_two_player_variant_removes_two_of_each_junkyard_type() -> None:
    variant = composition(GAME.new(2, {}, seed=3), GAME.new(2, {}, seed=3).junkyard)
    plain = GAME.new(2, {"variant_2p": False}, seed=3)
    base = composition(plain, plain.junkyard)
    assert {k: base[k] - variant[k] for k in base} == {k: 2 for k in base}
    assert sum(variant.values()) == 46 - 4 - 16


def test_contested_pile_holds_all_fourteen_resources_face_down() -> None:
    state = GAME.new(4, {}, seed=4)
    assert composition(state, state.contested) == {
        "tribe_family": 6,
        "field_crew": 2,
        "sled_team": 2,
        "wolf_pack": 2,
        "grenade": 2,
    }
    obs = state.observation(0)
    assert obs["contested"] == 14 and obs["junkyard"] == 38
    assert "tribe_family" not in str(obs["seats"])


def test_initiator_is_a_random_seat_and_acts_first() -> None:
    seen = set()
    for seed in range(30):
        state = GAME.new(4, {}, seed)
        assert state.active_players() == (state.initiator,)
        seen.add(state.initiator)
    assert seen == {0, 1, 2, 3}


def test_hq_module_adds_medics_rifles_and_toolkits() -> None:
    state = GAME.new(3, {"hq": True}, seed=5)
    market = {m["card"]: m["count"] for m in state.observation(0)["market"]}
    assert market["medic"] == 8
    junk = composition(state, state.junkyard)
    assert junk["rifle"] == 4 and junk["toolkit"] == 4
    two = GAME.new(2, {"hq": True}, seed=5)
    assert composition(two, two.junkyard)["rifle"] == 2


def test_options_schema_offers_only_the_two_player_variant_and_hq() -> None:
    keys = [o["key"] for o in GAME.options_schema()]
    assert keys == ["variant_2p", "hq", "start"]  # the start position is every game's (core)
    with pytest.raises(InvalidOptions):
        GAME.new(3, {"recon": True})
    with pytest.raises(InvalidOptions):
        GAME.new(6, {})
    with pytest.raises(InvalidOptions):
        GAME.new(2, {"hq": "yes"})


def test_card_table_is_one_table_with_names_counts_and_icons() -> None:
    base = [c for c in CARDS.values() if c.module == "base"]
    assert sum(c.count for c in base if c.home is Home.MARKET) == 69
    assert sum(c.count for c in base if c.home is Home.JUNKYARD) == 46
    assert sum(c.count for c in base if c.home is Home.CONTESTED) == 14
    assert CARDS["refugee"].count == 20
    for row in card_table():
        assert row["name"]["ja"] and row["name"]["en"]
    thug = next(r for r in card_table() if r["key"] == "thug")
    assert thug["cost"] == {"food": 0, "med": 0, "any": 6}
    assert {"icon": "fight", "value": 3, "modifier": False} in thug["icons"]
    spear = CARDS["spear"].to_json()
    assert {"icon": "hunt", "value": 1, "modifier": True} in spear["icons"]


def test_same_seed_same_game() -> None:
    a, b = GAME.new(3, {}, seed=99), GAME.new(3, {}, seed=99)
    assert a.to_dict() == b.to_dict()
    assert GAME.new(3, {}, seed=98).to_dict() != a.to_dict()
