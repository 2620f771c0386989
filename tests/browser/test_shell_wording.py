"""Words of the shell: the catalog formatter (plurals, numbers), the set-up form's
seats and bot names, the offline badge's language, a long name on the hand-over
button. Screenshots at 1280 and 390 px, English and Japanese: /tmp/tabletop-shell-*.png."""

from __future__ import annotations

from typing import Any

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


def test_setup_seat_names_bot_names_and_strength(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page, "tinynim")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-kind-1").select_option("human")
    page.locator("#seat-name-1").fill("Ben")
    labels = page.locator("#seat-kind-1 option").all_inner_texts()
    assert "Bot: Beginner (random moves)" in labels and "Bot: Thinker (looks ahead)" in labels, labels
    assert not any(label.endswith(("random", "search", "heuristic")) for label in labels), labels
    # a person's seat switched to a bot does not keep the person's name
    page.locator("#seat-kind-1").select_option("bot:search")
    name = page.locator("#seat-name-1")
    assert name.input_value() == "" and name.get_attribute("placeholder") == "Bot 2"
    assert page.locator("#seat-strength-1").is_visible(), "a searching bot has a strength"
    page.locator("#seat-kind-1").select_option("bot:random")
    assert not page.locator("#seat-strength-1").is_visible(), "strength means nothing for random moves"
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=f"/tmp/tabletop-shell-setup-{width}-en.png", full_page=True)
    page.get_by_role("button", name="日本語").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    helpers.wait_ready(page)
    labels = page.locator("#seat-kind-1 option").all_inner_texts()
    assert "ボット：初心者（ランダムに指す）" in labels, labels
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=f"/tmp/tabletop-shell-setup-{width}-ja.png", full_page=True)
    page.get_by_role("button", name="English").click()
    page.wait_for_function("document.documentElement.lang === 'en'")
    helpers.wait_ready(page)
    page.locator("#seat-kind-1").select_option("bot:random")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.wait_for_selector(".nim-pile")
    badge = page.locator(".player[data-seat='1'] .badge-bot").inner_text()
    assert badge == "Beginner (random moves)", badge
    stored_name = page.locator(".player[data-seat='1'] .player-name").inner_text()
    assert stored_name == "Bot 2", stored_name


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
