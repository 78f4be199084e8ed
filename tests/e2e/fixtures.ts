import { test as base, expect, type Page } from "@playwright/test";

type Options = {
  /** Fail the test on any console error or uncaught page error (default on). */
  failOnConsoleError: boolean;
};

/**
 * Every end-to-end test fails on a page error or a console error, which catches
 * hydration warnings and CSP violations without asking each test to look.
 */
export const test = base.extend<Options & { consoleGuard: void }>({
  failOnConsoleError: [true, { option: true }],
  consoleGuard: [
    async ({ page, failOnConsoleError }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) =>
        problems.push(`pageerror: ${error.message}`),
      );
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          const where = message.location().url;
          problems.push(
            `console.${message.type()}: ${message.text()} (${where})`,
          );
        }
      });
      await use();
      if (failOnConsoleError)
        expect(problems, "console and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated and the stored cart is applied: the cart
 * provider marks `<html data-hydrated>` then, so buttons respond as a visitor's would.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for hydration. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

export { expect };
