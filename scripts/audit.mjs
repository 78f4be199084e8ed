// npm run audit: Lighthouse (mobile) on every page of the production build, beside
// two floors built and served in the same run: a bare Next.js page with one heading,
// and the same page importing a one-rule stylesheet (the styled floor, which the
// budgets are judged against; docs/product.md §9.4). Every page is measured with
// Lighthouse's simulated throttling and with its devtools throttling (network and
// CPU really slowed in the browser). A row is one run: Lighthouse's median run of
// AUDIT_RUNS runs per method (default 5), never figures mixed from several runs.
// The runs go round by round over every page, so a load that comes and goes on the
// machine falls on the floors and the pages alike. Exits 1 on a missed budget.
// Environment: AUDIT_RUNS (a whole number ≥ 1); AUDIT_ROUTES (comma-separated
// paths; paths given as arguments win: `npm run audit -- /cart`); AUDIT_COMPARE
// (comma-separated build directories of the site, e.g. .next-stylesheet-file, measured
// beside the build for the same routes and reported, not judged); AUDIT_PORT (the
// site's port; the others use the ports after it; default: free ports, so audits
// in several checkouts can run at once); AUDIT_SERVER_PRIORITY (see serverPriority);
// AUDIT_CONTENT_FLOOR=1 (beside each route, also a bare Next.js page serving that
// route's own body and stylesheet without the site's scripts, the content floor of
// scripts/content-floor.mjs; reported, not judged).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  budgetMisses,
  budgets,
  chosenRoutes,
  defaultRuns,
  jsBudgetExempt,
  medianRun,
  methods,
} from "./audit-budget.mjs";
import { builtPages, prerenderedHtml } from "./built-pages.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { contentFloorFiles } from "./content-floor.mjs";
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

const runs = wholeNumber("AUDIT_RUNS", defaultRuns);
const reportDir = path.join(root, "reports");
const bareDir = path.join(root, ".next-bare");
const styledBareDir = path.join(root, ".next-bare-styled");
const contentFloorDir = path.join(root, ".next-content-floor");
const chromeFlags = ["--headless=new", ...chromiumArgs];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const methodName = { simulate: "simulated", devtools: "devtools" };

/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let chrome;

/**
 * Writes a bare Next.js app into `dir` (its files by path relative to `dir`, and a
 * copy of the site's public files with `withPublicFiles`) and builds it with the
 * project's own Next.js and React.
 * @param {string} dir
 * @param {Record<string, string>} files
 * @param {{ withPublicFiles?: boolean }} [options]
 */
function buildBareApp(dir, files, { withPublicFiles = false } = {}) {
  rmSync(dir, { recursive: true, force: true });
  // Built inside the repo, an app without an instrumentation file of its own
  // gets the site's (seen in its server chunks): each floor server then opened
  // the site's embedded database beside the site's server, and ran its outbox.
  const all = {
    "instrumentation.js": "export function register() {}\n",
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  if (withPublicFiles)
    cpSync(path.join(root, "public"), path.join(dir, "public"), {
      recursive: true,
    });
  run(process.execPath, [nextBin, "build", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * A bare App Router page with one heading. With `stylesheet`, the same page
 * importing a one-rule stylesheet: the floor a styled page can reach, since its
 * first paint waits for a stylesheet as every page of the site does.
 */
function buildBarePage(dir, { stylesheet = false } = {}) {
  buildBareApp(dir, {
    "next.config.mjs": "export default { poweredByHeader: false };\n",
    "app/layout.jsx": `export const metadata = { title: "Bare page", description: "One heading, for scale." };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
    ...(stylesheet && { "app/page.css": "h1 { color: #0f172a; }\n" }),
    "app/page.jsx": `${stylesheet ? 'import "./page.css";\n' : ""}export default function Page() {\n  return <h1>A bare Next.js page</h1>;\n}\n`,
  });
}

/**
 * The content floor: one bare page per route, each the route's pre-rendered body
 * and stylesheet from the site's build without the site's scripts, the stylesheet
 * inlined as the site's build inlines it, with the site's public files for its
 * pictures.
 * @param {string[]} routes
 */
function buildContentFloor(routes) {
  const files = contentFloorFiles(
    routes.map((route) => ({
      route,
      html: readFileSync(prerenderedHtml(route), "utf8"),
    })),
  );
  files["next.config.mjs"] =
    `export default { poweredByHeader: false, experimental: { inlineCss: ${process.env.NEXT_STYLESHEET_FILE !== "1"} } };\n`;
  buildBareApp(contentFloorDir, files, { withPublicFiles: true });
}

/**
 * One Lighthouse run with one throttling method, reduced to the figures the
 * budgets and the report speak about. Accessibility, best practices and SEO do not
 * depend on throttling, so only the simulated run asks for them.
 * @param {string} url
 * @param {"simulate" | "devtools"} method
 */
async function measure(url, method) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    throttlingMethod: method,
    onlyCategories: method === "simulate" ? categories : ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => lhr.categories[id]?.score ?? null;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
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
  const longTasks = lhr.audits["long-tasks"]?.details?.items ?? [];
  const lcpNode = lcpDetails[0]?.items?.[0]?.node;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    indexable: !/noindex/i.test(robots?.content ?? ""),
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    ttiMs: lhr.audits["interactive"]?.numericValue ?? null,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    // TBT counts what each task runs over 50 ms; the longest says whether one
    // task makes up most of it.
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    lcpElement: lcpNode?.snippet?.match(/^<([a-z0-9-]+)/i)?.[1] ?? null,
    lcpLabel: lcpNode?.nodeLabel ?? null,
    chunksBeforeLcp: chunksLoadedBeforeLcp(artifacts.Trace?.traceEvents ?? []),
    jsBytes: bytes("script"),
    htmlBytes: bytes("document"),
    cssBytes: bytes("stylesheet"),
    failing: [...new Set(failing)],
    warnings: lhr.runWarnings,
  };
}

/**
 * A run that fails (on a loaded machine, Chrome sometimes gives up on a page) is
 * tried twice more. After a third failure the run is kept as failed: no figures,
 * so it counts as the slowest run, and a page whose median run failed misses its
 * budgets rather than ending the audit with nothing written.
 */
async function measureOnce(url, method) {
  let error;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await measure(url, method);
    } catch (caught) {
      error = caught;
      console.log(`   ${method} ${url}, attempt ${attempt}: ${caught.message}`);
    }
  }
  return {
    ...Object.fromEntries(
      [
        "performance",
        "accessibility",
        "bestPractices",
        "seo",
        "fcpMs",
        "lcpMs",
        "ttiMs",
        "tbtMs",
        "longestTaskMs",
        "cls",
        "lcpElement",
        "lcpLabel",
        "chunksBeforeLcp",
      ].map((key) => [key, null]),
    ),
    indexable: true,
    jsBytes: 0,
    htmlBytes: 0,
    cssBytes: 0,
    failing: [],
    warnings: [],
    error: error.message,
  };
}

/**
 * How many of the framework's script files had arrived before the largest paint,
 * in the load Lighthouse records. Its simulation counts each of them as needed for
 * that paint (unless a long task ran it after the paint), so their download is
 * added to the simulated LCP although the text never waits for it: the usual
 * reason the simulated LCP sits far above FCP.
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

const fmtScore = (s) => (s === null ? "–" : String(Math.round(s * 100)));
const fmtSeconds = (ms) => (ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`);
const fmtMs = (ms) => (ms === null ? "–" : `${Math.round(ms)} ms`);
const fmtCls = (cls) => (cls === null ? "–" : cls.toFixed(3));
const fmtKb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const signed = (value, format) =>
  value === null ? "–" : `${value >= 0 ? "+" : "−"}${format(Math.abs(value))}`;
const fmtLoad = (load) => load.map((l) => l.toFixed(2)).join(", ");
/** Every run's LCP, lowest first; the simulated ones with the script files counted into them. */
const fmtRuns = (all, method) =>
  [...all]
    .sort((a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity))
    .map((r) =>
      method === "simulate"
        ? `${fmtSeconds(r.lcpMs)} (${r.chunksBeforeLcp ?? "–"})`
        : fmtSeconds(r.lcpMs),
    )
    .join(", ");

/**
 * For each group of pages (the build, the content floor, each compared build): how
 * many of its simulated runs had an LCP over the budget, of the runs that gave one.
 * Any run can be the median run a page is judged by, so this is the chance that
 * decides the simulated LCP budget.
 * @param {{ group?: string, runs: { simulate: { lcpMs: number | null }[] } }[]} pages
 */
const fmtOverLcpBudget = (pages) => {
  /** @type {Map<string, { over: number, all: number }>} */
  const groups = new Map();
  for (const page of pages) {
    if (!page.group) continue;
    const runs = page.runs.simulate.filter((run) => run.lcpMs !== null);
    const counts = groups.get(page.group) ?? { over: 0, all: 0 };
    counts.over += runs.filter(
      (run) => run.lcpMs > budgets.simulatedLcpMs,
    ).length;
    counts.all += runs.length;
    groups.set(page.group, counts);
  }
  return [...groups]
    .map(([group, { over, all }]) => `${group}: ${over} of ${all}`)
    .join("; ");
};

/** Every devtools run's TBT, lowest first, each with its longest task in brackets. */
const fmtTbtRuns = (all) =>
  [...all]
    .sort((a, b) => (a.tbtMs ?? Infinity) - (b.tbtMs ?? Infinity))
    .map((r) => `${fmtMs(r.tbtMs)} (${fmtMs(r.longestTaskMs)})`)
    .join(", ");

/** One page's figures as the audit prints them when its runs are done. */
const summary = (label, page) =>
  `${label}: ${methods
    .map((method) => {
      const m = page.median[method];
      return `${methodName[method]} perf ${fmtScore(m.performance)}, FCP ${fmtSeconds(m.fcpMs)}, LCP ${fmtSeconds(m.lcpMs)}, TBT ${fmtMs(m.tbtMs)}`;
    })
    .join("; ")}`;

function table(pages, floor) {
  const head = [
    "Page",
    "Sim. perf",
    "Sim. FCP",
    "Sim. LCP",
    "Sim. TBT",
    "Sim. LCP of each run (JS files counted)",
    "Dev. perf",
    "Dev. FCP",
    "Dev. LCP",
    "Dev. LCP − floor",
    "Dev. TBT",
    "Dev. LCP of each run",
    "Dev. TBT of each run (longest task)",
    "CLS",
    "A11y / BP / SEO",
    "HTML",
    "JS",
    "LCP element",
    "Budgets",
  ];
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const row = (page) => {
    const sim = page.median.simulate;
    const dev = page.median.devtools;
    const floorLcp = floor.median.devtools.lcpMs;
    return line([
      page.label,
      fmtScore(sim.performance),
      fmtSeconds(sim.fcpMs),
      fmtSeconds(sim.lcpMs),
      fmtMs(sim.tbtMs),
      fmtRuns(page.runs.simulate, "simulate"),
      fmtScore(dev.performance),
      fmtSeconds(dev.fcpMs),
      fmtSeconds(dev.lcpMs),
      signed(
        dev.lcpMs === null || floorLcp === null ? null : dev.lcpMs - floorLcp,
        fmtMs,
      ),
      fmtMs(dev.tbtMs),
      fmtRuns(page.runs.devtools, "devtools"),
      fmtTbtRuns(page.runs.devtools),
      `${fmtCls(sim.cls)}, ${fmtCls(dev.cls)}`,
      `${fmtScore(sim.accessibility)} / ${fmtScore(sim.bestPractices)} / ${fmtScore(sim.seo)}${sim.indexable ? "" : " (noindex)"}`,
      fmtKb(sim.htmlBytes),
      fmtKb(sim.jsBytes),
      sim.lcpElement ? `\`${sim.lcpElement}\`` : "–",
      page.verdict,
    ]);
  };
  return [line(head), line(head.map(() => "---")), ...pages.map(row)].join(
    "\n",
  );
}

/**
 * The servers under test run below the browser's CPU priority (nice 10) unless
 * AUDIT_SERVER_PRIORITY=normal. On a machine of two cores, a server's own work
 * (compressing every response it sends) otherwise takes CPU from the browser
 * during the load, and the simulated method multiplies the browser's unthrottled
 * timings by 4. A visitor's phone shares no CPU with the server; every server
 * here, the floors' included, gets the same priority.
 */
function serverPriority() {
  const name = process.env.AUDIT_SERVER_PRIORITY || "below-normal";
  const niceness = { "below-normal": 10, normal: 0 };
  if (!Object.hasOwn(niceness, name))
    throw new Error(
      `AUDIT_SERVER_PRIORITY must be below-normal or normal, not "${name}"`,
    );
  return { name, niceness: niceness[name] };
}

/** The build directories to measure beside the site; each must hold a finished build. */
function compareDirs() {
  const dirs = (process.env.AUDIT_COMPARE ?? "")
    .split(",")
    .map((d) => d.trim())
    .filter(Boolean);
  for (const dir of dirs) {
    if (!existsSync(path.join(root, dir, "BUILD_ID")))
      throw new Error(
        `AUDIT_COMPARE: ${dir}/ holds no finished build (build it with NEXT_DIST_DIR=${dir} npm run build)`,
      );
  }
  return dirs;
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg();
  const only = chosenRoutes(process.argv.slice(2), process.env.AUDIT_ROUTES);
  const compare = compareDirs();
  const servers = serverPriority();
  const withContentFloor = process.env.AUDIT_CONTENT_FLOOR === "1";
  ensureBuild();
  console.log("Building the two floors (bare Next.js pages)...");
  buildBarePage(bareDir);
  buildBarePage(styledBareDir, { stylesheet: true });
  const nextVersion = JSON.parse(
    readFileSync(
      path.join(root, "node_modules", "next", "package.json"),
      "utf8",
    ),
  ).version;
  const lighthouseVersion = JSON.parse(
    readFileSync(
      path.join(root, "node_modules", "lighthouse", "package.json"),
      "utf8",
    ),
  ).version;
  const routes = only ?? builtPages();
  if (withContentFloor) {
    console.log(
      "Building the content floor (each route's body on a bare page)...",
    );
    buildContentFloor(routes);
  }
  const given = wholeNumber("AUDIT_PORT", 0);
  const port = async (i) => (given ? given + i : freePort());
  /** Every server measured, at the same priority. */
  const serve = async (i, dir, extraEnv) =>
    startNext(await port(i), dir, extraEnv, servers);
  const site = await serve(0);
  const bareSite = await serve(1, bareDir);
  const floorSite = await serve(2, styledBareDir);
  const compareSites = [];
  if (withContentFloor)
    compareSites.push({
      name: "content floor",
      url: await serve(3, contentFloorDir),
    });
  for (const dir of compare) {
    compareSites.push({
      name: dir,
      url: await serve(3 + compareSites.length, undefined, {
        NEXT_DIST_DIR: dir,
      }),
    });
  }
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  const launched = chrome;
  onStop(() => launched.kill());

  /** Every page measured, with the runs of each method. */
  const pages = [
    { label: "bare Next.js page (reference)", url: `${bareSite}/` },
    {
      label: "styled floor: bare page + one-rule stylesheet",
      url: `${floorSite}/`,
    },
    ...routes.map((route) => ({
      label: `\`${route}\``,
      route,
      url: `${site}${route}`,
      judged: true,
      group: "the build",
    })),
    ...compareSites.flatMap(({ name, url }) =>
      routes.map((route) => ({
        label: `\`${route}\` (${name})`,
        route,
        url: `${url}${route}`,
        judged: false,
        group: name,
      })),
    ),
  ].map((page) => ({
    ...page,
    runs: { simulate: [], devtools: [] },
    median: {},
    verdict: "(floor)",
  }));
  const [bare, floor] = pages;
  bare.verdict = "(reference)";

  /**
   * Medians, verdicts and the report from the runs so far: written after every
   * round, so an audit stopped part-way still leaves its figures.
   */
  const report = (done, final) => {
    for (const page of pages)
      for (const method of methods)
        page.median[method] = medianRun(page.runs[method]);
    let failed = 0;
    if (final) console.log("");
    for (const page of pages) {
      if (page.route) {
        const missed = budgetMisses(page.route, page.median, floor.median);
        if (page.judged && missed.length) failed++;
        const verdict = missed.length ? `MISS: ${missed.join("; ")}` : "ok";
        page.verdict = page.judged ? verdict : `(not judged) ${verdict}`;
      }
      if (final) console.log(`${summary(page.label, page)}  ${page.verdict}`);
      if (final && page.verdict.includes("MISS"))
        console.log(
          `   costs points: ${page.median.simulate.failing.join(", ") || "none listed"}`,
        );
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    const loadAtEnd = loadavg();
    const markdown = `# Lighthouse audit

Next.js ${nextVersion}, Lighthouse ${lighthouseVersion} (mobile), Chromium at ${chromiumPath};
${routes.length} route(s)${compareSites.length ? ` on the build and on ${compareSites.map((c) => c.name).join(", ")}` : ""}, ${final ? runs : `${done} of ${runs} (unfinished)`} run(s) per page and throttling method, ${seconds} s.
Load average (1, 5, 15 min): ${fmtLoad(loadAtStart)} at the start, ${fmtLoad(loadAtEnd)} ${final ? "at the end" : "now"}. A run shown as "–" failed three times.
The servers under test ran at ${servers.name} CPU priority (AUDIT_SERVER_PRIORITY), the browser at normal.

Each row is one run per method: Lighthouse's median run (the run nearest the median
FCP and the median time to interactive), every figure of a method from that same run.
"Sim." is Lighthouse's simulated throttling, "Dev." its devtools throttling (network and
a 4× slower CPU really applied in the browser). "LCP of each run" lists every run, lowest first; for the
simulated runs, in brackets, how many framework script files had arrived before the
largest paint in the unthrottled load, which the simulation counts as needed for that
paint. "TBT of each run" lists every devtools run's TBT, lowest first, with its longest
main-thread task in brackets. Accessibility, best practices, SEO, HTML, JS and the LCP element come from the
simulated median run; CLS is given for both.

Budgets, against the styled floor (the bare page with a one-rule stylesheet) measured in
this run: devtools LCP at most ${budgets.devtoolsLcpOverFloorMs} ms over the floor's; simulated LCP at most
${fmtSeconds(budgets.simulatedLcpMs)}; with each method, performance at most ${budgets.performancePointsUnderFloor} points under the floor's, TBT at
most ${budgets.tbtOverFloorMs} ms over the floor's and CLS ${budgets.cls}; accessibility ${budgets.accessibility}, best practices
${budgets.bestPractices}, SEO ${budgets.seo} on indexable pages, JavaScript ≤ ${fmtKb(budgets.jsBytes)} (not on ${jsBudgetExempt.join(", ")}). The bare page
without a stylesheet is a reference, not a budget.

${table(pages, floor)}

Simulated runs with an LCP over ${fmtSeconds(budgets.simulatedLcpMs)}: ${fmtOverLcpBudget(pages)}.

${failed ? `**${failed} page(s) miss a budget.**` : "Every page meets every budget."}
`;
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, "audit.md"), markdown);
    writeFileSync(
      path.join(reportDir, "audit.json"),
      `${JSON.stringify(
        {
          nextVersion,
          lighthouseVersion,
          runs,
          serverPriority: servers.name,
          budgets,
          loadAtStart,
          loadAtEnd,
          seconds,
          pages,
        },
        null,
        2,
      )}\n`,
    );
    if (final)
      console.log(
        `\n${markdown}\nWritten to reports/audit.md and reports/audit.json.`,
      );
    return failed;
  };

  for (let i = 1; i <= runs; i++) {
    for (const method of methods) {
      for (const page of pages)
        page.runs[method].push(await measureOnce(page.url, method));
      console.log(
        `run ${i}/${runs}, ${methodName[method]} LCP: ${pages
          .map((p) => `${p.label} ${fmtSeconds(p.runs[method].at(-1).lcpMs)}`)
          .join(", ")}`,
      );
    }
    if (i < runs) report(i, false);
  }
  stopAll();
  process.exitCode = report(runs, true) ? 1 : 0;
}

runScript(main);
