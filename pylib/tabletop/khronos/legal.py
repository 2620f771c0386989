"""What a Khronos player may do now (``docs/rules/khronos.md`` §4–§6).

The legal actions of the seat on turn, or of the seat that must choose a downsizing (§8): the exchange and
Hold'em swaps at the start of the turn (§4, §11), time travel, the card actions of §5 under the
construction restrictions of §6 and the adventurers' 2 cards each; and why any other action is illegal.
"""

from __future__ import annotations

from .actions import (
    DEMOLISH_COST,
    EXCHANGE_COST,
    FAITH,
    KI,
    MAX_SWAPS,
    MIGHT,
    REASON,
    TILE_OF,
    TRAVEL_COST,
    Act,
    Phase,
    _combos,
    _counts,
    _letters,
    _mk,
    _subsets,
)
from .board import FOOT, Bld, Foot, inner, outer
from .data import BOARDS, KINDS, TILES, surcharge
from .ripple import Ripples, _domain_problem


class Legal(Ripples):
    """The legal actions (§4–§6) and the reasons the others are illegal."""

    # -- checks -----------------------------------------------------------------------
    def _source(self, a: Act) -> tuple[Foot, Bld | None, str | None]:
        """The footprint of a build or upgrade, the building it expands, or a reason it cannot."""
        t = TILES[a.tile]
        foot = FOOT[(a.x, a.y, t.tier)]
        board = self.boards[a.board]
        under = board.under(foot)
        if a.verb == "build":
            if under:
                return foot, None, "the squares are not free"
            return foot, None, None
        if len(under) != 1:
            return (
                foot,
                None,
                "an expansion covers exactly one building and free squares"
                if under
                else ("there is no building to expand there"),
            )
        b = board.blds[under[0]]
        if b.kind != t.kind or b.tier >= t.tier:
            return foot, b, f"a {b.tile} cannot be expanded into a {a.tile}"
        if not set(b.foot.cells) <= set(foot.cells):
            return foot, b, "the new tile must cover the whole old building"
        return foot, b, None

    def _build_problem(self, p: int, a: Act) -> str | None:
        if a.board == REASON:
            return "nothing is built on the Reason board"
        t = TILES[a.tile]
        foot, src, why = self._source(a)
        if why:
            return why
        if src is not None and t.kind != "C" and src.owner != p:
            return "you may only expand your own Military and Religious buildings"
        if foot.river and (t.kind != "C" or src is None):
            return (
                "a Civil building may not be built on the river (only expanded onto it)"
                if t.kind == "C"
                else "Military and Religious buildings may not cover the river"
            )
        if self.stock[a.tile] == 0:
            return f"no {a.tile} is left in the stock"
        if src is None and t.kind != "C" and self.cubes[p] == 0:
            return "you have no cube left"
        problem = _domain_problem(self.boards[a.board], foot, t.kind, t.tier, src)
        if problem:
            return problem
        base = t.tier - (src.tier if src else 0)
        extra = surcharge(self.players, foot.terrain)
        if len(a.cards) != extra:
            return f"this footprint needs {extra} extra card{'s' if extra != 1 else ''} of any kind, not {len(a.cards)}"
        need = _counts(a.cards)
        need[KI[t.kind]] += base
        if any(n > h for n, h in zip(need, self.hands[p], strict=True)):
            return f"you do not hold {_letters(need)}"
        if base + extra > self.capacity(p, a.board):
            return f"your adventurers on {BOARDS[a.board].title()} cannot pay {base + extra} more cards this turn"
        return None

    # -- the contract -------------------------------------------------------------------
    def active_players(self) -> tuple[int, ...]:
        if self.phase is Phase.OVER:
            return ()
        if self.pending is not None:
            return (int(self.pending["player"]),)
        return (self.current,)

    def legal_actions(self, player: int) -> list[Act]:
        cached = self._legal.get(player)
        if cached is not None:
            return list(cached)
        out = self._generate(player) if player in self.active_players() else []
        self._legal[player] = out
        return list(out)

    def _generate(self, p: int) -> list[Act]:
        if self.pending is not None:
            pend = self.pending
            bi = int(pend["board"])
            if pend["kind"] == "pick":
                return [
                    Act("pick", "", bi, self.boards[bi].blds[b].x, self.boards[bi].blds[b].y) for b in pend["options"]
                ]
            b = self.boards[bi].blds[int(pend["building"])]
            return [Act("shrink", "", bi, f.x, f.y) for f in inner(b.foot, TILES[str(pend["to"])].tier)]
        out: list[Act] = []
        hand = self.hands[p]
        if self.phase is Phase.START:
            if not self.exchanged and self.swaps == 0 and self.ecus[p] >= EXCHANGE_COST:
                out.extend(Act("exchange", cards=c) for c in _subsets(hand))
            if self.row is not None and self.swaps < MAX_SWAPS:
                for g in KINDS:
                    if self.swappable[KI[g]] > 0:
                        out.extend(Act("swap", cards=g + t) for t in KINDS if t != g and self.row[KI[t]])
        if self.ecus[p] >= TRAVEL_COST:
            seen = set()
            for i, (bd, used) in enumerate(self.advs[p]):
                if (bd, used) in seen:
                    continue
                seen.add((bd, used))
                out.extend(Act("travel", "", j, pawn=i + 1) for j in range(3) if j != bd)
        for bi in (MIGHT, FAITH):
            cap = self.capacity(p, bi)
            if cap:
                self._gen_builds(p, bi, cap, out)
        cap = self.capacity(p, REASON)
        if cap:
            self._gen_reason(p, out)
        out.extend(Act("refill", cards=c) for c in ["", *_subsets(hand)])
        return out

    def _gen_builds(self, p: int, bi: int, cap: int, out: list[Act]) -> None:
        board = self.boards[bi]
        hand = self.hands[p]
        grid = board.grid
        of, doms = board.domains()
        n = self.players
        tops: dict[tuple[int, str], int] = {}

        def top(d: int, k: str, skip: int = -1) -> int:
            if skip < 0 and (d, k) in tops:
                return tops[(d, k)]
            v = max((board.blds[b].value for b in doms[d] if b != skip and board.blds[b].kind == k), default=0)
            if skip < 0:
                tops[(d, k)] = v
            return v

        sur = {t: surcharge(n, t) for t in "MF."}
        for name, t in TILES.items():
            k, tier = t.kind, t.tier
            if hand[KI[k]] < tier or tier > cap or self.stock[name] == 0 or (k != "C" and self.cubes[p] == 0):
                continue
            rest = list(hand)
            rest[KI[k]] -= tier
            pays = {s: _combos(rest, s) for s in set(sur.values())}
            ok = {t for t, v in sur.items() if tier + v <= cap}
            if k == "C":
                out.extend(
                    [
                        _mk(Act, ("build", name, bi, f.x, f.y, e, 0))
                        for f, ds in board.free(tier)
                        if f.terrain in ok
                        for e in pays[sur[f.terrain]]
                    ]
                )
            else:
                bad = {d for d in range(len(doms)) if top(d, k) == tier}
                out.extend(
                    [
                        _mk(Act, ("build", name, bi, f.x, f.y, e, 0))
                        for f, ds in board.free(tier)
                        if f.terrain in ok and (not ds or (len(ds) == 1 and not ds & bad))
                        for e in pays[sur[f.terrain]]
                    ]
                )
        # expansions
        for b in sorted(board.blds.values()):
            k = b.kind
            if b.tier >= 3 or (k != "C" and b.owner != p):
                continue
            for tier in range(b.tier + 1, 4):
                name = TILE_OF[(k, tier)]
                base = tier - b.tier
                if hand[KI[k]] < base or base > cap or self.stock[name] == 0:
                    continue
                rest = list(hand)
                rest[KI[k]] -= base
                for f in outer(b.foot, tier):
                    if any(grid[c] >= 0 and grid[c] != b.id for c in f.cells):
                        continue
                    if f.river and k != "C":
                        continue
                    s = surcharge(n, f.terrain)
                    if base + s > cap:
                        continue
                    if k != "C":
                        d = of[b.id]
                        if any(of[g] != d for c in f.border if (g := grid[c]) >= 0 and g != b.id):
                            continue
                        if top(d, k, b.id) == tier:
                            continue
                    for extra in _combos(rest, s):
                        out.append(Act("upgrade", name, bi, f.x, f.y, extra))
        if self.ecus[p] >= DEMOLISH_COST:
            for b in sorted(board.blds.values()):
                if b.tier == 1 and b.status != "printed" and hand[KI[b.kind]]:
                    out.append(Act("demolish", "", bi, b.x, b.y))

    def _gen_reason(self, p: int, out: list[Act]) -> None:
        board = self.boards[REASON]
        hand = self.hands[p]
        for b in sorted(board.blds.values()):
            if b.kind == "C":
                if hand[2] and self.cubes[p] and len(b.cubes) < b.tier:
                    out.append(Act("populate", "", REASON, b.x, b.y))
            elif b.status == "ruin" and hand[KI[b.kind]] and (b.paid + 1 >= b.tier - 1 or b.cubes or self.cubes[p]):
                out.append(Act("renovate", "", REASON, b.x, b.y))

    def why_illegal(self, player: int, action: Act) -> str | None:
        a = action
        if self.pending is not None:
            return (
                "first choose which building is downsized"
                if self.pending["kind"] == "pick"
                else ("first choose where the smaller tile goes")
            )
        v = a.verb
        if v in ("pick", "shrink"):
            return "there is nothing to choose now"
        if v == "exchange":
            if self.phase is not Phase.START or self.exchanged or self.swaps:
                return "the exchange is only at the start of your turn, once"
            if self.ecus[player] < EXCHANGE_COST:
                return "the exchange costs 2 Ecus"
            return "you do not hold those cards"
        if v == "swap":
            if self.row is None:
                return "swaps are only played with the Hold'em option"
            if self.phase is not Phase.START:
                return "swaps are only at the start of your turn"
            if self.swaps >= MAX_SWAPS:
                return "at most 4 swaps a turn"
            return "you cannot give that card or take that one"
        if v == "travel":
            if self.ecus[player] < TRAVEL_COST:
                return "time travel costs 1 Ecu"
            return "that adventurer is already there"
        if v in ("build", "upgrade"):
            return self._build_problem(player, a)
        if v in ("populate", "renovate", "demolish"):
            if self.capacity(player, a.board) == 0:
                return f"you have no adventurer on {BOARDS[a.board].title()} who may still pay a card"
            if v == "demolish" and self.ecus[player] < DEMOLISH_COST:
                return "demolishing costs 1 Ecu and 1 card"
            return f"you cannot {v} there"
        if v == "refill":
            return "you do not hold those cards"
        return None
