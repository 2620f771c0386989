"""The engine bridge: a JSON in/out API over the tabletop rules library.

It runs in the engine worker (``web/app/engine-worker.mjs``: Pyodide in a
module worker that ``index.html`` starts), off the page's main thread, so a
slow call (a bot's search, generating a puzzle) never freezes the page. The
worker reaches it as ``tabletop_web/engine.py`` (inside
``web/vendor/pyc/app-files.zip``) and calls the one entry point::

    call(method: str, args_json: str) -> str   # JSON

and gets back either the method's result or ``{"error": <exception class
name>, "message": <English text>}``, plus ``"key"`` (a catalog key) and
``"args"`` when the library's error carries them; a failing call changes
nothing. ``web/app/engine.js`` wraps it in promises.

Methods (arguments are the keys of ``args``):

- ``hello`` -> ``{python, tabletop, games, boot, timing, random_probe, sessions}``: the worker is up
  (``sessions``: how many games are open in it, of every page it serves).
- ``games`` -> ``[{id, title: {ja, en}, min_players, max_players, options:
  <schema>, bots: [name], levels: [{level, name: {ja, en}, about: {ja, en}}], default_level}]``
  (``levels``: what a player chooses, 1–5, ``tabletop.core.bots.levels``).
- ``reference {game}`` -> the game's ``Game.reference()``: JSON tables a view
  draws its rules help from (the same data the rules use).
- ``catalog {lang}`` -> ``{key: text}``: every message (rules, views, shell).
- ``shell`` -> ``{games, messages: {ja, en}}``: what the shell needs before Python is up (the
  ``games`` list and every message in both languages). ``tools/vendor.mjs`` writes it at build
  time (``tools/catalog.py``: ``web/vendor/pyc/catalog.json``), which the page reads at once; the
  page asks the engine only when that file is missing or unreadable.
- ``new {game, players, options, seed, meta}`` -> ``{session, info, status}``.
  ``meta.seats`` is ``[{name, bot: null | {level}}]`` (level 1–5). A save or link from
  before levels, ``{name, strength}``, opens at the nearest level (``nearest_level``).
- ``load_save {text, game?}`` -> ``{session, info, status}`` (``InvalidSave``).
- ``load_link {link, game?}`` -> same, from the part of a share link after the id.
- ``snapshot {session, viewer, lang, clock_ms?}`` -> what one seat sees: ``{viewer, observation,
  log_text, legal, actions, active, active_seen, clock_ms, over, outcome, undoable}``; ``actions`` are the
  ``legal`` texts with their parts (``Game.action_parts``: ``{text, verb, args:
  [{kind, value}]}``), which views match on instead of parsing action texts; ``log_text`` is the last
  entries of ``observation.log`` in words (``Game.describe``), or null. ``clock_ms`` (optional,
  echoed back, null when absent): the viewer's own clock of a running timed task, as its view
  measures it; the observation is then ``State.observation_at(viewer, clock_ms)`` (a rival's
  result shows when that clock reaches it) and ``active_seen`` is ``State.active_at``: the seats
  the viewer may know to be playing (``active`` is every seat that may act, for the bot driver).
- ``preview {session, viewer, action}`` -> ``{action, preview}``: what one of the viewer's legal
  actions (its text) would do, computed by the rules (``State.preview``, the game's ``_preview``
  hook; ``preview`` is null when the game shows nothing more for it). The snapshot's ``actions``
  carry no previews (``legal_parts(previews=False)``): a view asks for the one it points at.
  ``IllegalAction`` when the action is not legal for the viewer now; it changes nothing.
- ``act {session, player, action}`` -> ``{status}`` (``IllegalAction``).
- ``undo {session, player}`` -> ``{status}``: takes back ``player``'s last action
  and the bot actions after it (never another person's).
- ``bot {session, player}`` -> ``{action, status, seconds, choices}``: the seat's bot
  plays once; it sees only its observation and legal actions. ``seconds`` is the time
  its decision took in the worker and ``choices`` how many legal actions it had
  (``bench/worker_bench.py``).
- ``step {session, moves}`` -> ``{session, info, status}``: a new session at
  that move of the game (replayed), for stepping through a shared game.
- ``chapters {session}`` -> ``[{move, kind, n, name: {ja, en}}]``: where each match, round,
  deal or turn begins (``State.chapters``), named as the game names it (``State.chapter_name``
  in words, seats by their names), for an embed's jumps.
- ``save {session}`` -> ``{text}``; ``link {session, poster?, lang?}`` -> ``{link}`` (with ``poster``:
  also ``poster`` and ``embed_poster``, ``make_poster``'s of where its page and its embed open); ``close {session}``.
- ``example_link {session, first, last, title, captions, lang}`` -> ``{link, moves, position, posters}``: an
  example made from ``session``'s game (the editor, ``authoring.js``): the position at move ``first`` as the
  ``start`` option (``State.to_position``), the moves ``first + 1`` .. ``last``, and ``title`` and ``captions``
  (one a step from the start, ``{en?, ja?}`` plain text) in ``meta["example"]``, checked by ``read_captions``
  (``InvalidSave``); ``posters``: ``{embed, page}``, the link's posters (``example_poster``) of the step its
  embed opens on (the start) and of the one its page opens on (the last), each null when too big.
- ``examples {game, lang}`` -> the game's worked examples (``Game.examples()``: ``{id, title, rule,
  caption, players, position, steps}``), each with ``link``: the example as a share link
  (``Example.to_save``), and ``poster``: its embed's poster (the start, its caption with it), for the
  rules help's players and "Embed".
- ``example_try {game, id, moves, bots}`` -> ``{link}``: the example at move ``moves`` as a game
  to play on ("Try from here"): its first ``moves`` steps and their captions; with ``bots``, bots
  (the default level) take every seat but the one to play then.

``load_link`` answers also carry ``example``: the link's captions, checked (``read_captions``:
``{title, captions: [{en?, ja?}], id?, rule?}``), or null; and ``example_error``: null, or
``{key, message}`` when they are bad (the game opens all the same, without them).

One engine may serve several pages: where the browser has ``SharedWorker``,
every tab and embed of the site shares one worker (``engine-worker.mjs``).
The worker passes each page's id as ``call``'s ``client``; a session belongs
to the page that opened it, and another page naming it gets "this game was
closed" (sessions never cross between pages). ``drop_client(client)`` ends a
page's sessions when the page goes away.

``status`` is ``{active, over, outcome, moves, save, undoable}`` (``undoable``: the undo
clicks each person may make now, by seat) where ``save`` is the save
JSON to store after every action. Everything about saves, undo and links is
``tabletop.core.save`` (``Match``, ``Save``): nothing is re-implemented here.

It imports no ``js``/``pyodide``, so it also runs (and is tested) under
CPython. In the browser it is usually already imported when the worker starts:
the memory snapshot (``tools/pyodide-wrapper.mjs``) is taken right after its
import, so import-time work here is done once per version, not per visit.
"""

from __future__ import annotations

import base64
import json
import random
import sys
import time
import traceback
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

#: where tools/pyodide-wrapper.mjs writes the precompiled library (tools/pyc.mjs)
PYC_DIR = Path("/tmp/tabletop-pyc")


#: the sha256 of each source of the library the app was built from (tools/vendor.mjs)
SOURCES = Path(__file__).with_name("sources.json")


def _source_hashes(sources: Path) -> dict[str, str]:
    """The ``tabletop/**.py`` files the app runs, by name, with their sha256.

    They are the ``.py`` files in the file system if there are any (the lab, a test's
    own), else ``sources.json``: a boot fetches the sources only when it needs them.
    """
    import hashlib

    present = sorted(p.relative_to(sources).as_posix() for p in (sources / "tabletop").rglob("*.py"))
    if not present:
        return dict(json.loads(SOURCES.read_text(encoding="utf-8")))
    return {rel: hashlib.sha256((sources / rel).read_bytes()).hexdigest() for rel in present}


def _use_pyc(directory: Path = PYC_DIR, sources: Path = Path(".")) -> str:
    """Put the precompiled rules library first on ``sys.path`` if it matches.

    It must have this interpreter's bytecode magic number, the sha256 of its
    zip, and exactly the library's sources (same names, same sha256:
    ``_source_hashes``). Returns ``"pyc"`` or why the ``.py`` files are used instead.
    """
    try:
        manifest_path = directory / "manifest.json"
        if not manifest_path.is_file():
            return "absent"
        import hashlib
        import importlib.util

        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        if manifest.get("magic") != importlib.util.MAGIC_NUMBER.hex():
            return "mismatch: magic"
        zip_path = directory / "library.zip"
        if hashlib.sha256(zip_path.read_bytes()).hexdigest() != manifest.get("sha256"):
            return "mismatch: zip"
        expected: dict[str, str] = manifest.get("sources") or {}
        actual = _source_hashes(sources)
        if sorted(actual) != sorted(expected):
            return "mismatch: files"
        for rel in sorted(actual):
            if actual[rel] != expected[rel]:
                return f"mismatch: {rel}"
    except Exception as e:  # anything odd: boot from the sources
        return f"error: {type(e).__name__}"
    sys.path.insert(0, str(zip_path))
    return "pyc"


def _forget_precompiled() -> None:
    """Drop the precompiled library from ``sys.path`` and any of its modules already imported.

    A memory snapshot (tools/pyodide-wrapper.mjs) brings the library along
    imported; when it does not match the ``.py`` files it must go.
    """
    import importlib

    sys.path[:] = [p for p in sys.path if not p.startswith(str(PYC_DIR))]
    for name in [n for n in sys.modules if n == "tabletop" or n.startswith("tabletop.")]:
        del sys.modules[name]
    importlib.invalidate_caches()


def _fetch_sources(into: Path = Path(".")) -> None:
    """Unpack the library's sources (web/vendor/pyc/library-src.zip) unless they are on ``sys.path``.

    Only a boot whose precompiled library cannot serve needs them: the interpreter
    wrapper reads them at once (``tabletopLibrarySources``). Without them the import
    of the library fails, and the worker says the boot failed.
    """
    import importlib.util

    if importlib.util.find_spec("tabletop") is not None:
        return
    import io
    import zipfile

    import js  # Pyodide's bridge to the worker's globals

    data = js.tabletopLibrarySources()
    if data is None:
        raise ImportError("the rules library's sources could not be read")
    with zipfile.ZipFile(io.BytesIO(data.to_py())) as archive:
        archive.extractall(into)


def _import_library() -> str:
    how = _use_pyc()
    if how == "pyc":
        try:
            import tabletop

            return how
        except Exception as e:  # a bad zip: forget it and import the sources
            how = f"error: {type(e).__name__}"
    _forget_precompiled()
    _fetch_sources()
    import tabletop  # noqa: F401

    return how


def _stdlib_boot() -> str:
    try:
        return (PYC_DIR / "stdlib").read_text(encoding="utf-8")
    except OSError:
        return "source"


def _wrapper_timing() -> list[Any]:
    """The interpreter wrapper's marks ``[[name, worker ms]]``, for the boot benchmark."""
    try:
        marks = json.loads((PYC_DIR / "timing.json").read_text(encoding="utf-8"))
        return marks if isinstance(marks, list) else []
    except (OSError, ValueError):
        return []


#: in the browser's worker (Pyodide), where tools/pyodide-wrapper.mjs wrote the precompiled library
IN_WORKER = sys.platform == "emscripten"
#: how the library was imported: "pyc" (precompiled zip) or why not
LIBRARY_BOOT = _import_library() if IN_WORKER else "source"

import tabletop  # noqa: E402
from tabletop.core import i18n  # noqa: E402
from tabletop.core.bots import (  # noqa: E402
    DEFAULT_LEVEL,
    LEVEL_NAMES,
    LEVELS,
    Bot,
    bot_move,
    bot_names,
    levels,
    make_level,
    nearest_level,
)
from tabletop.core.errors import IllegalAction, InvalidOptions, InvalidSave, TabletopError  # noqa: E402
from tabletop.core.examples import of as examples_of  # noqa: E402
from tabletop.core.examples import read_captions  # noqa: E402
from tabletop.core.registry import get_game  # noqa: E402
from tabletop.core.rng import Rng  # noqa: E402
from tabletop.core.save import Match, Save, chapter_starts  # noqa: E402

MAX_NAME = 24
MAX_SEATS = 16
#: the largest viewer's clock a snapshot takes (ms; about 115 days, as the longest stamp)
MAX_CLOCK_MS = 9_999_999_999
#: where app-files.zip puts web/games/<id>/messages.json in the worker's file system
MESSAGES_DIR = Path("tabletop_web/messages")

# ---------------------------------------------------------------------------
# shell messages: the app's own strings, in the one catalog mechanism

APP_MESSAGES: dict[str, dict[str, str]] = {
    "title": {"en": "tabletop", "ja": "tabletop"},
    "tagline": {
        "en": "Board game rules you can play: solo against bots or pass-and-play, offline.",
        "ja": "遊べるボードゲームのルール集。ボット相手のソロでも、1台を回して対戦でも、オフラインで。",
    },
    "lang.label": {"en": "Language", "ja": "言語"},
    "lobby.games": {"en": "Games", "ja": "ゲーム"},
    "lobby.saves": {"en": "Saved games", "ja": "保存したゲーム"},
    "lobby.no_saves": {"en": "No saved games yet.", "ja": "保存したゲームはまだありません。"},
    "lobby.players": {"en": "{min}–{max} players", "ja": "{min}〜{max}人"},
    "lobby.players_one": {"en": "{min:player|players}", "ja": "{min}人"},
    "lobby.play": {"en": "Play", "ja": "遊ぶ"},
    "lobby.play_label": {"en": "Play {game}", "ja": "{game}を遊ぶ"},
    "lobby.import": {"en": "Import a save file…", "ja": "セーブファイルを読み込む…"},
    "lobby.no_games": {"en": "No game is playable yet.", "ja": "遊べるゲームはまだありません。"},
    "lobby.lab": {"en": "Python lab", "ja": "Pythonラボ"},
    "lobby.lab_about": {
        "en": "The rules library in Python, in your browser: examples to run and change.",
        "ja": "ルールライブラリをブラウザのPythonで。動かして書き換えられる例があります。",
    },
    "save.resume": {"en": "Resume", "ja": "再開"},
    "save.resume_label": {"en": "Resume {game} ({when})", "ja": "{game}を再開（{when}）"},
    "save.replay": {"en": "Replay", "ja": "リプレイ"},
    "save.replay_label": {"en": "Replay {game} ({when})", "ja": "{game}をリプレイ（{when}）"},
    "save.delete": {"en": "Delete", "ja": "削除"},
    "save.delete_label": {"en": "Delete the saved game {game} ({when})", "ja": "保存した{game}（{when}）を削除"},
    "save.delete_confirm": {"en": "Delete this saved game?", "ja": "この保存したゲームを削除しますか？"},
    "save.delete_confirm_named": {
        "en": "Delete the saved game {game} ({when})? This cannot be undone.",
        "ja": "保存した{game}（{when}）を削除しますか？元に戻せません。",
    },
    "save.delete_finished": {"en": "Delete all finished games", "ja": "終了したゲームをすべて削除"},
    "save.delete_finished_confirm": {
        "en": "Delete {n:finished game|finished games}? This cannot be undone.",
        "ja": "終了したゲーム{n}件を削除しますか？元に戻せません。",
    },
    "save.delete_all": {"en": "Delete all saved games", "ja": "保存したゲームをすべて削除"},
    "save.delete_all_confirm": {
        "en": "Delete all {n:saved game|saved games}, in progress and finished? This cannot be undone.",
        "ja": "途中・終了を含め、保存したゲーム{n}件をすべて削除しますか？元に戻せません。",
    },
    "save.deleted": {"en": "Deleted.", "ja": "削除しました。"},
    "save.download": {"en": "Download this save", "ja": "このセーブをダウンロード"},
    "confirm.yes_delete": {"en": "Delete", "ja": "削除する"},
    "confirm.cancel": {"en": "Cancel", "ja": "キャンセル"},
    "lobby.in_progress": {"en": "Games in progress", "ja": "途中のゲーム"},
    "lobby.finished": {"en": "Finished games", "ja": "終了したゲーム"},
    "lobby.no_progress": {"en": "No game in progress.", "ja": "途中のゲームはありません。"},
    "save.moves": {"en": "{n:move|moves}", "ja": "{n}手"},
    "save.finished": {"en": "finished", "ja": "終了"},
    "save.damaged": {"en": "damaged save", "ja": "破損したセーブ"},
    "save.shared": {"en": "from a link", "ja": "リンクから"},
    "setup.title": {"en": "New game", "ja": "新しいゲーム"},
    "setup.players": {"en": "Players", "ja": "プレイヤー数"},
    "setup.seats": {"en": "Seats", "ja": "席"},
    "setup.seat": {"en": "Seat {n}", "ja": "{n}番席"},
    "setup.name": {"en": "Name", "ja": "名前"},
    "setup.human": {"en": "Person", "ja": "人"},
    "setup.bot": {"en": "Bot", "ja": "ボット"},
    "setup.level": {"en": "Level {n}: {name}", "ja": "レベル{n}：{name}"},
    **{f"setup.level.{n}": dict(LEVEL_NAMES[n]) for n in LEVELS},
    "setup.bad_level": {
        "en": "Seat {n}: there is no bot level “{level}”. The levels are 1 to 5.",
        "ja": "{n}番席：ボットのレベル「{level}」はありません。レベルは1〜5です。",
    },
    "setup.bad_bot": {
        "en": "Seat {n}: this bot setting cannot be read. A bot is given by its level, 1 to 5.",
        "ja": "{n}番席：このボットの設定は読めません。ボットはレベル1〜5で指定します。",
    },
    "setup.levels_help": {"en": "Bot levels", "ja": "ボットのレベル"},
    "setup.default_name": {"en": "Player {n}", "ja": "プレイヤー{n}"},
    "setup.bot_name": {"en": "Bot {n}", "ja": "ボット{n}"},
    "setup.options": {"en": "Options", "ja": "オプション"},
    "setup.start": {"en": "Start the game", "ja": "ゲーム開始"},
    "engine.waiting": {
        "en": "Starting the game engine (Python in your browser)…",
        "ja": "ゲームエンジン（ブラウザで動くPython）を起動しています…",
    },
    "engine.waiting_kept": {
        "en": "Your choices are kept: the game opens as soon as the engine is up.",
        "ja": "選んだ内容はそのままです。エンジンが起動するとすぐにゲームが始まります。",
    },
    "setup.resume_title": {"en": "Games in progress", "ja": "途中のゲーム"},
    "setup.yes": {"en": "yes", "ja": "はい"},
    "pace.label": {"en": "Bot pace", "ja": "ボットの速さ"},
    "pace.slow": {"en": "slow", "ja": "ゆっくり"},
    "pace.normal": {"en": "normal", "ja": "普通"},
    "pace.fast": {"en": "fast", "ja": "速い"},
    "pace.instant": {"en": "instant", "ja": "待たない"},
    "nav.lobby": {"en": "All games", "ja": "ゲーム一覧"},
    "nav.back": {"en": "Back to the games", "ja": "ゲーム一覧へ戻る"},
    "nav.new": {"en": "New game", "ja": "新しいゲーム"},
    "nav.open": {"en": "Open in tabletop", "ja": "tabletopで開く"},
    "game.undo": {"en": "Undo", "ja": "元に戻す"},
    "game.undo_label": {"en": "Undo your last action", "ja": "自分の直前の操作を元に戻す"},
    "game.export": {"en": "Export save", "ja": "セーブを書き出す"},
    "game.import": {"en": "Import save", "ja": "セーブを読み込む"},
    "game.share": {"en": "Copy link", "ja": "リンクをコピー"},
    "game.share_label": {"en": "Copy a link to this position", "ja": "この局面へのリンクをコピー"},
    "game.copied": {"en": "Link copied.", "ja": "リンクをコピーしました。"},
    "game.copy_failed": {
        "en": "Could not copy; select the link and copy it yourself.",
        "ja": "コピーできませんでした。リンクを選択してコピーしてください。",
    },
    "game.saved_file": {"en": "Save file written.", "ja": "セーブファイルを書き出しました。"},
    "step.label": {"en": "Step through the moves", "ja": "手順をたどる"},
    "step.first": {"en": "Back to the start", "ja": "最初に戻る"},
    "step.back": {"en": "One move back", "ja": "1手戻る"},
    "step.next": {"en": "One move forward", "ja": "1手進む"},
    "step.last": {"en": "To the last move", "ja": "最後の手へ"},
    "step.count": {"en": "move {at} / {total}", "ja": "{at} / {total}手"},
    "step.jump": {"en": "Go to move", "ja": "手数を選んで移動"},
    "step.part": {"en": "Jump to…", "ja": "ここへ移動…"},
    "step.part_label": {
        "en": "Jump to the start of a match, round or deal",
        "ja": "対戦・ラウンド・ディールの始めへ移動",
    },
    "step.prev_part": {
        "en": "To the start of this part, or the one before",
        "ja": "この区切りの始め、または前の区切りへ",
    },
    "step.next_part": {"en": "To the start of the next part", "ja": "次の区切りの始めへ"},
    "embed.play_on": {"en": "Play on", "ja": "続きを遊ぶ"},
    "example.section": {"en": "Worked examples", "ja": "例題"},
    "example.loading": {"en": "Loading the examples…", "ja": "例題を読み込んでいます…"},
    "example.failed": {"en": "The examples could not be loaded.", "ja": "例題を読み込めませんでした。"},
    "example.rule": {"en": "Examples of rules {rule}", "ja": "ルール {rule} の例題"},
    "example.try": {"en": "Try from here", "ja": "ここから遊ぶ"},
    "example.try_label": {
        "en": "Play “{title}” from the step shown",
        "ja": "「{title}」を表示中の手から続けて遊ぶ",
    },
    "example.others": {"en": "The other seats", "ja": "ほかの席"},
    "example.others_people": {"en": "people (pass the device)", "ja": "人（端末を回す）"},
    "example.others_bots": {"en": "bots", "ja": "ボット"},
    "example.embed": {"en": "Embed", "ja": "埋め込む"},
    "example.embed_label": {"en": "Copy the iframe code of {title}", "ja": "「{title}」のiframeコードをコピー"},
    "example.copied": {"en": "Copied.", "ja": "コピーしました。"},
    "example.copy_failed": {
        "en": "Could not copy; select the code and copy it yourself.",
        "ja": "コピーできませんでした。コードを選択してコピーしてください。",
    },
    "example.frame": {"en": "Example: {title}", "ja": "例題：{title}"},
    "example.caption_label": {"en": "About this step", "ja": "この手の説明"},
    "example.bad_captions": {
        "en": "The captions of this link cannot be read, so they are not shown. The game itself is here.",
        "ja": "このリンクの説明文は読めないため表示していません。ゲーム自体は表示しています。",
    },
    "game.log": {"en": "Log", "ja": "ログ"},
    "game.board": {"en": "Board", "ja": "盤面"},
    "game.players": {"en": "Players", "ja": "プレイヤー"},
    "game.turn": {"en": "to play", "ja": "手番"},
    "game.you": {"en": "you", "ja": "あなた"},
    "game.thinking": {"en": "{name} is thinking…", "ja": "{name}が考えています…"},
    "game.working": {"en": "Working…", "ja": "処理中…"},
    "game.your_turn": {"en": "Your turn, {name}.", "ja": "{name}さんの番です。"},
    "game.waiting_for": {"en": "Waiting for {names}.", "ja": "{names}を待っています。"},
    "game.menu": {"en": "Game menu", "ja": "ゲームメニュー"},
    "handover.title": {"en": "Pass the device to {name}", "ja": "{name}さんに端末を渡してください"},
    "handover.body": {
        "en": "The next screen is private to {name}. Others, please look away.",
        "ja": "次の画面は{name}さんだけが見られます。ほかの人は見ないでください。",
    },
    "handover.button": {"en": "I am {name}: show my screen", "ja": "{name}です：画面を表示"},
    "result.title": {"en": "Game over", "ja": "ゲーム終了"},
    "result.winner": {"en": "{names} wins!", "ja": "{names}の勝ち！"},
    "result.winners": {"en": "{names} win!", "ja": "{names}の勝ち！"},
    "result.nobody": {"en": "Nobody wins.", "ja": "勝者はいません。"},
    "result.team_won": {"en": "The team wins together.", "ja": "チーム全員の勝利です。"},
    "result.team_lost": {"en": "The team loses together.", "ja": "チーム全員の敗北です。"},
    "result.rank": {"en": "Rank", "ja": "順位"},
    "result.player": {"en": "Player", "ja": "プレイヤー"},
    "result.score": {"en": "Score", "ja": "得点"},
    "result.again": {"en": "Play again", "ja": "もう一度遊ぶ"},
    "error.title": {"en": "Something went wrong", "ja": "問題が発生しました"},
    "error.boot": {
        "en": "The game engine could not start: {message}",
        "ja": "ゲームエンジンを起動できませんでした：{message}",
    },
    "error.save": {
        "en": "This saved game could not be opened.",
        "ja": "保存したゲームを開けませんでした。",
    },
    "error.save_kept": {
        "en": "Nothing was deleted: it stays in your saved games. You can download it or delete it.",
        "ja": "何も削除していません。保存したゲームの一覧に残っています。ダウンロードも削除もできます。",
    },
    "error.link": {
        "en": "This link could not be opened.",
        "ja": "このリンクは開けませんでした。",
    },
    "error.link_why": {
        "en": "It may have been cut short or changed when it was copied. Ask for the link again.",
        "ja": "コピーしたときに途中で切れたか、書き換えられた可能性があります。もう一度リンクをもらってください。",
    },
    "error.missing": {
        "en": "That saved game is no longer here (it was deleted, or saved in another browser).",
        "ja": "その保存したゲームはもうありません（削除されたか、別のブラウザで保存されたものです）。",
    },
    "error.import": {
        "en": "This file could not be opened as a tabletop save. Nothing was changed.",
        "ja": "このファイルはtabletopのセーブとして開けませんでした。何も変更していません。",
    },
    "import.already": {
        "en": "This game is already in your saved games ({n:move|moves}): here it is. Nothing was added.",
        "ja": "このゲームはすでに保存されています（{n}手）。保存済みのものを開きました。新しくは追加していません。",
    },
    "import.other_game": {
        "en": "This file is a saved game of {game}, not of {here}. Leave {here} and open it?",
        "ja": "このファイルは{here}ではなく{game}のセーブです。{here}を離れて開きますか？",
    },
    "import.open_other": {"en": "Open {game}", "ja": "{game}を開く"},
    "import.opened_other": {"en": "Opened a saved game of {game}.", "ja": "{game}のセーブを開きました。"},
    "error.details": {"en": "Details", "ja": "詳細"},
    "error.kind.IllegalAction": {"en": "That move is not allowed now.", "ja": "今はその手はできません。"},
    "error.kind.InvalidSave": {"en": "This save could not be read.", "ja": "このセーブは読み込めませんでした。"},
    "error.kind.InvalidOptions": {
        "en": "These settings cannot be used for this game.",
        "ja": "この設定ではこのゲームを始められません。",
    },
    "error.kind.UnknownGame": {"en": "This game is not available here.", "ja": "このゲームはここでは遊べません。"},
    "error.kind.InternalError": {
        "en": "Something went wrong inside the game engine.",
        "ja": "ゲームエンジンの内部で問題が発生しました。",
    },
    "error.kind.other": {"en": "Something went wrong.", "ja": "問題が発生しました。"},
    "error.import_game": {
        "en": "This save is for {game}, which cannot be played here.",
        "ja": "このセーブは{game}のもので、ここでは遊べません。",
    },
    "game.stored_again": {"en": "This game is being saved again.", "ja": "このゲームはまた保存されています。"},
    "error.storage": {
        "en": (
            "Your browser's storage is full or unavailable, so this game is not being saved. "
            "You can keep playing; to keep the game, export it (or delete finished games in the lobby)."
        ),
        "ja": (
            "ブラウザの保存領域がいっぱいか使えないため、このゲームは保存されていません。"
            "このまま遊べます。残すには書き出してください（ロビーで終了したゲームを削除する方法もあります）。"
        ),
    },
    "error.unknown_game": {"en": "There is no game “{game}” here.", "ja": "「{game}」というゲームはありません。"},
    "error.view": {
        "en": "The board of this game could not be drawn. Reloading the page may help.",
        "ja": "このゲームの盤面を表示できませんでした。ページを再読み込みすると直ることがあります。",
    },
    "error.options": {"en": "These settings are not allowed: {message}", "ja": "この設定は使えません：{message}"},
    "error.option_range": {
        "en": "“{option}” must be a whole number from {lo} to {hi} (not {value}).",
        "ja": "「{option}」は{lo}から{hi}までの整数にしてください（{value}は使えません）。",
    },
    "error.bot": {"en": "The bot could not play.", "ja": "ボットが手を指せませんでした。"},
    "dismiss": {"en": "Dismiss", "ja": "閉じる"},
    "close": {"en": "Close", "ja": "閉じる"},
    "loading": {"en": "Loading…", "ja": "読み込み中…"},
    "offline.ready": {
        "en": "Ready for offline play.",
        "ja": "オフラインでも遊べるようになりました。",
    },
    "offline.playing": {
        "en": "Offline: playing from this browser's copy.",
        "ja": "オフライン：このブラウザーに保存した版で遊んでいます。",
    },
}

#: the "Make an example" editor (web/app/authoring.js)
APP_MESSAGES.update(
    {
        "author.open": {"en": "Make an example", "ja": "例を作る"},
        "author.title": {"en": "Make an example", "ja": "例を作る"},
        "author.about": {
            "en": "Choose the first and last step, write what to look at after each one, then copy the link, "
            "the iframe code or a picture for a wiki.",
            "ja": "最初と最後の手を選び、各手のあとで見てほしいことを書いてから、"
            "Wiki用のリンク・iframeコード・画像をコピーします。",
        },
        "author.name": {"en": "Title ({lang})", "ja": "タイトル（{lang}）"},
        "author.first": {"en": "First step", "ja": "最初の手"},
        "author.last": {"en": "Last step", "ja": "最後の手"},
        "author.at_move": {"en": "After move {n}", "ja": "{n}手目のあと"},
        "author.at_start": {"en": "The start of the game", "ja": "ゲームの開始時"},
        "author.captions": {"en": "Captions", "ja": "説明文"},
        "author.step_start": {"en": "At the start (after move {move})", "ja": "開始の局面（{move}手目のあと）"},
        "author.step": {"en": "Step {n}: after move {move}", "ja": "ステップ{n}：{move}手目のあと"},
        "author.caption": {"en": "Caption ({lang})", "ja": "説明文（{lang}）"},
        "author.count": {"en": "{n} of {max} characters", "ja": "{n}／{max}文字"},
        "author.preview": {"en": "Preview", "ja": "プレビュー"},
        "author.preview_label": {"en": "Preview of the embed", "ja": "埋め込みのプレビュー"},
        "author.link": {"en": "Link", "ja": "リンク"},
        "author.code": {"en": "iframe code", "ja": "iframeコード"},
        "author.copy_link": {"en": "Copy link", "ja": "リンクをコピー"},
        "author.copy_code": {"en": "Copy iframe code", "ja": "iframeコードをコピー"},
        "author.position": {"en": "Position at the first step", "ja": "最初の手の局面"},
        "author.copy_position": {"en": "Copy position", "ja": "局面をコピー"},
        "author.copied_position": {"en": "Position copied.", "ja": "局面をコピーしました。"},
        "author.copied_code": {"en": "iframe code copied.", "ja": "iframeコードをコピーしました。"},
        "author.image": {"en": "Copy as image", "ja": "画像としてコピー"},
        "author.image_alt": {"en": "The step shown in the preview, as a picture", "ja": "プレビューの局面の画像"},
        "author.image_copied": {"en": "Image copied.", "ja": "画像をコピーしました。"},
        "author.image_failed": {
            "en": "The image could not be put on the clipboard; download it instead.",
            "ja": "画像をクリップボードに入れられませんでした。代わりにダウンロードしてください。",
        },
        "author.image_none": {
            "en": "This board could not be drawn as an image.",
            "ja": "この盤面は画像にできませんでした。",
        },
        "author.no_position": {
            "en": "An example of this game cannot begin at this step yet: choose another first step.",
            "ja": "このゲームの例はまだこの手から始められません。別の最初の手を選んでください。",
        },
        "author.download": {"en": "Download the image", "ja": "画像をダウンロード"},
        "author.from": {"en": "From {url}", "ja": "出典：{url}"},
    }
)

i18n.register("app", APP_MESSAGES)


def _register_view_messages(files: Iterable[tuple[str, Path]] | None = None) -> None:
    """Register each view's messages (``web/games/<id>/messages.json``) as ``<id>.view.*``.

    ``files``: ``(id, path)`` pairs; by default the worker's copies, ``MESSAGES_DIR/<id>.json``
    (app-files.zip). ``tools/catalog.py`` passes the source files under CPython.
    """
    if files is None:
        files = [(path.stem, path) for path in sorted(MESSAGES_DIR.glob("*.json"))] if MESSAGES_DIR.is_dir() else []
    for game_id, path in files:
        i18n.register(f"{game_id}.view", json.loads(path.read_text(encoding="utf-8")))


_register_view_messages()

# ---------------------------------------------------------------------------
# sessions


def _clean_name(value: Any, fallback: str) -> str:
    if not isinstance(value, str):
        return fallback
    name = " ".join(value.split())[:MAX_NAME]
    return name or fallback


def _bot_level(game_id: str, seat: int, bot: Any, *, strict: bool) -> int | None:
    """The level of a seat's ``bot`` setting: ``{level}``, or an old save's ``{name, strength}``
    at the nearest level. A level that is not 1–5 is an error (in the player's language, the
    ``setup.bad_level`` key) whether the seat comes from the form or from a save or link; an old
    bot the game does not have is an error from the form and a person in an old save."""
    error = InvalidOptions if strict else InvalidSave
    n = seat + 1
    if not isinstance(bot, Mapping):
        raise error(f"seat {n}: bad bot setting", key="app.setup.bad_bot", args={"n": n})
    if "level" in bot:
        level = bot["level"]
        if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
            shown = str(level)[:12]
            raise error(
                f"seat {n}: there is no bot level {shown!r}; the levels are 1 to 5",
                key="app.setup.bad_level",
                args={"n": n, "level": shown},
            )
        return level
    name, strength = bot.get("name"), bot.get("strength", 2)
    found = None
    if isinstance(name, str) and isinstance(strength, int) and not isinstance(strength, bool) and 1 <= strength <= 3:
        found = nearest_level(game_id, name, strength)
    if found is None and strict:
        raise error(
            f"seat {n}: there is no bot {name!r} of strength {strength!r}", key="app.setup.bad_bot", args={"n": n}
        )
    return found


def _seats(game_id: str, players: int, meta: Mapping[str, Any] | None, *, strict: bool) -> list[dict[str, Any]]:
    """Normalised seat list ``[{name, bot: null | {level}}]`` (a name left out: ""); strict (the set-up form): reject
    bad bot settings, else (a save or a link) only a bad level (see ``_bot_level``)."""
    raw = meta.get("seats") if isinstance(meta, Mapping) else None
    seats: list[dict[str, Any]] = []
    for i in range(players):
        entry = raw[i] if isinstance(raw, list) and i < len(raw) and isinstance(raw[i], Mapping) else {}
        bot = entry.get("bot")
        level = None if bot is None else _bot_level(game_id, i, bot, strict=strict)
        clean_bot = None if level is None else {"level": level}
        # no name (a link or an example): "" and the page names the seat in its language
        seats.append({"name": _clean_name(entry.get("name"), ""), "bot": clean_bot})
    return seats


def _seat_names(seats: Sequence[Mapping[str, Any]], lang: str) -> list[str]:
    """Each seat's name, an unnamed one's "Player n" or "Bot n" in ``lang``: as the page names it
    (web/app/table.js), so that the log and the table call a seat the same."""
    return [
        str(seat["name"]) or i18n.text("app.setup.bot_name" if seat["bot"] else "app.setup.default_name", lang, n=i + 1)
        for i, seat in enumerate(seats)
    ]


#: how many of the latest log entries a snapshot renders as text
LOG_LINES = 200
#: how many previews of one position a session keeps
PREVIEW_CACHE = 64


class Session:
    def __init__(self, match: Match) -> None:
        self.match = match
        self.seats = _seats(match.game.id, match.players, match.meta, strict=False)
        self._bots: dict[int, Bot] = {}
        #: (state, viewer, texts, parts) of the last snapshot: a view asking again for the same
        #: position (at a later clock, once a second in a race) does not list the legal actions again
        self._legal: tuple[Any, int | None, list[str], list[dict[str, Any]]] | None = None
        #: (state, {(viewer, action text): preview}) of the position the last previews were asked in
        self._previews: tuple[Any, dict[tuple[int, str], Any]] = (None, {})

    def is_bot(self, player: int) -> bool:
        return self.seats[player]["bot"] is not None

    def info(self) -> dict[str, Any]:
        m = self.match
        return {
            "game": m.game.id,
            "players": m.players,
            "options": m.options,
            "seed": m.seed,
            "meta": m.meta,
            "seats": self.seats,
        }

    def status(self) -> dict[str, Any]:
        state = self.match.state
        outcome = state.outcome() if state.is_over() else None
        return {
            "active": list(state.active_players()),
            "over": state.is_over(),
            "outcome": outcome.to_json() if outcome else None,
            "moves": len(self.match.actions),
            "save": self.match.to_save().to_json(),
            # undo clicks each person may make now (the hand-over screen offers the previous one's)
            "undoable": {str(p): self.undo_plan(p)[0] for p in range(self.match.players) if not self.is_bot(p)},
        }

    def undo_plan(self, player: int | None) -> tuple[int, int]:
        """(clicks available to ``player``, actions the next click takes back).

        A person may take back only their own actions, together with the bot
        actions that followed; never another person's, and never across a
        reveal (``Match.undoable``).
        """
        if player is None or self.is_bot(player):
            return 0, 0
        window = self.match.undoable()
        actions = self.match.actions
        clicks, first = 0, 0
        for k in range(window):
            p, _ = actions[len(actions) - 1 - k]
            if p == player:
                clicks += 1
                if clicks == 1:
                    first = k + 1
            elif not self.is_bot(p):
                break
        return clicks, first

    def legal(self, viewer: int | None) -> tuple[list[str], list[dict[str, Any]]]:
        """The legal texts and parts of ``viewer`` now (none for a spectator or a finished game)."""
        state = self.match.state
        if viewer is None or state.is_over():
            return [], []
        cached = self._legal
        if cached is not None and cached[0] is state and cached[1] == viewer:
            return cached[2], cached[3]
        # without previews: a view asks for the one of the action it points at (preview)
        texts, parts = state.legal_texts(viewer), state.legal_parts(viewer, previews=False)
        self._legal = (state, viewer, texts, parts)
        return texts, parts

    def snapshot(
        self, viewer: int | None, lang: str = i18n.DEFAULT_LANG, clock_ms: int | None = None
    ) -> dict[str, Any]:
        state = self.match.state
        if viewer is not None and not 0 <= viewer < self.match.players:
            raise IllegalAction(f"there is no player {viewer!r}")
        over = state.is_over()
        outcome = state.outcome() if over else None
        # as of the viewer's own clock, when its view measures one (State.observation_at)
        observation = state.observation_at(viewer, clock_ms)
        log = observation.get("log") if isinstance(observation, dict) else None
        names = _seat_names(self.seats, lang)
        legal, parts = self.legal(viewer)
        return {
            "viewer": viewer,
            "observation": observation,
            # the log in words, by the game's own describe(): the shell shows these lines
            "log_text": (
                [self.match.game.describe(e, lang, names) for e in log[-LOG_LINES:] if isinstance(e, Mapping)]
                if isinstance(log, list)
                else None
            ),
            "legal": legal,
            # the same legal actions with their parts ({text, verb, args: [{kind, value}]}): views match on these
            "actions": parts,
            "active": list(state.active_players()),
            # who the viewer may know to be playing at its clock (a rival's finish not due yet is not shown)
            "active_seen": list(state.active_at(viewer, clock_ms)),
            "clock_ms": clock_ms,
            "over": over,
            "outcome": outcome.to_json() if outcome else None,
            "undoable": self.undo_plan(viewer)[0],
        }

    def preview(self, viewer: int, action: str) -> Any:
        """What ``viewer``'s legal ``action`` (its text) would do (``State.preview``), or None.

        The last few answers are kept for the same position: pointing back and forth
        between two squares asks for the same previews again.
        """
        state = self.match.state
        if not 0 <= viewer < self.match.players:
            raise IllegalAction(f"there is no player {viewer!r}")
        if self._previews[0] is not state:
            self._previews = (state, {})
        cache = self._previews[1]
        key = (viewer, action)
        if key not in cache:
            if len(cache) >= PREVIEW_CACHE:
                cache.pop(next(iter(cache)))
            cache[key] = state.preview(viewer, action)
        return cache[key]

    def bot(self, player: int) -> Bot:
        if player not in self._bots:
            spec = self.seats[player]["bot"]
            if spec is None:
                raise IllegalAction(f"seat {player + 1} is not a bot")
            self._bots[player] = make_level(self.match.game.id, spec["level"])
        return self._bots[player]


#: session id -> (the page that opened it, the session)
_SESSIONS: dict[str, tuple[str, Session]] = {}
_NEXT = [0]
#: the page whose call is running (``call``'s ``client``; "" for a worker that serves one page)
_CALLER = [""]


def _open(match: Match) -> dict[str, Any]:
    _NEXT[0] += 1
    sid = f"s{_NEXT[0]}"
    session = Session(match)
    _SESSIONS[sid] = (_CALLER[0], session)
    return {"session": sid, "info": session.info(), "status": session.status()}


def _session(args: Mapping[str, Any]) -> Session:
    owned = _SESSIONS.get(str(args.get("session")))
    if owned is None or owned[0] != _CALLER[0]:  # another page's session is not this page's to name
        raise IllegalAction("this game was closed; open it again")
    return owned[1]


def _player(args: Mapping[str, Any], key: str = "player") -> int:
    p = args.get(key)
    if not isinstance(p, int) or isinstance(p, bool):
        raise IllegalAction(f"there is no player {p!r}")
    return p


# ---------------------------------------------------------------------------
# methods


def m_hello(args: Mapping[str, Any]) -> Any:
    return {
        "python": sys.version.split()[0],
        "tabletop": tabletop.__version__,
        "games": list(tabletop.GAMES),
        # how Pyodide started: "snapshot" (a memory snapshot), "pyc" (precompiled standard library) or "source"
        "boot": {"library": LIBRARY_BOOT, "stdlib": _stdlib_boot() if IN_WORKER else "source"},
        "timing": _wrapper_timing() if IN_WORKER else [],
        # a draw of Python's random state: it must differ between two restores of one snapshot
        "random_probe": random.getrandbits(32),
        # the games open in this engine, of every page it serves (a shared engine ends a page's when it closes)
        "sessions": len(_SESSIONS),
    }


def m_reference(args: Mapping[str, Any]) -> Any:
    return get_game(str(args.get("game"))).reference()


def m_games(args: Mapping[str, Any]) -> Any:
    out = []
    for gid in tabletop.GAMES:
        g = get_game(gid)
        out.append(
            {
                "id": g.id,
                "title": dict(g.title),
                "min_players": g.min_players,
                "max_players": g.max_players,
                "options": g.options_schema(),
                "bots": list(bot_names(g.id)),
                "levels": [
                    {"level": n, "name": dict(LEVEL_NAMES[n]), "about": dict(spec.about)}
                    for n, spec in levels(g.id).items()
                ],
                "default_level": DEFAULT_LEVEL,
            }
        )
    return out


def m_catalog(args: Mapping[str, Any]) -> Any:
    return i18n.catalog(str(args.get("lang", i18n.DEFAULT_LANG)))


def m_shell(args: Mapping[str, Any]) -> Any:
    return {"games": m_games({}), "messages": {lang: i18n.catalog(lang) for lang in i18n.LANGS}}


def m_new(args: Mapping[str, Any]) -> Any:
    game = get_game(args.get("game"))  # type: ignore[arg-type]
    players = args.get("players", game.min_players)
    seed = args.get("seed", 0)
    meta = dict(args.get("meta") or {})
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= MAX_SEATS:
        raise InvalidOptions(f"bad number of players {players!r}")
    meta["seats"] = _seats(game.id, players, meta, strict=True)
    match = Match(game, players, args.get("options") or {}, seed, meta)
    return _open(match)


def _check_game(save: Save, game: Any) -> None:
    if game is not None and save.game != game:
        raise InvalidSave(f"it is a {save.game} game, not {game}")


def m_load_save(args: Mapping[str, Any]) -> Any:
    text = args.get("text")
    if not isinstance(text, str):
        raise InvalidSave("the save is empty")
    save = Save.from_json(text)
    _check_game(save, args.get("game"))
    return _open(Match.from_save(save))


def m_load_link(args: Mapping[str, Any]) -> Any:
    save = Save.decode_link(str(args.get("link", "")))
    _check_game(save, args.get("game"))
    opened = _open(Match.from_save(save))
    opened["example"], opened["example_error"] = None, None
    try:
        opened["example"] = read_captions(save.meta, len(save.actions))
    except InvalidSave as e:  # the game still opens: the shell says so, and shows no captions
        opened["example_error"] = {"key": "app.example.bad_captions", "message": str(e)}
    return opened


def m_examples(args: Mapping[str, Any]) -> Any:
    """The game's worked examples, each with its share link (``link``) and its embed's poster."""
    game = get_game(str(args.get("game")))
    lang = str(args.get("lang", i18n.DEFAULT_LANG))
    out = []
    for example in examples_of(game.id):  # (Game.examples(), each resolved once)
        data = example.resolve(game)
        save = example.to_save(game, data)
        link = save.encode_link()
        # an example's embed opens at its start (table.js): the poster of that step
        out.append({**data, "link": link, "poster": example_poster(save, link, 0, lang)})
    return out


def m_example_try(args: Mapping[str, Any]) -> Any:
    """One example at move ``moves`` as a link to play on, with its captions up to there."""
    game = get_game(str(args.get("game")))
    example = next((e for e in examples_of(game.id) if e.id == args.get("id")), None)
    if example is None:
        raise InvalidSave(f"{game.id} has no example {args.get('id')!r}")
    s = example.to_save(game)
    moves = args.get("moves")
    if not isinstance(moves, int) or isinstance(moves, bool) or not 0 <= moves <= len(s.actions):
        raise IllegalAction(f"there is no move {moves!r} in this example (it has {len(s.actions)})")
    meta = dict(s.meta)
    meta["example"] = {**meta["example"], "captions": meta["example"]["captions"][: moves + 1]}
    if args.get("bots"):
        match = Match.from_save(Save(s.game, s.players, s.options, s.seed, s.actions[:moves], {}))
        mover = next(iter(match.state.active_players()), 0)
        bot = {"level": DEFAULT_LEVEL}
        meta["seats"] = [{"name": "", "bot": None if p == mover else bot} for p in range(s.players)]
    return {"link": Save(s.game, s.players, s.options, s.seed, s.actions[:moves], meta).encode_link()}


def _clock(args: Mapping[str, Any]) -> int | None:
    """The viewer's clock of a snapshot call (whole milliseconds), or None."""
    ms = args.get("clock_ms")
    if ms is None:
        return None
    if not isinstance(ms, int) or isinstance(ms, bool) or not 0 <= ms <= MAX_CLOCK_MS:
        raise IllegalAction("the clock is a whole number of milliseconds")
    return ms


def m_snapshot(args: Mapping[str, Any]) -> Any:
    viewer = args.get("viewer")
    lang = str(args.get("lang", i18n.DEFAULT_LANG))
    return _session(args).snapshot(None if viewer is None else _player(args, "viewer"), lang, _clock(args))


def m_act(args: Mapping[str, Any]) -> Any:
    s = _session(args)
    action = args.get("action")
    if not isinstance(action, str):
        raise IllegalAction("an action is a text")
    player = _player(args)
    if s.is_bot(player):
        raise IllegalAction(f"seat {player + 1} is played by a bot")
    s.match.apply(player, action)
    return {"status": s.status()}


def m_preview(args: Mapping[str, Any]) -> Any:
    """What one of the viewer's legal actions would do: ``{action, preview}`` (``State.preview``)."""
    s = _session(args)
    action = args.get("action")
    if not isinstance(action, str):
        raise IllegalAction("an action is a text")
    return {"action": action, "preview": s.preview(_player(args, "viewer"), action)}


def m_undo(args: Mapping[str, Any]) -> Any:
    s = _session(args)
    clicks, count = s.undo_plan(_player(args))
    if not clicks:
        raise IllegalAction("nothing of yours can be taken back now")
    s.match.undo(count)
    return {"status": s.status()}


def m_bot(args: Mapping[str, Any]) -> Any:
    s = _session(args)
    player = _player(args)
    bot = s.bot(player)
    m = s.match
    # a reproducible generator per position, so a replayed game replays its bots too
    rng = Rng((m.seed * 0x9E3779B1 + len(m.actions) * 0x85EBCA77 + player) & ((1 << 64) - 1))
    choices = len(m.state.legal_actions(player))
    started = time.perf_counter()
    action = bot_move(bot, m.state, player, rng)
    seconds = time.perf_counter() - started
    m.apply(player, action)
    return {"action": str(action), "status": s.status(), "seconds": round(seconds, 5), "choices": choices}


def m_step(args: Mapping[str, Any]) -> Any:
    """A new session at move ``moves`` of ``session``'s game (its first ``moves`` actions replayed)."""
    match = _session(args).match
    moves = args.get("moves")
    if not isinstance(moves, int) or isinstance(moves, bool) or not 0 <= moves <= len(match.actions):
        raise IllegalAction(f"there is no move {moves!r} in this game (it has {len(match.actions)})")
    s = match.to_save()
    return _open(Match.from_save(Save(s.game, s.players, s.options, s.seed, s.actions[:moves], s.meta)))


def m_chapters(args: Mapping[str, Any]) -> Any:
    """Where each part (match, round, deal, turn) of ``session``'s game begins: ``[{move, kind, n, name}]``."""
    s = _session(args)
    return chapter_starts(s.match, {lang: _seat_names(s.seats, lang) for lang in i18n.LANGS})


def m_save(args: Mapping[str, Any]) -> Any:
    return {"text": _session(args).match.to_save().to_json()}


#: the longest poster a link carries (base64url characters); a bigger one is not made
MAX_POSTER_CHARS = 24 * 1024
#: the poster format's version (web/app/poster.js reads only this one)
POSTER_VERSION = 1


def link_key(link: str) -> str:
    """FNV-1a (32 bits) of a link, 8 hex digits: ties a poster to the link it was made with."""
    h = 0x811C9DC5
    for byte in link.encode():
        h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{h:08x}"


def make_poster(
    session: Session, link: str, lang: str = i18n.DEFAULT_LANG, caption: Mapping[str, str] | None = None
) -> str | None:
    """The poster of ``link``: the spectator snapshot of its position, for a first paint.

    JSON ``{v, game, key, seats, snapshot, caption?}``, raw deflate, base64url without padding
    (the same coding as the link; web/app/poster.js decodes it with DecompressionStream);
    ``caption``: a worked example's caption of the step painted (``{en?, ja?}``, as the link
    carries it), shown under the board before Python is up. None when it would be longer than
    :data:`MAX_POSTER_CHARS`: the link then goes without one.
    """
    body: dict[str, Any] = {
        "v": POSTER_VERSION,
        "game": session.match.game.id,
        "key": link_key(link),
        "seats": session.seats,
        "snapshot": session.snapshot(None, lang),
    }
    if caption:
        body["caption"] = dict(caption)
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = comp.compress(json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()) + comp.flush()
    text = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return text if len(text) <= MAX_POSTER_CHARS else None


def _captions(save: Save) -> list[dict[str, str]]:
    """The captions of a worked example's ``save``, one a step from the start (none when bad or absent)."""
    try:
        example = read_captions(save.meta, len(save.actions))
    except InvalidSave:
        return []
    return list(example["captions"]) if example else []


def example_poster(save: Save, link: str, moves: int, lang: str = i18n.DEFAULT_LANG) -> str | None:
    """The poster of an example's ``link`` (its ``save``) at step ``moves``: the position after its
    first ``moves`` moves, with that step's caption (``read_captions``; none when they are bad)."""
    captions = _captions(save)
    at = Save(save.game, save.players, save.options, save.seed, save.actions[:moves], save.meta)
    return make_poster(Session(Match.from_save(at)), link, lang, captions[moves] if moves < len(captions) else None)


def m_link(args: Mapping[str, Any]) -> Any:
    """The session's share link and, with ``poster`` true, its posters (each null when too big):
    ``poster`` of where its page opens (its end) and ``embed_poster`` of where its embed opens,
    the start of a worked example's (a link with captions: table.js), else the same."""
    session = _session(args)
    save = _captioned_to_its_moves(session.match.to_save())
    link = save.encode_link()
    if not args.get("poster"):
        return {"link": link}
    lang, captions, moves = str(args.get("lang", i18n.DEFAULT_LANG)), _captions(save), len(save.actions)
    poster = make_poster(session, link, lang, captions[moves] if moves < len(captions) else None)
    embed = example_poster(save, link, 0, lang) if captions and moves else poster
    return {"link": link, "poster": poster, "embed_poster": embed}


def _captioned_to_its_moves(save: Save) -> Save:
    """``save`` with its example's captions cut to its moves (a step shown, undone moves): a link never
    carries more captions than steps, which ``read_captions`` would refuse."""
    example = save.meta.get("example")
    if not isinstance(example, Mapping) or not isinstance(example.get("captions"), list):
        return save
    if len(example["captions"]) <= len(save.actions) + 1:
        return save
    meta = {**save.meta, "example": {**example, "captions": example["captions"][: len(save.actions) + 1]}}
    return Save(save.game, save.players, save.options, save.seed, save.actions, meta)


def m_example_link(args: Mapping[str, Any]) -> Any:
    """The link of an example made from ``session``'s moves ``first``..``last`` with its captions."""
    save = _session(args).match.to_save()
    first, last = args.get("first"), args.get("last")
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in (first, last)) or not (
        0 <= first <= last <= len(save.actions)  # type: ignore[operator]
    ):
        raise IllegalAction(f"there are no steps {first!r} to {last!r} in this game (it has {len(save.actions)})")
    assert isinstance(first, int) and isinstance(last, int)
    at = Save(save.game, save.players, save.options, save.seed, save.actions[:first], save.meta).replay()
    if type(at).codec is None:
        raise InvalidOptions(f"{save.game} cannot start from move {first} yet", key="app.author.no_position")
    meta = {**save.meta, "example": {"title": args.get("title") or {}, "captions": args.get("captions") or []}}
    read_captions(meta, last - first)
    example = Save(save.game, save.players, {"start": at.to_position()}, save.seed, save.actions[first:last], meta)
    link, lang = example.encode_link(), str(args.get("lang", i18n.DEFAULT_LANG))
    # its embed opens at the start, its page at the last step (table.js)
    posters = {
        "embed": example_poster(example, link, 0, lang),
        "page": example_poster(example, link, last - first, lang),
    }
    return {"link": link, "moves": last - first, "position": at.to_position(), "posters": posters}


def m_close(args: Mapping[str, Any]) -> Any:
    sid = str(args.get("session"))
    if sid in _SESSIONS and _SESSIONS[sid][0] == _CALLER[0]:
        del _SESSIONS[sid]
    return {"ok": True}


def drop_client(client: str) -> int:
    """End every session of the page ``client`` (it closed); how many there were."""
    gone = [sid for sid, (owner, _) in _SESSIONS.items() if owner == client]
    for sid in gone:
        del _SESSIONS[sid]
    return len(gone)


METHODS: dict[str, Callable[[Mapping[str, Any]], Any]] = {
    name[2:]: fn for name, fn in globals().items() if name.startswith("m_") and callable(fn)
}


def _error(e: Exception) -> dict[str, Any]:
    """``{error, message}`` and, when the error carries a catalog key, ``key`` and ``args``.

    The shell shows the catalog text of ``key`` (in the player's language), or a
    sentence for the error's class; ``message`` (English) goes behind "details".
    """
    result: dict[str, Any] = {"error": type(e).__name__, "message": str(e)}
    key = getattr(e, "key", None)
    if isinstance(key, str) and key:
        result["key"] = key
        args = getattr(e, "args_", None)
        if not isinstance(args, Mapping):
            args = getattr(e, "args", None)
        result["args"] = _jsonable(dict(args)) if isinstance(args, Mapping) else {}
    return result


def _jsonable(value: Any) -> Any:
    """``value`` with anything JSON cannot hold as text (error args come from anywhere)."""
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def call(method: str, args_json: str = "{}", client: str = "") -> str:
    """The one entry point: JSON text in, JSON text out; errors as ``{error, message}``.

    ``client`` names the page that calls (a shared engine serves several): it may
    use only the sessions it opened.
    """
    _CALLER[0] = str(client)
    try:
        fn = METHODS.get(method)
        if fn is None:
            raise KeyError(f"no engine method {method!r}")
        args = json.loads(args_json) if args_json else {}
        if not isinstance(args, dict):
            raise TypeError("arguments must be a JSON object")
        result = fn(args)
    except TabletopError as e:
        result = _error(e)
    except Exception as e:  # a bug: report it, keep the worker alive
        print(f"engine.{method} failed:\n{traceback.format_exc()}", file=sys.stderr)
        result = {"error": "InternalError", "message": f"{type(e).__name__}: {e}"}
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"))
