"""Arctic Scavengers texts in Japanese and English.

The cards and gangs are those of docs/rules/arcticscavengers.md §2; the lines follow a round of §4 and the
scoring of §5.

Log lines are ``{"key": "arcticscavengers.log.<name>", "args": {...}}``
(:data:`LOG_NS`), written through :class:`tabletop.core.log.Log`. Their args
are language-neutral and of the kinds of :data:`LOG_ARGS`: ``player``,
``target`` (seats), ``winners`` (seats), ``card``, ``victim`` (card keys),
``cards``, ``drawn``, ``dug`` (lists of card keys), ``gang`` (a gang key) and
numbers. The core's describer (``Game.describe``) turns them into words,
the game's own kinds through :func:`word`.

>>> from tabletop.core.log import describe
>>> line = {"key": "arcticscavengers.log.hunt", "args": {"player": 0, "cards": ["hunter", "spear"], "food": 3}}
>>> describe(line, "en", None, LOG_ARGS, word)
'Player 1 hunts 3 food with Hunter, Spear.'
>>> describe({**line, "args": {"player": 1, "cards": ["refugee"], "food": 0}}, "ja", ["Aki", "Ben"], LOG_ARGS, word)
'Benが難民で狩りをして食料0を得ました。'
>>> describe({"key": "arcticscavengers.log.deal", "args": {"player": 0, "count": 1}}, "en", None, LOG_ARGS, word)
'Player 1 draws 1 card.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import i18n
from ..core.log import listing
from .cards import CARDS, GANGS

NS = "arcticscavengers"
#: the namespace of the game's log lines
LOG_NS = f"{NS}.log"

#: the kind of every log argument (see :mod:`tabletop.core.log`)
LOG_ARGS: Mapping[str, str] = {
    "player": "seat",
    "target": "seat",
    "winners": "seats",
    "card": "card",
    "victim": "card",
    "cards": "cards",
    "drawn": "cards",
    "dug": "cards",
    "gang": "gang",
    "count": "number",
    "returned": "number",
    "food": "number",
    "med": "number",
    "fight": "number",
    "people": "number",
    "round": "number",
    "score": "number",
}

_LOG: dict[str, dict[str, str]] = {
    "round": {
        "en": "Round {round} begins; {player} holds the initiator card.",
        "ja": "ラウンド{round}開始。スタートプレイヤーは{player}です。",
    },
    "deal": {"en": "{player} draws {count:card|cards}.", "ja": "{player}がカードを{count}枚引きました。"},
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
        "en": "{player} draws {count:card|cards} with {cards}.",
        "ja": "{player}が{cards}でカードを{count}枚引きました。",
    },
    "draw_private": {
        "en": "You draw {drawn} with {cards}.",
        "ja": "あなたは{cards}で{drawn}を引きました。",
    },
    "dig": {
        "en": "{player} digs {count:card|cards} from the junkyard with {cards}.",
        "ja": "{player}が{cards}でガラクタ置き場から{count}枚あさりました。",
    },
    "dig_private": {
        "en": "You dig {dug} from the junkyard with {cards}.",
        "ja": "あなたは{cards}でガラクタ置き場から{dug}をあさりました。",
    },
    "keep": {
        "en": "{player} keeps one card and returns {returned:card|cards} to the bottom of the junkyard.",
        "ja": "{player}が1枚を取り、{returned}枚をガラクタ置き場の一番下に戻しました。",
    },
    "keep_private": {
        "en": "You keep {card} and return {returned:card|cards} to the bottom of the junkyard.",
        "ja": "あなたは{card}を取り、{returned}枚をガラクタ置き場の一番下に戻しました。",
    },
    "keep_none": {
        "en": "{player} keeps nothing and returns {returned:card|cards} to the bottom of the junkyard.",
        "ja": "{player}は何も取らず、{returned}枚をガラクタ置き場の一番下に戻しました。",
    },
    "hunt": {
        "en": "{player} hunts {food} food with {cards}.",
        "ja": "{player}が{cards}で狩りをして食料{food}を得ました。",
    },
    "hire": {
        "en": "{player} hires {card} for {food} food.",
        "ja": "{player}が食料{food}で{card}を雇いました。",
    },
    "hire_meds": {
        "en": "{player} hires {card} for {food} food and {med:med|meds} ({cards}).",
        "ja": "{player}が食料{food}・薬品{med}（{cards}）で{card}を雇いました。",
    },
    "hire_meds_only": {
        "en": "{player} hires {card} for {med:med|meds} ({cards}).",
        "ja": "{player}が薬品{med}（{cards}）で{card}を雇いました。",
    },
    "trash": {
        "en": "{player} trashes {cards}; the junkyard is shuffled.",
        "ja": "{player}が{cards}を捨て、ガラクタ置き場をシャッフルしました。",
    },
    "done": {
        "en": "{player} keeps {count:card|cards} for the skirmish.",
        "ja": "{player}は争奪戦に{count}枚を残しました。",
    },
    "done_quiet": {
        "en": "{player} ends their turn with {count:card|cards} in hand.",
        "ja": "{player}は手札{count}枚で手番を終えました。",
    },
    "reveal": {
        "en": "{player} reveals {cards}: fight {fight}, {people:person|people}.",
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
        "en": "{player} wins the skirmish (fight {fight}, {people:person|people}) "
        "and takes the top contested resource.",
        "ja": "{player}が争奪戦に勝利（戦闘力{fight}、{people}人）し、争奪資源を1枚獲得しました。",
    },
    "win_private": {
        "en": "You win the skirmish (fight {fight}, {people:person|people}) and take {card}.",
        "ja": "あなたは争奪戦に勝利（戦闘力{fight}、{people}人）し、{card}を獲得しました。",
    },
    "tie": {
        "en": "The skirmish is a draw: the top contested resource goes unseen to the junkyard.",
        "ja": "争奪戦は引き分け：争奪資源の一番上は見ずにガラクタ置き場へ置かれます。",
    },
    "gang": {
        "en": "{player} receives the {gang} gang (+{people:person|people}).",
        "ja": "{player}がギャング「{gang}」を獲得しました（+{people}人）。",
    },
    "gang_none": {
        "en": "Nobody receives the {gang} gang (an unresolved tie).",
        "ja": "ギャング「{gang}」は同点のため誰も獲得しません。",
    },
    "over": {
        "en": "The game is over: {winners} wins with a tribe of {score:person|people}.",
        "ja": "ゲーム終了：{winners}が部族{score}人で勝利しました。",
    },
    "over_shared": {
        "en": "The game is over: {winners} share the win with tribes of {score:person|people} each.",
        "ja": "ゲーム終了：{winners}が部族{score}人で勝利を分け合いました。",
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
}


def _register() -> None:
    i18n.register(NS, {f"log.{k}": v for k, v in _LOG.items()})
    i18n.register(NS, _UI)
    i18n.register(NS, {f"card.{c.key}": {"en": c.en, "ja": c.ja} for c in CARDS.values()})
    i18n.register(NS, {f"gang.{g.key}": {"en": g.en, "ja": g.ja} for g in GANGS.values()})


_register()


def card_name(key: str, lang: str) -> str:
    """The name of card ``key`` in ``lang`` (the key itself for an unknown card)."""
    return i18n.text(f"{NS}.card.{key}", lang) if key in CARDS else str(key)


def word(kind: str, value: Any, lang: str) -> str:
    """Words of ``lang`` for a log argument of the game's own kinds (``card``, ``cards``, ``gang``)."""
    if kind == "card":
        return card_name(str(value), lang)
    if kind == "cards":
        keys = value if isinstance(value, list) else [value]
        return listing((card_name(str(k), lang) for k in keys), lang)
    if kind == "gang":
        return i18n.text(f"{NS}.gang.{value}", lang) if value in GANGS else str(value)
    return str(value)
