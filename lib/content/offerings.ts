import { offerings as english } from "@/data/content/offerings/en";
import { offerings as spanish } from "@/data/content/offerings/es";
import type { OfferingContent } from "@/data/content/offerings/types";
import type { Locale } from "@/data/locale";
import type { OfferingSlug } from "@/data/offerings";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pseudoContent } from "@/lib/i18n/pseudo-build";
import { pageContent } from "./pages";

export type { OfferingContent } from "@/data/content/offerings/types";

const titles = {
  en: pseudoContent(english),
  es: spanish,
} satisfies { [L in Locale]: Readonly<Record<OfferingSlug, OfferingContent>> };

/**
 * A managed IT page's name in a language: the site's navigation (the footer,
 * the contact form's plans), so code keeps it and the CMS shows the rest.
 */
export function offeringTitle(locale: Locale, slug: OfferingSlug): string {
  return titles[locale][slug].title;
}

/** A managed IT page's words in a language, as the CMS holds them. */
export function offeringContent(
  content: PublishedContent,
  locale: Locale,
  slug: OfferingSlug,
): OfferingContent {
  return pageContent(content, "offerings", slug, locale);
}
