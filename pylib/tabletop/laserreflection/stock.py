"""The tile stock for a number of items (docs/rules/laserreflection.md §1.5.1).

>>> str(stock_for(12, black_holes=True))
'/5 \\\\4 |1 -1 #1 o1'
>>> str(stock_for(20))
'/7 \\\\7 |2 -2 #2'
"""

from __future__ import annotations

from typing import Protocol

from .board import Stock, StockError, Tile

__all__ = ["RandomSource", "stock_for"]

_TRIANGLES = (Tile.TRIANGLE_BL, Tile.TRIANGLE_BR, Tile.TRIANGLE_TL, Tile.TRIANGLE_TR)


class RandomSource(Protocol):
    """What the puzzle layer needs from a random generator
    (``tabletop.core.rng.Rng`` provides it)."""

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""


def stock_for(
    items: int,
    black_holes: bool = False,
    triangles: bool = False,
    rng: RandomSource | None = None,
) -> Stock:
    """The stock for ``items`` mirrors (K), per section 1.5.1.

    - ``■``, ``‖``, ``=``: ``max(1, K // 8)`` each when K >= 4, else 0;
    - the rest split into ``/`` (``ceil(rest / 2)``) and ``\\``
      (``floor(rest / 2)``);
    - black holes (option on) come on top of K: ``max(1, K // 10)``;
    - triangles (option on): ``K // 10`` times, one random ``/`` or ``\\``
      tile (``rng.randbelow`` over the remaining diagonal tiles, ``/``
      first) becomes a random triangle (``rng.randbelow(4)`` over
      ``◣ ◢ ◤ ◥``).  ``rng`` is required then.
    """
    if not isinstance(items, int) or items < 0:
        raise StockError(f"number of items must be a non-negative integer, not {items!r}")
    flat = max(1, items // 8) if items >= 4 else 0
    rest = items - 3 * flat
    counts = {
        Tile.SLASH: (rest + 1) // 2,
        Tile.BACKSLASH: rest // 2,
        Tile.VERTICAL: flat,
        Tile.HORIZONTAL: flat,
        Tile.SQUARE: flat,
    }
    if black_holes:
        counts[Tile.BLACK_HOLE] = max(1, items // 10)
    if triangles:
        if rng is None:
            raise StockError("the triangle option needs a random source (rng=)")
        for _ in range(items // 10):
            diagonals = counts[Tile.SLASH] + counts[Tile.BACKSLASH]
            if diagonals == 0:
                break
            pick = rng.randbelow(diagonals)
            counts[Tile.SLASH if pick < counts[Tile.SLASH] else Tile.BACKSLASH] -= 1
            triangle = _TRIANGLES[rng.randbelow(4)]
            counts[triangle] = counts.get(triangle, 0) + 1
    return Stock(counts)
