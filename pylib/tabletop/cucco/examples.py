"""Worked examples of the special cards and the penalties (docs/rules/cucco.md §2.5, §2.5.1, §2.5.2, §2.6).

One example for each special card's effect and each of its exceptions, as the rules page explains
them: the Human, the Horse and the House, the Cat and the cat exception, the Matto (received,
refused against a Human, taken from the deck), the Cuckoo revealed or held by the start player, the
draws from the deck; then the penalties of §2.6 (Cancellation, adults' time). Each stacks round 1's
deck with the ``setup`` option (``start=S deck=…``: hands in turn order from the start player, then
the cards drawn, then the next deals) and plays it with four players.
"""

from __future__ import annotations

from ..core.examples import Example, Setup, Step, register
from .game import Cucco


def _deal(deck: str, moves: tuple[tuple[int, str], ...] = (), **options: bool) -> Setup:
    """Four players, player 1 (seat 0) starting round 1 with ``deck`` on top of the deck."""
    return Setup(4, {"setup": f"start=0 deck={deck}", **options}, moves=moves)


#: everybody keeps through deals 1–3 (start players 1, 2, 3): the moves to deal 4
_TO_DEAL_4 = tuple((seat % 4, "keep") for start in range(3) for seat in range(start, start + 4))


def _keep(player: int) -> Step:
    """A ``keep`` with nothing more to see."""
    n = player + 1
    return Step(player, "keep", {"en": f"Player {n}: no change.", "ja": f"プレイヤー{n}はノーチェンジ。"})


register(Cucco.id, lambda: (
    Example(
        "human",
        {"en": "The Human (14)", "ja": "人間（14）"},
        "§2.5.1",
        {
            "en": "Deal 1, player 1 starts. Cards: player 1 a 6, player 2 the Human (14), player 3 a 5, player 4 a 10.",
            "ja": "ディール1、スタートプレイヤーはプレイヤー1。カード：プレイヤー1は6、プレイヤー2は人間（14）、"
                  "プレイヤー3は5、プレイヤー4は10。",
        },
        setup=_deal("6,14,5,10"),
        steps=(
            Step(0, "change", {
                "en": "Player 1 asks player 2, who shows the Human: \"Thou shalt perish!\" No exchange, and the "
                      "asker, player 1, is disqualified.",
                "ja": "プレイヤー1がプレイヤー2にチェンジを要求。人間が「汝滅びよ！」：交換は行われず、"
                      "要求したプレイヤー1が失格です。",
            }),
            _keep(1),
            _keep(2),
            Step(3, "keep", {
                "en": "Showdown: player 3's 5 is the lowest card. Player 1 (disqualified) and player 3 (lowest) "
                      "each pay 1 coin, the stake of deal 1.",
                "ja": "公開：最小はプレイヤー3の5。失格のプレイヤー1と最小のプレイヤー3が、ディール1の"
                      "1コインずつをポットに支払います。",
            }),
        ),
    ),
    Example(
        "horse-pass",
        {"en": "The Horse (13) passes the request on", "ja": "馬（13）の「パス」"},
        "§2.5.1",
        {
            "en": "Player 1 holds a 2, player 2 the Horse (13), player 3 a 9, player 4 a 7.",
            "ja": "プレイヤー1は2、プレイヤー2は馬（13）、プレイヤー3は9、プレイヤー4は7。",
        },
        setup=_deal("2,13,9,7"),
        steps=(
            Step(0, "change", {
                "en": "Player 2 shows the Horse: \"Pass!\" The request goes on to player 3, who must exchange: "
                      "player 1 now holds the 9, player 3 the 2. The Horse stays face up.",
                "ja": "プレイヤー2が馬を見せて「パス」。要求はプレイヤー3へ進み、交換成立：プレイヤー1は9、"
                      "プレイヤー3は2になります。馬は表向きのままです。",
            }),
            _keep(1),
            Step(2, "change", {
                "en": "Player 3 passes the 2 on to player 4 and receives the 7.",
                "ja": "プレイヤー3はプレイヤー4に2を渡し、7を受け取ります。",
            }),
            Step(3, "keep", {
                "en": "Player 4, the last player, could ask the deck but keeps. The 2 is the lowest card: "
                      "player 4 pays 1 coin.",
                "ja": "最後のプレイヤー4は山札とチェンジできますがノーチェンジ。"
                      "最小の2を持つプレイヤー4が1コイン支払います。",
            }),
        ),
    ),
    Example(
        "house-to-deck",
        {"en": "The House (11) passes to the deck", "ja": "家（11）の「パス」で山札へ"},
        "§2.5.1",
        {
            "en": "Player 1 holds an 8, player 2 a 9, player 3 a 3, player 4 the House (11); a 10 tops the deck.",
            "ja": "プレイヤー1は8、プレイヤー2は9、プレイヤー3は3、プレイヤー4は家（11）。山札の一番上は10。",
        },
        setup=_deal("8,9,3,11,10"),
        steps=(
            _keep(0),
            _keep(1),
            Step(2, "change", {
                "en": "Player 4 shows the House: \"Pass!\" Player 4 is the last player, so the request goes on "
                      "to the deck: player 3 takes the 10 and discards the 3.",
                "ja": "プレイヤー4が家を見せて「パス」。プレイヤー4は最後のプレイヤーなので要求は山札へ："
                      "プレイヤー3は10を取り、3を捨てます。",
            }),
            Step(3, "keep", {
                "en": "Showdown: 8, 9, 10 and the House. Player 1's 8 is now the lowest: player 1 pays 1 coin.",
                "ja": "公開：8・9・10・家。最小はプレイヤー1の8になり、プレイヤー1が1コイン支払います。",
            }),
        ),
    ),
    Example(
        "cat",
        {"en": "The Cat (12) punishes the first holder", "ja": "猫（12）は最初の持ち主を失格に"},
        "§2.5.1",
        {
            "en": "Player 1 holds a 4, player 2 a 9, player 3 the Cat (12), player 4 a 7.",
            "ja": "プレイヤー1は4、プレイヤー2は9、プレイヤー3は猫（12）、プレイヤー4は7。",
        },
        setup=_deal("4,9,12,7"),
        steps=(
            Step(0, "change", {
                "en": "Player 1 gives the 4 to player 2 and takes the 9.",
                "ja": "プレイヤー1はプレイヤー2に4を渡し、9を受け取ります。",
            }),
            Step(1, "change", {
                "en": "Player 2 offers the 4 to player 3, who shows the Cat: \"Meow.\" No exchange, and the player "
                      "who held the 4 when the deal began, player 1, is disqualified.",
                "ja": "プレイヤー2が4でプレイヤー3にチェンジを要求。猫が「ニャー。」：交換は行われず、"
                      "ディール開始時にその4を持っていたプレイヤー1が失格です。",
            }),
            _keep(2),
            Step(3, "keep", {
                "en": "Showdown: player 2's 4 is the lowest. Player 1 (disqualified by the Cat) and player 2 "
                      "each pay 1 coin.",
                "ja": "公開：最小はプレイヤー2の4。猫で失格したプレイヤー1と、プレイヤー2が1コインずつ支払います。",
            }),
        ),
    ),
    Example(
        "cat-exception",
        {"en": "The cat exception", "ja": "猫の例外"},
        "§2.5.1",
        {
            "en": "Player 1 holds a 5, player 2 the Matto (-4), player 3 the Cat (12), player 4 an 8.",
            "ja": "プレイヤー1は5、プレイヤー2はマトゥー（-4）、プレイヤー3は猫（12）、プレイヤー4は8。",
        },
        setup=_deal("5,-4,12,8"),
        steps=(
            Step(0, "change", {
                "en": "Player 1 gives the 5 and receives the Matto: whoever receives the Matto is disqualified.",
                "ja": "プレイヤー1は5を渡してマトゥーを受け取り、失格です（マトゥーを受け取った人は失格）。",
            }),
            Step(1, "change", {
                "en": "Player 2 offers the 5 to the Cat. Its first holder, player 1, was disqualified by the Matto, "
                      "so the next holder, player 2, is disqualified instead.",
                "ja": "プレイヤー2が5で猫にチェンジを要求。5の最初の持ち主プレイヤー1はマトゥーで失格しているので、"
                      "その後に持っていたプレイヤー2が失格します。",
            }),
            _keep(2),
            Step(3, "keep", {
                "en": "Showdown: the Matto is the lowest card. Players 1 and 2, both disqualified, pay 1 coin each.",
                "ja": "公開：最小はマトゥー。失格したプレイヤー1と2が1コインずつ支払います。",
            }),
        ),
    ),
    Example(
        "matto-against-human",
        {"en": "The Matto never goes to a Human", "ja": "マトゥーは人間と交換できない"},
        "§2.5.1",
        {
            "en": "Player 1 holds the Human (14), player 2 the Matto (-4), player 3 a 6, player 4 a 9.",
            "ja": "プレイヤー1は人間（14）、プレイヤー2はマトゥー（-4）、プレイヤー3は6、プレイヤー4は9。",
        },
        setup=_deal("14,-4,6,9"),
        steps=(
            Step(0, "change", {
                "en": "Player 1 offers the Human for the Matto: the Matto never changes hands against a 14 or a 12. "
                      "Both cards are shown, no exchange, nobody is disqualified.",
                "ja": "プレイヤー1が人間でマトゥーにチェンジを要求。マトゥーは14・12とは交換できないため、"
                      "両方のカードを見せて交換は成立せず、誰も失格になりません。",
            }),
            Step(1, "change", {
                "en": "Player 2 passes the Matto on to player 3 for the 6: player 3 receives it and is disqualified.",
                "ja": "プレイヤー2はマトゥーをプレイヤー3の6と交換。受け取ったプレイヤー3が失格です。",
            }),
            _keep(2),
            Step(3, "keep", {
                "en": "Showdown: player 3 holds the Matto, the lowest card, and is disqualified; penalised once, "
                      "player 3 pays 1 coin.",
                "ja": "公開：プレイヤー3はマトゥー（最小）を持ち失格。支払いは1回だけで1コインです。",
            }),
        ),
    ),
    Example(
        "matto-from-deck",
        {"en": "The Matto from the deck is the strongest", "ja": "山札のマトゥーは最強"},
        "§2.5.2",
        {
            "en": "Player 1 holds a 5, player 2 a 7, player 3 an 8, player 4 a 2; the Matto (-4) tops the deck.",
            "ja": "プレイヤー1は5、プレイヤー2は7、プレイヤー3は8、プレイヤー4は2。山札の一番上はマトゥー（-4）。",
        },
        setup=_deal("5,7,8,2,-4"),
        steps=(
            _keep(0),
            _keep(1),
            _keep(2),
            Step(3, "change", {
                "en": "The last player asks the deck and takes the Matto: taken from the deck it is the strongest "
                      "card of the deal and disqualifies nobody. The 2 is discarded; player 1's 5 is the lowest "
                      "and pays 1 coin.",
                "ja": "最後のプレイヤーが山札とチェンジしてマトゥーを取ります。山札から取ったマトゥーはこのディールで"
                      "最強のカードで、失格にもなりません。2は捨て札に。最小はプレイヤー1の5で、1コイン支払います。",
            }),
        ),
    ),
    Example(
        "deck-horse-human",
        {"en": "Drawing a Horse, then a Human", "ja": "山札から馬、次に人間"},
        "§2.5.2",
        {
            "en": "Player 1 holds a 5, player 2 a 7, player 3 an 8, player 4 a 9; the deck's top cards are the "
                  "Horse (13), then the Human (14).",
            "ja": "プレイヤー1は5、プレイヤー2は7、プレイヤー3は8、プレイヤー4は9。山札の上から馬（13）、人間（14）。",
        },
        setup=_deal("5,7,8,9,13,14"),
        steps=(
            _keep(0),
            _keep(1),
            _keep(2),
            Step(3, "change", {
                "en": "Player 4 asks the deck: the Horse says \"Pass!\" and is discarded, the next card is the "
                      "Human: player 4 is disqualified and keeps the 9. Players 1 (lowest, 5) and 4 pay 1 coin each.",
                "ja": "プレイヤー4が山札とチェンジ：馬は「パス」で捨て札になり、次の人間で「汝滅びよ！」。"
                      "プレイヤー4は9のまま失格。最小の5のプレイヤー1とプレイヤー4が1コインずつ支払います。",
            }),
        ),
    ),
    Example(
        "cuckoo-revealed",
        {"en": "A Cuckoo (15) is revealed", "ja": "クク（15）の公開"},
        "§2.5",
        {
            "en": "The last choice of deal 1; deal 2 (stake 2 coins) will start with player 2 and deal a 7 to "
                  "player 2, the Cuckoo (15) to player 3, a 3 to player 4 and an 8 to player 1.",
            "ja": "ディール1の最後の選択。次のディール2（2コイン）はプレイヤー2から始まり、プレイヤー2に7、"
                  "プレイヤー3にクク（15）、プレイヤー4に3、プレイヤー1に8が配られます。",
        },
        setup=_deal("6,9,5,10,7,15,3,8", ((0, "keep"), (1, "keep"), (2, "keep"))),
        steps=(
            Step(3, "keep", {
                "en": "Deal 1 ends (player 3's 5 is lowest: 1 coin). In deal 2 player 3 is dealt the Cuckoo, not "
                      "the start player's hand: it is revealed at once and the deal ends before any choice. "
                      "Player 4's 3 is the lowest: 2 coins.",
                "ja": "ディール1終了（最小の5のプレイヤー3が1コイン）。ディール2でククはスタートプレイヤー以外の"
                      "プレイヤー3に配られたので即座に公開され、誰も選ばないうちにディール終了。"
                      "最小の3のプレイヤー4が2コイン支払います。",
            }),
        ),
    ),
    Example(
        "cuckoo-start-player",
        {"en": "The start player's Cuckoo stays hidden", "ja": "スタートプレイヤーのククは公開されない"},
        "§2.5",
        {
            "en": "Player 1, the start player, is dealt the Cuckoo (15) with 3 other players in the deal: the "
                  "cuckoo exception keeps it hidden. Player 2 holds a 4, player 3 an 8, player 4 a 6.",
            "ja": "スタートプレイヤーのプレイヤー1にクク（15）、ほかに3人いるのでククの例外で公開されません。"
                  "プレイヤー2は4、プレイヤー3は8、プレイヤー4は6。",
        },
        setup=_deal("15,4,8,6"),
        steps=(
            Step(0, "keep", {
                "en": "Holding a hidden Cuckoo, the start player may only keep (nobody ever asks the start player).",
                "ja": "隠れたククを持つスタートプレイヤーはノーチェンジしかできません（スタートプレイヤーに"
                      "チェンジを求める人はいません）。",
            }),
            _keep(1),
            Step(2, "change", {
                "en": "Player 3 gives the 8 to player 4 and receives the 6.",
                "ja": "プレイヤー3はプレイヤー4に8を渡し、6を受け取ります。",
            }),
            Step(3, "keep", {
                "en": "Showdown: the Cuckoo is shown only now. Player 2's 4 is the lowest: 1 coin.",
                "ja": "公開：ククはここで初めて見えます。最小はプレイヤー2の4で、1コイン支払います。",
            }),
        ),
    ),
    Example(
        "cancellation",
        {"en": "Cancellation: equal cards are penalised", "ja": "キャンセレーション：同じカードも失格"},
        "§2.6",
        {
            "en": "A game with the Cancellation option. Player 1 and player 2 both hold a 7, player 3 a 3, "
                  "player 4 a 9.",
            "ja": "オプション「キャンセレーション」ありのゲーム。プレイヤー1と2はどちらも7、プレイヤー3は3、"
                  "プレイヤー4は9。",
        },
        setup=_deal("7,7,3,9", cancellation=True),
        steps=(
            _keep(0),
            _keep(1),
            _keep(2),
            Step(3, "keep", {
                "en": "Showdown: player 3's 3 is the lowest, and players 1 and 2 show the same card. "
                      "All three pay 1 coin; only player 4 is safe.",
                "ja": "公開：最小はプレイヤー3の3、プレイヤー1と2は同じカード。3人とも1コイン支払い、"
                      "無事なのはプレイヤー4だけです。",
            }),
        ),
    ),
    Example(
        "adults-time",
        {"en": "Adults' time: the lowest drops out", "ja": "大人の時間：最小は脱落"},
        "§2.6",
        {
            "en": "Deals 1–3 (children's time) cost players 3 and 4 three coins each. Deal 4 is adults' time: "
                  "player 4 starts with a 4, player 1 holds a 7, player 2 a 1, player 3 a 5.",
            "ja": "ディール1〜3（子供の時間）でプレイヤー3と4は3コインずつ支払い済み。ディール4からは大人の時間："
                  "スタートのプレイヤー4は4、プレイヤー1は7、プレイヤー2は1、プレイヤー3は5。",
        },
        setup=_deal("6,9,5,10,7,3,8,9,10,2,8,6,4,7,1,5", _TO_DEAL_4),
        steps=(
            _keep(3),
            _keep(0),
            _keep(1),
            Step(2, "keep", {
                "en": "Player 2's 1 is the lowest. From deal 4 on the penalised pay nothing: player 2 drops out "
                      "of this round, and deal 5 goes on with the other three, player 1 starting.",
                "ja": "最小はプレイヤー2の1。ディール4以降はコインを払わず、プレイヤー2はこのラウンドから脱落。"
                      "ディール5は残る3人で、プレイヤー1から始まります。",
            }),
        ),
    ),
))
