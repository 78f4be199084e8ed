import type { Page } from "@playwright/test";
import { services } from "@/data/services";
import { company } from "@/data/company";
import { formatUsd } from "@/lib/money";
import { expect, test, visit } from "./fixtures";

const [printer, , troubleshooting] = services;
const tuneup = services.find((s) => s.slug === "computer-tuneup")!;

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null"));

async function seed(page: Page, raw: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("cart", value);
      sessionStorage.setItem("seeded", "1");
    }
  }, raw);
}

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
    expect(await stored(page)).toEqual([
      {
        id: 0,
        slug: printer!.slug,
        title: printer!.title,
        price: printer!.price,
      },
    ]);

    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Remove from Cart" }).click();
    await expect(
      page.getByRole("button", { name: "Add to Cart" }),
    ).toBeFocused();
    expect(await stored(page)).toEqual([]);
    await expect(
      page.getByRole("link", { name: "Cart", exact: true }),
    ).toBeVisible();
  });

  test("BOOK NOW adds the service too, and Go to Cart opens the cart", async ({
    page,
  }) => {
    await visit(page, `/services/${tuneup.slug}`);
    await page.getByRole("button", { name: "BOOK NOW" }).click();
    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(
      page.getByRole("main").getByRole("link", { name: tuneup.title }),
    ).toBeVisible();
    await expect(
      page.getByText(`Total: ${formatUsd(tuneup.price)}`),
    ).toBeVisible();
  });

  test("the buttons' swap after hydration moves nothing on the page", async ({
    page,
  }) => {
    await seed(page, JSON.stringify([{ slug: printer!.slug }]));
    await page.goto(`/services/${printer!.slug}`);
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 1000);
        }),
    );
    await expect(page.getByRole("link", { name: "Go to Cart" })).toBeVisible();
    expect(layoutShift).toBeLessThanOrEqual(0.02);
  });
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
  });

  test("lists items, removes the right line, totals, clears, survives a reload", async ({
    page,
  }) => {
    const chosen = [printer!, troubleshooting!, tuneup];
    await seed(page, JSON.stringify(chosen.map((s) => ({ slug: s.slug }))));
    await visit(page, "/cart");
    const lines = page.getByRole("main").getByRole("listitem");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1)).toContainText(troubleshooting!.title);
    await expect(lines.nth(1)).toContainText(formatUsd(troubleshooting!.price));
    await expect(
      page.getByText(
        `Total: ${formatUsd(chosen.reduce((sum, s) => sum + s.price, 0))}`,
      ),
    ).toBeVisible();
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
    await expect(
      page.getByText(`Total: ${formatUsd(printer!.price + tuneup.price)}`),
    ).toBeVisible();

    await page.reload({ waitUntil: "networkidle" });
    await expect(lines).toHaveCount(2);
    expect(
      (await stored(page)).map((item: { slug: string }) => item.slug),
    ).toEqual([printer!.slug, tuneup.slug]);

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    expect(await stored(page)).toEqual([]);
  });

  test("two tabs stay in step, and adding twice leaves one line", async ({
    context,
    page,
  }) => {
    const other = await context.newPage();
    await visit(page, "/cart");
    await visit(other, `/services/${printer!.slug}`);
    await other.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      page.getByRole("main").getByRole("link", { name: printer!.title }),
    ).toBeVisible({
      timeout: 1000,
    });

    const third = await context.newPage();
    await visit(third, `/services/${printer!.slug}`);
    await expect(third.getByRole("link", { name: "Go to Cart" })).toBeVisible();
    await other.getByRole("button", { name: "Remove from Cart" }).click();
    await expect(
      third.getByRole("button", { name: "Add to Cart" }),
    ).toBeVisible({ timeout: 1000 });
    // Tabs that have not yet heard of the other tab's add still offer Add to Cart.
    const staleTab = async (slug: string) => {
      const stale = await context.newPage();
      await stale.addInitScript(() =>
        window.addEventListener(
          "storage",
          (event) => event.stopImmediatePropagation(),
          true,
        ),
      );
      await visit(stale, `/services/${slug}`);
      return stale;
    };
    const sameService = await staleTab(printer!.slug);
    const otherService = await staleTab(tuneup.slug);
    await other.getByRole("button", { name: "Add to Cart" }).click();
    await sameService.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    await otherService.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(2);
    expect(
      (await stored(page)).map((item: { slug: string }) => item.slug),
    ).toEqual([printer!.slug, tuneup.slug]);
  });
});

test.describe("storage is untrusted input", () => {
  const polluted =
    '[{"slug":"printer-setup","__proto__":{"polluted":true}},{"constructor":{"prototype":{"polluted":true}}}]';
  const bad: [string, string, string[]][] = [
    ["bad JSON", "[{not json", []],
    ["an object", '{"slug":"printer-setup"}', []],
    [
      "junk entries",
      '[null,1,"x",{"slug":"nope"},{"slug":"browser-setup","price":0}]',
      ["browser-setup"],
    ],
    [
      "20 000 items",
      JSON.stringify(
        Array.from({ length: 20_000 }, () => ({ slug: "printer-setup" })),
      ),
      [],
    ],
    ["__proto__ keys", polluted, ["printer-setup"]],
  ];

  for (const [name, raw, kept] of bad) {
    test(`${name}: every page works and the cart is cleaned`, async ({
      page,
    }) => {
      await seed(page, raw);
      for (const path of [
        "/",
        `/services/${printer!.slug}`,
        "/cart",
        "/checkout",
      ]) {
        await visit(page, path);
        await expect(page.getByRole("main")).toBeVisible();
      }
      const cleaned = await stored(page);
      expect(cleaned.map((item: { slug: string }) => item.slug)).toEqual(kept);
      for (const item of cleaned) {
        const service = services.find((s) => s.slug === item.slug)!;
        expect(item.price).toBe(service.price);
      }
      expect(
        await page.evaluate(() => ({}) as Record<string, unknown>),
      ).toEqual({});
      expect(
        await page.evaluate(
          () => (Object.prototype as Record<string, unknown>).polluted,
        ),
      ).toBeUndefined();
    });
  }
});

test.describe("checkout", () => {
  test("labelled form, total and payments picture; Submit sends nothing", async ({
    page,
  }) => {
    await seed(
      page,
      JSON.stringify([{ slug: printer!.slug }, { slug: tuneup.slug }]),
    );
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") posts.push(request.url());
    });
    await visit(page, "/checkout");
    await expect(
      page.getByRole("heading", { name: "Checkout", level: 1 }),
    ).toBeVisible();
    const total = page.getByRole("complementary", {
      name: "Total Amount to Pay",
    });
    await expect(total).toContainText(formatUsd(printer!.price + tuneup.price));
    const picture = total.getByRole("img", { name: /payment methods/i });
    await expect(picture).toHaveAttribute("src", "/images/payments.jpg");
    expect(
      await picture.evaluate((img) => img.getBoundingClientRect().height),
    ).toBe(75);
    await expect(page.getByRole("contentinfo")).toBeVisible();

    for (const label of [
      "First Name",
      "Last Name",
      "Phone",
      "Email",
      "Address 1",
      "City",
      "State",
      "Zip",
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Last Name")).toHaveAttribute("type", "text");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel(/Address 2/)).not.toHaveAttribute("required");

    const status = page.getByRole("status").filter({ hasText: /payment/ });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expect(status).toHaveCount(0);

    const values: Record<string, string> = {
      "First Name": "Ada",
      "Last Name": "Lovelace",
      Phone: "2125550100",
      Email: "ada@example.com",
      "Address 1": "1 Main St",
      City: "New York",
      State: "NY",
      Zip: "10001",
    };
    for (const [label, value] of Object.entries(values)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(status).toContainText("No payment has been taken online");
    await expect(status).toContainText(company.phone.display);
    await expect(status).toContainText(company.email);
    await expect(page).toHaveURL("/checkout");
    expect(posts).toEqual([]);
  });

  test("an empty cart at checkout totals $0 and links to the services", async ({
    page,
  }) => {
    await visit(page, "/checkout");
    const total = page.getByRole("complementary", {
      name: "Total Amount to Pay",
    });
    await expect(total).toContainText("$0");
    await expect(
      total.getByRole("link", { name: "Add a service" }),
    ).toHaveAttribute("href", "/");
  });
});
