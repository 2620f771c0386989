"""State declared once: a game lists its state's fields, and the codec copies, saves and loads them.

A game gives its state class a :class:`Codec`: the state's version and its
:class:`Field` list. Each field names an attribute, its :class:`Kind` (how a
value is copied, written as JSON and read back), its key in the saved dict
and, for hidden information, who may see it (``secret=``). From that one
declaration come:

- :meth:`Codec.copy`, the independent copy ``_apply`` works on;
- :meth:`Codec.to_dict` and :meth:`Codec.load`, the save and its reader,
  which checks every value and names the field's path in its
  :class:`~tabletop.core.errors.InvalidSave` (``chars[2].tile must be ...``);
- :meth:`Codec.secrets`, the game's :class:`~tabletop.core.hidden.Secrets`
  from the fields marked secret, with the game's one dealer. A game's
  ``determinize`` builds a state from an observation with the hidden parts
  filled in any order, then lets that same dealer deal them, so bots and the
  privacy check share one re-dealer.

The header (game, version, players, options, generator) is the one every
game shares (:mod:`tabletop.core.fields`). A field added later takes a
``default`` for saves made before it, so adding a per-seat counter is one
line: ``Field("picks", seats(Int(0, 3)), default=lambda c: [3] * c.players)``.

>>> from types import SimpleNamespace as NS
>>> class Demo:
...     game, players, options = NS(id="demo", min_players=2, max_players=4, validate_options=lambda n, o: {}), 2, {}
...     def rng_state(self): return None
>>> codec = Codec(Demo, 1, (Field("turn", Int(0)), Field("hands", seats(List(Str()))),
...                         Field("done", Maybe(Bool()), default=lambda c: None)), rng=False)
>>> s = Demo(); s.turn, s.hands, s.done = 3, [["a"], []], None
>>> t = codec.copy(s); t.hands[0].append("b"); s.hands
[['a'], []]
>>> d = codec.to_dict(s); d["hands"]
[['a'], []]
>>> codec.load(s.game, {**d, "turn": 4}).turn
4
>>> codec.load(s.game, {**d, "hands": [["a"], [7]]})
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: hands[1][0] is not valid: 7
>>> t = Demo(); t.turn, t.hands = 0, [[], []]; codec.fill(t).done is None  # a new state: defaults
True
>>> codec.load(s.game, {**d, "hands": [[]]})
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: hands must be a list of 2, not of 1
"""

from __future__ import annotations

import copy as _copy
import enum
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from operator import methodcaller
from typing import Any, Generic, TypeVar

from . import fields as F
from .errors import InvalidSave
from .hidden import Follows, Part, Secret, Secrets
from .log import Log
from .text import check_json_data, quote

S = TypeVar("S")


@dataclass(frozen=True)
class Ctx:
    """What a value's reader may depend on: the player count, the options, the state read so far."""

    players: int
    options: Mapping[str, Any]
    state: Any


#: a bound or a length: a number, or one computed from the reading context
Bound = int | Callable[[Ctx], int] | None


def _bound(b: Bound, ctx: Ctx) -> int | None:
    return b(ctx) if callable(b) else b


def PLAYERS(ctx: Ctx) -> int:
    """The player count, as a length (``List(kind, length=PLAYERS)``)."""
    return ctx.players


def SEAT(ctx: Ctx) -> int:
    """The last seat, as an upper bound (``Int(0, SEAT)``)."""
    return ctx.players - 1


# ---------------------------------------------------------------------------
# kinds of value


class Kind:
    """How one kind of value is copied, written as JSON and read back.

    The base is an immutable JSON value: shared by copies, written as it is.
    """

    #: whether a copy may share the value (ints, strs, tuples of them...)
    immutable: bool = True
    #: whether its reader takes any JSON value (free data, checked by the game as a whole if at all)
    free: bool = False

    def copy(self, value: Any) -> Any:
        """An independent copy of ``value``."""
        return value

    def copy_code(self, expr: str, env: dict[str, Any]) -> str:
        """Python source that copies the value ``expr`` names, for a compiled copier (:func:`compile_copier`);
        what it refers to goes in ``env``. The default shares an immutable value, else calls :meth:`copy`."""
        if self.immutable:
            return expr
        return f"{_name(env, self)}.copy({expr})"

    def copy_lines(self, name: str, env: dict[str, Any]) -> list[str]:
        """The lines of a compiled copier that copy the attribute ``name`` of ``v`` to ``n`` (a :class:`View`
        copies several)."""
        return [f"    n.{name} = {self.copy_code(f'v.{name}', env)}"]

    def dump(self, value: Any) -> Any:
        """``value`` as JSON data."""
        return value

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        """The value ``data`` holds; InvalidSave naming ``at`` if it is not one."""
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Kind):
    """A whole number in ``lo..hi`` (either may be None, or computed: ``Int(0, SEAT)``)."""

    lo: Bound = None
    hi: Bound = None

    def load(self, data: Any, at: str, ctx: Ctx) -> int:
        return F.whole(data, at, _bound(self.lo, ctx), _bound(self.hi, ctx))


@dataclass(frozen=True)
class Bool(Kind):
    """True or false."""

    def load(self, data: Any, at: str, ctx: Ctx) -> bool:
        return F.flag(data, at)


@dataclass(frozen=True)
class Str(Kind):
    """A text, one of ``choices`` if given (a collection, or one computed from the context)."""

    choices: Collection[str] | Callable[[Ctx], Collection[str]] | None = None

    def load(self, data: Any, at: str, ctx: Ctx) -> str:
        choices = self.choices(ctx) if callable(self.choices) else self.choices
        return F.text(data, at, choices)


@dataclass(frozen=True)
class Member(Kind):
    """A member of an :class:`enum.Enum`, saved as its value."""

    enum: type[enum.Enum]

    def dump(self, value: Any) -> Any:
        return value.value

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        for member in self.enum:
            if member.value == data and type(member.value) is type(data):
                return member
        raise InvalidSave(f"{at} is not valid: {quote(data)}")


@dataclass(frozen=True)
class Maybe(Kind):
    """None, or a value of ``kind``."""

    kind: Kind

    @property
    def immutable(self) -> bool:  # type: ignore[override]
        """Whether the value inside is."""
        return self.kind.immutable

    @property
    def free(self) -> bool:  # type: ignore[override]
        """Whether the value inside is."""
        return self.kind.free

    def copy(self, value: Any) -> Any:
        return None if value is None else self.kind.copy(value)

    def copy_code(self, expr: str, env: dict[str, Any]) -> str:
        """None stays None; a value is copied as its kind's."""
        if self.immutable:
            return expr
        return f"(None if {expr} is None else {self.kind.copy_code(expr, env)})"

    def dump(self, value: Any) -> Any:
        return None if value is None else self.kind.dump(value)

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        return None if data is None else self.kind.load(data, at, ctx)


@dataclass(frozen=True)
class List(Kind):
    """A list of ``kind`` values (of ``length`` items, if given); ``frozen=True`` holds it as a tuple."""

    kind: Kind
    length: Bound = None
    frozen: bool = False

    @property
    def immutable(self) -> bool:  # type: ignore[override]
        """Whether it is a tuple of immutable values."""
        return self.frozen and self.kind.immutable

    def copy(self, value: Any) -> Any:
        if self.frozen and self.kind.immutable:
            return value
        items = value if self.kind.immutable else [self.kind.copy(v) for v in value]
        return tuple(items) if self.frozen else list(items)

    def copy_code(self, expr: str, env: dict[str, Any]) -> str:
        """A new list (or the same tuple) of its items' copies."""
        if self.immutable:
            return expr
        if self.kind.immutable:
            return f"{'tuple' if self.frozen else 'list'}({expr})"
        item = _name(env, None)
        code = f"[{self.kind.copy_code(item, env)} for {item} in {expr}]"
        return f"tuple({code})" if self.frozen else code

    def dump(self, value: Any) -> Any:
        if type(self.kind).dump is Kind.dump:  # items written as they are (numbers, texts)
            return list(value)
        return [self.kind.dump(v) for v in value]

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        given = F.items(data, at, _bound(self.length, ctx))
        items = [self.kind.load(v, f"{at}[{i}]", ctx) for i, v in enumerate(given)]
        return tuple(items) if self.frozen else items


def seats(kind: Kind) -> List:
    """One ``kind`` value per seat: a list as long as the player count."""
    return List(kind, length=PLAYERS)


@dataclass(frozen=True)
class Map(Kind):
    """A JSON object from text keys (one of ``keys``, if given) to ``kind`` values."""

    kind: Kind
    keys: Str = field(default_factory=Str)

    immutable = False

    def copy(self, value: Any) -> Any:
        return dict(value) if self.kind.immutable else {k: self.kind.copy(v) for k, v in value.items()}

    def copy_code(self, expr: str, env: dict[str, Any]) -> str:
        """A new dict of its values' copies."""
        if self.kind.immutable:
            return f"dict({expr})"
        key, item = _name(env, None), _name(env, None)
        return f"{{{key}: {self.kind.copy_code(item, env)} for {key}, {item} in {expr}.items()}}"

    def dump(self, value: Any) -> Any:
        return {k: self.kind.dump(v) for k, v in value.items()}

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        given = F.record(data, at).items()
        return {self.keys.load(k, f"a key of {at}", ctx): self.kind.load(v, f"{at}.{k}", ctx) for k, v in given}


@dataclass(frozen=True)
class Record(Kind):
    """An object of class ``cls`` (a dataclass, say) with the given fields, saved as a JSON object."""

    cls: type[Any]
    fields: tuple[Field, ...]

    immutable = False

    def _compiled(self) -> Callable[[Any], Any]:
        copier: Callable[[Any], Any] = self.__dict__.get("_copier") or compile_copier(self.cls, self.fields)
        self.__dict__["_copier"] = copier  # compiled once, on the first copy
        return copier

    def copy(self, value: Any) -> Any:
        return self._compiled()(value)

    def copy_code(self, expr: str, env: dict[str, Any]) -> str:
        """A call of its compiled copier (no method call in between: records are copied by the hundred)."""
        return f"{_name(env, self._compiled())}({expr})"

    def dump(self, value: Any) -> Any:
        return {f.key: f.kind.dump(getattr(value, f.name)) for f in self.fields}

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        record = F.record(data, at)
        new = object.__new__(self.cls)
        for f in self.fields:
            setattr(new, f.name, f.read(record, f"{at}.{f.key}", ctx))
        return new


@dataclass(frozen=True)
class Doc(Kind):
    """A JSON object held as a dict: each of ``fields`` under its key (other keys are not read);
    ``optional`` keys may be left out.

    ``shared``: the rules never change one in place, so copies share it.
    """

    fields: tuple[Field, ...]
    optional: tuple[str, ...] = ()
    shared: bool = False

    @property
    def immutable(self) -> bool:  # type: ignore[override]
        """Whether copies share it."""
        return self.shared

    def copy(self, value: Any) -> Any:
        new = dict(value)
        for f in self.fields:
            if not f.kind.immutable and f.key in new:
                new[f.key] = f.kind.copy(new[f.key])
        return new

    def copy_code(self, expr: str, env: dict[str, Any]) -> str:
        """The same dict again when shared, a new one when its values are immutable, else :meth:`copy`."""
        if self.shared or any(not f.kind.immutable for f in self.fields):
            return super().copy_code(expr, env)
        return f"dict({expr})"

    @cached_property
    def _kinds(self) -> dict[str, Kind]:
        return {f.key: f.kind for f in self.fields}

    def dump(self, value: Any) -> Any:
        return {k: self._kinds[k].dump(v) for k, v in value.items()}

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        record = F.record(data, at)
        given = (f for f in self.fields if f.key in record or f.key not in self.optional)
        return {f.key: f.read(record, f"{at}.{f.key}", ctx) for f in given}


@dataclass(frozen=True)
class Data(Kind):
    """Free JSON data (lists, objects, texts, numbers); ``check`` may validate it.

    A copy of the state deep-copies it, unless it is ``shared`` (a record
    the rules only ever replace, never change in place).
    """

    check: Callable[[Any, str], Any] | None = None
    shared: bool = False

    free = True

    @property
    def immutable(self) -> bool:  # type: ignore[override]
        """Whether it is shared."""
        return self.shared

    def copy(self, value: Any) -> Any:
        return value if self.shared else _copy.deepcopy(value)

    def dump(self, value: Any) -> Any:
        return _copy.deepcopy(value)

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        check_json_data(data, at)
        if self.check is not None:
            self.check(data, at)
        return _copy.deepcopy(data)


@dataclass(frozen=True)
class Custom(Kind):
    """A value with its own ``copy``, ``dump`` and ``load(data, at, ctx)`` (a log, a board object)."""

    copier: Callable[[Any], Any]
    dumper: Callable[[Any], Any]
    loader: Callable[[Any, str, Ctx], Any]

    immutable = False

    def copy(self, value: Any) -> Any:
        return self.copier(value)

    def copy_code(self, expr: str, env: dict[str, Any]) -> str:
        """A direct call of its copier (``dict(x)``, say: no method call in between)."""
        return f"{_name(env, self.copier)}({expr})"

    def dump(self, value: Any) -> Any:
        return self.dumper(value)

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        return self.loader(data, at, ctx)


@dataclass(frozen=True)
class View(Kind):
    """Attributes of the state saved under one key in a layout of their own (one object per side for
    several per-side lists, say).

    The field's attribute is a property of the state that returns the state itself and whose setter
    takes the tuple ``loader(data, at, ctx)`` reads; ``dumper(state)`` writes the key. A copy skips the
    property and the tuple: it copies each of ``attrs`` (the attributes as the state holds them, each
    with the kind that copies it) as if it were declared on its own.
    """

    dumper: Callable[[Any], Any]
    loader: Callable[[Any, str, Ctx], tuple[Any, ...]]
    attrs: tuple[Field, ...] = ()

    immutable = False

    def copy(self, value: Any) -> Any:
        return tuple(f.kind.copy(getattr(value, f.name)) for f in self.attrs)

    def copy_lines(self, name: str, env: dict[str, Any]) -> list[str]:
        return [line for f in self.attrs for line in f.kind.copy_lines(f.name, env)]

    def dump(self, value: Any) -> Any:
        return self.dumper(value)

    def load(self, data: Any, at: str, ctx: Ctx) -> Any:
        return self.loader(data, at, ctx)


def log(namespace: str) -> Custom:
    """A game's :class:`~tabletop.core.log.Log` (its catalog ``namespace``), saved as its JSON."""
    def load(data: Any, at: str, ctx: Ctx) -> Log:
        return Log.from_json(namespace, data, ctx.players)

    return Custom(methodcaller("copy"), lambda v: v.to_json(), load)


def _name(env: dict[str, Any], value: Any) -> str:
    """A fresh name in ``env`` for ``value`` (or for a loop variable, with None)."""
    name = f"_{len(env)}"
    env[name] = value
    return name


def compile_copier(
    cls: type[Any], fields: tuple[Field, ...], shared: tuple[str, ...] = (), fresh: Callable[[Any], None] | None = None
) -> Callable[[Any], Any]:
    """A function that copies an object of ``cls`` field by field, written out as Python source (as
    :mod:`dataclasses` writes ``__init__``): copies are on the search bots' hot path. ``shared``
    attributes are shared, except ``rng``, which is copied with its own ``copy``.
    """
    env: dict[str, Any] = {"_cls": cls, "_new": object.__new__, "_fresh": fresh}
    lines = ["def copy(v):", "    n = _new(_cls)"]
    lines += [f"    n.{a} = v.{a}.copy()" if a == "rng" else f"    n.{a} = v.{a}" for a in shared]
    lines += [line for f in fields for line in f.kind.copy_lines(f.name, env)]
    lines += ["    _fresh(n)"] if fresh is not None else []
    exec("\n".join([*lines, "    return n"]), env)  # the source names declared fields only
    copier: Callable[[Any], Any] = env["copy"]
    return copier


# ---------------------------------------------------------------------------
# fields and the codec

_REQUIRED: Any = object()


@dataclass(frozen=True)
class Hide:
    """Who may see a secret field's parts (see :class:`~tabletop.core.hidden.Secret`)."""

    parts: Callable[[Any], Iterable[Part]] | None = None
    seen_by: Callable[[Any, Part], Collection[int | None]] | None = None
    read: Callable[[Any, Part], Any] | None = None
    known_by: Callable[[Any, Part], Collection[int | None]] | None = None

    def secret(self, name: str) -> Secret[Any]:
        """The :class:`Secret` of the field ``name``."""
        given = {k: v for k, v in vars(self).items() if v is not None}
        return Secret(name, **given)


#: a per-seat field each seat sees only its own part of (a hand)
OWN = Hide(parts=lambda s: range(s.players), seen_by=lambda s, q: (q,))
#: a per-seat field whose parts nobody sees but whose contents each seat knows of its own (a deck)
OWN_CONTENTS = Hide(parts=lambda s: range(s.players), known_by=lambda s, q: (q,))
#: a field nobody sees (a draw pile's order)
NOBODY = Hide()


@dataclass(frozen=True)
class Field:
    """One attribute of a state: its name, kind, key in the save, default for older saves, secrecy."""

    name: str
    kind: Kind
    key: str = ""
    #: for saves made before the field existed: ``default(ctx)`` gives its value
    default: Callable[[Ctx], Any] = _REQUIRED
    secret: Hide | None = None
    #: whether a position text (:mod:`tabletop.core.position`) holds it; a history
    #: field (a log) does not, and a position starts it at its ``default``
    position: bool = True

    def __post_init__(self) -> None:
        if not self.key:
            object.__setattr__(self, "key", self.name)
        if not self.position and self.default is _REQUIRED:
            raise ValueError(f"field {self.name}: a field left out of positions needs a default")

    def read(self, record: Mapping[str, Any], at: str, ctx: Ctx) -> Any:
        """This field's value in the saved ``record``; InvalidSave if it is missing or wrong."""
        if self.key not in record:
            if self.default is _REQUIRED:
                raise InvalidSave(f"{at} is missing")
            return self.default(ctx)
        return self.kind.load(record[self.key], at, ctx)


@dataclass(frozen=True)
class Codec(Generic[S]):
    """A state class's fields, declared once, and the copy, save and load they give.

    ``shared`` attributes are shared by a copy and set from the header on
    load; with ``rng`` the state's ``rng`` is copied, saved in the header and
    required on load. ``fresh(state)`` sets what is not saved (caches) after
    a copy or a load; ``check(state)`` validates a loaded state as a whole
    (a ValueError becomes InvalidSave). ``older`` maps an older version to a
    function that turns its dict into the current one.
    """

    cls: type[S]
    version: int
    fields: tuple[Field, ...]
    rng: bool = True
    shared: tuple[str, ...] = ("game", "players", "options")
    fresh: Callable[[S], None] | None = None
    check: Callable[[S], None] | None = None
    older: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        names = [f.name for f in self.fields]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.cls.__name__}: a field is declared twice")

    def copy(self, state: S) -> S:
        """An independent copy of ``state``: mutable fields copied, immutable ones shared.

        The first copy compiles the copier and, when the class keeps :meth:`State.copy
        <tabletop.core.game.State.copy>`, makes it the class's ``copy`` (no call in between on the
        search bots' hot path); a subclass that declares a codec of its own then needs a ``copy`` of its own.
        """
        copier: Callable[[S], S] = self.__dict__.get("_copier") or compile_copier(
            self.cls, self.fields, self.shared + (("rng",) if self.rng else ()), self.fresh
        )
        self.__dict__["_copier"] = copier  # compiled once, on the first copy
        if vars(self.cls).get("codec") is self and "copy" not in vars(self.cls):
            self.cls.copy = copier  # the state's own copy from now on: no call in between
        return copier(state)

    def fill(self, state: S) -> S:
        """Give every field with a ``default`` that ``state`` does not hold yet its default value.

        A game's ``__init__`` ends with it, so a field added later is one declaration (its
        kind, its default) and the rule that uses it.
        """
        ctx = Ctx(state.players, state.options, state)  # type: ignore[attr-defined]
        for f in self.fields:
            if f.default is not _REQUIRED and not hasattr(state, f.name):
                setattr(state, f.name, f.default(ctx))
        return state

    def to_dict(self, state: S) -> dict[str, Any]:
        """``state`` as JSON data: the shared header, then every field under its key."""
        d = F.header(state, self.version)  # type: ignore[arg-type]
        for f in self.fields:
            d[f.key] = f.kind.dump(getattr(state, f.name))
        return d

    def load(self, game: Any, data: Mapping[str, Any], *, position: bool = False) -> S:
        """The state :meth:`to_dict` wrote; InvalidSave, naming the field, if ``data`` is not one.

        With ``position``, ``data`` is a position's (:mod:`tabletop.core.position`): the fields
        positions leave out start at their default. A field's error carries its key as
        ``args_["field"]``.
        """
        version = data.get("version")
        if isinstance(version, int) and version in self.older:
            data = self.older[version](dict(data))
        players, options, rng = F.read_header(game, data, self.version)
        state = object.__new__(self.cls)
        for name, value in (("game", game), ("players", players), ("options", options)):
            if name in self.shared:
                setattr(state, name, value)
        if self.rng:
            if rng is None:
                raise InvalidSave("the generator state is missing")
            state.rng = rng  # type: ignore[attr-defined]
        ctx = Ctx(players, options, state)
        for f in self.fields:
            try:
                value = f.default(ctx) if position and not f.position else f.read(data, f.key, ctx)
            except InvalidSave as e:
                e.args_.setdefault("field", f.key)
                raise
            setattr(state, f.name, value)
        if self.fresh is not None:
            self.fresh(state)
        if self.check is not None:
            try:
                self.check(state)
            except ValueError as e:
                if isinstance(e, InvalidSave):
                    raise
                raise InvalidSave(f"the saved state is not consistent: {e}") from e
        return state

    def secrets(
        self, deal: Callable[[S, int, Any], S], follows: tuple[Follows[S], ...] = (), *, rng: bool = False
    ) -> Secrets[S]:
        """The game's :class:`Secrets`: every field declared ``secret=``, dealt again by ``deal``; with
        ``rng``, the generator too (in the header, not a field: the order of what is still to be dealt)."""
        hidden = tuple(f.secret.secret(f.name) for f in self.fields if f.secret is not None)
        return Secrets((*hidden, Secret("rng")) if rng else hidden, deal=deal, follows=follows)

    def undeclared(self, state: S) -> list[str]:
        """Attributes ``state`` holds that a copy would not carry over (a field forgotten here)."""
        held = set(getattr(state, "__dict__", {}))
        for klass in type(state).__mro__:
            held |= {n for n in getattr(klass, "__slots__", ()) if hasattr(state, n)}
        new = self.copy(state)
        return sorted(n for n in held if not n.startswith("__") and not hasattr(new, n))
