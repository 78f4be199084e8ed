import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { business } from "@/data/business";
import { company } from "@/data/company";
import { allRoutes } from "@/data/routes";
import { siteUrl } from "@/lib/site";
import {
  builtPages,
  distDir,
  prerenderedHtml,
} from "../../scripts/built-pages.mjs";
import { expect, test, visit } from "./fixtures";

const day = 24 * 60 * 60 * 1000;

/**
 * The keyboard tests as Playwright itself finds them in keyboard.spec.ts (a
 * listing; nothing runs), so the statement's count is checked against the
 * suite, not against the list the page was built from.
 */
function keyboardTestTitles(): string[] {
  const playwright = path.join("node_modules", ".bin", "playwright");
  const listing = JSON.parse(
    execFileSync(
      playwright,
      ["test", "--list", "--reporter=json", "tests/e2e/keyboard.spec.ts"],
      // A run that writes its own JSON report to a file names it in these
      // variables; the listing must still come to stdout.
      {
        encoding: "utf8",
        env: {
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: "",
          PLAYWRIGHT_JSON_OUTPUT_FILE: "",
        },
      },
    ),
  ) as Suite;
  type Suite = { specs?: { title: string }[]; suites?: Suite[] };
  const titles = (suite: Suite): string[] => [
    ...(suite.specs ?? []).map((spec) => spec.title),
    ...(suite.suites ?? []).flatMap(titles),
  ];
  return titles(listing);
}

/** When the build wrote a pre-rendered file: the build time, give or take the build's length. */
const writtenAt = (file: string) => statSync(file).mtime;

const section = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name });

test.describe("/stay-safe: how to spot a tech-support scam", () => {
  test("what we never do, each with an official fact, its source and its year", async ({
    page,
  }) => {
    await visit(page, "/stay-safe");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "How to spot a tech-support scam",
      }),
    ).toBeVisible();
    const never = section(page, "What we never do");
    const points = never.getByRole("listitem");
    await expect(points).toHaveCount(5);
    for (const [i, words] of [
      "Call you out of the blue.",
      "Show pop-ups or warnings on your screen.",
      "Ask you to pay by gift card, cryptocurrency, wire transfer or payment app.",
      "Start a remote session that you did not ask for and approve.",
      "Ask for your passwords.",
    ].entries()) {
      await expect(points.nth(i)).toContainText(words);
      await expect(points.nth(i).locator("cite")).toHaveText(
        /^\((FTC|FBI IC3), 20\d\d\)$/,
      );
    }
  });

  test("how to check it is us: our number, and the booking reference", async ({
    page,
  }) => {
    await visit(page, "/stay-safe");
    const check = section(page, "How to check that it is us");
    await expect(
      check.getByRole("link", { name: company.phone.display }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    await expect(check).toContainText("booking reference");
    await expect(check).toContainText(/BP-[2-9A-HJ-NP-Z]{6}/);
    await expect(check).toContainText(company.hoursLong);
  });

  test("if caught: hang up, call the bank, change passwords, report to the FTC and the FBI's IC3", async ({
    page,
  }) => {
    await visit(page, "/stay-safe");
    const caught = section(page, "If you think you were caught");
    const steps = caught.locator("ol > li");
    await expect(steps).toHaveCount(4);
    for (const [i, words] of [
      "Hang up and disconnect.",
      "Call your bank.",
      "Change your passwords.",
      "Report it.",
    ].entries()) {
      await expect(steps.nth(i)).toContainText(words);
    }
    await expect(
      caught.getByRole("link", { name: "ReportFraud.ftc.gov" }),
    ).toHaveAttribute("href", "https://reportfraud.ftc.gov/");
    await expect(caught.getByRole("link", { name: "ic3.gov" })).toHaveAttribute(
      "href",
      "https://www.ic3.gov/",
    );
  });

  test("every cited fact names the FTC or the FBI's IC3 and a year, and every source is listed", async ({
    page,
  }) => {
    await visit(page, "/stay-safe");
    const cites = page.getByRole("main").locator("p > cite");
    expect(await cites.count()).toBeGreaterThanOrEqual(8);
    for (const cite of await cites.allTextContents()) {
      expect(cite).toMatch(/^\((FTC|FBI IC3), 20\d\d\)$/);
    }
    const listed = await section(page, "Sources")
      .getByRole("listitem")
      .allTextContents();
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const source of listed) {
      expect(source).toMatch(
        /^(Federal Trade Commission \(FTC\)|FBI Internet Crime Complaint Center \(IC3\)), .+, 20\d\d\.$/,
      );
    }
  });
});

test.describe("/accessibility: the accessibility statement", () => {
  test("aims at WCAG 2.2 AA and states the test suite's real counts", async ({
    page,
  }) => {
    await visit(page, "/accessibility");
    await expect(
      page.getByRole("heading", { level: 1, name: "Accessibility statement" }),
    ).toBeVisible();
    await expect(section(page, "The standard we aim for")).toContainText(
      "WCAG) 2.2 at level AA",
    );

    const checks = section(page, "How we check");
    // The pages the axe test visits, and they are the build's own pages.
    const pages = allRoutes.length;
    expect(builtPages()).toHaveLength(pages);
    await expect(checks).toContainText(`all ${pages} pages of this website`);
    await expect(checks).toContainText(`all ${pages} pages with Lighthouse`);

    const tests = keyboardTestTitles();
    expect(tests.length).toBeGreaterThan(0);
    const stated = (await checks.textContent())?.match(
      /walk (\d+) journeys? with the keyboard alone/,
    );
    expect(Number(stated?.[1])).toBe(tests.length);
    const journeys = checks.getByRole("list", { name: "Keyboard journeys" });
    expect(
      (await journeys.getByRole("listitem").allTextContents()).map(
        (journey) => `keyboard only, with visible focus: ${journey}`,
      ),
    ).toEqual(tests);
  });

  test("known issues, how to report (phone and e-mail) and when we answer", async ({
    page,
  }) => {
    await visit(page, "/accessibility");
    await expect(
      section(page, "What we know is not yet right").getByRole("listitem"),
    ).not.toHaveCount(0);
    const report = section(page, "Tell us about a problem");
    await expect(
      report.getByRole("link", { name: `Call ${company.phone.display}` }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    await expect(
      report.getByRole("link", { name: `E-mail ${company.email}` }),
    ).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(report).toContainText(company.hoursLong);
    await expect(report).toContainText(
      `within ${business.accessibilityReports.replyWithinBusinessDays} business days`,
    );
  });

  test("the date of the last review is the date of the build", async ({
    page,
  }) => {
    await visit(page, "/accessibility");
    const time = section(page, "Last review").locator("time");
    const reviewed = new Date((await time.getAttribute("datetime"))!);
    const built = writtenAt(prerenderedHtml("/accessibility"));
    // Rendered during the build, at most a few minutes before the file was written.
    expect(built.getTime() - reviewed.getTime()).toBeGreaterThanOrEqual(0);
    expect(built.getTime() - reviewed.getTime()).toBeLessThan(15 * 60 * 1000);
    await expect(time).toHaveText(
      new Intl.DateTimeFormat("en-US", {
        weekday: "short",
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: "America/New_York",
      }).format(reviewed),
    );
  });
});

test.describe("/.well-known/security.txt (RFC 9116)", () => {
  test("plain text with Contact, Expires within a year of the build, Preferred-Languages and Canonical", async ({
    request,
  }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(
      "text/plain; charset=utf-8",
    );
    const text = await response.text();
    const lines = text.split("\n").filter((line) => line !== "");
    for (const line of lines) expect(line).toMatch(/^[A-Za-z-]+: \S+$/);
    const field = (name: string) =>
      lines
        .filter((line) => line.startsWith(`${name}: `))
        .map((line) => line.slice(name.length + 2));

    expect(field("Contact")).toEqual([`mailto:${company.email}`]);
    expect(field("Preferred-Languages")).toEqual(["en"]);
    expect(field("Canonical")).toEqual([
      new URL("/.well-known/security.txt", siteUrl()).href,
    ]);
    const [expires, ...more] = field("Expires");
    expect(more).toEqual([]);
    // RFC 3339, in UTC as the RFC's own example.
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const expiresAt = new Date(expires!).getTime();
    const built = writtenAt(
      path.join(distDir, "server", "app", ".well-known", "security.txt.body"),
    ).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt - built).toBeLessThan(365 * day);
  });

  test("a POST is refused, not answered with the file or an error page", async ({
    request,
  }) => {
    const response = await request.post("/.well-known/security.txt");
    expect(response.status()).toBe(405);
  });
});

test.describe("where the trust pages are linked", () => {
  test("the footer of every page links both", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: "How to spot a tech-support scam" }),
    ).toHaveAttribute("href", "/stay-safe");
    await expect(
      footer.getByRole("link", { name: "Accessibility", exact: true }),
    ).toHaveAttribute("href", "/accessibility");
  });

  test("the privacy policy's section on remote sessions links /stay-safe", async ({
    page,
  }) => {
    await visit(page, "/privacy-policy");
    const support = page
      .getByRole("main")
      .locator("section")
      .filter({ hasText: "remote session" })
      .first();
    await expect(support.getByRole("heading")).toHaveText(
      "2. How we support you",
    );
    await expect(
      support.getByRole("link", { name: "How to spot a tech-support scam" }),
    ).toHaveAttribute("href", "/stay-safe");
  });

  test("both pages are in the sitemap", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const page of ["/stay-safe", "/accessibility"]) {
      expect(xml).toContain(`<loc>${new URL(page, siteUrl()).href}</loc>`);
    }
  });
});

test.describe("the trust pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, heading, part] of [
    ["/stay-safe", "How to spot a tech-support scam", "What we never do"],
    ["/accessibility", "Accessibility statement", "How we check"],
  ] as const) {
    test(`${route} reads in full`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await expect(section(page, part)).toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByRole("link", {
          name: "How to spot a tech-support scam",
        }),
      ).toBeVisible();
    });
  }
});
