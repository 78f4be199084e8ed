import { business } from "@/data/business";
import { company } from "@/data/company";
import { offerings as englishOfferings } from "@/data/content/offerings/en";
import { offeringSlugs } from "@/data/offerings";
import { englishTiers as tiers } from "@/lib/content/tiers";
import { expect, test, visit } from "./fixtures";

/** The managed IT pages as a fresh database shows them: data/content's, the CMS's first words. */
const offerings = offeringSlugs.map((slug) => ({
  slug,
  ...englishOfferings[slug],
}));

const banner = (page: import("@playwright/test").Page, title: string) =>
  page.getByRole("heading", { level: 1, name: title });

test.describe("about", () => {
  test("banner and a real description of the company", async ({ page }) => {
    await visit(page, "/about-us");
    await expect(banner(page, "About Us")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("Who we help");
    await expect(main).toContainText(company.hoursLong);
    await expect(main).toContainText("remote session");
    await expect(main).toContainText(`servers in ${company.dataLocation}`);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("contact", () => {
  test("labelled form and contact details; the form posts to our own server", async ({
    page,
  }) => {
    await visit(page, "/contact-us");
    await expect(banner(page, "Contact Us")).toBeVisible();
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: company.phone.display }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    await expect(main.getByText(company.email, { exact: true })).toBeVisible();
    await expect(
      main.getByRole("link", { name: "Write to us" }),
    ).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(main).toContainText(company.hoursLong);
    for (const label of ["Name", "Email address", "How can we help?"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute(
        "required",
      );
    }
    await expect(page.getByLabel(/^Contact number/)).not.toHaveAttribute(
      "required",
    );
    await expect(
      page.getByRole("button", { name: "Send message" }),
    ).toHaveAccessibleDescription(
      `Your message goes to our team at ${company.email}, and we reply to the e-mail address you give.`,
    );
    const form = page.locator("main form");
    await expect(form).toHaveAttribute("method", "POST");
    await expect(form).toHaveAttribute("action", "");
  });
});

test.describe("marketing pages", () => {
  for (const offering of offerings) {
    test(`${offering.title}: prose and Our Pricing, every button to the contact form`, async ({
      page,
    }) => {
      await visit(page, `/${offering.slug}`);
      await expect(banner(page, offering.title)).toBeVisible();
      for (const section of offering.sections) {
        await expect(
          page.getByRole("heading", { level: 2, name: section.heading }),
        ).toBeVisible();
      }
      const pricing = page.getByRole("region", { name: "Our Pricing" });
      const cards = pricing.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3 }),
      });
      await expect(cards).toHaveCount(tiers.length);
      for (const [i, tier] of tiers.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(
          tier.name,
        );
        await expect(card).toContainText(
          tier.price === null ? "Price on request" : `$${tier.price}`,
        );
        for (const feature of [tier.users, tier.storage, tier.support]) {
          await expect(card).toContainText(feature);
        }
        await expect(card.getByRole("link")).toHaveAttribute(
          "href",
          `/contact-us?plan=${tier.id}&offering=${offering.slug}`,
        );
      }
      await cards.first().getByRole("link").click();
      await expect(page).toHaveURL(/\/contact-us\?plan=gold/);
      await expect(page.getByLabel("How can we help?")).toHaveValue(
        `I'm interested in the Gold plan for ${offering.title}. Please get in touch.`,
      );
    });
  }
});

// Titles and headings are written out here; the numbers come from the business
// constants, so a page that printed a stale or retyped number would fail.
const policies: [
  path: string,
  title: string,
  headings: string[],
  facts: string[],
][] = [
  [
    "/cancellation-policy",
    "Cancellation Policy",
    [
      "1. Cancelling an appointment",
      "2. Rescheduling",
      "3. How to cancel or reschedule",
      "4. When we cancel",
    ],
    [
      `up to ${business.cancellation.freeUntilHours} hours before`,
      `fee of $${business.cancellation.lateFee}`,
      `at least ${business.cancellation.fullChargeWithinHours} hours before`,
      `up to ${business.rescheduling.freeUntilHours} hours before`,
      `costs $${business.rescheduling.lateFee}`,
      business.rescheduling.appliesTo,
    ],
  ],
  [
    "/refund-policy",
    "Refund Policy",
    [
      "1. Who can ask for a refund",
      "2. How to request a refund",
      "3. How you are paid back",
      "4. What cannot be refunded",
    ],
    [
      `within ${business.refund.windowDays} days`,
      `requested by ${business.refund.requestBy}`,
      `within ${business.refund.creditWithinBusinessDays} business days`,
      company.phone.display,
    ],
  ],
  [
    "/terms-of-service",
    "Terms of Service",
    [
      "1. Who can use our services",
      "2. Prices and charges",
      "3. Memberships",
      "4. What our services cover",
      "5. Remote sessions",
      "6. Cancellations and refunds",
      "7. Technician profiles",
    ],
    [
      `last ${business.membership.termMonths} months`,
      "renew automatically",
      "customer portal",
      `${business.backup.discMaxGb} GB`,
      "do not repair hardware",
      `more than ${business.repair.costlyAfterYears} years old`,
      `$${business.trainingSessionPrice}`,
      `per ${business.chargedPer}`,
      "valid from the date you register",
      `at least ${business.minimumAge} years old`,
    ],
  ],
  [
    "/privacy-policy",
    "Privacy Policy",
    [
      "1. Accounts",
      "2. How we support you",
      "3. What this website keeps in your browser",
      "4. Booking and contact requests",
      "5. Your bookings and your account",
      "6. Reviews",
      "7. Where your data is kept",
      "8. Children",
      "9. Questions",
    ],
    [
      "Client account",
      "Tech account",
      "with your permission",
      company.hoursLong,
      `servers in ${company.dataLocation}`,
      `at least ${business.minimumAge} years old to create an account`,
    ],
  ],
];

test.describe("policy pages", () => {
  for (const [path, title, headings, facts] of policies) {
    test(`${title}: banner, its sections, the business constants, footer`, async ({
      page,
    }) => {
      await visit(page, path);
      await expect(banner(page, title)).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(
        headings,
      );
      for (const fact of facts) await expect(main).toContainText(fact);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test(`${title} opens at the top from the footer of a scrolled page`, async ({
      page,
    }) => {
      await visit(page, "/");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThan(500);
      // Every animation frame from here on: when it was, where, and how far down.
      await page.evaluate(() => {
        const frames: { t: number; path: string; y: number }[] = [];
        Object.assign(window, { frames });
        const record = (t: number) => {
          frames.push({ t, path: location.pathname, y: window.scrollY });
          requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: title })
        .click();
      await expect(page).toHaveURL(path);
      await expect(banner(page, title)).toBeVisible();
      // A few frames at the top after arriving, so a late or animated scroll would show.
      await expect
        .poll(() =>
          page.evaluate(
            (target) =>
              (
                window as unknown as { frames: { path: string; y: number }[] }
              ).frames.filter((f) => f.path === target && f.y === 0).length,
            path,
          ),
        )
        .toBeGreaterThan(10);
      const frames = await page.evaluate(
        () =>
          (
            window as unknown as {
              frames: { t: number; path: string; y: number }[];
            }
          ).frames,
      );
      const arrived = frames.findIndex((f) => f.path === path);
      const atTop = frames.findIndex((f, i) => i >= arrived && f.y === 0);
      expect(arrived).toBeGreaterThanOrEqual(0);
      // At the top within 100 ms of the new address, and never away from it after.
      expect(frames[atTop]!.t - frames[arrived]!.t).toBeLessThanOrEqual(100);
      expect(frames.slice(atTop).filter((f) => f.y !== 0)).toEqual([]);
    });
  }

  test("the terms link to the refund policy", async ({ page }) => {
    await visit(page, "/terms-of-service");
    await page
      .getByRole("main")
      .getByRole("link", { name: "Read our refund policy" })
      .click();
    await expect(page).toHaveURL("/refund-policy");
  });
});

test("no placeholder text on any content page", async ({ page, request }) => {
  for (const path of [
    "/about-us",
    "/contact-us",
    ...offerings.map((o) => `/${o.slug}`),
    ...policies.map(([p]) => p),
  ]) {
    // The page's text as sent (these pages are pre-rendered), read as
    // Playwright reads an element's text: the document parsed in the test's
    // blank tab, without its scripts, styles and no-script fallbacks, with
    // the labels of input buttons. No full load of each page is needed.
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = await page.evaluate(
      (html) => {
        const { body } = new DOMParser().parseFromString(html, "text/html");
        for (const element of body.querySelectorAll("script, noscript, style"))
          element.remove();
        for (const input of body.querySelectorAll<HTMLInputElement>(
          "input[type=submit], input[type=button], input[type=reset]",
        ))
          input.replaceWith(input.value);
        return body.textContent;
      },
      await response.text(),
    );
    // The whole page was read, down to its footer.
    expect(text, path).toContain("Our satisfaction promise");
    expect(text, path).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder/i);
  }
});
