"""The Japanese web font in Chromium (web/app/font.css, tools/font_subset.py, web/sw.js).

The browser's fonts are set with fontconfig (``FONTCONFIG_FILE``): every font
of the machine that has Japanese is hidden, so the machine is one without a
Japanese font; or the source font itself (BIZ UDPGothic, named in the stack)
is installed as a system font, so the machine is one with a Japanese font.
Which font drew a node is asked of Chromium (DevTools ``CSS.getPlatformFontsForNode``).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
FONT_PATH = "web/vendor/fonts/tabletop-ja.woff2"
SOURCE_DIR = ROOT / "node_modules" / "@expo-google-fonts" / "biz-udpgothic" / "400Regular"
#: the lobby's tagline: Japanese text of the app's catalog
JA_NODE = "#route .hero-tagline"


def japanese_font_files() -> list[str]:
    """The machine's fonts that can draw Japanese (fontconfig)."""
    found: set[str] = set()
    for pattern in (":lang=ja", ":charset=65e5", ":charset=3042"):
        with contextlib.suppress(OSError):
            out = subprocess.run(["fc-list", pattern, "file"], capture_output=True, text=True, timeout=60).stdout
            found |= {line.split(":")[0].strip() for line in out.splitlines() if line.strip()}
    return sorted(found)


def fontconfig(tmp: Path, *, extra_dir: Path | None) -> Path:
    """A fonts.conf: the system's fonts less every Japanese one, plus ``extra_dir``."""
    rejects = "".join(f"<glob>{f}</glob>" for f in japanese_font_files())
    extra = f"<dir>{extra_dir}</dir>" if extra_dir else ""
    conf = tmp / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>'
        f"{extra}<selectfont><rejectfont>{rejects}</rejectfont></selectfont>"
        f"<cachedir>{tmp / 'cache'}</cachedir></fontconfig>\n"
    )
    return conf


@pytest.fixture(scope="module")
def launch(playwright: Any, browser_type_launch_args: dict[str, Any], tmp_path_factory: Any) -> Iterator[Any]:
    """launch(japanese_font: bool) -> a Chromium whose machine has a Japanese font or none."""
    browsers: list[Any] = []

    def make(*, japanese_font: bool) -> Any:
        if not (ROOT / FONT_PATH).is_file():
            pytest.fail(f"{FONT_PATH} was not built (tools/vendor.mjs needs fontTools and npm ci)")
        tmp = tmp_path_factory.mktemp("fontconfig")
        conf = fontconfig(tmp, extra_dir=SOURCE_DIR if japanese_font else None)
        browser = playwright.chromium.launch(
            **browser_type_launch_args, env={**os.environ, "FONTCONFIG_FILE": str(conf)}
        )
        browsers.append(browser)
        return browser

    yield make
    for browser in browsers:
        with contextlib.suppress(Exception):
            browser.close()


def fonts_of(page: Any, selector: str) -> list[dict[str, Any]]:
    """The fonts Chromium drew ``selector``'s text with: [{familyName, isCustomFont, glyphCount}]."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, f"no {selector}"
    return list(cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"])


def japanese_nodes(page: Any) -> list[tuple[str, list[str]]]:
    """Every shown element with Japanese text of its own, and the fonts that drew it."""
    count = page.evaluate(
        """() => { let i = 0; for (const el of document.querySelectorAll('body *')) {
             const own = [...el.childNodes].some(n => n.nodeType === 3 && /[\\u3040-\\u30ff\\u4e00-\\u9fff]/.test(n.data));
             if (own && el.getClientRects().length && getComputedStyle(el).visibility === 'visible') el.dataset.jaProbe = ++i;
           } return i; }"""
    )
    out = []
    for i in range(1, count + 1):
        text = page.eval_on_selector(f"[data-ja-probe='{i}']", "el => el.textContent.slice(0, 40)")
        out.append((text, [f["familyName"] for f in fonts_of(page, f"[data-ja-probe='{i}']")]))
    return out


def open_ja(browser: Any, app_url: str, helpers: Any, *, http_cache: bool = True) -> tuple[Any, list[Any]]:
    context = browser.new_context(
        base_url=app_url, locale="ja-JP", service_workers="allow", viewport={"width": 1100, "height": 800}
    )
    if not http_cache:  # Playwright turns the HTTP cache off where it routes requests
        context.route("**/*", lambda route: route.continue_())
    page = context.new_page()
    fetched: list[Any] = []
    page.on("requestfinished", lambda r: fetched.append(r) if r.url.endswith(FONT_PATH) else None)
    page.goto("./#/")
    helpers.wait_ready(page)
    page.wait_for_selector(JA_NODE, state="visible")
    page.evaluate("document.fonts.ready")
    return page, fetched


@pytest.mark.parametrize("http_cache", [True, False], ids=["http-cache", "no-http-cache"])
def test_without_a_japanese_font_the_web_font_draws_the_japanese_and_stays_offline(
    launch: Any, app_url: str, helpers: Any, http_cache: bool
) -> None:
    page, fetched = open_ja(launch(japanese_font=False), app_url, helpers, http_cache=http_cache)
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert len(fetched) == 1, "the page fetches the web font once"
    drawn = fonts_of(page, JA_NODE)
    assert [f["familyName"] for f in drawn if f["isCustomFont"]] == ["BIZ UDPGothic"], drawn
    assert page.evaluate("document.fonts.check('16px \"Tabletop JP\"', 'ゲーム')")
    boxes = [text for text, fonts in japanese_nodes(page) if "BIZ UDPGothic" not in fonts]
    assert boxes == [], f"Japanese drawn without the web font (boxes): {boxes}"
    page.screenshot(path="/tmp/tabletop-font-webfont.png")

    # the first visit fetched it before the service worker controlled the page: the worker
    # stored it when the page said it had loaded it (web/app/boot.js keepOnDemand), with
    # or without an HTTP cache to take it from
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=60_000)
    cached = page.evaluate(f"caches.match({FONT_PATH!r}).then(r => r ? r.arrayBuffer().then(b => b.byteLength) : 0)")
    assert cached == (ROOT / FONT_PATH).stat().st_size

    page.context.set_offline(True)
    fetched.clear()
    page.reload()
    helpers.wait_ready(page)
    page.wait_for_selector(JA_NODE, state="visible")
    page.evaluate("document.fonts.ready")
    assert [r.response().from_service_worker for r in fetched] == [True]
    assert [f["familyName"] for f in fonts_of(page, JA_NODE) if f["isCustomFont"]] == ["BIZ UDPGothic"]
    page.screenshot(path="/tmp/tabletop-font-offline.png")
    page.context.set_offline(False)
    page.context.close()


def test_on_an_english_page_the_language_switch_draws_its_japanese_with_the_web_font(
    launch: Any, app_url: str, helpers: Any
) -> None:
    context = launch(japanese_font=False).new_context(
        base_url=app_url, locale="en-US", viewport={"width": 390, "height": 800}
    )
    page = context.new_page()
    page.goto("./#/")
    helpers.wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    page.wait_for_function("document.fonts.check('16px \"Tabletop JP\"', '日本語')")
    page.evaluate("document.fonts.ready")
    drawn = fonts_of(page, "#lang-switch [data-lang='ja']")
    assert [f["familyName"] for f in drawn] == ["BIZ UDPGothic"], f"日本語 drawn as boxes: {drawn}"
    context.close()


def test_with_a_japanese_font_the_web_font_is_never_fetched(launch: Any, app_url: str, helpers: Any) -> None:
    page, fetched = open_ja(launch(japanese_font=True), app_url, helpers)
    drawn = fonts_of(page, JA_NODE)
    assert drawn and not any(f["isCustomFont"] for f in drawn), drawn
    # the machine's own copy, by its name in the stack (Latin and digits: the stack's first font)
    assert "BIZ UDPGothic" in [f["familyName"] for f in drawn], drawn
    assert fetched == []
    # nor does the service worker precache it
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=60_000)
    assert page.evaluate(f"caches.match({FONT_PATH!r}).then(r => !!r)") is False
    page.screenshot(path="/tmp/tabletop-font-system.png")
    page.context.close()


def test_the_lab_draws_its_japanese_with_the_web_font(launch: Any, app_url: str) -> None:
    """lab.html uses the app's font stack and web font: its Japanese is never boxes."""
    context = launch(japanese_font=False).new_context(
        base_url=app_url, locale="ja-JP", service_workers="block", viewport={"width": 390, "height": 800}
    )
    page = context.new_page()
    page.goto("./lab.html")
    # the texts are drawn from web/lab/messages.json before Python starts
    page.wait_for_function("document.querySelector('h1').textContent === 'Pythonラボ'")
    page.wait_for_function("document.fonts.check('16px \"Tabletop JP\"', 'ラボ')")
    page.evaluate("document.fonts.ready")
    assert "Tabletop JP" in page.evaluate("getComputedStyle(document.querySelector('h1')).fontFamily")
    # web/app/font.js shapes the text again a moment after the font came (the static buttons)
    for _ in range(20):
        boxes = [text for text, fonts in japanese_nodes(page) if "BIZ UDPGothic" not in fonts]
        if not boxes:
            break
        page.wait_for_timeout(150)
    assert boxes == [], f"the lab's Japanese drawn without the web font (boxes): {boxes}"
    page.screenshot(path="/tmp/tabletop-font-lab-ja-390.png", full_page=True)
    context.close()
