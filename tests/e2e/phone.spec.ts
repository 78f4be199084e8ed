import type { Locator, Page } from "@playwright/test";
import { company } from "@/data/company";
import { postgresPort } from "../../playwright.config";
import { seedBooking } from "./bookings-db";
import { expect, seedCart, test, visit } from "./fixtures";
import { field, freshAddress } from "./requests";

const origin = `http://127.0.0.1:${postgresPort}`;
test.use({ baseURL: origin, viewport: { width: 390, height: 844 } });

/** Focused, in the viewport, and not under the sticky header. */
async function expectFocusedBelowHeader(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const header = await page.getByRole("banner").boundingBox();
  const box = await target.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

test("on a 390 px phone: tap-to-call in the header, the summary above the form, and answers scrolled below the header with focus", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  await visit(page, "/");
  const call = page
    .getByRole("banner")
    .getByRole("link", { name: `Call us at ${company.phone.display}` });
  await expect(call).toBeInViewport();
  await expect(call).toHaveAttribute("href", `tel:${company.phone.e164}`);

  // An empty cart says so before the form: the summary, above the form, says it.
  await visit(page, "/checkout");
  const summary = page.getByRole("region", {
    name: "Total Amount to Pay",
  });
  const empty = summary.getByText("Your cart is empty.");
  const first = field(page, "First Name");
  const above = async (a: Locator, b: Locator) =>
    (await a.boundingBox())!.y < (await b.boundingBox())!.y;
  expect(await above(empty, first)).toBe(true);
  expect(await above(summary, first)).toBe(true);

  // The server's answer to an empty cart: the alert, focused below the header.
  await first.fill("Ada");
  await field(page, "Last Name").fill("Lovelace");
  await field(page, "Phone").fill("+1 (347) 555-0111 ext. 22");
  await field(page, "Email").fill("ada@example.com");
  const week = new Date(Date.now() + 7 * 86_400_000);
  await page.getByLabel("Request a time window").check();
  await page
    .getByLabel("Preferred date")
    .fill(
      `${week.getFullYear()}-${String(week.getMonth() + 1).padStart(2, "0")}-${String(week.getDate()).padStart(2, "0")}`,
    );
  await page.getByRole("radio", { name: "Morning (8–12)" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  const alert = page.getByRole("main").getByRole("alert").filter({
    hasText: "Your cart is empty",
  });
  await expectFocusedBelowHeader(page, alert);

  // With a service in the cart, the summary still comes first.
  await seedCart(page, ["computer-tuneup"]);
  await visit(page, "/checkout");
  await expect(summary).toContainText("$35");
  expect(await above(summary, first)).toBe(true);

  // The cancel step, with its fee, lands below the header with focus.
  const { reference, email } = await seedBooking();
  await visit(page, "/bookings");
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Find booking" }).click();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expectFocusedBelowHeader(
    page,
    page.getByRole("heading", { name: "Cancel this booking?" }),
  );
});
