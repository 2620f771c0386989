"""Worked examples of the rooms, pushing, a shift and the escape (docs/rules/roomtwentyfive.md §2.1, §5, §6).

The cases the seed's page explains: the Trap Room (entered on action 1, a Look on action 2 kills) and the
Illusion Room that swaps with a Vortex Room, then the Acid Bath and the Mirror Room; a push out of a room
(never out of the Central Room); a Control that wraps a row, a control token that lets a line slide only the
same way again; Room 25 leaving the complex with and without the Key, and the suspicion Alert. Each starts from
a position laid out with :func:`~tabletop.roomtwentyfive.scenario.build`, every character programmed and the
lost actions before the interesting one passed (:func:`_staged`), so its steps are the actions that matter.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.examples import Example, Step, register
from .game import RoomTwentyFive
from .pieces import Phase
from .scenario import build, play

_SUS = {"mode": "suspicion"}


def _staged(programs: Mapping[str, str], *then: str, passes: bool = True, **layout: Any) -> str:
    """The position text of :func:`build` ``(**layout)`` once every character has programmed
    (``programs`` by name, the others a lone ``push``, lost where nobody can be pushed) and the
    canonical texts ``then`` are played (:func:`play`); after each, the lost actions up to the next
    real choice are passed unless ``passes`` is false."""
    s = build(**layout)
    for ch in s.chars:
        s = play(s, f"program {ch.name} {programs.get(ch.name, 'push')}")
    for text in (None, *then):
        s = s if text is None else play(s, text)
        while passes and s.phase is Phase.ACTION and s.legal_texts(s.active_players()[0]) == ["pass"]:
            s = play(s, "pass")
    return s.to_position()


def _next_turn(**programs: str) -> tuple[str, ...]:
    """The programming texts of a next turn: ``programs`` by name, Alice, Max and Frank a lone push."""
    return tuple(f"program {n} {programs.get(n, 'push')}" for n in ("jennifer", "alice", "max", "frank"))


#: the others go first and lose their lone push in the Central Room: Jennifer (seat 1) acts last
_JENNIFER_LAST = ("alice", "max", "frank", "jennifer")


register(RoomTwentyFive.id, lambda: (
    Example(
        "trap",
        {"en": "The Trap Room: the next action must leave", "ja": "トラップルーム：次の行動で脱出"},
        "§2.1",
        {
            "en": "Co-operation. Jennifer programmed Move, then Look. The others have lost their one action; "
                  "the room at 1,2 above the Central Room is face down.",
            "ja": "協力モード。ジェニファーは「移動」→「部屋を見る」を計画。"
                  "他の3人は計画した1つの行動をすでに失っています。セントラルルームの上、1,2の部屋は裏向きです。",
        },
        position=_staged({"jennifer": "move look"}, rooms={(1, 2): "TRAP"}, order=_JENNIFER_LAST),
        steps=(
            Step(0, "move 1,2", {
                "en": "Action 1: Jennifer moves to 1,2 and reveals a Trap Room. She is trapped: her next action "
                      "must take her out of it.",
                "ja": "行動1：ジェニファーが1,2へ移動し、トラップルームが公開されました。"
                      "次の行動でこの部屋を出なければ死亡します。",
            }),
            Step(0, "look 0,2", {
                "en": "Action 2 was programmed as a Look, so she looks at 0,2 instead of leaving.",
                "ja": "行動2は「部屋を見る」を計画していたため、脱出せずに0,2の部屋を見ます。",
            }),
            Step(0, "silent", {
                "en": "Her Look is over and she is still inside: Jennifer dies, and in co-operation any death "
                      "loses the game for the whole team.",
                "ja": "部屋を見終えても室内にいるため、ジェニファーは死亡。協力モードでは"
                      "誰か1人でも死亡するとチーム全員の敗北です。",
            }),
        ),
    ),
    Example(
        "trap-next-turn",
        {"en": "The Trap Room across two turns", "ja": "ターンを跨ぐトラップルーム"},
        "§8",
        {
            "en": "Last turn Jennifer looked with action 1, then entered the Trap Room at 1,2 with action 2. "
                  "She is still trapped, and this turn she programmed one Move.",
            "ja": "前のターン、ジェニファーは行動1で部屋を見て、行動2で1,2のトラップルームに進入しました。"
                  "罠にかかったまま、このターンは「移動」を1つ計画しています。",
        },
        position=_staged(
            {"jennifer": "look move"}, "look 2,1", "silent", "move 1,2", *_next_turn(jennifer="move"),
            rooms={(1, 2): "TRAP"}, order=("jennifer", "alice", "max", "frank"),
        ),
        steps=(
            Step(0, "move 1,1", {
                "en": "Her next action, even a turn later, takes her out of the Trap Room: Jennifer survives "
                      "(the wiki's own case).",
                "ja": "ターンを跨いでも、次の行動でトラップルームを脱出できたのでジェニファーは生き残ります"
                      "（ルールページの例）。",
            }),
        ),
    ),
    Example(
        "illusion",
        {"en": "The Illusion Room swaps with a Vortex Room", "ja": "イリュージョンルームとボルテックスルーム"},
        "§2.1",
        {
            "en": "Every room is face up but two: 1,2 (an Illusion Room) and 0,0 (a Vortex Room). Jennifer "
                  "programmed one Move.",
            "ja": "裏向きの部屋は1,2（イリュージョンルーム）と0,0（ボルテックスルーム）の2つだけ。"
                  "ジェニファーは「移動」を1つ計画しました。",
        },
        position=_staged(
            {"jennifer": "move"}, rooms={(1, 2): "ILLUSION", (0, 0): "VORTEX"}, order=_JENNIFER_LAST,
            face_up=[(r, c) for r in range(5) for c in range(5) if (r, c) not in ((1, 2), (0, 0))],
        ),
        steps=(
            Step(0, "move 1,2", {
                "en": "Jennifer enters the Illusion Room, which swaps places with the only other face-down "
                      "room: the Vortex Room now lies under her at 1,2 and takes effect. She is sucked back to "
                      "the Central Room. The Illusion Room, now face up, sits at 0,0.",
                "ja": "ジェニファーがイリュージョンルームに進入。唯一の他の裏向きの部屋と入れ替わり、"
                      "1,2のボルテックスルームの効果を受けてセントラルルームに戻されます。"
                      "イリュージョンルームは表向きのまま0,0に移りました。",
            }),
        ),
    ),
    Example(
        "acid-bath",
        {"en": "The Acid Bath holds one character", "ja": "酸のプールは一人用"},
        "§2.1",
        {
            "en": "Suspicion. Jennifer stands in the Acid Bath at 1,2; Alice, in the Central Room below, "
                  "programmed a Move.",
            "ja": "疑念モード。ジェニファーは1,2の酸のプールにいます。真下のセントラルルームの"
                  "アリスは「移動」を計画しました。",
        },
        position=_staged(
            {"alice": "move"}, options=_SUS, rooms={(1, 2): "ACID"}, at={"jennifer": (1, 2)},
            order=("max", "frank", "jennifer", "alice"),
        ),
        steps=(
            Step(1, "move 1,2", {
                "en": "Alice moves into the Acid Bath: the character already inside, Jennifer, dies. Alice "
                      "stays there alive.",
                "ja": "アリスが酸のプールに進入：先に入っていたジェニファーが死亡します。"
                      "アリスは無事にそこに留まります。",
            }),
        ),
    ),
    Example(
        "flood",
        {"en": "The Flooded Room", "ja": "水攻め部屋"},
        "§2.1",
        {
            "en": "Last turn Jennifer entered the Flooded Room at 1,2: it locked behind her, and nobody else may "
                  "enter. This turn she programmed a Look instead of leaving.",
            "ja": "前のターン、ジェニファーは1,2の水攻め部屋に進入し、部屋は進入不可になりました。"
                  "このターン、彼女は脱出せず「部屋を見る」を計画しています。",
        },
        position=_staged(
            {"jennifer": "move"}, "move 1,2", *_next_turn(jennifer="look"),
            rooms={(1, 2): "FLOOD"}, order=("jennifer", "alice", "max", "frank"),
        ),
        steps=(
            Step(0, "look 0,2", {
                "en": "Jennifer looks at 0,2 from inside the Flooded Room.",
                "ja": "ジェニファーは水攻め部屋の中から0,2の部屋を見ます。",
            }),
            Step(0, "silent", {
                "en": "The turn ends with her still inside, the end of the turn after she entered: Jennifer "
                      "drowns, and the team loses.",
                "ja": "進入した次のターンの終了時にまだ室内にいるため、ジェニファーは死亡。チームの敗北です。",
            }),
        ),
    ),
    Example(
        "timer",
        {"en": "The Timer Room takes a turn", "ja": "タイマールームでターンが減る"},
        "§2.1",
        {
            "en": "Turn 1 of 8. Jennifer programmed a Move; the room at 1,2 is face down.",
            "ja": "8ターン中のターン1。ジェニファーは「移動」を計画。1,2の部屋は裏向きです。",
        },
        position=_staged({"jennifer": "move"}, rooms={(1, 2): "TIMER"}, order=_JENNIFER_LAST),
        steps=(
            Step(0, "move 1,2", {
                "en": "A Timer Room: the countdown loses a turn, and the room becomes an Empty Room. With the turn "
                      "over too, 6 turns remain instead of 7.",
                "ja": "タイマールーム：残りターンが1つ減り、部屋は空き部屋に置き換わります。"
                      "このターンも終わり、残りは7ではなく6ターンです。",
            }),
        ),
    ),
    Example(
        "mirror",
        {"en": "The Mirror Room cancels the rest of the turn", "ja": "ミラールーム：一回休み"},
        "§2.1",
        {
            "en": "Jennifer programmed Move, Look and her Adrenaline for a second Move; the room at 1,2 is "
                  "face down.",
            "ja": "ジェニファーは「移動」「部屋を見る」に加え、アドレナリンで2度目の「移動」を計画。"
                  "1,2の部屋は裏向きです。",
        },
        position=_staged({"jennifer": "move look adrenaline move"}, rooms={(1, 2): "MIRROR"}, order=_JENNIFER_LAST),
        steps=(
            Step(0, "move 1,2", {
                "en": "Jennifer reveals a Mirror Room: her Look and her Adrenaline Move are cancelled, and her "
                      "Adrenaline is spent for the rest of the game.",
                "ja": "ミラールームが公開されました。ジェニファーの「部屋を見る」とアドレナリンの「移動」は"
                      "取り消され、アドレナリンも使用済みになります。",
            }),
        ),
    ),
    Example(
        "cold-room",
        {"en": "The Cold Room: one action", "ja": "極寒室：行動は1つだけ"},
        "§4",
        {
            "en": "Programming. Jennifer stands in the Cold Room at 1,2.",
            "ja": "計画フェーズ。ジェニファーは1,2の極寒室にいます。",
        },
        position=build(rooms={(1, 2): "COLD"}, at={"jennifer": (1, 2)}).to_position(),
        steps=(
            Step(0, "program jennifer move", {
                "en": "Inside a Cold Room a character programs a single action, without Adrenaline: Jennifer "
                      "plans one Move.",
                "ja": "極寒室の中では行動を1つしか計画できず、アドレナリンも使えません。"
                      "ジェニファーは「移動」を1つだけ計画します。",
            }),
        ),
    ),
    Example(
        "push",
        {"en": "Pushing, and never from the Central Room", "ja": "突き飛ばし（セントラルルームからは不可）"},
        "§5",
        {
            "en": "Suspicion; Frank is a guard. Frank and Jennifer share the Empty Room at 1,2; the room "
                  "above them at 0,2 is face down. Alice, in the Central Room, and Frank programmed Push.",
            "ja": "疑念モード、フランクは警備員。フランクとジェニファーは1,2の空き部屋に同室、その上の0,2の"
                  "部屋は裏向き。セントラルルームのアリスとフランクは「突き飛ばし」を計画しました。",
        },
        position=_staged(
            {"jennifer": "look"}, passes=False, options=_SUS, roles={"frank": "guard"},
            rooms={(0, 2): "MORTAL"}, at={"jennifer": (1, 2), "frank": (1, 2)}, face_up=[(1, 2)],
            order=("alice", "frank", "jennifer", "max"),
        ),
        steps=(
            Step(1, "pass", {
                "en": "Alice cannot push anyone out of the Central Room: her Push is lost.",
                "ja": "セントラルルームからは突き飛ばせないため、アリスの「突き飛ばし」は失われます。",
            }),
            Step(3, "push jennifer 0,2", {
                "en": "Frank pushes Jennifer into 0,2. The room is revealed as a Death Room and its effect "
                      "applies to her: Jennifer dies.",
                "ja": "フランクがジェニファーを0,2へ突き飛ばしました。部屋はモータルルームと公開され、"
                      "その効果でジェニファーは死亡します。",
            }),
        ),
    ),
    Example(
        "control-wraps",
        {"en": "Control: a row slides and wraps around", "ja": "操作：行をずらすと端の部屋は反対側へ"},
        "§5",
        {
            "en": "Jennifer is in row 1 at 1,1 and programmed Control; Alice is in the Cold Room at the end "
                  "of the same row, 1,4.",
            "ja": "ジェニファーは行1の1,1にいて「操作」を計画。アリスは同じ行の端、1,4の極寒室にいます。",
        },
        position=_staged(
            {"jennifer": "control"}, rooms={(1, 4): "COLD"}, at={"jennifer": (1, 1), "alice": (1, 4)},
            order=("jennifer", "alice", "max", "frank"),
        ),
        steps=(
            Step(0, "control row 1 right", {
                "en": "Jennifer slides row 1 one room to the right. Each room carries its occupants: "
                      "Jennifer is now at 1,2, and the Cold Room with Alice comes back on the other side at 1,0.",
                "ja": "ジェニファーが行1を右へ1部屋ずらしました。部屋は中の人ごと動き、ジェニファーは1,2へ、"
                      "端の極寒室はアリスごと反対側の1,0に戻ります。",
            }),
        ),
    ),
    Example(
        "control-token",
        {"en": "A slid line only slides the same way again", "ja": "一度ずらした列は同じ方向にのみ"},
        "§5",
        {
            "en": "Jennifer (1,3) and Alice (3,3) are both in column 3, and both programmed Control.",
            "ja": "ジェニファー（1,3）とアリス（3,3）はどちらも列3にいて、2人とも「操作」を計画しました。",
        },
        position=_staged(
            {"jennifer": "control", "alice": "control"}, at={"jennifer": (1, 3), "alice": (3, 3)},
            order=("jennifer", "alice", "max", "frank"),
        ),
        steps=(
            Step(0, "control col 3 down", {
                "en": "Jennifer slides column 3 down: she is at 2,3, Alice at 4,3. A control token now marks "
                      "column 3 as slid down this turn.",
                "ja": "ジェニファーが列3を下へずらし、ジェニファーは2,3、アリスは4,3へ。"
                      "このターン、列3には下向きの操作トークンが置かれます。",
            }),
            Step(1, "control col 3 down", {
                "en": "Alice may slide column 3 only down again (or row 4): her room wraps from the bottom edge "
                      "to the top, and she is at 0,3.",
                "ja": "アリスは列3を再び下へしかずらせません（行4は可）。彼女の部屋は下端から上端へ回り、"
                      "アリスは0,3へ。",
            }),
        ),
    ),
    Example(
        "escape",
        {"en": "Escape: Room 25 leaves the complex", "ja": "脱出：ルーム25を枠外へ"},
        "§6",
        {
            "en": "Co-operation. Somebody has already entered the Key Room, and all four characters are in "
                  "Room 25 at 1,4, at the right edge. Jennifer programmed Control.",
            "ja": "協力モード。キールームには到達済みで、4人全員が右端1,4のルーム25に集まっています。"
                  "ジェニファーは「操作」を計画しました。",
        },
        position=_staged(
            {"jennifer": "control"}, rooms={(1, 4): "R25"}, key_found=True,
            at={n: (1, 4) for n in _JENNIFER_LAST}, order=("jennifer", "alice", "max", "frank"),
        ),
        steps=(
            Step(0, "control row 1 right", {
                "en": "Jennifer slides row 1 to the right: Room 25 leaves the complex with everybody inside. "
                      "The escape succeeds and the team wins.",
                "ja": "ジェニファーが行1を右へずらし、全員を乗せたルーム25が枠外へ。脱出成功、チームの勝利です。",
            }),
        ),
    ),
    Example(
        "escape-needs-key",
        {"en": "No escape without the Key Room", "ja": "キールーム未到達では脱出できない"},
        "§6",
        {
            "en": "The same position, but nobody has entered the Key Room yet.",
            "ja": "同じ状況ですが、まだ誰もキールームに到達していません。",
        },
        position=_staged(
            {"jennifer": "control"}, rooms={(1, 4): "R25"},
            at={n: (1, 4) for n in _JENNIFER_LAST}, order=("jennifer", "alice", "max", "frank"),
        ),
        steps=(
            Step(0, "control row 1 right", {
                "en": "Room 25 slides off the right edge, but the escape is not ready: it wraps like any room "
                      "and comes back at 1,0 with the four characters inside.",
                "ja": "ルーム25は右端から出ますが、脱出条件を満たさないため他の部屋と同じく反対側へ回り、"
                      "4人を乗せたまま1,0に戻ります。",
            }),
        ),
    ),
    Example(
        "alert",
        {"en": "Suspicion: the Alert", "ja": "疑念モード：アラート"},
        "§6",
        {
            "en": "Suspicion, turn 3 of 10: 8 turns remain. Room 25 lies face down at 1,2 and Jennifer "
                  "programmed a Move.",
            "ja": "疑念モード、10ターン中のターン3で残り8ターン。1,2には裏向きのルーム25。"
                  "ジェニファーは「移動」を計画しました。",
        },
        position=_staged(
            {"jennifer": "move"}, options=_SUS, rooms={(1, 2): "R25"}, turn=3, order=_JENNIFER_LAST,
        ),
        steps=(
            Step(0, "move 1,2", {
                "en": "Jennifer enters Room 25 while more than 5 turns remain: the alarm sounds and the "
                      "countdown drops to 5 turns. The turn then ends: 4 remain.",
                "ja": "残り5ターンより多い時点でルーム25に進入したため警報が鳴り、残りターン数は5に減ります。"
                      "このターンが終わり、残り4ターンです。",
            }),
        ),
    ),
))
