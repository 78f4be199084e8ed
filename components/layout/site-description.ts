import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";

/** The description a page without its own inherits from its root layout. */
export function siteDescription(locale: Locale): string {
  const company = translator(locale, "company");
  return translator(locale, "layout")("siteDescription", {
    tagline: company("tagline"),
    hours: company("hours"),
  });
}
