import type { MetadataRoute } from "next";
import { defaultLocale, locales } from "@/data/locale";
import { pages } from "@/data/pages.mjs";
import { addressesOf } from "@/data/routes";
import { services, type Service } from "@/data/services";
import {
  defaultPath,
  inLanguage,
  languageAlternates,
  otherLanguages,
  pathIn,
} from "@/lib/i18n/paths";

/** Every page meant for search results in the default language, from the page list and a catalogue. */
export function indexablePathsOf(
  catalogue: readonly Pick<Service, "slug">[],
): string[] {
  return pages
    .filter((page) => page.kind === "indexed")
    .flatMap((page) => addressesOf(page, catalogue));
}

/** The site's indexable pages today, in every language each is written in. */
export const indexablePaths: readonly string[] = locales.flatMap((locale) =>
  indexablePathsOf(services)
    .filter((path) => inLanguage(locale, path))
    .map((path) => pathIn(locale, path)),
);

/** sitemap.xml's entries: the home page first in priority, then the services. */
export function sitemapEntries(
  paths: readonly string[],
  origin: URL,
): MetadataRoute.Sitemap {
  return paths.map((path) => {
    const address = defaultPath(path);
    // A page in several languages lists them all, and the default as
    // x-default, on each language's entry: search engines want the pairs
    // reciprocal.
    const languages =
      otherLanguages(defaultLocale, address).length > 0
        ? Object.fromEntries(
            Object.entries(languageAlternates(address)).map(([lang, href]) => [
              lang,
              new URL(href, origin).href,
            ]),
          )
        : undefined;
    return {
      url: new URL(path, origin).href,
      changeFrequency: "monthly",
      priority:
        address === "/" ? 1 : address.startsWith("/services/") ? 0.8 : 0.5,
      ...(languages && { alternates: { languages } }),
    };
  });
}
