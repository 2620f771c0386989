"""The platform in a browser: boot, lobby, language, saves, links, storage,
offline, embed, hot-seat and bots.

Most tests run the shell with a throwaway test game (``fixtures/tinynim.py``,
injected through Playwright routes) so they do not depend on any shipped
game's rules. Screenshots go to /tmp/tabletop-*.png.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "tinynim"
if str(ROOT / "pylib") not in sys.path:
    sys.path.insert(0, str(ROOT / "pylib"))

from tabletop.core.save import Save  # noqa: E402
from tests.support.browser import out_of_sight  # noqa: E402
from tests.support.server import StaticServer  # noqa: E402

SEATS_SOLO_VS_BOT = [{"name": "Aki", "bot": None}, {"name": "Robo", "bot": {"name": "random", "strength": 2}}]
SEATS_TWO_HUMANS = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]


def nim_save(
    actions: tuple[tuple[int, str], ...] = (), seats: list[dict[str, Any]] | None = None, **options: Any
) -> Save:
    opts = {"stones": 7, "fast": False, **options}
    seats = seats if seats is not None else SEATS_TWO_HUMANS
    return Save("tinynim", len(seats), opts, 12345, actions, {"seats": seats})


def storage_script(items: dict[str, str]) -> str:
    """An init script that fills localStorage once (the first time the origin loads)."""
    return (
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" const items = {json.dumps(items)};"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }"
    )


def notice_texts(page: Any) -> list[str]:
    return page.locator("#notices .notice-text").all_inner_texts()


def pile(page: Any) -> int:
    return int(page.locator(".nim-pile").inner_text().split(":")[-1])


# ---------------------------------------------------------------------------
# boot and lobby


def test_lobby_reaches_ready_and_language_switch_persists(new_page: Any, helpers: Any) -> None:
    """The real app (the shipped games, no test game): lobby, then ja/en."""
    page = new_page()
    helpers.open_app(page)
    assert page.locator("h1").first.inner_text() == "tabletop"
    assert page.locator("#boot").count() == 0, "the boot placeholder is replaced"
    # every listed game has a Play link to its route
    cards = page.locator(".game-card").all()
    english = [card.locator(".game-card-title").inner_text() for card in cards]
    for card in cards:
        game = card.get_attribute("data-game")
        assert card.locator("a.button-primary").get_attribute("href") == f"#/{game}"
        # the table size in words, plural past one ("2 players", never "2 player")
        meta = card.locator(".game-card-meta").inner_text()
        assert re.fullmatch(r"1 player|[2-9] players|\d+–\d+ players", meta), (game, meta)
    page.screenshot(path="/tmp/tabletop-lobby.png", full_page=True)
    assert page.evaluate("document.documentElement.lang") == "en"
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    page.wait_for_selector("text=保存したゲーム")
    assert page.get_by_role("button", name="日本語").get_attribute("aria-pressed") == "true"
    assert page.evaluate("localStorage.getItem('tabletop.lang')") == "ja"
    page.reload()
    helpers.wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert page.locator(".section-title").first.inner_text() == "ゲーム"
    japanese = [t.inner_text() for t in page.locator(".game-card-title").all()]
    assert len(japanese) == len(english)
    assert all(j != e for j, e in zip(japanese, english, strict=True)), "titles follow the language"
    page.screenshot(path="/tmp/tabletop-lobby-ja.png", full_page=True)


def test_file_protocol_explains_how_to_serve(new_page: Any) -> None:
    page = new_page()
    page.goto((ROOT / "index.html").as_uri())
    page.wait_for_selector("html[data-app-state='error']", state="attached")
    message = page.locator(".file-protocol-message")
    assert message.is_visible()
    assert "scripts/play" in message.inner_text() and "http://127.0.0.1:8000/" in message.inner_text()
    assert not page.locator(".boot-progress").is_visible()


# ---------------------------------------------------------------------------
# saves, links, import, storage


def test_corrupt_save_is_offered_with_its_reason_never_replaced(new_page: Any, helpers: Any) -> None:
    good = nim_save(((0, "take 1"),)).to_json()
    edited = json.loads(nim_save(((0, "take 2"),)).to_json())
    edited["actions"][0][1] = "take 1"  # hand-edited: the checksum no longer matches
    items = {
        "tabletop:tinynim:gbad": json.dumps(edited),
        "tabletop:tinynim:ggood": good,
        "tabletop:othergame:gkeep": '{"not": "ours"}',
        "tabletop:tinynim:gjunk": "{ this is not json",
    }
    page = new_page(with_test_game=True, init_script=storage_script(items))
    helpers.open_app(page, "tinynim/@gbad")
    box = page.locator("#unopenable")
    box.wait_for()
    text = box.inner_text()
    assert "This saved game could not be opened." in text and "This save could not be read." in text, text
    assert "Nothing was deleted" in text
    # the technical reason only behind the details toggle
    details = box.locator("details.error-details")
    assert details.get_attribute("open") is None, "closed until asked for"
    assert "checksum" in details.locator("pre").text_content()
    assert "checksum" not in box.locator(".unopenable-reason").inner_text()
    # no fresh game was made, nothing was stored or moved
    assert page.locator(".nim-pile").count() == 0
    stored = helpers.saves(page)
    assert stored["tabletop:tinynim:gbad"] == edited, "the damaged save stays where it was"
    assert stored["tabletop:tinynim:ggood"] == json.loads(good)
    assert stored["tabletop:othergame:gkeep"] == {"not": "ours"}
    assert len(stored) == 4
    assert page.evaluate("location.hash") == "#/tinynim/@gbad", "the address names what is shown"
    page.screenshot(path="/tmp/tabletop-corrupt-save.png", full_page=True)
    # not even JSON: same treatment, the parser's words only in the details
    helpers.navigate(page, "tinynim/@gjunk")
    box.wait_for()
    assert "Expecting" not in box.locator(".unopenable-reason").inner_text()
    assert "not valid JSON" in box.locator("details pre").text_content()
    assert len(helpers.saves(page)) == 4
    # the lobby lists the damaged save with its reason; it can be deleted after asking
    helpers.navigate(page, "")
    damaged = page.locator(".save-item.is-damaged")
    assert damaged.count() == 2
    assert any("could not be read" in t for t in damaged.locator(".save-details").all_inner_texts())
    # the good save resumes where it was
    helpers.navigate(page, "tinynim/@ggood")
    assert not notice_texts(page), "old messages go away with the page they were about"
    page.locator("#handover-ready").click()  # two people share this game: Ben's turn
    page.wait_for_selector(".nim-pile")
    assert pile(page) == 6


def test_share_link_hand_edited_link_and_import(new_page: Any, helpers: Any, tmp_path: Path) -> None:
    link = nim_save(((0, "take 2"), (1, "take 1")), seats=SEATS_SOLO_VS_BOT).encode_link()
    page = new_page(with_test_game=True)
    helpers.open_app(page, f"tinynim/{link}")
    page.wait_for_selector(".nim-pile")
    assert pile(page) == 4
    assert not notice_texts(page)
    # a link is copied into a local save only once somebody plays on
    assert helpers.saves(page) == {}
    # hand-edited: one character changed in the middle
    i = len(link) // 2
    bad = link[:i] + ("A" if link[i] != "A" else "B") + link[i + 1 :]
    helpers.navigate(page, f"tinynim/{bad}")
    box = page.locator("#unopenable")
    box.wait_for()
    assert "This link could not be opened." in box.inner_text()
    assert page.locator(".nim-pile").count() == 0, "no fresh game instead"
    assert helpers.saves(page) == {}, "and nothing stored"
    # garbage that is not base64url at all
    helpers.navigate(page, "tinynim/not*a*link")
    box.wait_for()
    assert "damaged" in box.locator("details pre").text_content()
    # import from the lobby: a bad file changes nothing, a good one opens
    helpers.navigate(page, "")
    before = helpers.saves(page)
    bad_file = tmp_path / "bad.json"
    bad_file.write_text('{"format": 1, "game": "tinynim"}')
    with page.expect_file_chooser() as chooser:
        page.locator("#import-save").click()
    chooser.value.set_files(str(bad_file))
    page.wait_for_selector("#import-status .notice-error")  # beside the import button
    said = page.locator("#import-status .notice-error").inner_text()
    assert "could not be opened as a tabletop save" in said and "could not be read" not in said, "said once"
    assert helpers.saves(page) == before, "nothing was changed"
    # a file that is not even JSON: the engine's reason, in the player's language
    not_json = tmp_path / "photo.jpg"
    not_json.write_bytes(b"\xff\xd8\xff\xe0 not a save")
    with page.expect_file_chooser() as chooser:
        page.locator("#import-save").click()
    chooser.value.set_files(str(not_json))
    page.locator("#import-status .notice-error").filter(has_text="It is not JSON text.").wait_for()
    assert helpers.saves(page) == before, "nothing was changed"
    good = tmp_path / "good.json"
    good.write_text(nim_save(((0, "take 1"), (1, "take 1"))).to_json())
    with page.expect_file_chooser() as chooser:
        page.locator("#import-save").click()
    chooser.value.set_files(str(good))
    page.wait_for_selector("#handover-ready")  # two people in that save: Aki's turn
    helpers.wait_ready(page)
    page.locator("#handover-ready").click()
    page.wait_for_selector(".nim-pile")
    assert pile(page) == 5
    assert len(helpers.saves(page)) == len(before) + 1, "an imported game with moves is kept at once"
    slot = page.evaluate("location.hash").split("@")[1]
    assert f"tabletop:tinynim:{slot}" in helpers.saves(page)


def test_full_storage_is_reported_and_play_continues(new_page: Any, helpers: Any) -> None:
    full = (
        "window.__full = true; const set = Storage.prototype.setItem;"
        "Storage.prototype.setItem = function (k, v) {"
        " if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');"
        " return set.call(this, k, v); };"
    )
    page = new_page(with_test_game=True, init_script=full)
    helpers.open_app(page, "tinynim")
    page.locator("#seat-kind-1").select_option("bot")
    page.locator("#seat-level-1").select_option("1")  # random moves
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    warning = page.locator("#notices .notice-warning")
    warning.wait_for()
    assert "storage is full or unavailable" in warning.inner_text()
    page.locator("[data-action='take 1']").click()
    helpers.wait_idle(page)
    assert pile(page) <= 6
    # nothing is lost: the address carries the game as it is now, and the warning offers the export
    here = pile(page)
    page.wait_for_function("location.hash.startsWith('#/tinynim/') && !location.hash.includes('@')")
    page.wait_for_timeout(300)
    link = page.evaluate("location.hash")
    with page.expect_download() as download:
        warning.locator("#storage-export").click()
    assert json.loads(Path(download.value.path()).read_text())["actions"], "the export has the moves"
    page.goto("./#/" + link[2:])  # reopening that address (storage still refuses): same position
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    assert pile(page) == here
    page.screenshot(path="/tmp/tabletop-storage-full.png", full_page=True)
    # room is made: the next move is stored, and the warning that it was not goes
    warning.wait_for()  # (the reopened game could not be stored either)
    page.evaluate("window.__full = false")
    page.locator("[data-action='take 1']").first.click()
    page.wait_for_function("location.hash.includes('@')")
    page.locator("#notices .notice-warning").wait_for(state="detached")
    assert page.locator("#status").inner_text() == "This game is being saved again."


# ---------------------------------------------------------------------------
# hot-seat, bots, undo, results


def test_hot_seat_hand_over_keeps_secrets_private(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page, "tinynim")
    page.locator("#setup-players").select_option("3")
    page.locator("#seat-kind-1").select_option("human")
    page.locator("#seat-name-0").fill("Aki")
    page.locator("#seat-name-1").fill("<b>Ben</b>")
    page.locator("#seat-kind-2").select_option("bot")
    page.locator("#seat-level-2").select_option("1")  # random moves
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    # two people: the device goes to the first one behind a private screen
    handover = page.locator("#handover")
    handover.wait_for()
    assert "Pass the device to Aki" in handover.inner_text()
    assert not page.locator(".nim-pile").is_visible()
    page.locator("#handover-ready").click()
    page.wait_for_selector(".nim-secret")
    aki_secret = page.locator(".nim-secret").inner_text()
    page.locator("[data-action='take 1']").click()
    # Ben's turn: nothing of Aki's screen stays visible
    handover.wait_for()
    assert page.locator("#handover h2").inner_text() == "Pass the device to <b>Ben</b>"
    assert page.locator("#handover b").count() == 0, "names are text, never HTML"
    assert aki_secret not in page.locator("body").inner_text()
    page.screenshot(path="/tmp/tabletop-handover.png", full_page=True)
    page.locator("#handover-ready").click()
    page.wait_for_selector(".nim-secret")
    page.locator("[data-action='take 1']").click()
    # the bot plays at a readable pace, then the device goes back to Aki
    page.wait_for_selector("#handover h2:has-text('Aki')", timeout=20_000)
    page.locator("#handover-ready").click()
    page.wait_for_selector(".nim-pile")
    log = page.locator(".log-list li").all_inner_texts()
    assert log[0] == f"Your secret number is {aki_secret.split(': ')[-1]}.", "the viewer's own private line"
    assert log[1:3] == ["Aki took 1 stone.", "<b>Ben</b> took 1 stone."], log
    assert len(log) == 4 and log[3].startswith("Bot 3 took"), log


def test_solo_against_bot_undo_and_results(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page, "tinynim")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-name-0").fill("Aki")
    page.locator("#seat-kind-1").select_option("bot")
    page.locator("#seat-level-1").select_option("1")  # random moves
    page.locator("#opt-stones").fill("7")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    assert pile(page) == 7
    undo = page.locator("#undo")
    assert undo.is_disabled()
    page.locator("[data-action='take 1']").click()
    helpers.wait_idle(page)
    page.wait_for_selector("[data-action='take 1']")
    after_bot = pile(page)
    assert after_bot in (4, 5)
    assert undo.is_enabled()
    undo.click()  # takes back my move and the bot's reply
    helpers.wait_idle(page)
    page.wait_for_function("document.querySelector('.nim-pile').textContent.endsWith(': 7')")
    assert undo.is_disabled()
    slot = page.evaluate("location.hash").split("@")[1]
    assert helpers.saves(page)[f"tabletop:tinynim:{slot}"]["actions"] == []
    # export: the download is exactly the stored save
    page.locator("[data-action='take 2']").click()
    helpers.wait_idle(page)
    page.wait_for_selector("[data-action='take 1']")
    with page.expect_download() as download:
        page.locator("#export").click()
    exported = json.loads(Path(download.value.path()).read_text())
    assert exported == helpers.saves(page)[f"tabletop:tinynim:{slot}"]
    assert Save.from_dict(exported).actions[0] == (0, "take 2")
    # share: a dialog with the link (and iframe code); the link opens the same position
    page.locator("#share").click()
    url = page.locator("#share-url").input_value()
    assert "#/tinynim/" in url and "?embed" in page.locator("#share-embed").input_value()
    page.keyboard.press("Escape")
    here = pile(page)
    helpers.navigate(page, url.split("#/", 1)[1])
    page.wait_for_selector(".nim-pile")
    assert pile(page) == here
    # play to the end
    for _ in range(8):
        if page.locator("#results").is_visible():
            break
        page.locator(".nim-actions button").last.click()
        helpers.wait_idle(page)
    results = page.locator("#results")
    results.wait_for()
    assert "wins!" in results.inner_text()
    assert page.locator(".results-table tbody tr").count() == 2
    page.screenshot(path="/tmp/tabletop-results.png", full_page=True)
    # both games (the first one, and the copy made when the shared link was played on) are listed
    helpers.navigate(page, "")
    assert page.locator(".save-item").count() == 2
    assert page.locator(".save-details", has_text="finished").count() == 1


# ---------------------------------------------------------------------------
# embed and offline


def test_embed_mode_hides_chrome(new_page: Any, helpers: Any) -> None:
    link = nim_save((), seats=SEATS_SOLO_VS_BOT).encode_link()
    page = new_page(with_test_game=True, viewport={"width": 520, "height": 600})
    helpers.open_app(page, f"tinynim/{link}", query="?embed")
    page.wait_for_selector(".nim-pile")
    for selector in (".topbar", ".footer", ".table-bar", ".side"):
        assert not page.locator(selector).is_visible(), selector
    assert out_of_sight(page, ".table-head"), "the game's title is the embed's h1 for screen readers only"
    open_link = page.locator(".embed-open")
    assert open_link.is_visible()
    # a spectator's view until the reader plays on
    assert page.locator("[data-action='take 1']").count() == 0
    page.locator("#embed-play").click()
    page.locator("[data-action='take 1']").click()
    helpers.wait_idle(page)
    page.wait_for_function("document.querySelector('.embed-open').href.includes('#/tinynim/')")
    assert "embed" not in open_link.get_attribute("href")
    assert helpers.saves(page) == {}, "an embed never writes saves"
    page.screenshot(path="/tmp/tabletop-embed.png", full_page=True)


def test_embed_steps_through_the_moves_of_a_link(new_page: Any, helpers: Any) -> None:
    """A wiki page shows a game from a link; the reader steps back to the start and forward again."""
    moves = ((0, "take 2"), (1, "take 1"), (0, "take 2"), (1, "take 1"))
    link = nim_save(moves, seats=SEATS_SOLO_VS_BOT).encode_link()
    page = new_page(with_test_game=True, viewport={"width": 520, "height": 600})
    helpers.open_app(page, f"tinynim/{link}", query="?embed")
    pile = page.locator(".nim-pile")
    shown = "() => document.querySelector('#step-count').textContent"
    page.wait_for_function(f"({shown})() === 'move 4 / 4'")
    assert pile.inner_text().endswith(": 1")
    page.locator("#step-first").click()
    page.wait_for_function(f"({shown})() === 'move 0 / 4'")
    assert pile.inner_text().endswith(": 7")
    assert page.locator(".nim-actions button").count() == 0, "an earlier step is read-only"
    assert page.locator("#step-back").is_disabled() and page.locator("#step-first").is_disabled()
    page.locator("#step-next").click()
    page.wait_for_function(f"({shown})() === 'move 1 / 4'")
    assert pile.inner_text().endswith(": 5")
    time.sleep(1)  # no bot plays on from a replayed step
    assert page.evaluate(shown) == "move 1 / 4" and pile.inner_text().endswith(": 5")
    page.locator("#step-last").click()
    page.wait_for_function(f"({shown})() === 'move 4 / 4'")
    assert pile.inner_text().endswith(": 1")
    assert page.locator(".nim-actions button").count() == 0, "a spectator's view until the reader plays on"
    page.locator("#embed-play").click()
    page.locator(".nim-actions button").first.wait_for()
    assert page.locator(".nim-actions button").count() > 0, "the last step plays on"
    assert page.locator("#step-next").is_disabled()
    assert helpers.saves(page) == {}


def test_offline_second_visit(browser: Any, app_url: str, helpers: Any) -> None:
    """The real app (no test game): after a first visit the service worker has cached
    everything; with the server gone, a second visit boots from the cache, says it is
    offline, and a game plays to a move by clicks."""
    with StaticServer() as server:  # its own server, to take away
        context = browser.new_context(
            base_url=server.url, service_workers="allow", viewport={"width": 1200, "height": 850}
        )
        try:
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            helpers.open_app(page)
            page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=60_000)
            page.wait_for_selector("html[data-network='online']", state="attached")
            assert page.locator("#offline-badge").inner_text() == "Ready for offline play."
            server.stop()
            page.reload()
            helpers.wait_ready(page)
            page.wait_for_selector("html[data-network='offline']", state="attached", timeout=30_000)
            assert page.locator("#offline-badge").inner_text() == "Offline: playing from this browser's copy."
            page.get_by_role("button", name="日本語").click()
            page.wait_for_function("document.getElementById('offline-badge').textContent.startsWith('オフライン：')")
            page.get_by_role("button", name="English").click()
            # a game from the cache: set up, start, one move by clicks
            helpers.navigate(page, "magiccircle")
            page.locator("#start-game").click()
            helpers.wait_ready(page)
            mine = page.locator(".log-list li", has_text="Player 1 places ")
            assert mine.count() == 0
            page.locator(".mc-slot-btn[data-src='h1']").click()
            page.locator(".mc-board-me .mc-target").first.click()
            mine.first.wait_for()  # the move is played (the bot places its coins meanwhile)
            assert mine.count() == 1
            assert not page.locator("#notices .notice-error").count()
            page.screenshot(path="/tmp/tabletop-offline.png", full_page=True)
            assert not errors, errors
        finally:
            context.close()


def test_server_types_compression_and_revalidation(app_url: str) -> None:
    import urllib.request

    def get(path: str, **headers: str) -> Any:
        request = urllib.request.Request(app_url + path, headers=headers)
        try:
            return urllib.request.urlopen(request, timeout=10)
        except urllib.error.HTTPError as e:
            return e

    types = {
        "web/vendor/pyodide/pyodide.mjs": "text/javascript",
        "web/vendor/pyodide/pyodide.asm.wasm": "application/wasm",
        "web/manifest.webmanifest": "application/manifest+json",
        "web/vendor/version.json": "application/json",
        "web/vendor/pyodide/python_stdlib.zip": "application/zip",
        "web/app/engine-worker.mjs": "text/javascript",
    }
    for path, ctype in types.items():
        response = get(path)
        assert response.status == 200 and response.headers["Content-Type"].startswith(ctype), path
        assert "no-store" not in response.headers.get("Cache-Control", "")
    gz = get("web/vendor/pyodide/pyodide.asm.wasm", **{"Accept-Encoding": "gzip, br"})
    assert gz.headers["Content-Encoding"] == "gzip"
    stdlib = get("web/vendor/pyodide/python_stdlib.zip", **{"Accept-Encoding": "gzip"})
    assert stdlib.headers["Content-Encoding"] is None, "zip archives are already compressed"
    etag = get("index.html").headers["ETag"]
    assert get("index.html", **{"If-None-Match": etag}).status == 304
    assert get("node_modules/pyodide/package.json").status == 404
    assert get(".git/HEAD").status == 404
    manifest = json.loads(get("web/manifest.webmanifest").read())
    for icon in manifest["icons"]:
        assert get("web/" + icon["src"]).status == 200
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])
    version = json.loads(get("web/vendor/version.json").read())
    sw = get("sw.js").read().decode()
    assert version["runtime"] in sw and version["build"] in sw and "importScripts" in sw


# ---------------------------------------------------------------------------
# the engine bridge under CPython (no browser): same code as in the worker


BRIDGE_SERVER = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2], sys.argv[3]]
import tinynim  # noqa: F401  (registers the test game in this process only)
import engine
engine.tabletop.GAMES = engine.tabletop.core.registry.game_ids()
for line in sys.stdin:
    method, args = json.loads(line)
    print(engine.call(method, json.dumps(args)), flush=True)
"""


@pytest.fixture(scope="module")
def bridge() -> Iterator[Any]:
    """engine.py under CPython, in its own process (the test game must not leak
    into the registry of other test modules)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", BRIDGE_SERVER, str(ROOT / "pylib"), str(ROOT / "web" / "app"), str(EXAMPLE)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=EXAMPLE,
    )
    assert proc.stdin is not None and proc.stdout is not None

    def call(method: str, **args: Any) -> Any:
        proc.stdin.write(json.dumps([method, args]) + "\n")
        proc.stdin.flush()
        return json.loads(proc.stdout.readline())

    yield call
    proc.stdin.close()
    proc.wait(timeout=10)


def test_bridge_errors_are_data_and_change_nothing(bridge: Any) -> None:
    opened = bridge("new", game="tinynim", players=2, options={"stones": 5}, seed=1, meta={"seats": SEATS_SOLO_VS_BOT})
    sid = opened["session"]
    assert opened["info"]["seats"] == [SEATS_SOLO_VS_BOT[0], {"name": "Robo", "bot": {"level": 1}}], (
        "an old bot: its level"
    )
    before = bridge("save", session=sid)
    assert bridge("act", session=sid, player=0, action="take 9")["error"] == "IllegalAction"
    assert bridge("act", session=sid, player=1, action="take 1")["error"] == "IllegalAction"  # a bot's seat
    assert bridge("save", session=sid) == before
    assert bridge("load_save", text="{")["error"] == "InvalidSave"
    assert bridge("load_link", link="abc", game="tinynim")["error"] == "InvalidSave"
    assert bridge("new", game="nope")["error"] == "UnknownGame"
    bad_bot = {"seats": [{"name": "A", "bot": None}, {"name": "B", "bot": {"name": "zzz", "strength": 2}}]}
    assert bridge("new", game="tinynim", players=2, meta=bad_bot)["error"] == "InvalidOptions"
    assert bridge("new", game="tinynim", players=2, options={"stones": 99})["error"] == "InvalidOptions"


def test_bridge_errors_carry_the_catalog_key_and_args(bridge: Any) -> None:
    sid = bridge("new", game="tinynim", players=2, seed=4, meta={"seats": SEATS_TWO_HUMANS})["session"]
    wrong = bridge("act", session=sid, player=1, action="take 1")
    assert wrong["error"] == "IllegalAction" and wrong["message"]
    assert wrong["key"] == "core.error.not_your_turn" and wrong["args"] == {"player": 1}
    junk = bridge("load_save", text="{ not json")
    assert junk["error"] == "InvalidSave" and junk["key"] == "core.save.not_json", "why it is not a save"
    keyless = bridge("load_save", text='{"format": 1, "game": "tinynim"}')
    assert keyless["error"] == "InvalidSave" and "key" not in keyless, "no key: the shell says the class's sentence"
    en = bridge("catalog", lang="en")
    assert en["app.error.kind.IllegalAction"] == "That move is not allowed now."
    assert en["app.save.moves"] == "{n:move|moves}"
    assert "fresh game" not in " ".join(v for k, v in en.items() if k.startswith("app."))


def test_bridge_undo_takes_back_own_action_and_bot_replies_only(bridge: Any) -> None:
    seats = [*SEATS_TWO_HUMANS, {"name": "Robo", "bot": {"name": "random", "strength": 1}}]
    sid = bridge("new", game="tinynim", players=3, options={"stones": 20}, seed=3, meta={"seats": seats})["session"]
    bridge("act", session=sid, player=0, action="take 1")
    assert bridge("snapshot", session=sid, viewer=0)["undoable"] == 1
    bridge("act", session=sid, player=1, action="take 1")
    assert bridge("snapshot", session=sid, viewer=0)["undoable"] == 0, "never across another person's move"
    bot = bridge("bot", session=sid, player=2)
    assert bot["status"]["moves"] == 3
    assert bridge("snapshot", session=sid, viewer=1)["undoable"] == 1
    assert bridge("undo", session=sid, player=0)["error"] == "IllegalAction"
    status = bridge("undo", session=sid, player=1)["status"]
    assert status["moves"] == 1 and status["active"] == [1]


def test_bridge_snapshot_is_per_viewer(bridge: Any) -> None:
    sid = bridge("new", game="tinynim", players=2, seed=9, meta={"seats": SEATS_TWO_HUMANS})["session"]
    a, b = bridge("snapshot", session=sid, viewer=0), bridge("snapshot", session=sid, viewer=1)
    assert a["legal"] == ["take 1", "take 2"] and b["legal"] == []
    assert a["observation"]["secret"] != b["observation"]["secret"] or a["observation"] != b["observation"]
    spectator = bridge("snapshot", session=sid, viewer=None)
    assert spectator["observation"]["secret"] is None and spectator["legal"] == []
    link = bridge("link", session=sid)["link"]
    again = bridge("load_link", link=link, game="tinynim")
    assert again["info"]["seed"] == 9
    assert bridge("load_link", link=link, game="other")["error"] == "InvalidSave"


def test_bridge_step_replays_the_first_moves_in_a_new_session(bridge: Any) -> None:
    seats = {"seats": SEATS_TWO_HUMANS}
    sid = bridge("new", game="tinynim", players=2, options={"stones": 9}, seed=2, meta=seats)["session"]
    for p, n in ((0, 2), (1, 1), (0, 2)):
        bridge("act", session=sid, player=p, action=f"take {n}")
    first = bridge("step", session=sid, moves=1)
    assert first["session"] != sid and first["status"]["moves"] == 1
    assert bridge("snapshot", session=first["session"], viewer=1)["observation"]["pile"] == 7
    assert bridge("snapshot", session=sid, viewer=1)["observation"]["pile"] == 4, "the game itself is unchanged"
    assert bridge("step", session=sid, moves=4)["error"] == "IllegalAction"
    assert bridge("step", session=sid, moves=-1)["error"] == "IllegalAction"


def test_bridge_catalog_has_every_shell_string_in_both_languages(bridge: Any) -> None:
    ja, en = bridge("catalog", lang="ja"), bridge("catalog", lang="en")
    app_keys = {k for k in en if k.startswith("app.")}
    assert app_keys and app_keys <= set(ja)
    used = set()
    import re

    for path in (ROOT / "web" / "app").glob("*.js"):
        used |= set(re.findall(r"""["'`](app\.[a-z_.0-9]+)["'`]""", path.read_text()))
    missing = {k for k in used if k not in en and not k.endswith(".")}
    assert not missing, missing


def test_bridge_snapshot_has_the_log_in_words_of_the_language_asked(bridge: Any) -> None:
    sid = bridge("new", game="tinynim", players=2, seed=4, meta={"seats": SEATS_TWO_HUMANS})["session"]
    bridge("act", session=sid, player=0, action="take 2")
    en = bridge("snapshot", session=sid, viewer=1, lang="en")
    ja = bridge("snapshot", session=sid, viewer=1, lang="ja")
    name = SEATS_TWO_HUMANS[0]["name"]
    assert en["observation"]["log"][-1] == {"key": "tinynim.took", "args": {"player": 0, "n": 2}}
    assert en["log_text"][-1] == f"{name} took 2 stones."
    assert ja["log_text"][-1] == f"{name}が石を2個取りました。"


def test_bridge_reference_is_the_games_own_table(bridge: Any) -> None:
    assert bridge("reference", game="tinynim") == {}
    assert bridge("reference", game="nope")["error"] == "UnknownGame"
