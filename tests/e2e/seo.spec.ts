import type { APIRequestContext, Page } from "@playwright/test";
import { contentCatalogue } from "@/lib/content/services";
import { company } from "@/data/company";
import { privatePaths } from "@/lib/deployment.mjs";
import { previewPort } from "../../playwright.config";
import { expect, siteOrigin as origin, test } from "./fixtures";
import { allRoutes, translatedRoutes } from "@/data/routes";

const services = contentCatalogue.en;

/**
 * What a page's HTML says about it, parsed as a browser parses the document it
 * is sent (in the test's blank tab): search engines and link previews read
 * this document, without running its scripts.
 */
async function sentDocument(
  page: Page,
  request: APIRequestContext,
  path: string,
) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      const all = (selector: string, attribute: string) =>
        [...doc.querySelectorAll(selector)].map(
          (element) => element.getAttribute(attribute) ?? "",
        );
      return {
        title: doc.title,
        lang: doc.documentElement.getAttribute("lang"),
        description: all('meta[name="description"]', "content"),
        canonical: all('link[rel="canonical"]', "href"),
        robots: all('meta[name="robots"]', "content"),
        twitterCard: all('meta[name="twitter:card"]', "content"),
        og: Object.fromEntries(
          ["og:title", "og:description", "og:image", "og:url"].map((tag) => [
            tag,
            all(`meta[property="${tag}"]`, "content"),
          ]),
        ),
        jsonLd: [
          ...doc.querySelectorAll('script[type="application/ld+json"]'),
        ].map((script) => script.textContent ?? ""),
      };
    },
    await response.text(),
  );
}

test.describe("every route's metadata", () => {
  test("own title, a written description, an absolute canonical, a language", async ({
    page,
    request,
  }) => {
    const titles = new Map<string, string>();
    for (const path of allRoutes) {
      const sent = await sentDocument(page, request, path);
      expect(sent.title, path).toMatch(
        new RegExp(`\\| ${company.name}$|^${company.name}`),
      );
      expect(
        titles.get(sent.title),
        `${path} repeats the title of`,
      ).toBeUndefined();
      titles.set(sent.title, path);
      expect(sent.description, path).toHaveLength(1);
      expect(sent.description[0]!.length, path).toBeGreaterThanOrEqual(40);
      expect(sent.canonical, path).toEqual([
        `${origin}${path === "/" ? "" : path}` || origin,
      ]);
      expect(sent.lang, path).toBe(
        path === "/es" || path.startsWith("/es/") ? "es-US" : "en-US",
      );
      for (const [tag, values] of Object.entries(sent.og)) {
        expect(values, `${path} ${tag}`).toHaveLength(1);
      }
      expect(sent.twitterCard, path).toEqual(["summary_large_image"]);
      expect(sent.robots, path).toEqual([
        privatePaths.includes(path) ? "noindex, nofollow" : "index, follow",
      ]);
    }
  });
});

const jsonLd = (sent: { jsonLd: string[] }) =>
  sent.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);

const pngSize = (body: Buffer) => ({
  width: body.readUInt32BE(16),
  height: body.readUInt32BE(20),
});

test.describe("structured data and shared-link previews", () => {
  // One fetch of each service page for both: they read the same document.
  for (const service of services) {
    test(`${service.slug}: Service with its price, FAQPage, BreadcrumbList; its own 1200×630 PNG`, async ({
      page,
      request,
    }) => {
      const path = `/services/${service.slug}`;
      const sent = await sentDocument(page, request, path);
      const byType = Object.fromEntries(
        jsonLd(sent).map((b) => [b["@type"], b]),
      );
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

      expect(sent.og["og:image"]).toHaveLength(1);
      const url = new URL(sent.og["og:image"]![0]!);
      expect(url.pathname).toBe(`${path}/opengraph-image`);
      const response = await request.get(url.pathname + url.search);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({
        width: 1200,
        height: 630,
      });
    });
  }

  test("the home page carries the organisation, and names its language in each", async ({
    page,
    request,
  }) => {
    const [organisation, english] = jsonLd(
      await sentDocument(page, request, "/"),
    );
    expect(organisation).toMatchObject({
      "@type": "Organization",
      name: company.name,
      telephone: company.phone.e164,
      email: company.email,
    });
    expect(english).toMatchObject({ "@type": "WebPage", inLanguage: "en-US" });
    const [, spanish] = jsonLd(await sentDocument(page, request, "/es"));
    expect(spanish).toMatchObject({ "@type": "WebPage", inLanguage: "es-US" });
  });

  test("other pages share the default image", async ({ page, request }) => {
    const sent = await sentDocument(page, request, "/about-us");
    expect(sent.og["og:image"]).toHaveLength(1);
    const image = new URL(sent.og["og:image"]![0]!);
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
        "/es/techs",
      ]
        .map((p) => new URL(p, origin).href)
        .sort(),
    );
    // Home, about, contact and /services; the three managed-IT pages; the
    // services; the policies; /techs in both languages; /stay-safe and
    // /accessibility; and the public pages written in Spanish too, at /es.
    expect(urls).toHaveLength(
      4 +
        3 +
        services.length +
        4 +
        2 +
        2 +
        translatedRoutes.filter((p) => !privatePaths.includes(p)).length,
    );
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
      // The meta tag says what the header says.
      expect(
        (await sentDocument(page, request, preview + path)).robots,
        path,
      ).toEqual(["noindex, nofollow"]);
    }
    const robots = await (await request.get(`${preview}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toContain("Sitemap:");
  });
});
