#!/usr/bin/env python3
"""Serve the static site (the repository root) on http://127.0.0.1:8000/.

Standard library only. Like GitHub Pages it sends correct MIME types
(.mjs, .wasm, .webmanifest, .json, .zip, .toml), compresses text assets with
gzip when the client accepts it, and answers conditional requests (ETag,
304). It sends ``Cache-Control: no-cache`` (revalidate every time) so that a
fresh build is seen at once and the service worker stays in charge of
offline copies; ``--max-age 600`` sends what GitHub Pages sends instead.

    python3 tools/serve.py [--port 8000] [--host 127.0.0.1] [--root DIR] [--quiet] [--max-age S]
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import gzip
import hashlib
import http.server
import os
import posixpath
import sys
import threading
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".webmanifest": "application/manifest+json; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".py": "text/x-python; charset=utf-8",
    ".toml": "application/toml; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}
#: types worth compressing (GitHub Pages compresses these too)
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".py", ".toml", ".md", ".txt", ".svg")
#: never served: version control, caches, local tooling
HIDDEN = (".git", ".venv", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "node_modules")

_gzip_cache: dict[tuple[str, int, int], bytes] = {}
_gzip_lock = threading.Lock()


def _gzipped(path: Path, st: os.stat_result) -> bytes:
    key = (str(path), st.st_mtime_ns, st.st_size)
    with _gzip_lock:
        data = _gzip_cache.get(key)
    if data is None:
        data = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        with _gzip_lock:
            _gzip_cache[key] = data
    return data


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = "tabletop-serve"
    protocol_version = "HTTP/1.1"
    # headers and body go out in two writes: with Nagle's algorithm the second can wait for
    # the browser's delayed ACK (tens of ms a response, when a page asks for many files)
    disable_nagle_algorithm = True
    root: Path = ROOT
    quiet = False
    #: the Cache-Control header of every file
    cache_control = "no-cache"

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)

    def _resolve(self) -> Path | None:
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        path = posixpath.normpath(path)
        parts = [p for p in path.split("/") if p and p not in (".", "..")]
        if any(p in HIDDEN for p in parts):
            return None
        target = self.root.joinpath(*parts)
        if target.is_dir():
            if not self.path.split("?")[0].endswith("/"):
                return target  # redirect below
            target = target / "index.html"
        return target

    def do_HEAD(self) -> None:
        self._serve(head=True)

    def do_GET(self) -> None:
        self._serve(head=False)

    def _serve(self, head: bool) -> None:
        target = self._resolve()
        if target is not None and target.is_dir():
            url = urllib.parse.urlsplit(self.path)
            self.send_response(301)
            self.send_header("Location", url.path + "/" + (f"?{url.query}" if url.query else ""))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if target is None or not target.is_file():
            body = b"404 not found\n"
            self.send_response(404)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if not head:
                self.wfile.write(body)
            return
        st = target.stat()
        suffix = target.suffix.lower()
        ctype = MIME.get(suffix, "application/octet-stream")
        accepts_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
        compress = accepts_gzip and suffix in COMPRESSIBLE and st.st_size > 256
        etag = '"{}{}"'.format(
            hashlib.sha1(f"{st.st_mtime_ns}:{st.st_size}".encode()).hexdigest()[:16], "-gz" if compress else ""
        )
        common = {
            "Content-Type": ctype,
            "ETag": etag,
            "Last-Modified": email.utils.formatdate(st.st_mtime, usegmt=True),
            "Cache-Control": self.cache_control,
            "Vary": "Accept-Encoding",
            "X-Content-Type-Options": "nosniff",
        }
        inm = self.headers.get("If-None-Match")
        if inm and etag in [t.strip() for t in inm.split(",")]:
            self.send_response(304)
            for k, v in common.items():
                self.send_header(k, v)
            self.end_headers()
            return
        body = _gzipped(target, st) if compress else target.read_bytes()
        self.send_response(200)
        for k, v in common.items():
            self.send_header(k, v)
        if compress:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                self.wfile.write(body)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 = any free port)")
    ap.add_argument("--host", default="127.0.0.1", help="interface (default 127.0.0.1)")
    ap.add_argument("--root", type=Path, default=ROOT, help="directory to serve (default: the repository)")
    ap.add_argument("--quiet", action="store_true", help="do not log requests")
    ap.add_argument("--max-age", type=int, help="Cache-Control: max-age=S, as GitHub Pages (600) (default: no-cache)")
    args = ap.parse_args(argv)
    Handler.root = args.root.resolve()
    Handler.quiet = args.quiet
    if args.max_age is not None:
        Handler.cache_control = f"max-age={args.max_age}"
    try:
        server = Server((args.host, args.port), Handler)
    except OSError as e:
        print(f"serve: cannot listen on {args.host}:{args.port}: {e}", file=sys.stderr)
        return 1
    host, port = server.server_address[:2]
    print(f"Serving tabletop at http://{host}:{port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
