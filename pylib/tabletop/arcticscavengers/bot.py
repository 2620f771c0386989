"""The Arctic Scavengers heuristic bot: splits the hand between gathering and the skirmish.

It plays the rounds of docs/rules/arcticscavengers.md §4 toward the tribe size of §5; its levels are
docs/bots.md.

It reads only its seat's observation and legal actions and keeps no memory
between calls: at every decision it re-plans the rest of its turn from the
hand it holds.

- From round 3 it estimates the opponents' skirmish strength (cards they
  announced, or may keep, times a fight per card taken from the cards they
  are known to own). Unless its own best fight falls far short of that
  (``fight_bias``: contested resources are worth a lot), it keeps the
  fewest fighters (with their best tools and leaders) that reach the
  estimate; everything else gathers.
- Gathering, in this order: Draw with persons who draw 2 or more (and the
  leaders who cannot do better), Hunt just enough food to hire the best
  mercenary it can afford (value = people, growing toward the end, plus
  abilities), Hire it, Dig with the persons left, Trash junk.
- Dig: keeps the most valuable dug card, or none if none is worth ``keep_dug``.
- Skirmish: the snipe or disarm that helps its result most (it simulates
  each); Save (HQ) when the sniped card is worth more than the Medic.

Strength 1 plays a random legal action a quarter of the time, 2 one time
in twenty; 3 never, and models opponents from their public cards. Strength 4
is strength 3 with the numbers of :data:`TUNED` (:class:`Weights`, found by
``bench/tune.py``): it took 0.863 of 2,000 fresh 2-player games
against strength 3.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from math import ceil
from typing import Any

from ..core.bots import RANDOM_LEVEL, LevelSpec, Seat, register_bot, register_levels, register_rollout
from ..core.game import State
from ..core.mcts import GuidedBudget, GuidedSearchBot
from ..core.rng import Rng
from .actions import Action
from .cards import CARDS, FIRST_SKIRMISH, TWO_PLAYER_MARGIN, CardType, Kind
from .game import ID, MAX_ROUNDS, ArcticState, fight_and_people
from .legal import feasible

EPSILON = {1: 0.25, 2: 0.05, 3: 0.0, 4: 0.0}


@dataclass(frozen=True)
class Weights:
    """The heuristic's numbers in one value (today's defaults; ``bench/tune.py`` searches them)."""

    #: a person icon's worth, early and growing to ``people + people_late`` at the last round
    people: float = 0.6
    people_late: float = 0.9
    #: fight + draw per point, for a person and for a tool or leader
    person_work: float = 0.5
    tool_work: float = 0.4
    #: hunt + dig per point
    hunt_dig: float = 0.3
    med: float = 0.6
    special: float = 1.0
    junk: float = -0.5
    #: a dug card worth no more than this is not kept
    keep_dug: float = 0.3
    #: a mercenary's value minus this much per unit of its price
    price: float = 0.05
    #: assumed fight of a kept card of an opponent whose cards are unknown
    kept_fight: float = 1.3
    #: share of its hand an opponent still to play is assumed to keep
    keep_share: float = 0.6
    #: the bot fights unless its best fight is this far below what it expects to need
    #: (tuned in self-play: contested resources are worth fighting for)
    fight_bias: float = -5.0
    #: added to the fight the bot keeps once it fights
    keep_bias: float = 0.0
    #: an opponent's fight a kept card, read from its known cards: this times their mean fight
    read_fight: float = 1.8


DEFAULT = Weights()

#: strength 4's numbers, found by ``bench/tune.py arcticscavengers --steps 100 --games 600 --seed 1 --check 2000``
#: (a 2-player self-play search against strength 3; 1,956 s): persons' fight and draw and tools count
#: more than people until late in the game, hunting, digging and medicine less; it hires the dearest
#: mercenary it can pay, keeps only a good dug card, and keeps less fight than it expects to need.
#: 0.863 [0.848, 0.878] of 2,000 fresh games against strength 3 (docs/bots.md has the level figures).
TUNED = Weights(
    people=0.245,
    people_late=0.945,
    person_work=0.623,
    tool_work=0.551,
    hunt_dig=0.103,
    med=0.276,
    special=0.455,
    junk=-0.917,
    keep_dug=0.952,
    price=-0.107,
    keep_share=0.512,
    fight_bias=-5.794,
    keep_bias=-1.498,
)


def card_value(c: CardType, round_no: int, w: Weights = DEFAULT) -> float:
    """How much the bot wants to own a card (people count more as the end nears)."""
    if c.kind is Kind.JUNK:
        return w.junk
    late = min(1.0, round_no / MAX_ROUNDS)
    v = c.people * (w.people + w.people_late * late)
    work = w.person_work if c.kind is Kind.PERSON else w.tool_work
    v += work * ((c.fight or 0) + (c.draw or 0)) + w.hunt_dig * ((c.hunt or 0) + (c.dig or 0)) + w.med * c.med
    if c.special is not None:
        v += w.special
    return v


@dataclass
class Plan:
    """What the rest of a gathering turn should do with the hand."""

    keep: list[str] = field(default_factory=list)
    draw: list[tuple[str, ...]] = field(default_factory=list)
    hunt: list[tuple[str, ...]] = field(default_factory=list)
    hire: str | None = None
    dig: list[tuple[str, ...]] = field(default_factory=list)
    trash: list[str] = field(default_factory=list)


def _take(pool: Counter[str], keys: Sequence[str]) -> None:
    for k in keys:
        pool[k] -= 1
        if pool[k] <= 0:
            del pool[k]


def _groups(pool: Counter[str], act: str) -> list[tuple[str, ...]]:
    """Persons of ``pool`` able to do ``act`` with the best tools and leaders, best first."""
    persons = sorted(
        (k for k in pool.elements() if CARDS[k].kind is Kind.PERSON and CARDS[k].ability(act) is not None),
        key=lambda k: -(CARDS[k].ability(act) or 0),
    )
    tools = sorted(
        (k for k in pool.elements() if CARDS[k].kind is Kind.TOOL and (CARDS[k].ability(act) or 0) > 0),
        key=lambda k: -(CARDS[k].ability(act) or 0),
    )
    leaders = [k for k in pool.elements() if CARDS[k].kind is Kind.LEADER and (CARDS[k].ability(act) or 0) > 0]
    out = []
    for i, p in enumerate(persons):
        g = [p]
        if i < len(tools):
            g.append(tools[i])
        if i < len(leaders):
            g.append(leaders[i])
        out.append(tuple(g))
    return out


def _value(group: Sequence[str], act: str) -> int:
    return sum(CARDS[k].ability(act) or 0 for k in group)


class HeuristicBot:
    """The heuristic bot of the module docstring, at a strength (1–4) and with its numbers (:class:`Weights`)."""

    name = "heuristic"

    def __init__(self, strength: int = 2, weights: Weights | None = None) -> None:
        self.strength = max(1, min(4, int(strength)))
        #: the numbers it plays by: strength 4's tuned ones unless given
        self.w = weights if weights is not None else TUNED if self.strength >= 4 else DEFAULT

    # -- the entry point -------------------------------------------------
    def choose(self, seat: Seat, rng: Rng) -> Any:
        """:meth:`decide` on the seat's observation; at strengths 1–2 sometimes a random legal action."""
        legal = list(seat.legal)
        eps = EPSILON[self.strength]
        if eps and rng.random() < eps:
            return rng.choice(legal)
        by_text = {str(a): a for a in legal}
        want = self.decide(seat.observation, seat.player, list(by_text))
        return by_text.get(want, legal[0]) if want is not None else legal[0]

    def decide(self, obs: Mapping[str, Any], me: int, legal: list[str]) -> str | None:
        """The text of the action it wants now (a dig keep, a special, a save, a gathering step), or None."""
        phase = obs["phase"]
        if phase == "dig":
            return self._keep(obs)
        if phase == "skirmish":
            return self._special(obs, me, legal)
        if phase == "save":
            p = obs["skirmish"]["pending"]
            victim, medic = CARDS[p["victim"]], CARDS[p["medic"]]
            worth = (victim.fight or 0) + victim.people >= (medic.fight or 0) + medic.people
            return "save" if worth else "nosave"
        if phase == "assemble":
            return self._assemble(obs, me, legal)
        if phase == "gather":
            return self._gather(obs, me, legal)
        return None

    # -- digging -----------------------------------------------------------
    def _keep(self, obs: Mapping[str, Any]) -> str:
        dug = obs["you"]["dug"]
        best = max(dug, key=lambda k: card_value(CARDS[k], obs["round"], self.w), default=None)
        if best is None or card_value(CARDS[best], obs["round"], self.w) <= self.w.keep_dug:
            return "keep none"
        return f"keep {best}"

    # -- the skirmish ------------------------------------------------------
    def _special(self, obs: Mapping[str, Any], me: int, legal: list[str]) -> str:
        sk = obs["skirmish"]
        cards = {x["seat"]: list(x["cards"]) for x in sk["seats"]}
        variant = obs["variant_2p"]

        def merit(board: Mapping[int, list[str]]) -> tuple[int, int, int]:
            fp = {s: fight_and_people(c) for s, c in board.items()}
            mine = fp.get(me, (0, 0))
            others = [v for s, v in fp.items() if s != me]
            best = max((f for f, _ in others), default=0)
            if variant and len(fp) == 2:
                win = mine[0] - best >= TWO_PLAYER_MARGIN
            else:
                rivals = [v for v in others if v[0] == mine[0]]
                win = mine[0] > best or (mine[0] == best and all(p < mine[1] for _, p in rivals))
            return (1 if win else 0, mine[0] - best, -sum(f for f, _ in others))

        best_text, best_merit = "pass", merit(cards)
        for text in legal:
            if text == "pass":
                continue
            target, key = text.split(" ", 1)[1].split(":")
            board = {s: list(c) for s, c in cards.items()}
            board[int(target)].remove(key)
            m = merit(board)
            if m > best_merit:
                best_text, best_merit = text, m
        return best_text

    # -- gathering -----------------------------------------------------------
    def _opponent_fight(self, obs: Mapping[str, Any], me: int) -> float:
        best = 0.0
        for x in obs["seats"]:
            if x["seat"] == me:
                continue
            per_card = self.w.kept_fight
            if self.strength >= 3 and x["known"]:
                known = [k for k, m in x["known"].items() for _ in range(m)]
                fight, _ = fight_and_people(known)
                per_card = max(0.8, min(2.5, self.w.read_fight * fight / max(1, len(known))))
            est = x["kept"] * per_card if x["finished"] else x["hand"] * self.w.keep_share * per_card
            best = max(best, est)
        return best

    def _reserve(self, obs: Mapping[str, Any], me: int, hand: list[str]) -> list[str]:
        if obs["round"] < FIRST_SKIRMISH:
            return []
        total, _ = fight_and_people(hand)
        margin = TWO_PLAYER_MARGIN if obs["variant_2p"] and obs["players"] == 2 else 1
        estimate = self._opponent_fight(obs, me) + margin
        peek = obs.get("you", {}).get("peek")
        if peek is not None and CARDS[peek].people == 0:
            estimate += 1
        if total < max(1, ceil(estimate + self.w.fight_bias - 0.01)):
            return []
        target = max(1, ceil(estimate + self.w.keep_bias - 0.01))
        pool = Counter(hand)
        fighters = sorted(
            (k for k in pool.elements() if CARDS[k].kind is Kind.PERSON and CARDS[k].fight is not None),
            key=lambda k: -(CARDS[k].fight or 0),
        )
        tools = sorted(
            (k for k in pool.elements() if CARDS[k].kind is Kind.TOOL and (CARDS[k].fight or 0) > 0),
            key=lambda k: -(CARDS[k].fight or 0),
        )
        leaders = [k for k in pool.elements() if CARDS[k].kind is Kind.LEADER and (CARDS[k].fight or 0) > 0]
        keep = [k for k in pool.elements() if CARDS[k].special is not None and CARDS[k].kind is Kind.PERSON]
        keep = [k for k in keep if not CARDS[k].draw]  # medics draw instead
        for i, f in enumerate(fighters):
            if fight_and_people(keep)[0] >= target:
                break
            if f in keep and keep.count(f) >= hand.count(f):
                continue
            keep.append(f)
            if i < len(tools):
                keep.append(tools[i])
            if i < len(leaders):
                keep.append(leaders[i])
        return keep

    def plan(self, obs: Mapping[str, Any], me: int) -> Plan:
        """The gathering plan for the seat's hand, with the cards it keeps for the skirmish set aside."""
        hand = list(obs["you"]["hand"])
        return self.plan_with(obs, hand, self._reserve(obs, me, hand))

    def plan_with(self, obs: Mapping[str, Any], hand: list[str], keep: list[str]) -> Plan:
        """The gathering plan for ``hand`` once ``keep`` is set aside for the skirmish."""
        g = obs["gathering"] or {}
        used = set(g.get("used", [])) - {g.get("open")}  # the open action is still being planned
        round_no = obs["round"]
        plan = Plan()
        pool = Counter(hand)
        plan.keep = keep
        _take(pool, plan.keep)
        # draw: persons who draw 2+, and persons who can do nothing else
        if "draw" not in used:
            for grp in _groups(pool, "draw"):
                c = CARDS[grp[0]]
                if (c.draw or 0) >= 2 or (c.dig is None and c.hunt is None):
                    plan.draw.append(grp)
                    _take(pool, grp)
        # hunt + hire
        if "hire" not in used:
            food = g.get("food", 0)
            staged = sum(x.get("value", 0) for x in g.get("staged", [])) if g.get("open") == "hunt" else 0
            hunters = _groups(pool, "hunt") if "hunt" not in used else []
            hunters = [h for h in hunters if _value(h, "hunt") > 0]
            max_food = food + staged + sum(_value(h, "hunt") for h in hunters)
            med = sum(CARDS[k].med for k in pool.elements())
            options = []
            for m in obs["market"]:
                cost = CARDS[m["card"]].cost
                if m["count"] > 0 and cost is not None and feasible(cost, max_food, med):
                    options.append(m["card"])
            if options:
                w = self.w
                best = max(options, key=lambda k: card_value(CARDS[k], round_no, w) - w.price * self._price(k))
                plan.hire = best
                cost = CARDS[best].cost
                if cost is not None:
                    need = cost.food + max(0, cost.any - max(0, med - cost.med)) - food - staged
                    for h in hunters:
                        if need <= 0:
                            break
                        plan.hunt.append(h)
                        _take(pool, h)
                        need -= _value(h, "hunt")
        # dig with whoever is left
        if "dig" not in used and obs["junkyard"] > 0:
            for grp in _groups(pool, "dig"):
                if _value(grp, "dig") > 0:
                    plan.dig.append(grp)
                    _take(pool, grp)
        if "trash" not in used:
            plan.trash = [k for k in pool.elements() if CARDS[k].kind is Kind.JUNK]
        return plan

    @staticmethod
    def _price(key: str) -> int:
        cost = CARDS[key].cost
        return cost.total() if cost else 0

    def _gather(self, obs: Mapping[str, Any], me: int, legal: list[str]) -> str:
        plan = self.plan(obs, me)
        if plan.draw and "draw" in legal:
            return "draw"
        if plan.hire is not None:
            hires = [t for t in legal if t == f"hire {plan.hire}" or t.startswith(f"hire {plan.hire} with ")]
            if hires:
                return min(hires, key=lambda t: (len(t.split("+")), t))
            if plan.hunt and "hunt" in legal:
                return "hunt"
        if plan.dig and "dig" in legal:
            return "dig"
        if plan.trash and "trash" in legal:
            return "trash"
        return "done"

    def _assemble(self, obs: Mapping[str, Any], me: int, legal: list[str]) -> str:
        act = obs["gathering"]["open"]
        plan = self.plan(obs, me)
        want: list[tuple[str, ...]]
        if act == "trash":
            want = [(k,) for k in plan.trash]
        else:
            want = {"draw": plan.draw, "hunt": plan.hunt, "dig": plan.dig}.get(act, [])
        for grp in want:
            text = "add " + "+".join(grp)
            if text in legal:
                return text
        if "go" in legal:
            return "go"
        adds = [t for t in legal if t.startswith("add ")]
        return adds[0] if adds else legal[0]


def factory(strength: int) -> HeuristicBot:
    """A heuristic bot of ``strength`` (the registry's factory)."""
    return HeuristicBot(strength)


#: the policy of search rollouts (no random moves)
ROLLOUT = HeuristicBot(3)


def rollout(state: State[Action], player: int, rng: Rng, legal: Sequence[Action] | None = None) -> Action:
    """A quick heuristic move for search rollouts (on sampled states only): :data:`ROLLOUT`'s choice."""
    legal = state.legal_actions(player) if legal is None else legal
    if len(legal) == 1:
        return legal[0]
    by_text = {str(a): a for a in legal}
    view = state.bot_view(player) if isinstance(state, ArcticState) else state.observation(player)
    want = ROLLOUT.decide(view, player, list(by_text))
    if want is None or want not in by_text:
        return legal[rng.randbelow(len(legal))]
    return by_text[want]


#: the guided search's budget: the strength-3 heuristic's move and 2 other legal moves, compared
#: over 6 sampled deals by heuristic rollouts to the end of the round (tribe sizes), within 0.15 s.
#: It is no level: it took 0.52 [0.45, 0.59] of 200 games against the strength-3 heuristic
#: (``bench/arena.py arcticscavengers guided heuristic:3 --games 200 --seed 1``, issue 19)
GUIDED_BUDGET = GuidedBudget(shortlist=3, samples=6, time_limit=0.15, sigmas=1.0)


def guided(budget: GuidedBudget = GUIDED_BUDGET) -> GuidedSearchBot:
    """The strength-3 heuristic, checked by paired rollouts (:class:`tabletop.core.mcts.GuidedSearchBot`):
    the horizon is :meth:`ArcticState.provisional_outcome`, the rollouts :func:`rollout`."""
    return GuidedSearchBot(HeuristicBot(3), budget, rollout=rollout, name="guided")


register_bot(ID, "heuristic", factory)
register_bot(ID, "guided", lambda strength: guided())
register_rollout(ID, rollout)


# levels a player chooses (docs/bots.md has what each one measured against the one below). Modelling
# the rivals (strength 3) measured only as strong as strength 2 with its 5 % of random moves; the tuned
# numbers of strength 4 are the large step at the top (0.861 of 1,000 games against strength 3).
register_levels(
    "arcticscavengers",
    {
        1: RANDOM_LEVEL,
        2: LevelSpec(
            "heuristic",
            1,
            {
                "en": "Splits its hand between gathering and fighting, but every other move is random.",
                "ja": "手札を採集と戦闘に分けますが、2手に1手ほどはランダムです。",
            },
            epsilon=0.4,
        ),
        3: LevelSpec(
            "heuristic",
            1,
            {
                "en": "Splits its hand between gathering and fighting; a quarter of its moves are random.",
                "ja": "手札を採集と戦闘に分けます。4手に1手はランダムです。",
            },
        ),
        4: LevelSpec(
            "heuristic",
            3,
            {
                "en": "Gathers and fights by plan, and sizes up its rivals from their cards.",
                "ja": "計画的に採集し戦い、相手のカードから強さを読みます。",
            },
        ),
        5: LevelSpec(
            "heuristic",
            4,
            {
                "en": "Hires fighters and drawers before people until late, digs only for good cards,"
                " and keeps just enough fighters to win.",
                "ja": "終盤までは人数より戦う力と引く力で雇い、良いカードだけを掘り、勝てるだけの戦士を残します。",
            },
        ),
    },
)
