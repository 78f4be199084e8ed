import { services } from "@/data/services";
import { company } from "@/data/company";
import { privatePaths } from "@/lib/deployment.mjs";
import { previewPort } from "../../playwright.config";
import { expect, siteOrigin as origin, test } from "./fixtures";
import { allRoutes } from "@/data/routes";

test.describe("every route's metadata", () => {
  test("own title, a written description, an absolute canonical, a language", async ({
    page,
  }) => {
    // One test visits every page in turn: 38 of them, on a busy 2-core machine.
    test.setTimeout(90_000);
    const titles = new Map<string, string>();
    for (const path of allRoutes) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(
        new RegExp(`\\| ${company.name}$|^${company.name}`),
      );
      expect(titles.get(title), `${path} repeats the title of`).toBeUndefined();
      titles.set(title, path);
      const description = await page
        .locator('meta[name="description"]')
        .getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThanOrEqual(40);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}${path === "/" ? "" : path}` || origin,
      );
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      for (const tag of ["og:title", "og:description", "og:image", "og:url"]) {
        await expect(
          page.locator(`meta[property="${tag}"]`),
          `${path} ${tag}`,
        ).toHaveCount(1);
      }
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const robots = await page
        .locator('meta[name="robots"]')
        .getAttribute("content");
      expect(robots, path).toBe(
        privatePaths.includes(path) ? "noindex, nofollow" : "index, follow",
      );
    }
  });
});

test.describe("structured data", () => {
  const jsonLd = async (page: import("@playwright/test").Page) =>
    (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).map((text) => JSON.parse(text) as Record<string, unknown>);

  for (const service of services) {
    test(`${service.slug}: Service with its price, FAQPage, BreadcrumbList`, async ({
      page,
    }) => {
      await page.goto(`/services/${service.slug}`);
      const blocks = await jsonLd(page);
      const byType = Object.fromEntries(blocks.map((b) => [b["@type"], b]));
      const offer = (
        byType.Service as { offers: { price: string; priceCurrency: string } }
      ).offers;
      expect(Number(offer.price)).toBe(service.price);
      expect(offer.priceCurrency).toBe("USD");
      const faq = byType.FAQPage as { mainEntity: { name: string }[] };
      expect(faq.mainEntity.map((q) => q.name)).toEqual(
        service.faqs.map((f) => f.question),
      );
      expect(byType.BreadcrumbList).toBeDefined();
    });
  }

  test("the home page carries the organisation", async ({ page }) => {
    await page.goto("/");
    const [organisation] = await jsonLd(page);
    expect(organisation).toMatchObject({
      "@type": "Organization",
      name: company.name,
      telephone: company.phone.e164,
      email: company.email,
    });
  });
});

test.describe("shared-link previews", () => {
  const pngSize = (body: Buffer) => ({
    width: body.readUInt32BE(16),
    height: body.readUInt32BE(20),
  });

  for (const service of services) {
    test(`${service.slug} has its own 1200×630 PNG`, async ({
      page,
      request,
    }) => {
      await page.goto(`/services/${service.slug}`);
      const image = await page
        .locator('meta[property="og:image"]')
        .getAttribute("content");
      const url = new URL(image!);
      expect(url.pathname).toBe(`/services/${service.slug}/opengraph-image`);
      const response = await request.get(url.pathname + url.search);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({
        width: 1200,
        height: 630,
      });
    });
  }

  test("other pages share the default image", async ({ page, request }) => {
    await page.goto("/about-us");
    const image = new URL(
      (await page
        .locator('meta[property="og:image"]')
        .getAttribute("content"))!,
    );
    expect(image.pathname).toBe("/opengraph-image");
    const response = await request.get(image.pathname + image.search);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({
      width: 1200,
      height: 630,
    });
  });
});

test.describe("sitemap and robots", () => {
  test("the sitemap lists every indexable page and nothing private", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    // Published Tech profiles come and go as other tests run; techs.spec.ts
    // checks them.
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .filter((url) => !/\/techs\/(?!edit$)[^/]+$/.test(url!));
    expect(urls.sort()).toEqual(
      [
        ...allRoutes.filter(
          (p) => !privatePaths.includes(p) && !p.startsWith("/staff/"),
        ),
        "/techs",
      ]
        .map((p) => new URL(p, origin).href)
        .sort(),
    );
    // Home, about, contact and /services; the three managed-IT pages; the
    // services; the policies; /techs; /stay-safe and /accessibility.
    expect(urls).toHaveLength(4 + 3 + services.length + 4 + 1 + 2);
    for (const path of [...privatePaths, "/404"]) {
      expect(urls).not.toContain(new URL(path, origin).href);
    }
  });

  test("robots.txt names the sitemap and keeps private pages out", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of privatePaths)
      expect(text).toContain(`Disallow: ${path}`);
  });

  test("production sends X-Robots-Tag only on the private pages", async ({
    request,
  }) => {
    expect((await request.get("/")).headers()["x-robots-tag"]).toBeUndefined();
    expect(
      (await request.get("/services/printer-setup")).headers()["x-robots-tag"],
    ).toBeUndefined();
    for (const path of privatePaths) {
      expect((await request.get(path)).headers()["x-robots-tag"]).toBe(
        "noindex, nofollow",
      );
    }
  });
});

test.describe("a preview deployment is never indexed", () => {
  const preview = `http://127.0.0.1:${previewPort}`;

  test("every page sends noindex, and robots.txt disallows everything", async ({
    page,
    request,
  }) => {
    for (const path of [
      "/",
      "/services/printer-setup",
      "/about-us",
      "/privacy-policy",
    ]) {
      const response = await request.get(preview + path);
      expect(response.headers()["x-robots-tag"], path).toBe(
        "noindex, nofollow",
      );
      await page.goto(preview + path);
      // The meta tag says what the header says.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
    }
    const robots = await (await request.get(`${preview}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toContain("Sitemap:");
  });
});
