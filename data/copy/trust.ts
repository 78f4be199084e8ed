import type { Business } from "@/data/business";
import type { Company } from "@/data/company";
import {
  accessibilityStatement,
  type AccessibilityChecks,
  type AccessibilityStatement,
} from "@/data/content/accessibility";
import { sources, type Source } from "@/data/content/sources";
import { staySafeGuide, type StaySafeGuide } from "@/data/content/stay-safe";
import {
  accessibilityStatementEs,
  keyboardJourneysEs,
} from "@/data/es/accessibility";
import { sourcesEs } from "@/data/es/sources";
import { staySafeGuideEs } from "@/data/es/stay-safe";
import {
  keyboardJourneys,
  type KeyboardJourney,
} from "@/data/keyboard-journeys";
import type { Locale } from "@/data/locale";

/** The trust pages' texts per language (/stay-safe, /accessibility), built from the same constants. */
export type SourceId = keyof typeof sources;

export const sourceCopy: Readonly<
  Record<Locale, Readonly<Record<SourceId, Source>>>
> = {
  en: sources,
  es: sourcesEs,
};

export const staySafeText: Readonly<
  Record<Locale, (company?: Company) => StaySafeGuide>
> = { en: staySafeGuide, es: staySafeGuideEs };

export const accessibilityText: Readonly<
  Record<
    Locale,
    (
      checks: AccessibilityChecks,
      business?: Business,
      company?: Company,
    ) => AccessibilityStatement
  >
> = { en: accessibilityStatement, es: accessibilityStatementEs };

export const keyboardJourneyCopy: Readonly<
  Record<Locale, Readonly<Record<KeyboardJourney, string>>>
> = { en: keyboardJourneys, es: keyboardJourneysEs };
