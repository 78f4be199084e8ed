import { contentCatalogue } from "@/lib/content/services";
import { expect, test, visit } from "./fixtures";

const services = contentCatalogue.en;

test.describe("home", () => {
  test("hero links to About Us and Contact Us, and says whose hours are round the clock", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    // Phone and remote help answer at any hour; a home visit is the Techs' hours.
    await expect(main).toContainText(
      "Phone and remote help 24x7 · home visits by appointment",
    );
    await expect(main.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about-us",
    );
    await expect(
      main.getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact-us");
  });

  test("Featured Services: every service, with a blank spacer in every fifth slot", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Featured Services" });
    const slots = section.locator("ul > li");
    // Four services, then a spacer, and so on: 15 services take 18 slots.
    const slotCount = services.length + Math.floor((services.length - 1) / 4);
    await expect(slots).toHaveCount(slotCount);
    const kinds = await slots.evaluateAll((lis) =>
      lis.map((li) => li.getAttribute("data-slot")),
    );
    const spacerSlots = kinds.flatMap((kind, i) =>
      kind === "spacer" ? [i + 1] : [],
    );
    expect(spacerSlots).toEqual(
      Array.from({ length: Math.floor(slotCount / 5) }, (_, i) => 5 * (i + 1)),
    );
    for (const n of spacerSlots) {
      const spacer = slots.nth(n - 1);
      await expect(spacer).toHaveAttribute("aria-hidden", "true");
      await expect(spacer).toBeEmpty();
    }
    // Assistive technology sees a list of the services and nothing else.
    await expect(section.getByRole("listitem")).toHaveCount(services.length);
    for (const service of services) {
      const link = section.getByRole("link", {
        name: service.title,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", `/services/${service.slug}`);
    }
    await expect(section).toContainText("From $35");
  });

  test("ITES Services shows Gold, Platinum and Custom with their features", async ({
    page,
  }) => {
    await page.goto("/#ites-services");
    const block = page.getByRole("region", { name: "ITES Services" });
    await expect(block).toBeInViewport();
    const cards = block.getByRole("list").first().locator(":scope > li");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Gold");
    await expect(cards.nth(0)).toContainText("$199");
    await expect(cards.nth(0)).toContainText("10 users");
    await expect(cards.nth(0)).toContainText("2 GB storage");
    await expect(cards.nth(0)).toContainText("Email support");
    await expect(cards.nth(0)).toContainText("Help center access");
    await expect(cards.nth(1)).toContainText("Platinum");
    await expect(cards.nth(1)).toContainText("$299");
    await expect(cards.nth(1)).toContainText("20 users");
    await expect(cards.nth(1)).toContainText("10 GB storage");
    await expect(cards.nth(1)).toContainText("Priority email support");
    await expect(cards.nth(2)).toContainText("Custom");
    await expect(cards.nth(2)).toContainText("Price on request");
    await expect(cards.nth(2)).toContainText("Unlimited users");
    await expect(cards.nth(2)).toContainText("Unlimited storage");
    await expect(cards.nth(2)).toContainText("Phone and email support");
    // Each plan is sold by a contact request; the renewal note links to the
    // account, where a member switches auto-renewal off (docs/product.md §20).
    for (const link of await cards.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^\/contact-us/);
    }
    await expect(
      block.getByRole("link", { name: "your account page" }),
    ).toHaveAttribute("href", "/user");
  });

  test("the catalogue and tiers are in the pre-rendered HTML, with no loading state", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const service of services)
      expect(html).toContain(`href="/services/${service.slug}"`);
    expect(html).toContain("Featured Services");
    expect(html).toContain("ITES Services");
    expect(html).toContain("$299");
    // The loading line's words travel in the payload of the island that shows
    // them on a client navigation; none is in the page as drawn.
    expect(html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "")).not.toContain(
      "LOADING..",
    );
  });
});

test.describe("client-side navigation", () => {
  test("shows LOADING.. while the next page is on its way, then the page", async ({
    page,
  }) => {
    await visit(page, "/");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/services/computer-tuneup?_rsc=*", async (route) => {
      await held;
      await route.continue();
    });
    const status = page.getByRole("status").filter({ hasText: "LOADING.." });
    await expect(status).toHaveCount(0);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Computer Tune-Up" })
      .click();
    await expect(status).toBeVisible();
    release();
    await expect(
      page.getByRole("heading", { level: 1, name: "Computer Tune-Up" }),
    ).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});
