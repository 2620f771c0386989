#!/usr/bin/env python3
"""Why Polis bot games end early (prints JSON): each failed feeding and each 0-prestige end of bot-against-bot games.

For every game that ends before round 4 is over, or by a failed feeding, it records the side, the round, the wheat,
prestige and citizens before that feeding, the actions the side took in that round, and whether the failure was
already certain when the round began: ``bound`` is an optimistic count of what could still feed the citizens then
(wheat + prestige, after collecting every tribute its hoplites can reach, 1 prestige for each collect away from home;
then each wood, metal or silver turns a citizen into a unit, and any other two resources buy a wheat).
A ``bound`` below the citizens means that only prestige won in that round (a siege, a battle) could have fed
them.

    python3 bench/polis_famine.py --games 100 --seed 1 --strength 2
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from typing import Any

import arena  # noqa: F401  (puts pylib on the path and registers every game)

from tabletop.core.bots import make_bot, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.polis import data as D
from tabletop.polis.game import Phase, PolisState

SIDES = ("sparta", "athens")


def bound(s: PolisState, p: int) -> int:
    """An optimistic count of the citizens ``p`` could still feed at this round's end (see the module docstring)."""
    res = dict(s.res[p])
    prestige = s.prestige[p]
    for land in D.LANDS:
        n = s.units[land.id][p]
        if n and land.id not in s.exhausted and any(s.owner[k] == p for k in D.POLEIS_IN[land.id]):
            if land.id != D.HOMES[p]:
                prestige -= 1
            for x in land.tribute[: min(n, 5)]:
                res[x] += 1
    hard = res["wood"] + res["metal"] + res["silver"]  # each can turn a citizen into a unit
    soft = res["wine"] + res["oil"]
    convertible = sum(max(0, s.citizens[k] - 1) for k in s.poleis_of(p))
    conv = min(hard, convertible)
    return res["wheat"] + max(0, prestige) + conv + (hard - conv + soft) // 2


def side(s: PolisState, p: int) -> dict[str, Any]:
    return {"wheat": s.res[p]["wheat"], "prestige": s.prestige[p], "citizens": s.citizens_of(p)}


def game(seed: int, strength: int) -> dict[str, Any]:
    """One bot-against-bot game seeded as ``bench/polis_bench.py`` seeds it."""
    g = get_game("polis")
    s = g.new(2, {}, seed)
    bots = [make_bot("polis", "heuristic", strength) for _ in range(2)]
    rng = Rng(seed ^ 0xB07B07)
    acts: dict[int, list[list[str]]] = {r: [[], []] for r in range(1, 5)}
    start: dict[int, list[dict[str, Any]]] = {}
    before: dict[int, list[dict[str, Any]]] = {}
    taxed: list[tuple[int, int]] = []
    rates: dict[int, float] = {}
    while not s.is_over():
        assert isinstance(s, PolisState)
        p = s.active_players()[0]
        if s.phase is Phase.ACTION and s.round not in start:
            start[s.round] = [{**side(s, q), "bound": bound(s, q)} for q in (0, 1)]
            rates[s.round] = sum(D.GOODS_RATE[k] for k in s.market.values()) / len(s.market)
        a = bots[p].choose(seat_of(s, p), rng)
        if s.phase is Phase.ACTION:
            acts[s.round][p].append(str(a))
        if s.phase is Phase.TAX and str(a) == "tax":
            taxed.append((s.round, p))
        nxt = s.apply(p, a)
        assert isinstance(nxt, PolisState)
        ended = nxt.round_end is not None or nxt.round != s.round or nxt.is_over()
        if s.round_end is None and ended and s.round not in before:
            before[s.round] = [side(s, q) for q in (0, 1)]  # the feeding follows this action
        s = nxt
    assert isinstance(s, PolisState)
    result = s.result or {}
    r = s.round
    out: dict[str, Any] = {"seed": seed, "round": r, "reason": result.get("reason"), "winner": result.get("winner")}
    out["scores"] = result.get("scores")
    events = []
    for p in (0, 1):
        failed = (
            result.get("reason") == "feeding"
            and before.get(r, [{}, {}])[p]
            and (before[r][p]["wheat"] + before[r][p]["prestige"] < before[r][p]["citizens"])
        )
        zero = result.get("reason") == "prestige" and result["prestige"][p] == 0
        if failed or zero:
            events.append(
                {
                    "side": SIDES[p],
                    "kind": "famine" if failed else ("tax" if (r, p) in taxed else "prestige"),
                    "won": result.get("winner") == p,
                    "ahead_before": bool(result.get("scores"))
                    and result["scores"][p] + ((r, p) in taxed) > result["scores"][1 - p],
                    "start": start.get(r, [{}, {}])[p],
                    "before_feeding": before.get(r, [{}, {}])[p],
                    "actions": acts[r][p],
                }
            )
    out["events"] = events
    out["goods_per_wheat"] = rates
    return out


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    kinds: Counter[str] = Counter()
    doomed = 0
    famines = 0
    for row in rows:
        for e in row["events"]:
            kinds[f"{e['kind']} {e['side']} round {row['round']} {'won' if e['won'] else 'lost'}"] += 1
            if e["kind"] == "famine":
                famines += 1
                st = e["start"]
                doomed += bool(st) and st["bound"] < st["citizens"]
    rates = {
        r: round(sum(x["goods_per_wheat"][r] for x in rows if r in x["goods_per_wheat"]) / n, 2)
        for r in range(1, 5)
        if (n := sum(1 for x in rows if r in x["goods_per_wheat"]))
    }
    return {
        "games": len(rows),
        "goods_per_wheat_at_round_start": rates,
        "end_reasons": dict(Counter(str(r["reason"]) for r in rows)),
        "rounds": dict(sorted(Counter(r["round"] for r in rows).items())),
        "events": dict(sorted(kinds.items())),
        "famines": famines,
        "famines_certain_at_round_start": doomed,
        "tax_ends_lost_when_ahead": sum(
            1 for r in rows for e in r["events"] if e["kind"] == "tax" and not e["won"] and e["ahead_before"]
        ),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--strength", type=int, default=2)
    ap.add_argument("--detail", type=int, default=0, help="also print this many games in full")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    rows = [game(args.seed + i, args.strength) for i in range(args.games)]
    report = {"bench": "polis_famine", "seed": args.seed, "strength": args.strength, **summary(rows)}
    report["detail"] = [r for r in rows if r["events"]][: args.detail]
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
