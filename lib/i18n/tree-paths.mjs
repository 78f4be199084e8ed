// @ts-check
// Pages live under app/[locale], and the default language's addresses have no
// prefix (i18n/routing.ts): the build's files and its manifests name a page by
// its place in that tree, visitors by its address. Plain ESM for the build's
// scripts and next.config.mjs.
import { defaultLocale, locales } from "../../data/locales.mjs";

/**
 * A page's address in the build's files, under `app/[locale]`: "/cart" is
 * "/en/cart", "/" is "/en", and "/es/cart" stays.
 * @param {string} path a public address
 */
export function localeTreePath(path) {
  const [, first = ""] = path.split("/");
  if (locales.some((locale) => locale === first)) return path;
  return path === "/" ? `/${defaultLocale}` : `/${defaultLocale}${path}`;
}

/**
 * The public address of a path under `app/[locale]`: the default language's
 * loses its prefix, "/en" is "/", others keep theirs.
 * @param {string} path such as "/en/cart" or "/es/cart"
 */
export function publicPath(path) {
  if (path === `/${defaultLocale}`) return "/";
  return path.startsWith(`/${defaultLocale}/`)
    ? path.slice(defaultLocale.length + 1)
    : path;
}
