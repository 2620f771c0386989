"""Message catalogs in Japanese and English: one mechanism for all text.

Games and the app register their messages once; the browser receives the
catalog of the chosen language from :func:`catalog`. Log lines travel as
``{"key": ..., "args": {...}}`` and are put in words by one describer,
:func:`tabletop.core.log.describe` (through ``Game.describe``).

>>> register("demo", {"hello": {"en": "Hello, {name}!", "ja": "こんにちは、{name}さん！"}})
>>> text("demo.hello", "ja", name="Aki")
'こんにちは、Akiさん！'
>>> text("demo.hello", "fr", name="Aki")
'Hello, Aki!'
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import Any

LANGS = ("ja", "en")
DEFAULT_LANG = "en"

_CATALOG: dict[str, dict[str, str]] = {}


def register(namespace: str, messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add ``namespace.key`` messages; each needs both a ja and an en text."""
    for key, texts in messages.items():
        missing = [lang for lang in LANGS if lang not in texts]
        if missing:
            raise ValueError(f"message {namespace}.{key} lacks {', '.join(missing)}")
        for lang in LANGS:
            fields = {f for _, f, _, _ in string.Formatter().parse(texts[lang]) if f}
            other = {f for _, f, _, _ in string.Formatter().parse(texts[LANGS[0]]) if f}
            if fields != other:
                raise ValueError(f"message {namespace}.{key}: ja and en use different fields")
        _CATALOG[f"{namespace}.{key}"] = dict(texts)


def number(value: float) -> str:
    """A number as players read it: thousands separated, no ".0" on whole numbers.

    >>> number(131900), number(27.0), number(-1500), number(2.5), number(999)
    ('131,900', '27', '-1,500', '2.5', '999')
    """
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}"
    return f"{value:,.2f}".rstrip("0").rstrip(".")


class _Formatter(string.Formatter):
    """``{n}`` numbers as :func:`number`; ``{n:coin|coins}`` the number and its word.

    The plural form follows English (1 is singular); Japanese templates just
    write ``{n}``. web/app/i18n.js implements the same two rules.
    """

    def format_field(self, value: Any, format_spec: str) -> str:
        numeric = isinstance(value, (int, float)) and not isinstance(value, bool)
        if "|" in format_spec:
            one, _, other = format_spec.partition("|")
            shown = number(value) if numeric else str(value)
            return f"{shown} {one if numeric and value == 1 else other}"
        if numeric and not format_spec:
            return number(value)
        return str(super().format_field(value, format_spec))


_FORMAT = _Formatter()


def format_text(template: str, /, **args: Any) -> str:
    """Fill ``template`` (the catalog's syntax); the template itself if an arg is missing.

    >>> format_text("{n:move|moves}, {m:move|moves}, {big} pts", n=1, m=3, big=131900)
    '1 move, 3 moves, 131,900 pts'
    """
    try:
        return _FORMAT.format(template, **args)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template


def text(key: str, lang: str, /, **args: Any) -> str:
    """The message ``key`` in ``lang`` (English if the language is unknown)."""
    texts = _CATALOG.get(key)
    if texts is None:
        return key
    return format_text(texts.get(lang, texts[DEFAULT_LANG]), **args)


def pick(words: Any, lang: str) -> str:
    """The text of ``lang`` (English if the language is unknown) in ``words``: a ``{"ja", "en"}``
    mapping or a record with ``ja`` and ``en`` attributes (a card, a room).

    >>> pick({"en": "red", "ja": "赤"}, "ja"), pick({"en": "red", "ja": "赤"}, "fr")
    ('赤', 'red')
    """
    lang = lang if lang in LANGS else DEFAULT_LANG
    return str(words[lang] if isinstance(words, Mapping) else getattr(words, lang))


def seat_name(seat: int, lang: str, names: Sequence[str] | None = None) -> str:
    """A seat as the players call it: its name, else (none, or "" as a link's seats have)
    "Player 1", "プレイヤー1", ...

    >>> seat_name(1, "en"), seat_name(0, "ja"), seat_name(0, "en", ["Aki"]), seat_name(0, "ja", [""])
    ('Player 2', 'プレイヤー1', 'Aki', 'プレイヤー1')
    """
    if names is not None and 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat])
    return text("core.player", lang, n=seat + 1)


def catalog(lang: str) -> dict[str, str]:
    """Every message in ``lang``, for the browser."""
    lang = lang if lang in LANGS else DEFAULT_LANG
    return {k: v[lang] for k, v in _CATALOG.items()}


def has(key: str) -> bool:
    """Whether the catalog has a message ``key`` (``"<namespace>.<name>"``)."""
    return key in _CATALOG


register(
    "core",
    {
        "player": {"en": "Player {n}", "ja": "プレイヤー{n}"},
        "list_sep": {"en": ", ", "ja": "、"},
        # a label before what it names ("Deck: ..."), with the language's colon
        "label": {"en": "{label}: ", "ja": "{label}："},
        # a word with a note after it ("Cat (12)"), in the language's parentheses
        "aside": {"en": "{text} ({note})", "ja": "{text}（{note}）"},
        "nothing": {"en": "nothing", "ja": "なし"},
        "error.over": {"en": "The game is over.", "ja": "このゲームは終了しています。"},
        "error.no_player": {"en": "There is no such player.", "ja": "そのプレイヤーはいません。"},
        "error.not_your_turn": {"en": "It is not {player}'s turn.", "ja": "{player}の手番ではありません。"},
        "error.not_legal": {"en": "That move is not allowed now.", "ja": "今はその手は指せません。"},
        "error.position": {"en": "The position could not be read: {detail}", "ja": "局面を読み取れません：{detail}"},
        "error.position_line": {
            "en": "Line {line} of the position could not be read: {detail}",
            "ja": "局面の{line}行目を読み取れません：{detail}",
        },
        # what is wrong with a position (core.position, the {detail} of the two above); {key} its line's key
        "position.not_a_line": {"en": "a line must be “key: value”", "ja": "1行は「キー: 値」の形で書きます"},
        "position.twice": {"en": "{key} is given twice", "ja": "{key}が2回書かれています"},
        "position.not_a_value": {"en": "the value of {key} cannot be read", "ja": "{key}の値を読み取れません"},
        "position.other_game": {"en": "the position is of another game", "ja": "別のゲームの局面です"},
        "position.players": {
            "en": "the position is for {want} players, not {have}",
            "ja": "{want}人用の局面です（{have}人ではありません）",
        },
        "position.no_field": {
            "en": "this game has no {key} in a position",
            "ja": "このゲームの局面に{key}はありません",
        },
        "position.options": {
            "en": "options must be an object of the game's options",
            "ja": "optionsにはゲームのオプションをまとめて書きます",
        },
        "position.bad_value": {"en": "the value of {key} is not valid", "ja": "{key}の値が正しくありません"},
        "position.inconsistent": {"en": "its parts do not fit together", "ja": "局面のつじつまが合いません"},
        # why a file or a link is not a save (the app says first that it could not open it)
        "save.not_json": {"en": "It is not JSON text.", "ja": "JSONのテキストではありません。"},
        "save.not_a_save": {"en": "It is not a tabletop save.", "ja": "tabletopのセーブではありません。"},
        "save.format": {
            "en": "It is a save of format {format}; this version reads format {known}.",
            "ja": "形式{format}のセーブです。このバージョンが読めるのは形式{known}です。",
        },
        "error.option_text": {
            "en": "“{option}” could not be read: see the help under it.",
            "ja": "「{option}」を読み取れませんでした。入力欄の下の説明を見てください。",
        },
        # the default names of the parts of a game (State.chapter_name), an embed's jumps
        "chapter.match": {"en": "Match {n}", "ja": "第{n}マッチ"},
        "chapter.round": {"en": "Round {n}", "ja": "ラウンド{n}"},
        "chapter.deal": {"en": "Deal {n}", "ja": "ディール{n}"},
        "chapter.turn": {"en": "Turn {n}", "ja": "ターン{n}"},
    },
)
