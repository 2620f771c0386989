"""Challengers! in a browser: the view (web/games/challengers/) on the real shell and rules.

A solo tournament against the robot is played by clicks (and a key and a
drag) from the first Deck Phase to the results; a hot-seat Deck Phase checks
that each player's display and deck stay on that player's screen only. The
displays to expect are computed with the rules library from the same seed.
Screenshots go to /tmp/challengers-*.png.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import wait_idle
from tests.support.browser import wait_turn as shared_wait_turn

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "pylib") not in sys.path:
    sys.path.insert(0, str(ROOT / "pylib"))

import tabletop  # noqa: E402
from tabletop.challengers.data import CARDS  # noqa: E402
from tabletop.core.save import Match, Save  # noqa: E402

pytestmark = pytest.mark.browser

GAME = tabletop.get_game("challengers")
PACE = "localStorage.setItem('tabletop.pace', 'fast');"


def link(players: int, seed: int, seats: list[dict[str, Any]]) -> tuple[Match, str]:
    match = Match(GAME, players, {}, seed)
    return match, Save(GAME.id, players, match.options, seed, (), {"seats": seats}).encode_link()


def wait_turn(page: Any, timeout_s: float = 60) -> str:
    """'turn' (the viewer may act), 'handover' or 'over'."""
    return shared_wait_turn(page, over="#cg-results:not([hidden])", mine=".cg.cg-my-turn", timeout_s=timeout_s)


def step(page: Any) -> str:
    return page.locator(".cg").get_attribute("data-step") or ""


def display_keys(page: Any) -> list[str]:
    return [
        k or "" for k in page.locator("#cg-display .cg-display-card").evaluate_all("els => els.map(e => e.dataset.key)")
    ]


def deck_keys(page: Any) -> dict[str, int]:
    rows = page.locator("#cg-deck-list .cg-deck-row").evaluate_all(
        "els => els.map(e => [e.dataset.key, e.querySelector('.cg-count').textContent])"
    )
    return {k: int(n.lstrip("×")) for k, n in rows}


def drag(page: Any, source: Any, target: Any) -> None:
    source.scroll_into_view_if_needed()
    box = source.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 + 20, box["y"] + box["height"] / 2 + 20, steps=3)
    dest = target.bounding_box()
    page.mouse.move(dest["x"] + dest["width"] / 2, dest["y"] + dest["height"] / 2, steps=6)
    page.mouse.up()


def best_display_card(page: Any) -> Any:
    """The display card of highest base power (a simple policy that keeps the robot's lead small)."""
    cards = page.locator("#cg-display .cg-display-card:enabled")
    keys = cards.evaluate_all("els => els.map(e => e.dataset.key)")
    best = max(range(len(keys)), key=lambda i: (CARDS[keys[i]].power, -i))
    return cards.nth(best)


def test_solo_tournament_against_the_robot_by_clicks_to_the_results(new_page: Any, helpers: Any) -> None:
    match, url = link(1, 11, [{"name": "Aki", "bot": None}])
    first_display = match.state.observation(0)["you"]["display"]
    page = new_page(init_script=PACE)
    helpers.open_app(page, f"{GAME.id}/{url}")
    page.wait_for_selector("#cg-display .cg-display-card")
    started = time.monotonic()
    # the private display is the rules' display of this seed, in draw order
    assert display_keys(page) == first_display
    assert page.locator("#cg-teams .cg-team").count() == 2, "Aki and the robot"
    assert "Robot" in page.locator("#cg-teams").inner_text()
    assert page.locator("#cg-plan-table tbody tr").count() == 7
    assert "(now)" in page.locator("#cg-plan-table tr.cg-now").inner_text()
    assert page.locator("#cg-plan-now").inner_text().startswith("Round 1 (now):")
    assert deck_keys(page) == {"champion_s": 1, "dog_s": 1, "newcomer": 3, "talent_s": 1}

    # round 1: a key picks the first card; the redraw replaces the 4 left; a click picks the next
    # the key hint names the keys that pick now: one fewer after a pick, no R once the redraw is used
    hint = page.locator("#cg-pick-keys")
    assert hint.inner_text() == "Keys 1–5 pick, R redraws."
    page.locator("#cg-status").click()
    page.keyboard.press("1")
    wait_idle(page)
    assert page.locator("#cg-picks-left").inner_text() == "1 pick left"
    assert sum(deck_keys(page).values()) == 7
    assert hint.inner_text() == "Keys 1–4 pick, R redraws."
    page.locator("#cg-redraw").click()
    wait_idle(page)
    assert len(display_keys(page)) == 4
    assert page.locator("#cg-redraw").is_disabled()
    assert page.locator("#cg-redraw-state").inner_text() == "Redraw used"
    assert hint.inner_text() == "Keys 1–4 pick."
    best_display_card(page).click()
    wait_idle(page)
    assert step(page) == "remove"
    # removal: a Newcomer dragged onto the bin leaves the deck
    before = deck_keys(page)
    drag(page, page.locator("#cg-deck-list .cg-deck-row[data-key='newcomer'] .cg-deck-card"), page.locator("#cg-bin"))
    wait_idle(page)
    assert deck_keys(page)["newcomer"] == before["newcomer"] - 1
    assert "Newcomer" in page.locator("#cg-removed").inner_text()
    page.locator("#cg-done").click()
    wait_idle(page)

    # the first match is shown step by step at the bot pace, with back and forward controls
    page.wait_for_selector("#cg-match:not([hidden])")
    pos = page.locator("#cg-step-pos")
    first_pos = pos.inner_text()
    m = re.match(r"Step (\d+) of (\d+)", first_pos)
    assert m, first_pos
    total = int(m.group(2))
    assert int(m.group(1)) < total, "the replay starts at the beginning, not at the end"
    # it moves on by itself at the bot pace ('fast': 200 ms a step)
    page.wait_for_function(
        "n => Number(/Step (\\d+)/.exec(document.querySelector('#cg-step-pos').textContent)[1]) >= n",
        arg=min(total, int(m.group(1)) + 3),
        timeout=20_000,
    )
    # a press on a control holds the replay: each step draws the panel anew, and a press and a
    # release on two drawings of a button would be no click (seen as a lost click on a busy machine)
    page.locator("#cg-first").dispatch_event("pointerdown")
    held = pos.inner_text()
    page.wait_for_timeout(800)
    assert pos.inner_text() == held, "the replay went on under a pressed button"
    page.locator("#cg-first").click()
    assert pos.inner_text() == f"Step 1 of {total}"
    assert "The match begins" in page.locator("#cg-caption").inner_text()
    page.locator("#cg-forward").click()
    page.locator("#cg-forward").click()
    assert pos.inner_text() == f"Step 3 of {total}"
    assert page.locator("#cg-flag-stack .cg-card").count() >= 1, "the first flag card"
    assert page.locator("#cg-defence strong").inner_text().isdigit()
    # forward until the first capture: the attack's running power reached the defence
    for _ in range(total):
        if page.locator("#cg-caption[data-kind='capture']").count():
            break
        page.locator("#cg-forward").click()
    assert page.locator("#cg-caption[data-kind='capture']").count()
    attack = int(page.locator("#cg-attack-total").inner_text())
    defence = int(page.locator("#cg-defence strong").inner_text())
    assert attack >= defence
    # the comparison reads left to right: the attack's side first when the holder is on the right
    right = "cg-holder-right" in (page.locator("#cg-arena").get_attribute("class") or "")
    assert ("≥" if right else "≤") in page.locator("#cg-versus").inner_text()
    page.locator("#cg-forward").click()
    assert page.locator("#cg-caption").get_attribute("data-kind") in ("bench", "exhaust", "bottom", "effect", "end")
    assert page.locator(".cg-bench").count() == 2
    assert page.locator(".cg-bench").first.locator(".cg-slot").count() == 6
    page.locator("#cg-back").click()
    assert page.locator("#cg-caption[data-kind='capture']").count()
    page.locator("#cg-last").click()
    assert page.locator("#cg-caption[data-kind='end']").count()
    assert page.locator("#cg-match-result").is_visible()
    page.screenshot(path="/tmp/challengers-solo-round2.png", full_page=True)

    # the rest of the tournament: offers, picks and Done by clicks
    offered = False
    dragged = False
    for _ in range(80):
        state = wait_turn(page)
        if state == "over":
            break
        assert state == "turn", "no hand-over in a solo game"
        st = step(page)
        if st == "offer":
            offered = True
            page.locator(".cg-offer-btn").last.click()
        elif st == "pick" and not dragged:
            # a display card dragged onto the deck list is picked
            size = sum(deck_keys(page).values())
            drag(page, best_display_card(page), page.locator("#cg-deck-list"))
            wait_idle(page)
            assert sum(deck_keys(page).values()) == size + 1
            dragged = True
            continue
        elif st == "pick":
            best_display_card(page).click()
        elif st == "duplicate":
            page.locator(".cg-dup-card").first.click()
        elif st == "remove":
            page.locator("#cg-done").click()
        else:
            raise AssertionError(f"nothing to do in step {st!r}")
        wait_idle(page)
    else:
        raise AssertionError("the tournament did not end")
    wait_idle(page)
    took = time.monotonic() - started
    rounds = int(page.locator("#cg-round .cg-stat-v").inner_text().split()[0])
    assert offered or rounds < 3, "round 3 offers two trays"
    # the results: every team with its trophies (face up at the end), fans and the final column
    table = page.locator("#cg-results-table")
    assert table.locator("tbody tr").count() == 2
    saved = [v for k, v in helpers.saves(page).items() if k.startswith(f"tabletop:{GAME.id}:")]
    assert len(saved) == 1
    done = Match.from_save(Save.from_dict(saved[0]))
    obs = done.state.observation(0)
    for s in obs["seats"]:
        row = table.locator(f"tbody tr[data-seat='{s['seat']}']")
        assert row.locator(".cg-total-fans").inner_text() == str(s["total"])
        assert row.locator(".cg-trophy").count() == len(s["trophies"])
        assert row.locator(".cg-trophy-down").count() == 0, "no trophy stays face down at the end"
        assert "no final" in row.inner_text()
    outcome = page.locator("#cg-outcome").inner_text()
    assert "wins" in outcome or "share" in outcome
    assert page.locator("#results").is_visible(), "the shell's results too"
    # the rules help lists every card of the rules' table, each effect in words, stand-ins marked
    page.locator("#cg-help-btn").click()
    help_table = page.locator("#cg-card-table")
    help_table.wait_for()
    assert help_table.locator("tbody tr").count() == len(GAME.reference()["cards"])
    assert "[project stand-in]" in help_table.locator("tbody tr[data-key='knight']").inner_text()
    assert "[project stand-in]" not in help_table.locator("tbody tr[data-key='newcomer']").inner_text()
    assert "+2" in help_table.locator("tbody tr[data-key='knight']").inner_text()
    page.keyboard.press("Escape")
    page.screenshot(path="/tmp/challengers-solo-results.png", full_page=True)
    print(f"solo tournament by clicks: {took:.1f} s, {rounds} rounds")


def test_hot_seat_deck_phase_keeps_each_display_private(new_page: Any, helpers: Any) -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]
    match, url = link(2, 5, seats)
    displays = {p: match.state.observation(p)["you"]["display"] for p in (0, 1)}
    name = {p: "Aki" if p == 0 else "Ben" for p in (0, 1)}
    page = new_page(init_script=PACE)
    helpers.open_app(page, f"{GAME.id}/{url}")
    seen: list[int] = []
    for _ in range(12):
        state = wait_turn(page)
        if state == "handover":
            # the private screen: nothing of the game is visible behind it
            assert not page.locator("#view-root").is_visible()
            assert not page.locator("#cg-display").is_visible()
            page.locator("#handover-ready").click()
            page.locator("#handover").wait_for(state="hidden")
            continue
        me = int(page.locator(".cg-team-me").get_attribute("data-seat") or -1)
        if (
            page.locator(".cg").get_attribute("data-phase") != "deck"
            or int(page.locator("#cg-round .cg-stat-v").inner_text().split()[0]) != 1
        ):
            break
        if me not in seen:
            seen.append(me)
            # this player's own display, exactly; the other's only as a count
            assert display_keys(page) == displays[me]
            other = 1 - me
            # nowhere on the page (view, log panel, status): no card of the other's display
            text = page.inner_text("body")
            for key in set(displays[other]) - set(displays[me]) - {"talent", "dog", "champion"}:
                assert CARDS[key].en not in text, f"{name[me]} sees {name[other]}'s {key}"
            if me == 1:
                # Aki is done: Ben sees that, and Aki's deck only as a size
                aki = page.locator(".cg-team[data-seat='0']").inner_text()
                assert "ready" in aki and "8 cards" in aki
                assert deck_keys(page) == {"champion_s": 1, "dog_s": 1, "newcomer": 3, "talent_s": 1}
            page.screenshot(path=f"/tmp/challengers-hotseat-{name[me]}.png", full_page=True)
        assert step(page) in ("pick", "remove")
        if step(page) == "pick":
            page.locator("#cg-display .cg-display-card:enabled").first.click()
        else:
            page.locator("#cg-done").click()
        wait_idle(page)
    assert seen == [0, 1], "each player drafted behind the hand-over screen, one after the other"


def first_picks(players: int, seed: int, options: dict[str, Any], stop: Any) -> Match:
    """A game by a simple policy (the first offer, the first card, Done) until ``stop(match)``."""
    match = Match(GAME, players, options, seed)
    while not match.state.is_over() and not stop(match):
        p = match.state.active_players()[0]
        legal = match.state.legal_texts(p)
        match.apply(p, next((a for a in legal if a.startswith(("offer", "pick", "duplicate"))), "done"))
    return match


def link_of(match: Match, actions: Any) -> str:
    meta = {"seats": [{"name": "Aki", "bot": None}]}
    return Save(GAME.id, match.players, match.options, match.seed, tuple(actions), meta).encode_link()


def log_lines(page: Any) -> list[str]:
    return page.locator(".log-list li").all_inner_texts()


def after_ready(page: Any) -> list[str]:
    """The log lines after the last "is ready" (what the Match Phase that followed logged)."""
    lines = log_lines(page)
    last = max(i for i, line in enumerate(lines) if " is ready " in line)
    return lines[last + 1 :]


def replay_position(page: Any) -> tuple[int, int]:
    m = re.match(r"Step (\d+) of (\d+)", page.locator("#cg-step-pos").inner_text())
    assert m
    return int(m.group(1)), int(m.group(2))


def test_a_lost_solo_tournament_is_the_robot_s_win_on_the_game_over_card(new_page: Any, helpers: Any) -> None:
    # level 5 beats the first-card policy: the last Done ends the game with the robot's 11-fan lead
    over = first_picks(1, 2, {"npc_level": 5}, lambda m: False)
    outcome = over.state.outcome()
    assert outcome is not None and outcome.winners == () and over.actions[-1] == (0, "done")
    robot, aki = over.state.total(1), over.state.total(0)
    assert robot > aki
    page = new_page(init_script=PACE)
    helpers.open_app(page, f"{GAME.id}/{link_of(over, over.actions[:-1])}")
    before = page.locator("#cg-step-pos").text_content()
    page.locator("#cg-done").click()
    # the last Match Phase is replayed: its result waits, in the log and on the Game-over card.
    # (The match panel may still show the one before while the engine plays Done: wait for the new.)
    page.wait_for_selector("#cg-match:not([hidden])")
    page.wait_for_function("(before) => document.querySelector('#cg-step-pos')?.textContent !== before", arg=before)
    i, n = replay_position(page)
    assert i < n
    assert after_ready(page) == [], "the last Match Phase names nothing yet"
    assert page.locator("#results").is_hidden() and page.locator("#cg-results").is_hidden()
    page.locator("#cg-last").click()
    page.wait_for_selector("#results:not([hidden])")
    last = after_ready(page)
    assert last[0].startswith("Green park: Aki against Robot: ") and "Robot leads by" in last[-1], last
    card = page.locator("#results")
    assert card.locator(".results-headline").inner_text() == "Robot (level 5) wins!"
    rows = card.locator("tbody tr").all_inner_texts()
    assert [r.split("\t") for r in rows] == [["1", "Robot (level 5)", str(robot)], ["2", "Aki", str(aki)]]
    assert card.locator("tr.is-winner").inner_text().startswith("1\tRobot")
    assert page.locator("#cg-outcome").inner_text() == "Robot (level 5) wins the tournament."
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        card.screenshot(path=f"/tmp/challengers-lost-solo-card-en-{width}.png")
    # the saved game, opened again in Japanese: the same card, the robot's win
    page.evaluate("localStorage.setItem('tabletop.lang', 'ja')")
    page.reload()
    helpers.wait_ready(page)
    page.wait_for_selector("#results:not([hidden])")
    assert card.locator(".results-headline").inner_text() == "ロボット（レベル5）の勝ち！"
    assert card.locator("tbody tr").first.inner_text().split("\t")[:2] == ["1", "ロボット（レベル5）"]
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        card.screenshot(path=f"/tmp/challengers-lost-solo-card-ja-{width}.png")
    # ... and the saved-games list says the same
    helpers.navigate(page, "")
    assert page.locator(".save-item .save-result").first.inner_text() == "ロボット（レベル5）の勝ち！"


def test_the_log_names_no_match_result_before_its_replay_ends(new_page: Any, helpers: Any) -> None:
    # the round-1 Deck Phase up to its removal step; the player's Done starts the Match Phase
    start = first_picks(1, 3, {}, lambda m: m.state.observation(0)["you"]["step"] == "remove")
    page = new_page(init_script=PACE, viewport={"width": 390, "height": 800})
    helpers.open_app(page, f"{GAME.id}/{link_of(start, start.actions)}")
    page.wait_for_selector("#cg-done")
    page.locator("#cg-done").click()
    page.wait_for_selector("#cg-match:not([hidden])")
    assert replay_position(page)[0] < replay_position(page)[1]
    held = after_ready(page)
    assert held and held[0] == "Round 2 begins.", "the match's lines wait; what follows the Match Phase does not"
    assert not any("Aki against Robot" in line or "trophy" in line for line in held), held
    # a card of the match with the focus (its effect shown) holds the replay; it goes on after
    page.wait_for_selector("#cg-match .cg-card")
    page.locator("#cg-match .cg-card").first.focus()
    at = replay_position(page)[0]
    page.wait_for_timeout(800)
    assert replay_position(page)[0] == at, "the replay went on under a focused card"
    page.locator("#cg-match-title").click()
    page.wait_for_function(
        "n => Number(/Step (\\d+)/.exec(document.querySelector('#cg-step-pos').textContent)[1]) > n", arg=at
    )
    # "See the match ↓" brings the match's heading into sight, under the sticky bar
    page.locator("#cg-jump").click()
    page.wait_for_timeout(900)
    bar = page.locator(".topbar").bounding_box()
    heading = page.locator("#cg-match-title").bounding_box()
    assert bar is not None and heading is not None
    assert heading["y"] >= bar["y"] + bar["height"], (heading, bar)
    page.screenshot(path="/tmp/challengers-see-match-390.png")
    # at the end of the replay the line is there
    page.locator("#cg-last").click()
    assert after_ready(page)[0].startswith("Green park: Aki against Robot: ")
    page.locator("#cg-first").click()
    assert after_ready(page)[0].startswith("Green park: Aki against Robot: "), "once seen, the result stays"


def test_card_effects_show_on_tap_and_keyboard_focus_and_the_deck_phase_words(new_page: Any, helpers: Any) -> None:
    ref = {c["key"]: c for c in GAME.reference()["cards"]}
    match = Match(GAME, 1, {}, 7)
    display = match.state.observation(0)["you"]["display"]
    page = new_page(init_script=PACE, viewport={"width": 390, "height": 800}, has_touch=True)
    helpers.open_app(page, f"{GAME.id}/{link_of(match, ())}")
    page.wait_for_selector("#cg-display .cg-display-card")
    # the display's cards (a tap picks) carry their effect in words
    first = page.locator("#cg-display .cg-display-card").first
    assert ref[display[0]]["effect"]["en"] in first.locator(".cg-eff").inner_text()
    assert ref[display[0]]["effect"]["en"] in (first.locator(".vk-face").get_attribute("aria-label") or "")
    # a tap on a card of the deck list opens its effect; a tap elsewhere closes it
    champion = page.locator("#cg-deck-list .cg-deck-row[data-key='champion_s'] .cg-deck-card")
    tip = page.locator("#cg-tip")
    assert tip.is_hidden() and champion.get_attribute("aria-expanded") == "false"
    champion.tap()
    assert tip.is_visible() and champion.get_attribute("aria-expanded") == "true"
    assert "Champion" in tip.inner_text() and "+1 per trophy its owner holds (max +6)." in tip.inner_text()
    assert champion.get_attribute("aria-controls") == "cg-tip"
    tip_box, card_box = tip.bounding_box(), champion.bounding_box()
    assert tip_box is not None and card_box is not None
    assert tip_box["x"] >= 0 and tip_box["x"] + tip_box["width"] <= 390, "the tip stays on a 390 px screen"
    assert tip_box["y"] >= card_box["y"] + card_box["height"] - 1, "under the card, not over it"
    page.screenshot(path="/tmp/challengers-card-tip-390.png")
    page.locator("#cg-status").tap()
    assert tip.is_hidden() and champion.get_attribute("aria-expanded") == "false"
    # the keyboard: a card that gets the focus shows its effect (here the first card of the display)
    page.locator("#cg-help-btn").focus()
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('cg-card')"):
            break
    key = page.evaluate("document.activeElement.dataset.key")
    assert tip.is_visible() and ref[key]["effect"]["en"] in tip.inner_text()
    page.keyboard.press("Escape")
    assert tip.is_hidden()
    # no redraw was used: after the picks the Deck Phase does not say "Redraw used"
    for _ in range(2):
        page.locator("#cg-display .cg-display-card:enabled").first.click()
        wait_idle(page)
    assert step(page) == "remove"
    assert page.locator("#cg-redraw-state").count() == 0
    trophies = page.locator(".cg-team[data-seat='0'] .cg-trophies").inner_text().strip()
    assert trophies == "0 trophies", trophies
    # in the removal step a deck card's click still shows its effect (Delete, the bin or − remove it)
    assert champion.get_attribute("aria-keyshortcuts") == "Delete"
    champion.click()
    assert tip.is_visible() and "+1 per trophy" in tip.inner_text()
    assert page.locator("#cg-deck-list .cg-deck-row[data-key='champion_s']").count() == 1


#: the line boxes of each header cell of the results table and of each team's name in it
RESULT_LINES = """() => [...document.querySelectorAll('#cg-results-table th')].map((th) => {
  const range = document.createRange();
  range.selectNodeContents(th.firstChild.nodeType === 3 ? th.firstChild : th);
  const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
  return [th.firstChild.textContent, tops.size];
})"""


def test_the_results_table_breaks_no_japanese_word_at_390px(new_page: Any, helpers: Any) -> None:
    """At 390 px the results' headers may wrap between words; Japanese has no spaces, and "トークン"
    and "プレイヤー1" were cut in the middle ("トー / クン", "プレイヤ / ー1")."""
    over = first_picks(2, 3, {}, lambda m: False)
    seats = [{"name": "", "bot": None}, {"name": "", "bot": None}]
    link = Save(GAME.id, 2, over.options, over.seed, over.actions, {"seats": seats}).encode_link()
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'ja');", viewport={"width": 390, "height": 844})
    helpers.open_app(page, f"{GAME.id}/{link}")
    page.wait_for_selector("#cg-results:not([hidden])")
    page.locator("#cg-results").screenshot(path="/tmp/challengers-results-ja-390.png")
    cells = page.evaluate(RESULT_LINES)
    assert any(text == "プレイヤー1" for text, _ in cells) and any(text == "トークン" for text, _ in cells), cells
    assert all(lines == 1 for _, lines in cells), cells
    box = page.locator("#cg-results-table").bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390, box


def test_an_embed_shows_the_teams_when_there_is_no_match_to_show(new_page: Any, helpers: Any) -> None:
    """A spectator's embed in the Deck Phase showed only its status line: the decks being built
    are private, and the embed hid the side column. With no match to show, it shows the teams
    (each deck's size and where its Deck Phase is) and the plan; with a match, the match alone."""
    _, deck_phase = link(2, 5, [{"name": "Aki", "bot": None}, {"name": "", "bot": {"level": 2}}])
    played = first_picks(1, 3, {}, lambda m: m.state.observation(None)["round"] == 2)  # round 1's match is over
    in_a_match = link_of(played, played.actions)
    page = new_page(viewport={"width": 640, "height": 700})
    page.goto(f"./?embed#/challengers/{deck_phase}")
    helpers.wait_ready(page)
    teams = page.locator("#cg-teams")
    teams.wait_for()
    assert page.locator("#cg-match").is_hidden() and page.locator("#cg-deckphase").is_hidden()
    assert teams.locator(".cg-team").count() == 2 and "Aki" in teams.inner_text()
    assert page.locator("#cg-plan").is_visible()
    page.screenshot(path="/tmp/cg-embed-deck-phase.png", full_page=True)
    page.goto(f"./?embed#/challengers/{in_a_match}")
    helpers.wait_ready(page)
    page.locator("#cg-match").wait_for()
    assert teams.is_hidden() and page.locator("#cg-plan").is_hidden(), "the match alone"


#: the arena's columns and big numbers, as drawn: each one's role, text and horizontal centre
ARENA = """() => {
  const mid = (el) => { const r = el.getBoundingClientRect(); return r.left + r.width / 2; };
  const q = (s) => document.querySelector(s);
  return {
    holderRight: q('#cg-arena').classList.contains('cg-holder-right'),
    flagBox: mid(q('#cg-arena .cg-flag-box')), attackBox: mid(q('#cg-arena .cg-attack-box')),
    defence: [q('#cg-defence strong').textContent, q('#cg-defence-total').textContent, mid(q('#cg-defence-total'))],
    attack: [q('#cg-attack-line strong').textContent, q('#cg-attack-total').textContent, mid(q('#cg-attack-total'))],
    row: [...q('#cg-versus').children].slice(0, 3).map((e) => e.textContent).join(' '),
  };
}"""


@pytest.mark.parametrize("lang,width", [("en", 1280), ("ja", 390)])
def test_the_replay_s_big_numbers_stand_under_their_own_columns(
    new_page: Any, helpers: Any, lang: str, width: int
) -> None:
    """With the flag holder on the left the big numbers read "attack < defence" (the attack under
    the flag). Each number stands under its column, the comparison read in that order."""
    played = first_picks(1, 3, {}, lambda m: m.state.observation(None)["round"] == 2)  # round 1's match is over
    page = new_page(
        init_script=f"localStorage.setItem('tabletop.lang', '{lang}');", viewport={"width": width, "height": 900}
    )
    helpers.open_app(page, f"{GAME.id}/{link_of(played, played.actions)}")
    page.wait_for_selector("#cg-match:not([hidden])")
    sides = set()
    for i in range(page.locator("#cg-steps .cg-step-line").count()):
        page.locator("#cg-steps .cg-step-line").nth(i).click()
        a = page.evaluate(ARENA)
        if not (a["defence"][0].isdigit() and a["attack"][0].isdigit()):
            continue
        assert a["defence"][1] == a["defence"][0] and a["attack"][1] == a["attack"][0], a
        # the flag's column and its defence on one side, the attack's column and its total on the other
        assert (a["flagBox"] < a["attackBox"]) == (not a["holderRight"]), a
        assert (a["defence"][2] < a["attack"][2]) == (a["flagBox"] < a["attackBox"]), a
        defence, attack = int(a["defence"][0]), int(a["attack"][0])
        cmp = ("≥" if attack >= defence else "<") if a["holderRight"] else ("≤" if attack >= defence else ">")
        left, right = (attack, defence) if a["holderRight"] else (defence, attack)
        assert a["row"] == f"{left} {cmp} {right}", a
        if a["holderRight"] not in sides:
            page.locator("#cg-arena").screenshot(
                path=f"/tmp/challengers-arena-{lang}-{'right' if a['holderRight'] else 'left'}.png"
            )
        sides.add(a["holderRight"])
    assert sides == {False, True}, "the match shows the flag on either side"


#: Japanese next to an ASCII colon or parenthesis (tests/unit/test_catalog.py), or a number in ASCII parentheses
ASCII_IN_JAPANESE = re.compile(
    r"[\u3040-\u30ff\u4e00-\u9fff）」]:|:\s*[\u3040-\u30ff\u4e00-\u9fff（「]"
    r"|[\u3040-\u30ff\u4e00-\u9fff]\(|\)[\u3040-\u30ff\u4e00-\u9fff]|\([\u3040-\u30ff\u4e00-\u9fff]|[\u3040-\u30ff\u4e00-\u9fff]\)"
    r"|\(\d+\)"
)
#: every word of the view a reader may meet: its text, the cards' names for screen readers and their titles
VIEW_WORDS = """() => [document.querySelector('.cg').innerText,
  ...[...document.querySelectorAll('.cg .cg-card')].flatMap((c) => [c.title, c.querySelector('.vk-face')?.getAttribute('aria-label') || ''])]"""


def test_japanese_on_cards_help_and_match_takes_full_width_colons_and_parentheses(new_page: Any, helpers: Any) -> None:
    """The catalogs write 「：」 and 「（）」, but the view joined words with ASCII ones: a card's
    keyword and effect ("配置ルール: どこでも：…"), the help's lists, a park's tab, an exhaust pile,
    a team's tray and a changed power's base ("(3)")."""
    played = first_picks(4, 3, {}, lambda m: m.state.observation(None)["round"] == 3)  # round 2's matches over
    seats = [{"name": "", "bot": None}] + [{"name": "", "bot": {"level": 1}}] * 3
    link = Save(GAME.id, 4, played.options, played.seed, played.actions, {"seats": seats}).encode_link()
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'ja');", viewport={"width": 390, "height": 844})
    helpers.open_app(page, f"{GAME.id}/{link}")
    page.wait_for_selector("#cg-match:not([hidden])")
    words: list[str] = []
    bases: list[str] = []
    for park in range(page.locator(".cg-park-tab").count()):
        page.locator(".cg-park-tab").nth(park).click()
        for i in range(page.locator("#cg-steps .cg-step-line").count()):
            page.locator("#cg-steps .cg-step-line").nth(i).click()
            words += page.evaluate(VIEW_WORDS)
            bases += page.locator("#cg-match .cg-base").all_inner_texts()
    page.locator("#cg-match .cg-card").first.click()
    words.append(page.locator("#cg-tip").inner_text())
    # the robots' seats finish their Deck Phase: each names its tray in parentheses
    page.wait_for_function("() => document.querySelector('#cg-teams').textContent.includes('準備完了')")
    ready = [w for w in page.locator("#cg-teams .cg-step-word").all_inner_texts() if "準備完了" in w]
    words += page.locator("#cg-teams .cg-step-word").all_inner_texts()
    page.screenshot(path="/tmp/challengers-ja-match-390.png")
    page.locator("#cg-help-btn").click()
    page.wait_for_selector("#cg-card-table")
    words.append(page.locator("dialog[open]").inner_text())
    text = "\n".join(words)
    wrong = sorted({text[max(0, m.start() - 12) : m.end() + 12] for m in ASCII_IN_JAPANESE.finditer(text)})
    assert wrong == []
    # what was joined with ASCII punctuation is there, in Japanese's
    assert "● 緑の公園：" in page.locator(".cg-park-tab").first.inner_text()
    assert "配置ルール：どこでも：" in text
    assert re.search(r"隔離\d+枚：", text), "an exhaust pile's cards"
    assert bases and all(re.fullmatch(r"（\d+）", b) for b in bases), bases
    assert ready and all(re.fullmatch(r"準備完了 ✓（[ABC]：\d枚選択）", w) for w in ready), ready
