"""One match of Challengers! (docs/rules/challengers.md §5, §6): automatic, step by step.

:func:`play` takes the two teams' shuffled decks (card keys, top first) and
plays the whole match: the holder reveals its flag card, the other side
attacks until its total reaches the defence, the beaten flag stack goes to
the bench, the attack becomes the new flag stack (last card on top), and so
on until a side must reveal from an empty deck or cannot bench a card. Every
effect choice is automatic (§6.2). The result carries the replayable list of
steps a view shows (see :mod:`~tabletop.challengers.observe`).

>>> r = play(["dog_s"], ["newcomer", "talent_s"], holder=0, trophies=(0, 0), fans=[0, 0])
>>> [s["kind"] for s in r.steps]
['start', 'reveal', 'flag', 'reveal', 'reveal', 'capture', 'bench', 'flag', 'end']
>>> r.winner, r.reason
(1, 'deck')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .data import BENCH_SLOTS, CARDS, NUMBER, REVEAL_LIMIT, Card, card_matches


class _Over(Exception):
    """The match ended (raised from deep inside an effect)."""

    def __init__(self, loser: int, reason: str) -> None:
        super().__init__(reason)
        self.loser, self.reason = loser, reason


@dataclass
class _Slot:
    name: str
    cards: list[int]  # ids into the match's card list, most recently placed last


@dataclass
class _Side:
    index: int  # 0 or 1 within the match
    deck: list[int]  # top first
    trophies: int
    match_deck: int
    bench: list[_Slot | None] = field(default_factory=lambda: [None] * BENCH_SLOTS)
    exhaust: list[int] = field(default_factory=list)
    flag: list[int] = field(default_factory=list)  # bottom → top
    pending: int = 0  # Comic Character's bonus for the next revealed card

    def occupied(self) -> int:
        return sum(1 for s in self.bench if s is not None)

    def bench_ids(self) -> list[int]:
        return [i for s in self.bench if s is not None for i in s.cards]


@dataclass
class Result:
    """What a match came to (§5): its winner, why the loser lost, the first holder, every step, fans, decks."""

    winner: int  # 0 or 1 (index into the match's teams)
    reason: str  # "deck" | "bench" | "limit"
    first: int  # the first holder
    steps: list[dict[str, Any]]
    fans: list[int]  # the fan tokens of both teams after the match
    decks: tuple[list[str], ...] = ()  # what was left of both decks, top first


class _Match:
    def __init__(
        self,
        decks: tuple[Sequence[str], Sequence[str]],
        teams: tuple[int, int],
        trophies: tuple[int, int],
        fans: list[int],
        record: bool = True,
    ) -> None:
        self.record = record  #: keep the steps a view replays (a search's playout does not)
        self.kinds: list[Card] = [CARDS[k] for k in (*decks[0], *decks[1])]
        self.owner: list[int] = [0] * len(decks[0]) + [1] * len(decks[1])
        n0 = len(decks[0])
        self.sides = (
            _Side(0, list(range(n0)), trophies[0], n0),
            _Side(1, list(range(n0, n0 + len(decks[1]))), trophies[1], len(decks[1])),
        )
        self.teams = teams
        self.fans = fans
        self.power: dict[int, int] = {}
        self.muted: set[int] = set()
        self.attack: list[int] = []
        self.attacker: _Side | None = None  # set while an attack runs
        self.steps: list[dict[str, Any]] = []
        self.reveals = 0

    # -- steps -----------------------------------------------------------------------------------
    def key(self, i: int) -> str:
        return self.kinds[i].key

    def step(self, kind: str, **args: Any) -> None:
        if not self.record:
            return
        att = self.attacker
        if att is not None:
            dfn = self.sides[1 - att.index]
            args["attack"] = self.attack_total(att, dfn)
            args["defence"] = self.defence(dfn, att) if dfn.flag else None
        else:
            args["attack"] = None
            holder = next((s for s in self.sides if s.flag), None)
            args["defence"] = self.defence(holder, self.sides[1 - holder.index]) if holder is not None else None
        self.steps.append({"kind": kind, **args})

    def effect(
        self, side: _Side, i: int, value: int | None = None, target: str | None = None, changed: int | None = None
    ) -> None:
        """An effect of card ``i`` (of ``side``) applied; ``changed``: the card whose current power it changed."""
        if not self.record:
            return
        c = self.kinds[i]
        self.step(
            "effect",
            team=self.teams[side.index],
            card=c.key,
            effect=c.effect,
            no=NUMBER[c.key],
            value=value,
            target=target,
            power=None if changed is None else self.power[changed],
            subject=None if changed is None else self.teams[self.owner[changed]],
        )

    def gain(self, side: _Side, n: int) -> None:
        before = self.fans[side.index]
        after = self.fans[side.index] = max(0, before + n)
        if self.record:
            self.step("fans", team=self.teams[side.index], value=after - before, fans=after)

    # -- powers ----------------------------------------------------------------------------------
    def aura(self, side: _Side, card: Card, role: str) -> int:
        """The bench bonuses of ``side`` for one of its cards attacking or holding the flag."""
        total = 0
        for slot in side.bench:
            if slot is None:
                continue
            for i in slot.cards:
                b = self.kinds[i]
                if b.keyword != "bench" or self.owner[i] != side.index:
                    continue
                if b.effect == "aura" or (b.effect == "aura_attack" and role == "attack"):
                    if card_matches(card, b.match):
                        total += b.n
                elif b.effect == "aura_flag" and role == "flag":
                    total += b.n
        return total

    def attack_bonus(self, pos: int, att: _Side, dfn: _Side) -> int:
        i = self.attack[pos]
        c = self.kinds[i]
        if c.keyword != "attack" or i in self.muted:
            return 0
        e, n = c.effect, c.n
        if e == "plus":
            return n
        if e == "per_bench_match":
            return min(c.cap, n * sum(1 for j in att.bench_ids() if card_matches(self.kinds[j], c.match)))
        if e == "per_opp_slot":
            return min(c.cap, n * dfn.occupied())
        if e == "per_own_slot":
            return min(c.cap, n * att.occupied())
        if e == "first_card":
            return n if pos == 0 else 0
        if e == "per_before":
            return n * pos
        if e == "per_attack_match":
            return n * sum(1 for j in self.attack if card_matches(self.kinds[j], c.match))
        if e == "vs_flag_power":
            return n if dfn.flag and self.kinds[dfn.flag[-1]].power >= c.need else 0
        if e == "vs_opp_slots":
            return n if dfn.occupied() >= c.need else 0
        return 0

    def attack_total(self, att: _Side, dfn: _Side) -> int:
        total = 0
        for pos, i in enumerate(self.attack):
            total += self.power[i] + self.aura(att, self.kinds[i], "attack") + self.attack_bonus(pos, att, dfn)
        return total

    def defence(self, dfn: _Side, att: _Side) -> int:
        top = dfn.flag[-1]
        c = self.kinds[top]
        if self.attacker is att and any(self.kinds[i].effect == "ghost" and i not in self.muted for i in self.attack):
            return c.power
        d = self.power[top] + self.aura(dfn, c, "flag")
        if c.keyword == "flag":
            e, n = c.effect, c.n
            if e == "plus":
                d += n
            elif e == "per_trophy":
                d += min(c.cap, n * dfn.trophies)
            elif e == "per_empty_slot":
                d += n * (BENCH_SLOTS - dfn.occupied())
            elif e == "if_bench_empty":
                d += n if not dfn.bench_ids() else 0
            elif e == "per_opp_deck_over":
                d += min(c.cap, n * max(0, att.match_deck - c.need))
            elif e == "per_stack":
                d += min(c.cap, n * (len(dfn.flag) - 1))
        return d

    # -- moving cards ----------------------------------------------------------------------------
    def place(self, side: _Side, i: int, source: str) -> None:
        """``bench.place``: the slot of its name, else the lowest empty slot; a failure loses the match."""
        c = self.kinds[i]
        slot = -1
        if c.effect == "join_any":
            best = -1
            for k, s in enumerate(side.bench):
                if s is not None and (best < 0 or len(s.cards) > len(side.bench[best].cards)):  # type: ignore[union-attr]
                    best = k
            slot = best if best >= 0 else 0
        else:
            for k, s in enumerate(side.bench):
                if s is not None and s.name == c.en:
                    slot = k
                    break
            else:
                slot = next((k for k, s in enumerate(side.bench) if s is None), -1)
        if slot < 0:
            raise _Over(side.index, "bench")
        target = side.bench[slot]
        if target is None:
            side.bench[slot] = _Slot(c.en, [i])
        else:
            target.cards.append(i)
        if self.record:
            self.step(
                "bench",
                team=self.teams[side.index],
                card=c.key,
                owner=self.teams[self.owner[i]],
                slot=slot,
                **{"from": source},
            )

    def push(self, side: _Side) -> None:
        """The top card of ``side``'s deck onto its bench (nothing if the deck is empty)."""
        if side.deck:
            self.place(side, side.deck.pop(0), "deck")

    def _slot_has_bench_effect(self, s: _Slot) -> bool:
        return any(self.kinds[i].keyword == "bench" for i in s.cards)

    def exhaust_bench(self, side: _Side, k: int) -> None:
        for _ in range(k):
            slots = [(n, s) for n, s in enumerate(side.bench) if s is not None]
            if not slots:
                return
            n, s = min(
                slots,
                key=lambda x: (
                    self._slot_has_bench_effect(x[1]),
                    len(x[1].cards),
                    self.kinds[x[1].cards[-1]].power,
                    x[0],
                ),
            )
            i = s.cards.pop()
            if not s.cards:
                side.bench[n] = None
            side.exhaust.append(i)
            self.step("unbench", team=self.teams[side.index], card=self.key(i), slot=n, to="exhaust")

    # -- the algorithm -----------------------------------------------------------------------------
    def reveal(self, side: _Side, role: str) -> int:
        if not side.deck:
            raise _Over(side.index, "deck")
        self.reveals += 1
        if self.reveals > REVEAL_LIMIT:
            holder = self.sides[1 - side.index] if role == "attack" else side
            raise _Over(1 - holder.index, "limit")
        i = side.deck.pop(0)
        c = self.kinds[i]
        other = self.sides[1 - side.index]
        self.power[i] = c.power
        if role == "attack":
            self.attack.append(i)
        if self.record:
            self.step("reveal", team=self.teams[side.index], card=c.key, role=role, power=c.power)
        if c.keyword == "reveal":
            e, n = c.effect, c.n
            if e == "fans":
                self.effect(side, i, n)
                self.gain(side, n)
            elif e == "push_own":
                self.effect(side, i)
                self.push(side)
            elif e == "push_opp":
                self.effect(side, i)
                self.push(other)
            elif e == "if_bench_empty":
                if not side.bench_ids():
                    self.power[i] += n
                    self.effect(side, i, n, changed=i)
            elif e == "copy":
                if role == "attack" and other.flag:
                    base = self.kinds[other.flag[-1]].power
                    if base > self.power[i]:
                        self.power[i] = base
                        self.effect(side, i, base, changed=i)
            elif e == "exhaust":
                self.effect(side, i, n)
                self.exhaust_bench(side, n)
            elif e == "raise":
                if role == "attack" and side.bench_ids():
                    self.raise_one(side, i)
            elif e == "per_opp_card":
                bonus = min(c.cap, n * len(other.bench_ids()))
                if bonus:
                    self.power[i] += bonus
                    self.effect(side, i, bonus, changed=i)
            elif e == "echo" and role == "attack" and len(self.attack) >= 2:
                prev = self.power[self.attack[-2]]
                if prev > self.power[i]:
                    self.power[i] = max(3, prev)
                    self.effect(side, i, self.power[i], self.key(self.attack[-2]), changed=i)
        if side.pending:
            bonus, side.pending = side.pending, 0
            self.power[i] += bonus
            self.step(
                "effect",
                team=self.teams[side.index],
                card=c.key,
                effect="next_bonus",
                no=NUMBER["comic_character"],
                value=bonus,
                target=None,
                power=self.power[i],
                subject=self.teams[side.index],
            )
        return i

    def raise_one(self, side: _Side, necro: int) -> None:
        slots = [(n, s) for n, s in enumerate(side.bench) if s is not None]
        n, s = min(
            slots,
            key=lambda x: (self._slot_has_bench_effect(x[1]), len(x[1].cards), -self.kinds[x[1].cards[-1]].power, x[0]),
        )
        i = s.cards.pop()
        if not s.cards:
            side.bench[n] = None
        self.power[i] = self.kinds[i].power
        self.muted.add(i)
        self.attack.insert(len(self.attack) - 1, i)
        self.step(
            "unbench", team=self.teams[side.index], card=self.key(i), slot=n, to="attack", index=len(self.attack) - 2
        )
        self.effect(side, necro, None, self.key(i))

    def place_flag(self, side: _Side) -> None:
        top = side.flag[-1]
        c = self.kinds[top]
        if self.record:
            self.step("flag", team=self.teams[side.index], card=c.key, stack=[self.key(i) for i in side.flag])
        if c.keyword == "flag" and c.effect == "arrival_push_opp":
            self.effect(side, top)
            self.push(self.sides[1 - side.index])

    def capture(self, holder: _Side, att: _Side) -> None:
        self.step("capture", team=self.teams[att.index])
        for i in self.attack:
            c = self.kinds[i]
            if c.effect == "capture_fans" and i not in self.muted:
                self.effect(att, i, c.n)
                self.gain(att, c.n)
        new_top = self.attack[-1]
        top = holder.flag[-1]
        c = self.kinds[top]
        redirect = ""
        if c.keyword == "loss":
            e, n = c.effect, c.n
            if e == "next_bonus":
                holder.pending += n
                self.effect(holder, top, n)
            elif e == "fans":
                self.effect(holder, top, n)
                self.gain(holder, n)
            elif e == "lose_fan":
                self.effect(holder, top, -n)
                if self.fans[holder.index] > 0:
                    self.gain(holder, -n)
            elif e == "minus":
                self.power[new_top] = max(0, self.power[new_top] - n)
                self.effect(holder, top, -n, self.key(new_top), changed=new_top)
            elif e == "seek":
                x = self.power[new_top]
                self.effect(holder, top, x)
                j = next((k for k, d in enumerate(holder.deck) if self.kinds[d].power >= x), -1)
                if j > 0:
                    holder.deck.insert(0, holder.deck.pop(j))
            elif e == "scry":
                x = self.power[new_top]
                self.effect(holder, top, x)
                look = holder.deck[:n]
                low = [d for d in look if self.kinds[d].power < x]
                holder.deck = [d for d in look if self.kinds[d].power >= x] + holder.deck[n:] + low
            elif e == "exhaust":
                self.effect(holder, top, n)
                self.exhaust_bench(holder, n)
            elif e in ("to_bottom", "to_exhaust", "to_opp_bench"):
                redirect = e
        order = [top, *holder.flag[:-1]]
        holder.flag = []
        for i in order:
            if i == top and redirect:
                self.effect(holder, top)
                if redirect == "to_bottom":
                    holder.deck.append(i)
                    self.step("bottom", team=self.teams[holder.index], card=self.key(i))
                elif redirect == "to_exhaust":
                    holder.exhaust.append(i)
                    self.step("exhaust", team=self.teams[holder.index], card=self.key(i))
                else:
                    self.place(att, i, "flag")
                continue
            self.place(holder, i, "flag")
        att.flag = self.attack
        self.attack = []
        self.attacker = None
        self.place_flag(att)

    def run(self, first: int, flag: Sequence[int] = ()) -> tuple[int, str]:
        """Play the match; ``flag`` (tests): ids of a flag stack the holder starts with instead of a reveal."""
        holder = self.sides[first]
        att = self.sides[1 - first]
        self.step(
            "start",
            holder=self.teams[holder.index],
            attacker=self.teams[att.index],
            decks=[len(s.deck) for s in self.sides],
        )
        try:
            if flag:
                holder.flag = list(flag)
                for i in flag:
                    self.power[i] = self.kinds[i].power
            else:
                if not holder.deck:
                    raise _Over(holder.index, "deck")
                holder.flag = [self.reveal(holder, "flag")]
            self.place_flag(holder)
            while True:
                self.attacker = att
                self.attack = []
                while True:
                    self.reveal(att, "attack")
                    if self.attack_total(att, holder) >= self.defence(holder, att):
                        break
                self.capture(holder, att)
                holder, att = att, holder
        except _Over as over:
            self.attacker = None
            self.attack = []
            winner = 1 - over.loser
            self.step("end", winner=self.teams[winner], loser=self.teams[over.loser], reason=over.reason)
            return winner, over.reason


def play(
    deck0: Sequence[str],
    deck1: Sequence[str],
    *,
    holder: int,
    trophies: tuple[int, int],
    fans: list[int],
    teams: tuple[int, int] = (0, 1),
    record: bool = True,
) -> Result:
    """Play one match: ``deck0``/``deck1`` are card keys, top first; ``holder`` (0/1) holds the flag first.

    ``fans`` (the two teams' public fan tokens) is not changed; the result has the new values.
    Without ``record`` the result has no steps (a search's playout: the same match, faster).
    """
    return scenario(deck0, deck1, holder=holder, trophies=trophies, fans=fans, teams=teams, record=record)


def scenario(
    deck0: Sequence[str],
    deck1: Sequence[str],
    *,
    holder: int = 0,
    trophies: tuple[int, int] = (0, 0),
    fans: Sequence[int] = (0, 0),
    teams: tuple[int, int] = (0, 1),
    benches: tuple[Sequence[Sequence[str]], Sequence[Sequence[str]]] = ((), ()),
    flag: Sequence[str] = (),
    record: bool = True,
) -> Result:
    """:func:`play` from a chosen position, for tests and tutorials.

    ``benches`` lists each side's slots (card keys, oldest first); ``flag``
    is the holder's flag stack at the start (bottom first) instead of a
    first reveal.
    """
    m = _Match((deck0, deck1), teams, trophies, list(fans), record)

    def add(side: _Side, key: str) -> int:
        m.kinds.append(CARDS[key])
        m.owner.append(side.index)
        return len(m.kinds) - 1

    for side, slots in zip(m.sides, benches, strict=True):
        for n, keys in enumerate(slots):
            if keys:
                side.bench[n] = _Slot(CARDS[keys[0]].en, [add(side, k) for k in keys])
    stack = [add(m.sides[holder], k) for k in flag]
    winner, reason = m.run(holder, stack)
    return Result(winner, reason, holder, m.steps, m.fans, tuple([m.key(i) for i in s.deck] for s in m.sides))
