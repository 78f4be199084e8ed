import { translatedPaths, translatedRoutes } from "@/data/routes";
import { defaultPath, pathIn } from "@/lib/i18n/paths";
import {
  cspViolations,
  expect,
  seedCart,
  siteOrigin as origin,
  test,
  visit,
} from "./fixtures";
import { axeViolations, openAndCheckPolicy } from "./page-checks";

// The Spanish pages (issue 60): each is checked here once, axe included, and
// pages.spec.ts checks only the English ones (the suite's time budget). No
// English left on them is the pseudo-locale's crawl (pseudo.spec.ts), which
// needs no list of words reviewed as the same in both languages.

/** An address as Next.js writes it in a head: the home page without its slash. */
const absolute = (path: string) =>
  path === "/" ? origin : new URL(path, origin).href;

/**
 * A Spanish page's head and text: 200, lang, canonical, the hreflang pairs,
 * og:locale and no CSP violation.
 */
async function checkSpanishPage(
  page: import("@playwright/test").Page,
  route: string,
) {
  await openAndCheckPolicy(page, route, 200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const own = absolute(route);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    own,
  );
  const english = absolute(defaultPath(route));
  for (const [lang, href] of [
    ["en", english],
    ["es", own],
    ["x-default", english],
  ] as const) {
    await expect(
      page.locator(`link[rel="alternate"][hreflang="${lang}"]`),
      `${route} ${lang}`,
    ).toHaveAttribute("href", href);
  }
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    "content",
    "es_US",
  );
  await expect(
    page.locator('meta[property="og:locale:alternate"]'),
  ).toHaveAttribute("content", "en_US");
  expect(await cspViolations(page)).toEqual([]);
}

// The 15 service pages share one layout: five to a test, each page with its
// own checks and axe (/accessibility says axe examines every page).
const spanishServiceRoutes = translatedRoutes.filter((route) =>
  route.startsWith("/es/services/"),
);
const serviceGroups = Array.from(
  { length: Math.ceil(spanishServiceRoutes.length / 5) },
  (_, i) => spanishServiceRoutes.slice(i * 5, i * 5 + 5),
);

test.describe("every Spanish page", () => {
  for (const route of translatedRoutes) {
    if (spanishServiceRoutes.includes(route)) continue;
    test(`${route}: 200, lang es, canonical and hreflang pairs, no axe violation`, async ({
      page,
    }) => {
      await checkSpanishPage(page, route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const group of serviceGroups) {
    test(`${group.join(", ")}: 200, lang es, hreflang pairs, no axe violation`, async ({
      page,
    }) => {
      test.slow();
      for (const route of group) {
        await checkSpanishPage(page, route);
        expect(await axeViolations(page), route).toEqual([]);
      }
    });
  }
});

test("each English page with a Spanish one names it, reciprocally", async ({
  page,
}) => {
  for (const path of translatedPaths) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(
      page.locator('link[rel="alternate"][hreflang="es"]'),
      path,
    ).toHaveAttribute("href", absolute(pathIn("es", path)));
    await expect(
      page.locator('link[rel="alternate"][hreflang="x-default"]'),
      path,
    ).toHaveAttribute("href", absolute(path));
  }
});

test.describe("an unknown address under /es", () => {
  test.use({ failOnConsoleError: false });
  for (const path of ["/es/no-such-page", "/es/services/no-such-service"]) {
    test(`${path}: 404, in Spanish`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "No encontramos esa página",
      );
    });
  }
});

test("the header's language switch keeps the page and the cart", async ({
  page,
}) => {
  await seedCart(page, ["printer-setup"]);
  await visit(page, "/about-us");
  await page.getByRole("link", { name: "Esta página en español" }).click();
  await expect(page).toHaveURL(/\/es\/about-us$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByRole("link", { name: "This page in English" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
});

test("a browser that prefers Spanish is offered the Spanish page, once", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-US" });
  const page = await context.newPage();
  await page.goto("/stay-safe");
  const offer = page.getByText("Esta página también está en español.");
  await expect(offer).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Verla en español" }),
  ).toHaveAttribute("href", "/es/stay-safe");
  await page.getByRole("button", { name: "No, gracias" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer).toBeHidden();
  await context.close();
});
