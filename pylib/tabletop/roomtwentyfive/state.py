"""The Room 25 rules engine: the complex, the turn machine, effects, observations.

It plays a turn of docs/rules/roomtwentyfive.md §4: the starting clue, secret simultaneous programming, two
action passes and the adrenaline pass in turn order, then the countdown. It carries out the actions of §5 and
the entry effects of the rooms (§2.1), decides the end (§6: escape with Room 25, deaths, the countdown,
suspicion's alert, unmasking and guard reveals) and hides what §10 says each seat may not see. See the package
docstring for a longer summary and the observation format.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from ..core import fields as F
from ..core.errors import InvalidSave
from ..core.game import Outcome, State
from ..core.hidden import Secret, Secrets
from ..core.log import Entry, Line, Log
from ..core.rng import Rng
from . import data as D
from .actions import Act, Cell, cell_text, parse_cell
from .messages import NS

if TYPE_CHECKING:
    from .game import RoomTwentyFive

COOP = "cooperation"
SUSPICION = "suspicion"
CENTRAL_TILE = 24  # the Central Room is always tile 24
SLOT_STATES = ("", "pending", "done", "lost", "cancelled", "discarded")
#: the version of :meth:`RoomState.to_dict`
VERSION = 2
#: slot states of a token that was carried out (shown to everybody from then on)
SHOWN = ("done", "lost")


class Phase(Enum):
    """Where a turn stands (§4): the starting clue, programming, the action passes, or the end."""

    CLUE = "clue"  # each player peeks at a room next to the centre
    PROGRAM = "program"  # secret, simultaneous programming
    ACTION = "action"  # the passes of actions in turn order
    OVER = "over"


class Decision(Enum):
    """A choice the rules hand to one player in the middle of a step."""

    ANNOUNCE = "announce"  # after a look: reminder marker, colour or silence
    CONTROL_ROOM = "control_room"
    VISION = "vision"
    TUNNEL = "tunnel"
    MOVING = "moving"
    REGEN = "regen"
    ROBOT = "robot"
    ACID = "acid"  # Max carried someone into an Acid Bath: who dies
    PENALTY = "penalty"  # M.A.C. penalty: which action to give up


@dataclass
class Tile:
    """A room tile: its room now and at set-up, face up or down, its set-up zone and any lock on it."""

    room: str
    orig: str
    face_up: bool
    zone: str  # "exit", "cross" or "centre" (where it was placed at set-up; public)
    lock: str | None = None  # "flood", "shredder" or "emmett"
    flood_turn: int = 0
    public: bool = False  # face down but known to everybody (unlocked by Emmett)

    def copy(self) -> Tile:
        """An independent copy."""
        return Tile(self.room, self.orig, self.face_up, self.zone, self.lock, self.flood_turn, self.public)


@dataclass
class Char:
    """A character: who controls it, its tile, life, suspicion role, Adrenaline, its programmed actions this turn."""

    name: str
    player: int
    tile: int | None = CENTRAL_TILE
    alive: bool = True
    role: str | None = None
    revealed: bool = False
    live: bool = False  # a revealed guard choosing its actions live
    adrenaline: bool = True
    prog: list[str | None] = field(default_factory=lambda: [None, None, None])
    stat: list[str] = field(default_factory=lambda: ["", "", ""])
    programmed: bool = False
    done: list[str] = field(default_factory=list)
    max_actions: int = 2
    cancelled: bool = False
    forbid: list[str] = field(default_factory=list)
    trap: int | None = None
    hidden: bool = False
    axis: str = "h"
    locks: int = 0
    empties: int = 0
    died_at: list[int] | None = None

    def copy(self) -> Char:
        """An independent copy."""
        return Char(
            self.name, self.player, self.tile, self.alive, self.role, self.revealed, self.live, self.adrenaline,
            list(self.prog), list(self.stat), self.programmed, list(self.done), self.max_actions, self.cancelled,
            list(self.forbid), self.trap, self.hidden, self.axis, self.locks, self.empties,
            None if self.died_at is None else list(self.died_at),
        )  # fmt: skip


@dataclass
class Robot:
    """A robot of the Robot Room: where it waits, where it stands, whether it is active or destroyed, its number."""

    home: int  # the Robot Room tile it comes from (secret while that room is unknown)
    tile: int | None = None
    status: str = "waiting"  # waiting / active / destroyed
    #: its number, given when it appears (0 = the first robot out); None while waiting.
    #: Robots are named by it, never by their Robot Room, so a name says nothing of
    #: Robot Rooms still face down.
    seq: int | None = None

    def copy(self) -> Robot:
        """An independent copy."""
        return Robot(self.home, self.tile, self.status, self.seq)


def adjacent(cell: Cell) -> list[Cell]:
    """The cells next to ``cell`` (not diagonal, not off the board)."""
    r, c = cell
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 5 and 0 <= cc < 5:
            out.append((rr, cc))
    return out


def axis_between(a: Cell, b: Cell) -> str:
    """Whether two adjacent cells lie in a row (``"h"``) or a column (``"v"``)."""
    return "h" if a[0] == b[0] else "v"


LINES: tuple[tuple[str, int, str], ...] = tuple(
    (line, i, d)
    for line, dirs in (("row", ("left", "right")), ("col", ("up", "down")))
    for i in (0, 1, 3, 4)
    for d in dirs
)


def _cells(args: dict[str, Any]) -> dict[str, Any]:
    """Log args with cells (``"1,2"`` or a pair) as ``[row, col]`` lists, the form views use."""
    for k in ("cell", "cell2"):
        v = args.get(k)
        if isinstance(v, str):
            args[k] = list(parse_cell(v))
        elif isinstance(v, tuple):
            args[k] = list(v)
    return args


MARKS: tuple[Act, ...] = tuple(Act("mark", (cell_text((r, c)),)) for r in range(5) for c in range(5))
_PROGRAMS: dict[tuple[str, tuple[str, ...], int, bool], list[Act]] = {}


class RoomState(State[Act]):
    """A position of Room 25 (treat as immutable: ``apply`` returns a new one)."""

    game: RoomTwentyFive

    def __init__(self, game: RoomTwentyFive, players: int, options: dict[str, Any]) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.mode: str = options["mode"]
        self.rng = Rng(0)
        self.phase = Phase.CLUE
        self.turn = 0
        self.turns_total = 0
        self.remaining = 0
        self.pass_no = 0
        self.step = 0
        self.cur: int | None = None
        self.acted = False
        self.trap_before: int | None = None
        self.pass_drawn = False
        self.order: list[int] = []
        self.tiles: list[Tile] = []
        self.board: list[int] = []
        self.where: list[int] = []
        self.chars: list[Char] = []
        self.robots: list[Robot] = []
        self.pending: list[dict[str, Any]] = []
        self.clue: list[dict[str, Any]] = []
        self.controls: dict[str, str] = {}
        self.key_found = False
        self.marks: list[int | None] = [None] * players
        self.known: list[list[int]] = [[] for _ in range(players)]
        self.announcements: list[dict[str, Any]] = []
        self.mac_deck: list[int] = []
        self.mac_discard: list[int] = []
        self.mac_last: list[int] = []
        self.log = Log(NS)
        self.last_shift: dict[str, Any] | None = None
        self.shift_seq = 0
        self.result: dict[str, Any] | None = None
        self._legal: dict[int, list[Act]] = {}  # legal actions per player (states are not changed once built)

    # ------------------------------------------------------------------ basics
    @property
    def skills(self) -> bool:
        """Whether the special skills option is on (§5)."""
        return bool(self.options.get("skills"))

    @property
    def frenzy(self) -> bool:
        """Whether the frenzy option is on (§7)."""
        return bool(self.options.get("frenzy"))

    @property
    def mac(self) -> bool:
        """Whether M.A.C. cards are drawn (§7; frenzy implies them)."""
        return bool(self.options.get("mac")) or self.frenzy

    @property
    def last_turn(self) -> bool:
        """Whether this is the last turn of the countdown (§4, §6)."""
        return self.remaining == 1

    def copy(self) -> RoomState:
        """An independent copy to apply the next action to."""
        s = RoomState.__new__(RoomState)
        s.__dict__.update(self.__dict__)
        s._legal = {}
        s.options = dict(self.options)
        s.rng = self.rng.copy()
        s.order = list(self.order)
        s.tiles = [t.copy() for t in self.tiles]
        s.board = list(self.board)
        s.where = list(self.where)
        s.chars = [c.copy() for c in self.chars]
        s.robots = [r.copy() for r in self.robots]
        s.pending = [dict(d, group=list(d.get("group", ()))) for d in self.pending]
        s.clue = [dict(c) for c in self.clue]
        s.controls = dict(self.controls)
        s.marks = list(self.marks)
        s.known = [list(k) for k in self.known]
        s.announcements = list(self.announcements)
        s.mac_deck = list(self.mac_deck)
        s.mac_discard = list(self.mac_discard)
        s.mac_last = list(self.mac_last)
        s.log = self.log.copy()
        return s

    def cell_of(self, tile: int) -> Cell:
        """The cell where ``tile`` lies now."""
        i = self.where[tile]
        return i // 5, i % 5

    def tile_at(self, cell: Cell) -> int:
        """The tile at ``cell``."""
        return self.board[cell[0] * 5 + cell[1]]

    def _reindex(self) -> None:
        self.where = [0] * len(self.board)
        for i, t in enumerate(self.board):
            self.where[t] = i

    def char_index(self, name: str) -> int | None:
        """The index of character ``name``, or None."""
        for i, ch in enumerate(self.chars):
            if ch.name == name:
                return i
        return None

    def char_cell(self, c: int) -> Cell | None:
        """The cell of character ``c``, or None if it is dead."""
        t = self.chars[c].tile
        return None if t is None else self.cell_of(t)

    def chars_in(self, tile: int) -> list[int]:
        """The living characters on ``tile``."""
        return [i for i, ch in enumerate(self.chars) if ch.alive and ch.tile == tile]

    def room_at(self, cell: Cell) -> str:
        """The room at ``cell`` (known to the rules, whether or not it is face up)."""
        return self.tiles[self.tile_at(cell)].room

    def r25_tile(self) -> int | None:
        """The tile of Room 25, or None."""
        for i, t in enumerate(self.tiles):
            if t.room == "R25":
                return i
        return None

    def characters_of(self, player: int) -> list[str]:
        """The ids of the characters ``player`` runs (the actor mapping)."""
        return [ch.name for ch in self.chars if ch.player == player]

    def acting_character(self) -> str | None:
        """The character whose action or room choice the game waits for (None while programming)."""
        if self.pending:
            return self.chars[int(self.pending[-1]["char"])].name
        if self.phase is Phase.ACTION and self.cur is not None:
            return self.chars[self.cur].name
        return None

    def controllers(self) -> dict[int, list[int]]:
        """The characters each player controls, by player."""
        out: dict[int, list[int]] = {p: [] for p in range(self.players)}
        for i, ch in enumerate(self.chars):
            out[ch.player].append(i)
        return out

    def _log(self, name: str, **args: Any) -> None:
        self.log.say(name, **_cells(args))

    def robot(self, seq: int) -> Robot | None:
        """The robot numbered ``seq`` (in the order robots appeared), if it is out."""
        for rb in self.robots:
            if rb.seq == seq:
                return rb
        return None

    # ------------------------------------------------------------------ contract
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.OVER:
            return ()
        if self.pending:
            return (int(self.pending[-1]["player"]),)
        if self.phase is Phase.CLUE:
            return tuple(p for p in range(self.players) if self.clue[p]["status"] != "done")
        if self.phase is Phase.PROGRAM:
            return tuple(sorted({self.chars[c].player for c in self._to_program()}))
        if self.phase is Phase.ACTION and self.cur is not None and not self.acted:
            return (self.chars[self.cur].player,)
        return ()

    def chapters(self) -> dict[str, int]:
        """The part of the game this state is in, for an embed's jumps (``State.chapters``)."""
        return {"turn": self.turn} if self.turn else {}

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        side = self.result.get("winner")
        if side == "team":
            winners = tuple(range(self.players))
        elif side in ("prisoner", "guard"):
            winners = tuple(sorted({ch.player for ch in self.chars if ch.role == side}))
        else:
            winners = ()
        scores = tuple(1.0 if p in winners else 0.0 for p in range(self.players))
        # co-operation: one result for the whole team (a results screen has nobody to rank)
        return Outcome(scores, winners, {**self.result, "cooperative": self.mode == COOP})

    def rng_state(self) -> int | None:
        return self.rng.state

    def _reveal_signature(self) -> tuple[Any, ...]:
        return (
            self.rng.state,
            tuple((t.face_up, t.room, t.public) for t in self.tiles),
            tuple(len(k) for k in self.known),
            tuple((c.revealed, c.alive, sum(1 for x in c.stat if x in ("done", "lost"))) for c in self.chars),
            self.phase is Phase.OVER,
        )

    def reveals(self, player: int, action: Act, after: State[Act]) -> bool:
        """Looks, flipped rooms, executed tokens, role reveals and random draws cannot be undone."""
        if not isinstance(after, RoomState):
            return True
        before_sig, after_sig = self._reveal_signature(), after._reveal_signature()
        return before_sig[0] != after_sig[0] or before_sig[1:4] != after_sig[1:4] or bool(after_sig[4])

    # ------------------------------------------------------------------ legality
    def _to_program(self) -> list[int]:
        if self.phase is not Phase.PROGRAM or self.pending:
            return []
        return [i for i, ch in enumerate(self.chars) if ch.alive and not ch.live and not ch.programmed]

    def legal_actions(self, player: int) -> list[Act]:
        cached = self._legal.get(player)
        if cached is None:
            cached = self._legal[player] = self._compute_legal(player)
        return list(cached)

    def _compute_legal(self, player: int) -> list[Act]:
        if self.phase is Phase.OVER or player not in self.active_players():
            return []
        acts: list[Act] = []
        if self.pending:
            acts = self._decision_actions(self.pending[-1])
        elif self.phase is Phase.CLUE:
            st = self.clue[player]
            if st["status"] == "look":
                acts = [Act("clue", (cell_text(c),)) for c in D.CLUE_CELLS]
            else:
                acts = self._announce_actions(player, int(st["tile"]), bool(st["marked"]))
        elif self.phase is Phase.PROGRAM:
            for c in self._to_program():
                if self.chars[c].player == player:
                    acts.extend(self._program_actions(c))
        elif self.phase is Phase.ACTION and self.cur is not None:
            acts = self._step_actions(self.cur)
        return sorted(set(acts), key=str)

    def types_available(self) -> tuple[str, ...]:
        """The action types that may be programmed: the four basic ones, and the skill with that option (§4, §5)."""
        return D.ACTION_TYPES if self.skills else D.BASIC_ACTIONS

    def _program_actions(self, c: int) -> list[Act]:
        ch = self.chars[c]
        key = (ch.name, tuple(ch.forbid) + (("skill",) if not self.skills else ()), ch.max_actions,
               ch.adrenaline and not self.frenzy)  # fmt: skip
        if key not in _PROGRAMS:
            _PROGRAMS[key] = self._program_actions_uncached(c)
        return _PROGRAMS[key]

    def _program_actions_uncached(self, c: int) -> list[Act]:
        ch = self.chars[c]
        types = [t for t in self.types_available() if t not in ch.forbid]
        seqs: list[tuple[str, ...]] = [(t,) for t in types]
        if ch.max_actions >= 2:
            seqs += [(a, b) for a in types for b in types if a != b]
        adr: list[str] = []
        if ch.adrenaline and not self.frenzy and ch.max_actions >= 2:
            adr = [t for t in D.BASIC_ACTIONS if t not in ch.forbid]
        out = []
        for s in seqs:
            out.append(Act("program", (ch.name, *s)))
            for a in adr:
                out.append(Act("program", (ch.name, *s, "adrenaline", a)))
        return out

    def _announce_actions(self, player: int, tile: int, marked: bool) -> list[Act]:
        out = [Act("silent")]
        if not marked and not self.frenzy:
            out += MARKS
        if self._jammed():
            return out
        if self.mode == COOP:
            out.append(Act("announce", (D.colour_of(self.tiles[tile].room),)))
        else:
            out += [Act("announce", (col,)) for col in D.COLOURS]
        return out

    def _jammed(self) -> bool:
        return any(ch.alive and ch.tile is not None and self.tiles[ch.tile].room == "JAMMING" for ch in self.chars)

    def current_type(self) -> str | None:
        """The programmed type of the current step (None for a live guard)."""
        if self.cur is None:
            return None
        ch = self.chars[self.cur]
        if ch.live:
            return None
        return ch.prog[self.pass_no - 1]

    def _step_actions(self, c: int) -> list[Act]:
        ch = self.chars[c]
        if self.acted:
            return []
        if ch.live:
            types = [t for t in self.types_available() if t not in ch.done and t not in ch.forbid]
        else:
            t = self.current_type()
            types = [t] if t is not None and t not in ch.forbid else []
        out: list[Act] = []
        for t in types:
            out += self.concrete(c, t)
        if self.mode == SUSPICION and ch.role == "guard" and not ch.revealed and self.pass_no in (1, 2):
            out.append(Act("reveal"))
        if ch.live or not any(a.verb != "reveal" for a in out):
            out.append(Act("pass"))
        return out

    # --- problems (readable reasons) -------------------------------------
    def _pivot_problem(self, c: int, frm: Cell, to: Cell) -> str | None:
        ch = self.chars[c]
        if self.room_at(frm) == "PIVOT" and axis_between(frm, to) != ch.axis:
            way = "left or right" if ch.axis == "h" else "up or down"
            return f"in the Pivoting Room {D.CHARACTER_BY_ID[ch.name].en} can only go {way}"
        return None

    def look_problem(self, c: int, cell: Cell) -> str | None:
        """Why character ``c`` may not look at ``cell`` now, in words, or None if it may (§5)."""
        frm = self.char_cell(c)
        if frm is None:
            return "a dead character cannot look"
        if self.room_at(frm) == "DARK":
            return "nobody can look from inside a Dark Room"
        if cell not in adjacent(frm):
            return "you can only look at a room next to yours (not diagonally)"
        if self.tiles[self.tile_at(cell)].face_up:
            return "that room is already face up"
        return self._pivot_problem(c, frm, cell)

    def _enter_problem(self, c: int | None, cell: Cell) -> str | None:
        t = self.tiles[self.tile_at(cell)]
        if t.lock is not None:
            if t.lock == "emmett" and c is not None and self.chars[c].name == "emmett":
                return None
            return "that room is locked: nobody may enter it"
        return None

    def move_problem(self, c: int, cell: Cell) -> str | None:
        """Why character ``c`` may not move to ``cell`` now, in words, or None if it may (§5)."""
        frm = self.char_cell(c)
        if frm is None:
            return "a dead character cannot move"
        if cell not in adjacent(frm):
            return "you can only move to a room next to yours (not diagonally, not off the board)"
        p = self._enter_problem(c, cell) or self._pivot_problem(c, frm, cell)
        if p:
            return p
        if self.room_at(frm) == "PRISON":
            tile = self.tile_at(cell)
            if tile != CENTRAL_TILE and not any(o != c for o in self.chars_in(tile)):
                return "from the Prison you may only move to the Central Room or to a room with another character"
        return None

    def push_problem(self, c: int, target: int, cell: Cell) -> str | None:
        """Why character ``c`` may not push character ``target`` into ``cell`` now, or None if it may (§5)."""
        frm = self.char_cell(c)
        if frm is None:
            return "a dead character cannot push"
        if self.tile_at(frm) == CENTRAL_TILE:
            return "nobody can push from the Central Room"
        tch = self.chars[target]
        if target == c:
            return "you cannot push yourself"
        if not tch.alive or tch.tile != self.chars[c].tile:
            return "you can only push a character in your own room"
        if tch.hidden:
            return "Alice is hidden: others cannot affect her"
        if cell not in adjacent(frm):
            return "a push goes to a room next to yours"
        return self._enter_problem(target, cell) or self._pivot_problem(c, frm, cell)

    def control_problem(self, c: int | None, line: str, index: int, direction: str) -> str | None:
        """Why sliding ``line`` ``index`` toward ``direction`` (by ``c``, or a room or card) is refused now, or None."""
        if D.DIRECTIONS[direction][0] != line:
            return "rows slide left or right, columns slide up or down"
        if index == 2:
            return "the row and the column of the Central Room never move"
        if c is not None:
            frm = self.char_cell(c)
            if frm is None:
                return "a dead character cannot control"
            if frm == D.CENTRE:
                return "nobody can use Control from the Central Room"
            own = frm[0] if line == "row" else frm[1]
            if own != index:
                return "Control slides the row or the column of your own room"
        key = f"{line} {index}"
        done = self.controls.get(key)
        if done is not None and done != direction:
            return f"{line} {index} already slid {done} this turn: it may only slide {done} again"
        return None

    # --- concrete actions of a type ----------------------------------------
    def concrete(self, c: int, typ: str) -> list[Act]:
        """The actions character ``c`` may carry out now for the programmed type ``typ`` (targets chosen now, §4)."""
        ch = self.chars[c]
        frm = self.char_cell(c)
        if frm is None:
            return []
        out: list[Act] = []
        if typ == "look":
            out = [Act("look", (cell_text(x),)) for x in adjacent(frm) if self.look_problem(c, x) is None]
        elif typ == "move":
            out = [Act("move", (cell_text(x),)) for x in adjacent(frm) if self.move_problem(c, x) is None]
        elif typ == "push":
            for o in self.chars_in(ch.tile) if ch.tile is not None else []:
                for x in adjacent(frm):
                    if self.push_problem(c, o, x) is None:
                        out.append(Act("push", (self.chars[o].name, cell_text(x))))
        elif typ == "control":
            for line, i, d in LINES:
                if self.control_problem(c, line, i, d) is None:
                    out.append(Act("control", (line, str(i), d)))
        elif typ == "skill" and self.skills:
            out = self._skill_actions(c)
        return out

    def skill_verbs(self, c: int) -> list[str]:
        """The skill verbs character ``c`` has: its own, or the Mimic's copies from characters near it (§5)."""
        ch = self.chars[c]
        if ch.name != "mimic":
            return list(D.SKILL_VERBS[ch.name])
        frm = self.char_cell(c)
        if frm is None:
            return []
        near = {self.tile_at(x) for x in adjacent(frm)} | {ch.tile}
        verbs: list[str] = []
        for o, och in enumerate(self.chars):
            if o != c and och.alive and och.tile in near:
                verbs += [v for v in D.SKILL_VERBS[och.name] if v not in verbs]
        return verbs

    def _skill_actions(self, c: int) -> list[Act]:
        ch = self.chars[c]
        frm = self.char_cell(c)
        if frm is None or ch.tile is None:
            return []
        here = ch.tile
        out: list[Act] = []
        for verb in self.skill_verbs(c):
            if verb == "pull":
                if self.tiles[here].lock is None:
                    for x in adjacent(frm):
                        for o in self.chars_in(self.tile_at(x)):
                            if not self.chars[o].hidden:
                                out.append(Act("skill", ("pull", self.chars[o].name)))
            elif verb == "hide":
                out.append(Act("skill", ("hide",)))
            elif verb == "carry":
                for o in self.chars_in(here):
                    if o != c and not self.chars[o].hidden:
                        for x in adjacent(frm):
                            if self.move_problem(c, x) is None and self._enter_problem(o, x) is None:
                                out.append(Act("skill", ("carry", self.chars[o].name, cell_text(x))))
            elif verb == "adrenaline":
                if not ch.adrenaline and not self.frenzy:
                    out.append(Act("skill", ("adrenaline",)))
            elif verb == "lock":
                locks = sum(1 for t in self.tiles if t.lock == "emmett")
                if locks < D.EMMETT_MAX_LOCKS:
                    for x in [frm, *adjacent(frm)]:
                        t = self.tiles[self.tile_at(x)]
                        if t.face_up and t.lock is None and D.colour_of(t.room) != "blue":
                            out.append(Act("skill", ("lock", cell_text(x))))
            elif verb == "unlock":
                for x in adjacent(frm):
                    if self.tiles[self.tile_at(x)].lock is not None:
                        out.append(Act("skill", ("unlock", cell_text(x))))
            elif verb == "empty":
                t = self.tiles[here]
                if ch.empties < D.SARAH_MAX_EMPTIES and D.colour_of(t.room) != "blue" and t.room != "EMPTY":
                    out.append(Act("skill", ("empty",)))
            elif verb == "destroy":
                for rb in self.robots:
                    if rb.status == "active" and rb.tile == here and rb.seq is not None:
                        out.append(Act("skill", ("destroy", str(rb.seq))))
            elif verb == "swap":
                # any two adjacent rooms not known to be blue: a face-down one is offered
                # whatever it is (which rooms are offered must not tell its colour); a blue
                # one found face down stops the swap when it is carried out
                cands = [x for x in adjacent(frm) if not self._known_blue(self.tile_at(x))]
                for i, a in enumerate(cands):
                    for b in cands[i + 1 :]:
                        first, second = sorted((cell_text(a), cell_text(b)))
                        out.append(Act("skill", ("swap", first, second)))
            elif verb == "robot":
                out += [Act("skill", ("robot", *a.args)) for a in self._robot_orders()]
        return out

    def _known_blue(self, tile: int) -> bool:
        """Whether ``tile`` is a blue room everybody can see (the Central Room, a face-up Key...)."""
        t = self.tiles[tile]
        return (t.face_up or t.public) and D.colour_of(t.room) == "blue"

    def _robot_orders(self) -> list[Act]:
        out: list[Act] = []
        for rb in self.robots:
            if rb.status != "active" or rb.tile is None or rb.seq is None:
                continue
            i = rb.seq
            frm = self.cell_of(rb.tile)
            for x in adjacent(frm):
                t = self.tiles[self.tile_at(x)]
                if t.lock is None or t.lock == "emmett":
                    out.append(Act("robot", (str(i), "move", cell_text(x))))
            if rb.tile != CENTRAL_TILE:
                for o in self.chars_in(rb.tile):
                    if self.chars[o].hidden:
                        continue
                    for x in adjacent(frm):
                        if self._enter_problem(o, x) is None:
                            out.append(Act("robot", (str(i), "push", self.chars[o].name, cell_text(x))))
        return out

    def _decision_actions(self, d: dict[str, Any]) -> list[Act]:
        kind = Decision(d["kind"])
        if kind is Decision.ANNOUNCE:
            return self._announce_actions(int(d["player"]), int(d["tile"]), bool(d["marked"]))
        out: list[Act] = []
        if kind is Decision.CONTROL_ROOM:
            out = [
                Act("control", (ln, str(i), dr)) for ln, i, dr in LINES if self.control_problem(None, ln, i, dr) is None
            ]
        elif kind is Decision.VISION:
            out = [Act("look", (cell_text(self.cell_of(t)),)) for t in self.face_down()]
        elif kind is Decision.TUNNEL:
            c = int(d["char"])
            here = self.chars[c].tile
            for i, t in enumerate(self.tiles):
                if t.room == "TUNNEL" and t.face_up and i != here and t.lock is None:
                    out.append(Act("tunnel", (cell_text(self.cell_of(i)),)))
        elif kind is Decision.MOVING:
            out = [Act("swap", (cell_text(self.cell_of(t)),)) for t in self.face_down()]
        elif kind is Decision.REGEN:
            out = [Act("revive", (ch.name,)) for ch in self.chars if not ch.alive]
        elif kind is Decision.ROBOT:
            out = self._robot_orders()
        elif kind is Decision.ACID:
            return [Act("sacrifice", (self.chars[g].name,)) for g in d["group"] if self.chars[g].alive]
        elif kind is Decision.PENALTY:
            ch = self.chars[int(d["char"])]
            choices = [x for x in D.PENALTY_CHOICES if x != "skill" or self.skills]
            return [Act("penalty", (ch.name, x)) for x in choices]
        out.append(Act("pass"))
        return out

    def face_down(self) -> list[int]:
        """The tiles still face down (the Central Room aside)."""
        return [i for i, t in enumerate(self.tiles) if not t.face_up and self.where[i] != 12]

    # ------------------------------------------------------------------ apply
    def _apply(self, player: int, action: Act) -> RoomState:
        s = self.copy()
        s._do(player, action)
        s._advance()
        return s

    def why_illegal(self, player: int, action: Act) -> str | None:
        """A readable reason why ``action`` (not among the legal ones) is refused."""
        act, legal = action, self.legal_actions(player)
        hint = ", ".join(str(a) for a in legal[:6]) + (" …" if len(legal) > 6 else "")
        if self.pending:
            kind = Decision(self.pending[-1]["kind"])
            return f"'{act}' is not possible now: the rules wait for a choice ({kind.value}), e.g. {hint}"
        if self.phase is Phase.CLUE:
            return f"'{act}' is not possible now: first peek at a room next to the Central Room, e.g. {hint}"
        if self.phase is Phase.PROGRAM:
            if act.verb != "program":
                return f"'{act}' is not possible now: program your actions first, e.g. {hint}"
            c = self.char_index(act.args[0])
            if c is None or self.chars[c].player != player:
                return f"you do not play {act.args[0]} in this game"
            ch = self.chars[c]
            if ch.programmed or ch.live:
                return f"{act.args[0]} has nothing to program now"
            types = [t for t in act.args[1:] if t != "adrenaline"]
            if "adrenaline" in act.args:
                if ch.max_actions < 2:
                    return "in the Cold Room a character programs one action only (no adrenaline)"
                if self.frenzy:
                    return "there is no adrenaline in frenzy mode"
                if not ch.adrenaline:
                    return "adrenaline can be used once per game; it is spent"
            if ch.max_actions < 2 and len(types) > 1:
                return "in the Cold Room a character programs one action only"
            if "skill" in types and not self.skills:
                return "special skills are not used in this game"
            for t in types:
                if t in ch.forbid:
                    return f"a M.A.C. penalty forbids {t} this turn"
            return f"'{act}' is not a valid programme"
        c = self.cur
        if c is None:
            return f"'{act}' is not possible now"
        typ = self.current_type()
        ch = self.chars[c]
        verbs = {"look", "move", "push", "control", "skill"}
        if act.verb in verbs and not ch.live and act.verb != typ:
            return f"{D.CHARACTER_BY_ID[ch.name].en} programmed {typ} for this action, not {act.verb}"
        if act.verb in verbs and ch.live and act.verb in ch.done:
            return f"a character cannot do {act.verb} twice in one turn"
        if act.verb in verbs and act.verb in ch.forbid:
            return f"a M.A.C. penalty forbids {act.verb} this turn"
        problem: str | None = None
        if act.verb == "look":
            problem = self.look_problem(c, parse_cell(act.args[0]))
        elif act.verb == "move":
            problem = self.move_problem(c, parse_cell(act.args[0]))
        elif act.verb == "push":
            target = self.char_index(act.args[0])
            problem = (
                "that character is not in this game"
                if target is None
                else self.push_problem(c, target, parse_cell(act.args[1]))
            )
        elif act.verb == "control":
            problem = self.control_problem(c, act.args[0], int(act.args[1]), act.args[2])
        elif act.verb == "reveal":
            problem = "only an unmasked guard may reveal, on one of its two actions"
        elif act.verb == "pass":
            problem = "the programmed action must be carried out while it is possible"
        if problem:
            return problem
        return f"'{act}' is not possible now; possible: {hint}"

    def _do(self, player: int, act: Act) -> None:
        if self.pending:
            self._do_decision(act)
        elif self.phase is Phase.CLUE:
            self._do_clue(player, act)
        elif self.phase is Phase.PROGRAM:
            self._do_program(act)
        else:
            self._do_step(act)

    def _do_clue(self, player: int, act: Act) -> None:
        st = self.clue[player]
        if act.verb == "clue":
            tile = self.tile_at(parse_cell(act.args[0]))
            st["status"], st["tile"] = "announce", tile
            self._look_private(player, None, tile, "clue")
            return
        if act.verb == "mark":
            self.marks[player] = self.tile_at(parse_cell(act.args[0]))
            st["marked"] = True
            self._log("mark", player=player, cell=act.args[0])
            return
        self._announce(player, int(st["tile"]), act)
        st["status"] = "done"

    def _look_private(self, player: int, c: int | None, tile: int, how: str) -> None:
        if tile not in self.known[player]:
            self.known[player].append(tile)
        cell = list(self.cell_of(tile))
        room = self.tiles[tile].room
        # the private line keeps the tile id, so a re-deal of hidden rooms can rewrite it
        if how == "clue":
            self.log.say_secretly(
                ("clue", {"player": player, "cell": cell}),
                {player: ("clue_private", {"cell": cell, "room": room, "tile": tile})},
            )
        else:
            name = self.chars[c].name if c is not None else ""
            self.log.say_secretly(
                (how, {"char": name, "cell": cell}),
                {player: (f"{how}_private", {"char": name, "cell": cell, "room": room, "tile": tile})},
            )

    def _announce(self, player: int, tile: int, act: Act) -> None:
        colour = act.args[0] if act.verb == "announce" else None
        self.announcements.append({"player": player, "tile": tile, "colour": colour, "turn": self.turn})
        if colour is None:
            self._log("jammed" if self._jammed() else "silent", player=player)
        else:
            self._log("announce", player=player, colour=colour)

    def _do_program(self, act: Act) -> None:
        c = self.char_index(act.args[0])
        if c is None:
            return
        ch = self.chars[c]
        args = list(act.args[1:])
        adr = None
        if "adrenaline" in args:
            # the token stays secret (and the character keeps ``adrenaline``) until the
            # adrenaline pass carries it out
            adr = args[-1]
            args = args[:-2]
        ch.prog = [args[0], args[1] if len(args) > 1 else None, adr]
        ch.stat = ["pending" if x is not None else "" for x in ch.prog]
        ch.programmed = True
        self._log("programmed", char=ch.name, n=len(args))

    def _slot(self) -> int:
        return self.pass_no - 1

    def _do_step(self, act: Act) -> None:
        c = self.cur
        if c is None:
            return
        ch = self.chars[c]
        if act.verb == "reveal":
            ch.revealed = True
            ch.live = True
            ch.adrenaline = False
            for i in range(3):
                if ch.stat[i] == "pending":
                    ch.stat[i] = "discarded"
            self._log("guard_reveal", char=ch.name)
            return
        if act.verb == "pass":
            if not ch.live and ch.stat[self._slot()] == "pending":
                ch.stat[self._slot()] = "lost"
                if self.pass_no == 3:
                    ch.adrenaline = False
                self._log("lost", char=ch.name, action=ch.prog[self._slot()] or "move")
            else:
                self._log("pass", char=ch.name)
            self.acted = True
            return
        self._execute(c, act)

    def _execute(self, c: int, act: Act) -> None:
        ch = self.chars[c]
        typ = act.verb
        if not ch.live:
            ch.stat[self._slot()] = "done"
        ch.done.append(typ)
        self.acted = True
        if self.pass_no == 3:
            ch.adrenaline = False
            self._log("adrenaline", char=ch.name)
        frm = self.char_cell(c)
        if frm is None:
            return
        if typ == "look":
            tile = self.tile_at(parse_cell(act.args[0]))
            self._look_private(ch.player, c, tile, "look")
            self._push_decision(Decision.ANNOUNCE, c, tile=tile)
        elif typ == "move":
            to = parse_cell(act.args[0])
            self._log("move", char=ch.name, cell=act.args[0])
            self._enter([c], self.tile_at(to), axis_between(frm, to), c, "move")
        elif typ == "push":
            t = self.char_index(act.args[0])
            to = parse_cell(act.args[1])
            if t is None:
                return
            self._log("push", char=ch.name, target=act.args[0], cell=act.args[1])
            self._enter([t], self.tile_at(to), axis_between(frm, to), t, "push")
        elif typ == "control":
            self._shift(act.args[0], int(act.args[1]), act.args[2], 1, ch.name, "shift")
        elif typ == "skill":
            self._skill(c, act)

    def _skill(self, c: int, act: Act) -> None:
        ch = self.chars[c]
        frm = self.char_cell(c)
        if frm is None or ch.tile is None:
            return
        verb = act.args[0]
        if verb == "pull":
            t = self.char_index(act.args[1])
            if t is None:
                return
            tc = self.char_cell(t)
            self._log("pull", char=ch.name, target=act.args[1])
            self._enter([t], ch.tile, axis_between(tc or frm, frm), t, "pull")
        elif verb == "hide":
            ch.hidden = True
            self._log("hide", char=ch.name)
        elif verb == "carry":
            t = self.char_index(act.args[1])
            if t is None:
                return
            to = parse_cell(act.args[2])
            self._log("carry", char=ch.name, target=act.args[1], cell=act.args[2])
            self._enter([c, t], self.tile_at(to), axis_between(frm, to), c, "carry")
        elif verb == "adrenaline":
            ch.adrenaline = True
            self._log("recover", char=ch.name)
        elif verb == "lock":
            tid = self.tile_at(parse_cell(act.args[1]))
            self.tiles[tid].lock = "emmett"
            ch.locks += 1
            self._log("lock", char=ch.name, cell=act.args[1])
        elif verb == "unlock":
            tid = self.tile_at(parse_cell(act.args[1]))
            tl = self.tiles[tid]
            tl.lock = None
            tl.face_up = False
            tl.public = True
            self._log("unlock", char=ch.name, cell=act.args[1])
        elif verb == "empty":
            self.tiles[ch.tile].room = "EMPTY"
            ch.empties += 1
            self._log("empty", char=ch.name, cell=cell_text(frm))
        elif verb == "destroy":
            destroyed = self.robot(int(act.args[1]))
            if destroyed is not None:
                destroyed.status, destroyed.tile = "destroyed", None
            self._log("destroy", char=ch.name, n=int(act.args[1]) + 1)
        elif verb == "swap":
            a, b = parse_cell(act.args[1]), parse_cell(act.args[2])
            ta, tb = self.tile_at(a), self.tile_at(b)
            if any(D.colour_of(self.tiles[t].room) == "blue" for t in (ta, tb)):
                self._log("swap_blocked", char=ch.name, cell=act.args[1], cell2=act.args[2])
                return
            self._swap_tiles(ta, tb)
            for o in self.chars_in(ta) + self.chars_in(tb):
                self.chars[o].axis = axis_between(a, b)
            self._log("swap_rooms", char=ch.name, cell=act.args[1], cell2=act.args[2])
            self._note_swap(a, b, ch.name)
        elif verb == "robot":
            self._robot_order(Act("robot", act.args[1:]))

    # --- decisions -----------------------------------------------------------
    def _push_decision(self, kind: Decision, c: int, **data: Any) -> None:
        if self.phase is Phase.OVER or not self.chars[c].alive:
            return
        d: dict[str, Any] = {"kind": kind.value, "char": c, "player": self.chars[c].player, "group": []}
        d.update(data)
        if kind is Decision.ANNOUNCE:
            d.setdefault("marked", False)
        self.pending.append(d)

    def _do_decision(self, act: Act) -> None:
        d = self.pending[-1]
        kind = Decision(d["kind"])
        c = int(d["char"])
        ch = self.chars[c]
        if kind is Decision.ANNOUNCE:
            if act.verb == "mark":
                self.marks[int(d["player"])] = self.tile_at(parse_cell(act.args[0]))
                d["marked"] = True
                self._log("mark", player=int(d["player"]), cell=act.args[0])
                return
            self.pending.pop()
            self._announce(int(d["player"]), int(d["tile"]), act)
            return
        self.pending.pop()
        if act.verb == "pass":
            return
        if kind is Decision.CONTROL_ROOM:
            self._shift(act.args[0], int(act.args[1]), act.args[2], 1, ch.name, "room_shift")
        elif kind is Decision.VISION:
            tile = self.tile_at(parse_cell(act.args[0]))
            self._look_private(ch.player, c, tile, "vision")
            self._push_decision(Decision.ANNOUNCE, c, tile=tile)
        elif kind is Decision.TUNNEL:
            tile = self.tile_at(parse_cell(act.args[0]))
            group = [g for g in d["group"] if self.chars[g].alive] or [c]
            self._log("tunnel", char=ch.name, cell=act.args[0])
            self._enter(group, tile, ch.axis, c, "tunnel")
        elif kind is Decision.MOVING:
            here = ch.tile
            if here is None:
                return
            other = self.tile_at(parse_cell(act.args[0]))
            a = self.cell_of(here)
            self._swap_tiles(here, other)
            self._log("moving", char=ch.name, cell=act.args[0])
            self._note_swap(a, parse_cell(act.args[0]), ch.name)
        elif kind is Decision.REGEN:
            t = self.char_index(act.args[0])
            if t is None:
                return
            tch = self.chars[t]
            tch.alive, tch.tile, tch.died_at, tch.axis = True, CENTRAL_TILE, None, "h"
            for i in range(3):
                if tch.stat[i] == "pending":
                    tch.stat[i] = "cancelled"
            self._log("revive", char=ch.name, target=act.args[0])
            self._check_unmask()
        elif kind is Decision.ROBOT:
            self._robot_order(act)
        elif kind is Decision.ACID:
            t = self.char_index(act.args[0])
            if t is not None:
                self._log("sacrifice", char=ch.name, target=act.args[0])
                self._kill(t, "ACID")
        elif kind is Decision.PENALTY:
            ch.forbid.append(act.args[1])
            self._log("penalty", char=ch.name, action=act.args[1])

    def _robot_order(self, act: Act) -> None:
        i = int(act.args[0])
        rb = self.robot(i)
        if rb is None or rb.tile is None:
            return
        frm = self.cell_of(rb.tile)
        if act.args[1] == "move":
            to = parse_cell(act.args[2])
            self._log("robot_move", n=i + 1, cell=act.args[2])
            self._robot_enter(rb, self.tile_at(to))
        else:
            t = self.char_index(act.args[2])
            to = parse_cell(act.args[3])
            if t is None:
                return
            self._log("robot_push", n=i + 1, target=act.args[2], cell=act.args[3])
            self._enter([t], self.tile_at(to), axis_between(frm, to), t, "robot")

    def _robot_enter(self, rb: Robot, tile: int) -> None:
        i = rb.seq or 0
        rb.tile = tile
        t = self.tiles[tile]
        if not t.face_up:
            self._flip(tile)
        if t.room == "SHREDDER":
            rb.status, rb.tile = "destroyed", None
            t.lock = "shredder"
            self._log("robot_destroyed", n=i + 1)
            self._log("shredder_lock", cell=cell_text(self.cell_of(tile)))

    # ------------------------------------------------------------------ board changes
    def _flip(self, tile: int) -> None:
        t = self.tiles[tile]
        t.face_up = True
        t.public = False
        self._log("reveal_room", cell=cell_text(self.cell_of(tile)), room=t.room)

    def _swap_tiles(self, a: int, b: int) -> None:
        ia, ib = self.where[a], self.where[b]
        self.board[ia], self.board[ib] = b, a
        self.where[a], self.where[b] = ib, ia

    def _note_swap(self, a: Cell, b: Cell, by: str | None) -> None:
        self.shift_seq += 1
        self.last_shift = {"seq": self.shift_seq, "kind": "swap", "cells": [list(a), list(b)], "by": by}

    def _escape_ok(self, r25: int) -> bool:
        if self.mode == COOP:
            return self.key_found and all(ch.alive and ch.tile == r25 for ch in self.chars)
        prisoners = [ch for ch in self.chars if ch.role == "prisoner"]
        living = [ch for ch in prisoners if ch.alive]
        inside = [ch for ch in living if ch.tile == r25]
        outside = len(living) - len(inside)
        dead = len(prisoners) - len(living)
        if not inside:
            return False
        return outside == 0 or (self.last_turn and outside == 1 and dead == 0)

    def _shift(self, line: str, index: int, direction: str, steps: int, by: str | None, how: str) -> None:
        d = D.DIRECTIONS[direction][1]
        cells = [(index, k) for k in range(5)] if line == "row" else [(k, index) for k in range(5)]
        escaped = False
        for _ in range(steps):
            leaving = cells[-1] if d == 1 else cells[0]
            lt = self.tile_at(leaving)
            tile = self.tiles[lt]
            if tile.room == "R25" and tile.face_up and self._escape_ok(lt):
                escaped = True
                break
            old = [self.tile_at(x) for x in cells]
            for k, x in enumerate(cells):
                self.board[x[0] * 5 + x[1]] = old[(k - d) % 5]
            self._reindex()
            if tile.room == "R25" and self.chars_in(lt):
                self._log("no_escape")
            for t in old:
                for o in self.chars_in(t):
                    self.chars[o].axis = "h" if line == "row" else "v"
        # every shift (Control, the Control Room, a M.A.C. card) leaves its direction marker
        self.controls[f"{line} {index}"] = direction
        self.shift_seq += 1
        self.last_shift = {
            "seq": self.shift_seq, "kind": line, "index": index, "dir": direction, "steps": steps,
            "by": by, "escape": escaped,
        }  # fmt: skip
        if how == "mac_shift":
            self._log("mac_shift", line=line, index=index, dir=direction)
        else:
            self._log(how, char=by or "", line=line, index=index, dir=direction)
        if escaped:
            self._log("escape")
            if self.mode == COOP:
                self._end("team", "escape", "coop_win")
            else:
                self._end("prisoner", "escape", "prisoners_win")

    # ------------------------------------------------------------------ movement and rooms
    def _leave(self, group: list[int]) -> None:
        olds = []
        for c in group:
            ch = self.chars[c]
            if ch.tile is None:
                continue
            olds.append(ch.tile)
            if ch.trap == ch.tile:
                ch.trap = None
            ch.tile = None
        for old in dict.fromkeys(olds):
            t = self.tiles[old]
            if t.room == "SHREDDER":
                t.lock = "shredder"
                self._log("shredder_lock", cell=cell_text(self.cell_of(old)))
                for o in self.chars_in(old):
                    if not self.chars[o].hidden:
                        self._kill(o, "SHREDDER")

    def _enter(self, group: list[int], tile: int, axis: str, decider: int, cause: str) -> None:
        group = [g for g in group if self.chars[g].alive]
        if not group or self.phase is Phase.OVER:
            return
        self._leave(group)
        for g in group:
            self.chars[g].tile = tile
            self.chars[g].axis = axis
        if not self.is_over():
            self._arrive(group, tile, decider, cause)
        if not self.is_over():
            self._check_unmask()

    def _arrive(self, group: list[int], tile: int, decider: int, cause: str) -> None:
        t = self.tiles[tile]
        if not t.face_up:
            self._flip(tile)
        room = t.room
        cell = cell_text(self.cell_of(tile))
        if room == "ILLUSION":
            others = [o for o in self.face_down() if o != tile]
            if others:
                other = self.rng.choice(others)
                self._swap_tiles(tile, other)
                self._log("illusion", cell=cell_text(self.cell_of(tile)))
                self._note_swap(self.cell_of(tile), self.cell_of(other), None)
                for g in group:
                    self.chars[g].tile = other
                self._arrive(group, other, decider, cause)
            return
        if room == "MORTAL":
            for g in group:
                self._kill(g, "MORTAL")
        elif room == "TIMER":
            if self.last_turn:
                for g in group:
                    self._kill(g, "TIMER")
            else:
                self.remaining = max(1, self.remaining - 1)
                self._log("timer", n=self.remaining)
            t.room = "EMPTY"
        elif room == "ACID":
            for o in self.chars_in(tile):
                if o not in group and not self.chars[o].hidden:
                    self._kill(o, "ACID")
            if len(group) > 1:
                self._push_decision(Decision.ACID, decider, group=list(group))
        elif room == "VORTEX":
            for g in group:
                self.chars[g].tile = CENTRAL_TILE
                self._log("vortex", char=self.chars[g].name)
        elif room == "TRAP":
            for g in group:
                self.chars[g].trap = tile
                self._log("trap", char=self.chars[g].name)
        elif room == "FLOOD":
            t.lock = "flood"
            t.flood_turn = self.turn
            self._log("flood", cell=cell)
        elif room == "MIRROR":
            for g in group:
                self._cancel(g)
        elif room == "KEY":
            if self.mode == COOP and not self.key_found:
                self.key_found = True
                self._log("key", char=self.chars[decider].name)
        elif room == "R25":
            if self.mode == SUSPICION and self.remaining > 5:
                self.remaining = 5
                self._log("alert", n=5)
        elif room == "CONTROL":
            self._push_decision(Decision.CONTROL_ROOM, decider)
        elif room == "VISION":
            if self.face_down():
                self._push_decision(Decision.VISION, decider)
        elif room == "TUNNEL":
            if cause != "tunnel" and any(
                o.room == "TUNNEL" and o.face_up and i != tile and o.lock is None for i, o in enumerate(self.tiles)
            ):
                self._push_decision(Decision.TUNNEL, decider, group=list(group))
        elif room == "MOVING":
            if self.face_down():
                self._push_decision(Decision.MOVING, decider)
        elif room == "REGEN":
            if any(not ch.alive for ch in self.chars):
                self._push_decision(Decision.REGEN, decider)
        elif room == "ROBOT":
            for rb in self.robots:
                if rb.home == tile and rb.status == "waiting":
                    rb.seq = sum(1 for o in self.robots if o.seq is not None)
                    rb.status, rb.tile = "active", tile
                    self._log("robot_appear", n=rb.seq + 1, cell=cell)
            if cause != "robot" and any(rb.status == "active" for rb in self.robots):
                self._push_decision(Decision.ROBOT, decider)
        elif room == "MAC" and self.mac:
            self._draw_mac()

    def _cancel(self, c: int) -> None:
        ch = self.chars[c]
        ch.cancelled = True
        ch.adrenaline = False
        for i in range(3):
            if ch.stat[i] == "pending":
                ch.stat[i] = "cancelled"
        self._log("cancelled", char=ch.name)

    def _kill(self, c: int, room: str) -> None:
        ch = self.chars[c]
        if not ch.alive or self.phase is Phase.OVER:
            return
        if ch.tile is not None:
            ch.died_at = list(self.cell_of(ch.tile))
        ch.alive = False
        ch.tile = None
        ch.trap = None
        ch.hidden = False
        for i in range(3):
            if ch.stat[i] == "pending":
                ch.stat[i] = "cancelled"
        self._log("death", char=ch.name, room=room)
        if self.mode == COOP:
            self._end(None, "death", "coop_loss_death")
            return
        dead = sum(1 for o in self.chars if o.role == "prisoner" and not o.alive)
        if dead >= 2:
            self._end("guard", "deaths", "guards_win_deaths")
            return
        self._check_unmask()

    def _check_unmask(self) -> None:
        if self.mode != SUSPICION or self.phase is Phase.OVER:
            return
        r25 = self.r25_tile()
        if r25 is None or not self.tiles[r25].face_up:
            return
        living = [i for i, ch in enumerate(self.chars) if ch.alive]
        outside = [i for i in living if self.chars[i].tile != r25]
        g = D.guards_in_setup(len(self.chars))
        if (g == 1 and len(outside) == 1 and len(living) > 1) or (g == 2 and len(outside) == 2 and len(living) > 2):
            for i in outside:
                ch = self.chars[i]
                if not ch.revealed and ch.role is not None:
                    ch.revealed = True
                    self._log("unmask", char=ch.name, role=ch.role)

    def _end(self, winner: str | None, reason: str, message: str) -> None:
        if self.phase is Phase.OVER:
            return
        self.phase = Phase.OVER
        self.pending = []
        self.cur = None
        self.result = {"winner": winner, "reason": reason, "turn": self.turn}
        self._log(message)

    # ------------------------------------------------------------------ M.A.C.
    def _draw_mac(self) -> None:
        for _ in range(len(D.MAC_DECK) * 2):
            if self.phase is Phase.OVER:
                return
            if not self.mac_deck:
                self.mac_deck = list(self.mac_discard)
                self.mac_discard = []
                self.rng.shuffle(self.mac_deck)
                if not self.mac_deck:
                    return
            card = D.MAC_DECK[self.mac_deck.pop(0)]
            self.mac_discard.append(card.id)
            self.mac_last.append(card.id)
            if card.kind == "area":
                if self.control_problem(None, card.line, card.index, card.direction) is None:
                    self._shift(card.line, card.index, card.direction, 2 if card.double else 1, None, "mac_shift")
                else:  # the line moved the other way this turn: it only moves that way again
                    self._log("mac_blocked", line=card.line, index=card.index, dir=card.direction)
                if card.again and not self.is_over():
                    self._log("mac_again")
                    continue
            else:
                for name in card.targets:
                    c = self.char_index(name)
                    if c is not None and self.chars[c].alive:
                        self._log("mac_penalty", char=name)
                        self._push_decision(Decision.PENALTY, c)
            return

    # ------------------------------------------------------------------ the turn machine
    def _start_turn(self) -> None:
        if self.turn > 0:
            self.order = self.order[1:] + self.order[:1]
        self.turn += 1
        self.controls = {}
        self.pass_no = 0
        self.step = 0
        self.cur = None
        self.acted = False
        self.pass_drawn = False
        self.mac_last = []
        for ch in self.chars:
            ch.prog, ch.stat, ch.programmed, ch.done = [None, None, None], ["", "", ""], False, []
            ch.cancelled, ch.forbid = False, []
            ch.max_actions = 1 if ch.alive and ch.tile is not None and self.tiles[ch.tile].room == "COLD" else 2
            if ch.revealed and ch.role == "guard" and not ch.live:
                ch.live = True
                ch.adrenaline = False
        self.phase = Phase.PROGRAM
        self._log("turn", turn=self.turn, n=self.remaining)
        if self.last_turn:
            self._log("last_turn")
        # frenzy mode draws one card before each action pass *instead of* these two
        if self.mac and not self.frenzy and not self.last_turn:
            self._draw_mac()
            self._draw_mac()

    def _has_action(self, c: int) -> bool:
        ch = self.chars[c]
        if not ch.alive or ch.cancelled:
            return False
        if ch.live:
            return self.pass_no in (1, 2) and self.pass_no <= ch.max_actions and len(ch.done) < ch.max_actions
        return ch.stat[self.pass_no - 1] == "pending"

    def _begin_step(self, c: int) -> None:
        ch = self.chars[c]
        self.cur = c
        self.acted = False
        self.trap_before = ch.trap
        ch.hidden = False
        if ch.tile is not None and self.tiles[ch.tile].room == "PARANOIA":
            self._log("paranoia", char=ch.name)
            options = [(t, self.concrete(c, t)) for t in self.types_available()]
            options = [(t, acts) for t, acts in options if acts]
            if not options:
                if not ch.live:
                    ch.stat[self._slot()] = "lost"
                    if self.pass_no == 3:
                        ch.adrenaline = False
                self.acted = True
                return
            _, acts = self.rng.choice(options)
            act = self.rng.choice(sorted(acts, key=str))
            if not ch.live:
                ch.prog[self._slot()] = act.verb
            self._execute(c, act)

    def _end_step(self) -> None:
        c = self.cur
        if c is not None:
            ch = self.chars[c]
            if (
                self.trap_before is not None
                and ch.alive
                and ch.tile == self.trap_before
                and ch.trap == self.trap_before
            ):
                self._kill(c, "TRAP")
        self.cur = None
        self.acted = False
        self.trap_before = None
        self.step += 1

    def _countdown(self) -> None:
        for i, t in enumerate(self.tiles):
            if t.lock == "flood" and t.flood_turn == self.turn - 1 and t.flood_turn > 0:
                for o in self.chars_in(i):
                    self._kill(o, "FLOOD")
        if self.phase is Phase.OVER:
            return
        self.remaining -= 1
        if self.remaining <= 0:
            self._log("time_up")
            if self.mode == COOP:
                self._end(None, "time", "coop_loss_time")
            else:
                self._end("guard", "time", "guards_win_time")
            return
        self._start_turn()

    def _advance(self) -> None:
        for _ in range(10_000):
            if self.phase is Phase.OVER or self.pending:
                return
            if self.phase is Phase.CLUE:
                if all(st["status"] == "done" for st in self.clue):
                    self._start_turn()
                    continue
                return
            if self.phase is Phase.PROGRAM:
                if self._to_program():
                    return
                self.phase = Phase.ACTION
                self.pass_no, self.step, self.cur, self.pass_drawn = 1, 0, None, False
                continue
            # ACTION
            if self.cur is not None:
                if self.acted:
                    self._end_step()
                    continue
                return
            if self.frenzy and self.pass_no in (1, 2) and not self.pass_drawn and not self.last_turn:
                self.pass_drawn = True
                self._draw_mac()
                continue
            while self.step < len(self.order) and not self._has_action(self.order[self.step]):
                self.step += 1
            if self.step < len(self.order):
                self._begin_step(self.order[self.step])
                continue
            if self.pass_no < 3:
                self.pass_no += 1
                self.step = 0
                self.pass_drawn = False
                continue
            self._countdown()
        raise RuntimeError("the turn machine did not settle")  # pragma: no cover

    # ------------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        d = F.header(self, VERSION)
        d.update({
            "phase": self.phase.value, "turn": self.turn, "turns_total": self.turns_total,
            "remaining": self.remaining, "pass": self.pass_no, "step": self.step, "current": self.cur,
            "acted": self.acted, "trap_before": self.trap_before, "pass_drawn": self.pass_drawn,
            "order": list(self.order),
            "tiles": [
                {"room": t.room, "orig": t.orig, "face_up": t.face_up, "zone": t.zone, "lock": t.lock,
                 "flood_turn": t.flood_turn, "public": t.public}
                for t in self.tiles
            ],
            "board": list(self.board),
            "chars": [_char_dict(c) for c in self.chars],
            "robots": [{"home": r.home, "tile": r.tile, "status": r.status, "seq": r.seq} for r in self.robots],
            "pending": [dict(d, group=list(d.get("group", ()))) for d in self.pending],
            "clue": [dict(c) for c in self.clue],
            "controls": dict(self.controls),
            "key_found": self.key_found,
            "marks": list(self.marks),
            "known": [list(k) for k in self.known],
            "announcements": [dict(a) for a in self.announcements],
            "mac": {"deck": list(self.mac_deck), "discard": list(self.mac_discard), "last": list(self.mac_last)},
            "log": self.log.to_json(),
            "last_shift": None if self.last_shift is None else dict(self.last_shift),
            "shift_seq": self.shift_seq,
            "result": None if self.result is None else dict(self.result),
        })  # fmt: skip
        return d

    @classmethod
    def from_dict(cls, game: RoomTwentyFive, d: Mapping[str, Any]) -> RoomState:
        """The state :meth:`to_dict` saved; InvalidSave if it is malformed."""
        players, options, rng = F.read_header(game, d, VERSION)
        s = cls(game, players, options)
        if rng is None:
            raise InvalidSave("the generator state is missing")
        s.rng = rng
        s.phase = Phase(F.text(d["phase"], "the phase", [p.value for p in Phase]))
        s.turn = F.whole(d["turn"], "the turn", 0, 99)
        s.turns_total = F.whole(d["turns_total"], "the number of turns", 0, 99)
        s.remaining = F.whole(d["remaining"], "the remaining turns", 0, 99)
        s.pass_no = F.whole(d["pass"], "the action pass", 0, 3)
        s.step = F.whole(d["step"], "the step", 0, 8)
        s.acted, s.pass_drawn = F.flag(d["acted"], "acted"), F.flag(d["pass_drawn"], "pass_drawn")
        tiles = F.items(d["tiles"], "the tiles", 25)
        for t in tiles:
            t = F.record(t, "a tile")
            s.tiles.append(
                Tile(F.text(t["room"], "a room", D.ROOMS), F.text(t["orig"], "a room", D.ROOMS),
                     F.flag(t["face_up"], "face_up"), F.text(t["zone"], "a zone", ("exit", "cross", "centre")),
                     _maybe(t["lock"], lambda v: F.text(v, "a lock", ("flood", "shredder", "emmett"))),
                     F.whole(t["flood_turn"], "flood_turn", 0, 99), F.flag(t["public"], "public"))
            )  # fmt: skip
        s.board = F.wholes(d["board"], "the board", 0, 24, 25)
        if sorted(s.board) != list(range(25)):
            raise InvalidSave("the board is not a placement of the 25 tiles")
        if s.board[12] != CENTRAL_TILE or s.tiles[CENTRAL_TILE].room != "CENTRAL":
            raise InvalidSave("the Central Room moved")
        s._reindex()
        s.chars = [_char_from(F.record(c, "a character"), players) for c in F.items(d["chars"], "the characters")]
        n = len(s.chars)
        if len({c.name for c in s.chars}) != n or not 4 <= n <= 8:
            raise InvalidSave("the characters are not 4 to 8 different ones")
        s.order = F.wholes(d["order"], "the turn order", 0, n - 1, n)
        if sorted(s.order) != list(range(n)):
            raise InvalidSave("the turn order is not an order of the characters")
        s.cur = _maybe(d["current"], lambda v: F.whole(v, "the current character", 0, n - 1))
        s.trap_before = _maybe(d["trap_before"], lambda v: F.whole(v, "trap_before", 0, 24))
        for r in F.items(d["robots"], "the robots"):
            r = F.record(r, "a robot")
            s.robots.append(
                Robot(F.whole(r["home"], "a robot's room", 0, 24),
                      _maybe(r["tile"], lambda v: F.whole(v, "a robot's tile", 0, 24)),
                      F.text(r["status"], "a robot's status", ("waiting", "active", "destroyed")),
                      _maybe(r["seq"], lambda v: F.whole(v, "a robot's number", 0, 9)))
            )  # fmt: skip
        for p in F.items(d["pending"], "the pending decisions"):
            p = F.record(p, "a decision")
            dec: dict[str, Any] = {
                "kind": F.text(p["kind"], "a decision", [k.value for k in Decision]),
                "char": F.whole(p["char"], "a decision's character", 0, n - 1),
                "player": F.whole(p["player"], "a decision's player", 0, players - 1),
                "group": F.wholes(p.get("group", []), "a decision's group", 0, n - 1),
            }
            if "tile" in p:
                dec["tile"] = F.whole(p["tile"], "a decision's tile", 0, 24)
            if "marked" in p:
                dec["marked"] = F.flag(p["marked"], "marked")
            s.pending.append(dec)
        s.clue = [
            {"status": F.text(c["status"], "a clue status", ("look", "announce", "done")),
             "tile": _maybe(c["tile"], lambda v: F.whole(v, "a clue tile", 0, 24)),
             "marked": F.flag(c["marked"], "marked")}
            for c in (F.record(x, "a clue") for x in F.items(d["clue"], "the clues", players))
        ]  # fmt: skip
        controls = F.record(d["controls"], "the control tokens")
        s.controls = {
            F.text(k, "a control token", [f"{ln} {i}" for ln in ("row", "col") for i in (0, 1, 3, 4)]):
            F.text(v, "a direction", D.DIRECTIONS)
            for k, v in controls.items()
        }  # fmt: skip
        s.key_found = F.flag(d["key_found"], "key_found")
        s.marks = [_maybe(m, lambda v: F.whole(v, "a marker", 0, 24)) for m in F.items(d["marks"], "marks", players)]
        s.known = [F.wholes(k, "the rooms a player saw", 0, 24) for k in F.items(d["known"], "known", players)]
        s.announcements = [
            {"player": F.whole(a["player"], "an announcement's player", 0, players - 1),
             "tile": F.whole(a["tile"], "an announcement's tile", 0, 24),
             "colour": _maybe(a["colour"], lambda v: F.text(v, "a colour", D.COLOURS)),
             "turn": F.whole(a["turn"], "an announcement's turn", 0, 99)}
            for a in (F.record(x, "an announcement") for x in F.items(d["announcements"], "announcements"))
        ]  # fmt: skip
        mac = F.record(d["mac"], "the M.A.C. cards")
        cards = len(D.MAC_DECK) - 1
        s.mac_deck = F.wholes(mac["deck"], "the M.A.C. deck", 0, cards)
        s.mac_discard = F.wholes(mac["discard"], "the M.A.C. discard", 0, cards)
        s.mac_last = F.wholes(mac["last"], "the last M.A.C. cards", 0, cards)
        s.log = Log.from_json(NS, d["log"], players)
        s.last_shift = _maybe(d["last_shift"], lambda v: dict(F.record(v, "the last shift")))
        s.shift_seq = F.whole(d["shift_seq"], "the shift number", 0)
        s.result = _maybe(d["result"], lambda v: dict(F.record(v, "the result")))
        if s.result is not None:
            F.text(s.result.get("winner") or "", "the winner", ("", "team", "prisoner", "guard"))
        return s

    # ------------------------------------------------------------------ observation
    def sees_room(self, player: int | None, tile: int) -> bool:
        """Whether ``player`` (None: a spectator) may know the room of ``tile``."""
        t = self.tiles[tile]
        return t.face_up or t.public or (player is not None and tile in self.known[player])

    def slot_public(self, c: int, k: int) -> bool:
        """Whether everybody sees the state of character ``c``'s token slot ``k`` (0, 1, 2 = adrenaline).

        The two ordinary tokens lie face down on the table (their number is
        public); an adrenaline token is secret until the adrenaline pass
        carries it out (its step has begun, or it was done or lost).
        """
        ch = self.chars[c]
        if k < 2 or ch.stat[k] in SHOWN:
            return True
        return self.phase is Phase.ACTION and self.pass_no == 3 and self.cur == c

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see, field by field (an allow-list: a new field of the state is private
        until it is added here)."""
        knows = set(self.known[player]) if player is not None else set()
        own = {i for i, ch in enumerate(self.chars) if player is not None and ch.player == player}
        tiles = []
        for i, t in enumerate(self.tiles):
            seen = SECRETS.sees(self, player, "rooms", i)
            tiles.append({
                "id": i, "cell": list(self.cell_of(i)), "room": SECRETS.show(self, player, "rooms", i),
                "orig": t.orig if seen else None, "colour": D.colour_of(t.room) if seen else None,
                "face_up": t.face_up, "zone": t.zone, "lock": t.lock, "flood_turn": t.flood_turn,
                "public": t.public, "looked": i in knows,
            })  # fmt: skip
        chars = []
        for i, ch in enumerate(self.chars):
            stat = [ch.stat[k] if SECRETS.sees(self, player, "stats", (i, k)) else "" for k in range(3)]
            chars.append({
                "name": ch.name, "player": ch.player, "tile": ch.tile,
                "cell": None if ch.tile is None else list(self.cell_of(ch.tile)),
                "alive": ch.alive, "died_at": None if ch.died_at is None else list(ch.died_at),
                "role": SECRETS.show(self, player, "roles", i),
                "revealed": ch.revealed, "live": ch.live, "adrenaline": ch.adrenaline,
                "prog": [SECRETS.show(self, player, "tokens", (i, k)) for k in range(len(ch.prog))],
                "stat": stat, "programmed": ch.programmed, "done": list(ch.done), "max_actions": ch.max_actions,
                "cancelled": ch.cancelled, "forbid": list(ch.forbid), "trap": ch.trap, "hidden": ch.hidden,
                "axis": ch.axis, "locks": ch.locks, "empties": ch.empties, "colour_index": i,
            })  # fmt: skip
        robots = [
            {"home": r.home, "tile": r.tile, "status": r.status, "seq": r.seq}
            for r in sorted(self.robots, key=lambda r: (r.seq is None, r.seq or 0, r.home))
            if r.seq is not None or SECRETS.sees(self, player, "rooms", r.home)
        ]
        obs: dict[str, Any] = {
            "game": self.game.id, "version": VERSION, "players": self.players, "options": dict(self.options),
            "mode": self.mode, "viewer": player, "phase": self.phase.value, "turn": self.turn,
            "turns_total": self.turns_total, "remaining": self.remaining, "last_turn": self.last_turn,
            "pass": self.pass_no, "step": self.step, "current": self.cur, "acted": self.acted,
            "trap_before": self.trap_before, "pass_drawn": self.pass_drawn, "order": list(self.order),
            "tiles": tiles, "board": list(self.board), "chars": chars, "robots": robots,
            "pending": [dict(d, group=list(d.get("group", ()))) for d in self.pending],
            "clue": [dict(c) for c in self.clue], "controls": dict(self.controls), "key_found": self.key_found,
            "marks": list(self.marks),
            "known": [sorted(self.known[p]) if p == player else [] for p in range(self.players)],
            "announcements": [dict(a) for a in self.announcements],
            "mac": {"deck": [SECRETS.show(self, player, "mac_deck", k) for k in range(len(self.mac_deck))],
                    "discard": list(self.mac_discard),
                    "last": list(self.mac_last)},
            "log": self.log.view(player),
            "last_shift": None if self.last_shift is None else dict(self.last_shift),
            "shift_seq": self.shift_seq,
            "result": None if self.result is None else dict(self.result),
            "active": list(self.active_players()), "jammed": self._jammed(),
        }  # fmt: skip
        obs["grid"] = self._grid(obs)
        obs["decision"] = self._decision_view()
        obs["you"] = (
            None
            if player is None
            else {"player": player, "characters": [self.chars[i].name for i in sorted(own)],
                  "role": next((SECRETS.show(self, player, "roles", i) for i in sorted(own)), None)
                  if self.mode == SUSPICION else None}
        )  # fmt: skip
        outcome = self.outcome()
        obs["outcome"] = None if outcome is None else outcome.to_json()
        return obs

    # ------------------------------------------------------------------ the privacy hooks
    def has_hidden(self, player: int) -> bool:
        """Until the end something is hidden from everybody: at least the generator's next draws."""
        return not self.is_over()

    def _redeal(self, player: int, rng: Rng) -> RoomState:
        """This state with all ``player`` cannot see dealt again (the dealer of :data:`SECRETS`).

        Re-dealt: the rooms of the face-down tiles ``player`` never saw (swapped among
        themselves, keeping each zone's rules and, in co-operation, the colours
        announced, which are always true there), the robots waiting in them, the
        roles nobody revealed, the other characters' tokens not yet carried out
        (their adrenaline token included), the M.A.C. deck and the generator.
        """
        if self.is_over():
            return self
        s = self.copy()
        s.rng = Rng(rng.next_u64())
        hidden = SECRETS.hidden(self, player)  # what to deal again: the declaration's parts
        # rooms
        unknown = [i for name, i in hidden if name == "rooms"]
        told = {a["tile"]: a["colour"] for a in s.announcements if a["colour"] is not None} if s.mode == COOP else {}

        def fits(room: str, tile: int) -> bool:
            zone = s.tiles[tile].zone
            if (room in D.EXIT_ROOMS and zone != "exit") or (room in D.CROSS_ROOMS and zone == "exit"):
                return False
            return tile not in told or told[tile] == D.colour_of(room)

        # a new draw of the set-up's random rooms (how many Robot Rooms, Traps...), then a shuffle
        for _ in range(20):
            drawn: list[dict[str, Any]] = [
                {"orig": None if i in unknown else t.orig, "zone": t.zone} for i, t in enumerate(s.tiles)
            ]
            sample_rooms(drawn, s.mode, len(s.chars), s.mac, rng)
            if all(fits(drawn[i]["room"], i) for i in unknown):
                for i in unknown:
                    s.tiles[i].room = s.tiles[i].orig = drawn[i]["room"]
                break
        moved = set(unknown)
        for _ in range(4 * len(unknown) if len(unknown) > 1 else 0):
            a, b = rng.sample(unknown, 2)
            ra, rb = s.tiles[a].room, s.tiles[b].room
            if ra != rb and fits(ra, b) and fits(rb, a):
                s.tiles[a].room = s.tiles[a].orig = rb
                s.tiles[b].room = s.tiles[b].orig = ra
        out = [r for r in s.robots if r.seq is not None]
        homes = {r.home for r in out}
        s.robots = out + [Robot(i) for i, t in enumerate(s.tiles) if t.room == "ROBOT" and i not in homes]
        # roles
        roles = [i for name, i in hidden if name == "roles"]  # in Suspicion only
        if roles:
            guards, prisoners = D.ROLE_DECK[len(s.chars)]
            deck = ["guard"] * guards + ["prisoner"] * prisoners
            for i, ch in enumerate(s.chars):
                if i not in roles and ch.role in deck:
                    deck.remove(ch.role)
            rng.shuffle(deck)
            if len(deck) >= len(roles):
                for i in roles:
                    s.chars[i].role = deck.pop()
        # the other characters' tokens
        types = list(s.types_available())
        for i, ch in enumerate(s.chars):
            if ch.player == player or ch.live or not ch.programmed:
                continue
            secret = [k for k in (0, 1) if ch.stat[k] and ("tokens", (i, k)) in hidden]
            shown = [ch.prog[k] for k in (0, 1) if ch.stat[k] in SHOWN]
            pool = [t for t in types if t not in shown]
            allowed = [t for t in pool if t not in ch.forbid]
            draw = rng.sample(allowed if len(allowed) >= len(secret) else pool, len(secret))
            for k, t in zip(secret, draw, strict=True):
                ch.prog[k] = t
            passed = s.phase is Phase.ACTION and s.pass_no == 3 and s.order.index(i) < s.step
            if (
                ("stats", (i, 2)) in hidden
                and ch.stat[2] in ("", "pending")
                and ch.adrenaline
                and ch.alive
                and not ch.cancelled
                and not s.frenzy
                and ch.max_actions >= 2
                and not passed
            ):
                if rng.randbelow(2):
                    ch.prog[2], ch.stat[2] = rng.choice(D.BASIC_ACTIONS), "pending"
                else:
                    ch.prog[2], ch.stat[2] = None, ""
        rng.shuffle(s.mac_deck)
        s._rewrite_private_lines(moved)
        return s

    def _rewrite_private_lines(self, tiles: set[int]) -> None:
        """After a re-deal: the private lines of looks at ``tiles`` and of roles say what is now true."""
        entries = []
        for e in self.log.entries:
            private = dict(e.private)
            for seat, line in e.private.items():
                args = dict(line.args)
                if "tile" in args and args["tile"] in tiles:
                    args["room"] = self.tiles[int(args["tile"])].room
                elif line.key.endswith(".your_role"):
                    args["role"] = next(ch.role for ch in self.chars if ch.player == seat)
                else:
                    continue
                private[seat] = Line(line.key, args)
            entries.append(Entry(e.public, private) if private != e.private else e)
        self.log.entries = entries

    def _grid(self, d: dict[str, Any]) -> list[list[dict[str, Any]]]:
        grid: list[list[dict[str, Any]]] = []
        for r in range(5):
            row = []
            for c in range(5):
                tid = self.board[r * 5 + c]
                t = d["tiles"][tid]
                row.append({
                    "tile": tid, "face_up": t["face_up"], "room": t["room"], "colour": t["colour"],
                    "locked": t["lock"], "zone": t["zone"],
                    "marks": [p for p, m in enumerate(self.marks) if m == tid],
                    "chars": [ch.name for ch in self.chars if ch.alive and ch.tile == tid],
                    "robots": [rb.seq for rb in self.robots
                               if rb.status == "active" and rb.tile == tid and rb.seq is not None],
                })  # fmt: skip
            grid.append(row)
        return grid

    def _decision_view(self) -> dict[str, Any] | None:
        if self.phase is Phase.OVER:
            return None
        if self.pending:
            p = self.pending[-1]
            out = {"kind": p["kind"], "char": self.chars[int(p["char"])].name, "player": p["player"]}
            if "tile" in p:
                out["cell"] = list(self.cell_of(int(p["tile"])))
            return out
        if self.phase is Phase.ACTION and self.cur is not None:
            ch = self.chars[self.cur]
            return {"kind": "act", "char": ch.name, "player": ch.player, "pass": self.pass_no}
        return {"kind": self.phase.value}


def sample_rooms(tiles: list[dict[str, Any]], mode: str, characters: int, mac: bool, rng: Rng) -> None:
    """Fill ``room``/``orig`` of the tiles whose room is unknown (in place)."""
    comp = D.composition_for(mode, characters)
    unknown = [i for i, t in enumerate(tiles) if t.get("orig") is None]
    if not unknown:
        return
    fixed_left = list(comp.fixed)
    known_extra: dict[str, int] = {}
    for t in tiles:
        r = t.get("orig")
        if r is None:
            continue
        if r in fixed_left:
            fixed_left.remove(r)
        else:
            known_extra[r] = known_extra.get(r, 0) + 1
    rooms = list(fixed_left)
    for colour, count in comp.random:
        pool: list[str] = []
        for room in D.ROOMS.values():
            if room.colour != colour or room.id in comp.excluded or (room.id == "MAC" and not mac):
                continue
            pool += [room.id] * max(0, room.pool - comp.fixed.count(room.id) - known_extra.get(room.id, 0))
        k = count - sum(v for r, v in known_extra.items() if D.colour_of(r) == colour and r not in comp.fixed)
        rooms += rng.sample(pool, max(0, min(k, len(pool))))
    rng.shuffle(rooms)
    while len(rooms) > len(unknown):
        rooms.pop()
    while len(rooms) < len(unknown):
        rooms.append("EMPTY")
    exit_slots = [i for i in unknown if tiles[i]["zone"] == "exit"]
    cross_slots = [i for i in unknown if tiles[i]["zone"] != "exit"]
    rng.shuffle(exit_slots)
    rng.shuffle(cross_slots)
    must_exit = [r for r in rooms if r in D.EXIT_ROOMS]
    must_cross = [r for r in rooms if r in D.CROSS_ROOMS]
    free = [r for r in rooms if r not in D.EXIT_ROOMS and r not in D.CROSS_ROOMS]
    assign: dict[int, str] = {}
    for r in must_exit:
        slot = exit_slots.pop() if exit_slots else cross_slots.pop()
        assign[slot] = r
    for r in must_cross:
        slot = cross_slots.pop() if cross_slots else exit_slots.pop()
        assign[slot] = r
    for slot in exit_slots + cross_slots:
        assign[slot] = free.pop()
    for i, r in assign.items():
        tiles[i]["room"] = r
        tiles[i]["orig"] = r


def _maybe(value: Any, read: Any) -> Any:
    """None, or ``read(value)``."""
    return None if value is None else read(value)


def _char_dict(c: Char) -> dict[str, Any]:
    return {
        "name": c.name, "player": c.player, "tile": c.tile, "alive": c.alive, "role": c.role,
        "revealed": c.revealed, "live": c.live, "adrenaline": c.adrenaline, "prog": list(c.prog),
        "stat": list(c.stat), "programmed": c.programmed, "done": list(c.done), "max_actions": c.max_actions,
        "cancelled": c.cancelled, "forbid": list(c.forbid), "trap": c.trap, "hidden": c.hidden, "axis": c.axis,
        "locks": c.locks, "empties": c.empties, "died_at": None if c.died_at is None else list(c.died_at),
    }  # fmt: skip


def _char_from(c: Mapping[str, Any], players: int) -> Char:
    def action(v: Any) -> str | None:
        return None if v is None else F.text(v, "a programmed action", D.ACTION_TYPES)

    return Char(
        F.text(c["name"], "a character", D.CHARACTER_BY_ID), F.whole(c["player"], "a controller", 0, players - 1),
        _maybe(c["tile"], lambda v: F.whole(v, "a position", 0, 24)), F.flag(c["alive"], "alive"),
        _maybe(c["role"], lambda v: F.text(v, "a role", ("prisoner", "guard"))), F.flag(c["revealed"], "revealed"),
        F.flag(c["live"], "live"), F.flag(c["adrenaline"], "adrenaline"),
        [action(x) for x in F.items(c["prog"], "a programme", 3)],
        [F.text(x, "a token state", SLOT_STATES) for x in F.items(c["stat"], "token states", 3)],
        F.flag(c["programmed"], "programmed"),
        [F.text(x, "an action done", D.ACTION_TYPES) for x in F.items(c["done"], "the actions done")],
        F.whole(c["max_actions"], "max_actions", 1, 2), F.flag(c["cancelled"], "cancelled"),
        [F.text(x, "a forbidden action", D.ACTION_TYPES) for x in F.items(c["forbid"], "forbidden actions")],
        _maybe(c["trap"], lambda v: F.whole(v, "a trap", 0, 24)), F.flag(c["hidden"], "hidden"),
        F.text(c["axis"], "an axis", ("h", "v")), F.whole(c["locks"], "locks", 0, 9),
        F.whole(c["empties"], "empties", 0, 9),
        _maybe(c["died_at"], lambda v: F.wholes(v, "where a character died", 0, 4, 2)),
    )  # fmt: skip


def _everyone(st: RoomState) -> tuple[int | None, ...]:
    return (*range(st.players), None)


def _slots(st: RoomState) -> list[tuple[int, int]]:
    return [(i, k) for i, ch in enumerate(st.chars) for k in range(len(ch.prog))]


#: the secrets of Room 25: the room of a face-down tile, seen by whoever looked at it; a role, its
#: player's until revealed or the game is over; each programmed token (a character's slot), its
#: player's until carried out, and the state of a slot (an adrenaline token laid) until it is public;
#: the M.A.C. deck and the generator, nobody's (private log lines of looks and roles follow in the
#: dealer). The observation and the dealer both read it
SECRETS: Secrets[RoomState] = Secrets(
    secrets=(
        Secret(
            "rooms",
            parts=lambda st: [i for i in range(len(st.tiles)) if i != CENTRAL_TILE],
            seen_by=lambda st, i: [v for v in _everyone(st) if st.sees_room(v, i)],
            read=lambda st, i: st.tiles[i].room,
        ),
        Secret(
            "roles",
            parts=lambda st: range(len(st.chars)) if st.mode == SUSPICION else (),
            seen_by=lambda st, i: (
                _everyone(st) if st.chars[i].revealed or st.phase is Phase.OVER else (st.chars[i].player,)
            ),
            read=lambda st, i: st.chars[i].role,
        ),
        Secret(
            "tokens",
            parts=_slots,
            seen_by=lambda st, ik: _everyone(st) if st.chars[ik[0]].stat[ik[1]] in SHOWN else (st.chars[ik[0]].player,),
            read=lambda st, ik: st.chars[ik[0]].prog[ik[1]],
        ),
        Secret(
            "stats",
            parts=_slots,
            seen_by=lambda st, ik: _everyone(st) if st.slot_public(*ik) else (st.chars[ik[0]].player,),
            read=lambda st, ik: st.chars[ik[0]].stat[ik[1]],
        ),
        Secret("mac_deck", parts=lambda st: range(len(st.mac_deck))),
        Secret("rng"),
    ),
    deal=RoomState._redeal,
)
RoomState.privacy = SECRETS
