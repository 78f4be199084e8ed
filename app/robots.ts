import type { MetadataRoute } from "next";
import { indexable, privatePaths, siteUrl } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  if (!indexable) return { rules: { userAgent: "*", disallow: "/" } };
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...privatePaths] },
    sitemap: new URL("/sitemap.xml", siteUrl()).href,
  };
}
