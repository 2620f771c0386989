"""The log messages of Challengers! (ja/en) and the kind of each argument.

One line for each event of the rules of docs/rules/challengers.md: the Deck Phase (§4), the match step by step
(§5, §6), trophies, the 11-fan lead and the final (§7).

``team`` is a seat that may be the robot (``Game.describe`` calls it "Robot");
``robot`` (the robot's team or null) travels with lines that name teams.
"""

from __future__ import annotations

LOG_ARGS: dict[str, str] = {
    "player": "seat",
    "opponent": "team",
    "team": "team",
    "winner": "team",
    "card": "card",
    "cards": "card[]",
    "n": "number",
    "fans": "number",
    "round": "number",
    "park": "park",
    "level": "text",
    "reason": "reason",
    "robot": "text",
}

REASONS: dict[str, dict[str, str]] = {
    "deck": {"en": "the loser's deck ran out", "ja": "負けた側のデッキが尽きた"},
    "bench": {"en": "the loser's bench was full", "ja": "負けた側のベンチに置けなかった"},
    "limit": {"en": "the reveal limit was reached", "ja": "公開枚数の上限に達した"},
}

MESSAGES: dict[str, dict[str, str]] = {
    "round": {"en": "Round {round} begins.", "ja": "ラウンド{round}開始。"},
    "chapter.final": {"en": "Final", "ja": "決勝"},
    "offer": {
        "en": "{player} draws from the {level} pile (pick {n}).",
        "ja": "{player}は{level}の山札から引きます（{n}枚選択）。",
    },
    "drew": {"en": "{player} draws {n:card|cards}.", "ja": "{player}はカードを{n}枚引きました。"},
    "drew_own": {"en": "You draw {cards}.", "ja": "{cards}を引きました。"},
    "redrew": {"en": "{player} redraws {n:card|cards}.", "ja": "{player}はカードを{n}枚引き直しました。"},
    "redrew_own": {"en": "You redraw: {cards}.", "ja": "引き直し：{cards}。"},
    "picked": {"en": "{player} picks a card.", "ja": "{player}はカードを1枚選びました。"},
    "picked_own": {"en": "You pick {card}.", "ja": "{card}を選びました。"},
    "picked_fans": {
        "en": "{player} picks {card} and gains {n:fan|fans}.",
        "ja": "{player}は{card}でファンを{n}人得ました。",
    },
    "added": {"en": "{player} adds one more card to their deck.", "ja": "{player}はデッキにもう1枚加えました。"},
    "added_own": {"en": "You add one more {card} to your deck.", "ja": "{card}をもう1枚デッキに加えました。"},
    "removed": {
        "en": "{player} removes a card from their deck.",
        "ja": "{player}はデッキからカードを1枚取り除きました。",
    },
    "removed_own": {"en": "You remove {card} from your deck.", "ja": "デッキから{card}を取り除きました。"},
    "ready": {"en": "{player} is ready ({n:card|cards} in the deck).", "ja": "{player}の準備完了（デッキ{n}枚）。"},
    "match": {
        "en": "{park}: {team} against {opponent}: {winner} wins ({reason}).",
        "ja": "{park}：{team}対{opponent}は{winner}の勝ち（{reason}）。",
    },
    "trophy": {
        "en": "{team} takes the round {round} trophy of the {park}.",
        "ja": "{team}がラウンド{round}の{park}のトロフィーを獲得。",
    },
    "trophy_fans": {
        "en": "{team} takes the round {round} trophy of the {park}: {fans:fan|fans}.",
        "ja": "{team}がラウンド{round}の{park}のトロフィー（ファン{fans}人）を獲得。",
    },
    "trophy_gone": {
        "en": "The robot won: the round {round} trophy of the {park} leaves the game.",
        "ja": "ロボットの勝利：ラウンド{round}の{park}のトロフィーは除外されます。",
    },
    "lead": {"en": "{team} leads by {n:fan|fans} and wins.", "ja": "{team}が{n}ファンの差で勝利。"},
    "reveal": {
        "en": "{player} reveals the trophies: {fans:fan|fans} with {n:trophy|trophies}.",
        "ja": "{player}のトロフィー公開：トロフィー{n}個でファン{fans}人。",
    },
    "finalists": {"en": "The final: {player} against {opponent}.", "ja": "決勝戦：{player}対{opponent}。"},
    "won": {"en": "{team} wins the game.", "ja": "{team}の勝利。"},
    "robot_name": {"en": "Robot (level {level})", "ja": "ロボット（レベル{level}）"},
    "tie": {"en": "{team} and {opponent} share the win.", "ja": "{team}と{opponent}の引き分け（勝利を分け合う）。"},
}
