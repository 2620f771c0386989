"""Seats without a name (a link's, an example's) are named in the log in the asked language."""

from __future__ import annotations

import json
from typing import Any

from tests.support.engine import load_engine

ENGINE = load_engine("seat_names")


def call(method: str, **args: Any) -> Any:
    return json.loads(ENGINE.call(method, json.dumps(args)))


def test_a_links_unnamed_seats_are_named_in_the_log() -> None:
    made = call("new", game="cucco", players=3, seed=4, meta={"seats": [{"name": "Aki", "bot": None}, {}, {}]})
    sid = made["session"]
    for _ in range(3):
        seat = call("snapshot", session=sid, viewer=None)["active"][0]
        call("act", session=sid, player=seat, action=call("snapshot", session=sid, viewer=seat)["legal"][0])
    link = call("link", session=sid)["link"]
    opened = call("load_link", link=link)
    assert [s["name"] for s in opened["info"]["seats"]] == ["Aki", "", ""], "a link keeps no made-up names"
    for lang, other in (("en", "Player 2"), ("ja", "プレイヤー2")):
        lines = call("snapshot", session=opened["session"], viewer=None, lang=lang)["log_text"]
        named = [line for line in lines if other in line]
        assert named, f"no line names {other!r}: {lines}"
        assert not any(line.startswith(("'s ", "が", "は")) for line in lines), lines
