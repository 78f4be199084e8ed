import type { Locale } from "@/data/locale";
import { spanishPaths } from "@/data/spanish-paths";

/** "/es" and "/es/about-us": Spanish lives under /es with the same slugs (docs/glossary-es.md). */
export function spanishPath(path: string): string {
  if (path === "/") return "/es";
  if (path.startsWith("/#")) return `/es${path.slice(1)}`;
  return `/es${path}`;
}

/** The English address of a page, from either language's address. */
export function englishPath(path: string): string {
  if (path === "/es" || path === "/es/") return "/";
  if (path.startsWith("/es#")) return `/${path.slice(3)}`;
  if (path.startsWith("/es/")) return path.slice(3);
  return path;
}

// Each service page and each Tech's public page has a Spanish twin (issue
// 60); their slugs and handles are data, so they are matched by shape rather
// than listed (an unknown slug under /es answers the Spanish 404).
const servicePage = /^\/services\/[a-z0-9-]+$/;
const techPage = /^\/techs(\/[^/]+)?$/;

/** Whether a page (by its English address, without a fragment or query) has a Spanish version. */
export function hasSpanish(path: string): boolean {
  const [page = "/"] = path.split(/[#?]/);
  if (page === "/techs/edit") return false;
  return (
    spanishPaths.includes(page) || servicePage.test(page) || techPage.test(page)
  );
}

/**
 * The address a link to `path` takes in `locale`: the Spanish page where one
 * exists, else the English one (a link never leads to a 404).
 */
export function localePath(locale: Locale, path: string): string {
  return locale === "es" && hasSpanish(path) ? spanishPath(path) : path;
}

/** A page's address in each language, and x-default (the English), for hreflang. */
export function languageAlternates(path: string): Record<string, string> {
  const english = englishPath(path);
  return {
    en: english,
    es: spanishPath(english),
    "x-default": english,
  };
}
