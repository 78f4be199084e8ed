import { searchSynonymsEs } from "@/data/es/search-terms";
import type { Locale } from "@/data/locale";
import { searchSynonyms, type SearchSynonym } from "@/data/search-terms";

/** The customers' words per language, for each language's search index. */
export const searchSynonymsIn: Readonly<
  Record<Locale, readonly SearchSynonym[]>
> = { en: searchSynonyms, es: searchSynonymsEs };
