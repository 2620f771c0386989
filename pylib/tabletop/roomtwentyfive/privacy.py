"""What each seat may not see, and how it is dealt again for a search (docs/rules/roomtwentyfive.md §10).

Face-down rooms (known to whoever looked), roles until an unmask, a reveal or the end (§6, Decision 13),
programmed tokens until carried out, an adrenaline token until its pass comes, the M.A.C. deck and the
generator: the ``secret=`` of the state's fields (:data:`ROOMS`, :data:`CHARS`, :data:`MAC_DECK`, marked in
:mod:`.saves`) declare them for the observation, and :func:`redeal` deals them again, for the privacy check
and the bots' determinization alike. :func:`sample_rooms` draws unknown rooms from the set-up composition
(§2.2, §2.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..core.codec import Hide
from ..core.log import Entry, Line
from ..core.rng import Rng
from . import data as D
from .pieces import CENTRAL_TILE, COOP, SHOWN, SUSPICION, Phase, Robot

if TYPE_CHECKING:
    from ..core.hidden import Secrets
    from .state import RoomState


def sees_room(s: RoomState, player: int | None, tile: int) -> bool:
    """Whether ``player`` (None: a spectator) may know the room of ``tile``."""
    t = s.tiles[tile]
    return t.face_up or t.public or (player is not None and tile in s.known[player])


def slot_public(s: RoomState, c: int, k: int) -> bool:
    """Whether everybody sees the state of character ``c``'s token slot ``k`` (0, 1, 2 = adrenaline).

    The two ordinary tokens lie face down on the table (their number is
    public); an adrenaline token is secret until the adrenaline pass
    carries it out (its step has begun, or it was done or lost).
    """
    ch = s.chars[c]
    if k < 2 or ch.stat[k] in SHOWN:
        return True
    return s.phase is Phase.ACTION and s.pass_no == 3 and s.cur == c


def redeal(state: RoomState, player: int, rng: Rng) -> RoomState:
    """This state with all ``player`` cannot see dealt again (the dealer of ``RoomState.privacy``).

    Re-dealt: the rooms of the face-down tiles ``player`` never saw (swapped among
    themselves, keeping each zone's rules and, in co-operation, the colours
    announced, which are always true there), the robots waiting in them, the
    roles nobody revealed, the other characters' tokens not yet carried out
    (their adrenaline token included), the M.A.C. deck and the generator.
    """
    if state.is_over():
        return state
    s = state.copy()
    s.rng = Rng(rng.next_u64())
    secrets = cast("Secrets[RoomState]", type(state).privacy)
    hidden = secrets.hidden(state, player)  # what to deal again: the declaration's parts
    # rooms
    unknown = [i for name, i in hidden if name == "tiles"]
    told = {a["tile"]: a["colour"] for a in s.announcements if a["colour"] is not None} if s.mode == COOP else {}

    def fits(room: str, tile: int) -> bool:
        zone = s.tiles[tile].zone
        if (room in D.EXIT_ROOMS and zone != "exit") or (room in D.CROSS_ROOMS and zone == "exit"):
            return False
        return tile not in told or told[tile] == D.colour_of(room)

    # a new draw of the set-up's random rooms (how many Robot Rooms, Traps...), then a shuffle
    for _ in range(20):
        drawn: list[dict[str, Any]] = [
            {"orig": None if i in unknown else t.orig, "zone": t.zone} for i, t in enumerate(s.tiles)
        ]
        sample_rooms(drawn, s.mode, len(s.chars), s.mac, rng)
        if all(fits(drawn[i]["room"], i) for i in unknown):
            for i in unknown:
                s.tiles[i].room = s.tiles[i].orig = drawn[i]["room"]
            break
    moved = set(unknown)
    for _ in range(4 * len(unknown) if len(unknown) > 1 else 0):
        a, b = rng.sample(unknown, 2)
        ra, rb = s.tiles[a].room, s.tiles[b].room
        if ra != rb and fits(ra, b) and fits(rb, a):
            s.tiles[a].room = s.tiles[a].orig = rb
            s.tiles[b].room = s.tiles[b].orig = ra
    out = [r for r in s.robots if r.seq is not None]
    homes = {r.home for r in out}
    s.robots = out + [Robot(i) for i, t in enumerate(s.tiles) if t.room == "ROBOT" and i not in homes]
    # roles
    roles = [part[1] for name, part in hidden if name == "chars" and part[0] == "role"]  # in Suspicion only
    if roles:
        guards, prisoners = D.ROLE_DECK[len(s.chars)]
        deck = ["guard"] * guards + ["prisoner"] * prisoners
        for i, ch in enumerate(s.chars):
            if i not in roles and ch.role in deck:
                deck.remove(ch.role)
        rng.shuffle(deck)
        if len(deck) >= len(roles):
            for i in roles:
                s.chars[i].role = deck.pop()
    # the other characters' tokens
    types = list(s.types_available())
    for i, ch in enumerate(s.chars):
        if ch.player == player or ch.live or not ch.programmed:
            continue
        secret = [k for k in (0, 1) if ch.stat[k] and ("chars", ("prog", i, k)) in hidden]
        shown = [ch.prog[k] for k in (0, 1) if ch.stat[k] in SHOWN]
        pool = [t for t in types if t not in shown]
        allowed = [t for t in pool if t not in ch.forbid]
        draw = rng.sample(allowed if len(allowed) >= len(secret) else pool, len(secret))
        for k, t in zip(secret, draw, strict=True):
            ch.prog[k] = t
        passed = s.phase is Phase.ACTION and s.pass_no == 3 and s.order.index(i) < s.step
        if (
            ("chars", ("stat", i, 2)) in hidden
            and ch.stat[2] in ("", "pending")
            and ch.adrenaline
            and ch.alive
            and not ch.cancelled
            and not s.frenzy
            and ch.max_actions >= 2
            and not passed
        ):
            if rng.randbelow(2):
                ch.prog[2], ch.stat[2] = rng.choice(D.BASIC_ACTIONS), "pending"
            else:
                ch.prog[2], ch.stat[2] = None, ""
        elif ch.stat[2] == "pending" and ("chars", ("prog", i, 2)) in hidden:  # its pass has come: known laid
            ch.prog[2] = rng.choice(D.BASIC_ACTIONS)
    rng.shuffle(s.mac_cards.deck)
    _rewrite_private_lines(s, moved)
    return s


def _rewrite_private_lines(s: RoomState, tiles: set[int]) -> None:
    """After a re-deal: the private lines of looks at ``tiles`` and of roles say what is now true."""
    entries = []
    for e in s.log.entries:
        private = dict(e.private)
        for seat, line in e.private.items():
            args = dict(line.args)
            if "tile" in args and args["tile"] in tiles:
                args["room"] = s.tiles[int(args["tile"])].room
            elif line.key.endswith(".your_role"):
                args["role"] = next(ch.role for ch in s.chars if ch.player == seat)
            else:
                continue
            private[seat] = Line(line.key, args)
        entries.append(Entry(e.public, private) if private != e.private else e)
    s.log.entries = entries


def sample_rooms(tiles: list[dict[str, Any]], mode: str, characters: int, mac: bool, rng: Rng) -> None:
    """Fill ``room``/``orig`` of the tiles whose room is unknown (in place)."""
    comp = D.composition_for(mode, characters)
    unknown = [i for i, t in enumerate(tiles) if t.get("orig") is None]
    if not unknown:
        return
    rooms = comp.draw(mac, rng, [t["orig"] for t in tiles if t.get("orig") is not None])
    rng.shuffle(rooms)
    while len(rooms) > len(unknown):
        rooms.pop()
    while len(rooms) < len(unknown):
        rooms.append("EMPTY")
    exit_slots = [i for i in unknown if tiles[i]["zone"] == "exit"]
    cross_slots = [i for i in unknown if tiles[i]["zone"] != "exit"]
    rng.shuffle(exit_slots)
    rng.shuffle(cross_slots)
    must_exit = [r for r in rooms if r in D.EXIT_ROOMS]
    must_cross = [r for r in rooms if r in D.CROSS_ROOMS]
    free = [r for r in rooms if r not in D.EXIT_ROOMS and r not in D.CROSS_ROOMS]
    assign: dict[int, str] = {}
    for r in must_exit:
        slot = exit_slots.pop() if exit_slots else cross_slots.pop()
        assign[slot] = r
    for r in must_cross:
        slot = cross_slots.pop() if cross_slots else exit_slots.pop()
        assign[slot] = r
    for slot in exit_slots + cross_slots:
        assign[slot] = free.pop()
    for i, r in assign.items():
        tiles[i]["room"] = r
        tiles[i]["orig"] = r


def _everyone(st: RoomState) -> tuple[int | None, ...]:
    return (*range(st.players), None)


def _char_parts(st: RoomState) -> list[tuple[Any, ...]]:
    """A character's secret parts: its role (in Suspicion), then each token slot's action and state."""
    roles = [("role", i) for i in range(len(st.chars))] if st.mode == SUSPICION else []
    slots = [(i, k) for i, ch in enumerate(st.chars) for k in range(len(ch.prog))]
    return roles + [(what, i, k) for what in ("prog", "stat") for i, k in slots]


def _char_seen(st: RoomState, part: tuple[Any, ...]) -> tuple[int | None, ...]:
    """A role: its player's until revealed or the game is over; a token (``prog``): its player's until
    carried out; a slot's state (``stat``, an adrenaline token laid): its player's until public."""
    what, i, *k = part
    ch = st.chars[i]
    if what == "role":
        public = ch.revealed or st.phase is Phase.OVER
    else:
        public = ch.stat[k[0]] in SHOWN if what == "prog" else slot_public(st, i, k[0])
    return _everyone(st) if public else (ch.player,)


def _char_read(st: RoomState, part: tuple[Any, ...]) -> Any:
    what, i, *k = part
    value = getattr(st.chars[i], what)
    return value[k[0]] if k else value


#: the secret of the tiles: the room of a face-down tile, seen by whoever looked at it
ROOMS = Hide(
    parts=lambda st: [i for i in range(len(st.tiles)) if i != CENTRAL_TILE],
    seen_by=lambda st, i: [v for v in _everyone(st) if sees_room(st, v, i)],
    read=lambda st, i: st.tiles[i].room,
)
#: the secrets of the characters: roles, programmed tokens and the adrenaline slots (:func:`_char_seen`);
#: private log lines of looks and roles follow them in :func:`redeal`
CHARS = Hide(parts=_char_parts, seen_by=_char_seen, read=_char_read)
#: the M.A.C. deck's order, nobody's (the generator is dealt again too)
MAC_DECK = Hide(parts=lambda st: range(len(st.mac_cards.deck)), read=lambda st, k: st.mac_cards.deck[k])
