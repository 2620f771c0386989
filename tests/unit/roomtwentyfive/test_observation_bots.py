"""Observations (roles, face-down rooms, programmed tokens), saves, determinization and bots."""

from __future__ import annotations

import json

import pytest

from tabletop import Match, get_game
from tabletop.core.bots import bot_move, make_bot
from tabletop.core.rng import Rng
from tabletop.roomtwentyfive import Phase, RoomState, build, play
from tabletop.roomtwentyfive import data as D
from tabletop.roomtwentyfive.bots import Belief, HeuristicBot, escape_shift

SUS = {"mode": "suspicion"}
GAME = get_game("roomtwentyfive")


def test_own_role_only() -> None:
    s = GAME.new(5, SUS, seed=11)
    for p in range(5):
        obs = s.observation(p)
        roles = [c["role"] for c in obs["chars"]]
        assert roles[p] in ("guard", "prisoner")
        assert all(r is None for i, r in enumerate(roles) if i != p)
        assert obs["you"]["role"] == roles[p]
    assert all(c["role"] is None for c in s.observation(None)["chars"])


def test_roles_shown_at_the_end() -> None:
    s = build(players=4, options=SUS, turn=10)
    for c in s.chars:
        s = play(s, f"program {c.name} push")
    while not s.is_over():
        s = play(s, "pass")
    assert all(c["role"] == "prisoner" for c in s.observation(None)["chars"])


def test_face_down_rooms_are_hidden_except_own_looks() -> None:
    s = GAME.new(4, {}, seed=5)
    obs = s.observation(0)
    assert all(t["room"] is None for t in obs["tiles"] if not t["face_up"])
    assert all(cell["room"] is None for row in obs["grid"] for cell in row if not cell["face_up"])
    s = s.apply(0, "clue 1,2")
    t = s.tile_at((1, 2))
    assert s.observation(0)["tiles"][t]["room"] is not None and s.observation(0)["tiles"][t]["looked"]
    for p in (1, 2, 3, None):
        assert s.observation(p)["tiles"][t]["room"] is None
    text = json.dumps(s.observation(1), ensure_ascii=False)
    assert s.tiles[t].room not in text or s.tiles[t].room == "EMPTY"


def test_look_log_is_rewritten_per_viewer() -> None:
    s = build(rooms={(1, 2): "MORTAL"})
    s = play(s, "program jennifer look", "program alice push", "program max push", "program frank push")
    s = play(s, "look 1,2")
    mine = s.observation(0)["log"][-1]
    theirs = s.observation(1)["log"][-1]
    assert mine["key"] == "roomtwentyfive.look_private" and mine["args"]["room"] == "MORTAL"
    assert theirs["key"] == "roomtwentyfive.look" and "room" not in theirs["args"]


def test_programmed_tokens_hidden_until_executed() -> None:
    s = build()
    s = play(s, "program jennifer move look", "program alice push", "program max push", "program frank push")
    assert s.observation(1)["chars"][0]["prog"] == [None, None, None]
    assert s.observation(0)["chars"][0]["prog"] == ["move", "look", None]
    assert s.observation(1)["chars"][0]["stat"] == ["pending", "pending", ""]
    s = play(s, "move 1,2")
    assert s.observation(1)["chars"][0]["prog"] == ["move", None, None]


def test_observation_has_no_rng_and_is_json_ready() -> None:
    s = GAME.new(6, SUS, seed=3)
    obs = s.observation(2)
    assert "rng" not in obs
    json.dumps(obs)
    assert len(obs["grid"]) == 5 and all(len(r) == 5 for r in obs["grid"])
    assert obs["mac"]["deck"] == [None] * len(s.mac_cards.deck)


def test_observation_unchanged_when_others_secrets_change() -> None:
    s = GAME.new(4, SUS, seed=8)
    d = s.to_dict()
    roles = [c["role"] for c in d["chars"]]
    d2 = json.loads(json.dumps(d))
    d2["chars"][1]["role"], d2["chars"][2]["role"] = roles[2], roles[1]
    s2 = GAME.from_dict(d2)
    assert s.observation(0) == s2.observation(0)


def test_round_trip_and_replay() -> None:
    m = Match("roomtwentyfive", 4, SUS, seed=9)
    bot = make_bot("roomtwentyfive", "heuristic")
    rng = Rng(1)
    for _ in range(60):
        if m.state.is_over():
            break
        p = m.state.active_players()[0]
        m.apply(p, bot_move(bot, m.state, p, rng))
    d = m.state.to_dict()
    assert GAME.from_dict(json.loads(json.dumps(d))).to_dict() == d
    assert m.to_save().replay().to_dict() == d


def test_looks_cannot_be_undone_but_programming_can() -> None:
    m = Match("roomtwentyfive", 1, {}, seed=2)
    m.apply(0, "clue 1,2")
    assert m.undoable() == 0
    m.apply(0, "silent")
    assert m.undoable() == 1


def test_programming_can_be_undone_until_an_action_is_shown() -> None:
    m = Match("roomtwentyfive", 1, {}, seed=2)
    m.apply(0, "clue 1,2")
    m.apply(0, "silent")
    names = [c.name for c in m.state.chars]  # type: ignore[attr-defined]
    m.apply(0, f"program {names[0]} look")
    m.apply(0, f"program {names[1]} look")
    assert m.undoable() == 3
    m.undo()
    assert not m.state.chars[1].programmed  # type: ignore[attr-defined]


def test_determinize_is_consistent_with_the_observation() -> None:
    s = GAME.new(5, SUS, seed=21)
    s = s.apply(0, "clue 2,1")
    obs = s.observation(0)
    for k in range(5):
        d = GAME.determinize(obs, 0, Rng(k))
        assert isinstance(d, RoomState)
        assert d.board == s.board
        dobs = d.observation(0)
        for a, b in zip(dobs["tiles"], obs["tiles"], strict=True):
            if b["room"] is not None:
                assert a["room"] == b["room"]
        assert sum(1 for t in d.tiles if t.room == "R25") == 1
        r25 = next(i for i, t in enumerate(d.tiles) if t.room == "R25")
        assert d.tiles[r25].zone == "exit"
        assert d.chars[0].role == s.chars[0].role
        assert sum(1 for c in d.chars if c.role == "guard") == 1
        assert d.legal_actions(0)


def test_determinize_mid_turn_fills_hidden_programmes() -> None:
    s = build(players=4, options=SUS)
    s = play(s, "program jennifer move look", "program alice look move", "program max push", "program frank push")
    d = GAME.determinize(s.observation(0), 0, Rng(3))
    assert d.chars[1].prog[0] in ("look", "move", "push", "control") and d.chars[0].prog[:2] == ["move", "look"]
    assert d.legal_actions(0) == s.legal_actions(0)


def test_determinize_deals_with_the_dealer_of_resample_hidden() -> None:
    # co-operation announcements are true: the one dealer keeps a red room where red was announced
    s = build(rooms={(1, 2): "MORTAL"})
    s = play(s, "program jennifer look", "program alice push", "program max push", "program frank push")
    s = play(s, "look 1,2", "announce red")
    tile = s.tile_at((1, 2))
    samples = [GAME.determinize(s.observation(1), 1, Rng(k)) for k in range(8)]
    assert all(D.colour_of(d.tiles[tile].room) == "red" for d in samples)
    assert len({tuple(t.room for t in d.tiles) for d in samples}) == 8
    assert all(d.observation(1) | {"log": []} == s.observation(1) | {"log": []} for d in samples)


def test_escape_shift_table() -> None:
    assert escape_shift((0, 1)) == ("col", 1, "up")
    assert escape_shift((1, 4)) == ("row", 1, "right")
    assert escape_shift((2, 4)) is None and escape_shift((1, 1)) is None


def test_belief_trusts_coop_announcements() -> None:
    s = build(rooms={(1, 2): "MORTAL"})
    s = play(s, "program jennifer look", "program alice push", "program max push", "program frank push")
    s = play(s, "look 1,2", "announce red")
    b = Belief(s.observation(1), 1)
    assert b.colour(s.tile_at((1, 2))) == "red" and b.risk(s.tile_at((1, 2))) > 5


@pytest.mark.parametrize(("players", "options"), [(1, {}), (4, SUS), (6, {"mode": "suspicion", "skills": True}),
                                                  (3, {"frenzy": True, "skills": True})])  # fmt: skip
def test_heuristic_bots_finish_games(players: int, options: dict[str, object]) -> None:
    bot = make_bot("roomtwentyfive", "heuristic", 2)
    for seed in range(3):
        s = GAME.new(players, options, seed)
        rng = Rng(seed)
        for _ in range(GAME.max_actions):
            if s.is_over():
                break
            p = s.active_players()[0]
            s = s.apply(p, bot_move(bot, s, p, rng))
        assert s.is_over() and s.outcome() is not None


def test_bot_never_walks_into_a_known_mortal_room() -> None:
    s = build(rooms={(1, 2): "MORTAL"}, face_up=[(1, 2)])
    s = play(s, "program jennifer move", "program alice push", "program max push", "program frank push")
    bot = HeuristicBot(2)
    for k in range(5):
        assert str(bot_move(bot, s, 0, Rng(k))) != "move 1,2"


def test_guard_bot_keeps_its_role_hidden_early() -> None:
    s = build(players=4, options=SUS, roles={"jennifer": "guard"})
    s = play(s, "program jennifer look", "program alice push", "program max push", "program frank push")
    assert s.phase is Phase.ACTION and "reveal" in s.legal_texts(0)
    assert str(bot_move(HeuristicBot(2), s, 0, Rng(0))) != "reveal"


def test_random_playouts_keep_the_contract() -> None:
    for players, options in ((1, {"skills": True, "mac": True}), (8, {"mode": "suspicion", "skills": True})):
        for seed in range(4):
            s = GAME.new(players, options, seed)
            rng = Rng(seed + 99)
            n = 0
            while not s.is_over():
                act = s.active_players()
                p = act[rng.randbelow(len(act))]
                legal = s.legal_actions(p)
                assert [str(a) for a in legal] == sorted(str(a) for a in legal)
                assert all(GAME.parse_action(str(a)) == a for a in legal)
                s = s.apply(p, rng.choice(legal))
                n += 1
                assert n < GAME.max_actions


def test_actor_mapping_is_explicit() -> None:
    s = GAME.new(2, {}, seed=6)
    assert len(s.characters_of(0)) == 2 and len(s.characters_of(1)) == 2
    s = build()
    s = play(s, "program jennifer move", "program alice push", "program max push", "program frank push")
    assert s.acting_character() == "jennifer"


def test_determinize_deals_the_mac_deck_from_the_cards_not_discarded() -> None:
    s = build(options={"mac": True})
    s.mac_cards.deck, s.mac_cards.discard = [11, 5, 9, 6, 10, 8, 7], [0, 1, 2, 3, 4]  # all 12 cards
    for k in range(6):
        mac = GAME.determinize(s.observation(0), 0, Rng(k)).mac_cards  # type: ignore[attr-defined]
        assert sorted(mac.deck) == [5, 6, 7, 8, 9, 10, 11] and mac.discard == [0, 1, 2, 3, 4]
