"""A lobby with no Python (issue 41): the shell works from the build's catalog while the engine boots.

The engine is held back (the worker's zip of the app's Python files is not answered until
the test releases it), so Python cannot be up:

- the lobby lists every game, in both languages, and a game's set-up form opens and
  its choices can be changed;
- Start shows a progress bar (role=progressbar, in the player's language, at 390 px too,
  with no axe-core violation) and keeps what the player chose, through a language switch
  too; once the engine is up the game starts with it;
- a share link opened meanwhile waits behind the same bar, then shows the game, and so
  does a save file imported from the lobby (the bar beside its button);
- without a readable catalog the shell asks the engine, as before.

Screenshots go to /tmp/lobby-first-*.png.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.core.save import Match, Save
from tests.browser.test_accessibility import check

pytestmark = pytest.mark.browser

APP_ZIP = re.compile(r".*/web/vendor/pyc/app-files\.zip(\?.*)?$")
CATALOG = re.compile(r".*/web/vendor/pyc/catalog\.json(\?.*)?$")
GAMES = 8
#: how long anything may take while the engine is held (far less than a boot on a busy machine)
HELD_MS = 20_000
WAITING = {"en": "Starting the game engine", "ja": "ゲームエンジン"}


class Held:
    """The engine's files, held back until ``release()``."""

    def __init__(self, context: Any) -> None:
        self.routes: list[Any] = []
        context.route(APP_ZIP, self.hold)

    def hold(self, route: Any) -> None:
        self.routes.append(route)

    def asked(self, page: Any = None) -> bool:
        """Whether the engine asked for its files; with ``page``, waits (at most HELD_MS) until it
        does: the engine starts only once the page is drawn (issue 41), a frame after it is ready."""
        waited = 0
        while page is not None and not self.routes and waited < HELD_MS:
            page.wait_for_timeout(50)
            waited += 50
        return bool(self.routes)

    def release(self, context: Any) -> None:
        context.unroute(APP_ZIP, self.hold)
        for route in self.routes:
            route.continue_()


def engine_up(page: Any) -> bool:
    return bool(page.evaluate("document.documentElement.dataset.engine === 'up'"))


def held_page(new_page: Any, **kwargs: Any) -> tuple[Any, Held]:
    page = new_page(**kwargs)
    return page, Held(page.context)


def test_the_lobby_and_a_set_up_form_work_before_python_and_start_waits(new_page: Any, helpers: Any) -> None:
    page, held = held_page(new_page)
    page.goto("./#/")
    helpers.wait_ready(page, timeout=HELD_MS)  # not the engine's boot time: it never comes
    page.wait_for_function("() => document.querySelectorAll('.game-card[data-game]').length > 0")
    assert page.locator(".game-card[data-game]").count() == GAMES
    assert held.asked(page) and not engine_up(page), "the engine is held back"
    page.screenshot(path="/tmp/lobby-first-lobby-en.png")
    # the language switch works from the catalog too
    page.click("#lang-switch [data-lang='ja']")
    page.wait_for_function("() => document.querySelector('#games-title')?.textContent === 'ゲーム'")
    cucco = tabletop.get_game("cucco")
    assert page.locator(".game-card[data-game='cucco'] .game-card-title").inner_text() == cucco.title["ja"]
    page.click("#lang-switch [data-lang='en']")
    page.wait_for_function("() => document.querySelector('#games-title')?.textContent === 'Games'")

    # a set-up form, changed by the player
    page.click(".game-card[data-game='cucco'] .game-card-play")
    helpers.wait_ready(page, timeout=HELD_MS)
    page.select_option("#setup-players", "4")
    page.select_option("#seat-kind-1", "human")
    page.fill("#seat-name-0", "Aki")
    page.fill("#seat-name-1", "Ben")
    page.select_option("#seat-level-2", "4")
    coins = next(o for o in cucco.options() if o.key == "coins")
    chosen = next(c.value for c in coins.choices if c.value != coins.default)
    page.locator("#opt-coins").select_option(index=[c.value for c in coins.choices].index(chosen))
    cancellation = not page.is_checked("#opt-cancellation")
    page.set_checked("#opt-cancellation", cancellation)
    assert not engine_up(page)

    page.click("#start-game")
    bar = page.locator(".setup-form .engine-wait [role='progressbar']")
    bar.wait_for()
    assert bar.get_attribute("aria-valuemax") == "3"
    status = page.locator(".setup-form .engine-wait-status")
    assert WAITING["en"] in status.inner_text()
    assert bar.get_attribute("aria-labelledby") == status.get_attribute("id")
    # what the player chose is still on screen
    assert page.input_value("#setup-players") == "4" and page.input_value("#seat-name-1") == "Ben"
    page.screenshot(path="/tmp/lobby-first-start-en.png")
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator(".engine-wait").screenshot(path="/tmp/lobby-first-start-en-390.png")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # a language switch meanwhile draws the form again: still waiting, in the other language
    page.click("#lang-switch [data-lang='ja']")
    page.wait_for_function("() => document.querySelector('#setup-title')?.textContent !== 'New game'")
    assert WAITING["ja"] in page.locator(".setup-form .engine-wait-status").inner_text()
    assert page.locator(".setup-form .engine-wait").count() == 1 and page.is_disabled("#start-game")
    assert page.input_value("#setup-players") == "4" and page.input_value("#seat-name-1") == "Ben"
    page.screenshot(path="/tmp/lobby-first-start-ja-390.png", full_page=True)
    assert not (found := check(page, "a Start waiting, ja 390")), "\n".join(found)
    assert not engine_up(page) and page.evaluate("location.hash") == "#/cucco"

    held.release(page.context)
    page.wait_for_function("() => location.hash.startsWith('#/cucco/')", timeout=90_000)
    helpers.wait_ready(page)
    assert engine_up(page)
    target = page.evaluate("location.hash").split("/", 2)[2]
    if target.startswith("@"):
        save = Save.from_json(page.evaluate(f"localStorage.getItem('tabletop:cucco:{target[1:]}')"))
    else:
        save = Save.decode_link(target)
    assert save.players == 4
    assert save.options["coins"] == chosen and save.options["cancellation"] is cancellation
    seats = [(s["name"], s["bot"]["level"] if s["bot"] else None) for s in save.meta["seats"]]
    assert seats[:3] == [("Aki", None), ("Ben", None), (seats[2][0], 4)]
    assert not page.locator(".engine-wait").count()


def test_a_link_opened_before_python_waits_with_the_bar_in_japanese(new_page: Any, helpers: Any) -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]
    link = Match(tabletop.get_game("polis"), 2, {}, 7, {"seats": seats}).to_save().encode_link()
    page, held = held_page(new_page, locale="ja-JP", viewport={"width": 390, "height": 844})
    page.goto(f"./#/polis/{link}")
    bar = page.locator(".engine-wait [role='progressbar']")
    bar.wait_for()
    assert WAITING["ja"] in page.locator(".engine-wait-status").inner_text()
    assert page.locator("h1.page-title").inner_text() == tabletop.get_game("polis").title["ja"]
    page.screenshot(path="/tmp/lobby-first-link-ja-390.png")
    assert not (found := check(page, "a link waiting, ja 390")), "\n".join(found)
    assert held.asked(page) and not engine_up(page)
    held.release(page.context)
    helpers.wait_ready(page)
    page.wait_for_selector("#table-status, #handover-title", state="attached")
    assert engine_up(page) and not page.locator(".engine-wait").count()


@pytest.mark.parametrize("body", ["{not json", '{"games": 3}'])
def test_without_a_readable_catalog_the_shell_asks_the_engine(new_page: Any, helpers: Any, body: str) -> None:
    page = new_page()
    page.context.route(CATALOG, lambda route: route.fulfill(status=200, content_type="application/json", body=body))
    helpers.open_app(page)
    assert engine_up(page), "the games came from the engine, once it was up"
    assert page.locator(".game-card[data-game]").count() == GAMES


def test_a_save_imported_before_python_waits_beside_its_button(new_page: Any, helpers: Any, tmp_path: Path) -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]
    match = Match(tabletop.get_game("polis"), 2, {}, 3, {"seats": seats})
    match.apply(0, match.state.legal_actions(0)[0])
    file = tmp_path / "polis.json"
    file.write_text(match.to_save().to_json())
    page, held = held_page(new_page)
    page.goto("./#/")
    helpers.wait_ready(page, timeout=HELD_MS)
    with page.expect_file_chooser() as chooser:
        page.click("#import-save")
    chooser.value.set_files(str(file))
    page.locator("#import-status .engine-wait [role='progressbar']").wait_for()
    assert not engine_up(page) and page.evaluate("location.hash") == "#/"
    held.release(page.context)
    page.wait_for_function("() => location.hash.startsWith('#/polis/@')", timeout=90_000)
    helpers.wait_ready(page)
    assert not page.locator(".engine-wait").count()
    stored = helpers.saves(page)
    assert [Save.from_json(json.dumps(v)).actions for v in stored.values()] == [match.to_save().actions]
