"""The game log: one per-viewer model and one describer for every game.

A :class:`Log` is a list of :class:`Entry` values. An entry has a public
:class:`Line` (what everybody sees, or None) and private lines for some seats
(what those seats see *instead*). A seat sees its private line if it has
one, else the public line; a spectator sees only public lines. So a secret
never reaches a viewer it was not written for, and the observation of a seat
is just ``log.view(seat)``.

Lines travel as ``{"key": "<namespace>.<name>", "args": {...}}``. Each game
declares once the *kind* of each argument name (:attr:`Game.log_args
<tabletop.core.game.Game.log_args>`): ``seat``, ``seats``, ``number``,
``words`` (a ``{"ja", "en"}`` pair), ``text``, or a kind of its own (a card,
a room) that its :meth:`~tabletop.core.game.Game.log_word` turns into words;
a kind ending in ``[]`` is a list of that kind. :func:`describe` is the one
function that turns a line into a sentence.

>>> from tabletop.core import i18n
>>> i18n.register("demo", {"gave": {"en": "{player} gives {n:coin|coins} to {target}.",
...                                 "ja": "{player}が{target}に{n}コインを渡す。"},
...                        "dealt": {"en": "You are dealt {card}.", "ja": "{card}が配られた。"}})
>>> log = Log("demo")
>>> log.say("gave", player=0, target=1, n=1)
>>> log.tell(1, "dealt", card=7)
>>> log.view(1)
[{'key': 'demo.gave', 'args': {'player': 0, 'target': 1, 'n': 1}}, {'key': 'demo.dealt', 'args': {'card': 7}}]
>>> len(log.view(0)), len(log.view(None))
(1, 1)
>>> kinds = {"player": "seat", "target": "seat", "n": "number", "card": "card"}
>>> word = lambda kind, value, lang: f"the {value}" if lang == "en" else f"{value}番"
>>> [describe(line, "en", ["Aki", "Ben"], kinds, word) for line in log.view(1)]
['Aki gives 1 coin to Ben.', 'You are dealt the 7.']
>>> Log.from_json("demo", log.to_json(), players=2).view(1) == log.view(1)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import i18n
from .errors import InvalidSave

#: a game's words for one of its own kinds: (kind, value, lang) -> text
Words = Callable[[str, Any, str], str]

#: the kinds every game may use without defining them
BUILTIN_KINDS = frozenset({"seat", "seats", "number", "words", "text"})


@dataclass(frozen=True)
class Line:
    """One message: a catalog key and its arguments (JSON-ready)."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The line as saved and sent to views: ``{"key", "args"}``."""
        return {"key": self.key, "args": _copy(self.args)}


@dataclass(frozen=True)
class Entry:
    """What one event shows: ``public`` to all, ``private[seat]`` to that seat instead."""

    public: Line | None
    private: Mapping[int, Line] = field(default_factory=dict)

    def seen_by(self, viewer: int | None) -> Line | None:
        """The line ``viewer`` reads (its private version, if it has one), or None."""
        if viewer is not None and viewer in self.private:
            return self.private[viewer]
        return self.public

    def to_json(self) -> dict[str, Any]:
        """The entry as saved: its public line and, if any, the private ones by seat."""
        d: dict[str, Any] = {"public": self.public.to_json() if self.public else None}
        if self.private:
            d["private"] = {str(seat): line.to_json() for seat, line in sorted(self.private.items())}
        return d


class Log:
    """A game's log under one message namespace; copy it with the state (:meth:`copy`)."""

    __slots__ = ("entries", "namespace")

    def __init__(self, namespace: str, entries: Iterable[Entry] = ()) -> None:
        self.namespace = namespace
        self.entries: list[Entry] = list(entries)

    def copy(self) -> Log:
        """A log with the same entries, that the new state may add to."""
        return Log(self.namespace, self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def _line(self, name: str, args: Mapping[str, Any]) -> Line:
        return Line(f"{self.namespace}.{name}", dict(args))

    # -- writing ------------------------------------------------------------------
    def say(self, name: str, /, **args: Any) -> None:
        """A public line: every seat and a spectator see it."""
        self.entries.append(Entry(Line(f"{self.namespace}.{name}", args)))  # ``args`` is this call's own dict

    def tell(self, seats: int | Iterable[int], name: str, /, **args: Any) -> None:
        """A line only ``seats`` see (nobody else sees anything)."""
        to = (seats,) if isinstance(seats, int) else tuple(seats)
        line = self._line(name, args)
        self.entries.append(Entry(None, {s: line for s in to}))

    def say_secretly(
        self,
        public: tuple[str, Mapping[str, Any]] | None,
        private: Mapping[int, tuple[str, Mapping[str, Any]]],
    ) -> None:
        """One event in two versions: ``private[seat]`` for those seats, ``public`` for the rest."""
        self.entries.append(
            Entry(
                self._line(*public) if public else None,
                {seat: self._line(name, args) for seat, (name, args) in private.items()},
            )
        )

    # -- reading ------------------------------------------------------------------
    def view(self, viewer: int | None, last: int | None = None) -> list[dict[str, Any]]:
        """The lines ``viewer`` may see (None: a spectator), oldest first; at most ``last``."""
        # lines are immutable: a shallow copy of each is enough (to_json copies deeply, for saves)
        lines = [
            {"key": line.key, "args": dict(line.args)} for e in self.entries if (line := e.seen_by(viewer)) is not None
        ]
        return lines[-last:] if last is not None and last >= 0 else lines

    # -- saves --------------------------------------------------------------------
    def to_json(self) -> list[dict[str, Any]]:
        """Every entry as saved (:meth:`Entry.to_json`); :meth:`from_json` reads it back."""
        return [e.to_json() for e in self.entries]

    @classmethod
    def from_json(cls, namespace: str, data: Any, players: int) -> Log:
        """Rebuild a log of :meth:`to_json`; InvalidSave if it is malformed."""
        if not isinstance(data, list):
            raise InvalidSave("the log is not a list")
        entries = []
        for item in data:
            if not isinstance(item, Mapping) or set(item) - {"public", "private"}:
                raise InvalidSave("a log entry is malformed")
            public = None if item.get("public") is None else _line_from_json(namespace, item["public"])
            private: dict[int, Line] = {}
            raw = item.get("private", {})
            if not isinstance(raw, Mapping):
                raise InvalidSave("a log entry's private lines are malformed")
            for seat, line in raw.items():
                if not isinstance(seat, str) or not seat.isascii() or not seat.isdigit() or int(seat) >= players:
                    raise InvalidSave("a private log line names no seat of this game")
                private[int(seat)] = _line_from_json(namespace, line)
            entries.append(Entry(public, private))
        return cls(namespace, entries)

    @classmethod
    def seen(cls, namespace: str, lines: Iterable[Any]) -> Log:
        """The log of a search's sample: the lines one seat read (:meth:`view`) as public lines; InvalidSave
        if one is malformed.

        >>> Log.seen("demo", [{"key": "demo.turn", "args": {"n": 1}}]).view(1)
        [{'key': 'demo.turn', 'args': {'n': 1}}]
        """
        return cls(namespace, [Entry(_line_from_json(namespace, line)) for line in lines])


class QuietLog(Log):
    """A log that keeps nothing: a search's playouts (:meth:`tabletop.core.game.State.for_playout`)
    skip the lines nobody will read.

    >>> log = QuietLog("demo")
    >>> log.say("turn", turn=1); log.copy().tell(0, "secret"); len(log), type(log.copy()).__name__
    (0, 'QuietLog')
    """

    __slots__ = ()

    def copy(self) -> QuietLog:
        """Another empty quiet log."""
        return QuietLog(self.namespace)

    def say(self, name: str, /, **args: Any) -> None:
        """Nothing: a playout's log is never read."""
        pass

    def tell(self, seats: int | Iterable[int], name: str, /, **args: Any) -> None:
        """Nothing: a playout's log is never read."""
        pass

    def say_secretly(
        self,
        public: tuple[str, Mapping[str, Any]] | None,
        private: Mapping[int, tuple[str, Mapping[str, Any]]],
    ) -> None:
        """Nothing: a playout's log is never read."""
        pass


def _line_from_json(namespace: str, data: Any) -> Line:
    if (
        not isinstance(data, Mapping)
        or not isinstance(data.get("key"), str)
        or not isinstance(data.get("args"), Mapping)
    ):
        raise InvalidSave("a log line is malformed")
    if not data["key"].startswith(namespace + "."):
        raise InvalidSave("a log line belongs to another game")
    return Line(data["key"], _copy(data["args"]))


def _copy(value: Any) -> Any:
    """A deep copy of JSON-like data (plain types first: this runs for every saved line)."""
    kind = type(value)
    if kind is str or kind is int or value is None or kind is bool or kind is float:
        return value
    if kind is dict:
        return {k: _copy(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [_copy(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _copy(v) for k, v in value.items()}
    return value


# -- the describer ------------------------------------------------------------------
def word(kind: str, value: Any, lang: str, names: Sequence[str] | None, words: Words | None) -> str:
    """One argument of ``kind`` in words of ``lang``.

    >>> word("seat", 1, "en", None, None), word("number", 131900, "en", None, None)
    ('Player 2', '131,900')
    >>> word("words", {"en": "a coin", "ja": "コイン"}, "ja", None, None)
    'コイン'
    >>> word("seat[]", [0, 1], "en", ["Aki", "Ben"], None)
    'Aki, Ben'
    """
    if kind.endswith("[]"):
        items = value if isinstance(value, list) else [value]
        return i18n.text("core.list_sep", lang).join(word(kind[:-2], v, lang, names, words) for v in items)
    if kind == "seats":
        return word("seat[]", value, lang, names, words)
    if kind == "seat" and isinstance(value, int) and not isinstance(value, bool):
        return i18n.seat_name(value, lang, names)
    if kind == "number" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return i18n.number(value)
    if kind == "words" and isinstance(value, Mapping):
        return str(value.get(lang, value.get(i18n.DEFAULT_LANG, "")))
    if kind in BUILTIN_KINDS or words is None:
        return _plain(value, lang)
    return words(kind, value, lang)


def listing(words: Iterable[str], lang: str) -> str:
    """Words as a list of ``lang`` (``a, b``; ``a、b``), or "nothing" ("なし") for none.

    >>> listing(["Keep", "Castle"], "ja"), listing([], "en")
    ('Keep、Castle', 'nothing')
    """
    return i18n.text("core.list_sep", lang).join(words) or i18n.text("core.nothing", lang)


def _plain(value: Any, lang: str) -> str:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return i18n.number(value)
    if isinstance(value, Mapping) and all(x in value for x in i18n.LANGS):
        return i18n.pick(value, lang)
    if isinstance(value, list):
        return i18n.text("core.list_sep", lang).join(_plain(v, lang) for v in value)
    return str(value)


def describe(
    line: Mapping[str, Any],
    lang: str,
    names: Sequence[str] | None,
    kinds: Mapping[str, str],
    words: Words | None = None,
) -> str:
    """A log line in words of ``lang``: each argument by its declared kind.

    Numbers keep their value for plural forms (``{n:coin|coins}``); every
    other argument becomes its words first.
    """
    args: dict[str, Any] = {}
    for name, value in dict(line.get("args", {})).items():
        kind = kinds.get(name)
        if kind == "number" and isinstance(value, (int, float)) and not isinstance(value, bool):
            args[name] = value
        elif kind is None:
            args[name] = (
                value if isinstance(value, (int, float)) and not isinstance(value, bool) else _plain(value, lang)
            )
        else:
            args[name] = word(kind, value, lang, names, words)
    return i18n.text(str(line.get("key", "")), lang, **args)
