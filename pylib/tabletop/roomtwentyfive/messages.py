"""Room 25 messages (ja/en) for logs, registered under ``roomtwentyfive.``.

Every event of a turn (docs/rules/roomtwentyfive.md §4), each action and room effect (§5, §2.1) and the end
(§6) has a line here.

Log lines are ``{"key": "roomtwentyfive.<name>", "args": {...}}`` with ids as
arguments (a character id, a room id, a cell as ``[row, col]``); the game
declares each argument's kind (:attr:`RoomTwentyFive.log_args`) and
:meth:`RoomTwentyFive.log_word` turns the game's own kinds into words, so the
one describer of :mod:`tabletop.core.log` reads every line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import i18n
from .data import ACTION_NAMES, CHARACTER_BY_ID, COLOUR_NAMES, ROOMS

NS = "roomtwentyfive"

ROLE_NAMES = {"prisoner": {"en": "prisoner", "ja": "囚人"}, "guard": {"en": "guard", "ja": "警備員"}}
LINE_NAMES = {"row": {"en": "row", "ja": "行"}, "col": {"en": "column", "ja": "列"}}
DIR_NAMES = {
    "left": {"en": "left", "ja": "左"},
    "right": {"en": "right", "ja": "右"},
    "up": {"en": "up", "ja": "上"},
    "down": {"en": "down", "ja": "下"},
}

#: the kind of every log argument (see :mod:`tabletop.core.log`)
LOG_ARGS: dict[str, str] = {
    "player": "seat", "char": "char", "target": "char", "cell": "cell", "cell2": "cell", "room": "room",
    "colour": "colour", "action": "action", "role": "role", "line": "line", "dir": "dir", "index": "number",
    "n": "number", "turn": "number",
}  # fmt: skip


#: the game's own kinds read from a table (``Game.log_words``)
LOG_WORDS: dict[str, Mapping[str, Any]] = {
    "char": CHARACTER_BY_ID, "room": ROOMS, "colour": COLOUR_NAMES, "action": ACTION_NAMES, "role": ROLE_NAMES,
    "line": LINE_NAMES, "dir": DIR_NAMES,
}  # fmt: skip


_MESSAGES: dict[str, tuple[str, str]] = {
    "setup": ("The complex is ready: {n:turn|turns} to escape.", "コンプレックスの準備完了：脱出まで{n}ターン。"),
    "your_role": ("You are a {role}.", "あなたの役割は{role}です。"),
    "your_characters": ("You play {char}.", "あなたは{char}を操作します。"),
    "clue": ("{player} peeks at the room at {cell}.", "{player}が{cell}の部屋を覗いた。"),
    "clue_private": ("You peek at the room at {cell}: {room}.", "{cell}の部屋を覗いた：{room}。"),
    "look": ("{char} looks at the room at {cell}.", "{char}が{cell}の部屋を見た。"),
    "look_private": ("{char} looks at the room at {cell}: {room}.", "{char}が{cell}の部屋を見た：{room}。"),
    "vision": ("{char} watches the room at {cell} on the monitors.", "{char}がモニターで{cell}の部屋を見た。"),
    "vision_private": (
        "{char} watches the room at {cell} on the monitors: {room}.",
        "{char}がモニターで{cell}の部屋を見た：{room}。",
    ),
    "announce": ("{player} announces {colour}.", "{player}の伝達：{colour}。"),
    "silent": ("{player} says nothing.", "{player}は何も伝えない。"),
    "jammed": (
        "{player} cannot speak: the Jamming Room blocks it.",
        "ジャミングにより{player}は伝達できない。",
    ),
    "mark": (
        "{player} puts the reminder marker on the room at {cell}.",
        "{player}が{cell}の部屋に記録マークを置いた。",
    ),
    "turn": ("Turn {turn}: {n:turn remains|turns remain}.", "ターン{turn}：残り{n}ターン。"),
    "last_turn": ("Last turn!", "最終ターン！"),
    "programmed": ("{char} programs {n:action|actions}.", "{char}が行動を{n}個計画した。"),
    "move": ("{char} moves to the room at {cell}.", "{char}が{cell}の部屋へ移動。"),
    "reveal_room": ("The room at {cell} is revealed: {room}.", "{cell}の部屋が公開された：{room}。"),
    "push": (
        "{char} pushes {target} into the room at {cell}.",
        "{char}が{target}を{cell}の部屋へ突き飛ばした。",
    ),
    "shift": ("{char} slides {line} {index} {dir}.", "{char}が{line}{index}を{dir}へずらした。"),
    "room_shift": ("{char} uses the Control Room: {line} {index} slides {dir}.",
                   "{char}がコントロールルームを使用：{line}{index}を{dir}へ。"),
    "mac_shift": ("M.A.C.: {line} {index} slides {dir}.", "M.A.C.：{line}{index}が{dir}へずれた。"),
    "mac_again": ("M.A.C.: one more card.", "M.A.C.：もう一枚引く。"),
    "mac_penalty": ("M.A.C. penalty: {char} must give up an action this turn.",
                    "M.A.C.罰則：{char}はこのターン行動を一つ失う。"),
    "penalty": ("{char} gives up {action} this turn.", "{char}はこのターン{action}を使えない。"),
    "escape": ("Room 25 leaves the complex: the escape succeeds!", "ルーム25が枠外へ：脱出成功！"),
    "no_escape": ("Room 25 slides off the edge but the escape is not ready: it comes back on the other side.",
                  "ルーム25が枠外へ出たが脱出条件を満たさず、反対側へ戻った。"),
    "death": ("{char} dies ({room}).", "{char}が死亡（{room}）。"),
    "lost": ("{char}'s {action} is lost.", "{char}の{action}は失われた。"),
    "cancelled": ("{char}'s remaining actions are cancelled.", "{char}の残りの行動は取り消された。"),
    "vortex": ("{char} is sucked back to the Central Room.", "{char}はセントラルルームに戻された。"),
    "timer": ("The Timer Room ticks: {n:turn remains|turns remain}.", "タイマールーム作動：残り{n}ターン。"),
    "flood": ("The room at {cell} floods and locks.", "{cell}の部屋が浸水し施錠された。"),
    "shredder_lock": ("The Shredder Room at {cell} locks.", "{cell}のシュレッダールームが施錠された。"),
    "trap": (
        "{char} is trapped: the next action must leave the room.",
        "{char}は罠にかかった：次の行動で出なければならない。",
    ),
    "illusion": (
        "The Illusion Room swaps with the room at {cell}.",
        "イリュージョンルームが{cell}の部屋と入れ替わった。",
    ),
    "moving": (
        "{char} swaps the Moving Room with the room at {cell}.",
        "{char}が瞬間移動室を{cell}の部屋と入れ替えた。",
    ),
    "tunnel": ("{char} takes the tunnel to the room at {cell}.", "{char}がトンネルで{cell}の部屋へ。"),
    "revive": ("{char} revives {target} in the Central Room.", "{char}が{target}をセントラルルームで蘇生した。"),
    "robot_appear": ("Robot {n} appears in the room at {cell}.", "ロボット{n}が{cell}の部屋に出現。"),
    "robot_move": ("Robot {n} moves to the room at {cell}.", "ロボット{n}が{cell}の部屋へ移動。"),
    "robot_push": (
        "Robot {n} pushes {target} into the room at {cell}.",
        "ロボット{n}が{target}を{cell}の部屋へ突き飛ばした。",
    ),
    "robot_destroyed": ("Robot {n} is destroyed.", "ロボット{n}が破壊された。"),
    "key": ("{char} reaches the Key Room: the exit is unlocked.", "{char}がキールームに到達：出口の鍵が開いた。"),
    "alert": (
        "Alert! Someone is in Room 25: only {n:turn remains|turns remain}.",
        "アラート！ルーム25に進入者：残り{n}ターン。",
    ),
    "unmask": ("Unmasked: {char} is a {role}.", "仮面を取れ！{char}は{role}。"),
    "guard_reveal": ("{char} reveals: a guard!", "{char}が警備員であることを公開した！"),
    "pass": ("{char} does nothing.", "{char}は何もしない。"),
    "paranoia": ("{char} acts at random (Paranoia Room).", "{char}はランダムに行動する（パラノイアルーム）。"),
    "adrenaline": ("{char} uses Adrenaline.", "{char}がアドレナリンを使用。"),
    "pull": ("{char} pulls {target} in.", "{char}が{target}を呼び込んだ。"),
    "hide": ("{char} hides.", "{char}が隠れた。"),
    "carry": (
        "{char} takes {target} along into the room at {cell}.",
        "{char}が{target}を連れて{cell}の部屋へ。",
    ),
    "recover": ("{char} recovers Adrenaline.", "{char}がアドレナリンを回復した。"),
    "lock": ("{char} locks the room at {cell}.", "{char}が{cell}の部屋を施錠した。"),
    "unlock": (
        "{char} unlocks the room at {cell}; it turns face down.",
        "{char}が{cell}の部屋を解錠した（裏向きに戻る）。",
    ),
    "empty": ("{char} turns the room at {cell} into an Empty Room.", "{char}が{cell}の部屋を空き部屋にした。"),
    "destroy": ("{char} destroys robot {n}.", "{char}がロボット{n}を破壊した。"),
    "swap_rooms": (
        "{char} swaps the rooms at {cell} and {cell2}.",
        "{char}が{cell}と{cell2}の部屋を入れ替えた。",
    ),
    "sacrifice": ("{char} lets {target} drown in the acid.", "{char}は{target}を酸のプールに残した。"),
    "mac_blocked": ("M.A.C.: {line} {index} cannot slide {dir}: it already slid the other way this turn.",
                    "M.A.C.：{line}{index}はこのターン逆方向に動いたため{dir}へは動かない。"),
    "swap_blocked": ("{char} cannot swap the rooms at {cell} and {cell2}: one of them is blue. Nothing moves.",
                     "{char}は{cell}と{cell2}の部屋を入れ替えられない：一方が青の部屋。何も動かない。"),
    "time_up": ("Time is up: the countdown is over.", "時間切れ：カウントダウン終了。"),
    "coop_win": ("The team escaped!", "チームは脱出に成功した！"),
    "coop_loss_death": ("A character died: the team has lost.", "キャラクターが死亡：チームの敗北。"),
    "coop_loss_time": ("The team did not escape in time.", "チームは時間内に脱出できなかった。"),
    "prisoners_win": ("The prisoners escaped!", "囚人の脱出成功！"),
    "guards_win_deaths": ("Two prisoners are dead: the guards win.", "囚人が二人死亡：警備員の勝利。"),
    "guards_win_time": ("Time is up: the guards win.", "時間切れ：警備員の勝利。"),
}  # fmt: skip


def register_messages() -> None:
    """Add Room 25's messages to the catalog under ``roomtwentyfive.`` (done once, on import)."""
    i18n.register(NS, {k: {"en": en, "ja": ja} for k, (en, ja) in _MESSAGES.items()})


register_messages()
