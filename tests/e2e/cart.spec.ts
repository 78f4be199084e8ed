import { contentCatalogue } from "@/lib/content/services";
import {
  expect,
  hydrated,
  seedCart,
  storedCart,
  storedLine,
  storedSlugs,
  test,
  visit,
  watchConsole,
} from "./fixtures";

const services = contentCatalogue.en;

const [printer, , troubleshooting] = services;
const tuneup = services.find((s) => s.slug === "computer-tuneup")!;

/** The header's cart link as a visitor's screen reader names it. */
const cartLinkName = (count: number) =>
  count === 0 ? "Cart" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;

test.describe("service page cart buttons", () => {
  test("Add to Cart puts the service in the cart and offers Go to Cart and Remove", async ({
    page,
  }) => {
    await visit(page, `/services/${printer!.slug}`);
    const header = page.getByRole("banner").first();
    await expect(header.getByRole("link", { name: "Cart" })).toBeVisible();

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("link", { name: "Go to Cart" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }),
    ).toBeVisible();
    expect(await storedCart(page)).toEqual([
      { id: 0, slug: "printer-setup", title: "Printer Setup", price: 79 },
    ]);

    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Remove from Cart" }).click();
    await expect(
      page.getByRole("button", { name: "Add to Cart" }),
    ).toBeFocused();
    expect(await storedCart(page)).toEqual([]);
    await expect(
      page.getByRole("link", { name: "Cart", exact: true }),
    ).toBeVisible();
  });

  test("BOOK NOW adds the service and goes to the checkout; Add to Cart stays", async ({
    page,
  }) => {
    await visit(page, `/services/${tuneup.slug}`);
    await page.getByRole("button", { name: "BOOK NOW" }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(
      page.getByRole("region", { name: "Total Amount to Pay" }),
    ).toContainText("$35");
    await visit(page, `/services/${printer!.slug}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("link", { name: "Go to Cart" })).toBeVisible();
    await expect(page).toHaveURL(`/services/${printer!.slug}`);
  });
});

test.describe("the stored cart, applied after hydration, moves nothing", () => {
  const chosen = [printer!, troubleshooting!, tuneup, services[3]!];
  for (const width of [360, 1440]) {
    for (const path of [`/services/${printer!.slug}`, "/cart", "/checkout"]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await seedCart(
          page,
          chosen.map((s) => s.slug),
        );
        await page.addInitScript(() => {
          const shifts = { total: 0 };
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              shifts.total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
        });
        await visit(page, path);
        await expect(
          page.getByRole("link", { name: cartLinkName(chosen.length) }),
        ).toBeVisible();
        // Two frames after the stored cart shows, any shift it caused is recorded.
        await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(done)),
            ),
        );
        const shift = await page.evaluate(
          () =>
            (window as unknown as { shifts: { total: number } }).shifts.total,
        );
        expect(shift).toBeLessThanOrEqual(0.02);
      });
    }
  }
});

test.describe("cart page", () => {
  test("empty cart says so and links to the services", async ({ page }) => {
    await visit(page, "/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(
      page.getByText("Click the button below to add a new service!"),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Add A Service" }),
    ).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("img", { name: /payment methods/i }),
    ).toBeVisible();
    // The payments picture is drawn in the page, so the largest paint is the
    // cart's text, painted with the rest of it, not a picture that paints
    // later (docs/product.md §9.4).
    const largest = await page.evaluate(
      () =>
        new Promise<{ url: string; inMain: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as LargestContentfulPaint;
            resolve({
              url: entry.url,
              inMain: Boolean(entry.element?.closest("main")),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest).toEqual({ url: "", inMain: true });
  });

  test("lists items, removes the right line, totals, clears, survives a reload", async ({
    page,
  }) => {
    await seedCart(page, [printer!.slug, troubleshooting!.slug, tuneup.slug]);
    await visit(page, "/cart");
    const lines = page.getByRole("main").getByRole("listitem");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1)).toContainText(troubleshooting!.title);
    await expect(lines.nth(1)).toContainText("$79");
    // $79 + $79 + $35.
    await expect(page.getByText("Total: $193")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Cart, 3 items" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );

    await page
      .getByRole("button", { name: `Remove ${troubleshooting!.title}` })
      .click();
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole("main")).not.toContainText(
      troubleshooting!.title,
    );
    await expect(page.getByText("Total: $114")).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(lines).toHaveCount(2);
    expect(await storedSlugs(page)).toEqual([
      "printer-setup",
      "computer-tuneup",
    ]);

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    expect(await storedCart(page)).toEqual([]);
  });

  test("two tabs stay in step, and adding twice leaves one line", async ({
    context,
    page,
  }) => {
    // One list per tab, filled as the tabs run and read at the end.
    const problems: string[][] = [];
    const open = async (path: string, stale = false) => {
      const tab = await context.newPage();
      problems.push(watchConsole(tab));
      // A stale tab never hears of other tabs' writes, like one whose event is late.
      if (stale)
        await tab.addInitScript(() =>
          window.addEventListener(
            "storage",
            (event) => event.stopImmediatePropagation(),
            true,
          ),
        );
      await visit(tab, path);
      return tab;
    };
    await visit(page, "/cart");
    const other = await open(`/services/${printer!.slug}`);
    await other.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      page.getByRole("main").getByRole("link", { name: printer!.title }),
    ).toBeVisible({ timeout: 1000 });
    await expect(
      page.getByRole("link", { name: cartLinkName(1), exact: true }),
    ).toBeVisible({ timeout: 1000 });

    const third = await open(`/services/${printer!.slug}`);
    await expect(third.getByRole("link", { name: "Go to Cart" })).toBeVisible();
    await other.getByRole("button", { name: "Remove from Cart" }).click();
    await expect(
      third.getByRole("button", { name: "Add to Cart" }),
    ).toBeVisible({ timeout: 1000 });
    await expect(page.getByText("Your cart is empty.")).toBeVisible({
      timeout: 1000,
    });

    // Tabs that have not heard of the other tab's add still offer Add to Cart.
    const sameService = await open(`/services/${printer!.slug}`, true);
    const otherService = await open(`/services/${tuneup.slug}`, true);
    await other.getByRole("button", { name: "Add to Cart" }).click();
    await sameService.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    await otherService.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(2);
    expect(await storedSlugs(page)).toEqual([
      "printer-setup",
      "computer-tuneup",
    ]);
    expect(problems.flat()).toEqual([]);
  });
});

test.describe("storage is untrusted input", () => {
  const [p, b] = [storedLine("printer-setup"), storedLine("browser-setup")];
  /** A line as the older site stored it: every service field (docs/product.md §4) plus id. */
  const older = {
    slug: printer!.slug,
    cover: "/images/services/printer-setup.jpg",
    thumbnail: "",
    title: printer!.title,
    price: printer!.price,
    descrition: printer!.description,
    services_included: printer!.servicesIncluded,
    faqs: printer!.faqs,
    id: 0,
  };
  const bad: [string, string, string[]][] = [
    ["bad JSON", "[{not json", []],
    ["an object", JSON.stringify(p), []],
    [
      "junk entries",
      JSON.stringify([
        null,
        1,
        "x",
        [],
        { ...p, slug: "nope" },
        { ...p, price: "free" },
        { slug: p.slug },
        { ...b, price: 0, title: "<img src=x onerror=alert(1)>" },
        b,
      ]),
      [b.slug],
    ],
    [
      "20 000 items",
      JSON.stringify(Array.from({ length: 20_000 }, () => p)),
      [],
    ],
    [
      "__proto__ keys",
      `[${JSON.stringify(p).slice(0, -1)},"__proto__":{"polluted":true}},{"__proto__":${JSON.stringify(b)}},{"constructor":{"prototype":{"polluted":true}}}]`,
      [p.slug],
    ],
    ["older lines with every service field", JSON.stringify([older]), [p.slug]],
  ];

  for (const [name, raw, kept] of bad) {
    test(`${name}: every page works and the cart is cleaned`, async ({
      page,
    }) => {
      await seedCart(page, raw, { eachPage: true });
      for (const path of [
        "/",
        `/services/${printer!.slug}`,
        "/cart",
        "/checkout",
      ]) {
        await visit(page, path);
        await expect(page.getByRole("main")).toBeVisible();
        await expect(
          page.getByRole("banner").getByRole("link", {
            name: cartLinkName(kept.length),
            exact: true,
          }),
        ).toBeVisible();
        await expect.poll(() => storedSlugs(page)).toEqual(kept);
        for (const item of await storedCart(page)) {
          expect(item).toEqual(storedLine(item.slug));
        }
        expect(
          await page.evaluate(() => ({
            plain: {} as Record<string, unknown>,
            polluted: (Object.prototype as Record<string, unknown>).polluted,
          })),
        ).toEqual({ plain: {} });
      }
    });
  }
});
