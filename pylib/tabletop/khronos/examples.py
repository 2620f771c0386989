"""Worked examples of Khronos (docs/rules/khronos.md §5–§11).

The three junction cases of §8 (the strongest domain wins, equal powers shrink the connector's own
building, a connector without a tied building chooses), a division by demolition (§8), the time
ripple and a paradox (§7), a copy that may not reach Faith (§7), the mountain surcharge (§6), a
renovation by two players (§5), the Hold'em swaps (§11) and an earnings round (§9). Each stages its
board with real moves from a stacked deck (the ``setup`` option, ``start=0 deck=…``: the hands in
turn order, then the cards drawn at the refills).
"""

from __future__ import annotations

from ..core.examples import Example, Setup, Step, register
from .game import Khronos


def _deal(players: int, deck: str, *moves: tuple[int, str]) -> Setup:
    """``players`` players, player 1 (seat 0) first, ``deck`` on top of the deck, then ``moves``."""
    return Setup(players, {"setup": f"start=0 deck={deck}"}, moves=moves)


#: the turns of two players who only refill: (seat 0, seat 1) once
_PASS = ((0, "refill"), (1, "refill"))


register(Khronos.id, lambda: (
    Example(
        "junction-strongest",
        {"en": "A junction: the stronger domain keeps its top", "ja": "領域の接続：強い領域の建物が残る"},
        "§8",
        {
            "en": "Game turn 2, player 1 to play. On Might, player 1's Keep (5,11) and Watchtower (5,13) form one "
                  "domain, Military power 2 + 1 = 3; player 2's Keep (8,11) stands alone, power 2. Both Keeps "
                  "have the value 2.",
            "ja": "第2ターン、プレイヤー1の手番。暴力の時代では、プレイヤー1の砦(5,11)と見張り塔(5,13)が"
                  "1つの領域で軍事の合計は2+1=3。プレイヤー2の砦(8,11)は単独で合計2。砦はどちらもコスト2です。",
        },
        setup=_deal(
            2, "MMMCMMRR",
            (0, "build keep might 5,11"), (0, "build watchtower might 5,13"), (0, "refill"),
            (1, "build keep might 8,11"), (1, "refill"),
        ),
        steps=(
            Step(0, "build hamlet might 7,11", {
                "en": "Player 1 builds a Hamlet at (7,11); only a Civil building may join domains. The joined "
                      "domain now has two Keeps at the top Military value 2. Player 1's old domain is the "
                      "stronger (3 against 2), so player 2's Keep must shrink to a Watchtower.",
                "ja": "プレイヤー1が(7,11)に村を建設。領域同士をつなげるのは市民の建物だけです。つながった領域には"
                      "最大コスト2の砦が2つ。接続前の軍事の合計はプレイヤー1の領域が大きい(3対2)ので、"
                      "プレイヤー2の砦が見張り塔に収縮します。",
            }),
            Step(1, "shrink might 8,11", {
                "en": "Player 2, the owner, chooses which square the Watchtower keeps: (8,11). The Keep's copies on "
                      "Faith and Reason vanish with it. Player 1's Keep is again the only top Military building.",
                "ja": "収縮する場所は持ち主のプレイヤー2が選び、見張り塔を(8,11)に残します。信仰と理性の時代の"
                      "砦の写しも消えます。最大の軍事建物はプレイヤー1の砦だけになりました。",
            }),
        ),
    ),
    Example(
        "junction-equal-powers",
        {"en": "A junction of equal powers: the connector shrinks", "ja": "合計が同じ領域の接続：つなげた人が収縮"},
        "§8",
        {
            "en": "Game turn 2, player 1 to play. On Might, player 1's Keep (5,11) and player 2's Keep (8,11) "
                  "stand in two domains of the same Military power, 2 each.",
            "ja": "第2ターン、プレイヤー1の手番。暴力の時代のプレイヤー1の砦(5,11)とプレイヤー2の砦(8,11)は"
                  "別々の領域で、軍事の合計はどちらも2です。",
        },
        setup=_deal(
            2, "MMCRMMRR",
            (0, "build keep might 5,11"), (0, "refill"), (1, "build keep might 8,11"), (1, "refill"),
        ),
        steps=(
            Step(0, "build hamlet might 7,11", {
                "en": "Player 1's Hamlet at (7,11) joins the two domains: two Keeps tie at the top. The powers are "
                      "equal, so the connector's own tied building shrinks: player 1's Keep becomes a Watchtower.",
                "ja": "プレイヤー1の村(7,11)が2つの領域をつなぎ、砦が2つ並びます。合計コストが同じなので、"
                      "つなげたプレイヤー1自身の砦が見張り塔に収縮します。",
            }),
            Step(0, "shrink might 6,11", {
                "en": "Player 1 keeps the Watchtower at (6,11), beside the Hamlet; the Keep's copies on Faith and "
                      "Reason vanish. Player 2's Keep is now the top Military building of the joined domain.",
                "ja": "プレイヤー1は見張り塔を村の隣の(6,11)に残します。信仰と理性の時代の砦の写しは消え、"
                      "つながった領域の最大の軍事建物はプレイヤー2の砦になりました。",
            }),
        ),
    ),
    Example(
        "junction-connector-chooses",
        {"en": "A junction by a third player, who chooses", "ja": "最大の建物を持たない人がつなぐと、その人が選ぶ"},
        "§8",
        {
            "en": "Three players, game turn 2, player 1 to play. On Might, player 2's Keep (5,11) and player 3's "
                  "Keep (8,11) stand in two domains of power 2 each. Player 1 owns neither.",
            "ja": "3人戦、第2ターン、プレイヤー1の手番。暴力の時代にはプレイヤー2の砦(5,11)と"
                  "プレイヤー3の砦(8,11)が別々の領域にあり、軍事の合計はどちらも2。プレイヤー1はどちらも持っていません。",
        },
        setup=_deal(
            3, "CRRRMMRRMMRR",
            (0, "refill"), (1, "build keep might 5,11"), (1, "refill"), (2, "build keep might 8,11"), (2, "refill"),
        ),
        steps=(
            Step(0, "build hamlet might 7,11", {
                "en": "Player 1's Hamlet at (7,11) joins the domains: two Keeps tie, the powers are equal and the "
                      "connector owns no tied building, so player 1 chooses which Keep shrinks.",
                "ja": "プレイヤー1の村(7,11)で領域がつながり、砦が2つ並びます。合計は同じで、つなげたプレイヤー1は"
                      "最大の建物を持たないので、どちらの砦を収縮させるかをプレイヤー1が選びます。",
            }),
            Step(0, "pick might 8,11", {
                "en": "Player 1 picks player 3's Keep at (8,11). Its owner, player 3, now chooses where the "
                      "Watchtower stays.",
                "ja": "プレイヤー1はプレイヤー3の砦(8,11)を選びました。"
                      "見張り塔を残す場所は持ち主のプレイヤー3が選びます。",
            }),
            Step(2, "shrink might 9,12", {
                "en": "Player 3 keeps the Watchtower at (9,12), off the Hamlet: a domain of its own. Player 2's Keep "
                      "is the only top Military building of the joined domain.",
                "ja": "プレイヤー3は見張り塔を村から離れた(9,12)に残し、単独の領域になります。つながった領域の"
                      "最大の軍事建物はプレイヤー2の砦だけです。",
            }),
        ),
    ),
    Example(
        "time-ripple",
        {"en": "The time ripple and the bonus", "ja": "時代を超える建物とボーナス"},
        "§7",
        {
            "en": "Game turn 1, player 1 to play with 4 Ecus, two Military and two Religious cards. The boards "
                  "are empty but for the printed Hamlets.",
            "ja": "第1ターン、プレイヤー1の手番。4エキュ、手札は軍事2枚と宗教2枚。"
                  "ボードには印刷された村しかありません。",
        },
        setup=_deal(2, "MMRR"),
        steps=(
            Step(0, "build keep might 7,2", {
                "en": "A Keep (4 squares) on Might: +1 Ecu. It ripples forward: on Faith a copy with player 1's "
                      "cube, on Reason a ruin without a cube.",
                "ja": "暴力の時代に砦(4マス)を建設して+1エキュ。この建物は後の時代にも残ります。信仰の時代には"
                      "プレイヤー1のキューブ付きの写し、理性の時代にはキューブのない廃墟です。",
            }),
            Step(0, "travel 2 faith", {
                "en": "Adventurer 2, who has paid no card yet, travels to Faith for 1 Ecu.",
                "ja": "まだカードを払っていない冒険者2が、1エキュで信仰の時代へ移動します。",
            }),
            Step(0, "build monastery faith 7,5", {
                "en": "A Monastery on Faith: +2 Ecus, and a ruin on Reason only; nothing ripples backwards to "
                      "Might. Player 1 now has 6 Ecus.",
                "ja": "信仰の時代に修道院を建設して+2エキュ。写しは理性の時代の廃墟だけで、暴力の時代には"
                      "戻りません。プレイヤー1は6エキュになりました。",
            }),
        ),
    ),
    Example(
        "paradox",
        {"en": "A time paradox", "ja": "タイムパラドクス"},
        "§7",
        {
            "en": "Game turn 2, player 1 to play. Player 2 has built a Chapel on Faith at (6,12); Might is still "
                  "empty there.",
            "ja": "第2ターン、プレイヤー1の手番。プレイヤー2は信仰の時代の(6,12)に礼拝堂を建てています。"
                  "暴力の時代のその場所はまだ空です。",
        },
        setup=_deal(
            2, "MMCCRMMC",
            (0, "refill"), (1, "travel 1 faith"), (1, "build chapel faith 6,12"), (1, "refill"),
        ),
        steps=(
            Step(0, "build keep might 5,11", {
                "en": "Player 1 builds a Keep on Might over (5..6, 11..12). Its copy on Faith covers (6,12): the "
                      "Chapel there is destroyed by the paradox and player 2's cube goes back to the supply.",
                "ja": "プレイヤー1が暴力の時代の(5～6,11～12)に砦を建設。信仰の時代の写しが(6,12)を覆うため、"
                      "そこの礼拝堂はタイムパラドクスで消え、プレイヤー2のキューブは手元に戻ります。",
            }),
        ),
    ),
    Example(
        "copy-fails",
        {"en": "A copy that may not reach Faith", "ja": "信仰の時代に残れない写し"},
        "§7",
        {
            "en": "Game turn 2, player 1 to play. On Faith, player 2's Keep stands at (8,11); on Might the squares "
                  "beside it are empty.",
            "ja": "第2ターン、プレイヤー1の手番。信仰の時代にはプレイヤー2の砦が(8,11)にあり、"
                  "暴力の時代のその隣は空いています。",
        },
        setup=_deal(
            2, "MMCCMMRR",
            (0, "refill"), (1, "travel 1 faith"), (1, "build keep faith 8,11"), (1, "refill"),
        ),
        steps=(
            Step(0, "build keep might 6,11", {
                "en": "Player 1's Keep at (6,11) is legal on Might, but on Faith its copy would touch player 2's "
                      "Keep: two Keeps at the top of one domain break the hierarchy. The Keep stays on Might "
                      "only, with no copy on Faith nor on Reason.",
                "ja": "プレイヤー1の砦(6,11)は暴力の時代では建設できますが、信仰の時代の写しはプレイヤー2の砦に"
                      "接し、1つの領域に最大コストの砦が2つになって序列の規則に反します。砦は暴力の時代だけに残り、"
                      "信仰にも理性にも写しはできません。",
            }),
        ),
    ),
    Example(
        "division",
        {"en": "A demolition divides a domain", "ja": "取り壊しで領域が分かれる"},
        "§8",
        {
            "en": "Game turn 3, player 1 to play. On Might one domain: player 2's Keep (5,11), a Hamlet (7,11), "
                  "player 2's Watchtower (8,11) and player 1's Watchtower (8,12). The Keep is its only top.",
            "ja": "第3ターン、プレイヤー1の手番。暴力の時代に1つの領域：プレイヤー2の砦(5,11)、村(7,11)、"
                  "プレイヤー2の見張り塔(8,11)、プレイヤー1の見張り塔(8,12)。最大の建物は砦だけです。",
        },
        setup=_deal(
            2, "CMCRMMMR",
            (0, "build hamlet might 7,11"), (0, "refill"),
            (1, "build keep might 5,11"), (1, "build watchtower might 8,11"), (1, "refill"),
            (0, "build watchtower might 8,12"), (0, "refill"), (1, "refill"),
        ),
        steps=(
            Step(0, "demolish might 7,11", {
                "en": "Player 1 pays 1 Ecu and a Civil card to demolish the Hamlet. The domain splits; in the "
                      "part without the Keep two Watchtowers tie at the top, so the demolisher's own one, player "
                      "1's at (8,12), shrinks away and its cube comes back.",
                "ja": "プレイヤー1が1エキュと市民カード1枚で村を取り壊し、領域が分かれます。砦のない側では見張り塔が"
                      "2つ並ぶので、取り壊したプレイヤー1自身の見張り塔(8,12)が収縮して消え、キューブが戻ります。",
            }),
        ),
    ),
    Example(
        "surcharge",
        {"en": "Mountains cost more cards", "ja": "山の追加コスト"},
        "§6",
        {
            "en": "Two players, game turn 1. Player 1 holds a Military, a Religious and two Civil cards; both "
                  "adventurers are on Might and each may pay 2 cards this turn.",
            "ja": "2人戦、第1ターン。プレイヤー1の手札は軍事・宗教各1枚と市民2枚。冒険者は2人とも暴力の時代にいて、"
                  "このターンそれぞれ2枚まで払えます。",
        },
        setup=_deal(2, "MRCC"),
        steps=(
            Step(0, "build chapel might 0,4 +CC", {
                "en": "A Chapel on the mountain at (0,4): 1 Religious card plus 2 cards of any kind with 2–3 "
                      "players. Three cards are more than one adventurer may pay, so both pay.",
                "ja": "山の(0,4)に礼拝堂：宗教1枚に加え、2～3人戦では好きな種類のカード2枚が追加で必要です。"
                      "3枚は冒険者1人では払えないので、2人で払います。",
            }),
            Step(0, "build watchtower might 3,3", {
                "en": "The last card an adventurer may pay this turn builds a Watchtower on the plain at (3,3), with "
                      "no surcharge.",
                "ja": "このターン払える残り1枚で、平地の(3,3)に見張り塔を建設。追加コストはかかりません。",
            }),
        ),
    ),
    Example(
        "renovation",
        {"en": "Renovating a Castle ruin, two players", "ja": "城の廃墟を2人で修繕"},
        "§5",
        {
            "en": "Game turn 1. Player 1 has built a Castle on Might at (6,2) with three Military cards; it "
                  "rippled to Reason as a ruin of value 1. Adventurer 2, with one card still to pay, has "
                  "travelled to Reason.",
            "ja": "第1ターン。プレイヤー1は軍事カード3枚で暴力の時代の(6,2)に城を建設し、理性の時代には"
                  "コスト1の廃墟として残りました。まだ1枚払える冒険者2は理性の時代へ移動済みです。",
        },
        setup=_deal(2, "MMMMRRMC", (0, "build castle might 6,2"), (0, "travel 2 reason")),
        steps=(
            Step(0, "renovate 6,2", {
                "en": "A Castle ruin costs 2 Military cards. Player 1 pays the first; a cube of player 1 marks the "
                      "partial payment.",
                "ja": "城の廃墟の修繕には軍事カード2枚。プレイヤー1が1枚目を払い、途中の支払いはプレイヤー1の"
                      "キューブで示します。",
            }),
            Step(0, "refill", {
                "en": "Player 1 ends the turn and draws back to 4 cards.",
                "ja": "プレイヤー1は手番を終え、手札を4枚まで補充します。",
            }),
            Step(1, "travel 1 reason", {
                "en": "Player 2 sends adventurer 1 to Reason for 1 Ecu.",
                "ja": "プレイヤー2が1エキュで冒険者1を理性の時代へ送ります。",
            }),
            Step(1, "renovate 6,2", {
                "en": "Player 2 pays the second Military card: the Castle is renovated and shows its full value, "
                      "3. It has no owner, and player 1's cube goes back.",
                "ja": "プレイヤー2が2枚目の軍事カードを払い、城が修繕されて本来のコスト3になります。所有者はなく、"
                      "プレイヤー1のキューブは戻ります。",
            }),
        ),
    ),
    Example(
        "holdem",
        {"en": "Hold'em: swapping with the face-up row", "ja": "ホールデム：表向きのカードとの交換"},
        "§11",
        {
            "en": "With the Hold'em option one card of each kind lies face up. Player 1 starts game turn 1 with "
                  "1 Military and 3 Religious cards.",
            "ja": "ホールデムでは各種類1枚ずつのカードが表向きに並びます。プレイヤー1は軍事1枚・宗教3枚で"
                  "第1ターンを始めます。",
        },
        setup=Setup(2, {"holdem": True, "setup": "start=0"}, seed=1),
        steps=(
            Step(0, "swap R-M", {
                "en": "Player 1 gives a Religious card, face up to the discard pile, and takes the face-up "
                      "Military. Its slot is refilled at once from the deck.",
                "ja": "プレイヤー1が宗教カードを表向きで捨て札に出し、表の軍事カードを取ります。空いた場所には"
                      "すぐ山札から補充されます。",
            }),
            Step(0, "swap R-C", {
                "en": "A second swap, up to 4 a turn: a Religious card for the face-up Civil.",
                "ja": "交換はターンに4回まで。2回目は宗教カードと表の市民カードを交換します。",
            }),
            Step(0, "build keep might 7,2", {
                "en": "With 2 Military cards player 1 builds a Keep (+1 Ecu). The first action ends the swaps for "
                      "this turn.",
                "ja": "軍事カード2枚で砦を建設(+1エキュ)。最初のアクションで、このターンの交換は終わります。",
            }),
        ),
    ),
    Example(
        "earnings",
        {"en": "Earnings at the end of turn 4", "ja": "第4ターンの税収"},
        "§9",
        {
            "en": "Game turn 4, player 1 to play with 5 Ecus. On Might, player 1's Keep (5,6) and a Town (4,4) "
                  "form one domain. On Reason the Keep is a ruin and player 1 has a cube on the Town. Player 1's "
                  "adventurers stand on Might and Reason; player 2's on Might, owning nothing.",
            "ja": "第4ターン、プレイヤー1の手番で5エキュ。暴力の時代ではプレイヤー1の砦(5,6)と町(4,4)が1つの領域。"
                  "理性の時代では砦は廃墟で、町にプレイヤー1のキューブ。プレイヤー1の冒険者は暴力と理性の時代、"
                  "プレイヤー2の冒険者は暴力の時代にいて、建物はありません。",
        },
        setup=_deal(
            2, "MMCCRRMR",
            (0, "build keep might 5,6"), (0, "upgrade town might 4,4"), (0, "travel 2 reason"),
            (0, "populate 4,4"), (0, "refill"), (1, "refill"), *_PASS, *_PASS,
        ),
        steps=(
            Step(0, "refill", {
                "en": "Player 1's turn 4 ends: earnings. Might: the top Military building of the domain is player "
                      "1's, so its Civil values pay: the Town's 2. Reason: player 1 has the most cubes on the domain's "
                      "Civil buildings, so its Military and Religious values pay: the ruin's 1. Faith pays nothing, "
                      "as player 1 has no adventurer there. 5 + 3 = 8 Ecus.",
                "ja": "プレイヤー1の第4ターン終了時に税収。暴力の時代：領域の最大の軍事建物の持ち主として、市民建物の"
                      "コスト(町の2)。理性の時代：領域の市民建物のキューブが最多なので、軍事・宗教のコスト(廃墟の1)。"
                      "冒険者のいない信仰の時代では何も得ません。5+3で8エキュ。",
            }),
            Step(1, "refill", {
                "en": "Player 2's turn 4 ends too, but player 2 leads no domain: no earnings.",
                "ja": "プレイヤー2の第4ターンも終わりますが、領主になっている領域がないので税収はありません。",
            }),
        ),
    ),
))
