import { services } from "@/data/services";
import { expect, test } from "./fixtures";

// The browser logs a 404 document load as a console error; that is the expected answer here.
test.use({ failOnConsoleError: false });

test.describe("unknown addresses", () => {
  test("an unknown service slug redirects to /404", async ({ request }) => {
    const response = await request.get("/services/no-such-service", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toBe("/404");
  });

  test("a visitor following an unknown slug lands on the helpful 404 page", async ({
    page,
  }) => {
    await page.goto("/services/no-such-service");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We couldn't find that page",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("main").locator('a[href^="/services/"]'),
    ).toHaveCount(services.length);
  });

  for (const path of [
    "/404",
    "/no-such-page",
    "/services/printer-setup/extra",
    "/cart/extra",
    // Top-level paths are the marketing route's, which takes only its offerings.
    "/Cloud-Computing",
    "/cloud-computing/extra",
    "/offering",
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "We couldn't find that page",
      );
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Cart" }),
      ).toBeVisible();
    });
  }

  const hostile = [
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "a".repeat(3000),
    "printer-setup%00",
    "%00",
    "%F0%9F%92%A5%F0%9F%96%A8",
    "__proto__",
  ];
  for (const slug of hostile) {
    test(`hostile slug ${slug.slice(0, 40)} never gives a 5xx nor echoes markup`, async ({
      request,
    }) => {
      const response = await request.get(`/services/${slug}`);
      expect(response.status()).toBeLessThan(500);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("onerror=alert");
      expect(html).not.toContain("a".repeat(200));
      expect(html).toContain("We couldn&#x27;t find that page");
    });
  }

  test("a slug with a broken escape (%E0%A4%A) is a bad request, said in a sentence", async ({
    request,
  }) => {
    const response = await request.get("/services/%E0%A4%A");
    expect(response.status()).toBe(400);
    expect(await response.text()).toMatch(/^Bad request: /);
  });
});
