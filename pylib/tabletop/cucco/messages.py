"""Cucco's messages in Japanese and English, and the words of its log arguments.

There is a line for each step of docs/rules/cucco.md: rounds and deals (§2.4, §2.5), every asking and its
result (§2.5.1, §2.5.2), the showdown and its penalties (§2.6) and the end (§2.7).

Log entries are ``{"key": "cucco.<name>", "args": {...}}``; the kind of each
argument is declared once (:data:`LOG_ARGS`, ``Cucco.log_args``) and the one
describer of the core (``Game.describe``) turns seats into names, numbers into
numbers with their plural word and cards into :func:`card_words`.

>>> card_words(12, "en"), card_words(7, "en"), card_words(-4, "ja")
('the Cat (12)', 'the 7', 'マトゥー（-4）')
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core import i18n
from .cards import CARDS, card_label

NS = "cucco"

#: the kind of every log argument (see tabletop.core.log)
LOG_ARGS: Mapping[str, str] = {
    "player": "seat",
    "target": "seat",
    "victim": "seat",
    "card": "card",
    "given": "card",
    "received": "card",
    "other": "card",
    "round": "number",
    "deal": "number",
    "pot": "number",
    "stake": "number",
    "amount": "number",
    "paid": "number",
}


def card_words(rank: object, lang: str) -> str:
    """A card in a sentence: ``the Cat (12)``, ``the 7``; Japanese ``猫（12）``, ``7``."""
    if not isinstance(rank, int) or isinstance(rank, bool) or rank not in CARDS:
        return str(rank)
    label = card_label(rank, lang)
    return f"the {label}" if lang == "en" else label


MESSAGES: dict[str, dict[str, str]] = {
    # rounds and deals
    "round_start": {
        "en": "Round {round}: everyone pays 1 coin; the pot holds {pot:coin|coins}.",
        "ja": "ラウンド{round}：全員が参加費1コインを払い、ポットは{pot}コインです。",
    },
    "deal_children": {
        "en": "Deal {deal} (children's time: the penalised pay {stake:coin|coins}). {player} starts.",
        "ja": "ディール{deal}（子供の時間：失格者は{stake}コイン支払い）。{player}がスタートプレイヤーです。",
    },
    "deal_adults": {
        "en": "Deal {deal} (adults' time: the penalised drop out). {player} starts.",
        "ja": "ディール{deal}（大人の時間：失格者は脱落）。{player}がスタートプレイヤーです。",
    },
    "new_deck": {
        "en": "The discard pile is shuffled back into the deck.",
        "ja": "捨て札を山札に戻してシャッフルしました。",
    },
    "dealt": {"en": "You are dealt {card}.", "ja": "あなたに{card}が配られました。"},
    # the deal
    "cuckoo": {
        "en": "{player} reveals the Cuckoo (15): the deal ends at once.",
        "ja": "{player}がクク（15）を公開しました。ディールは即座に終了します。",
    },
    "keep": {"en": "{player}: no change.", "ja": "{player}：ノーチェンジ。"},
    "ask": {"en": "{player} asks {target} to change.", "ja": "{player}が{target}にチェンジを要求しました。"},
    "ask_deck": {
        "en": "{player} asks to change with the deck.",
        "ja": "{player}が山札の一番上とのチェンジを要求しました。",
    },
    "pass": {
        "en": '{target} shows {card}: "Pass!" The request goes on.',
        "ja": "{target}が{card}を見せて「パス」。要求は次へ進みます。",
    },
    "blocked": {
        "en": "{target} holds the Cuckoo: nothing happens.",
        "ja": "{target}はククを持っているため、何も起こりません。",
    },
    "human": {
        "en": '{target} shows the Human (14): "Thou shalt perish!" {player} is disqualified.',
        "ja": "{target}が人間（14）を見せて「汝滅びよ！」。{player}は失格です。",
    },
    "cat": {
        "en": '{target} shows the Cat (12): "Meow." '
        "{victim} is disqualified (the first to hold the card {player} offered).",
        "ja": "{target}が猫（12）を見せて「ニャー。」。{player}のカードを最初に持っていた{victim}が失格です。",
    },
    "cat_exception": {
        "en": '{target} shows the Cat (12): "Meow." {victim} is disqualified: the card {player} offered was first '
        "held by a player already out by the Matto, so the next holder is (the cat exception).",
        "ja": "{target}が猫（12）を見せて「ニャー。」。{player}のカードの最初の持ち主はマトゥーで失格済みのため、"
        "次に持っていた{victim}が失格です（猫の例外）。",
    },
    "swap": {"en": "{player} and {target} exchange cards.", "ja": "{player}と{target}がカードを交換しました。"},
    "swap_gave": {
        "en": "You give {given} to {target} and receive {received}.",
        "ja": "{target}に{given}を渡し、{received}を受け取りました。",
    },
    "swap_took": {
        "en": "{player} gives you {received} and takes {given}.",
        "ja": "{player}から{received}を受け取り、あなたの{given}を渡しました。",
    },
    "matto": {
        "en": "{player} receives the Matto (-4) and is disqualified.",
        "ja": "{player}がマトゥー（-4）を受け取り、失格です。",
    },
    "matto_refused": {
        "en": "{target} holds the Matto and {player} offers {card}: the Matto is never exchanged against a Human "
        "or a Cat. No exchange, nobody is disqualified.",
        "ja": "{target}はマトゥー、{player}は{card}。マトゥーは人間・猫とは交換できないため、交換は成立せず、"
        "誰も失格になりません。",
    },
    "draw": {"en": "{player} turns up {card} from the deck.", "ja": "{player}が山札から{card}をめくりました。"},
    "deck_pass": {
        "en": '"Pass!": {card} is discarded and {player} draws again.',
        "ja": "{card}は「パス」。捨て札にして{player}はもう1枚めくります。",
    },
    "deck_cuckoo": {
        "en": "No exchange: {player} keeps their card.",
        "ja": "交換は成立せず、{player}は元のカードのままです。",
    },
    "deck_human": {
        "en": '"Thou shalt perish!" {player} is disqualified.',
        "ja": "「汝滅びよ！」{player}は失格です。",
    },
    "deck_cat": {
        "en": '"Meow." {victim} is disqualified (the first to hold the card {player} offered).',
        "ja": "「ニャー。」{player}のカードを最初に持っていた{victim}が失格です。",
    },
    "deck_cat_exception": {
        "en": '"Meow." {victim} is disqualified: the card {player} offered was first held by a player already out '
        "by the Matto, so the next holder is (the cat exception).",
        "ja": "「ニャー。」{player}のカードの最初の持ち主はマトゥーで失格済みのため、次に持っていた{victim}が失格です"
        "（猫の例外）。",
    },
    "take": {
        "en": "{player} takes {card} from the deck and discards {other}.",
        "ja": "{player}が山札の{card}を取り、{other}を捨てました。",
    },
    "take_matto": {
        "en": "{player} takes the Matto from the deck (it beats every card this deal) and discards {other}.",
        "ja": "{player}が山札のマトゥーを取りました。このディールでは最強のカードです。{other}を捨てました。",
    },
    "reshuffle": {
        "en": "The deck is empty: the discard pile becomes the new deck.",
        "ja": "山札が尽きたため、捨て札をシャッフルして新しい山札にしました。",
    },
    # the showdown
    "show": {"en": "{player} shows {card}.", "ja": "{player}のカードは{card}です。"},
    "show_strong": {
        "en": "{player} shows the Matto from the deck (strongest).",
        "ja": "{player}のカードは山札から取ったマトゥー（最強）です。",
    },
    "lowest": {"en": "{player} has the lowest card.", "ja": "{player}のカードが最小です。"},
    "pair": {
        "en": "{player} shows the same card as another player (Cancellation).",
        "ja": "{player}は他のプレイヤーと同じカードです（キャンセレーション）。",
    },
    "pay": {
        "en": "{player} pays {amount:coin|coins} into the pot.",
        "ja": "{player}がポットに{amount}コイン支払いました。",
    },
    "broke": {
        "en": "{player} cannot pay {amount:coin|coins}: pays {paid:coin|coins} and leaves the game.",
        "ja": "{player}は{amount}コイン払えず、{paid}コイン支払ってゲームから離脱しました。",
    },
    "eliminated": {"en": "{player} drops out of this round.", "ja": "{player}はこのラウンドから脱落しました。"},
    "safe": {"en": "Nobody is penalised.", "ja": "失格者はいません。"},
    "round_win": {
        "en": "{player} is the last survivor and takes the pot of {pot:coin|coins}.",
        "ja": "{player}が最後まで残り、ポットの{pot}コインを獲得しました。",
    },
    "round_void": {
        "en": "Nobody survives: the pot of {pot:coin|coins} carries over.",
        "ja": "生き残りがいないため、ポットの{pot}コインは持ち越しです。",
    },
    "game_over": {"en": "The game is over.", "ja": "ゲーム終了です。"},
    "game_over_left": {
        "en": "{player} has left the game: the game is over.",
        "ja": "{player}がゲームから離脱しているため、ゲーム終了です。",
    },
    # options and errors shown to players
    "reason_human": {"en": "Human", "ja": "人間"},
    "reason_cat": {"en": "Cat", "ja": "猫"},
    "reason_matto": {"en": "Matto", "ja": "マトゥー"},
    "action_change": {"en": "Change", "ja": "チェンジ"},
    "action_keep": {"en": "No change", "ja": "ノーチェンジ"},
    "time_children": {"en": "Children's time", "ja": "子供の時間"},
    "time_adults": {"en": "Adults' time", "ja": "大人の時間"},
}

i18n.register(NS, MESSAGES)
