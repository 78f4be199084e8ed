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
 * Reads the focused element's ring: the outline, and the box-shadow ring
 * inside it (app/globals.css), each against the first opaque background
 * behind the element. WCAG 2.2 asks 3:1 for a focus indicator.
 */
function focusedRing(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
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
    let background = "rgb(255, 255, 255)";
    for (let node = el.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (rgb(colour).a > 0 && colour !== "transparent") {
        background = colour;
        break;
      }
    }
    const style = getComputedStyle(el);
    const colours = [style.outlineColor];
    const shadow = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0];
    if (shadow) colours.push(shadow);
    return {
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
      focusVisible: el.matches(":focus-visible"),
      outlineWidth:
        style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth),
      contrast: Math.max(...colours.map((c) => ratio(c, background))),
    };
  });
}

/** Tabs through the whole page once, returning every stop that is a button. */
async function buttonStops(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press("Tab");
    const isButton = await page.evaluate(() => {
      const el = document.activeElement;
      return (
        !!el &&
        (el.tagName === "BUTTON" ||
          el.getAttribute("role") === "button" ||
          /\bbtn-/.test(el.className))
      );
    });
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      return el
        ? `${el.tagName}:${[...document.querySelectorAll("*")].indexOf(el)}`
        : "";
    });
    if (seen.has(id)) break;
    seen.add(id);
    const stop = await focusedRing(page);
    if (stop && isButton) stops.push(stop);
  }
  return stops;
}

test("every button on these pages shows a focus ring of 3:1 or more, the hero's About Us on navy too", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await seedCart(page, ["computer-tuneup"], { eachPage: true });
  const problems: string[] = [];
  let checked = 0;
  for (const path of ["/", "/cart", "/checkout", "/user", "/bookings"]) {
    await visit(page, path);
    if (path === "/user") {
      await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    }
    const stops = await buttonStops(page);
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
