"""A game state from a position text: the set-up of a match as written (docs/rules/magiccircle.md §3.5).

The format is in the package docstring (:mod:`tabletop.magiccircle`, "Position text"): circles, hands, dealt
coins, stocks and the pile of §3.2, the match, phase and turn of §3.5. The position is checked like a save:
every coin of the 100-coin set at most once, a dealt coin only for the player whose turn it is (§3.5).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.errors import IllegalAction, InvalidOptions
from ..core.rng import Rng
from ..core.text import parse_int
from .actions import ACTIONS_PER_TURN, HAND_SLOTS, MATCHES, Phase
from .circle import Circle
from .coins import EMPTY, FULL_SET, SUPPLY

if TYPE_CHECKING:
    from .game import MagicCircleState


_POSITION_HELP = (
    "lines 'key: value'; keys: match, phase (placement|turn), turn, first, current, actions, "
    "p1 circle, p1 hand, p1 dealt, p1 stock, p1 done, p1 total (p2 … likewise), removed, pile"
)


def _coins(value: str, what: str, allow_empty: bool) -> str:
    text = "".join(value.split())
    for c in text:
        if c not in SUPPLY and not (allow_empty and c == EMPTY):
            raise InvalidOptions(
                f"{what}: {c!r} is not a coin (digits 0-9, R B Y G W K{', . for empty' if allow_empty else ''})"
            )
    return text


def _number(value: str, what: str, lo: int, hi: int) -> int:
    """A whole number of a position text (ASCII digits); InvalidOptions with the reason."""
    try:
        return parse_int(value, what, lo, hi)
    except IllegalAction as e:
        raise InvalidOptions(str(e)) from None


def players_in_position(text: str) -> int:
    """How many players a position text describes (2 if it mentions p2)."""
    for line in text.splitlines():
        key = line.split("#", 1)[0].split(":", 1)[0].strip().lower()
        if key.startswith("p2"):
            return 2
    return 1


def setup_position(state: MagicCircleState, text: str, rng: Rng) -> None:
    """Fill ``state`` from a position text (see the package docstring)."""
    n = state.players
    seen: set[str] = set()
    explicit_pile: str | None = None
    current: int | None = None
    phase = Phase.TURN
    turn = 1
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if ":" not in line:
            raise InvalidOptions(f"position: cannot read {raw.strip()!r}; {_POSITION_HELP}")
        key, value = (x.strip() for x in line.split(":", 1))
        key = " ".join(key.lower().split())
        if key in seen:
            raise InvalidOptions(f"position: {key!r} is given twice")
        seen.add(key)
        what = f"position: {key}"
        if key == "match":
            state.match = _number(value, what, 1, MATCHES)
        elif key == "phase":
            if value.lower() not in ("placement", "turn"):
                raise InvalidOptions(f"{what} must be placement or turn, not {value!r}")
            phase = Phase(value.lower())
        elif key == "turn":
            turn = _number(value, what, 1, 10_000)
        elif key == "first":
            state.first = _number(value, what, 1, n) - 1
        elif key == "current":
            current = _number(value, what, 1, n) - 1
        elif key == "actions":
            state.used = _number(value, what, 0, ACTIONS_PER_TURN)
        elif key == "removed":
            state.removed = _coins(value, what, False)
        elif key == "pile":
            explicit_pile = _coins(value, what, False)
        elif key[:1] == "p" and " " in key:
            who, field = key.split(" ", 1)
            if who[1:] not in ("1", "2"):
                raise InvalidOptions(f"position: unknown player {who!r} (p1 or p2)")
            p = int(who[1:]) - 1
            if p >= n:
                raise InvalidOptions(f"position: {who} does not exist in a {n}-player game")
            if field == "circle":
                try:
                    state.circles[p] = Circle.parse(value).cells
                except ValueError as e:
                    raise InvalidOptions(f"{what}: {e}") from None
            elif field == "hand":
                hand = _coins(value, what, True)
                if len(hand) > HAND_SLOTS:
                    raise InvalidOptions(f"{what}: a hand has {HAND_SLOTS} slots, not {len(hand)}")
                state.hands[p] = hand.ljust(HAND_SLOTS, EMPTY)
            elif field == "dealt":
                dealt = _coins(value, what, True) or EMPTY
                if len(dealt) != 1:
                    raise InvalidOptions(f"{what}: one coin or '.'")
                state.dealt[p] = dealt
            elif field == "stock":
                state.stocks[p] = _coins(value, what, False)
            elif field == "done":
                if value.lower() not in ("yes", "no"):
                    raise InvalidOptions(f"{what} must be yes or no")
                state.done[p] = value.lower() == "yes"
            elif field == "total":
                state.totals[p] = _number(value, what, 0, 10**9)
            else:
                raise InvalidOptions(f"position: unknown key {key!r}; {_POSITION_HELP}")
        else:
            raise InvalidOptions(f"position: unknown key {key!r}; {_POSITION_HELP}")
    state.phase = phase
    if phase is Phase.PLACEMENT:
        state.turn = 0
        if any(d != EMPTY for d in state.dealt):
            raise InvalidOptions("position: nobody has a dealt coin during the initial placement")
        if all(state.done):
            raise InvalidOptions("position: during the initial placement somebody must not be done yet")
    else:
        state.turn = turn
        if any(state.done):
            raise InvalidOptions("position: 'done' belongs to the initial placement phase")
    state.current = state.first if current is None else current
    if any(d != EMPTY for p, d in enumerate(state.dealt) if p != state.current):
        # a dealt coin leaves its slot when its turn ends: another seat's coin would be lost at the next deal
        raise InvalidOptions("position: only the player whose turn it is can hold a dealt coin")
    used = state.pile + state.removed + "".join(state.circles + state.hands + state.dealt + state.stocks)
    counts = Counter(c for c in used if c != EMPTY)
    for c, k in counts.items():
        if k > SUPPLY[c]:
            raise InvalidOptions(f"position: {k} coins {c!r}, but the set has only {SUPPLY[c]}")
    if explicit_pile is not None:
        total = Counter(c for c in used + explicit_pile if c != EMPTY)
        if total != Counter(FULL_SET):
            raise InvalidOptions(
                "position: with an explicit pile (top first) every one of the 100 coins must be somewhere "
                f"(found {sum(total.values())}; list coins out of the game under 'removed')"
            )
        state.pile = explicit_pile[::-1]
    else:
        rest = Counter(FULL_SET) - counts
        pool = sorted(rest.elements(), key=FULL_SET.index)
        rng.shuffle(pool)
        state.pile = "".join(pool)
    state.log.say("match", match=state.match, matches=MATCHES)
    if phase is Phase.TURN:
        state.log.say("turn", turn=state.turn, player=state.current)
    try:
        state.check_consistency()
    except ValueError as e:
        raise InvalidOptions(f"position: {e}") from None
