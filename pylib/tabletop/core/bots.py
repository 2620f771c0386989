"""Bots: computer players that use the same API as people.

A bot is handed only what its seat may know: the game, the seat, that
seat's :meth:`~tabletop.core.game.State.observation` and its legal actions.
It never receives the true state. Search bots sample the hidden part with
:meth:`~tabletop.core.game.Game.determinize`.

Bots are registered per game under short names ("random", "heuristic",
"search") with a strength 1–3: the library's API (:func:`make_bot`), for
benches and scripts. Players choose a **level** 1–5 instead (:data:`LEVEL_NAMES`,
"Beginner" to "Expert"): each game declares its five levels in its bots module
with :func:`register_levels` (a :class:`LevelSpec` each: which registered bot,
its strength, a share of deliberate random moves, a one-line description), and
:func:`make_level` builds one. A game that declares none gets
:func:`default_levels` (random moves, then the generic search). Each level is
measured against the one below in ``bench/arena.py levels`` (``docs/bots.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from . import i18n
from .errors import IllegalAction
from .game import Game, State
from .rng import Rng


@dataclass(frozen=True)
class Seat:
    """What a bot may know when it must act."""

    game: Game[Any]
    player: int
    observation: Mapping[str, Any]
    legal: Sequence[Any]


class Bot(Protocol):
    """A computer player: ``choose`` picks one of a seat's legal actions from what that seat may see."""

    name: str

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """One of ``seat.legal``."""
        ...


class RandomBot:
    """Picks a legal action uniformly at random."""

    name = "random"

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """Any legal action, each as likely."""
        return rng.choice(seat.legal)


BotFactory = Callable[[int], Bot]
"""Makes a bot of a given strength (1 = weakest … 3 = strongest)."""


class RolloutPolicy(Protocol):
    """A fast move for search rollouts on a *sampled* full state: (state, player, rng, legal) -> action.

    ``legal`` is the player's legal moves when the caller has listed them already (the searches
    do); without it the policy lists them itself.
    """

    def __call__(self, state: State[Any], player: int, rng: Rng, legal: Sequence[Any] | None = None, /) -> Any: ...


_BOTS: dict[str, dict[str, BotFactory]] = {}
_ROLLOUTS: dict[str, RolloutPolicy] = {}


def register_rollout(game_id: str, policy: RolloutPolicy) -> None:
    """A game's fast rollout policy for the search bot (it lives with the game's bots)."""
    _ROLLOUTS[game_id] = policy


def rollout_policy(game_id: str) -> RolloutPolicy | None:
    """The game's fast move for search rollouts (:func:`register_rollout`), or None."""
    return _ROLLOUTS.get(game_id)


def heuristic_bot(game_id: str, strength: int = 2) -> Bot | None:
    """The game's registered "heuristic" bot, or None: what search plays out with."""
    factory = _BOTS.get(game_id, {}).get("heuristic")
    return factory(strength) if factory is not None else None


def register_bot(game_id: str, name: str, factory: BotFactory) -> None:
    """Make the bot ``name`` of ``game_id`` ("*": of every game) from ``factory(strength)``."""
    _BOTS.setdefault(game_id, {})[name] = factory


def bot_names(game_id: str) -> tuple[str, ...]:
    """Bots available for a game: its own first, then the generic ones."""
    own = tuple(_BOTS.get(game_id, {}))
    generic = tuple(n for n in _BOTS.get("*", {}) if n not in own)
    return own + generic


def make_bot(game_id: str, name: str = "random", strength: int = 2) -> Bot:
    """The bot ``name`` of the game (or a generic one) at ``strength``; ValueError naming the available bots."""
    for scope in (game_id, "*"):
        factory = _BOTS.get(scope, {}).get(name)
        if factory is not None:
            return factory(strength)
    raise ValueError(f"no bot {name!r} for {game_id}; available: {', '.join(bot_names(game_id))}")


def seat_of(state: State[Any], player: int) -> Seat:
    """The bot's-eye view of ``state`` for ``player`` (no hidden information)."""
    legal = state.legal_actions(player)
    if not legal:
        raise IllegalAction(f"player {player + 1} has nothing to do now")
    return Seat(state.game, player, state.observation(player), legal)


def bot_move(bot: Bot, state: State[Any], player: int, rng: Rng) -> Any:
    """Ask ``bot`` for ``player``'s action in ``state``; checks it is legal."""
    seat = seat_of(state, player)
    action = bot.choose(seat, rng)
    key = state.game.action_key
    if key(action) not in {key(a) for a in seat.legal}:
        raise IllegalAction(f"bot {bot.name} chose an illegal action {action}")
    return action


register_bot("*", "random", lambda strength: RandomBot())


# ---------------------------------------------------------------------------
# levels: what a player chooses

#: the levels a player chooses from
LEVELS: tuple[int, ...] = (1, 2, 3, 4, 5)

#: each level's name for players
LEVEL_NAMES: Mapping[int, Mapping[str, str]] = {
    1: {"en": "Beginner", "ja": "入門"},
    2: {"en": "Casual", "ja": "初級"},
    3: {"en": "Intermediate", "ja": "中級"},
    4: {"en": "Advanced", "ja": "上級"},
    5: {"en": "Expert", "ja": "達人"},
}

#: the level a new bot seat starts at on the set-up form
DEFAULT_LEVEL = 2


@dataclass(frozen=True)
class LevelSpec:
    """One level of a game's bot: a registered bot and strength, a share of deliberate
    random moves, and what it does in a line for players (``{"en", "ja"}``).

    ``build`` (optional) makes the bot instead of ``make_bot(game, bot, strength)``, for a
    budget no strength names; ``bot`` and ``strength`` still say what it is (and which
    level an old save's ``{name, strength}`` bot maps to, :func:`nearest_level`).
    """

    bot: str
    strength: int
    about: Mapping[str, str]
    epsilon: float = 0.0  #: the share of moves played at random (deliberate mistakes)
    build: Callable[[], Bot] | None = field(default=None, compare=False)


#: level 1 of a game whose random player needs no words of its own
RANDOM_LEVEL = LevelSpec("random", 1, {"en": "Plays at random.", "ja": "ランダムに指します。"})


class Blundering:
    """A bot that plays a random legal move with probability ``epsilon``, else ``inner``'s."""

    def __init__(self, inner: Bot, epsilon: float, name: str | None = None) -> None:
        self.inner = inner
        self.epsilon = epsilon
        self.name = name or f"{inner.name}~{epsilon:g}"

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """A random legal action with probability ``epsilon``, else the inner bot's choice."""
        if len(seat.legal) > 1 and rng.random() < self.epsilon:
            return rng.choice(seat.legal)
        return self.inner.choose(seat, rng)


_LEVELS: dict[str, dict[int, LevelSpec]] = {}


def register_levels(game_id: str, levels: Mapping[int, LevelSpec]) -> None:
    """Declare a game's five levels (keys exactly :data:`LEVELS`); their descriptions join the
    message catalog as ``<game_id>.bot_level.<n>`` (so the Japanese web font covers them)."""
    if tuple(sorted(levels)) != LEVELS:
        raise ValueError(f"{game_id}: levels must be exactly {LEVELS}, not {tuple(sorted(levels))}")
    _LEVELS[game_id] = dict(sorted(levels.items()))
    i18n.register(game_id, {f"bot_level.{n}": spec.about for n, spec in levels.items()})


def default_levels(game_id: str) -> dict[int, LevelSpec]:
    """The levels of a game that declares none: random moves, then the generic search."""

    def about(en: str, ja: str) -> Mapping[str, str]:
        return {"en": en, "ja": ja}

    return {
        1: RANDOM_LEVEL,
        2: LevelSpec(
            "search", 1, about("Looks a little ahead, often errs.", "少し先を読みますが、よく間違えます。"), 0.3
        ),
        3: LevelSpec("search", 1, about("Looks a little ahead.", "少し先を読みます。")),
        4: LevelSpec("search", 2, about("Looks ahead.", "先を読みます。")),
        5: LevelSpec("search", 3, about("Looks far ahead.", "じっくり先を読みます。")),
    }


def levels(game_id: str) -> dict[int, LevelSpec]:
    """The game's levels 1–5: its own (:func:`register_levels`) or :func:`default_levels`."""
    return dict(_LEVELS.get(game_id) or default_levels(game_id))


def make_level(game_id: str, level: int) -> Bot:
    """The bot of ``level`` (1–5) in ``game_id``."""
    table = levels(game_id)
    if level not in table or isinstance(level, bool):
        raise ValueError(f"no bot level {level!r} for {game_id}; levels are {LEVELS[0]}–{LEVELS[-1]}")
    spec = table[level]
    bot = spec.build() if spec.build is not None else make_bot(game_id, spec.bot, spec.strength)
    return Blundering(bot, spec.epsilon, f"level{level}") if spec.epsilon > 0 else bot


def nearest_level(game_id: str, name: str, strength: int = 2) -> int | None:
    """The level closest to an old ``{name, strength}`` bot (saves and links before levels),
    or None for a bot the game does not have. The same bot and strength without mistakes
    (and its plain budget) first, then the same bot at the nearest strength (the higher level
    on a tie), then
    "random" as level 1, "search" as the top level and any other bot the game has as the
    default level."""
    table = levels(game_id)
    same = [
        (abs(spec.strength - strength), spec.epsilon, spec.build is not None, -n)
        for n, spec in table.items()
        if spec.bot == name
    ]
    if same:
        return -min(same)[3]
    if name == "random":
        return LEVELS[0]
    if name == "search":
        return LEVELS[-1]
    if name in bot_names(game_id):
        return DEFAULT_LEVEL
    return None
