"""Playing a Khronos action, the turn order, earnings and the end (``docs/rules/khronos.md``).

Applies each action of §4 and §5 (building with its bonus and time ripple, §7; the resolution of §8 after
it), hands the turn on after the refill (§4), pays the earnings at the end of a player's turns 4 and 7
(§9, with the domain summaries it reads) and ends the game after turn 7 (§10).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from ..core.game import Outcome, State, leaders
from .actions import (
    BONUS,
    CUBES,
    DEMOLISH_COST,
    EARNINGS_TURNS,
    EXCHANGE_COST,
    HAND,
    KI,
    MIGHT,
    REASON,
    TRAVEL_COST,
    TURNS,
    Act,
    Phase,
)
from .board import Bld, cell_of
from .data import BOARDS, TILES, WIDTH
from .legal import Legal
from .messages import NS


class Turns(Legal):
    """Applying actions (§4, §5), earnings (§9) and the end of the game (§10)."""

    def _apply(self, player: int, action: Act) -> Self:
        s = self.copy()
        s._do(player, action)
        return s

    def _do(self, p: int, a: Act) -> None:
        v = a.verb
        if v == "pick":
            bid = self.boards[a.board].grid[a.y * WIDTH + a.x]
            self.pending = None
            if self._downsize(a.board, bid):
                self._settle()
            return
        if v == "shrink":
            pend = self.pending or {}
            self.pending = None
            self._shrink(a.board, int(pend["building"]), str(pend["to"]), a.x, a.y)
            self._settle()
            return
        if v == "exchange":
            self.ecus[p] -= EXCHANGE_COST
            for ch in a.cards:
                self.hands[p][KI[ch]] -= 1
                self.discard[KI[ch]] += 1
            self.exchanged = True
            self.log.say("exchange", player=p, cards=list(a.cards))
            self._draw(p, HAND - sum(self.hands[p]))
            self.swappable = list(self.hands[p])
            return
        if v == "swap":
            g, t = KI[a.cards[0]], KI[a.cards[1]]
            self.hands[p][g] -= 1
            self.discard[g] += 1
            self.swappable[g] -= 1
            self.hands[p][t] += 1
            if self.row is not None:  # legal only with Hold'em
                self.row[t] = False
            self.swaps += 1
            self.log.say("swap", player=p, give=[a.cards[0]], take=[a.cards[1]])
            self._fill_row()
            return
        if self.phase is Phase.START:
            self.phase = Phase.ACTIONS
        if v == "travel":
            self.ecus[p] -= TRAVEL_COST
            self.advs[p][a.pawn - 1][0] = a.board
            self.log.say("travel", player=p, pawn=a.pawn, board=BOARDS[a.board])
        elif v in ("build", "upgrade"):
            self._build(p, a)
            self._settle()
        elif v == "demolish":
            board = self.boards[a.board]
            b = board.blds[board.grid[a.y * WIDTH + a.x]]
            self.ecus[p] -= DEMOLISH_COST
            self._pay(p, b.kind, a.board)
            self._destroy(a.board, b.id, "demolish")
            self.log.say("demolish", player=p, tile=b.tile, board=BOARDS[a.board], cell=[b.x, b.y])
            self._settle()
        elif v == "populate":
            board = self.boards[REASON]
            b = board.blds[board.grid[a.y * WIDTH + a.x]]
            self._pay(p, "C", REASON)
            self.cubes[p] -= 1
            board.replace(b._replace(cubes=(*b.cubes, p)))
            self.log.say("populate", player=p, cell=[b.x, b.y])
        elif v == "renovate":
            board = self.boards[REASON]
            b = board.blds[board.grid[a.y * WIDTH + a.x]]
            self._pay(p, b.kind, REASON)
            cost = b.tier - 1
            paid = b.paid + 1
            self.log.say("renovate", player=p, tile=b.tile, cell=[b.x, b.y], paid=paid, cost=cost)
            if paid >= cost:
                for c in b.cubes:
                    self.cubes[c] += 1
                board.replace(b._replace(status="renovated", cubes=(), paid=paid))
                self.log.say("renovated", tile=b.tile, cell=[b.x, b.y])
            else:
                cubes = b.cubes
                if not cubes:
                    self.cubes[p] -= 1
                    cubes = (p,)
                board.replace(b._replace(cubes=cubes, paid=paid))
        elif v == "refill":
            for ch in a.cards:
                self.hands[p][KI[ch]] -= 1
                self.discard[KI[ch]] += 1
            if a.cards:
                self.log.say("refill", player=p, cards=list(a.cards))
            else:
                self.log.say("refill_none", player=p)
            self._draw(p, HAND - sum(self.hands[p]))
            self._fill_row()
            if self.game_turn in EARNINGS_TURNS:
                self._earn(p)
            self._next_turn()

    def _build(self, p: int, a: Act) -> None:
        t = TILES[a.tile]
        foot, src, _ = self._source(a)
        bi = a.board
        base = t.tier - (src.tier if src else 0)
        paid = t.kind * base + a.cards
        self._pay(p, paid, bi)
        board = self.boards[bi]
        owner = -1 if t.kind == "C" else p
        where = {"board": BOARDS[bi], "cell": [a.x, a.y], "cards": list(paid)}
        if src is not None:
            self.log.say("upgrade", player=p, tile_from=src.tile, tile=a.tile, **where)
        else:
            self.log.say("build", player=p, tile=a.tile, **where)
        if t.kind == "C":
            self._junction(bi, foot, p, src.id if src else -1)
        if src is not None:
            if src.status == "printed":
                board.cover(src.id)
            else:
                board.remove(src.id)
                self.stock[src.tile] += 1
        elif owner >= 0:
            self.cubes[p] -= 1
        new = Bld(self._new_id(), a.tile, a.x, a.y, owner, "built")
        self._place(bi, new)
        self._note(board=bi, event="placed", status="placed", id=new.id)
        if t.tier >= 2:
            self.ecus[p] += BONUS[bi]
            self.log.say("bonus", player=p, n=BONUS[bi], board=BOARDS[bi])
            self._ripple(bi, new, p)

    def _earn(self, p: int) -> None:
        total = 0
        for bi in range(3):
            if not any(a[0] == bi for a in self.advs[p]):
                continue
            got = 0
            for d in self.domain_summaries(bi):
                if p in d["lords"] and d["income"]:
                    got += d["income"]
                    self.earnings.append(
                        {
                            "seat": p,
                            "turn": self.game_turn,
                            "board": BOARDS[bi],
                            "domain": d["id"],
                            "building": d["earning"],
                            "amount": d["income"],
                        }
                    )
            if got:
                self.ecus[p] += got
                total += got
                self.log.say("earn", player=p, n=got, board=BOARDS[bi])
        if not total:
            self.log.say("no_earn", player=p)

    def _next_turn(self) -> None:
        pos = self.order.index(self.current) + 1
        if pos == self.players:
            self.game_turn += 1
            if self.game_turn > TURNS:
                self.game_turn = TURNS
                self.phase = Phase.OVER
                self.log.say("game_end")
                out = self.outcome()
                self.log.say("winner", players=list(out.winners) if out else [])
                return
            self.log.say("round", n=self.game_turn)
        self.current = self.order[pos % self.players]
        self.turn_number += 1
        self.phase = Phase.START
        self.exchanged = False
        self.swaps = 0
        self.swappable = list(self.hands[self.current])
        for pa in self.advs:
            for adv in pa:
                adv[1] = 0
        self.log.say("turn", player=self.current)

    # -- domains for views and earnings -------------------------------------------------------
    def domain_summaries(self, bi: int) -> list[dict[str, Any]]:
        """Each domain of board ``bi`` (§8, §9): its buildings' values by colour, its lords and earnings on Reason."""
        board = self.boards[bi]
        _, doms = board.domains()
        out = []
        for d, members in enumerate(doms):
            bl = [board.blds[b] for b in members]
            mil = [b for b in bl if b.kind == "M"]
            rel = [b for b in bl if b.kind == "R"]
            civil = sum(b.value for b in bl if b.kind == "C")
            tm = max((b.value for b in mil), default=0)
            tr = max((b.value for b in rel), default=0)
            lords: list[int] = []
            earning = None
            if bi == REASON:
                count: dict[int, int] = {}
                for b in bl:
                    if b.kind == "C":
                        for c in b.cubes:
                            count[c] = count.get(c, 0) + 1
                best = max(count.values(), default=0)
                lords = sorted(c for c, n in count.items() if n == best and n > 0)
                income = sum(b.value for b in bl if b.kind != "C")
            else:
                group, topv = (mil, tm) if bi == MIGHT else (rel, tr)
                tops = [b for b in group if b.value == topv]
                if len(tops) == 1 and tops[0].owner >= 0:
                    lords = [tops[0].owner]
                    earning = tops[0].id
                income = civil
            out.append(
                {
                    "id": d,
                    "cells": sorted([list(cell_of(c)) for b in bl for c in b.foot.cells], key=lambda c: (c[1], c[0])),
                    "buildings": members,
                    "military": tm,
                    "religious": tr,
                    "civil": civil,
                    "power": {"M": sum(b.value for b in mil), "R": sum(b.value for b in rel)},
                    "lords": lords,
                    "earning": earning,
                    "income": income,
                }
            )
        return out

    def incomes(self) -> list[list[int]]:
        """What each seat would earn on each board now, wherever its adventurers stand (fast; for bots)."""
        out = [[0, 0, 0] for _ in range(self.players)]
        for bi in range(3):
            for p, n in self.boards[bi].incomes(bi).items():
                out[p][bi] += n
        return out

    def provisional_outcome(self, origin: State[Act]) -> Outcome | None:
        """An estimate for search once a turn has passed since ``origin``: Ecus plus the earnings
        still to come (each seat's two best boards, once per earnings turn left)."""
        if not isinstance(origin, Turns) or self.turn_number <= origin.turn_number or self.pending:
            return None
        inc = self.incomes()
        scores = []
        for p in range(self.players):
            left = sum(1 for t in EARNINGS_TURNS if t > self.game_turn or (t == self.game_turn and self._before(p)))
            best = sorted(inc[p], reverse=True)[:2]
            scores.append(float(self.ecus[p] + left * sum(best)))
        return Outcome(tuple(scores), leaders(scores))

    def _before(self, p: int) -> bool:
        """Whether ``p`` has not yet ended their turn in the current game turn."""
        return self.order.index(p) >= self.order.index(self.current)

    # -- end ------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def cubes_on_boards(self) -> list[int]:
        """How many of their cubes each player has on the boards (§2, Decision 15)."""
        return [CUBES - c for c in self.cubes]

    def outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        on = self.cubes_on_boards()
        winners = leaders(on, among=leaders(self.ecus))
        by_board = [{b: 0 for b in BOARDS} for _ in range(self.players)]
        for e in self.earnings:
            by_board[e["seat"]][e["board"]] += e["amount"]
        return Outcome(
            tuple(float(e) for e in self.ecus),
            winners,
            {"ecus": list(self.ecus), "cubes_on_boards": on, "earnings_by_board": by_board},
        )

    def chapters(self) -> dict[str, int]:
        return {"round": self.game_turn, "turn": self.turn_number}

    def chapter_name(self, kind: str) -> Mapping[str, Any]:
        """The game's turns 1–7 ("Turn 3"), and each player's turn in one ("Turn 3: Aki")."""
        args: dict[str, Any] = {"n": self.game_turn}
        if kind == "turn":
            args["player"] = self.current
        return {"key": f"{NS}.chapter.{kind}", "args": args}

    def reveals(self, player: int, action: Act, after: State[Act]) -> bool:
        """Undo stops at anything that draws a card (an exchange, a Hold'em swap, the refill)."""
        return action.verb in ("exchange", "swap", "refill") or self.rng_state() != after.rng_state()
