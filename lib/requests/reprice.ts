import { englishServices } from "@/lib/content/services";

export type BookedService = {
  readonly slug: string;
  readonly title: string;
  readonly price: number;
  readonly homeVisit: boolean;
  /** From the catalogue: how long the work takes (docs/product.md §23.1). */
  readonly minutes?: number;
};

/**
 * Rebuilds a booking's services from the catalogue: titles and prices come from
 * data/services.ts alone, unknown slugs are dropped and repeats merged, in the
 * order the visitor added them.
 */
export function repriceServices(slugs: readonly string[]): BookedService[] {
  const booked = new Map<string, BookedService>();
  for (const slug of slugs) {
    const service = englishServices.find((s) => s.slug === slug);
    if (service && !booked.has(slug)) {
      const { title, price, homeVisit, minutes } = service;
      booked.set(slug, { slug, title, price, homeVisit, minutes });
    }
  }
  return [...booked.values()];
}
