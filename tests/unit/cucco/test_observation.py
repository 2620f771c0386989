"""Hidden information: who sees which card when, logs rewritten per viewer,
determinization, and undo stopping at reveals."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop import IllegalAction, Match
from tabletop.core.rng import Rng
from tabletop.cucco import GAME, CuccoState, deck_composition, setup_text, unseen_cards
from tests.unit.cucco.helpers import play_deal, position


def cards(state: CuccoState, viewer: int | None) -> list[Any]:
    return [None if h is None else h["card"] for h in state.observation(viewer)["hands"]]


def ranks_in_log(obs: dict[str, Any]) -> list[int]:
    return [v for e in obs["log"] for k, v in e["args"].items() if k in ("card", "given", "received", "other")]


def test_each_player_sees_only_their_own_card_after_the_deal() -> None:
    state = position([3, 8, 5, 10], [6])
    assert cards(state, 0) == [3, None, None, None]
    assert cards(state, 2) == [None, None, 5, None]
    assert cards(state, None) == [None, None, None, None]
    obs = state.observation(1)
    assert obs["deck"] == 36 and obs["discard"] == [] and obs["deck_cards"] is None
    assert {"key": "cucco.dealt", "args": {"card": 8}} in obs["log"]
    assert ranks_in_log(obs) == [8]


def test_an_exchange_shows_the_two_cards_to_its_two_sides_only() -> None:
    state = position([3, 8, 5, 10], [6]).apply(0, "change")  # C1
    assert cards(state, 0) == [8, 3, None, None]
    assert cards(state, 1) == [8, 3, None, None]
    assert cards(state, 2) == [None, None, 5, None]
    assert cards(state, None) == [None, None, None, None]
    public = {"key": "cucco.swap", "args": {"player": 0, "target": 1}}
    assert public in state.observation(2)["log"] and public in state.observation(None)["log"]
    assert {"key": "cucco.swap_gave", "args": {"target": 1, "given": 3, "received": 8}} in state.observation(0)["log"]
    assert {"key": "cucco.swap_took", "args": {"player": 0, "given": 8, "received": 3}} in state.observation(1)["log"]
    # publicly, the card A received was no 11-15 and no Matto
    hand = state.observation(3)["hands"][0]
    assert hand["cannot_be"] == [-4, 11, 12, 13, 14, 15] and hand["history"] == [1, 0] and hand["known_by"] == [1]


def test_knowledge_follows_a_card_down_the_table() -> None:
    state = position([3, 8, 5, 10], [6]).apply(0, "change").apply(1, "change")
    # B passed A's 3 on to C: A saw it go, so A knows C holds it, but not B's new card
    assert cards(state, 0) == [8, None, 3, None]
    assert cards(state, 1) == [8, 5, 3, None]
    assert cards(state, 2) == [None, 5, 3, None]


def test_a_pass_shows_the_horse_to_everybody() -> None:
    state = position([3, 13, 5, 10], [6]).apply(0, "change")  # C3
    assert cards(state, None) == [None, 13, None, None]
    assert cards(state, 3) == [None, 13, None, 10]
    assert state.observation(None)["hands"][1]["face_up"] is True
    assert cards(state, 2) == [5, 13, 3, None]


def test_a_human_and_a_cat_are_shown_and_the_disqualification_is_public() -> None:
    state = position([3, 14, 5, 10], [6]).apply(0, "change")  # C2
    hands = state.observation(None)["hands"]
    assert hands[1]["card"] == 14 and hands[0]["disqualified"] == ["human"] and hands[0]["card"] is None
    state = position([2, 9, 12, 10], [6]).apply(0, "change").apply(1, "change")  # C5
    hands = state.observation(3)["hands"]
    assert hands[2]["card"] == 12 and hands[0]["disqualified"] == ["cat"]
    assert {"key": "cucco.cat", "args": {"player": 1, "target": 2, "victim": 0, "card": 12}} in state.observation(3)[
        "log"
    ]


def test_receiving_the_matto_is_announced() -> None:
    state = position([-4, 7, 5, 10], [6]).apply(0, "change")  # C6
    hand = state.observation(3)["hands"][1]
    assert (hand["card"], hand["face_up"], hand["disqualified"]) == (-4, True, ["matto"])
    assert cards(state, 3)[0] is None  # A's new card stays hidden from D


def test_a_deck_exchange_is_face_up_and_the_old_card_is_discarded_face_up() -> None:
    state = position([5, 6, 7, 9, -4], [13, 8])  # E is last; the deck's top is 13, then 8
    for seat in range(4):
        state = state.apply(seat, "keep")
    before = state
    state = state.apply(4, "change")
    assert state.serial == before.serial + 1
    log = state.observation(0)["log"]
    assert {"key": "cucco.draw", "args": {"player": 4, "card": 13}} in log
    assert {"key": "cucco.take", "args": {"player": 4, "card": 8, "other": -4}} in log
    assert state.observation(0)["last_deal"]["cards"] == [5, 6, 7, 9, 8]


def test_the_start_players_cuckoo_stays_hidden_and_must_be_kept() -> None:
    state = position([15, 1, 4], [9])  # C17
    assert cards(state, 1) == [None, 1, None]
    assert state.legal_texts(0) == ["keep"]
    with pytest.raises(IllegalAction, match="must keep it"):
        state.apply(0, "change")
    assert state.observation(None)["hands"][0]["cannot_be"] == []
    assert state.observation(None)["hands"][1]["cannot_be"] == [15]


def test_cuckoo_ends_the_deal_before_any_action() -> None:
    state = position([1, 15, 5, -2], [6])  # C16
    obs = state.observation(0)
    assert obs["serial"] == 2 and obs["last_deal"]["penalised"] == [3]
    assert {"key": "cucco.cuckoo", "args": {"player": 1, "card": 15}} in obs["log"]
    assert obs["last_deal"]["cards"] == [1, 15, 5, -2]


def test_the_showdown_shows_every_card_in_last_deal_and_the_log() -> None:
    state = play_deal(position([3, 8, 5, 10], [6]), "CNNN", serial=1)
    obs = state.observation(None)
    assert obs["last_deal"]["cards"] == [8, 3, 5, 10]
    shows = [e["args"] for e in obs["log"] if e["key"] == "cucco.show"]
    assert shows == [
        {"player": 0, "card": 8},
        {"player": 1, "card": 3},
        {"player": 2, "card": 5},
        {"player": 3, "card": 10},
    ]


def two_tables(other_cards: list[int]) -> CuccoState:
    return position([5, *other_cards], [6])


@pytest.mark.parametrize("moves", [(), ("keep",), ("keep", "change"), ("keep", "change", "keep")])
def test_an_observation_does_not_change_when_only_others_hidden_cards_change(moves: tuple[str, ...]) -> None:
    a, b = two_tables([3, 8, 2]), two_tables([4, 9, 0])
    for move in moves:
        (p,) = a.active_players()
        a, b = a.apply(p, move), b.apply(p, move)
    assert a.observation(0) == b.observation(0)
    assert a.observation(None) == b.observation(None)
    assert a.observation(1) != b.observation(1)


def test_observations_are_json_ready_and_never_hold_the_rng() -> None:
    state = GAME.new(5, seed=9)
    for viewer in [*range(5), None]:
        text = json.dumps(state.observation(viewer))
        assert str(state.rng_state()) not in text
        assert "rng" not in state.observation(viewer)


def test_the_log_renders_in_both_languages() -> None:
    state = position([3, 13, 5, 10], [6]).apply(0, "change")
    for entry in state.observation(0)["log"]:
        en, ja = GAME.describe(entry, "en"), GAME.describe(entry, "ja")
        assert "{" not in en and "{" not in ja
        assert en != ja
    line = {"key": "cucco.pass", "args": {"player": 0, "target": 1, "card": 13}}
    assert GAME.describe(line, "en", ["Ann", "Bo"]) == 'Bo shows the Horse (13): "Pass!" The request goes on.'
    assert GAME.describe(line, "ja", ["Ann", "Bo"]) == "Boが馬（13）を見せて「パス」。要求は次へ進みます。"


def test_unseen_cards_are_the_deck_minus_what_the_viewer_can_place() -> None:
    state = position([3, 8, 5, 10], [6]).apply(0, "change")
    pool = unseen_cards(state.observation(0))
    full = deck_composition(4)
    for r in (3, 8):
        full.remove(r)
    assert pool == full


def playout_states(players: int, seed: int, options: dict[str, Any] | None = None) -> list[CuccoState]:
    state = GAME.new(players, options or {}, seed)
    rng = Rng(seed)
    states = [state]
    while not state.is_over() and len(states) < 120:
        (p,) = state.active_players()
        state = state.apply(p, rng.choice(state.legal_actions(p)))
        states.append(state)
    return states


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (5, 3), (8, 4), (12, 5)])
def test_determinize_gives_a_state_with_the_same_observation(players: int, seed: int) -> None:
    rng = Rng(seed)
    for state in playout_states(players, seed, {"cancellation": seed % 2 == 0})[:: 3 if players < 8 else 9]:
        for p in range(players):
            obs = state.observation(p)
            sample = GAME.determinize(obs, p, rng)
            assert sample.observation(p) == obs
            d = sample.to_dict()
            GAME.from_dict(json.loads(json.dumps(d)))  # a valid, complete state
            if sample.deal is not None:
                for s in sample.deal.order:
                    hand = obs["hands"][s]
                    if hand["card"] is None:
                        assert sample.deal.card[s] not in hand["cannot_be"]


def test_determinize_varies_the_hidden_cards_only() -> None:
    state = position([3, 8, 5, 10], [6])
    obs = state.observation(0)
    rng = Rng(1)
    seen = set()
    for _ in range(30):
        sample = GAME.determinize(obs, 0, rng)
        assert sample.deal is not None and sample.deal.card[0] == 3
        seen.add(tuple(sample.deal.card))
        assert 15 not in sample.deal.card[1:]  # their Cuckoo would have been revealed
    assert len(seen) > 20


def test_determinize_refuses_someone_elses_observation() -> None:
    obs = GAME.new(3).observation(1)
    with pytest.raises(ValueError, match="not player 0's"):
        GAME.determinize(obs, 0, Rng(0))


def test_undo_is_refused_once_a_card_was_shown() -> None:
    options = {"setup": setup_text([3, 8, 5, 10, 6], start=0)}
    match = Match(GAME, 4, options)
    match.apply(0, "keep")
    assert match.undoable() == 1
    match.apply(1, "change")  # B and C see each other's cards
    assert match.undoable() == 0
    with pytest.raises(IllegalAction, match="nothing to undo"):
        match.undo()
    match.apply(2, "keep")
    assert match.undoable() == 1
    match.undo()
    assert match.state.active_players() == (2,)
    match.apply(2, "keep")
    match.apply(3, "keep")  # the showdown reveals everything
    assert match.undoable() == 0


def test_a_deck_that_runs_out_mid_deal_becomes_the_public_discard_pile() -> None:
    # 12 players use the whole deck in three deals; the last three cards are passers
    rest = deck_composition(12)
    for r in (15, 13, 13, 11, 11):
        rest.remove(r)
    deal1, deal2, deal3 = [15, *rest[:11]], rest[11:23], [*rest[23:34], 11]
    state = GAME.new(12, {"setup": setup_text([*deal1, *deal2, *deal3, 13, 13, 11], start=0)})
    assert state.legal_texts(0) == ["keep"]  # the start player's hidden Cuckoo
    for _ in range(2 * 12 + 10):  # deals 1 and 2, then deal 3 up to seat 0 (its 11th player)
        (p,) = state.active_players()
        state = state.apply(p, "keep")
    assert state.active_players() == (0,) and state.observation(None)["deal"] == 3
    state = state.apply(0, "change")  # asks seat 1 (the last player: House, pass), then the deck
    obs = state.observation(1)
    assert {"key": "cucco.reshuffle", "args": {}} in obs["log"]
    assert obs["deck_cards"] is not None and len(obs["deck_cards"]) == obs["deck"]
    assert state.active_players() == (1,)
    rng = Rng(3)
    for p in range(12):
        mine = state.observation(p)
        sample = GAME.determinize(mine, p, rng)
        assert sample.observation(p) == mine
        assert sample.deal is not None and sorted(sample.deal.deck) == mine["deck_cards"]
    state = state.apply(1, "change")
    assert state.observation(None)["deal"] >= 4  # deal 3 is over
