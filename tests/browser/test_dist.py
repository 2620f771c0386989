"""The built site is the whole site.

``scripts/build`` runs on a copy of the working tree (so it never rewrites the
``web/vendor/`` that the other browser tests are served from), the site it
writes is served alone by ``tools/serve.py --root`` (a plain static server, as
GitHub Pages is), and a browser walks what a visitor reaches: the lobby, every
game's set-up form and table, an embed and the Python lab, which runs an
example. No request may fail, every link of those pages must answer, and every
file the service worker lists (the offline copy of the app and of the lab) must
be in the site.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
for path in (ROOT / "pylib", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from tabletop.core.save import Save  # noqa: E402
from tests.browser.test_lab import lab_ready, run  # noqa: E402
from tests.support.server import StaticServer  # noqa: E402

pytestmark = pytest.mark.browser


def copy_tree(to: Path) -> None:
    """The working tree's files (tracked, and untracked but not ignored), with the npm install linked."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file() and not source.is_symlink():
            (to / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, to / name)
    (to / "node_modules").symlink_to(ROOT / "node_modules")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """(URL, folder) of the site that ``scripts/build`` makes, served alone."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("copying the working tree needs git and a checkout")
    # the build's font step must find fontTools in this virtualenv: were it missing, scripts/build
    # would install the package there from the copy (pip install -e), and the copy is thrown away
    import brotli  # noqa: F401
    import fontTools  # noqa: F401

    repo = tmp_path_factory.mktemp("repo")
    copy_tree(repo)
    out = tmp_path_factory.mktemp("site") / "dist"
    env = {**os.environ, "TABLETOP_VENV": sys.prefix}
    build = subprocess.run(["bash", "scripts/build", str(out)], cwd=repo, env=env, capture_output=True, text=True)
    assert build.returncode == 0, f"scripts/build failed:\n{build.stdout}\n{build.stderr}"
    assert not (out / "web" / "app" / "engine.py").exists(), "engine.py travels inside app-files.zip"
    with StaticServer(out) as server:
        yield server.url, out


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="GET"), timeout=20) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_every_file_the_service_worker_lists_is_in_the_site(site: tuple[str, Path]) -> None:
    url, out = site
    version = json.loads((out / "web" / "vendor" / "version.json").read_text())
    listed = [p for p in [*version["precache"], *version["lab"], *version["onDemand"]] if p != "./"]
    assert "lab.html" in listed and "pyscript.toml" in listed
    missing = [p for p in listed if not (out / p).is_file()]
    assert not missing, f"listed for the offline copy but not in the site: {missing}"
    assert [p for p in ("", "sw.js", "lab.html", "pyscript.toml") if status(url + p) != 200] == []


def test_a_visitor_reaches_every_page_and_resource_of_the_built_site(browser: Any, site: tuple[str, Path]) -> None:
    url, _ = site
    context = browser.new_context(base_url=url, service_workers="allow", viewport={"width": 1280, "height": 900})
    failed: list[str] = []
    links: set[str] = set()
    context.on("response", lambda r: r.status >= 400 and failed.append(f"{r.status} {r.url}"))
    # not failures: requests cut off by a navigation (the lab's one reload, a new route) and the
    # service worker's look for the web font in the HTTP cache alone (only-if-cached: a miss)
    benign = ("net::ERR_ABORTED", "net::ERR_CACHE_MISS")
    context.on("requestfailed", lambda r: r.failure not in benign and failed.append(f"failed {r.url} ({r.failure})"))

    def collect(page: Any) -> None:
        for href in page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)"):
            if urlsplit(href).netloc == urlsplit(url).netloc:
                links.add(href.split("#")[0])

    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto("./")
        page.wait_for_selector("html[data-app-state='ready']", state="attached", timeout=90_000)
        collect(page)
        games = [card.get_attribute("data-game") for card in page.locator(".game-card").all()]
        assert len(games) == 8, games
        for game in games:  # its set-up form, then its table
            page.evaluate(
                "r => { document.documentElement.dataset.appState = 'loading'; location.hash = r; }", f"#/{game}"
            )
            page.wait_for_selector("html[data-app-state='ready']", state="attached", timeout=90_000)
            collect(page)
            page.locator("#start-game").click()
            page.wait_for_selector("#view-root > *", state="attached", timeout=90_000)
            collect(page)
        # an embed of a share link
        link = Save("cucco", 3, {}, 7, (), {"seats": [{"name": n, "bot": None} for n in "ABC"]}).encode_link()
        page.goto(f"./?embed#/cucco/{link}")
        page.wait_for_selector("#view-root > *", state="attached", timeout=90_000)
        assert (
            page.evaluate(
                "performance.getEntriesByName(new URL('web/vendor/embed/boot.js', document.baseURI).href).length"
            )
            == 1
        )
        assert page.get_attribute("html", "data-bundle") is None, "the site's embed runs the bundle"
        collect(page)
        # the lab, from the site alone: it boots and runs an example
        lab = context.new_page()
        lab.on("pageerror", lambda exc: errors.append(str(exc)))
        lab.goto("./lab.html")
        lab_ready(lab)
        assert run(lab, "magiccircle"), "the example drew its result"
        collect(lab)
        assert not errors, errors
    finally:
        context.close()
    assert urljoin(url, "lab.html") in links, "the lobby links to the lab"
    broken = sorted(f"{status(href)} {href}" for href in links if status(href) != 200)
    assert not broken, f"links that do not answer: {broken}"
    assert not failed, "requests that failed:\n" + "\n".join(failed)
