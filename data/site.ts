/**
 * The public origin when NEXT_PUBLIC_SITE_URL is not set, as on a local
 * `npm start`; canonical URLs, the sitemap and shared links are built on it.
 */
export const defaultSiteOrigin = "http://localhost:3000";
