"""The rules of Khronos (``docs/rules/khronos.md``; the package docstring summarises them).

It implements a turn of docs/rules/khronos.md §4 (exchange, time travel, cards, refill, earnings in turns 4
and 7), the card actions of §5 under the restrictions of §6, the time ripple of §7, junctions, downsizing and
division (§8), earnings (§9) and the end after turn 7 (§10); the options are §11 and what each seat may not
see §14.

A :class:`KhronosState` holds three :class:`~tabletop.khronos.board.Board`
values (Might, Faith, Reason), the hands as counts of each kind, the deck,
the shared tile stock and the turn. Building, expanding, the time ripple and
the junction / division resolution all change boards in place on the copy
``_apply`` makes; a resolution that needs a player's choice stops in the
``pick`` or ``shrink`` phase and goes on after it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any, ClassVar, NamedTuple

from ..core import fields
from ..core.errors import IllegalAction, InvalidOptions, InvalidSave
from ..core.game import Game, Outcome, State, action_parts
from ..core.hidden import Follows, Secret, Secrets
from ..core.log import Entry, Line, Log
from ..core.options import Option
from ..core.registry import get_game, register
from ..core.rng import Rng
from .board import FOOT, HAMLET_BASE, Bld, Board, Foot, cell_of, inner, outer
from .data import BOARDS, HAMLETS, HEIGHT, KINDS, MAP, TABLE, TILES, WIDTH, surcharge
from .text import LOG_ARGS, NS, STATUS_WORDS, words

__all__ = ["Act", "Khronos", "KhronosState", "Phase", "parse_setup"]

VERSION = 1
TURNS = 7
EARNINGS_TURNS = (4, 7)
HAND = 4
CUBES = next(r.value for r in TABLE if r.name == "cubes")
START_ECUS = next(r.value for r in TABLE if r.name == "ecus")
PER_ADVENTURER = next(r.value for r in TABLE if r.name == "cards per adventurer")
BONUS = (
    next(r.value for r in TABLE if r.name == "bonus might"),
    next(r.value for r in TABLE if r.name == "bonus faith"),
    0,
)
EXCHANGE_COST, TRAVEL_COST, DEMOLISH_COST = 2, 1, 1
MAX_SWAPS = 4
KI = {"M": 0, "R": 1, "C": 2}
TILE_OF = {(t.kind, t.tier): name for name, t in TILES.items()}
MIGHT, FAITH, REASON = 0, 1, 2


class Phase(Enum):
    """Where a turn stands (§4, §8): its start (exchange, swaps), actions, a tie to pick, a downsizing, the end."""

    START = "start"  # the turn has begun: exchange and Hold'em swaps still possible
    ACTIONS = "actions"
    PICK = "pick"  # a player chooses which tied building is downsized
    SHRINK = "shrink"  # an owner chooses where the smaller tile goes
    OVER = "over"


class Act(NamedTuple):
    """An action; ``str()`` is its canonical text (see the contract)."""

    verb: str
    tile: str = ""
    board: int = -1
    x: int = -1
    y: int = -1
    cards: str = ""
    pawn: int = 0

    def __str__(self) -> str:
        v = self.verb
        if v in ("build", "upgrade"):
            extra = f" +{self.cards}" if self.cards else ""
            return f"{v} {self.tile} {BOARDS[self.board]} {self.x},{self.y}{extra}"
        if v in ("demolish", "pick", "shrink"):
            return f"{v} {BOARDS[self.board]} {self.x},{self.y}"
        if v in ("populate", "renovate"):
            return f"{v} {self.x},{self.y}"
        if v == "travel":
            return f"travel {self.pawn} {BOARDS[self.board]}"
        if v == "swap":
            return f"swap {self.cards[0]}-{self.cards[1]}"
        if v == "exchange":
            return f"exchange {self.cards}"
        return f"refill {self.cards}" if self.cards else "refill"


Act.kind = Act.verb  # type: ignore[attr-defined]  # the kind random playouts group by: the verb
_mk = tuple.__new__


def _letters(counts: Sequence[int]) -> str:
    return "".join(k * n for k, n in zip(KINDS, counts, strict=True))


def _counts(letters: str) -> list[int]:
    c = [0, 0, 0]
    for ch in letters:
        c[KI[ch]] += 1
    return c


def _subsets(hand: Sequence[int], lo: int = 1) -> list[str]:
    """Every sub-multiset of a hand with at least ``lo`` cards, as letters."""
    out = []
    for m in range(hand[0] + 1):
        for r in range(hand[1] + 1):
            for c in range(hand[2] + 1):
                if m + r + c >= lo:
                    out.append("M" * m + "R" * r + "C" * c)
    return out


def _combos(hand: Sequence[int], k: int) -> list[str]:
    """The ways to pay ``k`` cards of any kind from ``hand``."""
    if k == 0:
        return [""]
    return [s for s in _subsets(hand, k) if len(s) == k]


def _parse_cell(word: str) -> tuple[int, int]:
    a, sep, b = word.partition(",")
    if not sep or not (a.isascii() and a.isdigit() and b.isascii() and b.isdigit()) or len(a) > 2 or len(b) > 2:
        raise ValueError(word)
    x, y = int(a), int(b)
    if not (0 <= x < WIDTH and 0 <= y < HEIGHT):
        raise ValueError(word)
    return x, y


# -- the setup option -------------------------------------------------------------------
class Setup(NamedTuple):
    """A prearranged start (a developer option for tests and embeds): the first seat and the top of the deck."""

    start: int | None
    deck: str


def parse_setup(text: str, players: int) -> Setup:
    """``start=S`` (the first seat) and ``deck=MRC…`` (the top of the deck before the deal).

    >>> parse_setup("start=1 deck=MMRC", 3)
    Setup(start=1, deck='MMRC')
    >>> parse_setup("deck=MMMMMMMMMMMM", 2)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidOptions: setup: the deck holds only 11 cards of each kind
    """
    start: int | None = None
    deck = ""
    for word in text.split():
        key, eq, value = word.partition("=")
        if key == "start" and eq and value.isascii() and value.isdigit() and int(value) < players:
            start = int(value)
        elif key == "deck" and eq and value and set(value) <= set(KINDS):
            if max(_counts(value)) > 11:
                raise InvalidOptions("setup: the deck holds only 11 cards of each kind")
            deck = value
        else:
            raise InvalidOptions(f"setup: expected start=<seat> or deck=<M, R and C letters>, not {word[:30]!r}")
    return Setup(start, deck)


# -- the game ---------------------------------------------------------------------------
@register
class Khronos(Game[Act]):
    """Khronos for 2–5 players: its options (§11), set-up (§3) and action texts."""

    id: ClassVar[str] = "khronos"
    title: ClassVar[Mapping[str, str]] = {"en": "Khronos", "ja": "クロノス"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    log_args: ClassVar[Mapping[str, str]] = LOG_ARGS
    playout_weights: ClassVar[Mapping[str, float]] = {"travel": 0.3, "exchange": 0.3, "swap": 0.5, "refill": 2.0}

    def __init__(self) -> None:
        #: the last observation :meth:`determinize` read, its viewer and the state read from it
        self._seen: tuple[Mapping[str, Any], int, KhronosState] | None = None

    def options(self) -> Sequence[Option]:
        return (
            Option(
                "holdem",
                {"en": "Hold'em", "ja": "ホールデム"},
                "bool",
                False,
                help={
                    "en": "One face-up card of each kind; swap cards with it at the start of your turn.",
                    "ja": "各種類1枚ずつ表向きのカード。手番の最初に手札と交換できます。",
                },
            ),
            Option(
                "setup",
                {"en": "Prearranged deck (tests and embeds)", "ja": "山札の仕込み(テスト・埋め込み用)"},
                "text",
                "",
                help={"en": "Example: start=0 deck=MMRCRRCM", "ja": "例: start=0 deck=MMRCRRCM"},
                max_length=200,
                developer=True,
            ),
        )

    @classmethod
    def registered(cls) -> Khronos:
        """The registered Khronos game object."""
        game = get_game(cls.id)
        if not isinstance(game, Khronos):  # pragma: no cover
            raise TypeError("khronos is registered as another game")
        return game

    def _check_options(self, players: int, options: dict[str, Any]) -> None:
        parse_setup(options["setup"], players)

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> KhronosState:
        setup = parse_setup(options["setup"], players)
        st = KhronosState(self, players, options, rng)
        rest = [0, 0, 0]
        for i, k in enumerate(KINDS):
            rest[i] = 11 - setup.deck.count(k)
        pool = list(_letters(rest))
        rng.shuffle(pool)
        deck = list(setup.deck) + pool
        if options["holdem"]:
            row = [False, False, False]
            for k in KINDS:  # the first card of each kind of the deck turns face up
                deck.remove(k)
                row[KI[k]] = True
            st.row = row
            rng.shuffle(deck)
        st.deck = deck
        st.first = setup.start if setup.start is not None else rng.randbelow(players)
        st.order = tuple((st.first + i) % players for i in range(players))
        st.current = st.first
        for p in st.order:
            st._draw(p, HAND)
        st.log.say("first", player=st.first)
        st.log.say("round", n=1)
        st.log.say("turn", player=st.current)
        st.swappable = list(st.hands[st.current])
        st.turn_number = 1
        return st

    def parse_action(self, text: str) -> Act:
        try:
            act = _parse(text)
        except (ValueError, KeyError, IndexError):
            act = None
        if act is None or str(act) != text:
            raise IllegalAction(
                f"not a move of Khronos: {str(text)[:40]!r} "
                "(moves look like 'build keep might 4,2', 'travel 1 faith', 'refill')"
            )
        return act

    def action_parts(self, action: Act) -> dict[str, Any]:
        a = action
        v = a.verb
        text = str(a)
        if v in ("build", "upgrade"):
            # the tile's size, not its squares: a turn has a thousand of these (the preview lists the squares)
            return action_parts(
                text,
                v,
                ("tile", a.tile),
                ("board", BOARDS[a.board]),
                ("cell", [a.x, a.y]),
                ("size", TILES[a.tile].tier),
                ("surcharge", list(a.cards)),
            )
        if v == "shrink":
            return action_parts(text, v, ("board", BOARDS[a.board]), ("cell", [a.x, a.y]))
        if v in ("demolish", "pick", "populate", "renovate"):
            return action_parts(text, v, ("board", BOARDS[a.board]), ("cell", [a.x, a.y]))
        if v == "travel":
            return action_parts(text, v, ("pawn", a.pawn), ("board", BOARDS[a.board]))
        if v == "swap":
            return action_parts(text, v, ("give", a.cards[0]), ("take", a.cards[1]))
        return action_parts(text, v, ("cards", list(a.cards)))

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        return words(kind, value, lang)

    def reference(self) -> dict[str, Any]:
        """The rules tables for the help, read from the data the rules use.

        >>> ref = Khronos.registered().reference()
        >>> ref["surcharge"]["4"], len(ref["map"]), ref["tiles"][1]["tile"], ref["tiles"][1]["count"]
        ({'forest': 0, 'mountain': 1}, 16, 'keep', 24)
        """
        return {
            "width": WIDTH,
            "height": HEIGHT,
            "map": list(MAP),
            "terrain": {".": "plain", "~": "river", "F": "forest", "M": "mountain", "h": "printed hamlet"},
            "hamlets": [list(h) for h in HAMLETS],
            "tiles": [
                {
                    "tile": t.name,
                    "kind": t.kind,
                    "tier": t.tier,
                    "value": t.tier,
                    "size": t.tier,
                    "count": t.copies,
                    "ripples": t.tier >= 2,
                    "ruin_value": 1 if t.tier >= 2 and t.kind != "C" else None,
                    "renovation": t.tier - 1 if t.tier >= 2 and t.kind != "C" else None,
                    "capacity": t.tier if t.kind == "C" else None,
                    "source": t.source,
                }
                for t in TILES.values()
            ],
            "table": [r._asdict() for r in TABLE],
            "cards": [{"kind": r.kind, "count": r.copies, "source": r.source} for r in TABLE if r.group == "card"],
            "surcharge": {str(n): {"forest": surcharge(n, "F"), "mountain": surcharge(n, "M")} for n in range(2, 6)},
            "bonus": {"might": BONUS[0], "faith": BONUS[1], "reason": 0},
            "cubes": CUBES,
            "ecus": START_ECUS,
            "hand": HAND,
            "adventurers": 2,
            "per_adventurer": PER_ADVENTURER,
            "turns": TURNS,
            "earnings_turns": list(EARNINGS_TURNS),
            "exchange_cost": EXCHANGE_COST,
            "travel_cost": TRAVEL_COST,
            "demolish_cost": DEMOLISH_COST,
            "max_swaps": MAX_SWAPS,
        }

    def _from_dict(self, data: Mapping[str, Any]) -> KhronosState:
        players, options, rng = fields.read_header(self, data, VERSION)
        st = KhronosState(self, players, options, rng or Rng(0))
        st._read_core(data)
        sw = fields.record(data["swappable"], "the swappable cards")
        st.swappable = [fields.whole(sw[k], "the swappable cards", 0, HAND) for k in KINDS]
        st.hands = [
            fields.wholes(h, "a hand", 0, HAND, length=3) for h in fields.items(data["hands"], "the hands", players)
        ]
        st.deck = [fields.text(c, "a deck card", KINDS) for c in fields.items(data["deck"], "the deck")]
        st.log = Log.from_json(NS, data["log"], players)
        st._check_counts()
        return st

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> KhronosState:
        """A full state consistent with ``player``'s observation: the cards ``player``
        cannot see (the other hands and the deck) are dealt again at random."""
        obs = observation
        if obs.get("game") != self.id or obs.get("viewer") != player:
            raise ValueError("not this player's Khronos observation")
        seed = rng.next_u64()
        cached = self._seen
        if cached is not None and cached[0] is obs and cached[1] == player:
            base = cached[2]  # a search samples one observation many times: read it once
        else:
            base = KhronosState(self, int(obs["players"]), dict(obs["options"]), Rng(0))
            base._read_core(obs)
            hand = _counts("".join(obs["hand"]))
            base.hands = [hand if p == player else [0, 0, 0] for p in range(base.players)]
            base.deck = []
            base.log = Log(NS, [Entry(None, {player: Line(str(e["key"]), dict(e["args"]))}) for e in obs["log"]])
            # what every sample shares, worked out once: the boards' domains and free squares, and the
            # seat's own legal actions (they depend on its hand and the public state, not on the others' cards)
            for board in base.boards:
                board.domains()
                for size in (1, 2, 3):
                    board.free(size)
            if player in base.active_players():
                base.legal_actions(player)
            self._seen = (obs, player, base)
        st = base.copy()
        st._legal = dict(base._legal)
        st.rng = Rng(seed)
        pool = _hidden_pool(st, player)
        rng.shuffle(pool)
        st._deal_hidden(player, pool, list(obs["hand_sizes"]))
        shown = obs["swappable"]
        if shown is None:  # what is left of the hand on turn as its swaps began: hidden, dealt too
            hand = st.hands[st.current]
            st.swappable = _swappable(hand, sum(hand) - st.swaps, rng)
        else:
            st.swappable = [fields.whole(shown[k], "the swappable cards", 0, HAND) for k in KINDS]
        return st


def _swappable(hand: Sequence[int], size: int, rng: Rng) -> list[int]:
    """``size`` cards of ``hand`` at random (counts): what may be left of it for Hold'em swaps."""
    cards = list(_letters(hand))
    if size < len(cards):
        rng.shuffle(cards)
    return _counts("".join(cards[:size]))


def _hidden_pool(st: KhronosState, player: int) -> list[str]:
    """The cards ``player`` cannot locate: 33 minus their hand, the discard pile and the face-up row."""
    seen = [a + b for a, b in zip(st.hands[player], st.discard, strict=True)]
    if st.row is not None:
        seen = [s + (1 if r else 0) for s, r in zip(seen, st.row, strict=True)]
    return list(_letters([11 - s for s in seen]))


def _parse(text: str) -> Act | None:
    w = text.split(" ")
    v = w[0]
    if v in ("build", "upgrade") and len(w) in (4, 5):
        if w[1] not in TILES or w[2] not in ("might", "faith"):
            return None
        x, y = _parse_cell(w[3])
        extra = ""
        if len(w) == 5:
            if not w[4].startswith("+") or not 1 <= len(w[4]) - 1 <= 2 or not set(w[4][1:]) <= set(KINDS):
                return None
            extra = w[4][1:]
        if (x, y, TILES[w[1]].tier) not in FOOT:
            return None
        return Act(v, w[1], BOARDS.index(w[2]), x, y, extra)
    if v in ("demolish", "pick", "shrink") and len(w) == 3 and w[1] in BOARDS:
        x, y = _parse_cell(w[2])
        return Act(v, "", BOARDS.index(w[1]), x, y)
    if v in ("populate", "renovate") and len(w) == 2:
        x, y = _parse_cell(w[1])
        return Act(v, "", REASON, x, y)
    if v == "travel" and len(w) == 3 and w[1] in ("1", "2") and w[2] in BOARDS:
        return Act(v, "", BOARDS.index(w[2]), pawn=int(w[1]))
    if v == "swap" and len(w) == 2 and len(w[1]) == 3 and w[1][1] == "-":
        if w[1][0] in KINDS and w[1][2] in KINDS:
            return Act(v, cards=w[1][0] + w[1][2])
        return None
    if v == "exchange" and len(w) == 2 and 1 <= len(w[1]) <= 4 and set(w[1]) <= set(KINDS):
        return Act(v, cards=w[1])
    if v == "refill" and len(w) <= 2:
        cards = w[1] if len(w) == 2 else ""
        if len(cards) > 4 or not set(cards) <= set(KINDS) or (len(w) == 2 and not cards):
            return None
        return Act(v, cards=cards)
    return None


# -- the state --------------------------------------------------------------------------
class KhronosState(State[Act]):
    """A game in progress: three boards, hands, adventurers, cubes, Ecus, the deck and stock, whose turn it is."""

    game: Khronos

    def __init__(self, game: Khronos, players: int, options: Mapping[str, Any], rng: Rng) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.rng = rng
        self.phase = Phase.START
        self.game_turn = 1
        self.turn_number = 0
        self.first = 0
        self.order: tuple[int, ...] = tuple(range(players))
        self.current = 0
        self.ecus = [START_ECUS] * players
        self.cubes = [CUBES] * players
        self.hands: list[list[int]] = [[0, 0, 0] for _ in range(players)]
        self.deck: list[str] = []
        self.discard = [0, 0, 0]
        self.row: list[bool] | None = None
        self.advs: list[list[list[int]]] = [[[MIGHT, 0], [MIGHT, 0]] for _ in range(players)]
        self.exchanged = False
        self.swaps = 0
        self.swappable = [0, 0, 0]
        self.stock = {name: t.copies for name, t in TILES.items()}
        self.boards = [Board.printed() for _ in BOARDS]
        self.next_id = 1
        self.ctx: dict[int, dict[int, int]] = {}
        self.pending: dict[str, Any] | None = None
        self.earnings: list[dict[str, Any]] = []
        self.log = Log(NS)
        self.events: list[dict[str, Any]] | None = None  # filled only by previews
        self._legal: dict[int, list[Act]] = {}

    def copy(self) -> KhronosState:
        """An independent copy to apply the next action to."""
        s = KhronosState.__new__(KhronosState)
        s.game, s.players, s.options, s.rng = self.game, self.players, self.options, self.rng.copy()
        s.phase, s.game_turn, s.turn_number = self.phase, self.game_turn, self.turn_number
        s.first, s.order, s.current = self.first, self.order, self.current
        s.ecus, s.cubes = list(self.ecus), list(self.cubes)
        s.hands = [list(h) for h in self.hands]
        s.deck, s.discard = list(self.deck), list(self.discard)
        s.row = None if self.row is None else list(self.row)
        s.advs = [[list(a) for a in pa] for pa in self.advs]
        s.exchanged, s.swaps, s.swappable = self.exchanged, self.swaps, list(self.swappable)
        s.stock = dict(self.stock)
        s.boards = [b.copy() for b in self.boards]
        s.next_id = self.next_id
        s.ctx = {k: dict(v) for k, v in self.ctx.items()}
        s.pending = None if self.pending is None else dict(self.pending)
        s.earnings = list(self.earnings)
        s.log = self.log.copy()
        s.events = None
        s._legal = {}
        return s

    # -- cards ----------------------------------------------------------------------
    def _reshuffle(self) -> None:
        pile = list(_letters(self.discard))
        self.discard = [0, 0, 0]
        self.rng.shuffle(pile)
        self.deck.extend(pile)

    def _draw(self, p: int, n: int) -> str:
        got = []
        for _ in range(n):
            if not self.deck:
                if not any(self.discard):
                    break
                self._reshuffle()
            c = self.deck.pop(0)
            self.hands[p][KI[c]] += 1
            got.append(c)
        letters = "".join(sorted(got, key=KI.__getitem__))
        if got:
            self.log.say_secretly(("drew", {"player": p, "n": len(got)}), {p: ("drew_you", {"cards": list(letters)})})
        return letters

    def _fill_row(self) -> None:
        if self.row is None:
            return
        for i, k in enumerate(KINDS):
            if self.row[i]:
                continue
            if k not in self.deck and self.discard[i]:
                self._reshuffle()
            if k in self.deck:
                self.deck.remove(k)
                self.row[i] = True
                self.rng.shuffle(self.deck)

    def _pay(self, p: int, letters: str, board: int) -> None:
        """Cards from the hand to the discard pile, charged to ``p``'s adventurers on ``board``."""
        for ch in letters:
            self.hands[p][KI[ch]] -= 1
            self.discard[KI[ch]] += 1
        n = len(letters)
        on = sorted((PER_ADVENTURER - a[1], i) for i, a in enumerate(self.advs[p]) if a[0] == board)
        for left, i in on:
            if n <= 0:
                break
            take = min(left, n)
            self.advs[p][i][1] += take
            n -= take

    def capacity(self, p: int, board: int) -> int:
        """How many more cards ``p``'s adventurers on ``board`` may pay for this turn (2 each, §4)."""
        return sum(PER_ADVENTURER - a[1] for a in self.advs[p] if a[0] == board)

    # -- buildings ------------------------------------------------------------------
    def _new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def _note(self, **event: Any) -> None:
        if self.events is not None:
            self.events.append(event)

    def _destroy(self, bi: int, bid: int, why: str = "destroyed") -> Bld:
        """Take a building off a board: its tile back to the stock, its cubes back to their owners."""
        board = self.boards[bi]
        b = board.blds[bid]
        if b.status == "printed":
            board.cover(bid)
            for c in b.cubes:
                self.cubes[c] += 1
            return b
        board.remove(bid)
        self.stock[b.tile] += 1
        if b.owner >= 0:
            self.cubes[b.owner] += 1
        for c in b.cubes:
            self.cubes[c] += 1
        if why == "destroyed":
            self.log.say("destroyed", tile=b.tile, board=BOARDS[bi], cell=[b.x, b.y])
            self._note(board=bi, event="overlap", id=b.id, tile=b.tile, owner=b.owner, cells=_cells(b.foot))
        elif why == "shadow":
            self.log.say("shadow_gone", tile=b.tile, board=BOARDS[bi], cell=[b.x, b.y])
            self._note(board=bi, event="overlap", id=b.id, tile=b.tile, owner=b.owner, cells=_cells(b.foot))
        return b

    def _destroy_shadows(self, bi: int, bid: int) -> None:
        for j in range(bi + 1, 3):
            found = [b.id for b in self.boards[j].blds.values() if b.src == bid]
            if not found:
                return
            bid = found[0]
            self._destroy(j, bid, "shadow")

    def _place(self, bi: int, b: Bld) -> None:
        board = self.boards[bi]
        for u in board.under(b.foot):
            self._destroy(bi, u) if board.blds[u].status != "printed" else self._destroy(bi, u, "cover")
        board.place(b)
        if b.status != "printed":
            self.stock[b.tile] -= 1

    def _junction(self, bi: int, foot: Foot, actor: int, skip: int = -1) -> None:
        """Record the domains a Civil tile about to be placed on ``foot`` joins (before it is placed)."""
        if bi == REASON:
            return
        board = self.boards[bi]
        of, doms = board.domains()
        touched = sorted({of[t] for t in board.touching(foot) if t != skip} | ({of[skip]} if skip >= 0 else set()))
        if len(touched) < 2:
            return
        self.ctx[bi] = {bid: d for d in touched for bid in doms[d] if bid != skip}
        self.log.say("junction", player=actor, board=BOARDS[bi], n=len(touched))
        self._note(board=bi, event="junction", n=len(touched))

    def _ripple(self, bi: int, src: Bld, actor: int) -> None:
        """Copy a tier-2/3 building into the later ages (§7)."""
        j = bi + 1
        while j <= REASON:
            tile = src.tile
            if self.stock[tile] == 0:
                self.log.say("no_stock", tile=tile, board=BOARDS[j])
                self._note(board=j, event="no-stock")
                return
            foot = src.foot
            board = self.boards[j]
            kind = src.kind
            if j == FAITH and kind != "C" and self.cubes[src.owner] == 0:
                # [DECISION] the shadow carries one of its owner's cubes: with none left it cannot appear
                self.log.say("no_cube", tile=tile, board=BOARDS[j], player=src.owner)
                self._note(board=j, event="failed", reason="cubes")
                return
            if j == FAITH and kind != "C":
                why = _copy_breaks(board, foot, kind, src.tier)
                if why:
                    self.log.say("ripple_failed", tile=tile, board=BOARDS[j], reason=dict(STATUS_WORDS[why]))
                    self._note(board=j, event="failed", reason=why)
                    return
            for u in board.under(foot):
                self._destroy(j, u) if board.blds[u].status != "printed" else self._destroy(j, u, "cover")
            if kind == "C":
                self._junction(j, foot, actor)
            if j == FAITH and kind != "C":
                new = Bld(self._new_id(), tile, src.x, src.y, src.owner, "shadow", src.id)
                self.cubes[src.owner] -= 1
            elif j == REASON and kind != "C":
                new = Bld(self._new_id(), tile, src.x, src.y, -1, "ruin", src.id)
            else:
                new = Bld(self._new_id(), tile, src.x, src.y, -1, "shadow", src.id)
            self._place(j, new)
            status = "ruin" if new.status == "ruin" else "civil" if kind == "C" else "shadow"
            self.log.say("ripple", tile=tile, board=BOARDS[j], cell=[src.x, src.y], status=dict(STATUS_WORDS[status]))
            self._note(board=j, event="placed", status=status, id=new.id)
            src = new
            j += 1

    # -- the resolution of junctions and divisions (§8) --------------------------------
    def _violation(self) -> tuple[int, str, list[int]] | None:
        for bi in (MIGHT, FAITH):
            board = self.boards[bi]
            if board.settled:
                continue
            _, doms = board.domains()
            for members in doms:
                if len(members) < 2:
                    continue
                for k in ("M", "R"):
                    top = 0
                    tied: list[int] = []
                    for bid in members:
                        b = board.blds[bid]
                        if b.kind == k:
                            v = b.value
                            if v > top:
                                top, tied = v, [bid]
                            elif v == top:
                                tied.append(bid)
                    if len(tied) >= 2:
                        return bi, k, tied
            board.settled = True
        return None

    def _settle(self) -> None:
        """Downsize until every domain on Might and Faith keeps its hierarchy; may stop for a choice."""
        actor = self.current
        while True:
            v = self._violation()
            if v is None:
                self.ctx = {}
                self.pending = None
                if self.phase in (Phase.PICK, Phase.SHRINK):
                    self.phase = Phase.ACTIONS
                return
            bi, k, tied = v
            board = self.boards[bi]
            ctx = self.ctx.get(bi, {})
            origs = {ctx.get(b, -1) for b in tied}
            candidates = tied
            victim = -1
            if ctx and len(origs - {-1}) >= 2:
                power: dict[int, int] = {}
                for b in board.blds.values():
                    o = ctx.get(b.id, -1)
                    if o >= 0 and b.kind == k:
                        power[o] = power.get(o, 0) + b.value
                best = max(power.get(o, 0) for o in origs)
                strongest = {o for o in origs if power.get(o, 0) == best}
                outside = [b for b in tied if ctx.get(b, -1) not in strongest]
                if outside:
                    victim = outside[0]
                else:
                    candidates = tied
            if victim < 0:
                mine = [b for b in candidates if board.blds[b].owner == actor]
                if mine:
                    victim = mine[0]
                else:
                    self.pending = {"kind": "pick", "player": actor, "board": bi, "options": sorted(candidates)}
                    self.phase = Phase.PICK
                    self._note(board=bi, event="pending", kind="pick", player=actor)
                    return
            if not self._downsize(bi, victim):
                return

    def _downsize(self, bi: int, bid: int) -> bool:
        """Start downsizing a building; False when its owner must choose the squares."""
        b = self.boards[bi].blds[bid]
        nt = b.tier - 1
        while nt >= 1 and self.stock[TILE_OF[(b.kind, nt)]] == 0:
            nt -= 1
        if nt == 0:
            self._destroy(bi, bid, "razed")
            self.log.say("razed", tile=b.tile, board=BOARDS[bi], cell=[b.x, b.y])
            self._note(board=bi, event="downsize", id=b.id, tile=b.tile, to=None, owner=b.owner, choice="auto")
            self._destroy_shadows(bi, bid)
            return True
        to = TILE_OF[(b.kind, nt)]
        owner = b.owner if b.owner >= 0 else self.current
        self.pending = {"kind": "shrink", "player": owner, "board": bi, "building": bid, "to": to}
        self.phase = Phase.SHRINK
        self._note(board=bi, event="downsize", id=b.id, tile=b.tile, to=to, owner=b.owner, choice="owner")
        self._note(board=bi, event="pending", kind="shrink", player=owner)
        return False

    def _shrink(self, bi: int, bid: int, to: str, x: int, y: int) -> None:
        board = self.boards[bi]
        old = board.blds[bid]
        board.remove(bid)
        self.stock[old.tile] += 1
        new = Bld(self._new_id(), to, x, y, old.owner, old.status)  # no longer anybody's shadow
        board.place(new)
        self.stock[to] -= 1
        self.log.say("downsize", tile=old.tile, to=to, board=BOARDS[bi], cell=[x, y])
        if old.tier == 3 and new.tier == 2:
            if bi == MIGHT:
                copy = next((b for b in self.boards[FAITH].blds.values() if b.src == old.id), None)
                if copy is not None and (copy.tile, copy.owner, copy.x, copy.y) == (old.tile, old.owner, old.x, old.y):
                    self._ripple(bi, new, self.current)
            elif bi == FAITH:
                self._ripple(bi, new, self.current)
        else:
            self._destroy_shadows(bi, bid)

    # -- checks -----------------------------------------------------------------------
    def _source(self, a: Act) -> tuple[Foot, Bld | None, str | None]:
        """The footprint of a build or upgrade, the building it expands, or a reason it cannot."""
        t = TILES[a.tile]
        foot = FOOT[(a.x, a.y, t.tier)]
        board = self.boards[a.board]
        under = board.under(foot)
        if a.verb == "build":
            if under:
                return foot, None, "the squares are not free"
            return foot, None, None
        if len(under) != 1:
            return (
                foot,
                None,
                "an expansion covers exactly one building and free squares"
                if under
                else ("there is no building to expand there"),
            )
        b = board.blds[under[0]]
        if b.kind != t.kind or b.tier >= t.tier:
            return foot, b, f"a {b.tile} cannot be expanded into a {a.tile}"
        if not set(b.foot.cells) <= set(foot.cells):
            return foot, b, "the new tile must cover the whole old building"
        return foot, b, None

    def _build_problem(self, p: int, a: Act) -> str | None:
        if a.board == REASON:
            return "nothing is built on the Reason board"
        t = TILES[a.tile]
        foot, src, why = self._source(a)
        if why:
            return why
        if src is not None and t.kind != "C" and src.owner != p:
            return "you may only expand your own Military and Religious buildings"
        if foot.river and (t.kind != "C" or src is None):
            return (
                "a Civil building may not be built on the river (only expanded onto it)"
                if t.kind == "C"
                else "Military and Religious buildings may not cover the river"
            )
        if self.stock[a.tile] == 0:
            return f"no {a.tile} is left in the stock"
        if src is None and t.kind != "C" and self.cubes[p] == 0:
            return "you have no cube left"
        problem = _domain_problem(self.boards[a.board], foot, t.kind, t.tier, src)
        if problem:
            return problem
        base = t.tier - (src.tier if src else 0)
        extra = surcharge(self.players, foot.terrain)
        if len(a.cards) != extra:
            return f"this footprint needs {extra} extra card{'s' if extra != 1 else ''} of any kind, not {len(a.cards)}"
        need = _counts(a.cards)
        need[KI[t.kind]] += base
        if any(n > h for n, h in zip(need, self.hands[p], strict=True)):
            return f"you do not hold {_letters(need)}"
        if base + extra > self.capacity(p, a.board):
            return f"your adventurers on {BOARDS[a.board].title()} cannot pay {base + extra} more cards this turn"
        return None

    # -- the contract -------------------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.OVER:
            return ()
        if self.pending is not None:
            return (int(self.pending["player"]),)
        return (self.current,)

    def legal_actions(self, player: int) -> list[Act]:
        cached = self._legal.get(player)
        if cached is not None:
            return list(cached)
        out = self._generate(player) if player in self.active_players() else []
        self._legal[player] = out
        return list(out)

    def _generate(self, p: int) -> list[Act]:
        if self.pending is not None:
            pend = self.pending
            bi = int(pend["board"])
            if pend["kind"] == "pick":
                return [
                    Act("pick", "", bi, self.boards[bi].blds[b].x, self.boards[bi].blds[b].y) for b in pend["options"]
                ]
            b = self.boards[bi].blds[int(pend["building"])]
            return [Act("shrink", "", bi, f.x, f.y) for f in inner(b.foot, TILES[str(pend["to"])].tier)]
        out: list[Act] = []
        hand = self.hands[p]
        if self.phase is Phase.START:
            if not self.exchanged and self.swaps == 0 and self.ecus[p] >= EXCHANGE_COST:
                out.extend(Act("exchange", cards=c) for c in _subsets(hand))
            if self.row is not None and self.swaps < MAX_SWAPS:
                for g in KINDS:
                    if self.swappable[KI[g]] > 0:
                        out.extend(Act("swap", cards=g + t) for t in KINDS if t != g and self.row[KI[t]])
        if self.ecus[p] >= TRAVEL_COST:
            seen = set()
            for i, (bd, used) in enumerate(self.advs[p]):
                if (bd, used) in seen:
                    continue
                seen.add((bd, used))
                out.extend(Act("travel", "", j, pawn=i + 1) for j in range(3) if j != bd)
        for bi in (MIGHT, FAITH):
            cap = self.capacity(p, bi)
            if cap:
                self._gen_builds(p, bi, cap, out)
        cap = self.capacity(p, REASON)
        if cap:
            self._gen_reason(p, out)
        out.extend(Act("refill", cards=c) for c in ["", *_subsets(hand)])
        return out

    def _gen_builds(self, p: int, bi: int, cap: int, out: list[Act]) -> None:
        board = self.boards[bi]
        hand = self.hands[p]
        grid = board.grid
        of, doms = board.domains()
        n = self.players
        tops: dict[tuple[int, str], int] = {}

        def top(d: int, k: str, skip: int = -1) -> int:
            if skip < 0 and (d, k) in tops:
                return tops[(d, k)]
            v = max((board.blds[b].value for b in doms[d] if b != skip and board.blds[b].kind == k), default=0)
            if skip < 0:
                tops[(d, k)] = v
            return v

        sur = {t: surcharge(n, t) for t in "MF."}
        for name, t in TILES.items():
            k, tier = t.kind, t.tier
            if hand[KI[k]] < tier or tier > cap or self.stock[name] == 0 or (k != "C" and self.cubes[p] == 0):
                continue
            rest = list(hand)
            rest[KI[k]] -= tier
            pays = {s: _combos(rest, s) for s in set(sur.values())}
            ok = {t for t, v in sur.items() if tier + v <= cap}
            if k == "C":
                out.extend(
                    [
                        _mk(Act, ("build", name, bi, f.x, f.y, e, 0))
                        for f, ds in board.free(tier)
                        if f.terrain in ok
                        for e in pays[sur[f.terrain]]
                    ]
                )
            else:
                bad = {d for d in range(len(doms)) if top(d, k) == tier}
                out.extend(
                    [
                        _mk(Act, ("build", name, bi, f.x, f.y, e, 0))
                        for f, ds in board.free(tier)
                        if f.terrain in ok and (not ds or (len(ds) == 1 and not ds & bad))
                        for e in pays[sur[f.terrain]]
                    ]
                )
        # expansions
        for b in sorted(board.blds.values()):
            k = b.kind
            if b.tier >= 3 or (k != "C" and b.owner != p):
                continue
            for tier in range(b.tier + 1, 4):
                name = TILE_OF[(k, tier)]
                base = tier - b.tier
                if hand[KI[k]] < base or base > cap or self.stock[name] == 0:
                    continue
                rest = list(hand)
                rest[KI[k]] -= base
                for f in outer(b.foot, tier):
                    if any(grid[c] >= 0 and grid[c] != b.id for c in f.cells):
                        continue
                    if f.river and k != "C":
                        continue
                    s = surcharge(n, f.terrain)
                    if base + s > cap:
                        continue
                    if k != "C":
                        d = of[b.id]
                        if any(of[g] != d for c in f.border if (g := grid[c]) >= 0 and g != b.id):
                            continue
                        if top(d, k, b.id) == tier:
                            continue
                    for extra in _combos(rest, s):
                        out.append(Act("upgrade", name, bi, f.x, f.y, extra))
        if self.ecus[p] >= DEMOLISH_COST:
            for b in sorted(board.blds.values()):
                if b.tier == 1 and b.status != "printed" and hand[KI[b.kind]]:
                    out.append(Act("demolish", "", bi, b.x, b.y))

    def _gen_reason(self, p: int, out: list[Act]) -> None:
        board = self.boards[REASON]
        hand = self.hands[p]
        for b in sorted(board.blds.values()):
            if b.kind == "C":
                if hand[2] and self.cubes[p] and len(b.cubes) < b.tier:
                    out.append(Act("populate", "", REASON, b.x, b.y))
            elif b.status == "ruin" and hand[KI[b.kind]] and (b.paid + 1 >= b.tier - 1 or b.cubes or self.cubes[p]):
                out.append(Act("renovate", "", REASON, b.x, b.y))

    def why_illegal(self, player: int, action: Act) -> str | None:
        a = action
        if self.pending is not None:
            return (
                "first choose which building is downsized"
                if self.pending["kind"] == "pick"
                else ("first choose where the smaller tile goes")
            )
        v = a.verb
        if v in ("pick", "shrink"):
            return "there is nothing to choose now"
        if v == "exchange":
            if self.phase is not Phase.START or self.exchanged or self.swaps:
                return "the exchange is only at the start of your turn, once"
            if self.ecus[player] < EXCHANGE_COST:
                return "the exchange costs 2 Ecus"
            return "you do not hold those cards"
        if v == "swap":
            if self.row is None:
                return "swaps are only played with the Hold'em option"
            if self.phase is not Phase.START:
                return "swaps are only at the start of your turn"
            if self.swaps >= MAX_SWAPS:
                return "at most 4 swaps a turn"
            return "you cannot give that card or take that one"
        if v == "travel":
            if self.ecus[player] < TRAVEL_COST:
                return "time travel costs 1 Ecu"
            return "that adventurer is already there"
        if v in ("build", "upgrade"):
            return self._build_problem(player, a)
        if v in ("populate", "renovate", "demolish"):
            if self.capacity(player, a.board) == 0:
                return f"you have no adventurer on {BOARDS[a.board].title()} who may still pay a card"
            if v == "demolish" and self.ecus[player] < DEMOLISH_COST:
                return "demolishing costs 1 Ecu and 1 card"
            return f"you cannot {v} there"
        if v == "refill":
            return "you do not hold those cards"
        return None

    def _apply(self, player: int, action: Act) -> KhronosState:
        s = self.copy()
        s._do(player, action)
        return s

    def _do(self, p: int, a: Act) -> None:
        v = a.verb
        if v == "pick":
            bid = self.boards[a.board].grid[a.y * WIDTH + a.x]
            self.pending = None
            if self._downsize(a.board, bid):
                self._settle()
            return
        if v == "shrink":
            pend = self.pending or {}
            self.pending = None
            self._shrink(a.board, int(pend["building"]), str(pend["to"]), a.x, a.y)
            self._settle()
            return
        if v == "exchange":
            self.ecus[p] -= EXCHANGE_COST
            for ch in a.cards:
                self.hands[p][KI[ch]] -= 1
                self.discard[KI[ch]] += 1
            self.exchanged = True
            self.log.say("exchange", player=p, cards=list(a.cards))
            self._draw(p, HAND - sum(self.hands[p]))
            self.swappable = list(self.hands[p])
            return
        if v == "swap":
            g, t = KI[a.cards[0]], KI[a.cards[1]]
            self.hands[p][g] -= 1
            self.discard[g] += 1
            self.swappable[g] -= 1
            self.hands[p][t] += 1
            if self.row is not None:  # legal only with Hold'em
                self.row[t] = False
            self.swaps += 1
            self.log.say("swap", player=p, give=[a.cards[0]], take=[a.cards[1]])
            self._fill_row()
            return
        if self.phase is Phase.START:
            self.phase = Phase.ACTIONS
        if v == "travel":
            self.ecus[p] -= TRAVEL_COST
            self.advs[p][a.pawn - 1][0] = a.board
            self.log.say("travel", player=p, pawn=a.pawn, board=BOARDS[a.board])
        elif v in ("build", "upgrade"):
            self._build(p, a)
            self._settle()
        elif v == "demolish":
            board = self.boards[a.board]
            b = board.blds[board.grid[a.y * WIDTH + a.x]]
            self.ecus[p] -= DEMOLISH_COST
            self._pay(p, b.kind, a.board)
            self._destroy(a.board, b.id, "demolish")
            self.log.say("demolish", player=p, tile=b.tile, board=BOARDS[a.board], cell=[b.x, b.y])
            self._settle()
        elif v == "populate":
            board = self.boards[REASON]
            b = board.blds[board.grid[a.y * WIDTH + a.x]]
            self._pay(p, "C", REASON)
            self.cubes[p] -= 1
            board.replace(b._replace(cubes=(*b.cubes, p)))
            self.log.say("populate", player=p, cell=[b.x, b.y])
        elif v == "renovate":
            board = self.boards[REASON]
            b = board.blds[board.grid[a.y * WIDTH + a.x]]
            self._pay(p, b.kind, REASON)
            cost = b.tier - 1
            paid = b.paid + 1
            self.log.say("renovate", player=p, tile=b.tile, cell=[b.x, b.y], paid=paid, cost=cost)
            if paid >= cost:
                for c in b.cubes:
                    self.cubes[c] += 1
                board.replace(b._replace(status="renovated", cubes=(), paid=paid))
                self.log.say("renovated", tile=b.tile, cell=[b.x, b.y])
            else:
                cubes = b.cubes
                if not cubes:
                    self.cubes[p] -= 1
                    cubes = (p,)
                board.replace(b._replace(cubes=cubes, paid=paid))
        elif v == "refill":
            for ch in a.cards:
                self.hands[p][KI[ch]] -= 1
                self.discard[KI[ch]] += 1
            if a.cards:
                self.log.say("refill", player=p, cards=list(a.cards))
            else:
                self.log.say("refill_none", player=p)
            self._draw(p, HAND - sum(self.hands[p]))
            self._fill_row()
            if self.game_turn in EARNINGS_TURNS:
                self._earn(p)
            self._next_turn()

    def _build(self, p: int, a: Act) -> None:
        t = TILES[a.tile]
        foot, src, _ = self._source(a)
        bi = a.board
        base = t.tier - (src.tier if src else 0)
        paid = t.kind * base + a.cards
        self._pay(p, paid, bi)
        board = self.boards[bi]
        owner = -1 if t.kind == "C" else p
        where = {"board": BOARDS[bi], "cell": [a.x, a.y], "cards": list(paid)}
        if src is not None:
            self.log.say("upgrade", player=p, tile_from=src.tile, tile=a.tile, **where)
        else:
            self.log.say("build", player=p, tile=a.tile, **where)
        if t.kind == "C":
            self._junction(bi, foot, p, src.id if src else -1)
        if src is not None:
            if src.status == "printed":
                board.cover(src.id)
            else:
                board.remove(src.id)
                self.stock[src.tile] += 1
        elif owner >= 0:
            self.cubes[p] -= 1
        new = Bld(self._new_id(), a.tile, a.x, a.y, owner, "built")
        self._place(bi, new)
        self._note(board=bi, event="placed", status="placed", id=new.id)
        if t.tier >= 2:
            self.ecus[p] += BONUS[bi]
            self.log.say("bonus", player=p, n=BONUS[bi], board=BOARDS[bi])
            self._ripple(bi, new, p)

    def _earn(self, p: int) -> None:
        total = 0
        for bi in range(3):
            if not any(a[0] == bi for a in self.advs[p]):
                continue
            got = 0
            for d in self.domain_summaries(bi):
                if p in d["lords"] and d["income"]:
                    got += d["income"]
                    self.earnings.append(
                        {
                            "seat": p,
                            "turn": self.game_turn,
                            "board": BOARDS[bi],
                            "domain": d["id"],
                            "building": d["earning"],
                            "amount": d["income"],
                        }
                    )
            if got:
                self.ecus[p] += got
                total += got
                self.log.say("earn", player=p, n=got, board=BOARDS[bi])
        if not total:
            self.log.say("no_earn", player=p)

    def _next_turn(self) -> None:
        pos = self.order.index(self.current) + 1
        if pos == self.players:
            self.game_turn += 1
            if self.game_turn > TURNS:
                self.game_turn = TURNS
                self.phase = Phase.OVER
                self.log.say("game_end")
                out = self.outcome()
                self.log.say("winner", players=list(out.winners) if out else [])
                return
            self.log.say("round", n=self.game_turn)
        self.current = self.order[pos % self.players]
        self.turn_number += 1
        self.phase = Phase.START
        self.exchanged = False
        self.swaps = 0
        self.swappable = list(self.hands[self.current])
        for pa in self.advs:
            for adv in pa:
                adv[1] = 0
        self.log.say("turn", player=self.current)

    # -- domains for views and earnings -------------------------------------------------------
    def domain_summaries(self, bi: int) -> list[dict[str, Any]]:
        """Each domain of board ``bi`` (§8, §9): its buildings' values by colour, its lords and earnings on Reason."""
        board = self.boards[bi]
        _, doms = board.domains()
        out = []
        for d, members in enumerate(doms):
            bl = [board.blds[b] for b in members]
            mil = [b for b in bl if b.kind == "M"]
            rel = [b for b in bl if b.kind == "R"]
            civil = sum(b.value for b in bl if b.kind == "C")
            tm = max((b.value for b in mil), default=0)
            tr = max((b.value for b in rel), default=0)
            lords: list[int] = []
            earning = None
            if bi == REASON:
                count: dict[int, int] = {}
                for b in bl:
                    if b.kind == "C":
                        for c in b.cubes:
                            count[c] = count.get(c, 0) + 1
                best = max(count.values(), default=0)
                lords = sorted(c for c, n in count.items() if n == best and n > 0)
                income = sum(b.value for b in bl if b.kind != "C")
            else:
                group, topv = (mil, tm) if bi == MIGHT else (rel, tr)
                tops = [b for b in group if b.value == topv]
                if len(tops) == 1 and tops[0].owner >= 0:
                    lords = [tops[0].owner]
                    earning = tops[0].id
                income = civil
            out.append(
                {
                    "id": d,
                    "cells": sorted([list(cell_of(c)) for b in bl for c in b.foot.cells], key=lambda c: (c[1], c[0])),
                    "buildings": members,
                    "military": tm,
                    "religious": tr,
                    "civil": civil,
                    "power": {"M": sum(b.value for b in mil), "R": sum(b.value for b in rel)},
                    "lords": lords,
                    "earning": earning,
                    "income": income,
                }
            )
        return out

    def incomes(self) -> list[list[int]]:
        """What each seat would earn on each board now, wherever its adventurers stand (fast; for bots)."""
        out = [[0, 0, 0] for _ in range(self.players)]
        for bi in range(3):
            for p, n in self.boards[bi].incomes(bi).items():
                out[p][bi] += n
        return out

    def provisional_outcome(self, origin: State[Act]) -> Outcome | None:
        """An estimate for search once a turn has passed since ``origin``: Ecus plus the earnings
        still to come (each seat's two best boards, once per earnings turn left)."""
        if not isinstance(origin, KhronosState) or self.turn_number <= origin.turn_number or self.pending:
            return None
        inc = self.incomes()
        scores = []
        for p in range(self.players):
            left = sum(1 for t in EARNINGS_TURNS if t > self.game_turn or (t == self.game_turn and self._before(p)))
            best = sorted(inc[p], reverse=True)[:2]
            scores.append(float(self.ecus[p] + left * sum(best)))
        top = max(scores)
        return Outcome(tuple(scores), tuple(p for p in range(self.players) if scores[p] == top))

    def _before(self, p: int) -> bool:
        """Whether ``p`` has not yet ended their turn in the current game turn."""
        return self.order.index(p) >= self.order.index(self.current)

    # -- end ------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def cubes_on_boards(self) -> list[int]:
        """How many of their cubes each player has on the boards (§2, Decision 15)."""
        return [CUBES - c for c in self.cubes]

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        best = max(self.ecus)
        rich = [p for p in range(self.players) if self.ecus[p] == best]
        on = self.cubes_on_boards()
        most = max(on[p] for p in rich)
        winners = tuple(p for p in rich if on[p] == most)
        by_board = [{b: 0 for b in BOARDS} for _ in range(self.players)]
        for e in self.earnings:
            by_board[e["seat"]][e["board"]] += e["amount"]
        return Outcome(
            tuple(float(e) for e in self.ecus),
            winners,
            {"ecus": list(self.ecus), "cubes_on_boards": on, "earnings_by_board": by_board},
        )

    def chapters(self) -> dict[str, int]:
        return {"round": self.game_turn, "turn": self.turn_number}

    def chapter_name(self, kind: str) -> Mapping[str, Any]:
        """The game's turns 1–7 ("Turn 3"), and each player's turn in one ("Turn 3: Aki")."""
        args: dict[str, Any] = {"n": self.game_turn}
        if kind == "turn":
            args["player"] = self.current
        return {"key": f"{NS}.chapter.{kind}", "args": args}

    def reveals(self, player: int, action: Act, after: State[Act]) -> bool:
        """Undo stops at anything that draws a card (an exchange, a Hold'em swap, the refill)."""
        return action.verb in ("exchange", "swap", "refill") or self.rng_state() != after.rng_state()

    def rng_state(self) -> int:
        return self.rng.state

    # -- observations and saves ------------------------------------------------------------
    def _core(self, full: bool) -> dict[str, Any]:
        """The public part of the state, the same in saves and observations (``full``: with derived fields)."""
        boards = {}
        for bi, name in enumerate(BOARDS):
            board = self.boards[bi]
            of, _ = board.domains()
            blds: list[Any] = []
            for b in sorted(board.blds.values()):
                if full:
                    blds.append(
                        {
                            "id": b.id,
                            "tile": b.tile,
                            "kind": b.kind,
                            "value": b.value,
                            "tier": b.tier,
                            "x": b.x,
                            "y": b.y,
                            "size": b.tier,
                            "cells": _cells(b.foot),
                            "owner": None if b.owner < 0 else b.owner,
                            "status": b.status,
                            "from": None if b.src < 0 else b.src,
                            "cubes": list(b.cubes),
                            "paid": b.paid,
                            "domain": of[b.id],
                        }
                    )
                else:
                    blds.append([b.id, b.tile, b.x, b.y, b.owner, b.status, b.src, list(b.cubes), b.paid])
            entry: dict[str, Any] = {"buildings": blds, "covered": sorted(board.covered)}
            if full:
                entry["domains"] = self.domain_summaries(bi)
                entry["covered_hamlets"] = [list(HAMLETS[h - HAMLET_BASE]) for h in sorted(board.covered)]
            boards[name] = entry
        return {
            "phase": self.phase.value,
            "turn": self.game_turn,
            "turn_number": self.turn_number,
            "first": self.first,
            "order": list(self.order),
            "current": self.current,
            "ecus": list(self.ecus),
            "cubes": list(self.cubes),
            "discard": dict(zip(KINDS, self.discard, strict=True)),
            "row": None if self.row is None else [k if r else None for k, r in zip(KINDS, self.row, strict=True)],
            "adventurers": [[{"board": BOARDS[a[0]], "left": PER_ADVENTURER - a[1]} for a in pa] for pa in self.advs],
            "exchanged": self.exchanged,
            "swaps": self.swaps,
            "stock": dict(self.stock),
            "boards": boards,
            "next_id": self.next_id,
            "ctx": {BOARDS[bi]: [[b, o] for b, o in sorted(c.items())] for bi, c in sorted(self.ctx.items())},
            "pending": None if self.pending is None else _pending_json(self.pending, self),
            "earnings": [dict(e) for e in self.earnings],
        }

    def _read_core(self, d: Mapping[str, Any]) -> None:
        n = self.players
        self.phase = Phase(fields.text(d["phase"], "the phase", [p.value for p in Phase]))
        self.game_turn = fields.whole(d["turn"], "the turn", 1, TURNS)
        self.turn_number = fields.whole(d["turn_number"], "the turn number", 0, TURNS * n)
        self.first = fields.whole(d["first"], "the first player", 0, n - 1)
        self.order = tuple(fields.wholes(d["order"], "the order", 0, n - 1, length=n))
        if sorted(self.order) != list(range(n)):
            raise InvalidSave("the turn order is not a list of the seats")
        self.current = fields.whole(d["current"], "the current player", 0, n - 1)
        self.ecus = fields.wholes(d["ecus"], "the Ecus", 0, 10**6, length=n)
        self.cubes = fields.wholes(d["cubes"], "the cubes", 0, CUBES, length=n)
        disc = fields.record(d["discard"], "the discard pile")
        self.discard = [fields.whole(disc[k], "the discard pile", 0, 11) for k in KINDS]
        row = d["row"]
        if row is None:
            self.row = None
        else:
            vals = fields.items(row, "the face-up row", 3)
            self.row = [v is not None for v in vals]
            if any(v is not None and v != k for v, k in zip(vals, KINDS, strict=True)):
                raise InvalidSave("the face-up row is malformed")
        if (self.row is not None) != bool(self.options["holdem"]):
            raise InvalidSave("the face-up row does not match the Hold'em option")
        advs = fields.items(d["adventurers"], "the adventurers", n)
        self.advs = []
        for pa in advs:
            two = fields.items(pa, "a player's adventurers", 2)
            self.advs.append(
                [
                    [
                        BOARDS.index(fields.text(fields.record(a, "an adventurer")["board"], "a board", BOARDS)),
                        PER_ADVENTURER - fields.whole(a["left"], "an adventurer's capacity", 0, PER_ADVENTURER),
                    ]
                    for a in two
                ]
            )
        self.exchanged = fields.flag(d["exchanged"], "the exchange flag")
        self.swaps = fields.whole(d["swaps"], "the swaps", 0, MAX_SWAPS)
        st = fields.record(d["stock"], "the stock")
        self.stock = {name: fields.whole(st[name], "the stock", 0, t.copies) for name, t in TILES.items()}
        self.next_id = fields.whole(d["next_id"], "the next id", 1, HAMLET_BASE - 1)
        boards = fields.record(d["boards"], "the boards")
        self.boards = []
        for name in BOARDS:
            bd = fields.record(boards[name], "a board")
            blds = [_read_bld(raw, self.next_id, n) for raw in fields.items(bd["buildings"], "the buildings")]
            covered = fields.wholes(bd["covered"], "the covered hamlets", HAMLET_BASE, HAMLET_BASE + len(HAMLETS) - 1)
            try:
                board = Board.from_buildings(blds, covered)
            except (ValueError, KeyError) as e:
                raise InvalidSave(f"the {name} board is not valid: {e}") from e
            present = {b.id for b in blds if b.status == "printed"}
            if present | set(covered) != set(range(HAMLET_BASE, HAMLET_BASE + len(HAMLETS))) or present & set(covered):
                raise InvalidSave(f"the printed hamlets of {name} are not all accounted for")
            self.boards.append(board)
        ctx = fields.record(d["ctx"], "the junction context")
        self.ctx = {}
        for name, pairs in ctx.items():
            bi = BOARDS.index(fields.text(name, "a board", BOARDS))
            self.ctx[bi] = {
                fields.whole(fields.items(pr, "a context pair", 2)[0], "a building id", 1): fields.whole(
                    pr[1], "a domain", 0
                )
                for pr in fields.items(pairs, "a context")
            }
        pend = d["pending"]
        self.pending = None if pend is None else _read_pending(pend, self)
        self.earnings = [dict(fields.record(e, "an earning")) for e in fields.items(d["earnings"], "the earnings")]

    def _check_counts(self) -> None:
        cards = [sum(h[i] for h in self.hands) + self.discard[i] + self.deck.count(k) for i, k in enumerate(KINDS)]
        if self.row is not None:
            cards = [c + (1 if r else 0) for c, r in zip(cards, self.row, strict=True)]
        if cards != [11, 11, 11]:
            raise InvalidSave("the cards do not add up to 11 of each kind")
        used = {name: 0 for name in TILES}
        on = [0] * self.players
        for board in self.boards:
            for b in board.blds.values():
                if b.status != "printed":
                    used[b.tile] += 1
                if b.owner >= 0:
                    on[b.owner] += 1
                for c in b.cubes:
                    on[c] += 1
        for name, t in TILES.items():
            if used[name] + self.stock[name] != t.copies:
                raise InvalidSave(f"the {name} tiles do not add up to {t.copies}")
        if any(o + c != CUBES for o, c in zip(on, self.cubes, strict=True)):
            raise InvalidSave(f"a player's cubes do not add up to {CUBES}")

    def to_dict(self) -> dict[str, Any]:
        return {
            **fields.header(self, VERSION),
            **self._core(False),
            "swappable": dict(zip(KINDS, self.swappable, strict=True)),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "log": self.log.to_json(),
        }

    def observation(self, player: int | None) -> dict[str, Any]:
        core = self._core(True)
        return {
            "game": NS,
            "viewer": player,
            "players": self.players,
            "options": dict(self.options),
            **core,
            "turns": TURNS,
            "earnings_turns": list(EARNINGS_TURNS),
            "active": list(self.active_players()),
            "hand": None if player is None else list(_letters(SECRETS.show(self, player, "hands", player))),
            # the hand on turn as its Hold'em swaps began: for the Hold'em swaps of the seat on turn alone
            "swappable": self._swappable_seen(player),
            "hand_sizes": [sum(h) for h in self.hands],
            "deck": len(self.deck),
            "result": self._result(),
            "log": self.log.view(player),
        }

    def _result(self) -> dict[str, Any] | None:
        out = self.outcome()
        if out is None:
            return None
        return {
            "ecus": list(self.ecus),
            "cubes_on_boards": self.cubes_on_boards(),
            "winners": list(out.winners),
            "by_board": out.detail["earnings_by_board"],
        }

    # -- hidden information ---------------------------------------------------------------
    def has_hidden(self, player: int) -> bool:
        pool = _hidden_pool(self, player)
        if len(set(pool)) < 2:
            return False
        holders = [q for q in range(self.players) if q != player and self.hands[q] != [0, 0, 0]]
        return bool(self.deck) or len(holders) >= 2

    def _swappable_seen(self, player: int | None) -> dict[str, int] | None:
        shown = SECRETS.show(self, player, "swappable") if self.row is not None else None
        return None if shown is None else dict(zip(KINDS, shown, strict=True))

    def _deal_hidden(self, player: int, pool: list[str], sizes: Sequence[int]) -> None:
        i = 0
        for q in range(self.players):
            if q == player:
                continue
            self.hands[q] = _counts("".join(pool[i : i + sizes[q]]))
            i += sizes[q]
        self.deck = pool[i:]

    def _redeal(self, player: int, rng: Rng) -> KhronosState:
        """The other hands and the deck dealt again (the dealer of :data:`SECRETS`)."""
        if not self.has_hidden(player):
            return self
        before = (self.hands, self.deck)
        s = self.copy()
        pool = [k for q in range(self.players) if q != player for k in _letters(self.hands[q])] + list(self.deck)
        sizes = [sum(h) for h in self.hands]
        for _ in range(30):
            rng.shuffle(pool)
            s._deal_hidden(player, list(pool), sizes)
            if (s.hands, s.deck) != before:
                break
        return s

    # -- previews for the view (spec: the rules compute what a move would do) -----------------
    def legal_parts(self, player: int, *, previews: bool = True) -> list[dict[str, Any]]:
        """The legal actions with their parts; a ``shrink`` also names the squares the smaller tile covers.

        With ``previews`` every build and upgrade carries what it would do (:meth:`_preview`):

        >>> st = Khronos.registered().new(2, {}, 3)
        >>> me = st.active_players()[0]
        >>> parts = st.legal_parts(me)
        >>> builds = [p for p in parts if p["verb"] in ("build", "upgrade")]
        >>> all(p["args"][-1]["kind"] == "preview" for p in builds), len(builds) > 100
        (True, True)
        >>> first = builds[0]
        >>> first["args"][-1]["value"] == st.preview(me, first["text"])
        True
        >>> sorted(first["args"][-1]["value"])
        ['ages', 'base', 'bonus', 'cards', 'cells', 'cost', 'from', 'surcharge', 'terrain']
        >>> any(a["kind"] == "preview" for p in st.legal_parts(me, previews=False) for a in p["args"])
        False
        """
        out = super().legal_parts(player, previews=previews)
        pend = self.pending
        if pend is not None and pend["kind"] == "shrink":
            tier = TILES[str(pend["to"])].tier
            for parts in out:
                if parts["verb"] == "shrink":
                    x, y = parts["args"][1]["value"]
                    parts["args"].append({"kind": "cells", "value": _cells(FOOT[(x, y, tier)])})
        return out

    def _preview(self, player: int, action: Act, exact: bool = False) -> dict[str, Any] | None:
        """What a legal build or upgrade would do: its cost, squares and ripple into the later ages.

        Other actions have no preview (None). Builds with nothing near them on any board are
        previewed without playing them out (``exact``: always play them out, for tests)."""
        a = action
        if a.verb not in ("build", "upgrade"):
            return None
        t = TILES[a.tile]
        foot, src, _ = self._source(a)
        base = t.tier - (src.tier if src else 0)
        extra = len(a.cards)
        cells = _cells(foot)
        board = self.boards[a.board]
        ages: list[dict[str, Any]] = [_age(BOARDS[j]) for j in range(a.board, 3)]
        ages[0].update(status="placed", cells=cells)
        simple = t.tier == 1 and (t.kind != "C" or len({board.domains()[0][g] for g in board.touching(foot)}) < 2)
        around = foot.mask | foot.bmask
        quiet = not exact and src is None and all(not self.boards[j].occ & around for j in range(a.board, 3))
        if not simple and quiet:  # nothing near it on any board: the ripple needs only stock and a cube
            left = self.stock[a.tile] - 1
            cubes = self.cubes[player] - (0 if t.kind == "C" else 1)
            for j in range(a.board + 1, 3):
                age = ages[j - a.board]
                if left <= 0:
                    age.update(status="no-stock")
                    break
                if j == FAITH and t.kind != "C" and cubes <= 0:
                    age.update(status="failed", reason="cubes")
                    break
                age.update(status="ruin" if j == REASON and t.kind != "C" else "shadow", cells=cells)
                left -= 1
        elif not simple:
            s = self.copy()
            s.events = []
            s._build(player, a)
            s._settle()
            for e in s.events:
                age = ages[e["board"] - a.board]
                kind = e["event"]
                if kind == "overlap":
                    age["overlaps"].append({k: e[k] for k in ("id", "tile", "owner", "cells")})
                elif kind == "junction":
                    age["junction"] = True
                    age["merged_domains"] = e["n"]
                elif kind == "downsize":
                    age["downsized"].append({k: e[k] for k in ("id", "tile", "to", "owner", "choice")})
                elif kind == "pending":
                    age["pending"] = {"kind": e["kind"], "player": e["player"]}
                elif kind == "placed" and e["board"] != a.board:
                    age.update(status="ruin" if e["status"] == "ruin" else "shadow", cells=cells)
                elif kind in ("failed", "no-stock"):
                    age.update(status=kind, reason=e.get("reason"))
            for age in ages:
                for o in age["overlaps"]:
                    o["owner"] = None if o["owner"] < 0 else o["owner"]
                for o in age["downsized"]:
                    o["owner"] = None if o["owner"] < 0 else o["owner"]
        return {
            "cost": base + extra,
            "base": base,
            "surcharge": extra,
            "terrain": {"M": "mountain", "F": "forest", ".": "plain"}[foot.terrain],
            "cards": list(t.kind * base + a.cards),
            "bonus": BONUS[a.board] if t.tier >= 2 else 0,
            "cells": cells,
            "from": None if src is None else {"id": src.id, "tile": src.tile, "cells": _cells(src.foot)},
            "ages": ages,
        }


def _derive_swappable(st: KhronosState, viewer: int, rng: Rng) -> None:
    """After a re-deal of the hand on turn: as many of its cards as were left for swaps."""
    hand = st.hands[st.current]
    st.swappable = _swappable(hand, sum(st.swappable), rng)


#: the secrets of Khronos (docs/rules/khronos.md §14): each hand is its holder's, the deck's order nobody's; the
#: cards left for Hold'em swaps are part of the hand on turn
SECRETS: Secrets[KhronosState] = Secrets(
    secrets=(
        Secret("hands", parts=lambda st: range(st.players), seen_by=lambda st, q: (q,)),
        Secret("deck"),
    ),
    deal=KhronosState._redeal,
    follows=(Follows("swappable", "hands", parts=lambda st: (st.current,), derive=_derive_swappable),),
)
KhronosState.privacy = SECRETS


def _age(board: str) -> dict[str, Any]:
    return {
        "board": board,
        "status": "none",
        "reason": None,
        "cells": [],
        "overlaps": [],
        "junction": False,
        "merged_domains": 0,
        "downsized": [],
        "pending": None,
    }


def _cells(foot: Foot) -> list[list[int]]:
    return [list(cell_of(c)) for c in foot.cells]


def _domain_problem(board: Board, foot: Foot, kind: str, tier: int, src: Bld | None) -> str | None:
    """Dominion and hierarchy (§6) for a tile of ``kind``/``tier`` on ``foot`` expanding ``src``."""
    if kind == "C":
        return None
    of, doms = board.domains()
    skip = src.id if src else -1
    ds = {of[g] for g in board.touching(foot) if g != skip}
    if src is not None:
        ds.add(of[src.id])
    if len(ds) >= 2:
        return "only a Civil building may join two domains"
    if ds:
        d = next(iter(ds))
        top = max((board.blds[b].value for b in doms[d] if b != skip and board.blds[b].kind == kind), default=0)
        if top == tier:
            word = "Military" if kind == "M" else "Religious"
            return f"the domain's highest {word} building already has value {tier}: there may be only one"
    return None


def _copy_breaks(board: Board, foot: Foot, kind: str, tier: int) -> str | None:
    """Why an M/R copy would break Dominion or Hierarchy on ``board`` (after the paradox), or None."""
    trial = board.copy()
    for u in trial.under(foot):
        if trial.blds[u].status == "printed":
            trial.cover(u)
        else:
            trial.remove(u)
    why = _domain_problem(trial, foot, kind, tier, None)
    if why is None:
        return None
    return "dominion" if why.startswith("only") else "hierarchy"


def _read_bld(raw: Any, next_id: int, players: int) -> Bld:
    if isinstance(raw, Mapping):  # an observation's building
        own, src = raw["owner"], raw["from"]
        raw = [raw["id"], raw["tile"], raw["x"], raw["y"], -1 if own is None else own, raw["status"],
               -1 if src is None else src, raw["cubes"], raw["paid"]]  # fmt: skip
    r = fields.items(raw, "a building", 9)
    bid = fields.whole(r[0], "a building id", 1)
    tile = fields.text(r[1], "a tile", TILES)
    status = fields.text(r[5], "a building status", ("built", "shadow", "ruin", "renovated", "printed"))
    if status == "printed":
        if bid < HAMLET_BASE or bid - HAMLET_BASE >= len(HAMLETS):
            raise InvalidSave("a printed hamlet has a wrong id")
    elif bid >= next_id:
        raise InvalidSave("a building id is out of range")
    b = Bld(
        bid,
        tile,
        fields.whole(r[2], "a building's x", 0, WIDTH - 1),
        fields.whole(r[3], "a building's y", 0, HEIGHT - 1),
        fields.whole(r[4], "a building's owner", -1, players - 1),
        status,
        fields.whole(r[6], "a building's source", -1),
        tuple(fields.wholes(r[7], "a building's cubes", 0, players - 1)),
        fields.whole(r[8], "the renovation paid", 0, 2),
    )
    if (b.x, b.y, b.tier) not in FOOT:
        raise InvalidSave("a building lies off the board")
    return b


def _pending_json(pend: Mapping[str, Any], st: KhronosState) -> dict[str, Any]:
    out = dict(pend)
    out["board"] = BOARDS[int(pend["board"])]
    if pend["kind"] == "pick":
        out["options"] = list(pend["options"])
    return out


def _read_pending(raw: Any, st: KhronosState) -> dict[str, Any]:
    d = fields.record(raw, "the pending choice")
    kind = fields.text(d["kind"], "the pending choice", ("pick", "shrink"))
    bi = BOARDS.index(fields.text(d["board"], "a board", BOARDS))
    out: dict[str, Any] = {"kind": kind, "player": fields.whole(d["player"], "a seat", 0, st.players - 1), "board": bi}
    blds = st.boards[bi].blds
    if kind == "pick":
        out["options"] = fields.wholes(d["options"], "the choices")
        if len(out["options"]) < 2 or any(b not in blds for b in out["options"]):
            raise InvalidSave("the pending choice names no building")
    else:
        out["building"] = fields.whole(d["building"], "a building id")
        out["to"] = fields.text(d["to"], "a tile", TILES)
        if out["building"] not in blds:
            raise InvalidSave("the pending choice names no building")
    return out
