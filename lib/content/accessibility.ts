import type { Business } from "@/data/business";
import type { Company } from "@/data/company";
import {
  accessibilityStatement as english,
  keyboardJourneys as englishJourneys,
  type AccessibilityChecks,
  type AccessibilityStatement,
} from "@/data/content/accessibility/en";
import {
  accessibilityStatement as spanish,
  keyboardJourneys as spanishJourneys,
} from "@/data/content/accessibility/es";
import type { KeyboardJourney } from "@/data/keyboard-journeys";
import type { Locale } from "@/data/locale";

export type {
  AccessibilityChecks,
  AccessibilityStatement,
} from "@/data/content/accessibility/en";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

// Content, one module per language (docs/words.md, "Content"): only this
// reader changes when the CMS takes it over.
const statements = {
  en: pseudoContent(english),
  es: spanish,
} satisfies {
  [L in Locale]: (
    checks: AccessibilityChecks,
    business?: Business,
    company?: Company,
  ) => AccessibilityStatement;
};

const journeys = {
  en: pseudoContent(englishJourneys),
  es: spanishJourneys,
} satisfies { [L in Locale]: Readonly<Record<KeyboardJourney, string>> };

/** /accessibility's statement in a language, stating the counts it is given. */
export function accessibilityContent(
  locale: Locale,
  checks: AccessibilityChecks,
  business?: Business,
  company?: Company,
): AccessibilityStatement {
  return statements[locale](checks, business, company);
}

/** The keyboard journeys the end-to-end suite walks, as a visitor of that language reads them. */
export function keyboardJourneysContent(
  locale: Locale,
): Readonly<Record<KeyboardJourney, string>> {
  return journeys[locale];
}
