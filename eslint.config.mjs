// ESLint (flat config): the recommended rules over every JavaScript file of the
// repository, with the globals of where each folder runs. scripts/test runs it.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "web/vendor/", "dist/", "build/", "sw.js", "bench/results/", ".venv/"] },
  js.configs.recommended,
  {
    // the pages: the app shell, the views, the lab and the example view
    files: ["web/**/*.js", "examples/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
  },
  {
    // the engine worker (a SharedWorker or a module worker)
    files: ["web/app/engine-worker.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.worker, ...globals.sharedWorker } },
  },
  {
    // the service worker's logic, loaded by ./sw.js with importScripts (a classic script)
    files: ["web/sw.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
  {
    // the interpreter wrapper: copied into web/vendor/ for the engine worker, and imported by Node's tests
    files: ["tools/pyodide-wrapper.mjs"],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    // build steps and Node tests
    files: ["tools/**/*.mjs", "tests/**/*.mjs", "eslint.config.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
  },
];
