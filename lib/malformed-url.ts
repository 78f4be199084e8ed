import { localePath } from "@/lib/i18n/paths";
import { refusalsFor } from "@/lib/i18n/path-refusals";

/**
 * Whether an address's path or query holds a `%` that is not followed by two
 * hex digits, or escapes that are not UTF-8: what no browser sends for a link
 * of this site, and what Next.js fails on with a 500 when it decodes a
 * dynamic segment (vercel/next.js#94278). Both parts are given as they
 * arrived, still encoded.
 */
export function malformedUrl(pathname: string, search: string): boolean {
  try {
    decodeURIComponent(pathname);
    // A `+` is a space in a query, and decodes either way.
    decodeURIComponent(search);
    return false;
  } catch {
    return true;
  }
}

/**
 * The sentence a malformed address gets, with status 400, in the language
 * its path starts with (`/es/%zz` is a Spanish page's address).
 */
export function malformedUrlAnswer(pathname: string): string {
  const { locale, t } = refusalsFor(pathname);
  return t("malformedUrl", { home: localePath(locale, "/") });
}
