"""The full game of Cucco: rounds, deals, coins, hidden cards (spec §2.4–§2.8).

See the package docstring (:mod:`tabletop.cucco`) for the rules summary, the
action texts and the observation format. Each deal is a
:class:`~tabletop.cucco.rules.Deal`, the same engine :func:`resolve_deal` uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from ..core.errors import IllegalAction, InvalidOptions, InvalidSave
from ..core.game import Game, Outcome, State
from ..core.options import Choice, Option
from ..core.registry import get_game, register
from ..core.rng import Rng
from .cards import HIGHEST, LOWEST, MATTO, deck_composition
from .rules import Deal, Ev, Event, Reason, ranks_of
from .text import NS, render

__all__ = ["CHILDREN_DEALS", "Cucco", "CuccoState", "Move", "Phase", "Setup", "parse_setup", "setup_text"]

#: deals 1..3 of a round are "children's time": the penalised pay the deal number
CHILDREN_DEALS = 3
ANTE = 1
MAX_SETUP_COINS = 999

LogEntry = tuple[str | None, dict[str, Any], dict[int, tuple[str, dict[str, Any]]] | None]
"""(public key or None, public args, {viewer: (key, args)} private versions or None)."""


class Phase(Enum):
    CHOOSE = "choose"  # the current player of the deal chooses change or keep
    OVER = "over"


@dataclass(frozen=True)
class Move:
    """A player's choice in a deal: ``change`` (ask the left neighbour / the deck) or ``keep``."""

    change: bool

    def __str__(self) -> str:
        return "change" if self.change else "keep"


CHANGE, KEEP = Move(True), Move(False)


# -- the setup option: prearranged cards for tests and wiki embeds ---------------------
@dataclass(frozen=True)
class Setup:
    """A parsed ``setup`` option (see :func:`parse_setup`)."""

    start: int | None = None
    deck: tuple[int, ...] = ()
    coins: tuple[int, ...] | None = None


def parse_setup(text: str, players: int) -> Setup:
    """Parse the ``setup`` option: whitespace-separated ``key=value`` words.

    - ``start=S``: the seat (0-based, as in saves) that starts round 1 (default: random);
    - ``deck=r1,r2,...``: the top of round 1's deck, top first. Cards are dealt
      one each from the start player on, so the first cards are the first
      deal's hands in turn order, then the cards drawn, then the next deals;
    - ``coins=c1,c2,...``: starting coins per seat (1–999; default: the coins option).

    >>> parse_setup("start=1 deck=3,14,5,10,6", 4)
    Setup(start=1, deck=(3, 14, 5, 10, 6), coins=None)
    >>> parse_setup("deck=15,15,15", 4)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidOptions: setup: the deck holds only 2 cards of rank 15 with 4 players, not 3
    """
    if not isinstance(text, str):
        raise InvalidOptions("setup must be text")
    start: int | None = None
    deck: tuple[int, ...] = ()
    coins: tuple[int, ...] | None = None
    seen: set[str] = set()
    for word in text.split():
        key, eq, value = word.partition("=")
        if not eq or key not in ("start", "deck", "coins"):
            raise InvalidOptions(f"setup: expected start=, deck= or coins=, not {word!r}")
        if key in seen:
            raise InvalidOptions(f"setup: {key}= appears twice")
        seen.add(key)
        try:
            numbers = tuple(int(v) for v in value.split(",")) if value else ()
        except ValueError:
            raise InvalidOptions(f"setup: {key}= needs whole numbers separated by commas, not {value!r}") from None
        if key == "start":
            if len(numbers) != 1 or not 0 <= numbers[0] < players:
                raise InvalidOptions(f"setup: start= must be a seat from 0 to {players - 1}, not {value!r}")
            start = numbers[0]
        elif key == "deck":
            full = deck_composition(players)
            for r in numbers:
                if not LOWEST <= r <= HIGHEST:
                    raise InvalidOptions(f"setup: {r} is not a card (ranks go from {LOWEST} to {HIGHEST})")
            for r in sorted(set(numbers)):
                if numbers.count(r) > full.count(r):
                    raise InvalidOptions(
                        f"setup: the deck holds only {full.count(r)} cards of rank {r} with {players} players, "
                        f"not {numbers.count(r)}"
                    )
            deck = numbers
        else:
            if len(numbers) != players or not all(1 <= c <= MAX_SETUP_COINS for c in numbers):
                raise InvalidOptions(f"setup: coins= needs {players} amounts from 1 to {MAX_SETUP_COINS}")
            coins = numbers
    return Setup(start, deck, coins)


def setup_text(deck: Sequence[int] = (), start: int | None = None, coins: Sequence[int] | None = None) -> str:
    """The ``setup`` option text for a prearranged game (the inverse of :func:`parse_setup`).

    >>> setup_text([3, 14, 5, 10, 6], start=0)
    'start=0 deck=3,14,5,10,6'
    """
    words = []
    if start is not None:
        words.append(f"start={start}")
    if deck:
        words.append("deck=" + ",".join(str(r) for r in deck))
    if coins is not None:
        words.append("coins=" + ",".join(str(c) for c in coins))
    return " ".join(words)


# -- the game ---------------------------------------------------------------------------
@register
class Cucco(Game):
    id: ClassVar[str] = "cucco"
    title: ClassVar[Mapping[str, str]] = {"ja": "クク", "en": "Cucco"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 12
    #: a game "until bankruptcy" is cut at this many rounds (see the package docstring)
    max_rounds: ClassVar[int] = 100
    max_actions: ClassVar[int] = 40_000

    def describe(self, entry: Mapping[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
        return render(entry, lang, names)

    def options(self) -> Sequence[Option]:
        return (
            Option(
                "coins",
                {"ja": "初期コイン", "en": "Starting coins"},
                "choice",
                25,
                choices=(
                    Choice(25, {"ja": "25枚(通常)", "en": "25 (normal)"}),
                    Choice(10, {"ja": "10枚(ショートゲーム)", "en": "10 (short game)"}),
                ),
            ),
            Option(
                "rounds",
                {"ja": "ラウンド数", "en": "Rounds"},
                "choice",
                5,
                choices=(
                    Choice(3, {"ja": "3", "en": "3"}),
                    Choice(5, {"ja": "5", "en": "5"}),
                    Choice(10, {"ja": "10", "en": "10"}),
                    Choice(0, {"ja": "誰かが破産するまで", "en": "until someone goes bankrupt"}),
                ),
            ),
            Option(
                "cancellation",
                {"ja": "キャンセレーション", "en": "Cancellation"},
                "bool",
                False,
                help={
                    "ja": "ディール終了時に同じカードを公開したプレイヤーも失格になります。",
                    "en": "Players showing the same card at the end of a deal are penalised too.",
                },
            ),
            Option(
                "setup",
                {"ja": "カードの仕込み(テスト・埋め込み用)", "en": "Prearranged cards (tests and embeds)"},
                "text",
                "",
                help={
                    "ja": "空欄で通常のゲーム。例: start=0 deck=3,14,5,10,6 coins=25,25,25,2",
                    "en": "Leave empty for a normal game. Example: start=0 deck=3,14,5,10,6 coins=25,25,25,2",
                },
                max_length=1000,
            ),
        )

    @classmethod
    def registered(cls) -> Cucco:
        """The registered instance of the game."""
        game = get_game(cls.id)
        if not isinstance(game, Cucco):  # pragma: no cover - registered by @register
            raise TypeError("cucco is registered as another game")
        return game

    def new(self, players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> CuccoState:
        state = super().new(players, options, seed)
        if not isinstance(state, CuccoState):  # pragma: no cover - _new makes CuccoStates
            raise TypeError("unexpected state")
        return state

    def _check_options(self, players: int, options: dict[str, Any]) -> None:
        parse_setup(options["setup"], players)

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> CuccoState:
        setup = parse_setup(options["setup"], players)
        coins = list(setup.coins) if setup.coins is not None else [options["coins"]] * players
        st = CuccoState(self, players, options, rng, coins=coins)
        st._start_round(setup)
        st._advance()
        return st

    def parse_action(self, text: str) -> Move:
        if not isinstance(text, str):
            raise IllegalAction(f"not a Cucco action: {text!r}")
        word = text.strip().lower()
        if word == "change":
            return CHANGE
        if word == "keep":
            return KEEP
        raise IllegalAction(f"unknown action {text!r}: Cucco actions are 'change' and 'keep'")

    def deal_position(
        self,
        hands: Sequence[int],
        deck: Sequence[int] = (),
        *,
        start: int = 0,
        coins: Sequence[int] | None = None,
        seed: int = 0,
        **options: Any,
    ) -> CuccoState:
        """A new game whose first deal gives ``hands`` (in turn order from ``start``)
        and whose deck begins with ``deck`` (top first) — the spec's case notation.

        The same position is reachable from a save or link: it is
        ``new(len(hands), {"setup": setup_text(...), **options}, seed)``.

        >>> st = Cucco().deal_position([3, 8, 5, 10], [6])
        >>> st.observation(0)["hands"][0]["card"], st.active_players()
        (3, (0,))
        """
        text = setup_text([*hands, *deck], start=start, coins=coins)
        return self.new(len(hands), {**options, "setup": text}, seed)

    def heuristic_bot(self) -> Any:
        from .bots import HeuristicBot

        return HeuristicBot()

    # -- saves ------------------------------------------------------------------------
    def _from_dict(self, data: Mapping[str, Any]) -> CuccoState:
        return CuccoState.from_json(self, data)

    # -- bots --------------------------------------------------------------------------
    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> CuccoState:
        """A full state consistent with ``observation`` (of ``player``): the cards
        ``player`` cannot see are dealt at random among the hidden hands and the
        deck, respecting what is public about each hidden card (``cannot_be``)."""
        from .determinize import determinize

        return determinize(self, observation, player, rng)


# -- the state --------------------------------------------------------------------------
class CuccoState(State):
    """A position of Cucco. Immutable by convention: ``apply`` returns a new state."""

    game: Cucco

    def __init__(
        self,
        game: Cucco,
        players: int,
        options: Mapping[str, Any],
        rng: Rng,
        *,
        coins: list[int],
        pot: int = 0,
        left: list[bool] | None = None,
        eliminated: list[bool] | None = None,
        round_no: int = 0,
        deal_no: int = 0,
        serial: int = 0,
        deal: Deal | None = None,
        phase: Phase = Phase.CHOOSE,
        results: tuple[tuple[int | None, int], ...] = (),
        last_deal: Mapping[str, Any] | None = None,
        log_prev: tuple[LogEntry, ...] = (),
        log: tuple[LogEntry, ...] = (),
        ended_by: int | None = None,
    ) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.rng = rng
        self.coins = coins
        self.pot = pot
        self.left = left if left is not None else [False] * players
        self.eliminated = eliminated if eliminated is not None else [False] * players
        self.round_no = round_no
        self.deal_no = deal_no
        self.serial = serial  # deals begun so far in the game
        self.deal = deal
        self.phase = phase
        self.results = results  # per finished round: (winner or None, pot)
        self.last_deal = last_deal
        self.log_prev = log_prev  # entries of the previous deal (and what followed it)
        self.log = log  # entries of the current deal
        self.ended_by = ended_by  # the player whose bankruptcy ended the game

    def _clone(self) -> CuccoState:
        return CuccoState(
            self.game,
            self.players,
            self.options,
            self.rng.copy(),
            coins=self.coins[:],
            pot=self.pot,
            left=self.left[:],
            eliminated=self.eliminated[:],
            round_no=self.round_no,
            deal_no=self.deal_no,
            serial=self.serial,
            deal=self.deal.copy() if self.deal is not None else None,
            phase=self.phase,
            results=self.results,
            last_deal=self.last_deal,
            log_prev=self.log_prev,
            log=self.log,
            ended_by=self.ended_by,
        )

    # -- the contract --------------------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is not Phase.CHOOSE or self.deal is None:
            return ()
        seat = self.deal.current
        return () if seat is None else (seat,)

    def legal_actions(self, player: int) -> list[Any]:
        if self.phase is not Phase.CHOOSE or self.deal is None or self.deal.current != player:
            return []
        if self.deal.must_keep(player):
            return [KEEP]
        return [CHANGE, KEEP]

    def apply(self, player: int, action: Any) -> CuccoState:
        """The state after ``player`` does ``action`` ("change"/"keep" or a :class:`Move`)."""
        after = super().apply(player, action)
        if not isinstance(after, CuccoState):  # pragma: no cover - _apply makes CuccoStates
            raise TypeError("unexpected state")
        return after

    def _apply(self, player: int, action: Any) -> CuccoState:
        if not isinstance(action, Move):
            raise IllegalAction(f"not a Cucco action: {action!r}")
        deal = self.deal
        if deal is None:  # pragma: no cover - active_players() is () then
            raise IllegalAction("there is no deal in progress")
        if action.change and deal.must_keep(player):
            raise IllegalAction(
                "you are the start player and hold the Cuckoo (15): you must keep it (no change)"
            )
        nxt = self._clone()
        ndeal = nxt.deal
        if ndeal is None:  # pragma: no cover
            raise IllegalAction("there is no deal in progress")
        nxt._log_events(ndeal.act(action.change, nxt.rng))
        nxt._advance()
        return nxt

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        best = max(self.coins)
        return Outcome(
            scores=tuple(float(c) for c in self.coins),
            winners=tuple(p for p, c in enumerate(self.coins) if c == best),
            detail={
                "coins": list(self.coins),
                "unclaimed_pot": self.pot,
                "rounds_played": self.round_no,
                "left": [p for p in range(self.players) if self.left[p]],
                "rounds": [{"winner": w, "pot": pot} for w, pot in self.results],
            },
        )

    def provisional_outcome(self, origin: State) -> Outcome | None:
        """For search bots: an estimate once the deal in progress at ``origin`` has been
        resolved (None before). Scores are coins plus an equal share of the pot for every
        player still in the round; the leaders are the provisional winners."""
        if self.phase is Phase.OVER:
            return self.outcome()
        if not isinstance(origin, CuccoState) or self.serial <= origin.serial:
            return None
        alive = [p for p in range(self.players) if not self.left[p] and not self.eliminated[p]]
        share = self.pot / len(alive) if alive else 0.0
        scores = tuple(c + (share if p in alive else 0.0) for p, c in enumerate(self.coins))
        best = max(scores)
        return Outcome(scores, tuple(p for p, s in enumerate(scores) if s == best))

    def rollout_action(self, player: int, rng: Rng) -> Move:
        """For search bots' rollouts in sampled states: the strength-1 heuristic rule,
        from what ``player`` sees (own card, and the next card if known)."""
        from .bots import simple_choice

        deal = self.deal
        if deal is None or deal.current != player:
            raise IllegalAction(f"it is not player {player + 1}'s turn")
        card = deal.card[player]
        if card is None or deal.must_keep(player):
            return KEEP
        pos = deal.turn + 1
        nxt = deal.order[pos] if pos < len(deal.order) else None
        seen = deal.card[nxt] if nxt is not None and deal.knows(player, nxt) else None
        return CHANGE if simple_choice(card, deal.strong[player], seen) else KEEP

    def rng_state(self) -> int | None:
        return self.rng.state

    def reveals(self, player: int, action: Any, after: State) -> bool:
        """Any change shows a card to someone; a finished deal shows them all."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if isinstance(action, Move) and action.change:
            return True
        if not isinstance(after, CuccoState) or after.serial != self.serial or after.is_over():
            return True
        return super().reveals(player, action, after)

    # -- the flow of the game ---------------------------------------------------------
    def _say(
        self, key: str | None, args: dict[str, Any], private: dict[int, tuple[str, dict[str, Any]]] | None = None
    ) -> None:
        """Log an entry: ``key`` for everybody (None: nobody), ``private`` versions for some viewers."""
        self.log = (*self.log, (key, args, private))

    def _participants(self, start: int) -> tuple[int, ...]:
        n = self.players
        return tuple(
            s for s in ((start + i) % n for i in range(n)) if not self.left[s] and not self.eliminated[s]
        )

    def _next_seat(self, seat: int, skip_eliminated: bool = True) -> int:
        """The next seat to the left of ``seat`` still in play (§2.9 decision 8)."""
        for i in range(1, self.players + 1):
            s = (seat + i) % self.players
            if not self.left[s] and not (skip_eliminated and self.eliminated[s]):
                return s
        return seat

    def _start_round(self, setup: Setup | None = None) -> None:
        """§2.4 steps 1–3, then the first deal."""
        quitter = next((p for p in range(self.players) if self.left[p] or self.coins[p] <= 0), None)
        if quitter is not None:
            self._finish(quitter)
            return
        self.round_no += 1
        for p in range(self.players):
            self.coins[p] -= ANTE
        self.pot += ANTE * self.players
        self.eliminated = [False] * self.players
        deck = deck_composition(self.players)
        winner = self.results[-1][0] if self.results else None
        if setup is not None:
            start = setup.start if setup.start is not None else self.rng.randbelow(self.players)
        elif winner is not None:
            start = winner
        else:
            prev = self.deal.order[0] if self.deal is not None else 0
            start = self._next_seat(prev, skip_eliminated=False)
        self.rng.shuffle(deck)
        if setup is not None and setup.deck:
            for r in setup.deck:
                deck.remove(r)
            deck.extend(reversed(setup.deck))  # the top of the deck is its end
        self.deal_no = 0
        self._say("round_start", {"round": self.round_no, "pot": self.pot})
        self._start_deal(start, deck, [])

    def _start_deal(self, start: int, deck: list[int], discard: list[int]) -> None:
        order = self._participants(start)
        self.deal_no += 1
        self.serial += 1
        if len(deck) < len(order):
            deck = deck + discard
            discard = []
            self.rng.shuffle(deck)
            self._say("new_deck", {})
        if self.deal_no <= CHILDREN_DEALS:
            self._say("deal_children", {"deal": self.deal_no, "stake": self.deal_no, "player": start})
        else:
            self._say("deal_adults", {"deal": self.deal_no, "player": start})
        hands = [deck.pop() for _ in order]
        deal, events = Deal.begin(self.players, order, hands, deck, discard)
        self.deal = deal
        for seat, card in zip(order, hands, strict=True):
            self._say(None, {}, {seat: ("dealt", {"card": card})})
        self._log_events(events)

    def _advance(self) -> None:
        """Resolve finished deals (and what follows) until someone must act or the game ends."""
        while self.phase is Phase.CHOOSE and self.deal is not None and self.deal.over:
            self._end_deal(self.deal)

    def _end_deal(self, deal: Deal) -> None:
        """§2.5 steps 4–5 and §2.6, then the next deal, round or the end."""
        show = deal.showdown(bool(self.options["cancellation"]))
        for seat in deal.order:
            key = "show_strong" if deal.strong[seat] else "show"
            self._say(key, {"player": seat, "card": deal.card[seat]})
        for seat in show.lowest:
            self._say("lowest", {"player": seat})
        for seat in show.pairs:
            self._say("pair", {"player": seat})
        paid: dict[int, int] = {}
        out: list[int] = []
        broke: list[int] = []
        for seat in show.penalised:
            if self.deal_no <= CHILDREN_DEALS:
                amount = min(self.deal_no, self.coins[seat])
                self.coins[seat] -= amount
                self.pot += amount
                paid[seat] = amount
                if amount < self.deal_no:
                    self.left[seat] = True
                    broke.append(seat)
                    self._say("broke", {"player": seat, "amount": self.deal_no, "paid": amount})
                else:
                    self._say("pay", {"player": seat, "amount": amount})
            else:
                self.eliminated[seat] = True
                out.append(seat)
                self._say("eliminated", {"player": seat})
        if not show.penalised:  # pragma: no cover - someone is always lowest
            self._say("safe", {})
        self.last_deal = {
            "round": self.round_no,
            "deal": self.deal_no,
            "order": list(deal.order),
            "cards": [deal.card[s] for s in range(self.players)],
            "values": [deal.value(s) if deal.card[s] is not None else None for s in range(self.players)],
            "disqualified": [[r.value for r in deal.reasons[s]] for s in range(self.players)],
            "lowest": list(show.lowest),
            "pairs": list(show.pairs),
            "penalised": list(show.penalised),
            "paid": [paid.get(s, 0) for s in range(self.players)],
            "eliminated": out,
            "left": broke,
        }
        discard = deal.discard + [c for c in (deal.card[s] for s in deal.order) if c is not None]
        survivors = [s for s in range(self.players) if not self.left[s] and not self.eliminated[s]]
        if len(survivors) <= 1:
            self._end_round(survivors[0] if survivors else None)
            return
        self._new_log()
        self._start_deal(self._next_seat(deal.order[0]), deal.deck, discard)

    def _new_log(self) -> None:
        self.log_prev, self.log = self.log, ()

    def _end_round(self, winner: int | None) -> None:
        pot = self.pot
        if winner is not None:
            self.coins[winner] += pot
            self.pot = 0
            self._say("round_win", {"player": winner, "pot": pot})
        else:
            self._say("round_void", {"pot": pot})
        self.results = (*self.results, (winner, pot))
        rounds = int(self.options["rounds"]) or self.game.max_rounds
        self._new_log()
        if self.round_no >= rounds:
            self._finish(None)
        else:
            self._start_round()

    def _finish(self, quitter: int | None) -> None:
        if quitter is not None:
            self._say("game_over_left", {"player": quitter})
        else:
            self._say("game_over", {})
        self.deal = None
        self.phase = Phase.OVER
        self.ended_by = quitter

    def _log_events(self, events: Sequence[Event]) -> None:
        for e in events:
            if e.kind is Ev.SWAP:  # only the two sides see the cards
                self._say(
                    "swap",
                    {"player": e.seat, "target": e.target},
                    {
                        e.seat: ("swap_gave", {"target": e.target, "given": e.card, "received": e.other}),
                        e.target: ("swap_took", {"player": e.seat, "given": e.other, "received": e.card}),
                    },
                )
                continue
            key = "take_matto" if e.kind is Ev.TAKE and e.card == MATTO else e.kind.value
            args: dict[str, Any] = {}
            if e.seat >= 0:
                args["player"] = e.seat
            if e.target >= 0:
                args["target"] = e.target
            if e.victim >= 0:
                args["victim"] = e.victim
            if e.card is not None:  # every other card in an event is face up
                args["card"] = e.card
            if e.other is not None:
                args["other"] = e.other
            self._say(key, args)

    # -- what a player sees ------------------------------------------------------------
    def _entries(self, viewer: int | None) -> list[dict[str, Any]]:
        out = []
        for key, args, private in (*self.log_prev, *self.log):
            if private is not None and viewer is not None and viewer in private:
                pkey, pargs = private[viewer]
                out.append({"key": f"{NS}.{pkey}", "args": dict(pargs)})
            elif key is not None:
                out.append({"key": f"{NS}.{key}", "args": dict(args)})
        return out

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator); the format is in the package docstring."""
        if player is not None and not (isinstance(player, int) and 0 <= player < self.players):
            raise ValueError(f"there is no player {player!r}")
        n = self.players
        deal = self.deal
        hands: list[dict[str, Any] | None] = [None] * n
        if deal is not None:
            for s in deal.order:
                visible = deal.knows(player, s)
                choice = deal.choice[s]
                hands[s] = {
                    "card": deal.card[s] if visible else None,
                    "face_up": deal.shown[s],
                    "strong": deal.strong[s],
                    "history": list(deal.history[s]),
                    "known_by": [v for v in range(n) if v != s and deal.known[v] >> s & 1],
                    "cannot_be": ranks_of(deal.excluded[s]),
                    "disqualified": [r.value for r in deal.reasons[s]],
                    "choice": None if choice is None else ("change" if choice else "keep"),
                }
        status = ["left" if self.left[p] else "eliminated" if self.eliminated[p] else "in" for p in range(n)]
        rounds = int(self.options["rounds"])
        obs: dict[str, Any] = {
            "game": self.game.id,
            "viewer": player,
            "players": n,
            # the setup option is left out: it lists stacked cards (and only matters at the start)
            "options": {k: v for k, v in self.options.items() if k != "setup"},
            "phase": self.phase.value,
            "round": self.round_no,
            "rounds": rounds or None,
            "deal": self.deal_no,
            "time": "children" if self.deal_no <= CHILDREN_DEALS else "adults",
            "stake": self.deal_no if self.deal_no <= CHILDREN_DEALS else None,
            "pot": self.pot,
            "coins": list(self.coins),
            "status": status,
            "serial": self.serial,
            "order": list(deal.order) if deal else [],
            "start_player": deal.order[0] if deal else None,
            "last_player": deal.order[-1] if deal else None,
            "turn": deal.current if deal else None,
            "hands": hands,
            "deck": len(deal.deck) if deal else 0,
            "deck_cards": sorted(deal.deck) if deal and deal.deck_known else None,
            "discard": list(deal.discard) if deal else [],
            "last_deal": _copy_json(self.last_deal),
            "results": [{"winner": w, "pot": pot} for w, pot in self.results],
            "log": self._entries(player),
        }
        if self.phase is Phase.OVER:
            outcome = self.outcome()
            obs["winners"] = list(outcome.winners) if outcome else []
            obs["ended_by"] = self.ended_by
        return obs

    # -- saves -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "phase": self.phase.value,
            "coins": list(self.coins),
            "pot": self.pot,
            "left": list(self.left),
            "eliminated": list(self.eliminated),
            "round": self.round_no,
            "deal_no": self.deal_no,
            "serial": self.serial,
            "results": [[w, pot] for w, pot in self.results],
            "last_deal": _copy_json(self.last_deal),
            "log_prev": [_entry_json(e) for e in self.log_prev],
            "log": [_entry_json(e) for e in self.log],
            "ended_by": self.ended_by,
            "deal": None,
        }
        deal = self.deal
        if deal is not None:
            d["deal"] = {
                "order": list(deal.order),
                "card": list(deal.card),
                "strong": list(deal.strong),
                "shown": list(deal.shown),
                "history": [list(h) for h in deal.history],
                "reasons": [[r.value for r in rs] for rs in deal.reasons],
                "known": list(deal.known),
                "excluded": list(deal.excluded),
                "choice": list(deal.choice),
                "turn": deal.turn,
                "over": deal.over,
                "deck": list(deal.deck),
                "discard": list(deal.discard),
                "deck_known": deal.deck_known,
            }
        return d

    @classmethod
    def from_json(cls, game: Cucco, data: Mapping[str, Any]) -> CuccoState:
        """Rebuild and validate a state from :meth:`to_dict` (InvalidSave if inconsistent)."""
        players = _int(data["players"], "players", game.min_players, game.max_players)
        options = game.validate_options(players, data["options"])
        phase = Phase(data["phase"])
        coins = [_int(c, "coins", 0, 10**9) for c in _list(data["coins"], players, "coins")]
        left = [_bool(b, "left") for b in _list(data["left"], players, "left")]
        eliminated = [_bool(b, "eliminated") for b in _list(data["eliminated"], players, "eliminated")]
        results = tuple(
            (None if w is None else _int(w, "round winner", 0, players - 1), _int(pot, "pot", 0, 10**9))
            for w, pot in data["results"]
        )
        last = data["last_deal"]
        if last is not None and not isinstance(last, Mapping):
            raise InvalidSave("last_deal must be an object or null")
        ended_by = data.get("ended_by")
        st = cls(
            game,
            players,
            options,
            Rng.from_state(_int(data["rng"], "rng", 0, 2**64 - 1)),
            coins=coins,
            pot=_int(data["pot"], "pot", 0, 10**9),
            left=left,
            eliminated=eliminated,
            round_no=_int(data["round"], "round", 0, 10**6),
            deal_no=_int(data["deal_no"], "deal_no", 0, 10**6),
            serial=_int(data["serial"], "serial", 0, 10**9),
            phase=phase,
            results=results,
            last_deal=_copy_json(last),
            log_prev=tuple(_entry_from_json(e, players) for e in data["log_prev"]),
            log=tuple(_entry_from_json(e, players) for e in data["log"]),
            ended_by=None if ended_by is None else _int(ended_by, "ended_by", 0, players - 1),
        )
        dd = data["deal"]
        if dd is None:
            if phase is not Phase.OVER:
                raise InvalidSave("a game in progress needs a deal")
            return st
        if phase is Phase.OVER:
            raise InvalidSave("a finished game has no deal")
        order = [_int(s, "order", 0, players - 1) for s in dd["order"]]
        if len(set(order)) != len(order) or len(order) < 2:
            raise InvalidSave("the deal's order must list 2 or more distinct seats")
        if any(left[s] or eliminated[s] for s in order):
            raise InvalidSave("a player out of the round holds a card")
        deal = Deal(players, order, [_rank(r) for r in dd["deck"]], [_rank(r) for r in dd["discard"]])
        deal.card = [None if c is None else _rank(c) for c in _list(dd["card"], players, "card")]
        if any((deal.card[s] is None) == (s in order) for s in range(players)):
            raise InvalidSave("exactly the players of the deal hold a card")
        deal.strong = [_bool(b, "strong") for b in _list(dd["strong"], players, "strong")]
        deal.shown = [_bool(b, "shown") for b in _list(dd["shown"], players, "shown")]
        deal.history = [
            tuple(_int(h, "history", 0, players - 1) for h in hs) for hs in _list(dd["history"], players, "history")
        ]
        deal.reasons = [tuple(Reason(r) for r in rs) for rs in _list(dd["reasons"], players, "reasons")]
        deal.known = [_int(k, "known", 0, 2**players - 1) for k in _list(dd["known"], players, "known")]
        deal.excluded = [_int(k, "excluded", 0, 2**20 - 1) for k in _list(dd["excluded"], players, "excluded")]
        deal.choice = [None if c is None else _bool(c, "choice") for c in _list(dd["choice"], players, "choice")]
        deal.turn = _int(dd["turn"], "turn", 0, len(order))
        deal.over = _bool(dd["over"], "over")
        deal.deck_known = _bool(dd["deck_known"], "deck_known")
        if deal.over or deal.turn >= len(order):
            raise InvalidSave("a saved deal is never finished (it is resolved at once)")
        held = sorted([c for c in deal.card if c is not None] + deal.deck + deal.discard)
        if held != deck_composition(players):
            raise InvalidSave("the cards in hands, deck and discard pile are not one full deck")
        st.deal = deal
        return st


# -- JSON helpers -----------------------------------------------------------------------
def _copy_json(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy_json(v) for v in value]
    return value


def _entry_json(entry: LogEntry) -> dict[str, Any]:
    key, args, private = entry
    d: dict[str, Any] = {"key": key, "args": dict(args)}
    if private:
        d["private"] = {str(v): {"key": k, "args": dict(a)} for v, (k, a) in private.items()}
    return d


def _entry_from_json(d: Any, players: int) -> LogEntry:
    if not isinstance(d, Mapping):
        raise InvalidSave("a log entry must be an object")
    key = d["key"]
    if key is not None and not isinstance(key, str):
        raise InvalidSave("a log key must be text")
    args = d["args"]
    if not isinstance(args, Mapping):
        raise InvalidSave("log arguments must be an object")
    private = None
    if "private" in d:
        private = {}
        for v, pe in d["private"].items():
            private[_int(int(v), "log viewer", 0, players - 1)] = (str(pe["key"]), dict(pe["args"]))
    return (key, dict(args), private)


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise InvalidSave(f"{what} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidSave(f"{what} must be true or false, not {value!r}")
    return value


def _rank(value: Any) -> int:
    return _int(value, "a card", LOWEST, HIGHEST)


def _list(value: Any, length: int, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != length:
        raise InvalidSave(f"{what} must be a list of {length}")
    return value

