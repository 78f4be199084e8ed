import type { MetadataRoute } from "next";
import { locales } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { indexablePaths, sitemapEntries } from "@/lib/routes";
import { indexable, siteUrl } from "@/lib/site";
import { techPath } from "@/lib/techs/card";
import { cachedProfiles } from "@/lib/server/techs/cache";

// Published Tech profiles come and go (docs/product.md §17.4): the sitemap is
// made on request, from the data cache that publishing and hiding refresh.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if (!indexable) return [];
  let techs: string[] = [];
  try {
    // A Tech's page is written in every language (data/pages.mjs).
    techs = (await cachedProfiles()).flatMap((profile) =>
      locales.map((locale) => localePath(locale, techPath(profile.handle))),
    );
  } catch (error) {
    // The pages that need no database are listed all the same.
    console.error(
      "Sitemap:",
      error instanceof Error ? error.message : String(error),
    );
  }
  return sitemapEntries([...indexablePaths, ...techs], siteUrl());
}
