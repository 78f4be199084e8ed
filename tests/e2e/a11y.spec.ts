import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { builtPages } from "../../scripts/built-pages.mjs";
import { previewPort } from "../../playwright.config";
import { allRoutes, previewRoutes } from "@/data/routes";
import { expect, test, visit } from "./fixtures";

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds only AA rules to axe); any
 * violation of any impact fails. /accessibility states this (docs/product.md §16).
 */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}

test.describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
  for (const route of allRoutes) {
    test(`${route} has no violation`, async ({ page }) => {
      await visit(page, route);
      expect(await violations(page)).toEqual([]);
    });
  }

  test.describe("on a preview build", () => {
    const preview = `http://127.0.0.1:${previewPort}`;

    for (const route of ["/", ...previewRoutes]) {
      test(`${route}, with the preview banner, has no violation`, async ({
        page,
      }) => {
        // /review holds every page's search result and card in one document:
        // loading and checking it took 24 s of the default 30 on two cores.
        test.slow(route !== "/");
        await visit(page, preview + route);
        await expect(
          page.getByRole("region", { name: "Preview" }),
        ).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });

  test.describe("the 404 page", () => {
    // The browser reports the document's 404 status in the console: expected here.
    test.use({ failOnConsoleError: false });

    test("has no violation", async ({ page }) => {
      await visit(page, "/404");
      await expect(page.locator("h1")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("home with the sidebar and a group open has no violation", async ({
      page,
    }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      const nav = page.getByRole("navigation", { name: "Site" });
      await expect(nav).toBeVisible();
      await nav.getByText("Printer Solutions").click();
      await expect(
        nav.getByRole("link", { name: "Printer Setup" }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe("search and share controls in use", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("/services with results and with the empty state has no violation", async ({
      page,
    }) => {
      await visit(page, "/services?q=printer");
      await expect(
        page.getByRole("region", { name: "Search results" }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page
        .getByRole("searchbox", { name: "Search services" })
        .fill("xyzzy");
      await expect(
        page.getByRole("button", { name: "Show all services" }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test("a service page after Share has no violation", async ({ page }) => {
      await visit(page, "/services/printer-setup");
      await page.getByRole("button", { name: "Share this service" }).click();
      await expect(page.getByText("Link copied")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test("/cart with a shared cart offer, then with its link shown, has no violation", async ({
      page,
    }) => {
      await visit(page, "/cart?add=printer-setup,browser-setup");
      await expect(
        page.getByRole("heading", { name: "Add these services to your cart?" }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.getByRole("button", { name: "Share this cart" }).click();
      await expect(
        page.getByRole("textbox", { name: "Cart link" }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  test("the route list covers every page of the build", () => {
    // The audit reads pages from the build; this keeps the test list in step with it.
    expect([...allRoutes].sort()).toEqual([...builtPages()].sort());
  });
});
