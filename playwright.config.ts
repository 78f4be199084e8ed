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
      // LOCAL_SERVICES=1: the emulator and MailDev below count as configured
      // for the production start's settings check (docs/product.md §12).
      env: {
        SMTP_URL: "smtp://127.0.0.1:1025",
        FORM_RATE_LIMIT: "1000",
        LOCAL_SERVICES: "1",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same site built as a preview deployment (npm run build:preview).
      command: `npx next start -p ${previewPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${previewPort}`,
      env: {
        NEXT_DIST_DIR: ".next-preview",
        SITE_ENV: "preview",
        LOCAL_SERVICES: "1",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${mailDownPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${mailDownPort}`,
      env: {
        SMTP_URL: "smtp://127.0.0.1:9",
        FORM_RATE_LIMIT: "",
        FORM_TRUST_PROXY: "1",
        LOCAL_SERVICES: "1",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
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
