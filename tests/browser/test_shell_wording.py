"""Words of the shell: the catalog formatter (plurals, numbers), the set-up form's
seats and bot names, the offline badge's language, a long name on the hand-over
button. Screenshots at 1280 and 390 px, English and Japanese: /tmp/tabletop-shell-*.png."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "pylib") not in sys.path:
    sys.path.insert(0, str(ROOT / "pylib"))

from tabletop.core.save import Save  # noqa: E402

I18N = "await import(new URL('web/app/i18n.js', document.baseURI).href)"


def test_formatter_plurals_and_numbers(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page)
    out = page.evaluate(
        f"""async () => {{
        const i18n = {I18N};
        const f = i18n.format;
        return [
          f("{{n:move|moves}}", {{n: 1}}), f("{{n:move|moves}}", {{n: 2}}), f("{{n:move|moves}}", {{n: 0}}),
          f("{{n:move|moves}}, {{m:move|moves}}, {{big}} pts", {{n: 1, m: 3, big: 131900}}),
          f("{{n}}手", {{n: 1}}), f("{{x}}", {{x: 27.0}}), f("{{x}}", {{x: 2.5}}), f("{{x}}", {{x: -1500}}),
          f("{{x}}", {{x: 999}}), f("{{x}}", {{x: 1234567.891}}), f("{{name}} and {{{{braces}}}}", {{name: "Aki"}}),
          f("{{missing}} stays", {{}}), f("{{n:coin|coins}}", {{n: 1000}}), f("{{who:x|y}}", {{who: "Aki"}}),
          i18n.t("app.save.moves", {{n: 1}}), i18n.t("app.save.moves", {{n: 2}}),
        ];
    }}"""
    )
    assert out == [
        "1 move",
        "2 moves",
        "0 moves",
        "1 move, 3 moves, 131,900 pts",
        "1手",
        "27",
        "2.5",
        "-1,500",
        "999",
        "1,234,567.89",
        "Aki and {braces}",
        "{missing} stays",
        "1,000 coins",
        "Aki y",
        "1 move",
        "2 moves",
    ], out


def _fits(page: Any) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def test_setup_offers_bot_levels_with_their_descriptions_in_both_languages_at_390_px(
    new_page: Any, helpers: Any
) -> None:
    """Issue 19: a seat is a person or "Bot" at a level 1-5 named for players, its one-line description
    beside it (the game's own, from the engine's games list), in English and in Japanese, on a phone."""
    # remembered seats from before levels ({kind: "bot:<name>", strength}) come back as a level
    old_prefs = (
        "localStorage.setItem('tabletop.prefs', JSON.stringify({setup: {tinynim: {players: 3, seats: ["
        "{kind: 'human', strength: 2, name: ''}, {kind: 'bot:random', strength: 2, name: ''},"
        " {kind: 'bot:search', strength: 3, name: ''}]}}}));"
    )
    page = new_page(with_test_game=True, init_script=old_prefs, viewport={"width": 390, "height": 844})
    helpers.open_app(page, "tinynim")
    assert page.locator("#seat-kind-1").input_value() == "bot" and page.locator("#seat-level-1").input_value() == "1"
    assert page.locator("#seat-kind-2").input_value() == "bot"
    games = {g["id"]: g for g in page.evaluate("async () => (await import('./web/app/engine.js')).call('games', {})")}
    about = {entry["level"]: entry["about"] for entry in games["tinynim"]["levels"]}
    page.locator("#setup-players").select_option("2")
    assert page.locator("#seat-kind-1 option").all_inner_texts() == ["Person", "Bot"]
    assert page.locator("#seat-level-1 option").all_inner_texts() == [
        "Level 1: Beginner",
        "Level 2: Casual",
        "Level 3: Intermediate",
        "Level 4: Advanced",
        "Level 5: Expert",
    ]
    assert page.locator("#seat-about-1").inner_text() == about[1]["en"]
    page.locator("#seat-level-1").select_option("4")
    assert page.locator("#seat-about-1").inner_text() == about[4]["en"]
    assert page.locator("#seat-level-1").get_attribute("aria-describedby") == "seat-about-1"
    # a person's seat switched to a bot does not keep the person's name; a person has no level
    page.locator("#seat-kind-1").select_option("human")
    assert not page.locator("#seat-level-1").is_visible() and not page.locator("#seat-about-1").is_visible()
    page.locator("#seat-name-1").fill("Ben")
    page.locator("#seat-kind-1").select_option("bot")
    name = page.locator("#seat-name-1")
    assert name.input_value() == "" and name.get_attribute("placeholder") == "Bot 2"
    assert page.locator("#seat-level-1").is_visible() and page.locator("#seat-about-1").is_visible()
    assert _fits(page), "the seat rows fit a 390 px screen"
    page.screenshot(path="/tmp/tabletop-shell-setup-390-en.png", full_page=True)
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    helpers.wait_ready(page)
    assert page.locator("#seat-kind-1 option").all_inner_texts() == ["人", "ボット"]
    assert page.locator("#seat-level-1 option").all_inner_texts() == [
        "レベル1：入門",
        "レベル2：初級",
        "レベル3：中級",
        "レベル4：上級",
        "レベル5：達人",
    ]
    assert page.locator("#seat-about-1").inner_text() == about[int(page.locator("#seat-level-1").input_value())]["ja"]
    page.locator("#seat-level-1").select_option("4")
    assert page.locator("#seat-about-1").inner_text() == about[4]["ja"]
    assert _fits(page)
    page.screenshot(path="/tmp/tabletop-shell-setup-390-ja.png", full_page=True)
    page.get_by_role("button", name="English").click()
    page.wait_for_function("document.documentElement.lang === 'en'")
    helpers.wait_ready(page)
    page.locator("#seat-level-1").select_option("1")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    badge = page.locator(".player[data-seat='1'] .badge-bot")
    assert badge.inner_text() == "Bot · Level 1: Beginner", badge.inner_text()
    assert badge.get_attribute("title") == about[1]["en"]
    stored_name = page.locator(".player[data-seat='1'] .player-name").inner_text()
    assert stored_name == "Bot 2", stored_name
    page.locator("[data-action='take 1']").click()
    helpers.wait_idle(page)
    (save,) = helpers.saves(page).values()
    assert save["meta"]["seats"][1]["bot"] == {"level": 1}, save["meta"]


def test_a_link_with_a_bot_level_that_does_not_exist_says_so_in_japanese(new_page: Any, helpers: Any) -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Robo", "bot": {"level": 9}}]
    link = Save("tinynim", 2, {"stones": 5}, 1, (), {"seats": seats}).encode_link()
    page = new_page(with_test_game=True, init_script="localStorage.setItem('tabletop.lang', 'ja');")
    helpers.open_app(page, f"tinynim/{link}")
    box = page.locator("#unopenable")
    box.wait_for()
    assert "2番席：ボットのレベル「9」はありません。レベルは1〜5です。" in box.inner_text(), box.inner_text()


def test_long_name_wraps_on_the_hand_over_button(new_page: Any, helpers: Any) -> None:
    long = "Wolfgangamadeusmozartxyz"  # 24 letters, no space: the longest name allowed
    page = new_page(with_test_game=True, viewport={"width": 390, "height": 800})
    helpers.open_app(page, "tinynim")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-kind-1").select_option("human")
    page.locator("#seat-name-0").fill(long)
    page.locator("#seat-name-1").fill("Ben")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    button = page.locator("#handover-ready")
    button.wait_for()
    for lang in ("en", "ja"):
        if lang == "ja":
            page.get_by_role("button", name="日本語").click()
            page.wait_for_function("document.documentElement.lang === 'ja'")
            button.wait_for()
        box = button.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scrolling"
        assert page.evaluate("(b) => b.scrollWidth <= b.clientWidth + 1", button.element_handle())
        assert long in button.inner_text()
        page.screenshot(path=f"/tmp/tabletop-shell-handover-390-{lang}.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.screenshot(path="/tmp/tabletop-shell-handover-1280-ja.png", full_page=True)


#: the line (its top, in px) each character of a Japanese word lands on when the word is squeezed into a
#: box one character too narrow for it, in a page of `lang`
SQUEEZED = """(lang) => {
  const box = document.createElement('p');
  box.lang = lang;
  box.style.cssText = 'position:absolute;top:0;left:0;font-size:20px;letter-spacing:0;margin:0;width:0';
  box.textContent = 'グループリーダー';
  document.body.append(box);
  const range = document.createRange();
  const tops = () => [...box.textContent].map((_, i) => {
    range.setStart(box.firstChild, i); range.setEnd(box.firstChild, i + 1);
    return Math.round(range.getBoundingClientRect().top);
  });
  box.style.width = 'max-content';
  box.style.width = `${box.getBoundingClientRect().width - 5}px`;
  const out = tops();
  box.remove();
  return out;
}"""


def test_japanese_lines_never_start_with_a_long_vowel_mark(new_page: Any, helpers: Any) -> None:
    """Japanese line breaking (kinsoku, ``line-break: strict``): a word wrapped at a card's edge
    breaks as 「グループリー／ダー」, never 「グループリーダ／ー」."""
    page = new_page(locale="ja-JP")
    helpers.open_app(page)
    tops = page.evaluate(SQUEEZED, "ja")
    assert len(set(tops)) == 2, f"the word wraps once: {tops}"
    assert tops[-1] == tops[-2], "the long vowel mark 「ー」 stays with the kana before it"


def test_offline_badge_follows_the_language(new_page: Any, helpers: Any) -> None:
    page = new_page(
        service_workers="allow",
        init_script="localStorage.setItem('tabletop.lang', localStorage.getItem('tabletop.lang') || 'ja');",
    )
    helpers.open_app(page)
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=60_000)
    badge = page.locator("#offline-badge")
    assert badge.inner_text() == "オフラインでも遊べるようになりました。"
    page.get_by_role("button", name="English").click()
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.wait_for_function("document.getElementById('offline-badge').textContent === 'Ready for offline play.'")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.screenshot(path="/tmp/tabletop-shell-badge-1280-en.png")
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function(
        "document.getElementById('offline-badge').textContent === 'オフラインでも遊べるようになりました。'"
    )
    assert badge.get_attribute("lang") == "ja"


def test_unnamed_seats_follow_the_readers_language_in_the_game_its_save_and_the_lobby(
    new_page: Any, helpers: Any
) -> None:
    """A seat left unnamed in an English set-up form is "Player 1" / "Bot 2" in English only: after a
    switch to 日本語 mid-game the players, the log and the lobby say プレイヤー1 / ボット2, and the save
    (what a share link and an example carry) keeps no English default name."""
    page = new_page(with_test_game=True, init_script="localStorage.setItem('tabletop.pace', 'instant');")
    helpers.open_app(page, "tinynim")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-kind-1").select_option("bot")
    page.locator("#seat-level-1").select_option("1")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    names = page.locator(".player .player-name")
    assert names.all_inner_texts() == ["Player 1", "Bot 2"]
    page.locator("[data-action='take 1']").click()
    helpers.wait_idle(page)
    (save,) = helpers.saves(page).values()
    assert [s["name"] for s in save["meta"]["seats"]] == ["", ""], save["meta"]
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    helpers.wait_ready(page)
    assert names.all_inner_texts() == ["プレイヤー1", "ボット2"]
    log = page.locator(".log-list").inner_text()
    assert "ボット2" in log and "Bot 2" not in log and "Player 1" not in log, log
    page.screenshot(path="/tmp/tabletop-shell-unnamed-seats-ja.png", full_page=True)
    helpers.navigate(page, "")
    row = page.locator(".save-list li").first.inner_text()
    assert "プレイヤー1、ボット2" in row, row  # Japanese lists with 、 (core.list_sep)
