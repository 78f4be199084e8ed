import {
  sources as english,
  type Source,
  type SourceId,
} from "@/data/content/sources/en";
import { sources as spanish } from "@/data/content/sources/es";
import type { Locale } from "@/data/locale";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

export type { Source, SourcedFact, SourceId } from "@/data/content/sources/en";

// Content, one module per language (docs/words.md, "Content"): only this
// reader changes when the CMS takes it over.
const sources = {
  en: pseudoContent(english),
  es: spanish,
} satisfies { [L in Locale]: Readonly<Record<SourceId, Source>> };

/** The official sources the trust pages cite, described in a language. */
export function sourcesContent(
  locale: Locale,
): Readonly<Record<SourceId, Source>> {
  return sources[locale];
}
