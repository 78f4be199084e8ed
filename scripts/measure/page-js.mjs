// npm run size:js: the JavaScript each pre-rendered page of a build loads (the
// scripts its HTML references, gzip level 9, as served compressed), and what
// /services fetches only when the search box is used: the chunk holding the
// search engine and the index. Reads `NEXT_DIST_DIR` (default .next); pass
// `--json` for machine-readable output. `nomodule` polyfills are left out, as a
// current browser does not load them.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  builtPages,
  distDir,
  prerenderedHtml,
  staticFile,
} from "../built-pages.mjs";
import { startupScripts } from "../compile-hints.mjs";

const gzip = (/** @type {Buffer} */ data) =>
  gzipSync(data, { level: 9 }).length;
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const pages = builtPages().map((page) => {
  const scripts = startupScripts(readFileSync(prerenderedHtml(page), "utf8"));
  const bytes = scripts.reduce(
    (sum, src) => sum + gzip(readFileSync(staticFile(src))),
    0,
  );
  return { page, scripts: scripts.length, gzip: bytes };
});

// The search chunk is the one no page references that carries MiniSearch.
const referenced = new Set(
  pages.flatMap((p) =>
    startupScripts(readFileSync(prerenderedHtml(p.page), "utf8")).map((src) =>
      staticFile(src),
    ),
  ),
);
const chunkDir = path.join(distDir, "static", "chunks");
const searchChunks = readdirSync(chunkDir)
  .filter((name) => name.endsWith(".js"))
  .map((name) => path.join(chunkDir, name))
  .filter(
    (file) =>
      !referenced.has(file) && readFileSync(file, "utf8").includes("loadJSON"),
  )
  .map((file) => ({
    file: path.relative(distDir, file),
    raw: readFileSync(file).length,
    gzip: gzip(readFileSync(file)),
  }));
const indexFile = path.join(distDir, "server", "app", "search-index.json.body");
const index = existsSync(indexFile)
  ? {
      raw: readFileSync(indexFile).length,
      gzip: gzip(readFileSync(indexFile)),
    }
  : null;

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ pages, searchChunks, index }, null, 2));
} else {
  console.log("| page | scripts | JavaScript (gzip) |\n| --- | --- | --- |");
  for (const p of pages)
    console.log(`| \`${p.page}\` | ${p.scripts} | ${kB(p.gzip)} |`);
  console.log("\nLoaded by /services on first use of the search box:");
  for (const c of searchChunks)
    console.log(`- ${c.file}: ${kB(c.raw)} raw, ${kB(c.gzip)} gzip`);
  if (index)
    console.log(
      `- /search-index.json: ${kB(index.raw)} raw, ${kB(index.gzip)} gzip`,
    );
}
