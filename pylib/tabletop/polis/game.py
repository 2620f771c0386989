"""Polis rules: the game and its state (``docs/rules/polis.md``); the rules live in sibling modules.

The round engine is :mod:`.rounds`, the legal actions :mod:`.legal`, their effects :mod:`.doing`, the map's
paths :mod:`.paths`, saving and loading :mod:`.saves`, the view's parts and reference :mod:`.parts`.

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

from collections.abc import Mapping
from typing import Any, ClassVar

from ..core.action import Act
from ..core.codec import Codec
from ..core.errors import IllegalAction
from ..core.game import Game, Outcome, State
from ..core.hidden import Follows
from ..core.log import Log
from ..core.registry import register
from ..core.rng import Rng
from . import data as D
from .acts import _IDS, _TURN_PHASES, VERBS, Phase, _card_key, _goods, _num, other
from .doing import _do
from .legal import _legal, _why, civil_cost
from .messages import ID, REASONS
from .parts import _parts, _reference
from .paths import _blockade_free, _sea_reach, bribes, controls
from .rounds import REMEDIES, _begin_round, _exchange, _open_round, _resolve_event, _setup, food_outlook
from .saves import FIELDS, VERSION, VIEWS, _battle_seats, check, fresh, observed, unobserved

#: the names the bots, the tests and the bench import from here (the rules live in the sibling modules)
__all__ = [
    "SECRETS",
    "Act",
    "Phase",
    "PolisGame",
    "PolisState",
    "_begin_round",
    "_blockade_free",
    "_exchange",
    "_open_round",
    "_resolve_event",
    "_sea_reach",
    "bribes",
    "civil_cost",
    "controls",
    "food_outlook",
]


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
    log_words: ClassVar[Mapping[str, Mapping[str, Any]]] = {
        "polis": D.POLIS,
        "node": {**D.LAND, **D.SEA},
        "market": D.MARKET,
        "tile": D.PROJECT,
        "card": D.CARD,
        "event": D.EVENT,
        "resource": D.RESOURCE_NAMES,
        "unit": D.UNIT_NAMES,
        "reason": REASONS,
    }

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> PolisState:
        return _setup(PolisState(self, options, rng, Log(ID)))

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

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> PolisState:
        """A full state consistent with ``player``'s observation: the other battle hand dealt from what
        ``player`` has not seen by the dealer that :meth:`~PolisState.resample_hidden` uses."""
        s = CODEC.load(self, unobserved(observation, player, rng.fork().state))
        s.log = Log.seen(ID, observation["log"])
        return SECRETS.resample(s, player, rng)

    def reference(self) -> dict[str, Any]:
        return _reference()


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
        obs = observed(self, player)
        obs["viewer"] = player
        obs["active"] = list(self.active_players())
        obs["round_name"] = D.ROUNDS[self.round - 1].name
        obs["limit"] = self.limit
        obs["control"] = {n: self.control(n) for n in D.NODES}
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


def _derive_log(s: PolisState, viewer: int, rng: Rng) -> None:
    """After a re-deal: the private lines that told the other seat its battle hand name the new one."""
    if s.battle is None:
        return
    o = other(viewer)
    s.log = s.log.copy()
    s.log.entries = [_redeal_entry(e, o, s.battle, s.hands[o]) for e in s.log.entries]


#: the secrets of Polis: each battle hand is its holder's until played, the generator (dice,
#: the battle deck's order) nobody's; the log's private lines that name a hand follow it
PolisState.codec = CODEC = Codec(PolisState, VERSION, FIELDS, fresh=fresh, check=check)
for _name, _view in VIEWS.items():
    setattr(PolisState, _name, _view)
_follows = (Follows("log", "hands", parts=_battle_seats, derive=_derive_log),)
PolisState.privacy = SECRETS = CODEC.secrets(PolisState._redeal, _follows, rng=True)


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
