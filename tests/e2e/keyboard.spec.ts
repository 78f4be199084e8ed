import type { Locator, Page } from "@playwright/test";
import { company } from "@/data/company";
import { expect, test, visit } from "./fixtures";
import {
  keyboardJourneys,
  type KeyboardJourney,
} from "@/data/keyboard-journeys";

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

/**
 * Each journey of keyboard-journeys.ts, walked with Tab, Shift+Tab and Enter
 * only, checking a visible focus ring at every stop. The type demands a walk
 * for every listed journey and lists every walk, so /accessibility counts them.
 */
const walks: Record<KeyboardJourney, (page: Page) => Promise<void>> = {
  checkout: async (page) => {
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
  },

  staySafe: async (page) => {
    await visit(page, "/about-us");
    const guide = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "How to spot a tech-support scam" });
    await tabTo(page, guide);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/stay-safe$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "How to spot a tech-support scam",
      }),
    ).toBeVisible();
    // The footer stays in place, and so does the focus: back up into the page.
    const call = page
      .getByRole("main")
      .getByRole("link", { name: company.phone.display });
    await tabTo(page, call, true);
    await expect(call).toHaveAttribute("href", `tel:${company.phone.e164}`);
  },
};

for (const [journey, words] of Object.entries(keyboardJourneys)) {
  test(`keyboard only, with visible focus: ${words}`, async ({ page }) => {
    await walks[journey as KeyboardJourney](page);
  });
}
