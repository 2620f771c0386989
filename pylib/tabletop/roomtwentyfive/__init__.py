"""Room 25: escape a sliding 5×5 complex of deadly rooms (co-operation or suspicion).

Rules summary (``docs/rules/roomtwentyfive.md``)
---------------------------------------------------------
* The complex is 25 tiles on a 5×5 grid; the Central Room ``2,2`` is face up
  and never moves, and neither do row 2 and column 2. Room 25, the Vision and
  Robot rooms and random others fill the 12 exit cells (Manhattan distance ≥ 3
  from the centre); the rest (the Key Room in co-operation) fill the cross.
  All characters start in the Central Room.
* Before turn 1 each *player* peeks at one room next to the centre (``clue``).
* Each turn: **programming** (simultaneous, secret: 1 or 2 different actions,
  only 1 in a Cold Room; Adrenaline once per game adds a third, basic action
  that may repeat one), then **action pass 1**, **pass 2** and the
  **adrenaline pass**, each in turn order, then the **countdown** (Flooded Room
  deaths, control tokens cleared, the first character moves to last).
  A programmed action must be carried out when its turn comes if it can be;
  if it cannot, it is lost (``pass``).
* Actions: Look (an adjacent face-down room, privately, then announce a colour,
  stay silent, or — in suspicion — lie; never the room's name), Move (reveals
  a face-down room, its entry effect applies), Push (another character in your
  room; not from the Central Room), Control (slide your room's row or column by
  one with wrap-around; a line already slid this turn — by Control, the
  Control Room or a M.A.C. card — only slides the same way again; a M.A.C.
  shift the other way does not happen). With the skills option each character
  has a fifth action (Emmett may unlock an occupied room; Kevin may swap
  face-down rooms, and a blue one found among them stops the swap).
* Co-operation (1–6 players; solo runs 4 characters): win when somebody has
  entered the Key Room and every character is inside Room 25 as it slides off
  the board; any death or the end of the countdown loses.
  Options: M.A.C. cards (2 before each turn but the last) and frenzy mode
  (no adrenaline or markers; 1 card before each action pass *instead*).
* Suspicion (4–8 players, one character each): hidden guards among prisoners.
  Prisoners win when all living prisoners are in Room 25 as it leaves (on the
  last turn one may be missing; a dead prisoner counts as that one); guards
  win when 2 prisoners are dead or the countdown ends. Alert (someone enters
  Room 25 while more than 5 turns remain: 5 remain), Unmask, guard reveal.

Players and characters
----------------------
Characters are indexed 0..n-1 (``state.chars``); ``chars[i].player`` is the
player who runs character ``i``. Co-operation: 1 player → 4 characters,
2 → 2 each, 3 → 2 each, 4–6 → 1 each. Suspicion: character ``i`` is player
``i``. Characters are named by id (``jennifer alice max frank emmett sarah
kevin mimic``), drawn at random. ``state.characters_of(p)`` lists a
player's characters and ``state.acting_character()`` names the one the game
waits for; ``program <char> ...`` names its character explicitly.

Positions can be laid out by hand with :func:`build` and driven with
:func:`play` (canonical texts), for tests, the rules help and wiki embeds.

Action texts (``str(action)``; :func:`parse`)
----------------------------------------------
Cells are ``r,c`` with r, c in 0..4.

* ``clue r,c`` — the starting peek (one of the 4 rooms next to the centre).
* ``mark r,c`` — move your reminder marker onto a tile (once per look, before
  announcing; not in frenzy mode); ``announce <blue|green|yellow|red>``;
  ``silent``. Co-operation offers only the true colour; a Jamming Room with
  anybody inside allows only ``silent``.
* ``program <char> <t1> [<t2>] [adrenaline <t3>]`` with t in ``look move push
  control skill``, t3 in ``look move push control``.
* ``look r,c`` ``move r,c`` ``push <char> r,c`` ``control row <i> left|right``
  ``control col <i> up|down`` ``pass`` ``reveal`` (an unrevealed guard, on its
  action: it then acts live, with no programming, never repeating an action
  type in a turn).
* Skills: ``skill pull <char>`` (Jennifer), ``skill hide`` (Alice), ``skill
  carry <char> r,c`` (Max), ``skill adrenaline`` (Frank), ``skill lock r,c``
  / ``skill unlock r,c`` (Emmett), ``skill empty`` / ``skill destroy <n>``
  (Sarah), ``skill swap r,c r,c`` / ``skill robot ...`` (Kevin); Mimic uses
  the verbs of the characters in or next to its room.
* Room choices: ``control ...`` (Control Room, any line), ``look r,c``
  (Vision Room, any face-down room), ``tunnel r,c``, ``swap r,c`` (Moving
  Room), ``revive <char>`` (Regeneration), ``robot <n> move r,c`` / ``robot <n>
  push <char> r,c`` (Robot Room), ``sacrifice <char>`` (Max in an Acid Bath),
  ``penalty <char> look|control|skill`` (M.A.C. penalty); ``pass`` declines an
  optional room effect.

Observation (``state.observation(p)``; JSON-ready)
--------------------------------------------------
Built field by field (an allow-list: a field added to the state stays private
until ``observation`` names it); the fields of ``to_dict`` a seat may see, plus
view fields:

* ``grid``: 5 rows × 5 cells ``{"tile", "face_up", "room", "colour", "locked",
  "zone", "marks": [players], "chars": [ids], "robots": [n]}``. ``room`` is
  null for a face-down tile the viewer never looked at (``tiles[i].looked``
  marks the viewer's own looks).
* ``tiles``: per tile id ``{"id", "cell", "room", "orig", "colour",
  "face_up", "zone", "lock", "flood_turn", "public", "looked"}``.
* ``chars``: per character ``{"name", "player", "cell", "alive", "died_at",
  "role" (own, revealed, or at the end; else null), "revealed", "live",
  "adrenaline" (true until the token is carried out or lost), "prog" [3 slots:
  pass 1, pass 2, adrenaline — the type only for one's own characters or once
  carried out], "stat" [slot states: "" none, pending, done, lost, cancelled,
  discarded; the others' adrenaline slot reads "" until its pass comes],
  "trap", "hidden", "axis", "forbid", "max_actions", ...}``.
* ``robots``: the robots out, ``{"seq", "home", "tile", "status"}`` (robot
  ``seq`` is the ``seq``-th to appear, as in ``robot <seq> ...``), and robots
  waiting in a Robot Room the viewer can see (``seq`` null); a robot waiting in
  a face-down room is not listed.
* ``controls`` (direction markers of every shift this turn ``{"row 1": "right"}``),
  ``marks`` (tile per player), ``announcements`` (``{"player", "tile",
  "colour"|null, "turn"}``), ``known`` (the viewer's looks only),
  ``key_found``, ``turn``, ``turns_total``, ``remaining``, ``last_turn``,
  ``pass``, ``order``, ``current``, ``jammed``, ``mac`` (deck as a size of
  nulls, discard, ``last`` drawn), ``phase``, ``active``.
* ``decision``: what the game waits for (``{"kind": "program"|"clue"|"act"|
  <room decision>, "char", "player", "cell"?}``).
* ``last_shift``: ``{"seq", "kind": "row"|"col"|"swap", "index", "dir",
  "steps", "by", "escape"}`` (or ``"cells"`` for a swap) so a view can
  animate the slide; ``seq`` increases with every shift or swap.
* ``log``: the lines of the core log the viewer sees (``Log.view``: a look's
  room only in the looker's log); ``you``; ``outcome`` (``detail.cooperative``
  says it is the whole team's result).

Privacy hooks: ``resample_hidden(p, rng)`` re-deals what ``p`` cannot see
(unseen rooms redrawn from the set-up, roles, the others' unexecuted tokens,
the M.A.C. deck, the generator); ``has_hidden(p)`` is true until the end.
"""

from ..core.action import Act
from . import messages as messages
from .actions import parse
from .bots import HeuristicBot
from .game import RoomTwentyFive
from .pieces import Decision, Phase
from .scenario import build, play
from .state import RoomState

__all__ = ["Act", "Decision", "HeuristicBot", "Phase", "RoomState", "RoomTwentyFive", "build", "parse", "play"]
from . import examples as _examples  # noqa: F401  (registers the worked examples)
