"""Every game's set-up form (web/app/setup.js), by clicks, in both languages.

- **It fits.** At 1280, 1024, 800 and 390 px, at each player count whose
  layout may differ (the smallest, the default and the largest), no two
  parts of the form (controls, labels, help texts) overlap, none runs past
  the viewport, and every control has a label the player can see (a visible
  ``<label>``, or ``aria-labelledby`` visible text).
- **A language switch keeps it.** Every field of every game's form, the
  player count and each seat's kind, level and name are set, the language
  is switched (and back): everything is still as it was, and "Start" starts
  the game that was set up (the options the game was made with).
- **Options the rules declare.** A developer field (``Option.developer``:
  a prearranged deck) is never in the form, yet a link may still carry it; an
  option for some player counts only (``Option.players``) is not shown nor
  sent at other counts, and a choice meant for some counts
  (``Choice.players``) does not stay selected when the count leaves them.

Screenshots go to /tmp/forms-*.png.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.core.save import Match, Save
from tests.support.views import view_ids

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
VIEWS = view_ids()
GAMES = [g for g in VIEWS if g in tabletop.GAMES]
WIDTHS = (1280, 1024, 800, 390)
TITLE = {"en": "New game", "ja": "新しいゲーム"}

#: what overlaps, overflows or has no visible label in the set-up form, as sentences
LAYOUT_PROBLEMS = """() => {
  const form = document.querySelector(".setup-form");
  const width = document.documentElement.clientWidth;
  const shown = (el) => {
    if (el.closest("[hidden]")) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const text = (el) => (el.textContent || "").trim();
  const describe = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}`
    + `${el.htmlFor ? "[for=" + el.htmlFor + "]" : ""} "${text(el).slice(0, 30)}"`;
  const parts = [...form.querySelectorAll("select, input, textarea, button, label, legend, .field-help, .seat-label")]
    .filter(shown);
  const problems = [];
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  }
  const boxes = parts.map((el) => el.getBoundingClientRect());
  parts.forEach((el, i) => {
    const r = boxes[i];
    if (r.left < -0.5 || r.right > width + 0.5) {
      problems.push(`${describe(el)} runs past the viewport (${Math.round(r.left)}..${Math.round(r.right)} of ${width})`);
    }
    for (let j = i + 1; j < parts.length; j++) {
      const other = parts[j];
      if (el.contains(other) || other.contains(el)) continue;
      const s = boxes[j];
      const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
      const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
      if (w > 1 && h > 1) problems.push(`${describe(el)} overlaps ${describe(other)} (${Math.round(w)}x${Math.round(h)} px)`);
    }
  });
  for (const control of form.querySelectorAll("select, input, textarea")) {
    if (!shown(control)) continue;
    const byLabel = [...(control.labels || [])].filter((l) => shown(l) && text(l));
    const ids = (control.getAttribute("aria-labelledby") || "").split(/\\s+/).filter(Boolean);
    const byIds = ids.map((id) => document.getElementById(id));
    const labelled = byLabel.length > 0
      || (ids.length > 0 && byIds.every((el) => el && shown(el)) && byIds.some((el) => el !== control && text(el)));
    if (!labelled) problems.push(`${describe(control)} has no visible label`);
  }
  return problems;
}"""


def switch_lang(page: Any, lang: str) -> None:
    page.click(f"#lang-switch [data-lang='{lang}']")
    page.wait_for_function(
        "([lang, title]) => document.documentElement.lang === lang"
        " && document.querySelector('#setup-title')?.textContent === title"
        " && document.documentElement.dataset.appState === 'ready'",
        arg=[lang, TITLE[lang]],
    )


def player_counts(game_id: str, page: Any) -> list[int]:
    """The smallest, the default (what the form shows first) and the largest count the form offers."""
    offered = [int(v) for v in page.locator("#setup-players option").evaluate_all("els => els.map(e => e.value)")]
    shown = int(page.locator("#setup-players").input_value())
    return sorted({offered[0], shown, offered[-1]})


@pytest.mark.parametrize("game_id", GAMES)
def test_every_set_up_form_fits_at_every_width(new_page: Any, helpers: Any, game_id: str) -> None:
    page = new_page(viewport={"width": 1280, "height": 900})
    helpers.open_app(page, game_id)
    problems: list[str] = []
    checked = 0
    counts = player_counts(game_id, page)
    for lang in ("en", "ja"):
        if lang == "ja":
            switch_lang(page, "ja")
        for players in counts:
            page.select_option("#setup-players", str(players))
            for width in WIDTHS:
                page.set_viewport_size({"width": width, "height": 900})
                found = page.evaluate(LAYOUT_PROBLEMS)
                problems += [f"{lang} {width}px {players}p: {p}" for p in found]
                checked += 1
                if game_id == "cucco" and players == counts[0] and width in (1280, 390):
                    page.locator(".setup-form").screenshot(path=f"/tmp/forms-cucco-{lang}-{width}.png")
    assert checked == 2 * len(WIDTHS) * len(counts)
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------------------
# a language switch keeps the form

#: a text that a game accepts in its text option (the others stay empty)
TEXTS = {
    ("magiccircle", "position"): "p1 hand: 1 2 3",
    ("laserreflection", "puzzle"): "/...\\\n.....\n|....\n../-.\n...#.",
}

#: every control of the form: id -> its value (checked for a checkbox), and whether it is shown
FORM_STATE = """() => Object.fromEntries([...document.querySelectorAll(".setup-form select, .setup-form input, .setup-form textarea")]
  .map((el) => [el.id, [el.type === "checkbox" ? el.checked : el.value, !el.closest("[hidden]")]]))"""


def other_count(game: Any, shown: int) -> int:
    """A player count other than the one the form shows first (the smallest, else the largest)."""
    return game.min_players if game.min_players != shown else game.max_players


def candidates(game_id: str, option: Any) -> list[Any]:
    """Values other than the default to try for ``option``, most different first."""
    if option.kind == "bool":
        return [not option.default]
    if option.kind == "choice":
        return [c.value for c in reversed(option.choices) if c.value != option.default]
    if option.kind == "int":
        return [v for v in (option.lo, option.hi, option.default + 1) if v is not None and v != option.default]
    text = TEXTS.get((game_id, option.key))
    return [text] if text else []


def target_options(game_id: str, players: int) -> dict[str, Any]:
    """A valid set-up with as many form options off their default as the rules accept."""
    game = tabletop.get_game(game_id)
    chosen: dict[str, Any] = {}
    for option in game.options():
        if option.developer or (option.players and players not in option.players):
            continue
        for value in candidates(game_id, option):
            try:
                game.validate_options(players, {**chosen, option.key: value})
            except ValueError:
                continue
            chosen[option.key] = value
            break
    return chosen


def set_option(page: Any, option: Any, value: Any) -> None:
    control = page.locator(f"#opt-{option.key}")
    if option.kind == "bool":
        control.set_checked(bool(value))
    elif option.kind == "choice":
        control.select_option(index=[c.value for c in option.choices].index(value))
    else:
        control.fill(str(value))


def started_game(page: Any, game_id: str) -> Save:
    """The game on screen: its share link, or its save once a bot's first move stored it."""
    target = page.evaluate("location.hash").split("/", 2)[2]
    if target.startswith("@"):
        return Save.from_json(page.evaluate(f"localStorage.getItem('tabletop:{game_id}:{target[1:]}')"))
    return Save.decode_link(target)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_language_switch_keeps_every_field_of_the_form(new_page: Any, helpers: Any, game_id: str) -> None:
    game = tabletop.get_game(game_id)
    page = new_page()
    helpers.open_app(page, game_id)
    players = other_count(game, int(page.locator("#setup-players").input_value()))
    page.select_option("#setup-players", str(players))
    bots = page.locator("#seat-kind-0 option[value='bot']").count() > 0
    for i in range(players):
        if bots and i:
            page.select_option(f"#seat-kind-{i}", "human" if i % 2 else "bot")
        if page.locator(f"#seat-level-{i}").is_visible():
            page.locator(f"#seat-level-{i}").select_option(index=(i + 2) % 5)
        page.fill(f"#seat-name-{i}", f"Name {i + 1}")
    options = target_options(game_id, players)
    by_key = {o.key: o for o in game.options()}
    for key, value in options.items():
        set_option(page, by_key[key], value)
    before = page.evaluate(FORM_STATE)
    assert before["setup-players"] == [str(players), True]
    assert all(before[f"seat-name-{i}"] == [f"Name {i + 1}", True] for i in range(players))

    switch_lang(page, "ja")
    assert page.evaluate(FORM_STATE) == before
    page.locator(".setup-form").screenshot(path=f"/tmp/forms-kept-{game_id}-ja.png")
    switch_lang(page, "en")
    assert page.evaluate(FORM_STATE) == before
    switch_lang(page, "ja")

    page.click("#start-game")
    page.wait_for_function(f"() => location.hash.startsWith('#/{game_id}/')")
    helpers.wait_ready(page)
    save = started_game(page, game_id)
    assert save.players == players
    assert {k: save.options[k] for k in options} == options
    seats = [(s["name"], s["bot"]["level"] if s["bot"] else None) for s in save.meta["seats"]]
    assert seats == [
        (f"Name {i + 1}", int(before[f"seat-level-{i}"][0]) if before[f"seat-kind-{i}"][0] == "bot" else None)
        for i in range(players)
    ]


# ---------------------------------------------------------------------------
# options the rules declare


def test_solo_only_options_do_not_stay_for_a_multiplayer_challengers_game(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "challengers")
    solo, level = page.locator("#opt-solo_objectives"), page.locator("#opt-npc_level")
    page.select_option("#setup-players", "1")
    solo.check()
    level.select_option(index=4)  # level 5 (not recommended in multiplayer: Choice.players)
    assert solo.is_visible() and level.input_value() == "4"
    page.select_option("#setup-players", "3")
    assert not solo.is_visible() and not solo.is_checked()
    assert level.is_visible() and level.input_value() == "1"  # back to the default, level 2
    level.select_option(index=3)  # a player may still choose level 4 for a robot at 3 players
    page.select_option("#setup-players", "2")
    assert not level.is_visible()  # no robot at an even count
    page.select_option("#setup-players", "1")
    assert solo.is_visible() and not solo.is_checked() and level.input_value() == "1"
    solo.check()
    page.select_option("#setup-players", "3")
    page.locator(".setup-form").screenshot(path="/tmp/forms-challengers-3p.png")
    page.click("#start-game")
    page.wait_for_function("() => location.hash.startsWith('#/challengers/')")
    helpers.wait_ready(page)
    save = started_game(page, "challengers")
    assert save.players == 3
    assert save.options["solo_objectives"] is False and save.options["npc_level"] == 2


@pytest.mark.parametrize("game_id", ["khronos", "cucco"])
def test_a_prearranged_deck_is_not_in_the_form_but_a_link_still_opens_it(
    new_page: Any, helpers: Any, game_id: str
) -> None:
    page = new_page()
    helpers.open_app(page, game_id)
    assert page.locator(".setup-form .field").count() > 0
    assert page.locator("#opt-setup").count() == 0
    assert "tests and embeds" not in page.inner_text(".setup-form")
    deck = {"khronos": "start=0 deck=MMRCRRCM", "cucco": "start=0 deck=3,14,5,10,6"}[game_id]
    seats = [{"name": "Aki", "bot": None}, {"name": "Bo", "bot": None}]
    link = Save(game_id, 2, {"setup": deck}, 7, (), {"seats": seats}).encode_link()
    helpers.navigate(page, f"{game_id}/{link}")
    assert page.locator("#table-status").count() == 1  # the table, not an error page
    assert started_game(page, game_id).options["setup"] == deck


# ---------------------------------------------------------------------------
# a reload of a hot-seat game


def test_after_a_reload_the_hand_over_goes_to_the_player_who_was_to_play(new_page: Any, helpers: Any) -> None:
    """Challengers! hot-seat: Ben finishes the first Deck Phase last and, both drafting again in
    round 2, keeps the screen; a reload must hand it to Ben again, not to seat 1 (Aki)."""
    game = tabletop.get_game("challengers")
    seats = [{"name": "Aki", "bot": None}, {"name": "Ben", "bot": None}]
    match = Match(game, 2, {}, 5, {"seats": seats})
    while 0 in match.state.active_players():
        match.apply(0, match.state.legal_actions(0)[0])
    while str(match.state.legal_actions(1)[0]) != "done":
        match.apply(1, match.state.legal_actions(1)[0])
    page = new_page(init_script="localStorage.setItem('tabletop.pace', 'instant');")
    helpers.open_app(page, f"challengers/{match.to_save().encode_link()}")
    assert "Ben" in page.locator("#handover-title").inner_text()
    page.locator("#handover-ready").click()
    page.locator("#cg-done").click()
    page.wait_for_function("() => location.hash.startsWith('#/challengers/@')")
    page.wait_for_function("() => document.querySelector('#cg-round .cg-stat-v')?.textContent.startsWith('2')")
    helpers.wait_idle(page)
    assert page.locator("#handover").is_hidden()
    assert page.locator(".cg-team-me").get_attribute("data-seat") == "1"  # Ben's screen, round 2

    page.reload()
    helpers.wait_ready(page)
    page.locator("#handover:not([hidden])").wait_for()
    assert "Ben" in page.locator("#handover-title").inner_text()
    page.locator("#handover-ready").click()
    assert page.locator(".cg-team-me").get_attribute("data-seat") == "1"


# ---------------------------------------------------------------------------
# a language switch on a table: the selected board tab is legible at once

#: the colours of the first Khronos board tab selected after the switch, taken as it is selected
WATCH_TABS = """() => {
  window.firstSelectedTab = null;
  new MutationObserver((records) => {
    for (const r of records) {
      const tab = r.target;
      if (window.firstSelectedTab || !tab.classList?.contains("kh-tab") || tab.getAttribute("aria-selected") !== "true") continue;
      const style = getComputedStyle(tab);
      window.firstSelectedTab = [tab.textContent, style.color, style.backgroundColor];
    }
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-selected"] });
}"""


def contrast(fg: str, bg: str) -> float:
    """The WCAG contrast ratio of two ``rgb(r, g, b)`` colours."""

    def luminance(color: str) -> float:
        channels = [int(c) / 255 for c in re.findall(r"\d+", color)[:3]]
        r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_selected_khronos_board_tab_is_legible_at_once_after_a_language_switch(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "khronos")
    page.click("#start-game")
    page.wait_for_selector(".kh-tab[aria-selected='true']")
    helpers.wait_idle(page)
    page.evaluate(WATCH_TABS)
    page.click("#lang-switch [data-lang='ja']")
    page.wait_for_function("() => window.firstSelectedTab && /[\\u3040-\\u9fff]/.test(window.firstSelectedTab[0])")
    text, color, background = page.evaluate("window.firstSelectedTab")
    assert contrast(color, background) >= 4.5, (text, color, background)
    page.locator(".kh-tabs").screenshot(path="/tmp/forms-khronos-tabs-ja.png")


def test_a_number_out_of_its_range_is_refused_with_the_range_in_either_language(new_page: Any, helpers: Any) -> None:
    """A whole-number option typed out of its range says which numbers it takes, in the player's language
    (not "この設定は使えません：盤面サイズ: 99999", half English punctuation and no range)."""
    page = new_page(viewport={"width": 390, "height": 844})
    helpers.open_app(page, "laserreflection")
    error = page.locator(".setup-form .form-error")
    for lang, words, label in (
        ("en", "“Grid size” must be a whole number from 5 to 12 (not 99999).", "Grid size (5–12)"),
        ("ja", "「盤面サイズ」は5から12までの整数にしてください（99999は使えません）。", "盤面サイズ（5–12）"),
    ):
        if lang == "ja":
            page.get_by_role("button", name="日本語").click()
            page.wait_for_function("document.documentElement.lang === 'ja'")
            helpers.wait_ready(page)
        assert page.locator("label[for='opt-size']").inner_text() == label, "the range in the language's parentheses"
        page.locator("#opt-size").fill("99999")
        page.locator("#start-game").click()
        error.wait_for()
        assert error.inner_text() == words, error.inner_text()
        assert page.evaluate("document.activeElement.id") == "opt-size"
        assert page.url.endswith("#/laserreflection"), "nothing started"
    page.screenshot(path="/tmp/tabletop-setup-range-ja.png", full_page=True)
