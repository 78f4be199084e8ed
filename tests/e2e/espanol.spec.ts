import { readFileSync } from "node:fs";
import path from "node:path";
import { aboutUsCopy } from "@/data/copy/about-us";
import { accountCopy, planCopy } from "@/data/copy/account";
import { bookingPagesCopy } from "@/data/copy/booking-pages";
import { bookingRecordCopy } from "@/data/copy/booking-record";
import { checkoutCopy } from "@/data/copy/checkout";
import { companyCopy } from "@/data/copy/company";
import { contactCopy } from "@/data/copy/contact";
import { navigationCopy } from "@/data/copy/navigation";
import { offeringCopy } from "@/data/copy/offerings";
import { policyText } from "@/data/copy/policies";
import { priceStoryCopy } from "@/data/copy/price-story";
import { accountReviewsCopy, reviewFormCopy } from "@/data/copy/review-form";
import { servicePageCopy } from "@/data/copy/service-page";
import { serviceCopy } from "@/data/copy/services";
import { tierCopy } from "@/data/copy/tiers";
import { staySafeText } from "@/data/copy/trust";
import { identicalInBothLanguages } from "@/data/es/identical";
import { spanishPaths, spanishRoutes } from "@/data/routes";
import { englishPath, spanishPath } from "@/lib/i18n/paths";
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
// pages.spec.ts checks only the English ones (the suite's time budget).

/** Every string a reader sees in a value, however deeply nested; an address is not copy. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" ? [] : strings(inner),
    );
  }
  return [];
}

const englishCatalogue = JSON.parse(
  readFileSync(path.join(process.cwd(), "messages", "en.json"), "utf8"),
) as unknown;

/** What the English site says, in the catalogue and data/, less the reviewed same-in-both words. */
const english = new Set(
  [
    ...strings(englishCatalogue),
    ...strings(aboutUsCopy.en),
    ...strings([accountCopy.en, planCopy.en]),
    ...strings([reviewFormCopy.en, accountReviewsCopy.en]),
    ...strings([
      companyCopy.en.tagline,
      companyCopy.en.hours,
      companyCopy.en.hoursLong,
      companyCopy.en.areaServed,
      companyCopy.en.dataLocation,
    ]),
    ...strings(bookingPagesCopy.en),
    ...strings(bookingRecordCopy.en),
    ...strings(checkoutCopy.en),
    ...strings(navigationCopy.en),
    ...strings(offeringCopy.en),
    ...strings(priceStoryCopy.en),
    ...strings(serviceCopy.en),
    ...strings(servicePageCopy.en),
    ...strings(contactCopy.en),
    ...strings(tierCopy.en),
    ...strings(staySafeText.en()),
    ...Object.values(policyText.en).flatMap((policy) => strings(policy())),
  ]
    .map((text) => text.trim())
    .filter((text) => text !== "" && !identicalInBothLanguages.includes(text)),
);

/** An address as Next.js writes it in a head: the home page without its slash. */
const absolute = (path: string) =>
  path === "/" ? origin : new URL(path, origin).href;

/**
 * A Spanish page's head and text: 200, lang, canonical, the hreflang pairs,
 * og:locale, no English left and no CSP violation.
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
  const english = absolute(englishPath(route));
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
  expect(await englishLeft(page), route).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
}

// The 15 service pages share one layout: five to a test, each page with its
// own checks and axe (/accessibility says axe examines every page).
const spanishServiceRoutes = spanishRoutes.filter((route) =>
  route.startsWith("/es/services/"),
);
const serviceGroups = Array.from(
  { length: Math.ceil(spanishServiceRoutes.length / 5) },
  (_, i) => spanishServiceRoutes.slice(i * 5, i * 5 + 5),
);

test.describe("every Spanish page", () => {
  for (const route of spanishRoutes) {
    if (spanishServiceRoutes.includes(route)) continue;
    test(`${route}: 200, lang es, canonical and hreflang pairs, no English left, no axe violation`, async ({
      page,
    }) => {
      await checkSpanishPage(page, route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const group of serviceGroups) {
    test(`${group.join(", ")}: 200, lang es, hreflang pairs, no English left, no axe violation`, async ({
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

/** The visible text nodes of a page that the English site says word for word. */
async function englishLeft(page: import("@playwright/test").Page) {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!parent || text === "") continue;
      if (!parent.checkVisibility()) continue;
      // A link that names the English page is English on purpose.
      if (parent.closest("[lang]")?.getAttribute("lang")?.startsWith("en"))
        continue;
      found.push(text);
    }
    return found;
  });
  return texts.filter((text) => english.has(text));
}

test("each English page with a Spanish one names it, reciprocally", async ({
  page,
}) => {
  for (const path of spanishPaths) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(
      page.locator('link[rel="alternate"][hreflang="es"]'),
      path,
    ).toHaveAttribute("href", absolute(spanishPath(path)));
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
