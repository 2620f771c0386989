"""Heuristic Room 25 bots for every seat: co-operative characters, prisoners and guards.

What they aim for is the winning condition of docs/rules/roomtwentyfive.md §6; their levels are §11 and
docs/bots.md.

A bot sees only its seat's observation. It keeps a belief map of the complex
(rooms it saw or that are face up, colours announced by others, the exit
zone where Room 25 must have started) and plans with a cheapest-path search
that avoids known and likely deadly rooms:

* co-operation: while the Key is unknown half the characters search the cross
  for it, the others the exit zone for Room 25, each in its own quarter of the
  complex (by name) and always looking at the next step of its path before
  stepping in; the character nearest the Key fetches it; then everybody heads
  for Room 25, the first ones inside slide it towards the others, and once
  everybody is inside the first character (by name) slides it off.
* prisoner: the same without the Key; it counts every unrevealed character.
* guard: acts like a prisoner, lies about colours now and then, pushes lone
  prisoners into known deadly rooms, and reveals itself when two or more
  prisoners are about to escape, then slides Room 25 away from the edge.

Strength 1 plays a noisy version (random among the better choices) and trusts
only its own looks; 2 plays the plain heuristic with the co-operative fixes (a
different starting clue per player, the Key before waiting in Room 25, no shift
or push that hurts the team, a stronger dislike of rooms nobody saw), still on
its own looks; 3 also uses the colours every player announced, and in
co-operation the whole team looks for Room 25 before anyone hunts the Key.

Strength 3 also slides lines to move, not only to escape: it tries each slide of
its row and column on a copy of its belief (:meth:`Belief.slid`), programs a
Control when one brings the team nearer rooms it can look at (while Room 25 is
unknown; red rooms often wall a corner of the exit zone off) or nearer Room 25
and the Key (once Room 25 is known), and knows that a Prison lets one out only
into the Central Room. In co-operation, once Room 25 is known, it plans the
team's whole turn and programs its own part (the team's turn, below).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.bots import LevelSpec, register_bot, register_levels
from . import belief, heuristic, team
from .belief import DEFAULT, RISK_KNOWN, Belief, Risks, escape_shift, own_slides
from .heuristic import CROSS_SPLIT, GATHER_GAIN, SLIDE_GAIN, HeuristicBot
from .team import ADRENALINE_COST, ESCAPED, ROUNDS, TEAM_MARGIN, Program, TeamTurn, candidates, slots, team_program


def _factory(strength: int) -> HeuristicBot:
    return HeuristicBot(strength)


register_bot("roomtwentyfive", "heuristic", _factory)
__all__ = [
    "ADRENALINE_COST", "CROSS_SPLIT", "DEFAULT", "ESCAPED", "GATHER_GAIN", "RISK_KNOWN", "ROUNDS", "SLIDE_GAIN",
    "TEAM_MARGIN", "Belief", "HeuristicBot", "Program", "Risks", "TeamTurn", "belief", "candidates", "escape_shift",
    "heuristic", "own_slides", "slots", "team", "team_program",
]  # fmt: skip


def describe(legal: Sequence[Any]) -> list[str]:
    """The texts of a list of actions (debug helper)."""
    return [str(a) for a in legal]


# levels a player chooses (docs/bots.md has what each one measured against the one below)
register_levels(
    "roomtwentyfive",
    {
        1: LevelSpec("random", 1, {"en": "Programs and moves at random.", "ja": "ランダムに行動を決めて動きます。"}),
        2: LevelSpec(
            "heuristic",
            1,
            {"en": "Plans safe paths, but often wanders.", "ja": "安全な道を考えますが、よく寄り道します。"},
            epsilon=0.3,
        ),
        3: LevelSpec(
            "heuristic", 1, {"en": "Plans safe paths, with some noise.", "ja": "安全な道を考えますが、少しぶれます。"}
        ),
        4: LevelSpec(
            "heuristic",
            2,
            {
                "en": "Plans safe paths and splits the search for the Key and Room 25, but trusts only its own looks.",
                "ja": "安全な道を考え、鍵と25番の部屋を手分けして探しますが、信じるのは自分で見た部屋だけです。",
            },
        ),
        5: LevelSpec(
            "heuristic",
            3,
            {
                "en": "As level 4, but uses every player's colours and slides rows and columns to reach rooms "
                "and gather; in co-op the team finds Room 25 first, then plans each turn together.",
                "ja": "レベル4に加え、全員が伝えた色を使い、行や列をずらして部屋に近づき、集まります。"
                "協力ではまず全員で25番の部屋を探し、見つけた後は毎ターンの行動をチームで合わせます。",
            },
        ),
    },
)
