"""The Python lab (lab.html, PyScript's editor on the local Pyodide) in Chromium.

One visit does it all, as a user would: the lab boots from the test server alone (every
request that would leave 127.0.0.1 is refused and recorded, and the test fails on any), each
of the five examples is run with its ▶ button and must draw no error, and what each draws as
its result equals the same example run under CPython (tests/support/lab.py). Then the link
the Laser Reflection example made opens its puzzle in the app, the language switch and the
390 px layout are checked, and every file of the lab must be in the service worker's caches
(offline after one visit). One visit keeps it quick.
Screenshots: /tmp/tabletop-lab-*.png.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
for path in (ROOT / "pylib", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from tabletop.laserreflection import Board  # noqa: E402
from tests.support.lab import EXAMPLES, results_in, run_example  # noqa: E402

pytestmark = pytest.mark.browser

#: a cold start of the lab: the service worker's one reload, PyScript, Pyodide and the library
LAB_TIMEOUT_MS = 120_000
RUN_TIMEOUT_MS = 60_000


def lab_ready(page: Any) -> None:
    page.wait_for_selector(
        "html[data-lab-state='ready'], html[data-lab-state='error']", state="attached", timeout=LAB_TIMEOUT_MS
    )
    state = page.evaluate("document.documentElement.dataset.labState")
    assert state == "ready", f"lab state {state!r}: {page.inner_text('#lab-status')}"


def run(page: Any, name: str) -> dict[str, Any]:
    """Press the example's ▶ and return the results it drew; fails on any error it shows."""
    out = f"#out-{name}"
    page.locator(f"#example-{name} .py-editor-run-button").click()
    page.wait_for_selector(
        f"{out} .lab-result[data-name='{name}'], {out} span[style*='red']", state="attached", timeout=RUN_TIMEOUT_MS
    )
    # the run is over when ▶ is back (PyScript marks the button .running meanwhile)
    page.wait_for_function(
        "n => !document.querySelector(`#example-${n} .py-editor-run-button`).classList.contains('running')", arg=name
    )
    errors = page.locator(f"{out} span[style*='red']").all_inner_texts()
    assert not errors, f"{name}: {errors}"
    return results_in(page.inner_html(out))


def shown_clues(page: Any) -> dict[str, tuple[str, int]]:
    raw = page.eval_on_selector_all(".lr-edge[data-clue]", "els => els.map(e => [e.dataset.edge, e.dataset.clue])")
    return {edge: (clue.split()[0], int(clue.split()[1])) for edge, clue in raw}


def test_lab_runs_every_example_offline_like_cpython(new_page: Any, app_url: str, helpers: Any) -> None:
    page = new_page(service_workers="allow", viewport={"width": 1280, "height": 900})
    context = page.context
    local = urlsplit(app_url).netloc
    outside: list[str] = []

    def only_local(route: Any) -> None:
        url = urlsplit(route.request.url)
        if url.scheme in ("http", "https") and url.netloc != local:
            outside.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    context.route("**/*", only_local)
    context.on("request", lambda r: urlsplit(r.url).netloc not in (local, "") and outside.append(r.url))

    page.goto("./lab.html")
    lab_ready(page)
    assert page.evaluate("crossOriginIsolated"), "the service worker serves lab.html with COOP/COEP"
    assert page.locator(".py-editor-box").count() == len(EXAMPLES), "one editor an example, the setup one hidden"
    # PyScript's parts named in the reader's words, and no internal env name above the editors
    run_button = page.locator("#example-cucco .py-editor-run-button")
    assert run_button.get_attribute("aria-label") == "Run: Cucco: a deal, card by card"
    box = "document.querySelector('#example-cucco .py-editor-box')"
    assert page.evaluate(f"getComputedStyle({box}, '::before').content") == "none"

    shown = {name: run(page, name) for name in EXAMPLES}
    assert not page.locator(".py-error").count(), page.locator(".py-error").all_inner_texts()
    for name in EXAMPLES:
        assert shown[name] == run_example(name).results(), f"{name}: the page and CPython differ"
    page.screenshot(path="/tmp/tabletop-lab-en-1280.png", full_page=True)

    # a mistake in the code: its line and message first, Pyodide's own frames behind a toggle
    page.evaluate("document.getElementById('ex-cucco').code = 'x = 1\\ny = (\\n'")
    page.locator("#example-cucco .py-editor-run-button").click()
    error = page.locator("#out-cucco span[style*='red']")
    error.locator(".lab-error-message").wait_for(timeout=RUN_TIMEOUT_MS)
    first = error.inner_text().split("\n")[0]
    assert first.startswith("Line 2: SyntaxError: '(' was never closed"), error.inner_text()
    assert "y = (" in error.locator(".lab-error-code").inner_text()
    assert error.locator(".lab-error-trace").get_attribute("open") is None, "the traceback is folded"
    assert "_pyodide" in error.locator(".lab-error-trace pre").text_content(), "... and kept whole"
    page.locator("#out-cucco").scroll_into_view_if_needed()
    page.screenshot(path="/tmp/tabletop-lab-error-en.png")

    # the language switch and a phone's width
    page.locator(".lab-lang [data-lang='ja']").click()
    assert page.locator("h1").inner_text() == "Pythonラボ"
    assert run_button.get_attribute("aria-label").startswith("実行：")
    assert page.evaluate("localStorage.getItem('tabletop.lang')") == "ja"
    assert page.locator("#out-cucco .lab-error-message").inner_text().startswith("2行目：SyntaxError")
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scrolling at 390 px"
    page.screenshot(path="/tmp/tabletop-lab-ja-390.png", full_page=True)

    # the link made in the lab opens the same puzzle in the app
    href = page.locator("#out-laser a.lab-link").get_attribute("href")
    assert href and href.startswith(f"{app_url}#/laserreflection/")
    app = context.new_page()
    app.goto(href)
    helpers.wait_ready(app)
    app.locator("#lr-start").click()
    app.wait_for_selector(".lr-edge[data-clue]")
    assert shown_clues(app) == Board.parse(shown["laser"]["laser"]["puzzle"]).clues()
    # ... and the lobby links to the lab
    app.goto("./#/")
    helpers.wait_ready(app)
    assert app.locator("a[href='lab.html']").count() == 1
    app.close()

    # offline after that visit: the service worker has stored every file of the lab
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=LAB_TIMEOUT_MS)
    lab_files = json.loads((ROOT / "web" / "vendor" / "version.json").read_text())["lab"]
    missing = page.evaluate(
        "async (files) => { const out = []; for (const f of files) if (!(await caches.match(f))) out.push(f); return out; }",
        lab_files,
    )
    assert not missing, f"not stored for offline use: {missing}"

    assert not outside, f"requests that left {local}: {outside}"
