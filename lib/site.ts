import { defaultSiteOrigin } from "@/data/site";
import { isIndexable } from "@/lib/deployment.mjs";

/** The public origin, for canonical URLs, the sitemap and preview images. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): URL {
  return new URL(env.NEXT_PUBLIC_SITE_URL || defaultSiteOrigin);
}

/** Whether this build may appear in search results; previews never do (docs/product.md §8). */
export const indexable = isIndexable(process.env);
