"""Damaged saves and links, of every game, end in InvalidSave and nothing else.

Starting from the real save of a short seeded playout, hypothesis edits the
JSON text (characters inserted, deleted, replaced), edits the decoded object
(any field replaced by a hostile JSON value: NaN, huge numbers, lone
surrogates, deep nesting, wrong types), wraps the results in links, and
feeds plain random bytes and link texts. Loading may succeed (then the
replay must succeed or raise InvalidSave) or raise InvalidSave with a
short, encodable message; any other exception is a defect.
"""

from __future__ import annotations

import base64
import copy
import json
import zlib
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tabletop.core.errors import InvalidSave
from tabletop.core.game import Game
from tabletop.core.save import Save
from tests.property.support import FUZZ, GAMES, NASTY_TEXT, check_message, deep, game_ids, json_values, played


def _link(raw: bytes) -> str:
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(comp.compress(raw) + comp.flush()).decode().rstrip("=")


def _no_constant(name: str) -> Any:
    raise AssertionError(f"a loaded save writes {name}, which JSON.parse cannot read")


def _load(load: Any, *args: Any, **kwargs: Any) -> None:
    """Load and replay; only InvalidSave may come out."""
    try:
        save = load(*args, **kwargs)
        save.replay()
    except InvalidSave as e:
        check_message(e)
        return
    # what loads must save again, as strict JSON a browser reads, in UTF-8
    text = save.to_json()
    json.loads(text.encode("utf-8"), parse_constant=_no_constant)
    assert Save.decode_link(save.encode_link()) == save


def _good(game: Game[Any]) -> dict[str, Any]:
    match, _ = played(game.id)
    return match.to_save().to_dict()


FRAGMENTS = st.sampled_from(
    [
        "[",
        "]",
        "{",
        "}",
        '"',
        ",",
        ":",
        "\\",
        "\\ud800",
        "\\u0000",
        "NaN",
        "Infinity",
        "-Infinity",
        "1e999",
        "9" * 5000,
        "[" * 2000,
        '{"a":' * 2000,
        "true",
        "null",
        "-0",
        "²",
        "\ud800",
        "\x00",
        " ",
    ]
)


#: one edit of a text: where (a fraction of its length), how many characters to cut, what to insert
EDITS = st.lists(
    st.tuples(st.floats(0, 1), st.integers(0, 8), st.one_of(FRAGMENTS, NASTY_TEXT, st.just(""))), min_size=1, max_size=4
)


def _edit(text: str, edits: list[tuple[float, int, str]]) -> str:
    for where, cut, new in edits:
        at = int(where * len(text))
        text = text[:at] + new + text[at + cut :]
    return text


#: values that broke loading before: NaN and infinities, lone surrogates, deep nesting, floats for ints
HOSTILE = st.sampled_from(
    [
        float("nan"),
        float("inf"),
        -float("inf"),
        "\ud800",
        {"\udfff": 1},
        ["a\ud800b"],
        25.0,
        2.0,
        True,
        10**5000 // 10**4000,
        "x" * 1_000_000,
        {"k": [None] * 3},
        [],
    ]
)
PATHS = ["format", "game", "players", "options", "seed", "actions", "meta", "check", "extra"]
WHERE = st.sampled_from([*PATHS, "option", "meta value", "action", "action text", "action player"])
VALUES = st.one_of(HOSTILE, json_values())
#: how deeply to wrap the value in lists and objects (0: not at all); drawn apart from the value, since
#: hypothesis cannot print a value nested thousands deep
DEPTHS = st.one_of(st.just(0), st.just(0), st.integers(30, 3000))


def _edit_object(
    body: dict[str, Any], where: str, value: Any, index: int, key: str, keep_check: bool
) -> dict[str, Any]:
    """``body`` with a field, an option, a meta value or a log entry replaced by ``value``."""
    body = copy.deepcopy(body)
    if where in PATHS:
        body[where] = value
    elif where == "option":
        keys = [*body["options"], key]
        body["options"][keys[index % len(keys)]] = value
    elif where == "meta value":
        body.setdefault("meta", {})[key] = value
    elif body["actions"]:
        entry = body["actions"][index % len(body["actions"])]
        if where == "action":
            body["actions"][index % len(body["actions"])] = value
        elif where == "action text":
            entry[1] = value
        else:
            entry[0] = value
    if not keep_check:
        body.pop("check", None)
    return body


@pytest.mark.parametrize("game", GAMES, ids=game_ids)
@FUZZ
@example(edits=[(0.5, 0, "[" * 2000)], ascii=True, require_check=False)
@example(edits=[(0.99, 1, ',"meta":{"x":NaN}}')], ascii=True, require_check=False)
@example(edits=[(0.99, 1, ',"meta":{"x":"\\ud800"}}')], ascii=True, require_check=False)
@given(edits=EDITS, ascii=st.booleans(), require_check=st.booleans())
def test_edited_save_text_is_refused_cleanly(
    game: Game[Any], edits: list[tuple[float, int, str]], ascii: bool, require_check: bool
) -> None:
    bad = _edit(json.dumps(_good(game), ensure_ascii=ascii), edits)
    _load(Save.from_json, bad, require_check=require_check)
    _load(Save.decode_link, _link(bad.encode("utf-8", "surrogatepass")))


@pytest.mark.parametrize("game", GAMES, ids=game_ids)
@FUZZ
@example(where="meta value", value="\ud800", depth=0, index=0, key="x", keep_check=True)
@example(where="meta value", value=float("nan"), depth=0, index=0, key="x", keep_check=False)
@example(where="meta", value=1, depth=3000, index=0, key="x", keep_check=False)
@example(where="action text", value="k\ud800", depth=0, index=0, key="x", keep_check=True)
@example(where="action text", value="x" * 1_000_000, depth=0, index=0, key="x", keep_check=False)
@example(where="actions", value=[[0, "x"]] * 50_000, depth=0, index=0, key="x", keep_check=False)
@given(where=WHERE, value=VALUES, depth=DEPTHS, index=st.integers(0, 50), key=NASTY_TEXT, keep_check=st.booleans())
def test_edited_save_object_is_refused_cleanly(
    game: Game[Any], where: str, value: Any, depth: int, index: int, key: str, keep_check: bool
) -> None:
    body = _edit_object(_good(game), where, deep(depth, value), index, key, keep_check)
    _load(Save.from_dict, body, require_check=False)
    try:
        text = json.dumps(body)  # NaN is written as NaN, surrogates as \ud800
    except (ValueError, TypeError, RecursionError):
        return
    _load(Save.from_json, text, require_check=False)
    _load(Save.decode_link, _link(text.encode()))


@pytest.mark.parametrize("game", GAMES, ids=game_ids)
@FUZZ
@given(
    link=st.one_of(st.text(max_size=300), st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"))
)
def test_random_links_are_refused_cleanly(game: Game[Any], link: str) -> None:
    good = Save.from_dict(_good(game)).encode_link()
    _load(Save.decode_link, link)
    _load(Save.decode_link, good[: len(link) % (len(good) + 1)] + link)


@FUZZ
@given(raw=st.one_of(st.binary(max_size=500), st.text(max_size=300)))
def test_random_bytes_and_text_are_refused_cleanly(raw: bytes | str) -> None:
    _load(Save.from_json, raw)
    _load(Save.decode_link, _link(raw if isinstance(raw, bytes) else raw.encode("utf-8", "surrogatepass")))


@pytest.mark.parametrize("game", GAMES, ids=game_ids)
def test_the_real_save_still_loads(game: Game[Any]) -> None:
    match, _ = played(game.id)
    save = match.to_save()
    assert Save.from_json(save.to_json()).replay().to_dict() == match.state.to_dict()
    assert Save.decode_link(save.encode_link()).replay().to_dict() == match.state.to_dict()
