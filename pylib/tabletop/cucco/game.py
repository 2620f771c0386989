"""The full game of Cucco: rounds, deals, coins, hidden cards (docs/rules/cucco.md §2.4–§2.8).

See the package docstring (:mod:`tabletop.cucco`) for the rules summary, the
action texts and the observation format. Each deal is a
:class:`~tabletop.cucco.rules.Deal`, the same engine :func:`resolve_deal` uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..core import fields
from ..core.codec import SEAT, Bool, Codec, Ctx, Custom, Data, Field, Int, List, Maybe, Member, Record, log, seats
from ..core.errors import IllegalAction, InvalidSave
from ..core.game import Game, Outcome, State, action_parts, leaders
from ..core.log import Entry, Line, Log
from ..core.options import Choice, Option
from ..core.registry import register
from ..core.rng import Rng
from . import observe
from .cards import HIGHEST, LOWEST, MATTO, MATTO_FROM_DECK, ONE_CUCKOO_FROM, card_table, deck_composition
from .determinize import arrange_hidden, unseen_cards
from .messages import LOG_ARGS, NS, card_words
from .rules import Deal, Ev, Event, Reason, rank_bit
from .setup import ANTE, CHANGE, CHILDREN_DEALS, KEEP, Move, Phase, Setup, parse_setup, setup_text

__all__ = ["Cucco", "CuccoState", "Move"]

#: the version of :meth:`CuccoState.to_dict`
VERSION = 2
#: log lines that open a deal's part of the log (see CuccoState.log_mark)
_OPENERS = ("round_start", "new_deck")
_DEAL_LINES = ("deal_children", "deal_adults")


# -- the game ---------------------------------------------------------------------------
@register
class Cucco(Game[Move]):
    """Cucco for 2–12 players: options (§2.8), seating (§2.3) and action texts."""

    id: ClassVar[str] = "cucco"
    title: ClassVar[Mapping[str, str]] = {"ja": "クク", "en": "Cucco"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 12
    #: a game "until bankruptcy" is cut at this many rounds (its option label says so)
    max_rounds: ClassVar[int] = 100
    max_actions: ClassVar[int] = 40_000
    log_args: ClassVar[Mapping[str, str]] = LOG_ARGS

    def options(self) -> Sequence[Option]:
        cap = self.max_rounds
        return (
            Option(
                "coins",
                {"ja": "初期コイン", "en": "Starting coins"},
                "choice",
                25,
                choices=(
                    Choice(25, {"ja": "25枚（通常）", "en": "25 (normal)"}),
                    Choice(10, {"ja": "10枚（ショートゲーム）", "en": "10 (short game)"}),
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
                    Choice(
                        0,
                        {
                            "ja": f"誰かが破産するまで（最大{cap}ラウンド）",
                            "en": f"until someone goes bankrupt (at most {cap} rounds)",
                        },
                    ),
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
                {"ja": "カードの仕込み（テスト・埋め込み用）", "en": "Prearranged cards (tests and embeds)"},
                "text",
                "",
                help={
                    "ja": "空欄で通常のゲーム。例：start=0 deck=3,14,5,10,6 coins=25,25,25,2",
                    "en": "Leave empty for a normal game. Example: start=0 deck=3,14,5,10,6 coins=25,25,25,2",
                },
                max_length=1000,
                developer=True,
            ),
        )

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
        word = text.strip().lower() if isinstance(text, str) else None
        if word == "change":
            return CHANGE
        if word == "keep":
            return KEEP
        raise IllegalAction(f"unknown action {str(text)[:40]!r}: Cucco actions are 'change' and 'keep'")

    def action_parts(self, action: Move) -> dict[str, Any]:
        """``change`` / ``keep``: the verb is the whole action (the target follows from the seats)."""
        return action_parts(str(action), str(action))

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        return card_words(value, lang) if kind == "card" else str(value)

    def reference(self) -> dict[str, Any]:
        """The deck for the rules help: every card, strongest first, with its effect.

        >>> ref = Cucco.registered().reference()
        >>> [c["rank"] for c in ref["cards"]][:3], ref["matto_from_deck"], ref["one_cuckoo_from"]
        ([15, 14, 13], 16, 8)
        """
        return {
            "cards": card_table(),
            "matto_from_deck": MATTO_FROM_DECK,
            "one_cuckoo_from": ONE_CUCKOO_FROM,
            "children_deals": CHILDREN_DEALS,
            "ante": ANTE,
            "max_rounds": self.max_rounds,
        }

    def deal_position(
        self,
        hands: Sequence[int],
        deck: Sequence[int] = (),
        *,
        start: int = 0,
        coins: Sequence[int] | None = None,
        seed: int = 0,
        **options: Any,
    ) -> State[Move]:
        """A new game whose first deal gives ``hands`` (in turn order from ``start``)
        and whose deck begins with ``deck`` (top first) — the case notation of docs/rules/cucco.md §2.10.

        The same position is reachable from a save or link: it is
        ``new(len(hands), {"setup": setup_text(...), **options}, seed)``.

        >>> st = Cucco().deal_position([3, 8, 5, 10], [6])
        >>> st.observation(0)["hands"][0]["card"], st.active_players()
        (3, (0,))
        """
        text = setup_text([*hands, *deck], start=start, coins=coins)
        return self.new(len(hands), {**options, "setup": text}, seed)

    # -- saves ------------------------------------------------------------------------
    # -- bots --------------------------------------------------------------------------
    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> CuccoState:
        """A full state consistent with ``observation`` (of ``player``): the cards
        ``player`` cannot see are dealt at random among the hidden hands and the
        deck, respecting what is public about each hidden card (``cannot_be``).
        The sample's log is ``player``'s own lines, told to ``player`` only."""
        obs = observation
        if obs.get("game") != self.id:
            raise ValueError("not a Cucco observation")
        if obs.get("viewer") != player:
            raise ValueError(f"the observation is not player {player}'s")
        n = int(obs["players"])
        phase = Phase(obs["phase"])
        status = obs["status"]
        lines = [Line(str(e["key"]), dict(e["args"])) for e in obs["log"]]
        state = CuccoState(
            self,
            n,
            {**obs["options"], "setup": ""},
            Rng(rng.next_u64()),
            coins=list(obs["coins"]),
            pot=obs["pot"],
            left=[s == "left" for s in status],
            eliminated=[s == "eliminated" for s in status],
            round_no=obs["round"],
            deal_no=obs["deal"],
            serial=obs["serial"],
            phase=phase,
            results=tuple((r["winner"], r["pot"]) for r in obs["results"]),
            last_deal=obs["last_deal"],
            log=Log(NS, [Entry(None, {player: line}) for line in lines]),
            log_mark=_deal_start([line.key.removeprefix(NS + ".") for line in lines]),
            ended_by=obs.get("ended_by"),
        )
        if phase is Phase.OVER:
            return state
        order: list[int] = obs["order"]
        hands: list[Any] = obs["hands"]
        deck_cards = obs["deck_cards"]
        deal = Deal(n, order, [], list(obs["discard"]))
        hidden: list[int] = []
        for s in order:
            h = hands[s]
            deal.card[s] = h["card"]
            deal.shown[s] = h["face_up"]
            deal.strong[s] = h["strong"]
            deal.history[s] = tuple(h["history"])
            deal.reasons[s] = tuple(Reason(r) for r in h["disqualified"])
            deal.excluded[s] = sum(rank_bit(r) for r in h["cannot_be"])
            deal.choice[s] = None if h["choice"] is None else h["choice"] == "change"
            for v in h["known_by"]:
                deal.known[v] |= 1 << s
            if h["card"] is None:
                hidden.append(s)
        deal.turn = order.index(obs["turn"])
        deal.deck_known = deck_cards is not None
        pool = unseen_cards(obs)
        deck_size = int(obs["deck"])
        if len(pool) != len(hidden) + (0 if deck_cards is not None else deck_size):
            raise ValueError("the observation's card counts do not add up to a full deck")
        cards = arrange_hidden(pool, [deal.excluded[s] for s in hidden], rng)
        for s, c in zip(hidden, cards, strict=False):
            deal.card[s] = c
        if deck_cards is not None:
            deal.deck = list(deck_cards)
            rng.shuffle(deal.deck)
        else:
            deal.deck = cards[len(hidden) :]
        state.deal = deal
        return state


def _deal_start(keys: Sequence[str]) -> int:
    """Where the current deal's part of a log begins: its round and deck lines, then its deal line."""
    for i in range(len(keys) - 1, -1, -1):
        if keys[i] in _DEAL_LINES:
            while i > 0 and keys[i - 1] in _OPENERS:
                i -= 1
            return i
    return len(keys)


# -- the state --------------------------------------------------------------------------
class CuccoState(State[Move]):
    """A position of Cucco. Immutable by convention: ``apply`` returns a new state.

    ``log`` holds the previous deal's lines (and what followed it) and the
    current deal's, which begin at ``log_mark``; older lines are dropped when
    a deal begins, so a long game keeps a short state.
    """

    game: Cucco
    #: the deal being played (None when there is none: the game is over)
    deal: Deal | None

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
        log: Log | None = None,
        log_mark: int = 0,
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
        self.log = log if log is not None else Log(NS)
        self.log_mark = log_mark  # the index of the current deal's first log entry
        self.ended_by = ended_by  # the player whose bankruptcy ended the game

    def active_players(self) -> tuple[int, ...]:
        if self.phase is not Phase.CHOOSE or self.deal is None:
            return ()
        seat = self.deal.current
        return () if seat is None else (seat,)

    def legal_actions(self, player: int) -> list[Move]:
        if self.phase is not Phase.CHOOSE or self.deal is None or self.deal.current != player:
            return []
        if self.deal.must_keep(player):
            return [KEEP]
        return [CHANGE, KEEP]

    def why_illegal(self, player: int, action: Move) -> str | None:
        if isinstance(action, Move) and action.change and self.deal is not None and self.deal.must_keep(player):
            return "you are the start player and hold the Cuckoo (15): you must keep it (no change)"
        return None

    def _apply(self, player: int, action: Move) -> CuccoState:
        nxt = self.copy()
        deal = nxt.deal
        if deal is None:  # pragma: no cover - active_players() is () then
            raise IllegalAction("there is no deal in progress")
        nxt._log_events(deal.act(action.change, nxt.rng))
        nxt._advance()
        return nxt

    def chapters(self) -> dict[str, int]:
        """The part of the game this state is in, for an embed's jumps (``State.chapters``)."""
        return {"round": self.round_no, "deal": self.deal_no} if self.round_no else {}

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        return Outcome(
            scores=tuple(float(c) for c in self.coins),
            winners=leaders(self.coins),
            detail={
                "coins": list(self.coins),
                "unclaimed_pot": self.pot,
                "rounds_played": self.round_no,
                "left": [p for p in range(self.players) if self.left[p]],
                "rounds": [{"winner": w, "pot": pot} for w, pot in self.results],
            },
        )

    def provisional_outcome(self, origin: State[Any]) -> Outcome | None:
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
        return Outcome(scores, leaders(scores))

    def reveals(self, player: int, action: Move, after: State[Move]) -> bool:
        """Undo stops here (BGA's policy) when a card was shown to somebody.

        Every change shows a card: the two sides of an exchange see both cards,
        a pass, a Human, a Cat or a refused Matto is shown to all, a deck draw
        is face up. A keep shows nothing, unless it ends the deal: the showdown
        reveals every card (and the next deal deals new ones). So a keep before
        anything was revealed can be taken back.
        """
        if action.change:
            return True
        if not isinstance(after, CuccoState) or after.serial != self.serial or after.is_over():
            return True
        return super().reveals(player, action, after)

    # -- hidden information ------------------------------------------------------------
    def _hidden_slots(self, player: int) -> tuple[list[int], bool]:
        """The seats whose card ``player`` cannot see, and whether the deck mixes with them."""
        deal = self.deal
        if self.phase is not Phase.CHOOSE or deal is None:
            return [], False
        return [s for s in deal.order if not deal.knows(player, s)], not deal.deck_known

    def has_hidden(self, player: int) -> bool:
        """Whether a card ``player`` cannot see could be another one (or the deck in another order)."""
        deal = self.deal
        seats, mixed = self._hidden_slots(player)
        if deal is None or (not seats and len(set(deal.deck)) < 2):
            return False
        if len(set(deal.deck)) >= 2:
            return True
        return observe.one_swap(deal, seats, mixed) is not None

    def _redeal(self, player: int, rng: Rng) -> CuccoState:
        """This state with every card ``player`` cannot see dealt again (the dealer of :data:`SECRETS`).

        The hidden hands and the deck (the deck alone, when it is the public
        discard pile) are dealt again at random, each hidden hand a rank its
        public constraints allow (``cannot_be``); the other seats' private log
        lines of this deal (their dealt card, their exchanges) are rewritten
        to follow the new cards. ``player``'s observation stays the same. When
        :meth:`has_hidden` is true the result always differs from this state.
        """
        if not self.has_hidden(player):
            return self
        st = self.copy()
        deal = st.deal
        if deal is None:  # pragma: no cover - has_hidden() is false then
            return self
        seats, mixed = st._hidden_slots(player)
        before = [deal.card[s] for s in seats], deal.deck[:]
        masks = [deal.excluded[s] for s in seats]
        for _ in range(8):
            hands = [c for c in before[0] if c is not None]
            if mixed:
                cards = arrange_hidden(hands + deal.deck, masks, rng)
                hands, deck = cards[: len(seats)], cards[len(seats) :]
            else:
                hands = arrange_hidden(hands, masks, rng)
                deck = deal.deck[:]
                rng.shuffle(deck)
            if (hands, deck) != before:
                break
        else:  # the same deal eight times: exchange two hidden cards that may trade places
            hands = [c for c in before[0] if c is not None]
            deck = deal.deck[:]
            slots = hands + deck
            swap = observe.one_swap(deal, seats, mixed) or observe.deck_swap(deck, len(seats))
            if swap is None:  # pragma: no cover - has_hidden() found one
                return self
            i, j = swap
            slots[i], slots[j] = slots[j], slots[i]
            hands, deck = slots[: len(seats)], slots[len(seats) :]
        new_cards = dict(zip(seats, hands, strict=True))
        observe.rewrite_private_lines(st, new_cards)
        for s, c in new_cards.items():
            deal.card[s] = c
        deal.deck = deck
        return st

    # -- the flow of the game ---------------------------------------------------------
    def _say(self, key: str, args: Mapping[str, Any]) -> None:
        self.log.say(key, **args)

    def _participants(self, start: int) -> tuple[int, ...]:
        n = self.players
        return tuple(s for s in ((start + i) % n for i in range(n)) if not self.left[s] and not self.eliminated[s])

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
            self.log.tell(seat, "dealt", card=card)
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
        """A new deal's part of the log begins: the previous deal's lines are dropped."""
        self.log = Log(NS, self.log.entries[self.log_mark :])
        self.log_mark = len(self.log)

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
                self.log.say_secretly(
                    ("swap", {"player": e.seat, "target": e.target}),
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

    # -- what a player sees (observe.py) -----------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator); the format is in the package docstring."""
        return observe.observation(self, player)


# -- saves: the state's fields, declared once ---------------------------------------------
def _results(data: Any, at: str, ctx: Ctx) -> tuple[tuple[int | None, int], ...]:
    winner, pot = Maybe(Int(0, SEAT)), Int(0, 10**9)
    pairs = (fields.items(r, f"{at}[{i}]", 2) for i, r in enumerate(fields.items(data, at)))
    return tuple((winner.load(w, f"{at}: a winner", ctx), pot.load(p, f"{at}: a pot", ctx)) for w, p in pairs)


def _check(st: CuccoState) -> None:
    deal = st.deal
    if deal is None:
        if st.phase is not Phase.OVER:
            raise InvalidSave("a game in progress needs a deal")
        return
    if st.phase is Phase.OVER:
        raise InvalidSave("a finished game has no deal")
    order = deal.order
    if len(set(order)) != len(order) or len(order) < 2:
        raise InvalidSave("the deal's order must list 2 or more distinct seats")
    if any(st.left[s] or st.eliminated[s] for s in order):
        raise InvalidSave("a player out of the round holds a card")
    if any((deal.card[s] is None) == (s in order) for s in range(st.players)):
        raise InvalidSave("exactly the players of the deal hold a card")
    if deal.over or deal.turn >= len(order):
        raise InvalidSave("a saved deal is never finished (it is resolved at once)")
    held = sorted([c for c in deal.card if c is not None] + deal.deck + deal.discard)
    if held != deck_composition(st.players):
        raise InvalidSave("the cards in hands, deck and discard pile are not one full deck")


_card, _seat = Int(LOWEST, HIGHEST), Int(0, SEAT)
#: a deal in progress (rules.Deal)
DEAL = Record(
    Deal,
    (
        Field("order", List(_seat, frozen=True)),
        Field("card", seats(Maybe(_card))),
        Field("strong", seats(Bool())),
        Field("shown", seats(Bool())),
        Field("history", seats(List(_seat, frozen=True))),
        Field("reasons", seats(List(Member(Reason), frozen=True))),
        Field("known", seats(Int(0, lambda c: 2**c.players - 1))),
        Field("excluded", seats(Int(0, 2**20 - 1))),
        Field("choice", seats(Maybe(Bool()))),
        Field("turn", Int(0)),  # below len(order): checked with the whole state
        Field("over", Bool()),
        Field("deck", List(_card)),
        Field("discard", List(_card)),
        Field("deck_known", Bool()),
    ),
)
_money = Int(0, 10**9)
#: the state's fields, declared once (version 2)
CuccoState.codec = CODEC = Codec(
    CuccoState,
    version=VERSION,
    fields=(
        Field("phase", Member(Phase)),
        Field("coins", seats(_money)),
        Field("pot", _money),
        Field("left", seats(Bool())),
        Field("eliminated", seats(Bool())),
        Field("round_no", Int(0, 10**6), key="round"),
        Field("deal_no", Int(0, 10**6)),
        Field("serial", _money),
        Field("results", Custom(lambda v: v, lambda v: [[w, pot] for w, pot in v], _results)),
        Field("last_deal", Maybe(Data(shared=True))),
        Field("log", log(NS), default=lambda c: Log(NS), position=False),
        Field("log_mark", Int(0, lambda c: len(c.state.log)), default=lambda c: 0, position=False),
        Field("ended_by", Maybe(_seat)),
        Field("deal", Maybe(DEAL)),
    ),
    check=_check,
)

CuccoState.privacy = observe.SECRETS
