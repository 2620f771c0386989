"""What the view reads of Polis: an action's parts and the reference tables (docs/rules/polis.md §2, §11).

:func:`_parts` names the pieces of an action (the nodes, poleis, markets, cards it touches) so that the
view can draw a move without knowing the rules; :func:`_reference` hands it the map and the components.
"""

from __future__ import annotations

from typing import Any

from ..core.action import Act
from ..core.game import action_parts
from . import data as D


# ---------------------------------------------------------------------------------------------
# parts
def _node_kind(n: str) -> str:
    return "land" if n in D.LAND else "sea"


def _parts(a: Act) -> dict[str, Any]:
    t, v, x = str(a), a.verb, a.args
    try:
        if v in ("hoplites", "merchants"):
            k = x[0]
            args: list[tuple[str, Any]] = [("polis", k)]
            if v == "hoplites" and D.POLIS[k].territory:
                args.append(("land", D.POLIS[k].territory))
            return action_parts(t, v, *args, ("count", int(x[1])), ("silver", int(x[3]) if len(x) > 3 else 0))
        if v == "galleys":
            return action_parts(
                t, v, ("polis", x[0]), ("sea", x[1]), ("count", int(x[2])), ("silver", int(x[4]) if len(x) > 4 else 0)
            )
        if v == "project":
            return action_parts(t, v, ("polis", x[0]), ("tile", x[1]))
        if v == "march":
            return action_parts(t, v, ("land", x[0]))
        if v == "sail":
            return action_parts(t, v, ("sea", x[0]))
        if v == "siege":
            return action_parts(t, v, ("polis", x[0]), ("land", D.POLIS[x[0]].territory))
        if v == "collect":
            return action_parts(t, v, ("land", x[0]), ("resource[]", list(D.LAND[x[0]].tribute)))
        if v == "trade":
            return action_parts(t, v, ("market", x[0]), ("sea", D.MARKET[x[0]].access))
        if v in ("proxenos", "civilwar", "release"):
            return action_parts(t, v, ("polis", x[0]))
        if v == "from":
            return action_parts(t, v, (_node_kind(x[0]), x[0]), ("count", int(x[1])))
        if v == "get":
            return action_parts(t, v, ("resource", x[0]), ("goods", x[1].split("+")))
        if v == "buy":
            return action_parts(t, v, ("resource", x[0]))
        if v in ("surcharge",):
            return action_parts(t, v, ("resource", x[0]))
        if v in ("retreat", "remove") and x:
            return action_parts(t, v, (_node_kind(x[0]), x[0]))
        if v == "play":
            return action_parts(t, v, ("card[]", list(x)))
        if v == "grow":
            return action_parts(t, v, ("polis", x[0]), ("count", int(x[1])))
    except (KeyError, IndexError, ValueError):
        pass
    return action_parts(t, v, *(("word", w) for w in x))


# ---------------------------------------------------------------------------------------------
# reference
def _names(row: Any) -> dict[str, str]:
    return {"en": row.en, "ja": row.ja}


def _reference() -> dict[str, Any]:
    nodes: dict[str, Any] = {}
    for t in D.LANDS:
        nodes[t.id] = {
            "name": _names(t),
            "kind": "land",
            "adjacent": list(t.adjacent),
            "coasts": list(t.coasts),
            "poleis": list(D.POLEIS_IN[t.id]),
            "tribute": list(t.tribute),
            "xy": list(t.xy),
            "home": D.SIDES[D.HOMES.index(t.id)] if t.id in D.HOMES else None,
            "source": t.source,
        }
    for sea in D.SEAS:
        nodes[sea.id] = {
            "name": _names(sea),
            "kind": "sea",
            "adjacent": list(sea.adjacent),
            "coasts": [t.id for t in D.LANDS if sea.id in t.coasts],
            "xy": list(sea.xy),
            "source": sea.source,
        }
    return {
        "sides": [{"id": D.SIDES[p], "name": D.SIDE_NAMES[p]} for p in (0, 1)],
        "rounds": [{"n": r.n, "name": r.name, "limit": r.limit, "source": r.source} for r in D.ROUNDS],
        "map": nodes,
        "poleis": {
            p.id: {
                "name": _names(p),
                "territory": p.territory,
                "sea": p.sea,
                "base": p.base,
                "max": p.max,
                "growth": p.growth,
                "type": p.type,
                "ports": list(p.ports),
                "merchant_port": p.merchant_port,
                "capital": p.capital,
                "special": p.id in D.SPECIAL,
                "xy": list(p.xy),
                "source": p.source,
            }
            for p in D.POLEIS
        },
        "ports": [
            {"side": D.SIDES[p], "seas": list(D.PORTS[p]), "xy": list(D.PORT_XY[p]), "source": "SEED"} for p in (0, 1)
        ],
        "markets": {
            m.id: {"name": _names(m), "access": m.access, "start": m.start, "xy": list(m.xy), "source": m.source}
            for m in D.MARKETS
        },
        "rates": {
            "goods": list(D.GOODS_RATE[1:]),
            "silver": list(D.SILVER_RATE[1:]),
            "shipload": D.SHIPLOAD,
            "source": "STAND-IN",
        },
        "projects": {
            p.id: {
                "name": _names(p),
                "type": p.type,
                "cost": dict(p.cost),
                "round_prestige": p.round_prestige,
                "end_prestige": p.end_prestige,
                "fortification": p.fortification,
                "source": p.source,
            }
            for p in D.PROJECTS
        },
        "project_types": D.PROJECT_TYPES,
        "battle_deck": [
            {
                "id": c.id,
                "name": _names(c),
                "formation": c.formation,
                "value": c.value,
                "copies": c.copies,
                "source": c.source,
            }
            for c in D.BATTLE_CARDS
        ],
        "events": [
            [
                {
                    "id": e.id,
                    "name": _names(e),
                    "copies": e.copies,
                    "effect": {"en": e.effect_en, "ja": e.effect_ja},
                    "source": e.source,
                }
                for e in deck
            ]
            for deck in D.EVENT_DECKS
        ],
        "round_deck": list(D.ROUND_DECK),
        "resources": D.RESOURCE_NAMES,
        "units": D.UNIT_NAMES,
        "pools": dict(D.POOLS),
        "start": {
            "poleis": [list(x) for x in D.START_POLEIS],
            "units": [[list(u) for u in x] for x in D.START_UNITS],
            "resources": [dict(x) for x in D.START_RESOURCES],
            "prestige": list(D.START_PRESTIGE),
            "source": "PUB (Pastor3); prestige DECISION",
        },
    }
