"""Worked examples in the app (issue 42): the rules help lists each game's examples, each plays in
an embed of its own link (its caption under the board, changing with the step), "Try from here"
opens it as a game at the step shown and "Embed" copies its iframe code; a link with bad captions
says so and still shows the game; a captioned embed fits 640×480 and 390 px without sideways scroll."""

from __future__ import annotations

import base64
import json
import re
import zlib
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import tabletop
from tabletop.core.registry import get_game
from tabletop.core.save import Save
from tests.support.engine import load_engine

pytestmark = pytest.mark.browser

#: the rules-help button of each game's view
HELP = {
    "cucco": "#cu-help",
    "magiccircle": "#mc-help",
    "challengers": "#cg-help-btn",
    "laserreflection": "#lr-help",
    "polis": "#po-help-btn",
    "khronos": "#kh-help",
    "arcticscavengers": "#as-help-btn",
    "roomtwentyfive": "#r25-help",
}
#: every game that has examples (all eight)
WITH_EXAMPLES = [g for g in tabletop.GAMES if get_game(g).examples()]


def first_example(game: str) -> tuple[dict[str, Any], str]:
    """The game's first example (Game.examples()) and its share link (Example.to_save)."""
    from tabletop.core.examples import of

    data = get_game(game).examples()[0]
    example = next(e for e in of(game) if e.id == data["id"])
    return data, example.to_save(get_game(game)).encode_link()


#: where the rules help put each example: {fallback: [ids at the end], rules: {id: the rules its part explains}}
PLACED = """() => {
  const items = [...document.querySelectorAll(".vk-help .ex-item")];
  const part = (item) => {
    const group = item.closest(".ex-group");
    if (!group) return null;
    return group.parentElement.matches("[data-rules]") ? group.parentElement : group.previousElementSibling;
  };
  return {
    fallback: items.filter((i) => i.closest("#help-examples")).map((i) => i.dataset.example),
    rules: Object.fromEntries(items.map((i) => [i.dataset.example, part(i)?.dataset.rules ?? null])),
  };
}"""


def explained(rule: str, rules: str | None) -> bool:
    """Whether a help part marked ``rules`` ("§2.5 §2.6") explains ``rule`` (§2.5.1: under §2.5)."""
    return any(rule == r or rule.startswith(f"{r}.") for r in (rules or "").split())


def poster_in(address: str) -> Any:
    """The poster (poster.js) a page address or iframe code carries, checked to be its link's."""
    found = re.search(r"[?&](?:amp;)?poster=([\w-]+)#/\w+/([\w-]+)", address)
    assert found, address
    body = json.loads(zlib.decompress(base64.urlsafe_b64decode(found[1] + "=" * (-len(found[1]) % 4)), -15))
    assert body["key"] == load_engine("examples_ui").link_key(found[2]), "the poster of that very link"
    return body


#: what an example's frame shows, for a failure's message
FRAME_STATE = """h => ({address: location.href, app: h.dataset.appState, engine: h.dataset.engine,
  caption: document.querySelector('#embed-caption')?.textContent, notices: document.querySelector('#notices')?.innerText})"""


def caption_is(frame: Any, text: str) -> None:
    """Wait (60 s) for the frame's caption to read `text`; else fail with what the frame shows."""
    try:
        frame.locator("#embed-caption").filter(has_text=text).wait_for(timeout=60_000)
    except PlaywrightTimeout:
        raise AssertionError(
            f"no caption {text!r} in the frame: {frame.locator('html').evaluate(FRAME_STATE)}"
        ) from None


def try_from_here(page: Any, item: Any, hash_before: str) -> None:
    """Click the item's "Try from here" and wait until it left the page at `hash_before`; fail
    with what the item says if it could not (a new status: an earlier "Copied." may be there)."""
    status = item.locator(".ex-status").element_handle()  # (the item goes with the page)
    said = status.text_content()
    item.locator(".ex-try").click()
    page.wait_for_function(
        "([before, status, said]) => location.hash !== before || status.textContent !== said",
        arg=[hash_before, status, said],
        timeout=60_000,
    )
    assert page.evaluate("location.hash") != hash_before, status.text_content()


def test_there_are_games_with_examples() -> None:
    assert set(WITH_EXAMPLES) == set(tabletop.GAMES), "every game ships worked examples"


@pytest.mark.parametrize("game", WITH_EXAMPLES)
def test_rules_help_steps_an_example_tries_it_and_copies_its_embed(new_page: Any, helpers: Any, game: str) -> None:
    data, link = first_example(game)
    assert data["steps"], "an example to step through"
    page = new_page(viewport={"width": 1100, "height": 900})
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    helpers.open_app(page, f"{game}/{link}")
    if page.locator("#handover-ready").is_visible():
        page.locator("#handover-ready").click()
    page.locator(HELP[game]).click()
    item = page.locator(f".vk-help .ex-item[data-example='{data['id']}']")
    item.wait_for(timeout=30_000)
    # every example of the game sits after the part of the help that explains its rule: none at the end
    placed = page.evaluate(PLACED)
    assert placed["fallback"] == [], f"examples whose rule no part of the help names: {placed['fallback']}"
    assert sorted(placed["rules"]) == sorted(e["id"] for e in get_game(game).examples())
    for example in get_game(game).examples():
        assert explained(example["rule"], placed["rules"][example["id"]]), (example["id"], example["rule"])
    # under the heading of the rule it illustrates
    heading = item.locator("xpath=preceding-sibling::h4[1]")
    assert heading.inner_text() == f"Examples of rules {data['rule']}"
    assert item.locator(".ex-title").inner_text() == data["title"]["en"]
    item.scroll_into_view_if_needed()
    frame = item.frame_locator("iframe")
    # the example opens at its start: the start caption; a step forward and back changes it
    caption_is(frame, data["caption"]["en"])
    frame.locator("#step-next").click()
    caption_is(frame, data["steps"][0]["caption"]["en"])
    frame.locator("#step-back").click()
    caption_is(frame, data["caption"]["en"])
    frame.locator("#step-next").click()
    caption_is(frame, data["steps"][0]["caption"]["en"])
    assert frame.locator("#embed-caption").evaluate("e => e.children.length") == 0  # text, never markup
    # an example inside the help offers no rules help of its own (the view's button is there, hidden)
    assert frame.locator(HELP[game]).count() == 1 and not frame.locator(HELP[game]).is_visible()
    # "Embed" copies the iframe code of the example's embed
    item.locator(".ex-embed").click()
    item.locator(".ex-status").filter(has_text="Copied.").wait_for()
    code = page.evaluate("navigator.clipboard.readText()")
    # the same code as the share dialog's: a fixed size, and the script that fits the frame's height
    assert 'width="640" height="720"' in code and "tabletop:height" in code, code
    # with the poster of the step the embed opens on (its start): it paints before Python is up
    assert re.search(rf'src="[^"]*\?embed&amp;poster=[\w-]+#/{game}/{re.escape(link)}"', code), code
    assert poster_in(code)["caption"] == data["caption"]
    assert code.startswith("<iframe ") and code.endswith("</script>")
    # "Try from here": the game at the step shown (1), playable, its caption under the board
    try_from_here(page, item, f"#/{game}/{link}")
    helpers.wait_ready(page)
    tried = Save.decode_link(re.sub(rf"^#/{game}/", "", page.evaluate("location.hash")))
    assert len(tried.actions) == 1 and tried.actions[0] == (data["steps"][0]["player"], data["steps"][0]["action"])
    if page.locator("#handover-ready").is_visible():
        page.locator("#handover-ready").click()
    caption_is(page, data["steps"][0]["caption"]["en"])
    page.locator("#table-status").filter(has_text="Your turn").wait_for(timeout=30_000)
    # its share: the page's poster is the step shown, the embed's the example's start (where it opens)
    page.locator("#share").click()
    url, code = page.locator("#share-url").input_value(), page.locator("#share-embed").input_value()
    assert poster_in(url)["caption"] == data["steps"][0]["caption"]
    assert poster_in(code)["caption"] == data["caption"]


def cucco_help(new_page: Any, helpers: Any) -> tuple[Any, dict[str, Any], str, Any]:
    """Cucco's first example's game with its rules help open: the page, the example, its link and its item."""
    data, link = first_example("cucco")
    page = new_page(viewport={"width": 1100, "height": 900})
    helpers.open_app(page, f"cucco/{link}")
    if page.locator("#handover-ready").is_visible():
        page.locator("#handover-ready").click()
    page.locator(HELP["cucco"]).click()
    item = page.locator(f".vk-help .ex-item[data-example='{data['id']}']")
    item.wait_for(timeout=30_000)
    return page, data, link, item


def test_an_example_in_the_help_opens_no_help_and_escape_closes_the_help(new_page: Any, helpers: Any) -> None:
    page, data, _, item = cucco_help(new_page, helpers)
    item.scroll_into_view_if_needed()
    frame = item.frame_locator("iframe")
    caption_is(frame, data["caption"]["en"])
    frame.locator("#step-next").click()  # the focus is in the example now
    frame.locator("html").press("?")  # the view's help key: nothing opens inside the example
    assert frame.locator("dialog[open]").count() == 0
    frame.locator("html").press("Escape")  # as anywhere else in the dialog: the help closes
    page.locator(".vk-help[open]").wait_for(state="detached", timeout=5_000)


def test_try_from_here_with_bots_seats_bots_but_the_one_to_play(new_page: Any, helpers: Any) -> None:
    page, data, link, item = cucco_help(new_page, helpers)
    item.locator(".ex-others").select_option("bots")
    try_from_here(page, item, f"#/cucco/{link}")
    helpers.wait_ready(page)
    tried = Save.decode_link(page.evaluate("location.hash").removeprefix("#/cucco/"))
    seats = tried.meta["seats"]
    assert sum(s["bot"] is None for s in seats) == 1 and len(seats) == data["players"]
    assert page.locator(".badge-bot").count() == data["players"] - 1


def test_a_link_with_bad_captions_says_so_and_shows_the_game(new_page: Any, helpers: Any) -> None:
    _, link = first_example("cucco")
    save = Save.decode_link(link)
    meta = {"example": {**save.meta["example"], "captions": [{"en": "x" * 401}]}}
    bad = Save(save.game, save.players, save.options, save.seed, save.actions, meta).encode_link()
    page = new_page(viewport={"width": 640, "height": 480})
    page.goto(f"./?embed#/cucco/{bad}")
    helpers.wait_ready(page)
    notice = page.locator('#notices [data-notice-id="captions"]')
    notice.wait_for(timeout=30_000)
    assert "captions of this link cannot be read" in notice.inner_text()
    page.wait_for_function("() => document.querySelector('#view-root')?.innerText.trim()", timeout=30_000)
    assert page.locator("#embed-caption").is_hidden()
    assert page.locator("#step-range").is_visible()


def test_a_caption_is_shown_as_text_never_as_markup(new_page: Any, helpers: Any) -> None:
    _, link = first_example("cucco")
    save = Save.decode_link(link)
    markup = '<img src=x onerror="document.title=1"><b>bold</b>'
    meta = {"example": {**save.meta["example"], "captions": [{"en": markup}]}}
    page = new_page(viewport={"width": 640, "height": 480})
    page.goto(
        f"./?embed#/cucco/{Save(save.game, save.players, save.options, save.seed, save.actions, meta).encode_link()}"
    )
    helpers.wait_ready(page)
    caption_is(page, markup)
    assert page.locator("#embed-caption").evaluate("e => e.children.length") == 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_captioned_embed_fits_640x480_and_390px(new_page: Any, helpers: Any, lang: str) -> None:
    data, link = first_example("cucco")
    page = new_page(viewport={"width": 640, "height": 480})
    page.add_init_script(f"localStorage.setItem('tabletop.lang', '{lang}')")
    for width, height in ((640, 480), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(f"./?embed#/cucco/{link}")
        helpers.wait_ready(page)
        caption_is(page, data["caption"][lang])
        helpers.wait_idle(page)
        # the step bar on top, the caption under the board
        bar, board, caption = (page.locator(s).bounding_box() for s in (".embed-bar", "#view-root", "#embed-caption"))
        assert bar and board and caption and bar["y"] < board["y"] < caption["y"], (bar, board, caption)
        assert page.locator("#step-range").is_visible()
        assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth"), width
        page.screenshot(path=f"/tmp/exui-embed-{width}-{lang}.png")
        page.screenshot(path=f"/tmp/exui-embed-{width}-{lang}-full.png", full_page=True)


def test_the_examples_section_passes_axe(new_page: Any, helpers: Any) -> None:
    """axe-core's rules on the section (the rest of a game's help is its view's: test_accessibility)."""
    from tests.browser.test_accessibility import AXE

    _, link = first_example("cucco")
    page = new_page(viewport={"width": 390, "height": 844})
    page.add_init_script("localStorage.setItem('tabletop.lang', 'ja')")
    helpers.open_app(page, f"cucco/{link}")
    if page.locator("#handover-ready").is_visible():
        page.locator("#handover-ready").click()
    page.locator(HELP["cucco"]).click()
    item = page.locator(".vk-help .ex-item").first
    item.locator(".ex-embed").click()
    item.locator(".ex-code").wait_for()
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async () => (await axe.run(document.querySelectorAll(".vk-help .ex-group"), { resultTypes: ["violations"], iframes: false }))
        .violations.map((v) => `${v.id} [${v.impact}] ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)"""
    )
    assert found == []


def test_an_unnamed_seat_of_a_link_is_named_in_the_pages_language(new_page: Any, helpers: Any) -> None:
    _, link = first_example("cucco")  # an example names no seat
    page = new_page(viewport={"width": 1100, "height": 900})
    page.add_init_script("localStorage.setItem('tabletop.lang', 'ja')")
    page.goto(f"./#/cucco/{link}")
    helpers.wait_ready(page)
    names = page.locator(".players-list .player-name")  # (behind the hand-over screen: four people)
    names.first.wait_for(state="attached", timeout=30_000)
    assert names.all_text_contents()[:2] == ["プレイヤー1", "プレイヤー2"], names.all_text_contents()
    handover = page.locator("#handover")
    assert "プレイヤー" in handover.text_content() and "Player" not in handover.text_content()
    helpers.wait_idle(page)  # (the engine's files all fetched before the page closes)
