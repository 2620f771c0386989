"""The rules-help tables (``RoomTwentyFive.reference()``) come from the data the rules read."""

from __future__ import annotations

import json

from tabletop import get_game
from tabletop.roomtwentyfive import data as D

GAME = get_game("roomtwentyfive")


def test_reference_lists_every_room_from_the_data_table() -> None:
    ref = GAME.reference()
    json.dumps(ref)  # JSON-ready
    rooms = {r["id"]: r for r in ref["rooms"]}
    assert list(rooms) == list(D.ROOMS)
    for rid, room in D.ROOMS.items():
        got = rooms[rid]
        assert got["name"] == {"en": room.en, "ja": room.ja}
        assert got["effect"] == {"en": room.effect_en, "ja": room.effect_ja}
        assert got["colour"] == room.colour
        assert got["pool"] == room.pool
        # the pool counts are the project's own: marked as such
        assert got["pool_stand_in"] is (D.POOL_SOURCE == "stand-in") is True
        assert got["stand_in"] is (room.source == "stand-in")


def test_reference_marks_the_stand_ins_of_the_spec() -> None:
    ref = GAME.reference()
    comps = {c["key"]: c for c in ref["compositions"]}
    assert comps["cooperation"]["stand_in"] is True
    assert comps["suspicion-4-5"]["stand_in"] is False
    assert ref["mac"]["stand_in"] is True
    assert len(ref["mac"]["cards"]) == len(D.MAC_DECK)
    assert ref["sources"] == D.sources_summary()


def test_reference_characters_and_turns_follow_the_data() -> None:
    ref = GAME.reference()
    assert [c["id"] for c in ref["characters"]] == [c.id for c in D.CHARACTERS]
    for got, ch in zip(ref["characters"], D.CHARACTERS, strict=True):
        assert got["name"] == {"en": ch.en, "ja": ch.ja}
        assert got["skill"] == {"en": ch.skill_en, "ja": ch.skill_ja}
        assert tuple(got["verbs"]) == D.SKILL_VERBS[ch.id]
    assert ref["turns"]["cooperation"] == {str(k): v for k, v in D.TURNS["cooperation"].items()}
    assert ref["roles"]["deck"]["6"] == {"guards": 2, "prisoners": 4}


def test_player_log_entries_name_the_seat_once() -> None:
    s = GAME.new(1, {}, seed=1)
    s = s.apply(0, "clue 2,3")
    s = s.apply(0, "announce red")
    entry = s.observation(0)["log"][-2]
    assert entry["key"] == "roomtwentyfive.announce"
    assert entry["args"]["player"] == 0
    assert GAME.describe(entry, "en", ["Ann"]) == "Ann announces red."
    assert GAME.describe(entry, "ja", ["Ann"]) == "Annの伝達：赤。"
