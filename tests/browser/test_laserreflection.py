"""Laser Reflection in a browser: the view (web/games/laserreflection/) on the
real shell and rules.

A known puzzle comes from a share link made in Python (the ``puzzle``
option), so every test knows what it plays; the solution is computed with
the project's solver from the clues the page shows. Screenshots go to
/tmp/lr-*.png.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "pylib") not in sys.path:
    sys.path.insert(0, str(ROOT / "pylib"))

from tabletop.core.save import Save  # noqa: E402
from tabletop.laserreflection import Board, Stock, Tile, solve  # noqa: E402
from tests.support.browser import out_of_sight  # noqa: E402

pytestmark = pytest.mark.browser

#: a 5×5 puzzle with exactly one solution (so that solo play offers hints)
PUZZLE = "/...\\\n.....\n|....\n../-.\n...#."
SOLO = [{"name": "Aki", "bot": None}]
CLOCK = re.compile(r"^\d+:\d\d\.\d$")


def puzzle_link(puzzle: str = PUZZLE, **options: Any) -> str:
    board = Board.parse(puzzle)
    opts = {"puzzle": puzzle, "size": board.size, "items": max(4, board.stock().total()), **options}
    return Save("laserreflection", 1, opts, 7, (), {"seats": SOLO}).encode_link()


def open_game(page: Any, helpers: Any, route: str, query: str = "") -> None:
    helpers.open_app(page, route, query=query)
    page.wait_for_selector(".lr-svg")


def start(page: Any) -> None:
    page.locator("#lr-start").click()
    page.wait_for_selector(".lr-edge[data-clue]")


def shown_clues(page: Any) -> dict[str, tuple[str, int]]:
    """The target clues drawn on the edge cells."""
    raw = page.eval_on_selector_all(".lr-edge[data-clue]", "els => els.map(e => [e.dataset.edge, e.dataset.clue])")
    out = {}
    for edge, clue in raw:
        colour, number = clue.split()
        out[edge] = (colour, int(number))
    return out


def grid_text(page: Any) -> str:
    """The board as text, read from the drawn tiles."""
    n = int(page.locator(".lr").get_attribute("data-size"))
    rows = [["."] * n for _ in range(n)]
    for cell, kind in page.eval_on_selector_all(
        ".lr-layer-tiles .lr-tile[data-cell]", "els => els.map(e => [e.dataset.cell, e.dataset.tile])"
    ):
        r, c = map(int, cell.split(","))
        rows[r][c] = kind
    return "\n".join("".join(row) for row in rows)


def cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f".lr-hit[data-cell='{r},{c}']")


def stock_item(page: Any, tile: str) -> Any:
    escaped = tile.replace("\\", "\\\\")  # a CSS string: the backslash mirror is "\\"
    return page.locator(f".lr-stock-item[data-tile='{escaped}']")


def place(page: Any, r: int, c: int, tile: str) -> None:
    """Select a kind in the stock, click an empty cell and wait for the tile."""
    stock_item(page, tile).click()
    cell(page, r, c).click()
    # (or the hand-over screen: the last tile of a hot-seat solve passes the device on)
    page.wait_for_selector(f".lr-layer-tiles .lr-tile[data-cell='{r},{c}'], #handover:not([hidden])")


def solve_by_clicks(page: Any) -> Board:
    clues = shown_clues(page)
    n = int(page.locator(".lr").get_attribute("data-size"))
    stock = {
        k: int(v)
        for k, v in page.eval_on_selector_all(".lr-stock-item", "els => els.map(e => [e.dataset.tile, e.dataset.all])")
    }
    warps = [
        tuple(map(int, w.split(",")))
        for w in page.eval_on_selector_all(".lr-layer-tiles .lr-tile-warp", "els => els.map(e => e.dataset.cell)")
    ]
    solutions = solve(clues, stock=Stock({Tile(k): v for k, v in stock.items()}), warps=warps, limit=1)
    assert solutions, "the solver finds the shown puzzle's solution"
    solution = solutions[0]
    assert solution.size == n
    for (r, c), tile in solution.tiles().items():
        place(page, r, c, tile.char)
    return solution


def clock_ms(page: Any) -> float:
    minutes, seconds = page.locator("#lr-time").inner_text().split(":")
    return int(minutes) * 60_000 + float(seconds) * 1000


def no_horizontal_overflow(page: Any) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), "the page scrolls sideways"


# ---------------------------------------------------------------------------


def test_route_reaches_ready_and_solo_game_starts(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "laserreflection")
    page.locator("#setup-players").select_option("1")
    page.locator("#opt-size").fill("6")
    page.locator("#opt-items").fill("5")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.wait_for_selector("#lr-start")
    assert page.locator(".lr-edge[data-clue]").count() == 0, "no clue before Start"
    assert page.locator("#lr-time").inner_text() == "0:00.0"
    start(page)
    assert page.locator(".lr-edge[data-clue]").count() == 24
    assert page.locator(".lr-stock-item").count() >= 3
    assert page.locator("#lr-giveup").is_visible()
    page.screenshot(path="/tmp/lr-solo-start.png", full_page=True)


def test_solo_puzzle_solved_by_clicks(new_page: Any, helpers: Any) -> None:
    page = new_page()
    open_game(page, helpers, f"laserreflection/{puzzle_link()}")
    assert "Start" in page.locator(".lr-cover").inner_text()
    start(page)
    assert shown_clues(page) == Board.parse(PUZZLE).clues(), "the link's puzzle"
    mismatches = page.locator(".lr-edge.lr-mismatch").count()
    assert mismatches > 0, "an empty grid matches no puzzle"
    # a beam: hover an edge and read its count and exit
    page.locator(".lr-hit[data-edge='L2']").hover()
    page.wait_for_selector(".lr-beam[data-beam='L2']")
    readout = page.locator("#lr-readout").inner_text()
    assert "left 3" in readout and "green 5" in readout and "right 3" in readout, readout
    page.screenshot(path="/tmp/lr-beam.png", full_page=True)
    solution = solve_by_clicks(page)
    page.wait_for_selector(".lr-banner-good")
    assert "Solved in" in page.locator("#lr-banner").inner_text()
    assert page.locator(".lr-edge.lr-mismatch").count() == 0
    assert Board.parse(grid_text(page)).clues() == solution.clues()
    # solo: next puzzle or stop; the puzzle's layout is revealed
    assert page.locator("#lr-continue").is_visible() and page.locator("#lr-stop").is_visible()
    assert page.locator("#lr-revealed .lr-mini").count() == 1
    assert CLOCK.match(page.locator("#lr-time").inner_text())
    page.screenshot(path="/tmp/lr-solved.png", full_page=True)
    page.locator("#lr-stop").click()
    page.wait_for_selector("#results:not([hidden])")
    assert "1 of 1 puzzle solved" in page.locator("#lr-banner").inner_text()
    assert page.locator("#lr-results tbody tr").count() == 1


def test_drag_keyboard_hint_and_help(new_page: Any, helpers: Any) -> None:
    page = new_page()
    open_game(page, helpers, f"laserreflection/{puzzle_link()}")
    start(page)

    def drag(source: Any, target: Any) -> None:
        a, b = source.bounding_box(), target.bounding_box()
        page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
        page.mouse.down()
        page.mouse.move(a["x"] + a["width"] / 2 + 20, a["y"] + a["height"] / 2 + 20, steps=4)
        page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=8)
        page.mouse.up()

    # keyboard: the cursor starts at the top-left cell
    board = page.locator("#lr-board")
    board.focus()
    page.keyboard.press("2")  # the second kind of the stock: "\"
    assert stock_item(page, "\\").get_attribute("aria-pressed") == "true"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_selector(".lr-tile[data-cell='1,1']")
    assert grid_text(page).split("\n")[1][1] == "\\"
    page.keyboard.press("/")
    page.keyboard.press("ArrowRight")
    page.keyboard.press(" ")
    page.wait_for_selector(".lr-tile[data-cell='1,2']")
    assert grid_text(page).split("\n")[1][:3] == ".\\/"
    page.keyboard.press("Delete")
    page.wait_for_function("!document.querySelector(\".lr-tile[data-cell='1,2']\")")
    # onto the edge ring: the beam of T2 is drawn
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    page.wait_for_selector(".lr-beam[data-beam='T2']")
    assert "top 3" in page.locator("#lr-readout").inner_text()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Backspace")
    page.wait_for_function("!document.querySelector('.lr-layer-tiles .lr-tile[data-cell]')")
    # drag from the stock onto a cell: put
    drag(stock_item(page, "#"), cell(page, 1, 1))
    page.wait_for_selector(".lr-tile[data-cell='1,1']")
    assert grid_text(page).split("\n")[1] == ".#..."
    # drag between cells: take + put
    drag(cell(page, 1, 1), cell(page, 1, 2))
    page.wait_for_function(
        "document.querySelector(\".lr-tile[data-cell='1,2']\") && !document.querySelector(\".lr-tile[data-cell='1,1']\")"
    )
    # drag off the board: take
    drag(cell(page, 1, 2), page.locator("#lr-stock-title"))
    page.wait_for_function("!document.querySelector('.lr-layer-tiles .lr-tile[data-cell]')")
    assert stock_item(page, "#").get_attribute("data-left") == "1"
    # drop a tile on another tile: they swap
    place(page, 0, 0, "/")
    place(page, 4, 4, "#")
    drag(cell(page, 0, 0), cell(page, 4, 4))
    page.wait_for_function("document.querySelector(\".lr-tile[data-cell='0,0']\")?.dataset.tile === '#'")
    assert grid_text(page) == "#....\n.....\n.....\n.....\n..../"
    cell(page, 0, 0).click()
    page.wait_for_function("!document.querySelector(\".lr-tile[data-cell='0,0']\")")
    cell(page, 4, 4).click()
    page.wait_for_function("!document.querySelector('.lr-layer-tiles .lr-tile[data-cell]')")

    # clicking a placed tile picks it up and selects its kind
    place(page, 3, 3, "|")
    cell(page, 3, 3).click()
    page.wait_for_function("!document.querySelector('.lr-layer-tiles .lr-tile[data-cell]')")
    assert stock_item(page, "|").get_attribute("aria-pressed") == "true"
    # a hint (solo, unique puzzle) places one tile of the solution
    page.locator("#lr-hint").click()
    page.wait_for_selector(".lr-layer-tiles .lr-tile[data-cell]")
    # help: ? opens it, Escape closes it
    board.focus()
    page.keyboard.press("?")
    dialog = page.locator("#lr-help-dialog")
    dialog.wait_for()
    assert "how to play" in dialog.inner_text() and "ring" in dialog.inner_text()
    page.screenshot(path="/tmp/lr-help.png")
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")


def test_time_limit_expiry_sends_timeout(new_page: Any, helpers: Any) -> None:
    page = new_page()
    page.clock.install()
    open_game(page, helpers, f"laserreflection/{puzzle_link(time_limit=2)}")
    start(page)
    place(page, 0, 0, "/")
    page.clock.run_for("02:01")
    page.wait_for_selector(".lr-banner-bad")
    assert "Time is up" in page.locator("#lr-banner").inner_text()
    log = page.locator(".log-list li").all_inner_texts()
    assert any("ran out of time" in line for line in log), log


def test_hot_seat_created_game_to_results(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "laserreflection")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-kind-1").select_option("human")
    page.locator("#seat-name-0").fill("Aki")
    page.locator("#seat-name-1").fill("Ben")
    page.locator("#opt-size").fill("5")
    page.locator("#opt-items").fill("4")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    handover = page.locator("#handover")

    def hand_over(to: str) -> None:
        handover.wait_for()
        assert f"Pass the device to {to}" in handover.inner_text()
        assert not page.locator(".lr").is_visible(), "nothing of the last screen shows"
        page.locator("#handover-ready").click()
        page.wait_for_selector(".lr-svg")

    def build(cells: list[tuple[int, int]]) -> str:
        page.wait_for_selector("#lr-ready")
        assert page.locator("#lr-title").inner_text() == "Build your puzzle"
        assert page.locator("#lr-ready").is_disabled()
        assert page.locator("#lr-readout").inner_text().startswith("Place every tile;")
        kinds = page.eval_on_selector_all(
            ".lr-stock-item", "els => els.flatMap(e => Array(+e.dataset.left).fill(e.dataset.tile))"
        )
        for (r, c), kind in zip(cells, kinds, strict=False):
            place(page, r, c, kind)
        assert page.locator("#lr-stock-title + .lr-stock-list + .lr-stock-left").inner_text() == "All tiles placed"
        page.mouse.move(0, 0)  # (no edge pointed at: the readout says what to do)
        assert page.locator("#lr-readout").inner_text() == "Every tile is placed: check the clues, then press Ready."
        return grid_text(page)

    hand_over("Aki")
    aki = build([(0, 0), (1, 3), (2, 1), (4, 4)])
    page.locator("#lr-verify").click()
    page.wait_for_selector("#lr-verdict:not([hidden])")
    assert re.search(r"one solution|2 or more|Could not verify", page.locator("#lr-verdict").inner_text())
    page.screenshot(path="/tmp/lr-build.png", full_page=True)
    page.locator("#lr-ready").click()
    hand_over("Ben")
    assert page.locator(".lr-layer-tiles .lr-tile[data-cell]").count() == 0, "Ben does not see Aki's grid"
    ben = build([(1, 1), (2, 3), (3, 0), (0, 4)])
    page.locator("#lr-ready").click()
    # round 1: Ben is still at the device, so he solves first (Aki's puzzle)
    page.wait_for_selector("#lr-start")
    assert "Aki's puzzle" in page.locator("#lr-title").inner_text()
    page.screenshot(path="/tmp/lr-start-cover.png", full_page=True)
    start(page)
    assert shown_clues(page) == Board.parse(aki).clues()
    solve_by_clicks(page)
    page.wait_for_timeout(300)
    hand_over("Aki")
    assert "Ben's puzzle" in page.locator("#lr-title").inner_text()
    # nothing Ben was shown or told is left for Aki (the readout, the announcer)
    page.wait_for_timeout(100)
    assert page.locator("#lr-readout").inner_text() == ""
    assert page.eval_on_selector_all(".lr [aria-live]", "els => els.map(e => e.textContent).join('')") == ""
    # Aki's race: Ben's result is not out before Aki's clock reaches it
    live = page.locator(".lr-live[data-seat='1']")
    assert live.get_attribute("data-status") in ("solving", "waiting"), live.inner_text()
    start(page)
    assert shown_clues(page) == Board.parse(ben).clues()
    page.locator("#lr-giveup").click()
    assert "Really" in page.locator("#lr-giveup").inner_text(), "give up asks once more"
    page.locator("#lr-giveup").click()
    # the table shows the running round too: wait for the round's recorded result, not the table
    page.wait_for_selector("#lr-results tbody .lr-res-gave_up")
    page.wait_for_selector("#results:not([hidden])")
    rows = page.locator("#lr-results tbody tr").all_inner_texts()
    assert len(rows) == 2
    assert rows[0].startswith("Ben") and "+120" in rows[0], rows
    assert rows[1].startswith("Aki") and "gave up" in rows[1] and "-60" in rows[1], rows
    assert "Ben wins!" in page.locator("#lr-banner").inner_text()
    assert page.locator("#results").is_visible(), "the shell's results too"
    assert page.locator("#lr-revealed .lr-mini").count() == 2
    page.screenshot(path="/tmp/lr-results.png", full_page=True)


def test_save_reload_resume_mid_puzzle(new_page: Any, helpers: Any) -> None:
    page = new_page()
    open_game(page, helpers, f"laserreflection/{puzzle_link()}")
    start(page)
    place(page, 0, 0, "/")
    page.wait_for_timeout(1500)
    place(page, 1, 2, "#")
    page.wait_for_function("location.hash.includes('@')")
    stored = helpers.saves(page)
    assert len(stored) == 1
    (save,) = stored.values()
    stamps = [int(text.rsplit("@", 1)[1]) for _, text in save["actions"] if "@" in text]
    assert stamps and stamps[-1] >= 1500, save["actions"]
    page.wait_for_timeout(2500)  # time away from the last stamp ...
    page.reload()
    helpers.wait_ready(page)
    page.wait_for_selector(".lr-edge[data-clue]")
    assert not page.locator(".lr-cover").is_visible(), "the puzzle goes on, no new Start"
    assert grid_text(page).split("\n")[:2] == ["/....", "..#.."]
    page.wait_for_timeout(300)
    # ... counts: the clock goes on from when the puzzle was shown, not from the last stamp
    assert clock_ms(page) >= stamps[-1] + 2500, (clock_ms(page), stamps)
    page.screenshot(path="/tmp/lr-resumed.png", full_page=True)


def test_share_link_gives_the_same_puzzle(new_page: Any, helpers: Any) -> None:
    page = new_page()
    open_game(page, helpers, f"laserreflection/{puzzle_link()}")
    start(page)
    place(page, 2, 2, "\\")
    page.locator("#share").click()
    url = page.locator("#share-url").input_value()
    page.keyboard.press("Escape")
    other = new_page()
    other.goto(url)
    helpers.wait_ready(other)
    other.wait_for_selector(".lr-edge[data-clue]")
    assert shown_clues(other) == Board.parse(PUZZLE).clues()
    assert grid_text(other).split("\n")[2] == "..\\..", "the position too"


def test_embed_mode_shows_only_the_game(new_page: Any, helpers: Any) -> None:
    page = new_page(viewport={"width": 420, "height": 760})
    open_game(page, helpers, f"laserreflection/{puzzle_link()}", query="?embed")
    for selector in (".topbar", ".table-bar", ".side", ".footer"):
        assert not page.locator(selector).is_visible(), selector
    assert out_of_sight(page, ".table-head"), "the game's title is the embed's h1 for screen readers only"
    page.locator("#embed-play").click()  # the reader plays the puzzle
    start(page)
    assert page.locator(".lr-edge[data-clue]").count() == 20
    no_horizontal_overflow(page)
    box = page.locator("#lr-board").bounding_box()
    assert box["width"] <= 420 and box["width"] > 300
    page.screenshot(path="/tmp/lr-embed.png", full_page=True)
    solve_by_clicks(page)
    page.wait_for_selector(".lr-banner-good")
    assert helpers.saves(page) == {}, "an embed never saves"


@pytest.mark.parametrize(
    ("width", "height", "scheme", "lang", "size"),
    [(360, 740, "light", "ja-JP", 12), (768, 1024, "dark", "en-US", 8), (1440, 900, "light", "en-US", 10)],
)
def test_layout_at_several_sizes(
    new_page: Any, helpers: Any, width: int, height: int, scheme: str, lang: str, size: int
) -> None:
    page = new_page(viewport={"width": width, "height": height}, color_scheme=scheme, locale=lang)
    opts = {"size": size, "items": size + 4, "black_holes": True, "warps": True, "triangles": True, "unique": False}
    link = Save("laserreflection", 1, opts, 11, ((0, "start"),), {"seats": SOLO}).encode_link()
    open_game(page, helpers, f"laserreflection/{link}")
    page.wait_for_selector(".lr-edge[data-clue]")
    assert page.locator(".lr-edge[data-clue]").count() == 4 * size
    no_horizontal_overflow(page)
    board = page.locator("#lr-board").bounding_box()
    assert board["width"] <= width and board["width"] >= min(width - 40, 300)
    page.locator(".lr-hit[data-edge='L0']").hover()
    page.screenshot(path=f"/tmp/lr-{width}x{height}-{scheme}-{size}.png", full_page=True)


def test_touch_taps_place_pick_up_and_pin_a_beam(new_page: Any, helpers: Any) -> None:
    page = new_page(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    open_game(page, helpers, f"laserreflection/{puzzle_link()}")
    page.locator("#lr-start").tap()
    page.wait_for_selector(".lr-edge[data-clue]")
    no_horizontal_overflow(page)
    stock_item(page, "#").tap()
    cell(page, 2, 2).tap()
    page.wait_for_selector(".lr-tile[data-cell='2,2']")
    # a tap on an edge pins its beam until tapped again
    page.locator(".lr-hit[data-edge='L2']").tap()
    page.wait_for_selector(".lr-beam[data-beam='L2']")
    assert "yellow 5" in page.locator("#lr-readout").inner_text(), "the square sends L2's beam back"
    page.screenshot(path="/tmp/lr-phone-touch.png", full_page=True)
    page.locator(".lr-hit[data-edge='L2']").tap()
    page.wait_for_selector(".lr-beam", state="detached")
    cell(page, 2, 2).tap()
    page.wait_for_function("!document.querySelector('.lr-layer-tiles .lr-tile[data-cell]')")


# ---------------------------------------------------------------------------
# the clock across reloads and tabs, the private race, the embed stepper, layout


def test_clock_survives_a_reload_and_a_new_tab_with_the_time_away(new_page: Any, helpers: Any) -> None:
    page = new_page()
    open_game(page, helpers, f"laserreflection/{puzzle_link()}")
    start(page)
    page.wait_for_timeout(1000)
    place(page, 0, 0, "/")  # stamped about 1 s
    page.wait_for_function("location.hash.includes('@')")
    page.wait_for_timeout(3000)
    page.reload()
    helpers.wait_ready(page)
    page.wait_for_selector(".lr-edge[data-clue]")
    page.wait_for_timeout(200)
    assert clock_ms(page) >= 4000, "the clock did not turn back to the last stamp"
    stored = page.evaluate("JSON.parse(localStorage.getItem('tabletop.laserreflection.clocks'))")
    assert len(stored) == 1 and next(iter(stored)).startswith(page.evaluate("location.hash.split('@')[1]"))
    # another tab of the same browser opens the saved game: the same clock
    other = page.context.new_page()
    other.goto(page.url)
    helpers.wait_ready(other)
    other.wait_for_selector(".lr-edge[data-clue]")
    other.wait_for_timeout(200)
    assert clock_ms(other) >= 4200
    # the rules help says so
    other.locator("#lr-help").click()
    assert "keeps running while the game is closed" in other.locator("#lr-help-clock").inner_text()
    assert "counts both its cells" in other.locator("#lr-help-dialog").inner_text()
    other.close()


def race_link(**options: Any) -> str:
    seats = [{"name": "Aki", "bot": None}, {"name": "Robo", "bot": {"name": "solver", "strength": 3}}]
    opts = {"mode": "random", "size": 5, "items": 4, "rounds": 1, **options}
    return Save("laserreflection", 2, opts, 5, (), {"seats": seats}).encode_link()


def test_a_bots_time_is_shown_only_when_my_clock_reaches_it(new_page: Any, helpers: Any) -> None:
    page = new_page()
    page.clock.install()
    open_game(page, helpers, f"laserreflection/{race_link()}")
    page.wait_for_selector("#lr-start")
    page.wait_for_timeout(1500)  # the bot has solved by now (simultaneous: it does not wait)
    start(page)
    robo = page.locator(".lr-live[data-seat='1']")
    assert robo.get_attribute("data-status") == "solving", robo.inner_text()
    log = " ".join(page.locator(".log-list li").all_inner_texts())
    assert "Robo solved" not in log and "Robo gave up" not in log, log
    page.screenshot(path="/tmp/lr-race-early.png", full_page=True)
    # ten minutes later on my clock (the bot has long finished): my next move shows its result
    page.clock.run_for("09:00")
    stock_item(page, "#").click()
    cell(page, 0, 0).click()
    page.wait_for_selector(".lr-live[data-seat='1']:not([data-status='solving'])")
    assert robo.get_attribute("data-status") in ("solved", "gave_up"), robo.inner_text()
    page.screenshot(path="/tmp/lr-race-due.png", full_page=True)


def stored_save(page: Any) -> Save | None:
    """The game the shell stored (once a first move was made, the bot's included)."""
    text = page.evaluate(
        "() => { const k = Object.keys(localStorage).find(k => k.startsWith('tabletop:laserreflection:'));"
        " return k ? localStorage.getItem(k) : null; }"
    )
    return Save.from_json(text) if text else None


def bot_result(page: Any) -> tuple[str, int] | None:
    """The bot's status and time in the stored game (replayed in Python), once it has finished."""
    save = stored_save(page)
    if save is None:
        return None
    seat = save.replay().seats[1]  # type: ignore[attr-defined]
    return (seat.status.value, int(seat.clock)) if seat.status.value in ("solved", "gave_up", "timeout") else None


def robo_badge(page: Any) -> bool:
    """Whether the shell's players panel shows Robo "to play"."""
    return page.locator(".players-list li[data-seat='1'] .badge-turn").count() == 1


def idle_for(page: Any, ms: int) -> None:
    """Let ``ms`` pass on the page's (fake) clock, with no move, and let the polls it starts be answered."""
    page.clock.run_for(ms)
    page.wait_for_timeout(400)
    page.clock.run_for(1100)  # one more poll, asked at the final time
    page.wait_for_timeout(600)


def test_a_bots_result_shows_when_due_while_i_sit_idle(new_page: Any, helpers: Any) -> None:
    """No move of mine: the view asks for the snapshot at my clock, once a second, while a rival races."""
    page = new_page()
    page.clock.install()
    open_game(page, helpers, f"laserreflection/{race_link()}")
    page.wait_for_selector("#lr-start")
    found = None
    for _ in range(100):  # the bot races at once (a simultaneous phase); its moves are stored
        found = bot_result(page)
        if found:
            break
        page.wait_for_timeout(200)
    assert found, "the bot did not finish"
    status, due = found
    assert due > 6000, due
    # before my start: the bot still races on my screen and in the shell's panel
    assert robo_badge(page), "the badge tells that the bot finished before my clock ran"
    start(page)
    robo = page.locator(".lr-live[data-seat='1']")
    assert robo.get_attribute("data-status") == "solving"
    # idle until shortly before the bot's time: nothing shows yet
    idle_for(page, due - 3000)
    assert clock_ms(page) < due
    assert robo.get_attribute("data-status") == "solving", robo.inner_text()
    assert robo_badge(page)
    log = " ".join(page.locator(".log-list li").all_inner_texts())
    assert "Robo" not in log, log
    page.screenshot(path="/tmp/lr-idle-early.png", full_page=True)
    # idle past it: the result shows, the badge goes, and I made no move (nothing stored since start)
    before = stored_save(page)
    assert before is not None
    idle_for(page, 2500)
    assert clock_ms(page) >= due
    page.wait_for_selector(f".lr-live[data-seat='1'][data-status='{status}']", timeout=5000)
    if status == "solved":
        assert re.search(r"\d+:\d\d\.\d", robo.inner_text()), robo.inner_text()
    page.wait_for_function("!document.querySelector(\".players-list li[data-seat='1'] .badge-turn\")", timeout=5000)
    assert page.locator(".players-list li[data-seat='0'] .badge-turn").count() == 1, "I still play"
    after = stored_save(page)
    assert after is not None and after.actions == before.actions, "the result showed without a move"
    page.screenshot(path="/tmp/lr-idle-due.png", full_page=True)


def test_giving_up_shows_the_race(new_page: Any, helpers: Any) -> None:
    page = new_page()
    open_game(page, helpers, f"laserreflection/{race_link()}")
    page.wait_for_selector("#lr-start")
    page.wait_for_timeout(1500)
    start(page)
    assert page.locator(".lr-live[data-seat='1']").get_attribute("data-status") == "solving"
    page.locator("#lr-giveup").click()
    page.locator("#lr-giveup").click()
    page.wait_for_selector("#lr-results tbody .lr-res-gave_up")  # the round's result, not the live table
    rows = page.locator("#lr-results tbody tr").all_inner_texts()
    assert any(r.startswith("Robo") for r in rows), rows
    log = " ".join(page.locator(".log-list li").all_inner_texts())
    assert "Round 1: Robo" in log, log


def test_embed_step_zero_shows_the_board(new_page: Any, helpers: Any) -> None:
    board = Board.parse(PUZZLE)
    opts = {"puzzle": PUZZLE, "size": board.size, "items": 4}
    save = Save("laserreflection", 1, opts, 7, ((0, "start"), (0, "put 0,0 / @900")), {"seats": SOLO})
    page = new_page(viewport={"width": 420, "height": 760})
    open_game(page, helpers, f"laserreflection/{save.encode_link()}", query="?embed")
    page.locator("#step-first").click()
    page.wait_for_function("/^move 0 /.test(document.querySelector('#step-count')?.textContent || '')")
    page.wait_for_timeout(300)
    assert not page.locator(".lr-cover").is_visible(), "no blurred cover over a replayed step"
    assert page.locator("#lr-board").is_visible()
    page.screenshot(path="/tmp/lr-embed-step0.png", full_page=True)
    page.locator("#step-last").click()
    page.wait_for_function("/^move 2 /.test(document.querySelector('#step-count')?.textContent || '')")
    # a reader of a solo game watches its only seat: the puzzle's clues and the tile just put
    page.wait_for_selector(".lr-tile[data-cell='0,0']")
    assert page.locator(".lr-edge[data-clue]").count() == 4 * board.size
    page.locator("#embed-play").click()  # the reader plays on: the player's own grid
    page.wait_for_selector(".lr-tile[data-cell='0,0']")


@pytest.mark.parametrize(("width", "locale"), [(1280, "en-US"), (390, "ja-JP")])
def test_one_players_panel_and_no_jump_when_hints_appear(new_page: Any, helpers: Any, width: int, locale: str) -> None:
    page = new_page(viewport={"width": width, "height": 900}, locale=locale)
    open_game(page, helpers, f"laserreflection/{puzzle_link()}")
    start(page)
    assert page.locator(".lr-players").count() == 0, "the shell's players panel is the only one"
    where = "document.querySelector('#lr-board').getBoundingClientRect().top + window.scrollY"
    top = page.evaluate(where)
    page.locator("#lr-hint").click()
    page.wait_for_selector("#lr-hints:not(.lr-reserved)")
    assert page.evaluate(where) == top, "the board moved when the hint count appeared"
    page.screenshot(path=f"/tmp/lr-hints-{width}-{locale}.png", full_page=True)
