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


def test_a_links_unnamed_bot_is_called_bot_n_in_the_log_and_the_jumps_as_on_the_table() -> None:
    seats = [{"name": "", "bot": None}, {"name": "", "bot": {"level": 3}}, {"name": "Ben", "bot": {"level": 3}}]
    made = call("new", game="cucco", players=3, seed=4, meta={"seats": seats})
    sid = made["session"]
    for _ in range(4):
        seat = call("snapshot", session=sid, viewer=None)["active"][0]
        if seat == 0:
            call("act", session=sid, player=seat, action=call("snapshot", session=sid, viewer=seat)["legal"][0])
        else:
            call("bot", session=sid, player=seat)
    for lang, bot, human in (("en", "Bot 2", "Player 1"), ("ja", "ボット2", "プレイヤー1")):
        lines = "\n".join(call("snapshot", session=sid, viewer=None, lang=lang)["log_text"])
        assert bot in lines and human in lines, lines
        assert ("Player 2" if lang == "en" else "プレイヤー2") not in lines, lines
    # an embed's "Jump to…" list names a Polis turn's player the same way
    seats = [{"name": "", "bot": {"level": 1}}, {"name": "", "bot": {"level": 1}}]
    sid = call("new", game="polis", players=2, seed=4, meta={"seats": seats})["session"]
    for _ in range(12):
        call("bot", session=sid, player=call("snapshot", session=sid, viewer=None)["active"][0])
    names = {lang: " ".join(c["name"][lang] for c in call("chapters", session=sid)) for lang in ("en", "ja")}
    assert "Bot 1" in names["en"] and "Bot 2" in names["en"] and "ボット2" in names["ja"], names
    assert "Player" not in names["en"] and "プレイヤー" not in names["ja"], names
