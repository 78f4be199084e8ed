import type { ServiceSlug } from "./services";

/**
 * The words customers use for a problem, and the services that answer it. The
 * search index files each word under every service named here, so "pop-ups"
 * finds virus removal although no copy says "pop-up" (docs/product.md §7).
 * Adding a word is one entry; phrases match word by word. The words of each
 * language are content (data/content/search-terms/<locale>.ts), read through
 * lib/content/search-terms.ts.
 */
export type SearchSynonym = {
  readonly words: readonly string[];
  readonly services: readonly ServiceSlug[];
};
