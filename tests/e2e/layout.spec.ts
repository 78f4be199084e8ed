import { services } from "@/data/services";
import { expect, test, visit } from "./fixtures";

// pages.spec.ts checks every page's header, sidebar toggle and footer as it loads.

test.describe("sidebar", () => {
  const entries = [
    "Home",
    "Printer Solutions",
    "Router Solutions",
    "Antivirus Solutions",
    "ITES Services",
    "Computer Solutions",
    "Operating System",
    "Browsers Setup",
    "Application Software",
    "About Us",
    "Contact Us",
    "Manage a booking",
  ];

  test("opens and closes by keyboard, lists the spec's entries, and returns focus", async ({
    page,
  }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const nav = page.getByRole("navigation", { name: "Site" });
    await expect(nav).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    const items = nav.locator(":scope > ul > li");
    await expect(items).toHaveCount(entries.length);
    for (const [i, label] of entries.entries()) {
      await expect(items.nth(i)).toContainText(label);
    }
    // Focus moved into the panel: the first entry.
    await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the open menu is modal: Tab and Shift+Tab never leave it, Escape returns to Menu", async ({
    page,
  }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    // Open a group too, so its links are among the stops.
    await panel.getByText("Printer Solutions").click();
    const stops = await panel
      .locator("a, summary, button")
      .evaluateAll((elements) =>
        elements.filter((e) => (e as HTMLElement).offsetParent !== null),
      );
    const focusInPanel = () =>
      page.evaluate(() =>
        Boolean(
          document.activeElement &&
          document
            .getElementById("site-sidebar")
            ?.contains(document.activeElement),
        ),
      );
    for (const key of ["Tab", "Shift+Tab"]) {
      // Twice round the panel, so the step past its last stop is taken.
      for (let i = 0; i < 2 * stops.length; i++) {
        await page.keyboard.press(key);
        expect(await focusInPanel(), `${key} #${i + 1}`).toBe(true);
      }
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a group opens to its services and a keyboard user reaches one", async ({
    page,
  }) => {
    await visit(page, "/");
    await page
      .getByRole("button", { name: "Menu", exact: true })
      .press("Enter");
    const nav = page.getByRole("navigation", { name: "Site" });
    // Tab from Home to the Printer Solutions disclosure and open it with the keyboard.
    await page.keyboard.press("Tab");
    await expect(nav.getByText("Printer Solutions")).toBeFocused();
    await page.keyboard.press("Enter");
    const link = nav.getByRole("link", { name: "Printer Installation" });
    await expect(link).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      nav.getByRole("link", { name: "Printer Setup" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/printer-installation$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Printer Installation" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Menu", exact: true }),
    ).toHaveAttribute("aria-expanded", "false");
  });

  test("one-service entries and page entries link straight to their targets", async ({
    page,
  }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Site" });
    await expect(
      nav.getByRole("link", { name: "Antivirus Solutions" }),
    ).toHaveAttribute("href", "/services/virus-removal-cleanup");
    await expect(
      nav.getByRole("link", { name: "Operating System" }),
    ).toHaveAttribute("href", "/services/operating-system-services");
    await expect(
      nav.getByRole("link", { name: "Browsers Setup" }),
    ).toHaveAttribute("href", "/services/browser-setup");
    await expect(
      nav.getByRole("link", { name: "Application Software" }),
    ).toHaveAttribute("href", "/services/application-software");
    await expect(
      nav.getByRole("link", { name: "ITES Services" }),
    ).toHaveAttribute("href", "/#ites-services");
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about-us",
    );
    await expect(nav.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    // A click on the backdrop closes the panel.
    await page.mouse.click(1200, 400);
    await expect(nav).toBeHidden();
  });
});

test.describe("responsive", () => {
  for (const width of [360, 768, 1024, 1440]) {
    for (const route of ["/", "/services/wifi-and-network-connectivity"]) {
      test(`${route} has no horizontal scroll at ${width}px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        const overflow = await page.evaluate(
          () =>
            document.documentElement.scrollWidth -
            document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      });
    }
  }

  // The browser may paint the header before it has read all of it: an item
  // not yet read must not change where the ones before it are drawn.
  for (const width of [360, 412, 1024]) {
    for (const route of ["/", "/es"]) {
      test(`${route}'s header items stay put while the rest arrives, at ${width}px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await visit(page, route);
        const moves = await page.evaluate(() => {
          const items = [
            ...document.querySelector(".site-header > div")!.children,
          ] as HTMLElement[];
          const left = (item: HTMLElement) => item.getBoundingClientRect().left;
          const at = items.map(left);
          const found: string[] = [];
          for (let last = items.length - 1; last > 0; last--) {
            items[last]!.style.display = "none";
            items.slice(0, last).forEach((item, i) => {
              if (left(item) !== at[i])
                found.push(`item ${i} moved without item ${last}`);
            });
          }
          return found;
        });
        expect(moves).toEqual([]);
      });
    }
  }

  test("the sidebar fits a 360px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await visit(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const box = await page.locator("#site-sidebar").boundingBox();
    expect(box!.x).toBe(0);
    expect(box!.width).toBeLessThanOrEqual(360);
    await expect(
      page
        .getByRole("navigation", { name: "Site" })
        .getByRole("link", { name: "Contact Us" }),
    ).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages still render and the footer reaches every service", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Menu", exact: true }),
    ).toBeHidden();
    const footerLinks = page.getByRole("contentinfo").getByRole("link");
    await expect(
      footerLinks.filter({ hasText: "Virus Removal" }),
    ).toHaveAttribute("href", "/services/virus-removal-cleanup");
    await expect(
      page.getByRole("contentinfo").locator('a[href^="/services/"]'),
    ).toHaveCount(services.length);
  });
});
