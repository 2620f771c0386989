#!/usr/bin/env python3
"""A level matrix of ``bench/arena.py`` as the Markdown table of ``docs/bots.md``.

Reads the JSON of ``arena.py <game> --level-matrix`` (or ``--matrix level:1 … level:5``)
and prints one row per hero level: the hero's share of the wins against the other seats
at each level, with its Wilson 95 % interval. In a 2-player matrix (only i > j is
played) the cell j against i is shown as the complement of i against j, in italics. Only the
levels the report played are shown (``arena.py --only-levels``).

    python3 bench/matrix_table.py matrix.json
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any


def cells(report: dict[str, Any]) -> dict[tuple[int, int], tuple[float, list[float]]]:
    """(hero level, other level) -> (win rate, interval) from the report's matchups."""
    out = {}
    for name, m in report["matchups"].items():
        found = re.fullmatch(r"level:(\d) vs level:(\d)", name)
        if found:
            out[(int(found[1]), int(found[2]))] = (m["win_rate"], m["ci95"])
    return out


def table(report: dict[str, Any]) -> str:
    got = cells(report)
    shown = sorted({k for pair in got for k in pair})
    games = {m["games"] for m in report["matchups"].values()}
    lines = [
        f"{report['players']} players, options `{json.dumps(report['options'])}`, {'/'.join(map(str, sorted(games)))}"
        f" seeded games a cell (seed {report['seed']}); the even share is {report['baseline']}.",
        "",
        "| hero level | " + " | ".join(f"vs {j}" for j in shown) + " |",
        "|---|" + "---|" * len(shown),
    ]
    for i in shown:
        row = []
        for j in shown:
            if i == j:
                row.append("—")
            elif (i, j) in got:
                rate, (lo, hi) = got[(i, j)]
                row.append(f"{rate:.3f} ({lo:.3f}–{hi:.3f})")
            elif report["players"] == 2 and (j, i) in got:
                rate, (lo, hi) = got[(j, i)]
                row.append(f"*{1 - rate:.3f} ({1 - hi:.3f}–{1 - lo:.3f})*")
            else:
                row.append("")
        lines.append(f"| {i} | " + " | ".join(row) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(table(json.loads(Path(path).read_text())))
        print()
