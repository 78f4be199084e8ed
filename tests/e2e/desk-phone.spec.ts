import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { origin, publishedTech, signIn, signUp } from "./problem-accounts";

// The desk fits a thumb (docs/product.md §15.12): its menu stays on screen, a
// record opened from a long list comes into view with focus, every input has
// a border, and no page is wider than the screen, on a phone and a wide one.

/** The focused element is on screen and not under the desk's sticky menu. */
async function expectFocusInView(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        const menu = document.getElementById("desk-nav")!;
        const below = menu.getBoundingClientRect().bottom;
        return box.top >= below - 1 && box.top < window.innerHeight;
      }),
    )
    .toBe(true);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await visit(page, `${origin}${path}`);
  expect(
    await page.evaluate(() => ({
      path: location.pathname,
      wider: document.documentElement.scrollWidth > window.innerWidth,
    })),
  ).toEqual({ path, wider: false });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("the desk's menu stays reachable and a profile opens in view, focused, with bordered inputs", async ({
      page,
      request,
    }) => {
      test.slow();
      const staff = await signUp(request, "staff");
      execFileSync("node", ["scripts/staff.mjs", "add", staff.email], {
        encoding: "utf8",
      });
      const tech = await publishedTech(request, "Quincy");
      await signIn(page, "/staff", staff.email);
      await expect(
        page.getByRole("heading", { level: 1, name: "Staff desk" }),
      ).toBeVisible();
      const profiles = page.getByRole("region", { name: "Profiles" });
      const handle = profiles.getByRole("button", { name: tech.handle });
      await expect(handle).toBeVisible();
      test.info().annotations.push({
        type: "desk height",
        description: String(
          await page.evaluate(() => document.documentElement.scrollHeight),
        ),
      });

      // Far down the desk the menu is still on screen, and marks where we are.
      // The desk's lists may still be arriving and lengthening the page: the
      // end is scrolled to again until it stays the end.
      const menu = page.getByRole("navigation", { name: "Desk sections" });
      const exportLink = menu.getByRole("link", { name: "Export" });
      await expect
        .poll(async () => {
          await page.evaluate(() =>
            window.scrollTo(0, document.documentElement.scrollHeight),
          );
          return exportLink.getAttribute("aria-current");
        })
        .toBe("location");
      expect((await menu.boundingBox())?.y).toBeLessThanOrEqual(0.5);
      // The jump back up a desk of the whole suite's records is a smooth
      // scroll of tens of thousands of pixels, which a busy machine draws out
      // past the wait: the mark is what is tested, so the jump is made at once.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await menu.getByRole("link", { name: "Bookings" }).click();
      await expect(
        menu.getByRole("link", { name: "Bookings" }),
      ).toHaveAttribute("aria-current", "location");

      // Opening a profile brings it into view and moves focus to it.
      await handle.click();
      const opened = page.getByRole("heading", {
        level: 3,
        name: new RegExp(`Quincy \\(${tech.handle}\\)`),
      });
      await expect(opened).toBeFocused();
      await expectFocusInView(page);

      for (const label of [
        /^Reason for hiding$/,
        /^New value/,
        /^Reason for the change$/,
      ]) {
        const border = await page.getByLabel(label).evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.borderTopStyle} ${style.borderTopWidth}`;
        });
        expect(border, String(label)).toBe("solid 1px");
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      ).toBe(true);
    });

    test("no page is wider than the viewport: the storefront, the desk and the Tech pages", async ({
      page,
      request,
    }) => {
      test.slow();
      const tech = await publishedTech(request, "Rosalind");
      // A public profile the page lists (one written straight into the
      // database waits for the cache staff's publishing refreshes).
      await visit(page, `${origin}/techs`);
      const profile = await page
        .locator('main a[href^="/techs/"]:not([href="/techs/edit"])')
        .first()
        .getAttribute("href");
      for (const path of [
        "/",
        "/services",
        "/techs",
        profile!,
        "/checkout",
        "/contact-us",
        "/problems/new",
        "/staff",
      ]) {
        await expectNoSidewaysScroll(page, path);
      }
      // Signed in as the Tech, the pages they work from.
      await signIn(page, "/techs/edit", tech.email);
      await expect(
        page.getByRole("heading", { level: 1 }).first(),
      ).toBeVisible();
      for (const path of [
        "/techs/edit",
        "/tech/problems",
        "/tech/bookings",
        "/user",
      ]) {
        await expectNoSidewaysScroll(page, path);
      }
    });
  });
}
