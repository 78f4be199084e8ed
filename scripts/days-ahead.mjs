// @ts-check
// npm run test:unit:ahead [-- jest patterns]: the unit suite, as npm run
// test:unit runs it (a sample of it, below), again under Debian's libfaketime
// on two days ahead, so a test that holds only until a date written into it
// fails now, not on that date (issue "any day"): 01:30 in New York on the next
// day the US clocks spring forward (half an hour before 2:00 becomes 3:00),
// and 400 days on. Each clock starts there and runs on. Tomorrow is not a day
// of its own: a test that holds only until a date fails 400 days on as it
// would tomorrow, and a third day cost a fifth of npm test's time in Jest.
//
// The whole of scripts/with-postgres.mjs runs under faketime, so PostgreSQL
// (its now(), the columns' defaults) reads the same fake time as Node and
// PGlite; it starts and answers there as it does today. The offset form
// (`+seconds`) is used, not `@date`: with `@` each process's clock starts at
// the date when that process starts, so PostgreSQL's backends and Jest's
// workers would disagree by seconds; an offset is the same in every process.
// Debian's redis-server (jemalloc) hangs as libfaketime starts in it, so the
// shared-cache test gets it through a wrapper on the real clock (REDIS_SERVER,
// scripts/cluster/redis.mjs): that test reads no date from the cache server.
//
// To fit npm test's time, each day runs the database tests on one engine
// (TEST_ENGINES, tests/unit/db/engines.ts): PGlite, which reads the clock of
// Node's process, on the spring-forward day; PostgreSQL, whose own clock is
// the one faketime could miss, 400 days on. TEST_ENGINES set by the caller
// holds for every day.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const day = 86_400_000;
const zone = "America/New_York";

/**
 * 01:30 in New York on the next second Sunday of March after the day of
 * `from`: 06:30 UTC, for New York is still on EST (UTC−5) until 2:00.
 * @param {number} from
 */
function springForward(from) {
  const today = new Date(from);
  const todayUtc = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate(),
  );
  for (let year = today.getUTCFullYear(); ; year++) {
    const firstWeekday = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const secondSunday = 1 + ((7 - firstWeekday) % 7) + 7;
    if (Date.UTC(year, 2, secondSunday) > todayUtc) {
      return Date.UTC(year, 2, secondSunday, 6, 30);
    }
  }
}

const now = Date.now();
const dates = [
  {
    name: "the next spring-forward day, 01:30 in New York",
    at: springForward(now),
    engines: "embedded",
  },
  { name: "+400 days", at: now + 400 * day, engines: "postgres" },
];

/** @param {number} at */
const shown = (at) =>
  `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC, ${new Date(
    at,
  ).toLocaleString("en-US", {
    timeZone: zone,
    dateStyle: "medium",
    timeStyle: "short",
  })} in New York`;

const wrappers = mkdtempSync(path.join(tmpdir(), "days-ahead-"));
const redis = path.join(wrappers, "redis-server");
writeFileSync(
  redis,
  `#!/bin/sh\nexec env -u LD_PRELOAD -u FAKETIME -u FAKETIME_SHARED ${process.env.REDIS_SERVER || "/usr/bin/redis-server"} "$@"\n`,
);
chmodSync(redis, 0o755);

/**
 * What each day runs unless the caller names tests: every database test, and
 * every other test file that builds, reads or passes a date or a clock. The
 * rest (state machines, static checks, components with no date) read no clock,
 * and leaving them out saves a sixth of each run.
 */
function sample() {
  const dated = /new Date|Date\.UTC|Date\.now|\bnow\b|TZDate|clock/;
  return readdirSync("tests/unit", { recursive: true })
    .map((file) => path.join("tests/unit", String(file)))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter(
      (file) =>
        file.startsWith("tests/unit/db/") ||
        dated.test(readFileSync(file, "utf8")),
    )
    .sort();
}

const jestArgs =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ["--runTestsByPath", ...sample()];
/** @type {{ name: string; at: number; engines: string; code: number; seconds: number }[]} */
const results = [];
for (const [i, { name, at, engines: own }] of dates.entries()) {
  // Whole seconds from the real now, read again for each run.
  const offset = Math.round((at - Date.now()) / 1000);
  const engines = process.env.TEST_ENGINES || own;
  console.log(
    `\n=== ${i + 1}/${dates.length} ${name}: ${shown(at)} (faketime -f +${offset}, TEST_ENGINES=${engines}) ===\n`,
  );
  const started = performance.now();
  const run = spawnSync(
    "faketime",
    [
      "-f",
      `+${offset}`,
      process.execPath,
      "scripts/with-postgres.mjs",
      "jest",
      ...jestArgs,
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_OPTIONS: "--experimental-vm-modules",
        REDIS_SERVER: redis,
        TEST_ENGINES: engines,
      },
    },
  );
  if (run.error) console.error(`faketime: ${run.error.message}`);
  results.push({
    name,
    at,
    engines,
    code: run.status ?? 1,
    seconds: Math.round((performance.now() - started) / 1000),
  });
}

rmSync(wrappers, { recursive: true, force: true });

console.log("\n=== The unit suite on days ahead ===");
for (const { name, at, engines, code, seconds } of results) {
  console.log(
    `${code === 0 ? "passed" : `FAILED (exit ${code})`}  ${name}: ${shown(at)}, ${engines}, ${seconds} s`,
  );
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
