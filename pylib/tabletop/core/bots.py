"""Bots: computer players that use the same API as people.

A bot is handed only what its seat may know: the game, the seat, that
seat's :meth:`~tabletop.core.game.State.observation` and its legal actions.
It never receives the true state. Search bots sample the hidden part with
:meth:`~tabletop.core.game.Game.determinize`.

Bots are registered per game under short names ("random", "heuristic",
"search"); the app offers them on the options form with a strength.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

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
    name: str

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """One of ``seat.legal``."""
        ...


class RandomBot:
    """Picks a legal action uniformly at random."""

    name = "random"

    def choose(self, seat: Seat, rng: Rng) -> Any:
        return rng.choice(seat.legal)


BotFactory = Callable[[int], Bot]
"""Makes a bot of a given strength (1 = weakest … 3 = strongest)."""

RolloutPolicy = Callable[[State[Any], int, Rng], Any]
"""A fast move for search rollouts on a *sampled* full state: (state, player, rng) -> action."""

_BOTS: dict[str, dict[str, BotFactory]] = {}
_ROLLOUTS: dict[str, RolloutPolicy] = {}


def register_rollout(game_id: str, policy: RolloutPolicy) -> None:
    """A game's fast rollout policy for the search bot (it lives with the game's bots)."""
    _ROLLOUTS[game_id] = policy


def rollout_policy(game_id: str) -> RolloutPolicy | None:
    return _ROLLOUTS.get(game_id)


def heuristic_bot(game_id: str, strength: int = 2) -> Bot | None:
    """The game's registered "heuristic" bot, or None: what search plays out with."""
    factory = _BOTS.get(game_id, {}).get("heuristic")
    return factory(strength) if factory is not None else None


def register_bot(game_id: str, name: str, factory: BotFactory) -> None:
    _BOTS.setdefault(game_id, {})[name] = factory


def bot_names(game_id: str) -> tuple[str, ...]:
    """Bots available for a game: its own first, then the generic ones."""
    own = tuple(_BOTS.get(game_id, {}))
    generic = tuple(n for n in _BOTS.get("*", {}) if n not in own)
    return own + generic


def make_bot(game_id: str, name: str = "random", strength: int = 2) -> Bot:
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
