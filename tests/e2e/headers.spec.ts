import type { APIResponse, Response } from "@playwright/test";
import { identityPages } from "@/lib/security-headers.mjs";
import { allRoutes } from "@/data/routes";
import {
  cspDirectives,
  cspViolations,
  expect,
  test,
  visit,
  watchCspViolations,
} from "./fixtures";

// The features the site never uses, switched off (docs/product.md §9.2). Written
// out here, not read from lib/security-headers.mjs, so that a feature dropped
// from the header there fails this test.
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

function expectSecurityHeaders(
  response: Response | APIResponse | null,
  path: string,
) {
  const headers = response?.headers() ?? {};
  const csp = cspDirectives(headers["content-security-policy"]);
  expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
  expect(csp.get("default-src"), path).toEqual(["'self'"]);
  // Inline scripts only by hash or nonce (csp.spec.ts checks the hashes).
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc[0], path).toBe("'self'");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  for (const source of scriptSrc.slice(1))
    expect(source, path).toMatch(/^'(sha256-[\w+/]+=*|nonce-[\w+/]+=*)'$/);
  expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
  expect(csp.get("object-src"), path).toEqual(["'none'"]);
  expect(csp.get("connect-src"), path).toEqual(
    // The test builds set no Firebase API key, so sign-in talks to the emulator
    // at firebase.json's address.
    identityPages.includes(path)
      ? ["'self'", "http://127.0.0.1:9099"]
      : ["'self'"],
  );
  expect(headers["strict-transport-security"], path).toBe(
    "max-age=63072000; includeSubDomains; preload",
  );
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["referrer-policy"], path).toBe(
    "strict-origin-when-cross-origin",
  );
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["permissions-policy"], path).toBe(permissionsPolicy);
  expect(headers["x-powered-by"], path).toBeUndefined();
}

test.describe("security headers", () => {
  for (const route of allRoutes) {
    test(`${route} sends them and loads without a CSP violation`, async ({
      page,
    }) => {
      // The console guard catches reported violations; this also catches silent ones.
      await watchCspViolations(page);
      const response = await visit(page, route);
      expect(response?.status()).toBe(200);
      expectSecurityHeaders(response, route);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
    });
  }

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
