"""The project's own seeded pseudo-random generator.

Every random decision of every game comes from an :class:`Rng` that lives in
the game state, so a seed plus a list of actions replays identically on
CPython 3.11+ and on Pyodide. The algorithm is SplitMix64 (Steele, Lea and
Flood, 2014): tiny, fast, and fully specified here, unlike the standard
library's ``random`` whose sequences are not promised across versions.

>>> r = Rng(7)
>>> [r.randbelow(10) for _ in range(5)]
[7, 4, 6, 3, 4]
>>> r2 = Rng.from_state(Rng(7).state)
>>> r2.randbelow(10)
7
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class Rng:
    """SplitMix64 generator whose whole state is one 64-bit integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an int")
        self.state = seed & _MASK

    @classmethod
    def from_state(cls, state: int) -> Rng:
        """Rebuild a generator from :attr:`state` (as saved by ``to_dict``)."""
        return cls(state)

    def copy(self) -> Rng:
        """An independent generator at the same point (drawing from it leaves this one alone)."""
        return Rng(self.state)

    def next_u64(self) -> int:
        """The next 64-bit output of SplitMix64 (advances the state)."""
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``[lo, hi]``, both ends included."""
        return lo + self.randbelow(hi - lo + 1)

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        """A uniform element of ``seq``; IndexError if it is empty."""
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randbelow(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randbelow(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """``k`` distinct elements of ``seq`` in random order (a partial Fisher-Yates shuffle)."""
        pool = list(seq)
        if not 0 <= k <= len(pool):
            raise ValueError("sample larger than population")
        for i in range(k):
            j = i + self.randbelow(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one)."""
        return Rng(self.next_u64())

    def __repr__(self) -> str:
        return f"Rng.from_state({self.state})"
