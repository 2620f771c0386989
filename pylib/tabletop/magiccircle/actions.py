"""The vocabulary of a match: its phases, the action kinds and the action texts (docs/rules/magiccircle.md §3.5).

The constants of the turn structure (6 matches, 8 hand slots, 2 actions a
turn, refills of 4; §3.4–3.5), :class:`Phase`, :class:`Kind`, every
:class:`Action` made once, and :func:`parse_action` for the action texts
listed in the package docstring (:mod:`tabletop.magiccircle`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from ..core.errors import IllegalAction
from .geometry import FOCUS, POSITIONS, index

ID = "magiccircle"
MATCHES = 6
HAND_SLOTS = 8
ACTIONS_PER_TURN = 2
REFILL = 4
#: the source index of the dealt coin (hand slots are 0..7)
DEALT = 8
#: redraws of the first-player coins before the pile is reshuffled (a full cycle of the pile)
REDRAW_CYCLE = 50
#: the namespace of the log lines: keys are ``magiccircle.log.<name>``
LOG_NS = f"{ID}.log"


class Phase(Enum):
    """Where a match stands (§3.5): the simultaneous initial placement, a player's turn, or the end of the game."""

    PLACEMENT = "placement"  # initial placement: simultaneous, no action limit
    TURN = "turn"  # a player's turn: up to 2 actions, activate, end
    OVER = "over"  # after the 6th match


class Kind(StrEnum):
    """An action's kind: the first word of its text."""

    PLACE = "place"
    STOCK = "stock"
    SALVAGE = "salvage"
    ACTIVATE = "activate"
    END = "end"
    DONE = "done"


#: the order of kinds in legal action lists
_RANK = {k: i for i, k in enumerate(Kind)}
_KIND = {k.value: k for k in Kind}


def source_text(src: int) -> str:
    """The text of a source: ``h1`` … ``h8`` for a hand slot 0..7, ``d`` for the dealt coin."""
    return "d" if src == DEALT else f"h{src + 1}"


@dataclass(frozen=True)
class Action:
    """One action; ``str()`` is its canonical text.

    ``src`` is a hand slot 0..7 or 8 for the dealt coin (place, stock) or the
    hand slot of the salvaging coin; ``target`` is a position index (place)
    or 0 = own stock, 1 = opponent's stock (salvage).
    """

    kind: Kind
    src: int = -1
    target: int = -1

    def __str__(self) -> str:
        text = _TEXTS.get(self)
        return text if text is not None else _text(self)

    def sort_key(self) -> tuple[int, int, int]:
        """Legal actions come in this order: place, stock, salvage, activate, end, done."""
        return (_RANK[self.kind], self.src, self.target)

    def __lt__(self, other: Action) -> bool:
        return self.sort_key() < other.sort_key()


def _text(a: Action) -> str:
    verb = a.kind.value
    if a.kind is Kind.PLACE:
        return f"{verb} {source_text(a.src)} {POSITIONS[a.target]}"
    if a.kind is Kind.STOCK:
        return f"{verb} {source_text(a.src)}"
    if a.kind is Kind.SALVAGE:
        return f"{verb} {source_text(a.src)} {'opp' if a.target else 'own'}"
    return verb


#: every action, made once: PLACES[src][position], STOCKS[src], SALVAGES[slot][own/opp]
PLACES = tuple(tuple(Action(Kind.PLACE, src, pos) for pos in range(17)) for src in range(9))
STOCKS = tuple(Action(Kind.STOCK, src) for src in range(9))
SALVAGES = tuple(tuple(Action(Kind.SALVAGE, slot, w) for w in (0, 1)) for slot in range(8))
ACTIVATE = Action(Kind.ACTIVATE)
END = Action(Kind.END)
DONE = Action(Kind.DONE)
_TEXTS: dict[Action, str] = {
    a: _text(a)
    for a in (*(a for row in PLACES for a in row), *STOCKS, *(a for row in SALVAGES for a in row), ACTIVATE, END, DONE)
}


def _parse_src(word: str, text: str, dealt_ok: bool) -> int:
    if word == "d" and dealt_ok:
        return DEALT
    if len(word) == 2 and word[0] == "h" and word[1] in "12345678":
        return int(word[1]) - 1
    expected = "a hand slot h1…h8 or d (the dealt coin)" if dealt_ok else "a hand slot h1…h8"
    raise IllegalAction(f"{text!r}: expected {expected}, not {word!r}")


def parse_action(text: str) -> Action:
    """An action from its text (case and extra spaces ignored).

    >>> parse_action("place h1 MoN"), str(parse_action("PLACE D  f"))
    (Action(kind=<Kind.PLACE: 'place'>, src=0, target=0), 'place d F')
    >>> str(parse_action("salvage h3 opp")), str(parse_action("end"))
    ('salvage h3 opp', 'end')
    >>> parse_action("place h9 MoN")
    Traceback (most recent call last):
    ...
    tabletop.core.errors.IllegalAction: 'place h9 MoN': expected a hand slot h1…h8 or d (the dealt coin), not 'h9'
    """
    if not isinstance(text, str):
        raise IllegalAction("an action must be text")
    words = text.lower().split()
    if not words or words[0] not in _KIND:
        raise IllegalAction(f"unknown action {text!r}; actions are place, stock, salvage, activate, end and done")
    kind = _KIND[words[0]]
    need = {Kind.PLACE: 3, Kind.STOCK: 2, Kind.SALVAGE: 3}.get(kind, 1)
    if len(words) != need:
        usage = {
            Kind.PLACE: "place h1 MoN",
            Kind.STOCK: "stock h1",
            Kind.SALVAGE: "salvage h1 own",
        }.get(kind, words[0])
        raise IllegalAction(f"{text!r}: expected e.g. {usage!r}")
    if kind is Kind.PLACE:
        try:
            pos = index(words[2])
        except ValueError as e:
            raise IllegalAction(str(e)) from None
        return PLACES[_parse_src(words[1], text, True)][pos]
    if kind is Kind.STOCK:
        return STOCKS[_parse_src(words[1], text, True)]
    if kind is Kind.SALVAGE:
        if words[2] not in ("own", "opp"):
            raise IllegalAction(f"{text!r}: salvage from 'own' or 'opp' (the opponent's) stock")
        return SALVAGES[_parse_src(words[1], text, False)][1 if words[2] == "opp" else 0]
    return {Kind.ACTIVATE: ACTIVATE, Kind.END: END, Kind.DONE: DONE}[kind]


_MAGICAL_TARGETS = [*range(8), FOCUS]
_ELEMENTAL_TARGETS = [*range(8, 16), FOCUS]
#: the placements of a source's coin, made once: PLACES_OF[src][magical]
PLACES_OF = tuple(
    (tuple(PLACES[src][pos] for pos in _ELEMENTAL_TARGETS), tuple(PLACES[src][pos] for pos in _MAGICAL_TARGETS))
    for src in range(len(PLACES))
)
