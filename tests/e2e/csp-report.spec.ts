import { expect, hydrated, test } from "./fixtures";
import { watchReports } from "./reports";

// The Content-Security-Policy reports violations to the site's own endpoint
// (docs/product.md §9); pages.spec.ts checks that no page produces one.

test.describe("violation reports", () => {
  // The violation below is logged to the console on purpose.
  test.use({ failOnConsoleError: false });

  test("a blocked inline script is reported to the site's /csp-report", async ({
    page,
    baseURL,
  }) => {
    const { reports } = await watchReports(page);
    await page.goto("/about-us");
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
    });
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({
      type: "csp-violation",
      destination: "csp-endpoint",
      body: {
        documentURL: `${baseURL}/about-us`,
        effectiveDirective: "script-src-elem",
        blockedURL: "inline",
      },
    });
    // The browser queues it for the group the policy names; when it sends
    // the batch is its own choice (about once a minute in Chromium).
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });
});

test.describe("the report endpoint", () => {
  const report = {
    "csp-report": {
      "document-uri": "http://127.0.0.1/about-us",
      "blocked-uri": "inline",
      "effective-directive": "script-src-elem",
    },
  };

  test("accepts a report with 204, in either format", async ({ request }) => {
    const legacy = await request.post("/csp-report", {
      headers: { "content-type": "application/csp-report" },
      data: JSON.stringify(report),
    });
    expect(legacy.status()).toBe(204);
    const batch = await request.post("/csp-report", {
      headers: { "content-type": "application/reports+json" },
      data: JSON.stringify([
        {
          type: "csp-violation",
          url: "http://127.0.0.1/about-us",
          body: { documentURL: "http://127.0.0.1/about-us" },
        },
      ]),
    });
    expect(batch.status()).toBe(204);
  });

  test("refuses a report over 8 kB with 413, and anything but a report", async ({
    request,
  }) => {
    const huge = await request.post("/csp-report", {
      headers: { "content-type": "application/csp-report" },
      data: JSON.stringify({
        "csp-report": { "document-uri": "x".repeat(9000) },
      }),
    });
    expect(huge.status()).toBe(413);
    const form = await request.post("/csp-report", {
      form: { "document-uri": "x" },
    });
    expect(form.status()).toBe(415);
    expect((await request.get("/csp-report")).status()).toBe(405);
  });
});
