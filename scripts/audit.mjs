// npm run audit: Lighthouse (mobile, simulated throttling) on every page of the
// production build, beside a bare Next.js page built in the same run; fails on a
// missed budget. Environment: AUDIT_RUNS (best of N per page, default 3: a page
// is measured again only while it misses on performance or LCP, because on a shared machine the
// simulated TBT and LCP swing by several points between identical pages),
// AUDIT_PORT (default 3215; the bare page uses the next port), AUDIT_ROUTES
// (comma-separated paths, to audit a few pages while fixing one).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPages } from "./built-pages.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import {
  ensureBuild,
  nextBin,
  onStop,
  root,
  run,
  startNext,
  runScript,
  stopAll,
} from "./site-server.mjs";

const budgets = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 1, // indexable pages only
  cls: 0.02,
  lcpMs: 2000,
  jsBytes: 160 * 1024, // every page but /user, which carries the sign-in SDK
};
const jsBudgetExempt = new Set(["/user"]);

const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const port = Number(process.env.AUDIT_PORT ?? 3215);
const barePort = port + 1;
const bareDir = path.join(root, ".next-bare");
const reportDir = path.join(root, "reports");
const chromeFlags = ["--headless=new", ...chromiumArgs];

/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let chrome;

/** A bare App Router page with one heading, built with the project's own Next.js and React. */
function buildBarePage() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(path.join(bareDir, "app"), { recursive: true });
  writeFileSync(
    path.join(bareDir, "next.config.mjs"),
    "export default { poweredByHeader: false, experimental: { inlineCss: true } };\n",
  );
  writeFileSync(
    path.join(bareDir, "app", "layout.jsx"),
    `export const metadata = { title: "Bare page", description: "One heading, for scale." };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    path.join(bareDir, "app", "page.jsx"),
    "export default function Page() {\n  return <h1>A bare Next.js page</h1>;\n}\n",
  );
  console.log("Building the bare Next.js page for scale...");
  run(process.execPath, [nextBin, "build", bareDir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** One Lighthouse run, reduced to the figures the budgets speak about. */
async function measure(url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => lhr.categories[id]?.score ?? null;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const robots = (artifacts.MetaElements ?? []).find(
    (m) => m.name?.toLowerCase() === "robots",
  );
  // Audits that cost points, so a miss says why without opening the report.
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) =>
        `${ref.id} ${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score}`.trim(),
      ),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    jsBytes:
      items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    indexable: !/noindex/i.test(robots?.content ?? ""),
    failing: [...new Set(failing)],
    warnings: lhr.runWarnings,
  };
}

/** The budgets a page's figures miss, as sentences. */
function misses(route, m) {
  const out = [];
  const below = (value, min, name) => {
    if (value === null || value < min)
      out.push(`${name} ${fmtScore(value)} < ${fmtScore(min)}`);
  };
  below(m.performance, budgets.performance, "performance");
  below(m.accessibility, budgets.accessibility, "accessibility");
  below(m.bestPractices, budgets.bestPractices, "best practices");
  if (m.indexable) below(m.seo, budgets.seo, "SEO");
  if (m.cls === null || m.cls > budgets.cls)
    out.push(`CLS ${m.cls} > ${budgets.cls}`);
  if (m.lcpMs === null || m.lcpMs > budgets.lcpMs)
    out.push(`LCP ${fmtSeconds(m.lcpMs)} > ${fmtSeconds(budgets.lcpMs)}`);
  if (!jsBudgetExempt.has(route) && m.jsBytes > budgets.jsBytes) {
    out.push(`JS ${fmtKb(m.jsBytes)} > ${fmtKb(budgets.jsBytes)}`);
  }
  return out;
}

const fmtScore = (s) => (s === null ? "–" : String(Math.round(s * 100)));
const fmtSeconds = (ms) => (ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`);
const fmtKb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function table(rows, bare) {
  const head = [
    "Route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP",
    "CLS",
    "TBT",
    "JS",
    "JS − bare",
    "Budgets",
  ];
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const body = rows.map(({ route, m, missed }) =>
    line([
      route,
      fmtScore(m.performance),
      fmtScore(m.accessibility),
      fmtScore(m.bestPractices),
      m.indexable ? fmtScore(m.seo) : `${fmtScore(m.seo)} (noindex)`,
      fmtSeconds(m.lcpMs),
      m.cls.toFixed(3),
      `${Math.round(m.tbtMs)} ms`,
      fmtKb(m.jsBytes),
      `${m.jsBytes >= bare.jsBytes ? "+" : "−"}${fmtKb(Math.abs(m.jsBytes - bare.jsBytes))}`,
      missed.length ? `MISS: ${missed.join("; ")}` : "ok",
    ]),
  );
  const bareRow = line([
    "bare Next.js page",
    fmtScore(bare.performance),
    fmtScore(bare.accessibility),
    fmtScore(bare.bestPractices),
    fmtScore(bare.seo),
    fmtSeconds(bare.lcpMs),
    bare.cls.toFixed(3),
    `${Math.round(bare.tbtMs)} ms`,
    fmtKb(bare.jsBytes),
    "0",
    "(scale)",
  ]);
  return [line(head), line(head.map(() => "---")), ...body, bareRow].join("\n");
}

async function main() {
  const started = Date.now();
  ensureBuild();
  buildBarePage();
  const nextVersion = JSON.parse(
    readFileSync(
      path.join(root, "node_modules", "next", "package.json"),
      "utf8",
    ),
  ).version;
  const only = process.env.AUDIT_ROUTES?.split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  const routes = only?.length ? only : builtPages();
  const site = await startNext(port);
  const bareSite = await startNext(barePort, bareDir);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  const launched = chrome;
  onStop(() => launched.kill());

  /** Best of N: a page is measured again only while it misses a budget. */
  async function audit(route, url, everyRun = false) {
    let best;
    for (let i = 0; i < runs; i++) {
      const m = await measure(url);
      // Best: fewest budget misses, then the highest performance score.
      const rank = (r) => misses(route, r).length * 100 - (r.performance ?? 0);
      if (!best || rank(m) < rank(best)) best = m;
      // Only timing varies between runs; a JavaScript or score miss stays a miss.
      const timingMiss = misses(route, best).some((miss) =>
        /^(performance|LCP)/.test(miss),
      );
      if (!everyRun && !timingMiss) break;
    }
    return best;
  }

  // The bare page has no budgets; its best of N is the fair comparison.
  const bare = await audit("/", `${bareSite}/`, true);
  const rows = [];
  for (const route of routes) {
    const m = await audit(route, `${site}${route}`);
    const missed = misses(route, m);
    rows.push({ route, m, missed });
    console.log(
      `${route}: perf ${fmtScore(m.performance)}, JS ${fmtKb(m.jsBytes)}${missed.length ? `  MISS: ${missed.join("; ")}` : ""}`,
    );
    if (missed.length)
      console.log(`   costs points: ${m.failing.join(", ") || "none listed"}`);
  }
  stopAll();

  const failed = rows.filter((row) => row.missed.length);
  const seconds = Math.round((Date.now() - started) / 1000);
  const markdown = `# Lighthouse audit

Next.js ${nextVersion}, Lighthouse mobile with simulated throttling, Chromium at
${chromiumPath}, best of up to ${runs} runs per page (another run only after a miss), ${routes.length} pages, ${seconds} s.
Budgets: performance ≥ ${budgets.performance * 100}, accessibility ${budgets.accessibility * 100}, best practices ${budgets.bestPractices * 100}, SEO ${budgets.seo * 100} on indexable pages, CLS ≤ ${budgets.cls}, LCP ≤ ${fmtSeconds(budgets.lcpMs)}, JavaScript ≤ ${fmtKb(budgets.jsBytes)} (not on /user).
"JS − bare" is the page's JavaScript beyond a bare Next.js page with one heading, built in the same run.

${table(rows, bare)}

${failed.length ? `**${failed.length} page(s) miss a budget.**` : "Every page meets every budget."}
`;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, "audit.md"), markdown);
  writeFileSync(
    path.join(reportDir, "audit.json"),
    `${JSON.stringify({ nextVersion, runs, budgets, bare, rows, seconds }, null, 2)}\n`,
  );
  console.log(
    `\n${markdown}\nWritten to reports/audit.md and reports/audit.json.`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

runScript(main);
