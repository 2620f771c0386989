"""Set-up (``docs/rules/laserreflection.md``): the options (§1.9), their checks, the table dealt (§1.5, §1.6).

Random and solo play open the first round at once, teams split at random with sizes differing by at most 1
(Decision 11); the player-created mode deals the game's two light warps (Decision 10) and an empty grid to
every seat for construction (§1.6.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidOptions
from ..core.options import Choice, Option
from .actions import ID, UNIQUE_MAX_ITEMS
from .board import Board, BoardError
from .rounds import next_random_round

if TYPE_CHECKING:
    from .game import LaserState

_LABEL_MODE = {"en": "Multiplayer mode", "ja": "マルチプレイモード"}
_TIME_CHOICES = (2, 3, 5, 10, 15, 20, 30, 60)


def _b(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


def game_options(max_players: int) -> Sequence[Option]:
    """The options of §1.9 for a game of up to ``max_players``."""
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
            players=tuple(range(2, max_players + 1)),
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
            players=tuple(range(3, max_players + 1)),
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
            players=tuple(range(3, max_players + 1)),
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


def check_options(players: int, options: dict[str, Any]) -> None:
    """InvalidOptions unless the options fit together and fit ``players`` (§1.9)."""
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


def deal(state: LaserState) -> LaserState:
    """Deal the fresh ``state`` (its stock dealt, §1.5.1): teams and the first round, or construction."""
    options, rng = state.options, state.rng
    if state.players == 1 or options["mode"] == "random":
        if options["teams"]:
            order = list(range(state.players))
            rng.shuffle(order)
            state.teams = [sorted(order[t :: options["teams"]]) for t in range(options["teams"])]
        next_random_round(state)
        return state
    size = options["size"]
    if options["warps"]:
        state.warps = tuple(sorted(rng.sample([(r, c) for r in range(size) for c in range(size)], 2)))
    for s in state.seats:
        s.grid = Board.empty(size, state.warps)
    return state
