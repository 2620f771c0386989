"""The texts Laser Reflection shows in English and Japanese: set-up errors, log lines and seat statuses.

The log (``docs/rules/laserreflection.md``) tells who finished their puzzle (§1.6.1), each round's start
and results with their points (§1.7), a hint taken in solo training, and the end; the errors are the
options' cross-checks (§1.9).
"""

from __future__ import annotations

from ..core.i18n import register as register_messages
from .actions import ID

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
