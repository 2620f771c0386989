"""Game.log_words: the one lookup of a game's own log kinds in a table of words (i18n.pick)."""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

import pytest

from tabletop.core import i18n, log
from tabletop.core.game import Game
from tabletop.core.i18n import pick


class Room(NamedTuple):
    en: str
    ja: str


class Words(Game[str]):
    id = "words-test"
    title: ClassVar[dict[str, str]] = {"en": "Words", "ja": "言葉"}
    min_players = 1
    max_players = 1
    log_args: ClassVar[dict[str, str]] = {"coin": "coin", "room": "room", "park": "park", "cells": "coin[]"}
    log_words: ClassVar[dict[str, Any]] = {
        "coin": {"K": {"en": "black", "ja": "黒"}, "W": {"en": "white", "ja": "白"}},
        "room": {"R25": Room("Room 25", "ルーム25")},
        "park": dict(enumerate(({"en": "Green park", "ja": "緑の公園"},))),
    }

    def _new(self, players: int, options: dict[str, Any], rng: Any) -> Any:
        raise NotImplementedError

    def parse_action(self, text: str) -> str:
        return text


def test_a_kind_with_a_table_reads_its_words_in_either_language() -> None:
    g = Words()
    assert [g.log_word("coin", "K", lang) for lang in ("en", "ja")] == ["black", "黒"]
    assert [g.log_word("room", "R25", lang) for lang in ("en", "ja")] == ["Room 25", "ルーム25"]
    assert g.log_word("park", 0, "ja") == "緑の公園"


def test_an_unknown_language_reads_english() -> None:
    assert Words().log_word("coin", "W", "fr") == "white"
    assert pick(Room("Room 25", "ルーム25"), "de") == "Room 25"


def test_a_value_or_kind_without_words_is_its_text() -> None:
    g = Words()
    assert g.log_word("coin", "Q", "ja") == "Q"
    assert g.log_word("coin", ["K"], "en") == "['K']"  # a list is never a key
    assert g.log_word("park", 3, "en") == "3"
    assert g.log_word("dice", "K", "ja") == "K"


def test_the_describer_reads_the_table_through_log_word(monkeypatch: pytest.MonkeyPatch) -> None:
    took = {"en": "{coin} and {cells} in {room}.", "ja": "{room}で{coin}と{cells}。"}
    monkeypatch.setitem(i18n._CATALOG, "words-test.took", took)
    entry = {"key": "words-test.took", "args": {"coin": "K", "cells": ["W", "K"], "room": "R25"}}
    g = Words()
    assert g.describe(entry, "en") == "black and white, black in Room 25."
    assert g.describe(entry, "ja") == "ルーム25で黒と白、黒。"
    assert log.describe(entry, "ja", None, g.log_args) == "R25でKとW、K。"
