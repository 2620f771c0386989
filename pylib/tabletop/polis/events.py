"""The event cards of Polis, three decks drawn one card a round (docs/rules/polis.md §2.5, §4).

Each card's ``ops`` are read by the rules (``rounds._resolve_event``); each row carries its source tag
(``SEED``, ``PUB``, ``PUB?``, ``STAND-IN``, ``DECISION``, see :mod:`tabletop.polis.data`).

>>> [len(deck) for deck in EVENT_DECKS], ROUND_DECK
([7, 7, 7], (0, 1, 2, 2))
"""

from __future__ import annotations

from dataclasses import dataclass

SPARTA, ATHENS = 0, 1  # the seats, as in data


@dataclass(frozen=True)
class Event:
    """An event card; ``ops`` are read by the rules (``rounds._resolve_event``).

    Ops: ("unit", side, "hoplite"|"galley", node) · ("res", side, resource, n) · ("prestige", side, n) ·
    ("market", market, delta) · ("close", market) · ("first", side) · ("citizens", polis, delta) (min 1) ·
    ("owned_citizens", polis, delta) (only if owned, min 1) · ("neutral_citizens", polis, delta) (only if neutral, up
    to max) · ("remove_choice",) (each side removes 1 own hoplite or galley); side -1 = each side.
    """

    id: str
    en: str
    ja: str
    copies: int
    ops: tuple[tuple[object, ...], ...]
    effect_en: str
    effect_ja: str
    source: str


EVENT_DECKS: tuple[tuple[Event, ...], ...] = (
    (  # round "3" (round 1): the real deck
        Event("no-event", "No Event", "イベントなし", 2, (), "Nothing happens.", "何も起こらない。", "PUB?"),
        Event(
            "earthquake",
            "Earthquake in Sparta",
            "スパルタの地震",
            1,
            (("unit", SPARTA, "galley", "ionio"), ("unit", ATHENS, "hoplite", "messenia")),
            "Sparta +1 galley in Ionio Pelagos; Athens +1 hoplite in Messenia.",
            "スパルタ：イオニア海にガレー船+1。アテネ：メッセニアに重装歩兵+1。",
            "PUB? card; effect PUB?",
        ),
        Event(
            "eurymedon",
            "Destruction of the Persian Fleet (Eurymedon)",
            "ペルシア艦隊の壊滅（エウリュメドン）",
            1,
            (("res", SPARTA, "silver", 1), ("prestige", ATHENS, 1)),
            "Sparta +1 silver; Athens +1 prestige.",
            "スパルタ：銀+1。アテネ：名声点+1。",
            "PUB?",
        ),
        Event(
            "philopersians",
            "Philopersians",
            "親ペルシア派",
            1,
            (("prestige", -1, 1), ("remove_choice",)),
            "Each player +1 prestige, then removes 1 of their own hoplites or galleys.",
            "各プレイヤー名声点+1。その後、自分の重装歩兵かガレー船を1つ取り除く。",
            "PUB?",
        ),
        Event(
            "xerxes",
            "Xerxes Is Assassinated",
            "クセルクセス暗殺",
            1,
            (("close", "persia"),),
            "No trade at the Persia market this round.",
            "このラウンド、ペルシア市場では交易できない。",
            "PUB?",
        ),
        Event(
            "leotychidas",
            "Leotychidas II",
            "レオテュキダス2世",
            1,
            (("first", ATHENS),),
            "Athens is the first player this round.",
            "このラウンドはアテネがスタートプレイヤー。",
            "PUB?",
        ),
        Event(
            "holywar",
            "Holy War (Delphi)",
            "神聖戦争（デルフォイ）",
            1,
            (("unit", SPARTA, "hoplite", "thessalia"), ("unit", ATHENS, "hoplite", "boiotia")),
            "Sparta +1 hoplite in Thessalia; Athens +1 hoplite in Boiotia.",
            "スパルタ：テッサリアに重装歩兵+1。アテネ：ボイオティアに重装歩兵+1。",
            "PUB?",
        ),
    ),
    (  # round "4" (round 2)
        Event("no-event", "No Event", "イベントなし", 2, (), "Nothing happens.", "何も起こらない。", "PUB?"),
        Event(
            "egypt",
            "Egypt Rebels Against Persia",
            "エジプトのペルシアへの反乱",
            1,
            (("unit", ATHENS, "galley", "noties"), ("market", "aegyptus", -2)),
            "Athens +1 galley in Noties Sporades; the Aegyptus marker moves 2 down.",
            "アテネ：南スポラデスにガレー船+1。エジプト市場のマーカーが2下がる。",
            "PUB? name; STAND-IN effect",
        ),
        Event(
            "tanagra",
            "Battle of Tanagra",
            "タナグラの戦い",
            1,
            (("unit", SPARTA, "hoplite", "boiotia"), ("prestige", ATHENS, 1)),
            "Sparta +1 hoplite in Boiotia; Athens +1 prestige.",
            "スパルタ：ボイオティアに重装歩兵+1。アテネ：名声点+1。",
            "STAND-IN",
        ),
        Event(
            "longwalls",
            "Long Walls",
            "長城",
            1,
            (("res", ATHENS, "wood", 1), ("res", ATHENS, "metal", 1)),
            "Athens +1 wood and +1 metal.",
            "アテネ：木材+1、鉄+1。",
            "STAND-IN",
        ),
        Event(
            "delian",
            "Delian Treasury Moved to Athens",
            "デロス同盟の金庫のアテネ移転",
            1,
            (("res", ATHENS, "silver", 2),),
            "Athens +2 silver.",
            "アテネ：銀+2。",
            "STAND-IN",
        ),
        Event(
            "helots",
            "Helot Revolt",
            "ヘイロータイの反乱",
            1,
            (("citizens", "sparta", -1), ("unit", SPARTA, "hoplite", "messenia")),
            "Sparta's capital loses 1 citizen (min 1); Sparta +1 hoplite in Messenia.",
            "スパルタの首都の市民-1（最低1）。スパルタ：メッセニアに重装歩兵+1。",
            "STAND-IN",
        ),
        Event(
            "naupaktos",
            "Naupaktos Settled",
            "ナウパクトス植民",
            1,
            (("unit", ATHENS, "galley", "korinthiakos"), ("res", SPARTA, "metal", 1)),
            "Athens +1 galley in Korinthiakos Kolpos; Sparta +1 metal.",
            "アテネ：コリンティアコス湾にガレー船+1。スパルタ：鉄+1。",
            "STAND-IN",
        ),
    ),
    (  # round "5" (rounds 3 and 4)
        Event("no-event", "No Event", "イベントなし", 2, (), "Nothing happens.", "何も起こらない。", "STAND-IN"),
        Event(
            "kallias",
            "Peace of Kallias",
            "カリアスの和約",
            1,
            (("prestige", -1, 1), ("market", "persia", -1)),
            "Each player +1 prestige; the Persia marker moves 1 down.",
            "各プレイヤー名声点+1。ペルシア市場のマーカーが1下がる。",
            "STAND-IN",
        ),
        Event(
            "euboia",
            "Revolt of Euboia",
            "エウボイアの反乱",
            1,
            (("owned_citizens", "chalkis", -1), ("unit", SPARTA, "hoplite", "megaris")),
            "The owner of Chalkis loses 1 citizen there (min 1); Sparta +1 hoplite in Megaris.",
            "カルキスの所有者はその市民-1（最低1）。スパルタ：メガリスに重装歩兵+1。",
            "STAND-IN",
        ),
        Event(
            "thirtyyears",
            "Thirty Years' Peace",
            "三十年和約",
            1,
            (("res", -1, "wheat", 2),),
            "Each player +2 wheat.",
            "各プレイヤー小麦+2。",
            "STAND-IN",
        ),
        Event(
            "samian",
            "Samian War",
            "サモス戦争",
            1,
            (("unit", ATHENS, "galley", "noties"), ("res", SPARTA, "silver", 1)),
            "Athens +1 galley in Noties Sporades; Sparta +1 silver.",
            "アテネ：南スポラデスにガレー船+1。スパルタ：銀+1。",
            "STAND-IN",
        ),
        Event(
            "megarian",
            "Megarian Decree",
            "メガラ布告",
            1,
            (("neutral_citizens", "megara", 1), ("prestige", SPARTA, 1)),
            "Megara, if neutral, +1 citizen (up to its max population); Sparta +1 prestige.",
            "メガラが中立なら市民+1（最大人口まで）。スパルタ：名声点+1。",
            "STAND-IN",
        ),
        Event(
            "plague",
            "Plague of Athens",
            "アテナイの疫病",
            1,
            (("citizens", "athenai", -2),),
            "Athenai loses 2 citizens (min 1).",
            "アテナイの市民-2（最低1）。",
            "STAND-IN",
        ),
    ),
)
#: which deck each round draws from
ROUND_DECK = (0, 1, 2, 2)
