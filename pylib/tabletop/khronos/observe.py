"""What a Khronos seat sees, saves, hidden cards and previews (``docs/rules/khronos.md``).

The public state shared by saves and observations and its validation when read back, the secrets of
§14 (each hand is its holder's, the deck's order nobody's; the cards left for Hold'em swaps follow the
hand on turn) with their re-deal, and the preview of a build or upgrade: its cost (§5, §6) and what it
would do in each age (the time ripple of §7, junctions and downsizing of §8).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from ..core import codec, fields
from ..core.codec import NOBODY, OWN, PLAYERS, SEAT, Bool, Ctx, Custom, Field, Int, List, Maybe, Member, Str, log, seats
from ..core.errors import InvalidSave
from ..core.rng import Rng
from .actions import (
    BONUS,
    CUBES,
    EARNINGS_TURNS,
    FAITH,
    HAND,
    MAX_SWAPS,
    PER_ADVENTURER,
    REASON,
    TURNS,
    Act,
    Phase,
    _counts,
    _letters,
    _swappable,
)
from .board import FOOT, HAMLET_BASE, Bld, Board
from .data import BOARDS, HAMLETS, HEIGHT, KINDS, TILES, WIDTH
from .messages import NS
from .ripple import _cells
from .turns import Turns


class Observed(Turns):
    """Saves and observations, the hidden cards (§14) and the previews of builds."""

    # -- observations and saves ------------------------------------------------------------
    def _boards_seen(self) -> dict[str, Any]:
        """The boards as an observation shows them: each building with its cells and domain, the domains."""
        boards = {}
        for bi, name in enumerate(BOARDS):
            board = self.boards[bi]
            of, _ = board.domains()
            blds = [
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
                for b in sorted(board.blds.values())
            ]
            boards[name] = {
                "buildings": blds,
                "covered": sorted(board.covered),
                "domains": self.domain_summaries(bi),
                "covered_hamlets": [list(HAMLETS[h - HAMLET_BASE]) for h in sorted(board.covered)],
            }
        return boards

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

    def observation(self, player: int | None) -> dict[str, Any]:
        core = {f.key: f.kind.dump(getattr(self, f.name)) for f in PUBLIC}
        return {
            "game": NS,
            "viewer": player,
            "players": self.players,
            "options": dict(self.options),
            **core,
            "boards": self._boards_seen(),
            "turns": TURNS,
            "earnings_turns": list(EARNINGS_TURNS),
            "active": list(self.active_players()),
            "hand": None if player is None else list(_letters(self.privacy.show(self, player, "hands", player))),  # type: ignore[union-attr]
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
        pool = _hidden_pool(self.hands[player], self.discard, self.row)
        if len(set(pool)) < 2:
            return False
        holders = [q for q in range(self.players) if q != player and self.hands[q] != [0, 0, 0]]
        return bool(self.deck) or len(holders) >= 2

    def _swappable_seen(self, player: int | None) -> dict[str, int] | None:
        shown = self.privacy.show(self, player, "swappable") if self.row is not None else None  # type: ignore[union-attr]
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


def _hidden_pool(hand: Sequence[int], discard: Sequence[int], row: Sequence[bool] | None) -> list[str]:
    """The cards a seat cannot locate: 33 minus its ``hand``, the ``discard`` pile and the face-up ``row``."""
    seen = [a + b for a, b in zip(hand, discard, strict=True)]
    if row is not None:
        seen = [s + (1 if r else 0) for s, r in zip(seen, row, strict=True)]
    return list(_letters([11 - s for s in seen]))


def _derive_swappable(st: Observed, viewer: int, rng: Rng) -> None:
    """After a re-deal of the hand on turn: as many of its cards as were left for swaps."""
    hand = st.hands[st.current]
    st.swappable = _swappable(hand, sum(st.swappable), rng)


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


def _read_bld(raw: Any, players: int) -> Bld:
    if isinstance(raw, Mapping):  # an observation's building
        own, src = raw["owner"], raw["from"]
        raw = [raw["id"], raw["tile"], raw["x"], raw["y"], -1 if own is None else own, raw["status"],
               -1 if src is None else src, raw["cubes"], raw["paid"]]  # fmt: skip
    r = fields.items(raw, "a building", 9)
    bid = fields.whole(r[0], "a building id", 1)
    tile = fields.text(r[1], "a tile", TILES)
    status = fields.text(r[5], "a building status", ("built", "shadow", "ruin", "renovated", "printed"))
    if (status == "printed") != (HAMLET_BASE <= bid < HAMLET_BASE + len(HAMLETS)):
        raise InvalidSave("a printed hamlet has a wrong id" if status == "printed" else "a building id is out of range")
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


def _pending_json(pend: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(pend)
    out["board"] = BOARDS[int(pend["board"])]
    if pend["kind"] == "pick":
        out["options"] = list(pend["options"])
    return out


def _read_pending(raw: Any, at: str, ctx: Ctx) -> dict[str, Any]:
    d = fields.record(raw, at)
    kind = fields.text(d.get("kind"), f"{at}.kind", ("pick", "shrink"))
    bi = BOARDS.index(fields.text(d.get("board"), f"{at}.board", BOARDS))
    out: dict[str, Any] = {"kind": kind, "player": fields.whole(d.get("player"), f"{at}.player", 0, ctx.players - 1)}
    out["board"], blds = bi, ctx.state.boards[bi].blds
    if kind == "pick":
        out["options"] = fields.wholes(d.get("options"), f"{at}.options")
        if len(out["options"]) < 2 or any(b not in blds for b in out["options"]):
            raise InvalidSave(f"{at} names no building")
    else:
        out["building"] = fields.whole(d.get("building"), f"{at}.building")
        out["to"] = fields.text(d.get("to"), f"{at}.to", TILES)
        if out["building"] not in blds:
            raise InvalidSave(f"{at} names no building")
    return out


# -- the state's fields, declared once (the codec of tabletop.core.codec) ---------------------------
def _per_kind(hi: int) -> Custom:
    """A count per card kind, saved as an object by kind letter."""

    def load(data: Any, at: str, ctx: Ctx) -> list[int]:
        rec = fields.record(data, at)
        return [fields.whole(rec.get(k), f"{at}.{k}", 0, hi) for k in KINDS]

    return Custom(list, lambda v: dict(zip(KINDS, v, strict=True)), load)


def _read_row(data: Any, at: str, ctx: Ctx) -> list[bool]:
    vals = fields.items(data, at, 3)
    if any(v is not None and v != k for v, k in zip(vals, KINDS, strict=True)):
        raise InvalidSave(f"{at} is malformed")
    return [v is not None for v in vals]


def _read_advs(data: Any, at: str, ctx: Ctx) -> list[list[list[int]]]:
    def one(a: Any, at: str) -> list[int]:
        a = fields.record(a, at)
        left = fields.whole(a.get("left"), f"{at}.left", 0, PER_ADVENTURER)
        return [BOARDS.index(fields.text(a.get("board"), f"{at}.board", BOARDS)), PER_ADVENTURER - left]

    seats = fields.items(data, at, ctx.players)
    return [
        [one(a, f"{at}[{p}][{i}]") for i, a in enumerate(fields.items(pa, f"{at}[{p}]", 2))]
        for p, pa in enumerate(seats)
    ]


def _dump_boards(boards: list[Board]) -> dict[str, Any]:
    return {
        name: {
            "buildings": [
                [b.id, b.tile, b.x, b.y, b.owner, b.status, b.src, list(b.cubes), b.paid]
                for b in sorted(board.blds.values())
            ],
            "covered": sorted(board.covered),
        }
        for name, board in zip(BOARDS, boards, strict=True)
    }


def _read_boards(data: Any, at: str, ctx: Ctx) -> list[Board]:
    rec, out = fields.record(data, at), []
    hamlets = set(range(HAMLET_BASE, HAMLET_BASE + len(HAMLETS)))
    for name in BOARDS:
        bd = fields.record(rec.get(name), f"{at}.{name}")
        raw = fields.items(bd.get("buildings"), f"{at}.{name}.buildings")
        blds = [_read_bld(b, ctx.players) for b in raw]
        covered = fields.wholes(bd.get("covered"), f"{at}.{name}.covered", min(hamlets), max(hamlets))
        try:
            board = Board.from_buildings(blds, covered)
        except (ValueError, KeyError) as e:
            raise InvalidSave(f"{at}.{name} is not valid: {e}") from e
        present = {b.id for b in blds if b.status == "printed"}
        if present | set(covered) != hamlets or present & set(covered):
            raise InvalidSave(f"the printed hamlets of {at}.{name} are not all accounted for")
        out.append(board)
    return out


def _read_ctx(data: Any, at: str, ctx: Ctx) -> dict[int, dict[int, int]]:
    out = {}
    for name, pairs in fields.record(data, at).items():
        bi = BOARDS.index(fields.text(name, f"a key of {at}", BOARDS))
        pairs = [fields.items(pr, f"{at}.{name}[{i}]", 2) for i, pr in enumerate(fields.items(pairs, f"{at}.{name}"))]
        out[bi] = {fields.whole(b, f"{at}.{name}", 1): fields.whole(o, f"{at}.{name}", 0) for b, o in pairs}
    return out


#: the fields an observation shows as they are saved (its boards show more, see _boards_seen)
PUBLIC = (
    Field("phase", Member(Phase)),
    Field("game_turn", Int(1, TURNS), key="turn"),
    Field("turn_number", Int(0, lambda c: TURNS * c.players)),
    Field("first", Int(0, SEAT)),
    Field("order", List(Int(0, SEAT), length=PLAYERS, frozen=True)),
    Field("current", Int(0, SEAT)),
    Field("ecus", seats(Int(0, 10**6))),
    Field("cubes", seats(Int(0, CUBES))),
    Field("discard", _per_kind(11)),
    Field("row", Maybe(Custom(list, lambda v: [k if r else None for k, r in zip(KINDS, v, strict=True)], _read_row))),
    Field(
        "advs",
        Custom(
            lambda v: [[list(a) for a in pa] for pa in v],
            lambda v: [[{"board": BOARDS[a[0]], "left": PER_ADVENTURER - a[1]} for a in pa] for pa in v],
            _read_advs,
        ),
        key="adventurers",
    ),
    Field("exchanged", Bool()),
    Field("swaps", Int(0, MAX_SWAPS)),
    Field("stock", codec.Doc(tuple(Field(n, Int(0, t.copies)) for n, t in TILES.items()))),
    Field("boards", Custom(lambda v: [b.copy() for b in v], _dump_boards, _read_boards)),
    Field("next_id", Int(1, HAMLET_BASE - 1)),
    Field(
        "ctx",
        Custom(
            lambda v: {k: dict(x) for k, x in v.items()},
            lambda v: {BOARDS[bi]: [[b, o] for b, o in sorted(c.items())] for bi, c in sorted(v.items())},
            _read_ctx,
        ),
    ),
    Field("pending", Maybe(Custom(dict, _pending_json, _read_pending))),
    Field("earnings", List(codec.Data(fields.record, shared=True))),  # records never changed in place
)
#: every field of a save, in its order: the public ones, then the cards hidden from some seats (§14)
FIELDS = (
    *PUBLIC,
    Field("swappable", _per_kind(HAND)),
    Field("hands", seats(List(Int(0, HAND), length=3)), secret=OWN),
    Field("deck", List(Str(KINDS)), secret=NOBODY),
    Field("log", log(NS)),
)


def check(st: Observed) -> None:
    """A saved state as a whole: the seats in the turn order, the Hold'em row, the ids, every card and tile."""
    if sorted(st.order) != list(range(st.players)):
        raise InvalidSave("the turn order is not a list of the seats")
    if (st.row is not None) != bool(st.options["holdem"]):
        raise InvalidSave("the face-up row does not match the Hold'em option")
    if any(bid >= st.next_id for board in st.boards for bid, b in board.blds.items() if b.status != "printed"):
        raise InvalidSave("a building id is out of range")
    st._check_counts()


def fresh(st: Observed) -> None:
    """What a copy or a load starts without: the legal actions' cache and the events of a preview."""
    st.events = None
    st._legal = {}
