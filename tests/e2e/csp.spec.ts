import type { Page } from "@playwright/test";
import { builtPages } from "@/scripts/built-pages.mjs";
import { previewPort } from "../../playwright.config";
import {
  cspDirectives,
  cspViolations,
  expect,
  hydrated,
  test,
  watchCspViolations,
} from "./fixtures";
import { watchReports } from "./reports";
import { fillSignUp, freshEmail } from "./accounts";

// The Content-Security-Policy of every page lists its inline scripts by hash, or
// by nonce for a page rendered on request (docs/product.md §9). These tests read the pages from each build's manifests,
// hash the scripts the browser finds in the HTML it was sent, and watch for
// violations while the page loads and its islands run.

const variants = [
  { name: "production", base: "", dir: ".next" },
  {
    name: "preview",
    base: `http://127.0.0.1:${previewPort}`,
    dir: ".next-preview",
  },
];

/**
 * For each script a browser would run inline in a document: its hash source,
 * and its nonce source when it carries one (pages rendered on request).
 */
function inlineScripts(page: Page, html: string) {
  return page.evaluate(async (source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const runs = (type: string) =>
      ["", "module", "text/javascript", "application/javascript"].includes(
        type.trim().toLowerCase(),
      );
    const scripts = [...doc.querySelectorAll("script:not([src])")].filter(
      (script) => runs(script.getAttribute("type") ?? ""),
    );
    return Promise.all(
      scripts.map(async (script) => {
        const digest = await crypto.subtle.digest(
          "SHA-256",
          new TextEncoder().encode(script.textContent ?? ""),
        );
        const nonce = script.getAttribute("nonce");
        return {
          hash: `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`,
          nonce: nonce ? `'nonce-${nonce}'` : null,
        };
      }),
    );
  }, html);
}

/** Loads a page, checks its policy against its HTML, and waits for hydration. */
async function openAndCheck(page: Page, url: string, status: number) {
  await watchCspViolations(page);
  const { reports } = await watchReports(page);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  const policy = response!.headers()["content-security-policy"] ?? "";
  const scriptSrc = cspDirectives(policy).get("script-src") ?? [];
  expect(scriptSrc[0], url).toBe("'self'");
  expect(scriptSrc, url).not.toContain("'unsafe-inline'");
  expect(scriptSrc, url).not.toContain("'unsafe-eval'");
  const scripts = await inlineScripts(page, await response!.text());
  expect(scripts.length, `${url} has inline scripts`).toBeGreaterThan(0);
  for (const { hash, nonce } of scripts) {
    // A pre-rendered page lists each script by hash; a page rendered on
    // request may instead carry the response's nonce on it.
    const allowed =
      scriptSrc.includes(hash) || (nonce !== null && scriptSrc.includes(nonce));
    expect(allowed, `${url}: ${hash} ${nonce ?? ""}`).toBe(true);
  }
  await hydrated(page);
  // Violations go to the site's own endpoint (docs/product.md §9), and none is queued.
  expect(policy, url).toContain("report-uri /csp-report");
  expect(policy, url).toContain("report-to csp-endpoint");
  expect(response!.headers()["reporting-endpoints"], url).toBe(
    'csp-endpoint="/csp-report"',
  );
  expect(reports, `${url}: reports queued`).toEqual([]);
  return scriptSrc;
}

for (const variant of variants) {
  test.describe(`Content-Security-Policy, ${variant.name} build`, () => {
    for (const route of builtPages(variant.dir)) {
      test(`${route}: every inline script hashed, no violation`, async ({
        page,
      }) => {
        await openAndCheck(page, variant.base + route, 200);
        await expect(page.locator("h1").first()).toBeVisible();
        expect(await cspViolations(page)).toEqual([]);
      });
    }

    test.describe("not-found pages", () => {
      // The browser logs a 404 document load as a console error; that is expected here.
      test.use({ failOnConsoleError: false });
      for (const path of ["/404", "/no-such-page/deeper"]) {
        test(`${path}: every inline script hashed, no violation`, async ({
          page,
        }) => {
          await openAndCheck(page, variant.base + path, 404);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            "We couldn't find that page",
          );
          expect(await cspViolations(page)).toEqual([]);
        });
      }
    });
  });
}

test.describe("islands under the policy", () => {
  test("the cart works on a service page and on /cart", async ({ page }) => {
    const [service] = builtPages(".next").filter((p) =>
      p.startsWith("/services/"),
    );
    await openAndCheck(page, service!, 200);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("sign-up on /user reaches the Auth emulator and nothing else", async ({
    page,
  }) => {
    const scriptSrc = await openAndCheck(page, "/user", 200);
    expect(scriptSrc.filter((s) => !s.startsWith("'sha256-"))).toEqual([
      "'self'",
    ]);
    await page.getByRole("button", { name: "Create an account" }).click();
    await fillSignUp(page, freshEmail("csp"), "correct horse battery");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your account" }),
    ).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
});
