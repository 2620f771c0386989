"""Room 25 data tables: rooms, compositions, characters, roles, turn counts, M.A.C. cards.

These are the components of docs/rules/roomtwentyfive.md §2 (rooms §2.1, compositions §2.2, placement §2.3),
the set-up counts of §3 and the M.A.C. deck of §7; stand-ins are listed in §9.

Every number the rules read lives here. Each entry carries a ``source``
flag from the spec's tags: ``"seed"`` (the Japanese BGA help), ``"pub"``
(a public source), ``"decision"`` (the project's resolution of something
unclear) or ``"stand-in"`` (the project's OWN invented data, shown as such
in the rules help).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ..core.rng import Rng

SIZE: Final = 5
CENTRE: Final = (2, 2)

#: cells at Manhattan distance >= 3 from the centre, where the exit-zone tiles go
EXIT_CELLS: Final[tuple[tuple[int, int], ...]] = (
    (0, 0), (0, 1), (1, 0), (0, 3), (0, 4), (1, 4),
    (3, 0), (4, 0), (4, 1), (3, 4), (4, 3), (4, 4),
)  # fmt: skip
#: the other twelve non-centre cells (the cross)
CROSS_CELLS: Final[tuple[tuple[int, int], ...]] = (
    (0, 2), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1),
    (2, 3), (2, 4), (3, 1), (3, 2), (3, 3), (4, 2),
)  # fmt: skip
#: the rooms a player may peek at for the starting clue
CLUE_CELLS: Final[tuple[tuple[int, int], ...]] = ((1, 2), (2, 1), (2, 3), (3, 2))

COLOURS: Final = ("blue", "green", "yellow", "red")
COLOUR_NAMES: Final[dict[str, dict[str, str]]] = {
    "blue": {"en": "blue", "ja": "青"},
    "green": {"en": "green", "ja": "緑"},
    "yellow": {"en": "yellow", "ja": "黄"},
    "red": {"en": "red", "ja": "赤"},
}

#: the four basic actions (the tokens of every character) and the expansion's skill
BASIC_ACTIONS: Final = ("look", "move", "push", "control")
ACTION_TYPES: Final = ("look", "move", "push", "control", "skill")
ACTION_NAMES: Final[dict[str, dict[str, str]]] = {
    "look": {"en": "Look", "ja": "部屋を見る"},
    "move": {"en": "Move", "ja": "移動"},
    "push": {"en": "Push", "ja": "突き飛ばし"},
    "control": {"en": "Control", "ja": "操作"},
    "skill": {"en": "Special skill", "ja": "特殊技能"},
}


@dataclass(frozen=True)
class Room:
    """A room (§2.1): its colour, names, its number of tiles in the pool (a stand-in, §9), its effect in words."""

    id: str
    colour: str
    ja: str
    en: str
    pool: int
    effect_en: str
    effect_ja: str
    source: str = "seed"  # of the effect; every pool count is a stand-in (see POOL_SOURCE)


#: the pool counts are the project's own: the real per-edition tile counts were not found
POOL_SOURCE: Final = "stand-in"

ROOMS: Final[dict[str, Room]] = {
    r.id: r
    for r in (
        Room("CENTRAL", "blue", "セントラルルーム", "Central Room", 1,
             "Start. No Push or Control from it; its row and column never move.",
             "スタート地点。ここでは突き飛ばし・操作はできず、この行と列は動かない。"),
        Room("R25", "blue", "ルーム25", "Room 25", 1,
             "The exit: shift it off the board with everyone needed inside.",
             "出口。必要な全員が中にいる状態で盤の外へ押し出すと脱出。"),
        Room("KEY", "blue", "キールーム", "Key Room", 1,
             "Co-operation only: someone must enter it before the escape can succeed.",
             "協力モードのみ：脱出の前に誰かが入らなければならない。"),
        Room("EMPTY", "green", "空き部屋", "Empty Room", 8, "No effect.", "効果なし。"),
        Room("CONTROL", "green", "コントロールルーム", "Control Room", 2,
             "On entry: you may shift any one row or column not through the centre.",
             "進入時：中央を通らない行か列を一つ好きな方向に動かせる。"),
        Room("VISION", "green", "モニタールーム", "Vision Room", 2,
             "On entry: you may secretly look at any one face-down room.",
             "進入時：裏向きの好きな部屋を一つ秘密裏に見られる。"),
        Room("TUNNEL", "green", "トンネル", "Tunnel", 2,
             "On entry: if another tunnel is face up, you may move on to it at once.",
             "進入時：他のトンネルが表向きなら、すぐにそこへ移動できる。"),
        Room("MOVING", "green", "瞬間移動室", "Moving Room", 1,
             "On entry: you may swap this room (with its occupants) with any face-down room.",
             "進入時：この部屋（中の人ごと）を裏向きの好きな部屋と入れ替えられる。"),
        Room("REGEN", "green", "リジェネレイション", "Regeneration Room", 1,
             "On entry: you may revive one dead character in the Central Room.",
             "進入時：死亡したキャラクター一人をセントラルルームで蘇生できる。"),
        Room("ROBOT", "green", "ロボットルーム", "Robot Room", 2,
             "On entry: its robot appears (once); you may order one robot to move or push.",
             "進入時：この部屋のロボットが出現し（一度だけ）、ロボット一体に移動か突き飛ばしを命じられる。"),
        Room("DARK", "yellow", "暗室", "Dark Room", 2, "While inside: you cannot Look.",
             "中にいる間：部屋を見ることができない。"),
        Room("VORTEX", "yellow", "ボルテックスルーム", "Vortex Room", 2,
             "On entry: you go back to the Central Room.", "進入時：セントラルルームへ戻される。"),
        Room("COLD", "yellow", "極寒室", "Cold Room", 2,
             "In it at programming: you program only one action (no adrenaline).",
             "計画時にここにいると：行動を一つしか計画できない（アドレナリンなし）。"),
        Room("PRISON", "yellow", "牢屋", "Prison", 1,
             "While inside: Move only to an adjacent Central Room or room with another character.",
             "中にいる間：隣接するセントラルルームか他のキャラクターがいる部屋にしか移動できない。"),
        Room("PIVOT", "yellow", "ピボッティングルーム", "Pivoting Room", 1,
             "While inside: Move, Look and Push only along the axis you came in by.",
             "中にいる間：入ってきた方向の軸に沿ってしか移動・見る・突き飛ばしができない。"),
        Room("MIRROR", "yellow", "ミラールーム", "Mirror Room", 1,
             "On entry: your other actions this turn are cancelled and your unused Adrenaline is lost.",
             "進入時：このターンの残りの行動は取り消され、未使用のアドレナリンを失う。"),
        Room("JAMMING", "yellow", "ジャミングルーム", "Jamming Room", 1,
             "While anyone is inside: no colour announcements.",
             "誰かが中にいる間：色の伝達ができない。"),
        Room("MAC", "yellow", "M.A.C.ルーム", "M.A.C. Room", 1,
             "On entry (M.A.C. option): draw a M.A.C. card.", "進入時（M.A.C.使用時）：M.A.C.カードを一枚引く。"),
        Room("TRAP", "red", "トラップルーム", "Trap Room", 2,
             "You die unless your next action moves you out.", "次の行動でこの部屋から出なければ死亡する。"),
        Room("ACID", "red", "酸のプール", "Acid Bath", 2,
             "One occupant only: when another character enters, the one inside dies.",
             "一人用：他のキャラクターが入ると、先にいたキャラクターが死亡する。"),
        Room("FLOOD", "red", "水攻め部屋", "Flooded Room", 2,
             "On entry it locks; whoever is still inside at the end of the next turn dies.",
             "進入時に施錠される。次のターン終了時に中にいると死亡する。"),
        Room("MORTAL", "red", "モータルルーム", "Death Room", 2, "On entry: you die.", "進入すると死亡する。"),
        Room("SHREDDER", "red", "シュレッダールーム", "Shredder Room", 2,
             "When someone leaves it locks and anyone left inside dies; a robot entering is destroyed.",
             "誰かが出ると施錠され、残った者は死亡する。ロボットが入ると破壊される。"),
        Room("PARANOIA", "red", "パラノイアルーム", "Paranoia Room", 1,
             "While inside: your actions are random.", "中にいる間：行動はすべてランダムになる。"),
        Room("TIMER", "red", "タイマールーム", "Timer Room", 1,
             "On entry: one turn less, then it becomes an Empty Room; entering on the last turn kills.",
             "進入時：残りターンが1減り、空き部屋になる。最終ターンに入ると死亡する。"),
        Room("ILLUSION", "red", "イリュージョンルーム", "Illusion Room", 2,
             "On entry: it swaps with another face-down room under you; that room's effect applies.",
             "進入時：他の裏向きの部屋と入れ替わり、その部屋の効果を受ける。"),
    )
}  # fmt: skip


def colour_of(room: str) -> str:
    """The colour of room ``room`` (green, yellow, red or blue; §2.1)."""
    return ROOMS[room].colour


@dataclass(frozen=True)
class Composition:
    """The 25 tiles of one set-up: fixed rooms plus random draws per colour."""

    key: str
    fixed: tuple[str, ...]
    random: tuple[tuple[str, int], ...]  # (colour, how many drawn at random)
    excluded: tuple[str, ...]  # rooms never drawn at random here
    source: str
    note_en: str
    note_ja: str

    def draw(self, mac: bool, rng: Rng, known: Sequence[str] = ()) -> list[str]:
        """The rooms a set-up draws (§2.2): the fixed ones, then each colour's random draws from its pool.

        ``known`` rooms are already placed (a re-deal's rooms seen): the fixed ones among them are not
        drawn again, the others leave the pool and count against their colour's draws. M.A.C. rooms are
        drawn only with ``mac``.
        """
        rooms = list(self.fixed)
        extra: Counter[str] = Counter()
        for room in known:
            if room in rooms:
                rooms.remove(room)
            else:
                extra[room] += 1
        for colour, count in self.random:
            pool = [
                r.id
                for r in ROOMS.values()
                if r.colour == colour and r.id not in self.excluded and (mac or r.id != "MAC")
                for _ in range(r.pool - self.fixed.count(r.id) - extra[r.id])
            ]
            k = count - sum(n for r, n in extra.items() if colour_of(r) == colour and r not in self.fixed)
            rooms += rng.sample(pool, max(0, min(k, len(pool))))
        return rooms


COMPOSITIONS: Final[dict[str, Composition]] = {
    c.key: c
    for c in (
        Composition(
            "suspicion-4-5",
            ("CENTRAL", "R25", "JAMMING", "MORTAL", "MORTAL", "TIMER"),
            (("green", 5), ("yellow", 7), ("red", 7)),
            ("KEY", "MAC"),
            "pub",
            "Suspicion, 4–5 characters (BGA).",
            "疑念モード 4〜5人（BGA）。",
        ),
        Composition(
            "suspicion-6-8",
            ("CENTRAL", "R25", "REGEN", "ROBOT", "JAMMING", "MORTAL", "SHREDDER", "SHREDDER"),
            (("green", 3), ("yellow", 7), ("red", 7)),
            ("KEY", "MAC"),
            "decision",
            "Suspicion, 6 characters (BGA, random greens cut from 5 to 3 so that there are 25 tiles); "
            "7–8 characters use it too (project decision).",
            "疑念モード 6人（BGA。25枚になるようランダムの緑を5から3に修正）。7〜8人も同じ（プロジェクトの決定）。",
        ),
        Composition(
            "cooperation",
            ("CENTRAL", "R25", "KEY", "VISION", "MORTAL"),
            (("green", 6), ("yellow", 7), ("red", 7)),
            ("JAMMING",),
            "stand-in",
            "Co-operation and solo: the project's own composition (the real one was not found).",
            "協力・ソロ：プロジェクト独自の構成（実際の構成は不明）。",
        ),
    )
}


def composition_for(mode: str, characters: int) -> Composition:
    """The 25 tiles of a game's set-up for ``mode`` and the number of characters (§2.2)."""
    if mode == "cooperation":
        return COMPOSITIONS["cooperation"]
    return COMPOSITIONS["suspicion-4-5" if characters <= 5 else "suspicion-6-8"]


#: rooms whose tiles always go to the exit zone (with Room 25)
EXIT_ROOMS: Final = ("R25", "VISION", "ROBOT")
#: rooms that always go to the cross (project decision: the Key costs a detour but is reachable)
CROSS_ROOMS: Final = ("KEY",)

#: turns per mode and number of characters [PUB]
TURNS: Final[dict[str, dict[int, int]]] = {
    "cooperation": {4: 8, 5: 7, 6: 6},
    "suspicion": {4: 10, 5: 10, 6: 10, 7: 9, 8: 8},
}

#: co-operation: characters each player runs, by number of players [PUB BGA tips]
COOP_CHARACTERS_PER_PLAYER: Final[dict[int, int]] = {1: 4, 2: 2, 3: 2, 4: 1, 5: 1, 6: 1}

#: suspicion roles: (guards, prisoners) in the deck, dealt one per character [DECISION]
ROLE_DECK: Final[dict[int, tuple[int, int]]] = {4: (1, 4), 5: (1, 4), 6: (2, 4), 7: (2, 5), 8: (2, 6)}
ROLE_SOURCE: Final = "decision"


def guards_in_setup(characters: int) -> int:
    """1-guard or 2-guard game (for the Unmask rule)."""
    return ROLE_DECK[characters][0]


@dataclass(frozen=True)
class Character:
    """A character (§3): its names and its special skill in words (§5)."""

    id: str
    ja: str
    en: str
    skill_en: str
    skill_ja: str


CHARACTERS: Final[tuple[Character, ...]] = (
    Character("jennifer", "ジェニファー", "Jennifer",
              "Pull an adjacent character into your room (not into a locked room).",
              "隣接するキャラクターを自分の部屋に呼び込む（施錠された部屋には不可）。"),
    Character("alice", "アリス", "Alice", "Hide until your next action: others cannot affect you.",
              "次の行動まで隠れる：他の者の影響を受けない。"),
    Character("max", "マックス", "Max",
              "Take a character from your room into an adjacent room with you; you make the room's choices.",
              "同室のキャラクターを連れて隣の部屋へ移動する。部屋の選択はマックスが行う。"),
    Character("frank", "フランク", "Frank", "Recover your Adrenaline.", "アドレナリンを回復する。"),
    Character("emmett", "エメット", "Emmett",
              "Lock a face-up non-blue room you are in or next to (2 at most), or unlock an adjacent "
              "empty locked room (it turns face down).",
              "自分がいるか隣接する表向きの青以外の部屋を施錠する（最大2つ）か、隣接する無人の施錠された部屋を"
              "解錠する（裏向きになる）。"),
    Character("sarah", "サラ", "Sarah",
              "Turn the non-blue room you are in into an Empty Room (twice at most), or destroy a robot in your room.",
              "自分のいる青以外の部屋を空き部屋にする（最大2回）か、同室のロボットを破壊する。"),
    Character("kevin", "ケビン", "Kevin",
              "Swap two face-up non-blue rooms next to you, or order one robot to move or push.",
              "隣接する表向きの青以外の部屋二つを入れ替えるか、ロボット一体に移動か突き飛ばしを命じる。"),
    Character("mimic", "ミミック", "Mimic", "Copy the skill of a character in or next to your room.",
               "同室か隣接する部屋のキャラクターの技能を真似る。"),
)  # fmt: skip
CHARACTER_BY_ID: Final[dict[str, Character]] = {c.id: c for c in CHARACTERS}

#: the verbs each character's skill offers (Mimic copies its neighbours')
SKILL_VERBS: Final[dict[str, tuple[str, ...]]] = {
    "jennifer": ("pull",),
    "alice": ("hide",),
    "max": ("carry",),
    "frank": ("adrenaline",),
    "emmett": ("lock", "unlock"),
    "sarah": ("empty", "destroy"),
    "kevin": ("swap", "robot"),
    "mimic": (),
}
EMMETT_MAX_LOCKS: Final = 2
SARAH_MAX_EMPTIES: Final = 2


@dataclass(frozen=True)
class MacCard:
    """A M.A.C. card [STAND-IN deck]: an area shift or a penalty."""

    id: int
    kind: str  # "area" or "penalty"
    line: str = ""  # "row" / "col"
    index: int = 0
    direction: str = ""
    again: bool = False  # draw one more card
    double: bool = False  # the line shifts two cells
    targets: tuple[str, ...] = ()  # penalty: character ids


MAC_SOURCE: Final = "stand-in"
MAC_DECK: Final[tuple[MacCard, ...]] = (
    MacCard(0, "area", "row", 0, "right"),
    MacCard(1, "area", "row", 1, "left", again=True),
    MacCard(2, "area", "row", 3, "right"),
    MacCard(3, "area", "row", 4, "left"),
    MacCard(4, "area", "col", 0, "down", double=True),
    MacCard(5, "area", "col", 1, "up"),
    MacCard(6, "area", "col", 3, "down", again=True),
    MacCard(7, "area", "col", 4, "up"),
    MacCard(8, "penalty", targets=("jennifer", "alice")),
    MacCard(9, "penalty", targets=("max", "frank")),
    MacCard(10, "penalty", targets=("emmett", "sarah")),
    MacCard(11, "penalty", targets=("kevin", "mimic")),
)
#: what a penalty may take away this turn (skill only with the skills option)
PENALTY_CHOICES: Final = ("look", "control", "skill")

DIRECTIONS: Final[dict[str, tuple[str, int]]] = {
    "left": ("row", -1),
    "right": ("row", 1),
    "up": ("col", -1),
    "down": ("col", 1),
}


def sources_summary() -> dict[str, str]:
    """Which tables are the project's own (for the rules help)."""
    return {
        "room_effects": "seed",
        "room_pool_counts": POOL_SOURCE,
        "composition_suspicion_4_5": COMPOSITIONS["suspicion-4-5"].source,
        "composition_suspicion_6_8": COMPOSITIONS["suspicion-6-8"].source,
        "composition_cooperation": COMPOSITIONS["cooperation"].source,
        "roles": ROLE_SOURCE,
        "mac_deck": MAC_SOURCE,
        "turns": "pub",
    }
