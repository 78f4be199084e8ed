import type { MetadataRoute } from "next";
import { managedItLinks, policyLinks, trustLinks } from "@/data/navigation";
import { services, type Service } from "@/data/services";
import { servicePath } from "@/lib/service-path";

/** Every page meant for search results, from the navigation data and a catalogue. */
export function indexablePathsOf(
  catalogue: readonly Pick<Service, "slug">[],
): string[] {
  return [
    "/",
    "/about-us",
    "/contact-us",
    "/services",
    ...managedItLinks.map((link) => link.href),
    ...catalogue.map((service) => servicePath(service.slug)),
    ...policyLinks.map((link) => link.href),
    "/techs",
    ...trustLinks.map((link) => link.href),
  ];
}

/** The site's indexable pages today. */
export const indexablePaths: readonly string[] = indexablePathsOf(services);

/** sitemap.xml's entries: the home page first in priority, then the services. */
export function sitemapEntries(
  paths: readonly string[],
  origin: URL,
): MetadataRoute.Sitemap {
  return paths.map((path) => ({
    url: new URL(path, origin).href,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : path.startsWith("/services/") ? 0.8 : 0.5,
  }));
}
