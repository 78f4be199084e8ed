import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import {
  keyboardJourneys as englishJourneys,
  type AccessibilityChecks,
  type AccessibilityStatement,
} from "@/data/content/accessibility/en";
import { keyboardJourneys as spanishJourneys } from "@/data/content/accessibility/es";
import type { KeyboardJourney } from "@/data/keyboard-journeys";
import type { Locale } from "@/data/locale";

export type {
  AccessibilityChecks,
  AccessibilityStatement,
} from "@/data/content/accessibility/en";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pseudoContent } from "@/lib/i18n/pseudo-build";
import { pageContent } from "./pages";

const journeys = {
  en: pseudoContent(englishJourneys),
  es: spanishJourneys,
} satisfies { [L in Locale]: Readonly<Record<KeyboardJourney, string>> };

/** /accessibility's statement in a language, as the CMS holds it, stating the counts it is given. */
export function accessibilityContent(
  content: PublishedContent,
  locale: Locale,
  checks: AccessibilityChecks,
  business: Business = defaults,
  company: Company = defaultCompany,
): AccessibilityStatement {
  return pageContent(content, "accessibility", "accessibility", locale, {
    checks,
    business,
    company,
  });
}

/** The keyboard journeys the end-to-end suite walks, as a visitor of that language reads them. */
export function keyboardJourneysContent(
  locale: Locale,
): Readonly<Record<KeyboardJourney, string>> {
  return journeys[locale];
}
