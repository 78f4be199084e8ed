// Shared by next.config.mjs (headers) and the app (metadata, robots.txt), so one
// rule decides whether a deployment or a page may be indexed (docs/product.md §8).

/** Pages for visitors only: never in search results, robots.txt or the sitemap. */
export const privatePaths = ["/cart", "/checkout", "/user"];

/**
 * Vercel sets VERCEL_ENV; other hosts set SITE_ENV. Only production is
 * indexable; with neither set, a build is production.
 * @param {Record<string, string | undefined>} env
 */
export function deploymentEnvironment(env) {
  return env.VERCEL_ENV || env.SITE_ENV || "production";
}

/** @param {Record<string, string | undefined>} env */
export function isIndexable(env) {
  return deploymentEnvironment(env) === "production";
}

/**
 * X-Robots-Tag rules for next.config.mjs: a preview build marks every response,
 * production marks only the visitor-only pages.
 * @param {Record<string, string | undefined>} env
 */
export function robotsHeaders(env) {
  const noindex = [{ key: "X-Robots-Tag", value: "noindex, nofollow" }];
  return isIndexable(env)
    ? [
        {
          source: `/(${privatePaths.map((path) => path.slice(1)).join("|")})`,
          headers: noindex,
        },
      ]
    : [{ source: "/:path*", headers: noindex }];
}
