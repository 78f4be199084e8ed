import { serviceCopyEs } from "@/data/es/services";
import type { Locale } from "@/data/locale";
import {
  services,
  type Service,
  type ServiceCopy,
  type ServiceSlug,
} from "@/data/services";

/** The English words of each service, read from the catalogue as it is. */
function englishCopy(): Record<ServiceSlug, ServiceCopy> {
  const entries: [ServiceSlug, ServiceCopy][] = services.map((s) => [
    s.slug,
    {
      title: s.title,
      summary: s.summary,
      description: s.description,
      servicesIncluded: s.servicesIncluded,
      faqs: s.faqs,
    },
  ]);
  // Every slug has its entry: ServiceSlug is read from this same catalogue.
  return Object.fromEntries(entries) as Record<ServiceSlug, ServiceCopy>;
}

/**
 * A service's words in each language, by slug. English is the catalogue's own
 * text, so a page that reads it through here shows what it shows today.
 */
export const serviceCopy: Readonly<
  Record<Locale, Readonly<Record<ServiceSlug, ServiceCopy>>>
> = { en: englishCopy(), es: serviceCopyEs };

/**
 * A booked line's title in `locale`: a catalogue service's from its copy; a
 * line with no catalogue slug (a bid's, written by its Tech) as it was booked.
 */
export function bookedTitle(
  line: { readonly title: string; readonly slug?: unknown },
  locale: Locale,
): string {
  if (locale === "en" || typeof line.slug !== "string") return line.title;
  // Any string may be a stored slug; one the catalogue lost keeps its title.
  const copies: Readonly<Partial<Record<string, ServiceCopy>>> =
    serviceCopy[locale];
  return copies[line.slug]?.title ?? line.title;
}

/** The catalogue with one language's words: the same slugs, prices and facts. */
export function servicesIn(locale: Locale): readonly Service[] {
  return services.map((service) => ({
    ...service,
    ...serviceCopy[locale][service.slug],
  }));
}
