import type { MetadataRoute } from "next";
import { cmsAdminPath } from "@/data/pages.mjs";
import { privatePaths, privatePrefixes } from "@/lib/deployment.mjs";
import { indexable, siteUrl } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  if (!indexable) return { rules: { userAgent: "*", disallow: "/" } };
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [...privatePaths, ...privatePrefixes, cmsAdminPath],
    },
    sitemap: new URL("/sitemap.xml", siteUrl()).href,
  };
}
