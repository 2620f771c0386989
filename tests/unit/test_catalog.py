"""The build's catalog (web/vendor/pyc/catalog.json, tools/vendor.mjs) is what the engine says.

The page shows the lobby, the set-up forms, the bot levels and every message from that
file before Python is up (web/app/boot.js); the engine then plays with its own ``games``
and ``catalog``. This builds the engine's answer here, under CPython, from the library,
``web/app/engine.py`` and the views' messages, and compares it with the written file:
a label changed without a rebuild, or a build step that drifts from the engine, fails.

The views' own messages (``<game>.view.*``) are not in catalog.json but one file per game,
``web/vendor/pyc/catalog/<game>.json``, read by a table's page only (issue 41): together they
are the engine's catalog.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.support.engine import load_engine
from tools.catalog import build

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "web" / "vendor" / "pyc" / "catalog.json"


def shipped(messages: dict[str, str]) -> dict[str, str]:
    """The messages of the app's own namespaces (core, app, each game and its view): another test of
    this process may register a throwaway catalog, which the page never has."""
    import tabletop

    prefixes = ("core.", "app.", *(f"{g}." for g in tabletop.GAMES))
    return {k: v for k, v in messages.items() if k.startswith(prefixes)}


@pytest.fixture(scope="module")
def written() -> Any:
    """catalog.json with every game's view messages put back (as the page has them on a table)."""
    if not CATALOG.exists():
        pytest.skip("web/vendor is not built (node tools/vendor.mjs)")
    catalog = json.loads(CATALOG.read_text(encoding="utf-8"))
    for game in catalog["views"]:
        part = json.loads((CATALOG.parent / "catalog" / f"{game}.json").read_text(encoding="utf-8"))
        assert part["source"] == catalog["source"]
        for lang, texts in part["messages"].items():
            assert all(key.startswith(f"{game}.view.") for key in texts), (game, lang)
            catalog["messages"][lang].update(texts)
    return catalog


def test_the_lobby_s_catalog_leaves_the_views_messages_out() -> None:
    if not CATALOG.exists():
        pytest.skip("web/vendor is not built (node tools/vendor.mjs)")
    catalog = json.loads(CATALOG.read_text(encoding="utf-8"))
    for lang in ("en", "ja"):
        assert "app.engine.waiting" in catalog["messages"][lang]
        assert not [key for key in catalog["messages"][lang] if key.split(".")[1:2] == ["view"]]
    assert sorted(catalog["views"]) == sorted(g["id"] for g in catalog["games"])


def test_the_written_catalog_is_what_the_engine_says(written: Any) -> None:
    fresh = build()
    assert written["games"] == fresh["games"], "web/vendor/pyc/catalog.json is stale: run node tools/vendor.mjs"
    for lang in ("en", "ja"):
        now = shipped(fresh["messages"][lang])
        stale = sorted(k for k in now if written["messages"][lang].get(k) != now[k])
        extra = sorted(set(written["messages"][lang]) - set(now))
        assert not stale and not extra, (lang, stale[:10], extra[:10])


def test_the_catalog_holds_the_engines_own_games_and_messages(written: Any) -> None:
    """The method the build runs answers, for the shell, what the engine's own ``games`` and
    ``catalog`` calls do (the views' messages as app-files.zip registers them)."""
    engine = load_engine("catalog")
    engine._register_view_messages((p.parent.name, p) for p in sorted(ROOT.glob("web/games/*/messages.json")))
    assert written["games"] == json.loads(engine.call("games"))
    for lang in ("en", "ja"):
        messages = json.loads(engine.call("catalog", json.dumps({"lang": lang})))
        assert written["messages"][lang] == shipped(messages)
        assert "app.engine.waiting" in messages and any(k.startswith("cucco.view.") for k in messages)
    assert [g["id"] for g in written["games"]] == list(engine.tabletop.GAMES)


def test_each_written_reference_is_the_games_own() -> None:
    """web/vendor/pyc/reference/<game>.json, what a view reads before Python is up (a poster), is
    ``Game.reference()`` of every registered game, as the engine's ``reference`` call answers it."""
    import tabletop

    folder = CATALOG.parent / "reference"
    if not folder.is_dir():
        pytest.skip("web/vendor is not built (node tools/vendor.mjs)")
    assert sorted(p.stem for p in folder.glob("*.json")) == sorted(tabletop.GAMES)
    for game in tabletop.GAMES:
        written = json.loads((folder / f"{game}.json").read_text(encoding="utf-8"))
        assert written == json.loads(json.dumps(tabletop.get_game(game).reference())), (
            f"{game}: stale, run node tools/vendor.mjs"
        )
    assert json.loads((folder / "polis.json").read_text(encoding="utf-8"))["map"], "a real table, not an empty one"


#: Japanese next to an ASCII colon or parenthesis: Japanese text takes 「：」 and 「（）」
_ASCII_IN_JAPANESE = re.compile(
    r"[\u3040-\u30ff\u4e00-\u9fff）」]:|:\s*[\u3040-\u30ff\u4e00-\u9fff（「]"
    r"|[\u3040-\u30ff\u4e00-\u9fff]\s?\(|\)[\u3040-\u30ff\u4e00-\u9fff]|\([\u3040-\u30ff\u4e00-\u9fff]|[\u3040-\u30ff\u4e00-\u9fff]\)"
    r"|[\u3040-\u30ff\u4e00-\u9fff][!?]"  # a sentence's 「！」「？」 (a bare ? is the help key's name)
)
#: where an ASCII colon is what the player types: the syntax of a hand-written position
_TYPED_COLON = ("core.position.not_a_line",)


def test_japanese_messages_use_full_width_punctuation() -> None:
    """Every Japanese message the player reads (the rules', the log's, the views', the shell's)
    writes 「：」, 「（）」, 「！」 and 「？」, as the lists' 「、」 (``core.label``, ``listWords``)."""
    engine = load_engine("catalog-ja")
    engine._register_view_messages((p.parent.name, p) for p in sorted(ROOT.glob("web/games/*/messages.json")))
    messages = shipped(json.loads(engine.call("catalog", json.dumps({"lang": "ja"}))))
    texts = dict(messages)

    def japanese(node: Any, path: str) -> None:
        """the set-up forms' words: every ``ja`` of the games' titles, options, labels and help"""
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "ja" and isinstance(value, str):
                    texts[path] = value
                else:
                    japanese(value, f"{path}.{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                japanese(value, f"{path}[{i}]")

    japanese(json.loads(engine.call("games")), "games")
    wrong = {key: text for key, text in texts.items() if key not in _TYPED_COLON and _ASCII_IN_JAPANESE.search(text)}
    assert wrong == {}
