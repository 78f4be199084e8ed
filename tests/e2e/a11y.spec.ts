import { expect, test, visit } from "./fixtures";
import { axeViolations as violations } from "./page-checks";

// axe (WCAG 2.2 A and AA) on pages in use: menus, search results and sharing
// controls open. pages.spec.ts runs axe on every page of the build as it loads.

test.describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
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
});
