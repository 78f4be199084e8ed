import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type {
  APIRequestContext,
  APIResponse,
  Page,
  Response,
} from "@playwright/test";
import { identityPages } from "@/lib/security-headers.mjs";
import {
  cspDirectives,
  expect,
  hydrated,
  watchCspViolations,
} from "./fixtures";
import { watchReports } from "./reports";

// The checks every page of a build passes (pages.spec.ts runs them all in one
// load per page); the specs that test one feature in depth use them too.

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

/** The security headers of a document (docs/product.md §9). */
export function expectSecurityHeaders(
  response: Response | APIResponse | null,
  path: string,
) {
  const headers = response?.headers() ?? {};
  const csp = cspDirectives(headers["content-security-policy"]);
  expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
  expect(csp.get("default-src"), path).toEqual(["'self'"]);
  // Inline scripts only by hash or nonce (openAndCheckPolicy checks the hashes).
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

/** A CSP hash source: `'sha256-…'` of the text. */
const hashSource = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * For each script a browser would run inline in a document: its hash source,
 * and its nonce source when it carries one (pages rendered on request). The
 * browser parses the HTML, as it would; the hash is taken here, since a page
 * not loaded from the site (about:blank) has no `crypto.subtle`.
 */
async function inlineScripts(page: Page, html: string) {
  const scripts = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const runs = (type: string) =>
      ["", "module", "text/javascript", "application/javascript"].includes(
        type.trim().toLowerCase(),
      );
    return [...doc.querySelectorAll("script:not([src])")]
      .filter((script) => runs(script.getAttribute("type") ?? ""))
      .map((script) => ({
        text: script.textContent ?? "",
        nonce: script.getAttribute("nonce"),
      }));
  }, html);
  return scripts.map(({ text, nonce }) => ({
    hash: hashSource(text),
    nonce: nonce ? `'nonce-${nonce}'` : null,
  }));
}

/**
 * The hash source of each `<style>` in a document, those in `<noscript>` too
 * (DOMParser parses as if scripts were off, as a browser without them would).
 */
async function inlineStyles(page: Page, html: string) {
  const styles = await page.evaluate(
    (source) =>
      [
        ...new DOMParser()
          .parseFromString(source, "text/html")
          .querySelectorAll("style"),
      ].map((style) => style.textContent ?? ""),
    html,
  );
  return styles.map(hashSource);
}

/**
 * Loads a page with its answer's status, checks its Content-Security-Policy
 * against the HTML it was sent (every inline script by hash, or by nonce for a
 * page rendered on request, and every inline style by hash, docs/product.md
 * §9), and waits for hydration.
 * Watches for violations from the first byte (read them with cspViolations)
 * and returns the browser's report queue, which stays empty while the page
 * runs: `reports` is what the site's /csp-report would receive.
 */
export async function openAndCheckPolicy(
  page: Page,
  url: string,
  status: number,
) {
  await watchCspViolations(page);
  const { reports } = await watchReports(page);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  const scriptSrc = await expectPolicyCovers(
    page,
    url,
    response!.headers(),
    await response!.text(),
  );
  await hydrated(page);
  expect(reports, `${url}: reports queued`).toEqual([]);
  return { response: response!, scriptSrc, reports };
}

/**
 * The same check of a document's policy against its HTML, fetched without
 * loading it: for the preview build's copies of pages whose loading the
 * production build's tests already watch. The browser only parses the HTML.
 */
export async function fetchAndCheckPolicy(
  page: Page,
  request: APIRequestContext,
  url: string,
  status: number,
) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(status);
  const html = await response.text();
  await expectPolicyCovers(page, url, response.headers(), html);
  return html;
}

/**
 * Every inline script of `html` allowed by hash (or, on a page rendered on
 * request, by the response's nonce), every inline style by hash, nothing
 * unsafe, and violations reported to the site's own endpoint
 * (docs/product.md §9). Returns the policy's script sources.
 */
async function expectPolicyCovers(
  page: Page,
  url: string,
  headers: Record<string, string>,
  html: string,
) {
  const policy = headers["content-security-policy"] ?? "";
  const scriptSrc = cspDirectives(policy).get("script-src") ?? [];
  expect(scriptSrc[0], url).toBe("'self'");
  expect(scriptSrc, url).not.toContain("'unsafe-inline'");
  expect(scriptSrc, url).not.toContain("'unsafe-eval'");
  // Inline styles only by the build's hashes: the stylesheet inlined in a
  // pre-rendered page, the layout's no-script rule.
  const styleSrc = cspDirectives(policy).get("style-src") ?? [];
  expect(styleSrc[0], url).toBe("'self'");
  expect(styleSrc, url).not.toContain("'unsafe-inline'");
  for (const hash of await inlineStyles(page, html))
    expect(styleSrc, `${url}: an inline style`).toContain(hash);
  const scripts = await inlineScripts(page, html);
  expect(scripts.length, `${url} has inline scripts`).toBeGreaterThan(0);
  for (const { hash, nonce } of scripts) {
    const allowed =
      scriptSrc.includes(hash) || (nonce !== null && scriptSrc.includes(nonce));
    expect(allowed, `${url}: ${hash} ${nonce ?? ""}`).toBe(true);
  }
  expect(policy, url).toContain("report-uri /csp-report");
  expect(policy, url).toContain("report-to csp-endpoint");
  expect(headers["reporting-endpoints"], url).toBe(
    'csp-endpoint="/csp-report"',
  );
  return scriptSrc;
}

/** The axe-core that @axe-core/playwright would inject, read once for the run. */
const axeSource = readFileSync(
  createRequire(
    createRequire(path.join(process.cwd(), "package.json")).resolve(
      "@axe-core/playwright",
    ),
  ).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds only AA rules to axe); any
 * violation of any impact fails. /accessibility states this (docs/product.md §16).
 *
 * axe runs in the page itself, as axe-core's own `axe.run`. @axe-core/playwright
 * runs it frame by frame and then once more in a blank page it opens, which
 * cost about a second a page here, with axe's own run a fifth of that
 * (docs/performance.md, "The test suite's time"). Our pages have no frames; a
 * page that has one is handed to the builder, which reaches into frames.
 */
export async function axeViolations(page: Page) {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const violations =
    page.frames().length > 1
      ? (await new AxeBuilder({ page }).withTags(tags).analyze()).violations
      : await axeInPage(page, tags);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}

type Violation = Awaited<
  ReturnType<AxeBuilder["analyze"]>
>["violations"][number];
type Axe = {
  run(context: Document, options: object): Promise<{ violations: Violation[] }>;
};

/** axe-core's violations of `tags`, run in the page's one frame. */
async function axeInPage(page: Page, tags: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    // A string, evaluated through the browser's debugging protocol: the
    // page's CSP, which has no 'unsafe-eval', does not apply to it.
    await page.evaluate(axeSource);
  }
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: Axe }).axe
        .run(document, {
          runOnly: { type: "tag", values },
          resultTypes: ["violations"],
        })
        .then((results) => results.violations),
    tags,
  );
}

/**
 * The site's frame: the header's cart, account and search links, the closed
 * sidebar toggle, and the footer's policy and trust links, promise and copyright.
 */
export async function expectSiteFrame(page: Page) {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Cart" })).toHaveAttribute(
    "href",
    "/cart",
  );
  await expect(banner.getByRole("link", { name: "Account" })).toHaveAttribute(
    "href",
    "/user",
  );
  await expect(
    banner.getByRole("link", { name: "Search services" }),
  ).toHaveAttribute("href", "/services#search");
  await expect(
    page.getByRole("button", { name: "Menu", exact: true }),
  ).toHaveAttribute("aria-expanded", "false");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Privacy Policy", "/privacy-policy"],
    ["Cancellation Policy", "/cancellation-policy"],
    ["Terms of Service", "/terms-of-service"],
    ["Refund Policy", "/refund-policy"],
    ["Contact Us", "/contact-us"],
    ["Manage a booking", "/bookings"],
    ["How to spot a tech-support scam", "/stay-safe"],
    ["Accessibility", "/accessibility"],
  ]) {
    await expect(
      footer.getByRole("link", { name, exact: true }),
    ).toHaveAttribute("href", href!);
  }
  await expect(
    footer.getByRole("heading", { name: "Our satisfaction promise" }),
  ).toBeVisible();
  await expect(footer).toContainText(/© 2020–20\d\d/);
}

/** What sticks out past the right edge: the page's width, and the elements that end past it. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    // Inside a box that scrolls or clips sideways and itself fits (the
    // desk's one-row menu), an element past the edge is scrolled to, not cut.
    const scrolledTo = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible")
          return up.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    const past = [...document.querySelectorAll("body *")]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(
        ({ element, box }) =>
          box.width > 0 && box.right > width + 0.5 && !scrolledTo(element),
      )
      // The one that ends furthest right is the likeliest cause.
      .sort((a, b) => b.box.right - a.box.right)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} "${(element.textContent ?? "").trim().slice(0, 30)}" to ${Math.round(box.right)}`,
      );
    return {
      path: location.pathname,
      wider: document.documentElement.scrollWidth > width,
      // Named only to say why a page is wider; the first few suffice.
      past: past.slice(0, 6),
    };
  });
}
