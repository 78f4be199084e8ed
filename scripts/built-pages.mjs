// @ts-check
import { readFileSync } from "node:fs";
import path from "node:path";
import { localeTreePath, publicPath } from "../lib/i18n/tree-paths.mjs";

/** Where `npm run build` writes, as next.config.mjs decides it. */
export const distDir = process.env.NEXT_DIST_DIR || ".next";

/** Written into the build directory by scripts/post-build.mjs: which deployment a build is for. */
export const variantFile = "build-variant.json";

const readJson = (/** @type {string} */ dir, /** @type {string} */ file) =>
  JSON.parse(readFileSync(path.join(dir, file), "utf8"));

/**
 * Every page of a finished build, read from its manifests: the build is the one
 * list of routes, so a page another branch adds is audited without editing a list.
 * Dynamic routes expand to the paths they pre-rendered, by their address (a
 * page of app/[locale] in the default language has no prefix); Next's own internal
 * pages (`/_not-found`, `/_global-error`) are left out, and so is a page the build
 * pre-rendered as a 404 (`/preview` in production, which serves it only to previews),
 * and a page rendered on each request (`/techs`), which has no HTML in the build:
 * the tests of such a page visit it themselves.
 * @param {string} [dir] the build directory
 * @returns {string[]} paths such as "/" and "/services/printer-setup", sorted
 */
export function builtPages(dir = distDir) {
  /** @type {Record<string, string>} */
  const appPaths = readJson(dir, "app-path-routes-manifest.json");
  /** @type {{ routes: Record<string, { srcRoute?: string | null }> }} */
  const prerender = readJson(dir, "prerender-manifest.json");
  const pages = new Set();
  for (const [entry, route] of Object.entries(appPaths)) {
    if (!entry.endsWith("/page")) continue;
    if (route.split("/").some((segment) => segment.startsWith("_"))) continue;
    // Every page is under app/[locale]: its paths are the pre-rendered ones.
    for (const [page, info] of Object.entries(prerender.routes)) {
      if (info.srcRoute !== route) continue;
      const address = publicPath(page);
      if (!prerenderedAsNotFound(address, dir)) pages.add(address);
    }
  }
  return [...pages].sort((a, b) =>
    a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b),
  );
}

/**
 * Whether the build pre-rendered a page as "not found": its .meta file records
 * the status the server answers with.
 * @param {string} page
 * @param {string} dir
 */
function prerenderedAsNotFound(page, dir) {
  const meta = prerenderedHtml(page, dir).replace(/\.html$/, ".meta");
  try {
    return JSON.parse(readFileSync(meta, "utf8")).status === 404;
  } catch {
    return false;
  }
}

/**
 * The pre-rendered HTML file of a page in a build.
 * @param {string} page a path from builtPages()
 * @param {string} [dir] the build directory
 */
export function prerenderedHtml(page, dir = distDir) {
  return path.join(dir, "server", "app", `${localeTreePath(page)}.html`);
}

/**
 * The file in a build that the browser loads as a /_next/static/ path.
 * @param {string} src a path such as "/_next/static/chunks/0abc.js"
 * @param {string} [dir] the build directory
 */
export function staticFile(src, dir = distDir) {
  return path.join(dir, "static", src.slice("/_next/static/".length));
}
