// @ts-check
// Shared by next.config.mjs (headers) and the app (metadata, robots.txt), so one
// rule decides whether a deployment or a page may be indexed (docs/product.md §8).
import { defaultLocale, locales } from "../data/locales.mjs";
import { cmsAdminPath, pages } from "../data/pages.mjs";

/**
 * Written into the build directory by scripts/post-build.mjs: the NEXT_PUBLIC_
 * values the build was made with, which the browser bundle carries, so that a
 * starting server checks those and not what it happens to be started with.
 */
export const publicSettingsFile = "public-settings.json";

/** The languages under a prefix of their own. */
const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/** The pages kept from crawlers (data/pages.mjs): a visitor's own and the work pages. */
const unlisted = pages.filter(
  (page) => page.kind === "private" || page.kind === "work",
);

const written = unlisted.filter(
  (page) => page.rendered === "build" && !page.path.includes("["),
);

/**
 * The pages for visitors only that the build writes, in every language they
 * are written in: never in search results, robots.txt or the sitemap.
 */
export const privatePaths = [
  ...written.map((page) => page.path),
  ...otherLocales.flatMap((locale) =>
    written
      .filter((page) => page.languages === "every")
      .map((page) => `/${locale}${page.path}`),
  ),
];

/**
 * Private pages under a path with a part of their own, in every language: a
 * review's page, `/reviews/<token>` (docs/product.md §24.1), whose token is a
 * signed link.
 */
export const privatePrefixes = unlisted
  .filter((page) => page.kind === "private" && page.path.includes("["))
  .flatMap((page) => {
    const prefix = page.path.slice(0, page.path.indexOf("["));
    return [prefix, ...otherLocales.map((locale) => `/${locale}${prefix}`)];
  });

/**
 * The robots rule of every page kept out of search results, sent both as the
 * X-Robots-Tag header and the robots meta tag: these pages hold nothing for a
 * crawler, and what they link to is linked from the indexable pages too.
 */
export const noindexRobots = "noindex, nofollow";

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
  const noindex = [{ key: "X-Robots-Tag", value: noindexRobots }];
  return isIndexable(env)
    ? [
        {
          source: `/(${privatePaths.map((path) => path.slice(1)).join("|")})`,
          headers: noindex,
        },
        ...privatePrefixes.map((prefix) => ({
          source: `${prefix}:path*`,
          headers: noindex,
        })),
        { source: `${cmsAdminPath}/:path*`, headers: noindex },
      ]
    : [{ source: "/:path*", headers: noindex }];
}

/**
 * The branch and commit a build came from, for the preview banner: the host's
 * variables (Vercel's) first, else git's answer; empty strings when neither knows.
 * A detached checkout has no branch; a commit must look like a git hash.
 * @param {Record<string, string | undefined>} env
 * @param {(args: string[]) => string | undefined} git
 * @returns {{ branch: string, commit: string }}
 */
export function buildSource(env, git) {
  const branch =
    env.VERCEL_GIT_COMMIT_REF || git(["rev-parse", "--abbrev-ref", "HEAD"]);
  const commit = env.VERCEL_GIT_COMMIT_SHA || git(["rev-parse", "HEAD"]);
  return {
    branch: branch && branch !== "HEAD" ? branch.slice(0, 100) : "",
    commit:
      commit && /^[0-9a-f]{7,40}$/i.test(commit) ? commit.slice(0, 7) : "",
  };
}
