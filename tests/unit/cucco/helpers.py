"""Shared helpers of the Cucco tests: positions in the notation of docs/rules/cucco.md §2.10."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.cucco import GAME, CuccoState


def position(hands: Sequence[int], deck: Sequence[int] = (), start: int = 0, **kw: Any) -> CuccoState:
    """A new game whose first deal is ``hands`` (turn order from ``start``), deck top first."""
    return GAME.deal_position(hands, deck, start=start, **kw)


def play_deal(state: CuccoState, choices: str, serial: int | None = None) -> CuccoState:
    """Play the current deal with one C (change) / N (keep) per player in turn order.

    A C for a player who may only keep is played as a keep (as in ``resolve_deal``).
    Stops as soon as deal number ``serial`` of the game (default: the current one)
    is resolved — at once if it already was (a Cuckoo ends a deal before anyone acts).
    """
    serial = state.serial if serial is None else serial
    for letter in choices:
        if state.is_over() or state.serial != serial:
            break
        (player,) = state.active_players()
        change = letter == "C" and "change" in state.legal_texts(player)
        state = state.apply(player, "change" if change else "keep")
    return state


def keep_all(state: CuccoState, deals: int = 1) -> CuccoState:
    """Everybody keeps, for ``deals`` deals (or until the game ends)."""
    for _ in range(deals):
        serial = state.serial
        while not state.is_over() and state.serial == serial:
            (player,) = state.active_players()
            state = state.apply(player, "keep")
    return state


def stack(*deals: Sequence[int]) -> list[int]:
    """Concatenate the cards of successive deals (each in its turn order) into one deck top."""
    return [c for deal in deals for c in deal]
