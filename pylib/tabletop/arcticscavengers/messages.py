"""Arctic Scavengers texts in Japanese and English, and log rendering.

Log entries are ``{"key": "arcticscavengers.log.<name>", "args": {...}}``.
Their args are language-neutral: ``player``, ``target`` and ``winners`` are
seat numbers (0-based), ``card``, ``victim`` and ``gang`` are keys of the card
table, ``cards``, ``drawn`` and ``dug`` are lists of card keys. :func:`describe`
turns them into words of one language (card names from the catalog key
``arcticscavengers.card.<key>``) before formatting; a view may do the same.

>>> describe({"key": "arcticscavengers.log.hunt", "args": {"player": 0, "cards": ["hunter", "spear"], "food": 3}}, "en")
'Player 1 hunts 3 food with Hunter, Spear.'
>>> describe({"key": "arcticscavengers.log.hunt", "args": {"player": 1, "cards": ["refugee"], "food": 0}}, "ja",
...          names=["Aki", "Ben"])
'Benが難民で狩りをして食料0を得ました。'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import i18n
from .cards import CARDS, GANGS

NS = "arcticscavengers"

_LOG: dict[str, dict[str, str]] = {
    "round": {
        "en": "Round {round} begins; {player} holds the initiator card.",
        "ja": "ラウンド{round}開始。スタートプレイヤーは{player}です。",
    },
    "deal": {"en": "{player} draws {count} cards.", "ja": "{player}がカードを{count}枚引きました。"},
    "deal_private": {"en": "You draw {cards}.", "ja": "あなたは{cards}を引きました。"},
    "reshuffle": {
        "en": "{player} shuffles their discard pile into a new deck.",
        "ja": "{player}が捨て札をシャッフルして山札にしました。",
    },
    "peek": {
        "en": "{player} peeks at the top contested resource.",
        "ja": "{player}が争奪資源の山の一番上を覗き見ました。",
    },
    "peek_private": {
        "en": "You peek at the top contested resource: {card}.",
        "ja": "あなたは争奪資源の山の一番上を覗き見ました：{card}。",
    },
    "draw": {
        "en": "{player} draws {count} cards with {cards}.",
        "ja": "{player}が{cards}でカードを{count}枚引きました。",
    },
    "draw_private": {
        "en": "You draw {drawn} with {cards}.",
        "ja": "あなたは{cards}で{drawn}を引きました。",
    },
    "dig": {
        "en": "{player} digs in the junkyard with {cards} (cards dug: {count}).",
        "ja": "{player}が{cards}でガラクタ置き場から{count}枚あさりました。",
    },
    "dig_private": {
        "en": "You dig {dug} from the junkyard with {cards}.",
        "ja": "あなたは{cards}でガラクタ置き場から{dug}をあさりました。",
    },
    "keep": {
        "en": "{player} keeps one card and returns {returned} to the bottom of the junkyard.",
        "ja": "{player}が1枚を取り、{returned}枚をガラクタ置き場の一番下に戻しました。",
    },
    "keep_private": {
        "en": "You keep {card} and return {returned} cards to the bottom of the junkyard.",
        "ja": "あなたは{card}を取り、{returned}枚をガラクタ置き場の一番下に戻しました。",
    },
    "keep_none": {
        "en": "{player} keeps nothing and returns {returned} cards to the bottom of the junkyard.",
        "ja": "{player}は何も取らず、{returned}枚をガラクタ置き場の一番下に戻しました。",
    },
    "hunt": {
        "en": "{player} hunts {food} food with {cards}.",
        "ja": "{player}が{cards}で狩りをして食料{food}を得ました。",
    },
    "hire": {
        "en": "{player} hires {card} for {food} food and {med} meds.",
        "ja": "{player}が食料{food}・薬品{med}で{card}を雇いました。",
    },
    "hire_meds": {
        "en": "{player} hires {card} for {food} food and {med} meds ({cards}).",
        "ja": "{player}が食料{food}・薬品{med}（{cards}）で{card}を雇いました。",
    },
    "trash": {
        "en": "{player} trashes {cards}; the junkyard is shuffled.",
        "ja": "{player}が{cards}を捨て、ガラクタ置き場をシャッフルしました。",
    },
    "done": {
        "en": "{player} keeps {count} cards for the skirmish.",
        "ja": "{player}は争奪戦に{count}枚を残しました。",
    },
    "done_quiet": {
        "en": "{player} ends their turn with {count} cards in hand.",
        "ja": "{player}は手札{count}枚で手番を終えました。",
    },
    "reveal": {
        "en": "{player} reveals {cards}: fight {fight}, {people} people.",
        "ja": "{player}が{cards}を公開：戦闘力{fight}、{people}人。",
    },
    "reveal_none": {"en": "{player} brings nothing to the skirmish.", "ja": "{player}は争奪戦にカードを出しません。"},
    "snipe": {
        "en": "{player}'s {card} snipes {target}'s {victim}.",
        "ja": "{player}の{card}が{target}の{victim}を狙撃しました。",
    },
    "disarm": {
        "en": "{player}'s {card} disarms {target}'s {victim}.",
        "ja": "{player}の{card}が{target}の{victim}を解除しました。",
    },
    "save": {
        "en": "{player}'s {card} saves {victim} from the snipe.",
        "ja": "{player}の{card}が{victim}を狙撃から守りました。",
    },
    "nosave": {
        "en": "{player} lets {victim} fall to the snipe.",
        "ja": "{player}は{victim}を守りませんでした。",
    },
    "pass": {"en": "{player} uses no more specials.", "ja": "{player}は特別アクションを終えました。"},
    "win": {
        "en": "{player} wins the skirmish (fight {fight}, {people} people) and takes the top contested resource.",
        "ja": "{player}が争奪戦に勝利（戦闘力{fight}、{people}人）し、争奪資源を1枚獲得しました。",
    },
    "win_private": {
        "en": "You win the skirmish (fight {fight}, {people} people) and take {card}.",
        "ja": "あなたは争奪戦に勝利（戦闘力{fight}、{people}人）し、{card}を獲得しました。",
    },
    "tie": {
        "en": "The skirmish is a draw: the top contested resource goes unseen to the junkyard.",
        "ja": "争奪戦は引き分け：争奪資源の一番上は見ずにガラクタ置き場へ置かれます。",
    },
    "gang": {
        "en": "{player} receives the {gang} gang (+{people} people).",
        "ja": "{player}がギャング「{gang}」を獲得しました（+{people}人）。",
    },
    "gang_none": {
        "en": "Nobody receives the {gang} gang (an unresolved tie).",
        "ja": "ギャング「{gang}」は同点のため誰も獲得しません。",
    },
    "over": {
        "en": "The game is over: {winners} wins with a tribe of {score}.",
        "ja": "ゲーム終了：{winners}が部族{score}人で勝利しました。",
    },
}

_UI: dict[str, dict[str, str]] = {
    "title": {"en": "Arctic Scavengers", "ja": "アークティック・スカベンジャーズ"},
    "act.draw": {"en": "Draw", "ja": "カードを引く"},
    "act.dig": {"en": "Dig", "ja": "あさる"},
    "act.hunt": {"en": "Hunt", "ja": "狩る"},
    "act.hire": {"en": "Hire", "ja": "雇う"},
    "act.trash": {"en": "Trash", "ja": "カードを捨てる"},
    "phase.gather": {"en": "Resource gathering", "ja": "資源収集フェイズ"},
    "phase.assemble": {"en": "Resource gathering", "ja": "資源収集フェイズ"},
    "phase.dig": {"en": "Resource gathering: dig", "ja": "資源収集フェイズ：あさる"},
    "phase.skirmish": {"en": "Skirmish", "ja": "争奪戦フェイズ"},
    "phase.save": {"en": "Skirmish: save", "ja": "争奪戦フェイズ：救護"},
    "phase.over": {"en": "Game over", "ja": "ゲーム終了"},
    "icon.draw": {"en": "Draw", "ja": "ドロー"},
    "icon.dig": {"en": "Dig", "ja": "あさる"},
    "icon.hunt": {"en": "Hunt", "ja": "狩り"},
    "icon.fight": {"en": "Fight", "ja": "戦闘"},
    "icon.med": {"en": "Meds", "ja": "薬品"},
    "icon.people": {"en": "People", "ja": "人数"},
    "icon.food": {"en": "Food", "ja": "食料"},
    "and": {"en": ", ", "ja": "、"},
    "nothing": {"en": "nothing", "ja": "なし"},
}


def _register() -> None:
    i18n.register(NS, {f"log.{k}": v for k, v in _LOG.items()})
    i18n.register(NS, _UI)
    i18n.register(NS, {f"card.{c.key}": {"en": c.en, "ja": c.ja} for c in CARDS.values()})
    i18n.register(NS, {f"gang.{g.key}": {"en": g.en, "ja": g.ja} for g in GANGS.values()})


_register()

_SEATS = ("player", "target")
_CARD = ("card", "victim")
_CARD_LISTS = ("cards", "drawn", "dug")


def card_name(key: str, lang: str) -> str:
    return i18n.text(f"{NS}.card.{key}", lang) if key in CARDS else key


def entry(name: str, **args: Any) -> dict[str, Any]:
    """A log entry ``{"key", "args"}`` of this game."""
    return {"key": f"{NS}.log.{name}", "args": args}


def describe(log_entry: Mapping[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
    """The entry in words of ``lang``; ``names`` are the players' names by seat."""
    args = dict(log_entry.get("args", {}))

    def seat(s: Any) -> str:
        return i18n.seat_name(s, lang, names) if isinstance(s, int) else str(s)

    sep = i18n.text(f"{NS}.and", lang)
    for k in _SEATS:
        if k in args:
            args[k] = seat(args[k])
    if "winners" in args and isinstance(args["winners"], list):
        args["winners"] = sep.join(seat(s) for s in args["winners"])
    for k in _CARD:
        if k in args and isinstance(args[k], str):
            args[k] = card_name(args[k], lang)
    for k in _CARD_LISTS:
        if k in args and isinstance(args[k], list):
            args[k] = sep.join(card_name(c, lang) for c in args[k]) or i18n.text(f"{NS}.nothing", lang)
    if "gang" in args and isinstance(args["gang"], str):
        args["gang"] = i18n.text(f"{NS}.gang.{args['gang']}", lang)
    return i18n.text(str(log_entry.get("key", "")), lang, **args)
