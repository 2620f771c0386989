"""Polis's map queries: control, land and sea paths, trade routes and bribes (docs/rules/polis.md §4).

Hoplites move by land-only or sea-only paths and galleys by sea, never through a territory or sea the
enemy controls; a merchant needs a free sea route to its market; moving the proxenos costs 1 silver per
enemy unit entered (§4).
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from . import data as D
from .acts import other

if TYPE_CHECKING:
    from .game import PolisState


# ---------------------------------------------------------------------------------------------
# paths
def controls(s: PolisState) -> dict[str, int | None]:
    """Who controls each map node now (strictly more units)."""
    return {n: 0 if a > b else 1 if b > a else None for n, (a, b) in s.units.items()}


def _walk(origin: str, opp: int, ctrl: Mapping[str, int | None], adjacent: Mapping[str, Sequence[str]]) -> set[str]:
    """Nodes one step past a path from ``origin`` through nodes ``opp`` does not control (origin excluded)."""
    out: set[str] = set()
    seen = {origin}
    todo = [origin]
    while todo:
        n = todo.pop()
        for m in adjacent[n]:
            if m not in seen:
                seen.add(m)
                out.add(m)
                if ctrl[m] != opp:
                    todo.append(m)
    return out


def land_reach(s: PolisState, p: int, origin: str, ctrl: Mapping[str, int | None] | None = None) -> set[str]:
    """Land territories a hoplite of ``p`` in ``origin`` may move to, by land or by sea (paths are symmetric)."""
    ctrl = ctrl if ctrl is not None else controls(s)
    out = _walk(origin, other(p), ctrl, D.LAND_ADJ)
    for sea in _sea_reach(ctrl, p, D.LAND[origin].coasts):
        out.update(D.COASTAL[sea])
    out.discard(origin)
    return out


def _sea_reach(ctrl: Mapping[str, int | None], p: int, start: Sequence[str]) -> set[str]:
    """Seas reachable from ``start`` through seas the opponent does not control (all of them included)."""
    opp = other(p)
    todo = [x for x in start if ctrl[x] != opp]
    seen = set(todo)
    while todo:
        n = todo.pop()
        for m in D.SEA[n].adjacent:
            if m not in seen and ctrl[m] != opp:
                seen.add(m)
                todo.append(m)
    return seen


def sea_reach(s: PolisState, p: int, origin: str, ctrl: Mapping[str, int | None] | None = None) -> set[str]:
    """Seas a galley of ``p`` in ``origin`` may move to."""
    return _walk(origin, other(p), ctrl if ctrl is not None else controls(s), D.SEA_ADJ)


def move_sources(s: PolisState, p: int, dest: str, ctrl: Mapping[str, int | None] | None = None) -> list[str]:
    """Nodes holding units of ``p`` that may move to ``dest`` (hoplites to a land, galleys to a sea)."""
    ctrl = ctrl if ctrl is not None else controls(s)
    reach = land_reach if dest in D.LAND else sea_reach
    kind = D.LAND if dest in D.LAND else D.SEA
    return [n for n in kind if n != dest and s.units[n][p] > 0 and dest in reach(s, p, n, ctrl)]


def move_dests(s: PolisState, p: int, land: bool, ctrl: Mapping[str, int | None]) -> set[str]:
    """Where side ``p`` may move hoplites (``land``) or galleys to now, from wherever it has some (§4, actions 5–6)."""
    reach = land_reach if land else sea_reach
    out: set[str] = set()
    for n in D.LAND if land else D.SEA:
        if s.units[n][p] > 0:
            out |= reach(s, p, n, ctrl)
    return out


def trade_route(s: PolisState, p: int, market: str) -> bool:
    """Whether a merchant of ``p`` may reach ``market`` past the enemy's seas, or ignores blockades (§4, action 9)."""
    if _blockade_free(s, p):
        return True
    return D.MARKET[market].access in _sea_reach(controls(s), p, D.PORTS[p])


def _blockade_free(s: PolisState, p: int) -> bool:
    return (
        s.owner["epidamnos"] == p and s.owner["abdera"] == p and any(D.POLIS[k].merchant_port for k in s.poleis_of(p))
    )


def bribes(s: PolisState, p: int) -> dict[str, int]:
    """The least bribe for ``p``'s proxenos to reach each map node (destination included)."""
    key = ("bribes", p)
    if key not in s._cache:
        s._cache[key] = _bribes(s, p)
    return dict(s._cache[key])


def _bribes(s: PolisState, p: int) -> dict[str, int]:
    start = s.proxenos[p]
    if start is None:
        return {}
    opp = other(p)
    origin = s.polis_node(start)
    dist = {origin: 0}
    heap = [(0, origin)]
    while heap:
        d, n = heapq.heappop(heap)
        if d > dist.get(n, 1 << 30):
            continue
        for m in D.NEIGHBOURS[n]:
            nd = d + s.units[m][opp]
            if nd < dist.get(m, 1 << 30):
                dist[m] = nd
                heapq.heappush(heap, (nd, m))
    dist[origin] = s.units[origin][opp]
    return dist


def trade_price(s: PolisState, market: str) -> tuple[int, int]:
    """What ``market`` gives at its price marker now: (goods per wheat or silver, silver per wheat) (§2.2)."""
    k = s.market[market]
    return D.GOODS_RATE[k], D.SILVER_RATE[k]
