"""Khronos: three ages of one city for 2–5 players (``docs/rules/khronos.md``).

Each player has 2 adventurers, 25 cubes, 4 Ecus and a hidden hand of 4
construction cards (33 = 11 Military, 11 Religious, 11 Civil). Over 7 game
turns, clockwise, a player may:

- at the start of the turn, pay 2 Ecus to discard 1–4 cards and draw back to
  4 (``exchange MR``); with the Hold'em option then swap up to 4 cards of the
  hand with the face-up row of one card per kind (``swap C-R``);
- travel: 1 Ecu moves an adventurer to another age (``travel 1 faith``);
- play cards on a board where an adventurer stands; each adventurer pays at
  most 2 cards a turn (two on one board pool 4). On Might and Faith: build
  (``build keep might 4,2``; the tile's value in cards of its kind), expand
  one building into a bigger tile of its kind (``upgrade castle might 6,11``;
  the difference in value), demolish a 1×1 building (``demolish faith 3,4``:
  1 Ecu + 1 card). Forest (+1 card with 2–3 players) and mountain (+2 with
  2–3, +1 with 4) surcharges are paid in cards of any kind, named after a
  ``+`` (``build keep might 0,4 +CR``); only the dearest terrain counts. On
  Reason: populate a Civil building (``populate 5,5``, 1 Civil card a cube)
  and renovate a ruin (``renovate 4,2``, 1 card of its kind each);
- end with ``refill`` (optionally discarding, ``refill MC``) and draw to 4.

Military/Religious buildings carry their owner's cube and may cover no river
square; a Civil one may be expanded onto the river but not built on it. Only
Civil buildings may join domains; in every domain of Might and Faith the top
Military and the top Religious value is held by one building only. A tier-2/3
building ripples into the later ages (Might → Faith with its cube → Reason as
a ruin), destroying what lies under it; a copy that would break the rules on
Faith stays on Might only. Junctions and divisions that tie the top value are
resolved by downsizing (``pick``: the connector chooses whose; ``shrink``:
the owner chooses the squares). Building to 4+ squares pays 1 Ecu on Might
and 2 on Faith. At the end of a player's own turns 4 and 7 they earn, on each
board where an adventurer stands: Might/Faith — the Civil values of each
domain whose top Military/Religious building they own; Reason — the Military
and Religious values of each domain where they have the most cubes. Most
Ecus wins; ties go to most cubes on the boards, then a shared win.

Modules: :mod:`.data` (the component table), :mod:`.board` (squares,
footprints, domains), :mod:`.actions` (constants and the action notation),
the state in layers (:mod:`.cards` fields and cards, :mod:`.ripple` the time
ripple and downsizing, :mod:`.legal` legal actions, :mod:`.turns` playing them
and earnings, :mod:`.observe` saves, observations, secrets and previews),
:mod:`.game` (the game and :class:`KhronosState`), :mod:`.bots`.
"""

from . import actions as actions
from . import bots as bots
from . import cards as cards
from . import examples as examples
from . import legal as legal
from . import observe as observe
from . import ripple as ripple
from . import turns as turns
from .game import Act, Khronos, KhronosState, Phase

__all__ = ["Act", "Khronos", "KhronosState", "Phase"]
