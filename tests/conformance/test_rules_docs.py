"""The rules' sources are in the repository: ``docs/rules/<game>.md`` for every game, and no file cites a source
outside it (a specification under a shared folder, a path on a developer's machine, a ``.md`` that is not here).

Code cites the rules as ``docs/rules/<game>.md §N`` (``docs/rules/README.md``).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import tabletop

ROOT = Path(__file__).resolve().parents[2]
#: the folders whose files may cite the rules
FOLDERS = ("pylib", "web", "tests", "tools", "bench", "docs", "examples")
#: generated or installed, never written by hand
SKIP = {"vendor", "node_modules", "__pycache__", "dist", "build", "results"}
SUFFIXES = {".py", ".js", ".mjs", ".md", ".json", ".css", ".html", ".toml", ".txt", ".sh", ".yml", ".yaml"}

#: a specification of the shared folder, or a path on a developer's machine (``/home/pyodide/`` is Pyodide's own)
OUTSIDE = re.compile(r"shared/specs|(?<![\w.-])/work/")
#: a ``.md`` file named as a whole token (not the tail of a URL)
MD = re.compile(r"(?<![\w./:-])([\w./-]*\w\.md)\b")


def text_files() -> list[Path]:
    files = []
    for folder in FOLDERS:
        for where, dirs, names in os.walk(ROOT / folder):
            dirs[:] = sorted(d for d in dirs if d not in SKIP)  # never walk a generated tree
            files += [Path(where) / n for n in sorted(names) if Path(n).suffix in SUFFIXES]
    return files


def md_exists(name: str, cited_in: Path) -> bool:
    """A cited ``.md`` exists from the repository's root or from the citing file's folder."""
    return any((base / name).is_file() for base in (ROOT, cited_in.parent))


def bad_citations(text: str, cited_in: Path) -> list[str]:
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        where = f"{cited_in.relative_to(ROOT)}:{n}"
        out += [f"{where}: cites {m.group(0)!r} outside the repository" for m in OUTSIDE.finditer(line)]
        out += [
            f"{where}: cites {m.group(1)!r}, not in the repository"
            for m in MD.finditer(line)
            if not md_exists(m.group(1), cited_in)
        ]
    return out


def test_the_scan_reads_every_folder() -> None:
    files = text_files()
    assert {f.relative_to(ROOT).parts[0] for f in files} == set(FOLDERS)
    assert ROOT / "pylib" / "tabletop" / "polis" / "__init__.py" in files
    assert not [f for f in files if "vendor" in f.relative_to(ROOT).parts]


@pytest.mark.parametrize(
    ("line", "bad"),
    [
        ("Rules summary (spec ``shared/specs/polis.md``)", 2),  # the shared folder, and a .md not here
        ("// contract: /work/notes/polis-contract.md", 2),
        ("spec ``cucco.md`` §2.5", 1),
        ("see docs/rules/nosuchgame.md §3", 1),
        ("see docs/rules/polis.md §6 and bots.md", 0),  # bots.md: next to the citing file (docs/)
        ("Pyodide's /home/pyodide/tabletop/ and https://example.org/x/README.md", 0),
    ],
)
def test_the_check_finds_outside_citations(line: str, bad: int) -> None:
    assert len(bad_citations(line, ROOT / "docs" / "CONTRIBUTING.md")) == bad


def test_no_file_cites_a_source_outside_the_repository() -> None:
    here = Path(__file__).resolve()  # this file shows bad citations on purpose
    files = [path for path in text_files() if path != here]
    bad = [b for path in files for b in bad_citations(path.read_text(encoding="utf-8", errors="replace"), path)]
    assert not bad, "cite docs/rules/<game>.md §N instead:\n" + "\n".join(bad)


def test_every_registered_game_has_its_rules_page() -> None:
    games = set(tabletop.GAME_MODULES) | set(tabletop.GAMES)
    assert len(games) >= 8
    missing = sorted(g for g in games if not (ROOT / "docs" / "rules" / f"{g}.md").is_file())
    assert not missing, f"no docs/rules/<id>.md for {missing}"
    index = (ROOT / "docs" / "rules" / "README.md").read_text(encoding="utf-8")
    assert not [g for g in games if f"]({g}.md)" not in index], "docs/rules/README.md links every game"


@pytest.mark.parametrize("game", tabletop.GAME_MODULES)
def test_a_rules_page_has_numbered_sections_and_its_decisions(game: str) -> None:
    text = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    sections = re.findall(r"^## (\d+(?:\.\d+)*)\.? ", text, re.M)
    assert len(sections) >= 8, sections
    assert re.search(r"^## [\d.]+\.? Decisions", text, re.M)
    assert "## The project's additions" in text or re.search(r"^## [\d.]+\.? The project's additions", text, re.M)
    assert "Board Game Arena wiki" in text
