"""What a Khronos seat sees, saves, hidden cards and previews (``docs/rules/khronos.md``).

The public state shared by saves and observations and its validation when read back, the secrets of
§14 (each hand is its holder's, the deck's order nobody's; the cards left for Hold'em swaps follow the
hand on turn) with their re-deal, and the preview of a build or upgrade: its cost (§5, §6) and what it
would do in each age (the time ripple of §7, junctions and downsizing of §8).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from ..core import fields
from ..core.errors import InvalidSave
from ..core.hidden import Follows, Secret, Secrets
from ..core.rng import Rng
from .actions import (
    BONUS,
    CUBES,
    EARNINGS_TURNS,
    FAITH,
    MAX_SWAPS,
    PER_ADVENTURER,
    REASON,
    TURNS,
    VERSION,
    Act,
    Phase,
    _counts,
    _letters,
    _swappable,
)
from .board import FOOT, HAMLET_BASE, Bld, Board
from .data import BOARDS, HAMLETS, HEIGHT, KINDS, TILES, WIDTH
from .ripple import _cells
from .text import NS
from .turns import Turns


class Observed(Turns):
    """Saves and observations, the hidden cards (§14) and the previews of builds."""

    # -- observations and saves ------------------------------------------------------------
    def _core(self, full: bool) -> dict[str, Any]:
        """The public part of the state, the same in saves and observations (``full``: with derived fields)."""
        boards = {}
        for bi, name in enumerate(BOARDS):
            board = self.boards[bi]
            of, _ = board.domains()
            blds: list[Any] = []
            for b in sorted(board.blds.values()):
                if full:
                    blds.append(
                        {
                            "id": b.id,
                            "tile": b.tile,
                            "kind": b.kind,
                            "value": b.value,
                            "tier": b.tier,
                            "x": b.x,
                            "y": b.y,
                            "size": b.tier,
                            "cells": _cells(b.foot),
                            "owner": None if b.owner < 0 else b.owner,
                            "status": b.status,
                            "from": None if b.src < 0 else b.src,
                            "cubes": list(b.cubes),
                            "paid": b.paid,
                            "domain": of[b.id],
                        }
                    )
                else:
                    blds.append([b.id, b.tile, b.x, b.y, b.owner, b.status, b.src, list(b.cubes), b.paid])
            entry: dict[str, Any] = {"buildings": blds, "covered": sorted(board.covered)}
            if full:
                entry["domains"] = self.domain_summaries(bi)
                entry["covered_hamlets"] = [list(HAMLETS[h - HAMLET_BASE]) for h in sorted(board.covered)]
            boards[name] = entry
        return {
            "phase": self.phase.value,
            "turn": self.game_turn,
            "turn_number": self.turn_number,
            "first": self.first,
            "order": list(self.order),
            "current": self.current,
            "ecus": list(self.ecus),
            "cubes": list(self.cubes),
            "discard": dict(zip(KINDS, self.discard, strict=True)),
            "row": None if self.row is None else [k if r else None for k, r in zip(KINDS, self.row, strict=True)],
            "adventurers": [[{"board": BOARDS[a[0]], "left": PER_ADVENTURER - a[1]} for a in pa] for pa in self.advs],
            "exchanged": self.exchanged,
            "swaps": self.swaps,
            "stock": dict(self.stock),
            "boards": boards,
            "next_id": self.next_id,
            "ctx": {BOARDS[bi]: [[b, o] for b, o in sorted(c.items())] for bi, c in sorted(self.ctx.items())},
            "pending": None if self.pending is None else _pending_json(self.pending, self),
            "earnings": [dict(e) for e in self.earnings],
        }

    def _read_core(self, d: Mapping[str, Any]) -> None:
        n = self.players
        self.phase = Phase(fields.text(d["phase"], "the phase", [p.value for p in Phase]))
        self.game_turn = fields.whole(d["turn"], "the turn", 1, TURNS)
        self.turn_number = fields.whole(d["turn_number"], "the turn number", 0, TURNS * n)
        self.first = fields.whole(d["first"], "the first player", 0, n - 1)
        self.order = tuple(fields.wholes(d["order"], "the order", 0, n - 1, length=n))
        if sorted(self.order) != list(range(n)):
            raise InvalidSave("the turn order is not a list of the seats")
        self.current = fields.whole(d["current"], "the current player", 0, n - 1)
        self.ecus = fields.wholes(d["ecus"], "the Ecus", 0, 10**6, length=n)
        self.cubes = fields.wholes(d["cubes"], "the cubes", 0, CUBES, length=n)
        disc = fields.record(d["discard"], "the discard pile")
        self.discard = [fields.whole(disc[k], "the discard pile", 0, 11) for k in KINDS]
        row = d["row"]
        if row is None:
            self.row = None
        else:
            vals = fields.items(row, "the face-up row", 3)
            self.row = [v is not None for v in vals]
            if any(v is not None and v != k for v, k in zip(vals, KINDS, strict=True)):
                raise InvalidSave("the face-up row is malformed")
        if (self.row is not None) != bool(self.options["holdem"]):
            raise InvalidSave("the face-up row does not match the Hold'em option")
        advs = fields.items(d["adventurers"], "the adventurers", n)
        self.advs = []
        for pa in advs:
            two = fields.items(pa, "a player's adventurers", 2)
            self.advs.append(
                [
                    [
                        BOARDS.index(fields.text(fields.record(a, "an adventurer")["board"], "a board", BOARDS)),
                        PER_ADVENTURER - fields.whole(a["left"], "an adventurer's capacity", 0, PER_ADVENTURER),
                    ]
                    for a in two
                ]
            )
        self.exchanged = fields.flag(d["exchanged"], "the exchange flag")
        self.swaps = fields.whole(d["swaps"], "the swaps", 0, MAX_SWAPS)
        st = fields.record(d["stock"], "the stock")
        self.stock = {name: fields.whole(st[name], "the stock", 0, t.copies) for name, t in TILES.items()}
        self.next_id = fields.whole(d["next_id"], "the next id", 1, HAMLET_BASE - 1)
        boards = fields.record(d["boards"], "the boards")
        self.boards = []
        for name in BOARDS:
            bd = fields.record(boards[name], "a board")
            blds = [_read_bld(raw, self.next_id, n) for raw in fields.items(bd["buildings"], "the buildings")]
            covered = fields.wholes(bd["covered"], "the covered hamlets", HAMLET_BASE, HAMLET_BASE + len(HAMLETS) - 1)
            try:
                board = Board.from_buildings(blds, covered)
            except (ValueError, KeyError) as e:
                raise InvalidSave(f"the {name} board is not valid: {e}") from e
            present = {b.id for b in blds if b.status == "printed"}
            if present | set(covered) != set(range(HAMLET_BASE, HAMLET_BASE + len(HAMLETS))) or present & set(covered):
                raise InvalidSave(f"the printed hamlets of {name} are not all accounted for")
            self.boards.append(board)
        ctx = fields.record(d["ctx"], "the junction context")
        self.ctx = {}
        for name, pairs in ctx.items():
            bi = BOARDS.index(fields.text(name, "a board", BOARDS))
            self.ctx[bi] = {
                fields.whole(fields.items(pr, "a context pair", 2)[0], "a building id", 1): fields.whole(
                    pr[1], "a domain", 0
                )
                for pr in fields.items(pairs, "a context")
            }
        pend = d["pending"]
        self.pending = None if pend is None else _read_pending(pend, self)
        self.earnings = [dict(fields.record(e, "an earning")) for e in fields.items(d["earnings"], "the earnings")]

    def _check_counts(self) -> None:
        cards = [sum(h[i] for h in self.hands) + self.discard[i] + self.deck.count(k) for i, k in enumerate(KINDS)]
        if self.row is not None:
            cards = [c + (1 if r else 0) for c, r in zip(cards, self.row, strict=True)]
        if cards != [11, 11, 11]:
            raise InvalidSave("the cards do not add up to 11 of each kind")
        used = {name: 0 for name in TILES}
        on = [0] * self.players
        for board in self.boards:
            for b in board.blds.values():
                if b.status != "printed":
                    used[b.tile] += 1
                if b.owner >= 0:
                    on[b.owner] += 1
                for c in b.cubes:
                    on[c] += 1
        for name, t in TILES.items():
            if used[name] + self.stock[name] != t.copies:
                raise InvalidSave(f"the {name} tiles do not add up to {t.copies}")
        if any(o + c != CUBES for o, c in zip(on, self.cubes, strict=True)):
            raise InvalidSave(f"a player's cubes do not add up to {CUBES}")

    def to_dict(self) -> dict[str, Any]:
        return {
            **fields.header(self, VERSION),
            **self._core(False),
            "swappable": dict(zip(KINDS, self.swappable, strict=True)),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "log": self.log.to_json(),
        }

    def observation(self, player: int | None) -> dict[str, Any]:
        core = self._core(True)
        return {
            "game": NS,
            "viewer": player,
            "players": self.players,
            "options": dict(self.options),
            **core,
            "turns": TURNS,
            "earnings_turns": list(EARNINGS_TURNS),
            "active": list(self.active_players()),
            "hand": None if player is None else list(_letters(SECRETS.show(self, player, "hands", player))),
            # the hand on turn as its Hold'em swaps began: for the Hold'em swaps of the seat on turn alone
            "swappable": self._swappable_seen(player),
            "hand_sizes": [sum(h) for h in self.hands],
            "deck": len(self.deck),
            "result": self._result(),
            "log": self.log.view(player),
        }

    def _result(self) -> dict[str, Any] | None:
        out = self.outcome()
        if out is None:
            return None
        return {
            "ecus": list(self.ecus),
            "cubes_on_boards": self.cubes_on_boards(),
            "winners": list(out.winners),
            "by_board": out.detail["earnings_by_board"],
        }

    # -- hidden information ---------------------------------------------------------------
    def has_hidden(self, player: int) -> bool:
        pool = _hidden_pool(self, player)
        if len(set(pool)) < 2:
            return False
        holders = [q for q in range(self.players) if q != player and self.hands[q] != [0, 0, 0]]
        return bool(self.deck) or len(holders) >= 2

    def _swappable_seen(self, player: int | None) -> dict[str, int] | None:
        shown = SECRETS.show(self, player, "swappable") if self.row is not None else None
        return None if shown is None else dict(zip(KINDS, shown, strict=True))

    def _deal_hidden(self, player: int, pool: list[str], sizes: Sequence[int]) -> None:
        i = 0
        for q in range(self.players):
            if q == player:
                continue
            self.hands[q] = _counts("".join(pool[i : i + sizes[q]]))
            i += sizes[q]
        self.deck = pool[i:]

    def _redeal(self, player: int, rng: Rng) -> Self:
        """The other hands and the deck dealt again (the dealer of :data:`SECRETS`)."""
        if not self.has_hidden(player):
            return self
        before = (self.hands, self.deck)
        s = self.copy()
        pool = [k for q in range(self.players) if q != player for k in _letters(self.hands[q])] + list(self.deck)
        sizes = [sum(h) for h in self.hands]
        for _ in range(30):
            rng.shuffle(pool)
            s._deal_hidden(player, list(pool), sizes)
            if (s.hands, s.deck) != before:
                break
        return s

    # -- previews for the view (spec: the rules compute what a move would do) -----------------
    def legal_parts(self, player: int, *, previews: bool = True) -> list[dict[str, Any]]:
        """The legal actions with their parts; a ``shrink`` also names the squares the smaller tile covers.

        With ``previews`` every build and upgrade carries what it would do (:meth:`_preview`):

        >>> from tabletop.khronos.game import Khronos
        >>> st = Khronos.registered().new(2, {}, 3)
        >>> me = st.active_players()[0]
        >>> parts = st.legal_parts(me)
        >>> builds = [p for p in parts if p["verb"] in ("build", "upgrade")]
        >>> all(p["args"][-1]["kind"] == "preview" for p in builds), len(builds) > 100
        (True, True)
        >>> first = builds[0]
        >>> first["args"][-1]["value"] == st.preview(me, first["text"])
        True
        >>> sorted(first["args"][-1]["value"])
        ['ages', 'base', 'bonus', 'cards', 'cells', 'cost', 'from', 'surcharge', 'terrain']
        >>> any(a["kind"] == "preview" for p in st.legal_parts(me, previews=False) for a in p["args"])
        False
        """
        out = super().legal_parts(player, previews=previews)
        pend = self.pending
        if pend is not None and pend["kind"] == "shrink":
            tier = TILES[str(pend["to"])].tier
            for parts in out:
                if parts["verb"] == "shrink":
                    x, y = parts["args"][1]["value"]
                    parts["args"].append({"kind": "cells", "value": _cells(FOOT[(x, y, tier)])})
        return out

    def _preview(self, player: int, action: Act, exact: bool = False) -> dict[str, Any] | None:
        """What a legal build or upgrade would do: its cost, squares and ripple into the later ages.

        Other actions have no preview (None). Builds with nothing near them on any board are
        previewed without playing them out (``exact``: always play them out, for tests)."""
        a = action
        if a.verb not in ("build", "upgrade"):
            return None
        t = TILES[a.tile]
        foot, src, _ = self._source(a)
        base = t.tier - (src.tier if src else 0)
        extra = len(a.cards)
        cells = _cells(foot)
        board = self.boards[a.board]
        ages: list[dict[str, Any]] = [_age(BOARDS[j]) for j in range(a.board, 3)]
        ages[0].update(status="placed", cells=cells)
        simple = t.tier == 1 and (t.kind != "C" or len({board.domains()[0][g] for g in board.touching(foot)}) < 2)
        around = foot.mask | foot.bmask
        quiet = not exact and src is None and all(not self.boards[j].occ & around for j in range(a.board, 3))
        if not simple and quiet:  # nothing near it on any board: the ripple needs only stock and a cube
            left = self.stock[a.tile] - 1
            cubes = self.cubes[player] - (0 if t.kind == "C" else 1)
            for j in range(a.board + 1, 3):
                age = ages[j - a.board]
                if left <= 0:
                    age.update(status="no-stock")
                    break
                if j == FAITH and t.kind != "C" and cubes <= 0:
                    age.update(status="failed", reason="cubes")
                    break
                age.update(status="ruin" if j == REASON and t.kind != "C" else "shadow", cells=cells)
                left -= 1
        elif not simple:
            s = self.copy()
            s.events = []
            s._build(player, a)
            s._settle()
            for e in s.events:
                age = ages[e["board"] - a.board]
                kind = e["event"]
                if kind == "overlap":
                    age["overlaps"].append({k: e[k] for k in ("id", "tile", "owner", "cells")})
                elif kind == "junction":
                    age["junction"] = True
                    age["merged_domains"] = e["n"]
                elif kind == "downsize":
                    age["downsized"].append({k: e[k] for k in ("id", "tile", "to", "owner", "choice")})
                elif kind == "pending":
                    age["pending"] = {"kind": e["kind"], "player": e["player"]}
                elif kind == "placed" and e["board"] != a.board:
                    age.update(status="ruin" if e["status"] == "ruin" else "shadow", cells=cells)
                elif kind in ("failed", "no-stock"):
                    age.update(status=kind, reason=e.get("reason"))
            for age in ages:
                for o in age["overlaps"]:
                    o["owner"] = None if o["owner"] < 0 else o["owner"]
                for o in age["downsized"]:
                    o["owner"] = None if o["owner"] < 0 else o["owner"]
        return {
            "cost": base + extra,
            "base": base,
            "surcharge": extra,
            "terrain": {"M": "mountain", "F": "forest", ".": "plain"}[foot.terrain],
            "cards": list(t.kind * base + a.cards),
            "bonus": BONUS[a.board] if t.tier >= 2 else 0,
            "cells": cells,
            "from": None if src is None else {"id": src.id, "tile": src.tile, "cells": _cells(src.foot)},
            "ages": ages,
        }


def _hidden_pool(st: Observed, player: int) -> list[str]:
    """The cards ``player`` cannot locate: 33 minus their hand, the discard pile and the face-up row."""
    seen = [a + b for a, b in zip(st.hands[player], st.discard, strict=True)]
    if st.row is not None:
        seen = [s + (1 if r else 0) for s, r in zip(seen, st.row, strict=True)]
    return list(_letters([11 - s for s in seen]))


def _derive_swappable(st: Observed, viewer: int, rng: Rng) -> None:
    """After a re-deal of the hand on turn: as many of its cards as were left for swaps."""
    hand = st.hands[st.current]
    st.swappable = _swappable(hand, sum(st.swappable), rng)


#: the secrets of Khronos (docs/rules/khronos.md §14): each hand is its holder's, the deck's order nobody's; the
#: cards left for Hold'em swaps are part of the hand on turn
SECRETS: Secrets[Observed] = Secrets(
    secrets=(
        Secret("hands", parts=lambda st: range(st.players), seen_by=lambda st, q: (q,)),
        Secret("deck"),
    ),
    deal=Observed._redeal,
    follows=(Follows("swappable", "hands", parts=lambda st: (st.current,), derive=_derive_swappable),),
)


def _age(board: str) -> dict[str, Any]:
    return {
        "board": board,
        "status": "none",
        "reason": None,
        "cells": [],
        "overlaps": [],
        "junction": False,
        "merged_domains": 0,
        "downsized": [],
        "pending": None,
    }


def _read_bld(raw: Any, next_id: int, players: int) -> Bld:
    if isinstance(raw, Mapping):  # an observation's building
        own, src = raw["owner"], raw["from"]
        raw = [raw["id"], raw["tile"], raw["x"], raw["y"], -1 if own is None else own, raw["status"],
               -1 if src is None else src, raw["cubes"], raw["paid"]]  # fmt: skip
    r = fields.items(raw, "a building", 9)
    bid = fields.whole(r[0], "a building id", 1)
    tile = fields.text(r[1], "a tile", TILES)
    status = fields.text(r[5], "a building status", ("built", "shadow", "ruin", "renovated", "printed"))
    if status == "printed":
        if bid < HAMLET_BASE or bid - HAMLET_BASE >= len(HAMLETS):
            raise InvalidSave("a printed hamlet has a wrong id")
    elif bid >= next_id:
        raise InvalidSave("a building id is out of range")
    b = Bld(
        bid,
        tile,
        fields.whole(r[2], "a building's x", 0, WIDTH - 1),
        fields.whole(r[3], "a building's y", 0, HEIGHT - 1),
        fields.whole(r[4], "a building's owner", -1, players - 1),
        status,
        fields.whole(r[6], "a building's source", -1),
        tuple(fields.wholes(r[7], "a building's cubes", 0, players - 1)),
        fields.whole(r[8], "the renovation paid", 0, 2),
    )
    if (b.x, b.y, b.tier) not in FOOT:
        raise InvalidSave("a building lies off the board")
    return b


def _pending_json(pend: Mapping[str, Any], st: Observed) -> dict[str, Any]:
    out = dict(pend)
    out["board"] = BOARDS[int(pend["board"])]
    if pend["kind"] == "pick":
        out["options"] = list(pend["options"])
    return out


def _read_pending(raw: Any, st: Observed) -> dict[str, Any]:
    d = fields.record(raw, "the pending choice")
    kind = fields.text(d["kind"], "the pending choice", ("pick", "shrink"))
    bi = BOARDS.index(fields.text(d["board"], "a board", BOARDS))
    out: dict[str, Any] = {"kind": kind, "player": fields.whole(d["player"], "a seat", 0, st.players - 1), "board": bi}
    blds = st.boards[bi].blds
    if kind == "pick":
        out["options"] = fields.wholes(d["options"], "the choices")
        if len(out["options"]) < 2 or any(b not in blds for b in out["options"]):
            raise InvalidSave("the pending choice names no building")
    else:
        out["building"] = fields.whole(d["building"], "a building id")
        out["to"] = fields.text(d["to"], "a tile", TILES)
        if out["building"] not in blds:
            raise InvalidSave("the pending choice names no building")
    return out
