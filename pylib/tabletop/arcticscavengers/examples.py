"""Worked examples of a round (docs/rules/arcticscavengers.md §4, and the Medic of §6, Decision 11).

Digging, hunting and hiring in the gathering phase, then the skirmish: a plain win, a tie, the 2-player
variant's margin, a snipe, a disarm and a Medic's save. Each starts from a position staged by
:meth:`~.game.ArcticScavengers.scenario` (chosen hands, junkyard top and contested pile; every card a
seat owns counts as publicly known) with two players.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from ..core.examples import Example, Step, register
from ..core.game import Game, State
from .game import ID, ArcticScavengers

#: without the 2-player variant: a skirmish is won by any margin and the initiator peeks
_FULL = {"variant_2p": False}
#: the contested pile of the skirmishes (first = top)
_PILE = ("field_crew", "tribe_family")


@dataclass(frozen=True)
class _Staged(Example):
    """An example whose start :meth:`~.game.ArcticScavengers.scenario` stages when it is first asked for
    (not at import: a staged deal costs a few milliseconds): two players at the start of ``round``'s
    gathering, player 1 first, with ``hands`` (one per seat) and the scenario's other keywords."""

    round: int = 1
    hands: tuple[tuple[str, ...], ...] = ()
    options: Mapping[str, Any] = field(default_factory=lambda: _FULL)
    staged: Mapping[str, Any] = field(default_factory=dict)

    def start(self, game: Game[Any]) -> State[Any]:
        """The staged position (``game`` is Arctic Scavengers)."""
        hands = dict(enumerate(self.hands))
        return cast(ArcticScavengers, game).scenario(2, self.options, round=self.round, hands=hands, **self.staged)


def _at(round: int, hands: Sequence[Sequence[str]], options: Mapping[str, Any] = _FULL, **staged: Any) -> Any:
    """The fields of a :class:`_Staged` start: ``round``, ``hands`` (per seat), ``options``, other keywords."""
    return {"round": round, "hands": tuple(map(tuple, hands)), "options": options, "staged": staged}


def _done(player: int, en: str = "", ja: str = "") -> Step:
    """Player ``player`` (0-based) ends the gathering turn, keeping the hand for the skirmish."""
    n = player + 1
    return Step(
        player,
        "done",
        {
            "en": en or f"Player {n} ends the turn: the whole hand is kept for the skirmish.",
            "ja": ja or f"プレイヤー{n}は手番を終了：手札はすべて争奪戦に残ります。",
        },
    )


def _examples() -> tuple[Example, ...]:
    """The examples, in the order of the rules page (main's ``register`` takes this function itself)."""
    return (
    _Staged(
        "dig",
        {"en": "Digging in the junkyard", "ja": "ガラクタ置き場をあさる"},
        "§4",
        {
            "en": "Round 1, player 1's turn. The hand holds a Scavenger (dig 1) and a Shovel (dig +2); the junkyard's "
                  "top cards are a Medkit, a Spear and Pills.",
            "ja": "ラウンド1、プレイヤー1の手番。手札に屑屋（あさる1）とシャベル（あさる+2）。ガラクタ置き場の上から"
                  "救急箱、槍、錠剤。",
        },
        **_at(1, [["scavenger", "shovel", "refugee", "refugee", "brawler"]],
                     junkyard=["medkit", "spear", "pills"]),
        steps=(
            Step(0, "dig", {"en": "Player 1 opens the Dig action (each action once a round).",
                            "ja": "プレイヤー1が「あさる」を選びます（各アクションは1ラウンド1回）。"}),
            Step(0, "add scavenger+shovel", {
                "en": "The Scavenger carries the Shovel: a person may carry one tool for an ability it has. "
                      "Dig 1 + 2 = 3.",
                "ja": "屑屋がシャベルを持ちます（人物は自分の能力に合う道具を1つ持てる）。あさる1+2＝3。",
            }),
            Step(0, "go", {"en": "Player 1 draws the top 3 junkyard cards: Medkit, Spear, Pills. Only the digger "
                                 "sees them.",
                           "ja": "ガラクタ置き場の上から3枚（救急箱、槍、錠剤）を引きます。"
                                 "見るのはあさった本人だけ。"}),
            Step(0, "keep medkit", {
                "en": "Player 1 keeps the Medkit (into the discard pile); the Spear and the Pills go to the bottom "
                      "of the junkyard, unshuffled.",
                "ja": "救急箱を取って捨て札の山へ。槍と錠剤はシャッフルせずガラクタ置き場の一番下に戻します。",
            }),
        ),
    ),
    _Staged(
        "hunt-and-hire",
        {"en": "Hunting, then hiring with food and meds", "ja": "狩ってから、食料と薬品で雇う"},
        "§4",
        {
            "en": "Round 1, player 1's turn with a Hunter (hunt 2), a Refugee, a Spear (hunt +1), Pills (1 med) "
                  "and a Brawler.",
            "ja": "ラウンド1、プレイヤー1の手番。手札は狩人（狩り2）、難民、槍（狩り+1）、錠剤（薬品1）、狼藉者。",
        },
        **_at(1, [["hunter", "refugee", "spear", "pills", "brawler"]]),
        steps=(
            Step(0, "hunt", {"en": "Player 1 opens the Hunt action.", "ja": "プレイヤー1が「狩る」を選びます。"}),
            Step(0, "add hunter", {"en": "The Hunter hunts 2.", "ja": "狩人は狩り2。"}),
            Step(0, "add refugee+spear", {
                "en": "A Refugee hunts 0, but with a Spear it hunts 1 (a Spear alone does nothing).",
                "ja": "難民の狩りは0ですが、槍を持てば1（槍だけでは何もしません）。",
            }),
            Step(0, "go", {"en": "3 food, for this round only. The played cards go to the discard pile.",
                           "ja": "食料3を得ます（このラウンドのみ）。出したカードは捨て札の山へ。"}),
            Step(0, "hire scout with pills", {
                "en": "A Scout costs 2 food and 1 med: the food comes from the hunt, the med from the Pills. The "
                      "Scout goes to the discard pile; 1 food is left unused.",
                "ja": "斥候の雇用コストは食料2・薬品1：食料は狩りから、薬品は錠剤で払います。斥候は捨て札の山へ。"
                      "食料1は余ります。",
            }),
        ),
    ),
    _Staged(
        "skirmish",
        {"en": "A skirmish: the higher fight wins", "ja": "争奪戦：戦闘力の高い方が勝つ"},
        "§4",
        {
            "en": "Round 3, the first round with a skirmish. Player 1 holds a Brawler, a Spear, a Scavenger and two "
                  "Refugees; player 2 two Scavengers, a Shovel and two Refugees. The top contested resource is a "
                  "Field Crew.",
            "ja": "ラウンド3、争奪戦のある最初のラウンド。プレイヤー1の手札は狼藉者、槍、屑屋、難民2枚。"
                  "プレイヤー2は屑屋2枚、シャベル、難民2枚。争奪資源の山の一番上は作業班。",
        },
        **_at(3, [["brawler", "spear", "scavenger", "refugee", "refugee"],
                         ["scavenger", "scavenger", "shovel", "refugee", "refugee"]], contested=_PILE),
        steps=(
            _done(0),
            _done(1, "Player 2 keeps everything too. Both reveal: player 1 fights 5 (Brawler 2 + Spear 2, Scavenger "
                     "1), player 2 fights 3 (Scavenger 1 + Shovel 1, Scavenger 1). Refugees do not fight. Player 1 "
                     "wins and puts the Field Crew, unseen by the others, into their discard pile.",
                  "プレイヤー2もすべて残します。公開：プレイヤー1は戦闘力5（狼藉者2＋槍2、屑屋1）、"
                  "プレイヤー2は3（屑屋1＋シャベル1、屑屋1）。難民は戦いません。勝ったプレイヤー1が作業班を"
                  "他の人に見せずに捨て札の山へ。"),
        ),
    ),
    _Staged(
        "skirmish-tie",
        {"en": "A tie in fight and people", "ja": "戦闘力も人数も同点"},
        "§4",
        {
            "en": "Round 3. Each player holds a Brawler and four Refugees: fight 2 and 5 people each.",
            "ja": "ラウンド3。両者とも手札は狼藉者1枚と難民4枚：戦闘力2、5人ずつ。",
        },
        **_at(3, [["brawler", "refugee", "refugee", "refugee", "refugee"]] * 2, contested=_PILE),
        steps=(
            _done(0),
            _done(1, "Fight 2 against 2, and 5 people against 5: still tied. Nobody wins; the top contested "
                     "resource goes unseen to the junkyard, which is shuffled.",
                  "戦闘力2対2、人数5対5で同点のまま。勝者はなく、争奪資源の一番上は見ずにガラクタ置き場へ置かれ、"
                  "ガラクタ置き場はシャッフルされます。"),
        ),
    ),
    _Staged(
        "two-player-margin",
        {"en": "The 2-player variant: a margin of 2", "ja": "2人用バリエーション：2以上の差"},
        "§4",
        {
            "en": "The 2-player variant, round 3. Player 1: a Brawler with a Spear (fight 4) and three Refugees. "
                  "Player 2: two Scavengers (fight 2), a Junk and two Refugees.",
            "ja": "2人用バリエーション、ラウンド3。プレイヤー1：狼藉者と槍（戦闘力4）、難民3枚。"
                  "プレイヤー2：屑屋2枚（戦闘力2）、ガラクタ、難民2枚。",
        },
        **_at(3, [["brawler", "spear", "refugee", "refugee", "refugee"],
                         ["scavenger", "scavenger", "junk", "refugee", "refugee"]],
                     {"variant_2p": True}, contested=_PILE),
        steps=(
            _done(0, "Player 1 ends the turn. In the 2-player variant the initiator did not peek at the contested "
                     "pile.",
                  "プレイヤー1は手番を終了。2人用バリエーションでは、スタートプレイヤーは争奪資源を覗き見ません。"),
            _done(1, "Fight 4 against 2: a margin of 2, so player 1 wins the contested resource. With a margin of "
                     "1 it would be a tie, and tribe size would not break it.",
                  "戦闘力4対2：差が2なのでプレイヤー1が争奪資源を獲得。差が1なら同点で、人数では決まりません。"),
        ),
    ),
    _Staged(
        "snipe",
        {"en": "A snipe", "ja": "狙撃"},
        "§4",
        {
            "en": "Round 3. Player 1 (the initiator) holds a Sniper Team, a Brawler, a Spear and two Refugees; "
                  "player 2 a Thug (fight 3, 3 people), a Scavenger and three Refugees.",
            "ja": "ラウンド3。スタートプレイヤーのプレイヤー1の手札は狙撃兵チーム、狼藉者、槍、難民2枚。"
                  "プレイヤー2は暴漢（戦闘力3、3人）、屑屋、難民3枚。",
        },
        **_at(3, [["sniper_team", "brawler", "spear", "refugee", "refugee"],
                         ["thug", "scavenger", "refugee", "refugee", "refugee"]], contested=_PILE),
        steps=(
            _done(0),
            _done(1, "Both reveal: fight 4 against 4, and player 2 has more people (7 against 5), so player 2 "
                     "leads. Specials are used in turn order from the initiator.",
                  "公開：戦闘力4対4、人数はプレイヤー2が多い（7対5）のでプレイヤー2が優勢。特殊能力は"
                  "スタートプレイヤーから順に使います。"),
            Step(0, "snipe 1:thug", {
                "en": "The Sniper Team snipes player 2's Thug, a card that carries people; it leaves the skirmish. "
                      "Player 2 now fights 1, and player 1 wins with fight 4.",
                "ja": "狙撃兵チームがプレイヤー2の暴漢（人物のカード）を狙撃し、暴漢は争奪戦から除かれます。"
                      "プレイヤー2の戦闘力は1になり、戦闘力4のプレイヤー1が勝ちます。",
            }),
        ),
    ),
    _Staged(
        "disarm",
        {"en": "A disarm, then people break the tie", "ja": "武装解除、そして人数で決着"},
        "§4",
        {
            "en": "Round 3. Player 1 holds a Saboteur, a Scavenger and three Refugees; player 2 a Brawler, a Spear "
                  "and three Refugees.",
            "ja": "ラウンド3。プレイヤー1の手札は破壊工作員、屑屋、難民3枚。プレイヤー2は狼藉者、槍、難民3枚。",
        },
        **_at(3, [["saboteur", "scavenger", "refugee", "refugee", "refugee"],
                         ["brawler", "spear", "refugee", "refugee", "refugee"]], contested=_PILE),
        steps=(
            _done(0),
            _done(1, "Both reveal: player 1 fights 2, player 2 fights 4 (Brawler 2 + Spear 2).",
                  "公開：プレイヤー1の戦闘力は2、プレイヤー2は4（狼藉者2＋槍2）。"),
            Step(0, "disarm 1:spear", {
                "en": "The Saboteur disarms player 2's Spear. Fight is now 2 against 2; player 1 has more people "
                      "(5 against 4) and wins.",
                "ja": "破壊工作員がプレイヤー2の槍を解除。戦闘力は2対2になり、"
                      "人数の多いプレイヤー1（5対4）が勝ちます。",
            }),
        ),
    ),
    _Staged(
        "medic",
        {"en": "The Medic saves a sniped card (HQ)", "ja": "メディックが狙撃から守る（HQ）"},
        "§6",
        {
            "en": "HQ, round 3. Player 1 holds a Sniper Team, a Brawler, a Spear and two Refugees; player 2 a Thug, "
                  "a Medic, a Scavenger and two Refugees.",
            "ja": "HQ拡張、ラウンド3。プレイヤー1の手札は狙撃兵チーム、狼藉者、槍、難民2枚。"
                  "プレイヤー2は暴漢、メディック、屑屋、難民2枚。",
        },
        **_at(3, [["sniper_team", "brawler", "spear", "refugee", "refugee"],
                         ["thug", "medic", "scavenger", "refugee", "refugee"]],
                     {**_FULL, "hq": True}, contested=_PILE),
        steps=(
            _done(0),
            _done(1, "Both reveal: fight 4 against 4, player 2 has more people (7 against 5).",
                  "公開：戦闘力4対4、人数はプレイヤー2が多い（7対5）。"),
            Step(0, "snipe 1:thug", {
                "en": "Player 1 snipes the Thug. Player 2 may answer with the Medic.",
                "ja": "プレイヤー1が暴漢を狙撃。プレイヤー2はメディックで応じられます。",
            }),
            Step(1, "save", {
                "en": "The Medic cancels the snipe and is discarded; the Thug stays. Fight 4 against 4, and player "
                      "2's 6 people beat 5: player 2 wins.",
                "ja": "メディックが狙撃を阻止して捨て札になり、暴漢は残ります。戦闘力4対4、人数6対5で"
                      "プレイヤー2の勝ち。",
            }),
        ),
    ),
)


register(ID, _examples)
