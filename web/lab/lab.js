// The Python lab (lab.html): PyScript's editor on the site's own Pyodide (pyscript.toml).
//
// How it fits together (PyScript 0.7.31, plugins/py-editor.js):
// 1. Cross-origin isolation. An editor runs in a worker; display() there reaches the page's
//    DOM synchronously, which needs SharedArrayBuffer, i.e. a cross-origin isolated page.
//    The service worker (./sw.js) serves lab.html, and only lab.html, with COOP/COEP. On a
//    first visit the page was not served by it: register it, reload once. Without it (no
//    service worker, or it is blocked) the lab says so in the page and starts nothing.
// 2. One interpreter for every editor (env="lab"). Its config comes from one hidden *setup*
//    editor, the only one with config="./pyscript.toml": it starts the interpreter at once and
//    runs labkit.ready(). An env is created by whichever of its editors runs first, with that
//    editor's config; an editor without one would start PyScript's default interpreter from
//    the network. So a run waits until the setup editor has created the env (runAfterSetup),
//    and the page's Content-Security-Policy (lab.html) refuses any request to another origin.
// 3. Output. An editor's worker has no default display() target; each example editor has
//    onbeforerun="...labkit.use_output('out-<id>')", so display() draws in its own output.
// 4. <html data-lab-state>: "loading", then "ready" once Python has imported the library
//    (labkit.ready() sets data-lab-python), or "error" with the reason in the status line:
//    a PyScript error banner (.py-error), an uncaught error, a refused request, or no answer.
// 5. The service worker is asked to store the lab's files (offline after one visit).

import { listSaves } from "../app/store.js";

const root = document.documentElement;
const ENV = "lab";
const EXAMPLES = [
  { id: "laser", file: "1_laser.py" },
  { id: "cucco", file: "2_cucco.py" },
  { id: "magiccircle", file: "3_magiccircle.py" },
  { id: "bots", file: "4_bots.py" },
  { id: "save", file: "5_save.py" },
];
/** the setup editor's code: import the library once, then tell the page (labkit.ready) */
const SETUP = ["from time import perf_counter as _t0", "_t0 = _t0()", "import labkit", "labkit.ready(_t0)", "del _t0"].join("\n");
/** the terminal's program: an interactive prompt with the library imported */
const TERMINAL = [
  "import code, tabletop",
  "code.interact(banner=f\"tabletop {', '.join(tabletop.GAMES)}\", local={'tabletop': tabletop})",
].join("\n");
/** Python must be up by then, or the lab reports it (a cold start takes a few seconds) */
const START_TIMEOUT_MS = 120_000;
/** PyScript (web/vendor/pyscript/, copied by tools/vendor.mjs): named by a variable, the type check does not follow it into the generated runtime */
const PYSCRIPT = "../vendor/pyscript/core.js";

/** @param {string} name */
const mark = (name) => performance.mark(`lab:${name}`);
mark("start");

/** @type {{en: Record<string, string>, ja: Record<string, string>}} the lab's catalog (web/lab/messages.json) */
let messages = { en: {}, ja: {} };
const lang = () => (root.lang === "ja" ? "ja" : "en");
/** @param {string} key @param {Record<string, unknown>} [args] */
const t = (key, args = {}) =>
  String(messages[lang()][key] ?? messages.en[key] ?? key).replace(/\{(\w+)\}/g, (_, k) => String(args[k] ?? ""));

function applyTexts() {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-i18n]"))) {
    el.textContent = t(String(el.dataset.i18n), el.dataset.i18nArgs ? JSON.parse(el.dataset.i18nArgs) : {});
  }
  for (const b of langButtons()) b.setAttribute("aria-pressed", String(b.dataset.lang === lang()));
  document.title = `tabletop — ${t("title")}`;
}

/** The language buttons of lab.html. */
const langButtons = () => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".lab-lang [data-lang]"));

/** @param {HTMLElement} el @param {string} key @param {Record<string, unknown>} [args] */
function setText(el, key, args) {
  el.dataset.i18n = key;
  if (args) el.dataset.i18nArgs = JSON.stringify(args);
  else delete el.dataset.i18nArgs;
  el.textContent = t(key, args);
}

/** @param {string} tag @param {Record<string, string>} [attrs] @param {...(Node | string)} children */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") el.textContent = v;
    else el.setAttribute(k, v);
  }
  el.append(...children);
  return el;
}

/** An element of lab.html. @param {string} id */
const byId = (id) => /** @type {HTMLElement} lab.html has it */ (document.getElementById(id));

/** The lab cannot run: say why in the page (never a silent fallback). @param {string} key @param {Record<string, unknown>} [args] */
function fail(key, args) {
  if (root.dataset.labState === "error") return;
  root.dataset.labState = "error";
  setText(byId("lab-status"), key, args);
  mark("error");
}

// ---- example 5: a save from this browser's storage or from a file ------------------------

/** A PyScript editor's <script> (PyScript gives it `code`, and `xworker`, `target`, `handleEvent`). @typedef {HTMLElement & Record<string, any>} EditorScript */

/** Put a save's text into the editor (its SAVE = r"""...""" line). @param {EditorScript} script @param {unknown} text */
function useSave(script, text) {
  const safe = String(text).replace(/"""/g, '\\"\\"\\"');
  script.code = script.code.replace(/^SAVE = r""".*?"""$/ms, () => `SAVE = r"""${safe}"""`);
}

/** @param {() => EditorScript} getScript */
function savePicker(getScript) {
  const select = /** @type {HTMLSelectElement} */ (h("select", { id: "save-pick" }, h("option", { value: "", "data-i18n": "save.none", text: t("save.none") })));
  for (const save of listSaves()) {
    if (save.data) select.append(h("option", { value: save.key, text: `${save.game} · ${save.slot} · ${save.moves}` }));
  }
  select.addEventListener("change", () => {
    const save = listSaves().find((s) => s.key === select.value);
    useSave(getScript(), save ? save.text : "");
  });
  const file = /** @type {HTMLInputElement} */ (h("input", { type: "file", id: "save-file", accept: ".json,application/json" }));
  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    if (f) useSave(getScript(), await f.text());
  });
  return h(
    "div",
    { class: "lab-pick" },
    h("label", { for: "save-pick", "data-i18n": "save.pick", text: t("save.pick") }),
    select,
    h("label", { for: "save-file", "data-i18n": "save.file", text: t("save.file") }),
    file,
  );
}

// ---- errors of a run: the user's line first ------------------------------------------------

/**
 * What a Python traceback says about the user's code: the last frame that is not a file of
 * the runtime (the editor's code has no path: PyScript shows it as "<exec>", which its HTML
 * output swallows as a tag), the code lines shown under it, and the last line (the message).
 * {line: number|null, code: [string], message: string}.
 * @param {string} text
 * @returns {{line: number | null, code: string[], message: string}}
 */
export function userError(text) {
  const lines = String(text).replace(/\s+$/, "").split("\n");
  const message = lines[lines.length - 1].trim();
  let at = -1;
  lines.forEach((l, i) => {
    const m = /^\s*File "([^"]*)", line \d+/.exec(l);
    if (m && !m[1].startsWith("/")) at = i;
  });
  if (at < 0) return { line: null, code: [], message };
  const code = [];
  for (const l of lines.slice(at + 1, -1)) {
    if (/^\s*File "/.test(l)) break;
    if (l.trim()) code.push(l);
  }
  return { line: Number(/line (\d+)/.exec(lines[at])?.[1]), code, message };
}

/**
 * An error PyScript drew in an example's output (a red span, Pyodide's whole traceback, the
 * runtime's own frames first): the message with the user's line and code first, in the page's
 * language; the full traceback behind a toggle.
 * @param {HTMLElement} span
 */
function tidyError(span) {
  if (span.dataset.tidy || !/Error|Exception|Traceback/.test(span.textContent ?? "")) return;
  const full = (span.textContent ?? "").replace(/\s+$/, "");
  const { line, code, message } = userError(full);
  if (!message) return;
  span.dataset.tidy = "1";
  const lead = h("strong", { class: "lab-error-message" });
  if (line === null) lead.textContent = message;
  else setText(lead, "error.at", { line, message });
  const trace = h("details", { class: "lab-error-trace" }, h("summary", { "data-i18n": "error.trace", text: t("error.trace") }), h("pre", { text: full }));
  span.replaceChildren(lead, ...(code.length ? [h("pre", { class: "lab-error-code", text: code.join("\n") })] : []), trace);
}

/** @param {HTMLElement} output */
function watchOutput(output) {
  new MutationObserver(() => {
    for (const span of /** @type {NodeListOf<HTMLElement>} */ (output.querySelectorAll("span[style*='red']"))) tidyError(span);
  }).observe(output, { childList: true });
}

// ---- the editors --------------------------------------------------------------------------

const setupScript = () => /** @type {EditorScript | null} */ (document.querySelector(`script[setup][env="${ENV}"]`));

/**
 * A run of an example waits until the setup editor has created the shared env (PyScript
 * defines `xworker` on it at that moment), so no run can create it without the config.
 * Resolves false (the run is dropped) when the lab failed.
 */
async function runAfterSetup() {
  while (!setupScript()?.xworker) {
    if (root.dataset.labState === "error") return false;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return true;
}

async function buildEditors() {
  const box = byId("lab-examples");
  const sources = await Promise.all(
    EXAMPLES.map(async (e) => {
      const response = await fetch(`web/lab/examples/${e.file}`);
      if (!response.ok) throw new Error(`web/lab/examples/${e.file}: HTTP ${response.status}`);
      return response.text();
    }),
  );
  // the config of PyScript's main (non-editor) scripts, i.e. the terminal: read when core.js loads
  document.head.append(h("py-config", { src: "./pyscript.toml" }));
  const setup = h("script", { type: "py-editor", env: ENV, setup: "", config: "./pyscript.toml" });
  setup.textContent = SETUP;
  box.append(setup);
  EXAMPLES.forEach((example, i) => {
    const output = h("div", { id: `out-${example.id}`, class: "lab-output", "aria-live": "polite" });
    watchOutput(output);
    const script = h("script", {
      type: "py-editor",
      env: ENV,
      id: `ex-${example.id}`,
      "data-example": example.id,
      output: output.id,
      onbeforerun: `__import__("labkit").use_output(${JSON.stringify(output.id)})`,
    });
    script.textContent = sources[i];
    const section = h(
      "section",
      { class: "lab-example", id: `example-${example.id}` },
      h("h2", { "data-i18n": `ex.${example.id}.title`, text: t(`ex.${example.id}.title`) }),
      h("p", { "data-i18n": `ex.${example.id}.about`, text: t(`ex.${example.id}.about`) }),
    );
    if (example.id === "save") section.append(savePicker(() => editorScript(example.id)));
    section.append(script, output);
    box.append(section);
  });
  return EXAMPLES.map((e) => editorScript(e.id));
}

/** The editor <script> of an example (buildEditors made it). @param {string} id */
const editorScript = (id) => /** @type {EditorScript} */ (byId(`ex-${id}`));

/** Every example editor drawn (PyScript dispatches "py-editor" on each script when it is). @param {EditorScript[]} scripts */
function editorsDrawn(scripts) {
  return Promise.all(
    scripts.map((s) => (s.target ? null : new Promise((ok) => s.addEventListener("py-editor", ok, { once: true })))),
  );
}

/** PyScript draws each editor (CodeMirror) in an open shadow root, out of reach of lab.css:
 *  long lines wrap rather than scroll a box the keyboard cannot reach (CodeMirror's scroller is
 *  not focusable); f-strings' colour (#e40 in CodeMirror's default highlight style, class ͼf in
 *  PyScript 0.7.31's build) is darkened to a 4.5:1 contrast on white (!important: CodeMirror's own rules are more specific). */
const EDITOR_CSS = `.cm-content { white-space: pre-wrap !important; overflow-wrap: anywhere !important; flex-shrink: 1 !important; }
.ͼf { color: #b33600 !important; }`;

/** Each example's code box (CodeMirror's textbox, which PyScript leaves unnamed) is named by the
 *  example's title, in the reader's language; its shadow root gets EDITOR_CSS once. */
function nameEditors() {
  for (const e of EXAMPLES) {
    const shadow = document.querySelector(`#example-${e.id} .py-editor-input > div`)?.shadowRoot;
    if (!shadow) continue;
    shadow.querySelector(".cm-content")?.setAttribute("aria-label", t(`ex.${e.id}.title`));
    // PyScript names its parts in English ("Python Script Run Button", "Python Script Area")
    const box = document.querySelector(`#example-${e.id}`);
    box?.querySelector(".py-editor-run-button")?.setAttribute("aria-label", t("run_label", { title: t(`ex.${e.id}.title`) }));
    box?.querySelector(".py-editor-input")?.setAttribute("aria-label", t(`ex.${e.id}.title`));
    if (!shadow.querySelector("style.lab-editor-css")) shadow.append(h("style", { class: "lab-editor-css", text: EDITOR_CSS }));
  }
}

/** Python has imported the library (labkit.ready() sets <html data-lab-python>). */
function pythonReady() {
  return new Promise(/** @param {(value?: void) => void} ok @param {(error: Error) => void} no */ (ok, no) => {
    const look = () => {
      const state = root.dataset.labPython;
      if (state === "ready") ok();
      else if (state) no(new Error(state));
    };
    new MutationObserver(look).observe(root, { attributes: true, attributeFilter: ["data-lab-python"] });
    look();
    setTimeout(() => no(new Error(`no answer from Python in ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
  });
}

/**
 * Until the lab is ready, a PyScript error banner, a refused request or an uncaught error is
 * the reason it cannot start (e.g. the interpreter did not load: PyScript's worker reports that
 * as an uncaught error). Later errors belong to a run and show in its editor's output.
 */
function watchErrors() {
  const starting = () => root.dataset.labState !== "ready";
  const look = () => {
    const banner = document.querySelector(".py-error");
    if (banner && starting()) fail("failed", { error: (banner.textContent ?? "").trim().split("\n").slice(-1)[0] });
  };
  new MutationObserver(look).observe(document.body, { childList: true });
  document.addEventListener("securitypolicyviolation", (event) => fail("failed", { error: `blocked: ${event.blockedURI}` }));
  addEventListener("error", (event) => starting() && fail("failed", { error: String(event.message || event.error) }));
  addEventListener("unhandledrejection", (event) => {
    if (starting()) fail("failed", { error: String(event.reason?.message || event.reason) });
  });
}

// ---- isolation and offline ----------------------------------------------------------------

/**
 * True when the page is cross-origin isolated. Otherwise, on a first visit, registers the
 * service worker and reloads once (resolves false: the page is going away); when that is not
 * possible, the lab reports it and resolves false.
 */
async function isolate() {
  const FLAG = "tabletop.lab.reloaded";
  if (window.crossOriginIsolated) {
    sessionStorage.removeItem(FLAG);
    return true;
  }
  const fallback = () => {
    fail("isolation");
    return false;
  };
  if (!("serviceWorker" in navigator) || !window.isSecureContext || sessionStorage.getItem(FLAG)) return fallback();
  try {
    await navigator.serviceWorker.register("./sw.js");
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => {
        navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true });
        setTimeout(ok, 30_000);
      });
    }
  } catch (error) {
    console.warn("lab: no service worker:", error);
    return fallback();
  }
  if (!navigator.serviceWorker.controller) return fallback();
  sessionStorage.setItem(FLAG, "1");
  location.reload();
  return false;
}

/** Ask the service worker to store the lab's files; <html data-offline="ready"> when it has. */
async function offline() {
  const note = byId("lab-offline");
  try {
    const registration = await navigator.serviceWorker.ready;
    const reply = new Promise((ok) => {
      navigator.serviceWorker.addEventListener("message", function on(event) {
        if (event.data?.type !== "cache-lab") return;
        navigator.serviceWorker.removeEventListener("message", on);
        ok(event.data);
      });
    });
    /** @type {ServiceWorker} ready resolves once there is one */ (registration.active).postMessage({ type: "cache-lab" });
    const { ok, error } = await reply;
    if (!ok) throw new Error(error);
    setText(note, "offline.ready");
    root.dataset.offline = "ready";
  } catch (error) {
    console.warn("lab: offline copy incomplete:", error);
    setText(note, "offline.no");
  }
}

// ---- the terminal (on demand: a second interpreter) ---------------------------------------

function terminal() {
  const button = /** @type {HTMLButtonElement} lab.html has it */ (byId("open-terminal"));
  button.disabled = false; // disabled in lab.html until the lab is ready
  button.addEventListener("click", () => {
    button.disabled = true;
    // its config is the page's <py-config> (buildEditors): the same local interpreter and files
    const script = h("script", { type: "py", worker: "", terminal: "" });
    script.textContent = TERMINAL;
    button.after(script);
  });
}

// ---- start ----------------------------------------------------------------------------------

async function main() {
  messages = await fetch("web/lab/messages.json").then((r) => r.json());
  applyTexts();
  for (const b of langButtons()) {
    b.addEventListener("click", () => {
      root.lang = String(b.dataset.lang);
      try {
        localStorage.setItem("tabletop.lang", root.lang);
      } catch {
        /* storage unavailable */
      }
      applyTexts();
      nameEditors();
    });
  }
  if (!(await isolate())) return;
  watchErrors();
  const scripts = await buildEditors();
  document.addEventListener("py-editor", (event) => {
    // every example editor, also one PyScript re-creates after "stop": its runs wait for the setup
    const script = /** @type {EditorScript | null} */ (event.target);
    if (script?.dataset?.example) script.handleEvent = runAfterSetup;
    nameEditors();
  });
  mark("editors-added");
  const python = pythonReady();
  await import(PYSCRIPT);
  mark("pyscript-loaded");
  await editorsDrawn(scripts);
  nameEditors();
  mark("editors-drawn");
  await python;
  mark("ready");
  if (root.dataset.labState === "error") return;
  root.dataset.labState = "ready";
  setText(byId("lab-status"), "ready");
  terminal();
  offline();
}

main().catch((error) => {
  console.error(error);
  fail("failed", { error: String((error !== null && typeof error === "object" && "message" in error && error.message) || error) });
});
