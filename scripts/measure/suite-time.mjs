// @ts-check
// `npm run suite:time`: where npm test's time went, from the reports its last
// run left in reports/suite/ (scripts/test.mjs): the time of each phase, and
// the worker-seconds of each end-to-end spec and unit test file, most first,
// as the Markdown tables of docs/performance.md.
//   npm run suite:time            the 15 costliest of each
//   npm run suite:time -- 40      the 40 costliest
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const reportsDir = "reports/suite";

/** @param {string} name */
function report(name) {
  const file = path.join(reportsDir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

/**
 * @param {string} title
 * @param {Map<string, number>} seconds
 * @param {number} most
 */
function table(title, seconds, most) {
  const total = [...seconds.values()].reduce((sum, s) => sum + s, 0);
  console.log(`\n| ${title} | worker-seconds | share |\n| --- | ---: | ---: |`);
  for (const [name, s] of [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)) {
    console.log(
      `| ${name} | ${s.toFixed(1)} | ${((100 * s) / total).toFixed(1)} % |`,
    );
  }
  console.log(`| all ${seconds.size} | ${total.toFixed(0)} | |`);
}

/**
 * Playwright's JSON report: every result's duration, retries included, summed by spec file.
 * @param {any} suite
 * @param {Map<string, number>} into
 */
function addSpecs(suite, into) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests)
      for (const result of test.results)
        into.set(
          spec.file,
          (into.get(spec.file) ?? 0) + result.duration / 1000,
        );
  }
  for (const child of suite.suites ?? []) addSpecs(child, into);
}

if (process.argv[1]?.endsWith("/scripts/measure/suite-time.mjs")) {
  const most = Number(process.argv[2]) || 15;
  const phases = report("phases.json");
  if (!phases) {
    console.error(`No ${reportsDir}/phases.json: run npm test first.`);
    process.exit(1);
  }
  console.log(
    `npm test from ${phases.startedAt}\n\n| phase | seconds | cores busy |\n| --- | ---: | ---: |`,
  );
  for (const { phase, seconds, busy, code } of phases.times) {
    const shown = `${phase}${code ? " (failed)" : ""}`;
    console.log(`| ${shown} | ${seconds} | ${Math.round(100 * busy)} % |`);
  }
  const e2e = report("e2e.json");
  if (e2e) {
    const specs = new Map();
    for (const suite of e2e.suites) addSpecs(suite, specs);
    console.log(
      `\nEnd to end: ${(e2e.stats.duration / 1000).toFixed(0)} s from the first test to the last.`,
    );
    table("spec", specs, most);
  }
  const unit = report("unit.json");
  if (unit) {
    const files = new Map(
      unit.testResults.map((/** @type {any} */ file) => [
        path.relative(process.cwd(), file.name),
        (file.endTime - file.startTime) / 1000,
      ]),
    );
    table("unit test file", files, most);
  }
}
