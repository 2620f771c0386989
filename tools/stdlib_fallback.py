"""The rest of the standard library, fetched the first time a module needs it.

The app boots from a trimmed standard library: only the modules a boot and
the engine import, as .pyc (tools/pyc.mjs builds it and adds this module to
it as ``_tabletop_stdlib_fallback``). Any other standard-library module is in
Pyodide's full ``python_stdlib.zip``. This finder sits last on
``sys.meta_path``: when nothing else finds a module whose top-level name is a
standard-library one (``NAMES``, filled in at build time), it asks the page's
JavaScript for the full zip once (``tabletopFullStdlib()``, a synchronous read
set up by the interpreter wrapper, tools/pyodide-wrapper.mjs), puts it on
``sys.path`` and finds the module there. A name outside the standard library
(an optional import that fails anyway) never causes the download.

Runs only inside Pyodide: this file is a build input, not part of the rules
library.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

#: where the full standard library is written once fetched
FULL = "/lib/python-full-stdlib.zip"
#: the top-level module names of the full standard library (set by tools/pyc.mjs)
NAMES: frozenset[str] = frozenset()
#: the modules this finder has found, in order (for tests and reports)
served: list[str] = []


class FullStdlib:
    """A meta-path finder for the standard-library modules the trimmed zip leaves out."""

    @classmethod
    def find_spec(
        cls, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name.partition(".")[0] not in NAMES or not _fetched():
            return None
        # a submodule is looked for in its package's folder of the full zip:
        # the package itself may have come from the trimmed one
        where = None if path is None else [FULL + "/" + name.rpartition(".")[0].replace(".", "/")]
        spec = importlib.machinery.PathFinder.find_spec(name, where, target)
        if spec is not None:
            served.append(name)
        return spec


def _fetched() -> bool:
    if os.path.exists(FULL):
        return True
    import js  # Pyodide's bridge to the worker's globals

    data = js.tabletopFullStdlib()
    if data is None:
        return False
    with open(FULL, "wb") as f:
        f.write(data.to_py())
    if FULL not in sys.path:
        sys.path.append(FULL)
    return True


def install() -> None:
    """Put the finder last on ``sys.meta_path`` (once)."""
    if FullStdlib not in sys.meta_path:
        sys.meta_path.append(FullStdlib)
