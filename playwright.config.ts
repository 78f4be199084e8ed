import { defineConfig } from "@playwright/test";
import { defaultEmulatorHost } from "./lib/firebase/emulator.mjs";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
export const previewPort = port + 1;

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
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same site built as a preview deployment (npm run build:preview).
      command: `npx next start -p ${previewPort} -H 127.0.0.1`,
      url: `http://127.0.0.1:${previewPort}`,
      env: { NEXT_DIST_DIR: ".next-preview", SITE_ENV: "preview" },
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
