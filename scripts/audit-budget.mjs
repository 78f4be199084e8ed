// The budgets of `npm run audit` and the comparison with them, kept free of I/O so
// that the edges are unit-tested (tests/unit/audit-budget.test.ts). The floor is
// the bare Next.js page with a one-rule stylesheet, built and measured in the same
// run (docs/product.md §9.4).
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

/** Lighthouse's two ways of slowing a load: replayed in a model, or real in the browser. */
export const methods = /** @type {const} */ (["simulate", "devtools"]);

/** Every budget the audit judges; a page meets them all or the audit exits 1. */
export const budgets = Object.freeze({
  /** Devtools throttling: LCP at most this far over the styled floor's. */
  devtoolsLcpOverFloorMs: 200,
  /** Simulated throttling: LCP at most this, whatever the floor. */
  simulatedLcpMs: 2000,
  /** Each method: performance at most this many points under the floor's. */
  performancePointsUnderFloor: 2,
  /** Each method: total blocking time at most this far over the floor's. */
  tbtOverFloorMs: 50,
  /** Each method: CLS, judged to three decimals as Lighthouse shows it. */
  cls: 0,
  /** Scores out of 100, from the simulated run (they do not depend on throttling). */
  accessibility: 100,
  bestPractices: 100,
  /** Indexable pages only. */
  seo: 100,
  /** Script bytes sent, every page but those in `jsBudgetExempt`. */
  jsBytes: 160 * 1024,
});

/**
 * Pages allowed more JavaScript: both need the sign-in SDK (about 26 kB gzip) as
 * soon as they load, to know who is signed in. /staff is the company's own desk,
 * kept out of search engines, not a page visitors land on.
 */
export const jsBudgetExempt = Object.freeze(["/user", "/staff"]);

/** The default number of runs per page and method; the row is the median one. */
export const defaultRuns = 5;

/**
 * The run a row shows, all its figures from that one run: the run Lighthouse itself
 * calls the median (its `computeMedianRun`, also used by Lighthouse CI), the one
 * nearest to the median first contentful paint and the median time to interactive.
 * Those two mark the start and the end of the load, so a run that a stray long
 * task slowed at either end is not the one shown. A run without them failed; when
 * at least half the runs failed, a failed run is shown, and the page misses.
 * @template {{ fcpMs: number | null, ttiMs: number | null }} R
 * @param {readonly R[]} runs
 * @returns {R}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error("medianRun needs at least one run");
  const finished = runs.filter(
    (run) => Number.isFinite(run.fcpMs) && Number.isFinite(run.ttiMs),
  );
  if (finished.length * 2 <= runs.length) {
    return /** @type {R} */ (runs.find((run) => !finished.includes(run)));
  }
  // computeMedianRun reads these two audits of a Lighthouse report.
  const reports = finished.map((run) => ({
    run,
    audits: {
      "first-contentful-paint": { numericValue: run.fcpMs },
      interactive: { numericValue: run.ttiMs },
    },
  }));
  const median = computeMedianRun(/** @type {any} */ (reports));
  return /** @type {{ run: R }} */ (/** @type {unknown} */ (median)).run;
}

/** A Lighthouse score (0–1) in whole points, as the report shows it. */
const points = (/** @type {number | null} */ score) =>
  score === null ? null : Math.round(score * 100);
// To the millisecond, so a miss by 1 ms does not read "1.50 s > 1.50 s".
const seconds = (/** @type {number | null} */ ms) =>
  ms === null ? "–" : `${(ms / 1000).toFixed(3)} s`;
// To a tenth of a millisecond for the same reason (TBT is fractional).
const millis = (/** @type {number | null} */ ms) =>
  ms === null ? "–" : `${Number(ms.toFixed(1))} ms`;

/**
 * The budgets a page misses, as sentences; none when it meets them all.
 * @param {string} route
 * @param {import("./audit-budget.d.mts").PageRuns} page the median run of each method
 * @param {import("./audit-budget.d.mts").PageRuns} floor the styled floor's median runs
 * @returns {string[]}
 */
export function budgetMisses(route, page, floor) {
  const out = [];
  const dev = page.devtools;
  const sim = page.simulate;

  const devLimit =
    floor.devtools.lcpMs === null
      ? null
      : floor.devtools.lcpMs + budgets.devtoolsLcpOverFloorMs;
  if (dev.lcpMs === null || devLimit === null || dev.lcpMs > devLimit)
    out.push(
      `devtools LCP ${seconds(dev.lcpMs)} > ${seconds(devLimit)} (floor + ${budgets.devtoolsLcpOverFloorMs} ms)`,
    );
  if (sim.lcpMs === null || sim.lcpMs > budgets.simulatedLcpMs)
    out.push(
      `simulated LCP ${seconds(sim.lcpMs)} > ${seconds(budgets.simulatedLcpMs)}`,
    );

  for (const method of methods) {
    const m = page[method];
    const f = floor[method];
    const perf = points(m.performance);
    const floorPerf = points(f.performance);
    const minPerf =
      floorPerf === null
        ? null
        : floorPerf - budgets.performancePointsUnderFloor;
    if (perf === null || minPerf === null || perf < minPerf)
      out.push(`${method} performance ${perf ?? "–"} < ${minPerf ?? "–"}`);
    const tbtLimit = f.tbtMs === null ? null : f.tbtMs + budgets.tbtOverFloorMs;
    if (m.tbtMs === null || tbtLimit === null || m.tbtMs > tbtLimit)
      out.push(
        `${method} TBT ${millis(m.tbtMs)} > ${millis(tbtLimit)} (floor + ${budgets.tbtOverFloorMs} ms)`,
      );
    if (m.cls === null || Number(m.cls.toFixed(3)) > budgets.cls)
      out.push(
        `${method} CLS ${m.cls === null ? "–" : m.cls.toFixed(3)} > ${budgets.cls}`,
      );
  }

  const atLeast = (
    /** @type {number | null} */ score,
    /** @type {number} */ min,
    /** @type {string} */ name,
  ) => {
    const value = points(score);
    if (value === null || value < min)
      out.push(`${name} ${value ?? "–"} < ${min}`);
  };
  atLeast(sim.accessibility, budgets.accessibility, "accessibility");
  atLeast(sim.bestPractices, budgets.bestPractices, "best practices");
  if (sim.indexable) atLeast(sim.seo, budgets.seo, "SEO");
  if (!jsBudgetExempt.includes(route) && sim.jsBytes > budgets.jsBytes)
    out.push(
      `JS ${(sim.jsBytes / 1024).toFixed(1)} kB > ${(budgets.jsBytes / 1024).toFixed(1)} kB`,
    );
  return out;
}

/**
 * The pages to audit: paths given on the command line, else AUDIT_ROUTES
 * (comma-separated), else null for every page of the build. A path that does not
 * start with "/" is refused with a sentence.
 * @param {readonly string[]} args
 * @param {string | undefined} envRoutes
 * @returns {string[] | null}
 */
export function chosenRoutes(args, envRoutes) {
  const given = args.length ? [...args] : (envRoutes ?? "").split(",");
  const routes = [...new Set(given.map((r) => r.trim()).filter(Boolean))];
  const bad = routes.filter((r) => !r.startsWith("/"));
  if (bad.length)
    throw new Error(
      `Routes are paths that start with "/", such as /privacy-policy; not ${bad.map((r) => `"${r}"`).join(", ")}`,
    );
  return routes.length ? routes : null;
}
