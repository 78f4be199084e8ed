import { defineConfig } from "@playwright/test";
import { defaultEmulatorHost } from "./lib/firebase/emulator.mjs";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";
import { maildevArgs, maildevInbox } from "./scripts/maildev.mjs";

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

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  throw new Error(
    "TEST_DATABASE_URL is not set: run the end-to-end tests with `npm run test:e2e`, or as `node scripts/with-postgres.mjs npx playwright test`",
  );
}

/**
 * `next start` for one test server, with an embedded database of its own,
 * emptied first so every run starts from no requests.
 */
function site(serverPort: number, env: Record<string, string> = {}) {
  const dir = `.data/e2e-${serverPort}`;
  return {
    command: `rm -rf ${dir} && npx next start -p ${serverPort} -H 127.0.0.1`,
    url: `http://127.0.0.1:${serverPort}`,
    // LOCAL_SERVICES=1: the emulator and MailDev below count as configured
    // for the production start's settings check (docs/product.md §14).
    env: { DATABASE_DIR: dir, LOCAL_SERVICES: "1", ...env },
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
  },
  webServer: [
    // Every test posts from 127.0.0.1: the default 10 requests would run out.
    site(port, { SMTP_URL: "smtp://127.0.0.1:1025", FORM_RATE_LIMIT: "1000" }),
    // The same site built as a preview deployment (npm run build:preview).
    site(previewPort, { NEXT_DIST_DIR: ".next-preview", SITE_ENV: "preview" }),
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
        SMTP_URL: "smtp://127.0.0.1:1025",
        FORM_RATE_LIMIT: "",
        FORM_TRUST_PROXY: "1",
      }),
    ),
    {
      // The inbox the production build delivers to; tests read its REST API.
      command: `npx ${maildevArgs.join(" ")}`,
      url: `${maildevInbox}/email`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The Auth emulator the default build signs in against (firebase.json).
      command: "npm run emulator",
      url: `http://${defaultEmulatorHost}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
