// npm run bench:load: a bounded load test on loopback. 50 connections for 20 s
// on /, a service page and /cart against `next start`, and on a bare Next.js
// page of the same version (scripts/measure/bare-next.mjs) in the same run, so
// the cost of our pages is told from the framework's own. Raw throughput is not
// the goal here: a static page's answer for that is a cache in front of the
// servers. Fails on any error, timeout or non-2xx answer.
// Environment: BENCH_PORT (the site's port; the bare page uses the next one;
// default: two free ports),
// BENCH_DURATION (seconds, default 20), BENCH_CONNECTIONS (default 50).
// BENCH_NGINX=1 adds the same pages through nginx's one-second cache before
// one app server (scripts/cluster/nginx.mjs, docs/several-servers.md), and
// served by nginx from the build's HTML files, which that cache is held to.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { builtPages, distDir } from "../built-pages.mjs";
import { startCluster, startStaticNginx } from "./cluster.mjs";
import { ensureBareNext } from "./bare-next.mjs";
import {
  cpuMs,
  ensureBuild,
  freePort,
  onStop,
  root,
  startNext,
  runScript,
  stopAll,
  wholeNumber,
} from "./site-server.mjs";
const duration = wholeNumber("BENCH_DURATION", 20);
const connections = wholeNumber("BENCH_CONNECTIONS", 50);

/**
 * The pages under load. /cart is listed even when a build lacks it: its 404
 * then fails the run instead of quietly shrinking the test.
 */
function benchPaths() {
  const pages = builtPages();
  const service = pages.find((page) => page.startsWith("/services/"));
  if (!service) throw new Error("the build has no service page");
  return ["/", service, "/cart"];
}

/**
 * One bounded autocannon run, reduced to the figures we report, with the CPU
 * time the server spent per request when its process is known: the rates move
 * with whatever else the machine runs, the CPU time much less.
 */
async function load(url, pid) {
  // A 2 s warm-up, not counted, so the figures are the steady state.
  const run = autocannon({
    url,
    connections,
    duration,
    warmup: { connections, duration: 2 },
  });
  let cpuBefore;
  // The warm-up ends when the measured part starts.
  run.on("start", () => {
    if (pid) cpuBefore = cpuMs(pid);
  });
  const result = await run;
  const cpuPerRequest =
    cpuBefore === undefined
      ? undefined
      : (cpuMs(pid) - cpuBefore) / result.requests.total;
  return {
    cpuPerRequest,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

// autocannon counts a timeout among the errors as well as on its own.
const problems = (r) => r.errors + r.non2xx;

async function main() {
  ensureBuild();
  const bareDir = ensureBareNext();
  const paths = benchPaths();
  const port = process.env.BENCH_PORT
    ? wholeNumber("BENCH_PORT", 0)
    : await freePort();
  const barePort = process.env.BENCH_PORT ? port + 1 : await freePort();
  const site = await startNext(port);
  const bare = await startNext(barePort, { dir: bareDir });
  const targets = [
    ...paths.map((page) => ({ server: "next start", page, at: site })),
    { server: "bare Next.js page", page: "/", at: bare },
  ];
  if (process.env.BENCH_NGINX === "1") {
    // A database folder of its own: the one above is locked to its server.
    const data = mkdtempSync(path.join(tmpdir(), "bench-load-"));
    onStop(() => rmSync(data, { recursive: true, force: true }));
    const cached = await startCluster(1, { DATABASE_DIR: data });
    const files = await startStaticNginx(
      path.join(root, distDir, "server", "app"),
    );
    for (const page of paths) {
      targets.push(
        { server: "nginx's cache, 1 app server", page, at: cached },
        { server: "nginx, the HTML files", page, at: files },
      );
    }
  }
  const rows = [];
  for (const { server, page, at } of targets) {
    console.log(
      `${server} ${page}: ${connections} connections for ${duration} s...`,
    );
    const figures = await load(`${at.url}${page}`, at.child?.pid);
    rows.push({ server, page, ...figures });
    console.log(
      `  ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}`,
    );
  }
  stopAll();

  const lines = rows.map(
    (r) =>
      `| ${r.server} | ${r.page} | ${Math.round(r.requestsPerSecond)} | ${r.p50Ms} / ${r.p99Ms} | ${r.errors} (${r.timeouts}) / ${r.non2xx} | ${r.cpuPerRequest?.toFixed(2) ?? "?"} ms |`,
  );
  const failed = rows.filter((r) => problems(r) > 0);
  const markdown = `# Load test

${connections} connections for ${duration} s per page (after a 2 s warm-up) on 127.0.0.1 (autocannon), one page at a time.
Latency p50 / p99 in ms; "err (timeouts) / non-2xx" counts errors, of which timeouts, then non-2xx answers.

| Server | Page | req/s | p50 / p99 | err (timeouts) / non-2xx | CPU per request |
| --- | --- | --- | --- | --- | --- |
${lines.join("\n")}

${failed.length ? `**Failed: ${failed.map((r) => `${r.server} ${r.page}`).join(", ")} had errors or non-2xx answers.**` : "No errors, no non-2xx answers."}
`;
  const reportDir = path.join(root, "reports");
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, "bench-load.md"), markdown);
  writeFileSync(
    path.join(reportDir, "bench-load.json"),
    `${JSON.stringify({ connections, duration, rows }, null, 2)}\n`,
  );
  console.log(
    `\n${markdown}\nWritten to reports/bench-load.md and reports/bench-load.json.`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

runScript(main);
