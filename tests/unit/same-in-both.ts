/**
 * Whether a text may read the same in English and in another language without
 * being left untranslated: it has no letter outside its placeholders, or it is
 * a name or a code rather than a phrase, at most one word that is not an
 * abbreviation in capitals or a number ("Windows 11", "FBI IC3", "ic3.gov",
 * "BP-7K3Q9M", "Total", "Error 404"). The rule that replaced the hand-kept list
 * of words reviewed as the same in both languages; the pseudo-locale's crawl
 * (tests/e2e/pseudo.spec.ts) finds the English drawn on another language's
 * pages (docs/architecture.md, "Languages").
 */
export function sameInBothLanguages(text: string): boolean {
  const literal = text.replace(/\{[^{}]*\}/g, "");
  if (!/\p{L}/u.test(literal)) return true;
  const words = literal
    .trim()
    .split(/\s+/)
    .filter((word) => !/^[\p{Lu}\d.\-]+$/u.test(word));
  return words.length <= 1;
}
