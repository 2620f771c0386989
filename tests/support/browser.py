"""Page helpers the browser tests share (also offered by the ``helpers`` fixture)."""

from __future__ import annotations

from typing import Any


def wait_idle(page: Any, timeout: int = 30_000) -> None:
    """Wait until no engine call is in flight and no bot is thinking."""
    page.wait_for_function(
        "() => document.documentElement.dataset.busy !== 'true' && !document.querySelector('.table-status.thinking')",
        timeout=timeout,
    )


WAIT_TURN = """([over, mine]) => {
  if (document.querySelector(over)) return "over";
  if (document.querySelector("#handover:not([hidden])")) return "handover";
  const idle = document.documentElement.dataset.busy !== "true" && !document.querySelector(".table-status.thinking");
  return idle && document.querySelector(mine) ? "turn" : false;
}"""


def wait_turn(page: Any, *, over: str, mine: str, timeout_s: float = 90) -> str:
    """Wait until the game is over ("over": ``over`` matches), a hand-over screen shows
    ("handover"), or the viewer may act ("turn": idle, and ``mine`` matches)."""
    handle = page.wait_for_function(WAIT_TURN, arg=[over, mine], timeout=timeout_s * 1000, polling=60)
    return str(handle.json_value())


def out_of_sight(page: Any, selector: str) -> bool:
    """True when ``selector`` is in the page for screen readers only (the 1 px clipped box of
    ``.sr-only``; an embed's game title): Playwright counts such a box as visible."""
    box = page.locator(selector).bounding_box()
    return box is not None and box["width"] <= 1 and box["height"] <= 1
