// npm run size:html: the HTML of each pre-rendered page of a build, raw and
// gzip (level 9, as served compressed), with the share of it that is the React
// payload (the `self.__next_f.push` scripts) and the <style> text (the
// stylesheet, inlined by scripts/post-build.mjs), and the stylesheet itself.
// Reads `NEXT_DIST_DIR` (default .next); pass `--json` for machine-readable
// output. Exits 1 when a page is over the budget of docs/performance.md (20 kB
// gzip, 100 kB raw) or the stylesheet over 20 kB raw.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages, distDir, prerenderedHtml } from "../built-pages.mjs";

export const budget = {
  raw: 100 * 1024,
  gzip: 20 * 1024,
  stylesheet: 20 * 1024,
};

const gzip = (/** @type {string | Buffer} */ data) =>
  gzipSync(data, { level: 9 }).length;
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (/** @type {string[]} */ parts) =>
  parts.reduce((total, part) => total + Buffer.byteLength(part), 0);

const pages = builtPages().map((page) => {
  const html = readFileSync(prerenderedHtml(page), "utf8");
  const payload = [
    ...html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs),
  ].map(([script]) => script);
  const styles = [...html.matchAll(/<style[^>]*>.*?<\/style>/gs)].map(
    ([style]) => style,
  );
  return {
    page,
    raw: Buffer.byteLength(html),
    gzip: gzip(html),
    payload: sum(payload),
    style: sum(styles),
  };
});

const cssDir = path.join(distDir, "static", "chunks");
const stylesheets = readdirSync(cssDir)
  .filter((name) => name.endsWith(".css"))
  .map((name) => {
    const css = readFileSync(path.join(cssDir, name));
    return { file: `static/chunks/${name}`, raw: css.length, gzip: gzip(css) };
  });

const over = [
  ...pages.filter((p) => p.raw > budget.raw || p.gzip > budget.gzip),
  ...stylesheets.filter((s) => s.raw > budget.stylesheet),
].map((item) => ("page" in item ? item.page : item.file));

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ pages, stylesheets, budget }, null, 2));
} else {
  console.log(
    "| page | HTML | gzip | React payload | <style> |\n| --- | --- | --- | --- | --- |",
  );
  for (const p of pages)
    console.log(
      `| \`${p.page}\` | ${kB(p.raw)} | ${kB(p.gzip)} | ${kB(p.payload)} | ${kB(p.style)} |`,
    );
  console.log("\nStylesheets:");
  for (const s of stylesheets)
    console.log(`- ${s.file}: ${kB(s.raw)} raw, ${kB(s.gzip)} gzip`);
  console.log(
    over.length
      ? `\nOver the budget (pages ${kB(budget.gzip)} gzip, ${kB(budget.raw)} raw; the stylesheet ${kB(budget.stylesheet)} raw): ${over.join(", ")}`
      : `\nEvery page within ${kB(budget.gzip)} gzip and ${kB(budget.raw)} raw; the stylesheet within ${kB(budget.stylesheet)} raw.`,
  );
}
process.exitCode = over.length ? 1 : 0;
