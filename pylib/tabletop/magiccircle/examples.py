"""Worked examples of the scoring and the formations (docs/rules/magiccircle.md §3.7 and §3.7.1).

The seed's four worked circles (E1–E4 of §3.7.1) as two versus matches, then one example for each
group of formations; the project's own formations (in italics in §3.7.1) only in games with the
option ``added_formations``, and their captions say so. Each starts from the game's ``position``
option (the package docstring, "Position text").
"""

from __future__ import annotations

from ..core.examples import Example, Setup, Step, register
from .game import MagicCircle

_ADDED = {"added_formations": True}


def _setup(position: str, players: int = 1, **options: bool) -> Setup:
    """A start from a position text (lines ``key: value``, as in the package docstring)."""
    return Setup(players, {"position": position, **options})


register(MagicCircle.id, lambda: (
    Example(
        "seed-e1-e2",
        {"en": "The seed's circles E1 and E2", "ja": "原典の魔法陣 E1 と E2"},
        "§3.7.1",
        {
            "en": "A versus match from the rules page. Player 2's circle (E2) lacks its focus coin; "
                  "player 1's (E1) lacks one green corner of the inner square.",
            "ja": "ルールページの対戦例。プレイヤー2の魔法陣（E2）はフォーカスが空、"
                  "プレイヤー1の魔法陣（E1）は内方の緑の角が1つ足りません。",
        },
        setup=_setup(
            "turn: 3\nfirst: 2\n"
            "p1 circle: 7776 3334 BBBB GGG. .\np1 hand: G\n"
            "p2 circle: 3476 5555 RBRB YGYG .\np2 hand: 5\n",
            players=2,
        ),
        steps=(
            Step(1, "place h1 F", {
                "en": "A 5 on the focus, and the inner circle is all 5s: Resonance (+85 %). The four 5s are two "
                      "pairs: Two Pair (+10 %). Multiplier 1.95.",
                "ja": "フォーカスに5、内円も4枚とも5なのでリゾナンス（+85%）。"
                      "4枚の5は2組のペアでツーペア（+10%）。倍率1.95。",
            }),
            Step(1, "end", {
                "en": "Player 2 cannot complete the outer circle (3+5 on the north, 7+5 on the south) "
                      "and ends the turn.",
                "ja": "プレイヤー2は外円を完成できず（北は3+5、南は7+5）、ターンを終了します。",
            }),
            Step(0, "place h1 EiNW", {
                "en": "The fourth green corner: the circle is complete. Azure and Viridian (+25 % each), "
                      "Balance (every side sums to 10, +35 %), Two Pair and Forward Order (+10 % each).",
                "ja": "4枚目の緑で魔法陣が完成。エイジュアとビリジアン（各+25%）、バランス（どの方向も合計10、+35%）、"
                      "ツーペアと順秩序（各+10%）。",
            }),
            Step(0, "activate", {
                "en": "Activated: base 10000 + 500 × (9 − (7 − 3)) = 12500, × 2.05 = 25625. Player 2, "
                      "not activated with the outer circle's 4 positions invalid: 7250 × 1.95 = 14137.",
                "ja": "発動：基礎強度 10000+500×(9−(7−3))=12500、×2.05で25625。発動できなかったプレイヤー2は"
                      "外円の4か所が無効なポジションで、7250×1.95=14137。",
            }),
        ),
    ),
    Example(
        "seed-e3-e4",
        {"en": "The seed's circles E3 and E4", "ja": "原典の魔法陣 E3 と E4"},
        "§3.7.1",
        {
            "en": "The rules page's second match. Player 1's circle (E3) is already complete with an empty "
                  "focus; player 2's (E4) has an empty corner in its inner square.",
            "ja": "ルールページの2つ目の対戦。プレイヤー1の魔法陣（E3）はフォーカスが空のまま完成済み、"
                  "プレイヤー2の魔法陣（E4）は内方の角が1つ空いています。",
        },
        setup=_setup(
            "turn: 4\n"
            "p1 circle: 6779 4634 WKWK RBRB .\np1 hand: R\n"
            "p2 circle: 9494 3636 RRRR Y.YG 1\n",
            players=2,
        ),
        steps=(
            Step(0, "place h1 F", {
                "en": "The focus is not needed to complete a circle, but a red focus with red on both ends of the "
                      "inner square's NE–SW diagonal makes a Short Beam (+20 %).",
                "ja": "フォーカスは完成に必要ありませんが、赤をフォーカスに置くと内方の北東・南西の対角線の赤2枚と"
                      "ショートビーム（+20%）になります。",
            }),
            Step(0, "activate", {
                "en": "Activated: d = 9 − 3 = 6, base 11500, × 1.65 (Clear Force, Short Beam, Three Pair, Forward "
                      "Order) = 18975. Player 2: 4 invalid positions, base 6750 × 1.55 (Crimson, Symmetry) = 10462.",
                "ja": "発動：最大9−最小3で基礎強度11500、×1.65（クリアフォース・ショートビーム・スリーペア・順秩序）で"
                      "18975。プレイヤー2は無効なポジション4つで6750×1.55（クリムゾン・シンメトリー）＝10462。",
            }),
        ),
    ),
    Example(
        "pairs-to-symmetry",
        {"en": "From Two Pair to Symmetry", "ja": "ツーペアからシンメトリーへ"},
        "§3.7.1",
        {
            "en": "Single mode. The circles hold 5, 6, 5 and 7, 4, 7: two pairs (5-5 and 7-7), so Two Pair (+10 %).",
            "ja": "シングルモード。円には5・6・5と7・4・7：同じ数字の組が2組（5と5、7と7）でツーペア（+10%）。",
        },
        setup=_setup("p1 circle: 565. 747. RBRB YGYG 2\np1 hand: 4 6\n"),
        steps=(
            Step(0, "place h1 MiW", {
                "en": "A second 4 makes a third pair: Three Pair (+20 %) replaces Two Pair. "
                      "The inner circle (7, 4, 7, 4) is now complete on its own.",
                "ja": "2枚目の4で3組目のペア：ツーペアに代わりスリーペア（+20%）。"
                      "内円（7・4・7・4）はこれだけで完成です。",
            }),
            Step(0, "place h2 MoW", {
                "en": "Every coin now equals the one facing it across the centre: Symmetry (+30 %), and no pair "
                      "formation is added. The circle is complete.",
                "ja": "中心をはさんで向かい合うコインがすべて同じ数字：シンメトリー（+30%）で、"
                      "ペア系の陣形はつきません。"
                      "魔法陣が完成しました。",
            }),
            Step(0, "activate", {
                "en": "Activated: digits 4 to 7, base 10000 + 500 × 6 = 13000, × 1.30 = 16900.",
                "ja": "発動：数字は4から7で基礎強度 10000+500×6=13000、×1.30で16900。",
            }),
        ),
    ),
    Example(
        "colour-squares",
        {"en": "Crimson and Clear Force", "ja": "クリムゾンとクリアフォース"},
        "§3.7.1",
        {
            "en": "Single mode. Two red corners on the outer square, white and black on the inner one; "
                  "the circles are symmetric (Symmetry, +30 %).",
            "ja": "シングルモード。外方に赤が2つ、内方に白と黒。円はシンメトリー（+30%）です。",
        },
        setup=_setup("p1 circle: 5656 7474 RR.. WK.. 2\np1 hand: R R W K\n"),
        steps=(
            Step(0, "place h1 EoSW", {
                "en": "Red faces red across the centre, but the north-west corner is still empty: "
                      "the outer square is not complete yet.",
                "ja": "中心をはさんで赤と赤が向かい合いましたが、北西の角がまだ空：外方は未完成です。",
            }),
            Step(0, "place h2 EoNW", {
                "en": "Four red corners: Crimson (+25 %). A square of four blue is Azure, of four green Viridian.",
                "ja": "4つの角がすべて赤：クリムゾン（+25%）。青4つならエイジュア、緑4つならビリジアンです。",
            }),
            Step(0, "end", {
                "en": "Two actions used: the turn ends. The next turn starts with a dealt coin.",
                "ja": "2回行動したのでターン終了。次のターンはコインが1枚配られて始まります。",
            }),
            Step(0, "place h3 EiSW", {
                "en": "White faces white on the inner square's NE–SW diagonal.",
                "ja": "内方の北東・南西の対角線で白と白が向かい合います。",
            }),
            Step(0, "place h4 EiNW", {
                "en": "Black faces black: a complete square of white and black, Clear Force (+15 %). "
                      "Multiplier 1.70.",
                "ja": "黒と黒も向かい合い、白と黒で完成した方：クリアフォース（+15%）。倍率1.70。",
            }),
            Step(0, "activate", {
                "en": "Activated: base 13000 × 1.70 = 22100.",
                "ja": "発動：基礎強度13000×1.70＝22100。",
            }),
        ),
    ),
    Example(
        "added-reverse-order-amber",
        {"en": "Reverse Order and Amber (added formations)", "ja": "逆秩序とアンバー（追加陣形）"},
        "§3.7.1",
        {
            "en": "A game with the option “added formations” on: Reverse Order and Amber were added by this "
                  "project and score only then. The inner circle holds 7s, the outer one 3s and a 4.",
            "ja": "オプション「追加陣形」を有効にしたゲーム。逆秩序とアンバーはこのプロジェクトが追加した陣形で、"
                  "このときだけ数えます。内円は7、外円は3と4。",
        },
        setup=_setup("p1 circle: 3334 777. YYY. RBRB .\np1 hand: 6 Y\n", **_ADDED),
        steps=(
            Step(0, "place h1 MiW", {
                "en": "On every side the inner digit is larger than the outer: Reverse Order (+10 %, added). "
                      "Every side sums to 10: Balance (+35 %); 3-3 and 7-7: Two Pair (+10 %).",
                "ja": "どの方向でも内円の数字が外円より大きい：逆秩序（+10%、追加陣形）。"
                      "どの方向も合計10でバランス（+35%）、3と3・7と7でツーペア（+10%）。",
            }),
            Step(0, "place h2 EoNW", {
                "en": "Four yellow corners: Amber (+25 %, added). The circle is complete; multiplier 1.80.",
                "ja": "4つの角がすべて黄：アンバー（+25%、追加陣形）。魔法陣が完成し、倍率1.80。",
            }),
            Step(0, "activate", {
                "en": "Activated: base 12500 × 1.80 = 22500. Without the option it would be × 1.45 = 18125.",
                "ja": "発動：基礎強度12500×1.80＝22500。オプションなしなら×1.45で18125です。",
            }),
        ),
    ),
    Example(
        "added-lumina-umbra",
        {"en": "Lumina and Umbra (added formations)", "ja": "ルミナとアンブラ（追加陣形）"},
        "§3.7.1",
        {
            "en": "With the option “added formations” on. Three white corners on the outer square, three black "
                  "on the inner one; only 5 coins of each exist.",
            "ja": "オプション「追加陣形」あり。外方に白が3つ、内方に黒が3つ。白と黒は5枚ずつしかありません。",
        },
        setup=_setup("p1 circle: 5656 7474 WWW. KKK. 3\np1 hand: W K\n", **_ADDED),
        steps=(
            Step(0, "place h1 EoNW", {
                "en": "Four white corners: Lumina (+40 %, added by this project).",
                "ja": "4つの角がすべて白：ルミナ（+40%、このプロジェクトの追加陣形）。",
            }),
            Step(0, "place h2 EiNW", {
                "en": "Four black corners: Umbra (+40 %, added). With Symmetry the multiplier is 2.10.",
                "ja": "4つの角がすべて黒：アンブラ（+40%、追加陣形）。シンメトリーと合わせて倍率2.10。",
            }),
            Step(0, "activate", {
                "en": "Activated: base 13000 × 2.10 = 27300.",
                "ja": "発動：基礎強度13000×2.10＝27300。",
            }),
        ),
    ),
    Example(
        "added-long-beam",
        {"en": "Long Beam replaces Short Beam (added)", "ja": "ロングビームがショートビームに代わる（追加陣形）"},
        "§3.7.1",
        {
            "en": "With the option “added formations” on. Both squares are white and black, with white on the "
                  "north-east and south-west corners of each: Clear Force twice.",
            "ja": "オプション「追加陣形」あり。どちらの方も白と黒で、北東と南西が白：クリアフォースが2つ。",
        },
        setup=_setup("p1 circle: 5656 7474 WKWK WKWK .\np1 hand: W\n", **_ADDED),
        steps=(
            Step(0, "place h1 F", {
                "en": "A white focus and all four corners of the NE–SW diagonal white: Long Beam (+50 %, added). "
                      "It replaces the Short Beam (+20 %) a game without the option would count.",
                "ja": "フォーカスが白で、北東・南西の対角線の4つの角もすべて白：ロングビーム（+50%、追加陣形）。"
                      "オプションなしのゲームで数えるショートビーム（+20%）の代わりになります。",
            }),
            Step(0, "activate", {
                "en": "Activated: base 13000 × 2.10 (Clear Force ×2, Long Beam, Symmetry) = 27300.",
                "ja": "発動：基礎強度13000×2.10（クリアフォース2つ・ロングビーム・シンメトリー）＝27300。",
            }),
        ),
    ),
))
