"""The magic circle heuristic bot: steers toward a complete circle and formations.

It plays the match of docs/rules/magiccircle.md §3.5 toward the completion of §3.6 and the formations of
§3.7.1; its levels are docs/bots.md.

It reads only its :class:`~tabletop.core.bots.Seat`: its observation (its own
circle, hand and dealt coin, both stocks, the removed coins and the pile
size) and its legal actions. From the coins it can see it estimates how
many more copies of each coin it may still draw, and scores a circle by a
sum of part values:

- each **square**: the best colour target (NE = SW = X, NW = SE = Y, X and
  Y of one opposing pair) counting coins already right, coins in hand and
  coins still to come, plus the bonus of a mono-colour square, Clear Force
  and, with a colour on the focus, the beams;
- each **axis** (N–S and E–W): the best target sum with N-side = S-side
  (or a symmetric filling, toward Symmetry), coins right, in hand or to
  come;
- the whole magical part: a small digit spread (the base strength's m),
  Balance, Forward/Reverse Order and Resonance progress;
- a large bonus for a complete circle.

Each decision tries every placement of every distinct coin it holds
(and salvages), takes the best gain, and ends the turn when nothing helps.
With a complete circle it activates (strength 3 first spends its actions on
a placement that keeps the circle complete and raises its score).

Strength 1 plays for completion only, with some noise; 2 adds formations;
3 weighs formations more, chases Resonance and the beams, and polishes
before activating. The project's own added formations (Amber, Lumina,
Umbra, Reverse Order; the ``added_formations`` option, shown in the
observation) count only when the game scores them.

:func:`rollout` is the fast policy of the search bot's playouts (registered
with :func:`~tabletop.core.bots.register_rollout`): it races to a complete
circle, placing only where a part stays completable (:func:`completable`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from math import exp
from operator import add
from typing import Any

from ..core.bots import LevelSpec, Seat, register_bot, register_levels, register_rollout
from ..core.game import State
from ..core.mcts import GuidedBudget, GuidedSearchBot
from ..core.rng import Rng
from .circle import Circle, score
from .coins import DIGITS, EMPTY, FAMILIES, SUPPLY
from .game import ACTIVATE, DEALT, DONE, END, PLACES, Action, Kind, MagicCircleState, Phase
from .geometry import FOCUS

CODES = "0123456789RBYGWK"
_CI = {c: i for i, c in enumerate(CODES)}
_MONO_BONUS = {"R": 25, "B": 25, "Y": 25, "G": 25, "W": 40, "K": 40}
#: the mono-colour bonuses of the original game only (Amber, Lumina, Umbra are the project's additions)
_MONO_ORIGINAL = {"R": 25, "B": 25, "Y": 0, "G": 25, "W": 0, "K": 0}
#: (outer first, inner first, outer second, inner second) of the two axes
_AXES = ((0, 4, 2, 6), (1, 5, 3, 7))
_MAGIC_TARGETS = (*range(8), FOCUS)
_ELEMENTAL_TARGETS = (*range(8, 16), FOCUS)

#: value of a needed coin already in hand / still to be drawn (per unit of chance)
IN_HAND = 0.85
TO_DRAW = 0.5
#: cost of knocking a coin off the circle into the stock
REPLACE_COST = 0.35
COMPLETE_BONUS = 8.0


class _Weights:
    """The bot's priorities for one decision.

    ``slack`` (0..1) says how much time is left beyond what completing the
    circle needs: formations and the digit spread only count with slack, so
    the bot turns to plain completion as the pile runs down.
    """

    def __init__(self, strength: int, single: bool, slack: float = 1.0, added: bool = False) -> None:
        self.strength = strength
        #: whether the project's added formations score in this game
        self.added = added
        # value of one multiplier percent, in "position" units
        if strength <= 1:
            form = 0.0
        elif strength == 2:
            form = 0.10 if single else 0.06
        else:
            form = 0.14 if single else 0.07
        self.form = form * slack
        self.spread = (0.0, 0.05, 0.12, 0.15)[min(strength, 3)] * slack
        self.noise = 0.6 if strength <= 1 else 0.0
        self.beams = strength >= 3
        self.resonance = strength >= 3
        self.salvage = strength >= 2


def _slack(draws: float, cells: str) -> float:
    """Spare draws beyond those needed to fill the circle, as a 0..1 factor."""
    missing = cells[:16].count(EMPTY)
    return max(0.0, min(1.0, (draws - 1.5 * missing - 4) / 20))


class _Ctx:
    """Per-decision availability estimates, with caches of part values."""

    __slots__ = ("_axes", "_cum", "_magic", "_pair", "_sides", "_squares", "_sym", "held", "lam", "t", "w")

    def __init__(self, held: list[int], lam: list[float], w: _Weights, t: list[list[float]] | None = None) -> None:
        self.held = held
        self.lam = lam
        self.w = w
        #: t[coin][k]: value of getting the k-th needed copy of a coin (k = 1..5)
        self.t = t if t is not None else [self._row(ci) for ci in range(16)]
        self._pair: list[float] | None = None
        self._cum: list[list[float]] | None = None
        self._sym: float | None = None
        self._sides: dict[str, list[float]] = {}
        self._axes: dict[str, float] = {}
        self._magic: dict[str, float] = {}
        self._squares: dict[str, float] = {}

    def _row(self, ci: int) -> list[float]:
        h, lam = self.held[ci], self.lam[ci]
        return [0.0] + [IN_HAND if h >= k else TO_DRAW * (1.0 - exp(-lam / (k - h))) for k in range(1, 6)]

    def without(self, ci: int) -> _Ctx:
        """The same estimates with one coin ``ci`` fewer in hand."""
        held = list(self.held)
        held[ci] -= 1
        t = list(self.t)
        ctx = _Ctx(held, self.lam, self.w, t)
        t[ci] = ctx._row(ci)
        ctx._magic = self._magic
        # digits only matter to the circles, colours only to the squares: share the rest
        if ci < 10:
            ctx._squares = self._squares
        else:
            ctx._sides, ctx._axes, ctx._pair, ctx._sym = self._sides, self._axes, self._pair, self._sym
        return ctx

    def sym_best(self) -> float:
        """The best value of filling two empty mirror positions with equal digits."""
        if self._sym is None:
            self._sym = max(r[1] + r[2] for r in self.t[:10])
        return self._sym

    def pair_best(self) -> list[float]:
        """For each target sum t, the best value of filling an empty side with two digits."""
        if self._pair is None:
            out = []
            for t in range(19):
                best = 0.0
                tab = self.t
                for v in range(max(0, t - 9), min(9, t) + 1):
                    u = t - v
                    val = tab[v][1] + tab[u][2 if u == v else 1]
                    if val > best:
                        best = val
                out.append(best)
            self._pair = out
        return self._pair

    def side(self, o: str, i: str) -> list[float]:
        """Value of a half-line (outer o, inner i) for each target sum 0..18."""
        key = o + i
        vec = self._sides.get(key)
        if vec is not None:
            return vec
        if o == EMPTY and i == EMPTY:
            vec = self.pair_best()
        elif o != EMPTY and i != EMPTY:
            a, b = ord(o) - 48, ord(i) - 48
            one = [1.0 - REPLACE_COST + r[1] for r in self.t[:10]]
            vec = []
            for t in range(19):
                if a + b == t:
                    vec.append(2.0)
                    continue
                best = 0.0
                if 0 <= t - a <= 9:
                    best = one[t - a]
                if 0 <= t - b <= 9 and one[t - b] > best:
                    best = one[t - b]
                vec.append(best)
        else:
            x = ord(o if o != EMPTY else i) - 48
            tab = self.t
            vec = [1.0 + tab[t - x][1] if 0 <= t - x <= 9 else 0.3 for t in range(19)]
        self._sides[key] = vec
        return vec

    def square(self, corners: str, focus: str, inner: bool) -> float:
        """Value of a square (corners NE SE SW NW) for its best colour target."""
        beams = self.w.beams and focus in _FAM
        key = corners + (focus if beams else "") + ("i" if inner else "o")
        v = self._squares.get(key)
        if v is None:
            v = self._square(corners, focus if beams else "", inner)
            self._squares[key] = v
        return v

    def cum(self) -> list[list[float]]:
        """cum[coin][k]: value of needing k more copies of a coin."""
        if self._cum is None:
            out = []
            for row in self.t:
                acc = [0.0]
                for k in range(1, 6):
                    acc.append(acc[-1] + row[k])
                out.append(acc)
            self._cum = out
        return self._cum

    def _square(self, corners: str, focus: str, inner: bool) -> float:
        ne, se, sw, nw = corners[0], corners[1], corners[2], corners[3]
        form = self.w.form
        beam = 20 if inner else 30
        cum = self.cum()
        filled = (ne != EMPTY) + (sw != EMPTY) + (nw != EMPTY) + (se != EMPTY)
        best = 0.0
        for xi, yi, x, y, bonus in _SQUARE_TARGETS[self.w.added]:
            ma = (ne == x) + (sw == x)
            mb = (nw == y) + (se == y)
            # a mono-colour target needs 4 of one coin, a two-colour one 2 of each
            need = cum[xi][4 - ma - mb] if xi == yi else cum[xi][2 - ma] + cum[yi][2 - mb]
            val = ma + mb + need
            val -= REPLACE_COST * (filled - ma - mb)
            if form:
                if focus:
                    bonus += beam * ((focus == x) + (focus == y))
                val += form * bonus * (val * val / 16)
            if val > best:
                best = val
        return best


#: square targets: (x index, y index, x, y, formation bonus): NE = SW = x, NW = SE = y;
#: [False] with the original game's formations only, [True] with the project's additions
_SQUARE_TARGETS = {
    added: tuple(
        (_CI[x], _CI[y], x, y, (_MONO_BONUS if added else _MONO_ORIGINAL)[x] if x == y else (15 if x in "WK" else 0))
        for fam in FAMILIES
        for x in fam
        for y in fam
    )
    for added in (False, True)
}


def _mirror_pair(ctx: _Ctx, a: str, b: str) -> float:
    if a != EMPTY and b != EMPTY:
        if a == b:
            return 2.0
        return 1.0 + max(ctx.t[ord(a) - 48][1], ctx.t[ord(b) - 48][1]) - REPLACE_COST
    if a == EMPTY and b == EMPTY:
        return ctx.sym_best()
    return 1.0 + ctx.t[ord(a if a != EMPTY else b) - 48][1]


def _axis(ctx: _Ctx, cells: str, axis: tuple[int, int, int, int]) -> float:
    a, b, c, d = axis
    key = cells[a] + cells[b] + cells[c] + cells[d]
    v = ctx._axes.get(key)
    if v is None:
        v = ctx._axes[key] = _axis_value(ctx, key)
    return v


def _axis_value(ctx: _Ctx, key: str) -> float:
    o1, i1, o2, i2 = key[0], key[1], key[2], key[3]
    best: float = max(map(add, ctx.side(o1, i1), ctx.side(o2, i2)))
    if ctx.w.form:
        sym = _mirror_pair(ctx, o1, o2) + _mirror_pair(ctx, i1, i2)
        filled = (o1 != EMPTY) + (i1 != EMPTY) + (o2 != EMPTY) + (i2 != EMPTY)
        sym += ctx.w.form * 15 * (filled / 4) * (sym / 4)
        if sym > best:
            best = sym
    return best


def _magic_global(ctx: _Ctx, cells: str) -> float:
    w = ctx.w
    digits = [ord(cells[k]) - 48 for k in range(8) if cells[k] != EMPTY]
    val = 0.0
    if digits and w.spread:
        val -= w.spread * (max(digits) - min(digits))
    if w.form:
        fwd = rev = 0
        sums: list[int] = []
        for k in range(4):
            o, i = cells[k], cells[k + 4]
            if o != EMPTY and i != EMPTY:
                if i < o:
                    fwd += 1
                elif i > o:
                    rev += 1
                sums.append(ord(o) + ord(i) - 96)
        if rev == 0:
            val += w.form * 2.5 * fwd
        elif fwd == 0 and w.added:  # Reverse Order is one of the project's additions
            val += w.form * 2.5 * rev
        if len(sums) >= 2:
            same = max(sums.count(s) for s in sums)
            if same == len(sums):
                val += w.form * 35 * (len(sums) / 4) ** 2
        focus = cells[FOCUS]
        if w.resonance and "0" <= focus <= "9":
            fi = ord(focus) - 48
            for ring in ((0, 1, 2, 3), (4, 5, 6, 7)):
                have = sum(cells[k] == focus for k in ring)
                wrong = sum(cells[k] != focus and cells[k] != EMPTY for k in ring)
                if wrong == 0 and have >= 2:
                    missing = 4 - have
                    chance = 1.0 if missing <= ctx.held[fi] else min(1.0, ctx.lam[fi] / max(1, missing - ctx.held[fi]))
                    val += w.form * 85 * (have / 4) ** 2 * chance
    return val


def evaluate(ctx: _Ctx, cells: str) -> float:
    """Heuristic value of a circle (in "positions" units)."""
    val = _axis(ctx, cells, _AXES[0]) + _axis(ctx, cells, _AXES[1])
    focus = cells[FOCUS]
    val += ctx.square(cells[8:12], focus, False) + ctx.square(cells[12:16], focus, True)
    key = cells[:8] + cells[FOCUS]
    m = ctx._magic.get(key)
    if m is None:
        m = ctx._magic[key] = _magic_global(ctx, cells)
    val += m
    if cells[FOCUS] != EMPTY:
        val += 0.5
    if _complete(cells):
        val += COMPLETE_BONUS
    return val


def _complete(cells: str) -> bool:
    if EMPTY in cells[:16]:
        return False
    s = [ord(c) - 48 for c in cells[:8]]
    if s[0] + s[4] != s[2] + s[6] or s[1] + s[5] != s[3] + s[7]:
        return False
    for ne, se, sw, nw in ((cells[8], cells[9], cells[10], cells[11]), (cells[12], cells[13], cells[14], cells[15])):
        if ne != sw or nw != se or _FAM[ne] != _FAM[nw]:
            return False
    return True


_FAM = {"R": 0, "B": 0, "Y": 1, "G": 1, "W": 2, "K": 2}


# ---------------------------------------------------------------------------
# reading the observation


def _context(obs: Mapping[str, Any], w: _Weights, held_coins: str) -> _Ctx:
    """Availability estimates: how many more copies of each coin the bot may draw."""
    visible = [0] * 16
    for seat in obs["seats"]:
        for c in seat["circle"]:
            if c is not None:
                visible[_CI[c]] += 1
        for c in seat["stock"]:
            visible[_CI[c]] += 1
    for c in obs["removed"]:
        visible[_CI[c]] += 1
    held = [0] * 16
    for c in held_coins:
        held[_CI[c]] += 1
    unseen = [SUPPLY[CODES[i]] - visible[i] - held[i] for i in range(16)]
    total = sum(unseen)
    pile = int(obs["pile"])
    draws = pile / max(1, int(obs["players"]))
    lam = [draws * u / total if total > 0 else 0.0 for u in unseen]
    return _Ctx(held, lam, w)


def _set(text: str, i: int, c: str) -> str:
    return text[:i] + c + text[i + 1 :]


class HeuristicBot:
    """Greedy placement by the heuristic value of the resulting circle."""

    name = "heuristic"

    def __init__(self, strength: int = 2) -> None:
        self.strength = max(1, min(3, int(strength)))

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The move :meth:`rank` values most."""
        return self.rank(seat, rng)[0]

    def rank(self, seat: Seat, rng: Rng) -> tuple[Any, list[tuple[float, Action]]]:
        """The bot's move and the moves it weighed, best first, with their gains (what
        :class:`~tabletop.core.mcts.GuidedSearchBot` shortlists); ending the turn weighs 0."""
        legal: Sequence[Action] = seat.legal
        obs = seat.observation
        me = seat.player
        single = obs["players"] == 1
        mine = obs["seats"][me]
        cells = "".join(EMPTY if c is None else c for c in mine["circle"])
        draws = int(obs["pile"]) / max(1, int(obs["players"]))
        w = _Weights(self.strength, single, _slack(draws, cells), bool(obs.get("added_formations")))
        kinds = {a.kind for a in legal}
        hand = [c for c in mine["hand"]]
        dealt = mine["dealt"]
        if Kind.ACTIVATE in kinds:
            return self._activate_or_polish(legal, cells, hand, dealt)
        sources: dict[str, int] = {}
        for i, c in enumerate(hand):
            if c is not None and c not in sources:
                sources[c] = i
        if dealt is not None and dealt not in sources:
            sources[dealt] = DEALT
        held_coins = "".join(c for c in hand if c is not None) + (dealt or "")
        ctx = _context(obs, w, held_coins)
        legal_set = set(legal)
        best: Action | None = None
        best_gain = 0.05
        gains: dict[str, float] = {}
        weighed: dict[Action, float] = {}
        for coin, src in sources.items():
            # gains are measured against discarding the coin: the parts of the
            # circle share the hand, so holding a coin is counted once, by placing it
            cctx = ctx.without(_CI[coin])
            without = evaluate(cctx, cells)
            coin_best = 0.0
            for pos in _MAGIC_TARGETS if coin <= "9" else _ELEMENTAL_TARGETS:
                old = cells[pos]
                if old == coin:
                    continue
                gain = evaluate(cctx, _set(cells, pos, coin)) - without
                if old != EMPTY:
                    gain -= REPLACE_COST
                if w.noise:
                    gain += w.noise * (rng.random() - 0.5)
                if gain > coin_best:
                    coin_best = gain
                action = PLACES[src][pos]
                if action in legal_set:
                    weighed[action] = max(gain, weighed.get(action, -1e9))
                    if gain > best_gain:
                        best, best_gain = action, gain
            gains[coin] = coin_best
        if Kind.SALVAGE in kinds and w.salvage:
            for a in legal:
                if a.kind is not Kind.SALVAGE:
                    continue
                owner = me if a.target == 0 else 1 - me
                top = obs["seats"][owner]["stock"][-1]
                used = hand[a.src]
                if used is None:
                    continue
                gain = self._coin_value(obs, w, cells, held_coins, top, used) - max(0.0, gains.get(used, 0.0))
                weighed[a] = gain - 0.3
                if gain - 0.3 > best_gain:
                    best, best_gain = a, gain - 0.3
        stop = next((a for a in legal if a.kind is Kind.DONE), None) or next(a for a in legal if a.kind is Kind.END)
        weighed[stop] = 0.0
        ranked = sorted(((v, a) for a, v in weighed.items()), key=lambda va: -va[0])
        return (best if best is not None else stop), ranked

    def _coin_value(self, obs: Mapping[str, Any], w: _Weights, cells: str, held: str, coin: str, spent: str) -> float:
        """The best gain of placing ``coin`` (were it in hand, with ``spent`` gone)."""
        rest = held.replace(spent, "", 1)
        ctx = _context(obs, w, rest)
        base = evaluate(ctx, cells)
        best = 0.0
        for pos in _MAGIC_TARGETS if coin <= "9" else _ELEMENTAL_TARGETS:
            if cells[pos] == coin:
                continue
            gain = evaluate(ctx, _set(cells, pos, coin)) - base - (REPLACE_COST if cells[pos] != EMPTY else 0.0)
            best = max(best, gain)
        return best

    def _activate_or_polish(
        self, legal: Sequence[Action], cells: str, hand: list[str | None], dealt: str | None
    ) -> tuple[Action, list[tuple[float, Action]]]:
        """Activate (strength 3: first a placement that keeps the circle complete and scores more);
        the weighed moves are the activation and such placements, by the activated score."""
        activate = next(a for a in legal if a.kind is Kind.ACTIVATE)
        now = score(Circle(cells), activated=True).total
        best, best_total = activate, now
        weighed: list[tuple[float, Action]] = [(float(now), activate)]
        for a in legal:
            if a.kind is not Kind.PLACE:
                continue
            coin = dealt if a.src == DEALT else hand[a.src]
            if coin is None:
                continue
            after = _set(cells, a.target, coin)
            if not _complete(after):
                continue
            total = score(Circle(after), activated=True).total
            weighed.append((float(total), a))
            if total > best_total:
                best, best_total = a, total
        weighed.sort(key=lambda va: -va[0])
        return (best if self.strength >= 3 else activate), weighed


def factory(strength: int) -> HeuristicBot:
    """A heuristic bot of ``strength`` (the registry's factory)."""
    return HeuristicBot(strength)


#: the completion parts a rollout keeps completable: the two axes (outer and inner coin of one side
#: against the opposite side's, N-S and E-W, as in :data:`_AXES`), then the two squares (NE SE SW NW)
_ROLLOUT_PARTS = (*_AXES, (8, 9, 10, 11), (12, 13, 14, 15))
#: the part each magical or elemental position belongs to
_PART_OF = {p: part for part in _ROLLOUT_PARTS for p in part}


@lru_cache(maxsize=1 << 16)
def completable(cells: str, part: tuple[int, int, int, int]) -> bool:
    """Whether ``part`` of a circle can still be completed by filling its empty positions.

    An axis (outer, inner, opposite outer, opposite inner) needs the two sides' sums equal, a
    square its opposite corners equal and one colour family.

    >>> completable("12.." + "." * 13, (0, 4, 2, 6)), completable("9.0." + "9..." + "." * 9, (0, 4, 2, 6))
    (True, False)
    >>> completable("." * 8 + "RB.G" + "." * 5, (8, 9, 10, 11))
    False
    """
    if part[0] < 8:
        digits = [None if cells[p] == EMPTY else ord(cells[p]) - 48 for p in part]
        missing = digits.count(None)
        if missing >= 2:
            return True
        a, b, c, d = digits
        if missing == 0:
            return a + b == c + d  # type: ignore[operator]
        # one position left: the coin it needs is fixed; it must be a digit
        need = {0: (c, d, b), 1: (c, d, a), 2: (a, b, d), 3: (a, b, c)}[digits.index(None)]
        return 0 <= need[0] + need[1] - need[2] <= 9  # type: ignore[operator]
    ne, se, sw, nw = (cells[p] for p in part)
    if (EMPTY not in (ne, sw) and ne != sw) or (EMPTY not in (nw, se) and nw != se):
        return False
    return len({_FAM[c] for c in (ne, se, sw, nw) if c != EMPTY}) <= 1


_NOWHERE: frozenset[int] = frozenset()


@lru_cache(maxsize=1 << 14)
def _keeping_completable(cells: str, coin: str) -> frozenset[int]:
    """The positions (not the focus) where the rollout would place ``coin``: an empty one, or one
    of a part that is no longer completable, if its part stays or becomes completable.

    >>> sorted(_keeping_completable("9.0.9" + "." * 12, "9"))  # 9+9 = 0+? cannot be: the 0 may go
    [1, 2, 3, 5, 7]
    """
    out = set()
    for target in range(8) if coin in DIGITS else range(8, 16):
        part = _PART_OF[target]
        old = cells[target]
        if (old != EMPTY and completable(cells, part)) or coin == old:
            continue
        if completable(_set(cells, target, coin), part):
            out.add(target)
    return frozenset(out)


def rollout(state: State[Action], player: int, rng: Rng, legal: Sequence[Action] | None = None) -> Action:
    """A cheap playout move on a sampled state, racing to a complete circle.

    It activates when it can; else, 9 times in 10, it plays a random placement that leaves its
    part completable (:func:`completable`): on an empty position, or replacing a coin of a part
    that no longer is; else it ends its placements or its turn. (The first rollout filled any
    empty position at random: 76 steps and 6.3 ms a playout against this one's 48 and 3.9 ms.)
    """
    if not isinstance(state, MagicCircleState):
        raise TypeError("the magic circle rollout plays magic circle states only")
    if state.can_activate(player):
        return ACTIVATE
    legal = state.legal_actions(player) if legal is None else legal
    cells = state.circles[player]
    hand, dealt = state.hands[player], state.dealt[player]
    keep = [_keeping_completable(cells, coin) if coin != EMPTY else _NOWHERE for coin in (*hand, dealt)]
    place = Kind.PLACE
    good = [a for a in legal if a.kind is place and a.target in keep[a.src]]
    if good and rng.random() < 0.9:
        return good[rng.randbelow(len(good))]
    return DONE if state.phase is Phase.PLACEMENT else END


#: the guided search (the bot "guided", level 5: see docs/bots.md): the strength-1 heuristic's 3 best
#: moves, compared over 10 sampled piles by fast rollouts (:func:`rollout`) to the end of the match, in 0.25 s
GUIDED_BUDGET = GuidedBudget(shortlist=3, samples=10, time_limit=0.25, sigmas=1.0)


def guided(budget: GuidedBudget = GUIDED_BUDGET, strength: int = 1) -> GuidedSearchBot:
    """The heuristic's move, checked by paired rollouts (:class:`tabletop.core.mcts.GuidedSearchBot`) to the end
    of the match (:meth:`MagicCircleState.provisional_outcome`)."""
    return GuidedSearchBot(HeuristicBot(strength), budget, rollout=rollout, name="guided")


register_bot("magiccircle", "heuristic", factory)
register_bot("magiccircle", "guided", lambda strength: guided(strength=strength))
register_rollout("magiccircle", rollout)

__all__ = ["GUIDED_BUDGET", "HeuristicBot", "completable", "evaluate", "factory", "guided", "rollout"]


# levels a player chooses (docs/bots.md has what each one measured against the one below). A bot has
# an opponent only in versus, where the race to a complete circle decides more than formations do:
# strength 1 (completion only) measured stronger than 2 (0.53-0.60), and 2 than 3 (0.58-0.62), so
# levels 2-4 are strength 1 with fewer and fewer slips (random moves), and level 5 is the guided search
# on strength 1: 0.610 [0.579, 0.640] of 1,000 versus games against it with the completion-aware rollout
# and 10 piles in 0.25 s (on the first 400 seeds 0.608, where the fill-at-random rollout with 4 piles
# in 0.1 s took 0.564 [0.515, 0.612]); about 10 s of CPU a versus game, 0.05 s a move (median; 17-20 s
# and 0.12 s before session 14's faster rollout, legal-move list and quiet playout states: the same
# moves in less time).
# Single mode: mean score 113,768 against its base heuristic's 83,333 over seeds 201-400.
def _level(about_en: str, about_ja: str, epsilon: float) -> LevelSpec:
    return LevelSpec("heuristic", 1, {"en": about_en, "ja": about_ja}, epsilon=epsilon)


register_levels(
    "magiccircle",
    {
        1: LevelSpec(
            "random", 1, {"en": "Places and activates at random.", "ja": "ランダムに置き、ランダムに発動します。"}
        ),
        2: _level(
            "Fills its circle, but one move in three is a slip.", "魔法陣を埋めますが、3手に1手はミスです。", 0.3
        ),
        3: _level(
            "Fills its circle; about one move in eight is a slip.", "魔法陣を埋めます。8手に1手ほどはミスです。", 0.12
        ),
        4: _level(
            "Races to complete its circle and activate first.", "誰よりも早く魔法陣を完成させて発動します。", 0.0
        ),
        5: LevelSpec(
            "guided",
            1,
            {
                "en": "Races to complete its circle, trying its best moves out against the coins it may draw.",
                "ja": "魔法陣の完成を急ぎ、有力な手を先読みで試してから選びます。",
            },
        ),
    },
)
