"""The Room 25 position: its fields, the questions the rules ask of it, and the game's contract.

:class:`RoomState` holds a position of docs/rules/roomtwentyfive.md (the complex of §2, the characters of
§3, where the turn of §4 stands) and answers what the other modules ask: where a tile or a character is,
who must act, the legal actions and the outcome (§6). Applying an action copies the state, carries the
action out (:mod:`.doing`) and runs the turn machine (:mod:`.turns`); the legal actions are :mod:`.legal`,
its fields (the copy and the save) :mod:`.saves`, the observation :mod:`.observe` and what each seat cannot
see :mod:`.privacy`. See the package docstring for a longer summary and the observation format.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.action import Act
from ..core.codec import Codec
from ..core.game import Outcome, State
from ..core.log import Log
from ..core.rng import Rng
from . import data as D
from . import legal, saves
from .actions import Cell, parse_cell
from .doing import do
from .messages import NS
from .observe import observe
from .pieces import COOP, Char, MacCards, Phase, Robot, Tile
from .privacy import redeal
from .turns import settle

if TYPE_CHECKING:
    from .game import RoomTwentyFive


def _cells(args: dict[str, Any]) -> dict[str, Any]:
    """Log args with cells (``"1,2"`` or a pair) as ``[row, col]`` lists, the form views use."""
    for k in ("cell", "cell2"):
        v = args.get(k)
        if isinstance(v, str):
            args[k] = list(parse_cell(v))
        elif isinstance(v, tuple):
            args[k] = list(v)
    return args


class RoomState(State[Act]):
    """A position of Room 25 (treat as immutable: ``apply`` returns a new one)."""

    game: RoomTwentyFive

    def __init__(self, game: RoomTwentyFive, players: int, options: dict[str, Any]) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.rng = Rng(0)
        self.phase: Phase = Phase.CLUE
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
        self.mac_cards = MacCards()
        self.log = Log(NS)
        self.last_shift: dict[str, Any] | None = None
        self.shift_seq = 0
        self.result: dict[str, Any] | None = None
        self._legal: dict[int, list[Act]] = {}  # legal actions per player (states are not changed once built)
        CODEC.fill(self)  # a field declared with a default needs no line here

    # ------------------------------------------------------------------ basics
    @property
    def mode(self) -> str:
        """Co-operation or suspicion (§1)."""
        return str(self.options["mode"])

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

    # ------------------------------------------------------------------ the turn
    def _to_program(self) -> list[int]:
        if self.phase is not Phase.PROGRAM or self.pending:
            return []
        return [i for i, ch in enumerate(self.chars) if ch.alive and not ch.live and not ch.programmed]

    def legal_actions(self, player: int) -> list[Act]:
        cached = self._legal.get(player)
        if cached is None:
            cached = self._legal[player] = legal.compute_legal(self, player)
        return list(cached)

    def types_available(self) -> tuple[str, ...]:
        """The action types that may be programmed: the four basic ones, and the skill with that option (§4, §5)."""
        return D.ACTION_TYPES if self.skills else D.BASIC_ACTIONS

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

    def face_down(self) -> list[int]:
        """The tiles still face down (the Central Room aside)."""
        return [i for i, t in enumerate(self.tiles) if not t.face_up and self.where[i] != 12]

    def _slot(self) -> int:
        return self.pass_no - 1

    def _apply(self, player: int, action: Act) -> RoomState:
        s = self.copy()
        do(s, player, action)
        settle(s)
        return s

    def why_illegal(self, player: int, action: Act) -> str | None:
        """A readable reason why ``action`` (not among the legal ones) is refused."""
        return legal.why_illegal(self, player, action)

    # ------------------------------------------------------------------ observation, privacy
    def observation(self, player: int | None) -> dict[str, Any]:
        return observe(self, player, SECRETS)

    def has_hidden(self, player: int) -> bool:
        """Until the end something is hidden from everybody: at least the generator's next draws."""
        return not self.is_over()


def _fresh(s: RoomState) -> None:
    """What a copy or a load does not carry: the tiles' cells and the legal actions."""
    s._reindex()
    s._legal = {}


#: the state's fields, declared once (:mod:`.saves`)
RoomState.codec = CODEC = Codec(RoomState, saves.VERSION, saves.FIELDS, fresh=_fresh, check=saves.check)
#: what each seat may not see, dealt again by the one dealer of the bots and the privacy check (:mod:`.privacy`)
RoomState.privacy = SECRETS = CODEC.secrets(deal=redeal, rng=True)
