"""What each seat sees of a Cucco state, and its secrets (docs/rules/cucco.md §2.5, §2.6).

A seat's card is seen by whoever the deal lets know it (``Deal.knows``: its holder, a card
asked about or turned up); the deck's order is nobody's. :data:`SECRETS` says so for the shared
hidden-information tools (its dealer is ``CuccoState._redeal``, which trades hidden cards with
:func:`one_swap` and :func:`deck_swap` and rewrites the log with :func:`rewrite_entry`), and
:func:`observation` draws a seat's view with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.hidden import Secret, Secrets
from ..core.log import Entry, Line
from .rules import Deal, rank_bit, ranks_of
from .setup import CHILDREN_DEALS, Phase

if TYPE_CHECKING:
    from .game import CuccoState


def observation(st: CuccoState, player: int | None) -> dict[str, Any]:
    """What ``player`` may see in ``st`` (None: a spectator); the format is in the package docstring."""
    if player is not None and not (isinstance(player, int) and 0 <= player < st.players):
        raise ValueError(f"there is no player {player!r}")
    n = st.players
    deal = st.deal
    hands: list[dict[str, Any] | None] = [None] * n
    if deal is not None:
        for s in deal.order:
            visible = SECRETS.sees(st, player, "cards", s)
            choice = deal.choice[s]
            hands[s] = {
                "card": deal.card[s] if visible else None,
                "face_up": deal.shown[s],
                "strong": deal.strong[s],
                "history": list(deal.history[s]),
                "known_by": [v for v in range(n) if v != s and deal.known[v] >> s & 1],
                "cannot_be": ranks_of(deal.excluded[s]),
                "disqualified": [r.value for r in deal.reasons[s]],
                "choice": None if choice is None else ("change" if choice else "keep"),
            }
    status = ["left" if st.left[p] else "eliminated" if st.eliminated[p] else "in" for p in range(n)]
    rounds = int(st.options["rounds"])
    obs: dict[str, Any] = {
        "game": st.game.id,
        "viewer": player,
        "players": n,
        # the setup option is left out: it lists stacked cards (and only matters at the start)
        "options": {k: v for k, v in st.options.items() if k != "setup"},
        "phase": st.phase.value,
        "round": st.round_no,
        "rounds": rounds or None,
        "max_rounds": rounds or st.game.max_rounds,
        "deal": st.deal_no,
        "time": "children" if st.deal_no <= CHILDREN_DEALS else "adults",
        "stake": st.deal_no if st.deal_no <= CHILDREN_DEALS else None,
        "pot": st.pot,
        "coins": list(st.coins),
        "status": status,
        "serial": st.serial,
        "order": list(deal.order) if deal else [],
        "start_player": deal.order[0] if deal else None,
        "last_player": deal.order[-1] if deal else None,
        "turn": deal.current if deal else None,
        "hands": hands,
        "deck": len(deal.deck) if deal else 0,
        "deck_cards": sorted(deal.deck) if deal and deal.deck_known else None,
        "discard": list(deal.discard) if deal else [],
        "last_deal": copy_json(st.last_deal),
        "results": [{"winner": w, "pot": pot} for w, pot in st.results],
        "log": st.log.view(player),
    }
    if st.phase is Phase.OVER:
        outcome = st.outcome()
        obs["winners"] = list(outcome.winners) if outcome else []
        obs["ended_by"] = st.ended_by
    return obs


# -- helpers ------------------------------------------------------------------------------
def rewrite_entry(entry: Entry, change: Any) -> Entry:
    """``entry`` with every line's args updated by ``change(line) -> {arg: value}``."""

    def fix(line: Line) -> Line:
        return Line(line.key, {**line.args, **change(line)})

    return Entry(
        fix(entry.public) if entry.public is not None else None,
        {seat: fix(line) for seat, line in entry.private.items()},
    )


def one_swap(deal: Deal, seats: Sequence[int], mixed: bool) -> tuple[int, int] | None:
    """Two slots of ``seats`` (then the deck, if ``mixed``) whose different cards may trade places."""
    cards = [deal.card[s] for s in seats] + (deal.deck if mixed else [])
    masks = [deal.excluded[s] for s in seats] + ([0] * len(deal.deck) if mixed else [])
    for i in range(len(seats)):
        for j in range(i + 1, len(cards)):
            a, b = cards[i], cards[j]
            if a is None or b is None or a == b:
                continue
            if not masks[i] & rank_bit(b) and not masks[j] & rank_bit(a):
                return i, j
    return None


def deck_swap(deck: Sequence[int], offset: int) -> tuple[int, int] | None:
    """Two places of the deck (counted from ``offset``) holding different cards."""
    for j in range(1, len(deck)):
        if deck[j] != deck[0]:
            return offset, offset + j
    return None


def copy_json(value: Any) -> Any:
    """A deep copy of JSON data (mappings and sequences become dicts and lists)."""
    if isinstance(value, Mapping):
        return {k: copy_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [copy_json(v) for v in value]
    return value


def _seen_by(st: CuccoState, seat: int) -> tuple[int | None, ...]:
    deal = st.deal
    if deal is None:  # pragma: no cover - a card is a part only during a deal
        return ()
    return tuple(v for v in (*range(st.players), None) if deal.knows(v, seat))


#: the secrets of Cucco: each seat's card, seen by whoever may know it (``Deal.knows``), and the
#: deck's order, nobody's (its cards are public once it is the reshuffled discard pile)
SECRETS: Secrets[CuccoState] = Secrets(
    secrets=(
        Secret(
            "cards",
            parts=lambda st: st.deal.order if st.deal is not None else (),
            seen_by=_seen_by,
            read=lambda st, seat: None if st.deal is None else st.deal.card[seat],
        ),
        Secret(
            "deck",
            parts=lambda st: (None,) if st.deal is not None else (),
            read=lambda st, part: None if st.deal is None else list(st.deal.deck),
        ),
    ),
    deal=lambda st, player, rng: st._redeal(player, rng),
)
