import { offeringsEn } from "@/data/content/offerings/en";
import { offeringsEs } from "@/data/content/offerings/es";
import { defaultLocale, type Locale } from "@/data/locale";
import {
  offeringSlugs,
  type Offering,
  type OfferingCopy,
  type OfferingSlug,
} from "@/data/offerings";

/**
 * The managed IT pages' words (content, docs/words.md): the one reader of
 * data/content/offerings/<locale>.ts. data/offerings.ts keeps their slugs.
 */
const content = { en: offeringsEn, es: offeringsEs } satisfies {
  readonly [L in Locale]: Readonly<Record<OfferingSlug, OfferingCopy>>;
};

/** An offering's words in `locale`: its title, summary and sections. */
export function offeringContent(
  locale: Locale,
  slug: OfferingSlug,
): OfferingCopy {
  return content[locale][slug];
}

/** The offerings with one language's words, in display order. */
export function offeringsIn(locale: Locale): readonly Offering[] {
  return offeringSlugs.map((slug) => ({
    slug,
    ...offeringContent(locale, slug),
  }));
}

/** The offerings with their English words. */
export const offerings = offeringsIn(defaultLocale);

/** The offering at `/<slug>`, with its English words, or undefined for any other string. */
export function getOffering(slug: string): Offering | undefined {
  return offerings.find((offering) => offering.slug === slug);
}
