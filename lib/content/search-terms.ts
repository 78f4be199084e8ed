import { searchTermsEn } from "@/data/content/search-terms/en";
import { searchTermsEs } from "@/data/content/search-terms/es";
import type { Locale } from "@/data/locale";
import type { SearchSynonym } from "@/data/search-terms";

/**
 * The words customers of each language search with (content, docs/words.md):
 * the one reader of data/content/search-terms/<locale>.ts, for that
 * language's search index.
 */
const content = { en: searchTermsEn, es: searchTermsEs } satisfies {
  readonly [L in Locale]: readonly SearchSynonym[];
};

/** The customers' words in `locale`, each with the services that answer it. */
export function searchTerms(locale: Locale): readonly SearchSynonym[] {
  return content[locale];
}
