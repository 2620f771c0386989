"""An embed's stepper jumps to where each round or deal of the game begins (issue: 362 steps, no jump)."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.core.rng import Rng
from tabletop.core.save import Match, chapter_starts
from tests.support.playouts import choose

pytestmark = pytest.mark.browser

SEATS = [{"name": n, "bot": None} for n in ("Aki", "Ben", "Chi")]


def test_jump_to_the_start_of_a_deal_and_through_the_parts(new_page: Any, helpers: Any) -> None:
    match = Match("cucco", 3, {"rounds": 3}, 11, {"seats": SEATS})
    rng = Rng(11)
    while not match.state.is_over() and len(match.actions) < 40:
        match.apply(*choose(match.state, rng))
    starts = chapter_starts(match)
    deals = [c for c in starts if c["kind"] == "deal" and 0 < c["move"] < len(match.actions)]
    assert len(deals) >= 2
    page = new_page()
    helpers.open_app(page, f"cucco/{match.to_save().encode_link()}", query="?embed")
    parts = page.locator("#step-parts")
    parts.wait_for(state="visible")
    labels = parts.locator("option").all_inner_texts()
    assert any(label.startswith("Round 1") for label in labels)
    assert sum(label.startswith("Deal ") for label in labels) == sum(c["kind"] == "deal" for c in starts)
    target = deals[1]
    parts.select_option(str(target["move"]))
    page.wait_for_function(
        "m => document.querySelector('#step-range').value === String(m)", arg=target["move"], timeout=30_000
    )
    helpers.wait_idle(page)
    # back to the part before, then forward to the next part, by the part buttons
    page.locator("#step-prev-part").click()
    page.wait_for_function(
        "m => document.querySelector('#step-range').value === String(m)",
        arg=max(c["move"] for c in starts if c["move"] < target["move"]),
        timeout=30_000,
    )
    helpers.wait_idle(page)
    page.locator("#step-next-part").click()
    page.wait_for_function(
        "m => document.querySelector('#step-range').value === String(m)", arg=target["move"], timeout=30_000
    )


def _link(game: str, moves: int, seed: int) -> str:
    seats = [{"name": n, "bot": None} for n in ("Aki", "Ben")]
    match = Match(game, 2, {}, seed, {"seats": seats})
    rng = Rng(seed)
    while not match.state.is_over() and len(match.actions) < moves:
        match.apply(*choose(match.state, rng))
    return match.to_save().encode_link()


def test_jumps_use_each_games_own_names_in_both_languages(new_page: Any, helpers: Any) -> None:
    """Khronos counts game turns 1–7 ("Turn 2", never "Round"); Polis names its rounds 3, 4, 5α, 5β
    and counts turns from 1 (never "Round 1" or "Turn 0")."""
    links = {"khronos": _link("khronos", 12, 3), "polis": _link("polis", 99, 17)}
    expect = {
        ("khronos", "en"): ("Turn 1 · move 0 /", "Turn 2 · ", "Turn 2: "),
        ("khronos", "ja"): ("第1ターン · 0 /", "第2ターン · ", "第2ターン："),
        ("polis", "en"): ("Round 3 · move 0 /", "Round 4 · ", "Turn 1: "),
        ("polis", "ja"): ("ラウンド「3」 · 0 /", "ラウンド「4」 · ", "1手番目："),
    }
    never = {
        ("khronos", "en"): ("Round",),
        ("khronos", "ja"): ("ラウンド",),
        ("polis", "en"): ("Round 1 ", "Round 2 ", "Turn 0"),
        ("polis", "ja"): ("ラウンド1", "ラウンド2", "0手番目"),
    }
    page = new_page()
    helpers.open_app(page)
    for lang in ("en", "ja"):
        page.evaluate(f"localStorage.setItem('tabletop.lang', '{lang}')")
        for game, link in links.items():
            page.goto(f"./?embed#/{game}/{link}")
            page.reload()  # the language is read at boot
            helpers.wait_ready(page)
            parts = page.locator("#step-parts")
            parts.wait_for(state="visible")
            labels = parts.locator("option").all_inner_texts()[1:]
            first, later, turn = expect[game, lang]
            assert labels[0].startswith(first), (game, lang, labels[:3])
            assert any(label.startswith(later) for label in labels), (game, lang, labels)
            assert any(label.startswith(turn) for label in labels), (game, lang, labels)
            bad = [label for label in labels if label.startswith(never[game, lang])]
            assert not bad, (game, lang, bad)
