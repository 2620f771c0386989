"""``observation(p)``: what one seat (or a spectator, ``None``) may see (docs/rules/challengers.md §10).

The shape is the one web/games/challengers/view.js reads. Decks are sizes (your own as a sorted list),
displays are seen by their drafter only, trophy fans are null while hidden: every hidden part is read
through the game's declaration (:data:`.game.SECRETS`).
"""

from __future__ import annotations

from typing import Any

from .data import LEVELS
from .game import SECRETS, ChallengersState  # game.py imports this module only once it is loaded


def _offer(s: ChallengersState, p: int) -> dict[str, Any] | None:
    if s.phase.value != "deck" or s.offer[p] < 0:
        return None
    level, picks = s.offers()[s.offer[p]]
    return {"level": level, "picks": picks}


def _trophies(s: ChallengersState, team: int, viewer: int | None) -> list[dict[str, Any]]:
    return [
        {"round": r, "park": k, "fans": SECRETS.show(s, viewer, "trophy_values", (r - 1, k))}
        for r, k in s.trophies_of(team)
    ]


def observe(s: ChallengersState, viewer: int | None) -> dict[str, Any]:
    """What ``viewer`` (a seat, or None for a spectator) may see of the tournament (§10)."""
    two = s.seats == 2
    seats = []
    finalists = s.final["finalists"] if s.final else []
    for t in range(s.seats):
        human = s.human(t)
        seats.append(
            {
                "seat": t,
                "npc": not human,
                "plan": s.plans[t],
                "deck": len(s.decks[t]),
                "fans": s.fans[t],
                "trophies": _trophies(s, t, viewer),
                "step": s.steps[t].value if human else None,
                "offer": _offer(s, t) if human else None,
                "display": len(s.display[t]) if human else 0,
                "picks_left": s.picks_left[t] if human else 0,
                "redrawn": s.redrawn[t] if human else False,
                "finalist": t in finalists,
                "total": s.total(t) if (two or s.revealed) else None,
            }
        )
    you = None
    if viewer is not None:
        p = viewer
        you = {
            "seat": p,
            "deck": sorted(s.cards[i] for i in SECRETS.show(s, p, "decks", p)),
            "display": [s.cards[i] for i in SECRETS.show(s, p, "display", p)],
            "step": s.steps[p].value,
            "offer": _offer(s, p),
            "offers": [{"level": lv, "picks": n} for lv, n in s.offers()] if s.phase.value == "deck" else [],
            "picks_left": s.picks_left[p],
            "can_redraw": s.steps[p].value == "pick" and not s.redrawn[p],
            "duplicate": list(s.dup_choices[p]),
            "picked": list(s.picked[p]),
            "removed": list(s.removed[p]),
        }
    outcome = s.outcome()
    return {
        "game": s.game.id,
        "viewer": viewer,
        "players": s.players,
        "options": dict(s.options),
        "npc": s.npc,
        "npc_level": s.options["npc_level"] if s.npc is not None else None,
        "sets": list(s.sets),
        "round": s.round,
        "phase": s.phase.value,
        "offers": [{"level": lv, "picks": n} for lv, n in s.offers()] if s.phase.value == "deck" else [],
        "seats": seats,
        "parks": s.parks(),
        "schedule": s.schedule(),
        "piles": {lv: {"pile": len(s.piles[lv]), "discard": len(s.discards[lv])} for lv in LEVELS},
        "you": you,
        "matches": s.matches,
        "history": s.history,
        "final": s.final,
        "result": outcome.to_json() if outcome is not None else None,
        "log": s.log.view(viewer),
    }
