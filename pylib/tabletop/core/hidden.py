"""Hidden information, declared once per game: which state fields are hidden from whom.

A game with secrets gives its state class a :class:`Secrets` declaration
(``State.privacy``). Each :class:`Secret` names a state attribute, its parts
(a seat's hand is part ``q`` of ``hands``; a whole deck is part ``None``) and
the seats that may see each part. Each :class:`Follows` names an attribute
derived from parts of a secret (Khronos's ``swappable``: what is left of the
hand on turn as its swaps began) and how to derive it again.

Both uses of a secret read the one declaration:

- the observation asks it what a viewer may see (:meth:`Secrets.sees`,
  :meth:`Secrets.show`), a followed attribute as its source, and what a
  viewer knows only the contents of (:meth:`Secrets.contents`: a seat's own
  deck, its order hidden);
- :meth:`Secrets.resample` (the default :meth:`State.resample_hidden
  <tabletop.core.game.State.resample_hidden>`) deals every part hidden from
  the viewer again with the game's dealer, then derives again every attribute
  that follows such a part, so a derived copy of a secret cannot escape the
  re-deal.

The conformance suite checks both sides: an observation must not change when
what its viewer cannot see is dealt again, and the re-deals of a game's
playouts must change every declared attribute (:meth:`Secrets.hidden`,
:meth:`Secrets.value`), so a declared secret is a secret the check moves.

It is the first piece of a state codec: it lists only the secret fields.

>>> from types import SimpleNamespace as NS
>>> secrets = Secrets(
...     (Secret("hands", parts=lambda s: range(2), seen_by=lambda s, q: (q,)),),
...     deal=lambda s, viewer, rng: s,
...     follows=(Follows("mine", "hands", parts=lambda s: (s.current,), derive=lambda s, v, rng: None),),
... )
>>> s = NS(hands=[[1], [2]], current=1, mine=[2])
>>> secrets.show(s, 0, "hands", 0), secrets.show(s, 0, "hands", 1), secrets.show(s, None, "hands", 0)
([1], None, None)
>>> secrets.sees(s, 0, "mine"), secrets.sees(s, 1, "mine")
(False, True)
>>> secrets.hidden(s, 0)
[('hands', 1), ('mine', None)]
>>> deck = Secrets((Secret("decks", parts=lambda s: range(2), known_by=lambda s, q: (q,)),), deal=lambda s, v, rng: s)
>>> d = NS(decks=[[3, 1, 2], [5]])
>>> deck.sees(d, 0, "decks", 0), deck.contents(d, 0, "decks", 0), deck.contents(d, 1, "decks", 0)
(False, [1, 2, 3], None)
>>> deck.hidden(d, 0)
[('decks', 0), ('decks', 1)]
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .rng import Rng

S = TypeVar("S")

#: a part of a secret attribute: an index or key of it, or None for the whole attribute
Part = Any


def _whole(state: Any) -> tuple[Part, ...]:
    return (None,)


def _nobody(state: Any, part: Part) -> Collection[int | None]:
    return ()


@dataclass(frozen=True)
class Secret(Generic[S]):
    """A state attribute whose parts some seats may not see.

    ``parts(state)`` lists the parts it holds now (an empty hand may be left
    out); ``seen_by(state, part)`` the seats that may see one (None in it: a
    spectator too). The defaults: the whole attribute, seen by nobody (a
    deck's order, the generator). ``read(state, part)``, when the secret is
    not simply ``getattr(state, name)[part]``, reads one part (a field of a
    deal object). ``known_by(state, part)``: the seats that know which items
    a part holds but not their order (a seat's own shuffled deck); to them
    the part is still hidden, so a re-deal may shuffle it.
    """

    name: str
    parts: Callable[[S], Iterable[Part]] = _whole
    seen_by: Callable[[S, Part], Collection[int | None]] = _nobody
    read: Callable[[S, Part], Any] | None = None
    known_by: Callable[[S, Part], Collection[int | None]] = _nobody


@dataclass(frozen=True)
class Follows(Generic[S]):
    """A state attribute derived from ``parts(state)`` of the secret ``source``.

    Whoever cannot see one of those parts cannot see it either; after a
    re-deal, ``derive(state, viewer, rng)`` sets it again (in place) from the
    re-dealt source.
    """

    name: str
    source: str
    parts: Callable[[S], Iterable[Part]]
    derive: Callable[[S, int, Rng], None]


@dataclass(frozen=True)
class Secrets(Generic[S]):
    """A game's hidden information: its secrets, the attributes that follow them, and its dealer.

    ``deal(state, viewer, rng)`` returns a new state (``state`` unchanged) with
    every part hidden from ``viewer`` dealt again, or ``state`` itself when
    nothing hidden could be otherwise; :meth:`resample` then derives the
    following attributes again.
    """

    secrets: tuple[Secret[S], ...]
    deal: Callable[[S, int, Rng], S]
    follows: tuple[Follows[S], ...] = ()

    def _secret(self, name: str) -> Secret[S]:
        for s in self.secrets:
            if s.name == name:
                return s
        raise KeyError(f"no secret named {name!r}")

    def _follows(self, name: str) -> Follows[S] | None:
        return next((f for f in self.follows if f.name == name), None)

    def _read(self, state: S, name: str, part: Part) -> Any:
        secret = None if self._follows(name) else self._secret(name)
        if secret is not None and secret.read is not None:
            return secret.read(state, part)
        value = getattr(state, name)
        return value if part is None else value[part]

    def names(self) -> list[str]:
        """Every declared attribute: the secrets, then those that follow them."""
        return [s.name for s in self.secrets] + [f.name for f in self.follows]

    def sees(self, state: S, viewer: int | None, name: str, part: Part = None) -> bool:
        """Whether ``viewer`` (None: a spectator) may see ``part`` of the declared attribute ``name``."""
        follow = self._follows(name)
        if follow is not None:
            return all(self.sees(state, viewer, follow.source, p) for p in follow.parts(state))
        return viewer in self._secret(name).seen_by(state, part)

    def show(self, state: S, viewer: int | None, name: str, part: Part = None) -> Any:
        """A copy of ``part`` of ``name`` if ``viewer`` may see it, else None (for observations)."""
        if not self.sees(state, viewer, name, part):
            return None
        return copy.deepcopy(self._read(state, name, part))

    def contents(self, state: S, viewer: int | None, name: str, part: Part = None) -> list[Any] | None:
        """The items of ``part`` of the secret ``name``, sorted, if ``viewer`` sees or knows them, else None."""
        if not (self.sees(state, viewer, name, part) or viewer in self._secret(name).known_by(state, part)):
            return None
        return sorted(copy.deepcopy(self._read(state, name, part)))

    def hidden(self, state: S, viewer: int) -> list[tuple[str, Part]]:
        """The ``(name, part)`` of every part ``viewer`` may not see now; a followed attribute as a whole."""
        out = [(s.name, p) for s in self.secrets for p in s.parts(state) if not self.sees(state, viewer, s.name, p)]
        return out + [(f.name, None) for f in self.follows if not self.sees(state, viewer, f.name)]

    def value(self, state: S, name: str, part: Part = None) -> Any:
        """``part`` of ``name`` as plain data, to compare before and after a re-deal."""
        value = self._read(state, name, part)
        if isinstance(value, Rng):
            return value.state
        to_json = getattr(value, "to_json", None)
        return to_json() if callable(to_json) else value

    def resample(self, state: S, viewer: int, rng: Rng) -> S:
        """``state`` with everything ``viewer`` cannot see dealt again, followers derived again."""
        dealt = self.deal(state, viewer, rng)
        if dealt is not state:
            for f in self.follows:
                if not self.sees(state, viewer, f.name):
                    f.derive(dealt, viewer, rng)
        return dealt
