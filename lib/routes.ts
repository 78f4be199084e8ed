import type { MetadataRoute } from "next";
import { managedItLinks, policyLinks, trustLinks } from "@/data/navigation";
import { services, type Service } from "@/data/services";
import { spanishRoutes } from "@/data/routes";
import { privatePaths } from "@/lib/deployment.mjs";
import { englishPath, hasSpanish, languageAlternates } from "@/lib/i18n/paths";
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

/** The site's indexable pages today, in both languages. */
export const indexablePaths: readonly string[] = [
  ...indexablePathsOf(services),
  ...spanishRoutes.filter((path) => !privatePaths.includes(path)),
  // Rendered on request, so not a route of the build's list.
  "/es/techs",
];

/** sitemap.xml's entries: the home page first in priority, then the services. */
export function sitemapEntries(
  paths: readonly string[],
  origin: URL,
): MetadataRoute.Sitemap {
  return paths.map((path) => {
    const english = englishPath(path);
    // A page in both languages lists both, and English as x-default, on each
    // language's entry: search engines want the pairs reciprocal.
    const languages = hasSpanish(english)
      ? Object.fromEntries(
          Object.entries(languageAlternates(english)).map(([lang, href]) => [
            lang,
            new URL(href, origin).href,
          ]),
        )
      : undefined;
    return {
      url: new URL(path, origin).href,
      changeFrequency: "monthly",
      priority:
        english === "/" ? 1 : english.startsWith("/services/") ? 0.8 : 0.5,
      ...(languages && { alternates: { languages } }),
    };
  });
}
