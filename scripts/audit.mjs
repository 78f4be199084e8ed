// npm run audit: Lighthouse (mobile, simulated throttling) on every page of the
// production build, beside a bare Next.js page built in the same run; fails on a
// missed budget. Budgets on speed are relative to the bare page of the same run,
// so a page that falls behind the framework's floor fails whatever the machine.
// Every figure is the median of AUDIT_RUNS runs (default 3).
// Environment: AUDIT_RUNS (a whole number ≥ 1), AUDIT_PORT (the site's port; the
// bare pages use the next two; default: three free ports, so audits in several
// checkouts can run at once), AUDIT_ROUTES (comma-separated paths, to audit a
// few pages while fixing one).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPages } from "./built-pages.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import {
  ensureBuild,
  freePort,
  nextBin,
  onStop,
  root,
  run,
  startNext,
  runScript,
  stopAll,
  wholeNumber,
} from "./site-server.mjs";

const budgets = {
  // Against the bare page's median in the same run.
  performanceBelowBare: 0.01,
  lcpAboveBareMs: 250,
  accessibility: 1,
  bestPractices: 1,
  seo: 1, // indexable pages only
  cls: 0,
  jsBytes: 160 * 1024, // every page but /user, which carries the sign-in SDK
};
const jsBudgetExempt = new Set(["/user"]);

const runs = wholeNumber("AUDIT_RUNS", 3);
const reportDir = path.join(root, "reports");
const bareDir = path.join(root, ".next-bare");
const styledBareDir = path.join(root, ".next-bare-styled");
const chromeFlags = ["--headless=new", ...chromiumArgs];

/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let chrome;

/**
 * A bare App Router page with one heading, built with the project's own Next.js
 * and React: the floor every budget is measured from. With `stylesheet`, the same
 * page importing a one-rule stylesheet, as every styled page does: shown for
 * scale, because waiting for a stylesheet delays the paint, often until the
 * framework's script files have arrived, and Lighthouse then counts them into LCP.
 */
function buildBarePage(dir, { stylesheet = false } = {}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    "export default { poweredByHeader: false };\n",
  );
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export const metadata = { title: "Bare page", description: "One heading, for scale." };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  if (stylesheet) {
    writeFileSync(
      path.join(dir, "app", "page.css"),
      "h1 { color: #0f172a; }\n",
    );
  }
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `${stylesheet ? 'import "./page.css";\n' : ""}export default function Page() {\n  return <h1>A bare Next.js page</h1>;\n}\n`,
  );
  run(process.execPath, [nextBin, "build", dir], {
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
  const lcpDetails =
    lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpNode = lcpDetails[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (lcpDetails[1]?.items ?? []).map((item) => [item.phase, item.timing]),
  );
  return {
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
    chunksBeforeLcp: chunksLoadedBeforeLcp(artifacts.Trace?.traceEvents ?? []),
    lcpElement: lcpNode?.snippet?.match(/^<([a-z0-9-]+)/i)?.[1] ?? null,
    lcpLabel: lcpNode?.nodeLabel ?? null,
    lcpRenderDelayMs: phases["Render Delay"] ?? null,
    lcpLoadMs:
      phases["Load Delay"] === undefined
        ? null
        : phases["Load Delay"] + phases["Load Time"],
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

/**
 * How many of the framework's script files had arrived before the largest paint,
 * in the unthrottled load Lighthouse records. Its simulation counts each of them as
 * needed for that paint (unless a long task ran it after the paint), so their
 * download is added to the simulated LCP although the text never waits for it: the
 * usual reason LCP sits far above FCP.
 */
function chunksLoadedBeforeLcp(events) {
  const lcp = events
    .filter((e) => e.name === "largestContentfulPaint::Candidate")
    .at(-1)?.ts;
  if (lcp === undefined) return null;
  const chunkRequests = new Set(
    events
      .filter(
        (e) =>
          e.name === "ResourceSendRequest" &&
          /\/_next\/static\/chunks\/.*\.js$/.test(e.args?.data?.url ?? ""),
      )
      .map((e) => e.args.data.requestId),
  );
  return events.filter(
    (e) =>
      e.name === "ResourceFinish" &&
      chunkRequests.has(e.args?.data?.requestId) &&
      e.args.data.finishTime * 1e6 < lcp,
  ).length;
}

/** The budgets a page's figures miss, as sentences; speed is judged against the bare page. */
function misses(route, m, bare) {
  const out = [];
  const below = (value, min, name) => {
    if (value === null || value < min - 1e-9)
      out.push(`${name} ${fmtScore(value)} < ${fmtScore(min)}`);
  };
  below(
    m.performance,
    (bare.performance ?? 1) - budgets.performanceBelowBare,
    "performance",
  );
  below(m.accessibility, budgets.accessibility, "accessibility");
  below(m.bestPractices, budgets.bestPractices, "best practices");
  if (m.indexable) below(m.seo, budgets.seo, "SEO");
  // Judged as shown, to three decimals.
  if (m.cls === null || Number(m.cls.toFixed(3)) > budgets.cls)
    out.push(`CLS ${fmtCls(m.cls)} > ${budgets.cls}`);
  const lcpLimit = (bare.lcpMs ?? 0) + budgets.lcpAboveBareMs;
  if (m.lcpMs === null || m.lcpMs > lcpLimit)
    out.push(
      `LCP ${fmtSeconds(m.lcpMs)} > ${fmtSeconds(lcpLimit)} (bare + ${budgets.lcpAboveBareMs} ms; LCP element ${m.lcpElement ?? "–"})`,
    );
  if (!jsBudgetExempt.has(route) && m.jsBytes > budgets.jsBytes) {
    out.push(`JS ${fmtKb(m.jsBytes)} > ${fmtKb(budgets.jsBytes)}`);
  }
  return out;
}

const fmtScore = (s) => (s === null ? "–" : String(Math.round(s * 100)));
const fmtSeconds = (ms) => (ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`);
const fmtMs = (ms) => (ms === null ? "–" : `${Math.round(ms)} ms`);
const fmtCls = (cls) => (cls === null ? "–" : cls.toFixed(3));
// Each run's LCP and the script files counted into it, so a race that a page
// sometimes wins shows as such.
const fmtRuns = (runs) =>
  runs
    .map((r) => `${fmtSeconds(r.lcpMs)} (${r.chunksBeforeLcp ?? "–"})`)
    .join(", ");
const fmtKb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
/** One page's speed figures, as the audit prints them while it runs. */
const summary = (label, m) =>
  `${label}: perf ${fmtScore(m.performance)}, FCP ${fmtSeconds(m.fcpMs)}, LCP ${fmtSeconds(m.lcpMs)} (${m.lcpElement ?? "–"}; per run, with the JS files counted: ${fmtRuns(m.runs)})`;

/** The middle value (mean of the two middle ones for an even count); null if none. */
function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One page's figures: the median of each measure over the runs. */
function medianOf(results) {
  const numeric = [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcpMs",
    "fcpMs",
    "lcpRenderDelayMs",
    "lcpLoadMs",
    "cls",
    "tbtMs",
    "jsBytes",
  ];
  // The LCP element and warnings of the run whose LCP is the median.
  const byLcp = [...results].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0));
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)];
  return {
    ...middle,
    ...Object.fromEntries(
      numeric.map((key) => [key, median(results.map((r) => r[key]))]),
    ),
    runs: results.map((r) => ({
      performance: r.performance,
      lcpMs: r.lcpMs,
      chunksBeforeLcp: r.chunksBeforeLcp,
      lcpElement: r.lcpElement,
    })),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

function table(rows, bare, styledBare) {
  const head = [
    "Route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP",
    "LCP − bare",
    "LCP element",
    "FCP",
    "LCP per run (JS files counted)",
    "CLS",
    "TBT",
    "JS",
    "JS − bare",
    "Budgets",
  ];
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const signed = (value, format) =>
    value === null
      ? "–"
      : `${value >= 0 ? "+" : "−"}${format(Math.abs(value))}`;
  // A page's row; the bare pages' rows say "(scale)" where a page's say its budgets.
  const row = (label, m, verdict) =>
    line([
      label,
      fmtScore(m.performance),
      fmtScore(m.accessibility),
      fmtScore(m.bestPractices),
      m.indexable ? fmtScore(m.seo) : `${fmtScore(m.seo)} (noindex)`,
      fmtSeconds(m.lcpMs),
      signed(
        m.lcpMs === null || bare.lcpMs === null ? null : m.lcpMs - bare.lcpMs,
        fmtMs,
      ),
      m.lcpElement ? `\`${m.lcpElement}\`` : "–",
      fmtSeconds(m.fcpMs),
      fmtRuns(m.runs),
      fmtCls(m.cls),
      fmtMs(m.tbtMs),
      fmtKb(m.jsBytes),
      signed(m.jsBytes - bare.jsBytes, fmtKb),
      verdict,
    ]);
  return [
    line(head),
    line(head.map(() => "---")),
    row("bare Next.js page", bare, "(scale)"),
    row("bare page + one-rule stylesheet", styledBare, "(scale)"),
    ...rows.map(({ route, m, missed }) =>
      row(route, m, missed.length ? `MISS: ${missed.join("; ")}` : "ok"),
    ),
  ].join("\n");
}

async function main() {
  const started = Date.now();
  ensureBuild();
  console.log("Building the bare Next.js pages for scale...");
  buildBarePage(bareDir);
  buildBarePage(styledBareDir, { stylesheet: true });
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
  const given = wholeNumber("AUDIT_PORT", 0);
  const [port, barePort, styledBarePort] = given
    ? [given, given + 1, given + 2]
    : [await freePort(), await freePort(), await freePort()];
  const site = await startNext(port);
  const bareSite = await startNext(barePort, bareDir);
  const styledBareSite = await startNext(styledBarePort, styledBareDir);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  const launched = chrome;
  onStop(() => launched.kill());

  /** Every page is measured the same number of times; its figures are the medians. */
  async function audit(url) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(url));
    return medianOf(results);
  }

  const bare = await audit(`${bareSite}/`);
  const styledBare = await audit(`${styledBareSite}/`);
  console.log(summary("bare Next.js page", bare));
  console.log(summary("bare page + one-rule stylesheet", styledBare));
  const rows = [];
  for (const route of routes) {
    const m = await audit(`${site}${route}`);
    const missed = misses(route, m, bare);
    rows.push({ route, m, missed });
    console.log(
      `${summary(route, m)}, JS ${fmtKb(m.jsBytes)}${missed.length ? `  MISS: ${missed.join("; ")}` : ""}`,
    );
    if (missed.length)
      console.log(`   costs points: ${m.failing.join(", ") || "none listed"}`);
  }
  stopAll();

  const failed = rows.filter((row) => row.missed.length);
  const seconds = Math.round((Date.now() - started) / 1000);
  const markdown = `# Lighthouse audit

Next.js ${nextVersion}, Lighthouse mobile with simulated throttling, Chromium at
${chromiumPath}, median of ${runs} run(s) per page, ${routes.length} pages, ${seconds} s.
Budgets, against the bare Next.js page (one heading) built and measured in the same run: performance no more than ${budgets.performanceBelowBare * 100} point under it, LCP no more than ${budgets.lcpAboveBareMs} ms over it; and accessibility ${budgets.accessibility * 100}, best practices ${budgets.bestPractices * 100}, SEO ${budgets.seo * 100} on indexable pages, CLS ${budgets.cls}, JavaScript ≤ ${fmtKb(budgets.jsBytes)} (not on /user).
"LCP element" is the element Lighthouse names as the largest paint in the median run.
"LCP per run" gives each run's LCP and, in brackets, how many of the framework's script files had arrived before the largest paint in the unthrottled load Lighthouse records; its simulation counts their download as needed for that paint, which is what puts LCP far above FCP. The bare page with a one-rule stylesheet is measured for scale: it shows what waiting for a stylesheet, and nothing else, does to that race.

${table(rows, bare, styledBare)}

${failed.length ? `**${failed.length} page(s) miss a budget.**` : "Every page meets every budget."}
`;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, "audit.md"), markdown);
  writeFileSync(
    path.join(reportDir, "audit.json"),
    `${JSON.stringify({ nextVersion, runs, budgets, bare, styledBare, rows, seconds }, null, 2)}\n`,
  );
  console.log(
    `\n${markdown}\nWritten to reports/audit.md and reports/audit.json.`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

runScript(main);
