// @ts-check
// Debian's Chromium, as the tests and the audit drive it: Playwright's own browser
// download is not reachable here, and nothing may load from beyond loopback.

/** The full browser, for the audit: Lighthouse measures what a visitor's Chromium does. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The headless shell (Chromium's old headless mode, the build Playwright itself
 * runs headless tests in), for the end-to-end tests: the same Blink and V8
 * without the browser around them, in about half the suite's time on two cores
 * (docs/performance.md).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];
