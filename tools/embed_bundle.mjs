// The embeds' bundle (issue 41): the app's modules as a few files, for a wiki page's embeds.
//
// An embed of a game runs the same modules as the app, but a page with four embeds asked for
// some 40 modules per frame, and the frames of one site share one renderer thread: each
// request's own work there (a <link rel="modulepreload">, the response, the module's compile)
// was most of what held the fourth board back. Here esbuild puts them into a handful of files
// in web/vendor/embed/, split where the app splits them (its dynamic import()s: the table, a
// game's view, the lobby, the set-up form, authoring), so that an embed loads its own game's
// view and never the other seven. index.html loads it for an embed of a game listed here, and
// the modules themselves everywhere else (and when the bundle cannot be loaded).
//
// - Names are stable: esbuild's shared chunks ("chunk-<hash>") are renamed after their first
//   module ("part-dom.js"), so index.html's lists change only when the split does.
// - `import.meta.url` keeps meaning the module's own file in web/: each is replaced with the
//   source file's URL, so a view's `new URL("./view.css", import.meta.url)`, the catalogs and
//   the engine worker are found where they are.
// - Whitespace and syntax are minified, names kept; no source maps (the sources are served
//   beside it, and the app runs them outside embeds).

import { existsSync, readFileSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";

const posix = (p) => p.split(sep).join("/");

/**
 * Build the bundle in memory.
 * @param {string} root the repository
 * @param {string[]} games the games with a view (web/games/<id>/view.js)
 * @returns {Promise<{files: Map<string, Uint8Array>, lists: {app: string[], table: string[], games: Record<string, string[]>}}>}
 *   files: repository-relative path -> contents; lists: for index.html, the files an embed's first
 *   paint needs (repository-relative): the shell's, the table's, and each game's view's (its view.css too)
 */
export async function buildEmbedBundle(root, games) {
  const { build } = await import("esbuild");
  const outdir = join(root, "web", "vendor", "embed");
  const web = join(root, "web");
  const ownUrl = {
    name: "own-import-meta-url",
    setup(b) {
      b.onLoad({ filter: /\.js$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        const own = `new URL(${JSON.stringify(posix(relative(outdir, args.path)))}, import.meta.url).href`;
        return { contents: text.replaceAll("import.meta.url", own), loader: "js" };
      });
    },
  };
  const entryPoints = { boot: join(web, "app", "boot.js") };
  for (const game of games) entryPoints[`view-${game}`] = join(web, "games", game, "view.js");
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    minifyWhitespace: true,
    minifySyntax: true,
    chunkNames: "[name]-[hash]",
    metafile: true,
    write: false,
    logLevel: "silent",
    plugins: [ownUrl],
  });
  const outputs = result.metafile.outputs; // repository-relative paths
  // stable names: a dynamic import's chunk after its module (table.js), a shared one after its first
  const names = new Map();
  const taken = new Set(Object.keys(entryPoints).map((e) => `${e}.js`));
  for (const [path, meta] of Object.entries(outputs).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const name = basename(path);
    if (taken.has(name)) {
      names.set(name, name);
      continue;
    }
    const first = Object.keys(meta.inputs)[0] ?? "part";
    const module = basename(first, ".js");
    const stem = name.startsWith("chunk-") ? `part-${module}` : name.replace(/-[A-Z0-9]{8}\.js$/, "");
    let wanted = `${stem}.js`;
    for (let n = 2; taken.has(wanted); n++) wanted = `${stem}-${n}.js`;
    taken.add(wanted);
    names.set(name, wanted);
  }
  const rename = (text) => text.replace(/\b(?:chunk|[a-z]+)-[A-Z0-9]{8}\.js\b/g, (m) => names.get(m) ?? m);
  const here = (path) => `web/vendor/embed/${names.get(basename(path))}`;
  const files = new Map();
  for (const file of result.outputFiles) {
    files.set(here(posix(relative(root, file.path))), new TextEncoder().encode(rename(file.text)));
  }
  /** the output `path` and what it imports statically, in order (repository-relative) */
  const closure = (path, seen = []) => {
    if (seen.includes(path)) return seen;
    seen.push(path);
    for (const i of outputs[path].imports) if (i.kind === "import-statement") closure(i.path, seen);
    return seen;
  };
  const boot = Object.keys(outputs).find((p) => outputs[p].entryPoint === "web/app/boot.js");
  const table = boot && outputs[boot].imports.find((i) => i.kind === "dynamic-import" && basename(i.path).startsWith("table-"));
  if (!boot || !table) throw new Error("tools/embed_bundle.mjs: no boot.js entry or table chunk in the bundle");
  const app = closure(boot);
  const tableFiles = closure(table.path).filter((p) => !app.includes(p));
  const lists = { app: app.map(here), table: tableFiles.map(here), games: {} };
  for (const game of games) {
    const view = Object.keys(outputs).find((p) => outputs[p].entryPoint === `web/games/${game}/view.js`);
    const css = `web/games/${game}/view.css`;
    lists.games[game] = [
      ...closure(view).filter((p) => !app.includes(p) && !tableFiles.includes(p)).map(here),
      ...(existsSync(join(root, css)) ? [css] : []),
    ];
  }
  return { files, lists };
}
