// npm run bench:load: a bounded load test on loopback. 50 connections for 20 s
// on /, a service page and /cart against `next start`, then against a plain
// static server holding the same pre-rendered HTML, so the cost of the Next.js
// server is known. Fails on any error, timeout or non-2xx answer.
// Environment: BENCH_PORT (the site's port; the static server uses the next one;
// default: two free ports),
// BENCH_DURATION (seconds, default 20), BENCH_CONNECTIONS (default 50).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { builtPages, prerenderedHtml } from "../built-pages.mjs";
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
 * A plain static file server for the pre-rendered HTML, held in memory as a
 * static host or CDN would serve it, so the figures measure serving, not disk
 * reads; nothing else is served. A page missing from the build fails the run.
 */
async function startStatic(portNumber, paths) {
  const files = new Map(
    paths.map((p) => [p, readFileSync(prerenderedHtml(p))]),
  );
  const server = createServer((request, response) => {
    const body = files.get(new URL(request.url ?? "/", "http://x").pathname);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
    });
    response.end(body);
  });
  await new Promise((resolve) =>
    server.listen(portNumber, "127.0.0.1", resolve),
  );
  onStop(() => server.close());
  return `http://127.0.0.1:${portNumber}`;
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
  const paths = benchPaths();
  const port = process.env.BENCH_PORT
    ? wholeNumber("BENCH_PORT", 0)
    : await freePort();
  const staticPort = process.env.BENCH_PORT ? port + 1 : await freePort();
  const site = await startNext(port);
  const servers = {
    "next start": { base: site.url, pid: site.child.pid },
    "static HTML": { base: await startStatic(staticPort, paths) },
  };
  const rows = [];
  for (const [server, { base, pid }] of Object.entries(servers)) {
    for (const page of paths) {
      console.log(
        `${server} ${page}: ${connections} connections for ${duration} s...`,
      );
      const figures = await load(`${base}${page}`, pid);
      rows.push({ server, page, ...figures });
      console.log(
        `  ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}`,
      );
    }
  }
  stopAll();

  const figure = (server, page) =>
    rows.find((r) => r.server === server && r.page === page);
  const lines = paths.map((page) => {
    const next = figure("next start", page);
    const plain = figure("static HTML", page);
    const ratio = (next.requestsPerSecond / plain.requestsPerSecond).toFixed(2);
    const cells = [next, plain].flatMap((r) => [
      Math.round(r.requestsPerSecond),
      `${r.p50Ms} / ${r.p99Ms}`,
      `${r.errors} (${r.timeouts}) / ${r.non2xx}`,
    ]);
    const cpu = next.cpuPerRequest?.toFixed(2) ?? "?";
    return `| ${page} | ${cells.join(" | ")} | ${ratio} | ${cpu} ms |`;
  });
  const failed = rows.filter((r) => problems(r) > 0);
  const markdown = `# Load test

${connections} connections for ${duration} s per page (after a 2 s warm-up) on 127.0.0.1 (autocannon), one page at a time.
Latency p50 / p99 in ms; "err (timeouts) / non-2xx" counts errors, of which timeouts, then non-2xx answers.

| Page | next start req/s | p50 / p99 | err (timeouts) / non-2xx | static req/s | p50 / p99 | err (timeouts) / non-2xx | next / static | next start CPU per request |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
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
