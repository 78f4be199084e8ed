import type { Page, Route } from "@playwright/test";
import { builtPages } from "@/scripts/built-pages.mjs";
import { expect, hydrated, test, visit } from "./fixtures";

// Each pre-rendered page carries the stylesheet's text in its HTML and its link
// disabled (docs/architecture.md, "The stylesheet in each page"): it paints
// without asking for the file, React's hydration takes the link as loaded, and a
// client navigation asks for no CSS either. Pages rendered on request (/techs)
// keep the linked file.

/** Every request for a stylesheet the page makes from now on. */
function cssRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".css"))
      seen.push(request.url());
  });
  return seen;
}

/** Whether the stylesheet's rules apply: the header sticks to the top. */
const styled = (page: Page) =>
  page.evaluate(
    () => getComputedStyle(document.querySelector(".site-header")!).position,
  );

const [service] = builtPages(".next").filter((p) => p.startsWith("/services/"));

test.describe("the stylesheet in each page", () => {
  test("pre-rendered pages ask for no CSS as they load, hydrate, and navigate", async ({
    page,
  }) => {
    const css = cssRequests(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await visit(page, "/");
    expect(await styled(page)).toBe("sticky");
    // Client navigations: the header's and a page's links, no new document.
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Search services" })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await page.locator(`main a[href="${service}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${service}$`));
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    expect(await styled(page)).toBe("sticky");
    expect(documents, "one document, then client navigations").toHaveLength(1);
    expect(css, "stylesheet requests").toEqual([]);
  });

  test("every page works while the stylesheet file is slow", async ({
    page,
  }) => {
    // Every request for the file waits until this test lets it through.
    const held: Route[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.css", async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    for (const path of ["/", service!, "/cart"]) {
      await page.goto(path);
      await hydrated(page);
      expect(await styled(page), path).toBe("sticky");
    }
    await visit(page, service!);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }),
    ).toBeVisible();
    expect(held, "pre-rendered pages asked for the file").toHaveLength(0);
    // /techs is rendered on request and links the file: it waits for it.
    const techs = page.goto("/techs");
    await expect.poll(() => held.length).toBe(1);
    release();
    await techs;
    await hydrated(page);
    expect(await styled(page)).toBe("sticky");
  });
});

test.describe("a style that is not ours", () => {
  // The refusals below are logged to the console on purpose.
  test.use({ failOnConsoleError: false });

  for (const [path, what] of [
    ["/about-us", "an inline <style> and a style attribute"],
    // Style attributes are allowed where a page is rendered on request.
    ["/techs", "an inline <style>"],
  ] as const) {
    test(`${path}: ${what} of another's are refused`, async ({ page }) => {
      await visit(page, path);
      // Resolves once the browser has refused each insertion.
      const { directives, colour, attribute } = await page.evaluate(
        (withAttribute) =>
          new Promise<{
            directives: string[];
            colour: string;
            attribute: string;
          }>((resolve) => {
            const expected = withAttribute ? 2 : 1;
            const refused: string[] = [];
            const target = document.querySelector("h1")!;
            document.addEventListener("securitypolicyviolation", (event) => {
              refused.push(event.effectiveDirective);
              if (refused.length === expected)
                resolve({
                  directives: refused,
                  colour: getComputedStyle(document.body).color,
                  attribute: getComputedStyle(target).color,
                });
            });
            const style = document.createElement("style");
            style.textContent = "body{color:rgb(255,0,0)!important}";
            document.head.append(style);
            if (withAttribute)
              target.setAttribute("style", "color:rgb(0,255,0)");
          }),
        // Only a page rendered on request allows style attributes.
        path === "/about-us",
      );
      expect(directives).toContain("style-src-elem");
      expect(colour).not.toBe("rgb(255, 0, 0)");
      if (path === "/about-us") {
        expect(directives).toContain("style-src-attr");
        expect(attribute).not.toBe("rgb(0, 255, 0)");
      }
    });
  }
});
