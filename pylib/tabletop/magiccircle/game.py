"""The magic circle coin game as a :class:`~tabletop.core.game.Game` (docs/rules/magiccircle.md §3.4–3.5).

See the package docstring (:mod:`tabletop.magiccircle`) for the rules
summary, the action texts, the observation format and the position text.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from ..core import fields
from ..core.codec import NOBODY, OWN, SEAT, Bool, Codec, Ctx, Custom, Field, Int, Member, Str, log, seats
from ..core.errors import InvalidOptions
from ..core.game import Game, Outcome, State, action_parts, leaders
from ..core.log import Entry, Log, QuietLog
from ..core.options import Option
from ..core.registry import register
from ..core.rng import Rng
from . import messages as _messages  # noqa: F401  (registers the catalog messages)
from .actions import (
    ACTIONS_PER_TURN,
    ACTIVATE,
    DEALT,
    DONE,
    END,
    HAND_SLOTS,
    ID,
    LOG_NS,
    MATCHES,
    PLACES,
    PLACES_OF,
    REDRAW_CYCLE,
    REFILL,
    SALVAGES,
    STOCKS,
    Action,
    Kind,
    Phase,
    parse_action,
    source_text,
)
from .circle import Circle, fits, is_complete, score
from .coins import COIN_NAMES, DIGITS, EMPTY, FULL_SET, SUPPLY, is_magical, salvage_partner, stronger
from .formations import DISPLAY_ORDER, formations_json
from .geometry import FOCUS, POSITION_NAMES, POSITIONS
from .observe import fill_from_observation, observe
from .setup import players_in_position, setup_position

#: re-exported: the bots and tests import these from here
__all__ = [
    "ACTIVATE",
    "DEALT",
    "DONE",
    "END",
    "LOG_NS",
    "PLACES",
    "Action",
    "Kind",
    "MagicCircle",
    "MagicCircleState",
    "Phase",
    "position",
]


# ---------------------------------------------------------------------------
# the state


def _free_slot(hand: str) -> int:
    return hand.find(EMPTY)


def _set(text: str, i: int, c: str) -> str:
    return text[:i] + c + text[i + 1 :]


def _shuffled(coins: str, rng: Rng) -> str:
    """``coins`` in a new random order, different from the old one whenever two coins differ."""
    pool = list(coins)
    rng.shuffle(pool)
    if pool == list(coins):
        for i in range(1, len(pool)):
            if pool[i] != pool[0]:
                pool[0], pool[i] = pool[i], pool[0]
                break
    return "".join(pool)


class MagicCircleState(State[Action]):
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
        #: this match's log (it starts with the last match's result lines)
        self.log = Log(LOG_NS)
        self._legal: dict[int, list[Action]] = {}

    # -- small helpers -------------------------------------------------------
    @property
    def history(self) -> list[dict[str, Any]]:
        """Records of the finished matches (a fresh copy)."""
        result: list[dict[str, Any]] = json.loads(self.history_text)
        return result

    @property
    def single(self) -> bool:
        """Whether this is single mode (one player, §3.4)."""
        return self.players == 1

    @property
    def added(self) -> bool:
        """Whether the project's own added formations score (the ``added_formations`` option)."""
        return bool(self.options.get("added_formations", False))

    def circle(self, player: int) -> Circle:
        """``player``'s circle."""
        return Circle(self.circles[player])

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

    def _start_match(self, number: int, carry: list[Entry]) -> None:
        self.match = number
        self.log = Log(LOG_NS, carry)
        coins = list(FULL_SET)
        self.rng.shuffle(coins)
        self.pile = "".join(coins)
        n = self.players
        self._clear_match()
        self.log.say("match", match=number, matches=MATCHES)
        self.first = 0
        if n == 2:
            self._decide_first()
        self.current = self.first
        for p in self._order():
            drawn = "".join(self.pile[-1 - i] for i in range(HAND_SLOTS))
            self.pile = self.pile[:-HAND_SLOTS]
            self.hands[p] = drawn
            self.log.say_secretly(
                ("deal", {"player": p, "count": HAND_SLOTS}), {p: ("deal_own", {"coins": list(drawn)})}
            )
        self.phase = Phase.PLACEMENT

    def _decide_first(self) -> None:
        """docs/rules/magiccircle.md §3.5.2: the top two coins go to the focus positions; the stronger one starts."""
        redraws = 0
        while True:
            a, b = self.pile[-1], self.pile[-2]
            self.pile = self.pile[:-2]
            self.log.say("draw", coin0=a, coin1=b, player0=0, player1=1)
            winner = stronger(a, b)
            if winner is not None:
                self.circles[0] = _set(self.circles[0], FOCUS, a)
                self.circles[1] = _set(self.circles[1], FOCUS, b)
                self.first = winner
                self.log.say("first", player=winner)
                return
            self.log.say("redraw", coin0=a, coin1=b)
            self.pile = b + a + self.pile  # both under the pile, in the order drawn
            redraws += 1
            if redraws % REDRAW_CYCLE == 0:
                coins = list(self.pile)
                self.rng.shuffle(coins)
                self.pile = "".join(coins)
                self.log.say("reshuffle")

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
                self.log.say_secretly(
                    ("refill", {"player": p, "count": len(drawn)}), {p: ("refill_own", {"coins": list(drawn)})}
                )
        self.phase = Phase.TURN
        self.turn = 1
        self.current = self.first
        self.used = 0
        self.log.say("turn", turn=1, player=self.current)

    def _end_turn(self, p: int) -> None:
        coin = self.dealt[p]
        if coin != EMPTY:
            self.dealt[p] = EMPTY
            slot = _free_slot(self.hands[p])
            if slot >= 0:
                self.hands[p] = _set(self.hands[p], slot, coin)
                self.log.say_secretly(("keep", {"player": p}), {p: ("keep_own", {"coin": coin})})
            else:
                self._to_stock(p, coin)
                self.log.say("overflow", player=p, coin=coin)
        nxt = (p + 1) % self.players
        if nxt == self.first:
            self.turn += 1
        self.current = nxt
        self.used = 0
        self.log.say("turn", turn=self.turn, player=nxt)
        if self.turn >= 2:
            c = self._draw()
            if c is None:
                self._end_match(None)
                return
            self.dealt[nxt] = c
            self.log.say_secretly(("dealt", {"player": nxt}), {nxt: ("dealt_own", {"coin": c})})

    def _end_match(self, activator: int | None) -> None:
        """Score every circle (§3.5 steps 9–10), record the match, start the next or end the game."""
        mark = len(self.log)
        if activator is None:
            self.log.say("exhausted")
        else:
            self.log.say("activate", player=activator)
        results: list[dict[str, Any]] = []
        for p in range(self.players):
            s = score(self.circle(p), activated=p == activator, added=self.added)
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
            self.log.say(
                "score",
                match=self.match,
                player=r["player"],
                score=sc["score"],
                base=sc["base"],
                multiplier=sc["multiplier"],
            )
        if self.match >= MATCHES:
            self.phase = Phase.OVER
            self.used = 0
            self.log.say("over")
            return
        self._start_match(self.match + 1, self.log.entries[mark:])

    # -- the contract -------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.PLACEMENT:
            return tuple(p for p in range(self.players) if not self.done[p])
        if self.phase is Phase.TURN:
            return (self.current,)
        return ()

    def chapters(self) -> dict[str, int]:
        """The part of the game this state is in, for an embed's jumps (``State.chapters``)."""
        return {"match": self.match}

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        return Outcome(
            tuple(float(t) for t in self.totals),
            leaders(self.totals),
            {
                "mode": "single" if self.single else "versus",
                "totals": list(self.totals),
                "match_scores": [list(r["scores"]) for r in self.history],
            },
        )

    def draws(self, player: int, action: Action) -> bool:
        """Whether ``action`` (legal for ``player``) takes coins from the pile or ends a match.

        The last ``done`` of the placement refills the hands; ``end`` from
        turn 2 on deals a coin to the next player; ``activate`` ends the match.
        """
        if action.kind is Kind.ACTIVATE:
            return True
        if action.kind is Kind.DONE:
            last = all(self.done[q] for q in range(self.players) if q != player)
            return last and any(EMPTY in hand for hand in self.hands)
        if action.kind is Kind.END:
            nxt = (player + 1) % self.players
            return self.turn + (nxt == self.first) >= 2
        return False

    def reveals(self, player: int, action: Action, after: State[Action]) -> bool:
        """Drawing from the pile (a refill or a dealt coin) or ending a match reveals something."""
        return super().reveals(player, action, after) or self.draws(player, action)

    # -- privacy ------------------------------------------------------------------
    def _hidden_from(self, player: int) -> tuple[list[int], str]:
        """The other seats whose hand and dealt coin ``player`` cannot see, and all the coins hidden from it."""
        others = [q for q in range(self.players) if q != player]
        coins = self.pile + "".join(self.hands[q] + self.dealt[q] for q in others)
        return others, coins.replace(EMPTY, "")

    def for_playout(self) -> MagicCircleState:
        """No log lines: the rules read only those of the match that ends (the next match's first
        lines), and the search's rollout reads none."""
        s = self.copy()
        s.log = QuietLog(LOG_NS)
        return s

    def has_hidden(self, player: int) -> bool:
        """Something hidden from ``player`` could be otherwise: the pile order or another seat's coins."""
        _, coins = self._hidden_from(player)
        return len(set(coins)) > 1

    def _redeal(self, player: int, rng: Rng) -> MagicCircleState:
        """The coins ``player`` cannot see (the pile and the other seat's hand and dealt coin) dealt anew
        (the dealer of :data:`SECRETS`).

        Every hidden place keeps its size (the pile its length, a hand its
        filled slots, a dealt slot whether it holds a coin), so ``player``'s
        observation stays the same. The other seat's private log lines still
        name the coins it was dealt: they are hidden from ``player`` as well.
        """
        if not self.has_hidden(player):
            return self
        others, coins = self._hidden_from(player)
        pool = list(_shuffled(coins, rng))
        s = self.copy()
        for q in others:
            s.hands[q] = "".join(EMPTY if c == EMPTY else pool.pop() for c in self.hands[q])
            s.dealt[q] = EMPTY if self.dealt[q] == EMPTY else pool.pop()
        s.pile = "".join(pool)
        return s

    # -- hooks of the search bot (tabletop.core.mcts) ------------------------------
    def provisional_outcome(self, origin: State[Action]) -> Outcome | None:
        """The totals once the sampled match is over: a rollout need not play the other matches.

        A new match is the only thing that uses the generator (its shuffle),
        so the match of ``origin`` (the sampled root) is over once the
        generator moved on.
        """
        if self.phase is Phase.OVER or self.rng.state != origin.rng_state():
            return Outcome(tuple(float(t) for t in self.totals), leaders(self.totals))
        return None

    def can_activate(self, player: int) -> bool:
        """Whether ``player`` may activate now: on its own turn, with a complete circle (§3.5 step 9, §3.6)."""
        return self.phase is Phase.TURN and self.current == player and is_complete(self.circles[player])

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
                        out.extend(PLACES_OF[src][c in DIGITS])
                out.append(DONE)
            else:
                if self.used < ACTIONS_PER_TURN:
                    sources = [(i, hand[i]) for i in range(HAND_SLOTS) if hand[i] != EMPTY]
                    if self.dealt[player] != EMPTY:
                        sources.append((DEALT, self.dealt[player]))
                    for src, c in sources:
                        out.extend(PLACES_OF[src][c in DIGITS])
                    out.extend(STOCKS[src] for src, _ in sources)
                    owners = [player] if self.single else [player, 1 - player]
                    # the hand coin each stock's salvage needs (its 2nd coin's partner), if any
                    stocks = [self.stocks[owner] for owner in owners]
                    needs = [salvage_partner(st[-2]) if len(st) >= 2 else None for st in stocks]
                    if any(need is not None for need in needs):
                        for src in range(HAND_SLOTS):
                            c = hand[src]
                            if c == EMPTY:
                                continue
                            for which, need in enumerate(needs):
                                if need == c:
                                    out.append(SALVAGES[src][which])
                if is_complete(self.circles[player]):
                    out.append(ACTIVATE)
                out.append(END)
        self._legal[player] = out
        return list(out)

    def why_illegal(self, player: int, action: Action) -> str | None:
        """A player's reason for an action that is not legal now (called only for those)."""
        k = action.kind
        if self.phase is Phase.PLACEMENT:
            if k is Kind.PLACE and action.src == DEALT:
                return "there is no dealt coin during the initial placement"
            if k is not Kind.PLACE:
                return "during the initial placement you may only place hand coins on your circle, then press done"
        elif k is Kind.DONE:
            return "'done' ends the initial placement; to end your turn use 'end'"
        elif k in (Kind.PLACE, Kind.STOCK, Kind.SALVAGE) and self.used >= ACTIONS_PER_TURN:
            return f"you have used your {ACTIONS_PER_TURN} actions this turn: activate or end the turn"
        if k is Kind.ACTIVATE:
            missing = [name.replace("_", " ") for name, ok in self.circle(player).parts().items() if not ok]
            return f"your circle is not complete yet (incomplete: {', '.join(missing)})"
        if k in (Kind.PLACE, Kind.STOCK):
            coin = self.dealt[player] if action.src == DEALT else self.hands[player][action.src]
            if coin == EMPTY:
                return "you have no dealt coin" if action.src == DEALT else f"hand slot {action.src + 1} is empty"
            if k is Kind.PLACE and not fits(coin, action.target):
                what = "a magical coin" if is_magical(coin) else "an elemental coin"
                where = "an elemental" if action.target >= 8 else "a magical"
                hint = "digits go on the circles" if is_magical(coin) else "colours go on the square corners"
                at = POSITIONS[action.target]
                return f"{what} ({coin}) cannot go on {where} position ({at}): {hint} or the focus"
        if k is Kind.SALVAGE:
            return self._why_no_salvage(player, action.src, action.target)
        return None

    def _why_no_salvage(self, p: int, slot: int, which: int) -> str:
        if which == 1 and self.single:
            return "there is no opponent's stock in single mode"
        hand_coin = self.hands[p][slot]
        if hand_coin == EMPTY:
            return f"hand slot {slot + 1} is empty (salvage uses a coin from your hand)"
        owner = p if which == 0 else 1 - p
        st = self.stocks[owner]
        whose = "your" if owner == p else "the opponent's"
        if len(st) < 2:
            return f"salvage needs at least 2 coins in {whose} stock"
        second = st[-2]
        need = salvage_partner(second)
        if need is None:
            return f"the 2nd coin of {whose} stock is a 0: no coin can salvage over it"
        return (
            f"the 2nd coin of {whose} stock is {second}: salvaging over it needs {need} from your hand, not {hand_coin}"
        )

    def _apply(self, player: int, action: Action) -> MagicCircleState:
        s = self.copy()
        k = action.kind
        if k is Kind.PLACE:
            s._place(player, action.src, action.target)
            if self.phase is Phase.TURN:
                s.used += 1
        elif k is Kind.DONE:
            s.done[player] = True
            s.log.say("done", player=player)
            if all(s.done):
                s._finish_placement()
        elif k is Kind.STOCK:
            coin = s._take(player, action.src)
            s._to_stock(player, coin)
            s.log.say("stock", player=player, coin=coin)
            s.used += 1
        elif k is Kind.SALVAGE:
            s._salvage(player, action.src, action.target)
            s.used += 1
        elif k is Kind.ACTIVATE:
            s._end_match(player)
        elif k is Kind.END:
            s.log.say("end", player=player)
            s._end_turn(player)
        return s

    def _take(self, p: int, src: int) -> str:
        """Remove and return the coin of a hand slot or the dealt slot."""
        if src == DEALT:
            coin = self.dealt[p]
            self.dealt[p] = EMPTY
            return coin
        coin = self.hands[p][src]
        self.hands[p] = _set(self.hands[p], src, EMPTY)
        return coin

    def _place(self, p: int, src: int, pos: int) -> None:
        coin = self._take(p, src)
        old = self.circles[p][pos]
        self.circles[p] = _set(self.circles[p], pos, coin)
        self.log.say("place", player=p, coin=coin, position=POSITIONS[pos])
        if old != EMPTY:
            self._to_stock(p, old)
            self.log.say("displace", player=p, coin=old, position=POSITIONS[pos])

    def _salvage(self, p: int, slot: int, which: int) -> None:
        owner = p if which == 0 else 1 - p
        hand_coin = self.hands[p][slot]
        st = self.stocks[owner]
        second, top = st[-2], st[-1]
        self.stocks[owner] = st[:-2]
        self.removed += hand_coin + second
        self.hands[p] = _set(self.hands[p], slot, top)
        self.log.say("salvage", player=p, owner=owner, coin=top, used=hand_coin, second=second)

    # -- what a player sees ---------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        return observe(self, player, SECRETS)

    def check_consistency(self) -> None:
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


def _history(data: Any, at: str, ctx: Ctx) -> str:
    for record in fields.items(data, at):
        fields.record(record, f"a record of {at}")
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _fresh(state: MagicCircleState) -> None:
    state._legal = {}


def _check(state: MagicCircleState) -> None:
    state.check_consistency()


_coins = seats(Str())
#: the state's fields, declared once; version 2: one per-viewer log, core header
MagicCircleState.codec = CODEC = Codec(
    MagicCircleState,
    version=2,
    fields=(
        Field("match", Int(1, MATCHES)),
        Field("phase", Member(Phase)),
        Field("pile", Str(), secret=NOBODY),
        Field("circles", _coins),
        Field("hands", _coins, secret=OWN),
        Field("dealt", _coins, secret=OWN),
        Field("stocks", _coins),
        Field("removed", Str()),
        Field("done", seats(Bool())),
        Field("first", Int(0, SEAT)),
        Field("current", Int(0, SEAT)),
        Field("turn", Int(0)),
        Field("used", Int(0, ACTIONS_PER_TURN)),
        Field("totals", seats(Int(0))),
        Field("history_text", Custom(lambda v: v, json.loads, _history), key="history"),
        Field("log", log(LOG_NS), default=lambda c: Log(LOG_NS), position=False),
    ),
    fresh=_fresh,
    check=_check,
)
#: the secrets of Magic circle: each hand and dealt coin is its holder's, the pile's order nobody's
MagicCircleState.privacy = SECRETS = CODEC.secrets(deal=MagicCircleState._redeal)


# ---------------------------------------------------------------------------
# the game


@register
class MagicCircle(Game[Action]):
    """The magic circle coin game for 1–2 players: single mode or versus (§3.4), options and action texts."""

    id: ClassVar[str] = ID
    title: ClassVar[Mapping[str, str]] = {"ja": "魔法陣コインゲーム", "en": "Magic Circle"}
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 2
    max_actions: ClassVar[int] = 3000
    #: random playouts end turns a little more often (each end deals a coin)
    playout_weights: ClassVar[Mapping[str, float]] = {"end": 2.0}
    log_args: ClassVar[Mapping[str, str]] = {
        "player": "seat",
        "owner": "seat",
        "player0": "seat",
        "player1": "seat",
        "match": "number",
        "matches": "number",
        "turn": "number",
        "count": "number",
        "score": "number",
        "base": "number",
        "multiplier": "text",
        "coin": "coin",
        "coin0": "coin",
        "coin1": "coin",
        "used": "coin",
        "second": "coin",
        "coins": "coin[]",
        "position": "position",
    }
    log_words: ClassVar[Mapping[str, Mapping[str, Any]]] = {"coin": COIN_NAMES, "position": POSITION_NAMES}

    def options(self) -> tuple[Option, ...]:
        return (
            Option(
                "added_formations",
                {
                    "en": "Also score the project's own added formations (not in the original game)",
                    "ja": "このプロジェクト独自の追加陣形も数える（原作にはない陣形）",
                },
                "bool",
                False,
                help={
                    "en": "Reverse Order, Amber, Lumina, Umbra and Long Beam are not in the original game's "
                    "formation list: this project added them for symmetry. Off: only the original's formations score.",
                    "ja": "逆秩序・アンバー・ルミナ・アンブラ・ロングビームは原作の陣形一覧にはなく、"
                    "対称性のためにこのプロジェクトが追加したものです。オフなら原作の陣形だけが得点になります。",
                },
            ),
            Option(
                "position",
                {"en": "Start from a layout in this game's notation", "ja": "このゲームの記法で書いた配置から始める"},
                "text",
                "",
                help={
                    "en": "Optional, for a position written by hand: lines such as “p1 circle: 7776 3334 BBBB GGG. .”, "
                    "“p1 hand: G 5” and “pile: 1 2 3” (circles, hands, stocks, pile). "
                    "A position copied with “Make an example” goes in “Start from a position”.",
                    "ja": "省略可。手で書く局面用：「p1 circle: 7776 3334 BBBB GGG. .」「p1 hand: G 5」"
                    "「pile: 1 2 3」のような行（魔法陣・手元・ストック・山）。"
                    "「例を作る」でコピーした局面は「局面から始める」へ。",
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
            setup_position(state, text, rng)
        else:
            state._start_match(1, [])
        return state

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def action_parts(self, action: Action) -> dict[str, Any]:
        """``source`` ("h1"…"h8" or "d"), ``position`` (an id of :data:`POSITIONS`), ``stock`` ("own"/"opp").

        >>> MagicCircle().action_parts(parse_action("salvage h2 opp"))["args"]
        [{'kind': 'source', 'value': 'h2'}, {'kind': 'stock', 'value': 'opp'}]
        """
        text, verb = str(action), action.kind.value
        if action.kind is Kind.PLACE:
            return action_parts(text, verb, ("source", source_text(action.src)), ("position", POSITIONS[action.target]))
        if action.kind is Kind.STOCK:
            return action_parts(text, verb, ("source", source_text(action.src)))
        if action.kind is Kind.SALVAGE:
            return action_parts(
                text, verb, ("source", source_text(action.src)), ("stock", "opp" if action.target else "own")
            )
        return action_parts(text, verb)

    def reference(self) -> dict[str, Any]:
        """The formation table for the in-app reference page (the scorer's own table).

        ``formations``: every row of :data:`.formations.FORMATIONS` as
        :func:`.formations.formations_json` gives it (names, bonus, rule
        text ja/en, the spec's definition, ``added`` for the project's own
        additions), in the spec's order; ``display_order``: the order a
        score breakdown lists them in; ``coins``: the coin names.
        """
        return {
            "formations": formations_json(),
            "display_order": list(DISPLAY_ORDER),
            "coins": {c: dict(names) for c, names in COIN_NAMES.items()},
        }

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> MagicCircleState:
        """A full state consistent with ``player``'s observation.

        The coins ``player`` cannot see (the other hands, the other dealt
        coin and the pile) are the 100-coin set minus every visible coin,
        dealt into the hidden places by the dealer that
        :meth:`~MagicCircleState.resample_hidden` uses. The log holds the
        lines ``player`` saw, as public lines.
        """
        obs = observation
        if obs.get("game") != ID or obs.get("viewer") != player:
            raise ValueError("the observation is not this player's view of a magic circle game")
        players = int(obs["players"])
        options = {"added_formations": bool(obs["added_formations"]), "position": ""}
        s = MagicCircleState(self, players, options, Rng(rng.next_u64()))
        return SECRETS.resample(fill_from_observation(s, obs, player), player, rng)


def position(text: str, players: int | None = None, seed: int = 0) -> MagicCircleState:
    """A game state built from a position text (see the package docstring).

    ``players`` defaults to 2 when the text mentions ``p2``, else 1. The
    text becomes the game's ``position`` option, so the position can be
    saved, replayed and shared like any game.
    """
    game = MagicCircle()
    n = players if players is not None else players_in_position(text)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
        raise InvalidOptions("the seed must be a whole number from 0 to 2**64-1")
    return game._new(n, game.validate_options(n, {"position": text}), Rng(seed))
