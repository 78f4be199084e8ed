import type { Company } from "@/data/company";
import {
  staySafeGuide as english,
  type StaySafeGuide,
} from "@/data/content/stay-safe/en";
import { staySafeGuide as spanish } from "@/data/content/stay-safe/es";
import type { Locale } from "@/data/locale";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

export type { SafetyPoint, StaySafeGuide } from "@/data/content/stay-safe/en";

// Content, one module per language (docs/words.md, "Content"): only this
// reader changes when the CMS takes it over.
const guides = {
  en: pseudoContent(english),
  es: spanish,
} satisfies { [L in Locale]: (company?: Company) => StaySafeGuide };

/** /stay-safe's guide in a language, naming the company it is given (tests give another). */
export function staySafeContent(
  locale: Locale,
  company?: Company,
): StaySafeGuide {
  return guides[locale](company);
}
