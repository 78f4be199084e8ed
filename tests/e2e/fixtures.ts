import { test as base, expect, type Page } from "@playwright/test";
import { contentCatalogue } from "@/lib/content/services";
import { defaultSiteOrigin } from "@/data/site";

const services = contentCatalogue.en;

type Options = {
  /** Fail the test on any console error or uncaught page error (default on). */
  failOnConsoleError: boolean;
};

/**
 * Records a page's uncaught errors and its console errors and warnings, which
 * catches hydration warnings and reported CSP violations. The fixture below
 * watches every test's `page`; call this for other tabs and fresh contexts.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      const where = message.location().url;
      problems.push(`console.${message.type()}: ${message.text()} (${where})`);
    }
  });
  return problems;
}

/** Every end-to-end test fails on a page error or a console error or warning. */
export const test = base.extend<Options & { consoleGuard: void }>({
  failOnConsoleError: [true, { option: true }],
  consoleGuard: [
    async ({ page, failOnConsoleError }, use) => {
      const problems = watchConsole(page);
      await use();
      if (failOnConsoleError)
        expect(problems, "console and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The origin the builds under test were made with: the same setting the site
 * reads, so no test spells out an address of its own.
 */
export const siteOrigin = new URL(
  process.env.NEXT_PUBLIC_SITE_URL || defaultSiteOrigin,
).origin;

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

/**
 * A cart line as the site stores it (docs/product.md §4), written out from
 * data/services.ts: its id is the service's position in the catalogue.
 */
export function storedLine(slug: string) {
  const id = services.findIndex((service) => service.slug === slug);
  if (id === -1) throw new Error(`No service "${slug}" in data/services.ts`);
  const { title, price } = services[id]!;
  return { id, slug, title, price };
}

/**
 * Puts a cart under localStorage `cart` before the tab's first page loads: the
 * lines of the given slugs, or a raw string (storage is untrusted input). With
 * `eachPage`, again before the first load of each path.
 */
export async function seedCart(
  page: Page,
  cart: readonly string[] | string,
  { eachPage = false } = {},
) {
  const raw =
    typeof cart === "string" ? cart : JSON.stringify(cart.map(storedLine));
  await page.addInitScript(
    ([value, perPath]) => {
      const key = perPath ? `seeded:${location.pathname}` : "seeded";
      if (!sessionStorage.getItem(key)) {
        localStorage.setItem("cart", value);
        sessionStorage.setItem(key, "1");
      }
    },
    [raw, eachPage] as const,
  );
}

/** The stored cart as parsed JSON, null when there is none. */
export const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null"));

/** The stored cart's slugs, [] when there is none. */
export const storedSlugs = async (page: Page) =>
  (((await storedCart(page)) ?? []) as { slug: string }[]).map(
    (item) => item.slug,
  );

/** A Content-Security-Policy as a map from directive to its sources. */
export function cspDirectives(
  policy: string | undefined,
): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name.toLowerCase(), values];
      }),
  );
}

/**
 * Records every CSP violation from the first byte of each document on, even
 * those the browser does not report to the console; read them with cspViolations.
 */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      ),
    );
  });
}

export const cspViolations = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );

export { expect };
