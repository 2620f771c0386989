"""The feeding (docs/rules/polis.md §5 step 2): the warning before a pass that starves, and giving up poleis."""

from __future__ import annotations

from typing import Any

from tabletop.polis.game import Phase, PolisState, food_outlook
from tests.unit.polis.helpers import ATHENS, GAME, SPARTA, play, position, texts


def _pass_preview(s: PolisState, p: int = SPARTA) -> Any:
    s._cache = {}  # the tests edit positions in place
    return s.preview(p, "pass")


def _both_pass(s: PolisState) -> PolisState:
    s.res[ATHENS]["wheat"] = 20  # Athens is fed whatever happens
    s = play(s, "pass")
    return play(s, "pass")


def test_a_pass_that_starves_warns_with_the_food_and_what_can_still_help() -> None:
    s = position(SPARTA)  # the start: 8 citizens, 0 wheat, 3 prestige
    pv = _pass_preview(s)
    assert pv is not None
    assert (pv["ends"], pv["need"], pv["wheat"], pv["prestige"], pv["projects"], pv["short"]) == (
        "feeding",
        8,
        0,
        3,
        0,
        5,
    )
    # what still helps this turn: more wheat (collect, trade), fewer citizens (hoplites, galleys, merchants)
    assert {"collect", "trade", "hoplites", "galleys", "merchants"} <= set(pv["can"])
    assert set(pv["can"]) <= {v.split()[0] for v in texts(s)}
    # the warning tells the truth: passing now does starve
    assert _both_pass(s).phase is Phase.RELEASE


def test_the_shortfall_is_exactly_what_the_feeding_lacks() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["wheat"] = 4  # 4 + 3 = 7 for 8 citizens
    assert _pass_preview(s)["short"] == 1
    s.res[SPARTA]["wheat"] = 6  # 6 + 3 = 9: fed, 1 prestige left
    assert _pass_preview(s) is None
    after = _both_pass(s)
    assert after.phase is not Phase.RELEASE and not after.is_over()
    assert food_outlook(s, SPARTA)["prestige_after"] == 1 == after.prestige[SPARTA]  # before megalopolis


def test_projects_under_construction_count_for_the_feeding() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["wheat"] = 4  # 4 + 3 = 7 for 8 citizens: 1 short
    assert _pass_preview(s)["short"] == 1
    s.building["sparta"] = "stoa"  # completes at the round end: +2 prestige before the feeding
    assert food_outlook(s, SPARTA)["projects"] == 2
    assert _pass_preview(s) is None
    assert _both_pass(s).phase is not Phase.RELEASE


def test_a_pass_that_leaves_no_prestige_warns_too_unless_wheat_is_left_to_grow() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["wheat"], s.prestige[SPARTA] = 8, 0
    pv = _pass_preview(s)
    assert pv is not None and pv["ends"] == "prestige" and pv["short"] == 0
    s.res[SPARTA]["wheat"] = 9  # a wheat to spare: growth may still bring a megalopolis prestige
    assert _pass_preview(s) is None
    s.res[SPARTA]["wheat"], s.round = 8, 4  # the last round ends the game anyway
    assert _pass_preview(s) is None


def test_only_a_pass_has_this_preview() -> None:
    s = position(SPARTA)
    others = [t for t in texts(s) if t != "pass"]
    assert others and all(s.preview(SPARTA, t) is None for t in others)


def test_a_side_may_give_up_its_capital_and_the_log_says_so_in_words() -> None:
    # docs/rules/polis.md §5 step 2 (from the source): "release poleis of your choice until the rest can be paid"; the seed: それでも支払えない場合は
    # 都市を手放す. Neither spares the capital (siege and civil war do say "not capitals").
    s = position(SPARTA)
    s = _both_pass(s)
    assert "release sparta" in texts(s)
    s = play(s, "release sparta")
    entry = s.log.entries[-1].public
    assert entry is not None and entry.key == "polis.released"
    line = GAME.describe({"key": entry.key, "args": entry.args}, "en", ["Sparta", "Athens"])
    assert line == "Sparta cannot feed every citizen and gives up the polis of Sparta, which becomes neutral."
    ja = GAME.describe({"key": entry.key, "args": entry.args}, "ja", ["スパルタ", "アテネ"])
    assert ja == "スパルタは市民を養いきれず、ポリス「スパルタ」を手放しました（中立都市に戻ります）。"
