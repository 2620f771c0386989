"""Where the parts of a game begin (core.save.chapter_starts), for an embed's jumps."""

from __future__ import annotations

import examples.tinynim.tinynim  # noqa: F401  (registers the template game)
from tabletop.core.rng import Rng
from tabletop.core.save import Match, chapter_starts
from tests.support.playouts import choose


def _played(game: str, players: int, seed: int) -> Match:
    match = Match(game, players, {}, seed)
    rng = Rng(seed)
    while not match.state.is_over():
        match.apply(*choose(match.state, rng))
    return match


def test_every_new_round_and_deal_of_a_cucco_game_is_a_jump_target() -> None:
    match = _played("cucco", 3, 5)
    starts = chapter_starts(match)
    rounds = [s for s in starts if s["kind"] == "round"]
    assert [r["n"] for r in rounds] == list(range(1, len(rounds) + 1))
    moves = [s["move"] for s in starts]
    assert moves == sorted(moves) and moves[0] >= 0 and moves[-1] <= len(match.actions)
    # each start is the first move at which the state is in that part
    for s in starts:
        state = Match(match.game, match.players, match.options, match.seed)
        for p, a in match.actions[: s["move"]]:
            state.apply(p, a)
        assert state.state.chapters()[s["kind"]] == s["n"]


def test_a_game_without_parts_has_no_jumps() -> None:
    match = Match("tinynim", 2, {}, 1)
    match.apply(0, "take 1")
    assert chapter_starts(match) == []


def _names(game: str, players: int, seed: int, moves: int) -> list[dict[str, object]]:
    seats = [{"name": n, "bot": None} for n in ("Aki", "Ben", "Chi")[:players]]
    match = Match(game, players, {}, seed, {"seats": seats})
    rng = Rng(seed)
    while not match.state.is_over() and len(match.actions) < moves:
        match.apply(*choose(match.state, rng))
    return chapter_starts(match, [str(s["name"]) for s in seats])


def test_parts_are_named_by_default_in_both_languages() -> None:
    starts = _names("cucco", 3, 5, 30)
    assert starts[0]["name"] == {"en": "Round 1", "ja": "ラウンド1"}
    ja = {"round": "ラウンド", "deal": "ディール"}
    assert {s["kind"] for s in starts} == {"round", "deal"}
    for s in starts:
        assert s["name"] == {"en": f"{str(s['kind']).title()} {s['n']}", "ja": f"{ja[str(s['kind'])]}{s['n']}"}


def test_khronos_names_its_game_turns_1_to_7_and_each_players_turn() -> None:
    starts = _names("khronos", 2, 3, 10_000)
    rounds = [s for s in starts if s["kind"] == "round"]
    assert [s["name"] for s in rounds] == [{"en": f"Turn {n}", "ja": f"第{n}ターン"} for n in range(1, 8)]
    turns = [s["name"] for s in starts if s["kind"] == "turn"]
    # the first player is drawn: each of the two plays once in turn 1
    assert sorted(t["en"] for t in turns[:2]) == ["Turn 1: Aki", "Turn 1: Ben"]
    assert sorted(t["ja"] for t in turns[:2]) == ["第1ターン：Aki", "第1ターン：Ben"]
    assert len(turns) == 14 and turns[-1]["en"].startswith("Turn 7: ")
    assert not any("Round" in s["name"]["en"] for s in starts)


def test_polis_names_its_rounds_3_4_5a_5b_and_counts_turns_from_1() -> None:
    starts = _names("polis", 2, 17, 10_000)  # a random game that reaches the second round
    rounds = [s["name"] for s in starts if s["kind"] == "round"]
    assert rounds[:2] == [{"en": "Round 3", "ja": "ラウンド「3」"}, {"en": "Round 4", "ja": "ラウンド「4」"}]
    assert {r["en"] for r in rounds} <= {"Round 3", "Round 4", "Round 5α", "Round 5β"}
    turns = [s for s in starts if s["kind"] == "turn"]
    assert turns[0]["move"] == 0 and turns[0]["name"]["en"] in ("Turn 1: Aki", "Turn 1: Ben")
    assert [t["n"] for t in turns] == list(range(1, len(turns) + 1))


def test_the_challengers_round_after_the_seventh_is_the_final() -> None:
    starts = _names("challengers", 3, 3, 10_000)
    assert [s["name"]["en"] for s in starts] == [*(f"Round {n}" for n in range(1, 8)), "Final"]
    assert starts[-1]["name"]["ja"] == "決勝"
