import type { Page } from "@playwright/test";
import { services } from "@/data/services";
import { company } from "@/data/company";
import { cartCatalogue } from "@/lib/cart/catalogue";
import { cartItem } from "@/lib/cart/items";
import { formatUsd } from "@/data/money";
import { expect, test, visit } from "./fixtures";

const printer = services[0]!;
const tuneup = services.find((s) => s.slug === "computer-tuneup")!;

async function seed(page: Page, slugs: string[]) {
  const raw = JSON.stringify(
    slugs.map((slug) => cartItem(cartCatalogue, slug)),
  );
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("cart", value);
      sessionStorage.setItem("seeded", "1");
    }
  }, raw);
}

test.describe("checkout", () => {
  test("labelled form, total and payments picture; Submit sends nothing", async ({
    page,
  }) => {
    await seed(page, [printer.slug, tuneup.slug]);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") posts.push(request.url());
    });
    await visit(page, "/checkout");
    await expect(
      page.getByRole("heading", { name: "Checkout", level: 1 }),
    ).toBeVisible();
    const total = page.getByRole("region", {
      name: "Total Amount to Pay",
    });
    await expect(total).toContainText(formatUsd(printer.price + tuneup.price));
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
    await expect(
      status.getByRole("link", { name: company.phone.display }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    await expect(
      status.getByRole("link", { name: company.email }),
    ).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(page).toHaveURL("/checkout");
    expect(posts).toEqual([]);
  });

  test("an empty cart at checkout totals $0 and links to the services", async ({
    page,
  }) => {
    await visit(page, "/checkout");
    const total = page.getByRole("region", {
      name: "Total Amount to Pay",
    });
    await expect(total).toContainText("$0");
    await expect(
      total.getByRole("link", { name: "Add a service" }),
    ).toHaveAttribute("href", "/");
  });
});
