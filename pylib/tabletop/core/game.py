"""The contract every game of the collection follows.

A game is a :class:`Game` (stateless: id, titles, options, parsing) that
makes immutable-by-convention :class:`State` values. ``state.apply(p, a)``
returns the next state and leaves ``state`` unchanged; illegal input raises
:class:`~tabletop.core.errors.IllegalAction` with a readable message.

Subclasses implement the ``_``-prefixed hooks; the public methods here add
the checks every game needs (parsing text actions, whose turn it is, the
game being over, the action being one of :meth:`State.legal_actions`) so
that no game re-implements them. :meth:`State.apply` is the checked entry
point for people, saves and links; :meth:`State.push` is the unchecked one
for search bots that already picked from the legal actions (python-chess's
``push_uci`` and ``push``).

``Game`` and ``State`` are generic over the game's action type ``A``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar, runtime_checkable

from . import examples, i18n, position
from . import log as log_
from . import options as opt
from .errors import IllegalAction, InvalidOptions, InvalidSave
from .hidden import Secrets
from .rng import Rng
from .text import check_json_data, clean_action_text, excerpt

if TYPE_CHECKING:
    from .codec import Codec

#: the longest error message a corrupt state gives (the rest of a long quote is cut)
MAX_MESSAGE = 200

#: a game's action type: hashable, with its canonical text as ``str()``
A = TypeVar("A")


@runtime_checkable
class Action(Protocol):
    """Any hashable value whose ``str()`` is its canonical text form."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


@dataclass(frozen=True)
class Rival:
    """A side that is ranked with the seats but that no seat plays (Challengers!' solo robot).

    ``name`` is its name in each language (``{"ja", "en"}``), ``score`` is
    read like the seats' scores, ``won`` says whether it is among the winners.
    """

    name: Mapping[str, str]
    score: float
    won: bool

    def to_json(self) -> dict[str, Any]:
        """The rival as JSON, for the outcome a view shows."""
        return {"name": dict(self.name), "score": self.score, "won": self.won}


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``scores`` has one number per player; ``winners`` the winning seats
    (several on a shared win, none when everybody lost a co-operative game
    or when only a rival won); ``detail`` is game-specific, JSON-ready;
    ``rivals`` are the sides ranked with the seats that no seat plays
    (:class:`Rival`), so that a robot's win is a win and not "nobody wins".
    The JSON form carries ``rivals`` only when there are some.

    >>> Outcome((0.0,), (), rivals=(Rival({"en": "Robot", "ja": "ロボット"}, 12.0, True),)).to_json()["rivals"]
    [{'name': {'en': 'Robot', 'ja': 'ロボット'}, 'score': 12.0, 'won': True}]
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    detail: Mapping[str, Any] = field(default_factory=dict)
    rivals: tuple[Rival, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The outcome as JSON: ``scores``, ``winners``, ``detail`` and, when there are some, ``rivals``."""
        data: dict[str, Any] = {"scores": list(self.scores), "winners": list(self.winners), "detail": dict(self.detail)}
        if self.rivals:
            data["rivals"] = [r.to_json() for r in self.rivals]
        return data


def leaders(values: Sequence[float], among: Iterable[int] | None = None) -> tuple[int, ...]:
    """The seats (indices of ``values``) with the highest value, in order; of those ``among`` if given.

    >>> leaders([3, 7, 7, 1]), leaders([3, 7, 7, 1], among=(0, 3))
    ((1, 2), (0,))
    """
    seats = range(len(values)) if among is None else tuple(among)
    best = max(values[s] for s in seats)
    return tuple(s for s in seats if values[s] == best)


def action_parts(text: str, verb: str, *args: tuple[str, Any]) -> dict[str, Any]:
    """The structure of an action for a view: ``{text, verb, args: [{kind, value}]}``.

    Views match on these parts (chessops' ``dests``) instead of parsing the
    action grammar themselves.

    >>> action_parts("move 2,3", "move", ("cell", [2, 3]))
    {'text': 'move 2,3', 'verb': 'move', 'args': [{'kind': 'cell', 'value': [2, 3]}]}
    """
    return {"text": text, "verb": verb, "args": [{"kind": k, "value": v} for k, v in args]}


@contextmanager
def _options_named(schema: Sequence[opt.Option]) -> Iterator[None]:
    """Re-raise an InvalidOptions about one option as :func:`_option_named` makes it."""
    try:
        yield
    except InvalidOptions as e:
        named = _option_named(e, schema)
        if named is e:
            raise
        raise named from e


def _option_named(error: InvalidOptions, schema: Sequence[opt.Option]) -> InvalidOptions:
    """A game's error about one of its options that has no catalog key and starts with the
    option's key (``"position: unknown player 'p3'"``, a text option's parser): the same error
    with a key that names the option, so that a player reads which field to fix in their
    language. Any other error comes back as it is.

    >>> schema = [opt.Option("setup", {"en": "Deck", "ja": "山札"}, "text", "")]
    >>> e = _option_named(InvalidOptions("setup: 'x' is not a card"), schema)
    >>> str(e), e.key, e.args_
    ("setup: 'x' is not a card", 'core.error.option_text', {'option': {'en': 'Deck', 'ja': '山札'}})
    >>> _option_named(InvalidOptions("more teams than players"), schema).key is None
    True
    """
    if error.key is not None:
        return error
    head = str(error).split(":", 1)[0].strip()
    for option in schema:
        if option.key == head:
            return InvalidOptions(str(error), key="core.error.option_text", args={"option": dict(option.label)})
    return error


class Game(ABC, Generic[A]):
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
    #: True for a game where every seat sees everything; any other game's state
    #: must implement :meth:`State.resample_hidden` (the conformance suite checks)
    perfect_information: ClassVar[bool] = False
    #: the kind of each log argument name (see :mod:`tabletop.core.log`): "seat",
    #: "seats", "number", "words", "text", a kind of the game's own, "<kind>[]"
    log_args: ClassVar[Mapping[str, str]] = {}
    #: the game's own log kinds read from a table: kind -> {value: its words}, the words a
    #: ``{"ja", "en"}`` mapping or a record with ``ja`` and ``en`` (:func:`~.i18n.pick`)
    log_words: ClassVar[Mapping[str, Mapping[Any, Any]]] = {}

    @classmethod
    def registered(cls) -> Self:
        """The instance of this game class that ``@register`` made (``get_game(cls.id)``, typed)."""
        from .registry import get_game

        game = get_game(cls.id)
        if not isinstance(game, cls):
            raise TypeError(f"{cls.id} is registered as another game")
        return game

    # -- options --------------------------------------------------------
    def options(self) -> Sequence[opt.Option]:
        """The game's options (override); each has ja/en labels and a default."""
        return ()

    def option_list(self) -> tuple[opt.Option, ...]:
        """The game's :meth:`options`, then the ``start`` position every game takes (:mod:`.position`)."""
        return (*self.options(), position.START)

    def options_schema(self) -> list[dict[str, Any]]:
        """The options as JSON for the set-up form (:func:`tabletop.core.options.schema_json`)."""
        return opt.schema_json(self.option_list())

    def validate_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check ranges; games add cross-checks in :meth:`_check_options`."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidOptions("the number of players must be a whole number")
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                f"{self.title['en']} is for {self.min_players}–{self.max_players} players, not {players}"
            )
        full = opt.validate(self.option_list(), options)
        if not full[position.START.key]:
            del full[position.START.key]  # (saves from before the option stay as they were)
        with _options_named(self.options()):
            self._check_options(players, full)
        return full

    def _check_options(self, players: int, options: dict[str, Any]) -> None:
        """Cross-checks between options and the player count (override)."""

    # -- states ---------------------------------------------------------
    def new(self, players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> State[A]:
        """A new game; raises InvalidOptions for bad options."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise InvalidOptions("the seed must be a whole number from 0 to 2**64-1")
        full = self.validate_options(players, options)
        if position.START.key in full:
            return self.from_position(full[position.START.key], players=players, seed=seed)
        with _options_named(self.options()):  # (a text option may be read only here)
            return self._new(players, full, Rng(seed))

    def from_position(self, text: str, *, players: int | None = None, seed: int = 0) -> State[A]:
        """The state a position text describes (:mod:`tabletop.core.position`); InvalidOptions naming the
        line at fault if it is not one. ``players``, if given, must be the position's."""
        return position.from_position(self, text, players=players, seed=seed)

    def examples(self) -> list[dict[str, Any]]:
        """The game's worked examples as JSON (:meth:`tabletop.core.examples.Example.resolve`)."""
        return [e.resolve(self) for e in examples.of(self.id)]

    def state_codec(self) -> Codec[Any] | None:
        """The codec of this game's states (:mod:`tabletop.core.codec`), or None."""
        codec: Codec[Any] | None = (
            self.__dict__.get("_codec")
            or type(self._new(self.min_players, self.validate_options(self.min_players, {}), Rng(0))).codec
        )
        self.__dict__["_codec"] = codec
        return codec

    @abstractmethod
    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> State[A]: ...

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """The action named by its canonical text; raises IllegalAction if malformed."""

    def action_parts(self, action: A) -> dict[str, Any]:
        """``action`` for a view: ``{text, verb, args: [{kind, value}]}`` (override).

        The default splits the text at spaces: the first word is the verb and
        every other word an argument of kind ``"word"``. Games override it to
        give their arguments kinds and values a view can use (a cell as
        ``[row, col]``, a card id, a seat).
        """
        words = str(action).split()
        return action_parts(str(action), words[0] if words else "", *(("word", w) for w in words[1:]))

    def from_dict(self, data: Mapping[str, Any]) -> State[A]:
        """Rebuild a state from :meth:`State.to_dict`; raises InvalidSave if invalid."""
        if not isinstance(data, Mapping) or data.get("game") != self.id:
            raise InvalidSave(f"not a saved {self.id} state")
        check_json_data(data, f"the saved {self.id} state")
        try:
            return self._from_dict(data)
        except InvalidSave as e:
            message = str(e)
            if len(message) <= MAX_MESSAGE:
                raise
            raise InvalidSave(excerpt(message, MAX_MESSAGE), key=e.key, args=e.args_) from e
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError) as e:
            raise InvalidSave(f"corrupt {self.id} state: {excerpt(str(e), MAX_MESSAGE)}") from e

    def _from_dict(self, data: Mapping[str, Any]) -> State[A]:
        """The state ``data`` holds, read by the states' :meth:`state_codec` (override without one)."""
        codec = self.state_codec()
        if codec is None:
            raise NotImplementedError(f"{self.id} declares no codec")
        state: State[A] = codec.load(self, data)
        return state

    # -- bots -----------------------------------------------------------
    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> State[A]:
        """A full state consistent with ``observation`` of ``player``.

        Search bots call this to sample the hidden information they cannot
        see. Games with hidden information override it; the default works
        for games whose observation is the whole state.
        """
        raise NotImplementedError(f"{self.id} does not support determinization")

    def action_key(self, action: A) -> Any:
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

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        """Words of ``lang`` for a log argument of one of the game's own kinds: its words in
        :attr:`log_words`, else its text (override for other kinds, and fall back on this).
        """
        table = self.log_words.get(kind)
        if table is not None and isinstance(value, Hashable) and value in table:
            return i18n.pick(table[value], lang)
        return str(value)

    def describe(self, entry: Mapping[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
        """A log line of this game in words of ``lang``, seats called ``names``.

        One describer for every game (:func:`tabletop.core.log.describe`),
        reading the kinds the game declares in :attr:`log_args`; the shell
        shows exactly these lines.
        """
        return log_.describe(entry, lang, names, self.log_args, self.log_word)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


class State(ABC, Generic[A]):
    """A position of a game. Treat as immutable: ``apply`` returns a new one.

    By convention a state's copy for ``_apply`` is made by ``copy()``.
    """

    game: Game[A]
    players: int
    #: the game's hidden information, declared once (:mod:`tabletop.core.hidden`): what its
    #: observation hides from whom, and what :meth:`resample_hidden` deals again
    privacy: ClassVar[Secrets[Any] | None] = None
    #: the state's fields, declared once (:mod:`tabletop.core.codec`): they give
    #: :meth:`copy`, :meth:`to_dict` and the game's reader of saved states
    codec: ClassVar[Codec[Any] | None] = None

    # -- hooks ----------------------------------------------------------
    @abstractmethod
    def active_players(self) -> tuple[int, ...]:
        """Players who may act now; several in simultaneous phases; () when over."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[A]:
        """Legal actions of ``player`` in a deterministic (sorted) order; [] if none."""

    @abstractmethod
    def _apply(self, player: int, action: A) -> State[A]:
        """Return the next state for a legal ``action`` (already checked by :meth:`apply`)."""

    def why_illegal(self, player: int, action: A) -> str | None:
        """Why ``action`` is not legal for ``player`` now, in words (override), or None.

        Called only for an action that is not in :meth:`legal_actions`, to
        give the player a reason better than "not a legal move now".
        """
        return None

    def resample_hidden(self, player: int, rng: Rng) -> State[A]:
        """This state with everything ``player`` cannot see dealt again with ``rng``.

        The result must give ``player`` exactly the same observation, and
        should differ in what is hidden from ``player`` (other seats' cards,
        deck order, secret roles) whenever :meth:`has_hidden` says there is
        something. It is OpenSpiel's ``resample_from_infostate`` on the real
        state; the conformance suite uses it to prove observations hide
        what they must. The default deals again what the game declares in
        :attr:`privacy` (nothing for a game without hidden information).
        """
        return self if self.privacy is None else self.privacy.resample(self, player, rng)

    def has_hidden(self, player: int) -> bool:
        """Whether something hidden from ``player`` could now be otherwise (override)."""
        return False

    def for_playout(self) -> State[A]:
        """This state for a search's playouts (override): the same rules and the same outcome from
        every move, but it may skip work only people read, such as log lines and match replays
        (:class:`tabletop.core.log.QuietLog`). The search bots (``core.mcts``) call it on each
        sampled state. A game whose rules read its own log keeps the default: this very state.
        """
        return self

    def chapters(self) -> Mapping[str, int]:
        """Which part of the game this state is in (override), e.g. ``{"round": 2, "deal": 3}``.

        Kinds are ``"match"``, ``"round"``, ``"deal"`` and ``"turn"``; an embed's
        stepper offers a jump to the start of each one (``core.save.chapter_starts``),
        named by :meth:`chapter_name`.
        """
        return {}

    def chapter_name(self, kind: str) -> Mapping[str, Any]:
        """The game's own name of the part ``kind`` (a key of :meth:`chapters`) this state is in.

        A log line ``{"key", "args"}`` that :meth:`Game.describe` puts in words in each
        language, for an embed's jump list. The default is ``core.chapter.<kind>`` with
        ``n`` ("Round 2"); a game whose parts have other names or numbers overrides it
        from its own counters (Khronos counts game turns 1–7, Polis names its rounds
        3, 4, 5α, 5β).
        """
        return {"key": f"core.chapter.{kind}", "args": {"n": self.chapters()[kind]}}

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended (then :meth:`outcome` has its result and nobody may act)."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once :meth:`is_over`; None before."""

    @abstractmethod
    def observation(self, player: int | None) -> dict[str, Any]:
        """JSON-ready view of the game for ``player`` (None: a spectator)."""

    # -- as of the viewer's own clock (timed games) ------------------------
    def observation_at(self, player: int | None, clock_ms: int | None) -> dict[str, Any]:
        """:meth:`observation` of ``player`` as of ``player``'s own clock, ``clock_ms`` (override).

        The rules know a player's time only from the stamps of their timed
        actions (text ending in ``@<ms>``). The shell measures the clock of a
        running timed task (it keeps when the task was shown) and asks for the
        observation at that clock, so whatever the game makes due at a time
        (a rival's result in a race) shows when the player's clock reaches
        it, not at their next move. ``clock_ms`` is None when no clock runs.
        A game that uses it counts it as no earlier than the player's last
        stamp, ignores it while the player's clock is not running, and never
        changes the state. The default ignores the time.
        """
        return self.observation(player)

    def active_at(self, player: int | None, clock_ms: int | None) -> tuple[int, ...]:
        """The seats ``player`` may know to be active at its clock ``clock_ms`` (override).

        :meth:`active_players`, except in a game whose :meth:`observation_at`
        hides that a rival has finished until it is due: that rival still
        shows as playing (the shell's "to play" badges read this). The
        default ignores the time.
        """
        return self.active_players()

    def copy(self) -> Self:
        """An independent copy to apply the next action to (the :attr:`codec`'s, by default)."""
        if self.codec is None:
            raise NotImplementedError(f"{type(self).__name__} declares no codec")
        copied: Self = self.codec.copy(self)
        return copied

    def to_position(self) -> str:
        """This state as a position text (:mod:`tabletop.core.position`): its fields without the log."""
        return position.to_position(self)

    def to_dict(self) -> dict[str, Any]:
        """Lossless JSON-ready dict including ``"game": <id>`` (the :attr:`codec`'s, by default)."""
        if self.codec is None:
            raise NotImplementedError(f"{type(self).__name__} declares no codec")
        return self.codec.to_dict(self)

    def rng_state(self) -> int | None:
        """The state of the game's generator: its ``rng`` (a :class:`~.rng.Rng`), None for a game without one."""
        rng = getattr(self, "rng", None)
        return rng.state if isinstance(rng, Rng) else None

    def reveals(self, player: int, action: A, after: State[A]) -> bool:
        """Whether ``action`` showed hidden information or drew a random result.

        Undo stops at such actions (BGA's policy). The default counts any
        use of the random generator; games add their own reveals.
        """
        return self.rng_state() != after.rng_state()

    # -- the public entry point ------------------------------------------
    def apply(self, player: int, action: A | str) -> State[A]:
        """The state after ``player`` does ``action`` (an action or its text), checked.

        Raises IllegalAction, and changes nothing, unless the game is on,
        ``player`` may act and the action is one of ``legal_actions(player)``
        (compared by :meth:`Game.action_key`).
        """
        move: A = self.game.parse_action(clean_action_text(action)) if isinstance(action, str) else action
        self.check_move(player, move)
        return self._apply(player, move)

    def check_move(self, player: int, action: A) -> None:
        """Raise IllegalAction unless ``player`` may do ``action`` now."""
        if self.is_over():
            raise IllegalAction("the game is over", key="core.error.over")
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.players:
            raise IllegalAction(f"there is no player {player!r}", key="core.error.no_player")
        if player not in self.active_players():
            raise IllegalAction(
                f"it is not player {player + 1}'s turn", key="core.error.not_your_turn", args={"player": player}
            )
        key = self.game.action_key
        legal = self.legal_actions(player)
        try:
            wanted = key(action)
            found = any(key(a) == wanted for a in legal)
        except (AttributeError, TypeError, ValueError):  # not an action of this game at all
            found = False
        if not found:
            try:
                why = self.why_illegal(player, action)
            except (AttributeError, TypeError, ValueError):  # a value that is no action of this game
                why = None
            raise IllegalAction(
                why or f"{excerpt(repr(action) if not isinstance(action, str) else action)} is not a legal move now",
                key=None if why else "core.error.not_legal",
            )

    def push(self, player: int, action: A) -> State[A]:
        """The state after a *legal* ``action``, unchecked: for search bots only."""
        return self._apply(player, action)

    def advance(self, player: int, action: A) -> State[A]:
        """:meth:`push`, but it may change this very state and return it (override): for a state
        that nobody else holds, such as a playout's state after its first push. A game whose
        :meth:`_apply` copies the state first saves the copy. The default is :meth:`push`.
        """
        return self.push(player, action)

    def legal_texts(self, player: int) -> list[str]:
        """The canonical texts of ``player``'s legal actions, in :meth:`legal_actions`' order."""
        return [str(a) for a in self.legal_actions(player)]

    def legal_parts(self, player: int, *, previews: bool = True) -> list[dict[str, Any]]:
        """The legal actions with their parts (:meth:`Game.action_parts`), for views.

        With ``previews`` (the default) an action that has a preview (:meth:`_preview`)
        carries it as its last argument, ``{"kind": "preview", "value": ...}``. The app's
        snapshot leaves them out (``previews=False``): a view asks for the one of the
        action pointed at (:meth:`preview`, the engine's ``preview`` call).
        """
        out = []
        for a in self.legal_actions(player):
            parts = self.game.action_parts(a)
            if previews:
                detail = self._preview(player, a)
                if detail is not None:
                    parts["args"].append({"kind": "preview", "value": detail})
            out.append(parts)
        return out

    # -- previews: what an action would do, before it is made ---------------------------
    def preview(self, player: int, action: A | str) -> dict[str, Any] | None:
        """What ``player``'s legal ``action`` (an action or its text) would do, or None, checked.

        JSON-ready, computed by the rules (:meth:`_preview`), so a view draws it and
        never re-derives it: a build's cost, the squares it covers, what it destroys.
        Raises IllegalAction, like :meth:`apply`, unless the action is legal now, and
        changes nothing. None: the game shows nothing more for this action.
        """
        move: A = self.game.parse_action(clean_action_text(action)) if isinstance(action, str) else action
        self.check_move(player, move)
        return self._preview(player, move)

    def _preview(self, player: int, action: A) -> dict[str, Any] | None:
        """The preview of a legal ``action`` of ``player`` (override; the default has none).

        Called only for an action of :meth:`legal_actions`. It must not change the
        state, and must return the same value however often it is asked.
        """
        return None
