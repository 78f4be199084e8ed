import { defaultLocale, locales, type Locale } from "@/data/locale";

/**
 * The language a customer's form or JSON call was made in (its `locale`
 * field, docs/architecture.md): one of the site's languages; anything else,
 * missing or malformed, is the default one, so an old page or a hand-made
 * request is answered as before.
 */
export function readLocale(value: unknown): Locale {
  return locales.find((locale) => locale === value) ?? defaultLocale;
}

/**
 * The language of a JSON body as a route reads it: its `locale` field, read
 * as `readLocale` reads one; a body that is no object is the default
 * language's.
 */
export function localeOf(body: unknown): Locale {
  return readLocale(
    typeof body === "object" && body !== null && "locale" in body
      ? body.locale
      : undefined,
  );
}
