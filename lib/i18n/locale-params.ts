import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { defaultLocale, locales, type Locale } from "@/data/locale";

/** Every language's `[locale]` segment, for `generateStaticParams`: each page is pre-rendered in each. */
export function localeParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

/**
 * The language of a page's `[locale]` segment. proxy.ts only ever rewrites to
 * a known one; any other is a page that does not exist.
 */
export function localeOf(params: { locale: string }): Locale {
  if (!hasLocale(locales, params.locale)) notFound();
  return params.locale;
}

/**
 * A page's or layout's language, from its `params`, set as the request's so
 * that next-intl reads it during the static render instead of the request's
 * headers: each language's pages stay pre-rendered.
 */
export async function pageLocale(
  params: Promise<{ locale: string }>,
): Promise<Locale> {
  const locale = localeOf(await params);
  setRequestLocale(locale);
  return locale;
}

/**
 * The language of a page written in the default language only (the desk, a
 * Tech's work pages): under any other language's prefix it does not exist.
 */
export async function defaultLanguagePage(
  params: Promise<{ locale: string }>,
): Promise<Locale> {
  const locale = await pageLocale(params);
  if (locale !== defaultLocale) notFound();
  return locale;
}

/**
 * Sets the default language for a page or layout of
 * app/[locale]/(default-language): Next.js may draw each apart from the
 * layout above it, and one whose islands' word providers found no language
 * set would read the request, and not be pre-rendered.
 */
export function inDefaultLanguage(): Locale {
  setRequestLocale(defaultLocale);
  return defaultLocale;
}
