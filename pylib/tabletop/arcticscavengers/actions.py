"""Arctic Scavengers actions and their canonical text forms.

They are the moves of a round of docs/rules/arcticscavengers.md §4: the gathering actions (§4, step 2), the
dig keep, the skirmish specials (step 3) and the HQ save.

=========================  =======================================================
text                       meaning
=========================  =======================================================
``draw`` ``dig`` ``hunt``  open that gathering action (once per round each)
``trash``                  open the Trash action
``add P``                  put person ``P`` on the open action (Trash: any card)
``add P+T``                … carrying tool ``T``
``add P+T+L`` ``add P+L``  … and/or a leader card ``L`` (Group Leaders)
``go``                     carry out the open action with the cards put on it
``hire M``                 hire mercenary ``M`` paying with the food of this round
``hire M with A+B``        … also paying with medicine cards ``A``, ``B``
``done``                   end the gathering turn; the rest of the hand is kept
``keep C`` / ``keep none`` after a Dig: keep dug card ``C`` or none
``snipe S:C``              skirmish: snipe seat ``S``'s card ``C`` (seats are 0-based)
``disarm S:C``             skirmish: disarm seat ``S``'s tool ``C``
``pass``                   skirmish: use no more specials
``save`` / ``nosave``      HQ: cancel the snipe on your card with a Medic, or not
=========================  =======================================================

>>> from tabletop.arcticscavengers.actions import parse
>>> str(parse("add  spear+hunter"))
'add hunter+spear'
>>> parse("hire thug with pills+medkit")
Hire(card='thug', meds=('medkit', 'pills'))
>>> parse("snipe ²:brawler")
Traceback (most recent call last):
...
tabletop.core.errors.IllegalAction: the seat of seat:card must be a whole number, not '²'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import ClassVar

from ..core.errors import IllegalAction
from ..core.text import parse_int, quote
from .cards import CARDS, ORDER, Kind


class Phase(Enum):
    """What the game waits for."""

    GATHER = "gather"  #: the turn player opens an action, hires, or ends the turn
    ASSEMBLE = "assemble"  #: the turn player puts cards on the open action
    DIG = "dig"  #: the turn player keeps one dug card or none
    SKIRMISH = "skirmish"  #: specials, in turn order from the initiator
    SAVE = "save"  #: HQ: the victim of a snipe may cancel it with a Medic
    OVER = "over"


class Act(Enum):
    """The gathering actions; each at most once per round."""

    DRAW = "draw"
    DIG = "dig"
    HUNT = "hunt"
    HIRE = "hire"
    TRASH = "trash"


#: actions powered by persons (value = person ability + modifiers)
WORK_ACTS = (Act.DRAW, Act.DIG, Act.HUNT)
_KIND_RANK = {Kind.PERSON: 0, Kind.TOOL: 1, Kind.LEADER: 2, Kind.MEDICINE: 3, Kind.JUNK: 4}


def card_sort_key(key: str) -> tuple[int, int]:
    """How card ``key`` sorts in action texts and hands: by kind, then in the card table's order."""
    return (_KIND_RANK[CARDS[key].kind], ORDER[key])


@dataclass(frozen=True)
class Open:
    """Open the gathering action ``act`` (draw, dig, hunt or trash; each once a round, §4).

    Text: the action's name, ``draw``, ``dig``, ``hunt`` or ``trash``; ``kind`` is the same word.
    """

    act: Act

    @property
    def kind(self) -> str:
        """The verb: the action's name."""
        return self.act.value

    def __str__(self) -> str:
        return self.act.value


@dataclass(frozen=True)
class Add:
    """Put a person, with the tool and Group Leaders card it carries, on the open action (Trash: any cards).

    Text: ``add`` and the card keys joined by ``+`` in card order (``add hunter+spear``).
    """

    kind: ClassVar[str] = "add"
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "add " + "+".join(self.cards)


@dataclass(frozen=True)
class Go:
    """Carry out the open action with the cards put on it. Text: ``go``."""

    kind: ClassVar[str] = "go"

    def __str__(self) -> str:
        return "go"


@dataclass(frozen=True)
class Hire:
    """Hire mercenary ``card``, paying its food from Hunt and its meds with medicine cards ``meds`` (§4).

    Text: ``hire`` and the card key, then ``with`` and the medicine keys joined by ``+`` if any
    (``hire thug``, ``hire thug with medkit+pills``).
    """

    kind: ClassVar[str] = "hire"
    card: str
    meds: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"hire {self.card}" + (f" with {'+'.join(self.meds)}" if self.meds else "")


@dataclass(frozen=True)
class Done:
    """End the gathering turn; the rest of the hand is kept for the skirmish. Text: ``done``."""

    kind: ClassVar[str] = "done"

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Keep:
    """After a Dig: keep dug card ``card`` (None: keep none; the rest go to the junkyard bottom).

    Text: ``keep`` and the card key, or ``keep none``.
    """

    kind: ClassVar[str] = "keep"
    card: str | None

    def __str__(self) -> str:
        return f"keep {self.card or 'none'}"


@dataclass(frozen=True)
class Snipe:
    """Skirmish: remove seat ``target``'s card ``card`` that carries people (§4, step 3).

    Text: ``snipe S:C``, the 0-based seat and the card key (``snipe 1:brawler``).
    """

    kind: ClassVar[str] = "snipe"
    target: int
    card: str

    def __str__(self) -> str:
        return f"snipe {self.target}:{self.card}"


@dataclass(frozen=True)
class Disarm:
    """Skirmish: remove seat ``target``'s tool ``card`` (§4, step 3). Text: ``disarm S:C`` (``disarm 0:spear``)."""

    kind: ClassVar[str] = "disarm"
    target: int
    card: str

    def __str__(self) -> str:
        return f"disarm {self.target}:{self.card}"


@dataclass(frozen=True)
class Pass:
    """Skirmish: use no more specials. Text: ``pass``."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Rescue:
    """The answer to a snipe in the HQ game: ``save`` with a Medic or ``nosave`` (the text; ``kind`` too)."""

    save: bool

    @property
    def kind(self) -> str:
        """The verb: ``save`` or ``nosave``."""
        return str(self)

    def __str__(self) -> str:
        return "save" if self.save else "nosave"


Action = Open | Add | Go | Hire | Done | Keep | Snipe | Disarm | Pass | Rescue
_SIMPLE: dict[str, Action] = {
    "draw": Open(Act.DRAW),
    "dig": Open(Act.DIG),
    "hunt": Open(Act.HUNT),
    "trash": Open(Act.TRASH),
    "go": Go(),
    "done": Done(),
    "pass": Pass(),
    "save": Rescue(True),
    "nosave": Rescue(False),
}


def _card(word: str) -> str:
    if word not in CARDS:
        raise IllegalAction(f"there is no card called {quote(word)}")
    return word


def _cards(word: str) -> tuple[str, ...]:
    keys = [_card(w) for w in word.split("+")]
    return tuple(sorted(keys, key=card_sort_key))


def _seat_card(word: str) -> tuple[int, str]:
    seat, sep, key = word.partition(":")
    if not sep or not seat:
        raise IllegalAction(f"name a card as seat:card (like 1:brawler), not {quote(word)}")
    return parse_int(seat, "the seat of seat:card", 0, 99), _card(key)


def parse(text: object) -> Action:
    """The action named by ``text``; IllegalAction if it is malformed."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is text, not {type(text).__name__}")
    words = text.strip().lower().split()
    if not words:
        raise IllegalAction("empty action")
    head, rest = words[0], words[1:]
    if head in _SIMPLE and not rest:
        return _SIMPLE[head]
    if head == "add" and len(rest) == 1:
        return Add(_cards(rest[0]))
    if head == "hire" and len(rest) == 1:
        return Hire(_card(rest[0]))
    if head == "hire" and len(rest) == 3 and rest[1] == "with":
        return Hire(_card(rest[0]), _cards(rest[2]))
    if head == "keep" and len(rest) == 1:
        return Keep(None if rest[0] == "none" else _card(rest[0]))
    if head in ("snipe", "disarm") and len(rest) == 1:
        seat, key = _seat_card(rest[0])
        return Snipe(seat, key) if head == "snipe" else Disarm(seat, key)
    raise IllegalAction(f"not an Arctic Scavengers action: {quote(text)}")
