"""Khronos through the app's engine (web/app/engine.py): previews on demand, a light snapshot."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop.core.errors import IllegalAction
from tests.support.engine import load_engine
from tests.unit.khronos.helpers import fresh, hand, put

ENGINE = load_engine("khronos")


def call(method: str, **args: Any) -> Any:
    return json.loads(ENGINE.call(method, json.dumps(args)))


def test_the_snapshot_carries_the_parts_without_previews_and_the_engine_previews_one_action() -> None:
    opened = call("new", game="khronos", players=2, seed=3)
    sid, me = opened["session"], opened["status"]["active"][0]
    snap = call("snapshot", session=sid, viewer=me)
    builds = [a for a in snap["actions"] if a["verb"] in ("build", "upgrade")]
    assert len(builds) > 100
    assert not any(arg["kind"] == "preview" for a in snap["actions"] for arg in a["args"])
    state = ENGINE._SESSIONS[sid][1].match.state
    full = {p["text"]: p["args"][-1]["value"] for p in state.legal_parts(me) if p["verb"] in ("build", "upgrade")}
    for a in builds[:: len(builds) // 5]:
        answer = call("preview", session=sid, viewer=me, action=a["text"])
        assert answer == {"action": a["text"], "preview": full[a["text"]]}
        (x, y), size = (next(v["value"] for v in a["args"] if v["kind"] == k) for k in ("cell", "size"))
        squares = sorted([x + dx, y + dy] for dx in range(size) for dy in range(size))
        assert sorted(answer["preview"]["cells"]) == squares
    refill = next(a["text"] for a in snap["actions"] if a["verb"] == "refill")
    assert call("preview", session=sid, viewer=me, action=refill) == {"action": refill, "preview": None}


def test_a_preview_of_an_action_that_is_not_legal_is_refused_and_changes_nothing() -> None:
    sid = call("new", game="khronos", players=2, seed=3)["session"]
    status = call("save", session=sid)
    me = ENGINE._SESSIONS[sid][1].match.state.active_players()[0]
    other = 1 - me
    snap = call("snapshot", session=sid, viewer=me)
    text = next(a["text"] for a in snap["actions"] if a["verb"] == "build")
    assert call("preview", session=sid, viewer=other, action=text)["error"] == "IllegalAction"
    assert call("preview", session=sid, viewer=me, action="build keep might 0,0")["error"] == "IllegalAction"
    assert call("preview", session=sid, viewer=me, action="fly away")["error"] == "IllegalAction"
    assert call("preview", session=sid, viewer=me, action=3)["error"] == "IllegalAction"
    assert call("save", session=sid) == status


def test_previews_are_answered_for_the_position_they_are_asked_in() -> None:
    sid = call("new", game="khronos", players=2, seed=5)["session"]
    session = ENGINE._SESSIONS[sid][1]
    me = session.match.state.active_players()[0]
    snap = call("snapshot", session=sid, viewer=me)
    builds = [a["text"] for a in snap["actions"] if a["verb"] == "build"]
    call("preview", session=sid, viewer=me, action=builds[1])  # kept for this position
    call("act", session=sid, player=me, action=builds[0])
    state = session.match.state
    assert state.active_players() == (me,)
    now = {p["text"]: p["args"][-1]["value"] for p in state.legal_parts(me) if p["verb"] == "build"}
    answer = call("preview", session=sid, viewer=me, action=builds[1])
    if builds[1] in now:
        assert answer["preview"] == now[builds[1]]
    else:
        assert answer["error"] == "IllegalAction"


def test_the_checked_preview_of_the_library_refuses_what_is_not_legal() -> None:
    st = fresh(2)
    put(st, "might", "watchtower", 7, 3, owner=0)
    hand(st, 0, "MRCC")
    pv = st.preview(0, "upgrade keep might 7,3")
    assert pv is not None and pv["from"]["tile"] == "watchtower" and pv["cost"] == 1
    assert st.preview(0, "refill") is None
    with pytest.raises(IllegalAction):
        st.preview(1, "upgrade keep might 7,3")  # not that seat's turn
    with pytest.raises(IllegalAction):
        st.preview(0, "upgrade fortress might 7,3")  # not legal now
