"""Polis wording: a number of prestige always comes with its noun, in the log and in the view."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tabletop.polis.messages import MESSAGES
from tests.unit.polis.helpers import GAME

VIEW_MESSAGES = Path(__file__).resolve().parents[3] / "web" / "games" / "polis" / "messages.json"
#: "gains {n}." or "(+{n})": a bare number where the reader needs to know of what
BARE = re.compile(r"(?:gains |\+)\{\w+\}[.)]")


def test_the_attacker_gains_prestige_points_not_a_bare_number() -> None:
    entry = {"key": "polis.defend", "args": {"player": 1, "cards": ["phalanx1", "wedge2"], "losses": 1, "prestige": 0}}
    line = GAME.describe(entry, "en", ["Sparta", "Athens"])
    assert line.endswith("1 unit lost; the attacker gains 0 prestige points."), line
    entry["args"]["prestige"] = 1
    assert GAME.describe(entry, "en", ["Sparta", "Athens"]).endswith("the attacker gains 1 prestige point.")


def test_no_english_template_leaves_a_number_of_prestige_without_its_noun() -> None:
    view = json.loads(VIEW_MESSAGES.read_text(encoding="utf-8"))
    templates = {f"polis.{k}": v["en"] for k, v in MESSAGES.items()}
    templates.update({f"polis.view.{k}": v["en"] for k, v in view.items()})
    bare = sorted(k for k, t in templates.items() if BARE.search(t))
    assert not bare, bare
