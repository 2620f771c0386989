#!/usr/bin/env python3
"""Laser Reflection puzzle layer: unique-puzzle generation and solver times (prints JSON).

For each setting (default 8x8 with 12 items and 10x10 with 20 items, no black
holes or warps) it runs ``generate_puzzle(..., unique=True, seed=s)`` for a
fixed seed set and reports the median, p95 and max CPU seconds
(``time.process_time``, so other processes on the machine disturb it less
than wall time), the candidates tried and the solver nodes.  Then it times
``search(..., limit=2)`` (the uniqueness proof a creator's "verify" runs) on
the generated puzzles, without ``prefer``, and counts how many plain random
placements (the same seeds, quality filter on) are unique, multiple or
undecided within the generator's per-candidate budget.

    python3 bench/laserreflection_bench.py            # 40 + 20 seeds, about a minute
    python3 bench/laserreflection_bench.py --quick    # 10 + 5 seeds
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from tabletop.laserreflection.generate import DEFAULT_TRY_BUDGET, generate_puzzle
from tabletop.laserreflection.solver import search

#: (size, items, seeds in a full run, seeds with --quick)
SETTINGS = ((8, 12, 40, 10), (10, 20, 20, 5))


def quantiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "median": round(statistics.median(ordered), 4),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 4),
        "max": round(ordered[-1], 4),
    }


def bench_setting(size: int, items: int, seeds: list[int]) -> dict[str, Any]:
    gen_times: list[float] = []
    tries: list[float] = []
    nodes: list[float] = []
    grades: dict[int, int] = {}
    proof_times: list[float] = []
    failures = 0
    for seed in seeds:
        start = time.process_time()
        puzzle = generate_puzzle(size, items, unique=True, seed=seed)
        gen_times.append(time.process_time() - start)
        tries.append(puzzle.tries)
        nodes.append(puzzle.nodes)
        if puzzle.unique is not True or puzzle.difficulty is None:
            failures += 1
            continue
        grades[puzzle.difficulty] = grades.get(puzzle.difficulty, 0) + 1
        b = puzzle.board
        start = time.process_time()
        search(b.clues(), b.stock(), b.warps(), size, limit=2)
        proof_times.append(time.process_time() - start)
    # How often a plain (quality-filtered) random placement is unique.
    counts = {"unique": 0, "multiple": 0, "unknown": 0, "none": 0}
    for seed in seeds:
        b = generate_puzzle(size, items, seed=seed).board
        status = search(b.clues(), b.stock(), b.warps(), size, budget=DEFAULT_TRY_BUDGET, prefer=b).status
        counts[status.value] += 1
    return {
        "size": size,
        "items": items,
        "seeds": len(seeds),
        "generate_unique_s": quantiles(gen_times),
        "candidates_per_puzzle": quantiles(tries),
        "solver_nodes_per_puzzle": quantiles(nodes),
        "verify_unique_s": quantiles(proof_times) if proof_times else None,
        "plain_placements": counts,
        "difficulty_grades": dict(sorted(grades.items())),
        "budget_failures": failures,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer seeds")
    parser.add_argument("--seed", type=int, default=1000, help="first seed")
    parser.add_argument("--pyodide", action="store_true", help="also run the same seeds inside Pyodide (Node)")
    args = parser.parse_args()
    results = []
    start = time.perf_counter()
    plan = [(size, items, list(range(args.seed, args.seed + (quick if args.quick else full))))
            for size, items, full, quick in SETTINGS]
    for size, items, seeds in plan:
        results.append(bench_setting(size, items, seeds))
    out: dict[str, Any] = {
        "bench": "laserreflection",
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "timer": "process_time",
        "settings": results,
        "wall_s": round(time.perf_counter() - start, 1),
    }
    if args.pyodide:
        out["pyodide"] = run_in_pyodide(plan)
        out["pyodide_vs_cpython_median"] = [
            round(p["generate_unique_s"]["median"] / c["generate_unique_s"]["median"], 2)
            for p, c in zip(out["pyodide"], results, strict=True)
        ]
    print(json.dumps(out, indent=2))


PYODIDE_SCRIPT = """
import json
from bench.laserreflection_bench import bench_setting
json.dumps([bench_setting(size, items, seeds) for size, items, seeds in json.loads(ARGS_JSON)])
"""


def run_in_pyodide(plan: list[tuple[int, int, list[int]]]) -> Any:
    """The same settings and seeds inside Pyodide under Node (tests/pyodide/run.mjs)."""
    import subprocess
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".py", dir=ROOT / "bench", delete=False) as f:
        f.write(PYODIDE_SCRIPT)
    try:
        proc = subprocess.run(
            ["node", str(ROOT / "tests/pyodide/run.mjs"), f.name, json.dumps(plan)],
            cwd=ROOT, capture_output=True, text=True, check=True,
        )
    finally:
        Path(f.name).unlink()
    return json.loads(proc.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    main()
