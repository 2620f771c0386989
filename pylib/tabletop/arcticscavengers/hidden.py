"""Determinization: a full state consistent with one player's observation.

What is hidden from whom is docs/rules/arcticscavengers.md §8.

Search bots sample what they cannot see. Everything public or known to the
viewer is copied from the observation (counts, market, box, skirmish cards,
the viewer's own hand, deck contents, discard and dug cards, the peeked
contested resource, every seat's public card knowledge, the log). The rest
is dealt at random from the cards the viewer has not located:

- each other seat first gets the cards it is publicly known to own, then
  unknown cards to fill its hidden hand, deck, discard and kept cards;
- the contested pile gets contested resources (it never holds anything else);
- the junkyard gets what is left, in random order.

The viewer's memory of the order of cards it returned to the junkyard bottom
lives only in its log and is not used. ``state.observation(player)`` of the
result equals ``observation``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.log import Log
from ..core.rng import Rng
from .actions import Act, Phase
from .cards import CARDS, Home
from .messages import LOG_NS

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
    st = game.blank(setup, options, Rng(rng.next_u64()))
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
    st.log = Log.from_json(LOG_NS, [{"public": line} for line in obs["log"]], n)
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
        deck = pool.takes(you["deck"])
        st.rng.shuffle(deck)
        st.decks[player] = deck
        st.discards[player] = pool.takes(you["discard"])
        if not st.revealed:
            st.kept[player] = pool.takes(you["kept"])
        st.dug = pool.takes(you["dug"])
        if you["peek"] is not None:
            top = pool.take(you["peek"])
    peeked = you is not None and you["peek"] is not None

    # cards others are known to own
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

    # the contested pile holds only contested resources
    size = int(obs["contested"])
    rest = pool.rest()
    rng.shuffle(rest)
    wanted = size - (1 if peeked else 0)
    contested = [i for i in rest if CARDS[types[i]].home is Home.CONTESTED][:wanted]
    if len(contested) != wanted:
        raise IllegalAction("the observation is inconsistent: too few contested resources left")
    chosen = set(contested)
    rest = [i for i in rest if i not in chosen]
    if peeked and top is not None:
        contested.append(top)
    st.contested = contested

    for s in others:
        got = hidden[s] + rest[: free_slots[s]]
        rest = rest[free_slots[s] :]
        st.rng.shuffle(got)
        x = seats[s]
        for zone, count in (("hand", x["hand"]), ("deck", x["deck"]), ("discard", x["discard"])):
            part, got = got[: int(count)], got[int(count) :]
            {"hand": st.hands, "deck": st.decks, "discard": st.discards}[zone][s] = part
        if not st.revealed:
            st.kept[s] = got
    if gathering is not None and int(gathering["dug"]) and st.turn != player:
        k = int(gathering["dug"])
        st.dug, rest = rest[:k], rest[k:]
    if len(rest) != int(obs["junkyard"]):
        raise IllegalAction("the observation is inconsistent: the junkyard size does not match")
    st.junkyard = rest
    return st
