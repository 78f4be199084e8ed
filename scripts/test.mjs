// @ts-check
// `npm test`: every check, one phase after another, stopping at the first that
// fails. Each phase is timed; the times go to reports/suite/phases.json beside
// Jest's and Playwright's JSON reports, and `npm run suite:time` turns the
// three into the tables of docs/performance.md ("The test suite's time").
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { reportsDir } from "./measure/suite-time.mjs";

/** @type {[name: string, args: string[], env?: Record<string, string>][]} */
const phases = [
  ["programs", ["run", "test:programs"]],
  ["static checks", ["run", "checks"]],
  [
    "unit",
    [
      "run",
      "test:unit",
      "--",
      "--json",
      `--outputFile=${reportsDir}/unit.json`,
    ],
  ],
  ["unit, days ahead", ["run", "test:unit:ahead"]],
  ["build", ["run", "build"], { BUILD_TYPES_CHECKED: "1" }],
  ["preview build", ["run", "build:preview"], { BUILD_TYPES_CHECKED: "1" }],
  ["pseudo build", ["run", "build:pseudo"], { BUILD_TYPES_CHECKED: "1" }],
  [
    "end-to-end",
    ["exec", "--", "node", "scripts/with-postgres.mjs", "playwright", "test"],
  ],
];

/** The machine's CPU time so far, busy and in all, from /proc/stat (Linux). */
function cpu() {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .split(/\s+/);
  // user, nice, system, idle, iowait, irq, softirq, steal (guest time is in user)
  const numbers = ticks.slice(0, 8).map(Number);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  return { busy: total - numbers[3] - numbers[4], total };
}

mkdirSync(reportsDir, { recursive: true });
/** @type {{ phase: string, seconds: number, busy: number, code: number }[]} */
const times = [];
const started = Date.now();
for (const [phase, args, env = {}] of phases) {
  console.log(`\n=== npm test: ${phase} (npm ${args.join(" ")})`);
  const from = Date.now();
  const before = cpu();
  const code = await new Promise((resolve) => {
    const child = spawn("npm", args, {
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("close", (exit) => resolve(exit ?? 1));
  });
  const after = cpu();
  times.push({
    phase,
    seconds: Math.round((Date.now() - from) / 1000),
    // The share of the machine's cores kept busy, by this run or anything else.
    busy: (after.busy - before.busy) / (after.total - before.total || 1),
    code,
  });
  if (code !== 0) break;
}
writeFileSync(
  `${reportsDir}/phases.json`,
  JSON.stringify({ startedAt: new Date(started).toISOString(), times }),
);
console.log("\n=== npm test: time by phase");
for (const { phase, seconds, busy, code } of times) {
  console.log(
    `${phase.padEnd(18)} ${String(seconds).padStart(5)} s, cores ${Math.round(100 * busy)} % busy${code ? `, failed (exit ${code})` : ""}`,
  );
}
console.log(
  `${"in all".padEnd(18)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`,
);
process.exit(times.at(-1)?.code ?? 1);
