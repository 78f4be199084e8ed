/**
 * The default language's words as they are written. A test build made with
 * PSEUDO_LOCALE=1 (`npm run build:pseudo`) resolves this module to
 * `pseudo-build-on.ts` instead (next.config.mjs), whose two functions rewrite
 * them into the pseudo-locale's form; every other build, production's and the
 * preview's, carries these and nothing of the pseudo-locale
 * (docs/architecture.md, "Languages").
 */

/** A whole catalogue, key for key. */
export function pseudoWords<T>(catalogue: T): T {
  return catalogue;
}

/** A content module: its texts, its builders' texts; never an address. */
export function pseudoContent<T>(content: T): T {
  return content;
}
