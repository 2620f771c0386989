"""The catalog messages of the magic circle game, in English and Japanese (``magiccircle.<key>``).

The log lines of a match (docs/rules/magiccircle.md §3.5: the first-player draw, deals, the actions of a
turn, activation and the pile running out, the scores of §3.7), the mode and match-end words, and the names
views show, drawn from the one table of each: formations (§3.7.1), positions (§3.3) and coins (§3.2).
"""

from __future__ import annotations

from ..core.i18n import register as register_messages
from .actions import ID
from .coins import COIN_NAMES
from .formations import FORMATIONS
from .geometry import POSITION_NAMES

register_messages(
    ID,
    {
        "title": {"en": "Magic Circle", "ja": "魔法陣コインゲーム"},
        "log.match": {"en": "Match {match} of {matches} begins.", "ja": "第{match}マッチ（全{matches}マッチ）開始。"},
        "log.draw": {
            "en": "First-player draw: {coin0} for {player0}, {coin1} for {player1}.",
            "ja": "先攻決め：{player0}に{coin0}、{player1}に{coin1}。",
        },
        "log.redraw": {
            "en": "Coins {coin0} and {coin1} cannot be compared: both go back under the pile.",
            "ja": "{coin0}と{coin1}は比べられないので、山の下に戻して引き直します。",
        },
        "log.reshuffle": {
            "en": "No deciding pair in a whole cycle of the pile: the pile is reshuffled.",
            "ja": "山を一巡しても決まらないため、山を切り直します。",
        },
        "log.first": {"en": "{player} goes first.", "ja": "{player}が先攻です。"},
        "log.deal": {"en": "{player} is dealt {count:coin|coins}.", "ja": "{player}に{count}枚配られました。"},
        "log.deal_own": {"en": "You are dealt {coins}.", "ja": "あなたに{coins}が配られました。"},
        "log.refill": {"en": "{player} draws {count:coin|coins}.", "ja": "{player}が{count}枚補充しました。"},
        "log.refill_own": {"en": "You draw {coins}.", "ja": "あなたは{coins}を補充しました。"},
        "log.turn": {"en": "Turn {turn}: {player}.", "ja": "ターン{turn}：{player}の手番。"},
        "log.dealt": {"en": "{player} is dealt a coin.", "ja": "{player}にコインが1枚配られました。"},
        "log.dealt_own": {"en": "You are dealt {coin}.", "ja": "あなたに{coin}が配られました。"},
        "log.place": {
            "en": "{player} places {coin} on {position}.",
            "ja": "{player}が{coin}を{position}に置きました。",
        },
        "log.displace": {
            "en": "The {coin} coin from {position} goes to {player}'s stock.",
            "ja": "{position}にあった{coin}は{player}のストックへ。",
        },
        "log.stock": {"en": "{player} stocks {coin}.", "ja": "{player}が{coin}をストックに移しました。"},
        "log.salvage": {
            "en": "{player} salvages {coin} from {owner}'s stock, spending {used} and {second}.",
            "ja": "{player}が{used}と{second}を使い、{owner}のストックから{coin}をサルベージしました。",
        },
        "log.end": {"en": "{player} ends the turn.", "ja": "{player}がターンを終了しました。"},
        "log.keep": {
            "en": "{player}'s dealt coin goes into the hand.",
            "ja": "{player}の配られたコインは手元へ。",
        },
        "log.keep_own": {"en": "Your dealt coin, {coin}, goes into your hand.", "ja": "配られた{coin}は手元へ。"},
        "log.overflow": {
            "en": "{player}'s hand is full: the dealt coin, {coin}, goes to the stock.",
            "ja": "{player}の手元が満杯のため、配られた{coin}はストックへ。",
        },
        "log.done": {"en": "{player} has finished the initial placement.", "ja": "{player}が初期配置を完了しました。"},
        "log.activate": {"en": "{player} activates the magic circle!", "ja": "{player}が魔法陣を発動しました！"},
        "log.exhausted": {
            "en": "The pile is empty: the match ends with no activation.",
            "ja": "コイン山が尽きたため、発動なしでマッチ終了です。",
        },
        "log.score": {
            "en": "Match {match}: {player} scores {score} (base {base} × {multiplier}).",
            "ja": "第{match}マッチ：{player}の得点 {score}（基礎強度{base}×倍率{multiplier}）。",
        },
        "log.over": {"en": "The game is over.", "ja": "ゲーム終了です。"},
        "mode.single": {"en": "Single", "ja": "シングル"},
        "mode.versus": {"en": "Versus", "ja": "対戦"},
        "end.activation": {"en": "activation", "ja": "発動"},
        "end.pile": {"en": "pile exhausted", "ja": "山切れ"},
    },
)
# names for views, from the one table of each: formations, positions, coins
register_messages(
    ID,
    {
        **{f"formation.{f.id}": {"ja": f.ja, "en": f.en} for f in FORMATIONS},
        **{f"formation.{f.id}.rule": {"ja": f.rule_ja, "en": f.rule_en} for f in FORMATIONS},
        **{f"position.{p}": dict(names) for p, names in POSITION_NAMES.items()},
        **{f"coin.{c}": dict(names) for c, names in COIN_NAMES.items()},
    },
)
