"""The shared base: one log with plural words, the privacy hook (resample_hidden),
the rules table served by reference(), option labels, undo reveals and the
bot registry."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop import InvalidOptions, Match
from tabletop.core.bots import rollout_policy
from tabletop.core.rng import Rng
from tabletop.cucco import CARDS, GAME, CuccoState, setup_text
from tests.support.engine import load_engine
from tests.unit.cucco.helpers import play_deal, position


def text(key: str, lang: str = "en", names: list[str] | None = None, **args: Any) -> str:
    return GAME.describe({"key": f"cucco.{key}", "args": args}, lang, names)


# -- words -----------------------------------------------------------------------------
def test_coin_counts_read_in_the_singular_and_plural() -> None:
    assert text("pay", player=0, amount=1) == "Player 1 pays 1 coin into the pot."
    assert text("pay", player=0, amount=3) == "Player 1 pays 3 coins into the pot."
    assert text("round_win", player=1, pot=1).endswith("takes the pot of 1 coin.")
    assert text("round_void", pot=1_250) == "Nobody survives: the pot of 1,250 coins carries over."
    assert text("broke", player=0, amount=2, paid=1) == (
        "Player 1 cannot pay 2 coins: pays 1 coin and leaves the game."
    )
    assert "pay 1 coin)" in text("deal_children", deal=1, stake=1, player=0)
    assert text("pay", "ja", player=0, amount=1) == "プレイヤー1がポットに1コイン支払いました。"


def test_cards_in_sentences_and_no_possessive_of_a_name() -> None:
    assert text("dealt", card=7) == "You are dealt the 7."
    assert text("swap_took", player=0, given=3, received=-4) == ("Player 1 gives you the Matto (-4) and takes the 3.")
    cat = text("cat", names=["Me", "Bo", "Cy"], player=0, target=1, victim=2, card=12)
    assert "'s" not in cat and "Cy is disqualified" in cat
    assert text("take", player=0, card=6, other=-4) == "Player 1 takes the 6 from the deck and discards the Matto (-4)."


def test_every_line_of_a_game_reads_in_both_languages() -> None:
    state = GAME.new(5, {"cancellation": True}, seed=4)
    rng = Rng(4)
    seen: set[str] = set()
    while not state.is_over():
        for viewer in [*range(5), None]:
            for line in state.observation(viewer)["log"]:
                seen.add(line["key"])
                for lang in ("en", "ja"):
                    words = GAME.describe(line, lang, ["A", "B", "C", "D", "E"])
                    assert "{" not in words and "None" not in words and " 1 coins" not in words, words
        (p,) = state.active_players()
        state = state.apply(p, rng.choice(state.legal_actions(p)))
    assert {"cucco.swap", "cucco.swap_gave", "cucco.dealt", "cucco.pay"} <= seen


# -- options and the rules table -------------------------------------------------------------
def test_until_bankruptcy_names_its_round_cap_in_both_languages() -> None:
    (rounds,) = [o for o in GAME.options() if o.key == "rounds"]
    (until,) = [c for c in rounds.choices if c.value == 0]
    cap = str(GAME.max_rounds)
    assert cap in until.label["en"] and cap in until.label["ja"]
    assert "at most 100 rounds" in until.label["en"]
    state = GAME.new(3, {"rounds": 0})
    assert state.observation(0)["rounds"] is None and state.observation(0)["max_rounds"] == GAME.max_rounds


def test_reference_lists_every_card_with_its_value_and_effect_from_the_rules_table() -> None:
    ref = GAME.reference()
    json.dumps(ref)
    cards = ref["cards"]
    assert [c["rank"] for c in cards] == sorted(CARDS, reverse=True)
    for c in cards:
        rule = CARDS[c["rank"]]
        assert c["name"] == dict(rule.name) and c["power"] == rule.power.value
        assert c["effect"] == dict(rule.effect) and c["effect"]["en"] and c["effect"]["ja"]
    by_rank = {c["rank"]: c for c in cards}
    assert by_rank[7]["effect"]["en"] == "No effect." and by_rank[7]["named"] is False
    assert "14" in by_rank[-4]["effect"]["en"] and "12" in by_rank[-4]["effect"]["en"]
    assert by_rank[15]["copies"] == 2 and by_rank[15]["copies_from_8"] == 1
    assert ref["matto_from_deck"] == 16


def test_setup_numbers_are_ascii_digits_only() -> None:
    for bad in ("start=²", "deck=٣", "coins=1,2,3,4"):
        with pytest.raises(InvalidOptions, match="setup"):
            GAME.new(3, {"setup": bad})


# -- the privacy hook ------------------------------------------------------------------------
def views(state: CuccoState) -> dict[int | None, str]:
    return {v: json.dumps(state.observation(v), sort_keys=True) for v in [*range(state.players), None]}


def test_resample_hidden_keeps_the_viewers_observation_and_deals_the_rest_again() -> None:
    state = position([3, 8, 5, 10], [6])
    before = views(state)
    again = state.resample_hidden(0, Rng(1))
    assert again is not state and json.dumps(again.observation(0), sort_keys=True) == before[0]
    assert json.dumps(state.to_dict(), sort_keys=True) != json.dumps(again.to_dict(), sort_keys=True)
    assert views(state) == before, "the real state is unchanged"
    GAME.from_dict(json.loads(json.dumps(again.to_dict())))  # one full deck, a valid state
    assert again.deal is not None and again.deal.card[0] == 3


def test_resample_hidden_rewrites_the_private_lines_of_the_cards_it_moves() -> None:
    # A keeps; B and C exchange: A (the viewer) sees neither card
    state = play_deal(position([3, 8, 5, 10], [6]), "NC")
    rng = Rng(7)
    changed = 0
    for _ in range(10):
        other = state.resample_hidden(0, rng)
        assert other.observation(0) == state.observation(0)
        deal = other.deal
        assert deal is not None
        b, c = deal.card[1], deal.card[2]
        log_b, log_c = other.observation(1)["log"], other.observation(2)["log"]
        dealt_b = [e["args"]["card"] for e in log_b if e["key"] == "cucco.dealt"]
        gave = [e["args"] for e in log_b if e["key"] == "cucco.swap_gave"]
        took = [e["args"] for e in log_c if e["key"] == "cucco.swap_took"]
        assert dealt_b == [c], "C holds the card B was dealt"
        assert gave == [{"target": 2, "given": c, "received": b}]
        assert took == [{"player": 1, "given": b, "received": c}]
        assert other.observation(1)["hands"][2]["card"] == c  # B still knows where his card went
        changed += (b, c) != (8, 5)
    assert changed >= 5


def test_resample_hidden_respects_what_is_public_about_a_hidden_card() -> None:
    state = position([3, 8, 5, 10], [6]).apply(0, "change")  # B received A's 3: publicly no 11..15, no Matto
    rng = Rng(3)
    for _ in range(20):
        other = state.resample_hidden(3, rng)
        assert other.deal is not None
        assert other.deal.card[0] not in (-4, 11, 12, 13, 14, 15)
        assert other.observation(3) == state.observation(3)


def test_has_hidden_is_false_once_the_game_is_over_and_then_nothing_is_redealt() -> None:
    state = GAME.new(2, {"setup": "coins=1,1"}, seed=2)
    while not state.is_over():
        (p,) = state.active_players()
        state = state.apply(p, "keep")
    assert not state.has_hidden(0) and state.resample_hidden(0, Rng(0)) is state
    assert position([3, 8], [6]).has_hidden(0)


@pytest.mark.parametrize("leak", ["hands", "deck_top", "public_dealt"])
def test_a_planted_leak_fails_the_conformance_privacy_check(leak: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The conformance suite's own check (re-deal what a seat cannot see, compare its view) on one
    position: passes as the game is, fails once a hidden card is shown to every seat."""
    from tests.conformance.test_contract import _check_observation_privacy

    state = play_deal(position([3, 8, 5, 10], [6, 2, 9]), "NC")
    _check_observation_privacy(GAME, state, Rng(1))  # no leak: passes
    honest = CuccoState.observation

    def leaky(self: CuccoState, player: int | None) -> dict[str, Any]:
        obs = honest(self, player)
        deal = self.deal
        if deal is not None and leak == "hands":
            obs["hands"] = [h and {**h, "card": deal.card[s]} for s, h in enumerate(obs["hands"])]
        elif deal is not None and leak == "deck_top":
            obs["deck_top"] = deal.deck[-1]
        elif leak == "public_dealt":  # another seat's private line read by everybody
            lines = [[*e.private.values()][:1] or [e.public] for e in self.log.entries]
            obs["log"] = [line.to_json() for group in lines for line in group if line is not None]
        return obs

    monkeypatch.setattr(CuccoState, "observation", leaky)
    with pytest.raises(AssertionError, match="a leak"):
        _check_observation_privacy(GAME, state, Rng(1))


# -- undo ----------------------------------------------------------------------------------
def test_keeps_before_anything_is_shown_can_be_undone_in_hot_seat() -> None:
    match = Match(GAME, 3, {"setup": setup_text([3, 8, 5, 9, 7, 6], start=0)})
    match.apply(0, "keep")
    match.apply(1, "keep")
    assert match.undoable() == 2
    match.undo()
    assert match.state.active_players() == (1,)
    match.apply(1, "keep")
    match.apply(2, "keep")  # the last keep ends the deal: the showdown shows every card
    assert match.undoable() == 0


def test_a_refused_matto_is_a_reveal_too() -> None:
    match = Match(GAME, 4, {"setup": setup_text([14, -4, 5, 10, 6], start=0)})
    match.apply(0, "change")
    assert match.undoable() == 0


# -- bots ------------------------------------------------------------------------------------
def test_the_rollout_policy_is_registered_and_plays_legal_moves() -> None:
    policy = rollout_policy("cucco")
    assert policy is not None
    state = GAME.new(4, seed=3)
    rng = Rng(3)
    for _ in range(30):
        if state.is_over():
            break
        (p,) = state.active_players()
        move = policy(state, p, rng)
        assert move in state.legal_actions(p)
        state = state.push(p, move)
    assert str(policy(position([2, 3, 5, 10], [6]), 0, rng)) == "change"
    assert str(policy(position([15, 3, 5], [6]), 0, rng)) == "keep"  # the start player's hidden Cuckoo


def test_the_engine_offers_undo_of_a_keep_and_not_of_a_change() -> None:
    """The browser's engine (web/app/engine.py) on a hot-seat Cucco game: its undo_plan."""
    engine = load_engine("cucco")

    def call(method: str, **args: Any) -> Any:
        out = json.loads(engine.call(method, json.dumps(args)))
        assert "error" not in out, out
        return out

    seats = [{"name": n, "bot": None} for n in ("Aki", "Ben", "Cy")]
    options = {"setup": setup_text([3, 7, 5, 8, 9, 10], start=0)}
    sid = call("new", game="cucco", players=3, options=options, meta={"seats": seats})["session"]
    call("act", session=sid, player=0, action="keep")
    assert call("snapshot", session=sid, viewer=0)["undoable"] == 1
    call("undo", session=sid, player=0)
    snap = call("snapshot", session=sid, viewer=0)
    assert snap["active"] == [0] and [a["verb"] for a in snap["actions"]] == ["change", "keep"]
    call("act", session=sid, player=0, action="change")  # Aki and Ben see each other's cards
    assert call("snapshot", session=sid, viewer=0)["undoable"] == 0
