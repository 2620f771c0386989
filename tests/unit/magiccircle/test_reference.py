"""``MagicCircle.reference()``: the formation reference page reads the scorer's own table."""

from __future__ import annotations

import json

import pytest

import tabletop
from tabletop.core import i18n
from tabletop.magiccircle import FORMATIONS, Circle, score
from tabletop.magiccircle.formations import BY_ID, DISPLAY_ORDER

#: circles whose breakdowns name many formations (docs/rules/magiccircle.md §3.9 E1–E5, E12 and a Long Beam)
CIRCLES = [
    ("7776 3334 BBBB GGGG .", True),
    ("3476 5555 RBRB YGYG 5", False),
    ("6779 4634 WKWK RBRB R", True),
    ("9494 3636 RRRR Y.YG 1", False),
    ("5656 7474 .RRR GGGG 2", False),
    ("5656 7474 WKWK WKWK W", True),
    ("5555 1111 YYYY YYYY 5", True),
]


def reference() -> dict:
    return tabletop.get_game("magiccircle").reference()


def test_reference_lists_every_row_of_the_scorers_table_in_order() -> None:
    ref = reference()
    json.dumps(ref)  # JSON-ready
    rows = ref["formations"]
    assert [r["id"] for r in rows] == [f.id for f in FORMATIONS]
    for row, f in zip(rows, FORMATIONS, strict=True):
        assert row["name"] == {"ja": f.ja, "en": f.en}
        assert row["bonus"] == f.bonus
        assert row["rule"] == {"ja": f.rule_ja, "en": f.rule_en}
        assert row["definition"] == f.definition
        assert row["added"] == f.added
        assert row["scope"] == f.scope
    assert sorted(ref["display_order"]) == sorted(BY_ID) and ref["display_order"] == list(DISPLAY_ORDER)
    assert {r["id"] for r in rows if r["added"]} == {"reverse_order", "amber", "lumina", "umbra", "long_beam"}


def test_reference_names_and_bonuses_are_those_the_scorer_reports() -> None:
    by_en = {r["name"]["en"]: r for r in reference()["formations"]}
    seen = set()
    for text, activated in CIRCLES:
        s = score(Circle.parse(text), activated=activated)
        for name, bonus in s.formations:
            assert by_en[name]["bonus"] == bonus, (text, name)
            seen.add(name)
        for hit in s.to_json()["formations"]:
            row = next(r for r in reference()["formations"] if r["id"] == hit["id"])
            assert hit["name"] == row["name"] and hit["bonus"] == row["bonus"]
    assert len(seen) >= 10  # the circles above exercise most of the table


def test_reference_matches_the_catalog_names() -> None:
    rows = reference()["formations"]
    assert len(rows) >= 10
    for row in rows:
        for lang in ("ja", "en"):
            assert i18n.text(f"magiccircle.formation.{row['id']}", lang) == row["name"][lang]
            assert i18n.text(f"magiccircle.formation.{row['id']}.rule", lang) == row["rule"][lang]


def test_log_lines_name_coins_and_positions_in_words() -> None:
    game = tabletop.get_game("magiccircle")
    entry = {"key": "magiccircle.log.place", "args": {"player": 0, "coin": "R", "position": "EoNE"}}
    assert game.describe(entry, "en", ["Aki"]) == "Aki places red on outer square north-east."
    assert game.describe(entry, "ja", ["Aki"]) == "Akiが赤を外方北東に置きました。"
    dealt = {"key": "magiccircle.log.deal_own", "args": {"coins": ["7", "B", "K"]}}
    assert game.describe(dealt, "en") == "You are dealt 7, blue, black."
    assert game.describe(dealt, "ja") == "あなたに7、青、黒が配られました。"


@pytest.mark.parametrize(
    ("key", "args", "en"),
    [
        ("deal", {"player": 1, "count": 1}, "Ben is dealt 1 coin."),
        ("refill", {"player": 0, "count": 1}, "Aki draws 1 coin."),
        ("refill", {"player": 0, "count": 3}, "Aki draws 3 coins."),
        ("score", {"match": 2, "player": 0, "score": 131900, "base": 12500, "multiplier": "2.05"},
         "Match 2: Aki scores 131,900 (base 12,500 × 2.05)."),
    ],
)  # fmt: skip
def test_log_lines_use_plurals_and_one_number_format(key: str, args: dict[str, object], en: str) -> None:
    game = tabletop.get_game("magiccircle")
    assert game.describe({"key": f"magiccircle.log.{key}", "args": args}, "en", ["Aki", "Ben"]) == en
