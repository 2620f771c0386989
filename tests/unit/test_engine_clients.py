"""One engine, several pages (web/app/engine.py's ``client``): a session belongs to the page that opened it."""

from __future__ import annotations

import json
from typing import Any

from tests.support.engine import load_engine

ENGINE = load_engine("clients")


def call(client: str, method: str, **args: Any) -> Any:
    return json.loads(ENGINE.call(method, json.dumps(args), client))


def test_a_page_never_reaches_another_pages_game() -> None:
    mine = call("page-a", "new", game="cucco", players=3, seed=1)["session"]
    theirs = call("page-b", "new", game="cucco", players=3, seed=1)["session"]
    assert mine != theirs
    snap = call("page-a", "snapshot", session=mine, viewer=0)
    action = snap["legal"][0] if snap["legal"] else None
    for method, args in (("snapshot", {"viewer": 0}), ("save", {}), ("act", {"player": 0, "action": action or ""})):
        refused = call("page-b", method, session=mine, **args)
        assert refused["error"] == "IllegalAction" and "closed" in refused["message"], (method, refused)
    call("page-b", "close", session=mine)  # another page's close is not this page's to make
    assert "text" in call("page-a", "save", session=mine)
    assert call("page-a", "save", session=mine) == call("page-b", "save", session=theirs)  # same game, untouched


def test_dropping_a_client_ends_only_its_sessions() -> None:
    a1 = call("page-c", "new", game="khronos", players=2, seed=2)["session"]
    a2 = call("page-c", "new", game="laserreflection", players=1, seed=2)["session"]
    b = call("page-d", "new", game="khronos", players=2, seed=2)["session"]
    assert ENGINE.drop_client("page-c") == 2
    for sid in (a1, a2):
        assert call("page-c", "save", session=sid)["error"] == "IllegalAction"
    assert "text" in call("page-d", "save", session=b)
    assert ENGINE.drop_client("page-c") == 0


def test_a_worker_for_one_page_needs_no_client() -> None:
    sid = json.loads(ENGINE.call("new", json.dumps({"game": "khronos", "players": 2, "seed": 4})))["session"]
    assert "text" in json.loads(ENGINE.call("save", json.dumps({"session": sid})))
