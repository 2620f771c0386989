"""Worked examples of Polis's actions and battles (docs/rules/polis.md §2.2, §4, §5, §6).

Some start from a real set-up (seed 1: Athens moves first by the event Leotychidas; seed 2: Sparta moves
first, no event). The others start from a staged position (:func:`_staged`): seed 2's start with the units,
silver and proxenoi the case needs, and the random state that rolls the die the captions tell (found once by
trying states, then written here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.examples import Example, Setup, Step, register
from .game import PolisGame

SPARTA, ATHENS = 0, 1


def _staged(edit: Callable[[dict[str, Any]], None], rng: int | None = None) -> str:
    """The position of seed 2's first turn (Sparta to move, round 1) after ``edit`` of its data."""
    game = PolisGame()
    data = game.new(2, {}, 2).to_dict()
    edit(data)
    if rng is not None:
        data["rng"] = rng
    return game.from_dict(data).to_position()


def _siege_of_chios(athens_proxenos: str) -> Callable[[dict[str, Any]], None]:
    """Sparta has 3 hoplites in Ionia (Athens 2: Sparta controls it); Athens has 2 silver."""

    def edit(data: dict[str, Any]) -> None:
        data["units"]["ionia"][SPARTA] = 3
        data["sides"][SPARTA]["pool"]["hoplite"] -= 3
        data["sides"][ATHENS]["proxenos"] = athens_proxenos
        data["sides"][ATHENS]["resources"]["silver"] = 2

    return edit


def _rich_sparta(data: dict[str, Any]) -> None:
    data["sides"][SPARTA]["resources"]["silver"] = 8


def _korinthia(data: dict[str, Any]) -> None:
    """Round 2 (stacking 4): Athens has 4 hoplites in Korinthia, Sparta 4 in Lakedaemon."""
    data["round"] = 2
    data["units"]["korinthia"][ATHENS] = 4
    data["sides"][ATHENS]["pool"]["hoplite"] -= 4
    data["units"]["lakedaemon"][SPARTA] = 4
    data["sides"][SPARTA]["pool"]["hoplite"] -= 1


def _round_end(data: dict[str, Any]) -> None:
    """Sparta has 6 wheat, Athens 11; the Theatre is under construction in Athenai."""
    data["sides"][SPARTA]["resources"]["wheat"] = 6
    data["sides"][ATHENS]["resources"]["wheat"] = 11
    data["poleis"]["athenai"]["building"] = "theatre"


def _kyklades(data: dict[str, Any]) -> None:
    """Round 2 (stacking 4): Athens has 4 galleys in Kyklades, Sparta 4 in Myrtoon Pelagos."""
    data["round"] = 2
    data["units"]["kyklades"][ATHENS] = 4
    data["sides"][ATHENS]["pool"]["galley"] -= 2
    data["units"]["myrtoon"][SPARTA] = 4
    data["sides"][SPARTA]["pool"]["galley"] -= 2


def _hungry_sparta(data: dict[str, Any]) -> None:
    """Sparta has 2 wheat for its 8 citizens, Athens 8 for its 8."""
    data["sides"][SPARTA]["resources"]["wheat"] = 2
    data["sides"][ATHENS]["resources"]["wheat"] = 8


def _fight(player: int, en: str, ja: str) -> Step:
    return Step(player, "fight", {"en": en, "ja": ja})


register(PolisGame.id, lambda: (
    Example(
        "siege-won",
        {"en": "A siege that succeeds", "ja": "包囲戦の成功"},
        "§4",
        {
            "en": "Round 3, Athens moves first. Athens has 2 hoplites in Ionia, where the neutral polis Samos "
                  "stands (fortification 2, its base population): Athens controls Ionia and has enough hoplites.",
            "ja": "ラウンド「3」、アテネの先手。アテネはイオニアに重装歩兵2。そこには中立都市サモス"
                  "（防御力＝初期人口2）があり、アテネはイオニアを支配し、重装歩兵の数も足りています。",
        },
        setup=Setup(players=2, seed=1),
        steps=(
            Step(ATHENS, "siege samos", {
                "en": "The siege costs 1 prestige. The d4 shows 2, at least the fortification 2: Athens takes "
                      "Samos with its 2 citizens and gains 2 prestige (3 − 1 + 2 = 4).",
                "ja": "包囲戦は名声点1が必要。d4の目は2で防御力2以上：アテネはサモスを市民2ごと獲得し、"
                      "名声点2を得ます（3−1＋2＝4）。",
            }),
            Step(ATHENS, "collect ionia", {
                "en": "Now Athens owns a polis in Ionia and may collect there: its 2 hoplites fill the first two "
                      "tribute boxes, wine and wheat. Away from home this costs 1 prestige (back to 3).",
                "ja": "イオニアに都市を持ったので資源徴収ができます。重装歩兵2で左から2つのボックス、ワインと小麦を"
                      "入手。本拠地以外なので名声点1を支払います（3に戻る）。",
            }),
        ),
    ),
    Example(
        "siege-failed",
        {"en": "A siege that fails", "ja": "包囲戦の失敗"},
        "§4",
        {
            "en": "Sparta has 3 hoplites in Ionia against Athens's 2: Sparta controls it. Athens's polis Chios "
                  "(fortification 2) has 2 citizens.",
            "ja": "スパルタはイオニアに重装歩兵3、アテネは2：スパルタが支配しています。アテネの都市キオス"
                  "（防御力2）には市民2。",
        },
        position=_staged(_siege_of_chios("athenai"), rng=6),
        steps=(
            Step(SPARTA, "siege chios", {
                "en": "The d4 shows 1, less than 2: the siege fails. Sparta loses a hoplite and Chios, an enemy "
                      "polis, loses a citizen (1 left). Sparta paid 1 prestige (2 left), and with 2 hoplites "
                      "against 2 it no longer controls Ionia.",
                "ja": "d4の目は1で2未満：包囲戦は失敗。スパルタは重装歩兵1を失い、敵の都市キオスは市民1を失います"
                      "（残り1）。名声点1を支払い残り2。重装歩兵2対2となり、スパルタはもうイオニアを支配していません。",
            }),
        ),
    ),
    Example(
        "proxenos-captured",
        {"en": "A proxenos taken prisoner, then redeemed", "ja": "プロクセノスの捕虜と解放"},
        "§4",
        {
            "en": "The same siege of Chios (Sparta 3 hoplites against 2 in Ionia), but Athens's proxenos stands in "
                  "Chios, and Athens has 2 silver.",
            "ja": "同じキオスの包囲（イオニアにスパルタの重装歩兵3対2）。ただしアテネのプロクセノスがキオスにいて、"
                  "アテネは銀2を持っています。",
        },
        position=_staged(_siege_of_chios("chios"), rng=7),
        steps=(
            Step(SPARTA, "siege chios", {
                "en": "The d4 shows 4: Sparta takes Chios with its 2 citizens and gains 2 prestige. The Athenian "
                      "proxenos in Chios becomes Sparta's prisoner.",
                "ja": "d4の目は4：スパルタはキオスを市民2ごと獲得し、名声点2を得ます。キオスにいたアテネの"
                      "プロクセノスはスパルタの捕虜になります。",
            }),
            Step(SPARTA, "collect lakedaemon", {
                "en": "Sparta's second action: collecting in its home territory is free. Its 3 hoplites in "
                      "Lakedaemon fill three boxes: wheat, metal, wheat.",
                "ja": "スパルタの2つ目のアクション：本拠地での資源徴収は名声点不要。ラケダイモンの重装歩兵3で"
                      "3つのボックス：小麦、鉄、小麦。",
            }),
            Step(ATHENS, "redeem", {
                "en": "Athens redeems its proxenos: it pays 2 silver to Sparta (Sparta now has 5), and the proxenos "
                      "returns to Athenai.",
                "ja": "アテネはプロクセノスを解放させます。スパルタに銀2を支払い（スパルタは銀5に）、"
                      "プロクセノスは首都アテナイに戻ります。",
            }),
        ),
    ),
    Example(
        "trade",
        {"en": "A trade at a foreign market", "ja": "海外マーケットでの交易"},
        "§2.2",
        {
            "en": "Round 3, Sparta moves first with 0 wheat. Illyria's price marker is at 4: 2 goods buy 1 wheat, "
                  "2 silver buy 1 wheat.",
            "ja": "ラウンド「3」、スパルタの先手で小麦は0。イリュリアの価格マーカーは4：物資2で小麦1、"
                  "銀2で小麦1。",
        },
        setup=Setup(players=2, seed=2),
        steps=(
            Step(SPARTA, "trade illyria", {
                "en": "Sparta's merchant ship sails from its trade port through the Ionio Pelagos to Illyria. "
                      "One shipload is up to 3 wheat or silver.",
                "ja": "スパルタの商船が貿易港からイオニア海を通ってイリュリアへ。1回の積荷は小麦・銀あわせて3まで。",
            }),
            Step(SPARTA, "get wheat wine+wine", {
                "en": "2 wine for 1 wheat.",
                "ja": "ワイン2で小麦1。",
            }),
            Step(SPARTA, "get wheat oil+oil", {
                "en": "2 oil for a second wheat.",
                "ja": "油2で2つ目の小麦。",
            }),
            Step(SPARTA, "buy wheat", {
                "en": "2 silver for the third wheat: the shipload is full. Goods were sold, so one d4 raises the "
                      "price, 2: from 4 to 6. Silver was paid, so the higher of two d4 (4) lowers it: from 6 to 2. "
                      "Sparta now has 3 wheat.",
                "ja": "銀2で3つ目の小麦、積荷はいっぱい。物資を売ったのでd4（2）だけレートが上昇し4→6。"
                      "銀を払ったのでd4二つの大きい方（4）だけ下降し6→2。スパルタの小麦は3に。",
            }),
        ),
    ),
    Example(
        "blockade",
        {"en": "A blockade and how to break it", "ja": "海上封鎖とその突破"},
        "§4",
        {
            "en": "Sparta's merchant can only reach Illyria: every route east passes Kyklades, where Athens's 2 "
                  "galleys control the sea, and Noties Sporades is Athens's too (1 galley).",
            "ja": "スパルタの商船はイリュリアにしか行けません。東への航路はすべてキクラデスを通り、そこはアテネの"
                  "ガレー船2が支配。南スポラデスもアテネ（ガレー船1）の支配下です。",
        },
        setup=Setup(players=2, seed=2),
        steps=(
            Step(SPARTA, "sail kyklades", {
                "en": "Sparta moves galleys to Kyklades, a military action: 1 prestige (2 left).",
                "ja": "スパルタはガレー船をキクラデスへ移動。軍事アクションなので名声点1（残り2）。",
            }),
            Step(SPARTA, "from myrtoon 2", {
                "en": "Both galleys of Myrtoon Pelagos go: 2 against Athens's 2.",
                "ja": "ミルトア海の2隻とも移動：アテネの2隻と同数。",
            }),
            Step(SPARTA, "done", {
                "en": "With 2 galleys each, nobody controls Kyklades (control needs strictly more units). The "
                      "blockade is open: Persia and Thraki can be reached; Aegyptus stays blocked by Noties Sporades.",
                "ja": "2対2ではキクラデスを支配する者はいません（支配には相手より多いユニットが必要）。封鎖が解け、"
                      "ペルシアとトラキアへ行けます。エジプトは南スポラデスで封鎖されたままです。",
            }),
            Step(SPARTA, "trade persia", {
                "en": "Sparta's merchant sails through Kyklades and the Aigaion Pelagos to Persia.",
                "ja": "スパルタの商船はキクラデスとエーゲ海を通ってペルシアへ。",
            }),
        ),
    ),
    Example(
        "civil-war-neutral",
        {"en": "Civil war in a neutral polis", "ja": "中立都市での内乱の扇動"},
        "§4",
        {
            "en": "Round 3, Sparta moves first with 3 silver; its proxenos is in Sparta.",
            "ja": "ラウンド「3」、スパルタの先手で銀3。プロクセノスはスパルタにいます。",
        },
        setup=Setup(players=2, seed=2),
        steps=(
            Step(SPARTA, "proxenos mantineia", {
                "en": "The proxenos moves to Mantineia in Arkadia. No enemy unit stands on the way: no bribe.",
                "ja": "プロクセノスはアルカディアのマンティネイアへ。途中に敵ユニットがいないので賄賂は不要。",
            }),
            Step(SPARTA, "civilwar mantineia", {
                "en": "A neutral polis costs 2 × its base population (1): 2 silver. Sparta takes Mantineia with "
                      "1 citizen and gains 1 prestige (4).",
                "ja": "中立都市は初期人口（1）の2倍の銀：銀2。スパルタはマンティネイアを市民1で獲得し、"
                      "名声点1を得ます（4に）。",
            }),
        ),
    ),
    Example(
        "civil-war-enemy",
        {"en": "Civil war in an enemy polis", "ja": "敵の都市での内乱の扇動"},
        "§4",
        {
            "en": "Sparta has 8 silver. Athens's polis Chios has 2 citizens; Athens has 2 hoplites in Ionia.",
            "ja": "スパルタは銀8。アテネの都市キオスには市民2、イオニアにはアテネの重装歩兵2。",
        },
        position=_staged(_rich_sparta),
        steps=(
            Step(SPARTA, "proxenos chios", {
                "en": "The proxenos enters Ionia, where 2 Athenian hoplites stand: a bribe of 1 silver each "
                      "(6 left).",
                "ja": "プロクセノスはアテネの重装歩兵2がいるイオニアに入ります。敵ユニット1につき銀1の賄賂"
                      "（残り6）。",
            }),
            Step(SPARTA, "civilwar chios", {
                "en": "An enemy polis costs 3 × its citizens (2): 6 silver. Sparta takes Chios with its 2 citizens "
                      "and gains 2 prestige (5).",
                "ja": "敵の都市は現在の人口（2）の3倍の銀：銀6。スパルタはキオスを市民2ごと獲得し、"
                      "名声点2を得ます（5に）。",
            }),
        ),
    ),
    Example(
        "land-battle",
        {"en": "A land battle", "ja": "地上戦"},
        "§6",
        {
            "en": "Round 4, stacking limit 4. Athens holds Korinthia with 4 hoplites; Sparta has 4 in Lakedaemon "
                  "and 3 prestige.",
            "ja": "ラウンド「4」、上限は4。アテネはコリンティアに重装歩兵4。スパルタはラケダイモンに4、名声点3。",
        },
        position=_staged(_korinthia, rng=30),
        steps=(
            Step(SPARTA, "march korinthia", {
                "en": "Sparta moves hoplites to Korinthia, a military action: 1 prestige (2 left). The "
                      "destination may be a territory the enemy controls; only the way there may not pass one.",
                "ja": "スパルタは重装歩兵をコリンティアへ移動。軍事アクションなので名声点1（残り2）。"
                      "敵の支配する地域は通過できませんが、目的地にはできます。",
            }),
            Step(SPARTA, "from lakedaemon 4", {
                "en": "All 4 go: 4 against 4 in Korinthia, the limit of round 4.",
                "ja": "4体とも移動。コリンティアは4対4、ラウンド「4」の上限です。",
            }),
            Step(SPARTA, "hoplites pylos 1", {
                "en": "Sparta's second action ends the turn. Korinthia holds 8 units: a battle. Each side draws "
                      "4 cards, one per unit. On land Sparta attacks first. Sparta: Phalanx 3, Wedge 2, "
                      "Crescent 1, Salpinx Call; Athens: Phalanx 2, Wedge 1, Crescent 3, Mercenary.",
                "ja": "スパルタの2つ目のアクションで手番終了。コリンティアにユニット8：戦闘です。両軍ユニットの数"
                      "（4枚）ずつカードを引きます。地上戦はスパルタが先に攻撃。スパルタ：ファランクス3、楔形2、"
                      "半月1、サルピンクスの号令。アテネ：ファランクス2、楔形1、半月3、傭兵。",
            }),
            _fight(SPARTA, "Before each exchange each side may pay 1 prestige to retreat, the attacker first. "
                           "Sparta fights.", "各交換の前に、攻撃側から順に名声点1で撤退できます。スパルタは戦います。"),
            _fight(ATHENS, "Athens fights too.", "アテネも戦います。"),
            Step(SPARTA, "play phalanx3 wedge2", {
                "en": "Sparta attacks with Phalanx 3 and Wedge 2 (5 in all).",
                "ja": "スパルタはファランクス3と楔形2で攻撃（合計5）。",
            }),
            Step(ATHENS, "play phalanx2 mercenary", {
                "en": "Athens answers with Phalanx 2, which matches the Phalanx, and the Mercenary, which as a "
                      "defender matches any formation: no unit lost. Sparta gains the difference, 5 − 3 = "
                      "2 prestige (4).",
                "ja": "アテネはファランクス2（ファランクスに対応）と傭兵（防御側ではどの陣形にも対応）で防御："
                      "損失なし。スパルタは攻撃力の差5−3＝2の名声点を得ます（4に）。",
            }),
            _fight(ATHENS, "Roles swap: Athens attacks now and is asked first. It fights.",
                   "攻守交代：今度はアテネが攻撃側で、先に撤退するか選びます。アテネは戦います。"),
            _fight(SPARTA, "Sparta fights.", "スパルタも戦います。"),
            Step(ATHENS, "play wedge1 crescent3", {
                "en": "Athens attacks with Wedge 1 and Crescent 3 (4 in all).",
                "ja": "アテネは楔形1と半月3で攻撃（合計4）。",
            }),
            Step(SPARTA, "play crescent1 salpinx", {
                "en": "Sparta's last cards: Crescent 1 matches the Crescent, but a defending Salpinx Call matches "
                      "nothing and is worth 0. The Wedge costs Sparta a hoplite, and Athens gains 4 − 1 = "
                      "3 prestige (6). Both hands are empty: the battle ends, Athens 4 against Sparta 3.",
                "ja": "スパルタ最後の2枚：半月1は半月に対応。しかし防御側のサルピンクスの号令は何にも対応せず値0。"
                      "楔形に対応できずスパルタは重装歩兵1を失い、アテネは4−1＝3の名声点を得ます（6に）。"
                      "手札が尽きて戦闘終了、アテネ4対スパルタ3。",
            }),
        ),
    ),
    Example(
        "surcharge",
        {"en": "Acting after the other side has passed", "ja": "相手がパスした後のアクション"},
        "§4",
        {
            "en": "Round 3, Sparta moves first. Athens has 3 hoplites in Attika and 2 in Ionia.",
            "ja": "ラウンド「3」、スパルタの先手。アテネはアッティカに重装歩兵3、イオニアに2。",
        },
        setup=Setup(players=2, seed=2),
        steps=(
            Step(SPARTA, "pass", {
                "en": "Sparta passes at once: it acts no more this round. From now on every action of Athens costs "
                      "1 resource of its choice on top.",
                "ja": "スパルタはすぐにパス。このラウンドはもう行動できません。以後アテネのアクションには、"
                      "任意の資源1つが追加でかかります。",
            }),
            Step(ATHENS, "collect attika", {
                "en": "Athens collects at home (no prestige): its 3 hoplites in Attika bring oil, wheat and "
                      "silver. Then the surcharge is due.",
                "ja": "アテネは本拠地で資源徴収（名声点不要）。アッティカの重装歩兵3で油、小麦、銀。"
                      "続いて追加コストの支払いです。",
            }),
            Step(ATHENS, "surcharge oil", {
                "en": "Athens pays 1 oil for it.",
                "ja": "アテネは油1を支払います。",
            }),
            Step(ATHENS, "hoplites chios 1", {
                "en": "The second action: a hoplite raised at Chios in Ionia, for 1 metal (Chios keeps 1 citizen).",
                "ja": "2つ目のアクション：キオスで重装歩兵1を編成（イオニア）、鉄1。キオスには市民1が残ります。",
            }),
            Step(ATHENS, "surcharge wine", {
                "en": "And 1 wine on top. Athens then plays turn after turn alone until it passes too; "
                      "then the round ends.",
                "ja": "追加でワイン1。この後アテネは自分もパスするまで一人で手番を続け、"
                      "両者がパスしたらラウンド終了です。",
            }),
        ),
    ),
    Example(
        "round-end",
        {"en": "A round end: feeding, growth, megalopolis", "ja": "ラウンド終了：食糧供給・発展・メガロポリス"},
        "§5",
        {
            "en": "Round 3. Sparta has 8 citizens and 6 wheat; Athens 8 citizens and 11 wheat, and the Theatre "
                  "under construction in Athenai.",
            "ja": "ラウンド「3」。スパルタは市民8、小麦6。アテネは市民8、小麦11で、アテナイでは劇場を建設中。",
        },
        position=_staged(_round_end),
        steps=(
            Step(SPARTA, "pass", {
                "en": "Sparta passes.",
                "ja": "スパルタはパス。",
            }),
            Step(ATHENS, "pass", {
                "en": "Athens passes too: the round ends. The Theatre is completed: +1 prestige for Athens. "
                      "Feeding: Sparta pays 6 wheat and the 2 missing with prestige (1 left); Athens pays 8 wheat "
                      "(3 left).",
                "ja": "アテネもパスしてラウンド終了。劇場が完成しアテネは名声点+1。食糧供給：スパルタは小麦6と、"
                      "足りない2を名声点で支払います（残り1）。アテネは小麦8（残り3）。",
            }),
            Step(ATHENS, "grow athenai 2", {
                "en": "Growth: 1 wheat per citizen. Athenai grows by 2, its maximum growth (4 → 6). Sparta has no "
                      "wheat left and cannot grow.",
                "ja": "発展：小麦1につき市民1。アテナイは最大発展数の2だけ増えます（4→6）。"
                      "スパルタは小麦がなく発展できません。",
            }),
            Step(ATHENS, "grow chios 1", {
                "en": "The last wheat grows Chios (2 → 3). Megalopolis: Athenai and Chios are above their base "
                      "population, +2 prestige (6). Storage: each side loses half its wine and oil, rounded up "
                      "(2 of 3).",
                "ja": "最後の小麦でキオスが発展（2→3）。メガロポリス：アテナイとキオスが初期人口を超え、"
                      "名声点+2（6に）。倉庫：両者ともワインと油の半数（切り上げ、3のうち2）を失います。",
            }),
            Step(SPARTA, "done", {
                "en": "Tax is optional: Sparta keeps its last prestige point (at 0 the game would end).",
                "ja": "徴税は任意。スパルタは最後の名声点を残します（0になるとゲーム終了）。",
            }),
            Step(ATHENS, "tax", {
                "en": "Athens turns 1 prestige into 1 silver (5 left). The second round, \"4\", begins with its event; "
                      "Sparta has less prestige and moves first.",
                "ja": "アテネは名声点1を銀1に（残り5）。2番目のラウンド「4」がイベントとともに始まり、"
                      "名声点の少ないスパルタが先手です。",
            }),
        ),
    ),
    Example(
        "sea-battle",
        {"en": "A sea battle: the Salpinx Call and a retreat", "ja": "海戦：サルピンクスの号令と撤退"},
        "§6",
        {
            "en": "Round 4, stacking limit 4. Athens has 4 galleys in Kyklades; Sparta has 4 in Myrtoon Pelagos "
                  "and 3 prestige.",
            "ja": "ラウンド「4」、上限は4。アテネはキクラデスにガレー船4。スパルタはミルトア海に4、名声点3。",
        },
        position=_staged(_kyklades, rng=13),
        steps=(
            Step(SPARTA, "sail kyklades", {
                "en": "Sparta moves galleys to Kyklades (1 prestige, 2 left).",
                "ja": "スパルタはガレー船をキクラデスへ移動（名声点1、残り2）。",
            }),
            Step(SPARTA, "from myrtoon 4", {
                "en": "All 4 go: 4 against 4.",
                "ja": "4隻とも移動：4対4。",
            }),
            Step(SPARTA, "collect lakedaemon", {
                "en": "Sparta's second action ends the turn: 8 galleys in Kyklades, a battle. At sea Athens attacks "
                      "first. Athens: Phalanx 2, Wedge 1, Wedge 3, Salpinx Call; Sparta: Phalanx 2, Wedge 2, "
                      "Crescent 1, Crescent 3.",
                "ja": "スパルタの2つ目のアクションで手番終了。キクラデスにガレー船8：戦闘です。海戦はアテネが先に攻撃。"
                      "アテネ：ファランクス2、楔形1、楔形3、サルピンクスの号令。スパルタ：ファランクス2、楔形2、"
                      "半月1、半月3。",
            }),
            _fight(ATHENS, "Athens, the attacker, is asked first whether to retreat: it fights.",
                   "攻撃側のアテネから撤退するか選びます。アテネは戦います。"),
            _fight(SPARTA, "Sparta fights.", "スパルタも戦います。"),
            Step(ATHENS, "play wedge3 salpinx", {
                "en": "Athens attacks with Wedge 3 and the Salpinx Call.",
                "ja": "アテネは楔形3とサルピンクスの号令で攻撃。",
            }),
            Step(SPARTA, "play wedge2 crescent1", {
                "en": "Wedge 2 matches the Wedge, but the attacking Salpinx Call removes a galley whatever the "
                      "defence, and costs Athens 1 prestige (2 left). Values: 3 + 0 against 2 + 1, no prestige "
                      "gained.",
                "ja": "楔形2は楔形に対応。しかし攻撃側のサルピンクスの号令は陣形に関係なくガレー船1を除去し、"
                      "アテネは名声点1を失います（残り2）。攻撃力は3＋0対2＋1で、名声点の獲得なし。",
            }),
            Step(SPARTA, "retreat myrtoon", {
                "en": "Now Sparta attacks and is asked first. Down to 3 galleys against 4, it pays 1 prestige "
                      "(1 left) and retreats to Myrtoon Pelagos, an adjacent sea Athens does not control (not "
                      "Noties Sporades). The battle is over; Athens holds Kyklades with 4.",
                "ja": "今度はスパルタが攻撃側で先に選びます。3対4に減ったので名声点1を払い（残り1）、アテネが支配"
                      "していない隣の海域ミルトア海へ撤退（南スポラデスは不可）。戦闘終了、キクラデスはアテネの4隻が"
                      "支配します。",
            }),
        ),
    ),
    Example(
        "starvation",
        {"en": "Citizens who cannot be fed", "ja": "市民を養えないとき"},
        "§5",
        {
            "en": "Round 3. Sparta has 8 citizens (Sparta 4, Gytheion 2, Pylos 2) but only 2 wheat and "
                  "3 prestige; Athens has 8 citizens and 8 wheat.",
            "ja": "ラウンド「3」。スパルタは市民8（スパルタ4、ギュテイオン2、ピュロス2）に対し"
                  "小麦2、名声点3しかありません。アテネは市民8、小麦8。",
        },
        position=_staged(_hungry_sparta),
        steps=(
            Step(SPARTA, "pass", {"en": "Sparta passes.", "ja": "スパルタはパス。"}),
            Step(ATHENS, "pass", {
                "en": "Athens passes: the round ends. Sparta's 2 wheat and 3 prestige pay for 5 of its 8 citizens: "
                      "it must give up poleis of its choice until the rest can be fed.",
                "ja": "アテネもパスしてラウンド終了。スパルタの小麦2と名声点3では市民8のうち5人分しか払えません。"
                      "残りを養えるまで、選んだ都市を手放さなければなりません。",
            }),
            Step(SPARTA, "release pylos", {
                "en": "Pylos becomes neutral again, at its base population. 6 citizens are still too many.",
                "ja": "ピュロスは初期人口で中立都市に戻ります。市民6でもまだ足りません。",
            }),
            Step(SPARTA, "release gytheion", {
                "en": "Gytheion goes too. The 4 citizens of Sparta are fed with 2 wheat and 2 prestige (1 left); "
                      "Athens pays its 8 wheat. Storage takes 2 of each side's 3 wine and 3 oil.",
                "ja": "ギュテイオンも手放します。スパルタの市民4を小麦2と名声点2で養います（残り1）。"
                      "アテネは小麦8を支払います。倉庫で両者ともワイン3と油3のうち2ずつを失います。",
            }),
            Step(SPARTA, "done", {"en": "Sparta raises no tax.", "ja": "スパルタは徴税しません。"}),
            Step(ATHENS, "done", {
                "en": "Athens neither. A side could not feed its citizens, so the game ends after this round end. "
                      "Scores (citizens + prestige): Sparta 4 + 1 = 5, Athens 8 + 3 = 11. Athens wins.",
                "ja": "アテネも徴税しません。食糧供給ができなかった陣営があるので、このラウンド終了でゲーム終了。"
                      "得点（市民＋名声点）：スパルタ4＋1＝5、アテネ8＋3＝11。アテネの勝ち。",
            }),
        ),
    ),
))
