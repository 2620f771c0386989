"""Polis in a browser: the view (web/games/polis/) on the real shell and rules.

Positions come from share links (a seed plus the moves that lead there, made
here with the rules library: a small scripted policy that feeds its citizens
and marches into Megaris from round 2 on, so that battles happen, or the bot
itself for a game's last round), so that a test starts where the interesting
part is. Everything after that is
clicks. Screenshots go to /tmp/polis-*.png.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "pylib") not in sys.path:
    sys.path.insert(0, str(ROOT / "pylib"))

import tabletop  # noqa: E402
from tabletop.core.save import Match, Save  # noqa: E402
from tests.support.browser import wait_idle  # noqa: E402
from tests.support.browser import wait_turn as _wait_turn  # noqa: E402

pytestmark = pytest.mark.browser

GAME = tabletop.get_game("polis")
BOT: dict[str, Any] = {"name": "heuristic", "strength": 1}
SOLO: list[dict[str, Any]] = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": BOT}]
HOTSEAT: list[dict[str, Any]] = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]


def _verb(text: str) -> str:
    return text.split(" ", 1)[0]


def scripted(state: Any, p: int, target: str = "megaris") -> str:
    """A plain policy: feed the citizens (collect, trade for wheat) and, from round 2, march into ``target``."""
    legal = state.legal_texts(p)
    ph = state.phase.value
    o = state.observation(p)
    me = o["players"][p]
    by: dict[str, list[str]] = {}
    for t in legal:
        by.setdefault(_verb(t), []).append(t)
    if ph == "trade":
        return next((t for t in legal if t.startswith("get wheat")), None) or next(
            (t for t in legal if t.startswith("buy wheat")), "done"
        )
    if ph in ("march", "sail"):
        return max(by["from"], key=lambda t: int(t.split()[2])) if by.get("from") else "done"
    if ph == "battle_retreat":
        return "fight" if "fight" in legal else legal[0]
    if ph in ("growth", "tax"):
        return "done" if "done" in legal else legal[0]
    if ph != "action":
        return legal[0]
    citizens = sum(s["citizens"] for s in o["poleis"].values() if s["owner"] == p)
    short = citizens - me["resources"]["wheat"] - me["prestige"] + 1
    units = o["units"][target]
    if o["round"] >= 2 and units[p] < o["limit"] and f"march {target}" in legal and me["prestige"] >= 1:
        return f"march {target}"
    if o["round"] >= 2 and units[p] < o["limit"]:
        made = [t for t in by.get("hoplites", []) if " silver " not in t]
        if made:
            return max(made, key=lambda t: int(t.split()[2]))

    def wheat(t: str) -> int:
        args = GAME.action_parts(GAME.parse_action(t))["args"]
        n = min(5, o["units"][args[0]["value"]][p])
        return args[1]["value"][:n].count("wheat") * 3 + n

    if by.get("collect"):
        best = max(by["collect"], key=wheat)
        if wheat(best) > 0:
            return best
    if short > 0 and by.get("trade"):
        return by["trade"][0]
    if short > 0 and by.get("merchants"):
        return by["merchants"][0]
    if "pass" in legal:
        return "pass"
    return sorted(legal, key=lambda t: _verb(t) in ("march", "sail", "siege"))[0]


def position(stop: Callable[[Any, int], bool], seed: int, seats: list[dict[str, Any]]) -> tuple[Any, str]:
    """The scripted policy plays both seats from ``seed`` until ``stop(state, moves)``: (state, share link)."""
    match = Match(GAME, 2, {}, seed)
    n = 0
    while not match.state.is_over() and not stop(match.state, n):
        (p,) = match.state.active_players()
        match.apply(p, scripted(match.state, p))
        n += 1
    save = Save(GAME.id, 2, match.options, seed, tuple(match.actions), {"seats": seats})
    return match.state, save.encode_link()


def bot_position(stop: Callable[[Any, int], bool], seed: int, seats: list[dict[str, Any]]) -> tuple[Any, str]:
    """The heuristic bot (strength 1) plays both seats from ``seed`` until ``stop(state, moves)``: (state, link)."""
    from tabletop.core.bots import bot_move, make_bot
    from tabletop.core.rng import Rng

    match = Match(GAME, 2, {}, seed)
    bot, rng = make_bot(GAME.id, "heuristic", 1), Rng(seed)
    n = 0
    while not match.state.is_over() and not stop(match.state, n):
        (p,) = match.state.active_players()
        match.apply(p, bot_move(bot, match.state, p, rng))
        n += 1
    save = Save(GAME.id, 2, match.options, seed, tuple(match.actions), {"seats": seats})
    return match.state, save.encode_link()


def wait_turn(page: Any, timeout_s: float = 90) -> str:
    """Wait until the viewer may act ("turn"), a hand-over screen shows, or the game is over."""
    return _wait_turn(page, over="#po-final:not([hidden])", mine=".po.po-my-turn", timeout_s=timeout_s)


def phase(page: Any) -> str:
    return page.locator(".po").get_attribute("data-phase") or ""


def click(page: Any, selector: str) -> None:
    page.locator(selector).first.click()
    wait_idle(page)


def targets(page: Any) -> set[str]:
    return set(
        page.eval_on_selector_all(
            ".po-map .po-target[data-key], .po-map .po-target .po-area-btn[data-key]",
            "els => els.map(e => e.dataset.key)",
        )
    )


def play_cards(page: Any) -> None:
    """Select the first two battle cards of the hand and play them."""
    cards = page.locator("#po-hand .po-card")
    cards.nth(0).click()
    cards.nth(1).click()
    if not page.locator("#po-play:enabled").count():
        # the first two do not go together: try the other pairs
        page.locator("#po-unselect").click()
        n = cards.count()
        for i in range(n):
            for j in range(i + 1, n):
                cards.nth(i).click()
                cards.nth(j).click()
                if page.locator("#po-play:enabled").count():
                    click(page, "#po-play")
                    return
                page.locator("#po-unselect").click()
        raise AssertionError("no pair of cards can be played")
    click(page, "#po-play")


def follow(page: Any) -> None:
    """Answer the chosen action's questions with the first choice each time, until it is played."""
    for _ in range(8):
        if not page.locator(".po").get_attribute("data-verb"):
            return
        if page.locator("#po-confirm").count():
            click(page, "#po-confirm")
        elif page.locator("#po-opts .po-opt").count():
            click(page, "#po-opts .po-opt")
        elif page.locator(".po-map .po-target").count():
            target = page.locator(".po-map .po-target").first
            btn = target.locator(".po-area-btn")
            (btn if btn.count() else target).first.click()
            wait_idle(page)
        else:
            return


def any_action(page: Any) -> None:
    """A second action when passing is not allowed: the first verb that is offered, answered with first choices."""
    for verb in (
        "proxenos",
        "hoplites",
        "galleys",
        "merchants",
        "project",
        "collect",
        "trade",
        "redeem",
        "march",
        "sail",
        "civilwar",
        "siege",
    ):
        button = page.locator(f"#po-verbs [data-verb='{verb}']:enabled")
        if button.count():
            button.click()
            wait_idle(page)
            follow(page)
            return
    raise AssertionError("no action offered")


def play_step(page: Any, collected: set[int]) -> None:
    """One step by clicks: collect once per round where the rules allow it, else pass; answer every other step."""
    ph = phase(page)
    rnd = int(page.locator("#po-round-now").get_attribute("data-round") or "0")
    if ph == "action":
        if rnd not in collected and page.locator("#po-verbs [data-verb='collect']:enabled").count():
            collected.add(rnd)
            click(page, "#po-verbs [data-verb='collect']")
            page.locator(".po-map .po-target .po-area-btn").first.click()
            click(page, "#po-confirm")
            return
        if page.locator("#po-pass").count():
            click(page, "#po-pass")
        else:
            any_action(page)
    elif ph == "surcharge":
        click(page, "#po-verbs [data-verb='surcharge']")
        click(page, "#po-opts .po-opt")
    elif ph in ("growth", "tax"):
        click(page, "#po-verbs [data-verb='done']")
    elif ph == "battle_retreat":
        click(page, "#po-verbs [data-verb='fight']")
    elif ph in ("battle_attack", "battle_defend"):
        play_cards(page)
    elif ph in ("release", "event_remove"):
        page.locator(".po-map .po-target").first.click()
        click(page, "#po-confirm")
    elif ph in ("march", "sail", "trade"):
        if page.locator("#po-verbs [data-verb='done']").count():
            click(page, "#po-verbs [data-verb='done']")
        else:
            verb = (
                "from" if ph != "trade" else ("get" if page.locator("#po-verbs [data-verb='get']").count() else "buy")
            )
            if page.locator(f"#po-verbs [data-verb='{verb}'][aria-pressed='false']").count():
                page.locator(f"#po-verbs [data-verb='{verb}']").click()
            follow(page)
    else:
        raise AssertionError(f"nothing to do in phase {ph!r}")


#: the words of the elements matched that run over two lines (a word's range has one box per line it is on)
BROKEN_WORDS = """sel => [...document.querySelectorAll(sel)].flatMap(el => {
  const node = el.firstChild;
  if (!node || node.nodeType !== Node.TEXT_NODE) return [];
  const out = [];
  for (const m of node.data.matchAll(/\\S+/g)) {
    const r = document.createRange();
    r.setStart(node, m.index);
    r.setEnd(node, m.index + m[0].length);
    const tops = new Set([...r.getClientRects()].map(b => Math.round(b.top)));
    if (tops.size > 1) out.push(m[0]);
  }
  return out;
})"""


def _open(page: Any, helpers: Any, link: str) -> None:
    helpers.open_app(page, f"{GAME.id}/{link}")
    page.wait_for_selector(".po .po-area, #handover:not([hidden])")


def test_solo_game_against_the_bot_by_clicks_to_the_final_score(new_page: Any, helpers: Any) -> None:
    # the bot plays both sides through rounds 1-3 (seed 3 reaches the last round: the bots draw their samples
    # with the game's one dealer); from there Aki plays by clicks
    state, link = bot_position(
        lambda s, n: s.round >= 4 and s.phase.value == "action" and s.active_players() == (0,), 3, SOLO
    )
    assert state.round == 4 and not state.is_over()
    page = new_page()
    started = time.monotonic()
    _open(page, helpers, link)
    assert page.locator(".po-map .po-area[data-kind='land']").count() == 15
    assert page.locator(".po-map .po-area[data-kind='sea']").count() == 8
    assert page.locator(".po-map .po-polis").count() == 25
    assert page.locator(".po-map .po-market").count() == 4
    # the map reads the observation: units against the limit, owners
    obs = state.observation(0)
    for node, (s, a) in obs["units"].items():
        assert page.locator(f".po-area[data-node='{node}'] .po-stack[data-units='{s},{a}']").count() == (
            1 if s or a else 0
        ), node
    for pid, st in obs["poleis"].items():
        owner = {None: "neutral", 0: "sparta", 1: "athens"}[st["owner"]]
        assert page.locator(f".po-polis[data-polis='{pid}']").get_attribute("data-owner") == owner
    assert page.locator("#po-limit").inner_text().startswith(f"stacking limit {obs['limit']}")
    # the targets of Collect are exactly the rules' (from the action parts)
    assert wait_turn(page) == "turn"
    click(page, "#po-verbs [data-verb='collect']")
    want = {f"land:{t.split()[1]}" for t in state.legal_texts(0) if t.startswith("collect ")}
    assert want and targets(page) == want
    page.keyboard.press("Escape")
    assert not targets(page)
    # by keyboard: the verb, then the target's map button with Enter, then the confirmation; Esc steps back
    page.locator("#po-verbs [data-verb='collect']").focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    first = sorted(want)[0]
    page.locator(f".po-map .po-area-btn[data-key='{first}']").focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert page.locator("#po-confirm").is_visible()
    assert (
        first.split(":")[1] in page.locator("#po-picked").inner_text().lower()
        or page.locator(".po-chosen").count() == 1
    )
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    wait_idle(page)
    assert not page.locator("#po-confirm").count()
    # arrow keys move between the map's areas
    page.locator(".po-area[data-node='lakedaemon'] .po-area-btn").focus()
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.closest('.po-area')?.dataset.node") not in (None, "lakedaemon")
    collected: set[int] = set()
    for _ in range(300):
        screen = wait_turn(page)
        if screen == "over":
            break
        assert screen == "turn", "no hand-over in a solo game"
        play_step(page, collected)
    else:
        raise AssertionError("the game did not end")
    wait_idle(page)
    took = time.monotonic() - started
    # the final breakdown matches the rules' outcome of the saved game
    saved = [v for k, v in helpers.saves(page).items() if k.startswith(f"tabletop:{GAME.id}:")]
    assert len(saved) == 1
    match = Match.from_save(Save.from_dict(saved[0]))
    outcome = match.state.outcome()
    assert outcome is not None
    detail = outcome.detail
    for p in (0, 1):
        for row in ("citizens", "prestige", "projects"):
            cell = page.locator(f"#po-final-table td[data-seat='{p}'][data-row='{row}']")
            assert cell.get_attribute("data-n") == str(detail[row][p]), (row, p)
        total = page.locator(f"#po-final-table td[data-seat='{p}'][data-row='total']").get_attribute("data-n")
        assert float(total or -1) == float(outcome.scores[p])
    verdict = page.locator("#po-verdict")
    if len(outcome.winners) == 1:
        assert verdict.get_attribute("data-winner") == str(outcome.winners[0])
    assert page.locator("#results").is_visible(), "the shell's results too"
    page.screenshot(path="/tmp/polis-final-en-1280.png", full_page=True)
    print(f"solo game from round 4 to the end: {took:.1f} s")


def _hand_over(page: Any, name: str) -> None:
    assert wait_turn(page) == "handover"
    assert f"Pass the device to {name}" in page.locator("#handover").inner_text()
    assert not page.locator("#view-root").is_visible(), "nothing of the hands shows behind the hand-over screen"
    page.locator("#handover-ready").click()
    page.locator("#handover").wait_for(state="hidden")
    assert wait_turn(page) == "turn"


def _battle_position() -> tuple[Any, str]:
    return position(lambda s, n: s.phase.value == "battle_attack", 2, HOTSEAT)


def test_hot_seat_battle_hands_stay_private_and_cards_show_step_by_step(new_page: Any, helpers: Any) -> None:
    state, link = _battle_position()
    assert state.phase.value == "battle_attack"
    att = state.active_players()[0]
    dfd = 1 - att
    names = {0: "Aki", 1: "Ben"}
    b = state.observation(att)["battle"]
    mine, theirs = sorted(b["hands"][att]), sorted(state.observation(dfd)["battle"]["hands"][dfd])
    assert state.observation(att)["battle"]["hands"][dfd] is None
    page = new_page()
    _open(page, helpers, link)
    while (screen := wait_turn(page)) == "handover":
        assert f"Pass the device to {names[att]}" in page.locator("#handover").inner_text()
        page.locator("#handover-ready").click()
        page.locator("#handover").wait_for(state="hidden")
    assert screen == "turn"
    fight = page.locator("#po-fight")
    assert fight.is_visible()
    assert page.locator(f".po-area[data-node='{b['node']}']").get_attribute("class").find("po-battle-here") >= 0
    shown = sorted(page.eval_on_selector_all("#po-hand .po-card[data-card]", "els => els.map(e => e.dataset.card)"))
    assert shown == mine, "the attacker sees exactly their own hand"
    other = page.locator(f".po-bside[data-seat='{dfd}'] .po-hand")
    assert other.locator("[data-card]").count() == 0, "the defender's cards are not in the page"
    assert other.get_attribute("data-size") == str(len(theirs))
    page.screenshot(path="/tmp/polis-battle-attacker-en-1280.png", full_page=True)
    # the attack, by clicks: two cards, then Play
    play_cards(page)
    _hand_over(page, names[dfd])
    # the defender: own hand, the attack revealed, the attacker's remaining cards hidden
    shown = sorted(page.eval_on_selector_all("#po-hand .po-card[data-card]", "els => els.map(e => e.dataset.card)"))
    assert shown == theirs
    attack = page.eval_on_selector_all("#po-open-attack .po-card[data-card]", "els => els.map(e => e.dataset.card)")
    assert len(attack) == 2 and all(c in mine for c in attack)
    assert page.locator(f".po-bside[data-seat='{att}'] .po-hand [data-card]").count() == 0
    assert page.locator(f".po-bside[data-seat='{att}'] .po-hand").get_attribute("data-size") == str(len(mine) - 2)
    # the story of the battle so far, step by step (the attack is the newest step)
    story = page.locator("#po-story")
    assert story.is_visible()
    page.screenshot(path="/tmp/polis-battle-defender-en-1280.png", full_page=True)
    play_cards(page)
    # the exchange is resolved: its losses and prestige show to both
    screen = wait_turn(page)
    assert screen in ("handover", "turn", "over")
    if screen == "handover":
        page.locator("#handover-ready").click()
        page.locator("#handover").wait_for(state="hidden")
        wait_turn(page)
    page.wait_for_selector("#po-fight[data-done='true']")  # the new steps are shown one after another
    steps = int(fight.get_attribute("data-steps") or 0)
    assert steps >= 3, "battle start, attack and defence are steps"
    page.locator("#po-story-prev").click()
    assert int(fight.get_attribute("data-step") or 0) == steps - 2
    page.locator("#po-story-next").click()
    assert int(fight.get_attribute("data-step") or 0) == steps - 1
    assert page.locator("#po-story .po-story-step").count() == steps


@pytest.mark.parametrize(("lang", "width"), [("en", 1280), ("ja", 1280), ("en", 390), ("ja", 390)])
def test_screens_in_both_languages_fit_and_hold_no_catalog_keys(
    new_page: Any, helpers: Any, lang: str, width: int
) -> None:
    _, link = _battle_position()
    page = new_page(
        viewport={"width": width, "height": 900},
        init_script=f"localStorage.setItem('tabletop.lang', {json.dumps(lang)});",
    )
    _open(page, helpers, link)
    while wait_turn(page) == "handover":
        page.locator("#handover-ready").click()
        page.locator("#handover").wait_for(state="hidden")
    page.wait_for_selector("#po-fight:not([hidden])")
    body = page.inner_text("body")
    import re

    keys = re.findall(r"\bpolis\.(?:view\.)?[a-z_]+\.[a-z_.]+\b", body)
    assert not keys, f"untranslated catalog keys: {sorted(set(keys))[:5]}"
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"{overflow}px wider than the viewport"
    assert page.locator(".po-map .po-aname").count() == 24  # 23 areas and the Spartan port
    assert not page.evaluate(BROKEN_WORDS, ".po-map .po-aname"), "a map name breaks inside a word"
    page.screenshot(path=f"/tmp/polis-{lang}-{width}.png", full_page=True)
    # the rules help opens in the reader's language, with the stand-ins marked
    page.locator("#po-help-btn").click()
    page.wait_for_selector("#po-help-poleis")
    assert page.locator("#po-help .po-own").count() > 10
    page.locator("#po-help").screenshot(path=f"/tmp/polis-help-{lang}-{width}.png")
    page.locator("#po-help-close").click()


def _start(seed: int, stop: Callable[[Any, int], bool] | None = None) -> tuple[Any, str]:
    """A solo game (Aki plays Sparta) from ``seed``: at the start, or where the scripted policy meets ``stop``."""
    state, link = position(stop or (lambda s, n: n == 0), seed, SOLO)
    assert state.active_players() == (0,) and state.phase.value == "action" and not state.done
    return state, link


def _famine_answer(page: Any) -> str:
    page.wait_for_function("() => !!document.querySelector('.po')?.dataset.famine")
    return page.locator(".po").get_attribute("data-famine") or ""


def test_a_pass_that_starves_is_warned_on_the_pass_button_and_in_the_status(new_page: Any, helpers: Any) -> None:
    # the first game: Sparta starts with 0 wheat, 3 prestige and 8 citizens to feed
    state, link = _start(3)
    pv = state.preview(0, "pass")
    assert pv is not None and (pv["ends"], pv["need"], pv["wheat"], pv["prestige"], pv["short"]) == (
        "feeding",
        8,
        0,
        3,
        5,
    )
    page = new_page(viewport={"width": 1280, "height": 900}, init_script="localStorage.setItem('tabletop.lang', 'en');")
    _open(page, helpers, link)
    assert wait_turn(page) == "turn"
    assert _famine_answer(page) == "feeding"
    note = page.locator("#po-famine")
    text = note.inner_text()
    assert "Famine if you pass now." in text
    assert "8 citizens must be fed, with 0 wheat and 3 prestige: 5 short" in text
    assert "bring in wheat (Collect, Trade)" in text and "Create hoplites" in text
    # on the pass control: marked, and described by the warning for screen readers
    pass_btn = page.locator("#po-pass")
    assert "po-pass-warn" in (pass_btn.get_attribute("class") or "")
    assert pass_btn.get_attribute("aria-describedby") == "po-famine"
    # in the status area
    assert page.locator("#po-status-famine").inner_text() == "⚠ Famine ahead: 5 short"
    # and read out once it is known, after the prompt
    page.wait_for_function(
        "() => [...document.querySelectorAll('.po [aria-live]')].some(e => e.textContent.startsWith("
        "'Your turn: choose your first action (or pass). Famine if you pass now. At this round'))"
    )
    page.screenshot(path="/tmp/polis-famine-en-1280.png")
    page.set_viewport_size({"width": 390, "height": 900})
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 1
    assert note.is_visible() and pass_btn.is_visible()
    note.scroll_into_view_if_needed()
    page.screenshot(path="/tmp/polis-famine-en-390.png")
    page.locator("#lang-switch [data-lang='ja']").click()
    page.wait_for_selector(".po[lang='ja'] #po-famine")
    text = page.locator("#po-famine").inner_text()
    assert "今パスすると食糧が足りません。" in text and "市民8人を小麦0と名声点3で養う必要があり、5足りません" in text
    assert page.locator("#po-status-famine").inner_text() == "⚠ 食糧不足：5足りません"
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 1
    page.locator("#po-famine").scroll_into_view_if_needed()
    page.screenshot(path="/tmp/polis-famine-ja-390.png")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path="/tmp/polis-famine-ja-1280.png")
    # a turn whose pass is safe shows no warning (Sparta: 5 wheat + 4 prestige for 8 citizens)
    state, link = _start(4, lambda s, n: s.turns == 2)
    assert state.preview(0, "pass") is None
    helpers.navigate(page, f"{GAME.id}/{link}")
    assert wait_turn(page) == "turn"
    assert _famine_answer(page) == "none"
    assert not page.locator("#po-famine, #po-status-famine, #po-pass.po-pass-warn").count()


def test_keys_reach_only_lit_targets_and_enter_on_a_dimmed_polis_does_nothing(new_page: Any, helpers: Any) -> None:
    state, link = _start(3)
    lit = {f"polis:{t.split()[1]}" for t in state.legal_texts(0) if t.startswith("hoplites ")}
    assert "polis:sparta" not in lit and lit, "Lakedaemon is full: Sparta raises no hoplites in round 1"
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'en');")
    _open(page, helpers, link)
    assert wait_turn(page) == "turn"
    click(page, "#po-verbs [data-verb='hoplites']")
    assert targets(page) == lit
    sparta = page.locator(".po-polis[data-polis='sparta']")
    assert sparta.get_attribute("aria-disabled") == "true" and sparta.get_attribute("tabindex") == "-1"
    # Tab from the verb walks the page: every map element it stops on is a lit target, and the targets are reached
    page.locator("#po-verbs [data-verb='hoplites']").focus()
    stops: list[tuple[str, str]] = []
    for _ in range(120):
        page.keyboard.press("Tab")
        key, dim = page.evaluate(
            "() => { const a = document.activeElement; return a && a.closest('.po-map')"
            " ? [a.dataset.key || '', a.getAttribute('aria-disabled') || ''] : null; }"
        ) or ("", "")
        if key:
            stops.append((key, dim))
        if {k for k, _ in stops} >= lit:
            break
    assert stops and all(dim != "true" for _, dim in stops), stops
    assert {k for k, _ in stops} == lit
    # Enter on the dimmed Sparta (focused by the arrow keys or a screen reader) changes nothing
    sparta.focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert page.locator(".po").get_attribute("data-verb") == "hoplites"
    assert targets(page) == lit
    assert not page.locator("#po-confirm").count()
    assert "Create hoplites" in page.locator("#po-prompt").inner_text()
    # and a lit one goes on with the action
    first = sorted(lit)[0]
    page.locator(f".po-polis[data-key='{first}']").focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert page.locator(".po").get_attribute("data-verb") == "hoplites"
    assert page.locator(".po-polis.po-chosen").get_attribute("data-key") == first


def test_a_japanese_map_lists_the_ports_seas_with_the_japanese_separator(new_page: Any, helpers: Any) -> None:
    """Names listed in a sentence join with core.list_sep ("、" in Japanese), not an English comma."""
    _, link = _start(3)
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'ja');")
    _open(page, helpers, link)
    names = GAME.reference()["map"]
    seas = [names[s]["name"]["ja"] for s in GAME.reference()["ports"][0]["seas"]]
    assert len(seas) == 2
    assert page.locator(".po-access").first.inner_text() == "↔ " + "、".join(seas)


def test_a_click_anywhere_in_a_lit_territory_picks_it(new_page: Any, helpers: Any) -> None:
    """Collect lights Lakedaemon: a click on its dimmed Sparta card (most of the territory) picks the territory;
    Enter on that card, a button of its own, still does nothing."""
    state, link = _start(3)
    assert [t for t in state.legal_texts(0) if t.startswith("collect ")] == ["collect lakedaemon"]
    page = new_page(viewport={"width": 1280, "height": 900}, init_script="localStorage.setItem('tabletop.lang', 'en');")
    _open(page, helpers, link)
    assert wait_turn(page) == "turn"
    click(page, "#po-verbs [data-verb='collect']")
    assert targets(page) == {"land:lakedaemon"}
    sparta = page.locator(".po-polis[data-polis='sparta']")
    assert sparta.get_attribute("aria-disabled") == "true"
    # the keyboard: Enter on the dimmed polis changes nothing
    sparta.focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert not page.locator("#po-confirm").count()
    # a click in the middle of the polis card picks the territory around it
    sparta.scroll_into_view_if_needed()
    box = sparta.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    wait_idle(page)
    assert page.locator(".po-area.po-chosen").get_attribute("data-node") == "lakedaemon"
    assert page.locator("#po-confirm").get_attribute("data-text") == "collect lakedaemon"
    # so does a click in the gap between the polis cards, and one on the tribute boxes
    first, second, tribute = (
        page.locator(f".po-land[data-node='lakedaemon'] {sel}").first.bounding_box()
        for sel in (".po-polis", ".po-polis >> nth=1", ".po-tribute")
    )
    assert first and second and tribute and second["y"] > first["y"] + first["height"]
    gap = (first["x"] + first["width"] / 2, (first["y"] + first["height"] + second["y"]) / 2)
    for x, y in (gap, (tribute["x"] + tribute["width"] / 2, tribute["y"] + tribute["height"] / 2)):
        page.locator("#po-back").click()
        wait_idle(page)
        assert not page.locator("#po-confirm").count()
        page.mouse.click(x, y)
        wait_idle(page)
        assert page.locator("#po-confirm").get_attribute("data-text") == "collect lakedaemon", (x, y)


#: whether an element is wholly in sight: in the viewport and below the shell's sticky top bar
IN_SIGHT = """sel => {
  const el = document.querySelector(sel);
  const top = document.querySelector('.topbar')?.getBoundingClientRect().bottom || 0;
  const r = el ? el.getBoundingClientRect() : null;
  return !!r && r.height > 0 && r.top >= top - 1 && r.bottom <= innerHeight + 1;
}"""


def test_a_target_tapped_on_a_phone_brings_the_prompt_and_confirm_into_sight(
    new_page: Any, helpers: Any, app_url: str
) -> None:
    """Below 640 px the action panel lies above the map and is not sticky: after a tap on a map target the
    panel comes into sight; in a frame (a wiki's embed) the page around it never scrolls."""
    _, link = _start(3)
    page = new_page(viewport={"width": 390, "height": 844}, init_script="localStorage.setItem('tabletop.lang', 'ja');")
    _open(page, helpers, link)
    assert wait_turn(page) == "turn"
    click(page, "#po-verbs [data-verb='collect']")
    page.locator(".po-land[data-node='lakedaemon'] .po-area-btn").click()  # Playwright scrolls the map to it
    wait_idle(page)
    page.locator("#po-confirm").wait_for()
    page.wait_for_function(f"() => ({IN_SIGHT})('#po-confirm') && ({IN_SIGHT})('#po-prompt')", timeout=5000)
    assert page.locator("#po-prompt").inner_text() == "確認して決定してください。"
    page.screenshot(path="/tmp/polis-confirm-in-sight-ja-390.png")
    # the same in an embed played in a frame of a host page (a fixed size, shorter than the view): the frame
    # does not scroll the page around it, which stays where the reader put it
    host = (
        "<!doctype html><body style='margin:0'><h1 style='height:400px'>Wiki</h1>"
        f"<iframe src='{app_url}?embed#/{GAME.id}/{link}' style='width:390px;height:700px;border:0'></iframe>"
        "<p style='height:2000px'>after</p></body>"
    )
    page.context.route("**/polis-host.html", lambda route: route.fulfill(content_type="text/html", body=host))
    page.goto(app_url + "polis-host.html", wait_until="domcontentloaded")
    frame = page.frame_locator("iframe")
    frame.locator("#embed-play").click(timeout=120_000)
    while frame.locator("#handover:not([hidden]), .po.po-my-turn").first.get_attribute("id") == "handover":
        frame.locator("#handover-ready").click()
    frame.locator(".po.po-my-turn #po-verbs [data-verb='collect']").click()
    area = frame.locator(".po-land[data-node='lakedaemon'] .po-area-btn")
    area.scroll_into_view_if_needed()
    y = page.evaluate("scrollY")
    assert y > 0
    area.click()
    frame.locator("#po-confirm").wait_for()
    page.wait_for_timeout(1000)  # a smooth scroll would be under way
    assert page.evaluate("scrollY") == y
