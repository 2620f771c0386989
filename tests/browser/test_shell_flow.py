"""The shell's flow, like a player uses it: the address bar names the game shown
(Start, Play again, import, Back/Forward, reload), games are stored only once a
move is made, the lobby separates games in progress from finished ones and
deletes after asking, errors are in the player's language, the bot pace setting.

Runs with the template game Tiny Nim (examples/tinynim) injected by conftest.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

INSTANT = "localStorage.setItem('tabletop.pace', 'instant');"
KEYS = "() => Object.keys(localStorage).filter((k) => k.startsWith('tabletop:')).sort()"


def pile(page: Any) -> int:
    return int(page.locator(".nim-pile").inner_text().split(":")[-1])


def start_solo(page: Any, helpers: Any, stones: int = 5) -> None:
    helpers.open_app(page, "tinynim")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-name-0").fill("Aki")
    page.locator("#seat-kind-1").select_option("bot")
    page.locator("#seat-level-1").select_option("1")  # random moves
    page.locator("#opt-stones").fill(str(stones))
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")


def test_address_names_the_game_shown_and_new_games_are_stored_on_the_first_move(
    new_page: Any, helpers: Any, tmp_path: Path
) -> None:
    page = new_page(with_test_game=True, init_script=INSTANT)
    start_solo(page, helpers)
    game_hash = page.evaluate("location.hash")
    assert game_hash.startswith("#/tinynim/") and game_hash != "#/tinynim", game_hash
    assert page.evaluate(KEYS) == [], "a game with no move is not stored"
    secret = page.locator(".nim-secret").inner_text()
    # the address is the game: a reload shows the very same game
    page.reload()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    assert pile(page) == 5 and page.locator(".nim-secret").inner_text() == secret
    # Back: the set-up page; Forward: the game again
    page.go_back()
    helpers.wait_ready(page)
    page.locator("#start-game").wait_for()
    assert page.evaluate("location.hash") == "#/tinynim"
    page.go_forward()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    assert page.evaluate("location.hash") == game_hash
    # the first move stores it; the address becomes its slot, in place
    page.locator("[data-action='take 1']").click()
    helpers.wait_idle(page)
    keys = page.evaluate(KEYS)
    assert len(keys) == 1, keys
    slot = keys[0].split(":")[2]
    assert page.evaluate("location.hash") == f"#/tinynim/@{slot}"
    # play to the end
    for _ in range(6):
        if page.locator("#results").is_visible():
            break
        page.locator(".nim-actions button").first.click()
        helpers.wait_idle(page)
    page.locator("#play-again").wait_for()
    finished = page.evaluate("location.hash")
    assert finished == f"#/tinynim/@{slot}"
    # Play again: a new game with its own address, stored only on its first move
    page.locator("#play-again").click()
    helpers.wait_ready(page)
    page.wait_for_function(f"location.hash !== {json.dumps(finished)}")
    page.wait_for_selector(".nim-pile")
    again = page.evaluate("location.hash")
    assert again.startswith("#/tinynim/") and "@" not in again
    assert pile(page) == 5 and not page.locator("#results").is_visible()
    assert page.evaluate(KEYS) == keys, "Play again stores nothing by itself"
    page.go_back()
    helpers.wait_ready(page)
    page.locator("#results").wait_for()
    assert page.evaluate("location.hash") == finished
    # an imported save without moves: shown under its link, not stored
    save_text = page.evaluate(
        """async () => {
        const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
        const o = await engine.call('new', {game: 'tinynim', players: 2, options: {stones: 9}, seed: 5,
          meta: {seats: [{name: 'Aki', bot: null}, {name: 'Ben', bot: null}]}});
        return (await engine.call('save', {session: o.session})).text;
    }"""
    )
    file = tmp_path / "fresh.json"
    file.write_text(save_text)
    helpers.navigate(page, "")
    with page.expect_file_chooser() as chooser:
        page.locator("#import-save").click()
    chooser.value.set_files(str(file))
    page.locator("#handover-ready").wait_for()
    helpers.wait_ready(page)
    assert page.evaluate("location.hash").startswith("#/tinynim/") and "@" not in page.evaluate("location.hash")
    assert page.evaluate(KEYS) == keys
    page.go_back()
    helpers.wait_ready(page)
    assert page.evaluate("location.hash") == "#/", "Back from the imported game: the lobby"


SEED_SAVES = """async () => {
  const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
  const store = await import(new URL('web/app/store.js', document.baseURI).href);
  const seats = [{name: 'Aki', bot: null}, {name: 'Ben', bot: null}];
  const make = async (slot, stones, moves) => {
    const o = await engine.call('new', {game: 'tinynim', players: 2, options: {stones}, seed: 3, meta: {seats}});
    let st = o.status;
    for (let i = 0; i < moves; i++) st = (await engine.call('act', {session: o.session, player: st.active[0], action: 'take 1'})).status;
    store.write('tinynim', slot, st.save, {over: st.over});
  };
  await make('gplay1', 5, 1);
  await make('gplay2', 6, 2);
  await make('gdone1', 3, 3);
  await make('gdone2', 4, 4);
}"""


def test_lobby_separates_finished_games_and_deletes_after_asking(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page)
    page.evaluate(SEED_SAVES)
    helpers.navigate(page, "tinynim")
    helpers.navigate(page, "")
    progress, finished = page.locator("#saves-progress .save-item"), page.locator("#saves-finished .save-item")
    assert progress.count() == 2 and finished.count() == 2
    assert "1 move" in progress.last.inner_text() and "1 moves" not in progress.last.inner_text()
    assert "2 moves" in progress.first.inner_text()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.screenshot(path="/tmp/tabletop-shell-lobby-1280-en.png", full_page=True)
    # one game: asks first (Cancel keeps it)
    progress.first.locator(".save-delete").click()
    dialog = page.locator("#confirm")
    dialog.wait_for()
    assert "Delete the saved game Tiny Nim" in dialog.inner_text()
    page.screenshot(path="/tmp/tabletop-shell-confirm-en.png")
    page.locator("#confirm-no").click()
    assert progress.count() == 2
    progress.first.locator(".save-delete").click()
    page.locator("#confirm-yes").click()
    page.wait_for_function("document.querySelectorAll('#saves-progress .save-item').length === 1")
    assert len(page.evaluate(KEYS)) == 3
    # every finished game, after asking (in Japanese this time)
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    page.locator("#saves-finished").wait_for()
    page.screenshot(path="/tmp/tabletop-shell-lobby-1280-ja.png", full_page=True)
    page.locator("#delete-finished").click()
    dialog.wait_for()
    assert "終了したゲーム2件を削除しますか" in dialog.inner_text()
    assert page.locator("#confirm-yes").inner_text() == "削除する"
    page.screenshot(path="/tmp/tabletop-shell-confirm-ja.png")
    page.locator("#confirm-yes").click()
    page.wait_for_function("!document.querySelector('#saves-finished')")
    assert page.evaluate(KEYS) == ["tabletop:tinynim:gplay1"]
    # everything
    page.locator("#delete-all").click()
    page.keyboard.press("Escape")  # Escape is "no"
    assert page.evaluate(KEYS) == ["tabletop:tinynim:gplay1"]
    page.locator("#delete-all").click()
    page.locator("#confirm-yes").click()
    page.wait_for_function("!document.querySelector('.save-item')")
    assert page.evaluate(KEYS) == []


def test_errors_are_in_the_players_language_with_details_behind_a_toggle(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page)
    out = page.evaluate(
        """async () => {
        const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
        const ui = await import(new URL('web/app/ui.js', document.baseURI).href);
        const seats = [{name: 'Aki', bot: null}, {name: 'Ben', bot: null}];
        const o = await engine.call('new', {game: 'tinynim', players: 2, options: {stones: 5}, seed: 3, meta: {seats}});
        const out = {};
        try { await engine.call('act', {session: o.session, player: 1, action: 'take 1'}); } catch (e) {
          out.key = e.key; out.args = e.args; out.kind = e.kind;
          out.text = ui.errorText(e, {names: ['Aki', 'Ben']});
          ui.notifyError(e, {id: 'test-error', names: ['Aki', 'Ben']});
        }
        try { await engine.call('load_save', {text: '{"format": 1, "game": "tinynim", '}); } catch (e) {
          out.saveText = ui.errorText(e); out.saveMessage = e.message;
        }
        try { await engine.call('load_save', {text: '{"format": 1, "game": "tinynim"}'}); } catch (e) {
          out.keylessText = ui.errorText(e); out.keyless = e.key;
        }
        out.other = ui.errorText(new Error('boom'));
        return out;
    }"""
    )
    assert out["kind"] == "IllegalAction" and out["key"] == "core.error.not_your_turn", out
    assert out["text"] == "It is not Ben's turn.", out
    assert out["saveText"] == "It is not JSON text." and "JSON" in out["saveMessage"]  # the reason's key
    assert out["keyless"] is None and out["keylessText"] == "This save could not be read."  # else the class's
    assert out["other"] == "Something went wrong."
    note = page.locator('#notices [data-notice-id="test-error"]')
    assert note.locator(".notice-text").inner_text() == "It is not Ben's turn."
    assert note.locator("details summary").inner_text() == "Details"
    assert "turn" in note.locator("details pre").text_content()
    # the same in Japanese
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    helpers.wait_ready(page)
    ja = page.evaluate(
        """async () => {
        const ui = await import(new URL('web/app/ui.js', document.baseURI).href);
        const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
        return [ui.errorText(new engine.EngineError('IllegalAction', 'x', 'core.error.not_your_turn', {player: 0}), {names: ['Aki']}),
                ui.errorText(new engine.EngineError('InvalidSave', 'Expecting value: line 1 column 437')),
                ui.errorText(new engine.EngineError('IllegalAction', 'no'))];
    }"""
    )
    assert ja == ["Akiの手番ではありません。", "このセーブは読み込めませんでした。", "今はその手はできません。"], ja


def test_unopenable_link_in_japanese_shows_no_parser_text(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True, init_script="localStorage.setItem('tabletop.lang', 'ja');")
    helpers.open_app(page, "tinynim/not*a*link")
    box = page.locator("#unopenable")
    box.wait_for()
    visible = box.inner_text()
    assert "このリンクは開けませんでした。" in visible
    assert "base64" not in visible, "the technical reason stays behind the toggle"
    assert box.locator("summary").inner_text() == "詳細"
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 800})
        page.screenshot(path=f"/tmp/tabletop-shell-unopenable-{width}-ja.png", full_page=True)


def test_bot_pace_setting_is_stored_and_paces_the_bots(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    start_solo(page, helpers, stones=9)
    pace = page.locator("#bot-pace")
    assert pace.input_value() == "normal"
    assert [o.get_attribute("value") for o in pace.locator("option").all()] == ["slow", "normal", "fast", "instant"]

    def bot_reply_ms() -> float:
        before = pile(page)
        started = page.evaluate("performance.now()")
        page.locator("[data-action='take 1']").click()
        page.wait_for_function(
            f"document.querySelector('.nim-pile').textContent.split(':').pop().trim() < {before - 1}"
        )
        helpers.wait_idle(page)
        return page.evaluate("performance.now()") - started

    pace.select_option("slow")
    assert page.evaluate("localStorage.getItem('tabletop.pace')") == "slow"
    slow = bot_reply_ms()
    pace.select_option("instant")
    instant = bot_reply_ms()
    assert slow >= 1300, slow
    assert instant < slow - 800, (instant, slow)
    # every game, and after a reload
    page.reload()
    helpers.wait_ready(page)
    assert page.locator("#bot-pace").input_value() == "instant"
    # the table with its pace setting, wide and narrow, in both languages
    for lang in ("en", "ja"):
        if lang == "ja":
            page.get_by_role("button", name="日本語").click()
            page.wait_for_function("document.documentElement.lang === 'ja'")
            page.locator("#bot-pace").wait_for()
            assert page.locator("#bot-pace option").all_inner_texts() == ["ゆっくり", "普通", "速い", "待たない"]
        for width in (1280, 390):
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_timeout(200)
            assert page.evaluate("document.documentElement.scrollWidth") <= width, "no sideways scrolling"
            page.screenshot(path=f"/tmp/tabletop-shell-table-{width}-{lang}.png", full_page=True)


def test_another_page_opens_at_its_top(new_page: Any, helpers: Any) -> None:
    page = new_page(viewport={"width": 390, "height": 844})
    helpers.open_app(page)
    play = page.locator(".game-card-play").last  # the lobby's last game, far down on a phone
    play.scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 300
    page.evaluate("document.documentElement.dataset.appState = 'loading'")
    play.click()
    helpers.wait_ready(page)
    assert page.evaluate("scrollY") == 0, "the set-up form from its title, not from its end"
