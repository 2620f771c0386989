"""Posters (issue 41): the engine's link carries the spectator snapshot of its position, compressed.

The page (web/app/poster.js) paints it before Python is up; its format is checked here: raw
deflate + base64url of ``{v, game, key, seats, snapshot}``, tied to its link, bounded.
"""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

from tests.support.engine import load_engine

ENGINE = load_engine("poster")


def call(method: str, **args: Any) -> Any:
    return json.loads(ENGINE.call(method, json.dumps(args)))


def unpack(poster: str) -> Any:
    raw = base64.urlsafe_b64decode(poster + "=" * (-len(poster) % 4))
    return json.loads(zlib.decompress(raw, -15))


def played(game: str, players: int, moves: int) -> str:
    sid = call("new", game=game, players=players, seed=7)["session"]
    for _ in range(moves):
        snap = call("snapshot", session=sid, viewer=call("snapshot", session=sid, viewer=None)["active"][0])
        call("act", session=sid, player=snap["viewer"], action=snap["legal"][0])
    return sid


def test_a_poster_is_the_spectator_snapshot_of_its_link() -> None:
    sid = played("cucco", 3, 4)
    reply = call("link", session=sid, poster=True, lang="ja")
    body = unpack(reply["poster"])
    assert body["v"] == 1 and body["game"] == "cucco"
    assert body["key"] == ENGINE.link_key(reply["link"])
    assert body["seats"] == call("load_link", link=reply["link"])["info"]["seats"]
    assert body["snapshot"] == call("snapshot", session=sid, viewer=None, lang="ja")
    assert body["snapshot"]["viewer"] is None and body["snapshot"]["legal"] == []
    assert len(reply["poster"]) <= ENGINE.MAX_POSTER_CHARS


def test_a_link_without_poster_is_as_before() -> None:
    sid = played("laserreflection", 1, 2)
    assert call("link", session=sid) == {"link": call("link", session=sid, poster=True)["link"]}


def test_a_poster_too_big_is_not_made(monkeypatch: pytest.MonkeyPatch) -> None:
    sid = played("polis", 2, 2)
    assert call("link", session=sid, poster=True)["poster"]
    monkeypatch.setattr(ENGINE, "MAX_POSTER_CHARS", 100)
    reply = call("link", session=sid, poster=True)
    assert reply["poster"] is None and reply["link"]


def test_the_link_key_is_fnv1a_32() -> None:
    # the published FNV-1a test values; web/app/poster.js linkKey computes the same
    assert ENGINE.link_key("") == "811c9dc5"
    assert ENGINE.link_key("a") == "e40c292c"
    assert ENGINE.link_key("foobar") == "bf9cf968"
