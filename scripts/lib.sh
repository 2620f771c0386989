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

# ensure_node_runtime: node_modules matching package-lock.json (npm ci when missing or
# stale, dev dependencies included: the browser tests inject axe-core), then web/vendor/
# and ./sw.js from it (tools/vendor.mjs)
ensure_node_runtime() {
  command -v node >/dev/null 2>&1 || { log "Node.js 20 or newer is needed (https://nodejs.org)"; return 1; }
  command -v npm >/dev/null 2>&1 || { log "npm is needed (it comes with Node.js)"; return 1; }
  local stale
  stale=$(node -e '
    const fs = require("fs");
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")).packages || {};
    for (const [path, info] of Object.entries(lock)) {
      if (!path.startsWith("node_modules/") || info.optional) continue;
      try {
        const pkg = JSON.parse(fs.readFileSync(path + "/package.json", "utf8"));
        if (pkg.version !== info.version) { console.log(path); process.exit(0); }
      } catch { console.log(path); process.exit(0); }
    }
  ')
  if [ -n "$stale" ]; then
    log "installing the browser runtime (npm ci: $stale is missing or stale)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
  node tools/vendor.mjs
}

# ensure_chromium: Playwright's own Chromium where it can be downloaded, else Debian's chromium
ensure_chromium() {
  if [ -n "${TABLETOP_CHROMIUM:-}" ] && [ -x "$TABLETOP_CHROMIUM" ]; then return 0; fi
  if "$VENV/bin/python" - <<'PY' 2>/dev/null; then return 0; fi
import os, sys
from playwright.sync_api import sync_playwright
with sync_playwright() as p:
    sys.exit(0 if os.path.exists(p.chromium.executable_path) else 1)
PY
  for exe in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$exe" ]; then export TABLETOP_CHROMIUM="$exe"; return 0; fi
  done
  log "installing Playwright's Chromium"
  if timeout 600 "$VENV/bin/python" -m playwright install chromium >/dev/null 2>&1; then return 0; fi
  if command -v apt-get >/dev/null 2>&1; then
    log "Playwright's download failed; installing Debian's chromium"
    local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q chromium >/dev/null
    export TABLETOP_CHROMIUM=/usr/bin/chromium
    return 0
  fi
  log "no Chromium available: install one (playwright install chromium) and run again"; return 1
}
