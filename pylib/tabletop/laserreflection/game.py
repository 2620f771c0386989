"""Laser Reflection as a game (``docs/rules/laserreflection.md``): its class, and the state of a game.

Three ways to play (§1.6): in the **player-created mode** (default) every player secretly builds a puzzle
from the same stock, then the players solve each other's in turn; in the **random mode** everybody races
on one generated puzzle a round, optionally in teams; **solo training** deals one puzzle after another.
A solver has solved when all 4N edge clues match (§1.6.3); the faster, the more points (§1.7).

Timing: the rules never read a clock. Once a solver presses ``start``, each of their actions carries the
milliseconds since then as a final `` @<ms>`` (the app's *timed action*): ``put 2,3 / @5120``.

The state keeps its fields here; the rules over it live by concern: the action texts in :mod:`.actions`,
the options and set-up in :mod:`.setup`, the legal actions in :mod:`.legal`, doing them in :mod:`.turns`,
rounds and points in :mod:`.rounds`, what a seat sees in :mod:`.observe`, saves in :mod:`.saves`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..core.codec import Codec
from ..core.game import Game, Outcome, State, action_parts
from ..core.hidden import Secrets
from ..core.log import Log
from ..core.options import Option
from ..core.registry import register
from ..core.rng import Rng
from . import legal, observe, rounds, saves, setup, turns
from . import messages as _messages  # noqa: F401  (registers the catalog messages)
from .actions import ID, Action, Phase, Seat, parse_action
from .board import Board, Cell, Stock
from .rounds import fmt_ms, rank_finishers, round_points
from .stock import stock_for

#: re-exported: the tests import these from here
__all__ = [
    "LaserReflection",
    "LaserState",
    "parse_action",
    "rank_finishers",
    "round_points",
]


@register
class LaserReflection(Game[Action]):
    """Laser Reflection for 1–6 players: options (§1.9), set-up (§1.5) and action texts."""

    id = ID
    title: ClassVar[Mapping[str, str]] = {"en": "Laser Reflection", "ja": "レーザーリフレクション"}
    min_players = 1
    max_players = 6
    max_actions = 20_000
    playout_weights: ClassVar[Mapping[str, float]] = {
        "take": 0.2,
        "clear": 0.02,
        "verify": 0.01,
        "hint": 0.3,
        "continue": 3.0,
    }
    log_args: ClassVar[Mapping[str, str]] = {
        "player": "seat",
        "round": "number",
        "size": "number",
        "items": "number",
        "rank": "number",
        "points": "number",
        "time": "ms",
    }

    def options(self) -> Sequence[Option]:
        return setup.game_options(self.max_players)

    def _check_options(self, players: int, options: dict[str, Any]) -> None:
        setup.check_options(players, options)

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> LaserState:
        stock = stock_for(options["items"], options["black_holes"], options["triangles"], rng)
        seats = [Seat() for _ in range(players)]
        return setup.deal(LaserState(self, players, options, rng, Phase.CONSTRUCTION, stock, (), seats))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def action_parts(self, action: Action) -> dict[str, Any]:
        """Cells as ``[row, col]``, the tile as its board character, the stamp in ms.

        >>> LaserReflection().action_parts(parse_action("put 2,3 / @5"))["args"]
        [{'kind': 'cell', 'value': [2, 3]}, {'kind': 'tile', 'value': '/'}, {'kind': 'at', 'value': 5}]
        """
        args: list[tuple[str, Any]] = [("cell", [r, c]) for r, c in action.cells]
        if action.tile:
            args.append(("tile", action.tile))
        if action.at is not None:
            args.append(("at", action.at))
        return action_parts(str(action), action.verb, *args)

    def action_key(self, action: Action) -> Any:
        return action.untimed()

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        if kind == "ms" and isinstance(value, int) and not isinstance(value, bool):
            return fmt_ms(value)
        return str(value)


@dataclass
class LaserState(State[Action]):
    """A game in progress: the stock and warps, the phase and round, every seat, the results of past rounds."""

    game: LaserReflection
    players: int
    options: dict[str, Any]
    rng: Rng
    phase: Phase
    stock: Stock
    warps: tuple[Cell, ...]
    seats: list[Seat]
    round: int = 0  # 1-based once solving starts
    puzzle: Board | None = None  # random/solo mode: this round's generated puzzle
    puzzle_info: dict[str, Any] | None = None
    teams: list[list[int]] | None = None
    results: list[list[dict[str, Any]]] = field(default_factory=list)
    revealed: list[str] = field(default_factory=list)
    log: Log = field(default_factory=lambda: Log(ID))
    privacy: ClassVar[Secrets[LaserState]]

    @property
    def solo(self) -> bool:
        """Whether this is solo training (one player)."""
        return self.players == 1

    @property
    def created(self) -> bool:
        """Whether players solve each other's puzzles (player-created mode, §1.6.1)."""
        return not self.solo and self.options["mode"] == "created"

    @property
    def total_rounds(self) -> int | None:
        """The number of rounds (§1.6): players − 1 (variant A) or players (B), the option in random mode; None solo."""
        if self.solo:
            return None
        if self.created:
            return self.players if self.options["variant"] == "B" else self.players - 1
        return int(self.options["rounds"])

    @property
    def limit_ms(self) -> int:
        """The time limit of a round, in milliseconds of the solver's own clock (§1.6.3)."""
        return int(self.options["time_limit"]) * 60_000

    def active_players(self) -> tuple[int, ...]:
        return legal.active_players(self)

    def chapters(self) -> dict[str, int]:
        """The part of the game this state is in, for an embed's jumps (``State.chapters``)."""
        return {"round": self.round} if self.round else {}

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def legal_actions(self, player: int) -> list[Action]:
        return legal.legal_actions(self, player)

    def why_illegal(self, player: int, action: Action) -> str | None:
        return legal.why_illegal(self, player, action)

    def _apply(self, player: int, action: Action) -> LaserState:
        return turns.apply(self, player, action)

    def outcome(self) -> Outcome | None:
        return rounds.outcome(self)

    def observation(self, player: int | None) -> dict[str, Any]:
        return observe.observation_at(self, player, None)

    def observation_at(self, player: int | None, clock_ms: int | None) -> dict[str, Any]:
        return observe.observation_at(self, player, clock_ms)

    def active_at(self, player: int | None, clock_ms: int | None) -> tuple[int, ...]:
        return observe.active_at(self, player, clock_ms)

    def has_hidden(self, player: int) -> bool:
        return observe.has_hidden(self, player)

    def reveals(self, player: int, action: Action, after: State[Action]) -> bool:
        # a new puzzle, a hint, the clues shown by start, or a round's end reveal something
        if super().reveals(player, action, after):
            return True
        if not isinstance(after, LaserState):
            return True
        return action.verb in ("start", "hint") or after.round != self.round or after.phase is not self.phase


#: the state's fields, declared once: copies, saves and their checks (:mod:`.saves`)
LaserState.codec = CODEC = Codec(LaserState, saves.VERSION, saves.FIELDS, check=saves.check)
#: the secrets (:data:`.observe.HIDDEN`) and the generator, which deals the puzzles still to come (nobody
#: sees it), with the game's one dealer: the observation and the re-deals read the same declaration
LaserState.privacy = SECRETS = CODEC.secrets(deal=observe.redeal, rng=True)
