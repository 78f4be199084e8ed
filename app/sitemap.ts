import type { MetadataRoute } from "next";
import { indexablePaths } from "@/lib/routes";
import { indexable, siteUrl } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  if (!indexable) return [];
  return indexablePaths.map((path) => ({
    url: new URL(path, siteUrl()).href,
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : path.startsWith("/services/") ? 0.8 : 0.5,
  }));
}
