"""Buildings in time: placing, destroying, the time ripple and downsizing (``docs/rules/khronos.md``).

Placing a tile destroys what lies under it; a tier-2/3 building copies itself into the later ages (the
time ripple, §7) unless the stock, its owner's cubes or the Faith board's Dominion and Hierarchy (§6)
forbid it; a Civil tile that joins domains is a junction, and every tie of the top Military or Religious
value in a domain is resolved by downsizing, which may stop for a player's choice (§8).
"""

from __future__ import annotations

from .actions import FAITH, MIGHT, REASON, TILE_OF, Phase
from .board import Bld, Board, Foot, cell_of
from .cards import Cards
from .data import BOARDS
from .messages import STATUS_WORDS


class Ripples(Cards):
    """Placing and removing buildings, the time ripple (§7) and the resolution of junctions and divisions (§8)."""

    # -- buildings (their ids and event notes: Cards._new_id, Cards._note) --------------

    def _destroy(self, bi: int, bid: int, why: str = "destroyed") -> Bld:
        """Take a building off a board: its tile back to the stock, its cubes back to their owners."""
        board = self.boards[bi]
        b = board.blds[bid]
        if b.status == "printed":
            board.cover(bid)
            for c in b.cubes:
                self.cubes[c] += 1
            return b
        board.remove(bid)
        self.stock[b.tile] += 1
        if b.owner >= 0:
            self.cubes[b.owner] += 1
        for c in b.cubes:
            self.cubes[c] += 1
        if why == "destroyed":
            self.log.say("destroyed", tile=b.tile, board=BOARDS[bi], cell=[b.x, b.y])
            self._note(board=bi, event="overlap", id=b.id, tile=b.tile, owner=b.owner, cells=_cells(b.foot))
        elif why == "shadow":
            self.log.say("shadow_gone", tile=b.tile, board=BOARDS[bi], cell=[b.x, b.y])
            self._note(board=bi, event="overlap", id=b.id, tile=b.tile, owner=b.owner, cells=_cells(b.foot))
        return b

    def _destroy_shadows(self, bi: int, bid: int) -> None:
        for j in range(bi + 1, 3):
            found = [b.id for b in self.boards[j].blds.values() if b.src == bid]
            if not found:
                return
            bid = found[0]
            self._destroy(j, bid, "shadow")

    def _place(self, bi: int, b: Bld) -> None:
        board = self.boards[bi]
        for u in board.under(b.foot):
            self._destroy(bi, u) if board.blds[u].status != "printed" else self._destroy(bi, u, "cover")
        board.place(b)
        if b.status != "printed":
            self.stock[b.tile] -= 1

    def _junction(self, bi: int, foot: Foot, actor: int, skip: int = -1) -> None:
        """Record the domains a Civil tile about to be placed on ``foot`` joins (before it is placed)."""
        if bi == REASON:
            return
        board = self.boards[bi]
        of, doms = board.domains()
        touched = sorted({of[t] for t in board.touching(foot) if t != skip} | ({of[skip]} if skip >= 0 else set()))
        if len(touched) < 2:
            return
        self.ctx[bi] = {bid: d for d in touched for bid in doms[d] if bid != skip}
        self.log.say("junction", player=actor, board=BOARDS[bi], n=len(touched))
        self._note(board=bi, event="junction", n=len(touched))

    def _ripple(self, bi: int, src: Bld, actor: int) -> None:
        """Copy a tier-2/3 building into the later ages (§7)."""
        j = bi + 1
        while j <= REASON:
            tile = src.tile
            if self.stock[tile] == 0:
                self.log.say("no_stock", tile=tile, board=BOARDS[j])
                self._note(board=j, event="no-stock")
                return
            foot = src.foot
            board = self.boards[j]
            kind = src.kind
            if j == FAITH and kind != "C" and self.cubes[src.owner] == 0:
                # [DECISION] the shadow carries one of its owner's cubes: with none left it cannot appear
                self.log.say("no_cube", tile=tile, board=BOARDS[j], player=src.owner)
                self._note(board=j, event="failed", reason="cubes")
                return
            if j == FAITH and kind != "C":
                why = _copy_breaks(board, foot, kind, src.tier)
                if why:
                    self.log.say("ripple_failed", tile=tile, board=BOARDS[j], reason=dict(STATUS_WORDS[why]))
                    self._note(board=j, event="failed", reason=why)
                    return
            for u in board.under(foot):
                self._destroy(j, u) if board.blds[u].status != "printed" else self._destroy(j, u, "cover")
            if kind == "C":
                self._junction(j, foot, actor)
            if j == FAITH and kind != "C":
                new = Bld(self._new_id(), tile, src.x, src.y, src.owner, "shadow", src.id)
                self.cubes[src.owner] -= 1
            elif j == REASON and kind != "C":
                new = Bld(self._new_id(), tile, src.x, src.y, -1, "ruin", src.id)
            else:
                new = Bld(self._new_id(), tile, src.x, src.y, -1, "shadow", src.id)
            self._place(j, new)
            status = "ruin" if new.status == "ruin" else "civil" if kind == "C" else "shadow"
            self.log.say("ripple", tile=tile, board=BOARDS[j], cell=[src.x, src.y], status=dict(STATUS_WORDS[status]))
            self._note(board=j, event="placed", status=status, id=new.id)
            src = new
            j += 1

    # -- the resolution of junctions and divisions (§8) --------------------------------
    def _violation(self) -> tuple[int, str, list[int]] | None:
        for bi in (MIGHT, FAITH):
            board = self.boards[bi]
            if board.settled:
                continue
            _, doms = board.domains()
            for members in doms:
                if len(members) < 2:
                    continue
                for k in ("M", "R"):
                    top = 0
                    tied: list[int] = []
                    for bid in members:
                        b = board.blds[bid]
                        if b.kind == k:
                            v = b.value
                            if v > top:
                                top, tied = v, [bid]
                            elif v == top:
                                tied.append(bid)
                    if len(tied) >= 2:
                        return bi, k, tied
            board.settled = True
        return None

    def _settle(self) -> None:
        """Downsize until every domain on Might and Faith keeps its hierarchy; may stop for a choice."""
        actor = self.current
        while True:
            v = self._violation()
            if v is None:
                self.ctx = {}
                self.pending = None
                if self.phase in (Phase.PICK, Phase.SHRINK):
                    self.phase = Phase.ACTIONS
                return
            bi, k, tied = v
            board = self.boards[bi]
            ctx = self.ctx.get(bi, {})
            origs = {ctx.get(b, -1) for b in tied}
            candidates = tied
            victim = -1
            if ctx and len(origs - {-1}) >= 2:
                power: dict[int, int] = {}
                for b in board.blds.values():
                    o = ctx.get(b.id, -1)
                    if o >= 0 and b.kind == k:
                        power[o] = power.get(o, 0) + b.value
                best = max(power.get(o, 0) for o in origs)
                strongest = {o for o in origs if power.get(o, 0) == best}
                outside = [b for b in tied if ctx.get(b, -1) not in strongest]
                if outside:
                    victim = outside[0]
                else:
                    candidates = tied
            if victim < 0:
                mine = [b for b in candidates if board.blds[b].owner == actor]
                if mine:
                    victim = mine[0]
                else:
                    self.pending = {"kind": "pick", "player": actor, "board": bi, "options": sorted(candidates)}
                    self.phase = Phase.PICK
                    self._note(board=bi, event="pending", kind="pick", player=actor)
                    return
            if not self._downsize(bi, victim):
                return

    def _downsize(self, bi: int, bid: int) -> bool:
        """Start downsizing a building; False when its owner must choose the squares."""
        b = self.boards[bi].blds[bid]
        nt = b.tier - 1
        while nt >= 1 and self.stock[TILE_OF[(b.kind, nt)]] == 0:
            nt -= 1
        if nt == 0:
            self._destroy(bi, bid, "razed")
            self.log.say("razed", tile=b.tile, board=BOARDS[bi], cell=[b.x, b.y])
            self._note(board=bi, event="downsize", id=b.id, tile=b.tile, to=None, owner=b.owner, choice="auto")
            self._destroy_shadows(bi, bid)
            return True
        to = TILE_OF[(b.kind, nt)]
        owner = b.owner if b.owner >= 0 else self.current
        self.pending = {"kind": "shrink", "player": owner, "board": bi, "building": bid, "to": to}
        self.phase = Phase.SHRINK
        self._note(board=bi, event="downsize", id=b.id, tile=b.tile, to=to, owner=b.owner, choice="owner")
        self._note(board=bi, event="pending", kind="shrink", player=owner)
        return False

    def _shrink(self, bi: int, bid: int, to: str, x: int, y: int) -> None:
        board = self.boards[bi]
        old = board.blds[bid]
        board.remove(bid)
        self.stock[old.tile] += 1
        new = Bld(self._new_id(), to, x, y, old.owner, old.status)  # no longer anybody's shadow
        board.place(new)
        self.stock[to] -= 1
        self.log.say("downsize", tile=old.tile, to=to, board=BOARDS[bi], cell=[x, y])
        if old.tier == 3 and new.tier == 2:
            if bi == MIGHT:
                copy = next((b for b in self.boards[FAITH].blds.values() if b.src == old.id), None)
                if copy is not None and (copy.tile, copy.owner, copy.x, copy.y) == (old.tile, old.owner, old.x, old.y):
                    self._ripple(bi, new, self.current)
            elif bi == FAITH:
                self._ripple(bi, new, self.current)
        else:
            self._destroy_shadows(bi, bid)


def _cells(foot: Foot) -> list[list[int]]:
    return [list(cell_of(c)) for c in foot.cells]


def _domain_problem(board: Board, foot: Foot, kind: str, tier: int, src: Bld | None) -> str | None:
    """Dominion and hierarchy (§6) for a tile of ``kind``/``tier`` on ``foot`` expanding ``src``."""
    if kind == "C":
        return None
    of, doms = board.domains()
    skip = src.id if src else -1
    ds = {of[g] for g in board.touching(foot) if g != skip}
    if src is not None:
        ds.add(of[src.id])
    if len(ds) >= 2:
        return "only a Civil building may join two domains"
    if ds:
        d = next(iter(ds))
        top = max((board.blds[b].value for b in doms[d] if b != skip and board.blds[b].kind == kind), default=0)
        if top == tier:
            word = "Military" if kind == "M" else "Religious"
            return f"the domain's highest {word} building already has value {tier}: there may be only one"
    return None


def _copy_breaks(board: Board, foot: Foot, kind: str, tier: int) -> str | None:
    """Why an M/R copy would break Dominion or Hierarchy on ``board`` (after the paradox), or None."""
    trial = board.copy()
    for u in trial.under(foot):
        if trial.blds[u].status == "printed":
            trial.cover(u)
        else:
            trial.remove(u)
    why = _domain_problem(trial, foot, kind, tier, None)
    if why is None:
        return None
    return "dominion" if why.startswith("only") else "hierarchy"
