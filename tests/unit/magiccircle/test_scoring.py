"""Completion (docs/rules/magiccircle.md §3.6), scoring (§3.7) and the formation table (§3.7.1): E1–E12 and more."""

from __future__ import annotations

import json

import pytest

from tabletop.magiccircle import FORMATIONS, Circle, breakdown, complete, find_formations, formations_json, score
from tabletop.magiccircle.formations import BY_ID, DISPLAY_ORDER

# -- the worked examples E1–E12 (docs/rules/magiccircle.md §3.9) -----------------


def test_e1_seed_example_activated_azure_viridian_balance_two_pair_forward_order() -> None:
    c = Circle.parse("7776 3334 BBBB GGGG .")
    assert c.complete
    s = score(c, activated=True)
    assert (s.d, s.m, s.base) == (4, 5, 12500)
    assert s.formations == [("Azure", 25), ("Viridian", 25), ("Balance", 35), ("Two Pair", 10), ("Forward Order", 10)]
    assert (s.multiplier_percent, s.multiplier, s.total) == (205, "2.05", 25625)


def test_e2_seed_example_not_activated_resonance_two_pair() -> None:
    c = Circle.parse("3476 5555 RBRB YGYG 5")
    assert c.parts() == {"outer_circle": False, "inner_circle": True, "outer_square": True, "inner_square": True}
    s = score(c, activated=False)
    assert (s.k, s.d, s.base) == (4, 4, 7250)
    assert s.formations == [("Resonance", 85), ("Two Pair", 10)]
    assert (s.multiplier_percent, s.total) == (195, 14137)


def test_e3_seed_example_activated_clear_force_short_beam_three_pair_forward_order() -> None:
    c = Circle.parse("6779 4634 WKWK RBRB R")
    assert c.complete
    assert c.half_sums() == {"N": 10, "E": 13, "S": 10, "W": 13}
    s = score(c, activated=True)
    assert (s.d, s.base) == (6, 11500)
    assert s.formations == [("Clear Force", 15), ("Short Beam", 20), ("Three Pair", 20), ("Forward Order", 10)]
    assert "Balance" not in dict(s.formations)
    assert (s.multiplier_percent, s.total) == (165, 18975)


def test_e4_seed_example_not_activated_crimson_symmetry_no_pair_formation() -> None:
    c = Circle.parse("9494 3636 RRRR Y.YG 1")
    assert c.parts()["inner_square"] is False
    s = score(c, activated=False)
    assert (s.k, s.d, s.base) == (4, 6, 6750)
    assert s.formations == [("Crimson", 25), ("Symmetry", 30)]
    assert (s.multiplier_percent, s.total) == (155, 10462)


def test_e5_invalid_positions_example_outer_square_with_an_empty_corner() -> None:
    c = Circle.parse("5656 7474 RRR. GGGG 2")
    assert c.parts() == {"outer_circle": True, "inner_circle": True, "outer_square": False, "inner_square": True}
    s = score(c, activated=False)
    assert (s.k, s.d, s.base) == (4, 3, 7500)
    assert s.formations == [("Viridian", 25), ("Symmetry", 30)]
    assert s.total == 11625


def test_e6_sum_complete_but_not_symmetric_circle() -> None:
    c = Circle.parse("5632 7498 RBRB YGYG .")
    assert c.complete and c.magical_complete
    s = score(c, activated=True)
    assert (s.d, s.base, s.formations, s.total) == (7, 11000, [], 11000)


def test_e7_bad_sum_makes_both_circles_invalid() -> None:
    c = Circle.parse("5632 7499 RBRB YGYG .")
    assert not c.complete
    parts = c.parts()
    assert parts["outer_circle"] is False and parts["inner_circle"] is False
    assert score(c, activated=False).k == 4 + 4 + 1


def test_e8_forbidden_colour_mix_red_green_square_is_incomplete() -> None:
    assert Circle.parse("5656 7474 RGRG YGYG .").parts()["outer_square"] is False


def test_e9_asymmetric_square_is_incomplete() -> None:
    assert Circle.parse("5656 7474 RRBB YGYG .").parts()["outer_square"] is False


def test_e10_empty_focus_counts_as_one_invalid_position() -> None:
    empty = score("5656 7474 RBRB YGYG .", activated=False)
    assert (empty.k, empty.base, empty.total, empty.formations) == (1, 9000, 11700, [("Symmetry", 30)])
    filled = score("5656 7474 RBRB YGYG 2", activated=False)
    assert (filled.k, filled.base, filled.total) == (0, 9500, 12350)


def test_e11_negative_base_is_clamped_to_zero() -> None:
    s = score(Circle.empty(), activated=False)
    assert (s.k, s.d, s.m, s.base, s.total) == (17, 9, 0, 0, 0)


def test_e12_invented_formations_clear_force_twice_and_long_beam() -> None:
    c = Circle.parse("5656 7474 WKWK WKWK W")
    assert c.complete
    s = score(c, activated=True, added=True)
    assert s.base == 13000
    assert s.formations == [("Clear Force", 15), ("Clear Force", 15), ("Long Beam", 50), ("Symmetry", 30)]
    assert "Short Beam" not in dict(s.formations)
    assert (s.multiplier_percent, s.total) == (210, 27300)


def test_e12_without_the_added_formations_the_diagonal_is_a_short_beam() -> None:
    """The project's own formations are off by default: only the original's formations score."""
    s = score("5656 7474 WKWK WKWK W", activated=True)
    assert s.formations == [("Clear Force", 15), ("Clear Force", 15), ("Short Beam", 20), ("Symmetry", 30)]
    assert (s.multiplier_percent, s.total) == (180, 23400)


@pytest.mark.parametrize("fid", sorted(f.id for f in FORMATIONS if f.added))
def test_added_formations_score_only_when_asked(fid: str) -> None:
    text, activated, count = ROW_EXAMPLES[fid]
    assert fid not in {h.id for h in score(text, activated=activated).hits}
    assert fid not in {h.id for h in find_formations(text)}
    assert len([h for h in score(text, activated=activated, added=True).hits if h.id == fid]) == count
    assert fid in {h.id for h in find_formations(text, added=True)}


def test_public_api_of_the_spec() -> None:
    c = Circle.parse("7776 3334 BBBB GGGG .")
    s = score(c, activated=True)
    assert (s.base, s.multiplier_percent, s.total) == (12500, 205, 25625)
    assert s.formations[0] == ("Azure", 25)
    assert c.complete is True
    assert complete("7776 3334 BBBB GGGG .") is True
    assert complete(c) is True


# -- completion -----------------------------------------------------------------------


def test_focus_is_not_needed_for_completion() -> None:
    assert Circle.parse("5656 7474 RBRB YGYG .").complete


def test_self_symmetric_circle_is_complete_even_when_the_other_circle_breaks_the_sums() -> None:
    # outer symmetric (5,6,5,6); inner not symmetric and sums unequal
    parts = Circle.parse("5656 7498 RBRB YGYG .").parts()
    assert parts["outer_circle"] is True and parts["inner_circle"] is False


def test_sum_completion_needs_all_eight_magical_positions() -> None:
    c = Circle.parse("563. 749. RBRB YGYG .")
    assert not c.magical_complete
    assert c.parts()["outer_circle"] is False


@pytest.mark.parametrize(
    ("square", "ok"),
    [
        ("RBRB", True),  # seed ○ 赤青/青赤
        ("YYYY", True),  # seed ○ 黄黄/黄黄
        ("WKWK", True),  # seed ○ 白黒/黒白
        ("RGRG", False),  # seed × 赤緑
        ("GBGB", False),  # seed × 緑青
        ("YKYK", False),  # seed × 黄黒
        ("RRRR", True),
        ("BRBR", True),
        ("RR.R", False),
    ],
)
def test_square_completion_follows_the_seed_examples(square: str, ok: bool) -> None:
    assert Circle.parse(f"5656 7474 {square} YGYG .").parts()["outer_square"] is ok


def test_parse_rejects_wrong_kinds_unknown_characters_and_wrong_lengths() -> None:
    with pytest.raises(ValueError, match="magical coin"):
        Circle.parse("7776 3334 BBBB GGG7 .")
    with pytest.raises(ValueError, match="elemental coin"):
        Circle.parse("777R 3334 BBBB GGGG .")
    with pytest.raises(ValueError, match="not a coin"):
        Circle.parse("7776 3334 BBBB GGGX .")
    with pytest.raises(ValueError, match="17 positions"):
        Circle.parse("7776 3334 BBBB GGGG")
    with pytest.raises(ValueError, match="only 5"):
        Circle.parse("7777 7776 BBBB GGGG .")


def test_circle_text_round_trips_and_ignores_spaces() -> None:
    c = Circle.parse(" 7776  3334BBBB GGGG  R ")
    assert str(c) == "7776 3334 BBBB GGGG R"
    assert Circle.parse(str(c)) == c
    assert c["MoW"] == "6" and c["F"] == "R" and Circle.empty()["F"] is None


def test_activating_an_incomplete_circle_is_refused_by_the_scorer() -> None:
    with pytest.raises(ValueError, match="complete"):
        score("5632 7499 RBRB YGYG .", activated=True)


def test_spread_uses_only_the_circles_not_the_focus() -> None:
    assert score("5656 7474 RBRB YGYG 0", activated=True).d == 3
    assert score("5... .... .... .... .", activated=False).d == 0
    assert score(".... .... RBRB .... 5", activated=False).d == 9


def test_not_activated_base_with_everything_incomplete_but_focus() -> None:
    s = score(".... .... .... .... 3", activated=False)
    assert (s.k, s.base) == (16, 0)
    s = score("5656 7474 .... .... 3", activated=False)
    # k = 8 (two squares), m = 6
    assert (s.k, s.base) == (8, 10000 - (2000 + 8 * 500) + 6 * 250)


def test_score_is_floored_with_integer_maths() -> None:
    s = score("3476 5555 RBRB YGYG 5", activated=False)
    assert s.base * s.multiplier_percent == 1413750 and s.total == 14137


# -- the formation table: every row scored by a known example ------------------------

ROW_EXAMPLES = {
    # circle text, activated?, expected instances of that formation
    "two_pair": ("5652 3438 RBRB YGYG .", True, 1),  # 5,5 and 3,3 -> P = 2 (sums 8/10/8/10)
    "three_pair": ("6779 4634 WKWK RBRB R", True, 1),
    "symmetry": ("5656 7474 RBRB YGYG .", True, 1),
    "balance": ("7776 3334 BBBB GGGG .", True, 1),
    "forward_order": ("7776 3334 BBBB GGGG .", True, 1),
    "reverse_order": ("3334 7776 RBRB YGYG .", True, 1),
    "resonance": ("3476 5555 RBRB YGYG 5", False, 1),
    "crimson": ("9494 3636 RRRR YGYG 1", True, 1),
    "azure": ("7776 3334 BBBB GGGG .", True, 1),
    "viridian": ("7776 3334 BBBB GGGG .", True, 1),
    "amber": ("5656 7474 YYYY RBRB .", True, 1),
    "lumina": ("5656 7474 WWWW RBRB .", True, 1),
    "umbra": ("5656 7474 RBRB KKKK .", True, 1),
    "clear_force": ("5656 7474 WKWK RBRB .", True, 1),
    "short_beam": ("6779 4634 WKWK RBRB R", True, 1),
    "long_beam": ("5656 7474 WKWK WKWK W", True, 1),
}


def test_every_formation_row_has_a_known_example() -> None:
    assert set(ROW_EXAMPLES) == {f.id for f in FORMATIONS}


@pytest.mark.parametrize("fid", sorted(ROW_EXAMPLES))
def test_formation_row_is_scored_with_its_table_bonus(fid: str) -> None:
    text, activated, count = ROW_EXAMPLES[fid]
    s = score(text, activated=activated, added=BY_ID[fid].added)
    hits = [h for h in s.hits if h.id == fid]
    assert len(hits) == count
    row = BY_ID[fid]
    assert (row.en, row.bonus) in s.formations
    assert s.multiplier_percent == 100 + sum(h.bonus for h in s.hits)
    assert s.total == s.base * s.multiplier_percent // 100


def test_formation_table_matches_the_spec_rows_exactly() -> None:
    rows = [(f.ja, f.en, f.bonus, f.tag) for f in FORMATIONS]
    assert rows == [
        ("ツーペア", "Two Pair", 10, ""),
        ("スリーペア", "Three Pair", 20, ""),
        ("シンメトリー", "Symmetry", 30, ""),
        ("バランス", "Balance", 35, ""),
        ("順秩序", "Forward Order", 10, ""),
        ("逆秩序", "Reverse Order", 10, "[INVENTED]"),
        ("リゾナンス", "Resonance", 85, ""),
        ("クリムゾン", "Crimson", 25, ""),
        ("エイジュア", "Azure", 25, ""),
        ("ビリジアン", "Viridian", 25, ""),
        ("アンバー", "Amber", 25, "[INVENTED name]"),
        ("ルミナ", "Lumina", 40, "[INVENTED]"),
        ("アンブラ", "Umbra", 40, "[INVENTED]"),
        ("クリアフォース", "Clear Force", 15, ""),
        ("ショートビーム", "Short Beam", 20, ""),
        ("ロングビーム", "Long Beam", 50, "[INVENTED]"),
    ]
    assert set(DISPLAY_ORDER) == {f.id for f in FORMATIONS}


def test_formations_json_is_the_reference_page_data() -> None:
    data = formations_json()
    json.dumps(data)
    assert [d["id"] for d in data] == [f.id for f in FORMATIONS]
    for d in data:
        assert d["name"]["ja"] and d["name"]["en"] and d["rule"]["ja"] and d["rule"]["en"]
        assert d["definition"]
    lb = next(d for d in data if d["id"] == "long_beam")
    assert (lb["bonus"], lb["bonus_text"], lb["added"], lb["scope"]) == (50, "+0.50", True, "per diagonal")
    assert {d["id"] for d in data if d["added"]} == {"reverse_order", "amber", "lumina", "umbra", "long_beam"}
    # players read "added by this project" in words, never the spec's tag
    assert "[INVENTED" not in json.dumps(data)


def test_mono_squares_count_per_square() -> None:
    s = score("5656 7474 RRRR BBBB .", activated=True)
    assert [h.id for h in s.hits if h.id in ("crimson", "azure")] == ["crimson", "azure"]
    s = score("5656 7474 GGGG GGGG .", activated=True)
    assert [(h.id, h.where) for h in s.hits if h.id == "viridian"] == [
        ("viridian", "outer_square"),
        ("viridian", "inner_square"),
    ]


def test_clear_force_never_applies_to_red_blue_or_yellow_green_squares() -> None:
    assert "Clear Force" not in dict(score("5656 7474 RBRB YGYG .", activated=True).formations)


def test_clear_force_needs_a_complete_square() -> None:
    # white and black but not symmetric: no Clear Force
    assert "Clear Force" not in dict(score("5656 7474 WWKK RBRB .", activated=False).formations)


def test_short_beam_counts_per_diagonal_and_long_beam_replaces_it() -> None:
    s = score("5656 7474 RBRB RRRR R", activated=True, added=True)  # inner all red + F red; outer NE/SW red
    hits = [(h.id, h.where) for h in s.hits if "beam" in h.id]
    assert hits == [("short_beam", "NW-SE"), ("long_beam", "NE-SW")]
    assert s.multiplier_percent == 100 + 25 + 20 + 50 + 30  # Crimson (inner), Short, Long, Symmetry
    plain = score("5656 7474 RBRB RRRR R", activated=True)
    assert [(h.id, h.where) for h in plain.hits if "beam" in h.id] == [("short_beam", "NE-SW"), ("short_beam", "NW-SE")]


def test_beams_need_a_colour_on_the_focus() -> None:
    assert not [h for h in score("5656 7474 RBRB RRRR 5", activated=True).hits if "beam" in h.id]


def test_resonance_on_the_outer_circle_and_needs_the_focus_digit() -> None:
    assert ("Resonance", 85) in score("5555 3737 RBRB YGYG 5", activated=False).formations
    assert ("Resonance", 85) not in score("5555 3737 RBRB YGYG 4", activated=False).formations


def test_pair_count_ignores_the_focus_and_four_pairs_give_no_pair_formation() -> None:
    assert ("Two Pair", 10) in score("12.. 12.. .... .... 1", activated=False).formations
    names = dict(score("9494 3636 RRRR YGYG 1", activated=True).formations)
    assert "Two Pair" not in names and "Three Pair" not in names


def test_order_formations_need_all_eight_coins() -> None:
    assert "Forward Order" not in dict(score("777. 333. BBBB GGGG .", activated=False).formations)


def test_breakdown_json_for_a_wiki_page() -> None:
    b = breakdown("7776 3334 BBBB GGGG .")
    json.dumps(b)
    assert b["activated"] is True and b["base"] == 12500 and b["score"] == 25625 and b["multiplier"] == "2.05"
    assert b["formations"][0] == {
        "id": "azure",
        "name": {"ja": "エイジュア", "en": "Azure"},
        "bonus": 25,
        "where": "outer_square",
    }
    nb = breakdown("3476 5555 RBRB YGYG 5")
    assert nb["activated"] is False and nb["invalid"] == ["MoN", "MoE", "MoS", "MoW"] and nb["score"] == 14137
