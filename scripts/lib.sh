# Shared set-up steps of scripts/play and scripts/test (sourced, not run).
VENV="${TABLETOP_VENV:-.venv}"

log() { printf '\033[1m[tabletop]\033[0m %s\n' "$*" >&2; }

pick_python() {
  for py in python3.14 python3.13 python3.12 python3.11 python3; do
    if command -v "$py" >/dev/null 2>&1 && "$py" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$py"; return 0
    fi
  done
  log "Python 3.11 or newer is needed"; return 1
}

# ensure_python_env [extra]: a virtualenv in $VENV with the package (and extras) installed
ensure_python_env() {
  local extra="${1:-}" stamp spec
  if [ ! -x "$VENV/bin/python" ]; then
    log "creating virtualenv $VENV"
    "$(pick_python)" -m venv "$VENV" || return 1
  fi
  spec="."; [ -n "$extra" ] && spec=".[$extra]"
  stamp="$VENV/.installed-$(sha256sum pyproject.toml | cut -c1-16)-${extra:-base}"
  if [ ! -f "$stamp" ]; then
    log "installing Python packages ($spec)"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check -e "$spec" || return 1
    touch "$stamp"
  fi
}

# ensure_node_runtime [--dev] [vendor args]: node_modules matching package-lock.json (npm ci
# when missing or stale), then web/vendor/ and ./sw.js from it (tools/vendor.mjs, given the
# args). With --dev (scripts/test) the dev tools (eslint, typescript, and axe-core for the
# browser tests) count too; the site never needs them, so scripts/play and scripts/build do
# not reinstall for them.
ensure_node_runtime() {
  command -v node >/dev/null 2>&1 || { log "Node.js 20.19 or newer is needed (https://nodejs.org)"; return 1; }
  command -v npm >/dev/null 2>&1 || { log "npm is needed (it comes with Node.js)"; return 1; }
  local stale dev=""
  if [ "${1:-}" = "--dev" ]; then dev=1; shift; fi
  stale=$(TABLETOP_NODE_DEV="$dev" node -e '
    const fs = require("fs");
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")).packages || {};
    for (const [path, info] of Object.entries(lock)) {
      if (!path.startsWith("node_modules/") || (info.dev && !process.env.TABLETOP_NODE_DEV) || info.optional) continue;
      try {
        const pkg = JSON.parse(fs.readFileSync(path + "/package.json", "utf8"));
        if (pkg.version !== info.version) { console.log(path); process.exit(0); }
      } catch { console.log(path); process.exit(0); }
    }
  ')
  if [ -n "$stale" ]; then
    log "installing the npm packages (npm ci: $stale is missing or stale)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
  node tools/vendor.mjs "$@"
}

# chromium_version EXE: the browser's version line (Debian's wrapper script prints noise on stderr)
chromium_version() { "$1" --version 2>/dev/null | head -n 1; }

# use_chromium EXE WHY: export it for the browser tests and say which browser they use and why
use_chromium() {
  export TABLETOP_CHROMIUM="$1"
  log "browser tests use $(chromium_version "$1" || echo "$1") at $1 ($2)"
}

# ensure_chromium: the browser the browser tests drive, said out loud. In order:
# $TABLETOP_CHROMIUM; Playwright's own Chromium when it is installed; a distribution
# chromium; Playwright's download; Debian's chromium through apt. Stops with a message
# that says what to install when none of them gives a browser.
ensure_chromium() {
  local exe
  if [ -n "${TABLETOP_CHROMIUM:-}" ]; then
    if [ -x "$TABLETOP_CHROMIUM" ]; then use_chromium "$TABLETOP_CHROMIUM" "TABLETOP_CHROMIUM is set"; return 0; fi
    log "TABLETOP_CHROMIUM=$TABLETOP_CHROMIUM is not an executable file: unset it or point it at a Chromium"
    return 1
  fi
  if exe=$(playwright_chromium); then
    log "browser tests use Playwright's own Chromium at $exe"
    return 0
  fi
  for exe in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$exe" ]; then use_chromium "$exe" "Playwright's own Chromium is not installed"; return 0; fi
  done
  log "installing Playwright's Chromium (playwright install chromium)"
  if timeout 600 "$VENV/bin/python" -m playwright install chromium >/dev/null 2>&1 && exe=$(playwright_chromium); then
    log "browser tests use Playwright's own Chromium at $exe"
    return 0
  fi
  if command -v apt-get >/dev/null 2>&1; then
    log "Playwright's download failed; installing Debian's chromium (apt-get install chromium)"
    local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    if ! $sudo apt-get update -q >/dev/null; then
      log "apt-get update failed: install a Chromium (apt-get install chromium, or playwright install chromium) and run again"
      return 1
    fi
    if ! $sudo apt-get install -y -q chromium >/dev/null; then
      log "apt-get install chromium failed: install a Chromium (or playwright install chromium) and run again"
      return 1
    fi
    for exe in /usr/bin/chromium /usr/bin/chromium-browser; do
      if [ -x "$exe" ]; then use_chromium "$exe" "installed just now from Debian's packages"; return 0; fi
    done
    log "apt-get installed chromium but no /usr/bin/chromium exists: set TABLETOP_CHROMIUM to its path and run again"
    return 1
  fi
  log "no Chromium available: run 'playwright install chromium' (or install your distribution's chromium and set TABLETOP_CHROMIUM to it), then run again"
  return 1
}

# playwright_chromium: print the path of Playwright's own Chromium if it is installed
playwright_chromium() {
  "$VENV/bin/python" - <<'PY' 2>/dev/null
import os, sys
from playwright.sync_api import sync_playwright
with sync_playwright() as p:
    path = p.chromium.executable_path
    print(path)
    sys.exit(0 if os.path.exists(path) else 1)
PY
}
