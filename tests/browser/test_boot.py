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

import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

STDLIB = re.compile(r".*/web/vendor/pyodide/python_stdlib-pyc-[^/]*\.zip(\?.*)?$")
MANIFEST = re.compile(r".*/web/vendor/pyc/manifest\.json(\?.*)?$")
LIBRARY = re.compile(r".*/web/vendor/pyc/tabletop-[0-9a-f]+\.zip(\?.*)?$")


def boot_path(page: Any) -> str:
    return str(page.evaluate("document.documentElement.dataset.engineBoot"))


def assert_no_visible_error(page: Any) -> None:
    assert not page.locator("#boot-error").count()
    assert not page.locator(".py-error:visible").count()
    assert page.locator(".game-card").count() >= 1


def test_pyc_is_built_and_used(new_page: Any, helpers: Any) -> None:
    assert (ROOT / "web" / "vendor" / "pyc" / "manifest.json").is_file()
    assert list((ROOT / "web" / "vendor" / "pyodide").glob("python_stdlib-pyc-*.zip"))
    page = new_page()
    helpers.open_app(page)
    assert boot_path(page) == "library:pyc stdlib:pyc"
    assert_no_visible_error(page)


def test_missing_pyc_files_fall_back(new_page: Any, helpers: Any) -> None:
    page = new_page()
    for url in (STDLIB, MANIFEST):
        page.context.route(url, lambda route: route.fulfill(status=404, body="not found"))
    helpers.open_app(page)
    assert boot_path(page) == "library:absent stdlib:source"
    assert_no_visible_error(page)


def test_corrupt_pyc_files_fall_back(new_page: Any, helpers: Any) -> None:
    page = new_page()
    page.context.route(STDLIB, lambda route: route.fulfill(status=200, body=b"<html>a proxy's error page</html>"))
    page.context.route(LIBRARY, lambda route: route.fulfill(status=200, body=b"PK\x03\x04 not really a zip"))
    helpers.open_app(page)
    assert boot_path(page) == "library:mismatch: zip stdlib:source"
    assert_no_visible_error(page)


def test_library_changed_since_the_build_falls_back(new_page: Any, helpers: Any) -> None:
    """A .py file that differs from the one compiled (e.g. a stale build) wins."""
    page = new_page()

    def edit(route: Any) -> None:
        response = route.fetch()
        route.fulfill(response=response, body=response.text() + "\n# edited after the build\n")

    page.context.route(re.compile(r".*/pylib/tabletop/core/errors\.py(\?.*)?$"), edit)
    helpers.open_app(page)
    assert boot_path(page) == "library:mismatch: tabletop/core/errors.py stdlib:pyc"
    assert_no_visible_error(page)
