"""The game contract (docs/CONTRIBUTING.md), checked over every registered game.

Seeded random playouts of every game and option set: at each step the legal
actions are deterministic and round-trip through their text form, a sample
of them applies, illegal input raises and changes nothing, the state
round-trips through to_dict/from_dict, observations are JSON-ready and
depend only on what the viewer may know, and every game ends within its
bound. A replay of the same seed and actions gives the same states.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

import pytest

import examples.tinynim.tinynim  # noqa: F401  (the template game is checked like every game)
import tabletop
from tabletop.core import i18n
from tabletop.core.bots import bot_move, make_level
from tabletop.core.errors import IllegalAction, InvalidSave
from tabletop.core.game import Game, State
from tabletop.core.rng import Rng
from tabletop.core.save import Match, Save
from tests.conformance.starts import STARTS
from tests.support.playouts import choose, configurations

# The defaults keep the suite's run short; a deep run raises them, e.g.
#   TABLETOP_THOROUGH=60 TABLETOP_THOROUGH_STEPS=3000 TABLETOP_PLAYOUTS=1000 scripts/test tests/conformance
#: thorough playouts per game (every check at every step) ...
THOROUGH = int(os.environ.get("TABLETOP_THOROUGH", "20"))
#: ... checking the first steps of each playout, then every STRIDE-th one, and at most
#: THOROUGH_STEPS steps per game in all (long games would take minutes); every step
#: still plays, and every playout still gets its end-of-game checks
THOROUGH_STEPS = int(os.environ.get("TABLETOP_THOROUGH_STEPS", "1500"))
STRIDE = 10
#: light playouts per game (legality, termination, replay); 1,000 in a deep run
LIGHT = int(os.environ.get("TABLETOP_PLAYOUTS", "300"))

#: every game of the collection, and the template game of docs/adding-a-game.md
GAMES = [tabletop.get_game(g) for g in (*tabletop.GAMES, "tinynim")]


def _cases(game: Game[Any], count: int) -> list[tuple[int, dict[str, Any], int]]:
    configs = list(configurations(game))
    return [(*configs[i % len(configs)], i) for i in range(count)]


def _check_step(game: Game[Any], state: State[Any], rng: Rng) -> None:
    snapshot = state.to_dict()
    text = json.dumps(snapshot, sort_keys=True)
    # lossless JSON round trip
    again = game.from_dict(json.loads(text))
    assert json.dumps(again.to_dict(), sort_keys=True) == text
    assert again.active_players() == state.active_players()
    # the part of the game it is in: known kinds, whole numbers (an embed's jumps)
    for kind, n in state.chapters().items():
        assert kind in CHAPTER_KINDS and isinstance(n, int) and not isinstance(n, bool), (kind, n)
        # ... each named by the game in words of both languages (State.chapter_name)
        line = state.chapter_name(kind)
        for lang in ("en", "ja"):
            words = game.describe(line, lang)
            assert words and words != line["key"] and "{" not in words, (kind, lang, words)
    # observations are JSON-ready for every seat and for a spectator
    for viewer in [*range(state.players), None]:
        json.dumps(state.observation(viewer))
    active = state.active_players()
    for p in range(state.players):
        legal = state.legal_actions(p)
        assert legal == state.legal_actions(p), "legal actions must be deterministic"
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts), "duplicate legal actions"
        for a in legal:
            assert game.parse_action(str(a)) == a
        if p not in active:
            assert legal == [], f"inactive player {p} has legal actions"
            if active and state.legal_actions(active[0]):
                with pytest.raises(IllegalAction):
                    state.apply(p, state.legal_actions(active[0])[0])
        else:
            assert legal, f"active player {p} has no legal action"
            for a in rng.sample(legal, min(4, len(legal))):
                state.apply(p, a)
    # garbage is refused and changes nothing
    for bad in ("", "no-such-action 1 2 3", "\x00"):
        with pytest.raises(IllegalAction):
            state.apply(active[0], bad)
    assert json.dumps(state.to_dict(), sort_keys=True) == text, "a refused or trial action changed the state"


#: the parts of a game State.chapters() may name
CHAPTER_KINDS = {"match", "round", "deal", "turn"}
#: re-deals tried per seat before concluding that nothing hidden changed
RESAMPLES = 4


def _views(state: State[Any]) -> dict[int | None, str]:
    return {v: json.dumps(state.observation(v), sort_keys=True) for v in [*range(state.players), None]}


def _check_observation_privacy(
    game: Game[Any], state: State[Any], rng: Rng, reached: dict[str, bool] | None = None
) -> int:
    """An observation depends only on what its viewer may know; returns how many seats had secrets.

    ``resample_hidden(p, rng)`` re-deals, on the real state, everything p
    cannot see. Then (1) p's observation must be exactly the same: whatever
    the observation shows of a re-dealt secret is a leak; and (2) wherever
    ``has_hidden(p)`` says something hidden could be otherwise, a few
    re-deals must really change something (the state or another seat's
    view), so a re-deal that changes nothing cannot pass the check.
    The determinizer of the search bots must also give p the same view.

    For a game that declares its secrets (``State.privacy``), ``reached`` records
    which declared attributes a re-deal changed while hidden from the viewer.
    """
    text = json.dumps(state.to_dict(), sort_keys=True)
    views = _views(state)
    secret_seats = 0
    secrets = type(state).privacy
    for p in range(state.players):
        hidden = state.has_hidden(p)
        secret_seats += hidden
        changed = False
        parts = secrets.hidden(state, p) if secrets is not None else []
        for _ in range(RESAMPLES):
            other = state.resample_hidden(p, rng)
            if secrets is not None and reached is not None:
                for name, part in parts:
                    if secrets.value(other, name, part) != secrets.value(state, name, part):
                        reached[name] = True
            assert json.dumps(other.observation(p), sort_keys=True) == views[p], (
                f"{game.id}: seat {p}'s observation changed when what it cannot see was re-dealt: a leak"
            )
            assert other.active_players() == state.active_players()
            if not hidden:
                assert json.dumps(other.to_dict(), sort_keys=True) == text, (
                    f"{game.id}: has_hidden({p}) is false, yet resample_hidden changed the state"
                )
                break
            if json.dumps(other.to_dict(), sort_keys=True) != text:
                changed = True
                break
            again = _views(other)  # the state is the same: did another seat's view change?
            if any(again[v] != views[v] for v in again if v != p):
                changed = True
                break
        assert not hidden or changed, f"{game.id}: has_hidden({p}) but {RESAMPLES} re-deals changed nothing"
        try:
            sample = game.determinize(state.observation(p), p, rng)
        except NotImplementedError:
            continue
        assert json.dumps(sample.observation(p), sort_keys=True) == views[p], f"{game.id}: determinize leaks"
    assert json.dumps(state.to_dict(), sort_keys=True) == text, "resample_hidden changed the real state in place"
    return secret_seats


def _check_differential(game: Game[Any], state: State[Any], pool: dict[str, Any], rng: Rng) -> None:
    """An action legal somewhere in the game but not here, now, for this seat, is refused and changes nothing."""
    text = json.dumps(state.to_dict(), sort_keys=True)
    key = game.action_key
    for p in range(state.players):
        here = {key(a) for a in state.legal_actions(p)}
        foreign = [a for t, a in sorted(pool.items()) if key(a) not in here]
        for a in rng.sample(foreign, min(6, len(foreign))):
            with pytest.raises(IllegalAction):
                state.apply(p, a)
            with pytest.raises(IllegalAction):
                state.apply(p, str(a))
    assert json.dumps(state.to_dict(), sort_keys=True) == text, "a refused action changed the state"


_FIELD = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*[^{}]*\}")


def _check_log_in_words(game: Game[Any], state: State[Any]) -> None:
    """Every log line every seat sees reads as words in both languages."""
    for viewer in [*range(state.players), None]:
        log = state.observation(viewer).get("log")
        if not isinstance(log, list):
            return
        for entry in log:
            assert i18n.has(entry["key"]), f"unregistered log message {entry['key']}"
            for lang in i18n.LANGS:
                line = game.describe(entry, lang, [f"N{p}" for p in range(state.players)])
                assert line and not _FIELD.search(line), f"{entry} in {lang}: {line!r}"
                assert "{" not in line and "None" not in line, line


#: seeds each start of ``starts.STARTS`` is played from, and the steps checked from each (all of them)
START_SEEDS = 3
START_STEPS = 40


def _play_start(game: Game[Any], pool: dict[str, Any], reached: dict[str, bool]) -> int:
    """The positions of ``starts.STARTS``, checked at every step; returns the seats that had secrets."""
    secrets = 0
    for start in STARTS.get(game.id, []):
        bots = {seat: make_level(game.id, level) for seat, level in start.bots.items()}
        for seed in range(START_SEEDS):
            state = start.build(game, seed)
            rng = Rng(seed + 77)
            for _ in range(START_STEPS):
                if state.is_over():
                    break
                for p in state.active_players():
                    for a in state.legal_actions(p)[:20]:
                        pool.setdefault(str(a), a)
                _check_step(game, state, rng)
                _check_differential(game, state, pool, rng)
                secrets += _check_observation_privacy(game, state, rng, reached)
                player, action = choose(state, rng)
                if player in bots:
                    action = bot_move(bots[player], state, player, rng)
                state = state.apply(player, action)
    return secrets


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_thorough_playouts(game: Game[Any]) -> None:
    """Every check at every step of seeded playouts (see the module's docstring); the privacy check
    also on the positions of ``starts.STARTS``, and it must have re-dealt every secret the game declares."""
    checked = 0
    pool: dict[str, Any] = {}  # actions legal somewhere in this game, for the differential check
    reached: dict[str, bool] = {}  # declared secrets a re-deal changed while hidden from the viewer
    secrets = _play_start(game, pool, reached)  # seats that had something hidden at a privacy check
    for players, options, seed in _cases(game, THOROUGH):
        state = game.new(players, options, seed)
        rng = Rng(seed + 99)
        match = Match(game, players, options, seed)
        steps = 0
        while not state.is_over():
            for p in state.active_players():
                for a in state.legal_actions(p)[:20]:
                    pool.setdefault(str(a), a)
            if checked < THOROUGH_STEPS and (steps < STRIDE or steps % STRIDE == 0):
                checked += 1
                _check_step(game, state, rng)
                _check_differential(game, state, pool, rng)
                if steps % 5 == 0:
                    secrets += _check_observation_privacy(game, state, rng, reached)
            player, action = choose(state, rng)
            state = match.apply(player, action)
            steps += 1
            assert steps <= game.max_actions
        assert state.active_players() == ()
        outcome = state.outcome()
        assert outcome is not None and len(outcome.scores) == players
        json.dumps(outcome.to_json())
        _check_log_in_words(game, state)
        with pytest.raises(IllegalAction):
            state.apply(0, "anything")
        # same seed + same actions = same states, through the save envelope and a link
        save = Save.from_json(match.to_save().to_json())
        assert save.replay().to_dict() == state.to_dict()
        assert Save.decode_link(save.encode_link()).replay().to_dict() == state.to_dict()
    assert checked, "no step was checked: raise TABLETOP_THOROUGH"
    kind = type(game.new(*next(iter(configurations(game)))))
    if kind.resample_hidden is not State.resample_hidden or kind.privacy is not None:
        assert secrets, f"{game.id} re-deals hidden information, but has_hidden() never said there was any"
    if kind.privacy is not None:
        missed = [name for name in kind.privacy.names() if not reached.get(name)]
        assert not missed, f"{game.id}: no re-deal of the privacy check ever changed its secret(s) {missed}"


CHUNKS = 4


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_many_playouts_end_and_replay(game: Game[Any], chunk: int) -> None:
    cases = _cases(game, LIGHT)[chunk::CHUNKS]
    assert cases, f"no playout in chunk {chunk}: raise TABLETOP_PLAYOUTS to at least {CHUNKS}"
    for players, options, seed in cases:
        state = game.new(players, options, seed)
        rng = Rng(seed)
        log: list[tuple[int, str]] = []
        while not state.is_over():
            player, action = choose(state, rng)
            state = state.apply(player, action)
            log.append((player, str(action)))
            assert len(log) <= game.max_actions, f"{game.id} seed {seed} did not end"
        replayed = Save(game.id, players, options, seed, tuple(log)).replay()
        assert replayed.to_dict() == state.to_dict()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_tampered_saves_are_refused(game: Game[Any]) -> None:
    players, options = next(iter(configurations(game)))
    match = Match(game, players, options, 3)
    rng = Rng(3)
    for _ in range(6):
        if match.state.is_over():
            break
        match.apply(*choose(match.state, rng))
    good = match.to_save().to_dict()
    edited = dict(good, seed=good["seed"] + 1)
    with pytest.raises(InvalidSave, match="checksum"):
        Save.from_dict(edited)
    bad_move = dict(good, actions=[*good["actions"], [0, "no-such-action"]])
    bad_move.pop("check")
    with pytest.raises(InvalidSave, match="cannot be replayed"):
        Save.from_dict(bad_move, require_check=False).replay()
    with pytest.raises(InvalidSave):
        Save.from_json("{not json")
    with pytest.raises(InvalidSave):
        Save.decode_link(Save.from_dict(good).encode_link()[:-6] + "AAAAAA")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_metadata_and_schema(game: Game[Any]) -> None:
    assert game.title["ja"] and game.title["en"]
    assert 1 <= game.min_players <= game.max_players
    schema = game.options_schema()
    json.dumps(schema)
    counts = set(range(game.min_players, game.max_players + 1))
    for o in schema:
        assert o["label"]["ja"] and o["label"]["en"]
        # the player counts an option (or one of its choices) is declared for are counts the game has,
        # and a developer field (kept out of the players' form) is one a normal game leaves empty
        for declared in [o.get("players", [])] + [c.get("players", []) for c in o.get("choices", [])]:
            assert set(declared) <= counts, (o["key"], declared)
        assert not o.get("developer") or o["default"] in ("", None, False), o["key"]


def test_a_developer_option_is_still_accepted_from_a_link() -> None:
    """Khronos's prearranged deck is out of the form (Option.developer) yet a link may carry it."""
    game = tabletop.get_game("khronos")
    [setup] = [o for o in game.options() if o.key == "setup"]
    assert setup.developer
    save = Save(game.id, 2, {"setup": "start=0 deck=MMRCRRCM"}, 7, ())
    match = Match.from_save(Save.decode_link(save.encode_link()))
    assert match.options["setup"] == "start=0 deck=MMRCRRCM"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_hidden_information_can_be_resampled(game: Game[Any]) -> None:
    """A game with secrets re-deals them (``State.resample_hidden``), so its privacy is checked at all."""
    state = game.new(*next(iter(configurations(game))))
    if not game.perfect_information:
        assert type(state).privacy is not None or type(state).resample_hidden is not State.resample_hidden, (
            f"{game.id} has hidden information but its state does not implement resample_hidden()"
        )


def _same_course(real: State[Any], playout: State[Any], rng: Rng, limit: int) -> None:
    """Random moves on ``real`` and ``playout`` alike: the same turns and legal moves all along,
    and the same scores and winners at the end (what a search reads). The playout moves as a
    search's rollout does: its first move with ``push`` (the sample is played again by the next
    candidate, so it must not move), the rest with ``advance`` (which may change it in place)."""
    sample, before = playout, json.dumps(playout.to_dict(), sort_keys=True)
    for _ in range(limit):
        assert playout.active_players() == real.active_players()
        if real.is_over():
            assert playout.is_over()
            a, b = real.outcome(), playout.outcome()
            assert a is not None and b is not None and (a.scores, a.winners) == (b.scores, b.winners)
            break
        player, action = choose(real, rng)
        assert list(map(str, playout.legal_actions(player))) == list(map(str, real.legal_actions(player)))
        real = real.push(player, action)
        playout = playout.push(player, action) if playout is sample else playout.advance(player, action)
    assert json.dumps(sample.to_dict(), sort_keys=True) == before


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_playout_state_follows_the_same_rules(game: Game[Any]) -> None:
    """``State.for_playout`` (what a search makes of each sample) may skip log lines and replays,
    but it follows the same rules to the same outcome, and leaves the state it came from alone."""
    checked = 0
    for players, options, seed in _cases(game, 4):
        state = game.new(players, options, seed)
        rng = Rng(seed + 7)
        steps = 0
        while not state.is_over() and steps <= 200:
            if steps % 40 == 0:
                before = json.dumps(state.to_dict(), sort_keys=True)
                _same_course(state, state.for_playout(), Rng(seed * 1000 + steps), limit=600)
                assert json.dumps(state.to_dict(), sort_keys=True) == before
                checked += 1
            player, action = choose(state, rng)
            state = state.apply(player, action)
            steps += 1
    assert checked >= 4
