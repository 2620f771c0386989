"""The game object: registry, options, action texts, sorting, saves, undo and playouts."""

from __future__ import annotations

import json

import pytest

import tabletop.magiccircle  # noqa: F401
from tabletop.core.bots import rollout_policy
from tabletop.core.errors import IllegalAction, InvalidOptions, InvalidSave
from tabletop.core.i18n import has
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.core.save import Match, Save
from tabletop.magiccircle import Action, geometry_json, parse_action, position
from tabletop.magiccircle.bots import rollout
from tabletop.magiccircle.game import Kind
from tests.support.playouts import choose

GAME = get_game("magiccircle")


def test_registered_with_titles_and_player_counts() -> None:
    assert GAME.id == "magiccircle" and GAME.title["ja"] and GAME.title["en"]
    assert (GAME.min_players, GAME.max_players) == (1, 2)
    json.dumps(GAME.options_schema())


def test_player_count_selects_single_or_versus_mode() -> None:
    assert GAME.new(1, {}, 0).observation(0)["mode"] == "single"
    assert GAME.new(2, {}, 0).observation(0)["mode"] == "versus"
    with pytest.raises(InvalidOptions):
        GAME.new(3, {}, 0)


@pytest.mark.parametrize(
    "text",
    ["place h1 MoN", "place d F", "place h8 EiNW", "stock h3", "stock d", "salvage h2 own", "salvage h8 opp",
     "activate", "end", "done"],
)  # fmt: skip
def test_action_texts_round_trip(text: str) -> None:
    a = parse_action(text)
    assert str(a) == text and GAME.parse_action(text) == a
    assert a.kind == text.split()[0]


def test_action_texts_are_read_case_insensitively() -> None:
    assert str(parse_action("  PLACE  H1  mon ")) == "place h1 MoN"


@pytest.mark.parametrize(
    "text",
    ["", "fly", "place h1", "place h0 MoN", "place h1 XX", "stock", "salvage d own", "salvage h1 mine", "end now"],
)
def test_malformed_action_texts_are_refused(text: str) -> None:
    with pytest.raises(IllegalAction):
        parse_action(text)


def test_legal_actions_are_sorted_and_unique() -> None:
    rng = Rng(1)
    s = GAME.new(2, {}, 4)
    for _ in range(150):
        if s.is_over():
            break
        for p in s.active_players():
            legal = s.legal_actions(p)
            assert legal == sorted(legal)
            assert len({str(a) for a in legal}) == len(legal)
            assert [a.kind for a in legal] == sorted((a.kind for a in legal), key=lambda k: list(Kind).index(k))
        s = s.apply(*choose(s, rng))


def test_state_round_trips_through_json() -> None:
    rng = Rng(2)
    s = GAME.new(2, {}, 9)
    for _ in range(120):
        s = s.apply(*choose(s, rng))
        d = s.to_dict()
        again = GAME.from_dict(json.loads(json.dumps(d)))
        assert again.to_dict() == d
        assert again.observation(0) == s.observation(0)


def test_corrupt_state_dicts_are_refused() -> None:
    d = GAME.new(2, {}, 1).to_dict()
    for field, value in [
        ("pile", d["pile"][:-1]),
        ("hands", ["0000000", "........"]),
        ("phase", "lunch"),
        ("version", 9),
    ]:
        bad = dict(d, **{field: value})
        with pytest.raises(InvalidSave):
            GAME.from_dict(bad)
    bad = dict(d, circles=["R" + d["circles"][0][1:], d["circles"][1]])
    with pytest.raises(InvalidSave):
        GAME.from_dict(bad)


def test_undo_stops_where_a_coin_was_dealt() -> None:
    m = Match(GAME, 1, {"position": "p1 hand: 1 2 3"}, seed=3)
    m.apply(0, "place h1 MoN")
    m.apply(0, "place h2 MoE")
    assert m.undoable() == 2
    m.undo()
    assert m.state.circle(0)["MoE"] is None
    m.apply(0, "end")  # turn 2 deals a coin: a reveal
    assert m.undoable() == 0
    with pytest.raises(IllegalAction):
        m.undo()


def test_refill_after_the_placement_is_a_reveal_but_done_alone_is_not() -> None:
    s = GAME.new(2, {}, 3)
    s = s.apply(1, s.legal_actions(1)[0])  # player 2 places a coin: the refill will draw one
    after = s.apply(0, "done")
    assert not s.reveals(0, parse_action("done"), after)
    last = after.apply(1, "done")
    assert after.reveals(1, parse_action("done"), last)


def test_a_save_replays_to_the_same_state_and_links_work() -> None:
    m = Match(GAME, 2, {}, seed=12)
    rng = Rng(5)
    for _ in range(80):
        m.apply(*choose(m.state, rng))
    save = Save.from_json(m.to_save().to_json())
    assert save.replay().to_dict() == m.state.to_dict()
    assert Save.decode_link(save.encode_link()).replay().to_dict() == m.state.to_dict()


def test_a_position_game_saves_and_replays_through_its_option() -> None:
    m = Match(GAME, 1, {"position": "p1 circle: 5656 7474 RBRB YGY. .\np1 hand: G"}, seed=1)
    m.apply(0, "place h1 EiNW")
    m.apply(0, "activate")
    again = Save.decode_link(m.to_save().encode_link()).replay()
    assert again.to_dict() == m.state.to_dict()
    assert again.history[0]["results"][0]["score"]["score"] == 16900


def test_same_seed_same_game() -> None:
    a, b = GAME.new(2, {}, 77), GAME.new(2, {}, 77)
    assert a.to_dict() == b.to_dict()
    assert GAME.new(2, {}, 78).to_dict() != a.to_dict()


def test_random_playouts_end_within_the_bound() -> None:
    for seed in range(4):
        for players in (1, 2):
            s = GAME.new(players, {}, seed)
            rng = Rng(seed)
            n = 0
            while not s.is_over():
                s = s.apply(*choose(s, rng))
                n += 1
            assert n <= GAME.max_actions


def test_log_messages_exist_in_japanese_and_english() -> None:
    rng = Rng(6)
    s = GAME.new(2, {}, 6)
    keys: set[str] = set()
    seen: set[str] = set()
    for step in range(600):
        if s.is_over():
            break
        if step % 3 == 0:
            for viewer in (0, 1, None):
                for e in s.observation(viewer)["log"]:
                    text = json.dumps(e, sort_keys=True)
                    if text in seen:
                        continue
                    seen.add(text)
                    keys.add(e["key"])
                    assert has(e["key"]), e["key"]
                    for lang in ("ja", "en"):
                        assert "{" not in get_game("magiccircle").describe(e, lang)
        s = s.apply(*choose(s, rng))
    assert {"magiccircle.log.match", "magiccircle.log.turn", "magiccircle.log.place"} <= keys


def test_geometry_json_for_views() -> None:
    g = geometry_json()
    json.dumps(g)
    assert [p["id"] for p in g][:4] == ["MoN", "MoE", "MoS", "MoW"] and g[16]["id"] == "F"
    assert g[0]["mirror"] == "MoS" and g[8]["mirror"] == "EoSW" and g[16]["mirror"] == "F"
    assert (g[8]["x"], g[8]["y"], g[8]["kind"]) == (1.0, 1.0, "elemental")
    assert g[12]["x"] == pytest.approx(0.707107)


def test_actions_are_hashable_values() -> None:
    assert parse_action("place h1 MoN") == Action(Kind.PLACE, 0, 0)
    assert len({parse_action("end"), parse_action("end")}) == 1


def test_search_hooks_end_rollouts_at_the_match_end() -> None:
    s = position("p1 circle: 5656 7474 RBRB YGYG 2")
    assert s.provisional_outcome(s) is None
    after = s.apply(0, "activate")
    outcome = after.provisional_outcome(s)
    assert outcome is not None and outcome.scores == (16900.0,)
    assert rollout(s, 0, Rng(1)) == parse_action("activate")
    assert rollout_policy("magiccircle") is rollout
