"""The magic circle coin game as a :class:`~tabletop.core.game.Game` (spec §3.4–3.5).

See the package docstring (:mod:`tabletop.magiccircle`) for the rules
summary, the action texts, the observation format and the position text.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import lru_cache
from typing import Any, ClassVar

from ..core.errors import IllegalAction, InvalidOptions, InvalidSave
from ..core.game import Game, Outcome, State
from ..core.i18n import describe as describe_entry
from ..core.i18n import register as register_messages
from ..core.options import Option
from ..core.registry import get_game, register
from ..core.rng import Rng
from .circle import Circle, Score, fits, score
from .coins import (
    COIN_NAMES,
    DIGITS,
    EMPTY,
    FULL_SET,
    SUPPLY,
    is_magical,
    salvage_partner,
    stronger,
)
from .formations import DISPLAY_ORDER, FORMATIONS, formations_json
from .geometry import FOCUS, POSITION_NAMES, POSITIONS, geometry_json, index

ID = "magiccircle"
MATCHES = 6
HAND_SLOTS = 8
ACTIONS_PER_TURN = 2
REFILL = 4
#: the source index of the dealt coin (hand slots are 0..7)
DEALT = 8
#: redraws of the first-player coins before the pile is reshuffled (a full cycle of the pile)
REDRAW_CYCLE = 50


#: log args that hold one coin code
_COIN_ARGS = frozenset({"coin", "coin0", "coin1", "used", "second"})


class Phase(Enum):
    PLACEMENT = "placement"  # initial placement: simultaneous, no action limit
    TURN = "turn"  # a player's turn: up to 2 actions, activate, end
    OVER = "over"  # after the 6th match


class Kind(StrEnum):
    """An action's kind: the first word of its text."""

    PLACE = "place"
    STOCK = "stock"
    SALVAGE = "salvage"
    ACTIVATE = "activate"
    END = "end"
    DONE = "done"


#: the order of kinds in legal action lists
_RANK = {k: i for i, k in enumerate(Kind)}
_KIND = {k.value: k for k in Kind}


def _src_text(src: int) -> str:
    return "d" if src == DEALT else f"h{src + 1}"


@dataclass(frozen=True)
class Action:
    """One action; ``str()`` is its canonical text.

    ``src`` is a hand slot 0..7 or 8 for the dealt coin (place, stock) or the
    hand slot of the salvaging coin; ``target`` is a position index (place)
    or 0 = own stock, 1 = opponent's stock (salvage).
    """

    kind: Kind
    src: int = -1
    target: int = -1

    def __str__(self) -> str:
        text = _TEXTS.get(self)
        return text if text is not None else _text(self)

    def sort_key(self) -> tuple[int, int, int]:
        """Legal actions come in this order: place, stock, salvage, activate, end, done."""
        return (_RANK[self.kind], self.src, self.target)

    def __lt__(self, other: Action) -> bool:
        return self.sort_key() < other.sort_key()


def _text(a: Action) -> str:
    verb = a.kind.value
    if a.kind is Kind.PLACE:
        return f"{verb} {_src_text(a.src)} {POSITIONS[a.target]}"
    if a.kind is Kind.STOCK:
        return f"{verb} {_src_text(a.src)}"
    if a.kind is Kind.SALVAGE:
        return f"{verb} {_src_text(a.src)} {'opp' if a.target else 'own'}"
    return verb


#: every action, made once: PLACES[src][position], STOCKS[src], SALVAGES[slot][own/opp]
PLACES = tuple(tuple(Action(Kind.PLACE, src, pos) for pos in range(17)) for src in range(9))
STOCKS = tuple(Action(Kind.STOCK, src) for src in range(9))
SALVAGES = tuple(tuple(Action(Kind.SALVAGE, slot, w) for w in (0, 1)) for slot in range(8))
ACTIVATE = Action(Kind.ACTIVATE)
END = Action(Kind.END)
DONE = Action(Kind.DONE)
_TEXTS: dict[Action, str] = {
    a: _text(a)
    for a in (*(a for row in PLACES for a in row), *STOCKS, *(a for row in SALVAGES for a in row), ACTIVATE, END, DONE)
}


def _parse_src(word: str, text: str, dealt_ok: bool) -> int:
    if word == "d" and dealt_ok:
        return DEALT
    if len(word) == 2 and word[0] == "h" and word[1] in "12345678":
        return int(word[1]) - 1
    expected = "a hand slot h1…h8 or d (the dealt coin)" if dealt_ok else "a hand slot h1…h8"
    raise IllegalAction(f"{text!r}: expected {expected}, not {word!r}")


def parse_action(text: str) -> Action:
    """An action from its text (case and extra spaces ignored).

    >>> parse_action("place h1 MoN"), str(parse_action("PLACE D  f"))
    (Action(kind=<Kind.PLACE: 'place'>, src=0, target=0), 'place d F')
    >>> str(parse_action("salvage h3 opp")), str(parse_action("end"))
    ('salvage h3 opp', 'end')
    >>> parse_action("place h9 MoN")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: 'place h9 MoN': expected a hand slot h1…h8 or d (the dealt coin), not 'h9'
    """
    if not isinstance(text, str):
        raise IllegalAction("an action must be text")
    words = text.lower().split()
    if not words or words[0] not in _KIND:
        raise IllegalAction(f"unknown action {text!r}; actions are place, stock, salvage, activate, end and done")
    kind = _KIND[words[0]]
    need = {Kind.PLACE: 3, Kind.STOCK: 2, Kind.SALVAGE: 3}.get(kind, 1)
    if len(words) != need:
        usage = {
            Kind.PLACE: "place h1 MoN",
            Kind.STOCK: "stock h1",
            Kind.SALVAGE: "salvage h1 own",
        }.get(kind, words[0])
        raise IllegalAction(f"{text!r}: expected e.g. {usage!r}")
    if kind is Kind.PLACE:
        try:
            pos = index(words[2])
        except ValueError as e:
            raise IllegalAction(str(e)) from None
        return PLACES[_parse_src(words[1], text, True)][pos]
    if kind is Kind.STOCK:
        return STOCKS[_parse_src(words[1], text, True)]
    if kind is Kind.SALVAGE:
        if words[2] not in ("own", "opp"):
            raise IllegalAction(f"{text!r}: salvage from 'own' or 'opp' (the opponent's) stock")
        return SALVAGES[_parse_src(words[1], text, False)][1 if words[2] == "opp" else 0]
    return {Kind.ACTIVATE: ACTIVATE, Kind.END: END, Kind.DONE: DONE}[kind]


# ---------------------------------------------------------------------------
# messages

register_messages(
    ID,
    {
        "title": {"en": "Magic Circle", "ja": "魔法陣コインゲーム"},
        "log.match": {"en": "Match {match} of {matches} begins.", "ja": "第{match}マッチ（全{matches}マッチ）開始。"},
        "log.draw": {
            "en": "First-player draw: {coin0} for player 1, {coin1} for player 2.",
            "ja": "先攻決め：プレイヤー1に{coin0}、プレイヤー2に{coin1}。",
        },
        "log.redraw": {
            "en": "Coins {coin0} and {coin1} cannot be compared: both go back under the pile.",
            "ja": "{coin0}と{coin1}は比べられないので、山の下に戻して引き直します。",
        },
        "log.reshuffle": {
            "en": "No deciding pair in a whole cycle of the pile: the pile is reshuffled.",
            "ja": "山を一巡しても決まらないため、山を切り直します。",
        },
        "log.first": {"en": "{player} goes first.", "ja": "{player}が先攻です。"},
        "log.deal": {"en": "{player} is dealt {count} coins.", "ja": "{player}に{count}枚配られました。"},
        "log.deal_own": {"en": "You are dealt {coins}.", "ja": "あなたに{coins}が配られました。"},
        "log.refill": {"en": "{player} draws {count} coins.", "ja": "{player}が{count}枚補充しました。"},
        "log.refill_own": {"en": "You draw {coins}.", "ja": "あなたは{coins}を補充しました。"},
        "log.turn": {"en": "Turn {turn}: {player}.", "ja": "ターン{turn}：{player}の手番。"},
        "log.dealt": {"en": "{player} is dealt a coin.", "ja": "{player}にコインが1枚配られました。"},
        "log.dealt_own": {"en": "You are dealt {coin}.", "ja": "あなたに{coin}が配られました。"},
        "log.place": {
            "en": "{player} places {coin} on {position}.",
            "ja": "{player}が{coin}を{position}に置きました。",
        },
        "log.displace": {
            "en": "The coin {coin} from {position} goes to {player}'s stock.",
            "ja": "{position}にあった{coin}は{player}のストックへ。",
        },
        "log.stock": {"en": "{player} stocks {coin}.", "ja": "{player}が{coin}をストックに移しました。"},
        "log.salvage": {
            "en": "{player} salvages {coin} from {owner}'s stock, spending {used} and {second}.",
            "ja": "{player}が{used}と{second}を使い、{owner}のストックから{coin}をサルベージしました。",
        },
        "log.end": {"en": "{player} ends the turn.", "ja": "{player}がターンを終了しました。"},
        "log.keep": {
            "en": "{player}'s dealt coin goes into the hand.",
            "ja": "{player}の配られたコインは手元へ。",
        },
        "log.keep_own": {"en": "Your dealt coin {coin} goes into your hand.", "ja": "配られた{coin}は手元へ。"},
        "log.overflow": {
            "en": "{player}'s hand is full: the dealt coin {coin} goes to the stock.",
            "ja": "{player}の手元が満杯のため、配られた{coin}はストックへ。",
        },
        "log.done": {"en": "{player} finished the initial placement.", "ja": "{player}が初期配置を完了しました。"},
        "log.activate": {"en": "{player} activates the magic circle!", "ja": "{player}が魔法陣を発動しました！"},
        "log.exhausted": {
            "en": "The pile is empty: the match ends with no activation.",
            "ja": "コイン山が尽きたため、発動なしでマッチ終了です。",
        },
        "log.score": {
            "en": "Match {match}: {player} scores {score} (base {base} × {multiplier}).",
            "ja": "第{match}マッチ：{player}の得点 {score}（基礎強度{base}×倍率{multiplier}）。",
        },
        "log.over": {"en": "The game is over.", "ja": "ゲーム終了です。"},
        "mode.single": {"en": "Single", "ja": "シングル"},
        "mode.versus": {"en": "Versus", "ja": "対戦"},
        "end.activation": {"en": "activation", "ja": "発動"},
        "end.pile": {"en": "pile exhausted", "ja": "山切れ"},
    },
)
# names for views, from the one table of each: formations, positions, coins
register_messages(
    ID,
    {
        **{f"formation.{f.id}": {"ja": f.ja, "en": f.en} for f in FORMATIONS},
        **{f"formation.{f.id}.rule": {"ja": f.rule_ja, "en": f.rule_en} for f in FORMATIONS},
        **{f"position.{p}": dict(names) for p, names in POSITION_NAMES.items()},
        **{f"coin.{c}": dict(names) for c, names in COIN_NAMES.items()},
    },
)


# ---------------------------------------------------------------------------
# the state


def _clone(x: Any) -> Any:
    """A deep copy of JSON-ready data (dicts, lists, scalars)."""
    if isinstance(x, dict):
        return {k: _clone(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_clone(v) for v in x]
    return x


def _free_slot(hand: str) -> int:
    return hand.find(EMPTY)


def _set(text: str, i: int, c: str) -> str:
    return text[:i] + c + text[i + 1 :]


class MagicCircleState(State):
    """A position of the game. Treat as immutable: ``apply`` returns a new one."""

    __slots__ = (
        "_legal",
        "circles",
        "current",
        "dealt",
        "done",
        "first",
        "game",
        "hands",
        "history_text",
        "log",
        "match",
        "options",
        "phase",
        "pile",
        "players",
        "removed",
        "rng",
        "stocks",
        "totals",
        "turn",
        "used",
    )

    def __init__(self, game: MagicCircle, players: int, options: dict[str, Any], rng: Rng) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.rng = rng
        self.match = 1
        self.phase = Phase.PLACEMENT
        #: the coin pile as text, top = last character (hidden)
        self.pile = ""
        self._clear_match()
        self.first = 0
        self.current = 0
        self.totals = [0] * players
        #: finished matches' records, kept as JSON text (immutable, cheap to hand out)
        self.history_text = "[]"
        #: this match's log: {"key", "args"} or, when private, also "owner" and "public"
        self.log: list[dict[str, Any]] = []
        self._legal: dict[int, list[Action]] = {}

    # -- copies and small helpers -----------------------------------------
    def _copy(self) -> MagicCircleState:
        s = MagicCircleState.__new__(MagicCircleState)
        s.game, s.players, s.options = self.game, self.players, self.options
        s.rng = self.rng.copy()
        s.match, s.phase, s.pile = self.match, self.phase, self.pile
        s.circles, s.hands, s.dealt = list(self.circles), list(self.hands), list(self.dealt)
        s.stocks, s.removed, s.done = list(self.stocks), self.removed, list(self.done)
        s.first, s.current, s.turn, s.used = self.first, self.current, self.turn, self.used
        s.totals, s.history_text, s.log = list(self.totals), self.history_text, list(self.log)
        s._legal = {}
        return s

    @property
    def history(self) -> list[dict[str, Any]]:
        """Records of the finished matches (a fresh copy)."""
        result: list[dict[str, Any]] = json.loads(self.history_text)
        return result

    @property
    def single(self) -> bool:
        return self.players == 1

    def circle(self, player: int) -> Circle:
        return Circle(self.circles[player])

    def _say(self, key: str, **args: Any) -> None:
        self.log.append({"key": f"{ID}.log.{key}", "args": args})

    def _say_private(self, owner: int, key: str, args: dict[str, Any], public_key: str, public: dict[str, Any]) -> None:
        self.log.append(
            {
                "key": f"{ID}.log.{key}",
                "args": args,
                "owner": owner,
                "public": {"key": f"{ID}.log.{public_key}", "args": public},
            }
        )

    def _draw(self) -> str | None:
        if not self.pile:
            return None
        c = self.pile[-1]
        self.pile = self.pile[:-1]
        return c

    def _order(self) -> list[int]:
        """Players from the first player on."""
        return [(self.first + i) % self.players for i in range(self.players)]

    def _to_stock(self, p: int, coin: str) -> None:
        self.stocks[p] += coin

    # -- match flow ---------------------------------------------------------
    def _clear_match(self) -> None:
        """Empty circles, hands, dealt slots and stocks: the table before a match's deal."""
        n = self.players
        #: per player: 17-character circle cells
        self.circles = [EMPTY * 17] * n
        #: per player: 8 hand slots (hidden from others)
        self.hands = [EMPTY * HAND_SLOTS] * n
        #: per player: the dealt coin or "." (hidden from others)
        self.dealt = [EMPTY] * n
        #: per player: the stock, bottom to top
        self.stocks = [""] * n
        #: coins removed from the game by salvage, in order
        self.removed = ""
        self.done = [False] * n
        self.turn = 0
        self.used = 0

    def _start_match(self, number: int, carry: list[dict[str, Any]]) -> None:
        self.match = number
        self.log = list(carry)
        coins = list(FULL_SET)
        self.rng.shuffle(coins)
        self.pile = "".join(coins)
        n = self.players
        self._clear_match()
        self._say("match", match=number, matches=MATCHES)
        self.first = 0
        if n == 2:
            self._decide_first()
        self.current = self.first
        for p in self._order():
            drawn = "".join(self.pile[-1 - i] for i in range(HAND_SLOTS))
            self.pile = self.pile[:-HAND_SLOTS]
            self.hands[p] = drawn
            self._say_private(p, "deal_own", {"coins": " ".join(drawn)}, "deal", {"player": p, "count": HAND_SLOTS})
        self.phase = Phase.PLACEMENT

    def _decide_first(self) -> None:
        """Spec §3.5.2: the top two coins go to the focus positions; the stronger one starts."""
        redraws = 0
        while True:
            a, b = self.pile[-1], self.pile[-2]
            self.pile = self.pile[:-2]
            self._say("draw", coin0=a, coin1=b)
            winner = stronger(a, b)
            if winner is not None:
                self.circles[0] = _set(self.circles[0], FOCUS, a)
                self.circles[1] = _set(self.circles[1], FOCUS, b)
                self.first = winner
                self._say("first", player=winner)
                return
            self._say("redraw", coin0=a, coin1=b)
            self.pile = b + a + self.pile  # both under the pile, in the order drawn
            redraws += 1
            if redraws % REDRAW_CYCLE == 0:
                coins = list(self.pile)
                self.rng.shuffle(coins)
                self.pile = "".join(coins)
                self._say("reshuffle")

    def _finish_placement(self) -> None:
        """Everybody pressed done: refill (first player first), then turn 1."""
        for p in self._order():
            need = min(REFILL, self.hands[p].count(EMPTY))
            drawn = ""
            for _ in range(need):
                c = self._draw()
                if c is None:
                    self._end_match(None)
                    return
                slot = _free_slot(self.hands[p])
                self.hands[p] = _set(self.hands[p], slot, c)
                drawn += c
            if drawn:
                self._say_private(
                    p, "refill_own", {"coins": " ".join(drawn)}, "refill", {"player": p, "count": len(drawn)}
                )
        self.phase = Phase.TURN
        self.turn = 1
        self.current = self.first
        self.used = 0
        self._say("turn", turn=1, player=self.current)

    def _end_turn(self, p: int) -> None:
        coin = self.dealt[p]
        if coin != EMPTY:
            self.dealt[p] = EMPTY
            slot = _free_slot(self.hands[p])
            if slot >= 0:
                self.hands[p] = _set(self.hands[p], slot, coin)
                self._say_private(p, "keep_own", {"coin": coin}, "keep", {"player": p})
            else:
                self._to_stock(p, coin)
                self._say("overflow", player=p, coin=coin)
        nxt = (p + 1) % self.players
        if nxt == self.first:
            self.turn += 1
        self.current = nxt
        self.used = 0
        self._say("turn", turn=self.turn, player=nxt)
        if self.turn >= 2:
            c = self._draw()
            if c is None:
                self._end_match(None)
                return
            self.dealt[nxt] = c
            self._say_private(nxt, "dealt_own", {"coin": c}, "dealt", {"player": nxt})

    def _end_match(self, activator: int | None) -> None:
        """Score every circle (spec §3.5.9–10), record the match, start the next or end the game."""
        mark = len(self.log)
        if activator is None:
            self._say("exhausted")
        else:
            self._say("activate", player=activator)
        results: list[dict[str, Any]] = []
        for p in range(self.players):
            s = score(self.circle(p), activated=p == activator)
            results.append({"player": p, "activated": p == activator, "score": s.to_json()})
            self.totals[p] += s.total
        record = {
            "match": self.match,
            "end": "activation" if activator is not None else "pile",
            "activator": activator,
            "first": self.first,
            "turn": self.turn,
            "results": results,
            "scores": [r["score"]["score"] for r in results],
            "totals": list(self.totals),
        }
        self.history_text = json.dumps([*self.history, record], separators=(",", ":"), ensure_ascii=False)
        for r in results:
            sc: dict[str, Any] = r["score"]
            entry = {
                "key": f"{ID}.log.score",
                "args": {
                    "match": self.match,
                    "player": r["player"],
                    "score": sc["score"],
                    "base": sc["base"],
                    "multiplier": sc["multiplier"],
                },
            }
            self.log.append(entry)
        if self.match >= MATCHES:
            self.phase = Phase.OVER
            self.used = 0
            self._say("over")
            return
        self._start_match(self.match + 1, self.log[mark:])

    # -- the contract -------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.PLACEMENT:
            return tuple(p for p in range(self.players) if not self.done[p])
        if self.phase is Phase.TURN:
            return (self.current,)
        return ()

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        best = max(self.totals)
        winners = tuple(p for p in range(self.players) if self.totals[p] == best)
        return Outcome(
            tuple(float(t) for t in self.totals),
            winners,
            {
                "mode": "single" if self.single else "versus",
                "totals": list(self.totals),
                "match_scores": [list(r["scores"]) for r in self.history],
            },
        )

    def rng_state(self) -> int | None:
        return self.rng.state

    def reveals(self, player: int, action: Any, after: State) -> bool:
        """Drawing from the pile (a refill or a dealt coin) or ending a match reveals something."""
        if super().reveals(player, action, after):
            return True
        if not isinstance(after, MagicCircleState):
            return True
        return len(after.pile) != len(self.pile) or after.match != self.match or after.phase is Phase.OVER

    # -- hooks of the search bot (tabletop.core.mcts) ------------------------------
    def provisional_outcome(self, origin: State) -> Outcome | None:
        """The totals once the sampled match is over: a rollout need not play the other matches."""
        if self.phase is Phase.OVER or (isinstance(origin, MagicCircleState) and self.match != origin.match):
            best = max(self.totals)
            return Outcome(
                tuple(float(t) for t in self.totals), tuple(p for p in range(self.players) if self.totals[p] == best)
            )
        return None

    def rollout_action(self, player: int, rng: Rng) -> Action:
        """A cheap playout move: activate when possible, else fill empty positions at random."""
        legal = self.legal_actions(player)
        if ACTIVATE in legal:
            return ACTIVATE
        cells = self.circles[player]
        fill = [a for a in legal if a.kind is Kind.PLACE and cells[a.target] == EMPTY]
        if fill and rng.random() < 0.85:
            return fill[rng.randbelow(len(fill))]
        return DONE if self.phase is Phase.PLACEMENT else END

    def can_activate(self, player: int) -> bool:
        return self.phase is Phase.TURN and self.current == player and self.circle(player).complete

    def legal_actions(self, player: int) -> list[Action]:
        cached = self._legal.get(player)
        if cached is not None:
            return list(cached)
        out: list[Action] = []
        if player in self.active_players():
            hand = self.hands[player]
            if self.phase is Phase.PLACEMENT:
                for src in range(HAND_SLOTS):
                    c = hand[src]
                    if c != EMPTY:
                        row = PLACES[src]
                        out.extend(row[pos] for pos in _targets(c))
                out.append(DONE)
            else:
                if self.used < ACTIONS_PER_TURN:
                    sources = [(i, hand[i]) for i in range(HAND_SLOTS) if hand[i] != EMPTY]
                    if self.dealt[player] != EMPTY:
                        sources.append((DEALT, self.dealt[player]))
                    for src, c in sources:
                        row = PLACES[src]
                        out.extend(row[pos] for pos in _targets(c))
                    out.extend(STOCKS[src] for src, _ in sources)
                    owners = [player] if self.single else [player, 1 - player]
                    for src in range(HAND_SLOTS):
                        if hand[src] == EMPTY:
                            continue
                        for which, owner in enumerate(owners):
                            st = self.stocks[owner]
                            if len(st) >= 2 and salvage_partner(st[-2]) == hand[src]:
                                out.append(SALVAGES[src][which])
                if self.circle(player).complete:
                    out.append(ACTIVATE)
                out.append(END)
        self._legal[player] = out
        return list(out)

    def _apply(self, player: int, action: Any) -> MagicCircleState:
        if not isinstance(action, Action):
            raise IllegalAction(f"not a magic circle action: {action!r}")
        s = self._copy()
        k = action.kind
        if self.phase is Phase.PLACEMENT:
            if k is Kind.PLACE:
                if action.src == DEALT:
                    raise IllegalAction("there is no dealt coin during the initial placement")
                s._place(player, action.src, action.target)
            elif k is Kind.DONE:
                s.done[player] = True
                s._say("done", player=player)
                if all(s.done):
                    s._finish_placement()
            else:
                raise IllegalAction(
                    "during the initial placement you may only place hand coins on your circle, then press done"
                )
            return s
        if k is Kind.DONE:
            raise IllegalAction("'done' ends the initial placement; to end your turn use 'end'")
        if k in (Kind.PLACE, Kind.STOCK, Kind.SALVAGE) and self.used >= ACTIONS_PER_TURN:
            raise IllegalAction(f"you have used your {ACTIONS_PER_TURN} actions this turn: activate or end the turn")
        if k is Kind.PLACE:
            s._place(player, action.src, action.target)
            s.used += 1
        elif k is Kind.STOCK:
            coin = s._take(player, action.src)
            s._to_stock(player, coin)
            s._say("stock", player=player, coin=coin)
            s.used += 1
        elif k is Kind.SALVAGE:
            s._salvage(player, action.src, action.target)
            s.used += 1
        elif k is Kind.ACTIVATE:
            circle = self.circle(player)
            if not circle.complete:
                missing = [name.replace("_", " ") for name, ok in circle.parts().items() if not ok]
                raise IllegalAction(f"your circle is not complete yet (incomplete: {', '.join(missing)})")
            s._end_match(player)
        elif k is Kind.END:
            s._say("end", player=player)
            s._end_turn(player)
        return s

    def _take(self, p: int, src: int) -> str:
        """Remove and return the coin of a hand slot or the dealt slot."""
        if src == DEALT:
            coin = self.dealt[p]
            if coin == EMPTY:
                raise IllegalAction("you have no dealt coin")
            self.dealt[p] = EMPTY
            return coin
        if not 0 <= src < HAND_SLOTS:
            raise IllegalAction(f"there is no hand slot {src + 1}")
        coin = self.hands[p][src]
        if coin == EMPTY:
            raise IllegalAction(f"hand slot {src + 1} is empty")
        self.hands[p] = _set(self.hands[p], src, EMPTY)
        return coin

    def _place(self, p: int, src: int, pos: int) -> None:
        if not 0 <= pos < 17:
            raise IllegalAction(f"there is no position {pos}")
        coin = self._take(p, src)
        if not fits(coin, pos):
            what = "a magical coin" if is_magical(coin) else "an elemental coin"
            where = "an elemental" if pos >= 8 else "a magical"
            hint = "digits go on the circles" if is_magical(coin) else "colours go on the square corners"
            raise IllegalAction(
                f"{what} ({coin}) cannot go on {where} position ({POSITIONS[pos]}): {hint} or the focus"
            )
        old = self.circles[p][pos]
        self.circles[p] = _set(self.circles[p], pos, coin)
        self._say("place", player=p, coin=coin, position=POSITIONS[pos])
        if old != EMPTY:
            self._to_stock(p, old)
            self._say("displace", player=p, coin=old, position=POSITIONS[pos])

    def _salvage(self, p: int, slot: int, which: int) -> None:
        if which not in (0, 1):
            raise IllegalAction("salvage from your own stock or the opponent's")
        if which == 1 and self.single:
            raise IllegalAction("there is no opponent's stock in single mode")
        owner = p if which == 0 else 1 - p
        if not 0 <= slot < HAND_SLOTS:
            raise IllegalAction(f"there is no hand slot {slot + 1}")
        hand_coin = self.hands[p][slot]
        if hand_coin == EMPTY:
            raise IllegalAction(f"hand slot {slot + 1} is empty (salvage uses a coin from your hand)")
        st = self.stocks[owner]
        whose = "your" if owner == p else "the opponent's"
        if len(st) < 2:
            raise IllegalAction(f"salvage needs at least 2 coins in {whose} stock")
        second, top = st[-2], st[-1]
        need = salvage_partner(second)
        if need is None:
            raise IllegalAction(f"the 2nd coin of {whose} stock is a 0: no coin can salvage over it")
        if hand_coin != need:
            raise IllegalAction(
                f"the 2nd coin of {whose} stock is {second}: salvaging over it needs {need} from your hand, "
                f"not {hand_coin}"
            )
        self.stocks[owner] = st[:-2]
        self.removed += hand_coin + second
        self.hands[p] = _set(self.hands[p], slot, top)
        self._say("salvage", player=p, owner=owner, coin=top, used=hand_coin, second=second)

    # -- what a player sees ---------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        seats = []
        for p in range(self.players):
            mine = player == p
            hand = self.hands[p]
            dealt = self.dealt[p]
            circle, preview = _preview(self.circles[p])
            seats.append(
                {
                    "player": p,
                    "circle": circle.to_json(),
                    "circle_text": str(circle),
                    "status": circle.status_json(),
                    "preview": preview.to_json(),
                    "hand": [None if c == EMPTY else (c if mine else "?") for c in hand],
                    "hand_count": HAND_SLOTS - hand.count(EMPTY),
                    "dealt": None if dealt == EMPTY else (dealt if mine else "?"),
                    "stock": list(self.stocks[p]),
                    "done": self.done[p],
                    "total": self.totals[p],
                }
            )
        log = []
        for e in self.log:
            if "owner" in e and e["owner"] != player:
                e = e["public"]
            log.append({"key": e["key"], "args": dict(e["args"])})
        turn = self.phase is Phase.TURN
        obs: dict[str, Any] = {
            "game": ID,
            **json.loads(_STATIC_JSON),
            "mode": "single" if self.single else "versus",
            "players": self.players,
            "viewer": player,
            "phase": self.phase.value,
            "match": self.match,
            "matches": MATCHES,
            "turn": self.turn,
            "first": self.first,
            "current": self.current if turn else None,
            "actions_used": self.used if turn else 0,
            "actions_left": ACTIONS_PER_TURN - self.used if turn else 0,
            "can_activate": player is not None and self.can_activate(player),
            "pile": len(self.pile),
            "removed": list(self.removed),
            "seats": seats,
            "totals": list(self.totals),
            "history": self.history,
            "log": log,
            "result": None,
        }
        if self.phase is Phase.OVER:
            best = max(self.totals)
            obs["result"] = {
                "totals": list(self.totals),
                "winners": [p for p in range(self.players) if self.totals[p] == best],
                "match_scores": [list(r["scores"]) for r in self.history],
            }
        return obs

    # -- persistence ------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "game": ID,
            "version": 1,
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "match": self.match,
            "phase": self.phase.value,
            "pile": self.pile,
            "circles": list(self.circles),
            "hands": list(self.hands),
            "dealt": list(self.dealt),
            "stocks": list(self.stocks),
            "removed": self.removed,
            "done": list(self.done),
            "first": self.first,
            "current": self.current,
            "turn": self.turn,
            "used": self.used,
            "totals": list(self.totals),
            "history": self.history,
            "log": _clone(self.log),
        }

    def check(self) -> None:
        """Raise ValueError unless the state is consistent (every coin accounted for once)."""
        n = self.players
        for name, seq, width in (
            ("circles", self.circles, 17),
            ("hands", self.hands, HAND_SLOTS),
            ("dealt", self.dealt, 1),
        ):
            if len(seq) != n or any(not isinstance(x, str) or len(x) != width for x in seq):
                raise ValueError(f"bad {name}")
        if len(self.stocks) != n or len(self.done) != n or len(self.totals) != n:
            raise ValueError("per-player lists do not match the player count")
        for cells in self.circles:
            Circle(cells)
        everything = self.pile + self.removed + "".join(self.circles + self.hands + self.dealt + self.stocks)
        counts = Counter(c for c in everything if c != EMPTY)
        unknown = set(counts) - set(SUPPLY)
        if unknown:
            raise ValueError(f"unknown coin {sorted(unknown)[0]!r}")
        if counts != Counter(FULL_SET):
            raise ValueError("the coins do not add up to the 100-coin set")
        if EMPTY in self.pile + self.removed + "".join(self.stocks):
            raise ValueError("an empty mark inside the pile, a stock or the removed coins")
        if not 1 <= self.match <= MATCHES or not 0 <= self.used <= ACTIONS_PER_TURN:
            raise ValueError("match or action count out of range")
        if not (0 <= self.first < n and 0 <= self.current < n):
            raise ValueError("player index out of range")
        if self.phase is Phase.TURN and self.turn < 1:
            raise ValueError("turn number out of range")


def _static() -> dict[str, Any]:
    """The constant part of every observation: the layout and the formation list."""
    return {
        "positions": geometry_json(),
        "formations": [
            {"id": f.id, "bonus": f.bonus, "scope": f.scope, "kind": f.kind, "invented": f.invented} for f in FORMATIONS
        ],
    }


_STATIC_JSON = json.dumps(_static(), separators=(",", ":"), ensure_ascii=False)


@lru_cache(maxsize=512)
def _preview(cells: str) -> tuple[Circle, Score]:
    """A circle and its score if the match ended now (activated iff complete); cached."""
    circle = Circle(cells)
    return circle, score(circle, circle.complete)


def _targets(coin: str) -> list[int]:
    return _MAGICAL_TARGETS if coin in DIGITS else _ELEMENTAL_TARGETS


_MAGICAL_TARGETS = [*range(8), FOCUS]
_ELEMENTAL_TARGETS = [*range(8, 16), FOCUS]


# ---------------------------------------------------------------------------
# positions from text


_POSITION_HELP = (
    "lines 'key: value'; keys: match, phase (placement|turn), turn, first, current, actions, "
    "p1 circle, p1 hand, p1 dealt, p1 stock, p1 done, p1 total (p2 … likewise), removed, pile"
)


def _coins(value: str, what: str, allow_empty: bool) -> str:
    text = "".join(value.split())
    for c in text:
        if c not in SUPPLY and not (allow_empty and c == EMPTY):
            raise InvalidOptions(
                f"{what}: {c!r} is not a coin (digits 0-9, R B Y G W K{', . for empty' if allow_empty else ''})"
            )
    return text


def _int(value: str, what: str, lo: int, hi: int) -> int:
    try:
        v = int(value)
    except ValueError:
        raise InvalidOptions(f"{what} must be a whole number, not {value!r}") from None
    if not lo <= v <= hi:
        raise InvalidOptions(f"{what} must be between {lo} and {hi}, not {v}")
    return v


def players_in_position(text: str) -> int:
    """How many players a position text describes (2 if it mentions p2)."""
    for line in text.splitlines():
        key = line.split("#", 1)[0].split(":", 1)[0].strip().lower()
        if key.startswith("p2"):
            return 2
    return 1


def _setup_position(state: MagicCircleState, text: str, rng: Rng) -> None:
    """Fill ``state`` from a position text (see the package docstring)."""
    n = state.players
    seen: set[str] = set()
    explicit_pile: str | None = None
    current: int | None = None
    phase = Phase.TURN
    turn = 1
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if ":" not in line:
            raise InvalidOptions(f"position: cannot read {raw.strip()!r}; {_POSITION_HELP}")
        key, value = (x.strip() for x in line.split(":", 1))
        key = " ".join(key.lower().split())
        if key in seen:
            raise InvalidOptions(f"position: {key!r} is given twice")
        seen.add(key)
        what = f"position: {key}"
        if key == "match":
            state.match = _int(value, what, 1, MATCHES)
        elif key == "phase":
            if value.lower() not in ("placement", "turn"):
                raise InvalidOptions(f"{what} must be placement or turn, not {value!r}")
            phase = Phase(value.lower())
        elif key == "turn":
            turn = _int(value, what, 1, 10_000)
        elif key == "first":
            state.first = _int(value, what, 1, n) - 1
        elif key == "current":
            current = _int(value, what, 1, n) - 1
        elif key == "actions":
            state.used = _int(value, what, 0, ACTIONS_PER_TURN)
        elif key == "removed":
            state.removed = _coins(value, what, False)
        elif key == "pile":
            explicit_pile = _coins(value, what, False)
        elif key[:1] == "p" and " " in key:
            who, field = key.split(" ", 1)
            if who[1:] not in ("1", "2"):
                raise InvalidOptions(f"position: unknown player {who!r} (p1 or p2)")
            p = int(who[1:]) - 1
            if p >= n:
                raise InvalidOptions(f"position: {who} does not exist in a {n}-player game")
            if field == "circle":
                try:
                    state.circles[p] = Circle.parse(value).cells
                except ValueError as e:
                    raise InvalidOptions(f"{what}: {e}") from None
            elif field == "hand":
                hand = _coins(value, what, True)
                if len(hand) > HAND_SLOTS:
                    raise InvalidOptions(f"{what}: a hand has {HAND_SLOTS} slots, not {len(hand)}")
                state.hands[p] = hand.ljust(HAND_SLOTS, EMPTY)
            elif field == "dealt":
                dealt = _coins(value, what, True) or EMPTY
                if len(dealt) != 1:
                    raise InvalidOptions(f"{what}: one coin or '.'")
                state.dealt[p] = dealt
            elif field == "stock":
                state.stocks[p] = _coins(value, what, False)
            elif field == "done":
                if value.lower() not in ("yes", "no"):
                    raise InvalidOptions(f"{what} must be yes or no")
                state.done[p] = value.lower() == "yes"
            elif field == "total":
                state.totals[p] = _int(value, what, 0, 10**9)
            else:
                raise InvalidOptions(f"position: unknown key {key!r}; {_POSITION_HELP}")
        else:
            raise InvalidOptions(f"position: unknown key {key!r}; {_POSITION_HELP}")
    state.phase = phase
    if phase is Phase.PLACEMENT:
        state.turn = 0
        if any(d != EMPTY for d in state.dealt):
            raise InvalidOptions("position: nobody has a dealt coin during the initial placement")
        if all(state.done):
            raise InvalidOptions("position: during the initial placement somebody must not be done yet")
    else:
        state.turn = turn
        if any(state.done):
            raise InvalidOptions("position: 'done' belongs to the initial placement phase")
    state.current = state.first if current is None else current
    used = state.pile + state.removed + "".join(state.circles + state.hands + state.dealt + state.stocks)
    counts = Counter(c for c in used if c != EMPTY)
    for c, k in counts.items():
        if k > SUPPLY[c]:
            raise InvalidOptions(f"position: {k} coins {c!r}, but the set has only {SUPPLY[c]}")
    if explicit_pile is not None:
        total = Counter(c for c in used + explicit_pile if c != EMPTY)
        if total != Counter(FULL_SET):
            raise InvalidOptions(
                "position: with an explicit pile (top first) every one of the 100 coins must be somewhere "
                f"(found {sum(total.values())}; list coins out of the game under 'removed')"
            )
        state.pile = explicit_pile[::-1]
    else:
        rest = Counter(FULL_SET) - counts
        pool = sorted(rest.elements(), key=FULL_SET.index)
        rng.shuffle(pool)
        state.pile = "".join(pool)
    state._say("match", match=state.match, matches=MATCHES)
    if phase is Phase.TURN:
        state._say("turn", turn=state.turn, player=state.current)
    try:
        state.check()
    except ValueError as e:
        raise InvalidOptions(f"position: {e}") from None


# ---------------------------------------------------------------------------
# the game


@register
class MagicCircle(Game):
    id: ClassVar[str] = ID
    title: ClassVar[Mapping[str, str]] = {"ja": "魔法陣コインゲーム", "en": "Magic Circle"}
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 2
    max_actions: ClassVar[int] = 3000
    #: random playouts end turns a little more often (each end deals a coin)
    playout_weights: ClassVar[Mapping[str, float]] = {"end": 2.0}

    def options(self) -> tuple[Option, ...]:
        return (
            Option(
                "position",
                {"en": "Start position", "ja": "開始局面"},
                "text",
                "",
                help={
                    "en": "Optional: start from a position written as text (circles, hands, stocks, pile); "
                    "empty for a normal game.",
                    "ja": "任意：テキストで書いた局面（魔法陣・手元・ストック・山）から始めます。"
                    "空欄なら通常のゲーム。",
                },
            ),
        )

    def _check_options(self, players: int, options: dict[str, Any]) -> None:
        text = options["position"]
        if text.strip() and players_in_position(text) > players:
            raise InvalidOptions("the start position describes 2 players (p2 lines), but the game has 1")

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> MagicCircleState:
        state = MagicCircleState(self, players, options, rng)
        text = options["position"]
        if text.strip():
            _setup_position(state, text, rng)
        else:
            state._start_match(1, [])
        return state

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def reference(self) -> dict[str, Any]:
        """The formation table for the in-app reference page (the scorer's own table).

        ``formations``: every row of :data:`.formations.FORMATIONS` as
        :func:`.formations.formations_json` gives it (names, bonus, rule
        text ja/en, the spec's definition, [INVENTED] tags), in the spec's
        order; ``display_order``: the order a score breakdown lists them in;
        ``coins``: the coin names.
        """
        return {
            "formations": formations_json(),
            "display_order": list(DISPLAY_ORDER),
            "coins": {c: dict(names) for c, names in COIN_NAMES.items()},
        }

    def describe(self, entry: Mapping[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
        """A log line in words: coin codes and position ids become their names."""
        args = dict(entry.get("args", {}))
        for key, value in list(args.items()):
            if not isinstance(value, str):
                continue
            if key in _COIN_ARGS and value in COIN_NAMES:
                args[key] = dict(COIN_NAMES[value])
            elif key == "coins":
                words = [COIN_NAMES[c] for c in value.split() if c in COIN_NAMES]
                sep = {"ja": "・", "en": ", "}
                args[key] = {lang_: sep[lang_].join(w[lang_] for w in words) for lang_ in ("ja", "en")}
            elif key == "position" and value in POSITION_NAMES:
                args[key] = dict(POSITION_NAMES[value])
        return describe_entry({"key": entry.get("key", ""), "args": args}, lang, names)

    def heuristic_bot(self) -> Any:
        """The game's own heuristic bot (strength 2), e.g. for search rollouts."""
        from .bots import HeuristicBot

        return HeuristicBot(2)

    def _from_dict(self, data: Mapping[str, Any]) -> MagicCircleState:
        if data.get("version") != 1:
            raise InvalidSave(f"unsupported {ID} state version {data.get('version')!r}")
        players = data["players"]
        options = self.validate_options(players, data["options"])
        s = MagicCircleState(self, players, options, Rng.from_state(int(data["rng"])))
        s.match = int(data["match"])
        s.phase = Phase(data["phase"])
        s.pile = str(data["pile"])
        s.circles = [str(x) for x in data["circles"]]
        s.hands = [str(x) for x in data["hands"]]
        s.dealt = [str(x) for x in data["dealt"]]
        s.stocks = [str(x) for x in data["stocks"]]
        s.removed = str(data["removed"])
        s.done = [bool(x) for x in data["done"]]
        s.first, s.current = int(data["first"]), int(data["current"])
        s.turn, s.used = int(data["turn"]), int(data["used"])
        s.totals = [int(x) for x in data["totals"]]
        if not isinstance(data["history"], list) or not isinstance(data["log"], list):
            raise InvalidSave("history and log must be lists")
        s.history_text = json.dumps(data["history"], separators=(",", ":"), ensure_ascii=False)
        s.log = _clone(data["log"])
        for e in s.log:
            for entry in (e, e.get("public", e)) if isinstance(e, dict) else (e,):
                if not isinstance(entry, dict) or not isinstance(entry.get("key"), str):
                    raise InvalidSave("a log entry is not {key, args}")
                if not isinstance(entry.get("args"), dict):
                    raise InvalidSave("a log entry is not {key, args}")
        s.check()
        return s

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> MagicCircleState:
        """A full state consistent with ``player``'s observation.

        The coins ``player`` cannot see (the other hands, the other dealt
        coin and the pile) are the 100-coin set minus every visible coin;
        they are shuffled and dealt into the hidden places.
        """
        obs = observation
        if obs.get("game") != ID or obs.get("viewer") != player:
            raise ValueError("the observation is not this player's view of a magic circle game")
        players = int(obs["players"])
        s = MagicCircleState(self, players, {"position": ""}, Rng(rng.next_u64()))
        s.match = int(obs["match"])
        s.phase = Phase(obs["phase"])
        s.turn, s.first = int(obs["turn"]), int(obs["first"])
        s.current = int(obs["current"]) if obs["current"] is not None else s.first
        s.used = int(obs["actions_used"])
        s.removed = "".join(obs["removed"])
        seats = obs["seats"]
        visible = Counter(s.removed)
        hidden_slots = 0
        for p, seat in enumerate(seats):
            s.circles[p] = "".join(EMPTY if c is None else c for c in seat["circle"])
            s.stocks[p] = "".join(seat["stock"])
            s.done[p] = bool(seat["done"])
            s.totals[p] = int(seat["total"])
            visible.update(c for c in s.circles[p] + s.stocks[p] if c != EMPTY)
            if p == player:
                s.hands[p] = "".join(EMPTY if c is None else c for c in seat["hand"])
                s.dealt[p] = seat["dealt"] or EMPTY
                visible.update(c for c in s.hands[p] + s.dealt[p] if c != EMPTY)
            else:
                hidden_slots += sum(1 for c in seat["hand"] if c is not None) + (seat["dealt"] is not None)
        pool_counts = Counter(FULL_SET)
        pool_counts.subtract(visible)
        if any(v < 0 for v in pool_counts.values()):
            raise ValueError("the observation shows more coins than the set has")
        pool = sorted(pool_counts.elements(), key=FULL_SET.index)
        if len(pool) != hidden_slots + int(obs["pile"]):
            raise ValueError("the observation's hidden coins do not add up")
        s.rng.shuffle(pool)
        for p, seat in enumerate(seats):
            if p == player:
                continue
            s.hands[p] = "".join(EMPTY if c is None else pool.pop() for c in seat["hand"])
            s.dealt[p] = EMPTY if seat["dealt"] is None else pool.pop()
        s.pile = "".join(pool)
        s.history_text = json.dumps(obs["history"], separators=(",", ":"), ensure_ascii=False)
        s.log = _clone(obs["log"])
        return s


def position(text: str, players: int | None = None, seed: int = 0) -> MagicCircleState:
    """A game state built from a position text (see the package docstring).

    ``players`` defaults to 2 when the text mentions ``p2``, else 1. The
    text becomes the game's ``position`` option, so the position can be
    saved, replayed and shared like any game.
    """
    game = get_game(ID)
    n = players if players is not None else players_in_position(text)
    state = game.new(n, {"position": text}, seed)
    if not isinstance(state, MagicCircleState):  # pragma: no cover - _new always returns one
        raise TypeError("unexpected state type")
    return state
