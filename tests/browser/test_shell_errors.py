"""A set-up error in the player's language, Details included (never "InvalidOptions: ..." in
English on a Japanese page): the rules' error carries a catalog key, the shell shows its text.
Screenshots: /tmp/tabletop-shell-setup-error-*.png.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_setup_error_and_its_details_are_in_the_players_language(new_page: Any, helpers: Any, lang: str) -> None:
    page = new_page(
        init_script=f"localStorage.setItem('tabletop.lang', '{lang}');", viewport={"width": 390, "height": 844}
    )
    helpers.open_app(page, "laserreflection")
    # 30 items cannot fit on a 5×5 board: each field is in its range, the pair is not
    page.locator("#opt-size").fill("5")
    page.locator("#opt-items").fill("30")
    page.locator("#start-game").click()
    error = page.locator(".form-error")
    error.wait_for()
    error.locator("summary").click()
    sentence = error.locator("span").first.inner_text()
    details = error.locator("details pre").inner_text()
    expected = {
        "ja": "5×5の盤面に置けるアイテムは21個までです。アイテムを減らすか、盤面を大きくしてください。",
        "en": "At most 21 items fit on a 5×5 board: fewer items, or a larger board.",
    }[lang]
    assert sentence == expected
    assert "InvalidOptions" not in error.inner_text()
    if lang == "ja":
        assert details == expected, details
        assert not re.search(r"[A-Za-z]{3,}", details), f"English in the Japanese details: {details}"
    else:  # and the library's own words, which may say more
        assert details == f"{expected}\nat most 21 items fit on a 5×5 grid", details
    page.screenshot(path=f"/tmp/tabletop-shell-setup-error-390-{lang}.png", full_page=False)
    assert page.evaluate("location.hash") == "#/laserreflection", "nothing started"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_text_option_that_cannot_be_read_is_named_in_the_players_language(
    new_page: Any, helpers: Any, lang: str
) -> None:
    """Every game's text option (a Magic circle position, a Cucco or Khronos deck): the rules'
    message names the option (``position: ...``), the shell says which field in the player's language."""
    page = new_page(init_script=f"localStorage.setItem('tabletop.lang', '{lang}');")
    helpers.open_app(page, "magiccircle")
    page.locator("#opt-position").fill("garbage")
    page.locator("#start-game").click()
    error = page.locator(".form-error")
    error.wait_for()
    sentence = error.locator("span").first.inner_text()
    details = error.locator("details pre").text_content()
    if lang == "ja":
        assert (
            sentence
            == "「このゲームの記法で書いた配置から始める」を読み取れませんでした。入力欄の下の説明を見てください。"
        )
        assert details == sentence
    else:
        assert sentence == "“Start from a layout in this game's notation” could not be read: see the help under it."
        assert details.startswith(f"{sentence}\nposition: cannot read 'garbage'"), details
    assert "InvalidOptions" not in error.inner_text()
    page.screenshot(path=f"/tmp/tabletop-shell-setup-position-{lang}.png")


def test_details_without_a_catalog_text_are_marked_as_english_without_the_class_name(
    new_page: Any, helpers: Any
) -> None:
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'ja');")
    helpers.open_app(page)
    pre = page.evaluate(
        """async () => {
        const ui = await import(new URL('web/app/ui.js', document.baseURI).href);
        const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
        const note = ui.notifyError(new engine.EngineError('InvalidSave', 'Expecting value: line 1 column 437'), {id: 't'});
        const pre = note.querySelector('details pre');
        return [note.querySelector('.notice-text').textContent, pre.textContent, pre.lang];
    }"""
    )
    assert pre == ["このセーブは読み込めませんでした。", "Expecting value: line 1 column 437", "en"], pre
