"""Khronos words: tile and board names in Japanese and English, and the log messages.

The log lines follow docs/rules/khronos.md: a turn (§4), builds and their ripples (§5, §7), junctions and
divisions (§8), earnings (§9) and the end (§10).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.i18n import register
from ..core.log import listing

NS = "khronos"

TILE_WORDS: dict[str, dict[str, str]] = {
    "watchtower": {"en": "Watchtower", "ja": "見張り塔"},
    "keep": {"en": "Keep", "ja": "砦"},
    "castle": {"en": "Castle", "ja": "城"},
    "chapel": {"en": "Chapel", "ja": "礼拝堂"},
    "monastery": {"en": "Monastery", "ja": "修道院"},
    "abbey": {"en": "Abbey", "ja": "大修道院"},
    "hamlet": {"en": "Hamlet", "ja": "村"},
    "town": {"en": "Town", "ja": "町"},
    "city": {"en": "City", "ja": "都市"},
}
BOARD_WORDS: dict[str, dict[str, str]] = {
    "might": {"en": "Might", "ja": "暴力の時代"},
    "faith": {"en": "Faith", "ja": "信仰の時代"},
    "reason": {"en": "Reason", "ja": "理性の時代"},
}
KIND_WORDS: dict[str, dict[str, str]] = {
    "M": {"en": "Military", "ja": "軍事"},
    "R": {"en": "Religious", "ja": "宗教"},
    "C": {"en": "Civil", "ja": "市民"},
}
STATUS_WORDS: dict[str, dict[str, str]] = {
    "shadow": {"en": "a shadow", "ja": "影"},
    "ruin": {"en": "a ruin", "ja": "廃墟"},
    "civil": {"en": "a civil copy", "ja": "市民建物"},
    "hierarchy": {"en": "the hierarchy", "ja": "序列"},
    "dominion": {"en": "the domains", "ja": "領域"},
}

LOG_ARGS: Mapping[str, str] = {
    "player": "seat",
    "players": "seats",
    "n": "number",
    "pawn": "number",
    "paid": "number",
    "cost": "number",
    "tile": "tile",
    "tile_from": "tile",
    "to": "tile",
    "board": "board",
    "cell": "cell",
    "cards": "cards",
    "give": "cards",
    "take": "cards",
    "status": "words",
    "reason": "words",
}

register(
    NS,
    {
        "first": {"en": "{player} is the first player.", "ja": "{player}がスタートプレイヤーです。"},
        "round": {"en": "Game turn {n} begins.", "ja": "第{n}ターン開始。"},
        "turn": {"en": "{player}'s turn.", "ja": "{player}の手番。"},
        # the parts of the game (State.chapter_name): game turns 1-7, each player's turn in them
        "chapter.round": {"en": "Turn {n}", "ja": "第{n}ターン"},
        "chapter.turn": {"en": "Turn {n}: {player}", "ja": "第{n}ターン：{player}"},
        "exchange": {
            "en": "{player} pays 2 Ecus and discards {cards}.",
            "ja": "{player}が2エキュを払い{cards}を捨てました。",
        },
        "drew": {"en": "{player} draws {n:card|cards}.", "ja": "{player}がカードを{n}枚引きました。"},
        "drew_you": {"en": "You draw {cards}.", "ja": "{cards}を引きました。"},
        "swap": {
            "en": "{player} gives {give} and takes the face-up {take}.",
            "ja": "{player}が{give}を出し表の{take}を取りました。",
        },
        "travel": {
            "en": "{player} sends adventurer {pawn} to {board}.",
            "ja": "{player}が冒険者{pawn}を{board}へ送りました。",
        },
        "build": {
            "en": "{player} builds a {tile} on {board} at {cell} with {cards}.",
            "ja": "{player}が{board}の{cell}に{tile}を建設（{cards}）。",
        },
        "upgrade": {
            "en": "{player} expands a {tile_from} into a {tile} on {board} at {cell} with {cards}.",
            "ja": "{player}が{board}の{cell}で{tile_from}を{tile}に拡張（{cards}）。",
        },
        "bonus": {"en": "{player} gains {n:Ecu|Ecus} on {board}.", "ja": "{player}が{board}で{n}エキュを得ました。"},
        "ripple": {
            "en": "The {tile} appears on {board} at {cell} as {status}.",
            "ja": "{tile}が{board}の{cell}に{status}として現れました。",
        },
        "ripple_failed": {
            "en": "The {tile} cannot reach {board}: it would break {reason}.",
            "ja": "{tile}は{board}に残れません（{reason}に反するため）。",
        },
        "no_stock": {"en": "No {tile} is left for {board}.", "ja": "{board}に置く{tile}の在庫がありません。"},
        "destroyed": {
            "en": "Time paradox: the {tile} on {board} at {cell} is destroyed.",
            "ja": "タイムパラドクス：{board}の{cell}の{tile}が消えました。",
        },
        "shadow_gone": {
            "en": "The {tile} on {board} at {cell} vanishes with the building it came from.",
            "ja": "{board}の{cell}の{tile}は元の建物とともに消えました。",
        },
        "no_cube": {
            "en": "The {tile} cannot reach {board}: {player} has no cube left.",
            "ja": "{player}のキューブが残っていないため、{tile}は{board}に残れません。",
        },
        "demolish": {
            "en": "{player} demolishes the {tile} on {board} at {cell}.",
            "ja": "{player}が{board}の{cell}の{tile}を破壊しました。",
        },
        "junction": {
            "en": "{player} joins {n:domain|domains} on {board}.",
            "ja": "{player}が{board}で{n}つの領域をつなぎました。",
        },
        "downsize": {
            "en": "The {tile} on {board} at {cell} shrinks to a {to}.",
            "ja": "{board}の{cell}の{tile}が{to}に収縮しました。",
        },
        "razed": {
            "en": "The {tile} on {board} at {cell} shrinks away.",
            "ja": "{board}の{cell}の{tile}が収縮して消えました。",
        },
        "populate": {
            "en": "{player} places a cube on Reason at {cell}.",
            "ja": "{player}が理性の時代の{cell}にキューブを置きました。",
        },
        "renovate": {
            "en": "{player} pays a card to renovate the {tile} ruin at {cell} ({paid} of {cost}).",
            "ja": "{player}が{cell}の{tile}の廃墟を修繕（{paid}/{cost}）。",
        },
        "renovated": {"en": "The {tile} at {cell} is renovated.", "ja": "{cell}の{tile}が修繕されました。"},
        "refill": {"en": "{player} discards {cards} and refills.", "ja": "{player}が{cards}を捨てて補充しました。"},
        "refill_none": {"en": "{player} refills.", "ja": "{player}が補充しました。"},
        "earn": {
            "en": "{player} earns {n:Ecu|Ecus} on {board}.",
            "ja": "{player}が{board}で{n}エキュの税収を得ました。",
        },
        "no_earn": {"en": "{player} earns nothing.", "ja": "{player}の税収はありませんでした。"},
        "game_end": {"en": "The seventh turn is over.", "ja": "第7ターンが終わりました。"},
        "winner": {"en": "{players} wins.", "ja": "{players}の勝利です。"},
    },
)


#: the game's own kinds read from a table (``Game.log_words``)
LOG_WORDS: Mapping[str, Mapping[str, Mapping[str, str]]] = {"tile": TILE_WORDS, "board": BOARD_WORDS}


def words(kind: str, value: Any, lang: str) -> str:
    """A log argument of Khronos's own kinds that :data:`LOG_WORDS` has no table for in words."""
    if kind == "cell":
        if isinstance(value, list) and len(value) == 2:
            return f"({value[0]},{value[1]})"
        return str(value)
    if kind == "cards":
        letters = value if isinstance(value, list) else list(str(value))
        return listing((KIND_WORDS.get(c, {}).get(lang, c) for c in letters), lang)
    return str(value)
