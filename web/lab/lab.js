// The Python lab (lab.html): PyScript's editor on the site's own Pyodide (pyscript.toml).
//
// 1. language (the app's choice, localStorage "tabletop.lang") and the lab's texts (messages.json);
// 2. the examples (web/lab/examples/*.py) become <script type="py-editor" env="lab"> editors
//    sharing one interpreter; the first carries config="./pyscript.toml";
// 3. PyScript is loaded from web/vendor/pyscript/ only after that (it finds the editors);
// 4. the interpreter is started at once (an editor's process()): <html data-lab-state="ready">
//    when an example can run;
// 5. the service worker (./sw.js) is asked to store the lab's files (offline after a visit).
//    It serves lab.html with COOP/COEP (cross-origin isolation, needed by the worker terminal).

import { listSaves } from "../app/store.js";

const root = document.documentElement;
const EXAMPLES = [
  { id: "laser", file: "1_laser.py" },
  { id: "cucco", file: "2_cucco.py" },
  { id: "magiccircle", file: "3_magiccircle.py" },
  { id: "bots", file: "4_bots.py" },
  { id: "save", file: "5_save.py" },
];
const mark = (name) => performance.mark(`lab:${name}`);
mark("start");

let messages = { en: {}, ja: {} };
const lang = () => (root.lang === "ja" ? "ja" : "en");
const t = (key, args = {}) =>
  String(messages[lang()][key] ?? messages.en[key] ?? key).replace(/\{(\w+)\}/g, (_, k) => args[k] ?? "");

function applyTexts() {
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n, el.dataset.i18nArgs ? JSON.parse(el.dataset.i18nArgs) : {});
  for (const b of document.querySelectorAll(".lab-lang [data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang()));
  document.title = `tabletop — ${t("title")}`;
}

function setStatus(key, args) {
  const el = document.getElementById("lab-status");
  el.dataset.i18n = key;
  if (args) el.dataset.i18nArgs = JSON.stringify(args);
  el.textContent = t(key, args);
}

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") el.textContent = v;
    else el.setAttribute(k, v);
  }
  el.append(...children);
  return el;
}

/** Example 5: put a save's text into the editor (the SAVE = r"""...""" line). */
function useSave(script, text) {
  const code = script.code;
  const safe = String(text).replace(/"""/g, '\\"\\"\\"');
  script.code = code.replace(/^SAVE = r""".*?"""$/ms, () => `SAVE = r"""${safe}"""`);
}

function savePicker(getScript) {
  const select = h("select", { id: "save-pick" }, h("option", { value: "", "data-i18n": "save.none", text: t("save.none") }));
  for (const save of listSaves()) {
    if (!save.data) continue;
    select.append(h("option", { value: save.key, text: `${save.game} · ${save.slot} · ${save.moves}` }));
  }
  select.addEventListener("change", () => {
    const save = listSaves().find((s) => s.key === select.value);
    useSave(getScript(), save ? save.text : "");
  });
  const file = h("input", { type: "file", id: "save-file", accept: ".json,application/json" });
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

async function buildEditors() {
  const box = document.getElementById("lab-examples");
  const sources = await Promise.all(EXAMPLES.map((e) => fetch(`web/lab/examples/${e.file}`).then((r) => r.text())));
  const scripts = [];
  EXAMPLES.forEach((example, i) => {
    const output = h("div", { id: `out-${example.id}`, class: "py-editor-output lab-output", "aria-live": "polite" });
    const script = h("script", { type: "py-editor", env: "lab", id: `ex-${example.id}`, "data-example": example.id, output: output.id });
    script.textContent = sources[i];
    const section = h(
      "section",
      { class: "lab-example", id: `example-${example.id}` },
      h("h2", { "data-i18n": `ex.${example.id}.title`, text: t(`ex.${example.id}.title`) }),
      h("p", { "data-i18n": `ex.${example.id}.about`, text: t(`ex.${example.id}.about`) }),
    );
    if (example.id === "save") section.append(savePicker(() => script));
    if (i === 0) script.setAttribute("config", "./pyscript.toml");
    section.append(script, output);
    box.append(section);
    scripts.push(script);
  });
  // a hidden editor of the same interpreter carries the config and starts it; the examples'
  // runs name their output through it
  return scripts;
}

/** Resolves when every editor is drawn (PyScript dispatches "py-editor" on each script). */
function editorsDrawn(scripts) {
  return Promise.all(
    scripts.map((s) => (s.target?.querySelector(".py-editor-box") ? null : new Promise((ok) => s.addEventListener("py-editor", ok, { once: true })))),
  );
}

async function offline() {
  const note = document.getElementById("lab-offline");
  if (!("serviceWorker" in navigator) || !window.isSecureContext) {
    note.dataset.i18n = "offline.no";
    note.textContent = t("offline.no");
    return;
  }
  try {
    await navigator.serviceWorker.register("./sw.js");
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    const done = new Promise((ok) => {
      navigator.serviceWorker.addEventListener("message", function on(event) {
        if (event.data?.type !== "cache-lab") return;
        navigator.serviceWorker.removeEventListener("message", on);
        ok(event.data);
      });
    });
    worker.postMessage({ type: "cache-lab" });
    const reply = await done;
    if (reply.ok) {
      note.dataset.i18n = "offline.ready";
      note.textContent = t("offline.ready");
      root.dataset.offline = "ready";
    } else {
      console.warn("lab: offline copy incomplete:", reply.error);
    }
  } catch (error) {
    console.warn("lab: no service worker:", error);
  }
}

function terminal() {
  const button = document.getElementById("open-terminal");
  button.addEventListener("click", () => {
    if (!window.crossOriginIsolated) {
      document.getElementById("terminal-note").hidden = false;
      return;
    }
    button.disabled = true;
    const script = h("script", { type: "py", worker: "", terminal: "", config: "./pyscript.toml" });
    script.textContent = "import code, tabletop\ncode.interact(banner=f'tabletop {tabletop.__version__}: games {tabletop.GAMES}', local={'tabletop': tabletop})";
    button.after(script);
  });
}

/**
 * PyScript's display() in the editor's worker needs SharedArrayBuffer, i.e. a cross-origin
 * isolated page: the service worker serves lab.html with COOP/COEP. On a first visit
 * the page was not served by it: register it, wait until it controls the page, reload once.
 * Resolves false when the page is about to reload.
 */
async function isolate() {
  const FLAG = "tabletop.lab.reloaded";
  if (window.crossOriginIsolated) {
    sessionStorage.removeItem(FLAG);
    return true;
  }
  if (!("serviceWorker" in navigator) || !window.isSecureContext || sessionStorage.getItem(FLAG)) return true;
  try {
    await navigator.serviceWorker.register("./sw.js");
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => {
        navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true });
        setTimeout(ok, 60_000);
      });
    }
    if (!navigator.serviceWorker.controller) return true;
  } catch (error) {
    console.warn("lab: no service worker:", error);
    return true;
  }
  sessionStorage.setItem(FLAG, "1");
  mark("reload");
  location.reload();
  return false;
}

async function main() {
  messages = await fetch("web/lab/messages.json").then((r) => r.json());
  applyTexts();
  for (const b of document.querySelectorAll(".lab-lang [data-lang]")) {
    b.addEventListener("click", () => {
      root.lang = b.dataset.lang;
      try {
        localStorage.setItem("tabletop.lang", root.lang);
      } catch {
        /* storage unavailable */
      }
      applyTexts();
    });
  }
  if (!(await isolate())) return;
  root.dataset.isolated = String(!!window.crossOriginIsolated);
  if (!window.crossOriginIsolated) document.getElementById("terminal-note").hidden = false;
  terminal();
  const scripts = await buildEditors();
  mark("editors-added");
  await import("../vendor/pyscript/core.js");
  mark("pyscript-loaded");
  await editorsDrawn(scripts);
  // display() without a target writes to the running editor's output: PyScript's editor does
  // not set it in the worker, so each run first names its output (display's current_target)
  const boot = scripts[0];
  for (const script of scripts) {
    script.handleEvent = async (event) => {
      if (!event.currentTarget) return true; // a process() call, not a run
      const id = JSON.stringify(script.getAttribute("output"));
      await boot.process(`import sys\nsys.modules["pyscript.display"].current_target = lambda: ${id}`);
      return true;
    };
  }
  mark("editors-drawn");
  root.dataset.labState = "editors";
  // start the shared interpreter now: the first run is then immediate
  await boot.process("import tabletop, labkit");
  mark("ready");
  root.dataset.labState = "ready";
  setStatus("ready");
  offline();
}

main().catch((error) => {
  console.error(error);
  root.dataset.labState = "error";
  setStatus("failed", { error: String(error?.message || error) });
});
