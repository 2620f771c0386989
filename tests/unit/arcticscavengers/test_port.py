"""The port to the shared base: readable refusals, the Medic's medicine, snipes on Group Leaders,
private draws, open scores at the end, words and numbers of the log, action parts, ASCII seats."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tabletop.arcticscavengers import CARDS
from tabletop.arcticscavengers.actions import parse
from tabletop.core.errors import IllegalAction
from tabletop.core.rng import Rng

from .helpers import GAME, random_states, run, scenario


def refused(state: object, player: int, text: str, match: str) -> None:
    before = json.dumps(state.to_dict(), sort_keys=True)  # type: ignore[attr-defined]
    with pytest.raises(IllegalAction, match=match):
        state.apply(player, text)  # type: ignore[attr-defined]
    assert json.dumps(state.to_dict(), sort_keys=True) == before  # type: ignore[attr-defined]


# -- the Medic (HQ): one medicine when hiring, counted for the Pharmers ------------------


def test_a_medic_pays_one_medicine_for_a_hire() -> None:
    s = scenario(3, {"hq": True}, hands={0: ["medic", "refugee"]})
    assert CARDS["medic"].med == 1
    legal = s.legal_texts(0)
    assert "hire hunter with medic" in legal, "a Hunter costs 1 med: the Medic pays it"
    s = run(s, "hire hunter with medic")
    assert s.hand_keys(0) == ["refugee"] and "hunter" in s.owned(0)


def test_a_payment_of_a_medic_and_medicine_reads_back_as_the_legal_action() -> None:
    # a legal payment lists its cards in the order the action's text does, or
    # the text a save stores is refused on replay (found by the playouts)
    s = scenario(4, {"hq": True}, hands={0: ["medic", "medkit", "hunter", "spear"]})
    s = run(s, "hunt", "add hunter+spear", "go")  # 3 food; a Thug costs 6 food or meds
    thug = [a for a in s.legal_actions(0) if str(a).startswith("hire thug")]
    assert [str(a) for a in thug] == ["hire thug with medic+medkit"]
    assert GAME.parse_action(str(thug[0])) == thug[0]
    s = run(s, "hire thug with medkit+medic")  # the order typed does not matter
    assert "thug" in s.owned(0)


def test_a_medic_counts_toward_the_pharmers() -> None:
    s = scenario(
        3,
        {"hq": True},
        round=3,
        hands={0: ["medic", "refugee"], 1: ["pills", "refugee"], 2: []},
        contested=["grenade"],
    )
    s = run(s, "done", "done", "done")
    out = s.outcome()
    assert out is not None
    # one medicine each; the tie goes to more medics (seat 0)
    assert out.detail["gangs"]["pharmers"] == 0


# -- snipes on Group Leaders ------------------------------------------------------------


def test_group_leaders_carry_people_and_can_be_sniped() -> None:
    s = scenario(
        3, round=3, hands={0: ["sniper_team"], 1: ["group_leaders", "brawler"], 2: []}, contested=["grenade", "net"]
    )
    s = run(s, "done", "done", "done")
    assert "snipe 1:group_leaders" in s.legal_texts(0)
    s = run(s, "snipe 1:group_leaders")
    assert s.last_skirmish is not None
    loser = next(x for x in s.last_skirmish["seats"] if x["seat"] == 1)
    assert loser["removed"] == ["group_leaders"] and loser["people"] == 1


# -- readable refusals (State.apply checks legality first, why_illegal explains) ----------


def test_two_persons_on_one_draw_are_refused_with_the_reason() -> None:
    s = run(scenario(hands={0: ["scavenger", "scout", "spear"]}), "draw")
    refused(s, 0, "add scavenger+scout", "one person at a time on draw")
    refused(s, 0, "add spear", "Spear cannot draw alone")
    refused(s, 0, "add scout+spear", "Spear does not help to draw")


def test_a_seat_in_other_digits_is_an_illegal_action() -> None:
    for text in ("snipe ²:brawler", "disarm ١:spear", "snipe -1:brawler", "snipe :brawler"):
        with pytest.raises(IllegalAction):
            GAME.parse_action(text)


# -- what each seat sees ------------------------------------------------------------------


def test_the_drawer_sees_the_cards_drawn_and_the_others_a_count() -> None:
    s = scenario(hands={0: ["scout", "refugee"]}, decks={0: ["thug", "medkit"]})
    s = run(s, "draw", "add scout", "go")
    mine = s.observation(0)["plays"][-1]
    assert mine["drawn"] == ["thug", "medkit"] and mine["result"] == 2
    for viewer in (1, 2, None):
        theirs = s.observation(viewer)["plays"][-1]
        assert "drawn" not in theirs and theirs["result"] == 2
        assert "thug" not in json.dumps(s.observation(viewer)["plays"])


def test_at_the_end_every_tribe_is_counted_in_the_open() -> None:
    s = scenario(3, round=3, hands={0: ["brawler", "spear"], 1: ["thug"], 2: []}, contested=["tribe_family"])
    s = run(s, "done", "done", "done")
    assert s.is_over()
    obs = s.observation(1)
    rows = obs["result"]["detail"]["players"]
    for seat in obs["seats"]:
        assert seat["unknown"] == 0
        assert seat["tribe_known"] == rows[seat["seat"]]["card_people"]


def test_a_game_over_line_prints_whole_numbers_and_plurals() -> None:
    s = scenario(3, round=3, hands={0: ["brawler", "spear"], 1: ["thug"], 2: []}, contested=["sled_team"])
    s = run(s, "done", "done", "done")
    line = s.observation(0)["log"][-1]
    assert line["key"] == "arcticscavengers.log.over"
    assert GAME.describe(line, "en", ["Aki", "Ben", "Chie"]) == "The game is over: Ben wins with a tribe of 11 people."
    assert GAME.describe(line, "ja", ["Aki", "Ben", "Chie"]) == "ゲーム終了：Benが部族11人で勝利しました。"


@pytest.mark.parametrize(
    ("key", "args", "en"),
    [
        ("deal", {"player": 0, "count": 1}, "Aki draws 1 card."),
        ("deal", {"player": 0, "count": 5}, "Aki draws 5 cards."),
        ("hire", {"player": 0, "card": "hunter", "food": 2, "med": 0}, "Aki hires Hunter for 2 food."),
        (
            "hire_meds_only",
            {"player": 0, "card": "hunter", "food": 0, "med": 1, "cards": ["pills"]},
            "Aki hires Hunter for 1 med (Pills).",
        ),
        (
            "hire_meds",
            {"player": 0, "card": "hunter", "food": 1, "med": 2, "cards": ["medkit"]},
            "Aki hires Hunter for 1 food and 2 meds (Medkit).",
        ),
        ("reveal", {"player": 0, "cards": ["medic"], "fight": 0, "people": 1}, "Aki reveals Medic: fight 0, 1 person."),
        (
            "keep_none",
            {"player": 0, "returned": 1},
            "Aki keeps nothing and returns 1 card to the bottom of the junkyard.",
        ),
        ("draw_private", {"player": 0, "cards": ["scout"], "drawn": [], "count": 0}, "You draw nothing with Scout."),
        (
            "over_shared",
            {"winners": [0, 1], "score": 13},
            "The game is over: Aki, Ben share the win with tribes of 13 people each.",
        ),
    ],
)
def test_log_lines_in_english_plurals(key: str, args: dict[str, object], en: str) -> None:
    assert GAME.describe({"key": f"arcticscavengers.log.{key}", "args": args}, "en", ["Aki", "Ben"]) == en


# -- action parts for the view ------------------------------------------------------------------


def test_the_legal_actions_carry_parts_a_view_can_match() -> None:
    s = scenario(hands={0: ["refugee", "spear", "pills", "scavenger"]})
    parts = {p["text"]: p for p in s.legal_parts(0)}
    assert parts["hunt"]["verb"] == "open" and parts["hunt"]["args"] == [{"kind": "act", "value": "hunt"}]
    s = run(s, "hunt")
    adds = {p["text"]: p for p in s.legal_parts(0) if p["verb"] == "add"}
    # a Refugee hunts 0 alone: the view warns from this value
    assert adds["add refugee"]["args"][-1] == {"kind": "value", "value": {"draw": 0, "dig": 0, "hunt": 0}}
    assert adds["add refugee+spear"]["args"][-1]["value"]["hunt"] == 1
    s = run(s, "add scavenger", "go")
    hire = next(p for p in s.legal_parts(0) if p["text"] == "hire hunter with pills")
    assert hire["verb"] == "hire" and hire["args"] == [
        {"kind": "card", "value": "hunter"},
        {"kind": "pay", "value": ["pills"]},
    ]


def test_snipe_parts_name_the_seat_and_the_card() -> None:
    parts = GAME.action_parts(GAME.parse_action("snipe 2:brawler"))
    assert parts == {
        "text": "snipe 2:brawler",
        "verb": "snipe",
        "args": [{"kind": "seat", "value": 2}, {"kind": "card", "value": "brawler"}],
    }


# -- privacy hook and layers --------------------------------------------------------------------


def test_resample_hidden_keeps_the_viewers_observation_and_redeals_the_rest() -> None:
    changed = 0
    for state in random_states(3, {"hq": True}, seed=5, every=23):
        if state.is_over():
            continue
        for p in range(3):
            view = json.dumps(state.observation(p), sort_keys=True)
            other = state.resample_hidden(p, Rng(p + 1))
            assert json.dumps(other.observation(p), sort_keys=True) == view
            if state.has_hidden(p):
                changed += json.dumps(other.to_dict(), sort_keys=True) != json.dumps(state.to_dict(), sort_keys=True)
    assert changed > 10


def test_every_module_of_the_game_is_imported_with_the_package() -> None:
    """No lazy imports: the browser's memory snapshot (taken after ``import tabletop``) holds them all."""
    code = (
        "import sys, tabletop; "
        "print(','.join(m for m in ('game', 'hidden', 'bot', 'actions', 'cards', 'messages', 'setup', "
        "'legal', 'gathering', 'skirmish', 'rounds', 'observe', 'saves') "
        "if 'tabletop.arcticscavengers.' + m not in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"imported only later: {out.stdout.strip()}"


def test_every_action_kind_is_the_first_word_of_its_canonical_text() -> None:
    texts = (
        "draw trash|add hunter+spear|go|hire thug with medkit|done|keep none|snipe 1:brawler|disarm 0:spear|pass|nosave"
    )
    legal = [
        a
        for st in random_states(3, {"hq": True}, seed=3, every=7)
        for p in st.active_players()
        for a in st.legal_actions(p)
    ]
    actions = [*legal, *(parse(t) for t in texts.replace(" trash", "|trash").split("|")), parse("save")]
    for a in actions:
        assert a.kind == str(a).split()[0] and parse(str(a)) == a
        assert f"``{a.kind}" in (type(a).__doc__ or "")  # the docstring spells the text
    assert len({type(a) for a in actions}) == 10
