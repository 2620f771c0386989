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
