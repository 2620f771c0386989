"""One action shape: a verb and its words, with a canonical text form (like python-chess's ``Move``).

Games whose actions are a verb and a few words (Room 25, Polis,
Challengers!) use :class:`Act` as it is; games with richer arguments give
their own frozen value object the same two faces: ``str()`` is the
canonical text, ``kind`` the verb that random playouts group by
(:class:`~tabletop.core.game.Action` is the protocol every game's action
meets). Two acts are equal, hash and sort by verb, then words.

>>> a = Act.parse("move  1,2")
>>> a, str(a), a.kind
(Act(verb='move', args=('1,2',)), 'move 1,2', 'move')
>>> sorted([Act("pick", ("b",)), Act("done"), Act("pick", ("a",))])
[Act(verb='done', args=()), Act(verb='pick', args=('a',)), Act(verb='pick', args=('b',))]
>>> Act.parse("")
Traceback (most recent call last):
...
tabletop.core.errors.IllegalAction: an action needs a verb
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import IllegalAction


@dataclass(frozen=True, order=True)
class Act:
    """An action: ``verb`` and its words; ``str()`` joins them with single spaces."""

    verb: str
    args: tuple[str, ...] = ()
    #: the canonical text, made once (not part of equality, hashing or order)
    text: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", " ".join((self.verb, *self.args)))

    def __str__(self) -> str:
        return self.text

    @property
    def kind(self) -> str:
        """What random playouts group actions by: the verb."""
        return self.verb

    @classmethod
    def parse(cls, text: str) -> Act:
        """The act a text names, split at spaces; a game then checks the verb and words."""
        words = text.split()
        if not words:
            raise IllegalAction("an action needs a verb")
        return cls(words[0], tuple(words[1:]))
