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
    assert details == expected, details
    assert "InvalidOptions" not in error.inner_text()
    if lang == "ja":
        assert not re.search(r"[A-Za-z]{3,}", details), f"English in the Japanese details: {details}"
    page.screenshot(path=f"/tmp/tabletop-shell-setup-error-390-{lang}.png", full_page=False)
    assert page.evaluate("location.hash") == "#/laserreflection", "nothing started"


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
