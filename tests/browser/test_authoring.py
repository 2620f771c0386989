"""'Make an example' (web/app/authoring.js), by clicks: choose the steps of a game, write captions
in both languages, copy the iframe code, read the captions in that iframe on a page of another
origin, and copy the step shown as a picture."""

from __future__ import annotations

import struct
import tempfile
from pathlib import Path
from typing import Any

import pytest

from tabletop.core.examples import read_captions
from tabletop.core.save import Save
from tests.browser.test_accessibility import check
from tests.browser.test_examples_ui import poster_in
from tests.support.server import ROOT, StaticServer

APP = ROOT / "web" / "app"

#: a solo Magic circle game of 5 moves (the first legal action each time), as a link
PLAYED_LINK = """async () => {
  const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
  const o = await engine.call('new', {game: 'magiccircle', players: 1, seed: 3, meta: {seats: [{name: 'Mio', bot: null}]}});
  for (let i = 0; i < 5; i++) {
    const snap = await engine.call('snapshot', {session: o.session, viewer: 0, lang: 'en'});
    await engine.call('act', {session: o.session, player: 0, action: snap.legal[0]});
  }
  return (await engine.call('link', {session: o.session})).link;
}"""

CAPTIONS = {
    0: {"en": "Start: <b>markup</b> stays text", "ja": "開始：<b>markup</b>は文字のまま"},
    1: {"en": "After the third move", "ja": "三手目のあと"},
    2: {"en": "After the fourth move", "ja": "四手目のあと"},
}


def copied_by(page: Any, button: str, test: str, what: str) -> Any:
    """Click `button` and return the clipboard's content once the async function `test` finds it
    there (within 10 s).

    The clipboard is emptied first: every page of the test browser shares it, and an earlier
    test's copy must not pass for this one's. A page fills its fields before it writes the
    clipboard, and `wait_for_function` does not await a promise, so the clipboard is polled."""
    page.evaluate("navigator.clipboard.writeText('')")
    page.locator(button).click()
    for _ in range(100):
        found = page.evaluate(test)
        if found:
            return found
        page.wait_for_timeout(100)
    raise AssertionError(f"the clipboard never held {what}")


TEXT_STARTING = "async () => {{ const t = await navigator.clipboard.readText(); return t.startsWith({!r}) && t; }}"


def make_example(page: Any, lang: str) -> str:
    """Open the editor, choose steps 2..4, write the captions, copy the iframe code; return it."""
    page.locator("#make-example").click()
    page.locator("#author").wait_for()
    page.locator("#author-first").select_option("2")
    page.locator("#author-last").select_option("4")
    assert page.locator("#author-captions fieldset").count() == 3, "a caption a step: the start, moves 3 and 4"
    legends = page.locator("#author-captions legend").all_inner_texts()
    assert legends == {
        "en": ["At the start (after move 2)", "Step 1: after move 3", "Step 2: after move 4"],
        "ja": ["開始の局面（2手目のあと）", "ステップ1：3手目のあと", "ステップ2：4手目のあと"],
    }[lang], legends
    page.locator("#author-title-en").fill("Three placements")
    page.locator("#author-title-ja").fill("三つの配置")
    for step, words in CAPTIONS.items():
        for code, text in words.items():
            page.locator(f"#author-caption-{step}-{code}").fill(text)
    counter = page.locator("#author-caption-0-en-count").inner_text()
    assert str(len(CAPTIONS[0]["en"])) in counter and "400" in counter
    copied = copied_by(page, "#author-copy-code", TEXT_STARTING.format("<iframe"), "the iframe code")
    code = page.locator("#author-code").input_value()
    assert code == copied, "the clipboard holds the code shown"
    position = copied_by(page, "#author-copy-position", TEXT_STARTING.format("game: "), "the position")
    assert position.startswith("game: magiccircle\n") and "circles: " in position, position[:80]
    page.screenshot(path=f"/tmp/author-editor-{lang}.png", full_page=True)
    return code


def test_make_an_example_and_read_it_on_another_origin(new_page: Any, helpers: Any, app_url: str) -> None:
    page = new_page(permissions=["clipboard-read", "clipboard-write"])
    helpers.open_app(page)
    link = page.evaluate(PLAYED_LINK)
    helpers.navigate(page, f"magiccircle/{link}")
    code = make_example(page, "en")
    assert "?embed&amp;poster=" in code and 'title="Three placements"' in code
    # each address with the poster of the step it opens on: the embed its start, the page its end
    assert poster_in(code)["caption"] == CAPTIONS[0] and poster_in(code)["snapshot"]["viewer"] is None
    assert poster_in(page.locator("#author-link").input_value())["caption"] == CAPTIONS[2]
    # the preview is the embed itself, here on the app's origin
    page.locator("#author-preview-button").click()
    preview = page.frame_locator("#author-preview")
    preview.locator("#step-count").wait_for()
    assert preview.locator("#step-range").get_attribute("max") == "2", "the example has moves 3 and 4"

    with tempfile.TemporaryDirectory() as folder, StaticServer(Path(folder)) as wiki:
        assert wiki.url.split(":")[2] != app_url.split(":")[2], "another port: another origin"
        html = f"<!doctype html><html lang=en><title>Wiki</title><body><h1>A wiki page</h1>{code}</body></html>"
        (Path(folder) / "wiki.html").write_text(html, encoding="utf-8")
        other = page.context.new_page()
        other.goto(wiki.url + "wiki.html")
        frame = other.frame_locator("iframe")
        frame.locator("#step-count").wait_for(timeout=helpers.BOOT_TIMEOUT_MS)
        frame.locator("#view-root > *").first.wait_for()
        # the captions travel in the link of the code, which the frame opened
        src = html.split('src="', 1)[1].split('"', 1)[0]
        example = Save.decode_link(src.rsplit("/", 1)[1].split("?", 1)[0])
        assert read_captions(example.meta, len(example.actions)) == {
            "title": {"en": "Three placements", "ja": "三つの配置"},
            "captions": list(CAPTIONS.values()),
        }
        other.screenshot(path="/tmp/author-wiki-en.png", full_page=True)
        other.set_viewport_size({"width": 390, "height": 844})
        other.screenshot(path="/tmp/author-wiki-390-en.png", full_page=True)
        if not any("embed-caption" in f.read_text(encoding="utf-8") for f in APP.glob("*.js")):
            pytest.xfail("the embed shows no captions in this tree yet (`.embed-caption`, issue 42's embed work)")
        caption = frame.locator(".embed-caption")
        # the example opens at its start; step forward to its end, reading each caption
        for step in (0, 1, 2):
            if step > 0:
                frame.locator("#step-next").click()
            frame.locator("#step-count").filter(has_text=f"{step} /").wait_for()
            caption.filter(has_text=CAPTIONS[step]["en"][:12]).wait_for()
            assert CAPTIONS[step]["en"] in caption.inner_text()
        assert frame.locator(".embed-caption b").count() == 0, "markup in a caption is shown as text"
        other.screenshot(path="/tmp/author-wiki-captions-en.png", full_page=True)
        other.close()


#: how many colours the picture's board part has (a blank one: one or two)
DRAWN_COLOURS = """async (height) => {
  const bitmap = await createImageBitmap(await (await fetch(document.querySelector('#author-download').href)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const g = canvas.getContext('2d');
  g.drawImage(bitmap, 0, 0);
  const pixels = g.getImageData(0, 0, bitmap.width, Math.floor(height)).data;
  const seen = new Set();
  for (let i = 0; i < pixels.length; i += 4) seen.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
  return seen.size;
}"""


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_copy_as_image_gives_the_step_with_its_caption(new_page: Any, helpers: Any) -> None:
    page = new_page(permissions=["clipboard-read", "clipboard-write"])
    helpers.open_app(page)
    link = page.evaluate(PLAYED_LINK)
    helpers.navigate(page, f"magiccircle/{link}")
    for lang in ("ja", "en"):
        page.evaluate(f"localStorage.setItem('tabletop.lang', '{lang}')")
        page.reload()
        helpers.wait_ready(page)
        make_example(page, lang)
        # the picture is shown, then written to the clipboard
        copied_by(
            page,
            "#author-image-button",
            "async () => (await navigator.clipboard.read()).some((item) => item.types.includes('image/png'))",
            "a picture",
        )
        page.locator("#author-image").wait_for(timeout=60_000)
        data = bytes(
            page.evaluate(
                "async () => [...new Uint8Array(await (await fetch(document.querySelector('#author-download').href)).arrayBuffer())]"
            )
        )
        width, height = png_size(data)
        board = page.frame_locator("#author-preview").locator("#view-root").bounding_box()
        assert board is not None
        assert width >= board["width"] and height > board["height"] + 30, "the board, then its caption and link"
        assert 200 < width < 2000 and height < 4000
        colours = page.evaluate(DRAWN_COLOURS, board["height"])
        assert colours > 20, f"the board is drawn, not a blank picture ({colours} colours)"
        Path(f"/tmp/author-image-{lang}.png").write_bytes(data)
        assert check(page, f"the editor, {lang}") == []
        page.locator("#author-image").scroll_into_view_if_needed()
        page.screenshot(path=f"/tmp/author-picture-{lang}.png")
        page.set_viewport_size({"width": 390, "height": 844})
        page.locator("#author-preview").scroll_into_view_if_needed()
        page.screenshot(path=f"/tmp/author-editor-390-{lang}.png", full_page=True)
        page.set_viewport_size({"width": 1200, "height": 850})
