"""Challengers! rules: set-up, the Deck Phase, the Match Phase, trophies, the end (docs/rules/challengers.md §3–§7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from ..core import i18n
from ..core import log as log_
from ..core.errors import IllegalAction
from ..core.game import Game, Outcome, Rival, State, action_parts
from ..core.hidden import Secret, Secrets
from ..core.log import Log, QuietLog
from ..core.options import Choice, Option
from ..core.registry import register
from ..core.rng import Rng
from .data import (
    CARDS,
    CITY,
    DRAFT,
    EFFECT_NAMES,
    KEYWORD_NAMES,
    KEYWORD_TEXT,
    LEAD,
    LEVELS,
    NPC_LEVELS,
    PARK_NAMES,
    PLANS,
    ROBOT_R,
    ROBOT_SOLO,
    ROBOT_STARTERS,
    ROUNDS,
    ROWS,
    SET_NAMES,
    STARTER_DECK,
    THEMES,
    TROPHIES,
    card_table,
)
from .match import play
from .messages import LOG_ARGS, MESSAGES

ID = "challengers"
VERSION = 1
FINAL_ROUND = ROUNDS + 1

from ..core.i18n import register as _register_messages  # noqa: E402

_register_messages(ID, MESSAGES)


class Phase(Enum):
    """Where the tournament stands (§4, §7): the Deck Phase of a round, the final's Deck Phase, or the end."""

    DECK = "deck"  #: rounds 1–7: the Deck Phase (simultaneous); matches resolve when the last player is done
    FINAL = "final_deck"  #: 3–8 players: the two finalists may remove cards, then the final
    OVER = "over"


class Step(Enum):
    """Where one seat is in its Deck Phase."""

    OFFER = "offer"  #: choose one of two offers
    PICK = "pick"  #: pick from the display (or redraw)
    DUPLICATE = "duplicate"  #: UFO: name an A card of the deck
    REMOVE = "remove"  #: optional removal, then done
    WAIT = "wait"  #: finished (or a spectator of the final)


VERBS = ("offer", "pick", "redraw", "duplicate", "remove", "done")


@dataclass(frozen=True, order=True)
class Act:
    """One action: ``offer A``, ``pick vendor``, ``redraw``, ``duplicate vendor``, ``remove newcomer``, ``done``."""

    verb: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.arg}" if self.arg else self.verb

    @property
    def kind(self) -> str:
        """The action's kind for random playouts' weights: its verb."""
        return self.verb


#: one shared action per card for the long lists (a playout lists the legal moves at every step)
_PICK = {k: Act("pick", k) for k in CARDS}
_REMOVE = {k: Act("remove", k) for k in CARDS}
_REDRAW, _DONE = Act("redraw"), Act("done")


def build_cards(sets: Sequence[str], humans: int, npc: bool) -> tuple[str, ...]:
    """The card key of every card id of a game: the piles' cards, the starters per human, the robot set."""
    keys: list[str] = []
    for row in ROWS:
        if row.set in sets and row.level in LEVELS:
            keys += [row.key] * row.copies
    for _ in range(humans):
        keys += STARTER_DECK
    if npc:
        keys += ROBOT_STARTERS + ROBOT_R + ROBOT_SOLO
    return tuple(keys)


def seats_of(players: int) -> int:
    """The teams of a game: the players, plus the robot when their number is odd (§3)."""
    return players + (players % 2)


def schedule(seats: int, plans: Sequence[int]) -> list[list[list[int]]]:
    """For each round, for each park, the two teams meeting there (team = seat index; ``plans[team]`` its plan)."""
    out: list[list[list[int]]] = []
    table = PLANS[seats]
    for r in range(ROUNDS):
        parks: list[list[int]] = [[] for _ in range(seats // 2)]
        for team in range(seats):
            parks[table[plans[team]][r]].append(team)
        out.append(parks)
    return out


@register
class Challengers(Game[Act]):
    """Challengers! for 1–8 players: options (sets, robot level, solo objectives), set-up (§3), action texts."""

    id = ID
    title: ClassVar[Mapping[str, str]] = {"en": "Challengers!", "ja": "チャレンジャーズ！"}
    min_players = 1
    max_players = 8
    max_actions = 4000
    log_args: ClassVar[Mapping[str, str]] = LOG_ARGS
    playout_weights: ClassVar[Mapping[str, float]] = {"remove": 0.15, "redraw": 0.3}

    def options(self) -> Sequence[Option]:
        levels = tuple(
            Choice(
                n,
                {"en": f"{n} (not recommended in multiplayer)", "ja": f"{n}（マルチプレイ非推奨）"}
                if n >= 4
                else {"en": str(n), "ja": str(n)},
                # offered at every count with the robot, but a change from solo does not keep it
                players=(1,) if n >= 4 else (),
            )
            for n in NPC_LEVELS
        )
        left = (
            Choice("random", {"en": "Random", "ja": "ランダム"}),
            *(Choice(t, SET_NAMES[t]) for t in THEMES),
        )
        return (
            Option(
                "npc_level",
                {"en": "Robot difficulty", "ja": "ロボットの難易度"},
                "choice",
                2,
                choices=levels,
                help={
                    "en": "Odd player counts add a robot team. Levels 4 and 5 are not recommended in multiplayer.",
                    "ja": "奇数人数ではロボットが加わります。レベル4と5はマルチプレイでは非推奨です。",
                },
                # the robot plays only at odd counts
                players=tuple(range(1, self.max_players + 1, 2)),
            ),
            Option(
                "solo_objectives",
                {"en": "Solo special objectives", "ja": "ソロ特別目標"},
                "bool",
                False,
                help={
                    "en": "Solo only: SOLO cards join the robot's deck.",
                    "ja": "ソロのみ：ロボットのデッキにソロカードが加わります。",
                },
                players=(1,),
            ),
            Option(
                "left_out",
                {"en": "Set left out", "ja": "使わないセット"},
                "choice",
                "random",
                choices=left,
                help={"en": "5 of the 6 themed sets are used.", "ja": "6つの追加セットのうち5つを使います。"},
            ),
        )

    # -- set-up ----------------------------------------------------------------------------------
    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> ChallengersState:
        left = options["left_out"]
        if left == "random":
            left = THEMES[rng.randbelow(len(THEMES))]
        sets = (CITY, *(t for t in THEMES if t != left))
        s = ChallengersState.blank(self, players, options, rng, sets)
        seats = s.seats
        plans = list(range(seats))
        rng.shuffle(plans)
        s.plans = plans
        # trophies: each round's four shuffled, dealt to the parks in use (park 0 first)
        s.trophy_values = []
        for values in TROPHIES:
            row = list(values)
            rng.shuffle(row)
            s.trophy_values.append(row)
        # piles
        for i, key in enumerate(s.cards):
            c = CARDS[key]
            if c.level in LEVELS:
                s.piles[c.level].append(i)
        for level in LEVELS:
            rng.shuffle(s.piles[level])
        # decks: starters per human, the robot's fixed deck (§2.2)
        ids = [i for i, k in enumerate(s.cards) if CARDS[k].level == "S"]
        for p in range(players):
            s.decks[p] = ids[p * 6 : p * 6 + 6]
        if s.npc is not None:
            level = options["npc_level"]
            starters = [i for i, k in enumerate(s.cards) if CARDS[k].level == "RS"]
            starters.sort(key=lambda i: (CARDS[s.cards[i]].power, i))
            r_cards = [i for i, k in enumerate(s.cards) if CARDS[k].level == "R"]
            solo = [i for i, k in enumerate(s.cards) if CARDS[k].level == "SOLO"]
            chosen = rng.sample(r_cards, level - 1)
            deck = starters[level - 1 :] + chosen
            if options["solo_objectives"] and players == 1:
                deck += rng.sample(solo, (level + 1) // 2)
            s.decks[s.npc] = sorted(deck)
            s.box = sorted(set(starters + r_cards + solo) - set(deck))
        s.start_round(1)
        return s

    def parse_action(self, text: str) -> Act:
        verb, _, arg = text.partition(" ")
        if verb not in VERBS:
            raise IllegalAction(
                f"not a move of Challengers!: {text[:40]!r} (moves: offer, pick, redraw, duplicate, remove, done)"
            )
        if verb in ("redraw", "done"):
            if arg:
                raise IllegalAction(f"'{verb}' takes nothing after it: {text[:40]!r}")
            return Act(verb)
        if verb == "offer":
            if arg not in LEVELS:
                raise IllegalAction(f"an offer is A, B or C, not {arg[:10]!r}")
            return Act(verb, arg)
        if arg not in CARDS:
            raise IllegalAction(f"no card {arg[:30]!r} (cards are named by their key, e.g. 'pick vendor')")
        return Act(verb, arg)

    def action_parts(self, action: Act) -> dict[str, Any]:
        if action.verb == "offer":
            return action_parts(str(action), "offer", ("level", action.arg))
        if action.arg:
            return action_parts(str(action), action.verb, ("card", action.arg))
        return action_parts(str(action), action.verb)

    def _from_dict(self, data: Mapping[str, Any]) -> ChallengersState:
        from .save import read_state

        return read_state(self, data, VERSION)

    def reference(self) -> dict[str, Any]:
        """The rules help's tables, read from the data the rules use.

        >>> ref = Challengers.registered().reference()
        >>> len(ref["cards"]), ref["draft"][2]
        (87, [{'level': 'A', 'picks': 2}, {'level': 'B', 'picks': 1}])
        """
        return {
            "cards": card_table(),
            "sets": [{"key": k, "name": dict(v)} for k, v in SET_NAMES.items()],
            "keywords": [
                {"key": k, "name": dict(KEYWORD_NAMES[k]), "text": dict(KEYWORD_TEXT[k])} for k in KEYWORD_NAMES
            ],
            "draft": [[{"level": lv, "picks": n} for lv, n in offers] for offers in DRAFT],
            "trophies": [list(t) for t in TROPHIES],
            "plans": {str(k): [list(p) for p in v] for k, v in PLANS.items()},
            "parks": [{"key": i, "name": dict(n)} for i, n in enumerate(PARK_NAMES)],
            "npc_levels": [
                {
                    "level": n,
                    "not_recommended_multiplayer": n >= 4,
                    "deck": {
                        "en": f"{6 - (n - 1)} robot starters + {n - 1} random R cards"
                        + f" (+{(n + 1) // 2} SOLO with special objectives)",
                        "ja": f"ロボットスターター{6 - (n - 1)}枚＋ランダムなRカード{n - 1}枚"
                        + f"（ソロ特別目標ではソロカード+{(n + 1) // 2}枚）",
                    },
                }
                for n in NPC_LEVELS
            ],
            "effects": [{"key": k, "name": dict(v)} for k, v in EFFECT_NAMES.items()],
            "lead": LEAD,
        }

    @classmethod
    def registered(cls) -> Challengers:
        """The registered Challengers! game object."""
        from ..core.registry import get_game

        game = get_game(ID)
        if not isinstance(game, Challengers):  # pragma: no cover
            raise TypeError("challengers is not registered")
        return game

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        if kind == "card" and isinstance(value, str) and value in CARDS:
            c = CARDS[value]
            return c.ja if lang == "ja" else c.en
        if kind == "park" and isinstance(value, int) and 0 <= value < len(PARK_NAMES):
            return PARK_NAMES[value]["ja" if lang == "ja" else "en"]
        if kind == "reason" and isinstance(value, str):
            from .messages import REASONS

            words = REASONS.get(value)
            if words:
                return words["ja" if lang == "ja" else "en"]
        return str(value)

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
        from .hidden import determinize

        return determinize(self, observation, player, rng)


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
        s.seats = seats_of(players)
        s.npc = players if players % 2 else None
        s.cards = build_cards(s.sets, players, s.npc is not None)
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

    def copy(self) -> ChallengersState:
        """An independent copy to apply the next action to."""
        s = ChallengersState()
        s.__dict__.update(self.__dict__)
        s.rng = self.rng.copy()
        s.plans = list(self.plans)
        s.trophy_values = [list(r) for r in self.trophy_values]
        s.holders = [list(r) for r in self.holders]
        s.fans = list(self.fans)
        s.piles = {k: list(v) for k, v in self.piles.items()}
        s.discards = {k: list(v) for k, v in self.discards.items()}
        s.decks = [list(d) for d in self.decks]
        s.box = list(self.box)
        s.steps = list(self.steps)
        s.offer = list(self.offer)
        s.display = [list(d) for d in self.display]
        s.picks_left = list(self.picks_left)
        s.redrawn = list(self.redrawn)
        s.picked = [list(d) for d in self.picked]
        s.removed = [list(d) for d in self.removed]
        s.dup_choices = [list(d) for d in self.dup_choices]
        s.matches = list(self.matches)
        s.history = list(self.history)
        s.log = self.log.copy()
        return s

    # -- helpers ---------------------------------------------------------------------------------
    def key(self, i: int) -> str:
        """The card key (its kind) of card id ``i``."""
        return self.cards[i]

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

    def trophy_fans(self, team: int) -> int:
        """The fans on the trophies ``team`` holds (§7)."""
        return sum(self.trophy_values[r - 1][k] for r, k in self.trophies_of(team))

    def total(self, team: int) -> int:
        """``team``'s fans: fan tokens plus the fans on its trophies (§7)."""
        return self.fans[team] + self.trophy_fans(team)

    def trophy_public(self, r: int, k: int) -> bool:
        """Whether the fans of round ``r``'s trophy at park ``k`` are known to everybody."""
        h = self.holders[r - 1][k]
        if h < 0:
            return False
        return self.seats == 2 or self.revealed

    def human(self, team: int) -> bool:
        """Whether ``team`` is a player's team (not the robot)."""
        return team < self.players

    # -- the Deck Phase ----------------------------------------------------------------------------
    def start_round(self, r: int) -> None:
        """Begin the Deck Phase of round ``r`` (§4, step 1): every player chooses an offer next."""
        self.round = r
        self.phase = Phase.DECK
        self.log.say("round", round=r)
        offers = self.offers()
        for p in range(self.players):
            self.picked[p] = []
            self.removed[p] = []
            self.redrawn[p] = False
            self.display[p] = []
            self.dup_choices[p] = []
            if len(offers) > 1:
                self.steps[p] = Step.OFFER
                self.offer[p] = -1
                self.picks_left[p] = 0
            else:
                self.offer[p] = 0
                self.steps[p] = Step.PICK
                self.picks_left[p] = offers[0][1]
        for p in range(self.players):
            if self.steps[p] is Step.PICK:
                self.draw_display(p)

    def level_of(self, p: int) -> str:
        """The level (A, B or C) of the offer player ``p`` chose this round."""
        return self.offers()[self.offer[p]][0]

    def draw(self, p: int, k: int) -> list[int]:
        """``k`` cards from ``p``'s level pile into its display (refilled from the discard pile when short)."""
        level = self.level_of(p)
        pile = self.piles[level]
        if len(pile) < k and self.discards[level]:
            under = self.discards[level]
            self.rng.shuffle(under)
            self.piles[level] = pile = under + pile  # the top is the end of the list
            self.discards[level] = []
        got = [pile.pop() for _ in range(min(k, len(pile)))]
        self.display[p] += got
        self.draws += 1
        return got

    def draw_display(self, p: int) -> None:
        """The 5-card display of ``p``, seen by ``p`` only."""
        got = self.draw(p, 5)
        self.log.say_secretly(
            ("drew", {"player": p, "n": len(got)}), {p: ("drew_own", {"player": p, "cards": self.keys(got)})}
        )
        self.after_pick(p)

    def after_pick(self, p: int) -> None:
        """Once the picks are made (or nothing is left to pick) the display goes to the discard pile."""
        if self.steps[p] is not Step.PICK:
            return
        if self.picks_left[p] <= 0 or not self.display[p]:
            self.discards[self.level_of(p)] += self.display[p]
            self.display[p] = []
            self.picks_left[p] = 0
            self.steps[p] = Step.REMOVE

    def add_to_deck(self, p: int, i: int) -> None:
        """Put card id ``i`` into ``p``'s deck (kept sorted: a deck has no order before a match)."""
        deck = self.decks[p]
        deck.append(i)
        deck.sort()

    def take_from(self, level: str, key: str) -> int | None:
        """One card ``key`` from the level pile, else its discard pile (searched, then that pile is shuffled)."""
        for where in (self.piles[level], self.discards[level]):
            for n, i in enumerate(where):
                if self.cards[i] == key:
                    where.pop(n)
                    self.rng.shuffle(where)
                    return i
        return None

    def a_names(self, p: int) -> list[str]:
        """The names of the level-A cards in ``p``'s deck (what a duplicate effect may copy)."""
        return sorted({self.cards[i] for i in self.decks[p] if CARDS[self.cards[i]].level == "A"})

    def duplicate(self, p: int, key: str) -> None:
        """Add another copy of the level-A card ``key`` to ``p``'s deck, from its pile or discard pile (§6.2)."""
        got = self.take_from("A", key)
        if got is not None:
            self.add_to_deck(p, got)
            self.log.say_secretly(("added", {"player": p}), {p: ("added_own", {"player": p, "card": key})})

    def on_picked(self, p: int, key: str) -> None:
        """Resolve the *when picked* effect of card ``key`` just picked by ``p`` (§4, §6.1)."""
        c = CARDS[key]
        if c.keyword != "picked":
            return
        if c.effect == "fans":
            self.fans[p] += c.n
            self.log.say("picked_fans", player=p, card=key, n=c.n)
        elif c.effect == "clones":
            got = self.take_from("B", key)
            if got is not None:
                self.add_to_deck(p, got)
                self.log.say_secretly(("added", {"player": p}), {p: ("added_own", {"player": p, "card": key})})
        elif c.effect == "duplicate":
            names = self.a_names(p)
            if len(names) == 1:
                self.duplicate(p, names[0])
            elif names:
                self.dup_choices[p] = names
                self.steps[p] = Step.DUPLICATE

    # -- the Match Phase -----------------------------------------------------------------------
    def play_match(self, a: int, b: int, park: int, final: bool) -> dict[str, Any]:
        """Play the match of teams ``a`` and ``b`` at ``park`` (§5) and award its trophy; the match's record."""
        decks = []
        for team in (a, b):
            deck = [self.cards[i] for i in self.decks[team]]
            self.rng.shuffle(deck)
            decks.append(deck)
        trophies = (len(self.trophies_of(a)), len(self.trophies_of(b)))
        first = self.rng.randbelow(2) if trophies[0] == trophies[1] else int(trophies[1] > trophies[0])
        r = play(
            decks[0],
            decks[1],
            holder=first,
            trophies=trophies,
            fans=[self.fans[a], self.fans[b]],
            teams=(a, b),
            record=not isinstance(self.log, QuietLog),  # a playout state (for_playout) keeps no replays
        )
        self.fans[a], self.fans[b] = r.fans
        winner, loser = (a, b) if r.winner == 0 else (b, a)
        record: dict[str, Any] = {
            "round": self.round,
            "park": park,
            "teams": [a, b],
            "first": (a, b)[first],
            "winner": winner,
            "loser": loser,
            "reason": r.reason,
            "trophy": None,
            "kept": False,
            "steps": r.steps,
        }
        self.log.say("match", park=park, team=a, opponent=b, winner=winner, reason=r.reason, robot=self.npc)
        if not final:
            kept = not (winner == self.npc and self.players > 1)
            self.holders[self.round - 1][park] = winner if kept else -2
            record["kept"] = kept
            if kept and self.seats == 2:
                fans = self.trophy_values[self.round - 1][park]
                record["trophy"] = {"round": self.round, "park": park, "fans": fans}
                self.log.say("trophy_fans", team=winner, round=self.round, park=park, fans=fans, robot=self.npc)
            elif kept:
                record["trophy"] = {"round": self.round, "park": park, "fans": None}
                self.log.say("trophy", team=winner, round=self.round, park=park, robot=self.npc)
            else:
                self.log.say("trophy_gone", round=self.round, park=park)
        return record

    def match_phase(self) -> None:
        """The Match Phase (§4, steps 2–5): every park's match, the lead check, then the next round or the end."""
        records = []
        for park, (a, b) in enumerate(self.schedule()[self.round - 1]):
            records.append(self.play_match(a, b, park, final=False))
        self.matches = records
        self.history = [
            *self.history,
            *({k: m[k] for k in ("round", "park", "teams", "winner", "reason")} for m in records),
        ]
        if self.seats == 2:
            leader = self.lead_winner()
            if leader is not None:
                self.log.say("lead", team=leader, n=abs(self.total(0) - self.total(1)), robot=self.npc)
                self.finish(self.humans_of((leader,)))
                return
            if self.round == ROUNDS:
                teams = self.two_team_winners()
                if len(teams) == 2:
                    self.log.say("tie", team=0, opponent=1, robot=self.npc)
                else:
                    self.log.say("won", team=teams[0], robot=self.npc)
                self.finish(self.humans_of(teams))
                return
            self.start_round(self.round + 1)
            return
        if self.round < ROUNDS:
            self.start_round(self.round + 1)
            return
        self.start_final()

    def lead_winner(self) -> int | None:
        """1–2 players: the team ahead by 11 fans or more, if any (docs/rules/challengers.md Decision 13)."""
        a, b = self.total(0), self.total(1)
        if abs(a - b) >= LEAD:
            return 0 if a > b else 1
        return None

    def rank_key(self, team: int) -> tuple[int, int, int]:
        """How ``team`` ranks for the final (§7): fans, then trophies, then its latest trophy's round."""
        held = self.trophies_of(team)
        return (self.total(team), len(held), max((r for r, _ in held), default=0))

    def two_team_winners(self) -> tuple[int, ...]:
        """1–2 players at the end: the winning teams, the solo robot included.

        An 11-fan lead wins; else (after round 7) most fans, then more trophies,
        then the highest-round trophy, else both share the win.
        """
        leader = self.lead_winner()
        if leader is not None:
            return (leader,)
        k0, k1 = self.rank_key(0), self.rank_key(1)
        if k0 == k1:
            return (0, 1)
        return (0,) if k0 > k1 else (1,)

    def humans_of(self, teams: tuple[int, ...]) -> tuple[int, ...]:
        """The players' teams among ``teams`` (the robot left out)."""
        return tuple(t for t in teams if self.human(t))

    def start_final(self) -> None:
        """After round 7 with 3–8 players (§7): reveal the fans, rank the players; the top two prepare a final."""
        self.revealed = True
        humans = list(range(self.players))
        for p in humans:
            self.log.say("reveal", player=p, fans=self.total(p), n=len(self.trophies_of(p)))
        tiebreak = list(humans)
        self.rng.shuffle(tiebreak)
        order = sorted(humans, key=lambda p: (self.rank_key(p), -tiebreak.index(p)), reverse=True)
        a, b = order[0], order[1]
        self.final = {
            "ranking": [
                {
                    "seat": p,
                    "fans": self.total(p),
                    "trophies": len(self.trophies_of(p)),
                    "best_round": self.rank_key(p)[2],
                }
                for p in order
            ],
            "finalists": [a, b],
            "match": None,
        }
        self.log.say("finalists", player=a, opponent=b)
        self.round = FINAL_ROUND
        self.phase = Phase.FINAL
        for p in humans:
            self.steps[p] = Step.REMOVE if p in (a, b) else Step.WAIT
            self.picked[p] = []
            self.removed[p] = []
            self.display[p] = []
            self.picks_left[p] = 0
            self.offer[p] = -1

    def final_match(self) -> None:
        """Play the final between the two finalists; its winner wins the game (§7)."""
        if self.final is None:  # pragma: no cover - the phase implies it
            raise IllegalAction("there is no final")
        a, b = self.final["finalists"]
        record = self.play_match(a, b, 0, final=True)
        self.matches = [record]
        self.final = {**self.final, "match": {k: record[k] for k in ("winner", "loser", "reason")}}
        self.history = [*self.history, {k: record[k] for k in ("round", "park", "teams", "winner", "reason")}]
        self.log.say("won", team=record["winner"], robot=self.npc)
        self.finish((record["winner"],))

    def finish(self, winners: tuple[int, ...]) -> None:
        """End the game with ``winners``."""
        self.phase = Phase.OVER
        self.winners = winners
        for p in range(self.players):
            self.steps[p] = Step.WAIT

    # -- the contract --------------------------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.OVER:
            return ()
        return tuple(p for p in range(self.players) if self.steps[p] is not Step.WAIT)

    def legal_actions(self, player: int) -> list[Act]:
        if self.phase is Phase.OVER or not 0 <= player < self.players:
            return []
        step = self.steps[player]
        if step is Step.OFFER:
            return sorted({Act("offer", lv) for lv, _ in self.offers()})
        # in the order of their texts: "pick …" before "redraw", "done" before "remove …"
        if step is Step.PICK:
            out = [_PICK[k] for k in sorted({self.cards[i] for i in self.display[player]})]
            if not self.redrawn[player]:
                out.append(_REDRAW)
            return out
        if step is Step.DUPLICATE:
            return [Act("duplicate", k) for k in self.dup_choices[player]]
        if step is Step.REMOVE:
            out = [_DONE]
            if len(self.decks[player]) > 1:
                out += [_REMOVE[k] for k in sorted({self.cards[i] for i in self.decks[player]})]
            return out
        return []

    def why_illegal(self, player: int, action: Act) -> str | None:
        step = self.steps[player] if 0 <= player < self.players else Step.WAIT
        v = action.verb
        if step is Step.WAIT:
            return "you have finished this Deck Phase" if self.phase is Phase.DECK else "you are not in the final"
        if v == "offer":
            if step is not Step.OFFER:
                return (
                    "the offer is already chosen"
                    if self.offers() and len(self.offers()) > 1
                    else "this round has one offer only"
                )
            return f"this round offers {' or '.join(lv for lv, _ in self.offers())}, not {action.arg}"
        if step is Step.OFFER:
            return "first choose one of the two offers"
        if v == "redraw":
            if step is Step.PICK and self.redrawn[player]:
                return "you may redraw only once per Deck Phase"
            return "you can redraw only while picking"
        if v == "pick":
            if step is not Step.PICK:
                return "your picks are made" if step is Step.REMOVE else "name the card to duplicate first"
            return f"{CARDS[action.arg].en} is not in your display"
        if v == "duplicate":
            if step is not Step.DUPLICATE:
                return "nothing to duplicate now"
            return f"{CARDS[action.arg].en} is not an A card of your deck"
        if v == "remove":
            if step is not Step.REMOVE:
                return "first finish your picks"
            if len(self.decks[player]) <= 1:
                return "your deck must keep at least 1 card"
            return f"there is no {CARDS[action.arg].en} ({action.arg}) in your deck"
        if v == "done":
            return "first finish your picks" if step in (Step.PICK, Step.DUPLICATE) else None
        return None

    def _apply(self, player: int, action: Act) -> ChallengersState:
        s = self.copy()
        s._play(player, action)
        return s

    def advance(self, player: int, action: Act) -> ChallengersState:
        """The action played on this very state (``State.advance``: a playout's own state)."""
        self._play(player, action)
        return self

    def _play(self, player: int, action: Act) -> None:
        """Carry out a legal ``action`` on this state (a fresh copy, or a playout's own state)."""
        s = self
        p, v, arg = player, action.verb, action.arg
        if v == "offer":
            s.offer[p] = next(n for n, (lv, _) in enumerate(s.offers()) if lv == arg)
            s.picks_left[p] = s.offers()[s.offer[p]][1]
            s.steps[p] = Step.PICK
            s.log.say("offer", player=p, level=arg, n=s.picks_left[p])
            s.draw_display(p)
        elif v == "pick":
            i = next(i for i in s.display[p] if s.cards[i] == arg)
            s.display[p].remove(i)
            s.add_to_deck(p, i)
            s.picked[p].append(arg)
            s.picks_left[p] -= 1
            s.log.say_secretly(("picked", {"player": p}), {p: ("picked_own", {"player": p, "card": arg})})
            s.on_picked(p, arg)
            s.after_pick(p)
        elif v == "redraw":
            level = s.level_of(p)
            n = len(s.display[p])
            s.discards[level] += s.display[p]
            s.display[p] = []
            s.redrawn[p] = True
            got = s.draw(p, n)
            s.log.say_secretly(
                ("redrew", {"player": p, "n": len(got)}), {p: ("redrew_own", {"player": p, "cards": s.keys(got)})}
            )
            s.after_pick(p)
        elif v == "duplicate":
            s.dup_choices[p] = []
            s.steps[p] = Step.PICK
            s.duplicate(p, arg)
            s.after_pick(p)
        elif v == "remove":
            i = next(i for i in s.decks[p] if s.cards[i] == arg)
            s.decks[p].remove(i)
            level = CARDS[arg].level
            if level in LEVELS:
                s.discards[level].append(i)
            else:
                s.box.append(i)
                s.box.sort()
            s.removed[p].append(arg)
            s.log.say_secretly(("removed", {"player": p}), {p: ("removed_own", {"player": p, "card": arg})})
        elif v == "done":
            s.steps[p] = Step.WAIT
            s.log.say("ready", player=p, n=len(s.decks[p]))
            if not s.active_players():
                if s.phase is Phase.FINAL:
                    s.final_match()
                else:
                    s.match_phase()

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
            rivals = (Rival(name, float(self.total(self.npc)), self.npc in self.two_team_winners()),)
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

    def _redeal(self, player: int, rng: Rng) -> ChallengersState:
        """The dealer of :data:`SECRETS` (:func:`.hidden.resample`)."""
        from .hidden import resample

        return resample(self, player, rng)

    def rng_state(self) -> int:
        return self.rng.state

    def to_dict(self) -> dict[str, Any]:
        from .save import write_state

        return write_state(self, VERSION)

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


def deck_counts(state: ChallengersState, team: int) -> Counter[str]:
    """How many of each card key ``team``'s deck holds."""
    return Counter(state.cards[i] for i in state.decks[team])


def _trophies(st: ChallengersState) -> list[tuple[int, int]]:
    return [(r, k) for r in range(len(st.trophy_values)) for k in range(len(st.trophy_values[r]))]


#: the secrets of Challengers! (docs/rules/challengers.md §10, :mod:`.hidden`): the level piles and discard piles,
#: nobody's; each display and deck, its own seat's (the robot's deck nobody's); the fans of a
#: trophy, nobody's until they are public; the box, whose robot cards trade places with the robot's.
#: The observation (:mod:`.observe`) and the dealer (:func:`.hidden.resample`) both read it
SECRETS: Secrets[ChallengersState] = Secrets(
    secrets=(
        Secret("piles", parts=lambda st: LEVELS),
        Secret("discards", parts=lambda st: LEVELS),
        Secret("display", parts=lambda st: range(st.players), seen_by=lambda st, q: (q,)),
        Secret("decks", parts=lambda st: range(st.seats), seen_by=lambda st, t: (t,) if st.human(t) else ()),
        Secret(
            "trophy_values",
            parts=_trophies,
            seen_by=lambda st, rk: (*range(st.players), None) if st.trophy_public(rk[0] + 1, rk[1]) else (),
            read=lambda st, rk: st.trophy_values[rk[0]][rk[1]],
        ),
        Secret("box"),
    ),
    deal=ChallengersState._redeal,
)
ChallengersState.privacy = SECRETS
