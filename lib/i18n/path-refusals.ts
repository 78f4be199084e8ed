import type { Messages } from "next-intl";
import { companyFacts } from "@/data/company-facts";
import type { Locale } from "@/data/locale";
import { createTranslator } from "@/lib/i18n/create-translator";
import { languageOf } from "@/lib/i18n/paths";
import english from "@/messages/en/refusals.json";
import spanish from "@/messages/es/refusals.json";

// The refusals namespace alone, as proxy.ts answers before any page: the
// whole catalogue (lib/i18n/catalogue.ts) would load every area's words into
// the proxy for its few sentences.
const refusals = {
  en: english,
  es: spanish as Messages["refusals"],
} satisfies { [L in Locale]: Messages["refusals"] };

/**
 * The refusals in the language an address's path starts with (`/es/…` is a
 * Spanish page's address), for what the proxy answers itself.
 */
export function refusalsFor(pathname: string) {
  const locale = languageOf(pathname);
  return {
    locale,
    t: createTranslator({
      locale,
      messages: { refusals: refusals[locale] },
      namespace: "refusals",
      timeZone: companyFacts.timeZone,
    }),
  };
}
