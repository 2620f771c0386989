# Executed inside Pyodide by run.mjs (and by CPython in the test): seeded playout digests.
import json
import sys

from tests.support.playouts import digests

args = json.loads(ARGS_JSON)  # noqa: F821 - set by the runner
json.dumps({"python": sys.version.split()[0], "digests": digests(args["count"])})
