"""What each player may see (docs/rules/magiccircle.md §3.4): hands, dealt coins and the pile order are private."""

from __future__ import annotations

import json

import tabletop.magiccircle  # noqa: F401
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.magiccircle import position
from tests.support.playouts import choose

GAME = get_game("magiccircle")

VERSUS = """
turn: 2
p1 circle: 7776 3334 BBBB GGG. .
p1 hand: G 5 3
p1 dealt: 7
p1 stock: R B 8
p2 circle: .... .... R... .... 1
p2 hand: 1 2 W
p2 stock: Y
removed: 3 7
"""


def test_own_hand_and_dealt_coin_are_visible_the_opponents_only_as_counts() -> None:
    s = position(VERSUS)
    me, them = s.observation(0)["seats"]
    assert me["hand"] == ["G", "5", "3", None, None, None, None, None] and me["dealt"] == "7"
    assert them["hand"] == ["?", "?", "?", None, None, None, None, None] and them["dealt"] is None
    assert them["hand_count"] == 3
    spectator = s.observation(None)["seats"]
    assert all(c in ("?", None) for seat in spectator for c in seat["hand"])
    assert spectator[0]["dealt"] == "?"
    assert s.apply(0, "end").observation(0)["seats"][1]["dealt"] == "?"  # player 2's dealt coin, hidden


def test_circles_stocks_and_removed_coins_are_public() -> None:
    obs = position(VERSUS).observation(1)
    assert obs["seats"][0]["circle_text"] == "7776 3334 BBBB GGG. ."
    assert obs["seats"][0]["circle"][:4] == ["7", "7", "7", "6"] and obs["seats"][0]["circle"][16] is None
    assert obs["seats"][0]["stock"] == ["R", "B", "8"]
    assert obs["removed"] == ["3", "7"]
    assert obs["pile"] == 100 - (15 + 3 + 1 + 3) - (2 + 3 + 1) - 2


def test_observation_holds_no_pile_order_and_no_rng_state() -> None:
    s = position(VERSUS)
    text = json.dumps(s.observation(0))
    assert s.pile not in text
    assert str(s.rng.state) not in text
    assert "options" not in s.observation(0)


def test_observation_does_not_change_when_only_the_other_players_hidden_coins_change() -> None:
    a = position(VERSUS)
    b = position(VERSUS.replace("p2 hand: 1 2 W", "p2 hand: 4 9 Y"))
    assert a.observation(0) == b.observation(0)
    assert a.observation(1) != b.observation(1)


def test_observation_does_not_change_with_the_pile_order() -> None:
    a, b = position(VERSUS, seed=1), position(VERSUS, seed=2)
    assert a.pile != b.pile
    for viewer in (0, 1, None):
        assert a.observation(viewer) == b.observation(viewer)


def test_private_log_entries_are_rewritten_for_other_viewers() -> None:
    s = position(VERSUS).apply(0, "end")  # player 2 is dealt a coin
    coin = s.dealt[1]
    own = s.observation(1)["log"][-1]
    other = s.observation(0)["log"][-1]
    assert own == {"key": "magiccircle.log.dealt_own", "args": {"coin": coin}}
    assert other == {"key": "magiccircle.log.dealt", "args": {"player": 1}}


def test_determinized_states_look_the_same_to_their_player() -> None:
    rng = Rng(3)
    for players in (1, 2):
        s = GAME.new(players, {}, 8)
        steps = 0
        while not s.is_over() and steps < 400:
            for p in range(players):
                obs = s.observation(p)
                other = GAME.determinize(obs, p, rng)
                assert other.observation(p) == obs
                assert other.legal_actions(p) == s.legal_actions(p)
            s = s.apply(*choose(s, rng))
            steps += 7
            for _ in range(6):
                if s.is_over():
                    break
                s = s.apply(*choose(s, rng))


def test_determinize_redeals_the_hidden_coins() -> None:
    s = position(VERSUS)
    seen = {GAME.determinize(s.observation(0), 0, Rng(k)).hands[1] for k in range(10)}
    assert len(seen) > 1
    for k in range(5):
        d = GAME.determinize(s.observation(0), 0, Rng(k))
        assert d.hands[0] == s.hands[0] and d.dealt[0] == s.dealt[0]
        assert d.hands[1].count(".") == s.hands[1].count(".") and d.dealt[1] == "."
        d.check_consistency()


def test_observation_is_json_ready_with_breakdowns_history_and_summary() -> None:
    s = position("match: 6\np1 circle: 5656 7474 RBRB YGYG 2\np2 circle: 7776 3334 BBBB GGGG .\np1 total: 1000").apply(
        0, "activate"
    )
    obs = s.observation(1)
    json.dumps(obs)
    assert obs["phase"] == "over" and obs["current"] is None
    record = obs["history"][-1]
    assert record["end"] == "activation" and record["activator"] == 0
    b0, b1 = (r["score"] for r in record["results"])
    assert b0["activated"] is True and b0["base"] == 13000 and b0["multiplier"] == "1.30"
    assert b0["formations"] == [
        {"id": "symmetry", "name": {"ja": "シンメトリー", "en": "Symmetry"}, "bonus": 30, "where": ""}
    ]
    assert b1["activated"] is False and b1["score"] == 8750 * 205 // 100
    assert obs["result"] == {
        "totals": [1000 + 16900, b1["score"]],
        "winners": [1],
        "match_scores": [[16900, b1["score"]]],
    }
    assert obs["totals"] == obs["result"]["totals"]


def test_seat_status_and_preview_for_the_view() -> None:
    seat = position("p1 circle: 5656 7474 RBRB YGY. .").observation(0)["seats"][0]
    assert seat["status"]["parts"] == {
        "outer_circle": True,
        "inner_circle": True,
        "outer_square": True,
        "inner_square": False,
    }
    assert seat["status"]["half_sums"] == {"N": 12, "E": 10, "S": 12, "W": 10}
    assert seat["status"]["invalid"] == ["EiNE", "EiSE", "EiSW", "EiNW", "F"]
    assert seat["preview"]["activated"] is False and seat["preview"]["k"] == 5


def test_can_activate_and_actions_left_for_the_viewer() -> None:
    s = position("p1 circle: 5656 7474 RBRB YGYG .\np1 hand: 1")
    obs = s.observation(0)
    assert (obs["can_activate"], obs["actions_left"], obs["turn"], obs["current"]) == (True, 2, 1, 0)
    obs = s.apply(0, "stock h1").observation(0)
    assert (obs["actions_used"], obs["actions_left"]) == (1, 1)


def test_log_of_a_new_match_starts_with_the_last_results() -> None:
    s = position("p1 circle: 5656 7474 RBRB YGYG 2").apply(0, "activate")
    keys = [e["key"] for e in s.observation(0)["log"]]
    assert keys[:3] == ["magiccircle.log.activate", "magiccircle.log.score", "magiccircle.log.match"]


def test_observation_carries_the_layout_and_the_formation_list_for_views() -> None:
    from tabletop.core.i18n import text
    from tabletop.magiccircle import FORMATIONS, geometry_json

    obs = position("p1 hand: 1").observation(0)
    assert obs["positions"] == geometry_json()
    assert [f["id"] for f in obs["formations"]] == [f.id for f in FORMATIONS]
    obs["positions"][0]["id"] = "changed"  # observations are fresh copies
    assert position("p1 hand: 1").observation(0)["positions"][0]["id"] == "MoN"
    for f in FORMATIONS:
        assert text(f"magiccircle.formation.{f.id}", "ja") == f.ja
        assert text(f"magiccircle.formation.{f.id}", "en") == f.en
        assert text(f"magiccircle.formation.{f.id}.rule", "en") == f.rule_en
    assert text("magiccircle.position.EiNW", "en") == "inner square north-west"
