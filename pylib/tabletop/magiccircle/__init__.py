"""Magic circle coin game ("ES"): rules, scoring and formations (``docs/rules/magiccircle.md``).

Rules summary
=============

- 100 coins in one shuffled pile: digits 0–9 ×5 (magical), red, blue,
  yellow, green ×10 and white, black ×5 (elemental). Opposing colours:
  red↔blue, yellow↔green, white↔black.
- Each player has a magic circle of 17 positions (two circles and two
  squares nested outer square ⊃ outer circle ⊃ inner square ⊃ inner circle,
  plus the focus), a hand of 8 slots, a dealt-coin slot and a stock (a pile,
  top = last added). Digits go on the 8 circle positions, colours on the 8
  square corners, either on the focus.
- **Modes** by player count: 1 player = single mode, 2 players = versus.
  A game is 6 matches; the highest total wins (ties shared).
- **A match**: fresh shuffle. Versus: the top two coins go to the players'
  focus positions and the stronger one (higher digit; red > blue, yellow >
  green, white > black) goes first; incomparable coins go back under the
  pile and the draw repeats (the deciding coins stay on the focus). Deal 8
  coins to each hand; **initial placement** (simultaneous, any number of
  hand coins onto the own circle, then ``done``); refill each hand by
  ``min(4, 8 − hand)``. Then turns: first player, second player = one turn
  number; from turn 2 on, each player's turn starts with one dealt coin.
- **A turn**: up to 2 actions — *place* (dealt or hand coin onto the own
  circle; a coin already there goes to the top of the own stock), *stock*
  (dealt or hand coin to the top of the own stock), *salvage* (own or
  opponent's stock with ≥ 2 coins: a hand coin opposing the 2nd coin from
  the top — opposite colour, or digits adding up to 10 — removes both from
  the game and brings the top coin into that hand slot). *Activate* (free,
  own turn, complete circle) ends the match; *end* ends the turn, and a
  dealt coin still in its slot goes to the first free hand slot, else to
  the stock top. If a coin must be dealt and the pile is empty, the match
  ends with nobody activated.
- **Completion** (§3.6): all 8 circle positions filled with MoN + MiN =
  MoS + MiS and MoE + MiE = MoW + MiW (half-line sums; for the invalid-position
  count a self-symmetric circle is complete on its own); each square's
  facing corners equal and its colours from one opposing pair. The focus is
  not needed.
- **Score** (§3.7): ``d`` = digit spread on the circles (9 if none), m = 9 − d.
  Activated: base = 10000 + 500·m; otherwise base = max(0, 10000 − (2000 +
  500·k) + 250·m), k = invalid positions (4 per incomplete circle/square, 1
  for an empty focus). Score = floor(base × (1 + Σ formation bonuses)); the
  formations are the table of :mod:`.formations`, listed in a breakdown in
  the seed's order (Resonance, colours, Clear Force, beams, Symmetry,
  Balance, pairs, orders).
- **The project's own formations.** Reverse Order, Amber, Lumina, Umbra and
  Long Beam (docs/rules/magiccircle.md §3.7.1, in italics) are in no source. They score only
  with the option ``added_formations`` (off by default; ``score(...,
  added=True)`` in the API); the help calls them "added by this project".
- Decisions beyond the spec: if a whole cycle of the pile (50 redraws) gives
  no comparable first-player pair, the pile is reshuffled; a circle text
  with more coins of a kind than the set has is refused.

Public API
==========

>>> from tabletop.magiccircle import Circle, score
>>> c = Circle.parse("7776 3334 BBBB GGGG .")
>>> s = score(c, activated=True)
>>> (s.base, s.multiplier_percent, s.total, c.complete)
(12500, 205, 25625, True)
>>> s.formations[0]
('Azure', 25)

- ``Circle.parse(text)`` / ``str(circle)``: the 17 positions, spaces
  ignored: outer circle N E S W, inner circle N E S W, outer square NE SE SW
  NW, inner square NE SE SW NW, focus; ``.`` = empty. ValueError for a coin
  on the wrong kind of position, an unknown character or more coins of a
  kind than the set has. ``circle.complete``, ``circle.parts()``,
  ``circle.invalid_positions()``, ``complete(circle_or_text)``.
- ``score(circle, activated, added=False)`` → :class:`Score` (``base``, ``d``, ``m``, ``k``,
  ``formations`` = [(English name, bonus %)], ``hits``,
  ``multiplier_percent``, ``multiplier`` "2.05", ``total``, ``to_json()``);
  ``breakdown(circle)`` = ``score(...).to_json()`` (activated iff complete),
  e.g. for a wiki page showing a finished circle.
- ``formations_json()``: the formation table for the reference page
  (``get_game("magiccircle").reference()`` serves it to the view as
  ``{"formations", "display_order", "coins"}``); ``geometry_json()``: the
  17 positions' layout for views.
- ``position(text, players=None, seed=0)``: a game state built from text
  (below).

Action texts
============

Hand slots are ``h1`` … ``h8`` (row 1 = h1–h4, row 2 = h5–h8), ``d`` is the
dealt coin, positions are the ids ``MoN MoE MoS MoW MiN MiE MiS MiW EoNE
EoSE EoSW EoNW EiNE EiSE EiSW EiNW F`` (parsed case-insensitively)::

    place h3 MoN      put hand coin 3 (or d) on a position of my circle
    stock d           move the dealt coin (or a hand coin) to my stock top
    salvage h2 own    salvage from my stock (opp: the opponent's) with hand coin 2
    activate          activate my complete circle (free; ends the match)
    end               end my turn
    done              end my initial placement

Legal actions come sorted: place (by source, then position), stock,
salvage, activate, end, done.

Observation (``state.observation(p)``, p = None for a spectator)
=================================================================

::

    {"game": "magiccircle", "mode": "single" | "versus", "players": 1 | 2,
     "viewer": p | None,
     "positions": [{"id", "index", "kind", "ring", "x", "y", "mirror",
                    "adjacent", "name": {"ja", "en"}}] * 17,   # geometry_json()
     "formations": [{"id", "bonus", "scope", "kind", "added", "scored"}],
                    # the table in spec order; added = the project's own
                    # addition, scored = counted in this game; names and
                    # rules are catalog messages
     "added_formations": bool,              # the option of that name
     "phase": "placement" | "turn" | "over",
     "match": 1..6, "matches": 6, "turn": n (0 during the placement),
     "first": seat, "current": seat | None (None outside turns),
     "actions_used": 0..2, "actions_left": 2..0, "can_activate": bool (viewer),
     "pile": coins left (its order is hidden),
     "removed": [coin, ...]                 # removed by salvage, in order
     "seats": [{
        "player": seat,
        "circle": [coin | None] * 17,       # in POSITIONS order
        "circle_text": "7776 3334 BBBB GGGG .",
        "status": {"parts": {"outer_circle": bool, "inner_circle": bool,
                             "outer_square": bool, "inner_square": bool},
                   "complete": bool, "half_sums": {"N": int | None, ...},
                   "invalid": [position id]},
        "preview": <breakdown>,             # the score if the match ended now
                                            # (activated iff complete)
        "hand": [coin | "?" | None] * 8,    # coins only for the viewer's own seat
        "hand_count": int,
        "dealt": coin | "?" | None,
        "stock": [coin, ...],               # bottom → top (public)
        "done": bool,                       # initial placement finished
        "total": int}],                     # sum of the finished matches
     "totals": [int per seat],
     "history": [{                          # one per finished match
        "match": n, "end": "activation" | "pile", "activator": seat | None,
        "first": seat, "turn": n, "scores": [int per seat],
        "totals": [running totals], "results": [{"player", "activated",
        "score": <breakdown>}]}],
     "log": [{"key", "args"}],              # this match as the viewer sees it
                                            # (tabletop.core.log; it starts with
                                            # the last match's result lines)
     "result": None | {"totals", "winners", "match_scores"}}   # once over

A ``<breakdown>`` (:meth:`Score.to_json`)::

    {"circle": text, "activated": bool, "complete": bool, "d", "m", "k",
     "invalid": [position id], "base": int,
     "formations": [{"id", "name": {"ja", "en"}, "bonus": percent,
                     "where": "outer_square" | "NE-SW" | ... | ""}],
     "multiplier_percent": 205, "multiplier": "2.05", "score": int}

Catalog messages (``tabletop.core.i18n``, ja/en) drawn from the same tables:
``magiccircle.formation.<id>`` (name), ``magiccircle.formation.<id>.rule``,
``magiccircle.position.<id>`` and ``magiccircle.coin.<code>``; the full
formation rows (spec definitions included) are :func:`formations_json`.

Coins are one-character codes: ``0``–``9``, ``R B Y G W K``. Log ``args``
use 0-based seat numbers under ``player``/``owner``, coin codes (a list of
them under ``coins``) and position ids (``MagicCircle.log_args`` declares
each kind; :meth:`MagicCircle.log_word` names coins and positions).
``MagicCircle.action_parts`` gives views each action's ``source`` (``h1`` …
``h8``, ``d``), ``position`` (an id) and ``stock`` (``own``/``opp``).
Legal targets (positions a selected coin may go to, possible salvages,
activation) come only from ``legal_actions``.

Position text
=============

``position(text)`` (or the game option ``position``) starts a game from a
written position, e.g. for tests and wiki embeds::

    match: 1            # 1..6 (default 1)
    phase: turn         # turn (default) or placement
    turn: 3             # turn number (default 1)
    first: 1            # first player, 1-based (default 1)
    current: 1          # whose turn, 1-based (default: first)
    actions: 0          # actions already used this turn (default 0)
    p1 circle: 7776 3334 BBBB GGG. .
    p1 hand: G 5 . . . . . .     # 8 slots, '.' empty (missing slots are empty)
    p1 dealt: 7                  # '.' or absent: none
    p1 stock: R B 8              # bottom → top
    p1 done: no                  # placement phase only
    p1 total: 12000              # points from earlier matches
    p2 circle: ...               # p2 lines make a versus game
    removed: 3 7                 # coins out of the game
    pile: 1 2 3 ...              # top first; if absent, every coin not
                                 # elsewhere, shuffled with the seed

Blank lines and ``#`` comments are ignored; spaces inside coin lists are
ignored. The position is taken as it stands (nothing is dealt on entry).
A bad position raises InvalidOptions with the reason.
"""

from . import bots as _bots  # noqa: F401  (registers the heuristic bot)
from . import examples as _examples  # noqa: F401  (registers the worked examples)
from . import messages as _messages  # noqa: F401  (every module is imported with the package)
from . import observe as _observe  # noqa: F401
from . import setup as _setup  # noqa: F401
from .actions import Action, Phase, parse_action
from .circle import Circle, Hit, Score, breakdown, complete, find_formations, score
from .formations import FORMATIONS, Formation, formations_json
from .game import MagicCircle, MagicCircleState, position
from .geometry import POSITIONS, geometry_json

__all__ = [
    "FORMATIONS",
    "POSITIONS",
    "Action",
    "Circle",
    "Formation",
    "Hit",
    "MagicCircle",
    "MagicCircleState",
    "Phase",
    "Score",
    "breakdown",
    "complete",
    "find_formations",
    "formations_json",
    "geometry_json",
    "parse_action",
    "position",
    "score",
]
