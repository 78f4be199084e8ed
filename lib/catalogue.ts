import { englishServices, serviceContent } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { services, type Service, type ServiceSlug } from "@/data/services";

/** A service as the catalogue holds it, so its slug is known to be valid. */
export type CatalogueService = Service & { readonly slug: ServiceSlug };

/** With its English words: the records' and the staff's language. */
const bySlug = new Map<string, CatalogueService>(
  englishServices.map((s) => [s.slug, s]),
);

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return bySlug.has(slug);
}

export function getService(slug: string): CatalogueService | undefined {
  return bySlug.get(slug);
}

/** A service a customer can be offered instead, as a cart line names it. */
export type RemoteOption = {
  readonly slug: string;
  readonly title: string;
  readonly price: number;
};

/**
 * For each home-visit service, the services of its category done by phone or
 * in a remote session: what we can do where no Tech visits (docs/product.md
 * §23.7), named in the page's language. Read at build time; the pages hand
 * it to their islands.
 */
export function remoteHelp(
  locale: Locale = "en",
): Readonly<Record<string, readonly RemoteOption[]>> {
  return Object.fromEntries(
    services
      .filter((service) => service.homeVisit)
      .map((visit) => [
        visit.slug,
        services
          .filter((s) => !s.homeVisit && s.category === visit.category)
          .map(({ slug, price }) => ({
            slug,
            title: serviceContent(locale, slug).title,
            price,
          })),
      ]),
  );
}
