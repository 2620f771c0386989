"""Cucco in a browser: the view (web/games/cucco/) on the real shell and rules.

Games are kept short with the ``setup`` option: few starting coins end a
solo game within a round or two, and a stacked deck makes a hot-seat deal
known in advance. Screenshots go to /tmp/cucco-*.png. Few page loads: the
machine running these is slow.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from tabletop.core.save import Save

pytestmark = pytest.mark.browser

PLAY_BUTTONS = "#cu-change:visible, #cu-keep:visible"


def start_game(page: Any, players: int, setup: str, humans: list[str] | None = None) -> None:
    """Open a game with the prearranged ``setup``: the seats the form makes by default (a person,
    then level-2 bots) or the ``humans`` named. ``setup`` is a developer option, out of the set-up
    form (``Option.developer``): a link carries it."""
    names = humans or ["Player 1"]
    seats = [
        {"name": names[i], "bot": None} if i < len(names) else {"name": f"Bot {i + 1}", "bot": {"level": 2}}
        for i in range(players)
    ]
    link = Save("cucco", players, {"setup": setup}, 1, (), {"seats": seats}).encode_link()
    page.evaluate("hash => { location.hash = hash; }", f"#/cucco/{link}")
    page.wait_for_selector(".cu-felt .cu-seat, #handover:not([hidden])")


def wait_for_turn_or_end(page: Any, done: str, timeout_s: float = 90) -> str:
    """Wait until the viewer may act, a hand-over screen shows, or `done` matches."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if page.locator(done).count():
            return "done"
        if page.locator("#handover:not([hidden])").count():
            return "handover"
        busy = page.evaluate("document.documentElement.dataset.busy === 'true'")
        if not busy and page.locator(PLAY_BUTTONS).count():
            return "turn"
        page.wait_for_timeout(150)
    raise AssertionError("neither a turn, a hand-over nor the end came")


def hand_rank(page: Any) -> str | None:
    return page.locator("#cu-hand .cu-card").get_attribute("data-rank")


def test_solo_game_against_three_bots_to_the_results(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "cucco")
    # two coins each: the round's fee and one penalty later someone is broke, and the game ends.
    # The deck's top has no Cuckoo, Horse or House: deals 1 and 2 (at most 5 cards each) both
    # reach the player's turn, so a turn after a showdown (Undo disabled, with its reason) comes
    # in every game; the rest of the deck, and so the end, is random.
    start_game(page, 4, "start=0 deck=3,7,-1,9,5,2,8,0,10,4,6,1 coins=2,2,2,2")
    assert page.locator(".cu-seat").count() == 4
    assert page.locator("#cu-info").inner_text().count("1") >= 1
    seen_turn = False
    keys_used = False
    reasons: set[str] = set()
    for _ in range(60):
        state = wait_for_turn_or_end(page, "#cu-over")
        if state == "done":
            break
        assert state == "turn", "no hand-over in a solo game"
        seen_turn = True
        legal = [b for b in ("change", "keep") if page.locator(f"#cu-{b}:visible").count()]
        assert legal, "a button of the legal list"
        # the viewer's own card is always drawn face up, big
        assert hand_rank(page) not in (None, "")
        # a disabled Undo always comes with the reason, in words, in the hand box
        if page.locator("#undo").is_disabled() and page.locator("#cu-last:not([hidden])").count():
            note = page.locator("#cu-undo")
            assert "Undo is not possible" in note.inner_text()
            assert note.get_attribute("title")
            reasons.add(note.get_attribute("data-reason") or "")
        if not keys_used and "change" in legal:
            # keyboard: C plays "change"
            page.locator("#cu-info").click()
            page.keyboard.press("c")
            keys_used = True
        else:
            page.locator(f"#cu-{legal[-1]}").click()
        page.wait_for_timeout(200)
    else:
        raise AssertionError("the game did not end")
    assert seen_turn
    assert reasons and "" not in reasons, reasons
    helpers.wait_idle(page)
    over = page.locator("#cu-over").inner_text()
    assert "win" in over
    assert page.locator(".cu-standings tbody tr").count() == 4
    assert page.locator("#cu-last").is_visible(), "the last showdown stays on the table"
    assert page.locator("#results").is_visible(), "the shell's results too"
    # the events can be stepped through, and the caption follows
    last_caption = page.locator("#cu-caption").inner_text()
    page.locator("#cu-prev").click()
    assert page.locator("#cu-caption").inner_text() != last_caption or page.locator(".cu-step").count() < 2
    page.screenshot(path="/tmp/cucco-results.png", full_page=True)


def test_rules_help_lists_the_whole_deck_from_the_rules_table(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "cucco")
    start_game(page, 3, "start=0 deck=9,8,7")
    page.locator("#cu-help").click()
    table = page.locator("#cu-deck-table")
    table.wait_for()
    rows = table.locator("tbody tr")
    assert rows.count() == 20
    assert rows.first.get_attribute("data-rank") == "15" and rows.last.get_attribute("data-rank") == "-4"
    matto = table.locator("tbody tr[data-power='matto']")
    assert "Matto" in matto.inner_text() and "14 (Human) or a 12 (Cat)" in matto.inner_text()
    assert "No effect." in table.locator("tbody tr[data-rank='7']").inner_text()
    # the help ends with the game's bot levels, one line each (issue 19)
    levels = page.locator("#cu-help-dialog .vk-help-levels li").all_inner_texts()
    assert len(levels) == 5 and levels[0] == "Level 1: Beginner — Keeps or changes its card at random.", levels
    assert levels[4].startswith("Level 5: Expert — "), levels
    page.keyboard.press("Escape")
    assert not page.locator("#cu-help-dialog[open]").count()


def test_hot_seat_keep_is_undone_from_the_hand_over_screen(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "cucco")
    start_game(page, 3, "start=0 deck=3,7,5,8,9,10", humans=["Aki", "Ben", "Cy"])
    if page.locator("#handover:not([hidden])").count():
        page.locator("#handover-ready").click()
    page.locator("#cu-keep:visible").click()  # a keep shows nothing: Aki may take it back
    page.locator("#handover:not([hidden])").wait_for()
    assert page.locator("#handover-undo").inner_text() == "↶ Undo (Aki)"  # core.aside: 「元に戻す（Aki）」 in Japanese
    page.locator("#handover-undo").click(timeout=5_000)
    page.locator("#handover").wait_for(state="hidden")
    page.locator("#cu-change:visible").wait_for()
    assert "Aki" in page.locator("#cu-hand-who").inner_text()


def test_hot_seat_deal_with_reload_mid_deal(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "cucco")
    # Aki (start) is dealt 3, Ben 7, Cy 5; the next deal's hands are plain 8, 9, 10,
    # so it cannot end by itself (a Cuckoo ends a deal at once) before the table is read
    start_game(page, 3, "start=0 deck=3,7,5,8,9,10", humans=["Aki", "Ben", "Cy"])

    def act_as(name: str, action: str, expect_card: str, face_up: int = 1) -> None:
        state = wait_for_turn_or_end(page, "#cu-last:not([hidden])")
        if state == "handover":
            handover = page.locator("#handover")
            assert f"Pass the device to {name}" in handover.inner_text()
            # nobody's card is visible behind the hand-over screen
            assert not page.locator("#view-root").is_visible()
            page.locator("#handover-ready").click()
            page.locator("#handover").wait_for(state="hidden")
            state = wait_for_turn_or_end(page, "#cu-last:not([hidden])")
        assert state == "turn"
        assert page.locator("#cu-hand-title").inner_text() == "Your card"
        assert name in page.locator("#cu-hand-who").inner_text()
        assert hand_rank(page) == expect_card
        # only the cards this seat may know are face up on the table
        shown = page.eval_on_selector_all(".cu-seat .cu-card", "els => els.map(e => e.dataset.rank)")
        assert sum(1 for r in shown if r) == face_up, shown
        page.locator(f"#cu-{action}").click()

    act_as("Aki", "change", "3")
    # a change shows cards: no undo from the hand-over screen now
    page.locator("#handover:not([hidden])").wait_for()
    assert not page.locator("#handover-undo").count()
    # Aki received Ben's 7 and knows that Ben now holds the 3
    page.wait_for_function("location.hash.includes('@')")
    helpers.wait_idle(page)
    saved = helpers.saves(page)
    assert any(key.startswith("tabletop:cucco:") for key in saved)

    page.reload()
    helpers.wait_ready(page)
    page.wait_for_selector(".cu-felt .cu-seat, #handover:not([hidden])")

    act_as("Ben", "keep", "3", face_up=2)  # Ben also knows the 7 he gave Aki
    act_as("Cy", "keep", "5")
    page.wait_for_selector("#cu-last:not([hidden]), #handover:not([hidden])")
    # the deal's summary may show a moment before the hand-over to the next deal's player
    helpers.wait_idle(page)
    if page.locator("#handover:not([hidden])").count():
        page.locator("#handover-ready").click()
    page.locator("#cu-last:not([hidden])").wait_for()
    assert "deal 1" in page.locator("#cu-last-title").inner_text()
    rows = page.locator("#cu-last tbody tr")
    assert rows.count() == 3
    ben = page.locator("#cu-last tbody tr[data-seat='1']")
    assert "cu-penalised" in (ben.get_attribute("class") or "")
    assert "lowest" in ben.inner_text()
    assert page.locator("#cu-last tbody tr.cu-penalised").count() == 1
    # the deal's events: step back to Aki's request and see the seats light up
    steps = page.locator(".cu-step")
    assert steps.count() >= 5
    ask = page.locator(".cu-step[data-key='ask'] button").first
    ask.click()
    assert "Aki asks Ben" in page.locator("#cu-caption").inner_text()
    assert page.locator(".cu-seat.cu-hl-actor[data-seat='0']").count() == 1
    assert page.locator(".cu-seat.cu-hl-target[data-seat='1']").count() == 1
    page.screenshot(path="/tmp/cucco-hotseat.png", full_page=True)


LAYOUT = """(body) => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; };
  return {
    felt: box(document.querySelector(".cu-felt")),
    seats: [...document.querySelectorAll(".cu-felt .cu-seat")].map(box),
    mine: box(document.querySelector(".cu-felt .cu-seat.cu-me")),
    caption: box(document.querySelector("#cu-caption")),
    hand: box(document.querySelector("#cu-hand")),
    width: document.documentElement.scrollWidth,
  };
}"""


def test_embed_in_an_iframe_has_no_overlap_at_640_and_350_px(new_page: Any, helpers: Any, app_url: str) -> None:
    page = new_page()
    helpers.open_app(page, "cucco")
    start_game(page, 5, "start=0 deck=3,7,5,8,9,10,2,4,6,1,0")
    page.locator("#cu-keep:visible").click()
    page.wait_for_function("location.hash.includes('@')")
    helpers.wait_idle(page)
    save = next(v for k, v in helpers.saves(page).items() if k.startswith("tabletop:cucco:"))
    link = Save.from_json(json.dumps(save)).encode_link()
    for width in (640, 350):
        page.set_viewport_size({"width": width, "height": 900})
        page.set_content(
            f"<body style='margin:0'><iframe src='{app_url}?embed#/cucco/{link}' "
            f"style='border:0;width:{width}px;height:1800px'></iframe></body>"
        )
        frame = page.frame_locator("iframe")
        frame.locator(".cu-felt .cu-seat").first.wait_for(timeout=90_000)
        frame.locator("#embed-play").click()  # the reader plays on: the player's hand shows too
        frame.locator("#cu-hand").wait_for()
        got = frame.locator("body").evaluate(LAYOUT)
        top, bottom, left, right = got["felt"]
        assert len(got["seats"]) == 5
        for s_top, s_bottom, s_left, s_right in got["seats"]:
            assert s_top >= top - 1 and s_bottom <= bottom + 1, f"{width}px: a seat sticks out of the table"
            assert s_left >= left - 1 and s_right <= right + 1, f"{width}px: a seat sticks out of the table"
        seats = got["seats"]
        for i, a in enumerate(seats):
            for b in seats[i + 1 :]:
                overlap = min(a[1], b[1]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[2], b[2]) > 1
                assert not overlap, f"{width}px: two seats overlap"
        assert got["caption"][0] >= bottom - 1 and got["hand"][0] >= got["caption"][1] - 1
        assert got["width"] <= width, f"{width}px: the embed scrolls sideways"
        # the reader's seat, alone on the first row, sits in the middle of the table (not at its left)
        mine_middle, felt_middle = sum(got["mine"][2:]) / 2, (left + right) / 2
        assert abs(mine_middle - felt_middle) <= 4, (
            f"{width}px: your seat is off centre ({mine_middle} vs {felt_middle})"
        )
        page.screenshot(path=f"/tmp/cucco-embed-{width}.png", full_page=True)


#: the line boxes of each cell of the last showdown's table
#: (the result cell holds the result and, on a phone, the penalty under it: each counts alone)
SHOWDOWN_LINES = """() => [...document.querySelectorAll(
  '#cu-last th, #cu-last td:not(.cu-last-why), #cu-last .cu-last-why-text, #cu-last .cu-last-fate-under'
)].filter((cell) => cell.getClientRects().length).map((cell) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0 && r.height < 30).map((r) => Math.round(r.top)));
  return [cell.textContent, tops.size];
}).filter(([text]) => text.trim())"""


def test_the_showdown_table_cuts_no_japanese_word_at_390px(new_page: Any, helpers: Any) -> None:
    """The cells wrap between words only: "最小のカード" was cut mid-word ("最小のカー / ド") at 390 px."""
    seats = [{"name": "", "bot": None}, {"name": "", "bot": None}, {"name": "", "bot": None}]
    setup = "start=0 deck=3,7,-1,9,5,2,8,0,10,4,6,1 coins=25,25,25"
    link = Save("cucco", 3, {"setup": setup}, 1, ((0, "keep"), (1, "keep"), (2, "keep")), {"seats": seats})
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'ja');", viewport={"width": 390, "height": 844})
    helpers.open_app(page, f"cucco/{link.encode_link()}")
    if page.locator("#handover-ready").is_visible():
        page.locator("#handover-ready").click()
    page.wait_for_selector("#cu-last:not([hidden])")
    page.locator("#cu-last").screenshot(path="/tmp/cucco-showdown-ja-390.png")
    cells = page.evaluate(SHOWDOWN_LINES)
    assert any("最小のカード" in text for text, _ in cells) and any("支払い" in text for text, _ in cells), cells
    assert all(lines == 1 for _, lines in cells), [c for c in cells if c[1] != 1]
    scroll = page.locator("#cu-last .cu-table-scroll")
    assert scroll.evaluate("e => e.scrollWidth <= e.clientWidth"), "the table fits, with no sideways scroll"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_helps_deck_table_fits_390px(new_page: Any, helpers: Any, lang: str) -> None:
    """The effect column's header did not wrap, so at 390 px the table ran past the dialog's edge
    and cut every effect off on the right."""
    page = new_page(
        init_script=f"localStorage.setItem('tabletop.lang', '{lang}');", viewport={"width": 390, "height": 844}
    )
    helpers.open_app(page, "cucco")
    start_game(page, 3, "start=0 deck=9,8,7")
    page.locator("#cu-help").click()
    table = page.locator("#cu-deck-table")
    table.wait_for()
    table.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/cucco-help-deck-{lang}-390.png")
    width, room = table.evaluate("t => [t.getBoundingClientRect().width, t.parentElement.clientWidth]")
    assert width <= room, (width, room)


#: everything that must not cover something else, as boxes: the header's chips and Rules button,
#: each seat (with its ▲ / ● / ✗ mark), the deck, pot and discard with their labels, the panels
#: under the table; what sticks out of the screen, and whether the page scrolls sideways
OVERLAPS = """() => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const shown = (e) => !!e && e.getClientRects().length > 0;
  const parts = [];
  const add = (name, e) => { if (shown(e)) parts.push([name, box(e)]); };
  document.querySelectorAll(".cu-info-item").forEach((e, i) => add(`chip ${i + 1}`, e));
  add("Rules button", document.querySelector("#cu-help"));
  for (const seat of document.querySelectorAll(".cu-felt .cu-seat")) {
    const b = box(seat);
    const mark = seat.querySelector(".cu-hl-mark");
    if (shown(mark)) { const m = box(mark); b[0] = Math.min(b[0], m[0]); b[1] = Math.min(b[1], m[1]); b[2] = Math.max(b[2], m[2]); b[3] = Math.max(b[3], m[3]); }
    parts.push([`seat ${seat.dataset.seat}`, b]);
  }
  for (const sel of [".cu-deck", ".cu-pot", ".cu-discard", "#cu-caption", "#cu-hl-legend", "#cu-hand", "#cu-events", "#cu-last", "#cu-results"]) add(sel, document.querySelector(sel));
  const bad = [];
  const W = innerWidth;
  if (document.documentElement.scrollWidth > W) bad.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  for (const [name, [l, , r]] of parts) if (l < -0.5 || r > W + 0.5) bad.push(`${name} sticks out of the screen (${Math.round(l)}..${Math.round(r)})`);
  parts.forEach(([a, p], i) => parts.slice(i + 1).forEach(([b, q]) => {
    const x = Math.min(p[2], q[2]) - Math.max(p[0], q[0]);
    const y = Math.min(p[3], q[3]) - Math.max(p[1], q[1]);
    if (x > 0.5 && y > 0.5) bad.push(`${a} covers ${b} (${Math.round(x)}x${Math.round(y)} px)`);
  }));
  return bad;
}"""


def layout_problems(page: Any, every_step: bool = False) -> list[str]:
    """OVERLAPS now, and with ``every_step`` at each event of the deal (its seats light up)."""
    bad: list[str] = page.evaluate(OVERLAPS)
    if every_step:
        steps = page.locator(".cu-step-btn")
        for i in range(steps.count()):
            steps.nth(i).evaluate("b => b.click()")  # a click would scroll the page to the button
            key = steps.nth(i).evaluate("b => b.closest('.cu-step').dataset.key")
            bad += [f"{problem} (event {i + 1}: {key})" for problem in page.evaluate(OVERLAPS)]
        steps.last.evaluate("b => b.click()")
    return bad


def second_deal_link(players: int) -> str:
    """Deal 1 played (every seat kept), deal 2 up to the human's turn (seat 0; the others are bots,
    with nothing left to think): the showdown's table, a discard pile and the deal's events."""
    seats = [{"name": "", "bot": None}] + [{"name": "", "bot": {"level": 3}} for _ in range(players - 1)]
    setup = "start=0 deck=3,7,-1,9,5,2,8,0,10,4,6,1,11,12,13,14 coins=" + ",".join(["25"] * players)
    moves = tuple((s, "keep") for s in range(players)) + tuple((s, "keep") for s in range(1, players))
    return Save("cucco", players, {"setup": setup}, 1, moves, {"seats": seats}).encode_link()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_table_fits_a_phone_after_a_showdown(new_page: Any, helpers: Any, lang: str) -> None:
    """At 390 px in Japanese the showdown's table (its words do not wrap) widened the whole view:
    the page scrolled sideways, a seat and the Rules button were cut."""
    page = new_page(
        init_script=f"localStorage.setItem('tabletop.lang', '{lang}');", viewport={"width": 390, "height": 844}
    )
    helpers.open_app(page, f"cucco/{second_deal_link(3)}")
    page.locator("#cu-keep:visible").wait_for()
    assert page.locator("#cu-last:not([hidden]) tbody tr").count() == 3
    for width in (390, 360):
        page.set_viewport_size({"width": width, "height": 844})
        bad = layout_problems(page)
        page.screenshot(path=f"/tmp/cucco-phone-{lang}-{width}.png", full_page=True)
        assert not bad, f"{width} px: {bad}"
        # each cell's words stay whole, the penalty under the result
        lines = page.evaluate(SHOWDOWN_LINES)
        assert all(n == 1 for _, n in lines), lines


def open_second_deal(new_page: Any, helpers: Any, players: int, embed: bool, lang: str = "en") -> Any:
    """A page on second_deal_link, as an embed (its reader plays on) or the app's own page.
    Motion reduced: the seats' transitions would be measured half-way."""
    page = new_page(
        init_script=f"localStorage.setItem('tabletop.lang', '{lang}');",
        viewport={"width": 1400, "height": 900},
        reduced_motion="reduce",
    )
    helpers.open_app(page, f"cucco/{second_deal_link(players)}", query="?embed" if embed else "")
    if embed:
        page.locator("#embed-play").click()
    page.locator("#cu-keep:visible").wait_for()
    assert page.locator(".cu-discard").count() == 1
    return page


@pytest.mark.parametrize(("players", "embed"), [(3, False), (3, True), (6, True)])
def test_the_discard_pile_stays_in_sight_from_360_to_1400_px(
    new_page: Any, helpers: Any, players: int, embed: bool
) -> None:
    """At about 700 px the deck, pot and discard wrapped onto two rows and the bottom seat (yours)
    covered the discard; in an embed its felt (463 px at most) let the side seats cover it too."""
    page = open_second_deal(new_page, helpers, players, embed)
    failures = {}
    for width in range(1400, 359, -10):
        page.set_viewport_size({"width": width, "height": 900})
        bad = [p for p in layout_problems(page) if any(k in p for k in (".cu-deck", ".cu-pot", ".cu-discard"))]
        if bad:
            failures[width] = bad
    page.set_viewport_size({"width": 700, "height": 900})
    page.screenshot(path=f"/tmp/cucco-centre-{players}{'-embed' if embed else ''}-700.png")
    assert not failures, failures


@pytest.mark.parametrize("embed", [False, True])
def test_a_lit_seat_covers_neither_the_header_nor_the_caption(new_page: Any, helpers: Any, embed: bool) -> None:
    """At 1280 px the top seat, lit up for an event (scale 1.05, and its "▲" above it), covered the
    header's chips ("Children's tim▲"); the bottom seat, yours, the caption under the table."""
    page = open_second_deal(new_page, helpers, 4, embed)
    # the top seat (seat 2, across from the reader) is the actor of an event of the deal
    page.locator(".cu-step[data-key='keep'] .cu-step-btn").filter(has_text="Bot 3").first.evaluate("b => b.click()")
    assert page.locator(".cu-seat[data-seat='2'] .cu-hl-mark").inner_text() == "▲"
    top, chips = page.evaluate(
        """() => [document.querySelector(".cu-seat[data-seat='2']").getBoundingClientRect().top,
                  Math.max(...[...document.querySelectorAll('.cu-info-item')].map((e) => e.getBoundingClientRect().bottom))]"""
    )
    assert top > chips, (top, chips)
    page.screenshot(path=f"/tmp/cucco-lit-top-seat{'-embed' if embed else ''}-1400.png")
    failures = {}
    for width in (1400, 1280, 1024, 800, 700, 390):
        page.set_viewport_size({"width": width, "height": 900})
        bad = layout_problems(page, every_step=True)
        if bad:
            failures[width] = bad
    assert not failures, failures


#: the texts of the page's live regions made by viewkit's announcer (the view's screen-reader readout)
ANNOUNCED = "() => [...document.querySelectorAll('[data-viewkit-announcer]')].map((e) => e.textContent)"


def test_a_finished_game_has_no_deck_and_no_stale_turn_announcement(new_page: Any, helpers: Any) -> None:
    """After the game ended the table still drew a face-down deck "0 cards", and the screen
    reader's live region still read "Your turn: change with the next player, or keep your card?"."""
    # two coins each: Player 2's keep ends deal 3 with Bot 1 broke, and the game (see the log)
    seats = [{"name": "", "bot": {"level": 1}}, {"name": "", "bot": None}, {"name": "", "bot": {"level": 1}}]
    moves = ((0, "keep"), (1, "keep"), (2, "keep"), (1, "keep"), (2, "keep"), (0, "keep"), (2, "keep"))
    setup = "start=0 deck=3,7,-1,9,5,2,8,0,10,4,6,1 coins=2,2,2"
    link = Save("cucco", 3, {"setup": setup}, 1, moves, {"seats": seats}).encode_link()
    page = new_page()
    helpers.open_app(page, f"cucco/{link}")
    page.locator("#cu-keep:visible").wait_for()
    page.wait_for_function(f"({ANNOUNCED})().some((t) => t.startsWith('Your turn'))")
    assert page.locator(".cu-centre .cu-deck").count() == 1
    page.locator("#cu-keep").click()
    page.locator("#cu-over").wait_for()
    helpers.wait_idle(page)
    page.wait_for_timeout(100)  # an announcement is written on the next frame
    assert not any("Your turn" in text for text in page.evaluate(ANNOUNCED)), page.evaluate(ANNOUNCED)
    assert page.locator(".cu-centre .cu-deck").count() == 0
    assert "0 cards" not in page.locator("#cu-felt").inner_text()
