// Shared by next.config.mjs (headers) and the app (metadata, robots.txt), so one
// rule decides whether a deployment may be indexed (DECISIONS 27).

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
    ? [{ source: "/(cart|checkout|user)", headers: noindex }]
    : [{ source: "/:path*", headers: noindex }];
}
