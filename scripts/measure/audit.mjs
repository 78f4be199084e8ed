// npm run audit: Lighthouse CI, with the settings and budgets of lighthouserc.cjs,
// on every page of the sitemap plus /cart, /checkout and /user and their /es twins, against the
// production build served on loopback (built first when stale). `npm run audit --
// /cart /` audits only the pages named. Exits 0 when every page meets its budgets;
// otherwise lists, per page, the budgets it missed. Writes reports/audit.md (each
// page's median run) and reports/lhci/ (every run's report).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  ensureBuild,
  env,
  freePort,
  root,
  runScript,
  startNext,
} from "./site-server.mjs";

const lhci = path.join(root, "node_modules", ".bin", "lhci");
const config = "--config=lighthouserc.cjs";
/** Pages kept out of the sitemap (never indexed) that visitors still land on, in both languages. */
const privatePages = ["/cart", "/checkout", "/user"].flatMap((path) => [
  path,
  `/es${path}`,
]);

/** Runs an lhci command; returns its exit status. */
function lhciRun(args) {
  const run = spawnSync(lhci, [...args, config], { stdio: "inherit", env });
  // Not installed (node_modules older than package.json): say so, not "failed".
  if (run.error)
    throw new Error(
      `${lhci} did not start (${run.error.message}): run npm install`,
    );
  return run.status;
}

/** The pages the built site's own sitemap lists, as paths. */
async function sitemapPages(site) {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** One row per page, from the median run, with the budgets that page missed. */
function table(site, misses) {
  const manifest = JSON.parse(
    readFileSync(path.join(root, "reports/lhci/manifest.json"), "utf8"),
  );
  const rows = manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => {
      const lhr = JSON.parse(readFileSync(entry.jsonPath, "utf8"));
      const scripts = lhr.audits["resource-summary"].details.items.find(
        (item) => item.resourceType === "script",
      );
      const a = (id) => lhr.audits[id].numericValue;
      const route = entry.url.slice(site.length);
      return `| \`${route}\` | ${score(lhr, "performance")} | ${score(lhr, "accessibility")} | ${score(lhr, "best-practices")} | ${score(lhr, "seo")} | ${(a("largest-contentful-paint") / 1000).toFixed(2)} s | ${a("cumulative-layout-shift").toFixed(3)} | ${Math.round(a("total-blocking-time"))} ms | ${kB(scripts?.transferSize ?? 0)} | ${misses.get(entry.url)?.join("; ") || "none"} |`;
    });
  return [
    "| page | perf. | a11y | best pr. | SEO | sim. LCP | CLS | TBT | JS sent | budgets missed |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

/** Each page's failed assertions, in words: "largest-contentful-paint 2712 > 2500". */
function missesByUrl() {
  const results = JSON.parse(
    readFileSync(
      path.join(root, ".lighthouseci/assertion-results.json"),
      "utf8",
    ),
  );
  const misses = new Map();
  for (const r of results.filter((result) => !result.passed)) {
    const name = r.auditProperty
      ? `${r.auditId}:${r.auditProperty}`
      : r.auditId;
    const actual = Number.isFinite(r.actual)
      ? Number(r.actual.toFixed(3))
      : "–";
    misses.set(r.url, [
      ...(misses.get(r.url) ?? []),
      `${name} ${actual} (budget ${r.operator} ${r.expected})`,
    ]);
  }
  return misses;
}

runScript(async () => {
  const only = process.argv.slice(2);
  const bad = only.filter((route) => !route.startsWith("/"));
  if (bad.length)
    throw new Error(
      `Pages are paths that start with "/", not ${bad.join(", ")}`,
    );
  ensureBuild();
  // Below the browser: a phone shares no CPU with the server.
  const { url: site } = await startNext(await freePort(), { niceness: 10 });
  const pages = only.length
    ? only
    : [...new Set([...(await sitemapPages(site)), ...privatePages])];
  const started = Date.now();
  rmSync(path.join(root, ".lighthouseci"), { recursive: true, force: true });
  rmSync(path.join(root, "reports/lhci"), { recursive: true, force: true });
  const collected = lhciRun([
    "collect",
    ...pages.map((page) => `--url=${site}${page}`),
  ]);
  if (collected !== 0) throw new Error("lhci collect failed");
  lhciRun(["upload"]);
  const asserted = lhciRun(["assert"]);
  const misses = missesByUrl();
  const report = `# npm run audit

Lighthouse CI (mobile, simulated throttling, Chromium at ${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}), ${pages.length} page(s), 5 runs each, ${Math.round((Date.now() - started) / 1000)} s; each row is the page's median run. Budgets in lighthouserc.cjs.

${table(site, misses)}

${misses.size ? `${misses.size} page(s) missed a budget.` : "Every page met every budget."}
`;
  mkdirSync(path.join(root, "reports"), { recursive: true });
  writeFileSync(path.join(root, "reports/audit.md"), report);
  console.log(`\n${report}`);
  process.exitCode = asserted === 0 && misses.size === 0 ? 0 : 1;
});
