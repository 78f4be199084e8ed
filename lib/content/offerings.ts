import { offerings as english } from "@/data/content/offerings/en";
import { offerings as spanish } from "@/data/content/offerings/es";
import type { OfferingContent } from "@/data/content/offerings/types";
import type { Locale } from "@/data/locale";
import { offeringSlugs, type OfferingSlug } from "@/data/offerings";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

export type { OfferingContent } from "@/data/content/offerings/types";

// Content, one module per language (docs/words.md, "Content"): only this
// reader changes when the CMS takes the managed IT pages over.
const offerings = {
  en: pseudoContent(english),
  es: spanish,
} satisfies { [L in Locale]: Readonly<Record<OfferingSlug, OfferingContent>> };

/** A managed IT page's words in a language. */
export function offeringContent(
  locale: Locale,
  slug: OfferingSlug,
): OfferingContent {
  return offerings[locale][slug];
}

/** Every managed IT page in a language, with its slug, in the site's order. */
export function offeringsIn(
  locale: Locale,
): readonly ({ readonly slug: OfferingSlug } & OfferingContent)[] {
  return offeringSlugs.map((slug) => ({ slug, ...offerings[locale][slug] }));
}
