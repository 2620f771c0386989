"""The Match Phase, trophies and the end of Challengers! (docs/rules/challengers.md §4 steps 2–5, §7).

When the last player is done, every park's two teams play their match (:mod:`.match`, §5): the team with more
trophies holds the flag first (tie random). The winner takes the park's trophy, whose fans stay hidden with 3–8
players; a robot winner in a 3–7 player game discards it (Decision 8). 1–2 teams: after a Match Phase an 11-fan
lead wins at once (Decision 13), else most fans after round 7 (ties: Decision 9). 3–8 players: after round 7 the
fans are revealed, the two best players (fans, trophies, highest-round trophy, then random) remove cards and
play a final, whose winner wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.log import QuietLog
from .acts import FINAL_ROUND, Phase, Step
from .data import LEAD, ROUNDS
from .deck import start_round
from .match import play

if TYPE_CHECKING:
    from .game import ChallengersState

#: what the history keeps of a match (the view's list of past results)
_BRIEF = ("round", "park", "teams", "winner", "reason")


def play_match(s: ChallengersState, a: int, b: int, park: int, final: bool) -> dict[str, Any]:
    """Play the match of teams ``a`` and ``b`` at ``park`` (§5) and award its trophy; the match's record."""
    decks = []
    for team in (a, b):
        deck = [s.cards[i] for i in s.decks[team]]
        s.rng.shuffle(deck)
        decks.append(deck)
    trophies = (len(s.trophies_of(a)), len(s.trophies_of(b)))
    first = s.rng.randbelow(2) if trophies[0] == trophies[1] else int(trophies[1] > trophies[0])
    r = play(
        decks[0],
        decks[1],
        holder=first,
        trophies=trophies,
        fans=[s.fans[a], s.fans[b]],
        teams=(a, b),
        record=not isinstance(s.log, QuietLog),  # a playout state (for_playout) keeps no replays
    )
    s.fans[a], s.fans[b] = r.fans
    winner, loser = (a, b) if r.winner == 0 else (b, a)
    record: dict[str, Any] = {
        "round": s.round,
        "park": park,
        "teams": [a, b],
        "first": (a, b)[first],
        "winner": winner,
        "loser": loser,
        "reason": r.reason,
        "trophy": None,
        "kept": False,
        "steps": r.steps,
    }
    s.log.say("match", park=park, team=a, opponent=b, winner=winner, reason=r.reason, robot=s.npc)
    if not final:
        kept = not (winner == s.npc and s.players > 1)
        s.holders[s.round - 1][park] = winner if kept else -2
        record["kept"] = kept
        if kept and s.seats == 2:
            fans = s.trophy_values[s.round - 1][park]
            record["trophy"] = {"round": s.round, "park": park, "fans": fans}
            s.log.say("trophy_fans", team=winner, round=s.round, park=park, fans=fans, robot=s.npc)
        elif kept:
            record["trophy"] = {"round": s.round, "park": park, "fans": None}
            s.log.say("trophy", team=winner, round=s.round, park=park, robot=s.npc)
        else:
            s.log.say("trophy_gone", round=s.round, park=park)
    return record


def match_phase(s: ChallengersState) -> None:
    """The Match Phase (§4, steps 2–5): every park's match, the lead check, then the next round or the end."""
    records = []
    for park, (a, b) in enumerate(s.schedule()[s.round - 1]):
        records.append(play_match(s, a, b, park, final=False))
    s.matches = records
    s.history = [*s.history, *({k: m[k] for k in _BRIEF} for m in records)]
    if s.seats == 2:
        leader = lead_winner(s)
        if leader is not None:
            s.log.say("lead", team=leader, n=abs(s.total(0) - s.total(1)), robot=s.npc)
            finish(s, humans_of(s, (leader,)))
            return
        if s.round == ROUNDS:
            teams = two_team_winners(s)
            if len(teams) == 2:
                s.log.say("tie", team=0, opponent=1, robot=s.npc)
            else:
                s.log.say("won", team=teams[0], robot=s.npc)
            finish(s, humans_of(s, teams))
            return
        start_round(s, s.round + 1)
        return
    if s.round < ROUNDS:
        start_round(s, s.round + 1)
        return
    start_final(s)


def lead_winner(s: ChallengersState) -> int | None:
    """1–2 players: the team ahead by 11 fans or more, if any (docs/rules/challengers.md Decision 13)."""
    a, b = s.total(0), s.total(1)
    if abs(a - b) >= LEAD:
        return 0 if a > b else 1
    return None


def rank_key(s: ChallengersState, team: int) -> tuple[int, int, int]:
    """How ``team`` ranks for the final (§7): fans, then trophies, then its latest trophy's round."""
    held = s.trophies_of(team)
    return (s.total(team), len(held), max((r for r, _ in held), default=0))


def two_team_winners(s: ChallengersState) -> tuple[int, ...]:
    """1–2 players at the end: the winning teams, the solo robot included.

    An 11-fan lead wins; else (after round 7) most fans, then more trophies,
    then the highest-round trophy, else both share the win.
    """
    leader = lead_winner(s)
    if leader is not None:
        return (leader,)
    k0, k1 = rank_key(s, 0), rank_key(s, 1)
    if k0 == k1:
        return (0, 1)
    return (0,) if k0 > k1 else (1,)


def humans_of(s: ChallengersState, teams: tuple[int, ...]) -> tuple[int, ...]:
    """The players' teams among ``teams`` (the robot left out)."""
    return tuple(t for t in teams if s.human(t))


def start_final(s: ChallengersState) -> None:
    """After round 7 with 3–8 players (§7): reveal the fans, rank the players; the top two prepare a final."""
    s.revealed = True
    humans = list(range(s.players))
    for p in humans:
        s.log.say("reveal", player=p, fans=s.total(p), n=len(s.trophies_of(p)))
    tiebreak = list(humans)
    s.rng.shuffle(tiebreak)
    order = sorted(humans, key=lambda p: (rank_key(s, p), -tiebreak.index(p)), reverse=True)
    a, b = order[0], order[1]
    s.final = {
        "ranking": [
            {"seat": p, "fans": s.total(p), "trophies": len(s.trophies_of(p)), "best_round": rank_key(s, p)[2]}
            for p in order
        ],
        "finalists": [a, b],
        "match": None,
    }
    s.log.say("finalists", player=a, opponent=b)
    s.round = FINAL_ROUND
    s.phase = Phase.FINAL
    for p in humans:
        s.steps[p] = Step.REMOVE if p in (a, b) else Step.WAIT
        s.picked[p] = []
        s.removed[p] = []
        s.display[p] = []
        s.picks_left[p] = 0
        s.offer[p] = -1


def final_match(s: ChallengersState) -> None:
    """Play the final between the two finalists; its winner wins the game (§7)."""
    if s.final is None:  # pragma: no cover - the phase implies it
        raise IllegalAction("there is no final")
    a, b = s.final["finalists"]
    record = play_match(s, a, b, 0, final=True)
    s.matches = [record]
    s.final = {**s.final, "match": {k: record[k] for k in ("winner", "loser", "reason")}}
    s.history = [*s.history, {k: record[k] for k in _BRIEF}]
    s.log.say("won", team=record["winner"], robot=s.npc)
    finish(s, (record["winner"],))


def finish(s: ChallengersState, winners: tuple[int, ...]) -> None:
    """End the game with ``winners``."""
    s.phase = Phase.OVER
    s.winners = winners
    for p in range(s.players):
        s.steps[p] = Step.WAIT
