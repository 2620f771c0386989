"""Polis rules: the game, its state, and the round engine (``docs/rules/polis.md``).

Sparta (seat 0) and Athens (seat 1) start as in §3 and play at most 4 rounds (§4): a turn is two different
actions or a pass, among development (hoplites, galleys, merchants, projects), military (moves, sieges,
collecting tribute) and political ones (trade, the proxenos, civil war); once a side has passed, each action
of the other costs one resource more. Where 8 or more units meet, a battle is fought card by card (§6). The
round end completes projects, feeds the citizens, grows, stores and taxes (§5); the game ends after round 4,
on a side that cannot feed or at 0 prestige, and the score is citizens + prestige + projects (§7).
The decisions taken where the source is silent are §8; what a side may not see (decks, battle hands) §10.

>>> from tabletop.core.save import Match
>>> m = Match("polis", 2, {}, seed=3)
>>> m.state.observation(0)["round_name"], m.state.phase.value
('3', 'action')
>>> "pass" in m.state.legal_texts(m.state.active_players()[0])
True
"""

from __future__ import annotations

import enum
import heapq
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations, combinations_with_replacement, permutations
from typing import Any, ClassVar

from ..core import fields
from ..core.errors import IllegalAction, InvalidSave
from ..core.game import Game, Outcome, State, action_parts
from ..core.hidden import Follows, Secret, Secrets
from ..core.log import Log
from ..core.registry import register
from ..core.rng import Rng
from . import data as D
from .messages import ID, REASONS

VERSION = 1


class Phase(enum.Enum):
    """Where a round stands: a side's action, a move or trade in steps, a battle, an event, the round end (§4–§6)."""

    ACTION = "action"
    MARCH = "march"
    SAIL = "sail"
    TRADE = "trade"
    SURCHARGE = "surcharge"
    RETREAT = "battle_retreat"
    ATTACK = "battle_attack"
    DEFEND = "battle_defend"
    EVENT_REMOVE = "event_remove"
    RELEASE = "release"
    GROWTH = "growth"
    TAX = "tax"
    OVER = "over"


PHASES = {p.value: p for p in Phase}
#: the phases of a player's turn (its actions and their steps), for State.chapters
_TURN_PHASES = frozenset({Phase.ACTION, Phase.MARCH, Phase.SAIL, Phase.TRADE, Phase.SURCHARGE})
#: the 12 actions of docs/rules/polis.md §4 (the first word of their text)
ACTION_KINDS = (
    "hoplites",
    "galleys",
    "merchants",
    "project",
    "march",
    "sail",
    "siege",
    "collect",
    "trade",
    "proxenos",
    "redeem",
    "civilwar",
)
MILITARY = ("march", "sail", "siege")  # collect is military too, but free at home
STEP_VERBS = ("from", "done", "get", "buy", "surcharge", "fight", "retreat", "play", "remove", "release", "grow", "tax")
VERBS = frozenset((*ACTION_KINDS, "pass", *STEP_VERBS))
_IDS = frozenset([*D.POLIS, *D.LAND, *D.SEA, *D.MARKET, *D.PROJECT, *D.CARD, *D.RESOURCES, "silver", "wheat"])
FORMATIONS = ("phalanx", "wedge", "crescent")


@dataclass(frozen=True)
class Act:
    """One action or step; its text is the verb and its words (see the contract)."""

    verb: str
    args: tuple[str, ...] = ()
    text: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", " ".join((self.verb, *self.args)) if self.args else self.verb)

    def __str__(self) -> str:
        return self.text


def _num(word: str) -> int | None:
    if word.isascii() and word.isdigit() and (word == "0" or not word.startswith("0")) and len(word) <= 3:
        return int(word)
    return None


def _goods(word: str) -> list[str] | None:
    parts = word.split("+")
    if all(p in D.GOODS for p in parts) and parts == sorted(parts):
        return parts
    return None


def _card_key(card: str) -> int:
    return D.CARD_ORDER[card]


def other(p: int) -> int:
    """The other side: Sparta (0) ↔ Athens (1)."""
    return 1 - p


def _total(res: Mapping[str, int]) -> int:
    return sum(res.values())


@register
class PolisGame(Game[Act]):
    """Polis for 2 players, Sparta (seat 0) against Athens (seat 1): options, set-up, action texts."""

    id = ID
    title: ClassVar[Mapping[str, str]] = {"en": "Polis: Fight for the Hegemony", "ja": "ポリス：覇権をめぐる戦い"}
    min_players = 2
    max_players = 2
    max_actions = 4000
    playout_weights: ClassVar[Mapping[str, float]] = {"pass": 0.5, "retreat": 0.3, "tax": 0.5}
    log_args: ClassVar[Mapping[str, str]] = {
        "player": "seat",
        "other": "seat",
        "polis": "polis",
        "land": "node",
        "sea": "node",
        "node": "node",
        "src": "node",
        "dest": "node",
        "market": "market",
        "tile": "tile",
        "cards": "card[]",
        "event": "event",
        "resource": "resource",
        "goods": "resource[]",
        "unit": "unit",
        "reason": "reason",
        "dice": "number[]",
        "n": "number",
        "die": "number",
        "need": "number",
        "prestige": "number",
        "wheat": "number",
        "wine": "number",
        "oil": "number",
        "from": "number",
        "to": "number",
        "losses": "number",
        "name": "text",
    }

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> PolisState:
        return _setup(self, options, rng)

    def parse_action(self, text: str) -> Act:
        words = text.split(" ")
        if not words or words[0] not in VERBS or any(not w for w in words):
            raise IllegalAction(f"not a move of Polis: {text[:40]!r}")
        for w in words[1:]:
            if w not in _IDS and _num(w) is None and _goods(w) is None:
                raise IllegalAction(f"not a move of Polis: {text[:40]!r} (unknown word {w[:20]!r})")
        if len(words) > 6:
            raise IllegalAction(f"not a move of Polis: {text[:40]!r}")
        return Act(words[0], tuple(words[1:]))

    def action_parts(self, action: Act) -> dict[str, Any]:
        return _parts(action)

    def _from_dict(self, data: Mapping[str, Any]) -> PolisState:
        _, options, rng = fields.read_header(self, data, VERSION)
        hands = [fields.items(h, "a battle hand") for h in fields.items(data.get("hands", [[], []]), "the hands", 2)]
        for h in hands:
            for c in h:
                fields.text(c, "a battle card", D.CARD)
        log = Log.from_json(ID, data["log"], 2)
        return _load(self, options, data, hands, log, rng or Rng(0))

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> PolisState:
        hands: list[list[str]] = [[], []]
        battle = observation.get("battle")
        if battle is not None:
            own = list(battle["hands"][player] or [])
            hands[player] = own
            pool = D.full_deck()
            for c in own + battle["played"][0] + battle["played"][1]:
                pool.remove(c)
            hands[other(player)] = sorted(rng.sample(pool, battle["hand_sizes"][other(player)]), key=_card_key)
        log = Log(ID)
        log.entries = [_public_entry(line) for line in observation["log"]]
        return _load(self, {}, observation, hands, log, rng.fork())

    def reference(self) -> dict[str, Any]:
        return _reference()

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        tables: dict[str, Mapping[str, Any]] = {
            "polis": D.POLIS,
            "node": {**D.LAND, **D.SEA},
            "market": D.MARKET,
            "tile": D.PROJECT,
            "card": D.CARD,
            "event": D.EVENT,
        }
        table = tables.get(kind)
        if table is not None and value in table:
            row = table[value]
            return str(row.ja if lang == "ja" else row.en)
        if kind == "resource" and value in D.RESOURCE_NAMES:
            return D.RESOURCE_NAMES[value][lang if lang in ("ja", "en") else "en"]
        if kind == "unit" and value in D.UNIT_NAMES:
            return D.UNIT_NAMES[value][lang if lang in ("ja", "en") else "en"]
        if kind == "reason" and value in REASONS:
            return REASONS[value][lang if lang in ("ja", "en") else "en"]
        return str(value)


def _public_entry(line: Mapping[str, Any]) -> Any:
    from ..core.log import Entry, Line

    return Entry(Line(str(line["key"]), dict(line["args"])))


# ---------------------------------------------------------------------------------------------
class PolisState(State[Act]):
    """A Polis position; fields are plain data (see ``_core``)."""

    game: PolisGame

    def __init__(self, game: PolisGame, options: dict[str, Any], rng: Rng, log: Log) -> None:
        self.game, self.players, self.options, self.rng, self.log = game, 2, options, rng, log
        self.round = 1
        self.phase = Phase.ACTION
        self.first = 0
        self.player = 0  # whose turn (or step) it is
        self.mover = 0  # whose turn ended last (battles after a turn hand the turn on from them)
        self.done: list[str] = []
        self.passed = [False, False]
        self.turns = 0
        self.owner: dict[str, int | None] = {}
        self.citizens: dict[str, int] = {}
        self.building: dict[str, str | None] = {}
        self.built: dict[str, tuple[str, ...]] = {}
        self.units: dict[str, list[int]] = {}
        self.res: list[dict[str, int]] = [{}, {}]
        self.prestige = [0, 0]
        self.pool: list[dict[str, int]] = [{}, {}]
        self.port = [0, 0]
        self.proxenos: list[str | None] = [None, None]
        self.prisoner = [False, False]
        self.exhausted: dict[str, int] = {}
        self.market: dict[str, int] = {}
        self.boxes: dict[str, list[int]] = {}
        self.closed: list[str] = []
        self.face_up: list[str] = []
        self.pile: list[str] = []
        self.decks: list[list[str]] = [[], [], []]
        self.event: str | None = None
        self.events_seen: list[list[Any]] = []
        self.first_override: int | None = None
        self.step: dict[str, Any] | None = None
        self.battle: dict[str, Any] | None = None
        self.hands: list[list[str]] = [[], []]
        self.fought: list[str] = []
        self.after = "turn"
        self.roll: dict[str, Any] | None = None
        self.round_end: dict[str, Any] | None = None
        self.removers: list[int] = []
        self.result: dict[str, Any] | None = None
        self._cache: dict[Any, Any] = {}

    # -- copying -------------------------------------------------------------------------
    def copy(self) -> PolisState:
        """An independent copy to apply the next action to (units, resources, decks, log)."""
        s = PolisState.__new__(PolisState)
        d = self.__dict__
        s.__dict__.update(d)
        s.rng = self.rng.copy()
        s.log = self.log.copy()
        s.done = self.done[:]
        s.passed = self.passed[:]
        s.owner = dict(self.owner)
        s.citizens = dict(self.citizens)
        s.building = dict(self.building)
        s.built = dict(self.built)
        s.units = {k: v[:] for k, v in self.units.items()}
        s.res = [dict(r) for r in self.res]
        s.prestige = self.prestige[:]
        s.pool = [dict(r) for r in self.pool]
        s.port = self.port[:]
        s.proxenos = self.proxenos[:]
        s.prisoner = self.prisoner[:]
        s.exhausted = dict(self.exhausted)
        s.market = dict(self.market)
        s.boxes = {k: v[:] for k, v in self.boxes.items()}
        s.closed = self.closed[:]
        s.face_up = self.face_up[:]
        s.pile = self.pile[:]
        s.decks = [x[:] for x in self.decks]
        s.events_seen = [x[:] for x in self.events_seen]
        s.step = _deep(self.step)
        s.battle = _deep(self.battle)
        s.hands = [h[:] for h in self.hands]
        s.fought = self.fought[:]
        s.roll = _deep(self.roll)
        s.round_end = _deep(self.round_end)
        s.removers = self.removers[:]
        s.result = _deep(self.result)
        s._cache = {}
        return s

    # -- basic queries -------------------------------------------------------------------
    @property
    def limit(self) -> int:
        """The stacking limit of this round: the most units a side may have in one territory or sea (§2, §4)."""
        return D.ROUNDS[self.round - 1].limit

    def control(self, node: str) -> int | None:
        """Who controls ``node`` (a territory or a sea): the side with strictly more units there, else None (§4)."""
        a, b = self.units[node]
        return 0 if a > b else 1 if b > a else None

    def poleis_of(self, p: int) -> list[str]:
        """The poleis side ``p`` owns."""
        return [k for k, v in self.owner.items() if v == p]

    def citizens_of(self, p: int) -> int:
        """The citizens on every polis side ``p`` owns (what its feeding costs and what it scores, §5, §7)."""
        return sum(self.citizens[k] for k, v in self.owner.items() if v == p)

    def fortification(self, polis: str) -> int:
        """A polis's fortification: its base population plus what its completed projects add (a siege's target, §4)."""
        return D.POLIS[polis].base + sum(D.PROJECT[t].fortification for t in self.built[polis])

    def surcharge_due(self, p: int) -> bool:
        """Whether each action of ``p`` costs 1 resource more: the other side has passed this round (§4, Decision 3)."""
        return self.passed[other(p)]

    def score(self, p: int) -> int:
        """Side ``p``'s score: citizens on its poleis + prestige + end-game prestige of completed projects (§7)."""
        return (
            self.citizens_of(p)
            + self.prestige[p]
            + sum(D.PROJECT[t].end_prestige for k in self.poleis_of(p) for t in self.built[k])
        )

    def polis_node(self, polis: str) -> str:
        """Where a polis lies: its territory, or the sea of Epidamnos and Abdera."""
        row = D.POLIS[polis]
        return row.territory or row.sea or ""

    # -- contract ------------------------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        return () if self.phase is Phase.OVER else (self.player,)

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def rng_state(self) -> int:
        return self.rng.state

    def reveals(self, player: int, action: Act, after: State[Act]) -> bool:
        return action.verb == "play" or self.rng_state() != after.rng_state()

    def chapters(self) -> Mapping[str, int]:
        # a turn is a part while it is played (its actions), counted from 1; battles and the
        # round end after it belong to no turn
        if self.phase in _TURN_PHASES:
            return {"round": self.round, "turn": self.turns + 1}
        return {"round": self.round}

    def chapter_name(self, kind: str) -> Mapping[str, Any]:
        """Rounds by their names (3, 4, 5α, 5β: the stacking limit), turns with the side to play."""
        if kind == "round":
            return {"key": f"{ID}.chapter.round", "args": {"name": D.ROUNDS[self.round - 1].name}}
        return {"key": f"{ID}.chapter.turn", "args": {"n": self.turns + 1, "player": self.player}}

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER or self.result is None:
            return None
        scores = tuple(float(x) for x in self.result["scores"])
        w = self.result["winner"]
        return Outcome(scores, () if w is None else (w,), dict(self.result))

    def legal_actions(self, player: int) -> list[Act]:
        if self.phase is Phase.OVER or player != self.player:
            return []
        key = ("legal", player)
        if key not in self._cache:
            self._cache[key] = sorted(_legal(self, player), key=str)
        return list(self._cache[key])

    def why_illegal(self, player: int, action: Act) -> str | None:
        return _why(self, player, action)

    def _preview(self, player: int, action: Act) -> dict[str, Any] | None:
        """A pass that ends the game at this round's end: the food outlook and what could still help.

        After a pass the player acts no more this round, so the feeding is as good as settled: the
        outlook (:func:`food_outlook`) with ``can``, the actions of this turn that bring food or
        prestige or take citizens off the tiles. Other actions, and a safe pass, have no preview.

        >>> from tabletop.core.save import Match
        >>> s = Match("polis", 2, {}, seed=3).state
        >>> pv = s.preview(0, "pass")  # Sparta starts with 0 wheat, 3 prestige and 8 citizens
        >>> pv["ends"], pv["need"], pv["wheat"], pv["prestige"], pv["short"]
        ('feeding', 8, 0, 3, 5)
        >>> pv["can"]
        ['collect', 'trade', 'hoplites', 'galleys', 'merchants', 'project']
        """
        if action.verb != "pass":
            return None
        outlook = food_outlook(self, player)
        if outlook["ends"] is None:
            return None
        verbs = {a.verb for a in self.legal_actions(player) if a.verb in REMEDIES}
        if "project" in verbs and not any(
            a.verb == "project" and D.PROJECT[a.args[1]].round_prestige > 0 for a in self.legal_actions(player)
        ):
            verbs.discard("project")
        return {**outlook, "can": [v for v in REMEDIES if v in verbs]}

    def _apply(self, player: int, action: Act) -> PolisState:
        s = self.copy()
        _do(s, player, action)
        return s

    # -- views ----------------------------------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        obs = _core(self)
        if obs["battle"] is not None:
            obs["battle"]["hands"] = [SECRETS.show(self, player, "hands", p) for p in (0, 1)]
        obs["viewer"] = player
        obs["active"] = list(self.active_players())
        obs["round_name"] = D.ROUNDS[self.round - 1].name
        obs["limit"] = self.limit
        obs["control"] = {n: self.control(n) for n in D.NODES}
        obs["players"] = obs.pop("sides")  # the save's header owns "players"; the observation has no header
        for p in (0, 1):
            obs["players"][p]["score"] = self.score(p)
        obs["log"] = self.log.view(player)
        return obs

    def has_hidden(self, player: int) -> bool:
        return self.phase is not Phase.OVER

    def _redeal(self, player: int, rng: Rng) -> PolisState:
        """The generator and the other seat's battle hand dealt again (the dealer of :data:`SECRETS`)."""
        if not self.has_hidden(player):
            return self
        s = self.copy()
        s.rng = rng.fork()  # dice, draws and shuffles still to come
        if s.battle is not None:
            o = other(player)
            pool = D.full_deck()
            for c in s.hands[player] + s.battle["played"][0] + s.battle["played"][1]:
                pool.remove(c)
            s.hands[o] = sorted(rng.sample(pool, len(s.hands[o])), key=_card_key)
        return s

    def to_dict(self) -> dict[str, Any]:
        d = {**fields.header(self, VERSION), **_core(self)}
        d["hands"] = [h[:] for h in self.hands]
        d["log"] = self.log.to_json()
        return d


def _battle_seats(s: PolisState) -> Sequence[int]:
    return (0, 1) if s.battle is not None else ()


def _derive_log(s: PolisState, viewer: int, rng: Rng) -> None:
    """After a re-deal: the private lines that told the other seat its battle hand name the new one."""
    if s.battle is None:
        return
    o = other(viewer)
    s.log = s.log.copy()
    s.log.entries = [_redeal_entry(e, o, s.battle, s.hands[o]) for e in s.log.entries]


#: the secrets of Polis: each battle hand is its holder's until played, the generator (dice,
#: the battle deck's order) nobody's; the log's private lines that name a hand follow it
SECRETS: Secrets[PolisState] = Secrets(
    secrets=(Secret("hands", parts=_battle_seats, seen_by=lambda s, q: (q,)), Secret("rng")),
    deal=PolisState._redeal,
    follows=(Follows("log", "hands", parts=_battle_seats, derive=_derive_log),),
)
PolisState.privacy = SECRETS


def _redeal_entry(entry: Any, seat: int, battle: Mapping[str, Any], hand: list[str]) -> Any:
    """The log entry with ``seat``'s private hand line of the current battle rewritten."""
    from ..core.log import Entry, Line

    line = entry.private.get(seat)
    if line is None or line.key != f"{ID}.drawn" or line.args.get("battle") != battle["id"]:
        return entry
    full = sorted(hand + battle["played"][seat], key=_card_key)
    private = dict(entry.private)
    private[seat] = Line(line.key, {"cards": full, "battle": battle["id"]})
    return Entry(entry.public, private)


def _deep(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value


# ---------------------------------------------------------------------------------------------
# saving and loading
def _core(s: PolisState) -> dict[str, Any]:
    battle = None
    if s.battle is not None:
        battle = _deep(s.battle)
        battle["hand_sizes"] = [len(s.hands[0]), len(s.hands[1])]
        battle["units"] = s.units[s.battle["node"]][:]
        battle["queue"] = [
            n for n in D.NODES if n not in s.fought and sum(s.units[n]) >= D.BATTLE_TRIGGER and min(s.units[n]) > 0
        ]
    return {
        "phase": s.phase.value,
        "round": s.round,
        "first": s.first,
        "player": s.player,
        "mover": s.mover,
        "turn": {"player": s.player, "done": s.done[:], "passed": s.passed[:], "count": s.turns},
        "sides": [
            {
                "side": D.SIDES[p],
                "prestige": s.prestige[p],
                "resources": dict(s.res[p]),
                "pool": dict(s.pool[p]),
                "port": s.port[p],
                "proxenos": s.proxenos[p],
                "prisoner": s.prisoner[p],
            }
            for p in (0, 1)
        ],
        "poleis": {
            k: {"owner": s.owner[k], "citizens": s.citizens[k], "building": s.building[k], "built": list(s.built[k])}
            for k in D.POLIS
        },
        "units": {n: s.units[n][:] for n in D.NODES},
        "exhausted": sorted(s.exhausted),
        "tribute": {k: list(range(v)) for k, v in sorted(s.exhausted.items())},
        "markets": {m: {"k": s.market[m], "merchants": s.boxes[m][:], "closed": m in s.closed} for m in D.MARKET},
        "projects": {"face_up": s.face_up[:], "pile": len(s.pile), "unseen": s.pile[:]},
        "event_decks": [x[:] for x in s.decks],
        "event": None if s.event is None else {"id": s.event, "round": s.round},
        "events_seen": [{"id": e, "round": r} for e, r in s.events_seen],
        "first_override": s.first_override,
        "step": _deep(s.step),
        "battle": battle,
        "fought": s.fought[:],
        "after": s.after,
        "roll": _deep(s.roll),
        "round_end": _deep(s.round_end),
        "removers": s.removers[:],
        "result": _deep(s.result),
    }


def _load(
    game: PolisGame, options: dict[str, Any], d: Mapping[str, Any], hands: list[list[str]], log: Log, rng: Rng
) -> PolisState:
    s = PolisState(game, options, rng, log)
    s.phase = PHASES[fields.text(d["phase"], "the phase", PHASES)]
    s.round = fields.whole(d["round"], "the round", 1, 4)
    s.first = fields.whole(d["first"], "the first player", 0, 1)
    s.player = fields.whole(d["player"], "the player", 0, 1)
    s.mover = fields.whole(d["mover"], "the last mover", 0, 1)
    turn = fields.record(d["turn"], "the turn")
    s.done = [fields.text(k, "an action kind", ACTION_KINDS) for k in fields.items(turn["done"], "the actions done")]
    s.passed = [fields.flag(x, "a pass") for x in fields.items(turn["passed"], "the passes", 2)]
    s.turns = fields.whole(turn["count"], "the turn count", 0, 100_000)
    players = fields.items(d["sides"] if "sides" in d else d["players"], "the sides", 2)
    for p in (0, 1):
        row = fields.record(players[p], "a player")
        s.prestige[p] = fields.whole(row["prestige"], "prestige", 0, 10_000)
        res = fields.record(row["resources"], "resources")
        s.res[p] = {r: fields.whole(res[r], "a resource", 0, 10_000) for r in D.RESOURCES}
        pool = fields.record(row["pool"], "a pool")
        s.pool[p] = {u: fields.whole(pool[u], "a pool", 0, n) for u, n in D.POOLS.items()}
        s.port[p] = fields.whole(row["port"], "the trade port", 0, D.POOLS["merchant"])
        px = row["proxenos"]
        s.proxenos[p] = None if px is None else fields.text(px, "the proxenos", D.POLIS)
        s.prisoner[p] = fields.flag(row["prisoner"], "prisoner")
    poleis = fields.record(d["poleis"], "the poleis")
    for k in D.POLIS:
        row = fields.record(poleis[k], "a polis")
        o = row["owner"]
        s.owner[k] = None if o is None else fields.whole(o, "an owner", 0, 1)
        s.citizens[k] = fields.whole(row["citizens"], "citizens", 0, 99)
        b = row["building"]
        s.building[k] = None if b is None else fields.text(b, "a project", D.PROJECT)
        s.built[k] = tuple(fields.text(t, "a project", D.PROJECT) for t in fields.items(row["built"], "projects"))
    units = fields.record(d["units"], "the units")
    s.units = {n: fields.wholes(units[n], "units", 0, 40, length=2) for n in D.NODES}
    s.exhausted = {}
    tribute = fields.record(d["tribute"], "the tribute")
    for k in fields.items(d["exhausted"], "the exhausted lands"):
        fields.text(k, "a land", D.LAND)
        s.exhausted[k] = len(fields.items(tribute[k], "tribute boxes"))
    markets = fields.record(d["markets"], "the markets")
    for m in D.MARKET:
        row = fields.record(markets[m], "a market")
        s.market[m] = fields.whole(row["k"], "a market price", 1, D.MARKET_MAX)
        s.boxes[m] = fields.wholes(row["merchants"], "merchants", 0, 1)
        if fields.flag(row["closed"], "closed"):
            s.closed.append(m)
    projects = fields.record(d["projects"], "the projects")
    s.face_up = [fields.text(t, "a project", D.PROJECT) for t in fields.items(projects["face_up"], "face-up")]
    s.pile = [fields.text(t, "a project", D.PROJECT) for t in fields.items(projects["unseen"], "the pile")]
    s.decks = [
        [fields.text(e, "an event", D.EVENT) for e in fields.items(x, "an event deck")]
        for x in fields.items(d["event_decks"], "the event decks", 3)
    ]
    ev = d["event"]
    s.event = None if ev is None else fields.text(fields.record(ev, "the event")["id"], "an event", D.EVENT)
    s.events_seen = []
    for e in fields.items(d["events_seen"], "the events seen"):
        e = fields.record(e, "an event")
        s.events_seen.append([fields.text(e["id"], "an event", D.EVENT), fields.whole(e["round"], "a round", 1, 4)])
    fo = d["first_override"]
    s.first_override = None if fo is None else fields.whole(fo, "the first player", 0, 1)
    s.step = None if d["step"] is None else _deep(dict(fields.record(d["step"], "the open action")))
    s.hands = [list(h) for h in hands]
    b = d["battle"]
    if b is None:
        s.battle = None
    else:
        b = fields.record(b, "the battle")
        s.battle = {
            "id": fields.whole(b["id"], "the battle id", 0, 10_000),
            "node": fields.text(b["node"], "the battle node", D.NODES),
            "kind": fields.text(b["kind"], "the battle kind", ("land", "sea")),
            "attacker": fields.whole(b["attacker"], "the attacker", 0, 1),
            "exchange": fields.whole(b["exchange"], "the exchange", 1, 100),
            "played": [
                [fields.text(c, "a card", D.CARD) for c in fields.items(x, "played cards")]
                for x in fields.items(b["played"], "played cards", 2)
            ],
            "attack": None
            if b["attack"] is None
            else [fields.text(c, "a card", D.CARD) for c in fields.items(b["attack"], "the attack", 2)],
            "last": None if b["last"] is None else _deep(dict(fields.record(b["last"], "the last exchange"))),
            "asked": fields.wholes(b["asked"], "retreat offers", 0, 1),
        }
    s.fought = [fields.text(n, "a node", D.NODES) for n in fields.items(d["fought"], "the nodes fought")]
    s.after = fields.text(d["after"], "what follows the battles", ("turn", "round"))
    s.roll = None if d["roll"] is None else _deep(dict(fields.record(d["roll"], "the roll")))
    s.round_end = None if d["round_end"] is None else _deep(dict(fields.record(d["round_end"], "the round end")))
    s.removers = fields.wholes(d["removers"], "the removers", 0, 1)
    s.result = None if d["result"] is None else _deep(dict(fields.record(d["result"], "the result")))
    if s.phase is Phase.OVER and s.result is None:
        raise InvalidSave("a finished Polis game has no result")
    if s.battle is None and s.phase in (Phase.RETREAT, Phase.ATTACK, Phase.DEFEND):
        raise InvalidSave("a battle phase without a battle")
    if s.step is None and s.phase in (Phase.MARCH, Phase.SAIL, Phase.TRADE, Phase.SURCHARGE):
        raise InvalidSave("an open action without its step")
    if s.phase in (Phase.GROWTH, Phase.TAX, Phase.RELEASE) and s.round_end is None:
        raise InvalidSave("a round-end phase without its record")
    return s


# ---------------------------------------------------------------------------------------------
# set-up and rounds
def _setup(game: PolisGame, options: dict[str, Any], rng: Rng) -> PolisState:
    s = PolisState(game, options, rng, Log(ID))
    for row in D.POLEIS:
        s.owner[row.id] = None
        s.citizens[row.id] = row.base
        s.building[row.id] = None
        s.built[row.id] = ()
    for p in (0, 1):
        for k in D.START_POLEIS[p]:
            s.owner[k] = p
        s.res[p] = dict(D.START_RESOURCES[p])
        s.prestige[p] = D.START_PRESTIGE[p]
        s.pool[p] = dict(D.POOLS)
        s.port[p] = D.START_MERCHANTS
        s.pool[p]["merchant"] -= D.START_MERCHANTS
        s.proxenos[p] = D.CAPITALS[p]
    s.units = {n: [0, 0] for n in D.NODES}
    for p in (0, 1):
        for node, n in D.START_UNITS[p]:
            s.units[node][p] += n
            s.pool[p]["hoplite" if node in D.LAND else "galley"] -= n
    s.market = {m.id: m.start for m in D.MARKETS}
    s.boxes = {m.id: [] for m in D.MARKETS}
    s.pile = sorted(p.id for p in D.PROJECTS)
    s.decks = [sorted(D.event_deck(i)) for i in range(3)]
    s.log.say("setup")
    _begin_round(s, 1)
    return s


def _draw(s: PolisState, pile: list[str]) -> str:
    return pile.pop(s.rng.randbelow(len(pile)))


def _begin_round(s: PolisState, r: int) -> None:
    s.round = r
    s.log.say("round_start", round=r, name=D.ROUNDS[r - 1].name)
    s.exhausted = {}
    for m in D.MARKET:
        for p in s.boxes[m]:
            s.port[p] += 1
        s.boxes[m] = []
    s.closed = []
    s.first_override = None
    s.face_up = [_draw(s, s.pile) for _ in range(min(3, len(s.pile)))]
    s.face_up.sort()
    s.passed = [False, False]
    s.done = []
    s.step = None
    s.round_end = None
    deck = s.decks[D.ROUND_DECK[r - 1]]
    s.event = _draw(s, deck) if deck else None
    if s.event is not None:
        s.events_seen.append([s.event, r])
        s.log.say("event", event=s.event, round=r)
        _resolve_event(s, s.event)
    if s.removers:
        s.phase = Phase.EVENT_REMOVE
        s.player = s.removers[0]
        return
    _after_event(s)


def _after_event(s: PolisState) -> None:
    s.after = "round"
    s.fought = []
    if not _check_battles(s):
        _open_round(s)


def _open_round(s: PolisState) -> None:
    if s.first_override is not None:
        s.first = s.first_override
    else:
        s.first = 1 if s.prestige[1] < s.prestige[0] else 0
    s.log.say("first_player", player=s.first)
    _start_turn(s, s.first)


def _resolve_event(s: PolisState, event: str) -> None:
    for op in D.EVENT[event].ops:
        kind = op[0]
        sides = (0, 1) if len(op) > 1 and op[1] == -1 else (op[1],) if len(op) > 1 and isinstance(op[1], int) else ()
        if kind == "unit":
            p, unit, node = int(str(op[1])), str(op[2]), str(op[3])
            if s.pool[p][unit] > 0 and s.units[node][p] < s.limit:
                s.pool[p][unit] -= 1
                s.units[node][p] += 1
                s.log.say("event_unit", player=p, unit=unit, node=node)
            else:
                s.log.say("event_unit_lost", player=p, unit=unit, node=node)
        elif kind == "res":
            for p in sides:
                s.res[p][str(op[2])] += int(str(op[3]))
                s.log.say("event_res", player=p, resource=op[2], n=op[3])
        elif kind == "prestige":
            for p in sides:
                s.prestige[p] += int(str(op[2]))
                s.log.say("event_prestige", player=p, n=op[2])
        elif kind == "market":
            m = str(op[1])
            s.market[m] = max(1, min(D.MARKET_MAX, s.market[m] + int(str(op[2]))))
            s.log.say("event_market", market=m, to=s.market[m])
        elif kind == "close":
            s.closed.append(str(op[1]))
            s.log.say("event_closed", market=op[1])
        elif kind == "first":
            s.first_override = int(str(op[1]))
        elif kind in ("citizens", "owned_citizens", "neutral_citizens"):
            k, delta = str(op[1]), int(str(op[2]))
            owner = s.owner[k]
            if (kind == "owned_citizens" and owner is None) or (kind == "neutral_citizens" and owner is not None):
                continue
            s.citizens[k] = max(1, min(D.POLIS[k].max, s.citizens[k] + delta))
            s.log.say("event_citizens", polis=k, n=s.citizens[k])
        elif kind == "remove_choice":
            s.removers = [p for p in (0, 1) if _removable(s, p)]


#: the actions that help a side feed its citizens: more wheat, fewer citizens, round-end prestige
REMEDIES = ("collect", "trade", "hoplites", "galleys", "merchants", "project")


def food_outlook(s: PolisState, p: int) -> dict[str, Any]:
    """``p``'s next feeding as things stand (docs/rules/polis.md §5: projects, feeding, megalopolis, end check).

    ``need`` citizens against ``wheat``, ``prestige`` and the round-end prestige of the ``projects``
    under construction; ``short`` what the feeding would lack; ``prestige_after`` the prestige left
    once fed and ``megalopolis`` the prestige its poleis above base population bring after that.
    ``ends`` says whether this round end would end the game: ``"feeding"`` (short), ``"prestige"``
    (fed, but left at 0 prestige before the last round, with no wheat to spare for growth), or None.
    """
    mine = s.poleis_of(p)
    projects = sum(D.PROJECT[t].round_prestige for k in mine if (t := s.building[k]) is not None)
    need, wheat, prestige = s.citizens_of(p), s.res[p]["wheat"], s.prestige[p]
    left = wheat + prestige + projects - need
    after = max(0, min(left, prestige + projects))
    mega = sum(1 for k in mine if s.citizens[k] > D.POLIS[k].base)
    ends = None
    if left < 0:
        ends = "feeding"
    elif s.round < 4 and after + mega < 1 and wheat <= need:
        ends = "prestige"
    return {
        "need": need,
        "wheat": wheat,
        "prestige": prestige,
        "projects": projects,
        "short": max(0, -left),
        "prestige_after": after,
        "megalopolis": mega,
        "ends": ends,
    }


def _removable(s: PolisState, p: int) -> list[str]:
    return [n for n in D.NODES if s.units[n][p] > 0]


# ---------------------------------------------------------------------------------------------
# turns
def _start_turn(s: PolisState, p: int) -> None:
    s.phase = Phase.ACTION
    s.player = p
    s.done = []
    s.step = None


def _finish_action(s: PolisState, kind: str) -> None:
    s.done.append(kind)
    s.step = None
    if s.surcharge_due(s.player) and _total(s.res[s.player]) > 0:
        s.phase = Phase.SURCHARGE
        s.step = {"kind": "surcharge", "after": kind}
        return
    _after_action(s)


def _after_action(s: PolisState) -> None:
    s.phase = Phase.ACTION
    s.step = None
    if len(s.done) >= 2 or next(_iter_turn_actions(s, s.player), None) is None:
        _end_turn(s)


def _end_turn(s: PolisState) -> None:
    s.mover = s.player
    s.turns += 1
    s.done = []
    s.after = "turn"
    s.fought = []
    if not _check_battles(s):
        _next_turn(s)


def _next_turn(s: PolisState) -> None:
    p = s.mover
    if s.passed[0] and s.passed[1]:
        _round_end(s)
    elif not s.passed[other(p)]:
        _start_turn(s, other(p))
    else:
        _start_turn(s, p)


# ---------------------------------------------------------------------------------------------
# battles
def _check_battles(s: PolisState) -> bool:
    """Start the next battle due (True), or report that none is (False)."""
    for n in D.NODES:
        if n not in s.fought and sum(s.units[n]) >= D.BATTLE_TRIGGER and min(s.units[n]) > 0:
            _start_battle(s, n)
            return True
    return False


def _start_battle(s: PolisState, node: str) -> None:
    s.fought.append(node)
    land = node in D.LAND
    attacker = 0 if land else 1
    deck = D.full_deck()
    s.rng.shuffle(deck)
    a, b = s.units[node]
    s.hands = [sorted(deck[:a], key=_card_key), sorted(deck[a : a + b], key=_card_key)]
    bid = len([e for e in s.log.entries if e.public is not None and e.public.key == f"{ID}.battle"])
    s.battle = {
        "id": bid,
        "node": node,
        "kind": "land" if land else "sea",
        "attacker": attacker,
        "exchange": 1,
        "played": [[], []],
        "attack": None,
        "last": None,
        "asked": [],
    }
    s.log.say("battle", node=node, player=attacker)
    s.log.say_secretly(
        ("drawn_public", {}),
        {p: ("drawn", {"cards": s.hands[p][:], "battle": bid}) for p in (0, 1)},
    )
    _offer_retreat(s)


def _offer_retreat(s: PolisState) -> None:
    b = s.battle
    if b is None:
        return
    for p in (b["attacker"], other(b["attacker"])):
        if p not in b["asked"] and s.prestige[p] >= 1:
            s.phase = Phase.RETREAT
            s.player = p
            return
    s.phase = Phase.ATTACK
    s.player = b["attacker"]


def _retreat_targets(s: PolisState, p: int, node: str) -> list[str]:
    if node in D.LAND:
        near: Sequence[str] = D.LAND[node].adjacent
    else:
        near = D.SEA[node].adjacent
    return [n for n in near if s.control(n) != other(p)]


def _end_battle(s: PolisState) -> None:
    b = s.battle
    if b is None:
        return
    s.log.say("battle_end", node=b["node"])
    s.battle = None
    s.hands = [[], []]
    if _check_battles(s):
        return
    if s.after == "round":
        _open_round(s)
    else:
        _next_turn(s)


def _exchange(attack: Sequence[str], defense: Sequence[str]) -> tuple[int, int, int]:
    """(units lost by the defender, Salpinx Calls played, attacker's prestige gain) of one exchange."""
    need = [D.CARD[c].formation for c in attack if D.CARD[c].formation in FORMATIONS]
    salpinx = sum(1 for c in attack if c == "salpinx")
    dform = [D.CARD[c].formation for c in defense]
    best = 0
    for perm in permutations(range(len(dform)), min(len(need), len(dform))):
        m = sum(1 for i, j in zip(range(len(need)), perm, strict=False) if dform[j] in (need[i], "mercenary"))
        best = max(best, m)
    losses = min(2, len(need) - best + salpinx)
    diff = sum(D.CARD[c].value for c in attack) - sum(D.CARD[c].value for c in defense)
    return losses, salpinx, max(0, diff)


def _hand_pairs(hand: Sequence[str]) -> list[tuple[str, str]]:
    return sorted(set(combinations(hand, 2)))


# ---------------------------------------------------------------------------------------------
# round end
def _round_end(s: PolisState) -> None:
    s.log.say("round_end")
    s.step = None
    for p in (0, 1):
        for k in s.poleis_of(p):
            t = s.building[k]
            if t is not None:
                s.building[k] = None
                s.built[k] = (*s.built[k], t)
                gain = D.PROJECT[t].round_prestige
                s.prestige[p] += gain
                s.log.say("projects_done", player=p, tile=t, polis=k, prestige=gain)
    # projects under construction in neutral poleis complete for nobody
    for k, t in s.building.items():
        if t is not None:
            s.building[k] = None
            s.built[k] = (*s.built[k], t)
    s.round_end = {"stage": "feeding", "player": 0, "grown": [], "failed": [False, False]}
    _feed(s, 0)


def _feed(s: PolisState, p: int) -> None:
    while p <= 1:
        need = s.citizens_of(p)
        if s.res[p]["wheat"] + s.prestige[p] >= need:
            wheat = min(need, s.res[p]["wheat"])
            pres = need - wheat
            s.res[p]["wheat"] -= wheat
            s.prestige[p] -= pres
            s.log.say("fed", player=p, wheat=wheat, prestige=pres)
            p += 1
            continue
        re = s.round_end or {}
        re.update(stage="release", player=p)
        re["failed"][p] = True
        s.round_end = re
        s.phase = Phase.RELEASE
        s.player = p
        return
    _growth(s, 0)


def _can_grow(s: PolisState, p: int, k: str) -> int:
    if s.round_end is None or k in s.round_end["grown"]:
        return 0
    row = D.POLIS[k]
    return max(0, min(row.growth, row.max - s.citizens[k], s.res[p]["wheat"]))


def _growth(s: PolisState, p: int) -> None:
    while p <= 1:
        if s.round_end is not None and any(_can_grow(s, p, k) for k in s.poleis_of(p)):
            s.round_end.update(stage="growth", player=p)
            s.phase = Phase.GROWTH
            s.player = p
            return
        p += 1
    _megalopolis_storage(s)


def _megalopolis_storage(s: PolisState) -> None:
    for p in (0, 1):
        n = sum(1 for k in s.poleis_of(p) if s.citizens[k] > D.POLIS[k].base)
        if n:
            s.prestige[p] += n
            s.log.say("megalopolis", player=p, n=n)
    for p in (0, 1):
        lost = {r: (s.res[p][r] + 1) // 2 for r in ("wheat", "wine", "oil")}
        for r, n in lost.items():
            s.res[p][r] -= n
        if any(lost.values()):
            s.log.say("storage", player=p, **lost)
    _tax(s, 0)


def _tax(s: PolisState, p: int) -> None:
    while p <= 1:
        if s.prestige[p] >= 1:
            re = s.round_end or {}
            re.update(stage="tax", player=p)
            s.round_end = re
            s.phase = Phase.TAX
            s.player = p
            return
        p += 1
    _end_check(s)


def _end_check(s: PolisState) -> None:
    re = s.round_end or {"failed": [False, False]}
    reason = None
    if any(re["failed"]):
        reason = "feeding"
    elif 0 in s.prestige:
        reason = "prestige"
    elif s.round >= 4:
        reason = "rounds"
    s.round_end = None
    if reason is None:
        _begin_round(s, s.round + 1)
        return
    scores = [s.score(p) for p in (0, 1)]
    citizens = [s.citizens_of(p) for p in (0, 1)]
    projects = [sum(D.PROJECT[t].end_prestige for k in s.poleis_of(p) for t in s.built[k]) for p in (0, 1)]
    poleis = [len(s.poleis_of(p)) for p in (0, 1)]
    key = [(scores[p], poleis[p], s.prestige[p]) for p in (0, 1)]
    winner = 0 if key[0] > key[1] else 1 if key[1] > key[0] else None
    s.result = {
        "scores": scores,
        "citizens": citizens,
        "prestige": s.prestige[:],
        "projects": projects,
        "poleis": poleis,
        "winner": winner,
        "reason": reason,
    }
    s.log.say("game_over", reason=reason)
    for p in (0, 1):
        s.log.say("score", player=p, n=scores[p])
    s.phase = Phase.OVER
    s.step = None


# ---------------------------------------------------------------------------------------------
# paths
def controls(s: PolisState) -> dict[str, int | None]:
    """Who controls each map node now (strictly more units)."""
    return {n: 0 if a > b else 1 if b > a else None for n, (a, b) in s.units.items()}


def _walk(origin: str, opp: int, ctrl: Mapping[str, int | None], adjacent: Mapping[str, Sequence[str]]) -> set[str]:
    """Nodes one step past a path from ``origin`` through nodes ``opp`` does not control (origin excluded)."""
    out: set[str] = set()
    seen = {origin}
    todo = [origin]
    while todo:
        n = todo.pop()
        for m in adjacent[n]:
            if m not in seen:
                seen.add(m)
                out.add(m)
                if ctrl[m] != opp:
                    todo.append(m)
    return out


def land_reach(s: PolisState, p: int, origin: str, ctrl: Mapping[str, int | None] | None = None) -> set[str]:
    """Land territories a hoplite of ``p`` in ``origin`` may move to, by land or by sea (paths are symmetric)."""
    ctrl = ctrl if ctrl is not None else controls(s)
    out = _walk(origin, other(p), ctrl, D.LAND_ADJ)
    for sea in _sea_reach(ctrl, p, D.LAND[origin].coasts):
        out.update(D.COASTAL[sea])
    out.discard(origin)
    return out


def _sea_reach(ctrl: Mapping[str, int | None], p: int, start: Sequence[str]) -> set[str]:
    """Seas reachable from ``start`` through seas the opponent does not control (all of them included)."""
    opp = other(p)
    todo = [x for x in start if ctrl[x] != opp]
    seen = set(todo)
    while todo:
        n = todo.pop()
        for m in D.SEA[n].adjacent:
            if m not in seen and ctrl[m] != opp:
                seen.add(m)
                todo.append(m)
    return seen


def sea_reach(s: PolisState, p: int, origin: str, ctrl: Mapping[str, int | None] | None = None) -> set[str]:
    """Seas a galley of ``p`` in ``origin`` may move to."""
    return _walk(origin, other(p), ctrl if ctrl is not None else controls(s), D.SEA_ADJ)


def move_sources(s: PolisState, p: int, dest: str, ctrl: Mapping[str, int | None] | None = None) -> list[str]:
    """Nodes holding units of ``p`` that may move to ``dest`` (hoplites to a land, galleys to a sea)."""
    ctrl = ctrl if ctrl is not None else controls(s)
    reach = land_reach if dest in D.LAND else sea_reach
    kind = D.LAND if dest in D.LAND else D.SEA
    return [n for n in kind if n != dest and s.units[n][p] > 0 and dest in reach(s, p, n, ctrl)]


def move_dests(s: PolisState, p: int, land: bool, ctrl: Mapping[str, int | None]) -> set[str]:
    """Where side ``p`` may move hoplites (``land``) or galleys to now, from wherever it has some (§4, actions 5–6)."""
    reach = land_reach if land else sea_reach
    out: set[str] = set()
    for n in D.LAND if land else D.SEA:
        if s.units[n][p] > 0:
            out |= reach(s, p, n, ctrl)
    return out


def trade_route(s: PolisState, p: int, market: str) -> bool:
    """Whether a merchant of ``p`` may reach ``market`` past the enemy's seas, or ignores blockades (§4, action 9)."""
    if _blockade_free(s, p):
        return True
    return D.MARKET[market].access in _sea_reach(controls(s), p, D.PORTS[p])


def _blockade_free(s: PolisState, p: int) -> bool:
    return (
        s.owner["epidamnos"] == p and s.owner["abdera"] == p and any(D.POLIS[k].merchant_port for k in s.poleis_of(p))
    )


def bribes(s: PolisState, p: int) -> dict[str, int]:
    """The least bribe for ``p``'s proxenos to reach each map node (destination included)."""
    key = ("bribes", p)
    if key not in s._cache:
        s._cache[key] = _bribes(s, p)
    return dict(s._cache[key])


def _bribes(s: PolisState, p: int) -> dict[str, int]:
    start = s.proxenos[p]
    if start is None:
        return {}
    opp = other(p)
    origin = s.polis_node(start)
    dist = {origin: 0}
    heap = [(0, origin)]
    while heap:
        d, n = heapq.heappop(heap)
        if d > dist.get(n, 1 << 30):
            continue
        for m in D.NEIGHBOURS[n]:
            nd = d + s.units[m][opp]
            if nd < dist.get(m, 1 << 30):
                dist[m] = nd
                heapq.heappush(heap, (nd, m))
    dist[origin] = s.units[origin][opp]
    return dist


def trade_price(s: PolisState, market: str) -> tuple[int, int]:
    """What ``market`` gives at its price marker now: (goods per wheat or silver, silver per wheat) (§2.2)."""
    k = s.market[market]
    return D.GOODS_RATE[k], D.SILVER_RATE[k]


# ---------------------------------------------------------------------------------------------
# legal actions
def _legal(s: PolisState, p: int) -> list[Act]:
    ph = s.phase
    if ph is Phase.ACTION:
        acts = _turn_actions(s, p)
        if not s.done:
            acts.append(Act("pass"))
        return acts
    if ph in (Phase.MARCH, Phase.SAIL):
        return _move_steps(s, p)
    if ph is Phase.TRADE:
        return _trade_steps(s, p)
    if ph is Phase.SURCHARGE:
        return [Act("surcharge", (r,)) for r in D.RESOURCES if s.res[p][r] > 0]
    if ph is Phase.RETREAT:
        b = s.battle or {}
        dests = _retreat_targets(s, p, b["node"])
        return [Act("fight")] + ([Act("retreat", (n,)) for n in dests] if dests else [Act("retreat")])
    if ph in (Phase.ATTACK, Phase.DEFEND):
        return [Act("play", pair) for pair in _hand_pairs(s.hands[p])]
    if ph is Phase.EVENT_REMOVE:
        return [Act("remove", (n,)) for n in _removable(s, p)]
    if ph is Phase.RELEASE:
        return [Act("release", (k,)) for k in s.poleis_of(p)]
    if ph is Phase.GROWTH:
        acts = [Act("done")]
        for k in s.poleis_of(p):
            for n in range(1, _can_grow(s, p, k) + 1):
                acts.append(Act("grow", (k, str(n))))
        return acts
    if ph is Phase.TAX:
        return [Act("tax"), Act("done")]
    return []


def _pay_splits(n: int, main: int, silver: int) -> list[int]:
    """How many of ``n`` units may be paid with silver (the rest with the main resource)."""
    return [k for k in range(0, n + 1) if n - k <= main and k <= silver]


def _iter_turn_actions(s: PolisState, p: int) -> Iterator[Act]:
    done = s.done
    res = s.res[p]
    reserve = 1 if s.surcharge_due(p) else 0  # the surcharge must still be payable
    total = _total(res)
    mine = s.poleis_of(p)
    lim = s.limit

    def affordable(cost: int) -> bool:
        return total - cost >= reserve

    if "hoplites" not in done and s.pool[p]["hoplite"] > 0:
        for k in mine:
            t = D.POLIS[k].territory
            if t is None:
                continue
            top = min(s.citizens[k] - 1, lim - s.units[t][p], s.pool[p]["hoplite"])
            for n in range(1, top + 1):
                if not affordable(n):
                    break
                for sv in _pay_splits(n, res["metal"], res["silver"]):
                    yield Act("hoplites", (k, str(n), "silver", str(sv)) if sv else (k, str(n)))
    if "galleys" not in done and s.pool[p]["galley"] > 0:
        for k in mine:
            for sea in D.POLIS[k].ports:
                top = min(s.citizens[k] - 1, lim - s.units[sea][p], s.pool[p]["galley"])
                for n in range(1, top + 1):
                    if not affordable(n):
                        break
                    for sv in _pay_splits(n, res["wood"], res["silver"]):
                        yield Act("galleys", (k, sea, str(n), "silver", str(sv)) if sv else (k, sea, str(n)))
    if "merchants" not in done and s.pool[p]["merchant"] > 0:
        for k in mine:
            if not D.POLIS[k].merchant_port:
                continue
            top = min(s.citizens[k] - 1, s.pool[p]["merchant"])
            for n in range(1, top + 1):
                if not affordable(n):
                    break
                for sv in _pay_splits(n, res["wood"], res["silver"]):
                    yield Act("merchants", (k, str(n), "silver", str(sv)) if sv else (k, str(n)))
    if "project" not in done:
        for k in mine:
            if s.building[k] is not None:
                continue
            for t in s.face_up:
                row = D.PROJECT[t]
                if (
                    row.type == D.POLIS[k].type
                    and all(res[r] >= n for r, n in row.cost)
                    and affordable(sum(n for _, n in row.cost))
                ):
                    yield Act("project", (k, t))
    military_ok = s.prestige[p] >= 1 and affordable(0)
    ctrl = controls(s)
    if "march" not in done and military_ok:
        for node in sorted(move_dests(s, p, True, ctrl)):
            if s.units[node][p] < lim:
                yield Act("march", (node,))
    if "sail" not in done and military_ok:
        for node in sorted(move_dests(s, p, False, ctrl)):
            if s.units[node][p] < lim:
                yield Act("sail", (node,))
    if "siege" not in done and military_ok:
        for k in D.POLIS:
            if _siege_problem(s, p, k) is None:
                yield Act("siege", (k,))
    if "collect" not in done and affordable(0):
        for land in D.LANDS:
            if _collect_problem(s, p, land.id) is None:
                yield Act("collect", (land.id,))
    if "trade" not in done and s.port[p] > 0:
        for mk in D.MARKETS:
            if _trade_problem(s, p, mk.id) is None:
                yield Act("trade", (mk.id,))
    if "proxenos" not in done and s.proxenos[p] is not None:
        cost = bribes(s, p)
        for k in D.POLIS:
            if k != s.proxenos[p]:
                c = cost.get(s.polis_node(k), 1 << 30)
                if c <= res["silver"] and affordable(c):
                    yield Act("proxenos", (k,))
    if "redeem" not in done and s.prisoner[p] and res["silver"] >= 2 and affordable(2):
        yield Act("redeem")
    if "civilwar" not in done and s.proxenos[p] is not None:
        here = s.proxenos[p]
        if here is not None and _civil_problem(s, p, here) is None:
            yield Act("civilwar", (here,))


def _turn_actions(s: PolisState, p: int) -> list[Act]:
    return list(_iter_turn_actions(s, p))


def _siege_problem(s: PolisState, p: int, k: str) -> str | None:
    row = D.POLIS[k]
    if row.capital or row.territory is None:
        return f"{row.en} cannot be besieged"
    if s.owner[k] == p:
        return f"{row.en} is already yours"
    t = row.territory
    if s.control(t) != p:
        return f"you do not control {D.LAND[t].en}"
    f = s.fortification(k)
    if s.units[t][p] < f:
        return f"a siege of {row.en} needs at least {f} hoplites in {D.LAND[t].en}"
    if s.prestige[p] < 1:
        return "a military action costs 1 prestige"
    return None


def _collect_problem(s: PolisState, p: int, t: str) -> str | None:
    if not any(s.owner[k] == p for k in D.POLEIS_IN[t]):
        return f"you own no polis in {D.LAND[t].en}"
    if t in s.exhausted:
        return f"{D.LAND[t].en} is exhausted this round"
    if s.units[t][p] < 1:
        return f"you have no hoplites in {D.LAND[t].en}"
    if t != D.HOMES[p] and s.prestige[p] < 1:
        return "collecting outside your home territory costs 1 prestige"
    return None


def _trade_problem(s: PolisState, p: int, m: str) -> str | None:
    if s.port[p] < 1:
        return "you have no merchant ship in your trade port"
    if m in s.closed:
        return f"{D.MARKET[m].en} is closed this round"
    if len(s.boxes[m]) >= s.limit:
        return f"{D.MARKET[m].en} has no free shipload box this round"
    if not trade_route(s, p, m):
        return f"the sea route to {D.MARKET[m].en} is blocked"
    g, sv = trade_price(s, m)
    res = s.res[p]
    if sum(res[x] for x in D.GOODS) < g and res["silver"] < sv:
        return "you cannot pay for a single shipload unit"
    return None


def _civil_problem(s: PolisState, p: int, k: str) -> str | None:
    row = D.POLIS[k]
    if s.proxenos[p] != k:
        return f"your proxenos is not in {row.en}"
    if row.capital:
        return "civil war cannot be instigated in a capital"
    if s.owner[k] == p:
        return f"{row.en} is already yours"
    cost = civil_cost(s, k)
    if s.res[p]["silver"] < cost:
        return f"civil war in {row.en} costs {cost} silver"
    if s.surcharge_due(p) and _total(s.res[p]) - cost < 1:
        return "you could not pay the surcharge"
    return None


def civil_cost(s: PolisState, k: str) -> int:
    """The silver a civil war in polis ``k`` costs: 2 × base if neutral, else 3 × its citizens (§4, action 12)."""
    return 2 * D.POLIS[k].base if s.owner[k] is None else 3 * s.citizens[k]


def _move_steps(s: PolisState, p: int) -> list[Act]:
    st = s.step or {}
    dest = st["dest"]
    room = s.limit - s.units[dest][p]
    acts: list[Act] = []
    if st["moved"]:
        acts.append(Act("done"))
    if room <= 0:
        return acts
    for x in move_sources(s, p, dest):
        for n in range(1, min(room, s.units[x][p]) + 1):
            acts.append(Act("from", (x, str(n))))
    return acts


def _trade_steps(s: PolisState, p: int) -> list[Act]:
    st = s.step or {}
    acts: list[Act] = []
    got = st["got"]
    if got["wheat"] + got["silver"] >= 1:
        acts.append(Act("done"))
    if got["wheat"] + got["silver"] >= D.SHIPLOAD:
        return acts
    g, sv = trade_price(s, st["market"])
    res = s.res[p]
    have = [x for x in D.GOODS if res[x] > 0]
    for combo in combinations_with_replacement(have, g):
        if all(combo.count(x) <= res[x] for x in set(combo)):
            word = "+".join(combo)
            acts.append(Act("get", ("wheat", word)))
            acts.append(Act("get", ("silver", word)))
    if res["silver"] >= sv:
        acts.append(Act("buy", ("wheat",)))
    return acts


# ---------------------------------------------------------------------------------------------
# doing
def _pay(s: PolisState, p: int, cost: Mapping[str, int]) -> None:
    for r, n in cost.items():
        s.res[p][r] -= n


def _do(s: PolisState, p: int, a: Act) -> None:
    v, args = a.verb, a.args
    if s.phase is Phase.ACTION:
        s.roll = None
    if v == "pass":
        s.passed[p] = True
        s.log.say("pass", player=p)
        _end_turn(s)
    elif v in ("hoplites", "galleys", "merchants"):
        _create(s, p, v, args)
    elif v == "project":
        k, t = args
        _pay(s, p, dict(D.PROJECT[t].cost))
        s.building[k] = t
        s.face_up.remove(t)
        s.log.say("project", player=p, polis=k, tile=t)
        _finish_action(s, "project")
    elif v in ("march", "sail"):
        s.prestige[p] -= 1
        s.phase = Phase.MARCH if v == "march" else Phase.SAIL
        s.step = {"kind": v, "dest": args[0], "moved": []}
        s.log.say(v, player=p, dest=args[0])
    elif v == "from":
        st = s.step or {}
        src, n = args[0], int(args[1])
        s.units[src][p] -= n
        s.units[st["dest"]][p] += n
        st["moved"].append([src, n])
        s.log.say("moved", player=p, src=src, dest=st["dest"], n=n)
        if not any(x.verb == "from" for x in _move_steps(s, p)):
            _finish_action(s, st["kind"])
    elif v == "done" and s.phase in (Phase.MARCH, Phase.SAIL):
        _finish_action(s, (s.step or {})["kind"])
    elif v == "siege":
        _siege(s, p, args[0])
    elif v == "collect":
        t = args[0]
        if t != D.HOMES[p]:
            s.prestige[p] -= 1
        n = min(5, s.units[t][p])
        goods = list(D.LAND[t].tribute[:n])
        for r in goods:
            s.res[p][r] += 1
        s.exhausted[t] = n
        s.log.say("collect", player=p, land=t, goods=goods)
        _finish_action(s, "collect")
    elif v == "trade":
        m = args[0]
        s.port[p] -= 1
        s.boxes[m].append(p)
        s.phase = Phase.TRADE
        s.step = {
            "kind": "trade",
            "market": m,
            "got": {"wheat": 0, "silver": 0},
            "paid": {r: 0 for r in D.RESOURCES},
            "k": s.market[m],
            "goods": False,
            "silver": False,
        }
        s.log.say("trade", player=p, market=m)
    elif v == "get":
        st = s.step or {}
        what, goods = args[0], args[1].split("+")
        for g in goods:
            s.res[p][g] -= 1
            st["paid"][g] += 1
        s.res[p][what] += 1
        st["got"][what] += 1
        st["goods"] = True
        s.log.say("got", player=p, resource=what, goods=goods)
        if st["got"]["wheat"] + st["got"]["silver"] >= D.SHIPLOAD:
            _close_trade(s, p)
    elif v == "buy":
        st = s.step or {}
        _, sv = trade_price(s, st["market"])
        s.res[p]["silver"] -= sv
        st["paid"]["silver"] += sv
        s.res[p]["wheat"] += 1
        st["got"]["wheat"] += 1
        st["silver"] = True
        s.log.say("bought", player=p, n=sv)
        if st["got"]["wheat"] + st["got"]["silver"] >= D.SHIPLOAD:
            _close_trade(s, p)
    elif v == "done" and s.phase is Phase.TRADE:
        _close_trade(s, p)
    elif v == "proxenos":
        k = args[0]
        c = bribes(s, p)[s.polis_node(k)]
        s.res[p]["silver"] -= c
        s.proxenos[p] = k
        s.log.say("proxenos", player=p, polis=k, n=c)
        _finish_action(s, "proxenos")
    elif v == "redeem":
        s.res[p]["silver"] -= 2
        s.res[other(p)]["silver"] += 2
        s.prisoner[p] = False
        s.proxenos[p] = D.CAPITALS[p]
        s.log.say("redeem", player=p)
        _finish_action(s, "redeem")
    elif v == "civilwar":
        k = args[0]
        cost = civil_cost(s, k)
        pop = D.POLIS[k].base if s.owner[k] is None else s.citizens[k]
        s.res[p]["silver"] -= cost
        s.owner[k] = p
        s.citizens[k] = pop
        s.prestige[p] += pop
        s.log.say("civilwar", player=p, polis=k, n=cost, prestige=pop)
        _finish_action(s, "civilwar")
    elif v == "surcharge":
        s.res[p][args[0]] -= 1
        s.log.say("surcharge", player=p, resource=args[0])
        _after_action(s)
    elif v in ("fight", "retreat"):
        _retreat(s, p, a)
    elif v == "play":
        _play(s, p, list(args))
    elif v == "remove":
        node = args[0]
        s.units[node][p] -= 1
        s.pool[p]["hoplite" if node in D.LAND else "galley"] += 1
        s.log.say("event_unit_lost", player=p, unit="hoplite" if node in D.LAND else "galley", node=node)
        s.removers.remove(p)
        if s.removers:
            s.player = s.removers[0]
        else:
            _after_event(s)
    elif v == "release":
        k = args[0]
        s.owner[k] = None
        s.citizens[k] = D.POLIS[k].base
        s.log.say("released", player=p, polis=k)
        _feed(s, p)
    elif v == "grow":
        k, n = args[0], int(args[1])
        s.res[p]["wheat"] -= n
        s.citizens[k] += n
        if s.round_end is not None:
            s.round_end["grown"].append(k)
        s.log.say("grow", player=p, polis=k, n=n)
        if not any(_can_grow(s, p, x) for x in s.poleis_of(p)):
            _next_growth(s, p)
    elif v == "done" and s.phase is Phase.GROWTH:
        _next_growth(s, p)
    elif v == "tax":
        s.prestige[p] -= 1
        s.res[p]["silver"] += 1
        s.log.say("tax", player=p)
        _tax(s, p + 1)
    elif v == "done" and s.phase is Phase.TAX:
        _tax(s, p + 1)
    else:  # pragma: no cover - State.apply only passes legal actions
        raise IllegalAction(f"{a} cannot be done now")


def _next_growth(s: PolisState, p: int) -> None:
    if s.round_end is not None:
        s.round_end["grown"] = []
    _growth(s, p + 1)


def _create(s: PolisState, p: int, v: str, args: tuple[str, ...]) -> None:
    k = args[0]
    if v == "galleys":
        node, rest = args[1], args[2:]
    elif v == "hoplites":
        node, rest = D.POLIS[k].territory or "", args[1:]
    else:
        node, rest = "", args[1:]
    n = int(rest[0])
    sv = int(rest[2]) if len(rest) > 2 else 0
    main = "metal" if v == "hoplites" else "wood"
    s.res[p][main] -= n - sv
    s.res[p]["silver"] -= sv
    s.citizens[k] -= n
    unit = {"hoplites": "hoplite", "galleys": "galley", "merchants": "merchant"}[v]
    s.pool[p][unit] -= n
    if v == "merchants":
        s.port[p] += n
        s.log.say("merchants", player=p, polis=k, n=n)
    else:
        s.units[node][p] += n
        s.log.say(v, player=p, polis=k, n=n, **({"land": node} if v == "hoplites" else {"sea": node}))
    _finish_action(s, v)


def _siege(s: PolisState, p: int, k: str) -> None:
    s.prestige[p] -= 1
    t = D.POLIS[k].territory or ""
    need = s.fortification(k)
    die = s.rng.randint(1, 4)
    s.log.say("siege", player=p, polis=k, die=die, need=need)
    won = die >= need
    s.roll = {"kind": "siege", "polis": k, "die": die, "need": need, "success": won, "player": p}
    if won:
        s.owner[k] = p
        s.prestige[p] += need
        s.log.say("siege_won", player=p, polis=k, prestige=need)
        o = other(p)
        if s.proxenos[o] == k:
            s.proxenos[o] = None
            s.prisoner[o] = True
            s.log.say("captured", player=p, other=o)
    else:
        s.units[t][p] -= 1
        s.pool[p]["hoplite"] += 1
        s.log.say("siege_lost", player=p, polis=k)
        if s.owner[k] == other(p):
            s.citizens[k] -= 1
            if s.citizens[k] <= 0:
                s.owner[k] = None
                s.citizens[k] = D.POLIS[k].base
                s.log.say("neutral", polis=k)
    _finish_action(s, "siege")


def _close_trade(s: PolisState, p: int) -> None:
    st = s.step or {}
    m = st["market"]
    moves = []
    if st["goods"]:
        die = s.rng.randint(1, 4)
        before = s.market[m]
        s.market[m] = min(D.MARKET_MAX, before + die)
        moves.append({"dice": [die], "from": before, "to": s.market[m], "dir": "up"})
        s.log.say("market_move", market=m, dice=[die], **{"from": before, "to": s.market[m]})
    if st["silver"]:
        dice = [s.rng.randint(1, 4), s.rng.randint(1, 4)]
        before = s.market[m]
        s.market[m] = max(1, before - max(dice))
        moves.append({"dice": dice, "from": before, "to": s.market[m], "dir": "down"})
        s.log.say("market_move", market=m, dice=dice, **{"from": before, "to": s.market[m]})
    s.roll = {"kind": "market", "market": m, "moves": moves, "player": p}
    if moves:
        s.roll.update(moves[-1])
        s.roll["from"] = moves[0]["from"]
    _finish_action(s, "trade")


def _retreat(s: PolisState, p: int, a: Act) -> None:
    b = s.battle or {}
    if a.verb == "fight":
        b["asked"].append(p)
        _offer_retreat(s)
        return
    node = b["node"]
    s.prestige[p] -= 1
    n = s.units[node][p]
    s.units[node][p] = 0
    unit = "hoplite" if node in D.LAND else "galley"
    if a.args:
        dest = a.args[0]
        fit = min(n, max(0, s.limit - s.units[dest][p]))
        s.units[dest][p] += fit
        s.pool[p][unit] += n - fit
        s.log.say("retreat", player=p, dest=dest)
    else:
        s.pool[p][unit] += n
        s.log.say("retreat_off", player=p)
    _end_battle(s)


def _play(s: PolisState, p: int, cards: list[str]) -> None:
    b = s.battle or {}
    for c in cards:
        s.hands[p].remove(c)
    b["played"][p].extend(cards)
    if s.phase is Phase.ATTACK:
        b["attack"] = cards
        s.log.say("attack", player=p, cards=cards)
        s.phase = Phase.DEFEND
        s.player = other(p)
        return
    attacker = other(p)
    attack = b["attack"] or []
    losses, salpinx, gain = _exchange(attack, cards)
    node = b["node"]
    losses = min(losses, s.units[node][p])
    s.units[node][p] -= losses
    s.pool[p]["hoplite" if node in D.LAND else "galley"] += losses
    s.prestige[attacker] += gain
    s.prestige[attacker] = max(0, s.prestige[attacker] - salpinx)
    b["last"] = {
        "attack": attack,
        "defense": cards,
        "losses": losses,
        "salpinx": salpinx,
        "prestige": gain,
        "attacker": attacker,
    }
    b["attack"] = None
    s.log.say("defend", player=p, cards=cards, losses=losses, prestige=gain)
    if s.units[node][p] <= 1 or len(s.hands[0]) < 2 or len(s.hands[1]) < 2:
        _end_battle(s)
        return
    b["attacker"] = p
    b["exchange"] += 1
    b["asked"] = []
    _offer_retreat(s)


# ---------------------------------------------------------------------------------------------
# reasons
def _why(s: PolisState, p: int, a: Act) -> str | None:
    if not isinstance(a, Act):
        return None
    v, args = a.verb, a.args
    if s.phase is not Phase.ACTION and v in (*ACTION_KINDS, "pass"):
        return f"finish the current step first ({s.phase.value})"
    if s.phase is Phase.ACTION and v in ACTION_KINDS and v in s.done:
        return "the two actions of a turn must differ"
    if v == "pass" and s.done:
        return "you may pass only at the start of a turn"
    try:
        if v == "hoplites" and args:
            k = args[0]
            if s.owner.get(k) != p:
                return f"{D.POLIS[k].en} is not yours"
            t = D.POLIS[k].territory
            if t is None:
                return f"hoplites cannot be created in {D.POLIS[k].en}"
            n = int(args[1])
            if s.citizens[k] - n < 1:
                return f"{D.POLIS[k].en} must keep at least 1 citizen"
            if s.units[t][p] + n > s.limit:
                return f"the stacking limit in round {D.ROUNDS[s.round - 1].name} is {s.limit} per side"
            return "you cannot pay for that many hoplites"
        if v == "galleys" and args:
            k = args[0]
            if s.owner.get(k) != p:
                return f"{D.POLIS[k].en} is not yours"
            if not D.POLIS[k].ports:
                return f"{D.POLIS[k].en} has no port"
            if len(args) > 1 and args[1] not in D.POLIS[k].ports:
                return f"{D.POLIS[k].en}'s port does not open on that sea"
            n = int(args[2])
            if s.citizens[k] - n < 1:
                return f"{D.POLIS[k].en} must keep at least 1 citizen"
            if s.units[args[1]][p] + n > s.limit:
                return f"the stacking limit in round {D.ROUNDS[s.round - 1].name} is {s.limit} per side"
            return "you cannot pay for that many galleys"
        if v == "merchants" and args:
            k = args[0]
            if not D.POLIS[k].merchant_port:
                return f"{D.POLIS[k].en} has no merchant port"
            if s.owner.get(k) != p:
                return f"{D.POLIS[k].en} is not yours"
            return f"{D.POLIS[k].en} must keep at least 1 citizen, and each ship costs 1 wood or silver"
        if v == "siege" and args:
            return _siege_problem(s, p, args[0])
        if v == "collect" and args:
            return _collect_problem(s, p, args[0])
        if v == "trade" and args:
            return _trade_problem(s, p, args[0])
        if v == "civilwar" and args:
            return _civil_problem(s, p, args[0])
        if v in ("march", "sail") and s.prestige[p] < 1:
            return "a military action costs 1 prestige"
        if v == "redeem" and not s.prisoner[p]:
            return "your proxenos is not a prisoner"
        if v == "project" and len(args) == 2:
            k, t = args
            if t not in s.face_up:
                return f"the {D.PROJECT[t].en} is not face up"
            if D.PROJECT[t].type != D.POLIS[k].type:
                return f"{D.POLIS[k].en} builds only {D.POLIS[k].type} projects"
            if s.building[k] is not None:
                return f"{D.POLIS[k].en} already has a project under construction"
    except (KeyError, IndexError, ValueError):
        return None
    return None


# ---------------------------------------------------------------------------------------------
# parts
def _node_kind(n: str) -> str:
    return "land" if n in D.LAND else "sea"


def _parts(a: Act) -> dict[str, Any]:
    t, v, x = str(a), a.verb, a.args
    try:
        if v in ("hoplites", "merchants"):
            k = x[0]
            args: list[tuple[str, Any]] = [("polis", k)]
            if v == "hoplites" and D.POLIS[k].territory:
                args.append(("land", D.POLIS[k].territory))
            return action_parts(t, v, *args, ("count", int(x[1])), ("silver", int(x[3]) if len(x) > 3 else 0))
        if v == "galleys":
            return action_parts(
                t, v, ("polis", x[0]), ("sea", x[1]), ("count", int(x[2])), ("silver", int(x[4]) if len(x) > 4 else 0)
            )
        if v == "project":
            return action_parts(t, v, ("polis", x[0]), ("tile", x[1]))
        if v == "march":
            return action_parts(t, v, ("land", x[0]))
        if v == "sail":
            return action_parts(t, v, ("sea", x[0]))
        if v == "siege":
            return action_parts(t, v, ("polis", x[0]), ("land", D.POLIS[x[0]].territory))
        if v == "collect":
            return action_parts(t, v, ("land", x[0]), ("resource[]", list(D.LAND[x[0]].tribute)))
        if v == "trade":
            return action_parts(t, v, ("market", x[0]), ("sea", D.MARKET[x[0]].access))
        if v in ("proxenos", "civilwar", "release"):
            return action_parts(t, v, ("polis", x[0]))
        if v == "from":
            return action_parts(t, v, (_node_kind(x[0]), x[0]), ("count", int(x[1])))
        if v == "get":
            return action_parts(t, v, ("resource", x[0]), ("goods", x[1].split("+")))
        if v == "buy":
            return action_parts(t, v, ("resource", x[0]))
        if v in ("surcharge",):
            return action_parts(t, v, ("resource", x[0]))
        if v in ("retreat", "remove") and x:
            return action_parts(t, v, (_node_kind(x[0]), x[0]))
        if v == "play":
            return action_parts(t, v, ("card[]", list(x)))
        if v == "grow":
            return action_parts(t, v, ("polis", x[0]), ("count", int(x[1])))
    except (KeyError, IndexError, ValueError):
        pass
    return action_parts(t, v, *(("word", w) for w in x))


# ---------------------------------------------------------------------------------------------
# reference
def _names(row: Any) -> dict[str, str]:
    return {"en": row.en, "ja": row.ja}


def _reference() -> dict[str, Any]:
    nodes: dict[str, Any] = {}
    for t in D.LANDS:
        nodes[t.id] = {
            "name": _names(t),
            "kind": "land",
            "adjacent": list(t.adjacent),
            "coasts": list(t.coasts),
            "poleis": list(D.POLEIS_IN[t.id]),
            "tribute": list(t.tribute),
            "xy": list(t.xy),
            "home": D.SIDES[D.HOMES.index(t.id)] if t.id in D.HOMES else None,
            "source": t.source,
        }
    for sea in D.SEAS:
        nodes[sea.id] = {
            "name": _names(sea),
            "kind": "sea",
            "adjacent": list(sea.adjacent),
            "coasts": [t.id for t in D.LANDS if sea.id in t.coasts],
            "xy": list(sea.xy),
            "source": sea.source,
        }
    return {
        "sides": [{"id": D.SIDES[p], "name": D.SIDE_NAMES[p]} for p in (0, 1)],
        "rounds": [{"n": r.n, "name": r.name, "limit": r.limit, "source": r.source} for r in D.ROUNDS],
        "map": nodes,
        "poleis": {
            p.id: {
                "name": _names(p),
                "territory": p.territory,
                "sea": p.sea,
                "base": p.base,
                "max": p.max,
                "growth": p.growth,
                "type": p.type,
                "ports": list(p.ports),
                "merchant_port": p.merchant_port,
                "capital": p.capital,
                "special": p.id in D.SPECIAL,
                "xy": list(p.xy),
                "source": p.source,
            }
            for p in D.POLEIS
        },
        "ports": [
            {"side": D.SIDES[p], "seas": list(D.PORTS[p]), "xy": list(D.PORT_XY[p]), "source": "SEED"} for p in (0, 1)
        ],
        "markets": {
            m.id: {"name": _names(m), "access": m.access, "start": m.start, "xy": list(m.xy), "source": m.source}
            for m in D.MARKETS
        },
        "rates": {
            "goods": list(D.GOODS_RATE[1:]),
            "silver": list(D.SILVER_RATE[1:]),
            "shipload": D.SHIPLOAD,
            "source": "STAND-IN",
        },
        "projects": {
            p.id: {
                "name": _names(p),
                "type": p.type,
                "cost": dict(p.cost),
                "round_prestige": p.round_prestige,
                "end_prestige": p.end_prestige,
                "fortification": p.fortification,
                "source": p.source,
            }
            for p in D.PROJECTS
        },
        "project_types": D.PROJECT_TYPES,
        "battle_deck": [
            {
                "id": c.id,
                "name": _names(c),
                "formation": c.formation,
                "value": c.value,
                "copies": c.copies,
                "source": c.source,
            }
            for c in D.BATTLE_CARDS
        ],
        "events": [
            [
                {
                    "id": e.id,
                    "name": _names(e),
                    "copies": e.copies,
                    "effect": {"en": e.effect_en, "ja": e.effect_ja},
                    "source": e.source,
                }
                for e in deck
            ]
            for deck in D.EVENT_DECKS
        ],
        "round_deck": list(D.ROUND_DECK),
        "resources": D.RESOURCE_NAMES,
        "units": D.UNIT_NAMES,
        "pools": dict(D.POOLS),
        "start": {
            "poleis": [list(x) for x in D.START_POLEIS],
            "units": [[list(u) for u in x] for x in D.START_UNITS],
            "resources": [dict(x) for x in D.START_RESOURCES],
            "prestige": list(D.START_PRESTIGE),
            "source": "PUB (Pastor3); prestige DECISION",
        },
    }
