/** A managed IT page (docs/product.md §10): its slug is its address in both languages. */
export type Offering = {
  readonly slug: OfferingSlug;
  readonly title: string;
  /** Meta description and banner lead. */
  readonly summary: string;
  readonly sections: readonly {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly points?: readonly string[];
  }[];
};

/** A marketing page's words; its slug is its address in both languages. */
export type OfferingCopy = Omit<Offering, "slug">;

/**
 * The three managed IT offerings, in display order, each sold through the
 * plans of data/tiers.ts. Their words are content: lib/content/offerings.ts.
 */
export const offeringSlugs = [
  "cloud-computing",
  "network-security",
  "managed-services",
] as const;

export type OfferingSlug = (typeof offeringSlugs)[number];
