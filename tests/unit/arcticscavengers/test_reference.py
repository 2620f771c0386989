"""The rules help's card table (``ArcticScavengers.reference()``) is the rules' own card table."""

from __future__ import annotations

import json

import tabletop
from tabletop.arcticscavengers import CARDS, GANGS
from tabletop.arcticscavengers.cards import Home

GAME = tabletop.get_game("arcticscavengers")


def test_reference_lists_every_card_of_the_table_with_its_values() -> None:
    ref = GAME.reference()
    json.dumps(ref)  # JSON-ready
    assert [c["key"] for c in ref["cards"]] == list(CARDS)
    for row in ref["cards"]:
        card = CARDS[row["key"]]
        assert row["name"] == {"ja": card.ja, "en": card.en}
        assert row["kind"] == card.kind.value
        assert row["home"] == card.home.value
        assert row["module"] == card.module
        assert row["count"] == card.count and row["start"] == card.start
        for field in ("people", "draw", "dig", "hunt", "fight", "med"):
            assert row[field] == getattr(card, field), (row["key"], field)
        assert row["special"] == (card.special.value if card.special else None)
        assert row["cost"] == (card.cost.to_json() if card.cost else None)
    assert {g["key"] for g in ref["gangs"]} == set(GANGS)
    assert any(c["module"] == "hq" for c in ref["cards"])


def test_reference_supply_matches_a_new_game_of_each_player_count() -> None:
    ref = {c["key"]: c for c in GAME.reference()["cards"]}
    for name, players, variant in (("2", 2, True), ("2p", 2, False), ("3", 3, False), ("5", 5, False)):
        state = GAME.new(players=players, options={"variant_2p": variant, "hq": True}, seed=3)
        obs = state.observation(None)
        market = {m["card"]: m["count"] for m in obs["market"]}
        for key, row in ref.items():
            if CARDS[key].home is Home.MARKET:
                assert row["supply"][name] == market[key], (name, key)
        contested = sum(r["supply"][name] for k, r in ref.items() if CARDS[k].home is Home.CONTESTED)
        assert contested == obs["contested"]
        junk = sum(r["supply"][name] for k, r in ref.items() if CARDS[k].home is Home.JUNKYARD)
        # round 1 has not dug yet: the whole junkyard is there
        assert junk == obs["junkyard"]


def test_groups_name_the_add_actions_legal_once_a_place_is_open() -> None:
    for seed in range(6):
        state = GAME.new(players=3, options={}, seed=seed)
        (turn,) = state.active_players()
        groups = state.observation(turn)["you"]["groups"]
        opens = [t for t in state.legal_texts(turn) if t in ("draw", "dig", "hunt", "trash")]
        assert sorted(groups) == sorted(opens)
        for act, adds in groups.items():
            after = state.apply(turn, act)
            assert adds == [GAME.action_parts(a) for a in after.legal_actions(turn) if str(a).startswith("add ")]
            # once open (assemble phase), or for another seat, there is nothing to tell
            assert after.observation(turn)["you"]["groups"] == {}
        other = (turn + 1) % 3
        assert state.observation(other)["you"]["groups"] == {}


def test_strength_previews_the_hand_as_skirmish_cards() -> None:
    from tabletop.arcticscavengers import fight_and_people

    state = GAME.new(players=3, options={}, seed=4)
    (turn,) = state.active_players()
    assert state.observation(turn)["you"]["strength"] is None  # round 1: no skirmish
    seen = 0
    for _ in range(400):
        if state.is_over():
            break
        (p,) = state.active_players()
        obs = state.observation(p)
        you = obs["you"]
        if obs["round"] >= 3 and obs["phase"] in ("gather", "assemble", "dig"):
            fight, people = fight_and_people(you["hand"])
            assert you["strength"] == {"fight": fight, "people": people}
            seen += 1
        elif obs["phase"] == "skirmish":
            assert you["strength"] is None
        state = state.apply(p, sorted(state.legal_texts(p))[0])
    assert seen
