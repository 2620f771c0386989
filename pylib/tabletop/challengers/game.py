"""The game object and the state of Challengers! (docs/rules/challengers.md §3–§7, §10).

The game: its options, action texts, rules help and log words. The state: its fields, copying, the queries the
rules share (offers, schedule, trophies, fans), the dispatch of each action to :mod:`.deck` and
:mod:`.tournament`, and the secrets it declares (§10). The package's docstring maps the other modules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..core import fields as F
from ..core import i18n
from ..core import log as log_
from ..core.action import Act
from ..core.codec import (
    NOBODY,
    OWN,
    SEAT,
    Bool,
    Codec,
    Ctx,
    Data,
    Field,
    Hide,
    Int,
    List,
    Map,
    Maybe,
    Member,
    Str,
    log,
    seats,
)
from ..core.errors import InvalidSave
from ..core.game import Game, Outcome, Rival, State, action_parts
from ..core.log import Log, QuietLog
from ..core.options import Option
from ..core.registry import register
from ..core.rng import Rng
from . import acts, deck, hidden
from .acts import FINAL_ROUND, Phase, Step
from .data import CARDS, CITY, DRAFT, LEVELS, PARK_NAMES, ROUNDS, THEMES, TROPHIES, reference
from .messages import LOG_ARGS, MESSAGES, REASONS
from .setup import OPTIONS, choose_sets, deal, schedule, seats_of, table
from .tournament import final_match, match_phase, two_team_winners

#: the names the bots, the observation and the package import from here
__all__ = ["CODEC", "ID", "SECRETS", "VERSION", "Act", "Challengers", "ChallengersState", "Phase"]

ID = "challengers"
VERSION = 1

i18n.register(ID, MESSAGES)


@register
class Challengers(Game[Act]):
    """Challengers! for 1–8 players: options (sets, robot level, solo objectives), set-up (§3), action texts."""

    id = ID
    title: ClassVar[Mapping[str, str]] = {"en": "Challengers!", "ja": "チャレンジャーズ！"}
    min_players = 1
    max_players = 8
    max_actions = 4000
    log_args: ClassVar[Mapping[str, str]] = LOG_ARGS
    log_words: ClassVar[Mapping[str, Mapping[Any, Any]]] = {
        "card": CARDS,
        "park": dict(enumerate(PARK_NAMES)),
        "reason": REASONS,
    }
    playout_weights: ClassVar[Mapping[str, float]] = {"remove": 0.15, "redraw": 0.3}

    def options(self) -> Sequence[Option]:
        return OPTIONS

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> ChallengersState:
        s = ChallengersState.blank(self, players, options, rng, choose_sets(options, rng))
        deal(s)
        return s

    def parse_action(self, text: str) -> Act:
        return acts.parse(text)

    def action_parts(self, action: Act) -> dict[str, Any]:
        if action.verb == "offer":
            return action_parts(str(action), "offer", ("level", action.args[0]))
        if action.args:
            return action_parts(str(action), action.verb, ("card", action.args[0]))
        return action_parts(str(action), action.verb)

    def reference(self) -> dict[str, Any]:
        return reference()

    def describe(self, entry: Mapping[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
        """A log line in words; a ``team`` that is the robot reads "Robot"."""

        def words(kind: str, value: Any, lng: str) -> str:
            if kind == "team" and isinstance(value, int) and not isinstance(value, bool):
                if names is not None and value < len(names):
                    return log_.word("seat", value, lng, names, None)
                robot = entry.get("args", {}).get("robot")
                if (robot is not None and value == robot) or (names is not None and value >= len(names)):
                    return "ロボット" if lng == "ja" else "Robot"
                return log_.word("seat", value, lng, names, None)
            return self.log_word(kind, value, lng)

        return log_.describe(entry, lang, names, self.log_args, words)

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> ChallengersState:
        return hidden.determinize(self, observation, player, rng)


class ChallengersState(State[Act]):
    """A tournament in progress: teams, decks and piles, the Deck Phase of each seat, trophies and fans, matches."""

    game: Challengers

    def __init__(self) -> None:  # filled by blank()
        pass

    @classmethod
    def blank(
        cls, game: Challengers, players: int, options: dict[str, Any], rng: Rng, sets: Sequence[str]
    ) -> ChallengersState:
        """A state with the teams, parks, plans and empty piles of a game, before any card is dealt (§3)."""
        s = cls()
        s.game, s.players, s.options, s.rng = game, players, options, rng
        s.sets = tuple(sets)
        _fresh(s)
        s.plans = list(range(s.seats))
        s.trophy_values = [list(t) for t in TROPHIES]
        s.holders = [[-1] * 4 for _ in range(ROUNDS)]  # team, -1 not yet won, -2 discarded (the NPC won)
        s.revealed = False  # 3–8 players: trophy values revealed after round 7
        s.fans = [0] * s.seats
        s.round = 0
        s.phase = Phase.DECK
        s.piles = {lv: [] for lv in LEVELS}
        s.discards = {lv: [] for lv in LEVELS}
        s.decks = [[] for _ in range(s.seats)]
        s.box = []
        s.steps = [Step.WAIT] * players
        s.offer = [-1] * players  # index into the round's offers, -1 none yet
        s.display = [[] for _ in range(players)]
        s.picks_left = [0] * players
        s.redrawn = [False] * players
        s.picked = [[] for _ in range(players)]
        s.removed = [[] for _ in range(players)]
        s.dup_choices = [[] for _ in range(players)]
        s.matches = []
        s.history = []
        s.final = None
        s.winners = None
        s.draws = 0
        s.log = Log(ID)
        return s

    # attributes (declared for mypy)
    players: int
    options: dict[str, Any]
    rng: Rng
    sets: tuple[str, ...]
    seats: int
    npc: int | None
    cards: tuple[str, ...]
    plans: list[int]
    trophy_values: list[list[int]]
    holders: list[list[int]]
    revealed: bool
    fans: list[int]
    round: int
    phase: Phase
    piles: dict[str, list[int]]
    discards: dict[str, list[int]]
    decks: list[list[int]]
    box: list[int]
    steps: list[Step]
    offer: list[int]
    display: list[list[int]]
    picks_left: list[int]
    redrawn: list[bool]
    picked: list[list[str]]
    removed: list[list[str]]
    dup_choices: list[list[str]]
    matches: list[dict[str, Any]]
    history: list[dict[str, Any]]
    final: dict[str, Any] | None
    winners: tuple[int, ...] | None
    draws: int
    log: Log

    # -- helpers ---------------------------------------------------------------------------------
    def offers(self) -> tuple[tuple[str, int], ...]:
        """The round's offers (§2.5): each a level pile and how many cards to pick from it; none outside rounds 1–7."""
        return DRAFT[self.round - 1] if 1 <= self.round <= ROUNDS else ()

    def parks(self) -> int:
        """How many parks (matches a round) there are: one for each two teams."""
        return self.seats // 2

    def schedule(self) -> list[list[list[int]]]:
        """Who meets whom: for each round, for each park, its two teams (§2.4)."""
        return schedule(self.seats, self.plans)

    def trophies_of(self, team: int) -> list[tuple[int, int]]:
        """(round, park) of every trophy ``team`` holds."""
        return [(r + 1, k) for r in range(ROUNDS) for k in range(4) if self.holders[r][k] == team]

    def total(self, team: int) -> int:
        """``team``'s fans: fan tokens plus the fans on its trophies (§7)."""
        return self.fans[team] + sum(self.trophy_values[r - 1][k] for r, k in self.trophies_of(team))

    def trophy_public(self, r: int, k: int) -> bool:
        """Whether the fans of round ``r``'s trophy at park ``k`` are known to everybody."""
        h = self.holders[r - 1][k]
        if h < 0:
            return False
        return self.seats == 2 or self.revealed

    def human(self, team: int) -> bool:
        """Whether ``team`` is a player's team (not the robot)."""
        return team < self.players

    def level_of(self, p: int) -> str:
        """The level (A, B or C) of the offer player ``p`` chose this round."""
        return self.offers()[self.offer[p]][0]

    # -- the contract --------------------------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.OVER:
            return ()
        return tuple(p for p in range(self.players) if self.steps[p] is not Step.WAIT)

    def legal_actions(self, player: int) -> list[Act]:
        return acts.legal_actions(self, player)

    def why_illegal(self, player: int, action: Act) -> str | None:
        return acts.why_illegal(self, player, action)

    def _apply(self, player: int, action: Act) -> ChallengersState:
        s = self.copy()
        s._play(player, action)
        return s

    def advance(self, player: int, action: Act) -> ChallengersState:
        """The action played on this very state (``State.advance``: a playout's own state)."""
        self._play(player, action)
        return self

    def _play(self, player: int, action: Act) -> None:
        """Carry out a legal ``action`` on this state (a fresh copy, or a playout's own state).

        The last ``done`` of a Deck Phase plays the Match Phase (or the final).
        """
        deck.act(self, player, action)
        if action.verb == "done" and not self.active_players():
            if self.phase is Phase.FINAL:
                final_match(self)
            else:
                match_phase(self)

    def keys(self, ids: Sequence[int]) -> list[str]:
        """The card keys of card ids ``ids``."""
        return [self.cards[i] for i in ids]

    def reveals(self, player: int, action: Act, after: State[Act]) -> bool:
        """Undo stops at draws (the display shows new cards) and at the Match Phase (shuffles)."""
        if isinstance(after, ChallengersState) and after.draws != self.draws:
            return True
        return self.rng_state() != after.rng_state()

    def chapters(self) -> dict[str, int]:
        return {"round": self.round} if self.round else {}

    def chapter_name(self, kind: str) -> Mapping[str, Any]:
        """Rounds 1–7 by number; the round after them is the final."""
        if self.round == FINAL_ROUND:
            return {"key": f"{ID}.chapter.final", "args": {}}
        return super().chapter_name(kind)

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER or self.winners is None:
            return None
        detail: dict[str, Any] = {
            "fans": [self.total(t) for t in range(self.seats)],
            "tokens": list(self.fans),
            "trophies": [len(self.trophies_of(t)) for t in range(self.seats)],
            "npc": self.npc,
            "final": self.final,
        }
        rivals: tuple[Rival, ...] = ()
        if self.npc is not None and self.seats == 2:
            # solo: the robot is ranked with the player, and its win is a win (not "nobody wins")
            level = self.options["npc_level"]
            name = {lang: i18n.text(f"{ID}.robot_name", lang, level=level) for lang in i18n.LANGS}
            rivals = (Rival(name, float(self.total(self.npc)), self.npc in two_team_winners(self)),)
        return Outcome(tuple(float(self.total(p)) for p in range(self.players)), self.winners, detail, rivals)

    def observation(self, player: int | None) -> dict[str, Any]:
        from .observe import observe

        return observe(self, player)

    def has_hidden(self, player: int) -> bool:
        return True

    def for_playout(self) -> ChallengersState:
        """No log lines and no match replays: the rules read neither, nor does the search's rollout."""
        s = self.copy()
        s.log = QuietLog(self.log.namespace)
        return s

    def zones(self) -> dict[str, list[int]]:
        """Card ids per place (for conservation checks): every id is in exactly one."""
        z: dict[str, list[int]] = {}
        for lv in LEVELS:
            z[f"pile {lv}"] = list(self.piles[lv])
            z[f"discard {lv}"] = list(self.discards[lv])
        for t in range(self.seats):
            z[f"deck {t}"] = list(self.decks[t])
        for p in range(self.players):
            z[f"display {p}"] = list(self.display[p])
        z["box"] = list(self.box)
        return z


def _fresh(s: ChallengersState) -> None:
    """What the sets and the player count make of the game: its teams, robot and card ids (not saved)."""
    s.seats, s.npc, s.cards = table(s.sets, s.players)


def _check(s: ChallengersState) -> None:
    """A loaded state as a whole: the sets, the plans, one pile per level, every card in exactly one place."""
    if s.sets[0] != CITY or len(set(s.sets)) != 6:
        raise InvalidSave("the sets must be the City and 5 different themed sets")
    if sorted(s.plans) != list(range(s.seats)):
        raise InvalidSave("every team needs its own tournament plan")
    if list(s.piles) != list(LEVELS) or list(s.discards) != list(LEVELS):
        raise InvalidSave(f"the piles and the discard piles are one per level {', '.join(LEVELS)}")
    placed = [*s.box, *(i for d in s.decks for i in d), *(i for d in s.display for i in d)]
    for lv in LEVELS:
        placed += s.piles[lv] + s.discards[lv]
    if sorted(placed) != list(range(len(s.cards))):
        raise InvalidSave("the saved cards are not each in exactly one place")


def _teams(ctx: Ctx) -> int:
    return seats_of(ctx.players)


def _last_team(ctx: Ctx) -> int:
    return seats_of(ctx.players) - 1


def _trophies(st: ChallengersState) -> list[tuple[int, int]]:
    return [(r, k) for r in range(len(st.trophy_values)) for k in range(len(st.trophy_values[r]))]


#: the secrets of §10: the level piles and discard piles and the box, nobody's; each display and deck its own
#: seat's (the robot's deck nobody's); the fans of a trophy nobody's until they are public
_PILES = Hide(parts=lambda st: LEVELS)  # one part per level
_DECKS = Hide(parts=lambda st: range(st.seats), seen_by=lambda st, t: (t,) if st.human(t) else ())
_FANS = Hide(
    parts=_trophies,
    seen_by=lambda st, rk: (*range(st.players), None) if st.trophy_public(rk[0] + 1, rk[1]) else (),
    read=lambda st, rk: st.trophy_values[rk[0]][rk[1]],
)
_ids = List(Int(0))  # card ids: below the card count, each in one place (_check)
_levels = Map(_ids, keys=Str(LEVELS))
_names = seats(List(Str(CARDS)))
_records = Data(check=F.items, shared=True)  # match records: the rules replace them, never change them
#: the state's fields, declared once (the saved dict's keys, in order; version 1)
ChallengersState.codec = CODEC = Codec(
    ChallengersState,
    VERSION,
    (
        Field("sets", List(Str((CITY, *THEMES)), length=6, frozen=True)),
        Field("plans", List(Int(0, _last_team), length=_teams)),
        Field("trophy_values", List(List(Int(0, 20), length=4), length=ROUNDS), secret=_FANS),
        Field("holders", List(List(Int(-2, _last_team), length=4), length=ROUNDS)),  # -1 not won, -2 discarded
        Field("revealed", Bool()),
        Field("fans", List(Int(0, 10_000), length=_teams)),
        Field("round", Int(0, FINAL_ROUND)),
        Field("phase", Member(Phase)),
        Field("piles", _levels, secret=_PILES),
        Field("discards", _levels, secret=_PILES),
        Field("decks", List(_ids, length=_teams), secret=_DECKS),
        Field("box", _ids, secret=NOBODY),
        Field("steps", seats(Member(Step))),
        Field("offer", seats(Int(-1, 1))),
        Field("display", seats(_ids), secret=OWN),
        Field("picks_left", seats(Int(0, 2))),
        Field("redrawn", seats(Bool())),
        Field("picked", _names),
        Field("removed", _names),
        Field("dup_choices", _names),
        Field("matches", _records),
        Field("history", _records),
        Field("final", Maybe(Data(check=F.record, shared=True))),
        Field("winners", Maybe(List(Int(0, SEAT), frozen=True))),
        Field("draws", Int(0)),
        Field("log", log(ID), default=lambda c: Log(ID), position=False),
    ),
    fresh=_fresh,
    check=_check,
)

#: the secrets of Challengers! (docs/rules/challengers.md §10), read by the observation (:mod:`.observe`), dealt
#: again by the one dealer (:func:`.hidden.redeal`) that ``resample_hidden`` and ``determinize`` share
ChallengersState.privacy = SECRETS = CODEC.secrets(deal=hidden.redeal)
