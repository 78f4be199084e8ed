import type { Page } from "@playwright/test";
import { expect, seedCart, test, visit } from "./fixtures";

type Stop = {
  name: string;
  focusVisible: boolean;
  outlineWidth: number;
  /** The best contrast of either ring colour with the background behind it. */
  contrast: number;
};

/**
 * Every visible button on the page (and link drawn as one), each focused in
 * turn after a Tab has put the browser in keyboard mode, so :focus-visible
 * applies as it does for a keyboard user. Each ring, the outline and the
 * box-shadow ring inside it (app/globals.css), is measured against the first
 * opaque background behind the button. WCAG 2.2 asks 3:1 for a focus indicator.
 */
function buttonRings(page: Page): Promise<Stop[]> {
  return page.evaluate(async () => {
    const rgb = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(
        Number,
      );
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (x: string, y: string) => {
      const [l1, l2] = [luminance(rgb(x)), luminance(rgb(y))].sort(
        (p, q) => q - p,
      );
      return (l1! + 0.05) / (l2! + 0.05);
    };
    const buttons = [
      ...document.querySelectorAll<HTMLElement>(
        'button, [role="button"], a[class*="btn-"]',
      ),
    ].filter((el) => el.checkVisibility() && !el.hasAttribute("disabled"));
    const rings: Stop[] = [];
    for (const el of buttons) {
      el.focus();
      // Buttons fade their colours in (transition-colors): read the ring as it ends.
      await Promise.all(el.getAnimations().map((a) => a.finished));
      let background = "rgb(255, 255, 255)";
      for (let node = el.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (rgb(colour).a > 0) {
          background = colour;
          break;
        }
      }
      const style = getComputedStyle(el);
      const colours = [style.outlineColor];
      const shadow = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0];
      if (shadow) colours.push(shadow);
      rings.push({
        name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        focusVisible:
          el === document.activeElement && el.matches(":focus-visible"),
        outlineWidth:
          style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth),
        contrast: Math.max(...colours.map((c) => ratio(c, background))),
      });
    }
    return rings;
  });
}

test("every button on these pages shows a focus ring of 3:1 or more, the hero's About Us on navy too", async ({
  page,
}) => {
  await seedCart(page, ["computer-tuneup"], { eachPage: true });
  const problems: string[] = [];
  let checked = 0;
  for (const path of ["/", "/cart", "/checkout", "/user", "/bookings"]) {
    await visit(page, path);
    if (path === "/user") {
      await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    }
    await page.keyboard.press("Tab");
    const stops = await buttonRings(page);
    expect(stops.length, path).toBeGreaterThan(0);
    if (path === "/") {
      expect(stops.map((s) => s.name)).toContain('a "About Us"');
    }
    checked += stops.length;
    for (const stop of stops) {
      if (!stop.focusVisible || stop.outlineWidth < 2 || stop.contrast < 3) {
        problems.push(`${path} ${JSON.stringify(stop)}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(10);
});
