import {
  offerings,
  type Offering,
  type OfferingSlug,
} from "@/data/content/offerings";
import { offeringsEs } from "@/data/es/offerings";
import type { Locale } from "@/data/locale";

/** A marketing page's words; its slug is its address in both languages. */
export type OfferingCopy = Omit<Offering, "slug">;

function englishCopy(): Record<OfferingSlug, OfferingCopy> {
  const entries: [OfferingSlug, OfferingCopy][] = offerings.map((o) => [
    o.slug,
    o,
  ]);
  // Every slug has its entry: OfferingSlug is read from this same list.
  return Object.fromEntries(entries) as Record<OfferingSlug, OfferingCopy>;
}

export const offeringCopy: Readonly<
  Record<Locale, Readonly<Record<OfferingSlug, OfferingCopy>>>
> = { en: englishCopy(), es: offeringsEs };
