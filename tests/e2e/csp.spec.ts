import { builtPages } from "@/scripts/built-pages.mjs";
import { cspViolations, expect, test } from "./fixtures";
import { openAndCheckPolicy } from "./page-checks";
import { fillSignUp, freshEmail } from "./accounts";

// The Content-Security-Policy of every page lists its inline scripts by hash, or
// by nonce for a page rendered on request (docs/product.md §9). pages.spec.ts
// checks every page of both builds as it loads; these tests check that the
// islands still work under the policy once a visitor uses them.

test.describe("islands under the policy", () => {
  test("the cart works on a service page and on /cart", async ({ page }) => {
    const [service] = builtPages(".next").filter((p) =>
      p.startsWith("/services/"),
    );
    await openAndCheckPolicy(page, service!, 200);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      page.getByRole("link", { name: "Cart, 1 item" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("sign-up on /user reaches the Auth emulator and nothing else", async ({
    page,
  }) => {
    const { scriptSrc } = await openAndCheckPolicy(page, "/user", 200);
    expect(scriptSrc.filter((s) => !s.startsWith("'sha256-"))).toEqual([
      "'self'",
    ]);
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await fillSignUp(page, freshEmail("csp"), "correct horse battery");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your account" }),
    ).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
});
