"""The Japanese web font (tools/font_subset.py): it has a glyph for every Japanese
character of the app's catalogs, the built one is not stale, and web/app/font.css
asks for it only for the Japanese blocks."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILT = ROOT / "web" / "vendor" / "fonts"

pytest.importorskip("fontTools")
pytest.importorskip("brotli")
from fontTools.ttLib import TTFont  # noqa: E402


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("font_subset", ROOT / "tools" / "font_subset.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("font_subset", module)
    spec.loader.exec_module(module)
    return module


font_subset = _tool()


def catalog_japanese() -> set[str]:
    """Every Japanese character of the ja catalogs: the library, APP_MESSAGES, the views' messages.json."""
    for p in (str(ROOT / "web" / "app"), str(ROOT / "pylib")):
        if p not in sys.path:
            sys.path.insert(0, p)
    import engine  # noqa: F401  (registers APP_MESSAGES)

    import tabletop
    from tabletop.core import i18n

    # only what ships: not the template game or doctest messages another test registered in this process
    shipped = {"app", "core", *tabletop.GAMES}
    text = "".join(v for k, v in i18n.catalog("ja").items() if k.split(".")[0] in shipped)
    for path in (ROOT / "web" / "games").glob("*/messages.json"):
        text += "".join(str(v["ja"]) for v in json.loads(path.read_text(encoding="utf-8")).values())
    chars = font_subset.japanese(text)
    assert len(chars) > 300, "the catalogs were not read"
    return chars


def cmap(path: Path) -> set[str]:
    return {chr(c) for c in TTFont(path).getBestCmap()}


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The font as the build makes it from the catalogs now."""
    if not (ROOT / font_subset.SOURCE_FONT).is_file():
        pytest.skip("the source font is not installed (npm ci)")
    out = tmp_path_factory.mktemp("fonts")
    assert font_subset.main(["--out", str(out)]) == 0
    return out


def test_the_build_covers_every_japanese_character_of_the_catalogs(fresh: Path) -> None:
    covered = cmap(fresh / "tabletop-ja.woff2")
    missing = sorted(catalog_japanese() - covered)
    assert not missing, f"not in the subset: {''.join(missing)}"
    source = cmap(ROOT / font_subset.SOURCE_FONT)
    assert not sorted(ch for ch in font_subset.BASICS if ch in source and ch not in covered), "kana and punctuation"
    assert "あ" in covered and "ヴ" in covered and "！" in covered
    manifest = json.loads((fresh / "tabletop-ja.json").read_text(encoding="utf-8"))
    assert manifest["missing"] == "", "the source font lacks characters the app uses"
    assert "SIL Open Font License" in (fresh / "OFL.txt").read_text(encoding="utf-8")


def test_the_subset_is_small_and_japanese_only(fresh: Path) -> None:
    font = fresh / "tabletop-ja.woff2"
    assert font.read_bytes()[:4] == b"wOF2"
    assert font.stat().st_size < 150_000, "the web font grew past its first-visit budget"
    covered = cmap(font)
    outside = sorted(ch for ch in covered if not font_subset.japanese(ch))
    assert outside == [], f"characters the stylesheet never asks the font for: {outside}"


def test_a_new_message_makes_the_built_font_stale(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What fails when someone adds a string and the build is not run again."""
    from tabletop.core import i18n

    catalog_japanese()  # the library imported
    assert font_subset.main(["--check", "--out", str(fresh)]) == 0
    assert "鬱" not in cmap(fresh / "tabletop-ja.woff2")
    monkeypatch.setitem(i18n._CATALOG, "test.font.new", {"en": "Gloom", "ja": "憂鬱"})
    assert font_subset.main(["--check", "--out", str(fresh)]) == 1
    rebuilt = fresh.parent / (fresh.name + "-rebuilt")
    assert font_subset.main(["--out", str(rebuilt)]) == 0
    assert "鬱" in cmap(rebuilt / "tabletop-ja.woff2")


def test_the_built_font_is_current() -> None:
    """web/vendor/fonts (tools/vendor.mjs) has every Japanese character of today's catalogs."""
    if not (ROOT / "web" / "vendor" / "version.json").is_file():
        pytest.skip("web/vendor is not built (node tools/vendor.mjs)")
    font = BUILT / "tabletop-ja.woff2"
    assert font.is_file(), "web/vendor/fonts/tabletop-ja.woff2 is missing: run node tools/vendor.mjs"
    missing = sorted(catalog_japanese() - cmap(font))
    assert not missing, f"the built web font is stale (run node tools/vendor.mjs): {''.join(missing)}"
    version = json.loads((ROOT / "web" / "vendor" / "version.json").read_text(encoding="utf-8"))
    assert "web/vendor/fonts/tabletop-ja.woff2" in version["onDemand"]  # (with the library's sources)
    assert not any("fonts/" in f for f in version["precache"]), "the font is fetched on demand, not precached"


def test_the_stylesheet_asks_for_the_font_only_for_japanese() -> None:
    css = (ROOT / "web" / "app" / "font.css").read_text(encoding="utf-8")
    face = re.search(r"@font-face\s*{([^}]*)}", css)
    assert face, "web/app/font.css has no @font-face"
    body = face.group(1)
    assert re.search(r'font-family:\s*"Tabletop JP"', body)
    assert 'url("../vendor/fonts/tabletop-ja.woff2") format("woff2")' in body
    assert "font-display: swap" in body
    assert re.search(r"unicode-range:\s*([^;]*);", body).group(1).strip() == font_subset.unicode_range()  # type: ignore[union-attr]
    stack = re.search(r"--font-ja:\s*([^;]*);", css).group(1)  # type: ignore[union-attr]
    families = [f.strip().strip('"') for f in stack.split(",")]
    assert families[-2:] == ["Tabletop JP", "sans-serif"], "the web font comes after every installed Japanese font"
    app_css = (ROOT / "web" / "app" / "app.css").read_text(encoding="utf-8")
    assert re.search(r"--font-ui:[^;]*Meiryo, var\(--font-ja, sans-serif\);", app_css)
    assert re.search(r"--font: system-ui, var\(--font-ui\);", app_css)
    # Japanese pages without system-ui, whose fallback can keep boxes (test_font.py)
    assert re.search(r'html\[lang="ja"\] \{ --font: var\(--font-ui\); \}', app_css)
    assert '<link rel="stylesheet" href="web/app/font.css">' in (ROOT / "index.html").read_text(encoding="utf-8")
