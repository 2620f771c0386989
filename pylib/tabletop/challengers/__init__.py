"""Challengers!: a 7-round tournament of card duels for 1–8 players (``docs/rules/challengers.md``).

Rules summary
-------------
Every player starts with the same 6-card starter deck (Newcomer ×3, Talent,
Dog, Champion). An odd player count adds a robot team (NPC, difficulty 1–5)
that never drafts: its fixed deck is the robot starters with the ``L − 1``
weakest replaced by random R cards (plus ⌈L/2⌉ SOLO cards with the solo
option). The City set and 5 of the 6 themed sets (random, or the one left out
chosen in the options) make the level piles A, B and C, each with a discard
pile. Teams follow tournament plans (park per round): the two teams at the
same park meet; parks and trophies by team count (2 → 1 park … 8 → 4).

Each round has a **Deck Phase** (simultaneous and secret): choose one of the
round's offers (A pick 2 … C pick 2), draw 5 from that pile, pick 1 or 2
(one redraw per phase, also between two picks), When-picked effects resolve;
the unpicked cards go to the discard pile; then remove any cards (the deck
keeps ≥ 1; removed starters leave the game). Then the **Match Phase**: every
pair plays a match automatically (``match.py``): the team with more trophies
holds the flag first (tie random), the other reveals cards until its total
reaches the defence; the beaten flag stack goes to the bench (6 named slots),
the attack becomes the new flag stack (its last card on top). A team that
must reveal from an empty deck, or cannot bench a card, loses. The winner
takes the park's trophy (hidden fans; an NPC's is discarded in 3–7 player
games, kept in solo). 1–2 players: after a Match Phase an 11-fan lead wins at
once; else most fans after round 7 (then trophies, then the highest-round
trophy, else shared). 3–8 players: after round 7 the trophies are revealed,
the two best (fans, trophies, highest round; then random) play a final after
removing cards, and its winner wins.

Actions: ``offer A|B|C``, ``pick <card>``, ``redraw``, ``duplicate <card>``
(UFO), ``remove <card>``, ``done``. Cards are named by the keys of
:data:`~tabletop.challengers.data.CARDS` (``newcomer``, ``talent_s`` for the
starter Talent, ``fan_bus``, ``ai`` …). The observation, the match steps and
the log keys are described in the docstrings of
:mod:`~tabletop.challengers.observe` / :mod:`~tabletop.challengers.match`.
Every effect and copy count is a [STAND-IN] (docs/rules/challengers.md §9; ``reference()`` marks
them). ``state.zones()`` gives the card ids per place (conservation tests).

>>> from tabletop.core.save import Match
>>> m = Match("challengers", 2, {"left_out": "shipwreck"}, seed=1)
>>> m.state.active_players(), [a.split()[0] for a in m.state.legal_texts(0)][-1]
((0, 1), 'redraw')
"""

from . import acts, bots, deck, hidden, observe, save, setup, tournament  # noqa: F401  (every module, bots too)
from .acts import Act, Phase, Step
from .data import CARDS, ROWS, Card, card_table
from .game import ID, Challengers, ChallengersState
from .match import play

__all__ = [
    "CARDS",
    "ID",
    "ROWS",
    "Act",
    "Card",
    "Challengers",
    "ChallengersState",
    "Phase",
    "Step",
    "card_table",
    "play",
]
