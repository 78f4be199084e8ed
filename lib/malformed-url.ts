import type { Messages } from "next-intl";
import { companyFacts } from "@/data/company-facts";
import type { Locale } from "@/data/locale";
import { createTranslator } from "@/lib/i18n/create-translator";
import { languageOf, localePath } from "@/lib/i18n/paths";
import english from "@/messages/en/refusals.json";
import spanish from "@/messages/es/refusals.json";

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

// The refusals namespace alone, as proxy.ts answers before any page: the
// whole catalogue (lib/i18n/catalogue.ts) would load every area's words into
// the proxy for this one sentence.
const refusals = {
  en: english,
  es: spanish as Messages["refusals"],
} satisfies { [L in Locale]: Messages["refusals"] };

/**
 * The sentence a malformed address gets, with status 400, in the language
 * its path starts with (`/es/%zz` is a Spanish page's address).
 */
export function malformedUrlAnswer(pathname: string): string {
  const locale = languageOf(pathname);
  return createTranslator({
    locale,
    messages: { refusals: refusals[locale] },
    namespace: "refusals",
    timeZone: companyFacts.timeZone,
  })("malformedUrl", { home: localePath(locale, "/") });
}
