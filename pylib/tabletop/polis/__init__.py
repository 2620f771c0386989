"""Polis: Fight for the Hegemony — Athens against Sparta (``docs/rules/polis.md``).

Rules summary
-------------
Two players: seat 0 is Sparta, seat 1 Athens. Four rounds, named "3", "4", "5α" and "5β" after the stacking limit
per side per territory (3, 4, 5, 5), which is also the number of usable shipload boxes per foreign market. Each
round both sides alternate turns of two *different* actions (or a pass); once one side has passed, every action of
the other costs 1 extra resource. The 12 actions: create hoplites, build galleys, build merchant ships (citizens
become units, 1 metal/wood or silver each, the polis keeps 1 citizen); start a project (one of 3 face-up tiles of
the polis's type); move hoplites (land-only or sea-only paths, never through a territory the enemy controls) and
move galleys (1 prestige each); siege (1 prestige, d4 ≥ fortification takes the polis and its fortification in
prestige; failure costs a hoplite and an enemy polis a citizen); collect tribute (the hoplites there fill the
tribute boxes; free at home); trade (a merchant sails to a foreign market: goods → wheat/silver or silver → wheat,
then the dice move the price); move the proxenos (1 silver per enemy unit entered), redeem it (2 silver to the
enemy), instigate civil war (2 × base / 3 × citizens silver). After every turn, a territory holding 8 units fights
a battle of cards (formations, the Mercenary, the Salpinx Call). The round end: projects complete, feeding (wheat,
then prestige, then poleis released), growth, megalopolis, storage, tax. The game ends after round 4, or after a
round end where a side could not feed or has 0 prestige; score = citizens + prestige + completed projects.

Stand-in data (the map's topology and values, markets, projects, battle cards, later events) are marked in
:mod:`tabletop.polis.data`; the view contract is ``web/app/README.md``.

Hidden information: the order of the project pile and the event decks (drawn at random from the game's
generator), the battle deck, and each battle hand until it is played.
"""

from __future__ import annotations

from . import acts, bots, data, doing, events, examples, game, legal, parts, paths, rounds, saves
from .game import Act, Phase, PolisGame, PolisState

__all__ = [
    "Act",
    "Phase",
    "PolisGame",
    "PolisState",
    "acts",
    "bots",
    "data",
    "doing",
    "events",
    "examples",
    "game",
    "legal",
    "parts",
    "paths",
    "rounds",
    "saves",
]
