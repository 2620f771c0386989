"""What each seat sees of a Cucco state, and its secrets (docs/rules/cucco.md §2.5, §2.6).

A seat's card is seen by whoever the deal lets know it (``Deal.knows``: its holder, a card
asked about or turned up); the deck's order is nobody's. :data:`SECRETS` says so for the shared
hidden-information tools (its dealer is ``CuccoState._redeal``, which trades hidden cards with
:func:`one_swap` and :func:`deck_swap` and rewrites the log with :func:`rewrite_private_lines`), and
:func:`observation` draws a seat's view with it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.hidden import Secret, Secrets
from ..core.log import Entry, Line
from .messages import NS
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


def rewrite_private_lines(st: CuccoState, new_cards: Mapping[int, int]) -> None:
    """Follow every physical card through the log of ``st``'s deal and give the lines that name
    it (a dealt card, the cards of an exchange) the cards of ``new_cards`` (seat -> its
    new card). Every version of such a line is rewritten, the public one too: a card
    leaked into a public line then changes everybody's view, and the privacy check
    of the conformance suite sees it."""
    deal = st.deal
    if deal is None:  # pragma: no cover
        return
    entries = st.log.entries
    walk = list(range(st.log_mark, len(entries)))
    rank: list[int] = []  # physical card id -> rank
    # first walk: which physical card each seat holds, from the dealt cards and the moves
    at = _follow_cards(st, walk, rank, None)
    if any(rank[at[s]] != deal.card[s] for s in deal.order):
        raise ValueError("the log of this deal does not follow its cards")
    new_rank = rank[:]
    for s, c in new_cards.items():
        new_rank[at[s]] = c
    # second walk: the same moves, writing the new ranks
    _follow_cards(st, walk, [], new_rank)


def _follow_cards(st: CuccoState, walk: Sequence[int], rank: list[int], write: list[int] | None) -> dict[int, int]:
    """Walk log entries ``walk`` of this deal: seat -> physical card id at the end. Ranks of
    new ids go to ``rank``; with ``write`` (id -> rank), the entries are rewritten with them."""
    deal = st.deal
    order = deal.order if deal is not None else ()
    entries = st.log.entries
    at: dict[int, int] = {}
    ids = 0
    dealt = 0
    for i in walk:
        e = entries[i]
        lines = [line for line in (e.public, *e.private.values()) if line is not None]
        names = {line.key.removeprefix(NS + ".") for line in lines}
        if "dealt" in names:
            seat = order[dealt]
            dealt += 1
            at[seat] = ids
            rank.append(int(next(ln for ln in lines if ln.key.endswith(".dealt")).args["card"]))
            ids += 1
            if write is not None:
                card = write[at[seat]]
                entries[i] = rewrite_entry(e, lambda line, c=card: {"card": c} if "card" in line.args else {})
        elif names & {"swap", "swap_gave", "swap_took"}:
            public = e.public.args if e.public is not None else {}
            gave_line = next((ln for ln in lines if ln.key.endswith(".swap_gave")), None)
            r = int(public["player"]) if "player" in public else next(k for k, v in e.private.items() if v is gave_line)
            t = int(public["target"]) if "target" in public else int(gave_line.args["target"]) if gave_line else r
            if write is not None:
                gave, took = write[at[r]], write[at[t]]

                def cards(line: Line, gave: int = gave, took: int = took) -> dict[str, Any]:
                    mine = (gave, took) if not line.key.endswith(".swap_took") else (took, gave)
                    return {k: v for k, v in zip(("given", "received"), mine, strict=True) if k in line.args}

                entries[i] = rewrite_entry(e, cards)
            at[r], at[t] = at[t], at[r]
        elif names & {"take", "take_matto"} and e.public is not None:
            at[int(e.public.args["player"])] = ids
            rank.append(int(e.public.args["card"]))
            ids += 1
    return at
