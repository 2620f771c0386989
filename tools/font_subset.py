"""Build step: a Japanese web font cut down to the app's own Japanese text.

A machine without a Japanese font shows the app's Japanese as boxes; this
writes a WOFF2 subset of BIZ UDPGothic (SIL Open Font License 1.1, from the
npm package ``@expo-google-fonts/biz-udpgothic`` of package.json) that has a
glyph for every Japanese character the app itself can show, plus the kana,
the CJK punctuation and the full-width ASCII forms:

  web/vendor/fonts/tabletop-ja.woff2   the font (``web/app/font.css`` names it)
  web/vendor/fonts/OFL.txt             the font's license, shipped beside it
  web/vendor/fonts/tabletop-ja.json    what it was made from: the characters, a
                                       hash of the inputs (``--check``), sizes

The characters are collected afresh on every build (tools/vendor.mjs runs
this), so a new message never meets a stale font:

- every message of ``tabletop.core.i18n.catalog("ja")`` once the library and
  ``web/app/engine.py`` (the app's ``APP_MESSAGES``) are imported;
- the Japanese text of every shipped file: ``index.html``, the shell's and the
  views' scripts, every ``web/games/*/messages.json``, the lab (``lab.html``,
  ``web/lab/``), the library's sources and data files (names and texts that are not in a catalog).

Only characters in the blocks of :data:`RANGES` go into the font: the
stylesheet's ``unicode-range`` is those blocks, so the browser asks for the
file only to draw Japanese that no earlier font of the stack has.

Usage: python tools/font_subset.py [--check] [--root DIR] [--out DIR]
  exit 0: built (or, with --check, up to date); 1: stale (--check);
  2: cannot build here (no fontTools/brotli, no source font): the app works
  without the file, with the machine's own fonts only.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import shutil
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = Path("web/vendor/fonts")
FONT_FILE = "tabletop-ja.woff2"
MANIFEST = "tabletop-ja.json"
LICENSE = "OFL.txt"
SOURCE_PACKAGE = Path("node_modules/@expo-google-fonts/biz-udpgothic")
SOURCE_FONT = SOURCE_PACKAGE / "400Regular/BIZUDPGothic_400Regular.ttf"
SOURCE_LICENSE = SOURCE_PACKAGE / "LICENSE_FONT"

#: the Unicode blocks the web font answers for (web/app/font.css has the same ``unicode-range``)
RANGES: tuple[tuple[int, int], ...] = (
    (0x3000, 0x30FF),  # CJK symbols and punctuation, hiragana, katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0x3400, 0x4DBF),  # CJK unified ideographs extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFF00, 0xFFEF),  # half-width and full-width forms
)

#: always in the font, whatever the messages say: every kana, the CJK punctuation and
#: full-width ASCII (names typed by players, new messages between two builds)
BASICS = "".join(
    chr(c)
    for lo, hi in ((0x3000, 0x303F), (0x3041, 0x3096), (0x3099, 0x30FF), (0xFF01, 0xFF5E))
    for c in range(lo, hi + 1)
)

#: the files of the app whose Japanese text is scanned (relative to the root)
SCANNED = ("index.html", "web/app", "web/games", "pylib/tabletop", "lab.html", "web/lab")
SCANNED_SUFFIXES = {".html", ".js", ".mjs", ".css", ".json", ".py", ".webmanifest"}


def japanese(text: Iterable[str]) -> set[str]:
    """The characters of ``text`` inside :data:`RANGES`."""
    return {ch for ch in text if any(lo <= ord(ch) <= hi for lo, hi in RANGES)}


def unicode_range() -> str:
    """The CSS ``unicode-range`` value of :data:`RANGES`."""
    return ", ".join(f"U+{lo:X}-{hi:X}" for lo, hi in RANGES)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _files(root: Path) -> Iterator[Path]:
    for name in SCANNED:
        path = root / name
        if path.is_file():
            yield path
        elif path.is_dir():
            for p in sorted(path.rglob("*")):
                if p.is_file() and p.suffix in SCANNED_SUFFIXES and "__pycache__" not in p.parts:
                    yield p


def file_text(root: Path) -> set[str]:
    """Japanese characters of the shipped files: their text, and the strings of the JSON files."""
    found: set[str] = set()
    for path in _files(root):
        text = path.read_text(encoding="utf-8", errors="replace")
        found |= japanese(text)
        if path.suffix == ".json" and "\\u" in text:  # escapes: the parsed strings
            with contextlib.suppress(ValueError):  # a file being edited: its raw text still counted
                found |= japanese("".join(_strings(json.loads(text))))
    return found


def catalog_text(root: Path) -> set[str]:
    """Japanese characters of ``i18n.catalog("ja")`` with the library and web/app/engine.py imported."""
    for p in (str(root / "web" / "app"), str(root / "pylib")):
        if p not in sys.path:
            sys.path.insert(0, p)
    import engine  # noqa: F401  (registers APP_MESSAGES; imports tabletop)

    from tabletop.core import i18n

    messages = i18n.catalog("ja")
    for path in sorted((root / "web" / "games").glob("*/messages.json")):
        for texts in json.loads(path.read_text(encoding="utf-8")).values():
            messages[path.parent.name] = messages.get(path.parent.name, "") + str(texts.get("ja", ""))
    return japanese("".join(messages.values()))


def wanted(root: Path) -> tuple[str, list[str]]:
    """The characters the font must have (sorted) and warnings."""
    warnings: list[str] = []
    chars = set(BASICS) | file_text(root)
    try:
        chars |= catalog_text(root)
    except Exception as e:  # the library does not import (being edited): the files still counted
        warnings.append(f"the catalogs were not imported ({type(e).__name__}: {e}); used the files' text only")
    return "".join(sorted(chars)), warnings


def inputs_hash(chars: str, source: Path) -> str:
    import fontTools

    digest = hashlib.sha256()
    digest.update(chars.encode("utf-8"))
    digest.update(hashlib.sha256(source.read_bytes()).digest())
    digest.update(Path(__file__).read_bytes())
    digest.update(fontTools.version.encode())
    return digest.hexdigest()[:16]


def build(chars: str, source: Path, out: Path) -> dict[str, Any]:
    """Write the WOFF2 subset of ``source`` with ``chars`` into ``out``; returns the manifest."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(source, lazy=False)
    cmap = font.getBestCmap()
    missing = [ch for ch in chars if ord(ch) not in cmap and ch not in BASICS]
    options = subset.Options()
    options.flavor = "woff2"
    options.hinting = False  # browsers render CJK well unhinted; a third of the glyph bytes
    options.desubroutinize = True
    options.layout_features = ["ccmp", "locl", "kern", "palt", "halt", "liga"]
    options.drop_tables += ["vhea", "vmtx", "meta", "DSIG"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # keeps the copyright and license notices
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(ch) for ch in chars if ord(ch) in cmap])
    subsetter.subset(font)
    out.mkdir(parents=True, exist_ok=True)
    tmp = out / (FONT_FILE + ".tmp")
    font.flavor = "woff2"
    font.save(tmp)
    tmp.replace(out / FONT_FILE)
    covered = "".join(ch for ch in chars if ord(ch) in cmap)
    return {
        "font": FONT_FILE,
        "family": "BIZ UDPGothic (subset)",
        "source": SOURCE_FONT.as_posix(),
        "license": LICENSE,
        "glyphs": len(font.getGlyphOrder()),
        "bytes": (out / FONT_FILE).stat().st_size,
        "missing": "".join(missing),
        "chars": covered,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if web/vendor/fonts is stale; change nothing")
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--out", type=Path, help="where to write (default: ROOT/web/vendor/fonts)")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    out = args.out.resolve() if args.out else root / OUT
    source = root / SOURCE_FONT
    try:
        import brotli  # noqa: F401  (fontTools' WOFF2 writer needs it)
        import fontTools  # noqa: F401
    except ImportError as e:
        print(f"font: not built ({e.name} is missing: pip install fonttools brotli)", file=sys.stderr)
        return 2
    if not source.is_file():
        print(f"font: not built ({source} is missing: run npm ci)", file=sys.stderr)
        return 2
    chars, warnings = wanted(root)
    for warning in warnings:
        print(f"font: warning: {warning}", file=sys.stderr)
    key = inputs_hash(chars, source)
    manifest_path = out / MANIFEST
    try:
        built = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        built = {}
    if args.check:
        fresh = built.get("inputs") == key and (out / FONT_FILE).is_file()
        if not fresh:
            print("font: web/vendor/fonts is stale (the app's Japanese text changed)", file=sys.stderr)
        return 0 if fresh else 1
    # tools/vendor.mjs starts web/vendor/ afresh on every run: the last fonts made are kept
    # under node_modules/.cache/ (by the hash of their inputs) and copied when still right
    cache = root / "node_modules" / ".cache" / "tabletop-font" / key
    if (cache / MANIFEST).is_file() and (cache / FONT_FILE).is_file():
        out.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(cache / FONT_FILE, out / FONT_FILE)
        manifest = json.loads((cache / MANIFEST).read_text(encoding="utf-8"))
    else:
        manifest = {**build(chars, source, out), "inputs": key}
        cache.mkdir(parents=True, exist_ok=True)
        older = sorted(cache.parent.iterdir(), key=lambda p: p.stat().st_mtime)[:-3]
        for old in older:  # the three newest are kept
            shutil.rmtree(old, ignore_errors=True)
        shutil.copyfile(out / FONT_FILE, cache / FONT_FILE)
        (cache / MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    license_text = (root / SOURCE_LICENSE).read_text(encoding="utf-8")
    (out / LICENSE).write_text(
        "web/vendor/fonts/tabletop-ja.woff2 is a subset of BIZ UDPGothic Regular, made by\n"
        "tools/font_subset.py (glyphs removed, hinting removed, converted to WOFF2).\n"
        "It is licensed under the SIL Open Font License, Version 1.1:\n\n" + license_text,
        encoding="utf-8",
    )
    manifest_path.write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(
        f"font: {OUT.as_posix()}/{FONT_FILE}: {len(manifest['chars'])} characters, "
        f"{manifest['glyphs']} glyphs, {manifest['bytes'] / 1e3:.0f} kB"
        + (f" (not in the source font: {manifest['missing']})" if manifest["missing"] else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
