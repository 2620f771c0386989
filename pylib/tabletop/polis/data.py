"""The components of Polis, in one table (docs/rules/polis.md §2), each row with its source tag.

Tags: ``SEED`` (the Japanese BGA help), ``PUB`` (a public fact), ``PUB?`` (public, unverified),
``STAND-IN`` (invented: the real data could not be found), ``DECISION`` (our resolution).
Seats: 0 = Sparta, 1 = Athens. Drawing coordinates ``xy`` are stand-ins (0..100, x east, y south).

>>> len(POLEIS), len(LANDS), len(SEAS), len(PROJECTS), sum(c.copies for c in BATTLE_CARDS)
(25, 15, 8, 12, 24)
>>> [r.name for r in ROUNDS], [r.limit for r in ROUNDS]
(['3', '4', '5α', '5β'], [3, 4, 5, 5])
"""

from __future__ import annotations

from dataclasses import dataclass

# the event decks live in events.py; the rules read them here with the rest of the components
from .events import EVENT_DECKS as EVENT_DECKS
from .events import ROUND_DECK as ROUND_DECK
from .events import Event as Event

SPARTA, ATHENS = 0, 1
SIDES = ("sparta", "athens")
SIDE_NAMES = ({"en": "Sparta", "ja": "スパルタ"}, {"en": "Athens", "ja": "アテネ"})

RESOURCES = ("wheat", "silver", "wood", "metal", "wine", "oil")
GOODS = ("metal", "oil", "wine", "wood")  # sorted: the order of a goods list in action texts
RESOURCE_NAMES = {
    "wheat": {"en": "wheat", "ja": "小麦"},
    "silver": {"en": "silver", "ja": "銀"},
    "wood": {"en": "wood", "ja": "木材"},
    "metal": {"en": "metal", "ja": "鉄"},
    "wine": {"en": "wine", "ja": "ワイン"},
    "oil": {"en": "oil", "ja": "油"},
}
UNIT_NAMES = {
    "hoplite": {"en": "hoplite", "ja": "重装歩兵"},
    "galley": {"en": "galley", "ja": "ガレー船"},
    "merchant": {"en": "merchant ship", "ja": "商船"},
}
POOLS = {"hoplite": 20, "galley": 12, "merchant": 4}  # STAND-IN pool sizes


@dataclass(frozen=True)
class Round:
    """A round (§4): its number, its name on the board and its stacking limit (also the usable shipload boxes)."""

    n: int
    name: str
    limit: int  # stacking limit per side per territory, and usable shipload boxes per market
    source: str


ROUNDS = (
    Round(1, "3", 3, "PUB"),
    Round(2, "4", 4, "PUB"),
    Round(3, "5α", 5, "PUB"),
    Round(4, "5β", 5, "PUB"),
)


@dataclass(frozen=True)
class Land:
    """A land territory (§2.1): neighbours, coasts, the five tribute boxes a Collect reads left to right."""

    id: str
    en: str
    ja: str
    adjacent: tuple[str, ...]
    coasts: tuple[str, ...]
    tribute: tuple[str, ...]  # the 5 tribute boxes, left to right
    xy: tuple[int, int]
    source: str


#: The tribute boxes are the project's stand-in, tuned (session 4) from the spec's rows: most territories now have
#: wheat in their first box (Korinthia, Attika and Ionia in their second), and Lakedaemon, Messenia, Arkadia and Elis
#: a second wheat among the first four. With the spec's rows a collect brought about 1 wheat against 5-8 citizens to
#: feed, and bot games starved in rounds 2-3. Megaris, Boiotia, Thessalia and Aitolia keep the spec's rows.
_TUNED = "tribute tuned (project's stand-in: more wheat in the first boxes, so that feeding can be paid)"

LANDS = (
    Land(
        "lakedaemon",
        "Lakedaemon",
        "ラケダイモン",
        ("messenia", "arkadia", "argolis"),
        ("myrtoon",),
        ("wheat", "metal", "wheat", "wine", "silver"),
        (34, 84),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "messenia",
        "Messenia",
        "メッセニア",
        ("lakedaemon", "arkadia", "elis"),
        ("ionio", "myrtoon"),
        ("wheat", "wheat", "oil", "wheat", "wine"),
        (20, 80),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "arkadia",
        "Arkadia",
        "アルカディア",
        ("lakedaemon", "messenia", "elis", "achaia", "argolis"),
        (),
        ("wheat", "wood", "metal", "wheat", "metal"),
        (29, 67),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "argolis",
        "Argolis",
        "アルゴリス",
        ("lakedaemon", "arkadia", "korinthia"),
        ("myrtoon", "saronikos"),
        ("wheat", "wine", "oil", "metal", "silver"),
        (42, 68),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "korinthia",
        "Korinthia",
        "コリンティア",
        ("argolis", "achaia", "megaris"),
        ("saronikos", "korinthiakos"),
        ("silver", "wheat", "oil", "wood", "wine"),
        (40, 56),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "achaia",
        "Achaia",
        "アカイア",
        ("arkadia", "elis", "korinthia"),
        ("korinthiakos",),
        ("wheat", "wood", "wine", "oil", "wheat"),
        (27, 53),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "elis",
        "Elis",
        "エリス",
        ("messenia", "arkadia", "achaia"),
        ("ionio",),
        ("wheat", "wheat", "wine", "wood", "oil"),
        (15, 63),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "megaris",
        "Megaris",
        "メガリス",
        ("korinthia", "attika", "boiotia"),
        ("saronikos", "korinthiakos"),
        ("wheat", "oil", "silver", "wood", "wine"),
        (48, 50),
        "PUB? name, STAND-IN rest",
    ),
    Land(
        "attika",
        "Attika",
        "アッティカ",
        ("megaris", "boiotia"),
        ("saronikos", "kyklades"),
        ("oil", "wheat", "silver", "oil", "wine"),
        (60, 54),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "boiotia",
        "Boiotia",
        "ボイオティア",
        ("attika", "megaris", "euboia", "aitolia", "thessalia"),
        ("korinthiakos",),
        ("wheat", "wheat", "metal", "wood", "wheat"),
        (47, 40),
        "STAND-IN",
    ),
    Land(
        "euboia",
        "Euboia",
        "エウボイア",
        ("boiotia",),
        ("aigaion",),
        ("wheat", "wood", "metal", "wine", "oil"),
        (64, 36),
        "STAND-IN; " + _TUNED,
    ),
    Land(
        "aitolia",
        "Aitolia",
        "アイトリア",
        ("boiotia", "thessalia"),
        ("korinthiakos", "ionio"),
        ("wood", "wheat", "wood", "metal", "wine"),
        (22, 38),
        "STAND-IN",
    ),
    Land(
        "thessalia",
        "Thessalia",
        "テッサリア",
        ("boiotia", "aitolia", "makedonia"),
        ("aigaion",),
        ("wheat", "wheat", "wheat", "metal", "wood"),
        (40, 24),
        "STAND-IN",
    ),
    Land(
        "makedonia",
        "Makedonia",
        "マケドニア",
        ("thessalia",),
        ("aigaion", "thrakiko"),
        ("wheat", "wood", "wood", "metal", "silver"),
        (45, 9),
        "PUB? name, STAND-IN rest; " + _TUNED,
    ),
    Land(
        "ionia",
        "Ionia",
        "イオニア",
        (),
        ("aigaion", "noties"),
        ("wine", "wheat", "oil", "silver", "wine"),
        (90, 50),
        "STAND-IN; " + _TUNED,
    ),
)


@dataclass(frozen=True)
class Sea:
    """A sea (§2.1): the seas next to it, where galleys move and fight."""

    id: str
    en: str
    ja: str
    adjacent: tuple[str, ...]
    xy: tuple[int, int]
    source: str


SEAS = (
    Sea("ionio", "Ionio Pelagos", "イオニア海", ("myrtoon", "korinthiakos"), (5, 55), "PUB? name, STAND-IN rest"),
    Sea("korinthiakos", "Korinthiakos Kolpos", "コリンティアコス湾", ("ionio",), (32, 46), "STAND-IN"),
    Sea(
        "myrtoon",
        "Myrtoon Pelagos",
        "ミルトア海",
        ("ionio", "saronikos", "kyklades"),
        (48, 86),
        "PUB? name, STAND-IN rest",
    ),
    Sea("saronikos", "Saronikos Kolpos", "サロニコス湾", ("myrtoon", "kyklades"), (53, 62), "STAND-IN"),
    Sea("kyklades", "Kyklades", "キクラデス", ("myrtoon", "saronikos", "noties", "aigaion"), (70, 74), "STAND-IN"),
    Sea("noties", "Noties Sporades", "南スポラデス", ("kyklades", "aigaion"), (88, 82), "PUB? name, STAND-IN rest"),
    Sea("aigaion", "Aigaion Pelagos", "エーゲ海", ("kyklades", "noties", "thrakiko"), (76, 28), "STAND-IN"),
    Sea("thrakiko", "Thrakiko Pelagos", "トラキア海", ("aigaion",), (66, 5), "STAND-IN"),
)

#: where each side's trade port touches the seas [SEED]
PORTS = (("ionio", "myrtoon"), ("kyklades",))
PORT_XY = ((8, 90), (74, 66))


@dataclass(frozen=True)
class Polis:
    """A city (§2.1): where it lies, its base and most population, growth, type, and its special roles."""

    id: str
    en: str
    ja: str
    territory: str | None  # None: Epidamnos, Abdera (special neutrals on a sea)
    sea: str | None  # the sea a special polis lies on
    base: int  # base population = fortification = base defence
    max: int
    growth: int
    type: str  # culture / military / commerce
    ports: tuple[str, ...]  # seas its port arrow points to (galleys)
    merchant_port: bool
    capital: bool
    xy: tuple[int, int]
    source: str


_S = "STAND-IN values"
POLEIS = (
    Polis(
        "sparta",
        "Sparta",
        "スパルタ",
        "lakedaemon",
        None,
        4,
        8,
        2,
        "military",
        (),
        False,
        True,
        (33, 80),
        "SEED capital, no port; " + _S,
    ),
    Polis(
        "gytheion",
        "Gytheion",
        "ギュテイオン",
        "lakedaemon",
        None,
        2,
        4,
        1,
        "commerce",
        ("myrtoon",),
        True,
        False,
        (37, 89),
        "SEED merchant port; " + _S,
    ),
    Polis(
        "pylos",
        "Pylos",
        "ピュロス",
        "messenia",
        None,
        2,
        4,
        1,
        "commerce",
        ("ionio",),
        True,
        False,
        (16, 84),
        "SEED merchant port; " + _S,
    ),
    Polis(
        "athenai",
        "Athenai",
        "アテナイ",
        "attika",
        None,
        4,
        9,
        2,
        "culture",
        ("kyklades",),
        True,
        True,
        (61, 56),
        "SEED capital, merchant port; " + _S,
    ),
    Polis(
        "chalkis", "Chalkis", "カルキス", "euboia", None, 2, 4, 1, "commerce", ("aigaion",), False, False, (60, 38), _S
    ),
    Polis(
        "eretria",
        "Eretria",
        "エレトリア",
        "euboia",
        None,
        1,
        3,
        1,
        "commerce",
        ("aigaion",),
        False,
        False,
        (67, 34),
        _S,
    ),
    Polis("chios", "Chios", "キオス", "ionia", None, 2, 5, 1, "commerce", ("aigaion",), False, False, (89, 45), _S),
    Polis("samos", "Samos", "サモス", "ionia", None, 2, 4, 1, "culture", ("noties",), False, False, (91, 56), _S),
    Polis("tegea", "Tegea", "テゲア", "arkadia", None, 2, 4, 1, "military", (), False, False, (32, 71), _S),
    Polis(
        "mantineia", "Mantineia", "マンティネイア", "arkadia", None, 1, 3, 1, "culture", (), False, False, (27, 64), _S
    ),
    Polis(
        "argos",
        "Argos",
        "アルゴス",
        "argolis",
        None,
        3,
        6,
        2,
        "military",
        ("myrtoon",),
        False,
        False,
        (40, 66),
        "PUB fortification 3; " + _S,
    ),
    Polis(
        "epidauros",
        "Epidauros",
        "エピダウロス",
        "argolis",
        None,
        1,
        3,
        1,
        "culture",
        ("saronikos",),
        False,
        False,
        (46, 70),
        _S,
    ),
    Polis(
        "korinthos",
        "Korinthos",
        "コリントス",
        "korinthia",
        None,
        3,
        6,
        2,
        "commerce",
        ("saronikos", "korinthiakos"),
        False,
        False,
        (41, 54),
        "PUB fortification 3, SEED two arrows; " + _S,
    ),
    Polis(
        "patrai",
        "Patrai",
        "パトライ",
        "achaia",
        None,
        1,
        3,
        1,
        "commerce",
        ("korinthiakos",),
        False,
        False,
        (24, 50),
        _S,
    ),
    Polis("elis", "Elis", "エリス", "elis", None, 2, 4, 1, "culture", ("ionio",), False, False, (14, 60), _S),
    Polis(
        "megara",
        "Megara",
        "メガラ",
        "megaris",
        None,
        2,
        4,
        1,
        "commerce",
        ("saronikos",),
        False,
        False,
        (49, 52),
        "PUB? name; " + _S,
    ),
    Polis(
        "thebai",
        "Thebai",
        "テーバイ",
        "boiotia",
        None,
        3,
        6,
        2,
        "military",
        (),
        False,
        False,
        (49, 42),
        "SEED no port; " + _S,
    ),
    Polis("plataia", "Plataia", "プラタイア", "boiotia", None, 1, 2, 1, "military", (), False, False, (44, 44), _S),
    Polis(
        "naupaktos",
        "Naupaktos",
        "ナウパクトス",
        "aitolia",
        None,
        2,
        4,
        1,
        "military",
        ("korinthiakos",),
        False,
        False,
        (24, 42),
        "PUB? name; " + _S,
    ),
    Polis("larissa", "Larissa", "ラリッサ", "thessalia", None, 2, 5, 2, "military", (), False, False, (38, 22), _S),
    Polis(
        "pherai", "Pherai", "ペライ", "thessalia", None, 1, 3, 1, "commerce", ("aigaion",), False, False, (45, 28), _S
    ),
    Polis(
        "pydna",
        "Pydna",
        "ピュドナ",
        "makedonia",
        None,
        2,
        4,
        1,
        "commerce",
        ("aigaion",),
        False,
        False,
        (42, 12),
        "PUB? name; " + _S,
    ),
    Polis(
        "potidaia",
        "Potidaia",
        "ポテイダイア",
        "makedonia",
        None,
        2,
        4,
        1,
        "military",
        ("thrakiko",),
        False,
        False,
        (50, 7),
        "PUB? name; " + _S,
    ),
    Polis(
        "epidamnos",
        "Epidamnos",
        "エピダムノス",
        None,
        "ionio",
        2,
        4,
        1,
        "commerce",
        (),
        False,
        False,
        (8, 20),
        "SEED special neutral; " + _S,
    ),
    Polis(
        "abdera",
        "Abdera",
        "アブデラ",
        None,
        "thrakiko",
        2,
        4,
        1,
        "commerce",
        (),
        False,
        False,
        (78, 4),
        "SEED special neutral; " + _S,
    ),
)
SPECIAL = ("epidamnos", "abdera")
CAPITALS = ("sparta", "athenai")  # seat 0's, seat 1's
HOMES = ("lakedaemon", "attika")


@dataclass(frozen=True)
class Market:
    """A market (§2.2): the sea a merchant must reach and its starting level."""

    id: str
    en: str
    ja: str
    access: str  # the sea a merchant must reach
    start: int
    xy: tuple[int, int]
    source: str


MARKETS = (
    Market("persia", "Persia", "ペルシア", "aigaion", 5, (95, 22), "PUB? name; STAND-IN access, start (hint 4/5)"),
    Market("thraki", "Thraki", "トラキア", "thrakiko", 4, (90, 4), "PUB? name; STAND-IN access, start (hint 4/5)"),
    Market("aegyptus", "Aegyptus", "エジプト", "noties", 5, (95, 95), "PUB? name; STAND-IN access, start (hint 4/5)"),
    Market("illyria", "Illyria", "イリュリア", "ionio", 4, (3, 30), "PUB? name; STAND-IN access, start (hint 4/5)"),
)
#: market price k (1..8) -> goods per wheat or per silver; silver per wheat [STAND-IN]
#: (kept as the spec has them: a cheaper goods rate at k = 3 made no measurable difference to bot games)
GOODS_RATE = (0, 1, 1, 2, 2, 2, 3, 3, 4)
SILVER_RATE = (0, 1, 1, 1, 2, 2, 2, 3, 3)
MARKET_MAX = 8
SHIPLOAD = 3  # wheat and/or silver obtained per Trade action [STAND-IN]


@dataclass(frozen=True)
class Project:
    """A project tile (§2.3): its type, its cost, its prestige each round end and at the end, its fortification."""

    id: str
    en: str
    ja: str
    type: str
    cost: tuple[tuple[str, int], ...]
    round_prestige: int
    end_prestige: int
    fortification: int  # extra fortification for sieges
    source: str


PROJECTS = (
    Project("theatre", "Theatre", "劇場", "culture", (("wood", 2), ("oil", 1)), 1, 2, 0, "STAND-IN"),
    Project("temple", "Temple", "神殿", "culture", (("metal", 2), ("wine", 1)), 1, 2, 0, "STAND-IN"),
    Project("odeon", "Odeon", "音楽堂", "culture", (("wood", 1), ("silver", 2)), 0, 3, 0, "STAND-IN"),
    Project("sanctuary", "Sanctuary", "聖域", "culture", (("wine", 2), ("oil", 1)), 2, 1, 0, "STAND-IN"),
    Project("walls", "Walls", "城壁", "military", (("wood", 2), ("metal", 1)), 1, 1, 1, "STAND-IN"),
    Project("gymnasium", "Gymnasium", "体育場", "military", (("oil", 2), ("wheat", 1)), 1, 2, 0, "STAND-IN"),
    Project("arsenal", "Arsenal", "武器庫", "military", (("metal", 2), ("wood", 1)), 0, 3, 0, "STAND-IN"),
    Project("stoa", "Stoa", "ストア", "military", (("silver", 1), ("metal", 1), ("wood", 1)), 2, 1, 0, "STAND-IN"),
    Project("harbour", "Harbour", "港湾", "commerce", (("wood", 3),), 1, 2, 0, "STAND-IN"),
    Project("agora", "Agora", "アゴラ", "commerce", (("oil", 1), ("wine", 1), ("silver", 1)), 1, 2, 0, "STAND-IN"),
    Project("mint", "Mint", "造幣所", "commerce", (("metal", 2), ("silver", 1)), 0, 3, 0, "STAND-IN"),
    Project("emporion", "Emporion", "交易所", "commerce", (("wine", 2), ("wood", 1)), 2, 1, 0, "STAND-IN"),
)
PROJECT_TYPES = {
    "culture": {"en": "Culture", "ja": "文化"},
    "military": {"en": "Military", "ja": "軍事"},
    "commerce": {"en": "Commerce", "ja": "商業"},
}


@dataclass(frozen=True)
class BattleCard:
    """A battle card (§2.4): its formation, its value and how many copies the deck holds."""

    id: str
    en: str
    ja: str
    formation: str  # phalanx / wedge / crescent / mercenary / salpinx
    value: int
    copies: int
    source: str


BATTLE_CARDS = (
    BattleCard("phalanx1", "Phalanx 1", "ファランクス1", "phalanx", 1, 2, "STAND-IN"),
    BattleCard("phalanx2", "Phalanx 2", "ファランクス2", "phalanx", 2, 2, "STAND-IN"),
    BattleCard("phalanx3", "Phalanx 3", "ファランクス3", "phalanx", 3, 2, "STAND-IN"),
    BattleCard("wedge1", "Wedge 1", "楔形1", "wedge", 1, 2, "STAND-IN"),
    BattleCard("wedge2", "Wedge 2", "楔形2", "wedge", 2, 2, "STAND-IN"),
    BattleCard("wedge3", "Wedge 3", "楔形3", "wedge", 3, 2, "STAND-IN"),
    BattleCard("crescent1", "Crescent 1", "半月1", "crescent", 1, 2, "STAND-IN"),
    BattleCard("crescent2", "Crescent 2", "半月2", "crescent", 2, 2, "STAND-IN"),
    BattleCard("crescent3", "Crescent 3", "半月3", "crescent", 3, 2, "STAND-IN"),
    BattleCard("mercenary", "Mercenary", "傭兵", "mercenary", 1, 4, "SEED card; STAND-IN copies"),
    BattleCard("salpinx", "Salpinx Call", "サルピンクスの号令", "salpinx", 0, 2, "SEED card; STAND-IN copies"),
)
BATTLE_TRIGGER = 8  # units of both sides in one territory [SEED]


#: starting position [PUB, Pastor3]
START_POLEIS = (("sparta", "gytheion", "pylos"), ("athenai", "chalkis", "chios"))
START_UNITS = (
    (("lakedaemon", 3), ("ionio", 1), ("myrtoon", 2)),
    (("attika", 3), ("ionia", 2), ("noties", 1), ("kyklades", 2)),
)
START_RESOURCES = (
    {"wheat": 0, "silver": 3, "wood": 3, "metal": 3, "wine": 3, "oil": 3},
    {"wheat": 3, "silver": 0, "wood": 3, "metal": 3, "wine": 3, "oil": 3},
)
START_PRESTIGE = (3, 3)  # docs/rules/polis.md Decision 8
START_MERCHANTS = 1

# --- indexes the rules read -----------------------------------------------------------
LAND = {t.id: t for t in LANDS}
SEA = {s.id: s for s in SEAS}
POLIS = {p.id: p for p in POLEIS}
MARKET = {m.id: m for m in MARKETS}
PROJECT = {p.id: p for p in PROJECTS}
CARD = {c.id: c for c in BATTLE_CARDS}
CARD_ORDER = {c.id: i for i, c in enumerate(BATTLE_CARDS)}
EVENT = {e.id: e for deck in EVENT_DECKS for e in deck}
NODES = tuple(t.id for t in LANDS) + tuple(s.id for s in SEAS)
NEIGHBOURS: dict[str, tuple[str, ...]] = {}
for _t in LANDS:
    NEIGHBOURS[_t.id] = _t.adjacent + _t.coasts
for _s in SEAS:
    NEIGHBOURS[_s.id] = _s.adjacent + tuple(t.id for t in LANDS if _s.id in t.coasts)
POLEIS_IN = {t.id: tuple(p.id for p in POLEIS if p.territory == t.id) for t in LANDS}


def full_deck() -> list[str]:
    """The 24 battle cards, in card order."""
    return [c.id for c in BATTLE_CARDS for _ in range(c.copies)]


def event_deck(i: int) -> list[str]:
    """Event deck ``i`` (0: round 1's) as ids, each event as many times as it has copies (§2.5)."""
    return [e.id for e in EVENT_DECKS[i] for _ in range(e.copies)]


def _check() -> None:
    for t in LANDS:
        for a in t.adjacent:
            if t.id not in LAND[a].adjacent:
                raise ValueError(f"{t.id}-{a} adjacency is one-way")
    for s in SEAS:
        for a in s.adjacent:
            if s.id not in SEA[a].adjacent:
                raise ValueError(f"{s.id}-{a} adjacency is one-way")
    for p in POLEIS:
        for sea in p.ports:
            if p.territory is None or sea not in LAND[p.territory].coasts:
                raise ValueError(f"{p.id}'s port is not on its coast")


_check()
#: the land territories on each sea's coast
COASTAL = {s.id: tuple(t.id for t in LANDS if s.id in t.coasts) for s in SEAS}
LAND_ADJ = {t.id: t.adjacent for t in LANDS}
SEA_ADJ = {s.id: s.adjacent for s in SEAS}
