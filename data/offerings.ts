/**
 * The three managed IT offerings, at `/<slug>` and each sold through the plans
 * in data/tiers.ts; their words are content (lib/content/offerings.ts).
 */
export const offeringSlugs = [
  "cloud-computing",
  "network-security",
  "managed-services",
] as const;

export type OfferingSlug = (typeof offeringSlugs)[number];

export type Offering = { readonly slug: OfferingSlug };

/** The offerings in the order the site lists them. */
export const offerings: readonly Offering[] = offeringSlugs.map((slug) => ({
  slug,
}));

/** The offering at `/<slug>`, or undefined for any other string. */
export function getOffering(slug: string): Offering | undefined {
  return offerings.find((offering) => offering.slug === slug);
}
