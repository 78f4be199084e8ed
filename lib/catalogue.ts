import { services, type Service, type ServiceSlug } from "@/data/services";

/** A service as the catalogue holds it, so its slug is known to be valid. */
export type CatalogueService = Service & { readonly slug: ServiceSlug };

const bySlug = new Map<string, CatalogueService>(
  services.map((s) => [s.slug, s]),
);

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return bySlug.has(slug);
}

export function getService(slug: string): CatalogueService | undefined {
  return bySlug.get(slug);
}
