import type { MetadataRoute } from "next";
import { indexablePaths, sitemapEntries } from "@/lib/routes";
import { indexable, siteUrl } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  return indexable ? sitemapEntries(indexablePaths, siteUrl()) : [];
}
