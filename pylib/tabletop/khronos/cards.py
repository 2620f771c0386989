"""A Khronos state's fields and its cards (``docs/rules/khronos.md`` §2–§4).

:class:`Cards` holds everything a game in progress records (its fields are
set, with their types, in ``__init__``) and the card moves of a turn (§4):
drawing with a reshuffle of the discard pile, the Hold'em face-up row (§11),
paying cards charged to the adventurers (2 each a turn) and what they may
still pay.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.game import State
from ..core.log import Log
from ..core.rng import Rng
from .actions import CUBES, KI, MIGHT, PER_ADVENTURER, START_ECUS, Act, Phase, _letters
from .board import Board
from .data import BOARDS, KINDS, TILES
from .messages import NS

if TYPE_CHECKING:
    from .game import Khronos


class Cards(State[Act]):
    """The fields of a Khronos game in progress and its card moves (§4)."""

    game: Khronos

    def __init__(self, game: Khronos, players: int, options: Mapping[str, Any], rng: Rng) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.rng = rng
        self.phase = Phase.START
        self.game_turn = 1
        self.turn_number = 0
        self.first = 0
        self.order: tuple[int, ...] = tuple(range(players))
        self.current = 0
        self.ecus = [START_ECUS] * players
        self.cubes = [CUBES] * players
        self.hands: list[list[int]] = [[0, 0, 0] for _ in range(players)]
        self.deck: list[str] = []
        self.discard = [0, 0, 0]
        self.row: list[bool] | None = None
        self.advs: list[list[list[int]]] = [[[MIGHT, 0], [MIGHT, 0]] for _ in range(players)]
        self.exchanged = False
        self.swaps = 0
        self.swappable = [0, 0, 0]
        self.stock = {name: t.copies for name, t in TILES.items()}
        self.boards = [Board.printed() for _ in BOARDS]
        self.next_id = 1
        self.ctx: dict[int, dict[int, int]] = {}
        self.pending: dict[str, Any] | None = None
        self.earnings: list[dict[str, Any]] = []
        self.log = Log(NS)
        self.events: list[dict[str, Any]] | None = None  # filled only by previews
        self._legal: dict[int, list[Act]] = {}

    # -- cards ----------------------------------------------------------------------
    def _reshuffle(self) -> None:
        pile = list(_letters(self.discard))
        self.discard = [0, 0, 0]
        self.rng.shuffle(pile)
        self.deck.extend(pile)

    def _draw(self, p: int, n: int) -> str:
        got = []
        for _ in range(n):
            if not self.deck:
                if not any(self.discard):
                    break
                self._reshuffle()
            c = self.deck.pop(0)
            self.hands[p][KI[c]] += 1
            got.append(c)
        letters = "".join(sorted(got, key=KI.__getitem__))
        if got:
            self.log.say_secretly(("drew", {"player": p, "n": len(got)}), {p: ("drew_you", {"cards": list(letters)})})
        return letters

    def _fill_row(self) -> None:
        if self.row is None:
            return
        for i, k in enumerate(KINDS):
            if self.row[i]:
                continue
            if k not in self.deck and self.discard[i]:
                self._reshuffle()
            if k in self.deck:
                self.deck.remove(k)
                self.row[i] = True
                self.rng.shuffle(self.deck)

    def _pay(self, p: int, letters: str, board: int) -> None:
        """Cards from the hand to the discard pile, charged to ``p``'s adventurers on ``board``."""
        for ch in letters:
            self.hands[p][KI[ch]] -= 1
            self.discard[KI[ch]] += 1
        n = len(letters)
        on = sorted((PER_ADVENTURER - a[1], i) for i, a in enumerate(self.advs[p]) if a[0] == board)
        for left, i in on:
            if n <= 0:
                break
            take = min(left, n)
            self.advs[p][i][1] += take
            n -= take

    def capacity(self, p: int, board: int) -> int:
        """How many more cards ``p``'s adventurers on ``board`` may pay for this turn (2 each, §4)."""
        return sum(PER_ADVENTURER - a[1] for a in self.advs[p] if a[0] == board)

    # -- buildings ------------------------------------------------------------------
    def _new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def _note(self, **event: Any) -> None:
        if self.events is not None:
            self.events.append(event)
