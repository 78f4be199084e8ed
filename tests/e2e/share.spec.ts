import type { Browser, Page } from "@playwright/test";
import {
  expect,
  siteOrigin as site,
  storedSlugs,
  test,
  visit,
  watchConsole,
} from "./fixtures";

/** A page in a fresh browser (no storage shared), failing on any console or page error. */
async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems = watchConsole(page);
  return { page, problems, close: () => context.close() };
}

async function addToCart(page: Page, slug: string) {
  await visit(page, `/services/${slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("link", { name: "Go to Cart" })).toBeVisible();
}

test.describe("share a service", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies the canonical link where the browser has no Web Share", async ({
    page,
  }) => {
    await visit(page, "/services/printer-setup");
    // Headless Chromium on Linux has no Web Share: the clipboard path is the one taken.
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await page.getByRole("button", { name: "Share this service" }).click();
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: "Link copied" }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site}/services/printer-setup`,
    );
  });

  test("uses the Web Share API where the browser has it", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await visit(page, "/services/computer-tuneup");
    await page.getByRole("button", { name: "Share this service" }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { shared: unknown[] }).shared,
        ),
      )
      .toEqual([
        { title: "Computer Tune-Up", url: `${site}/services/computer-tuneup` },
      ]);
    // The share button's own status, in the service's header: the reviews
    // below have a status of their own while they load.
    await expect(
      page.getByRole("main").locator("header").getByRole("status"),
    ).toHaveText("");
  });

  test("shows the link to copy by hand when the clipboard refuses", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await visit(page, "/services/printer-setup");
    await page.getByRole("button", { name: "Share this service" }).click();
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: "Copy the link below to share it." }),
    ).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: "Service link" }),
    ).toHaveValue(`${site}/services/printer-setup`);
  });
});

test.describe("share a cart", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a shared cart is carried into a fresh browser, asked about, and merged", async ({
    page,
    browser,
    baseURL,
  }) => {
    await addToCart(page, "printer-setup");
    await addToCart(page, "virus-removal-cleanup");
    await visit(page, "/cart");
    await page.getByRole("button", { name: "Share this cart" }).click();
    const link = `${site}/cart?add=printer-setup,virus-removal-cleanup`;
    await expect(page.getByRole("textbox", { name: "Cart link" })).toHaveValue(
      link,
    );
    await expect(
      page.getByRole("textbox", { name: "Cart link" }),
    ).toHaveAttribute("readonly", "");
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: "Link copied" }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      link,
    );

    const other = await freshPage(browser, baseURL!);
    const { pathname, search } = new URL(link);
    await visit(other.page, pathname + search);
    const offer = other.page.getByRole("region", {
      name: "Add these services to your cart?",
    });
    await expect(offer.getByRole("listitem")).toHaveText([
      "Printer Setup$79",
      "Virus Removal & Cleanup$79",
    ]);
    await expect(offer.getByRole("heading")).toBeFocused();
    // Nothing changes until the visitor accepts.
    expect(await storedSlugs(other.page)).toEqual([]);
    await expect(other.page.getByText("Your cart is empty.")).toBeVisible();

    await offer.getByRole("button", { name: "Add to cart" }).click();
    await expect(other.page).toHaveURL("/cart");
    await expect(offer).toBeHidden();
    await expect(
      other.page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: "The shared services are in your cart." }),
    ).toBeVisible();
    await expect(
      other.page.getByRole("main").getByRole("link", { name: "Printer Setup" }),
    ).toBeVisible();
    expect(await storedSlugs(other.page)).toEqual([
      "printer-setup",
      "virus-removal-cleanup",
    ]);
    // A reload does not ask again.
    await other.page.reload();
    await expect(
      other.page
        .getByRole("main")
        .getByRole("link", { name: "Virus Removal & Cleanup" }),
    ).toBeVisible();
    await expect(offer).toBeHidden();
    expect(other.problems).toEqual([]);
    await other.close();
  });

  test("merges into an existing cart without duplicates", async ({ page }) => {
    await addToCart(page, "printer-setup");
    await visit(page, "/cart?add=computer-repair,printer-setup");
    const offer = page.getByRole("region", {
      name: "Add these services to your cart?",
    });
    await expect(offer.getByRole("listitem")).toHaveText([
      "Computer Repair$79",
      "Printer Setup (already in your cart)$79",
    ]);
    await offer.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL("/cart");
    expect(await storedSlugs(page)).toEqual([
      "printer-setup",
      "computer-repair",
    ]);
  });

  test("declining changes nothing and removes the link", async ({ page }) => {
    await visit(page, "/cart?add=browser-setup");
    await page.getByRole("button", { name: "No, thanks" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: "Your cart is unchanged." }),
    ).toBeVisible();
    expect(await storedSlugs(page)).toEqual([]);
  });

  const hostile: [name: string, query: string, offered: string[]][] = [
    [
      "unknown slugs",
      "?add=free-laptop,printer-setup,nope",
      ["Printer Setup$79"],
    ],
    [
      "duplicates and `add` twice",
      "?add=browser-setup,browser-setup&add=browser-setup",
      ["Browser Setup$39"],
    ],
    [
      "markup",
      "?add=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E,%3Cscript%3Ealert(2)%3C%2Fscript%3E,computer-tuneup",
      ["Computer Tune-Up$35"],
    ],
    [
      // Escapes that do not decode get the malformed-address 400 instead
      // (malformed-urls.spec.ts); these decode, to nothing in the catalogue.
      "encoded junk",
      "?add=%00,%EF%BF%BF,%C3%A9%F0%9F%92%A5,computer-repair",
      ["Computer Repair$79"],
    ],
  ];
  for (const [name, query, offered] of hostile) {
    test(`a link with ${name} offers only catalogue services and echoes nothing`, async ({
      page,
    }) => {
      await visit(page, `/cart${query}`);
      const offer = page.getByRole("region", {
        name: "Add these services to your cart?",
      });
      await expect(offer.getByRole("listitem")).toHaveText(offered);
      const text = await page.locator("main").innerText();
      for (const junk of ["free-laptop", "nope", "alert", "<", "script"])
        expect(text).not.toContain(junk);
    });
  }

  test("a link of 500 entries offers each catalogue service at most once", async ({
    page,
  }) => {
    const slugs = ["printer-setup", "browser-setup", "nope", "<b>x</b>"];
    const add = Array.from({ length: 500 }, (_, i) => slugs[i % 4]).join(",");
    await visit(page, `/cart?add=${encodeURIComponent(add)}`);
    await expect(
      page
        .getByRole("region", { name: "Add these services to your cart?" })
        .getByRole("listitem"),
    ).toHaveText(["Printer Setup$79", "Browser Setup$39"]);
  });

  for (const query of [
    "?add=",
    "?add=nope,%3Cscript%3E",
    `?add=${"x".repeat(5000)}`,
  ]) {
    test(`a link naming no service (${query.slice(0, 20)}) says so and changes nothing`, async ({
      page,
    }) => {
      await visit(page, `/cart${query}`);
      await expect(
        page.getByRole("main").getByRole("status").filter({
          hasText:
            "That cart link names none of our services, so your cart is unchanged.",
        }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "Add these services to your cart?" }),
      ).toHaveCount(0);
      expect(await storedSlugs(page)).toEqual([]);
    });
  }
});
