import { expect, test } from "./fixtures";
import { expectSecurityHeaders } from "./page-checks";

// pages.spec.ts checks every page's headers as it loads; these are the answers
// that are not pages.

test.describe("security headers", () => {
  test("the 404 page, a redirect and the icon send them too; a script only HSTS and nosniff", async ({
    page,
    request,
  }) => {
    const notFound = await request.get("/404");
    expect(notFound.status()).toBe(404);
    expectSecurityHeaders(notFound, "/404");

    const redirect = await request.get("/services/no-such-service", {
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(307);
    expectSecurityHeaders(redirect, "/services/no-such-service");

    await page.goto("/");
    const script = await page
      .locator("script[src^='/_next/static/']")
      .first()
      .getAttribute("src");
    // A script is never a document, so the document policies are left off it.
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    const headers = asset.headers();
    expect(headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    for (const name of [
      "content-security-policy",
      "reporting-endpoints",
      "permissions-policy",
      "x-frame-options",
      "referrer-policy",
    ])
      expect(headers[name], name).toBeUndefined();

    const icon = await request.get("/icon.svg");
    expect(icon.status()).toBe(200);
    expectSecurityHeaders(icon, "/icon.svg");
  });
});
