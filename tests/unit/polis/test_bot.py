"""The heuristic bot feeds first (spec §11.1)."""

from __future__ import annotations

from tabletop.polis.bots import _deficit, _feeding_first, choose_on
from tabletop.polis.game import Phase

from .helpers import SPARTA, position


def test_bot_with_hungry_citizens_only_takes_actions_that_close_the_feeding_gap() -> None:
    s = position(SPARTA)  # Sparta: 0 wheat, 8 citizens, 3 prestige
    legal = s.legal_actions(SPARTA)
    allowed = _feeding_first(s, SPARTA, legal)
    assert "pass" not in [a.verb for a in allowed]
    assert "project" not in [a.verb for a in allowed]  # a project pays goods that would buy wheat
    a = choose_on(s, SPARTA, legal, 1)
    assert _deficit(s.push(SPARTA, a), SPARTA) < _deficit(s, SPARTA)  # type: ignore[arg-type]


def test_bot_does_not_pass_while_its_next_feeding_fails() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["wheat"] = 2  # 2 wheat + 3 prestige < 8 citizens: passing would end the game
    for strength in (1, 2):
        assert choose_on(s, SPARTA, s.legal_actions(SPARTA), strength).verb != "pass"


def test_bot_releases_its_smallest_poleis_first_when_feeding_failed() -> None:
    s = position(SPARTA)
    s.phase = Phase.RELEASE
    s.round_end = {"stage": "release", "player": SPARTA, "grown": [], "failed": [True, False]}
    s.citizens["pylos"] = 1
    a = choose_on(s, SPARTA, s.legal_actions(SPARTA), 2)
    assert a.args == ("pylos",)
