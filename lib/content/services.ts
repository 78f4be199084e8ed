import { servicesEn } from "@/data/content/services/en";
import { servicesEs } from "@/data/content/services/es";
import { defaultLocale, type Locale } from "@/data/locale";
import {
  services,
  type Service,
  type ServiceCopy,
  type ServiceSlug,
} from "@/data/services";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

/**
 * The published catalogue: each language's services, facts and words, in
 * catalogue order. What a page shows and the booking server charges are both
 * read from one value of it (lib/server/content/catalogue.ts).
 */
export type PublishedCatalogue = {
  readonly [L in Locale]: readonly CatalogueService[];
};

/** A published service: its slug is one of data/services.ts's, which stay in code. */
export type CatalogueService = Service & { readonly slug: ServiceSlug };

/**
 * The services' words (content, docs/words.md): the one reader of
 * data/content/services/<locale>.ts. data/services.ts keeps the facts.
 */
const content = { en: pseudoContent(servicesEn), es: servicesEs } satisfies {
  readonly [L in Locale]: Readonly<Record<ServiceSlug, ServiceCopy>>;
};

function withWords(locale: Locale): readonly CatalogueService[] {
  return services.map((service) => ({
    ...service,
    ...content[locale][service.slug],
  }));
}

/**
 * Today's catalogue, composed from data/: what publishedCatalogue() answers
 * until the CMS publishes it, and what tests that need no server read.
 */
export const contentCatalogue: PublishedCatalogue = {
  en: withWords("en"),
  es: withWords("es"),
};

/**
 * A booked line's title in `locale`: a catalogue service's from the
 * catalogue; a line with no catalogue slug (a bid's, written by its Tech) as
 * it was booked. A booking keeps its title in the default language, which is
 * said as it was booked.
 */
export function bookedTitle(
  line: { readonly title: string; readonly slug?: unknown },
  catalogue: PublishedCatalogue,
  locale: Locale,
): string {
  if (locale === defaultLocale || typeof line.slug !== "string") {
    return line.title;
  }
  // Any string may be a stored slug; one the catalogue lost keeps its title.
  return (
    catalogue[locale].find((service) => service.slug === line.slug)?.title ??
    line.title
  );
}
