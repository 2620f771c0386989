"""Room 25 in a browser: the view (web/games/roomtwentyfive/) on the real shell and rules.

Games start from a share link (seed + no moves): exactly what a user gets
from "Copy link" on a fresh game, so the layout of the complex is known to
the test. Everything after that is played by clicks. The saved action list
is then replayed with the Python library to compare the board and to check
that nothing secret reached the page. Screenshots go to /tmp/shots-roomtwentyfive/
when ``R25_SHOTS=1``.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from tabletop import get_game
from tabletop.core.save import Save
from tabletop.roomtwentyfive.scenario import build

pytestmark = pytest.mark.browser

GAME = get_game("roomtwentyfive")
SHOTS = Path("/tmp/shots-roomtwentyfive")
#: seed 1, solo co-operation: next to the centre lie the Key Room (1,2), a
#: Control Room (2,1) and a Death Room (2,3); turn order emmett, sarah, max, alice
SOLO_SEED = 1


def shot(page: Any, name: str) -> None:
    if os.environ.get("R25_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def link_for(players: int, options: dict[str, Any], seed: int, seats: list[dict[str, Any]]) -> str:
    opts = GAME.validate_options(players, options)
    return Save("roomtwentyfive", players, opts, seed, (), {"seats": seats}).encode_link()


def start_link(players: int, seats: list[dict[str, Any]], **layout: Any) -> str:
    """A link to a position laid out by ``scenario.build`` (programming of its first turn)."""
    position = build(players=players, **layout).to_position()
    return Save("roomtwentyfive", players, {"start": position}, 0, (), {"seats": seats}).encode_link()


def replay(page: Any) -> Any:
    """The state of the game on the page, rebuilt in Python from its save."""
    saves = list(
        page.evaluate(
            "() => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('tabletop:roomtwentyfive:'))"
            ".map(k => [k, JSON.parse(localStorage.getItem(k))]))"
        ).values()
    )
    assert len(saves) == 1, saves
    data = saves[0]
    s = GAME.new(data["players"], data["options"], seed=data["seed"])
    for p, text in data["actions"]:
        s = s.apply(p, text)
    return s


def board_cells(page: Any) -> dict[str, dict[str, str]]:
    cells: dict[str, dict[str, str]] = page.evaluate(
        "() => Object.fromEntries([...document.querySelectorAll('#r25-board .r25-tile:not(.r25-ghost)')]"
        ".map(t => [t.dataset.cell, {tile: t.dataset.tile, room: t.dataset.room, face: t.dataset.face}]))"
    )
    return cells


def assert_board_matches(page: Any, obs: dict[str, Any]) -> None:
    cells = board_cells(page)
    assert len(cells) == 25
    for r in range(5):
        for c in range(5):
            cell = obs["grid"][r][c]
            got = cells[f"{r},{c}"]
            assert got["tile"] == str(cell["tile"]), (r, c)
            assert got["room"] == (cell["room"] or ""), (r, c)
            assert got["face"] == ("up" if cell["face_up"] else "down"), (r, c)
            tokens = page.locator(f'#r25-board .r25-tile[data-cell="{r},{c}"] .r25-token').evaluate_all(
                "els => els.map(e => e.dataset.char)"
            )
            assert sorted(tokens) == sorted(cell["chars"]), (r, c)


def wait_prompt(page: Any) -> None:
    page.wait_for_function("() => document.documentElement.dataset.busy !== 'true'")


def program_all(page: Any, token: str) -> None:
    """Program every character of the viewer with one token, by clicks."""
    for _ in range(8):
        if not page.locator("#r25-prog").count():
            return
        page.locator(f'#r25-panel button[data-token="{token}"]').click()
        page.locator("#r25-program").click()
        wait_prompt(page)
        page.wait_for_timeout(50)
    raise AssertionError("programming did not end")


def test_solo_cooperation_played_by_clicks_to_the_end(new_page: Any, helpers: Any) -> None:
    page = new_page()
    link = link_for(1, {}, SOLO_SEED, [{"name": "Solo", "bot": None}])
    helpers.open_app(page, f"roomtwentyfive/{link}")
    page.wait_for_selector("#r25-board .r25-tile")
    t0 = time.monotonic()  # the play itself (the boot has its own timeout)
    # starting clue: the four rooms next to the centre light up
    targets = page.locator("#r25-board .r25-tile.r25-target").evaluate_all("els => els.map(e => e.dataset.cell)")
    assert sorted(targets) == ["1,2", "2,1", "2,3", "3,2"]
    shot(page, "solo-1-clue")
    page.locator('#r25-board .r25-tile[data-cell="2,3"]').click()
    # the look result is private and shown to the looker: a Death Room
    result = page.locator("#r25-look-result")
    result.wait_for()
    assert result.get_attribute("data-room") == "MORTAL"
    assert page.locator('#r25-board .r25-tile[data-cell="2,3"]').get_attribute("data-room") == "MORTAL"
    shot(page, "solo-2-look-result")
    page.locator('#r25-families button[data-family="announce red"]').click()
    wait_prompt(page)
    # programming: tokens are added by clicks, only legal continuations are offered
    page.locator("#r25-prog").wait_for()
    assert page.locator("#r25-program").is_disabled()
    offered = page.locator("#r25-panel button[data-token]").evaluate_all("els => els.map(e => e.dataset.token)")
    assert sorted(offered) == ["control", "look", "move", "push"]
    page.locator('#r25-panel button[data-token="move"]').click()
    # adrenaline: a third token that may repeat one, offered from the programmes' parts
    page.locator("#r25-adrenaline").click()
    third = page.locator("#r25-panel button[data-token]").evaluate_all("els => els.map(e => e.dataset.token)")
    assert sorted(third) == ["control", "look", "move", "push"]
    page.locator('#r25-panel button[data-token="move"]').click()
    assert page.locator("#r25-program").inner_text() == "Program 2 actions"
    assert page.locator(".r25-slot-tok.r25-filled").count() == 2
    shot(page, "solo-3-programming")
    page.locator("#r25-prog-clear").click()
    # keyboard: Enter on a token keeps the focus in the panel, then the confirm button
    page.locator('#r25-panel button[data-token="move"]').focus()
    page.keyboard.press("Enter")
    assert page.evaluate("!!document.activeElement.closest('#r25-panel')")
    assert page.locator(".r25-slot-tok.r25-filled").count() == 1
    page.locator("#r25-program").focus()
    page.keyboard.press("Enter")
    wait_prompt(page)
    program_all(page, "move")
    # action pass 1, in turn order: Emmett walks into the Key Room (keyboard: arrows + Enter)
    page.wait_for_selector("#r25-board .r25-tile.r25-target")
    assert page.locator(".r25-char-acting").get_attribute("data-char") == "emmett"
    page.locator('#r25-board .r25-tile[data-cell="2,2"]').focus()
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.cell") == "1,2"
    page.keyboard.press("Enter")
    wait_prompt(page)
    page.wait_for_function("() => document.querySelector('#r25-key')?.textContent.includes('✓')")
    # Sarah enters the Control Room and slides row 1 to the right
    assert page.locator(".r25-char-acting").get_attribute("data-char") == "sarah"
    page.locator('#r25-board .r25-tile[data-cell="2,1"]').click()
    page.locator('.r25-arrow-on[data-line="row 1 right"]').wait_for()
    shot(page, "solo-4-control-room")
    before = board_cells(page)
    seq = page.locator("#r25-board").get_attribute("data-seq")
    # record the slide as it happens (classes come and go within SLIDE_MS)
    page.evaluate(
        """() => {
        const rec = (window.__r25 = { sliding: false, ghosts: 0, moving: 0 });
        const board = document.querySelector('#r25-board');
        new MutationObserver(() => {
            if (board.classList.contains('r25-sliding')) rec.sliding = true;
            rec.ghosts = Math.max(rec.ghosts, board.querySelectorAll('.r25-ghost').length);
            rec.moving = Math.max(rec.moving, board.querySelectorAll('.r25-tile.r25-moving:not(.r25-ghost)').length);
        }).observe(board, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    }"""
    )
    page.locator('.r25-arrow-on[data-line="row 1 right"]').click()
    if os.environ.get("R25_SHOTS"):
        page.wait_for_selector("#r25-board.r25-sliding", timeout=5000)
        page.wait_for_timeout(250)
        shot(page, "solo-5-shift-mid")
    page.wait_for_function(
        "s => document.querySelector('#r25-board').dataset.animDone === s", arg=str(int(seq) + 1), timeout=10_000
    )
    # the five tiles of row 1 slid, and the one pushed off the right edge came round (a ghost left)
    rec = page.evaluate("window.__r25")
    assert rec == {"sliding": True, "ghosts": 1, "moving": 5}, rec
    assert page.locator("#r25-board .r25-ghost, #r25-board.r25-sliding").count() == 0
    after = board_cells(page)
    for c in range(5):
        assert after[f"1,{(c + 1) % 5}"]["tile"] == before[f"1,{c}"]["tile"]
    assert after["0,0"] == before["0,0"] and after["3,3"] == before["3,3"]
    shot(page, "solo-6-shift-after")
    # Max walks into the Death Room: a death loses a co-operation game at once
    wait_prompt(page)
    assert page.locator(".r25-char-acting").get_attribute("data-char") == "max"
    page.locator('#r25-board .r25-tile[data-cell="2,3"]').click()
    outcome = page.locator("#r25-outcome")
    outcome.wait_for(timeout=10_000)
    assert outcome.get_attribute("data-reason") == "death"
    assert page.locator('.r25-char[data-char="max"] .r25-badge-dead').count() == 1
    # the team's result: one headline for everybody and each character's fate, nobody ranked
    banner = page.locator("#r25-banner")
    assert banner.locator("#r25-outcome").inner_text() == "The team did not escape."
    assert "★" not in banner.inner_text()
    fates = page.locator("#r25-fates li").evaluate_all("els => els.map(e => [e.dataset.char, e.dataset.fate])")
    assert sorted(fates) == [["alice", "alive"], ["emmett", "alive"], ["max", "dead"], ["sarah", "alive"]]
    assert "died in room 2,3" in page.locator('#r25-fates li[data-char="max"]').inner_text()
    # ... and the shell's result panel ranks nobody either: the team's result only
    results = page.locator("#results")
    results.wait_for(state="visible")
    assert results.locator(".results-table").count() == 0
    assert results.locator(".results-headline").inner_text() == "The team loses together."
    helpers.wait_idle(page)
    state = replay(page)
    assert state.is_over()
    assert_board_matches(page, state.observation(0))
    shot(page, "solo-7-end")
    assert time.monotonic() - t0 < 60


def test_suspicion_with_bots_shows_only_the_viewers_secrets(new_page: Any, helpers: Any) -> None:
    t0 = time.monotonic()
    page = new_page(has_touch=True)
    seats = [{"name": "Me", "bot": None}] + [
        {"name": f"Bot {i}", "bot": {"name": "heuristic", "strength": 1}} for i in (1, 2, 3)
    ]
    link = link_for(4, {"mode": "suspicion"}, 5, seats)
    helpers.open_app(page, f"roomtwentyfive/{link}")
    page.wait_for_selector("#r25-board .r25-tile")
    mine = GAME.new(4, GAME.validate_options(4, {"mode": "suspicion"}), seed=5).observation(0)["you"]
    assert page.locator("#r25-my-role").count() == 1
    roles = page.locator(".r25-char .r25-role").evaluate_all(
        "els => els.map(e => [e.closest('.r25-char').dataset.char, e.dataset.role])"
    )
    assert roles == [[mine["characters"][0], mine["role"]]]
    executed_seen = False
    turns_seen: set[int] = set()
    for _step in range(40):
        helpers.wait_idle(page)
        if page.locator("#r25-outcome").count():
            break
        state = replay(page)
        obs = state.observation(0)
        turns_seen.add(obs["turn"])
        check_secrets(page, obs)
        if len(turns_seen) >= 3:
            break
        if page.locator("#r25-prog").count():
            page.locator("#r25-panel button[data-token]").first.click()
            page.locator("#r25-program").click()
        elif page.locator("#r25-board .r25-tile.r25-target").count():
            if obs["turn"] >= 1 and not executed_seen:
                shot(page, "sus-2-target")
            page.locator("#r25-board .r25-tile.r25-target").first.tap()
        elif page.locator(".r25-arrow-on").count():
            page.locator(".r25-arrow-on").first.click()
        elif page.locator("#r25-families button[data-text]:not([data-text=''])").count():
            if page.locator("#r25-look-result").count():
                shot(page, "sus-1-look")
            page.locator("#r25-families button[data-text]:not([data-text=''])").first.click()
        elif page.locator("#r25-args button").count():
            page.locator("#r25-args button").first.click()
        else:
            page.wait_for_timeout(300)
            continue
        page.wait_for_timeout(100)
        executed_seen = executed_seen or page.locator(".r25-char:not(.r25-mine) .r25-tok-up").count() > 0
    assert len(turns_seen) >= 2, turns_seen
    assert executed_seen, "other characters' tokens show once carried out"
    shot(page, "sus-3-later")
    assert time.monotonic() - t0 < 90


def check_secrets(page: Any, obs: dict[str, Any]) -> None:
    """Nothing of other seats' secrets on the page: roles, programmed tokens, unseen rooms."""
    me = set(obs["you"]["characters"])
    over = obs["phase"] == "over"
    roles = page.locator(".r25-char .r25-role").evaluate_all("els => els.map(e => e.closest('.r25-char').dataset.char)")
    if not over:
        revealed = {c["name"] for c in obs["chars"] if c["revealed"]}
        assert set(roles) <= me | revealed, roles
    shown = page.locator(".r25-char:not(.r25-mine) .r25-tok").evaluate_all(
        "els => els.map(e => [e.closest('.r25-char').dataset.char, e.dataset.stat, e.dataset.action])"
    )
    for _name, stat, action in shown:
        if action:
            assert stat in ("done", "lost"), shown
    # the adrenaline slot of the others is drawn only once it is public (its pass has come)
    slots = page.locator(".r25-char:not(.r25-mine) .r25-tok[data-slot='2']").evaluate_all(
        "els => els.map(e => [e.closest('.r25-char').dataset.char, e.dataset.stat])"
    )
    stat = {c["name"]: c["stat"][2] for c in obs["chars"]}
    for name, shown_stat in slots:
        assert shown_stat == stat[name] != "", slots
    known = set(obs["known"][0])
    for cell in board_cells(page).values():
        if cell["face"] == "down" and cell["room"]:
            tile = obs["tiles"][int(cell["tile"])]
            assert int(cell["tile"]) in known or tile["public"], cell


def test_rules_help_lists_every_room_in_both_languages(new_page: Any, helpers: Any) -> None:
    page = new_page()
    link = link_for(1, {}, SOLO_SEED, [{"name": "Solo", "bot": None}])
    helpers.open_app(page, f"roomtwentyfive/{link}")
    page.wait_for_selector("#r25-board .r25-tile")
    page.locator("#r25-help").click()
    dialog = page.locator("#r25-help-dialog")
    dialog.wait_for()
    ref = GAME.reference()
    rows = dialog.locator(".r25-help-room")
    assert rows.count() == len(ref["rooms"])
    for room in ref["rooms"]:
        row = dialog.locator(f'.r25-help-room[data-room="{room["id"]}"]')
        assert row.locator(".r25-help-ja").inner_text() == room["name"]["ja"]
        assert row.locator(".r25-help-en").inner_text() == room["name"]["en"]
        # every pool count is the project's own stand-in: marked in the table
        assert row.locator(".r25-own").count() >= 1
    assert dialog.locator('[data-comp="cooperation"] .r25-own').count() == 1
    assert dialog.locator('[data-comp="suspicion-4-5"] .r25-own').count() == 0
    shot(page, "help-en")
    dialog.locator("#r25-help-dialog-close").click()
    assert not dialog.is_visible()
    page.keyboard.press("?")  # the view's shortcut (viewkit's key filter)
    dialog.wait_for()
    page.keyboard.press("Escape")
    assert not dialog.is_visible()


def test_the_view_reads_actions_from_their_parts_not_their_text() -> None:
    """No grammar of action texts in the view's modules: it matches on ``snapshot.actions`` parts."""
    folder = Path(__file__).resolve().parents[2] / "web/games/roomtwentyfive"
    assert "snapshot.actions" in (folder / "view.js").read_text(encoding="utf-8")
    modules = sorted(folder.glob("*.js"))
    assert len(modules) > 1
    for path in modules:
        source = path.read_text(encoding="utf-8")
        for parser in ("function units(", "CELL_RE", 'startsWith("program', 'x.split(" ")', 'key.split(" ")'):
            assert parser not in source, (path.name, parser)


def test_an_embed_names_the_seats_it_waits_for_with_the_languages_list_separator(new_page: Any) -> None:
    """Japanese lists names with "、" (core.list_sep), not an English comma: "プレイヤー1、ボット2を待っています…"."""
    page = new_page(init_script="localStorage.setItem('tabletop.lang', 'ja');")
    seats: list[dict[str, Any]] = [{"name": "", "bot": None}, {"name": "", "bot": {"name": "heuristic", "strength": 1}}]
    page.goto(f"./?embed#/roomtwentyfive/{link_for(2, {}, SOLO_SEED, seats)}")
    page.wait_for_selector("html[data-engine='up']", state="attached", timeout=120_000)
    prompt = page.locator("#r25-prompt")
    prompt.wait_for()
    assert prompt.inner_text() == "プレイヤー1、ボット2を待っています…"


def test_programming_keeps_each_characters_picks_while_switching_characters(new_page: Any, helpers: Any) -> None:
    """Hot-seat, Japanese, a phone: tokens picked for one character stay while the other is programmed."""
    page = new_page(viewport={"width": 390, "height": 844}, init_script="localStorage.setItem('tabletop.lang', 'ja');")
    seats: list[dict[str, Any]] = [{"name": "A", "bot": None}, {"name": "B", "bot": None}]
    helpers.open_app(page, f"roomtwentyfive/{start_link(2, seats)}")
    page.locator("#handover-ready").click()
    page.locator("#r25-prog").wait_for()
    tabs = page.locator(".r25-prog-chars button")
    assert tabs.count() == 2
    first, second = tabs.evaluate_all("els => els.map(e => e.dataset.progChar)")

    def picked() -> list[str]:
        """The tokens in the panel's slots, in order."""
        tokens: list[str] = page.locator(".r25-slot-tok.r25-filled .r25-act").evaluate_all(
            "els => els.map(e => [...e.classList].find(c => c.startsWith('r25-act-')).slice(8))"
        )
        return tokens

    page.locator('#r25-panel button[data-token="move"]').click()
    page.locator('#r25-panel button[data-token="look"]').click()
    assert picked() == ["move", "look"]
    tabs.nth(1).click()
    assert picked() == [], "the other character starts empty"
    assert page.locator(f'.r25-prog-chars [data-prog-char="{first}"] .r25-prog-kept').get_attribute("data-kept") == "2"
    page.locator('#r25-panel button[data-token="push"]').click()
    tabs.nth(0).click()
    assert picked() == ["move", "look"], "back on the first character, its picks are still there"
    shot(page, "prog-kept-ja-390")
    tabs.nth(1).click()
    assert picked() == ["push"]
    page.locator("#r25-program").click()
    wait_prompt(page)
    # the second character is programmed: the first one's picks come back, ready to program
    page.wait_for_function("() => !document.querySelector('.r25-prog-chars')")
    assert picked() == ["move", "look"]
    assert page.locator("#r25-prog-dropped").count() == 0
    page.locator("#r25-program").click()
    helpers.wait_idle(page)
    actions = [
        a
        for p, a in page.evaluate(
            "() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('tabletop:roomtwentyfive:')))).actions"
        )
    ]
    assert actions == [f"program {second} push", f"program {first} move look"]


#: every token of a room inside its tile, and no more than half of one under the next (per row)
TOKENS_SHOW = """() => {
  const out = [];
  for (const tile of document.querySelectorAll('#r25-board .r25-tile:not(.r25-ghost)')) {
    const box = tile.getBoundingClientRect();
    for (const row of tile.querySelectorAll('.r25-occ-row')) {
      const rects = [...row.children].map((e) => e.getBoundingClientRect());
      rects.forEach((r, i) => {
        const inside = r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
        const under = rects[i + 1] ? Math.max(0, r.right - rects[i + 1].left) / r.width : 0;
        if (!inside || under > 0.5) out.push([tile.dataset.cell, i, inside, under]);
      });
    }
  }
  return out;
}"""
#: each room's name as drawn: its lines ("/" between them), and whether it is cut or spills out
NAMES = """() => [...document.querySelectorAll('#r25-board .r25-tile:not(.r25-ghost)')].flatMap((tile) => {
  const name = tile.querySelector('.r25-name');
  if (!name) return [];
  const box = tile.getBoundingClientRect();
  const chars = [];
  const walk = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (n.parentElement.closest('.r25-cl')) continue;
    for (let i = 0; i < n.length; i++) {
      const range = document.createRange();
      range.setStart(n, i);
      range.setEnd(n, i + 1);
      const r = range.getClientRects()[0];
      if (r) chars.push({ ch: n.data[i], top: Math.round(r.top), left: r.left, right: r.right });
    }
  }
  const text = chars.map((c, i) => (i && c.top !== chars[i - 1].top ? '/' : '') + c.ch).join('');
  return [{ room: tile.dataset.room, text, lines: new Set(chars.map((c) => c.top)).size,
    spills: chars.some((c) => c.left < box.left || c.right > box.right), cut: name.scrollHeight > name.clientHeight + 1 }];
})"""


def test_a_crowded_room_shows_every_token_and_names_break_between_words(new_page: Any, helpers: Any) -> None:
    """Six characters in the Central Room (one person and two bots) and every room face up, at 390 and
    1280 px in Japanese and English: every token shows, and no name breaks inside a word or is cut."""
    page = new_page(viewport={"width": 390, "height": 844}, init_script="localStorage.setItem('tabletop.lang', 'ja');")
    ref = GAME.reference()
    rooms = [r["id"] for r in ref["rooms"] if r["id"] not in ("CENTRAL", "EMPTY")]
    cells = [(r, c) for r in range(5) for c in range(5) if (r, c) != (2, 2)]
    seats = [{"name": "Me", "bot": None}] + [
        {"name": f"Bot {i}", "bot": {"name": "heuristic", "strength": 1}} for i in (1, 2)
    ]
    helpers.open_app(
        page, f"roomtwentyfive/{start_link(3, seats, rooms=dict(zip(cells, rooms, strict=True)), face_up='all')}"
    )
    page.locator("#r25-prog").wait_for()
    centre = page.locator('#r25-board .r25-tile[data-cell="2,2"]')
    assert centre.locator(".r25-token").count() == 6
    for lang in ("ja", "en"):
        if lang == "en":
            page.get_by_role("button", name="English").click()
            page.wait_for_function(
                "() => document.documentElement.lang === 'en' && !!document.querySelector('#r25-prog')"
            )
        names = {r["id"]: r["name"][lang] for r in ref["rooms"]}
        for width in (390, 1280):
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_timeout(100)
            shot(page, f"crowded-{lang}-{width}")
            assert page.evaluate(TOKENS_SHOW) == [], (lang, width)
            drawn = page.evaluate(NAMES)
            assert len(drawn) == 25
            for d in drawn:
                name = names[d["room"]]
                assert d["text"].replace("/", "").replace(" ", "") == name.replace(" ", ""), d
                assert d["lines"] <= 2 and not d["spills"] and not d["cut"], (lang, width, d)
                # a line ends where a word does: at a space (English), before ルーム/部屋/室, after の,
                # or between the halves of リジェネレイション
                for cut in [i for i, ch in enumerate(d["text"]) if ch == "/"]:
                    head, tail = d["text"][:cut].replace("/", "").rstrip(), d["text"][cut + 1 :]
                    ok = name[len(head) : len(head) + 1] == " " or head.endswith("の")
                    ok = ok or tail.startswith(("ルーム", "部屋", "室", "レイション"))
                    assert ok, (lang, width, d["text"])
