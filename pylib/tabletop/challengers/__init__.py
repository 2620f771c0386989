"""Challengers!: a 7-round tournament of card duels for 1–8 players (``docs/rules/challengers.md``).

Every player starts with the same 6-card deck; an odd player count adds a robot team that never drafts. Each
round has a Deck Phase (simultaneous and secret: draft 1 or 2 cards from a level pile, then remove any) and a
Match Phase (the two teams at each park play an automatic match for its trophy, worth fans). 1–2 players: an
11-fan lead wins at once, else most fans after round 7; 3–8 players: the two best play a final. Every effect
and copy count is a [STAND-IN] (docs/rules/challengers.md §9; ``reference()`` marks them).

The modules, one concern each: :mod:`.setup` the options and the set-up (§3); :mod:`.acts` the moves
(``offer A|B|C``, ``pick <card>``, ``redraw``, ``duplicate <card>``, ``remove <card>``, ``done``; cards are named
by the keys of :data:`.data.CARDS`) and when each is legal; :mod:`.deck` the Deck Phase (§4); :mod:`.tournament`
the Match Phase, trophies, the final and the end (§7); :mod:`.match` one match, step by step (§5, §6);
:mod:`.observe` what a seat sees and :mod:`.hidden` what it does not (§10); :mod:`.game` the game object and the
state (its fields declared once, :data:`.game.CODEC`, for copies and saves; ``state.zones()``: the card ids per
place); :mod:`.messages` the log's lines; :mod:`.bots` the bots (§11).

>>> from tabletop.core.save import Match
>>> m = Match("challengers", 2, {"left_out": "shipwreck"}, seed=1)
>>> m.state.active_players(), [a.split()[0] for a in m.state.legal_texts(0)][-1]
((0, 1), 'redraw')
"""

from . import acts, bots, deck, hidden, observe, setup, tournament  # noqa: F401  (every module, bots too)
from .acts import Phase, Step
from .data import CARDS, ROWS, Card, card_table
from .game import ID, Act, Challengers, ChallengersState
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
from . import examples as _examples  # noqa: F401  (registers the worked examples)
