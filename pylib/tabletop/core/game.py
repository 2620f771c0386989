"""The contract every game of the collection follows.

A game is a :class:`Game` (stateless: id, titles, options, parsing) that
makes immutable-by-convention :class:`State` values. ``state.apply(p, a)``
returns the next state and leaves ``state`` unchanged; illegal input raises
:class:`~tabletop.core.errors.IllegalAction` with a readable message.

Subclasses implement the ``_``-prefixed hooks; the public methods here add
the checks every game needs (parsing text actions, whose turn it is, the
game being over) so that no game re-implements them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

from . import i18n
from . import options as opt
from .errors import IllegalAction, InvalidOptions, InvalidSave
from .rng import Rng


@runtime_checkable
class Action(Protocol):
    """Any hashable value whose ``str()`` is its canonical text form."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``scores`` has one number per player; ``winners`` the winning seats
    (several on a shared win, none when everybody lost a co-operative game);
    ``detail`` is game-specific, JSON-ready.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    detail: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners), "detail": dict(self.detail)}


class Game(ABC):
    """A registered game: metadata, options and the factory of states."""

    id: ClassVar[str]
    title: ClassVar[Mapping[str, str]]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: a bound on the number of actions of any game, used by playout tests
    max_actions: ClassVar[int] = 10_000
    #: weights of action kinds (the first word of an action's text) in random
    #: playouts; kinds not listed weigh 1. Down-weighting kinds that undo
    #: progress (take, clear) keeps random games short.
    playout_weights: ClassVar[Mapping[str, float]] = {}

    # -- options --------------------------------------------------------
    def options(self) -> Sequence[opt.Option]:
        """The game's options (override); each has ja/en labels and a default."""
        return ()

    def options_schema(self) -> list[dict[str, Any]]:
        return opt.schema_json(self.options())

    def validate_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check ranges; games add cross-checks in :meth:`_check_options`."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidOptions("the number of players must be a whole number")
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                f"{self.title['en']} is for {self.min_players}–{self.max_players} players, not {players}"
            )
        full = opt.validate(self.options(), options)
        self._check_options(players, full)
        return full

    def _check_options(self, players: int, options: dict[str, Any]) -> None:  # noqa: B027
        """Cross-checks between options and the player count (override)."""

    # -- states ---------------------------------------------------------
    def new(self, players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
        """A new game; raises InvalidOptions for bad options."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise InvalidOptions("the seed must be a whole number from 0 to 2**64-1")
        full = self.validate_options(players, options)
        return self._new(players, full, Rng(seed))

    @abstractmethod
    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> State: ...

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action named by its canonical text; raises IllegalAction if malformed."""

    def from_dict(self, data: Mapping[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_dict`; raises InvalidSave if invalid."""
        if not isinstance(data, Mapping) or data.get("game") != self.id:
            raise InvalidSave(f"not a saved {self.id} state")
        try:
            return self._from_dict(data)
        except InvalidSave:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise InvalidSave(f"corrupt {self.id} state: {e}") from e

    @abstractmethod
    def _from_dict(self, data: Mapping[str, Any]) -> State: ...

    # -- bots -----------------------------------------------------------
    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> State:
        """A full state consistent with ``observation`` of ``player``.

        Search bots call this to sample the hidden information they cannot
        see. Games with hidden information override it; the default works
        for games whose observation is the whole state.
        """
        raise NotImplementedError(f"{self.id} does not support determinization")

    def heuristic_bot(self) -> Any:
        """The game's own heuristic bot, or None (override); search bots use it in rollouts."""
        return None

    def action_key(self, action: Any) -> Any:
        """What identifies ``action`` among the legal ones.

        Games with timed actions (text ending in ``@<ms>``) return the action
        without its stamp, so a bot may choose a legal action at a later time.
        """
        return action

    def reference(self) -> dict[str, Any]:
        """JSON tables for the game's rules help (override), read from the data the rules use.

        A view shows them (e.g. a formation or card list) through ``ctx.reference()``,
        so help never drifts from the rules.
        """
        return {}

    def describe(self, entry: Mapping[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
        """A log entry of this game in words of ``lang``, seats called ``names``.

        The default is :func:`tabletop.core.i18n.describe`; games whose log
        args carry their own ids (cards, rooms) override it. The shell shows
        exactly these lines.
        """
        return i18n.describe(entry, lang, names)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


class State(ABC):
    """A position of a game. Treat as immutable: ``apply`` returns a new one."""

    game: Game
    players: int

    # -- hooks ----------------------------------------------------------
    @abstractmethod
    def active_players(self) -> tuple[int, ...]:
        """Players who may act now; several in simultaneous phases; () when over."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[Any]:
        """Legal actions of ``player`` in a deterministic (sorted) order; [] if none."""

    @abstractmethod
    def _apply(self, player: int, action: Any) -> State:
        """Return the next state; raise IllegalAction if the rules forbid it."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once :meth:`is_over`; None before."""

    @abstractmethod
    def observation(self, player: int | None) -> dict[str, Any]:
        """JSON-ready view of the game for ``player`` (None: a spectator)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """Lossless JSON-ready dict including ``"game": <id>``."""

    def rng_state(self) -> int | None:
        """The state of the game's generator, if it has one (override)."""
        return None

    def reveals(self, player: int, action: Any, after: State) -> bool:
        """Whether ``action`` showed hidden information or drew a random result.

        Undo stops at such actions (BGA's policy). The default counts any
        use of the random generator; games add their own reveals.
        """
        return self.rng_state() != after.rng_state()

    # -- the public entry point ------------------------------------------
    def apply(self, player: int, action: Any) -> State:
        """The state after ``player`` does ``action`` (an action or its text)."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if self.is_over():
            raise IllegalAction("the game is over")
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.players:
            raise IllegalAction(f"there is no player {player!r}")
        if player not in self.active_players():
            raise IllegalAction(f"it is not player {player + 1}'s turn")
        return self._apply(player, action)

    def legal_texts(self, player: int) -> list[str]:
        return [str(a) for a in self.legal_actions(player)]
