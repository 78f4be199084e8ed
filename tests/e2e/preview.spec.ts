import type { Page } from "@playwright/test";
import { siteUrl } from "@/lib/site";
import { previewPort } from "../../playwright.config";
import { expect, test, visit } from "./fixtures";
import { allRoutes } from "@/data/routes";

const preview = `http://127.0.0.1:${previewPort}`;
const bannerText = "Preview — not visible to search engines";

const banner = (page: Page) => page.getByRole("region", { name: "Preview" });

test.describe("a preview build", () => {
  test("the banner needs no JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${preview}/about-us`);
    await expect(banner(page)).toContainText(bannerText);
    await context.close();
  });

  test("/preview shows every page with the title and description that page really has", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const response = await visit(page, `${preview}/preview`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    const rows = page.getByRole("article");
    // The build's pages, and the Tech directory in both languages, which is
    // rendered on request (docs/product.md §17.4) but is a public page a
    // reviewer must see.
    const reviewed = [...allRoutes, "/techs", "/es/techs"];
    expect(
      (await rows.getByRole("heading", { level: 2 }).allTextContents()).sort(),
    ).toEqual(reviewed.sort());
    await expect(page.getByRole("region", { name: "Summary" })).toContainText(
      `${reviewed.length} pages, `,
    );

    // What each page really has is what its HTML says: search engines and
    // link previews read the document as it is sent.
    for (const route of allRoutes) {
      const sent = await request.get(preview + route);
      expect(sent.status(), route).toBe(200);
      // The document's title as a browser reads it, and its one description.
      const { title, descriptions } = await page.evaluate(
        (html) => {
          const doc = new DOMParser().parseFromString(html, "text/html");
          return {
            title: doc.title,
            descriptions: [
              ...doc.querySelectorAll('meta[name="description"]'),
            ].map((meta) => meta.getAttribute("content") ?? ""),
          };
        },
        await sent.text(),
      );
      expect(title, route).not.toBe("");
      expect(descriptions, `${route}: one description`).toHaveLength(1);
      const [description] = descriptions as [string];
      const row = page.getByRole("article", { name: route, exact: true });
      await expect(
        row.getByRole("link", { name: route, exact: true }),
      ).toHaveAttribute("href", route);
      await expect(
        row.locator('dt:text-is("Title") + dd > span').first(),
        route,
      ).toHaveText(title);
      await expect(
        row.locator('dt:text-is("Description") + dd > span').first(),
        route,
      ).toHaveText(description);
      await expect(
        row.getByText(`(${[...title].length} characters)`).first(),
      ).toBeVisible();
    }
  });

  test("a service's row shows its structured data and shared-link picture", async ({
    page,
  }) => {
    await visit(page, `${preview}/preview`);
    const row = page.getByRole("article", {
      name: "/services/printer-setup",
      exact: true,
    });
    await expect(row).toContainText(
      "Structured data: Service, FAQPage, BreadcrumbList",
    );
    const picture = row.getByRole("img", {
      name: "Printer Setup, starts at only $79",
    });
    await expect(picture).toHaveAttribute(
      "src",
      "/services/printer-setup/opengraph-image",
    );
    // The thumbnail loads from this deployment, whatever the public origin is.
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1200);
  });
});

test.describe("the preview's old address", () => {
  test("/review lands on /preview for good", async ({ request }) => {
    const response = await request.get(`${preview}/review`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/preview");
  });
});

test.describe("production", () => {
  test("no page carries the banner or a link to /preview", async ({
    request,
  }) => {
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
      expect(html, route).toContain("</html>");
      expect(html, route).not.toContain("not visible to search engines");
      expect(html, route).not.toContain('aria-label="Preview"');
      // A link to the preview's /preview page.
      expect(html, route).not.toMatch(/\/preview(?![\w-])/);
    }
  });

  test("/preview answers 404 and is not in the sitemap", async ({
    request,
  }) => {
    expect((await request.get("/preview")).status()).toBe(404);
    expect((await request.get("/review")).status()).toBe(404);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain(new URL("/preview", siteUrl()).href);
  });
});
