"""Hidden information: observations show a seat only what it may know; determinization."""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any

import pytest

from tabletop.arcticscavengers import ArcticState
from tabletop.arcticscavengers.cards import CARDS, Home
from tabletop.core.rng import Rng

from .helpers import GAME, check_conservation, random_states, run, scenario

CONFIGS = [(2, {}), (3, {"hq": True}), (4, {}), (5, {"variant_2p": False})]


def _swap_secrets(data: dict[str, Any], viewer: int, rng: Rng) -> dict[str, Any]:
    """Change only what ``viewer`` cannot see: other seats' hidden cards, pile orders, the RNG."""
    d = copy.deepcopy(data)
    n = d["players"]
    others = [s for s in range(n) if s != viewer]
    q = others[rng.randbelow(len(others))]
    junk = d["junkyard"]
    if d["hands"][q] and junk:
        i, j = rng.randbelow(len(d["hands"][q])), rng.randbelow(len(junk))
        d["hands"][q][i], junk[j] = junk[j], d["hands"][q][i]
    if d["decks"][q] and d["discards"][q]:
        i, j = rng.randbelow(len(d["decks"][q])), rng.randbelow(len(d["discards"][q]))
        d["decks"][q][i], d["discards"][q][j] = d["discards"][q][j], d["decks"][q][i]
    if not d["revealed"] and d["kept"][q] and junk:
        i, j = rng.randbelow(len(d["kept"][q])), rng.randbelow(len(junk))
        d["kept"][q][i], junk[j] = junk[j], d["kept"][q][i]
    if d["dug"] and d["turn"] != viewer and junk:
        d["dug"][0], junk[-1] = junk[-1], d["dug"][0]
    d["decks"][q].reverse()
    d["decks"][viewer].reverse()  # the viewer knows its deck's contents, not its order
    rng.shuffle(junk)
    pile = d["contested"]
    keep_top = d["peek"] == viewer
    if len(pile) > 2:
        head = pile[:-1] if keep_top else pile
        head.reverse()
        d["contested"] = head + ([pile[-1]] if keep_top else [])
    d["rng"] = (d["rng"] * 31 + 7) % 2**64
    return d


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_a_seats_observation_does_not_change_when_only_others_secrets_change(
    players: int, options: dict[str, Any]
) -> None:
    rng = Rng(players)
    checked = 0
    for state in random_states(players, options, seed=40 + players, every=2 * players):
        data = state.to_dict()
        for viewer in range(players):
            other = GAME.from_dict(_swap_secrets(data, viewer, rng))
            assert isinstance(other, ArcticState)
            check_conservation(other)
            assert other.observation(viewer) == state.observation(viewer)
            checked += 1
    assert checked > 40


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_determinize_deals_a_state_the_viewer_cannot_tell_apart(players: int, options: dict[str, Any]) -> None:
    rng = Rng(7)
    for state in random_states(players, options, seed=90 + players, every=4):
        for viewer in range(players):
            obs = state.observation(viewer)
            other = GAME.determinize(obs, viewer, rng)
            assert isinstance(other, ArcticState)
            check_conservation(other)
            assert other.observation(viewer) == obs
            assert other.legal_texts(viewer) == state.legal_texts(viewer)
            assert other.active_players() == state.active_players()


def test_determinize_redeals_the_hidden_cards() -> None:
    state = GAME.new(4, {}, seed=5)
    rng = Rng(1)
    hands = {tuple(sorted(GAME.determinize(state.observation(0), 0, rng).hand_keys(1))) for _ in range(20)}
    assert len(hands) > 1
    assert all(GAME.determinize(state.observation(0), 0, rng).hand_keys(0) == state.hand_keys(0) for _ in range(5))


def test_others_see_hand_sizes_not_hands_and_nobody_sees_the_rng() -> None:
    state = GAME.new(3, {}, seed=6)
    for viewer in (0, 1, 2, None):
        obs = state.observation(viewer)
        json.dumps(obs)
        text = json.dumps(obs)
        assert '"rng"' not in text and str(state.rng_state()) not in text
        assert [x["hand"] for x in obs["seats"]] == [5, 5, 5]
        assert [x["deck"] for x in obs["seats"]] == [5, 5, 5]
    assert "you" not in state.observation(None)
    assert state.observation(1)["you"]["hand"] == state.hand_keys(1)
    assert state.observation(1)["you"]["deck"] == sorted(
        state.observation(1)["you"]["deck"], key=list(state.observation(1)["cards"]).index
    )


def test_log_entries_are_rewritten_per_viewer() -> None:
    state = GAME.new(3, {}, seed=6)
    mine = [e for e in state.observation(0)["log"] if e["key"].endswith("deal_private")]
    theirs = [e for e in state.observation(0)["log"] if e["key"].endswith(".deal")]
    assert len(mine) == 1 and mine[0]["args"]["cards"] == state.hand_keys(0)
    assert len(theirs) == 2 and all("cards" not in e["args"] for e in theirs)
    spectator = state.observation(None)["log"]
    assert all(not e["key"].endswith("_private") for e in spectator)
    assert len(state.log_for(0)) == len(state.observation(0)["log"])


def test_a_won_contested_resource_is_seen_only_by_its_winner() -> None:
    s = scenario(3, round=3, hands={0: ["thug"], 1: [], 2: []}, contested=["sled_team", "tribe_family"])
    s = run(s, "done", "done", "done")
    assert s.last_skirmish is not None and s.last_skirmish["result"]["winner"] == 0
    assert any(e["args"].get("card") == "sled_team" for e in s.observation(0)["log"])
    for viewer in (1, 2, None):
        obs = s.observation(viewer)
        assert "sled_team" not in json.dumps(obs["log"]) and "sled_team" not in json.dumps(obs["last_skirmish"])
        assert obs["seats"][0]["unknown"] == 1 and obs["seats"][0]["won"] == 1


def test_public_card_knowledge_follows_what_was_shown() -> None:
    s = scenario(3, hands={0: ["scavenger", "shovel", "refugee"]}, junkyard=["net", "junk"])
    s = run(s, "dig", "add scavenger+shovel", "go", "keep net")
    seat = s.observation(1)["seats"][0]
    assert seat["unknown"] == 1 and "net" not in seat["known"]
    assert seat["tribe_known"] == 8 and s.observation(0)["you"]["tribe"] == 8


def _same_for_everyone(state: ArcticState) -> None:
    rng = Rng(3)
    for viewer in range(state.players):
        obs = state.observation(viewer)
        other = GAME.determinize(obs, viewer, rng)
        check_conservation(other)
        assert other.observation(viewer) == obs
        assert other.legal_texts(viewer) == state.legal_texts(viewer)


def test_determinize_mid_skirmish_with_a_pending_save_and_after_the_end() -> None:
    s = scenario(
        3,
        {"hq": True},
        round=3,
        hands={0: ["sniper_team", "saboteur"], 1: ["brawler", "medic", "spear"], 2: ["refugee"]},
        contested=["grenade"],
    )
    s = run(s, "done", "done", "done")
    _same_for_everyone(s)
    s = run(s, "snipe 1:brawler")
    assert s.phase.value == "save"
    _same_for_everyone(s)
    s = run(s, "save")
    _same_for_everyone(s)
    s = run(s, "disarm 1:spear")
    assert s.is_over()
    _same_for_everyone(s)


def test_determinize_while_someone_digs() -> None:
    s = scenario(3, round=3, hands={0: ["scavenger", "shovel", "thug"]}, junkyard=["net", "pills", "junk"])
    s = run(s, "dig", "add scavenger+shovel")
    _same_for_everyone(s)
    s = run(s, "go")
    _same_for_everyone(s)


def test_determinize_and_resample_hidden_deal_with_the_one_dealer(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GAME.new(3, {}, seed=4)
    dealt: list[int] = []
    real = ArcticState.privacy

    def spy(st: ArcticState, viewer: int, rng: Rng) -> ArcticState:
        dealt.append(viewer)
        return real.deal(st, viewer, rng)

    monkeypatch.setattr(ArcticState, "privacy", dataclasses.replace(real, deal=spy))
    GAME.determinize(state.observation(1), 1, Rng(2))
    state.resample_hidden(2, Rng(3))
    assert dealt == [1, 2]


def test_the_dealer_keeps_known_cards_with_their_owner_and_contested_resources_apart() -> None:
    states = [s for s in random_states(3, {"hq": True}, seed=8) if any(s.known[1].values())]
    state = states[len(states) // 2]
    moved = 0
    for k in range(10):
        other = state.resample_hidden(0, Rng(k))
        check_conservation(other)
        assert other.observation(0) == state.observation(0)
        assert all(other.owned(1).count(c) >= m for c, m in state.known[1].items())
        assert all(CARDS[c].home is Home.CONTESTED for c in other.keys_of(other.contested))
        moved += other.junkyard != state.junkyard
    assert moved > 5
