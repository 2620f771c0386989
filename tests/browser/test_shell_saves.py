"""Saved games as a player meets them: an import that fails says so next to its button,
the same file imported twice is found (not stored twice), a save of another game asks
first, a finished game shows its result and "Replay", and a reloaded hot-seat game's log
opens at its latest entry.

Runs with the template game Tiny Nim (examples/tinynim) injected by conftest.
Screenshots: /tmp/tabletop-shell-import-error-*.png, /tmp/tabletop-shell-finished-*.png.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.browser.test_shell_flow import INSTANT, KEYS, start_solo

pytestmark = pytest.mark.browser

#: a save of `game` between people (Aki, Ben, ...) after `moves` moves of Tiny Nim, as a file's text
SAVE_TEXT = """async ([game, players, moves, stones]) => {
  const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
  const seats = Array.from({length: players}, (_, i) => ({name: ['Aki', 'Ben', 'Cho', 'Dai'][i], bot: null}));
  const o = await engine.call('new', {game, players, options: stones ? {stones} : {}, seed: 3, meta: {seats}});
  let st = o.status;
  for (let i = 0; i < moves; i++) st = (await engine.call('act', {session: o.session, player: st.active[0], action: 'take 1'})).status;
  const text = (await engine.call('save', {session: o.session})).text;
  await engine.call('close', {session: o.session});
  return text;
}"""

SEED_LONG_LOBBY = """async (text) => {
  const store = await import(new URL('web/app/store.js', document.baseURI).href);
  for (let i = 0; i < 6; i++) store.write('tinynim', 'gmany' + i, text, {over: false});
}"""


def import_file(page: Any, button: str, path: Path) -> None:
    with page.expect_file_chooser() as chooser:
        page.locator(button).click()
    chooser.value.set_files(str(path))


def in_view(page: Any, selector: str) -> bool:
    return bool(
        page.eval_on_selector(
            selector,
            "el => { const r = el.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; }",
        )
    )


def test_an_import_that_fails_is_said_next_to_its_button_and_focused(
    new_page: Any, helpers: Any, tmp_path: Path
) -> None:
    page = new_page(with_test_game=True, viewport={"width": 390, "height": 844})
    helpers.open_app(page)
    page.evaluate(SEED_LONG_LOBBY, page.evaluate(SAVE_TEXT, ["tinynim", 2, 1, 5]))
    helpers.navigate(page, "tinynim")
    helpers.navigate(page, "")
    bad = tmp_path / "not-a-save.json"
    bad.write_text('{"format": 1, "game": "tinynim", ')
    for lang, words in (("en", "could not be opened"), ("ja", "開けませんでした")):
        if lang == "ja":
            page.get_by_role("button", name="日本語").click()
            page.wait_for_function("document.documentElement.lang === 'ja'")
            helpers.wait_ready(page)
        page.locator("#import-save").scroll_into_view_if_needed()
        import_file(page, "#import-save", bad)
        note = page.locator('[data-notice-id="import"]')
        note.wait_for()
        assert note.count() == 1
        assert words in note.locator(".notice-text").inner_text()
        # where the player is looking: next to the button, on screen, with the focus
        assert page.locator('#import-status [data-notice-id="import"]').count() == 1
        assert page.locator('#notices [data-notice-id="import"]').count() == 0
        assert page.evaluate("document.activeElement.dataset.noticeId") == "import"
        assert in_view(page, '[data-notice-id="import"]') and in_view(page, "#import-save")
        assert page.evaluate("scrollY") > 1000, "the lobby is long: the button is far below the page's top"
        page.screenshot(path=f"/tmp/tabletop-shell-import-error-390-{lang}.png")
    assert page.evaluate(KEYS) == [f"tabletop:tinynim:gmany{i}" for i in range(6)], "nothing was changed"


def test_the_same_save_imported_twice_opens_the_one_already_stored(new_page: Any, helpers: Any, tmp_path: Path) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page)
    file = tmp_path / "game.json"
    file.write_text(page.evaluate(SAVE_TEXT, ["tinynim", 2, 2, 7]))
    import_file(page, "#import-save", file)
    page.locator("#handover-ready").wait_for()
    helpers.wait_ready(page)
    keys = page.evaluate(KEYS)
    assert len(keys) == 1, keys
    first = page.evaluate("location.hash")
    assert first == f"#/tinynim/@{keys[0].split(':')[2]}"
    assert page.locator('[data-notice-id="import"]').count() == 0, "a first import says nothing"
    helpers.navigate(page, "")
    import_file(page, "#import-save", file)
    page.wait_for_function(f"location.hash === {json.dumps(first)}")
    helpers.wait_ready(page)
    note = page.locator('#notices [data-notice-id="import"]')
    note.wait_for()
    assert "already in your saved games (2 moves)" in note.inner_text()
    assert page.evaluate(KEYS) == keys, "not stored twice"
    # from the table itself, in Japanese
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    helpers.wait_ready(page)
    page.locator("#handover-ready").click()
    import_file(page, "#import", file)
    page.wait_for_function(
        "document.querySelector('#notices [data-notice-id=\"import\"]')?.textContent.includes('すでに保存')"
    )
    assert page.evaluate(KEYS) == keys
    helpers.navigate(page, "")
    assert page.locator(".save-item").count() == 1


def test_a_save_of_another_game_opens_only_when_the_player_says_so(new_page: Any, helpers: Any, tmp_path: Path) -> None:
    page = new_page(with_test_game=True, init_script=INSTANT)
    start_solo(page, helpers)
    here = page.evaluate("location.hash")
    other = page.evaluate(
        "async () => (await (await import(new URL('web/app/engine.js', document.baseURI).href)).call('games'))"
        ".find((g) => g.id === 'cucco').title.en"
    )
    file = tmp_path / "cucco.json"
    file.write_text(page.evaluate(SAVE_TEXT, ["cucco", 2, 0, 0]))
    import_file(page, "#import", file)
    dialog = page.locator("#import-other")
    dialog.wait_for()
    assert f"a saved game of {other}, not of Tiny Nim" in dialog.inner_text()
    assert page.locator("#import-other-yes").inner_text() == f"Open {other}"
    page.screenshot(path="/tmp/tabletop-shell-import-other-en.png")
    page.locator("#import-other-no").click()
    helpers.wait_ready(page)
    assert page.evaluate("location.hash") == here, "No: the game on screen stays"
    assert page.locator(".nim-pile").count() == 1
    import_file(page, "#import", file)
    page.locator("#import-other-yes").click()
    page.wait_for_function("location.hash.startsWith('#/cucco/')")
    helpers.wait_ready(page)
    note = page.locator('#notices [data-notice-id="import"]')
    note.wait_for()
    assert note.inner_text().startswith(f"Opened a saved game of {other}.")


def test_a_finished_game_shows_its_result_and_replay_in_the_lobby(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True, init_script=INSTANT)
    start_solo(page, helpers, stones=3)
    for _ in range(6):
        if page.locator("#results").is_visible():
            break
        page.locator(".nim-actions button").first.click()
        helpers.wait_idle(page)
    headline = page.locator(".results-headline").inner_text()
    assert headline.endswith("wins!"), headline
    helpers.navigate(page, "")
    item = page.locator("#saves-finished .save-item")
    assert item.count() == 1
    assert item.locator(".save-result").inner_text() == headline
    assert item.locator(".save-open").inner_text() == "Replay"
    assert "Resume" not in item.inner_text()
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        item.scroll_into_view_if_needed()
        page.screenshot(path=f"/tmp/tabletop-shell-finished-{width}-en.png")
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    helpers.wait_ready(page)
    assert item.locator(".save-result").inner_text().endswith("の勝ち！")
    assert item.locator(".save-open").inner_text() == "リプレイ"
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        item.scroll_into_view_if_needed()
        page.screenshot(path=f"/tmp/tabletop-shell-finished-{width}-ja.png")
    # Replay opens the finished game: its result
    item.locator(".save-open").click()
    helpers.wait_ready(page)
    page.locator("#results").wait_for()


def test_a_reloaded_hot_seat_game_shows_its_latest_log_entries(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page)
    text = page.evaluate(SAVE_TEXT, ["tinynim", 2, 25, 30])
    page.evaluate(
        "async (text) => (await import(new URL('web/app/store.js', document.baseURI).href)).write('tinynim', 'glog', text)",
        text,
    )
    helpers.navigate(page, "tinynim/@glog")
    page.reload()
    helpers.wait_ready(page)
    page.locator("#handover-ready").click()
    page.wait_for_selector(".nim-pile")
    helpers.wait_idle(page)
    scroll = page.eval_on_selector(".log-scroll", "s => [s.scrollTop, s.scrollHeight, s.clientHeight]")
    assert scroll[1] > scroll[2] + 100, f"the log is longer than its panel: {scroll}"
    assert scroll[0] + scroll[2] >= scroll[1] - 2, f"the log opens at its latest entry: {scroll}"
    assert page.eval_on_selector(
        ".log-scroll",
        "s => { const li = s.querySelector('li:last-child').getBoundingClientRect(), r = s.getBoundingClientRect();"
        " return li.bottom <= r.bottom + 1 && li.top >= r.top; }",
    ), "the latest entry is in sight"


def test_a_finished_game_saved_before_results_were_kept_shows_its_result(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page)
    text = page.evaluate(SAVE_TEXT, ["tinynim", 2, 3, 3])
    # as a save of an earlier version: the index knows only that it is finished
    page.evaluate(
        "async (text) => (await import(new URL('web/app/store.js', document.baseURI).href))"
        ".write('tinynim', 'gold', text, {over: true})",
        text,
    )
    assert "result" not in page.evaluate("JSON.parse(localStorage.getItem('tabletop.index'))['tabletop:tinynim:gold']")
    helpers.navigate(page, "tinynim")
    helpers.navigate(page, "")
    item = page.locator("#saves-finished .save-item")
    item.locator(".save-result").wait_for()
    assert item.locator(".save-result").inner_text() in ("Aki wins!", "Ben wins!")
    assert item.locator(".save-open").inner_text() == "Replay"
    kept = page.evaluate("JSON.parse(localStorage.getItem('tabletop.index'))['tabletop:tinynim:gold']")
    assert kept["result"]["winners"] in ([0], [1]), kept
