"""Bot levels 1–5 (issue 19): the registry, privacy of every level's bot, and saves from before levels.

- every game with opponents declares five levels with a description in both languages;
- a level's bot decides from its seat alone: re-dealing the other seats' secrets on the real
  state (``State.resample_hidden``, the conformance suite's hook) leaves its decision unchanged;
- the engine's seats are ``{level}``; an old save or link's ``{name, strength}`` bot opens at
  the nearest level and plays; a level that is not 1–5 is refused with a catalog key.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import tabletop
from tabletop.core.bots import (
    LEVEL_NAMES,
    LEVELS,
    Blundering,
    LevelSpec,
    levels,
    make_level,
    nearest_level,
    register_levels,
    seat_of,
)
from tabletop.core.errors import InvalidOptions, InvalidSave
from tabletop.core.game import State
from tabletop.core.rng import Rng
from tabletop.core.save import Save
from tests.support.engine import load_engine
from tests.support.playouts import choose

#: a table for each game: players and options where its bots have opponents (the app's defaults)
TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "laserreflection": (2, {"mode": "random", "size": 5, "items": 4, "rounds": 1}),
    "cucco": (4, {"rounds": 3}),
    "magiccircle": (2, {}),
    "roomtwentyfive": (4, {"mode": "suspicion"}),
    "arcticscavengers": (2, {}),
    "polis": (2, {}),
    "challengers": (4, {}),
    "khronos": (2, {}),
}


ENGINE = load_engine("levels")


def call(method: str, **args: Any) -> Any:
    return json.loads(ENGINE.call(method, json.dumps(args)))


def test_every_game_has_five_levels_named_and_described_in_both_languages() -> None:
    assert set(TABLES) == set(tabletop.GAMES), "a new game: add its table here"
    assert tuple(LEVEL_NAMES) == LEVELS == (1, 2, 3, 4, 5)
    for gid in tabletop.GAMES:
        table = levels(gid)
        assert tuple(table) == LEVELS, gid
        abouts = [spec.about["en"] for spec in table.values()]
        assert len(set(abouts)) == 5, f"{gid}: each level says what it does differently"
        for n, spec in table.items():
            assert spec.about["en"].strip() and spec.about["ja"].strip(), (gid, n)
            assert make_level(gid, n).choose, (gid, n)


def test_a_level_outside_one_to_five_is_refused() -> None:
    with pytest.raises(ValueError, match="levels are 1–5"):
        make_level("cucco", 6)
    with pytest.raises(ValueError, match="exactly"):
        register_levels("cucco", {1: LevelSpec("random", 1, {"en": "x", "ja": "x"})})


def test_old_bots_map_to_the_nearest_level() -> None:
    assert nearest_level("khronos", "random", 2) == 1
    assert nearest_level("khronos", "heuristic", 1) == 2
    assert nearest_level("khronos", "search", 1) == 5, "the nearest strength"
    assert nearest_level("khronos", "search", 2) == 5
    assert nearest_level("arcticscavengers", "heuristic", 1) == 3, "the same bot and strength without mistakes"
    assert nearest_level("cucco", "search", 2) == 5, "no search level: the top one"
    assert nearest_level("laserreflection", "solver", 3) == 4, "the plain pace before a custom one"
    assert nearest_level("cucco", "zzz", 2) is None


def test_blundering_plays_random_moves_at_its_rate() -> None:
    class First:
        name = "first"

        def choose(self, seat: Any, rng: Rng) -> Any:
            return seat.legal[0]

    state = tabletop.get_game("polis").new(2, {}, 1)
    seat = seat_of(state, state.active_players()[0])
    bot = Blundering(First(), 0.5)
    rng = Rng(3)
    picks = [bot.choose(seat, rng) for _ in range(400)]
    off = sum(p != seat.legal[0] for p in picks) / len(picks)
    assert 0.3 < off < 0.6, off


def _freeze_clocks(bot: Any) -> Any:
    """Search budgets by iterations alone (a wall-clock limit would make a decision depend on the load)."""
    for inner in (bot, getattr(bot, "inner", None), getattr(bot, "search", None)):
        if inner is not None and hasattr(inner, "clock"):
            inner.clock = lambda: 0.0
        if inner is not None and inner is not bot:
            _freeze_clocks(inner)
    return bot


def _positions(gid: str, count: int, seed: int) -> list[tuple[State[Any], int]]:
    """Positions of seeded random playouts where the seat to act has secrets of others to re-deal."""
    game = tabletop.get_game(gid)
    players, options = TABLES[gid]
    found: list[tuple[State[Any], int]] = []
    for s in range(seed, seed + 40):
        state = game.new(players, options, s)
        rng = Rng(s)
        for step in range(400):
            if state.is_over():
                break
            if step % 7 == 3:
                for p in state.active_players():
                    if state.has_hidden(p) and len(state.legal_actions(p)) > 1:
                        found.append((state, p))
                        break
                if len(found) >= count * (s - seed + 1) or len(found) >= count:
                    break
            player, action = choose(state, rng)
            state = state.apply(player, action)
        if len(found) >= count:
            break
    return found[:count]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("gid", sorted(TABLES))
def test_a_levels_bot_decides_the_same_when_the_others_secrets_are_re_dealt(gid: str, level: int) -> None:
    positions = _positions(gid, 3, seed=10 * level)
    assert positions, f"{gid}: no position with secrets to re-deal"
    for i, (state, p) in enumerate(positions):
        seat = seat_of(state, p)
        first = _freeze_clocks(make_level(gid, level)).choose(seat, Rng(100 + i))
        for k in range(2):
            other = state.resample_hidden(p, Rng(7 + 31 * i + k))
            again = _freeze_clocks(make_level(gid, level)).choose(seat_of(other, p), Rng(100 + i))
            assert str(again) == str(first), f"{gid} level {level}: its decision depends on others' secrets"


# -- the engine: seats, old saves and links, errors -----------------------------------------


def test_the_games_list_offers_the_levels_with_their_descriptions() -> None:
    games = {g["id"]: g for g in call("games")}
    polis = games["polis"]
    assert [entry["level"] for entry in polis["levels"]] == [1, 2, 3, 4, 5]
    assert polis["levels"][0]["name"] == {"en": "Beginner", "ja": "入門"}
    assert polis["levels"][4]["about"]["ja"] == levels("polis")[5].about["ja"]
    assert polis["default_level"] in LEVELS
    assert call("catalog", lang="ja")["app.setup.level.5"] == "達人"


def test_a_new_game_stores_bot_seats_as_levels_and_the_bot_plays() -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Robo", "bot": {"level": 4}}]
    opened = call("new", game="polis", players=2, seed=3, meta={"seats": seats})
    assert opened["info"]["seats"][1]["bot"] == {"level": 4}
    save = json.loads(opened["status"]["save"])
    assert save["meta"]["seats"][1]["bot"] == {"level": 4}


@pytest.mark.parametrize(
    ("old", "level"),
    [({"name": "random", "strength": 2}, 1), ({"name": "heuristic", "strength": 2}, 3), ({"name": "search"}, 5)],
)
def test_a_save_and_a_link_from_before_levels_open_at_the_nearest_level(old: dict[str, Any], level: int) -> None:
    meta = {"seats": [{"name": "Aki", "bot": None}, {"name": "Robo", "bot": old}]}
    game = tabletop.get_game("khronos")
    state = game.new(2, {}, 5)
    first = state.active_players()[0]
    # one move by the person if it is their turn, so the bot is to play or soon will be
    moves = ((first, str(state.legal_actions(first)[0])),) if first == 0 else ()
    old_save = Save("khronos", 2, {}, 5, moves, meta)
    for opened in (
        call("load_save", text=old_save.to_json()),
        call("load_link", link=old_save.encode_link(), game="khronos"),
    ):
        assert "error" not in opened, opened
        assert opened["info"]["seats"][1]["bot"] == {"level": level}
        while 1 not in opened["status"]["active"]:
            opened["status"] = call(
                "act",
                session=opened["session"],
                player=0,
                action=call("snapshot", session=opened["session"], viewer=0)["legal"][0],
            )["status"]
        played = call("bot", session=opened["session"], player=1)
        assert "error" not in played, played


@pytest.mark.parametrize("bad", [0, 6, "3", True, None, 2.5])
def test_a_bad_level_in_a_link_or_on_the_form_is_a_clear_error_in_the_players_language(bad: Any) -> None:
    meta = {"seats": [{"name": "Aki", "bot": None}, {"name": "Robo", "bot": {"level": bad}}]}
    link = Save("polis", 2, {}, 5, (), meta).encode_link()
    opened = call("load_link", link=link, game="polis")
    assert opened["error"] == "InvalidSave" and opened["key"] == "app.setup.bad_level", opened
    assert opened["args"] == {"n": 2, "level": str(bad)}
    ja = call("catalog", lang="ja")[opened["key"]]
    assert "レベル" in ja and "1〜5" in ja
    new = call("new", game="polis", players=2, seed=1, meta=meta)
    assert new["error"] == "InvalidOptions" and new["key"] == "app.setup.bad_level"


def test_a_seat_setting_that_is_no_bot_is_refused() -> None:
    meta = {"seats": [{"name": "A", "bot": None}, {"name": "B", "bot": {"name": "zzz", "strength": 2}}]}
    new = call("new", game="polis", players=2, seed=1, meta=meta)
    assert new["error"] == "InvalidOptions" and new["key"] == "app.setup.bad_bot"
    # an old save naming a bot the game does not have still opens, that seat played by a person
    opened = call("load_save", text=Save("polis", 2, {}, 1, (), meta).to_json())
    assert opened["info"]["seats"][1]["bot"] is None
    with pytest.raises(InvalidOptions):
        ENGINE._seats("polis", 2, {"seats": [{}, {"bot": "level 3"}]}, strict=True)
    with pytest.raises(InvalidSave):
        ENGINE._seats("polis", 2, {"seats": [{}, {"bot": {"level": 9}}]}, strict=False)
