import type { Locale } from "@/data/locale";
import { services, type ServiceSlug } from "@/data/services";
import type { PublishedCatalogue } from "@/lib/content/services";

// The slugs stay in code (data/services.ts), whatever the CMS publishes.
const slugs = new Set<string>(services.map((s) => s.slug));

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return slugs.has(slug);
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
 * §23.7), named and priced as `catalogue` publishes them in the page's
 * language. The pages hand it to their islands.
 */
export function remoteHelp(
  catalogue: PublishedCatalogue,
  locale: Locale,
): Readonly<Record<string, readonly RemoteOption[]>> {
  const list = catalogue[locale];
  return Object.fromEntries(
    list
      .filter((service) => service.homeVisit)
      .map((visit) => [
        visit.slug,
        list
          .filter((s) => !s.homeVisit && s.category === visit.category)
          .map(({ slug, title, price }) => ({ slug, title, price })),
      ]),
  );
}
