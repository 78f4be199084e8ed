import { defaultLocale, locales, type Locale } from "@/data/locale";
import { pages, type Page } from "@/data/pages.mjs";

/** The page list's entry a default-language address belongs to: its own, else the one whose `[part]`s it fills. */
export function pageOf(path: string): Page | undefined {
  const [address = "/"] = path.split(/[#?]/);
  return (
    pages.find((page) => page.path === address) ??
    pages.find((page) => shape(page.path).test(address))
  );
}

const shapes = new Map<string, RegExp>();

/** A list entry's address as a pattern: each `[part]` one segment. */
export function shape(path: string): RegExp {
  let found = shapes.get(path);
  if (!found) {
    found = new RegExp(`^${path.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
    shapes.set(path, found);
  }
  return found;
}

/**
 * The language of an address, by its prefix. A default-language page's own
 * address has none, but during its render Next.js reports its place in
 * app/[locale] ("/en/…"), which names it too.
 */
export function languageOf(path: string): Locale {
  const [, first] = path.split(/[/#?]/);
  return locales.find((l) => l === first) ?? defaultLocale;
}

/** Whether an address starts with a language's segment ("/es", "/en/…"). */
const prefixed = (path: string) =>
  locales.some((l) => path.split(/[/#?]/)[1] === l);

/** An address without its language's prefix: the default language's ("/es/cart" is "/cart", "/es" is "/"). */
export function defaultPath(path: string): string {
  if (!prefixed(path)) return path;
  const locale = languageOf(path);
  const rest = path.slice(locale.length + 1);
  return rest === "" || rest.startsWith("#") || rest.startsWith("?")
    ? `/${rest}`
    : rest;
}

/** A default-language address under `locale`'s prefix, whether or not the page is written in it. */
export function pathIn(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" || /^\/[#?]/.test(path)
    ? `/${locale}${path.slice(1)}`
    : `/${locale}${path}`;
}

/** Whether the page at a default-language address is written in `locale`. */
export function inLanguage(locale: Locale, path: string): boolean {
  const page = pageOf(path);
  return (
    page !== undefined &&
    (page.languages === "every" || locale === defaultLocale)
  );
}

/**
 * The address a link to `path` (a default-language one) takes in `locale`:
 * the page in that language where it is written in it, else the default
 * language's (a link never leads to a 404).
 */
export function localePath(locale: Locale, path: string): string {
  return inLanguage(locale, path) ? pathIn(locale, path) : path;
}

/** The languages other than `locale` a page (by its default-language address) is written in. */
export function otherLanguages(locale: Locale, path: string): Locale[] {
  return locales.filter((l) => l !== locale && inLanguage(l, path));
}

/** A page's address in each language, and x-default (the default language's), for hreflang. */
export function languageAlternates(path: string): Record<string, string> {
  const address = defaultPath(path);
  return {
    ...Object.fromEntries(locales.map((l) => [l, pathIn(l, address)])),
    "x-default": address,
  };
}
