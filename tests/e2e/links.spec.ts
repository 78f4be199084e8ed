import { LinkChecker, LinkState } from "linkinator";
import { previewPort } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { allRoutes, previewRoutes } from "@/data/routes";

/**
 * Crawls a running server from every page, following links on that server only
 * (other sites, mailto: and tel: are skipped), and lists each link that does not
 * end in a 200; a redirect to a page that answers 200 passes.
 */
async function brokenLinks(origin: string, routes: readonly string[]) {
  const result = await new LinkChecker().check({
    path: routes.map((route) => new URL(route, origin).href),
    recurse: true,
    linksToSkip: async (link) => new URL(link).origin !== origin,
    redirects: "allow",
    checkFragments: true,
    concurrency: 8,
    // A server's first answer for each page loads that page's code. When this
    // crawl is the first to reach the preview server (pages.spec.ts, which
    // loads every preview page, runs after it), its first forty answers at once
    // took more than 15 s on a loaded 2-core machine: every link failed with
    // status 0 though none was broken. A link that hangs still fails here.
    timeout: 60_000,
  });
  const checked = result.links.filter((link) => link.state === LinkState.OK);
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status} ${link.url} (linked from ${link.parent})`);
  return { checked: checked.length, broken };
}

test.describe("internal links", () => {
  test.describe.configure({ timeout: 180_000 });

  test("every link on every production page answers 200", async ({
    baseURL,
  }) => {
    const { checked, broken } = await brokenLinks(
      new URL(baseURL!).origin,
      allRoutes,
    );
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(allRoutes.length);
  });

  test("every link on every preview page, /preview included, answers 200", async () => {
    const { checked, broken } = await brokenLinks(
      `http://127.0.0.1:${previewPort}`,
      [...allRoutes, ...previewRoutes],
    );
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(allRoutes.length);
  });
});
