import { bookingHorizonDays } from "@/data/request-rules";
import { expect, seedCart, test, visit } from "./fixtures";

test.describe("checkout", () => {
  test("labelled form, total and payments picture; the browser's own checks come first", async ({
    page,
  }) => {
    await seedCart(page, ["printer-setup", "computer-tuneup"]);
    const picturePath = "/images/payments.jpg";
    const pictureResponse = page.waitForResponse(
      (response) => new URL(response.url()).pathname === picturePath,
    );
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
    // $79 + $35.
    await expect(total).toContainText("$114");
    await expect(total).toContainText(
      "The fixed prices of the services in your cart, added up. You pay after the service",
    );
    // The payments picture is a real JPEG, loaded and shown 75 px high.
    const picture = total.getByRole("img", { name: /payment methods/i });
    await expect(picture).toHaveAttribute("src", picturePath);
    const served = await pictureResponse;
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    await expect
      .poll(() =>
        picture.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    expect(
      await picture.evaluate((img) => img.getBoundingClientRect().height),
    ).toBe(75);
    await expect(page.getByRole("contentinfo")).toBeVisible();

    for (const label of [
      "First Name",
      "Last Name",
      "Phone",
      "Email",
      "Preferred date",
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    // Both services are remote: no address is asked, and the time is a call's.
    for (const label of ["Address 1", "City", "State", "Zip"]) {
      await expect(page.getByLabel(new RegExp(`^${label}`))).toBeHidden();
    }
    await expect(
      page.getByRole("group", { name: "When should we call you?" }),
    ).toBeVisible();
    await expect(page.getByLabel("Last Name")).toHaveAttribute("type", "text");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel(/Address 2/)).not.toHaveAttribute("required");
    await expect(page.getByLabel(/^Notes/)).not.toHaveAttribute("required");
    await expect(
      page.getByLabel("Preferred date", { exact: true }),
    ).toHaveAccessibleDescription(
      `From today to ${bookingHorizonDays} days ahead; we confirm the exact time by phone.`,
    );
    const time = page.getByRole("group", { name: "Preferred time" });
    await expect(time).toHaveAccessibleDescription(
      "When you would like us to start. Techs keep their own hours, and not every one works evenings or Sundays, so we may suggest another time.",
    );
    for (const window of [
      "Morning (8–12)",
      "Afternoon (12–5)",
      "Evening (5–9)",
    ]) {
      await expect(time.getByRole("radio", { name: window })).toBeVisible();
    }
    await expect(
      page.getByRole("button", { name: "Submit" }),
    ).toHaveAccessibleDescription(
      "Nothing is paid on this site: you pay after the service. We call you to confirm the time.",
    );

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("First Name")).toBeFocused();
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
