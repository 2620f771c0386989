"""The one card table of Challengers! and the other component tables (docs/rules/challengers.md §2).

Every card the rules know is one :class:`Card` row of :data:`ROWS`: key,
names (ja/en), set, level, base power, copies, keyword, effect (a key and its
numbers) and the row's source tag. A correction is a one-line change here;
the rules read effects only through ``effect`` and ``n``/``cap``/``need``/
``match``. Names, sets, levels and powers are [PUB?] (a fan card list); every
effect and copy count is a [STAND-IN] (docs/rules/challengers.md §9; marked ``stand_in``).
Japanese names are the project's own renderings.

The 72 known designs: Newcomer plus 71 draftable designs (Talent, Dog and
Champion are also starters, with rows of their own for the starter copies).

>>> len([c for c in ROWS if c.level in "ABC"]), CARDS["lion"].power, CARDS["rubber_duck"].copies
(71, 5, 3)
>>> sum(c.copies for c in ROWS if c.set == "city" and c.level in "ABC")
20
>>> {s: sum(c.copies for c in ROWS if c.set == s) for s in THEMES} == dict.fromkeys(THEMES, 40)
True
"""

from __future__ import annotations

from dataclasses import dataclass

#: the City set is always used; 5 of the 6 themed sets are chosen per game
CITY = "city"
THEMES = ("film_studio", "funfair", "haunted_house", "outer_space", "castle", "shipwreck")
ROBOT = "robot"

SET_NAMES: dict[str, dict[str, str]] = {
    "city": {"en": "City", "ja": "シティ"},
    "film_studio": {"en": "Film Studio", "ja": "映画スタジオ"},
    "funfair": {"en": "Funfair", "ja": "遊園地"},
    "haunted_house": {"en": "Haunted House", "ja": "お化け屋敷"},
    "outer_space": {"en": "Outer Space", "ja": "宇宙"},
    "castle": {"en": "Castle", "ja": "城"},
    "shipwreck": {"en": "Shipwreck", "ja": "難破船"},
    "robot": {"en": "Robot", "ja": "ロボット"},
}

#: keywords (docs/rules/challengers.md §6.1): when an effect is active
KEYWORDS = ("reveal", "attack", "bench", "flag", "loss", "picked", "static")


@dataclass(frozen=True)
class Card:
    """One card design. ``level``: S (starter), A, B, C, RS (robot starter), R, SOLO."""

    key: str
    en: str
    ja: str
    set: str
    level: str
    power: int
    copies: int  #: in the level pile (starters: per starter deck; robot cards: in the robot set)
    keyword: str  #: one of KEYWORDS, or "" for no effect
    effect: str = ""  #: the effect key (see EFFECTS)
    n: int = 0  #: the effect's number (+n, n fans, up to n cards)
    cap: int = 0  #: its maximum, where it has one
    need: int = 0  #: a threshold (Jester: flag base power ≥ need; Shark: ≥ need slots; Hologram: over need)
    match: str = ""  #: what a bench aura or a count matches: "set:<set>", "power:<n>", "level:S", "any"
    source: str = "[PUB?] name, set, level, power; [STAND-IN] effect and copies"
    stand_in: bool = True


_SRC_START = "[PUB?] fan guide (starter deck); [DECISION] no effect"
_SRC_ROBOT = "[STAND-IN] robot set content (size 19 from [PUB])"

# fmt: off
ROWS: tuple[Card, ...] = (
    # City: starters (level S, 6 per starter deck) and the draftable City cards
    Card("newcomer", "Newcomer", "ニューカマー", "city", "S", 1, 3, "", source=_SRC_START, stand_in=False),
    Card("talent_s", "Talent", "タレント", "city", "S", 2, 1, "", source=_SRC_START, stand_in=False),
    Card("dog_s", "Dog", "イヌ", "city", "S", 3, 1, "", source=_SRC_START, stand_in=False),
    Card("champion_s", "Champion", "チャンピオン", "city", "S", 4, 1, "flag", "per_trophy", 1, 6),
    Card("reporter", "Reporter", "レポーター", "city", "A", 2, 4, "attack", "capture_fans", 1),
    Card("talent", "Talent", "タレント", "city", "A", 2, 4, "", source=_SRC_START + "; [STAND-IN] copies"),
    Card("mascot", "Mascot", "マスコット", "city", "B", 2, 4, "bench", "aura", 1, match="level:S"),
    Card("dog", "Dog", "イヌ", "city", "B", 3, 4, "", source=_SRC_START + "; [STAND-IN] copies"),
    Card("champion", "Champion", "チャンピオン", "city", "C", 4, 2, "flag", "per_trophy", 1, 6),
    Card("fan_bus", "Fan-Bus", "ファンバス", "city", "C", 6, 2, "reveal", "fans", 1),
    # Film Studio
    Card("make_up_artist", "Make-Up Artist", "メイクアップアーティスト", "film_studio", "A", 1, 4, "bench", "aura_attack", 2, match="power:1"),  # noqa: E501
    Card("movie_star", "Movie Star", "映画スター", "film_studio", "A", 2, 4, "attack", "per_bench_match", 1, 3, match="set:film_studio"),  # noqa: E501
    Card("gangster", "Gangster", "ギャング", "film_studio", "A", 2, 4, "attack", "per_opp_slot", 1, 3),
    Card("cat", "Cat", "ネコ", "film_studio", "A", 3, 4, "attack", "first_card", 1),
    Card("cowboy", "Cowboy", "カウボーイ", "film_studio", "B", 3, 4, "flag", "arrival_push_opp"),
    Card("comic_character", "Comic Character", "マンガのキャラ", "film_studio", "B", 4, 4, "loss", "next_bonus", 2),
    Card("director", "Director", "監督", "film_studio", "B", 4, 4, "bench", "aura_attack", 1, match="set:film_studio"),
    Card("lion", "Lion", "ライオン", "film_studio", "B", 5, 3, "attack", "plus", 1),
    Card("heroine", "Heroine", "ヒロイン", "film_studio", "C", 5, 3, "loss", "fans", 2),
    Card("t_rex", "T-Rex", "ティラノサウルス", "film_studio", "C", 7, 3, "flag", "plus", 1),
    Card("villain", "Villain", "悪役", "film_studio", "C", 10, 3, "reveal", "push_own"),
    # Funfair
    Card("clown", "Clown", "ピエロ", "funfair", "A", 1, 4, "reveal", "if_bench_empty", 2),
    Card("vendor", "Vendor", "売り子", "funfair", "A", 2, 4, "bench", "aura", 1, match="set:funfair"),
    Card("juggler", "Juggler", "ジャグラー", "funfair", "A", 2, 4, "attack", "per_before", 1),
    Card("pony", "Pony", "ポニー", "funfair", "A", 3, 4, "attack", "plus", 1),
    Card("mime", "Mime", "パントマイム", "funfair", "B", 1, 4, "reveal", "copy"),
    Card("pyrotechnician", "Pyrotechnician", "花火師", "funfair", "B", 4, 4, "loss", "minus", 2),
    Card("clairvoyant", "Clairvoyant", "占い師", "funfair", "B", 4, 4, "loss", "seek"),
    Card("rubber_duck", "Rubber Duck", "アヒルちゃん", "funfair", "B", 5, 3, "loss", "to_bottom"),
    Card("illusionist", "Illusionist", "奇術師", "funfair", "C", 5, 3, "flag", "per_empty_slot", 1),
    Card("bumper_car", "Bumper Car", "バンパーカー", "funfair", "C", 6, 3, "attack", "per_before", 1),
    Card("teddy_bear", "Teddy Bear", "テディベア", "funfair", "C", 7, 3, "loss", "fans", 1),
    # Haunted House (only 3 A designs known: Skeleton and Spider are Common 6, docs/rules/challengers.md Decision 17)
    Card("butler", "Butler", "執事", "haunted_house", "A", 1, 4, "reveal", "exhaust", 2),
    Card("skeleton", "Skeleton", "ガイコツ", "haunted_house", "A", 2, 6, "flag", "plus", 1),
    Card("spider", "Spider", "クモ", "haunted_house", "A", 3, 6, "bench", "aura", 1, match="set:haunted_house"),
    Card("ghost", "Ghost", "オバケ", "haunted_house", "B", 1, 4, "attack", "ghost"),
    Card("teenager", "Teenager", "ティーンエイジャー", "haunted_house", "B", 2, 4, "attack", "per_own_slot", 1, 3),
    Card("necromancer", "Necromancer", "ネクロマンサー", "haunted_house", "B", 3, 4, "reveal", "raise"),
    Card("bat", "Bat", "コウモリ", "haunted_house", "B", 5, 3, "attack", "plus", 1),
    Card("vampire", "Vampire", "ヴァンパイア", "haunted_house", "C", 4, 3, "reveal", "per_opp_card", 1, 5),
    Card("vacuum_cleaner", "Vacuum Cleaner", "掃除機", "haunted_house", "C", 5, 3, "reveal", "exhaust", 3),
    Card("werewolf", "Werewolf", "オオカミ男", "haunted_house", "C", 7, 3, "attack", "plus", 2),
    # Outer Space (the only set with When picked)
    Card("rescue_pod", "Rescue Pod", "脱出ポッド", "outer_space", "A", 1, 4, "loss", "to_exhaust"),
    Card("shapeshifter", "Shapeshifter", "シェイプシフター", "outer_space", "A", 2, 4, "static", "join_any"),
    Card("ai", "A.I.", "A.I.", "outer_space", "A", 2, 4, "bench", "aura", 1, match="power:2"),
    Card("cow", "Cow", "ウシ", "outer_space", "A", 3, 4, "picked", "fans", 1),
    Card("ufo", "UFO", "UFO", "outer_space", "B", 3, 4, "picked", "duplicate"),
    Card("band", "Band", "バンド", "outer_space", "B", 3, 4, "bench", "aura", 1, match="set:outer_space"),
    Card("clones", "Clones", "クローン", "outer_space", "B", 4, 4, "picked", "clones"),
    Card("alien", "Alien", "エイリアン", "outer_space", "B", 5, 3, "flag", "plus", 1),
    Card("hologram", "Hologram", "ホログラム", "outer_space", "C", 4, 3, "flag", "per_opp_deck_over", 1, 5, need=10),
    Card("sci_fi_geek", "Sci-Fi Geek", "SFオタク", "outer_space", "C", 6, 3, "bench", "aura_attack", 1, match="set:outer_space"),  # noqa: E501
    Card("slime", "Slime", "スライム", "outer_space", "C", 7, 3, "loss", "to_opp_bench"),
    # Castle
    Card("jester", "Jester", "道化師", "castle", "A", 1, 4, "attack", "vs_flag_power", 2, need=5),
    Card("stable_boy", "Stable Boy", "馬番", "castle", "A", 2, 4, "bench", "aura_attack", 1, match="power:3"),
    Card("hermit", "Hermit", "隠者", "castle", "A", 2, 4, "flag", "if_bench_empty", 2),
    Card("pig", "Pig", "ブタ", "castle", "A", 3, 4, "loss", "fans", 1),
    Card("blacksmith", "Blacksmith", "鍛冶屋", "castle", "B", 3, 4, "bench", "aura", 1, match="set:city"),
    Card("knight", "Knight", "騎士", "castle", "B", 3, 4, "attack", "plus", 2),
    Card("wizard", "Wizard", "魔法使い", "castle", "B", 4, 4, "attack", "per_attack_match", 1, match="set:castle"),
    Card("horse", "Horse", "ウマ", "castle", "B", 5, 3, "attack", "plus", 1),
    Card("bard", "Bard", "吟遊詩人", "castle", "C", 4, 3, "bench", "aura_attack", 1, match="any"),
    Card("prince", "Prince", "王子", "castle", "C", 5, 3, "loss", "to_exhaust"),
    Card("dragon", "Dragon", "ドラゴン", "castle", "C", 7, 3, "flag", "plus", 2),
    # Shipwreck
    Card("merman", "Merman", "半魚人", "shipwreck", "A", 1, 4, "bench", "aura", 1, match="set:shipwreck"),
    Card("sailor", "Sailor", "船乗り", "shipwreck", "A", 2, 4, "attack", "plus", 1),
    Card("treasure", "Treasure", "宝物", "shipwreck", "A", 2, 4, "flag", "plus", 2),
    Card("parrot", "Parrot", "オウム", "shipwreck", "A", 3, 4, "reveal", "echo"),
    Card("cook", "Cook", "コック", "shipwreck", "B", 2, 4, "bench", "aura_flag", 1, match="any"),
    Card("navigator", "Navigator", "航海士", "shipwreck", "B", 4, 4, "loss", "scry", 3),
    Card("lifeguard", "Lifeguard", "ライフガード", "shipwreck", "B", 4, 4, "loss", "exhaust", 2),
    Card("shark", "Shark", "サメ", "shipwreck", "B", 5, 3, "attack", "vs_opp_slots", 2, need=3),
    Card("siren", "Siren", "セイレーン", "shipwreck", "C", 6, 3, "reveal", "push_opp"),
    Card("kraken", "Kraken", "クラーケン", "shipwreck", "C", 7, 3, "flag", "per_stack", 1, 3),
    Card("submarine", "Submarine", "潜水艦", "shipwreck", "C", 9, 3, "loss", "lose_fan", 1),
    # Robot set (§2.2): robot starters (RS), R cards, SOLO cards
    Card("bolt", "Bolt", "ボルト", "robot", "RS", 1, 3, "", source=_SRC_ROBOT),
    Card("gear", "Gear", "ギア", "robot", "RS", 2, 1, "", source=_SRC_ROBOT),
    Card("piston", "Piston", "ピストン", "robot", "RS", 3, 1, "", source=_SRC_ROBOT),
    Card("servo", "Servo", "サーボ", "robot", "RS", 4, 1, "", source=_SRC_ROBOT),
    Card("shield_drone", "Shield Drone", "シールドドローン", "robot", "R", 3, 2, "flag", "plus", 3, source=_SRC_ROBOT),
    Card("magnet", "Magnet", "マグネット", "robot", "R", 4, 2, "reveal", "per_opp_card", 1, 3, source=_SRC_ROBOT),
    Card("overdrive", "Overdrive", "オーバードライブ", "robot", "R", 5, 2, "flag", "plus", 1, source=_SRC_ROBOT),
    Card("crusher", "Crusher", "クラッシャー", "robot", "R", 6, 2, "attack", "plus", 1, source=_SRC_ROBOT),
    Card("titan_bot", "Titan Bot", "タイタンボット", "robot", "R", 8, 2, "", source=_SRC_ROBOT),
    Card("jackpot", "Jackpot", "ジャックポット", "robot", "SOLO", 2, 1, "reveal", "fans", 2, source=_SRC_ROBOT),
    Card("firewall", "Firewall", "ファイアウォール", "robot", "SOLO", 3, 1, "bench", "aura_flag", 1, match="any", source=_SRC_ROBOT),  # noqa: E501
    Card("overclock", "Overclock", "オーバークロック", "robot", "SOLO", 5, 1, "flag", "plus", 2, source=_SRC_ROBOT),
)
# fmt: on

CARDS: dict[str, Card] = {c.key: c for c in ROWS}
#: a card's number in the table (1-based), shown with its effect
NUMBER: dict[str, int] = {c.key: i for i, c in enumerate(ROWS, 1)}
STARTER_DECK: tuple[str, ...] = ("newcomer", "newcomer", "newcomer", "talent_s", "dog_s", "champion_s")
ROBOT_STARTERS: tuple[str, ...] = ("bolt", "bolt", "bolt", "gear", "piston", "servo")
ROBOT_R: tuple[str, ...] = tuple(c.key for c in ROWS if c.level == "R" for _ in range(c.copies))
ROBOT_SOLO: tuple[str, ...] = tuple(c.key for c in ROWS if c.level == "SOLO" for _ in range(c.copies))
LEVELS = ("A", "B", "C")
BENCH_SLOTS = 6

#: draft schedule (§2.5): the offers of each round, (level, picks)
DRAFT: tuple[tuple[tuple[str, int], ...], ...] = (
    (("A", 2),),
    (("A", 2),),
    (("A", 2), ("B", 1)),
    (("A", 2), ("B", 2)),
    (("B", 2),),
    (("B", 2), ("C", 1)),
    (("C", 2),),
)
ROUNDS = len(DRAFT)

#: the fans on the 4 trophies of each round (§2.3) [PUB?]
TROPHIES: tuple[tuple[int, ...], ...] = (
    (2, 2, 2, 3),
    (2, 2, 3, 3),
    (3, 3, 4, 4),
    (5, 5, 6, 6),
    (6, 6, 6, 7),
    (7, 7, 7, 8),
    (9, 9, 10, 10),
)

#: tournament plans (§2.4) [PUB?]: seats → plans, each the park of rounds 1–7
PLANS: dict[int, tuple[tuple[int, ...], ...]] = {
    2: ((0,) * 7, (0,) * 7),
    4: (
        (0, 0, 0, 0, 0, 0, 0),
        (1, 0, 1, 1, 0, 1, 1),
        (1, 1, 0, 1, 1, 0, 1),
        (0, 1, 1, 0, 1, 1, 0),
    ),
    6: (
        (0, 0, 0, 0, 0, 0, 0),
        (0, 2, 2, 1, 0, 1, 1),
        (1, 0, 1, 1, 1, 2, 2),
        (1, 1, 2, 2, 1, 1, 0),
        (2, 2, 0, 2, 2, 0, 2),
        (2, 1, 1, 0, 2, 2, 1),
    ),
    8: (
        (0, 0, 0, 0, 0, 0, 0),
        (3, 3, 0, 1, 1, 2, 2),
        (1, 3, 3, 0, 3, 3, 3),
        (1, 1, 2, 2, 1, 1, 0),
        (2, 1, 1, 1, 0, 3, 1),
        (2, 2, 2, 3, 3, 0, 2),
        (0, 2, 1, 2, 2, 2, 3),
        (3, 0, 3, 3, 2, 1, 1),
    ),
}

PARK_NAMES: tuple[dict[str, str], ...] = (
    {"en": "Green park", "ja": "緑の公園"},
    {"en": "Red park", "ja": "赤の公園"},
    {"en": "Purple park", "ja": "紫の公園"},
    {"en": "Yellow park", "ja": "黄の公園"},
)

#: an 11-fan lead ends a 1–2 player game after a Match Phase (docs/rules/challengers.md Decision 13)
LEAD = 11
NPC_LEVELS = (1, 2, 3, 4, 5)
#: a match that reaches this many reveals ends; the flag holder wins [DECISION: the source has no bound, and
#: Rubber Ducks going back under their decks can loop forever]
REVEAL_LIMIT = 400

KEYWORD_NAMES: dict[str, dict[str, str]] = {
    "reveal": {"en": "(no keyword)", "ja": "（キーワードなし）"},
    "attack": {"en": "During the attack", "ja": "攻撃中"},
    "bench": {"en": "From the bench", "ja": "ベンチ時"},
    "flag": {"en": "In flag possession", "ja": "フラッグ所持時"},
    "loss": {"en": "Flag loss", "ja": "フラッグ喪失時"},
    "picked": {"en": "When picked", "ja": "デッキ追加時"},
    "static": {"en": "Placement rule", "ja": "配置ルール"},
}

KEYWORD_TEXT: dict[str, dict[str, str]] = {
    "reveal": {
        "en": "Resolves once, when the card is revealed.",
        "ja": "公開されたときに一度だけ発動します。",
    },
    "attack": {
        "en": "Only during the attack in which it was revealed.",
        "ja": "公開されたときの攻撃の間だけ有効です。",
    },
    "bench": {
        "en": "While the card is on its owner's bench; copies add up.",
        "ja": "持ち主のベンチにある間有効で、複数枚なら重複します。",
    },
    "flag": {
        "en": "While the flag is on this card; an arrival effect resolves once when the flag is placed on it.",
        "ja": "このカードがフラッグを持っている間有効です。到着時の効果はフラッグが置かれたときに一度発動します。",
    },
    "loss": {
        "en": "Once, when the flag is taken from this card; before the new flag card's effects.",
        "ja": "このカードからフラッグが奪われたときに一度発動し、新しいフラッグカードの効果より先に解決します。",
    },
    "picked": {
        "en": "Once, in the Deck Phase, when the card is picked.",
        "ja": "デッキフェイズでこのカードを選んだときに一度発動します。",
    },
    "static": {"en": "A rule for placing the card on a bench.", "ja": "ベンチに置くときのルールです。"},
}


def card_matches(card: Card, match: str) -> bool:
    """Whether ``card`` is one of the cards a ``match`` text names ("set:castle", "power:2", "level:S", "any")."""
    kind, _, value = match.partition(":")
    if kind == "set":
        return card.set == value
    if kind == "power":
        return card.power == int(value)
    if kind == "level":
        return card.level == value
    return True


def _match_words(match: str) -> tuple[str, str]:
    kind, _, value = match.partition(":")
    if kind == "set":
        return SET_NAMES[value]["en"] + " cards", SET_NAMES[value]["ja"] + "のカード"
    if kind == "power":
        return f"cards with base power {value}", f"ベースパワー{value}のカード"
    if kind == "level":
        return f"level-{value} cards", f"レベル{value}のカード"
    return "cards", "カード"


def effect_text(card: Card) -> dict[str, str]:
    """The card's effect in words (en, ja), made from its effect key and numbers."""
    e, n, cap, need = card.effect, card.n, card.cap, card.need
    en_m, ja_m = _match_words(card.match)
    cap_en = f" (max +{cap})" if cap else ""
    cap_ja = f"（最大+{cap}）" if cap else ""
    kw = card.keyword
    words: dict[str, tuple[str, str]] = {
        "": ("No effect.", "効果なし。"),
        "plus": (f"+{n}.", f"+{n}。"),
        "per_trophy": (
            f"+{n} per trophy its owner holds{cap_en}.",
            f"持ち主のトロフィー1個につき+{n}{cap_ja}。",
        ),
        "capture_fans": (
            f"If this attack takes the flag, gain {n} fan.",
            f"この攻撃でフラッグを奪ったら、ファンを{n}人得る。",
        ),
        "aura": (
            f"Your {en_m} +{n} (attacking and defending).",
            f"あなたの{ja_m}は+{n}（攻撃と防御）。",
        ),
        "aura_attack": (
            f"Your attacking {en_m} get +{n} each.",
            f"あなたの攻撃中の{ja_m}はそれぞれ+{n}。",
        ),
        "aura_flag": (f"Your flag card +{n}.", f"あなたのフラッグカードは+{n}。"),
        "fans": (
            f"Gain {n} fan{'s' if n > 1 else ''}." if card.set != ROBOT else f"The robot gains {n} fans.",
            f"ファンを{n}人得る。" if card.set != ROBOT else f"ロボットはファンを{n}人得る。",
        ),
        "per_bench_match": (
            f"+{n} per {en_m[:-1]} on your bench{cap_en}.",
            f"あなたのベンチの{ja_m}1枚につき+{n}{cap_ja}。",
        ),
        "per_opp_slot": (
            f"+{n} per occupied slot on the opponent's bench{cap_en}.",
            f"相手のベンチの埋まっているスロット1つにつき+{n}{cap_ja}。",
        ),
        "per_own_slot": (
            f"+{n} per occupied slot on your own bench{cap_en}.",
            f"自分のベンチの埋まっているスロット1つにつき+{n}{cap_ja}。",
        ),
        "first_card": (f"+{n} if it is the first card of this attack.", f"この攻撃の最初のカードなら+{n}。"),
        "arrival_push_opp": (
            "When the flag arrives: the opponent puts the top card of their deck onto their bench.",
            "フラッグが置かれたとき：相手は自分のデッキの一番上のカードを自分のベンチに置く。",
        ),
        "next_bonus": (
            f"The next card you reveal in this match gets +{n}.",
            f"この対戦であなたが次に公開するカードは+{n}。",
        ),
        "push_own": (
            "Put the top card of your own deck onto your own bench.",
            "自分のデッキの一番上のカードを自分のベンチに置く。",
        ),
        "push_opp": (
            "The opponent puts the top card of their deck onto their bench.",
            "相手は自分のデッキの一番上のカードを自分のベンチに置く。",
        ),
        "if_bench_empty": (
            f"+{n} if your bench is empty." + (" (immediate)" if kw == "reveal" else ""),
            f"自分のベンチが空なら+{n}。" + ("（即時）" if kw == "reveal" else ""),
        ),
        "per_before": (
            f"+{n} per other card already in this attack.",
            f"この攻撃ですでに出ている他のカード1枚につき+{n}。",
        ),
        "copy": (
            "Copy: takes the opponent's flag card's base power if higher.",
            "コピー：相手のフラッグカードのベースパワーの方が高ければ、その値になる。",
        ),
        "minus": (
            f"The opponent's new flag card gets −{n} (immediate).",
            f"相手の新しいフラッグカードは−{n}（即時）。",
        ),
        "seek": (
            "Seek: the first card of your deck with base power at least the new flag card's power moves to the top.",
            "シーク：新しいフラッグカードのパワー以上のベースパワーを持つ最初のカードをデッキの一番上に移す。",
        ),
        "to_bottom": (
            "Goes to the bottom of your deck instead of your bench.",
            "ベンチの代わりに自分のデッキの一番下に置く。",
        ),
        "per_empty_slot": (
            f"+{n} per empty slot on your bench.",
            f"自分のベンチの空きスロット1つにつき+{n}。",
        ),
        "exhaust": (
            f"Exhaust up to {n} cards from your bench.",
            f"自分のベンチのカードを{n}枚まで隔離する。",
        ),
        "ghost": (
            "The opponent's flag card defends with its base power only.",
            "相手のフラッグカードはベースパワーだけで防御する。",
        ),
        "raise": (
            "Raise: one card from your bench joins this attack.",
            "レイズ：自分のベンチのカード1枚がこの攻撃に加わる。",
        ),
        "per_opp_card": (
            f"+{n} (immediate) per card on the opponent's bench{cap_en}.",
            f"相手のベンチのカード1枚につき+{n}（即時）{cap_ja}。",
        ),
        "to_exhaust": (
            "Goes to your exhaust pile instead of your bench.",
            "ベンチの代わりに自分の隔離スペースに置く。",
        ),
        "join_any": (
            "Join-any: on your bench it joins your fullest slot, whatever its name.",
            "どこでも：ベンチでは名前に関係なく、最もカードの多いスロットに加わる。",
        ),
        "duplicate": (
            "Duplicate: add one more copy of an A card from your deck.",
            "複製：デッキにあるAカード1枚をもう1枚デッキに加える。",
        ),
        "clones": ("Take one more Clones from the B pile, if any.", "Bの山札からクローンをもう1枚取る（あれば）。"),
        "per_opp_deck_over": (
            f"+{n} per card by which the opponent's match deck exceeds {need} cards{cap_en}.",
            f"相手の対戦デッキが{need}枚を超える1枚につき+{n}{cap_ja}。",
        ),
        "to_opp_bench": (
            "Goes onto the opponent's bench instead of yours.",
            "自分のベンチの代わりに相手のベンチに置く。",
        ),
        "vs_flag_power": (
            f"+{n} if the opponent's flag card has base power {need} or more.",
            f"相手のフラッグカードのベースパワーが{need}以上なら+{n}。",
        ),
        "per_attack_match": (
            f"+{n} per {en_m[:-1]} in this attack, itself included.",
            f"この攻撃の{ja_m}1枚につき+{n}（自身を含む）。",
        ),
        "echo": (
            "Echo: takes the previous attack card's current power if higher.",
            "エコー：直前の攻撃カードの現在のパワーの方が高ければ、その値になる。",
        ),
        "scry": (
            f"Scry {n}: look at your top {n} cards; those weaker than the new flag card go to the bottom.",
            f"スクライ{n}：デッキの上{n}枚を見て、新しいフラッグカードより弱いものを一番下に移す。",
        ),
        "vs_opp_slots": (
            f"+{n} if the opponent's bench has {need} or more occupied slots.",
            f"相手のベンチの埋まっているスロットが{need}つ以上なら+{n}。",
        ),
        "per_stack": (
            f"+{n} per other card in its flag stack{cap_en}.",
            f"フラッグの山のほかのカード1枚につき+{n}{cap_ja}。",
        ),
        "lose_fan": (f"You lose {n} fan token (if you have any).", f"ファントークンを{n}つ失う（あれば）。"),
    }
    en, ja = words[e]
    return {"en": en, "ja": ja}


EFFECT_NAMES: dict[str, dict[str, str]] = {
    "plus": {"en": "bonus", "ja": "ボーナス"},
    "per_trophy": {"en": "trophy bonus", "ja": "トロフィーボーナス"},
    "capture_fans": {"en": "fans for the capture", "ja": "奪取のファン"},
    "aura": {"en": "bench bonus", "ja": "ベンチボーナス"},
    "aura_attack": {"en": "bench bonus to attackers", "ja": "攻撃へのベンチボーナス"},
    "aura_flag": {"en": "bench bonus to the flag card", "ja": "フラッグへのベンチボーナス"},
    "fans": {"en": "fans", "ja": "ファン"},
    "per_bench_match": {"en": "bench count bonus", "ja": "ベンチの枚数ボーナス"},
    "per_opp_slot": {"en": "opponent's slots bonus", "ja": "相手のスロットボーナス"},
    "per_own_slot": {"en": "own slots bonus", "ja": "自分のスロットボーナス"},
    "first_card": {"en": "first card bonus", "ja": "先頭ボーナス"},
    "arrival_push_opp": {"en": "push on arrival", "ja": "到着時プッシュ"},
    "next_bonus": {"en": "next card bonus", "ja": "次のカードへのボーナス"},
    "push_own": {"en": "push own card", "ja": "自分のカードをプッシュ"},
    "push_opp": {"en": "push opponent's card", "ja": "相手のカードをプッシュ"},
    "if_bench_empty": {"en": "empty bench bonus", "ja": "空ベンチボーナス"},
    "per_before": {"en": "attack size bonus", "ja": "攻撃枚数ボーナス"},
    "copy": {"en": "copy", "ja": "コピー"},
    "minus": {"en": "−2 to the new flag card", "ja": "新しいフラッグに−2"},
    "seek": {"en": "seek", "ja": "シーク"},
    "to_bottom": {"en": "to the deck bottom", "ja": "デッキの下へ"},
    "per_empty_slot": {"en": "empty slots bonus", "ja": "空きスロットボーナス"},
    "exhaust": {"en": "exhaust", "ja": "隔離"},
    "ghost": {"en": "ghost", "ja": "ゴースト"},
    "raise": {"en": "raise", "ja": "レイズ"},
    "per_opp_card": {"en": "opponent's bench bonus", "ja": "相手ベンチボーナス"},
    "to_exhaust": {"en": "to the exhaust pile", "ja": "隔離スペースへ"},
    "join_any": {"en": "join-any", "ja": "どこでも"},
    "duplicate": {"en": "duplicate", "ja": "複製"},
    "clones": {"en": "clones", "ja": "クローン"},
    "per_opp_deck_over": {"en": "big deck bonus", "ja": "大きなデッキボーナス"},
    "to_opp_bench": {"en": "to the opponent's bench", "ja": "相手のベンチへ"},
    "vs_flag_power": {"en": "strong flag bonus", "ja": "強いフラッグボーナス"},
    "per_attack_match": {"en": "set bonus", "ja": "セットボーナス"},
    "echo": {"en": "echo", "ja": "エコー"},
    "scry": {"en": "scry", "ja": "スクライ"},
    "vs_opp_slots": {"en": "full bench bonus", "ja": "満員ベンチボーナス"},
    "per_stack": {"en": "stack bonus", "ja": "山ボーナス"},
    "lose_fan": {"en": "fan lost", "ja": "ファン喪失"},
}


def card_table() -> list[dict[str, object]]:
    """Every card as JSON for the rules help (``Game.reference()["cards"]``)."""
    return [
        {
            "key": c.key,
            "no": NUMBER[c.key],
            "name": {"en": c.en, "ja": c.ja},
            "set": c.set,
            "level": c.level,
            "power": c.power,
            "copies": c.copies,
            "keyword": c.keyword or None,
            "effect_key": c.effect or None,
            "effect": effect_text(c),
            "stand_in": c.stand_in,
            "source": c.source,
        }
        for c in ROWS
    ]


def reference() -> dict[str, object]:
    """The rules help's tables (``Game.reference()``), read from the data the rules use.

    >>> ref = reference()
    >>> len(ref["cards"]), ref["draft"][2]
    (87, [{'level': 'A', 'picks': 2}, {'level': 'B', 'picks': 1}])
    """
    return {
        "cards": card_table(),
        "sets": [{"key": k, "name": dict(v)} for k, v in SET_NAMES.items()],
        "keywords": [{"key": k, "name": dict(KEYWORD_NAMES[k]), "text": dict(KEYWORD_TEXT[k])} for k in KEYWORD_NAMES],
        "draft": [[{"level": lv, "picks": n} for lv, n in offers] for offers in DRAFT],
        "trophies": [list(t) for t in TROPHIES],
        "plans": {str(k): [list(p) for p in v] for k, v in PLANS.items()},
        "parks": [{"key": i, "name": dict(n)} for i, n in enumerate(PARK_NAMES)],
        "npc_levels": [
            {
                "level": n,
                "not_recommended_multiplayer": n >= 4,
                "deck": {
                    "en": f"{6 - (n - 1)} robot starters + {n - 1} random R cards"
                    + f" (+{(n + 1) // 2} SOLO with special objectives)",
                    "ja": f"ロボットスターター{6 - (n - 1)}枚＋ランダムなRカード{n - 1}枚"
                    + f"（ソロ特別目標ではソロカード+{(n + 1) // 2}枚）",
                },
            }
            for n in NPC_LEVELS
        ],
        "effects": [{"key": k, "name": dict(v)} for k, v in EFFECT_NAMES.items()],
        "lead": LEAD,
    }
