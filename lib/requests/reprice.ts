import { defaultLocale } from "@/data/locale";
import type { PublishedCatalogue } from "@/lib/content/services";

export type BookedService = {
  readonly slug: string;
  readonly title: string;
  readonly price: number;
  readonly homeVisit: boolean;
  /** From the catalogue: how long the work takes (docs/product.md §23.1). */
  readonly minutes?: number;
};

/**
 * Rebuilds a booking's services from the published catalogue: titles (in the
 * records' language) and prices come from it alone, unknown slugs are dropped
 * and repeats merged, in the order the visitor added them.
 */
export function repriceServices(
  slugs: readonly string[],
  catalogue: PublishedCatalogue,
): BookedService[] {
  const booked = new Map<string, BookedService>();
  for (const slug of slugs) {
    const service = catalogue[defaultLocale].find((s) => s.slug === slug);
    if (service && !booked.has(slug)) {
      const { title, price, homeVisit, minutes } = service;
      booked.set(slug, { slug, title, price, homeVisit, minutes });
    }
  }
  return [...booked.values()];
}

/**
 * What the checkout showed beside each service: its `service` and `price`
 * fields, paired by position as the form writes them. The first of a
 * repeated slug counts, as in repriceServices.
 */
export function seenPrices(
  slugs: readonly unknown[],
  prices: readonly unknown[],
): ReadonlyMap<string, unknown> {
  const seen = new Map<string, unknown>();
  slugs.forEach((slug, i) => {
    if (typeof slug === "string" && !seen.has(slug)) seen.set(slug, prices[i]);
  });
  return seen;
}

// Dollars as the form writes a number: digits, and cents after a point.
const written = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The booked lines whose price the visitor was not shown: a price seen that
 * differs from the published one, or none that can be read. Empty when the
 * visitor saw every price they would book at.
 */
export function priceChanges(
  seen: ReadonlyMap<string, unknown>,
  booked: readonly BookedService[],
): BookedService[] {
  return booked.filter((line) => {
    const price = seen.get(line.slug);
    return (
      typeof price !== "string" ||
      !written.test(price) ||
      Number(price) !== line.price
    );
  });
}
