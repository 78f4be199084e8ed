import { getRequestConfig } from "next-intl/server";
import { defaultLocale, locales, type Locale } from "@/data/locale";

/**
 * next-intl's per-request configuration, without its proxy: each page passes
 * its locale to setRequestLocale and getTranslations, so both languages are
 * pre-rendered (docs/architecture.md, "Languages").
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Locale = locales.find((l) => l === requested) ?? defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
