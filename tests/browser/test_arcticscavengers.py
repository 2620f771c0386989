"""Arctic Scavengers in a browser: the view (web/games/arcticscavengers/) on the real shell and rules.

Positions come from share links (a seed plus the moves that lead there,
made here with the rules library and its heuristic bot), so that a test
starts where the interesting part is. Everything after that is clicks.
Screenshots go to /tmp/arcticscavengers-*.png.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import wait_idle
from tests.support.browser import wait_turn as shared_wait_turn

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "pylib") not in sys.path:
    sys.path.insert(0, str(ROOT / "pylib"))

import tabletop  # noqa: E402
from tabletop.arcticscavengers import CARDS, fight_and_people  # noqa: E402
from tabletop.core.bots import bot_move, make_bot  # noqa: E402
from tabletop.core.rng import Rng  # noqa: E402
from tabletop.core.save import Match, Save  # noqa: E402

pytestmark = pytest.mark.browser

GAME = tabletop.get_game("arcticscavengers")
BOT: dict[str, Any] = {"name": "heuristic", "strength": 2}
SOLO: list[dict[str, Any]] = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": BOT}]
HOTSEAT: list[dict[str, Any]] = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]


def position(
    stop: Callable[[Any], bool], seed: int, options: dict[str, Any], seats: list[dict[str, Any]]
) -> tuple[Any, str]:
    """Bots play both seats from ``seed`` until ``stop(state)``: (state, share link)."""
    match = Match(GAME, 2, options, seed)
    bot = make_bot(GAME.id, "heuristic", 2)
    rng = Rng(seed)
    while not match.state.is_over() and not stop(match.state):
        (p,) = match.state.active_players()
        match.apply(p, bot_move(bot, match.state, p, rng))
    save = Save(GAME.id, 2, match.options, seed, tuple(match.actions), {"seats": seats})
    return match.state, save.encode_link()


def wait_turn(page: Any, timeout_s: float = 60) -> str:
    """'turn' (the viewer may act), 'handover' or 'over'."""
    return shared_wait_turn(page, over="#as-final:not([hidden])", mine=".as.as-my-turn", timeout_s=timeout_s)


def phase(page: Any) -> str:
    return page.locator(".as").get_attribute("data-phase") or ""


def click(page: Any, selector: str) -> None:
    page.locator(selector).first.click()
    wait_idle(page)


def play_turn(page: Any, gathered: set[int]) -> None:
    """One step of a simple policy, by clicks: gather once per round, hire, end the turn; pass in skirmishes."""
    ph = phase(page)
    rnd = int((page.locator("#as-round").inner_text().split() or ["0"])[-1])
    if ph == "dig":
        click(page, ".as-dug-card:enabled")
    elif ph == "assemble":
        click(page, "#as-go")
    elif ph == "gather":
        if rnd not in gathered:
            gathered.add(rnd)
            # the first card that some place takes, then that place
            for card in page.locator(".as-hand-card:not(.as-idle)").all():
                card.click()
                fits = page.locator(".as-place.as-drop-ok")
                if fits.count():
                    fits.first.click()
                    wait_idle(page)
                    return
                card.click()  # not this one: deselect
        if page.locator(".as-pile.as-can").count():
            page.locator(".as-pile.as-can").first.click()
            if page.locator(".as-pay").count():
                page.locator(".as-pay").first.click()
            wait_idle(page)
            if phase(page) == "gather" and page.locator(".as-pile.as-can").count() == 0:
                return
        click(page, "#as-done")
    elif ph == "skirmish":
        targets = page.locator(".as-sk .as-target:enabled")
        click(page, ".as-sk .as-target:enabled" if targets.count() else "#as-pass")
    elif ph == "save":
        click(page, "#as-save, #as-nosave")
    else:
        raise AssertionError(f"nothing to do in phase {ph!r}")


def test_solo_game_against_a_bot_to_the_final_score(new_page: Any, helpers: Any) -> None:
    # a 2-player game from round 13 on (three skirmishes left): the early rounds are played by the bots
    _, link = position(lambda s: s.round >= 13 and s.active_players() == (0,), 5, {}, SOLO)
    page = new_page()
    started = time.monotonic()
    helpers.open_app(page, f"{GAME.id}/{link}")
    page.wait_for_selector(".as .as-seat")
    assert page.locator(".as-seat").count() == 2
    assert page.locator(".as-pile").count() == 8, "the eight mercenary piles"
    gathered: set[int] = set()
    dragged = False
    for _ in range(200):
        state = wait_turn(page)
        if state == "over":
            break
        assert state == "turn", "no hand-over in a solo game"
        # the hand is drawn as cards with their icons; the legal places light up
        if phase(page) == "gather" and not dragged and page.locator(".as-hand-card:not(.as-idle)").count():
            # drag a card onto a place that takes it, with pointer events
            card = page.locator(".as-hand-card:not(.as-idle)").first
            card.click()
            fits = page.locator(".as-place.as-drop-ok")
            if fits.count():
                place = fits.first.get_attribute("data-place")
                target = page.locator(f"#as-place-{place}")
                card.click()  # deselect: the drag selects it again
                page.evaluate("document.querySelector('#as-places').scrollIntoView({block: 'start'})")
                box, dest = card.bounding_box(), target.bounding_box()
                page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                page.mouse.down()
                page.mouse.move(box["x"] + 30, box["y"] + 30, steps=3)
                page.mouse.move(dest["x"] + dest["width"] / 2, dest["y"] + dest["height"] / 2, steps=5)
                # the ghost under the pointer shows the dragged card face (not the text of an array)
                assert page.locator(".vk-ghost .as-card").count() == 1
                page.mouse.up()
                wait_idle(page)
                assert phase(page) in ("assemble",), "the drop opened the place and put the card on it"
                assert page.locator(f"#as-place-{place}.as-st-open .as-staged .as-card").count() >= 1
                rnd = int(page.locator("#as-round").inner_text().split()[-1])
                gathered.add(rnd)
                dragged = True
                continue
            card.click()
        play_turn(page, gathered)
    else:
        raise AssertionError("the game did not end")
    assert dragged
    wait_idle(page)
    took = time.monotonic() - started
    final = page.locator("#as-final")
    final.wait_for()
    # the score breakdown matches the rules' outcome of the saved game
    saved = [v for k, v in helpers.saves(page).items() if k.startswith(f"tabletop:{GAME.id}:")]
    assert len(saved) == 1
    match = Match.from_save(Save.from_dict(saved[0]))
    outcome = match.state.outcome()
    assert outcome is not None
    for row in outcome.detail["players"]:
        seat = row["seat"]
        total = page.locator(f"#as-final td[data-seat='{seat}'][data-total]").get_attribute("data-total")
        assert int(total or -1) == row["people"] == int(outcome.scores[seat])
        for c in row["cards"]:
            cell = page.locator(f"#as-final td[data-seat='{seat}'][data-card='{c['card']}']")
            if CARDS[c["card"]].people:
                assert cell.get_attribute("data-count") == str(c["count"])
                assert cell.get_attribute("data-people") == str(c["people"])
    names = {0: "Aki", 1: "Bot"}
    verdict = page.locator("#as-verdict").inner_text()
    for w in outcome.winners:
        assert names[w] in verdict
    assert page.locator("#results").is_visible(), "the shell's results too"
    page.screenshot(path="/tmp/arcticscavengers-final.png", full_page=True)
    print(f"solo game from round 13 to the end: {took:.1f} s")


def _sk_recorder(page: Any) -> None:
    page.evaluate(
        """() => {
          window.__skSteps = [];
          const note = () => {
            const sk = document.querySelector('#as-sk');
            if (!sk || sk.hidden) return;
            const entry = sk.dataset.round + ':' + sk.dataset.step + ':' + sk.dataset.kind;
            if (window.__skSteps[window.__skSteps.length - 1] !== entry) window.__skSteps.push(entry);
          };
          new MutationObserver(note).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-step']});
          note();
        }"""
    )


def _hand_over(page: Any, name: str) -> None:
    assert wait_turn(page) == "handover"
    assert f"Pass the device to {name}" in page.locator("#handover").inner_text()
    assert not page.locator("#view-root").is_visible(), "nothing of the hands shows behind the hand-over screen"
    page.locator("#handover-ready").click()
    page.locator("#handover").wait_for(state="hidden")
    assert wait_turn(page) == "turn"


def test_hot_seat_skirmish_reveal_step_by_step_and_private_peek_and_dig(new_page: Any, helpers: Any) -> None:
    # seed 52, round 5: Aki (initiator) holds a Saboteur and peeked; Ben holds a Net and Scavengers
    def start(s: Any) -> bool:
        return s.round == 5 and s.phase.value == "gather" and not any(s.finished) and not s.used

    state, link = position(start, 52, {"variant_2p": False}, HOTSEAT)
    assert state.initiator == 0 and "saboteur" in state.observation(0)["you"]["hand"]
    peek = state.observation(0)["you"]["peek"]
    assert peek and state.observation(1)["you"]["peek"] is None
    page = new_page()
    helpers.open_app(page, f"{GAME.id}/{link}")
    page.wait_for_selector(".as .as-seat, #handover:not([hidden])")
    while (screen := wait_turn(page)) == "handover":  # a hot-seat game may open on a hand-over screen
        assert "Pass the device to Aki" in page.locator("#handover").inner_text()
        page.locator("#handover-ready").click()
        page.locator("#handover").wait_for(state="hidden")
    assert screen == "turn"
    _sk_recorder(page)
    # Aki's private peek at the top contested resource
    assert page.locator("#as-peek").get_attribute("data-card") == peek
    assert page.locator(".as-seat[data-seat='0'] .as-you").count() == 1
    # what the hand would bring to the skirmish (the rules' own count)
    fight, people = fight_and_people(state.observation(0)["you"]["hand"])
    strength = page.locator("#as-strength")
    assert (strength.get_attribute("data-fight"), strength.get_attribute("data-people")) == (str(fight), str(people))
    page.screenshot(path="/tmp/arcticscavengers-peek.png", full_page=True)
    # Aki keeps the whole hand for the skirmish (keyboard: E ends the turn)
    page.locator("#as-status").click()
    page.keyboard.press("e")
    wait_idle(page)

    _hand_over(page, "Ben")
    assert page.locator("#as-peek").count() == 0, "Ben does not see Aki's peek"
    assert page.locator(".as-seat[data-seat='0'] .as-badge-peek").count() == 1, "only that Aki peeked"
    # Ben digs with a Scavenger: select, click the place, Go
    page.locator(".as-hand-card[data-card='scavenger']").first.click()
    assert page.locator("#as-place-dig.as-drop-ok").count() == 1
    page.locator("#as-place-dig").click()
    wait_idle(page)
    assert phase(page) == "assemble"
    page.keyboard.press("g")
    wait_idle(page)
    assert phase(page) == "dig"
    dug = page.locator(".as-dug-card").evaluate_all("els => els.map(e => e.dataset.card)")
    assert dug and "only you see them" in page.locator("#as-dig").inner_text()
    page.screenshot(path="/tmp/arcticscavengers-dig.png", full_page=True)
    page.locator(".as-dug-card").first.click()
    wait_idle(page)
    assert page.locator("#as-dig").is_hidden()
    assert wait_turn(page) == "turn"
    click(page, "#as-done")

    # the skirmish: Aki's Saboteur may disarm Ben's Net
    _hand_over(page, "Aki")
    assert phase(page) == "skirmish"
    assert page.locator("#as-dig").is_hidden() and page.locator(".as-dug-card").count() == 0, "Ben's dig stays Ben's"
    page.wait_for_function("() => document.querySelector('#as-sk')?.dataset.done === 'true'")
    target = page.locator(".as-sk .as-target[data-action='disarm 1:net']")
    assert target.count() == 1
    page.screenshot(path="/tmp/arcticscavengers-skirmish-live.png", full_page=True)
    target.click()
    wait_idle(page)
    # round 6: Ben holds the initiator card now
    _hand_over(page, "Ben")
    page.wait_for_function("() => document.querySelector('#as-sk')?.dataset.kind === 'result'")
    steps = page.evaluate("window.__skSteps")
    kinds = [s.split(":")[2] for s in steps if s.startswith("5:")]
    assert kinds == ["reveal", "reveal", "disarm", "result"], steps
    caption_steps = page.locator("#as-sk-steps li").evaluate_all("els => els.map(e => e.dataset.kind)")
    assert caption_steps == ["reveal", "reveal", "disarm", "result"]
    assert "disarms Ben's Net" in page.locator("#as-sk-steps").inner_text()
    assert page.locator(".as-sk-row[data-seat='1'] .as-removed[data-card='net']").count() == 1
    # step back through the reveal by hand
    page.locator("#as-sk-prev").click()
    assert page.locator("#as-sk").get_attribute("data-kind") == "disarm"
    page.locator("#as-sk-next").click()
    assert page.locator("#as-sk").get_attribute("data-kind") == "result"
    # Ben peeks now, and Aki's old peek is gone
    ben_peek = page.locator("#as-peek")
    assert ben_peek.count() == 1
    assert page.locator(".as-seat[data-seat='0'] .as-badge-peek").count() == 0
    page.screenshot(path="/tmp/arcticscavengers-skirmish.png", full_page=True)

    # the same position embedded in a wiki page: compact, the skirmish first, played step by step
    _, round6 = position(lambda s: s.round == 6, 52, {"variant_2p": False}, SOLO)
    embed = new_page(viewport={"width": 640, "height": 720})
    helpers.open_app(embed, f"{GAME.id}/{round6}", query="?embed")
    embed.wait_for_selector(".as.as-embed #as-sk")
    order = embed.locator(".as > section").evaluate_all("els => els.filter(e => !e.hidden).map(e => e.id)")
    assert order[0] == "as-sk", order
    embed.wait_for_function("() => document.querySelector('#as-sk')?.dataset.done === 'true'")
    kinds = embed.locator("#as-sk-steps li").evaluate_all("els => els.map(e => e.dataset.kind)")
    assert kinds == ["reveal", "reveal", "disarm", "result"]
    assert embed.locator("#as-peek").count() == 0, "the bot's peek of round 6 is its own"
    embed.screenshot(path="/tmp/arcticscavengers-embed.png", full_page=True)


def test_phone_touch_play_and_rules_help_listing_every_card_in_both_languages(new_page: Any, helpers: Any) -> None:
    _, link = position(lambda s: s.active_players() == (0,), 3, {"hq": True}, SOLO)
    page = new_page(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    helpers.open_app(page, f"{GAME.id}/{link}")
    assert wait_turn(page) == "turn"
    # on a phone: tap a card, then tap a place that takes it; the place opens with the card on it
    card = page.locator(".as-hand-card:not(.as-idle)").first
    key = card.get_attribute("data-card")
    card.tap()
    assert page.locator(".as-hand-card[aria-pressed='true']").count() == 1
    place = page.locator(".as-place.as-drop-ok").first
    act = place.get_attribute("data-place")
    place.tap()
    wait_idle(page)
    assert phase(page) == "assemble"
    assert page.locator(f"#as-place-{act} .as-staged .as-card[data-card='{key}']").count() == 1
    page.locator("#as-go").tap()
    wait_idle(page)
    assert phase(page) in ("gather", "dig")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 392, f"no sideways scrolling on a phone ({width}px)"
    page.screenshot(path="/tmp/arcticscavengers-phone.png", full_page=True)
    # the rules help
    page.locator("#as-help-btn").click()
    rows = page.locator("#as-help-cards tbody tr")
    rows.first.wait_for()
    assert rows.count() == len(CARDS)
    for key, card in CARDS.items():
        text = page.locator(f"#as-help-cards tr[data-card='{key}']").inner_text()
        assert card.en in text and card.ja in text, key
    assert page.locator("#as-help-cards tr[data-card='medic'] .as-tag-hq").count() == 1
    assert "Skirmish" in page.locator("#as-help").inner_text()
    page.screenshot(path="/tmp/arcticscavengers-help-en.png", full_page=False)
    page.locator("#as-help-close").click()
    # the other language: the view re-mounts, the help speaks Japanese
    page.locator("#lang-switch [data-lang='ja']").click()
    page.wait_for_selector(".as[lang='ja'] .as-seat")
    page.keyboard.press("?")
    page.locator("#as-help-cards tbody tr").first.wait_for()
    assert "ルールヘルプ" in page.locator("#as-help-title").inner_text()
    for key, card in CARDS.items():
        text = page.locator(f"#as-help-cards tr[data-card='{key}']").inner_text()
        assert card.ja in text and card.en in text, key
    page.screenshot(path="/tmp/arcticscavengers-help-ja.png", full_page=False)


def test_hints_warnings_private_draw_and_the_final_table_on_a_narrow_phone(new_page: Any, helpers: Any) -> None:
    # seed 4, HQ, round 1: Aki holds two Refugees, two Scavengers and a Brawler
    state, link = position(lambda s: True, 4, {"hq": True}, SOLO)
    assert sorted(state.observation(0)["you"]["hand"]) == ["brawler", "refugee", "refugee", "scavenger", "scavenger"]
    page = new_page(viewport={"width": 350, "height": 760})
    helpers.open_app(page, f"{GAME.id}/{link}")
    assert wait_turn(page) == "turn"
    # a Refugee alone hunts 0 food: the place says so before anything is played (from the add part's value)
    page.locator(".as-hand-card[data-card='refugee']").first.click()
    hunt_fit = page.locator("#as-place-hunt .as-fit")
    assert "as-fit-warn" in (hunt_fit.get_attribute("class") or "") and "0 food" in hunt_fit.inner_text()
    page.screenshot(path="/tmp/arcticscavengers-zero-hunt.png", full_page=True)
    page.locator("#as-clear").click()
    # two persons on one Draw: the reason is about persons, not tools
    page.locator(".as-hand-card[data-card='scavenger']").nth(0).click()
    page.locator(".as-hand-card[data-card='scavenger']").nth(1).click()
    page.locator("#as-place-draw").click()
    status = page.locator("#status")
    status.wait_for(state="visible")
    assert "one person at a time" in status.inner_text() and "tool" not in status.inner_text()
    assert phase(page) == "gather", "nothing was played"
    # one Scavenger draws: Aki's own line names the card drawn, not the Scavenger
    page.locator("#as-clear").click()
    page.locator(".as-hand-card[data-card='scavenger']").first.click()
    page.locator("#as-place-draw").click()
    wait_idle(page)
    page.locator("#as-go").click()
    wait_idle(page)
    result = page.locator("#as-place-draw .as-place-result").inner_text()
    saved = [v for k, v in helpers.saves(page).items() if k.startswith(f"tabletop:{GAME.id}:")]
    drawn = Match.from_save(Save.from_dict(saved[0])).state.observation(0)["plays"][-1]["drawn"]
    assert result.startswith("drew ") and CARDS[drawn[0]].en in result, (result, drawn)
    # no page-wide sideways scroll on a 350 px phone
    assert page.evaluate("document.documentElement.scrollWidth") <= 352

    # the end of the game on the same phone: the table fits, the panels show the final tribes
    end, over = position(lambda s: False, 7, {"hq": True}, SOLO)
    out = end.outcome()
    assert out is not None
    final = new_page(viewport={"width": 350, "height": 760})
    helpers.open_app(final, f"{GAME.id}/{over}")
    final.wait_for_selector("#as-final:not([hidden])")
    box = final.evaluate(
        "(() => { const s = document.querySelector('#as-final .as-table-scroll');"
        " return {sw: s.scrollWidth, cw: s.clientWidth, right: s.getBoundingClientRect().right}; })()"
    )
    assert box["sw"] <= box["cw"] + 1 and box["right"] <= 350, box
    assert final.evaluate("document.documentElement.scrollWidth") <= 352
    for seat in (0, 1):
        panel = final.locator(f".as-seat[data-seat='{seat}'] .as-tribe-final")
        assert panel.get_attribute("data-total") == str(int(out.scores[seat]))
        assert (
            "≥" not in panel.inner_text()
            and "unknown" not in final.locator(f".as-seat[data-seat='{seat}']").inner_text()
        )
    final.locator("#as-final").screenshot(path="/tmp/arcticscavengers-final-350.png")


def test_a_japanese_deck_list_joins_its_cards_with_the_japanese_separator(new_page: Any, helpers: Any) -> None:
    """Cards listed in a line join with core.list_sep ("、" in Japanese), not an English comma, after a
    label with the Japanese colon (core.label)."""
    state, link = position(lambda s: s.active_players() == (0,), 5, {}, SOLO)
    deck = state.observation(0)["you"]["deck"]
    assert len(set(deck)) >= 2
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'ja');")
    helpers.open_app(page, f"{GAME.id}/{link}")
    page.locator(".as-mine summary").click()
    line = page.locator(".as-mine-body p").first.inner_text()
    # the label ends in the Japanese colon (core.label), not ": "
    assert line.startswith("山札（順不同）："), line
    cards = line.split("：", 1)[1]
    assert ", " not in cards
    assert len(cards.strip().split("、")) == len(set(deck))


def test_a_late_tool_go_with_a_selection_and_a_pile_too_dear_say_what_happens(new_page: Any, helpers: Any) -> None:
    """A tool for a person already on a place, Go with cards selected, a mercenary the player cannot pay:
    each says what is true (the rules give a staged person no tool, a legal add goes on with Go, the cost
    is the market's)."""

    # seed 3, round 2: Ben holds a Refugee, two Scavengers, a Spear and a Shovel; no food yet
    def start(s: Any) -> bool:
        return s.round == 2 and s.phase.value == "gather" and not s.used

    state, link = position(start, 3, {}, HOTSEAT)
    assert state.active_players() == (1,)
    assert sorted(state.observation(1)["you"]["hand"]) == ["refugee", "scavenger", "scavenger", "shovel", "spear"]
    page = new_page()
    helpers.open_app(page, f"{GAME.id}/{link}")
    page.wait_for_selector(".as .as-seat, #handover:not([hidden])")
    while (screen := wait_turn(page)) == "handover":
        page.locator("#handover-ready").click()
        page.locator("#handover").wait_for(state="hidden")
    assert screen == "turn"
    status = page.locator("#status")
    # a Thug (6 food or meds) with no food: the pile says what it costs (aria-disabled: Playwright would wait)
    page.locator(".as-pile[data-card='thug']").click(force=True)
    status.wait_for(state="visible")
    assert status.inner_text() == (
        "Thug costs 6 food/meds: this round's food (0) and the medicine in your hand are not enough."
        " Hunt first to get more food."
    )
    # a Scavenger opens Hunt; a Spear alone cannot join him: the reason is not "add a person"
    page.locator(".as-hand-card[data-card='scavenger']").first.click()
    page.locator("#as-place-hunt").click()
    wait_idle(page)
    assert phase(page) == "assemble"
    page.locator(".as-hand-card[data-card='spear']").click()
    assert "does not fit" in page.locator("#as-place-hunt .as-fit").inner_text()
    page.locator("#as-place-hunt").click()
    page.wait_for_function("() => document.querySelector('#status').textContent.startsWith('Spear cannot join')")
    assert status.inner_text() == (
        "Spear cannot join the person already on Hunt. Select Spear with another person (Refugee, Scavenger),"
        " or press Undo and select that person with Spear."
    )
    assert page.locator("#as-place-hunt .as-staged .as-card").count() == 1, "nothing was added"
    # Go with the Spear selected: the button says the Spear is left out
    go = page.locator("#as-go")
    assert go.inner_text().startswith("Go: Hunt (without the selected Spear)")
    assert go.get_attribute("data-leaves") == "spear"
    # with a Refugee to carry it, Go adds both first and says so
    page.locator(".as-hand-card[data-card='refugee']").click()
    assert go.inner_text().startswith("Go: Hunt (adding Spear + Refugee)")
    page.screenshot(path="/tmp/arcticscavengers-go-adding.png", full_page=True)
    go.click()
    wait_idle(page)
    assert phase(page) == "gather"
    result = page.locator("#as-place-hunt .as-place-result").inner_text()
    assert result == "hunted 2 food with Scavenger, Refugee, Spear", result
    assert page.locator("#as-food").inner_text().strip() == "Food 2"
