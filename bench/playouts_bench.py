"""Random playouts per second of every game, in CPython and in Pyodide (Node).

    python bench/playouts_bench.py [--seconds 10] [--no-pyodide]

Prints JSON: {game: {"cpython": playouts/s, "pyodide": playouts/s, "ratio": ...}}.
Both runtimes play the same seeded games (tests/support/playouts.py).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "pylib"), str(ROOT)]

import tabletop
from tests.support.playouts import configurations, playout


def rate(game_id: str, seconds: float) -> dict[str, float]:
    game = tabletop.get_game(game_id)
    configs = list(configurations(game))
    count, actions, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        players, options = configs[count % len(configs)]
        _, log = playout(game, players, options, count)
        count += 1
        actions += len(log)
    elapsed = time.perf_counter() - start
    return {
        "playouts_per_s": round(count / elapsed, 2),
        "actions_per_s": round(actions / elapsed, 1),
        "playouts": count,
    }


PYODIDE_SCRIPT = """
import json, time
from bench.playouts_bench import rate
args = json.loads(ARGS_JSON)
json.dumps({g: rate(g, args["seconds"]) for g in args["games"]})
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--no-pyodide", action="store_true")
    args = ap.parse_args()
    out: dict[str, dict[str, object]] = {g: {"cpython": rate(g, args.seconds)} for g in tabletop.GAMES}
    if not args.no_pyodide:
        script = ROOT / "bench" / ".pyodide_playouts.py"
        script.write_text(PYODIDE_SCRIPT)
        try:
            proc = subprocess.run(
                ["node", str(ROOT / "tests/pyodide/run.mjs"), str(script),
                 json.dumps({"seconds": args.seconds, "games": list(tabletop.GAMES)})],
                cwd=ROOT, capture_output=True, text=True, check=True,
            )
        finally:
            script.unlink()
        pyo = json.loads(proc.stdout.strip().splitlines()[-1])
        for g, r in pyo.items():
            out[g]["pyodide"] = r
            out[g]["pyodide_vs_cpython"] = round(r["actions_per_s"] / out[g]["cpython"]["actions_per_s"], 3)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
