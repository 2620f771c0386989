"""Worked examples of the laser physics and of reading a clue (docs/rules/laserreflection.md §1.4, §1.2).

Each example is a solo game started from the ``puzzle`` option (§1.9, a board text) with *start* already
pressed, so the clues of every edge show on an empty grid; its steps place the tiles, each stamped with the
solver's clock (§1.6.3), until the puzzle is solved. Captions name cells and edges as the view does,
counting from 1 (the action texts count from 0): "row 2, column 4", "left 2".
"""

from __future__ import annotations

from typing import Any

from ..core.examples import Example, Setup, Step, register
from .actions import ID


def _puzzle(rows: str, **options: Any) -> Setup:
    """A solo game on the board ``rows`` (rows split by spaces), its clues shown (*start* pressed)."""
    return Setup(1, {"puzzle": "\n".join(rows.split()), **options}, moves=((0, "start"),))


register(ID, lambda: (
    Example(
        "diagonal-mirrors",
        {"en": "Diagonal mirrors turn the beam", "ja": "斜めのミラーでレーザーが曲がる"},
        "§1.4.1",
        {
            "en": "A 5×5 puzzle with one / and one \\. An empty row or column gives green 5 at both ends; "
                  "left 2 shows green 3 and bottom 2 and bottom 4 green 9, so something turns those beams.",
            "ja": "5×5で／と＼が1枚ずつの問題。何もない行や列は両端が緑の5です。"
                  "左2が緑の3、下2と下4が緑の9なので、どこかでレーザーが曲がっています。",
        },
        setup=_puzzle("..... ./.\\. ..... ..... ....."),
        steps=(
            Step(0, "put 1,1 / @12000", {
                "en": "Left 2 is green 3 and so is top 2: a / at row 2, column 2 turns the beam from the left "
                      "upwards, 2 cells in, 1 cell out. Left 2 and top 2 now match.",
                "ja": "左2も上2も緑の3。2行2列の／が左からのレーザーを上に曲げ、2マス進んで1マス戻ります。"
                      "左2と上2が一致しました。",
            }),
            Step(0, "put 1,3 \\ @25000", {
                "en": "A \\ at row 2, column 4 turns the beam from bottom 2 (up 4 cells, turned right by the /, "
                      "2 more) down 3 cells to bottom 4: 9 cells, the same green 9 at both ends. Solved.",
                "ja": "2行4列の＼で、下2からのレーザー（上へ4マス、／で右に曲がって2マス）が下へ3マス進み下4へ："
                      "9マスで両端が同じ緑の9。クリアです。",
            }),
        ),
    ),
    Example(
        "flat-mirrors",
        {"en": "Flat mirrors: reversed or passed", "ja": "平面ミラー：反転か通過か"},
        "§1.2",
        {
            "en": "A 5×5 puzzle with one ‖ and one =. Left 3 and right 3 are yellow 5, top 2 yellow 9 and "
                  "bottom 2 yellow 1: those beams come back to their own edge.",
            "ja": "5×5で‖と＝が1枚ずつの問題。左3と右3が黄の5、上2が黄の9、下2が黄の1："
                  "これらのレーザーは自分のマスに戻ってきます。",
        },
        setup=_puzzle("..... ..... ..|.. ..... .-..."),
        steps=(
            Step(0, "put 2,2 | @9000", {
                "en": "The ‖ at row 3, column 3 reverses the horizontal beams: 2 cells in, the mirror, 2 back = 5 "
                      "from each side. The beams from top 3 and bottom 3 pass it: still green 5.",
                "ja": "3行3列の‖は横のレーザーを反転：2マス進み、ミラーで1マス、2マス戻って左右とも5。"
                      "上3と下3からの縦のレーザーは平行なので通り抜け、緑の5のままです。",
            }),
            Step(0, "put 4,1 - @21000", {
                "en": "The = at row 5, column 2 reverses vertical beams: from below at once (yellow 1), from above "
                      "after 4 cells (4 + 1 + 4 = yellow 9). Left 5 passes it. Solved.",
                "ja": "5行2列の＝は縦のレーザーを反転：下からはすぐ（黄の1）、上からは4マス後（4+1+4で黄の9）。"
                      "左5からのレーザーは通り抜けます。クリアです。",
            }),
        ),
    ),
    Example(
        "read-yellow",
        {"en": "Reading a yellow clue", "ja": "黄のマスの読み方"},
        "§1.4.2",
        {
            "en": "A 4×4 puzzle with one ■. Left 2 and top 2 are yellow 3, right 2 and bottom 2 yellow 5. "
                  "A yellow number counts the way in, the reflector and the way back: 2 × cells before it + 1.",
            "ja": "4×4で■が1枚の問題。左2と上2が黄の3、右2と下2が黄の5。"
                  "黄の数字は往復のマス数と■自体の1マス：手前のマス数×2+1です。",
        },
        setup=_puzzle(".... .#.. .... ...."),
        steps=(
            Step(0, "put 1,2 # @8000", {
                "en": "A first guess at row 2, column 3: the beam from left 2 now meets it after 2 cells, "
                      "2 × 2 + 1 = yellow 5, not 3: still framed red, now with five other edges.",
                "ja": "まず2行3列に置いてみると、左2からのレーザーは2マス進んで当たり、2×2+1で黄の5。"
                      "3ではないので左2の赤い枠は消えず、ほかにも5つの印が不一致です。",
            }),
            Step(0, "take 1,2 @11000", {
                "en": "Back to the stock. Yellow 3 means (3 − 1) ÷ 2 = 1 cell before the reflector, "
                      "from the left and from the top alike.",
                "ja": "ストックに戻します。黄の3なら（3−1）÷2で■の手前は1マス。左からも上からも同じです。",
            }),
            Step(0, "put 1,1 # @14000", {
                "en": "So the ■ is at row 2, column 2. From the right and from below it is 2 cells in: "
                      "2 × 2 + 1 = yellow 5. Every clue matches: solved.",
                "ja": "つまり■は2行2列。右と下からは手前が2マスで2×2+1＝黄の5。すべて一致してクリアです。",
            }),
        ),
    ),
    Example(
        "black-hole",
        {"en": "A black hole absorbs the beam", "ja": "ブラックホールがレーザーを吸収する"},
        "§1.4.2",
        {
            "en": "A 5×5 puzzle with black holes: a black clue counts the cells up to the hole, the hole "
                  "included. Left 3 is black 4, right 3 black 2, top 4 and bottom 4 black 3.",
            "ja": "ブラックホールありの5×5の問題。黒のマスはブラックホールまでのマス数（ブラックホール自体を含む）。"
                  "左3が黒の4、右3が黒の2、上4と下4が黒の3です。",
        },
        setup=_puzzle("..... ..... ...o. ..... .\\...", black_holes=True),
        steps=(
            Step(0, "put 2,3 o @10000", {
                "en": "Black 4 from the left and black 2 from the right meet in one cell: row 3, column 4. "
                      "Black 3 from top and bottom agrees. Those four clues now match.",
                "ja": "左から黒の4、右から黒の2が指すのは同じマス：3行4列。上下の黒の3とも合います。"
                      "この4つの印が一致しました。",
            }),
            Step(0, "put 4,1 \\ @23000", {
                "en": "The \\ at row 5, column 2: left 5 turns down after 2 cells (green 2, bottom 2), and the beam "
                      "from top 2 turns right to right 5 (5 + 3 = green 8). Solved.",
                "ja": "5行2列の＼：左5からは2マスで下へ曲がり下2へ（緑の2）、上2からは右へ曲がって右5へ（5+3で緑の8）。"
                      "クリアです。",
            }),
        ),
    ),
    Example(
        "light-warps",
        {"en": "Light warps", "ja": "ライトワープ"},
        "§1.5.2",
        {
            "en": "A 5×5 puzzle with light warps at row 1, column 1 and row 4, column 5; they are fixed and "
                  "shown from the start. Left 1 is green 2 and right 4 green 2.",
            "ja": "ライトワープありの5×5の問題。ワープは1行1列と4行5列に固定で、最初から見えています。"
                  "左1が緑の2、右4も緑の2です。",
        },
        setup=_puzzle("x.... ..... ./... ....x .....", warps=True),
        steps=(
            Step(0, "put 2,1 / @16000", {
                "en": "The / at row 3, column 2 links left 3 and top 2 (green 4) and sends bottom 2 to right 3 "
                      "(green 6). Left 1's green 2: the first warp counts 1, the beam goes on from the other "
                      "(1 more), same direction, out at right 4. Solved.",
                "ja": "3行2列の／で左3と上2がつながり（緑の4）、下2は右3へ（緑の6）。"
                      "左1の緑の2は、ワープで1マス、もう一方のワープから同じ向きに続いて1マス、右4から出る数です。"
                      "クリアです。",
            }),
        ),
    ),
    Example(
        "triangles",
        {"en": "Triangle mirrors (extension)", "ja": "三角ミラー（拡張）"},
        "§1.4.3",
        {
            "en": "The project's extension, with the triangle option on: a triangle turns a beam that hits its "
                  "long side and reverses one that hits a short side. Top 2, bottom 3 and right 4 are yellow 7.",
            "ja": "このプロジェクトの拡張（三角ミラーのオプションあり）。三角は斜めの辺に当たると90度曲げ、"
                  "直角の辺に当たると反転します。上2・下3・右4が黄の7です。",
        },
        setup=_puzzle("..... ..L.. ..... .7... .....", triangles=True),
        steps=(
            Step(0, "put 1,2 L @15000", {
                "en": "◣ at row 2, column 3: the beam from top 3 hits its long side and turns right to right 2 "
                      "(green 4); those from left 2 (yellow 5) and bottom 3 (yellow 7) hit a short side and come back.",
                "ja": "2行3列に◣：上3からは斜めの辺に当たって右へ曲がり右2へ（緑の4）。"
                      "左2（黄の5）と下3（黄の7）からは直角の辺に当たって戻ります。",
            }),
            Step(0, "put 3,1 7 @31000", {
                "en": "◥ at row 4, column 2 turns the beams from left 4 and bottom 2 into each other (green 3) "
                      "and reverses those from top 2 and right 4: 3 + 1 + 3 = yellow 7. Solved.",
                "ja": "4行2列に◥：左4と下2からは曲がって互いにつながり（緑の3）、"
                      "上2と右4からは反転して3+1+3で黄の7。クリアです。",
            }),
        ),
    ),
    Example(
        "fewer-tiles",
        {"en": "Solved with a tile to spare", "ja": "タイルが余ってもクリア"},
        "§1.6.3",
        {
            "en": "A 5×5 puzzle made with a / and a \\. Bottom 4 is green 7 and left 2 green 7; top 4 and "
                  "right 2 green 3. Every other clue is green 5.",
            "ja": "／と＼で作った5×5の問題。下4と左2が緑の7、上4と右2が緑の3。ほかはすべて緑の5です。",
        },
        setup=_puzzle("..... ...\\. ..... ./... ....."),
        steps=(
            Step(0, "put 1,3 \\ @20000", {
                "en": "The \\ at row 2, column 4 alone makes every clue match: solved with the / still in the "
                      "stock. The creator's / turned 5-cell beams into other 5-cell beams; a clue only shows "
                      "colour and number.",
                "ja": "2行4列の＼だけですべての印が一致し、／がストックに残ったままクリア。"
                      "作成者の／は5マスのレーザーを別の5マスのレーザーに変えていただけで、印は色と数字しか表しません。",
            }),
        ),
    ),
))
