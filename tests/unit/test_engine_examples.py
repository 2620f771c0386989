"""The engine's worked examples (web/app/engine.py ``examples``, ``example_try``, ``load_link``'s captions)."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

from tabletop.core.save import Save
from tests.support.engine import load_engine

ENGINE = load_engine("examples")
GAMES = ("cucco", "magiccircle", "challengers", "laserreflection", "roomtwentyfive", "polis", "khronos", "arcticscavengers")


def call(method: str, **args: Any) -> Any:
    return json.loads(ENGINE.call(method, json.dumps(args)))


@pytest.mark.parametrize("game", GAMES)
def test_each_example_comes_with_a_link_that_opens_it_with_its_captions(game: str) -> None:
    examples = call("examples", game=game)
    assert examples and all(e["link"] for e in examples)
    first = examples[0]
    opened = call("load_link", link=first["link"], game=game)
    assert opened["example_error"] is None
    assert opened["status"]["moves"] == len(first["steps"])
    assert opened["example"]["captions"][0] == first["caption"]
    assert [c["en"] for c in opened["example"]["captions"][1:]] == [s["caption"]["en"] for s in first["steps"]]


def test_try_from_here_cuts_the_example_at_the_step_and_seats_bots_on_request() -> None:
    first = call("examples", game="cucco")[0]
    for bots in (False, True):
        link = call("example_try", game="cucco", id=first["id"], moves=1, bots=bots)["link"]
        opened = call("load_link", link=link, game="cucco")
        assert opened["status"]["moves"] == 1 and opened["example_error"] is None
        assert len(opened["example"]["captions"]) == 2
        seats = [s["bot"] is not None for s in opened["info"]["seats"]]
        mover = opened["status"]["active"][0]
        assert seats == ([p != mover for p in range(len(seats))] if bots else [False] * len(seats))
    assert call("example_try", game="cucco", id="no-such", moves=0)["error"] == "InvalidSave"
    assert call("example_try", game="cucco", id=first["id"], moves=99)["error"] == "IllegalAction"


def test_a_link_with_bad_captions_still_opens_and_says_why() -> None:
    first = call("examples", game="cucco")[0]
    save = Save.decode_link(first["link"])
    meta = {"example": {**save.meta["example"], "captions": [{"en": "<b>" + "x" * 500 + "</b>"}]}}
    bad = Save(save.game, save.players, save.options, save.seed, save.actions, meta).encode_link()
    opened = call("load_link", link=bad, game="cucco")
    assert opened["status"]["moves"] == len(first["steps"])  # the game is there
    assert opened["example"] is None
    assert opened["example_error"]["key"] == "app.example.bad_captions"
    assert "400" in opened["example_error"]["message"]


def test_a_link_made_at_an_earlier_step_carries_the_captions_up_to_it() -> None:
    first = call("examples", game="cucco")[0]
    opened = call("load_link", link=first["link"], game="cucco")
    earlier = call("step", session=opened["session"], moves=1)
    link = call("link", session=earlier["session"])["link"]
    again = call("load_link", link=link, game="cucco")
    assert again["example_error"] is None, again["example_error"]
    assert [c["en"] for c in again["example"]["captions"]] == [first["caption"]["en"], first["steps"][0]["caption"]["en"]]


def unpack(poster: str) -> Any:
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(poster + "=" * (-len(poster) % 4)), -15))


@pytest.mark.parametrize("game", GAMES)
def test_each_example_comes_with_the_poster_of_its_start_and_its_first_caption(game: str) -> None:
    """An example's embed opens at its start (table.js): its poster paints that step, caption and all."""
    for example in call("examples", game=game, lang="ja"):
        body = unpack(example["poster"])
        assert body["key"] == ENGINE.link_key(example["link"]) and body["game"] == game
        assert body["caption"] == example["caption"]
        opened = call("load_link", link=example["link"], game=game)
        start = call("step", session=opened["session"], moves=0)["session"]
        assert body["snapshot"] == call("snapshot", session=start, viewer=None, lang="ja")
        assert body["seats"] == opened["info"]["seats"]
        assert len(example["poster"]) <= ENGINE.MAX_POSTER_CHARS


def test_an_example_poster_too_big_is_not_made(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ENGINE, "MAX_POSTER_CHARS", 10)
    examples = call("examples", game="cucco")
    assert examples and all(e["poster"] is None and e["link"] for e in examples)


def test_a_shared_example_game_has_a_poster_for_its_page_and_one_for_its_embed() -> None:
    """Share's page opens at the end (the last caption), its embed at the example's start (table.js)."""
    example = call("examples", game="cucco", lang="en")[0]
    sid = call("load_link", link=example["link"], game="cucco")["session"]
    reply = call("link", session=sid, poster=True, lang="en")
    page, embed = unpack(reply["poster"]), unpack(reply["embed_poster"])
    assert page["caption"] == example["steps"][-1]["caption"] and embed["caption"] == example["caption"]
    assert page["snapshot"] == call("snapshot", session=sid, viewer=None, lang="en")
    assert embed["key"] == ENGINE.link_key(reply["link"]) == page["key"]
    assert embed["snapshot"] == unpack(example["poster"])["snapshot"], "the first paint of the rules help's embed"
    # a game without captions: one poster for both
    plain = call("new", game="cucco", players=3, seed=1)["session"]
    reply = call("link", session=plain, poster=True)
    assert reply["embed_poster"] == reply["poster"] and "caption" not in unpack(reply["poster"])
