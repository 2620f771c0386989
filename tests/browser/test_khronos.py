"""Khronos in a browser: the view (web/games/khronos/) on the real shell and rules.

Games start from share links (a seed and the moves that lead to a position,
made here with the rules library), so that the test knows the position, and
late enough that a few clicks reach what is tested; all play after that is by
clicks on the view's own controls. The saved action list
is replayed with the Python library to compare what the page showed with the
rules (the preview, the hands, the final score). Screenshots go to
/tmp/khronos-*.png.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from tabletop import get_game
from tabletop.core.bots import bot_move, make_bot
from tabletop.core.rng import Rng
from tabletop.core.save import Save

pytestmark = pytest.mark.browser

GAME = get_game("khronos")
SEED = 11
BIG = ("keep", "castle", "monastery", "abbey", "town", "city")


def bot_seat() -> dict[str, Any]:
    from tabletop.core.bots import bot_names

    names = bot_names("khronos")
    return {"name": "heuristic" if "heuristic" in names else names[0], "strength": 1}


def link_for(
    seats: list[dict[str, Any]],
    actions: tuple[tuple[int, str], ...] = (),
    seed: int = SEED,
    options: dict[str, Any] | None = None,
) -> str:
    opts = GAME.validate_options(len(seats), options or {})
    return Save("khronos", len(seats), opts, seed, actions, {"seats": seats}).encode_link()


def heuristic_position(
    players: int, until: Callable[[Any], bool], seed: int = SEED, options: dict[str, Any] | None = None
) -> tuple[Any, tuple[tuple[int, str], ...]]:
    """The heuristic (strength 1) plays every seat until ``until(state)``; the state and its moves."""
    state = GAME.new(players, GAME.validate_options(players, options or {}), seed=seed)
    bot = make_bot("khronos", "heuristic", 1)
    rng = Rng(seed)
    actions: list[tuple[int, str]] = []
    while not until(state):
        assert not state.is_over(), "the position did not come"
        (p,) = state.active_players()
        text = str(bot_move(bot, state, p, rng))
        state = state.apply(p, text)
        actions.append((p, text))
    return state, tuple(actions)


def seat0_starts_turn(game_turn: int) -> Callable[[Any], bool]:
    """Seat 0 is about to begin its turn of game turn ``game_turn`` (or later)."""
    return lambda st: st.game_turn >= game_turn and st.current == 0 and st.phase.value == "start" and not st.pending


def builder_position(turns: int, seed: int = SEED) -> tuple[Any, tuple[tuple[int, str], ...]]:
    """Both seats build a 2×2 or 3×3 tile when they can (so that ripples show), then refill, for `turns` player-turns."""
    state = GAME.new(2, GAME.validate_options(2, {}), seed=seed)
    rng = random.Random(seed)
    actions: list[tuple[int, str]] = []
    done = 0
    while done < turns and not state.is_over():
        (p,) = state.active_players()
        legal = state.legal_texts(p)
        big = [t for t in legal if t.split()[0] in ("build", "upgrade") and t.split()[1] in BIG]
        if big and state.observation(p)["phase"] == "start":
            text = rng.choice(big)
        elif "refill" in legal:
            text = "refill"
            done += 1
        else:
            text = rng.choice(legal)  # a forced choice (pick, shrink)
        state = state.apply(p, text)
        actions.append((p, text))
    return state, tuple(actions)


def saved_actions(page: Any) -> list[tuple[int, str]]:
    data = page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('tabletop:khronos:')).map(k => JSON.parse(localStorage.getItem(k)))"
    )
    return [tuple(a) for a in data[0]["actions"]] if data else []


def replay(page: Any) -> Any:
    """The game on the page, rebuilt in Python from its save."""
    data = page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('tabletop:khronos:')).map(k => JSON.parse(localStorage.getItem(k)))"
    )
    assert len(data) == 1, [d.get("actions", [])[:2] for d in data]
    save = data[0]
    state = GAME.new(save["players"], save["options"], seed=save["seed"])
    for p, text in save["actions"]:
        state = state.apply(p, text)
    return state


def wait_turn(page: Any, timeout_s: float = 90) -> str:
    """Wait until the viewer may act ("turn"), a hand-over screen shows, or the game is over."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if page.locator("#kh-final:not([hidden])").count():
            return "over"
        if page.locator("#handover:not([hidden])").count():
            return "handover"
        if page.evaluate(
            "() => document.documentElement.dataset.busy !== 'true' && !!document.querySelector('.kh.kh-my-turn')"
        ):
            return "turn"
        page.wait_for_timeout(80)
    raise AssertionError("neither a turn, a hand-over nor the end came")


def shown_hand(page: Any) -> list[str]:
    return page.locator("#kh-hand .kh-card").evaluate_all("els => els.map(e => e.dataset.card)")


def click_target(page: Any, tap: bool = False) -> bool:
    """Click (or tap) the first legal target on the shown board; True if something was selected."""
    target = page.locator(".kh-board.kh-shown .kh-cell.kh-target").first
    if not target.count():
        board = page.locator(".kh-board .kh-cell.kh-target").first
        if not board.count():
            return False
        target = board
    if tap:
        target.tap()
    else:
        target.click()
    return page.locator("#kh-confirm").count() > 0


def play_my_turn(page: Any, helpers: Any, build: bool, tap: bool = False) -> None:
    """One turn by clicks: a forced choice if any, else (optionally) the first tile with targets, then refill."""
    for _ in range(6):
        if page.locator("#kh-final:not([hidden])").count() or not page.locator(".kh.kh-my-turn").count():
            return
        phase = page.locator(".kh").get_attribute("data-phase")
        if phase in ("pick", "shrink"):
            assert click_target(page), "a forced choice offers targets"
            page.locator("#kh-confirm").click()
            helpers.wait_idle(page)
            continue
        fams = page.locator("#kh-tiles button[data-family]")
        if build and fams.count() and phase == "start":
            fams.first.click()
            if click_target(page, tap):
                page.locator("#kh-confirm").tap() if tap else page.locator("#kh-confirm").click()
                helpers.wait_idle(page)
                build = False
                continue
        page.locator("#kh-refill").click()
        helpers.wait_idle(page)
        return


def test_solo_game_against_a_bot_played_by_clicks_to_the_final_score(new_page: Any, helpers: Any) -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": bot_seat()}]
    # from a link at Aki's turn 6: two turns of each seat are left, and Aki's turn 7 earns
    start, moves = heuristic_position(2, seat0_starts_turn(6))
    page = new_page(init_script="localStorage.setItem('tabletop.pace', 'instant');")
    t0 = time.monotonic()
    helpers.open_app(page, f"khronos/{link_for(seats, moves)}")
    page.wait_for_selector(".kh-grid .kh-cell.kh-t-river")
    assert page.locator(".kh-board").count() == 3
    assert page.locator(".kh-track li").count() == 7
    assert page.locator(".kh-track li[data-earn='1']").evaluate_all("els => els.map(e => e.dataset.turn)") == ["4", "7"]
    first = True
    for _ in range(8):
        screen = wait_turn(page)
        if screen == "over":
            break
        assert screen == "turn", "no hand-over in a solo game"
        if first:
            # the hand shown is the viewer's own, from the rules
            state = start
            assert shown_hand(page) == state.observation(0)["hand"]
            check_preview_on_hover(page, state)
            first = False
        play_my_turn(page, helpers, build=True)
    else:
        raise AssertionError("the game did not end")
    helpers.wait_idle(page)
    state = replay(page)
    assert state.is_over()
    obs = state.observation(0)
    final = page.locator("#kh-final")
    final.wait_for()
    rows = final.locator("#kh-final-table tbody tr")
    assert rows.count() == 2
    for p in range(2):
        cell = final.locator(f'#kh-final-table tr[data-seat="{p}"] td[data-ecus]')
        assert cell.get_attribute("data-ecus") == str(obs["result"]["ecus"][p])
    winners = {0: "Aki", 1: "Bot"}
    verdict = page.locator("#kh-verdict").inner_text()
    for w in obs["result"]["winners"]:
        assert winners[w] in verdict
    if obs["earnings"]:
        assert final.locator("#kh-final-earnings tbody tr").count() == len(obs["earnings"])
    assert page.locator("#results").is_visible(), "the shell's results too"
    page.screenshot(path="/tmp/khronos-final-en-1280.png", full_page=True)
    print(
        f"solo game by clicks from turn 6: {time.monotonic() - t0:.1f} s, {len(saved_actions(page)) - len(moves)} moves"
    )


def check_preview_on_hover(page: Any, state: Any) -> None:
    """Hovering a target shows the rules' own preview of that action: its cost, squares and ripple."""
    fam = page.locator("#kh-tiles button[data-family]").filter(has_text="2×2").first
    if not fam.count():
        return
    # the number on the button says what it counts
    places = fam.locator(".kh-fam-places")
    n = int("".join(ch for ch in places.inner_text() if ch.isdigit()))
    assert places.get_attribute("title") == f"{n} {'place' if n == 1 else 'places'} where it can go now"
    fam.click()
    target = page.locator(".kh-board.kh-shown .kh-cell.kh-target").first
    target.hover()
    box = page.locator("#kh-preview")
    # asked of the rules for the action pointed at (the snapshot carries no previews)
    page.wait_for_function("() => !!document.querySelector('#kh-preview[data-action][data-loading=false]')")
    text = box.get_attribute("data-action")
    parts = {a["text"]: a for a in state.legal_parts(0)}
    assert text in parts
    pv = next(a["value"] for a in parts[text]["args"] if a["kind"] == "preview")
    assert box.locator("#kh-pv-cost").get_attribute("data-cost") == str(pv["cost"])
    assert box.locator("#kh-pv-cost").get_attribute("data-surcharge") == str(pv["surcharge"])
    for age in pv["ages"]:
        assert box.locator(f'li[data-age="{age["board"]}"]').get_attribute("data-status") == age["status"]
    # the footprint on its board and the copies on the later boards
    board = next(a["value"] for a in parts[text]["args"] if a["kind"] == "board")
    assert page.locator(f"#kh-grid-{board} .kh-ghost").count() == 1
    copies = [a for a in pv["ages"] if a["board"] != board and a["status"] in ("shadow", "ruin", "civil")]
    assert page.locator(".kh-ghost.kh-ghost-copy").count() == len(copies)
    page.screenshot(path="/tmp/khronos-preview-en-1280.png", full_page=True)
    page.locator("#kh-back").click()


def test_hot_seat_turn_keeps_the_hands_private(new_page: Any, helpers: Any) -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]
    page = new_page(has_touch=True)
    helpers.open_app(page, f"khronos/{link_for(seats)}")
    page.wait_for_selector(".kh .kh-grid, #handover:not([hidden])")
    while (screen := wait_turn(page)) == "handover":
        page.locator("#handover-ready").click()
        page.locator("#handover").wait_for(state="hidden")
    assert screen == "turn"
    state = GAME.new(2, GAME.validate_options(2, {}), seed=SEED)
    (me,) = state.active_players()
    other = 1 - me
    assert shown_hand(page) == state.observation(me)["hand"]
    # the other seat's hand is only a count
    assert page.locator("#kh-hand").count() == 1
    assert page.locator(f'.kh-player[data-seat="{other}"] .kh-handsize strong').inner_text() == "4"
    # a move by taps and the refill; the hand-over screen hides everything of the hand
    play_my_turn(page, helpers, build=True, tap=True)
    assert wait_turn(page) == "handover"
    assert f"Pass the device to {seats[other]['name']}" in page.locator("#handover").inner_text()
    assert not page.locator("#view-root").is_visible(), "nothing of the hand shows behind the hand-over screen"
    page.locator("#handover-ready").click()
    page.locator("#handover").wait_for(state="hidden")
    assert wait_turn(page) == "turn"
    state = replay(page)
    moves = [t.split()[0] for p, t in saved_actions(page) if p == me]
    assert moves[0] in ("build", "upgrade") and moves[-1] == "refill", moves
    assert state.active_players() == (other,)
    assert shown_hand(page) == state.observation(other)["hand"]
    assert page.locator("#kh-hand").count() == 1
    assert page.locator(".kh-player.kh-me").get_attribute("data-seat") == str(other)


@pytest.mark.parametrize("width", [1280, 390])
def test_screens_in_both_languages_and_on_a_phone(new_page: Any, helpers: Any, width: int) -> None:
    seats = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": bot_seat()}]
    _state, actions = builder_position(6)
    page = new_page(
        viewport={"width": width, "height": 900}, init_script="localStorage.setItem('tabletop.lang', 'en');"
    )
    helpers.open_app(page, f"khronos/{link_for(seats, actions)}")
    for lang in ("en", "ja"):
        if lang == "ja":
            # the shell's language switch re-mounts the view in Japanese
            page.locator('#lang-switch [data-lang="ja"]').click()
            page.wait_for_function(
                "() => document.documentElement.lang === 'ja' && !!document.querySelector('.kh[lang=ja]')"
            )
        page.wait_for_selector(".kh-grid .kh-cell.kh-t-river")
        assert wait_turn(page) == "turn"
        check_screen(page, lang, width)


def check_screen(page: Any, lang: str, width: int) -> None:
    # shadows and ruins are drawn on the later boards, told apart by more than colour
    assert (
        page.locator("#kh-grid-faith .kh-b-shadow .kh-b-mark").count()
        + page.locator("#kh-grid-reason .kh-b-ruin .kh-b-mark").count()
        > 0
    )
    fam = page.locator("#kh-tiles button[data-family]").first
    fam.click()
    assert click_target(page)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"{overflow}px wider than the viewport"
    page.screenshot(path=f"/tmp/khronos-{lang}-{width}.png", full_page=True)
    if width < 700:
        # one board at a time: the tabs switch it (also by the arrow keys)
        assert page.locator(".kh-board:visible").count() == 1
        page.locator("#kh-tab-reason").click()
        assert page.locator("#kh-board-reason").is_visible()
        assert not page.locator("#kh-board-might").is_visible()
        page.keyboard.press("ArrowRight")
        assert page.locator("#kh-board-might").is_visible()
        page.locator("#kh-tab-reason").click()
        page.screenshot(path=f"/tmp/khronos-{lang}-{width}-reason.png", full_page=True)
    # keyboard: the number keys show a board, the cursor moves on it, Enter chooses, Escape goes back
    page.locator("#kh-back").click()
    page.keyboard.press("1")
    assert page.locator("#kh-board-might").is_visible()
    if not page.locator("#kh-tiles button[data-family][aria-pressed='true']").count():
        page.locator("#kh-tiles button[data-family]").first.click()
    page.locator("#kh-grid-might").focus()
    page.keyboard.press("n")
    assert page.locator("#kh-grid-might .kh-cell.kh-cursor.kh-target").count() == 1
    page.keyboard.press("Enter")
    page.locator("#kh-confirm").wait_for()
    page.keyboard.press("Escape")
    assert not page.locator("#kh-confirm").count()
    # the rules help, in the page's language, with the tile table from reference()
    page.locator("#kh-help").click()
    dialog = page.locator("#kh-help-dialog")
    dialog.wait_for()
    dialog.locator("#kh-help-tiles").wait_for()
    assert dialog.locator("#kh-help-tiles tbody tr").count() == len(GAME.reference()["tiles"])
    title = dialog.locator("#kh-help-dialog-title").inner_text()
    assert title == ("クロノスの遊び方" if lang == "ja" else "How to play Khronos")
    page.screenshot(path=f"/tmp/khronos-help-{lang}-{width}.png")
    dialog.locator("#kh-help-dialog-close").click()
    if page.locator("#kh-back").count():
        page.locator("#kh-back").click()


#: seed 74: 29 moves in, Aki (seat 0) can join two domains with a Hamlet at 17,5; the junction downsizes Aki's own
#: Keep to a Watchtower and Aki chooses its square (found by a seeded builder playout, see junction_position)
JUNCTION_SEED = 74
JUNCTION_MOVE = "build hamlet might 17,5 +R"


def junction_position() -> tuple[Any, tuple[tuple[int, str], ...]]:
    """The position before the junction move (a builder policy over seed 74, replayed move by move)."""
    state = GAME.new(2, GAME.validate_options(2, {}), seed=JUNCTION_SEED)
    rng = random.Random(JUNCTION_SEED)
    actions: list[tuple[int, str]] = []
    while True:
        (p,) = state.active_players()
        legal = state.legal_texts(p)
        phase = state.observation(p)["phase"]
        civ = [t for t in legal if t.split()[0] in ("build", "upgrade") and t.split()[1] in ("town", "city", "hamlet")]
        big = [t for t in legal if t.split()[0] in ("build", "upgrade") and t.split()[1] in BIG[:4]]
        if phase == "start" and (big or civ):
            text = rng.choice(big if big and rng.random() < 0.5 else civ or big)
        elif phase == "actions" and civ and rng.random() < 0.5:
            text = rng.choice(civ)
        else:
            text = "refill" if "refill" in legal else rng.choice(legal)
        if text == JUNCTION_MOVE:
            return state, tuple(actions)
        assert len(actions) < 60, "the junction move did not come"
        state = state.apply(p, text)
        actions.append((p, text))


def test_a_junction_previewed_then_the_owner_chooses_the_square_of_the_smaller_tile(
    new_page: Any, helpers: Any
) -> None:
    state, actions = junction_position()
    parts = {a["text"]: a for a in state.legal_parts(0)}
    pv = next(a["value"] for a in parts[JUNCTION_MOVE]["args"] if a["kind"] == "preview")
    (might,) = [a for a in pv["ages"] if a["board"] == "might"]
    assert might["junction"] and might["downsized"][0]["to"] == "watchtower" and might["pending"]["kind"] == "shrink"
    keep = might["downsized"][0]["id"]
    seats = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": bot_seat()}]
    page = new_page()
    helpers.open_app(page, f"khronos/{link_for(seats, actions, seed=JUNCTION_SEED)}")
    page.wait_for_selector(".kh-grid .kh-cell.kh-t-river")
    assert wait_turn(page) == "turn"
    page.locator('#kh-tiles button[data-family="tile:hamlet"]').click()
    grid = page.locator("#kh-grid-might")
    box = grid.bounding_box()
    assert box is not None
    grid.click(position={"x": 17.5 * box["width"] / 20, "y": 5.5 * box["height"] / 16})
    pay = page.locator(f'#kh-pay button[data-text="{JUNCTION_MOVE}"]')
    if pay.count():
        pay.click()
    preview = page.locator("#kh-preview")
    page.wait_for_function(
        "text => document.querySelector('#kh-preview[data-loading=false]')?.dataset.action === text", arg=JUNCTION_MOVE
    )
    words = preview.inner_text()
    assert "joins 2 domains" in words
    assert "Aki's Keep shrinks to a Watchtower" in words
    assert "then Aki chooses where the smaller tile goes" in words
    # the Keep that would shrink is marked on the board before the move
    assert page.locator(f'#kh-grid-might .kh-b[data-id="{keep}"].kh-shrinking').count() == 1
    page.screenshot(path="/tmp/khronos-junction-preview.png", full_page=True)
    page.locator("#kh-confirm").click()
    helpers.wait_idle(page)
    # the owner's choice: the Keep is marked, its four squares are the targets
    assert page.locator(".kh").get_attribute("data-phase") == "shrink"
    assert "shrinks to a Watchtower" in page.locator("#kh-prompt").inner_text()
    assert page.locator(f'#kh-grid-might .kh-b[data-id="{keep}"].kh-pending-b').count() == 1
    targets = page.locator("#kh-grid-might .kh-cell.kh-target").evaluate_all(
        "els => els.map(e => e.dataset.x + ',' + e.dataset.y)"
    )
    legal = replay(page).legal_texts(0)
    assert sorted(targets) == sorted(t.split()[2] for t in legal if t.startswith("shrink might "))
    page.screenshot(path="/tmp/khronos-junction-shrink.png", full_page=True)
    square = targets[-1]
    page.locator(f'#kh-grid-might .kh-cell[data-x="{square.split(",")[0]}"][data-y="{square.split(",")[1]}"]').click()
    page.locator("#kh-confirm").click()
    helpers.wait_idle(page)
    after = replay(page).observation(0)["boards"]["might"]["buildings"]
    x, y = (int(v) for v in square.split(","))
    assert any(b["tile"] == "watchtower" and (b["x"], b["y"]) == (x, y) and b["owner"] == 0 for b in after)
    assert page.locator(f'#kh-grid-might .kh-b[data-tile="watchtower"][data-cell="{square}"]').count() == 1


def test_holdem_swaps_by_clicks_change_the_hand_and_the_row_as_the_rules_do(new_page: Any, helpers: Any) -> None:
    options = {"holdem": True, "setup": "start=0"}
    seats = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": bot_seat()}]
    # Aki's second turn: the face-up row has one card of each colour that is left
    state, moves = heuristic_position(2, seat0_starts_turn(2), options=options)
    swaps = [t for t in state.legal_texts(0) if t.startswith("swap ")]
    assert swaps, "a Hold'em swap is offered at the start of the turn"
    page = new_page(init_script="localStorage.setItem('tabletop.pace', 'instant');")
    helpers.open_app(page, f"khronos/{link_for(seats, moves, options=options)}")
    page.wait_for_selector("#kh-holdem")
    assert wait_turn(page) == "turn"
    offered = page.locator("#kh-swaps button.kh-swap").evaluate_all("els => els.map(e => e.dataset.text)")
    assert sorted(offered) == sorted(swaps)
    row = page.locator("#kh-holdem [data-row]").evaluate_all("els => els.map(e => e.dataset.row)")
    assert row == [k or "" for k in state.observation(0)["row"]]
    assert page.locator("#kh-exchange").count() == 1  # before a swap the exchange is still offered
    for n in range(2):
        text = page.locator("#kh-swaps button.kh-swap").first.get_attribute("data-text")
        assert text is not None
        page.locator(f'#kh-swaps button[data-text="{text}"]').click()
        helpers.wait_idle(page)
        assert wait_turn(page) == "turn"
        state = state.apply(0, text)
        obs = state.observation(0)
        assert saved_actions(page)[-1] == (0, text)
        assert shown_hand(page) == obs["hand"], f"swap {n + 1}: the hand the rules dealt"
        shown_row = page.locator("#kh-holdem [data-row]").evaluate_all("els => els.map(e => e.dataset.row)")
        assert shown_row == [k or "" for k in obs["row"]]
        left = sorted(t for t in state.legal_texts(0) if t.startswith("swap "))
        assert (
            sorted(page.locator("#kh-swaps button.kh-swap").evaluate_all("els => els.map(e => e.dataset.text)")) == left
        )
        # a swap draws a card: it cannot be taken back, and the exchange is gone for this turn
        assert page.locator("#undo").is_disabled()
        assert page.locator("#kh-exchange").count() == 0
    page.screenshot(path="/tmp/khronos-holdem-swaps.png", full_page=True)
    # the turn goes on to the actions and the refill
    page.locator("#kh-refill").click()
    helpers.wait_idle(page)
    assert wait_turn(page) in ("turn", "over")
    assert replay(page).observation(0)["hand"] == shown_hand(page)


#: the dearest terrain surcharge of a mountain by player count (docs/rules/khronos.md §6: +2 with 2–3, +1 with 4, none with 5)
MOUNTAIN = {3: 2, 4: 1, 5: 0}


def mountain_table(players: int) -> tuple[Any, tuple[tuple[int, str], ...], str, int]:
    """A table where, after one round of the heuristic, seat 0 may build a 1×1 tile on a mountain square
    of Might: the state, its moves, that build's text and the seed (the first seed that has one)."""
    for seed in range(SEED, SEED + 40):
        state, moves = heuristic_position(players, seat0_starts_turn(2), seed=seed, options={"setup": "start=0"})
        for text in state.legal_texts(0):
            words = text.split()
            if words[0] == "build" and words[2] == "might" and words[1] in ("hamlet", "watchtower", "chapel"):
                pv = state.preview(0, text)
                if pv is not None and pv["terrain"] == "mountain":
                    return state, moves, text, seed
    raise AssertionError(f"no mountain build for seat 0 at {players} players")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_table_of_several_players_with_bots_played_by_clicks(new_page: Any, helpers: Any, players: int) -> None:
    state, moves, build, seed = mountain_table(players)
    seats = [{"name": "Aki", "bot": None}] + [{"name": f"Bot {n}", "bot": bot_seat()} for n in range(1, players)]
    page = new_page(init_script="localStorage.setItem('tabletop.pace', 'instant');")
    helpers.open_app(page, f"khronos/{link_for(seats, moves, seed=seed, options={'setup': 'start=0'})}")
    page.wait_for_selector(".kh-grid .kh-cell.kh-t-river")
    assert wait_turn(page) == "turn"
    assert page.locator(".kh-player").count() == players
    # a 1×1 tile on a mountain of Might: the rules' preview charges this table's surcharge
    tile, _, cell = build.split()[1:4]
    x, y = cell.split(",")
    page.locator(f'#kh-tiles button[data-family="tile:{tile}"]').click()
    page.locator(f'#kh-grid-might .kh-cell[data-x="{x}"][data-y="{y}"]').click()
    page.wait_for_function(
        "cell => { const b = document.querySelector('#kh-preview[data-loading=false]');"
        " return !!b && b.dataset.action.startsWith(cell); }",
        arg=f"build {tile} might {cell}",
    )
    cost = page.locator("#kh-pv-cost")
    assert cost.get_attribute("data-surcharge") == str(MOUNTAIN[players])
    assert ("mountain" in cost.inner_text()) == (MOUNTAIN[players] > 0)
    chosen = page.locator("#kh-confirm").get_attribute("data-text")
    assert chosen is not None and chosen.startswith(f"build {tile} might {cell}")
    assert page.locator("#kh-pv-cost").get_attribute("data-cost") == str(state.preview(0, chosen)["cost"])
    page.screenshot(path=f"/tmp/khronos-{players}p-mountain.png", full_page=True)
    page.locator("#kh-confirm").click()
    helpers.wait_idle(page)
    page.locator("#kh-refill").click()
    # the bots play their turns; then it is Aki's again
    assert wait_turn(page) == "turn"
    played = saved_actions(page)[len(moves) :]
    assert played[0] == (0, chosen)
    assert {p for p, _ in played} == set(range(players)), "every bot played its turn"
    after = replay(page)
    assert after.current == 0 and after.game_turn == state.game_turn + 1
    assert shown_hand(page) == after.observation(0)["hand"]
    assert page.locator(f'#kh-grid-might .kh-b[data-tile="{tile}"][data-cell="{cell}"]').count() == 1
    ecus = page.locator(".kh-player").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert sorted(ecus) == [str(p) for p in range(players)]


FOCUS_IN_VIEW = """() => {
  const a = document.activeElement;
  return {inView: !!a && a !== document.body && !!a.closest('.kh'), tag: a ? a.tagName : null, id: a ? a.id : null};
}"""


def keyboard_move(page: Any, helpers: Any, control: Any) -> None:
    """Focus `control` and press Enter on it; wait until the move is saved and the view is idle again."""
    before = len(saved_actions(page))
    control.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "n => Object.keys(localStorage).filter(k => k.startsWith('tabletop:khronos:'))"
        ".some(k => JSON.parse(localStorage.getItem(k)).actions.length > n)",
        arg=before,
    )
    helpers.wait_idle(page)
    page.wait_for_function("() => !document.querySelector('.kh.kh-pending')")


def test_a_move_made_by_keyboard_keeps_the_focus_in_the_view(new_page: Any, helpers: Any) -> None:
    """A build and a time travel chosen with the keyboard: the focus is not dropped to <body> after the move."""
    seats = [{"name": "Aki", "bot": None}, {"name": "Bot", "bot": bot_seat()}]
    page = new_page(init_script="localStorage.setItem('tabletop.pace', 'instant');")
    page.set_viewport_size({"width": 1280, "height": 900})
    helpers.open_app(page, f"khronos/{link_for(seats)}")
    page.wait_for_selector(".kh-grid .kh-cell")
    assert wait_turn(page) == "turn"
    # a building: its tile, N (the next target on its board) and Enter, the surcharge, Build
    fam = page.locator("#kh-tiles button[data-family]").first
    fam.focus()
    page.keyboard.press("Enter")
    board = page.locator(".kh-board .kh-cell.kh-target").first.evaluate("e => e.closest('.kh-board').dataset.board")
    page.locator(f"#kh-grid-{board}").focus()
    page.keyboard.press("n")
    page.keyboard.press("Enter")
    page.wait_for_selector("#kh-confirm")
    pay = page.locator("#kh-pay button")
    if pay.count():
        pay.first.focus()
        page.keyboard.press("Enter")
    keyboard_move(page, helpers, page.locator("#kh-confirm"))
    focus = page.evaluate(FOCUS_IN_VIEW)
    assert focus["inView"], f"after a build by keyboard the focus is on {focus}"
    # a time travel, the first one offered
    assert wait_turn(page) == "turn"
    travel = page.locator("#kh-travel button.kh-travel:not([disabled])").first
    assert travel.count(), "a time travel is offered after the build"
    keyboard_move(page, helpers, travel)
    focus = page.evaluate(FOCUS_IN_VIEW)
    assert focus["inView"], f"after a time travel by keyboard the focus is on {focus}"
    page.screenshot(path="/tmp/khronos-keyboard-focus.png")
