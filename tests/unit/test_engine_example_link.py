"""The editor's ``example_link`` (web/app/engine.py): moves first..last of a game, with a caption a step."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tabletop
from tabletop.core.examples import read_captions
from tabletop.core.save import Save
from tests.support.engine import load_engine

ENGINE = load_engine("example_link")


def call(method: str, **args: Any) -> Any:
    return json.loads(ENGINE.call(method, json.dumps(args)))


def played(moves: int) -> str:
    session = call("new", game="cucco", players=3, seed=4, meta={"seats": [{"name": n, "bot": None} for n in "ABC"]})
    sid = session["session"]
    for _ in range(moves):
        seat = call("snapshot", session=sid, viewer=None)["active"][0]
        call("act", session=sid, player=seat, action=call("snapshot", session=sid, viewer=seat)["legal"][0])
    return str(sid)


def test_an_example_link_starts_at_the_first_step_and_carries_its_captions() -> None:
    sid = played(4)
    game = Save.from_json(call("save", session=sid)["text"])
    captions = [{"en": "Start <b>here</b>", "ja": "ここから"}, {"en": "One"}, {"ja": "二"}]
    made = call("example_link", session=sid, first=2, last=4, title={"en": "T"}, captions=captions)
    link = Save.decode_link(made["link"])
    assert made["moves"] == 2 and link.actions == game.actions[2:4]
    at_two = Save(game.game, game.players, game.options, game.seed, game.actions[:2], game.meta).replay()
    assert link.options["start"] == at_two.to_position()
    assert link.replay().to_position() == game.replay().to_position()
    assert read_captions(link.meta, 2) == {"title": {"en": "T"}, "captions": captions}
    assert [s["name"] for s in link.meta["seats"]] == ["A", "B", "C"]


def test_bad_steps_or_captions_are_refused() -> None:
    sid = played(3)
    assert call("example_link", session=sid, first=2, last=4)["error"] == "IllegalAction"
    too_many = call("example_link", session=sid, first=1, last=2, captions=[{}, {}, {}])
    assert too_many["error"] == "InvalidSave" and "more captions" in too_many["message"]
    long = call("example_link", session=sid, first=0, last=1, captions=[{"en": "x" * 401}])
    assert long["error"] == "InvalidSave"


@pytest.mark.parametrize("game_id", tabletop.GAMES)
def test_every_game_makes_an_example_from_the_middle_of_a_game(game_id: str) -> None:
    game = tabletop.get_game(game_id)
    sid = call("new", game=game_id, players=game.min_players, seed=5)["session"]
    for _ in range(4):
        seat = call("snapshot", session=sid, viewer=None)["active"][0]
        call("act", session=sid, player=seat, action=call("snapshot", session=sid, viewer=seat)["legal"][0])
    made = call("example_link", session=sid, first=2, last=4, captions=[{"en": "a"}, {}, {"ja": "ハ"}])
    at_two = Save.from_json(call("save", session=sid)["text"])
    if type(Save(game_id, at_two.players, at_two.options, at_two.seed, at_two.actions[:2]).replay()).codec is None:
        assert made["key"] == "app.author.no_position", "a state that cannot be written says so in words"
        return
    link = Save.decode_link(made["link"])
    assert link.replay().to_position() == Save.from_json(call("save", session=sid)["text"]).replay().to_position()


def test_an_example_link_carries_the_posters_of_the_steps_its_embed_and_page_open_on() -> None:
    """The embed opens at the start, the page at the last step (table.js): a poster of each, with its caption."""
    import base64
    import zlib

    sid = played(4)
    captions = [{"en": "Start", "ja": "開始"}, {"en": "One"}, {"ja": "二"}]
    made = call("example_link", session=sid, first=2, last=4, title={"en": "T"}, captions=captions, lang="en")
    opened = call("load_link", link=made["link"], game="cucco")
    for which, moves in (("embed", 0), ("page", 2)):
        raw = made["posters"][which]
        body = json.loads(zlib.decompress(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)), -15))
        assert body["key"] == ENGINE.link_key(made["link"]) and body["caption"] == captions[moves]
        at = call("step", session=opened["session"], moves=moves)["session"]
        assert body["snapshot"] == call("snapshot", session=at, viewer=None, lang="en"), which
        assert body["seats"] == opened["info"]["seats"]
