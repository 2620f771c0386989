"""A static server for the browser tier: ``tools/serve.py`` on a free port of 127.0.0.1."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class StaticServer:
    """``tools/serve.py --root root`` on a free port; ``url`` ends in ``/``; ``stop()`` takes it away.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder, StaticServer(Path(folder)) as server:
    ...     server.url.startswith("http://127.0.0.1:")
    True
    """

    def __init__(self, root: Path = ROOT) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(ROOT / "tools" / "serve.py"), "--port", "0", "--quiet", "--root", str(root)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        match = re.search(r"http://[\d.]+:\d+/", line)
        if not match:
            self.proc.kill()
            error = self.proc.stderr.read() if self.proc.stderr else ""
            raise RuntimeError(f"tools/serve.py did not start: {line!r} {error}")
        self.url = match.group(0)

    def stop(self) -> None:
        """Stop serving: every request to ``url`` is refused from now on."""
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)

    def __enter__(self) -> StaticServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
