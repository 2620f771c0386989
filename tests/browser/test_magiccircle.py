"""Magic circle in a browser: the view (web/games/magiccircle/) on the real shell and rules.

Games start from a written position (the ``position`` option, typed into the
setup form as a user would) so that a match ends within a few clicks; every
move is a real click on a hand coin, a circle position, a stock coin or a
button. Expected scores come from the Python scorer
(``tabletop.magiccircle.score``). Screenshots go to /tmp/shots-magiccircle/.
"""

from __future__ import annotations

import contextlib
import re
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "pylib") not in sys.path:
    sys.path.insert(0, str(ROOT / "pylib"))

from tabletop.core.save import Save  # noqa: E402
from tabletop.magiccircle import Circle, formations_json, score  # noqa: E402

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots-magiccircle")

#: single mode, turn 2: one inner-square corner missing; salvaging the blue
#: (2nd in the stock) with the red in hand brings the green on top into the hand
SINGLE = """turn: 2
p1 circle: 7776 3334 BBBB GGG. .
p1 hand: R 5 . . . . . .
p1 stock: Y B G
"""

#: versus against the bot: the human needs two more green corners (one a turn),
#: the bot's circle is empty, so the human activates first on turn 2
VERSUS = """first: 1
p1 circle: 5656 7474 RBRB GG.. .
p1 hand: G G 3 . . . . .
p2 circle: .... .... .... .... .
p2 hand: 1 2 8 R Y W K 4
"""

#: a wiki embed: a complete circle, ready to activate
EMBED = """p1 circle: 6779 4634 WKWK RBRB R
p1 hand: 5 . . . . . . .
"""


def shot(page: Any, name: str, full: bool = True) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def start_position(page: Any, players: int, text: str) -> None:
    """Fill the setup form: player count, the start position, start."""
    page.locator("#setup-players").select_option(str(players))
    page.locator("#opt-position").fill(text)
    page.locator("#start-game").click()
    page.wait_for_selector(".mc-board")


def coin_at(page: Any, seat: int, pos: str) -> str:
    return page.locator(f".mc-circle[data-seat='{seat}'] .mc-pos[data-pos='{pos}']").get_attribute("data-coin") or ""


def circle_text(page: Any, seat: int) -> str:
    coins = page.eval_on_selector_all(
        f".mc-circle[data-seat='{seat}'] .mc-pos", "els => els.map(e => e.dataset.coin || '.')"
    )
    assert len(coins) == 17
    s = "".join(coins)
    return f"{s[0:4]} {s[4:8]} {s[8:12]} {s[12:16]} {s[16]}"


def targets(page: Any) -> set[str]:
    return set(page.eval_on_selector_all(".mc-board-me .mc-pos.mc-target", "els => els.map(e => e.dataset.pos)"))


def check_breakdown(box: Any, circle: str, activated: bool, lang: str = "en") -> None:
    """The breakdown drawn in ``box`` shows the numbers of the Python scorer for ``circle``."""
    expected = score(Circle.parse(circle), activated=activated)
    assert box.get_attribute("data-circle") == str(Circle.parse(circle))
    assert int(box.get_attribute("data-score")) == expected.total
    assert int(box.get_attribute("data-base")) == expected.base
    assert int(box.get_attribute("data-multiplier")) == expected.multiplier_percent
    text = box.inner_text()
    assert f"{expected.total:,}" in text and f"×{expected.multiplier}" in text and f"{expected.base:,}" in text
    rows = box.locator(".mc-bd-form")
    shown = [
        (rows.nth(i).get_attribute("data-id"), int(rows.nth(i).get_attribute("data-bonus") or 0))
        for i in range(rows.count())
    ]
    assert shown == [(f["id"], f["bonus"]) for f in expected.to_json()["formations"]]
    for f in expected.to_json()["formations"]:
        row = box.locator(f".mc-bd-form[data-id='{f['id']}']").first
        assert f["name"]["en"] in row.inner_text() and f["name"]["ja"] in row.inner_text()
    words = {"en": ("Activated", "Not activated"), "ja": ("発動", "不発動")}[lang]
    assert (words[0] if activated else words[1]) in text


def test_single_match_by_clicks_salvage_place_activate_breakdown(new_page: Any, helpers: Any) -> None:
    t0 = time.monotonic()
    page = new_page()
    helpers.open_app(page, "magiccircle")
    start_position(page, 1, SINGLE)
    assert page.locator(".mc-board").count() == 1
    assert page.locator("#mc-match").inner_text().endswith("1 of 6")
    # salvage is offered only where the rules allow it: the own stock, with the red hand coin
    assert page.locator(".mc-stock-salv").count() == 1
    assert page.locator(".mc-slot-btn[data-src='h1'] .mc-salv-mark").count() == 1
    assert page.locator(".mc-slot-btn[data-src='h2'] .mc-salv-mark").count() == 0
    shot(page, "t1-salvage-available")
    # select the red coin: elemental positions, the stock and the blue (2nd in the stock) light up
    page.locator(".mc-slot-btn[data-src='h1']").click()
    assert page.locator(".mc-slot-btn[data-src='h1']").get_attribute("aria-pressed") == "true"
    assert targets(page) == {"EoNE", "EoSE", "EoSW", "EoNW", "EiNE", "EiSE", "EiSW", "EiNW", "F"}
    assert page.locator("#mc-stock-drop").is_visible()
    salvage = page.locator(".mc-stock [data-salvage='own']")
    assert salvage.count() == 1
    shot(page, "t1-selected-red")
    # the 5 (a magical coin) lights up the circle positions instead; no salvage (5 + green is not 10)
    page.locator(".mc-slot-btn[data-src='h2']").click()
    assert targets(page) == {"MoN", "MoE", "MoS", "MoW", "MiN", "MiE", "MiS", "MiW", "F"}
    assert page.locator(".mc-stock [data-salvage]").count() == 0
    page.keyboard.press("Escape")
    assert not targets(page)
    # the keyboard: "2" picks the 5 and focuses its first target, arrows walk the targets, Esc cancels
    page.keyboard.press("2")
    page.wait_for_function("() => document.activeElement?.classList.contains('mc-target')")
    first = page.evaluate("document.activeElement.dataset.pos")
    assert page.evaluate("document.activeElement.classList.contains('mc-filled')") is False  # F, the empty one
    page.keyboard.press("ArrowLeft")
    second = page.evaluate("document.activeElement.dataset.pos")
    assert first in targets(page) and second in targets(page) and first != second
    page.keyboard.press("Escape")
    assert not targets(page)
    # salvage: red + blue leave the game, the green on top comes into hand slot 1
    page.locator(".mc-slot-btn[data-src='h1']").click()
    salvage.click()
    page.wait_for_function("() => document.querySelector(\".mc-slot-btn[data-src='h1']\")?.dataset.coin === 'G'")
    assert page.locator(".mc-stock[data-seat='0']").get_attribute("data-count") == "1"
    assert "1 left" in page.locator("#mc-actions").inner_text()
    # place the green on the missing inner-square corner
    page.locator(".mc-slot-btn[data-src='h1']").click()
    page.locator(".mc-board-me .mc-pos[data-pos='EiNW']").click()
    page.wait_for_selector("#mc-activate")
    assert coin_at(page, 0, "EiNW") == "G"
    final = circle_text(page, 0)
    assert final == "7776 3334 BBBB GGGG ."
    # the live preview already shows the activated score
    preview = page.locator(".mc-preview[data-seat='0'] .mc-breakdown")
    assert int(preview.get_attribute("data-score")) == score(Circle.parse(final), activated=True).total
    shot(page, "t1-activate")
    page.locator("#mc-activate").click()
    result = page.locator("#mc-result:not([hidden])")
    result.wait_for()
    assert "Match 1 result" in result.inner_text()
    check_breakdown(result.locator(".mc-breakdown").first, final, activated=True)
    assert "25,625" in page.locator("#mc-summary").inner_text()
    # match 2 is dealt: initial placement
    assert page.locator("#mc-match").inner_text().endswith("2 of 6")
    assert page.locator("#mc-done").is_visible()
    shot(page, "t1-breakdown")
    page.locator("#mc-result-ok").click()
    assert page.locator("#mc-result").is_hidden()
    # the summary reopens the breakdown of match 1
    page.locator("#mc-summary .mc-link").first.click()
    assert page.locator("#mc-result").is_visible()
    assert time.monotonic() - t0 < 60


def test_versus_against_the_bot_until_the_first_breakdown(new_page: Any, helpers: Any) -> None:
    t0 = time.monotonic()
    page = new_page()
    helpers.open_app(page, "magiccircle")
    start_position(page, 2, VERSUS)
    helpers.wait_idle(page)
    assert page.locator(".mc-board").count() == 2
    opp = page.locator(".mc-board-side")
    assert opp.get_attribute("data-seat") == "1"
    # the opponent's hand is hidden: coin backs only
    assert page.locator(".mc-board-side .mc-opp-hand .mc-coin[data-coin='?']").count() == 8
    before_opp = circle_text(page, 1)
    # turn 1: a green to the inner square's south-west corner, then end the turn
    page.locator(".mc-slot-btn[data-src='h1']").click()
    assert "EiSW" in targets(page)
    shot(page, "t2-selected")
    page.locator(".mc-board-me .mc-pos[data-pos='EiSW']").click()
    page.wait_for_function(
        "() => document.querySelector(\".mc-circle[data-seat='0'] .mc-pos[data-pos='EiSW']\")?.dataset.coin === 'G'"
    )
    page.locator("#mc-end").click()
    # the bot answers: its turn shows, then its circle or stock changes and the turn comes back
    page.wait_for_selector("#mc-end", timeout=30_000)
    helpers.wait_idle(page)
    after_opp = circle_text(page, 1)
    opp_stock = int(page.locator(".mc-stock[data-seat='1']").get_attribute("data-count") or 0)
    assert after_opp != before_opp or opp_stock > 0, "the bot made no visible move"
    log = page.locator(".log-list").inner_text()
    assert "Bot 2 ends the turn." in log
    assert any(f"Bot 2 {verb}" in log for verb in ("places", "stocks", "salvages")), log
    # turn 2: a dealt coin arrived; the last green completes the circle
    assert page.locator(".mc-slot-btn[data-src='d']").get_attribute("data-coin") not in ("", None)
    assert "2" in page.locator("#mc-turn").inner_text()
    shot(page, "t2-turn2")
    page.locator(".mc-slot-btn[data-src='h2']").click()
    page.locator(".mc-board-me .mc-pos[data-pos='EiNW']").click()
    page.locator("#mc-activate").wait_for()
    mine = circle_text(page, 0)
    theirs = circle_text(page, 1)
    page.locator("#mc-activate").click()
    result = page.locator("#mc-result:not([hidden])")
    result.wait_for()
    assert result.locator(".mc-result-card").count() == 2
    check_breakdown(result.locator(".mc-breakdown[data-seat='0']"), mine, activated=True)
    check_breakdown(result.locator(".mc-breakdown[data-seat='1']"), theirs, activated=False)
    summary = page.locator("#mc-summary")
    assert summary.locator("tr[data-match='1'] td").count() == 3
    shot(page, "t2-breakdown")
    assert time.monotonic() - t0 < 60


def test_formation_reference_in_both_languages_and_a_wiki_embed(new_page: Any, helpers: Any) -> None:
    t0 = time.monotonic()
    table = formations_json()
    link = Save("magiccircle", 1, {"position": EMBED}, 3, (), {"seats": [{"name": "Aki", "bot": None}]}).encode_link()
    page = new_page()
    helpers.open_app(page, f"magiccircle/{link}")
    page.wait_for_selector(".mc .mc-board")
    for lang in ("en", "ja"):
        if lang == "ja":
            page.locator("#lang-switch [data-lang='ja']").click()
            page.wait_for_selector(".mc[lang='ja'] #mc-help")
        button = page.locator("#mc-help")
        assert button.inner_text().strip().endswith("遊び方" if lang == "ja" else "How to play")
        button.click()
        dialog = page.locator("#mc-help-dialog[open]")
        dialog.wait_for()
        rows = dialog.locator("#mc-ref-table tbody tr")
        rows.first.wait_for()
        assert rows.count() == len(table) == 16
        # the rules summary comes first, in the reader's language
        rules = dialog.locator("#mc-help-rules")
        assert rules.locator("h3").inner_text() == ("ルールの要点" if lang == "ja" else "The rules in brief")
        assert ("6マッチで1ゲーム" if lang == "ja" else "A game is 6 matches") in rules.inner_text()
        assert ("サルベージ" if lang == "ja" else "Salvage") in rules.inner_text()
        # the project's own formations are said to be so, in words; never the spec's tag
        assert "INVENTED" not in dialog.inner_html()
        added_tag = "本プロジェクトの追加" if lang == "ja" else "Added by this project"
        for i, f in enumerate(table):
            row = rows.nth(i)
            assert row.get_attribute("data-id") == f["id"]
            text = row.inner_text()
            assert f["name"]["ja"] in text and f["name"]["en"] in text
            assert f["bonus_text"] in text
            assert f["rule"][lang] in text
            assert (row.locator(".mc-tag").count() == 1) == f["added"]
            if f["added"]:
                tag = row.locator(".mc-tag")
                assert tag.inner_text() == added_tag
                assert ("原作にはなく" if lang == "ja" else "Not in the original game") in (
                    tag.get_attribute("title") or ""
                )
                assert ("得点になりません" if lang == "ja" else "does not score in this game") in text
        assert ("遊び方" if lang == "ja" else "how to play") in dialog.locator("#mc-help-dialog-title").inner_text()
        shot(page, f"t3-reference-{lang}", full=False)
        page.locator("#mc-help-dialog-close").click()
        page.wait_for_selector("#mc-help-dialog[open]", state="detached")
    # the same position as a wiki embed: compact, the score breakdown visible at once
    page.goto(f"./?embed#/magiccircle/{link}")
    helpers.wait_ready(page)
    page.wait_for_selector(".mc.mc-embed .mc-board")
    preview = page.locator(".mc-preview[open] .mc-breakdown").first
    preview.wait_for()
    assert page.locator(".mc[lang='ja']").count() == 1
    expected = score(Circle.parse("6779 4634 WKWK RBRB R"), activated=True)
    assert int(preview.get_attribute("data-score")) == expected.total
    assert [r.get_attribute("data-id") for r in preview.locator(".mc-bd-form").all()] == [
        f["id"] for f in expected.to_json()["formations"]
    ]
    shot(page, "t3-embed-ja")
    # an embed of a scored match (a link whose moves end match 1) shows its breakdown at once
    scored = Save(
        "magiccircle", 1, {"position": EMBED}, 3, ((0, "activate"),), {"seats": [{"name": "Aki", "bot": None}]}
    ).encode_link()
    page.goto(f"./?embed#/magiccircle/{scored}")
    helpers.wait_ready(page)
    result = page.locator(".mc-embed #mc-result:not([hidden])")
    result.wait_for()
    check_breakdown(result.locator(".mc-breakdown").first, "6779 4634 WKWK RBRB R", activated=True, lang="ja")
    shot(page, "t3-embed-scored-ja")
    assert time.monotonic() - t0 < 60


#: single mode, turn 1: the outer circle's north (the first position in the DOM) holds a coin already
OCCUPIED = """p1 circle: 5... .... .... .... .
p1 hand: 3 . . . . . . .
"""

NUMBER = re.compile(r"(?<![\d,.])\d{5,}(?![\d,])")


def announced(page: Any) -> str:
    return page.evaluate(
        "() => [...document.querySelectorAll('.mc [data-viewkit-announcer]')].map((e) => e.textContent).join(' ')"
    )


def test_keyboard_starts_on_an_empty_spot_and_an_empty_slot_selects_nothing(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "magiccircle")
    start_position(page, 1, OCCUPIED)
    # "1" picks the 3: the cursor starts on a legal EMPTY position, never on the 5 at MoN
    page.keyboard.press("1")
    page.wait_for_function("() => document.activeElement?.classList.contains('mc-target')")
    focused = page.evaluate("document.activeElement.dataset.pos")
    assert focused != "MoN" and focused in targets(page)
    assert page.evaluate("document.activeElement.classList.contains('mc-filled')") is False
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => document.querySelector(\".mc-circle[data-seat='0'] .mc-pos[data-pos='{focused}']\")?.dataset.coin === '3'"
    )
    assert coin_at(page, 0, "MoN") == "5"
    assert page.locator(".mc-stock[data-seat='0']").get_attribute("data-count") == "0"
    # "1" again: the slot is empty now. It says so and selects nothing
    page.keyboard.press("1")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.mc [data-viewkit-announcer]')].some((e) => e.textContent.includes('empty'))"
    )
    said = announced(page)
    assert "Hand slot 1 is empty" in said and "Selected" not in said
    assert page.locator(".mc-slot-btn.mc-selected").count() == 0 and not targets(page)
    page.keyboard.press("5")
    page.wait_for_function(
        "() => document.querySelector('.mc [data-viewkit-announcer]').textContent.includes('slot 5')"
    )
    assert "Hand slot 5 is empty" in announced(page) and not targets(page)
    shot(page, "t4-keyboard-empty-slot")


def test_added_formations_are_an_option_off_by_default(new_page: Any, helpers: Any) -> None:
    beam = "p1 circle: 5656 7474 WKWK WKWK W\np1 hand: 1"
    page = new_page()
    helpers.open_app(page, "magiccircle")
    box = page.locator("#opt-added_formations")
    assert box.is_visible() and not box.is_checked()
    label = page.locator("label[for='opt-added_formations']").inner_text()
    assert "project's own added formations" in label and "not in the original game" in label
    start_position(page, 1, beam)
    preview = page.locator(".mc-preview[data-seat='0'] .mc-breakdown")
    ids = [r.get_attribute("data-id") for r in preview.locator(".mc-bd-form").all()]
    assert ids == ["clear_force", "clear_force", "short_beam", "symmetry"]
    assert int(preview.get_attribute("data-score")) == score(Circle.parse("5656 7474 WKWK WKWK W"), True).total
    # a new game with the option on scores the Long Beam
    helpers.open_app(page, "magiccircle")
    page.locator("#opt-added_formations").check()
    start_position(page, 1, beam)
    preview = page.locator(".mc-preview[data-seat='0'] .mc-breakdown")
    ids = [r.get_attribute("data-id") for r in preview.locator(".mc-bd-form").all()]
    assert ids == ["clear_force", "clear_force", "long_beam", "symmetry"]
    assert int(preview.get_attribute("data-score")) == 27300
    page.locator("#mc-help").click()
    dialog = page.locator("#mc-help-dialog[open]")
    dialog.locator("#mc-ref-table tbody tr").first.wait_for()
    assert "It scores in this game" in dialog.locator("tr[data-id='long_beam']").inner_text()


def test_hot_seat_hand_over_clears_the_readout_and_numbers_read_alike(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "magiccircle")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-kind-1").select_option("human")
    page.locator("#seat-name-0").fill("Aki")
    page.locator("#seat-name-1").fill("Ben")
    start = "first: 1\np1 circle: 5656 7474 RBRB GG.. .\np1 hand: G G 3\np1 total: 131900\np2 hand: 1 2 8\n"
    page.locator("#opt-position").fill(start)
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.locator("#handover-ready").click()
    page.wait_for_selector(".mc-board")
    # Aki picks a coin: the readout names it
    page.keyboard.press("1")
    page.wait_for_function(
        "() => document.querySelector('.mc [data-viewkit-announcer]')?.textContent.includes('Selected')"
    )
    page.keyboard.press("Enter")
    page.wait_for_function("() => !document.querySelector('.mc-slot-btn[data-src=\"h1\"]')?.dataset.coin")
    page.keyboard.press("1")  # an empty slot now: "Hand slot 1 is empty"
    page.wait_for_function(
        "() => document.querySelector('.mc [data-viewkit-announcer]')?.textContent.includes('empty')"
    )
    # one number format everywhere: 131,900, never 131900
    text = page.locator("#view-root").inner_text() + page.locator("body").inner_text()
    assert "131,900" in text and not NUMBER.search(text), NUMBER.findall(text)
    page.locator("#mc-end").click()
    page.locator("#handover").wait_for()
    page.wait_for_timeout(150)
    assert announced(page) == ""
    assert "Selected" not in page.locator("body").inner_text()
    page.locator("#handover-ready").click()
    page.wait_for_function("() => document.querySelector('.mc-board-me')?.dataset.seat === '1'")
    page.wait_for_timeout(150)
    said = announced(page)
    assert "Selected" not in said and "empty" not in said and "hand slot 1" not in said.lower()
    shot(page, "t5-hotseat-ben")


#: whether each element's centre is on the screen and not under something else (the page's header)
IN_SIGHT = """(sels) => sels.map((sel) => {
  const el = document.querySelector(sel);
  if (!el) return `${sel}: missing`;
  const r = el.getBoundingClientRect();
  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  const hit = y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null;
  return hit && el.contains(hit) ? "" : `${sel}: out of sight (${Math.round(r.top)}..${Math.round(r.bottom)})`;
}).filter(Boolean)"""

#: the own hand at the bottom of the screen, as a player scrolls to it (below the circle on a phone)
SCROLL_TO_HAND = """() => {
  const r = document.querySelector('.mc-board-me').getBoundingClientRect();
  scrollBy(0, r.bottom - innerHeight + 10);
}"""

PHONE_SIGHT = [
    "#mc-prompt",
    "#mc-cancel",
    ".mc-board-me .mc-pos[data-pos='MoN']",
    ".mc-board-me .mc-pos[data-pos='MoS']",
    ".mc-slot-btn[data-src='h1']",
]


def versus_link() -> str:
    seats = [{"name": "", "bot": None}, {"name": "", "bot": {"level": 2}}]
    return Save("magiccircle", 2, {"position": VERSUS}, 3, (), {"seats": seats}).encode_link()


def test_a_coin_chosen_on_a_phone_brings_the_circle_and_its_prompt_into_view(new_page: Any, helpers: Any) -> None:
    """At 390 x 844 the hand is under the circle: a coin chosen there left the prompt with Cancel,
    and the circle's north, out of sight (under the page's sticky header)."""
    page = new_page(
        init_script="localStorage.setItem('tabletop.lang', 'ja');",
        viewport={"width": 390, "height": 844},
        reduced_motion="reduce",
    )
    helpers.open_app(page, f"magiccircle/{versus_link()}")
    page.locator(".mc-board-me .mc-slot-btn[data-src='h1']").wait_for()
    helpers.wait_idle(page)
    page.evaluate(SCROLL_TO_HAND)
    assert "#mc-prompt" in " ".join(page.evaluate(IN_SIGHT, ["#mc-prompt"])), "the prompt starts out of sight"
    page.locator(".mc-slot-btn[data-src='h1']").click()
    assert page.locator(".mc-slot-btn[data-src='h1']").get_attribute("aria-pressed") == "true"
    page.wait_for_function(f"() => !({IN_SIGHT})({PHONE_SIGHT!r}).length", timeout=5_000)
    shot(page, "phone-ja-390-selected", full=False)
    # Cancel, in sight, is pressed; another coin chosen leaves the page where it is (all in sight)
    page.locator("#mc-cancel").click()
    page.locator(".mc-slot-btn[data-src='h2']").click()
    y = page.evaluate("scrollY")
    page.wait_for_timeout(300)
    assert page.evaluate("scrollY") == y
    assert not page.evaluate(IN_SIGHT, PHONE_SIGHT[:4])


def test_the_hand_stays_in_sight_while_the_circle_is_on_a_phone(new_page: Any, helpers: Any) -> None:
    """At 390 x 844 the hand sits under the circle: it sticks to the screen's bottom edge while
    the player looks at the circle, and does not wait below the fold."""
    page = new_page(viewport={"width": 390, "height": 844}, reduced_motion="reduce")
    helpers.open_app(page, f"magiccircle/{versus_link()}")
    page.locator(".mc-board-me .mc-slot-btn[data-src='h1']").wait_for()
    helpers.wait_idle(page)
    page.evaluate("scrollTo(0, 0)")  # the top of the turn: the circle begins in sight, the hand is under it
    page.wait_for_timeout(100)
    row = page.locator(".mc-board-me .mc-hand-row").evaluate("e => e.getBoundingClientRect().toJSON()")
    circle = page.locator(".mc-board-me .mc-circle").evaluate("e => e.getBoundingClientRect().toJSON()")
    assert circle["top"] < 844 and row["bottom"] <= 844 + 1 and row["top"] >= 0, (circle, row)


def test_a_coin_chosen_in_an_embed_scrolls_nothing(new_page: Any, helpers: Any, app_url: str) -> None:
    """An embed on a phone (a wiki page's iframe) neither scrolls itself nor the page around it."""
    page = new_page(viewport={"width": 390, "height": 844}, reduced_motion="reduce")
    page.set_content(
        "<body style='margin:0'><div style='height:600px'>wiki</div>"
        f"<iframe src='{app_url}?embed#/magiccircle/{versus_link()}' "
        "style='border:0;width:390px;height:844px;display:block'></iframe><div style='height:900px'></div></body>"
    )
    frame = page.frame_locator("iframe")
    frame.locator("#embed-play").click(timeout=90_000)
    frame.locator(".mc-board-me .mc-slot-btn[data-src='h1']").wait_for()
    page.evaluate("scrollTo(0, 600)")
    frame.locator("body").evaluate(SCROLL_TO_HAND)
    assert frame.locator("body").evaluate("() => scrollY") > 0, "the embed scrolled to its hand"
    # what the reader sees: the page's scroll, and where the coin is in the embed's window (the
    # browser keeps it in place, scroll anchoring, when the prompt above grows by a line)
    where = "() => Math.round(document.querySelector(\".mc-slot-btn[data-src='h1']\").getBoundingClientRect().top)"
    before = (page.evaluate("scrollY"), frame.locator("body").evaluate(where))
    frame.locator(".mc-slot-btn[data-src='h1']").click()
    assert frame.locator(".mc-slot-btn[data-src='h1']").get_attribute("aria-pressed") == "true"
    page.wait_for_timeout(400)
    assert page.evaluate("scrollY") == before[0], "the wiki page scrolled"
    assert abs(frame.locator("body").evaluate(where) - before[1]) <= 4, "the embed scrolled"


#: single mode, turn 1: two coins in hand, an empty circle (either may go to a position or the stock)
TWO_COINS = """p1 circle: .... .... .... .... .
p1 hand: 3 6 . . . . . .
"""

FOCUS_IN_VIEW = """() => {
  const a = document.activeElement;
  return {inView: !!a && a !== document.body && !!a.closest('.mc'), fk: a?.dataset?.fk ?? null, tag: a?.tagName ?? null};
}"""


def focus_after_move(page: Any, helpers: Any) -> dict[str, Any]:
    """Where the focus is once the move landed and the view is idle again (given a moment to settle)."""
    helpers.wait_idle(page)
    with contextlib.suppress(Exception):  # a timeout: the assertion after says where the focus went
        page.wait_for_function(f"() => ({FOCUS_IN_VIEW})().inView", timeout=2_000)
    return page.evaluate(FOCUS_IN_VIEW)


def test_a_move_made_by_keyboard_keeps_the_focus_in_the_view(new_page: Any, helpers: Any) -> None:
    """1, an arrow, Enter places a coin; 2, S stocks one: the focus stays in the view, never on <body>."""
    seats = [{"name": "", "bot": None}]
    link = Save("magiccircle", 1, {"position": TWO_COINS}, 3, (), {"seats": seats}).encode_link()
    page = new_page(viewport={"width": 1280, "height": 900})
    helpers.open_app(page, f"magiccircle/{link}")
    page.locator(".mc-board-me .mc-slot-btn[data-src='h1']").wait_for()
    helpers.wait_idle(page)
    page.keyboard.press("1")
    page.wait_for_function("() => document.activeElement?.classList.contains('mc-target')")
    page.keyboard.press("ArrowRight")
    pos = page.evaluate("document.activeElement.dataset.pos")
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => document.querySelector(\".mc-circle[data-seat='0'] .mc-pos[data-pos='{pos}']\")?.dataset.coin === '3'"
    )
    focus = focus_after_move(page, helpers)
    assert focus["inView"], f"after a coin placed by keyboard the focus is on {focus}"
    assert focus["fk"] == "src:h1", "the hand slot the coin came from"
    # 2, then S: the 6 goes to the stock
    page.keyboard.press("2")
    page.wait_for_function("() => document.activeElement?.classList.contains('mc-target')")
    page.keyboard.press("s")
    page.wait_for_function("() => document.querySelector(\".mc-stock[data-seat='0']\")?.dataset.count === '1'")
    focus = focus_after_move(page, helpers)
    assert focus["inView"], f"after a coin stocked by keyboard the focus is on {focus}"
    assert focus["fk"] == "src:h2", "the hand slot the coin came from"
    shot(page, "keyboard-focus-after-moves", full=False)
