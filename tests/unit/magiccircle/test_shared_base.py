"""Magic circle on the shared base: the added-formations option, one log, checked moves, privacy, parts."""

from __future__ import annotations

import json

import pytest

import tabletop.magiccircle  # noqa: F401
from tabletop.core.errors import IllegalAction
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.core.save import Match
from tabletop.magiccircle import parse_action, position
from tabletop.magiccircle.game import LOG_NS, MagicCircleState
from tests.support.playouts import choose

GAME = get_game("magiccircle")

#: a complete circle whose white diagonal with a white focus is a Long Beam only with the added formations
BEAM = "p1 circle: 5656 7474 WKWK WKWK W"

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


# -- the project's own formations: an option, off by default ----------------------------


def test_added_formations_are_an_option_off_by_default_labelled_as_the_projects_own() -> None:
    schema = {o["key"]: o for o in GAME.options_schema()}
    opt = schema["added_formations"]
    assert opt["kind"] == "bool" and opt["default"] is False
    assert "project" in opt["label"]["en"] and "not in the original" in opt["label"]["en"]
    assert "プロジェクト独自" in opt["label"]["ja"] and "原作にはない" in opt["label"]["ja"]
    for lang in ("en", "ja"):
        assert "INVENTED" not in opt["label"][lang] + opt["help"][lang]
    assert GAME.new(1, {}, 0).observation(0)["added_formations"] is False


def _activated_score(options: dict[str, object]) -> dict[str, object]:
    m = Match(GAME, 1, {"position": BEAM, **options}, seed=1)
    m.apply(0, "activate")
    result: dict[str, object] = m.state.history[0]["results"][0]["score"]
    return result


def test_a_game_scores_the_added_formations_only_with_the_option() -> None:
    plain = _activated_score({})
    assert [f["id"] for f in plain["formations"]] == ["clear_force", "clear_force", "short_beam", "symmetry"]
    assert plain["score"] == 13000 * 180 // 100
    added = _activated_score({"added_formations": True})
    assert [f["id"] for f in added["formations"]] == ["clear_force", "clear_force", "long_beam", "symmetry"]
    assert added["score"] == 27300


def test_the_live_preview_and_the_formation_list_follow_the_option() -> None:
    for on in (False, True):
        obs = (
            position(BEAM).observation(0)
            if not on
            else GAME.new(1, {"position": BEAM, "added_formations": True}, 0).observation(0)
        )
        assert obs["added_formations"] is on
        preview = [f["id"] for f in obs["seats"][0]["preview"]["formations"]]
        assert ("long_beam" in preview) is on and ("short_beam" in preview) is not on
        rows = {f["id"]: f for f in obs["formations"]}
        assert rows["long_beam"]["added"] and not rows["short_beam"]["added"]
        assert rows["long_beam"]["scored"] is on and rows["short_beam"]["scored"]


def test_the_heuristic_bot_reads_the_option_from_its_observation() -> None:
    from tabletop.core.bots import make_bot, seat_of

    bot = make_bot("magiccircle", "heuristic", 2)
    for on in (False, True):
        s = GAME.new(1, {"added_formations": on}, 5)
        assert bot.choose(seat_of(s, 0), Rng(1)) in s.legal_actions(0)


# -- one log ------------------------------------------------------------------------------


def test_the_log_is_the_cores_per_viewer_log_and_survives_a_save() -> None:
    s = position(VERSUS).apply(0, "end")  # player 2 is dealt a coin, in private
    assert s.log.namespace == LOG_NS
    mine, theirs, spectator = (s.observation(v)["log"][-1] for v in (1, 0, None))
    assert mine == {"key": "magiccircle.log.dealt_own", "args": {"coin": s.dealt[1]}}
    assert theirs == spectator == {"key": "magiccircle.log.dealt", "args": {"player": 1}}
    again = GAME.from_dict(json.loads(json.dumps(s.to_dict())))
    assert [again.observation(v)["log"] for v in (0, 1, None)] == [s.observation(v)["log"] for v in (0, 1, None)]


def test_the_deal_lists_its_coins_in_words_and_counts_with_plurals() -> None:
    s = GAME.new(2, {}, 3)
    own = next(e for e in s.observation(0)["log"] if e["key"] == "magiccircle.log.deal_own")
    assert own["args"]["coins"] == list(s.hands[0])
    words = GAME.describe(own, "en")
    assert words.startswith("You are dealt ") and "{" not in words and ", " in words
    other = next(e for e in s.observation(1)["log"] if e["key"] == "magiccircle.log.deal" and e["args"]["player"] == 0)
    assert GAME.describe(other, "en", ["Aki", "Ben"]) == "Aki is dealt 8 coins."


# -- checked moves ------------------------------------------------------------------------


def test_apply_refuses_actions_not_in_legal_actions_with_a_specific_reason() -> None:
    s = position(VERSUS)
    before = json.dumps(s.to_dict(), sort_keys=True)
    for text, reason in [
        ("place h4 MoN", "slot 4 is empty"),
        ("place h2 EoNE", "magical coin"),
        ("salvage h1 own", "needs"),
        ("activate", "not complete"),
        ("done", "initial placement"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            s.apply(0, text)
        assert s.why_illegal(0, parse_action(text)) is not None
    assert json.dumps(s.to_dict(), sort_keys=True) == before


def test_push_is_the_unchecked_path_for_legal_moves() -> None:
    s = position(VERSUS)
    a = s.legal_actions(0)[0]
    assert s.push(0, a).to_dict() == s.apply(0, a).to_dict()


@pytest.mark.parametrize("text", ["place h² MoN", "place h٣ MoN", "stock h¹", "salvage h2 ²"])
def test_non_ascii_digits_are_illegal_actions_not_value_errors(text: str) -> None:
    with pytest.raises(IllegalAction):
        position(VERSUS).apply(0, text)


def test_state_copy_is_the_one_copy_method_and_check_move_is_the_cores() -> None:
    s = position(VERSUS)
    assert not hasattr(s, "_copy") and not hasattr(s, "check")
    c = s.copy()
    assert c.to_dict() == s.to_dict() and c is not s and c.log is not s.log
    c.log.say("over")
    assert len(c.log) == len(s.log) + 1
    with pytest.raises(IllegalAction):
        s.check_move(1, parse_action("end"))  # not player 2's turn


def test_reveals_exactly_when_the_pile_is_drawn_or_a_match_ends() -> None:
    s = position(VERSUS)
    assert not s.reveals(0, parse_action("place h2 MoN"), s.apply(0, "place h2 MoN"))
    assert s.reveals(0, parse_action("end"), s.apply(0, "end"))  # turn 2: player 2 is dealt a coin
    first = position("p1 hand: 1 2 3\np2 hand: 4")  # turn 1, player 1 ends: no coin for player 2 yet
    assert not first.reveals(0, parse_action("end"), first.apply(0, "end"))


# -- privacy: resample_hidden / has_hidden --------------------------------------------------


def test_resample_hidden_redeals_what_the_player_cannot_see_and_nothing_else() -> None:
    s = position(VERSUS)
    rng = Rng(4)
    seen = s.observation(0)
    hands = set()
    for _ in range(6):
        other = s.resample_hidden(0, rng)
        assert other.observation(0) == seen
        assert other.hands[0] == s.hands[0] and other.dealt[0] == s.dealt[0]
        assert other.to_dict() != s.to_dict()
        other.check_consistency()
        hands.add(other.hands[1] + other.dealt[1])
    assert len(hands) > 1
    assert s.observation(0) == seen  # the real state is unchanged


def test_has_hidden_is_false_when_every_hidden_coin_is_alike() -> None:
    from tests.unit.magiccircle.test_rules import rest_of_set

    s = position(f"p1 hand: 1\nremoved: {rest_of_set('1', 'RR')}\npile: R R")
    assert s.has_hidden(0) is False and s.resample_hidden(0, Rng(1)) is s
    assert position(VERSUS).has_hidden(0) and position(VERSUS).has_hidden(1)


def test_privacy_holds_over_random_playouts() -> None:
    rng = Rng(11)
    for players in (1, 2):
        s = GAME.new(players, {}, players)
        for step in range(160):
            if s.is_over():
                break
            if step % 8 == 0:
                for p in range(players):
                    views = {v: s.observation(v) for v in range(players)}
                    other = s.resample_hidden(p, rng)
                    assert other.observation(p) == views[p]
                    if s.has_hidden(p):
                        assert other.to_dict() != s.to_dict()
            s = s.apply(*choose(s, rng))


# -- views get structure -------------------------------------------------------------------


def test_action_parts_give_the_view_sources_positions_and_stocks() -> None:
    s = position(VERSUS)
    parts = {p["text"]: p for p in s.legal_parts(0)}
    assert parts["place h2 MoN"] == {
        "text": "place h2 MoN",
        "verb": "place",
        "args": [{"kind": "source", "value": "h2"}, {"kind": "position", "value": "MoN"}],
    }
    assert parts["place d F"]["args"][0] == {"kind": "source", "value": "d"}
    assert parts["stock d"]["args"] == [{"kind": "source", "value": "d"}]
    assert parts["end"] == {"text": "end", "verb": "end", "args": []}
    assert [p["text"] for p in s.legal_parts(0)] == s.legal_texts(0)
    salvage = GAME.action_parts(parse_action("salvage h3 opp"))
    assert salvage["args"] == [{"kind": "source", "value": "h3"}, {"kind": "stock", "value": "opp"}]


def test_states_are_generic_game_states() -> None:
    s = position(VERSUS)
    assert isinstance(s, MagicCircleState)
    assert "heuristic_bot" not in type(GAME).__dict__ and "rollout_action" not in MagicCircleState.__dict__
