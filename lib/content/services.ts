import { servicesEn } from "@/data/content/services/en";
import { servicesEs } from "@/data/content/services/es";
import { defaultLocale, type Locale } from "@/data/locale";
import {
  services,
  type Service,
  type ServiceCopy,
  type ServiceFacts,
  type ServiceSlug,
} from "@/data/services";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

/**
 * The services' words (content, docs/words.md): the one reader of
 * data/content/services/<locale>.ts, so that only this module changes when
 * the CMS takes them over. data/services.ts keeps the facts.
 */
const content = { en: pseudoContent(servicesEn), es: servicesEs } satisfies {
  readonly [L in Locale]: Readonly<Record<ServiceSlug, ServiceCopy>>;
};

/** A service's words in `locale`: title, summary, description, inclusions, FAQs. */
export function serviceContent(locale: Locale, slug: ServiceSlug): ServiceCopy {
  return content[locale][slug];
}

/** The catalogue with one language's words: the same slugs, prices and facts. */
export function servicesIn(locale: Locale): readonly Service[] {
  return services.map((service) => ({
    ...service,
    ...serviceContent(locale, service.slug),
  }));
}

/**
 * A booked line's title in `locale`: a catalogue service's from its content;
 * a line with no catalogue slug (a bid's, written by its Tech) as it was
 * booked. A booking keeps its title in the default language, which is said
 * as it was booked.
 */
export function bookedTitle(
  line: { readonly title: string; readonly slug?: unknown },
  locale: Locale,
): string {
  if (locale === defaultLocale || typeof line.slug !== "string") {
    return line.title;
  }
  // Any string may be a stored slug; one the catalogue lost keeps its title.
  const copies: Readonly<Partial<Record<string, ServiceCopy>>> =
    content[locale];
  return copies[line.slug]?.title ?? line.title;
}

type WithWords<T extends readonly ServiceFacts[]> = {
  readonly [K in keyof T]: T[K] & ServiceCopy;
};

/**
 * The catalogue with its English words, in its order: what the records, the
 * staff's views and the mails in the default language name a service by.
 */
export const englishServices = servicesIn(defaultLocale) as WithWords<
  typeof services
>;
