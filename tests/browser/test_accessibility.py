"""Accessibility checked by axe-core (pinned in package.json, injected by the test, never shipped).

In English at 1280 px and in Japanese at 390 px, one page per language visits the lobby,
every game's set-up form, its table after Start (default options, the second seat a bot),
its table at the end of a finished game, a hot-seat hand-over screen and an embed with
its stepper; the lab (lab.html) is checked in one visit in both languages. axe-core runs
its default rules (WCAG A and AA and its best practices) and must find no violation of any
impact: no rule is left out. A failure lists every violation: page, rule id, impact, what it
means, the selectors of the first elements and how to fix the first, so it says what to fix.
Games start with a random seed, as a player's do: a violation that only some positions show
may pass once and fail another time; the message says on which page it was.
Screenshots: /tmp/axe-*.png.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.core.bots import bot_move, bot_names, make_bot
from tabletop.core.rng import Rng
from tabletop.core.save import Match
from tests.browser.test_examples_ui import HELP
from tests.browser.test_lab import lab_ready
from tests.support.views import view_ids

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
VIEWS = view_ids()
GAMES = [g for g in VIEWS if g in tabletop.GAMES]
RUNS = [("en", 1280), ("ja", 390)]
#: the impacts a page must not have: all of axe-core's
ASSERTED = ("critical", "serious", "moderate", "minor")
#: a whole game replayed from its link, at the end, must show its results within this
RESULTS_TIMEOUT_MS = 60_000

RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(" "), summary: n.failureSummary || "" })),
  }));
}"""


def check(page: Any, where: str) -> list[str]:
    """axe-core's violations on the page as it is now, one readable line each (empty: none)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found = []
    for v in page.evaluate(RUN_AXE):
        if v["impact"] not in ASSERTED:
            continue
        nodes = v["nodes"]
        first = nodes[0]["summary"].replace("\n", " ")
        targets = ", ".join(n["target"] for n in nodes[:4]) + (f" (+{len(nodes) - 4})" if len(nodes) > 4 else "")
        found.append(f"{where}: {v['id']} [{v['impact']}] {v['help']} -- {targets} -- {first}")
    return found


def bot_link(game_id: str, *, moves: int | None = None, humans: bool = False) -> str:
    """A share link of a two-seat game played by strength-1 bots: to its end, or ``moves`` moves.
    ``humans``: the seats are people's (a hot-seat game)."""
    game = tabletop.get_game(game_id)
    players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
    bot = {"name": bot_names(game_id)[0], "strength": 1}
    seats = [{"name": f"Player {i + 1}", "bot": None if humans else bot} for i in range(players)]
    match = Match(game, players, {}, 4242, {"seats": seats})
    bots = [make_bot(game_id, bot["name"], 1) for _ in range(players)]
    rng = Rng(4242)
    played = 0
    while not match.state.is_over() and (moves is None or played < moves):
        p = match.state.active_players()[0]
        match.apply(p, bot_move(bots[p], match.state, p, rng))
        played += 1
    return match.to_save().encode_link()


def test_axe_is_installed() -> None:
    assert AXE.is_file(), "node_modules/axe-core is missing: run npm ci (scripts/test does)"
    assert len(GAMES) >= 5, VIEWS


@pytest.mark.parametrize(("lang", "width"), RUNS, ids=[f"{lang}-{w}" for lang, w in RUNS])
def test_app_pages_have_no_accessibility_violations(new_page: Any, helpers: Any, lang: str, width: int) -> None:
    page = new_page(
        viewport={"width": width, "height": 900},
        init_script=(
            f"localStorage.setItem('tabletop.lang', {json.dumps(lang)});"
            "localStorage.setItem('tabletop.pace', 'instant');"
        ),
    )
    tag = f"{lang}-{width}"
    helpers.open_app(page)
    assert page.evaluate("document.documentElement.lang") == lang
    found = check(page, f"lobby {tag}")
    for game_id in GAMES:
        helpers.navigate(page, game_id)
        page.locator("#start-game").wait_for()
        found += check(page, f"{game_id} set-up {tag}")
        page.locator("#start-game").click()
        helpers.wait_ready(page)
        helpers.wait_idle(page)
        found += check(page, f"{game_id} table {tag}")
        page.screenshot(path=f"/tmp/axe-{game_id}-{tag}.png")
        # the rules help: tables that scroll sideways at 390 px, worked examples
        page.locator(HELP[game_id]).click()
        page.locator("dialog.vk-help[open] .vk-help-body > *").first.wait_for()
        found += check(page, f"{game_id} rules help {tag}")
        page.keyboard.press("Escape")
        page.locator("dialog.vk-help[open]").wait_for(state="hidden")
        helpers.navigate(page, f"{game_id}/{bot_link(game_id)}")
        page.wait_for_selector("#results:not([hidden])", timeout=RESULTS_TIMEOUT_MS)
        helpers.wait_idle(page)
        found += check(page, f"{game_id} game over {tag}")
    # the hot-seat hand-over screen: a game between two people, opened between their moves
    helpers.navigate(page, f"magiccircle/{bot_link('magiccircle', moves=3, humans=True)}")
    page.locator("#handover:not([hidden])").wait_for()
    found += check(page, f"hand-over {tag}")
    page.screenshot(path=f"/tmp/axe-handover-{tag}.png", full_page=True)
    # an embed with its stepper (a page of its own: ?embed is read at load)
    helpers.open_app(page, f"roomtwentyfive/{bot_link('roomtwentyfive', moves=12)}", query="?embed")
    page.locator("#step-count").wait_for()
    helpers.wait_idle(page)
    found += check(page, f"embed {tag}")
    page.screenshot(path=f"/tmp/axe-embed-{tag}.png", full_page=True)
    assert not found, f"{len(found)} accessibility violations (axe-core):\n" + "\n".join(found)


def test_lab_has_no_accessibility_violations(new_page: Any) -> None:
    """The lab needs its service worker (cross-origin isolation): one visit, both languages."""
    page = new_page(service_workers="allow", viewport={"width": 1280, "height": 900})
    page.goto("./lab.html")
    lab_ready(page)
    found = check(page, "lab en-1280")
    page.screenshot(path="/tmp/axe-lab-en-1280.png", full_page=True)
    page.locator(".lab-lang [data-lang='ja']").click()
    page.wait_for_function("document.documentElement.lang === 'ja'")
    page.set_viewport_size({"width": 390, "height": 844})
    found += check(page, "lab ja-390")
    page.locator(".lab-example").first.screenshot(path="/tmp/axe-lab-ja-390.png")
    assert not found, f"{len(found)} accessibility violations (axe-core):\n" + "\n".join(found)
