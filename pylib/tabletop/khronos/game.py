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

This module holds the game (options, set-up, action texts, determinization)
and :class:`KhronosState`, built in layers, one module each: :mod:`.cards`
(the fields and cards), :mod:`.ripple` (§7, §8), :mod:`.legal` (§4–§6),
:mod:`.turns` (playing an action, §9, §10) and :mod:`.observe` (saves,
observations, secrets of §14, previews); :mod:`.actions` holds the notation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..core.codec import Codec
from ..core.errors import IllegalAction
from ..core.game import Game, action_parts
from ..core.hidden import Follows
from ..core.log import Entry, Line, Log
from ..core.options import Option
from ..core.registry import register
from ..core.rng import Rng
from .actions import (
    BONUS,
    CUBES,
    DEMOLISH_COST,
    EARNINGS_TURNS,
    EXCHANGE_COST,
    HAND,
    KI,
    MAX_SWAPS,
    PER_ADVENTURER,
    START_ECUS,
    TRAVEL_COST,
    TURNS,
    VERSION,
    Act,
    Phase,
    _counts,
    _letters,
    _parse,
    parse_setup,
)
from .data import BOARDS, HAMLETS, HEIGHT, KINDS, MAP, TABLE, TILES, WIDTH, surcharge
from .messages import LOG_ARGS, LOG_WORDS, NS, words
from .observe import FIELDS, PUBLIC, Observed, _derive_swappable, _hidden_pool, check, fresh

__all__ = ["EARNINGS_TURNS", "KINDS", "Act", "Khronos", "KhronosState", "Phase", "_counts"]


# -- the game ---------------------------------------------------------------------------
@register
class Khronos(Game[Act]):
    """Khronos for 2–5 players: its options (§11), set-up (§3) and action texts."""

    id: ClassVar[str] = "khronos"
    title: ClassVar[Mapping[str, str]] = {"en": "Khronos", "ja": "クロノス"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    log_args: ClassVar[Mapping[str, str]] = LOG_ARGS
    log_words: ClassVar[Mapping[str, Mapping[str, Any]]] = LOG_WORDS
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
                {"en": "Prearranged deck (tests and embeds)", "ja": "山札の仕込み（テスト・埋め込み用）"},
                "text",
                "",
                help={"en": "Example: start=0 deck=MMRCRRCM", "ja": "例：start=0 deck=MMRCRRCM"},
                max_length=200,
                developer=True,
            ),
        )

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
        return super().log_word(kind, value, lang) if kind in self.log_words else words(kind, value, lang)

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

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> KhronosState:
        """A full state consistent with ``player``'s observation: the cards ``player`` cannot see (the
        other hands and the deck) filled in, then dealt again by the dealer of ``resample_hidden``."""
        obs = observation
        if obs.get("game") != self.id or obs.get("viewer") != player:
            raise ValueError("not this player's Khronos observation")
        seed = rng.next_u64()
        cached = self._seen
        if cached is not None and cached[0] is obs and cached[1] == player:
            base = cached[2]  # a search samples one observation many times: read it once
        else:
            base = CODEC.load(self, _unobserved(obs, player))
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
        st = SECRETS.resample(base, player, rng)
        st = base.copy() if st is base else st
        st._legal = dict(base._legal)
        st.rng = Rng(seed)
        return st


def _unobserved(obs: Mapping[str, Any], player: int) -> dict[str, Any]:
    """A save built from ``player``'s observation, the cards it cannot see put in a fixed order."""
    hand = _counts("".join(obs["hand"]))
    pool = iter(
        _hidden_pool(hand, [obs["discard"][k] for k in KINDS], obs["row"] and [r is not None for r in obs["row"]])
    )
    hands = [
        hand if q == player else _counts("".join(next(pool) for _ in range(n))) for q, n in enumerate(obs["hand_sizes"])
    ]
    current = hands[obs["current"]]
    swappable = obs["swappable"] or dict(
        zip(KINDS, _counts(_letters(current)[: max(0, sum(current) - obs["swaps"])]), strict=True)
    )
    header = {"game": NS, "version": VERSION, "players": obs["players"], "options": obs["options"], "rng": 0}
    public = {f.key: obs[f.key] for f in PUBLIC}
    return {**header, **public, "swappable": swappable, "hands": hands, "deck": list(pool), "log": []}


# -- the state --------------------------------------------------------------------------
class KhronosState(Observed):
    """A game in progress: three boards, hands, adventurers, cubes, Ecus, the deck and stock, whose turn it is."""

    game: Khronos


KhronosState.codec = CODEC = Codec(KhronosState, VERSION, FIELDS, fresh=fresh, check=check)
#: the secrets of Khronos (docs/rules/khronos.md §14): each hand is its holder's, the deck's order nobody's;
#: the cards left for Hold'em swaps are part of the hand on turn
KhronosState.privacy = SECRETS = CODEC.secrets(
    Observed._redeal, (Follows("swappable", "hands", parts=lambda st: (st.current,), derive=_derive_swappable),)
)
