import type { Page } from "@playwright/test";
import { builtPages } from "@/scripts/built-pages.mjs";
import { allRoutes, previewRoutes } from "@/data/routes";
import { previewPort } from "../../playwright.config";
import { cspViolations, expect, test } from "./fixtures";
import {
  axeViolations,
  expectSecurityHeaders,
  expectSiteFrame,
  fetchAndCheckPolicy,
  openAndCheckPolicy,
} from "./page-checks";

// Every page of each build, loaded once in the browser, with every check a
// page must pass: its status, its security headers, its Content-Security-Policy
// against the HTML it was sent (docs/product.md §9), no violation and no report
// queued, the site's frame (§11), and axe (WCAG 2.2 A and AA, as /accessibility
// states, §16). The pages come from each build's manifests; the last test checks
// that the route list /accessibility counts is each build's.

const preview = `http://127.0.0.1:${previewPort}`;

/** The Spanish pages are checked, axe included, by espanol.spec.ts alone. */
const english = (route: string) => route !== "/es" && !route.startsWith("/es/");

/** The preview banner (docs/product.md §8.6), on every page of a preview build. */
async function expectPreviewBanner(page: Page, route: string) {
  const banner = page.getByRole("region", { name: "Preview" });
  await expect(banner, route).toBeVisible();
  await expect(banner, route).toContainText(
    "Preview — not visible to search engines",
  );
  // npm test builds from a git checkout, so git names the commit.
  await expect(banner, route).toContainText(/ · commit [0-9a-f]{7} · /);
  await expect(
    banner.getByRole("link", {
      name: "Review search results and shared links",
    }),
    route,
  ).toHaveAttribute("href", "/preview");
}

test.describe("every page of the production build", () => {
  for (const route of builtPages(".next").filter(english)) {
    // The staff desk has its own frame (staff.spec.ts checks it).
    const siteFrame = !route.startsWith("/staff");
    test(`${route}: 200, security headers, every inline script hashed, no CSP violation or report${siteFrame ? ", header, sidebar toggle and footer" : ""}, no axe violation`, async ({
      page,
    }) => {
      const { response, reports } = await openAndCheckPolicy(page, route, 200);
      expectSecurityHeaders(response, route);
      await expect(page.locator("h1").first()).toBeVisible();
      if (siteFrame) await expectSiteFrame(page);
      // The console guard catches reported violations; this also catches silent ones.
      expect(await cspViolations(page)).toEqual([]);
      expect(reports, `${route}: reports queued`).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("every page of the preview build", () => {
  // The build's pre-rendered pages, and the pages only a preview serves.
  for (const route of [
    ...builtPages(".next-preview").filter(english),
    ...previewRoutes,
  ]) {
    const previewOnly = (previewRoutes as readonly string[]).includes(route);
    // The home page and the preview's own pages are loaded and checked with
    // axe here. The others are the production build's pages, loaded and
    // checked above, with the banner above them: their HTML is fetched and
    // checked against their policy, the preview build's own hashes.
    const load = route === "/" || previewOnly;
    test(`${route}: 200, every inline script hashed${load ? ", no CSP violation or report" : ""}, the preview banner${load ? ", no axe violation" : ""}`, async ({
      page,
      request,
    }) => {
      if (!load) {
        const html = await fetchAndCheckPolicy(
          page,
          request,
          preview + route,
          200,
        );
        // React separates the words it joins with empty comments.
        expect(html.replaceAll("<!-- -->", ""), route).toMatch(
          /aria-label="Preview"[^>]*><p><strong>Preview — not visible to search engines<\/strong>[^<]* · commit [0-9a-f]{7} · /,
        );
        expect(html, route).toContain('href="/preview"');
        return;
      }
      // /preview, rendered on request, holds every page's search result and
      // card in one document: loading and checking it took 24 s of the
      // default 30 on two cores.
      if (previewOnly) test.slow();
      const { reports } = await openAndCheckPolicy(page, preview + route, 200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectPreviewBanner(page, route);
      expect(await cspViolations(page)).toEqual([]);
      expect(reports, `${route}: reports queued`).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("the not-found page", () => {
  // The browser logs a 404 document load as a console error; that is expected here.
  test.use({ failOnConsoleError: false });

  for (const [name, base] of [
    ["production", ""],
    ["preview", preview],
  ] as const) {
    for (const path of ["/404", "/no-such-page/deeper"]) {
      // axe checks the production build's /404 (the same page answers any address).
      const axe = name === "production" && path === "/404";
      test(`${name} build, ${path}: 404, every inline script hashed, no CSP violation or report${axe ? ", no axe violation" : ""}`, async ({
        page,
      }) => {
        const { reports } = await openAndCheckPolicy(page, base + path, 404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "We couldn't find that page",
        );
        expect(await cspViolations(page)).toEqual([]);
        expect(reports, `${path}: reports queued`).toEqual([]);
        if (axe) expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

test("the route lists cover every page of each build", () => {
  // The tests above read the pages from the builds; the route list is what
  // /accessibility counts and other specs walk, so it must be the same pages.
  expect([...allRoutes].sort()).toEqual([...builtPages(".next")].sort());
  expect([...allRoutes].sort()).toEqual(
    [...builtPages(".next-preview")].sort(),
  );
});
