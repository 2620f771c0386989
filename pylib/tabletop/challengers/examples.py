"""Worked examples of the match, its keywords and the tournament (docs/rules/challengers.md §4, §5, §6.1, §6.2, §7).

The match (§5) plays itself out when the last player says ``done``, so most examples start from a staged
Deck Phase (:func:`_staged`): two players, both at their optional removal, with the decks the case needs and
the random state that shuffles them into the order the captions tell (found once by trying states, then
written here). The rest start from a real set-up: a Deck Phase (§4) and a card *When picked* (§6.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..core.examples import Example, Setup, Step, register
from ..core.rng import Rng
from .acts import Step as Where
from .data import CARDS
from .game import Challengers, ChallengersState

#: the sets of every example: the City and the themed sets but the Shipwreck
_OPTIONS = {"left_out": "shipwreck"}


def _staged(
    decks: tuple[Sequence[str], Sequence[str]], rng: int, fans: tuple[int, int] = (0, 0), won: int | None = None
) -> str:
    """The position of round 1 with two players done picking, holding ``decks`` (card keys) and ``fans``.

    ``won``: the team that won round 1's trophy, and then it is round 2. The starters nobody holds go to the
    box; the displays go back to their piles; ``rng`` is the random state the Match Phase shuffles the decks
    and draws the first flag holder with.
    """
    s = cast(ChallengersState, Challengers().new(2, _OPTIONS, 1))
    starters = [i for d in s.decks for i in d]
    for p in range(2):
        for i in s.display[p]:
            s.piles[CARDS[s.cards[i]].level].append(i)
    free: dict[str, list[int]] = {}
    for i in starters + [i for pile in s.piles.values() for i in pile]:
        free.setdefault(s.cards[i], []).append(i)
    s.decks = [[free[k].pop(0) for k in deck] for deck in decks]
    taken = {i for d in s.decks for i in d}
    s.piles = {lv: [i for i in pile if i not in taken] for lv, pile in s.piles.items()}
    s.box = sorted(set(starters) - taken)
    s.display = [[], []]
    s.steps = [Where.REMOVE, Where.REMOVE]
    s.picks_left = [0, 0]
    s.fans = list(fans)
    s.rng = Rng.from_state(rng)
    if won is not None:
        s.holders[0][0] = won
        s.round = 2
    return s.to_position()


def _ready(player: int) -> Step:
    """Player ``player`` keeps the whole deck: nothing happens until the other player is done too."""
    n = player + 1
    return Step(player, "done", {
        "en": f"Player {n} removes nothing and is ready.",
        "ja": f"プレイヤー{n}はカードを取り除かず、準備完了。",
    })


register(Challengers.id, lambda: (
    Example(
        "flag-capture",
        {"en": "Capturing the flag", "ja": "フラッグの獲得"},
        "§5",
        {
            "en": "Round 1, both players are done drafting. Player 1's deck: Dog (3) and Newcomer (1); "
                  "player 2's: Newcomer (1) and Talent (2).",
            "ja": "ラウンド1、2人ともドラフト済み。プレイヤー1のデッキはイヌ（3）とニューカマー（1）、"
                  "プレイヤー2のデッキはニューカマー（1）とタレント（2）。",
        },
        position=_staged((["dog_s", "newcomer"], ["newcomer", "talent_s"]), 1),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "The match: player 1 holds the flag on Dog (defence 3). Player 2 reveals Newcomer (1), "
                      "then Talent: 3 equals the defence, and a tie captures. Dog goes to player 1's bench; "
                      "Newcomer and Talent become the flag stack, Talent (the last) on top, defence 2. "
                      "Player 1's Newcomer (1) falls short and the deck is empty: player 2 wins the trophy.",
                "ja": "対戦：プレイヤー1がイヌ（防御3）でフラッグを持ちます。プレイヤー2はニューカマー（1）、"
                      "続いてタレントを公開：合計3は防御と同じで、同点でもフラッグ獲得。イヌはプレイヤー1の"
                      "ベンチへ。ニューカマーとタレントが重なり、最後のタレントが上（防御2）。"
                      "プレイヤー1のニューカマー（1）では届かずデッキ切れ：プレイヤー2がトロフィーを獲得。",
            }),
        ),
    ),
    Example(
        "full-bench",
        {"en": "A full bench loses", "ja": "ベンチがいっぱいで負け"},
        "§5",
        {
            "en": "Player 1 has three strong cards: Dragon, Werewolf and T-Rex. Player 2 has seven cards, all with "
                  "different names: Skeleton, Dog, Newcomer, Champion, Talent, Pony and Knight.",
            "ja": "プレイヤー1は強いカード3枚（ドラゴン、オオカミ男、ティラノサウルス）。プレイヤー2は名前の"
                  "違う7枚（ガイコツ、イヌ、ニューカマー、チャンピオン、タレント、ポニー、騎士）。",
        },
        position=_staged(
            (["t_rex", "werewolf", "dragon"],
             ["newcomer", "talent_s", "dog_s", "champion_s", "skeleton", "pony", "knight"]),
            3,
        ),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Player 2 needs four cards to reach Dragon's defence 9; Werewolf takes the flag back and "
                      "those four fill four of the six bench slots. Talent, Pony and Knight capture Werewolf; T-Rex "
                      "captures them back: Knight and Talent fill the last two slots, and Pony has no slot of its "
                      "name and no empty slot. Player 2 loses at once.",
                "ja": "プレイヤー2はドラゴンの防御9に4枚必要。オオカミ男がフラッグを取り返し、その4枚でベンチの"
                      "6スロットのうち4つが埋まります。タレント・ポニー・騎士でオオカミ男を破るも、ティラノサウルスに"
                      "取り返され、騎士とタレントで残り2スロットも埋まります。ポニーは同名のスロットも空きもなく、"
                      "プレイヤー2はその場で負け。",
            }),
        ),
    ),
    Example(
        "attack-and-flag",
        {"en": "During the attack, In flag possession", "ja": "「攻撃中」と「フラッグ所持時」"},
        "§6.1",
        {
            "en": "Player 1's deck: Skeleton (2, In flag possession: +1), Talent (2), Newcomer (1). Player 2's: "
                  "Pony (3, During the attack: +1).",
            "ja": "プレイヤー1のデッキはガイコツ（2、フラッグ所持時+1）、タレント（2）、ニューカマー（1）。"
                  "プレイヤー2はポニー（3、攻撃中+1）。",
        },
        position=_staged((["skeleton", "talent_s", "newcomer"], ["pony"]), 1),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Skeleton holds the flag: 2 + 1 = defence 3. Pony attacks with 3 + 1 = 4 and captures. "
                      "On the flag, Pony's attack bonus is over: defence 3 only, and player 1's Talent and "
                      "Newcomer (2 + 1) capture it. Player 2's deck is empty: player 1 wins.",
                "ja": "ガイコツがフラッグを持ち、2+1で防御3。ポニーは3+1=4で攻撃しフラッグを獲得。"
                      "フラッグ上ではポニーの攻撃中の効果は切れて防御3のみ。プレイヤー1のタレントとニューカマー"
                      "（2+1）で獲得。プレイヤー2はデッキ切れでプレイヤー1の勝ち。",
            }),
        ),
    ),
    Example(
        "from-the-bench",
        {"en": "From the bench", "ja": "「ベンチ時」"},
        "§6.1",
        {
            "en": "Player 1's deck: Vendor (2, From the bench: your Funfair cards +1) and Juggler (2, Funfair). "
                  "Player 2's: Dog (3) and Talent (2).",
            "ja": "プレイヤー1のデッキは売り子（2、ベンチ時：自分の遊園地のカード+1）とジャグラー（2、遊園地）。"
                  "プレイヤー2はイヌ（3）とタレント（2）。",
        },
        position=_staged((["vendor", "juggler"], ["dog_s", "talent_s"]), 1),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Vendor holds the flag (defence 2) and Dog captures it: Vendor goes to the bench, where its "
                      "effect starts. Juggler attacks with 2 + 1 = 3 and captures Dog (3). On the flag, Juggler is "
                      "helped too: defence 3, and Talent (2) falls short. Player 2's deck is empty: player 1 wins.",
                "ja": "売り子がフラッグ（防御2）をイヌに取られてベンチへ。ここから効果が発動します。ジャグラーは"
                      "2+1=3で攻撃しイヌ（3）から獲得。フラッグ上でも+1で防御3、タレント（2）では届きません。"
                      "プレイヤー2はデッキ切れでプレイヤー1の勝ち。",
            }),
        ),
    ),
    Example(
        "flag-loss",
        {"en": "Flag loss", "ja": "「フラッグ喪失時」"},
        "§6.1",
        {
            "en": "Player 1's deck: Pig (3, Flag loss: 1 fan) and Newcomer (1). Player 2's: Dog (3).",
            "ja": "プレイヤー1のデッキはブタ（3、フラッグ喪失時：ファン1人）とニューカマー（1）。"
                  "プレイヤー2はイヌ（3）。",
        },
        position=_staged((["pig", "newcomer"], ["dog_s"]), 7),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Pig holds the flag (defence 3) and Dog ties it: captured. Pig's Flag loss effect gives "
                      "player 1 a fan token before Pig goes to the bench. Newcomer (1) cannot beat Dog and the deck "
                      "is empty: player 2 wins the trophy (2 fans); player 1 keeps the fan.",
                "ja": "ブタがフラッグ（防御3）を持ち、イヌが同点で獲得。ブタのフラッグ喪失時の効果でプレイヤー1は"
                      "ファン1人を得て、ブタはベンチへ。ニューカマー（1）ではイヌに届かずデッキ切れ：プレイヤー2が"
                      "トロフィー（ファン2人）を獲得、プレイヤー1もファン1人を持ったまま。",
            }),
        ),
    ),
    Example(
        "lead-of-eleven",
        {"en": "An 11-fan lead wins", "ja": "11ファン差で勝利"},
        "§7",
        {
            "en": "Two players, round 1: player 1 already has 9 fan tokens, player 2 none. Player 1's deck: Dog and "
                  "Newcomer; player 2's: Newcomer and Talent.",
            "ja": "2人プレイのラウンド1。プレイヤー1はすでにファン9人、プレイヤー2は0人。プレイヤー1のデッキは"
                  "イヌとニューカマー、プレイヤー2はニューカマーとタレント。",
        },
        position=_staged((["dog_s", "newcomer"], ["newcomer", "talent_s"]), 3, fans=(9, 0)),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Player 2 holds the flag on Newcomer (1); Dog captures it, and Talent (2) cannot beat Dog (3). "
                      "Player 1 wins the match and the trophy's 2 fans: 11 against 0. With two players a lead of "
                      "11 fans or more wins the game at once, without playing round 2.",
                "ja": "プレイヤー2がニューカマー（1）でフラッグを持ち、イヌが獲得。タレント（2）ではイヌ（3）に"
                      "届きません。プレイヤー1が勝ってトロフィーのファン2人を得て11対0。2人プレイでは11ファン以上の"
                      "差がつけば、ラウンド2を待たずにその場で勝利です。",
            }),
        ),
    ),
    Example(
        "deck-phase",
        {"en": "A Deck Phase: pick, redraw, remove", "ja": "デッキフェイズ：選択・引き直し・除外"},
        "§4",
        {
            "en": "Round 1 of a two-player game: A pick 2. Player 1 sees five A cards: Cow, Jester, Make-Up Artist, "
                  "Pony and Shapeshifter.",
            "ja": "2人プレイのラウンド1：Aから2枚選択。プレイヤー1はAのカードを5枚引きました（ウシ、道化師、"
                  "メイクアップアーティスト、ポニー、シェイプシフター）。",
        },
        setup=Setup(2, _OPTIONS, seed=1),
        steps=(
            Step(0, "pick pony", {
                "en": "Player 1 picks Pony into the deck; four cards are left, one pick to go.",
                "ja": "プレイヤー1はポニーをデッキに加えます。残りは4枚、あと1枚選べます。",
            }),
            Step(0, "redraw", {
                "en": "The one redraw of the phase: the four cards go to the A discard pile and four new ones are "
                      "drawn (between two picks, 4 instead of 5): Shapeshifter, Gangster, Jester, Stable Boy.",
                "ja": "このフェイズ1回だけの引き直し：4枚をAの捨て札にして、新たに4枚（2枚の選択の間なので5枚でなく"
                      "4枚）：シェイプシフター、ギャング、道化師、馬番。",
            }),
            Step(0, "pick gangster", {
                "en": "The second pick: Gangster. The other three cards go to the A discard pile; the deck has "
                      "8 cards.",
                "ja": "2枚目はギャング。残り3枚はAの捨て札へ。デッキは8枚になりました。",
            }),
            Step(0, "remove newcomer", {
                "en": "Removal is optional: player 1 removes a Newcomer. A starter leaves the game.",
                "ja": "除外は任意。プレイヤー1はニューカマーを1枚取り除きます。スターターはゲームから除外されます。",
            }),
            Step(0, "remove newcomer", {
                "en": "A second Newcomer goes too.",
                "ja": "2枚目のニューカマーも取り除きます。",
            }),
            Step(0, "done", {
                "en": "Player 1 is ready with 6 cards and waits: the matches start when player 2 is done too.",
                "ja": "プレイヤー1はデッキ6枚で準備完了。プレイヤー2も終えると対戦が始まります。",
            }),
        ),
    ),
    Example(
        "when-picked",
        {"en": "When picked: the Cow", "ja": "「デッキ追加時」：ウシ"},
        "§6.1",
        {
            "en": "Round 1: player 1's display holds a Cow (Outer Space, When picked: 1 fan).",
            "ja": "ラウンド1。プレイヤー1が引いた5枚の中にウシ（宇宙、デッキ追加時：ファン1人）があります。",
        },
        setup=Setup(2, _OPTIONS, seed=1),
        steps=(
            Step(0, "pick cow", {
                "en": "Picking the Cow resolves its effect at once, in the Deck Phase: player 1 gains a fan token. "
                      "In a match the Cow is just a 3.",
                "ja": "ウシを選んだその時、デッキフェイズのうちに効果が発動：プレイヤー1はファン1人を得ます。"
                      "対戦ではウシはパワー3のカードです。",
            }),
            Step(0, "pick pony", {
                "en": "The second pick, Pony, has no When picked effect: the fans stay at 1.",
                "ja": "2枚目のポニーにはデッキ追加時の効果はなく、ファンは1人のまま。",
            }),
        ),
    ),
    Example(
        "champion-holds",
        {"en": "More trophies: the Champion holds", "ja": "トロフィーが多い側が先にフラッグを持つ"},
        "§5",
        {
            "en": "Round 2: player 1 won round 1's trophy. Player 1's deck: Champion (4, In flag possession: +1 per "
                  "trophy); player 2's: Dog (3) and Newcomer (1).",
            "ja": "ラウンド2。プレイヤー1はラウンド1のトロフィーを獲得済み。プレイヤー1のデッキはチャンピオン（4、"
                  "フラッグ所持時：トロフィー1個につき+1）、プレイヤー2はイヌ（3）とニューカマー（1）。",
        },
        position=_staged((["champion_s"], ["dog_s", "newcomer"]), 1, won=0),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Player 1 has more trophies, so player 1 holds the flag first, no draw needed. Champion's "
                      "defence is 4 + 1 = 5; Dog and Newcomer reach only 4, and player 2's deck is empty: player 1 "
                      "wins.",
                "ja": "トロフィーが多いプレイヤー1が抽選なしで先にフラッグを持ちます。チャンピオンの防御は4+1=5。"
                      "イヌとニューカマーでは4にしか届かず、デッキ切れでプレイヤー1の勝ち。",
            }),
        ),
    ),
    Example(
        "reveal-effect",
        {"en": "No keyword: the Fan-Bus", "ja": "キーワードなし：ファンバス"},
        "§6.1",
        {
            "en": "Player 1's deck: Newcomer (1). Player 2's: Fan-Bus (6, no keyword: 1 fan when revealed).",
            "ja": "プレイヤー1のデッキはニューカマー（1）、プレイヤー2はファンバス（6、キーワードなし："
                  "公開されたときファン1人）。",
        },
        position=_staged((["newcomer"], ["fan_bus"]), 2),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Newcomer holds the flag. Player 2 reveals Fan-Bus: its effect resolves once, at the reveal, "
                      "and player 2 gains a fan token; then 6 beats 1 and captures. Player 1's deck is empty: "
                      "player 2 wins the trophy too.",
                "ja": "ニューカマーがフラッグを持ちます。プレイヤー2がファンバスを公開：公開時に一度だけ効果が"
                      "発動してファン1人を獲得、続いて6が1を上回りフラッグを獲得。プレイヤー1はデッキ切れで、"
                      "プレイヤー2がトロフィーも獲得。",
            }),
        ),
    ),
    Example(
        "redirect",
        {"en": "Redirect: the Rubber Duck", "ja": "行き先の変更：アヒルちゃん"},
        "§6.2",
        {
            "en": "Player 1's deck: Rubber Duck (5, Flag loss: to the bottom of the deck) and Newcomer (1). "
                  "Player 2's: Lion (5, During the attack: +1) and Talent (2).",
            "ja": "プレイヤー1のデッキはアヒルちゃん（5、フラッグ喪失時：デッキの一番下へ）とニューカマー（1）。"
                  "プレイヤー2はライオン（5、攻撃中+1）とタレント（2）。",
        },
        position=_staged((["rubber_duck", "newcomer"], ["lion", "talent_s"]), 1),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Lion (5 + 1) captures the Duck (5). Instead of the bench, the Duck goes under player 1's "
                      "deck. Newcomer (1) attacks, then the Duck again: 6 against Lion's 5, captured. Talent (2) "
                      "cannot beat the Duck: player 2's deck is empty and player 1 wins.",
                "ja": "ライオン（5+1）がアヒルちゃん（5）からフラッグを獲得。アヒルちゃんはベンチではなく"
                      "プレイヤー1のデッキの一番下へ。ニューカマー（1）、続いて再びアヒルちゃんで6、ライオンの5に勝ち"
                      "獲得。タレント（2）では届かず、デッキ切れでプレイヤー1の勝ち。",
            }),
        ),
    ),
    Example(
        "exhaust",
        {"en": "Exhaust: the Butler clears the bench", "ja": "隔離：執事がベンチを片付ける"},
        "§6.2",
        {
            "en": "Player 1: Dragon, Horse, Werewolf, T-Rex. Player 2: Newcomer, Dog, Talent, Skeleton, Pony, "
                  "Champion and Butler (1, no keyword: exhaust up to 2 of your bench cards).",
            "ja": "プレイヤー1：ドラゴン、ウマ、オオカミ男、ティラノサウルス。プレイヤー2：ニューカマー、イヌ、"
                  "タレント、ガイコツ、ポニー、チャンピオン、執事（1、キーワードなし：自分のベンチのカードを"
                  "2枚まで隔離）。",
        },
        position=_staged(
            (["t_rex", "werewolf", "dragon", "horse"],
             ["newcomer", "talent_s", "dog_s", "champion_s", "skeleton", "pony", "butler"]),
            241,
        ),
        steps=(
            _ready(0),
            Step(1, "done", {
                "en": "Five cards of player 2 take Dragon's flag; Horse takes it back and those five fill five bench "
                      "slots. Butler exhausts Newcomer and Talent, freeing two slots, and Champion ties Horse (5). "
                      "When Werewolf captures, Champion and Butler need two slots: without the exhaust player 2 "
                      "would have lost here. Player 2's deck then runs out: player 1 wins.",
                "ja": "プレイヤー2は5枚でドラゴンからフラッグを獲得。ウマが取り返し、その5枚でベンチの5スロットが"
                      "埋まります。執事がニューカマーとタレントを隔離して2スロット空け、チャンピオンがウマ（5）と"
                      "同点で獲得。オオカミ男に取られたチャンピオンと執事には2スロット必要で、隔離がなければここで"
                      "負けでした。その後プレイヤー2はデッキ切れでプレイヤー1の勝ち。",
            }),
        ),
    ),
))
