"""The embed (?embed, the iframe a wiki page shows): it tells the parent its height,
the share dialog's snippet sizes the frame by it, the stepper is at the top, with a
slider to any move and first/last."""

from __future__ import annotations

from typing import Any

NEW_GAME_LINK = """async () => {
  const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
  const o = await engine.call('new', {game: 'tinynim', players: 2, options: {stones: 9}, seed: 8,
    meta: {seats: [{name: 'Aki', bot: null}, {name: 'Robo', bot: {name: 'random', strength: 2}}]}});
  let st = o.status;
  for (let i = 0; i < 2; i++) {
    st = (await engine.call('act', {session: o.session, player: 0, action: 'take 2'})).status;
    st = (await engine.call('bot', {session: o.session, player: 1})).status;
  }
  return (await engine.call('link', {session: o.session})).link;
}"""


def serve(body: str) -> Any:
    def handler(route: Any) -> None:
        route.fulfill(content_type="text/html", body=body)

    return handler


def test_embed_sizes_its_frame_and_steps_from_the_top(new_page: Any, helpers: Any, app_url: str) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page)
    link = page.evaluate(NEW_GAME_LINK)
    helpers.navigate(page, f"tinynim/{link}")
    page.locator("#share").click()
    snippet = page.locator("#share-embed").input_value()
    assert snippet.startswith("<iframe ") and 'height="720"' in snippet, "a fixed size without the script"
    assert "tabletop:height" in snippet and "<script>" in snippet
    assert "?embed#/tinynim/" in snippet
    page.keyboard.press("Escape")
    for lang in ("en", "ja"):
        page.evaluate(f"localStorage.setItem('tabletop.lang', '{lang}')")  # the frame is on the same site
        wiki = f"<!doctype html><body style='margin:0;background:#ddd'><h1>Wiki page</h1>{snippet}</body>"
        page.context.unroute("**/wiki-test.html")
        page.context.route("**/wiki-test.html", serve(wiki))
        parent = page.context.new_page()
        parent.goto(app_url + "wiki-test.html", wait_until="domcontentloaded")
        frame_el = parent.locator("iframe")
        parent.wait_for_function("() => document.querySelector('iframe').style.height !== ''", timeout=90_000)
        frame = frame_el.content_frame
        frame.locator("#step-count").wait_for()
        height = parent.evaluate("() => document.querySelector('iframe').getBoundingClientRect().height")
        content = frame.locator("body").evaluate("b => b.getBoundingClientRect().height")
        assert abs(height - content) <= 4 and height < 720, (height, content)
        # the stepper is the first thing in the frame
        bar = frame.locator(".embed-bar").bounding_box()
        pile_box = frame.locator(".nim-pile").bounding_box()
        assert bar["y"] < pile_box["y"], "the stepper sits above the board"
        # slider: any move; first and last
        count = frame.locator("#step-count")
        assert count.inner_text() == ("move 4 / 4" if lang == "en" else "4 / 4手")
        frame.locator("#step-range").evaluate(
            "r => { r.value = '1'; r.dispatchEvent(new Event('input')); r.dispatchEvent(new Event('change')); }"
        )
        frame.locator("#step-count").filter(has_text="1 /").wait_for()
        frame.locator(".nim-pile").filter(has_text=": 7").wait_for()
        frame.locator("#step-last").click()
        frame.locator("#step-count").filter(has_text="4 /").wait_for()
        assert frame.locator("#step-range").input_value() == "4"
        frame.locator("#step-first").click()
        frame.locator("#step-count").filter(has_text="0 /").wait_for()
        assert frame.locator("#step-range").input_value() == "0"
        for width in (1280, 390):
            parent.set_viewport_size({"width": width, "height": 900})
            parent.wait_for_timeout(300)
            parent.screenshot(path=f"/tmp/tabletop-shell-embed-{width}-{lang}.png", full_page=True)
        parent.close()


def test_embed_stepper_stays_in_sight_in_a_short_frame(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True, viewport={"width": 390, "height": 300})
    helpers.open_app(page)
    link = page.evaluate(NEW_GAME_LINK)
    page.goto(f"./?embed#/tinynim/{link}")
    helpers.wait_ready(page)
    page.locator("#step-count").wait_for()
    page.mouse.wheel(0, 2000)
    page.wait_for_timeout(200)
    box = page.locator(".stepper").bounding_box()
    assert box["y"] >= -1 and box["y"] + box["height"] <= 300, box
    assert page.locator("#step-range").is_visible()
