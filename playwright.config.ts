import { defineConfig } from "@playwright/test";
import { defaultEmulatorHost } from "./lib/firebase/emulator.mjs";
import { maildevAt } from "./lib/maildev.mjs";
import { chromiumArgs, headlessShellPath } from "./scripts/chromium.mjs";
import { redisArgs, redisBin } from "./scripts/cluster/redis.mjs";
import { assertPortsFree } from "./scripts/e2e-ports.mjs";
import { allAnswer } from "./scripts/e2e-servers-ready.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
export const previewPort = port + 1;
/**
 * The production build again, with a mail server that is down (nothing listens
 * on port 9) and the default rate limit. It trusts X-Forwarded-For, so each
 * test there counts as its own client by sending a fresh address.
 */
export const mailDownPort = port + 2;
/** The production build with its database down (nothing listens on port 9). */
export const databaseDownPort = port + 3;
/**
 * Two servers of the production build sharing one real PostgreSQL, the one
 * scripts/with-postgres.mjs starts around `playwright test`, with the default
 * limit, trusting X-Forwarded-For like the mail-down server.
 */
export const sharedPorts = [port + 4, port + 5] as const;
/**
 * The first of them, where a test sets a booking's confirmed time relative to
 * now with SQL (tests/e2e/bookings-db.ts), as the desk would.
 */
export const postgresPort = sharedPorts[0];
/**
 * The cache the two servers on PostgreSQL share, as several servers of one
 * deployment do (docs/several-servers.md): Debian's redis-server.
 */
export const sharedCachePort = port + 9;
/**
 * The pseudo-locale's test build (npm run build:pseudo): the default
 * language drawn in the pseudo-locale's form, crawled by
 * tests/e2e/pseudo.spec.ts.
 */
export const pseudoPort = port + 10;

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  throw new Error(
    "TEST_DATABASE_URL is not set: run the end-to-end tests with `npm run test:e2e`, or as `node scripts/with-postgres.mjs npx playwright test`",
  );
}

/**
 * `next start` for one test server, with an embedded database of its own,
 * a fresh copy of the one scripts/e2e-servers.mjs makes first, so every run
 * starts from no requests.
 */
function site(serverPort: number, env: Record<string, string> = {}) {
  const dir = `.data/e2e-${serverPort}`;
  return {
    name: `the server on ${serverPort}`,
    command: `exec npx next start -p ${serverPort} -H 127.0.0.1`,
    url: `http://127.0.0.1:${serverPort}`,
    // LOCAL_SERVICES=1: the emulator and MailDev below count as configured
    // for the production start's settings check (docs/product.md §14).
    // DATA_CACHE_ON_DISK=0: its data cache its own, not read by the servers
    // beside it on other databases (next.config.mjs).
    env: {
      DATABASE_DIR: dir,
      LOCAL_SERVICES: "1",
      DATA_CACHE_ON_DISK: "0",
      ...env,
    },
    ...(env.DATABASE_URL ? {} : { database: dir }),
  };
}

/** This run's own MailDev, beside the site's ports; tests read its REST API. */
export const testMaildev = maildevAt({ smtp: port + 6, web: port + 7 });
const emulatorPort = Number(defaultEmulatorHost.split(":").at(-1));
/**
 * The Auth emulator's port is compiled into the build (firebase.json), so two
 * checkouts testing at once need the same one. E2E_SHARED_EMULATOR=1 says, out
 * loud, to use one already running there; without it a taken port is refused.
 */
const sharedEmulator = process.env.E2E_SHARED_EMULATOR === "1";

// Every server below is started by this run, never reused: a server already on
// one of these ports may be another checkout's, running other code. Checked once,
// in the runner; its workers load this file again while the servers run.
if (!process.env.E2E_PORTS_CHECKED) {
  process.env.E2E_PORTS_CHECKED = "1";
  assertPortsFree([
    { port, use: "the production build (E2E_PORT)" },
    { port: previewPort, use: "the preview build (E2E_PORT+1)" },
    { port: mailDownPort, use: "the build with mail down (E2E_PORT+2)" },
    {
      port: databaseDownPort,
      use: "the build with its database down (E2E_PORT+3)",
    },
    {
      port: sharedPorts[0],
      use: "the first server on PostgreSQL (E2E_PORT+4)",
    },
    {
      port: sharedPorts[1],
      use: "the second server on PostgreSQL (E2E_PORT+5)",
    },
    { port: pseudoPort, use: "the pseudo-locale's build (E2E_PORT+10)" },
    { port: port + 6, use: "MailDev's SMTP (E2E_PORT+6)" },
    { port: port + 7, use: "MailDev's inbox (E2E_PORT+7)" },
    {
      port: port + 8,
      use: "the servers tests/e2e/production-start.spec.ts starts (E2E_PORT+8)",
    },
    {
      port: sharedCachePort,
      use: "the redis-server the servers on PostgreSQL share (E2E_PORT+9)",
    },
    ...(sharedEmulator
      ? []
      : [
          {
            port: emulatorPort,
            use: "the Auth emulator: firebase.json's port, compiled into the build (E2E_SHARED_EMULATOR=1 uses a running one)",
          },
        ]),
  ]);
  if (sharedEmulator)
    console.log(
      `E2E_SHARED_EMULATOR=1: using the Auth emulator at ${defaultEmulatorHost} if one is running.`,
    );
}

const servers = [
  // Every test posts from 127.0.0.1: the default 10 requests would run out.
  site(port, { SMTP_URL: testMaildev.smtpUrl, FORM_RATE_LIMIT: "1000" }),
  // The same site built as a preview deployment (npm run build:preview).
  site(previewPort, { NEXT_DIST_DIR: ".next-preview", SITE_ENV: "preview" }),
  // The default language in the pseudo-locale's form (npm run build:pseudo).
  site(pseudoPort, { NEXT_DIST_DIR: ".next-pseudo" }),
  site(mailDownPort, {
    SMTP_URL: "smtp://127.0.0.1:9",
    FORM_RATE_LIMIT: "",
    FORM_TRUST_PROXY: "1",
  }),
  site(databaseDownPort, {
    DATABASE_URL: "postgres://127.0.0.1:9/none",
    FORM_TRUST_PROXY: "1",
  }),
  ...sharedPorts.map((serverPort) =>
    site(serverPort, {
      DATABASE_URL: postgres,
      SMTP_URL: testMaildev.smtpUrl,
      FORM_RATE_LIMIT: "",
      FORM_TRUST_PROXY: "1",
      VALKEY_URL: `redis://127.0.0.1:${sharedCachePort}`,
    }),
  ),
  {
    name: "the shared cache",
    command: `exec ${redisBin} ${redisArgs(sharedCachePort)
      .map((arg) => (arg === "" ? "''" : arg))
      .join(" ")}`,
    port: sharedCachePort,
  },
  {
    // The inbox the production build delivers to; tests read its REST API.
    name: "MailDev",
    command: `exec npx ${testMaildev.args.join(" ")}`,
    url: `${testMaildev.inbox}/email`,
  },
];

/** The Auth emulator the default build signs in against (firebase.json). */
const emulator = {
  command: "npm run emulator",
  url: `http://${defaultEmulatorHost}/`,
  reuseExistingServer: true,
  timeout: 60_000,
};

const timedSpecs = /\/(cluster-faults|cms|several-servers)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  // The JSON report is read by npm run suite:time (scripts/measure/suite-time.mjs).
  reporter: [["list"], ["json", { outputFile: "reports/suite/e2e.json" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The specs that time a change reaching another server within a second run
  // one at a time, beside the rest: one of them starts a cluster of its own
  // and fires 200 bookings at it, which on two cores held a publish back
  // 10 s on the servers beside it.
  // Listed first, so that their one worker starts with them while the other
  // takes the rest: listed last, they waited for every other test.
  projects: [
    { name: "timed", testMatch: timedSpecs, workers: 1 },
    { name: "site", testIgnore: timedSpecs },
  ],
  use: {
    baseURL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: headlessShellPath,
      args: [...chromiumArgs],
    },
  },
  // Started at once by scripts/e2e-servers.mjs, which prints its line once
  // every one answers; an Auth emulator already running is used as it is.
  webServer: [
    ...(sharedEmulator ? [emulator] : []),
    {
      command: "node scripts/e2e-servers.mjs",
      env: {
        E2E_SERVERS: JSON.stringify([
          ...servers,
          ...(sharedEmulator
            ? []
            : [
                {
                  name: "the Auth emulator",
                  command: emulator.command,
                  url: emulator.url,
                },
              ]),
        ]),
      },
      wait: { stdout: new RegExp(RegExp.escape(allAnswer)) },
      stdout: "ignore",
      // The servers are stopped by the script, which SIGKILL would not reach.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
