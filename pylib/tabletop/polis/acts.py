"""Polis's phases and action words: what every rules module shares (docs/rules/polis.md §4).

The phases a position can be in, the twelve action kinds of §4 and the step verbs that finish them (an
action is a :class:`tabletop.core.action.Act`: a verb and its words), and small helpers (the other side,
a card's order, a goods word).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from . import data as D


class Phase(enum.Enum):
    """Where a round stands: a side's action, a move or trade in steps, a battle, an event, the round end (§4–§6)."""

    ACTION = "action"
    MARCH = "march"
    SAIL = "sail"
    TRADE = "trade"
    SURCHARGE = "surcharge"
    RETREAT = "battle_retreat"
    ATTACK = "battle_attack"
    DEFEND = "battle_defend"
    EVENT_REMOVE = "event_remove"
    RELEASE = "release"
    GROWTH = "growth"
    TAX = "tax"
    OVER = "over"


#: the phases of a player's turn (its actions and their steps), for State.chapters
_TURN_PHASES = frozenset({Phase.ACTION, Phase.MARCH, Phase.SAIL, Phase.TRADE, Phase.SURCHARGE})
#: the 12 actions of docs/rules/polis.md §4 (the first word of their text)
ACTION_KINDS = (
    "hoplites",
    "galleys",
    "merchants",
    "project",
    "march",
    "sail",
    "siege",
    "collect",
    "trade",
    "proxenos",
    "redeem",
    "civilwar",
)
STEP_VERBS = ("from", "done", "get", "buy", "surcharge", "fight", "retreat", "play", "remove", "release", "grow", "tax")
VERBS = frozenset((*ACTION_KINDS, "pass", *STEP_VERBS))
_IDS = frozenset([*D.POLIS, *D.LAND, *D.SEA, *D.MARKET, *D.PROJECT, *D.CARD, *D.RESOURCES, "silver", "wheat"])
FORMATIONS = ("phalanx", "wedge", "crescent")


def _num(word: str) -> int | None:
    if word.isascii() and word.isdigit() and (word == "0" or not word.startswith("0")) and len(word) <= 3:
        return int(word)
    return None


def _goods(word: str) -> list[str] | None:
    parts = word.split("+")
    if all(p in D.GOODS for p in parts) and parts == sorted(parts):
        return parts
    return None


def _card_key(card: str) -> int:
    return D.CARD_ORDER[card]


def other(p: int) -> int:
    """The other side: Sparta (0) ↔ Athens (1)."""
    return 1 - p


def _total(res: Mapping[str, int]) -> int:
    return sum(res.values())


def _deep(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value
