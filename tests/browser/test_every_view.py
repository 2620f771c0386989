"""Every game with a view, played to the end by bots in the page: no test to write for a new game.

For each game of ``web/app/views.js`` that is registered in the library, a
game with a bot in every seat (the game's first bot, strength 1, two seats
or the smallest table, default options) is played by the same bots in
Python first, to know how long it is. The page then opens its share link
with all but the last :data:`LAST_MOVES` moves (a long game would take
minutes of page time otherwise) and the bots in the page play on, at the
"instant" bot pace, until the results panel shows. It runs twice: in
English at 1280 px wide, and in Japanese at 390 px (a phone). At the end the
page must show the results, hold no untranslated catalog key, not overflow
the viewport sideways, and have logged no console error (the ``new_page``
fixture fails the test on any).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.core.bots import bot_move, bot_names, make_bot
from tabletop.core.rng import Rng
from tabletop.core.save import Match
from tests.support.views import view_ids

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
VIEWS = view_ids()
GAMES = [g for g in VIEWS if g in tabletop.GAMES]
#: a whole bot game in the page, at the instant pace, must end within this
GAME_TIMEOUT_MS = 180_000
#: moves the bots play in the page (the rest is loaded with the link)
LAST_MOVES = 20
RUNS = [("en", 1280), ("ja", 390)]


def all_bot_link(game_id: str) -> str:
    """A share link of an all-bot game, :data:`LAST_MOVES` moves before its end."""
    game = tabletop.get_game(game_id)
    players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
    bot = {"name": bot_names(game_id)[0], "strength": 1}
    seats = [{"name": f"Bot {i + 1}", "bot": bot} for i in range(players)]
    match = Match(game, players, {}, 4242, {"seats": seats})
    bots = [make_bot(game_id, bot["name"], 1) for _ in range(players)]
    rng = Rng(4242)
    while not match.state.is_over():
        p = match.state.active_players()[0]
        match.apply(p, bot_move(bots[p], match.state, p, rng))
    save = match.to_save()
    return replace(save, actions=save.actions[:-LAST_MOVES]).encode_link()


def test_the_list_of_views_is_read() -> None:
    assert len(GAMES) >= 5, VIEWS


@pytest.mark.parametrize(("lang", "width"), RUNS, ids=[f"{lang}-{w}" for lang, w in RUNS])
@pytest.mark.parametrize("game_id", GAMES)
def test_bots_play_the_game_to_the_end_in_the_page(
    new_page: Any, helpers: Any, game_id: str, lang: str, width: int
) -> None:
    page = new_page(
        viewport={"width": width, "height": 900},
        init_script=(
            f"localStorage.setItem('tabletop.lang', {json.dumps(lang)});"
            "localStorage.setItem('tabletop.pace', 'instant');"
        ),
    )
    helpers.open_app(page, f"{game_id}/{all_bot_link(game_id)}")
    page.wait_for_selector("#results:not([hidden])", timeout=GAME_TIMEOUT_MS)
    helpers.wait_idle(page)
    assert page.evaluate("document.documentElement.lang") == lang
    body = page.inner_text("body")
    keys = re.findall(rf"\b(?:app|core|{game_id})\.[a-z_]+\.[a-z_.]+\b", body)
    assert not keys, f"untranslated catalog keys on screen: {sorted(set(keys))[:5]}"
    if lang == "ja":
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", body), "no Japanese text on a Japanese page"
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"the page is {overflow}px wider than the {width}px viewport"
    page.screenshot(path=f"/tmp/tabletop-every-view-{game_id}-{lang}-{width}.png", full_page=False)
