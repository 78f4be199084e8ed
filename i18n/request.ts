import { getRequestConfig } from "next-intl/server";
import { catalogue } from "@/lib/i18n/catalogue";
import { company } from "@/data/company";
import { defaultLocale, locales, type Locale } from "@/data/locale";

/**
 * next-intl's per-request configuration: each page passes its locale to
 * setRequestLocale, so every language is pre-rendered
 * (docs/architecture.md, "Languages"). Dates are formatted by lib/dates, in
 * the company's zone; next-intl is told the same zone so it never guesses one.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Locale = locales.find((l) => l === requested) ?? defaultLocale;
  return { locale, messages: catalogue(locale), timeZone: company.timeZone };
});
