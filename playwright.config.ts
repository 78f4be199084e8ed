import { defineConfig } from "@playwright/test";
import { defaultEmulatorHost } from "./lib/firebase/emulator.mjs";
import { maildevAt } from "./lib/maildev.mjs";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";
import { assertPortsFree } from "./scripts/e2e-ports.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
export const previewPort = port + 1;
/**
 * The production build again, with a mail server that is down (nothing listens
 * on port 9) and the default rate limit. It trusts X-Forwarded-For, so each
 * test there counts as its own client by sending a fresh address.
 */
export const mailDownPort = port + 2;
/** This run's own MailDev, beside the site's ports; tests read its REST API. */
export const testMaildev = maildevAt({ smtp: port + 3, web: port + 4 });
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
    { port: port + 3, use: "MailDev's SMTP (E2E_PORT+3)" },
    { port: port + 4, use: "MailDev's inbox (E2E_PORT+4)" },
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
    {
      command: `npx next start -p ${port} -H 127.0.0.1`,
      url: baseURL,
      // Every test posts from 127.0.0.1: the default 10 requests would run out.
      env: { SMTP_URL: testMaildev.smtpUrl, FORM_RATE_LIMIT: "1000" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same site built as a preview deployment (npm run build:preview).
      command: `npx next start -p ${previewPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${previewPort}`,
      env: { NEXT_DIST_DIR: ".next-preview", SITE_ENV: "preview" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${mailDownPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${mailDownPort}`,
      env: {
        SMTP_URL: "smtp://127.0.0.1:9",
        FORM_RATE_LIMIT: "",
        FORM_TRUST_PROXY: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The inbox the production build delivers to; tests read its REST API.
      command: `npx ${testMaildev.args.join(" ")}`,
      url: `${testMaildev.inbox}/email`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The Auth emulator the default build signs in against (firebase.json).
      command: "npm run emulator",
      url: `http://${defaultEmulatorHost}/`,
      reuseExistingServer: sharedEmulator,
      timeout: 60_000,
    },
  ],
});
