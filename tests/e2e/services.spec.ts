import type { Page } from "@playwright/test";
import { services } from "@/data/services";
import { expect, siteOrigin, test, visit, watchConsole } from "./fixtures";

const searchbox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search services" });
const results = (page: Page) =>
  page
    .getByRole("region", { name: "Search results" })
    .getByRole("heading", { level: 3 });
const status = (page: Page) => page.getByRole("main").getByRole("status");
const catalogue = (page: Page) =>
  page.getByRole("heading", { level: 2, name: "Printer Solutions" });

test.describe("/services", () => {
  test("lists every service under the sidebar's groups, with price and link", async ({
    page,
  }) => {
    await visit(page, "/services");
    await expect(
      page.getByRole("heading", { level: 1, name: "All services" }),
    ).toBeVisible();
    const groups = page.locator("main section h2");
    await expect(groups).toHaveText([
      "Printer Solutions",
      "Router Solutions",
      "Antivirus Solutions",
      "Computer Solutions",
      "Operating System",
      "Browsers Setup",
      "Application Software",
    ]);
    const printers = page.getByRole("region", { name: "Printer Solutions" });
    await expect(printers.getByRole("heading", { level: 3 })).toHaveText([
      "Printer Setup",
      "Printer Installation",
      "Printer Troubleshooting",
    ]);
    await expect(
      printers.getByRole("link", { name: "Printer Setup" }),
    ).toHaveAttribute("href", "/services/printer-setup");
    await expect(printers.getByText("From $79").first()).toBeVisible();
    await expect(page.locator("main h3")).toHaveCount(services.length);
  });

  test("carries its canonical URL and a JSON-LD ItemList of every service", async ({
    page,
  }) => {
    await visit(page, "/services");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteOrigin}/services`,
    );
    const lists = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const itemList = lists
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "ItemList")!;
    expect(itemList.numberOfItems).toBe(services.length);
    expect((itemList.itemListElement as unknown[])[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Printer Setup",
      url: `${siteOrigin}/services/printer-setup`,
    });
  });

  test("is linked from the home page and the footer", async ({ page }) => {
    await visit(page, "/");
    await expect(
      page.getByRole("main").getByRole("link", { name: "search all services" }),
    ).toHaveAttribute("href", "/services");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "All services" }),
    ).toHaveAttribute("href", "/services");
  });
});

test.describe("search on /services", () => {
  test("filters as the visitor types, ranks, counts and keeps the query in the URL", async ({
    page,
  }) => {
    await visit(page, "/services");
    await searchbox(page).fill("priner");
    await expect(status(page)).toHaveText("4 services match your search.");
    await expect(status(page)).toHaveAttribute("aria-live", "polite");
    await expect(results(page)).toHaveText([
      "Printer Installation",
      "Printer Setup",
      "Printer Troubleshooting",
      "New Computer Setup",
    ]);
    await expect(
      page
        .getByRole("region", { name: "Search results" })
        .getByText("From $89"),
    ).toHaveCount(2);
    await expect(catalogue(page)).toBeHidden();
    await expect(page).toHaveURL("/services?q=priner");

    await searchbox(page).fill("pop-ups");
    await expect(results(page)).toHaveText([
      "Virus Removal & Cleanup",
      "Browser Setup",
    ]);
    await expect(page).toHaveURL("/services?q=pop-ups");

    await searchbox(page).fill("");
    await expect(catalogue(page)).toBeVisible();
    await expect(status(page)).toHaveText("");
    await expect(page).toHaveURL("/services");
  });

  test("the header's search icon opens the list with its box focused, on a 390 px phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/about-us");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Search services" })
      .click();
    await expect(searchbox(page)).toBeFocused();
    await expect(searchbox(page)).toBeInViewport();
    // The fragment is spent: Back to this entry later opens no keyboard.
    await expect(page).toHaveURL("/services");

    // Any other way in leaves the focus where the browser puts it.
    await visit(page, "/services");
    await expect(catalogue(page)).toBeVisible();
    await expect(searchbox(page)).not.toBeFocused();
  });

  test("a link with ?q= opens with the search applied", async ({ page }) => {
    await visit(page, "/services?q=wifi");
    await expect(searchbox(page)).toHaveValue("wifi");
    await expect(results(page)).toHaveText([
      "WiFi Signal Extension",
      "WiFi & Network Connectivity",
      "New WiFi Connection Setup",
      // Printer Setup connects printers over WiFi.
      "Printer Setup",
    ]);
    await expect(status(page)).toHaveText("4 services match your search.");
  });

  test("Back returns from a result to the same search, then to the full list", async ({
    page,
  }) => {
    await visit(page, "/services");
    await searchbox(page).pressSequentially("slow laptop");
    await expect(page).toHaveURL("/services?q=slow+laptop");
    await expect(results(page).first()).toHaveText("PC Optimization");
    await page
      .getByRole("region", { name: "Search results" })
      .getByRole("link", { name: "PC Optimization" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "PC Optimization" }),
    ).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL("/services?q=slow+laptop");
    await expect(searchbox(page)).toHaveValue("slow laptop");
    await expect(results(page).first()).toHaveText("PC Optimization");

    // Typing added one history entry, not one per letter.
    await page.goBack();
    await expect(page).toHaveURL("/services");
    await expect(searchbox(page)).toHaveValue("");
    await expect(catalogue(page)).toBeVisible();

    await page.goForward();
    await expect(searchbox(page)).toHaveValue("slow laptop");
    await expect(results(page).first()).toHaveText("PC Optimization");
  });

  test("no match shows the phone number and the contact page, and a way back", async ({
    page,
  }) => {
    await visit(page, "/services");
    await searchbox(page).fill("xyzzy");
    await expect(status(page)).toHaveText("No service matches your search.");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: "(212) 555-0142" }),
    ).toHaveAttribute("href", "tel:+12125550142");
    await expect(
      main.getByRole("link", { name: "contact page" }),
    ).toHaveAttribute("href", "/contact-us");
    await main.getByRole("button", { name: "Show all services" }).click();
    await expect(catalogue(page)).toBeVisible();
    await expect(searchbox(page)).toBeFocused();
    await expect(searchbox(page)).toHaveValue("");
  });

  test("loads the search code and index only when the box is used", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) =>
      fetched.push(new URL(request.url()).pathname),
    );
    await visit(page, "/");
    await visit(page, "/services");
    expect(fetched).not.toContain("/search-index.json");
    const index = page.waitForResponse("**/search-index.json");
    await searchbox(page).focus();
    expect((await index).status()).toBe(200);
  });
});

test.describe("search when the index cannot load", () => {
  // The browser logs the refused request as a console error: expected here.
  test.use({ failOnConsoleError: false });

  test("says so, keeps the full list, and tries again when the index cannot load", async ({
    page,
  }) => {
    let refuse = true;
    await page.route("**/search-index.json", (route) =>
      refuse ? route.abort() : route.continue(),
    );
    const errors = watchConsole(page);
    await visit(page, "/services");
    await searchbox(page).fill("wifi");
    await expect(status(page)).toHaveText(
      "Search could not load, so every service is listed below. Please try again in a moment.",
    );
    await expect(catalogue(page)).toBeVisible();
    refuse = false;
    await searchbox(page).fill("wifi dead zone");
    await expect(results(page).first()).toHaveText("WiFi Signal Extension");
    // The browser reports the refused request; the page itself reports nothing.
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors)
      expect(error).toMatch(/Failed to load resource/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/services shows the full list and no search box that could not work", async ({
    page,
  }) => {
    await page.goto("/services?q=wifi");
    await expect(page.locator("main h3")).toHaveCount(services.length);
    await expect(catalogue(page)).toBeVisible();
    await expect(searchbox(page)).toBeHidden();
  });
});
