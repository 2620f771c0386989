// Run Python code against the tabletop library inside Pyodide, under Node.
// usage: node tests/pyodide/run.mjs <python-file> [json-args]
// The repository is mounted at /repo in Pyodide's file system (pylib/ on sys.path);
// the Python file's last expression is printed as JSON on stdout.
import { loadPyodide } from "pyodide";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const [file, args = "null"] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", root);
pyodide.runPython("import sys; sys.path[:0] = ['/repo/pylib', '/repo']; sys.dont_write_bytecode = True");
pyodide.globals.set("ARGS_JSON", args);
const result = await pyodide.runPythonAsync(readFileSync(file, "utf8"));
process.stdout.write(result + "\n");
