"""Boards that paint before Python (issue 41): posters in links and embeds, resumes from a snapshot.

The engine is held back (test_lobby_first.Held), so whatever is on the board came from the
page alone:

- a link with its poster (``?poster=``, made by the engine with the link) shows the board at
  once, and the engine's snapshot replaces it once the replay is done;
- a poster that lies (a value edited in it) is painted, then loses to the replay;
- a bad poster (not decodable, of another link, of the wrong shape) is ignored: no error,
  the game opens as a link without a poster does;
- a saved game paints the last snapshot kept with it, before the engine;
- a worked example's embed (its iframe code from the rules help) paints its first step and
  that step's caption, and steps once the engine is up;
- a poster's view draws with the rules' reference data (names, limits, the map) before the
  engine: the build's copy of ``Game.reference()`` (web/vendor/pyc/reference/, table.js).

Screenshots go to /tmp/posters-*.png.
"""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

import tabletop
from tabletop.core.save import Match
from tests.browser.test_lobby_first import HELD_MS, engine_up, held_page
from tests.support.engine import load_engine

pytestmark = pytest.mark.browser

ENGINE = load_engine("posters")
SEATS = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": {"level": 1}}]
ROUND = "#po-round-now"


def polis_link() -> tuple[str, str]:
    """A 2-seat Polis link (a person and a bot) and its poster, as Share makes them."""
    save = Match(tabletop.get_game("polis"), 2, {}, 7, {"seats": SEATS}).to_save()
    sid = json.loads(ENGINE.call("load_save", json.dumps({"text": save.to_json()})))["session"]
    reply = json.loads(ENGINE.call("link", json.dumps({"session": sid, "poster": True, "lang": "en"})))
    return reply["link"], reply["poster"]


def repack(poster: str, edit: Any) -> str:
    body = json.loads(zlib.decompress(base64.urlsafe_b64decode(poster + "=" * (-len(poster) % 4)), -15))
    edit(body)
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = comp.compress(json.dumps(body).encode()) + comp.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def painted(page: Any) -> str | None:
    return page.evaluate("document.querySelector('.table')?.dataset.firstPaint ?? null")


@pytest.mark.parametrize(("embed", "lang", "width"), [(False, "en", 1200), (True, "ja", 390)])
def test_a_poster_paints_the_board_before_the_engine_and_the_replay_takes_over(
    new_page: Any, helpers: Any, embed: bool, lang: str, width: int
) -> None:
    link, poster = polis_link()
    locale = "ja-JP" if lang == "ja" else "en-US"
    page, held = held_page(new_page, locale=locale, viewport={"width": width, "height": 844})
    page.goto(f"./?{'embed&' if embed else ''}poster={poster}#/polis/{link}")
    page.locator(ROUND).wait_for(timeout=HELD_MS)
    assert held.asked(page) and not engine_up(page), "the engine is held back"
    assert painted(page) == "poster"
    assert page.locator(ROUND).get_attribute("data-round") == "1"
    assert page.locator(".engine-wait [role='progressbar']").count() == 1
    page.screenshot(path=f"/tmp/posters-{'embed' if embed else 'link'}-{lang}-{width}-held.png")
    held.release(page.context)
    helpers.wait_ready(page)
    assert engine_up(page) and painted(page) is None
    assert page.locator(ROUND).get_attribute("data-round") == "1"
    assert not page.locator(".engine-wait").count() and not page.locator(".notice-error").count()


def test_a_poster_that_lies_loses_to_the_replay(new_page: Any, helpers: Any) -> None:
    link, poster = polis_link()

    def lie(body: Any) -> None:
        body["snapshot"]["observation"]["round"] = 4

    # an embed: a spectator's, whose bots wait (a bot's move would draw the truth anyway)
    page, held = held_page(new_page, locale="ja-JP")
    page.goto(f"./?embed&poster={repack(poster, lie)}#/polis/{link}")
    page.locator(f"{ROUND}[data-round='4']").wait_for(timeout=HELD_MS)
    assert not engine_up(page) and painted(page) == "poster"
    page.screenshot(path="/tmp/posters-lie-held-ja.png")
    held.release(page.context)
    helpers.wait_ready(page)
    page.locator(f"{ROUND}[data-round='1']").wait_for()
    assert painted(page) is None and not page.locator(".notice-error").count()
    page.screenshot(path="/tmp/posters-lie-replayed-ja.png")


def _other_link(body: Any) -> None:
    body["key"] = "00000000"


def _other_game(body: Any) -> None:
    body["game"] = "cucco"


def _no_snapshot(body: Any) -> None:
    body["snapshot"] = [1, 2]


@pytest.mark.parametrize("bad", ["garbage!", "AAAA", "other-link", "other-game", "no-snapshot", "too-big"])
def test_a_bad_poster_is_ignored_without_a_word(new_page: Any, helpers: Any, bad: str) -> None:
    link, poster = polis_link()
    text = {
        "other-link": lambda: repack(poster, _other_link),
        "other-game": lambda: repack(poster, _other_game),
        "no-snapshot": lambda: repack(poster, _no_snapshot),
        "too-big": lambda: poster + "A" * (24 * 1024),
    }.get(bad, lambda: bad)()
    page, held = held_page(new_page)
    page.goto(f"./?poster={text}#/polis/{link}")
    # no board: the page waits for the engine as a link without a poster does
    page.locator(".engine-wait [role='progressbar']").wait_for(timeout=HELD_MS)
    assert not engine_up(page) and not page.locator(ROUND).count() and painted(page) is None
    held.release(page.context)
    helpers.wait_ready(page)
    page.locator(ROUND).wait_for()
    assert not page.locator(".notice-error, .notice-warning").count()


def test_a_saved_game_paints_its_last_snapshot_before_the_engine(new_page: Any, helpers: Any) -> None:
    save = Match(tabletop.get_game("polis"), 2, {}, 7, {"seats": SEATS}).to_save()
    page = new_page()
    helpers.open_app(page)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["tabletop:polis:gposter", save.to_json()])
    page.goto("./#/polis/@gposter")
    helpers.wait_ready(page)
    page.locator(ROUND).wait_for()
    helpers.wait_idle(page)
    kept = page.evaluate("JSON.parse(localStorage.getItem('tabletop-shown:polis:gposter'))")
    assert kept["seats"] == SEATS and kept["snapshot"]["viewer"] == 0
    page.close()
    # the same browser, another visit: the engine held, the board is there at once
    later, held = held_page(lambda: page.context.new_page())
    later.goto("./#/polis/@gposter")
    later.locator(ROUND).wait_for(timeout=HELD_MS)
    assert held.asked(later) and not engine_up(later) and painted(later) == "saved"
    later.screenshot(path="/tmp/posters-resume-held.png")
    held.release(later.context)
    helpers.wait_ready(later)
    assert painted(later) is None and not later.locator(".notice-error").count()


@pytest.mark.parametrize(("game", "lang", "width"), [("cucco", "en", 640), ("polis", "ja", 390)])
def test_an_example_embed_paints_its_first_step_and_caption_before_the_engine(
    new_page: Any, helpers: Any, game: str, lang: str, width: int
) -> None:
    example = json.loads(ENGINE.call("examples", json.dumps({"game": game, "lang": lang})))[0]
    assert example["poster"] and len(example["steps"]) >= 1
    caption = "#embed-caption"
    page, held = held_page(
        new_page, locale="ja-JP" if lang == "ja" else "en-US", viewport={"width": width, "height": 844}
    )
    page.add_init_script(f"localStorage.setItem('tabletop.lang', '{lang}')")
    page.goto(f"./?embed&poster={example['poster']}#/{game}/{example['link']}")
    page.locator(f"{caption}:visible").wait_for(timeout=HELD_MS)
    assert held.asked(page) and not engine_up(page), "the engine is held back"
    assert painted(page) == "poster"
    assert page.locator(caption).inner_text() == example["caption"][lang]
    assert page.locator("#view-root").inner_text().strip(), "the board is painted"
    if game == "polis":
        assert page.locator(ROUND).get_attribute("data-round") == "1"
    page.screenshot(path=f"/tmp/posters-example-{game}-{lang}-{width}-held.png")
    held.release(page.context)
    helpers.wait_ready(page)
    # the engine's table: at the example's start, steppable, the captions following the steps
    page.locator("#step-next:enabled").wait_for(timeout=60_000)
    assert engine_up(page) and painted(page) is None
    assert page.locator("#step-range").input_value() == "0"
    assert page.locator(caption).inner_text() == example["caption"][lang]
    page.locator("#step-next").click()
    page.locator(caption).filter(has_text=example["steps"][0]["caption"][lang]).wait_for(timeout=30_000)
    assert not page.locator(".notice-error, .notice-warning").count()
    page.screenshot(path=f"/tmp/posters-example-{game}-{lang}-{width}-stepped.png")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_poster_draws_the_rules_names_limits_and_map_before_the_engine(new_page: Any, lang: str) -> None:
    ref = tabletop.get_game("polis").reference()
    link, poster = polis_link()
    page, held = held_page(
        new_page, locale="ja-JP" if lang == "ja" else "en-US", viewport={"width": 640, "height": 900}
    )
    page.add_init_script(f"localStorage.setItem('tabletop.lang', '{lang}')")
    page.goto(f"./?poster={poster}#/polis/{link}")
    page.locator(ROUND).wait_for(timeout=HELD_MS)
    # the map is drawn from the reference: one card a land or sea of the rules' map
    page.locator(".po-area[data-node='lakedaemon']").wait_for(timeout=HELD_MS)
    assert held.asked(page) and not engine_up(page) and painted(page) == "poster", "the engine is held back"
    nodes = page.eval_on_selector_all(".po-area[data-node]", "els => els.map(e => e.dataset.node)")
    assert set(ref["map"]) <= set(nodes), sorted(set(ref["map"]) - set(nodes))
    # the round's event by its name, not its id
    event = page.locator("#po-event").get_attribute("data-event")
    assert event, "the poster's round has an event"
    name = next(e["name"][lang] for deck in ref["events"] for e in deck if e["id"] == event)
    assert page.locator("#po-event .po-event-name").inner_text() == name != event
    # the round track's limits, not "?"
    limits = page.locator(".po-track-lim").all_inner_texts()
    assert len(limits) == len(ref["rounds"]) and not [t for t in limits if "?" in t], limits
    assert [r["limit"] for r in ref["rounds"]] == [int("".join(c for c in t if c.isdigit())) for t in limits]
    # a polis by its name in the reader's language
    assert ref["poleis"]["sparta"]["name"][lang] in page.locator("#view-root").inner_text()
    page.screenshot(path=f"/tmp/refs-polis-poster-{lang}-640-held.png", full_page=True)
    held.release(page.context)


def test_without_the_reference_file_the_view_waits_for_the_engines(new_page: Any, helpers: Any) -> None:
    """Offline before any use of it (or a build without it): the poster paints, its map comes with Python."""
    link, poster = polis_link()
    page, held = held_page(new_page)
    page.context.route("**/web/vendor/pyc/reference/*.json", lambda route: route.abort())
    page.console_log.allow(r"^Failed to load resource: net::ERR_FAILED$")  # the aborted file
    page.goto(f"./?poster={poster}#/polis/{link}")
    page.locator(ROUND).wait_for(timeout=HELD_MS)
    assert not engine_up(page) and painted(page) == "poster"
    assert not page.locator(".po-area[data-node='lakedaemon']").count(), "no map without the reference"
    held.release(page.context)
    helpers.wait_ready(page)
    page.locator(".po-area[data-node='lakedaemon']").wait_for(timeout=60_000)
    assert engine_up(page) and not page.locator(".notice-error").count()
