"""Determinization and the one dealer: a full state consistent with one player's observation.

What is hidden from whom is docs/rules/arcticscavengers.md §8 (:mod:`.observe`'s declarations).

:func:`deal` is the game's one dealer (``ArcticState.privacy``): it deals again every card a viewer
has not located, keeping what is public or known to the viewer (counts, market, box, skirmish cards,
the viewer's own hand, discard and dug cards, the peeked contested resource, every seat's public card
knowledge):

- each other seat first gets the cards it is publicly known to own, then unknown cards to fill its
  hidden hand, deck, discard and kept cards;
- the contested pile gets contested resources (it never holds anything else);
- the junkyard gets what is left, in random order; the viewer's own deck is shuffled.

:func:`determinize` builds a state from an observation, the hidden cards placed in a fixed order, and
lets :func:`deal` deal them, so bots and ``resample_hidden`` share the one dealer. The viewer's memory of
the order of cards it returned to the junkyard bottom lives only in its log and is not used.
``state.observation(player)`` of the result equals ``observation``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.log import Entry, Log
from ..core.rng import Rng
from .actions import Act, Phase
from .cards import CARDS, Home
from .messages import LOG_NS
from .observe import play_seen

if TYPE_CHECKING:  # for the annotations only: game.py imports this module
    from .game import ArcticScavengers, ArcticState


class _Pool:
    def __init__(self, by_type: dict[str, list[int]]) -> None:
        self.by_type = by_type

    def take(self, key: str) -> int:
        ids = self.by_type.get(key)
        if not ids:
            raise IllegalAction(f"the observation is inconsistent: no {key} card is left to place")
        return ids.pop()

    def takes(self, keys: Sequence[str]) -> list[int]:
        return [self.take(k) for k in keys]

    def rest(self) -> list[int]:
        return sorted(i for ids in self.by_type.values() for i in ids)


def _counts(keys: Mapping[str, int]) -> list[str]:
    return [k for k, m in keys.items() for _ in range(int(m))]


def determinize(game: ArcticScavengers, obs: Mapping[str, Any], player: int, rng: Rng) -> ArcticState:
    """A full state consistent with ``player``'s observation, what it cannot see dealt with ``rng``."""
    n = int(obs["players"])
    options = game.validate_options(n, obs["options"])
    setup = game.setup_of(n, options)
    types = setup.types
    st = game.blank(setup, options, Rng(0))
    pool = _Pool(setup.ids_by_type())

    st.round = int(obs["round"])
    st.phase = Phase(obs["phase"])
    st.initiator = int(obs["initiator"])
    seats = obs["seats"]
    st.finished = [bool(x["finished"]) for x in seats]
    st.known = [{k: int(v) for k, v in x["known"].items()} for x in seats]
    st.unknown = [int(x["unknown"]) for x in seats]
    st.won = [int(x["won"]) for x in seats]
    st.peek = obs["peeker"]
    st.plays = [dict(p) for p in obs["plays"]]
    st.last_skirmish = obs["last_skirmish"]
    st.log = Log.seen(LOG_NS, obs["log"])
    result = obs.get("result")
    if result is not None:
        st.gangs = dict(result["detail"]["gangs"])

    # public zones
    st.market = {m["card"]: pool.takes([m["card"]] * int(m["count"])) for m in obs["market"]}
    st.box = pool.takes(_counts(obs["box"]))
    located: list[Counter[str]] = [Counter() for _ in range(n)]
    gathering = obs.get("gathering")
    st.turn = st.initiator
    if gathering is not None:
        st.turn = int(gathering["player"])
        st.used = [Act(a) for a in gathering["used"]]
        st.food = int(gathering["food"])
        st.act = Act(gathering["open"]) if gathering["open"] else None
        st.staged = [pool.takes(g["cards"]) for g in gathering["staged"]]
        for g in gathering["staged"]:
            located[st.turn].update(g["cards"])
    skirmish = obs.get("skirmish")
    st.revealed = skirmish is not None
    if skirmish is not None:
        st.steps = [dict(x) for x in skirmish["steps"]]
        st.cursor = (int(skirmish["resolving"]) - st.initiator) % n
        for x in skirmish["seats"]:
            s = int(x["seat"])
            st.kept[s] = pool.takes(x["cards"])
            st.removed[s] = pool.takes(x["removed"])
            located[s].update(x["cards"])
            located[s].update(x["removed"])
            free = list(st.kept[s])
            for k in x["spent"]:
                i = next(i for i in free if types[i] == k)
                free.remove(i)
                st.spent.append(i)
        pending = skirmish.get("pending")
        if pending is not None:
            a, t = int(pending["player"]), int(pending["target"])
            sniper = next(i for i in st.spent if i in st.kept[a] and types[i] == pending["card"])
            victim = next(i for i in st.kept[t] if types[i] == pending["victim"])
            medic = next(i for i in st.kept[t] if i != victim and types[i] == pending["medic"])
            st.pending = (a, sniper, t, victim, medic)

    # the viewer's own cards
    you = obs.get("you")
    top: int | None = None
    if you is not None and int(you["seat"]) != player:
        raise IllegalAction("the observation belongs to another seat")
    if you is not None:
        st.hands[player] = pool.takes(you["hand"])
        st.decks[player] = pool.takes(you["deck"])
        st.discards[player] = pool.takes(you["discard"])
        if not st.revealed:
            st.kept[player] = pool.takes(you["kept"])
        st.dug = pool.takes(you["dug"])
        if you["peek"] is not None:
            top = pool.take(you["peek"])

    # cards others are known to own, then the rest, in a fixed order: deal() deals them again
    others = [s for s in range(n) if s != player]
    hidden: dict[int, list[int]] = {}
    free_slots: dict[int, int] = {}
    for s in others:
        x = seats[s]
        slots = int(x["hand"]) + int(x["deck"]) + int(x["discard"]) + (0 if st.revealed else int(x["kept"]))
        if result is not None:
            owned = Counter({r["card"]: int(r["count"]) for r in result["detail"]["players"][s]["cards"]})
        else:
            owned = Counter(st.known[s])
        need = [k for k, m in owned.items() for _ in range(max(0, m - located[s][k]))]
        if len(need) > slots:
            raise IllegalAction("the observation is inconsistent: a seat owns more cards than it holds")
        hidden[s] = pool.takes(need)
        free_slots[s] = slots - len(need)
    rest = pool.rest()
    wanted = int(obs["contested"]) - (1 if top is not None else 0)
    st.contested = [i for i in rest if CARDS[types[i]].home is Home.CONTESTED][:wanted]
    if len(st.contested) != wanted:
        raise IllegalAction("the observation is inconsistent: too few contested resources left")
    chosen = set(st.contested)
    rest = [i for i in rest if i not in chosen]
    if top is not None:
        st.contested.append(top)
    for s in others:
        sizes = [int(seats[s][z]) for z in ("hand", "deck", "discard")]
        _fill(st, s, [*hidden[s], *rest[: free_slots[s]]], sizes)
        rest = rest[free_slots[s] :]
    if gathering is not None and int(gathering["dug"]) and st.turn != player:
        k = int(gathering["dug"])
        st.dug, rest = rest[:k], rest[k:]
    if len(rest) != int(obs["junkyard"]):
        raise IllegalAction("the observation is inconsistent: the junkyard size does not match")
    st.junkyard = rest
    return st.privacy.resample(st, player, rng)


def _fill(st: ArcticState, seat: int, cards: list[int], sizes: Sequence[int]) -> None:
    """Put ``cards`` in ``seat``'s hand, deck and discard pile of ``sizes``, the rest in its kept cards."""
    for zone, k in zip((st.hands, st.decks, st.discards), sizes, strict=True):
        zone[seat], cards = cards[:k], cards[k:]
    if not st.revealed:
        st.kept[seat] = cards


def deal(st: ArcticState, player: int, rng: Rng) -> ArcticState:
    """``st`` with every card ``player`` has not located dealt again (the game's one dealer; see the module).

    The log keeps every public line and ``player``'s own private lines; other seats' private lines (their
    hands, their digs) would no longer be true and are left out, and so are the cards others' plays drew.
    """
    c = st.copy()
    c.rng = Rng(rng.next_u64())
    types, n = st.setup.types, st.players
    others = [s for s in range(n) if s != player]
    located: list[Counter[str]] = [Counter() for _ in range(n)]
    if st.phase in (Phase.GATHER, Phase.ASSEMBLE, Phase.DIG):
        located[st.turn].update(st.keys_of(i for g in st.staged for i in g))
    if st.revealed:
        for s in range(n):
            located[s].update(st.keys_of([*st.kept[s], *st.removed[s]]))
    held = {s: [*st.hands[s], *st.decks[s], *st.discards[s], *([] if st.revealed else st.kept[s])] for s in others}
    peeked = st.peek == player and bool(st.contested)
    dug = bool(st.dug) and not (st.phase is Phase.DIG and st.turn == player)
    cards = [i for s in others for i in held[s]] + st.junkyard + st.contested[: len(st.contested) - peeked]
    cards += st.dug if dug else []
    rng.shuffle(cards)
    by_type: dict[str, list[int]] = {}
    for i in cards:
        by_type.setdefault(types[i], []).append(i)
    pool = _Pool(by_type)
    over = st.phase is Phase.OVER
    owned = {s: Counter(st.keys_of(held[s])) if over else Counter(st.known[s]) - located[s] for s in others}
    placed = {s: pool.takes(sorted(owned[s].elements())) for s in others}
    taken = {i for ids in placed.values() for i in ids}
    rest = [i for i in cards if i not in taken]
    wanted = len(st.contested) - peeked
    c.contested = [i for i in rest if CARDS[types[i]].home is Home.CONTESTED][:wanted]
    chosen = set(c.contested)
    rest = [i for i in rest if i not in chosen]
    c.contested += st.contested[len(st.contested) - peeked :]
    for s in others:
        free = len(held[s]) - len(placed[s])
        got = [*placed[s], *rest[:free]]
        rng.shuffle(got)
        _fill(c, s, got, [len(st.hands[s]), len(st.decks[s]), len(st.discards[s])])
        rest = rest[free:]
    if dug:
        c.dug, rest = rest[: len(st.dug)], rest[len(st.dug) :]
    c.junkyard = rest
    rng.shuffle(c.decks[player])
    c.plays = [play_seen(st, player, i) for i in range(len(st.plays))]
    c.log = Log(
        LOG_NS,
        (
            Entry(e.public, {player: e.private[player]} if player in e.private else {})
            for e in st.log.entries
            if e.public is not None or player in e.private
        ),
    )
    return c
