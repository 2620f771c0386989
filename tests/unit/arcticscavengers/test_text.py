"""Canonical action texts, messages in both languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.arcticscavengers import parse
from tabletop.arcticscavengers.actions import Add, Disarm, Done, Hire, Keep, Open, Rescue, Snipe
from tabletop.core import i18n
from tabletop.core.errors import IllegalAction
from tabletop.core.save import Match, Save

from .helpers import GAME, random_states


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("draw", Open(parse("draw").act)),  # type: ignore[union-attr]
        ("add hunter+net+group_leaders", Add(("hunter", "net", "group_leaders"))),
        ("hire thug with medkit+pills", Hire("thug", ("medkit", "pills"))),
        ("hire scout", Hire("scout")),
        ("keep none", Keep(None)),
        ("keep shovel", Keep("shovel")),
        ("snipe 2:brawler", Snipe(2, "brawler")),
        ("disarm 0:spear", Disarm(0, "spear")),
        ("done", Done()),
        ("nosave", Rescue(False)),
    ],
)
def test_actions_have_one_canonical_text(text: str, action: object) -> None:
    assert parse(text) == action and str(action) == text
    assert GAME.parse_action(text) == action


def test_texts_are_normalised() -> None:
    assert str(parse("  ADD group_leaders+hunter ")) == "add hunter+group_leaders"
    assert str(parse("hire thug with pills+medkit")) == "hire thug with medkit+pills"


@pytest.mark.parametrize(
    "text", ["", "fly", "add", "add dragon", "hire", "snipe brawler", "snipe x:brawler", "keep", "draw 3", "\x00"]
)
def test_malformed_texts_are_refused(text: str) -> None:
    with pytest.raises(IllegalAction):
        parse(text)


def test_every_log_entry_renders_in_japanese_and_english() -> None:
    seen = set()
    for state in random_states(3, {"hq": True}, seed=4, every=5):
        for viewer in (0, None):
            for e in state.observation(viewer)["log"]:
                assert i18n.has(e["key"]), e["key"]
                for lang in ("ja", "en"):
                    text = GAME.describe(e, lang, ["Aki", "Ben", "Chie"])
                    assert "{" not in text and text != e["key"]
                seen.add(e["key"])
    assert len(seen) > 12


def test_card_names_and_titles_exist_in_both_languages() -> None:
    assert GAME.title["ja"] and GAME.title["en"]
    for key, info in GAME.new(3, {"hq": True}, 0).observation(0)["cards"].items():
        assert i18n.text(f"arcticscavengers.card.{key}", "ja") == info["name"]["ja"]
        assert i18n.text(f"arcticscavengers.card.{key}", "en") == info["name"]["en"]
    for o in GAME.options_schema():
        assert o["label"]["ja"] and o["label"]["en"] and o["help"]["ja"]


def test_a_hire_names_only_what_was_paid() -> None:
    """'hires Scavenger for 1 food', 'hires Medic for 2 meds (Medkit)': never '0 meds' or '0 food'."""
    golden = Path(__file__).resolve().parents[2] / "golden" / "data" / "arcticscavengers-2.json"
    save = Save.from_json(json.dumps(json.loads(golden.read_text(encoding="utf-8"))["save"]))
    match = Match(save.game, save.players, save.options, save.seed)
    hires: dict[str, set[str]] = {"en": set(), "ja": set()}
    for p, a in save.actions:
        match.apply(p, a)
        if a.startswith("hire"):
            entry = match.state.observation(None)["log"][-1]
            for lang in hires:
                hires[lang].add(GAME.describe(entry, lang))
    assert "Player 2 hires Scavenger for 1 food." in hires["en"]
    assert "Player 1 hires Medic for 2 meds (Medkit)." in hires["en"]
    assert "プレイヤー1が薬品2（救急箱）でメディックを雇いました。" in hires["ja"]
    assert "プレイヤー2が食料1で屑屋を雇いました。" in hires["ja"]
    for line in hires["en"] | hires["ja"]:
        assert not any(zero in line for zero in (" 0 food", " 0 meds", "食料0", "薬品0")), line
