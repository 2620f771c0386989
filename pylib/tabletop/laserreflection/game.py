"""Laser Reflection as a game: construction, solving rounds, scoring.

Rules summary (``docs/rules/laserreflection.md``: the flow §1.6, scoring §1.7, options §1.9, decisions §1.10):

- **Player-created mode** (default): every player secretly places the same
  stock of mirrors on an N×N grid and presses *ready*; then in each of the
  n−1 rounds (variant A) player i solves player (i+r) mod n's puzzle, or in
  variant B (≥3 players, n rounds) everybody but player r solves player r's.
- **Random mode**: each round the game generates one puzzle that everybody
  solves; 1, 3 or 5 rounds; optional teams (≥3 players).
- **Solo training** (1 player): random puzzles one after another, for as
  long as the player likes; after each, *continue* or *stop*. The ``puzzle``
  option starts from a given board.
- A solver sees the edge clues, places and moves tiles from the stock, and
  has solved when all 4N (colour, number) clues match; giving up or running
  out of time fails the round. Points per round: success
  ``floor(120·(n−k+1)/(R·n))``, failure ``−floor(120/(R·n))``.

Timing: the rules never read a clock. Once a solver presses ``start``, each
of their actions carries the elapsed milliseconds since then as a final
`` @<ms>`` (the *timed action* convention of the app): ``put 2,3 / @5120``.
Stamps never go backwards; a stamp at or past the time limit is a timeout.

The race is private: a seat sees another seat's result of the running round
(solved, gave up, its time) only once its own clock has reached that time,
or once it has finished itself; never before it pressed start. Its clock is
its last stamp, or the time its view measures (``observation_at(p,
clock_ms)``, ``State.observation_at``), so a result shows when it is due even
while the player sits idle. The log tells a result to its player at once and
to everybody when the round ends (every seat has finished by then). So a
bot's simulated time is not shown the moment the player presses start, and
``active_at`` keeps such a rival "to play" until its result is due.

Action texts::

    put R,C T [@MS]     place tile T (a board character: / \\ | - # o L J F 7)
    take R,C [@MS]      return the tile at (R, C) to the stock
    clear [@MS]         return every tile to the stock
    verify              construction: count the solutions of my puzzle
    ready               construction: my puzzle is finished (all tiles placed)
    start               solving: show me the clues and start my clock
    hint @MS            solo: place one tile of the unique solution
    giveup @MS          fail this round
    continue            solo: another puzzle
    stop                solo: end the session (also while solving: the puzzle counts as failed)

Observation (``observation(p)``)::

    {"phase", "mode", "variant", "size", "warps": [[r, c]], "stock": {char: n},
     "round", "rounds", "time_limit_ms", "teams": [[p, ...]] | None,
     "players": [{"status", "ready", "ms" (a shown result's time, else None), "total", "hints"}],
     "me": {... only for a player: "grid" (board text), "remaining": {char: n},
            "solving": creator seat | "random" | None, "started", "clock_ms",
            "target": {edge: [colour, number]} (after start), "current": {...},
            "mismatch": [edge], "beams": {edge: {"path", "exit", "colour", "number"}},
            "verify": "unique" | "multiple" | "unknown" | None, "hints"},
     "puzzle": {"unique", "difficulty"} | None,
     "results": [[{"player", "status", "ms", "rank", "points"}]],
     "revealed": [{"round", "creator", "board"}] puzzles of finished rounds this player may see,
     "log": [{"key", "args"}]}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, ClassVar

from ..core import fields
from ..core.errors import IllegalAction, InvalidOptions, InvalidSave
from ..core.game import Game, Outcome, State, action_parts
from ..core.hidden import Secret, Secrets
from ..core.i18n import register as register_messages
from ..core.log import Log
from ..core.options import Choice, Option
from ..core.registry import register
from ..core.rng import Rng
from ..core.text import parse_cell, parse_int, quote
from .board import TILES, Board, BoardError, Cell, Stock, Tile
from .generate import generate_puzzle
from .solver import count_solutions, difficulty, search
from .stock import stock_for

ID = "laserreflection"
#: the version of :meth:`LaserState.to_dict`
VERSION = 1
#: solver work allowed to check a player's puzzle (nodes; deterministic, unlike a clock)
VERIFY_BUDGET = 60_000
UNIQUE_MAX_ITEMS = 20
#: solver nodes a random round may spend looking for a unique puzzle before
#: it settles for a plain one (nodes, not seconds: replays must agree)
GENERATION_BUDGET = 600_000
#: the largest time stamp (ms) an action may carry (about 115 days)
MAX_STAMP = 9_999_999_999
#: re-deals tried before a hidden grid is left as it is (resample_hidden)
REDEAL_TRIES = 8


class Phase(Enum):
    """Where the game stands (§1.6): construction, a solving round, between rounds, or the end."""

    CONSTRUCTION = "construction"
    SOLVING = "solving"
    BETWEEN = "between"
    OVER = "over"


class Status(Enum):
    """A player's state in the current round."""

    BUILDING = "building"
    READY = "ready"
    WAITING = "waiting"  # must press start
    SOLVING = "solving"
    SOLVED = "solved"
    GAVE_UP = "gave_up"
    TIMEOUT = "timeout"
    SITTING_OUT = "sitting_out"

    @property
    def finished(self) -> bool:
        """Whether the seat is done with this round: solved, gave up, ran out of time or sits it out."""
        return self in (Status.SOLVED, Status.GAVE_UP, Status.TIMEOUT, Status.SITTING_OUT)


_FAILED = (Status.GAVE_UP, Status.TIMEOUT)


# ---------------------------------------------------------------------------
# actions


@dataclass(frozen=True, order=True)
class Action:
    """One action; ``str()`` is its canonical text."""

    verb: str
    cells: tuple[Cell, ...] = ()
    tile: str = ""
    at: int | None = None

    def __str__(self) -> str:
        parts = [self.verb, *(f"{r},{c}" for r, c in self.cells)]
        if self.tile:
            parts.append(self.tile)
        if self.at is not None:
            parts.append(f"@{self.at}")
        return " ".join(parts)

    @property
    def kind(self) -> str:
        """The first word of the text."""
        return self.verb

    def untimed(self) -> Action:
        """The action without its time stamp (how a bot's choice is matched to a legal action)."""
        return replace(self, at=None)


_VERBS = {
    # verb: (number of cells, takes a tile, may be timed, must be timed)
    "put": (1, True, True, False),
    "take": (1, False, True, False),
    "clear": (0, False, True, False),
    "verify": (0, False, False, False),
    "ready": (0, False, False, False),
    "start": (0, False, False, False),
    "hint": (0, False, True, True),
    "giveup": (0, False, True, True),
    "continue": (0, False, False, False),
    "stop": (0, False, False, False),
}
_PLACEABLE = {t.char for t in TILES}


def parse_action(text: str) -> Action:
    """Parse an action's canonical text.

    Numbers are ASCII digits only: a stamp or cell written with other digits
    is an IllegalAction, like any malformed text.

    >>> parse_action("put 2,3 / @5120")
    Action(verb='put', cells=((2, 3),), tile='/', at=5120)
    >>> str(parse_action("take 0,0 @0"))
    'take 0,0 @0'
    >>> parse_action("jump 1,1")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: unknown action 'jump 1,1'
    >>> parse_action("put 0,0 / @²")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: the time stamp must be a whole number, not '²'
    """
    if not isinstance(text, str):
        raise IllegalAction("an action must be text")
    words = text.split()
    if not words or words[0] not in _VERBS:
        raise IllegalAction(f"unknown action {quote(text)}")
    verb, rest = words[0], words[1:]
    ncells, takes_tile, may_time, must_time = _VERBS[verb]
    at: int | None = None
    if rest and rest[-1].startswith("@"):
        if not may_time:
            raise IllegalAction(f"{verb!r} carries no time stamp")
        at = parse_int(rest.pop()[1:], "the time stamp", lo=0, hi=MAX_STAMP)
    if must_time and at is None:
        raise IllegalAction(f"{verb!r} needs a time stamp (@milliseconds)")
    cells: list[Cell] = []
    for _ in range(ncells):
        if not rest:
            raise IllegalAction(f"{quote(text)}: expected a cell like 2,3")
        cells.append(parse_cell(rest.pop(0), "the cell", size=100))
    tile = ""
    if takes_tile:
        if not rest or rest[0] not in _PLACEABLE:
            raise IllegalAction(f"{quote(text)}: expected a tile ({' '.join(sorted(_PLACEABLE))})")
        tile = rest.pop(0)
    if rest:
        raise IllegalAction(f"{quote(text)}: unexpected {quote(' '.join(rest))}")
    return Action(verb, tuple(cells), tile, at)


# ---------------------------------------------------------------------------
# scoring


def round_points(rounds: int, solvers: int, rank: int | None) -> int:
    """Points of one round: ``rank`` among successful solvers, None for a failure.

    >>> [round_points(3, 6, k) for k in range(1, 7)], round_points(3, 6, None)
    ([40, 33, 26, 20, 13, 6], -6)
    >>> [round_points(5, 5, k) for k in range(1, 6)], round_points(5, 5, None)
    ([24, 19, 14, 9, 4], -4)
    """
    if rank is None:
        return -(120 // (rounds * solvers))
    return 120 * (solvers - rank + 1) // (rounds * solvers)


def rank_finishers(times: Mapping[int, int]) -> dict[int, int]:
    """Ranks by time; equal times share the better rank and the next is skipped.

    >>> rank_finishers({0: 900, 1: 500, 2: 900, 3: 1200})
    {1: 1, 0: 2, 2: 2, 3: 4}
    """
    order = sorted(times, key=lambda p: (times[p], p))
    ranks: dict[int, int] = {}
    for i, p in enumerate(order):
        ranks[p] = ranks[order[i - 1]] if i and times[order[i - 1]] == times[p] else i + 1
    return ranks


def fmt_ms(ms: int) -> str:
    """A solving time as the log writes it.

    >>> fmt_ms(65_432)
    '1:05.4'
    """
    s = ms // 1000
    return f"{s // 60}:{s % 60:02d}.{(ms % 1000) // 100}"


# ---------------------------------------------------------------------------
# messages

register_messages(
    ID,
    {
        "title": {"en": "Laser Reflection", "ja": "レーザーリフレクション"},
        # the set-up's cross-checks (_check_options)
        "error.items": {
            "en": "At most {n:item|items} fit on a {size}×{size} board: fewer items, or a larger board.",
            "ja": "{size}×{size}の盤面に置けるアイテムは{n}個までです。アイテムを減らすか、盤面を大きくしてください。",
        },
        "error.variant_b": {
            "en": "Variant B needs the player-created mode and at least 3 players.",
            "ja": "バリアントBにはプレイヤー作成モードと3人以上が必要です。",
        },
        "error.teams": {
            "en": "Teams need the random mode and at least 3 players.",
            "ja": "チーム戦にはランダムモードと3人以上が必要です。",
        },
        "error.teams_players": {
            "en": "There are more teams than players.",
            "ja": "チームの数がプレイヤーより多いです。",
        },
        "error.puzzle_solo": {"en": "A given puzzle is for solo play.", "ja": "指定した問題は1人用です。"},
        "error.puzzle_board": {
            "en": "The puzzle is not a valid board: lines of equal length of . / \\ | - # o x.",
            "ja": "問題が正しい盤面ではありません。. / \\ | - # o x からなる同じ長さの行で書いてください。",
        },
        "error.puzzle_tiles": {"en": "The puzzle has no tiles.", "ja": "問題にタイルがありません。"},
        "bot.solver": {"en": "Solver bot", "ja": "ソルバーBot"},
        "bot.random": {"en": "Random bot", "ja": "ランダムBot"},
        "log.ready": {"en": "{player} finished their puzzle.", "ja": "{player}が問題を完成させました。"},
        "log.round": {"en": "Round {round} begins.", "ja": "ラウンド{round}開始。"},
        "log.solved": {"en": "{player} solved it in {time}.", "ja": "{player}が{time}で解きました。"},
        "log.gave_up": {"en": "{player} gave up.", "ja": "{player}がギブアップしました。"},
        "log.timeout": {"en": "{player} ran out of time.", "ja": "{player}は時間切れです。"},
        "log.hint": {"en": "{player} took a hint.", "ja": "{player}がヒントを使いました。"},
        "log.puzzle": {
            "en": "A new {size}×{size} puzzle with {items:item|items}.",
            "ja": "{size}×{size}、アイテム{items}個の新しい問題です。",
        },
        "log.result_solved": {
            "en": "Round {round}: {player} solved it in {time} (rank {rank}, {points:point|points}).",
            "ja": "ラウンド{round}：{player}は{time}でクリア（{rank}位、{points}点）。",
        },
        "log.result_gave_up": {
            "en": "Round {round}: {player} gave up ({points:point|points}).",
            "ja": "ラウンド{round}：{player}はギブアップ（{points}点）。",
        },
        "log.result_timeout": {
            "en": "Round {round}: {player} ran out of time ({points:point|points}).",
            "ja": "ラウンド{round}：{player}は時間切れ（{points}点）。",
        },
        "log.over": {"en": "The game is over.", "ja": "ゲーム終了です。"},
        "status.building": {"en": "building", "ja": "作成中"},
        "status.ready": {"en": "ready", "ja": "完成"},
        "status.waiting": {"en": "waiting to start", "ja": "開始待ち"},
        "status.solving": {"en": "solving", "ja": "解答中"},
        "status.solved": {"en": "solved", "ja": "クリア"},
        "status.gave_up": {"en": "gave up", "ja": "ギブアップ"},
        "status.timeout": {"en": "time out", "ja": "時間切れ"},
        "status.sitting_out": {"en": "sits out", "ja": "休み"},
    },
)


# the game

_LABEL_MODE = {"en": "Multiplayer mode", "ja": "マルチプレイモード"}
_TIME_CHOICES = (2, 3, 5, 10, 15, 20, 30, 60)


def _b(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


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
        return (
            Option(
                "mode",
                _LABEL_MODE,
                "choice",
                "created",
                (
                    Choice("created", _b("Player-created puzzles", "プレイヤー作成")),
                    Choice("random", _b("Random puzzles", "ランダム")),
                ),
                help=_b("Solo play always uses random puzzles.", "1人プレイは常にランダム問題です。"),
                players=tuple(range(2, self.max_players + 1)),
            ),
            Option(
                "variant",
                _b("Puzzles per round (created mode, 3+ players)", "ラウンドごとの問題（作成モード・3人以上）"),
                "choice",
                "A",
                (
                    Choice("A", _b("A: all different", "A：すべて異なる")),
                    Choice("B", _b("B: everybody solves the same", "B：全員同じ問題")),
                ),
                players=tuple(range(3, self.max_players + 1)),
            ),
            Option(
                "teams",
                _b("Teams (random mode, 3+ players)", "チーム戦（ランダム・3人以上）"),
                "choice",
                0,
                (
                    Choice(0, _b("No teams", "なし")),
                    Choice(2, _b("2 teams", "2チーム")),
                    Choice(3, _b("3 teams", "3チーム")),
                ),
                players=tuple(range(3, self.max_players + 1)),
            ),
            Option(
                "rounds",
                _b("Rounds (random mode)", "ラウンド数（ランダム）"),
                "choice",
                3,
                tuple(Choice(n, _b(str(n), str(n))) for n in (1, 3, 5)),
            ),
            Option(
                "time_limit",
                _b("Time limit per puzzle (minutes)", "1問の制限時間（分）"),
                "choice",
                10,
                tuple(Choice(n, _b(f"{n} min", f"{n}分")) for n in _TIME_CHOICES),
            ),
            Option("size", _b("Grid size", "盤面サイズ"), "int", 8, lo=5, hi=12),
            Option("items", _b("Items", "アイテム数"), "int", 12, lo=4, hi=30),
            Option("black_holes", _b("Black holes", "ブラックホール"), "bool", False),
            Option("warps", _b("Light warps", "ライトワープ"), "bool", False),
            Option(
                "triangles",
                _b("Triangle mirrors (extension)", "三角ミラー（拡張）"),
                "bool",
                False,
                help=_b("Not in the original rules.", "元のルールにはない拡張です。"),
            ),
            Option(
                "unique",
                _b("Random puzzles have one solution", "ランダム問題の解を1つに限る"),
                "bool",
                True,
                help=_b(
                    f"Up to {UNIQUE_MAX_ITEMS} items; larger settings use plain random puzzles.",
                    f"アイテム{UNIQUE_MAX_ITEMS}個まで。それより多い場合は通常のランダム問題です。",
                ),
            ),
            Option(
                "puzzle",
                _b("Puzzle (board text, solo)", "問題（盤面テキスト・1人用）"),
                "text",
                "",
                help=_b(
                    "Optional: the first puzzle as board text (lines of . / \\ | - # o x).",
                    "任意：最初の問題の盤面テキスト（. / \\ | - # o x の行）。",
                ),
                max_length=200,
                players=(1,),
            ),
        )

    def _check_options(self, players: int, options: dict[str, Any]) -> None:
        size, items = options["size"], options["items"]
        if items > size * size - 4:
            raise InvalidOptions(
                f"at most {size * size - 4} items fit on a {size}×{size} grid",
                key=f"{ID}.error.items",
                args={"n": size * size - 4, "size": size},
            )
        if options["variant"] == "B" and (players < 3 or options["mode"] != "created"):
            raise InvalidOptions(
                "variant B needs the player-created mode and at least 3 players", key=f"{ID}.error.variant_b"
            )
        if options["teams"] and (players < 3 or options["mode"] != "random"):
            raise InvalidOptions("teams need the random mode and at least 3 players", key=f"{ID}.error.teams")
        if options["teams"] > players:
            raise InvalidOptions("more teams than players", key=f"{ID}.error.teams_players")
        if options["puzzle"]:
            if players != 1:
                raise InvalidOptions("a given puzzle is for solo play", key=f"{ID}.error.puzzle_solo")
            try:
                board = Board.parse(options["puzzle"])
            except BoardError as e:
                raise InvalidOptions(f"the puzzle is not a valid board: {e}", key=f"{ID}.error.puzzle_board") from e
            if board.stock().total() == 0:
                raise InvalidOptions("the puzzle has no tiles", key=f"{ID}.error.puzzle_tiles")

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> LaserState:
        return LaserState.start(self, players, options, rng)

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

    def _from_dict(self, data: Mapping[str, Any]) -> LaserState:
        return LaserState.from_dict(self, data)

    def action_key(self, action: Action) -> Any:
        return action.untimed()

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        if kind == "ms" and isinstance(value, int) and not isinstance(value, bool):
            return fmt_ms(value)
        return str(value)


# ---------------------------------------------------------------------------
# state


@dataclass
class Seat:
    """One player's table: round status, grid, created puzzle, verify verdict, own clock, hints used."""

    status: Status = Status.BUILDING
    grid: Board | None = None  # construction grid or working grid
    creation: Board | None = None  # created mode: the finished puzzle
    verify: str | None = None  # solution count verdict of the current construction
    clock: int = 0  # last time stamp (ms since start)
    hints: int = 0


_VERDICTS = (None, "unique", "multiple", "unknown")


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

    # -- construction of a new game ---------------------------------------
    @classmethod
    def start(cls, game: LaserReflection, players: int, options: dict[str, Any], rng: Rng) -> LaserState:
        """The first state of a game: the stock and warps dealt (§1.5), then construction or the first round."""
        size = options["size"]
        stock = stock_for(options["items"], options["black_holes"], options["triangles"], rng)
        seats = [Seat() for _ in range(players)]
        state = cls(game, players, options, rng, Phase.CONSTRUCTION, stock, (), seats)
        if players == 1 or options["mode"] == "random":
            if options["teams"]:
                order = list(range(players))
                rng.shuffle(order)
                state.teams = [sorted(order[t :: options["teams"]]) for t in range(options["teams"])]
            state._next_random_round()
            return state
        if options["warps"]:
            state.warps = tuple(sorted(rng.sample([(r, c) for r in range(size) for c in range(size)], 2)))
        for s in seats:
            s.grid = Board.empty(size, state.warps)
        return state

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

    def copy(self) -> LaserState:
        """An independent copy to apply the next action to."""
        return replace(
            self,
            rng=self.rng.copy(),
            seats=[replace(s) for s in self.seats],
            teams=[list(t) for t in self.teams] if self.teams else None,
            results=[[dict(x) for x in r] for r in self.results],
            revealed=list(self.revealed),
            log=self.log.copy(),
            puzzle_info=dict(self.puzzle_info) if self.puzzle_info else None,
        )

    def _say(self, key: str, **args: Any) -> None:
        self.log.say(f"log.{key}", **args)

    # -- rounds -------------------------------------------------------------
    def _next_random_round(self) -> None:
        o = self.options
        self.round += 1
        if self.solo and self.round == 1 and o["puzzle"]:
            board = Board.parse(o["puzzle"])
            result = search(board.clues(), board.stock(), board.warps(), board.size, limit=2, budget=VERIFY_BUDGET)
            gen_unique: bool | None = None if not result.complete else len(result.solutions) == 1
            grade: int | None = difficulty(result) if gen_unique else None
        else:
            unique = bool(o["unique"]) and o["items"] <= UNIQUE_MAX_ITEMS
            made = generate_puzzle(
                size=o["size"],
                items=o["items"],
                black_holes=o["black_holes"],
                warps=o["warps"],
                triangles=o["triangles"],
                unique=unique,
                rng=self.rng,
                budget=GENERATION_BUDGET,
            )
            board, gen_unique, grade = made.board, made.unique, made.difficulty
        self.puzzle = board
        self.puzzle_info = {"unique": gen_unique, "difficulty": grade}
        self.stock, self.warps = board.stock(), board.warps()
        self.phase = Phase.SOLVING
        for s in self.seats:
            s.status, s.grid, s.clock, s.hints = Status.WAITING, Board.empty(board.size, self.warps), 0, 0
        self._say("puzzle", size=board.size, items=self.stock.total())
        if not self.solo:
            self._say("round", round=self.round)

    def _start_created_round(self) -> None:
        self.round += 1
        self.phase = Phase.SOLVING
        for p, s in enumerate(self.seats):
            creator = self.target_creator(p)
            s.status = Status.SITTING_OUT if creator is None else Status.WAITING
            s.grid = Board.empty(self.options["size"], self.warps)
            s.clock = 0
        self._say("round", round=self.round)

    def target_creator(self, p: int, round: int | None = None) -> int | None:
        """Created mode: whose puzzle player p solves in ``round`` (default: this one; None: sits out)."""
        n, r = self.players, self.round if round is None else round
        if self.options["variant"] == "B":
            creator = r - 1
            return None if creator == p else creator
        return (p + r) % n

    def target(self, p: int) -> Board | None:
        """The puzzle ``p`` solves this round: a rival's creation or the generated one (None: ``p`` sits out)."""
        if self.created:
            creator = self.target_creator(p)
            return None if creator is None else self.seats[creator].creation
        return self.puzzle

    def _finished(self, player: int, status: Status) -> None:
        """``player`` solved, gave up or ran out of time: the log tells them (the others at the round's end)."""
        seat = self.seats[player]
        seat.status = status
        name = {Status.SOLVED: "log.solved", Status.GAVE_UP: "log.gave_up", Status.TIMEOUT: "log.timeout"}[status]
        args: dict[str, Any] = {"player": player}
        if status is Status.SOLVED:
            args["time"] = seat.clock
        if self.solo:
            self.log.say(name, **args)
        else:
            self.log.tell(player, name, **args)
        self._finish_round_if_done()

    def _finish_round_if_done(self) -> None:
        if not all(s.status.finished for s in self.seats):
            return
        solvers = [p for p, s in enumerate(self.seats) if s.status is not Status.SITTING_OUT]
        times = {p: self.seats[p].clock for p in solvers if self.seats[p].status is Status.SOLVED}
        ranks = rank_finishers(times)
        rounds = self.total_rounds or 1
        row = []
        for p, s in enumerate(self.seats):
            sitting = s.status is Status.SITTING_OUT
            points = 0 if sitting else round_points(rounds, len(solvers), ranks.get(p))
            row.append({"player": p, "status": s.status.value, "ms": s.clock, "rank": ranks.get(p), "points": points})
            if not self.solo and not sitting:
                if s.status is Status.SOLVED:
                    self._say("result_solved", round=self.round, player=p, time=s.clock, rank=ranks[p], points=points)
                else:
                    self._say(f"result_{s.status.value}", round=self.round, player=p, points=points)
        self.results.append(row)
        if not self.created and self.puzzle is not None:
            self.revealed.append(str(self.puzzle))
        if self.solo:
            self.phase = Phase.BETWEEN
        elif self.round >= (self.total_rounds or 0):
            self._game_over()
        elif self.created:
            self._start_created_round()
        else:
            self._next_random_round()

    def _game_over(self) -> None:
        self.phase = Phase.OVER
        self._say("over")

    # -- the contract -----------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.CONSTRUCTION:
            return tuple(p for p, s in enumerate(self.seats) if s.status is Status.BUILDING)
        if self.phase is Phase.SOLVING:
            return tuple(p for p, s in enumerate(self.seats) if not s.status.finished)
        if self.phase is Phase.BETWEEN:
            return (0,)
        return ()

    def chapters(self) -> dict[str, int]:
        """The part of the game this state is in, for an embed's jumps (``State.chapters``)."""
        return {"round": self.round} if self.round else {}

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def remaining(self, p: int) -> Stock:
        """Tiles of the stock not on player p's grid."""
        grid = self.seats[p].grid
        return self.remaining_after(grid) if grid is not None else Stock()

    def remaining_after(self, grid: Board) -> Stock:
        """Tiles of the stock not on ``grid``."""
        used = grid.stock()
        return Stock({t: self.stock[t] - used[t] for t in self.stock if self.stock[t] - used[t] > 0})

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.active_players():
            return []
        seat = self.seats[player]
        if self.phase is Phase.BETWEEN:
            return [Action("continue"), Action("stop")]
        if seat.status is Status.WAITING:
            return [Action("start"), Action("stop")] if self.solo else [Action("start")]
        at = seat.clock if self.phase is Phase.SOLVING else None
        grid = seat.grid
        if grid is None:
            return []
        size = grid.size
        tiles = grid.tiles()
        blocked = set(tiles) | set(self.warps)
        free = [(r, c) for r in range(size) for c in range(size) if (r, c) not in blocked]
        kinds = sorted(t.char for t in self.remaining(player))
        # built directly in sorted order (verbs alphabetically, then cells, tiles)
        acts: list[Action] = []
        if tiles:
            acts.append(Action("clear", (), "", at))
        if self.phase is Phase.SOLVING:
            acts.append(Action("giveup", at=at))
            if self.solo and self._hint_cell(player) is not None:
                acts.append(Action("hint", at=at))
        acts += [Action("put", (cell,), k, at) for cell in free for k in kinds]
        if self.phase is Phase.CONSTRUCTION and not kinds:
            acts.append(Action("ready"))
        if self.solo:
            acts.append(Action("stop"))
        acts += [Action("take", (cell,), "", at) for cell in sorted(tiles)]
        if self.phase is Phase.CONSTRUCTION and seat.verify is None and tiles:
            acts.append(Action("verify"))
        return acts

    def why_illegal(self, player: int, action: Action) -> str | None:
        seat = self.seats[player]
        verb = action.verb
        if self.phase is Phase.BETWEEN:
            return "choose to continue with another puzzle or to stop"
        if self.phase is Phase.CONSTRUCTION:
            if verb == "verify":
                if seat.grid is None or not seat.grid.tiles():
                    return "place some tiles first"
                return "this puzzle was already checked: change it to check it again"
            if verb == "ready":
                return "all tiles of the stock must be placed"
            if verb in ("put", "take", "clear"):
                return self._edit_problem(player, action)
            return f"{verb!r} is not possible while the puzzles are being built"
        if seat.status is Status.WAITING:
            return "press start first"
        if verb == "hint":
            return "hints are for solo play" if not self.solo else "no hint is available"
        if verb in ("put", "take", "clear"):
            return self._edit_problem(player, action)
        return f"{verb!r} is not possible while solving"

    def _edit_problem(self, player: int, action: Action) -> str | None:
        """Why put / take / clear cannot be done on the player's grid."""
        grid = self.seats[player].grid
        if grid is None:
            return "there is no grid to edit"
        if action.verb == "clear":
            return "the grid is already empty"
        r, c = cell = action.cells[0]
        if not (0 <= r < grid.size and 0 <= c < grid.size):
            return f"cell {r},{c} is outside the {grid.size}×{grid.size} grid"
        if cell in self.warps:
            return f"cell {r},{c} holds a light warp"
        if action.verb == "take":
            return f"cell {r},{c} is empty"
        if grid[cell] is not None:
            return f"cell {r},{c} is not empty"
        tile = Tile.from_char(action.tile)
        if tile not in self.stock:
            return f"the stock has no {tile.glyph} tile"
        return f"no {tile.glyph} tile left in the stock"

    def _hint_cell(self, p: int) -> tuple[Cell, Tile | None] | None:
        """One cell where player p's grid differs from the unique solution.

        A unique puzzle's solution is its own visible layout, so no search is
        needed: a wrong tile on a visited cell first, then a missing one.
        """
        grid = self.seats[p].grid
        if not (self.puzzle_info and self.puzzle_info.get("unique")) or self.puzzle is None or grid is None:
            return None
        solution = self.puzzle.visible()
        cells = sorted(self.puzzle.visited())
        wrong = [c for c in cells if grid[c] is not None and grid[c] is not solution[c]]
        if wrong:
            return wrong[0], solution[wrong[0]]
        missing = [c for c in cells if grid[c] is None and solution[c] is not None]
        return (missing[0], solution[missing[0]]) if missing else None

    def _apply(self, player: int, action: Action) -> LaserState:
        # legality is checked (State.apply); only the stamp is not part of the action's key
        s = self.copy()
        seat = s.seats[player]
        verb = action.verb
        if s.phase is Phase.BETWEEN:
            if verb == "continue":
                s._next_random_round()
            else:
                s._game_over()
            return s
        if s.phase is Phase.CONSTRUCTION:
            if action.at is not None:
                raise IllegalAction("construction actions carry no time stamp")
            if verb == "verify":
                if seat.grid is not None:
                    seat.verify = count_solutions(seat.grid, budget=VERIFY_BUDGET).value
                return s
            if verb == "ready":
                seat.status, seat.creation = Status.READY, seat.grid
                s._say("ready", player=player)
                if all(x.status is Status.READY for x in s.seats):
                    s._start_created_round()
                return s
            s._edit(player, action)
            seat.verify = None
            return s
        # solving
        if verb == "stop":
            # solo training may be abandoned at any moment: an open puzzle counts as failed
            s._finished(player, Status.GAVE_UP)
            if s.phase is not Phase.OVER:
                s._game_over()
            return s
        if verb == "start":
            seat.status = Status.SOLVING
            return s
        if action.at is None:
            raise IllegalAction("solving actions need a time stamp (@milliseconds)")
        if action.at < seat.clock:
            raise IllegalAction("time stamps cannot go backwards")
        if action.at >= s.limit_ms:
            seat.clock = s.limit_ms
            s._finished(player, Status.TIMEOUT)
            return s
        seat.clock = action.at
        if verb == "giveup":
            s._finished(player, Status.GAVE_UP)
            return s
        if verb == "hint":
            s._take_hint(player)
        else:
            s._edit(player, action)
        target = s.target(player)
        if target is not None and seat.grid is not None and seat.grid.clues() == target.clues():
            s._finished(player, Status.SOLVED)
        return s

    def _take_hint(self, player: int) -> None:
        """Solo: put one tile of the unique solution (mutates self; the hint is legal)."""
        seat = self.seats[player]
        found = self._hint_cell(player)
        grid = seat.grid
        if found is None or grid is None or self.puzzle is None:
            return
        cell, tile = found
        if grid[cell] is not None:
            grid = grid.without(cell)
        if tile is not None and self.remaining_after(grid)[tile] <= 0:
            # every tile of that kind is out: return one that is misplaced
            solution = self.puzzle.visible()
            spare = min(c for c, t in grid.tiles().items() if t is tile and solution[c] is not tile)
            grid = grid.without(spare)
        seat.grid = grid.with_tile(cell, tile) if tile is not None else grid
        seat.hints += 1
        self._say("hint", player=player)

    def _edit(self, player: int, action: Action) -> None:
        """put / take / clear on the player's own grid (mutates self; the action is legal)."""
        seat = self.seats[player]
        grid = seat.grid
        if grid is None:
            return
        if action.verb == "put":
            seat.grid = grid.with_tile(action.cells[0], Tile.from_char(action.tile))
        elif action.verb == "take":
            seat.grid = grid.without(action.cells[0])
        elif action.verb == "clear":
            seat.grid = Board.empty(grid.size, self.warps)

    # -- results ------------------------------------------------------------
    def totals(self) -> list[int]:
        """Each player's points over the rounds so far (§1.7)."""
        return [sum(row[p]["points"] for row in self.results) for p in range(self.players)]

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        totals = self.totals()
        failed = [sum(row[p]["status"] in ("gave_up", "timeout") for row in self.results) for p in range(self.players)]
        times = [sum(row[p]["ms"] for row in self.results if row[p]["status"] == "solved") for p in range(self.players)]
        detail: dict[str, Any] = {"totals": totals, "failed": failed, "solve_ms": times}
        if self.solo:
            solved = sum(r[0]["status"] == "solved" for r in self.results)
            detail["solved"] = solved
            detail["hints"] = self.seats[0].hints
            return Outcome((float(solved),), (0,) if solved else (), detail)
        scores = list(totals)
        if self.teams:
            team_scores = [sum(totals[p] for p in t) // len(t) for t in self.teams]
            detail["team_scores"] = team_scores
            for t, members in enumerate(self.teams):
                for p in members:
                    scores[p] = team_scores[t]
            best = max(team_scores)
            winners = tuple(sorted(p for t, m in enumerate(self.teams) if team_scores[t] == best for p in m))
        else:
            key = {p: (-totals[p], failed[p], times[p]) for p in range(self.players)}
            best_key = min(key.values())
            winners = tuple(p for p in range(self.players) if key[p] == best_key)
        return Outcome(tuple(float(x) for x in scores), winners, detail)

    # -- what a player sees -------------------------------------------------
    def race_clock(self, viewer: int, clock_ms: int | None = None) -> int | None:
        """The time ``viewer``'s clock shows in the running round, or None before it started.

        The last stamp the rules know of, or later: ``clock_ms``, the clock
        the view measures while the viewer is solving (``observation_at``).
        """
        me = self.seats[viewer]
        if me.status in (Status.WAITING, Status.BUILDING, Status.READY):
            return None
        if clock_ms is None or me.status is not Status.SOLVING:
            return me.clock
        return max(me.clock, clock_ms)

    def result_shown(self, viewer: int | None, q: int, clock_ms: int | None = None) -> bool:
        """Whether ``viewer`` may see how seat ``q`` did in the running round.

        A race is private until it is due: while the viewer is still racing,
        another seat's result shows only once the viewer's own clock (its
        last stamp, or ``clock_ms`` measured by the view) has reached that
        seat's time; before the viewer presses start, none shows. A viewer
        who finished (solved, gave up, timed out, sits out) sees them all.
        """
        if viewer is None or viewer == q or self.phase is not Phase.SOLVING:
            return True
        if self.seats[viewer].status.finished:
            return True
        clock = self.race_clock(viewer, clock_ms)
        return clock is not None and self.seats[q].clock <= clock

    def _player_view(self, viewer: int | None, q: int, total: int, clock_ms: int | None = None) -> dict[str, Any]:
        s = self.seats[q]
        status = s.status
        shown = self.result_shown(viewer, q, clock_ms)
        if status.finished and status is not Status.SITTING_OUT and not shown:
            status = Status.SOLVING
        known = q == viewer or (s.status.finished and shown)
        return {
            "status": status.value,
            "ready": status is Status.READY,
            "ms": s.clock if known and self.phase is not Phase.CONSTRUCTION else None,
            "total": total,
            "hints": s.hints,
        }

    def observation(self, player: int | None) -> dict[str, Any]:
        return self.observation_at(player, None)

    def observation_at(self, player: int | None, clock_ms: int | None) -> dict[str, Any]:
        """The observation of ``player`` with its clock at ``clock_ms`` (``State.observation_at``).

        A rival's result (its status and time) shows once the viewer's clock
        reaches the rival's time; ``clock_ms`` counts only while the viewer is
        solving, and never less than its last stamp. The log does not depend
        on the clock: a seat's own result line is told to that seat only, and
        everybody reads the round's results when it ends, after every seat
        has finished, so a log never shows a result before it is due.
        """
        obs: dict[str, Any] = {
            "phase": self.phase.value,
            "mode": "solo" if self.solo else self.options["mode"],
            "variant": self.options["variant"] if self.created else None,
            "size": self.options["size"] if self.puzzle is None else self.puzzle.size,
            "warps": [list(w) for w in self.warps],
            "stock": {t.char: n for t, n in self.stock.items()},
            "round": self.round,
            "rounds": self.total_rounds,
            "time_limit_ms": self.limit_ms,
            "teams": self.teams,
            "players": [self._player_view(player, q, t, clock_ms) for q, t in enumerate(self.totals())],
            "puzzle": self.puzzle_info,
            "results": self.results,
            "revealed": self._revealed_to(player),
            "log": self.log.view(player, last=100),
        }
        if player is not None:
            obs["me"] = self._me(player)
        return obs

    def active_at(self, player: int | None, clock_ms: int | None) -> tuple[int, ...]:
        """Who ``player`` may know to be playing: a rival whose result is not due yet still is."""
        if player is None or self.phase is not Phase.SOLVING:
            return self.active_players()
        hidden = [
            s.status is not Status.SITTING_OUT and not self.result_shown(player, q, clock_ms)
            for q, s in enumerate(self.seats)
        ]
        return tuple(q for q, s in enumerate(self.seats) if not s.status.finished or hidden[q])

    def _seen_creators(self, player: int) -> set[int]:
        """Created mode: the seats whose puzzles ``player`` knows (its own, solved, or shown now)."""
        seen = {player}
        for r in range(1, len(self.results) + 1):
            c = self.target_creator(player, r)
            if c is not None:
                seen.add(c)
        if self.phase is Phase.SOLVING and self.seats[player].status is not Status.WAITING:
            c = self.target_creator(player)
            if c is not None:
                seen.add(c)
        if self.phase is Phase.OVER:
            seen.update(range(self.players))
        return seen

    def _revealed_to(self, player: int | None) -> list[dict[str, Any]]:
        """Puzzles of finished rounds that ``player`` may see, with their layouts.

        Random and solo rounds: every finished round's puzzle. Created mode:
        a player sees the puzzles they have already solved (or failed); every
        creation is shown once the game is over, so none is spoiled for a
        player who has yet to solve it.
        """
        if not self.created:
            return [{"round": r + 1, "creator": None, "board": b} for r, b in enumerate(self.revealed)]
        if self.phase is Phase.OVER:
            return [
                {"round": None, "creator": c, "board": str(SECRETS.show(self, player, "creations", c))}
                for c in range(self.players)
            ]
        if player is None:
            return []
        seen = []
        for r in range(1, len(self.results) + 1):
            c = self.target_creator(player, r)
            if c is not None:
                seen.append({"round": r, "creator": c, "board": str(SECRETS.show(self, player, "creations", c))})
        return seen

    def _me(self, p: int) -> dict[str, Any]:
        seat = self.seats[p]
        grid: Board | None = SECRETS.show(self, p, "grids", p)
        me: dict[str, Any] = {
            "grid": str(grid) if grid is not None else None,
            "remaining": {t.char: n for t, n in self.remaining(p).items()} if grid is not None else {},
            "status": seat.status.value,
            "clock_ms": seat.clock,
            "started": seat.status not in (Status.WAITING, Status.BUILDING, Status.READY),
            "verify": seat.verify,
            "hints": seat.hints,
            "solving": None,
            "target": None,
            "current": None,
            "mismatch": [],
            "beams": {},
        }
        if grid is None:
            return me
        if self.phase is Phase.SOLVING or (self.phase is Phase.BETWEEN and self.puzzle is not None):
            me["solving"] = self.target_creator(p) if self.created else "random"
        current = grid.clue_table()
        me["current"] = {e: [str(c.colour), c.number] for e, c in current.items()}
        me["beams"] = {
            e: {"path": [list(cell) for cell in t.path], "exit": t.exit, "colour": str(t.colour), "number": t.number}
            for e, t in ((e, grid.trace(e)) for e in current)
        }
        target = self._target_seen(p)
        show_target = target is not None and (me["started"] or self.phase is not Phase.SOLVING)
        if target is not None and show_target and self.phase is not Phase.CONSTRUCTION:
            goal = target.clues()
            me["target"] = {e: list(v) for e, v in goal.items()}
            me["mismatch"] = [e for e, v in goal.items() if (str(current[e].colour), current[e].number) != v]
        return me

    def _target_seen(self, p: int) -> Board | None:
        """The puzzle ``p`` solves this round, if ``p`` may see it: a creation as the declaration says."""
        if not self.created:
            return self.puzzle
        creator = self.target_creator(p)
        return None if creator is None else SECRETS.show(self, p, "creations", creator)

    # -- privacy: what a seat cannot see, dealt again ------------------------
    def _hidden_parts(self, player: int) -> tuple[list[int], list[int], bool]:
        """What ``player`` cannot see and :meth:`resample_hidden` deals again.

        - creations (created mode) of seats whose puzzle ``player`` has not
          been shown: another full placement of the stock;
        - the grids other seats are building or solving on (a solved seat's
          grid follows its puzzle);
        - the generator, i.e. the puzzles still to come (random and solo mode).

        Not dealt again: a puzzle whose clues ``player`` has seen (another
        puzzle with the same clues would need the solver's time), and the
        puzzle of a random round, which the seat's rivals may have seen.
        """
        hidden = SECRETS.hidden(self, player)
        creations = [q for name, q in hidden if name == "creations"]
        growing = (Status.BUILDING, Status.SOLVING, Status.GAVE_UP, Status.TIMEOUT)
        grids = [q for name, q in hidden if name == "grids" and self.seats[q].status in growing]
        more = (
            not self.created and self.phase is not Phase.OVER and (self.solo or self.round < (self.total_rounds or 0))
        )
        return creations, grids, more

    def has_hidden(self, player: int) -> bool:
        creations, grids, more = self._hidden_parts(player)
        return bool(creations or grids or more)

    def _redeal(self, player: int, rng: Rng) -> LaserState:
        """What :meth:`_hidden_parts` lists, dealt again (the dealer of :data:`SECRETS`)."""
        creations, grids, more = self._hidden_parts(player)
        if not (creations or grids or more):
            return self
        s = self.copy()
        size = self.options["size"] if self.puzzle is None else self.puzzle.size
        for q in creations:
            seat = s.seats[q]
            seat.creation = s._deal(size, self.stock.elements(), rng, avoid=seat.creation)
            if seat.status is Status.READY:
                seat.grid, seat.verify = seat.creation, None
        for q, seat in enumerate(s.seats):
            target = s.target(q) if s.phase is Phase.SOLVING else None
            if seat.status is Status.SOLVED and target is not None:
                seat.grid = target  # a solved grid solves its puzzle
            elif q in grids:
                seat.grid = s._deal_partial(size, rng, seat.grid, target)
                if seat.status is Status.BUILDING:
                    seat.verify = None
        if more:
            s.rng = Rng.from_state(rng.next_u64())
        return s

    def _deal(self, size: int, tiles: list[Tile], rng: Rng, avoid: Board | None = None) -> Board:
        """``tiles`` on random free cells (not warps), unlike ``avoid`` when possible."""
        free = [(r, c) for r in range(size) for c in range(size) if (r, c) not in self.warps]
        board = Board.empty(size, self.warps)
        for _ in range(REDEAL_TRIES):
            board = Board.empty(size, self.warps)
            for cell, tile in zip(rng.sample(free, len(tiles)), tiles, strict=True):
                board = board.with_tile(cell, tile)
            if board != avoid:
                break
        return board

    def _deal_partial(self, size: int, rng: Rng, current: Board | None, target: Board | None) -> Board | None:
        """Some tiles of the stock on random cells: a grid still being worked on.

        A grid of a seat still solving must not solve its puzzle; if no
        re-deal fits (it practically never happens), the grid stays.
        """
        tiles = self.stock.elements()
        goal = target.clues() if target is not None else None
        for _ in range(REDEAL_TRIES):
            k = rng.randbelow(len(tiles) + 1)
            board = self._deal(size, rng.sample(tiles, k), rng)
            if board != current and (goal is None or board.clues() != goal):
                return board
        return current

    # -- persistence --------------------------------------------------------
    def rng_state(self) -> int | None:
        return self.rng.state

    def reveals(self, player: int, action: Action, after: State[Action]) -> bool:
        # a new puzzle, a hint, the clues shown by start, or a round's end reveal something
        if super().reveals(player, action, after):
            return True
        if not isinstance(after, LaserState):
            return True
        return action.verb in ("start", "hint") or after.round != self.round or after.phase is not self.phase

    def to_dict(self) -> dict[str, Any]:
        return {
            **fields.header(self, VERSION),
            "phase": self.phase.value,
            "stock": str(self.stock),
            "warps": [list(w) for w in self.warps],
            "seats": [
                {
                    "status": s.status.value,
                    "grid": str(s.grid) if s.grid is not None else None,
                    "creation": str(s.creation) if s.creation is not None else None,
                    "verify": s.verify,
                    "clock": s.clock,
                    "hints": s.hints,
                }
                for s in self.seats
            ],
            "round": self.round,
            "puzzle": str(self.puzzle) if self.puzzle is not None else None,
            "puzzle_info": self.puzzle_info,
            "teams": self.teams,
            "results": self.results,
            "revealed": self.revealed,
            "log": self.log.to_json(),
        }

    @classmethod
    def from_dict(cls, game: LaserReflection, d: Mapping[str, Any]) -> LaserState:
        """The state :meth:`to_dict` saved, every field checked; InvalidSave if not."""
        players, options, rng = fields.read_header(game, d, VERSION)
        if rng is None:
            raise InvalidSave("the generator state is missing")

        def board(value: Any, what: str) -> Board | None:
            if value is None:
                return None
            try:
                return Board.parse(fields.text(value, what))
            except BoardError as e:
                raise InvalidSave(f"{what} is not a valid board: {e}") from e

        statuses = [x.value for x in Status]
        seats = []
        for x in fields.items(d["seats"], "the seats", players):
            x = fields.record(x, "a seat")
            verdict = x["verify"]
            if verdict not in _VERDICTS:
                raise InvalidSave(f"a seat's verdict is not valid: {quote(verdict)}")
            seats.append(
                Seat(
                    Status(fields.text(x["status"], "a seat's status", statuses)),
                    board(x["grid"], "a seat's grid"),
                    board(x["creation"], "a seat's puzzle"),
                    verdict,
                    fields.whole(x["clock"], "a seat's clock", 0, MAX_STAMP),
                    fields.whole(x["hints"], "a seat's hints", 0),
                )
            )
        info = d["puzzle_info"]
        if info is not None:
            info = dict(fields.record(info, "the puzzle's facts"))
            if info.get("unique") not in (None, True, False) or not (
                info.get("difficulty") is None or fields.whole(info["difficulty"], "the difficulty", 0) >= 0
            ):
                raise InvalidSave("the puzzle's facts are not valid")
        teams = d["teams"]
        rows = []
        for row in fields.items(d["results"], "the results"):
            rows.append([dict(fields.record(x, "a result")) for x in fields.items(row, "a round's results", players)])
        try:
            stock = Stock.parse(fields.text(d["stock"], "the stock"))
        except ValueError as e:
            raise InvalidSave(f"the stock is not valid: {e}") from e
        warps = tuple(
            (w[0], w[1])
            for w in (fields.wholes(x, "a warp", 0, 11, length=2) for x in fields.items(d["warps"], "the warps"))
        )
        if len(warps) not in (0, 2):
            raise InvalidSave(f"a board has 0 or 2 light warps, not {len(warps)}")
        return cls(
            game,
            players,
            options,
            rng,
            Phase(fields.text(d["phase"], "the phase", [x.value for x in Phase])),
            stock,
            warps,
            seats,
            fields.whole(d["round"], "the round", 0),
            board(d["puzzle"], "the puzzle"),
            info,
            None
            if teams is None
            else [fields.wholes(t, "a team", 0, players - 1) for t in fields.items(teams, "the teams")],
            rows,
            [fields.text(x, "a revealed puzzle") for x in fields.items(d["revealed"], "the revealed puzzles")],
            Log.from_json(ID, d["log"], players),
        )


def _creators(st: LaserState) -> list[int]:
    return [q for q, seat in enumerate(st.seats) if seat.creation is not None] if st.created else []


#: the secrets of Laser Reflection: a created puzzle is seen by whoever has been shown it (by
#: everybody once the game is over), each grid by its seat, the generator (the puzzles still to
#: come) by nobody. The observation and the dealer both read it; a solved grid is not dealt
#: again on its own: it follows its puzzle (:meth:`LaserState._redeal`)
SECRETS: Secrets[LaserState] = Secrets(
    secrets=(
        Secret(
            "creations",
            parts=_creators,
            seen_by=lambda st, q: (
                (*range(st.players), None)
                if st.phase is Phase.OVER
                else [p for p in range(st.players) if q in st._seen_creators(p)]
            ),
            read=lambda st, q: st.seats[q].creation,
        ),
        Secret(
            "grids",
            parts=lambda st: [q for q, seat in enumerate(st.seats) if seat.grid is not None],
            seen_by=lambda st, q: (q,),
            read=lambda st, q: st.seats[q].grid,
        ),
        Secret("rng"),
    ),
    deal=LaserState._redeal,
)
LaserState.privacy = SECRETS
