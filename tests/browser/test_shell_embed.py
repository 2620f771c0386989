"""The embed (?embed, the iframe a wiki page shows): it tells the parent its height,
the share dialog's snippet sizes the frame by it, the stepper is at the top, with a
slider to any move and first/last."""

from __future__ import annotations

import json
import re
from typing import Any

from tabletop.core.rng import Rng
from tabletop.core.save import Match
from tests.support.engine import load_engine
from tests.support.playouts import choose

EMBED_ENGINE = load_engine("shell_embed")

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
    # the embed's address carries its poster (the board painted before Python: test_posters.py)
    assert re.search(r"\?embed&amp;poster=[A-Za-z0-9_-]+#/tinynim/", snippet), snippet  # & escaped in HTML
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
        # the embed leaves the focus on the wiki page: it takes it only once the reader is in it
        frame.locator("html[data-app-state='ready']").wait_for(state="attached")
        assert parent.evaluate("document.activeElement === document.body"), "the frame took the page's focus"
        assert frame.locator("body").evaluate("() => document.activeElement === document.body")
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


#: hot-seat games as a wiki page embeds them: (seats, moves played before the link was made)
SPECTATED = {
    "cucco": (3, 14),
    "arcticscavengers": (2, 12),
    "polis": (2, 10),
    "khronos": (2, 10),
    "magiccircle": (2, 6),
    "roomtwentyfive": (2, 8),
    "challengers": (2, 10),
    "laserreflection": (2, 3),
}
#: words that speak to the reader as a player
YOU = {"en": re.compile(r"\byou(r|rs)?\b", re.I), "ja": re.compile("あなた")}


def hot_seat_link(game: str, players: int, moves: int, seed: int = 5) -> str:
    """A share link of a hot-seat game (people only) after ``moves`` random legal moves."""
    seats = [{"name": n, "bot": None} for n in ("Aki", "Ben", "Chi", "Dan")[:players]]
    match = Match(game, players, {}, seed, {"seats": seats})
    rng = Rng(seed)
    while not match.state.is_over() and len(match.actions) < moves:
        match.apply(*choose(match.state, rng))
    return match.to_save().encode_link()


def open_embed(page: Any, helpers: Any, route: str, *, reload: bool = False) -> None:
    page.goto(f"./?embed#/{route}")
    if reload:  # a hash change keeps the page and its language
        page.reload()
    helpers.wait_ready(page)
    page.wait_for_function("() => document.querySelector('#view-root')?.innerText.trim()", timeout=30_000)
    helpers.wait_idle(page)


def test_an_embed_is_a_spectators_view_until_the_reader_plays_on(new_page: Any, helpers: Any) -> None:
    """No hand-over screen, no "you", no player's panels: the observation of nobody (viewer null)."""
    page = new_page(viewport={"width": 640, "height": 900})
    helpers.open_app(page)
    links = {game: hot_seat_link(game, *spec) for game, spec in SPECTATED.items()}
    for lang in ("en", "ja"):
        page.evaluate(f"localStorage.setItem('tabletop.lang', '{lang}')")
        for i, (game, link) in enumerate(links.items()):
            open_embed(page, helpers, f"{game}/{link}", reload=i == 0)
            assert page.locator("html").get_attribute("lang") == lang
            assert page.locator("#handover").is_hidden(), (game, lang)
            assert page.locator("#embed-play").is_visible(), (game, lang)
            text = page.locator("#view-root").inner_text()
            assert not YOU[lang].search(text), (game, lang, [m.group(0) for m in YOU[lang].finditer(text)])
            if game in ("cucco", "arcticscavengers", "polis", "khronos"):
                page.screenshot(path=f"/tmp/embeds-spectator-{game}-{lang}.png", full_page=True)
    # the player's own panels are not drawn for a spectator
    open_embed(page, helpers, f"cucco/{links['cucco']}")
    assert page.locator("#cu-hand").is_hidden()
    open_embed(page, helpers, f"khronos/{links['khronos']}")
    assert page.locator("#kh-handbox").is_hidden() and page.locator("#kh-actions").is_hidden()
    # "Play on": the reader takes the seats, as in the app: the hot-seat hand-over, then a player's view
    open_embed(page, helpers, f"cucco/{links['cucco']}")
    page.locator("#embed-play").click()
    page.locator("#handover-ready").wait_for()
    assert "端末を渡して" in page.locator("#handover").inner_text()
    page.locator("#handover-ready").click()
    page.locator("#cu-hand").wait_for()
    assert page.locator("#embed-play").is_hidden()
    assert YOU["ja"].search(page.locator("#view-root").inner_text())


def eliminated_cucco_link() -> str:
    """Cucco, three people: Chi is eliminated in deal 4 (adults' time) and sits out deal 5."""
    from tabletop.cucco import setup_text
    from tests.unit.cucco.helpers import stack

    deck = stack([5, 1, 6], [7, 2, 2], [8, 9, 0], [6, 7, -1], [4, 3])
    seats = [{"name": n, "bot": None} for n in ("Aki", "Ben", "Chi")]
    match = Match("cucco", 3, {"setup": setup_text(deck, start=0)}, 1, {"seats": seats})
    while "eliminated" not in match.state.observation(None)["status"]:
        (p,) = match.state.active_players()
        match.apply(p, "keep")
    return match.to_save().encode_link()


#: the box of an element's text as drawn (it may overflow the element's own box)
TEXT_BOX = """e => { const r = document.createRange(); r.selectNodeContents(e); const b = r.getBoundingClientRect();
  return {x: b.left, y: b.top, width: b.width, height: b.height}; }"""


def test_cucco_embed_keeps_the_eliminated_badge_inside_its_seat(new_page: Any, helpers: Any) -> None:
    link = eliminated_cucco_link()
    for width in (640, 350):
        page = new_page(viewport={"width": width, "height": 900})
        open_embed(page, helpers, f"cucco/{link}")
        seat = page.locator(".cu-seat[data-status='eliminated']")
        badge = seat.locator(".cu-badge-eliminated")
        assert badge.inner_text().endswith("eliminated")
        # the badge's box and its words (which may overflow the box) inside the seat
        s = seat.bounding_box()
        for b in (badge.bounding_box(), badge.evaluate(TEXT_BOX)):
            assert s["x"] <= b["x"] and b["x"] + b["width"] <= s["x"] + s["width"], (width, s, b)
            assert b["y"] + b["height"] <= s["y"] + s["height"], (width, s, b)
        page.screenshot(path=f"/tmp/embeds-cucco-eliminated-{width}.png", full_page=True)
        page.context.close()


def test_scores_read_alike_in_the_results_the_players_and_the_view(new_page: Any, helpers: Any) -> None:
    """One number format: Magic circle's 78,975 in the view, Game over and Players (never 78975)."""
    seats = [{"name": "Aki", "bot": None}]
    position = "match: 6\np1 circle: 6779 4634 WKWK RBRB R\np1 total: 60000\n"
    match = Match("magiccircle", 1, {"position": position}, 3, {"seats": seats})
    match.apply(0, "activate")
    total = match.state.outcome().scores[0]
    assert total == 78975
    link = match.to_save().encode_link()
    page = new_page()
    for query in ("", "?embed"):
        helpers.open_app(page, f"magiccircle/{link}", query=query)
        page.reload()
        helpers.wait_ready(page)
        results = page.locator("#results")
        results.wait_for()
        assert results.locator(".results-table td.num").inner_text() == "78,975"
        if not query:
            assert page.locator(".players-list .player-score").inner_text() == "78,975"
        assert "78,975" in page.locator("#view-root").inner_text()
        text = page.locator("body").inner_text()
        assert "78975" not in text


def test_embeds_booting_below_the_fold_leave_the_page_where_it_is(new_page: Any, helpers: Any, app_url: str) -> None:
    """A wiki page with embeds far down it (one with its poster, one without): the reader stays
    where they are while the embeds wait for the engine and open their games."""
    example = json.loads(EMBED_ENGINE.call("examples", json.dumps({"game": "cucco", "lang": "en"})))[0]
    sources = [
        f"{app_url}?embed&amp;poster={example['poster']}#/cucco/{example['link']}",
        f"{app_url}?embed#/cucco/{example['link']}",
    ]
    frames = "".join(
        f"<div style='height:2500px'>text</div><iframe src='{src}' width='640' height='480' title='Example {i}'></iframe>"
        for i, src in enumerate(sources)
    )
    page = new_page(viewport={"width": 1000, "height": 700})
    page.context.route("**/wiki-fold.html", serve(f"<!doctype html><body><h1>A wiki page</h1>{frames}</body>"))
    page.goto(app_url + "wiki-fold.html", wait_until="domcontentloaded")
    for i in range(len(sources)):
        frame = page.frame_locator(f"iframe[title='Example {i}']")
        frame.locator("html[data-app-state='ready'][data-engine='up']").wait_for(
            state="attached", timeout=helpers.BOOT_TIMEOUT_MS
        )
        frame.locator("#embed-caption").filter(has_text=example["caption"]["en"]).wait_for()
    assert page.evaluate("scrollY") == 0, "an embed scrolled the page it is on"


def test_a_tall_embed_fits_the_window_with_its_stepper_and_caption_in_sight(
    new_page: Any, helpers: Any, app_url: str
) -> None:
    """The iframe code's script makes a frame as tall as its content, up to the reader's window:
    a taller example scrolls inside, its stepper on top and its caption at the bottom both in sight."""
    example = json.loads(EMBED_ENGINE.call("examples", json.dumps({"game": "cucco", "lang": "en"})))[0]
    page = new_page(viewport={"width": 1000, "height": 600})
    helpers.open_app(page)
    src = f"{app_url}?embed&poster={example['poster']}#/cucco/{example['link']}"
    snippet = page.evaluate(
        "async (src) => (await import(new URL('web/app/embedcode.js', document.baseURI).href)).embedSnippet(src, 'Ex', 'ex-1')",
        src,
    )
    page.context.route("**/wiki-tall.html", serve(f"<!doctype html><body style='margin:0'><p>Text</p>{snippet}</body>"))
    page.goto(app_url + "wiki-tall.html", wait_until="domcontentloaded")
    frame = page.frame_locator("#ex-1")
    frame.locator("#embed-caption").filter(has_text=example["caption"]["en"]).wait_for(timeout=helpers.BOOT_TIMEOUT_MS)
    page.wait_for_function("() => document.getElementById('ex-1').style.height === '568px'")
    content = frame.locator("body").evaluate("b => b.getBoundingClientRect().height")
    assert content > 568, "a taller example than the window"
    inner = frame.locator("html").evaluate("() => innerHeight")
    for where in ("top", "bottom"):  # at the frame's top, then scrolled to its end
        if where == "bottom":
            frame.locator("html").evaluate("() => scrollTo(0, document.body.scrollHeight)")
        bar = frame.locator(".embed-bar").evaluate("e => e.getBoundingClientRect().toJSON()")
        caption = frame.locator("#embed-caption").evaluate("e => e.getBoundingClientRect().toJSON()")
        assert bar["top"] >= -1 and bar["bottom"] <= inner, (where, bar)
        assert caption["top"] >= 0 and caption["bottom"] <= inner + 1, (where, caption, inner)


def test_an_embed_may_pin_its_language(new_page: Any, helpers: Any) -> None:
    """``?embed&lang=ja``: a Japanese wiki's example is in Japanese for every reader (not stored)."""
    page = new_page(with_test_game=True, locale="en-US")
    helpers.open_app(page)
    link = page.evaluate(NEW_GAME_LINK)
    page.goto(f"./?embed&lang=ja#/tinynim/{link}")
    helpers.wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert page.locator("#step-count").inner_text() == "4 / 4手"
    assert page.evaluate("localStorage.getItem('tabletop.lang')") is None, "the reader's own choice is kept"
    page.goto(f"./?embed#/tinynim/{link}")  # without it: the reader's language
    helpers.wait_ready(page)
    assert page.locator("#step-count").inner_text() == "move 4 / 4"
