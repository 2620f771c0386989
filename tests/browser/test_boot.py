"""Boot from build-time bytecode (issue 7) and every fallback to a normal boot.

tools/pyc.mjs (run by tools/vendor.mjs) writes a standard library with .pyc
(used by the interpreter wrapper web/vendor/pyodide/tabletop-pyodide.mjs as
``stdLibURL``) and the rules library as a .pyc zip with a manifest (used by
web/app/engine.py when it matches the .py files). ``<html data-engine-boot>``
says which path was taken: ``library:<pyc|why not> stdlib:<pyc|source>``.
Whatever is missing, corrupt or mismatched, the page must still reach
``ready`` with no error the player sees.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

#: these tests are about the memory snapshot: pages make it as a user's browser does
pytestmark = pytest.mark.memory_snapshots

ROOT = Path(__file__).resolve().parents[2]

STDLIB = re.compile(r".*/web/vendor/pyodide/python_stdlib-pyc-[^/]*\.zip(\?.*)?$")
MANIFEST = re.compile(r".*/web/vendor/pyc/manifest\.json(\?.*)?$")
LIBRARY = re.compile(r".*/web/vendor/pyc/tabletop-[0-9a-f]+\.zip(\?.*)?$")
SOURCES = re.compile(r".*/web/vendor/pyc/library-src\.zip(\?.*)?$")
FULL_STDLIB = re.compile(r".*/web/vendor/pyodide/python_stdlib\.zip(\?.*)?$")


def boot_path(page: Any) -> str:
    # the lobby is interactive before the engine is up (web/app/boot.js)
    page.wait_for_selector("html[data-engine='up']", state="attached", timeout=90_000)
    return str(page.evaluate("document.documentElement.dataset.engineBoot"))


def assert_no_visible_error(page: Any) -> None:
    assert not page.locator("#boot-error").count()
    assert page.locator(".game-card").count() >= 1


def asked_for(page: Any, url: re.Pattern[str]) -> list[str]:
    """The requests for ``url`` from now on (the page's, its worker's), each let through.

    Not the service worker's: it looks for the on-demand files in the HTTP cache only
    (``keepOnDemand`` in web/sw.js), which never reaches the network.
    """
    asked: list[str] = []

    def handler(route: Any) -> None:
        if getattr(route.request, "service_worker", None) is None:
            asked.append(route.request.url)
        route.continue_()

    page.context.route(url, handler)
    return asked


def test_pyc_is_built_and_used(new_page: Any, helpers: Any) -> None:
    assert (ROOT / "web" / "vendor" / "pyc" / "manifest.json").is_file()
    assert list((ROOT / "web" / "vendor" / "pyodide").glob("python_stdlib-pyc-*.zip"))
    page = new_page()
    full = asked_for(page, FULL_STDLIB)
    sources = asked_for(page, SOURCES)
    helpers.open_app(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    assert_no_visible_error(page)
    helpers.navigate(page, "cucco")  # a game route: its imports are in the trimmed standard library too
    assert full == [], "a boot needed a module left out of the .pyc standard library"
    assert sources == [], "a boot from the .pyc fetched the library's sources (issue 41)"


def _import_a_left_out_module(files: dict[str, bytes]) -> None:
    files["tabletop_web/engine.py"] += b"\nimport difflib\n_ = difflib.SequenceMatcher(None, 'ab', 'ac').ratio()\n"


def test_a_module_left_out_of_the_boot_standard_library_is_fetched_when_imported(new_page: Any, helpers: Any) -> None:
    """tools/stdlib_fallback.py: the full standard library, read once, synchronously, by the worker."""
    page = new_page()
    full = asked_for(page, FULL_STDLIB)
    helpers.route_app_files(page.context, _import_a_left_out_module)
    helpers.open_app(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    assert_no_visible_error(page)
    assert len(full) == 1, full


def test_missing_pyc_files_fall_back(new_page: Any, helpers: Any) -> None:
    page = new_page()
    sources = asked_for(page, SOURCES)
    for url in (STDLIB, MANIFEST):
        page.context.route(url, lambda route: route.fulfill(status=404, body="not found"))
    helpers.open_app(page)
    assert boot_path(page) == "library:absent stdlib:source"
    assert_no_visible_error(page)
    assert len(sources) == 1, sources


def _stale_source_hash(files: dict[str, bytes]) -> None:
    """The app was built from another errors.py than the .pyc (a stale build in development)."""
    hashes = json.loads(files["tabletop_web/sources.json"])
    hashes["tabletop/core/errors.py"] = "0" * 64
    files["tabletop_web/sources.json"] = json.dumps(hashes).encode()


def test_a_pyc_that_does_not_match_fetches_the_sources_and_plays(new_page: Any, helpers: Any) -> None:
    """The sources come only when the .pyc cannot serve (issue 41), and the game still plays."""
    page = new_page()
    sources = asked_for(page, SOURCES)
    helpers.route_app_files(page.context, _stale_source_hash)
    helpers.open_app(page)
    assert boot_path(page) == "library:mismatch: tabletop/core/errors.py stdlib:pyc"
    assert_no_visible_error(page)
    assert len(sources) == 1, sources
    play_one_move(page, helpers)


def test_corrupt_pyc_files_fall_back(new_page: Any, helpers: Any) -> None:
    page = new_page()
    page.context.route(STDLIB, lambda route: route.fulfill(status=200, body=b"<html>a proxy's error page</html>"))
    page.context.route(LIBRARY, lambda route: route.fulfill(status=200, body=b"PK\x03\x04 not really a zip"))
    helpers.open_app(page)
    assert boot_path(page) == "library:mismatch: zip stdlib:source"
    assert_no_visible_error(page)


def _edit_errors_py(files: dict[str, bytes]) -> None:
    files["tabletop/core/errors.py"] += b"\n# edited after the build\n"


def test_library_changed_since_the_build_falls_back(new_page: Any, helpers: Any) -> None:
    """A .py file that differs from the one compiled (e.g. a stale build) wins."""
    page = new_page()
    helpers.route_app_files(page.context, _edit_errors_py)
    helpers.open_app(page)
    assert boot_path(page) == "library:mismatch: tabletop/core/errors.py stdlib:pyc"
    assert_no_visible_error(page)


# ---------------------------------------------------------------------------
# memory snapshots (tools/pyodide-wrapper.mjs): made after a .pyc boot, used by the next one

SNAPSHOTS = """async () => {
  const cache = await caches.open("tabletop-snapshot");
  const out = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;  // deleted since keys(): the engine is replacing the snapshot
    const bytes = new Uint8Array(await response.arrayBuffer());
    out.push({ url: request.url, key: response.headers.get("x-tabletop-key"), size: bytes.length, magic: Array.from(bytes.slice(0, 4)) });
  }
  return out;
}"""

#: rewrite the one stored snapshot: mode "garbage" (its header), "build" (another wasm build), or "rename" (another version's key)
TAMPER = r"""async (mode) => {
  const cache = await caches.open("tabletop-snapshot");
  const [request] = await cache.keys();
  const response = await cache.match(request);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let url = request.url;
  if (mode === "garbage") bytes.fill(7, 0, 64);
  if (mode === "build") bytes[16] ^= 0xff;  // the header's build id
  if (mode === "rename") url = url.replace(/tabletop-snapshot\/[^/]+$/, "tabletop-snapshot/py0.0.0-000000000000");
  await cache.delete(request);
  await cache.put(url, new Response(bytes, { headers: response.headers }));
  return url;
}"""


def stored_snapshots(page: Any, *, at_least: int = 1, timeout_s: float = 90.0) -> list[dict[str, Any]]:
    """The stored snapshots, once there are ``at_least`` (the engine makes one a moment after a .pyc boot)."""
    deadline = time.monotonic() + timeout_s
    while True:
        found = list(page.evaluate(SNAPSHOTS))
        if len(found) >= at_least or time.monotonic() > deadline:
            return found
        time.sleep(0.25)


def valid(snapshot: dict[str, Any]) -> bool:
    return bool(snapshot["magic"] != [7, 7, 7, 7] and snapshot["size"] > 1_000_000)


def play_one_move(page: Any, helpers: Any) -> None:
    """The engine works: a Cucco game against bots starts, and the bots play up to the person's turn."""
    helpers.navigate(page, "cucco")
    page.click("#start-game")
    helpers.wait_ready(page)
    helpers.wait_idle(page)
    assert page.locator("#view-root .cu-hand, #view-root [class^='cu-']").count() > 0
    assert not page.locator("#boot-error").count()


def test_snapshot_is_made_after_a_pyc_boot_and_used_by_the_next(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    (snapshot,) = stored_snapshots(page)
    assert valid(snapshot) and "/tabletop-snapshot/py" in snapshot["url"]
    assert re.fullmatch(r"[0-9a-f]{64}/[0-9a-f]{64}", snapshot["key"]), snapshot["key"]  # library / app files
    page.reload()
    helpers.wait_ready(page)
    assert boot_path(page) == "library:pyc stdlib:snapshot"
    assert_no_visible_error(page)
    # restored twice, Python's random state differs (reseeded after each restore)
    draws = []
    for _ in range(2):
        page.reload()
        helpers.wait_ready(page)
        assert boot_path(page) == "library:pyc stdlib:snapshot"
        draws.append(page.evaluate("document.documentElement.dataset.randomProbe"))
    assert draws[0] != draws[1], draws
    play_one_move(page, helpers)


@pytest.mark.parametrize("mode", ["garbage", "build"])
def test_a_broken_snapshot_falls_back_and_is_replaced(new_page: Any, helpers: Any, mode: str) -> None:
    page = new_page()
    helpers.open_app(page)
    stored_snapshots(page)
    page.evaluate(TAMPER, mode)
    page.reload()
    helpers.wait_ready(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    assert_no_visible_error(page)
    # the broken one is dropped and a good one made again
    deadline = time.monotonic() + 90
    while not (len(found := stored_snapshots(page)) == 1 and valid(found[0])) and time.monotonic() < deadline:
        time.sleep(0.25)
    assert len(found) == 1 and valid(found[0]), found
    page.reload()
    helpers.wait_ready(page)
    assert boot_path(page) == "library:pyc stdlib:snapshot"


def test_a_snapshot_of_another_version_is_never_used(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page)
    stored_snapshots(page)
    old = page.evaluate(TAMPER, "rename")
    page.reload()
    helpers.wait_ready(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    # the new version's snapshot replaces it
    deadline = time.monotonic() + 90
    while old in [s["url"] for s in stored_snapshots(page)] and time.monotonic() < deadline:
        time.sleep(0.25)
    urls = [s["url"] for s in stored_snapshots(page)]
    assert len(urls) == 1 and urls[0] != old, urls


def test_the_app_changed_since_the_snapshot(new_page: Any, helpers: Any) -> None:
    """A snapshot holds the app as it was; after the app's files change it is not used, and is replaced."""
    page = new_page()
    helpers.open_app(page)
    (old,) = stored_snapshots(page)
    helpers.route_app_files(page.context, _edit_errors_py)
    page.reload()
    helpers.wait_ready(page)
    # the edited .py file wins over the compiled library, and the old snapshot is not used
    assert boot_path(page) == "library:mismatch: tabletop/core/errors.py stdlib:pyc"
    deadline = time.monotonic() + 90
    found = stored_snapshots(page, at_least=0)
    while [s["key"] for s in found] in ([], [old["key"]]) and time.monotonic() < deadline:
        time.sleep(0.25)
        found = stored_snapshots(page, at_least=0)
    assert len(found) == 1 and found[0]["key"] != old["key"] and valid(found[0]), found
    assert found[0]["key"].split("/")[0] == old["key"].split("/")[0]  # the same compiled library, other app files
    # the new snapshot holds the library as imported from the edited sources
    page.reload()
    helpers.wait_ready(page)
    assert boot_path(page) == "library:mismatch: tabletop/core/errors.py stdlib:snapshot"
    play_one_move(page, helpers)


def test_storage_that_refuses_the_snapshot(new_page: Any, helpers: Any, app_url: str) -> None:
    page = new_page()
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": app_url.rstrip("/"), "quotaSize": 1_000_000})
    helpers.open_app(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    time.sleep(8)  # time enough to make a snapshot and fail to store it
    assert stored_snapshots(page, at_least=0) == []
    page.reload()
    helpers.wait_ready(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    assert_no_visible_error(page)


# ---------------------------------------------------------------------------
# an engine that cannot start says so (web/app/engine-worker.mjs, web/app/engine.js)

WORKER = re.compile(r".*/web/app/engine-worker\.mjs(\?.*)?$")
APP_FILES = re.compile(r".*/web/vendor/pyc/app-files\.zip(\?.*)?$")


@pytest.mark.parametrize("missing", ["worker", "app files"])
def test_an_engine_that_cannot_start_shows_why_and_offers_a_reload(new_page: Any, missing: str) -> None:
    page = new_page()
    page.console_log.allow(r"404|Failed to load|app-files\.zip")
    page.context.route(
        WORKER if missing == "worker" else APP_FILES, lambda route: route.fulfill(status=404, body="gone")
    )
    page.goto("./#/")
    page.wait_for_selector("html[data-app-state='error']", state="attached", timeout=60_000)
    panel = page.locator("#boot-error")
    assert panel.is_visible()
    if missing == "app files":
        assert "app-files.zip: HTTP 404" in panel.inner_text()
    assert panel.get_by_role("button").count() == 1  # Reload
    # no call the page sent during the boot was left waiting (the lobby may have sent none: the
    # build's catalog): each was answered with the error
    assert page.evaluate("document.documentElement.dataset.busy") != "true"
