import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
  await expectVisibleFocus(target);
}

/** The focused element shows a focus ring: :focus-visible matches and draws an outline. */
async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(":focus-visible"),
      outline:
        style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
    };
  });
  expect(ring).toEqual({ focusVisible: true, outline: true });
}

test("keyboard only: sidebar, a service, add it, cart, checkout, with visible focus", async ({
  page,
}) => {
  await visit(page, "/");

  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await tabTo(page, menu);
  await page.keyboard.press("Enter");
  const nav = page.getByRole("navigation", { name: "Site" });
  await expect(nav).toBeVisible();
  await expectVisibleFocus(nav.getByRole("link", { name: "Home" }));

  const group = nav.getByText("Printer Solutions");
  await tabTo(page, group);
  await page.keyboard.press("Enter");
  const service = nav.getByRole("link", { name: "Printer Setup" });
  await tabTo(page, service);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/printer-setup$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Printer Setup" }),
  ).toBeVisible();

  const add = page.getByRole("button", { name: "Add to Cart" });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  // The pressed button gives way to Go to Cart, which takes the focus.
  await expectVisibleFocus(page.getByRole("link", { name: "Go to Cart" }));

  const cart = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName("Cart, 1 item");
  await tabTo(page, cart, true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole("main").getByRole("link", { name: "Printer Setup" }),
  ).toBeVisible();

  const checkout = page.getByRole("link", { name: "Checkout", exact: true });
  await tabTo(page, checkout);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Checkout" }),
  ).toBeVisible();
});
