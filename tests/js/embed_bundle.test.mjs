// tools/embed_bundle.mjs: the embeds' bundle is whole (every import it makes is one of its files),
// its names are stable, its `import.meta.url`s still name the modules' own files in web/, and
// index.html's lists (written by tools/vendor.mjs) are the bundle's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildEmbedBundle } from "../../tools/embed_bundle.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const GAMES = readdirSync(join(ROOT, "web", "games"))
  .sort()
  .filter((g) => existsSync(join(ROOT, "web", "games", g, "view.js")));
const built = buildEmbedBundle(ROOT, GAMES);
const text = (bytes) => new TextDecoder().decode(bytes);

test("embed bundle: every import names one of its own files, by a stable name", async () => {
  const { files } = await built;
  assert.ok(files.has("web/vendor/embed/boot.js"));
  for (const [path, bytes] of files) {
    assert.doesNotMatch(basename(path), /-[A-Z0-9]{8}\.js$/, `${path} has a hashed name`);
    for (const m of text(bytes).matchAll(/(?:from\s*|import\s*\(?\s*)"(\.[^"]+)"/g)) {
      const target = join(dirname(path), m[1]).split("\\").join("/");
      assert.ok(files.has(target), `${path} imports ${m[1]}, which the bundle does not have`);
    }
  }
});

test("embed bundle: import.meta.url still names each module's file in web/", async () => {
  const { files } = await built;
  let seen = 0;
  for (const [path, bytes] of files) {
    const body = text(bytes);
    for (const m of body.matchAll(/new URL\("([^"]+)",\s*import\.meta\.url\)\.href/g)) {
      seen++;
      assert.ok(existsSync(join(ROOT, dirname(path), m[1])), `${path}: ${m[1]} is not a file of web/`);
    }
    assert.equal(body.split("import.meta.url").length - 1, [...body.matchAll(/new URL\("[^"]+",\s*import\.meta\.url\)\.href/g)].length, `${path} has a bare import.meta.url`);
  }
  assert.ok(seen >= GAMES.length, "every view finds its view.css through import.meta.url");
});

test("embed bundle: an embed's lists hold its game's view, not the lobby's or another game's", async () => {
  const { files, lists } = await built;
  for (const game of GAMES) {
    const first = [...lists.app, ...lists.table, ...lists.games[game]];
    assert.ok(first.includes(`web/vendor/embed/view-${game}.js`));
    assert.ok(first.includes(`web/games/${game}/view.css`));
    for (const f of first) assert.ok(files.has(f) || existsSync(join(ROOT, f)), f);
    const others = GAMES.filter((g) => g !== game).map((g) => `web/vendor/embed/view-${g}.js`);
    assert.deepEqual(first.filter((f) => others.includes(f) || /\/(lobby|setup|authoring)\.js$/.test(f)), []);
  }
});

test("embed bundle: index.html's MODULES.embed is this bundle's (node tools/vendor.mjs writes it)", async () => {
  const { lists } = await built;
  const page = readFileSync(join(ROOT, "index.html"), "utf8");
  const block = /\/\* MODULES: written by tools\/vendor\.mjs \*\/ (.*?) \/\* end MODULES \*\//s.exec(page);
  assert.ok(block, "index.html has its MODULES block");
  assert.deepEqual(JSON.parse(block[1]).embed, lists, "stale: run `node tools/vendor.mjs`");
});
