/** The public origin, for canonical URLs, the sitemap and preview images. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): URL {
  return new URL(env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000");
}
