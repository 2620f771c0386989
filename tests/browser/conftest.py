"""Fixtures of the browser tier: a served app, Chromium, and a page helper.

- The app is served by ``tools/serve.py`` on a free port for the session
  (``web/vendor`` is built first with ``node tools/vendor.mjs`` if missing or stale;
  ``tests/support/server.py`` serves any other folder, e.g. a built site).
- Chromium: Playwright's own build when installed (``playwright install
  chromium``); otherwise Debian's ``/usr/bin/chromium`` with the flags the
  project's machines need.
- ``open_app(page, route)`` opens a route and waits for ``<html
  data-app-state="ready">``; pages made by ``new_page`` fail the test on any
  console error or uncaught page error.
- ``with_test_game=True`` injects a throwaway game (``fixtures/tinynim.py``
  and its view) through Playwright routes, so the shell can be tested
  without depending on any shipped game. Nothing of it is shipped.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import wait_idle, wait_turn
from tests.support.server import StaticServer

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "tinynim"
SYSTEM_CHROMIUM = "/usr/bin/chromium"
SYSTEM_CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: how long a cold boot of Pyodide may take on a slow, busy machine
BOOT_TIMEOUT_MS = 90_000


#: the throwaway test game is loaded by the tests, never collected (doctests) or registered here
collect_ignore_glob = ["fixtures/*"]


#: a routed fetch of an app file may wait behind many pages booting at once (two test workers)
FETCH_TIMEOUT_MS = 120_000


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).resolve().parent
    for item in items:
        if Path(str(item.fspath)).resolve().is_relative_to(here) and not item.name.startswith("test_bridge_"):
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: Any) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


# ---------------------------------------------------------------------------
# Chromium


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any], playwright: Any) -> dict[str, Any]:
    """Playwright's Chromium when installed; else $TABLETOP_CHROMIUM or Debian's chromium."""
    args = dict(browser_type_launch_args)
    if "executable_path" in args:
        return args
    chosen = os.environ.get("TABLETOP_CHROMIUM")
    if not (chosen and Path(chosen).exists()):
        chosen = None if Path(playwright.chromium.executable_path).exists() else SYSTEM_CHROMIUM
    if chosen and Path(chosen).exists():
        args["executable_path"] = chosen
        args["args"] = [*args.get("args", []), *SYSTEM_CHROMIUM_ARGS]
    return args


# ---------------------------------------------------------------------------
# the served app


def _ensure_vendor() -> None:
    node = shutil.which("node")
    stamp = ROOT / "web" / "vendor" / "version.json"
    if node is None:
        if not stamp.exists():
            pytest.skip("web/vendor is missing and node is not installed (run scripts/play once)")
        return
    if not stamp.exists() or not (ROOT / "sw.js").exists():
        subprocess.run([node, "tools/vendor.mjs"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        return
    check = subprocess.run([node, "tools/vendor.mjs", "--check"], cwd=ROOT, capture_output=True)
    if check.returncode != 0:
        subprocess.run([node, "tools/vendor.mjs"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


@pytest.fixture(scope="session")
def app_url() -> Iterator[str]:
    """Base URL (ending in /) of the app served by tools/serve.py on a free port."""
    _ensure_vendor()
    with StaticServer() as server:
        yield server.url


# ---------------------------------------------------------------------------
# the throwaway test game


APP_ZIP = re.compile(r".*/web/vendor/pyc/app-files\.zip(\?.*)?$")
SRC_ZIP_FILE = ROOT / "web" / "vendor" / "pyc" / "library-src.zip"
CATALOG = re.compile(r".*/web/vendor/pyc/catalog\.json(\?.*)?$")


def route_app_files(context: Any, edit: Callable[[dict[str, bytes]], None]) -> None:
    """Serve the worker's zip of app files (tools/vendor.mjs) changed by ``edit(files)``.

    ``files`` maps the paths in the worker's file system (``tabletop/core/errors.py``,
    ``tabletop_web/messages/<id>.json``) to their bytes; ``edit`` changes it in place.
    The library's sources (``library-src.zip``, which a boot fetches only when the .pyc
    cannot serve) are in it too when ``edit`` changed one of them: the engine then
    runs those ``.py`` files (web/app/engine.py, ``_source_hashes``).
    """

    def handler(route: Any) -> None:
        response = route.fetch(timeout=FETCH_TIMEOUT_MS)
        with zipfile.ZipFile(io.BytesIO(response.body())) as original:
            files = {name: original.read(name) for name in original.namelist()}
        with zipfile.ZipFile(SRC_ZIP_FILE) as sources:
            library = {name: sources.read(name) for name in sources.namelist()}
        merged = {**library, **files}
        edit(merged)
        changed = {name: data for name, data in merged.items() if library.get(name) != data}
        # an edited library travels whole, as the lab's does
        files = merged if any(name.startswith("tabletop/") for name in changed) else changed
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as changed:
            for name, data in files.items():
                # a fixed date: the same files make the same zip (its sha256 keys the memory snapshot)
                changed.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
        route.fulfill(response=response, body=out.getvalue())

    context.route(APP_ZIP, handler)


WRAPPER = re.compile(r".*/web/vendor/pyodide/tabletop-pyodide\.mjs(\?.*)?$")
SNAPSHOT_DELAY = "const SNAPSHOT_DELAY_MS = 1500;"


def no_memory_snapshots(context: Any) -> None:
    """Serve the interpreter wrapper with its memory snapshot put off for a day.

    Every fresh context boots the .pyc way and would then start a second
    interpreter to make the next visit's snapshot: seconds of CPU per test
    that only tests/browser/test_boot.py (marked ``memory_snapshots``) uses.
    """

    def handler(route: Any) -> None:
        response = route.fetch(timeout=FETCH_TIMEOUT_MS)
        text = response.text()
        if SNAPSHOT_DELAY not in text:
            raise AssertionError(f"tools/pyodide-wrapper.mjs has no {SNAPSHOT_DELAY!r} to put off")
        route.fulfill(response=response, body=text.replace(SNAPSHOT_DELAY, "const SNAPSHOT_DELAY_MS = 86_400_000;"))

    context.route(WRAPPER, handler)


#: the browser without SharedWorker: the app falls back to a plain worker per page (index.html)
NO_SHARED_WORKER = "delete window.SharedWorker;"


def install_test_game(context: Any) -> None:
    """Route the app's files so that the worker also loads fixtures/tinynim.py."""

    def add_tinynim(files: dict[str, bytes]) -> None:
        files["tabletop/tinynim.py"] = (EXAMPLE / "tinynim.py").read_bytes()
        files["tabletop_web/messages/tinynim.json"] = (EXAMPLE / "messages.json").read_bytes()
        files["tabletop/__init__.py"] += b'\nimportlib.import_module(f"{__name__}.tinynim")\nGAMES = game_ids()\n'

    route_app_files(context, add_tinynim)
    # the build's catalog (web/vendor/pyc/catalog.json) has no Tiny Nim: unreadable, so the
    # shell asks the engine for the games and messages (web/app/boot.js)
    context.route(CATALOG, lambda route: route.fulfill(status=200, content_type="application/json", body="{}"))

    def patch_views(route: Any) -> None:
        response = route.fetch(timeout=FETCH_TIMEOUT_MS)
        body = response.text().replace(
            "export const VIEWS = {",
            'export const VIEWS = {\n  tinynim: () => import("../../examples/tinynim/view.js"),',
        )
        route.fulfill(response=response, body=body)

    context.route(re.compile(r".*/web/app/views\.js(\?.*)?$"), patch_views)


# ---------------------------------------------------------------------------
# pages


class ConsoleLog:
    """Console errors and page errors of one page."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.allowed: list[re.Pattern[str]] = []

    def attach(self, page: Any) -> None:
        page.on("console", self._console)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))

    def _console(self, msg: Any) -> None:
        if msg.type != "error":
            return
        text = msg.text
        if any(p.search(text) for p in self.allowed):
            return
        self.errors.append(f"console.error: {text} @ {msg.location.get('url', '')}")

    def allow(self, pattern: str) -> None:
        self.allowed.append(re.compile(pattern))


@pytest.fixture
def new_page(browser: Any, app_url: str, request: Any) -> Iterator[Callable[..., Any]]:
    """Factory: new_page(with_test_game=False, service_workers="block", init_script=None, **context_args).

    Every page it makes fails the test on console errors (see ``page.console_log.allow``).
    Its boots make no memory snapshot unless the test is marked ``memory_snapshots``, and its
    engine is the plain-worker fallback unless the test is marked ``shared_engine``.
    """
    contexts: list[Any] = []
    logs: list[ConsoleLog] = []

    def make(
        *, with_test_game: bool = False, service_workers: str = "block", init_script: str | None = None, **kwargs: Any
    ) -> Any:
        kwargs.setdefault("viewport", {"width": 1200, "height": 850})
        kwargs.setdefault("locale", "en-US")
        context = browser.new_context(base_url=app_url, service_workers=service_workers, **kwargs)
        contexts.append(context)
        if request.node.get_closest_marker("memory_snapshots") is None:
            no_memory_snapshots(context)
        if request.node.get_closest_marker("shared_engine") is None:
            # Playwright routes a page's and a plain worker's requests, never a shared worker's:
            # the tests that route the engine's files run it as the fallback, a plain worker
            context.add_init_script(NO_SHARED_WORKER)
        if with_test_game:
            install_test_game(context)
        if init_script:
            context.add_init_script(init_script)
        page = context.new_page()
        log = ConsoleLog()
        log.attach(page)
        logs.append(log)
        page.console_log = log
        return page

    yield make
    if getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed:
        for i, context in enumerate(contexts):
            for j, page in enumerate(context.pages):
                with contextlib.suppress(Exception):
                    page.screenshot(path=f"/tmp/tabletop-fail-{request.node.name}-{i}{j}.png", full_page=True)
    errors = [e for log in logs for e in log.errors]
    for context in contexts:
        with contextlib.suppress(Exception):
            # a route handler still fetching when the context closes would raise
            # "Response has been disposed" into the next test's first Playwright call
            context.unroute_all(behavior="ignoreErrors")
            context.close()
    assert not errors, "console errors:\n" + "\n".join(errors)


def wait_ready(page: Any, timeout: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until the app is interactive (``data-app-state`` "ready"); fail on "error".

    A route change (Play again, Back) may set "loading" again between the match of a
    "ready" and the read of the state; then it waits again, within the same ``timeout``.
    """
    deadline = time.monotonic() + timeout / 1000
    while True:
        left = max(1, round((deadline - time.monotonic()) * 1000))
        page.wait_for_selector(
            "html[data-app-state='ready'], html[data-app-state='error']", state="attached", timeout=left
        )
        state = page.evaluate("document.documentElement.dataset.appState")
        if state == "ready":
            return
        if state == "error":
            text = page.inner_text("body")[:2000]
            raise AssertionError(f"app state is {state!r}:\n{text}")


def wait_engine(page: Any, timeout: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until the engine is up (``<html data-engine="up">``): the lobby and a set-up form
    are interactive before it (web/app/boot.js works from the build's catalog)."""
    page.wait_for_selector("html[data-engine='up'], html[data-app-state='error']", state="attached", timeout=timeout)
    wait_ready(page, timeout)


def open_app(page: Any, route: str = "", *, query: str = "") -> Any:
    """Go to ``index.html{query}#/{route}`` and wait until it is interactive and its engine up."""
    page.goto(f"./{query}#/{route}")
    wait_ready(page)
    wait_engine(page)
    return page


def navigate(page: Any, route: str) -> None:
    """Change the hash route of an already booted page and wait for ready."""
    page.evaluate("r => { document.documentElement.dataset.appState = 'loading'; location.hash = '#/' + r; }", route)
    wait_ready(page)


def saves(page: Any) -> dict[str, Any]:
    """The tabletop:* save keys in localStorage, parsed."""
    raw = page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('tabletop:'))"
        ".map(k => [k, localStorage.getItem(k)]))"
    )
    out: dict[str, Any] = {}
    for key, text in raw.items():
        try:
            out[key] = json.loads(text)
        except ValueError:
            out[key] = text
    return out


@pytest.fixture
def helpers() -> Any:
    class H:
        open_app = staticmethod(open_app)
        navigate = staticmethod(navigate)
        wait_ready = staticmethod(wait_ready)
        wait_engine = staticmethod(wait_engine)
        wait_idle = staticmethod(wait_idle)
        wait_turn = staticmethod(wait_turn)
        saves = staticmethod(saves)
        route_app_files = staticmethod(route_app_files)
        BOOT_TIMEOUT_MS = BOOT_TIMEOUT_MS
        NO_SHARED_WORKER = NO_SHARED_WORKER

    return H
