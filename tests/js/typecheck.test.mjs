// TypeScript's check (scripts/test: `tsc -p .` and `tsc -p tsconfig.worker.json`) covers every
// script of the pages (issue 40): each .js/.mjs under web/ (but web/vendor/, which is generated)
// and examples/ is listed by one of the two configs, and every file they list exists.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CONFIGS = ["tsconfig.json", "tsconfig.worker.json"];

/** A config's `files` (the configs are JSON with whole-line `//` comments). @param {string} name */
function listed(name) {
  const text = readFileSync(join(ROOT, name), "utf8").replace(/^\s*\/\/.*$/gm, "");
  return JSON.parse(text).files;
}

/** Every .js/.mjs under `dir`, as a path from the root with `/`. @param {string} dir @param {string[]} skip */
function scripts(dir, skip = []) {
  return readdirSync(join(ROOT, dir), { recursive: true })
    .map((path) => `${dir}/${String(path).split(sep).join("/")}`)
    .filter((path) => /\.m?js$/.test(path) && !skip.some((folder) => path.startsWith(folder)));
}

test("tsc checks every script of web/ and examples/", () => {
  const checked = new Set(CONFIGS.flatMap(listed));
  const pages = [...scripts("web", ["web/vendor/"]), ...scripts("examples")];
  assert.ok(pages.includes("web/app/boot.js") && pages.includes("web/sw.js"), pages.join(" "));
  assert.deepEqual(pages.filter((path) => !checked.has(path)), []);
});

test("every file the tsc configs list exists", () => {
  for (const name of CONFIGS) {
    const files = listed(name);
    assert.ok(files.length > 2, name);
    assert.deepEqual(files.filter((path) => !existsSync(join(ROOT, path))), [], name);
  }
});
